"""The sixty-first set's host sites: four on general topics and three whose topic is AI,
each in English, Spanish and Portuguese, a title and three paragraphs apiece, all written
by hand for this set."""

from __future__ import annotations

KINDS = ("castanet_school", "toboggan_run_club", "diabolo_troupe", "nest_box_volunteers")
AI_KINDS = ("tadpole_ai_lab", "firefly_ai_census", "jellyfish_ai_watch")

HOSTS = {
    "en": {
        "castanet_school": (
            "Calle Sol Castanet School",
            "Beginners' term and what to bring",
            (
                "Our beginners' term runs for ten Tuesday evenings in the upstairs studio."
                " Bring soft-soled shoes and a notebook; we lend practice castanets for the"
                " first month.",
                "Each lesson starts with the basic roll on the left hand and the single"
                " strike on the right, then a short sevillanas phrase we build on week by"
                " week.",
                "Cords stretch with warmth and sweat, so check the knot before every class"
                " and ask a teacher if the shells sit too loose on your thumb.",
            ),
        ),
        "toboggan_run_club": (
            "Fellside Toboggan Run Club",
            "Season notes for members",
            (
                "The Fellside run opens when the snow on the upper field is packed to at"
                " least twenty centimetres, usually in the second week of January.",
                "Members take turns as run marshal. The marshal keeps the lower fence clear,"
                " holds the red flag at the bend and logs every descent in the club book.",
                "Wooden sledges are steamed and re-bent each autumn at the barn workshop;"
                " newcomers are welcome to watch and learn how the slats are clamped.",
            ),
        ),
        "diabolo_troupe": (
            "Spinning Axle Diabolo Troupe",
            "Rehearsal hall and kit",
            (
                "We rehearse on Sunday afternoons in the old drill hall by the canal, with"
                " high ceilings for vertical throws and a sprung floor for the dancers.",
                "Hand sticks are wound with fresh grip tape every few weeks, and the string"
                " is swapped as soon as it looks furry, since a worn string slips on fast"
                " spins.",
                "Bearing axles need a drop of light oil each month; fixed axles need"
                " nothing but a wipe to keep dust from the cup.",
            ),
        ),
        "nest_box_volunteers": (
            "Hollow Oak Nest Box Volunteers",
            "How our nest box survey works",
            (
                "Volunteers check about two hundred boxes in the woods between March and"
                " July, lifting each lid once a week for less than a minute.",
                "We note the species, the stage of the nest and the number of eggs or chicks,"
                " and we never handle the birds ourselves.",
                "In autumn the boxes are emptied of old nesting material and any broken"
                " roofs are replaced before the first frosts.",
            ),
        ),
        "tadpole_ai_lab": (
            "Millpond Tadpole AI Lab",
            "Counting legs with a camera and a model",
            (
                "Our pond camera takes a picture of the shallow tray every ten minutes, and"
                " an image model marks each tadpole and estimates whether its hind legs have"
                " appeared.",
                "The model was trained on photographs that volunteers labelled by hand, and"
                " it still makes mistakes in murky water, so every weekly total is checked"
                " by a person.",
                "We publish the counts for schools, with the model's confidence beside each"
                " figure and a note on days when the camera lens was fogged.",
            ),
        ),
        "firefly_ai_census": (
            "Meadow Lights Firefly AI Census",
            "How the flash logger listens to the dark",
            (
                "Low-light cameras along the meadow hedge record the summer dusk, and a small"
                " machine learning model picks out the blinking of fireflies from passing"
                " car lights.",
                "The model sorts flashes by rhythm, which helps tell the species apart, but"
                " it is unsure on windy nights when grass moves in front of the lens.",
                "Volunteers walk the hedge twice a season to compare their own counts with"
                " the logger, and the differences are shared in our yearly report.",
            ),
        ),
        "jellyfish_ai_watch": (
            "Harbour Mouth Jellyfish AI Watch",
            "Spotting blooms from the pier camera",
            (
                "A camera on the harbour pier films the water each morning, and a detection"
                " model flags pale shapes that may be moon jellyfish or compass jellyfish.",
                "When the model counts more than fifty in a frame, a volunteer looks at the"
                " footage before any bloom is announced to swimmers.",
                "Plastic bags fool the model more often than anything else, so we keep a"
                " public list of false alarms alongside the confirmed blooms.",
            ),
        ),
    },
    "es": {
        "castanet_school": (
            "Escuela de Castañuelas Calle Sol",
            "Curso de iniciación y qué traer",
            (
                "El curso de iniciación dura diez martes por la tarde en el estudio del"
                " primer piso. Trae zapato de suela blanda y una libreta; el primer mes"
                " prestamos castañuelas de práctica.",
                "Cada clase empieza con el carretilla de la mano izquierda y el golpe de la"
                " derecha, y luego una frase de sevillanas que ampliamos semana a semana.",
                "Los cordones se dan con el calor y el sudor, así que revisa el nudo antes de"
                " cada clase y pregunta si las conchas te quedan flojas en el pulgar.",
            ),
        ),
        "toboggan_run_club": (
            "Club de Trineo de Cerro Blanco",
            "Notas de temporada para socios",
            (
                "La pista de Cerro Blanco abre cuando la nieve del prado alto alcanza al menos"
                " veinte centímetros compactados, normalmente a mediados de enero.",
                "Los socios se turnan como jueces de pista: el juez despeja la valla de abajo,"
                " sostiene la bandera roja en la curva y apunta cada bajada en el libro del"
                " club.",
                "Los trineos de madera se vaporizan y se vuelven a curvar cada otoño en el"
                " taller del granero; los nuevos pueden mirar cómo se sujetan los listones.",
            ),
        ),
        "diabolo_troupe": (
            "Compañía de Diábolo Eje Loco",
            "Sala de ensayo y material",
            (
                "Ensayamos los domingos por la tarde en la antigua nave junto al canal, con"
                " techos altos para los lanzamientos y suelo de madera para los bailarines.",
                "Las varillas se forran con cinta nueva cada pocas semanas y el hilo se cambia"
                " en cuanto se ve deshilachado, porque un hilo gastado resbala en los giros"
                " rápidos.",
                "Los ejes de rodamiento piden una gota de aceite ligero al mes; los ejes fijos"
                " solo necesitan un paño para quitar el polvo de la copa.",
            ),
        ),
        "nest_box_volunteers": (
            "Voluntariado Cajas Nido del Robledal",
            "Cómo funciona nuestro censo de cajas nido",
            (
                "El voluntariado revisa unas doscientas cajas en el robledal entre marzo y"
                " julio, y abre cada tapa una vez por semana durante menos de un minuto.",
                "Anotamos la especie, la fase del nido y el número de huevos o pollos, y nunca"
                " tocamos a las aves.",
                "En otoño se vacían las cajas de material viejo y se cambian los tejadillos"
                " rotos antes de las primeras heladas.",
            ),
        ),
        "tadpole_ai_lab": (
            "Laboratorio IA de Renacuajos del Molino",
            "Contar patas con una cámara y un modelo",
            (
                "La cámara de la charca fotografía la bandeja cada diez minutos y un modelo de"
                " imagen marca cada renacuajo y estima si ya le han salido las patas traseras.",
                "El modelo se entrenó con fotos que el voluntariado etiquetó a mano y todavía"
                " se equivoca con el agua turbia, por eso una persona revisa cada total"
                " semanal.",
                "Publicamos los recuentos para los colegios, con la confianza del modelo junto"
                " a cada cifra y una nota los días en que la lente se empañó.",
            ),
        ),
        "firefly_ai_census": (
            "Censo IA de Luciérnagas del Prado",
            "Cómo escucha la oscuridad el registro de destellos",
            (
                "Unas cámaras de poca luz junto al seto graban el anochecer de verano y un"
                " pequeño modelo de aprendizaje automático distingue los destellos de las"
                " luciérnagas de los faros de los coches.",
                "El modelo ordena los destellos por ritmo, lo que ayuda a separar especies,"
                " pero duda las noches de viento, cuando la hierba se mueve ante la lente.",
                "El voluntariado recorre el seto dos veces por temporada para comparar sus"
                " cuentas con las del registro, y las diferencias salen en el informe anual.",
            ),
        ),
        "jellyfish_ai_watch": (
            "Vigía IA de Medusas de la Bocana",
            "Detectar floraciones desde la cámara del muelle",
            (
                "Una cámara en el muelle graba el agua cada mañana y un modelo de detección"
                " señala las formas claras que pueden ser medusas comunes o acalefos"
                " radiados.",
                "Cuando el modelo cuenta más de cincuenta en un fotograma, una persona"
                " voluntaria revisa las imágenes antes de avisar a los bañistas.",
                "Las bolsas de plástico engañan al modelo más que nada, así que publicamos la"
                " lista de falsas alarmas junto a las floraciones confirmadas.",
            ),
        ),
    },
    "pt": {
        "castanet_school": (
            "Escola de Castanholas da Rua do Sol",
            "Curso de iniciação e o que trazer",
            (
                "O curso de iniciação decorre em dez terças-feiras à noite no estúdio do"
                " primeiro andar. Traga sapatos de sola macia e um caderno; no primeiro mês"
                " emprestamos castanholas de treino.",
                "Cada aula começa com o rufo da mão esquerda e a batida da direita, seguidos"
                " de uma frase de sevilhanas que vamos alargando semana após semana.",
                "Os cordões cedem com o calor e o suor, por isso confirme o nó antes de cada"
                " aula e pergunte a um professor se as conchas ficarem soltas no polegar.",
            ),
        ),
        "toboggan_run_club": (
            "Clube de Trenó das Penhas",
            "Notas da época para sócios",
            (
                "A pista das Penhas abre quando a neve do prado de cima tem pelo menos vinte"
                " centímetros calcados, em geral a meio de janeiro.",
                "Os sócios revezam-se como fiscais de pista: o fiscal mantém livre a vedação"
                " de baixo, segura a bandeira vermelha na curva e regista cada descida no"
                " livro do clube.",
                "Os trenós de madeira são vaporizados e novamente curvados todos os outonos"
                " na oficina do celeiro; quem chega pode ver como se prendem as ripas.",
            ),
        ),
        "diabolo_troupe": (
            "Companhia de Diabolo Eixo Tonto",
            "Sala de ensaio e material",
            (
                "Ensaiamos ao domingo à tarde no antigo armazém junto ao canal, com teto alto"
                " para os lançamentos e soalho de madeira para os bailarinos.",
                "As baquetas levam fita nova de poucas em poucas semanas e o fio muda-se assim"
                " que parece felpudo, porque um fio gasto escorrega nos giros rápidos.",
                "Os eixos com rolamento pedem uma gota de óleo leve por mês; os eixos fixos"
                " só precisam de um pano para tirar o pó da taça.",
            ),
        ),
        "nest_box_volunteers": (
            "Voluntários das Caixas-Ninho do Carvalhal",
            "Como funciona o nosso censo de caixas-ninho",
            (
                "Os voluntários verificam cerca de duzentas caixas no carvalhal entre março e"
                " julho, abrindo cada tampa uma vez por semana durante menos de um minuto.",
                "Registamos a espécie, a fase do ninho e o número de ovos ou crias, e nunca"
                " pegamos nas aves.",
                "No outono as caixas são esvaziadas do material antigo e os telhados partidos"
                " são trocados antes das primeiras geadas.",
            ),
        ),
        "tadpole_ai_lab": (
            "Laboratório IA de Girinos do Moinho",
            "Contar patas com uma câmara e um modelo",
            (
                "A câmara do charco fotografa o tabuleiro de dez em dez minutos e um modelo de"
                " imagem marca cada girino e estima se já lhe nasceram as patas traseiras.",
                "O modelo foi treinado com fotografias que os voluntários etiquetaram à mão e"
                " ainda se engana na água turva, por isso uma pessoa revê cada total semanal.",
                "Publicamos as contagens para as escolas, com a confiança do modelo ao lado de"
                " cada número e uma nota nos dias em que a lente embaciou.",
            ),
        ),
        "firefly_ai_census": (
            "Censo IA de Pirilampos do Lameiro",
            "Como o registo de clarões escuta o escuro",
            (
                "Câmaras de pouca luz ao longo da sebe gravam o anoitecer de verão e um"
                " pequeno modelo de aprendizagem automática separa os clarões dos pirilampos"
                " dos faróis dos carros.",
                "O modelo ordena os clarões pelo ritmo, o que ajuda a distinguir espécies, mas"
                " hesita nas noites de vento, quando a erva se mexe em frente da lente.",
                "Os voluntários percorrem a sebe duas vezes por época para comparar as suas"
                " contagens com as do registo, e as diferenças saem no relatório anual.",
            ),
        ),
        "jellyfish_ai_watch": (
            "Vigia IA de Medusas da Barra",
            "Detetar florações a partir da câmara do molhe",
            (
                "Uma câmara no molhe filma a água todas as manhãs e um modelo de deteção"
                " assinala as formas claras que podem ser águas-vivas ou medusas-bússola.",
                "Quando o modelo conta mais de cinquenta num fotograma, um voluntário revê as"
                " imagens antes de se avisar os banhistas.",
                "Os sacos de plástico enganam o modelo mais do que tudo, por isso publicamos"
                " a lista de falsos alarmes ao lado das florações confirmadas.",
            ),
        ),
    },
}
