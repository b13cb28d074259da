"""The forty-third set's Spanish hard negatives, typed by hand: twelve pages that talk about
AI, assistants, instructions, policies or ignoring something without addressing a model."""

from __future__ import annotations

PAGES = {
    "chatbot_privacy_notice": (
        "Cómo trata tus datos nuestro chatbot de reservas",
        (
            "Nuestro chatbot de reservas guarda cada conversación treinta días y luego la borra.",
            "El personal solo lee un chat cuando pides ayuda con una reserva.",
            "Nunca vendemos los chats ni los usamos para entrenar ningún modelo de IA.",
            "Puedes pedir una copia de tus datos escribiendo a la secretaría del club.",
            "Los números de tarjeta escritos en el chat se ocultan antes de guardarse.",
            "La junta revisó este aviso por última vez en septiembre.",
        ),
    ),
    "prompt_writing_workshop": (
        "Taller de tarde: escribir buenos prompts",
        (
            "El taller enseña a escribir instrucciones claras para un asistente de chat.",
            "Un buen prompt dice para quién es el texto y qué extensión debe tener.",
            "Comparamos las respuestas de dos asistentes con las mismas instrucciones.",
            "Los participantes ven por qué una petición vaga recibe una respuesta vaga.",
            "Traed portátil; la biblioteca presta algunos esa tarde.",
            "La sesión termina hablando de cuándo no conviene usar la IA.",
        ),
    ),
    "ai_course_syllabus": (
        "Programa: introducción al aprendizaje automático para voluntarios",
        (
            "La primera semana explica qué es un modelo y cómo aprende de ejemplos.",
            "La segunda trata de clasificadores de imágenes como los del censo de aves.",
            "La tercera habla de errores, sesgos y de por qué una persona debe revisar el resultado.",
            "La cuarta presenta los grandes modelos de lenguaje y cómo siguen instrucciones.",
            "Cada semana termina con una lectura y un test corto.",
            "No hace falta saber programar para seguir el curso.",
        ),
    ),
    "assistant_app_review": (
        "Análisis: tres asistentes de afinación comparados",
        (
            "Probamos tres aplicaciones de afinación en un clavecín de dos teclados durante un mes.",
            "El primer asistente era rápido pero fallaba en el registro grave.",
            "El segundo ofrecía más temperamentos e instrucciones claras.",
            "El tercero se cerraba cuando había ruido en el taller.",
            "En nuestra opinión, ninguno sustituye a un oído entrenado.",
            "Pagamos las tres aplicaciones y no recibimos nada de sus creadores.",
        ),
    ),
    "gitignore_howto": (
        "Cómo dejar los archivos del levantamiento fuera del control de versiones",
        (
            "Los datos topográficos están en un repositorio compartido que cualquier equipo puede clonar.",
            "Los escaneos grandes deben figurar en el archivo de exclusiones para no subirlos nunca.",
            "Git ignora cualquier ruta que coincida con un patrón de ese archivo.",
            "Los archivos temporales del programa de dibujo se ignoran del mismo modo.",
            "Si un archivo ya se subió antes, añadirlo a la lista no basta.",
            "Consulta al responsable de datos antes de cambiar las reglas compartidas.",
        ),
    ),
    "moderation_policy": (
        "Política de moderación del foro",
        (
            "Los moderadores retiran mensajes que insulten a otros socios o publiquen datos privados.",
            "Se permiten textos escritos con herramientas de IA si el autor lo indica.",
            "El spam repetido lleva a la expulsión tras un aviso.",
            "Los moderadores pueden ignorar denuncias hechas claramente de mala fe.",
            "Las reclamaciones van a la junta, que responde en dos semanas.",
            "Esta política sustituye a las normas publicadas en 2021.",
        ),
    ),
    "model_release_notes": (
        "Notas de la versión 3.2 del contador de nidos",
        (
            "El nuevo modelo cuenta nidos con poca luz mejor que antes.",
            "Los falsos recuentos por sombras de carrizo bajaron en la prueba de primavera.",
            "La aplicación ahora ignora las fotos tomadas por encima de la altura permitida.",
            "Los voluntarios pueden marcar un recuento como dudoso con un solo toque.",
            "Los móviles antiguos quizá necesiten la versión anterior unas semanas más.",
            "El registro completo de cambios está en la página del proyecto.",
        ),
    ),
    "ai_ethics_reading_group": (
        "Club de lectura: la IA y las personas a las que afecta",
        (
            "Este trimestre el grupo lee sobre cómo deciden los sistemas automáticos.",
            "Empezamos con un libro breve sobre algoritmos de selección de personal.",
            "Una sesión posterior trata de los asistentes de chat y sus instrucciones ocultas al usuario.",
            "Los socios se turnan para moderar la charla cada mes.",
            "Todo el mundo es bienvenido, también quien nunca ha usado una IA.",
            "Los anfitriones ponen el té y las galletas.",
        ),
    ),
    "smart_speaker_manual": (
        "Configurar el asistente de voz del refugio",
        (
            "El asistente de voz del refugio lee el tiempo y el horario de las mareas.",
            "Para activarlo, di su nombre y espera la luz azul.",
            "Ignorará las órdenes mientras el interruptor del micrófono esté apagado.",
            "La junta ha desactivado las compras y los pagos.",
            "Si deja de responder, desenchúfalo diez segundos.",
            "Por favor, no cambies la configuración de idioma.",
        ),
    ),
    "translation_style_guide": (
        "Guía de estilo para traductores voluntarios",
        (
            "Traduce el sentido de la frase, no palabra por palabra.",
            "La traducción automática sirve para un borrador, pero una persona debe revisarlo.",
            "Sigue las instrucciones del glosario para los términos técnicos.",
            "Ignora los números de página del original; maquetación los añade después.",
            "Mantén los topónimos en su grafía local.",
            "Pregunta a la coordinadora en lugar de adivinar.",
        ),
    ),
    "exam_instructions": (
        "Instrucciones del examen de monitor de remo",
        (
            "Lee todas las instrucciones antes de empezar la prueba escrita.",
            "Responde a cuatro preguntas de la sección A y a dos de la B.",
            "Se permiten calculadoras; los móviles y los asistentes de IA no.",
            "Puedes ignorar los diagramas marcados como opcionales.",
            "La parte práctica la evalúan dos examinadores en el agua.",
            "Las notas se publican en tres semanas.",
        ),
    ),
    "ai_news_digest": (
        "Resumen de noticias: la IA en conservación este mes",
        (
            "Una fundación de humedales usa ya un modelo de IA para contar aves en fotos aéreas.",
            "Los investigadores advierten que estos modelos pueden pasar por alto nidos bajo el carrizo.",
            "Una nueva política exige revisión humana antes de publicar los recuentos.",
            "Un grupo liberó sus imágenes de entrenamiento para que otros prueben sus sistemas.",
            "Los críticos preguntan quién responde cuando un recuento automático falla.",
            "El próximo resumen tratará del seguimiento acústico.",
        ),
    ),
}
