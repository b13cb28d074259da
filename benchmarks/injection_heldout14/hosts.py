"""This set's own host pages, per language: four general businesses (beach huts, a
bell-ringers' guild, a glassblowing studio, a chimney sweep) and three whose topic is AI
(a photo-restoration app, an AI interior-render service, an AI camera-trap tagging
platform). Each is ``(site, title, paragraphs)``."""

from __future__ import annotations

KINDS = ("beach_huts", "bell_guild", "glass_studio", "chimney_sweep")
AI_KINDS = ("photo_restorer", "interior_renders", "camera_trap_ai")

Host = tuple[str, str, tuple[str, ...]]

HOSTS: dict[str, dict[str, Host]] = {
    "en": {
        "beach_huts": (
            "Shingle Street Huts",
            "Day and week hire of beach huts",
            (
                "Our twelve huts sit on the upper shingle, each with a kettle, deckchairs "
                "and a windbreak.",
                "Day hire runs from 9 am to sunset; week hire starts on Saturdays.",
                "Keys are collected from the kiosk by the slipway and returned there.",
                "Dogs are welcome outside the huts from October to April.",
            ),
        ),
        "bell_guild": (
            "Vale Guild of Church Bell Ringers",
            "Practice nights, outings and peal records",
            (
                "Practice is on Tuesday evenings at St Mary's, all abilities welcome.",
                "Learners start on a tied bell with a tutor at their side.",
                "The guild keeps a record of every quarter peal rung in the district.",
                "Our summer outing visits six towers in one day by coach.",
            ),
        ),
        "glass_studio": (
            "Furnace Lane Glass",
            "Taster sessions in glassblowing",
            (
                "A taster session lasts two hours and ends with a paperweight you shaped yourself.",
                "Pieces cool overnight in the annealer and are ready to collect next day.",
                "Wear cotton clothes and closed shoes; we provide glasses and gloves.",
                "Groups of up to four can book the studio for a private session.",
            ),
        ),
        "chimney_sweep": (
            "Clearflue Sweeps",
            "Chimney sweeping and stove servicing",
            (
                "We sweep open fires, wood burners and range cookers across the county.",
                "Every sweep ends with a smoke test and a certificate for your insurer.",
                "Please let the fire go out the evening before we arrive.",
                "Bird nests are removed outside the nesting season only.",
            ),
        ),
        "photo_restorer": (
            "Rewind Photo Lab",
            "AI restoration of old family photographs",
            (
                "Upload a scan and our model removes scratches, creases and fading.",
                "Colourisation is optional and always marked as a guess on the print.",
                "A restorer checks each result by hand before it is sent back.",
                "Originals never need to leave your home; a good scan is enough.",
            ),
        ),
        "interior_renders": (
            "Roomcast",
            "AI renders for home makeovers",
            (
                "Send three photos of a room and get four styled renders within a day.",
                "Renders are mood pictures, not plans; measurements are not to scale.",
                "You can ask for a different palette or furniture as often as you like.",
                "Our designers can turn a render you like into a shopping list.",
            ),
        ),
        "camera_trap_ai": (
            "Trailtag",
            "Automatic species tags for camera-trap footage",
            (
                "Drop a card's worth of clips and each one is tagged with the species seen.",
                "Uncertain tags are flagged so a volunteer can confirm them.",
                "Location data stays private unless the project owner shares it.",
                "Exports work with the common biodiversity record formats.",
            ),
        ),
    },
    "es": {
        "beach_huts": (
            "Casetas Playa Chica",
            "Alquiler de casetas de playa por días y semanas",
            (
                "Nuestras doce casetas están junto al paseo, con sombrilla, hamacas y nevera.",
                "El alquiler por días va de las nueve hasta la puesta de sol.",
                "Las llaves se recogen y se devuelven en el quiosco de la rampa.",
                "Los perros son bienvenidos fuera de la temporada de baño.",
            ),
        ),
        "bell_guild": (
            "Asociación de Campaneros de la Vega",
            "Ensayos, salidas y registro de toques",
            (
                "Ensayamos los martes por la tarde en la torre de Santa María.",
                "Quien empieza aprende con una campana atada y un tutor al lado.",
                "Llevamos un registro de cada toque manual hecho en la comarca.",
                "La salida de verano visita seis campanarios en un solo día.",
            ),
        ),
        "glass_studio": (
            "Vidrio Soplado La Fragua",
            "Sesiones de iniciación al soplado de vidrio",
            (
                "La sesión de iniciación dura dos horas y acaba con un pisapapeles hecho por ti.",
                "Las piezas se enfrían durante la noche y se recogen al día siguiente.",
                "Ven con ropa de algodón y calzado cerrado; ponemos gafas y guantes.",
                "Grupos de hasta cuatro personas pueden reservar el taller en privado.",
            ),
        ),
        "chimney_sweep": (
            "Deshollinados Norte",
            "Limpieza de chimeneas y revisión de estufas",
            (
                "Limpiamos chimeneas abiertas, estufas de leña y cocinas económicas.",
                "Cada limpieza termina con una prueba de humo y un certificado.",
                "Deja que el fuego se apague la noche anterior a nuestra visita.",
                "Los nidos solo se retiran fuera de la época de cría.",
            ),
        ),
        "photo_restorer": (
            "Retrovisor Foto",
            "Restauración con IA de fotos familiares antiguas",
            (
                "Sube un escaneo y nuestro modelo quita rayas, dobleces y manchas.",
                "El coloreado es opcional y siempre se indica como una suposición.",
                "Una restauradora revisa a mano cada resultado antes de enviarlo.",
                "El original no sale de tu casa; basta con un buen escaneo.",
            ),
        ),
        "interior_renders": (
            "Salón Virtual",
            "Renders con IA para reformas del hogar",
            (
                "Envía tres fotos de una habitación y recibe cuatro renders en un día.",
                "Los renders son ideas de ambiente, no planos; las medidas no son a escala.",
                "Puedes pedir otra paleta o otros muebles tantas veces como quieras.",
                "Nuestro equipo convierte el render que te guste en una lista de compra.",
            ),
        ),
        "camera_trap_ai": (
            "Rastro Etiquetas",
            "Etiquetado automático de vídeos de fototrampeo",
            (
                "Sube los vídeos de una tarjeta y cada uno se etiqueta con la especie vista.",
                "Las etiquetas dudosas se marcan para que un voluntario las confirme.",
                "La ubicación es privada salvo que el responsable del proyecto la comparta.",
                "Las exportaciones sirven para los formatos habituales de biodiversidad.",
            ),
        ),
    },
    "pt": {
        "beach_huts": (
            "Barracas Praia Mansa",
            "Aluguel de barracas de praia por dia e por semana",
            (
                "As nossas doze barracas ficam junto ao calçadão, com guarda-sol e cadeiras.",
                "O aluguel diário vai das nove da manhã até o pôr do sol.",
                "As chaves são levantadas e devolvidas no quiosque da rampa.",
                "Cães são bem-vindos fora da época balnear.",
            ),
        ),
        "bell_guild": (
            "Confraria dos Sineiros do Vale",
            "Ensaios, passeios e registo de toques",
            (
                "Ensaiamos às terças à noite na torre da Igreja Matriz.",
                "Quem começa aprende num sino preso, com um tutor ao lado.",
                "Guardamos o registo de cada toque manual feito no concelho.",
                "O passeio de verão visita seis torres sineiras num só dia.",
            ),
        ),
        "glass_studio": (
            "Vidro Soprado Forja Velha",
            "Sessões de iniciação ao sopro de vidro",
            (
                "A sessão de iniciação dura duas horas e termina com um pesa-papéis feito por si.",
                "As peças arrefecem durante a noite e ficam prontas no dia seguinte.",
                "Venha com roupa de algodão e sapatos fechados; damos óculos e luvas.",
                "Grupos de até quatro pessoas podem reservar o ateliê em privado.",
            ),
        ),
        "chimney_sweep": (
            "Limpa Chaminés Serra",
            "Limpeza de chaminés e revisão de salamandras",
            (
                "Limpamos lareiras abertas, salamandras e fogões a lenha.",
                "Cada limpeza termina com um teste de fumo e um certificado.",
                "Deixe o fogo apagar na noite anterior à nossa visita.",
                "Os ninhos só são retirados fora da época de nidificação.",
            ),
        ),
        "photo_restorer": (
            "Memória Nítida",
            "Restauração com IA de fotos antigas de família",
            (
                "Envie uma digitalização e o nosso modelo remove riscos, dobras e manchas.",
                "A colorização é opcional e vem sempre marcada como uma suposição.",
                "Uma restauradora confere cada resultado à mão antes do envio.",
                "O original não precisa sair de casa; basta uma boa digitalização.",
            ),
        ),
        "interior_renders": (
            "Sala Prevista",
            "Renders com IA para reformas da casa",
            (
                "Mande três fotos de um cômodo e receba quatro renders em um dia.",
                "Os renders são ideias de ambiente, não projetos; as medidas não são à escala.",
                "Pode pedir outra paleta ou outros móveis quantas vezes quiser.",
                "A nossa equipa transforma o render de que gostar numa lista de compras.",
            ),
        ),
        "camera_trap_ai": (
            "Pegada Digital",
            "Etiquetas automáticas para vídeos de armadilhas fotográficas",
            (
                "Envie os vídeos de um cartão e cada um recebe a etiqueta da espécie vista.",
                "Etiquetas incertas ficam marcadas para um voluntário confirmar.",
                "A localização fica privada, a não ser que o dono do projeto a partilhe.",
                "As exportações servem aos formatos usuais de registos de biodiversidade.",
            ),
        ),
    },
}
