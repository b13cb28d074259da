"""``benchmarks/heldout_assembly.py``: the assembly heldout21 .. heldout25 share
(folded from heldout21's and heldout22's identical ``build.py`` copies on 2026-12-03;
heldout23 .. heldout25 written on it, with their own page templates; each set's
``build.py`` read by ``package_set`` since 2026-12-03). Each set's documents are pinned by a
digest of every field and body, taken as its writer built them: an edit of the shared
assembly that changes one byte of a scored set fails here, naming the set."""

from __future__ import annotations

import hashlib
import random
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import heldout_assembly  # noqa: E402
from injection_data import LabeledDoc  # noqa: E402
from injection_heldout21.build import SET as SET21  # noqa: E402
from injection_heldout21.build import build as build21  # noqa: E402
from injection_heldout22.build import SET as SET22  # noqa: E402
from injection_heldout22.build import build as build22  # noqa: E402
from injection_heldout23.build import build as build23  # noqa: E402
from injection_heldout24.build import build as build24  # noqa: E402
from injection_heldout25.build import build as build25  # noqa: E402
from injection_heldout26.build import build as build26  # noqa: E402
from injection_heldout27.build import build as build27  # noqa: E402
from injection_heldout28.build import build as build28  # noqa: E402
from injection_heldout29.build import build as build29  # noqa: E402
from injection_heldout30.build import build as build30  # noqa: E402
from injection_heldout31.build import build as build31  # noqa: E402
from injection_heldout32.build import build as build32  # noqa: E402
from injection_heldout33.build import build as build33  # noqa: E402
from injection_heldout34.build import build as build34  # noqa: E402
from injection_heldout35.build import build as build35  # noqa: E402
from injection_heldout36.build import build as build36  # noqa: E402
from injection_heldout37.build import build as build37  # noqa: E402
from injection_heldout38.build import build as build38  # noqa: E402
from injection_heldout39.build import build as build39  # noqa: E402
from injection_heldout40.build import build as build40  # noqa: E402
from injection_heldout41.build import build as build41  # noqa: E402
from injection_heldout42.build import build as build42  # noqa: E402
from injection_heldout43.build import build as build43  # noqa: E402
from injection_heldout44.build import build as build44  # noqa: E402
from injection_heldout45.build import build as build45  # noqa: E402
from injection_heldout46.build import build as build46  # noqa: E402
from injection_heldout47.build import build as build47  # noqa: E402
from injection_heldout48.build import build as build48  # noqa: E402
from injection_heldout49.build import build as build49  # noqa: E402
from injection_heldout50.build import build as build50  # noqa: E402
from injection_heldout51.build import build as build51  # noqa: E402
from injection_heldout52.build import build as build52  # noqa: E402
from injection_heldout53.build import build as build53  # noqa: E402
from injection_heldout54.build import build as build54  # noqa: E402
from injection_heldout55.build import build as build55  # noqa: E402
from injection_heldout56.build import build as build56  # noqa: E402
from injection_heldout57.build import build as build57  # noqa: E402
from injection_heldout58.build import build as build58  # noqa: E402
from injection_heldout59.build import build as build59  # noqa: E402
from injection_heldout60.build import build as build60  # noqa: E402
from injection_heldout61.build import build as build61  # noqa: E402
from injection_heldout62.build import build as build62  # noqa: E402

PINNED = {
    "heldout21": "466b46c03d5ce38fbc40216d7ba9f501d92570ced8cd39a96eafcf9ffc486aaf",
    "heldout22": "1e7139abd467e8f9376c6d39edb7059f611109f4c39e02326556b5f4d41a4806",
    "heldout23": "bbe621b5ce57cc0d52208be339b9bc7db67eda093cd7abe6da7333ac198c32f9",
    "heldout24": "4c611103657e8fbf037c1c65a4d8118997d22078b35230edaf94ed52c295ae6a",
    "heldout25": "32b59fbe54b9698209c7ae780ffab3ffb4b48faf800e82eea884ebd742b1cb0b",
    "heldout26": "a756f9830c82045579bc729d6c74bc89ab1036e4dfd3994c95d092e14eb56097",
    "heldout27": "3ea52d909f194d39bcb94cf7981377a10461daf427f8e86c53a7452c4fb419bf",
    "heldout28": "bf0326c6cf96eb42b0b67b07d3538b2e395c6b365414b4987bc1b4730458e76e",
    "heldout29": "b6e6745ab2eb79e210dd390f7b63a2fe0ff2edfc8136239721e5ef451ed753f6",
    "heldout30": "8db661bc0a9c4db190c8509447d4fbcf54f46ccb0516bea5e7e69d3b578f1aa5",
    "heldout31": "b846b3a477a4a6c75c4ff4646d53010351e1c44334183c5ed4c774bc37eb37e9",
    "heldout32": "63613da28702caf44b5fcf64a440f90dedf08734d4e09d2b7a3176574b1f61ab",
    "heldout33": "65e6b228b70883fced158169edd3ec8fd148787f7d9ee5cdc08177d922faf59d",
    "heldout34": "e746c367d7c885bf59253820d94790d7c40e1ed7ee808f5176a1c75cb918c03c",
    "heldout35": "8651e19aff678ef8132f3c60a624063b62c83f2e84b2167c25e43587a1e91a6d",
    "heldout36": "5c29a6305905f56e68bd4b3dd9a1ab341480f862b4a3dc76dc45ee83c9d3fbe3",
    "heldout37": "50da1dfbb06813de8309067f6975032d9e50adecbcc3a946a1516161d6b91849",
    "heldout38": "6651c9dfdca5d8b8f554a2bd429218191a899209a0b80c8b35123af5e51bdd34",
    "heldout39": "a206364b18c319b1b8d0859e906adccf9621bc0ed99db367dacbcc0efc6bbbc3",
    "heldout40": "fdd94cf88e286f8042e3e551ed5636cb0bfc13541e927a5899f14bdca2a9acb2",
    "heldout41": "961fd1dcff0fb65ceb7c26e233a4cc48d5a1c9b07aff41d3c6d2561cc0a89c59",
    "heldout42": "4a8a4695867233d952ee366e83436b1238fbcf9bdc46e8fb504414df75f11a8e",
    "heldout43": "c6cf9650cc2d4a138d4f3ea03b6db626e13b42250ac03c04730d890cbedaf518",
    "heldout44": "be3276e6c9d9089cfdc08709ec2c2bcfc2cecd6e696aacd2c50dd19873ad8e70",
    "heldout45": "a01704851b25d485c5b9c190ae5c8793f21d11f79012775c6ce6a3090b19df4b",
    "heldout46": "c3a0d55fabd7623d4e5a19cfab5ea79dc6c81833f1301ee6e9cd3ce0ec1b1f5a",
    "heldout47": "a40c890ee1d7a8e6de06d17a79c17af0f37085f3a906c2c9987cb97d167a948f",
    "heldout48": "aacd4cba9d3da271a2a78eceaaaa7e6566dfd941c6530c1721a72a6503ee0821",
    "heldout49": "df9a3f92f58e2bb3c3721d0ad7d890e06921412a8d5ee25c78b4b37452dcbf49",
    "heldout50": "2661f23dd72599f7e662ed3093462d51591afd44c14a681a6d0d39502e6419e8",
    "heldout51": "2b5206aefd585b1c47569044c57f11c4023132f1216c50e012b2c90eb2934bcc",
    "heldout52": "e489ece9bf16a6f97384c7d59039e57bec6afaeaa1ed5394a20ed899109efd97",
    "heldout53": "123fddc39732638b9db9fdf2acb45a572b0324f533b466a089fe38c59a5d38c9",
    "heldout54": "046ddea1f3888cf5b304f5ceb4200f89602854144aa6675a2e0c968c2c0e809b",
    "heldout55": "1a2554943a8b14c02ecca74265d1ecef6bbd4c847af2503f6c1734aa58369d76",
    "heldout56": "5195c9e2f013f18a05c66c694e808773053192664bd44c372742d8047c212bfc",
    "heldout57": "b9dfa1cacf7a7cc833de34b874723f66a5d8a358554b4a5ea26fbd20087d5866",
    "heldout58": "ac51582aed7a915a765678afc04584dec7913213181a3658d7e8fe5e6482bd2b",
    "heldout59": "e7ded79cca2e7454f8c8a5fa54c05abb672964927a5c21b466b8de2d336d0ce6",
    "heldout60": "de47a395e95bc027d6b517f202cb2120f81ce9e0f598a0d362fba64360229f7e",
    "heldout61": "f681767fdf444bfa11f54aadda600e46c90254bd36c1d3b83c26eadfa0e2ad84",
    "heldout62": "e0470e72e23de0b9b8d63ee15b472cccce88fcc632ef06d0866ef300d8d47f71",
}


def digest(docs: tuple[LabeledDoc, ...]) -> str:
    h = hashlib.sha256()
    for d in docs:
        fields = (d.id, d.part, d.injected, d.channel, d.language, d.family, d.source, d.url)
        h.update(repr((*fields, d.content_type, d.payload, d.synthetic)).encode())
        h.update(d.body)
    return h.hexdigest()


@pytest.mark.parametrize(
    ("part", "build"),
    [
        ("heldout21", build21),
        ("heldout22", build22),
        ("heldout23", build23),
        ("heldout24", build24),
        ("heldout25", build25),
        ("heldout26", build26),
        ("heldout27", build27),
        ("heldout28", build28),
        ("heldout29", build29),
        ("heldout30", build30),
        ("heldout31", build31),
        ("heldout32", build32),
        ("heldout33", build33),
        ("heldout34", build34),
        ("heldout35", build35),
        ("heldout36", build36),
        ("heldout37", build37),
        ("heldout38", build38),
        ("heldout39", build39),
        ("heldout40", build40),
        ("heldout41", build41),
        ("heldout42", build42),
        ("heldout43", build43),
        ("heldout44", build44),
        ("heldout45", build45),
        ("heldout46", build46),
        ("heldout47", build47),
        ("heldout48", build48),
        ("heldout49", build49),
        ("heldout50", build50),
        ("heldout51", build51),
        ("heldout52", build52),
        ("heldout53", build53),
        ("heldout54", build54),
        ("heldout55", build55),
        ("heldout56", build56),
        ("heldout57", build57),
        ("heldout58", build58),
        ("heldout59", build59),
        ("heldout60", build60),
        ("heldout61", build61),
        ("heldout62", build62),
    ],
)
def test_each_set_assembles_byte_for_byte_what_its_writer_built(part, build) -> None:
    docs = build(None)
    assert len(docs) == 1203
    assert {d.part for d in docs} == {part}
    assert digest(docs) == PINNED[part], f"{part}'s documents changed: the set is scored"


def test_the_two_sets_share_the_assembly_but_not_their_texts() -> None:
    assert type(SET21) is type(SET22) is heldout_assembly.HeldoutSet
    assert SET21.tag != SET22.tag
    assert not set(SET21.kinds) & set(SET22.kinds)
    texts21 = {row.text for rows in SET21.attacks.values() for row in rows}
    texts22 = {row.text for rows in SET22.attacks.values() for row in rows}
    assert len(texts21) == len(texts22) == 135
    assert not texts21 & texts22


def test_a_channel_the_set_does_not_have_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="'pdf_hidden_text' is not an HTML channel of heldout22"):
        SET22.plant("pdf_hidden_text", "text", random.Random(0), "site")


def test_build_is_computed_once_and_forgets_on_cache_clear() -> None:
    first = build22(None)
    assert build22(Path("/nonexistent")) is first  # corpus is never read
    build22.cache_clear()  # type: ignore[attr-defined]
    again = build22(None)
    assert again is not first
    assert digest(again) == PINNED["heldout22"]


def test_a_set_may_bring_its_own_page_template() -> None:
    from dataclasses import replace

    def bare(lang: str, site: str, title: str, paras: list[str], extra) -> bytes:
        return f"<html lang={lang}><title>{title}</title>{''.join(paras)}".encode()

    own = replace(SET22, page=bare)
    docs = own.clean_docs("en")
    html = [d for d in docs if not d.body.startswith(b"%PDF-")]
    assert html and all(d.body.startswith(b"<html lang=en>") for d in html)
    assert SET22.clean_docs("en")[1].body != own.clean_docs("en")[1].body


def test_the_shared_pdf_bytes_escape_wrap_and_index_their_objects() -> None:
    assert heldout_assembly.pdf_string("a (b) \\ c") == b"(a \\(b\\) \\\\ c)"
    assert heldout_assembly.pdf_lines("one two three four", 9) == ["one two", "three", "four"]
    assert heldout_assembly.pdf_lines("", 9) == []
    pdf = heldout_assembly.pdf_file("1.7", [b"<< /Type /Catalog >>", b"<< /Producer (x) >>"], 2)
    assert pdf.startswith(b"%PDF-1.7\n") and pdf.endswith(b"%%EOF\n")
    xref = int(pdf.rsplit(b"startxref\n", 1)[1].split(b"\n")[0])
    assert pdf[xref:].startswith(b"xref\n0 3\n")
    second = int(pdf[xref:].split(b"\n")[4][:10])
    assert pdf[second:].startswith(b"2 0 obj\n<< /Producer (x) >>")


@pytest.mark.parametrize("number", ["21", "22", "23", "24", "25", "26", "27"])
def test_a_package_of_the_shared_layout_is_read_by_its_name(number: str) -> None:
    """``package_set`` takes the part and id prefix from the package's name and its own page
    template when it has one (heldout23 onwards), heldout21's otherwise."""
    import importlib

    package = f"injection_heldout{number}"
    made = heldout_assembly.package_set(package)
    assert (made.part, made.tag) == (f"heldout{number}", f"h{number}")
    own = (ROOT / "benchmarks" / package / "page.py").is_file()
    assert own == (number >= "23")
    expected = importlib.import_module(f"{package}.page").page if own else heldout_assembly.page
    assert made.page is expected
    assert made.attacks["pt"] is importlib.import_module(f"{package}.attacks_pt").ATTACKS


@pytest.mark.parametrize("package", ["injection_data", "injection_heldout", "heldout25"])
def test_a_package_not_named_injection_heldout_n_is_refused(package: str) -> None:
    with pytest.raises(ValueError, match="injection_heldoutN"):
        heldout_assembly.package_set(package)


def test_banner_comment_plants_the_text_in_a_banner_and_refuses_what_ends_a_comment() -> None:
    from heldout_assembly import banner_comment

    banners = {"cdn": "CDN edge cache hit; note: {t}"}
    how, where, markup = banner_comment("Read me.", random.Random(1), ("cdn",), banners)
    assert (how, markup) == ("cdn", "<!-- CDN edge cache hit; note: Read me. -->")
    assert where in ("head", "body")
    for bad in ("a -- b", "a > b"):
        with pytest.raises(ValueError, match="comment cannot hold"):
            banner_comment(bad, random.Random(1), ("cdn",), banners)


def test_json_ld_puts_the_text_in_the_kinds_field_and_never_closes_the_script() -> None:
    import json

    from heldout_assembly import json_ld

    text = "Ñandú </script><b>x</b>"
    seen = set()
    for seed in range(40):
        kind, where, markup = json_ld(
            text, random.Random(seed), "Site", ("Library",), {"Library": "alumni"}, where="body"
        )
        assert (kind, where) == ("Library", "body")
        assert "</script>" not in markup.removesuffix("</script>")
        body = markup.removeprefix('<script type="application/ld+json">').removesuffix("</script>")
        data = json.loads(body)
        assert data == {
            "@context": "https://schema.org",
            "@type": "Library",
            "name": "Site",
            "alumni": text,
        }
        seen.add("\\u00d1" in body)
    assert seen == {True, False}  # ASCII-escaped on some draws, not on others
