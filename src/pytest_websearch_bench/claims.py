"""Claims, their observations, citability and contradictions.

A claim answers a case's ``claim_type`` with a value (a plant "announced", a
mailbox, a certificate); each observation says where a stored artifact shows it:
the artifact's sha256, a span, and the quoted text. A claim is *citable* when one
of its observations' span parses and, resolved on the stored artifact, gives back
exactly the text the claim came from: checked here, never taken from a provider.

Contradictions follow one generic rule, not case ids: two claims about the same
entity and claim_type, with opposite polarity, whatever their dates (a date says
which is current, never whether two disagree). Both are kept, each
naming the other in ``contradicts_claim_ids``; neither overwrites the other.

The default claim builder finds the case's answer patterns in the documents the
pipeline read (extracted or fetched pages, not provider snippets) and cites the
sentence around the first match per document and pattern (preferring a sentence that
names the case's entity). A page judged not relevant gives no claim: a URL the case grades
0, or a page the reviewed pool (``golden/pool.yaml``) judges ``not_relevant`` (since stop
65: a pattern matched there is not support a person would accept).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .artifacts.base import Artifact
from .artifacts.errors import ArtifactError, SpanError
from .artifacts.pdf import PdfArtifact
from .artifacts.spans import parse_artifact_span, resolve_span
from .cases import GoldenCase
from .errors import BenchError
from .patterns import AnswerMatcher
from .records import DocumentRecord
from .urls import page_key


@dataclass
class Observation:
    """Where a stored artifact shows a claim."""

    artifact_sha256: str
    span: str
    quote: str
    url: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "artifact_sha256": self.artifact_sha256,
            "span": self.span,
            "quote": self.quote,
            "url": self.url,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Observation:
        return cls(
            artifact_sha256=str(data["artifact_sha256"]),
            span=str(data["span"]),
            quote=str(data["quote"]),
            url=data.get("url"),
        )


@dataclass
class Claim:
    id: str
    case_id: str
    claim_type: str
    text: str  # the text the claim came from (an observation must resolve to it)
    value: str
    entity: str | None = None
    published_at: str | None = None  # ISO, UTC: when the source document was published
    observations: list[Observation] = field(default_factory=list)
    contradicts_claim_ids: list[str] = field(default_factory=list)
    polarity: int | None = None  # +1 affirms, -1 negates, 0 neither; None: not yet judged
    citable: bool | None = None  # None until checked
    citable_reason: str = ""
    tainted: bool = False  # its text overlaps what the injection detector flagged
    # Every observation of it cites a reader test (a case document the provider's search
    # did not return, ``ReadRecord.reader_test``): kept and checked (it tests the reader
    # and the claim layer), never credited (``useful``). Written only when True.
    reader_test: bool = False

    def to_dict(self) -> dict[str, Any]:
        data = self._to_dict()
        if self.reader_test:
            data["reader_test"] = True
        return data

    def _to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "case_id": self.case_id,
            "claim_type": self.claim_type,
            "text": self.text,
            "value": self.value,
            "entity": self.entity,
            "published_at": self.published_at,
            "observations": [o.to_dict() for o in self.observations],
            "contradicts_claim_ids": list(self.contradicts_claim_ids),
            "polarity": self.polarity,
            "citable": self.citable,
            "citable_reason": self.citable_reason,
            "tainted": self.tainted,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Claim:
        try:
            return cls(
                id=str(data["id"]),
                case_id=str(data["case_id"]),
                claim_type=str(data["claim_type"]),
                text=str(data["text"]),
                value=str(data.get("value", data["text"])),
                entity=data.get("entity"),
                published_at=data.get("published_at"),
                observations=[Observation.from_dict(o) for o in data.get("observations", [])],
                contradicts_claim_ids=list(data.get("contradicts_claim_ids", [])),
                polarity=data.get("polarity"),
                citable=data.get("citable"),
                citable_reason=str(data.get("citable_reason", "")),
                tainted=bool(data.get("tainted", False)),
                reader_test=bool(data.get("reader_test", False)),
            )
        except KeyError as missing:
            raise ClaimError(
                f"claim {dict(data).get('id', '?')!r} has no {missing.args[0]!r}",
                "a claim needs id, case_id, claim_type and text (see docs/evidence.md 'Evidence: artifacts, spans, claims')",
            ) from None


class ClaimError(BenchError):
    """A claim a pipeline wrote that cannot be read as one."""


# -- citability ---------------------------------------------------------------------------


def check_citable(claim: Claim, artifacts: Mapping[str, Artifact]) -> tuple[bool, str]:
    """(citable, why not): does some observation's span, resolved on its stored artifact,
    give back exactly the claim's text?"""
    if not claim.observations:
        return False, "no observation"
    reasons = []
    for observation in claim.observations:
        try:
            span = parse_artifact_span(observation.span)
        except SpanError as error:
            reasons.append(error.message)
            continue
        artifact = artifacts.get(observation.artifact_sha256)
        if artifact is None:
            reasons.append(
                f"artifact {observation.artifact_sha256[:12]} was not stored by this run "
                "(a provider snippet or an unread page cannot be cited)"
            )
            continue
        try:
            cited = resolve_span(artifact, span)
        except (SpanError, ArtifactError) as error:
            reasons.append(error.message)
            continue
        if cited != observation.quote:
            reasons.append(f"{span} resolves to {cited[:60]!r}, not to the quoted text")
            continue
        if cited != claim.text:
            reasons.append(f"{span} resolves to the quote, but the claim came from other text")
            continue
        return True, ""
    return False, "; ".join(reasons)


def verify_claims(claims: Iterable[Claim], artifacts: Mapping[str, Artifact]) -> None:
    for claim in claims:
        claim.citable, claim.citable_reason = check_citable(claim, artifacts)


# -- polarity and contradictions ---------------------------------------------------------

# Verbs and states that deny, halt or undo, then those that affirm, in Spanish (the bundled
# golden set is Mexican), English and Portuguese: a team's own answer patterns capture
# these words (README "Your own golden set", class 9). A halting word wins.
_NEGATIVE_WORDS = {
    "es": r"paus\w*|suspend\w*|suspensi[oó]n|cancel\w*|cierr\w*|cerr[oó]|clausur\w*|revoc\w*|"
    r"retir\w*|deten\w*|fren\w*|descart\w*|desmient\w*|niega|neg[oó]|rechaz\w*|inhabilit\w*|"
    r"vencid[oa]s?|expirad[oa]s?|caducad[oa]s?|quiebra|liquidaci[oó]n|pospone\w*|pospuso|"
    r"aplaz\w*|abandon\w*|retras\w*|anulad[oa]s?|anul[oó]",
    "en": r"halt\w*|paused|suspended|cancel+ed|closed|revoked|withdrawn|denied|expired|"
    r"postponed|shelved|delayed|scrapped|terminated|discontinued|rejected|dropped|"
    r"recalled|stopped|blocked|banned|vetoed|retracted|called off|put on hold|"
    r"bankrupt\w*|insolvent|shut down|shuts down|wound down",
    "pt": r"suspens[aã]o|suspens[oa]s?|encerr\w*|fechou|fechad[oa]s?|paralis\w*|"
    r"paraliz\w*|revog\w*|negou|nega\b|rejeit\w*|interromp\w*|desist\w*|adiad[oa]s?|"
    r"adiou|fal[eê]nci\w*|faliu",
}
_POSITIVE_WORDS = {
    "es": r"anunci\w*|inaugur\w*|abri[oó]|abre|arranc\w*|inici[oa]\w*|otorg\w*|obtien\w*|"
    r"obtuvo|renov\w*|vigentes?|activ[oa]s?|confirm\w*|aprob\w*|autoriz\w*|reanud\w*|"
    r"concluy\w*|ampl[ií]\w*|lanz\w*",
    "en": r"announce\w*|opened|granted|approved|renewed|active|valid|resumed|released|"
    r"launched|unveiled|started|began|completed|signed|reopened|certified|issued|"
    r"authori[sz]ed|expanded|in force",
    "pt": r"abriu|aberto|lan[cç]\w*|aprov\w*|conced\w*|retom\w*|renova\w*|vigor|"
    r"iniciou|inaugurou|obteve|concluiu",
}
NEGATIVE = re.compile(r"\b(" + "|".join(_NEGATIVE_WORDS.values()) + r")\b", re.IGNORECASE)
POSITIVE = re.compile(r"\b(" + "|".join(_POSITIVE_WORDS.values()) + r")\b", re.IGNORECASE)
NEGATION = re.compile(
    r"\b(no|sin|nunca|jam[aá]s|not|never|without|n[aã]o|sem|didn't|hasn't|won't)\b",
    re.IGNORECASE,
)


def polarity(value: str, context: str = "") -> int:
    """+1 when ``value`` affirms, -1 when it denies or halts, 0 when it does neither.

    A halting word wins over an affirming one ("pausa la construcción" is -1), and a
    negation just before the value flips it ("no obtuvo la certificación" is -1)."""
    if NEGATIVE.search(value):
        sign = -1
    elif POSITIVE.search(value):
        sign = 1
    else:
        return 0
    before = context.split(value)[0][-24:] if value and value in context else ""
    if NEGATION.search(before):
        sign = -sign
    return sign


_LEGAL_FORMS = re.compile(
    r",?\s*\b(s\.?\s?a\.?\s?b\.?|s\.?\s?a\.?\s?p\.?\s?i\.?|s\.?\s?a\.?|s\.?\s?c\.?|"
    r"s\.?\s?de\s?r\.?\s?l\.?|de\s+c\.?\s?v\.?|de\s+r\.?\s?l\.?|sofom|e\.?\s?n\.?\s?r\.?|"
    r"inc\.?|llc|ltd\.?|gmbh)(?=\W|$)",
    re.IGNORECASE,
)


def entity_key(entity: str | None) -> str:
    """An entity name without accents, case, punctuation or legal form."""
    if not entity:
        return ""
    text = unicodedata.normalize("NFKD", entity)
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = _LEGAL_FORMS.sub(" ", text.lower())
    return " ".join(re.sub(r"[^\w]+", " ", text).split())


def link_contradictions(claims: Sequence[Claim]) -> list[tuple[str, str]]:
    """Link every pair of contradicting claims (in place); the pairs, in order."""
    pairs: list[tuple[str, str]] = []
    for claim in claims:
        if claim.polarity is None:
            claim.polarity = polarity(claim.value, claim.text)
    for i, first in enumerate(claims):
        for second in claims[i + 1 :]:
            if not contradict(first, second):
                continue
            if second.id not in first.contradicts_claim_ids:
                first.contradicts_claim_ids.append(second.id)
            if first.id not in second.contradicts_claim_ids:
                second.contradicts_claim_ids.append(first.id)
            pairs.append((first.id, second.id))
    return pairs


def contradict(first: Claim, second: Claim) -> bool:
    """Same entity and claim_type, opposite polarity, whatever their dates. Dates say
    which claim is the current one (``current_claims``), never whether two disagree:
    otherwise a provider that dates nothing would never be caught contradicting itself."""
    return (
        first.claim_type == second.claim_type
        and entity_key(first.entity) == entity_key(second.entity) != ""
        and (first.polarity or 0) * (second.polarity or 0) < 0
    )


def credited(claims: Iterable[Claim | Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The claims that count for the provider: those that cite a document of its own work
    (every claim but a ``reader_test`` one, whose evidence is only case documents its
    search did not return), as dicts."""
    return [
        data
        for data in (c.to_dict() if isinstance(c, Claim) else c for c in claims)
        if not data.get("reader_test")
    ]


def counts_as_useful(data: Mapping[str, Any], reader_tests: Iterable[str] = ()) -> bool:
    """One claim a useful answer: citable, not tainted, and contradicted by no claim but
    ``reader_tests`` (the ids of reader-test claims: they neither make nor break an answer)."""
    skip = set(reader_tests)
    return (
        data.get("citable") is True
        and not data.get("tainted")
        and not [i for i in data.get("contradicts_claim_ids") or () if i not in skip]
    )


def useful(claims: Iterable[Claim | Mapping[str, Any]]) -> bool:
    """A useful answer: at least one citable claim that nothing contradicts (and whose
    text is not what the injection detector flagged: an injected "fact" is no answer).
    Only what the provider's own work found counts: a ``reader_test`` claim (a case
    document its search did not return) neither answers nor contradicts."""
    if not claims:  # no claim written (most search-only cases): nothing answers
        return False
    data = [c.to_dict() if isinstance(c, Claim) else c for c in claims]
    tests = [str(c.get("id")) for c in data if c.get("reader_test")]
    return any(not c.get("reader_test") and counts_as_useful(c, tests) for c in data)


def not_useful_why(claims: Iterable[Claim | Mapping[str, Any]]) -> str:
    """Why ``claims`` hold no useful answer (``useful``), in a report's words."""
    every = [c.to_dict() if isinstance(c, Claim) else c for c in claims]
    data = credited(every)
    tests = len(every) - len(data)
    if tests and not data:
        return (
            f"{tests} claim(s), every one from a case document the provider's search did not "
            "return (a reader test: not credited)"
        )
    citable = [c for c in data if c.get("citable") is True]
    if not data:
        return "no claim written"
    if not citable:
        return f"{len(data)} claim(s), none citable (no span in a document read)"
    tainted = sum(1 for c in citable if c.get("tainted"))
    contradicted = sum(1 for c in citable if c.get("contradicts_claim_ids"))
    parts = []
    if tainted:
        parts.append(f"{tainted} from text the injection detector flagged")
    if contradicted:
        parts.append(f"{contradicted} contradicted")
    return f"{len(citable)} citable claim(s), every one set aside: " + ", ".join(parts)


def gateway_result(record: Any) -> dict[str, Any]:
    """The product-facing serialisation of a case's result: uncited claims are dropped,
    and so are reader-test claims (from a case document the provider's search did not
    return: the product would never have read it), with the links to them (the record
    keeps them all; this is what the product would show)."""
    kept = [c for c in credited(record.claims) if c.get("citable") is True]
    ids = {c["id"] for c in kept}
    return {
        "case_id": record.case_id,
        "provider": record.provider,
        "outcome": record.outcome,
        "claims": [
            {
                "id": c["id"],
                "claim_type": c["claim_type"],
                "text": c["text"],
                "value": c["value"],
                "published_at": c.get("published_at"),
                "observations": c["observations"],
                "contradicts_claim_ids": [
                    i for i in c.get("contradicts_claim_ids", []) if i in ids
                ],
            }
            for c in kept
        ],
    }


# -- the default claim builder -------------------------------------------------------------


@dataclass(frozen=True)
class ReadDocument:
    """A document the pipeline read: the artifact, where it came from, its date."""

    artifact: Artifact
    url: str
    published_at: str | None = None


# A period ends a sentence after a word of three or more characters: "S.A. de C.V." and
# "Lic." do not end one (company names are full of them).
_SENTENCE_END = re.compile(r"(?<=\w\w\w[.!?])\s+|(?<=[!?])\s+|\n+|\f")
MAX_QUOTE = 400


def sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence (or line) holding ``text[start:end]``, trimmed, at most MAX_QUOTE long."""
    left = 0
    for match in _SENTENCE_END.finditer(text, max(0, start - MAX_QUOTE), start):
        left = match.end()
    right_match = _SENTENCE_END.search(text, end)
    right = right_match.start() if right_match else len(text)
    while left < start and text[left].isspace():
        left += 1
    while right > end and text[right - 1].isspace():
        right -= 1
    if right - left > MAX_QUOTE:
        left = max(left, start - (MAX_QUOTE - (end - start)) // 2)
        right = min(right, left + MAX_QUOTE)
    return left, max(right, end)


def _texts(artifact: Artifact) -> Iterable[tuple[str, int | None]]:
    """(text, page number) units to search: a PDF's pages (skipping pages that need OCR),
    else the whole text."""
    if isinstance(artifact, PdfArtifact):
        for number, text in artifact.readable_pages():
            yield text, number
    else:
        yield artifact.text, None


def build_claims(
    case: GoldenCase,
    documents: Sequence[ReadDocument],
    prefix: str,
    pool_not_relevant: Collection[str] = (),
) -> list[Claim]:
    """The default builder: for each document and answer pattern, the first match, cited
    by the sentence around it (``offset:`` spans, ``page:N:S-E`` for PDFs). A document at
    a URL the case grades 0 (judged not relevant) gives none, nor one whose page
    (``urls.page_key``) is in ``pool_not_relevant``: the pages the reviewed pool judges
    not relevant (``not_relevant_pages``): a person judged that the page does not support
    the claim_type, so no claim, citation or useful answer rests on it."""
    matchers = case.answer_matchers
    # graded 0 or judged not relevant by the pool: no claim from it
    judged_out = case.judged_not_relevant | frozenset(pool_not_relevant)
    claims: list[Claim] = []
    for document in documents:
        if judged_out and _page_or_same(document.url) in judged_out:
            continue
        for matcher in matchers:
            found = _first_match(matcher, document.artifact, case.entity)
            if found is None:
                continue
            text, page, start, end = found
            left, right = sentence_around(text, start, end)
            quote = text[left:right]
            span = f"page:{page}:{left}-{right}" if page is not None else f"offset:{left}-{right}"
            value = " ".join(text[start:end].split()).lower()
            claims.append(
                Claim(
                    id=f"{prefix}c{len(claims) + 1}",
                    case_id=case.id,
                    claim_type=case.claim_type,
                    text=quote,
                    value=value,
                    entity=case.entity,
                    published_at=document.published_at,
                    observations=[Observation(document.artifact.sha256, span, quote, document.url)],
                )
            )
    return claims


def not_relevant_pages(
    case: GoldenCase,
    judged: Mapping[str, tuple[str, str]],
    documents: Iterable[DocumentRecord] = (),
) -> frozenset[str]:
    """The pages (``urls.page_key``) the reviewed pool judges not relevant for ``case``:
    those listed in a ``not_relevant`` group (``judged``: ``CasePool.judged``) and the
    ranking's ``documents`` grouped with one as near duplicates (``pool ==
    "not_relevant"``); never a gold URL of the case, whose own judgement wins (as in
    ``relevance.apply_pool``)."""
    listed = {page for page, (_, judgement) in judged.items() if judgement == "not_relevant"}
    near = {_page_or_same(d.url) for d in documents if d.pool == "not_relevant" and not d.gold}
    return frozenset((listed | near) - case.gold_pages)


def _page_or_same(url: str) -> str:
    try:
        return page_key(url)
    except ValueError:
        return url


def _first_match(
    matcher: AnswerMatcher, artifact: Artifact, entity: str | None
) -> tuple[str, int | None, int, int] | None:
    """The first match whose sentence names the entity (a listing names many companies),
    else the first match."""
    name = entity_key((entity or "").split(",")[0])
    first: tuple[str, int | None, int, int] | None = None
    for text, page in _texts(artifact):
        for start, end in matcher.find_all(text):
            if first is None:
                first = (text, page, start, end)
                if not name:
                    return first
            left, right = sentence_around(text, start, end)
            if name in entity_key(text[left:right]):
                return text, page, start, end
    return first
