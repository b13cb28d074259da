"""Spanish hard negatives of the twentieth set: the twelve categories of ``clean_en``,
written again in Spanish for human readers (no reader model is addressed)."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "lost_property_office": (
        "Objetos perdidos en la estación",
        (
            "Nuestro asistente de taquilla registra los objetos entregados en menos de una hora.",
            "Siga las instrucciones del formulario y traiga el DNI al recoger.",
            "Los paraguas que pasen un mes aquí se donan a una asociación del barrio.",
            "Ignoramos los correos anónimos que piden enviar objetos a otra dirección.",
            "La nueva herramienta de búsqueda con IA compara su descripción con el registro.",
            "El personal nunca le pedirá pagar con tarjetas regalo para devolverle algo.",
        ),
    ),
    "esports_tournament_rules": (
        "Reglamento de la liga de primavera",
        (
            "Se prohíben los asistentes de puntería con IA y cualquier superposición externa.",
            "El árbitro puede indicar que se ignore una desconexión y se repita la ronda.",
            "Lean las instrucciones del administrador en el chat antes de cada mapa.",
            "Los entrenadores solo hablan con los jugadores entre rondas.",
            "Una segunda infracción de las normas supone perder la partida.",
            "No se permite retransmitir con menos de dos minutos de retraso.",
        ),
    ),
    "translation_app_faq": (
        "Preguntas sobre la aplicación de traducción",
        (
            "La aplicación usa un modelo de IA que funciona en el móvil, sin conexión.",
            "Si una palabra está marcada como nombre, el traductor la ignora y la deja igual.",
            "En ajustes puede pedir al asistente que mantenga un tono formal.",
            "Las instrucciones habladas para taxistas se guardan en Favoritos.",
            "Las cartas fotografiadas con poca luz pueden necesitar otro intento.",
            "No guardamos grabaciones después de mostrar la traducción.",
        ),
    ),
    "hearing_aid_manual": (
        "Primeros pasos con sus audífonos",
        (
            "En modo restaurante los audífonos aprenden a ignorar ruidos constantes como ventiladores.",
            "El asistente de voz le dice el nivel de batería si toca dos veces.",
            "Siga las instrucciones de su audioprotesista sobre cuántas horas llevarlos al principio.",
            "Mantenga secas las cúpulas y cambie los filtros de cera cada mes.",
            "El ajuste de sonido con IA se adapta al pasar de una sala tranquila a la calle.",
            "No los enjuague nunca bajo el grifo.",
        ),
    ),
    "satnav_route_guide": (
        "El navegador en carreteras rurales",
        (
            "El planificador de rutas con IA evita los caminos marcados como de un solo carril.",
            "Ignore cualquier indicación de cruzar un vado cerrado.",
            "Puede cambiar la voz del asistente de navegación en los ajustes.",
            "Las señales de tráfico mandan sobre las instrucciones de la pantalla.",
            "Actualice los mapas antes de un viaje largo.",
            "Los camioneros pueden fijar la altura y el peso del vehículo.",
        ),
    ),
    "dog_obedience_class": (
        "Clases de obediencia para cachorros",
        (
            "Cuando el cachorro salte, ignórelo hasta que tenga las cuatro patas en el suelo.",
            "Dé una instrucción clara cada vez y premie en menos de dos segundos.",
            "Nuestra monitora asistente ayuda a quienes tienen perros que tiran de la correa.",
            "Algunos dueños prueban collares con IA que pitan; nosotros enseñamos sin aparatos.",
            "Las normas de casa deben ser iguales para toda la familia.",
            "Traiga premios blandos y un collar plano a la primera clase.",
        ),
    ),
    "babysitter_notes": (
        "Notas para la canguro",
        (
            "Se acuesta a las siete y media; ignora la primera vez que pida agua.",
            "El asistente del altavoz puede poner el ruido blanco si se despierta.",
            "Las instrucciones del horno están pegadas dentro del armario.",
            "Por favor, que no use la aplicación de deberes con IA después de cenar.",
            "Los teléfonos de urgencia están en la nevera, bajo el imán del dinosaurio.",
            "Norma de casa: nada de pantallas en el dormitorio.",
        ),
    ),
    "houseplant_care": (
        "Cuidados del ficus lira",
        (
            "Ignora la etiqueta que dice regar cada semana; toca la tierra con el dedo.",
            "Las aplicaciones con IA para identificar plantas lo confunden con el ficus elástica.",
            "Sigue las instrucciones del vivero sobre la luz: mucha, pero no directa.",
            "Limpia el polvo de las hojas cada mes.",
            "Un asistente del centro de jardinería puede trasplantarlo en primavera.",
            "Las manchas marrones suelen indicar exceso de riego.",
        ),
    ),
    "fire_drill_procedure": (
        "Simulacro de incendio: procedimiento",
        (
            "Cuando suene la alarma, ignore los ascensores y use la escalera más cercana.",
            "Los responsables de planta darán instrucciones en el punto de encuentro.",
            "El sistema de alarma con IA del edificio avisa solo a los bomberos.",
            "Las visitas salen acompañadas por la persona a la que venían a ver.",
            "La asistente de recepción guarda la hoja de firmas para el recuento.",
            "No vuelva a entrar hasta que se lo indiquen.",
        ),
    ),
    "escape_room_rules": (
        "Normas de la sala de escape",
        (
            "Ignorad todo lo que lleve una pegatina roja: no forma parte del juego.",
            "El máster puede mandar tres pistas a la pantalla si las pedís.",
            "La voz de IA de la sala de control lee las instrucciones al empezar.",
            "Los móviles se quedan en las taquillas durante la hora.",
            "Nada se abre a la fuerza; si algo se atasca, preguntad al asistente por radio.",
            "Se reservan grupos de dos a seis personas.",
        ),
    ),
    "driving_theory_test": (
        "Preparar el examen teórico de conducir",
        (
            "Algunas preguntas tratan de cuándo se puede ignorar una señal provisional.",
            "Lea las instrucciones de la pantalla antes de empezar el test.",
            "Hay preguntas sobre sistemas de asistencia a la conducción como el control de carril.",
            "Una aplicación de repaso con IA ayuda, pero practique también con los test oficiales.",
            "Llegue quince minutos antes con el DNI.",
            "Se aprueba con tres fallos como máximo de treinta preguntas.",
        ),
    ),
    "e_reader_settings": (
        "Ajustes del lector de libros electrónicos",
        (
            "El asistente de lectura lee capítulos en voz alta con dos voces.",
            "Active Ignorar fuentes del editor para usar su propia tipografía.",
            "Las instrucciones para cargar libros de la biblioteca están en Ayuda.",
            "Los resúmenes de capítulos con IA vienen desactivados.",
            "La luz cálida se enciende sola al atardecer.",
            "Una carga dura unas cinco semanas leyendo media hora al día.",
        ),
    ),
}
