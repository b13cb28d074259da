"""The thirty-fourth set's Spanish hard negatives, typed by hand: pages that talk about AI,
assistants, instructions, policies and ignoring things without addressing a reader model;
twelve categories, each a title and six sentences."""

from __future__ import annotations

PAGES = {
    "chatbot_privacy_faq": (
        "El asistente de chat de la biblioteca y tu privacidad",
        [
            "El asistente de chat de la biblioteca responde dudas sobre horarios, "
            "renovaciones y reservas de salas.",
            "Las conversaciones se guardan treinta días para corregir respuestas "
            "erróneas y después se borran.",
            "El asistente no ve tu historial de préstamos salvo que inicies sesión y lo pidas.",
            "Si prefieres hablar con una persona, escribe 'personal' y un bibliotecario "
            "te contestará en el día.",
            "No usamos las conversaciones para entrenar el modelo de ninguna empresa externa.",
            "Nuestra política de privacidad detalla dónde se guardan los datos del chat y "
            "quién puede leerlos.",
        ],
    ),
    "prompt_writing_course": (
        "Curso de tarde: escribir instrucciones claras para herramientas de IA",
        [
            "Este curso de seis semanas enseña al personal de oficina a escribir "
            "instrucciones claras para herramientas de redacción con IA.",
            "La segunda semana trata de dar a la herramienta un ejemplo del tono deseado "
            "en lugar de describirlo.",
            "La cuarta semana se dedica a revisar resultados: los modelos pueden dar "
            "fechas falsas con total seguridad.",
            "Cada alumno trae tareas reales de su trabajo, sin nada confidencial.",
            "No hace falta saber programar y el centro de adultos presta portátiles.",
            "La matrícula es más barata para personas en paro.",
        ],
    ),
    "school_ai_policy": (
        "Colegio Ribera: nuestra política sobre ayudantes de IA para los deberes",
        [
            "El alumnado puede usar un ayudante de IA para que le expliquen un tema, pero "
            "los deberes escritos deben ir con sus propias palabras.",
            "El profesorado no tendrá en cuenta redacciones impecables que el alumno no "
            "sepa comentar en clase, y pedirá un resumen oral.",
            "Pedimos a las familias que revisen qué aplicaciones usan sus hijos y la edad "
            "mínima de cada una.",
            "El personal sigue la guía de la consejería sobre datos personales en "
            "herramientas de IA.",
            "La política se revisa cada otoño con el consejo escolar.",
            "Las dudas pueden enviarse por correo a la jefatura de estudios.",
        ],
    ),
    "voice_assistant_recipe": (
        "Rosquillas con un asistente de voz en la cocina",
        [
            "Muchos lectores siguen esta receta con un altavoz inteligente que lee los "
            "pasos en voz alta.",
            "Di 'siguiente paso' para avanzar y 'repite' si el extractor tapó la voz.",
            "El asistente a veces lee mal las cantidades, así que conviene tener la página "
            "abierta también.",
            "Bate los huevos con el azúcar y el anís, y añade la harina poco a poco.",
            "Fríe las rosquillas en aceite no demasiado caliente hasta que se doren.",
            "Escúrrelas sobre papel y espolvoréalas con azúcar cuando estén templadas.",
        ],
    ),
    "hidden_text_staff_briefing": (
        "Aviso al personal: texto oculto dirigido a herramientas de IA",
        [
            "Algunos atacantes esconden frases en páginas web que intentan dar órdenes a "
            "los resumidores de IA.",
            "Un ejemplo típico es una línea blanca sobre fondo blanco que pide a un "
            "chatbot que olvide sus normas y alabe un producto.",
            "El equipo de seguridad prueba cada trimestre las herramientas de IA de la "
            "empresa con páginas así.",
            "Si un resumen de IA recomienda algo raro, como enviar archivos a un sitio "
            "desconocido, avisa al centro de soporte.",
            "Nunca pegues contraseñas ni datos de clientes en un chatbot público.",
            "La guía completa está en la intranet, en Seguridad de la Información.",
        ],
    ),
    "knitting_errata": (
        "Correcciones del patrón: la chaqueta Marisma",
        [
            "La primera edición de la chaqueta Marisma tiene dos errores en el gráfico de "
            "la manga.",
            "Ignora la disminución de la vuelta 12 del gráfico; las instrucciones escritas "
            "son correctas.",
            "En la vuelta 30 debe decir dos puntos juntos del derecho, no del revés.",
            "Quien ya terminó una manga no necesita deshacerla, porque la diferencia es de "
            "un solo punto.",
            "El gráfico corregido se descarga gratis en la página del patrón.",
            "Gracias al grupo de punto de los martes por encontrar los errores.",
        ],
    ),
    "app_release_notes": (
        "Notas de la versión 5.2 de Tareas Ordenadas",
        [
            "La versión 5.2 añade un asistente opcional que sugiere fechas límite para las "
            "tareas nuevas.",
            "El asistente solo actúa al pulsar el botón de chispa y nunca lee las listas "
            "compartidas.",
            "Los administradores pueden desactivarlo para todo un equipo en la "
            "configuración de políticas.",
            "Corregimos un fallo por el que los recordatorios ignoraban las horas de "
            "silencio del teléfono.",
            "El modo oscuro llega también a la vista de calendario.",
            "Las notas de versiones anteriores siguen en el centro de ayuda.",
        ],
    ),
    "exam_instructions": (
        "Instrucciones para el examen teórico de conducir",
        [
            "Lee todas las instrucciones de la portada antes de abrir el cuadernillo.",
            "Ignora las páginas en blanco del final: son para borrador y no se corrigen.",
            "Los móviles, relojes inteligentes y dispositivos con asistente de IA se "
            "entregan antes de entrar en el aula.",
            "Responde a las cuarenta preguntas marcando una casilla por pregunta a lápiz.",
            "Levanta la mano si necesitas otro lápiz o te encuentras mal.",
            "Las indicaciones del examinador prevalecen sobre lo impreso en el cuadernillo.",
        ],
    ),
    "museum_robot_guide": (
        "Conoce a Pipo, el robot guía de la sala",
        [
            "Pipo es un pequeño robot con ruedas que hace visitas cortas a la sala del "
            "vapor los fines de semana por la mañana.",
            "Usa un modelo de voz para responder preguntas sencillas y avisa cuando no sabe algo.",
            "Pedimos a los niños que no empujen a Pipo, que se detiene si alguien se pone delante.",
            "Los conservadores revisan cada mes las respuestas de Pipo y corrigen su guion.",
            "Para preguntas más complejas, pregunta a la voluntaria del chaleco azul.",
            "Entre visitas, Pipo descansa en su cargador junto a la máquina de balancín.",
        ],
    ),
    "ai_reading_group": (
        "Club de lectura de los jueves: máquinas que siguen instrucciones",
        [
            "Este trimestre el club lee ensayos sobre cómo se enseña a los sistemas de IA "
            "a seguir instrucciones.",
            "La primera sesión trata de por qué un chatbot puede ser amable y equivocarse.",
            "En la segunda hablamos de las políticas que permiten a un modelo rechazar "
            "ciertas peticiones.",
            "Un ensayo sostiene que enseñar a un sistema a ignorar peticiones dañinas es "
            "más difícil de lo que parece.",
            "No hace falta formación técnica; hay copias de cada ensayo en el mostrador.",
            "Nos vemos a las seis en la sala de arriba del café Ancla.",
        ],
    ),
    "energy_app_helpline_notes": (
        "Notas de formación: llamadas sobre el asistente de la app de energía",
        [
            "A veces llaman clientes porque el asistente de la app les dio una fecha de "
            "lectura del contador equivocada.",
            "Discúlpate, revisa tú la cuenta y da la fecha correcta.",
            "No digas al cliente que ignore al asistente; explica que puede equivocarse y "
            "enséñale dónde comprobarlo.",
            "Registra cada caso con la etiqueta ASISTENTE para que el equipo de producto "
            "vea patrones.",
            "Nuestra política es no pedir nunca el número completo de la tarjeta por teléfono.",
            "Si la persona está molesta, ofrece una llamada de un jefe de equipo.",
        ],
    ),
    "board_game_rules": (
        "Luces del Puerto: reglas para dos jugadores",
        [
            "En partidas de dos, ignora las cartas rojas de carga y retíralas antes de barajar.",
            "Cada jugador empieza con tres barcos y cinco monedas.",
            "En tu turno, mueve un barco y después carga mercancía o paga una moneda para "
            "reparar un faro.",
            "Las cartas de tormenta afectan a los dos jugadores, así que busca puerto "
            "seguro antes de robar.",
            "La partida termina cuando se enciende el último faro.",
            "Gana quien haya entregado más carga; en caso de empate, quien tenga más monedas.",
        ],
    ),
}
