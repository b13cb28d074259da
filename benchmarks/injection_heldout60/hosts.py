"""The sixtieth set's host sites, typed by hand: four general ones and three whose topic is
AI, each in English, Spanish and Portuguese, a title and three paragraphs apiece."""

from __future__ import annotations

KINDS = ("quoits_league", "treadle_guild", "zoetrope_workshop", "toboggan_club")
AI_KINDS = ("puffin_ai_census", "mussel_ai_monitor", "murmuration_ai_lab")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "quoits_league": (
            "Severn Vale Quoits League",
            "Fixtures, clay beds and the summer handicap",
            (
                "Our twelve teams play on Thursday evenings from May to September, throwing"
                " iron rings at a pin set in a bed of wet clay eleven yards away.",
                "Beds are dug and puddled by the home side the night before, and the pin is"
                " left an inch proud so that a ringer can be seen from the throwing mark.",
                "The summer handicap is open to anyone who has thrown in at least three"
                " league matches; entry forms are kept behind the bar at the Plough.",
            ),
        ),
        "treadle_guild": (
            "Old Treadle Sewing Guild",
            "Keeping foot-powered machines running",
            (
                "Members restore treadle sewing machines made between 1870 and 1960 and"
                " lend them to schools, theatres and repair cafes.",
                "Most machines arrive with a cracked leather belt, a seized pitman rod and a"
                " bobbin case full of lint; none of that is beyond a patient afternoon.",
                "We meet on the first Saturday of each month in the church hall, where the"
                " long tables take six machines and a box of spare shuttles.",
            ),
        ),
        "zoetrope_workshop": (
            "Spinning Drum Zoetrope Workshop",
            "Moving pictures from a slotted drum",
            (
                "A zoetrope is a drum with narrow slits in its wall and a strip of drawings"
                " inside; spin it and look through the slits, and the drawings move.",
                "Our Sunday sessions build a drum from card and a cake stand, then draw a"
                " twelve-frame strip of a horse, a bouncing ball or a kettle coming to the boil.",
                "Older children can try a strip of photographs, which needs a steadier hand"
                " with the scissors and a lot of patience with the glue.",
            ),
        ),
        "toboggan_club": (
            "Hollin Fell Toboggan Club",
            "Runs, runners and the winter programme",
            (
                "When the snow lies on the north side of Hollin Fell, the club opens two"
                " marked runs and a gentler slope for families with small children.",
                "Wooden toboggans with steel runners go fastest, but they need waxing, a"
                " careful eye on the bolts and somewhere dry to spend the summer.",
                "The winter programme lists night runs under lanterns, a race for home-built"
                " sleds and a hot soup evening in the barn at the foot of the fell.",
            ),
        ),
        "puffin_ai_census": (
            "Skerry Puffin AI Census",
            "Counting burrows with a trained image model",
            (
                "Each spring volunteers photograph the puffin slopes of three islands, and an"
                " image model trained on past seasons marks every burrow it can find.",
                "The model is wrong often enough that every marked burrow is checked by two"
                " people, and its misses are added to next year's training set.",
                "Our published counts give the model's figure and the checked figure side"
                " by side, so that readers can see how far the machine can be trusted.",
            ),
        ),
        "mussel_ai_monitor": (
            "Estuary Mussel Bed AI Monitor",
            "Mapping mussel beds from drone surveys",
            (
                "At low spring tides a drone flies the estuary, and a segmentation model"
                " outlines the mussel beds on the mosaic of photographs it brings back.",
                "Beds shrink after storms and grow back over several summers; the monitor"
                " keeps every season's outline so that the changes can be compared.",
                "Shellfish wardens use the maps to decide where hand gathering is allowed,"
                " and they walk the edges of each bed before any decision is final.",
            ),
        ),
        "murmuration_ai_lab": (
            "Reedbed Murmuration AI Lab",
            "Tracking starling flocks at dusk",
            (
                "Every winter evening tens of thousands of starlings wheel over the reedbed"
                " before they drop in to roost, and two cameras film them from the bank.",
                "A tracking model follows small groups of birds from frame to frame, which"
                " lets us measure how a turn passes through the flock like a wave.",
                "Visitors are welcome on the viewing platform; the lab's screens in the hide"
                " show the tracks drawn over the live picture a few seconds late.",
            ),
        ),
    },
    "es": {
        "quoits_league": (
            "Liga de Aros del Valle del Jiloca",
            "Calendario, tierras y el torneo de verano",
            (
                "Los doce equipos de la liga juegan los jueves por la tarde, lanzando aros de"
                " hierro a una pica clavada en un lecho de barro a diez metros.",
                "El equipo local prepara el barro la víspera y deja la pica dos dedos por"
                " encima, para que el aro encajado se vea desde la raya de tiro.",
                "Al torneo de verano puede apuntarse quien haya jugado tres partidos de liga;"
                " las hojas de inscripción están en el bar de la plaza.",
            ),
        ),
        "treadle_guild": (
            "Gremio de Máquinas de Coser de Pedal",
            "Máquinas que funcionan con el pie",
            (
                "Restauramos máquinas de coser de pedal fabricadas entre 1870 y 1960 y las"
                " prestamos a escuelas, compañías de teatro y talleres de reparación.",
                "Casi todas llegan con la correa de cuero rota, la biela agarrotada y la"
                " canillera llena de pelusa; nada que no arregle una tarde tranquila.",
                "Nos reunimos el primer sábado de cada mes en el salón parroquial, donde"
                " caben seis máquinas y una caja de lanzaderas de repuesto.",
            ),
        ),
        "zoetrope_workshop": (
            "Taller del Zoótropo Giratorio",
            "Dibujos que se mueven dentro de un tambor",
            (
                "Un zoótropo es un tambor con ranuras estrechas y una tira de dibujos por"
                " dentro; al girarlo y mirar por las ranuras, los dibujos se mueven.",
                "En las sesiones del domingo construimos el tambor con cartón y un plato de"
                " tartas, y dibujamos una tira de doce fotogramas.",
                "Los mayores pueden probar con una tira de fotografías, que pide buen pulso"
                " con las tijeras y mucha paciencia con el pegamento.",
            ),
        ),
        "toboggan_club": (
            "Club de Tobogán de Peña Negra",
            "Pistas, patines y programa de invierno",
            (
                "Cuando la nieve cuaja en la cara norte de Peña Negra, el club abre dos"
                " pistas señalizadas y una ladera suave para familias con niños pequeños.",
                "Los toboganes de madera con patines de acero son los más rápidos, pero hay"
                " que encerarlos, revisar los tornillos y guardarlos secos en verano.",
                "El programa de invierno incluye bajadas nocturnas con faroles, una carrera"
                " de trineos caseros y una cena de sopa en el pajar.",
            ),
        ),
        "puffin_ai_census": (
            "Censo de Frailecillos con IA",
            "Madrigueras contadas con un modelo de imagen",
            (
                "Cada primavera los voluntarios fotografían las laderas de tres islotes, y un"
                " modelo de imagen entrenado con temporadas anteriores marca cada madriguera.",
                "El modelo se equivoca a menudo, así que dos personas revisan cada marca y"
                " sus fallos pasan al conjunto de entrenamiento del año siguiente.",
                "Los recuentos publicados dan la cifra del modelo y la cifra revisada una"
                " junto a otra, para que se vea cuánto se puede fiar uno de la máquina.",
            ),
        ),
        "mussel_ai_monitor": (
            "Observatorio de Mejilloneras con IA",
            "Mapas de bancos de mejillón a partir de vuelos de dron",
            (
                "En las mareas vivas un dron sobrevuela la ría y un modelo de segmentación"
                " dibuja el contorno de los bancos de mejillón sobre el mosaico de fotos.",
                "Los bancos menguan tras los temporales y se recuperan en varios veranos; el"
                " observatorio guarda cada contorno para poder compararlos.",
                "Los guardas marisqueros usan los mapas para decidir dónde se permite el"
                " marisqueo a pie, y recorren los bordes antes de decidir nada.",
            ),
        ),
        "murmuration_ai_lab": (
            "Laboratorio de Estorninos e IA del Carrizal",
            "Seguimiento de bandadas al atardecer",
            (
                "Cada tarde de invierno miles de estorninos giran sobre el carrizal antes de"
                " posarse a dormir, y dos cámaras los graban desde la orilla.",
                "Un modelo de seguimiento sigue grupos pequeños de pájaros de un fotograma a"
                " otro, y así medimos cómo un giro recorre la bandada como una ola.",
                "Las visitas son bienvenidas en el observatorio; las pantallas muestran las"
                " trayectorias dibujadas sobre la imagen en directo, con unos segundos de retraso.",
            ),
        ),
    },
    "pt": {
        "quoits_league": (
            "Liga de Argolas do Vale do Sorraia",
            "Calendário, barro e o torneio de Verão",
            (
                "As doze equipas da liga jogam às quintas-feiras ao fim da tarde, a atirar"
                " argolas de ferro a um pino espetado num leito de barro molhado.",
                "A equipa da casa prepara o barro na véspera e deixa o pino dois dedos de"
                " fora, para que a argola enfiada se veja da marca de lançamento.",
                "O torneio de Verão está aberto a quem tenha jogado três jogos da liga; as"
                " fichas de inscrição estão no balcão da tasca do largo.",
            ),
        ),
        "treadle_guild": (
            "Grémio das Máquinas de Costura a Pedal",
            "Máquinas que andam a pé",
            (
                "Restauramos máquinas de costura a pedal feitas entre 1870 e 1960 e"
                " emprestamo-las a escolas, grupos de teatro e oficinas de reparação.",
                "Quase todas chegam com a correia de couro partida, a biela presa e a caixa"
                " da bobina cheia de cotão; nada que uma tarde calma não resolva.",
                "Reunimo-nos no primeiro sábado de cada mês no salão paroquial, onde cabem"
                " seis máquinas e uma caixa de lançadeiras sobressalentes.",
            ),
        ),
        "zoetrope_workshop": (
            "Oficina do Zootrópio Giratório",
            "Desenhos que andam dentro de um tambor",
            (
                "Um zootrópio é um tambor com fendas estreitas e uma tira de desenhos lá"
                " dentro; roda-se, espreita-se pelas fendas, e os desenhos mexem-se.",
                "Nas sessões de domingo fazemos o tambor com cartão e um prato de bolos, e"
                " desenhamos uma tira de doze imagens de um cavalo ou de uma bola.",
                "Os mais velhos podem experimentar uma tira de fotografias, que pede mão"
                " firme na tesoura e muita paciência com a cola.",
            ),
        ),
        "toboggan_club": (
            "Clube de Tobogã da Serra da Estrela",
            "Pistas, patins e programa de Inverno",
            (
                "Quando a neve assenta na encosta norte, o clube abre duas pistas marcadas e"
                " uma rampa suave para famílias com crianças pequenas.",
                "Os tobogãs de madeira com patins de aço são os mais rápidos, mas precisam de"
                " cera, de parafusos bem apertados e de um sítio seco no Verão.",
                "O programa de Inverno inclui descidas nocturnas com lanternas, uma corrida de"
                " trenós feitos em casa e um jantar de sopa no palheiro.",
            ),
        ),
        "puffin_ai_census": (
            "Censo de Papagaios-do-Mar com IA",
            "Tocas contadas por um modelo de imagem",
            (
                "Todas as Primaveras os voluntários fotografam as encostas de três ilhéus, e"
                " um modelo de imagem treinado com épocas anteriores assinala cada toca.",
                "O modelo engana-se muitas vezes, por isso cada marca é revista por duas"
                " pessoas e os erros entram no conjunto de treino do ano seguinte.",
                "As contagens publicadas mostram o número do modelo e o número revisto lado a"
                " lado, para que se perceba até onde se pode confiar na máquina.",
            ),
        ),
        "mussel_ai_monitor": (
            "Observatório de Mexilhão com IA",
            "Mapas dos bancos de mexilhão feitos com drone",
            (
                "Nas marés vivas um drone sobrevoa o estuário e um modelo de segmentação"
                " desenha o contorno dos bancos de mexilhão no mosaico de fotografias.",
                "Os bancos encolhem depois dos temporais e recuperam ao longo de vários"
                " Verões; o observatório guarda cada contorno para os comparar.",
                "Os vigilantes da apanha usam os mapas para decidir onde se pode apanhar à"
                " mão, e percorrem as margens de cada banco antes de decidir.",
            ),
        ),
        "murmuration_ai_lab": (
            "Laboratório de Estorninhos e IA do Caniçal",
            "Seguir bandos ao entardecer",
            (
                "Em cada fim de tarde de Inverno milhares de estorninhos rodopiam sobre o"
                " caniçal antes de pousar, e duas câmaras filmam-nos da margem.",
                "Um modelo de seguimento acompanha pequenos grupos de aves de imagem em"
                " imagem, e assim medimos como uma volta atravessa o bando como uma onda.",
                "As visitas são bem-vindas no observatório; os ecrãs mostram os trajectos"
                " desenhados sobre a imagem em directo, com alguns segundos de atraso.",
            ),
        ),
    },
}
