"""``ws-bench import qrels``: graded relevance judgments (TREC qrels, or BEIR's TSV with a
score column) and their topics become a golden set: a case per judged topic, its URLs
with their grades as a mapping when some grade is not 1, as a list otherwise (the list
form is what an import always wrote, to the byte)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from pytest_websearch_bench.cases import load_defaults, load_golden_cases
from pytest_websearch_bench.cli import main as ws_bench

TOPICS = "101\tfixture scopes in pytest\n102\twhat is  xdist\n103\tnobody judged this\n"
QRELS = """\
101 0 https://docs.pytest.org/en/stable/how-to/fixtures.html 2
101 0 https://example.com/blog 0
101 0 https://Docs.pytest.org/en/stable/how-to/fixtures.html#scope 2
101\t0\thttps://spam.example/a\t-2
102 0 https://pytest-xdist.readthedocs.io/ 1
102 0 https://github.com/pytest-dev/pytest-xdist 1
102 0 doc-123 1
104 0 https://x.example/ 1
101 0 https://example.com/blog 3
one two
101 0 https://q.example/ 12
101 0 https://q.example/ high
"""

GRADED = """\
- id: dl19-101
  category: dl19
  query: fixture scopes in pytest
  claim_type: relevance
  expect:
    urls:
      https://docs.pytest.org/en/stable/how-to/fixtures.html: 2
      https://example.com/blog: 0
      https://spam.example/a: 0
- id: dl19-102
  category: dl19
  query: what is xdist
  claim_type: relevance
  expect:
    urls:
    - https://pytest-xdist.readthedocs.io/
    - https://github.com/pytest-dev/pytest-xdist
"""


def _files(tmp_path: Path, qrels: str = QRELS, topics: str = TOPICS) -> tuple[Path, Path]:
    (tmp_path / "dl19.txt").write_text(qrels, encoding="utf-8")
    (tmp_path / "topics.tsv").write_text(topics, encoding="utf-8")
    return tmp_path / "dl19.txt", tmp_path / "topics.tsv"


def test_trec_qrels_import_graded_topics_as_mappings_and_binary_ones_as_lists(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    qrels, topics = _files(tmp_path)
    out = tmp_path / "golden"
    assert ws_bench(["import", "qrels", str(qrels), "--topics", str(topics), "-o", str(out)]) == 0
    assert (out / "cases" / "dl19.yaml").read_text(encoding="utf-8") == GRADED
    err = capsys.readouterr().err
    assert "rejected line 7: docid 'doc-123' is not an http(s) URL" in err
    assert "rejected line 8: topic '104' has no query in topics.tsv" in err
    assert (
        "rejected line 9: https://example.com/blog is graded 3 here and 0 on an earlier line "
        "of topic 101"
    ) in err
    assert "rejected line 10: 2 field(s): a qrels line is `QID 0 URL GRADE`" in err
    assert "rejected line 11: grade 12 is above 3" in err
    assert "rejected line 12: grade 'high' is not a whole number" in err
    assert (
        f"1 topic(s) of {topics} have no judgment imported from {qrels} (none, or only "
        "rejected lines): not imported"
    ) in err
    with (out / "rejected.csv").open(encoding="utf-8") as stream:
        assert [row["line"] for row in csv.DictReader(stream)] == [
            "7", "8", "9", "10", "11", "12"
        ]  # fmt: skip
    cases = {case.id: case for case in load_golden_cases(out)}
    graded = cases["dl19-101"]
    # TREC's -2 (spam) is judged not relevant: grade 0, as the canonical duplicate is one URL
    assert graded.gold_grades == {
        "https://docs.pytest.org/en/stable/how-to/fixtures.html": 2,
        "https://example.com/blog": 0,
        "https://spam.example/a": 0,
    }
    assert graded.judged_not_relevant == {"https://example.com/blog", "https://spam.example/a"}
    assert cases["dl19-102"].gold_grades is None  # every grade 1: binary, a list
    assert load_defaults(out) == {}  # a qrels file does not say its topics' language


def test_beir_qrels_and_jsonl_topics(tmp_path: Path) -> None:
    qrels, topics = _files(
        tmp_path,
        "query-id\tcorpus-id\tscore\nq1\thttps://a.example/x\t1\nq1\thttps://a.example/y\t1\n"
        "q 2\thttps://b.example/\t3\n",
        '{"_id": "q1", "text": "first question"}\n{"_id": "q 2", "text": "second"}\n',
    )
    out = tmp_path / "golden"
    assert ws_bench(["import", "qrels", str(qrels), "--topics", str(topics), "-o", str(out)]) == 0
    cases = {case.id: case for case in load_golden_cases(out)}
    assert cases["dl19-q1"].expect.urls == ("https://a.example/x", "https://a.example/y")
    assert cases["dl19-q1"].query == "first question"
    assert cases["dl19-q_2"].expect.urls == {"https://b.example/": 3}


def test_qrels_need_topics_and_other_kinds_take_none(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    qrels, topics = _files(tmp_path)
    out = str(tmp_path / "golden")
    assert ws_bench(["import", "qrels", str(qrels), "-o", out]) == 2
    assert "a qrels file holds no query: the topics are needed" in capsys.readouterr().err
    assert ws_bench(["import", "simpleqa", str(qrels), "--topics", str(topics), "-o", out]) == 2
    assert "--topics is for a qrels file" in capsys.readouterr().err
    topics.write_text("101 no tab here\n", encoding="utf-8")
    assert ws_bench(["import", "qrels", str(qrels), "--topics", str(topics), "-o", out]) == 2
    err = capsys.readouterr().err
    assert f"{topics}, line 1: not a topic (no tab between its id and its query)" in err
    assert "`QID<TAB>query text`" in err


def test_a_simpleqa_import_writes_the_list_form_as_before(tmp_path: Path) -> None:
    """Byte-stable: the graded form is only written for grades, never for an import of
    question sets (whose URLs are all of grade 1)."""
    source = tmp_path / "simpleqa.csv"
    source.write_text(
        "metadata,problem,answer\n"
        "\"{'topic': 'Art', 'answer_type': 'Person', 'urls': ['https://a.org/x', "
        "'https://b.org/y']}\",Who painted it?,Ana\n",
        encoding="utf-8",
    )
    assert ws_bench(["import", "simpleqa", str(source), "-o", str(tmp_path / "golden")]) == 0
    assert (tmp_path / "golden" / "cases" / "art.yaml").read_text(encoding="utf-8") == (
        "- id: simpleqa-00001\n  category: art\n  query: Who painted it?\n  claim_type: person\n"
        "  expect:\n    urls:\n    - https://a.org/x\n    - https://b.org/y\n"
        "    answer_patterns:\n    - Ana\n"
    )


def test_spellings_of_one_page_are_one_judgment_line_by_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Walkthrough 60 #1: a later http/www./trailing-slash spelling of a judged page made
    the whole topic fail validation (its other judgments lost, the topic's first line
    named). Now the same grade is the same judgment, another grade is that line's error."""
    qrels, topics = _files(
        tmp_path,
        "101 0 https://a.example/x 2\n101 0 https://a.example/y 1\n"
        "101 0 http://www.a.example/x/ 2\n101 0 https://www.a.example/y 0\n",
    )
    out = tmp_path / "golden"
    assert ws_bench(["import", "qrels", str(qrels), "--topics", str(topics), "-o", str(out)]) == 0
    err = capsys.readouterr().err
    assert "rejected line 3" not in err
    assert (
        "rejected line 4: https://www.a.example/y is graded 0 here and 1 on an earlier line of "
        "topic 101 (as https://a.example/y: one page for the evaluation)"
    ) in err
    (case,) = load_golden_cases(out)
    assert case.gold_grades == {"https://a.example/x": 2, "https://a.example/y": 1}
