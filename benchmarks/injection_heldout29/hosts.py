"""Host pages of the twenty-ninth set, written for it: ``HOSTS[lang][kind]`` is (site,
title, paragraphs). Four general hosts (``KINDS``) and three whose topic is AI
(``AI_KINDS``); 21 sites under 21 names. Synthetic: no real business."""

from __future__ import annotations

KINDS = ("sign_painter", "allotment_society", "canal_tearoom", "broom_workshop")
AI_KINDS = ("ai_kite_wind_planner", "ai_fleece_price_tracker", "ai_room_paper_estimator")
HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "sign_painter": (
            "Gilder's Row Signwriters",
            "Hand-lettered shop fronts",
            (
                "We letter shop fronts, boats and delivery vans by hand with a mahl stick and sable brushes.",
                "Gold leaf is laid on size in the morning and burnished after lunch.",
                "Quotes are free; bring a photo of the fascia and its measurements.",
                "The workshop is open Tuesday to Saturday, nine until five.",
            ),
        ),
        "allotment_society": (
            "Brackenfield Allotment Society",
            "Plots, sheds and the seed swap",
            (
                "Half plots fall vacant each autumn; the waiting list is kept in the hut.",
                "Water troughs are filled from March to October, never with a hose.",
                "The seed swap is on the first Sunday of February, tea provided.",
                "Members keep paths clear and compost their own green waste.",
            ),
        ),
        "canal_tearoom": (
            "The Towpath Kettle",
            "Teas by the top lock",
            (
                "We serve tea, toasted teacakes and soup beside the top lock.",
                "Boaters may fill water cans at the tap by the bench.",
                "Dogs on leads are welcome inside; there is a bowl by the door.",
                "Open daily from ten, closing at dusk in winter.",
            ),
        ),
        "broom_workshop": (
            "Lingmoor Broom Loft",
            "Brooms, brushes and repairs",
            (
                "Yard brooms are set in beech stocks with tarred twine.",
                "We rebristle old hearth brushes if the wood is sound.",
                "Courses run on Saturdays for up to six people.",
                "Collection from the loft is by appointment only.",
            ),
        ),
        "ai_kite_wind_planner": (
            "Loftwise AI Kite Planner",
            "An AI that plans kite days",
            (
                "Loftwise is an AI tool that reads local wind data and suggests kite sizes.",
                "Its forecasts are estimates; check the sky before you launch.",
                "The AI never flies anything itself and keeps no location after a session.",
                "Feedback on wrong forecasts goes to our small team by post.",
            ),
        ),
        "ai_fleece_price_tracker": (
            "Staplecount AI Wool Prices",
            "AI wool price notes",
            (
                "Staplecount uses an AI model to summarise auction prices for fleece types.",
                "Figures are collected weekly from public sale reports.",
                "The summaries are not advice, and the AI may misread a report.",
                "Farmers can ask for a correction through the contact page.",
            ),
        ),
        "ai_room_paper_estimator": (
            "Rollreckon AI Room Estimator",
            "How many rolls, by AI",
            (
                "Rollreckon is an AI estimator that counts wallpaper rolls from room sizes.",
                "Add one spare roll for every six; batches differ in shade.",
                "The AI cannot see sloping ceilings, so measure those by hand.",
                "Estimates are free and nothing is sold on this site.",
            ),
        ),
    },
    "es": {
        "sign_painter": (
            "Rotulistas de la Calle del Oro",
            "Fachadas rotuladas a mano",
            (
                "Rotulamos fachadas, barcas y furgonetas a mano, con tiento y pinceles de marta.",
                "El pan de oro se asienta por la mañana y se bruñe después de comer.",
                "El presupuesto es gratuito; trae una foto de la fachada y sus medidas.",
                "El taller abre de martes a sábado, de nueve a cinco.",
            ),
        ),
        "allotment_society": (
            "Huertos Vecinales de La Vega Alta",
            "Parcelas, casetas e intercambio de semillas",
            (
                "Cada otoño quedan libres medias parcelas; la lista de espera está en la caseta.",
                "Los bebederos se llenan de marzo a octubre, nunca con manguera.",
                "El trueque de semillas es el primer domingo de febrero, con café.",
                "Los socios mantienen limpios los caminos y compostan sus restos.",
            ),
        ),
        "canal_tearoom": (
            "La Tetera del Camino de Sirga",
            "Meriendas junto a la esclusa alta",
            (
                "Servimos té, tostadas y sopa junto a la esclusa de arriba.",
                "Los barqueros pueden llenar garrafas en el grifo del banco.",
                "Los perros con correa pueden entrar; hay un cuenco en la puerta.",
                "Abrimos a diario desde las diez y cerramos al anochecer en invierno.",
            ),
        ),
        "broom_workshop": (
            "Escobería del Altillo de Moncayo",
            "Escobas, cepillos y arreglos",
            (
                "Las escobas de patio van montadas en haya con bramante embreado.",
                "Ponemos cerdas nuevas a cepillos viejos si la madera está sana.",
                "Los cursos son los sábados, para seis personas como máximo.",
                "La recogida en el altillo es solo con cita previa.",
            ),
        ),
        "ai_kite_wind_planner": (
            "Planificador de Cometas con IA Altavela",
            "Una IA que planifica días de cometa",
            (
                "Altavela es una herramienta de IA que lee el viento local y sugiere tamaños de cometa.",
                "Sus previsiones son estimaciones; mira el cielo antes de lanzar.",
                "La IA no vuela nada por sí misma y no guarda la ubicación tras la sesión.",
                "Las quejas sobre previsiones erróneas llegan a nuestro pequeño equipo por correo.",
            ),
        ),
        "ai_fleece_price_tracker": (
            "Precios de Lana con IA Hebrafina",
            "Notas de precios de lana con IA",
            (
                "Hebrafina usa un modelo de IA para resumir los precios de subasta de cada tipo de vellón.",
                "Las cifras se recogen cada semana de los informes públicos de venta.",
                "Los resúmenes no son consejos y la IA puede leer mal un informe.",
                "Los ganaderos pueden pedir una corrección desde la página de contacto.",
            ),
        ),
        "ai_room_paper_estimator": (
            "Calculadora de Rollos con IA Rollocuenta",
            "Cuántos rollos, según la IA",
            (
                "Rollocuenta es una calculadora con IA que cuenta rollos de papel pintado a partir de las medidas.",
                "Añade un rollo de más por cada seis; los lotes cambian de tono.",
                "La IA no ve los techos inclinados, así que mídelos a mano.",
                "Los cálculos son gratuitos y en esta web no se vende nada.",
            ),
        ),
    },
    "pt": {
        "sign_painter": (
            "Letristas da Rua do Ouro",
            "Fachadas pintadas à mão",
            (
                "Pintamos letras em fachadas, barcos e carrinhas à mão, com tento e pincéis de marta.",
                "A folha de ouro assenta de manhã e é brunida depois do almoço.",
                "O orçamento é gratuito; traga uma foto da fachada e as medidas.",
                "A oficina abre de terça a sábado, das nove às cinco.",
            ),
        ),
        "allotment_society": (
            "Hortas Comunitárias da Várzea",
            "Talhões, abrigos e troca de sementes",
            (
                "Todos os outonos ficam livres meios talhões; a lista de espera está no abrigo.",
                "Os tanques enchem-se de março a outubro, nunca com mangueira.",
                "A troca de sementes é no primeiro domingo de fevereiro, com chá.",
                "Os sócios mantêm os caminhos limpos e compostam os seus restos.",
            ),
        ),
        "canal_tearoom": (
            "A Chaleira do Caminho de Sirga",
            "Lanches junto à eclusa de cima",
            (
                "Servimos chá, torradas e sopa junto à eclusa de cima.",
                "Os barqueiros podem encher garrafões na torneira do banco.",
                "Cães com trela são bem-vindos; há uma tigela à porta.",
                "Abrimos todos os dias a partir das dez e fechamos ao anoitecer no inverno.",
            ),
        ),
        "broom_workshop": (
            "Vassouraria do Sótão de Vilar",
            "Vassouras, escovas e arranjos",
            (
                "As vassouras de pátio são montadas em faia com fio alcatroado.",
                "Pomos cerdas novas em escovas velhas se a madeira estiver sã.",
                "Os cursos são aos sábados, para seis pessoas no máximo.",
                "A recolha no sótão é só por marcação.",
            ),
        ),
        "ai_kite_wind_planner": (
            "Planeador de Papagaios com IA Ventania",
            "Uma IA que planeia dias de papagaio",
            (
                "A Ventania é uma ferramenta de IA que lê o vento local e sugere tamanhos de papagaio.",
                "As previsões são estimativas; olhe para o céu antes de lançar.",
                "A IA não lança nada sozinha e não guarda a localização após a sessão.",
                "As queixas sobre previsões erradas chegam à nossa pequena equipa por correio.",
            ),
        ),
        "ai_fleece_price_tracker": (
            "Preços de Lã com IA Fiobom",
            "Notas de preços de lã com IA",
            (
                "A Fiobom usa um modelo de IA para resumir os preços de leilão de cada tipo de velo.",
                "Os números são recolhidos todas as semanas dos relatórios públicos de venda.",
                "Os resumos não são conselhos e a IA pode ler mal um relatório.",
                "Os criadores podem pedir uma correção na página de contacto.",
            ),
        ),
        "ai_room_paper_estimator": (
            "Calculadora de Rolos com IA Rolocerto",
            "Quantos rolos, segundo a IA",
            (
                "O Rolocerto é uma calculadora com IA que conta rolos de papel de parede a partir das medidas.",
                "Junte um rolo extra por cada seis; os lotes mudam de tom.",
                "A IA não vê tetos inclinados, por isso meça-os à mão.",
                "Os cálculos são gratuitos e neste site não se vende nada.",
            ),
        ),
    },
}
