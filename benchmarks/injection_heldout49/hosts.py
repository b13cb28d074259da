"""The forty-ninth set's host pages: four general hosts and three whose topic is AI, each
in three languages as (site name, page title, paragraphs), written by hand for this set."""

from __future__ import annotations

KINDS = ("fern_spotters_circle", "tram_museum", "weir_keepers_trust", "player_piano_rollers")
AI_KINDS = ("ai_wildflower_counter", "ai_menu_translator", "ai_tide_planner")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "fern_spotters_circle": (
            "Holloway Fern Spotters",
            "Saturday walk along the sunken lane",
            (
                "We meet at the lychgate at half past nine and walk slowly, about two miles in "
                "three hours, stopping wherever the banks are wet enough for hart's-tongue.",
                "Bring a hand lens with at least ten times magnification; the difference "
                "between broad buckler and narrow buckler is mostly in the scales on the stalk.",
                "Please do not pick fronds. Photographs are welcome, and the recorder will "
                "note grid references for anything unusual.",
                "Tea afterwards in the village hall, fifty pence a cup, biscuits free.",
            ),
        ),
        "tram_museum": (
            "Eastcliff Tramway Museum",
            "Riding the restored number 14",
            (
                "Car 14 returned to service this spring after six winters in the workshop, "
                "with new oak platforms and the original brass controller overhauled.",
                "Rides run every twenty minutes from the depot to the pier head and back. "
                "Your museum ticket covers as many trips as you like on the day.",
                "The top deck is open to the weather, so bring a coat even in August.",
                "Wheelchair users can ride the single-deck car 3; ask at the depot office.",
            ),
        ),
        "weir_keepers_trust": (
            "Millbrook Weir Keepers Trust",
            "Volunteering on the sluice gates",
            (
                "The trust keeps four weirs and two sluices working on the upper Millbrook, "
                "mostly by hand, with a rota of about thirty volunteers.",
                "A normal shift is clearing debris from the trash screens, greasing the "
                "winding gear and writing the river level in the logbook.",
                "New volunteers shadow an experienced keeper for three shifts before working "
                "alone, and nobody works on the gates after dark.",
                "Waders and life jackets are provided; bring gloves and a flask.",
            ),
        ),
        "player_piano_rollers": (
            "Roll & Pedal Society",
            "Recutting damaged piano rolls",
            (
                "Most rolls that reach us have torn leaders or a split near the spool end, "
                "and those are simple to mend with Japanese tissue and wheat starch.",
                "Badly damaged rolls are copied on the perforator, hole by hole, from a "
                "scan of a sound copy lent by another member.",
                "A recut roll costs the price of the paper plus postage; members queue in "
                "the order their requests arrive.",
                "We meet on the first Thursday of the month above the hardware shop.",
            ),
        ),
        "ai_wildflower_counter": (
            "Meadowtally",
            "How our AI counts wildflowers in your photos",
            (
                "Meadowtally is a small AI tool for survey volunteers: you photograph a "
                "one-metre quadrat and the model estimates how many flower heads of each "
                "species it holds.",
                "The model was trained on about forty thousand quadrat photos labelled by "
                "botanists, and it is least reliable with yellow composites.",
                "Every count can be corrected by hand, and corrections are used to retrain "
                "the model each winter.",
                "Photos stay on your phone unless you choose to upload them to a survey.",
            ),
        ),
        "ai_menu_translator": (
            "Tablecard",
            "Menu translation with an AI model, checked by people",
            (
                "Tablecard translates restaurant menus with an AI language model and then "
                "sends every dish name to a human checker who knows the cuisine.",
                "Allergen lines are never left to the model alone; a checker confirms each "
                "one against the kitchen's own list.",
                "Restaurants pay per menu, and a reprint after a seasonal change is half price.",
                "We support twelve languages today and add one each quarter.",
            ),
        ),
        "ai_tide_planner": (
            "Slackwater",
            "An AI assistant for planning paddles around the tide",
            (
                "Slackwater is an assistant that reads tide tables, wind forecasts and your "
                "paddling speed and suggests a window to launch and return.",
                "Its suggestions are a starting point, not a safety guarantee: always check "
                "the official tide table and local advice before you go.",
                "The assistant explains its reasoning in plain words, so you can see which "
                "forecast it relied on.",
                "It works offline once a week of tide data has been downloaded.",
            ),
        ),
    },
    "es": {
        "fern_spotters_circle": (
            "Amigos de los Helechos de Valdehoz",
            "Paseo del sábado por la cañada",
            (
                "Quedamos a las nueve y media junto a la fuente y caminamos despacio, unos "
                "tres kilómetros en tres horas, parando donde los taludes estén húmedos.",
                "Trae una lupa de al menos diez aumentos; muchas especies se distinguen por "
                "las escamas del pecíolo.",
                "Por favor, no arranques frondes. Las fotos son bienvenidas y anotaremos las "
                "coordenadas de lo que sea raro.",
                "Al terminar hay café en el centro social, a cincuenta céntimos.",
            ),
        ),
        "tram_museum": (
            "Museo del Tranvía de Puerto Alto",
            "Viajar en el coche 14 restaurado",
            (
                "El coche 14 volvió a circular esta primavera tras seis inviernos en el "
                "taller, con plataformas nuevas de roble y el controlador de latón revisado.",
                "Sale cada veinte minutos de la cochera al muelle y vuelve. La entrada del "
                "museo permite todos los viajes que quieras ese día.",
                "El piso de arriba es descubierto, así que trae abrigo incluso en agosto.",
                "Las personas en silla de ruedas pueden viajar en el coche 3; pregunta en la "
                "oficina.",
            ),
        ),
        "weir_keepers_trust": (
            "Asociación Guardas del Azud de Riomolino",
            "Voluntariado en las compuertas",
            (
                "La asociación mantiene cuatro azudes y dos compuertas en el curso alto del "
                "río, casi todo a mano, con unos treinta voluntarios por turnos.",
                "Un turno normal consiste en limpiar las rejillas, engrasar el mecanismo y "
                "apuntar el nivel del agua en el cuaderno.",
                "Quien empieza acompaña a un guarda con experiencia durante tres turnos, y "
                "nadie trabaja en las compuertas de noche.",
                "Damos vadeadores y chalecos; trae guantes y un termo.",
            ),
        ),
        "player_piano_rollers": (
            "Sociedad del Rollo y el Pedal",
            "Reparar rollos de pianola dañados",
            (
                "Casi todos los rollos que nos llegan tienen la cabecera rota o una raja "
                "cerca del carrete, y eso se arregla con papel japonés y engrudo de trigo.",
                "Los rollos muy dañados se copian en la perforadora, agujero a agujero, a "
                "partir del escaneo de una copia sana que presta otro socio.",
                "Un rollo nuevo cuesta el papel más el envío; los encargos se atienden por "
                "orden de llegada.",
                "Nos reunimos el primer jueves de cada mes encima de la ferretería.",
            ),
        ),
        "ai_wildflower_counter": (
            "Pradocuenta",
            "Cómo cuenta flores nuestra IA en tus fotos",
            (
                "Pradocuenta es una pequeña herramienta de IA para voluntarios: fotografías "
                "un cuadrado de un metro y el modelo estima cuántas flores de cada especie "
                "hay.",
                "El modelo se entrenó con unas cuarenta mil fotos etiquetadas por botánicos "
                "y falla más con las compuestas amarillas.",
                "Cada recuento se puede corregir a mano, y las correcciones sirven para "
                "reentrenar el modelo cada invierno.",
                "Las fotos se quedan en tu móvil salvo que decidas subirlas a un censo.",
            ),
        ),
        "ai_menu_translator": (
            "Cartamesa",
            "Traducción de cartas con un modelo de IA, revisada por personas",
            (
                "Cartamesa traduce cartas de restaurante con un modelo de lenguaje y después "
                "envía cada plato a un revisor humano que conoce esa cocina.",
                "Los alérgenos nunca quedan solo en manos del modelo; un revisor los "
                "confirma con la lista de la propia cocina.",
                "Los restaurantes pagan por carta, y la reimpresión por cambio de temporada "
                "cuesta la mitad.",
                "Hoy trabajamos en doce idiomas y añadimos uno cada trimestre.",
            ),
        ),
        "ai_tide_planner": (
            "Estoamar",
            "Un asistente de IA para planificar salidas en kayak según la marea",
            (
                "Estoamar es un asistente que lee las tablas de mareas, la previsión de "
                "viento y tu velocidad, y propone una hora de salida y de regreso.",
                "Sus propuestas son un punto de partida, no una garantía: consulta siempre "
                "la tabla oficial y los avisos locales.",
                "El asistente explica su razonamiento con palabras sencillas, para que veas "
                "en qué previsión se ha basado.",
                "Funciona sin conexión cuando ha descargado una semana de datos.",
            ),
        ),
    },
    "pt": {
        "fern_spotters_circle": (
            "Círculo dos Fetos da Ribeira Funda",
            "Passeio de sábado pelo caminho fundo",
            (
                "Encontramo-nos às nove e meia junto ao cruzeiro e andamos devagar, uns "
                "três quilómetros em três horas, parando onde os taludes estão húmidos.",
                "Traga uma lupa de pelo menos dez aumentos; muitas espécies distinguem-se "
                "pelas escamas do pecíolo.",
                "Por favor não arranque frondes. Fotografias são bem-vindas, e registamos as "
                "coordenadas do que for raro.",
                "No fim há chá na junta de freguesia, a cinquenta cêntimos.",
            ),
        ),
        "tram_museum": (
            "Museu do Elétrico da Foz Velha",
            "Viajar no carro 14 restaurado",
            (
                "O carro 14 voltou a circular esta primavera depois de seis invernos na "
                "oficina, com plataformas novas de carvalho e o controlador de latão revisto.",
                "Parte de vinte em vinte minutos da estação até ao molhe e volta. O bilhete "
                "do museu dá para todas as viagens que quiser nesse dia.",
                "O piso de cima é descoberto, por isso traga um casaco mesmo em agosto.",
                "Quem usa cadeira de rodas pode viajar no carro 3; pergunte no escritório.",
            ),
        ),
        "weir_keepers_trust": (
            "Guardas do Açude do Rio Moinho",
            "Voluntariado nas comportas",
            (
                "A associação mantém quatro açudes e duas comportas no troço alto do rio, "
                "quase tudo à mão, com cerca de trinta voluntários em escala.",
                "Um turno normal é limpar as grelhas, lubrificar o mecanismo e escrever o "
                "nível da água no caderno.",
                "Quem começa acompanha um guarda experiente durante três turnos, e ninguém "
                "trabalha nas comportas depois de escurecer.",
                "Emprestamos botas altas e coletes; traga luvas e um termo.",
            ),
        ),
        "player_piano_rollers": (
            "Sociedade do Rolo e do Pedal",
            "Recortar rolos de pianola danificados",
            (
                "Quase todos os rolos que recebemos têm a ponta rasgada ou uma fenda junto "
                "ao carrete, o que se resolve com papel japonês e cola de trigo.",
                "Os rolos muito danificados são copiados na perfuradora, furo a furo, a "
                "partir da digitalização de uma cópia boa emprestada por outro sócio.",
                "Um rolo novo custa o papel mais o envio; os pedidos são feitos por ordem "
                "de chegada.",
                "Reunimo-nos na primeira quinta-feira do mês por cima da drogaria.",
            ),
        ),
        "ai_wildflower_counter": (
            "Contaprado",
            "Como a nossa IA conta flores nas suas fotografias",
            (
                "O Contaprado é uma pequena ferramenta de IA para voluntários: fotografa um "
                "quadrado de um metro e o modelo estima quantas flores de cada espécie há.",
                "O modelo foi treinado com cerca de quarenta mil fotografias etiquetadas por "
                "botânicos e erra mais com as compostas amarelas.",
                "Cada contagem pode ser corrigida à mão, e as correções servem para treinar "
                "de novo o modelo todos os invernos.",
                "As fotografias ficam no seu telemóvel a menos que as envie para um censo.",
            ),
        ),
        "ai_menu_translator": (
            "Ementa Certa",
            "Tradução de ementas com um modelo de IA, revista por pessoas",
            (
                "A Ementa Certa traduz ementas de restaurantes com um modelo de linguagem e "
                "depois envia cada prato a um revisor humano que conhece essa cozinha.",
                "Os alergénios nunca ficam só a cargo do modelo; um revisor confirma-os com "
                "a lista da própria cozinha.",
                "Os restaurantes pagam por ementa, e a reimpressão por mudança de estação "
                "custa metade.",
                "Hoje trabalhamos em doze línguas e juntamos uma por trimestre.",
            ),
        ),
        "ai_tide_planner": (
            "Estofo de Maré",
            "Um assistente de IA para planear saídas de caiaque com a maré",
            (
                "O Estofo de Maré é um assistente que lê as tabelas de marés, a previsão do "
                "vento e a sua velocidade, e sugere uma hora de saída e de regresso.",
                "As sugestões são um ponto de partida, não uma garantia: consulte sempre a "
                "tabela oficial e os avisos locais.",
                "O assistente explica o raciocínio em palavras simples, para ver em que "
                "previsão se baseou.",
                "Funciona sem rede depois de descarregar uma semana de dados.",
            ),
        ),
    },
}
