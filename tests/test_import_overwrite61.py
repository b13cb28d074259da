"""``ws-bench import`` into an existing golden folder never overwrites a hand-edited file
silently: it refuses, naming every such file and the remedy (``--force``, or another
folder with ``-o``), before it writes anything; ``--force`` overwrites them and says which
it replaced; a file the import would write the same is left as it is."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.importers import ImportOverwriteError, import_file, write_golden

TOPICS = "101\tfixture scopes in pytest\n102\twhat is xdist\n"
QRELS = "101 0 https://docs.pytest.org/en/stable/ 2\n102 0 https://xdist.example/ 1\n"


def _import(tmp_path: Path, *extra: str) -> list[str]:
    (tmp_path / "dl19.txt").write_text(QRELS, encoding="utf-8")
    (tmp_path / "topics.tsv").write_text(TOPICS, encoding="utf-8")
    return [
        "import",
        "qrels",
        str(tmp_path / "dl19.txt"),
        "--topics",
        str(tmp_path / "topics.tsv"),
        "-o",
        str(tmp_path / "golden"),
        *extra,
    ]


def test_the_same_import_again_changes_nothing_and_says_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert ws_bench(_import(tmp_path)) == 0
    cases = tmp_path / "golden" / "cases" / "dl19.yaml"
    before = cases.stat().st_mtime_ns, (tmp_path / "golden" / "categories.yaml").read_text()
    capsys.readouterr()
    assert ws_bench(_import(tmp_path)) == 0
    assert "replaced" not in capsys.readouterr().err
    after = cases.stat().st_mtime_ns, (tmp_path / "golden" / "categories.yaml").read_text()
    assert after == before  # not even rewritten


def test_a_hand_edited_cases_file_is_refused_by_name_and_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert ws_bench(_import(tmp_path)) == 0
    golden = tmp_path / "golden"
    cases = golden / "cases" / "dl19.yaml"
    edited = cases.read_text(encoding="utf-8").replace(
        "https://xdist.example/", "https://x.example/"
    )
    cases.write_text(edited, encoding="utf-8")
    (golden / "rejected.csv").write_text("line,reason\n", encoding="utf-8")
    capsys.readouterr()
    assert ws_bench(_import(tmp_path)) == 2
    err = capsys.readouterr().err
    assert (
        f"1 file(s) of the golden folder exist and differ from what this import writes "
        f"(edited by hand?): {cases}; nothing written"
    ) in err
    assert "remedy: import with --force to overwrite it (`ws-bench import qrels " in err
    assert " --force`), or import into a new folder with -o NEW_DIR" in err
    assert cases.read_text(encoding="utf-8") == edited  # kept
    assert (golden / "rejected.csv").exists()  # nothing written, nothing removed

    assert ws_bench(_import(tmp_path, "--force")) == 0
    err = capsys.readouterr().err
    assert f"replaced {cases} (--force: it differed from what this import writes)" in err
    assert "https://xdist.example/" in cases.read_text(encoding="utf-8")


def test_every_clashing_file_is_named_at_once_and_a_new_category_is_added(
    tmp_path: Path,
) -> None:
    golden = tmp_path / "golden"
    (golden / "cases").mkdir(parents=True)
    (golden / "cases" / "dl19.yaml").write_text("# our own cases\n[]\n", encoding="utf-8")
    categories = "# the team's categories\nschema: pytest-websearch-bench/categories@1\n"
    categories += "categories:\n  docs: our docs\n"
    (golden / "categories.yaml").write_text(categories, encoding="utf-8")
    (tmp_path / "dl19.txt").write_text(QRELS, encoding="utf-8")
    (tmp_path / "topics.tsv").write_text(TOPICS, encoding="utf-8")
    report = import_file(tmp_path / "dl19.txt", "qrels", tmp_path / "topics.tsv")
    with pytest.raises(ImportOverwriteError) as caught:
        write_golden(report, golden)
    assert caught.value.paths == [golden / "cases" / "dl19.yaml", golden / "categories.yaml"]
    assert "2 file(s)" in str(caught.value) and "overwrite them" in str(caught.value)
    assert (golden / "categories.yaml").read_text(encoding="utf-8") == categories
    done = write_golden(report, golden, force=True)
    assert done.replaced == caught.value.paths
    written = (golden / "categories.yaml").read_text(encoding="utf-8")
    assert "docs: our docs" in written and "dl19: null" in written  # declarations kept


def test_an_import_beside_other_cases_files_touches_none_of_them(tmp_path: Path) -> None:
    golden = tmp_path / "golden"
    (golden / "cases").mkdir(parents=True)
    own = "# by hand\n- id: docs-1\n  category: docs\n  query: q\n  claim_type: x\n"
    (golden / "cases" / "docs.yaml").write_text(own, encoding="utf-8")
    assert ws_bench(_import(tmp_path)) == 0  # no categories.yaml: written; docs.yaml alone
    assert (golden / "cases" / "docs.yaml").read_text(encoding="utf-8") == own
    # a categories.yaml as an import writes it takes a new category without a question
    (tmp_path / "dl20.txt").write_text(QRELS, encoding="utf-8")
    argv = _import(tmp_path)
    argv[2] = str(tmp_path / "dl20.txt")
    assert ws_bench(argv) == 0
    declared = (golden / "categories.yaml").read_text(encoding="utf-8")
    assert "dl19: null" in declared and "dl20: null" in declared
