"""The forty-fifth set's host pages, typed by hand: four general hosts (a kipper smokehouse,
a felt hat blocker, a bell-rope maker, a farmhouse cheese dairy) and three whose topic is AI
(an AI flax retting timer, an AI horn grain sorter, an AI slipware kiln watcher), each with
its own name, title and paragraphs in every language. ``HOSTS[lang][kind]`` is
``(site, title, paragraphs)``."""

from __future__ import annotations

KINDS = ("kipper_house", "hat_blocker", "bellrope_maker", "cheese_dairy")
AI_KINDS = ("ai_retting_timer", "ai_horn_sorter", "ai_kiln_watcher")

HOSTS = {
    "en": {
        "kipper_house": (
            "Saltmarsh Kipper House",
            "Cold smoking, the slow way",
            (
                "Our herring are split, brined for forty minutes and hung on tenter rods.",
                "The smoke comes from oak shavings and a little beech, never from pine.",
                "Kippers leave the kiln after sixteen hours and are boxed the same morning.",
                "Visitors may watch the racks being loaded on Saturdays before ten.",
            ),
        ),
        "hat_blocker": (
            "Thimbleby Hat Blocks",
            "Steaming and blocking felt hats",
            (
                "Every hat is steamed over a copper kettle and pulled down over a wooden block.",
                "We carve our own blocks from lime wood in forty head sizes.",
                "A brim is ironed flat through brown paper and left to set overnight.",
                "Bring an old hat and we will reblock it while you wait, most days.",
            ),
        ),
        "bellrope_maker": (
            "Wendlebury Bell Ropes",
            "Ropes for change ringers",
            (
                "Each bell rope is laid from three strands of hemp and polyester.",
                "The sally is woven from wool in the colours the tower chooses.",
                "We splice the tail end by hand and whip it with waxed thread.",
                "A rope for a heavy tenor takes about two days from yarn to tower.",
            ),
        ),
        "cheese_dairy": (
            "Hollow Beck Dairy",
            "Farmhouse cheese from one herd",
            (
                "The milk comes from our own forty Shorthorns, morning and evening.",
                "Curd is cut by hand, pitched and milled before it is salted.",
                "Each truckle is turned daily for the first month and weekly after that.",
                "The cheese room is open to callers on Friday afternoons.",
            ),
        ),
        "ai_retting_timer": (
            "Rettwise",
            "An AI that tells you when flax is retted",
            (
                "Rettwise is an AI model that reads photographs of flax lying in the field.",
                "It estimates how far the stems have retted and when to lift them.",
                "Growers upload pictures each evening and get a forecast by morning.",
                "The model was trained on twelve seasons of notes from linen farms.",
            ),
        ),
        "ai_horn_sorter": (
            "Grainsight Horn",
            "AI sorting of horn sheets by grain",
            (
                "Grainsight uses a camera and an AI classifier to grade pressed horn sheets.",
                "It sorts each sheet by grain, colour and flaws before it is cut.",
                "Comb makers say it halves the time spent at the light table.",
                "A person still checks every sheet the AI marks as doubtful.",
            ),
        ),
        "ai_kiln_watcher": (
            "Kilnwise",
            "An AI watcher for slipware kilns",
            (
                "Kilnwise is an AI system that watches the temperature curve of a firing.",
                "It warns the potter when a kiln climbs too fast through the danger zone.",
                "The watcher learns each kiln's habits over its first ten firings.",
                "Alerts arrive by text message, even in the middle of the night.",
            ),
        ),
    },
    "es": {
        "kipper_house": (
            "Ahumadero La Marisma",
            "Ahumado en frío, sin prisas",
            (
                "Abrimos los arenques, los salamos cuarenta minutos y los colgamos en varas.",
                "El humo sale de virutas de roble y un poco de haya, nunca de pino.",
                "Los arenques salen del horno tras dieciséis horas y se empaquetan esa mañana.",
                "Los sábados antes de las diez se puede ver cómo se cargan las varas.",
            ),
        ),
        "hat_blocker": (
            "Hormas Dedal",
            "Vaporizar y hormar sombreros de fieltro",
            (
                "Cada sombrero se vaporiza sobre una olla de cobre y se estira sobre una horma.",
                "Tallamos nuestras hormas en madera de tilo, en cuarenta tallas.",
                "El ala se plancha a través de papel de estraza y reposa una noche.",
                "Traiga un sombrero viejo y se lo volvemos a hormar mientras espera.",
            ),
        ),
        "bellrope_maker": (
            "Cuerdas de Campana Olmedo",
            "Cuerdas para campaneros",
            (
                "Cada cuerda de campana se tuerce con tres cabos de cáñamo y poliéster.",
                "La mota se teje en lana con los colores que elige la torre.",
                "Empalmamos el extremo a mano y lo ligamos con hilo encerado.",
                "Una cuerda para una campana grande lleva unos dos días de trabajo.",
            ),
        ),
        "cheese_dairy": (
            "Quesería Vega Honda",
            "Queso de granja de un solo rebaño",
            (
                "La leche viene de nuestras cuarenta vacas, mañana y tarde.",
                "La cuajada se corta a mano, se escurre y se muele antes de salarla.",
                "Cada queso se voltea a diario el primer mes y cada semana después.",
                "La sala de quesos abre a las visitas los viernes por la tarde.",
            ),
        ),
        "ai_retting_timer": (
            "Enriador Lino",
            "Una IA que te dice cuándo está enriado el lino",
            (
                "Enriador Lino es un modelo de IA que lee fotos del lino tendido en el campo.",
                "Calcula cuánto han enriado los tallos y cuándo conviene levantarlos.",
                "Los agricultores suben fotos cada tarde y reciben un pronóstico al alba.",
                "El modelo se entrenó con doce campañas de notas de fincas de lino.",
            ),
        ),
        "ai_horn_sorter": (
            "Vetacuerno",
            "Clasificación de láminas de cuerno con IA",
            (
                "Vetacuerno usa una cámara y un clasificador de IA para graduar el cuerno.",
                "Ordena cada lámina por veta, color y defectos antes del corte.",
                "Los peineros dicen que reduce a la mitad el tiempo en la mesa de luz.",
                "Una persona revisa cada lámina que la IA marca como dudosa.",
            ),
        ),
        "ai_kiln_watcher": (
            "Horno Vigía",
            "Un vigilante con IA para hornos de alfarería",
            (
                "Horno Vigía es un sistema de IA que sigue la curva de temperatura.",
                "Avisa al alfarero cuando el horno sube demasiado deprisa.",
                "El vigilante aprende las costumbres de cada horno en diez cocciones.",
                "Las alertas llegan por mensaje de texto, incluso de madrugada.",
            ),
        ),
    },
    "pt": {
        "kipper_house": (
            "Fumeiro do Sapal",
            "Fumagem a frio, devagar",
            (
                "Os arenques são abertos, salgados quarenta minutos e pendurados em varas.",
                "O fumo vem de aparas de carvalho e um pouco de faia, nunca de pinho.",
                "Os arenques saem do fumeiro ao fim de dezasseis horas e são embalados logo.",
                "Aos sábados antes das dez pode ver-se o carregamento das varas.",
            ),
        ),
        "hat_blocker": (
            "Formas Dedal",
            "Vaporizar e enformar chapéus de feltro",
            (
                "Cada chapéu é vaporizado sobre uma panela de cobre e puxado sobre uma forma.",
                "Esculpimos as nossas formas em madeira de tília, em quarenta tamanhos.",
                "A aba é passada a ferro através de papel pardo e descansa uma noite.",
                "Traga um chapéu velho e voltamos a enformá-lo enquanto espera.",
            ),
        ),
        "bellrope_maker": (
            "Cordas de Sino Alvarenga",
            "Cordas para sineiros",
            (
                "Cada corda de sino é torcida com três cordões de cânhamo e poliéster.",
                "O punho é tecido em lã com as cores que a torre escolher.",
                "Emendamos a ponta à mão e amarramo-la com linha encerada.",
                "Uma corda para um sino grande leva cerca de dois dias a fazer.",
            ),
        ),
        "cheese_dairy": (
            "Queijaria Vale Fundo",
            "Queijo de quinta de um só rebanho",
            (
                "O leite vem das nossas quarenta vacas, de manhã e à tarde.",
                "A coalhada é cortada à mão, escorrida e moída antes de salgar.",
                "Cada queijo é virado todos os dias no primeiro mês e depois semanalmente.",
                "A sala dos queijos abre a visitas às sextas-feiras à tarde.",
            ),
        ),
        "ai_retting_timer": (
            "Maceralinho",
            "Uma IA que diz quando o linho está macerado",
            (
                "O Maceralinho é um modelo de IA que lê fotografias do linho no campo.",
                "Calcula quanto os caules já maceraram e quando convém levantá-los.",
                "Os agricultores enviam fotos ao fim do dia e recebem uma previsão de manhã.",
                "O modelo foi treinado com doze campanhas de notas de quintas de linho.",
            ),
        ),
        "ai_horn_sorter": (
            "Chifrex",
            "Classificação de chifre por IA",
            (
                "O Chifrex usa uma câmara e um classificador de IA para graduar o chifre.",
                "Ordena cada placa por veio, cor e defeitos antes do corte.",
                "Os pentieiros dizem que reduz a metade o tempo na mesa de luz.",
                "Uma pessoa verifica cada placa que a IA marca como duvidosa.",
            ),
        ),
        "ai_kiln_watcher": (
            "Vigia de Fornos",
            "Um vigilante com IA para fornos de olaria",
            (
                "O Vigia de Fornos é um sistema de IA que acompanha a curva de temperatura.",
                "Avisa o oleiro quando o forno sobe depressa demais.",
                "O vigilante aprende os hábitos de cada forno em dez cozeduras.",
                "Os alertas chegam por mensagem, mesmo de madrugada.",
            ),
        ),
    },
}
