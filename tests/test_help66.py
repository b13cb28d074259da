"""Every ``ws-bench`` subcommand's --help: each argument described, each default stated,
every exit status listed (walkthrough 66: ``synthesize-judge --golden`` stated no
default, ``import``'s positional had no description, ``compare`` exit 3 was in no help)."""

from __future__ import annotations

import argparse
import re

import pytest

from pytest_websearch_bench.cli import EXIT_STATUSES, build_parser
from pytest_websearch_bench.report.diff_thresholds import DEFAULT_THRESHOLDS, DIFF_KEYS


def _commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    (sub,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(sub.choices)


COMMANDS = _commands()


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_argument_is_described_and_states_its_default(name: str) -> None:
    command = COMMANDS[name]
    for action in command._actions:
        if isinstance(action, argparse._HelpAction):
            continue
        what = "/".join(action.option_strings) or action.dest
        assert action.help and action.help != argparse.SUPPRESS, f"{name} {what}: no help"
        default = action.default
        if default in (None, False, argparse.SUPPRESS) or isinstance(
            action, argparse._StoreTrueAction
        ):
            continue
        shown = action.help % {"default": default, "prog": command.prog}
        assert "default" in shown, f"{name} {what}: states no default ({default!r})"
        assert str(default).lstrip("./") in shown, f"{name} {what}: another default in {shown}"


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_exit_status_is_in_the_help(name: str) -> None:
    text = COMMANDS[name].format_help()
    listed = text[text.index("exit status:") :]
    codes = {int(c) for c in re.findall(r"^  (\d+) ", listed, re.M)}
    assert codes == {code for code, _ in EXIT_STATUSES[name]} | {2, 141}
    assert max(len(line) for line in listed.splitlines()) <= 80


def test_compare_lists_exit_3_and_fail_on_gates_counts_user_gates() -> None:
    text = _flat(COMMANDS["compare"].format_help())
    assert "3 no provider could be ranked" in text
    assert "exit 1 when a gate failed in a run (a hard gate or a user gate" in text


def test_diff_help_prints_the_threshold_defaults_diff_uses() -> None:
    text = _flat(COMMANDS["diff"].format_help())
    assert "defaults in the README" not in text
    for key in DIFF_KEYS:
        value = re.escape(DEFAULT_THRESHOLDS[key].text())
        assert re.search(
            rf"(?:defaults:|;) {value} for [^;]*(?<![\w.@]){re.escape(key)}\b", text
        ), key


def test_the_command_list_does_not_say_diff_takes_one_provider() -> None:
    text = _flat(build_parser().format_help())
    assert "one provider, two runs" not in text
    assert "of each provider they share, or of --provider" in text


def test_failures_only_says_what_it_does_without_internal_words() -> None:
    text = _flat(COMMANDS["synthesize"].format_help())
    assert "SPEC" not in text
    assert "failure answers (classes 4-7: a 429, a 5xx, a timeout, a partial body" in text
