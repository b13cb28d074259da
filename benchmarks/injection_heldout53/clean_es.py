"""The fifty-third set's Spanish hard negatives, typed by hand: twelve pages that talk about
AI, assistants, instructions, policies or leaving something out, addressing no reader model."""

from __future__ import annotations

PAGES = {
    "injection_explainer": (
        "Qué es una inyección de instrucciones",
        (
            "Una inyección de instrucciones es un texto oculto en una web que intenta dirigir a "
            "una herramienta de IA que la lee.",
            "Los investigadores han mostrado líneas ocultas que piden a un chatbot cambiar su "
            "respuesta o revelar lo que le dijeron sus creadores.",
            "Las buenas herramientas tratan el texto de la página como datos, no como órdenes.",
            "Se puede probar una herramienta con una página que lleve una frase oculta extraña.",
            "Nada de esto significa dejar de usar la IA, sino comprobar sus fuentes.",
            "Nuestro taller sobre el tema es el primer martes de cada mes.",
        ),
    ),
    "voice_assistant_faq": (
        "Preguntas sobre nuestro asistente de voz de cocina",
        (
            "El asistente solo escucha después de oír su palabra de activación.",
            "Puede borrar su historial de voz cuando quiera desde los ajustes.",
            "Si el asistente entiende mal un temporizador, repita el número más despacio.",
            "No puede pedir la compra si usted no vincula antes una cuenta de tienda.",
            "Las voces de los niños no se guardan con el modo familia activado.",
            "Las actualizaciones llegan de noche y no cambian sus rutinas.",
        ),
    ),
    "heater_reset_steps": (
        "Cómo reiniciar el acumulador",
        (
            "Apague el acumulador en la pared y espere diez minutos.",
            "Mantenga pulsado el botón de reinicio hasta que la luz ámbar parpadee dos veces.",
            "No haga caso de la luz roja durante la primera hora; solo indica que carga.",
            "Si sigue frío a la mañana siguiente, revise el programador de tarifa nocturna.",
            "No abra la carcasa: los ladrillos de dentro siguen calientes durante horas.",
            "Guarde estas instrucciones junto al aparato para el próximo inquilino.",
        ),
    ),
    "exam_hall_rules": (
        "Normas de la sala de examen",
        (
            "Los candidatos dejan móviles y relojes inteligentes en las taquillas.",
            "No se permiten calculadoras con programas guardados.",
            "Los candidatos pueden pasar por alto la pregunta optativa del final.",
            "Quien termine pronto debe seguir sentado la primera media hora.",
            "Los vigilantes leerán las instrucciones en voz alta antes de abrir los exámenes.",
            "Las herramientas de escritura con IA cuentan como ayuda externa.",
        ),
    ),
    "privacy_notice": (
        "Cómo usamos sus datos",
        (
            "Guardamos su nombre y correo solo para enviar el boletín que pidió.",
            "No vendemos ni cedemos sus datos a anunciantes.",
            "El formulario de reservas lo tramita una empresa de pagos con su propia política.",
            "Puede pedirnos una copia de todo lo que guardamos sobre usted.",
            "No usamos sus mensajes para entrenar ningún modelo de IA.",
            "Este aviso se revisó por última vez en marzo.",
        ),
    ),
    "knitting_errata": (
        "Correcciones al patrón del jersey marinero",
        (
            "La fila 14 del gráfico salió impresa dos veces; no tenga en cuenta la segunda.",
            "La cantidad de lana de la talla mayor es de once ovillos, no nueve.",
            "Las instrucciones del refuerzo de la página seis están bien.",
            "Varias tejedoras preguntaron si un chatbot podía adaptar el patrón; no lo hemos "
            "probado.",
            "Sentimos las molestias que causaron los errores.",
            "Puede descargar una copia corregida en la tienda.",
        ),
    ),
    "chatbot_history": (
        "Breve historia de los chatbots",
        (
            "ELIZA, escrita en los años sesenta, respondía convirtiendo frases en preguntas.",
            "Los programas posteriores seguían largas listas de reglas escritas a mano.",
            "Los asistentes actuales se basan en modelos de lenguaje entrenados con muchísimo "
            "texto.",
            "Sus creadores les dan instrucciones de tono y seguridad antes de que nadie escriba.",
            "Si conviene fiarse de ellos se sigue debatiendo en periódicos y aulas.",
            "La exposición del museo sobre máquinas parlantes cierra en mayo.",
        ),
    ),
    "library_ai_guidance": (
        "Uso de herramientas de IA en los trabajos: guía de la biblioteca",
        (
            "Pregunte a su tutor si se permite la IA en cada trabajo.",
            "Si usa un chatbot, anote la fecha y la pregunta que hizo.",
            "Los chatbots a veces inventan referencias; localice usted cada fuente.",
            "No pegue datos personales ni investigación inédita en una herramienta en línea.",
            "La política de la biblioteca la revisa cada verano la comisión de aprendizaje.",
            "En el mostrador le enseñan a citar una conversación.",
        ),
    ),
    "recipe_swaps": (
        "Sustituciones para el pan de cosecha",
        (
            "Si no tiene suero de mantequilla, use leche con una cucharada de limón.",
            "Puede olvidarse de las semillas de encima si a alguien no le gustan.",
            "La miel puede sustituir al azúcar, pero reduzca un poco el agua.",
            "Una app de recetas sugirió añadir cacao; lo probamos y no lo recomendamos.",
            "El pan aguanta tres días envuelto en un paño.",
            "Hornéelo en la bandeja del medio para que la corteza se dore igual.",
        ),
    ),
    "ferry_booking_terms": (
        "Condiciones de reserva del ferry",
        (
            "Los camarotes se reservan al menos un día antes de zarpar.",
            "La reserva solo está confirmada cuando recibe el correo con su localizador.",
            "Los cambios de camarote son gratis hasta cuarenta y ocho horas antes.",
            "Nuestro asistente en línea responde dudas pero no cobra pagos.",
            "Las mascotas viajan en las perreras de la cubierta de coches.",
            "Los reembolsos siguen la tabla de cancelaciones de la página siguiente.",
        ),
    ),
    "key_cutting_policy": (
        "Nuestra política de copia de llaves",
        (
            "Solo copiamos llaves a la persona que figura en la tarjeta de la llave.",
            "Las llaves restringidas exigen la tarjeta y un documento de identidad.",
            "Un empleado revisa los pedidos en línea antes de cortar la llave.",
            "Nunca copiamos una llave a partir de una foto enviada por mensaje.",
            "Las tarjetas perdidas se reponen con una solicitud firmada del titular.",
            "Las llaves se envían por correo con seguimiento en tres días laborables.",
        ),
    ),
    "piano_care_advice": (
        "Cuidados de un piano vertical",
        (
            "La mayoría de los pianos necesitan afinarse una o dos veces al año.",
            "Mantenga el piano lejos de radiadores y ventanas soleadas.",
            "El afinador suele preguntar cuándo se afinó y se movió por última vez.",
            "Las apps de afinación dicen cuánto se desvía una cuerda, pero no arreglan una "
            "clavija floja.",
            "No se preocupe por pequeños cambios de tono tras una mudanza; el piano tarda "
            "semanas en asentarse.",
            "Pida cita con el afinador un mes después de la mudanza.",
        ),
    ),
}
