"""What a session keeps per case, held down without changing anything a run reports
(stop 58: peak RSS growth a case under the 20 KB bound, docs/performance.md): golden cases
share the set of the fields they were given, a replay lets the parsed manifest go once its
session-start check is done, ranked documents' hosts are interned, the breaker state most
cases find is one object and a provider's pricing label is made once."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import yaml

from bench_tree import bench_config
from conftest import make_bench_project
from pytest_websearch_bench.cases import GoldenCase, load_case_file
from pytest_websearch_bench.providers.pricing import pricing_for
from pytest_websearch_bench.replay import manifest as manifest_mod
from pytest_websearch_bench.resilience import CLOSED, BreakerStart, breaker_starts
from pytest_websearch_bench.session.loaded import FixtureTree, Loaded
from pytest_websearch_bench.urls import canonical_url_and_host


def _case(i: int, **extra: object) -> dict[str, object]:
    return {
        "id": f"m-{i:03d}",
        "category": "finanzas",
        "query": f"consulta {i}",
        "claim_type": "finanzas",
        "expect": {
            "families": ["news"],
            "hosts": [f"e{i}.mx"],
            "urls": [f"https://e{i}.mx/a"],
            "answer_patterns": [f"dato {i}"],
            "family_overrides": {f"e{i}.mx": "news"},
        },
        **extra,
    }


@pytest.mark.parametrize("cached", [False, True], ids=["parsed", "from-cache"])
def test_cases_given_the_same_fields_share_one_fields_set(tmp_path: Path, cached: bool) -> None:
    path = tmp_path / "cases" / "m.yaml"
    path.parent.mkdir()
    path.write_text(
        yaml.safe_dump([_case(1), _case(2), _case(3, entity="Empresa 3, S.A.")]), encoding="utf-8"
    )
    cache = tmp_path / "cache"
    cases = load_case_file(path, cache)
    if cached:
        cases = load_case_file(path, cache)  # read back from the parsed-golden cache
    one, two, three = cases
    assert one.model_fields_set is two.model_fields_set  # one set for both, not one each
    assert one.expect.model_fields_set is two.expect.model_fields_set
    assert three.expect.model_fields_set is one.expect.model_fields_set
    assert one.expect.model_fields_set == set(_case(1)["expect"])  # type: ignore[arg-type]
    if cached:  # the cache holds every field of a case: each was given
        assert one.model_fields_set == set(GoldenCase.model_fields)
        assert three.model_fields_set is one.model_fields_set
    else:
        assert one.model_fields_set == set(_case(1))
        assert three.model_fields_set == one.model_fields_set | {"entity"}
        assert three.model_fields_set is not one.model_fields_set
    given = set(one.model_fields_set)
    # the set stays what pydantic made it: a copy with an update gets its own
    copied = one.model_copy(update={"notes": "otra"})
    assert copied.model_fields_set == given | {"notes"}
    assert one.model_fields_set == two.model_fields_set == given
    assert one.model_dump(mode="json", include={"id", "expect"}) == {
        "id": "m-001",
        "expect": _case(1)["expect"],
    }


def _accept_edit(cassettes: Path, relative: str, reason: str) -> None:
    """An accepted edit in the manifest (as ``ws-bench redact --accept-edit`` writes it)."""
    path = cassettes / manifest_mod.MANIFEST_NAME
    manifest = manifest_mod.load_manifest(path)
    entry = manifest.files[relative]
    manifest.files[relative] = entry.model_copy(
        update={
            "edited": [
                manifest_mod.AcceptedEdit(
                    reason=reason,
                    date="2026-12-06",
                    sha256_before=entry.sha256,
                    sha256_after=entry.sha256,
                )
            ]
        }
    )
    manifest_mod.write_manifest(manifest, path)


def test_facts_say_what_the_manifest_says_and_follow_its_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cassettes = (
        make_bench_project(tmp_path, case_ids=["gs-001", "gs-065"], providers=("tavily",))
        / "cassettes"
    )
    _accept_edit(cassettes, "tavily/search/gs-065.json", "kept on purpose")
    tree = FixtureTree.at(cassettes)
    loaded = tree.manifest()
    assert loaded is not None
    tree.settle()
    assert tree._manifest is None  # let go: its model and bytes
    parses = []
    parse = manifest_mod.parse_manifest
    monkeypatch.setattr(manifest_mod, "parse_manifest", lambda *a: parses.append(a) or parse(*a))
    facts = tree.facts()
    assert facts is not None and parses == []  # the same bytes: nothing parsed again
    assert facts.summary() == manifest_mod.summary(loaded)
    for providers, cases in [
        (None, None),
        (["tavily"], ["gs-065"]),
        (["tavily"], ["gs-001"]),
        (["exa"], None),
    ]:
        assert facts.edited_files(providers, cases) == manifest_mod.edited_files(
            loaded[1], providers, cases
        )
    assert [e["path"] for e in facts.edited_files(["tavily"], ["gs-065"])] == [
        "tavily/search/gs-065.json"
    ]
    # the file changes (a second accepted edit): parsed again, and the facts follow it
    _accept_edit(cassettes, "tavily/search/gs-001.json", "also on purpose")
    parses.clear()
    again = tree.facts()
    assert len(parses) == 1 and again is not None
    fresh = manifest_mod.load_manifest(cassettes / manifest_mod.MANIFEST_NAME)
    data = (cassettes / manifest_mod.MANIFEST_NAME).read_bytes()
    assert again.summary() == manifest_mod.summary((data, fresh))
    assert again.summary()["manifest_sha256"] != facts.summary()["manifest_sha256"]
    assert again.edited_files() == manifest_mod.edited_files(fresh)
    assert len(again.edited_files()) == 2
    (cassettes / manifest_mod.MANIFEST_NAME).unlink()
    assert tree.facts() is None


def test_a_replay_lets_the_manifest_go_after_its_check(tmp_path: Path) -> None:
    root = make_bench_project(
        tmp_path, case_ids=["gs-001", "gs-051"], providers=("tavily",), shared=True
    )
    config = bench_config(root, "tavily", cache_dir=root / ".ws-bench" / "cache")
    loaded = Loaded.load(config)
    assert loaded.verify_fixtures() == []
    assert loaded.fixtures._manifest is None
    # the stored documents were listed before it went
    assert loaded.shared.for_case("gs-051")
    facts = loaded.fixtures.facts()
    assert facts is not None and facts.summary()["synthetic_files"] > 0


def test_a_recording_keeps_the_manifest_it_rewrites(tmp_path: Path) -> None:
    root = make_bench_project(tmp_path, case_ids=["gs-001"], providers=("tavily",))
    config = bench_config(root, "tavily", cache_dir=root / ".ws-bench" / "cache", record="new")
    loaded = Loaded.load(config)
    loaded.verify_fixtures()
    assert loaded.fixtures._manifest is not None  # as before: parsed again as it changes


def test_hosts_of_results_are_interned() -> None:
    # made at run time, as a decoded answer's strings are (literals would be shared anyway)
    first = "".join(["https://www.", "ejemplo", ".mx/nota/1"])
    second = "".join(["https://ejemplo", ".mx/nota/2?utm_source=x"])  # not canonical yet
    (url_a, host_a), (url_b, host_b) = canonical_url_and_host(first), canonical_url_and_host(second)
    assert (host_a, host_b) == ("ejemplo.mx", "ejemplo.mx")
    assert host_a is host_b is sys.intern("ejemplo.mx")
    assert (url_a, url_b) == ("https://www.ejemplo.mx/nota/1", "https://ejemplo.mx/nota/2")


def test_cases_that_find_the_breaker_closed_share_one_state() -> None:
    ok, failed = [True], [False] * 5
    starts = breaker_starts(
        [("a", ok), ("b", failed), ("c", ok), ("d", ok), ("e", failed[:2]), ("f", ok)]
    )
    assert starts == {
        "a": BreakerStart(),
        "b": BreakerStart(),
        "c": BreakerStart("open", 5),
        "d": BreakerStart("half_open", 5),
        "e": BreakerStart(),
        "f": BreakerStart("closed", 2),  # closed, with failures counted: its own state
    }
    assert starts["a"] is starts["b"] is starts["e"] is CLOSED


def test_a_pricing_label_is_made_once() -> None:
    pricing = pricing_for("tavily", {})
    assert pricing.label is pricing.label
    assert pricing.label == f"pricing:tavily@{pricing.as_of}"
    assert json.dumps(pricing.label)  # a plain string, as before
