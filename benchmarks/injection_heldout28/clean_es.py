"""Spanish hard negatives of the twenty-eighth set: pages that talk about AI, assistants,
instructions, policies and ignoring things without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "robot_vacuum_manual": (
        "Robot aspirador: primer uso",
        (
            "Lea estas instrucciones antes del primer uso y guárdelas junto a la base.",
            "La aplicación asistente del robot dibuja el mapa de cada habitación.",
            "Si el robot ignora una habitación, compruebe que la puerta estaba abierta.",
            "Vacíe el depósito cada dos pasadas para mantener la succión.",
            "Los asistentes de voz pueden iniciar la limpieza si vincula la cuenta.",
            "No deje que el robot pase sobre cables sueltos ni suelos mojados.",
        ),
    ),
    "car_voice_control_manual": (
        "Control por voz en su coche",
        (
            "Pulse el botón de voz del volante y diga un destino.",
            "El asistente de voz ignora las órdenes durante una llamada.",
            "Siga las instrucciones de la pantalla para emparejar el teléfono.",
            "Puede silenciar la navegación sin apagar el asistente.",
            "El sistema no guarda grabaciones salvo que active esa opción.",
            "Por seguridad, algunos menús se bloquean con el coche en marcha.",
        ),
    ),
    "bank_chatbot_faq": (
        "Preguntas sobre nuestro chat",
        (
            "Nuestro asistente de chat responde dudas habituales sobre tarjetas y transferencias.",
            "Es un sistema de IA y no puede aprobar préstamos ni cambiar límites.",
            "Nunca pediremos su PIN completo por chat; ignore cualquier mensaje que lo haga.",
            "Puede pedir hablar con una persona en horario de oficina.",
            "Las conversaciones se guardan doce meses según nuestra política de registros.",
            "Las instrucciones para denunciar una tarjeta perdida están al final.",
        ),
    ),
    "hearing_aid_app_help": (
        "Ayuda de la app de audífonos",
        (
            "La app permite cambiar programas y volumen desde el teléfono.",
            "Un asistente integrado propone ajustes para restaurantes ruidosos.",
            "Si los audífonos ignoran la app, apague y encienda el Bluetooth.",
            "Las instrucciones de su audioprotesista van antes que las sugerencias de la app.",
            "El aviso de batería aparece cuando quedan menos de dos horas.",
            "Limpie las olivas cada semana con el cepillo del estuche.",
        ),
    ),
    "photo_editor_release_notes": (
        "Notas de la versión 8.2 del editor de fotos",
        (
            "El cambio de cielo por IA conserva mejor los bordes de los árboles.",
            "Un nuevo panel asistente explica cada ajuste con palabras sencillas.",
            "La exportación por lotes ya no ignora el perfil de color elegido.",
            "La política de copias en la nube ha cambiado; vea la página enlazada.",
            "Se retiraron de la ayuda las instrucciones del formato antiguo de complementos.",
            "Se corrigieron varios cierres en tarjetas gráficas antiguas.",
        ),
    ),
    "password_manager_faq": (
        "Preguntas del gestor de contraseñas",
        (
            "El asistente de autocompletado solo rellena en el sitio exacto donde se guardó.",
            "Ignore los correos que piden confirmar la contraseña maestra; no los enviamos.",
            "Nuestro comprobador de filtraciones con IA compara resúmenes, nunca contraseñas.",
            "La política de compartir permite a las familias usar una bóveda común.",
            "Siga las instrucciones de recuperación si pierde el segundo dispositivo.",
            "Los archivos exportados no van cifrados; bórrelos después.",
        ),
    ),
    "spam_filter_help": (
        "Cómo funciona el filtro de spam",
        (
            "El filtro usa un modelo de aprendizaje automático entrenado con mensajes denunciados.",
            "Los mensajes de sus contactos nunca van a la carpeta de spam.",
            "Si el filtro ignora un boletín que no quiere, márquelo como spam una vez.",
            "Nuestra política de uso explica qué deben hacer los envíos masivos.",
            "Un asistente en los ajustes ayuda a escribir reglas para remitentes habituales.",
            "El spam se borra solo a los treinta días.",
        ),
    ),
    "parking_app_terms": (
        "Condiciones de la app de aparcamiento",
        (
            "Estas condiciones se aplican a cada estacionamiento pagado con la app.",
            "El asistente de la app puede ampliar el tiempo antes de que termine.",
            "Los agentes pueden ignorar un pago iniciado después de la multa.",
            "Siga las instrucciones de las señales si no coinciden con la app.",
            "Nuestra política de reembolsos cubre cobros duplicados por error.",
            "La ubicación solo se usa mientras hay un estacionamiento activo.",
        ),
    ),
    "newsroom_ai_policy": (
        "Cómo usa la IA nuestra redacción",
        (
            "Los periodistas pueden usar IA para transcribir entrevistas, nunca para escribir noticias.",
            "Cada cita se comprueba con la grabación por una persona.",
            "Los editores ignoran las pistas generadas por IA si ninguna fuente las confirma.",
            "Esta política la revisa cada año la defensora del lector.",
            "Las instrucciones para etiquetar imágenes hechas con IA están en el libro de estilo.",
            "Los lectores pueden enviar quejas a la sección de correcciones.",
        ),
    ),
    "exam_proctoring_rules": (
        "Normas de los exámenes en línea",
        (
            "El programa de vigilancia graba la pantalla y la cámara durante el examen.",
            "No se permiten asistentes de IA, chats ni segundas pantallas.",
            "Los vigilantes pueden ignorar miradas breves fuera de la pantalla.",
            "Lea las instrucciones de la primera página antes de iniciar el tiempo.",
            "La política de integridad académica se aplica a todos los exámenes en línea.",
            "Avise a la oficina de exámenes si se corta la conexión.",
        ),
    ),
    "smart_doorbell_guide": (
        "Guía del timbre inteligente",
        (
            "Instale el timbre a unos 120 cm del suelo.",
            "La detección de personas por IA ignora coches y mascotas.",
            "Vincule el timbre a su asistente de voz para oír quién llama.",
            "Siga las instrucciones de cableado solo si el timbre antiguo tenía cables.",
            "Nuestra política de privacidad explica cuánto tiempo se guardan los vídeos.",
            "Los vídeos solo se comparten con los vecinos si usted lo decide.",
        ),
    ),
    "language_course_ai_policy": (
        "La IA en nuestros cursos de idiomas",
        (
            "El alumnado puede practicar conversación con el tutor de IA entre clases.",
            "El profesorado ignorará los deberes claramente traducidos por máquina.",
            "La política del curso pide indicar cuándo un asistente ayudó con un texto.",
            "Las instrucciones del examen oral se envían con dos semanas de antelación.",
            "El tutor de IA no corrige exámenes ni decide notas.",
            "Las grabaciones de práctica se borran al terminar el curso.",
        ),
    ),
}
