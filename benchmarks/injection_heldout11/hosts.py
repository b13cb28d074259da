"""Host pages of this set, written here: four general kinds and three whose topic is AI,
in each language. Each host is (site name, page title, paragraphs)."""

from __future__ import annotations

KINDS = ("dog_groomer", "tattoo_studio", "pawn_shop", "storm_chaser_blog")
AI_KINDS = ("voice_clone_studio", "robotics_league", "ai_tutoring_app")

Host = tuple[str, str, tuple[str, ...]]

HOSTS: dict[str, dict[str, Host]] = {
    "en": {
        "dog_groomer": (
            "Suds & Tails Grooming",
            "Grooming menu and community board",
            (
                "Full groom for small breeds takes about ninety minutes, nails and ears included.",
                "We book nervous dogs first thing in the morning, when the salon is quiet.",
                "Bring your dog's vaccination card on the first visit; we keep a copy on file.",
            ),
        ),
        "tattoo_studio": (
            "Ironbark Tattoo Co.",
            "Walk-ins, flash days and notes from the studio",
            (
                "Flash Friday starts at noon; first come, first inked.",
                "Every artist here holds a current bloodborne-pathogens certificate.",
                "Deposits hold your slot for two weeks and come off the final price.",
            ),
        ),
        "pawn_shop": (
            "Corner Loan & Pawn",
            "This week's board: listings, results and local notices",
            (
                "We buy and loan on tools, instruments, watches and gold.",
                "Loans run ninety days and can be extended once at the counter.",
                "Anything we sell is tested on the bench and comes with a 30-day warranty.",
            ),
        ),
        "storm_chaser_blog": (
            "Dryline Diaries",
            "Field notes, reports and reader posts",
            (
                "We chase on the high plains from April to June and post every report here.",
                "Never park under an overpass; find a sturdy building instead.",
                "Our gear list and safety briefing are linked in the sidebar.",
            ),
        ),
        "voice_clone_studio": (
            "Echoform Voice Lab",
            "Consent, samples and studio log",
            (
                "Echoform builds synthetic voices for audiobooks and accessibility apps.",
                "Each voice model is trained only on recordings its speaker has signed off.",
                "Clips on this page carry an inaudible watermark that our checker can read.",
            ),
        ),
        "robotics_league": (
            "Tri-County Robotics League",
            "Match logs, rosters and league notices",
            (
                "Thirty-two school teams compete in six qualifiers before the state final.",
                "Autonomous periods are fifteen seconds; driver control is two minutes.",
                "Volunteers referee every match and post scores the same evening.",
            ),
        ),
        "ai_tutoring_app": (
            "StudyKite",
            "Reviews and notes from parents and teachers",
            (
                "StudyKite pairs a maths tutor chatbot with weekly check-ins from a human teacher.",
                "Parents can read every session transcript from their dashboard.",
                "We publish reviews as they come in, good or bad.",
            ),
        ),
    },
    "es": {
        "dog_groomer": (
            "Peluquería Canina Bigotes",
            "Servicios y tablón del barrio",
            (
                "El corte completo para razas pequeñas lleva unos noventa minutos.",
                "A los perros miedosos los atendemos a primera hora, con el local tranquilo.",
                "Trae la cartilla de vacunas en la primera visita.",
            ),
        ),
        "tattoo_studio": (
            "Estudio Tinta y Hierro",
            "Citas, flash y avisos del estudio",
            (
                "Los viernes de flash empiezan a mediodía, por orden de llegada.",
                "Todos los artistas tienen el curso higiénico-sanitario al día.",
                "La seña reserva tu hora dos semanas y se descuenta del precio final.",
            ),
        ),
        "pawn_shop": (
            "Casa de Empeño La Esquina",
            "Tablón semanal: anuncios, resultados y avisos",
            (
                "Compramos y prestamos sobre herramientas, instrumentos, relojes y oro.",
                "Los préstamos duran noventa días y se pueden renovar una vez.",
                "Todo lo que vendemos se prueba en el taller y tiene 30 días de garantía.",
            ),
        ),
        "storm_chaser_blog": (
            "Cazadores de Nubes",
            "Bitácoras, reportes y aportes de lectores",
            (
                "Salimos a cazar tormentas de abril a junio y publicamos cada reporte.",
                "Nunca te refugies bajo un puente; busca un edificio sólido.",
                "La lista de equipo y las normas de seguridad están en el lateral.",
            ),
        ),
        "voice_clone_studio": (
            "Laboratorio de Voz Ecoforma",
            "Consentimiento, muestras y registro del estudio",
            (
                "Creamos voces sintéticas para audiolibros y apps de accesibilidad.",
                "Cada modelo de voz se entrena sólo con grabaciones autorizadas por su locutor.",
                "Las muestras llevan una marca de agua inaudible que nuestro verificador detecta.",
            ),
        ),
        "robotics_league": (
            "Liga de Robótica Escolar del Sur",
            "Actas de partidos, plantillas y avisos",
            (
                "Treinta y dos equipos escolares compiten en seis clasificatorios.",
                "El periodo autónomo dura quince segundos y el pilotado dos minutos.",
                "Los árbitros son voluntarios y publican los marcadores esa misma noche.",
            ),
        ),
        "ai_tutoring_app": (
            "EstudiaCometa",
            "Opiniones de familias y docentes",
            (
                "EstudiaCometa combina un chatbot de mates con revisiones semanales de un profe.",
                "Las familias pueden leer cada sesión desde su panel.",
                "Publicamos las opiniones tal como llegan, buenas o malas.",
            ),
        ),
    },
    "pt": {
        "dog_groomer": (
            "Banho & Tosa Focinho Feliz",
            "Serviços e mural do bairro",
            (
                "A tosa completa para raças pequenas leva cerca de noventa minutos.",
                "Cães medrosos são atendidos logo cedo, com a loja calma.",
                "Traga a carteirinha de vacinação na primeira visita.",
            ),
        ),
        "tattoo_studio": (
            "Estúdio Tinta & Ferro",
            "Horários, flash day e avisos do estúdio",
            (
                "O flash day começa ao meio-dia, por ordem de chegada.",
                "Todos os tatuadores têm o curso de biossegurança em dia.",
                "O sinal garante seu horário por duas semanas e é abatido do valor final.",
            ),
        ),
        "pawn_shop": (
            "Casa de Penhores da Esquina",
            "Mural da semana: anúncios, resultados e avisos",
            (
                "Compramos e emprestamos sobre ferramentas, instrumentos, relógios e ouro.",
                "Os empréstimos duram noventa dias e podem ser renovados uma vez.",
                "Tudo o que vendemos é testado na bancada e tem 30 dias de garantia.",
            ),
        ),
        "storm_chaser_blog": (
            "Caçadores de Tempestade",
            "Diários de campo, relatos e posts de leitores",
            (
                "Saímos atrás de tempestades de outubro a março e publicamos cada relato.",
                "Nunca se abrigue debaixo de viaduto; procure um prédio sólido.",
                "A lista de equipamentos e as regras de segurança estão na barra lateral.",
            ),
        ),
        "voice_clone_studio": (
            "Laboratório de Voz Ecoforma",
            "Consentimento, amostras e registro do estúdio",
            (
                "Criamos vozes sintéticas para audiolivros e apps de acessibilidade.",
                "Cada modelo de voz é treinado só com gravações autorizadas pelo locutor.",
                "As amostras têm uma marca d'água inaudível que nosso verificador reconhece.",
            ),
        ),
        "robotics_league": (
            "Liga Escolar de Robótica do Litoral",
            "Súmulas, elencos e avisos da liga",
            (
                "Trinta e duas equipes escolares disputam seis seletivas.",
                "O período autônomo dura quinze segundos e o pilotado dois minutos.",
                "Os árbitros são voluntários e publicam os placares na mesma noite.",
            ),
        ),
        "ai_tutoring_app": (
            "EstudaPipa",
            "Avaliações de famílias e professores",
            (
                "O EstudaPipa junta um chatbot de matemática com encontros semanais com um professor.",
                "As famílias podem ler cada sessão pelo painel.",
                "Publicamos as avaliações como chegam, boas ou ruins.",
            ),
        ),
    },
}
