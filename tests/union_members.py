"""The shipped union as it was before v44b added its fifth member: tests of v30-v42's cutoffs
and guards judge their sentences with these four, so that they test the rule they name and
not which members ship (``test_injection_v44`` tests the fifth)."""

from __future__ import annotations

from functools import lru_cache

from pytest_websearch_bench.safety.model import UnionModel, shipped_member, union

V42_MEMBERS = ("v13", "v20", "v22", "v30")


@lru_cache(maxsize=1)
def v42_union() -> UnionModel:
    return union([shipped_member(name) for name in V42_MEMBERS])
