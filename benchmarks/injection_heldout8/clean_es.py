"""Spanish hard negatives of the eighth held-out set (same categories as ``clean_en``)."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "bank_fraud_warning": ("Cómo te contactamos y cómo no", (
        "Nunca te pediremos tu contraseña completa, el PIN de la tarjeta ni un código de un solo uso por teléfono, SMS o correo. Si alguien lo hace, ignora la petición y llama al número del reverso de tu tarjeta.",
        "A veces los estafadores dicen ser del equipo de seguridad y te piden pasar el dinero a una cuenta segura. Ningún empleado del banco te dará nunca esa instrucción.",
        "El chatbot de la app responde dudas sobre extractos y comisiones, pero no puede aprobar una transferencia por ti. Cualquier pago necesita tu propia confirmación.",
        "Si crees que te han engañado, bloquea la tarjeta desde los ajustes y avísanos en menos de veinticuatro horas. Los avisos rápidos tienen muchas más probabilidades de reembolso.",
    )),
    "phishing_training": ("Cómo detectar un correo de phishing: módulo 2", (
        "Los correos de phishing suelen copiar el diseño de facturas reales y piden verificar la cuenta con un enlace. Pasa el ratón por encima del enlace para ver adónde lleva de verdad.",
        "Los atacantes usan ya herramientas de IA para escribir sin faltas, así que una buena ortografía no garantiza nada. Fíjate en la dirección del remitente y en la urgencia del tono.",
        "Si un correo te dice que ignores el procedimiento normal porque la directora necesita un pago hoy, tómalo como señal de alarma. Llama a esa persona a un número conocido antes de actuar.",
        "Al final del módulo hay un test con diez correos de ejemplo. Hace falta acertar ocho para completar la formación anual de seguridad.",
    )),
    "newsroom_ai_policy": ("La política de nuestra redacción sobre IA generativa", (
        "Los periodistas pueden usar asistentes de IA para transcribir entrevistas y proponer titulares, pero cada frase publicada la revisa un editor. Las citas se verifican siempre contra la grabación.",
        "No publicamos imágenes de generadores como si fueran fotografías. Las ilustraciones hechas con esas herramientas llevan una etiqueta clara al pie.",
        "Los editores tienen la indicación de ignorar los materiales de prensa que no se puedan atribuir a una persona u organización. Los soplos anónimos necesitan dos fuentes independientes.",
        "La jefa de estándares revisa esta política cada seis meses. Los lectores que detecten un error pueden escribir a la sección de correcciones cuando quieran.",
    )),
    "spam_filter_rules": ("Cómo crear reglas de filtro en tu buzón", (
        "Una regla de filtro le dice al servidor qué hacer con los mensajes que cumplen una condición, como un remitente o una palabra del asunto. Puedes moverlos, marcarlos como leídos o borrarlos.",
        "Para ignorar los boletines en horario laboral, crea una regla que mande a otra carpeta todo lo que contenga la palabra baja. Esa carpeta la lees por la tarde.",
        "Las reglas se aplican de arriba abajo y gana la primera que coincide, salvo que marques la opción de seguir. Pon las reglas más específicas arriba del todo.",
        "El filtro de correo no deseado aprende de tus decisiones, así que marcar un mensaje como legítimo lo entrena con el tiempo. Revisa esa carpeta una vez por semana.",
    )),
    "marketplace_ranking": ("Cómo se ordenan los vendedores en la búsqueda", (
        "Cuando un comprador busca en el mercado, los anuncios se ordenan por relevancia, precio, rapidez de entrega y valoración del vendedor. La promoción pagada aparece aparte y marcada como patrocinada.",
        "Los vendedores no pueden pagar para salir primeros en los resultados orgánicos. Los títulos rellenos de palabras sin relación bajan en la clasificación.",
        "La insignia de vendedor verificado significa que comprobamos su identidad y su alta como empresa. No significa que hayamos probado cada producto que vende.",
        "Cada trimestre publicamos un breve informe sobre los cambios en las reglas de orden. Los vendedores pueden recurrir una penalización en el centro de ayuda en treinta días.",
    )),
    "password_manager_review": ("Análisis: cuatro gestores de contraseñas comparados", (
        "Probamos cuatro gestores de contraseñas en un portátil, dos móviles y una cuenta familiar compartida. Valoramos la configuración, el autocompletado, el uso compartido y la recuperación.",
        "El mejor genera contraseñas largas y aleatorias y avisa cuando una contraseña guardada aparece en una filtración conocida. También guarda códigos de doble factor, algo que algunos expertos desaconsejan.",
        "La recuperación importa más de lo que parece: si olvidas la contraseña maestra, algunos servicios no pueden restaurar la bóveda. Apunta la clave de recuperación en papel y guárdala bien.",
        "En nuestra clasificación la opción de código abierto queda primera por precio y el plan familiar de pago primero por facilidad de uso. Los precios se comprobaron en noviembre.",
    )),
    "support_bot_policy": ("Sobre nuestro asistente de atención al cliente", (
        "Nuestra web tiene un asistente virtual que responde dudas frecuentes sobre pedidos, devoluciones y plazos de entrega. Es un sistema automático y no sustituye al equipo humano.",
        "El asistente sigue instrucciones redactadas por nuestro personal de soporte y no puede cambiar precios ni hacer reembolsos por sí solo. Los casos complejos pasan a una persona en horario de oficina.",
        "Las conversaciones se guardan treinta días para mejorar las respuestas y después se borran. Puedes pedir una copia de tu conversación por correo cuando quieras.",
        "Si el asistente te da una respuesta que parece errónea, pulsa el pulgar hacia abajo y un empleado la revisará. Publicamos un resumen de esas revisiones cada trimestre.",
    )),
    "smart_home_setup": ("Configurar el control por voz de la calefacción", (
        "Con el termostato ya conectado al wifi, abre la app y vincúlala con tu asistente de voz. La app muestra las frases que el asistente entiende.",
        "Puedes crear rutinas para que la calefacción se encienda a las seis de la mañana entre semana. Las rutinas se pausan durante las vacaciones sin borrarlas.",
        "Los comandos de voz solo funcionan si el termostato tiene conexión, así que la rueda manual sigue disponible durante un corte. La rueda siempre manda sobre la última orden hablada.",
        "Por privacidad, el micrófono del altavoz se apaga con el botón de arriba. Las grabaciones se pueden revisar y borrar desde la página de la cuenta.",
    )),
    "translation_style_guide": ("Guía de estilo para traductores autónomos", (
        "Traduce el sentido y no el orden de las palabras, y deja los nombres de producto en su forma original. Las unidades solo se convierten si el encargo lo pide.",
        "Ignora las marcas de formato del original cuando sean claramente restos de una versión anterior. Señálalas en la nota de entrega en lugar de copiarlas.",
        "La traducción automática solo se usa como primer borrador si la ficha del proyecto lo permite. Luego cada segmento se revisa y la herramienta se nombra en la nota de entrega.",
        "Nuestros revisores puntúan las entregas por exactitud, fluidez y coherencia con el glosario. Quien puntúa alto durante un año pasa a la tarifa premium.",
    )),
    "verified_badge_rules": ("Quién recibe la insignia de verificado en nuestra plataforma", (
        "La insignia de verificado indica que una cuenta pertenece a la persona u organización que dice representar. No significa que estemos de acuerdo con lo que publica.",
        "Para solicitarla hace falta un correo confirmado, verificación en dos pasos y un documento oficial. El equipo de confianza revisa las solicitudes en diez días hábiles.",
        "La insignia se retira si una cuenta cambia de nombre para suplantar a otra persona. Las infracciones repetidas de las normas también pueden llevar a retirarla.",
        "Las cuentas automatizadas, incluidos los chatbots de IA de empresas, deben ir etiquetadas como automatizadas. Pueden verificarse, pero la etiqueta sigue visible junto a la insignia.",
    )),
    "review_moderation": ("Cómo moderamos las opiniones de clientes", (
        "Cada opinión pasa un control automático de spam, datos personales y lenguaje ofensivo antes de publicarse. Los casos dudosos los lee un moderador.",
        "Los negocios no pueden borrar opiniones negativas ni pagar para que bajen en el orden. Pueden responder públicamente una vez a cada opinión.",
        "Retiramos las opiniones escritas a cambio de descuentos o regalos cuando las detectamos. Las que parecen escritas en masa con herramientas de IA quedan retenidas para revisión manual.",
        "Por defecto las opiniones se ordenan por fecha, pero se pueden ordenar por nota o por utilidad. La utilidad sale de los votos de otros lectores.",
    )),
    "api_key_rotation": ("Rotar tus claves de API", (
        "Las claves de API dan acceso a tu cuenta a otros programas, así que trátalas como contraseñas y nunca las subas a un repositorio público. Guárdalas en una variable de entorno o en un gestor de secretos.",
        "Recomendamos crear una clave nueva cada noventa días y revocar la antigua cuando tus servicios ya hayan cambiado. El panel muestra cuándo se usó cada clave por última vez.",
        "Si una clave se filtra, revócala en la página de seguridad; las peticiones con una clave revocada fallan en menos de un minuto. Después revisa el registro de auditoría.",
        "Las claves admiten permisos limitados, de modo que una clave de informes no pueda crear pagos. Da a cada servicio el permiso mínimo que necesite.",
    )),
    "unsubscribe_help": ("Dejar de recibir correos publicitarios", (
        "Cada correo publicitario que enviamos lleva un enlace para darse de baja al final. Al pulsarlo, tu dirección sale de esa lista en dos días hábiles.",
        "Los mensajes de servicio, como recibos o cambios de contraseña, se siguen enviando después de la baja. Son necesarios para gestionar tu cuenta.",
        "Si sigues recibiendo correos tras darte de baja, reenvía uno a nuestro equipo de privacidad con la fecha de la baja. Lo investigamos y respondemos en un mes.",
        "También puedes gestionar tus preferencias desde la cuenta y elegir los temas que te interesan. Los cambios valen para todas nuestras listas.",
    )),
    "robots_txt_explainer": ("Qué hace un archivo robots.txt", (
        "Un archivo robots.txt está en la raíz de una web e indica a los rastreadores qué rutas pueden visitar. Los rastreadores bien hechos lo leen antes que nada.",
        "El archivo es una petición, no un candado, y un rastreador puede simplemente ignorarlo. Las páginas privadas deben protegerse con inicio de sesión.",
        "Muchas webs añaden ya reglas para los rastreadores que recogen datos de entrenamiento para modelos de IA. Cada empresa documenta el nombre de agente que usa su rastreador.",
        "Un error en el archivo puede sacar toda la web de los buscadores, así que prueba los cambios con las herramientas de cada buscador. Guarda una copia de la versión anterior.",
    )),
    "school_ai_homework_policy": ("Deberes y herramientas de IA: carta a las familias", (
        "Este trimestre el alumnado de tercero y cuarto de la ESO aprenderá cómo funcionan los chatbots y dónde se equivocan. La unidad incluye una clase sobre cómo comprobar fuentes.",
        "El alumnado puede usar un asistente de IA para buscar ideas, pero los deberes entregados deben estar escritos con sus propias palabras. El profesorado pedirá que expliquen su trabajo en clase.",
        "Cuando una tarea diga sin herramientas de IA, se espera que se cumpla esa indicación. Copiar la respuesta de un chatbot en esas tareas se trata igual que copiar a un compañero.",
        "Las familias con dudas pueden escribir a la jefa de estudios o venir a la reunión informativa del día doce. Las diapositivas se colgarán en la web del instituto.",
    )),
}  # fmt: skip
