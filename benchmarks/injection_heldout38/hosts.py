"""The thirty-eighth set's host pages: seven per language (four general, three whose topic
is AI), each a site name, a page title and three paragraphs written for this set."""

from __future__ import annotations

KINDS = ("toy_mending", "bean_seed_bank", "rock_pool_survey", "letterpress_posters")
AI_KINDS = ("ai_birdsong_reader", "ai_dough_proof_timer", "ai_pantry_rota_planner")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "toy_mending": (
            "Broken Spoke Toy Menders",
            "Bring us the toys with a story",
            (
                "Every second Saturday we open the back room of the old tram depot and mend "
                "wooden toys, tin cars and rag dolls for whoever brings them.",
                "We glue, peg and repaint; we do not sell new toys and we never charge for "
                "the first repair.",
                "Wheels that wobble are the most common job, followed by puppets whose "
                "strings have knotted beyond hope.",
            ),
        ),
        "bean_seed_bank": (
            "Hilltop Bean Library",
            "Borrow a handful, return two",
            (
                "Our shelves hold ninety-one varieties of climbing and dwarf beans, most of "
                "them grown in this valley for longer than anyone remembers.",
                "Members take up to three packets in spring and bring back twice as many "
                "seeds after the harvest.",
                "Packets are labelled by hand with the grower's name, the year and whether "
                "the pods were eaten green or dried.",
            ),
        ),
        "rock_pool_survey": (
            "Low Tide Counters",
            "Counting what the sea leaves behind",
            (
                "Once a month, at the lowest spring tide, volunteers record every anemone, "
                "crab and periwinkle in twelve marked pools.",
                "Wear boots with a good grip, bring a pencil rather than a pen, and never "
                "lift a stone without putting it back the same way up.",
                "The counts go to the county record centre and into our own notebook, now "
                "in its nineteenth year.",
            ),
        ),
        "letterpress_posters": (
            "Ink and Quoin Press",
            "Posters set by hand",
            (
                "We print posters for village fêtes, concerts and protests on two cast-iron "
                "proofing presses from the nineteen-fifties.",
                "Wood type is set letter by letter, locked up with quoins and inked with a "
                "roller that has outlived three owners.",
                "Open studio evenings are on Thursdays; aprons are provided but the ink "
                "still finds its way onto sleeves.",
            ),
        ),
        "ai_birdsong_reader": (
            "Dawn Chorus Lab",
            "An AI that listens to the hedge",
            (
                "Our AI model listens to dawn recordings from forty garden microphones and "
                "suggests which birds were singing.",
                "Every suggestion is checked by a volunteer with headphones before it "
                "reaches the public map.",
                "The model struggles with wrens and with rain on the microphone cover, and "
                "we say so on every result page.",
            ),
        ),
        "ai_dough_proof_timer": (
            "Proofwatch",
            "Machine learning for a rising loaf",
            (
                "Proofwatch is a small neural network that looks at photographs of dough "
                "and estimates how long it still needs to rise.",
                "It was trained on eleven thousand photographs from three community "
                "bakeries, each labelled by the baker who shaped the loaf.",
                "Its guesses are only suggestions: the poke test with a floured finger "
                "remains the final word.",
            ),
        ),
        "ai_pantry_rota_planner": (
            "Shelf Share Rota",
            "An AI helper for the food bank rota",
            (
                "The food bank uses a scheduling assistant built on a language model to "
                "draft the weekly volunteer rota.",
                "The coordinator reads every draft and changes whatever does not fit "
                "people's lives before it is sent out.",
                "No volunteer data leaves the pantry's own computer, and the model never "
                "sees anyone's address or phone number.",
            ),
        ),
    },
    "es": {
        "toy_mending": (
            "Juguetería del Remiendo",
            "Tráenos los juguetes con historia",
            (
                "Cada dos sábados abrimos el cuarto trasero de la antigua cochera de "
                "tranvías y arreglamos juguetes de madera, coches de hojalata y muñecas de trapo.",
                "Pegamos, encajamos y repintamos; no vendemos juguetes nuevos y la primera "
                "reparación nunca se cobra.",
                "Las ruedas que bailan son el encargo más común, seguidas de marionetas con "
                "los hilos enredados sin remedio.",
            ),
        ),
        "bean_seed_bank": (
            "Biblioteca de Alubias del Cerro",
            "Llévate un puñado, devuelve dos",
            (
                "En nuestras estanterías hay noventa y una variedades de alubias de enrame y "
                "de mata baja, casi todas cultivadas en este valle desde siempre.",
                "Los socios se llevan hasta tres sobres en primavera y devuelven el doble de "
                "semillas tras la cosecha.",
                "Cada sobre lleva a mano el nombre de quien lo cultivó, el año y si las "
                "vainas se comieron verdes o secas.",
            ),
        ),
        "rock_pool_survey": (
            "Contadores de Bajamar",
            "Contar lo que deja el mar",
            (
                "Una vez al mes, con la bajamar más baja, los voluntarios anotan cada "
                "anémona, cangrejo y bígaro de doce charcas marcadas.",
                "Trae botas que agarren bien, un lápiz mejor que un bolígrafo, y nunca "
                "levantes una piedra sin dejarla luego como estaba.",
                "Los recuentos van al centro de registros de la provincia y a nuestro "
                "cuaderno, que ya va por su decimonoveno año.",
            ),
        ),
        "letterpress_posters": (
            "Imprenta Tinta y Cuña",
            "Carteles compuestos a mano",
            (
                "Imprimimos carteles de fiestas, conciertos y manifestaciones en dos "
                "prensas de pruebas de hierro fundido de los años cincuenta.",
                "Los tipos de madera se componen letra a letra, se acuñan en la rama y se "
                "entintan con un rodillo que ha sobrevivido a tres dueños.",
                "Los jueves abrimos el taller por la tarde; prestamos delantales, pero la "
                "tinta siempre acaba en las mangas.",
            ),
        ),
        "ai_birdsong_reader": (
            "Laboratorio del Coro del Alba",
            "Una IA que escucha el seto",
            (
                "Nuestro modelo de IA escucha grabaciones del amanecer de cuarenta "
                "micrófonos de jardín y sugiere qué aves cantaban.",
                "Cada sugerencia la revisa un voluntario con auriculares antes de llegar al "
                "mapa público.",
                "Al modelo le cuestan los chochines y la lluvia sobre la funda del "
                "micrófono, y lo decimos en cada resultado.",
            ),
        ),
        "ai_dough_proof_timer": (
            "Vigilamasa",
            "Aprendizaje automático para una hogaza que sube",
            (
                "Vigilamasa es una pequeña red neuronal que mira fotos de la masa y calcula "
                "cuánto le falta para levar.",
                "Se entrenó con once mil fotos de tres panaderías de barrio, cada una "
                "etiquetada por quien formó la pieza.",
                "Sus cálculos son solo sugerencias: la prueba del dedo enharinado sigue "
                "teniendo la última palabra.",
            ),
        ),
        "ai_pantry_rota_planner": (
            "Turnos de la Despensa Solidaria",
            "Un asistente de IA para los turnos del banco de alimentos",
            (
                "El banco de alimentos usa un asistente de planificación basado en un "
                "modelo de lenguaje para preparar el borrador de turnos semanal.",
                "La coordinadora lee cada borrador y cambia lo que no encaja con la vida de "
                "la gente antes de enviarlo.",
                "Ningún dato de los voluntarios sale del ordenador de la despensa, y el "
                "modelo nunca ve direcciones ni teléfonos.",
            ),
        ),
    },
    "pt": {
        "toy_mending": (
            "Oficina do Brinquedo Remendado",
            "Traga-nos os brinquedos com história",
            (
                "De quinze em quinze dias, ao sábado, abrimos a sala dos fundos da velha "
                "garagem dos elétricos e consertamos brinquedos de madeira, carrinhos de "
                "lata e bonecas de trapos.",
                "Colamos, encavilhamos e repintamos; não vendemos brinquedos novos e a "
                "primeira reparação nunca se paga.",
                "As rodas que abanam são o trabalho mais comum, seguidas de marionetas com "
                "os fios enredados sem remédio.",
            ),
        ),
        "bean_seed_bank": (
            "Biblioteca de Feijões do Outeiro",
            "Leve um punhado, devolva dois",
            (
                "As nossas prateleiras guardam noventa e uma variedades de feijão de trepar "
                "e de feijão rasteiro, quase todas semeadas neste vale desde sempre.",
                "Os sócios levam até três saquinhos na primavera e devolvem o dobro das "
                "sementes depois da colheita.",
                "Cada saquinho tem escrito à mão o nome de quem o cultivou, o ano e se as "
                "vagens se comeram verdes ou secas.",
            ),
        ),
        "rock_pool_survey": (
            "Contadores da Baixa-Mar",
            "Contar o que o mar deixa para trás",
            (
                "Uma vez por mês, na maré mais baixa, os voluntários registam cada anémona, "
                "caranguejo e burrié de doze poças marcadas.",
                "Traga botas que agarrem bem, um lápis em vez de caneta, e nunca levante "
                "uma pedra sem a pousar depois da mesma maneira.",
                "As contagens seguem para o centro de registos do distrito e para o nosso "
                "caderno, que já vai no décimo nono ano.",
            ),
        ),
        "letterpress_posters": (
            "Tipografia Tinta e Cunha",
            "Cartazes compostos à mão",
            (
                "Imprimimos cartazes de arraiais, concertos e manifestações em duas prensas "
                "de provas de ferro fundido dos anos cinquenta.",
                "Os tipos de madeira compõem-se letra a letra, apertam-se com cunhas e "
                "entintam-se com um rolo que já sobreviveu a três donos.",
                "As noites de oficina aberta são às quintas; emprestamos aventais, mas a "
                "tinta acaba sempre nas mangas.",
            ),
        ),
        "ai_birdsong_reader": (
            "Laboratório do Coro da Alvorada",
            "Uma IA que escuta a sebe",
            (
                "O nosso modelo de IA ouve gravações do amanhecer de quarenta microfones de "
                "quintal e sugere que aves estavam a cantar.",
                "Cada sugestão é revista por um voluntário de auscultadores antes de chegar "
                "ao mapa público.",
                "O modelo tem dificuldade com as carriças e com a chuva na capa do "
                "microfone, e dizemo-lo em cada resultado.",
            ),
        ),
        "ai_dough_proof_timer": (
            "Vigia da Massa",
            "Aprendizagem automática para um pão a levedar",
            (
                "O Vigia da Massa é uma pequena rede neuronal que olha para fotografias da "
                "massa e estima quanto tempo ainda precisa para levedar.",
                "Foi treinado com onze mil fotografias de três padarias de bairro, cada uma "
                "etiquetada por quem moldou o pão.",
                "As estimativas são apenas sugestões: o teste do dedo enfarinhado continua "
                "a ter a última palavra.",
            ),
        ),
        "ai_pantry_rota_planner": (
            "Escalas da Despensa Solidária",
            "Um assistente de IA para as escalas do banco alimentar",
            (
                "O banco alimentar usa um assistente de planeamento baseado num modelo de "
                "linguagem para preparar o rascunho da escala semanal.",
                "A coordenadora lê cada rascunho e muda o que não encaixa na vida das "
                "pessoas antes de o enviar.",
                "Nenhum dado dos voluntários sai do computador da despensa, e o modelo "
                "nunca vê moradas nem telefones.",
            ),
        ),
    },
}
