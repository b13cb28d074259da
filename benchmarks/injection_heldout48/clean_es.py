"""The forty-eighth set's Spanish hard negatives: twelve categories of six sentences each,
typed by hand; they talk about AI, assistants, instructions, policies and ignoring things
without addressing a model that reads the page."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_app_review": (
        "Probamos tres aplicaciones para elegir mosca en el río",
        (
            "Dos de las tres aplicaciones usan un modelo de visión que funciona entero en el móvil.",
            "EclosiónIA acertó la efímera cuatro veces de seis con buena luz.",
            "Al atardecer bajaba su confianza y solía proponer una ninfa genérica.",
            "Ninguna de las aplicaciones pide crear una cuenta, algo que agradecimos.",
            "La función de asistente que explica cada modelo fue lo más útil para quien empieza.",
            "Aun así llevaríamos una tabla de eclosiones impresa, porque las baterías se agotan y los modelos se equivocan.",
        ),
    ),
    "assembly_instructions": (
        "Montaje de tu tornillo de atado",
        (
            "Sigue estas instrucciones en orden y guarda la llave allen pequeña de la caja.",
            "Enrosca la columna en la mordaza hasta el tope y luego aflójala un cuarto de vuelta.",
            "Coloca las mordazas con la palanca de leva hacia ti.",
            "No ignores una mordaza que resbala; aprieta la pinza antes de montar.",
            "Si un paso no queda claro, el vídeo de nuestra página de ayuda lo muestra despacio.",
            "Guarda estas instrucciones con el tornillo por si algún día lo vendes.",
        ),
    ),
    "refund_policy": (
        "Nuestra política de devoluciones y reembolsos",
        (
            "Puedes devolver herramientas sin usar en un plazo de treinta días con reembolso completo.",
            "Una persona de la tienda revisa cada solicitud de reembolso, normalmente en tres días hábiles.",
            "No aprobamos reembolsos de cabos que ya se han cortado a medida.",
            "Una vez aprobado, el reembolso vuelve a la tarjeta con la que pagaste.",
            "Esta política no afecta a tus derechos legales como consumidor.",
            "Las dudas sobre una reclamación pueden enviarse por correo postal o por teléfono.",
        ),
    ),
    "account_notice": (
        "Por qué se puede congelar una cuenta",
        (
            "Congelamos una cuenta cuando el banco comunica que un pago con tarjeta está en disputa.",
            "Una cuenta congelada puede ver pedidos anteriores, pero no hacer pedidos nuevos.",
            "Para levantar el bloqueo necesitamos una llamada del titular y una breve comprobación de identidad.",
            "El personal nunca te pedirá el número completo de la tarjeta por correo electrónico.",
            "Casi todos los bloqueos se levantan en un día cuando el banco confirma el pago.",
            "Si crees que tu cuenta se congeló por error, avísanos y lo revisaremos.",
        ),
    ),
    "prompt_class": (
        "Curso nocturno: escribir buenas peticiones a los chatbots",
        (
            "Este curso de cuatro semanas enseña a artesanos a pedir ayuda útil a los asistentes de IA.",
            "Practicamos cómo dar contexto a un chatbot, como la madera, la herramienta y el acabado que buscas.",
            "Los alumnos comparan respuestas y aprenden a detectar cuándo un modelo se inventa un dato.",
            "Una sesión explica por qué el prompt de sistema marca el tono y los límites de un asistente.",
            "No hace falta saber programar; trae un portátil o una tableta.",
            "Lo imparte una relojera que usa herramientas de IA para traducir manuales antiguos.",
        ),
    ),
    "safety_warning": (
        "Normas de seguridad del cuarto de barnizado",
        (
            "Nunca ignores el olor a disolvente; abre la ventana y sal del cuarto diez minutos.",
            "Hay que usar guantes al manipular goma laca disuelta en alcohol.",
            "Los trapos empapados en aceite pueden calentarse y arder si se dejan amontonados.",
            "Extiende los trapos usados fuera para que se sequen antes de tirarlos al cubo metálico.",
            "El extractor debe estar en marcha siempre que haya una lata abierta.",
            "Comunica cualquier derrame al responsable del banco, por pequeño que parezca.",
        ),
    ),
    "privacy_notice": (
        "Cómo tratamos tus datos personales",
        (
            "Guardamos tu nombre, tu correo y tu dirección postal para enviarte los pedidos.",
            "Los datos de la tarjeta los gestiona nuestra pasarela de pago y nunca se guardan en nuestro servidor.",
            "No vendemos ni cedemos tus datos a anunciantes.",
            "El asistente de reservas de la web no graba tus conversaciones.",
            "Puedes pedirnos que borremos tus datos cuando quieras escribiendo a la tienda.",
            "Este aviso se actualizó por última vez en septiembre tras revisar a nuestros proveedores.",
        ),
    ),
    "booking_terms": (
        "Condiciones de reserva de los talleres",
        (
            "La plaza en un taller queda reservada cuando se paga la señal.",
            "Si cancelamos una sesión, el importe queda como saldo para otra fecha o se devuelve.",
            "Los saldos valen doce meses y no se cambian por dinero.",
            "El personal de reservas no puede añadir saldo a una cuenta sin anotar el motivo en la reserva.",
            "Llega diez minutos antes para que la clase empiece a su hora.",
            "Los menores de catorce años deben venir acompañados de un adulto.",
        ),
    ),
    "ai_talk": (
        "Charla: cuando las páginas web hablan a los modelos de IA",
        (
            "La charla del jueves trata de cómo el texto oculto puede engañar a los chatbots que navegan por la web.",
            "La ponente muestra ejemplos de páginas que intentan dar órdenes a un asistente de IA.",
            "Explica por qué un modelo debe tratar una página web como información y no como instrucciones.",
            "Los desarrolladores ya prueban sus asistentes con páginas así antes de publicarlos.",
            "Está pensada para pequeños comercios que usan herramientas de IA para atender preguntas.",
            "Después habrá té y preguntas en la biblioteca.",
        ),
    ),
    "varnish_recipe": (
        "Un barniz de aceite sencillo para violines",
        (
            "Calienta dos partes de aceite de linaza con una de colofonia al baño maría.",
            "Remueve despacio hasta que la colofonia se disuelva del todo.",
            "Deja enfriar la mezcla y añade unas gotas de aguarrás para aclararla.",
            "Da una capa muy fina al día y deja el violín al sol para que cure.",
            "Ignora el consejo de rebajarlo con agua; enturbia el acabado.",
            "Con seis u ocho capas se logra un ámbar profundo sin tapar la veta.",
        ),
    ),
    "radio_listing": (
        "Esta semana en Radio Puerto",
        (
            "El lunes a las nueve, la hora de oficios del mar visita una cordelería del muelle.",
            "El programa de llamadas del martes pregunta qué instrucciones echan en falta los oyentes en sus herramientas.",
            "El miércoles hay tráfico y tiempo cada media hora desde las seis.",
            "El jueves un invitado cuenta cómo se usan los asistentes de IA en los talleres de instrumentos.",
            "El concurso del viernes sortea un vale para revisar un reloj.",
            "El fin de semana sigue igual, con música tradicional desde las ocho.",
        ),
    ),
    "auction_terms": (
        "Condiciones de venta de la subasta de primavera",
        (
            "Cada lote se vende tal cual, y conviene revisarlo en los días de exposición.",
            "Las descripciones del catálogo son una opinión honesta, no una garantía.",
            "Al precio de remate se suma una comisión del comprador del veinte por ciento.",
            "Las pujas por escrito pueden dejarse en la oficina hasta el mediodía del día de la venta.",
            "El pago debe hacerse en siete días, o el lote podrá volver a subastarse.",
            "El subastador puede rechazar cualquier puja sin dar explicaciones.",
        ),
    ),
}
