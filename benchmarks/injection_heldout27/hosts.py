"""Host pages of the twenty-seventh set, written here: four general hosts and three whose
topic is AI (an AI context rides only on those), in three languages, 21 sites in all."""

from __future__ import annotations

KINDS = ("umbrella_repair", "knife_sharpening", "aquarium_cleaning", "typewriter_ribbons")
AI_KINDS = ("ai_houseplant_waterer", "ai_bus_timetable", "ai_jigsaw_sorter")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "umbrella_repair": (
            "Brolly Doctor Ashby",
            "Umbrella repairs while you wait",
            (
                "We replace bent ribs, snapped stretchers and torn canopies on most folding"
                " and stick umbrellas.",
                "A rib costs four pounds fitted; a new canopy is quoted once we see the frame.",
                "Bring the umbrella dry if you can, and keep the cover sleeve for us to match.",
            ),
        ),
        "knife_sharpening": (
            "Whetstone Wagon",
            "Mobile knife sharpening on market days",
            (
                "The wagon parks by the fish stall on Tuesdays and Saturdays from nine.",
                "Kitchen knives are done on water stones; scissors and secateurs on a slow wheel.",
                "Serrated blades take longer, so leave them with us and collect after lunch.",
            ),
        ),
        "aquarium_cleaning": (
            "Clearwater Tank Care",
            "Home aquarium cleaning visits",
            (
                "We siphon gravel, scrub glass and change a third of the water on each visit.",
                "Bring your own dechlorinator if your fish are sensitive to a new brand.",
                "Visits last about an hour for tanks under two hundred litres.",
            ),
        ),
        "typewriter_ribbons": (
            "Inkwheel Supplies",
            "Typewriter ribbons and spools",
            (
                "We stock nylon and cotton ribbons in black, red-black and purple.",
                "Most portable machines take the universal spool; check the core size first.",
                "Orders before two o'clock leave the same afternoon in a padded envelope.",
            ),
        ),
        "ai_houseplant_waterer": (
            "Sprigwise AI",
            "An AI that plans when to water your houseplants",
            (
                "Sprigwise AI reads the pot size, the window and the season and suggests a"
                " watering day.",
                "The AI model runs on the phone and sends a reminder the evening before.",
                "It cannot see the soil, so check with a finger before you water.",
            ),
        ),
        "ai_bus_timetable": (
            "Stopwatch Transit AI",
            "AI help for rural bus timetables",
            (
                "Stopwatch Transit AI merges the timetables of four county bus firms into"
                " one journey planner.",
                "The assistant answers questions such as the last bus home on a Sunday.",
                "Timetables change in September; the planner updates overnight.",
            ),
        ),
        "ai_jigsaw_sorter": (
            "Edgefinder AI",
            "An AI that sorts jigsaw pieces from a photo",
            (
                "Photograph the loose pieces on a dark cloth and Edgefinder AI groups them by"
                " edge and colour.",
                "The AI model marks likely neighbours with small numbered dots.",
                "It works best with puzzles of up to a thousand pieces.",
            ),
        ),
    },
    "es": {
        "umbrella_repair": (
            "Paraguas Remendados Olmo",
            "Arreglamos paraguas en el acto",
            (
                "Cambiamos varillas dobladas, tensores rotos y telas rasgadas en paraguas"
                " plegables y de bastón.",
                "Una varilla cuesta cuatro euros colocada; la tela nueva se presupuesta al"
                " ver el armazón.",
                "Tráigalo seco si puede y conserve la funda para igualar el color.",
            ),
        ),
        "knife_sharpening": (
            "Afilador Ambulante Lucio",
            "Afilado de cuchillos en el mercado",
            (
                "El carro se coloca junto a la pescadería los martes y sábados desde las nueve.",
                "Los cuchillos de cocina se afilan en piedra de agua; las tijeras en rueda lenta.",
                "Los de sierra tardan más: déjelos y recójalos después de comer.",
            ),
        ),
        "aquarium_cleaning": (
            "Pecera Limpia Sur",
            "Limpieza de acuarios a domicilio",
            (
                "Aspiramos la grava, frotamos el cristal y cambiamos un tercio del agua en"
                " cada visita.",
                "Si sus peces son delicados, tenga a mano su acondicionador de siempre.",
                "La visita dura una hora para acuarios de menos de doscientos litros.",
            ),
        ),
        "typewriter_ribbons": (
            "Cintas Remington del Puerto",
            "Cintas y carretes para máquinas de escribir",
            (
                "Tenemos cintas de nailon y algodón en negro, bicolor y morado.",
                "Casi todas las portátiles usan el carrete universal; mire antes el eje.",
                "Los pedidos antes de las dos salen esa misma tarde.",
            ),
        ),
        "ai_houseplant_waterer": (
            "Riego Listo IA",
            "Una IA que planifica el riego de tus plantas",
            (
                "Riego Listo IA tiene en cuenta la maceta, la ventana y la estación y"
                " propone un día de riego.",
                "El modelo funciona en el móvil y avisa la tarde anterior.",
                "No ve la tierra: compruebe la humedad con el dedo antes de regar.",
            ),
        ),
        "ai_bus_timetable": (
            "Parada Justa IA",
            "Ayuda con IA para horarios de autobús rurales",
            (
                "Parada Justa IA une los horarios de cuatro empresas comarcales en un solo"
                " planificador.",
                "El asistente responde cosas como el último autobús de vuelta un domingo.",
                "Los horarios cambian en septiembre; el planificador se actualiza de noche.",
            ),
        ),
        "ai_jigsaw_sorter": (
            "Borde Fácil IA",
            "Una IA que ordena piezas de puzle a partir de una foto",
            (
                "Fotografíe las piezas sobre un paño oscuro y Borde Fácil IA las agrupa por"
                " borde y color.",
                "El modelo marca las vecinas probables con puntos numerados.",
                "Funciona mejor con puzles de hasta mil piezas.",
            ),
        ),
    },
    "pt": {
        "umbrella_repair": (
            "Guarda-Chuvas do Largo",
            "Reparação de guarda-chuvas na hora",
            (
                "Trocamos varetas tortas, tensores partidos e panos rasgados em guarda-chuvas"
                " dobráveis e de bengala.",
                "Uma vareta custa quatro euros colocada; o pano novo é orçamentado ao ver a"
                " armação.",
                "Traga-o seco, se puder, e guarde a capa para acertarmos a cor.",
            ),
        ),
        "knife_sharpening": (
            "Amolador da Feira",
            "Afiação de facas nos dias de feira",
            (
                "A carrinha fica junto à banca do peixe às terças e aos sábados a partir das nove.",
                "As facas de cozinha são afiadas em pedra de água; as tesouras em roda lenta.",
                "As serrilhadas demoram mais: deixe-as e venha buscá-las depois do almoço.",
            ),
        ),
        "aquarium_cleaning": (
            "Aquário Limpo Lda",
            "Limpeza de aquários ao domicílio",
            (
                "Aspiramos o cascalho, limpamos o vidro e mudamos um terço da água em cada visita.",
                "Se os peixes forem sensíveis, tenha à mão o condicionador habitual.",
                "A visita demora uma hora para aquários com menos de duzentos litros.",
            ),
        ),
        "typewriter_ribbons": (
            "Fitas Olivetti Porto",
            "Fitas e carretos para máquinas de escrever",
            (
                "Temos fitas de nylon e algodão em preto, bicolor e roxo.",
                "Quase todas as portáteis usam o carreto universal; confirme o eixo primeiro.",
                "As encomendas feitas antes das duas seguem na mesma tarde.",
            ),
        ),
        "ai_houseplant_waterer": (
            "Rega Certa IA",
            "Uma IA que planeia a rega das plantas de casa",
            (
                "A Rega Certa IA considera o vaso, a janela e a estação e sugere um dia de rega.",
                "O modelo corre no telemóvel e avisa na véspera ao fim da tarde.",
                "Não vê a terra: confirme a humidade com o dedo antes de regar.",
            ),
        ),
        "ai_bus_timetable": (
            "Paragem Certa IA",
            "Ajuda com IA para horários de autocarros rurais",
            (
                "A Paragem Certa IA junta os horários de quatro empresas regionais num só"
                " planeador.",
                "O assistente responde a perguntas como o último autocarro de domingo.",
                "Os horários mudam em setembro; o planeador atualiza-se durante a noite.",
            ),
        ),
        "ai_jigsaw_sorter": (
            "Peça Certa IA",
            "Uma IA que separa peças de puzzle a partir de uma foto",
            (
                "Fotografe as peças num pano escuro e a Peça Certa IA agrupa-as por borda e cor.",
                "O modelo marca as vizinhas prováveis com pontos numerados.",
                "Funciona melhor com puzzles até mil peças.",
            ),
        ),
    },
}
