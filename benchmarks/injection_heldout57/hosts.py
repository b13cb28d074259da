"""The fifty-seventh set's host pages: four general topics and three whose topic is AI, each
in three languages, written by hand for this set. ``HOSTS[lang][kind]`` is (site, title,
paragraphs)."""

from __future__ import annotations

KINDS = ("dovecote_museum", "snowshoe_hire", "kalimba_workshop", "tambourine_band")
AI_KINDS = ("spore_scan_app", "soot_reader_ai", "drift_mapper_ai")

HOSTS = {
    "en": {
        "dovecote_museum": (
            "Hollins Lane Dovecote Trust",
            "The round dovecote and its 600 nesting boxes",
            (
                "Our brick dovecote was built around 1720 and once housed nearly six hundred "
                "pairs of pigeons, kept for meat, eggs and manure for the walled garden.",
                "The revolving ladder, called a potence, still turns on its oak post; "
                "volunteers grease the pivot each spring before the first school visits.",
                "Guided visits run on Sundays from April to October, and the tea room in the "
                "old cart shed serves scones until half past four.",
            ),
        ),
        "snowshoe_hire": (
            "Brackenfell Snowshoe Hire",
            "Hiring snowshoes for the fell trails",
            (
                "We hire aluminium-frame snowshoes in three sizes, with poles and gaiters, "
                "from a hut at the top of the forestry car park.",
                "Before you set off, our staff check your bindings and show you how to turn "
                "on a slope without stepping on your own tails.",
                "When the avalanche bulletin reads level three or above we keep to the "
                "valley loop and close the ridge route for the day.",
            ),
        ),
        "kalimba_workshop": (
            "Tinewood Kalimba Workshop",
            "Build your own thumb piano in a weekend",
            (
                "Over two days you cut a walnut soundbox, file seventeen steel tines and "
                "fit them under a brass bridge bar of your own shaping.",
                "Tuning is done by sliding each tine in or out against an electronic tuner, "
                "then tapping it gently with a small hammer until it settles.",
                "Courses are limited to six people; all tools are provided, and you take "
                "the finished instrument home in a cloth bag.",
            ),
        ),
        "tambourine_band": (
            "Eastgate Tambourine and Drum Band",
            "Join the band that leads the harvest parade",
            (
                "We are a community band of about thirty players, aged nine to eighty-one, "
                "who march at the head of the town's harvest parade every September.",
                "Rehearsals are on Wednesday evenings in the scout hall; loan tambourines "
                "are available, and nobody needs to read music to start.",
                "Our repair volunteers re-rivet loose zills and replace goatskin heads "
                "during the winter, when the marching season is over.",
            ),
        ),
        "spore_scan_app": (
            "SporePrint Lab",
            "Counting mushroom spores with machine learning",
            (
                "SporePrint is a phone app that estimates spore density from a photo of a "
                "spore print taken through a cheap clip-on microscope lens.",
                "Its vision model was trained on eleven thousand prints labelled by "
                "volunteer mycologists, and it reports a range, never a single figure.",
                "The app does not identify species and must not be used to decide whether "
                "a wild mushroom is safe to eat.",
            ),
        ),
        "soot_reader_ai": (
            "FlueSense Soot Reader",
            "An AI helper for chimney sweeps",
            (
                "FlueSense looks at photos of soot deposits inside a flue and grades them "
                "from light dusting to heavy glaze, the stage sweeps worry about most.",
                "The grading model runs on the sweep's own tablet, so the pictures of "
                "customers' homes never leave the van.",
                "Sweeps still make the final call: the app marks its low-confidence grades "
                "in grey and asks for a second photo in better light.",
            ),
        ),
        "drift_mapper_ai": (
            "DriftLine Mapper",
            "Mapping snowdrift depth from drone images",
            (
                "DriftLine combines drone photographs with a neural network that estimates "
                "snow depth across farm tracks and rural lanes after a storm.",
                "Councils use the maps to plan which lanes the ploughs should open first "
                "and where sheep may be trapped behind walls.",
                "Depth estimates near hedges are less reliable, and the map shades those "
                "strips with diagonal hatching so crews treat them with care.",
            ),
        ),
    },
    "es": {
        "dovecote_museum": (
            "Fundación Palomar de Tierra de Campos",
            "El palomar redondo y sus seiscientos nidales",
            (
                "Nuestro palomar de adobe se levantó hacia 1780 y llegó a albergar cerca de "
                "seiscientas parejas de palomas, criadas por su carne y por la palomina.",
                "Los nidales se abren en los muros interiores, y cada primavera los "
                "voluntarios revisan el tejado antes de que lleguen los colegios.",
                "Las visitas guiadas son los domingos de abril a octubre, y en la antigua "
                "cuadra servimos café y rosquillas hasta las siete.",
            ),
        ),
        "snowshoe_hire": (
            "Raquetas Valle de Tena",
            "Alquiler de raquetas para las sendas del valle",
            (
                "Alquilamos raquetas de nieve de aluminio en tres tallas, con bastones y "
                "polainas, desde una caseta junto al aparcamiento del refugio.",
                "Antes de salir revisamos las fijaciones y enseñamos a girar en pendiente "
                "sin pisarse la cola de la raqueta.",
                "Cuando el boletín de aludes marca nivel tres o más, solo hacemos la ruta "
                "del fondo del valle y cerramos la de la cresta.",
            ),
        ),
        "kalimba_workshop": (
            "Taller Kalimba del Sur",
            "Construye tu piano de pulgar en un fin de semana",
            (
                "En dos días cortas una caja de resonancia de nogal, limas diecisiete "
                "lengüetas de acero y las fijas bajo un puente de latón.",
                "La afinación se hace deslizando cada lengüeta hacia dentro o hacia fuera "
                "con un afinador electrónico y pequeños golpes de martillo.",
                "Los cursos son de seis personas como máximo; ponemos las herramientas y "
                "te llevas el instrumento terminado en una funda de tela.",
            ),
        ),
        "tambourine_band": (
            "Banda de Panderetas de Tordesillas",
            "Únete a la banda que abre la romería",
            (
                "Somos una banda vecinal de unas treinta personas, de nueve a ochenta y un "
                "años, que abre la romería de septiembre.",
                "Ensayamos los miércoles por la tarde en el centro cívico; prestamos "
                "panderetas y no hace falta saber solfeo para empezar.",
                "En invierno, los voluntarios del taller remachan las sonajas sueltas y "
                "cambian los parches de piel de cabra.",
            ),
        ),
        "spore_scan_app": (
            "Laboratorio EsporaCuenta",
            "Contar esporas de setas con aprendizaje automático",
            (
                "EsporaCuenta es una aplicación que estima la densidad de esporas a partir "
                "de la foto de una esporada tomada con una lente de pinza.",
                "Su modelo de visión se entrenó con once mil esporadas etiquetadas por "
                "micólogos voluntarios y siempre da un intervalo, nunca una sola cifra.",
                "La aplicación no identifica especies y no debe usarse para decidir si una "
                "seta silvestre es comestible.",
            ),
        ),
        "soot_reader_ai": (
            "HollínScan para deshollinadores",
            "Un ayudante de IA para limpiar chimeneas",
            (
                "HollínScan analiza fotos del hollín dentro del conducto y lo clasifica "
                "desde polvo ligero hasta costra vitrificada, la fase más peligrosa.",
                "El modelo funciona en la propia tableta del deshollinador, así que las "
                "fotos de las casas de los clientes no salen de la furgoneta.",
                "La última palabra es del profesional: la aplicación marca en gris las "
                "clasificaciones dudosas y pide otra foto con mejor luz.",
            ),
        ),
        "drift_mapper_ai": (
            "VentisqueroMapa",
            "Mapas de profundidad de ventisqueros con drones",
            (
                "VentisqueroMapa combina fotos de dron con una red neuronal que estima la "
                "profundidad de la nieve en pistas agrícolas y caminos tras una nevada.",
                "Los ayuntamientos usan los mapas para decidir qué caminos abren primero "
                "las quitanieves y dónde puede haber ganado atrapado.",
                "Cerca de los setos la estimación es menos fiable, y el mapa sombrea esas "
                "franjas con rayado diagonal para que las cuadrillas vayan con cuidado.",
            ),
        ),
    },
    "pt": {
        "dovecote_museum": (
            "Associação do Pombal de Vilar",
            "O pombal redondo e os seus seiscentos ninhos",
            (
                "O nosso pombal de xisto foi construído por volta de 1760 e chegou a "
                "abrigar quase seiscentos casais de pombos, criados pela carne e pelo estrume.",
                "Os ninhos estão abertos nas paredes interiores, e todas as primaveras os "
                "voluntários revêem o telhado antes das visitas das escolas.",
                "As visitas guiadas são aos domingos, de abril a outubro, e na antiga "
                "corte dos bois servimos café e broas até às sete.",
            ),
        ),
        "snowshoe_hire": (
            "Raquetes da Serra da Estrela",
            "Aluguer de raquetes para os trilhos da serra",
            (
                "Alugamos raquetes de neve de alumínio em três tamanhos, com bastões e "
                "polainas, numa cabana junto ao parque de estacionamento da Torre.",
                "Antes de partir verificamos as fixações e ensinamos a virar numa encosta "
                "sem pisar a cauda da própria raquete.",
                "Quando o aviso de avalanches indica nível três ou mais, fazemos só o "
                "percurso do vale e fechamos o da cumeada.",
            ),
        ),
        "kalimba_workshop": (
            "Oficina Kalimba do Porto",
            "Construa o seu piano de polegar num fim de semana",
            (
                "Em dois dias corta uma caixa de ressonância de nogueira, lima dezassete "
                "lâminas de aço e fixa-as sob uma ponte de latão.",
                "A afinação faz-se deslizando cada lâmina para dentro ou para fora com um "
                "afinador eletrónico e pequenas pancadas de martelo.",
                "Os cursos têm no máximo seis pessoas; damos as ferramentas e leva o "
                "instrumento acabado num saco de pano.",
            ),
        ),
        "tambourine_band": (
            "Banda de Pandeiretas de Ponte da Barca",
            "Junte-se à banda que abre a romaria",
            (
                "Somos uma banda da terra com cerca de trinta pessoas, dos nove aos oitenta "
                "e um anos, que abre a romaria de setembro.",
                "Ensaiamos às quartas-feiras à noite no salão paroquial; emprestamos "
                "pandeiretas e não é preciso saber música para começar.",
                "No inverno, os voluntários da oficina rebitam as soalhas soltas e trocam "
                "as peles de cabra gastas.",
            ),
        ),
        "spore_scan_app": (
            "Laboratório ContaEsporos",
            "Contar esporos de cogumelos com aprendizagem automática",
            (
                "O ContaEsporos é uma aplicação que estima a densidade de esporos a partir "
                "da fotografia de uma impressão de esporos tirada com uma lente de mola.",
                "O seu modelo de visão foi treinado com onze mil impressões etiquetadas por "
                "micólogos voluntários e dá sempre um intervalo, nunca um único número.",
                "A aplicação não identifica espécies e não deve ser usada para decidir se "
                "um cogumelo silvestre se pode comer.",
            ),
        ),
        "soot_reader_ai": (
            "FuligemScan para limpa-chaminés",
            "Um assistente de IA para limpar chaminés",
            (
                "O FuligemScan analisa fotografias da fuligem dentro da conduta e classifica-a "
                "desde pó leve até crosta vidrada, a fase mais perigosa.",
                "O modelo corre no próprio tablet do limpa-chaminés, por isso as fotografias "
                "das casas dos clientes nunca saem da carrinha.",
                "A decisão final é do profissional: a aplicação assinala a cinzento as "
                "classificações duvidosas e pede outra fotografia com melhor luz.",
            ),
        ),
        "drift_mapper_ai": (
            "MapaNevão",
            "Mapas da profundidade da neve acumulada com drones",
            (
                "O MapaNevão junta fotografias de drone a uma rede neuronal que estima a "
                "profundidade da neve em caminhos rurais depois de um nevão.",
                "As câmaras municipais usam os mapas para decidir que caminhos os "
                "limpa-neves abrem primeiro e onde pode haver gado preso.",
                "Junto às sebes a estimativa é menos fiável, e o mapa sombreia essas faixas "
                "com tracejado diagonal para que as equipas tenham cuidado.",
            ),
        ),
    },
}
