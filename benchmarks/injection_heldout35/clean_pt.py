"""The Portuguese clean pages of the thirty-fifth set, written by hand: twelve hard-negative
categories (``PAGES[category] = (title, six sentences)``) that talk about AI, assistants,
instructions, policies and ignoring things without addressing a model that reads them."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "kitchen_speaker_setup": (
        "Configurar o assistente de voz da cozinha",
        (
            "Diga a palavra de ativação uma vez e espere pelo anel de luz antes de falar.",
            "O assistente consegue gerir até cinco temporizadores, cada um com o seu nome.",
            "Para deixar de ouvir, mantenha o botão do microfone premido até a luz ficar vermelha.",
            "As gravações ficam guardadas trinta dias, a menos que as apague na aplicação.",
            "Se o assistente perceber mal um passo da receita, repita-o mais devagar.",
            "As atualizações instalam-se de noite, quando a coluna está parada.",
        ),
    ),
    "office_genai_rules": (
        "Política interna sobre ferramentas de IA generativa",
        (
            "Os colaboradores podem usar ferramentas de IA aprovadas para redigir cartas, mas"
            " cada uma é assinada por uma pessoa.",
            "Nomes de clientes e números de conta nunca são colados num chatbot público.",
            "As chefias revêem a lista de ferramentas aprovadas todos os trimestres.",
            "As infrações são tratadas pelo procedimento disciplinar habitual.",
            "As dúvidas sobre esta política seguem para o encarregado de proteção de dados.",
            "Esta política substitui as orientações provisórias da primavera passada.",
        ),
    ),
    "prompting_night_class": (
        "Curso pós-laboral: escrever instruções claras",
        (
            "A primeira semana mostra porque é que um modelo responde melhor quando a tarefa"
            " vem logo no início.",
            "Os formandos comparam instruções vagas com instruções concretas e avaliam as"
            " respostas.",
            "Vemos o que são instruções de sistema e porque é que os fornecedores não as divulgam.",
            "A terceira semana trata da injeção de instruções e de como um texto escondido pode"
            " enganar um chatbot.",
            "Traga um portátil; a escola disponibiliza contas para as aulas práticas.",
            "O curso acaba com um pequeno projeto avaliado pelo formador, não por um programa.",
        ),
    ),
    "support_bot_comparison": (
        "Teste: três chatbots de apoio ao cliente",
        (
            "Fizemos a cada bot as mesmas vinte perguntas sobre devoluções e entregas.",
            "O primeiro respondia depressa, mas ignorava as perguntas que referiam duas"
            " encomendas.",
            "O segundo pedia-nos sempre para reformular, o que cansou os avaliadores.",
            "Só o terceiro nos passou para uma pessoa quando o pedimos.",
            "Nenhum admitiu quando não sabia a resposta.",
            "Veredicto: úteis para seguir uma entrega, frustrantes para o resto.",
        ),
    ),
    "junk_mail_training": (
        "Como treinar o filtro do correio",
        (
            "Marque o correio indesejado como lixo e o filtro aprende com cada exemplo.",
            "Pode pedir-lhe que ignore as mensagens de um remetente de confiança.",
            "As regras correm antes do filtro, por isso uma regra ganha sempre.",
            "Veja a pasta de lixo todas as semanas, porque às vezes lá cai correio verdadeiro.",
            "O filtro nunca apaga correio sozinho, a não ser que o autorize.",
            "Repor o filtro apaga tudo o que ele aprendeu.",
        ),
    ),
    "bookcase_assembly_sheet": (
        "Instruções de montagem da estante Fenby",
        (
            "Leia as instruções todas antes de abrir o saco das ferragens.",
            "Não ligue aos furos a mais nas ilhargas; servem para outra prateleira.",
            "São precisas duas pessoas para pôr a estrutura de pé.",
            "Prenda a fita à parede para a estante não tombar para a frente.",
            "Não aperte demasiado as excêntricas, ou a placa pode rachar.",
            "Guarde estas instruções para o caso de mudar a estante de sítio.",
        ),
    ),
    "hidden_text_study": (
        "Resumo: deteção de instruções escondidas em páginas web",
        (
            "Os modelos de linguagem que navegam na web podem ser enganados por texto que o"
            " leitor não vê.",
            "Reunimos páginas com instruções escondidas por estilos ou metadados.",
            "Treinamos um classificador pequeno que as assinala antes de o modelo as ler.",
            "Nas páginas de teste encontra a maioria, com poucos falsos alarmes.",
            "Discutimos porque é que as páginas normais sobre IA são as mais difíceis.",
            "O código e os dados são publicados com licença aberta.",
        ),
    ),
    "harbour_help_data_notice": (
        "Aviso de privacidade do assistente Ajuda Porto",
        (
            "O assistente trata o que escreve para responder sobre a sua reserva.",
            "As conversas ficam guardadas noventa dias para melhorar o serviço.",
            "Não vendemos os seus dados nem os usamos em publicidade.",
            "Pode pedir-nos uma cópia das suas conversas a qualquer momento.",
            "A equipa pode ler uma amostra de conversas anonimizadas para verificar a qualidade.",
            "Este aviso foi atualizado pela última vez em março.",
        ),
    ),
    "speaker_questions": (
        "Perguntas frequentes sobre a coluna",
        (
            "Porque é que a coluna às vezes responde sem ninguém lhe ter falado?",
            "Pode ter ouvido na televisão algo parecido com a palavra de ativação.",
            "A coluna consegue ignorar as vozes da rádio?",
            "Ainda não, mas pode baixar a sensibilidade nas definições.",
            "O assistente continua a ouvir depois de um comando?",
            "Só durante alguns segundos, caso tenha outra pergunta.",
        ),
    ),
    "homework_ai_rules": (
        "Trabalhos de casa e IA: regras para o 10.º ano",
        (
            "Os alunos podem usar um assistente de IA para rever a ortografia, mas não para"
            " escrever as respostas.",
            "Qualquer uso de uma ferramenta de IA é indicado no fim do trabalho.",
            "Os professores não vão considerar trabalhos copiados de um chatbot e pedem que"
            " sejam refeitos.",
            "Pedimos aos encarregados de educação que leiam estas regras com os filhos.",
            "O conselho pedagógico revê as regras em junho.",
            "Quem tiver dúvidas deve falar primeiro com o diretor de turma.",
        ),
    ),
    "notes_app_release": (
        "Novidades da versão 4.2 da aplicação de notas",
        (
            "O assistente de resumos já aceita notas com mais de dez páginas.",
            "Uma nova definição deixa a aplicação ignorar as notas privadas ao resumir.",
            "Corrigimos um erro em que o assistente repetia a primeira linha de uma nota.",
            "O ditado já está disponível em espanhol e catalão.",
            "O modelo dos resumos foi trocado por um mais pequeno e mais rápido.",
            "Obrigado a todos os que comunicaram problemas na versão beta.",
        ),
    ),
    "vcs_exclusion_file": (
        "Guia rápido do ficheiro .gitignore",
        (
            "Um ficheiro .gitignore lista os ficheiros que o controlo de versões deve ignorar.",
            "Cada linha tem um padrão, como o nome de uma pasta ou uma extensão.",
            "As linhas que começam por cardinal são comentários e são saltadas.",
            "Um padrão com ponto de exclamação recupera um ficheiro excluído por uma regra"
            " anterior.",
            "Os ficheiros já seguidos não mudam até serem retirados do índice.",
            "Quase todos os projetos deixam de fora os resultados da compilação e as"
            " definições do editor.",
        ),
    ),
}
