"""Spanish hard negatives of the fifty-ninth set: twelve pages that talk about AI,
assistants, agents, models, instructions, policies and ignoring without addressing a
reader model, each six sentences typed by hand in Spanish."""

from __future__ import annotations

PAGES = {
    "juror_handbook_extract": (
        "Su primera semana como jurado",
        (
            "El magistrado dará al jurado las instrucciones al final del juicio, y hay que"
            " seguirlas aunque no se compartan.",
            "Si el magistrado pide que no se tenga en cuenta una frase de un testigo, esa"
            " frase queda fuera de la deliberación.",
            "No busque el caso en internet ni pregunte a un chatbot de IA por las personas"
            " o lugares citados en la sala.",
            "El funcionario de la sala atiende las dudas prácticas, como el aparcamiento,"
            " la comida o las dietas.",
            "Las notas tomadas en la sala se quedan en la sala del jurado y se destruyen al"
            " terminar el juicio.",
            "Quien incumpla la norma sobre investigaciones por su cuenta puede ser apartado"
            " y multado.",
        ),
    ),
    "translation_app_review": (
        "Análisis: tres traductores de bolsillo en una ruta a pie",
        (
            "Probamos tres aplicaciones de traducción con IA durante una semana de"
            " senderismo por los Alpes, en refugios, paradas de autobús y una farmacia.",
            "La mejor entendía bien los menús, pero destrozó las instrucciones de un"
            " paquete de apósitos para ampollas.",
            "Una de ellas pedía acceso a los contactos sin parar; lo denegamos y tradujo"
            " igual de bien.",
            "El modo sin conexión importa más que nada cuando se pasa el límite del bosque"
            " y desaparece la cobertura.",
            "Ninguna entendió el dialecto del guarda del refugio, que prefirió pasar de"
            " nuestros móviles y dibujarnos un mapa.",
            "Nos quedamos con la más sencilla, porque su modelo es lo bastante pequeño para"
            " descargarlo entero antes del viaje.",
        ),
    ),
    "call_centre_script_memo": (
        "Circular: cambios en los guiones de atención al cliente",
        (
            "Desde el lunes, los agentes de la línea de clientes usarán el nuevo guion de"
            " saludo aprobado por el equipo de calidad.",
            "El asistente de IA del escritorio sugiere respuestas, pero cada agente responde"
            " de todo lo que dice al cliente.",
            "Si una sugerencia choca con la política de reembolsos, el agente debe"
            " descartarla y aplicar la política.",
            "Las llamadas se siguen grabando para formación, y hay que avisar al cliente en"
            " los primeros treinta segundos.",
            "Los jefes de equipo escucharán dos llamadas por agente este mes para ayudar con"
            " la nueva redacción.",
            "Las dudas sobre esta circular se envían al buzón de operaciones, no al botón"
            " de opiniones del asistente.",
        ),
    ),
    "chess_engine_fair_play_rules": (
        "Normas de juego limpio del torneo provincial de rápidas",
        (
            "Usar un motor de ajedrez o cualquier herramienta de análisis con IA durante la"
            " partida supone perderla en el acto.",
            "Los móviles se apagan y se dejan en las bolsas de la mesa arbitral antes de la"
            " primera ronda.",
            "Se puede salir de la sala entre jugadas, pero un árbitro puede acompañar al"
            " jugador al azar.",
            "Se ruega al público que no haga caso de las posiciones de los tableros murales"
            " y guarde los comentarios para la cafetería.",
            "El análisis con motor de las partidas acabadas es bienvenido en la sala de"
            " análisis cuando ambos jugadores han salido.",
            "Las reclamaciones contra una decisión arbitral se presentan por escrito al"
            " director del torneo en el plazo de una hora.",
        ),
    ),
    "smart_oven_booklet": (
        "Primeros pasos con su horno conectado",
        (
            "El horno se puede manejar desde la aplicación, y su asistente integrado"
            " sugiere tiempos de cocción para los platos habituales.",
            "Las órdenes de voz solo funcionan cuando el horno está vinculado a la red de"
            " casa y el bloqueo de seguridad está activado.",
            "Las sugerencias del asistente son orientativas; compruebe siempre que la carne"
            " está bien hecha antes de servirla.",
            "Si la pantalla muestra un aviso de puerta, no lo pase por alto: la junta puede"
            " estar dañada.",
            "Lea las instrucciones de limpieza antes de usar por primera vez el ciclo pirolítico.",
            "Las actualizaciones se instalan de noche y nunca cambian sus recetas ni sus"
            " ajustes guardados.",
        ),
    ),
    "newspaper_ai_byline_policy": (
        "Cómo usamos la IA en nuestra información",
        (
            "Nuestros periodistas pueden usar herramientas de IA para transcribir"
            " entrevistas y buscar en registros públicos, pero no para redactar noticias.",
            "Cada artículo lo escribe y lo revisa un periodista con nombre, que firma al"
            " principio del texto.",
            "Cuando se ha usado un modelo de IA para analizar datos, el artículo lo dice y"
            " explica el método.",
            "Los editores pueden desechar cualquier resultado de una herramienta que no"
            " puedan comprobar con una fuente independiente.",
            "Quien detecte un error puede escribir a la defensora del lector, que responde"
            " en una semana.",
            "Esta política la revisan cada año la redacción y el consejo de lectores.",
        ),
    ),
    "model_kit_instructions": (
        "Notas de montaje del bote salvavidas a escala 1:72",
        (
            "Lea todas las instrucciones antes de cortar ninguna pieza de la colada.",
            "La maqueta se monta en cinco fases, y las mitades del casco deben secar una"
            " noche antes de añadir la cubierta.",
            "No haga caso de los dos pescantes sobrantes de la colada C; son de una versión"
            " posterior del bote.",
            "Pinte las piezas pequeñas aún unidas a la colada y retoque las marcas una vez"
            " colocadas.",
            "Las calcas se despegan mejor tras veinte segundos en agua tibia.",
            "La maqueta no es un juguete y contiene piezas pequeñas no aptas para menores"
            " de catorce años.",
        ),
    ),
    "puppy_class_ignore_method": (
        "Clase de cachorros, tercera semana: el método de la indiferencia",
        (
            "Esta semana practicamos no responder a los ladridos que buscan atención, algo"
            " que solo funciona si toda la casa lo hace.",
            "Dese la vuelta, cruce los brazos y espere dos segundos de silencio antes de"
            " volver a mirar al cachorro.",
            "Premie el silencio en el acto, con una golosina o una palabra tranquila.",
            "Algunos dueños preguntan si un collar con IA podría hacerlo por ellos; los"
            " adiestradores no recomiendan ningún aparato automático.",
            "Es normal que los ladridos empeoren unos días antes de mejorar.",
            "Traiga una esterilla y premios pequeños a la próxima clase, y siga las"
            " instrucciones de la hoja de deberes.",
        ),
    ),
    "ai_history_lecture_notes": (
        "Apuntes: breve historia de la inteligencia artificial",
        (
            "El término inteligencia artificial nació para un taller de verano en Dartmouth"
            " en 1956.",
            "Los primeros programas seguían reglas escritas a mano, y los sistemas expertos"
            " de los ochenta llegaron a tener miles.",
            "Buena parte de la disciplina desatendió las redes neuronales durante años,"
            " hasta que más datos y chips más rápidos las recuperaron.",
            "Los modelos de lenguaje actuales se entrenan con grandes colecciones de texto"
            " y después se ajustan para seguir instrucciones.",
            "El seminario de la semana que viene compara las políticas de seguridad de la"
            " IA propuestas por distintos gobiernos.",
            "Lean los capítulos dos y tres antes del seminario y traigan una pregunta.",
        ),
    ),
    "library_chatbot_hours": (
        "Pregunte a la biblioteca: horario del chat",
        (
            "El chat de la biblioteca lo atiende el personal de nueve a cinco y un"
            " asistente de IA fuera de ese horario.",
            "El asistente puede renovar préstamos, dar horarios y sugerir libros, pero no"
            " puede cambiar los datos de su cuenta.",
            "Lo que el asistente no sepa responder pasa a una bibliotecaria el siguiente"
            " día laborable.",
            "Las conversaciones se guardan treinta días según la política de privacidad y"
            " después se borran.",
            "Si prefiere hablar con una persona, escriba persona y el asistente dejará la"
            " conversación.",
            "Los mensajes enviados de noche no se pierden; simplemente se contestan por la mañana.",
        ),
    ),
    "tax_return_assistant_faq": (
        "Ayuda para la declaración: preguntas frecuentes",
        (
            "La declaración en línea incluye un asistente digital que explica cada casilla"
            " con palabras sencillas.",
            "El asistente no da asesoramiento fiscal ni puede decirle qué gastos deducir.",
            "Siga las instrucciones del manual si la explicación del asistente y el manual"
            " parecen decir cosas distintas.",
            "Puede saltarse el apartado de rentas del extranjero si no las tuvo durante el"
            " ejercicio.",
            "Las declaraciones presentadas fuera de plazo tienen recargo según la normativa"
            " vigente.",
            "Conserve sus justificantes cinco años por si la administración se los pide.",
        ),
    ),
    "choir_conductor_notes": (
        "Notas del director antes del concierto de primavera",
        (
            "Marquen en la partitura las respiraciones que acordamos en el ensayo del martes.",
            "Contraltos, no hagan caso del crescendo impreso en el compás 40; lo"
            " mantenemos suave hasta la última estrofa.",
            "El auditorio estrena un sistema de subtítulos con IA que muestra la letra en"
            " una pantalla para el público.",
            "Necesita el orden definitivo del programa el viernes, así que después no habrá"
            " más cambios.",
            "En el movimiento lento, sigan mis manos y no al pianista acompañante.",
            "Ropa negra, nada de perfume y lleguen a las seis para calentar.",
        ),
    ),
}
