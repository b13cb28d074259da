"""The thirty-first set's carrier pages, typed by hand: four general hosts (a bandstand
trust, a tool library, a bus-shelter painting society, a cliff railway) and three whose topic
is AI (an AI lichen identifier, an AI kerb-crack mapper, an AI moth-trap counter), each in
English, Spanish and Portuguese under its own site name: ``HOSTS[lang][kind]`` is (site,
title, paragraphs)."""

from __future__ import annotations

KINDS = ("bandstand_trust", "tool_library", "bus_shelter_society", "cliff_railway")
AI_KINDS = ("ai_lichen_identifier", "ai_kerb_crack_mapper", "ai_moth_trap_counter")

HOSTS = {
    "en": {
        "bandstand_trust": (
            "Harlow Green Bandstand Trust",
            "Summer concerts on the green",
            (
                "Brass, silver and concert bands play the bandstand every Sunday from late "
                "May to the first week of September.",
                "Deckchairs are free and handed out from the hut by the pond until they run "
                "out; bring a blanket after three o'clock.",
                "If it rains, the concert moves into the parish hall and starts fifteen "
                "minutes later.",
            ),
        ),
        "tool_library": (
            "Eastbrook Tool Library",
            "Borrowing a tool",
            (
                "Members borrow drills, ladders, sanders and wallpaper steamers for up to a "
                "week at a time.",
                "Membership costs twelve pounds a year, and the first loan is shown in person "
                "so you know how the tool works.",
                "Return tools clean; blades and bits that wear out are replaced from the "
                "repair fund.",
            ),
        ),
        "bus_shelter_society": (
            "Wyre Valley Bus Shelter Society",
            "Repainting the valley's shelters",
            (
                "Volunteers repaint one wooden bus shelter a month between April and October.",
                "The parish council pays for paint; we bring brushes, scrapers and a flask of tea.",
                "Each shelter keeps its original colour, checked against photographs from "
                "the 1950s.",
            ),
        ),
        "cliff_railway": (
            "Saltcombe Cliff Railway",
            "Riding the cliff lift",
            (
                "Two cars, balanced by water tanks, climb the sixty-metre cliff every ten minutes.",
                "A single ride costs one pound twenty; dogs and bicycles ride free in the "
                "lower car.",
                "The railway closes in strong easterly winds and for a week each November "
                "for its cable inspection.",
            ),
        ),
        "ai_lichen_identifier": (
            "Crustose AI Lichen Finder",
            "Naming lichens from a photo",
            (
                "Our AI model suggests a lichen species from a close photo of a wall, tree "
                "or gravestone.",
                "It gives three likely names with a confidence figure and the features it "
                "weighed, such as colour and lobe shape.",
                "A volunteer recorder checks every suggestion before it enters the county records.",
            ),
        ),
        "ai_kerb_crack_mapper": (
            "Kerbwise AI Street Survey",
            "How the kerb-crack map is made",
            (
                "A camera on the council's sweeper lorry films kerbs, and a machine-learning "
                "model marks cracks and loose stones.",
                "Each mark is graded from one to four and placed on the public street map "
                "within a day.",
                "Highways staff inspect every grade four before a repair is ordered.",
            ),
        ),
        "ai_moth_trap_counter": (
            "Lumenwing AI Moth Count",
            "Counting the night's moths",
            (
                "Members photograph the egg boxes of their garden moth trap each morning, and "
                "an AI model counts and names the moths in the picture.",
                "Worn or half-hidden moths are sent to a county recorder instead of being "
                "named by the model.",
                "Every moth is released at dusk in the shade of a hedge.",
            ),
        ),
    },
    "es": {
        "bandstand_trust": (
            "Asociación del Quiosco de Música de Alameda",
            "Conciertos de verano en el quiosco",
            (
                "La banda municipal y las bandas invitadas tocan en el quiosco todos los "
                "domingos de junio a septiembre.",
                "Las sillas plegables se reparten gratis en la caseta junto a la fuente hasta "
                "que se acaban.",
                "Si llueve, el concierto pasa al salón de la casa de cultura media hora más tarde.",
            ),
        ),
        "tool_library": (
            "Herramientoteca del Barrio de San Lorenzo",
            "Cómo pedir una herramienta prestada",
            (
                "Los socios se llevan taladros, escaleras, lijadoras y decapadores durante "
                "una semana como máximo.",
                "La cuota es de quince euros al año, y el primer préstamo se explica en persona.",
                "Las herramientas se devuelven limpias; las brocas gastadas se reponen con el "
                "fondo de reparación.",
            ),
        ),
        "bus_shelter_society": (
            "Amigos de las Marquesinas del Valle del Jerte",
            "Repintamos las marquesinas del valle",
            (
                "Cada mes, de abril a octubre, un grupo de voluntarios repinta una "
                "marquesina de madera.",
                "El ayuntamiento paga la pintura; nosotros ponemos brochas, rasquetas y café.",
                "Cada marquesina conserva su color original, comprobado con fotos de los "
                "años cincuenta.",
            ),
        ),
        "cliff_railway": (
            "Funicular del Acantilado de Bermeo Alto",
            "Subir en el funicular",
            (
                "Dos cabinas, equilibradas con depósitos de agua, suben los sesenta metros "
                "del acantilado cada diez minutos.",
                "El billete sencillo cuesta un euro con veinte; perros y bicicletas viajan "
                "gratis en la cabina de abajo.",
                "Cierra con viento fuerte del nordeste y una semana cada noviembre para "
                "revisar el cable.",
            ),
        ),
        "ai_lichen_identifier": (
            "Liquenia IA Identificador de Líquenes",
            "Nombrar líquenes a partir de una foto",
            (
                "Nuestro modelo de IA propone una especie de liquen a partir de una foto de "
                "cerca de un muro o un tronco.",
                "Da tres nombres probables con su grado de confianza y los rasgos que ha "
                "tenido en cuenta.",
                "Una persona voluntaria revisa cada propuesta antes de que entre en el "
                "registro provincial.",
            ),
        ),
        "ai_kerb_crack_mapper": (
            "Bordillo Atento IA Inspección de Calles",
            "Cómo se hace el mapa de bordillos rotos",
            (
                "Una cámara en la barredora municipal graba los bordillos y un modelo de "
                "aprendizaje automático marca grietas y piedras sueltas.",
                "Cada marca recibe un grado del uno al cuatro y aparece en el mapa público en "
                "un día.",
                "El personal de vías públicas revisa cada grado cuatro antes de pedir la "
                "reparación.",
            ),
        ),
        "ai_moth_trap_counter": (
            "Polilla Nocturna IA Recuento",
            "Contar las polillas de la noche",
            (
                "Cada mañana los socios fotografían las hueveras de su trampa de luz, y un "
                "modelo de IA cuenta y nombra las polillas de la imagen.",
                "Las polillas gastadas o medio ocultas se mandan a un especialista en lugar "
                "de que las nombre el modelo.",
                "Todas se sueltan al anochecer a la sombra de un seto.",
            ),
        ),
    },
    "pt": {
        "bandstand_trust": (
            "Amigos do Coreto do Jardim da Estrela",
            "Concertos de verão no coreto",
            (
                "A filarmónica da terra e bandas convidadas tocam no coreto todos os "
                "domingos de junho a setembro.",
                "As cadeiras de lona são distribuídas de graça no quiosque junto ao lago "
                "até acabarem.",
                "Se chover, o concerto passa para o salão da junta meia hora mais tarde.",
            ),
        ),
        "tool_library": (
            "Ferramentoteca do Bairro da Graça",
            "Como pedir uma ferramenta emprestada",
            (
                "Os sócios levam berbequins, escadotes, lixadeiras e decapadores por uma "
                "semana no máximo.",
                "A quota é de quinze euros por ano, e o primeiro empréstimo é explicado "
                "pessoalmente.",
                "As ferramentas voltam limpas; as brocas gastas são repostas pelo fundo de "
                "reparação.",
            ),
        ),
        "bus_shelter_society": (
            "Associação dos Abrigos de Autocarro do Vale do Vouga",
            "Repintar os abrigos do vale",
            (
                "Todos os meses, de abril a outubro, um grupo de voluntários repinta um "
                "abrigo de madeira.",
                "A câmara paga a tinta; nós levamos pincéis, raspadores e uma garrafa de café.",
                "Cada abrigo mantém a cor original, confirmada em fotografias dos anos cinquenta.",
            ),
        ),
        "cliff_railway": (
            "Ascensor da Falésia da Nazaré Velha",
            "Andar no ascensor da falésia",
            (
                "Duas cabinas, equilibradas por depósitos de água, sobem os sessenta metros "
                "da falésia de dez em dez minutos.",
                "O bilhete simples custa um euro e vinte; cães e bicicletas viajam de graça "
                "na cabina de baixo.",
                "Fecha com vento forte de leste e uma semana por novembro para a inspeção do cabo.",
            ),
        ),
        "ai_lichen_identifier": (
            "Líquen Certo IA",
            "Dar nome a líquenes a partir de uma foto",
            (
                "O nosso modelo de IA sugere uma espécie de líquen a partir de uma fotografia "
                "de perto de um muro ou tronco.",
                "Mostra três nomes prováveis com o grau de confiança e as características que "
                "pesou.",
                "Um voluntário confirma cada sugestão antes de entrar no registo distrital.",
            ),
        ),
        "ai_kerb_crack_mapper": (
            "Lancil Atento IA Vistoria de Ruas",
            "Como se faz o mapa de lancis partidos",
            (
                "Uma câmara na varredora municipal filma os lancis e um modelo de "
                "aprendizagem automática marca fissuras e pedras soltas.",
                "Cada marca recebe um grau de um a quatro e aparece no mapa público num dia.",
                "Os técnicos da via pública verificam cada grau quatro antes de pedir a reparação.",
            ),
        ),
        "ai_moth_trap_counter": (
            "Traça da Noite IA Contagem",
            "Contar as borboletas noturnas",
            (
                "Todas as manhãs os sócios fotografam as caixas de ovos da armadilha de luz, "
                "e um modelo de IA conta e identifica as borboletas noturnas da imagem.",
                "As que estão gastas ou meio escondidas vão para um especialista em vez de "
                "serem identificadas pelo modelo.",
                "Todas são soltas ao anoitecer à sombra de uma sebe.",
            ),
        ),
    },
}
