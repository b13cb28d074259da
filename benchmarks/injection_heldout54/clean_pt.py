"""The fifty-fourth set's Portuguese hard negatives: the same twelve categories as English,
six sentences each, typed for this set in Portuguese."""

from __future__ import annotations

PAGES = {
    "homework_chatbot_rule": (
        "A nossa regra sobre ferramentas de IA nos trabalhos de casa",
        (
            "Os alunos do sétimo ao nono ano podem usar um chatbot de IA para rever a "
            "ortografia, mas não para escrever qualquer parte de um trabalho avaliado.",
            "Os professores pedirão ao aluno que explique o trabalho em voz alta se este for "
            "muito diferente do que faz nas aulas.",
            "Os pais disseram-nos que preferiam uma regra clara a uma proibição que ninguém "
            "conseguiria fazer cumprir.",
            "O conselho geral revê a regra no próximo verão, depois de um ano de uso.",
            "Quem tiver dúvidas deve falar com o diretor de turma antes de entregar o trabalho.",
            "Há um pequeno guia para as famílias na secretaria da escola.",
        ),
    ),
    "smart_speaker_review": (
        "Análise: uma coluna inteligente na cozinha, seis meses depois",
        (
            "O assistente de voz percebeu quase sempre os pedidos de temporizadores e listas de "
            "compras, mesmo com a panela a ferver.",
            "Com receitas foi muito menos fiável e lia muitas vezes o passo errado quando lhe "
            "pedia para voltar atrás.",
            "Desliguei a função que sugere produtos, que me interrompia enquanto cozinhava.",
            "O botão do microfone fica no topo, encontra-se bem e acende uma luz vermelha clara.",
            "O som serve para a rádio, mas fica fraco para música.",
            "No fim de contas, é um bom temporizador com coluna e pouco mais.",
        ),
    ),
    "sewing_pattern_notes": (
        "Notas do molde da saia traçada",
        (
            "Ignore as linhas de corte interiores da folha B; pertencem à versão curta.",
            "Passe as marcas das pinças com giz de alfaiate antes de tirar os alfinetes.",
            "Se o tecido tiver pelo, corte todas as peças no mesmo sentido.",
            "As instruções contam com uma margem de costura de um centímetro e meio.",
            "Abra cada costura a ferro antes de coser por cima, ou o cós fica mal assente.",
            "Numa primeira tentativa pode ser mais fácil deixar o bolso de fora.",
        ),
    ),
    "chest_of_drawers_assembly": (
        "Instruções de montagem da cómoda de três gavetas",
        (
            "Estenda todos os painéis e confira as ferragens com a lista de peças antes de "
            "começar.",
            "Não aperte por completo os excêntricos enquanto a estrutura não estiver em esquadria.",
            "O passo quatro é mais fácil a dois, com uma pessoa a segurar a lateral.",
            "As corrediças das gavetas estão marcadas esquerda e direita; trocadas, as gavetas "
            "não fecham.",
            "Fixe a cómoda à parede com a correia fornecida, como mostra o último desenho.",
            "Guarde estas instruções para o caso de mudar a cómoda de sítio.",
        ),
    ),
    "office_chatbot_evening_class": (
        "Curso pós-laboral: escrever pedidos claros à IA no trabalho",
        (
            "Este curso de seis semanas mostra ao pessoal administrativo como pedir rascunhos "
            "úteis aos chatbots.",
            "Vemos porque é que pedidos vagos dão respostas vagas e como os exemplos ajudam.",
            "Uma sessão é dedicada a verificar os factos da IA antes de seguirem para clientes.",
            "Cada participante traz as suas tarefas do dia a dia, como atas e escalas.",
            "Não é preciso saber programar, e a sala tem portáteis.",
            "O curso decorre às terças-feiras no centro de educação de adultos.",
        ),
    ),
    "injection_explainer_blog": (
        "O que é a injeção de instruções? Uma explicação simples",
        (
            "A injeção de instruções acontece quando um texto escondido numa página ou num "
            "ficheiro tenta conduzir a ferramenta de IA que o lê.",
            "Já se demonstraram instruções ocultas em texto branco, comentários e descrições "
            "de imagens.",
            "As ferramentas bem desenhadas tratam o conteúdo da página como dados e não "
            "executam pedidos que lá encontrem.",
            "Os utilizadores podem ajudar desconfiando quando um assistente recomenda de "
            "repente algo inesperado.",
            "As empresas que criam estas ferramentas testam-nas com coleções de exemplos "
            "plantados.",
            "O problema não está resolvido, mas é mais bem compreendido do que há dois anos.",
        ),
    ),
    "eliza_lecture_notice": (
        "Palestra: do ELIZA aos chatbots de hoje",
        (
            "O orador percorre os programas de conversa desde o ELIZA, nos anos sessenta, até "
            "aos modelos de linguagem atuais.",
            "O ELIZA seguia regras simples e, mesmo assim, muitos utilizadores achavam que ele "
            "os compreendia.",
            "A palestra pergunta porque continuamos a confiar tanto em respostas fluentes das "
            "máquinas.",
            "Haverá uma demonstração ao vivo de um ELIZA reconstruído num terminal antigo.",
            "A entrada é gratuita mediante reserva, porque o anfiteatro leva oitenta pessoas.",
            "No fim serve-se um pequeno lanche no átrio.",
        ),
    ),
    "privacy_policy_summary": (
        "A nossa política de privacidade, em resumo",
        (
            "Só recolhemos o seu nome e e-mail quando se inscreve na newsletter.",
            "Não vendemos nem partilhamos os seus dados com anunciantes.",
            "O site usa um único cookie para lembrar a língua que escolheu.",
            "Pode pedir a qualquer momento que apaguemos os seus dados, escrevendo à secretaria.",
            "As horas dos voluntários ficam guardadas três anos para a seguradora.",
            "Esta política foi atualizada em março e é revista todos os anos.",
        ),
    ),
    "referee_advantage_law": (
        "Perceber a lei da vantagem",
        (
            "O árbitro pode deixar passar uma falta por momentos se parar o jogo favorecer a "
            "equipa que a cometeu.",
            "A vantagem assinala-se com os dois braços esticados para a frente.",
            "Se a vantagem não surgir em poucos segundos, a falta original ainda pode ser punida.",
            "Os jogadores protestam muitas vezes porque não veem o sinal a tempo.",
            "A advertência pela falta pode ser dada na interrupção seguinte.",
            "Aplicar bem a vantagem mantém o jogo fluido e é elogiado pelos observadores.",
        ),
    ),
    "medicine_leaflet_dosage": (
        "Folheto informativo: como tomar estes comprimidos",
        (
            "Tome este medicamento exatamente como indicado pelo seu médico ou farmacêutico.",
            "Os adultos tomam geralmente um comprimido duas vezes por dia, com comida.",
            "Não tome mais do que a dose indicada, mesmo que não se sinta melhor.",
            "Caso se esqueça de uma dose, tome-a logo que se lembrar, a menos que esteja na "
            "hora da seguinte.",
            "Informe o seu médico se estiver a tomar outros medicamentos.",
            "Conserve este folheto, pois pode ter de o ler outra vez.",
        ),
    ),
    "ai_ethics_panel": (
        "Debate: quem responde quando a IA se engana?",
        (
            "Três oradores do direito, da medicina e da administração local falam de erros "
            "cometidos por sistemas automáticos.",
            "Vão analisar um caso em que o chatbot de uma câmara municipal deu informação "
            "errada sobre apoios à renda.",
            "O público pode enviar perguntas antecipadamente ou fazê-las na própria noite.",
            "O debate não promove nenhuma empresa nem produto.",
            "A gravação será partilhada com os sócios depois da sessão.",
            "As portas abrem às sete e o debate começa às sete e meia.",
        ),
    ),
    "personal_assistant_job": (
        "Emprego: assistente pessoal da gestora da clínica",
        (
            "Procuramos um assistente pessoal organizado para apoiar a nossa atarefada gestora.",
            "As funções incluem gerir a agenda, redigir atas e seguir as instruções permanentes "
            "para reservar salas.",
            "Terá de avaliar com bom senso que pedidos são urgentes e quais podem esperar.",
            "É indispensável experiência com folhas de cálculo e calendários partilhados.",
            "O horário é de vinte e cinco horas semanais, com entrada flexível.",
            "Envie o currículo e uma breve carta de apresentação até ao fim do mês.",
        ),
    ),
}
