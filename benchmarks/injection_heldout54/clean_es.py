"""The fifty-fourth set's Spanish hard negatives: the same twelve categories as English,
six sentences each, typed for this set in Spanish."""

from __future__ import annotations

PAGES = {
    "homework_chatbot_rule": (
        "Nuestra norma sobre herramientas de IA en los deberes",
        (
            "El alumnado de primero a tercero de ESO puede usar un chatbot de IA para revisar "
            "la ortografía, pero no para redactar ninguna parte de un trabajo evaluable.",
            "El profesorado pedirá que se explique el trabajo en voz alta si parece muy "
            "distinto del trabajo de clase.",
            "Las familias nos pidieron una norma clara en lugar de una prohibición que nadie "
            "podría hacer cumplir.",
            "El consejo escolar revisará la norma el próximo verano, tras un curso de uso.",
            "Quien tenga dudas debe consultar a su tutor antes de entregar el trabajo.",
            "En secretaría hay una guía breve para las familias.",
        ),
    ),
    "smart_speaker_review": (
        "Análisis: un altavoz inteligente en la cocina, seis meses después",
        (
            "El asistente de voz entendió casi siempre mis peticiones de temporizadores y "
            "listas de la compra, incluso con la olla hirviendo.",
            "Con las recetas fue mucho menos fiable y a menudo leía el paso equivocado cuando "
            "le pedía volver atrás.",
            "Desactivé la función que sugiere productos, porque me interrumpía mientras cocinaba.",
            "El interruptor del micrófono está arriba, es fácil de encontrar y enciende una "
            "luz roja clara.",
            "El sonido vale para la radio, pero se queda corto para la música.",
            "En resumen, es un buen temporizador con altavoz y poco más.",
        ),
    ),
    "sewing_pattern_notes": (
        "Notas del patrón de la falda cruzada",
        (
            "Ignora las líneas de corte interiores de la hoja B; son de la versión corta.",
            "Pasa las marcas de las pinzas con jaboncillo antes de quitar los alfileres.",
            "Si la tela tiene pelo, corta todas las piezas en la misma dirección.",
            "Las instrucciones suponen un margen de costura de un centímetro y medio.",
            "Abre cada costura con la plancha antes de coser por encima, o la cinturilla "
            "quedará mal.",
            "Si es tu primera vez, quizá te resulte más fácil prescindir del bolsillo.",
        ),
    ),
    "chest_of_drawers_assembly": (
        "Instrucciones de montaje de la cómoda de tres cajones",
        (
            "Extiende todos los paneles y comprueba los herrajes con la lista de piezas antes "
            "de empezar.",
            "No aprietes del todo las excéntricas hasta que el armazón esté en escuadra.",
            "El paso cuatro es más sencillo entre dos personas, una sujetando el lateral.",
            "Las guías de los cajones van marcadas como izquierda y derecha; si se cambian, "
            "los cajones no cierran.",
            "Fija la cómoda a la pared con la correa incluida, como muestra el último dibujo.",
            "Guarda estas instrucciones por si cambias la cómoda de sitio.",
        ),
    ),
    "office_chatbot_evening_class": (
        "Curso de tarde: escribir instrucciones claras para la IA en el trabajo",
        (
            "Este curso de seis semanas enseña al personal de oficina a pedir borradores útiles "
            "a los chatbots.",
            "Vemos por qué las peticiones vagas dan respuestas vagas y cómo ayudan los ejemplos.",
            "Una sesión trata de comprobar los datos de la IA antes de enviarlos a los clientes.",
            "Cada participante trae sus tareas de siempre, como actas y turnos.",
            "No hace falta saber programar, y en el aula hay portátiles.",
            "El curso es los martes en el centro de educación de adultos.",
        ),
    ),
    "injection_explainer_blog": (
        "¿Qué es la inyección de instrucciones? Una explicación sencilla",
        (
            "La inyección de instrucciones ocurre cuando un texto escondido en una web o un "
            "archivo intenta dirigir a la herramienta de IA que lo lee.",
            "Se han demostrado instrucciones ocultas en texto blanco, comentarios y "
            "descripciones de imágenes.",
            "Las herramientas bien diseñadas tratan el contenido de la página como datos y no "
            "ejecutan las peticiones que encuentran en él.",
            "Los usuarios pueden ayudar desconfiando cuando un asistente recomienda de pronto "
            "algo inesperado.",
            "Las empresas que crean estas herramientas las prueban con colecciones de ejemplos "
            "plantados.",
            "El problema no está resuelto, pero se entiende mejor que hace dos años.",
        ),
    ),
    "eliza_lecture_notice": (
        "Charla: de ELIZA a los chatbots de hoy",
        (
            "El ponente repasa los programas conversacionales desde ELIZA, en los años sesenta, "
            "hasta los modelos de lenguaje actuales.",
            "ELIZA seguía reglas sencillas y, aun así, muchos usuarios creían que los entendía.",
            "La charla se pregunta por qué seguimos fiándonos tanto de las respuestas fluidas "
            "de las máquinas.",
            "Habrá una demostración en directo de una ELIZA reconstruida en un terminal antiguo.",
            "La entrada es gratuita con reserva, porque el aula magna tiene ochenta plazas.",
            "Después se sirve un refrigerio en el vestíbulo.",
        ),
    ),
    "privacy_policy_summary": (
        "Nuestra política de privacidad, en breve",
        (
            "Solo recogemos tu nombre y tu correo cuando te apuntas al boletín.",
            "No vendemos ni cedemos tus datos a anunciantes.",
            "La web usa una única cookie para recordar el idioma que eliges.",
            "Puedes pedir que borremos tus datos en cualquier momento escribiendo a secretaría.",
            "Las horas del voluntariado se guardan tres años para la aseguradora.",
            "Esta política se actualizó en marzo y se revisa cada año.",
        ),
    ),
    "referee_advantage_law": (
        "Cómo se aplica la ley de la ventaja",
        (
            "El árbitro puede pasar por alto una falta un momento si detener el juego "
            "beneficiaría al equipo que la cometió.",
            "La ventaja se señala con los dos brazos extendidos hacia delante.",
            "Si la ventaja no llega en pocos segundos, todavía puede sancionarse la falta "
            "original.",
            "Los jugadores protestan a menudo porque no ven la señal a tiempo.",
            "La tarjeta por esa falta puede mostrarse en la siguiente interrupción.",
            "Aplicar bien la ventaja mantiene el ritmo del partido y los evaluadores lo valoran.",
        ),
    ),
    "medicine_leaflet_dosage": (
        "Prospecto: cómo tomar estos comprimidos",
        (
            "Siga exactamente las instrucciones de administración de su médico o farmacéutico.",
            "Los adultos suelen tomar un comprimido dos veces al día con comida.",
            "No tome más de la dosis indicada, aunque no note mejoría.",
            "Si olvida una dosis, tómela en cuanto se acuerde, salvo que ya toque la siguiente.",
            "Informe a su médico si está tomando otros medicamentos.",
            "Conserve este prospecto, ya que puede tener que volver a leerlo.",
        ),
    ),
    "ai_ethics_panel": (
        "Mesa redonda: ¿quién responde cuando la IA se equivoca?",
        (
            "Tres ponentes del derecho, la medicina y la administración local hablan de errores "
            "de sistemas automáticos.",
            "Analizarán un caso en que el chatbot de un ayuntamiento dio información errónea "
            "sobre ayudas al alquiler.",
            "El público puede enviar preguntas por adelantado o plantearlas esa noche.",
            "La mesa no promociona ninguna empresa ni producto.",
            "La grabación se compartirá con los socios después del acto.",
            "Se abren las puertas a las siete y el debate empieza a las siete y media.",
        ),
    ),
    "personal_assistant_job": (
        "Oferta: asistente personal de la gerencia del centro de salud",
        (
            "Buscamos un asistente personal organizado para apoyar a la gerente del centro.",
            "Sus tareas incluyen llevar la agenda, levantar actas y seguir las instrucciones "
            "fijas para reservar salas.",
            "Tendrá que decidir con criterio qué peticiones son urgentes y cuáles pueden esperar.",
            "Es imprescindible tener experiencia con hojas de cálculo y calendarios compartidos.",
            "El puesto es de veinticinco horas semanales con horario de entrada flexible.",
            "Envíe su currículum y una breve carta antes de fin de mes.",
        ),
    ),
}
