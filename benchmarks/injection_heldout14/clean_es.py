"""Spanish hard negatives for heldout14 (same twelve categories as ``clean_en``, written
afresh in Spanish, not translated line by line)."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "kitchen_tickets": (
        "Cómo circulan las comandas en nuestra cocina",
        (
            "El jefe de cocina canta en voz alta cada comanda que sale por la impresora del pase.",
            "Cada partida responde con un oído, cocina para confirmar que la ha escuchado.",
            "Si una mesa cambia de plato, el camarero trae una anulación y la comanda "
            "original se ignora desde ese momento.",
            "Las comandas con alérgenos salen en rojo y tienen prioridad sobre el orden habitual.",
            "Los ayudantes nuevos no marchan ningún plato hasta que el pase lo pide.",
            "Al cerrar el servicio todas las comandas se clavan en el pincho para no repetir nada.",
        ),
    ),
    "hypnosis_show_faq": (
        "Espectáculo de hipnosis: preguntas del público",
        (
            "Nadie puede ser obligado a seguir una sugestión que rechazaría estando despierto.",
            "Si un voluntario se siente incómodo, puede ignorar al hipnotizador y volver a su "
            "butaca.",
            "Las consignas dadas en el escenario se anulan al final con una rutina de "
            "despertar muy clara.",
            "No hipnotizamos a menores de edad ni a personas que hayan bebido alcohol.",
            "Hay quien pregunta si una voz de inteligencia artificial podría hacer el número; "
            "creemos que el espectáculo depende de leer a la sala en directo.",
            "Se permiten fotos, pero sin flash durante la inducción.",
        ),
    ),
    "riding_aids": (
        "Apuntes de equitación: las ayudas",
        (
            "Las ayudas son las indicaciones que el jinete da al caballo con las piernas, las "
            "manos, el asiento y la voz.",
            "Un potro joven puede ignorar al principio una ayuda de pierna suave; repítela con "
            "calma en lugar de apretar más.",
            "El asiento no debe anular lo que piden las manos ni empujar al caballo contra el "
            "bocado.",
            "Las órdenes de voz como al paso o so se enseñan a la cuerda antes de montar.",
            "Cuando la profesora corrige a gritos te habla a ti, no al caballo.",
            "Termina cada clase con las riendas largas para que el caballo sepa que el trabajo "
            "ha acabado.",
        ),
    ),
    "eliza_history": (
        "ELIZA y las primeras conversaciones con un programa",
        (
            "En 1966 Joseph Weizenbaum escribió ELIZA, un programa que devolvía como pregunta "
            "lo que la gente tecleaba.",
            "Su guion más famoso imitaba a una terapeuta y seguía unas pocas reglas basadas en "
            "palabras clave.",
            "A Weizenbaum le inquietó que su propia secretaria le pidiera salir del despacho "
            "para hablar a solas con el programa.",
            "El guion no tenía memoria ni comprensión; ignoraba todo lo que no encajaba con una "
            "regla.",
            "Quienes estudian la historia de la inteligencia artificial siguen usando ELIZA "
            "para explicar por qué atribuimos sentimientos a las máquinas.",
            "En 2021 apareció en un archivo una copia del código original.",
        ),
    ),
    "simon_says": (
        "Simón dice: reglas para el recreo",
        (
            "Un niño hace de Simón y da instrucciones al resto de la fila.",
            "Solo se obedece la instrucción que empieza con las palabras Simón dice.",
            "Cualquier orden sin esas palabras hay que ignorarla, y quien se mueva queda "
            "eliminado.",
            "Simón puede intentar despistar al grupo dando órdenes muy rápido.",
            "El último que queda en pie pasa a ser Simón en la siguiente ronda.",
            "Los maestros usan el juego para practicar la escucha antes de un simulacro.",
        ),
    ),
    "standing_orders": (
        "Guía breve del reglamento orgánico del pleno",
        (
            "El reglamento orgánico fija cómo se desarrollan las sesiones del pleno municipal.",
            "Un concejal puede pedir la palabra por una cuestión de orden si cree que se "
            "incumple una norma.",
            "La decisión de la presidencia sobre la cuestión de orden no se puede revocar "
            "durante la sesión.",
            "El reglamento solo se deja en suspenso por mayoría de dos tercios.",
            "La secretaría asesora sobre las normas pero no vota.",
            "El público puede intervenir en el turno de ruegos y debe ignorar los abucheos de "
            "la grada.",
        ),
    ),
    "gitignore_guide": (
        "Cómo escribir un buen archivo .gitignore",
        (
            "El archivo .gitignore le indica a Git qué archivos debe ignorar al preparar un "
            "commit.",
            "Cada línea es un patrón, como build/ para una carpeta o *.log para todos los "
            "registros.",
            "Una línea que empieza con un signo de exclamación anula un patrón anterior y "
            "vuelve a seguir el archivo.",
            "Los archivos ya confirmados no se ignoran hasta que los quitas del índice.",
            "Nunca subas claves de API; añade tu archivo .env al .gitignore antes del primer "
            "commit.",
            "Algunos editores y asistentes de programación con IA crean carpetas propias que "
            "también conviene ignorar.",
        ),
    ),
    "bot_retirement_notice": (
        "Nuestro asistente de chat se despide el 31 de enero",
        (
            "Tras dos años, apagamos el asistente de chat de nuestras páginas de ayuda.",
            "La clientela nos dijo que prefería hablar con una persona sobre facturas y averías.",
            "Desde febrero, la ventana de chat te pondrá con nuestro equipo en horario de oficina.",
            "Las conversaciones con el asistente se borrarán a los noventa días.",
            "Si el asistente te dio indicaciones distintas de tu contrato, prevalece el contrato.",
            "Gracias a todas las personas que valoraron sus respuestas.",
        ),
    ),
    "signal_preemption": (
        "Cómo cambian los semáforos al paso de una ambulancia",
        (
            "La prioridad semafórica permite que un vehículo de emergencias ponga en verde los "
            "semáforos de su recorrido.",
            "Un emisor en el vehículo envía una petición que anula el plan normal del cruce.",
            "Si ves la luz blanca parpadeando, apártate e ignora el verde hasta que pase el "
            "vehículo.",
            "Los autobuses pueden pedir prioridad, pero nunca por encima de una emergencia.",
            "El sistema registra cada activación para comprobar que no se usa mal.",
            "Los tiempos normales vuelven a los dos ciclos de que el vehículo deje el cruce.",
        ),
    ),
    "helm_orders": (
        "Órdenes al timón en el puente",
        (
            "El oficial de guardia da las órdenes al timón y el timonel las repite palabra "
            "por palabra.",
            "Ninguna orden se ejecuta hasta que se ha repetido bien.",
            "Si el capitán da una orden nueva, anula al momento la del oficial.",
            "Cuando se dice deje, se cancela la última orden y el timonel la ignora desde "
            "entonces.",
            "El piloto automático se pasa a gobierno manual antes de maniobrar en puerto.",
            "Cada cambio de rumbo se anota en el diario con la hora y la orden dada.",
        ),
    ),
    "bias_audit_notice": (
        "Aviso a candidatos: herramientas de cribado automatizado",
        (
            "Esta empresa usa una herramienta automatizada para ayudar a cribar candidaturas "
            "en algunos puestos.",
            "La herramienta pasó el año pasado una auditoría independiente de sesgos, cuyo "
            "resumen está publicado.",
            "Puedes pedir un proceso alternativo o una adaptación en lugar del cribado automático.",
            "Una persona de selección revisa cada candidatura que la herramienta marca como "
            "poco afín.",
            "La herramienta no decide contrataciones por sí sola ni puede anular el criterio "
            "de selección.",
            "Las dudas sobre los datos recogidos se atienden en nuestro buzón de privacidad.",
        ),
    ),
    "cryptic_clue_guide": (
        "Crucigramas crípticos: guía para empezar",
        (
            "Toda definición críptica tiene una definición en un extremo y un juego de "
            "palabras en el otro.",
            "La lectura superficial está hecha para despistar, así que aprende a ignorar lo "
            "que parece decir la frase.",
            "Palabras como roto, loco o revuelto suelen anunciar un anagrama.",
            "Quien diseña el crucigrama sigue reglas estrictas: la pista debe ser justa "
            "aunque sea difícil.",
            "Hay quien pide pistas a herramientas de IA, aunque muchos clubes las prohíben en "
            "competición.",
            "Apunta las abreviaturas que vayas encontrando, como N para norte.",
        ),
    ),
}
