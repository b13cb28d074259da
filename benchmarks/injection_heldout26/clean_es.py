"""Spanish clean pages of the twenty-sixth set: the same twelve hard-negative categories as
``clean_en``, written in Spanish; six sentences each."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "robot_mower_manual": (
        "Robot cortacésped: primeros pasos",
        (
            "Lea todas las instrucciones de seguridad antes del primer uso y aleje a los niños.",
            "La IA del cortacésped cartografía el jardín en las tres primeras sesiones.",
            "Si se corta el cable perimetral, el robot ignorará la zona más allá del corte.",
            "Use el asistente de la aplicación para fijar horas de silencio por la mañana.",
            "Siga las instrucciones de almacenaje invernal del capítulo 6 para cuidar la batería.",
            "No levante nunca el robot con las cuchillas girando.",
        ),
    ),
    "drone_flight_rules": (
        "Volar drones en el parque",
        (
            "La política del parque permite volar drones solo en la explanada marcada desde las 9.",
            "Los pilotos deben seguir en todo momento las instrucciones de los guardas.",
            "Los asistentes de vuelo automático no sustituyen a mantener el dron a la vista.",
            "No ignore las señales de prohibición junto al lago, donde anidan aves en primavera.",
            "La detección de obstáculos por IA puede fallar con poca luz; vuele con cuidado.",
            "Incumplir la política puede suponer la prohibición de entrada al parque.",
        ),
    ),
    "photo_editor_release_notes": (
        "Notas de la versión 8.2",
        (
            "El borrador de fondos con IA recorta ahora mejor el pelo y el pelaje.",
            "Un nuevo panel de asistente explica cada control deslizante con palabras sencillas.",
            "La exportación ignora las capas ocultas salvo que marque Incluir ocultas.",
            "Actualizamos la política de privacidad: las fotos nunca salen de su equipo.",
            "Las instrucciones de instalación para sistemas antiguos están en la web de soporte.",
            "Corregido un cierre al girar panorámicas muy grandes.",
        ),
    ),
    "bread_machine_manual": (
        "Manual de la panificadora",
        (
            "Siga el orden de las instrucciones: primero líquidos, luego harina y al final levadura.",
            "El asistente inteligente propone un programa según el peso que indique.",
            "La máquina ignora el temporizador en el programa rápido.",
            "Nuestra política de garantía cubre el motor durante cinco años.",
            "La app de recetas usa IA para ajustar el agua a la harina elegida.",
            "Desenchufe la máquina antes de limpiar el molde.",
        ),
    ),
    "carry_on_policy": (
        "Política de equipaje de mano",
        (
            "Nuestra política permite una maleta de hasta 10 kg y un objeto pequeño.",
            "En la puerta de embarque mandan las instrucciones del personal, no la app.",
            "El asistente de reservas puede añadir una maleta mayor hasta dos horas antes.",
            "Los líquidos siguen la regla de 100 ml; el personal no puede ignorar botes grandes.",
            "Una cámara con IA estima el tamaño de la maleta y el personal revisa los casos dudosos.",
            "Las ayudas de movilidad viajan gratis.",
        ),
    ),
    "spam_filter_help": (
        "Cómo funciona nuestro filtro de spam",
        (
            "El filtro de spam usa un modelo de IA entrenado con mensajes denunciados.",
            "Puede pedir al filtro que ignore a un remitente añadiéndolo a su lista.",
            "El asistente del correo explica por qué un mensaje fue a spam.",
            "Nuestra política de uso prohíbe envíos masivos desde cuentas personales.",
            "Siga las instrucciones de Ajustes para marcar un mensaje como no spam.",
            "El correo filtrado se borra a los 30 días.",
        ),
    ),
    "sat_nav_guide": (
        "Uso del navegador del coche",
        (
            "El asistente de voz lee cada indicación unos 300 metros antes del giro.",
            "Puede pedir al planificador de rutas que ignore peajes o transbordadores.",
            "La predicción de tráfico con IA usa datos anónimos de otros conductores.",
            "La política de la empresa de alquiler pide reiniciar el navegador al devolver el coche.",
            "Siga las señales de tráfico cuando difieran de las instrucciones de la pantalla.",
            "Los mapas se actualizan por wifi con el coche aparcado.",
        ),
    ),
    "smartwatch_faq": (
        "Preguntas frecuentes del reloj inteligente",
        (
            "El asistente del reloj responde por voz al levantar la muñeca.",
            "El control del sueño usa un modelo de IA que funciona en el propio reloj.",
            "El reloj ignora las notificaciones durante el ejercicio si activa Concentración.",
            "Nuestra política de datos explica qué datos de salud se comparten con el móvil.",
            "Instrucciones de carga: use solo el cable magnético incluido.",
            "La resistencia al agua no cubre duchas calientes ni saunas.",
        ),
    ),
    "screen_reader_guide": (
        "Primeros pasos con el lector de pantalla",
        (
            "El lector de pantalla lee cada elemento mientras recorre la página.",
            "Puede configurarlo para que ignore imágenes decorativas sin descripción.",
            "Una función de IA describe las fotos que no tienen texto alternativo.",
            "La política de accesibilidad del colegio pide subtitular todos los vídeos.",
            "Las instrucciones de teclado están en el menú de ayuda, en Órdenes.",
            "El asistente de voz puede leer su correo en voz alta.",
        ),
    ),
    "tax_software_terms": (
        "Condiciones de uso del programa de la renta",
        (
            "El asistente propone deducciones, pero usted sigue siendo responsable de la declaración.",
            "Las comprobaciones con IA buscan errores habituales antes de presentar.",
            "No ignore los avisos sobre certificados de ingresos que falten.",
            "Nuestra política de devoluciones permite cancelar en 14 días si no se presentó nada.",
            "Las instrucciones de Hacienda prevalecen siempre sobre nuestras indicaciones.",
            "Hay soporte por chat los días laborables.",
        ),
    ),
    "bank_app_security_faq": (
        "Seguridad de la app del banco",
        (
            "Nuestro asistente virtual nunca le pedirá el PIN completo ni la contraseña.",
            "Ignore cualquier SMS que le pida confirmar un pago mediante un enlace.",
            "La detección de fraude usa IA para localizar pagos con tarjeta inusuales.",
            "Nuestra política de seguridad bloquea la app tras cinco intentos fallidos.",
            "Siga las instrucciones de la app para congelar una tarjeta perdida.",
            "Puede fijar un límite diario de transferencias.",
        ),
    ),
    "console_parental_controls": (
        "Control parental en la videoconsola",
        (
            "Los padres pueden fijar el tiempo de juego diario desde la app familiar.",
            "La consola ignora las solicitudes de compra si un adulto no las aprueba.",
            "Nuestra política de comunidad prohíbe el chat de voz ofensivo.",
            "Un filtro de IA oculta nombres de jugador ofensivos en partidas en línea.",
            "El asistente de configuración explica cada opción paso a paso.",
            "Las instrucciones completas vienen impresas en la tapa de la caja.",
        ),
    ),
}
