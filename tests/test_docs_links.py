"""Every relative link of the README and of ``docs/`` resolves: the file it names exists,
and the heading it points at (``page.md#anchor``, or ``#anchor`` on the same page) is a
heading of that page, by GitHub's anchor rule. The README sends a reader to ``docs/`` for
everything but the essentials, so a page renamed or a heading reworded must not leave a
link pointing nowhere."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import ROOT

FENCE = re.compile(r"^\s{0,3}(```|~~~)")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def _prose_lines(text: str) -> list[tuple[int, str]]:
    """The lines outside fenced code blocks, with their 1-based numbers."""
    lines, fence = [], None
    for number, line in enumerate(text.splitlines(), 1):
        opened = FENCE.match(line)
        if opened:
            if fence is None:
                fence = opened.group(1)
            elif opened.group(1) == fence:
                fence = None
            continue
        if fence is None:
            lines.append((number, line))
    return lines


def slug(heading: str) -> str:
    """GitHub's anchor for a heading's text: markup dropped, lower case, every character
    but letters, digits, ``_``, ``-`` and spaces removed, spaces made ``-``."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link: its text
    text = re.sub(r"[`*]", "", text).lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(text: str) -> set[str]:
    """Every heading anchor of a Markdown page (repeats get ``-1``, ``-2``... as on GitHub)."""
    seen: dict[str, int] = {}
    found = set()
    for _, line in _prose_lines(text):
        match = HEADING.match(line)
        if not match:
            continue
        base = slug(match.group(2))
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def broken_links(page: Path) -> list[str]:
    """Each relative link of ``page`` whose file or heading does not exist, as
    ``page:line: target (why)``."""
    text = page.read_text(encoding="utf-8")
    problems = []
    for number, line in _prose_lines(text):
        for match in LINK.finditer(CODE_SPAN.sub("", line)):
            target = match.group(1)
            if SCHEME.match(target):
                continue
            path_part, _, anchor = target.partition("#")
            where = page if not path_part else (page.parent / path_part).resolve()
            label = f"{page.name}:{number}: {target}"
            if not where.exists():
                problems.append(f"{label} (no file {where})")
                continue
            if anchor and where.suffix == ".md" and anchor not in anchors(where.read_text("utf-8")):
                problems.append(f"{label} (no heading with anchor #{anchor} in {where.name})")
    return problems


PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_resolves(page: Path) -> None:
    assert broken_links(page) == []


def test_the_readme_links_every_docs_page() -> None:
    """The README's documentation map names every page under docs/."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    unlinked = [
        p.name for p in PAGES[1:] if not re.search(rf"\(docs/{re.escape(p.name)}[)#]", readme)
    ]
    assert unlinked == []


def test_a_missing_file_and_a_missing_heading_are_found(tmp_path: Path) -> None:
    (tmp_path / "other.md").write_text("# Other page\n\n## Keep watching: a provider's past\n")
    (tmp_path / "page.md").write_text(
        "# Page\n\n"
        "[ok](other.md#keep-watching-a-providers-past) [ok](#page) [web](https://x.test/a#b)\n"
        "[gone](missing.md) [no heading](other.md#keep-watching)\n"
        "`[in code](nowhere.md)`\n"
        "```\n[in a fence](nowhere.md)\n```\n"
    )
    problems = broken_links(tmp_path / "page.md")
    assert [p.split(" (")[0] for p in problems] == [
        "page.md:4: missing.md",
        "page.md:4: other.md#keep-watching",
    ]


@pytest.mark.parametrize(
    ("heading", "anchor"),
    [
        ("Keep watching: a provider against its own past", "keep-watching-a-provider-against-its-own-past"),
        ("Main text of HTML pages (`html_main_text.py`, 2026-12-01)", "main-text-of-html-pages-html_main_textpy-2026-12-01"),
        ("The shipped line (the README's table until 2026-12-05)", "the-shipped-line-the-readmes-table-until-2026-12-05"),
        ("v37, v38 and v39: orders over the topic bar", "v37-v38-and-v39-orders-over-the-topic-bar"),
    ],
)  # fmt: skip
def test_anchors_follow_githubs_rule(heading: str, anchor: str) -> None:
    assert slug(heading) == anchor


SECTION_REF = re.compile(r"\b(README|docs/[\w-]+\.md)(?:'s)?\s+['\"]([A-Z][^'\"\n]+)['\"]")


BOLD_LEAD = re.compile(r"^\s{0,3}\*\*([^*]+)\*\*")


def _headings(page: Path) -> list[str]:
    """A page's headings and its bold paragraph leads (``**Completeness.** Every ...``)."""
    text = page.read_text(encoding="utf-8")
    return [
        re.sub(r"[`*]", "", m.group(2) if m.re is HEADING else m.group(1))
        for _, line in _prose_lines(text)
        if (m := HEADING.match(line) or BOLD_LEAD.match(line))
    ]


def stale_section_refs(source: Path) -> list[str]:
    """Each ``README 'Section'`` or ``docs/page.md 'Section'`` a source file names whose page
    has no heading (or bold paragraph lead) starting with that text (a section moved or
    renamed)."""
    problems = []
    text = source.read_text(encoding="utf-8")
    for match in SECTION_REF.finditer(text):
        page = ROOT / ("README.md" if match.group(1) == "README" else match.group(1))
        name = match.group(2).strip()
        if not page.exists() or not any(h.startswith(name) for h in _headings(page)):
            line = text.count("\n", 0, match.start()) + 1
            problems.append(f"{source.relative_to(ROOT)}:{line}: {match.group(0)}")
    return problems


def test_messages_name_sections_that_exist() -> None:
    """Error messages send a user to a section by name (``see README 'Golden cases'``); when
    the README moved a section to ``docs/``, the message must name the page it lives on."""
    sources = sorted((ROOT / "src").rglob("*.py"))
    assert [p for s in sources for p in stale_section_refs(s)] == []


def test_a_moved_section_is_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = ROOT / "src" / "pytest_websearch_bench" / "cascade.py"
    assert stale_section_refs(source) == []
    fake = tmp_path / "fake.py"
    fake.write_text("msg = \"see README 'No such section here' and docs/scale.md 'Scale'\"\n")
    monkeypatch.setattr(Path, "relative_to", lambda self, other: self)
    assert stale_section_refs(fake) == [f"{fake}:1: README 'No such section here'"]
