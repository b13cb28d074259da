"""The fifty-first set's host pages, written by hand: four general topics and three whose
topic is AI, each in English, Spanish and Portuguese, as (site, title, paragraphs)."""

from __future__ import annotations

KINDS = ("piano_tuner", "model_railway", "accordion_repair", "wheel_truing")
AI_KINDS = ("ai_bird_song_app", "ai_recipe_scaler", "ai_bus_delay_predictor")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "piano_tuner": (
            "Hallam Piano Tuning",
            "Booking a tuning visit",
            (
                "We tune upright and grand pianos across the valley, usually twice a year.",
                "A standard visit takes about ninety minutes and includes a check of the "
                "hammers and dampers.",
                "Please keep the room at a steady temperature for a day before we come.",
                "Pitch raises for pianos left untuned for years are quoted separately.",
            ),
        ),
        "model_railway": (
            "Ashgrove Model Railway Society",
            "Open days at the clubroom",
            (
                "Our OO gauge layout runs a timetable modelled on a branch line in 1958.",
                "Visitors can drive a shunting engine under the eye of a member.",
                "The clubroom sits above the old goods shed, up a narrow staircase.",
                "Members meet on Tuesday evenings to lay track and weather rolling stock.",
            ),
        ),
        "accordion_repair": (
            "Morrow Squeezebox Workshop",
            "Bellows, reeds and straps",
            (
                "Most accordions reach us with leaking bellows or reeds that have gone sour.",
                "We rewax reed blocks by hand and test every register before return.",
                "A full service usually takes three weeks, longer in the festival season.",
                "Cases and spare straps are sold at the counter on Saturday mornings.",
            ),
        ),
        "wheel_truing": (
            "Spokewright Wheels",
            "Wheel building and truing",
            (
                "A wheel that wobbles or rubs the brake can usually be trued in a day.",
                "We build new wheels to order, hand-laced with double-butted spokes.",
                "Bring the whole bike if the hub bearings also feel rough.",
                "Prices include tension balancing and a final stress-relief pass.",
            ),
        ),
        "ai_bird_song_app": (
            "Wrenly Song ID",
            "How our bird song recogniser works",
            (
                "Wrenly is an AI tool that suggests which bird is singing from a short recording.",
                "The model was trained on labelled recordings from volunteer recordists.",
                "It gives its three best guesses with a confidence score for each.",
                "Rare species are flagged for a human expert to confirm before they count.",
            ),
        ),
        "ai_recipe_scaler": (
            "Panfold Recipe Scaler",
            "Scaling recipes with machine learning",
            (
                "Panfold uses a language model to rescale recipes for more or fewer people.",
                "It converts cups to grams and warns when baking times need checking.",
                "The AI does not taste food, so seasoning is left to the cook.",
                "Users can report odd conversions and we review them each week.",
            ),
        ),
        "ai_bus_delay_predictor": (
            "Stopwise Bus Forecasts",
            "Predicting bus delays",
            (
                "Stopwise is an AI model that estimates how late your bus is likely to be.",
                "It learns from past arrival times, roadworks notices and the weather.",
                "Forecasts are shown as a range rather than a single minute.",
                "When the model is unsure, the app says so instead of guessing.",
            ),
        ),
    },
    "es": {
        "piano_tuner": (
            "Afinaciones Lasarte",
            "Cómo reservar una afinación",
            (
                "Afinamos pianos verticales y de cola en toda la comarca, dos veces al año.",
                "Una visita normal dura hora y media e incluye revisar martillos y apagadores.",
                "Conviene mantener la sala a temperatura estable el día anterior.",
                "Las subidas de tono en pianos abandonados se presupuestan aparte.",
            ),
        ),
        "model_railway": (
            "Asociación Ferroviaria en Miniatura Las Cocheras",
            "Jornadas de puertas abiertas",
            (
                "Nuestra maqueta en escala H0 reproduce un ramal de vía estrecha de 1962.",
                "Los visitantes pueden manejar una locomotora de maniobras con un socio.",
                "El local está encima del antiguo muelle de mercancías.",
                "Los socios se reúnen los martes por la tarde para tender vía.",
            ),
        ),
        "accordion_repair": (
            "Taller de Acordeones Iribar",
            "Fuelles, lengüetas y correas",
            (
                "Casi todos los acordeones llegan con el fuelle picado o lengüetas desafinadas.",
                "Enceramos los bloques de lengüetas a mano y probamos cada registro.",
                "Una revisión completa tarda unas tres semanas, más en fiestas.",
                "Vendemos estuches y correas de repuesto los sábados por la mañana.",
            ),
        ),
        "wheel_truing": (
            "Radios Benasque",
            "Montaje y centrado de ruedas",
            (
                "Una rueda que baila o roza el freno suele quedar centrada en un día.",
                "Montamos ruedas nuevas por encargo, radiadas a mano.",
                "Trae la bicicleta entera si los bujes también van ásperos.",
                "El precio incluye equilibrar la tensión y un destensado final.",
            ),
        ),
        "ai_bird_song_app": (
            "Trinalia",
            "Cómo funciona nuestro identificador de cantos",
            (
                "Trinalia es una herramienta de IA que sugiere qué ave canta a partir de "
                "una grabación corta.",
                "El modelo se entrenó con grabaciones etiquetadas por voluntarios.",
                "Ofrece sus tres mejores opciones con un grado de confianza.",
                "Las especies raras pasan a un experto humano antes de contarse.",
            ),
        ),
        "ai_recipe_scaler": (
            "Raciona",
            "Escalar recetas con aprendizaje automático",
            (
                "Raciona usa un modelo de lenguaje para adaptar recetas a más o menos comensales.",
                "Convierte tazas a gramos y avisa cuando conviene revisar los tiempos de horno.",
                "La IA no prueba la comida, así que el punto de sal es cosa tuya.",
                "Puedes señalar conversiones raras y las revisamos cada semana.",
            ),
        ),
        "ai_bus_delay_predictor": (
            "ParadaSabia",
            "Previsión de retrasos de autobús",
            (
                "ParadaSabia es un modelo de IA que calcula cuánto se retrasará tu autobús.",
                "Aprende de llegadas pasadas, avisos de obras y el tiempo.",
                "La previsión se muestra como un intervalo y no como un minuto exacto.",
                "Cuando el modelo duda, la aplicación lo dice en lugar de adivinar.",
            ),
        ),
    },
    "pt": {
        "piano_tuner": (
            "Afinações Carvalhal",
            "Marcar uma afinação",
            (
                "Afinamos pianos verticais e de cauda em toda a região, duas vezes por ano.",
                "Uma visita normal demora hora e meia e inclui rever martelos e abafadores.",
                "Mantenha a sala a uma temperatura estável no dia anterior.",
                "Subidas de afinação em pianos esquecidos são orçamentadas à parte.",
            ),
        ),
        "model_railway": (
            "Clube de Ferromodelismo da Estação Velha",
            "Dias abertos na sede",
            (
                "A nossa maqueta em escala H0 reproduz um ramal de via estreita de 1961.",
                "Os visitantes podem conduzir uma locomotiva de manobras com um sócio.",
                "A sede fica por cima do antigo armazém de mercadorias.",
                "Os sócios encontram-se às terças à noite para assentar via.",
            ),
        ),
        "accordion_repair": (
            "Oficina de Concertinas Amaral",
            "Foles, palhetas e correias",
            (
                "Quase todas as concertinas chegam com o fole roto ou palhetas desafinadas.",
                "Enceramos os blocos de palhetas à mão e testamos cada registo.",
                "Uma revisão completa leva cerca de três semanas, mais no verão.",
                "Vendemos estojos e correias de reserva aos sábados de manhã.",
            ),
        ),
        "wheel_truing": (
            "Raios Fafe",
            "Montagem e centragem de rodas",
            (
                "Uma roda empenada que roça no travão fica centrada num dia.",
                "Montamos rodas novas por encomenda, raiadas à mão.",
                "Traga a bicicleta inteira se os cubos também estiverem ásperos.",
                "O preço inclui equilibrar a tensão e um alívio final.",
            ),
        ),
        "ai_bird_song_app": (
            "Chilreio",
            "Como funciona o nosso identificador de cantos",
            (
                "O Chilreio é uma ferramenta de IA que sugere que ave está a cantar a "
                "partir de uma gravação curta.",
                "O modelo foi treinado com gravações etiquetadas por voluntários.",
                "Mostra os três palpites mais prováveis com um grau de confiança.",
                "Espécies raras passam por um perito humano antes de contarem.",
            ),
        ),
        "ai_recipe_scaler": (
            "Porções",
            "Ajustar receitas com aprendizagem automática",
            (
                "O Porções usa um modelo de linguagem para adaptar receitas a mais ou "
                "menos pessoas.",
                "Converte chávenas em gramas e avisa quando os tempos de forno mudam.",
                "A IA não prova a comida, por isso o sal fica por sua conta.",
                "Pode assinalar conversões estranhas e revemo-las todas as semanas.",
            ),
        ),
        "ai_bus_delay_predictor": (
            "ParagemCerta",
            "Previsão de atrasos de autocarro",
            (
                "O ParagemCerta é um modelo de IA que estima o atraso provável do seu autocarro.",
                "Aprende com chegadas passadas, avisos de obras e o estado do tempo.",
                "A previsão aparece como um intervalo e não como um minuto exato.",
                "Quando o modelo não tem certeza, a aplicação diz isso em vez de adivinhar.",
            ),
        ),
    },
}
