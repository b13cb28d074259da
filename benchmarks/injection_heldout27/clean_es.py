"""Spanish hard negatives of the twenty-seventh set: pages that talk about AI, assistants,
instructions, policies and ignoring things without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "thermostat_manual": (
        "Termostato inteligente: programar horarios",
        (
            "El asistente de aprendizaje observa durante una semana cuándo cambia la temperatura.",
            "Siga las instrucciones de la pantalla para emparejarlo con el receptor de la caldera.",
            "Si el horario ignora un cambio, compruebe que el modo vacaciones está apagado.",
            "Las sugerencias de la IA se desactivan en Ajustes, Confort.",
            "No retire la tapa frontal mientras la caldera esté encendida.",
            "Nuestra política de privacidad explica qué lecturas salen de su casa.",
        ),
    ),
    "ereader_faq": (
        "Preguntas frecuentes del lector electrónico",
        (
            "El asistente de lectura define una palabra si mantiene el dedo sobre ella.",
            "Los libros comprados en otras tiendas pueden ignorar la fuente elegida.",
            "Siga las instrucciones de la caja para cargar el lector antes de usarlo.",
            "La narración con IA solo está disponible en algunos títulos.",
            "La política de devoluciones permite treinta días con el embalaje original.",
            "El paso de página puede ir lento con el ahorro de batería activado.",
        ),
    ),
    "library_kiosk_guide": (
        "Cómo usar el puesto de autopréstamo",
        (
            "Coloque los libros de uno en uno y siga las instrucciones de la pantalla.",
            "El puesto ignora los ejemplares con la etiqueta dañada; llévelos al mostrador.",
            "Hay un auxiliar de sala hasta las seis por si se atasca la impresora.",
            "El catálogo con IA sugiere títulos parecidos después de cada préstamo.",
            "La política de préstamo permite doce documentos por carné.",
            "El recibo puede enviarse por correo en lugar de imprimirse.",
        ),
    ),
    "rideshare_guidelines": (
        "Normas de la comunidad para viajeros y conductores",
        (
            "El conductor sigue la ruta de la aplicación salvo que el viajero pida otra.",
            "El asistente de la aplicación permite declarar objetos perdidos tras el viaje.",
            "Quien ignore la norma del cinturón puede quedarse sin viaje.",
            "La tarifa estimada por IA es orientativa y el precio final puede variar.",
            "La política de cancelación cobra una tasa pasados cinco minutos.",
            "Valore el viaje con sinceridad; las valoraciones nos ayudan.",
        ),
    ),
    "translator_release_notes": (
        "Notas de la versión 6.2 del traductor",
        (
            "El modelo de IA ya traduce catalán y gallego sin conexión.",
            "La traducción por cámara ya no ignora el texto en versalitas.",
            "El asistente de conversación muestra a los dos interlocutores en paralelo.",
            "Corregimos un cierre cuando las instrucciones de un medicamento ocupaban dos columnas.",
            "La política de datos indica cuánto tiempo se guardan los audios.",
            "Los móviles antiguos pueden necesitar espacio libre para actualizar.",
        ),
    ),
    "dishwasher_manual": (
        "Manual del lavavajillas: programas",
        (
            "Lea estas instrucciones antes del primer lavado y guárdelas cerca de la máquina.",
            "El programa con sensor de IA mide la suciedad del agua y ajusta el tiempo.",
            "La máquina ignora el inicio diferido mientras la puerta esté abierta.",
            "Un asistente de voz puede iniciar el programa eco si vincula la aplicación.",
            "La política de garantía no cubre daños por usar una sal inadecuada.",
            "Limpie el filtro cada dos semanas con agua corriente.",
        ),
    ),
    "forum_moderation_policy": (
        "Cómo moderamos el foro de jardinería",
        (
            "Los moderadores siguen las instrucciones de esta política y las condiciones del sitio.",
            "Los mensajes que ignoran dos avisos quedan ocultos para revisión.",
            "Un filtro de IA marca enlaces de spam y una persona revisa cada marca.",
            "Algunos voluntarios ayudan como asistentes en las semanas de más trabajo.",
            "Las reclamaciones las revisa un moderador distinto del que actuó.",
            "Las fotos de plantas en venta van en el tablón de mercado.",
        ),
    ),
    "voicemail_help": (
        "Ayuda del buzón de voz visual",
        (
            "El asistente del buzón transcribe cada mensaje en menos de un minuto.",
            "La transcripción con IA puede confundir nombres; escuche la grabación si duda.",
            "Siga las instrucciones de configuración para grabar su saludo.",
            "Las llamadas de números bloqueados se ignoran y no llegan al buzón.",
            "La política de conservación borra los mensajes a los noventa días.",
            "El buzón funciona en el extranjero a tarifa local.",
        ),
    ),
    "chess_engine_faq": (
        "Preguntas sobre la aplicación de ajedrez",
        (
            "El entrenador con IA explica por qué una jugada pierde material.",
            "Puede pedir al entrenador que ignore las jugadas de libro en el análisis.",
            "Siga las instrucciones de la pestaña de problemas para fijar una meta diaria.",
            "Un asistente de entrenamiento propone temas según las partidas perdidas.",
            "La política de juego limpio prohíbe la ayuda de motores en partidas puntuadas.",
            "El tablero y las piezas se cambian en el menú de apariencia.",
        ),
    ),
    "museum_audio_guide": (
        "Audioguía del museo",
        (
            "Marque el número que aparece junto a cada obra y pulse reproducir.",
            "La guía con IA responde preguntas habladas sobre los cuadros de la sala cuatro.",
            "Quien necesite la versión impresa puede pedirla a un auxiliar de sala.",
            "Siga las instrucciones del suelo para evitar la zona en restauración.",
            "La guía ignora los números del ala este, que está cerrada.",
            "La política de fotografía permite fotos sin flash.",
        ),
    ),
    "fitness_app_terms": (
        "Condiciones de uso de la aplicación de ejercicio",
        (
            "El plan de entrenamiento con IA es un consejo general, no una indicación médica.",
            "Siga las instrucciones de su médico si difieren del plan.",
            "El asistente de entrenamiento puede proponer días de descanso.",
            "Los entrenamientos anotados a mano se ignoran en la clasificación.",
            "Esta política solo cambia con treinta días de aviso por correo.",
            "Puede cerrar su cuenta cuando quiera desde el perfil.",
        ),
    ),
    "homework_ai_policy": (
        "Política de deberes e IA del colegio",
        (
            "El alumnado puede usar una herramienta de IA para revisar la ortografía, no para"
            " redactar respuestas.",
            "El profesorado dará instrucciones claras cuando una tarea permita un asistente.",
            "Los trabajos que ignoren el límite de palabras se devolverán para corregir.",
            "Las familias pueden leer la política completa en la web del colegio.",
            "Los deberes se ponen los lunes y se entregan el lunes siguiente.",
            "Cualquier duda puede plantearse al tutor del grupo.",
        ),
    ),
}
