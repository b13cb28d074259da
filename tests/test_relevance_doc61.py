"""The relevance rules' docstring names only the ``support`` values the code sets: it
named ``support="claim"``, which nothing ever set."""

from __future__ import annotations

import inspect
import re

from pytest_websearch_bench import relevance


def test_every_support_value_the_docstring_names_is_set_by_the_code() -> None:
    doc = relevance.__doc__ or ""
    named = set(re.findall(r'support="(\w+)"', doc))
    assert named == {"gold", "pool", "answer_pattern", "content"}
    code = inspect.getsource(relevance).replace(doc, "")
    for value in named:
        assert f'"{value}"' in code, value
