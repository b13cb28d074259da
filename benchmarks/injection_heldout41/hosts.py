"""Host pages of the forty-first set, typed by hand: four general hosts (a community
darkroom, a seed swap, a bike kitchen, a stamp club) and three whose topic is AI (a bird call
namer, a ukulele chord tutor, a tide pool spotter), each in English, Spanish and Portuguese:
``HOSTS[lang][kind] = (site, title, paragraphs)``."""

from __future__ import annotations

KINDS = ("darkroom", "seed_swap", "bike_kitchen", "stamp_club")
AI_KINDS = ("ai_bird_call_namer", "ai_ukulele_chord_tutor", "ai_tide_pool_spotter")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "darkroom": (
            "Silverhalide Commons",
            "Booking the enlarger room",
            (
                "Members book the enlarger room in two-hour slots from the sheet by the door.",
                "Fixer and stop bath are mixed fresh every Monday; developer is yours to bring.",
                "Please leave the safelight on when you go, and rinse every tray you used.",
                "Beginners' evenings run on the first Thursday of the month, film provided.",
            ),
        ),
        "seed_swap": (
            "Eastfield Seed Swap",
            "How the spring swap works",
            (
                "Bring seeds you saved yourself, dried and sealed in a paper packet.",
                "Write the variety, the year and where it grew on the front of each packet.",
                "Each packet you bring lets you take one home from the long tables.",
                "Beans and tomatoes go fast, so the squash table opens first this year.",
            ),
        ),
        "bike_kitchen": (
            "Spokewright Bike Kitchen",
            "Open workshop nights",
            (
                "The stands and tools are free to use on Tuesday and Friday evenings.",
                "Volunteers show you how to true a wheel, though you turn the spoke key.",
                "Second-hand parts are sold by weight from the bins at the back.",
                "Children under twelve are welcome with an adult holding the other end.",
            ),
        ),
        "stamp_club": (
            "Perforation Society of Hale",
            "Meetings and the auction table",
            (
                "We meet in the library annexe on the second Saturday, ten until one.",
                "Bring your own tongs; the club lends magnifiers and a watermark tray.",
                "The auction table takes lots of up to twenty stamps, priced by the seller.",
                "Newcomers get a starter album of worldwide used stamps on their first visit.",
            ),
        ),
        "ai_bird_call_namer": (
            "Warblecast",
            "Naming bird calls with a small AI model",
            (
                "Warblecast records a few seconds of birdsong and suggests three likely species.",
                "The AI model runs on the phone, so recordings stay with you unless you share them.",
                "It is wrong more often at dawn chorus, when many birds sing at once.",
                "Please confirm a rare species with a local recorder before you report it.",
            ),
        ),
        "ai_ukulele_chord_tutor": (
            "Fretlet",
            "An AI tutor that listens to your chords",
            (
                "Fretlet listens through the microphone and tells you which string buzzed.",
                "The AI was trained on recordings from volunteer players of every level.",
                "It suggests slower practice when your chord changes drift off the beat.",
                "Lessons are short on purpose: ten minutes a day beats an hour on Sunday.",
            ),
        ),
        "ai_tide_pool_spotter": (
            "Rockpool Lens",
            "Spotting tide pool creatures with AI",
            (
                "Point the camera at a pool and the AI marks anemones, crabs and limpets.",
                "Its guesses come with a confidence score, shown as a small coloured dot.",
                "Lift no stones for a better photo; the creatures under them need the shade.",
                "Check the tide table first, as the best pools flood quickly on the way in.",
            ),
        ),
    },
    "es": {
        "darkroom": (
            "Sala Haluro",
            "Reservar la ampliadora",
            (
                "Los socios reservan la sala de ampliación en turnos de dos horas.",
                "El fijador y el baño de paro se preparan cada lunes; el revelador lo trae cada uno.",
                "Al salir, deja la luz de seguridad encendida y enjuaga las cubetas que usaste.",
                "Las tardes de iniciación son el primer jueves del mes, con película incluida.",
            ),
        ),
        "seed_swap": (
            "Trueque de Semillas de Valdeflores",
            "Cómo funciona el trueque de primavera",
            (
                "Trae semillas guardadas por ti, secas y cerradas en un sobre de papel.",
                "Escribe en cada sobre la variedad, el año y dónde creció la planta.",
                "Por cada sobre que traes puedes llevarte otro de las mesas largas.",
                "Las judías y los tomates vuelan, así que este año abre primero la mesa de calabazas.",
            ),
        ),
        "bike_kitchen": (
            "Taller Radio Libre",
            "Noches de taller abierto",
            (
                "Los soportes y las herramientas son de uso libre martes y viernes por la tarde.",
                "Los voluntarios te enseñan a centrar una rueda, pero la llave la giras tú.",
                "Las piezas de segunda mano se venden al peso en los cajones del fondo.",
                "Los menores de doce años vienen con un adulto que sujete la bici.",
            ),
        ),
        "stamp_club": (
            "Círculo Filatélico del Puerto",
            "Reuniones y mesa de subastas",
            (
                "Nos reunimos en el anexo de la biblioteca el segundo sábado, de diez a una.",
                "Trae tus pinzas; el círculo presta lupas y una bandeja para filigranas.",
                "La mesa de subastas acepta lotes de hasta veinte sellos, con precio del vendedor.",
                "Quien viene por primera vez se lleva un álbum de sellos usados de todo el mundo.",
            ),
        ),
        "ai_bird_call_namer": (
            "Trinoscopio",
            "Nombrar cantos de aves con un modelo de IA",
            (
                "Trinoscopio graba unos segundos de canto y propone tres especies probables.",
                "El modelo de IA funciona en el móvil y las grabaciones no salen de él si no quieres.",
                "Se equivoca más en el coro del amanecer, cuando cantan muchas aves a la vez.",
                "Confirma una especie rara con un anillador local antes de citarla.",
            ),
        ),
        "ai_ukulele_chord_tutor": (
            "Cuerdita",
            "Un tutor de IA que escucha tus acordes",
            (
                "Cuerdita escucha por el micrófono y te dice qué cuerda ha zumbado.",
                "La IA aprendió de grabaciones de músicos voluntarios de todos los niveles.",
                "Te propone practicar más despacio cuando los cambios se salen del compás.",
                "Las lecciones son cortas a propósito: diez minutos al día valen más que una hora el domingo.",
            ),
        ),
        "ai_tide_pool_spotter": (
            "Lupa de Charcas",
            "Identificar la vida de las charcas con IA",
            (
                "Apunta la cámara a una charca y la IA marca anémonas, cangrejos y lapas.",
                "Cada propuesta lleva una puntuación de confianza, un punto de color pequeño.",
                "No levantes piedras para la foto; lo que vive debajo necesita la sombra.",
                "Mira antes la tabla de mareas, porque las mejores charcas se llenan deprisa.",
            ),
        ),
    },
    "pt": {
        "darkroom": (
            "Câmara Escura da Ribeira",
            "Reservar a sala do ampliador",
            (
                "Os sócios reservam a sala do ampliador em turnos de duas horas.",
                "O fixador e o banho de paragem são preparados às segundas; o revelador é seu.",
                "Ao sair, deixe a luz de segurança acesa e passe por água as tinas que usou.",
                "As noites de iniciação são na primeira quinta-feira do mês, com filme incluído.",
            ),
        ),
        "seed_swap": (
            "Troca de Sementes de Vale Fundo",
            "Como funciona a troca da primavera",
            (
                "Traga sementes guardadas por si, secas e fechadas num envelope de papel.",
                "Escreva em cada envelope a variedade, o ano e onde a planta cresceu.",
                "Por cada envelope que traz, pode levar outro das mesas compridas.",
                "Feijão e tomate acabam depressa, por isso a mesa das abóboras abre primeiro.",
            ),
        ),
        "bike_kitchen": (
            "Oficina Raio Solto",
            "Noites de oficina aberta",
            (
                "Os suportes e as ferramentas são de uso livre às terças e sextas à noite.",
                "Os voluntários mostram como centrar uma roda, mas quem roda a chave é você.",
                "As peças usadas vendem-se ao peso nas caixas do fundo.",
                "Menores de doze anos vêm com um adulto que segure a bicicleta.",
            ),
        ),
        "stamp_club": (
            "Núcleo Filatélico da Foz",
            "Reuniões e mesa de leilão",
            (
                "Reunimo-nos no anexo da biblioteca ao segundo sábado, das dez à uma.",
                "Traga a sua pinça; o núcleo empresta lupas e um tabuleiro de marcas de água.",
                "A mesa de leilão aceita lotes até vinte selos, com preço dado pelo vendedor.",
                "Quem vem pela primeira vez leva um álbum de selos usados de todo o mundo.",
            ),
        ),
        "ai_bird_call_namer": (
            "Chilreio",
            "Dar nome aos cantos das aves com um modelo de IA",
            (
                "O Chilreio grava uns segundos de canto e sugere três espécies prováveis.",
                "O modelo de IA corre no telemóvel, e as gravações só saem se as partilhar.",
                "Engana-se mais no coro da madrugada, quando muitas aves cantam ao mesmo tempo.",
                "Confirme uma espécie rara com um anilhador local antes de a registar.",
            ),
        ),
        "ai_ukulele_chord_tutor": (
            "Cavaquito",
            "Um tutor de IA que ouve os seus acordes",
            (
                "O Cavaquito ouve pelo microfone e diz-lhe que corda zumbiu.",
                "A IA aprendeu com gravações de músicos voluntários de todos os níveis.",
                "Sugere tocar mais devagar quando as mudanças de acorde fogem ao compasso.",
                "As lições são curtas de propósito: dez minutos por dia valem mais que uma hora ao domingo.",
            ),
        ),
        "ai_tide_pool_spotter": (
            "Lente de Poças",
            "Descobrir a vida das poças de maré com IA",
            (
                "Aponte a câmara a uma poça e a IA assinala anémonas, caranguejos e lapas.",
                "Cada palpite vem com uma pontuação de confiança, um pequeno ponto colorido.",
                "Não levante pedras para a fotografia; o que vive por baixo precisa da sombra.",
                "Veja primeiro a tabela de marés, porque as melhores poças enchem depressa.",
            ),
        ),
    },
}
