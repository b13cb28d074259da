"""Stop 67's per-case savings hold the numbers: a golden file's identity (what the golden
set's hash reads of it, ``session.loaded._identity_of``) is kept in the session's cache
directory under a key of the file's bytes and the code's digest, instead of parsing every
case file with PyYAML again at each session's end; a case's family overrides are walked
only for a host that ends with one of them (``FamilyTable.family_of``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pytest_websearch_bench import families as families_mod
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.session import golden_digest
from pytest_websearch_bench.session import loaded as loaded_mod
from pytest_websearch_bench.urls import host_of

_text = st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=12)
_case = st.fixed_dictionaries(
    {"id": st.from_regex(r"[a-z][a-z0-9-]{0,8}", fullmatch=True), "query": _text},
    optional={
        "notes": st.one_of(st.none(), _text),
        "category": st.sampled_from(["a", "b"]),
        "gold_urls": st.lists(st.sampled_from(["https://a.test/x", "https://b.test/"])),
        "params": st.fixed_dictionaries({}, optional={"note": _text, "country": _text}),
    },
)
# a file as an editor leaves it: valid YAML (dumped in one of two layouts, with a comment
# or not) or text YAML cannot read, which the hash takes as bytes
_file = st.one_of(
    st.tuples(st.lists(_case, max_size=4), st.booleans(), st.booleans()).map(
        lambda t: (
            ("# a comment\n" if t[2] else "")
            + yaml.safe_dump(t[0], allow_unicode=True, default_flow_style=t[1])
        )
    ),
    st.sampled_from(["a: [1, 2\n", "- id: x\n  query: [\n", "date: 2026-13-45\n"]),
)


def _write(golden: Path, files: list[str]) -> None:
    (golden / "cases").mkdir(parents=True, exist_ok=True)
    for old in (golden / "cases").iterdir():
        old.unlink()
    for at, text in enumerate(files):
        (golden / "cases" / f"f{at}.yaml").write_text(text, encoding="utf-8")


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(_file, min_size=1, max_size=3))
def test_a_kept_identity_is_the_one_worked_out(tmp_path: Path, files: list[str]) -> None:
    golden, cache = tmp_path / "golden", tmp_path / "cache"
    _write(golden, files)
    worked_out = golden_digest(golden)  # no cache: every file parsed, as before
    assert golden_digest(golden, None, cache) == worked_out  # parsed, then kept
    assert golden_digest(golden, None, cache) == worked_out  # read from what was kept
    for path in sorted((golden / "cases").iterdir()):
        assert loaded_mod._identity_of(path, cache) == loaded_mod._identity_of(path)


def test_a_kept_identity_is_read_without_parsing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    golden, cache = tmp_path / "golden", tmp_path / "cache"
    _write(golden, ["- id: a\n  query: q\n  notes: words\n", "- id: b\n  query: r\n"])
    first = golden_digest(golden, None, cache)
    parsed: list[Any] = []
    safe_load = yaml.safe_load

    def counting(text: str) -> Any:
        parsed.append(text)
        return safe_load(text)

    monkeypatch.setattr(loaded_mod.yaml, "safe_load", counting)
    assert golden_digest(golden, None, cache) == first
    assert parsed == []  # both case files' identities were kept
    # an edit is another key: that file is parsed again, and the hash follows it
    (golden / "cases" / "f1.yaml").write_text("- id: b\n  query: s\n", encoding="utf-8")
    edited = golden_digest(golden, None, cache)
    assert parsed == ["- id: b\n  query: s\n"]
    assert edited != first and edited == golden_digest(golden)


def test_a_damaged_kept_identity_is_worked_out_again(tmp_path: Path) -> None:
    golden, cache = tmp_path / "golden", tmp_path / "cache"
    _write(golden, ["- id: a\n  query: q\n"])
    right = golden_digest(golden)
    assert golden_digest(golden, None, cache) == right
    (kept,) = (cache / "identity").iterdir()
    for damaged in ("data:" + "0" * 63, "", "data:" + "g" * 64, "é"):
        kept.write_text(damaged, encoding="utf-8")
        assert golden_digest(golden, None, cache) == right
        assert kept.read_text(encoding="ascii") != damaged  # and kept right again


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
