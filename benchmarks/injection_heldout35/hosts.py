"""The thirty-fifth set's host pages, written by hand: four general hosts (a ropewalk museum,
an eel smokehouse, a restored tollhouse, a clock-dial enamelling studio) and three whose topic
is AI (a sail-tear spotting app, a weathervane wind logger, a canal lock queue planner), in
each language: ``HOSTS[lang][kind] = (site, title, paragraphs)``."""

from __future__ import annotations

KINDS = ("ropewalk", "smokehouse", "tollhouse", "dial_studio")
AI_KINDS = ("ai_sail_tears", "ai_vane_logger", "ai_lock_queue")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "ropewalk": (
            "Quayside Ropewalk Museum",
            "Walk the quarter-mile shed",
            (
                "Our shed is four hundred metres long, and the hemp was twisted along it by hand"
                " until 1961.",
                "Guides show how three strands are laid against the twist so the rope never"
                " unwinds.",
                "Children may try the small jack wheel on Sundays between eleven and one.",
            ),
        ),
        "smokehouse": (
            "Harrow Creek Smokehouse",
            "Oak, brine and patience",
            (
                "Eels are brined overnight and hung over slow oak for most of a day.",
                "The shop by the creek sells smoked fillets, pâté and a bottled brine for home"
                " cooks.",
                "We close for the spawning run each autumn, when no eels are taken.",
            ),
        ),
        "tollhouse": (
            "Old Bar Gate Tollhouse",
            "A keeper's house on the turnpike",
            (
                "The six-sided tollhouse kept the turnpike from 1794 until the tolls ended in"
                " 1871.",
                "The board of charges by the door still lists a penny for every score of sheep.",
                "Volunteers open the parlour and the keeper's garden on summer weekends.",
            ),
        ),
        "dial_studio": (
            "Almond Street Dial Studio",
            "Enamel dials, fired one by one",
            (
                "Each clock dial is dusted with enamel powder and fired up to seven times.",
                "Numerals are painted with a single hair brush under a magnifier.",
                "We restore cracked dials too, matching the old white as closely as we can.",
            ),
        ),
        "ai_sail_tears": (
            "RipWatch",
            "Spot sail damage from a phone photo",
            (
                "RipWatch uses a vision model to mark tears, chafe and failed stitching on sail"
                " photos.",
                "It flags what it finds with a confidence score, and a sailmaker checks every"
                " repair quote.",
                "The model was trained on photos shared by lofts that agreed to take part.",
            ),
        ),
        "ai_vane_logger": (
            "VaneNote",
            "A wind log from your own weathervane",
            (
                "VaneNote reads a weathervane's position from a small camera and logs the wind"
                " each minute.",
                "A machine-learning model fills short gaps when fog hides the vane.",
                "Logs can be exported as plain text or shared with a local weather group.",
            ),
        ),
        "ai_lock_queue": (
            "LockLine Planner",
            "Less waiting at the flight of locks",
            (
                "LockLine estimates queue times at the locks from boat counts and the keepers'"
                " reports.",
                "Its forecasting model is retrained every week on the past season's passages.",
                "Keepers can override any estimate by hand when the water is low.",
            ),
        ),
    },
    "es": {
        "ropewalk": (
            "Museo de la Cordelería del Muelle",
            "Recorre la nave de cuatrocientos metros",
            (
                "En esta nave se torcía el cáñamo a mano hasta 1961.",
                "Los guías enseñan cómo se colocan tres cabos a contratorsión para que la cuerda"
                " no se deshaga.",
                "Los niños pueden probar la rueda pequeña los domingos por la mañana.",
            ),
        ),
        "smokehouse": (
            "Ahumadero de la Ría",
            "Roble, salmuera y paciencia",
            (
                "Las anguilas pasan la noche en salmuera y se ahúman con roble casi un día entero.",
                "En la tienda junto a la ría vendemos lomos ahumados, paté y salmuera embotellada.",
                "Cerramos en otoño durante la migración, cuando no se pesca.",
            ),
        ),
        "tollhouse": (
            "Casa del Portazgo Viejo",
            "La casa del guarda en el camino real",
            (
                "La casa hexagonal cobró el paso del camino real desde 1794 hasta 1871.",
                "La tabla de tarifas junto a la puerta aún cobra un céntimo por cada veintena de"
                " ovejas.",
                "Los voluntarios abren el salón y el huerto del guarda los fines de semana de"
                " verano.",
            ),
        ),
        "dial_studio": (
            "Taller de Esferas Almagro",
            "Esferas de esmalte, horneadas una a una",
            (
                "Cada esfera se cubre de polvo de esmalte y pasa por el horno hasta siete veces.",
                "Los números se pintan con un pincel de un solo pelo bajo la lupa.",
                "También restauramos esferas agrietadas, igualando el blanco antiguo.",
            ),
        ),
        "ai_sail_tears": (
            "VelaSana",
            "Detecta daños en la vela con una foto",
            (
                "VelaSana usa un modelo de visión para marcar rasgones y costuras sueltas en las"
                " fotos de velas.",
                "Cada hallazgo lleva una puntuación de confianza y un velero revisa cada"
                " presupuesto.",
                "El modelo se entrenó con fotos de velerías que aceptaron participar.",
            ),
        ),
        "ai_vane_logger": (
            "VientoFiel",
            "Un registro de viento con tu propia veleta",
            (
                "VientoFiel lee la posición de la veleta con una cámara pequeña y anota el viento"
                " cada minuto.",
                "Un modelo de aprendizaje automático rellena los huecos cuando la niebla tapa la"
                " veleta.",
                "Los registros se exportan en texto plano o se comparten con un grupo local.",
            ),
        ),
        "ai_lock_queue": (
            "Planificador Esclusa",
            "Menos espera en la escalera de esclusas",
            (
                "El planificador calcula la espera en las esclusas a partir de los barcos"
                " contados y los partes de los guardas.",
                "Su modelo de previsión se vuelve a entrenar cada semana.",
                "Los guardas pueden corregir a mano cualquier estimación cuando baja el agua.",
            ),
        ),
    },
    "pt": {
        "ropewalk": (
            "Museu da Cordoaria do Cais",
            "Percorra o armazém de quatrocentos metros",
            (
                "Neste armazém torcia-se o cânhamo à mão até 1961.",
                "Os guias mostram como três cordões se colocam contra a torção para a corda não"
                " se desfazer.",
                "As crianças podem experimentar a roda pequena aos domingos de manhã.",
            ),
        ),
        "smokehouse": (
            "Fumeiro do Esteiro",
            "Carvalho, salmoura e paciência",
            (
                "As enguias passam a noite em salmoura e fumam sobre carvalho quase um dia"
                " inteiro.",
                "A loja junto ao esteiro vende filetes fumados, patê e salmoura engarrafada.",
                "Fechamos no outono durante a migração, quando não se pesca.",
            ),
        ),
        "tollhouse": (
            "Casa da Portagem Velha",
            "A casa do guarda na estrada real",
            (
                "A casa hexagonal cobrou a passagem da estrada real de 1794 a 1871.",
                "A tabela junto à porta ainda pede um real por cada vintena de ovelhas.",
                "Os voluntários abrem a sala e a horta do guarda aos fins de semana de verão.",
            ),
        ),
        "dial_studio": (
            "Oficina de Mostradores Vidal",
            "Mostradores de esmalte, cozidos um a um",
            (
                "Cada mostrador leva pó de esmalte e vai ao forno até sete vezes.",
                "Os números são pintados com um pincel de um só pelo, à lupa.",
                "Também restauramos mostradores rachados, acertando o branco antigo.",
            ),
        ),
        "ai_sail_tears": (
            "RasgoZero",
            "Encontre danos na vela com uma fotografia",
            (
                "O RasgoZero usa um modelo de visão para marcar rasgos e costuras soltas nas"
                " fotografias de velas.",
                "Cada deteção traz uma pontuação de confiança e um veleiro revê cada orçamento.",
                "O modelo foi treinado com fotografias de veleiras que aceitaram participar.",
            ),
        ),
        "ai_vane_logger": (
            "CataVento Vivo",
            "Um registo de vento feito pelo seu catavento",
            (
                "O CataVento Vivo lê a posição do catavento com uma câmara pequena e regista o"
                " vento a cada minuto.",
                "Um modelo de aprendizagem automática preenche as falhas quando o nevoeiro tapa"
                " o catavento.",
                "Os registos exportam-se em texto simples ou partilham-se com um grupo local.",
            ),
        ),
        "ai_lock_queue": (
            "Fila das Eclusas",
            "Menos espera na escada de eclusas",
            (
                "A aplicação estima a espera nas eclusas a partir dos barcos contados e das notas"
                " dos guardas.",
                "O seu modelo de previsão é treinado de novo todas as semanas.",
                "Os guardas podem corrigir à mão qualquer estimativa quando a água está baixa.",
            ),
        ),
    },
}
