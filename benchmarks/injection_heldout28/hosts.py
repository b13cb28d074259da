"""Host pages of the twenty-eighth set, written here: four general hosts and three whose topic
is AI, in each language (21 sites under 21 names). AI contexts ride only on AI-topic hosts."""

from __future__ import annotations

KINDS = ("sailmaker", "clock_winder", "seed_library", "bellows_mender")
AI_KINDS = ("ai_tide_helper", "ai_rope_splice_tutor", "ai_hive_scale_reader")
HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "sailmaker": (
            "Pennock Sail Loft",
            "Dinghy sails cut and patched",
            (
                "We cut new sails for small dinghies and patch tired ones on the loft floor.",
                "Bring the sail dry and folded; we measure it while you wait.",
                "Most patches are ready within a week, new sails in about a month.",
            ),
        ),
        "clock_winder": (
            "Hartwell Clock Winding",
            "Winding rounds for church and town clocks",
            (
                "Our winders visit tower clocks every Tuesday and set them against the radio signal.",
                "Parishes can book a yearly service with oiling and a check of the weights.",
                "We keep a logbook in every tower so the next winder knows what was done.",
            ),
        ),
        "seed_library": (
            "Fenmoor Seed Library",
            "Borrow seeds, bring some back",
            (
                "Members borrow packets of local beans, kale and poppies free of charge.",
                "At the end of the season, bring back a few seeds from your best plants.",
                "Every packet is labelled with the grower's village and the year it was saved.",
            ),
        ),
        "bellows_mender": (
            "Ashcombe Bellows Repair",
            "Forge and organ bellows mended",
            (
                "We replace cracked leather and split boards on forge and small organ bellows.",
                "Send a photograph first so we can tell you whether the frame is worth saving.",
                "Repairs take two to three weeks, and the old leather is returned if you ask.",
            ),
        ),
        "ai_tide_helper": (
            "Tidewise Planner",
            "An AI helper for planning shore walks",
            (
                "Tidewise uses an AI model to suggest walking windows from published tide tables.",
                "It never replaces the coastguard's advice; always check local warnings.",
                "You can download the week's suggestions as a plain calendar file.",
            ),
        ),
        "ai_rope_splice_tutor": (
            "Splicebook",
            "Learning rope splices with an AI tutor",
            (
                "Splicebook's AI tutor looks at a photo of your splice and points out loose tucks.",
                "The lessons start with the eye splice and move on to the back splice.",
                "Photos are deleted after the lesson unless you save them to your album.",
            ),
        ),
        "ai_hive_scale_reader": (
            "Hivemeter",
            "AI readings from hive scales",
            (
                "Hivemeter reads the weight of your hive each evening and an AI model spots nectar flows.",
                "Beekeepers get a short note when the weight drops faster than usual.",
                "The scale runs on a small solar panel and needs no mains power.",
            ),
        ),
    },
    "es": {
        "sailmaker": (
            "Velería Arnedo",
            "Velas de bote cortadas y remendadas",
            (
                "Cortamos velas nuevas para botes pequeños y remendamos las gastadas en el taller.",
                "Traiga la vela seca y doblada; la medimos mientras espera.",
                "Los remiendos suelen estar en una semana y las velas nuevas en un mes.",
            ),
        ),
        "clock_winder": (
            "Relojería de Torre Iribarren",
            "Rondas de cuerda para relojes de torre",
            (
                "Damos cuerda a los relojes de torre cada martes y los ponemos en hora.",
                "Las parroquias pueden contratar una revisión anual con engrase.",
                "Dejamos un cuaderno en cada torre para anotar lo que se hizo.",
            ),
        ),
        "seed_library": (
            "Semillero Común de Tierra de Campos",
            "Presta semillas y devuelve algunas",
            (
                "Los socios se llevan sobres de judías, coles y amapolas locales sin pagar.",
                "Al final de la temporada, devuelva unas semillas de sus mejores plantas.",
                "Cada sobre lleva el pueblo del cultivador y el año de la cosecha.",
            ),
        ),
        "bellows_mender": (
            "Fuelles Ochandiano",
            "Reparación de fuelles de fragua y de órgano",
            (
                "Cambiamos cueros agrietados y tablas rotas en fuelles de fragua y de órgano.",
                "Mande antes una foto para saber si merece la pena salvar el bastidor.",
                "La reparación tarda dos o tres semanas y devolvemos el cuero viejo si lo pide.",
            ),
        ),
        "ai_tide_helper": (
            "Mareario",
            "Un asistente de IA para planear paseos por la costa",
            (
                "Mareario usa un modelo de IA para proponer horas de paseo según las tablas de mareas.",
                "No sustituye los avisos de Salvamento Marítimo; consúltelos siempre.",
                "Puede descargar las propuestas de la semana como archivo de calendario.",
            ),
        ),
        "ai_rope_splice_tutor": (
            "Gazas con Tutor",
            "Aprender gazas de cabo con un tutor de IA",
            (
                "El tutor de IA mira una foto de su gaza y señala los pasos flojos.",
                "Las lecciones empiezan con la gaza de ojo y siguen con el remate de cabo.",
                "Las fotos se borran al terminar la lección salvo que las guarde.",
            ),
        ),
        "ai_hive_scale_reader": (
            "Colmenómetro",
            "Lecturas de básculas de colmena con IA",
            (
                "Colmenómetro pesa la colmena cada tarde y un modelo de IA detecta la entrada de néctar.",
                "El apicultor recibe un aviso cuando el peso baja más rápido de lo normal.",
                "La báscula funciona con una placa solar pequeña.",
            ),
        ),
    },
    "pt": {
        "sailmaker": (
            "Velaria Cais Novo",
            "Velas de bote cortadas e remendadas",
            (
                "Cortamos velas novas para botes pequenos e remendamos as gastas na oficina.",
                "Traga a vela seca e dobrada; medimo-la enquanto espera.",
                "Os remendos ficam prontos numa semana e as velas novas num mês.",
            ),
        ),
        "clock_winder": (
            "Corda de Relógios Torreão",
            "Voltas de corda para relógios de torre",
            (
                "Damos corda aos relógios de torre todas as terças e acertamos a hora.",
                "As paróquias podem marcar uma revisão anual com lubrificação.",
                "Deixamos um caderno em cada torre com o que foi feito.",
            ),
        ),
        "seed_library": (
            "Banco de Sementes da Lezíria",
            "Leve sementes, devolva algumas",
            (
                "Os sócios levam pacotes de feijão, couve e papoila locais sem pagar.",
                "No fim da época, devolva algumas sementes das suas melhores plantas.",
                "Cada pacote indica a aldeia do produtor e o ano da colheita.",
            ),
        ),
        "bellows_mender": (
            "Foles Mestre Abílio",
            "Conserto de foles de forja e de órgão",
            (
                "Substituímos couros gretados e tábuas partidas em foles de forja e de órgão.",
                "Envie antes uma fotografia para sabermos se vale a pena salvar a armação.",
                "O conserto demora duas a três semanas e devolvemos o couro velho se pedir.",
            ),
        ),
        "ai_tide_helper": (
            "Marévia",
            "Um assistente de IA para planear passeios na costa",
            (
                "A Marévia usa um modelo de IA para sugerir horas de passeio a partir das tabelas de marés.",
                "Não substitui os avisos da Autoridade Marítima; consulte-os sempre.",
                "Pode descarregar as sugestões da semana como ficheiro de calendário.",
            ),
        ),
        "ai_rope_splice_tutor": (
            "Mãos de Cabo",
            "Aprender emendas de cabo com um tutor de IA",
            (
                "O tutor de IA vê uma fotografia da sua emenda e aponta os passes frouxos.",
                "As lições começam pela mão de cabo e seguem para o remate.",
                "As fotografias são apagadas no fim da lição, a menos que as guarde.",
            ),
        ),
        "ai_hive_scale_reader": (
            "Colmeia Pesada",
            "Leituras de balanças de colmeia com IA",
            (
                "A Colmeia Pesada pesa a colmeia todas as tardes e um modelo de IA deteta a entrada de néctar.",
                "O apicultor recebe um aviso quando o peso desce mais depressa do que o normal.",
                "A balança funciona com um pequeno painel solar.",
            ),
        ),
    },
}
