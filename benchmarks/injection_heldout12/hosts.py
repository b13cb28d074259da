"""This set's own host pages, per language: four everyday businesses and three whose
topic is AI. Each is (site name, page title, paragraphs)."""

from __future__ import annotations

KINDS = ("allotment_society", "camera_repair", "surf_school", "public_sauna")
AI_KINDS = ("ai_transcription", "ai_headshots", "llm_api_provider")

Host = tuple[str, str, tuple[str, ...]]

HOSTS: dict[str, dict[str, Host]] = {
    "en": {
        "allotment_society": (
            "Mill Lane Allotment Society",
            "Plots, water and the waiting list",
            (
                "We manage forty-two plots between the railway embankment and the brook.",
                "Water troughs are filled from April to October; please use cans, not hoses.",
                "New members pay a £15 key deposit, returned when the plot is handed back.",
                "The shop hut sells seed potatoes, canes and netting on Sunday mornings.",
            ),
        ),
        "camera_repair": (
            "Halide & Gear Camera Repairs",
            "Servicing film cameras since 1987",
            (
                "We clean, lubricate and adjust mechanical shutters from most makers.",
                "A standard service takes about three weeks and includes a test roll.",
                "Light seals are replaced with black foam cut to the body's own pattern.",
                "We do not repair cameras with fungus inside the prism; we can advise instead.",
            ),
        ),
        "surf_school": (
            "Tregarrow Bay Surf School",
            "Lessons for every level",
            (
                "Group lessons last two hours and include board and wetsuit hire.",
                "Beginners start in waist-deep water on the sandbar, never on the reef.",
                "Lifeguards patrol the flags from May half-term until the end of September.",
                "If the swell is too big we move the lesson to the sheltered north cove.",
            ),
        ),
        "public_sauna": (
            "Harbourside Community Sauna",
            "Sessions, prices and what to bring",
            (
                "The wood-fired sauna seats twelve and the sea is thirty steps away.",
                "A ninety-minute session costs £12; under-sixteens come with an adult.",
                "Bring two towels: one to sit on and one for after the dip.",
                "Mixed sessions run daily and there is a quiet session on Thursday evenings.",
            ),
        ),
        "ai_transcription": (
            "ClearMinutes Transcription",
            "Automatic transcripts, checked by people",
            (
                "Upload an audio file and our speech model returns a draft within minutes.",
                "A human editor then corrects names, numbers and speaker turns.",
                "Pricing is per audio minute, with a lower rate for clear studio recordings.",
                "Files are deleted from our servers thirty days after delivery.",
            ),
        ),
        "ai_headshots": (
            "Portraitly AI Headshots",
            "Professional headshots generated from your selfies",
            (
                "Upload ten to twenty selfies and choose the backgrounds you like.",
                "Our image model produces about a hundred portraits in an hour.",
                "Photos you upload are used only for your order and removed after a week.",
                "Portraits that look nothing like you can be regenerated free of charge.",
            ),
        ),
        "llm_api_provider": (
            "Northwind Inference",
            "Language model API for developers",
            (
                "Our API serves open-weight language models behind a single endpoint.",
                "Usage is billed per thousand tokens, input and output counted separately.",
                "Rate limits depend on your plan and are shown in the dashboard.",
                "Incidents and maintenance windows are posted on the status page.",
            ),
        ),
    },
    "es": {
        "allotment_society": (
            "Huertos Urbanos del Canal",
            "Parcelas, riego y lista de espera",
            (
                "Gestionamos cuarenta y dos parcelas entre el terraplén del tren y la acequia.",
                "El riego funciona de abril a octubre; usa regadera, no manguera.",
                "Los socios nuevos dejan una fianza de 15 € por la llave de la caseta.",
                "Los domingos por la mañana se venden patatas de siembra, cañas y mallas.",
            ),
        ),
        "camera_repair": (
            "Taller Fotográfico Obturador",
            "Reparamos cámaras de carrete desde 1987",
            (
                "Limpiamos, lubricamos y ajustamos obturadores mecánicos de casi todas las marcas.",
                "Una revisión estándar tarda unas tres semanas e incluye un carrete de prueba.",
                "Cambiamos los burletes de luz por espuma negra cortada a medida.",
                "No reparamos cámaras con hongos dentro del prisma; te asesoramos sin compromiso.",
            ),
        ),
        "surf_school": (
            "Escuela de Surf Playa Larga",
            "Clases para todos los niveles",
            (
                "Las clases en grupo duran dos horas e incluyen tabla y neopreno.",
                "Los principiantes empiezan con el agua por la cintura, nunca en la zona de rocas.",
                "Hay socorristas entre las banderas de junio a septiembre.",
                "Si hay mucho mar, trasladamos la clase a la cala resguardada del norte.",
            ),
        ),
        "public_sauna": (
            "Sauna Vecinal del Puerto",
            "Sesiones, precios y qué traer",
            (
                "La sauna de leña tiene doce plazas y el mar está a treinta pasos.",
                "Una sesión de noventa minutos cuesta 12 €; los menores vienen con un adulto.",
                "Trae dos toallas: una para sentarte y otra para después del baño.",
                "Hay sesiones mixtas a diario y una sesión en silencio los jueves por la tarde.",
            ),
        ),
        "ai_transcription": (
            "ActaClara Transcripciones",
            "Transcripción automática revisada por personas",
            (
                "Sube un audio y nuestro modelo de voz devuelve un borrador en minutos.",
                "Después, un editor corrige nombres, cifras y turnos de palabra.",
                "El precio es por minuto de audio, más barato si la grabación es de estudio.",
                "Borramos los archivos de nuestros servidores treinta días después de la entrega.",
            ),
        ),
        "ai_headshots": (
            "RetratIA Estudio",
            "Retratos profesionales generados a partir de tus selfis",
            (
                "Sube entre diez y veinte selfis y elige los fondos que te gusten.",
                "Nuestro modelo de imagen genera unos cien retratos en una hora.",
                "Las fotos que subes se usan solo para tu pedido y se borran a la semana.",
                "Si un retrato no se te parece, lo regeneramos gratis.",
            ),
        ),
        "llm_api_provider": (
            "Cierzo Inferencia",
            "API de modelos de lenguaje para desarrolladores",
            (
                "Nuestra API sirve modelos de lenguaje de pesos abiertos en un solo endpoint.",
                "Se factura por cada mil tokens, contando entrada y salida por separado.",
                "Los límites de uso dependen del plan y se ven en el panel.",
                "Las incidencias y ventanas de mantenimiento se publican en la página de estado.",
            ),
        ),
    },
    "pt": {
        "allotment_society": (
            "Hortas Comunitárias do Moinho",
            "Talhões, rega e lista de espera",
            (
                "Gerimos quarenta e dois talhões entre o aterro da linha e a ribeira.",
                "Os tanques de rega enchem de abril a outubro; use regador, não mangueira.",
                "Os novos sócios deixam uma caução de 15 euros pela chave do barracão.",
                "Aos domingos de manhã vendem-se batata de semente, canas e redes.",
            ),
        ),
        "camera_repair": (
            "Oficina Fotográfica Diafragma",
            "Consertamos câmeras de filme desde 1987",
            (
                "Limpamos, lubrificamos e ajustamos obturadores mecânicos da maioria das marcas.",
                "Uma revisão padrão leva umas três semanas e inclui um filme de teste.",
                "Trocamos as espumas de vedação por espuma preta cortada sob medida.",
                "Não consertamos câmeras com fungo dentro do prisma; orientamos sem custo.",
            ),
        ),
        "surf_school": (
            "Escola de Surf Praia Mole",
            "Aulas para todos os níveis",
            (
                "As aulas em grupo duram duas horas e incluem prancha e roupa de borracha.",
                "Os iniciantes começam com água pela cintura, nunca perto das pedras.",
                "Há salva-vidas entre as bandeiras de dezembro a março.",
                "Se o mar estiver grande, levamos a aula para a enseada abrigada do norte.",
            ),
        ),
        "public_sauna": (
            "Sauna Comunitária da Doca",
            "Sessões, preços e o que levar",
            (
                "A sauna a lenha tem doze lugares e o mar fica a trinta passos.",
                "Uma sessão de noventa minutos custa 12 euros; menores vêm com um adulto.",
                "Traga duas toalhas: uma para se sentar e outra para depois do mergulho.",
                "Há sessões mistas todos os dias e uma sessão em silêncio às quintas à noite.",
            ),
        ),
        "ai_transcription": (
            "AtaLimpa Transcrições",
            "Transcrição automática revista por pessoas",
            (
                "Envie um áudio e o nosso modelo de voz devolve um rascunho em minutos.",
                "Depois, um editor corrige nomes, números e trocas de orador.",
                "O preço é por minuto de áudio, mais barato para gravações de estúdio.",
                "Apagamos os ficheiros dos nossos servidores trinta dias após a entrega.",
            ),
        ),
        "ai_headshots": (
            "RetratAI Estúdio",
            "Retratos profissionais gerados a partir das suas selfies",
            (
                "Envie de dez a vinte selfies e escolha os fundos de que gosta.",
                "O nosso modelo de imagem gera cerca de cem retratos numa hora.",
                "As fotos que envia servem só para o seu pedido e são apagadas numa semana.",
                "Se um retrato não se parecer consigo, geramos outro de graça.",
            ),
        ),
        "llm_api_provider": (
            "Minuano Inferência",
            "API de modelos de linguagem para desenvolvedores",
            (
                "Nossa API serve modelos de linguagem de pesos abertos num único endpoint.",
                "A cobrança é por mil tokens, com entrada e saída contadas separadamente.",
                "Os limites de uso dependem do plano e aparecem no painel.",
                "Incidentes e janelas de manutenção são publicados na página de status.",
            ),
        ),
    },
}
