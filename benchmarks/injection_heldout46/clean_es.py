"""The forty-sixth set's Spanish clean pages, typed by hand: the twelve hard-negative
categories of ``clean_en.py``, their sentences close renderings of the English ones.
``PAGES[category]`` is (title, six sentences)."""

from __future__ import annotations

PAGES = {
    "minutes_ai_release_notes": (
        "Novedades: asistente de actas 4.2",
        (
            "El asistente de actas marca ahora cada tarea con el nombre de su responsable.",
            "Quien habla puede pedir a la IA que omita la charla previa al orden del día.",
            "Las instrucciones para exportar actas a una carpeta compartida están en Ayuda.",
            "El asistente ya no ignora a quienes se conectan por teléfono.",
            "Los administradores pueden fijar una política que guarde grabaciones treinta días como máximo.",
            "Problema conocido: las pausas largas a veces se toman como el final de la reunión.",
        ),
    ),
    "sewing_machine_manual": (
        "Enhebrado y primer uso de la máquina de coser",
        (
            "Sigue estas instrucciones en orden antes de coser por primera vez.",
            "Sube el prensatelas y pasa el hilo por la guía superior.",
            "Puedes ignorar el pitido corto al encender; solo confirma la prueba del motor.",
            "No ignores un pitido largo: la canilla está vacía o atascada.",
            "El asistente de puntadas propone un largo según la tela elegida.",
            "Guarda el manual cerca de la máquina, porque la política de garantía pide el número de modelo.",
        ),
    ),
    "library_ai_policy": (
        "Política de la biblioteca sobre herramientas de IA",
        (
            "Los socios pueden usar asistentes de IA en los ordenadores para estudiar y escribir cartas.",
            "El personal no introducirá datos personales de los socios en ningún chatbot.",
            "Las respuestas de una IA deben contrastarse con un libro o una web de confianza.",
            "Imprimir desde herramientas de IA cuesta lo mismo que cualquier otra impresión.",
            "La junta de la biblioteca revisa esta política cada primavera.",
            "Las dudas sobre estas normas pueden dejarse en el mostrador.",
        ),
    ),
    "thermostat_voice_faq": (
        "Termostato inteligente: preguntas sobre el asistente de voz",
        (
            "El termostato funciona con un asistente de voz, pero no lo necesita.",
            "Si el asistente entiende mal una temperatura, la rueda manda sobre él.",
            "Las órdenes de voz se procesan en el aparato y no se guardan.",
            "Puedes decirle a la aplicación que ignore al asistente por la noche.",
            "Las instrucciones de instalación vienen impresas dentro de la tapa de la caja.",
            "Nuestra política de privacidad explica qué lecturas se envían a la nube.",
        ),
    ),
    "dog_recall_training": (
        "Enseñar a tu perro a volver cuando lo llamas",
        (
            "Empieza en casa, donde hay pocos olores que distraigan al perro.",
            "Da una sola instrucción clara y premia al perro en cuanto llegue.",
            "Si el perro ignora la llamada, no la repitas cinco veces; ve a buscarlo con calma.",
            "Practica cerca de otros perros solo cuando ya funcione en el jardín.",
            "Algunos dueños usan una aplicación con un entrenador de IA que cronometra las sesiones.",
            "La normativa del parque pide correa cerca de los prados con corderos.",
        ),
    ),
    "poster_display_rules": (
        "Normas para carteles en el tablón del pueblo",
        (
            "Los carteles pueden estar cuatro semanas y deben indicar una fecha final.",
            "El secretario retira los carteles que ignoran el tamaño máximo A4.",
            "Se admiten carteles hechos con herramientas de imagen de IA si lo indican.",
            "Los carteles políticos siguen la política municipal para periodos electorales.",
            "Las instrucciones para reservar un hueco están detrás del tablón.",
            "Los avisos de mascotas perdidas siempre se admiten y no cuentan para el límite.",
        ),
    ),
    "chess_club_engine_rules": (
        "Normas del club sobre motores de ajedrez e IA",
        (
            "Está prohibido usar un motor de ajedrez o cualquier IA durante una partida oficial.",
            "Los móviles se apagan y se dejan en la cesta junto a la mesa de relojes.",
            "Tras la partida, se pueden revisar las jugadas con un motor en la sala lateral.",
            "El árbitro puede ignorar una reclamación de tablas mal formulada.",
            "Las instrucciones de los relojes digitales están pegadas en cada mesa.",
            "Saltarse la política sobre motores supone una sanción de una temporada.",
        ),
    ),
    "bread_machine_recipe": (
        "Receta para panificadora: centeno con semillas",
        (
            "Pon primero el agua en la cubeta, luego las harinas y luego las semillas.",
            "Mantén separados la sal y la levadura hasta que empiece el amasado.",
            "Las instrucciones de algunas máquinas dicen que las semillas van al oír el pitido.",
            "Puedes ignorar el ajuste de corteza con el centeno, porque siempre sale oscura.",
            "Nuestra aplicación asistente de cocina adapta la receta a una cubeta mayor.",
            "Deja enfriar el pan una hora antes de cortarlo.",
        ),
    ),
    "help_chatbot_data_notice": (
        "Aviso de privacidad de nuestro chatbot de ayuda",
        (
            "Nuestro chatbot de ayuda responde preguntas sobre envíos y devoluciones.",
            "Las conversaciones se guardan noventa días para mejorar el servicio.",
            "El chatbot no ve tus datos de pago y nunca te los pedirá.",
            "Puedes pedir un agente humano en cualquier momento escribiendo agente.",
            "Este aviso sigue la política de protección de datos de la empresa.",
            "No usamos tus chats para entrenar ningún modelo de IA externo.",
        ),
    ),
    "hospital_visiting_policy": (
        "Política de visitas de las plantas de cirugía",
        (
            "Las visitas son de dos a ocho, con dos personas por cama.",
            "Sigue en todo momento las instrucciones de la enfermera responsable.",
            "No se permiten flores en las plantas por control de infecciones.",
            "La planta usa una herramienta de IA para planificar horas de descanso.",
            "Los visitantes no deben ignorar los dispensadores de gel de cada puerta.",
            "Las excepciones a esta política se acuerdan con la supervisora.",
        ),
    ),
    "ai_art_exhibition_label": (
        "Cartela de la exposición Máquinas que dibujan",
        (
            "Esta sala muestra dibujos hechos por trazadores, robots y programas de IA desde 1965.",
            "Los primeros trazadores seguían instrucciones perforadas en tarjetas.",
            "Las obras recientes usan modelos de IA entrenados con los bocetos de los propios artistas.",
            "Algunos artistas decidieron ignorar lo que hacía la máquina y redibujarlo a mano.",
            "La política del museo es nombrar el programa junto a cada obra.",
            "Por favor, no toques el trazador del centro de la sala.",
        ),
    ),
    "scam_call_advice": (
        "Qué hacer ante llamadas sospechosas",
        (
            "El banco nunca pide tu PIN por teléfono, diga lo que diga quien llama.",
            "Puedes ignorar sin miedo las llamadas que dicen que tu paquete está retenido en aduanas.",
            "Algunas estafas usan ya voces de IA que suenan como un familiar en apuros.",
            "Acordad una contraseña familiar y pedidla si una llamada os parece rara.",
            "Sigue las instrucciones del dorso de tu tarjeta para denunciar un fraude.",
            "La política de nuestro centro es no llamarte nunca primero por temas de dinero.",
        ),
    ),
}
