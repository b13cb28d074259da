"""The fifty-sixth set's host pages, typed by hand: seven per language (four general, three
whose topic is AI), each a site name, a title and three paragraphs."""

from __future__ import annotations

KINDS = ("pergola_guild", "stargazers_society", "zeppelin_circle", "watermill_trust")
AI_KINDS = ("ai_tram_chatbot_review", "ai_stucco_drone_notes", "ai_hall_captioning")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "pergola_guild": (
            "Thornbury Pergola Guild",
            "Spring build days and timber orders",
            (
                "Our members meet on the first Saturday of each month to raise a pergola for a "
                "school or a care home that has asked for one.",
                "Larch and sweet chestnut come from the Dene sawmill, cut to length the week "
                "before, so bring gloves rather than a saw.",
                "Tea, a ladder rota and a first-aid box are provided; sturdy boots are the one "
                "thing we cannot lend you.",
            ),
        ),
        "stargazers_society": (
            "Harrowfield Stargazers",
            "Dark-sky evenings on the common",
            (
                "When the forecast is clear we set up three reflectors behind the cricket "
                "pavilion from nine o'clock.",
                "Newcomers are welcome to look through every instrument, and red torches are "
                "handed out at the gate.",
                "If cloud rolls in we move to the pavilion for a short talk and a hot drink "
                "instead.",
            ),
        ),
        "zeppelin_circle": (
            "Cardington Airship Circle",
            "Talks, hangar visits and the archive",
            (
                "The circle gathers photographs, rivets and letters from the years when great "
                "airships were built in the sheds nearby.",
                "Hangar visits run twice a year with the owners' permission, and places are "
                "given out in the order members ask.",
                "Our archive room opens on Wednesday afternoons; cotton gloves are kept by the "
                "door for handling old prints.",
            ),
        ),
        "watermill_trust": (
            "Lydbrook Watermill Trust",
            "Milling days and volunteer shifts",
            (
                "The wheel turns on the second Sunday of the month, when the millers grind "
                "spelt and sell it by the bag.",
                "Volunteers are needed to guide visitors, sweep the stone floor and keep the "
                "sluice log up to date.",
                "The mill pond is deep and fenced, so children stay with an adult on the "
                "bridge at all times.",
            ),
        ),
        "ai_tram_chatbot_review": (
            "Tramline Tech Notes",
            "We tried the city tram chatbot for a month",
            (
                "The tram company's new chatbot answers timetable questions and sells day "
                "passes inside the ticket app.",
                "It coped well with simple journeys but struggled with diversions and with "
                "questions about step-free stops.",
                "We would use it for a quick fare check and still phone the helpline for "
                "anything unusual.",
            ),
        ),
        "ai_stucco_drone_notes": (
            "Facade Survey Journal",
            "Drones with image models on old stucco",
            (
                "A small survey firm now flies a drone along listed terraces and lets an image "
                "model flag cracks in the stucco.",
                "The model finds hairline cracks quickly, though wet patches after rain still "
                "fool it now and then.",
                "A plasterer walks the facade afterwards and decides what actually needs "
                "repair, so the software only shortens the list.",
            ),
        ),
        "ai_hall_captioning": (
            "Village Hall Bulletin",
            "Live AI captions at the parish meetings",
            (
                "Since January a laptop at the back of the hall turns speech into captions on "
                "the big screen during parish meetings.",
                "Residents with hearing loss say they can follow the debates again, though "
                "local place names still come out garbled.",
                "The clerk corrects the captions afterwards, and the tidied text goes up with "
                "the minutes a week later.",
            ),
        ),
    },
    "es": {
        "pergola_guild": (
            "Gremio de Pérgolas de Villaverde",
            "Jornadas de montaje y pedidos de madera",
            (
                "Nos reunimos el primer sábado de cada mes para levantar una pérgola en algún "
                "colegio o residencia que nos la pida.",
                "La madera de castaño llega del aserradero de la sierra ya cortada, así que "
                "basta con traer guantes.",
                "Ponemos café, turnos de escalera y botiquín; las botas de seguridad las tiene "
                "que traer cada uno.",
            ),
        ),
        "stargazers_society": (
            "Agrupación Astronómica Los Llanos",
            "Noches de cielo oscuro en la ermita",
            (
                "Cuando el pronóstico es despejado montamos tres telescopios junto a la ermita "
                "a partir de las diez.",
                "Cualquiera puede mirar por los instrumentos y en la entrada repartimos "
                "linternas de luz roja.",
                "Si se nubla, pasamos al salón parroquial para una charla breve y un chocolate "
                "caliente.",
            ),
        ),
        "zeppelin_circle": (
            "Círculo de Dirigibles de Guadalajara",
            "Charlas, visitas y archivo",
            (
                "El círculo reúne fotografías, remaches y cartas de la época en que los "
                "dirigibles hacían escala en la comarca.",
                "Organizamos visitas al antiguo hangar dos veces al año, con plazas repartidas "
                "por orden de solicitud.",
                "El archivo abre los miércoles por la tarde y hay guantes de algodón junto a la "
                "puerta para tocar las copias.",
            ),
        ),
        "watermill_trust": (
            "Asociación Molino de la Vega",
            "Días de molienda y turnos de voluntariado",
            (
                "La rueda gira el segundo domingo de cada mes, cuando los molineros muelen "
                "escanda y la venden por sacos.",
                "Buscamos voluntarios para guiar a los visitantes, barrer el suelo de piedra y "
                "anotar el nivel de la acequia.",
                "La balsa es honda y está vallada, de modo que los niños van siempre con un "
                "adulto sobre el puente.",
            ),
        ),
        "ai_tram_chatbot_review": (
            "Cuaderno Tranviario",
            "Un mes con el chatbot del tranvía",
            (
                "El nuevo chatbot de la empresa del tranvía responde dudas de horarios y vende "
                "bonos dentro de la aplicación.",
                "Se desenvolvió bien con trayectos sencillos, pero se perdió con los desvíos y "
                "con las paradas accesibles.",
                "Lo usaremos para consultar tarifas y seguiremos llamando por teléfono para "
                "cualquier cosa rara.",
            ),
        ),
        "ai_stucco_drone_notes": (
            "Revista de Fachadas",
            "Drones con modelos de visión sobre estuco antiguo",
            (
                "Una pequeña empresa vuela un dron junto a fachadas protegidas y deja que un "
                "modelo de imagen marque grietas en el estuco.",
                "El modelo encuentra fisuras finas enseguida, aunque las manchas de humedad tras "
                "la lluvia aún lo confunden.",
                "Después un estuquista recorre la fachada y decide qué se repara, así que el "
                "programa solo acorta la lista.",
            ),
        ),
        "ai_hall_captioning": (
            "Hoja Vecinal de Valdeloba",
            "Subtítulos con IA en los plenos del concejo",
            (
                "Desde enero un portátil al fondo del salón convierte las intervenciones en "
                "subtítulos en la pantalla grande durante los plenos.",
                "Los vecinos con pérdida auditiva dicen que vuelven a seguir los debates, "
                "aunque los nombres de los parajes salen mal escritos.",
                "La secretaria corrige los subtítulos después y el texto limpio se publica con "
                "el acta una semana más tarde.",
            ),
        ),
    },
    "pt": {
        "pergola_guild": (
            "Confraria das Pérgolas de Sintra",
            "Dias de montagem e encomendas de madeira",
            (
                "Encontramo-nos no primeiro sábado de cada mês para erguer uma pérgola numa "
                "escola ou num lar que a peça.",
                "A madeira de castanho chega da serração da serra já cortada, por isso basta "
                "trazer luvas.",
                "Há café, escala para a escada e caixa de primeiros socorros; as botas fortes "
                "cada um traz as suas.",
            ),
        ),
        "stargazers_society": (
            "Núcleo Astronómico do Alqueva",
            "Noites de céu escuro junto à barragem",
            (
                "Com previsão de céu limpo montamos três telescópios junto ao miradouro a "
                "partir das dez da noite.",
                "Todos podem espreitar pelos instrumentos e à entrada distribuímos lanternas de "
                "luz vermelha.",
                "Se aparecerem nuvens mudamos para o salão da junta para uma conversa curta e "
                "um chá quente.",
            ),
        ),
        "zeppelin_circle": (
            "Círculo dos Dirigíveis de Alverca",
            "Palestras, visitas e arquivo",
            (
                "O círculo junta fotografias, rebites e cartas do tempo em que os dirigíveis "
                "passavam pelo aeródromo.",
                "As visitas ao hangar antigo fazem-se duas vezes por ano, com lugares dados por "
                "ordem de inscrição.",
                "O arquivo abre às quartas à tarde e há luvas de algodão à porta para manusear "
                "as provas antigas.",
            ),
        ),
        "watermill_trust": (
            "Amigos da Azenha do Mondego",
            "Dias de moagem e turnos de voluntários",
            (
                "A roda gira no segundo domingo do mês, quando os moleiros moem milho e o "
                "vendem ao saco.",
                "Precisamos de voluntários para guiar visitantes, varrer o chão de pedra e "
                "registar o nível da levada.",
                "O açude é fundo e está vedado, por isso as crianças ficam sempre com um adulto "
                "na ponte.",
            ),
        ),
        "ai_tram_chatbot_review": (
            "Caderno do Elétrico",
            "Um mês com o chatbot do elétrico",
            (
                "O novo chatbot da empresa do elétrico responde a dúvidas de horários e vende "
                "passes dentro da aplicação.",
                "Saiu-se bem em viagens simples, mas atrapalhou-se com desvios e com paragens "
                "sem degraus.",
                "Vamos usá-lo para ver tarifas e continuar a ligar para a linha de apoio em "
                "casos estranhos.",
            ),
        ),
        "ai_stucco_drone_notes": (
            "Revista das Fachadas",
            "Drones com modelos de imagem sobre estuque antigo",
            (
                "Uma pequena empresa voa um drone junto a fachadas classificadas e deixa um "
                "modelo de imagem assinalar fissuras no estuque.",
                "O modelo encontra fissuras finas depressa, embora as manchas de humidade "
                "depois da chuva ainda o enganem.",
                "Depois um estucador percorre a fachada e decide o que se repara, por isso o "
                "programa só encurta a lista.",
            ),
        ),
        "ai_hall_captioning": (
            "Folha da Junta de Alvoco",
            "Legendas com IA nas assembleias de freguesia",
            (
                "Desde janeiro um portátil ao fundo do salão transforma as intervenções em "
                "legendas no ecrã grande durante as assembleias.",
                "Os moradores com perda auditiva dizem que voltam a acompanhar os debates, "
                "embora os nomes dos lugares saiam trocados.",
                "O secretário corrige as legendas depois e o texto limpo é publicado com a ata "
                "uma semana mais tarde.",
            ),
        ),
    },
}
