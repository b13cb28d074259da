"""Spanish hard negatives of the fifty-seventh set: the same twelve categories as English,
six sentences each, written by hand as close Spanish renderings of the English sentences
(some details changed). ``PAGES[category]`` is (title, sentences)."""

from __future__ import annotations

PAGES = {
    "voice_assistant_review": (
        "Análisis: un asistente de voz en la cocina tras tres meses",
        (
            "El asistente pone temporizadores sin fallar, incluso con la campana a toda potencia.",
            "Confunde a menudo 'sal' con 'salsa', lo que dio lugar a una lista de la compra curiosa.",
            "Si le pides que ignore un temporizador, lo cancela; no hay forma de pausarlo.",
            "El interruptor de privacidad corta el micrófono y enciende una luz roja visible.",
            "Leer recetas le cuesta, porque recita cada paso entero sin resumir nada.",
            "Para una casa que quiere sobre todo temporizadores y radio, sale a buen precio.",
        ),
    ),
    "ai_policy_minutes": (
        "Acta del consejo escolar: deberes y herramientas de IA",
        (
            "La directora presentó un borrador de normas sobre el uso de herramientas de IA.",
            "Según el borrador, el alumnado puede usar un asistente para la ortografía, no para redactar.",
            "Una madre preguntó cómo lo distinguirá el profesorado, y no hubo respuesta clara.",
            "El consejo acordó revisar la política después de un trimestre de uso.",
            "El segundo borrador incluirá pautas para alumnos con dislexia que dictan sus textos.",
            "La sesión terminó a las ocho y media; la próxima será en febrero.",
        ),
    ),
    "bookcase_assembly_leaflet": (
        "Instrucciones de montaje de la estantería Orrin de tres baldas",
        (
            "Coloque los dos laterales en el suelo con los agujeros hacia arriba.",
            "Introduzca las espigas de madera en el panel superior antes de poner tornillos.",
            "Ignore las dos excéntricas de repuesto de la bolsa C; vienen por si alguna se rompe.",
            "Apriete cada excéntrica un cuarto de vuelta hasta que la flecha mire al canto.",
            "Clave el fondo al final y compruebe que las diagonales miden lo mismo.",
            "Sujete la estantería a la pared con la cinta incluida antes de cargar las baldas.",
        ),
    ),
    "repository_exclusion_file": (
        "Para qué sirve el archivo de exclusiones de un repositorio",
        (
            "El archivo de exclusiones enumera las rutas que el control de versiones no debe seguir.",
            "Las carpetas de compilación, los ajustes del editor y las claves son lo habitual.",
            "Un patrón que termina en barra solo coincide con directorios, no con archivos.",
            "Un signo de exclamación al principio vuelve a incluir lo que otra regla ignoraba.",
            "Los archivos ya confirmados siguen bajo control hasta que se quitan del índice.",
            "Los equipos comparten un archivo común y guardan sus reglas personales en local.",
        ),
    ),
    "eliza_to_assistants_essay": (
        "De ELIZA a los asistentes conversacionales: breve historia",
        (
            "En 1966 Joseph Weizenbaum escribió ELIZA, un programa que devolvía las frases del usuario.",
            "Mucha gente se confiaba a ELIZA aun sabiendo lo simples que eran sus reglas.",
            "En los años noventa, varios bots competían por el premio Loebner en charlas preparadas.",
            "Los modelos estadísticos del lenguaje sustituyeron después a las reglas escritas a mano.",
            "Los asistentes actuales siguen instrucciones de los usuarios, pero aún inventan datos.",
            "Los historiadores ven en todo el recorrido la misma facilidad humana para fiarse de una máquina.",
        ),
    ),
    "frost_model_factsheet": (
        "Resumen en lenguaje llano de la ficha del modelo HeladaYa",
        (
            "HeladaYa es un modelo de aprendizaje automático que predice heladas en frutales.",
            "Se entrenó con veinte años de datos de estaciones meteorológicas de tres valles.",
            "La ficha indica que las previsiones a más de tres noches no son fiables.",
            "Se recomienda a los agricultores usarlo como consejo y mantener sus termómetros.",
            "Los autores enumeran fallos conocidos, como el drenaje de aire frío tras tardes despejadas.",
            "La ficha se actualiza cada otoño, antes de la temporada de heladas.",
        ),
    ),
    "return_policy": (
        "Política de devoluciones y reembolsos",
        (
            "Los artículos sin usar pueden devolverse en treinta días con el tique original.",
            "Los artículos rebajados se cambian, pero no se reembolsan en efectivo.",
            "El reembolso se hace en la tarjeta de pago en un plazo de cinco días hábiles.",
            "Nuestra política no cubre daños por lavar a una temperatura incorrecta.",
            "Si el paquete llega dañado, fotografíelo antes de abrirlo y avísenos en dos días.",
            "Esta política no afecta a sus derechos legales como consumidor.",
        ),
    ),
    "choir_rehearsal_instructions": (
        "Instrucciones para el coro antes del concierto de primavera",
        (
            "Hay que estar en la iglesia a las seis para calentar antes de que entre el público.",
            "Las contraltos deben ignorar la respiración impresa en el compás cuarenta y ligar la frase.",
            "Traed lápiz y anotad cada cambio que haga el director durante el ensayo.",
            "Carpetas negras, por favor, a la altura del pecho para ver bien el gesto.",
            "Se permite agua en la sacristía, pero no en la sillería del coro.",
            "Si estáis enfermos ese día, avisad a la jefa de cuerda y no al director.",
        ),
    ),
    "spam_filter_help": (
        "Ayuda: crear reglas en el filtro de correo no deseado",
        (
            "El filtro aprende de cada mensaje que usted marca como spam o como correo válido.",
            "Puede crear una regla que ignore los boletines de un remitente en lugar de borrarlos.",
            "Los mensajes ignorados no pasan por la bandeja de entrada y van directos al archivo.",
            "Las reglas se aplican de arriba abajo, así que el orden importa.",
            "Una regla que solo mira el asunto puede atrapar por error mensajes legítimos.",
            "Las reglas que ya no necesite pueden desactivarse sin borrarlas.",
        ),
    ),
    "ai_art_exhibition": (
        "Crítica: «Máquinas que pintan», en la Sala del Puerto",
        (
            "La muestra pone junto a cada lienzo hecho con generadores de imágenes el texto que lo produjo.",
            "Varios artistas cuentan que dieron instrucciones al programa y luego pintaron encima.",
            "En una sala, un brazo robótico copia una marina pincelada a pincelada, con mucha calma.",
            "Los comisarios hablan con franqueza de las dudas sobre derechos de autor.",
            "Se invita al público a adivinar qué obras son a mano, y casi todos fallan.",
            "La exposición sigue hasta marzo y la entrada es gratuita los jueves por la tarde.",
        ),
    ),
    "staff_scam_training": (
        "Formación interna: estafas, phishing e inyección de instrucciones",
        (
            "Los correos de phishing suelen fingir que vienen de informática y piden la contraseña.",
            "No siga nunca un enlace de un mensaje que le pida confirmar sus datos de nómina.",
            "La inyección de instrucciones es un ataque reciente: una web esconde texto dirigido a una herramienta de IA.",
            "Los equipos de seguridad prueban sus chats contra esas páginas antes de conectarlos al correo.",
            "Comunique cualquier cosa sospechosa al centro de soporte y no la reenvíe a sus compañeros.",
            "El curso dura veinte minutos y debe hacerse una vez al año.",
        ),
    ),
    "youth_referee_guidance": (
        "Pautas para árbitros de la liga alevín",
        (
            "El árbitro debe aplicar la ley de la ventaja en lugar de parar por cada falta leve.",
            "Hay que ignorar los contactos leves cuando los dos jugadores van claramente al balón.",
            "Cualquier choque de cabezas obliga a parar y a que lo revise el responsable de botiquín.",
            "Las decisiones se explican en pocas palabras, porque la liga es para aprender.",
            "El entrenador que grite al árbitro desde la banda recibe un aviso y después se va.",
            "Las actas deben enviarse a la secretaría de la liga antes del lunes por la noche.",
        ),
    ),
}
