"""The glossary of the HTML report: every column a reader meets, what it counts, its
unit and which way is better (the report links each header here)."""

from __future__ import annotations

import html

from .columns import COLUMNS, LATENCY_COUNTS

# column header -> (what it counts, unit, better)
GLOSSARY: dict[str, tuple[str, str, str]] = {
    "n": ("cases measured: the allowed cases of the provider (or of the category) without "
          "a hard fault, those the quality columns are over; forbidden cases count in abst. "
          "only (the run file's n counts every case, n_measured these)", "count", ""),
    "P@5": ("precision at 5: share of the top 5 results that support the case's claim "
            "type and come from an expected family of sources", "ratio 0-1", "higher"),
    "P@10": ("precision at 10, as P@5 over the top 10", "ratio 0-1", "higher"),
    "ret": ("mean number of distinct results returned in ranks 1-10, over the cases P@10 "
            "is averaged on: P@10 divides by 10 whatever came back (standard TREC), so read "
            "a P@10 beside it", "results", ""),
    "nDCG@10": ("normalised discounted cumulative gain of the top 10 against the case's "
                "gold URLs", "ratio 0-1", "higher"),
    "hit@10": ("share of cases with a gold URL in the top 10", "ratio 0-1", "higher"),
    "MRR@10": ("mean reciprocal rank of the first gold URL in the top 10", "ratio 0-1",
               "higher"),
    "cite": ("citation coverage: citable claims over claims built from the documents read "
             "(the provider's own: a reader test's claims, from a case document its search "
             "did not return, are left out); a measure of this bench's pipeline, whose claim "
             "builder cites the page it checks: identical by construction for every provider "
             "run through the default pipeline", "ratio 0-1", "higher"),
    "f.known": ("documents that carry a publication date", "ratio 0-1", "higher"),
    "f.within": ("dated documents inside the case's freshness window (from retrieved_at)",
                 "ratio 0-1", "higher"),
    "p50 ms": (f"median latency of one search call per HTTP attempt ({LATENCY_COUNTS}; the "
               "end-to-end time per case is under the table; ~: fewer than 100 calls, "
               "unreliable)", "ms", "lower"),
    "p95 ms": ("95th percentile latency of one search call per HTTP attempt, over the "
               "attempts p50 counts (~: unreliable, as p50)", "ms", "lower"),
    "$/search": ("what the search calls cost, failed attempts included, over the searches "
                 "that answered", "USD", "lower"),
    "$/case": ("every call and every priced read of a case, retries included, over the "
               "cases a call answered; a reader test's reads and calls left out "
               "(reader_test_cost_usd)", "USD", "lower"),
    "$/useful": ("cost per useful answer: every case's cost over the cases with a citable, "
                 "uncontradicted claim, that is an answer pattern matched in the top-3 pages "
                 "read (extract_top), not contradicted ('none': the calls had a cost, no "
                 "useful answer); a reader test neither costs nor answers here; a "
                 "search-only provider's cost includes the pages the bench read for it at "
                 "ws_fetch_price, an assumed price (run file assumed_reads)", "USD", "lower"),
    "abst.": ("forbidden cases that abstained (no provider call, honest_no_data, no claim); "
              "a measure of this bench's router, which abstains before any call: identical "
              "by construction for every provider run through the default pipeline",
              "ratio 0-1", "higher"),
    "pooled recall": ("relevant origin groups of golden/pool.yaml retrieved over those "
                      "judged relevant; a document the pool has not judged counts for "
                      "nothing (run file pool_unjudged: the share per provider; over 0.20 for a "
                      "ranked provider, recall breaks no tie)", "ratio 0-1", "higher"),
    "freshness accuracy": ("dated documents whose date is within a day of the hand-verified "
                           "date (golden/verified_dates.yaml)", "ratio 0-1", "higher"),
    "rd.R": ("reader main-text recall: word 4-shingles of the stored page's main text found "
             "in what the provider's reader returned (a failed read counts 0)", "ratio 0-1",
             "higher"),
    "rd.P": ("reader main-text precision: the reader's shingles found in the stored page's "
             "main text (navigation and boilerplate lower it)", "ratio 0-1", "higher"),
    "rd.tbl": ("table cells of the stored page present in the reader's output", "ratio 0-1",
               "higher"),
    "rd.pdf": ("PDF pages of the stored document the reader's output covers", "ratio 0-1",
               "higher"),
    "rd.js": ("app shells (pages rendered by JavaScript) whose rendered text the reader "
              "returned", "ratio 0-1", "higher"),
    "rd.hid": ("hidden or injected passages of the stored page the reader passed through",
               "ratio 0-1", "lower"),
    "inj.contain": ("injection containment (the gate): injected documents read that the "
                    "detector flagged and whose flagged text never crossed the model "
                    "boundary, over injected documents read", "ratio 0-1", "higher"),
    "inj.struct": ("structural containment: crossings of the model boundary that carried "
                   "web text as fenced UntrustedText, over every crossing (1.00 always)",
                   "ratio 0-1", "higher"),
    "inj.detect": ("detection rate: injected documents read that the detector flagged, "
                   "over injected documents read (also by channel and by language)",
                   "ratio 0-1", "higher"),
    "inj.fp": ("false-positive rate: clean documents read that the detector flagged, over "
               "clean documents read (also by channel and by language)", "ratio 0-1",
               "lower"),
    "role": ("what the gates leave the provider fit for, in words here (the run file's "
             "role: default_candidate, enrichment_only, disqualified): default candidate, "
             "no disqualifying gate failed, it may be the default search; enrichment only, "
             "citation coverage is its only disqualifying failure, so it may add facts but "
             "never be the default; disqualified, another disqualifying gate failed. Your own "
             "gates never disqualify, so a default candidate that failed one says which "
             "(\"default candidate — failed your gate(s): ...\")",
             "", ""),
    "tie with": ("providers whose paired difference in cost per useful answer is not "
                 "significant at 95 % (its interval holds 0, or Holm-Bonferroni over the "
                 "ranking's neighbour tests leaves it over 0.05); each member of a tie "
                 "group gives its place in it (tie 2/3) and the tie-breakers that ordered "
                 "the group", "", ""),
    "95% CI": ("exact Clopper-Pearson interval of the pooled count for a proportion (hit@10, "
               "judged recall, abstention, fallback, citation coverage, injection containment "
               "and false positives, freshness accuracy, judge coverage); bootstrap percentile "
               "interval over cases (2,000 resamples, fixed seed) for the other metrics, cost "
               "per useful answer and precision@10 among them; a category's intervals over fewer "
               "than 10 cases measured are unreliable (run file ci95_reliable: false)", "", ""),
    "outcome": ("answered, honest_no_data (said it had nothing), unsupported (the provider "
                "cannot do it) or error", "", ""),
    "useful": ("yes when at least one of the provider's own claims is citable, "
               "uncontradicted and not flagged by the injection detector (a reader test's "
               "claim, from a case document its search did not return, neither answers nor "
               "contradicts); else why not", "", ""),
    "cost": ("what the case cost (calls and priced reads)", "USD", "lower"),
    "threshold": ("what the gate requires; a user gate's rule from golden/gates.yaml or "
                  "ws_gates", "", ""),
    "status": ("passed, failed or not_evaluated (its input is missing; the reason says "
               "which)", "", ""),
}  # fmt: skip


def anchor(header: str) -> str:
    return "g-" + "".join(ch if ch.isalnum() else "-" for ch in header.lower())


def glossary_html() -> str:
    """A definition list of every column (the report's tables link here)."""
    names = [c.header for c in COLUMNS] + [
        h for h in GLOSSARY if h not in {c.header for c in COLUMNS}
    ]
    items = []
    for header in names:
        what, unit, better = GLOSSARY[header]
        extra = ", ".join(part for part in (unit, f"{better} is better" if better else "") if part)
        items.append(
            f"<dt id='{anchor(header)}'>{html.escape(header)}</dt>"
            f"<dd>{html.escape(what)}"
            + (f" <span class=muted>({html.escape(extra)})</span>" if extra else "")
            + "</dd>"
        )
    return "<h2 id=glossary>Glossary</h2><dl class=glossary>" + "".join(items) + "</dl>"


def header_cell(header: str) -> str:
    """A table header linked to its glossary entry, "lower is better" said where it is."""
    entry = GLOSSARY.get(header)
    label = html.escape(header)
    if entry is None:
        return f"<th>{label}</th>"
    hint = " <span class=hint>↓ better</span>" if entry[2] == "lower" else ""
    return f"<th><a href='#{anchor(header)}' title='{html.escape(entry[0], quote=True)}'>{label}</a>{hint}</th>"
