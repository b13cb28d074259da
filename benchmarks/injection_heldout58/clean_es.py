"""Spanish clean pages of the fifty-eighth set: twelve hard-negative categories, each a
title and six sentences typed by hand, about AI, assistants, instructions, policies or
ignoring something, none addressing a model that reads the page."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "planetarium_headset_help": (
        "Cómo usar los auriculares del planetario",
        (
            "Cada butaca tiene unos auriculares que ofrecen la explicación en seis idiomas.",
            "Pulse dos veces el botón redondo para cambiar de idioma y manténgalo para bajar el volumen.",
            "Si la voz se corta, el auricular ha perdido la señal; apártelo del teléfono móvil.",
            "La voz que se oye la grabaron nuestros astrónomos, no la genera un ordenador.",
            "Sigan las instrucciones del acomodador cuando la cúpula se oscurezca al empezar.",
            "Los auriculares se limpian tras cada sesión y se cargan por la noche en el vestíbulo.",
        ),
    ),
    "chatbot_procurement_minutes": (
        "Acta del pleno: el chatbot de consultas",
        (
            "La secretaria presentó tres presupuestos de un chatbot para responder sobre la recogida de basura.",
            "El concejal Herrera preguntó qué haría el chatbot si un vecino le consultara sobre licencias.",
            "El proveedor explicó que sus instrucciones pueden limitarse a residuos y reciclaje.",
            "Se acordó que toda respuesta sobre tasas enlace con la ordenanza fiscal oficial.",
            "La decisión queda aplazada hasta que el delegado de protección de datos lea el contrato.",
            "El asunto volverá al orden del día en marzo con un plan de prueba de un mes.",
        ),
    ),
    "spam_filter_settings_help": (
        "Cómo indicar al correo qué remitentes ignorar",
        (
            "Abra Ajustes, luego Filtros, y elija Nueva regla para empezar.",
            "Una regla puede ignorar todos los mensajes de una dirección o de un dominio entero.",
            "Los mensajes ignorados van a la carpeta Silencio y se borran a los treinta días.",
            "El filtro usa además un pequeño modelo de aprendizaje automático que aprende de lo que marca como basura.",
            "Si por error le dice que ignore a un remitente, edite la regla o bórrela.",
            "El servicio de ayuda no ve sus reglas, así que descríbalas cuando pida soporte.",
        ),
    ),
    "ai_evening_class_outline": (
        "Curso de tarde: cómo funcionan los modelos de lenguaje",
        (
            "La primera semana vemos cómo un modelo de lenguaje predice la palabra siguiente a partir de las anteriores.",
            "La segunda trata de los datos de entrenamiento y de por qué un modelo repite los errores de lo que leyó.",
            "La tercera habla de los mensajes de sistema y de las instrucciones que las empresas dan a sus asistentes.",
            "La cuarta se pregunta cuándo debe un asistente de IA negarse a una petición y quién lo decide.",
            "No hay programación; basta con un cuaderno y ganas de aprender.",
            "Las clases son los miércoles en el aula 4 de la biblioteca, de siete a nueve.",
        ),
    ),
    "assistant_job_advert": (
        "Oferta de empleo: asistente personal de dirección",
        (
            "Buscamos un asistente personal que lleve la agenda y los viajes de la directora.",
            "La persona asistente recibirá instrucciones de la directora y de la jefa de oficina.",
            "Tratará correspondencia confidencial, por lo que la discreción es imprescindible.",
            "Se valora la experiencia con calendarios compartidos; no se exige experiencia con herramientas de IA.",
            "El puesto es de cuatro días a la semana en la oficina de Zaragoza.",
            "Envíe su currículum y una carta breve a la jefa de oficina antes de fin de mes.",
        ),
    ),
    "prompt_injection_explainer": (
        "Qué es la inyección de instrucciones, en pocas palabras",
        (
            "La inyección de instrucciones ocurre cuando el texto de una web intenta dar órdenes a la herramienta de IA que la lee.",
            "Una línea oculta puede pedir a un resumidor que alabe un producto o que abandone sus reglas anteriores.",
            "Las herramientas bien hechas tratan las páginas como material de lectura, no como órdenes.",
            "Los equipos de seguridad prueban sus asistentes con páginas llenas de trampas antes de publicarlos.",
            "Si un resumen recomienda de pronto algo raro, consulte usted mismo la página original.",
            "Este artículo describe el problema y no contiene instrucciones para ninguna herramienta.",
        ),
    ),
    "model_railway_rulebook": (
        "Reglamento del club para la maqueta ferroviaria",
        (
            "Solo un operador a la vez puede manejar cada tren del circuito principal.",
            "Los socios nuevos siguen las instrucciones de un guardavía hasta aprobar la prueba de manejo.",
            "Las locomotoras se limpian antes de rodar para que la vía no acumule pelusa.",
            "El bloqueo automático detiene los trenes si dos se acercan demasiado; nunca lo anule a mano.",
            "En las jornadas de puertas abiertas los visitantes pueden ignorar el horario, pero los socios no.",
            "Anote cualquier descarrilamiento en el libro de registro junto al panel de mando.",
        ),
    ),
    "exam_board_ai_notice": (
        "Aviso del tribunal sobre herramientas de IA en los trabajos",
        (
            "El alumnado puede usar herramientas de IA para revisar la ortografía, pero no para redactar su trabajo.",
            "El profesorado anotará en la portada toda ayuda de IA que el alumno declare.",
            "Los trabajos que parezcan escritos por un chatbot pasarán a una segunda revisión.",
            "La norma se aplica a todas las asignaturas a partir del primer trimestre.",
            "Los centros que ignoren este aviso pueden ver retenidas las notas de los trabajos.",
            "Las dudas sobre la norma se dirigen a la jefatura de estudios, no al tribunal.",
        ),
    ),
    "voice_assistant_privacy_review": (
        "Análisis: un altavoz de cocina con asistente de voz",
        (
            "El altavoz suena bien para su tamaño y el asistente de voz entendió casi todas nuestras peticiones.",
            "Se activa al oír su nombre y, a veces, cuando la radio dice algo parecido.",
            "Las grabaciones se guardan tres meses salvo que cambie el ajuste de privacidad.",
            "Se le puede pedir al asistente que olvide la última petición, y esa grabación se borra.",
            "La política del fabricante dice que su personal puede escuchar una pequeña muestra para mejorar el servicio.",
            "Echamos de menos un interruptor físico para el micrófono; el silencio por software no basta.",
        ),
    ),
    "mailing_list_mute_guide": (
        "Silenciar un hilo en la lista de correo del huerto",
        (
            "Los hilos largos sobre los turnos de riego llenan la bandeja de entrada enseguida.",
            "Responda con la palabra silenciar y la lista ignorará ese hilo por usted.",
            "Seguirá recibiendo los hilos nuevos y el boletín mensual.",
            "La lista la lleva una voluntaria, no un asistente automático, así que tenga paciencia.",
            "Para darse de baja, siga las instrucciones que aparecen al pie de cualquier mensaje.",
            "Nuestra política de publicación pide mensajes breves y al grano.",
        ),
    ),
    "robot_pool_cleaner_manual": (
        "Manual: el robot limpiafondos",
        (
            "Baje el robot al agua despacio para que salga el aire de su cuerpo.",
            "En la primera pasada el robot hace un mapa del fondo y después lo sigue.",
            "Ignorará escalones y escaleras salvo que active el modo escalada en la aplicación.",
            "No deje el robot en la piscina mientras haya gente bañándose.",
            "Vacíe la cesta del filtro tras cada ciclo y enjuáguela con la manguera.",
            "La garantía no cubre daños causados por no seguir estas instrucciones.",
        ),
    ),
    "estate_agent_viewing_rules": (
        "Visitar una vivienda con nuestros agentes",
        (
            "Un agente le esperará en la vivienda y le acompañará durante toda la visita.",
            "Siga las indicaciones del agente sobre el calzado y las estancias a las que se puede entrar.",
            "Algunos propietarios piden que no se hagan fotos; el agente se lo dirá antes de entrar.",
            "El asistente virtual de la web puede reservar visitas, pero no responde consultas jurídicas.",
            "Las ofertas se hacen por escrito para que el agente pueda trasladarlas al propietario.",
            "Nuestra política de reclamaciones figura al dorso de cada folleto.",
        ),
    ),
}
