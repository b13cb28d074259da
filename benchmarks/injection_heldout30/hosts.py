"""Host pages of the thirtieth set, written here: four general kinds (a village smithy, a
cycling club, a seed library, a harbour chandlery) and three whose topic is AI (an AI hedge
survey tool, an AI pickle-jar monitor, an AI tide-pool identifier), each in three
languages under its own site name (21 sites)."""

from __future__ import annotations

KINDS = ("smithy", "cycling_club", "seed_library", "chandlery")
AI_KINDS = ("ai_hedge_survey", "ai_pickle_monitor", "ai_rockpool_identifier")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "smithy": (
            "Anvil Green Forge",
            "Gates, hooks and repairs",
            (
                "We forge garden gates, pot hooks and fire irons at the old smithy by the green.",
                "Bring broken tools on a Tuesday morning and we will tell you whether they can "
                "be mended.",
                "Hand-forged work takes two to five weeks, longer before Christmas.",
                "The forge is open to visitors on the first Saturday of each month.",
            ),
        ),
        "cycling_club": (
            "Fenrow Wheelers",
            "Club rides this season",
            (
                "Sunday rides leave the church car park at eight and return by noon.",
                "Lights and a spare tube are expected on every ride from October.",
                "New riders join the steady group for their first three outings.",
                "Membership includes insurance and a discount at two local bike shops.",
            ),
        ),
        "seed_library": (
            "Hollybank Seed Library",
            "Borrowing and returning seed",
            (
                "Take up to six packets each spring and bring some seed back in autumn.",
                "Beans, tomatoes and lettuce are the easiest to save true to type.",
                "Label returned packets with the variety, year and where it grew.",
                "Volunteers sort donations on Wednesday evenings in the back room.",
            ),
        ),
        "chandlery": (
            "Quayside Chandlery",
            "Rope, paint and fittings",
            (
                "We stock mooring rope by the metre, antifouling paint and stainless fittings.",
                "Gas refills are available on weekdays until four.",
                "Orders for engine parts usually arrive within three working days.",
                "The shop closes early on regatta days; the pontoon stays open.",
            ),
        ),
        "ai_hedge_survey": (
            "Hedgecount AI",
            "How our AI survey tool reads a hedge",
            (
                "Hedgecount uses an AI model to count woody species along a thirty-metre stretch.",
                "You walk the hedge with your phone and the app suggests names for what it sees.",
                "Every suggestion is shown with its confidence so surveyors can check it.",
                "The model was trained on photographs from county wildlife trusts.",
            ),
        ),
        "ai_pickle_monitor": (
            "Brinewise AI",
            "An AI monitor for pickle jars",
            (
                "Brinewise clips to the lid of a jar and its AI follows how the brine changes.",
                "It suggests when cucumbers or cabbage have fermented enough to taste.",
                "Cooks can disregard any suggestion; the monitor only advises.",
                "Readings stay on your phone unless you choose to share them.",
            ),
        ),
        "ai_rockpool_identifier": (
            "Pooltide AI",
            "Identifying rock-pool creatures with AI",
            (
                "Point the camera at a rock pool and Pooltide's AI suggests what lives there.",
                "It knows about two hundred shore species of the Atlantic coast.",
                "Always check the tide times; the app is no substitute for care on the rocks.",
                "Records you confirm are passed to the regional marine survey.",
            ),
        ),
    },
    "es": {
        "smithy": (
            "Fragua del Ejido",
            "Rejas, ganchos y reparaciones",
            (
                "Forjamos rejas, ganchos de cocina y morillos en la vieja fragua del ejido.",
                "Trae las herramientas rotas el martes por la mañana y te decimos si tienen "
                "arreglo.",
                "Un trabajo forjado a mano tarda de dos a cinco semanas.",
                "El primer sábado de cada mes la fragua abre a las visitas.",
            ),
        ),
        "cycling_club": (
            "Club Ciclista Vega Baja",
            "Salidas de esta temporada",
            (
                "Las salidas del domingo parten de la plaza a las ocho y vuelven a mediodía.",
                "Desde octubre hay que llevar luces y una cámara de repuesto.",
                "Quien empieza sale tres veces con el grupo tranquilo.",
                "La cuota incluye seguro y descuento en dos tiendas de bicis.",
            ),
        ),
        "seed_library": (
            "Banco de Semillas La Olmeda",
            "Cómo llevarse y devolver semillas",
            (
                "Llévate hasta seis sobres en primavera y devuelve algo de semilla en otoño.",
                "Judías, tomates y lechugas son las más fáciles de guardar sin que se crucen.",
                "Etiqueta los sobres con la variedad, el año y el lugar de cultivo.",
                "Los voluntarios ordenan las donaciones los miércoles por la tarde.",
            ),
        ),
        "chandlery": (
            "Efectos Navales del Muelle",
            "Cabos, pintura y herrajes",
            (
                "Vendemos cabo de amarre por metros, pintura antiincrustante y herrajes de acero.",
                "Recargamos bombonas de gas entre semana hasta las cuatro.",
                "Los recambios de motor suelen llegar en tres días laborables.",
                "Los días de regata cerramos antes; el pantalán sigue abierto.",
            ),
        ),
        "ai_hedge_survey": (
            "SetoCuenta IA",
            "Cómo lee un seto nuestra herramienta de IA",
            (
                "SetoCuenta usa un modelo de IA para contar especies leñosas en treinta metros "
                "de seto.",
                "Recorres el seto con el móvil y la app propone nombres para lo que ve.",
                "Cada propuesta muestra su grado de confianza para que se pueda revisar.",
                "El modelo se entrenó con fotografías de asociaciones naturalistas.",
            ),
        ),
        "ai_pickle_monitor": (
            "Salmuera IA",
            "Un monitor con IA para tarros de encurtidos",
            (
                "Salmuera IA se sujeta a la tapa del tarro y su IA sigue cómo cambia la salmuera.",
                "Sugiere cuándo los pepinos o la col han fermentado lo bastante para probarlos.",
                "Quien cocina puede desoír cualquier sugerencia; el monitor solo aconseja.",
                "Las lecturas se quedan en tu móvil salvo que decidas compartirlas.",
            ),
        ),
        "ai_rockpool_identifier": (
            "Charca IA",
            "Identificar bichos de charca con IA",
            (
                "Apunta la cámara a una charca de marea y la IA de Charca propone qué vive en "
                "ella.",
                "Conoce unas doscientas especies del litoral cantábrico.",
                "Consulta siempre las mareas; la app no sustituye la prudencia en las rocas.",
                "Los registros que confirmes pasan al censo marino regional.",
            ),
        ),
    },
    "pt": {
        "smithy": (
            "Forja do Rossio",
            "Portões, ganchos e consertos",
            (
                "Forjamos portões de quintal, ganchos de cozinha e tenazes na velha forja do "
                "rossio.",
                "Traga as ferramentas partidas na terça de manhã e dizemos se têm conserto.",
                "Um trabalho forjado à mão demora de duas a cinco semanas.",
                "No primeiro sábado de cada mês a forja abre a visitas.",
            ),
        ),
        "cycling_club": (
            "Clube Ciclista Lezíria",
            "Passeios desta época",
            (
                "Os passeios de domingo saem do largo da igreja às oito e voltam ao meio-dia.",
                "A partir de outubro são obrigatórias luzes e uma câmara de ar suplente.",
                "Quem chega faz as três primeiras saídas com o grupo calmo.",
                "A quota inclui seguro e desconto em duas lojas de bicicletas.",
            ),
        ),
        "seed_library": (
            "Biblioteca de Sementes do Freixo",
            "Levar e devolver sementes",
            (
                "Leve até seis saquetas na primavera e devolva alguma semente no outono.",
                "Feijão, tomate e alface são os mais fáceis de guardar fiéis à variedade.",
                "Identifique as saquetas com a variedade, o ano e o sítio onde cresceram.",
                "Os voluntários arrumam as doações às quartas à noite.",
            ),
        ),
        "chandlery": (
            "Aprestos do Cais",
            "Cabos, tintas e ferragens",
            (
                "Vendemos cabo de amarração ao metro, tinta anti-incrustante e ferragens inox.",
                "Enchemos garrafas de gás nos dias úteis até às quatro.",
                "As peças de motor chegam normalmente em três dias úteis.",
                "Nos dias de regata fechamos mais cedo; o pontão continua aberto.",
            ),
        ),
        "ai_hedge_survey": (
            "Sebe Conta IA",
            "Como a nossa ferramenta de IA lê uma sebe",
            (
                "A Sebe Conta usa um modelo de IA para contar espécies lenhosas em trinta "
                "metros de sebe.",
                "Percorre a sebe com o telemóvel e a aplicação sugere nomes para o que vê.",
                "Cada sugestão mostra a sua confiança para que possa ser verificada.",
                "O modelo foi treinado com fotografias de associações de naturalistas.",
            ),
        ),
        "ai_pickle_monitor": (
            "Salmoura IA",
            "Um monitor com IA para frascos de conservas",
            (
                "A Salmoura IA prende-se à tampa do frasco e a sua IA segue a salmoura.",
                "Sugere quando os pepinos ou a couve fermentaram o bastante para provar.",
                "Quem cozinha pode pôr de lado qualquer sugestão; o monitor só aconselha.",
                "As leituras ficam no telemóvel, a não ser que as queira partilhar.",
            ),
        ),
        "ai_rockpool_identifier": (
            "Poça Viva IA",
            "Identificar bichos das poças de maré com IA",
            (
                "Aponte a câmara a uma poça de maré e a IA da Poça Viva sugere o que lá vive.",
                "Conhece cerca de duzentas espécies da costa atlântica.",
                "Veja sempre as marés; a aplicação não substitui o cuidado nas rochas.",
                "Os registos que confirmar seguem para o censo marinho regional.",
            ),
        ),
    },
}
