"""Messages about golden files speak YAML and give lines: a wrong type says what the
value should be and what was found (not "Input should be a valid tuple"), with the
line and column of the value; a byte that is not UTF-8 is placed by line and column
(not "position 109"), in case files and in the set-wide files alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_websearch_bench.cases import load_case_file
from pytest_websearch_bench.errors import GoldenFileError
from pytest_websearch_bench.families import FamilyTable

CASE = """- id: gs-1
  query: q
  category: a
  web_role: allowed
  claim_type: c
  expect:
{expect}
"""


@pytest.mark.parametrize(
    ("expect", "field", "where", "words"),
    [
        ("    families: news", "expect.families", "(line 7, column 15)",
         "should be a list (`[a, b]`, or one `- a` line per item), found the text 'news'"),
        # a mapping is graded gold URLs (docs/golden-files.md): a number is neither form
        ("    families: [news]\n    urls: 5", "expect.urls", "(line 8, column 11)",
         "should be a list of URLs or a mapping of URL to grade, found the number 5"),
    ],
)  # fmt: skip
def test_a_wrong_type_is_said_in_yaml_words_with_its_line(
    tmp_path: Path, expect: str, field: str, where: str, words: str
) -> None:
    path = tmp_path / "cases.yaml"
    path.write_text(CASE.format(expect=expect), encoding="utf-8")
    with pytest.raises(GoldenFileError) as raised:
        load_case_file(path)
    message = str(raised.value)
    assert f"case 'gs-1', field '{field}' {where}: {words}" in message
    assert "tuple" not in message and "Input should be" not in message


def test_a_duplicate_id_points_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "cases.yaml"
    one = CASE.format(expect="    families: [news]")
    path.write_text(one + one.replace("- id", "\n- id", 1), encoding="utf-8")
    with pytest.raises(GoldenFileError) as raised:
        load_case_file(path)
    assert "case 'gs-1' (line 9, column 7): duplicate case id" in str(raised.value)
    # The remedy says what to do about a duplicate, not "fix the YAML".
    assert "give one of the two cases another id" in str(raised.value)


def test_a_latin1_byte_is_placed_by_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "cases.yaml"
    path.write_bytes("- id: gs-1\n  query: ¿qué?\n".encode("latin-1"))
    with pytest.raises(GoldenFileError) as raised:
        load_case_file(path)
    message = str(raised.value)
    assert "not UTF-8 text: line 2, column 10 holds the byte 0xbf" in message
    assert "position" not in message and "codec" not in message
    assert "remedy: save the file as UTF-8" in message
    families = tmp_path / "families.yaml"
    families.write_bytes("families:\n  news: [peri\xf3dico.mx]\n".encode("latin-1"))
    with pytest.raises(GoldenFileError) as raised:
        FamilyTable.load(families)
    assert "line 2, column 14 holds the byte 0xf3" in str(raised.value)
    assert "at byte" not in str(raised.value)
