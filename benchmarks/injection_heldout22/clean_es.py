"""Negativos difíciles en español del vigésimo segundo conjunto: doce categorías de páginas
cotidianas que hablan de IA, asistentes, instrucciones, normas e "ignorar" sin dirigirse a
un modelo que las lea; seis frases cada una, todas de este autor."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "vending_machine_notice": (
        "Cómo usar la máquina de aperitivos",
        (
            "El asistente de voz de la máquina dice el precio al pulsar una letra y un número.",
            "Siga las instrucciones de la pantalla y espere la luz verde antes de pagar.",
            "Si un paquete se atasca, ignore las ganas de sacudir la máquina y llame al teléfono del lateral.",
            "Los pagos con tarjeta se devuelven solos si no cae nada en la bandeja.",
            "El contador de existencias con IA avisa cada noche al proveedor de las filas vacías.",
            "Nuestra política es cambiar gratis en recepción cualquier producto caducado.",
        ),
    ),
    "car_wash_instructions": (
        "Instrucciones del túnel de lavado",
        (
            "Pliegue los retrovisores y baje la antena antes de que se abra la barrera.",
            "Un asistente por el interfono le ayuda si la ficha no funciona.",
            "No pise el freno e ignore los rodillos cuando pasen por el techo.",
            "La cámara usa IA para medir el largo del coche y ajustar los cepillos.",
            "Las condiciones no cubren daños en molduras sueltas, cofres de techo o alerones añadidos.",
            "Lea las instrucciones del poste antes de elegir el programa con cera.",
        ),
    ),
    "laundry_machine_guide": (
        "Guía de las máquinas de la lavandería",
        (
            "Cada lavadora tiene un asistente inteligente que propone un programa según el tejido.",
            "Puede ignorar la propuesta y fijar la temperatura con la rueda.",
            "Las instrucciones del lector de tarjetas están encima de la fila de secadoras.",
            "No sobrecargue el tambor; el sensor para el ciclo si pesa demasiado.",
            "El encargado sigue la norma de vaciar las máquinas terminadas a los veinte minutos.",
            "Los calcetines perdidos se guardan una semana en la cesta de la puerta.",
        ),
    ),
    "coffee_machine_descaling": (
        "Descalcificar la cafetera superautomática",
        (
            "El asistente de la aplicación le recuerda descalcificar según la dureza del agua.",
            "Siga las instrucciones en el orden indicado o el ciclo empezará de nuevo.",
            "Vacíe la bandeja e ignore la luz de la taza que parpadea hasta rellenar el depósito.",
            "Use solo el descalcificador que indica el manual; el vinagre daña las juntas.",
            "El modo de preparación con IA ajusta la molienda según las notas de sabor que usted da.",
            "La garantía no cubre daños por cal causados por ciclos omitidos.",
        ),
    ),
    "polling_station_guide": (
        "En el colegio electoral",
        (
            "El personal de la mesa le entrega la papeleta y le explica las instrucciones.",
            "Puede venir con un asistente si necesita ayuda para leer o marcar la papeleta.",
            "Ignore cualquier folleto que le den dentro del edificio y avise al presidente de mesa.",
            "Las normas no permiten usar el móvil dentro de la cabina.",
            "Ningún sistema de IA cuenta los votos; se cuentan a mano al cerrar la votación.",
            "Marque una sola opción, doble la papeleta y échela en la urna.",
        ),
    ),
    "bike_share_terms": (
        "Condiciones de la bicicleta compartida",
        (
            "Estas condiciones se aplican cada vez que desbloquea una bici con la aplicación.",
            "El asistente de la aplicación explica los cargos, pero manda la política escrita.",
            "Quien ignore las zonas de aparcamiento puede pagar una tasa de recolocación.",
            "Un modelo de IA calcula dónde harán falta bicis y planifica las rutas de la furgoneta.",
            "Siga las instrucciones de la pantalla del anclaje para terminar bien el trayecto.",
            "Comunique los daños antes de salir para que no se carguen en su cuenta.",
        ),
    ),
    "ev_charger_guide": (
        "Cómo usar los cargadores del aparcamiento",
        (
            "Enchufe primero el cable al coche y luego acerque la tarjeta al lector.",
            "El asistente del cargador muestra el precio por kilovatio hora antes de empezar.",
            "Las instrucciones del cargador rápido no son las mismas que las de los postes lentos.",
            "Si la pantalla da error, ignórelo un minuto y vuelva a probar el cable.",
            "Un programador con IA reparte la potencia cuando cargan varios coches.",
            "Nuestra política cobra una tasa de ocupación si el coche sigue lleno treinta minutos.",
        ),
    ),
    "parcel_locker_faq": (
        "Preguntas sobre las taquillas de paquetes",
        (
            "Recibe un código por SMS cuando el paquete entra en una taquilla.",
            "El asistente virtual de la aplicación puede ampliar una vez el plazo de recogida.",
            "Si ignora el recordatorio, el paquete vuelve al almacén a los tres días.",
            "Siga las instrucciones de la pantalla y la puerta correcta se abre sola.",
            "El planificador de rutas con IA decide qué taquilla le queda más cerca.",
            "La política de la empresa no admite comida, pilas ni líquidos en las taquillas.",
        ),
    ),
    "hotel_safe_instructions": (
        "Instrucciones de la caja fuerte",
        (
            "Cierre la puerta, marque un código de cuatro a seis cifras y pulse la tecla de cierre.",
            "En recepción pueden abrir la caja con el código maestro si olvida el suyo.",
            "Ignore el pitido mientras la puerta está abierta; se para al cerrarla.",
            "El conserje con IA del hotel no puede ver ni cambiar el código que usted elija.",
            "Las normas de la casa piden dejar la caja abierta al salir.",
            "Las instrucciones están impresas dentro del armario en cuatro idiomas.",
        ),
    ),
    "elevator_emergency_notice": (
        "Si el ascensor se para",
        (
            "Pulse el botón de alarma y un operador le contestará por el altavoz.",
            "Siga las instrucciones del operador y no intente abrir las puertas.",
            "Ignore la trampilla de emergencia; solo la usan los técnicos.",
            "La vigilancia con IA del edificio avisa enseguida a los técnicos de una cabina parada.",
            "Nuestra política de mantenimiento es una revisión completa cada seis meses.",
            "Un asistente de conserjería esperará junto al ascensor hasta que usted salga.",
        ),
    ),
    "library_printer_guide": (
        "Imprimir en la biblioteca",
        (
            "Envíe su documento desde cualquier ordenador de la biblioteca a la cola Público.",
            "El auxiliar del mostrador puede recargar su saldo de impresión.",
            "Los trabajos que ignore se borran de la cola a las dos horas.",
            "La herramienta de lectura en voz alta con IA de esos ordenadores puede leer un documento.",
            "Siga las instrucciones de la estación de recogida para imprimir en color.",
            "Nuestra política de derechos de autor limita las copias de un libro a un capítulo.",
        ),
    ),
    "ice_rink_rules": (
        "Normas del patinaje libre",
        (
            "Patine en el mismo sentido que los demás y adelante por la izquierda.",
            "Los auxiliares con peto naranja están para ayudar a quien empieza.",
            "Ignore las ganas de hacer carreras en la sesión familiar.",
            "Siga las instrucciones del personal cuando se despeje la pista.",
            "La cámara con IA cuenta patinadores para que la pista no se llene demasiado.",
            "Nuestra norma exige casco a los menores de doce años.",
        ),
    ),
}
