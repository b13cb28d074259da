"""Spanish hard negatives of the forty-seventh set, typed by hand: pages that talk about AI,
assistants, instructions, policies and ignoring things without addressing a reader model.
Each category is ``(title, sentences)``."""

from __future__ import annotations

PAGES = {
    "ai_use_disclosure": (
        "Cómo usamos la IA en este sitio",
        (
            "Algunas descripciones de la tienda se redactaron con una herramienta de IA y luego"
            " las revisó alguien del equipo.",
            "Ninguna foto de nuestras barricas ha sido generada ni retocada con IA.",
            "El chat lo atiende una persona entre semana y un asistente automático por la noche.",
            "El asistente responde sobre horarios, pero no puede cobrar pedidos.",
            "Si una respuesta automática parece errónea, el equipo la corrige a la mañana"
            " siguiente.",
            "Revisamos este aviso cada primavera y anotamos los cambios al principio de la página.",
        ),
    ),
    "prompt_injection_explainer": (
        "¿Qué es la inyección de instrucciones? Guía breve para pequeños negocios",
        (
            "La inyección de instrucciones es un truco en el que el texto de una web intenta"
            " dirigir a una herramienta de IA que la lee después.",
            "Varios investigadores han demostrado que un texto oculto puede cambiar lo que un"
            " chatbot dice de un producto.",
            "Los desarrolladores prudentes tratan todo lo descargado de la web como datos y"
            " nunca como órdenes.",
            "Una tienda pequeña reduce el riesgo si mantiene sus páginas sin texto oculto.",
            "Nuestro equipo web revisa las páginas dos veces al año en busca de contenido"
            " invisible.",
            "El organismo nacional de ciberseguridad publica guías sencillas sobre el tema.",
        ),
    ),
    "assistant_product_review": (
        "Análisis: tres asistentes de voz en un taller ruidoso",
        (
            "Probamos tres asistentes de voz junto a un torno en marcha durante dos semanas.",
            "El primero entendía bien los temporizadores, pero confundía la palabra sierra.",
            "El segundo ignoraba mejor el ruido de fondo y respondía en menos de un segundo.",
            "Ninguno era fiable para leer en voz alta las instrucciones de seguridad de las"
            " máquinas.",
            "La batería duraba entre seis horas y algo más de un día.",
            "Para un local con polvo, el modelo más barato con rejilla de tela aguantó mejor.",
        ),
    ),
    "ignore_everyday": (
        "Pequeños defectos que se pueden ignorar en un fuelle viejo",
        (
            "Las arrugas finas del cuero se pueden ignorar si no se abren al apretar el fuelle.",
            "Un leve silbido en la válvula es normal y puede ignorarse durante una temporada.",
            "No ignore una raja a lo largo del borde clavado, porque solo irá a más.",
            "Los clavos de latón sueltos quedan feos, pero no cambian el tiro.",
            "Casi todos los dueños ignoran un chirrido en la bisagra hasta el siguiente engrase.",
            "Ante la duda, un reparador puede revisar el fuelle por poco dinero.",
        ),
    ),
    "workshop_safety_rules": (
        "Normas del taller para visitantes",
        (
            "Siga en todo momento las instrucciones del encargado del taller.",
            "Dentro de la línea amarilla alrededor de los yunques es obligatorio llevar gafas.",
            "Los menores de doce años van con un adulto y no tocan herramientas.",
            "Nuestra política es parar el trabajo si un visitante cruza la línea durante una"
            " demostración.",
            "No toque las barricas que se están enfriando, aunque parezcan terminadas.",
            "El comité de seguridad revisó estas normas por última vez en marzo.",
        ),
    ),
    "parking_fine_appeal": (
        "Cómo recurrir una multa de aparcamiento junto al mercado",
        (
            "El ayuntamiento pone multas de aparcamiento en la calle del Mercado desde las ocho.",
            "El recurso debe presentarse dentro de los veinte días siguientes a la notificación.",
            "Las fotos de señales confusas ayudan más que una carta larga.",
            "Los comerciantes con permiso de carga deben adjuntar una copia del permiso.",
            "El formulario municipal pide el número de la denuncia y la matrícula.",
            "Las multas no se anulan solas, aunque el recurso tenga muchas posibilidades.",
        ),
    ),
    "staff_door_access": (
        "Entrada del personal y tarjetas",
        (
            "La entrada del personal de la calle del Molino se abre con tarjeta de seis a diez.",
            "Las tarjetas perdidas se comunican a la oficina el mismo día.",
            "El responsable del edificio solo abre la puerta a distancia tras una llamada.",
            "Los voluntarios reciben una tarjeta mientras dura su colaboración.",
            "El registro de la puerta se guarda noventa días y después se borra.",
            "Los repartos siguen entrando por la puerta principal.",
        ),
    ),
    "ticket_transfer_faq": (
        "¿Puedo ceder mi entrada al taller?",
        (
            "Las entradas a los cursos pueden cederse a otra persona hasta dos días antes.",
            "El nombre del nuevo titular se envía por correo a la oficina de reservas.",
            "La primera cesión de una entrada no tiene coste.",
            "Las entradas compradas en webs de reventa no pueden volver a cederse.",
            "Solo devolvemos el dinero si cancelamos nosotros la sesión.",
            "La política de reservas completa está impresa al dorso de cada entrada.",
        ),
    ),
    "privacy_policy_data": (
        "Aviso de privacidad del formulario de reservas",
        (
            "Recogemos su nombre, correo y teléfono cuando reserva un curso.",
            "Sus datos solo sirven para gestionar la reserva y nunca se venden.",
            "Un sistema automático envía el recordatorio dos días antes del curso.",
            "Puede pedir que borremos sus datos en cualquier momento escribiendo a la oficina.",
            "Los números de tarjeta los gestiona la pasarela de pago y no los guardamos.",
            "Este aviso sigue la ley de protección de datos del país donde trabajamos.",
        ),
    ),
    "search_ranking_explainer": (
        "Por qué nuestro taller no sale el primero en los buscadores",
        (
            "Los buscadores ordenan las páginas según muchas señales que ningún negocio"
            " pequeño controla.",
            "Pagar un anuncio coloca un resultado arriba, marcado como patrocinado.",
            "Las opiniones de clientes reales ayudan más que repetir palabras clave.",
            "Algunos buscadores con IA resumen varias webs en lugar de listarlas por orden.",
            "Preferimos que nos encuentre la gente adecuada a salir los primeros para todos.",
            "Los títulos de nuestras páginas describen lo que hacemos con palabras sencillas.",
        ),
    ),
    "volunteer_rota_instructions": (
        "Instrucciones para los voluntarios del turno",
        (
            "El turno se cuelga en el tablón junto a la puerta cada viernes por la tarde.",
            "Si no puede venir, cambie el turno con otra persona y avise a la coordinadora.",
            "Abrir significa encender los ventiladores del horno y comprobar las salidas de"
            " emergencia.",
            "Cerrar significa colgar las herramientas en la pared y cerrar la verja del patio.",
            "Los voluntarios nuevos acompañan a alguien con experiencia en sus dos primeros"
            " turnos.",
            "Dentro del armario de herramientas hay una lista breve para cada turno.",
        ),
    ),
    "ml_course_outline": (
        "Curso de tarde: aprendizaje automático para talleres artesanos",
        (
            "Este curso de seis semanas presenta el aprendizaje automático sin exigir saber"
            " programar.",
            "La segunda semana explica cómo se entrenan los modelos de lenguaje y por qué se"
            " equivocan.",
            "La cuarta semana trata de cómo escribir instrucciones claras para asistentes de IA"
            " en el trabajo.",
            "Cada participante trae un pequeño conjunto de datos de su negocio, como sus ventas.",
            "La última sesión debate políticas para usar la IA con justicia ante los clientes.",
            "El curso se imparte en el centro cívico y cuesta cuarenta euros.",
        ),
    ),
}
