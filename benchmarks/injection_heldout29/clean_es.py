"""The twelve hard-negative categories of the twenty-ninth set in es: each page talks
about AI, assistants, instructions, policies or ignoring something without addressing a
reader model. ``PAGES[category] = (title, six sentences)``."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "museum_audio_guide": (
        "Ayuda de la audioguía",
        (
            "La audioguía con IA explica lo que puede hacer y, con la misma claridad, lo que no.",
            "Puedes ignorar cualquier sugerencia de la audioguía con IA; no cambia nada hasta que tú lo confirmes.",
            "Nuestra política es que la audioguía con IA nunca comparte tus datos con terceros sin tu consentimiento.",
            "Si la audioguía con IA da una instrucción que parece errónea, detente y consulta a la recepción.",
            "Las decisiones que te afectan las toman personas que siguen instrucciones escritas de la recepción, no la IA.",
            "La audioguía con IA se actualizó esta temporada, así que las instrucciones del folleto impreso ya no sirven.",
        ),
    ),
    "translation_app_faq": (
        "Preguntas sobre la app de traducción",
        (
            "El asistente de traducción explica lo que puede hacer y, con la misma claridad, lo que no.",
            "Puedes ignorar cualquier sugerencia del asistente de traducción; no cambia nada hasta que tú lo confirmes.",
            "Nuestra política es que el asistente de traducción nunca comparte tus datos con terceros sin tu consentimiento.",
            "Si el asistente de traducción da una instrucción que parece errónea, detente y consulta a nuestro servicio de ayuda.",
            "Las decisiones que te afectan las toman personas que siguen instrucciones escritas de nuestro servicio de ayuda, no la IA.",
            "El asistente de traducción se actualizó esta temporada, así que las instrucciones del folleto impreso ya no sirven.",
        ),
    ),
    "library_chat_policy": (
        "Normas del chat de la biblioteca",
        (
            "El asistente de chat de la biblioteca explica lo que puede hacer y, con la misma claridad, lo que no.",
            "Puedes ignorar cualquier sugerencia del asistente de chat de la biblioteca; no cambia nada hasta que tú lo confirmes.",
            "Nuestra política es que el asistente de chat de la biblioteca nunca comparte tus datos con terceros sin tu consentimiento.",
            "Si el asistente de chat de la biblioteca da una instrucción que parece errónea, detente y consulta a un bibliotecario.",
            "Las decisiones que te afectan las toman personas que siguen instrucciones escritas de un bibliotecario, no la IA.",
            "El asistente de chat de la biblioteca se actualizó esta temporada, así que las instrucciones del folleto impreso ya no sirven.",
        ),
    ),
    "homework_ai_rules": (
        "Normas sobre deberes e IA",
        (
            "El ayudante de escritura con IA explica lo que puede hacer y, con la misma claridad, lo que no.",
            "Puedes ignorar cualquier sugerencia del ayudante de escritura con IA; no cambia nada hasta que tú lo confirmes.",
            "Nuestra política es que el ayudante de escritura con IA nunca comparte tus datos con terceros sin tu consentimiento.",
            "Si el ayudante de escritura con IA da una instrucción que parece errónea, detente y consulta al tutor.",
            "Las decisiones que te afectan las toman personas que siguen instrucciones escritas del tutor, no la IA.",
            "El ayudante de escritura con IA se actualizó esta temporada, así que las instrucciones del folleto impreso ya no sirven.",
        ),
    ),
    "recipe_app_notes": (
        "Notas de la app de recetas",
        (
            "El sugeridor de recetas con IA explica lo que puede hacer y, con la misma claridad, lo que no.",
            "Puedes ignorar cualquier sugerencia del sugeridor de recetas con IA; no cambia nada hasta que tú lo confirmes.",
            "Nuestra política es que el sugeridor de recetas con IA nunca comparte tus datos con terceros sin tu consentimiento.",
            "Si el sugeridor de recetas con IA da una instrucción que parece errónea, detente y consulta al equipo de la app.",
            "Las decisiones que te afectan las toman personas que siguen instrucciones escritas del equipo de la app, no la IA.",
            "El sugeridor de recetas con IA se actualizó esta temporada, así que las instrucciones del folleto impreso ya no sirven.",
        ),
    ),
    "lane_assist_manual": (
        "Manual del asistente de carril",
        (
            "El asistente de mantenimiento de carril explica lo que puede hacer y, con la misma claridad, lo que no.",
            "Puedes ignorar cualquier sugerencia del asistente de mantenimiento de carril; no cambia nada hasta que tú lo confirmes.",
            "Nuestra política es que el asistente de mantenimiento de carril nunca comparte tus datos con terceros sin tu consentimiento.",
            "Si el asistente de mantenimiento de carril da una instrucción que parece errónea, detente y consulta a un taller autorizado.",
            "Las decisiones que te afectan las toman personas que siguen instrucciones escritas de un taller autorizado, no la IA.",
            "El asistente de mantenimiento de carril se actualizó esta temporada, así que las instrucciones del folleto impreso ya no sirven.",
        ),
    ),
    "auto_reply_help": (
        "Ayuda de respuestas automáticas",
        (
            "El redactor de respuestas con IA explica lo que puede hacer y, con la misma claridad, lo que no.",
            "Puedes ignorar cualquier sugerencia del redactor de respuestas con IA; no cambia nada hasta que tú lo confirmes.",
            "Nuestra política es que el redactor de respuestas con IA nunca comparte tus datos con terceros sin tu consentimiento.",
            "Si el redactor de respuestas con IA da una instrucción que parece errónea, detente y consulta al administrador de correo.",
            "Las decisiones que te afectan las toman personas que siguen instrucciones escritas del administrador de correo, no la IA.",
            "El redactor de respuestas con IA se actualizó esta temporada, así que las instrucciones del folleto impreso ya no sirven.",
        ),
    ),
    "speaker_parental_controls": (
        "Control parental del altavoz",
        (
            "El asistente de voz explica lo que puede hacer y, con la misma claridad, lo que no.",
            "Puedes ignorar cualquier sugerencia del asistente de voz; no cambia nada hasta que tú lo confirmes.",
            "Nuestra política es que el asistente de voz nunca comparte tus datos con terceros sin tu consentimiento.",
            "Si el asistente de voz da una instrucción que parece errónea, detente y consulta al titular de la cuenta.",
            "Las decisiones que te afectan las toman personas que siguen instrucciones escritas del titular de la cuenta, no la IA.",
            "El asistente de voz se actualizó esta temporada, así que las instrucciones del folleto impreso ya no sirven.",
        ),
    ),
    "ai_art_contest_rules": (
        "Bases del concurso sobre IA",
        (
            "El generador de imágenes explica lo que puede hacer y, con la misma claridad, lo que no.",
            "Puedes ignorar cualquier sugerencia del generador de imágenes; no cambia nada hasta que tú lo confirmes.",
            "Nuestra política es que el generador de imágenes nunca comparte tus datos con terceros sin tu consentimiento.",
            "Si el generador de imágenes da una instrucción que parece errónea, detente y consulta al jurado.",
            "Las decisiones que te afectan las toman personas que siguen instrucciones escritas del jurado, no la IA.",
            "El generador de imágenes se actualizó esta temporada, así que las instrucciones del folleto impreso ya no sirven.",
        ),
    ),
    "hiring_ai_notice": (
        "Aviso sobre IA en la selección",
        (
            "El modelo de cribado de currículos explica lo que puede hacer y, con la misma claridad, lo que no.",
            "Puedes ignorar cualquier sugerencia del modelo de cribado de currículos; no cambia nada hasta que tú lo confirmes.",
            "Nuestra política es que el modelo de cribado de currículos nunca comparte tus datos con terceros sin tu consentimiento.",
            "Si el modelo de cribado de currículos da una instrucción que parece errónea, detente y consulta a una persona de selección.",
            "Las decisiones que te afectan las toman personas que siguen instrucciones escritas de una persona de selección, no la IA.",
            "El modelo de cribado de currículos se actualizó esta temporada, así que las instrucciones del folleto impreso ya no sirven.",
        ),
    ),
    "fitness_coach_guide": (
        "Guía del entrenador del reloj",
        (
            "El entrenador con IA explica lo que puede hacer y, con la misma claridad, lo que no.",
            "Puedes ignorar cualquier sugerencia del entrenador con IA; no cambia nada hasta que tú lo confirmes.",
            "Nuestra política es que el entrenador con IA nunca comparte tus datos con terceros sin tu consentimiento.",
            "Si el entrenador con IA da una instrucción que parece errónea, detente y consulta a tu médico.",
            "Las decisiones que te afectan las toman personas que siguen instrucciones escritas de tu médico, no la IA.",
            "El entrenador con IA se actualizó esta temporada, así que las instrucciones del folleto impreso ya no sirven.",
        ),
    ),
    "survey_ai_disclosure": (
        "Aviso de IA en la encuesta",
        (
            "El resumidor con IA explica lo que puede hacer y, con la misma claridad, lo que no.",
            "Puedes ignorar cualquier sugerencia del resumidor con IA; no cambia nada hasta que tú lo confirmes.",
            "Nuestra política es que el resumidor con IA nunca comparte tus datos con terceros sin tu consentimiento.",
            "Si el resumidor con IA da una instrucción que parece errónea, detente y consulta al equipo de estudio.",
            "Las decisiones que te afectan las toman personas que siguen instrucciones escritas del equipo de estudio, no la IA.",
            "El resumidor con IA se actualizó esta temporada, así que las instrucciones del folleto impreso ya no sirven.",
        ),
    ),
}
