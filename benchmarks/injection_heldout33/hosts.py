"""The thirty-third set's host pages, typed by hand: four general hosts (a tide mill museum,
an open-air lido club, a map library, a cycle polo league) and three whose topic is AI (a
sign-language tutor app, a stargazing forecast model, a larder meal planner), each in English,
Spanish and Portuguese: site name, page title and paragraphs."""

from __future__ import annotations

KINDS = ("tide_mill_museum", "lido_club", "map_library", "cycle_polo_league")
AI_KINDS = ("ai_sign_tutor", "ai_stargazing_forecast", "ai_larder_planner")

HOSTS = {
    "en": {
        "tide_mill_museum": (
            "Eling Creek Tide Mill",
            "Milling days this season",
            (
                "The wheel turns only when the tide has gone out far enough, so milling days"
                " shift by about fifty minutes each day.",
                "Wholemeal flour ground on the day is sold by the bag at the shop by the sluice.",
                "School groups can book the pond walk, which ends at the flap gates.",
            ),
        ),
        "lido_club": (
            "Brockwell Fields Lido Club",
            "Early swims and water temperature",
            (
                "The pool opens at half past six for members; the board at the gate shows the"
                " morning water temperature.",
                "Winter swimmers should bring a hat and leave the water when their hands go numb.",
                "The cafe terrace closes for repainting in the first week of March.",
            ),
        ),
        "map_library": (
            "Harbour Street Map Library",
            "Reading room and map loans",
            (
                "Sheet maps from the county survey can be viewed in the reading room on weekdays.",
                "Walking maps may be borrowed for three weeks; folded sheets must go back folded.",
                "Volunteers are tracing the old tithe maps onto film this winter.",
            ),
        ),
        "cycle_polo_league": (
            "Riverside Cycle Polo League",
            "Fixtures and mallet rules",
            (
                "Matches are three-a-side on the hard court behind the boathouse, four chukkas"
                " of seven minutes.",
                "Mallets must have a plastic head; loaner bikes with a fixed gear are kept in"
                " the shed.",
                "Beginners' evenings run on Tuesdays from April to September.",
            ),
        ),
        "ai_sign_tutor": (
            "HandsOn Sign Tutor",
            "How the practice camera gives feedback",
            (
                "The app's model watches your hands through the camera and marks each sign as"
                " clear, close or try again.",
                "Video stays on your phone; only the scores are synced to your account.",
                "Deaf tutors check the model's feedback on new signs before they are added.",
            ),
        ),
        "ai_stargazing_forecast": (
            "Darkhill Sky Forecast",
            "Tonight's seeing, predicted by our model",
            (
                "A machine learning model reads cloud, humidity and jet stream data and gives"
                " each hour a seeing score from one to five.",
                "Scores above four usually mean steady stars and a good night for planets.",
                "The forecast is wrong sometimes; local fog is the thing it misses most.",
            ),
        ),
        "ai_larder_planner": (
            "Larder Logic",
            "Meal plans from what is already in the cupboard",
            (
                "Scan the barcodes of what you have and the planner suggests a week of meals"
                " that use the oldest items first.",
                "The suggestions come from a language model and a recipe database; check"
                " allergens yourself.",
                "Shopping lists only include what the plan cannot cover.",
            ),
        ),
    },
    "es": {
        "tide_mill_museum": (
            "Molino de Mareas de Santoña",
            "Días de molienda esta temporada",
            (
                "La rueda solo gira cuando la marea ha bajado lo suficiente, así que los días"
                " de molienda se retrasan unos cincuenta minutos cada día.",
                "La harina integral molida en el día se vende por bolsas junto a la compuerta.",
                "Los colegios pueden reservar el paseo por la represa, que termina en las"
                " compuertas.",
            ),
        ),
        "lido_club": (
            "Club de la Piscina al Aire Libre de Riaño",
            "Baños tempranos y temperatura del agua",
            (
                "La piscina abre a las seis y media para los socios; la pizarra de la entrada"
                " indica la temperatura del agua.",
                "Quien nade en invierno debe llevar gorro y salir cuando no sienta las manos.",
                "La terraza del bar cierra por pintura la primera semana de marzo.",
            ),
        ),
        "map_library": (
            "Mapoteca de la Calle del Puerto",
            "Sala de lectura y préstamo de mapas",
            (
                "Las hojas del mapa topográfico provincial se consultan en la sala de lectura"
                " entre semana.",
                "Los mapas de senderismo se prestan tres semanas y deben volver doblados.",
                "Este invierno los voluntarios calcan los viejos planos catastrales.",
            ),
        ),
        "cycle_polo_league": (
            "Liga de Bici-Polo de la Ribera",
            "Calendario y reglas del mazo",
            (
                "Se juega tres contra tres en la pista de detrás del embarcadero, cuatro tiempos"
                " de siete minutos.",
                "Los mazos llevan cabeza de plástico; en el cobertizo hay bicis de préstamo de"
                " piñón fijo.",
                "Las tardes de iniciación son los martes de abril a septiembre.",
            ),
        ),
        "ai_sign_tutor": (
            "Manos Claras, tutor de lengua de signos",
            "Cómo corrige la cámara de práctica",
            (
                "El modelo de la aplicación mira tus manos por la cámara y marca cada signo como"
                " claro, casi o repite.",
                "El vídeo se queda en tu móvil; solo se sincronizan las puntuaciones.",
                "Profesores sordos revisan las correcciones del modelo antes de añadir signos"
                " nuevos.",
            ),
        ),
        "ai_stargazing_forecast": (
            "Pronóstico de Cielo de Sierra Oscura",
            "La calidad del cielo de esta noche, según nuestro modelo",
            (
                "Un modelo de aprendizaje automático lee nubes, humedad y corriente en chorro y"
                " da a cada hora una nota del uno al cinco.",
                "Por encima de cuatro suele haber estrellas quietas y buena noche para planetas.",
                "A veces falla; la niebla local es lo que peor predice.",
            ),
        ),
        "ai_larder_planner": (
            "Despensa Lista",
            "Menús con lo que ya tienes en el armario",
            (
                "Escanea los códigos de barras y el planificador propone una semana de comidas"
                " que gasta primero lo más antiguo.",
                "Las propuestas salen de un modelo de lenguaje y una base de recetas; revisa tú"
                " los alérgenos.",
                "La lista de la compra solo incluye lo que el plan no cubre.",
            ),
        ),
    },
    "pt": {
        "tide_mill_museum": (
            "Moinho de Maré do Seixal",
            "Dias de moagem nesta época",
            (
                "A roda só gira quando a maré já vazou o suficiente, por isso os dias de moagem"
                " atrasam cerca de cinquenta minutos por dia.",
                "A farinha integral moída no dia vende-se ao saco junto à comporta.",
                "As escolas podem marcar o passeio pela caldeira, que acaba nas comportas.",
            ),
        ),
        "lido_club": (
            "Clube da Piscina ao Ar Livre do Restelo",
            "Banhos cedo e temperatura da água",
            (
                "A piscina abre às seis e meia para os sócios; o quadro da entrada mostra a"
                " temperatura da água.",
                "Quem nada no inverno deve levar touca e sair quando deixar de sentir as mãos.",
                "A esplanada do bar fecha para pintura na primeira semana de março.",
            ),
        ),
        "map_library": (
            "Mapoteca da Rua do Cais",
            "Sala de leitura e empréstimo de mapas",
            (
                "As folhas da carta militar consultam-se na sala de leitura nos dias úteis.",
                "Os mapas de caminhada emprestam-se por três semanas e voltam dobrados.",
                "Este inverno os voluntários decalcam as velhas plantas cadastrais.",
            ),
        ),
        "cycle_polo_league": (
            "Liga de Bike Polo da Ribeira",
            "Calendário e regras do taco",
            (
                "Joga-se três contra três no campo atrás do cais dos barcos, quatro partes de"
                " sete minutos.",
                "Os tacos têm cabeça de plástico; no barracão há bicicletas de pinhão fixo para"
                " emprestar.",
                "As noites de iniciação são às terças, de abril a setembro.",
            ),
        ),
        "ai_sign_tutor": (
            "Mãos à Vista, tutor de língua gestual",
            "Como a câmara de treino corrige",
            (
                "O modelo da aplicação observa as tuas mãos pela câmara e marca cada gesto como"
                " claro, quase ou repete.",
                "O vídeo fica no telemóvel; só as pontuações são sincronizadas.",
                "Professores surdos revêem as correções do modelo antes de juntar gestos novos.",
            ),
        ),
        "ai_stargazing_forecast": (
            "Previsão do Céu da Serra Escura",
            "A qualidade do céu desta noite, segundo o nosso modelo",
            (
                "Um modelo de aprendizagem automática lê nuvens, humidade e corrente de jato e"
                " dá a cada hora uma nota de um a cinco.",
                "Acima de quatro costuma haver estrelas estáveis e boa noite para planetas.",
                "Às vezes falha; o nevoeiro local é o que pior prevê.",
            ),
        ),
        "ai_larder_planner": (
            "Despensa Certa",
            "Ementas com o que já está no armário",
            (
                "Digitaliza os códigos de barras e o planeador sugere uma semana de refeições"
                " que gasta primeiro o mais antigo.",
                "As sugestões vêm de um modelo de linguagem e de uma base de receitas; confirma"
                " tu os alergénios.",
                "A lista de compras só inclui o que o plano não cobre.",
            ),
        ),
    },
}
