"""Host sites of the fifty-eighth set: four general hosts and three whose topic is AI, per
language, each ``(site, title, paragraphs)``, typed by hand."""

from __future__ import annotations

KINDS = ("harmonica_club", "scarecrow_fair", "periscope_workshop", "skittle_alley")
AI_KINDS = ("hoofprint_ai_lab", "puddle_ai_survey", "gull_call_ai_project")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "harmonica_club": (
            "Tenbury Wells Harmonica Circle",
            "Tuesday evenings and the reed bench",
            (
                "We meet on Tuesdays at seven in the back room of the Corn Exchange, and"
                " newcomers are welcome with or without an instrument of their own.",
                "The reed bench by the window has files, shims and a tuning meter; ask"
                " Maureen before you open a comb, because a slipped file ruins a reed.",
                "In summer we play on the bandstand by the river, weather allowing, and"
                " pass a hat for the lifeboat station.",
            ),
        ),
        "scarecrow_fair": (
            "Little Hadley Scarecrow Fair",
            "How the fair trail works this year",
            (
                "Scarecrows go up along the village lanes on the first Saturday of"
                " September and stay until the following Sunday evening.",
                "Trail maps cost a pound from the post office, and the money goes to the"
                " school roof fund; children under five walk the trail free.",
                "Please keep to the verges, shut the field gates behind you and leave"
                " the straw where the makers put it.",
            ),
        ),
        "periscope_workshop": (
            "Brindley Street Periscope Workshop",
            "Cardboard, mirrors and a steady hand",
            (
                "Our Saturday sessions build one periscope per child from a milk carton,"
                " two small mirrors and a lot of tape.",
                "Mirrors are cut with safety edges, but grown-ups do the gluing, and"
                " every session ends with a look over the garden wall.",
                "Sessions run from ten until noon; bring an old carton rinsed out and"
                " a name label for your finished periscope.",
            ),
        ),
        "skittle_alley": (
            "The Plough Inn Skittle Alley",
            "Booking the alley and house rules",
            (
                "The alley behind the Plough seats twenty and can be booked for league"
                " nights, birthdays and club socials from Monday to Thursday.",
                "House balls are provided; bring flat shoes, since heels mark the board"
                " and the sticker has to sand it back by hand.",
                "Food orders for alley parties need three days' notice, and the kitchen"
                " closes at half past eight.",
            ),
        ),
        "hoofprint_ai_lab": (
            "Moorland Hoofprint AI Lab",
            "What our hoofprint classifier does and does not do",
            (
                "The lab trains a small image model to tell pony, deer and sheep tracks"
                " apart in photos sent in by walkers on the moor.",
                "The model is wrong about one print in eight, mostly in wet peat, so a"
                " ranger checks every sighting before it reaches the survey map.",
                "Photos are stored without location data unless the walker ticks the box"
                " to share it with the grazing survey.",
            ),
        ),
        "puddle_ai_survey": (
            "Cobble Lane Puddle Survey",
            "Measuring puddles with phones and machine learning",
            (
                "Volunteers photograph the same puddles after rain, and a depth"
                " estimation model guesses how deep each one is from the reflections.",
                "The estimates feed a map the council uses to decide which drains to"
                " clear first, alongside reports phoned in by residents.",
                "We publish the model's error bars each month, and anyone can download"
                " the anonymised measurements from the survey page.",
            ),
        ),
        "gull_call_ai_project": (
            "Saltmarsh Gull Call Project",
            "An AI that listens to the colony",
            (
                "Recorders on the sea wall capture the colony from April to August, and a"
                " sound classifier sorts the calls into alarm, contact and begging.",
                "Students label a sample by ear each week so that we can see where the"
                " classifier drifts, especially in strong wind.",
                "The project shares its labelled clips with two universities and never"
                " records on the public footpath.",
            ),
        ),
    },
    "es": {
        "harmonica_club": (
            "Círculo de Armónica de Tudela",
            "Los martes por la tarde y la mesa de lengüetas",
            (
                "Nos reunimos los martes a las siete en la trastienda del casino, y quien"
                " llega nuevo es bienvenido aunque no tenga armónica propia.",
                "La mesa de lengüetas junto a la ventana tiene limas, calces y afinador;"
                " pregunte a Maribel antes de abrir un peine, porque una lima torcida"
                " estropea la lengüeta.",
                "En verano tocamos en el quiosco del paseo si el tiempo acompaña, y"
                " pasamos la gorra para la Cruz Roja.",
            ),
        ),
        "scarecrow_fair": (
            "Feria de Espantapájaros de Villaseca",
            "Cómo funciona el recorrido de este año",
            (
                "Los espantapájaros se colocan por las calles del pueblo el primer sábado"
                " de septiembre y se quedan hasta el domingo siguiente por la tarde.",
                "El plano del recorrido cuesta un euro en el estanco y lo recaudado va al"
                " tejado de la escuela; los menores de cinco años no pagan.",
                "Por favor, no pisen los sembrados, cierren las cancelas al pasar y dejen"
                " la paja donde la pusieron sus autores.",
            ),
        ),
        "periscope_workshop": (
            "Taller de Periscopios de la calle Almendro",
            "Cartón, espejos y pulso firme",
            (
                "Los sábados cada niño construye su periscopio con un cartón de leche,"
                " dos espejitos y mucha cinta adhesiva.",
                "Los espejos llevan los bordes protegidos, pero el pegamento lo ponen los"
                " mayores, y cada sesión acaba mirando por encima de la tapia del patio.",
                "El taller va de diez a doce; traigan un cartón enjuagado y una etiqueta"
                " con el nombre para el periscopio terminado.",
            ),
        ),
        "skittle_alley": (
            "Bolera del Mesón El Arado",
            "Reservas de la pista y normas de la casa",
            (
                "La pista de bolos detrás del mesón admite veinte personas y se reserva"
                " para noches de liga, cumpleaños y peñas de lunes a jueves.",
                "Las bolas las pone la casa; vengan con calzado plano, porque los tacones"
                " marcan la tabla y hay que lijarla a mano.",
                "Los encargos de comida para grupos se piden con tres días de antelación"
                " y la cocina cierra a las ocho y media.",
            ),
        ),
        "hoofprint_ai_lab": (
            "Laboratorio de IA de Huellas del Páramo",
            "Qué hace y qué no hace nuestro clasificador de huellas",
            (
                "El laboratorio entrena un modelo de imagen pequeño que distingue huellas"
                " de caballo, corzo y oveja en las fotos que envían los senderistas.",
                "El modelo falla en una de cada ocho huellas, sobre todo en barro, así que"
                " un guarda revisa cada avistamiento antes de pasarlo al mapa.",
                "Las fotos se guardan sin ubicación salvo que el senderista marque la"
                " casilla para compartirla con el censo de pastoreo.",
            ),
        ),
        "puddle_ai_survey": (
            "Censo de Charcos de la calle Empedrada",
            "Medir charcos con el móvil y aprendizaje automático",
            (
                "Los voluntarios fotografían los mismos charcos después de llover y un"
                " modelo de estimación calcula su profundidad a partir de los reflejos.",
                "Las estimaciones alimentan un mapa que el ayuntamiento usa para decidir"
                " qué sumideros limpiar primero, junto con los avisos vecinales.",
                "Cada mes publicamos el margen de error del modelo, y las mediciones"
                " anonimizadas se pueden descargar desde la página del censo.",
            ),
        ),
        "gull_call_ai_project": (
            "Proyecto Graznidos de la Marisma",
            "Una IA que escucha a la colonia",
            (
                "Las grabadoras del espigón registran la colonia de abril a agosto y un"
                " clasificador de sonido separa los gritos de alarma, contacto y petición.",
                "Cada semana los estudiantes etiquetan una muestra de oído para ver dónde"
                " se desvía el clasificador, sobre todo con viento fuerte.",
                "El proyecto comparte sus grabaciones etiquetadas con dos universidades y"
                " nunca graba en el camino público.",
            ),
        ),
    },
    "pt": {
        "harmonica_club": (
            "Círculo de Harmónica de Tomar",
            "As terças à noite e a bancada das palhetas",
            (
                "Encontramo-nos às terças, às sete, na sala dos fundos da associação, e"
                " quem chega pela primeira vez é bem-vindo mesmo sem harmónica.",
                "A bancada das palhetas junto à janela tem limas, calços e afinador;"
                " pergunte à Dona Amélia antes de abrir um pente, porque uma lima torta"
                " estraga a palheta.",
                "No verão tocamos no coreto do jardim, se o tempo deixar, e passamos o"
                " chapéu para os bombeiros.",
            ),
        ),
        "scarecrow_fair": (
            "Feira de Espantalhos de Vila Nova de Poiares",
            "Como funciona o percurso deste ano",
            (
                "Os espantalhos sobem às ruas da vila no primeiro sábado de setembro e"
                " ficam até ao domingo seguinte, ao fim da tarde.",
                "O mapa do percurso custa um euro na papelaria e o dinheiro vai para o"
                " telhado da escola; as crianças até aos cinco anos não pagam.",
                "Por favor, não pisem as hortas, fechem os portões ao passar e deixem a"
                " palha onde os autores a puseram.",
            ),
        ),
        "periscope_workshop": (
            "Oficina de Periscópios da Rua do Salgueiro",
            "Cartão, espelhos e mão firme",
            (
                "Aos sábados cada criança constrói o seu periscópio com um pacote de"
                " leite, dois espelhinhos e muita fita-cola.",
                "Os espelhos têm as arestas protegidas, mas a cola fica a cargo dos"
                " adultos, e cada sessão acaba a espreitar por cima do muro do quintal.",
                "A oficina vai das dez ao meio-dia; tragam um pacote passado por água e"
                " uma etiqueta com o nome para o periscópio pronto.",
            ),
        ),
        "skittle_alley": (
            "Pista de Pinos da Taberna do Arado",
            "Reservar a pista e regras da casa",
            (
                "A pista de pinos atrás da taberna leva vinte pessoas e pode ser reservada"
                " para noites de liga, aniversários e grupos de segunda a quinta.",
                "As bolas são da casa; venham de sapato raso, porque os saltos marcam o"
                " soalho e é preciso lixá-lo à mão.",
                "As encomendas de comida para grupos pedem-se com três dias de antecedência"
                " e a cozinha fecha às oito e meia.",
            ),
        ),
        "hoofprint_ai_lab": (
            "Laboratório de IA de Pegadas da Serra",
            "O que o nosso classificador de pegadas faz e não faz",
            (
                "O laboratório treina um pequeno modelo de imagem que distingue pegadas de"
                " garrano, corço e ovelha nas fotografias enviadas por caminhantes.",
                "O modelo erra uma pegada em cada oito, sobretudo na lama, por isso um"
                " vigilante confirma cada registo antes de entrar no mapa.",
                "As fotografias ficam guardadas sem localização, a menos que o caminhante"
                " marque a opção de a partilhar com o censo do pastoreio.",
            ),
        ),
        "puddle_ai_survey": (
            "Censo de Poças da Calçada Velha",
            "Medir poças com o telemóvel e aprendizagem automática",
            (
                "Os voluntários fotografam as mesmas poças depois da chuva e um modelo de"
                " estimativa calcula a profundidade de cada uma pelos reflexos.",
                "As estimativas alimentam um mapa que a câmara municipal usa para decidir"
                " que sarjetas limpar primeiro, a par das queixas dos moradores.",
                "Todos os meses publicamos a margem de erro do modelo, e as medições"
                " anonimizadas podem ser descarregadas na página do censo.",
            ),
        ),
        "gull_call_ai_project": (
            "Projeto Gritos do Sapal",
            "Uma IA que escuta a colónia",
            (
                "Os gravadores do paredão captam a colónia de abril a agosto e um"
                " classificador de som separa os gritos de alarme, contacto e pedido.",
                "Todas as semanas os estudantes etiquetam uma amostra de ouvido para ver"
                " onde o classificador se desvia, sobretudo com vento forte.",
                "O projeto partilha as gravações etiquetadas com duas universidades e"
                " nunca grava no caminho público.",
            ),
        ),
    },
}
