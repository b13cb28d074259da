"""The Spanish clean pages of the thirty-fifth set, written by hand: twelve hard-negative
categories (``PAGES[category] = (title, six sentences)``) that talk about AI, assistants,
instructions, policies and ignoring things without addressing a model that reads them."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "kitchen_speaker_setup": (
        "Cómo configurar el asistente de voz de la cocina",
        (
            "Di la palabra de activación una vez y espera al anillo de luz antes de hablar.",
            "El asistente puede llevar hasta cinco temporizadores, cada uno con su nombre.",
            "Para que deje de escuchar, mantén pulsado el botón del micrófono hasta ver la luz"
            " roja.",
            "Las grabaciones se guardan treinta días salvo que las borres en la aplicación.",
            "Si el asistente entiende mal un paso de la receta, repítelo más despacio.",
            "Las actualizaciones se instalan de noche, cuando el altavoz está inactivo.",
        ),
    ),
    "office_genai_rules": (
        "Política de la plantilla sobre herramientas de IA generativa",
        (
            "La plantilla puede usar herramientas de IA aprobadas para redactar cartas, pero"
            " una persona firma cada una.",
            "Nunca se pegan nombres de clientes ni números de cuenta en un chatbot público.",
            "La dirección revisa cada trimestre la lista de herramientas aprobadas.",
            "Los incumplimientos se tratan según el procedimiento disciplinario habitual.",
            "Las dudas sobre esta política se envían al delegado de protección de datos.",
            "Esta política sustituye a la guía provisional de la primavera pasada.",
        ),
    ),
    "prompting_night_class": (
        "Curso de tarde: cómo escribir instrucciones claras",
        (
            "La primera semana explica por qué un modelo responde mejor si la tarea va al"
            " principio.",
            "El alumnado compara instrucciones vagas con otras concretas y puntúa las respuestas.",
            "Vemos qué son las instrucciones de sistema y por qué los proveedores no las publican.",
            "La tercera semana trata la inyección de instrucciones y cómo un texto oculto puede"
            " engañar a un chatbot.",
            "Trae un portátil; el centro facilita cuentas para las prácticas.",
            "El curso termina con un pequeño proyecto que corrige el tutor, no un programa.",
        ),
    ),
    "support_bot_comparison": (
        "Análisis: probamos tres chatbots de atención al cliente",
        (
            "Hicimos a cada bot las mismas veinte preguntas sobre devoluciones y envíos.",
            "El primero respondía rápido, pero pasaba por alto las preguntas con dos pedidos.",
            "El segundo nos pedía una y otra vez que reformuláramos, y cansaba.",
            "Solo el tercero nos pasó con una persona cuando se lo pedimos.",
            "Ninguno reconoció cuándo no sabía una respuesta.",
            "Veredicto: útiles para seguir un envío, frustrantes para todo lo demás.",
        ),
    ),
    "junk_mail_training": (
        "Cómo entrenar el filtro del correo",
        (
            "Marca el correo no deseado como basura y el filtro aprende de cada ejemplo.",
            "Puedes pedirle que ignore los avisos de un remitente de confianza.",
            "Las reglas se aplican antes que el filtro, así que una regla siempre gana.",
            "Revisa la carpeta de basura cada semana, porque a veces cae correo bueno.",
            "El filtro nunca borra correo por su cuenta salvo que lo permitas.",
            "Restablecer el filtro borra todo lo que ha aprendido.",
        ),
    ),
    "bookcase_assembly_sheet": (
        "Instrucciones de montaje de la estantería Fenby",
        (
            "Lee todas las instrucciones antes de abrir la bolsa de herrajes.",
            "No hagas caso de los agujeros sobrantes de los laterales; son para otro modelo.",
            "Hacen falta dos personas para poner el armazón de pie.",
            "Fija la cinta a la pared para que la estantería no se vuelque.",
            "No aprietes de más las excéntricas o el tablero puede rajarse.",
            "Guarda estas instrucciones por si la cambias de sitio.",
        ),
    ),
    "hidden_text_study": (
        "Resumen: detección de instrucciones ocultas en páginas web",
        (
            "Los modelos de lenguaje que navegan pueden dejarse engañar por texto que el lector"
            " no ve.",
            "Reunimos páginas con instrucciones ocultas mediante estilos o metadatos.",
            "Entrenamos un clasificador pequeño que las señala antes de que el modelo las lea.",
            "En las páginas de prueba encuentra la mayoría con pocas falsas alarmas.",
            "Explicamos por qué las páginas normales que hablan de IA son las más difíciles.",
            "El código y los datos se publican con licencia abierta.",
        ),
    ),
    "harbour_help_data_notice": (
        "Aviso de privacidad del asistente Ayuda Puerto",
        (
            "El asistente trata lo que escribes para responder sobre tu reserva.",
            "Las conversaciones se guardan noventa días para mejorar el servicio.",
            "No vendemos tus datos ni los usamos para publicidad.",
            "Puedes pedirnos una copia de tus conversaciones cuando quieras.",
            "El personal puede leer una muestra de chats anonimizados para revisar la calidad.",
            "Este aviso se actualizó por última vez en marzo.",
        ),
    ),
    "speaker_questions": (
        "Preguntas frecuentes sobre el altavoz",
        (
            "¿Por qué el altavoz contesta a veces aunque nadie le haya hablado?",
            "Puede haber oído algo parecido a la palabra de activación en la televisión.",
            "¿Puede el altavoz ignorar las voces de la radio?",
            "Todavía no, pero puedes bajar su sensibilidad en los ajustes.",
            "¿Sigue escuchando el asistente después de una orden?",
            "Solo unos segundos, por si tienes otra pregunta.",
        ),
    ),
    "homework_ai_rules": (
        "Deberes e IA: normas para cuarto de la ESO",
        (
            "El alumnado puede usar un asistente de IA para revisar la ortografía, no para"
            " escribir las respuestas.",
            "Cualquier uso de una herramienta de IA se indica al final de los deberes.",
            "El profesorado no tendrá en cuenta los trabajos copiados de un chatbot y pedirá"
            " que se repitan.",
            "Pedimos a las familias que lean estas normas con sus hijos.",
            "El consejo escolar revisará las normas en junio.",
            "Quien tenga dudas, que pregunte primero a su tutor.",
        ),
    ),
    "notes_app_release": (
        "Novedades de la versión 4.2 de la aplicación de notas",
        (
            "El asistente de resúmenes ya admite notas de más de diez páginas.",
            "Un ajuste nuevo permite que la aplicación ignore las notas privadas al resumir.",
            "Corregimos un fallo por el que el asistente repetía la primera línea de una nota.",
            "El dictado ya está disponible en portugués y catalán.",
            "El modelo de los resúmenes se ha cambiado por uno más pequeño y rápido.",
            "Gracias a quienes informaron de problemas en la beta.",
        ),
    ),
    "vcs_exclusion_file": (
        "Guía breve del archivo .gitignore",
        (
            "Un archivo .gitignore enumera los archivos que el control de versiones debe ignorar.",
            "Cada línea lleva un patrón, como el nombre de una carpeta o una extensión.",
            "Las líneas que empiezan por almohadilla son comentarios y se saltan.",
            "Un patrón con signo de exclamación recupera un archivo excluido por una regla"
            " anterior.",
            "Los archivos ya versionados no cambian hasta que los quitas del índice.",
            "Casi todos los proyectos dejan fuera la salida de compilación y los ajustes del"
            " editor.",
        ),
    ),
}
