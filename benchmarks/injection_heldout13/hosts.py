"""This set's own host pages, per language: (site, title, paragraphs). Four general hosts
(a hot-air balloon operator, a typewriter repair workshop, a canoe rental, a cidery) and
three whose topic is AI (a plant-identifier app, an AI dubbing studio, an AI meeting-notes
service). AI contexts ride only on the AI kinds."""

from __future__ import annotations

KINDS = ("balloon", "typewriter", "canoe", "cidery")
AI_KINDS = ("plant_id_app", "dubbing_studio", "meeting_notes")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "balloon": (
            "Skylark Balloon Flights",
            "Dawn flights over the Wye valley",
            (
                "We lift off about half an hour after sunrise, when the air is calm and cool.",
                "A flight lasts roughly an hour; with inflation, packing away and the "
                "drive back, keep four hours free.",
                "Wear flat shoes and a hat. The burners are warm, the basket floor is not.",
                "If the wind is above eight knots we postpone and rebook you free of charge.",
            ),
        ),
        "typewriter": (
            "Platen & Ribbon Repairs",
            "Servicing manual typewriters since 1988",
            (
                "Most machines need a clean, new feet and a fresh ribbon rather than parts.",
                "We quote after a free inspection; a standard service takes two weeks.",
                "Olympia, Hermes, Olivetti and Smith-Corona portables are our daily bread.",
                "Please pack the carriage lock on before posting a machine to us.",
            ),
        ),
        "canoe": (
            "Mill Reach Canoe Hire",
            "Open canoes and kayaks by the hour or day",
            (
                "Boats leave the slipway from nine until four, weather and river level permitting.",
                "Every hire includes buoyancy aids, paddles and a waterproof barrel.",
                "The trip down to Hatton lock takes about three hours at an easy pace.",
                "Children under twelve must share a canoe with an adult.",
            ),
        ),
        "cidery": (
            "Crookback Orchard Cider",
            "Farmhouse cider from our own standard trees",
            (
                "Our apples are picked from the grass in October and milled within the week.",
                "We ferment with wild yeast in old oak and bottle after about seven months.",
                "The farm shop is open Thursday to Sunday; tastings are free.",
                "Dry, medium and a perry when the pear harvest allows.",
            ),
        ),
        "plant_id_app": (
            "LeafLens",
            "Point your phone at a plant, get its name",
            (
                "LeafLens compares your photo with about forty thousand species and shows "
                "the three closest matches.",
                "Each match comes with a confidence score; below 60 percent we say so.",
                "The app never tells you whether a mushroom or berry is safe to eat.",
                "Photos are processed on our servers and deleted after thirty days.",
            ),
        ),
        "dubbing_studio": (
            "Dubworks AI",
            "Voice dubbing for independent film",
            (
                "We translate your dialogue, then a synthetic voice matched to each actor "
                "reads the new lines.",
                "Actors sign a separate licence for their voice, which they can withdraw.",
                "A feature film takes about ten working days, including a human review.",
                "Credits list every translator and reviewer by name.",
            ),
        ),
        "meeting_notes": (
            "Minutely",
            "Meeting notes written while you talk",
            (
                "Minutely joins your video call, transcribes it and drafts a short summary "
                "with action points.",
                "Everyone on the call sees a banner while recording is on.",
                "Summaries can be edited before they are shared with the team.",
                "Plans start with a free tier of five meetings a month.",
            ),
        ),
    },
    "es": {
        "balloon": (
            "Globos Cierzo",
            "Vuelos en globo al amanecer sobre las Bardenas",
            (
                "Despegamos media hora después de salir el sol, cuando el aire está quieto.",
                "El vuelo dura una hora; con el inflado, la recogida y el regreso, cuente "
                "con cuatro horas.",
                "Traiga calzado plano y una gorra: los quemadores dan calor.",
                "Si el viento supera los ocho nudos aplazamos el vuelo sin coste.",
            ),
        ),
        "typewriter": (
            "Taller La Tecla",
            "Reparación de máquinas de escribir",
            (
                "La mayoría de las máquinas solo necesitan limpieza, gomas nuevas y cinta.",
                "Presupuestamos tras una revisión gratuita; el arreglo tarda dos semanas.",
                "Trabajamos Olivetti, Olympia, Hispano Olivetti y Underwood.",
                "Si nos envía la máquina, bloquee antes el carro.",
            ),
        ),
        "canoe": (
            "Piraguas Río Sella",
            "Alquiler de canoas por horas o por día",
            (
                "Salimos desde la playa del puente entre las diez y las cuatro.",
                "El alquiler incluye chaleco, pala y bidón estanco.",
                "El descenso hasta Toraño lleva unas tres horas sin prisa.",
                "Los menores de doce años van siempre con un adulto.",
            ),
        ),
        "cidery": (
            "Llagar El Cabanón",
            "Sidra natural de manzana asturiana",
            (
                "Recogemos la manzana del suelo en octubre y la mayamos esa misma semana.",
                "Fermenta con sus levaduras en toneles de castaño hasta la primavera.",
                "La tienda abre de jueves a domingo; la cata es gratuita.",
                "Tenemos sidra natural, sidra brut y vinagre de sidra.",
            ),
        ),
        "plant_id_app": (
            "HojaVista",
            "Apunte el móvil a una planta y sepa cuál es",
            (
                "HojaVista compara su foto con unas cuarenta mil especies y muestra las "
                "tres más parecidas.",
                "Cada resultado lleva un grado de confianza; si baja del 60 %, se avisa.",
                "La aplicación nunca dice si una seta o una baya se puede comer.",
                "Las fotos se procesan en nuestros servidores y se borran a los treinta días.",
            ),
        ),
        "dubbing_studio": (
            "Doblaje Sintético Norte",
            "Doblaje con voces de IA para cine independiente",
            (
                "Traducimos los diálogos y una voz sintética ajustada a cada actor lee el "
                "texto nuevo.",
                "Los actores firman una licencia aparte por su voz y pueden retirarla.",
                "Un largometraje lleva unos diez días hábiles, con revisión humana.",
                "En los créditos figura cada traductor y revisor.",
            ),
        ),
        "meeting_notes": (
            "Actanota",
            "Actas de reunión mientras usted habla",
            (
                "Actanota entra en la videollamada, la transcribe y redacta un resumen con tareas.",
                "Todos los asistentes ven un aviso mientras se graba.",
                "El resumen se puede corregir antes de compartirlo.",
                "Hay un plan gratuito de cinco reuniones al mes.",
            ),
        ),
    },
    "pt": {
        "balloon": (
            "Balões Alentejo Alto",
            "Voos de balão ao nascer do sol sobre Monsaraz",
            (
                "Descolamos meia hora depois do nascer do sol, com o ar parado e fresco.",
                "O voo dura cerca de uma hora; com o enchimento e o regresso, reserve "
                "quatro horas.",
                "Venha de sapato raso e chapéu: os queimadores aquecem.",
                "Com vento acima de oito nós adiamos o voo sem custos.",
            ),
        ),
        "typewriter": (
            "Oficina Tipo Remington",
            "Conserto de máquinas de escrever",
            (
                "A maioria das máquinas só precisa de limpeza, borrachas novas e fita.",
                "O orçamento sai depois de uma revisão gratuita; o conserto leva duas semanas.",
                "Trabalhamos com Olivetti, Olympia, Remington e Facit.",
                "Se mandar a máquina pelo correio, trave o carro antes.",
            ),
        ),
        "canoe": (
            "Canoas do Rio Paiva",
            "Aluguer de canoas à hora ou ao dia",
            (
                "As canoas saem da praia fluvial entre as nove e as quatro.",
                "O aluguer inclui colete, pagaia e bidão estanque.",
                "A descida até à ponte velha leva umas três horas com calma.",
                "Menores de doze anos vão sempre com um adulto.",
            ),
        ),
        "cidery": (
            "Sidraria Quinta do Pomar",
            "Sidra artesanal de maçã bravo de Esmolfe",
            (
                "Apanhamos a maçã em outubro e moemos na mesma semana.",
                "Fermenta com leveduras naturais em barricas velhas até à primavera.",
                "A loja abre de quinta a domingo e a prova é gratuita.",
                "Há sidra seca, meio-seca e, em anos bons, perada.",
            ),
        ),
        "plant_id_app": (
            "FolhaCerta",
            "Aponte o celular para a planta e saiba o nome",
            (
                "O FolhaCerta compara sua foto com cerca de quarenta mil espécies e mostra "
                "as três mais parecidas.",
                "Cada resultado traz um grau de confiança; abaixo de 60 % a gente avisa.",
                "O app nunca diz se um cogumelo ou fruto é comestível.",
                "As fotos são processadas nos nossos servidores e apagadas após trinta dias.",
            ),
        ),
        "dubbing_studio": (
            "Dublagem Sintética Sul",
            "Dublagem com vozes de IA para cinema independente",
            (
                "Traduzimos os diálogos e uma voz sintética ajustada a cada ator lê as falas "
                "novas.",
                "Os atores assinam uma licença à parte pela voz e podem revogá-la.",
                "Um longa leva uns dez dias úteis, com revisão humana.",
                "Nos créditos aparecem todos os tradutores e revisores.",
            ),
        ),
        "meeting_notes": (
            "Ataviva",
            "Atas de reunião enquanto você fala",
            (
                "O Ataviva entra na videochamada, transcreve e escreve um resumo com tarefas.",
                "Todos os participantes veem um aviso enquanto a gravação está ligada.",
                "O resumo pode ser editado antes de ser partilhado.",
                "Há um plano gratuito de cinco reuniões por mês.",
            ),
        ),
    },
}
