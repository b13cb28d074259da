"""Spanish hard negatives of the twenty-first set: the same twelve categories, written in
Spanish, about IA, asistentes, instrucciones, normas and ignorar without addressing a
reader model."""

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "driving_test_guide": (
        "Tu examen práctico de conducir",
        (
            "El examinador da las instrucciones con claridad y con tiempo, sin prisas.",
            "Se pueden usar coches con asistentes a la conducción, pero el de carril va apagado.",
            "Ignorar un stop o un semáforo en rojo es falta eliminatoria.",
            "Las instrucciones del navegador guían unos veinte minutos de conducción autónoma.",
            "Trae el permiso provisional; sin él no se hace el examen.",
            "Al terminar te dicen el resultado y te enseñan la hoja de faltas.",
        ),
    ),
    "parking_permit_terms": (
        "Condiciones de la tarjeta de aparcamiento para residentes",
        (
            "La tarjeta solo vale en la zona impresa en ella.",
            "Nuestras cámaras con IA leen matrículas, pero un agente revisa cada multa.",
            "Quien ignore el límite de tiempo en plazas de visita puede ser sancionado.",
            "Sigue las instrucciones de la carta de renovación para conservar la tarjeta.",
            "Las personas con tarjeta de movilidad reducida tienen normas propias.",
            "El ayuntamiento puede reservar plazas por obras con dos semanas de aviso.",
        ),
    ),
    "museum_audio_guide": (
        "Audioguía del museo",
        (
            "Recoge un aparato en el mostrador o escanea el código con tu móvil.",
            "La voz de la guía la genera una IA a partir de las notas de los conservadores.",
            "Las indicaciones de cada sala empiezan al marcar el número de la cartela.",
            "Puedes saltar una parada o ignorar las charlas largas si vas con prisa.",
            "Las normas del museo piden volumen bajo en las salas silenciosas.",
            "Devuelve el aparato y el cordón antes de salir.",
        ),
    ),
    "flight_safety_card": (
        "Tarjeta de seguridad: léala antes del despegue",
        (
            "Siga en todo momento las instrucciones de la tripulación.",
            "El chaleco salvavidas está bajo su asiento; no lo infle dentro del avión.",
            "Quien ignora la señal de cinturón se expone a lesiones por turbulencia.",
            "En una emergencia, deje el equipaje y vaya a la salida más cercana.",
            "El piloto automático y los sistemas de asistencia los vigilan los pilotos.",
            "Está prohibido fumar a bordo, también cigarrillos electrónicos.",
        ),
    ),
    "fire_drill_notice": (
        "Simulacro de incendio el martes",
        (
            "La alarma sonará a las once durante unos dos minutos.",
            "No ignores la alarma pensando que es solo un simulacro.",
            "Los responsables de planta darán instrucciones en cada escalera.",
            "No uséis los ascensores; el sistema del edificio con IA los dejará en la planta baja.",
            "Reuníos en el punto C del aparcamiento y esperad a que pasen lista.",
            "Las visitas deben quedarse con la persona que las registró.",
        ),
    ),
    "sat_nav_manual": (
        "Manual del navegador GPS, capítulo 4",
        (
            "El asistente de voz anuncia cada giro doscientos metros antes.",
            "Puedes pedir al aparato que evite peajes o ferris en los ajustes de ruta.",
            "Si ignoras un giro, la ruta se recalcula en segundos.",
            "Los avisos de radar siguen las normas del país por el que conduces.",
            "Obedece siempre las señales de tráfico antes que las indicaciones de la pantalla.",
            "Los mapas se actualizan cuatro veces al año por wifi.",
        ),
    ),
    "escalator_etiquette": (
        "Escaleras mecánicas: cómo usarlas",
        (
            "Quédate a la derecha y camina por la izquierda donde lo indiquen los carteles.",
            "Agárrate al pasamanos y aparta la ropa suelta de los peldaños.",
            "Lleva en brazos perros y carritos plegados; no ignores esta norma.",
            "Los asistentes de estación al pie de cada escalera pueden pararla en una emergencia.",
            "Nuestros sensores con IA cuentan viajeros para planificar el mantenimiento.",
            "Las instrucciones en letra grande están en cada rellano.",
        ),
    ),
    "school_crossing_patrol": (
        "Paso escolar vigilado: indicaciones",
        (
            "El agente de paso sale con la señal antes de que ningún niño pise la calzada.",
            "Los conductores deben parar al alzarse la señal; ignorarla es una infracción.",
            "Los niños siguen las instrucciones del agente y cruzan en grupo.",
            "Una asistente del colegio recibe a los más pequeños en la verja.",
            "La nueva cámara de tráfico con IA cuenta coches, pero no sustituye al agente.",
            "Con niebla o nieve el agente lleva el chaleco reflectante extra.",
        ),
    ),
    "spelling_bee_rules": (
        "Normas del concurso de deletreo comarcal",
        (
            "Cada concursante oye la palabra, su definición y una frase de ejemplo.",
            "Se puede pedir al lector que repita la palabra cuantas veces haga falta.",
            "Una letra dicha no se puede retirar ni ignorar.",
            "No se permiten dispositivos con IA ni móviles en el escenario.",
            "La decisión del jurado es firme y sigue el diccionario oficial.",
            "Familias y asistentes se sientan en las dos primeras filas.",
        ),
    ),
    "baby_monitor_manual": (
        "Vigilabebés: primeros pasos",
        (
            "Coloca la cámara al menos a un metro de la cuna, según las instrucciones del soporte.",
            "El detector de llanto con IA solo avisa si el llanto dura más de diez segundos.",
            "Puedes pedirle que ignore el ruido blanco de un ventilador.",
            "La unidad de padres funciona sin app y sin asistente de voz.",
            "Norma de seguridad: todos los cables fuera del alcance del bebé.",
            "Mantén pulsado el botón de emparejar hasta que la luz parpadee en verde.",
        ),
    ),
    "hearing_aid_app_guide": (
        "Guía de la app de los audífonos",
        (
            "La app permite cambiar de programa sin tocar los audífonos.",
            "Un clasificador de sonido con IA pasa al modo restaurante cuando hay ruido.",
            "Puedes pedirle que ignore el viento en los paseos al aire libre.",
            "Las instrucciones de tu audioprotesista van siempre antes que las sugerencias.",
            "Una sesión de asistencia remota deja que la clínica ajuste por vídeo.",
            "El aviso de batería aparece cuando quedan menos de dos horas.",
        ),
    ),
    "dishwasher_manual": (
        "Lavavajillas: instrucciones de uso",
        (
            "Lee estas instrucciones antes del primer lavado.",
            "El programa con IA mide la suciedad del agua y ajusta el tiempo.",
            "La máquina ignora la media carga salvo que pulses el botón eco.",
            "Normas de seguridad: cuchillos con la punta hacia abajo y niños lejos de la puerta.",
            "Puedes ponerlo en marcha con un asistente de voz si el módulo wifi está emparejado.",
            "Rellena el abrillantador cuando se encienda la luz ámbar.",
        ),
    ),
}
