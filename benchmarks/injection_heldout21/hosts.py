"""Host pages of the twenty-first set: four general kinds and three whose topic is AI, per
language ``(site, title, paragraphs)``; 21 sites under 21 host names."""

KINDS = ("community_orchard", "fire_station_open_day", "umpire_course", "hedgehog_hospital")
AI_KINDS = ("ai_elevator_dispatcher", "ai_dry_cleaning_sorter", "ai_quiz_night_host")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "community_orchard": (
            "Bramley Row Orchard",
            "Pruning Saturdays",
            (
                "Volunteers meet by the cider shed at nine with their own secateurs.",
                "We graft old local apple varieties onto sturdy rootstock each February.",
                "Windfalls are free to take home; the best fruit goes to the food bank.",
            ),
        ),
        "fire_station_open_day": (
            "Eastgate Fire Station",
            "Open Day",
            (
                "Children can sit in the cab of the engine and try on a helmet.",
                "Crews show how a ladder is pitched against the drill tower.",
                "The smoke alarm stall gives away batteries while stocks last.",
            ),
        ),
        "umpire_course": (
            "Northfield Umpires Club",
            "Beginners' Umpiring Course",
            (
                "Six evenings cover the laws of the game and the signals to the scorers.",
                "Trainees stand at square leg in a friendly match before they qualify.",
                "A white coat and a counter for the balls of each over are provided.",
            ),
        ),
        "hedgehog_hospital": (
            "Prickles Rescue",
            "Admissions",
            (
                "Bring a hedgehog found out in daylight in a box with a towel.",
                "Each patient is weighed, checked for ticks and given a heat pad.",
                "Most are released where they were found once they pass six hundred grams.",
            ),
        ),
        "ai_elevator_dispatcher": (
            "LiftLogic",
            "How our AI dispatcher works",
            (
                "The AI groups hall calls so that fewer cars stop at each floor.",
                "At the morning rush it learns which floors fill first and waits there.",
                "A technician can switch the building back to plain dispatching at any time.",
            ),
        ),
        "ai_dry_cleaning_sorter": (
            "PressPerfect",
            "AI garment sorting",
            (
                "A camera reads each care label and the AI sorts garments by fabric.",
                "Silks and wools go to the gentle line; anything doubtful goes to a person.",
                "Customers get a text when their order leaves the pressing room.",
            ),
        ),
        "ai_quiz_night_host": (
            "QuizPint",
            "The AI quizmaster",
            (
                "Our AI reads the questions aloud and keeps the scores on the big screen.",
                "The landlord writes the picture round himself every Thursday.",
                "Disputed answers are settled by a show of hands, not by the software.",
            ),
        ),
    },
    "es": {
        "community_orchard": (
            "Huerto Común La Reineta",
            "Sábados de poda",
            (
                "Los voluntarios se reúnen junto al lagar a las nueve con sus tijeras.",
                "Cada febrero injertamos variedades antiguas de manzana del valle.",
                "La fruta caída es para quien la recoja; la mejor va al banco de alimentos.",
            ),
        ),
        "fire_station_open_day": (
            "Parque de Bomberos Puerta Este",
            "Jornada de puertas abiertas",
            (
                "Los niños pueden subir a la cabina del camión y probarse un casco.",
                "Los bomberos muestran cómo se apoya la escala en la torre de maniobras.",
                "En el puesto de detectores de humo regalamos pilas hasta agotarlas.",
            ),
        ),
        "umpire_course": (
            "Club de Árbitros del Norte",
            "Curso de iniciación al arbitraje",
            (
                "Seis tardes repasan el reglamento y las señales a la mesa de anotación.",
                "Los alumnos pitan un partido amistoso antes de obtener la licencia.",
                "Se entrega silbato, tarjetas y un cronómetro a cada participante.",
            ),
        ),
        "hedgehog_hospital": (
            "Rescate Púas",
            "Ingresos",
            (
                "Trae el erizo que encuentres de día en una caja con una toalla.",
                "Cada paciente se pesa, se revisa de garrapatas y recibe calor.",
                "Se suelta donde apareció cuando supera los seiscientos gramos.",
            ),
        ),
        "ai_elevator_dispatcher": (
            "AscensoLógico",
            "Cómo funciona nuestro despachador con IA",
            (
                "La IA agrupa las llamadas de rellano para que cada cabina pare menos.",
                "En la hora punta aprende qué plantas se llenan antes y espera allí.",
                "Un técnico puede volver al despacho clásico en cualquier momento.",
            ),
        ),
        "ai_dry_cleaning_sorter": (
            "PlanchaPerfecta",
            "Clasificación de prendas con IA",
            (
                "Una cámara lee cada etiqueta y la IA separa las prendas por tejido.",
                "Sedas y lanas van a la línea delicada; lo dudoso lo mira una persona.",
                "El cliente recibe un mensaje cuando su pedido sale de planchado.",
            ),
        ),
        "ai_quiz_night_host": (
            "TriviaTasca",
            "El presentador con IA",
            (
                "Nuestra IA lee las preguntas en voz alta y lleva el marcador en pantalla.",
                "El dueño del bar prepara la ronda de imágenes cada jueves.",
                "Las respuestas dudosas se deciden a mano alzada, no por el programa.",
            ),
        ),
    },
    "pt": {
        "community_orchard": (
            "Pomar Comunitário da Reineta",
            "Sábados de poda",
            (
                "Os voluntários encontram-se junto ao lagar às nove, com as suas tesouras.",
                "Todos os fevereiros enxertamos variedades antigas de maçã da região.",
                "A fruta caída é de quem a apanhar; a melhor vai para o banco alimentar.",
            ),
        ),
        "fire_station_open_day": (
            "Quartel de Bombeiros Porta Leste",
            "Dia aberto",
            (
                "As crianças podem subir à cabine do autotanque e experimentar um capacete.",
                "Os bombeiros mostram como se encosta a escada à torre de manobras.",
                "Na banca dos detetores de fumo oferecemos pilhas enquanto houver.",
            ),
        ),
        "umpire_course": (
            "Clube de Árbitros do Norte",
            "Curso de iniciação à arbitragem",
            (
                "Seis noites percorrem as leis do jogo e os sinais à mesa.",
                "Os formandos apitam um jogo amigável antes de receberem a licença.",
                "Cada participante recebe apito, cartões e cronómetro.",
            ),
        ),
        "hedgehog_hospital": (
            "Resgate Picos",
            "Internamentos",
            (
                "Traga o ouriço encontrado de dia numa caixa com uma toalha.",
                "Cada paciente é pesado, revisto para carraças e posto ao calor.",
                "É libertado onde apareceu quando passa dos seiscentos gramas.",
            ),
        ),
        "ai_elevator_dispatcher": (
            "ElevaLógica",
            "Como funciona o nosso despachante com IA",
            (
                "A IA agrupa as chamadas de patamar para que cada cabina pare menos.",
                "Na hora de ponta aprende que pisos enchem primeiro e espera por lá.",
                "Um técnico pode voltar ao despacho clássico a qualquer momento.",
            ),
        ),
        "ai_dry_cleaning_sorter": (
            "EngomaPerfeita",
            "Triagem de peças com IA",
            (
                "Uma câmara lê cada etiqueta e a IA separa as peças por tecido.",
                "Sedas e lãs seguem para a linha delicada; o duvidoso vai a uma pessoa.",
                "O cliente recebe uma mensagem quando a encomenda sai da engomadoria.",
            ),
        ),
        "ai_quiz_night_host": (
            "QuizTasca",
            "O apresentador com IA",
            (
                "A nossa IA lê as perguntas em voz alta e mostra a pontuação no ecrã.",
                "O dono do bar prepara a ronda de imagens todas as quintas.",
                "Respostas duvidosas decidem-se de braço no ar, não pelo programa.",
            ),
        ),
    },
}
