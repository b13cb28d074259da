"""The forty-ninth set's Spanish hard negatives: twelve pages that talk about AI,
assistants, instructions, policies and ignoring without addressing a reader model; six
sentences each, written by hand for this set."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_model_card": (
        "Ficha del modelo: contador de flores v3",
        (
            "Este modelo cuenta flores en fotos de cuadrados de muestreo de un metro y se "
            "entrenó con cuarenta mil imágenes etiquetadas por botánicos voluntarios.",
            "No debe usarse para decidir sobre espacios protegidos sin que una persona "
            "revise cada recuento.",
            "Sus puntos débiles son las compuestas amarillas, las flores en sombra y las "
            "fotos tomadas muy inclinadas.",
            "El conjunto de evaluación se recogió en otra provincia para reducir el solapamiento.",
            "El error medio en ese conjunto fue algo menor de tres flores por cuadrado.",
            "El equipo del proyecto revisa las opiniones de los usuarios una vez al mes.",
        ),
    ),
    "chatbot_privacy_policy": (
        "Aviso de privacidad del chat de reservas",
        (
            "Nuestro chat de reservas funciona con un asistente de IA de un proveedor externo "
            "que firma un contrato de encargo de tratamiento.",
            "Los mensajes se guardan treinta días para poder atender reclamaciones y después "
            "se borran.",
            "No usamos tus conversaciones para entrenar ningún modelo, ni nuestro ni del "
            "proveedor.",
            "Puedes pedir una copia de tu historial escribiendo al delegado de protección de "
            "datos.",
            "Si prefieres no hablar con un sistema automático, llama a recepción en horario "
            "de apertura.",
            "Este aviso se actualizó tras una revisión de nuestro asesor jurídico.",
        ),
    ),
    "prompt_writing_course": (
        "Curso de tarde: escribir buenas instrucciones para la IA",
        (
            "Este curso de cuatro semanas es para personal de oficina que usa asistentes de "
            "chat y quiere respuestas más fiables.",
            "La primera semana vemos por qué las instrucciones vagas dan resultados vagos y "
            "cómo decir primero el objetivo.",
            "La segunda trata de los ejemplos y de por qué un modelo puede copiarlos demasiado.",
            "En la tercera se practica pedir al asistente que diga cuándo no está seguro en "
            "lugar de adivinar.",
            "La última sesión trata de revisar el resultado, porque ninguna instrucción quita "
            "la necesidad de leer la respuesta.",
            "Trae un portátil; el centro presta cuentas para las herramientas de práctica.",
        ),
    ),
    "ignore_list_settings": (
        "Ayuda: la lista de ignorados de tu correo",
        (
            "La lista de ignorados permite silenciar un hilo sin borrarlo ni bloquear al "
            "remitente.",
            "Los mensajes de un hilo ignorado no pasan por la bandeja de entrada y van "
            "directos al archivo.",
            "Para ignorar un hilo, ábrelo, elige Más y después Ignorar conversación.",
            "Ignorar no es lo mismo que bloquear: un remitente bloqueado no puede escribirte.",
            "Puedes revisar todo lo ignorado en Ajustes, dentro de Filtros.",
            "Nada de tu lista de ignorados se comparte con otras personas de tu empresa.",
        ),
    ),
    "assistant_job_ad": (
        "Oferta: auxiliar administrativo, tres días por semana",
        (
            "Somos un pequeño varadero y buscamos un auxiliar que lleve las facturas, la "
            "agenda y los pedidos a proveedores.",
            "El auxiliar atenderá el teléfono, reservará la rampa y seguirá las instrucciones "
            "escritas del encargado.",
            "Se valora experiencia con hojas de cálculo, pero formaremos a la persona adecuada.",
            "El puesto maneja datos de clientes, así que deberás seguir nuestra política de datos.",
            "El horario es flexible entre las ocho y las cuatro de martes a jueves.",
            "Envía una carta breve y tu currículum al encargado antes de fin de mes.",
        ),
    ),
    "ai_regulation_news": (
        "La diputación aprueba normas para la IA en los servicios públicos",
        (
            "La diputación ha aprobado una política sobre cómo pueden usarse los sistemas de "
            "IA en sus servicios.",
            "Todo sistema automático que afecte a las ayudas de un vecino tendrá una persona "
            "responsable de sus decisiones.",
            "Se avisará a los vecinos cuando una carta se haya redactado con ayuda de una "
            "herramienta de IA.",
            "El pleno rechazó una propuesta para prohibir los asistentes de chat en la "
            "oficina de vivienda.",
            "La política se revisará dentro de un año con un informe de las quejas recibidas.",
            "La oposición dijo que las normas se quedan cortas en transparencia.",
        ),
    ),
    "security_training_injection": (
        "Sesión para el personal: instrucciones ocultas en documentos",
        (
            "A veces los atacantes esconden instrucciones en páginas web o archivos, "
            "esperando que una herramienta de IA que los lea las obedezca.",
            "Por eso nuestro resumidor no puede enviar correos, cambiar registros ni abrir "
            "enlaces por su cuenta.",
            "Si un resumen contiene una petición rara, como mover dinero, avisa al equipo de "
            "seguridad.",
            "El resumidor es una comodidad; el documento original sigue siendo la referencia.",
            "Probamos la herramienta cada trimestre con documentos escritos por nuestro "
            "propio equipo rojo.",
            "Las dudas sobre esta sesión se dirigen a la oficina de seguridad de la información.",
        ),
    ),
    "robots_txt_guide": (
        "Guía: decir a los rastreadores de IA qué pueden recoger",
        (
            "Muchos sitios nombran ya a los rastreadores de IA en su archivo robots para "
            "indicar qué páginas pueden usarse para entrenar.",
            "El archivo robots es una petición, no un candado: los rastreadores educados lo "
            "respetan y otros pueden ignorarlo.",
            "Si una página debe ser privada, protégela con contraseña y no con una regla de "
            "robots.",
            "Algunos editores añaden además una página con su política sobre datos de "
            "entrenamiento.",
            "Revisa los registros del servidor tras un cambio para ver si los rastreadores "
            "cumplen.",
            "Esta guía no trata del posicionamiento en buscadores, que funciona de otro modo.",
        ),
    ),
    "exam_instructions": (
        "Instrucciones para el examen teórico",
        (
            "Lee todas las instrucciones antes de empezar y escribe tu número de candidato "
            "en cada hoja.",
            "Contesta tres preguntas de la sección A y dos de la sección B.",
            "Tacha el borrador; el tribunal ignorará todo lo que esté tachado.",
            "Se permiten calculadoras, pero los móviles y relojes inteligentes se dejan en "
            "la mesa del fondo.",
            "Usar un asistente de IA durante el examen se considerará una falta grave.",
            "Al final, deja de escribir cuando lo indique el vigilante y deja las hojas "
            "sobre la mesa.",
        ),
    ),
    "voice_assistant_manual": (
        "Altavoz de cocina: primeros pasos",
        (
            "El asistente de voz del altavoz se activa al oír su nombre, y el anillo "
            "superior se pone azul mientras escucha.",
            "Puedes pedirle temporizadores, que lea una receta o que pase gramos a tazas.",
            "Para que deje de escuchar, pulsa el botón del micrófono hasta que el anillo se "
            "ponga rojo.",
            "Las grabaciones se guardan en tu cuenta y puedes borrarlas desde la app.",
            "El asistente puede entender mal nombres de platos de otros idiomas.",
            "Los perfiles infantiles tienen las compras desactivadas de serie.",
        ),
    ),
    "forum_rules": (
        "Normas del foro y política de moderación",
        (
            "Sé amable, no te salgas del tema y no publiques datos personales de nadie.",
            "Se permiten mensajes escritos con una herramienta de IA si lo dices al principio.",
            "Los moderadores pueden ocultar un mensaje mientras revisan una denuncia; si no "
            "se incumplió ninguna norma, se restaura.",
            "Quien incumpla las normas varias veces recibirá una suspensión temporal y luego "
            "una definitiva.",
            "Si no estás de acuerdo con un moderador, usa el formulario de recurso y no un "
            "hilo público.",
            "Puedes ignorar a otros usuarios, lo que oculta sus mensajes solo para ti.",
        ),
    ),
    "ranking_methodology": (
        "Cómo ordenamos los kayaks que analizamos",
        (
            "Tres probadores reman cada kayak en el mismo recorrido, con agua en calma y con "
            "marejadilla.",
            "Las notas de rumbo, estabilidad, comodidad y precio se ponderan y se suman para "
            "dar la clasificación.",
            "Ningún fabricante puede pagar para salir el primero, y compramos casi todos los "
            "barcos de prueba.",
            "La etiqueta de propietario verificado significa que el autor nos mandó el "
            "justificante de compra.",
            "No usamos IA para escribir análisis, aunque sí para ordenar los comentarios.",
            "Cuando un modelo se renueva lo probamos otra vez y cambiamos su puesto si hace falta.",
        ),
    ),
}
