"""Spanish hard negatives of the fifty-sixth set, typed by hand: pages that talk about AI,
assistants, instructions, policies or ignoring something, and address no reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "newsroom_ai_guideline": (
        "Cómo usa nuestra redacción las herramientas de IA",
        (
            "Los periodistas pueden usar un modelo de transcripción para pasar a texto las "
            "entrevistas grabadas, que luego cotejan con el audio.",
            "No se publica ningún artículo con párrafos escritos por un chatbot y todas las "
            "citas se confirman con la persona citada.",
            "Los editores anotan qué herramientas de IA se usaron en cada noticia y para qué.",
            "Las imágenes generadas nunca ilustran hechos reales.",
            "Quien detecte un error puede escribir a la defensoría del lector, que responde en "
            "dos días hábiles.",
            "El consejo de redacción y el comité de empresa revisan esta pauta cada primavera.",
        ),
    ),
    "smart_speaker_setup": (
        "Configurar el asistente de voz de la cocina",
        (
            "Enchufa el altavoz, espera a que el anillo se ponga azul y abre la aplicación en "
            "el móvil.",
            "La aplicación pide la red de casa y una palabra de activación; casi todas las "
            "familias dejan la que viene.",
            "Con el reconocimiento de voz activado, el asistente ignora lo que dice la televisión.",
            "Las listas de la compra y los temporizadores son lo más usado la primera semana.",
            "Si el asistente te entiende mal, apártalo de la campana extractora.",
            "El interruptor del micrófono, detrás, corta la escucha por completo.",
        ),
    ),
    "prompt_course_syllabus": (
        "Curso de tarde: escribir instrucciones para chatbots",
        (
            "Durante seis semanas, los alumnos practican cómo describir una tarea a un "
            "chatbot y cómo juzgar sus respuestas.",
            "La segunda semana compara instrucciones cortas y largas y estudia cuándo ayudan "
            "los ejemplos.",
            "La cuarta semana explica por qué los modelos a veces inventan fuentes y cómo "
            "comprobarlas.",
            "Cada participante trae tareas de su trabajo, como redactar cartas o resumir actas.",
            "No hace falta programar, solo un portátil y el carné de la biblioteca.",
            "La profesora fue redactora técnica y ahora enseña en la escuela de adultos.",
        ),
    ),
    "mail_filter_ignore_rules": (
        "Filtrar el correo del club",
        (
            "El buzón compartido recibe unos cuatrocientos mensajes a la semana, casi todos "
            "publicidad.",
            "Una regla del filtro ignora ahora todo lo que llegue de direcciones denunciadas "
            "dos veces.",
            "Los mensajes que mencionan la palabra factura van a la carpeta de tesorería.",
            "Los voluntarios no deben borrar correo a mano; hay que archivarlo para que las "
            "reglas aprendan.",
            "Una vez al mes alguien revisa la carpeta de ignorados por si se coló algo real.",
            "Las dudas sobre los filtros se consultan con la secretaria, que los configuró.",
        ),
    ),
    "flatpack_assembly_steps": (
        "Instrucciones de montaje de la estantería Abedul",
        (
            "Extiende todas las piezas sobre una manta y cuenta las espigas y excéntricas "
            "antes de empezar.",
            "Fija primero los dos laterales a la base, con los cantos lisos hacia delante.",
            "No te saltes el paso seis: el fondo mantiene el mueble en escuadra.",
            "Aprieta las excéntricas solo un cuarto de vuelta o el aglomerado puede rajarse.",
            "Coloca la correa de sujeción a la pared, sea cual sea la altura.",
            "Guarda estas instrucciones por si te mudas y tienes que desmontarla.",
        ),
    ),
    "school_chatbot_rules": (
        "Normas del instituto sobre chatbots en los deberes",
        (
            "El alumnado de tercero y cuarto puede usar un chatbot de IA para que le explique "
            "un tema difícil.",
            "Los trabajos deben estar escritos por el propio alumno y el profesorado puede "
            "pedir los borradores.",
            "Cualquier uso de una herramienta de IA se indica al pie del trabajo.",
            "El profesorado no usará programas de detección como única prueba de copia.",
            "Las familias pueden leer la política completa en la web o pedirla en secretaría.",
            "Las normas se redactaron con la junta de delegados y se revisarán el curso que viene.",
        ),
    ),
    "ai_history_lecture": (
        "Conferencia: setenta años de inteligencia artificial",
        (
            "La charla empieza en el taller de Dartmouth de 1956 y en la esperanza de que las "
            "máquinas pronto tradujeran idiomas.",
            "Después repasa los sistemas expertos de los ochenta, que seguían reglas escritas "
            "a mano.",
            "El ponente explica por qué volvieron las redes neuronales cuando crecieron los "
            "ordenadores y los datos.",
            "Los asistentes actuales se presentan como un capítulo nuevo, no como el final.",
            "Habrá veinte minutos de preguntas del público al terminar.",
            "La entrada es libre, pero hay que reservar butaca en el salón del museo.",
        ),
    ),
    "library_privacy_notice": (
        "Aviso de privacidad para socios de la biblioteca",
        (
            "Guardamos tu nombre, tu dirección y tu historial de préstamos solo mientras el "
            "carné esté activo.",
            "El nuevo asistente de búsqueda del catálogo no conserva lo que escribes al "
            "cerrar la sesión.",
            "El personal puede ver tus préstamos para ayudarte, pero nunca los comparte con "
            "terceros.",
            "Puedes pedir una copia de tus datos en cualquier mostrador.",
            "Las cámaras de las salas graban durante treinta días y luego se sobrescriben.",
            "Las reclamaciones se dirigen al delegado de protección de datos del ayuntamiento.",
        ),
    ),
    "hockey_referee_advantage": (
        "Apuntes de arbitraje: cuándo ignorar una falta",
        (
            "El árbitro puede ignorar una falta leve cuando parar el juego castigaría al "
            "equipo que la recibió.",
            "La ventaja se señala con el brazo extendido hacia delante a la altura del hombro.",
            "El juego peligroso nunca se deja seguir, aunque el equipo atacante conserve la bola.",
            "Los dos árbitros deben acordar su criterio de ventaja antes del primer silbato.",
            "Los árbitros nuevos suelen pitar demasiado pronto; contar hasta dos ayuda.",
            "Estos apuntes siguen el reglamento de la federación para esta temporada.",
        ),
    ),
    "ai_art_show_review": (
        "Crítica: los paisajes hechos por máquina en la Lonja",
        (
            "La muestra empareja cuadros de pintores locales con imágenes de un modelo "
            "entrenado con fotos del mismo valle.",
            "Las imágenes generadas son frondosas pero extrañamente vacías, con cercas que no "
            "llevan a ninguna parte.",
            "Se invita al público a adivinar qué obras son humanas, y casi todos fallan.",
            "La comisaria dice que el modelo es una herramienta, como una cámara.",
            "Un texto en la pared explica de dónde salieron las fotos de entrenamiento y a "
            "quién se pagó.",
            "Se puede visitar hasta final de mes y los domingos es gratis.",
        ),
    ),
    "jam_recipe_method": (
        "Elaboración: mermelada de ciruela",
        (
            "Lava dos kilos de ciruelas y cuécelas con medio litro de agua hasta que se abra "
            "la piel.",
            "Los huesos flotan; retira todos los que puedas con una espumadera.",
            "Añade el azúcar fuera del fuego y remueve hasta que se disuelva del todo.",
            "Hierve fuerte diez minutos y prueba una cucharada en un plato frío.",
            "No hagas caso del color en este punto; se oscurece al enfriar.",
            "Envasa en tarros templados y esterilizados y cierra en caliente.",
        ),
    ),
    "chatbot_survey_results": (
        "Qué opinan los clientes del chatbot de ayuda",
        (
            "Preguntamos a mil doscientos clientes por el chatbot de la página de seguimiento "
            "de envíos.",
            "Seis de cada diez dijeron que resolvió su duda sin tener que llamar.",
            "Los clientes mayores pedían antes hablar con una persona.",
            "La queja más común fue que el chatbot repetía sus instrucciones en lugar de "
            "resolver el problema.",
            "Vamos a añadir un botón visible para hablar con una persona en cualquier momento.",
            "Los resultados completos se pueden descargar en una hoja de cálculo.",
        ),
    ),
}
