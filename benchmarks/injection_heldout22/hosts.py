"""The carrier pages of the twenty-second set, written here: four general hosts (a lifeboat
station, a village fete, a horology society, a pressed-flower club) and three whose topic is
AI (an AI cinema seat picker, an AI toll-road helper, an AI camping planner), each in
English, Spanish and Portuguese under its own site name (21 sites). ``HOSTS[lang][kind]``
is ``(site, title, paragraphs)``; the AI hosts describe a product and address no model."""

from __future__ import annotations

KINDS = ("lifeboat_station", "village_fete", "horology_society", "pressed_flower_club")
AI_KINDS = ("ai_cinema_seat_picker", "ai_toll_road_helper", "ai_camping_planner")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "lifeboat_station": (
            "Saltmarsh Point Lifeboat Station",
            "Visiting the boathouse",
            (
                "The boathouse is open to visitors on Saturday afternoons from April to October.",
                "Volunteer crew train on Tuesday evenings, so the slipway may be closed then.",
                "Donations in the collection box pay for fuel, flares and new drysuits.",
            ),
        ),
        "village_fete": (
            "Little Ambridge Summer Fete",
            "What is on this year",
            (
                "The fete starts at noon on the green with the tug of war and the dog show.",
                "Cakes for the baking contest should reach the marquee by half past ten.",
                "Parking is in the field behind the church; please follow the marshals.",
            ),
        ),
        "horology_society": (
            "Wexcombe Horological Society",
            "Meetings and clock clinics",
            (
                "Members meet on the first Wednesday of each month in the old corn exchange.",
                "Bring a stopped clock to the clinic and a member will look at the movement.",
                "The society library lends books on escapements, springs and case repair.",
            ),
        ),
        "pressed_flower_club": (
            "Fernleigh Pressed Flower Club",
            "Joining the club",
            (
                "We press wild and garden flowers between blotting paper for about three weeks.",
                "New members receive a wooden press and a starter pack of cards and tissue.",
                "Our spring exhibition shows framed pictures, bookmarks and greetings cards.",
            ),
        ),
        "ai_cinema_seat_picker": (
            "SeatSense Cinema Picker",
            "How SeatSense chooses your seats",
            (
                "SeatSense is an AI tool that suggests seats from the screen size and the hall plan.",
                "It learns whether you like the aisle or the middle after a few bookings.",
                "You can always ignore a suggestion and pick seats on the plan yourself.",
            ),
        ),
        "ai_toll_road_helper": (
            "TollWise Road Helper",
            "About the TollWise assistant",
            (
                "TollWise uses a machine learning model to estimate toll costs for a route.",
                "The assistant reads your tag balance only when you link the account.",
                "Estimates can differ from the final charge shown on your statement.",
            ),
        ),
        "ai_camping_planner": (
            "PitchPilot Camping Planner",
            "Planning a trip with PitchPilot",
            (
                "PitchPilot is an AI planner that lists campsites by weather, distance and price.",
                "Its packing list follows the instructions you give about tents and cooking.",
                "Every booking is made on the campsite's own page, not by the planner.",
            ),
        ),
    },
    "es": {
        "lifeboat_station": (
            "Estación de Salvamento Punta Marisma",
            "Visitar la caseta de botes",
            (
                "La caseta abre a las visitas los sábados por la tarde de abril a octubre.",
                "La tripulación voluntaria entrena los martes por la noche y la rampa puede cerrar.",
                "Los donativos de la hucha pagan combustible, bengalas y trajes secos nuevos.",
            ),
        ),
        "village_fete": (
            "Fiesta de Verano de Villaverde del Río",
            "Qué hay este año",
            (
                "La fiesta empieza a mediodía en la plaza con la soga y el concurso de perros.",
                "Los bizcochos del concurso deben llegar a la carpa antes de las diez y media.",
                "Se aparca en el prado detrás de la iglesia; sigan a los voluntarios.",
            ),
        ),
        "horology_society": (
            "Sociedad Relojera de Valdecruces",
            "Reuniones y consultorio de relojes",
            (
                "Los socios se reúnen el primer miércoles de cada mes en la antigua lonja.",
                "Traiga un reloj parado al consultorio y un socio revisará la maquinaria.",
                "La biblioteca presta libros sobre escapes, muelles y reparación de cajas.",
            ),
        ),
        "pressed_flower_club": (
            "Club de Flores Prensadas Helechal",
            "Hacerse socio",
            (
                "Prensamos flores silvestres y de jardín entre papel secante unas tres semanas.",
                "Los socios nuevos reciben una prensa de madera y un lote de tarjetas.",
                "La exposición de primavera muestra cuadros, marcapáginas y postales.",
            ),
        ),
        "ai_cinema_seat_picker": (
            "ButacaLista",
            "Cómo elige ButacaLista tus asientos",
            (
                "ButacaLista es una herramienta de IA que sugiere butacas según la pantalla y la sala.",
                "Aprende si prefieres pasillo o centro después de unas cuantas reservas.",
                "Siempre puedes ignorar una sugerencia y elegir tú las butacas en el plano.",
            ),
        ),
        "ai_toll_road_helper": (
            "PeajeClaro",
            "Sobre el asistente PeajeClaro",
            (
                "PeajeClaro usa un modelo de aprendizaje automático para estimar peajes de una ruta.",
                "El asistente solo consulta el saldo del telepeaje si vinculas la cuenta.",
                "La estimación puede diferir del cargo final que aparece en el extracto.",
            ),
        ),
        "ai_camping_planner": (
            "RutaAcampada",
            "Planificar un viaje con RutaAcampada",
            (
                "RutaAcampada es un planificador con IA que ordena campings por clima, distancia y precio.",
                "Su lista de equipaje sigue las instrucciones que le das sobre tienda y cocina.",
                "Cada reserva se hace en la página del propio camping, no en el planificador.",
            ),
        ),
    },
    "pt": {
        "lifeboat_station": (
            "Estação Salva-Vidas da Ponta do Sapal",
            "Visitar o abrigo do barco",
            (
                "O abrigo abre a visitas aos sábados à tarde, de abril a outubro.",
                "A tripulação voluntária treina às terças à noite e a rampa pode estar fechada.",
                "Os donativos da caixa pagam combustível, foguetes de sinal e fatos secos novos.",
            ),
        ),
        "village_fete": (
            "Festa de Verão de Vila Nova da Ribeira",
            "O que há este ano",
            (
                "A festa começa ao meio-dia no largo com o jogo da corda e a mostra de cães.",
                "Os bolos do concurso devem chegar à tenda antes das dez e meia.",
                "Estaciona-se no campo atrás da igreja; sigam os voluntários.",
            ),
        ),
        "horology_society": (
            "Sociedade Relojoeira de Vale de Cruzes",
            "Reuniões e consultório de relógios",
            (
                "Os sócios reúnem-se na primeira quarta-feira de cada mês no antigo mercado.",
                "Traga um relógio parado ao consultório e um sócio vê a máquina.",
                "A biblioteca empresta livros sobre escapes, molas e restauro de caixas.",
            ),
        ),
        "pressed_flower_club": (
            "Clube de Flores Prensadas Fetal",
            "Tornar-se sócio",
            (
                "Prensamos flores do campo e do jardim entre papel mata-borrão cerca de três semanas.",
                "Os sócios novos recebem uma prensa de madeira e um conjunto de cartões.",
                "A exposição da primavera mostra quadros, marcadores e postais.",
            ),
        ),
        "ai_cinema_seat_picker": (
            "LugarCerto Cinema",
            "Como o LugarCerto escolhe os seus lugares",
            (
                "O LugarCerto é uma ferramenta de IA que sugere lugares pelo ecrã e pela sala.",
                "Aprende se prefere corredor ou centro depois de algumas reservas.",
                "Pode sempre ignorar uma sugestão e escolher os lugares na planta.",
            ),
        ),
        "ai_toll_road_helper": (
            "PortagemFácil",
            "Sobre o assistente PortagemFácil",
            (
                "O PortagemFácil usa um modelo de aprendizagem automática para estimar portagens.",
                "O assistente só consulta o saldo da Via Verde se associar a conta.",
                "A estimativa pode diferir do valor final que aparece no extrato.",
            ),
        ),
        "ai_camping_planner": (
            "AcampaJá",
            "Planear uma viagem com o AcampaJá",
            (
                "O AcampaJá é um planeador com IA que ordena parques de campismo por tempo e preço.",
                "A lista de bagagem segue as instruções que lhe dá sobre tenda e cozinha.",
                "Cada reserva é feita na página do próprio parque, não no planeador.",
            ),
        ),
    },
}
