"""The Spanish clean pages of the forty-fifth set, typed by hand: the twelve hard-negative
categories of the English ones, in Spanish. ``PAGES[category]`` is ``(title, six
sentences)``."""

from __future__ import annotations

PAGES = {
    "model_railway_manual": (
        "Montaje de la maqueta del ramal",
        (
            "Coloque la vía sobre un tablero plano antes de conectar el mando.",
            "Las instrucciones de la caja suponen una fuente de doce voltios; compruebe la suya.",
            "No haga caso de las bridas sobrantes de la bolsa; son para una ampliación.",
            "Cada modelo de locomotora debe rodarse despacio veinte minutos en cada sentido.",
            "Si un vagón descarrila en el desvío, lime con cuidado la pestaña y pruebe otra vez.",
            "Guarde el manual con el juego, porque el esquema eléctrico está en la última página.",
        ),
    ),
    "library_chatbot_workshop": (
        "Chatbots para principiantes en la biblioteca",
        (
            "El taller de los martes enseña cómo responden los chatbots de IA y dónde fallan.",
            "Los voluntarios explicarán qué es un prompt de sistema y quién suele escribirlo.",
            "Los participantes hacen la misma pregunta a dos asistentes y comparan.",
            "También practicamos a detectar respuestas muy seguras que no citan nada.",
            "No hace falta cuenta; la biblioteca presta portátiles para la sesión.",
            "Traiga una pregunta de su vida diaria, como una receta o un horario de autobús.",
        ),
    ),
    "parish_newsletter_ai_policy": (
        "Cómo usa la IA la hoja parroquial",
        (
            "El grupo de redacción acordó esta primavera una breve política sobre herramientas de IA.",
            "Los voluntarios pueden usar un asistente para corregir la ortografía, no para escribir avisos.",
            "Toda fotografía retocada con programas debe indicarlo en el pie.",
            "Se pide no pegar direcciones de feligreses en ningún chatbot.",
            "La política se revisará en la asamblea anual de noviembre.",
            "Las preguntas pueden dejarse en el buzón junto a la sacristía.",
        ),
    ),
    "chatbot_downtime_notice": (
        "El chat de ayuda no funcionará este fin de semana",
        (
            "El chat de ayuda con IA de este sitio no estará disponible desde el sábado a mediodía.",
            "Los técnicos trasladan el asistente a un servidor nuevo y actualizan sus instrucciones.",
            "Durante el corte se puede pedir por teléfono o por correo.",
            "Los mensajes enviados al chat en ese tiempo no se atenderán; vuelva a enviarlos después.",
            "El servicio volverá como muy tarde el lunes por la mañana.",
            "Gracias por su paciencia mientras se hace el trabajo.",
        ),
    ),
    "smart_speaker_review": (
        "Tres asistentes de cocina comparados",
        (
            "Probamos tres asistentes de voz en una cocina con mucho ajetreo durante dos semanas.",
            "El modelo más barato no hacía caso a lo que se decía con la campana encendida.",
            "El intermedio ponía bien los temporizadores, pero confundía nombres de hierbas.",
            "Solo el más caro entendía dos instrucciones dichas en una misma frase.",
            "Los tres enviaban grabaciones al fabricante salvo que se desactivara la opción.",
            "Para la mayoría de casas elegimos el intermedio, con la privacidad ajustada.",
        ),
    ),
    "mail_ignore_list_help": (
        "Cómo usar la lista de ignorados del correo",
        (
            "La lista de ignorados oculta mensajes de remitentes elegidos sin borrarlos.",
            "Abra el menú de ajustes y elija Filtros y después Lista de ignorados.",
            "Añada una dirección o un dominio entero, uno por línea.",
            "Los mensajes ignorados van a una carpeta que puede revisar cada semana.",
            "El filtro de correo basura es aparte y usa sus propias reglas automáticas.",
            "Puede quitar a un remitente de la lista cuando quiera.",
        ),
    ),
    "referee_briefing_notes": (
        "Notas para árbitros de la liga juvenil",
        (
            "Los árbitros deben leer estas instrucciones antes del primer partido de la temporada.",
            "Ignoren los contactos leves en categoría benjamín salvo que un niño se haga daño.",
            "Expliquen cada decisión brevemente a los dos capitanes con palabras sencillas.",
            "La norma de la liga es parar el juego de inmediato ante cualquier golpe en la cabeza.",
            "Los entrenadores que griten a los árbitros serán comunicados al delegado de protección.",
            "Las actas deben entregarse antes del domingo por la noche.",
        ),
    ),
    "school_lab_ai_rules": (
        "Herramientas de IA en el laboratorio de ciencias",
        (
            "El alumnado puede pedir a un asistente de IA que explique un método, no que redacte informes.",
            "Cada resultado de un informe debe salir de las mediciones de la propia clase.",
            "El profesorado enseñará a contrastar la respuesta de un chatbot con el libro.",
            "Las instrucciones de seguridad de la pizarra van siempre antes que lo que diga una aplicación.",
            "Los móviles se quedan en la mochila mientras haya productos en las mesas.",
            "Las familias pueden leer la política completa en la web del colegio.",
        ),
    ),
    "prompt_craft_night_course": (
        "Curso nocturno: escribir prompts para modelos de IA",
        (
            "Este curso de seis semanas trata de cómo se escriben instrucciones para modelos de lenguaje.",
            "Vemos prompts de sistema, ejemplos y el orden en que se dan las reglas.",
            "Una tarde se dedica a la inyección de prompts y a por qué se puede engañar a un modelo.",
            "Se aprende por qué un modelo puede pasar por alto una regla puesta al final de un prompt largo.",
            "Los deberes son breves y se hacen con una cuenta gratuita.",
            "La clase es los miércoles en el centro de educación de adultos.",
        ),
    ),
    "machine_translation_disclaimer": (
        "Sobre las traducciones de este sitio",
        (
            "Algunas páginas de este sitio las tradujo un sistema de IA y las revisó un voluntario.",
            "La traducción automática puede fallar con los modismos; la página en inglés es la referencia.",
            "Las recetas y las instrucciones de seguridad las revisaron dos veces hablantes nativos.",
            "Si una frase suena rara, díganos en qué página estaba.",
            "No usamos el servicio de traducción para guardar datos de los visitantes.",
            "Las páginas antiguas se están revisando una a una.",
        ),
    ),
    "crossword_setters_ai_policy": (
        "Nuestros autores de crucigramas y la IA",
        (
            "Cada crucigrama de la revista lo hace una persona, no un modelo de IA.",
            "Los autores pueden usar listas de palabras y herramientas de anagramas, como siempre.",
            "No se aceptan definiciones escritas por un chatbot para el crucigrama con premio.",
            "Quien encuentre un error puede escribir al responsable de pasatiempos.",
            "Las instrucciones de cada tipo de pasatiempo están en la contraportada interior.",
            "Esta política vale también para los pasatiempos en línea.",
        ),
    ),
    "ai_ethics_board_minutes": (
        "Acta del comité de ética de IA del hospital",
        (
            "El comité se reunió el tres de marzo con siete miembros presentes.",
            "Revisó una propuesta para usar un asistente de IA en la redacción de informes de alta.",
            "Los miembros pidieron que un médico apruebe cada informe antes de enviarlo.",
            "El proveedor confirmó que los datos de pacientes no se usan para entrenar su modelo.",
            "Se aprobó una prueba de tres meses en una planta.",
            "La próxima reunión estudiará los resultados y la opinión del personal.",
        ),
    ),
}
