"""Stop 67's per-case savings hold the numbers: a golden file's identity (what the golden
set's hash reads of it, ``session.loaded._identity_of``) is kept in the session's cache
directory under a key of the file's bytes and the code's digest, instead of parsing every
case file with PyYAML again at each session's end."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pytest_websearch_bench.session import golden_digest
from pytest_websearch_bench.session import loaded as loaded_mod

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
