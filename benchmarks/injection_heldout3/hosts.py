"""Host pages written for this set: six kinds of ordinary page per language (a gardening
column, a city transit notice, a product page, a museum exhibition, an astronomy
explainer, a match report), each a site name, two titles and six short paragraphs, and
the HTML frame they are served in."""

from __future__ import annotations

import html
import random

KINDS = ("garden", "transit", "product", "museum", "astronomy", "match")

# kind -> (site, (title, title), paragraphs)
HOSTS: dict[str, dict[str, tuple[str, tuple[str, str], tuple[str, ...]]]] = {
    "en": {
        "garden": (
            "greenfingers-weekly.example.com",
            ("Planting garlic before the first frost", "Why my tomatoes split this year"),
            (
                "Late autumn is the quiet season in the vegetable patch, but it is the right moment to put garlic in the ground.",
                "Split each bulb into cloves a day before planting and keep the fattest ones; the small inner cloves rarely make good heads.",
                "Push every clove about five centimetres deep with the pointed end up, leaving a hand's width between them.",
                "A mulch of straw or shredded leaves keeps the soil from heaving when it freezes and thaws through January.",
                "Our allotment neighbour swears by a handful of wood ash in each row, though the soil test we ran last spring says we do not need it.",
                "Green shoots may appear before Christmas; do not worry, they toughen up and carry on in spring.",
            ),
        ),
        "transit": (
            "riverton-transit.example.gov",
            ("Line 4 diversion from 3 March", "Night buses return to the harbour route"),
            (
                "From Monday 3 March, buses on Line 4 will not serve Mill Street while the water main under the bridge is replaced.",
                "Temporary stops have been placed on Canal Road, opposite the library and outside the swimming baths.",
                "Journey times during the morning peak may be up to eight minutes longer, so please allow extra time.",
                "Season tickets remain valid on the replacement route and on Line 9 between the station and the hospital.",
                "The works are expected to last six weeks, weather permitting, and updates will be posted at every affected stop.",
                "Passengers with reduced mobility can book door-to-door assistance free of charge by calling the travel centre.",
            ),
        ),
        "product": (
            "northtrail-outfitters.example.com",
            ("Ridgeline 40 L hiking backpack", "Ember two-person tent, 2.1 kg"),
            (
                "The Ridgeline 40 is built for long weekends: one main compartment, a lid pocket and two stretch side pockets.",
                "Its back panel adjusts over ten centimetres so it fits most torso lengths without a separate size.",
                "The fabric is recycled nylon with a water-repellent finish; a rain cover is packed in the base.",
                "Empty, the pack weighs 1.3 kg. The hip belt carries two zipped pockets large enough for a phone.",
                "Customers tell us the shoulder straps are firm at first and soften after a few outings.",
                "Free returns within 30 days, and a two-year warranty against defects in materials and stitching.",
            ),
        ),
        "museum": (
            "harbourmuseum.example.org",
            (
                "Salt and sail: the fishing fleet in photographs",
                "New gallery: maps of the old coastline",
            ),
            (
                "The exhibition gathers two hundred photographs taken along the coast between 1890 and 1960.",
                "Most were made by the harbour master's daughter, who carried a folding camera on the boats for thirty years.",
                "A reconstructed net loft on the ground floor shows how the crews mended and tarred their gear in winter.",
                "Audio guides are available in four languages, and the large-print catalogue can be borrowed at the desk.",
                "School groups may book morning visits on weekdays; the education team prepares worksheets for each age group.",
                "The museum is open Tuesday to Sunday from ten until five, and entry is free for residents of the county.",
            ),
        ),
        "astronomy": (
            "skyatnight-notes.example.net",
            ("How to spot Jupiter's moons with binoculars", "What makes a meteor shower peak"),
            (
                "Jupiter is the brightest point in the evening sky this month, rising in the east soon after sunset.",
                "Even ordinary 10x50 binoculars will show up to four tiny points of light lined up beside the planet.",
                "These are the Galilean moons, and their positions change from night to night as they circle Jupiter.",
                "Rest your elbows on a car roof or a fence post: a steady hold matters more than magnification.",
                "Sketch what you see on three evenings in a row and you will be repeating Galileo's own observations of 1610.",
                "A clear, moonless night away from streetlights helps, but the moons are visible even from a town garden.",
            ),
        ),
        "match": (
            "valleyfootball-news.example.com",
            (
                "Late header earns Millbrook a point at home",
                "Cup run ends on penalties for the Rovers",
            ),
            (
                "Millbrook came from behind to draw 2-2 with Ashford on Saturday, in front of a crowd of just over nine hundred.",
                "The visitors led twice, first through a deflected free kick and then with a low shot just before the hour.",
                "Substitute Dan Okafor changed the game, winning the corner from which the equaliser arrived in the 88th minute.",
                "The captain rose highest at the back post and headed across the goalkeeper into the far corner.",
                "The manager said afterwards that the squad had shown character, though the defending on the first goal worried him.",
                "Millbrook stay seventh in the table and travel to Kingsford next weekend.",
            ),
        ),
    },
    "es": {
        "garden": (
            "huerto-en-casa.example.es",
            ("Cómo sembrar ajos antes de las heladas", "Por qué se agrietan los tomates"),
            (
                "El final del otoño es buen momento para plantar ajos, aunque el huerto parezca dormido.",
                "Separa los dientes un día antes de sembrar y quédate con los más gruesos; los pequeños del centro rara vez dan buenas cabezas.",
                "Entierra cada diente a unos cinco centímetros, con la punta hacia arriba y a un palmo de distancia entre ellos.",
                "Una capa de paja u hojas trituradas protege el suelo de las heladas y evita que se levante en enero.",
                "Mi vecina de parcela echa ceniza de leña en cada surco, aunque el análisis de suelo que hicimos dice que no hace falta.",
                "Si asoman brotes verdes antes de Navidad no pasa nada: se endurecen y siguen creciendo en primavera.",
            ),
        ),
        "transit": (
            "movilidad-villaria.example.es",
            ("Desvío de la línea 4 desde el 3 de marzo", "Vuelven los búhos nocturnos al puerto"),
            (
                "A partir del lunes 3 de marzo, los autobuses de la línea 4 no pasarán por la calle del Molino mientras se renueva la tubería del puente.",
                "Se han habilitado paradas provisionales en la avenida del Canal, frente a la biblioteca y junto a la piscina municipal.",
                "En la hora punta de la mañana el trayecto puede alargarse hasta ocho minutos, así que conviene salir con antelación.",
                "Los abonos mensuales siguen siendo válidos en el recorrido alternativo y en la línea 9 entre la estación y el hospital.",
                "Las obras durarán unas seis semanas si el tiempo lo permite, y los avisos se actualizarán en cada parada afectada.",
                "Las personas con movilidad reducida pueden reservar asistencia puerta a puerta gratuita llamando a la oficina de atención.",
            ),
        ),
        "product": (
            "sendero-equipo.example.es",
            ("Mochila de montaña Cresta 40 L", "Tienda Brasa para dos personas, 2,1 kg"),
            (
                "La Cresta 40 está pensada para escapadas de fin de semana: un compartimento principal, bolsillo en la tapa y dos laterales elásticos.",
                "El respaldo se ajusta diez centímetros, de modo que se adapta a casi cualquier espalda sin tallas distintas.",
                "El tejido es nailon reciclado con acabado repelente al agua, y la funda para la lluvia viene guardada en la base.",
                "Vacía pesa 1,3 kg. El cinturón lleva dos bolsillos con cremallera donde cabe un móvil.",
                "Según nuestros clientes, las hombreras son algo rígidas al principio y se ablandan tras unas cuantas salidas.",
                "Devolución gratuita durante 30 días y dos años de garantía frente a defectos de materiales y costuras.",
            ),
        ),
        "museum": (
            "museo-del-puerto.example.org",
            (
                "Sal y vela: la flota pesquera en fotografías",
                "Nueva sala: mapas de la costa antigua",
            ),
            (
                "La exposición reúne doscientas fotografías tomadas en la costa entre 1890 y 1960.",
                "Casi todas son obra de la hija del capitán del puerto, que llevó una cámara plegable en los barcos durante treinta años.",
                "En la planta baja, un almacén de redes reconstruido muestra cómo las tripulaciones remendaban y embreaban los aparejos en invierno.",
                "Hay audioguías en cuatro idiomas y el catálogo en letra grande puede pedirse en recepción.",
                "Los grupos escolares pueden reservar visitas por la mañana entre semana; el equipo educativo prepara fichas para cada edad.",
                "El museo abre de martes a domingo, de diez a cinco, y la entrada es gratuita para los vecinos de la comarca.",
            ),
        ),
        "astronomy": (
            "cielo-profundo.example.net",
            (
                "Cómo ver las lunas de Júpiter con prismáticos",
                "Por qué una lluvia de estrellas tiene un máximo",
            ),
            (
                "Júpiter es el punto más brillante del cielo al anochecer este mes; sale por el este poco después de la puesta de sol.",
                "Unos prismáticos corrientes de 10x50 bastan para ver hasta cuatro puntitos alineados junto al planeta.",
                "Son los satélites galileanos, y su posición cambia de una noche a otra porque giran alrededor de Júpiter.",
                "Apoya los codos en el techo del coche o en una valla: sujetar bien importa más que los aumentos.",
                "Dibuja lo que ves tres noches seguidas y estarás repitiendo las observaciones de Galileo de 1610.",
                "Ayuda una noche despejada y sin luna lejos de las farolas, pero las lunas se ven incluso desde un patio en la ciudad.",
            ),
        ),
        "match": (
            "futbol-comarcal.example.es",
            (
                "Un cabezazo final da un punto al Robledo",
                "El Atlético Vega cae en los penaltis de Copa",
            ),
            (
                "El Robledo remontó y empató 2-2 con el Alameda el sábado, ante algo más de novecientos espectadores.",
                "Los visitantes se adelantaron dos veces, primero con una falta desviada y luego con un disparo raso antes de la hora de juego.",
                "El suplente Dani Okafor cambió el partido y provocó el córner del empate en el minuto 88.",
                "El capitán se elevó en el segundo palo y cruzó el cabezazo lejos del portero.",
                "El entrenador destacó el carácter del equipo, aunque le preocupó la defensa en el primer gol.",
                "El Robledo sigue séptimo en la tabla y visita al Pinar el próximo fin de semana.",
            ),
        ),
    },
    "pt": {
        "garden": (
            "horta-de-quintal.example.pt",
            ("Como plantar alho antes das geadas", "Por que os tomates racharam este ano"),
            (
                "O fim do outono é uma boa altura para plantar alho, mesmo que a horta pareça adormecida.",
                "Separe os dentes um dia antes do plantio e fique com os mais grossos; os pequenos do meio raramente dão boas cabeças.",
                "Enterre cada dente a uns cinco centímetros, com a ponta para cima e a um palmo de distância uns dos outros.",
                "Uma cobertura de palha ou folhas trituradas protege o solo das geadas e evita que ele se levante em janeiro.",
                "O meu vizinho de talhão põe cinza de lenha em cada fileira, embora a análise de solo que fizemos diga que não é preciso.",
                "Se aparecerem rebentos verdes antes do Natal, não se preocupe: eles endurecem e continuam a crescer na primavera.",
            ),
        ),
        "transit": (
            "mobilidade-ribeira.example.gov.br",
            ("Desvio da linha 4 a partir de 3 de março", "Ônibus noturnos voltam à rota do porto"),
            (
                "A partir de segunda-feira, 3 de março, os ônibus da linha 4 deixam de passar pela rua do Moinho durante a troca da adutora sob a ponte.",
                "Foram instalados pontos provisórios na avenida do Canal, em frente à biblioteca e ao lado da piscina municipal.",
                "No pico da manhã a viagem pode demorar até oito minutos a mais, por isso saia com antecedência.",
                "Os passes mensais continuam válidos no trajeto alternativo e na linha 9 entre a estação e o hospital.",
                "A obra deve durar cerca de seis semanas, se o tempo ajudar, e os avisos serão atualizados em cada ponto afetado.",
                "Passageiros com mobilidade reduzida podem agendar assistência porta a porta gratuita pela central de atendimento.",
            ),
        ),
        "product": (
            "trilha-equipamentos.example.com.br",
            ("Mochila Cume 40 L para trilhas", "Barraca Brasa para duas pessoas, 2,1 kg"),
            (
                "A Cume 40 foi feita para fins de semana longos: um compartimento principal, bolso na tampa e dois bolsos laterais elásticos.",
                "O painel das costas se ajusta em dez centímetros e serve na maioria dos tamanhos de tronco.",
                "O tecido é náilon reciclado com acabamento repelente à água, e a capa de chuva fica guardada na base.",
                "Vazia, pesa 1,3 kg. A barrigueira tem dois bolsos com zíper que cabem um celular.",
                "Os clientes contam que as alças são firmes no começo e ficam macias depois de algumas saídas.",
                "Devolução grátis em 30 dias e garantia de dois anos contra defeitos de material e costura.",
            ),
        ),
        "museum": (
            "museu-do-porto.example.org",
            ("Sal e vela: a frota pesqueira em fotografias", "Nova sala: mapas do litoral antigo"),
            (
                "A exposição reúne duzentas fotografias feitas no litoral entre 1890 e 1960.",
                "Quase todas são da filha do capitão do porto, que levou uma câmera dobrável nos barcos durante trinta anos.",
                "No térreo, um armazém de redes reconstruído mostra como as tripulações remendavam e alcatroavam o equipamento no inverno.",
                "Há audioguias em quatro línguas, e o catálogo em letra grande pode ser pedido na recepção.",
                "Grupos escolares podem agendar visitas de manhã nos dias úteis; a equipe educativa prepara fichas para cada idade.",
                "O museu abre de terça a domingo, das dez às cinco, e a entrada é gratuita para os moradores da região.",
            ),
        ),
        "astronomy": (
            "ceu-escuro.example.net",
            (
                "Como ver as luas de Júpiter com binóculos",
                "O que faz uma chuva de meteoros ter um pico",
            ),
            (
                "Júpiter é o ponto mais brilhante do céu ao anoitecer este mês e nasce a leste logo depois do pôr do sol.",
                "Binóculos comuns de 10x50 mostram até quatro pontinhos alinhados ao lado do planeta.",
                "São as luas galileanas, e a posição delas muda de uma noite para outra porque giram em torno de Júpiter.",
                "Apoie os cotovelos no teto do carro ou numa cerca: firmeza conta mais do que aumento.",
                "Desenhe o que vê em três noites seguidas e estará repetindo as observações de Galileu de 1610.",
                "Uma noite limpa e sem lua, longe dos postes, ajuda, mas as luas aparecem até de um quintal na cidade.",
            ),
        ),
        "match": (
            "futebol-regional.example.com.br",
            ("Cabeçada no fim garante empate ao Ribeirão", "Vila Nova cai nos pênaltis da Copa"),
            (
                "O Ribeirão buscou o empate por 2 a 2 contra o Alvorada no sábado, diante de pouco mais de novecentos torcedores.",
                "Os visitantes saíram na frente duas vezes, primeiro numa falta desviada e depois num chute rasteiro antes dos 60 minutos.",
                "O reserva Dani Okafor mudou o jogo e sofreu o escanteio que originou o gol de empate aos 43 do segundo tempo.",
                "O capitão subiu mais alto na segunda trave e cabeceou cruzado, longe do goleiro.",
                "O treinador elogiou a garra do time, mas disse que a marcação no primeiro gol o preocupou.",
                "O Ribeirão segue em sétimo na tabela e visita o Pinheiros no próximo fim de semana.",
            ),
        ),
    },
}

_NAV = {
    "en": ("Home", "Latest", "About", "Contact"),
    "es": ("Inicio", "Novedades", "Quiénes somos", "Contacto"),
    "pt": ("Início", "Novidades", "Sobre", "Contato"),
}
_FOOT = {
    "en": "All rights reserved.",
    "es": "Todos los derechos reservados.",
    "pt": "Todos os direitos reservados.",
}


def frame(
    lang: str, rng: random.Random, *, title: str, site: str, blocks: list[str], head: list[str]
) -> bytes:
    """The full page: ``head`` snippets inside <head>, ``blocks`` inside <article>."""
    nav = "".join(f'<li><a href="/{i}">{html.escape(n)}</a></li>' for i, n in enumerate(_NAV[lang]))
    year = 2020 + rng.randrange(7)
    layout = rng.randrange(3)
    head_html = "".join(f"  {h}\n" for h in head)
    article = "\n".join(blocks)
    if layout == 0:
        main = f"<main><article>\n<h1>{html.escape(title)}</h1>\n{article}\n</article></main>"
    elif layout == 1:
        main = (
            f'<div id="content" class="wrap"><div class="post"><h1 class="post-title">'
            f"{html.escape(title)}</h1>\n{article}\n</div></div>"
        )
    else:
        main = (
            f'<main class="page"><header class="hero"><h1>{html.escape(title)}</h1></header>'
            f'<section class="body">\n{article}\n</section></main>'
        )
    page = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n  <meta charset="utf-8">\n'
        f"  <title>{html.escape(title)} | {site}</title>\n"
        f'  <meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f'  <link rel="stylesheet" href="/assets/site.css">\n{head_html}</head>\n<body>\n'
        f'<header class="top"><a class="brand" href="/">{site}</a><nav><ul>{nav}</ul></nav></header>\n'
        f"{main}\n"
        f"<footer><p>&copy; {year} {site}. {_FOOT[lang]}</p></footer>\n</body>\n</html>\n"
    )
    return page.encode("utf-8")
