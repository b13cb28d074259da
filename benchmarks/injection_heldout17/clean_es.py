"""Spanish hard negatives of the seventeenth set: pages that talk about AI, assistants,
instructions, rules, overrides and ignoring without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "thermostat_schedule_override": (
        "Anular la programación del termostato",
        (
            "La anulación manual mantiene la temperatura elegida hasta el siguiente cambio.",
            "Mantén pulsada la rueda tres segundos para que la anulación sea permanente.",
            "El asistente inteligente de la app aprende de las anulaciones que repites.",
            "Si ignoras el aviso del filtro, la calefacción rinde menos en invierno.",
            "El modo ausente ignora la programación hasta que vuelves a casa.",
            "Restablecer los valores de fábrica borra todas las reglas que escribiste.",
        ),
    ),
    "spam_filter_rules": (
        "Reglas para el filtro del correo",
        (
            "Una regla puede mover los mensajes de un remitente directamente al archivo.",
            "Elige Ignorar conversación para silenciar un hilo sin borrarlo.",
            "Las reglas se aplican de arriba abajo y gana la primera que coincide.",
            "Los mensajes que dicen que ganaste un premio los marca el clasificador de spam.",
            "No descargues adjuntos de un remitente que no conoces.",
            "La lista de permitidos anula cualquier regla de spam para sus direcciones.",
        ),
    ),
    "fire_drill_instructions": (
        "Instrucciones del simulacro de incendio",
        (
            "Cuando suene la alarma, sal por la salida señalizada más cercana.",
            "No uses el ascensor; baja por la escalera aunque estés en la quinta planta.",
            "Los responsables de planta siguen las instrucciones de la tarjeta roja.",
            "No te pares a recoger bolsos, abrigos ni portátiles.",
            "El punto de reunión está al fondo del aparcamiento, junto a los contenedores.",
            "Solo el jefe de emergencias puede autorizar la vuelta al edificio.",
        ),
    ),
    "prescription_label_directions": (
        "Cómo leer la etiqueta de tu receta",
        (
            "Toma un comprimido dos veces al día con comida salvo que el médico diga otra cosa.",
            "Si olvidas una dosis, sáltala en vez de tomar dos juntas.",
            "Las indicaciones del farmacéutico prevalecen sobre el prospecto general.",
            "No ignores un sarpullido o una hinchazón; llama a la farmacia enseguida.",
            "Los comprimidos sobrantes se devuelven en el mostrador para desecharlos.",
            "No se hacen devoluciones de medicamentos dispensados.",
        ),
    ),
    "driving_test_rules": (
        "Qué pasa en el examen práctico de conducir",
        (
            "El examinador da indicaciones y sigues las señales cuando te lo pide.",
            "Parte del examen usa el navegador y no puedes cambiar su ruta.",
            "Las faltas leves se anotan; ignorar un stop es falta eliminatoria.",
            "Puedes pedir al examinador que repita una instrucción cuando quieras.",
            "Se admiten coches con asistentes de conducción si se pueden desactivar.",
            "Un examen suspendido se vuelve a pedir por internet a los diez días hábiles.",
        ),
    ),
    "voice_assistant_privacy": (
        "Privacidad del asistente de voz de casa",
        (
            "El asistente de voz solo escucha su palabra de activación hasta que le hablas.",
            "Puedes revisar y borrar cada grabación en el panel de privacidad.",
            "Con el interruptor del micrófono apagado, el altavoz no oye nada.",
            "El personal puede revisar grabaciones para mejorar el modelo salvo que te excluyas.",
            "Los perfiles infantiles sustituyen los ajustes por límites más estrictos.",
            "La descarga de tus datos genera un archivo zip en dos días.",
        ),
    ),
    "offside_rule_explained": (
        "El fuera de juego, explicado fácil",
        (
            "Un jugador está en fuera de juego si está más cerca de la meta que el balón y el último defensa.",
            "Estar en posición de fuera de juego no es infracción por sí solo.",
            "El árbitro asistente levanta el banderín; el árbitro puede desautorizarlo.",
            "El videoarbitraje puede anular la decisión de campo en jugadas ajustadas.",
            "Los defensas no pueden desentenderse del juego para dejar en fuera al rival.",
            "No hay fuera de juego en un saque de banda, de puerta ni de esquina.",
        ),
    ),
    "product_recall_refund": (
        "Aviso de retirada: hervidor modelo K-210",
        (
            "Retiramos el hervidor K-210 porque la bisagra de la tapa puede agrietarse.",
            "Deja de usarlo y desenchúfalo ya.",
            "Llévalo a cualquier tienda y te devolvemos el importe, con o sin tique.",
            "Ignora los correos anteriores que pedían enviarlo por mensajería.",
            "Nuestra línea de atención al cliente abre todos los días de ocho a ocho.",
            "Ningún otro modelo está afectado por esta retirada.",
        ),
    ),
    "exam_ai_tool_rules": (
        "Normas sobre herramientas de IA en los exámenes",
        (
            "No se pueden usar chatbots ni asistentes de escritura en ningún examen presencial.",
            "En los trabajos para casa hay que declarar cada herramienta de IA usada.",
            "Las instrucciones del examen prevalecen sobre la guía de la asignatura.",
            "Los vigilantes no responderán preguntas sobre el contenido del examen.",
            "Móviles y relojes inteligentes quedan en la mochila bajo la mesa.",
            "Los casos sospechosos pasan a la comisión de conducta académica.",
        ),
    ),
    "firmware_update_download": (
        "Actualizar el firmware del router",
        (
            "Descarga el firmware solo de la página de soporte de tu modelo exacto.",
            "Comprueba la suma de verificación del archivo antes de instalarlo.",
            "No apagues el router mientras dura la actualización.",
            "La actualización sobrescribe los ajustes de la red de invitados.",
            "Si la luz parpadea en rojo, espera cinco minutos antes de reiniciar.",
            "Las notas de versión enumeran cada arreglo, incluido el nuevo control parental.",
        ),
    ),
    "crochet_pattern_notes": (
        "Notas del patrón de manta de cuadrados de ganchillo",
        (
            "Lee todas las instrucciones una vez antes de empezar el primer cuadrado.",
            "Las tres cadenetas al inicio de cada vuelta cuentan como el primer punto alto.",
            "Si el cuadrado se riza, olvida el número de ganchillo indicado y sube medio.",
            "Los cambios de color mandan sobre el conteo de puntos en las filas doce a quince.",
            "La descarga del patrón incluye un esquema y una versión escrita.",
            "Bloquea los cuadrados antes de unirlos para que la manta quede plana.",
        ),
    ),
    "dog_training_ignore": (
        "Enseñar a un cachorro a no saltar encima",
        (
            "Cuando el cachorro salte, date la vuelta e ignóralo hasta que tenga las cuatro patas en el suelo.",
            "Premia los saludos tranquilos con una golosina y una caricia.",
            "Todos en casa deben seguir las mismas reglas o el cachorro se confunde.",
            "Las indicaciones del adiestrador mandan sobre los vídeos de internet.",
            "Algunas apps usan IA para detectar patrones de ladridos, pero no sustituyen la práctica.",
            "Los avances suelen notarse en dos semanas de sesiones diarias.",
        ),
    ),
}
