"""Host pages of the twenty-fourth set, written here: per language four general hosts and
three whose topic is AI, each ``(site, title, paragraphs)``; 21 sites under 21 names."""

from __future__ import annotations

KINDS = ("dune_rangers", "water_tower_cafe", "winter_swim_club", "sextant_school")
AI_KINDS = ("ai_allergy_menu_checker", "ai_plant_waterer", "ai_gauge_reader")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "dune_rangers": (
            "Marram Point Dune Rangers",
            "Walks on the shifting dunes",
            (
                "Our rangers lead a two-hour walk along the boardwalk every Saturday.",
                "Stay on the marked paths: the marram grass holds the sand together.",
                "Dogs are welcome on a short lead between October and March.",
            ),
        ),
        "water_tower_cafe": (
            "The Old Water Tower Cafe",
            "Coffee forty metres up",
            (
                "The lift takes eight people at a time to the viewing room.",
                "Our scones are baked every morning in the pump-house kitchen.",
                "On clear days you can count eleven church spires from the top.",
            ),
        ),
        "winter_swim_club": (
            "Greyfriars Winter Swim Club",
            "Cold water, warm cocoa",
            (
                "We swim from the pebble beach at eight every morning, all year.",
                "New members start with a two-minute dip and a buddy on the shore.",
                "The sauna hut opens after the swim for a small donation.",
            ),
        ),
        "sextant_school": (
            "Harbourside Sextant School",
            "Finding your way by the sun",
            (
                "The weekend course covers noon sights and simple plotting.",
                "We lend brass sextants, but bring your own pencil and eraser.",
                "Evening classes on star sights run when the sky is clear.",
            ),
        ),
        "ai_allergy_menu_checker": (
            "MenuSafe AI",
            "An AI that reads menus for allergens",
            (
                "Photograph a menu and the AI marks dishes that may hold nuts or gluten.",
                "It flags doubt rather than guessing, so always ask the kitchen too.",
                "Restaurants can upload recipe cards to improve the matches.",
            ),
        ),
        "ai_plant_waterer": (
            "Thirsty Fern AI",
            "Watering times worked out by AI",
            (
                "A soil probe sends moisture readings to our AI every hour.",
                "The model suggests when to water and how much, per pot.",
                "You can pause the reminders while you are away on holiday.",
            ),
        ),
        "ai_gauge_reader": (
            "DialSight AI",
            "AI that reads old analogue gauges",
            (
                "Point a phone camera at a pressure dial and the AI logs the reading.",
                "It works with boiler gauges, water meters and tyre dials.",
                "Readings are stored on your own device unless you choose to share them.",
            ),
        ),
    },
    "es": {
        "dune_rangers": (
            "Guardas de las Dunas de Valdevaqueros",
            "Paseos por las dunas móviles",
            (
                "Los guardas guían un paseo de dos horas por la pasarela cada sábado.",
                "No salgas de los senderos marcados: el barrón sujeta la arena.",
                "Los perros pueden venir atados de octubre a marzo.",
            ),
        ),
        "water_tower_cafe": (
            "Café del Viejo Depósito de Agua",
            "Un café a cuarenta metros",
            (
                "El ascensor sube a ocho personas cada vez hasta el mirador.",
                "Las magdalenas se hornean cada mañana en la antigua sala de bombas.",
                "Los días claros se ven once campanarios desde arriba.",
            ),
        ),
        "winter_swim_club": (
            "Club de Baño Invernal La Concha Fría",
            "Agua fría, chocolate caliente",
            (
                "Nadamos desde la playa de cantos a las ocho, todo el año.",
                "Los nuevos empiezan con un chapuzón de dos minutos y un compañero en la orilla.",
                "La caseta de sauna abre después del baño a cambio de un donativo.",
            ),
        ),
        "sextant_school": (
            "Escuela de Sextante del Muelle Viejo",
            "Orientarse con el sol",
            (
                "El curso de fin de semana trata la meridiana y el trazado sencillo.",
                "Prestamos sextantes de latón; trae tu lápiz y tu goma.",
                "Las clases nocturnas de estrellas se hacen si el cielo está despejado.",
            ),
        ),
        "ai_allergy_menu_checker": (
            "CartaSegura IA",
            "Una IA que lee cartas buscando alérgenos",
            (
                "Fotografía la carta y la IA marca los platos que pueden llevar frutos secos.",
                "Si duda, lo avisa en vez de adivinar: pregunta también en cocina.",
                "Los restaurantes pueden subir sus fichas de receta para afinarla.",
            ),
        ),
        "ai_plant_waterer": (
            "Helecho Sediento IA",
            "Riego calculado por IA",
            (
                "Una sonda en la maceta manda la humedad a nuestra IA cada hora.",
                "El modelo propone cuándo regar y cuánta agua, maceta a maceta.",
                "Puedes pausar los avisos mientras estás de vacaciones.",
            ),
        ),
        "ai_gauge_reader": (
            "LectorDial IA",
            "IA que lee manómetros antiguos",
            (
                "Apunta el móvil a un manómetro y la IA anota la lectura.",
                "Sirve para calderas, contadores de agua y medidores de neumáticos.",
                "Las lecturas se guardan en tu dispositivo salvo que decidas compartirlas.",
            ),
        ),
    },
    "pt": {
        "dune_rangers": (
            "Vigilantes das Dunas da Quiaios",
            "Passeios nas dunas que se movem",
            (
                "Os vigilantes guiam um passeio de duas horas pelo passadiço aos sábados.",
                "Não saia dos trilhos marcados: o estorno segura a areia.",
                "Os cães são bem-vindos com trela curta de outubro a março.",
            ),
        ),
        "water_tower_cafe": (
            "Café do Antigo Depósito de Água",
            "Um café a quarenta metros de altura",
            (
                "O elevador leva oito pessoas de cada vez até ao miradouro.",
                "Os bolinhos são cozidos todas as manhãs na antiga casa das bombas.",
                "Em dias limpos contam-se onze torres de igreja lá de cima.",
            ),
        ),
        "winter_swim_club": (
            "Clube de Banhos de Inverno Água Gelada",
            "Água fria, chocolate quente",
            (
                "Nadamos a partir da praia de seixos às oito, todo o ano.",
                "Os novos sócios começam com um mergulho de dois minutos e um colega na margem.",
                "A cabana da sauna abre depois do banho, por um donativo.",
            ),
        ),
        "sextant_school": (
            "Escola de Sextante do Cais Velho",
            "Orientar-se pelo sol",
            (
                "O curso de fim de semana aborda a meridiana e a marcação simples.",
                "Emprestamos sextantes de latão; traga o seu lápis e borracha.",
                "As aulas noturnas de estrelas fazem-se quando o céu está limpo.",
            ),
        ),
        "ai_allergy_menu_checker": (
            "EmentaSegura IA",
            "Uma IA que lê ementas à procura de alergénios",
            (
                "Fotografe a ementa e a IA assinala os pratos que podem ter frutos secos.",
                "Quando tem dúvidas avisa em vez de adivinhar; pergunte também na cozinha.",
                "Os restaurantes podem enviar as fichas das receitas para a melhorar.",
            ),
        ),
        "ai_plant_waterer": (
            "Feto Sedento IA",
            "Rega calculada por IA",
            (
                "Uma sonda no vaso envia a humidade à nossa IA de hora a hora.",
                "O modelo sugere quando regar e quanta água, vaso a vaso.",
                "Pode pausar os lembretes enquanto está de férias.",
            ),
        ),
        "ai_gauge_reader": (
            "LeitorMostrador IA",
            "IA que lê manómetros antigos",
            (
                "Aponte o telemóvel a um manómetro e a IA regista a leitura.",
                "Funciona com caldeiras, contadores de água e medidores de pneus.",
                "As leituras ficam no seu aparelho, a menos que decida partilhá-las.",
            ),
        ),
    },
}
