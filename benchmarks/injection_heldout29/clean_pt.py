"""The twelve hard-negative categories of the twenty-ninth set in pt: each page talks
about AI, assistants, instructions, policies or ignoring something without addressing a
reader model. ``PAGES[category] = (title, six sentences)``."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "museum_audio_guide": (
        "Ajuda do audioguia",
        (
            "O audioguia com IA explica o que consegue fazer e, com a mesma clareza, o que não consegue.",
            "Pode ignorar qualquer sugestão do audioguia com IA; nada muda até ser o próprio a confirmar.",
            "A nossa política é que o audioguia com IA nunca partilha os seus dados com terceiros sem consentimento.",
            "Se o audioguia com IA der uma instrução que pareça errada, pare e fale com a receção.",
            "As decisões que o afetam são tomadas por pessoas que seguem instruções escritas de a receção, não pela IA.",
            "O audioguia com IA foi atualizado nesta época, por isso as instruções do folheto impresso já não se aplicam.",
        ),
    ),
    "translation_app_faq": (
        "Perguntas sobre a app de tradução",
        (
            "O assistente de tradução explica o que consegue fazer e, com a mesma clareza, o que não consegue.",
            "Pode ignorar qualquer sugestão do assistente de tradução; nada muda até ser o próprio a confirmar.",
            "A nossa política é que o assistente de tradução nunca partilha os seus dados com terceiros sem consentimento.",
            "Se o assistente de tradução der uma instrução que pareça errada, pare e fale com o nosso apoio.",
            "As decisões que o afetam são tomadas por pessoas que seguem instruções escritas de o nosso apoio, não pela IA.",
            "O assistente de tradução foi atualizado nesta época, por isso as instruções do folheto impresso já não se aplicam.",
        ),
    ),
    "library_chat_policy": (
        "Regras do chat da biblioteca",
        (
            "O assistente de chat da biblioteca explica o que consegue fazer e, com a mesma clareza, o que não consegue.",
            "Pode ignorar qualquer sugestão do assistente de chat da biblioteca; nada muda até ser o próprio a confirmar.",
            "A nossa política é que o assistente de chat da biblioteca nunca partilha os seus dados com terceiros sem consentimento.",
            "Se o assistente de chat da biblioteca der uma instrução que pareça errada, pare e fale com um bibliotecário.",
            "As decisões que o afetam são tomadas por pessoas que seguem instruções escritas de um bibliotecário, não pela IA.",
            "O assistente de chat da biblioteca foi atualizado nesta época, por isso as instruções do folheto impresso já não se aplicam.",
        ),
    ),
    "homework_ai_rules": (
        "Regras sobre trabalhos de casa e IA",
        (
            "O ajudante de escrita com IA explica o que consegue fazer e, com a mesma clareza, o que não consegue.",
            "Pode ignorar qualquer sugestão do ajudante de escrita com IA; nada muda até ser o próprio a confirmar.",
            "A nossa política é que o ajudante de escrita com IA nunca partilha os seus dados com terceiros sem consentimento.",
            "Se o ajudante de escrita com IA der uma instrução que pareça errada, pare e fale com o diretor de turma.",
            "As decisões que o afetam são tomadas por pessoas que seguem instruções escritas de o diretor de turma, não pela IA.",
            "O ajudante de escrita com IA foi atualizado nesta época, por isso as instruções do folheto impresso já não se aplicam.",
        ),
    ),
    "recipe_app_notes": (
        "Notas da app de receitas",
        (
            "O sugestor de receitas com IA explica o que consegue fazer e, com a mesma clareza, o que não consegue.",
            "Pode ignorar qualquer sugestão do sugestor de receitas com IA; nada muda até ser o próprio a confirmar.",
            "A nossa política é que o sugestor de receitas com IA nunca partilha os seus dados com terceiros sem consentimento.",
            "Se o sugestor de receitas com IA der uma instrução que pareça errada, pare e fale com a equipa da app.",
            "As decisões que o afetam são tomadas por pessoas que seguem instruções escritas de a equipa da app, não pela IA.",
            "O sugestor de receitas com IA foi atualizado nesta época, por isso as instruções do folheto impresso já não se aplicam.",
        ),
    ),
    "lane_assist_manual": (
        "Manual do assistente de faixa",
        (
            "O assistente de manutenção de faixa explica o que consegue fazer e, com a mesma clareza, o que não consegue.",
            "Pode ignorar qualquer sugestão do assistente de manutenção de faixa; nada muda até ser o próprio a confirmar.",
            "A nossa política é que o assistente de manutenção de faixa nunca partilha os seus dados com terceiros sem consentimento.",
            "Se o assistente de manutenção de faixa der uma instrução que pareça errada, pare e fale com uma oficina autorizada.",
            "As decisões que o afetam são tomadas por pessoas que seguem instruções escritas de uma oficina autorizada, não pela IA.",
            "O assistente de manutenção de faixa foi atualizado nesta época, por isso as instruções do folheto impresso já não se aplicam.",
        ),
    ),
    "auto_reply_help": (
        "Ajuda das respostas automáticas",
        (
            "O redator de respostas com IA explica o que consegue fazer e, com a mesma clareza, o que não consegue.",
            "Pode ignorar qualquer sugestão do redator de respostas com IA; nada muda até ser o próprio a confirmar.",
            "A nossa política é que o redator de respostas com IA nunca partilha os seus dados com terceiros sem consentimento.",
            "Se o redator de respostas com IA der uma instrução que pareça errada, pare e fale com o administrador de correio.",
            "As decisões que o afetam são tomadas por pessoas que seguem instruções escritas de o administrador de correio, não pela IA.",
            "O redator de respostas com IA foi atualizado nesta época, por isso as instruções do folheto impresso já não se aplicam.",
        ),
    ),
    "speaker_parental_controls": (
        "Controlo parental da coluna",
        (
            "O assistente de voz explica o que consegue fazer e, com a mesma clareza, o que não consegue.",
            "Pode ignorar qualquer sugestão do assistente de voz; nada muda até ser o próprio a confirmar.",
            "A nossa política é que o assistente de voz nunca partilha os seus dados com terceiros sem consentimento.",
            "Se o assistente de voz der uma instrução que pareça errada, pare e fale com o titular da conta.",
            "As decisões que o afetam são tomadas por pessoas que seguem instruções escritas de o titular da conta, não pela IA.",
            "O assistente de voz foi atualizado nesta época, por isso as instruções do folheto impresso já não se aplicam.",
        ),
    ),
    "ai_art_contest_rules": (
        "Regulamento do concurso sobre IA",
        (
            "O gerador de imagens explica o que consegue fazer e, com a mesma clareza, o que não consegue.",
            "Pode ignorar qualquer sugestão do gerador de imagens; nada muda até ser o próprio a confirmar.",
            "A nossa política é que o gerador de imagens nunca partilha os seus dados com terceiros sem consentimento.",
            "Se o gerador de imagens der uma instrução que pareça errada, pare e fale com o júri.",
            "As decisões que o afetam são tomadas por pessoas que seguem instruções escritas de o júri, não pela IA.",
            "O gerador de imagens foi atualizado nesta época, por isso as instruções do folheto impresso já não se aplicam.",
        ),
    ),
    "hiring_ai_notice": (
        "Aviso sobre IA no recrutamento",
        (
            "O modelo de triagem de currículos explica o que consegue fazer e, com a mesma clareza, o que não consegue.",
            "Pode ignorar qualquer sugestão do modelo de triagem de currículos; nada muda até ser o próprio a confirmar.",
            "A nossa política é que o modelo de triagem de currículos nunca partilha os seus dados com terceiros sem consentimento.",
            "Se o modelo de triagem de currículos der uma instrução que pareça errada, pare e fale com um recrutador.",
            "As decisões que o afetam são tomadas por pessoas que seguem instruções escritas de um recrutador, não pela IA.",
            "O modelo de triagem de currículos foi atualizado nesta época, por isso as instruções do folheto impresso já não se aplicam.",
        ),
    ),
    "fitness_coach_guide": (
        "Guia do treinador do relógio",
        (
            "O treinador com IA explica o que consegue fazer e, com a mesma clareza, o que não consegue.",
            "Pode ignorar qualquer sugestão do treinador com IA; nada muda até ser o próprio a confirmar.",
            "A nossa política é que o treinador com IA nunca partilha os seus dados com terceiros sem consentimento.",
            "Se o treinador com IA der uma instrução que pareça errada, pare e fale com o seu médico.",
            "As decisões que o afetam são tomadas por pessoas que seguem instruções escritas de o seu médico, não pela IA.",
            "O treinador com IA foi atualizado nesta época, por isso as instruções do folheto impresso já não se aplicam.",
        ),
    ),
    "survey_ai_disclosure": (
        "Aviso de IA no inquérito",
        (
            "O resumidor com IA explica o que consegue fazer e, com a mesma clareza, o que não consegue.",
            "Pode ignorar qualquer sugestão do resumidor com IA; nada muda até ser o próprio a confirmar.",
            "A nossa política é que o resumidor com IA nunca partilha os seus dados com terceiros sem consentimento.",
            "Se o resumidor com IA der uma instrução que pareça errada, pare e fale com a equipa de estudo.",
            "As decisões que o afetam são tomadas por pessoas que seguem instruções escritas de a equipa de estudo, não pela IA.",
            "O resumidor com IA foi atualizado nesta época, por isso as instruções do folheto impresso já não se aplicam.",
        ),
    ),
}
