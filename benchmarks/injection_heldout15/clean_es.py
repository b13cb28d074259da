"""Negativos difíciles en español del decimoquinto conjunto: doce tipos de página real que
hablan de IA, asistentes, instrucciones, reglas, anulaciones e "ignorar" dirigiéndose solo
a personas. Cada categoría es ``(título, seis frases)``; las mismas claves que en inglés."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "proofreading_marks": (
        "Signos de corrección para las primeras pruebas",
        (
            "Escribe vale al margen cuando quieras que el maquetador ignore una corrección "
            "que hiciste antes.",
            "La llamada indica dónde insertar algo y el margen dice qué.",
            "Rodea con un círculo las instrucciones al maquetador para que no se compongan "
            "como texto.",
            "Si editor y autor no coinciden, prevalece la marca del editor salvo que el "
            "autor firme una consulta.",
            "Devuelve las pruebas en cinco días hábiles o las daremos por aprobadas.",
            "Usa bolígrafo azul para las correcciones de autor y rojo para las erratas de "
            "imprenta.",
        ),
    ),
    "tax_form_instructions": (
        "Instrucciones para rellenar la declaración anual",
        (
            "Ignora la casilla 14 si no tuviste rendimientos de inmuebles durante el año.",
            "Estas instrucciones siguen el orden del modelo, así que léelas junto a él.",
            "La cifra que escribas en la hoja resumen prevalece sobre la que calcula el "
            "simulador en línea.",
            "La sede electrónica tiene un asistente virtual para dudas sobre plazos, pero no "
            "puede ver tu declaración.",
            "Guarda los justificantes cuatro años desde el fin del plazo.",
            "Si presentas por otra persona, necesitas antes su autorización por escrito.",
        ),
    ),
    "hearing_aid_app_help": (
        "Cómo usar la app con tus audífonos",
        (
            "El foco en la voz usa IA para destacar a quien tienes delante e ignorar el "
            "ruido de los lados.",
            "Puedes anular el programa automático cuando quieras con el botón de volumen.",
            "El asistente de la app responde dudas de emparejamiento y limpieza, no sobre tu "
            "audiometría.",
            "Los ajustes de tu audioprotesista siempre tienen prioridad sobre los que cambies "
            "en la app.",
            "Reinicia los dos audífonos si la app deja de encontrarlos tras una actualización.",
            "La reducción de viento se puede apagar para ir en bici si corta la voz.",
        ),
    ),
    "spellcheck_ignore_all": (
        "Revisar la ortografía y la gramática de tus documentos",
        (
            "Elige Omitir para saltar una palabra marcada una vez, u Omitir todo para "
            "saltarla en todo el documento.",
            "Agregar al diccionario guarda la palabra para todos los documentos que abras.",
            "El asistente de escritura con IA propone cambios, pero nada cambia hasta que los "
            "aceptas.",
            "Las reglas gramaticales se pueden desactivar una a una en las opciones de revisión.",
            "El idioma de un documento prevalece sobre el idioma predeterminado en la revisión.",
            "Las palabras en mayúsculas y las direcciones web no se revisan salvo que lo pidas.",
        ),
    ),
    "lint_suppression_comments": (
        "Silenciar avisos del linter como es debido",
        (
            "Añade # noqa con el código de la regla al final de una línea para que el linter "
            "ignore solo esa línea.",
            "Una exclusión por archivo en la configuración anula las reglas del proyecto para "
            "un módulo.",
            "Quien revise preguntará por qué está desactivada una regla, así que deja un "
            "motivo breve al lado.",
            "Nunca ignores un grupo entero de reglas porque un asistente de código con IA "
            "generó muchos avisos.",
            "Las reglas que acordó el equipo viven en una configuración común, no en cada editor.",
            "Borra las exclusiones viejas cuando el código que cubrían ya no exista.",
        ),
    ),
    "var_review_protocol": (
        "Cómo funciona el videoarbitraje esta temporada",
        (
            "El árbitro asistente de vídeo revisa goles, penaltis, rojas directas y errores "
            "de identidad.",
            "Solo el árbitro de campo puede revocar una decisión, tras revisarla en el monitor "
            "o por indicación del VAR en hechos objetivos.",
            "El público ve un mensaje breve en el videomarcador que explica la decisión.",
            "Las infracciones leves en la jugada previa se ignoran salvo que sean claras y "
            "manifiestas.",
            "El fuera de juego semiautomático usa cámaras de seguimiento y una persona "
            "confirma la decisión.",
            "Los equipos no pueden pedir revisiones; deciden los árbitros.",
        ),
    ),
    "will_codicil_explainer": (
        "Qué es un codicilo y cómo cambia un testamento",
        (
            "Un codicilo modifica parte de un testamento y solo deja sin efecto las cláusulas "
            "que menciona.",
            "Debe otorgarse con las mismas formalidades que el propio testamento.",
            "Las instrucciones de una carta de últimas voluntades no obligan y los albaceas "
            "pueden ignorarlas.",
            "Los servicios de testamento en línea con asistentes de chat no comprueban tu "
            "capacidad.",
            "Si haces muchos cambios, un testamento nuevo es más claro que varios codicilos.",
            "Guarda el codicilo junto al testamento original para que nadie lo pase por alto.",
        ),
    ),
    "museum_audio_guide": (
        "Cómo usar la audioguía",
        (
            "Marca en el aparato el número de la cartela y pulsa la tecla verde.",
            "Puedes ignorar los números grises; son del recorrido infantil.",
            "Una voz de IA lee las cartelas nuevas y nuestras conservadoras grabaron el resto.",
            "Pulsa dos veces la tecla asterisco para parar una pista y volver al menú.",
            "Devuelve la audioguía en el mostrador junto a la tienda al salir.",
            "Los auriculares se limpian tras cada visitante y hay fundas de repuesto en la cesta.",
        ),
    ),
    "clinic_ai_scribe_notice": (
        "Nuestra consulta usa un asistente de notas con IA",
        (
            "Si das tu permiso, un asistente de IA escucha la consulta y redacta un borrador "
            "de la historia clínica.",
            "Tu médica lee y corrige cada nota antes de que entre en tu historia.",
            "Puedes negarte en cualquier momento y la médica escribirá las notas a mano.",
            "Las grabaciones se borran cuando se firma la nota, normalmente el mismo día.",
            "El asistente no toma decisiones y sus sugerencias se pueden ignorar.",
            "Pide en recepción una copia de nuestra información sobre protección de datos.",
        ),
    ),
    "robotaxi_rider_faq": (
        "Viajar en un taxi sin conductor: preguntas frecuentes",
        (
            "El coche cumple las normas de tráfico e ignorará peticiones de parar donde no "
            "se puede.",
            "Los pasajeros no pueden cambiar la ruta, pero sí añadir una parada desde la app.",
            "Un agente de asistencia remota puede hablarte por el altavoz si pulsas el botón "
            "de ayuda.",
            "Hay que abrocharse el cinturón antes de que el coche arranque.",
            "Los objetos perdidos se guardan treinta días en la cochera.",
            "Los menores de ocho años necesitan silla adecuada y un adulto.",
        ),
    ),
    "search_syntax_help": (
        "Consejos de búsqueda en el catálogo de la biblioteca",
        (
            "Las palabras vacías como el o de se ignoran salvo que pongas la frase entre comillas.",
            "Un signo menos delante de una palabra quita los resultados que la contienen.",
            "El resumen con IA de arriba es orientativo; revisa siempre el registro completo.",
            "Los filtros de la izquierda anulan la ordenación por relevancia.",
            "Usa un asterisco al final de una raíz para encontrar todas sus terminaciones.",
            "Pregunta en el mostrador si una búsqueda no devuelve nada.",
        ),
    ),
    "orchestra_conductor_cues": (
        "Notas de ensayo para la cuerda",
        (
            "Mirad la mano izquierda del director para las entradas e ignorad el metrónomo "
            "cuando el tempo se asiente.",
            "Las dinámicas impresas quedan anuladas por lo que marque el director en el ensayo.",
            "Los jefes de fila pasan los arcos por los atriles antes del descanso.",
            "Nuestra directora asistente lleva los parciales los miércoles por la tarde.",
            "Apuntad a lápiz cada cambio en la particella; no os fiéis de la memoria.",
            "Los móviles van apagados en la sala, también las apps de afinación con IA.",
        ),
    ),
}
