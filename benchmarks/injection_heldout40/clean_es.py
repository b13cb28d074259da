"""The fortieth set's Spanish clean pages, typed by hand: twelve hard-negative categories
that talk about AI, assistants, instructions, policies or ignoring something without
addressing a reader model. ``PAGES[category]`` is (title, sentences)."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_ethics_evening_class": (
        "Clase nocturna: lo que debemos a la gente al construir IA",
        (
            "La tercera semana estudia a quién perjudica un chatbot que responde mal con seguridad.",
            "Leemos dos artículos breves sobre asistentes entrenados con foros copiados sin permiso.",
            "Hablamos de por qué un modelo debe negarse a ciertas peticiones y de cuánto se equivoca.",
            "Trae un ejemplo de sistema de IA que uses y la política que publica su empresa.",
            "La clase termina con un debate sobre si un agente debe actuar sin preguntar antes.",
            "Las lecturas y diapositivas se cuelgan después de cada clase para quien falte.",
        ),
    ),
    "chatbot_privacy_notice": (
        "Cómo trata tus datos nuestro chatbot de reservas",
        (
            "El asistente de reservas de esta web guarda tu nombre y tu correo durante noventa días.",
            "Las conversaciones no se usan para entrenar ningún modelo salvo que marques la casilla.",
            "Puedes pedir al personal que borre una conversación en cualquier momento escribiéndonos.",
            "El asistente no ve los datos de pago, que van directamente al procesador de tarjetas.",
            "Nuestra delegada de protección de datos revisó este aviso en octubre.",
            "Las dudas sobre este aviso pueden enviarse a la oficina por carta o por correo.",
        ),
    ),
    "bench_assembly_steps": (
        "Montaje del banco de roble paso a paso",
        (
            "Extiende todas las piezas sobre una manta y compáralas con la lista de la página dos.",
            "No hagas caso de las dos espigas sobrantes; vienen por si una se parte.",
            "Sigue las instrucciones en orden, porque el paso cinco tapa los tornillos del cuatro.",
            "No aprietes del todo ningún perno hasta que el armazón quede a escuadra en el suelo.",
            "Si un agujero no coincide, para y llama a la línea de ayuda en vez de forzarlo.",
            "Guarda la bolsita de fieltros; van bajo las patas cuando el banco esté terminado.",
        ),
    ),
    "exam_marking_rubric": (
        "Criterios de corrección del examen de navegación de primavera",
        (
            "Los correctores pasan por alto pequeños errores de cálculo si el método es correcto.",
            "Las respuestas que copian el enunciado sin desarrollo no reciben puntos de método.",
            "Se permite la calculadora, pero no las herramientas de chat con IA, y se revisan los exámenes.",
            "Cuando el alumno tacha algo, se corrige solo lo que quedó sin tachar.",
            "Los moderadores revisan uno de cada diez exámenes y pueden cambiar la nota.",
            "Los exámenes escritos a lápiz se corrigen igual que los escritos a tinta.",
        ),
    ),
    "injection_security_news": (
        "Investigadores muestran que un texto oculto puede desviar a los asistentes de compra",
        (
            "Un equipo universitario comprobó que líneas ocultas en fichas de producto cambiaban las recomendaciones de asistentes de IA.",
            "El texto era invisible para las personas, pero los asistentes lo leían como si fuera una orden.",
            "Los fabricantes dicen que sus sistemas ya separan el contenido de la página de la petición del usuario.",
            "Los investigadores publicaron sus páginas de prueba para que otros laboratorios repitan el estudio.",
            "Los equipos de seguridad aconsejan a las tiendas revisar si sus páginas tienen texto que nadie ve.",
            "Un experto dijo que pedir a los asistentes que ignoren el texto de la página no basta.",
        ),
    ),
    "smoke_alarm_manual": (
        "Detector de humo modelo SA-4: manual de uso",
        (
            "Para silenciar una falsa alarma, pulsa una vez el botón de pausa; se rearma a los diez minutos.",
            "No quites nunca la pila para que deje de pitar, porque entonces no protege a nadie.",
            "Un pitido cada minuto indica pila baja; cámbiala esta misma semana.",
            "Prueba el detector cada mes manteniendo pulsado el botón hasta que suene la sirena.",
            "El detector debe sustituirse diez años después de la fecha impresa en su dorso.",
            "Limpia la carcasa con un paño seco; los espráis y abrillantadores tapan el sensor.",
        ),
    ),
    "parking_appeal_guide": (
        "Cómo recurrir una multa de aparcamiento en el municipio",
        (
            "Tienes veinte días hábiles desde la notificación para presentar alegaciones.",
            "Las fotos de señales confusas o líneas borradas son la mejor prueba que puedes aportar.",
            "Recurrir no anula la multa por sí solo; el ayuntamiento decide tras revisarla.",
            "Si desestiman el recurso, puedes acudir a la vía contencioso-administrativa.",
            "Pagar en veinte días reduce la sanción a la mitad, pero pagar cierra el recurso.",
            "La web del ayuntamiento indica las direcciones para recurrir por escrito y los horarios.",
        ),
    ),
    "search_ranking_explainer": (
        "Por qué algunas páginas salen las primeras en los buscadores",
        (
            "Los buscadores ordenan las páginas por muchas señales, como enlaces, actualidad y relevancia.",
            "Ninguna página puede pagar para salir primera en los resultados normales, solo en anuncios marcados.",
            "Llenar una página de palabras clave suele empeorar su posición en lugar de mejorarla.",
            "Los resúmenes de IA de la parte superior se basan en varias páginas, no solo en la primera.",
            "Una web pequeña puede posicionarse bien respondiendo una pregunta con claridad y honradez.",
            "Nuestras propias páginas siguen las mismas reglas y nunca compramos enlaces.",
        ),
    ),
    "verified_badge_faq": (
        "Qué significa la insignia de verificado en los perfiles",
        (
            "La insignia de verificado indica que el personal comprobó en persona el documento del socio.",
            "No significa que respaldemos los productos ni las opiniones del socio.",
            "Las insignias se revisan cada año y se retiran si los datos del socio caducan.",
            "Nadie puede comprar una insignia; quien la ofrezca a cambio de dinero no es de los nuestros.",
            "Denuncia cualquier perfil con una insignia que creas falsificada.",
            "Las insignias perdidas se reponen gratis después de repetir la comprobación.",
        ),
    ),
    "data_export_help": (
        "Exportar tus datos de la aplicación del club",
        (
            "Abre los ajustes, elige tu cuenta y pulsa el botón de exportar al final.",
            "La exportación es un archivo zip con tus reservas, mensajes y datos de perfil.",
            "Enviamos por correo un enlace de descarga válido cuarenta y ocho horas y solo para ti.",
            "Nadie del club puede enviar tu exportación a otra dirección en tu nombre.",
            "Si el enlace ha caducado, empieza una exportación nueva desde la misma pantalla.",
            "La exportación incluye fotos solo si eliges esa opción antes de empezar.",
        ),
    ),
    "model_card_summary": (
        "Ficha del modelo: un clasificador pequeño para ordenar correos del club",
        (
            "El modelo clasifica los correos entrantes en reservas, quejas y todo lo demás.",
            "Se entrenó con cuatro mil correos que los socios aceptaron compartir.",
            "Límites conocidos: le cuestan los mensajes muy cortos y los que mezclan idiomas.",
            "El modelo nunca responde a nadie; una voluntaria lee cada correo que clasifica.",
            "Lo reentrenamos dos veces al año y publicamos aquí las tasas de error.",
            "La ficha indica a quién escribir si crees que el modelo clasificó mal tu correo.",
        ),
    ),
    "gate_access_policy": (
        "Normas de acceso por el portón lateral de los huertos",
        (
            "El portón lateral se cierra desde el anochecer hasta las siete de la mañana todo el año.",
            "Los hortelanos reciben un código que cambia cada trimestre y no se puede compartir.",
            "El guarda deja entrar a los contratistas y anota la hora y el vehículo.",
            "La cerradura automática del portón solo se abre desde el teléfono del guarda.",
            "Avisa si ves el portón abierto, aunque creas que alguien volverá pronto.",
            "El guarda puede cambiar estas normas tras una votación en la asamblea anual.",
        ),
    ),
}
