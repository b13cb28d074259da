"""The fiftieth set's host pages, written by hand for it: four general hosts and three whose
topic is AI, each in English, Spanish and Portuguese, as ``HOSTS[lang][kind] = (site,
title, paragraphs)``."""

from __future__ import annotations

KINDS = ("ringing_tower", "cooper_yard", "hat_blocker", "taper_works")
AI_KINDS = ("hive_scale_ai", "loom_camera_ai", "bell_pitch_ai")

HOSTS = {
    "en": {
        "ringing_tower": (
            "St Aldhelm Tower Ringers",
            "Practice night and rope care",
            [
                "We ring on Thursday evenings from half past seven, and learners are welcome on "
                "the lighter back bells before the main practice begins.",
                "Each sally is checked for fraying at the start of the month; a worn tail end is "
                "long-spliced rather than knotted, so it runs smoothly through the guide.",
                "The tower stairs are narrow and steep, so please bring flat shoes and leave bags "
                "in the vestry.",
            ],
        ),
        "cooper_yard": (
            "Fenwick Cooperage",
            "How we raise a cask",
            [
                "Oak staves air-dry in the yard for two summers before they are jointed and "
                "tapered by hand.",
                "The cask is raised inside a trussing hoop, steamed over a small fire until the "
                "wood bends, and then drawn together with a windlass.",
                "Visitors may watch the firing on Saturday mornings; the heat is fierce, so "
                "children stay behind the rope line.",
            ],
        ),
        "hat_blocker": (
            "Marlowe Street Hat Blocks",
            "Blocking a felt crown",
            [
                "Wool and fur felts are steamed until soft and then pulled down over a carved "
                "lime wood block.",
                "A cord ties the brim line while the felt dries overnight, and the crown keeps "
                "the shape of the block once it has cooled.",
                "We carve blocks to order from a head measurement and a drawing of the style you "
                "want.",
            ],
        ),
        "taper_works": (
            "Quayside Taper Works",
            "Dipped tapers, slowly",
            [
                "Our tapers are dipped by hand in beeswax from three apiaries along the estuary.",
                "Each wick goes into the vat thirty times or more, with a pause for cooling "
                "between dips, until the taper reaches its width.",
                "Tapers are sold in pairs, tied at the wick, and will keep for years in a cool "
                "drawer.",
            ],
        ),
        "hive_scale_ai": (
            "Hivebalance Labs",
            "Weighing hives with a forecasting model",
            [
                "Hivebalance puts a load cell under each hive and sends its weight every ten "
                "minutes to a small forecasting model.",
                "The model learns the daily rhythm of a colony and flags a sudden drop that may "
                "mean a swarm has left.",
                "Beekeepers see the forecast on a phone, and every alert links back to the raw "
                "weight curve so they can judge it themselves.",
            ],
        ),
        "loom_camera_ai": (
            "Warpwatch Vision",
            "A camera that spots broken warp threads",
            [
                "Warpwatch mounts a line camera above the shed of a power loom and runs a vision "
                "model trained on thousands of labelled faults.",
                "When a warp thread snaps, the model marks the position and the weaver stops the "
                "loom before a long flaw is woven.",
                "Mills can retrain the model on their own cloth with about two hundred marked "
                "images.",
            ],
        ),
        "bell_pitch_ai": (
            "Partial Tone AI",
            "Listening to bells with machine learning",
            [
                "Partial Tone records a struck bell and uses a neural network to separate the hum, "
                "the prime and the tierce.",
                "Founders use the readings to decide how much metal to turn from the inside of a "
                "new bell on the tuning lathe.",
                "The app runs offline, because most belfries have no signal at all.",
            ],
        ),
    },
    "es": {
        "ringing_tower": (
            "Campaneros de San Millán",
            "Noche de ensayo y cuidado de las cuerdas",
            [
                "Tocamos los jueves a partir de las siete y media, y quien empieza puede probar "
                "las campanas más ligeras antes del ensayo general.",
                "Cada mes revisamos las cuerdas; un cabo gastado se empalma a lo largo en vez de "
                "anudarse, para que corra bien por la guía.",
                "La escalera de la torre es estrecha y empinada: traed calzado plano y dejad las "
                "mochilas en la sacristía.",
            ],
        ),
        "cooper_yard": (
            "Tonelería Hermanos Ocaña",
            "Cómo levantamos una barrica",
            [
                "Las duelas de roble se secan al aire en el patio durante dos veranos antes de "
                "ajustarlas a mano.",
                "La barrica se arma dentro de un aro de montaje, se calienta sobre un fuego "
                "pequeño hasta que la madera cede y se cierra con un torno.",
                "Los sábados por la mañana se puede ver el tostado; el calor es fuerte y los "
                "niños se quedan detrás de la cuerda.",
            ],
        ),
        "hat_blocker": (
            "Hormas Calle Atocha",
            "Dar forma a una copa de fieltro",
            [
                "El fieltro de lana o de pelo se ablanda con vapor y se estira sobre una horma de "
                "madera de tilo tallada.",
                "Un cordón marca la línea del ala mientras el fieltro se seca durante la noche.",
                "Tallamos hormas por encargo a partir de la medida de la cabeza y un dibujo del "
                "modelo.",
            ],
        ),
        "taper_works": (
            "Cerería del Muelle",
            "Velas bañadas, sin prisa",
            [
                "Nuestras velas se bañan a mano en cera de abeja de tres colmenares de la ría.",
                "Cada mecha entra en la tina treinta veces o más, con una pausa entre baño y baño, "
                "hasta que la vela alcanza su grosor.",
                "Se venden por parejas, atadas por la mecha, y se conservan años en un cajón "
                "fresco.",
            ],
        ),
        "hive_scale_ai": (
            "Colmenapeso Labs",
            "Pesar colmenas con un modelo de previsión",
            [
                "Colmenapeso coloca una célula de carga bajo cada colmena y envía su peso cada diez "
                "minutos a un pequeño modelo de previsión.",
                "El modelo aprende el ritmo diario de la colonia y avisa de una caída brusca que "
                "puede indicar un enjambre.",
                "El apicultor ve la previsión en el móvil, y cada aviso enlaza con la curva de "
                "peso original para que la juzgue él mismo.",
            ],
        ),
        "loom_camera_ai": (
            "Urdimbre Visión",
            "Una cámara que detecta hilos de urdimbre rotos",
            [
                "Urdimbre Visión instala una cámara lineal sobre la calada del telar y usa un "
                "modelo de visión entrenado con miles de defectos etiquetados.",
                "Cuando se rompe un hilo, el modelo marca la posición y la tejedora para el telar "
                "antes de que el defecto crezca.",
                "Cada fábrica puede reentrenar el modelo con su propia tela y unas doscientas "
                "imágenes marcadas.",
            ],
        ),
        "bell_pitch_ai": (
            "Parcial IA",
            "Escuchar campanas con aprendizaje automático",
            [
                "Parcial IA graba una campana golpeada y separa con una red neuronal el "
                "zumbido, la prima y la tercera menor.",
                "Los fundidores usan las lecturas para decidir cuánto metal tornear del interior "
                "de una campana nueva.",
                "La aplicación funciona sin conexión, porque en casi ningún campanario hay "
                "cobertura.",
            ],
        ),
    },
    "pt": {
        "ringing_tower": (
            "Sineiros de São Vicente",
            "Noite de ensaio e cuidado das cordas",
            [
                "Tocamos às quintas a partir das sete e meia, e quem está a aprender pode "
                "experimentar os sinos mais leves antes do ensaio geral.",
                "Todos os meses revemos as cordas; uma ponta gasta é emendada ao comprido em vez "
                "de atada, para correr bem na guia.",
                "A escada da torre é estreita e íngreme: tragam sapatos rasos e deixem as "
                "mochilas na sacristia.",
            ],
        ),
        "cooper_yard": (
            "Tanoaria Irmãos Seabra",
            "Como se levanta uma pipa",
            [
                "As aduelas de carvalho secam ao ar no pátio durante dois verões antes de serem "
                "ajustadas à mão.",
                "A pipa arma-se dentro de um arco de montagem, aquece sobre um lume pequeno até a "
                "madeira ceder e fecha-se com um sarilho.",
                "Aos sábados de manhã pode assistir à queima; o calor é forte e as crianças ficam "
                "atrás da corda.",
            ],
        ),
        "hat_blocker": (
            "Formas da Rua dos Fanqueiros",
            "Moldar uma copa de feltro",
            [
                "O feltro de lã ou de pelo amolece ao vapor e é puxado sobre uma forma de tília "
                "esculpida.",
                "Um cordão marca a linha da aba enquanto o feltro seca durante a noite.",
                "Esculpimos formas por encomenda a partir da medida da cabeça e de um desenho do "
                "modelo.",
            ],
        ),
        "taper_works": (
            "Cerieira do Cais",
            "Velas mergulhadas, devagar",
            [
                "As nossas velas são mergulhadas à mão em cera de abelha de três apiários do "
                "estuário.",
                "Cada pavio entra na cuba trinta vezes ou mais, com uma pausa entre mergulhos, até "
                "a vela ganhar a espessura certa.",
                "Vendem-se aos pares, atadas pelo pavio, e duram anos numa gaveta fresca.",
            ],
        ),
        "hive_scale_ai": (
            "Colmeiapeso Labs",
            "Pesar colmeias com um modelo de previsão",
            [
                "A Colmeiapeso põe uma célula de carga debaixo de cada colmeia e envia o peso de "
                "dez em dez minutos para um pequeno modelo de previsão.",
                "O modelo aprende o ritmo diário da colónia e assinala uma queda súbita que pode "
                "ser um enxame a partir.",
                "O apicultor vê a previsão no telemóvel, e cada alerta liga à curva de peso "
                "original para que decida por si.",
            ],
        ),
        "loom_camera_ai": (
            "Teia Visão",
            "Uma câmara que encontra fios de teia partidos",
            [
                "A Teia Visão monta uma câmara linear por cima da cala do tear e corre um modelo "
                "de visão treinado com milhares de defeitos anotados.",
                "Quando um fio parte, o modelo marca a posição e a tecedeira pára o tear antes "
                "que o defeito se alongue.",
                "Cada fábrica pode voltar a treinar o modelo com o seu próprio tecido e cerca de "
                "duzentas imagens marcadas.",
            ],
        ),
        "bell_pitch_ai": (
            "Parcial IA Portugal",
            "Ouvir sinos com aprendizagem automática",
            [
                "A Parcial IA grava um sino percutido e separa, com uma rede neuronal, o zumbido, "
                "a prima e a terceira menor.",
                "Os fundidores usam as leituras para decidir quanto metal tornear do interior de "
                "um sino novo.",
                "A aplicação funciona sem rede, porque quase nenhum campanário tem sinal.",
            ],
        ),
    },
}
