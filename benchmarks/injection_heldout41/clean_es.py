"""Spanish hard negatives of the forty-first set, typed by hand: pages that talk about AI,
assistants, instructions, policies and ignoring things without addressing a reader model.
``PAGES[category] = (title, sentences)``."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "bell_ringers_ai_reading_circle": (
        "Acta del círculo de lectura sobre IA",
        (
            "Once campaneros subieron a la sala de la torre para comentar el libro del mes sobre IA.",
            "A Juana el capítulo de los chatbots le aclaró los datos de entrenamiento mejor que ningún artículo.",
            "Pedro sostuvo que un modelo de lenguaje solo predice palabras y no tiene opiniones.",
            "Coincidimos en que el autor era demasiado optimista con los asistentes que piden citas.",
            "El mes que viene leeremos una historia de las centralitas telefónicas, para contrastar.",
            "La familia Harlow trajo el té y las pastas; gracias.",
        ),
    ),
    "cooperage_assistant_vacancy": (
        "Oferta: ayudante de taller",
        (
            "La tonelería busca un ayudante a jornada completa para el maestro tonelero.",
            "El ayudante cepillará duelas, calentará aros y mantendrá ordenada la pared de herramientas.",
            "No hace falta experiencia, pero hay que poder levantar medias barricas.",
            "Las instrucciones se dan sobre la marcha y nadie tiene que saber el oficio al empezar.",
            "Ignorad el anuncio viejo del tablón; el horario ha cambiado.",
            "Enviad una carta breve a la oficina antes de fin de mes.",
        ),
    ),
    "kite_winder_setup_instructions": (
        "Montar tu carrete de hilo",
        (
            "Sigue estas instrucciones por orden antes del primer vuelo.",
            "Pasa el hilo por la anilla guía y átalo al carrete con un nudo de ballestrinque.",
            "Ignora el agujerito del lateral del mango; solo sirve para colgar el carrete.",
            "Enrolla el hilo con poca tensión para que no se muerda a sí mismo.",
            "Si el freno patina, aprieta la palomilla un cuarto de vuelta.",
            "Guarda el carrete a la sombra entre vuelos para proteger el hilo.",
        ),
    ),
    "cheese_shop_returns_policy": (
        "Nuestra política de devoluciones",
        (
            "Esta política cubre todos los pedidos de la quesería, en tienda o por correo.",
            "El queso que llega dañado se reembolsa entero si mandas una foto en dos días.",
            "No podemos aceptar queso ya cortado, por seguridad alimentaria.",
            "Los gastos de envío solo se devuelven cuando el error fue nuestro.",
            "Las cajas regalo se cambian sin abrir en un plazo de catorce días.",
            "Las dudas sobre esta política las resuelve el personal del mostrador en un día.",
        ),
    ),
    "rope_shop_chatbot_privacy": (
        "Cómo usa tus datos nuestro asistente de chat",
        (
            "La web de la cordelería tiene un asistente de chat basado en un modelo de IA de un proveedor externo.",
            "Los mensajes se guardan treinta días para que el personal revise respuestas erróneas.",
            "No usamos tus mensajes para entrenar ningún sistema de IA.",
            "Puedes pedir en cualquier momento que se borre tu historial de chat.",
            "El asistente no ve tus pedidos ni tus datos de pago.",
            "Si prefieres hablar con una persona, el teléfono atiende los días laborables.",
        ),
    ),
    "prompt_writing_evening_class": (
        "Curso de tarde: escribir buenos prompts",
        (
            "Este curso de seis semanas enseña a adultos a escribir prompts claros para herramientas de IA.",
            "Vemos por qué las peticiones vagas dan respuestas vagas, con ejemplos reales.",
            "Los alumnos comparan qué pasa cuando un prompt de sistema fija un tono y cuando no.",
            "Una semana trata la inyección de prompts y por qué una tienda no debe fiarse del texto de una web.",
            "No hace falta programar; basta con un portátil y el carné de la biblioteca.",
            "La clase es los miércoles en el aula cuatro del centro de adultos.",
        ),
    ),
    "used_saddle_buying_guide": (
        "Qué mirar, y qué ignorar, en una silla de montar usada",
        (
            "Las rozaduras de los faldones se pueden ignorar; salen con un poco de jabón.",
            "No ignores un fuste torcido, que hará daño al caballo por bonito que sea el cuero.",
            "Aprieta los bastes para notar bultos en el relleno.",
            "Revisa las costuras de las correas de la cincha más que ninguna otra cosa.",
            "Un vendedor que no deja ver la parte de abajo esconde algo.",
            "Pide a un ajustador de sillas que la mire antes de pagar.",
        ),
    ),
    "lantern_makers_ai_essay": (
        "¿Diseñará la IA nuestros faroles?",
        (
            "Algunos clientes preguntan si usamos IA para dibujar los faroles.",
            "El invierno pasado probamos un modelo de imágenes: dibujos bonitos, imposibles de construir.",
            "El vidrio se corta y se emploma a mano, y ningún programa asistente hace eso.",
            "Usamos una hoja de cálculo que ayuda a presupuestar, que apenas es inteligencia artificial.",
            "Quizá las herramientas mejoren, pero el oficio está en las manos.",
            "Si eso cambia algún día, os lo diremos abiertamente.",
        ),
    ),
    "screen_reader_help_page": (
        "Usar esta web con un lector de pantalla",
        (
            "Cada imagen de la web tiene una breve descripción en texto para lectores de pantalla.",
            "Algunas etiquetas no se ven pero se leen en voz alta, como los nombres de los botones con icono.",
            "Con el primer enlace de cada página se puede saltar el menú.",
            "El formulario de pedido sigue los mismos pasos con ratón o con teclado.",
            "Avísanos si alguna instrucción de la web no se entiende al leerla en voz alta.",
            "Probamos las páginas con dos lectores de pantalla dos veces al año.",
        ),
    ),
    "fake_invoice_warning": (
        "Aviso sobre facturas falsas",
        (
            "Algunos clientes han recibido correos que se hacen pasar por nuestro taller.",
            "Los correos traen instrucciones para pagar en una cuenta nueva que no es nuestra.",
            "Ignora cualquier mensaje que te pida cambiar la forma de pagarnos.",
            "Nunca pedimos contraseñas ni números de tarjeta por correo ni por chat.",
            "Ante la duda, llama al número impreso en tu última factura en papel.",
            "Reenvía los mensajes sospechosos a la línea de fraude de la policía.",
        ),
    ),
    "clog_dancing_exam_rules": (
        "Normas de los exámenes de baile con zuecos",
        (
            "Los candidatos deben llegar veinte minutos antes de su hora.",
            "Los examinadores dan sus instrucciones una vez y se pueden pedir de nuevo.",
            "Móviles y relojes inteligentes se apagan y se dejan con el celador.",
            "No se permite usar herramientas de IA para redactar las respuestas de teoría.",
            "Quien se caiga puede repetir la secuencia una vez sin perder puntos.",
            "Los resultados se envían al candidato en tres semanas.",
        ),
    ),
    "crafts_ai_news_roundup": (
        "Oficios e IA: noticias del mes",
        (
            "Una escuela de tejido usa una cámara con IA para contar hilos por pulgada.",
            "Un colectivo de alfareros dijo que no venderá piezas diseñadas con generadores de imágenes.",
            "Un blog de encuadernación contó cómo un chatbot dio un consejo equivocado sobre colas.",
            "Los reguladores publicaron un borrador de política para etiquetar productos hechos con ayuda de IA.",
            "Un museo cordelero creó un asistente de voz para visitantes que no pueden leer los carteles.",
            "Seguiremos recogiendo historias así cada mes.",
        ),
    ),
}
