"""Deterministic synthetic golden sets and cassettes of any size, for benchmarks only."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import yaml

from pytest_websearch_bench.cases import GoldenCase
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.providers import get_adapter
from pytest_websearch_bench.synthetic.fixture_writer import write_synthetic_fixtures

ROOT = Path(__file__).resolve().parents[1]
# Child runs write and use bytecode, as any installed environment does: with
# PYTHONDONTWRITEBYTECODE set, every run would recompile the plugin's modules and the
# figures would measure the compiler, not the plugin.
CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
CATEGORIES = (
    "contactos_comerciales",
    "certificaciones",
    "compras_publicas",
    "comercio_exterior",
    "contratacion",
    "finanzas",
    "plantas",
    "sanciones",
    "noticias",
)


def synthetic_cases(n: int) -> list[dict]:
    cases = []
    for i in range(n):
        category = CATEGORIES[i % len(CATEGORIES)]
        company = f"empresa{i:05d}"
        cases.append(
            {
                "id": f"bench-{i:05d}",
                "category": category,
                "query": f"Empresa Sintética {i} {category.replace('_', ' ')}",
                "entity": f"Empresa Sintética {i}, S.A. de C.V.",
                "claim_type": category,
                "freshness_days": 365,
                "expect": {
                    "families": ["news", "corporate"],
                    "hosts": [f"{company}.mx"],
                    "urls": [
                        f"https://{company}.mx/{category}",
                        f"https://www.eleconomista.com.mx/empresas/{company}",
                    ],
                    "answer_patterns": [f"dato {i} verificado"],
                    "family_overrides": {f"{company}.mx": "corporate"},
                },
            }
        )
    return cases


def make_project(root: Path, n: int, providers: tuple[str, ...] = ("tavily",)) -> Path:
    if root.exists():
        shutil.rmtree(root)
    (root / "golden" / "cases").mkdir(parents=True)
    shutil.copy(ROOT / "golden" / "families.yaml", root / "golden" / "families.yaml")
    raw = synthetic_cases(n)
    (root / "golden" / "cases" / "bench.yaml").write_text(
        yaml.safe_dump(raw, allow_unicode=True, sort_keys=False), encoding="utf-8"
    )
    cases = [GoldenCase.model_validate(c) for c in raw]
    families = FamilyTable.load(root / "golden" / "families.yaml")
    write_synthetic_fixtures(
        cases,
        [get_adapter(p, offline=True) for p in providers],
        families,
        root / "cassettes",
        extract_top=0,
        failures=False,
        shared=False,
    )
    # Search only: imported and scale sets bring no fixture classes beyond search.
    (root / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_extract_top = 0\n", encoding="utf-8"
    )
    return root


def make_bare_project(root: Path, n: int) -> Path:
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    (root / "test_bare.py").write_text(
        "import pytest\n\n"
        f"@pytest.mark.parametrize('i', range({n}))\n"
        "def test_trivial(i):\n    assert i >= 0\n",
        encoding="utf-8",
    )
    (root / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    return root
