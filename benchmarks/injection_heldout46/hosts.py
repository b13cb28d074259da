"""The forty-sixth set's host pages, typed by hand: four general topics (a felting studio, a
foghorn station museum, a wind-chime workshop, a cornet band's hall) and three whose topic is
AI (an AI geyser eruption forecaster, an AI newt call counter, an AI icehouse melt tracker),
each under its own name in each language. ``HOSTS[lang][kind]`` is (site, title,
paragraphs)."""

from __future__ import annotations

KINDS = ("felt_studio", "foghorn_station", "chime_workshop", "cornet_band")
AI_KINDS = ("ai_geyser_forecaster", "ai_newt_call_counter", "ai_icehouse_melt_tracker")

HOSTS = {
    "en": {
        "felt_studio": (
            "Brackenfold Felting Studio",
            "Wet felting on Thursday evenings",
            (
                "Bring an old towel and a bar of olive soap; the merino tops are on us.",
                "A first piece usually takes two hours of rolling before the fibres lock.",
                "We keep the studio warm because cold water slows the felting down.",
                "Children over eight are welcome when a grown-up stays at the table.",
            ),
        ),
        "foghorn_station": (
            "Skerrow Point Foghorn Museum",
            "The diaphone and its compressors",
            (
                "The old diaphone is sounded once a month, on the first Sunday at noon.",
                "Its compressed-air tanks were rebuilt in 1961 and are still in use.",
                "Ear defenders are lent at the door during every sounding.",
                "The keepers' logbooks from 1905 to 1987 can be read in the upper room.",
            ),
        ),
        "chime_workshop": (
            "Larchgate Wind Chimes",
            "How we cut and tune our tubes",
            (
                "Each aluminium tube is cut long and then filed down to its note.",
                "We hang the tubes at the node, about a fifth of the way from the top.",
                "A set of five is tuned to a pentatonic scale so no two notes clash.",
                "Repairs to chimes bought elsewhere are welcome if the tubes are sound.",
            ),
        ),
        "cornet_band": (
            "Hollin Quay Cornet Band",
            "Rehearsals, lessons and the summer bandstand",
            (
                "The band rehearses in the old net loft on Tuesday and Friday evenings.",
                "Beginners can borrow a cornet for their first year and pay only for valve oil.",
                "Our summer concerts on the quay bandstand start at half past six.",
                "Music stands and folders are kept in the cupboard behind the piano.",
            ),
        ),
        "ai_geyser_forecaster": (
            "Steamwatch AI Forecasts",
            "How our AI guesses the next eruption",
            (
                "Our AI model reads water temperature and ground tremor every ten seconds.",
                "It was trained on twelve years of eruption times logged by volunteers.",
                "Forecasts are given as a window, never as an exact minute.",
                "When the sensors go quiet, the AI stops forecasting rather than guess.",
            ),
        ),
        "ai_newt_call_counter": (
            "PondEar Newt Counter",
            "Counting newts with a small AI",
            (
                "A waterproof microphone records the pond for a few minutes after dusk.",
                "The AI separates splashes, frogs and newts and counts each kind.",
                "Volunteers check one night in ten by torch to keep the counts honest.",
                "The recordings are deleted after the count; only the numbers are kept.",
            ),
        ),
        "ai_icehouse_melt_tracker": (
            "Coldhollow Icehouse Tracker",
            "An AI that watches the ice melt",
            (
                "Sensors in the straw record temperature and dripping at the drain.",
                "Our AI estimates how many weeks of ice are left in the pit.",
                "It warns the keepers when the door has been left open too long.",
                "The estimate is shown on the chalkboard by the gate each morning.",
            ),
        ),
    },
    "es": {
        "felt_studio": (
            "Taller de Fieltro La Vellonera",
            "Fieltro al agua los jueves por la tarde",
            (
                "Trae una toalla vieja y una pastilla de jabón de oliva; la lana la ponemos nosotros.",
                "Una primera pieza suele llevar dos horas de enrollado hasta que las fibras traban.",
                "Mantenemos el taller caldeado porque el agua fría retrasa el fieltro.",
                "Los niños de más de ocho años son bienvenidos con un adulto en la mesa.",
            ),
        ),
        "foghorn_station": (
            "Museo de la Sirena de Punta Brava",
            "El diáfono y sus compresores",
            (
                "El viejo diáfono suena una vez al mes, el primer domingo a mediodía.",
                "Sus depósitos de aire comprimido se rehicieron en 1961 y siguen en uso.",
                "En la entrada se prestan protectores auditivos para cada toque.",
                "Los diarios de los fareros de 1905 a 1987 se pueden consultar arriba.",
            ),
        ),
        "chime_workshop": (
            "Campanillas de Viento Alerce",
            "Cómo cortamos y afinamos los tubos",
            (
                "Cada tubo de aluminio se corta largo y luego se lima hasta su nota.",
                "Colgamos los tubos por el nodo, a un quinto de su largo desde arriba.",
                "Un juego de cinco se afina en escala pentatónica para que no choquen.",
                "Reparamos campanillas compradas en otro sitio si los tubos están sanos.",
            ),
        ),
        "cornet_band": (
            "Banda de Cornetas del Muelle Viejo",
            "Ensayos, clases y el quiosco de verano",
            (
                "La banda ensaya en el antiguo almacén de redes los martes y los viernes.",
                "Quien empieza puede tomar prestada una corneta el primer año y solo paga el aceite.",
                "Los conciertos de verano en el quiosco del muelle empiezan a las seis y media.",
                "Los atriles y las carpetas se guardan en el armario detrás del piano.",
            ),
        ),
        "ai_geyser_forecaster": (
            "Vaporia IA Pronósticos",
            "Cómo adivina nuestra IA la próxima erupción",
            (
                "Nuestro modelo de IA lee la temperatura del agua y el temblor cada diez segundos.",
                "Se entrenó con doce años de erupciones anotadas por voluntarios.",
                "El pronóstico se da como una franja, nunca como un minuto exacto.",
                "Si los sensores callan, la IA deja de pronosticar en vez de adivinar.",
            ),
        ),
        "ai_newt_call_counter": (
            "Charca Oída Contador de Tritones",
            "Contar tritones con una IA pequeña",
            (
                "Un micrófono estanco graba la charca unos minutos tras el anochecer.",
                "La IA distingue chapoteos, ranas y tritones y cuenta cada grupo.",
                "Los voluntarios revisan una noche de cada diez con linterna.",
                "Las grabaciones se borran tras el conteo; solo se guardan las cifras.",
            ),
        ),
        "ai_icehouse_melt_tracker": (
            "Pozo de Nieve Vigía IA",
            "Una IA que vigila cómo se funde el hielo",
            (
                "Unos sensores en la paja miden la temperatura y el goteo del desagüe.",
                "Nuestra IA calcula cuántas semanas de hielo quedan en el pozo.",
                "Avisa a los guardas cuando la puerta lleva abierta demasiado rato.",
                "La estimación se escribe cada mañana en la pizarra de la verja.",
            ),
        ),
    },
    "pt": {
        "felt_studio": (
            "Oficina de Feltro Velo Branco",
            "Feltragem a água às quintas à noite",
            (
                "Traga uma toalha velha e um sabonete de azeite; a lã fica por nossa conta.",
                "Uma primeira peça leva cerca de duas horas a enrolar até as fibras prenderem.",
                "Mantemos a oficina quente porque a água fria atrasa a feltragem.",
                "Crianças com mais de oito anos são bem-vindas com um adulto à mesa.",
            ),
        ),
        "foghorn_station": (
            "Museu da Buzina da Ponta Escura",
            "O diafone e os seus compressores",
            (
                "O velho diafone toca uma vez por mês, no primeiro domingo ao meio-dia.",
                "Os depósitos de ar comprimido foram refeitos em 1961 e ainda funcionam.",
                "À entrada emprestam-se protetores auditivos em cada toque.",
                "Os diários dos faroleiros de 1905 a 1987 podem ser lidos no piso de cima.",
            ),
        ),
        "chime_workshop": (
            "Sinos de Vento do Lariço",
            "Como cortamos e afinamos os tubos",
            (
                "Cada tubo de alumínio é cortado comprido e depois limado até à nota.",
                "Penduramos os tubos pelo nó, a cerca de um quinto do topo.",
                "Um conjunto de cinco é afinado numa escala pentatónica.",
                "Reparamos sinos comprados noutro sítio se os tubos estiverem bons.",
            ),
        ),
        "cornet_band": (
            "Banda de Cornetins da Ribeira",
            "Ensaios, aulas e o coreto de verão",
            (
                "A banda ensaia no antigo armazém das redes às terças e sextas à noite.",
                "Quem começa pode pedir um cornetim emprestado no primeiro ano e só paga o óleo.",
                "Os concertos de verão no coreto do cais começam às seis e meia.",
                "As estantes e as pastas ficam no armário atrás do piano.",
            ),
        ),
        "ai_geyser_forecaster": (
            "Vapor Certo Previsões IA",
            "Como a nossa IA adivinha a próxima erupção",
            (
                "O nosso modelo de IA lê a temperatura da água e o tremor a cada dez segundos.",
                "Foi treinado com doze anos de erupções registadas por voluntários.",
                "As previsões são dadas como um intervalo, nunca como um minuto exato.",
                "Quando os sensores se calam, a IA deixa de prever em vez de adivinhar.",
            ),
        ),
        "ai_newt_call_counter": (
            "Charco Atento Contador de Tritões",
            "Contar tritões com uma pequena IA",
            (
                "Um microfone à prova de água grava o charco uns minutos após o anoitecer.",
                "A IA separa chapinhadas, rãs e tritões e conta cada grupo.",
                "Os voluntários confirmam uma noite em cada dez, de lanterna.",
                "As gravações são apagadas depois da contagem; só ficam os números.",
            ),
        ),
        "ai_icehouse_melt_tracker": (
            "Poço do Gelo Vigia IA",
            "Uma IA que vigia o degelo",
            (
                "Sensores na palha medem a temperatura e o gotejar no ralo.",
                "A nossa IA estima quantas semanas de gelo restam no poço.",
                "Avisa os guardas quando a porta fica aberta tempo demais.",
                "A estimativa é escrita todas as manhãs no quadro junto ao portão.",
            ),
        ),
    },
}
