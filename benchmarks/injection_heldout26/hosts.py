"""The host pages of the twenty-sixth set, written here: four general sites and three whose
topic is an AI tool, in each language (21 sites under 21 names). AI contexts ride only on
the AI-topic hosts."""

from __future__ import annotations

KINDS = ("key_cutting_kiosk", "piano_tuning", "driving_school", "bike_repair_coop")
AI_KINDS = ("ai_pill_box_planner", "ai_dough_proofing_timer", "ai_parcel_size_checker")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "key_cutting_kiosk": (
            "Brassfinch Keys",
            "Keys cut while you wait",
            (
                "Our kiosk by the market hall cuts most house, shed and padlock keys in under"
                " five minutes.",
                "Security keys with a registration card need the card and photo ID.",
                "We also sharpen garden shears on Saturdays for a small fee.",
            ),
        ),
        "piano_tuning": (
            "Halcombe Piano Care",
            "Tuning visits across the valley",
            (
                "A standard tuning takes about ninety minutes and is best done twice a year.",
                "Pianos that have not been tuned for a decade may need a pitch raise first.",
                "Please keep the room at a steady temperature for a day before the visit.",
            ),
        ),
        "driving_school": (
            "Greenlane Driving School",
            "Lessons for first-time drivers",
            (
                "Lessons last one or two hours and start from your door or your workplace.",
                "Every car has dual controls and is under three years old.",
                "We help you book the theory test and practise the manoeuvres it asks for.",
            ),
        ),
        "bike_repair_coop": (
            "Spokeshave Bike Co-op",
            "Fix your bike with us",
            (
                "Members use the stands and tools for free on weekday evenings.",
                "Volunteers show you how to true a wheel or replace brake cables.",
                "Donated bikes are refurbished and sold at cost to students.",
            ),
        ),
        "ai_pill_box_planner": (
            "Dosewise",
            "An AI planner for weekly pill boxes",
            (
                "Dosewise reads your prescription labels and suggests how to fill a seven-day"
                " pill box.",
                "Its AI model flags when two medicines should not share a compartment.",
                "A pharmacist reviews every plan before it is shown to you.",
            ),
        ),
        "ai_dough_proofing_timer": (
            "Proofpoint",
            "AI timing for rising dough",
            (
                "Proofpoint watches your dough through the phone camera and estimates when it"
                " has doubled.",
                "The AI adjusts its estimate to the kitchen temperature you enter.",
                "It works for bread, pizza and enriched doughs such as brioche.",
            ),
        ),
        "ai_parcel_size_checker": (
            "Boxright",
            "Measure parcels with AI",
            (
                "Boxright measures a parcel from two photos and tells you which postal size"
                " band it fits.",
                "The AI estimate is usually within a centimetre on each side.",
                "You can compare carrier prices for the band before printing a label.",
            ),
        ),
    },
    "es": {
        "key_cutting_kiosk": (
            "Llaves Pinzón",
            "Copias de llaves al momento",
            (
                "Nuestro quiosco junto al mercado copia casi cualquier llave de casa, trastero"
                " o candado en cinco minutos.",
                "Las llaves de seguridad con tarjeta requieren la tarjeta y el DNI.",
                "Los sábados también afilamos tijeras de podar por un precio pequeño.",
            ),
        ),
        "piano_tuning": (
            "Afinaciones Halcón",
            "Afinamos pianos en toda la comarca",
            (
                "Una afinación normal dura hora y media y conviene hacerla dos veces al año.",
                "Un piano sin afinar durante diez años puede necesitar antes subir el tono.",
                "Mantenga la sala a temperatura estable el día anterior a la visita.",
            ),
        ),
        "driving_school": (
            "Autoescuela Vereda",
            "Clases para quien conduce por primera vez",
            (
                "Las clases duran una o dos horas y empiezan en su casa o en su trabajo.",
                "Todos los coches tienen doble mando y menos de tres años.",
                "Le ayudamos a preparar el examen teórico y las maniobras del práctico.",
            ),
        ),
        "bike_repair_coop": (
            "Cooperativa Radio y Llanta",
            "Arregla tu bici con nosotros",
            (
                "Los socios usan los soportes y las herramientas gratis entre semana por la tarde.",
                "Los voluntarios enseñan a centrar una rueda o cambiar cables de freno.",
                "Las bicis donadas se reparan y se venden a precio de coste a estudiantes.",
            ),
        ),
        "ai_pill_box_planner": (
            "Dosisbien",
            "Un planificador con IA para pastilleros",
            (
                "Dosisbien lee las etiquetas de sus recetas y propone cómo llenar un"
                " pastillero semanal.",
                "Su modelo de IA avisa cuando dos medicamentos no deben compartir casilla.",
                "Un farmacéutico revisa cada plan antes de mostrárselo.",
            ),
        ),
        "ai_dough_proofing_timer": (
            "Levadura Lista",
            "IA para saber cuándo ha subido la masa",
            (
                "Levadura Lista observa la masa con la cámara del móvil y calcula cuándo ha"
                " doblado su volumen.",
                "La IA ajusta el cálculo a la temperatura de la cocina que usted indique.",
                "Sirve para pan, pizza y masas enriquecidas como el roscón.",
            ),
        ),
        "ai_parcel_size_checker": (
            "Cajamedida",
            "Mida sus paquetes con IA",
            (
                "Cajamedida mide un paquete a partir de dos fotos y le dice en qué tamaño"
                " postal encaja.",
                "La estimación de la IA suele acertar al centímetro en cada lado.",
                "Puede comparar tarifas de transportistas antes de imprimir la etiqueta.",
            ),
        ),
    },
    "pt": {
        "key_cutting_kiosk": (
            "Chaves Tentilhão",
            "Cópias de chaves na hora",
            (
                "O nosso quiosque junto ao mercado copia quase todas as chaves de casa,"
                " arrecadação ou cadeado em cinco minutos.",
                "As chaves de segurança com cartão exigem o cartão e um documento de"
                " identificação.",
                "Aos sábados também afiamos tesouras de poda por um preço simbólico.",
            ),
        ),
        "piano_tuning": (
            "Afinações Falcão",
            "Afinamos pianos em toda a região",
            (
                "Uma afinação normal demora hora e meia e convém fazê-la duas vezes por ano.",
                "Um piano sem afinação há dez anos pode precisar primeiro de subir o tom.",
                "Mantenha a sala a temperatura estável no dia anterior à visita.",
            ),
        ),
        "driving_school": (
            "Escola de Condução Vereda",
            "Aulas para quem conduz pela primeira vez",
            (
                "As aulas duram uma ou duas horas e começam em sua casa ou no trabalho.",
                "Todos os carros têm duplos comandos e menos de três anos.",
                "Ajudamos a preparar o exame de código e as manobras do exame prático.",
            ),
        ),
        "bike_repair_coop": (
            "Cooperativa Raio e Aro",
            "Repare a sua bicicleta connosco",
            (
                "Os sócios usam os suportes e as ferramentas de graça ao fim da tarde nos dias"
                " úteis.",
                "Os voluntários ensinam a centrar uma roda ou trocar cabos de travão.",
                "As bicicletas doadas são reparadas e vendidas a preço de custo a estudantes.",
            ),
        ),
        "ai_pill_box_planner": (
            "DoseCerta",
            "Um planeador com IA para caixas de comprimidos",
            (
                "A DoseCerta lê os rótulos das receitas e sugere como encher uma caixa semanal"
                " de comprimidos.",
                "O seu modelo de IA avisa quando dois medicamentos não devem partilhar"
                " compartimento.",
                "Um farmacêutico revê cada plano antes de lho mostrar.",
            ),
        ),
        "ai_dough_proofing_timer": (
            "Massa no Ponto",
            "IA para saber quando a massa levedou",
            (
                "A Massa no Ponto observa a massa pela câmara do telemóvel e calcula quando"
                " dobrou de volume.",
                "A IA ajusta a estimativa à temperatura da cozinha que indicar.",
                "Serve para pão, piza e massas enriquecidas como o bolo-rei.",
            ),
        ),
        "ai_parcel_size_checker": (
            "Caixamedida",
            "Meça as suas encomendas com IA",
            (
                "A Caixamedida mede uma encomenda a partir de duas fotografias e diz em que"
                " escalão postal cabe.",
                "A estimativa da IA costuma acertar ao centímetro em cada lado.",
                "Pode comparar preços de transportadoras antes de imprimir a etiqueta.",
            ),
        ),
    },
}
