"""The fifty-fifth set's host pages, typed by hand: seven sites per language, four on
general topics (a tithe barn trust, hill fort walks, a fungus foray club, a canal
lockhouse) and three whose topic is AI (a sign-language recognition lab, a rain-radar
nowcasting club, a translation café). ``HOSTS[lang][kind]`` is (site, title, paragraphs)."""

from __future__ import annotations

KINDS = ("tithe_barn_trust", "hill_fort_walks", "fungus_foray_club", "canal_lockhouse")
AI_KINDS = ("ai_sign_language_lab", "ai_radar_rainwatch", "ai_translation_cafe")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "tithe_barn_trust": (
            "Friends of Cressing Tithe Barn",
            "The barn, the roof and the open days",
            (
                "The barn was raised in oak around 1290 to store the grain owed to the "
                "priory, and most of its original timbers survive.",
                "Its roof of handmade clay tiles was relaid in 2019 by a team of volunteers "
                "and two master carpenters.",
                "On open days we show how the aisled frame was jointed without a single iron nail.",
                "Barn owls nest in the west gable, so the loft stays closed from March to July.",
            ),
        ),
        "hill_fort_walks": (
            "Ashgrove Hill Fort Walks",
            "The rampart circuit",
            (
                "The full circuit of the ramparts is a little under three miles and climbs "
                "about ninety metres from the car park.",
                "Wear boots after rain; the ditch on the north side holds water well into May.",
                "Our volunteer guides point out the hut platforms, the sling-stone hoard site "
                "and the later Roman track.",
                "Dogs are welcome on short leads because sheep graze the inner enclosure.",
            ),
        ),
        "fungus_foray_club": (
            "Pellham Fungus Foray Club",
            "Autumn forays and the identification table",
            (
                "Our forays meet at the beech wood gate at ten and finish with the "
                "identification table in the village hall.",
                "Bring a flat basket, a knife and a notebook; plastic bags make specimens sweat.",
                "Nothing found on a foray is eaten: the table is for learning, and we record "
                "every find for the county survey.",
                "Beginners are paired with a recorder for their first three outings.",
            ),
        ),
        "canal_lockhouse": (
            "Saltwick Lockhouse",
            "Working the flight of five",
            (
                "The lockhouse stands at the top of a flight of five locks that lift boats "
                "twenty-one metres in under a mile.",
                "Volunteer keepers help crews on summer weekends, but every boater should know "
                "how to set a lock before arriving.",
                "Never leave a windlass on a spindle; a paddle that slips can throw it.",
                "Our small exhibition shows the keeper's ledger from 1911 and a cast-iron "
                "mileage plate.",
            ),
        ),
        "ai_sign_language_lab": (
            "Handshape Lab",
            "Teaching a model to read fingerspelling",
            (
                "We are a small university group training a model to recognise fingerspelled "
                "words from ordinary phone video.",
                "Every clip in our data set was recorded by Deaf signers who were paid and who "
                "can withdraw their clips at any time.",
                "Accuracy still drops sharply for fast signers and for left-handed spelling, "
                "which we report separately.",
                "The model is a research prototype and is not a substitute for a qualified "
                "interpreter.",
            ),
        ),
        "ai_radar_rainwatch": (
            "Rainwatch Nowcasting Club",
            "How our machine-learning rain forecast works",
            (
                "Members run a neural network that extends the latest radar frames about "
                "ninety minutes into the future.",
                "The network learns from six years of archived radar images and tends to "
                "smooth out small, sharp showers.",
                "We publish a comparison with the official forecast every month, including the "
                "days it did badly.",
                "For flood warnings, always follow the national weather service, not our "
                "hobby model.",
            ),
        ),
        "ai_translation_cafe": (
            "The Translation Café",
            "Machine translation evenings",
            (
                "Once a month we meet to compare machine translation systems on short texts "
                "that members bring along.",
                "Poems, menus and legal letters go through three engines, and a human "
                "translator marks where each one slipped.",
                "Idioms and formal forms of address remain the commonest failures.",
                "Tea and cake are included in the entry fee of four pounds.",
            ),
        ),
    },
    "es": {
        "tithe_barn_trust": (
            "Amigos de la Panera del Diezmo de Carracedo",
            "La panera, la cubierta y las jornadas de puertas abiertas",
            (
                "La panera se levantó en roble hacia 1290 para guardar el grano que se debía "
                "al monasterio, y conserva casi toda su madera original.",
                "La cubierta de teja árabe se rehízo en 2019 con voluntarios y dos maestros "
                "carpinteros.",
                "En las jornadas abiertas mostramos cómo se ensambló la estructura sin un solo "
                "clavo de hierro.",
                "Las lechuzas anidan en el hastial oeste, así que el desván se cierra de marzo "
                "a julio.",
            ),
        ),
        "hill_fort_walks": (
            "Rutas del Castro de Ulaca",
            "La vuelta a la muralla",
            (
                "La vuelta completa a la muralla tiene algo menos de cinco kilómetros y sube "
                "unos noventa metros desde el aparcamiento.",
                "Tras la lluvia conviene llevar botas, porque el foso norte guarda agua hasta "
                "mayo.",
                "Los guías voluntarios señalan las cabañas, la sauna castreña y el camino "
                "romano posterior.",
                "Se admiten perros con correa corta, ya que pastan ovejas dentro del recinto.",
            ),
        ),
        "fungus_foray_club": (
            "Sociedad Micológica de Valsaín",
            "Salidas de otoño y la mesa de determinación",
            (
                "Las salidas parten a las diez de la puerta del hayedo y acaban con la mesa de "
                "determinación en el centro cultural.",
                "Traiga una cesta plana, una navaja y una libreta; las bolsas de plástico "
                "estropean los ejemplares.",
                "Nada de lo recogido se come: la mesa es para aprender, y cada hallazgo se "
                "anota para el inventario provincial.",
                "Los principiantes salen con un socio veterano sus tres primeras veces.",
            ),
        ),
        "canal_lockhouse": (
            "Casa de Esclusas de Frómista",
            "Cómo pasar las cuatro esclusas",
            (
                "La casa de esclusas está junto a cuatro esclusas seguidas que elevan las "
                "barcas catorce metros en pocos cientos de metros.",
                "Los voluntarios ayudan a las tripulaciones los fines de semana de verano, pero "
                "cada patrón debe saber manejar una esclusa.",
                "Nunca deje la manivela puesta en el eje: si la compuerta cede, puede saltar.",
                "La pequeña exposición muestra el libro del esclusero de 1911 y una placa de "
                "hierro fundido.",
            ),
        ),
        "ai_sign_language_lab": (
            "Laboratorio Configuración",
            "Enseñar a un modelo a leer el alfabeto dactilológico",
            (
                "Somos un grupo universitario que entrena un modelo para reconocer palabras "
                "deletreadas con la mano en vídeos de móvil.",
                "Cada vídeo lo grabaron personas sordas signantes, que cobraron y pueden "
                "retirar sus grabaciones cuando quieran.",
                "La precisión cae mucho con signantes rápidos y con el deletreo zurdo, que "
                "publicamos aparte.",
                "El modelo es un prototipo de investigación y no sustituye a un intérprete "
                "titulado.",
            ),
        ),
        "ai_radar_rainwatch": (
            "Club Radar de Lluvia",
            "Cómo funciona nuestra predicción de lluvia con aprendizaje automático",
            (
                "Los socios ejecutan una red neuronal que prolonga las últimas imágenes de "
                "radar unos noventa minutos hacia el futuro.",
                "La red aprende de seis años de imágenes archivadas y suele suavizar los "
                "chubascos pequeños e intensos.",
                "Cada mes publicamos una comparación con la predicción oficial, incluidos los "
                "días en que falló.",
                "Para avisos de inundación, siga siempre al servicio meteorológico nacional, "
                "no a nuestro modelo de aficionados.",
            ),
        ),
        "ai_translation_cafe": (
            "Café de la Traducción",
            "Veladas de traducción automática",
            (
                "Una vez al mes comparamos sistemas de traducción automática con textos breves "
                "que traen los socios.",
                "Poemas, cartas de restaurante y cartas legales pasan por tres motores, y una "
                "traductora marca dónde falló cada uno.",
                "Los modismos y el trato de usted siguen siendo los fallos más comunes.",
                "El café y el bizcocho están incluidos en la entrada de cuatro euros.",
            ),
        ),
    },
    "pt": {
        "tithe_barn_trust": (
            "Amigos do Celeiro do Dízimo de Tarouca",
            "O celeiro, o telhado e os dias abertos",
            (
                "O celeiro foi erguido em carvalho por volta de 1290 para guardar o cereal "
                "devido ao mosteiro, e mantém quase toda a madeira original.",
                "O telhado de telha de canudo foi refeito em 2019 por voluntários e dois "
                "mestres carpinteiros.",
                "Nos dias abertos mostramos como a estrutura foi montada sem um único prego "
                "de ferro.",
                "As corujas-das-torres fazem ninho na empena oeste, por isso o sótão fecha de "
                "março a julho.",
            ),
        ),
        "hill_fort_walks": (
            "Percursos da Citânia de Sanfins",
            "A volta às muralhas",
            (
                "A volta completa às muralhas tem pouco menos de cinco quilómetros e sobe "
                "cerca de noventa metros desde o parque.",
                "Depois da chuva use botas, porque o fosso do lado norte guarda água até maio.",
                "Os guias voluntários mostram as casas redondas, o balneário castrejo e o "
                "caminho romano posterior.",
                "Os cães são bem-vindos com trela curta, porque há ovelhas no recinto interior.",
            ),
        ),
        "fungus_foray_club": (
            "Clube Micológico da Lousã",
            "Saídas de outono e a mesa de identificação",
            (
                "As saídas partem às dez do portão do faial e terminam com a mesa de "
                "identificação na junta de freguesia.",
                "Traga um cesto raso, um canivete e um caderno; os sacos de plástico estragam "
                "os exemplares.",
                "Nada do que se apanha é comido: a mesa serve para aprender, e cada achado é "
                "registado para o inventário regional.",
                "Os principiantes saem com um sócio experiente nas três primeiras vezes.",
            ),
        ),
        "canal_lockhouse": (
            "Casa da Eclusa de Crestuma",
            "Como passar a eclusa",
            (
                "A casa da eclusa fica junto à barragem, onde a eclusa eleva os barcos mais "
                "de catorze metros numa só manobra.",
                "Os voluntários ajudam as tripulações nos fins de semana de verão, mas cada "
                "arrais deve conhecer a manobra antes de chegar.",
                "Nunca deixe a manivela no eixo: se a comporta ceder, pode saltar.",
                "A pequena exposição mostra o livro do guarda da eclusa e uma placa de ferro "
                "fundido.",
            ),
        ),
        "ai_sign_language_lab": (
            "Laboratório Configuração de Mão",
            "Ensinar um modelo a ler o alfabeto manual",
            (
                "Somos um grupo universitário que treina um modelo para reconhecer palavras "
                "soletradas com a mão em vídeos de telemóvel.",
                "Cada vídeo foi gravado por pessoas surdas gestuantes, que foram pagas e podem "
                "retirar as gravações quando quiserem.",
                "A precisão cai muito com gestuantes rápidos e com a soletração canhota, que "
                "publicamos à parte.",
                "O modelo é um protótipo de investigação e não substitui um intérprete "
                "qualificado.",
            ),
        ),
        "ai_radar_rainwatch": (
            "Clube Radar da Chuva",
            "Como funciona a nossa previsão de chuva com aprendizagem automática",
            (
                "Os sócios correm uma rede neuronal que prolonga as últimas imagens de radar "
                "cerca de noventa minutos para o futuro.",
                "A rede aprende com seis anos de imagens arquivadas e tende a suavizar os "
                "aguaceiros pequenos e intensos.",
                "Todos os meses publicamos uma comparação com a previsão oficial, incluindo "
                "os dias em que falhou.",
                "Para avisos de cheia, siga sempre o serviço meteorológico nacional, não o "
                "nosso modelo amador.",
            ),
        ),
        "ai_translation_cafe": (
            "Café da Tradução",
            "Serões de tradução automática",
            (
                "Uma vez por mês comparamos sistemas de tradução automática com textos curtos "
                "trazidos pelos sócios.",
                "Poemas, ementas e cartas jurídicas passam por três motores, e uma tradutora "
                "assinala onde cada um tropeçou.",
                "As expressões idiomáticas e as formas de tratamento continuam a ser os erros "
                "mais comuns.",
                "O chá e o bolo estão incluídos na entrada de quatro euros.",
            ),
        ),
    },
}
