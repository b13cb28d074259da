"""Walkthrough 64 (e): a golden locale the provider cannot send is said, not dropped;
a locale that is not a code is refused at load."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.plugin.ignored import ignored_lines

CASES = ["gs-001", "gs-065"]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))


def test_a_param_the_provider_did_not_send_is_said_once(pytester, project) -> None:
    """Tavily has no language parameter: the cases' own ``language: es`` was dropped
    with nothing said (walkthrough 64, #5)."""
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=r.json")
    out = result.stdout.str()
    lines = [line for line in out.splitlines() if "did not send the golden param" in line]
    assert len(lines) == 1, out[-3000:]
    assert "tavily" in lines[0] and "language 'es'" in lines[0]
    assert "of 2 case(s) (gs-001, gs-065; set in the case's params)" in " ".join(out.split())
    assert "golden/defaults.yaml" not in out


def test_a_param_from_the_defaults_names_the_defaults_file() -> None:
    """A country Tavily has no name for, from golden/defaults.yaml: the line names that
    file (a case's own value, different from the default, names the case's params)."""
    call = {"operation": "search", "ignored_params": ["country"]}
    run = {
        "golden": {"defaults": {"country": "ZZ"}},
        "providers": {
            "tavily": {
                "cases": [
                    {"case_id": "gs-001", "params": {"country": "ZZ"}, "calls": [call]},
                    {"case_id": "gs-002", "params": {"country": "QQ"}, "calls": [call]},
                    {"case_id": "gs-003", "params": {"country": "MX"}, "calls": []},
                ]
            }
        },
    }
    lines = ignored_lines(run)
    assert len(lines) == 2, lines
    assert "country 'ZZ' of 1 case(s) (gs-001; set in golden/defaults.yaml)" in lines[0]
    assert "remedy: remove country from golden/defaults.yaml" in lines[0]
    assert "country 'QQ' of 1 case(s) (gs-002; set in the case's params)" in lines[1]


@pytest.mark.parametrize(
    ("where", "text", "field", "form"),
    [
        ("defaults", "params:\n  country: Mexico\n", "country", "ISO 3166-1 alpha-2"),
        ("defaults", "params:\n  language: english\n", "language", "ISO 639-1"),
        ("case", "    country: Mexico\n", "country", "ISO 3166-1 alpha-2"),
    ],
)
def test_a_locale_that_is_no_code_is_refused_at_load(
    pytester, project, where, text, field, form
) -> None:
    if where == "defaults":
        (project / "golden" / "defaults.yaml").write_text(text, encoding="utf-8")
        named = "defaults.yaml"
    else:
        path = next(
            p
            for p in (project / "golden" / "cases").glob("*.yaml")
            if "    country: MX\n" in p.read_text()
        )
        path.write_text(
            path.read_text(encoding="utf-8").replace("    country: MX\n", text), encoding="utf-8"
        )
        named = path.name
    result = pytester.runpytest("--ws-provider=tavily")
    out = result.stdout.str() + result.stderr.str()
    assert result.ret != 0, out[-2000:]
    assert named in out and field in out and form in out, out[-3000:]
    assert "Mexico" in out or "english" in out


# --- #11, #14: the CLI's and options' remedies name the right thing ------------------------


def test_a_diff_of_a_file_with_itself_is_refused(tmp_path: Path, capsys) -> None:
    from pytest_websearch_bench.cli import main

    run = tmp_path / "m1.json"
    run.write_text("{}", encoding="utf-8")
    assert main(["diff", str(run), str(run)]) == 2
    err = capsys.readouterr().err
    assert "OLD and NEW are the same file" in err and "remedy: pass two run files" in err


def test_the_same_recording_on_both_sides_does_not_call_itself_two() -> None:
    from pytest_websearch_bench.report.diff_render import replays_header

    line = replays_header("tavily", ("OLD", "NEW"))
    assert "two recordings" not in line and "made once" in line


def test_a_missing_run_file_says_check_the_path(tmp_path: Path, capsys) -> None:
    from pytest_websearch_bench.cli import main

    assert main(["diff", str(tmp_path / "a.json"), str(tmp_path / "b.json")]) == 2
    err = capsys.readouterr().err
    assert "cannot be read" in err and "check the path" in err
    assert "is not a pytest-websearch-bench run file" not in err


def test_a_missing_invoice_says_check_the_path(tmp_path: Path) -> None:
    from pytest_websearch_bench.invoice import InvoiceError, load_invoice

    with pytest.raises(InvoiceError) as caught:
        load_invoice(tmp_path / "nonexistent.csv")
    assert "check the path: a relative --ws-invoice is read from the folder pytest" in str(
        caught.value
    )
    assert "write a CSV" not in str(caught.value)


def test_a_shard_out_of_range_names_the_values() -> None:
    from pytest_websearch_bench.config import parse_shard
    from pytest_websearch_bench.errors import ConfigError

    with pytest.raises(ConfigError) as caught:
        parse_shard("3/2")
    message = str(caught.value)
    assert "shard 3 of 2" in message and "--ws-shard=1/2 ... --ws-shard=2/2" in message


def test_an_unknown_provider_names_no_single_option() -> None:
    from pytest_websearch_bench.errors import UnknownProviderError
    from pytest_websearch_bench.providers.registry import adapter_class

    with pytest.raises(UnknownProviderError) as caught:
        adapter_class("tavly")
    assert "--provider of a ws-bench command" in str(caught.value)


def test_an_empty_provider_option_is_named(pytester, project) -> None:
    """#15: ``--ws-provider=`` ran a dormant session (exit 5) and never named the value."""
    result = pytester.runpytest("--ws-provider=")
    out = result.stdout.str() + result.stderr.str()
    assert result.ret == pytest.ExitCode.USAGE_ERROR, out[-2000:]
    assert "--ws-provider='' names no provider" in out
    assert "dormant" not in out


def test_a_yaml_error_in_gates_yaml_names_no_unicode_string(tmp_path: Path) -> None:
    from pytest_websearch_bench.errors import BenchError
    from pytest_websearch_bench.user_gates import load_gate_file

    path = tmp_path / "gates.yaml"
    path.write_text("gates:\n  - [precision@10 >= 0.3\n", encoding="utf-8")
    with pytest.raises(BenchError) as caught:
        load_gate_file(path)
    assert "<unicode string>" not in str(caught.value)
    assert "line" in str(caught.value)
