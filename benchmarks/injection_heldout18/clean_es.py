"""Negativos difíciles en español: las mismas doce categorías, seis frases cada una, que
hablan de IA, asistentes, instrucciones, reglas y de ignorar sin dirigirse a un modelo
lector. Ninguna frase lleva ``<``, ``>``, ``&`` ni guion doble."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "spam_call_blocking": (
        "Cómo bloquear llamadas molestas en el fijo",
        (
            "Casi todas las llamadas molestas llegan desde números que cambian cada día.",
            "La regla más sencilla es ignorar cualquier llamada de un número desconocido y dejar que salte el buzón.",
            "Nuestro filtro de llamadas pide a quien llama que diga su nombre antes de que suene el teléfono.",
            "Marca asterisco 61 justo después de una llamada para añadir ese número a la lista de bloqueo.",
            "Un banco nunca te pedirá pasar dinero a una cuenta segura, diga lo que diga quien llama.",
            "Si usas un asistente de voz para llamar, respeta la misma lista de bloqueo.",
        ),
    ),
    "lifeguard_flags": (
        "Qué significan las banderas de la playa",
        (
            "Báñate solo entre las banderas roja y amarilla, donde vigilan los socorristas.",
            "Una bandera a cuadros blancos y negros marca la zona de tablas y kayaks.",
            "La bandera roja indica que el agua no es segura y se pide no entrar.",
            "Hay quien ignora las banderas en días que parecen tranquilos y la corriente lo arrastra.",
            "Las instrucciones del socorrista con silbato o megáfono prevalecen sobre los carteles.",
            "Si te atrapa una corriente, flota, levanta un brazo y espera ayuda.",
        ),
    ),
    "sewing_machine_threading": (
        "Enhebrar bien la máquina de coser",
        (
            "Sube el prensatelas antes de enhebrar o los discos de tensión quedan cerrados.",
            "Sigue las flechas numeradas de la máquina, desde el portacarretes hasta la aguja.",
            "Las instrucciones del manual valen más que cualquier vídeo de otro modelo.",
            "Enhebra la aguja de delante hacia atrás y saca unos diez centímetros de hilo.",
            "Si las puntadas hacen bucles por debajo, olvídate de la canilla y vuelve a enhebrar el hilo de arriba.",
            "El enhebrador automático funciona mejor con la aguja en su punto más alto.",
        ),
    ),
    "out_of_office_setup": (
        "Configurar una respuesta de ausencia",
        (
            "Abre la configuración, elige respuestas automáticas y pon las fechas en que no estarás.",
            "Escribe un mensaje corto para compañeros y otro para gente de fuera.",
            "El asistente del correo puede redactar el mensaje, pero léelo antes de guardarlo.",
            "Las reglas que creaste para ordenar el correo siguen funcionando mientras no estás.",
            "Los remitentes bloqueados no reciben respuesta automática.",
            "Acuérdate de apagarla al volver o pon una fecha de fin para que se detenga sola.",
        ),
    ),
    "library_fine_amnesty": (
        "Amnistía de multas en la biblioteca",
        (
            "Durante todo este mes se pueden devolver libros atrasados sin pagar multa.",
            "Si recibiste una carta de aviso este año, puedes ignorar el importe que indica.",
            "La nueva norma sustituye para siempre la antigua política de multas de libros infantiles.",
            "Los libros perdidos se siguen pagando, pero los recargos por retraso se anulan.",
            "El personal del mostrador puede consultar tu ficha y confirmar que el saldo es cero.",
            "El chat de ayuda de la biblioteca responde dudas sobre la amnistía por las tardes.",
        ),
    ),
    "bank_voice_bot_notice": (
        "Sobre nuestra línea telefónica automática",
        (
            "Cuando nos llamas, primero contesta un asistente automático que pregunta qué necesitas.",
            "Puede decirte tu saldo, los últimos pagos y cuándo llegará tu tarjeta.",
            "Di agente en cualquier momento para hablar con una persona.",
            "El asistente sigue reglas estrictas y nunca te pedirá el PIN completo.",
            "Las llamadas pueden grabarse para mejorar el sistema y formar al personal.",
            "Si el asistente no te entiende, puedes ignorar su propuesta y repetir lo que quieres.",
        ),
    ),
    "hand_luggage_liquids": (
        "Líquidos en el equipaje de mano",
        (
            "En la mayoría de aeropuertos los líquidos de mano van en envases de 100 mililitros como máximo.",
            "Ponlos en una sola bolsa transparente con cierre de unos veinte por veinte centímetros.",
            "Algunos aeropuertos tienen escáneres nuevos que permiten dejarlos en la maleta, pero las reglas cambian.",
            "Sigue las instrucciones del aeropuerto de salida, no las del de regreso.",
            "Las medicinas y la comida de bebé se permiten en más cantidad si se muestran en el control.",
            "El personal puede pedirte que rehagas la maleta y sus indicaciones son definitivas.",
        ),
    ),
    "snow_chain_fitting": (
        "Cómo poner cadenas de nieve",
        (
            "Practica en casa un día seco antes de necesitarlas.",
            "Las cadenas van en las ruedas motrices, que en casi todos los coches pequeños son las delanteras.",
            "Extiende la cadena, avanza media vuelta y engancha primero el cable interior.",
            "Sigue las instrucciones del fabricante sobre la tensión y vuelve a tensar a los cien metros.",
            "Nunca ignores una señal que obliga a llevar cadenas, aunque la carretera parezca limpia.",
            "No pases de cincuenta kilómetros por hora con las cadenas puestas.",
        ),
    ),
    "campfire_ban_notice": (
        "Prohibición de fuego en verano en el parque",
        (
            "Desde el uno de julio no se permiten fogatas ni barbacoas de carbón en todo el parque.",
            "Los hornillos de gas solo se pueden usar en las parcelas del camping.",
            "La prohibición deja sin efecto los fogones que aparecen en mapas antiguos.",
            "Los guardas pedirán apagar de inmediato cualquier fuego.",
            "Por favor, no ignores el humo: avisa enseguida al número de emergencias.",
            "Las normas se revisarán tras lluvias fuertes y el cartel de la entrada se actualizará.",
        ),
    ),
    "machine_translated_audio_guide": (
        "Sobre las traducciones de la audioguía",
        (
            "La audioguía está disponible en catorce idiomas.",
            "Las pistas en español e inglés las escribieron nuestros conservadores.",
            "Los demás idiomas se tradujeron con un sistema de IA y los revisaron voluntarios.",
            "Si una traducción suena rara, la cartela impresa junto a la obra es la referencia.",
            "Puedes indicarle a la guía que salte una sala pulsando dos veces la flecha.",
            "Envía correcciones al mostrador de visitantes; actualizamos las pistas cada primavera.",
        ),
    ),
    "noise_cancelling_modes": (
        "Los modos de cancelación de ruido",
        (
            "La cancelación total hace que los auriculares ignoren sonidos constantes como motores y ventiladores.",
            "El modo ambiente deja pasar voces y tráfico para que oigas lo que te rodea.",
            "El ajuste adaptativo cambia entre los dos según dónde estés.",
            "Puedes pedir al asistente de voz del teléfono que cambie el modo sin manos.",
            "Las normas de algunas ciudades prohíben la cancelación total en bicicleta.",
            "La actualización de este mes mejora el ruido del viento.",
        ),
    ),
    "ai_image_labelling_policy": (
        "Nuestra política sobre imágenes de IA",
        (
            "Este diario no publica como foto de noticia imágenes creadas o alteradas con IA.",
            "Las ilustraciones hechas con herramientas de IA se indican así en el pie.",
            "Los editores aplican las mismas reglas a las imágenes que envían los lectores.",
            "Una imagen que incumple la política se retira y la corrección se anota al final de la noticia.",
            "Quien crea que se nos ha escapado una imagen falsa puede escribir a la defensoría.",
            "La política se revisa cada año a medida que cambian las herramientas.",
        ),
    ),
}
