"""pytest habits left from walkthrough 61 (stop 62), serially and under ``-n 2``:

1. ``-k nomatch -n 2`` prints no ``N deselected``: pytest-xdist never does (its workers
   deselect, and the controller's terminal hears nothing of it), in a project without the
   bench too; the bench says what pytest-xdist says, and serially what pytest says;
2. the warning about a declared category with no case waits for the collection and
   follows the selection, as the warnings about cases do: a run of some cases (``-k``) or
   of another category (``--ws-category``) is not warned about ``categories.yaml``; a run
   that left no case out is, once (not once per xdist worker), ``--co`` included;
3. ``--ff`` after a failed gate says, as ``--lf`` does, that a verdict is no item: pytest's
   "1 known failures not in selected tests" was all it said (under xdist, nothing); and
   ``--lf`` after the failed gate was removed says the entry names a gate the run does
   not have (pytest keeps it, as a deleted test's), not "every case runs to judge it anew".
"""

from __future__ import annotations

import pytest

from conftest import make_bench_project
from runkit import unwrapped

CASES = ["gs-001", "gs-065"]  # contactos_comerciales, plantas
WORKERS = pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
ORDER = ["-p", "no:randomly", "-p", "no:cacheprovider"]
CATEGORIES = (
    "schema: pytest-websearch-bench/categories@1\n"
    "categories:\n"
    "  plantas: plants\n"
    "  contactos_comerciales: contacts\n"
    "  vacia: unused\n"
)
EMPTY = "1 declared category has no case: vacia"


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "golden" / "categories.yaml").write_text(CATEGORIES, encoding="utf-8")
    return pytester


@WORKERS
def test_deselected_is_counted_as_pytest_and_pytest_xdist_count_it(
    project: pytest.Pytester, workers: list[str]
) -> None:
    """Whether the last line says ``N deselected`` is pytest's (serially) or
    pytest-xdist's (under ``-n``) to decide: a plain project is the reference."""
    plain = project.mkdir("plain")
    (plain / "test_plain.py").write_text(
        "def test_a():\n    pass\n\n\ndef test_b():\n    pass\n", encoding="utf-8"
    )
    (plain / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    reference = project.runpytest_subprocess(
        str(plain), "-k", "nomatch", f"--rootdir={plain}", *ORDER, *workers
    )
    assert reference.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    bench = project.runpytest_subprocess("--ws-provider=tavily", "-k", "nomatch", *ORDER, *workers)
    assert bench.ret == pytest.ExitCode.NO_TESTS_COLLECTED, bench.stdout.str()[-3000:]
    assert "nothing ran: all 2 case x provider items were deselected" in bench.stdout.str()
    last, plain_last = bench.stdout.lines[-1], reference.stdout.lines[-1]
    assert ("deselected" in last) == ("deselected" in plain_last), (last, plain_last)
    if workers:  # pytest-xdist 3.x: "no tests ran", in either project
        assert "no tests ran" in last and "no tests ran" in plain_last
    else:
        assert " 2 deselected in " in last and " 2 deselected in " in plain_last


@WORKERS
def test_an_empty_category_is_warned_of_after_the_collection_on_the_selection(
    project: pytest.Pytester, workers: list[str]
) -> None:
    whole = project.runpytest_subprocess("--ws-provider=tavily", "-q", *ORDER, *workers)
    out = whole.stdout.str()
    assert whole.ret == pytest.ExitCode.OK, out[-3000:]
    assert out.count(EMPTY) == 1, out[-3000:]  # once, not once per worker
    assert "golden/categories.yaml:5" in out  # at the category's line
    # a run of one case says nothing about categories.yaml (it was warned at configuration)
    one = project.runpytest_subprocess(
        "--ws-provider=tavily", "-q", "-k", "gs-065", *ORDER, *workers
    )
    assert one.ret == pytest.ExitCode.OK, one.stdout.str()[-3000:]
    assert "declared categor" not in one.stdout.str()
    # nor a run of another category
    other = project.runpytest_subprocess(
        "--ws-provider=tavily", "-q", "--ws-category=plantas", *ORDER, *workers
    )
    assert other.ret == pytest.ExitCode.OK, other.stdout.str()[-3000:]
    assert "declared categor" not in other.stdout.str()
    # nor a run where nothing was selected
    nothing = project.runpytest_subprocess(
        "--ws-provider=tavily", "-q", "-k", "nomatch", *ORDER, *workers
    )
    assert nothing.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    assert "declared categor" not in nothing.stdout.str()


@WORKERS
def test_an_empty_category_is_warned_of_under_collect_only_and_when_selected(
    project: pytest.Pytester, workers: list[str]
) -> None:
    listed = project.runpytest_subprocess("--ws-provider=tavily", "--co", "-q", *ORDER, *workers)
    assert listed.ret == pytest.ExitCode.OK, listed.stdout.str()[-3000:]
    assert listed.stdout.str().count(EMPTY) == 1
    # the empty category selected by name: the warning says why nothing ran
    chosen = project.runpytest_subprocess(
        "--ws-provider=tavily", "-q", "--ws-category=vacia", *ORDER, *workers
    )
    assert chosen.stdout.str().count(EMPTY) == 1, chosen.stdout.str()[-3000:]


@WORKERS
def test_failed_first_after_a_failed_gate_says_the_verdict_is_no_item(
    project: pytest.Pytester, workers: list[str]
) -> None:
    gate = ["-o", "ws_gates=precision@10 >= 0.99", "-p", "no:randomly"]  # a failed verdict
    first = project.runpytest_subprocess("--ws-provider=tavily", *gate, *workers)
    assert first.ret == pytest.ExitCode.TESTS_FAILED, first.stdout.str()[-3000:]
    again = project.runpytest_subprocess("--ws-provider=tavily", *gate, "--ff", *workers)
    assert again.ret == pytest.ExitCode.TESTS_FAILED  # failed again, judged on every case
    assert unwrapped(again.stdout.lines, "websearch-bench: the last failures") == (
        "websearch-bench: the last failures include verdicts over the whole run "
        "(gates::precision@10[tavily]): verdicts are decided after the run and are not "
        'items, so --ff cannot run them first (pytest counts them as "known failures not in '
        'selected tests"): every selected case runs, and they are judged anew after the last'
    )
    again.assert_outcomes(failed=1, passed=5, skipped=5)  # both cases ran, then 9 verdicts


@WORKERS
def test_last_failed_names_a_failed_gate_that_was_removed(
    project: pytest.Pytester, workers: list[str]
) -> None:
    gate = ["-o", "ws_gates=precision@10 >= 0.99"]
    first = project.runpytest_subprocess("--ws-provider=tavily", *gate, "-p", "no:randomly")
    assert first.ret == pytest.ExitCode.TESTS_FAILED, first.stdout.str()[-3000:]
    # the gate is removed: no run reports it again, so pytest keeps its --lf entry
    again = project.runpytest_subprocess(
        "--ws-provider=tavily", "--lf", "-p", "no:randomly", *workers
    )
    assert again.ret == pytest.ExitCode.OK, again.stdout.str()[-3000:]
    out = again.stdout.str()
    assert "judge them anew" not in out
    assert unwrapped(again.stdout.lines, "websearch-bench: the last failures") == (
        "websearch-bench: the last failures include gates::precision@10[tavily], a gate this "
        "run does not have (no longer in gates.yaml or ws_gates): no run reports it again, and "
        "pytest keeps its entry as it keeps a deleted test's; every selected case runs for it; "
        "`pytest --cache-clear` forgets it (with every other last failure)"
    )
    again.assert_outcomes(passed=5, skipped=5)  # both cases ran, then 8 verdicts
