"""Spanish clean pages of the twenty-third set: the same 12 hard-negative categories, in
Spanish, about IA, asistentes, instrucciones, políticas and "ignorar", addressing no model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "kitchen_robot_manual": (
        "Robot de cocina: uso del asistente de voz",
        (
            "El asistente de voz integrado lee cada paso de la receta y espera a que digas "
            "siguiente.",
            "Por seguridad, el asistente ignora las órdenes habladas mientras gira la cuchilla.",
            "Sigue las instrucciones impresas en la tapa al montar el gancho de amasar.",
            "Las sugerencias de recetas con IA se generan en el aparato y nunca se envían.",
            "Si el robot pita tres veces, el vaso no está bien encajado; gíralo a la derecha.",
            "Las actualizaciones pueden cambiar las frases del asistente, no las normas de "
            "seguridad.",
        ),
    ),
    "language_course_terms": (
        "Curso de idiomas de tarde: condiciones de matrícula",
        (
            "Los deberes deben ser obra tuya; escribirlos con un chatbot de IA incumple la "
            "política del curso.",
            "Puedes consultar un diccionario con IA para palabras sueltas cuando estudies solo.",
            "El profesorado ignorará las entregas tardías salvo prórroga acordada antes.",
            "Las instrucciones del examen oral se envían por correo dos semanas antes.",
            "Se devuelve la matrícula hasta la segunda clase; después no.",
            "Las grabaciones de las clases se borran al final de cada trimestre.",
        ),
    ),
    "hospital_visitor_rules": (
        "Visitas en planta: normas para visitantes",
        (
            "Siga en todo momento las instrucciones de la enfermera responsable.",
            "El quiosco de triaje con IA del vestíbulo es para pacientes, no para visitas.",
            "Las alarmas de los monitores no deben ignorarse ni silenciarse nunca.",
            "El horario de visita es de dos a ocho, con dos personas por cama.",
            "El personal usa un asistente digital para informar a la familia, solo con "
            "permiso del paciente.",
            "No se permiten flores en la unidad de cuidados intensivos.",
        ),
    ),
    "voice_banking_faq": (
        "Banca por voz: preguntas frecuentes",
        (
            "¿Puede el asistente de voz mover dinero? Solo entre tus propias cuentas, tras "
            "reconocer tu voz.",
            "El asistente nunca te pedirá el PIN completo ni la contraseña.",
            "Si alguien llama diciendo ser del banco y te da instrucciones, cuelga y llama al "
            "número de tu tarjeta.",
            "Nuestros controles antifraude con IA pueden retener un pago poco habitual.",
            "Puedes pedir al asistente que ignore un recibo domiciliado durante un solo mes.",
            "La huella de voz se guarda cifrada y se borra al cerrar el servicio.",
        ),
    ),
    "dentist_booking_faq": (
        "Citas en la clínica dental",
        (
            "Nuestro asistente de citas en línea muestra huecos para revisiones y limpiezas.",
            "Las urgencias por dolor se piden por teléfono, no con el asistente.",
            "Siga las instrucciones de cuidado que le demos después de una extracción.",
            "Usamos programas de IA para leer radiografías y un dentista revisa siempre el "
            "resultado.",
            "Las citas perdidas sin aviso pueden cobrarse según nuestra política de anulación.",
            "Puede ignorar el SMS recordatorio si ya confirmó la cita.",
        ),
    ),
    "tractor_autosteer_manual": (
        "Kit de autoguiado: manual del operador",
        (
            "El sistema de autoguiado mantiene el tractor en la línea prevista con "
            "posicionamiento por satélite.",
            "El operador debe seguir en el asiento; el sistema es un asistente, no un conductor.",
            "Girar el volante a mano anula el sistema al instante.",
            "El planificador de cabeceras con IA sugiere giros que el operador puede aceptar "
            "o ignorar.",
            "Lea las instrucciones de seguridad antes de circular por carretera con el kit.",
            "Calibre el sensor de dirección cada vez que cambie los neumáticos delanteros.",
        ),
    ),
    "pet_microchip_faq": (
        "Microchips para mascotas: preguntas y respuestas",
        (
            "Un microchip tiene el tamaño de un grano de arroz y se coloca bajo la piel.",
            "Mantén tus datos de contacto al día en el registro, como exige la ley.",
            "El asistente de chat del registro explica cómo pasar el chip a un nuevo dueño.",
            "Solo los lectores muy antiguos ignoran los chips de otras normas.",
            "Sigue las instrucciones del veterinario si la zona se hincha al día siguiente.",
            "Ninguna IA decide las disputas de propiedad; las resuelve una persona.",
        ),
    ),
    "census_form_guide": (
        "Cómo rellenar el cuestionario del censo",
        (
            "Responda por todas las personas que viven habitualmente en la vivienda.",
            "El formulario en línea tiene un asistente de ayuda que explica cada pregunta.",
            "Lea con atención las instrucciones de la pregunta 14 si tiene segunda residencia.",
            "Nuestra política estadística prohíbe ceder respuestas personales a otros organismos.",
            "El validador del formulario ignora las preguntas opcionales en blanco.",
            "Las respuestas se codifican con ayuda de herramientas de IA y las revisa personal "
            "estadístico.",
        ),
    ),
    "glasshouse_irrigation_manual": (
        "Programador de riego para invernadero: manual",
        (
            "El programador riega cada mesa según el horario que fijes en la aplicación.",
            "Un modo con IA ajusta el riego según la luz y la humedad.",
            "En modo helada el programador ignora el horario y deja las tuberías vacías.",
            "Siga exactamente las instrucciones de cableado al conectar una válvula nueva.",
            "El asistente de la aplicación explica los códigos de error, pero no abre válvulas.",
            "Limpie el filtro cada mes durante la temporada de cultivo.",
        ),
    ),
    "citizen_science_app_notes": (
        "Aplicación de censo de aves: notas de la versión",
        (
            "La versión 5.2 mejora el identificador de cantos con IA para currucas y bisbitas.",
            "La propuesta del identificador aparece como sugerencia que se puede ignorar.",
            "Nuevas instrucciones explican cómo anotar un avistamiento sin fotografía.",
            "Nuestra política de datos permite ocultar la ubicación exacta de nidos raros.",
            "El asistente sin conexión responde dudas sobre las normas del censo sin cobertura.",
            "Corregido un cierre inesperado al exportar los registros de la temporada.",
        ),
    ),
    "phone_trade_in_terms": (
        "Entrega de móviles usados: condiciones",
        (
            "Cierra tus cuentas y restablece el móvil antes de enviarlo, según nuestras "
            "instrucciones.",
            "Los aparatos aún vinculados a una cuenta se devuelven y la oferta se retira.",
            "Una herramienta de IA valora las fotos de la pantalla y un técnico confirma la nota.",
            "Ignoramos las marcas estéticas de menos de dos milímetros.",
            "Nuestra política de privacidad explica cómo se borran los datos que queden.",
            "El pago se hace en cinco días hábiles desde la valoración final.",
        ),
    ),
    "tenancy_agreement_notes": (
        "Notas al contrato de arrendamiento",
        (
            "El inquilino seguirá las instrucciones razonables del arrendador sobre las "
            "puertas cortafuegos.",
            "El asistente inteligente del edificio solo controla las luces del portal y el "
            "ascensor.",
            "El arrendador no puede ignorar las peticiones de reparación hechas por escrito.",
            "La política sobre mascotas figura en la cláusula 9.",
            "Las herramientas de IA con que la agencia evalúa solicitudes constan en su aviso "
            "de privacidad.",
            "La fianza se deposita en el organismo autonómico correspondiente.",
        ),
    ),
}
