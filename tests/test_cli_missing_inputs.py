"""Commands given an input that is not there say so, with a remedy, and write nothing:
``ws-bench synthesize`` with a golden set that does not exist (it used to print success,
then a traceback, leaving an empty manifest that ``verify`` then called consistent) and
``ws-bench import`` with a CSV that does not exist (it used to call it an encoding
problem)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main as ws_bench


def _listing(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*"))


@pytest.mark.parametrize(
    "command",
    [
        ["synthesize", "--provider", "tavily"],
        ["synthesize", "--provider", "tavily", "--failures-only"],
        ["synthesize-epoch"],
    ],
)
@pytest.mark.parametrize("golden", ["missing", "no-cases"])
def test_synthesize_checks_the_golden_set_before_writing(
    tmp_path: Path, command: list[str], golden: str, capsys
) -> None:
    (tmp_path / "no-cases").mkdir()
    out = ["-o" if command[0] == "synthesize-epoch" else "--cassettes", str(tmp_path / "c")]
    before = _listing(tmp_path)
    assert ws_bench([*command, "--golden", str(tmp_path / golden), *out]) == 2
    captured = capsys.readouterr()
    what = "does not exist" if golden == "missing" else "has no cases/ folder"
    assert f"the golden set {tmp_path / golden} {what}" in captured.err
    assert "nothing was written" in captured.err and "remedy: point --golden" in captured.err
    assert "Traceback" not in captured.err and "wrote" not in captured.out
    assert _listing(tmp_path) == before  # no manifest, no folder


@pytest.mark.parametrize(
    ("kind", "source"),
    [
        ("simpleqa", "openaipublic.blob.core.windows.net/simple-evals/simple_qa_test_set.csv"),
        ("frames", "huggingface.co/datasets/google/frames-benchmark (test.tsv)"),
    ],
)
def test_import_of_a_missing_file_says_so(tmp_path: Path, kind: str, source: str, capsys) -> None:
    missing = tmp_path / "nope" / f"{kind}.csv"
    assert ws_bench(["import", kind, str(missing), "-o", str(tmp_path / "golden")]) == 2
    err = capsys.readouterr().err
    assert f"{missing}: no such file" in err and "UTF-8" not in err
    assert "remedy: check the path; the public" in err and source in err
    assert not (tmp_path / "golden").exists()
    assert ws_bench(["import", kind, str(tmp_path), "-o", str(tmp_path / "golden")]) == 2
    assert "not a file (a folder?)" in capsys.readouterr().err


def test_import_of_a_file_that_is_not_utf8_names_line_and_column(tmp_path: Path, capsys) -> None:
    latin = tmp_path / "latin.csv"
    latin.write_bytes(
        b"metadata,problem,answer\n"
        b"\"{'topic': 'x', 'answer_type': 'y', 'urls': []}\",q,a\n"
        b"\"{'topic': 'x', 'answer_type': 'y', 'urls': []}\",Qu\xe9 pas\xf3,a\n"
    )
    assert ws_bench(["import", "simpleqa", str(latin), "-o", str(tmp_path / "golden")]) == 2
    err = capsys.readouterr().err
    assert f"{latin}: not UTF-8 text: line 3, column 52 holds the byte 0xe9" in err
    assert "position" not in err and "codec" not in err
    assert "remedy: save the file as UTF-8" in err


def test_frames_as_published_tab_separated_imports(tmp_path: Path) -> None:
    """FRAMES is published as test.tsv: the header's tabs choose the delimiter."""
    from pytest_websearch_bench.importers import import_file

    header = ["Prompt", "Answer", *(f"wikipedia_link_{i}" for i in range(1, 11))]
    header += ["wikipedia_link_11+", "reasoning_types", "wiki_links"]
    row = ["Which band, of the two, came first?", "Queen", "https://en.wikipedia.org/wiki/Queen"]
    row += [""] * 10 + ["Multiple constraints", "['https://en.wikipedia.org/wiki/Queen']"]
    source = tmp_path / "test.tsv"
    source.write_text("\t".join(header) + "\n" + "\t".join(row) + "\n", encoding="utf-8")
    (case,) = import_file(source, "frames").cases
    assert case.query == row[0]  # the comma stays inside the question
    assert list(case.expect.urls) == ["https://en.wikipedia.org/wiki/Queen"]
