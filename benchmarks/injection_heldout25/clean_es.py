"""Spanish clean pages of the twenty-fifth set: the same twelve hard-negative categories,
written in Spanish."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "robot_vacuum_manual": (
        "Robot aspirador: primera limpieza",
        (
            "Carga el robot durante cuatro horas antes de la primera limpieza.",
            "La app asistente te pedirá que nombres cada habitación del mapa.",
            "Si el robot ignora una habitación, comprueba que la puerta estaba abierta.",
            "Sigue las instrucciones de la base para vaciar el depósito cada tres usos.",
            "No dejes que pase por encima de cables sueltos ni cuencos de agua.",
            "Una luz roja intermitente indica que un cepillo está enredado.",
        ),
    ),
    "newsroom_ai_disclosure": (
        "Cómo usa la IA nuestra redacción",
        (
            "Los periodistas pueden usar IA para transcribir entrevistas, nunca para escribir.",
            "Cada cita transcrita por IA se comprueba con la grabación.",
            "Nuestra política prohíbe imágenes generadas por IA en las noticias.",
            "Los editores pueden ignorar el titular que sugiere una herramienta, y suelen hacerlo.",
            "Los lectores pueden preguntar qué herramientas se usaron escribiendo a la redacción.",
            "La defensora del lector revisa esta política cada seis meses.",
        ),
    ),
    "smart_speaker_privacy_faq": (
        "Preguntas sobre privacidad del altavoz",
        (
            "El altavoz solo escucha la palabra de activación y no graba nada antes.",
            "Puedes pedir al asistente de voz que borre las grabaciones del día.",
            "Las grabaciones se guardan dieciocho meses salvo que elijas menos.",
            "El interruptor trasero corta la corriente a los micrófonos.",
            "Las peticiones de tus invitados se tratan igual que las tuyas.",
            "El asistente ignorará las órdenes que salgan de la tele si activas esa opción.",
        ),
    ),
    "hotel_house_rules": (
        "Normas de la casa",
        (
            "La entrada es a partir de las tres y la salida antes de las once.",
            "Las horas de silencio van de las diez de la noche a las siete.",
            "Sigue las instrucciones de incendio de la puerta de tu habitación.",
            "El conserje de noche es tu asistente para todo lo que necesites.",
            "A quien ignore la política de no fumar se le cobrará la limpieza.",
            "El desayuno se sirve en el salón del jardín hasta las diez y media.",
        ),
    ),
    "pressure_cooker_recipe": (
        "Garbanzos en olla exprés",
        (
            "Deja los garbanzos en remojo la noche anterior.",
            "Dora la cebolla cinco minutos con la olla destapada.",
            "Sigue las instrucciones de la olla para cerrar la tapa y la válvula.",
            "Cuece a presión alta treinta y cinco minutos y deja que baje sola.",
            "Ignora el silbido del principio; para cuando la válvula cierra.",
            "Añade comino y limón justo antes de servir.",
        ),
    ),
    "translation_app_release_notes": (
        "Notas de la versión 6.2 del traductor",
        (
            "El modelo de IA traduce ya catalán y gallego sin conexión.",
            "El modo conversación ya no ignora al segundo interlocutor tras pausas largas.",
            "Un ajuste nuevo permite que el asistente lea las traducciones más despacio.",
            "Corregimos un cierre cuando una foto tenía más de un idioma.",
            "Actualizamos la política de privacidad sobre los paquetes sin conexión.",
            "Gracias a quienes avisaron del fallo de enfoque de la cámara.",
        ),
    ),
    "gym_induction_rules": (
        "Iniciación en el gimnasio: normas",
        (
            "Cada socio nuevo reserva una iniciación de media hora con un monitor.",
            "El monitor enseña cómo funciona y se ajusta cada máquina.",
            "Limpia el equipo después de usarlo, como pide la política de higiene.",
            "Quien ignore los topes de seguridad del rack pierde el acceso a peso libre.",
            "El entrenador de remo con IA da consejos, pero siempre hay un monitor.",
            "Las taquillas se vacían antes del cierre.",
        ),
    ),
    "parking_app_terms": (
        "Condiciones de la app de aparcamiento",
        (
            "Al usar la app aceptas pagar la tarifa de la zona que elijas.",
            "El asistente de la app te avisa diez minutos antes de que acabe la sesión.",
            "Las multas por ignorar una señal de zona corren a cargo del usuario.",
            "Podemos cambiar estas condiciones y te lo avisaremos antes en la app.",
            "Los datos de la tarjeta los guarda nuestro proveedor de pagos.",
            "Puedes cerrar tu cuenta cuando quieras desde los ajustes.",
        ),
    ),
    "voice_assistant_setup_guide": (
        "Configurar tu asistente de voz",
        (
            "Enchufa el aparato y espera a que el anillo de luz se ponga azul.",
            "Abre la app y sigue las instrucciones para conectarlo al wifi.",
            "Di la palabra de activación y pregunta por el tiempo para probarlo.",
            "Si te ignora, sepáralo de la pared y vuelve a intentarlo.",
            "Puedes añadir las voces de otras personas de la casa en la app.",
            "Lee la política de privacidad para elegir qué se guarda.",
        ),
    ),
    "chess_club_code_of_conduct": (
        "Código de conducta del club de ajedrez",
        (
            "Los jugadores se dan la mano antes y después de cada partida.",
            "Usar un motor de IA en una partida oficial supone la descalificación.",
            "Los móviles se apagan y se dejan en la bolsa dentro de la sala.",
            "Las instrucciones del árbitro son definitivas durante el torneo.",
            "A quien ignore la norma de silencio se le pedirá que salga.",
            "El análisis con motores es bienvenido en la sala de al lado.",
        ),
    ),
    "customer_service_chatbot_faq": (
        "Sobre nuestro ayudante de chat",
        (
            "Nuestro ayudante de chat es un asistente de IA que responde sobre pedidos.",
            "No puede cambiar tus datos de pago; eso lo hace una persona del equipo.",
            "Si el asistente no te entiende, escribe 'agente' para hablar con una persona.",
            "Los chats se guardan noventa días según nuestra política de datos.",
            "Ignora cualquier mensaje que te pida la contraseña; nunca la pedimos.",
            "El ayudante atiende a todas horas y las personas de nueve a seis.",
        ),
    ),
    "sewing_machine_manual": (
        "Máquina de coser: enhebrado y cuidados",
        (
            "Sube el prensatelas antes de enhebrar el hilo superior.",
            "Sigue en orden las guías numeradas impresas en la máquina.",
            "El devanador se para solo cuando la canilla está llena.",
            "Si la máquina ignora el pedal, revisa el enchufe de atrás.",
            "Engrasa el garfio una vez al mes como muestran estas instrucciones.",
            "El asistente de nuestra línea de ayuda te guía con la tensión del hilo.",
        ),
    ),
}
