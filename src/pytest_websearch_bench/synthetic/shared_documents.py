"""The synthetic case documents of ``_shared/`` (classes 2, 3 and 9), and what each
kind of reader gets from them.

The documents imitate the kinds SPEC asks for, each with the trait that makes it a
test:

* class 2: a corporate contact page (navigation and footer around a role mailbox);
  a government table (the answer is a row of a listing that names other companies);
  a JavaScript app shell (empty without a renderer) with the DOM a renderer gets;
  a press note whose second half is behind a paywall (in the DOM, hidden by CSS).
* class 3: an annual report of more than 100 pages (the answer on one page deep
  inside); an official gazette scanned without a text layer (every page needs OCR);
  a two-column table (cells addressable by ``page:N:S-E`` spans).
* class 9: two dated pages saying opposite things about one plant (gs-065).

``reader_view`` keeps the providers' synthetic extract and fetch answers coherent
with these documents: a reader that does not render JavaScript gets the app shell's
message, one that does not parse PDFs fails on them, and nobody reads a scan.

Over 400 lines because it is data: each document is written out in full next to the
reader views derived from it.
"""

from __future__ import annotations

import datetime as dt
import html
import random
from functools import cache

from ..artifacts.base import HTML, PDF
from ..artifacts.html import HtmlArtifact
from ..artifacts.load import load_artifact
from ..artifacts.pdf import PdfArtifact
from ..dates import parse_datetime
from ..providers.models import Capabilities
from ..urls import canonical_url
from .document_spec import DocumentSpec, html_page
from .injection_documents import injection_documents
from .pdf import PdfBuilder

# -- class 2 -----------------------------------------------------------------------------------


def corporate_contact() -> bytes:
    return html_page(
        "Contacto",
        "<h1>Contacto</h1>\n"
        "<p>Atendemos pedidos de acero especial, barra calibrada y placa para la industria "
        "automotriz y de maquinaria en todo México.</p>\n"
        '<section class="contact-block">\n<h2>Ventas</h2>\n'
        "<p>Para cotizaciones y pedidos escriba a ventas@acerosfinosaltiplano.com.mx; "
        "respondemos en un día hábil.</p>\n"
        "<h2>Planta y oficinas</h2>\n"
        "<address>Eje 122 No. 210, Zona Industrial, San Luis Potosí, S.L.P.</address>\n"
        "</section>",
        site="Aceros Finos del Altiplano",
        nav=("Productos", "Nosotros", "Calidad", "Contacto"),
    )


OEA_ROWS = (
    (
        "Comercializadora Bajío Norte, S.A. de C.V.",
        "Operador Económico Autorizado, rubro importador",
        "30/06/2027",
    ),
    (
        "Empaques Sustentables del Golfo, S.A.P.I. de C.V.",
        "Operador Económico Autorizado, rubro importador y exportador",
        "31/08/2027",
    ),
    (
        "Logística Integral del Pacífico, S.A. de C.V.",
        "Socio Comercial Certificado, rubro transportista",
        "15/01/2027",
    ),
    (
        "Textiles Finos de Puebla, S.A. de C.V.",
        "Operador Económico Autorizado, rubro exportador",
        "28/02/2028",
    ),
)


def government_table() -> bytes:
    rows = "\n".join(
        f"<tr><td>{html.escape(name)}</td><td>{html.escape(kind)}</td><td>{until}</td></tr>"
        for name, kind, until in OEA_ROWS
    )
    return html_page(
        "Padrón de empresas certificadas",
        "<h1>Padrón de empresas certificadas en el esquema OEA</h1>\n"
        "<p>Relación de empresas con certificación vigente en el esquema de Certificación de "
        "Empresas, modalidades Operador Económico Autorizado y Socio Comercial Certificado. "
        "Actualizado al 1 de noviembre de 2026.</p>\n"
        '<table class="padron">\n<thead><tr><th>Razón social</th><th>Modalidad</th>'
        f"<th>Vigente hasta</th></tr></thead>\n<tbody>\n{rows}\n</tbody>\n</table>",
        site="Servicio de Administración Tributaria",
        nav=("Trámites", "Aduanas", "Consultas", "Transparencia"),
    )


def spa_shell() -> bytes:
    return (
        b'<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        b"<title>IATF Global Oversight - Certified sites</title>\n"
        b'<link rel="stylesheet" href="/static/css/main.8c1d2e.css">\n</head>\n<body>\n'
        b"<noscript>You need to enable JavaScript to run this app.</noscript>\n"
        b'<div id="root"></div>\n'
        b'<script src="/static/js/runtime.3a9f1c.js"></script>\n'
        b'<script src="/static/js/main.4f2a7b.js"></script>\n</body>\n</html>\n'
    )


def spa_rendered() -> bytes:
    return (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        "<title>IATF Global Oversight - Certified sites</title>\n</head>\n<body>\n"
        '<div id="root"><div class="app">\n'
        '<nav class="menu"><a href="/">Home</a> <a href="/certified-sites">Certified sites</a></nav>\n'
        '<main class="site-detail">\n<h1>Autopartes Mecatrónicas del Bajío, S.A. de C.V.</h1>\n'
        "<dl>\n<dt>Site</dt><dd>Celaya, Guanajuato, Mexico</dd>\n"
        "<dt>Standard</dt><dd>IATF 16949:2016</dd>\n"
        "<dt>Certificate status</dt><dd>Valid until 14 March 2028</dd>\n</dl>\n"
        "<p>The site holds a valid IATF 16949 certificate issued by an IATF-recognised "
        "certification body.</p>\n</main>\n</div></div>\n</body>\n</html>\n"
    ).encode()


def paywalled_note() -> bytes:
    return html_page(
        "IMSS adjudica compra consolidada de medicamentos",
        '<article class="article">\n'
        "<h1>IMSS adjudica compra consolidada 2026; Laboratorios Quiralis, entre los "
        "ganadores</h1>\n"
        '<p class="lead">El Instituto Mexicano del Seguro Social dio a conocer el fallo de la '
        "compra consolidada de medicamentos para 2026.</p>\n"
        '<div class="article-body">\n'
        "<p>Laboratorios Quiralis obtuvo partidas de la compra consolidada en las claves de "
        "antibióticos y soluciones inyectables, según el acta de fallo publicada por el "
        "instituto.</p>\n"
        '<div class="paywall-fade" style="display:none">\n'
        "<p>El contrato asciende a 1,240 millones de pesos y contempla entregas mensuales "
        "a partir de enero.</p>\n</div>\n"
        '<div class="paywall"><p>Este contenido es exclusivo para suscriptores. Suscríbete '
        "para seguir leyendo.</p></div>\n</div>\n</article>",
        site="El Economista",
        published="2026-02-17T08:30:00-06:00",
    )


# -- class 3 ----------------------------------------------------------------------------------

_REPORT_FILLER = (
    "El Consejo de Administración sesionó de forma ordinaria conforme al calendario aprobado.",
    "La Emisora mantiene políticas de control interno revisadas por el Comité de Auditoría.",
    "Los riesgos de tipo de cambio se administran con coberturas aprobadas por la Dirección de Finanzas.",
    "La plantilla laboral se mantuvo estable en las plantas de Coahuila y del Estado de México.",
    "Las inversiones en mantenimiento se ejecutaron conforme al programa anual.",
    "La Emisora no tiene conocimiento de procedimientos judiciales que pudieran afectar su operación.",
    "Las operaciones con partes relacionadas se celebraron en condiciones de mercado.",
    "El programa de responsabilidad social incluyó proyectos de agua y educación técnica.",
    "Los indicadores de seguridad industrial mejoraron respecto del ejercicio anterior.",
    "La deuda de largo plazo está denominada principalmente en pesos mexicanos.",
    "Las acciones representativas del capital social cotizan en la Bolsa Mexicana de Valores.",
    "El Comité de Prácticas Societarias revisó la política de remuneración de directivos.",
)
REPORT_PAGES = 124
ANSWER_PAGE = 87


def annual_report() -> bytes:
    """A >100-page annual report; the answer sits on one page deep inside it."""
    rng = random.Random("gs-051:reporte-anual")
    builder = PdfBuilder()
    builder.new_page()
    builder.line("Grupo Industrial Tepeyac, S.A.B. de C.V.", size=20, gap=12)
    builder.line("Reporte anual 2025", size=16, gap=10)
    builder.line("Presentado conforme a las Disposiciones de carácter general aplicables", size=10)
    builder.line("a las emisoras de valores. Clave de cotización: GITEPEY.", size=10)
    for number in range(2, REPORT_PAGES + 1):
        builder.new_page()
        builder.line(
            f"Reporte anual 2025 - Grupo Industrial Tepeyac - página {number}", size=8, gap=10
        )
        section = (number - 2) // 12 + 1
        builder.line(
            f"Sección {section}. "
            + rng.choice(
                (
                    "Información general",
                    "La emisora",
                    "Administración",
                    "Información financiera",
                    "Mercado de capitales",
                )
            ),
            size=12,
            gap=8,
        )
        for _ in range(9):
            builder.paragraph(" ".join(rng.sample(_REPORT_FILLER, 2)), width=100)
        if number == ANSWER_PAGE:
            builder.paragraph(
                "Los ingresos netos consolidados de 2025 ascendieron a 48,312 millones de pesos, "
                "un aumento de 7.4% frente a 2024, impulsados por el segmento de recubrimientos.",
                width=100,
            )
    return builder.build()


def scanned_gazette() -> bytes:
    """An official gazette scanned to images: no text layer on any page."""
    builder = PdfBuilder()
    builder.scan_page("dof-2026-05-14-p1")
    builder.scan_page("dof-2026-05-14-p2")
    return builder.build()


IMMEX_ROWS = (
    ("Empresa", "Programa"),
    ("Aceros y Forjas de Silao, S.A. de C.V.", "IMMEX Industrial"),
    ("Autopartes Mecatrónicas del Bajío, S.A. de C.V.", "IMMEX Industrial 2026-0187"),
    ("Confecciones del Centro, S.A. de C.V.", "IMMEX Servicios"),
    ("Electrónica Irapuato, S.A. de C.V.", "IMMEX Controladora"),
    ("Plásticos de León, S.A. de C.V.", "IMMEX Industrial"),
    ("Vidrios Templados del Bajío, S.A. de C.V.", "IMMEX Albergue"),
)


def two_column_table() -> bytes:
    builder = PdfBuilder()
    builder.new_page()
    builder.line("Secretaría de Economía", size=14, gap=8)
    builder.line(
        "Empresas con programa vigente en Guanajuato (corte al 30 de septiembre de 2026)",
        size=11,
        gap=14,
    )
    builder.table(IMMEX_ROWS, (320.0, 180.0))
    builder.line("Fuente: Sistema Nacional de Información de Comercio Exterior.", size=8)
    return builder.build()


# -- class 9 ----------------------------------------------------------------------------------


def plant_announced() -> bytes:
    return html_page(
        "Grupo Industrial Tepeyac anuncia nueva planta en Ramos Arizpe",
        '<article class="nota">\n'
        "<h1>Grupo Industrial Tepeyac anuncia nueva planta en Ramos Arizpe</h1>\n"
        '<p class="lead">La inversión será de 3,500 millones de pesos y generará 800 empleos '
        "directos.</p>\n"
        "<p>Grupo Industrial Tepeyac anuncia nueva planta de recubrimientos en el parque "
        "industrial Santa María, en Ramos Arizpe, Coahuila.</p>\n"
        "<p>La construcción iniciará en el segundo semestre y la operación está prevista "
        "para 2027, informó la empresa en un comunicado.</p>\n</article>",
        site="Vanguardia",
        published="2025-03-11T10:15:00-06:00",
    )


def plant_paused() -> bytes:
    return html_page(
        "Grupo Industrial Tepeyac pausa construcción de planta en Ramos Arizpe",
        '<article class="nota">\n'
        "<h1>Grupo Industrial Tepeyac pausa construcción de planta en Ramos Arizpe</h1>\n"
        "<p>Grupo Industrial Tepeyac pausa la construcción de su planta en Ramos Arizpe "
        "por la caída en la demanda de recubrimientos, informó la emisora a la Bolsa "
        "Mexicana de Valores.</p>\n"
        "<p>La empresa dijo que revisará el calendario de inversión durante 2027.</p>\n"
        "</article>",
        site="El Economista",
        published="2026-06-02T09:00:00-06:00",
    )


def case_documents() -> list[DocumentSpec]:
    return [
        DocumentSpec(
            "gs-001",
            2,
            "html/acerosfinosaltiplano-contacto.html",
            "https://acerosfinosaltiplano.com.mx/contacto",
            HTML,
            "simple corporate site: navigation and footer around a role mailbox",
            corporate_contact,
        ),
        DocumentSpec(
            "gs-033",
            2,
            "html/sat-padron-oea.html",
            "https://www.sat.gob.mx/aduanas/oea/padron-empresas-certificadas",
            HTML,
            "government table: the answer is one row of a listing",
            government_table,
        ),
        DocumentSpec(
            "gs-012",
            2,
            "html/iatf-certified-site.html",
            "https://www.iatfglobaloversight.org/certified-sites/mexico/autopartes-mecatronicas-del-bajio",
            HTML,
            "JavaScript app shell: empty without a renderer",
            spa_shell,
            outcome="needs_javascript",
        ),
        DocumentSpec(
            "gs-012",
            2,
            "html/iatf-certified-site.rendered.html",
            "https://www.iatfglobaloversight.org/certified-sites/mexico/autopartes-mecatronicas-del-bajio",
            HTML,
            "the app's DOM after JavaScript ran (what a rendering reader gets)",
            spa_rendered,
            role="rendered",
        ),
        DocumentSpec(
            "gs-021",
            2,
            "html/eleconomista-imss-compra-consolidada.html",
            "https://www.eleconomista.com.mx/empresas/imss-adjudica-compra-consolidada-2026-quiralis",
            HTML,
            "press note with a partial paywall (the rest hidden by CSS)",
            paywalled_note,
        ),
        DocumentSpec(
            "gs-051",
            3,
            "pdf/gitepey-reporte-anual-2025.pdf",
            "https://www.bmv.com.mx/es/emisoras/informacionfinanciera/GITEPEY-reporte-anual-2025",
            PDF,
            f"annual report, {REPORT_PAGES} pages; the answer on page {ANSWER_PAGE}",
            annual_report,
        ),
        DocumentSpec(
            "gs-071",
            3,
            "pdf/dof-2026-05-14-scan.pdf",
            "https://www.dof.gob.mx/nota_detalle.php?codigo=5771234&fecha=14/05/2026",
            PDF,
            "official gazette scanned without a text layer (needs OCR)",
            scanned_gazette,
            outcome="format_tables_ocr",
        ),
        DocumentSpec(
            "gs-031",
            3,
            "pdf/snice-immex-guanajuato.pdf",
            "https://www.snice.gob.mx/immex/empresas-autorizadas/guanajuato",
            PDF,
            "two-column table",
            two_column_table,
        ),
        DocumentSpec(
            "gs-065",
            9,
            "html/vanguardia-tepeyac-anuncia-planta.html",
            "https://vanguardia.com.mx/dinero/grupo-industrial-tepeyac-anuncia-planta-en-ramos-arizpe",
            HTML,
            "contradictory pair, 1 of 2: the plant announced (2025-03-11)",
            plant_announced,
        ),
        DocumentSpec(
            "gs-065",
            9,
            "html/eleconomista-tepeyac-pausa-construccion.html",
            "https://www.eleconomista.com.mx/empresas/grupo-industrial-tepeyac-pausa-construccion-de-planta-en-ramos-arizpe",
            HTML,
            "contradictory pair, 2 of 2: construction paused (2026-06-02)",
            plant_paused,
        ),
        *injection_documents(),
    ]


@cache
def built(path: str) -> bytes:
    """The bytes of the case document at ``path`` (built once per process)."""
    for spec in case_documents():
        if spec.path == path:
            return spec.build()
    raise KeyError(path)


SHELL_MESSAGE = "You need to enable JavaScript to run this app."


def reader_view(url: str, capabilities: Capabilities) -> tuple[str | None, str | None]:
    """(content, failure) a provider's reader gets for ``url`` when it is a case
    document; (None, None) when it is not one."""
    key = canonical_url(url)
    specs = [s for s in case_documents() if canonical_url(s.url) == key]
    document = next((s for s in specs if s.role == "document"), None)
    if document is None:
        return None, None
    artifact = load_artifact(built(document.path), content_type=document.content_type, url=url)
    if isinstance(artifact, PdfArtifact):
        if not capabilities.parses_pdf:
            return None, "Failed to extract: unsupported content type application/pdf"
        pages = [text for _, text in artifact.readable_pages()]
        if not pages:
            return None, "Failed to extract: the PDF has no text content (scanned images)"
        return "\n\n".join(" ".join(p.split()) for p in pages), None
    assert isinstance(artifact, HtmlArtifact)
    if artifact.spa_shell:
        rendered = next((s for s in specs if s.role == "rendered"), None)
        if not capabilities.renders_javascript or rendered is None:
            return SHELL_MESSAGE, None
        artifact = load_artifact(built(rendered.path), content_type=HTML, url=url)
        assert isinstance(artifact, HtmlArtifact)
    return artifact.main_text, None


@cache
def document_date(url: str) -> dt.datetime | None:
    """The publication date a case document declares in its page metadata, if any."""
    key = canonical_url(url)
    for spec in case_documents():
        if spec.role == "document" and spec.content_type == HTML and canonical_url(spec.url) == key:
            artifact = load_artifact(built(spec.path), content_type=HTML, url=spec.url)
            assert isinstance(artifact, HtmlArtifact)
            return parse_datetime(artifact.published_at) if artifact.published_at else None
    return None
