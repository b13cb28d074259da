"""``ws-bench import --force`` keeps each hand-edited file it replaces, byte for byte,
beside it (``NAME.yaml.bak``; a second one ``NAME.yaml.2.bak``, never overwritten) and
says where; the golden set reads no backup and its hash leaves them out. The dataset
argument's help names every form the importer reads, not only CSV (walkthrough 62)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_websearch_bench.cases import load_golden_cases
from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.importers import backup_path
from pytest_websearch_bench.session import golden_digest

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


def _edit(path: Path, old: str, new: str) -> str:
    text = path.read_text(encoding="utf-8").replace(old, new)
    path.write_bytes(text.encode("utf-8"))
    return text


def test_force_keeps_the_hand_edited_file_beside_it_and_says_where(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert ws_bench(_import(tmp_path)) == 0
    golden = tmp_path / "golden"
    cases = golden / "cases" / "dl19.yaml"
    imported = cases.read_bytes()
    digest = golden_digest(golden)
    edited = _edit(cases, "https://xdist.example/", "https://x.example/")
    capsys.readouterr()

    assert ws_bench(_import(tmp_path, "--force")) == 0
    err = capsys.readouterr().err
    backup = golden / "cases" / "dl19.yaml.bak"
    assert (
        f"replaced {cases} (--force: it differed from what this import writes); "
        f"the file as it was is kept as {backup}"
    ) in err
    assert backup.read_text(encoding="utf-8") == edited
    assert cases.read_bytes() == imported
    # the backup is no cases file, and no part of the golden set's hash
    assert [c.id for c in load_golden_cases(golden)] == ["dl19-101", "dl19-102"]
    assert golden_digest(golden) == digest

    # a second hand edit replaced again: the first backup is kept, the second beside it
    second = _edit(cases, "https://xdist.example/", "https://y.example/")
    assert ws_bench(_import(tmp_path, "--force")) == 0
    assert backup.read_text(encoding="utf-8") == edited
    assert (golden / "cases" / "dl19.yaml.2.bak").read_text(encoding="utf-8") == second
    assert f"kept as {golden / 'cases' / 'dl19.yaml.2.bak'}" in capsys.readouterr().err


def test_a_refused_import_writes_no_backup(tmp_path: Path) -> None:
    assert ws_bench(_import(tmp_path)) == 0
    cases = tmp_path / "golden" / "cases" / "dl19.yaml"
    _edit(cases, "https://xdist.example/", "https://x.example/")
    assert ws_bench(_import(tmp_path)) == 2
    assert not list(cases.parent.glob("*.bak"))


def test_a_replaced_categories_file_is_kept_too(tmp_path: Path) -> None:
    golden = tmp_path / "golden"
    golden.mkdir()
    categories = "# the team's categories\nschema: pytest-websearch-bench/categories@1\n"
    categories += "categories:\n  docs: our docs\n"
    (golden / "categories.yaml").write_text(categories, encoding="utf-8")
    assert ws_bench(_import(tmp_path, "--force")) == 0
    assert (golden / "categories.yaml.bak").read_text(encoding="utf-8") == categories


def test_backup_path_never_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "x.yaml"
    assert backup_path(path) == tmp_path / "x.yaml.bak"
    (tmp_path / "x.yaml.bak").write_text("1", encoding="utf-8")
    (tmp_path / "x.yaml.2.bak").write_text("2", encoding="utf-8")
    assert backup_path(path) == tmp_path / "x.yaml.3.bak"


def test_the_dataset_arguments_help_names_every_form_the_importer_reads(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        ws_bench(["import", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "{simpleqa,frames,qrels} FILE" in text
    assert "the dataset's CSV file" not in text
    for form in (
        "a CSV, or a TSV",
        "FRAMES' test.tsv",
        "`QID 0 URL GRADE`",
        "`query-id corpus-id score`",
        "NAME.yaml.bak",  # what --force keeps
    ):
        assert form in text
