"""Malformed review, pricing and invoice files: a usage error naming the file (and the
field), never a traceback; and the loaders underneath, one input class each."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.errors import ConfigError, GoldenFileError
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.invoice import InvoiceError, load_invoice
from pytest_websearch_bench.pool import load_pool
from pytest_websearch_bench.providers.pricing import load_overrides, pricing_for
from pytest_websearch_bench.verified_dates import load_verified_dates

BINARY = b"\x00\x89PNG\r\n\x1a\n\xff\xfe\x00\x00"


# One row per malformed input: (file name, loader, error class, content, what it names).
LOADER_CASES = [
    *[
        ("families.yaml", FamilyTable.load, GoldenFileError, content, problem)
        for content, problem in [
            (b"families: [gov.mx]\n", "field 'families'"),
            (b"families:\n  government: gob.mx\n", "field 'families.government'"),
            (b"familes: {}\n", "field 'families'"),
            (b"families: {a: [x], a: [y]}\n", "duplicate key 'a'"),
            (b"families: [\n", "cannot read the families table"),
            (BINARY, "not UTF-8 text"),
        ]
    ],
    *[
        ("pool.yaml", load_pool, GoldenFileError, content, problem)
        for content, problem in [
            (
                b"cases: {gs-1: {relevant: [{group: g, urls: []}]}}\n",
                "field 'cases.gs-1.relevant.0.urls'",
            ),
            (b"cases: {gs-1: {relevnt: []}}\n", "unknown field"),
            (b"cases: [1, 2]\n", "field 'cases'"),
            (b"cases: {gs-1: {}}\ncases: {}\n", "duplicate key 'cases'"),
            (BINARY, "not UTF-8 text"),
            # another schema was read as this one (found while fuzzing)
            (b"schema: pytest-websearch-bench/pool@2\ncases: {}\n", "field 'schema'"),
        ]
    ],
    *[
        ("verified_dates.yaml", load_verified_dates, GoldenFileError, content, problem)
        for content, problem in [
            (b"dates: {'https://a.mx/x': not-a-date}\n", "field 'dates.https://a.mx/x'"),
            (b"dates: [2026-01-01]\n", "field 'dates'"),
            (b"dates: {}\ndates: {}\n", "duplicate key 'dates'"),
            (b"schema: pytest-websearch-bench/pool@1\ndates: {}\n", "field 'schema'"),
            (BINARY, "not UTF-8 text"),
        ]
    ],
    *[
        ("invoice.csv", load_invoice, InvoiceError, content, problem)
        for content, problem in [
            (BINARY, "not UTF-8 text"),
            (b"provider,period,amount_usd\ntavily,2026-01,1\x00\n", "NUL bytes"),
            (b"provider,amount_usd\ntavily,1\n", "no column period"),
            (b"provider,period,amount_usd\ntavily,2026-01,-3\n", "non-negative"),
            (b"provider,period,amount_usd\ntavily,2026-01,lots\n", "is not a number"),
            (b"provider,period,amount_usd\n", "no rows"),
        ]
    ],
]


@pytest.mark.parametrize(("name", "loader", "error", "content", "problem"), LOADER_CASES)
def test_a_malformed_file_names_itself_and_the_field(
    tmp_path: Path,
    name: str,
    loader: Callable[[Path], object],
    error: type[Exception],
    content: bytes,
    problem: str,
) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(error) as raised:
        loader(path)
    assert str(path) in str(raised.value) and problem in str(raised.value)


@pytest.mark.parametrize(
    ("name", "content", "problem"),
    [
        (
            "p.json",
            b'{"tavily": {"prices": {"usd_per_credit": -0.01}}}',
            "provider 'tavily', field 'prices.usd_per_credit'",
        ),
        (
            "p.json",
            b'{"tavily": {"prices": {"usd_per_credit": "cheap"}}}',
            "field 'prices.usd_per_credit'",
        ),
        (
            "p.json",
            b'{"tavily": {"prices": {"usd_per_credit": true}}}',
            "field 'prices.usd_per_credit'",
        ),
        ("p.json", b'{"tavily": {"price": {}}}', "unknown field"),
        ("p.json", b'{"tavily": 3}', "provider 'tavily'"),
        ("p.json", b"[1, 2]", "field '<file>'"),
        ("p.json", b"{not json", "is not valid"),
        ("p.yaml", b"tavily: {prices: {a: 1}}\ntavily: {}\n", "duplicate key 'tavily'"),
        ("p.yaml", b"tavily: {prices: {a: .nan}}\n", "field 'prices.a'"),
        ("p.json", BINARY, "not UTF-8 text"),
        ("missing.json", None, "cannot read the pricing file"),
    ],
)
def test_pricing_file(tmp_path: Path, name: str, content: bytes | None, problem: str) -> None:
    path = tmp_path / name
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(ConfigError) as raised:
        load_overrides(path)
    assert str(path) in str(raised.value) and problem in str(raised.value)


def test_a_valid_pricing_file_still_overrides(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"tavily": {"prices": {"usd_per_credit": 0.01, "x": None}}}))
    pricing = pricing_for("tavily", load_overrides(path))
    assert pricing.price("usd_per_credit") == 0.01 and pricing.price("x") is None
    assert pricing.as_of.endswith("+override")


# -- through the plugin: a usage error naming the file ------------------------------------------


BAD_FILES = [
    ("golden/families.yaml", b"families: [x]\n", [], "*families.yaml*field 'families'*"),
    ("golden/pool.yaml", BINARY, [], "*pool.yaml*not UTF-8 text*"),
    ("golden/verified_dates.yaml", b"dates: 3\n", [], "*verified_dates.yaml*field 'dates'*"),
    (
        "golden/categories.yaml",
        b"categories: {x: 1}\n",
        [],
        "*categories.yaml*field 'categories.x'*",
    ),
    ("golden/cascade.yaml", b"name: c\ntiers: [tavily]\n", [], "*cascade.yaml*"),
    (
        "pricing.json",
        b'{"tavily": {"prices": {"usd_per_credit": -1}}}',
        ["-o", "ws_pricing=pricing.json"],
        "*pricing.json*provider 'tavily'*",
    ),
    (
        "pricing.json",
        None,
        ["-o", "ws_pricing=pricing.json"],
        "*cannot read the pricing file*pricing.json*",
    ),
    ("invoice.csv", BINARY, ["--ws-invoice=invoice.csv"], "*invoice*invoice.csv*not UTF-8 text*"),
]


@pytest.mark.parametrize(("relative", "content", "args", "line"), BAD_FILES)
def test_a_bad_file_is_a_usage_error_naming_it(
    pytester: pytest.Pytester, relative: str, content: bytes | None, args: list[str], line: str
) -> None:
    make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily",))
    if content is not None:
        (pytester.path / relative).write_bytes(content)
    result = pytester.runpytest("--ws-provider=tavily", *args)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines([line])
    assert "Traceback" not in result.stderr.str() + result.stdout.str()


def _cassette(body: object) -> dict:
    return {
        "interactions": [
            {
                "request": {"method": "POST", "uri": "https://api.tavily.com/search"},
                "response": {"status": {"code": 200}, "body": body},
            }
        ]
    }


def _meta(**ws: object) -> dict:
    cassette = _cassette({"string": "{}"})
    cassette["interactions"][0]["ws"] = ws
    return cassette


def _status(code: int) -> dict:
    cassette = _cassette({"string": "{}"})
    cassette["interactions"][0]["response"]["status"]["code"] = code
    return cassette


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (_cassette({"base64_string": "@@not base64!!"}), "not valid base64"),
        (_cassette({"base64_string": "abc"}), "not valid base64"),
        (_cassette({"string": 3}), "interactions.0.response.body.string"),
        ({"interactions": [{"request": {"uri": "x"}}]}, "interactions.0.request.method"),
        ({"interactions": "none"}, "interactions"),
        (b"\x00\xff binary", "Invalid JSON"),
        # read in silence before (found by fuzzing): a NaN latency reached the run and the
        # run file's writer refused it at the end ("could not build the report")
        (_meta(latency_ms=float("nan")), "interactions.0.ws.latency_ms"),
        (_meta(cost_usd=float("inf")), "interactions.0.ws.cost_usd"),
        (_meta(latency_ms=-5), "greater than or equal to 0 at interactions.0.ws.latency_ms"),
        (_meta(waited_ms=float("nan")), "interactions.0.ws.waited_ms"),
        (_status(10**30), "interactions.0.response.status.code"),
        (_status(-1), "interactions.0.response.status.code"),
        ({**_cassette({"string": "{}"}), "version": 999}, "cassette version 999"),
    ],
)
def test_a_malformed_cassette_names_the_file_and_field(
    tmp_path: Path, content: object, problem: str
) -> None:
    from pytest_websearch_bench.errors import CassetteFormatError
    from pytest_websearch_bench.replay.cassette import load_cassette

    path = tmp_path / "gs-1.json"
    path.write_bytes(content if isinstance(content, bytes) else json.dumps(content).encode())
    with pytest.raises(CassetteFormatError) as raised:
        load_cassette(path)
    assert str(path) in str(raised.value) and problem in str(raised.value)


@pytest.mark.parametrize(
    "text",
    [
        '{"schema": "pytest-websearch-bench/manifest@2", "files": {}}',
        '{"schema": "pytest-websearch-bench/pool@1", "files": {}}',
    ],
)
def test_a_manifest_of_another_schema_is_refused_naming_it(tmp_path: Path, text: str) -> None:
    """Any schema string was read as manifest@1 (found while fuzzing the manifest)."""
    from pytest_websearch_bench.replay.manifest import ManifestError, load_manifest

    path = tmp_path / "manifest.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ManifestError) as raised:
        load_manifest(path)
    assert str(path) in str(raised.value)
    assert "Input should be 'pytest-websearch-bench/manifest@1' at schema" in str(raised.value)


def test_a_golden_set_file_other_than_cases_gets_its_own_remedy(tmp_path: Path) -> None:
    """categories.yaml and pool.yaml errors said 'a file holds a list of cases', and the
    YAML position named "<unicode string>" (found by a newcomer review)."""
    from pytest_websearch_bench.categories import load_categories
    from pytest_websearch_bench.errors import GoldenFileError

    (tmp_path / "categories.yaml").write_text("categories:\n  a: [\n", encoding="utf-8")
    with pytest.raises(GoldenFileError) as caught:
        load_categories(tmp_path)
    text = str(caught.value)
    assert "categories.yaml" in text and "at line 3, column 1" in text
    assert "<unicode string>" not in text and "list of cases" not in text
    assert "fix categories.yaml" in text
    cases = GoldenFileError(tmp_path / "cases" / "a.yaml", "x")
    assert "a file holds a list of cases" in str(cases)
