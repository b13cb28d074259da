"""Stop 67's per-case savings hold the numbers: a case's family overrides are walked only
for a host that ends with one of them (``FamilyTable.family_of``). (Stop 67 kept each
golden file's identity in a cache folder of its own; stop 68 works it out from the golden
loader's parse instead: tests/test_golden_identity68.py.)"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pytest_websearch_bench import families as families_mod
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.urls import host_of

# --- the family of a host: a case's overrides walked only for a host ending with one ----

_label = st.sampled_from(["a", "b", "ab", "ba", "www", "mx", "com", "A"])
_host = st.lists(_label, min_size=1, max_size=4).map(".".join)
_key = st.one_of(_host, st.sampled_from(["", ".", "b.mx", ".mx", "www.a.mx"]))


def _family_before(table: FamilyTable, url_or_host: str, overrides: dict[str, str]) -> str:
    """``FamilyTable.family_of`` before stop 67: the overrides' suffixes walked always."""
    host = host_of(url_or_host) if "://" in url_or_host else url_or_host.lower()
    host = host.removeprefix("www.")
    if overrides:
        family = families_mod._longest_suffix(overrides, host)
        if family is not None:
            return family
    return families_mod._longest_suffix(table.suffixes, host) or families_mod.UNKNOWN_FAMILY


@settings(max_examples=300, deadline=None)
@given(
    st.dictionaries(_host, st.sampled_from(["news", "corporate"]), max_size=4),
    st.dictionaries(_key, st.sampled_from(["own", "other", "gov"]), max_size=3),
    st.lists(st.one_of(_host, _host.map(lambda h: f"https://{h}/p")), min_size=1, max_size=6),
)
def test_the_family_of_a_host_is_the_one_before(
    table: dict[str, str], overrides: dict[str, str], hosts: list[str]
) -> None:
    families = FamilyTable(table)
    for host in hosts:
        assert families.family_of(host, overrides) == _family_before(families, host, overrides)
        assert families.family_of(host) == _family_before(families, host, {})


def test_a_host_ending_with_no_override_walks_no_override_suffix(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    walked: list[str] = []
    longest = families_mod._longest_suffix

    def counting(table: Any, host: str) -> str | None:
        walked.append(host)
        return longest(table, host)

    monkeypatch.setattr(families_mod, "_longest_suffix", counting)
    families = FamilyTable({"eleconomista.com.mx": "news"})
    overrides = {"empresa00000.mx": "corporate"}
    assert families.family_of("www.eleconomista.com.mx", overrides) == "news"
    assert families.family_of("sub.empresa00000.mx", overrides) == "corporate"
    # the table's walk once (then its memo), the overrides' only for the host ending with one
    assert walked == ["eleconomista.com.mx", "sub.empresa00000.mx"]
