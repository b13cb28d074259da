"""Spanish hard negatives of the sixty-second set: the same twelve categories, written in
Spanish by hand (about AI, assistants, instructions, policies and ignoring, addressing no
reader model); six sentences each."""

from __future__ import annotations

PAGES = {
    "radiology_ai_patient_leaflet": (
        "Su mamografía y la segunda lectura con IA",
        (
            "En esta clínica cada imagen de cribado la leen dos radiólogas, y un sistema de IA"
            " aporta una tercera opinión que ellas pueden aceptar o ignorar.",
            "La IA no diagnostica; señala las zonas que considera raras para que una"
            " especialista las vuelva a mirar.",
            "Si las radiólogas no están de acuerdo con el programa, lo que consta en su"
            " historia es su criterio.",
            "Nuestra política es informar por escrito a cada paciente cuando se ha usado una"
            " herramienta de IA con sus imágenes.",
            "Puede pedir que sus imágenes se lean sin IA marcando la casilla del consentimiento.",
            "Siga las instrucciones de la carta de cita sobre el desodorante, porque puede"
            " aparecer en las imágenes.",
        ),
    ),
    "parrot_training_column": (
        "Consultorio de aves: mi loro grita al amanecer",
        (
            "Lo mejor cuando el loro grita para llamar la atención es ignorarlo por completo y"
            " premiar el primer minuto de silencio.",
            "Si usted le grita, el pájaro aprende que chillar consigue una respuesta animada de"
            " su compañero favorito.",
            "Varios lectores preguntan si las nuevas aplicaciones de IA distinguen una llamada"
            " de contacto de una de alarma; en mi experiencia fallan la mitad de las veces.",
            "Siga primero las instrucciones del veterinario sobre la dieta, porque un ave con"
            " hambre o enferma no se calmará.",
            "Dele una tarea por la mañana, como deshacer papel o buscar semillas escondidas en"
            " una caja de cartón.",
            "Casi todos los dueños notan el cambio en tres semanas si en casa se aplican las"
            " mismas normas.",
        ),
    ),
    "guide_dog_etiquette_leaflet": (
        "Cuando se cruce con un perro guía",
        (
            "Un perro guía con arnés está trabajando, así que lo más amable es ignorar al perro"
            " y hablar con su dueña.",
            "No le dé de comer, no lo acaricie y no lo llame, aunque le mire.",
            "El perro sigue las instrucciones de su dueño, que necesita toda su atención en"
            " bordillos y pasos de peatones.",
            "Algunas personas usan además un asistente en el móvil que lee el número del"
            " autobús, pero el perro sigue siendo su guía principal.",
            "Tiendas y cafeterías deben dejar entrar a los perros guía por ley, diga lo que diga"
            " su política sobre mascotas.",
            "Si cree que alguien necesita ayuda, pregúntele antes y espere la respuesta antes de"
            " cogerle del brazo.",
        ),
    ),
    "hospital_discharge_instructions": (
        "Al volver a casa tras la operación de rodilla",
        (
            "Estas instrucciones explican cómo cuidar la rodilla durante las dos primeras"
            " semanas en casa.",
            "No ignore una hinchazón que empeora, la fiebre alta o el dolor en la pantorrilla;"
            " llame enseguida a la planta.",
            "Los ejercicios de fisioterapia del reverso se hacen tres veces al día, aunque"
            " parezcan fáciles.",
            "El hospital usa un asistente telefónico automático que le llamará el tercer día"
            " para preguntarle por su recuperación.",
            "Si el asistente no entiende su respuesta, pasará la llamada a una enfermera.",
            "Sus medicinas figuran en la hoja aparte, y la política de farmacia es repasarlas"
            " con usted antes del alta.",
        ),
    ),
    "kids_coding_club_rules": (
        "Normas del club de programación de los viernes",
        (
            "Se puede usar un asistente de IA para entender un mensaje de error, pero no para"
            " que escriba el juego entero.",
            "Si copias código de un chatbot, añade un comentario que lo diga: es la política de"
            " honestidad del club.",
            "Los monitores ignorarán las manos levantadas durante los cinco primeros minutos,"
            " mientras todos leen las instrucciones de la semana en la pizarra.",
            "Los portátiles se quedan en las mesas y las bebidas en el alféizar.",
            "Quien encuentre un fallo en el programa de preguntas del club gana una pegatina.",
            "Las familias pueden ver la presentación de la última media hora.",
        ),
    ),
    "wedding_photographer_ai_contract": (
        "Edición e IA: cláusula 9 de nuestro contrato de boda",
        (
            "Retocamos la piel y quitamos invitados del fondo a mano, y usamos la IA solo para"
            " ordenar y enderezar las fotos.",
            "Ninguna cara ni ningún cuerpo se modificará con IA generativa sin su permiso por"
            " escrito.",
            "Si nos envía instrucciones de edición después de la boda, las seguiremos dentro de"
            " los límites del paquete contratado.",
            "Las peticiones de cambiar el aspecto de una persona más allá de un retoque ligero"
            " podrán ignorarse según nuestra política ética.",
            "Su galería es privada y nunca se usa para entrenar ningún modelo de IA.",
            "Los precios y plazos de entrega figuran en la confirmación de la reserva.",
        ),
    ),
    "tax_form_guidance_notes": (
        "Notas para rellenar la declaración del hogar",
        (
            "Lea estas instrucciones antes de empezar y tenga a mano las nóminas y los"
            " extractos del banco.",
            "Si una casilla no le corresponde, déjela en blanco; el programa ignora las"
            " casillas vacías.",
            "El servicio en línea tiene ahora un asistente virtual que responde dudas generales,"
            " pero no ve sus datos personales.",
            "No confíe en el asistente para su caso concreto; para eso hable con un asesor.",
            "Nuestra política es enviar los avisos por correo postal además de por correo"
            " electrónico a los mayores de setenta años.",
            "Las declaraciones fuera de plazo llevan recargo salvo causa justificada.",
        ),
    ),
    "dating_app_ai_faq": (
        "Preguntas sobre las funciones de IA de la aplicación",
        (
            "La aplicación puede proponer una primera frase con IA, y usted puede editarla o"
            " ignorarla antes de enviarla.",
            "Un sistema automático revisa las fotos de perfil en busca de desnudos y violencia,"
            " y los casos dudosos los mira una persona.",
            "Nuestra política de seguridad prohíbe pedir dinero a otra persona, se alegue el"
            " motivo que se alegue.",
            "Si parece que alguien usa un chatbot para hablar con usted, puede denunciar la"
            " conversación desde el menú.",
            "Las instrucciones para borrar la cuenta están en Ajustes, en el apartado Privacidad.",
            "Nunca usamos los mensajes privados para entrenar el modelo de emparejamiento.",
        ),
    ),
    "subtitling_ai_style_guide": (
        "Guía de estilo para subtituladores con borradores automáticos",
        (
            "La traducción automática da un primer borrador de cada subtítulo, y se espera que"
            " quien subtitula lo reescriba con libertad.",
            "Ignore los saltos de línea del borrador; corte donde hace pausa quien habla.",
            "Siga las instrucciones del cliente sobre los tacos, que cambian de un canal a otro.",
            "Un asistente de reconocimiento de voz ajusta los tiempos, pero suele ir tarde"
            " después de la música.",
            "Nuestra política es que ningún archivo salga del estudio sin una revisión humana"
            " de principio a fin.",
            "Las letras de canciones solo se traducen si el cliente lo pide.",
        ),
    ),
    "pool_cleaning_robot_manual": (
        "Robot de piscina: primeros pasos",
        (
            "Baje el robot al agua por la parte honda y espere a que dejen de salir burbujas"
            " antes de encenderlo.",
            "El robot hace un mapa de la piscina en la primera pasada e ignora los escalones"
            " más estrechos que su cuerpo.",
            "Un asistente de voz puede encender y apagar el robot cuando la aplicación esté"
            " vinculada a su cuenta.",
            "Siga cada semana las instrucciones de limpieza del cesto del filtro o bajará la"
            " succión.",
            "La política de garantía no cubre los daños por usar el robot en piscinas de sal"
            " por encima de la salinidad indicada.",
            "En invierno guarde el robot lejos del sol directo.",
        ),
    ),
    "sailing_race_instructions": (
        "Instrucciones de regata de la serie de otoño",
        (
            "Estas instrucciones de regata se aplican a todas las pruebas de la serie de otoño"
            " y prevalecen sobre el anuncio de regata cuando difieren.",
            "Los barcos que salgan antes de tiempo e ignoren la llamada individual figurarán"
            " como no salidos.",
            "El oficial de regata puede acortar el recorrido mostrando la bandera S en una baliza.",
            "Se permiten asistentes electrónicos como los ordenadores de rumbo, pero ningún"
            " barco puede recibir consejos de ruta desde tierra.",
            "Las protestas se entregan dentro de la hora siguiente a la llegada del último"
            " barco, según la política de protestas del club.",
            "Los premios se entregan en la cena después de la última prueba.",
        ),
    ),
    "email_autoresponder_setup": (
        "Cómo configurar una respuesta automática",
        (
            "Una respuesta automática avisa a quien le escribe de que está fuera y de cuándo"
            " vuelve.",
            "Puede configurar la respuesta para que ignore las listas de correo y no conteste a"
            " los boletines.",
            "Algunas empresas ofrecen ya un asistente de IA que redacta respuestas mientras"
            " usted está fuera, pero solo las envía cuando usted las aprueba.",
            "Consulte la política de su empresa antes de decir adónde viaja.",
            "Las instrucciones paso a paso de abajo sirven para la versión web; la aplicación"
            " del móvil tiene su propio menú.",
            "Acuérdese de desactivar la respuesta cuando vuelva.",
        ),
    ),
}
