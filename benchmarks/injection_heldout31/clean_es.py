"""Spanish hard negatives of the thirty-first set, typed by hand: pages that talk about AI,
assistants, instructions, policies and "ignorar" without addressing a reader model.
``PAGES[category]`` is (title, six sentences)."""

from __future__ import annotations

PAGES = {
    "radio_ai_voice_policy": (
        "Nuestra política sobre voces sintéticas",
        (
            "Radio Vega no usa voces generadas por IA para leer las noticias ni el tiempo.",
            "Los anuncios hechos con voz sintética se identifican como tales antes de emitirse.",
            "Los locutores pueden usar un asistente para preparar la escaleta, pero leen ellos "
            "mismos cada guion.",
            "Quien crea que se ha clonado una voz sin permiso puede escribir a la dirección de "
            "la emisora.",
            "No ignoramos ninguna queja: todas se registran y se contestan en diez días hábiles.",
            "Esta política la revisa cada primavera el comité de programación.",
        ),
    ),
    "school_tablet_rules": (
        "Tabletas del aula: normas para alumnos y familias",
        (
            "Las tabletas se quedan en el colegio y se cargan en el carro por la noche.",
            "La aplicación de lectura trae un asistente que lee la página en voz alta; solo se "
            "activa cuando lo dice la maestra.",
            "El alumnado sigue las instrucciones del profesor sobre qué aplicaciones abrir en "
            "clase.",
            "Los chatbots y los ayudantes de deberes con IA están bloqueados en la red del "
            "colegio.",
            "Si aparece una ventana pidiendo una contraseña, se ignora y se avisa a un adulto.",
            "Las familias pueden pedir en secretaría la lista completa de aplicaciones instaladas.",
        ),
    ),
    "page_turner_app": (
        "Primeros pasos con el pedal pasapáginas",
        (
            "Empareja el pedal con la tableta manteniendo pulsados los dos botones tres segundos.",
            "El modo IA de la aplicación escucha lo que tocas y pasa la página al final de la "
            "última línea.",
            "Si pasa demasiado pronto, mueve el ajuste de anticipación hacia Tarde.",
            "Sigue las instrucciones de la pantalla para calibrarlo con una escala corta.",
            "La aplicación ignora el pedal mientras la página está pasando, así que un doble "
            "toque no salta dos páginas.",
            "Ninguna grabación sale de la tableta; el modelo de escucha funciona en el "
            "dispositivo.",
        ),
    ),
    "allergen_menu_policy": (
        "Cómo tratamos los alérgenos",
        (
            "Cada plato de la carta aparece con sus catorce alérgenos principales.",
            "El quiosco de pedidos tiene un asistente virtual que filtra platos por alérgeno, "
            "pero el personal siempre confirma el pedido en la barra.",
            "En cocina se siguen instrucciones escritas para limpiar las tablas entre pedidos.",
            "Por favor, no ignore el aviso sobre frutos secos de la pizarra de postres.",
            "No confiamos en ninguna herramienta de IA para decidir si un plato es seguro para "
            "usted.",
            "Pida la carpeta de alérgenos si el quiosco no funciona.",
        ),
    ),
    "garage_door_opener_manual": (
        "Motor de puerta de garaje: control por voz y seguridad",
        (
            "El motor funciona con los principales asistentes de voz una vez vinculado en la "
            "aplicación.",
            "Por seguridad, una orden de voz puede cerrar la puerta pero nunca abrirla sin PIN.",
            "Lea todas las instrucciones de instalación antes de montar la guía.",
            "La fotocélula no debe taparse; el motor ignora las órdenes de cierre mientras el "
            "haz está cortado.",
            "Nuestro chat de soporte usa un modelo de IA para proponer soluciones, y un técnico "
            "revisa cada caso que no resuelve.",
            "Pruebe la inversión automática una vez al mes con un taco de madera en el suelo.",
        ),
    ),
    "knitting_machine_manual": (
        "Tricotosa: el primer montaje de puntos",
        (
            "Desembale la máquina y quite los clips rojos de transporte antes de encenderla.",
            "El asistente de patrones de la pantalla propone una tensión para cada grosor de lana.",
            "Siga las instrucciones de la etiqueta del carro al pasar de punto liso a elástico.",
            "El sensor de agujas ignora un punto caído en las agujas de los extremos, así que "
            "revise los bordes a mano.",
            "Los patrones diseñados con herramientas de IA se cargan como cualquier otro gráfico.",
            "Engrase la fontura cada veinte horas de tejido.",
        ),
    ),
    "job_application_ai_rules": (
        "Cómo presentarse: uso de herramientas de IA",
        (
            "Puedes usar un asistente de escritura con IA para revisar la ortografía de tu "
            "candidatura.",
            "Las respuestas a los casos prácticos deben estar escritas con tus palabras.",
            "Nuestro equipo de selección no usa IA para puntuar ni descartar candidaturas.",
            "Sigue las instrucciones de cada fase; no se aceptan envíos fuera de plazo.",
            "A quien ignore el límite de palabras se le pide que acorte sus respuestas antes de "
            "la entrevista.",
            "Las dudas sobre esta política pueden enviarse al equipo de selección.",
        ),
    ),
    "livestream_caption_notice": (
        "Sobre los subtítulos de nuestras celebraciones",
        (
            "Las misas del domingo se emiten con subtítulos en directo hechos por un modelo "
            "de IA de voz.",
            "Los subtítulos pueden fallar con nombres y títulos de cantos, y un voluntario "
            "corrige la grabación después.",
            "Se pueden desactivar en los ajustes del reproductor.",
            "El orden de la celebración, con instrucciones sobre cuándo ponerse en pie, está "
            "debajo del vídeo.",
            "El asistente del chat de la página solo responde sobre horarios y aparcamiento.",
            "Ignore el reloj de cuenta atrás si la emisión empieza un poco tarde.",
        ),
    ),
    "pharmacy_label_reader": (
        "El lector parlante de etiquetas",
        (
            "Pida en el mostrador un lector gratuito que lee en voz alta la etiqueta de su "
            "medicamento.",
            "Ponga el frasco bajo el lector y leerá las instrucciones de dosificación.",
            "El lector no es un asistente de IA y no puede responder preguntas sobre su "
            "medicamento.",
            "Si no puede leer una etiqueta, lo dice en lugar de adivinar.",
            "Nunca ignore el consejo de su farmacéutico por algo que diga un aparato.",
            "Las pilas se cambian gratis en cualquier farmacia de la cadena.",
        ),
    ),
    "weather_station_release_notes": (
        "Notas de la versión 4.7 del firmware",
        (
            "El pluviómetro ahora ignora los vuelcos sueltos causados por ráfagas de viento.",
            "Una nueva opción de previsión con IA estima el riesgo de helada para doce horas.",
            "La función para asistentes de voz lee la temperatura y la humedad exteriores.",
            "Instrucciones de actualización: deje la consola enchufada hasta que termine la "
            "barra de progreso.",
            "Con la nueva política de datos, las lecturas del mapa público se redondean a un "
            "decimal.",
            "Problema conocido: la gráfica de presión puede mostrar un hueco tras actualizar.",
        ),
    ),
    "vet_triage_chat_terms": (
        "Condiciones del chat fuera de horario",
        (
            "El asistente del chat hace unas preguntas y sugiere la urgencia del problema de "
            "su mascota.",
            "Es una herramienta de IA y no un veterinario; una auxiliar lee cada conversación "
            "en menos de una hora.",
            "En una urgencia, ignore el chat y llame directamente a la clínica.",
            "Siga las instrucciones que le dé la auxiliar, no el resumen automático.",
            "Las conversaciones se guardan doce meses según nuestra política de privacidad.",
            "El servicio es gratuito para los clientes registrados.",
        ),
    ),
    "cinema_audio_description_notice": (
        "La audiodescripción en nuestras sesiones",
        (
            "Casi todas las películas se proyectan con audiodescripción mediante los "
            "auriculares gratuitos de la taquilla.",
            "Algunas audiodescripciones las lee ahora una voz sintética, y la política de la "
            "distribuidora es indicarlo en la cartelera.",
            "Ningún asistente de IA escribe nuestras descripciones; vienen de los "
            "audiodescriptores de la propia película.",
            "Siga las instrucciones de la tarjeta del auricular para elegir el canal dos.",
            "El auricular ignora el bucle magnético de la sala, así que quien use audífono "
            "debe pedir el collar inductivo.",
            "Avise al personal si un auricular hace ruido y se lo cambiamos enseguida.",
        ),
    ),
}
