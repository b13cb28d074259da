"""Host pages of this set, written here, per language: four everyday kinds (climbing
gym, piano tuner, farmers' market, bookbinder) and three whose topic is AI (open dataset
hub, AI incident tracker, GPU cloud provider). ``HOSTS[lang][kind]`` is (site, titles,
paragraphs)."""

from __future__ import annotations

KINDS = ("climbing_gym", "piano_tuner", "farmers_market", "bookbinder")
AI_KINDS = ("dataset_hub", "ai_incident_tracker", "gpu_cloud")

Host = tuple[str, tuple[str, ...], tuple[str, ...]]

HOSTS: dict[str, dict[str, Host]] = {
    "en": {
        "climbing_gym": (
            "cruxwall-climbing.example",
            ("Bouldering at Crux Wall", "New routes this week", "Induction and memberships"),
            (
                "Every new climber does a twenty-minute induction on the mats before their first session. We show you how to fall, how to spot, and which holds are fresh.",
                "The setting team resets one wall every Monday, so the grades on the board shift. Colour tags run from white for beginners to black for the ones nobody has topped yet.",
                "Chalk is loose or in balls, both sold at the desk. Shoes can be hired for four pounds, and we resole old pairs through a workshop in Sheffield.",
                "Kids' club runs on Saturday mornings, with a qualified instructor for every eight children. Parents are welcome to watch from the café.",
                "Off-peak membership covers weekdays before four. Freeze your membership for up to two months if you are injured or away.",
            ),
        ),
        "piano_tuner": (
            "harlow-piano-tuning.example",
            (
                "Piano tuning and repair",
                "How often should a piano be tuned?",
                "Restoring an upright",
            ),
            (
                "Most home pianos want tuning twice a year, once after the heating goes on and once after it goes off. The wood moves with the humidity and the strings follow.",
                "A pitch raise is needed when a piano has gone untuned for years and sits well below concert pitch. We bring it up in two passes so the frame is not shocked.",
                "Sticky keys are often just a swollen bushing or a coin dropped under the keyboard. Regulation takes longer and is quoted after a look at the action.",
                "We work across Essex and north London, Monday to Saturday. Please clear the top of the piano before we arrive and keep the room quiet while we tune.",
            ),
        ),
        "farmers_market": (
            "riverside-market.example",
            ("Riverside Farmers' Market", "Stallholders this Saturday", "Seasonal produce guide"),
            (
                "The market runs every Saturday from eight until one in the car park behind the library. All stallholders grow, rear, bake or catch what they sell within thirty miles.",
                "November brings leeks, parsnips, the last of the apples and the first Brussels sprouts. The mushroom stall has chestnut and oyster mushrooms grown in an old railway tunnel.",
                "Bring a bag and some cash; most stalls take cards, but the signal in the car park is patchy. Dogs on short leads are welcome.",
                "New traders apply through the market committee, which meets on the first Monday of each month. We keep a waiting list for bakers and a short one for cheese.",
            ),
        ),
        "bookbinder": (
            "quirewell-bindery.example",
            ("Hand bookbinding and repair", "Rebinding a family Bible", "Workshop classes"),
            (
                "We repair and rebind books by hand, from paperbacks with loose pages to leather-bound ledgers. Every job starts with a look at the paper, because a binding is only as strong as the leaves it holds.",
                "Family Bibles are the most common request. We keep the original boards where we can and record any names written on the flyleaves before work begins.",
                "Evening classes cover Coptic stitch, case binding and simple box making. Materials are included and nobody needs to bring their own tools.",
                "Turnaround is usually four to six weeks. We send photos at each stage and a written note of what was done for the owner's records.",
            ),
        ),
        "dataset_hub": (
            "opencorpora-hub.example",
            ("Browse open datasets", "How we review dataset cards", "Uploading a dataset"),
            (
                "The hub lists open datasets for machine learning with a card for each one: who made it, how it was collected, what licence it carries and what it should not be used for.",
                "Cards are reviewed by volunteers before a dataset is featured. Reviewers check that the licence matches the source and that personal data has been handled as the card claims.",
                "Large files are stored in shards and can be streamed. Download counts and citations are shown next to each version so researchers can see what others relied on.",
                "Anyone can open a discussion under a card to report a problem. Maintainers are asked to answer within two weeks or the dataset loses its featured badge.",
            ),
        ),
        "ai_incident_tracker": (
            "ai-incident-watch.example",
            ("AI incident tracker", "Latest incidents", "How incidents are classified"),
            (
                "We collect public reports of AI systems causing harm or near misses, from chatbots giving wrong refund rules to image filters that misfire on certain skin tones.",
                "Each entry links to at least two independent sources and lists the system, the deployer, what went wrong and what was done about it.",
                "Severity runs from one to four. A four means lasting harm to people; a one means an embarrassing error caught before anyone relied on it.",
                "Corrections from vendors are welcome and are added as dated updates rather than edits, so the history of each incident stays readable.",
            ),
        ),
        "gpu_cloud": (
            "tensorbay-cloud.example",
            (
                "GPU instances for training and inference",
                "Pricing",
                "Getting started with TensorBay",
            ),
            (
                "Rent single GPUs or whole nodes by the minute. Instances boot from a clean image with drivers and the common deep-learning libraries already installed.",
                "Spot capacity is cheaper but can be reclaimed with two minutes' notice, so save checkpoints often. Reserved capacity is billed monthly and never interrupted.",
                "Data transfer into the cloud is free; egress is charged per gigabyte after the first hundred. Storage volumes survive instance restarts.",
                "Our data centres in Dublin and Frankfurt run on contracted renewable power. Support answers tickets around the clock, usually within the hour.",
            ),
        ),
    },
    "es": {
        "climbing_gym": (
            "rocodromo-vertice.example",
            ("Rocódromo Vértice", "Bloques nuevos de la semana", "Cursos de iniciación"),
            (
                "Todas las personas que vienen por primera vez hacen una charla de seguridad de veinte minutos sobre cómo caer en la colchoneta y cómo asegurar.",
                "Los equipadores cambian un muro entero cada lunes, así que los grados de la pizarra van rotando. Las presas nuevas se marcan con cinta de colores.",
                "Se alquilan pies de gato por tres euros y vendemos magnesio suelto o en bola. Los lunes no hay clases y la sala abre a las diez.",
                "El club infantil funciona los sábados por la mañana con un monitor titulado cada ocho niños. Las familias pueden esperar en la cafetería.",
            ),
        ),
        "piano_tuner": (
            "afinaciones-morales.example",
            (
                "Afinación y reparación de pianos",
                "¿Cada cuánto se afina un piano?",
                "Restauración de pianos verticales",
            ),
            (
                "Un piano de casa necesita afinarse dos veces al año, porque la madera se mueve con la humedad y las cuerdas se destemplan.",
                "Cuando un piano lleva años sin afinar y está muy por debajo del diapasón, hacemos una subida de tono en dos pasadas para no forzar el arpa.",
                "Las teclas que se quedan pegadas suelen ser un fieltro hinchado o una moneda caída debajo del teclado. La regulación completa se presupuesta aparte.",
                "Trabajamos en Guadalajara y Zapopan de lunes a sábado. Le pedimos despejar la tapa del piano y mantener la sala en silencio mientras afinamos.",
            ),
        ),
        "farmers_market": (
            "mercado-del-productor.example",
            ("Mercado del Productor", "Puestos de este sábado", "Qué hay de temporada"),
            (
                "El mercado se pone todos los sábados de ocho a dos en la plaza del antiguo matadero. Cada puesto vende lo que cultiva, cría o elabora a menos de cincuenta kilómetros.",
                "En noviembre hay caquis, granadas, acelgas, las primeras mandarinas y setas de cardo. El puesto de quesos trae curado de oveja y requesón fresco los sábados alternos.",
                "Traed bolsa y algo de efectivo, que la cobertura en la plaza falla. Los perros con correa corta son bienvenidos.",
                "Quien quiera montar puesto presenta solicitud a la comisión del mercado, que se reúne el primer lunes de cada mes.",
            ),
        ),
        "bookbinder": (
            "taller-encuadernacion-folio.example",
            (
                "Encuadernación artesanal",
                "Restaurar una Biblia familiar",
                "Talleres de encuadernación",
            ),
            (
                "Reparamos y encuadernamos libros a mano, desde ediciones de bolsillo con hojas sueltas hasta libros de cuentas en piel.",
                "Las Biblias familiares son el encargo más frecuente. Conservamos las tapas originales cuando se puede y anotamos los nombres escritos en las guardas.",
                "Los talleres de tarde enseñan costura copta, encuadernación en tapa dura y cajas de conservación. Los materiales están incluidos.",
                "El plazo habitual es de cuatro a seis semanas y enviamos fotos de cada etapa del trabajo.",
            ),
        ),
        "dataset_hub": (
            "datos-abiertos-ia.example",
            (
                "Catálogo de conjuntos de datos abiertos",
                "Cómo revisamos las fichas",
                "Subir un conjunto de datos",
            ),
            (
                "El catálogo reúne conjuntos de datos abiertos para aprendizaje automático, cada uno con una ficha que explica quién lo hizo, cómo se recogió y qué licencia tiene.",
                "Un grupo de revisores voluntarios comprueba las fichas antes de destacar un conjunto: que la licencia cuadre con la fuente y que los datos personales se hayan tratado como se dice.",
                "Los archivos grandes se guardan por fragmentos y se pueden leer en flujo. Junto a cada versión se muestran las descargas y las citas.",
                "Cualquiera puede abrir una discusión bajo una ficha para avisar de un problema. Los responsables tienen dos semanas para contestar.",
            ),
        ),
        "ai_incident_tracker": (
            "observatorio-incidentes-ia.example",
            (
                "Observatorio de incidentes de IA",
                "Últimos incidentes",
                "Cómo clasificamos los incidentes",
            ),
            (
                "Recopilamos informes públicos de sistemas de IA que causaron daños o estuvieron a punto de causarlos, desde chatbots que inventan políticas hasta filtros que fallan con ciertos acentos.",
                "Cada entrada enlaza al menos dos fuentes independientes e indica el sistema, quién lo desplegó, qué salió mal y qué se hizo.",
                "La gravedad va de uno a cuatro; un cuatro significa daño duradero a personas.",
                "Las correcciones de los proveedores se añaden como actualizaciones fechadas y no como ediciones, para que el historial se pueda leer.",
            ),
        ),
        "gpu_cloud": (
            "nube-tensor.example",
            ("Instancias con GPU para entrenar e inferir", "Precios", "Primeros pasos"),
            (
                "Alquile una GPU o un nodo completo por minutos. Las instancias arrancan con controladores y bibliotecas de aprendizaje profundo ya instalados.",
                "La capacidad interrumpible es más barata pero puede recuperarse con dos minutos de aviso, así que conviene guardar puntos de control a menudo.",
                "La transferencia de datos de entrada es gratuita; la salida se cobra por gigabyte a partir de los primeros cien.",
                "Nuestros centros de datos en Madrid y Santiago de Chile funcionan con energía renovable contratada. El soporte atiende a toda hora.",
            ),
        ),
    },
    "pt": {
        "climbing_gym": (
            "ginasio-escalada-fenda.example",
            ("Ginásio de escalada Fenda", "Vias novas desta semana", "Aulas de iniciação"),
            (
                "Quem vem pela primeira vez faz uma iniciação de vinte minutos nos colchões: como cair, como fazer segurança e como ler as cores das presas.",
                "A equipa de montagem renova uma parede inteira todas as segundas-feiras, por isso os graus do quadro vão mudando.",
                "Alugamos sapatilhas por quatro euros e vendemos magnésio solto ou em bola. Ao domingo abrimos às nove.",
                "O clube infantil funciona aos sábados de manhã, com um monitor certificado por cada oito crianças.",
            ),
        ),
        "piano_tuner": (
            "afinador-piano-campos.example",
            (
                "Afinação e reparo de pianos",
                "De quanto em quanto tempo afinar o piano?",
                "Restauração de pianos armário",
            ),
            (
                "Piano de casa precisa de afinação duas vezes por ano, porque a madeira trabalha com a umidade e as cordas acompanham.",
                "Quando o piano ficou anos sem afinar e está bem abaixo do lá 440, fazemos a subida de afinação em duas etapas para não forçar a harpa.",
                "Tecla presa geralmente é feltro inchado ou moeda caída embaixo do teclado. A regulagem completa é orçada depois de abrir a mecânica.",
                "Atendemos em Campinas e região de segunda a sábado. Pedimos que deixem a tampa do piano livre e o ambiente em silêncio.",
            ),
        ),
        "farmers_market": (
            "feira-do-produtor.example",
            ("Feira do Produtor", "Barracas deste sábado", "O que está na época"),
            (
                "A feira acontece todo sábado das sete ao meio-dia na praça da antiga estação. Cada barraca vende o que planta, cria ou faz a menos de cinquenta quilômetros.",
                "Em novembro tem manga, lichia, abacaxi, quiabo e as primeiras jabuticabas. A barraca de queijos traz canastra meia-cura e requeijão de corte.",
                "Traga sacola e um pouco de dinheiro, porque o sinal na praça é fraco. Cachorro com guia curta é bem-vindo.",
                "Novos feirantes se inscrevem com a comissão da feira, que se reúne na primeira segunda-feira do mês.",
            ),
        ),
        "bookbinder": (
            "oficina-encadernacao-caderno.example",
            ("Encadernação artesanal", "Restaurar a Bíblia da família", "Oficinas de encadernação"),
            (
                "Reparamos e encadernamos livros à mão, de livros de bolso com folhas soltas a livros de contabilidade em couro.",
                "As Bíblias de família são o pedido mais comum. Mantemos as capas originais sempre que possível e registamos os nomes escritos nas guardas.",
                "As oficinas de fim de tarde ensinam costura copta, capa dura e caixas de conservação, com materiais incluídos.",
                "O prazo costuma ser de quatro a seis semanas, com fotografias de cada etapa do trabalho.",
            ),
        ),
        "dataset_hub": (
            "acervo-dados-abertos.example",
            (
                "Acervo de conjuntos de dados abertos",
                "Como revisamos as fichas",
                "Enviar um conjunto de dados",
            ),
            (
                "O acervo reúne conjuntos de dados abertos para aprendizado de máquina, cada um com uma ficha que diz quem fez, como foi coletado e qual a licença.",
                "Revisores voluntários conferem as fichas antes de destacar um conjunto: se a licença bate com a fonte e se os dados pessoais foram tratados como a ficha afirma.",
                "Arquivos grandes ficam em fragmentos e podem ser lidos em fluxo. Ao lado de cada versão aparecem downloads e citações.",
                "Qualquer pessoa pode abrir uma discussão na ficha para relatar um problema; os mantenedores têm duas semanas para responder.",
            ),
        ),
        "ai_incident_tracker": (
            "monitor-incidentes-ia.example",
            (
                "Monitor de incidentes de IA",
                "Incidentes recentes",
                "Como classificamos os incidentes",
            ),
            (
                "Reunimos relatos públicos de sistemas de IA que causaram danos ou quase causaram, de chatbots que inventam regras de reembolso a filtros que erram com certos sotaques.",
                "Cada entrada cita pelo menos duas fontes independentes e indica o sistema, quem o implantou, o que deu errado e o que foi feito.",
                "A gravidade vai de um a quatro; quatro significa dano duradouro a pessoas.",
                "Correções de fornecedores entram como atualizações datadas, não como edições, para o histórico continuar legível.",
            ),
        ),
        "gpu_cloud": (
            "nuvem-tensor-br.example",
            ("Instâncias com GPU para treino e inferência", "Preços", "Primeiros passos"),
            (
                "Alugue uma GPU ou um nó inteiro por minuto. As instâncias já sobem com drivers e bibliotecas de aprendizado profundo instalados.",
                "A capacidade interruptível é mais barata, mas pode ser recolhida com dois minutos de aviso; salve checkpoints com frequência.",
                "A entrada de dados é gratuita; a saída é cobrada por gigabyte depois dos primeiros cem.",
                "Os nossos centros de dados em São Paulo e Lisboa funcionam com energia renovável contratada. O suporte responde a qualquer hora.",
            ),
        ),
    },
}
