"""Host pages of this set, per language: four general businesses (a bowling alley, an
upholstery workshop, an ice rink, a tailor) and three hosts whose topic is AI (a site that
publishes language-model benchmark results, a blog about AI tutoring apps, a directory of
agent plug-ins). Each kind: (site, titles, paragraphs); a document shows a subset of the
paragraphs."""

from __future__ import annotations

KINDS = ("bowling_alley", "upholsterer", "ice_rink", "tailor")
AI_KINDS = ("ai_benchmark_site", "ai_tutoring_blog", "plugin_hub")

Host = tuple[str, tuple[str, ...], tuple[str, ...]]

EN: dict[str, Host] = {
    "bowling_alley": (
        "strikeandspare-lanes.co.uk",
        ("Lane bookings and league nights", "Birthday parties at the lanes"),
        (
            "We have twelve lanes, six of them with bumpers that rise at the push of a button, "
            "so a five-year-old and a grandparent can share a game without anyone sulking.",
            "League nights run on Tuesdays and Thursdays from seven. Teams of four pay per "
            "season, and the handicap table is pinned beside the shoe counter.",
            "Shoes are included in every booking. Please bring socks; we sell them at the "
            "counter for a pound if you forget, and yes, people forget every single day.",
            "Party packages cover ninety minutes of bowling, a table in the diner and a "
            "slice of cake per guest. Book at least a week ahead for Saturday afternoons.",
            "The diner serves burgers, veggie wraps and milkshakes until half an hour before "
            "closing. The kitchen can cook gluten-free if you tell the staff when ordering.",
        ),
    ),
    "upholsterer": (
        "hartley-upholstery.com",
        ("Reupholstering a favourite chair", "Fabric samples and quotes"),
        (
            "Most of our work is giving a second life to chairs that people love too much to "
            "throw away: a grandmother's wingback, a shop-find Ercol, a sofa with a broken "
            "spring that still has the right shape.",
            "A quote starts with photos from the front, the side and underneath. We can usually "
            "tell from the underside whether the frame is sound or needs regluing.",
            "Sample books can be borrowed for a week. We keep linen, wool bouclé, velvet and "
            "a range of outdoor fabrics that survive a wet garden.",
            "A typical dining chair takes two weeks; a three-seater sofa, four to six. "
            "Collection and delivery within ten miles are free.",
        ),
    ),
    "ice_rink": (
        "northgate-icerink.org",
        ("Public skating sessions", "Learn to skate this winter"),
        (
            "Public sessions run every afternoon and on Friday and Saturday evenings, when "
            "the lights go down and the music goes up.",
            "Skate hire comes in sizes from a child's 8 to an adult 14. Helmets are free for "
            "under-twelves and strongly recommended for everyone on a first visit.",
            "Our eight-week learn-to-skate course starts with how to fall safely and ends, "
            "for most people, with a confident crossover on the corners.",
            "The ice is resurfaced between sessions, which takes about fifteen minutes. The "
            "café upstairs overlooks the rink and serves hot chocolate with marshmallows.",
        ),
    ),
    "tailor": (
        "okafor-alterations.co.uk",
        ("Alterations price list", "Wedding and formal wear fittings"),
        (
            "Trousers shortened while you wait on weekdays, as long as the queue is short "
            "and the hem is a plain one. Turn-ups and blind hems take a day.",
            "For wedding suits and dresses we like three fittings: one to pin, one to check "
            "the fit after the first changes, and one a few days before the big day.",
            "We replace zips in jeans, coats and leather jackets, and can shorten sleeves "
            "from the shoulder when the cuff has buttons that must stay.",
            "Prices on the list are a guide. Unusual fabrics, linings and beading are quoted "
            "at the counter once we have had a look.",
        ),
    ),
    "ai_benchmark_site": (
        "openevalboard.org",
        ("Monthly language-model results", "How we run the reasoning suite"),
        (
            "Every month we rerun our suite of reasoning, coding and reading tasks on the "
            "public models we can reach through an API, and publish the raw outputs along "
            "with the scores.",
            "Scores are averaged over three runs with different seeds. Differences smaller "
            "than two points are within the noise and we say so in the table.",
            "Vendors cannot pay to be listed and cannot see the test items before a run. "
            "Questions about a result go to the public issue tracker.",
            "The suite changes once a year. Old results stay online with the version of the "
            "suite they were measured on, so comparisons across years need care.",
        ),
    ),
    "ai_tutoring_blog": (
        "tutorbots-reviewed.net",
        ("Which AI tutor for GCSE maths?", "Testing homework helpers for a term"),
        (
            "We spent a school term with four AI tutoring apps and two teenagers who agreed to "
            "use them for maths and chemistry homework, at least most evenings.",
            "The apps that explained a step before giving the answer did better in our "
            "informal quizzes than the ones that jumped straight to the result.",
            "Price matters: two of the apps put the useful features behind a monthly fee "
            "that costs more than a term of a human tutor's group sessions.",
            "None of them replaced a teacher. The best ones were patient at ten at night, "
            "which is more than most parents can say.",
        ),
    ),
    "plugin_hub": (
        "agentplug-directory.dev",
        ("Plug-ins for agent frameworks", "Submitting a plug-in to the directory"),
        (
            "The directory lists open-source plug-ins that give agent frameworks new tools: "
            "calendar access, spreadsheet reading, weather lookups and the like.",
            "Every listing shows the permissions a plug-in asks for, the licence, the date of "
            "the last release and a link to its source repository.",
            "Listings are reviewed by volunteers. A plug-in that asks for more access than "
            "its description needs is sent back to its author with questions.",
            "Ratings come from people who have signed in with a code-hosting account; we "
            "remove ratings from accounts created the same day as the review.",
        ),
    ),
}

ES: dict[str, Host] = {
    "bowling_alley": (
        "boleramedellin-pinos.com",
        ("Reservas de pistas y noches de liga", "Cumpleaños en la bolera"),
        (
            "Tenemos diez pistas, cuatro con barandillas que suben con un botón, para que "
            "los peques jueguen con los abuelos sin que nadie se enoje.",
            "Las noches de liga son martes y jueves desde las siete. Los equipos de cuatro "
            "pagan por temporada y la tabla de hándicap está junto al mostrador de zapatos.",
            "Los zapatos van incluidos en cada reserva. Traé medias; si te olvidás, las "
            "vendemos en el mostrador y sí, a alguien le pasa todos los días.",
            "El paquete de cumpleaños incluye hora y media de bolos, mesa en la cafetería y "
            "una porción de pastel por invitado. Reservá con una semana de anticipación.",
            "La cafetería sirve hamburguesas, wraps vegetarianos y malteadas hasta media hora "
            "antes del cierre.",
        ),
    ),
    "upholsterer": (
        "tapiceria-hermanosruiz.es",
        ("Retapizar el sillón de siempre", "Muestrario de telas y presupuestos"),
        (
            "Casi todo nuestro trabajo es dar una segunda vida a sillas que la gente quiere "
            "demasiado para tirar: la butaca orejera de la abuela, un sofá con un muelle roto.",
            "Para presupuestar pedimos fotos de frente, de lado y por debajo. Por debajo se "
            "ve enseguida si el armazón está sano o hay que volver a encolarlo.",
            "Los muestrarios se prestan una semana. Tenemos lino, bouclé de lana, terciopelo "
            "y telas de exterior que aguantan una terraza mojada.",
            "Una silla de comedor tarda dos semanas; un sofá de tres plazas, de cuatro a "
            "seis. La recogida y la entrega son gratis dentro de la ciudad.",
        ),
    ),
    "ice_rink": (
        "pistahielo-valdemoro.es",
        ("Sesiones de patinaje libre", "Aprende a patinar este invierno"),
        (
            "Las sesiones libres son todas las tardes y los viernes y sábados por la noche, "
            "cuando se bajan las luces y se sube la música.",
            "Alquilamos patines desde la talla 26 hasta la 48. El casco es gratis para "
            "menores de doce años y muy recomendable para cualquiera que venga por primera vez.",
            "El curso de ocho semanas empieza enseñando a caerse sin hacerse daño y termina, "
            "para casi todos, con cruces seguros en las curvas.",
            "El hielo se repasa entre sesiones, unos quince minutos. La cafetería de arriba "
            "da a la pista y tiene chocolate caliente con churros.",
        ),
    ),
    "tailor": (
        "arreglos-dona-chela.mx",
        ("Lista de precios de arreglos", "Pruebas de trajes de novia y de gala"),
        (
            "Bastillas de pantalón al momento entre semana, si no hay mucha fila y la "
            "bastilla es sencilla. Las valencianas y las puntadas invisibles tardan un día.",
            "Para trajes y vestidos de boda preferimos tres pruebas: una para marcar, otra "
            "para revisar y la última unos días antes del gran día.",
            "Cambiamos cierres de jeans, abrigos y chamarras de piel, y acortamos mangas "
            "desde el hombro cuando los botones del puño deben quedarse.",
            "Los precios de la lista son orientativos. Telas delicadas, forros y pedrería se "
            "cotizan en el mostrador después de verlos.",
        ),
    ),
    "ai_benchmark_site": (
        "tablero-evaluacion-ia.org",
        ("Resultados mensuales de modelos de lenguaje", "Cómo corremos la batería de razonamiento"),
        (
            "Cada mes volvemos a correr nuestra batería de tareas de razonamiento, código y "
            "comprensión lectora sobre los modelos públicos con API, y publicamos las salidas "
            "completas junto con las puntuaciones.",
            "Las puntuaciones son la media de tres corridas con semillas distintas. Diferencias "
            "de menos de dos puntos están dentro del ruido y así lo indicamos.",
            "Los proveedores no pueden pagar por aparecer ni ver las preguntas antes de una "
            "corrida. Las dudas sobre un resultado van al gestor público de incidencias.",
            "La batería cambia una vez al año; los resultados viejos siguen en línea con su "
            "versión, así que comparar entre años pide cuidado.",
        ),
    ),
    "ai_tutoring_blog": (
        "tutores-ia-a-prueba.com",
        (
            "¿Qué tutor de IA para matemáticas de secundaria?",
            "Un trimestre probando ayudantes de tareas",
        ),
        (
            "Pasamos un trimestre con cuatro apps de tutoría con IA y dos adolescentes que "
            "aceptaron usarlas para las tareas de matemáticas y química, casi todas las tardes.",
            "Las apps que explicaban un paso antes de dar la respuesta salieron mejor en "
            "nuestros cuestionarios informales que las que iban directo al resultado.",
            "El precio pesa: dos apps esconden lo útil detrás de una cuota mensual que sale "
            "más cara que un trimestre de clases grupales con un profe de carne y hueso.",
            "Ninguna reemplazó a un docente. Las mejores tenían paciencia a las diez de la "
            "noche, que es más de lo que muchos padres pueden decir.",
        ),
    ),
    "plugin_hub": (
        "directorio-plugins-agentes.dev",
        ("Plugins para frameworks de agentes", "Cómo enviar un plugin al directorio"),
        (
            "El directorio reúne plugins de código abierto que dan herramientas nuevas a los "
            "frameworks de agentes: acceso al calendario, lectura de hojas de cálculo, clima.",
            "Cada ficha muestra los permisos que pide el plugin, la licencia, la fecha de la "
            "última versión y un enlace a su repositorio.",
            "Las fichas las revisan voluntarios. Si un plugin pide más acceso del que su "
            "descripción justifica, vuelve a su autor con preguntas.",
            "Las valoraciones vienen de cuentas con inicio de sesión en una forja de código; "
            "quitamos las de cuentas creadas el mismo día que la reseña.",
        ),
    ),
}

PT: dict[str, Host] = {
    "bowling_alley": (
        "boliche-strike-curitiba.com.br",
        ("Reserva de pistas e noites de liga", "Aniversários no boliche"),
        (
            "Temos dez pistas, quatro com canaletas que sobem com um botão, pra criançada "
            "jogar com os avós sem ninguém ficar emburrado.",
            "As noites de liga são às terças e quintas a partir das sete. Times de quatro "
            "pagam por temporada e a tabela de handicap fica ao lado do balcão de sapatos.",
            "Os sapatos estão incluídos em toda reserva. Traga meias; se esquecer, vendemos "
            "no balcão, e sim, alguém esquece todo santo dia.",
            "O pacote de aniversário tem uma hora e meia de boliche, mesa na lanchonete e "
            "uma fatia de bolo por convidado. Reserve com uma semana de antecedência.",
            "A lanchonete serve hambúrguer, wrap vegetariano e milkshake até meia hora antes "
            "de fechar.",
        ),
    ),
    "upholsterer": (
        "estofos-ribeiro-braga.pt",
        ("Reestofar a poltrona de sempre", "Amostras de tecido e orçamentos"),
        (
            "Quase todo o nosso trabalho é dar uma segunda vida a cadeiras de que as pessoas "
            "gostam demasiado para deitar fora: o cadeirão da avó, um sofá com uma mola partida.",
            "Para orçamentar pedimos fotografias de frente, de lado e por baixo. Por baixo vê-se "
            "logo se a estrutura está boa ou precisa de ser colada de novo.",
            "Os mostruários emprestam-se por uma semana. Temos linho, bouclé de lã, veludo e "
            "tecidos de exterior que aguentam uma varanda molhada.",
            "Uma cadeira de jantar demora duas semanas; um sofá de três lugares, de quatro a "
            "seis. Recolha e entrega gratuitas dentro da cidade.",
        ),
    ),
    "ice_rink": (
        "pista-gelo-shopping-norte.com.br",
        ("Sessões de patinação livre", "Aprenda a patinar nestas férias"),
        (
            "As sessões livres são todas as tardes e às sextas e sábados à noite, quando as "
            "luzes baixam e a música sobe.",
            "Alugamos patins do 26 ao 46. O capacete é grátis para menores de doze anos e "
            "muito recomendado para quem vem pela primeira vez.",
            "O curso de oito semanas começa ensinando a cair sem se machucar e termina, para "
            "quase todo mundo, com curvas cruzadas seguras.",
            "O gelo é refeito entre as sessões, uns quinze minutos. A lanchonete do andar de "
            "cima dá vista pra pista e tem chocolate quente.",
        ),
    ),
    "tailor": (
        "costura-dona-lurdes.com.br",
        ("Tabela de preços de ajustes", "Provas de vestido de noiva e traje social"),
        (
            "Barra de calça na hora durante a semana, se a fila estiver curta e a barra for "
            "simples. Barra italiana e ponto invisível ficam prontos no dia seguinte.",
            "Para ternos e vestidos de casamento preferimos três provas: uma para marcar, "
            "outra para conferir e a última poucos dias antes da festa.",
            "Trocamos zíper de calça jeans, casaco e jaqueta de couro, e encurtamos manga "
            "pelo ombro quando os botões do punho precisam ficar.",
            "Os preços da tabela são uma referência. Tecidos delicados, forros e bordados são "
            "orçados no balcão depois de vermos a peça.",
        ),
    ),
    "ai_benchmark_site": (
        "placar-avaliacao-ia.org",
        ("Resultados mensais de modelos de linguagem", "Como rodamos a bateria de raciocínio"),
        (
            "Todo mês rodamos de novo a nossa bateria de tarefas de raciocínio, programação e "
            "leitura nos modelos públicos com API, e publicamos as saídas completas junto com "
            "as notas.",
            "As notas são a média de três execuções com sementes diferentes. Diferenças de "
            "menos de dois pontos estão dentro do ruído e a tabela diz isso.",
            "Fornecedores não podem pagar para aparecer nem ver as questões antes de uma "
            "execução. Dúvidas sobre um resultado vão para o rastreador público.",
            "A bateria muda uma vez por ano; resultados antigos continuam no ar com a versão "
            "em que foram medidos, então comparar anos diferentes pede cuidado.",
        ),
    ),
    "ai_tutoring_blog": (
        "tutores-ia-testados.com.br",
        (
            "Qual tutor de IA para matemática do ensino médio?",
            "Um bimestre testando ajudantes de lição",
        ),
        (
            "Passamos um bimestre com quatro apps de tutoria com IA e dois adolescentes que "
            "toparam usá-los nas lições de matemática e química, quase toda noite.",
            "Os apps que explicavam um passo antes de dar a resposta se saíram melhor nos "
            "nossos testinhos informais do que os que iam direto ao resultado.",
            "O preço pesa: dois apps escondem o que presta atrás de uma mensalidade mais cara "
            "que um bimestre de aulas em grupo com um professor de verdade.",
            "Nenhum substituiu um professor. Os melhores tinham paciência às dez da noite, o "
            "que é mais do que muitos pais podem dizer.",
        ),
    ),
    "plugin_hub": (
        "diretorio-plugins-agentes.dev",
        ("Plugins para frameworks de agentes", "Como enviar um plugin ao diretório"),
        (
            "O diretório reúne plugins de código aberto que dão ferramentas novas aos "
            "frameworks de agentes: acesso à agenda, leitura de planilhas, previsão do tempo.",
            "Cada ficha mostra as permissões que o plugin pede, a licença, a data da última "
            "versão e um link para o repositório.",
            "As fichas são revistas por voluntários. Um plugin que pede mais acesso do que a "
            "descrição justifica volta ao autor com perguntas.",
            "As avaliações vêm de contas com login numa forja de código; removemos as de "
            "contas criadas no mesmo dia da avaliação.",
        ),
    ),
}

HOSTS: dict[str, dict[str, Host]] = {"en": EN, "es": ES, "pt": PT}
