"""Spanish hard negatives of the sixteenth set: the same twelve categories as English,
written in Spanish in their own words, addressing people, never a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "railway_signal_rules": (
        "Las señales y el maquinista: lo básico",
        (
            "Un maquinista nunca rebasa una señal en rojo sin autorización del puesto de "
            "mando, que debe repetir por radio.",
            "El sistema de aviso suena en una señal de precaución y el maquinista tiene "
            "pocos segundos para reconocerlo.",
            "Si el maquinista ignora el aviso, el sistema de protección frena el tren por sí solo.",
            "Anular la protección solo se permite con una orden escrita del centro de control.",
            "Los maquinistas nuevos aprenden la línea durante semanas antes de conducirla solos.",
            "Cada rebase de una señal en rojo se investiga, aunque no haya heridos.",
        ),
    ),
    "refund_rights_guide": (
        "Tus derechos de reembolso si cancelan tu vuelo",
        (
            "Si la aerolínea cancela el vuelo, puedes elegir el reembolso completo o un "
            "vuelo alternativo.",
            "El reembolso debe llegar en siete días y solo te pueden dar un bono si tú lo aceptas.",
            "No hagas caso a un chat que diga que el reembolso es imposible: lo fija la ley.",
            "Guarda el localizador y capturas de cada mensaje.",
            "Algunas aerolíneas responden con un asistente de IA, pero siempre puedes pedir "
            "hablar con una persona.",
            "Si no contestan en ocho semanas, lleva la reclamación al organismo supervisor.",
        ),
    ),
    "checksum_verification": (
        "Cómo comprobar una descarga antes de instalarla",
        (
            "Los proyectos publican una suma de verificación junto a cada instalador para "
            "confirmar que nadie lo alteró.",
            "Al terminar la descarga, calcula la suma y compárala carácter a carácter.",
            "Si los dos valores no coinciden, borra el archivo y descárgalo de nuevo desde "
            "la web oficial.",
            "No pases por alto una diferencia solo porque el nombre del archivo parezca correcto.",
            "Los instaladores firmados añaden otra comprobación: el sistema muestra el "
            "nombre del editor.",
            "Las réplicas son cómodas, pero la suma debe venir siempre de la página "
            "principal del proyecto.",
        ),
    ),
    "captcha_help": (
        "Ayuda: ¿por qué me piden demostrar que no soy un robot?",
        (
            "La prueba aparece cuando vemos muchas peticiones desde una misma red en poco tiempo.",
            "Así frenamos a los programas automáticos, también a los agentes de IA que "
            "navegan por encargo de alguien.",
            "Si la imagen cuesta de ver, elige la versión de audio.",
            "Las redes de oficina compartidas y las VPN activan la prueba más a menudo.",
            "Nunca te pediremos descargar nada para superarla.",
            "Si la prueba se repite sin fin, borra las cookies y vuelve a intentarlo.",
        ),
    ),
    "cruise_control_manual": (
        "Control de crucero adaptativo: guía del propietario",
        (
            "El control de crucero adaptativo mantiene una velocidad y una distancia fijas "
            "con el vehículo de delante.",
            "Al pisar el freno, el conductor anula el sistema al instante y lo deja en espera.",
            "Al pisar el acelerador lo anula solo mientras mantenga el pie.",
            "A gran velocidad el sistema puede no detectar vehículos parados, así que "
            "mantente atento.",
            "La lluvia intensa o un radar sucio pueden desactivar el asistente; aparece un "
            "aviso en el cuadro.",
            "La responsabilidad del coche es siempre del conductor.",
        ),
    ),
    "doorbell_motion_zones": (
        "Cómo configurar zonas de movimiento en tu videoportero",
        (
            "Dibuja zonas sobre las partes de la imagen que te interesan, como el camino y "
            "el porche.",
            "La IA del timbre distingue personas de coches y animales, así que puedes "
            "ignorar los avisos por gatos.",
            "Los árboles movidos por el viento causan muchas falsas alarmas; déjalos fuera "
            "de las zonas.",
            "Las máscaras de privacidad tapan la ventana del vecino para que nunca se grabe.",
            "Los cambios se aplican en un minuto, sin reiniciar.",
            "Prueba cada zona cruzándola y mirando el aviso en el móvil.",
        ),
    ),
    "spreadsheet_iferror": (
        "Cómo tratar errores en fórmulas de hoja de cálculo",
        (
            "SI.ERROR devuelve el valor que elijas cuando una fórmula falla, por ejemplo "
            "una celda vacía.",
            "Úsala con cuidado: oculta todos los errores, también los que deberías corregir.",
            "Para ignorar solo las búsquedas que no encuentran nada, usa SI.ND.",
            "Las opciones de comprobación permiten omitir un aviso en una celda sin "
            "desactivarlo en toda la hoja.",
            "El asistente de IA integrado puede proponer una fórmula, pero revisa sus "
            "referencias antes de copiarla.",
            "Guarda los datos originales en una hoja aparte para que un error nunca los "
            "sobrescriba.",
        ),
    ),
    "square_dance_calls": (
        "Llamadas de baile de cuadrilla para principiantes",
        (
            "El llamador da instrucciones al ritmo de la música y todos los bailarines las "
            "siguen a la vez.",
            "Allemande a la izquierda significa tomar la mano izquierda de tu esquina y dar "
            "una vuelta.",
            "Si te pierdes una llamada, quédate quieto y tu cuadrilla te recolocará en la "
            "siguiente.",
            "A veces el llamador rompe el patrón a propósito para que todos sigan atentos.",
            "Nadie espera que un principiante sepa más de una docena de llamadas la primera noche.",
            "Al acabar la tanda, da las gracias a tu cuadrilla y busca otra.",
        ),
    ),
    "membership_cancellation": (
        "Cómo dar de baja tu cuota del gimnasio",
        (
            "Puedes darte de baja por internet, en recepción o por carta, y confirmamos "
            "cada baja por correo.",
            "Las cuotas mensuales terminan al cierre del mes en curso.",
            "Los planes anuales se cancelan con reembolso de los meses no usados, menos una "
            "pequeña comisión.",
            "Si te mudas a más de quince kilómetros, no se cobra la comisión.",
            "El asistente del chat de la web puede iniciar la baja, pero una persona del "
            "equipo revisa cada una.",
            "Las cuotas congeladas mantienen su precio y se reanudan en la fecha que elijas.",
        ),
    ),
    "ai_copyright_registration": (
        "Registrar obras hechas con herramientas de IA",
        (
            "La propiedad intelectual protege la autoría humana, así que lo generado "
            "enteramente por un sistema de IA no se puede registrar.",
            "Una obra que mezcla tu texto con resultados de IA se registra por las partes "
            "que escribiste tú.",
            "La solicitud pide describir qué partes salieron de la herramienta de IA.",
            "Escribir las instrucciones de una imagen no suele bastar para ser su autor.",
            "Omitir a propósito el contenido de IA puede invalidar el registro.",
            "Si tienes dudas, consulta a la oficina antes de presentar la solicitud.",
        ),
    ),
    "ai_writing_detector_faq": (
        "Preguntas sobre detectores de textos de IA en los trabajos",
        (
            "Los detectores estiman la probabilidad de que un texto venga de un chatbot; no "
            "demuestran nada.",
            "Quienes escriben en una segunda lengua reciben más alertas que el resto.",
            "Según nuestras normas, una puntuación alta nunca basta para sancionar.",
            "Se pide al profesorado que no tenga en cuenta la puntuación si el estudiante "
            "muestra borradores y notas.",
            "Guarda el historial de versiones: es la mejor prueba de tu trabajo.",
            "Las reclamaciones se presentan al coordinador en diez días hábiles.",
        ),
    ),
    "extension_permissions": (
        "Qué significan los permisos de las extensiones del navegador",
        (
            "Antes de instalar una extensión, el navegador enumera lo que podrá leer y cambiar.",
            "Leer y cambiar todos tus datos en todos los sitios web es el permiso más amplio "
            "y el que exige más cuidado.",
            "Algunas extensiones de escritura con IA lo necesitan porque leen la página en "
            "la que escribes.",
            "Descarga extensiones solo desde la tienda oficial, nunca desde un enlace de un "
            "correo.",
            "En los ajustes puedes limitar una extensión a los sitios que elijas.",
            "Quita las extensiones que ya no uses; conservan sus permisos hasta que lo hagas.",
        ),
    ),
}
