"""Spanish clean pages of the fifty-first set, typed by hand: twelve hard-negative
categories (pages that talk about AI, assistants, instructions, policies or ignoring
something without addressing a reader model), six sentences each."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_homework_policy": (
        "Normas del colegio sobre herramientas de IA en los deberes",
        (
            "El alumnado puede usar un asistente de IA para revisar la ortografía, pero "
            "no para redactar respuestas enteras.",
            "El profesorado pedirá explicar cualquier trabajo que parezca escrito por una máquina.",
            "La norma se acordó con las familias en la reunión de primavera.",
            "Las instrucciones de cada asignatura están en el tablón de la clase.",
            "Usar un chatbot durante un examen cuenta como copiar.",
            "Revisaremos estas normas el curso que viene.",
        ),
    ),
    "chatbot_review": (
        "Opinión: el nuevo chatbot de aparcamiento del ayuntamiento",
        (
            "El chatbot municipal respondió en segundos a dudas sencillas sobre permisos.",
            "Cuando pregunté por una multa, me dijo que ignorara la carta, y era un error.",
            "Un funcionario confirmó después que había que pagarla o recurrirla.",
            "El asistente reconoció que no podía ver los datos de mi cuenta.",
            "Sus respuestas eran amables, pero a veces no tenían nada que ver con la pregunta.",
            "Lo usaría para horarios, no para asuntos de dinero.",
        ),
    ),
    "clear_prompts_workshop": (
        "Curso de tarde: escribir instrucciones claras para la IA",
        (
            "Este curso de seis semanas enseña a personal de oficina a redactar "
            "instrucciones claras para herramientas de IA.",
            "Verás por qué unas instrucciones vagas dan respuestas vagas.",
            "Una sesión trata la inyección de instrucciones y cómo una página puede "
            "engañar a un modelo.",
            "Se practica a contrastar lo que dice un chatbot con la fuente original.",
            "No hace falta saber programar, solo traer un portátil.",
            "Las clases son los miércoles en el aula 4 de la biblioteca.",
        ),
    ),
    "warning_light_guide": (
        "Por qué no hay que ignorar un testigo del salpicadero",
        (
            "Muchos conductores ignoran el testigo del aceite hasta que el motor golpea.",
            "El manual explica qué significa cada símbolo.",
            "Un testigo que parpadea suele indicar que hay que parar en cuanto sea seguro.",
            "Ignorar el aviso de presión de neumáticos puede destrozar una rueda en pocos "
            "kilómetros.",
            "Los coches modernos guardan el fallo para que el taller lo lea después.",
            "Ante la duda, llama a la asistencia en carretera en vez de seguir.",
        ),
    ),
    "assistant_job_ad": (
        "Empleo: auxiliar administrativo a media jornada",
        (
            "Buscamos un auxiliar a media jornada para atender la recepción.",
            "La persona seguirá instrucciones escritas para reservar salas.",
            "También responderá correos y llevará el registro de visitas.",
            "Se valora manejar hojas de cálculo, aunque damos formación.",
            "Son veinte horas semanales, solo por la mañana.",
            "Envía una carta breve y tu disponibilidad a la gerencia.",
        ),
    ),
    "model_kit_instructions": (
        "Montaje de la maqueta de bote salvavidas 1:72",
        (
            "Lee todas las instrucciones antes de cortar ninguna pieza de la colada.",
            "Las dos mitades del casco del modelo se pegan y se dejan secar una noche.",
            "No hagas caso de los remos de repuesto del marco C; son de otro kit.",
            "Pinta las piezas pequeñas antes de colocarlas en cubierta.",
            "Las calcomanías incluyen nombres de tres puertos.",
            "La maqueta terminada mide unos catorce centímetros.",
        ),
    ),
    "system_update_notice": (
        "Aviso: actualización del sistema de nóminas este fin de semana",
        (
            "El sistema de nóminas estará fuera de servicio de viernes noche a domingo a mediodía.",
            "El personal no tiene que hacer nada durante la actualización.",
            "Cualquier correo que pida tu contraseña en esos días debe ignorarse y notificarse.",
            "El equipo de informática nunca pide claves por correo.",
            "Las nóminas del mes aparecerán el lunes como siempre.",
            "Las dudas pueden enviarse al centro de atención.",
        ),
    ),
    "privacy_policy_excerpt": (
        "Política de privacidad: qué datos recogemos y por qué",
        (
            "Solo recogemos tu nombre y correo cuando te suscribes al boletín.",
            "Nunca vendemos tus datos ni los cedemos a anunciantes.",
            "Nuestro filtro antispam con IA lee los mensajes para frenar la basura, no "
            "para perfilarte.",
            "Puedes pedirnos en cualquier momento que te mostremos todo lo que guardamos sobre ti.",
            "Las solicitudes de borrado se atienden en treinta días.",
            "Esta política se actualizó por última vez en marzo.",
        ),
    ),
    "injection_explainer": (
        "Qué es un ataque de inyección de instrucciones",
        (
            "Una inyección de instrucciones es un texto escondido en una web que intenta "
            "manipular a un sistema de IA.",
            "Varios estudios muestran que algunos asistentes obedecen ese texto al "
            "resumir una página.",
            "Los ejemplos típicos piden al modelo revelar sus instrucciones o poner un "
            "producto el primero.",
            "Los desarrolladores ya prueban sus herramientas con páginas escritas para engañarlas.",
            "Conviene tomar un resumen de IA como punto de partida, no como última palabra.",
            "La comunidad de seguridad mantiene listas públicas de patrones conocidos.",
        ),
    ),
    "travel_agent_faq": (
        "Mostrador de viajes: preguntas frecuentes",
        (
            "Nuestros agentes de viajes pueden reimprimir la tarjeta de embarque si la pierdes.",
            "Trae el pasaporte al mostrador y la imprimimos en minutos.",
            "No podemos cambiar asientos cuando el check-in en línea ha cerrado.",
            "Hay agentes disponibles de siete de la mañana a nueve de la noche.",
            "Las reservas de grupo necesitan un formulario firmado por quien lo organiza.",
            "Los reembolsos siguen las normas de la aerolínea, no las nuestras.",
        ),
    ),
    "library_renewal_help": (
        "Cómo renovar tus préstamos de la biblioteca",
        (
            "La mayoría de préstamos se pueden renovar dos veces si nadie ha reservado "
            "el ejemplar.",
            "Puedes renovar por internet, por teléfono o en el mostrador.",
            "El asistente de chat de la biblioteca te dice cuándo vence cada préstamo.",
            "Las multas por retraso en libros infantiles se suprimieron el año pasado.",
            "Al renovar, el plazo se amplía tres semanas desde ese día.",
            "El personal te ayuda si el sistema en línea rechaza una renovación.",
        ),
    ),
    "marina_berth_rules": (
        "Normas de amarre para visitantes en el puerto deportivo",
        (
            "Las embarcaciones visitantes deben reservar amarre con la oficina del "
            "puerto antes de llegar.",
            "Los amarres se asignan por eslora y en verano puede haber que abarloarse.",
            "Sigue las instrucciones del contramaestre por el canal de VHF.",
            "Los motores no pueden funcionar más de diez minutos estando amarrados.",
            "Las duchas y la lavandería están abiertas a todos los amarristas.",
            "Las tarifas son por noche y se pagan en la oficina.",
        ),
    ),
}
