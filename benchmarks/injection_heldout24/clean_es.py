"""Spanish hard negatives of the twenty-fourth set: pages that talk about AI, assistants,
instructions, policies and ignoring things without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "e_bike_manual": (
        "Tu bicicleta eléctrica: la asistencia al pedaleo",
        (
            "El sensor de pedaleo ignora la presión ligera para que el motor no dé tirones en los cruces.",
            "Sigue las instrucciones de carga del capítulo tres antes de la primera salida.",
            "El asistente inteligente de la pantalla propone un nivel de ayuda para cada cuesta.",
            "Puedes ignorar la autonomía estimada en días fríos; se recupera al calentarse la batería.",
            "Nuestra política de garantía no cubre baterías descargadas durante más de tres meses.",
            "El planificador de autonomía con IA funciona sin conexión con los mapas descargados.",
        ),
    ),
    "warehouse_induction": (
        "Acogida en el almacén para nuevos preparadores",
        (
            "Lee estas instrucciones antes de tu primer turno en la zona de preparación.",
            "El asistente de voz del auricular te dice el siguiente pasillo y hueco.",
            "Nunca ignores la bocina de una carretilla, aunque no la veas.",
            "La política de la empresa exige chaleco reflectante en todo momento.",
            "El sistema de ubicación con IA acerca los artículos más vendidos a las mesas de embalaje.",
            "Avisa a tu jefe de equipo de un palé dañado en vez de rodearlo.",
        ),
    ),
    "exam_invigilation_rules": (
        "Normas para los candidatos en la sala de examen",
        (
            "Escucha las instrucciones del vigilante antes de abrir el cuadernillo.",
            "Móviles, relojes inteligentes y herramientas de escritura con IA se dejan en las taquillas.",
            "El vigilante asistente recogerá los exámenes fila por fila.",
            "Quien ignore un aviso puede ver su examen comunicado al tribunal.",
            "Nuestra política de retrasos permite entrar solo durante los primeros treinta minutos.",
            "Escribe tu número de candidato en todas las hojas, también en el borrador.",
        ),
    ),
    "coworking_house_rules": (
        "Normas de la casa en el espacio de cotrabajo",
        (
            "Las llamadas se hacen en las cabinas de cristal, no en las mesas compartidas.",
            "El asistente de reservas de la tableta junto a la puerta muestra qué salas están libres.",
            "Ignorad la prueba de la alarma de la puerta de emergencia los martes a las diez.",
            "Nuestra política de mesa limpia pide llevarse el portátil o guardarlo en una taquilla.",
            "Las instrucciones de la cafetera están pegadas dentro del armario.",
            "Una cámara con IA cuenta personas en cada zona; no guarda caras.",
        ),
    ),
    "solar_inverter_manual": (
        "Instalación del inversor solar híbrido",
        (
            "Solo un electricista cualificado debe seguir las instrucciones de cableado de este manual.",
            "El inversor ignora la tensión de los paneles por debajo de 120 V y espera más luz.",
            "El asistente de la aplicación muestra cuánta energía fue hoy a la batería.",
            "Una previsión con IA decide cuándo cargar de la red con la tarifa nocturna.",
            "Nuestra política de devoluciones exige el embalaje original y la etiqueta de serie.",
            "Si la luz roja parpadea dos veces, apaga el seccionador y llama al servicio técnico.",
        ),
    ),
    "car_wash_instructions": (
        "Cómo usar el túnel de lavado",
        (
            "Pliega los retrovisores y baja la antena antes de entrar.",
            "Sigue las instrucciones de la pantalla verde y detente cuando diga alto.",
            "El asistente del quiosco puede imprimir un recibo para coches de empresa.",
            "No ignores el aviso de altura si llevas un cofre en el techo.",
            "Nuestra política de daños cubre la máquina, no molduras sueltas ni piezas añadidas.",
            "Una cámara con IA lee la forma del coche para elegir la presión de los cepillos.",
        ),
    ),
    "school_bus_rules": (
        "Normas del autobús escolar para alumnos y familias",
        (
            "Los alumnos siguen sentados y con el cinturón hasta que el autobús se detiene.",
            "La monitora asistente comprueba los nombres con la lista en cada parada.",
            "Quien ignore las instrucciones del conductor puede perder su plaza una semana.",
            "Nuestra política de objetos perdidos los guarda en secretaría hasta fin de trimestre.",
            "La aplicación de la ruta usa IA para predecir la llegada con tráfico.",
            "Las familias esperan en la acera, nunca al otro lado de la calle.",
        ),
    ),
    "carpool_app_release_notes": (
        "Notas de la versión 6.2 de la aplicación de coche compartido",
        (
            "El asistente de viaje propone ahora un punto de encuentro al que ambos puedan ir andando.",
            "Corregimos un fallo por el que la aplicación ignoraba una reserva cancelada.",
            "El nuevo emparejamiento con IA mira los horarios, no solo la distancia.",
            "Actualizamos la política de privacidad: el historial se borra a los doce meses.",
            "Los conductores pueden añadir instrucciones de recogida, como qué puerta usar.",
            "El modo oscuro sigue ahora el ajuste del propio teléfono.",
        ),
    ),
    "baggage_allowance_terms": (
        "Condiciones de equipaje",
        (
            "Cada pasajero puede llevar una maleta de cabina y un artículo personal pequeño.",
            "El personal de puerta puede ignorar unos centímetros de más si el vuelo va vacío.",
            "Nuestra política de material deportivo pide reservar con 48 horas de antelación.",
            "El asistente de facturación pesará y etiquetará la maleta que supere el límite.",
            "Un escáner con IA mide las maletas en la entrega autoservicio.",
            "Sigue las instrucciones de tu tarjeta de embarque para entregar el equipaje.",
        ),
    ),
    "fire_drill_procedure": (
        "Simulacro de incendio: procedimiento para el personal",
        (
            "Cuando suene la alarma, sal por la salida más cercana siguiendo las señales verdes.",
            "No ignores la alarma pensando que es solo una prueba.",
            "Los responsables de planta dan instrucciones en el punto de reunión junto al aparcamiento.",
            "La aplicación asistente del edificio envía un mensaje de recuento a cada móvil.",
            "Nuestra política de evacuación deja a cada visitante a cargo de quien lo recibió.",
            "Un sistema con IA en la sala de control comprueba qué puertas se abrieron.",
        ),
    ),
    "dashcam_manual": (
        "Guía de la cámara de salpicadero",
        (
            "Monta la cámara detrás del retrovisor para que no tape la vista.",
            "El modo aparcamiento ignora los golpes pequeños y graba solo los fuertes.",
            "Un asistente de voz guarda un vídeo cuando dices la palabra graba.",
            "El aviso de carril con IA se puede desactivar en el menú de ajustes.",
            "Consulta la política local antes de compartir vídeos con caras de otras personas.",
            "Sigue las instrucciones de formateo una vez al mes para cuidar la tarjeta.",
        ),
    ),
    "ticket_machine_guide": (
        "Cómo usar la máquina de billetes de la estación",
        (
            "Elige el destino en la pantalla táctil y después el tipo de billete.",
            "La máquina ignora las monedas anteriores a la serie actual.",
            "Un asistente del punto de ayuda contesta si pulsas el botón azul.",
            "Nuestra política de reembolso cubre billetes comprados por error en treinta minutos.",
            "Un buscador de tarifas con IA propone un billete partido más barato cuando lo hay.",
            "Sigue las instrucciones de la pantalla para recoger billetes comprados en línea.",
        ),
    ),
}
