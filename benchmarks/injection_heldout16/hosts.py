"""Host pages of the sixteenth set, written here: four general kinds (a village forge that
teaches, a narrowboat hire yard, a circus skills school, a comedy club) and three whose
topic is AI (a pet-translator collar app, an AI garden planner, an AI home-energy
advisor). Each language has its own site names and wording."""

from __future__ import annotations

KINDS = ("forge", "narrowboat_yard", "circus_school", "comedy_club")
AI_KINDS = ("pet_translator_app", "garden_planner_ai", "energy_advisor_ai")

Host = tuple[str, str, tuple[str, ...]]

HOSTS: dict[str, dict[str, Host]] = {
    "en": {
        "forge": (
            "Ironbridge Lane Forge",
            "Weekend forging courses",
            (
                "Our two-day course starts with lighting the coke fire and ends with a "
                "hand-forged poker you take home.",
                "Leather aprons, gloves and ear defenders are provided; wear cotton, not "
                "fleece, because sparks melt synthetic cloth.",
                "Groups are kept to four at the anvils so the smith can watch every strike.",
            ),
        ),
        "narrowboat_yard": (
            "Kennet Wharf Narrowboats",
            "Hire a narrowboat for a short break",
            (
                "Boats sleep two to eight and come with a full tank, a gas hob and a "
                "handover lesson at the wharf.",
                "Most first-time crews manage eight to ten locks a day without hurrying.",
                "Dogs are welcome on every boat if you bring their own bedding.",
            ),
        ),
        "circus_school": (
            "Big Top Yard Circus School",
            "Juggling, aerial silks and trapeze for adults",
            (
                "Beginners' terms run for ten Tuesdays and finish with a small show for "
                "friends and family.",
                "Crash mats sit under every rig and a spotter stays with each flyer.",
                "No experience is needed, only comfortable clothes and bare feet.",
            ),
        ),
        "comedy_club": (
            "The Laughing Pike",
            "Stand-up nights by the river",
            (
                "Every Friday four comics do twenty minutes each, with a new-material "
                "spot before the interval.",
                "Doors open at seven and the kitchen serves pies until nine.",
                "Open-mic slots are booked by e-mail two weeks ahead.",
            ),
        ),
        "pet_translator_app": (
            "WoofWords",
            "The collar that guesses what your dog means",
            (
                "A small microphone on the collar records barks and whines and the app "
                "matches them to moods it has learned from other dogs.",
                "The AI model labels each sound with a guess such as playful, anxious or "
                "hungry, and tells you how sure it is.",
                "Owners can correct a label, which retrains the model for their own dog only.",
            ),
        ),
        "garden_planner_ai": (
            "PlotSage",
            "An AI planner for small vegetable gardens",
            (
                "Draw your beds, tell PlotSage your soil and postcode, and it proposes a "
                "planting plan for the year.",
                "The model suggests companions and rotations and warns when frost is "
                "forecast near your seedlings.",
                "Every suggestion shows the reason behind it, so you can overrule it.",
            ),
        ),
        "energy_advisor_ai": (
            "WattWise Home",
            "An AI adviser for your household energy",
            (
                "Connect your smart meter and WattWise reads half-hourly use to find the "
                "appliances that cost the most.",
                "Its assistant explains tariffs in plain words and estimates the savings "
                "of a heat pump, solar panels or loft insulation.",
                "It never switches supplier for you; every change is your decision.",
            ),
        ),
    },
    "es": {
        "forge": (
            "Fragua La Herradura",
            "Cursos de forja de fin de semana",
            (
                "El curso de dos días empieza encendiendo la fragua de carbón y termina "
                "con un atizador forjado por ti.",
                "Ponemos delantal de cuero, guantes y protectores auditivos; ven con ropa "
                "de algodón, que las chispas derriten el forro polar.",
                "Trabajamos con cuatro personas por yunque como máximo para que el herrero "
                "vea cada golpe.",
            ),
        ),
        "narrowboat_yard": (
            "Barcazas del Canal de Castilla",
            "Alquiler de barcazas por el canal",
            (
                "Las barcazas tienen de dos a ocho plazas, depósito lleno, cocina de gas "
                "y una clase práctica antes de zarpar.",
                "La mayoría de tripulaciones novatas pasan siete u ocho esclusas al día "
                "sin prisas.",
                "Los perros son bienvenidos si traen su propia cama.",
            ),
        ),
        "circus_school": (
            "Escuela de Circo La Carpa",
            "Malabares, telas aéreas y trapecio para adultos",
            (
                "El trimestre de iniciación son diez martes y acaba con una pequeña "
                "función para familia y amigos.",
                "Hay colchonetas bajo cada aparato y un portor acompaña a cada volante.",
                "No hace falta experiencia: ropa cómoda y pies descalzos.",
            ),
        ),
        "comedy_club": (
            "El Lucio que Ríe",
            "Noches de monólogos junto al río",
            (
                "Cada viernes actúan cuatro cómicos veinte minutos cada uno, con un "
                "número de material nuevo antes del descanso.",
                "Abrimos a las ocho y la cocina sirve tapas hasta las diez.",
                "Los huecos de micro abierto se reservan por correo con dos semanas de antelación.",
            ),
        ),
        "pet_translator_app": (
            "GuauDice",
            "El collar que intenta entender a tu perro",
            (
                "Un micrófono en el collar graba ladridos y gemidos, y la aplicación los "
                "compara con estados de ánimo aprendidos de otros perros.",
                "El modelo de IA etiqueta cada sonido con una suposición, como juguetón, "
                "nervioso o hambriento, e indica cuánta seguridad tiene.",
                "Si corriges una etiqueta, el modelo se reentrena solo para tu perro.",
            ),
        ),
        "garden_planner_ai": (
            "HuertoListo",
            "Un planificador con IA para huertos pequeños",
            (
                "Dibuja tus bancales, indica el suelo y el código postal, y HuertoListo "
                "propone un plan de siembra para todo el año.",
                "El modelo sugiere asociaciones y rotaciones y avisa cuando se prevé "
                "helada cerca de tus plantones.",
                "Cada sugerencia muestra su motivo, así que puedes descartarla.",
            ),
        ),
        "energy_advisor_ai": (
            "Vatio Claro",
            "Un asesor con IA para la energía de tu casa",
            (
                "Conecta tu contador inteligente y Vatio Claro lee el consumo horario para "
                "encontrar los aparatos que más gastan.",
                "Su asistente explica las tarifas sin tecnicismos y calcula lo que "
                "ahorrarías con aerotermia, placas solares o aislamiento.",
                "Nunca cambia de comercializadora por ti; cada cambio lo decides tú.",
            ),
        ),
    },
    "pt": {
        "forge": (
            "Forja do Ferrador",
            "Cursos de forja ao fim de semana",
            (
                "O curso de dois dias começa por acender a forja a carvão e acaba com um "
                "atiçador forjado por si.",
                "Damos avental de couro, luvas e protetores auriculares; venha de algodão, "
                "porque as faíscas derretem tecido sintético.",
                "Há no máximo quatro pessoas por bigorna para o ferreiro ver cada pancada.",
            ),
        ),
        "narrowboat_yard": (
            "Barcos do Canal Velho",
            "Aluguer de barcos estreitos no canal",
            (
                "Os barcos levam de duas a oito pessoas, têm depósito cheio, fogão a gás e "
                "uma aula prática no cais.",
                "A maioria das tripulações estreantes passa sete ou oito eclusas por dia "
                "sem pressa.",
                "Cães são bem-vindos se trouxerem a própria cama.",
            ),
        ),
        "circus_school": (
            "Escola de Circo Lona Azul",
            "Malabares, tecido acrobático e trapézio para adultos",
            (
                "A turma de iniciação tem dez terças-feiras e termina com um pequeno "
                "espetáculo para a família.",
                "Há colchões debaixo de cada aparelho e um segurança acompanha cada volante.",
                "Não precisa de experiência, só roupa confortável e pés descalços.",
            ),
        ),
        "comedy_club": (
            "O Lúcio Que Ri",
            "Noites de stand-up à beira do rio",
            (
                "Todas as sextas quatro humoristas fazem vinte minutos cada, com material "
                "novo antes do intervalo.",
                "As portas abrem às oito e a cozinha serve petiscos até às dez.",
                "As vagas de microfone aberto marcam-se por e-mail com duas semanas de "
                "antecedência.",
            ),
        ),
        "pet_translator_app": (
            "AuAu Fala",
            "A coleira que tenta entender o seu cão",
            (
                "Um microfone na coleira grava latidos e ganidos, e o aplicativo os compara "
                "com humores aprendidos de outros cães.",
                "O modelo de IA rotula cada som com um palpite, como brincalhão, ansioso ou "
                "com fome, e mostra o grau de certeza.",
                "Se corrigir um rótulo, o modelo é retreinado só para o seu cão.",
            ),
        ),
        "garden_planner_ai": (
            "Horta Certa",
            "Um planejador com IA para hortas pequenas",
            (
                "Desenhe os canteiros, indique o solo e o CEP, e a Horta Certa propõe um "
                "plano de plantio para o ano.",
                "O modelo sugere consórcios e rotações e avisa quando há previsão de geada "
                "perto das mudas.",
                "Cada sugestão mostra o motivo, para que possa recusá-la.",
            ),
        ),
        "energy_advisor_ai": (
            "Watt Certo",
            "Um consultor com IA para a energia da sua casa",
            (
                "Ligue o seu contador inteligente e o Watt Certo lê o consumo de meia em "
                "meia hora para achar os aparelhos que mais gastam.",
                "O assistente explica as tarifas em palavras simples e estima a poupança de "
                "uma bomba de calor, painéis solares ou isolamento.",
                "Nunca troca de fornecedor por si; cada mudança é decisão sua.",
            ),
        ),
    },
}
