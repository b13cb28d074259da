"""Claims: the default builder, mechanical citability, polarity and the generic
contradiction rule (tested on a pair that is not in the bundled golden set)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pytest_websearch_bench.artifacts import load_artifact
from pytest_websearch_bench.cases import GoldenCase
from pytest_websearch_bench.claims import (
    Claim,
    ClaimError,
    Observation,
    ReadDocument,
    build_claims,
    check_citable,
    contradict,
    entity_key,
    gateway_result,
    link_contradictions,
    polarity,
    sentence_around,
    useful,
    verify_claims,
)
from pytest_websearch_bench.records import CaseRecord


def registry_case() -> GoldenCase:
    """Not in the bundled set: a sanitary registration granted, then revoked."""
    return GoldenCase.model_validate(
        {
            "id": "ext-901",
            "category": "certificaciones",
            "query": "Farmacéutica del Nazas registro sanitario",
            "entity": "Farmacéutica del Nazas, S.A. de C.V.",
            "claim_type": "registro_sanitario",
            "expect": {
                "families": ["government"],
                "answer_patterns": [r"(otorga|otorgó|revoca|revocó) (el )?registro sanitario"],
            },
        }
    )


def page(body: str, published: str | None) -> bytes:
    meta = f'<meta property="article:published_time" content="{published}">' if published else ""
    return f"<html><head>{meta}</head><body><article>{body}</article></body></html>".encode()


def read(body: str, published: str | None, url: str) -> ReadDocument:
    artifact = load_artifact(page(body, published), content_type="text/html", url=url)
    return ReadDocument(artifact, url, artifact.published_at)  # type: ignore[attr-defined]


GRANTED = read(
    "<p>La Cofepris otorgó registro sanitario a Farmacéutica del Nazas para su antibiótico "
    "inyectable.</p>",
    "2024-04-10T12:00:00Z",
    "https://www.gob.mx/cofepris/otorga",
)
REVOKED = read(
    "<p>La Cofepris revocó el registro sanitario de Farmacéutica del Nazas tras la "
    "verificación de su planta.</p>",
    "2026-07-01T12:00:00Z",
    "https://www.gob.mx/cofepris/revoca",
)
UNDATED = read(
    "<p>Un distribuidor afirma que la Cofepris revocó el registro sanitario de Farmacéutica "
    "del Nazas.</p>",
    None,
    "https://distribuidor.example/nota",
)


def test_builder_cites_the_sentence_around_each_match_with_a_verified_span() -> None:
    claims = build_claims(registry_case(), [GRANTED, REVOKED], "ext-901/x/")
    assert [c.value for c in claims] == [
        "otorgó registro sanitario",
        "revocó el registro sanitario",
    ]
    first = claims[0]
    assert first.text.startswith("La Cofepris otorgó registro sanitario")
    assert first.published_at == "2024-04-10T12:00:00Z"
    assert first.observations[0].artifact_sha256 == GRANTED.artifact.sha256
    assert first.observations[0].span.startswith("offset:")
    artifacts = {d.artifact.sha256: d.artifact for d in (GRANTED, REVOKED)}
    verify_claims(claims, artifacts)
    assert all(c.citable for c in claims)


def test_generic_rule_links_a_pair_that_is_not_in_the_bundled_set() -> None:
    claims = build_claims(registry_case(), [GRANTED, REVOKED, UNDATED], "ext-901/x/")
    pairs = link_contradictions(claims)
    granted, revoked, undated = claims
    assert (granted.polarity, revoked.polarity, undated.polarity) == (1, -1, -1)
    # dates decide which claim is current, never whether two disagree: the undated
    # revocation contradicts the grant too
    assert pairs == [(granted.id, revoked.id), (granted.id, undated.id)]
    assert granted.contradicts_claim_ids == [revoked.id, undated.id]
    assert revoked.contradicts_claim_ids == [granted.id]
    assert undated.contradicts_claim_ids == [granted.id]
    # neither overwrites the other: both kept, each with its own value, date and source
    assert {granted.value, revoked.value} == {
        "otorgó registro sanitario",
        "revocó el registro sanitario",
    }
    assert granted.observations[0].url != revoked.observations[0].url


def test_other_entity_or_claim_type_or_same_polarity_do_not_contradict() -> None:
    base = {"case_id": "c", "text": "t", "published_at": "2026-01-01T00:00:00Z"}
    yes = Claim(
        id="a", claim_type="k", value="otorga", entity="Acme, S.A. de C.V.", polarity=1, **base
    )
    no = Claim(id="b", claim_type="k", value="revoca", entity="ACME SA de CV", polarity=-1, **base)
    assert contradict(yes, no)
    assert not contradict(
        yes, Claim(id="c", claim_type="other", value="revoca", entity="Acme", polarity=-1, **base)
    )
    assert not contradict(
        yes, Claim(id="d", claim_type="k", value="revoca", entity="Otra", polarity=-1, **base)
    )
    assert not contradict(
        yes, Claim(id="e", claim_type="k", value="renueva", entity="Acme", polarity=1, **base)
    )


@pytest.mark.parametrize(
    ("value", "context", "expected"),
    [
        ("anuncia nueva planta", "", 1),
        ("pausa la construcción", "", -1),
        ("inaugura planta", "", 1),
        ("suspenden obra", "", -1),
        ("certificación vigente", "", 1),
        ("obtuvo la certificación", "La empresa no obtuvo la certificación", -1),
        ("ventas@acme.mx", "", 0),
        ("IATF 16949", "", 0),
        ("construction paused", "", -1),
        # English and Portuguese: a team's own answer patterns capture these
        ("version 2.0 released", "", 1),
        ("launched the new plant", "", 1),
        ("plant construction delayed", "", -1),
        ("the licence was discontinued", "", -1),
        ("project scrapped", "", -1),
        ("released", "Acme never released version 2.0", -1),
        ("lançou a fábrica", "", 1),
        ("obra adiada", "", -1),
        ("fábrica fechada", "", -1),
        ("aprovado", "O projeto não aprovado pela câmara", -1),
        # "fecha" is Spanish for a date, never a closure
        ("fecha de publicación", "", 0),
    ],
)
def test_polarity(value: str, context: str, expected: int) -> None:
    assert polarity(value, context) == expected


def test_entity_key_ignores_case_accents_punctuation_and_legal_form() -> None:
    assert entity_key("Grupo Industrial Tepeyac, S.A.B. de C.V.") == "grupo industrial tepeyac"
    assert entity_key("GRUPO INDUSTRIAL TEPEYAC SAB DE CV") == "grupo industrial tepeyac"
    assert entity_key("Mecatrónicas del Bajío, S. de R.L. de C.V.") == "mecatronicas del bajio"
    assert entity_key(None) == ""


def _claim(**changes: object) -> Claim:
    claim = build_claims(registry_case(), [GRANTED], "ext-901/x/")[0]
    for key, value in changes.items():
        setattr(claim, key, value)
    return claim


def test_citable_means_the_span_resolves_to_the_claims_text_on_the_stored_artifact() -> None:
    stored = {GRANTED.artifact.sha256: GRANTED.artifact}
    assert check_citable(_claim(), stored) == (True, "")
    good = _claim().observations[0]
    cases = {
        "malformed": Observation(good.artifact_sha256, "offset:9-3", good.quote),
        "not stored": Observation("0" * 64, good.span, good.quote),
        "out of bounds": Observation(good.artifact_sha256, "offset:0-99999", good.quote),
        "other text": Observation(good.artifact_sha256, "offset:0-5", good.quote),
        "selector on html that is absent": Observation(
            good.artifact_sha256, "selector:table td", good.quote
        ),
    }
    for name, observation in cases.items():
        citable, reason = check_citable(_claim(observations=[observation]), stored)
        assert not citable, name
        assert reason, name
    assert check_citable(_claim(observations=[]), stored) == (False, "no observation")
    # one good observation among bad ones is enough
    mixed = _claim(observations=[cases["malformed"], good])
    assert check_citable(mixed, stored)[0]
    # the quote must be what the claim came from
    assert not check_citable(_claim(text="something else"), stored)[0]


def test_a_provider_flag_is_never_trusted() -> None:
    claim = _claim(observations=[], citable=True)
    verify_claims([claim], {})
    assert claim.citable is False


def test_useful_needs_a_citable_uncontradicted_claim() -> None:
    assert useful([{"citable": True, "contradicts_claim_ids": []}])
    assert not useful([{"citable": True, "contradicts_claim_ids": ["x"]}])
    assert not useful([{"citable": False, "contradicts_claim_ids": []}])
    assert not useful([])


def test_gateway_result_drops_uncited_claims_but_the_record_keeps_them() -> None:
    cited = _claim(id="a", citable=True)
    uncited = _claim(id="b", citable=False, contradicts_claim_ids=["a"])
    cited.contradicts_claim_ids = ["b"]
    record = CaseRecord(
        case_id="ext-901",
        provider="x",
        category="c",
        web_role="allowed",
        claim_type="registro_sanitario",
        query="q",
        claims=[cited.to_dict(), uncited.to_dict()],
    )
    result = gateway_result(record)
    assert [c["id"] for c in result["claims"]] == ["a"]
    assert result["claims"][0]["contradicts_claim_ids"] == []  # points at nothing shown
    assert len(record.claims) == 2


def test_gateway_result_drops_reader_test_claims_and_the_links_to_them() -> None:
    """A claim whose only evidence is a case document the provider's search did not
    return (``reader_test``) is not what the product would show, citable or not."""
    own = _claim(id="a", citable=True, contradicts_claim_ids=["t"])
    test = _claim(id="t", citable=True, contradicts_claim_ids=["a"], reader_test=True)
    record = CaseRecord(
        case_id="ext-902",
        provider="x",
        category="c",
        web_role="allowed",
        claim_type="registro_sanitario",
        query="q",
        claims=[own.to_dict(), test.to_dict()],
    )
    result = gateway_result(record)
    assert [c["id"] for c in result["claims"]] == ["a"]
    assert result["claims"][0]["contradicts_claim_ids"] == []
    assert [c["id"] for c in record.claims] == ["a", "t"]  # the record keeps both


def test_claim_round_trips_and_a_bad_claim_names_what_is_missing() -> None:
    claim = _claim(citable=True)
    assert Claim.from_dict(claim.to_dict()) == claim
    with pytest.raises(ClaimError, match="'text'"):
        Claim.from_dict({"id": "x", "case_id": "c", "claim_type": "k"})


@given(st.text(min_size=1, max_size=200), st.data())
def test_property_sentence_around_holds_the_match(text: str, data: st.DataObject) -> None:
    start = data.draw(st.integers(min_value=0, max_value=len(text) - 1))
    end = data.draw(st.integers(min_value=start + 1, max_value=len(text)))
    left, right = sentence_around(text, start, end)
    assert 0 <= left <= start
    assert end <= right <= len(text)


def test_assertion_helpers_show_what_the_span_cites() -> None:
    from pytest_websearch_bench.assertions import assert_citable, assert_span

    claim = _claim()
    assert_citable(claim, GRANTED.artifact)
    assert_citable(claim.to_dict(), {GRANTED.artifact.sha256: GRANTED.artifact})
    wrong = _claim(text="La Cofepris otorgó otra cosa.")
    with pytest.raises(AssertionError, match="is not citable") as caught:
        assert_citable(wrong, GRANTED.artifact)
    assert "- claim text, + cited" in str(caught.value)
    assert "+ La Cofepris otorgó registro sanitario" in str(caught.value)
    span = claim.observations[0].span
    assert_span(GRANTED.artifact, span, claim.text)
    with pytest.raises(AssertionError, match="cites other text"):
        assert_span(GRANTED.artifact, span, "otro texto")
    with pytest.raises(AssertionError, match="does not resolve"):
        assert_span(GRANTED.artifact, "page:2", "x")
