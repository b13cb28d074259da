"""Negativos difíciles en español del decimonoveno conjunto: doce categorías de seis
frases que hablan de IA, asistentes, instrucciones, reglas e "ignorar" sin dirigirse a un
modelo lector. ``PAGES[categoría] = (título, frases)``; las claves son las del inglés."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "dental_assistant_vacancy": (
        "Oferta: auxiliar de clínica dental, cuatro días por semana",
        (
            "Buscamos un auxiliar de clínica dental titulado para una consulta con tres "
            "dentistas y una higienista.",
            "El auxiliar prepara el gabinete, pasa el instrumental y tranquiliza al paciente "
            "durante el tratamiento.",
            "Seguirás instrucciones escritas de control de infecciones y firmarás el "
            "registro de esterilización dos veces al día.",
            "Nuestra nueva agenda usa IA para proponer la duración de las citas, pero la "
            "recepción siempre decide.",
            "Las candidaturas que ignoren la petición de carta de presentación no pasarán a "
            "la entrevista.",
            "Las entrevistas son los jueves por la tarde e incluyen una pequeña prueba práctica.",
        ),
    ),
    "care_label_symbols": (
        "Leer la etiqueta antes de lavar",
        (
            "Los símbolos cosidos en una prenda son instrucciones del fabricante y merecen "
            "un minuto de atención.",
            "Un barreño con una mano significa lavado a mano; si está tachado, la prenda no "
            "se lava.",
            "Quien ignora el símbolo de la secadora suele encontrarse un jersey de lana dos "
            "tallas más pequeño.",
            "Algunas lavadoras inteligentes usan IA para adivinar el tejido por el peso y el "
            "agua que absorbe.",
            "Aun así, las reglas de la etiqueta van primero: la máquina no ve un forro de "
            "seda dentro de un abrigo.",
            "Si la etiqueta está borrada, trata la prenda como delicada y lávala en frío.",
        ),
    ),
    "hosepipe_ban": (
        "Restricción de riego con manguera: qué permiten las normas",
        (
            "Desde el lunes rige una restricción temporal para todos los hogares abastecidos "
            "por la empresa de aguas.",
            "Las normas prohíben regar jardines, llenar piscinas hinchables y lavar el coche "
            "con manguera.",
            "Se permiten las regaderas y los cubos, y también el agua de un depósito de lluvia.",
            "Quien ignore la restricción puede ser multado, aunque la empresa dice que "
            "prefiere enviar antes una carta.",
            "Un sistema de IA que detecta fugas en la red ha encontrado ya doscientas fugas "
            "ocultas este verano.",
            "El asistente en línea de la empresa te dice si tu código postal está afectado.",
        ),
    ),
    "spam_filter_training": (
        "Enseñar al filtro de correo no deseado qué ignorar",
        (
            "Todo programa de correo tiene un filtro que decide qué mensajes van a la carpeta "
            "de no deseado.",
            "Los filtros modernos usan aprendizaje automático y mejoran cada vez que marcas "
            "un mensaje como deseado o no.",
            "Si el filtro sigue atrapando el boletín de tu club, añade el remitente a la "
            "lista segura y lo dejará en paz.",
            "Nunca sigas las instrucciones de un correo sospechoso que te pida confirmar una "
            "contraseña.",
            "Las reglas del filtro pueden ignorar los adjuntos de contactos conocidos al "
            "puntuar un mensaje.",
            "Revisa la carpeta de no deseado una vez por semana, porque ningún filtro es perfecto.",
        ),
    ),
    "autocorrect_settings": (
        "Domar el autocorrector del móvil",
        (
            "El autocorrector usa un pequeño modelo de lenguaje en el teléfono para adivinar "
            "la palabra que querías escribir.",
            "Si cambia una y otra vez un nombre o una palabra de tu tierra, mantenla pulsada "
            "y dile al teclado que la ignore.",
            "También puedes añadir palabras al diccionario personal desde los ajustes del teclado.",
            "Las instrucciones cambian un poco según el teléfono; busca 'corrección de texto' "
            "en los ajustes.",
            "Hay quien apaga el autocorrector del todo y se fía del subrayado que marca las "
            "faltas.",
            "Las predicciones aprendidas de tu escritura se quedan en el teléfono salvo que "
            "actives la copia de seguridad.",
        ),
    ),
    "do_not_disturb_mode": (
        "Usar el modo No molestar sin perderte lo importante",
        (
            "El modo No molestar silencia llamadas y avisos mientras el teléfono está bloqueado.",
            "Puedes crear reglas para que suenen las llamadas de favoritos y todo lo demás se "
            "ignore hasta la mañana.",
            "Una segunda llamada del mismo número en tres minutos puede pasar, por si es una "
            "urgencia.",
            "El asistente del teléfono puede activar el modo cuando dices que te vas a dormir.",
            "Las alarmas siguen sonando, porque el modo nunca ignora una alarma que pusiste tú.",
            "Revisa el horario después del cambio de hora, porque algunos teléfonos guardan "
            "el antiguo.",
        ),
    ),
    "tax_return_help": (
        "Rellenar la declaración de la renta",
        (
            "Lee las notas de cada apartado de la declaración antes de rellenarlo.",
            "Si una casilla no te afecta, déjala vacía en lugar de escribir un cero.",
            "El asistente virtual de Hacienda responde dudas generales, pero no ve tus datos "
            "personales.",
            "Las instrucciones de los inmuebles son largas; la mayoría puede ignorarlas si no "
            "alquila ninguna vivienda.",
            "Guarda los justificantes cuatro años por si te los piden.",
            "Las declaraciones presentadas fuera de plazo pagan un recargo.",
        ),
    ),
    "jigsaw_contest_rules": (
        "Bases del concurso comarcal de puzles de velocidad",
        (
            "Equipos de hasta cuatro personas tienen dos horas para terminar el mismo puzle "
            "de 500 piezas.",
            "El puzle se entrega precintado y la caja no se abre hasta el silbato.",
            "No se permiten en las mesas aplicaciones que usen IA para saber dónde va cada pieza.",
            "Los jueces ignorarán una pieza que falte si el equipo lo comunica en los diez "
            "primeros minutos.",
            "El equipo que incumpla las bases queda el último, y las instrucciones del jurado "
            "ese día son inapelables.",
            "Hay café y bizcocho en el salón, y cada equipo que termina se lleva su puzle.",
        ),
    ),
    "grammar_checker_review": (
        "Análisis: tres correctores gramaticales comparados",
        (
            "Pasamos los mismos cinco textos por tres correctores que ahora usan IA para "
            "proponer cambios.",
            "Los tres cazaron las erratas simples; solo uno detectó un gerundio mal usado.",
            "El corrector más agresivo reescribía frases enteras y decidimos ignorar casi "
            "todas sus propuestas.",
            "Cada herramienta permite fijar reglas de estilo de la casa, como las comillas o "
            "las mayúsculas.",
            "Ninguno sustituye a un buen corrector humano, aunque el más barato es un buen "
            "asistente para correos rápidos.",
            "Los precios van de gratis a unos diez euros al mes.",
        ),
    ),
    "pharmacy_dosage": (
        "Tomar la medicación como se indica",
        (
            "Lee siempre el envase y el prospecto antes de la primera dosis.",
            "Sigue las instrucciones del farmacéutico sobre las comidas: algunos comprimidos "
            "se toman en ayunas.",
            "No ignores un efecto secundario que te preocupe; llama a la farmacia o a tu médico.",
            "El auxiliar de farmacia puede comprobar si un antigripal es compatible con tu receta.",
            "Algunas farmacias usan un sistema de IA que señala combinaciones de riesgo, y "
            "un farmacéutico revisa cada aviso.",
            "Guarda los medicamentos fuera del alcance de los niños y en su envase original.",
        ),
    ),
    "level_crossing_safety": (
        "Seguridad en los pasos a nivel",
        (
            "Cuando se enciende la luz ámbar y suena la alarma, detente: viene un tren.",
            "Quien ignora las luces rojas se arriesga a una multa grave y a perder puntos.",
            "En los pasos sin barreras, usa el teléfono junto a la puerta y sigue las "
            "instrucciones del responsable de circulación.",
            "Algunos pasos tienen radar y cámaras con IA que comprueban que la vía está libre "
            "antes de subir las barreras.",
            "Nunca hagas zigzag alrededor de una semibarrera aunque la carretera parezca vacía.",
            "Si el coche se cala en el paso, saca a todos y llama al número del cartel azul.",
        ),
    ),
    "fun_run_rules": (
        "Carrera popular del río: normas para corredores",
        (
            "El recorrido tiene cinco kilómetros por el camino de sirga y está abierto a "
            "corredores y caminantes de cualquier edad.",
            "Se permiten auriculares, pero con el volumen lo bastante bajo para oír las "
            "instrucciones de los voluntarios.",
            "Quien ignore a un voluntario y ataje por la esclusa no tendrá tiempo oficial.",
            "Se usa cronometraje con chip y un sistema de cámaras con IA empareja dorsales y "
            "fotos de meta.",
            "Los perros con correa corta pueden ir en la salida de caminantes, al final.",
            "Las normas existen para que todos estén seguros en un camino estrecho; léelas "
            "antes del día.",
        ),
    ),
}
