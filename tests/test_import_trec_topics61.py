"""``ws-bench import qrels --topics`` reads TREC's SGML topics (``<top>``, ``<num>``,
``<title>``, ``<desc>``, ``<narr>``): the title is the case's query, the description is
kept in its ``notes``; a malformed topic is refused naming its line. The topics below are
synthetic (written for this test, not TREC's own)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_websearch_bench.cases import load_golden_cases
from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.importers import ImportError_, read_topic_file

# synthetic: true (made up for the test, in TREC's layout: tags at the start of lines,
# a field's text running on to the next tag, TREC 1-3's "Topic:" and <con> included)
SGML = """\
<top>

<num> Number: 301
<title> fixture scopes
in pytest

<desc> Description:
Find pages that explain how long a pytest fixture
lives.

<narr> Narrative:
A relevant page names the scopes.

</top>

<top>
<num> Number: 302 </num>
<title> Topic: xdist workers </title>
<con> Concept(s):
1. workers
</top>
"""
QRELS = "301 0 https://docs.pytest.org/en/stable/ 2\n302 0 https://xdist.example/ 1\n"


def _write(tmp_path: Path, topics: str) -> Path:
    path = tmp_path / "topics.301-302.txt"
    path.write_text(topics, encoding="utf-8")
    return path


def test_sgml_topics_give_the_title_as_query_and_keep_the_description(tmp_path: Path) -> None:
    topics = read_topic_file(_write(tmp_path, SGML))
    assert topics.queries == {"301": "fixture scopes in pytest", "302": "xdist workers"}
    assert topics.descriptions == {
        "301": "Find pages that explain how long a pytest fixture lives."
    }
    (tmp_path / "robust.txt").write_text(QRELS, encoding="utf-8")
    out = tmp_path / "golden"
    argv = [
        "import",
        "qrels",
        str(tmp_path / "robust.txt"),
        "--topics",
        str(tmp_path / "topics.301-302.txt"),
    ]
    assert ws_bench([*argv, "-o", str(out)]) == 0
    cases = {c.id: c for c in load_golden_cases(out)}
    assert cases["robust-301"].query == "fixture scopes in pytest"
    assert cases["robust-301"].notes == "Find pages that explain how long a pytest fixture lives."
    assert cases["robust-302"].query == "xdist workers" and cases["robust-302"].notes is None


@pytest.mark.parametrize(
    ("topics", "line", "problem"),
    [
        (
            "<top>\n<num> Number: 9\n<desc> Description:\nno title\n</top>\n",
            5,
            "topic 9 (begun on line 1) has no <title>",
        ),
        ("<top>\n<title> t\n</top>\n", 3, "the topic begun on line 1 has no <num>"),
        (
            "<top>\n<num> Number: 1\n<title> a\n<top>\n",
            4,
            "<top> before the </top> of the topic begun on line 1",
        ),
        (
            "<top>\n<num> Number: 1\n<title> a\n</top>\n\n<top>\n<num> 2\n<title> b\n",
            6,
            "this <top> has no </top>",
        ),
        (
            "<top>\n<num> Number: 1\n<title> a\n</top>\nstray text\n",
            5,
            "text outside <top> ... </top>",
        ),
        (
            "<top>\n<num> Number: 1 2\n<title> a\n</top>\n",
            4,
            "the <num> of the topic begun on line 1 is '1 2'",
        ),
        ("<top>\n<num> Number: 1\n<title> a\n<title> b\n</top>\n", 4, "a second <title>"),
    ],
)
def test_a_malformed_topic_is_refused_at_its_line(
    tmp_path: Path, topics: str, line: int, problem: str
) -> None:
    path = _write(tmp_path, topics)
    with pytest.raises(ImportError_) as caught:
        read_topic_file(path)
    message = str(caught.value)
    assert f"{path}, line {line}: not a TREC topic ({problem}" in message
    assert "remedy: a TREC topic is `<top>`, then `<num> Number: QID`" in message


def test_the_cli_names_the_line_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    topics = _write(tmp_path, "<top>\n<num> Number: 9\n</top>\n")
    (tmp_path / "q.txt").write_text("9 0 https://a.example/ 1\n", encoding="utf-8")
    code = ws_bench(
        [
            "import",
            "qrels",
            str(tmp_path / "q.txt"),
            "--topics",
            str(topics),
            "-o",
            str(tmp_path / "g"),
        ]
    )
    assert code == 2
    assert (
        f"{topics}, line 3: not a TREC topic (topic 9 (begun on line 1) has no <title>)"
        in capsys.readouterr().err
    )
    assert not (tmp_path / "g").exists()
