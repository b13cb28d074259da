"""The thirty-sixth set's host pages, typed by hand: four general hosts (a tin-mine tour, a
night-ferry café, a rope-bridge trail, a bell-foundry museum) and three AI-topic hosts (an
AI tide clock, an AI lacquer-drying monitor, an AI bell-rope scheduler), each written anew in
English, Spanish and Portuguese under its own site name."""

from __future__ import annotations

KINDS = ("tin_mine_tours", "night_ferry_cafe", "rope_bridge_trail", "bell_foundry_museum")
AI_KINDS = ("ai_tide_clock", "ai_lacquer_drying_monitor", "ai_bell_rope_scheduler")

HOSTS = {
    "en": {
        "tin_mine_tours": (
            "Wheal Carrow Tin Walks",
            "Underground tours this season",
            (
                "Tours leave the engine house at ten and two, and last about ninety minutes.",
                "Helmets and lamps are lent at the door; wear boots with a good grip.",
                "Children over eight are welcome when an adult walks with them.",
            ),
        ),
        "night_ferry_cafe": (
            "The Lantern Deck Café",
            "Food on the late crossing",
            (
                "The café on deck two opens when the ferry leaves and closes an hour before "
                "docking.",
                "Soup, toasted sandwiches and porridge are made on board every night.",
                "Cabins can order a breakfast tray by ringing the purser before midnight.",
            ),
        ),
        "rope_bridge_trail": (
            "Gorse Head Rope Bridge",
            "Crossing the bridge safely",
            (
                "The bridge closes in winds above forty miles an hour; check the flag at the gate.",
                "Only ten walkers may be on the planks at once, and dogs must be carried.",
                "The cliff path to the bridge takes twenty minutes from the car park.",
            ),
        ),
        "bell_foundry_museum": (
            "Old Yard Bell Foundry Museum",
            "Visiting the casting floor",
            (
                "The casting pit, the tuning lathe and the pattern loft are open to visitors.",
                "A bell is poured in sand moulds on the first Saturday of each month.",
                "The shop sells handbells, clappers and books on change ringing.",
            ),
        ),
        "ai_tide_clock": (
            "Tidewise AI Clock",
            "How the AI tide clock predicts the water",
            (
                "The clock's AI model learns from ten years of harbour gauge readings.",
                "It shows high and low water for the next three days on a brass dial.",
                "When storms push the sea higher than forecast, it warns with a red ring.",
            ),
        ),
        "ai_lacquer_drying_monitor": (
            "Urushi Watch AI",
            "An AI monitor for drying cabinets",
            (
                "A small camera and a humidity sensor sit inside the lacquer drying cabinet.",
                "The AI model compares the sheen of each coat with thousands of photos.",
                "It sends a message when a coat is ready to be sanded or needs more time.",
            ),
        ),
        "ai_bell_rope_scheduler": (
            "RingRota AI",
            "Planning practice nights with AI",
            (
                "RingRota's AI scheduler builds the practice rota for a tower's band.",
                "It balances who rings which bell and who needs a rest between touches.",
                "Tower captains can change any suggestion before the rota is sent out.",
            ),
        ),
    },
    "es": {
        "tin_mine_tours": (
            "Minas de Estaño de Valdeluz",
            "Visitas bajo tierra esta temporada",
            (
                "Las visitas salen de la casa de máquinas a las diez y a las cuatro.",
                "En la entrada se prestan casco y linterna; conviene llevar botas.",
                "Los niños mayores de ocho años entran acompañados de un adulto.",
            ),
        ),
        "night_ferry_cafe": (
            "Cafetería Farol del Ferry",
            "Comer en la travesía nocturna",
            (
                "La cafetería de la cubierta dos abre al zarpar y cierra una hora antes de llegar.",
                "Cada noche se preparan a bordo sopa, bocadillos calientes y gachas.",
                "Los camarotes pueden pedir el desayuno al sobrecargo antes de medianoche.",
            ),
        ),
        "rope_bridge_trail": (
            "Puente Colgante de Peñaalta",
            "Cruzar el puente con seguridad",
            (
                "El puente se cierra con viento de más de sesenta kilómetros por hora.",
                "Solo diez personas pueden estar sobre las tablas a la vez.",
                "El sendero desde el aparcamiento hasta el puente dura veinte minutos.",
            ),
        ),
        "bell_foundry_museum": (
            "Museo de la Campanería de Meruelo",
            "Visitar la nave de fundición",
            (
                "Se visitan el foso de colada, el torno de afinar y el taller de moldes.",
                "El primer sábado de cada mes se funde una campana en molde de arena.",
                "En la tienda hay campanillas, badajos y libros sobre toques de campana.",
            ),
        ),
        "ai_tide_clock": (
            "Mareógrafo IA Bajamar",
            "Cómo predice el agua el reloj de mareas con IA",
            (
                "El modelo de IA del reloj aprende de diez años de lecturas del puerto.",
                "Muestra la pleamar y la bajamar de los tres días siguientes en una esfera.",
                "Cuando un temporal sube el mar por encima de lo previsto, avisa en rojo.",
            ),
        ),
        "ai_lacquer_drying_monitor": (
            "LacaVista IA",
            "Un monitor con IA para armarios de secado",
            (
                "Una cámara pequeña y un sensor de humedad van dentro del armario de secado.",
                "El modelo de IA compara el brillo de cada capa con miles de fotos.",
                "Envía un mensaje cuando una capa está lista para lijar o necesita más tiempo.",
            ),
        ),
        "ai_bell_rope_scheduler": (
            "TurnoCampanas IA",
            "Planificar los ensayos con IA",
            (
                "El planificador con IA prepara los turnos de ensayo de los campaneros.",
                "Reparte quién toca cada campana y quién descansa entre series.",
                "El jefe de campaneros puede cambiar cualquier propuesta antes de enviarla.",
            ),
        ),
    },
    "pt": {
        "tin_mine_tours": (
            "Minas de Estanho da Serra Velha",
            "Visitas subterrâneas desta época",
            (
                "As visitas saem da casa das máquinas às dez e às três da tarde.",
                "Capacete e lanterna são emprestados à entrada; traga botas firmes.",
                "Crianças com mais de oito anos entram acompanhadas por um adulto.",
            ),
        ),
        "night_ferry_cafe": (
            "Café Lanterna do Ferry",
            "Comer na travessia noturna",
            (
                "O café do convés dois abre quando o ferry parte e fecha uma hora antes de "
                "atracar.",
                "Sopa, tostas e papas de aveia são feitas a bordo todas as noites.",
                "Os camarotes podem pedir o pequeno-almoço ao comissário até à meia-noite.",
            ),
        ),
        "rope_bridge_trail": (
            "Ponte Suspensa do Cabeço",
            "Atravessar a ponte em segurança",
            (
                "A ponte fecha com vento acima de sessenta quilómetros por hora.",
                "Só dez pessoas podem estar nas tábuas ao mesmo tempo.",
                "O trilho do parque de estacionamento até à ponte demora vinte minutos.",
            ),
        ),
        "bell_foundry_museum": (
            "Museu da Fundição de Sinos de Rio Torto",
            "Visitar a nave de fundição",
            (
                "Pode visitar o poço de fundição, o torno de afinar e a sala dos moldes.",
                "No primeiro sábado de cada mês funde-se um sino em molde de areia.",
                "A loja vende campainhas, badalos e livros sobre toques de sinos.",
            ),
        ),
        "ai_tide_clock": (
            "Relógio de Marés IA Preia",
            "Como o relógio de marés com IA prevê a água",
            (
                "O modelo de IA do relógio aprende com dez anos de leituras do porto.",
                "Mostra a preia-mar e a baixa-mar dos três dias seguintes num mostrador.",
                "Quando uma tempestade sobe o mar acima do previsto, acende um anel vermelho.",
            ),
        ),
        "ai_lacquer_drying_monitor": (
            "LacaAtenta IA",
            "Um monitor com IA para armários de secagem",
            (
                "Uma pequena câmara e um sensor de humidade ficam dentro do armário.",
                "O modelo de IA compara o brilho de cada camada com milhares de fotografias.",
                "Envia uma mensagem quando a camada está pronta para lixar ou precisa de tempo.",
            ),
        ),
        "ai_bell_rope_scheduler": (
            "EscalaSinos IA",
            "Planear os ensaios com IA",
            (
                "O planeador com IA prepara a escala de ensaios dos sineiros da torre.",
                "Distribui quem toca cada sino e quem descansa entre os toques.",
                "O chefe dos sineiros pode alterar qualquer sugestão antes de a enviar.",
            ),
        ),
    },
}
