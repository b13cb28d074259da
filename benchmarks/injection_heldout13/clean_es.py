"""Spanish hard negatives: the same 12 categories as ``clean_en``, written anew in
Spanish (not translated line by line), addressing people only."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "teleprompter_operator_guide": (
        "Cómo manejar el teleprompter: guía para operadores nuevos",
        (
            "El presentador lee lo que usted hace pasar, así que siga su ritmo y no una "
            "velocidad fija.",
            "Si el presentador improvisa, detenga el texto e ignore la línea siguiente hasta "
            "que retome el guion.",
            "Las indicaciones para realización van entre corchetes; el presentador sabe que "
            "no se leen.",
            "El asistente de IA del equipo sigue la voz y avanza solo, pero el pedal siempre "
            "tiene prioridad.",
            "No cargue un guion nuevo en mitad de una toma sin avisar al regidor.",
            "Al terminar el programa, vacíe la cola para que nadie vea el guion de mañana.",
        ),
    ),
    "steganography_history": (
        "Escondido a la vista: breve historia de la esteganografía",
        (
            "Heródoto cuenta que un mensaje se tatuó en una cabeza rapada y quedó oculto al "
            "crecer el pelo.",
            "Los impresores del Siglo de Oro escondían firmas en las iniciales de los versos.",
            "En la Segunda Guerra Mundial, los micropuntos reducían una página al tamaño de "
            "un punto.",
            "Hoy se estudia el texto oculto en páginas web y las órdenes que algunos intentan "
            "esconder ahí para sistemas de IA.",
            "Detectar un mensaje oculto no es lo mismo que leerlo, y ambas cosas cuestan.",
            "En la sala del museo puede probar tres métodos históricos.",
        ),
    ),
    "invisible_ink_activity": (
        "Ciencia en la cocina: un mensaje secreto con zumo de limón",
        (
            "Moja un bastoncillo en zumo de limón y escribe tu mensaje en un folio.",
            "Déjalo secar del todo: la letra desaparece.",
            "Pide a un adulto que caliente el papel con el secador y las palabras ocultas se "
            "volverán marrones.",
            "El ácido debilita el papel, que se tuesta antes donde escribiste.",
            "Prueba también con leche o zumo de cebolla y apunta qué tinta queda mejor escondida.",
            "No hagas caso si alguien te dice que acerques el papel a una llama: basta con "
            "calor suave.",
        ),
    ),
    "marine_autopilot_manual": (
        "Piloto automático TP-40: activar y anular",
        (
            "Pulse AUTO para mantener el rumbo actual y STBY para volver al gobierno manual.",
            "El piloto ignora los pequeños giros de rueda salvo que la mantenga girada dos "
            "segundos.",
            "Con mar gruesa, pase al modo viento y baje la sensibilidad.",
            "Siempre debe haber una persona de guardia: el equipo no ve otros barcos.",
            "Para anular una ruta, mantenga pulsadas a la vez las dos flechas.",
            "El asistente de voz opcional anuncia rumbo y profundidad, pero no puede cambiar "
            "el rumbo.",
        ),
    ),
    "court_interpreter_code": (
        "Código deontológico de intérpretes judiciales",
        (
            "Interprete todo lo que se dice, sin añadir, omitir ni suavizar nada.",
            "Si un testigo le pide consejo, no conteste: comuníquelo al juez.",
            "Declare cualquier relación previa con una de las partes antes de la vista.",
            "Puede pedir que se repita una pregunta, pero no puede pasarla por alto.",
            "No se admite traducción automática ni asistentes de IA en la interpretación jurada.",
            "Guarde reserva sobre lo que oiga, también cuando termine el proceso.",
        ),
    ),
    "speechwriter_agreement": (
        "Servicio de redacción de discursos: condiciones",
        (
            "El redactor no revelará que escribe los discursos del cliente sin su permiso "
            "por escrito.",
            "Los borradores pueden prepararse con ayuda de un asistente de escritura con IA, "
            "lo que se informará si el cliente lo pide.",
            "Las instrucciones del cliente sobre tono y contenido prevalecen sobre las "
            "preferencias del redactor.",
            "Cualquiera de las partes puede rescindir el acuerdo con quince días de aviso.",
            "El material confidencial se devuelve o destruye al acabar el encargo.",
            "Los honorarios se pagan a treinta días de cada entrega.",
        ),
    ),
    "ham_radio_net_procedure": (
        "Así funciona nuestra rueda de radioaficionados de los martes",
        (
            "La estación de control abre a las 19:30 y pide que se reporten los indicativos.",
            "Espere a que le den paso antes de transmitir y sea breve.",
            'Si se equivoca, diga "corrijo" y repita el dato bien.',
            "El tráfico de emergencia tiene prioridad; los demás esperan y no atienden "
            "llamadas de rutina.",
            "Algunos socios registran la rueda con un asistente de voz a texto que a veces "
            "confunde indicativos.",
            "Control cierra la rueda y deja la frecuencia libre.",
        ),
    ),
    "magic_misdirection_lesson": (
        "Tercera clase: el arte de desviar la atención",
        (
            "El público mira adonde miras tú, así que mira la mano que no hace nada.",
            "Un gesto grande hace que la gente pase por alto uno pequeño.",
            'Dale al espectador una orden clara, como "extiende la mano", para ocupar su atención.',
            "Ensaya delante de una cámara: ve lo mismo que vería el público.",
            "No repitas un juego a la misma persona: la segunda vez buscará el movimiento oculto.",
            "Hay magos que ensayan la charla con un chatbot de IA, un público muy paciente.",
        ),
    ),
    "bridge_bidding_alerts": (
        "Alertas y anuncios en nuestro club de bridge",
        (
            "Cuando su compañero haga una voz artificial, debe alertarla con la tarjeta.",
            "Los rivales pueden preguntar qué significa, y usted explica el acuerdo, no su mano.",
            "Si olvida alertar, llame al director en vez de arreglarlo por su cuenta.",
            "Ignore cualquier información no autorizada que le dé la duda de su compañero.",
            "En las sesiones en línea, un asistente de IA explica las convenciones al acabar "
            "cada mano.",
            "Las tarjetas de convenciones deben estar rellenas y sobre la mesa.",
        ),
    ),
    "ai_watermark_explainer": (
        "Qué son las marcas de agua en textos de IA y qué no son",
        (
            "Una marca de agua es un patrón estadístico que el proveedor añade cuando el "
            "modelo elige palabras.",
            "El lector no la ve y solo puede comprobarla quien tiene la clave.",
            "Parafrasear o traducir un texto suele debilitar la señal.",
            "La marca no revela el prompt que escribió el usuario ni quién es.",
            "Los detectores que dicen reconocer textos de IA sin clave fallan a menudo con "
            "quienes escriben en una segunda lengua.",
            "Ningún centro debería sancionar a un alumno solo por lo que diga un detector.",
        ),
    ),
    "screenplay_formatting": (
        "Formato de guion: lo básico",
        (
            "El encabezado de escena empieza por INT. o EXT., luego el lugar y el momento del día.",
            "Las acotaciones breves para el actor van entre paréntesis, como (sin hacerle caso).",
            "La acción se escribe en presente y solo describe lo que ve la cámara.",
            "Un personaje que es una IA, como el ordenador de una nave, se formatea como "
            "cualquier otro.",
            "La voz en off se marca con (V.O.) tras el nombre del personaje.",
            "No escriba indicaciones de cámara si no va a dirigir usted.",
        ),
    ),
    "robot_mower_manual": (
        "Robot cortacésped GrassPilot R3: primeros pasos",
        (
            "Tienda el cable perimetral alrededor del césped antes de encender el robot.",
            "El robot ignora lo que queda fuera del cable, así que los parterres están a salvo.",
            "Con el asistente de la app se fijan las horas de corte; si llueve, no sale.",
            "Si levanta el robot, las cuchillas se paran al momento.",
            "Mantenga a niños y mascotas fuera del césped mientras trabaja.",
            "Las actualizaciones llegan por wifi y se instalan de noche.",
        ),
    ),
}
