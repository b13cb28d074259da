"""The fortieth set's seven host pages per language, written by hand for this set: four
general hosts (a boatyard, a net loft, a clock-repair bench, a smokery) and three whose topic
is AI (a knitting-motif recogniser, a bog-moisture sensor desk, an arrow-balance tuning lab).
``HOSTS[lang][kind]`` is (site, title, paragraphs)."""

from __future__ import annotations

KINDS = ("boatyard", "netloft", "clock_repair", "smokery")
AI_KINDS = ("ai_motif_lab", "ai_bog_sensor_desk", "ai_arrow_tuning_lab")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "boatyard": (
            "Saltmarsh Lane Boatyard",
            "Clinker dinghies on the slip this winter",
            (
                "Three larch-on-oak dinghies are being planked in the long shed until March.",
                "Visitors may watch the riveting on Saturday mornings from behind the rope.",
                "Steamed ribs go in on Tuesdays, so the shed is warm and smells of wet timber.",
                "Offcuts of oak are free to take for anyone who brings their own sack.",
            ),
        ),
        "netloft": (
            "Gull Quay Net Loft",
            "Mending days in the upper loft",
            (
                "The loft opens for net mending every second Thursday from ten until four.",
                "Bring a netting needle if you have one; the loft lends spares of every gauge.",
                "Tarred twine is kept downstairs because the smell climbs the stairs quickly.",
                "Beginners start on a square of herring mesh before touching a real trawl.",
            ),
        ),
        "clock_repair": (
            "Mill Street Clock Bench",
            "Longcase movements and what we charge",
            (
                "We clean and re-bush longcase movements and return most within six weeks.",
                "A quote is free once the movement is on the bench and out of its case.",
                "Please do not oil a stopped clock yourself; old oil and new oil make a paste.",
                "Collection from the house is possible within ten miles for a small fee.",
            ),
        ),
        "smokery": (
            "Harrow Point Smokery",
            "What is in the kiln this week",
            (
                "Oak-smoked haddock and a small batch of kippers come out on Friday.",
                "The kiln runs cold at night, so orders placed after noon wait a day.",
                "We sell through the hatch at the side door; knock twice if nobody answers.",
                "Sawdust comes from a cooperage up the valley and is never treated.",
            ),
        ),
        "ai_motif_lab": (
            "Purl Pattern AI Lab",
            "Teaching a model to read gansey motifs",
            (
                "Our AI model labels cable, moss and ladder motifs from photographs of old jerseys.",
                "Knitters send pictures and we compare the model's labels with their own.",
                "The model still confuses a marriage line with a plain rib in poor light.",
                "Every labelled photograph is kept only with the sender's written consent.",
            ),
        ),
        "ai_bog_sensor_desk": (
            "Moorside AI Sensor Desk",
            "Machine learning on peat moisture readings",
            (
                "Fifty probes on the moor send readings that a small AI model turns into forecasts.",
                "The forecasts tell volunteers which banks are safe to walk after heavy rain.",
                "When a probe drifts, the model flags it rather than trusting the number.",
                "We publish the training data and the model card every spring.",
            ),
        ),
        "ai_arrow_tuning_lab": (
            "Fletch and Spine AI Lab",
            "An assistant that checks arrow balance",
            (
                "Archers weigh each arrow and our AI assistant suggests where the balance point sits.",
                "It learned from four thousand arrows measured by hand at two clubs.",
                "The assistant is a helper only; a bowyer still checks every set by eye.",
                "Results are shared with the clubs that lent us their arrows.",
            ),
        ),
    },
    "es": {
        "boatyard": (
            "Astillero del Camino Salobre",
            "Botes de tingladillo en la grada este invierno",
            (
                "Tres botes de alerce sobre roble se tablean en la nave larga hasta marzo.",
                "Los sábados por la mañana se puede ver el remachado desde detrás de la cuerda.",
                "Las cuadernas al vapor se colocan los martes y la nave huele a madera mojada.",
                "Los recortes de roble son gratis para quien traiga su propio saco.",
            ),
        ),
        "netloft": (
            "Redero del Muelle de las Gaviotas",
            "Días de remiendo en el desván",
            (
                "El desván abre para remendar redes cada dos jueves, de diez a cuatro.",
                "Trae una aguja de redes si tienes; prestamos de todas las medidas.",
                "El hilo alquitranado se guarda abajo porque el olor sube enseguida.",
                "Quien empieza practica con un cuadrado de malla sardinera antes de tocar un arte real.",
            ),
        ),
        "clock_repair": (
            "Banco de Relojería de la Calle del Molino",
            "Máquinas de reloj de caja alta y tarifas",
            (
                "Limpiamos y rebujamos máquinas de caja alta y devolvemos casi todas en seis semanas.",
                "El presupuesto es gratuito una vez que la máquina está en el banco.",
                "No engrase un reloj parado; el aceite viejo y el nuevo forman una pasta.",
                "Recogemos en casa a menos de quince kilómetros por un pequeño recargo.",
            ),
        ),
        "smokery": (
            "Ahumadero de Punta Grada",
            "Qué hay en el horno esta semana",
            (
                "El viernes salen abadejo ahumado con roble y una tanda pequeña de arenques.",
                "El horno trabaja en frío por la noche; los pedidos de la tarde esperan un día.",
                "Vendemos por la ventanilla de la puerta lateral; llame dos veces si nadie responde.",
                "El serrín viene de una tonelería del valle y nunca lleva tratamiento.",
            ),
        ),
        "ai_motif_lab": (
            "Laboratorio de IA Punto del Revés",
            "Un modelo que aprende a leer motivos de jersey marinero",
            (
                "Nuestro modelo de IA etiqueta ochos, punto de arroz y escaleras en fotos de jerseys antiguos.",
                "Las tejedoras envían fotos y comparamos las etiquetas del modelo con las suyas.",
                "Con poca luz el modelo todavía confunde una línea de boda con un elástico liso.",
                "Cada foto etiquetada se guarda solo con el consentimiento escrito de quien la envía.",
            ),
        ),
        "ai_bog_sensor_desk": (
            "Mesa de Sensores IA del Páramo",
            "Aprendizaje automático con la humedad de la turba",
            (
                "Cincuenta sondas del páramo envían lecturas que un pequeño modelo de IA convierte en previsiones.",
                "Las previsiones indican a los voluntarios qué turberas se pueden pisar tras la lluvia.",
                "Cuando una sonda se desvía, el modelo la marca en lugar de fiarse del número.",
                "Publicamos los datos de entrenamiento y la ficha del modelo cada primavera.",
            ),
        ),
        "ai_arrow_tuning_lab": (
            "Laboratorio de IA Pluma y Astil",
            "Un asistente que comprueba el equilibrio de las flechas",
            (
                "Los arqueros pesan cada flecha y nuestro asistente de IA propone dónde cae el punto de equilibrio.",
                "Aprendió de cuatro mil flechas medidas a mano en dos clubes.",
                "El asistente solo ayuda; un arquero experto revisa cada juego a ojo.",
                "Los resultados se comparten con los clubes que nos prestaron sus flechas.",
            ),
        ),
    },
    "pt": {
        "boatyard": (
            "Estaleiro da Travessa do Sapal",
            "Botes de tabuado trincado na carreira este inverno",
            (
                "Três botes de lariço sobre carvalho estão a ser tabuados no pavilhão comprido até março.",
                "Ao sábado de manhã pode ver-se a rebitagem por detrás da corda.",
                "As cavernas vaporizadas entram às terças e o pavilhão cheira a madeira molhada.",
                "Os retalhos de carvalho são grátis para quem trouxer o seu próprio saco.",
            ),
        ),
        "netloft": (
            "Sótão das Redes do Cais das Gaivotas",
            "Dias de remendo no sótão",
            (
                "O sótão abre para remendar redes de quinze em quinze dias, à quinta, das dez às quatro.",
                "Traga uma agulha de redes se tiver; emprestamos de todas as medidas.",
                "A linha alcatroada fica em baixo porque o cheiro sobe depressa.",
                "Quem começa pratica num quadrado de malha de sardinha antes de tocar numa arte a sério.",
            ),
        ),
        "clock_repair": (
            "Bancada de Relojoaria da Rua do Moinho",
            "Máquinas de relógio de caixa alta e preços",
            (
                "Limpamos e rebuchamos máquinas de caixa alta e devolvemos quase todas em seis semanas.",
                "O orçamento é gratuito depois de a máquina estar na bancada.",
                "Não lubrifique um relógio parado; o óleo velho e o novo fazem uma pasta.",
                "Recolhemos em casa até quinze quilómetros por uma pequena taxa.",
            ),
        ),
        "smokery": (
            "Fumeiro da Ponta da Grade",
            "O que está no forno esta semana",
            (
                "Na sexta saem arinca fumada em carvalho e um pequeno lote de arenques.",
                "O forno trabalha a frio durante a noite; as encomendas da tarde esperam um dia.",
                "Vendemos pelo postigo da porta lateral; bata duas vezes se ninguém responder.",
                "A serradura vem de uma tanoaria do vale e nunca é tratada.",
            ),
        ),
        "ai_motif_lab": (
            "Laboratório de IA Ponto Liga",
            "Um modelo que aprende a ler motivos de camisola de pescador",
            (
                "O nosso modelo de IA identifica tranças, ponto de arroz e escadas em fotografias de camisolas antigas.",
                "As tricotadeiras enviam fotografias e comparamos as etiquetas do modelo com as delas.",
                "Com pouca luz o modelo ainda confunde uma linha de casamento com um canelado liso.",
                "Cada fotografia etiquetada só é guardada com o consentimento escrito de quem a envia.",
            ),
        ),
        "ai_bog_sensor_desk": (
            "Mesa de Sensores IA da Charneca",
            "Aprendizagem automática com a humidade da turfa",
            (
                "Cinquenta sondas da charneca enviam leituras que um pequeno modelo de IA transforma em previsões.",
                "As previsões dizem aos voluntários que turfeiras se podem pisar depois da chuva.",
                "Quando uma sonda se desvia, o modelo assinala-a em vez de confiar no número.",
                "Publicamos os dados de treino e a ficha do modelo todas as primaveras.",
            ),
        ),
        "ai_arrow_tuning_lab": (
            "Laboratório de IA Pena e Haste",
            "Um assistente que verifica o equilíbrio das flechas",
            (
                "Os arqueiros pesam cada flecha e o nosso assistente de IA sugere onde fica o ponto de equilíbrio.",
                "Aprendeu com quatro mil flechas medidas à mão em dois clubes.",
                "O assistente é só uma ajuda; um arqueiro experiente revê cada conjunto a olho.",
                "Os resultados são partilhados com os clubes que nos emprestaram as flechas.",
            ),
        ),
    },
}
