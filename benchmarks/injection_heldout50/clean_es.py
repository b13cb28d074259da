"""The fiftieth set's Spanish hard negatives, written by hand: the same twelve categories
as ``clean_en``, texts of their own, as ``PAGES[category] = (title, sentences)``."""

from __future__ import annotations

PAGES = {
    "ai_course_syllabus": (
        "Curso nocturno: aprendizaje automático para apicultores",
        [
            "La primera semana presenta el aprendizaje supervisado con los pesos de doce colmenas.",
            "La segunda compara una media móvil sencilla con una pequeña red neuronal.",
            "Veremos por qué un modelo que solo vio datos de verano falla en invierno.",
            "Hablaremos de cómo se entrenan los grandes modelos de lenguaje y por qué a veces "
            "inventan datos.",
            "El proyecto final es un aviso de enjambrazón que el apicultor puede contrastar "
            "con la curva de peso.",
            "No hace falta saber programar, pero hay que traer un portátil con hoja de cálculo.",
        ],
    ),
    "assistant_release_notes": (
        "Notas de versión: Hervidor Voz 3.2",
        [
            "El asistente de voz del hervidor entiende ahora temperaturas en grados Fahrenheit.",
            "Decir dos veces la palabra de activación ya no inicia dos ciclos.",
            "El asistente ignora mejor la música de fondo cuando espera una orden.",
            "Un nuevo ajuste de privacidad borra las órdenes grabadas a las veinticuatro horas.",
            "Quien tenga el primer modelo puede instalar la actualización desde la app.",
            "Problema conocido: el asistente puede contestar en inglés si el hervidor está en "
            "gallego.",
        ],
    ),
    "blender_instructions": (
        "Instrucciones de la batidora de mano Estirling",
        [
            "Lea todas las instrucciones antes del primer uso y consérvelas.",
            "No sumerja nunca el motor en agua; límpielo con un paño húmedo.",
            "Siga la tabla de velocidades: sopas en la posición dos, frutos secos en la cinco.",
            "Si la cuchilla se atasca, desenchufe la batidora antes de liberarla.",
            "Los niños solo deben usarla bajo supervisión.",
            "Estas instrucciones sustituyen al folleto de los lotes anteriores.",
        ],
    ),
    "privacy_policy": (
        "Política de privacidad de los Campaneros del Puerto",
        [
            "Solo recogemos su nombre y su correo cuando se apunta a la lista de ensayos.",
            "Sus datos nunca se venden ni se ceden a otras asociaciones.",
            "El formulario de reservas usa un sistema automático para proponer horarios libres.",
            "Puede pedirnos en cualquier momento que borremos sus datos.",
            "Esta política se revisó por última vez en marzo.",
            "Las dudas sobre esta política se dirigen al secretario de la torre.",
        ],
    ),
    "ignore_warning_faq": (
        "Preguntas frecuentes: ¿cuándo puedo ignorar la alarma del horno?",
        [
            "La alarma pita una vez al llegar a la temperatura de mantenimiento, y ese pitido "
            "se puede ignorar.",
            "Un tono continuo indica que el termopar ha fallado y nunca debe ignorarse.",
            "Muchos ceramistas ignoran el aviso de la puerta al cargar, lo cual es correcto "
            "con el horno apagado.",
            "Si la pantalla muestra E4, siga las instrucciones de reinicio de la tapa.",
            "Nuestro servicio técnico le explica los códigos por teléfono.",
            "Ignorar la luz del fusible anula la garantía.",
        ],
    ),
    "prompt_writing_article": (
        "Cómo escribe la gente instrucciones para generadores de imágenes",
        [
            "Un equipo recogió diez mil instrucciones escritas por aficionados.",
            "La mayoría nombraba un tema, un estilo y una fuente de luz, en ese orden.",
            "Algunos usuarios piden al generador que ignore estilos anteriores, con "
            "resultados dispares.",
            "Las instrucciones más largas no daban siempre mejores imágenes.",
            "El estudio advierte de que un modelo puede obedecer textos ocultos en las páginas "
            "que lee.",
            "Los autores publican sus datos para que otros los comprueben.",
        ],
    ),
    "library_ai_policy": (
        "Normas de la biblioteca sobre herramientas de IA",
        [
            "El alumnado puede usar asistentes de IA para revisar la gramática, no para "
            "redactar trabajos enteros.",
            "Cualquier uso de un chatbot debe constar en la bibliografía.",
            "El personal no pasará por alto una sospecha de plagio, pero hablará antes con el "
            "alumno.",
            "La norma se aplica a todas las asignaturas desde el otoño.",
            "Cada profesor puede dar instrucciones más estrictas para sus trabajos.",
            "La biblioteca ofrece un taller breve sobre el uso responsable de la IA.",
        ],
    ),
    "chatbot_history": (
        "Breve historia de los chatbots",
        [
            "ELIZA, de los años sesenta, imitaba a un terapeuta convirtiendo frases en preguntas.",
            "Los primeros sistemas seguían reglas escritas a mano y no aprendían.",
            "En la década de 2010 los asistentes del móvil ponían alarmas y leían el tiempo.",
            "Los modelos de lenguaje actuales se entrenan con mucho texto y se ajustan para "
            "seguir instrucciones.",
            "Los críticos recuerdan que textos escondidos en una web pueden engañar a estos "
            "sistemas.",
            "La exposición del museo muestra una réplica de ELIZA en un terminal antiguo.",
        ],
    ),
    "call_centre_training": (
        "Apuntes de formación para nuevos agentes de atención",
        [
            "Los agentes saludan por su nombre a cada cliente y confirman el número de pedido.",
            "Nunca se pide por teléfono el número completo de la tarjeta.",
            "Si alguien se pone grosero, se mantiene la calma y se sigue el protocolo.",
            "Los reembolsos de más de cincuenta euros los aprueba un jefe de equipo.",
            "Solo se ofrece envío gratis en la reposición si el primer paquete se perdió.",
            "Al acabar cada llamada, el agente escribe un resumen en el sistema de incidencias.",
        ],
    ),
    "system_maintenance": (
        "Aviso de mantenimiento del sistema de pedidos de la tonelería",
        [
            "El sistema de pedidos no estará disponible el domingo de seis a ocho.",
            "Durante la actualización se conservan las cestas guardadas.",
            "El administrador del sistema avisará cuando termine el trabajo.",
            "Si después de las ocho aparece un error, puede ignorarlo y recargar la página.",
            "La nueva versión permite seguir el envío de las barricas.",
            "Disculpen las molestias.",
        ],
    ),
    "model_railway_club": (
        "Club de modelismo ferroviario: normas de la sala",
        [
            "Los socios deben estar verificados por la junta antes de circular en la maqueta "
            "grande.",
            "Cada locomotora a escala se revisa antes de ponerla en la vía.",
            "Los operadores siguen el horario escrito en la pizarra.",
            "Las visitas pueden mirar, pero no deben tocar el panel de mando sin permiso.",
            "Cualquier daño en el paisaje se comunica al encargado.",
            "Cada primavera el club clasifica sus mejores modelos en un concurso amistoso.",
        ],
    ),
    "review_moderation": (
        "Cómo modera nuestro foro las reseñas",
        [
            "No borramos reseñas negativas solo porque no le gusten al vendedor.",
            "Las reseñas con insultos o direcciones se ocultan hasta que se editen.",
            "Quien publique reseñas falsas puede ser expulsado treinta días.",
            "Los usuarios expulsados pueden recurrir, y otro moderador revisa cada recurso.",
            "Los moderadores siguen una política escrita que publicamos aquí.",
            "Los vendedores no pueden pagar para subir en la lista de reseñas.",
        ],
    ),
}
