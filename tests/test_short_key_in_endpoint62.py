"""A key typed into an endpoint (``--ws-endpoint tavily=http://gw/v1/KEY``), short (fewer
than 8 characters, redacted only where it is a whole segment of a URL's path) or long
(walkthrough 62): the run file (``endpoints``, ``endpoint_overrides``, ``record_args``,
``hard_faults``), junit and the terminal (the local-address warning, a failed call's
messages, the remedy) name the URL with the key redacted, as the cassettes do; a printed
command holding ``<redacted>`` is shell-quoted."""

from __future__ import annotations

import html
import json
import re
import shlex

import pytest

from conftest import make_bench_project
from local_http import JsonHandler, TavilyGateway, serving
from pytest_websearch_bench.errors import endpoint_where
from pytest_websearch_bench.recording.redact import (
    DEFAULT_RULES,
    ProviderKey,
    RedactionRules,
    redact_message,
)

SHORT = "k7Qz9w"
LONG = "tvly-GW62longEndpointKey"


class _NotFound(JsonHandler):
    def do_POST(self) -> None:
        self.seen.append({"path": self.path})
        self.answer({"detail": "no such route"}, status=404)


def _unquoted_placeholders(text: str) -> list[str]:
    """The words of ``text`` holding ``<redacted>`` unquoted: pasted into a shell, each
    is a redirection (the terminal wraps at spaces, so a quoted word stays whole); the
    words that say to put the key back are prose."""
    text = re.sub(r"in place of\s+<redacted>\)", "", text)
    return [
        w for w in re.findall(r"\S*<redacted>\S*", text) if "'" not in w.partition("<redacted>")[0]
    ]


@pytest.mark.enable_socket
@pytest.mark.parametrize("key", [SHORT, LONG], ids=["short", "long"])
@pytest.mark.parametrize("answer", ["404", "200"])
def test_a_key_in_an_endpoint_never_leaves_the_run_redacted_or_not(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, key: str, answer: str
) -> None:
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    monkeypatch.setenv("TAVILY_API_KEY", key)
    handler = _NotFound if answer == "404" else TavilyGateway
    with serving(handler) as (url, seen):
        result = pytester.runpytest_subprocess(
            "--ws-provider=tavily",
            "--ws-record=all",
            "--ws-endpoint",
            f"tavily={url}/v1/{key}",
            "--ws-report=rec.json",
            "--junitxml=j.xml",
            "-p",
            "no:cacheprovider",
        )
    assert seen and seen[0]["path"].startswith(f"/v1/{key}/"), seen  # the key did travel
    terminal = result.stdout.str() + result.stderr.str()
    assert (result.ret == 0) == (answer == "200"), terminal
    run_text = (root / "rec.json").read_text(encoding="utf-8")
    provenance = json.loads(run_text)["provenance"]
    redacted = f"{url}/v1/<redacted>"
    assert provenance["endpoints"]["tavily"] == redacted
    assert provenance["endpoint_overrides"]["tavily"]["url"] == redacted
    if answer == "404":
        assert "answered 404" in run_text, run_text[-2000:]
        assert "/v1/<redacted>/" in run_text
    else:
        assert "recorded at a local address" in terminal, terminal
    junit = html.unescape((root / "j.xml").read_text(encoding="utf-8"))
    for where, text in (("run file", run_text), ("terminal", terminal), ("junit", junit)):
        assert key not in text, (where, text)
    leftovers = [
        p for p in root.rglob("*") if p.is_file() and key in p.read_text("utf-8", "replace")
    ]
    assert leftovers == []
    # a URL with the placeholder in a message or a command is quoted for the shell
    faults = [m for m in re.findall(r'"message": "([^"]*)"', run_text) if "://" in m]
    for where, text in (("terminal", terminal), ("junit", junit), ("run file", "\n".join(faults))):
        assert _unquoted_placeholders(text) == [], (where, text)
    if answer == "404":
        assert f"--ws-endpoint 'tavily={url}/v1/<redacted>'" in terminal
        assert "(with your key in place of <redacted>) records it" in junit
    else:
        assert f"without --ws-endpoint 'tavily={url}/v1/<redacted>')" in terminal.replace(
            "\n  ", " "
        )


def _rules(key: str) -> RedactionRules:
    return DEFAULT_RULES.with_key(ProviderKey.of("Authorization", None, key))


@pytest.mark.parametrize("key", [SHORT, LONG], ids=["short", "long"])
def test_a_message_names_each_url_redacted_and_quoted(key: str) -> None:
    message = (
        f"POST http://gw:1/v1/{key}/search answered 404; fix the path of --ws-endpoint "
        f"tavily=http://gw:1/v1/{key}: the address (`pytest --ws-endpoint "
        f"tavily=http://gw:1/v1/{key} --ws-record=new` records it)"
    )
    redacted = redact_message(message, _rules(key))
    assert redacted == (
        "POST 'http://gw:1/v1/<redacted>/search' answered 404; fix the path of --ws-endpoint "
        "'tavily=http://gw:1/v1/<redacted>': the address (`pytest --ws-endpoint "
        "'tavily=http://gw:1/v1/<redacted>' --ws-record=new`"
        " (with your key in place of <redacted>) records it)"
    )
    assert redact_message(redacted, _rules(key)) == redacted  # idempotent
    # the printed command, pasted, gives its words back (no redirection)
    command = redacted.split("`")[1]
    assert shlex.split(command)[2] == "tavily=http://gw:1/v1/<redacted>"


def test_a_value_is_redacted_never_quoted_and_a_short_key_never_as_text() -> None:
    rules = _rules(SHORT)
    assert redact_message(f"tavily=http://gw/v1/{SHORT}", rules) == "tavily=http://gw/v1/<redacted>"
    assert (
        redact_message(f"a tavily=http://gw/v1/{SHORT}", rules, quote=False)
        == "a tavily=http://gw/v1/<redacted>"
    )
    # a short key is redacted in a URL's path segment alone, never as text
    kept = f"{SHORT} and http://gw/v1/{SHORT}x/search and http://gw/v1/s?k={SHORT}"
    assert redact_message(kept, rules) == kept
    assert redact_message("no url here", rules) == "no url here"


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("--ws-endpoint", "--ws-endpoint 'tavily=http://gw/v1/<redacted>'"),
        ("-o ws_endpoints", "-o 'ws_endpoints=tavily=http://gw/v1/<redacted>'"),
        ("ws_endpoints", "the ws_endpoints entry tavily=http://gw/v1/<redacted> in pytest.ini"),
    ],
)
def test_where_an_endpoint_was_given_is_quoted_for_the_shell(source: str, expected: str) -> None:
    assert endpoint_where("tavily", "http://gw/v1/<redacted>", source, "pytest.ini") == expected
    plain = endpoint_where("tavily", "http://gw:8080/v1", "--ws-endpoint")
    assert plain == "--ws-endpoint tavily=http://gw:8080/v1"  # nothing to quote
