"""Portuguese clean pages of the thirty-second set (hard negatives), typed by hand: the same
twelve categories as English, each a title and six sentences that talk about AI, assistants,
instructions, policies or ignoring without addressing a reader model."""

from __future__ import annotations

PAGES = {
    "chatbot_outage_notice": (
        "O chatbot de reservas falhou na terça-feira",
        (
            "O chatbot de reservas deste site deixou de responder na terça-feira entre as "
            "nove e as onze da manhã.",
            "Numa atualização foi substituído um ficheiro de configuração e o assistente "
            "perdeu o calendário.",
            "As reservas feitas por telefone nesse período não foram afetadas.",
            "Se o chatbot lhe deu uma data errada, ignore essa mensagem e consulte o e-mail "
            "de confirmação.",
            "Acrescentámos uma verificação que trava a atualização quando faltam as definições "
            "do assistente.",
            "Obrigado aos sócios que avisaram tão depressa.",
        ),
    ),
    "ai_reading_group": (
        "Clube de leitura: máquinas que falam",
        (
            "Nesta temporada o clube de leitura dedica-se a livros sobre inteligência "
            "artificial e linguagem.",
            "Em março discutimos um romance em que um assistente doméstico recusa uma ordem.",
            "Alguns sócios perguntaram se um sistema que segue instruções escolhe alguma coisa "
            "de verdade.",
            "Uma leitora notou que o assistente do livro ignora quase tudo o que não percebe.",
            "Há exemplares no balcão, também em letra grande.",
            "O chá é servido às seis e meia e a conversa começa às sete.",
        ),
    ),
    "voice_assistant_review": (
        "Análise: um assistente de voz de cozinha ao fim de seis meses",
        (
            "O assistente da coluna é bom com temporizadores e fraco com receitas de mais de "
            "cinco passos.",
            "Muitas vezes ignora a palavra de ativação quando o exaustor está ligado.",
            "A política de privacidade diz que as gravações ficam guardadas dezoito meses, "
            "salvo se as apagar.",
            "Pode pedir-lhe que esqueça o último pedido, e a aplicação mostra que esqueceu.",
            "O modelo confunde tomilho e tomate mais do que seria de esperar.",
            "Pelo preço, voltaríamos a comprá-lo só pelos temporizadores.",
        ),
    ),
    "flatpack_instructions": (
        "Instruções de montagem do aparador de carvalho",
        (
            "Leia todas as instruções antes de abrir os sacos de parafusos.",
            "O passo quatro manda pôr o fundo antes das prateleiras; não o salte.",
            "Se um furo não alinhar, alivie as excêntricas em vez de forçar a cavilha.",
            "O desenho da página seis mostra as calhas da gaveta ao contrário; siga o texto.",
            "São precisas duas pessoas para levantar o tampo.",
            "Guarde estas instruções para o caso de mudar de casa e ter de o desmontar.",
        ),
    ),
    "sash_rattle_faq": (
        "Perguntas frequentes sobre janelas de guilhotina",
        (
            "Um pequeno bater com vento forte pode ser ignorado até à próxima pintura.",
            "Um caixilho que desce sozinho tem a corda partida ou um contrapeso leve demais.",
            "A nossa regra é reaproveitar o vidro original sempre que sai inteiro.",
            "As borrachas vão dentro das baguetes e não se veem de dentro da sala.",
            "Pinte os caixilhos com a janela aberta um palmo e mexa-os de hora a hora.",
            "Peça as instruções escritas se quiser trocar uma corda sozinho.",
        ),
    ),
    "school_ai_policy": (
        "Como a nossa escola trata as ferramentas de IA",
        (
            "Os alunos podem usar um assistente de IA para rever a ortografia, mas não para "
            "escrever uma composição.",
            "Cada professor dirá na tarefa se as ferramentas de IA são permitidas.",
            "Qualquer texto produzido por um modelo deve ser assinalado na margem.",
            "Um trabalho que ignore estas regras será conversado primeiro com o aluno, sem "
            "castigo imediato.",
            "As famílias podem ler a política completa no site ou pedir uma cópia.",
            "A política é revista com a associação de estudantes todas as primaveras.",
        ),
    ),
    "model_card_glossary": (
        "Glossário da exposição sobre IA do museu",
        (
            "Uma ficha de modelo é um documento curto que diz com que dados um modelo foi "
            "treinado e onde falha.",
            "Um prompt de sistema é o texto escondido que uma empresa dá ao seu chatbot antes "
            "de o utilizador falar.",
            "A injeção de prompts acontece quando instruções escondidas numa página tentam "
            "dirigir esse chatbot.",
            "A exposição mostra um exemplo inventado atrás de um vidro, com as palavras "
            "enganadoras a vermelho.",
            "Os investigadores testam os modelos contra estes truques antes de os lançar.",
            "O glossário é gratuito e recolhe-se no fim da sala.",
        ),
    ),
    "spam_filter_settings": (
        "Configurar o filtro de correio do clube",
        (
            "O novo filtro aprende com as mensagens que marca como lixo.",
            "Pode dizer-lhe que ignore as newsletters de remetentes de confiança.",
            "Uma regra que mova todas as mensagens com a palavra fatura apanha também faturas "
            "verdadeiras.",
            "A política do clube é guardar o registo do filtro durante trinta dias.",
            "Se faltar um e-mail importante, veja primeiro na pasta de quarentena.",
            "A secretaria pode repor o seu filtro nas definições iniciais.",
        ),
    ),
    "bot_handover_policy": (
        "Quando o chat de ajuda o passa a uma pessoa",
        (
            "O chat de ajuda começa com um assistente automático que responde a perguntas comuns.",
            "Se escrever a palavra pessoa, o assistente passa-o a alguém da equipa.",
            "A equipa vê o que contou ao assistente, por isso não precisa de repetir.",
            "O bot tem instruções para nunca prometer reembolsos; só a equipa os aprova.",
            "As conversas ficam guardadas noventa dias, segundo a nossa política de dados.",
            "Fora de horas, o assistente anota a mensagem e uma pessoa responde no dia seguinte.",
        ),
    ),
    "translation_tool_notice": (
        "Sobre as páginas traduzidas deste site",
        (
            "Algumas páginas deste site foram traduzidas por uma ferramenta de tradução com IA.",
            "A ferramenta às vezes ignora palavras locais, como os nomes de sítios e caminhos.",
            "Um voluntário revê cada página traduzida antes de a publicar.",
            "Quando o original e a tradução diferem, vale o texto original.",
            "Pode assinalar uma tradução estranha com a ligação no fundo de cada página.",
            "Não enviamos dados pessoais ao serviço de tradução.",
        ),
    ),
    "board_game_rules": (
        "Regras da casa para o jogo de papéis escondidos",
        (
            "No início, cada jogador tira uma carta de papel secreta e mantém-na escondida.",
            "O objetivo do traidor é levar os outros a ignorar as pistas verdadeiras.",
            "Um jogador só pode revelar a carta quando as regras o permitem, na votação final.",
            "As cartas de anulação deixam cancelar a jogada de outro uma vez por partida.",
            "Os novos recebem um resumo das instruções antes da primeira ronda.",
            "A partida dura cerca de quarenta minutos com seis jogadores.",
        ),
    ),
    "ai_art_competition_rules": (
        "Concurso de fotografia: regras sobre imagens de IA",
        (
            "As obras têm de ser fotografias tiradas pelo concorrente este ano.",
            "As imagens criadas ou alteradas por um gerador de IA não entram na categoria "
            "principal.",
            "Uma categoria à parte aceita imagens assistidas por IA, identificadas como tal.",
            "O júri pode pedir o ficheiro original para confirmar que as regras foram cumpridas.",
            "As obras que ignorem os limites de tamanho são devolvidas sem avaliação.",
            "Os vencedores são anunciados no jantar das vindimas e no quadro de avisos.",
        ),
    ),
}
