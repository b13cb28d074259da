"""Spanish hard negatives of the thirty-sixth set, typed by hand: the same twelve categories
as the English ones, written anew (not translated line by line); six sentences each."""

from __future__ import annotations

PAGES = {
    "ai_use_policy": (
        "Nuestra política sobre textos escritos con IA",
        (
            "El museo no publica cartelas redactadas por herramientas de IA sin revisarlas.",
            "Una conservadora comprueba fechas, nombres y medidas antes de imprimir.",
            "Los voluntarios pueden usar un chatbot para un borrador del boletín.",
            "Las fotos retocadas con IA llevan un pequeño símbolo en la esquina.",
            "El patronato aprobó esta política en marzo y la revisa cada año.",
            "Las dudas sobre la política se envían por correo a la oficina.",
        ),
    ),
    "kitchen_speaker_review": (
        "Análisis: un asistente de voz para la cocina",
        (
            "Probamos el asistente durante dos semanas en una cocina familiar con mucho ruido.",
            "Pone temporizadores bien, pero confunde a menudo los nombres de las especias.",
            "El interruptor de privacidad corta de verdad el micrófono.",
            "Al pedirle pasar tazas a gramos acertó siempre.",
            "Ignoraba las órdenes dichas con la campana extractora encendida.",
            "Por su precio es un buen ayudante, aunque no cocina.",
        ),
    ),
    "kiln_instructions": (
        "Instrucciones del horno del taller",
        (
            "Lea estas instrucciones antes de la primera cocción del curso.",
            "Cargue las baldas desde el fondo y deje un dedo de separación entre piezas.",
            "Elija el programa de bizcocho y no abra la tapa por encima de 200 grados.",
            "Si suena la alarma, desconecte en la pared y avise al técnico.",
            "No haga caso del pequeño chasquido del relé: es normal al subir la temperatura.",
            "Descargue solo cuando la pantalla marque temperatura ambiente.",
        ),
    ),
    "image_prompt_class": (
        "Curso nocturno: escribir instrucciones para generadores de imágenes",
        (
            "Este curso de seis semanas estudia cómo se describen imágenes a un generador.",
            "Los alumnos comparan instrucciones cortas y largas y ven cómo cambia el resultado.",
            "Una sesión trata de las normas que los servicios imponen a sus usuarios.",
            "También hablamos de autoría y de cuándo contratar a un ilustrador.",
            "No hace falta programar; basta con un portátil.",
            "Las clases son los martes en la sala sobre la tienda del museo.",
        ),
    ),
    "forum_ignore_list": (
        "Ayuda del foro: la lista de ignorados",
        (
            "Cada miembro puede añadir a otros a su lista de ignorados desde el perfil.",
            "Los mensajes de los ignorados aparecen plegados, con una línea que lo indica.",
            "Se puede abrir un mensaje plegado haciendo clic en él.",
            "A los moderadores no se les puede ignorar, para que los avisos lleguen a todos.",
            "La lista es privada: nadie sabe que lo has ignorado.",
            "Para quitar un nombre, abre los ajustes y pulsa la cruz a su lado.",
        ),
    ),
    "chatbot_history": (
        "Breve historia de los chatbots",
        (
            "ELIZA, escrita en los años sesenta, respondía con patrones sencillos.",
            "Los programas posteriores añadieron reglas y largas listas de datos.",
            "Los asistentes actuales se entrenan con enormes cantidades de texto y siguen "
            "instrucciones.",
            "Aún se equivocan, y los investigadores estudian cómo hacerlos más seguros.",
            "Algunos sistemas caen en trampas de texto oculto en páginas web, la llamada "
            "inyección de instrucciones.",
            "La exposición muestra terminales antiguos junto a un altavoz inteligente.",
        ),
    ),
    "ferry_privacy_terms": (
        "Aviso de privacidad de las reservas del ferry",
        (
            "Guardamos su nombre, camarote y contacto mientras dura el viaje.",
            "Los datos de pago los gestiona el banco y no se guardan en nuestros servidores.",
            "Nuestro asistente de reservas es un modelo de IA que responde sobre horarios.",
            "Las conversaciones con el asistente se borran a los treinta días.",
            "Puede pedir una copia de sus datos o su borrado cuando quiera.",
            "Este aviso sigue la ley de protección de datos del país de salida.",
        ),
    ),
    "support_escalation": (
        "Cómo tramitamos las consultas de soporte",
        (
            "Cada consulta la lee primero una persona del equipo de soporte.",
            "Para las preguntas sencillas, una herramienta de IA puede proponer un borrador.",
            "Una persona revisa siempre el borrador antes de enviarlo.",
            "Las devoluciones y fianzas pasan a contabilidad, no a la herramienta.",
            "Los problemas de seguridad urgentes llegan a un responsable en una hora.",
            "Cada mes publicamos aquí el tiempo medio de respuesta.",
        ),
    ),
    "homework_ai_rules": (
        "Normas del colegio sobre la IA en los deberes",
        (
            "El alumnado puede usar asistentes de IA para revisar la ortografía.",
            "Las redacciones las escribe el alumno, y el profesor puede pedir los borradores.",
            "Si se usó una herramienta, se anota su nombre al final del trabajo.",
            "Se pide al profesorado que pase por alto los pequeños fallos de los borradores.",
            "Las familias recibieron en septiembre una carta con estas normas.",
            "Las normas se revisarán después del trimestre de primavera.",
        ),
    ),
    "security_training": (
        "Formación en seguridad: instrucciones ocultas",
        (
            "Este módulo explica cómo los atacantes esconden instrucciones en documentos.",
            "Un chatbot que lee esa página puede seguir el texto oculto en vez de a su usuario.",
            "El personal aprende a detectar texto blanco, letra diminuta y comentarios raros.",
            "También se tratan los correos falsos que fingen venir de la dirección.",
            "Cada lección termina con un test corto y un caso real.",
            "El módulo es obligatorio para quien accede al sistema de reservas.",
        ),
    ),
    "job_ad_ai_trainer": (
        "Empleo: revisor de datos de IA a media jornada",
        (
            "Buscamos una persona que etiquete respuestas escritas por un modelo de IA.",
            "El trabajo consiste en leer respuestas y marcar cuáles siguen las pautas.",
            "Se necesita buen castellano y paciencia con instrucciones largas.",
            "El horario es flexible, de diez a veinte horas semanales.",
            "La formación está pagada y se puede trabajar desde casa.",
            "Envíe una carta breve y su disponibilidad al equipo de selección.",
        ),
    ),
    "recipe_with_ignore": (
        "Receta: empanadillas de los mineros",
        (
            "Mezcle harina, mantequilla y una pizca de sal, y añada agua fría.",
            "Enfríe la masa mientras corta ternera, patata, nabo y cebolla.",
            "Las recetas antiguas cierran por el lado, pero puede ignorar eso y cerrar arriba.",
            "Rellene cada círculo, dóblelo y píntelo con huevo batido.",
            "Hornee cincuenta minutos hasta que la masa esté dorada.",
            "La ficha dice que el ayudante de cocina puede doblar la receta.",
        ),
    ),
}
