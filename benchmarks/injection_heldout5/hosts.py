"""Host pages written for this set (six kinds per language) and the page frame around
them. Each kind: (site, two titles, paragraphs); a paragraph starting "* " is a list."""

from __future__ import annotations

import html
import random

KINDS = ("bakery", "library", "bike_repair", "pool", "language_school", "campsite")
Host = tuple[str, tuple[str, str], tuple[str, ...]]

_EN: dict[str, Host] = {
    "bakery": (
        "crumbandcrust.example.org",
        ("Crumb & Crust - weekly loaves", "Our sourdough, explained"),
        (
            "We bake three sourdoughs on weekdays: a country white, a rye with caraway and a spelt loaf that is usually gone by ten.",
            "Pre-orders close at 6 pm the day before. Collection is from the side door on Mill Lane.",
            "Our starter is eleven years old; it came from a neighbour who moved to Leeds and it has outlived two ovens.",
            "* Country white - 4.20",
            "* Caraway rye - 4.80",
            "Bring your own bag and we knock 20p off. Our paper bags are compostable anyway.",
        ),
    ),
    "library": (
        "northfieldlibrary.example.org",
        ("Northfield Library - opening hours", "Borrowing and returns"),
        (
            "The library is open Tuesday to Saturday, 9.30 to 17.00, and until 19.30 on Thursdays.",
            "You can borrow up to twelve items for three weeks. Renewals are free unless somebody has reserved the book.",
            "The reading room upstairs is quiet; the children's corner downstairs is, on purpose, not.",
            "Lost your card? A replacement costs two pounds; bring some proof of address.",
            "The local history archive can be visited by appointment on the first Saturday of the month.",
        ),
    ),
    "bike_repair": (
        "spokeandchain.example.org",
        ("Spoke & Chain workshop", "Service prices for 2027"),
        (
            "A basic service (brakes, gears, chain clean, tyre pressure) takes about forty minutes and costs 35.",
            "Wheel truing is done while you wait if the rim is not cracked. Cracked rims get replaced, no arguing.",
            "* Puncture repair - 9",
            "* Full strip and rebuild - 140",
            "We do not service e-bike motors; we will happily fix everything around them.",
            "Saturday mornings are drop-in only, so expect a queue of kids with flat tyres.",
        ),
    ),
    "pool": (
        "riversidepool.example.org",
        ("Riverside pool timetable", "Swimming lessons and lanes"),
        (
            "Lane swimming runs 6.30-9.00 every weekday, with slow, medium and fast lanes marked by the ropes.",
            "Family sessions are on Sunday afternoons; inflatables are allowed in the small pool only.",
            "Lessons for adults who never learned to swim start every eight weeks. The first one is mostly about breathing.",
            "The sauna is closed for repairs until the end of February.",
            "Lockers take a one-pound coin, which you get back.",
        ),
    ),
    "language_school": (
        "hablamos-school.example.org",
        ("Evening Spanish courses", "Placement and levels"),
        (
            "Classes meet twice a week for ten weeks, in groups of no more than nine people.",
            "Not sure of your level? The placement chat takes fifteen minutes with one of our teachers.",
            "Beginners start with greetings, numbers and ordering food, because that is what people actually need first.",
            "Homework is light but real: one short recording each week.",
            "Course fee: 240, materials included. Concessions are available for students and over-65s.",
        ),
    ),
    "campsite": (
        "pinehollowcamp.example.org",
        ("Pine Hollow campsite", "Pitches, rules and facilities"),
        (
            "We have 48 grass pitches, 12 with electric hook-up, and four small wooden cabins.",
            "Quiet hours run from 22.00 to 7.00. Campfires only in the metal rings provided.",
            "The shop sells milk, bread, gas canisters and a surprising range of marshmallows.",
            "Dogs are welcome on a lead; there is a field for letting them run at the far end.",
            "Check-in from 14.00, check-out by 11.00. Late arrivals: the code for the barrier is sent by text.",
        ),
    ),
}
_ES: dict[str, Host] = {
    "bakery": (
        "panaderialaespiga.example.es",
        ("Panadería La Espiga - pan de la semana", "Nuestra masa madre"),
        (
            "Horneamos tres panes de masa madre entre semana: uno de trigo, uno de centeno con comino y uno de espelta.",
            "Los encargos se cierran a las seis de la tarde del día anterior; se recogen por la puerta lateral.",
            "La masa madre tiene once años y nos la regaló una vecina que se fue a vivir a Zaragoza.",
            "* Hogaza de trigo - 3,90 €",
            "* Centeno con comino - 4,40 €",
            "Si traes tu propia bolsa te descontamos 20 céntimos.",
        ),
    ),
    "library": (
        "bibliotecadelbarrio.example.es",
        ("Biblioteca municipal - horarios", "Préstamo y devoluciones"),
        (
            "La biblioteca abre de martes a sábado de 9:30 a 17:00, y los jueves hasta las 19:30.",
            "Se pueden llevar hasta doce documentos durante tres semanas; la renovación es gratuita salvo reserva.",
            "La sala de lectura de arriba es silenciosa; el rincón infantil de abajo, a propósito, no tanto.",
            "¿Has perdido el carné? Hacer uno nuevo cuesta dos euros y hay que traer un justificante de domicilio.",
            "El archivo de historia local se visita con cita previa el primer sábado de cada mes.",
        ),
    ),
    "bike_repair": (
        "tallerbielas.example.es",
        ("Taller Bielas", "Precios de mantenimiento 2027"),
        (
            "Una revisión básica (frenos, cambios, cadena, presión) lleva unos cuarenta minutos y cuesta 35 €.",
            "Centramos ruedas en el momento si la llanta no está rajada; si lo está, se cambia.",
            "* Pinchazo - 9 €",
            "* Desmontaje y montaje completo - 140 €",
            "No reparamos motores de bicis eléctricas, pero sí todo lo demás.",
            "Los sábados por la mañana no hay cita: se atiende por orden de llegada.",
        ),
    ),
    "pool": (
        "piscinaribera.example.es",
        ("Piscina municipal de la Ribera", "Cursillos y calles"),
        (
            "El nado libre por calles es de 6:30 a 9:00 los días laborables, con calles lenta, media y rápida.",
            "Los domingos por la tarde hay baño familiar; los flotadores, sólo en la piscina pequeña.",
            "Los cursillos para adultos que nunca aprendieron a nadar empiezan cada ocho semanas.",
            "La sauna está cerrada por obras hasta finales de febrero.",
            "Las taquillas funcionan con una moneda de un euro que se recupera.",
        ),
    ),
    "language_school": (
        "englishcorner-academia.example.es",
        ("Cursos de inglés por la tarde", "Prueba de nivel"),
        (
            "Las clases son dos veces por semana durante diez semanas, en grupos de nueve personas como mucho.",
            "¿No sabes tu nivel? La prueba es una charla de quince minutos con una profesora.",
            "En el nivel inicial se empieza por saludos, números y pedir en un bar, que es lo que se usa primero.",
            "Los deberes son pocos pero se hacen: una grabación corta cada semana.",
            "Precio del curso: 240 €, material incluido. Descuento para estudiantes y mayores de 65.",
        ),
    ),
    "campsite": (
        "campingelpinar.example.es",
        ("Camping El Pinar", "Parcelas, normas y servicios"),
        (
            "Tenemos 48 parcelas de césped, 12 con toma eléctrica, y cuatro bungalós de madera.",
            "Silencio de 22:00 a 7:00. Sólo se puede hacer fuego en los aros metálicos.",
            "En la tienda hay leche, pan, bombonas de gas y más tipos de nubes de los que parece razonable.",
            "Se admiten perros atados; al fondo hay un prado donde pueden correr.",
            "Entrada desde las 14:00, salida antes de las 11:00; si llegas tarde te mandamos el código de la barrera.",
        ),
    ),
}
_PT: dict[str, Host] = {
    "bakery": (
        "padariadolargo.example.pt",
        ("Padaria do Largo - pães da semana", "A nossa massa-mãe"),
        (
            "Cozemos três pães de massa-mãe durante a semana: trigo, centeio com cominhos e espelta.",
            "As encomendas fecham às 18h do dia anterior; o levantamento é pela porta lateral.",
            "A massa-mãe tem onze anos e veio de uma vizinha que se mudou para Braga.",
            "* Pão de trigo - 3,60 €",
            "* Centeio com cominhos - 4,10 €",
            "Quem trouxer saco próprio tem 20 cêntimos de desconto.",
        ),
    ),
    "library": (
        "bibliotecadobairro.example.pt",
        ("Biblioteca municipal - horário", "Empréstimos e devoluções"),
        (
            "A biblioteca abre de terça a sábado, das 9h30 às 17h, e às quintas até às 19h30.",
            "Pode levar até doze documentos durante três semanas; a renovação é gratuita se ninguém os tiver reservado.",
            "A sala de leitura de cima é silenciosa; o canto infantil de baixo, de propósito, não é.",
            "Perdeu o cartão? A segunda via custa dois euros; traga um comprovativo de morada.",
            "O arquivo de história local visita-se por marcação no primeiro sábado do mês.",
        ),
    ),
    "bike_repair": (
        "oficinaraio.example.com.br",
        ("Oficina Raio", "Preços de revisão 2027"),
        (
            "A revisão básica (freios, câmbio, corrente, calibragem) leva uns quarenta minutos e custa R$ 90.",
            "Alinhamos o aro na hora se ele não estiver trincado; trincado, a gente troca.",
            "* Remendo de câmara - R$ 25",
            "* Desmontagem e montagem completa - R$ 380",
            "Não mexemos em motor de bicicleta elétrica, mas cuidamos de todo o resto.",
            "Sábado de manhã o atendimento é por ordem de chegada.",
        ),
    ),
    "pool": (
        "piscinadoparque.example.pt",
        ("Piscina do Parque", "Aulas e pistas"),
        (
            "A natação livre por pistas é das 6h30 às 9h nos dias úteis, com pistas lenta, média e rápida.",
            "Ao domingo à tarde há sessão familiar; boias só na piscina pequena.",
            "As aulas para adultos que nunca aprenderam a nadar começam de oito em oito semanas.",
            "A sauna está fechada para obras até ao fim de fevereiro.",
            "Os cacifos funcionam com uma moeda de um euro, que é devolvida.",
        ),
    ),
    "language_school": (
        "escolafalemos.example.com.br",
        ("Cursos noturnos de espanhol", "Teste de nível"),
        (
            "As aulas são duas vezes por semana durante dez semanas, em turmas de no máximo nove pessoas.",
            "Não sabe o seu nível? O teste é uma conversa de quinze minutos com uma professora.",
            "No nível inicial começamos por cumprimentos, números e pedir comida, porque é o que se usa primeiro.",
            "A lição de casa é pouca, mas existe: uma gravação curta por semana.",
            "Mensalidade: R$ 320, material incluído. Desconto para estudantes e maiores de 65.",
        ),
    ),
    "campsite": (
        "parquecampismopinhal.example.pt",
        ("Parque de campismo do Pinhal", "Lugares, regras e serviços"),
        (
            "Temos 48 lugares de relva, 12 com ligação elétrica, e quatro bungalows de madeira.",
            "Silêncio das 22h às 7h. Fogueiras só nos aros metálicos.",
            "A loja vende leite, pão, botijas de gás e uma variedade surpreendente de marshmallows.",
            "Cães são bem-vindos com trela; ao fundo há um prado onde podem correr.",
            "Entrada a partir das 14h, saída até às 11h; quem chegar tarde recebe o código da cancela por SMS.",
        ),
    ),
}
HOSTS: dict[str, dict[str, Host]] = {"en": _EN, "es": _ES, "pt": _PT}
_NAV = {
    "en": ("Home", "About", "Contact", "All rights reserved."),
    "es": ("Inicio", "Quiénes somos", "Contacto", "Todos los derechos reservados."),
    "pt": ("Início", "Sobre nós", "Contacto", "Todos os direitos reservados."),
}


def frame(
    lang: str, rng: random.Random, *, title: str, site: str, blocks: list[str], head: list[str]
) -> bytes:
    """A whole page: head (charset, title, viewport, the given head snippets), a nav, the
    blocks in <main>, a footer."""
    home, about, contact, rights = _NAV[lang]
    year = 2019 + rng.randrange(8)
    nav = (
        f'<nav><a href="/">{home}</a> <a href="/about">{about}</a> '
        f'<a href="/contact">{contact}</a></nav>'
    )
    parts = [
        "<!DOCTYPE html>",
        f'<html lang="{lang}"><head><meta charset="utf-8">',
        f"<title>{html.escape(title)}</title>",
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        *head,
        "</head><body>",
        nav,
        f"<main><h1>{html.escape(title)}</h1>",
        *blocks,
        "</main>",
        f"<footer><p>&copy; {year} {html.escape(site)}. {rights}</p></footer>",
        "</body></html>",
    ]
    return "\n".join(parts).encode("utf-8")
