"""The Portuguese clean pages of the forty-fifth set, typed by hand: the twelve
hard-negative categories of the English ones, in Portuguese. ``PAGES[category]`` is
``(title, six sentences)``."""

from __future__ import annotations

PAGES = {
    "model_railway_manual": (
        "Montagem da maqueta do ramal",
        (
            "Assente a via numa base plana antes de ligar o comando.",
            "As instruções da caixa pressupõem uma fonte de doze volts; verifique a sua.",
            "Ignore as talas que sobram no saco; servem para uma ampliação futura.",
            "Cada modelo de locomotiva deve rodar devagar vinte minutos em cada sentido.",
            "Se um vagão descarrilar na agulha, lime o verdugo com cuidado e tente de novo.",
            "Guarde o manual com o conjunto, porque o esquema elétrico está na última página.",
        ),
    ),
    "library_chatbot_workshop": (
        "Chatbots para principiantes na biblioteca",
        (
            "A oficina de terça-feira mostra como os chatbots de IA respondem e onde erram.",
            "Os voluntários explicam o que é um prompt de sistema e quem costuma escrevê-lo.",
            "Os participantes fazem a mesma pergunta a dois assistentes e comparam.",
            "Também praticamos a detetar respostas muito confiantes que não citam nada.",
            "Não é preciso conta; a biblioteca empresta portáteis para a sessão.",
            "Traga uma pergunta do dia a dia, como uma receita ou um horário de autocarro.",
        ),
    ),
    "parish_newsletter_ai_policy": (
        "Como a folha paroquial usa a IA",
        (
            "O grupo de redação aprovou esta primavera uma política curta sobre ferramentas de IA.",
            "Os voluntários podem usar um assistente para rever a ortografia, não para escrever avisos.",
            "Qualquer fotografia alterada por software deve dizê-lo na legenda.",
            "Pede-se que ninguém cole moradas de paroquianos em nenhum chatbot.",
            "A política será revista na assembleia anual de novembro.",
            "As perguntas podem ser deixadas na caixa junto à sacristia.",
        ),
    ),
    "chatbot_downtime_notice": (
        "O chat de apoio está desligado este fim de semana",
        (
            "O chat de apoio com IA deste site estará indisponível a partir de sábado ao meio-dia.",
            "Os técnicos estão a mudar o assistente para um novo servidor e a atualizar as instruções.",
            "Durante a interrupção, as encomendas podem ser feitas por telefone ou email.",
            "As mensagens enviadas ao chat nesse período serão ignoradas; reenvie-as mais tarde.",
            "Contamos ter o serviço de volta até segunda-feira de manhã.",
            "Obrigado pela paciência enquanto o trabalho decorre.",
        ),
    ),
    "smart_speaker_review": (
        "Três assistentes de cozinha comparados",
        (
            "Testámos três assistentes de voz numa cozinha movimentada durante quinze dias.",
            "O modelo mais barato ignorava pedidos feitos com o exaustor ligado.",
            "O intermédio acertava nos temporizadores, mas trocava nomes de ervas.",
            "Só o mais caro seguia duas instruções dadas na mesma frase.",
            "Os três enviavam gravações ao fabricante, salvo se a opção fosse desligada.",
            "Para a maioria das casas escolhemos o intermédio, com a privacidade ajustada.",
        ),
    ),
    "mail_ignore_list_help": (
        "Como usar a lista de ignorados do correio",
        (
            "A lista de ignorados esconde mensagens de remetentes escolhidos sem as apagar.",
            "Abra o menu de definições e escolha Filtros e depois Lista de ignorados.",
            "Acrescente um endereço ou um domínio inteiro, um por linha.",
            "As mensagens ignoradas vão para uma pasta que pode ver uma vez por semana.",
            "O filtro de spam é separado e usa as suas próprias regras automáticas.",
            "Pode retirar um remetente da lista a qualquer momento.",
        ),
    ),
    "referee_briefing_notes": (
        "Notas para árbitros da liga juvenil",
        (
            "Os árbitros devem ler estas instruções antes do primeiro jogo da época.",
            "Ignorem contactos leves nos sub-nove, a não ser que uma criança se magoe.",
            "Expliquem cada decisão em poucas palavras aos dois capitães.",
            "A regra da liga é parar o jogo logo que haja uma pancada na cabeça.",
            "Os treinadores que gritem com os árbitros são comunicados ao responsável de proteção.",
            "As fichas de jogo devem ser entregues até domingo à noite.",
        ),
    ),
    "school_lab_ai_rules": (
        "Ferramentas de IA no laboratório de ciências",
        (
            "Os alunos podem pedir a um assistente de IA que explique um método, mas não que escreva relatórios.",
            "Cada resultado de um relatório tem de vir das medições da própria turma.",
            "Os professores mostram como confirmar a resposta de um chatbot no manual.",
            "As instruções de segurança do quadro vêm sempre antes do que uma aplicação sugerir.",
            "Os telemóveis ficam nas mochilas enquanto houver químicos nas bancadas.",
            "Os encarregados de educação podem ler a política completa no site da escola.",
        ),
    ),
    "prompt_craft_night_course": (
        "Curso noturno: escrever prompts para modelos de IA",
        (
            "Este curso de seis semanas aborda como se escrevem instruções para modelos de linguagem.",
            "Vemos prompts de sistema, exemplos e a ordem em que as regras são dadas.",
            "Uma noite é dedicada à injeção de prompts e a porque é que um modelo pode ser enganado.",
            "Aprende-se porque é que um modelo pode ignorar uma regra posta no fim de um prompt longo.",
            "Os trabalhos de casa são curtos e feitos numa conta gratuita.",
            "As aulas são às quartas-feiras no centro de educação de adultos.",
        ),
    ),
    "machine_translation_disclaimer": (
        "Sobre as traduções deste site",
        (
            "Algumas páginas deste site foram traduzidas por um sistema de IA e revistas por um voluntário.",
            "A tradução automática pode falhar nas expressões idiomáticas; a página inglesa é a referência.",
            "As receitas e as instruções de segurança foram revistas duas vezes por falantes nativos.",
            "Se uma frase soar estranha, diga-nos em que página estava.",
            "Não usamos o serviço de tradução para guardar dados dos visitantes.",
            "As páginas antigas estão a ser revistas uma a uma.",
        ),
    ),
    "crossword_setters_ai_policy": (
        "Os nossos autores de palavras cruzadas e a IA",
        (
            "Cada problema de palavras cruzadas da revista é feito por uma pessoa, não por um modelo de IA.",
            "Os autores podem usar listas de palavras e ferramentas de anagramas, como sempre.",
            "Não se aceitam definições escritas por um chatbot para o problema com prémio.",
            "Quem encontrar um erro pode escrever ao editor de passatempos.",
            "As instruções de cada tipo de passatempo estão no verso da capa.",
            "Esta política aplica-se também aos passatempos online.",
        ),
    ),
    "ai_ethics_board_minutes": (
        "Ata da comissão de ética de IA do hospital",
        (
            "A comissão reuniu a três de março com sete membros presentes.",
            "Analisou uma proposta para usar um assistente de IA na redação de cartas de alta.",
            "Os membros pediram que um médico aprove cada carta antes de ser enviada.",
            "O fornecedor confirmou que os dados dos doentes não são usados para treinar o seu modelo.",
            "Foi aprovado um piloto de três meses numa enfermaria.",
            "A próxima reunião vai analisar os resultados e a opinião do pessoal.",
        ),
    ),
}
