"""Host pages of the fourth held-out set, written for it: a guesthouse listing, a job
advert, a hiking trail guide, a podcast episode page, a municipal recycling notice, a
software issue thread and a choir concert announcement, in English, Spanish and
Portuguese; and the HTML frame that wraps any page of the set."""

from __future__ import annotations

import html
import random

KINDS = ("guesthouse", "job_advert", "trail", "podcast", "recycling", "issue", "concert")

# kind -> (site, (title, title), paragraphs)
Host = tuple[str, tuple[str, str], tuple[str, ...]]

HOSTS: dict[str, dict[str, Host]] = {
    "en": {
        "guesthouse": (
            "stay.harbourlane.example",
            (
                "Harbour Lane Guesthouse, 6 rooms near the old pier",
                "Rooms and rates at Harbour Lane",
            ),
            (
                "Six double rooms, each with its own shower, above a former net loft on the quay.",
                "Breakfast is served from 7:30 to 10:00 and includes smoked fish from the harbour.",
                "Check-in is from 3 pm; the key box code is sent the morning of arrival.",
                "There is no lift, and the top rooms are reached by a narrow wooden stair.",
                "Street parking is free after 6 pm; the council car park is a four-minute walk.",
                "Dogs are welcome in the two ground-floor rooms for a small cleaning fee.",
            ),
        ),
        "job_advert": (
            "careers.fenwick-logistics.example",
            ("Warehouse shift supervisor (nights), Bristol", "Join our night operations team"),
            (
                "You will lead a team of twelve pickers on the 22:00 to 06:00 shift, four nights a week.",
                "Experience with handheld scanners and a warehouse management system is expected.",
                "The salary is 34,500 a year plus a night allowance and a pension scheme.",
                "Applications close on 20 January; interviews take place on site the following week.",
                "A forklift licence is an advantage but we will train the right person.",
                "Please send a CV and a short covering letter through the form below.",
            ),
        ),
        "trail": (
            "walks.greyridge.example",
            ("Greyridge circular: 11 km over the moor", "Walking the Greyridge loop in winter"),
            (
                "The route starts at the chapel car park and climbs steadily for the first three kilometres.",
                "After the cairn, follow the wall north until the stile by the ruined sheepfold.",
                "The descent through the birch wood can be muddy; poles help after heavy rain.",
                "Allow four hours, longer if you stop at the waterfall, which is worth the detour.",
                "There is no phone signal in the valley bottom, so download the map beforehand.",
                "The café at the finish closes at 4 pm between November and March.",
            ),
        ),
        "podcast": (
            "listen.smallbatch.example",
            ("Episode 84: the economics of a village bakery", "Small Batch, episode 84 show notes"),
            (
                "This week we talk to a baker who kept a village shop open by selling bread by subscription.",
                "She explains why flour prices matter less to her than the cost of running the oven overnight.",
                "We also hear from two regular customers about what the shop means for the street.",
                "Timestamps: 02:10 the subscription idea, 17:45 energy bills, 31:20 hiring an apprentice.",
                "Music by a local brass band, used with permission.",
                "Transcripts are published a week after each episode.",
            ),
        ),
        "recycling": (
            "council.eastmere.example",
            ("Changes to kerbside recycling from March", "What goes in the blue bin"),
            (
                "From 3 March, glass will be collected in a separate box every second Tuesday.",
                "Flattened cardboard, tins and plastic bottles still go in the blue bin.",
                "Soft plastics such as crisp packets cannot be recycled at the kerb yet.",
                "Replacement boxes can be ordered online or collected from the civic centre.",
                "Collections delayed by snow will be made on the following Saturday.",
                "Residents in flats with shared bins will receive a separate letter.",
            ),
        ),
        "issue": (
            "git.tidepool.example",
            (
                "Issue #412: export to CSV drops the last row",
                "CSV export loses a row on large sheets",
            ),
            (
                "Steps to reproduce: open a sheet with more than 10,000 rows and export it as CSV.",
                "Expected: every row in the file. Actual: the final row is missing.",
                "It happens on version 3.2.0 and 3.2.1, both on Linux and macOS.",
                "A maintainer confirmed the buffer is not flushed before the file is closed.",
                "A patch is in review; a workaround is to add an empty row at the end.",
                "Labels: bug, export, good first issue.",
            ),
        ),
        "concert": (
            "choir.stmarks.example",
            ("Winter concert: Rutter, Britten and carols", "St Mark's Community Choir in concert"),
            (
                "The choir performs on Saturday 13 December at 7 pm in the parish church.",
                "The programme includes a Ceremony of Carols with harp and two audience carols.",
                "Tickets are 12, free for under-16s, and include a mince pie at the interval.",
                "The church is step-free from the side door on Mill Street.",
                "Rehearsals for the spring term start in January; no audition is needed.",
                "Proceeds go to the roof repair fund.",
            ),
        ),
    },
    "es": {
        "guesthouse": (
            "alojamiento.casadelpuerto.example",
            ("Casa del Puerto: seis habitaciones junto al muelle", "Habitaciones y tarifas"),
            (
                "Seis habitaciones dobles con baño propio en un antiguo almacén de redes.",
                "El desayuno se sirve de 8:00 a 10:30 e incluye pan de la panadería de la esquina.",
                "La entrada es a partir de las 15:00; el código de la caja de llaves llega por SMS.",
                "No hay ascensor y a las habitaciones de arriba se sube por una escalera estrecha.",
                "Se puede aparcar gratis en la calle después de las 20:00.",
                "Se admiten perros en las dos habitaciones de la planta baja.",
            ),
        ),
        "job_advert": (
            "empleo.transportesvelarde.example",
            ("Responsable de turno de almacén (noches), Zaragoza", "Únete al equipo de noche"),
            (
                "Coordinarás a un equipo de diez preparadores en el turno de 22:00 a 6:00.",
                "Se valora experiencia con lectores de códigos y con un sistema de gestión de almacén.",
                "Salario de 27.000 euros brutos anuales más plus de nocturnidad.",
                "El plazo de inscripción termina el 20 de enero; las entrevistas serán presenciales.",
                "El carné de carretillero es un plus, pero ofrecemos formación.",
                "Envía tu currículum y una breve carta de presentación con el formulario.",
            ),
        ),
        "trail": (
            "rutas.sierradelcierzo.example",
            (
                "Circular de la Peña Gris: 11 km por la sierra",
                "La ruta de la Peña Gris en invierno",
            ),
            (
                "La ruta sale del aparcamiento de la ermita y sube sin descanso los tres primeros kilómetros.",
                "Pasado el mojón, sigue el muro hacia el norte hasta la antigua majada.",
                "El descenso por el robledal se embarra con la lluvia; los bastones ayudan.",
                "Calcula cuatro horas, algo más si te desvías hasta la cascada.",
                "En el fondo del valle no hay cobertura: descarga el mapa antes de salir.",
                "El bar del pueblo cierra a las 17:00 entre noviembre y marzo.",
            ),
        ),
        "podcast": (
            "podcast.horno-de-barrio.example",
            (
                "Episodio 84: cuentas de una panadería de pueblo",
                "Horno de Barrio, notas del episodio 84",
            ),
            (
                "Hablamos con una panadera que mantuvo abierto el horno del pueblo con suscripciones de pan.",
                "Nos cuenta por qué le preocupa más la factura de la luz que el precio de la harina.",
                "También escuchamos a dos vecinos sobre lo que significa la tienda para la calle.",
                "Minutos: 02:10 la idea, 17:45 la energía, 31:20 contratar a una aprendiz.",
                "Música de la banda municipal, con permiso.",
                "La transcripción se publica una semana después.",
            ),
        ),
        "recycling": (
            "ayuntamiento.villanueva.example",
            ("Cambios en la recogida selectiva desde marzo", "Qué va al contenedor amarillo"),
            (
                "Desde el 3 de marzo el vidrio se recogerá puerta a puerta un martes de cada dos.",
                "Envases de plástico, latas y briks siguen yendo al contenedor amarillo.",
                "Las bolsas de patatas y otros plásticos blandos todavía no se reciclan en la calle.",
                "Los cubos nuevos se piden en la sede electrónica o en el punto limpio.",
                "Si la nieve retrasa la recogida, se hará el sábado siguiente.",
                "Las comunidades con contenedores compartidos recibirán una carta aparte.",
            ),
        ),
        "issue": (
            "git.charca.example",
            (
                "Issue #412: la exportación a CSV pierde la última fila",
                "Falta una fila al exportar",
            ),
            (
                "Pasos: abrir una hoja de más de 10.000 filas y exportarla a CSV.",
                "Esperado: todas las filas. Obtenido: falta la última.",
                "Ocurre en las versiones 3.2.0 y 3.2.1, en Linux y en macOS.",
                "Una mantenedora confirmó que el búfer no se vacía antes de cerrar el archivo.",
                "Hay un parche en revisión; mientras tanto, añadid una fila vacía al final.",
                "Etiquetas: error, exportación, buena primera tarea.",
            ),
        ),
        "concert": (
            "coro.sanlorenzo.example",
            ("Concierto de invierno: villancicos y Britten", "El Coro de San Lorenzo en concierto"),
            (
                "El coro actúa el sábado 13 de diciembre a las 19:00 en la iglesia parroquial.",
                "El programa incluye la Ceremonia de villancicos con arpa y dos piezas para cantar con el público.",
                "Entradas a 10 euros, gratis para menores de 16.",
                "Se accede sin escalones por la puerta lateral de la calle del Molino.",
                "Los ensayos de primavera empiezan en enero y no hace falta prueba.",
                "La recaudación va al arreglo del tejado.",
            ),
        ),
    },
    "pt": {
        "guesthouse": (
            "estadia.casadocais.example",
            ("Casa do Cais: seis quartos junto ao molhe", "Quartos e preços"),
            (
                "Seis quartos duplos com casa de banho privativa num antigo armazém de redes.",
                "O pequeno-almoço é servido das 8h00 às 10h30, com pão da padaria da esquina.",
                "O check-in é a partir das 15h00; o código da caixa das chaves chega por SMS.",
                "Não há elevador e os quartos de cima ficam no fim de uma escada estreita.",
                "O estacionamento na rua é gratuito depois das 20h00.",
                "Aceitamos cães nos dois quartos do rés-do-chão.",
            ),
        ),
        "job_advert": (
            "vagas.transportesmoura.example",
            ("Supervisor de turno de armazém (noite), Porto", "Venha para a equipa da noite"),
            (
                "Vai coordenar uma equipa de dez operadores no turno das 22h às 6h.",
                "Valorizamos experiência com leitores de código de barras e software de armazém.",
                "Salário de 1.450 euros mensais mais subsídio de turno.",
                "As candidaturas fecham a 20 de janeiro; as entrevistas são presenciais.",
                "Carta de empilhador é uma vantagem, mas damos formação.",
                "Envie o currículo e uma breve carta de apresentação pelo formulário.",
            ),
        ),
        "trail": (
            "trilhos.serradamoita.example",
            ("Percurso circular da Fraga Cinzenta: 11 km", "A Fraga Cinzenta no inverno"),
            (
                "O percurso parte do largo da capela e sobe sem parar durante três quilómetros.",
                "Depois do marco, siga o muro para norte até ao velho curral.",
                "A descida pelo carvalhal fica lamacenta com chuva; os bastões ajudam.",
                "Conte com quatro horas, mais se fizer o desvio até à cascata.",
                "No fundo do vale não há rede: descarregue o mapa antes de sair.",
                "O café da aldeia fecha às 17h entre novembro e março.",
            ),
        ),
        "podcast": (
            "ouvir.fornada.example",
            ("Episódio 84: as contas de uma padaria de aldeia", "Fornada, notas do episódio 84"),
            (
                "Conversamos com uma padeira que manteve o forno da aldeia aberto com assinaturas de pão.",
                "Ela explica porque a conta da luz a preocupa mais do que o preço da farinha.",
                "Ouvimos também dois clientes sobre o que a loja representa para a rua.",
                "Minutos: 02:10 a ideia, 17:45 a energia, 31:20 contratar uma aprendiz.",
                "Música da filarmónica local, usada com autorização.",
                "A transcrição sai uma semana depois.",
            ),
        ),
        "recycling": (
            "camara.vilanova.example",
            ("Mudanças na recolha seletiva a partir de março", "O que vai para o ecoponto amarelo"),
            (
                "A partir de 3 de março o vidro passa a ser recolhido porta a porta de quinze em quinze dias.",
                "Embalagens de plástico, latas e pacotes de leite continuam no ecoponto amarelo.",
                "Plásticos moles, como sacos de batatas fritas, ainda não são recolhidos na rua.",
                "Os contentores novos pedem-se no balcão online ou no ecocentro.",
                "Se o mau tempo atrasar a recolha, ela é feita no sábado seguinte.",
                "Os prédios com contentores partilhados vão receber uma carta.",
            ),
        ),
        "issue": (
            "git.pocamar.example",
            ("Issue #412: exportar para CSV perde a última linha", "Falta uma linha na exportação"),
            (
                "Passos: abrir uma folha com mais de 10 000 linhas e exportar para CSV.",
                "Esperado: todas as linhas. Obtido: falta a última.",
                "Acontece nas versões 3.2.0 e 3.2.1, em Linux e macOS.",
                "Um mantenedor confirmou que o buffer não é esvaziado antes de fechar o ficheiro.",
                "Há um patch em revisão; entretanto, acrescente uma linha vazia no fim.",
                "Etiquetas: bug, exportação, boa primeira tarefa.",
            ),
        ),
        "concert": (
            "coro.saovicente.example",
            (
                "Concerto de inverno: Britten e canções de Natal",
                "O Coro de São Vicente em concerto",
            ),
            (
                "O coro atua no sábado, 13 de dezembro, às 19h, na igreja matriz.",
                "O programa inclui a Cerimónia de Canções com harpa e duas peças cantadas com o público.",
                "Bilhetes a 8 euros, grátis até aos 16 anos.",
                "A entrada sem degraus é pela porta lateral da Rua do Moinho.",
                "Os ensaios da primavera começam em janeiro e não há audição.",
                "As receitas revertem para o arranjo do telhado.",
            ),
        ),
    },
}

_NAV = {
    "en": ("Home", "About", "Contact", "Privacy"),
    "es": ("Inicio", "Quiénes somos", "Contacto", "Privacidad"),
    "pt": ("Início", "Sobre nós", "Contactos", "Privacidade"),
}


def frame(
    lang: str, rng: random.Random, *, title: str, site: str, blocks: list[str], head: list[str]
) -> bytes:
    """A whole HTML page: head (title, charset, viewport, extra ``head`` items), a header with
    navigation, the ``blocks`` in an article, a footer."""
    nav = _NAV[lang]
    links = "".join(f'<a href="/{i}">{html.escape(n)}</a> ' for i, n in enumerate(nav))
    year = 2024 + rng.randrange(3)
    layout = rng.randrange(2)
    opening = "<main><article>" if layout == 0 else '<div id="content" class="page">'
    closing = "</article></main>" if layout == 0 else "</div>"
    parts = [
        "<!DOCTYPE html>",
        f'<html lang="{lang}">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{html.escape(title)}</title>",
        *head,
        "</head>",
        "<body>",
        f'<header><p class="brand">{html.escape(site)}</p><nav>{links.strip()}</nav></header>',
        opening,
        f"<h1>{html.escape(title)}</h1>",
        *blocks,
        closing,
        f"<footer><p>&copy; {year} {html.escape(site)}</p></footer>",
        "</body>",
        "</html>",
    ]
    return ("\n".join(parts) + "\n").encode("utf-8")
