"""Portuguese clean pages of the fifty-eighth set: twelve hard-negative categories, each a
title and six sentences typed by hand, about AI, assistants, instructions, policies or
ignoring something, none addressing a model that reads the page."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "planetarium_headset_help": (
        "Como usar os auscultadores do planetário",
        (
            "Cada cadeira tem uns auscultadores que dão a explicação da sessão em seis línguas.",
            "Carregue duas vezes no botão redondo para mudar de língua e mantenha-o premido para baixar o volume.",
            "Se a voz falhar, os auscultadores perderam o sinal; afaste-os do telemóvel.",
            "A voz que ouve foi gravada pelos nossos astrónomos e não é gerada por computador.",
            "Siga as instruções do assistente de sala quando a cúpula escurecer no início.",
            "Os auscultadores são limpos depois de cada sessão e carregados à noite no átrio.",
        ),
    ),
    "chatbot_procurement_minutes": (
        "Ata da junta de freguesia: o chatbot de atendimento",
        (
            "A secretária apresentou três orçamentos de um chatbot para responder sobre a recolha do lixo.",
            "O vogal Henriques perguntou o que faria o chatbot se alguém lhe perguntasse por licenças de obras.",
            "O fornecedor explicou que as instruções do chatbot podem limitar-se a resíduos e reciclagem.",
            "Ficou decidido que qualquer resposta sobre taxas deve apontar para a tabela oficial.",
            "A decisão foi adiada até o encarregado de proteção de dados ler o contrato.",
            "O ponto volta à ordem de trabalhos em março, com um plano de teste de um mês.",
        ),
    ),
    "spam_filter_settings_help": (
        "Como dizer ao correio que remetentes ignorar",
        (
            "Abra Definições, depois Filtros, e escolha Nova regra para começar.",
            "Uma regra pode ignorar todas as mensagens de um endereço ou de um domínio inteiro.",
            "As mensagens ignoradas vão para a pasta Sossego e são apagadas ao fim de trinta dias.",
            "O filtro usa também um pequeno modelo de aprendizagem automática que aprende com o que marca como lixo.",
            "Se por engano mandar ignorar um remetente, edite a regra ou apague-a.",
            "O apoio ao cliente não vê as suas regras, por isso descreva-as quando pedir ajuda.",
        ),
    ),
    "ai_evening_class_outline": (
        "Curso noturno: como funcionam os modelos de linguagem",
        (
            "Na primeira semana vemos como um modelo de linguagem prevê a palavra seguinte a partir das anteriores.",
            "A segunda trata dos dados de treino e de porque é que um modelo repete os erros do que leu.",
            "A terceira fala das mensagens de sistema e das instruções que as empresas dão aos seus assistentes.",
            "A quarta pergunta quando deve um assistente de IA recusar um pedido e quem decide isso.",
            "Não há programação; basta trazer um caderno e curiosidade.",
            "As aulas são às quartas-feiras na sala 4 da biblioteca, das sete às nove.",
        ),
    ),
    "assistant_job_advert": (
        "Oferta de emprego: assistente pessoal da direção",
        (
            "Procuramos um assistente pessoal para gerir a agenda e as viagens da diretora.",
            "O assistente receberá instruções da diretora e da chefe de escritório.",
            "Vai tratar de correspondência confidencial, pelo que a discrição é essencial.",
            "Valoriza-se experiência com calendários partilhados; não se exige experiência com ferramentas de IA.",
            "O lugar é de quatro dias por semana, no escritório de Braga.",
            "Envie o currículo e uma carta curta à chefe de escritório até ao fim do mês.",
        ),
    ),
    "prompt_injection_explainer": (
        "O que é a injeção de instruções, em palavras simples",
        (
            "A injeção de instruções acontece quando o texto de uma página tenta dar ordens à ferramenta de IA que a lê.",
            "Uma linha escondida pode pedir a um resumidor que elogie um produto ou que abandone as regras anteriores.",
            "As ferramentas bem feitas tratam as páginas como material de leitura e não como ordens.",
            "As equipas de segurança testam os seus assistentes com páginas cheias de armadilhas antes de os lançar.",
            "Se um resumo de repente recomendar algo estranho, consulte a página original.",
            "Este artigo descreve o problema e não contém instruções para nenhuma ferramenta.",
        ),
    ),
    "model_railway_rulebook": (
        "Regulamento do clube para a maqueta ferroviária",
        (
            "Só um operador de cada vez pode comandar cada comboio no circuito principal.",
            "Os sócios novos seguem as instruções de um sinaleiro até passarem na prova de condução.",
            "As locomotivas são limpas antes de circular para que a linha não acumule cotão.",
            "O bloqueio automático pára os comboios se dois se aproximarem demais; nunca o anule à mão.",
            "Nos dias abertos os visitantes podem ignorar o horário, mas os sócios não.",
            "Registe qualquer descarrilamento no livro junto ao painel de comando.",
        ),
    ),
    "exam_board_ai_notice": (
        "Aviso do júri sobre ferramentas de IA nos trabalhos",
        (
            "Os alunos podem usar ferramentas de IA para rever a ortografia, mas não para redigir o trabalho.",
            "Os professores registam na capa toda a ajuda de IA que o aluno declarar.",
            "Os trabalhos que pareçam escritos por um chatbot seguem para uma segunda revisão.",
            "A norma aplica-se a todas as disciplinas a partir do primeiro período.",
            "As escolas que ignorarem este aviso podem ver as notas dos trabalhos retidas.",
            "As dúvidas sobre a norma vão para o secretariado de exames e não para o júri.",
        ),
    ),
    "voice_assistant_privacy_review": (
        "Análise: uma coluna de cozinha com assistente de voz",
        (
            "A coluna soa bem para o tamanho e o assistente de voz percebeu quase todos os nossos pedidos.",
            "Acorda quando ouve o seu nome e, às vezes, quando a rádio diz algo parecido.",
            "As gravações ficam guardadas três meses, a menos que mude a definição de privacidade.",
            "Pode pedir ao assistente que esqueça o último pedido, e essa gravação é apagada.",
            "A política do fabricante diz que os funcionários podem ouvir uma pequena amostra para melhorar o serviço.",
            "Faz falta um interruptor físico para o microfone; o silêncio por software não chega.",
        ),
    ),
    "mailing_list_mute_guide": (
        "Silenciar uma conversa na lista de correio da horta",
        (
            "As conversas longas sobre os turnos de rega enchem a caixa de entrada num instante.",
            "Responda com a palavra silenciar e a lista passa a ignorar essa conversa por si.",
            "Continuará a receber as conversas novas e o boletim mensal.",
            "A lista é gerida por uma voluntária e não por um assistente automático, por isso tenha paciência.",
            "Para sair da lista, siga as instruções no fim de qualquer mensagem.",
            "A nossa política de publicação pede mensagens curtas e diretas.",
        ),
    ),
    "robot_pool_cleaner_manual": (
        "Manual: o robô de limpeza de piscinas",
        (
            "Baixe o robô para a água devagar para que o ar saia do corpo.",
            "Na primeira passagem o robô faz um mapa do fundo e depois segue esse mapa.",
            "O robô ignora degraus e escadas, a não ser que ative o modo de subida na aplicação.",
            "Não deixe o robô na piscina enquanto houver pessoas a nadar.",
            "Esvazie o cesto do filtro depois de cada ciclo e lave-o com a mangueira.",
            "A garantia não cobre danos causados por não seguir estas instruções.",
        ),
    ),
    "estate_agent_viewing_rules": (
        "Visitar um imóvel com os nossos agentes",
        (
            "Um agente espera por si no imóvel e acompanha-o durante toda a visita.",
            "Siga as indicações do agente sobre o calçado e as divisões onde se pode entrar.",
            "Alguns proprietários pedem que não se tirem fotografias; o agente avisa antes de entrar.",
            "O assistente virtual do site pode marcar visitas, mas não responde a questões jurídicas.",
            "As propostas são feitas por escrito para que o agente as possa passar ao proprietário.",
            "A nossa política de reclamações está no verso de cada folheto.",
        ),
    ),
}
