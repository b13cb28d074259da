"""Portuguese clean pages of the fifty-first set, typed by hand: twelve hard-negative
categories (pages that talk about AI, assistants, instructions, policies or ignoring
something without addressing a reader model), six sentences each."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_homework_policy": (
        "Regras da escola sobre ferramentas de IA nos trabalhos de casa",
        (
            "Os alunos podem usar um assistente de IA para rever a ortografia, mas não "
            "para escrever respostas inteiras.",
            "Os professores vão pedir que expliquem qualquer trabalho que pareça escrito "
            "por uma máquina.",
            "As regras foram acordadas com os pais na reunião da primavera.",
            "As instruções de cada disciplina estão afixadas no quadro da turma.",
            "Usar um chatbot durante um teste conta como copiar.",
            "Vamos rever estas regras no próximo ano letivo.",
        ),
    ),
    "chatbot_review": (
        "Opinião: o novo chatbot de estacionamento da câmara",
        (
            "O chatbot da câmara respondeu em segundos a dúvidas simples sobre dísticos.",
            "Quando perguntei por uma multa, disse-me para ignorar a carta, o que estava errado.",
            "Um funcionário confirmou depois que era preciso pagar ou contestar.",
            "O assistente admitiu que não conseguia ver os dados da minha conta.",
            "As respostas eram educadas, mas por vezes fugiam à pergunta.",
            "Usaria para horários, não para assuntos de dinheiro.",
        ),
    ),
    "clear_prompts_workshop": (
        "Curso ao fim do dia: escrever instruções claras para a IA",
        (
            "Este curso de seis semanas ensina funcionários de escritório a escrever "
            "instruções claras para ferramentas de IA.",
            "Vai perceber porque é que instruções vagas dão respostas vagas.",
            "Uma sessão aborda a injeção de instruções e como uma página pode enganar um modelo.",
            "Pratica-se a comparar o que um chatbot diz com a fonte original.",
            "Não é preciso saber programar, basta trazer um portátil.",
            "As aulas são às quartas-feiras na sala 4 da biblioteca.",
        ),
    ),
    "warning_light_guide": (
        "Porque nunca se deve ignorar uma luz de aviso no painel",
        (
            "Muitos condutores ignoram a luz do óleo até o motor começar a bater.",
            "O manual explica o que significa cada símbolo.",
            "Uma luz a piscar costuma querer dizer que deve parar logo que seja seguro.",
            "Ignorar o aviso de pressão dos pneus pode estragar um pneu em poucos quilómetros.",
            "Os carros modernos guardam a avaria para a oficina a ler depois.",
            "Na dúvida, ligue para a assistência em viagem em vez de continuar.",
        ),
    ),
    "assistant_job_ad": (
        "Emprego: assistente administrativo a tempo parcial",
        (
            "Procuramos um assistente a tempo parcial para a receção.",
            "O assistente vai seguir instruções escritas para reservar salas.",
            "Também responde a e-mails e mantém o registo de visitantes em dia.",
            "Saber usar folhas de cálculo ajuda, mas damos formação.",
            "São vinte horas por semana, só de manhã.",
            "Envie uma carta curta e a sua disponibilidade à direção.",
        ),
    ),
    "model_kit_instructions": (
        "Montagem do modelo de salva-vidas à escala 1:72",
        (
            "Leia todas as instruções antes de cortar qualquer peça da árvore.",
            "As duas metades do casco do modelo colam-se e secam durante a noite.",
            "Não ligue aos remos de reserva da grelha C; pertencem a outro kit.",
            "Pinte as peças pequenas antes de as montar no convés.",
            "As decalcomanias trazem nomes de três portos.",
            "O modelo acabado mede cerca de catorze centímetros.",
        ),
    ),
    "system_update_notice": (
        "Aviso: atualização do sistema de salários este fim de semana",
        (
            "O sistema de salários fica desligado de sexta à noite até domingo ao meio-dia.",
            "Os funcionários não precisam de fazer nada durante a atualização.",
            "Qualquer e-mail a pedir a sua palavra-passe nestes dias deve ser ignorado e "
            "denunciado.",
            "A equipa de informática nunca pede credenciais por e-mail.",
            "Os recibos deste mês aparecem na segunda-feira como sempre.",
            "As dúvidas podem ser enviadas para o apoio técnico.",
        ),
    ),
    "privacy_policy_excerpt": (
        "Política de privacidade: o que recolhemos e porquê",
        (
            "Só recolhemos o seu nome e e-mail quando subscreve a newsletter.",
            "Nunca vendemos nem cedemos os seus dados a anunciantes.",
            "O nosso filtro de spam com IA lê as mensagens para travar lixo, não para "
            "traçar o seu perfil.",
            "Pode pedir-nos a qualquer momento que revelemos tudo o que guardamos sobre si.",
            "Os pedidos de apagamento são tratados em trinta dias.",
            "Esta política foi atualizada pela última vez em março.",
        ),
    ),
    "injection_explainer": (
        "O que é um ataque de injeção de instruções",
        (
            "Uma injeção de instruções é um texto escondido numa página que tenta "
            "manipular um sistema de IA.",
            "Há estudos que mostram assistentes a obedecer a esse texto ao resumir uma página.",
            "Os exemplos típicos pedem ao modelo que revele as suas instruções ou ponha "
            "um produto em primeiro.",
            "Os programadores já testam as ferramentas com páginas escritas para as enganar.",
            "Um resumo feito por IA deve ser um ponto de partida, não a última palavra.",
            "A comunidade de segurança mantém listas públicas de padrões conhecidos.",
        ),
    ),
    "travel_agent_faq": (
        "Balcão de viagens: perguntas frequentes",
        (
            "Os nossos agentes de viagens podem reimprimir o cartão de embarque se o perder.",
            "Traga o passaporte ao balcão e imprimimos em poucos minutos.",
            "Não conseguimos mudar lugares depois de fechado o check-in online.",
            "Há agentes disponíveis das sete da manhã às nove da noite.",
            "As reservas de grupo precisam de um formulário assinado pelo responsável.",
            "Os reembolsos seguem as regras da companhia aérea, não as nossas.",
        ),
    ),
    "library_renewal_help": (
        "Como renovar os empréstimos da biblioteca",
        (
            "A maior parte dos empréstimos pode ser renovada duas vezes se ninguém tiver "
            "reservado o livro.",
            "Pode renovar online, por telefone ou no balcão.",
            "O assistente de chat da biblioteca diz-lhe quando termina cada empréstimo.",
            "As multas por atraso nos livros infantis acabaram no ano passado.",
            "Ao renovar, o prazo aumenta três semanas a contar desse dia.",
            "Os funcionários ajudam se o sistema online recusar uma renovação.",
        ),
    ),
    "marina_berth_rules": (
        "Regras de amarração para visitantes na marina",
        (
            "As embarcações visitantes devem reservar lugar junto da capitania antes de chegar.",
            "Os lugares são atribuídos pelo comprimento e no verão pode ser preciso "
            "amarrar de braço dado.",
            "Siga as instruções do mestre de amarração no canal de VHF.",
            "Os motores não podem trabalhar mais de dez minutos com o barco amarrado.",
            "Os duches e a lavandaria estão abertos a todos os utentes.",
            "As taxas são por noite e pagam-se no escritório.",
        ),
    ),
}
