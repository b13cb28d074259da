"""A gold URL on a host outside its case's ``expect.families`` (walkthrough 62): its record
shows ``gold: true, relevant: false`` (precision asks for an expected family; nDCG, hit and
MRR count it), which surprised a team that graded the page 2. The session now warns once
per golden file, at the case's ``expect.urls``, naming the case, the URL, the host's family
and the remedy; for the selected cases only, serial and under xdist; the bundled set has no
such URL, so it stays quiet."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from conftest import make_bench_project
from pytest_websearch_bench.cases import GoldenCase, load_golden_cases
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.plugin.golden_warnings import gold_outside_families

BLOG = "https://blog.example/aceros-finos"
FAMILIES = FamilyTable.from_mapping({"news": ["eleconomista.com.mx"], "forum": ["blog.example"]})


def _case(**expect: object) -> GoldenCase:
    return GoldenCase.model_validate(
        {"id": "c", "category": "d", "query": "q", "claim_type": "t", "expect": expect}
    )


def test_a_gold_url_outside_the_expected_families_is_found_with_its_family() -> None:
    case = _case(
        families=["news"],
        urls={BLOG: 2, "https://eleconomista.com.mx/x": 1, "https://other.example/": 0},
    )
    # graded 0: not gold, so no surprise; an expected family: counted
    assert gold_outside_families(case, FAMILIES) == [(BLOG, "forum")]
    overridden = _case(families=["news"], urls={BLOG: 2}, family_overrides={"blog.example": "news"})
    assert gold_outside_families(overridden, FAMILIES) == []
    assert gold_outside_families(_case(urls=[BLOG]), FAMILIES) == []  # any family answers
    forbidden = _case(families=["news"], urls=[BLOG])
    forbidden = forbidden.model_copy(update={"web_role": "forbidden"})
    assert gold_outside_families(forbidden, FAMILIES) == []


def test_the_bundled_golden_set_has_none(repo_root: Path) -> None:
    families = FamilyTable.load(repo_root / "golden" / "families.yaml")
    cases = load_golden_cases(repo_root / "golden")
    assert [c.id for c in cases if gold_outside_families(c, families)] == []


def _project(root_dir: Path) -> Path:
    root = make_bench_project(root_dir, case_ids=["gs-001", "gs-002"], providers=("tavily",))
    for cases_file in (root / "golden" / "cases").glob("*.yaml"):
        items = yaml.safe_load(cases_file.read_text(encoding="utf-8"))
        for item in items:
            if item["id"] == "gs-001":
                urls = dict.fromkeys(item["expect"]["urls"], 1)
                item["expect"]["urls"] = {**urls, BLOG: 2}
        cases_file.write_text(yaml.safe_dump(items, sort_keys=False), encoding="utf-8")
    return root


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_the_session_warns_once_at_the_case_naming_the_url_and_the_remedy(
    pytester: pytest.Pytester, workers: list[str]
) -> None:
    _project(pytester.path)
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-p", "no:cacheprovider", *workers
    )
    out = " ".join(result.stdout.str().split())
    assert (
        "1 gold URL(s) are on a host whose family is not in their case's expect.families, "
        "so precision@5/@10 never count them as relevant"
    ) in out
    assert "their records show gold: true, relevant: false" in out
    assert f"gs-001 {BLOG} (family 'other')" in out
    assert "add the family to the case's expect.families" in out
    assert "contactos_comerciales.yaml:" in out  # at the golden file, not the plugin
    assert f"{BLOG}: 2" in out  # pytest shows the line warned at: the URL's own
    assert out.count("are on a host whose family") == 1  # once, whatever the workers
    left_out = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-p", "no:cacheprovider", "-k", "gs-002", *workers
    )
    assert "are on a host whose family" not in left_out.stdout.str()
