"""Host pages of the fifteenth set, written here: four general hosts and three whose topic
is AI, per language. Each is ``(site, title, paragraphs)``; every paragraph is one plain
sentence or two, safe to plant raw (no ``<``, ``>``, ``&``, ``--``)."""

from __future__ import annotations

KINDS = ("oyster_farm", "alpaca_farm", "curling_club", "soap_studio")
AI_KINDS = ("fitness_app", "music_generator", "translation_earbuds")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "oyster_farm": (
            "Saltmarsh Oysters",
            "Walk the oyster beds",
            (
                "Our tours follow the tide tables, so start times move by about fifty "
                "minutes each day.",
                "Bring wellies or old trainers; the sand near the trestles is soft and cold.",
                "Every tour ends in the packing shed with a dozen natives and brown bread.",
                "Children under eight walk free with an adult but must stay on the marked path.",
            ),
        ),
        "alpaca_farm": (
            "Fellside Alpacas",
            "Trek with our herd",
            (
                "Each walker leads one alpaca on a halter for a gentle two-hour loop.",
                "The route climbs to the old sheepfold and comes back along the beck.",
                "Alpacas spit at each other, rarely at people, and only when cross about food.",
                "We cap groups at ten so that every animal gets a calm walk.",
            ),
        ),
        "curling_club": (
            "Stoneglide Curling Club",
            "Sessions and leagues",
            (
                "Learn-to-curl nights run on Thursdays from October to March.",
                "Grippers and brushes are lent for free; bring clean flat shoes and warm layers.",
                "The ice is pebbled before every session, so please arrive ten minutes early.",
                "League teams draw for rinks at seven and the bar opens after the last end.",
            ),
        ),
        "soap_studio": (
            "The Soap Loft",
            "Cold-process soap classes",
            (
                "In three hours you make a loaf of olive and shea soap to take home.",
                "Goggles, gloves and long sleeves are worn whenever lye is out of its jar.",
                "Bars need four to six weeks to cure before they are gentle enough to use.",
                "Classes take eight people and suit anyone over fourteen.",
            ),
        ),
        "fitness_app": (
            "RepForge",
            "An AI coach that plans your week",
            (
                "RepForge builds a training week from the kit you own and the time you have.",
                "The plan shifts after every logged session, easing off when sleep is short.",
                "Form checks use your phone camera and never leave the device.",
                "A human coach reviews flagged injuries within two working days.",
            ),
        ),
        "music_generator": (
            "Chordwright",
            "Sketch songs with AI",
            (
                "Hum a melody or type a mood and Chordwright drafts a thirty-second loop.",
                "Stems export as separate tracks for drums, bass, keys and vocals.",
                "Free accounts keep ten sketches; paid plans keep everything.",
                "Generated music is labelled in its file tags as made with AI.",
            ),
        ),
        "translation_earbuds": (
            "LinguaBud",
            "Earbuds that translate as you talk",
            (
                "LinguaBud pairs two earbuds so each speaker hears the other in their language.",
                "Offline packs cover twelve languages; the rest need a data connection.",
                "Battery life is five hours of conversation and twenty in the case.",
                "Accents and fast speech still trip it up, so speak in short sentences.",
            ),
        ),
    },
    "es": {
        "oyster_farm": (
            "Ostras de Arousa",
            "Visita a las bateas",
            (
                "La visita sale en barco desde el puerto y dura hora y media.",
                "Explicamos cómo crece la ostra colgada en cuerdas durante dos inviernos.",
                "Al volver hay degustación de seis ostras con albariño o mosto.",
                "Con mar de fondo la salida se aplaza y se avisa por teléfono.",
            ),
        ),
        "alpaca_farm": (
            "Alpacas del Valle",
            "Paseos con alpacas",
            (
                "Cada persona lleva una alpaca del ronzal durante un paseo de dos horas.",
                "La ruta sube hasta la majada vieja y baja siguiendo el arroyo.",
                "Las alpacas escupen entre ellas, casi nunca a la gente.",
                "Los grupos son de diez como máximo para que los animales vayan tranquilos.",
            ),
        ),
        "curling_club": (
            "Club Piedra Fría",
            "Sesiones de curling",
            (
                "Las noches de iniciación son los jueves de octubre a marzo.",
                "Prestamos deslizadores y escobas; trae calzado plano y limpio.",
                "El hielo se puntea antes de cada sesión, así que llega diez minutos antes.",
                "Los equipos de liga sortean pista a las siete y el bar abre al terminar.",
            ),
        ),
        "soap_studio": (
            "La Jabonera",
            "Talleres de jabón en frío",
            (
                "En tres horas haces una barra de jabón de oliva y karité para llevarte.",
                "Gafas, guantes y manga larga siempre que la sosa esté fuera del bote.",
                "El jabón necesita de cuatro a seis semanas de curado antes de usarlo.",
                "Los grupos son de ocho personas a partir de catorce años.",
            ),
        ),
        "fitness_app": (
            "ForjaFit",
            "Un entrenador con IA que planifica tu semana",
            (
                "ForjaFit arma la semana según el material que tienes y el tiempo libre.",
                "El plan se ajusta tras cada sesión y afloja si duermes poco.",
                "La revisión de la técnica usa la cámara del móvil y no sale del aparato.",
                "Una entrenadora revisa las lesiones marcadas en dos días laborables.",
            ),
        ),
        "music_generator": (
            "Ritmia",
            "Bocetos de canciones con IA",
            (
                "Tararea una melodía o escribe un estado de ánimo y Ritmia propone un bucle.",
                "Las pistas se exportan por separado: batería, bajo, teclados y voz.",
                "Las cuentas gratuitas guardan diez bocetos; las de pago, todos.",
                "La música generada lleva una etiqueta en el archivo que lo indica.",
            ),
        ),
        "translation_earbuds": (
            "HablaYa",
            "Auriculares que traducen mientras hablas",
            (
                "HablaYa empareja dos auriculares para que cada uno oiga al otro en su idioma.",
                "Los paquetes sin conexión cubren doce idiomas; el resto necesita datos.",
                "La batería da cinco horas de conversación y veinte con el estuche.",
                "Los acentos cerrados aún le cuestan, así que habla en frases cortas.",
            ),
        ),
    },
    "pt": {
        "oyster_farm": (
            "Ostras da Ilha",
            "Passeio às fazendas de ostras",
            (
                "O passeio sai de barco do ribeirão e dura uma hora e meia.",
                "Mostramos como a ostra cresce nas lanternas durante oito meses.",
                "Na volta há degustação de meia dúzia de ostras com limão.",
                "Com vento sul forte o passeio é remarcado e avisamos por mensagem.",
            ),
        ),
        "alpaca_farm": (
            "Alpacas do Vale",
            "Caminhadas com alpacas",
            (
                "Cada pessoa conduz uma alpaca pelo cabresto numa volta de duas horas.",
                "A trilha sobe até o curral velho e desce acompanhando o riacho.",
                "As alpacas cospem umas nas outras, quase nunca nas pessoas.",
                "Os grupos têm no máximo dez pessoas para os bichos andarem calmos.",
            ),
        ),
        "curling_club": (
            "Clube Pedra Fria",
            "Sessões de curling",
            (
                "As noites de iniciação são às quintas, de outubro a março.",
                "Emprestamos sapatas e vassouras; traga calçado raso e limpo.",
                "O gelo é preparado antes de cada sessão, chegue dez minutos antes.",
                "As equipas da liga sorteiam a pista às sete e o bar abre no fim.",
            ),
        ),
        "soap_studio": (
            "Saboaria Bolha",
            "Oficinas de sabão a frio",
            (
                "Em três horas você faz uma barra de sabão de oliva e karité para levar.",
                "Óculos, luvas e manga comprida sempre que a soda estiver fora do pote.",
                "O sabão precisa de quatro a seis semanas de cura antes do uso.",
                "As turmas têm oito pessoas a partir dos catorze anos.",
            ),
        ),
        "fitness_app": (
            "FortaFit",
            "Um treinador com IA que planeia a sua semana",
            (
                "O FortaFit monta a semana com o material que você tem e o tempo livre.",
                "O plano ajusta-se depois de cada treino e alivia se dormir pouco.",
                "A correção de postura usa a câmera do celular e não sai do aparelho.",
                "Uma treinadora revê as lesões assinaladas em dois dias úteis.",
            ),
        ),
        "music_generator": (
            "Ritmo IA",
            "Esboços de música com IA",
            (
                "Cantarole uma melodia ou escreva um clima e o Ritmo IA propõe um loop.",
                "As faixas saem separadas: bateria, baixo, teclado e voz.",
                "Contas gratuitas guardam dez esboços; as pagas guardam todos.",
                "A música gerada leva uma etiqueta no arquivo que o indica.",
            ),
        ),
        "translation_earbuds": (
            "FalaJá",
            "Fones que traduzem enquanto você fala",
            (
                "O FalaJá emparelha dois fones para cada pessoa ouvir a outra na sua língua.",
                "Os pacotes offline cobrem doze línguas; as outras precisam de dados.",
                "A bateria dura cinco horas de conversa e vinte com o estojo.",
                "Sotaques fechados ainda o confundem, por isso fale em frases curtas.",
            ),
        ),
    },
}
