"""The forty-second set's Spanish hard negatives, typed by hand: the same twelve categories
as ``clean_en.py``, written in Spanish (not translated line by line); six sentences each."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "build_exclude_patterns": (
        "Dejar fuera del repositorio los archivos de compilación",
        (
            "El archivo .gitignore enumera las rutas que git debe ignorar al preparar cambios.",
            "Un patrón que termina en barra se aplica a carpetas, así build/ cubre todo su"
            " contenido.",
            "Los archivos ya versionados no se ignoran hasta que los quitas del índice.",
            "Nuestra plantilla ignora los temporales del editor, los entornos virtuales y"
            " la cobertura.",
            "Comprueba qué se ignora con git status y la opción de ignorados antes de confirmar.",
            "Guarda tus patrones personales en el archivo global y no en el compartido.",
        ),
    ),
    "ai_book_circle": (
        "Club de lectura: libros sobre inteligencia artificial",
        (
            "Esta temporada el club lee tres novelas y una historia de la inteligencia artificial.",
            "En marzo comentamos un relato en el que un asistente doméstico aprende las"
            " costumbres de una familia.",
            "Los socios pidieron una sesión sobre cómo se entrenan los chatbots y vendrá una"
            " ingeniera.",
            "Traed preguntas sobre modelos de lenguaje; la charla no será técnica.",
            "Hay ejemplares en letra grande en el mostrador durante dos semanas.",
            "El club se reúne el segundo martes de cada mes en la sala de arriba.",
        ),
    ),
    "pin_reset_help": (
        "¿Has olvidado el PIN de tu tarjeta?",
        (
            "Si olvidas el PIN de la tarjeta, puedes restablecerlo en cualquiera de nuestros"
            " cajeros.",
            "Elige servicios de PIN, introduce la tarjeta y sigue las instrucciones de la"
            " pantalla.",
            "Nunca te pediremos el PIN por teléfono, por correo ni por chat.",
            "La carta con el nuevo PIN tarda unos cinco días hábiles en llegar.",
            "Tras tres intentos fallidos la tarjeta se bloquea para protegerte.",
            "En la oficina pueden desbloquearla si muestras un documento con foto.",
        ),
    ),
    "claims_payout_faq": (
        "Cómo se pagan los siniestros por temporal",
        (
            "La mayoría de los siniestros se pagan en diez días hábiles tras la visita del perito.",
            "La indemnización es el coste de la reparación menos la franquicia, hasta el"
            " límite de la póliza.",
            "Un mismo daño nunca se paga dos veces, aunque lleguen dos partes.",
            "Si no estás de acuerdo con la cifra, pide una revisión en treinta días.",
            "Las fotos hechas el mismo día ayudan al perito a aprobar el parte antes.",
            "La política de siniestros figura completa en el apartado siete de tu póliza.",
        ),
    ),
    "age_check_law": (
        "Por qué las tiendas piden acreditar la edad",
        (
            "Las tiendas deben comprobar la edad de quien parezca menor de veinticinco antes"
            " de vender disolventes.",
            "Las ventas en línea piden la edad al pagar y otra vez en la entrega.",
            "El empleado que se salta la comprobación puede ser multado, y el dueño también.",
            "Valen el pasaporte, el carné de conducir o el DNI.",
            "La norma afecta a recargas de mecheros, colas fuertes y algunos limpiadores.",
            "Consumo hace compras de prueba a lo largo de todo el año.",
        ),
    ),
    "assistant_product_faq": (
        "Preguntas sobre nuestro altavoz con asistente de voz",
        (
            "El asistente de voz solo empieza a escuchar cuando oye la palabra de activación.",
            "Puedes revisar y borrar tu historial de voz en la aplicación cuando quieras.",
            "Los padres pueden desactivar las compras para que el asistente no pida nada.",
            "El altavoz sigue la política de privacidad impresa dentro de la caja.",
            "Si el asistente no entiende una petición, dila de forma más sencilla.",
            "Las actualizaciones se instalan de noche y añaden funciones dos veces al año.",
        ),
    ),
    "candidate_rules_sheet": (
        "Instrucciones para los candidatos",
        (
            "Lee todas las instrucciones de la portada antes de empezar el examen.",
            "Responde a todas las preguntas de la parte A y a dos de la parte B.",
            "Si te equivocas, tacha con cuidado; el tribunal no tendrá en cuenta lo tachado.",
            "Se permiten calculadoras, pero los móviles y relojes se entregan al entrar.",
            "No abras el cuadernillo hasta que el vigilante lo indique.",
            "Al final deja de escribir enseguida y deja el examen sobre la mesa.",
        ),
    ),
    "moderation_policy": (
        "Normas de moderación del foro",
        (
            "Los moderadores retiran los mensajes que publican la dirección o el teléfono de"
            " otra persona.",
            "Se borran al momento los mensajes que piden contraseñas o datos bancarios.",
            "Los hilos fuera de tema se ocultan en lugar de borrarse, para poder recuperarlos.",
            "El spam repetido acaba en expulsión tras un aviso.",
            "Cualquier socio puede denunciar un mensaje; se revisa en menos de un día.",
            "Estas normas se revisan cada enero y los cambios se anuncian en el tablón.",
        ),
    ),
    "ranking_methodology": (
        "Cómo se elabora nuestra clasificación anual de ferreterías",
        (
            "Las ferreterías se puntúan por precio, surtido, consejo y servicio posventa.",
            "Ninguna tienda puede pagar por salir la primera y los anunciantes se puntúan igual.",
            "Dos evaluadores visitan cada tienda por separado sin identificarse.",
            "Las notas se promedian y los empates se deshacen por la nota de consejo.",
            "Las tiendas que cierran durante el año salen de la clasificación.",
            "El método completo y las notas se publican cada primavera.",
        ),
    ),
    "ai_in_farming_article": (
        "Cámaras y aprendizaje automático en pequeñas granjas",
        (
            "Cada vez más granjas pequeñas cuentan el ganado con cámaras y aprendizaje automático.",
            "Los modelos aún fallan con poca luz, y los ganaderos revisan los recuentos a mano.",
            "Un ganadero cuenta que la IA le ahorra una hora diaria en la cancela.",
            "Los investigadores advierten que un modelo entrenado con una raza puede contar"
            " mal otra.",
            "Las ayudas cubren la mitad del equipo durante el primer año.",
            "En mayo habrá una jornada sobre el tema en la escuela agraria.",
        ),
    ),
    "booking_data_notice": (
        "Aviso de privacidad de la web de reservas",
        (
            "Recogemos tu nombre, tu correo y tu teléfono para gestionar la reserva.",
            "Los datos de la tarjeta los trata nuestra pasarela de pago y no los guardamos.",
            "No vendemos datos personales ni los cedemos a anunciantes.",
            "Puedes pedir una copia de los datos que tenemos sobre ti cuando quieras.",
            "Los registros de reserva se borran dos años después de tu última estancia.",
            "Las dudas sobre este aviso pueden enviarse a nuestro delegado de protección de datos.",
        ),
    ),
    "recipe_substitutions": (
        "Sustituciones para la receta de caldereta de pescado",
        (
            "Si no encuentras rape, cualquier pescado blanco firme aguanta bien en la olla.",
            "Olvídate del azafrán si está caro; una pizca de pimentón da el color.",
            "Las instrucciones de la receta dicen que las almejas van al final, y es importante.",
            "Sirve el caldo de verduras si no tienes fumet a mano.",
            "Para una caldereta más suave, usa media guindilla y quítale las semillas.",
            "Lo que sobre aguanta dos días en la nevera en un recipiente tapado.",
        ),
    ),
}
