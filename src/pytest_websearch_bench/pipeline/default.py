"""The default pipeline, and running any pipeline so that a record always comes back."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence

from ..errors import BenchError, FixtureError
from ..providers.errors import WebSearchError
from ..providers.models import SearchResult
from ..records import CaseRecord
from ..relevance import add_content_support
from .reads import readable_texts
from .run import CaseRun

Pipeline = Callable[[CaseRun], None]


def top_urls(results: Sequence[SearchResult], k: int) -> list[str]:
    """The first ``k`` distinct results (by canonical URL), as the provider spelled them."""
    top: list[str] = []
    seen: set[str] = set()
    for result in results:
        if result.url not in seen:
            seen.add(result.url)
            top.append(result.raw_url)
            if len(top) == k:
                break
    return top


def default_pipeline(run: CaseRun) -> None:
    """Warehouse-first router; a search ranked against the case; the top ``extract_top``
    results read through the provider's extract or fetch (the neutral fetcher for
    search-only providers); the case's stored documents (those the search did not
    return are reader tests: read, never credited); then the default claim builder over
    everything read."""
    case = run.case
    if case.forbidden:
        registry = case.registry or "the registry"
        run.abstain(f"web_role=forbidden: only {registry} may answer; cut before any call")
        return
    response = run.search()
    documents = run.rank(response)
    if run.extract_top > 0 and response.results:
        urls = top_urls(response.results, run.extract_top)
        capabilities = run.adapter.capabilities
        if capabilities.extract:
            # A failure is recorded in the case's calls; the ranking still stands.
            with contextlib.suppress(WebSearchError):
                run.extract(urls)
        elif capabilities.fetch:
            for url in urls:  # a reader takes one URL a call
                try:
                    run.fetch(url)
                except WebSearchError:
                    continue  # the provider said this URL failed: recorded, declared
        else:
            for url in urls:
                run.neutral_fetch(url)
        already = {r.url for r in run.record.reads if r.via == "neutral"}
        for document in run.case_documents():
            if document.url not in already:
                run.read_case_document(document)
    add_content_support(case, documents, readable_texts(run.read_documents))
    run.group_documents()  # again, now that pages were read
    claims = run.write_claims()
    if claims:
        # What a product would hand its answer-writing model: the task, then the evidence.
        task = (
            f"Establish {case.claim_type} for {case.entity or case.query}. Use only the "
            "evidence below and cite it by its source."
        )
        run.model_context(task, [item for claim in claims for item in run.untrusted(claim)])


def provider_calls_only(run: CaseRun) -> None:
    """The provider calls of :func:`default_pipeline`, the same requests in the same order,
    without what it does with the answers (ranking, reading, evidence, claims). Recording
    runs this: the record of a recording is the replay of what it wrote, which runs the
    whole pipeline, so the live run only has to make the calls (at a fraction of the CPU)."""
    case = run.case
    if case.forbidden:
        run.abstain("web_role=forbidden: cut before any call")
        return
    response = run.search()
    if run.extract_top > 0 and response.results:
        urls = top_urls(response.results, run.extract_top)
        adapter = run.adapter
        if adapter.capabilities.extract:
            with contextlib.suppress(WebSearchError):
                run.call("extract", lambda: adapter.extract(urls))
        elif adapter.capabilities.fetch:
            for url in urls:
                with contextlib.suppress(WebSearchError):
                    run.call("fetch", lambda url=url: adapter.fetch(url))  # type: ignore[misc]


def execute(run: CaseRun, pipeline: Pipeline) -> tuple[CaseRecord, BaseException | None]:
    """Run ``pipeline`` and always return a record; the exception to show, if any.

    Fixture problems and provider errors end the case (they are in the record);
    anything else is a bug in the pipeline and is returned to be shown with its
    traceback.
    """
    unexpected: BaseException | None = None
    try:
        pipeline(run)
    except FixtureError as error:
        run.fixture_error = error
        run.fault("fixture", str(error))
    except WebSearchError:
        pass  # recorded by CaseRun.search; finish() decides whether it was expected
    except BenchError as error:
        run.fault("config", str(error))
    except Exception as error:
        run.fault("pipeline_exception", f"{type(error).__name__}: {error}")
        unexpected = error
    return run.finish(), unexpected
