"""The forty-second set's host pages, typed by hand: four general hosts (a saltworks, a
hedge laying school, a tortoise boarding lodge, a slipway club) and three whose topic is AI
(an eel run forecaster, a trug split grader, a goose flock counter), each in three
languages as (site name, page title, paragraphs)."""

from __future__ import annotations

KINDS = ("saltworks", "hedge_school", "tortoise_lodge", "slipway_club")
AI_KINDS = ("ai_eel_forecast", "ai_trug_grader", "ai_flock_counter")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "saltworks": (
            "Gullrock Saltworks",
            "Raking the pans in August",
            (
                "Brine from the lagoon sits in the shallow pans for about nine days before"
                " the first crust forms.",
                "We rake at dawn, when the wind is low and the crystals have not yet taken"
                " up dust from the track.",
                "Visitors may watch from the boardwalk; boots with soft soles are kinder to"
                " the clay floor.",
            ),
        ),
        "hedge_school": (
            "Midsomer Lane Hedging School",
            "Pleaching hazel on a two day course",
            (
                "Each student lays about four metres of hedge, cutting every stem most of"
                " the way through near the ground.",
                "The pleachers are bent over at an angle and woven between stakes driven"
                " every half metre.",
                "Binders of fresh hazel are twisted along the top to hold the line through"
                " the first winter.",
            ),
        ),
        "tortoise_lodge": (
            "Pebblebank Tortoise Lodge",
            "Summer boarding for garden tortoises",
            (
                "Each guest has its own run with a warm corner, a shaded corner and a shallow"
                " water dish.",
                "We weigh every tortoise on arrival and on departure and note the figures in"
                " its card.",
                "Owners should bring the usual greens for the first two days so the change"
                " of food is gentle.",
            ),
        ),
        "slipway_club": (
            "Cullen Quay Slipway Club",
            "Greasing the ways before a launch",
            (
                "Tallow is warmed in a bucket and spread thinly along the timber ways the"
                " evening before.",
                "Two members hold the check ropes while the cradle is eased down on the"
                " falling tide.",
                "The club keeps a rota so that no boat is launched with fewer than four"
                " people on the quay.",
            ),
        ),
        "ai_eel_forecast": (
            "Glassburn Eel Run Forecast",
            "How our model guesses the night of the run",
            (
                "The forecaster reads river temperature, moon phase and rainfall from three"
                " upstream gauges.",
                "It was trained on eleven seasons of trap counts kept by the river trust's"
                " volunteers.",
                "Its guesses are often a night early after heavy rain, so we publish a range"
                " rather than a single date.",
            ),
        ),
        "ai_trug_grader": (
            "Herstmere Trug Grader",
            "A camera that sorts willow and chestnut splits",
            (
                "Each split passes under a camera, and a small neural network scores the"
                " grain and any knots.",
                "Makers still handle the borderline splits themselves; the grader only"
                " sorts the clear cases.",
                "We retrain the network each spring on splits that makers overruled the"
                " year before.",
            ),
        ),
        "ai_flock_counter": (
            "Fenwold Flock Counter",
            "Counting geese from a gatepost camera",
            (
                "The counter uses a detection model to mark each bird as the flock passes"
                " through the gate.",
                "In fog or heavy rain the counts are less reliable, and the app shows a"
                " warning beside them.",
                "Drovers can correct a count by hand, and those corrections help us judge"
                " the model each month.",
            ),
        ),
    },
    "es": {
        "saltworks": (
            "Salinas de Punta Garza",
            "Rastrillar las eras en agosto",
            (
                "La salmuera de la laguna reposa unos nueve días en las eras antes de que se"
                " forme la primera costra.",
                "Rastrillamos al amanecer, cuando el viento es flojo y los cristales aún no"
                " han cogido polvo del camino.",
                "Las visitas pueden mirar desde la pasarela; el calzado de suela blanda"
                " respeta el suelo de arcilla.",
            ),
        ),
        "hedge_school": (
            "Escuela de Setos Vallejuelo",
            "Trenzar avellano en un curso de dos días",
            (
                "Cada alumno tiende unos cuatro metros de seto, cortando cada tallo casi del"
                " todo junto al suelo.",
                "Los tallos se doblan en ángulo y se entretejen entre estacas clavadas cada"
                " medio metro.",
                "Por arriba se retuercen varas frescas de avellano que sujetan la línea el"
                " primer invierno.",
            ),
        ),
        "tortoise_lodge": (
            "Residencia de Tortugas La Galápaga",
            "Estancias de verano para tortugas de jardín",
            (
                "Cada huésped tiene su propio recinto con un rincón templado, otro de sombra"
                " y un bebedero poco hondo.",
                "Pesamos a cada tortuga al llegar y al marcharse y apuntamos los datos en su"
                " ficha.",
                "Conviene traer la verdura de siempre para los dos primeros días, así el"
                " cambio de comida es suave.",
            ),
        ),
        "slipway_club": (
            "Club de la Rampa de Cudillero",
            "Engrasar la rampa antes de una botadura",
            (
                "El sebo se templa en un cubo y se extiende fino sobre las guías de madera la"
                " tarde anterior.",
                "Dos socios sujetan los cabos de retenida mientras la cuna baja con la marea"
                " vaciante.",
                "El club lleva un turno para que ningún barco se bote con menos de cuatro"
                " personas en el muelle.",
            ),
        ),
        "ai_eel_forecast": (
            "Pronóstico de Angulas del Nalón",
            "Cómo adivina nuestro modelo la noche de la subida",
            (
                "El pronosticador lee la temperatura del río, la fase lunar y la lluvia de"
                " tres aforos aguas arriba.",
                "Se entrenó con once temporadas de capturas anotadas por los voluntarios de"
                " la cofradía.",
                "Tras lluvias fuertes suele adelantarse una noche, por eso publicamos un"
                " intervalo y no una fecha.",
            ),
        ),
        "ai_trug_grader": (
            "Clasificador de Astillas Mimbrera",
            "Una cámara que separa astillas de sauce y castaño",
            (
                "Cada astilla pasa bajo una cámara y una pequeña red neuronal puntúa la veta"
                " y los nudos.",
                "Los cesteros revisan a mano los casos dudosos; el clasificador solo separa"
                " los claros.",
                "Cada primavera volvemos a entrenar la red con las astillas que los"
                " artesanos corrigieron.",
            ),
        ),
        "ai_flock_counter": (
            "Contador de Bandadas Las Lagunas",
            "Contar ocas desde una cámara en la cancela",
            (
                "El contador usa un modelo de detección que marca cada ave al pasar la"
                " bandada por la cancela.",
                "Con niebla o lluvia fuerte los recuentos fallan más, y la aplicación lo"
                " avisa al lado.",
                "Los arrieros pueden corregir un recuento a mano, y eso nos ayuda a juzgar"
                " el modelo cada mes.",
            ),
        ),
    },
    "pt": {
        "saltworks": (
            "Marinhas da Ponta do Mouchão",
            "Rapar os talhos em agosto",
            (
                "A salmoura da lagoa fica uns nove dias nos talhos rasos antes de se formar"
                " a primeira crosta.",
                "Rapamos de madrugada, quando o vento é fraco e os cristais ainda não"
                " apanharam pó do caminho.",
                "Os visitantes podem ver a partir do passadiço; sola macia poupa o fundo de barro.",
            ),
        ),
        "hedge_school": (
            "Escola de Sebes da Quinta do Vale",
            "Entrançar aveleira num curso de dois dias",
            (
                "Cada aluno deita cerca de quatro metros de sebe, cortando cada caule quase"
                " de todo junto ao chão.",
                "Os caules dobram-se em ângulo e entrelaçam-se entre estacas espetadas a cada"
                " meio metro.",
                "Por cima torcem-se varas frescas de aveleira que seguram a linha no"
                " primeiro inverno.",
            ),
        ),
        "tortoise_lodge": (
            "Hospedagem de Tartarugas Casco Lento",
            "Estadias de verão para tartarugas de jardim",
            (
                "Cada hóspede tem o seu cercado com um canto morno, um canto de sombra e um"
                " bebedouro raso.",
                "Pesamos cada tartaruga à chegada e à saída e registamos os valores na sua ficha.",
                "Os donos devem trazer as verduras habituais para os primeiros dois dias,"
                " para a mudança ser suave.",
            ),
        ),
        "slipway_club": (
            "Clube da Rampa de Vila Chã",
            "Untar a rampa antes de um bota-abaixo",
            (
                "O sebo é aquecido num balde e espalhado fino pelas calhas de madeira na véspera.",
                "Dois sócios seguram os cabos de retenção enquanto o berço desce com a maré"
                " a vazar.",
                "O clube tem uma escala para que nenhum barco desça com menos de quatro"
                " pessoas no cais.",
            ),
        ),
        "ai_eel_forecast": (
            "Previsão de Meixão do Mondego",
            "Como o nosso modelo adivinha a noite da subida",
            (
                "O previsor lê a temperatura do rio, a fase da lua e a chuva de três"
                " estações a montante.",
                "Foi treinado com onze épocas de capturas registadas pelos voluntários da"
                " associação.",
                "Depois de chuva forte costuma adiantar-se uma noite, por isso publicamos um"
                " intervalo.",
            ),
        ),
        "ai_trug_grader": (
            "Classificador de Lascas Vimeiro",
            "Uma câmara que separa lascas de salgueiro e castanho",
            (
                "Cada lasca passa sob uma câmara e uma pequena rede neural pontua o veio e os nós.",
                "Os cesteiros tratam à mão os casos duvidosos; o classificador só separa os"
                " claros.",
                "Todas as primaveras voltamos a treinar a rede com as lascas que os"
                " artesãos corrigiram.",
            ),
        ),
        "ai_flock_counter": (
            "Contador de Bandos da Lezíria",
            "Contar gansos a partir de uma câmara no portão",
            (
                "O contador usa um modelo de deteção que marca cada ave quando o bando"
                " passa o portão.",
                "Com nevoeiro ou chuva forte as contagens falham mais, e a aplicação mostra"
                " um aviso ao lado.",
                "Os tropeiros podem corrigir uma contagem à mão, e isso ajuda-nos a avaliar"
                " o modelo todos os meses.",
            ),
        ),
    },
}
