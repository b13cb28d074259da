"""HTML artifacts on the real corpus (``../shared/corpus/html`` and ``html-dev``, skipped
when absent): every page decodes, the main text keeps the marked content and leaves the
boilerplate out at the targets, and every snippet found gets offset and selector spans that
resolve back to it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pytest_websearch_bench.artifacts import HtmlArtifact, load_artifact, locate, resolve_span


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


WITH_TARGET = 0.90
WITHOUT_TARGET = 0.10


def _pages(corpus: Path) -> list[tuple[Path, dict[str, object]]]:
    out = []
    for folder in ("html", "html-dev"):
        root = corpus / folder
        manifest = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
        out += [(root / name, meta) for name, meta in sorted(manifest["pages"].items())]
    return out


@pytest.fixture(scope="module")
def corpus_pages(corpus: Path) -> list[tuple[HtmlArtifact, dict[str, object]]]:
    loaded = []
    for path, meta in _pages(corpus):
        artifact = load_artifact(path.read_bytes(), content_type="text/html", url=str(meta["url"]))
        assert isinstance(artifact, HtmlArtifact)
        loaded.append((artifact, meta))
    return loaded


def test_corpus_pages_decode_without_replacement_characters(
    corpus_pages: list[tuple[HtmlArtifact, dict[str, object]]],
) -> None:
    broken = [a.url for a, _ in corpus_pages if "\ufffd" in a.text]
    assert broken == []


def test_corpus_main_text_rates_meet_their_targets(
    corpus_pages: list[tuple[HtmlArtifact, dict[str, object]]],
) -> None:
    """The `with` snippets (main content) are found in the main text at >= 90 %; the
    `without` snippets (boilerplate) at <= 10 %. Whitespace is normalised on both sides."""
    found = wanted = leaked = unwanted = 0
    for artifact, meta in corpus_pages:
        main = norm(artifact.main_text)
        for snippet in meta.get("with", []):  # type: ignore[attr-defined]
            wanted += 1
            found += norm(snippet) in main
        for snippet in meta.get("without", []):  # type: ignore[attr-defined]
            unwanted += 1
            leaked += norm(snippet) in main
    print(
        f"with: {found}/{wanted} = {found / wanted:.3f}; without: {leaked}/{unwanted} = "
        f"{leaked / unwanted:.3f}"
    )
    assert wanted > 250 and unwanted > 250
    assert found / wanted >= WITH_TARGET
    assert leaked / unwanted <= WITHOUT_TARGET


def test_corpus_found_snippets_get_offset_and_selector_spans_that_resolve_back(
    corpus_pages: list[tuple[HtmlArtifact, dict[str, object]]],
) -> None:
    checked = exact = 0
    missing_selector = []
    for artifact, meta in corpus_pages:
        main = norm(artifact.main_text)
        for snippet in meta.get("with", []):  # type: ignore[attr-defined]
            if norm(snippet) not in main:
                continue
            where = locate(artifact.text, snippet)
            assert where is not None, (artifact.url, snippet)
            start, end = where
            offset = f"offset:{start}-{end}"
            cited = resolve_span(artifact, offset)
            # The page's text collapses &nbsp; to a space; otherwise the quote is verbatim.
            assert cited == snippet or norm(cited) == norm(snippet.replace("\xa0", " "))
            exact += cited == snippet
            checked += 1
            found = artifact.selector_for(start, end)
            if found is None:
                missing_selector.append((artifact.url, snippet))
                continue
            css, s, e = found
            span = f"selector[{s}-{e}]:{css}"
            assert norm(resolve_span(artifact, span)) == norm(snippet.replace("\xa0", " "))
    print(
        f"{checked} snippets: {exact} verbatim offset spans; {len(missing_selector)} without selector"
    )
    assert checked >= 270
    assert exact >= checked - 2
    assert missing_selector == []
