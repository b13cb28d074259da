"""The forty-seventh set's host pages, typed by hand: four workshops and three sites whose
topic is an AI tool, each ``(site, title, paragraphs)`` per language."""

from __future__ import annotations

KINDS = ("cooperage", "slate_quarry", "clog_guild", "quill_studio")
AI_KINDS = ("ai_cleave", "ai_retting", "ai_hoop")

HOSTS = {
    "en": {
        "cooperage": (
            "Aldercombe Cooperage",
            "Hooping oak casks by hand",
            (
                "Our coopers raise a cask from thirty-two staves, warmed over a small oak fire"
                " until they bend without splitting.",
                "Each iron hoop is driven down with a hammer and a driver until the joints close"
                " and the cask rings true when tapped.",
                "Visitors may watch the raising on Wednesday and Saturday mornings from the gallery"
                " above the workshop floor.",
            ),
        ),
        "slate_quarry": (
            "Penhallow Slate Works",
            "Riving roofing slate",
            (
                "A block of slate is split along its grain with a broad chisel and a wooden mallet,"
                " a little thinner at each stroke.",
                "A good river can take one block down to roofing slates barely five millimetres"
                " thick in under an hour.",
                "The dressing shed is open to school groups by arrangement; hard hats are lent at"
                " the gate.",
            ),
        ),
        "clog_guild": (
            "The Northern Clog Guild",
            "Soling and resoling wooden clogs",
            (
                "Clog soles are carved from alder or sycamore and shaped to the foot with a"
                " stock knife fixed to the bench.",
                "Worn soles are taken off, the uppers eased onto a new sole and nailed round with"
                " copper tacks.",
                "Members meet on the first Tuesday of the month to share lasts and compare irons.",
            ),
        ),
        "quill_studio": (
            "Birchbark Quill Studio",
            "Dyeing and flattening quills",
            (
                "Porcupine quills are washed, soaked in warm dye baths and flattened between the"
                " teeth or with a bone tool.",
                "The flattened quills are folded and stitched onto birchbark or hide in rows and"
                " rosettes.",
                "Our spring course runs for six evenings and every dye used in it is plant based.",
            ),
        ),
        "ai_cleave": (
            "CleaveCast",
            "An AI model that predicts where slate will split",
            (
                "CleaveCast is a machine learning model trained on photographs of ten thousand"
                " riven blocks and notes on how each split.",
                "From a photo of a block's edge it marks the grain lines and a likely first split,"
                " with a confidence score.",
                "It is an aid for apprentices, not a replacement for a river's eye, and it is wrong"
                " about one split in eight.",
            ),
        ),
        "ai_retting": (
            "RetWatch",
            "An AI timer for retting flax",
            (
                "RetWatch reads water temperature and a daily photo of the flax bundles and"
                " estimates how many days of retting are left.",
                "Growers still pull a test stem and snap it by hand before lifting the whole pond.",
                "The model was trained on three seasons of records from small growers and is"
                " free for them to use.",
            ),
        ),
        "ai_hoop": (
            "HoopSense",
            "An AI gauge for hoop tension",
            (
                "HoopSense listens to the ring of a cask struck with a small mallet and estimates"
                " how tightly each hoop sits.",
                "The assistant in the app explains its readings in plain words and suggests which"
                " hoop to drive further.",
                "Coopers tested it for a year; it agrees with an experienced ear about as often"
                " as two coopers agree with each other.",
            ),
        ),
    },
    "es": {
        "cooperage": (
            "Tonelería Arbeloa",
            "Enarcar barricas de roble a mano",
            (
                "Nuestros toneleros levantan cada barrica con treinta y dos duelas, calentadas"
                " al fuego hasta que se curvan sin rajarse.",
                "Cada aro de hierro se baja a golpe de martillo y tajadera hasta que las juntas"
                " cierran y la barrica suena limpia.",
                "Se puede ver el montaje los miércoles y sábados por la mañana desde la galería"
                " del taller.",
            ),
        ),
        "slate_quarry": (
            "Canteras de Pizarra Sobrado",
            "Exfoliar pizarra para tejados",
            (
                "El bloque de pizarra se abre siguiendo la veta con un cincel ancho y una maceta"
                " de madera, cada vez más fino.",
                "Un buen labrador saca de un bloque placas de cinco milímetros en menos de una"
                " hora.",
                "La nave de labrado recibe grupos escolares con cita previa; prestamos cascos en"
                " la entrada.",
            ),
        ),
        "clog_guild": (
            "Gremio de Almadreñeros de Caso",
            "Suelas y tacos de almadreñas",
            (
                "Las almadreñas se tallan en abedul o haya y se vacían con la legra y la barrena.",
                "Los tacos gastados se arrancan y se clavan otros nuevos de madera dura con"
                " puntas de cobre.",
                "Los socios se reúnen el primer martes de cada mes para compartir hormas y"
                " herramientas.",
            ),
        ),
        "quill_studio": (
            "Estudio Púa y Corteza",
            "Teñir y aplanar púas",
            (
                "Las púas se lavan, se remojan en tintes templados y se aplanan con una"
                " herramienta de hueso.",
                "Después se doblan y se cosen sobre corteza o cuero formando filas y rosetas.",
                "El curso de primavera dura seis tardes y todos los tintes son vegetales.",
            ),
        ),
        "ai_cleave": (
            "LajaPredice",
            "Un modelo de IA que predice por dónde se parte la pizarra",
            (
                "LajaPredice es un modelo de aprendizaje automático entrenado con fotos de diez"
                " mil bloques ya labrados.",
                "A partir de una foto del canto marca las vetas y un primer corte probable, con"
                " un grado de confianza.",
                "Ayuda a los aprendices, no sustituye el ojo del labrador, y falla en uno de cada"
                " ocho cortes.",
            ),
        ),
        "ai_retting": (
            "EnriaIA",
            "Un temporizador con IA para el enriado del lino",
            (
                "EnriaIA lee la temperatura del agua y una foto diaria de los haces y estima"
                " cuántos días de enriado quedan.",
                "Los cultivadores siguen sacando un tallo de prueba y partiéndolo a mano antes de"
                " vaciar la balsa.",
                "El modelo se entrenó con tres campañas de registros de pequeños productores y es"
                " gratuito para ellos.",
            ),
        ),
        "ai_hoop": (
            "AroSonido",
            "Un medidor con IA para la tensión de los aros",
            (
                "AroSonido escucha el sonido de una barrica golpeada con una maceta pequeña y"
                " estima lo apretado que está cada aro.",
                "El asistente de la aplicación explica las lecturas con palabras sencillas y"
                " sugiere qué aro bajar más.",
                "Los toneleros lo probaron un año y coincide con un oído experto casi tanto como"
                " dos toneleros entre sí.",
            ),
        ),
    },
    "pt": {
        "cooperage": (
            "Tanoaria Arcozelo",
            "Arquear pipas de carvalho à mão",
            (
                "Os nossos tanoeiros levantam cada pipa com trinta e duas aduelas, aquecidas ao"
                " lume até dobrarem sem rachar.",
                "Cada arco de ferro desce a golpes de martelo e chaço até as juntas fecharem e a"
                " pipa soar limpa.",
                "A montagem pode ser vista às quartas e sábados de manhã a partir da galeria da"
                " oficina.",
            ),
        ),
        "slate_quarry": (
            "Lousas de Valongo",
            "Fender lousa para telhados",
            (
                "O bloco de lousa abre-se pelo veio com um cinzel largo e um maço de madeira,"
                " cada vez mais fino.",
                "Um bom fendedor tira de um bloco placas de cinco milímetros em menos de uma hora.",
                "O pavilhão de fender recebe escolas por marcação; emprestamos capacetes à"
                " entrada.",
            ),
        ),
        "clog_guild": (
            "Associação de Tamanqueiros do Minho",
            "Solas de tamancos",
            (
                "As solas de tamanco são talhadas em amieiro ou choupo e afeiçoadas ao pé com uma"
                " faca presa à banca.",
                "As solas gastas saem, a gáspea passa para uma sola nova e é pregada à volta com"
                " tachas de cobre.",
                "Os sócios encontram-se na primeira terça-feira do mês para trocar formas e"
                " ferramentas.",
            ),
        ),
        "quill_studio": (
            "Atelier Espinho e Casca",
            "Tingir e achatar espinhos",
            (
                "Os espinhos de porco-espinho são lavados, mergulhados em tinturas mornas e"
                " achatados com uma ferramenta de osso.",
                "Depois dobram-se e cosem-se sobre casca de bétula ou couro em filas e rosetas.",
                "O curso da primavera dura seis serões e todas as tintas são vegetais.",
            ),
        ),
        "ai_cleave": (
            "FendaPrevista",
            "Um modelo de IA que prevê onde a lousa vai fender",
            (
                "A FendaPrevista é um modelo de aprendizagem automática treinado com fotografias"
                " de dez mil blocos já fendidos.",
                "A partir de uma foto da aresta marca os veios e uma primeira fenda provável, com"
                " um grau de confiança.",
                "Ajuda os aprendizes, não substitui o olho do fendedor, e erra uma fenda em cada"
                " oito.",
            ),
        ),
        "ai_retting": (
            "CurteLinho",
            "Um temporizador com IA para curtir linho",
            (
                "O CurteLinho lê a temperatura da água e uma foto diária dos molhos e estima"
                " quantos dias de curtimento faltam.",
                "Os produtores continuam a tirar um caule de prova e a parti-lo à mão antes de"
                " esvaziar o tanque.",
                "O modelo foi treinado com três campanhas de registos de pequenos produtores e é"
                " gratuito para eles.",
            ),
        ),
        "ai_hoop": (
            "ArcoOuvido",
            "Um medidor com IA para a tensão dos arcos",
            (
                "O ArcoOuvido escuta o som de uma pipa batida com um maço pequeno e estima o"
                " aperto de cada arco.",
                "O assistente da aplicação explica as leituras em palavras simples e sugere que"
                " arco descer mais.",
                "Os tanoeiros testaram-no durante um ano e concorda com um ouvido experiente"
                " quase tanto como dois tanoeiros entre si.",
            ),
        ),
    },
}
