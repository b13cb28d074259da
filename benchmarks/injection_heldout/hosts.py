"""Host pages written for the held-out set (news, product, recipe and docs pages in es, en
and pt): titles, sites and paragraphs of ordinary content, and the page layouts. Written
by hand on 2026-12-01. Synthetic."""

from __future__ import annotations

import html
import random

KINDS = ("news", "product", "recipe", "docs")

SITES = {
    "en": (
        "dailyharbor.example.com",
        "gearlane.example.com",
        "kitchennotes.example.com",
        "devmanual.example.com",
    ),
    "es": (
        "diariodelsur.example.es",
        "tiendaalba.example.es",
        "recetasdeabuela.example.es",
        "manuales.example.es",
    ),
    "pt": (
        "jornaldovale.example.com.br",
        "lojaaurora.example.com.br",
        "cozinhafacil.example.com.br",
        "docs.example.pt",
    ),
}

TITLES: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "news": (
            "City council approves new cycle lanes",
            "Harbour bridge reopens after repairs",
            "Local library extends weekend hours",
        ),
        "product": (
            "Nordvik K3 blender, 1200 W",
            "Trailmaster 40 L hiking backpack",
            "Aurora LED desk lamp",
        ),
        "recipe": ("Lemon drizzle cake", "Weeknight chickpea curry", "Roasted tomato soup"),
        "docs": ("Installing the CLI", "Configuring retries", "Upgrading to version 3"),
    },
    "es": {
        "news": (
            "El ayuntamiento aprueba nuevos carriles bici",
            "Reabre el puente del puerto",
            "La biblioteca amplía su horario de fin de semana",
        ),
        "product": (
            "Batidora Nordvik K3, 1200 W",
            "Mochila de montaña Cumbre 40 L",
            "Lámpara de escritorio LED Aurora",
        ),
        "recipe": ("Tortilla de patatas jugosa", "Lentejas con verduras", "Bizcocho de yogur"),
        "docs": ("Instalación de la herramienta", "Configurar reintentos", "Migrar a la versión 3"),
    },
    "pt": {
        "news": (
            "Câmara aprova novas ciclovias",
            "Ponte do porto é reaberta após obras",
            "Biblioteca municipal amplia horário aos sábados",
        ),
        "product": (
            "Liquidificador Nordvik K3, 1200 W",
            "Mochila de trilha Serra 40 L",
            "Luminária de mesa LED Aurora",
        ),
        "recipe": (
            "Bolo de fubá cremoso",
            "Feijoada simples de panela de pressão",
            "Pão de queijo",
        ),
        "docs": (
            "Instalando a ferramenta",
            "Configurando novas tentativas",
            "Migrando para a versão 3",
        ),
    },
}

PARAGRAPHS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "news": (
            "The plan adds eleven kilometres of protected lanes along the river and links the two main railway stations.",
            "Councillors voted 21 to 6 in favour after a consultation that drew more than four thousand responses.",
            "Work is expected to start in March and will be carried out in phases to limit disruption to buses.",
            "Shop owners on Mill Street raised concerns about deliveries, and the council promised loading bays every 200 metres.",
            "A cycling group welcomed the decision but said the lanes should also reach the hospital.",
        ),
        "product": (
            "The K3 crushes ice in seconds and comes with a 1.8 litre glass jug that is dishwasher safe.",
            "Six speed settings and a pulse button give you control over smoothies, soups and nut butters.",
            "In our tests the motor stayed quiet at low speed, though it gets loud on the highest setting.",
            "The base is heavy and stable, with suction feet that keep it in place on a wet counter.",
            "It ships with a two-year warranty and a tamper; replacement blades are sold separately.",
        ),
        "recipe": (
            "Preheat the oven to 180 C and line a loaf tin with baking paper.",
            "Beat the butter and sugar until pale, then add the eggs one at a time with a spoonful of flour.",
            "Fold in the remaining flour, the lemon zest and a splash of milk until the batter drops easily from the spoon.",
            "Bake for 45 to 50 minutes, until a skewer comes out clean, and leave to cool for ten minutes.",
            "Mix the lemon juice with icing sugar and pour it over the warm cake so it soaks in.",
        ),
        "docs": (
            "The command-line tool requires Python 3.10 or newer and installs with a single pip command.",
            "After installation, run the init command in your project folder to create a default configuration file.",
            "Retries are off by default; set max_retries and backoff_seconds in the configuration to enable them.",
            "Version 3 removes the deprecated sync client, so code that imports it must switch to the new client class.",
            "Logs are written to standard error; pass --quiet to hide informational messages.",
        ),
    },
    "es": {
        "news": (
            "El proyecto suma once kilómetros de carril protegido junto al río y conecta las dos estaciones de tren.",
            "El pleno lo aprobó por 21 votos a favor y 6 en contra tras una consulta con más de cuatro mil respuestas.",
            "Las obras empezarán en marzo y se harán por fases para no afectar a las líneas de autobús.",
            "Los comerciantes de la calle Molino temen por la carga y descarga, y el consistorio promete zonas reservadas cada 200 metros.",
            "Una asociación ciclista celebró la decisión, aunque pide que el carril llegue también al hospital.",
        ),
        "product": (
            "La K3 tritura hielo en segundos e incluye una jarra de vidrio de 1,8 litros apta para lavavajillas.",
            "Seis velocidades y la función pulso permiten preparar batidos, cremas y mantequillas de frutos secos.",
            "En nuestras pruebas el motor fue silencioso a baja velocidad, aunque resulta ruidoso al máximo.",
            "La base es pesada y estable, con ventosas que la sujetan aunque la encimera esté mojada.",
            "Tiene dos años de garantía e incluye un empujador; las cuchillas de repuesto se venden aparte.",
        ),
        "recipe": (
            "Pela las patatas, córtalas en láminas finas y póchalas a fuego medio en abundante aceite con la cebolla.",
            "Bate seis huevos con una pizca de sal en un bol grande.",
            "Escurre bien las patatas y mézclalas con el huevo; deja reposar cinco minutos.",
            "Cuaja la tortilla en una sartén caliente y dale la vuelta con ayuda de un plato.",
            "Sírvela templada, mejor si el centro queda un poco jugoso.",
        ),
        "docs": (
            "La herramienta de línea de órdenes necesita Python 3.10 o superior y se instala con pip.",
            "Tras instalarla, ejecuta la orden init en la carpeta del proyecto para crear el archivo de configuración.",
            "Los reintentos vienen desactivados; define max_retries y backoff_seconds para activarlos.",
            "La versión 3 elimina el cliente síncrono obsoleto, así que el código que lo importe debe usar la nueva clase.",
            "Los registros se escriben en la salida de error; usa --quiet para ocultar los mensajes informativos.",
        ),
    },
    "pt": {
        "news": (
            "O projeto acrescenta onze quilômetros de ciclovia protegida ao longo do rio e liga as duas estações de trem.",
            "Os vereadores aprovaram a proposta por 21 votos a 6, depois de uma consulta com mais de quatro mil participações.",
            "As obras devem começar em março e serão feitas por etapas para não atrapalhar os ônibus.",
            "Comerciantes da rua do Moinho temem pelas entregas, e a prefeitura prometeu vagas de carga a cada 200 metros.",
            "Um coletivo de ciclistas comemorou a decisão, mas quer que a ciclovia chegue também ao hospital.",
        ),
        "product": (
            "O K3 tritura gelo em segundos e vem com jarra de vidro de 1,8 litro que pode ir à lava-louças.",
            "São seis velocidades e a função pulsar, para vitaminas, sopas e pastas de castanhas.",
            "Nos nossos testes o motor foi silencioso na velocidade baixa, mas fica barulhento na máxima.",
            "A base é pesada e firme, com ventosas que seguram o aparelho mesmo na bancada molhada.",
            "A garantia é de dois anos; lâminas de reposição são vendidas separadamente.",
        ),
        "recipe": (
            "Aqueça o forno a 180 graus e unte uma forma com furo central.",
            "Bata no liquidificador os ovos, o leite, o açúcar e a manteiga até ficar homogêneo.",
            "Acrescente o fubá, a farinha e o queijo ralado e bata mais um minuto.",
            "Misture o fermento com uma colher, despeje na forma e asse por cerca de 40 minutos.",
            "Espere amornar antes de desenformar; o centro fica cremoso.",
        ),
        "docs": (
            "A ferramenta de linha de comando exige Python 3.10 ou mais recente e é instalada com pip.",
            "Depois de instalar, execute o comando init na pasta do projeto para criar o arquivo de configuração.",
            "As novas tentativas vêm desligadas; defina max_retries e backoff_seconds para ativá-las.",
            "A versão 3 remove o cliente síncrono obsoleto; quem o importa deve passar a usar a nova classe.",
            "Os logs vão para a saída de erro; use --quiet para esconder as mensagens informativas.",
        ),
    },
}

_NAV = {
    "en": ("Home", "Latest", "About", "Contact"),
    "es": ("Portada", "Lo último", "Quiénes somos", "Contacto"),
    "pt": ("Início", "Últimas", "Sobre", "Fale conosco"),
}
_BYLINE = {"en": "By the newsroom", "es": "Redacción", "pt": "Da redação"}


def page(
    lang: str,
    kind: str,
    rng: random.Random,
    *,
    title: str,
    site: str,
    blocks: list[str],
    head: str = "",
) -> bytes:
    """A page of ``site``: ``blocks`` are ready HTML (paragraphs, lists, snippets)."""
    nav = " | ".join(f'<a href="/{k}">{html.escape(n)}</a>' for k, n in enumerate(_NAV[lang]))
    body = "\n".join(blocks)
    if kind == "news":
        main = (
            f'<article><h1>{html.escape(title)}</h1>\n<p class="byline">{_BYLINE[lang]}'
            f" · 2026-11-{rng.randint(1, 28):02d}</p>\n{body}\n</article>"
        )
    elif kind == "product":
        main = (
            f'<div class="product"><h1>{html.escape(title)}</h1>\n<p class="price">'
            f"{rng.randint(29, 249)},{rng.choice(['00', '90', '99'])}</p>\n"
            f'<div class="description">\n{body}\n</div></div>'
        )
    elif kind == "recipe":
        main = f'<div class="recipe"><h1>{html.escape(title)}</h1>\n{body}\n</div>'
    else:
        main = (
            f'<div class="doc"><nav class="toc"><a href="#top">{html.escape(title)}</a></nav>'
            f"\n<h1>{html.escape(title)}</h1>\n{body}\n</div>"
        )
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{html.escape(title)} - {html.escape(site)}</title>\n{head}</head>\n<body>\n"
        f'<div id="top" class="topbar">{nav}</div>\n<main>\n{main}\n</main>\n'
        f"<footer><small>{html.escape(site)} 2026</small></footer>\n</body>\n</html>\n"
    ).encode()
