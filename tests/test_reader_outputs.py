"""The synthetic readers' answers for the case documents: each provider's documented
difference, measured against the control copy with the reader-fidelity measure."""

from __future__ import annotations

import pytest

from pytest_websearch_bench.artifacts import load_artifact
from pytest_websearch_bench.artifacts.html import HtmlArtifact
from pytest_websearch_bench.metrics.reader_fidelity import contains, overlap
from pytest_websearch_bench.providers import get_adapter
from pytest_websearch_bench.synthetic.reader_outputs import EXA_MAX_CHARACTERS, reader_output
from pytest_websearch_bench.synthetic.shared_documents import built, case_documents

READERS = ("exa", "firecrawl", "jina", "linkup", "parallel", "tavily", "you")


def spec(path: str):  # type: ignore[no-untyped-def]
    return next(s for s in case_documents() if s.path == path)


def control(path: str) -> HtmlArtifact:
    document = spec(path)
    artifact = load_artifact(built(path), content_type=document.content_type, url=document.url)
    assert isinstance(artifact, HtmlArtifact)
    return artifact


def output(provider: str, path: str) -> str:
    content, failure = reader_output(spec(path), get_adapter(provider, offline=True))
    assert failure is None and content is not None
    return content


def test_tavily_drops_tables() -> None:
    page = "html/sat-padron-oea.html"
    row = "Empaques Sustentables del Golfo"
    assert contains(row, control(page).text)
    assert not contains(row, output("tavily", page))
    assert contains(row, output("parallel", page))


def test_exa_truncates_long_pages() -> None:
    report = output("exa", "pdf/gitepey-reporte-anual-2025.pdf")
    assert len(report) == EXA_MAX_CHARACTERS
    assert "48,312 millones" not in report
    assert "48,312 millones" in output("linkup", "pdf/gitepey-reporte-anual-2025.pdf")


def test_jina_returns_markdown_with_navigation() -> None:
    page = "html/acerosfinosaltiplano-contacto.html"
    jina = output("jina", page)
    # Headed by document.title, as the real reader's ("Headline | Site"), not by a line
    # of its body; such a line is on the page through its <title> (control_reads).
    assert jina.startswith("Title: Contacto | Aceros Finos del Altiplano\n")
    assert "\nURL Source: " in jina
    main = control(page).main_text
    jina_precision, jina_recall = overlap(main, jina)
    you_precision, you_recall = overlap(main, output("you", page))
    assert jina_recall == you_recall == 1.0
    assert jina_precision < you_precision


@pytest.mark.parametrize(
    "page", ["injection/css-zero-en.html", "html/eleconomista-imss-compra-consolidada.html"]
)
def test_firecrawl_strips_hidden_text(page: str) -> None:
    hidden = [h.text for h in control(page).hidden if h.channel == "css_hidden"]
    assert hidden
    assert not any(contains(h, output("firecrawl", page)) for h in hidden)
    assert all(contains(h, output("parallel", page)) for h in hidden)


@pytest.mark.parametrize("provider", READERS)
def test_capabilities_still_decide(provider: str) -> None:
    adapter = get_adapter(provider, offline=True)
    content, failure = reader_output(spec("pdf/dof-2026-05-14-scan.pdf"), adapter)
    assert content is None and failure  # nobody reads a scan without a text layer
    shell = output(provider, "html/iatf-certified-site.html")
    assert ("IATF 16949" in shell) is adapter.capabilities.renders_javascript
