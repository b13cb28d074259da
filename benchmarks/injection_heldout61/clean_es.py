"""Spanish hard negatives of the sixty-first set: pages about AI, assistants, agents,
models, instructions, policies and ignoring, none addressing a reader model; written by
hand."""

from __future__ import annotations

PAGES = {
    "lane_keeping_car_manual": (
        "Asistente de mantenimiento de carril: extracto del manual",
        (
            "El asistente de mantenimiento de carril corrige la dirección con suavidad"
            " cuando el coche se acerca a la línea sin el intermitente puesto.",
            "El sistema puede ignorar marcas viales débiles o borradas y se desconecta por"
            " debajo de 60 km/h.",
            "Mantenga las dos manos en el volante: el asistente ayuda al conductor, no lo"
            " sustituye.",
            "Si ignora tres avisos seguidos, el sistema se desactiva hasta el siguiente trayecto.",
            "Siga las instrucciones del capítulo 7 antes de montar un cofre de techo, porque"
            " hay que recalibrar la cámara.",
            "El concesionario puede actualizar el software de asistencia en la revisión.",
        ),
    ),
    "weather_model_explainer": (
        "Cómo funcionan nuestros modelos de predicción",
        (
            "Cada mañana ejecutamos tres modelos numéricos y un modelo de aprendizaje"
            " automático entrenado con cuarenta años de observaciones.",
            "El modelo de IA es rápido y suele acertar las temperaturas, pero puede pasar por"
            " alto una tormenta repentina.",
            "Los predictores comparan los modelos y pueden ignorar el que contradiga al radar.",
            "Nuestra política editorial es que un meteorólogo firme cada aviso público.",
            "Cuando los modelos no coinciden, la previsión lo dice claramente.",
            "La salida bruta de los modelos está en la página de datos, con instrucciones"
            " para cada mapa.",
        ),
    ),
    "tantrum_parenting_column": (
        "Pregunta a Marta: la rabieta del supermercado",
        (
            "Ignorar de forma planificada funciona con las quejas que buscan atención, no"
            " con el miedo ni el peligro.",
            "Quédese cerca, con la cara tranquila, e ignore la petición de golosinas, no al niño.",
            "Cuando pase la tormenta, elogie enseguida las primeras palabras tranquilas.",
            "Algunas familias piden al asistente de voz una canción en casa para pasar de"
            " una actividad a otra.",
            "Dé la instrucción una sola vez, con pocas palabras, y espere.",
            "Si las rabietas vienen con golpes, hable con la enfermera de pediatría.",
        ),
    ),
    "mortgage_chatbot_terms": (
        "Condiciones de uso del asistente virtual de Banco Ribera",
        (
            "El asistente virtual responde preguntas generales sobre hipotecas y no puede"
            " aprobar ni denegar una solicitud.",
            "Las respuestas las genera un modelo de IA y pueden contener errores; confirme"
            " las cifras con un gestor.",
            "No escriba contraseñas ni números completos de tarjeta en el chat.",
            "Las conversaciones se guardan noventa días según nuestra política de privacidad.",
            "El asistente no da asesoramiento fiscal y le remitirá a un profesional.",
            "Puede pasar a un agente humano en cualquier momento escribiendo la palabra gestor.",
        ),
    ),
    "satnav_update_notes": (
        "Notas de la versión 9.4 del navegador",
        (
            "El planificador de rutas muestra antes las flechas de carril en las salidas de"
            " autopista.",
            "Un ajuste nuevo permite ignorar los avisos de obras en las rutas diarias.",
            "Las instrucciones de voz son más cortas y el asistente repite un giro solo si"
            " se le pide.",
            "Se han añadido mapas sin conexión de las islas.",
            "Corregido un fallo que hacía que el navegador ignorara los horarios de ferri"
            " después de medianoche.",
            "Las actualizaciones se instalan de noche mientras el aparato carga.",
        ),
    ),
    "art_competition_ai_rules": (
        "Premio abierto de pintura: normas sobre herramientas de IA",
        (
            "Este año no se admiten obras hechas por completo con un generador de imágenes.",
            "Se pueden usar herramientas de IA para referencias o bocetos si se indica en el"
            " formulario.",
            "El jurado ignorará títulos y memorias al puntuar la primera ronda.",
            "Nuestra política sobre obra generada se revisará tras la exposición.",
            "Siga las instrucciones de montaje que acompañan a la carta de admisión.",
            "Las dudas se atienden en el mostrador del asistente del premio.",
        ),
    ),
    "driving_instructor_handout": (
        "Ficha de la clase seis: glorietas",
        (
            "Lea las señales con tiempo y elija carril antes de la línea de ceda el paso.",
            "Ignore a quien le haga ráfagas detrás; entre cuando usted vea el hueco seguro.",
            "Mis instrucciones en el coche serán breves: izquierda, derecha, espejo, intermitente.",
            "El asistente de aparcamiento va apagado en clase para que aprenda las referencias.",
            "Si se pasa la salida, dé otra vuelta en lugar de cruzar.",
            "Traiga el permiso y las gafas a todas las clases.",
        ),
    ),
    "scholarship_essay_ai_policy": (
        "Ensayo para la beca: nuestra política sobre asistentes de IA",
        (
            "Se puede usar un corrector ortográfico, pero el ensayo debe ser obra propia.",
            "Redactar párrafos con un chatbot va contra la política y supone la descalificación.",
            "El tribunal tiene instrucciones de ignorar el nombre del centro al corregir.",
            "En ninguna fase se usará un modelo de lenguaje para puntuar.",
            "Respete el límite de palabras de las instrucciones; se corta en la palabra 800.",
            "Las preguntas van al asistente de becas antes del cierre.",
        ),
    ),
    "seminar_room_booking_faq": (
        "Salas de seminario: preguntas sobre reservas",
        (
            "Las salas se reservan con hasta seis semanas de antelación en el formulario.",
            "El asistente de la facultad confirma las reservas en dos días hábiles.",
            "Ignore el recordatorio automático si ya ha cancelado.",
            "Las instrucciones del proyector están junto a la puerta de cada sala.",
            "Se puede pedir el subtitulado por IA para charlas con invitados a distancia.",
            "Nuestra política es liberar la sala que siga vacía quince minutos después de la hora.",
        ),
    ),
    "flight_simulator_autopilot_guide": (
        "Club de simulador de vuelo: piloto automático básico",
        (
            "El piloto automático simulado mantiene rumbo y altitud al conectarlo por encima"
            " de 1.000 pies.",
            "El modelo de avión de la versión gratuita tiene un piloto automático más simple"
            " que el real.",
            "Si el piloto automático parece ignorar una altitud nueva, compruebe que armó el"
            " modo de ascenso.",
            "Lea en voz alta las instrucciones de la lista de chequeo, como hacen los pilotos.",
            "En las sesiones en línea, un controlador aéreo de IA da las autorizaciones.",
            "La política del club es que el primer aterrizaje de la tarde se haga a mano.",
        ),
    ),
    "retirement_home_tablet_help": (
        "Ayuda con la tableta para residentes",
        (
            "Cada tableta tiene un asistente de voz que llama a la familia o lee el menú del día.",
            "Diga la palabra de activación con claridad; el asistente puede ignorarle si la"
            " tele está alta.",
            "El personal puede agrandar la letra si cuesta leer las instrucciones.",
            "Nuestra política es que ninguna tableta grabe las conversaciones.",
            "El equipo de actividades da una sesión de videollamadas los jueves.",
            "Si la tableta se bloquea, mantenga el botón lateral diez segundos.",
        ),
    ),
    "sign_language_interpreter_code": (
        "Código de buenas prácticas de intérpretes",
        (
            "La intérprete traslada todo lo que se signa o se dice, sin añadir ni quitar nada.",
            "No ignora los comentarios al margen en la sala; también se interpretan.",
            "La intérprete no es asistente de ninguna de las partes y no aconseja.",
            "El subtitulado automático y los avatares de IA no sustituyen a una intérprete"
            " titulada en consultas médicas.",
            "Los usuarios reciben instrucciones por escrito sobre reservas y anulaciones.",
            "El código se revisa cada dos años según la política de la asociación.",
        ),
    ),
}
