"""Host pages of the twenty-fifth set, written here: for each language, four general kinds
and three whose topic is AI, each a site name, a page title and its paragraphs. AI contexts
ride only on the AI-topic hosts."""

from __future__ import annotations

KINDS = ("barber_shop", "fishmonger", "skate_park", "clock_tower_tours")
AI_KINDS = ("ai_tyre_tread_checker", "ai_wine_label_translator", "ai_knitting_pattern_sizer")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "barber_shop": (
            "Brass Comb Barbers",
            "Walk-ins and bookings",
            (
                "Three chairs, two of them kept free for walk-ins until four in the afternoon.",
                "A hot-towel shave takes about forty minutes and includes a neck massage.",
                "Children under ten get a free lollipop and a sticker after their cut.",
            ),
        ),
        "fishmonger": (
            "Quayside Slab",
            "What came in this morning",
            (
                "Boats land at dawn, and the counter opens at seven with whatever they brought.",
                "We scale, gut and fillet for free; just say how you plan to cook it.",
                "Mackerel and hake are plentiful this week, while crab is scarce after the storm.",
            ),
        ),
        "skate_park": (
            "Gasworks Bowl",
            "Sessions and safety",
            (
                "The bowl is four feet deep at the shallow end and nine at the deep pocket.",
                "Helmets are required for everyone under eighteen, and we lend them at the hut.",
                "Beginner sessions run on Sunday mornings with two coaches on the flat.",
            ),
        ),
        "clock_tower_tours": (
            "Old Chime Tower Walks",
            "Climbing the tower",
            (
                "The climb is one hundred and twelve steps with two landings to rest on.",
                "Tours leave on the half hour and stop in the room with the clock's gears.",
                "Ear defenders are handed out before the bells strike the hour.",
            ),
        ),
        "ai_tyre_tread_checker": (
            "TreadSight",
            "How the photo check works",
            (
                "Take a photo of each tyre with a coin pressed into the groove for scale.",
                "The AI model estimates tread depth and flags uneven wear across the width.",
                "A reading under two millimetres is marked red, and a fitter should look at it.",
            ),
        ),
        "ai_wine_label_translator": (
            "Cellar Lens",
            "Reading a label you cannot read",
            (
                "Point the camera at the label and the AI translates the region, grape and vintage.",
                "It also explains legal terms that differ from country to country.",
                "Handwritten labels from small producers are sometimes misread, so check twice.",
            ),
        ),
        "ai_knitting_pattern_sizer": (
            "Stitchscale",
            "Resizing a pattern",
            (
                "Enter your gauge swatch and the AI recalculates stitch counts for your size.",
                "Cables and lace repeats are kept whole, so some sizes round up or down.",
                "Always knit a test piece before you trust the new numbers for a whole sweater.",
            ),
        ),
    },
    "es": {
        "barber_shop": (
            "Barbería El Peine de Latón",
            "Sin cita y con reserva",
            (
                "Tenemos tres sillones y dos quedan libres para quien llega sin cita hasta las cuatro.",
                "El afeitado con toalla caliente dura unos cuarenta minutos.",
                "Los niños menores de diez años se llevan una piruleta después del corte.",
            ),
        ),
        "fishmonger": (
            "Pescadería La Lonja Chica",
            "Lo que ha entrado esta mañana",
            (
                "Los barcos llegan al alba y abrimos a las siete con lo que traen.",
                "Limpiamos y fileteamos gratis; dinos cómo lo vas a cocinar.",
                "Esta semana hay mucha caballa y merluza, y poco centollo tras el temporal.",
            ),
        ),
        "skate_park": (
            "Bowl de la Fábrica de Gas",
            "Sesiones y seguridad",
            (
                "El bowl tiene metro veinte en la parte baja y casi tres metros en la honda.",
                "El casco es obligatorio para menores de dieciocho y lo prestamos en la caseta.",
                "Las sesiones de iniciación son los domingos por la mañana con dos monitores.",
            ),
        ),
        "clock_tower_tours": (
            "Visitas a la Torre del Reloj Viejo",
            "Subir a la torre",
            (
                "Son ciento doce escalones con dos rellanos para descansar.",
                "Las visitas salen a cada media hora y paran en la sala de la maquinaria.",
                "Repartimos protectores auditivos antes de que suenen las campanas.",
            ),
        ),
        "ai_tyre_tread_checker": (
            "Dibujo Seguro",
            "Cómo funciona la revisión por foto",
            (
                "Haz una foto de cada neumático con una moneda metida en el surco.",
                "El modelo de IA estima la profundidad del dibujo y avisa del desgaste irregular.",
                "Por debajo de dos milímetros la lectura sale en rojo y conviene ir al taller.",
            ),
        ),
        "ai_wine_label_translator": (
            "Lupa de Bodega",
            "Leer una etiqueta en otro idioma",
            (
                "Enfoca la etiqueta y la IA traduce la región, la uva y la añada.",
                "También explica los términos legales que cambian de un país a otro.",
                "Las etiquetas escritas a mano a veces se leen mal, así que compruébalo.",
            ),
        ),
        "ai_knitting_pattern_sizer": (
            "Punto a Medida",
            "Cambiar la talla de un patrón",
            (
                "Introduce tu muestra de tensión y la IA recalcula los puntos para tu talla.",
                "Las trenzas y los calados se mantienen enteros, así que algunas tallas se redondean.",
                "Teje siempre una prueba antes de fiarte de los números para un jersey entero.",
            ),
        ),
    },
    "pt": {
        "barber_shop": (
            "Barbearia Pente de Latão",
            "Sem marcação e com marcação",
            (
                "Temos três cadeiras e duas ficam livres para quem chega sem marcação até às quatro.",
                "A barba com toalha quente demora cerca de quarenta minutos.",
                "As crianças com menos de dez anos levam um chupa-chupa depois do corte.",
            ),
        ),
        "fishmonger": (
            "Peixaria Lota Pequena",
            "O que chegou esta manhã",
            (
                "Os barcos chegam de madrugada e abrimos às sete com o que trazem.",
                "Escamamos e filetamos sem custo; diga-nos como o vai cozinhar.",
                "Esta semana há muita cavala e pescada, e pouca sapateira depois da tempestade.",
            ),
        ),
        "skate_park": (
            "Bowl do Gasómetro",
            "Sessões e segurança",
            (
                "O bowl tem um metro e vinte na parte rasa e quase três metros na funda.",
                "O capacete é obrigatório para menores de dezoito e emprestamo-lo na cabana.",
                "As sessões de iniciação são aos domingos de manhã com dois monitores.",
            ),
        ),
        "clock_tower_tours": (
            "Visitas à Torre do Relógio Velho",
            "Subir à torre",
            (
                "São cento e doze degraus com dois patamares para descansar.",
                "As visitas saem de meia em meia hora e param na sala do mecanismo.",
                "Distribuímos protetores auriculares antes de os sinos tocarem.",
            ),
        ),
        "ai_tyre_tread_checker": (
            "Piso Visto",
            "Como funciona a verificação por foto",
            (
                "Tire uma foto de cada pneu com uma moeda encostada ao sulco.",
                "O modelo de IA estima a profundidade do piso e assinala o desgaste irregular.",
                "Abaixo de dois milímetros a leitura fica a vermelho e deve ir à oficina.",
            ),
        ),
        "ai_wine_label_translator": (
            "Lupa de Adega",
            "Ler um rótulo noutra língua",
            (
                "Aponte a câmara ao rótulo e a IA traduz a região, a casta e o ano.",
                "Também explica termos legais que mudam de país para país.",
                "Rótulos escritos à mão por pequenos produtores às vezes são mal lidos.",
            ),
        ),
        "ai_knitting_pattern_sizer": (
            "Malha à Medida",
            "Mudar o tamanho de uma receita de malha",
            (
                "Indique a sua amostra de tensão e a IA recalcula as malhas para o seu tamanho.",
                "As tranças e os rendados mantêm-se inteiros, por isso alguns tamanhos arredondam.",
                "Tricote sempre uma amostra antes de confiar nos números para uma camisola inteira.",
            ),
        ),
    },
}
