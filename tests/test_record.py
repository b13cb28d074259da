"""Recording against a real HTTP server on 127.0.0.1 that puts a fake secret in every
place: nothing secret reaches the disk, what must stay stays, and the recording
replays under the network lock."""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import make_bench_project
from local_http import JsonHandler, serving
from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.recording import manifest_check
from pytest_websearch_bench.replay.manifest import load_manifest

KEY = "tvly-dev-Q7w8E9r0T1y2U3i4O5p6A7s8"
COOKIE = "sess-8f3a9c2e7d1b4f6a0e5c"
ACCOUNT = "acct_51HqLwKJz9X2vB7n"
ECHOED = "echo-7Yt6Rr5Ee4Ww3Qq2"
PERSON = "mariana.gutierrez@gmail.com"
PHONE = "+52 55 8765 4321"
ROLE = "ventas@acerosfinosaltiplano.com.mx"
SECRETS = (KEY, COOKIE, ACCOUNT, ECHOED, PERSON, PHONE)


class _ProviderHandler(JsonHandler):
    def do_POST(self) -> None:
        length = int(self.headers.get("content-length", 0))
        body = json.loads(self.rfile.read(length) or b"{}")
        self.seen.append({"path": self.path, "headers": dict(self.headers), "body": body})
        page = (
            f"Aceros Finos del Altiplano. Director: {PERSON}, celular {PHONE}. Cotizaciones: {ROLE}"
        )
        if self.path.startswith("/extract"):
            payload = {
                "results": [
                    {"url": u, "raw_content": f"# Contacto\n\n{page}"} for u in body["urls"]
                ],
                "failed_results": [],
                "request_id": "req-extract",
                "account": {"id": ACCOUNT, "plan": "researcher"},
            }
        else:
            payload = {
                "query": body.get("query"),
                "results": [
                    {
                        "title": "Contacto | Aceros Finos del Altiplano",
                        "url": "https://acerosfinosaltiplano.com.mx/contacto",
                        "content": page,
                        "score": 0.91,
                        "raw_content": None,
                    },
                    {
                        "title": "Aceros Finos del Altiplano en el directorio",
                        "url": "https://www.paginasamarillas.com.mx/empresas/aceros-finos-del-altiplano/san-luis-potosi",
                        "content": "Directorio comercial.",
                        "score": 0.72,
                        "raw_content": None,
                    },
                ],
                "request_id": "req-search",
                "api_key": ECHOED,
                "account": {"id": ACCOUNT, "plan": "researcher"},
            }
        self.answer(
            payload,
            {
                "Set-Cookie": f"session={COOKIE}; Path=/; HttpOnly",
                "X-Api-Key": ECHOED,
                "Date": "Mon, 30 Nov 2026 12:00:00 GMT",
            },
        )


@pytest.fixture
def provider_server() -> Iterator[tuple[str, list[dict]]]:
    with serving(_ProviderHandler) as served:
        yield served


CONFTEST = """
import pytest
from pytest_websearch_bench.providers.models import AuthPlacement, RequestSpec
from pytest_websearch_bench.providers.tavily import TavilyAdapter


class Loopback(TavilyAdapter):
    name = "loopback"
    key_env = "LOOPBACK_API_KEY"
    base_url = "{url}"
    # The key travels in a header and in the query string, as some providers do.
    auth = AuthPlacement(header="X-API-Key", query_param="api_key")

    def build_search_request(self, query):
        spec = super().build_search_request(query)
        body = dict(spec.json)
        body["session"] = {{"auth": {{"token": self.api_key}}}}  # nested, sent with a charset
        return RequestSpec(
            method=spec.method,
            url=spec.url,
            json=body,
            headers={{"Content-Type": "application/json; charset=utf-8"}},
            ignored=spec.ignored,
        )


@pytest.hookimpl(optionalhook=True)
def pytest_ws_provide_adapter(name, config):
    return Loopback if name == "loopback" else None
"""


@pytest.mark.enable_socket
def test_recording_leaves_no_secret_on_disk_and_replays_offline(
    pytester: pytest.Pytester, provider_server, monkeypatch
) -> None:
    url, seen = provider_server
    root = make_bench_project(pytester.path, case_ids=["gs-001", "gs-005"], providers=("tavily",))
    pytester.makeconftest(CONFTEST.format(url=url))
    monkeypatch.setenv("LOOPBACK_API_KEY", KEY)

    recorded = pytester.runpytest_subprocess(
        "--ws-provider=loopback", "--ws-record=new", "-p", "no:cacheprovider"
    )
    assert recorded.ret == 0, recorded.stdout.str()
    assert [s["path"].split("?")[0] for s in seen] == ["/search", "/extract"]  # gs-005 made no call
    assert seen[0]["headers"]["X-API-Key"] == KEY  # the key really travelled
    assert f"api_key={KEY}" in seen[0]["path"]
    assert "session=" in seen[1]["headers"].get("Cookie", "")  # and the cookie came back

    cassettes = root / "cassettes"
    files = sorted(cassettes.rglob("*"))
    on_disk = "".join(p.read_text(encoding="utf-8") for p in files if p.is_file())
    for secret in SECRETS:
        assert secret not in on_disk, f"{secret!r} reached the disk"
    assert ROLE in on_disk  # a role mailbox is the data itself
    search = json.loads(
        (cassettes / "loopback" / "search" / "gs-001.json").read_text(encoding="utf-8")
    )
    interaction = search["interactions"][0]
    assert interaction["request"]["uri"].startswith(f"{url}/search?api_key=")  # host and path kept
    assert (
        "Mon, 30 Nov 2026 12:00:00 GMT" in interaction["response"]["headers"]["date"]
    )  # dates kept
    assert interaction["ws"]["latency_ms"] > 0
    assert interaction["ws"].get("cost_usd") is None  # no price for this provider: unknown, never 0
    assert search["ws"]["synthetic"] is False

    manifest = load_manifest(cassettes / "manifest.json")
    entry = manifest.files["loopback/search/gs-001.json"]
    assert entry.synthetic is False
    assert entry.original_sha256 != entry.sha256  # redaction changed it; the original is proven
    assert "loopback/extract/gs-001.json" in manifest.files
    assert ws_bench(["verify", "--allow-incomplete", str(cassettes)]) == 0

    monkeypatch.delenv("LOOPBACK_API_KEY")
    calls_before = len(seen)
    replayed = pytester.runpytest_subprocess(
        "--ws-provider=loopback", "--ws-report=run.json", "-p", "no:cacheprovider"
    )
    assert replayed.ret == 0, replayed.stdout.str()
    assert len(seen) == calls_before  # replayed under the lock, not called
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    case = next(c for c in run["providers"]["loopback"]["cases"] if c["case_id"] == "gs-001")
    assert case["outcome"] == "answered"
    assert [c["cassette"] for c in case["calls"]] == [
        "loopback/search/gs-001.json",
        "loopback/extract/gs-001.json",
    ]


@pytest.mark.enable_socket
def test_recording_without_the_key_names_the_variable(
    pytester: pytest.Pytester, provider_server, monkeypatch
) -> None:
    url, seen = provider_server
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makeconftest(CONFTEST.format(url=url))
    monkeypatch.delenv("LOOPBACK_API_KEY", raising=False)
    result = pytester.runpytest_subprocess("--ws-provider=loopback", "--ws-record=new")
    assert result.ret == pytest.ExitCode.USAGE_ERROR  # before any call, not a case's failure
    result.stderr.fnmatch_lines(["ERROR: *none is set for loopback (LOOPBACK_API_KEY: 1 case(s)*"])
    assert seen == []
    assert not (Path(pytester.path) / "cassettes" / "loopback").exists()


OWN_KEY = "sekrit-ACME-59-key-Zq81"  # no known provider's key shape
OWN_CONFTEST = """
import pytest
from pytest_websearch_bench.providers.models import AuthPlacement, RequestSpec
from pytest_websearch_bench.providers.tavily import TavilyAdapter


class Acme(TavilyAdapter):
    name = "acme"
    key_env = "ACME_SEARCH_KEY"
    base_url = "{url}"
    # A team's own API: its key under header and parameter names no list knows, and
    # echoed in the body under an ordinary field name.
    auth = AuthPlacement(header="X-Acme-Key", query_param="acme_credential")

    def build_search_request(self, query):
        spec = super().build_search_request(query)
        body = dict(spec.json)
        body["client_ref"] = self.api_key
        return RequestSpec(
            method=spec.method, url=spec.url, json=body, headers=spec.headers, ignored=spec.ignored
        )


@pytest.hookimpl(optionalhook=True)
def pytest_ws_provide_adapter(name, config):
    return Acme if name == "acme" else None
"""


@pytest.mark.enable_socket
def test_an_own_adapters_key_never_reaches_the_disk_under_its_own_names(
    pytester: pytest.Pytester, provider_server, monkeypatch
) -> None:
    """Walkthrough 59 #1: an adapter sending its key as ``X-Acme-Key`` had it written to the
    cassettes, and ``verify`` called them clean."""
    url, seen = provider_server
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makeconftest(OWN_CONFTEST.format(url=url))
    monkeypatch.setenv("ACME_SEARCH_KEY", OWN_KEY)

    recorded = pytester.runpytest_subprocess(
        "--ws-provider=acme", "--ws-record=new", "-p", "no:cacheprovider"
    )
    assert recorded.ret == 0, recorded.stdout.str()
    assert seen[0]["headers"]["X-Acme-Key"] == OWN_KEY  # the key really travelled, three ways
    assert f"acme_credential={OWN_KEY}" in seen[0]["path"]
    assert seen[0]["body"]["client_ref"] == OWN_KEY

    cassettes = root / "cassettes"
    on_disk = "".join(p.read_text(encoding="utf-8") for p in cassettes.rglob("*") if p.is_file())
    assert OWN_KEY not in on_disk
    request = json.loads((cassettes / "acme" / "search" / "gs-001.json").read_text("utf-8"))[
        "interactions"
    ][0]["request"]
    assert request["headers"]["x-acme-key"] == ["<redacted>"]
    assert "acme_credential=%3Credacted%3E" in request["uri"]
    assert json.loads(request["body"])["client_ref"] == "<redacted>"
    assert ws_bench(["verify", "--allow-incomplete", str(cassettes)]) == 0

    # Replayed with the key still set: the live request's key, in the parameter and the
    # body, is redacted as the recording was before the two are matched.
    calls_before = len(seen)
    replayed = pytester.runpytest_subprocess("--ws-provider=acme", "-p", "no:cacheprovider")
    assert replayed.ret == 0, replayed.stdout.str()
    assert len(seen) == calls_before

    # Replayed without the key (a CI job, a teammate): the adapter sends ``None`` where the
    # recording holds ``<redacted>``. A field recorded as the placeholder is a secret's and
    # is never compared, so the replay matches; every other field still is compared.
    monkeypatch.delenv("ACME_SEARCH_KEY")
    keyless = pytester.runpytest_subprocess(
        "--ws-provider=acme", "--ws-report=keyless.json", "-p", "no:cacheprovider"
    )
    assert keyless.ret == 0, keyless.stdout.str()
    assert len(seen) == calls_before
    run = json.loads((root / "keyless.json").read_text(encoding="utf-8"))
    case = run["providers"]["acme"]["cases"][0]
    assert case["outcome"] == "answered"
    assert case["calls"][0]["cassette"] == "acme/search/gs-001.json"

    # ``ws-bench manifest --golden`` compares the same way: not stale without the key.
    spec = importlib.util.spec_from_file_location("acme_conftest", pytester.path / "conftest.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    known = manifest_check.adapter_class
    monkeypatch.setattr(
        manifest_check, "adapter_class", lambda name: module.Acme if name == "acme" else known(name)
    )
    report = manifest_check.check_manifest(cassettes, root / "golden")
    assert [s for s in report.stale if s.startswith("acme/")] == [], report.stale


SHORT_KEY = "Ab3-x9"  # looks real (mixed case, a digit), too short to be searched for as text


@pytest.mark.enable_socket
@pytest.mark.parametrize("xdist", [(), ("-n", "2")], ids=["serial", "xdist"])
def test_a_real_looking_key_too_short_to_search_for_is_warned_of(
    pytester: pytest.Pytester, provider_server, monkeypatch, xdist: tuple[str, ...]
) -> None:
    """ux60e #4: a key under 8 characters is redacted by name only; sent in a body field
    under an ordinary name it reaches the disk, and the recording says so, naming the
    variable, before any call."""
    url, seen = provider_server
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makeconftest(OWN_CONFTEST.format(url=url))
    monkeypatch.setenv("ACME_SEARCH_KEY", SHORT_KEY)
    recorded = pytester.runpytest_subprocess(
        "--ws-provider=acme",
        "--ws-record=new",
        "--ws-report=run.json",
        "-p",
        "no:cacheprovider",
        *xdist,
    )
    assert recorded.ret == 0, recorded.stdout.str()
    recorded.stdout.fnmatch_lines(
        [
            "*websearch-bench recording: 1 case(s) to record*",
            "*WARNING acme: ACME_SEARCH_KEY is 6 character(s), shorter than 8: a key that short"
            " is not searched for as text, only redacted by name (X-Acme-Key and"
            " acme_credential)*",
        ]
    )
    out = recorded.stdout.str()
    assert out.index("WARNING acme") < out.index("websearch-bench recording: 1 case(s) recorded")
    assert seen[0]["body"]["client_ref"] == SHORT_KEY
    request = json.loads((root / "cassettes" / "acme" / "search" / "gs-001.json").read_text())[
        "interactions"
    ][0]["request"]
    assert request["headers"]["x-acme-key"] == ["<redacted>"]  # by name: still redacted
    assert json.loads(request["body"])["client_ref"] == SHORT_KEY  # what the warning is about
    # ux61b #4: the warning is in the run file too, for whoever reads only that (a CI job)
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    short = run["recording"]["providers"]["acme"]["short_key"]
    assert short == {
        "variable": "ACME_SEARCH_KEY",
        "length": 6,
        "names": ["X-Acme-Key", "acme_credential"],
        "rules": str(root / "cassettes" / "redaction.yaml"),
        "warning": short["warning"],
    }
    assert short["warning"].startswith("WARNING acme: ACME_SEARCH_KEY is 6 character(s)")
    assert short["warning"] in " ".join(out.split())


@pytest.mark.enable_socket
def test_a_test_stand_in_key_is_not_warned_of(
    pytester: pytest.Pytester, provider_server, monkeypatch
) -> None:
    url, _ = provider_server
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makeconftest(OWN_CONFTEST.format(url=url))
    monkeypatch.setenv("ACME_SEARCH_KEY", "x")
    recorded = pytester.runpytest_subprocess(
        "--ws-provider=acme", "--ws-record=new", "--ws-report=run.json", "-p", "no:cacheprovider"
    )
    assert recorded.ret == 0, recorded.stdout.str()
    assert "WARNING acme" not in recorded.stdout.str()
    run = json.loads((pytester.path / "run.json").read_text(encoding="utf-8"))
    assert "short_key" not in run["recording"]["providers"]["acme"]
