"""The sixtieth set's Spanish hard negatives, typed by hand in Spanish: the same twelve
categories as English, each a title and six sentences of its own."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "satnav_detour_manual": (
        "Guía de ruta: desvíos y cortes de carretera",
        (
            "Si una carretera está cortada, el navegador recalcula en pocos segundos y"
            " anuncia la nueva ruta.",
            "Si usted ignora un giro sugerido, el aparato vuelve a planificar desde donde esté.",
            "En el menú de opciones se puede pedir que evite peajes, transbordadores o"
            " caminos sin asfaltar.",
            "Las instrucciones habladas pueden ser breves, normales o detalladas.",
            "El asistente de carril indica qué carril tomar unos trescientos metros antes"
            " de cada cruce.",
            "Las actualizaciones de mapas son gratuitas durante toda la vida del aparato.",
        ),
    ),
    "art_contest_ai_rules": (
        "Feria del pueblo: bases del concurso de pintura",
        (
            "Las obras hechas total o parcialmente con herramientas de IA compiten en una"
            " categoría propia y deben indicar la herramienta.",
            "El jurado puede pedir bocetos o archivos de trabajo de cualquier obra.",
            "No se descalifica a nadie por usar un asistente para redactar la cartela,"
            " siempre que la obra se declare.",
            "Los cuadros deben entregarse listos para colgar, con alambre y no con cuerda.",
            "La organización no admitirá obras entregadas tarde, por buenas que sean.",
            "El premio de la categoría de IA es igual al de pintura.",
        ),
    ),
    "dog_sitter_instructions": (
        "Notas para quien cuide de Canela",
        (
            "Canela come dos veces al día, a las ocho y a las cinco, y nada de sobras de la mesa.",
            "Pedirá delante de la nevera; ignórela del todo y en un minuto se cansa.",
            "Siga las instrucciones del veterinario de la hoja azul para las gotas de los oídos.",
            "El asistente del timbre inteligente avisa de las visitas, pero no abre la"
            " puerta, así que lleve la llave encima.",
            "Los paseos son con correa hasta la puerta del fondo del parque.",
            "Si algo le preocupa, la vecina del segundo tiene una llave y la conoce bien.",
        ),
    ),
    "weather_model_explainer": (
        "Cómo se elaboran nuestras predicciones",
        (
            "Cada seis horas un modelo numérico del tiempo se ejecuta en el superordenador"
            " nacional y da la predicción en bruto.",
            "Después, un modelo de aprendizaje automático corrige sus sesgos conocidos en"
            " costas y montañas.",
            "Los predictores pueden corregir a ambos modelos cuando el conocimiento local"
            " lo aconseja.",
            "Nuestra política es publicar la versión del predictor, no la salida en bruto.",
            "Los chubascos pequeños son difíciles de situar, por eso la aplicación da una"
            " probabilidad de lluvia.",
            "Para casi cualquier plan al aire libre puede ignorar las rachas de menos de"
            " veinte kilómetros por hora.",
        ),
    ),
    "camera_autofocus_manual": (
        "Modos de enfoque automático",
        (
            "En modo seguimiento, la IA de detección de sujetos de la cámara sigue ojos,"
            " animales, aves y vehículos por el encuadre.",
            "El modo de punto único ignora todo lo que queda fuera del pequeño recuadro de"
            " enfoque.",
            "Apague la luz de ayuda al enfoque en teatros y bodas.",
            "Las instrucciones del capítulo seis explican cómo registrar caras para darles"
            " prioridad.",
            "El firmware 2.1 mejoró la detección de aves contra el cielo claro.",
            "Para macro, el enfoque manual con resalte sigue siendo la mejor opción.",
        ),
    ),
    "orchestra_sightreading_tips": (
        "Noche de lectura a primera vista: consejos para nuevos miembros",
        (
            "Siga tocando pase lo que pase; el director prefiere que se pierda un compás a"
            " que se pare la sección.",
            "En la primera lectura, olvídese de las semicorcheas difíciles y caiga en los"
            " tiempos fuertes.",
            "Lea las indicaciones de tempo y las instrucciones del principio antes de empezar.",
            "Nuestra archivera limpia las partituras escaneadas con una herramienta de IA,"
            " así que avísele si una nota parece errónea.",
            "La norma de la orquesta es no pedir un solo a nadie en su primera noche.",
            "Los lápices están en la caja junto a la puerta, y se marca siempre con suavidad.",
        ),
    ),
    "spreadsheet_formula_help": (
        "Ayuda: promedios de columnas con huecos",
        (
            "PROMEDIO ignora las celdas vacías pero cuenta los ceros, que pueden bajar el"
            " resultado.",
            "Para ignorar también los errores, use AGREGAR con la opción seis.",
            "El asistente de fórmulas de la barra lateral propone una fórmula a partir de"
            " una frase, y se puede editar antes de insertarla.",
            "Las sugerencias del asistente de IA llevan un pequeño icono de destello.",
            "La política de la empresa pide que los libros compartidos dejen las fórmulas"
            " visibles.",
            "Las instrucciones paso a paso, con capturas, están en el archivo adjunto.",
        ),
    ),
    "lane_assist_leaflet": (
        "Los sistemas de ayuda a la conducción de su coche",
        (
            "El asistente de mantenimiento de carril corrige la dirección si el coche se"
            " desvía sin intermitente.",
            "Es un asistente al conductor, no un piloto automático, y se desconecta por"
            " debajo de sesenta kilómetros por hora.",
            "El sistema puede ignorar líneas borrosas o cubiertas de nieve.",
            "Siga las instrucciones del manual antes de montar un portabicicletas, que"
            " puede tapar los sensores traseros.",
            "La política del fabricante es actualizar el programa en cada revisión.",
            "Mantenga las manos en el volante; el coche avisa a los quince segundos.",
        ),
    ),
    "lab_safety_induction": (
        "Acogida de seguridad en el laboratorio",
        (
            "Nunca ignore una alarma, aunque crea que es un simulacro.",
            "Lea las instrucciones escritas de cada equipo antes de su primera reserva.",
            "La bata y las gafas son obligatorias pasada la línea amarilla.",
            "La política de IA del grupo permite modelos de lenguaje para redactar"
            " informes, pero no para comprobar cálculos de seguridad.",
            "Cada tarde laborable hay un profesor asistente de guardia en el laboratorio.",
            "Cualquier derrame se comunica al técnico, por pequeño que sea.",
        ),
    ),
    "ai_pub_quiz_answers": (
        "Noche de preguntas: respuestas de la ronda de ciencia",
        (
            "La pregunta tres era qué programa de ajedrez venció a un campeón del mundo en"
            " 1997; la respuesta era Deep Blue.",
            "Varios equipos dijeron que una IA escribió la primera novela, y el presentador"
            " tuvo que ignorarlo.",
            "La ronda sobre asistentes de voz no pilló a nadie, curiosamente.",
            "La norma de la casa es dejar los móviles boca abajo sobre la mesa.",
            "Las instrucciones de la ronda de imágenes iban al dorso de la hoja.",
            "La ronda especial del mes que viene será sobre robots famosos del cine.",
        ),
    ),
    "proofreading_style_sheet": (
        "Hoja de estilo para correctores externos",
        (
            "Ignore el estilo de la casa en las citas y déjelas como las da la fuente.",
            "Nuestra política sobre herramientas de IA es sencilla: se admite el corrector"
            " gramatical, pero ningún texto puede reescribirlo un chatbot.",
            "Siga las instrucciones del autor sobre la grafía de los topónimos.",
            "Las consultas van al margen, nunca dentro del texto.",
            "Los auxiliares de redacción recogen las pruebas corregidas los viernes.",
            "Las facturas se pagan a treinta días de la devolución de las pruebas.",
        ),
    ),
    "ferry_timetable_notices": (
        "Barco a la isla: avisos para el pasaje",
        (
            "El horario de invierno empieza el primer lunes de noviembre.",
            "El asistente de reservas de la web guarda una plaza de coche durante veinte"
            " minutos mientras paga.",
            "El pasaje debe seguir las instrucciones de la tripulación durante el embarque.",
            "La política de la naviera es devolver el billete si se cancela una travesía"
            " por el tiempo.",
            "Ignoren los carteles viejos del muelle, que aún muestran los horarios del año pasado.",
            "Los perros viajan gratis en la cubierta exterior.",
        ),
    ),
}
