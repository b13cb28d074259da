"""The host sites of the fifty-ninth set: four general topics and three whose topic is AI,
each a site name, a page title and three paragraphs per language, typed by hand."""

from __future__ import annotations

KINDS = ("theremin_society", "mandolin_circle", "rickshaw_cooperative", "backgammon_club")
AI_KINDS = ("axolotl_ai_lab", "icicle_ai_survey", "dandelion_ai_project")

HOSTS = {
    "en": {
        "theremin_society": (
            "Harrowgate Theremin Society",
            "Monthly playing evenings",
            (
                "We meet on the first Wednesday of each month in the upstairs room of the"
                " Corn Exchange, with two loan instruments for anyone who has never played.",
                "Beginners spend the first hour on pitch control alone: one hand near the"
                " upright antenna, the other still, until a held note stops wobbling.",
                "Bring headphones if you have them. The room is small and eight theremins"
                " warming up at once sound like a flock of startled gulls.",
            ),
        ),
        "mandolin_circle": (
            "Eastbrook Mandolin Circle",
            "Joining the circle",
            (
                "The circle plays Italian and Irish tunes at an easy pace on Sunday"
                " afternoons, and new players can sit in from their second visit.",
                "Tunes are taught by ear first and then from the shared tune book, which"
                " lives in a blue folder on the piano.",
                "A spare mandolin and a box of picks are kept for visitors. Please put the"
                " picks back; we lose a dozen every season.",
            ),
        ),
        "rickshaw_cooperative": (
            "Quayside Rickshaw Cooperative",
            "Rides, riders and fares",
            (
                "Our twelve riders own the cooperative together and share the running"
                " costs, the repair shop and the winter canopies.",
                "Fares are agreed before the ride starts and are printed on a card under"
                " each seat, from the station to the old harbour and back.",
                "Every pedicab is checked each morning for brakes, lights and tyre"
                " pressure, and the log is kept at the depot for anyone who asks.",
            ),
        ),
        "backgammon_club": (
            "Brass Point Backgammon Club",
            "Club nights and the winter ladder",
            (
                "Club nights run on Tuesdays from seven, with boards, clocks and doubling"
                " cubes provided and tea at half time.",
                "The winter ladder lets any member challenge a player up to three rungs"
                " above them; results go on the board by the bar.",
                "Newcomers are paired with a host for their first evening, who explains the"
                " bear-off and the etiquette of the doubling cube.",
            ),
        ),
        "axolotl_ai_lab": (
            "Lakeside Axolotl AI Lab",
            "Scoring gill health from photographs",
            (
                "The lab trains a small vision model to score the fringe of axolotl gills"
                " from phone photographs sent in by hobby keepers.",
                "Every score is checked by one of our two aquarists before it is added to"
                " the public dataset, and doubtful photos are set aside.",
                "Keepers can ask for their photographs to be removed at any time; the"
                " request form is on the contact page.",
            ),
        ),
        "icicle_ai_survey": (
            "Northfell Icicle AI Survey",
            "How the drip timers work",
            (
                "Volunteers fix small cameras under eaves and our software times each drip"
                " from the tip of an icicle through the winter.",
                "A neural network separates drips from snowflakes and passing birds, and it"
                " still makes mistakes on windy nights.",
                "The survey shares its drip counts each spring with the regional weather"
                " office and with the schools that host a camera.",
            ),
        ),
        "dandelion_ai_project": (
            "Meadowline Dandelion AI Project",
            "Counting seeds with machine learning",
            (
                "The project counts the seeds on dandelion clocks from close-up photos, to"
                " study how verge mowing changes flowering.",
                "Our counting model was trained on four thousand hand-counted heads, and its"
                " error rate is published with every release.",
                "Anyone can upload a photo; the counts appear on the map a day later, with"
                " the photographer's name left off.",
            ),
        ),
    },
    "es": {
        "theremin_society": (
            "Sociedad del Theremín de Valdeluz",
            "Tardes de práctica mensuales",
            (
                "Nos reunimos el primer miércoles de cada mes en la sala alta del casino,"
                " con dos instrumentos de préstamo para quien no haya tocado nunca.",
                "Los principiantes dedican la primera hora a controlar la altura del sonido,"
                " con una mano cerca de la antena vertical y la otra quieta.",
                "Traiga auriculares si tiene. La sala es pequeña y ocho theremines"
                " calentando a la vez suenan como una bandada de gaviotas asustadas.",
            ),
        ),
        "mandolin_circle": (
            "Rondalla de Mandolinas del Arrabal",
            "Cómo unirse a la rondalla",
            (
                "La rondalla toca pasodobles y jotas a ritmo tranquilo los domingos por la"
                " tarde, y quien llega nuevo puede sentarse a tocar desde la segunda visita.",
                "Las piezas se enseñan primero de oído y después con el cancionero común,"
                " que vive en una carpeta azul encima del piano.",
                "Guardamos una mandolina de repuesto y una caja de púas para visitantes."
                " Devuelvan las púas, que cada temporada perdemos una docena.",
            ),
        ),
        "rickshaw_cooperative": (
            "Cooperativa de Bicitaxis del Puerto",
            "Viajes, ciclistas y tarifas",
            (
                "Nuestros doce ciclistas son dueños de la cooperativa y comparten los gastos,"
                " el taller y los toldos de invierno.",
                "La tarifa se acuerda antes de salir y va impresa en una tarjeta bajo cada"
                " asiento, desde la estación hasta el muelle viejo.",
                "Cada mañana se revisan frenos, luces y presión de las ruedas de todos los"
                " vehículos, y el registro queda en la cochera a disposición de quien lo pida.",
            ),
        ),
        "backgammon_club": (
            "Club de Backgammon La Ficha",
            "Noches de club y escalera de invierno",
            (
                "Las noches de club son los martes desde las siete, con tableros, relojes y"
                " dados de doblaje, y café a media partida.",
                "La escalera de invierno permite retar a cualquier jugador hasta tres"
                " peldaños por encima; los resultados se apuntan en la pizarra del bar.",
                "A quien viene por primera vez se le asigna un anfitrión que explica la"
                " salida de fichas y las costumbres del cubo de doblaje.",
            ),
        ),
        "axolotl_ai_lab": (
            "Laboratorio de IA Ajolote del Lago",
            "Puntuar la salud de las branquias con fotos",
            (
                "El laboratorio entrena un modelo de visión pequeño que puntúa las branquias"
                " de los ajolotes a partir de fotos enviadas por aficionados.",
                "Cada puntuación la revisa una de nuestras dos acuaristas antes de entrar en"
                " el conjunto de datos público, y las fotos dudosas se apartan.",
                "Quien envió fotos puede pedir que se borren cuando quiera; el formulario"
                " está en la página de contacto.",
            ),
        ),
        "icicle_ai_survey": (
            "Censo de Carámbanos con IA del Pirineo",
            "Cómo funcionan los cronómetros de goteo",
            (
                "Los voluntarios colocan cámaras pequeñas bajo los aleros y nuestro programa"
                " cronometra cada gota que cae de la punta de un carámbano.",
                "Una red neuronal distingue las gotas de los copos y de los pájaros, aunque"
                " en las noches de viento todavía se equivoca.",
                "Cada primavera compartimos los recuentos con la oficina meteorológica"
                " comarcal y con los colegios que alojan una cámara.",
            ),
        ),
        "dandelion_ai_project": (
            "Proyecto IA Diente de León",
            "Contar semillas con aprendizaje automático",
            (
                "El proyecto cuenta las semillas de los vilanos del diente de león en fotos"
                " de cerca, para estudiar cómo afecta la siega de las cunetas.",
                "Nuestro modelo de recuento se entrenó con cuatro mil cabezuelas contadas a"
                " mano, y su tasa de error se publica en cada versión.",
                "Cualquiera puede subir una foto; el recuento aparece en el mapa al día"
                " siguiente, sin el nombre de quien la hizo.",
            ),
        ),
    },
    "pt": {
        "theremin_society": (
            "Sociedade do Teremim de Vale Formoso",
            "Serões mensais de prática",
            (
                "Reunimo-nos na primeira quarta-feira de cada mês na sala de cima da"
                " coletividade, com dois instrumentos emprestados para quem nunca tocou.",
                "Os principiantes passam a primeira hora só a controlar a afinação, com uma"
                " mão junto à antena vertical e a outra parada.",
                "Traga auscultadores, se tiver. A sala é pequena e oito teremins a aquecer"
                " ao mesmo tempo parecem um bando de gaivotas assustadas.",
            ),
        ),
        "mandolin_circle": (
            "Tuna de Bandolins da Ribeira",
            "Como entrar para a tuna",
            (
                "A tuna toca fados e viras com calma aos domingos à tarde, e quem chega"
                " pode sentar-se a tocar a partir da segunda visita.",
                "As músicas ensinam-se primeiro de ouvido e depois pelo cancioneiro comum,"
                " que mora numa pasta azul em cima do piano.",
                "Há um bandolim de reserva e uma caixa de palhetas para visitantes. Devolvam"
                " as palhetas, que todos os anos perdemos uma dúzia.",
            ),
        ),
        "rickshaw_cooperative": (
            "Cooperativa de Riquexós do Cais",
            "Viagens, condutores e preços",
            (
                "Os nossos doze condutores são donos da cooperativa e dividem as despesas, a"
                " oficina e as capotas de inverno.",
                "O preço é combinado antes da partida e está impresso num cartão debaixo de"
                " cada banco, da estação até ao cais velho.",
                "Todas as manhãs verificam-se travões, luzes e pressão dos pneus, e o"
                " registo fica na garagem para quem o quiser consultar.",
            ),
        ),
        "backgammon_club": (
            "Clube de Gamão do Largo do Carmo",
            "Noites de clube e escada de inverno",
            (
                "As noites de clube são às terças a partir das sete, com tabuleiros,"
                " relógios e cubos de dobrar, e chá ao intervalo.",
                "A escada de inverno deixa qualquer sócio desafiar um jogador até três"
                " degraus acima; os resultados vão para o quadro junto ao bar.",
                "Quem vem pela primeira vez joga com um anfitrião, que explica a saída das"
                " peças e os costumes do cubo de dobrar.",
            ),
        ),
        "axolotl_ai_lab": (
            "Laboratório de IA Axolote da Lagoa",
            "Avaliar as brânquias a partir de fotografias",
            (
                "O laboratório treina um pequeno modelo de visão que avalia as brânquias dos"
                " axolotes a partir de fotografias enviadas por criadores amadores.",
                "Cada avaliação é confirmada por uma das nossas duas aquariófilas antes de"
                " entrar no conjunto de dados público; as fotos duvidosas ficam de lado.",
                "Quem enviou fotografias pode pedir a sua remoção quando quiser; o"
                " formulário está na página de contacto.",
            ),
        ),
        "icicle_ai_survey": (
            "Levantamento de Pingentes de Gelo com IA da Estrela",
            "Como funcionam os cronómetros de pingos",
            (
                "Os voluntários prendem pequenas câmaras debaixo dos beirais e o nosso"
                " programa cronometra cada pingo que cai da ponta de um pingente.",
                "Uma rede neuronal separa os pingos dos flocos de neve e dos pássaros, mas"
                " nas noites de vento ainda se engana.",
                "Todas as primaveras partilhamos as contagens com a delegação meteorológica"
                " e com as escolas que acolhem uma câmara.",
            ),
        ),
        "dandelion_ai_project": (
            "Projeto de IA Dente-de-Leão",
            "Contar sementes com aprendizagem automática",
            (
                "O projeto conta as sementes dos dentes-de-leão em fotografias de perto,"
                " para estudar o efeito do corte das bermas na floração.",
                "O nosso modelo de contagem foi treinado com quatro mil cabeças contadas à"
                " mão, e a taxa de erro é publicada em cada versão.",
                "Qualquer pessoa pode enviar uma fotografia; a contagem aparece no mapa no"
                " dia seguinte, sem o nome de quem a tirou.",
            ),
        ),
    },
}
