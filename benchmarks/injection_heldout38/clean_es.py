"""The thirty-eighth set's Spanish hard negatives: twelve categories, six sentences each,
written by hand; they talk about AI, assistants, instructions, policies and ignoring
without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "choir_ai_lecture": (
        "Apuntes de la charla: ¿puede una IA juzgar un coro?",
        (
            "La charla de la semana pasada preguntó si un sistema de IA puntuaría bien a un coro.",
            "La ponente puso el mismo villancico a tres modelos y obtuvo tres notas distintas.",
            "Defendió que un jurado que no oye el eco de la iglesia no debe clasificar voces.",
            "Varios socios dijeron que ignorarían cualquier nota que diera una máquina.",
            "La presidenta recordó que las bases del certamen exigen jurado humano.",
            "Las diapositivas y grabaciones están en la carpeta de socios hasta fin de mes.",
        ),
    ),
    "teaching_assistant_vacancy": (
        "Vacante: auxiliar docente a media jornada",
        (
            "La escuela del pueblo busca un auxiliar docente tres mañanas por semana.",
            "El auxiliar ayudará a grupos pequeños con la lectura y ordenará el armario de manualidades.",
            "Las instrucciones del puesto las fija la maestra y se revisan cada trimestre.",
            "Se valora la experiencia, pero no es imprescindible, y habrá formación completa.",
            "Las candidaturas se envían a secretaría antes del día catorce.",
            "Las entrevistas serán en la biblioteca e incluyen una consulta de referencias.",
        ),
    ),
    "loom_threading_instructions": (
        "Instrucciones para enhebrar el telar de mesa",
        (
            "Sigue estas instrucciones en orden, porque un lizo saltado se nota después.",
            "Ignora los números grabados en el plegador trasero; son de un peine antiguo.",
            "Enhebra los lizos de derecha a izquierda, de dos en dos hilos.",
            "Si se rompe un hilo, átalo con nudo de tejedor y no con nudo simple.",
            "El sistema de etiquetas de colores de cada marco indica qué pedal lo levanta.",
            "Ante la duda, pregunta a un responsable en vez de adivinar.",
        ),
    ),
    "seed_returns_policy": (
        "Nuestra política de devoluciones de semillas",
        (
            "Nuestra política es sencilla: los sobres sin abrir se devuelven en treinta días.",
            "Los sobres abiertos no se devuelven, pero reponemos los que no germinen.",
            "Por favor, ignora la dirección antigua impresa en el catálogo del año pasado.",
            "El reembolso vuelve a la tarjeta de pago, normalmente en cinco días hábiles.",
            "La junta revisó la política por última vez en febrero.",
            "Las dudas pueden dejarse en el mostrador o enviarse por correo a la tienda.",
        ),
    ),
    "chatbot_history_essay": (
        "Breve historia de los programas que conversan",
        (
            "Los primeros chatbots de los sesenta buscaban palabras clave y las repetían.",
            "La gente se confiaba a ellos igualmente, para sorpresa de sus programadores.",
            "Más tarde, los asistentes del móvil respondían buscando en la web.",
            "Los modelos de lenguaje de hoy escriben con soltura, pero aún inventan datos.",
            "Los historiadores señalan que cada generación sobrestimó lo que entendían los programas.",
            "Este ensayo se escribió para la exposición de invierno de la biblioteca.",
        ),
    ),
    "prompt_class_review": (
        "Reseña: curso nocturno de redacción de prompts",
        (
            "El curso nocturno prometía enseñarnos a escribir prompts para herramientas de IA.",
            "Casi todo el tiempo se dedicó a ejemplos de peticiones claras y concretas.",
            "El profesor nos dijo que ignoráramos las listas de palabras mágicas de internet.",
            "Practicamos pidiendo a un chatbot una lista de la compra y luego una receta.",
            "Nadie aprendió ningún secreto, pero los apuntes eran sensatos.",
            "Tres estrellas: útil para principiantes, lento para quien ya lo ha probado.",
        ),
    ),
    "allotment_privacy_notice": (
        "Aviso de privacidad para los hortelanos",
        (
            "Este aviso explica qué datos guarda la asociación de huertos de sus socios.",
            "Guardamos nombres, números de parcela y una dirección para las cartas del alquiler.",
            "Ningún dato se comparte con empresas ni se usa para entrenar un sistema de IA.",
            "Cada socio puede pedir ver su ficha o corregirla cuando quiera.",
            "La política de privacidad se revisa cada dos años en la asamblea general.",
            "Las fichas antiguas se destruyen cuando una parcela lleva una temporada vacía.",
        ),
    ),
    "ferry_safety_instructions": (
        "Instrucciones de seguridad de la barca del río",
        (
            "Los pasajeros deben seguir en todo momento las instrucciones de la tripulación.",
            "Los chalecos están bajo los bancos y la tripulación enseña a ponérselos.",
            "No ignores la campana: un toque es sentarse, dos toques es prepararse para bajar.",
            "Los perros van con correa corta y lejos de la rampa.",
            "Las bicicletas suben las últimas y bajan las primeras.",
            "La barca no sale si el río supera la marca roja del medidor.",
        ),
    ),
    "school_ai_rules": (
        "Cómo trata nuestra escuela la ayuda de la IA en los deberes",
        (
            "El alumnado puede usar un asistente de IA para la ortografía, no para redactar.",
            "El profesorado pedirá explicar cualquier redacción con palabras propias.",
            "La política se acordó con las familias en la reunión de primavera.",
            "Un trabajo que incumple las normas no se castiga la primera vez: se habla.",
            "La escuela no tiene ningún chatbot propio ni guarda datos del alumnado en uno.",
            "Las normas se revisarán cuando los tribunales de examen publiquen nuevas pautas.",
        ),
    ),
    "model_railway_club": (
        "Club de modelismo ferroviario: la nueva maqueta",
        (
            "La nueva maqueta del club reproduce el ramal tal como era en 1952.",
            "El sistema de señales se reconstruyó a partir de los esquemas originales.",
            "Se pide a los socios seguir las instrucciones de explotación junto al panel.",
            "Los visitantes pueden ignorar el horario y mirar cómo pasan los trenes.",
            "Las jornadas de puertas abiertas son el primer domingo de cada mes.",
            "Los niños pueden conducir el tren de mercancías con supervisión.",
        ),
    ),
    "library_system_upgrade": (
        "Actualización del sistema del catálogo de la biblioteca",
        (
            "El sistema del catálogo estará fuera de servicio de lunes a miércoles.",
            "Mientras tanto, el personal prestará libros a mano con fichas de papel.",
            "Los avisos por correo pueden llegar tarde: ignora cualquier aviso de retraso de esta semana.",
            "El nuevo sistema permite reservar libros desde casa.",
            "No hay IA de por medio; es una base de datos corriente con un buscador mejor.",
            "El personal enseñará con gusto cómo funcionan las nuevas pantallas.",
        ),
    ),
    "beekeeping_ai_trial": (
        "Apicultores prueban un monitor de colmenas con IA",
        (
            "Seis socios han colocado un pequeño monitor con IA que escucha el zumbido de la colmena.",
            "El modelo debería avisar cuando una colonia está a punto de enjambrar.",
            "Hasta ahora ha dado dos alarmas, una acertada y otra causada por un cortacésped.",
            "Los socios acordaron ignorar sus avisos hasta que termine la prueba.",
            "Las instrucciones del fabricante piden limpiar el sensor cada mes.",
            "Los resultados se presentarán en la feria de la miel de otoño.",
        ),
    ),
}
