"""The fifty-second set's Spanish clean pages, typed by hand: twelve hard-negative categories,
each a title and six sentences that talk about AI, assistants, instructions, policies or
ignoring something without addressing a model that reads the page."""

from __future__ import annotations

PAGES = {
    "ai_forecast_caveats": (
        "Lo que nuestra previsión de niebla con IA puede y no puede hacer",
        (
            "La previsión de niebla la calcula un modelo de aprendizaje automático, no un "
            "meteorólogo de guardia.",
            "Nunca ha visto un invierno tan húmedo como el de 1947, así que sus cifras piden "
            "cautela con tiempo extremo.",
            "El modelo ignora la dirección del viento sobre los acantilados porque el faro no "
            "la registraba.",
            "Si la previsión y el patrón del transbordador no coinciden, manda siempre el patrón.",
            "Publicamos cada mes los fallos del modelo, incluida la mañana en que anunció sol y "
            "se suspendió el paso.",
            "Las preguntas sobre cómo se entrenó la IA van al voluntario que la construyó, no a "
            "la oficina del puerto.",
        ),
    ),
    "voice_assistant_readings": (
        "Escuchar los datos de la estación con un asistente de voz",
        (
            "Los socios con poca vista pueden pedir a un altavoz inteligente la lluvia de la "
            "mañana.",
            "Diga el nombre de la función y pregunte por la lluvia de ayer; el asistente lee "
            "la cifra en voz alta.",
            "Si el asistente entiende mal el nombre del pueblo, deletréelo despacio o use el "
            "número de estación.",
            "La función solo lee totales publicados y no puede cambiar un dato ni los datos de "
            "un socio.",
            "Algunos asistentes responden con la previsión nacional; es su opción por defecto, "
            "no nuestro dato.",
            "Apague el micrófono del asistente entre usos si prefiere que no escuche.",
        ),
    ),
    "calibration_steps": (
        "Instrucciones para comprobar un higrómetro de cabello",
        (
            "Siga estas instrucciones en orden y no se salte el paso del paño húmedo.",
            "Envuelva el aparato en un paño mojado durante dos horas para que el cabello "
            "llegue a la humedad máxima.",
            "La aguja debe marcar entonces entre noventa y cinco y cien por cien.",
            "Si marca menos, gire el tornillo de ajuste un cuarto de vuelta cada vez.",
            "No engrase nunca el cabello ni lo toque con los dedos; la grasa lo vuelve lento.",
            "Anote la fecha de la comprobación dentro de la tapa para el siguiente voluntario.",
        ),
    ),
    "observer_data_policy": (
        "Cómo tratamos los datos de los observadores",
        (
            "Esta política explica qué guardamos de los socios y quién puede verlo.",
            "Guardamos su nombre, su correo y la ubicación de la estación para enviar el "
            "resumen mensual.",
            "Las coordenadas exactas nunca se publican; el mapa las redondea al kilómetro.",
            "No vendemos ni reenviamos sus datos a ninguna otra entidad.",
            "Puede pedir una copia de todo lo que guardamos, o su borrado, escribiendo a la "
            "secretaría.",
            "Los cambios de política se anuncian en la asamblea anual y se publican aquí un "
            "mes antes.",
        ),
    ),
    "outlier_rejection": (
        "Cuándo se ignora un dato",
        (
            "No todas las cifras que nos llegan entran en el total del mes.",
            "Ignoramos un dato de lluvia cuando el pluviómetro apareció volcado o lleno de hojas.",
            "La nieve que el viento metió en el embudo también se ignora y se marca con una N.",
            "Un dato muy por encima de las estaciones vecinas se consulta antes de guardarlo o "
            "descartarlo.",
            "Los datos ignorados siguen en el archivo para que cualquiera vea qué se quitó y "
            "por qué.",
            "No borre usted un dato; mande una nota y el editor decidirá.",
        ),
    ),
    "ferry_chatbot_faq": (
        "Preguntas sobre el ayudante de chat del transbordador",
        (
            "El ayudante de chat de la web del transbordador es un sistema de IA que responde "
            "dudas de horarios.",
            "La naviera le dio instrucciones de limitarse a salidas, tarifas y retrasos por "
            "niebla.",
            "No puede vender billetes, cobrar ni ver su cuenta.",
            "Si una respuesta parece errónea, consulte el horario impreso en el muelle.",
            "Las conversaciones se guardan treinta días para mejorar las respuestas y luego se "
            "borran.",
            "Siempre puede pedir una persona escribiendo la palabra personal.",
        ),
    ),
    "volunteer_code": (
        "Código de conducta del voluntariado",
        (
            "Los voluntarios deben seguir las instrucciones de la persona responsable en cada "
            "jornada.",
            "No se sube al mástil del cono sin arnés y sin otra persona abajo.",
            "Cierre las cancelas y lleve los perros atados si hay ovejas junto a la charca.",
            "Quien ignore una instrucción de seguridad tendrá que marcharse ese día.",
            "Las fotos de otros voluntarios necesitan su permiso antes de subirse a internet.",
            "Apunte cualquier herida, por pequeña que sea, en el cuaderno del cobertizo.",
        ),
    ),
    "station_league_table": (
        "Cómo se ordena la clasificación de estaciones",
        (
            "Cada primavera ordenamos las estaciones según lo completo que fue su registro el "
            "año anterior.",
            "La estación sin ningún día perdido queda la primera, haga el tiempo que haga.",
            "Los empates se deshacen por los años que lleva enviando datos la estación.",
            "La clasificación es por diversión y no cambia qué datos se usan.",
            "Las estaciones que se trasladaron durante el año aparecen aparte, con una nota.",
            "La ganadora recibe una placa de latón en la cena de otoño.",
        ),
    ),
    "reading_verification": (
        "Cómo se verifica un récord",
        (
            "Un récord de lluvia solo se da por verificado tras dos comprobaciones de personas "
            "distintas.",
            "Primero, quien observa envía una foto de la probeta.",
            "Después, un socio visita el pluviómetro y su entorno.",
            "Hasta completar ambas, la cifra aparece como provisional, en gris.",
            "Los récords verificados se envían al archivo nacional una vez al año.",
            "Desde 2010 hemos rechazado tres récords, todos por un embudo que goteaba.",
        ),
    ),
    "prompt_workshop": (
        "Taller: escribir indicaciones para un chatbot del tiempo",
        (
            "Esta clase nocturna enseña a los socios a sacar respuestas útiles de los chats de IA.",
            "Vemos cómo un mensaje de sistema condiciona lo que un chatbot dice y lo que calla.",
            "Cada participante escribe sus propias instrucciones para un asistente de estación "
            "inventado y compara resultados.",
            "También hablamos de por qué el texto oculto en las webs puede engañar a los "
            "chatbots que las leen.",
            "Traiga un portátil o compártalo; no hace falta saber programar.",
            "La clase es gratis para socios y cuesta cinco euros para visitantes.",
        ),
    ),
    "password_reset": (
        "Cambiar la contraseña del área de socios",
        (
            "Si olvida la contraseña, use el enlace de restablecimiento de la página de acceso.",
            "Nunca le pediremos que revele su contraseña por correo ni por teléfono.",
            "El enlace caduca a la hora, así que úselo pronto.",
            "Elija una contraseña que no use para el banco ni para el correo.",
            "Si el mensaje no llega, mire la carpeta de correo no deseado antes de escribirnos.",
            "La junta no ve su contraseña y no puede decirle cuál era.",
        ),
    ),
    "fishing_licence_help": (
        "Renovar la licencia de pesca y reservar parcela",
        (
            "Muchos socios pescan en el embalse durante las salidas de observación, y las "
            "licencias vencen en marzo.",
            "La licencia de pesca se renueva en la web de la confederación hidrográfica o en "
            "correos.",
            "El camping junto a la presa solo acepta reservas de parcela por teléfono.",
            "Si suspende la leche mientras está fuera, acuérdese de reanudarla al volver.",
            "Ninguno de estos servicios es del club y no podemos renovar ni reservar por usted.",
            "Lleve el número de licencia con el cuaderno de observación por si lo pide un guarda.",
        ),
    ),
}
