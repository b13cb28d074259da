"""``ws-bench import``: public question sets (SimpleQA, FRAMES) and relevance judgments
(TREC qrels, with their topics) as golden sets.

Each row becomes a case (ids by row: ``simpleqa-00001`` is the first data row): the
topic (SimpleQA) or first reasoning type (FRAMES) names the category, the answer type
(or the reasoning types) the claim_type, the gold URLs are canonicalized (parenthesised
paths kept, duplicates dropped) and the answer becomes a literal answer pattern. An
invalid row is never dropped silently: it is listed with its line number on stderr
and written, with the reason, to ``rejected.csv`` beside the cases.

A qrels file (``qid 0 docid grade`` lines, or a TSV with the header ``query-id
corpus-id score``) becomes a case per topic, its query from the topics file (TSV, JSON
lines, or TREC's SGML ``<top>`` blocks: the title, the description kept as notes): each judged
URL with its grade, written as a mapping when some grade is not 1 and as a list
otherwise (a list-form import is the same to the byte as before qrels were read).

Imported sets bring no families of their own: their cases expect any family, so
precision counts a document that supports the answer wherever it is published.
"""

from __future__ import annotations

import ast
import csv
import io
import json
import re
import shlex
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from .cases import BACKUP_SUFFIX, DEFAULTS_NAME, GRADE_MAX, GoldenCase
from .categories import CATEGORIES_NAME, categories_text, load_categories
from .errors import BenchError
from .text_position import undecodable
from .urls import canonical_url, page_key

csv.field_size_limit(sys.maxsize)  # FRAMES rows carry long link lists


class ImportError_(BenchError):
    """A file that cannot be imported at all (rows are rejected one by one instead)."""


@dataclass
class ImportReport:
    cases: list[GoldenCase] = field(default_factory=list)
    rejected: list[tuple[int, str, dict[str, str]]] = field(default_factory=list)  # line, why, row
    notes: list[str] = field(default_factory=list)  # what was left out without being a row
    defaults: str = ""  # golden/defaults.yaml for a set that has none (IMPORTED_DEFAULTS)


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_") or "other"


_REGEX_CHARS = re.compile(r"([.^$*+?{}\[\]\\|()])")


def answer_pattern(answer: str) -> str:
    """The answer as a case-insensitive literal pattern: regex characters escaped, the
    rest as written (so it reads as the answer and takes the literal fast path)."""
    return _REGEX_CHARS.sub(r"\\\1", " ".join(answer.split()))


def gold_urls(urls: Iterator[str] | list[str]) -> list[str]:
    """Canonical, in order, duplicates dropped: a URL repeated or another spelling of one
    page (``page_key``: http/https, ``www.``, a trailing slash), the first kept, so an
    imported case never holds two gold URLs of one page (``canonical_url`` keeps
    parentheses)."""
    out: list[str] = []
    pages: set[str] = set()
    for cell in urls:
        # Some cells hold two URLs (on two lines, or glued together): split them.
        for url in re.split(r"\s+|(?<=\S)(?=https?://)", cell.strip()):
            if not url.startswith(("http://", "https://")):
                continue
            key = canonical_url(url)
            if page_key(key) not in pages:
                pages.add(page_key(key))
                out.append(key)
    return out


def _literal_list(text: str) -> list[str]:
    value = ast.literal_eval(text) if text.strip() else []
    if not isinstance(value, (list, tuple)):
        raise ValueError("not a list")
    return [str(v) for v in value]


def simpleqa_case(number: int, row: Mapping[str, str]) -> GoldenCase:
    try:
        metadata = ast.literal_eval(row.get("metadata") or "")
    except (ValueError, SyntaxError):
        raise ValueError("metadata is not a Python literal") from None
    if not isinstance(metadata, dict):
        raise ValueError("metadata is not a mapping")
    problem, answer = (row.get("problem") or "").strip(), (row.get("answer") or "").strip()
    if not problem:
        raise ValueError("no problem")
    if not answer:
        raise ValueError("no answer")
    urls = gold_urls(list(metadata.get("urls") or []))
    return GoldenCase.model_validate(
        {
            "id": f"simpleqa-{number:05d}",
            "category": slug(str(metadata.get("topic") or "other")),
            "query": problem,
            "claim_type": slug(str(metadata.get("answer_type") or "answer")),
            "expect": {"urls": urls, "answer_patterns": [answer_pattern(answer)]},
        }
    )


FRAMES_LINKS = (*(f"wikipedia_link_{i}" for i in range(1, 11)), "wikipedia_link_11+")


def frames_case(number: int, row: Mapping[str, str]) -> GoldenCase:
    problem = (row.get("problem") or row.get("Prompt") or "").strip()
    answer = (row.get("answer") or row.get("Answer") or "").strip()
    if not problem:
        raise ValueError("no problem")
    if not answer:
        raise ValueError("no answer")
    links = [row.get(column) or "" for column in FRAMES_LINKS]
    extra = row.get("wiki_links") or ""
    try:
        links += _literal_list(extra)
    except (ValueError, SyntaxError):
        raise ValueError("wiki_links is not a Python list") from None
    urls = gold_urls(links)
    if not urls:
        raise ValueError("no Wikipedia link")
    types = [t.strip() for t in re.split(r"[|,]", row.get("reasoning_types") or "") if t.strip()]
    return GoldenCase.model_validate(
        {
            "id": f"frames-{number:05d}",
            "category": slug(types[0]) if types else "other",
            "query": problem,
            "claim_type": "_".join(slug(t) for t in types) or "answer",
            "expect": {"urls": urls, "answer_patterns": [answer_pattern(answer)]},
        }
    )


IMPORTERS: dict[str, Callable[[int, Mapping[str, str]], GoldenCase]] = {
    "simpleqa": simpleqa_case,
    "frames": frames_case,
}
# Each required column, with the other names it goes by (FRAMES ships "Prompt"/"Answer").
REQUIRED: dict[str, tuple[tuple[str, ...], ...]] = {
    "simpleqa": (("metadata",), ("problem",), ("answer",)),
    "frames": (("problem", "prompt"), ("answer",), ("wikipedia_link_1",)),
}


# Where the public files come from (docs/scale.md "Scale: imported question sets, xdist, shards").
SOURCES = {
    "simpleqa": "https://openaipublic.blob.core.windows.net/simple-evals/simple_qa_test_set.csv",
    "frames": "https://huggingface.co/datasets/google/frames-benchmark (test.tsv)",
}


def _read_text(path: Path, kind: str) -> str:
    """The file's text; a typed error for a file that is not there, not a file, or not
    UTF-8 (with the line and column of the first byte that is not)."""
    source = f"the public {kind} file is {SOURCES[kind]}" if kind in SOURCES else ""
    if not path.exists():
        raise ImportError_(
            f"{path}: no such file",
            "check the path"
            + (f"; {source} (docs/scale.md 'Scale: imported question sets')" if source else ""),
        )
    if not path.is_file():
        raise ImportError_(f"{path}: not a file (a folder?)", "give the dataset file itself")
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ImportError_(f"{path}: cannot be read ({exc.strerror or exc})") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ImportError_(
            f"{path}: not UTF-8 text: {undecodable(data, exc)}, which UTF-8 does not allow there",
            f"save the file as UTF-8 (e.g. `iconv -f latin1 -t utf-8 {shlex.quote(str(path))} "
            f"> {shlex.quote(str(path) + '.utf8')}`, or 'CSV UTF-8' in a spreadsheet's save "
            "dialog) and import it again",
        ) from None


def _delimiter(text: str) -> str:
    """A tab when the header row holds tabs and no comma (FRAMES ships test.tsv)."""
    header = text.split("\n", 1)[0]
    return "\t" if "\t" in header and "," not in header else ","


def read_rows(path: Path, kind: str) -> tuple[list[str], Iterator[tuple[int, dict[str, str]]]]:
    text = _read_text(path, kind)
    reader = csv.DictReader(io.StringIO(text, newline=""), delimiter=_delimiter(text))
    fields = [f or "" for f in (reader.fieldnames or [])]
    lowered = {f.lower() for f in fields}
    missing = [names[0] for names in REQUIRED[kind] if not lowered & set(names)]
    if missing:
        raise ImportError_(
            f"{path}: not a {kind} file (no column {', '.join(missing)})",
            f"a {kind} file has the columns {', '.join(n[0] for n in REQUIRED[kind])}",
        )

    def rows() -> Iterator[tuple[int, dict[str, str]]]:
        for row in reader:
            # the physical line where the row ends (quoted cells may span lines)
            yield reader.line_num, {k or "": v or "" for k, v in row.items() if k is not None}

    return fields, rows()


QRELS_COLUMNS = ("qid", "iteration", "docid", "grade")
QRELS_SHAPE = (
    "a qrels line is `QID 0 URL GRADE` (TREC, 4 fields split by spaces or tabs) or, after "
    "the header `query-id corpus-id score`, `QID URL GRADE`"
)
TOPICS_SHAPE = (
    "a topics file holds one topic a line, `QID<TAB>query text` (as MS MARCO's queries.tsv), "
    'or JSON lines `{"_id": "QID", "text": "query text"}` (as BEIR\'s queries.jsonl), or '
    "TREC's SGML topics (`<top> <num> Number: 301 <title> query text <desc> Description: "
    "... <narr> Narrative: ... </top>`)"
)
SGML_SHAPE = (
    "a TREC topic is `<top>`, then `<num> Number: QID`, `<title> query text` (the "
    "question), optionally `<desc> Description: ...` and `<narr> Narrative: ...`, then "
    "`</top>`, each tag at the start of a line"
)


@dataclass
class Topics:
    """A topics file read: each topic's query by its id, and its description when the
    file gives one (TREC's ``<desc>``)."""

    queries: dict[str, str] = field(default_factory=dict)
    descriptions: dict[str, str] = field(default_factory=dict)


_SGML_TAG = re.compile(r"^\s*<(/?)([A-Za-z]+)>\s*(.*)$")
_SGML_LABELS = {"num": "number:", "title": "topic:", "desc": "description:", "narr": "narrative:"}


def _sgml_topics(path: Path, lines: list[str]) -> Topics:
    """TREC's SGML topics: ``<top>`` ... ``</top>`` blocks, ``<num>``, ``<title>``,
    ``<desc>``, ``<narr>`` (and older tags, ``<con>``, ``<fac>``..., skipped) each at the
    start of a line, their text running on to the next tag; a typed error naming the line
    of a malformed topic."""

    def fail(number: int, problem: str) -> ImportError_:
        return ImportError_(f"{path}, line {number}: not a TREC topic ({problem})", SGML_SHAPE)

    topics = Topics()
    begun: int | None = None  # the line of the open <top>
    fields: dict[str, list[str]] = {}
    current: str | None = None
    for number, line in enumerate(lines, start=1):
        tag = _SGML_TAG.match(line)
        if tag is None:
            if begun is None:
                if line.strip():
                    raise fail(number, "text outside <top> ... </top>")
                continue
            if current is not None:
                fields[current].append(line)
            continue
        closing, name, rest = tag[1], tag[2].lower(), tag[3]
        if name == "top" and not closing:
            if begun is not None:
                raise fail(number, f"<top> before the </top> of the topic begun on line {begun}")
            begun, fields, current = number, {}, None
            continue
        if begun is None:
            raise fail(number, f"<{closing}{name}> outside <top> ... </top>")
        if name == "top":  # </top>
            num = " ".join(" ".join(fields.get("num", [])).split())
            title = " ".join(" ".join(fields.get("title", [])).split())
            if not num:
                raise fail(number, f"the topic begun on line {begun} has no <num>")
            if len(num.split()) != 1:
                raise fail(number, f"the <num> of the topic begun on line {begun} is {num!r}")
            if not title:
                raise fail(number, f"topic {num} (begun on line {begun}) has no <title>")
            topics.queries.setdefault(num, title)
            desc = " ".join(" ".join(fields.get("desc", [])).split())
            if desc:
                topics.descriptions.setdefault(num, desc)
            begun, current = None, None
            continue
        if closing:
            current = None  # </title>, </num>...: the field ends
            continue
        if name in fields:
            raise fail(number, f"a second <{name}> in the topic begun on line {begun}")
        rest = re.sub(r"</[A-Za-z]+>\s*$", "", rest)
        label = _SGML_LABELS.get(name)
        if label and rest.lower().startswith(label):
            rest = rest[len(label) :]
        current = name
        fields[name] = [rest]
    if begun is not None:
        raise fail(begun, "this <top> has no </top> before the end of the file")
    return topics


def read_topics(path: Path) -> dict[str, str]:
    """Each topic's query by its id (``read_topic_file``)."""
    return read_topic_file(path).queries


def read_topic_file(path: Path) -> Topics:
    """Each topic's query by its id, from a TSV (``qid<TAB>query``), JSON-lines
    (``{"_id": ..., "text": ...}``) or TREC SGML (``<top>``: the title is the query, the
    description kept) file; a typed error naming the line of one that is none of those."""
    lines = _read_text(path, "topics").splitlines()
    first = next((line for line in lines if line.strip()), "")
    if first.lstrip().lower().startswith("<top>"):
        found = _sgml_topics(path, lines)
        if not found.queries:
            raise ImportError_(f"{path}: no topic", TOPICS_SHAPE)
        return found
    topics: dict[str, str] = {}
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.startswith("#"):
            continue
        if line.lstrip().startswith("{"):
            try:
                item = json.loads(line)
                qid, text = str(item["_id"]), str(item["text"])
            except (ValueError, KeyError, TypeError):
                raise ImportError_(
                    f"{path}, line {number}: not a topic (JSON without `_id` and `text`)",
                    TOPICS_SHAPE,
                ) from None
        else:
            qid, tab, text = line.partition("\t")
            if not tab:
                raise ImportError_(
                    f"{path}, line {number}: not a topic (no tab between its id and its query)",
                    TOPICS_SHAPE,
                )
        qid, text = qid.strip(), " ".join(text.split())
        if qid and text:
            topics.setdefault(qid, text)
    if not topics:
        raise ImportError_(f"{path}: no topic", TOPICS_SHAPE)
    return Topics(topics)


def _qrels_rows(path: Path) -> Iterator[tuple[int, dict[str, str] | str]]:
    """Each judgment line's number and fields (``qid``, ``iteration``, ``docid``,
    ``grade``), or the reason it is not one; blank lines, ``#`` comments and the
    ``query-id corpus-id score`` header are skipped."""
    beir = False
    for number, line in enumerate(_read_text(path, "qrels").splitlines(), start=1):
        # split by tabs when the line has them (a BEIR id may hold a space), else by spaces
        parts = [p.strip() for p in line.split("\t")] if "\t" in line else line.split()
        if not any(parts) or parts[0].startswith("#"):
            continue
        if [p.lower() for p in parts] == ["query-id", "corpus-id", "score"]:
            beir = True
            continue
        if beir and len(parts) == 3:
            parts = [parts[0], "0", parts[1], parts[2]]
        if len(parts) != 4:
            yield number, f"{len(parts)} field(s): {QRELS_SHAPE}"
            continue
        yield number, dict(zip(QRELS_COLUMNS, parts, strict=True))


def _grade(text: str) -> int:
    """A qrels grade as the golden set holds it: a negative one (TREC's -1 and -2, junk
    and spam) is judged not relevant, 0; ValueError above GRADE_MAX or not a whole number."""
    try:
        grade = int(text)
    except ValueError:
        raise ValueError(f"grade {text!r} is not a whole number") from None
    if grade > GRADE_MAX:
        raise ValueError(
            f"grade {grade} is above {GRADE_MAX}, the highest grade a case takes (0-3, the "
            "judge's scale): map the collection's scale onto 0-3 in the qrels file"
        )
    return max(grade, 0)


def import_qrels(path: Path, topics_path: Path) -> ImportReport:
    """A case per judged topic of the qrels file ``path``, its query from ``topics_path``:
    its judged URLs with their grades (a mapping when some grade is not 1, else a list)."""
    read = read_topic_file(topics_path)
    topics = read.queries
    report = ImportReport(defaults=QRELS_DEFAULTS)
    prefix = slug(path.stem)
    judged: dict[str, dict[str, int]] = {}  # qid -> canonical URL (first spelling) -> grade
    spelled: dict[str, dict[str, str]] = {}  # qid -> page key -> the first spelling's URL
    first_line: dict[str, int] = {}
    for number, row in _qrels_rows(path):
        if isinstance(row, str):
            report.rejected.append((number, row, {}))
            continue
        qid, url = row["qid"], row["docid"]
        try:
            grade = _grade(row["grade"])
            if not url.startswith(("http://", "https://")):
                raise ValueError(
                    f"docid {url!r} is not an http(s) URL: the bench judges pages by URL "
                    "(map the collection's document ids to their URLs first)"
                )
            if qid not in topics:
                raise ValueError(f"topic {qid!r} has no query in {topics_path.name}")
            # one page, however spelt (http/https, www., a trailing slash: ``page_key``),
            # takes one grade: a later spelling with the same grade is the same judgment
            key = spelled.setdefault(qid, {}).setdefault(page_key(url), canonical_url(url))
            grades = judged.setdefault(qid, {})
            if grades.setdefault(key, grade) != grade:
                raise ValueError(
                    f"{url} is graded {grade} here and {grades[key]} on an earlier line of "
                    f"topic {qid} (as {key}: one page for the evaluation): a page takes one "
                    "grade"
                )
        except ValueError as exc:
            report.rejected.append((number, str(exc), row))
            continue
        first_line.setdefault(qid, number)
    for qid, grades in judged.items():
        urls: list[str] | dict[str, int] = (
            dict(grades) if any(g != 1 for g in grades.values()) else list(grades)
        )
        try:
            report.cases.append(
                GoldenCase.model_validate(
                    {
                        "id": f"{prefix}-{re.sub(r'[^A-Za-z0-9._-]+', '_', qid)}",
                        "category": prefix,
                        "query": topics[qid],
                        "claim_type": "relevance",
                        "expect": {"urls": urls},
                        # TREC's <desc>: what the topic's title asks, kept for a person
                        **({"notes": read.descriptions[qid]} if qid in read.descriptions else {}),
                    }
                )
            )
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(map(str, first["loc"]))
            report.rejected.append((first_line[qid], f"{where}: {first['msg']}", {"qid": qid}))
    unjudged = len(set(topics) - set(judged))
    if unjudged:
        report.notes.append(
            f"{unjudged} topic(s) of {topics_path} have no judgment imported from {path} "
            "(none, or only rejected lines): not imported"
        )
    report.rejected.sort(key=lambda rejected: rejected[0])  # in the file's order
    return report


def import_file(path: Path, kind: str, topics: Path | None = None) -> ImportReport:
    if kind == "qrels":
        if topics is None:
            raise ImportError_(
                "a qrels file holds no query: the topics are needed",
                f"give the topics file with --topics ({TOPICS_SHAPE})",
            )
        return import_qrels(path, topics)
    if kind not in IMPORTERS:
        raise ImportError_(
            f"unknown dataset kind {kind!r}", f"use one of {', '.join((*IMPORTERS, 'qrels'))}"
        )
    if topics is not None:
        raise ImportError_(
            f"--topics is for a qrels file: a {kind} file holds its questions",
            "drop --topics",
        )
    build = IMPORTERS[kind]
    report = ImportReport()
    _, rows = read_rows(path, kind)
    for number, (line, row) in enumerate(rows, start=1):
        try:
            report.cases.append(build(number, row))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(map(str, first["loc"]))
            report.rejected.append((line, f"{where}: {first['msg']}", row))
        except ValueError as exc:
            report.rejected.append((line, str(exc), row))
    return report


GENERIC_FAMILIES = """\
# Host -> family table for an imported question set (edit freely). Imported cases
# expect any family; families only label hosts in the report.
families:
  encyclopedia: [wikipedia.org, britannica.com, wikidata.org]
  news: [nytimes.com, theguardian.com, bbc.co.uk, bbc.com, reuters.com, apnews.com]
  government: [gov, gov.uk, europa.eu, un.org]
  academic: [edu, ac.uk, arxiv.org, doi.org, jstor.org, ieeexplore.ieee.org]
"""


# Written only what the source says: SimpleQA and FRAMES rows name no language or country
# (their questions are in English, about no country in particular). Until stop 69 this
# sent ``language: en``, which Tavily and Exa cannot send: every run of an imported set
# on them ended with "tavily did not send the golden param language 'en' ...".
IMPORTED_DEFAULTS = """\
# Search parameters every imported case sends unless it sets its own. SimpleQA and
# FRAMES rows say no language or country (their questions are in English, about no
# country in particular): none is sent until you set them (params: {language: en};
# a provider with no language parameter, Tavily or Exa, then says so after every run).
params: {}
"""


QRELS_DEFAULTS = """\
# Search parameters every imported case sends unless it sets its own. A qrels file
# does not say the language or country of its topics: none is sent until you set them
# (params: {language: en, country: US}).
params: {}
"""


class ImportOverwriteError(ImportError_):
    """Files of the golden folder an import would rewrite, which differ from what it
    writes (edited by hand, or another import's): nothing is written."""

    def __init__(self, paths: list[Path], command: str = "") -> None:
        self.paths = paths
        named = ", ".join(str(p) for p in paths)
        again = f" (`{command} --force`)" if command else ""
        super().__init__(
            f"{len(paths)} file(s) of the golden folder exist and differ from what this "
            f"import writes (edited by hand?): {named}; nothing written",
            f"import with --force to overwrite {'it' if len(paths) == 1 else 'them'}"
            f"{again}, or import into a new folder with -o NEW_DIR and copy the cases "
            "you want from it",
        )


@dataclass
class GoldenWrite:
    """What ``write_golden`` did: the files written, and those of them it replaced that
    differed (hand-edited) before it wrote them (with ``force``)."""

    written: list[Path] = field(default_factory=list)
    replaced: list[Path] = field(default_factory=list)
    unchanged: list[Path] = field(default_factory=list)
    # each replaced file -> the copy of it as it was, kept beside it (``backup_path``)
    backups: dict[Path, Path] = field(default_factory=dict)


def backup_path(path: Path) -> Path:
    """Where ``--force`` keeps the file ``path`` as it was before the import replaced it:
    beside it, ``NAME.yaml.bak``, or ``NAME.yaml.2.bak``, ``NAME.yaml.3.bak``... when an
    earlier backup is there (never overwritten). The loader reads no ``.bak`` file, and
    the golden set's hash leaves them out (``session.loaded.golden_digest``)."""
    candidate = path.with_name(path.name + BACKUP_SUFFIX)
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.{number}{BACKUP_SUFFIX}")
        number += 1
    return candidate


def _dump(data: object) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100)


def golden_files(report: ImportReport, out: Path) -> dict[Path, str]:
    """The files of ``out`` the import rewrites, each with the text it writes: one
    ``cases/<category>.yaml`` per category, and ``categories.yaml`` when a category is
    not declared yet (its declarations kept: ``write_categories``)."""
    by_category: dict[str, list[dict[str, Any]]] = {}
    for case in report.cases:
        by_category.setdefault(case.category, []).append(
            case.model_dump(mode="json", exclude_defaults=True)
        )
    files = {
        out / "cases" / f"{category}.yaml": _dump(items)
        for category, items in sorted(by_category.items())
    }
    declared = load_categories(out)  # an invalid categories.yaml is an error here
    if declared is None or not set(by_category) <= declared:
        files[out / CATEGORIES_NAME] = categories_text(out, by_category)
    return files


def hand_edited(files: Mapping[Path, str], out: Path) -> list[Path]:
    """The files among ``files`` that exist and differ from what the import writes. A
    ``categories.yaml`` differs when it is not what an import wrote (comments, another
    order): adding declarations to it would lose that."""
    found = []
    for path, text in files.items():
        if not path.is_file():
            continue
        try:
            current = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            found.append(path)
            continue
        if path.name == CATEGORIES_NAME and path.parent == out:
            if current != categories_text(out, ()):
                found.append(path)
        elif current != text:
            found.append(path)
    return found


def write_golden(
    report: ImportReport, out: Path, *, force: bool = False, command: str = ""
) -> GoldenWrite:
    """``out/cases/<category>.yaml``, ``out/categories.yaml`` declaring their categories
    (with those ``out`` declared already), ``out/rejected.csv`` when rows were rejected,
    and a generic host-family table and the set's default search parameters when ``out``
    has none.

    A file that exists and differs from what the import writes (``hand_edited``) is never
    overwritten silently: ``ImportOverwriteError`` names them all before anything is
    written, unless ``force``, which overwrites them and lists them as ``replaced``, each
    kept first as it was beside it (``backup_path``: ``NAME.yaml.bak``, listed in
    ``backups``). A file the import would write the same is left as it is. (``rejected.csv`` is the
    import's own report of its last run: rewritten, or removed when nothing was
    rejected.)"""
    files = golden_files(report, out)
    edited = hand_edited(files, out)
    if edited and not force:
        raise ImportOverwriteError(edited, command)
    done = GoldenWrite(replaced=edited)
    for path in edited:  # kept, byte for byte, before anything is written
        backup = backup_path(path)
        backup.write_bytes(path.read_bytes())
        done.backups[path] = backup
    (out / "cases").mkdir(parents=True, exist_ok=True)
    for path, text in files.items():
        if path.is_file() and path not in edited and path.read_text(encoding="utf-8") == text:
            done.unchanged.append(path)
        else:
            path.write_text(text, encoding="utf-8")
        if path.parent != out:  # the cases files, as before
            done.written.append(path)
    families = out / "families.yaml"
    if not families.exists():
        families.write_text(GENERIC_FAMILIES, encoding="utf-8")
    defaults = out / DEFAULTS_NAME
    if not defaults.exists():
        defaults.write_text(report.defaults or IMPORTED_DEFAULTS, encoding="utf-8")
    rejected = out / "rejected.csv"
    if report.rejected:
        columns = sorted({k for _, _, row in report.rejected for k in row})
        with rejected.open("w", encoding="utf-8", newline="") as stream:
            writer = csv.writer(stream)
            writer.writerow(["line", "reason", *columns])
            for line, reason, row in report.rejected:
                writer.writerow([line, reason, *(row.get(c, "") for c in columns)])
        done.written.append(rejected)
    elif rejected.exists():
        rejected.unlink()
    return done
