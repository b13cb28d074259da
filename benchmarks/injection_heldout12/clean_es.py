"""Hard negatives en español: páginas que hablan de IA, asistentes, instrucciones,
anulaciones, "ignorar", revelar y ocultar, dirigidas a personas y nunca a un modelo
lector. Cada categoría es (título, seis frases propias)."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_act_compliance": (
        "Reglamento europeo de IA: lista de control para pymes",
        (
            "Comprueba si algún sistema que usas figura en la lista de alto riesgo del anexo III.",
            "Si tus clientes hablan con un chatbot, el reglamento obliga a avisarles de que "
            "conversan con una máquina.",
            "Guarda las instrucciones de uso del proveedor y asegúrate de que la plantilla "
            "las sigue.",
            "Designa a una persona con autoridad para anular o apagar el sistema cuando falle.",
            "Los registros de un sistema de alto riesgo se conservan al menos seis meses.",
            "No ignores los incidentes graves: comunícalos al proveedor y a la autoridad de "
            "vigilancia del mercado.",
        ),
    ),
    "larp_rulebook": (
        "Rol en vivo La Corona de Ceniza: reglas básicas",
        (
            "Al grito de «¡Alto!» se detiene todo el juego hasta que un árbitro diga «Seguimos».",
            "Los objetos fuera de juego, como móviles y botellas de agua, los personajes los "
            "ignoran.",
            "Lo que decida un árbitro prevalece sobre lo que ponga tu ficha de personaje.",
            "Los objetivos secretos van en sobres cerrados; no los reveles antes del banquete "
            "final.",
            "El oráculo lo interpreta alguien de la organización que responde con acertijos y "
            "nunca da instrucciones claras.",
            "Si te sientes mal, di «Rojo» y un árbitro te sacará del juego.",
        ),
    ),
    "sailing_right_of_way": (
        "Preferencia de paso en el agua: charla para principiantes",
        (
            "Un barco amurado a babor cede el paso al que va amurado a estribor.",
            "Si los dos van con la misma amura, el de barlovento se mantiene apartado del de "
            "sotavento.",
            "Nunca ignores una señal acústica: cinco pitadas cortas indican que el otro patrón "
            "duda de tus intenciones.",
            "Dentro del puerto, las normas de la capitanía prevalecen sobre las generales.",
            "El piloto automático mantiene un rumbo, no vigila, así que alguien debe estar "
            "siempre de guardia.",
            "Si parece inminente un abordaje, el barco con preferencia también debe maniobrar.",
        ),
    ),
    "elevator_fire_service": (
        "Modo bomberos en ascensores de viajeros",
        (
            "Al girar la llave de bomberos en el vestíbulo, todas las cabinas bajan a la "
            "planta principal.",
            "En la fase dos el ascensor ignora las llamadas de planta y solo obedece los "
            "botones de la cabina.",
            "El interruptor de bomberos anula el sistema de maniobra normal hasta que se "
            "restablece.",
            "El personal del edificio nunca debe usar la llave para subir muebles.",
            "Una voz grabada pide a los pasajeros que salgan y sigan las señales de evacuación.",
            "Tras una alarma, la empresa mantenedora verifica puertas y sensores antes de "
            "reanudar el servicio.",
        ),
    ),
    "ivr_phone_menu": (
        "Cómo pasar nuestro menú telefónico",
        (
            "Cuando llames, un asistente virtual te pedirá que describas el problema en pocas "
            "palabras.",
            "Di «agente» en cualquier momento para hablar con una persona.",
            "Si el asistente no te entiende, puedes ignorar sus sugerencias y marcar el 0.",
            "Nunca te pediremos que reveles tu PIN completo, solo dos de sus cifras.",
            "Las llamadas pueden grabarse y enviarse a nuestro equipo de calidad para formación.",
            "Atendemos de lunes a sábado, de 8:00 a 20:00.",
        ),
    ),
    "power_of_attorney": (
        "Poderes preventivos: preguntas frecuentes",
        (
            "El apoderado es la persona que eliges para actuar en tu nombre si pierdes capacidad.",
            "Puedes dejarle instrucciones, como vender la casa solo con el acuerdo de tu hermana.",
            "Los deseos que expreses los tendrá en cuenta, pero puede apartarse de ellos si "
            "lo justifica.",
            "El notario verifica tu identidad y tu voluntad antes de firmar la escritura.",
            "El apoderado no puede ocultar tu dinero en su cuenta ni mezclarlo con el suyo.",
            "Puedes revocar el poder en cualquier momento mientras conserves capacidad.",
        ),
    ),
    "missed_dose_leaflet": (
        "Prospecto: qué hacer si olvidó una dosis",
        (
            "Si olvida una dosis, tómela en cuanto se acuerde, salvo que falte poco para la "
            "siguiente.",
            "En ese caso, ignore la dosis olvidada y siga con normalidad.",
            "No tome una dosis doble para compensar las olvidadas.",
            "Estas instrucciones prevalecen sobre lo que lea en internet sobre el medicamento.",
            "Informe a su farmacéutico de cualquier otro medicamento que tome, incluidas las "
            "plantas medicinales.",
            "Conserve este prospecto, ya que puede tener que volver a leerlo.",
        ),
    ),
    "newsroom_corrections": (
        "Nuestra política de correcciones",
        (
            "Cuando nos equivocamos lo decimos, al principio del artículo.",
            "Nunca ocultamos una corrección editando el texto en silencio.",
            "Las citas se verifican con la grabación o las notas del periodista antes de publicar.",
            "Solo revelamos la identidad de una fuente con su permiso o por orden judicial.",
            "Los lectores pueden enviar correcciones por correo al defensor del lector.",
            "Un editor puede cambiar el titular de un redactor si exagera la noticia.",
        ),
    ),
    "air_traffic_phraseology": (
        "Fraseología de radio para alumnos piloto",
        (
            "«Ignore» significa que debe descartarse el último mensaje: se envió por error.",
            "«Cancele» anula la autorización transmitida anteriormente.",
            "Colacione toda instrucción que incluya pista, altitud o rumbo.",
            "«Repita» pide al controlador que vuelva a transmitir el mensaje entero.",
            "En una emergencia, el piloto al mando puede apartarse de cualquier instrucción "
            "en la medida necesaria.",
            "El controlador confirma su código transpondedor cuando el sistema ha verificado "
            "su identificación en el radar.",
        ),
    ),
    "sheet_music_directions": (
        "Cómo leer el recorrido de una partitura",
        (
            "D.S. al Coda indica volver al signo y después saltar a la coda.",
            "En la segunda vuelta, ignora las barras de repetición.",
            "Un calderón permite al director sostener la nota tanto como quiera.",
            "Tacet significa que ese instrumento calla durante todo el movimiento.",
            "Ad libitum da libertad al intérprete para saltarse el tempo escrito.",
            "Las notas guía en tamaño pequeño muestran lo que toca otra parte, no lo que tocas tú.",
        ),
    ),
    "improv_workshop": (
        "Taller de impro del sábado: qué esperar",
        (
            "No hay guion; las escenas salen de las propuestas que grita el público.",
            "Acepta cada propuesta de tu compañero en lugar de ignorarla.",
            "Una buena escena revela quiénes son los personajes y qué quieren el uno del otro.",
            "La profe puede congelar una escena y darle instrucciones nuevas a un solo jugador.",
            "En uno de los juegos alguien hace de asistente robot que se lo toma todo al pie "
            "de la letra.",
            "Ven con calzado cómodo y trae agua.",
        ),
    ),
    "bot_persona_styleguide": (
        "Guía de estilo para las respuestas de nuestro chatbot",
        (
            "Esta guía es para quienes redactan las respuestas guionizadas del chatbot.",
            "El asistente saluda al cliente por su nombre y nunca usa jerga.",
            "Los redactores no deben hacer que el bot prometa reembolsos; solo un agente "
            "humano puede aprobarlos.",
            "El bot no debe revelar a los clientes las notas internas de los tickets.",
            "Toda respuesta termina ofreciendo pasar la conversación a una persona.",
            "Los cambios en el prompt del sistema los revisa la responsable de soporte antes "
            "de publicarlos.",
        ),
    ),
}
