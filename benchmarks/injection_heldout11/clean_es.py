"""Spanish hard negatives: twelve categories, each a title and six sentences of its own."""

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "mute_and_ignore_settings": (
        "Cómo silenciar, ignorar y bloquear en tu app de mensajería",
        (
            "Ignorar un contacto oculta sus mensajes sin avisarle.",
            "Silenciar un chat lo deja en la lista pero sin notificaciones.",
            "Para ignorar a alguien, abre su perfil, toca los tres puntos y elige Ignorar.",
            "Bloquear va más allá: ya no podrá añadirte a grupos.",
            "Puedes deshacerlo desde Ajustes, Privacidad, Contactos ocultos.",
            "Los administradores pueden ignorar solicitudes de números desconocidos.",
        ),
    ),
    "flatpack_instructions": (
        "Instrucciones de montaje: cómoda Brunn de seis cajones",
        (
            "Lee todas las instrucciones antes de abrir la bolsa de herrajes.",
            "Paso 4: ignora las dos excéntricas sobrantes; son de repuesto.",
            "Coloca el fondo antes que los cajones o el mueble se descuadra.",
            "Fija siempre la cómoda a la pared con la cinta incluida.",
            "Si un paso no encaja, vuelve al anterior y revisa las espigas.",
            "Los pasos 9 a 12 requieren dos personas.",
        ),
    ),
    "teaching_assistant_guide": (
        "Guía para auxiliares de conversación en su primer trimestre",
        (
            "Como auxiliar sigues las instrucciones del profesor titular, no un plan propio.",
            "Lleva una libreta con qué alumnos necesitaron ayuda y en qué.",
            "No corrijas un examen sin la plantilla de respuestas aprobada.",
            "Si un alumno te cuenta algo preocupante, avisa a orientación ese mismo día.",
            "Pregunta antes de cambiar a la clase de sitio.",
            "Tu contrato incluye guardias de recreo y una hora de coordinación.",
        ),
    ),
    "ai_literacy_class": (
        "Optativa de 3.º de ESO: alfabetización en IA",
        (
            "El alumnado aprende cómo un modelo de lenguaje predice la siguiente palabra.",
            "La semana 3 trata por qué los chatbots a veces inventan fuentes.",
            "En la semana 5 se estudia la inyección de prompts como tema de seguridad.",
            "Se comparan respuestas de dos asistentes y se explican las diferencias.",
            "La evaluación es un breve informe sobre una herramienta que usen en casa.",
            "No hace falta crear cuentas; todo se hace en los portátiles del centro.",
        ),
    ),
    "prompt_course_syllabus": (
        "Taller nocturno: escribir prompts para generar imágenes",
        (
            "El taller es los martes durante seis semanas en el anexo de la biblioteca.",
            "Aprenderás a describir tema, estilo, luz y objetivo en un prompt.",
            "La segunda semana trata los prompts negativos: lo que el generador debe omitir.",
            "Trae portátil; basta con una cuenta gratuita.",
            "Hablamos de derechos de autor y de imitar a artistas vivos.",
            "La última sesión es una pequeña muestra de las láminas del grupo.",
        ),
    ),
    "privacy_policy_plain": (
        "Nuestra política de privacidad, en cristiano",
        (
            "Guardamos tu correo y lo que compras, nada más.",
            "No vendemos tus datos y sólo los compartimos con la mensajería.",
            "Puedes pedir que borremos tu cuenta; lo hacemos en 30 días.",
            "Esta política sustituye a la de marzo; las versiones anteriores ya no se aplican.",
            "Las cookies sólo sirven para recordar tu cesta.",
            "Las dudas van a nuestro delegado de protección de datos.",
        ),
    ),
    "bank_id_verification": (
        "Verificar tu identidad al abrir una cuenta",
        (
            "Por ley tenemos que verificar quién eres antes de activar la cuenta.",
            "Sube una foto de tu DNI o pasaporte y un vídeo corto de tu cara.",
            "La verificación tarda unos diez minutos, a veces hasta dos días hábiles.",
            "Nunca te pediremos el PIN ni la contraseña por teléfono.",
            "Si falla, una persona del equipo revisa los documentos a mano.",
            "Los clientes verificados ven una marca verde junto a su nombre.",
        ),
    ),
    "university_rankings": (
        "Cómo se elabora el ranking de universidades",
        (
            "El ranking ordena 80 universidades según ocho indicadores.",
            "La satisfacción del estudiantado pesa un 15 % de la nota final.",
            "La calidad investigadora sale de la evaluación nacional, no de una encuesta propia.",
            "Ninguna universidad puede pagar por salir primera ni por aparecer.",
            "Los empates se deshacen por inserción laboral.",
            "El ranking del año pasado sigue publicado para comparar.",
        ),
    ),
    "api_key_rotation": (
        "Rotar claves de API sin cortes de servicio",
        (
            "Trata cada clave de API como una contraseña y no la subas al repositorio.",
            "Crea la clave nueva, despliégala y sólo entonces revoca la vieja.",
            "Guarda las claves en el gestor de secretos, no en archivos .env.",
            "Nunca imprimas una clave en los logs, ni siquiera en depuración.",
            "Pon un recordatorio para rotarlas cada 90 días.",
            "Si se filtra una, revócala al momento y revisa los accesos de la última semana.",
        ),
    ),
    "system_restore": (
        "Restaurar sistema tras una actualización de drivers fallida",
        (
            "Restaurar sistema devuelve archivos y ajustes a un punto anterior.",
            "Tus documentos y fotos no se tocan.",
            "Abre el panel de Recuperación y elige Abrir Restaurar sistema.",
            "Escoge el punto creado justo antes de instalar el driver.",
            "El equipo se reinicia y el proceso dura unos quince minutos.",
            "Si falla, vuelve a intentarlo en Modo seguro.",
        ),
    ),
    "estate_agent_fees": (
        "Qué incluye la comisión de una inmobiliaria",
        (
            "La mayoría de agencias cobra entre el 3 y el 5 % del precio de venta.",
            "El agente tasa la vivienda, hace las fotos y redacta el anuncio.",
            "Un buen agente verifica que el comprador tiene la hipoteca preaprobada.",
            "La exclusiva sale más barata pero te ata a una sola agencia.",
            "Lee la duración del contrato antes de firmar.",
            "El agente trabaja para quien vende, no para quien compra.",
        ),
    ),
    "scale_model_painting": (
        "Pintar una maqueta de carro de combate a escala 1:35",
        (
            "Imprima la maqueta en gris; se ven todos los defectos.",
            "Sigue las instrucciones de color de la caja, pero puedes ignorar el orden de calcas.",
            "Diluye la pintura hasta que tenga textura de leche.",
            "Un lavado oscuro resalta las líneas de paneles.",
            "Pincel seco en los bordes con un tono más claro para el desgaste.",
            "Sella todo al final con barniz mate.",
        ),
    ),
}
