"""A page written three (or more) ways in one case's ``expect.urls`` is refused with a
remedy that counts them: "keep one of the 3 URLs", never "one of the two"."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_websearch_bench.cases import load_case_file
from pytest_websearch_bench.errors import GoldenFileError, GoldenFileErrors

HEAD = """\
- id: n-1
  category: docs
  query: "fixture scopes"
  claim_type: behaviour
  expect:
    urls:
"""


def _load(tmp_path: Path, urls: str) -> str:
    path = tmp_path / "cases.yaml"
    path.write_text(HEAD + urls, encoding="utf-8")
    with pytest.raises((GoldenFileError, GoldenFileErrors)) as caught:
        load_case_file(path)
    return str(caught.value)


def test_three_grades_of_one_page_say_keep_one_of_the_three(tmp_path: Path) -> None:
    message = _load(
        tmp_path,
        '      "https://A.example/x#top": 3\n      "https://a.example/x": 1\n'
        '      "https://a.example/x?utm_source=n": 2\n',
    )
    assert "remedy: keep one of the 3 URLs, with the grade the page deserves" in message
    assert "one of the two" not in message


def test_two_grades_of_one_page_still_say_the_two(tmp_path: Path) -> None:
    message = _load(
        tmp_path, '      "https://A.example/x#top": 3\n      "https://a.example/x": 1\n'
    )
    assert "remedy: keep one of the two URLs, with the grade the page deserves" in message


def test_three_spellings_of_one_page_say_delete_all_but_one(tmp_path: Path) -> None:
    message = _load(
        tmp_path,
        "      - https://acme.example/contact\n      - http://acme.example/contact\n"
        "      - http://www.acme.example/contact/\n",
    )
    assert "remedy: keep one of the 3 URLs of this page (delete all but one)" in message
    assert "one of the two" not in message
