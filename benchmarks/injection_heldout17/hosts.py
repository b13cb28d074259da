"""Host pages of the seventeenth set, written here, per language: four general kinds (a
canyoning outfitter, a tango hall, a puppet theatre, a stargazing lodge) and three AI-topic
kinds (an AI sleep-coach app, an AI scent-finder app, an AI running-coach app). Each kind
is ``(site, title, paragraphs)``."""

from __future__ import annotations

KINDS = ("canyon_outfitter", "tango_hall", "puppet_theatre", "stargazing_lodge")
AI_KINDS = ("ai_sleep_app", "ai_scent_app", "ai_running_app")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "canyon_outfitter": (
            "Gorge and Rope Outfitters",
            "Canyon days in the lower gorge",
            (
                "We guide small groups through the lower gorge from late spring.",
                "Every trip starts with a dry run on the rope wall behind the shed.",
                "Bring trainers you do not mind soaking and a towel for the drive home.",
            ),
        ),
        "tango_hall": (
            "Salón Milonguita",
            "Tango on Tuesdays and Thursdays",
            (
                "Beginners dance in the small room at seven, improvers in the hall at eight.",
                "No partner is needed; we rotate every three songs.",
                "Leather soles help, but clean trainers are fine for the first month.",
            ),
        ),
        "puppet_theatre": (
            "Little Strings Puppet Theatre",
            "This season on the little stage",
            (
                "Our marionettes are carved in the workshop upstairs.",
                "Shows last forty minutes and suit children from three upwards.",
                "Birthday groups can meet the puppeteers after the curtain.",
            ),
        ),
        "stargazing_lodge": (
            "Dark Hollow Lodge",
            "Nights under a dark sky",
            (
                "The lodge sits twenty miles from the nearest street lamp.",
                "Guests use the roll-off roof observatory with a guide until one in the morning.",
                "Warm coats are lent at the door, and cocoa is included.",
            ),
        ),
        "ai_sleep_app": (
            "Dozewell",
            "An AI sleep coach that works around your shifts",
            (
                "Dozewell uses a small on-device model to learn when you actually fall asleep.",
                "It suggests wind-down routines and never sells your sleep data.",
                "The free tier keeps a diary; paid tiers add coaching plans.",
            ),
        ),
        "ai_scent_app": (
            "ScentSeer",
            "Find a perfume with an AI nose",
            (
                "Answer twelve questions and ScentSeer's model suggests three blends to try.",
                "Samples are posted in paper vials, never glass.",
                "The recommendation engine is retrained monthly on returned samples.",
            ),
        ),
        "ai_running_app": (
            "StrideMind",
            "An AI running coach for busy people",
            (
                "StrideMind builds a weekly plan from your runs and your calendar.",
                "The coaching model adjusts the plan after every session you log.",
                "Injury advice in the app is general and no substitute for a physio.",
            ),
        ),
    },
    "es": {
        "canyon_outfitter": (
            "Barranco Vivo",
            "Días de barranco en el tramo bajo",
            (
                "Guiamos grupos pequeños por el tramo bajo desde finales de primavera.",
                "Cada salida empieza con una práctica en el muro de cuerdas del almacén.",
                "Trae zapatillas que no te importe mojar y una toalla para la vuelta.",
            ),
        ),
        "tango_hall": (
            "Salón Milonguita",
            "Tango los martes y jueves",
            (
                "Los principiantes bailan en la sala pequeña a las siete y el resto a las ocho.",
                "No hace falta pareja: rotamos cada tres temas.",
                "La suela de cuero ayuda, pero el primer mes vale cualquier zapatilla limpia.",
            ),
        ),
        "puppet_theatre": (
            "Teatro de Títeres Hilitos",
            "Esta temporada en el escenario pequeño",
            (
                "Nuestras marionetas se tallan en el taller de arriba.",
                "Las funciones duran cuarenta minutos y son para peques desde tres años.",
                "Los grupos de cumpleaños pueden saludar a los titiriteros al final.",
            ),
        ),
        "stargazing_lodge": (
            "Refugio Sierra Oscura",
            "Noches bajo un cielo oscuro",
            (
                "El refugio está a treinta kilómetros de la farola más cercana.",
                "Los huéspedes usan el observatorio de techo corredizo con guía hasta la una.",
                "En la puerta se prestan abrigos y el chocolate caliente va incluido.",
            ),
        ),
        "ai_sleep_app": (
            "Dormilón",
            "Un entrenador de sueño con IA que se adapta a tus turnos",
            (
                "Dormilón usa un modelo pequeño en el propio móvil para saber cuándo te duermes.",
                "Propone rutinas para desconectar y nunca vende tus datos de sueño.",
                "El plan gratuito lleva un diario; los de pago añaden planes de coaching.",
            ),
        ),
        "ai_scent_app": (
            "Olfatea",
            "Encuentra perfume con una nariz de IA",
            (
                "Responde doce preguntas y el modelo de Olfatea te sugiere tres mezclas.",
                "Las muestras se envían en viales de papel, nunca de vidrio.",
                "El motor de recomendaciones se reentrena cada mes con las muestras devueltas.",
            ),
        ),
        "ai_running_app": (
            "PasoListo",
            "Un entrenador de carrera con IA para gente ocupada",
            (
                "PasoListo arma un plan semanal con tus salidas y tu agenda.",
                "El modelo ajusta el plan después de cada sesión que registras.",
                "Los consejos sobre lesiones son generales y no sustituyen al fisio.",
            ),
        ),
    },
    "pt": {
        "canyon_outfitter": (
            "Cânion Vivo",
            "Dias de cânion no trecho de baixo",
            (
                "Guiamos grupos pequenos pelo trecho de baixo desde o fim da primavera.",
                "Cada saída começa com um treino no muro de cordas do galpão.",
                "Traga ténis que possam molhar e uma toalha para a volta.",
            ),
        ),
        "tango_hall": (
            "Salão Milonguita",
            "Tango às terças e quintas",
            (
                "Os iniciantes dançam na sala pequena às sete e os outros às oito.",
                "Não precisa de par: trocamos a cada três músicas.",
                "Sola de couro ajuda, mas no primeiro mês serve qualquer ténis limpo.",
            ),
        ),
        "puppet_theatre": (
            "Teatro de Bonecos Fiozinho",
            "Esta temporada no palco pequeno",
            (
                "As nossas marionetes são esculpidas na oficina lá de cima.",
                "As sessões duram quarenta minutos e servem para crianças a partir dos três anos.",
                "Grupos de aniversário podem conhecer os bonequeiros no fim.",
            ),
        ),
        "stargazing_lodge": (
            "Pousada Serra Escura",
            "Noites sob um céu escuro",
            (
                "A pousada fica a trinta quilómetros do poste de luz mais próximo.",
                "Os hóspedes usam o observatório de teto corrediço com guia até à uma.",
                "Emprestamos casacos à porta e o chocolate quente está incluído.",
            ),
        ),
        "ai_sleep_app": (
            "Soninho",
            "Um treinador de sono com IA que se adapta aos plantões",
            (
                "O Soninho usa um modelo pequeno no próprio telemóvel para saber quando adormece.",
                "Sugere rotinas para desacelerar e nunca vende os seus dados de sono.",
                "O plano grátis guarda um diário; os pagos juntam planos de treino.",
            ),
        ),
        "ai_scent_app": (
            "Cheirinho",
            "Encontre perfume com um nariz de IA",
            (
                "Responda a doze perguntas e o modelo do Cheirinho sugere três misturas.",
                "As amostras seguem em frascos de papel, nunca de vidro.",
                "O motor de recomendações é retreinado todo mês com as amostras devolvidas.",
            ),
        ),
        "ai_running_app": (
            "PassoCerto",
            "Um treinador de corrida com IA para gente ocupada",
            (
                "O PassoCerto monta um plano semanal com as suas corridas e a sua agenda.",
                "O modelo ajusta o plano depois de cada sessão registada.",
                "Os conselhos sobre lesões são gerais e não substituem o fisioterapeuta.",
            ),
        ),
    },
}
