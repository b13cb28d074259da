"""A golden case file that holds no case (0 bytes, or only comments: what a bad merge or a
failed write leaves) is an error naming the file, with the remedy; a category
``categories.yaml`` declares and no case names is a warning in pytest's warnings summary.
Before, the file's cases vanished from a green run without a word."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.cases import load_case_file, load_golden_cases
from pytest_websearch_bench.errors import GoldenFileError

CASES = ["gs-001", "gs-065"]  # gs-065 is the only case of plantas.yaml
MODES = [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]


@pytest.mark.parametrize(
    ("content", "what"),
    [
        (b"", "is empty (0 bytes)"),
        (b"\n  \n", "is empty (0 bytes)"),
        (b"# cases moved to plantas2.yaml\n\n# nothing here\n", "holds only comments"),
        (b"---\n", "holds only comments"),
        (b"# all moved\n[]\n", "holds an empty list ([])"),
    ],
)
def test_a_case_file_without_cases_is_an_error(tmp_path: Path, content: bytes, what: str) -> None:
    path = tmp_path / "cases" / "my file.yaml"
    path.parent.mkdir()
    path.write_bytes(content)
    with pytest.raises(GoldenFileError) as raised:
        load_case_file(path, tmp_path / "cache")
    message = str(raised.value)
    assert str(path) in message and what in message and "holds no case" in message
    assert "delete the file if it is meant to hold no case" in message
    assert "git checkout -- '" in message  # the path, quoted for the shell
    with pytest.raises(GoldenFileError):  # and through the whole set (ws-bench commands)
        load_golden_cases(tmp_path)


@pytest.mark.parametrize("mode", MODES)
def test_an_emptied_case_file_stops_the_run_and_names_the_category(
    pytester: pytest.Pytester, mode: list[str]
) -> None:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "golden" / "categories.yaml").write_text(
        "categories:\n  plantas: plants\n  contactos_comerciales: contacts\n  vacia: unused\n",
        encoding="utf-8",
    )
    fine = pytester.runpytest("--ws-provider=tavily", *mode)
    assert fine.ret == pytest.ExitCode.OK, fine.stdout.str()[-3000:]
    fine.stdout.fnmatch_lines(
        ["*BenchWarning: websearch-bench: 1 declared category has no case: vacia*"]
    )
    emptied = root / "golden" / "cases" / "plantas.yaml"
    emptied.write_bytes(b"")
    result = pytester.runpytest("--ws-provider=tavily", *mode)
    out = result.stdout.str()
    assert result.ret != pytest.ExitCode.OK
    assert f"invalid golden file {emptied}: the file is empty (0 bytes), so it holds no case" in out
    assert "delete the file if it is meant to hold no case" in out
    result.stdout.fnmatch_lines(
        ["*BenchWarning: websearch-bench: 2 declared categories have no case: plantas, vacia*"]
    )


@pytest.mark.parametrize("mode", MODES)
def test_a_category_without_cases_is_a_warning_under_q_too(
    pytester: pytest.Pytester, mode: list[str]
) -> None:
    """A header line was lost under -q (pytest prints no header then): it is a warning in
    pytest's "warnings summary", once under xdist, and the warning filters apply to it."""
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "golden" / "categories.yaml").write_text(
        "categories:\n  plantas: plants\n  contactos_comerciales: contacts\n  vacia: unused\n",
        encoding="utf-8",
    )
    result = pytester.runpytest("--ws-provider=tavily", "-q", *mode)
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.OK, out[-3000:]
    assert "warnings summary" in out
    assert out.count("1 declared category has no case: vacia") == 1
    assert str(root / "golden" / "categories.yaml") in out
    result.stdout.fnmatch_lines(["* 1 warning in *"])
    ignored = pytester.runpytest(
        "--ws-provider=tavily",
        "-q",
        "-W",
        "ignore::pytest_websearch_bench.errors.BenchWarning",
        *mode,
    )
    assert ignored.ret == pytest.ExitCode.OK
    assert "declared category" not in ignored.stdout.str()


def test_a_case_file_with_a_mistake_does_not_make_its_category_look_empty(
    pytester: pytest.Pytester,
) -> None:
    """A case file that cannot be read (a field missing) is its own collection error,
    naming the file, the case and the field; its categories still have cases. Before, the
    warnings summary also said "declared category has no case: plantas", sending the
    user to categories.yaml for a category whose cases are right there."""
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "golden" / "categories.yaml").write_text(
        "categories:\n  plantas: plants\n  contactos_comerciales: contacts\n  vacia: unused\n",
        encoding="utf-8",
    )
    broken = root / "golden" / "cases" / "plantas.yaml"
    lines = broken.read_text(encoding="utf-8").splitlines(keepends=True)
    broken.write_text("".join(x for x in lines if not x.startswith("  query:")), encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "-q")
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.INTERRUPTED, out[-3000:]
    assert f"invalid golden file {broken}, case 'gs-065', field 'query'" in out
    assert out.count("1 declared category has no case: vacia") == 1
    assert "plantas" not in out.split("warnings summary", 1)[1].split("\n\n", 1)[0]
