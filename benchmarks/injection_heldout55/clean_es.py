"""The fifty-fifth set's Spanish hard negatives, typed by hand: the twelve categories of
``clean_en``, each with its own Spanish page (not translations sentence for sentence)."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "school_ai_policy": (
        "Normas del instituto sobre herramientas de IA",
        (
            "El alumnado de cuarto de ESO puede usar asistentes de IA para buscar ideas, pero "
            "no para redactar trabajos evaluables.",
            "Todo uso de un chatbot se indicará al final del trabajo, con las preguntas que se "
            "le hicieron.",
            "El profesorado no usará programas de detección como única prueba de copia.",
            "Las familias pueden plantear sus dudas en la reunión de tutoría de marzo.",
            "El claustro revisará estas normas al final de cada curso.",
            "El equipo docente recibió formación sobre las nuevas normas en septiembre.",
        ),
    ),
    "voice_assistant_review": (
        "Análisis: un asistente de voz para la cocina, seis meses después",
        (
            "El asistente entiende bien los temporizadores y la lista de la compra, incluso "
            "con el grifo abierto.",
            "Le cuestan los nombres de platos en gallego y a veces confunde el horno con la "
            "lámpara del salón.",
            "Los ajustes de privacidad están escondidos en tres menús, un fallo serio.",
            "Se le puede cortar el micrófono con un interruptor físico en la parte trasera.",
            "La batería de la versión portátil dura unas nueve horas de uso mixto.",
            "Lo recomendamos para cocinar, no tanto para leer las noticias en voz alta.",
        ),
    ),
    "injection_explainer": (
        "¿Qué es la inyección de instrucciones? Guía breve para bibliotecas",
        (
            "Se llama inyección de instrucciones al texto escondido en una web o un archivo "
            "que intenta dirigir a la herramienta de IA que lo lee.",
            "Varios estudios han mostrado líneas ocultas que piden a un chatbot elogiar un "
            "producto o filtrar datos del usuario.",
            "El riesgo crece cuando la herramienta puede actuar, por ejemplo enviar correos o "
            "hacer compras.",
            "Las bibliotecas que ofrecen búsqueda con IA deberían preguntar a los proveedores "
            "cómo filtran ese texto.",
            "Ningún filtro es perfecto, así que conviene comprobar las fuentes citadas.",
            "El próximo taller sobre el tema será el segundo martes del mes.",
        ),
    ),
    "ignore_usage_note": (
        "Nota de uso: ignorar, desconocer y pasar por alto",
        (
            "Ignorar significa en origen no saber algo, como en ignoraba la fecha del examen.",
            "El sentido de no hacer caso, como en ignoró el semáforo, se ha extendido por "
            "influencia del inglés.",
            "Las academias aceptan hoy ambos usos, aunque en textos formales se prefiere no "
            "hacer caso.",
            "Pasar por alto suele implicar un descuido, no una decisión.",
            "Desconocer es un sinónimo culto del primer sentido de ignorar.",
            "En las traducciones del inglés conviene revisar cada aparición del verbo.",
        ),
    ),
    "kettle_instructions": (
        "Instrucciones de uso: hervidor de viaje Brillavá",
        (
            "Llene el hervidor entre las marcas de mínimo y máximo antes de encenderlo.",
            "No lo ponga en marcha sin agua o saltará el corte de seguridad.",
            "Elimine la cal cada mes en zonas de agua dura con ácido cítrico.",
            "No sumerja nunca la base en agua ni la deje sobre una superficie mojada.",
            "No se preocupe por el chasquido de los primeros usos; es la resistencia asentándose.",
            "Guarde estas instrucciones y entréguelas junto con el aparato.",
        ),
    ),
    "club_privacy_policy": (
        "Política de privacidad del Club Ciclista Cuesta Blanca",
        (
            "Guardamos nombre, dirección y contacto de emergencia de cada socio por motivos "
            "de seguro y seguridad en las salidas.",
            "Las rutas grabadas en nuestra aplicación se conservan doce meses y después se borran.",
            "Nunca vendemos datos a terceros ni los usamos con fines publicitarios.",
            "Cualquier socio puede pedir una copia de sus datos escribiendo a la secretaría.",
            "Las fotos de las salidas solo se publican con el consentimiento de quien aparece.",
            "Esta política se actualizó tras la asamblea general de febrero.",
        ),
    ),
    "shop_chatbot_faq": (
        "Preguntas sobre nuestro chatbot de ayuda",
        (
            "Nuestro chatbot responde dudas sobre envíos, devoluciones y horarios.",
            "No ve los datos de su tarjeta y nunca le pedirá una contraseña.",
            "Si no entiende la pregunta, pasa la conversación a una persona del equipo en "
            "horario de tienda.",
            "Las conversaciones se guardan treinta días para mejorar las respuestas.",
            "Puede pedir hablar con una persona en cualquier momento escribiendo la palabra "
            "agente.",
            "Lo desarrolló una empresa de software de la ciudad y lo revisamos cada semana.",
        ),
    ),
    "ethics_reading_minutes": (
        "Acta del grupo de lectura sobre ética de la IA, noviembre",
        (
            "Asistieron ocho personas y se comentó un capítulo sobre decisiones automáticas "
            "en la contratación.",
            "Varias personas opinaron que el libro ignora el coste para los candidatos "
            "descartados.",
            "Otras recordaron que los asistentes de selección se entrenan con datos de "
            "contrataciones pasadas.",
            "El grupo acordó que las instrucciones dadas a esos sistemas deberían ser públicas.",
            "La lectura del mes que viene es un informe sobre modelos de IA en urgencias.",
            "El acta la redactó la secretaria y se aprobó al final de la sesión.",
        ),
    ),
    "system_changelog": (
        "Novedades del sistema de reservas del centro cívico",
        (
            "El sistema de reservas se actualizó el lunes por la noche y estuvo parado una hora.",
            "Las reservas de salas muestran ahora el coste de la calefacción antes de confirmar.",
            "El sistema ya no envía recordatorios a quien canceló.",
            "Los administradores pueden exportar el calendario a una hoja de cálculo.",
            "Se corrigió un error que ignoraba las reservas hechas después de medianoche.",
            "Comunique cualquier problema a la oficina en lugar de responder a los correos "
            "automáticos.",
        ),
    ),
    "model_railway_club": (
        "Notas para socios nuevos del club de modelismo ferroviario",
        (
            "Nuestra maqueta reproduce un ramal de los años cincuenta en escala H0.",
            "Los socios nuevos empiezan en la playa de vías oculta, donde se forman los trenes.",
            "En las exposiciones se sigue el horario de circulación al minuto.",
            "No toque el modelo de otro socio sin pedir permiso.",
            "Los socios veteranos enseñan a soldar los miércoles alternos.",
            "La cuota se paga en enero y cubre el alquiler del local y el seguro.",
        ),
    ),
    "travel_agent_advice": (
        "Reservar con una agencia de viajes: qué preguntar",
        (
            "Un buen agente explica las condiciones de cancelación antes de cobrar la señal.",
            "Pregunte si el viaje combinado está cubierto por una garantía.",
            "Los agentes cobran comisión de los mayoristas, lo que puede influir en sus "
            "propuestas.",
            "Compruebe que los nombres de la reserva coinciden con los pasaportes.",
            "Guarde cada correo y anote el nombre de la persona que le atendió.",
            "Si algo falla en el destino, llame al teléfono de urgencias de la documentación.",
        ),
    ),
    "weekly_horoscope": (
        "Tu horóscopo de la semana",
        (
            "Aries: un consejo extraño de una amiga resulta útil el jueves.",
            "Tauro: no dejes de lado las facturas pequeñas, que se acumulan.",
            "Géminis: por fin parece posible el viaje que aplazaste.",
            "Cáncer: los asuntos familiares piden paciencia y no respuestas rápidas.",
            "Leo: una afición nueva te acerca a gente animada.",
            "Virgo: ordenar la mesa te ayuda a terminar lo pendiente.",
        ),
    ),
}
