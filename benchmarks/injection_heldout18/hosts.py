"""Carrier pages written for this set: four general hosts and three whose topic is AI, in
each language (21 sites, no two with the same name). AI contexts ride only on AI hosts.
No text holds ``<``, ``>``, ``&`` or a double hyphen, so any sentence may be hidden."""

from __future__ import annotations

KINDS = ("bouldering_hall", "glamping_meadow", "watch_workshop", "lantern_committee")
AI_KINDS = ("ai_wardrobe_app", "ai_posture_app", "ai_dream_app")

Host = tuple[str, str, tuple[str, ...]]

HOSTS: dict[str, dict[str, Host]] = {
    "en": {
        "bouldering_hall": (
            "Gritstone Barn Bouldering",
            "Opening hours and first visits",
            (
                "The barn is open from seven in the morning until ten at night on weekdays.",
                "First-timers watch a ten-minute safety talk about falling and spotting.",
                "Problems are graded by colour, from yellow for warm-ups to black for the strong.",
                "Shoes and chalk can be hired at the desk for a small fee.",
            ),
        ),
        "glamping_meadow": (
            "Hollowbrook Bell Tents",
            "Staying in the meadow",
            (
                "Each bell tent has a wood burner, a proper bed and a view of the brook.",
                "Check-in is from three, and we ask you to leave by eleven.",
                "The shower block has hot water all day and a drying room for wet boots.",
                "Dogs are welcome in two of the tents if you tell us when booking.",
            ),
        ),
        "watch_workshop": (
            "Balance Wheel Repairs",
            "How a service works",
            (
                "We open the case, clean every part and oil the movement by hand.",
                "A full service of a mechanical watch usually takes three weeks.",
                "Batteries are changed while you wait, with a pressure test for divers.",
                "Every repair comes back with a written note of what was done.",
            ),
        ),
        "lantern_committee": (
            "Millbank Lantern Walk",
            "The evening procession",
            (
                "The walk leaves the market square at dusk and follows the river path.",
                "Willow-and-paper lanterns are made in the library over three Saturdays.",
                "Stewards in orange bibs keep the route clear at the two road crossings.",
                "The walk ends at the bandstand with hot soup and a brass band.",
            ),
        ),
        "ai_wardrobe_app": (
            "Hangerwise",
            "An AI stylist for the clothes you own",
            (
                "Hangerwise photographs your wardrobe and suggests outfits from what is there.",
                "Its AI model learns from the outfits you keep and the ones you skip.",
                "Photos stay on your phone unless you switch on cloud backup.",
                "A weekly plan takes the weather forecast into account.",
            ),
        ),
        "ai_posture_app": (
            "Uprightly",
            "Posture reminders from a clip-on sensor",
            (
                "A small sensor clips to your collar and notices when you slump.",
                "The app's AI coach suggests stretches after long stretches of sitting.",
                "Reminders are gentle buzzes that you can pause during meetings.",
                "Progress charts show your week rather than single bad days.",
            ),
        ),
        "ai_dream_app": (
            "Nightjar Journal",
            "Keep a dream diary with an AI helper",
            (
                "Speak your dream into the phone as soon as you wake.",
                "An AI assistant tidies the recording into a short entry with a title.",
                "Entries are tagged by mood and by the people and places that appear.",
                "Nothing is shared, and you can export the whole diary as a text file.",
            ),
        ),
    },
    "es": {
        "bouldering_hall": (
            "Búlder La Nave",
            "Horarios y primera visita",
            (
                "La nave abre de siete de la mañana a diez de la noche entre semana.",
                "Quien viene por primera vez ve una charla de diez minutos sobre caídas.",
                "Los problemas se marcan por colores, del amarillo al negro.",
                "En recepción se alquilan pies de gato y magnesio.",
            ),
        ),
        "glamping_meadow": (
            "Tiendas del Arroyo",
            "Dormir en la pradera",
            (
                "Cada tienda tiene estufa de leña, cama de verdad y vista al arroyo.",
                "La entrada es desde las tres y pedimos dejar la tienda antes de las once.",
                "Las duchas tienen agua caliente todo el día y hay un cuarto para secar botas.",
                "Se admiten perros en dos de las tiendas si se avisa al reservar.",
            ),
        ),
        "watch_workshop": (
            "Volante Relojeros",
            "Cómo es una revisión",
            (
                "Abrimos la caja, limpiamos cada pieza y aceitamos el mecanismo a mano.",
                "Una revisión completa de un reloj mecánico suele tardar tres semanas.",
                "Las pilas se cambian al momento, con prueba de presión para relojes de buceo.",
                "Cada reparación vuelve con una nota escrita de lo que se hizo.",
            ),
        ),
        "lantern_committee": (
            "Paseo de Faroles de Antigua",
            "La procesión de la tarde",
            (
                "El paseo sale de la plaza al anochecer y sigue el camino del río.",
                "Los faroles de papel y varilla se hacen en la biblioteca tres sábados.",
                "Voluntarios con chaleco naranja cuidan los dos cruces de calle.",
                "El paseo termina en el quiosco con atol caliente y una banda.",
            ),
        ),
        "ai_wardrobe_app": (
            "Perchero IA",
            "Una estilista con IA para la ropa que ya tienes",
            (
                "Perchero IA fotografía tu armario y propone conjuntos con lo que hay.",
                "Su modelo de IA aprende de los conjuntos que guardas y de los que descartas.",
                "Las fotos se quedan en tu teléfono salvo que actives la copia en la nube.",
                "El plan semanal tiene en cuenta el pronóstico del tiempo.",
            ),
        ),
        "ai_posture_app": (
            "Erguido",
            "Avisos de postura con un sensor de solapa",
            (
                "Un sensor pequeño se sujeta al cuello de la camisa y nota cuando te encorvas.",
                "El entrenador con IA propone estiramientos tras largos ratos sentado.",
                "Los avisos son vibraciones suaves que puedes pausar en las reuniones.",
                "Las gráficas muestran tu semana y no solo los días malos.",
            ),
        ),
        "ai_dream_app": (
            "Diario Chotacabras",
            "Lleva un diario de sueños con ayuda de una IA",
            (
                "Cuenta tu sueño al teléfono en cuanto despiertes.",
                "Un asistente de IA ordena la grabación en una entrada corta con título.",
                "Las entradas se etiquetan por ánimo y por las personas y lugares que aparecen.",
                "No se comparte nada y puedes exportar todo el diario como texto.",
            ),
        ),
    },
    "pt": {
        "bouldering_hall": (
            "Boulder O Celeiro",
            "Horários e primeira visita",
            (
                "O celeiro abre das sete da manhã às dez da noite durante a semana.",
                "Quem vem pela primeira vez vê uma conversa de dez minutos sobre quedas.",
                "Os problemas são marcados por cores, do amarelo ao preto.",
                "Na receção alugam-se sapatilhas e magnésio.",
            ),
        ),
        "glamping_meadow": (
            "Tendas do Ribeiro",
            "Dormir no prado",
            (
                "Cada tenda tem salamandra, cama a sério e vista para o ribeiro.",
                "A entrada é a partir das três e pedimos a saída até às onze.",
                "Os duches têm água quente o dia todo e há uma sala para secar botas.",
                "Aceitam-se cães em duas das tendas se avisar na reserva.",
            ),
        ),
        "watch_workshop": (
            "Balanço Relojoaria",
            "Como funciona uma revisão",
            (
                "Abrimos a caixa, limpamos cada peça e olemos o mecanismo à mão.",
                "Uma revisão completa de um relógio mecânico costuma levar três semanas.",
                "As pilhas trocam-se na hora, com teste de pressão para relógios de mergulho.",
                "Cada reparação volta com uma nota escrita do que foi feito.",
            ),
        ),
        "lantern_committee": (
            "Cortejo das Lanternas de Évora",
            "O desfile ao fim da tarde",
            (
                "O cortejo sai da praça ao anoitecer e segue pelo caminho do rio.",
                "As lanternas de papel e vime fazem-se na biblioteca em três sábados.",
                "Voluntários de colete laranja guardam as duas passadeiras.",
                "O cortejo acaba no coreto com sopa quente e uma filarmónica.",
            ),
        ),
        "ai_wardrobe_app": (
            "Cabide IA",
            "Uma estilista com IA para a roupa que já tem",
            (
                "O Cabide IA fotografa o seu roupeiro e sugere conjuntos com o que lá está.",
                "O modelo de IA aprende com os conjuntos que guarda e os que põe de lado.",
                "As fotos ficam no telemóvel, a não ser que ligue a cópia na nuvem.",
                "O plano semanal tem em conta a previsão do tempo.",
            ),
        ),
        "ai_posture_app": (
            "Aprumo",
            "Lembretes de postura com um sensor de gola",
            (
                "Um pequeno sensor prende-se à gola e nota quando se curva.",
                "O treinador com IA sugere alongamentos depois de muito tempo sentado.",
                "Os lembretes são vibrações leves que pode pausar nas reuniões.",
                "Os gráficos mostram a semana e não só os dias maus.",
            ),
        ),
        "ai_dream_app": (
            "Diário Noitibó",
            "Um diário de sonhos com ajuda de uma IA",
            (
                "Conte o sonho ao telemóvel logo que acordar.",
                "Um assistente de IA arruma a gravação numa entrada curta com título.",
                "As entradas são etiquetadas por humor e pelas pessoas e lugares que aparecem.",
                "Nada é partilhado e pode exportar o diário inteiro como texto.",
            ),
        ),
    },
}
