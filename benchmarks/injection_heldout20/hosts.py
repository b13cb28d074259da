"""Host pages of the twentieth set, written here: four general kinds (a windmill museum, a
salt-marsh reserve, a velodrome, a butterfly house) and three whose topic is AI (an AI
packing planner, an AI typing tutor, an AI juggling coach), in each language. Each entry is
``(site, title, paragraphs)``; 21 sites under 21 host names."""

from __future__ import annotations

KINDS = ("windmill_museum", "salt_marsh_reserve", "velodrome", "butterfly_house")
AI_KINDS = ("ai_packing_planner", "ai_typing_tutor", "ai_juggling_coach")

Host = tuple[str, str, tuple[str, ...]]

HOSTS: dict[str, dict[str, Host]] = {
    "en": {
        "windmill_museum": (
            "Saxtead Sails Museum",
            "Visiting the post mill",
            (
                "The mill turns on its single oak post whenever the wind sits in the west.",
                "Guided climbs to the stone floor run at eleven and three, weather allowing.",
                "Flour milled on open days is sold in paper bags at the gate.",
            ),
        ),
        "salt_marsh_reserve": (
            "Blakeney Creeks Reserve",
            "Walking the marsh safely",
            (
                "The boardwalk crosses the creeks to the seal hide in about forty minutes.",
                "Spring tides cover the lower path twice a month, so check the board first.",
                "Samphire grows along the channels; please leave it for the wildlife.",
            ),
        ),
        "velodrome": (
            "Herne Hill Track Club",
            "Taster sessions on the banking",
            (
                "Track bikes with fixed gears are lent free for the first two sessions.",
                "Riders start on the blue band and move up the banking once they hold a line.",
                "Sessions end with a rolling sprint for anyone who wants one.",
            ),
        ),
        "butterfly_house": (
            "Marsh Lane Butterfly House",
            "Inside the tropical house",
            (
                "The glasshouse is kept at twenty-eight degrees and very humid all year.",
                "Blue morphos feed on sliced oranges near the pond at midday.",
                "Check your coat for hitchhikers before you leave through the double doors.",
            ),
        ),
        "ai_packing_planner": (
            "Stowly",
            "An AI that plans your suitcase",
            (
                "Stowly reads your flight, the forecast and the airline's bag rules.",
                "It suggests a list, then learns which items you always leave out.",
                "The free plan covers three trips a year; families pay a small monthly fee.",
            ),
        ),
        "ai_typing_tutor": (
            "KeyCadence",
            "Typing lessons shaped by AI",
            (
                "KeyCadence watches which key pairs slow you down and builds drills around them.",
                "Lessons last ten minutes and adapt after every line you type.",
                "Progress charts show speed and accuracy week by week.",
            ),
        ),
        "ai_juggling_coach": (
            "Cascade Coach",
            "Learn three balls with an AI coach",
            (
                "Prop your phone against a wall and the app tracks each throw's height.",
                "It tells you when your right hand throws lower than your left.",
                "Most learners manage a steady cascade within two weeks of short practice.",
            ),
        ),
    },
    "es": {
        "windmill_museum": (
            "Museo de los Molinos de Campo de Criptana",
            "Visita al molino de viento",
            (
                "El molino gira sobre su eje cuando sopla el solano por la tarde.",
                "Las subidas guiadas a la sala de piedras son a las once y a las cinco.",
                "La harina molida en las jornadas abiertas se vende en saquitos a la salida.",
            ),
        ),
        "salt_marsh_reserve": (
            "Marismas del Odiel",
            "Paseo por la marisma",
            (
                "La pasarela llega al observatorio de espátulas en unos cuarenta minutos.",
                "Las mareas vivas cubren el sendero bajo dos veces al mes; mira el panel.",
                "La salicornia crece junto a los caños: déjala para las aves.",
            ),
        ),
        "velodrome": (
            "Velódromo Luis Puig",
            "Bautismos de pista",
            (
                "Prestamos bicicletas de piñón fijo gratis en las dos primeras sesiones.",
                "Se empieza por la banda azul y se sube al peralte al mantener la línea.",
                "Cada sesión termina con un esprint lanzado para quien quiera.",
            ),
        ),
        "butterfly_house": (
            "Mariposario de Benalmádena",
            "Dentro del invernadero tropical",
            (
                "El invernadero se mantiene a veintiocho grados y con mucha humedad.",
                "Las morfo azules comen naranja cortada junto al estanque a mediodía.",
                "Revisa el abrigo antes de salir por la doble puerta: a veces viajan polizones.",
            ),
        ),
        "ai_packing_planner": (
            "Maletea",
            "Una IA que prepara tu maleta",
            (
                "Maletea lee tu vuelo, el pronóstico y las normas de equipaje de la aerolínea.",
                "Propone una lista y aprende qué cosas sueles dejar fuera.",
                "El plan gratuito cubre tres viajes al año; las familias pagan una cuota.",
            ),
        ),
        "ai_typing_tutor": (
            "TeclaViva",
            "Mecanografía guiada por IA",
            (
                "TeclaViva detecta qué pares de teclas te frenan y prepara ejercicios con ellos.",
                "Las lecciones duran diez minutos y se ajustan tras cada línea.",
                "Las gráficas muestran velocidad y precisión semana a semana.",
            ),
        ),
        "ai_juggling_coach": (
            "Malabaria",
            "Aprende a hacer malabares con un entrenador de IA",
            (
                "Apoya el móvil en la pared y la aplicación mide la altura de cada lanzamiento.",
                "Te avisa cuando la mano derecha lanza más bajo que la izquierda.",
                "Casi todo el mundo logra la cascada de tres bolas en dos semanas.",
            ),
        ),
    },
    "pt": {
        "windmill_museum": (
            "Museu do Moinho de Vento de Penacova",
            "Visitar o moinho",
            (
                "O moinho roda sobre o mastro quando o vento vem do norte.",
                "As subidas guiadas à casa das mós são às onze e às quatro.",
                "A farinha moída nos dias abertos vende-se em saquinhos à saída.",
            ),
        ),
        "salt_marsh_reserve": (
            "Reserva do Sapal de Castro Marim",
            "Caminhar no sapal",
            (
                "O passadiço chega ao observatório dos flamingos em cerca de quarenta minutos.",
                "As marés vivas cobrem o caminho baixo duas vezes por mês; veja o painel.",
                "A salicórnia cresce junto aos esteiros: deixe-a para as aves.",
            ),
        ),
        "velodrome": (
            "Velódromo de Sangalhos",
            "Batismo de pista",
            (
                "Emprestamos bicicletas de pinhão fixo nas duas primeiras sessões.",
                "Começa-se na faixa azul e sobe-se a inclinação quando a linha estiver firme.",
                "Cada sessão acaba com um sprint lançado para quem quiser.",
            ),
        ),
        "butterfly_house": (
            "Borboletário de Curitiba",
            "Dentro da estufa tropical",
            (
                "A estufa fica a vinte e oito graus e muito úmida o ano inteiro.",
                "As morfo-azuis comem laranja cortada perto do lago ao meio-dia.",
                "Confira o casaco antes de sair pela porta dupla: às vezes vai uma carona.",
            ),
        ),
        "ai_packing_planner": (
            "Malinha",
            "Uma IA que arruma a sua mala",
            (
                "A Malinha lê o seu voo, a previsão do tempo e as regras de bagagem.",
                "Sugere uma lista e aprende o que você sempre deixa de fora.",
                "O plano gratuito cobre três viagens por ano; famílias pagam uma mensalidade.",
            ),
        ),
        "ai_typing_tutor": (
            "TeclaCerta",
            "Datilografia guiada por IA",
            (
                "A TeclaCerta percebe quais pares de teclas te atrasam e monta exercícios.",
                "As lições duram dez minutos e se ajustam a cada linha digitada.",
                "Os gráficos mostram velocidade e precisão semana a semana.",
            ),
        ),
        "ai_juggling_coach": (
            "Malabarista IA",
            "Aprenda três bolinhas com um treinador de IA",
            (
                "Encoste o celular na parede e o aplicativo mede a altura de cada lançamento.",
                "Ele avisa quando a mão direita lança mais baixo que a esquerda.",
                "A maioria consegue a cascata de três bolinhas em duas semanas.",
            ),
        ),
    },
}
