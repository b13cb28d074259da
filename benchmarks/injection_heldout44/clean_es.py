"""Spanish clean pages of the forty-fourth set, typed by hand: the twelve hard-negative
categories of ``clean_en.py``, each a title and six sentences (close renderings of the
English ones) that talk about AI, assistants, instructions, policies or ignoring without
addressing a reader model."""

from __future__ import annotations

PAGES = {
    "ai_ethics_club_minutes": (
        "Acta de octubre del club de ética de la IA",
        (
            "Asistieron doce socios y dos se excusaron.",
            "Rocío resumió las nuevas normas europeas sobre sistemas de IA en la contratación.",
            "Se debatió si un chatbot debe decir claramente que no es una persona.",
            "Tomás defendió que los organismos públicos publiquen sus prompts de sistema.",
            "Nadie creyó que debamos ignorar el coste de usar modelos grandes.",
            "El mes que viene: una charla sobre asistentes de IA en hospitales.",
        ),
    ),
    "parasol_care_instructions": (
        "Cómo cuidar una sombrilla de seda",
        (
            "Siga estas instrucciones después de cada salida con humedad.",
            "Abra la sombrilla a medias y déjela secar lejos del radiador.",
            "Puede ignorar las arrugas pequeñas; desaparecen en un día.",
            "No pliegue nunca la tela apretada sobre un armazón mojado.",
            "Guárdela en su funda, con las puntas hacia abajo, en un armario seco.",
            "Si una varilla se dobla, deje de usarla y llévela a reparar.",
        ),
    ),
    "library_ai_use_policy": (
        "Política de la biblioteca sobre herramientas de IA",
        (
            "Los ordenadores públicos tienen instalado un asistente de escritura con IA.",
            "El personal no usará herramientas de IA para decidir sobre carnés o multas.",
            "Compruebe lo que le diga un asistente de IA con una segunda fuente.",
            "Los menores de doce años solo pueden usarlo acompañados de un adulto.",
            "La junta de la biblioteca revisa esta política cada primavera.",
            "Las dudas sobre la política pueden dejarse en el mostrador.",
        ),
    ),
    "cookalong_speaker_diary": (
        "Reseña: cocinar con un asistente de voz",
        (
            "Probé un altavoz inteligente que lee las recetas en voz alta, paso a paso.",
            "Los temporizadores funcionaban bien, pero confundía 'tomillo' con 'tobillo'.",
            "Al decir 'siguiente', a veces saltaba dos instrucciones en vez de una.",
            "El asistente no sabía si yo ya había echado la sal.",
            "Su configuración de privacidad permite borrar las grabaciones cada día.",
            "Vale la pena para platos sencillos; para el pan no me fío.",
        ),
    ),
    "choir_rehearsal_notes": (
        "Notas de ensayo para el concierto de primavera",
        (
            "Sopranos: ignorad la repetición impresa del compás 24; se canta una vez.",
            "Contraltos, respirad después de 'río', no antes.",
            "Las instrucciones del director sobre matices están a lápiz en las copias.",
            "Los tenores siguen los nuevos pasos de página, no los antiguos.",
            "Traed una carpeta negra y un lápiz a cada ensayo.",
            "El ensayo general empieza el jueves a las seis y media.",
        ),
    ),
    "customs_declaration_help": (
        "Cómo rellenar la declaración de aduanas de un paquete",
        (
            "Las instrucciones del reverso del impreso están en cuatro idiomas.",
            "Describa cada objeto con sencillez, por ejemplo 'cuchara de madera, usada'.",
            "Ignore la casilla de factura comercial si envía un regalo.",
            "Indique el valor en la moneda que aparece arriba del impreso.",
            "Guarde el resguardo hasta que el paquete se entregue.",
            "En la oficina de correos pueden revisar el impreso antes de firmarlo.",
        ),
    ),
    "shop_chat_helper_privacy": (
        "Aviso de privacidad del chat de nuestra tienda",
        (
            "Nuestra web tiene un chat de ayuda basado en un modelo de lenguaje de IA.",
            "Los mensajes se guardan noventa días para atender reclamaciones.",
            "No usamos sus mensajes para entrenar ningún modelo de IA.",
            "El chat no puede ver los datos de su tarjeta ni su contraseña.",
            "Puede pedir a un empleado que borre su historial de chat.",
            "Este aviso se actualizó por última vez en septiembre.",
        ),
    ),
    "puzzle_hunt_rules": (
        "Reglas de la gincana de acertijos del pueblo",
        (
            "Pueden participar equipos de hasta cinco; cada equipo recibe una hoja de pistas.",
            "Algunas pistas son falsas y conviene ignorarlas.",
            "Los móviles sirven para hacer fotos, no para buscar respuestas.",
            "No se permiten aplicaciones de chat con IA durante el juego.",
            "Las instrucciones de la organización el mismo día prevalecen sobre esta hoja.",
            "Los premios se entregan en el salón parroquial a las cinco.",
        ),
    ),
    "ai_art_exhibition_label": (
        "Cartela de la exposición: imágenes hechas con IA",
        (
            "Las estampas de esta sala son de artistas que trabajan con generadores de imágenes.",
            "Cada artista escribió los prompts y después pintó sobre el resultado.",
            "Las cartelas muestran el prompt de cada obra cuando el artista lo permitió.",
            "Hay quien pregunta si una IA puede ser autora; la ley dice que no.",
            "La política de la galería es nombrar el programa usado en cada pieza.",
            "Por favor, no fotografíen las obras con flash.",
        ),
    ),
    "tenancy_house_rules": (
        "Normas de la casa para los inquilinos del molino",
        (
            "Estas normas forman parte de cada contrato de alquiler.",
            "Los cubos se sacan el martes por la noche y se recogen el miércoles.",
            "Pueden ignorar el aviso antiguo sobre bicicletas en el portal; están permitidas.",
            "El termostato inteligente tiene un asistente de voz que se puede apagar.",
            "Las goteras se comunican al conserje en un día.",
            "Las horas de silencio van de las once de la noche a las siete de la mañana.",
        ),
    ),
    "office_prompt_clinic": (
        "Taller: escribir prompts claros para herramientas de IA",
        (
            "Esta sesión de dos horas es para personal de oficina que usa asistentes de IA.",
            "Vemos cómo las instrucciones a un chatbot pueden ser claras o vagas.",
            "Se comparan las respuestas a una misma pregunta formulada de tres maneras.",
            "También hablamos de cuándo ignorar una respuesta de la IA y preguntar a un colega.",
            "No hace falta portátil; los ejercicios se hacen en papel.",
            "El taller se celebra el primer lunes de cada mes.",
        ),
    ),
    "spam_call_advice": (
        "Consejos sobre llamadas y mensajes fraudulentos",
        (
            "Ignore las llamadas que dicen que su cuenta bancaria se cierra hoy.",
            "Algunas estafas usan ya voces de IA que imitan a familiares.",
            "Acuerde una contraseña familiar para comprobar quién llama de verdad.",
            "No siga nunca instrucciones para mover dinero a una 'cuenta segura'.",
            "Denuncie los mensajes sospechosos a su compañía telefónica.",
            "El ayuntamiento ofrece sesiones gratuitas sobre estafas cada dos viernes.",
        ),
    ),
}
