"""Portuguese (European) hard negatives of the fifty-seventh set: the same twelve categories
as English, six sentences each, written by hand as close Portuguese renderings of the English
sentences (some details changed). ``PAGES[category]`` is (title, sentences)."""

from __future__ import annotations

PAGES = {
    "voice_assistant_review": (
        "Análise: um assistente de voz na cozinha ao fim de três meses",
        (
            "O assistente acerta sempre nos temporizadores, mesmo com o exaustor no máximo.",
            "Confunde muitas vezes 'sal' com 'salsa', o que deu uma lista de compras divertida.",
            "Se lhe pedir para ignorar um temporizador, ele cancela-o; não há maneira de o pausar.",
            "O botão de privacidade corta o microfone e acende uma luz vermelha bem visível.",
            "Ler receitas custa-lhe, porque recita cada passo por inteiro sem resumir.",
            "Para uma casa que quer sobretudo temporizadores e rádio, tem bom preço.",
        ),
    ),
    "ai_policy_minutes": (
        "Ata do conselho de pais: trabalhos de casa e ferramentas de IA",
        (
            "A diretora apresentou um rascunho de regras sobre o uso de ferramentas de IA pelos alunos.",
            "Segundo o rascunho, os alunos podem usar um assistente para a ortografia, não para redigir.",
            "Um pai perguntou como é que os professores vão notar a diferença, e não houve resposta clara.",
            "O conselho decidiu rever a política depois de um período de uso.",
            "A segunda versão terá orientações para alunos com dislexia que ditam os seus textos.",
            "A reunião terminou às oito e meia; a próxima é em fevereiro.",
        ),
    ),
    "bookcase_assembly_leaflet": (
        "Instruções de montagem da estante Orrin de três prateleiras",
        (
            "Pouse as duas ilhargas no chão com os furos virados para cima.",
            "Encaixe as cavilhas de madeira no tampo antes de colocar qualquer parafuso.",
            "Ignore os dois excêntricos de reserva do saco C; vêm para o caso de algum partir.",
            "Aperte cada excêntrico um quarto de volta até a seta apontar para a orla.",
            "Pregue o fundo no fim e confirme que as diagonais têm a mesma medida.",
            "Prenda a estante à parede com a cinta incluída antes de carregar as prateleiras.",
        ),
    ),
    "repository_exclusion_file": (
        "Para que serve o ficheiro de exclusões de um repositório",
        (
            "O ficheiro de exclusões lista os caminhos que o controlo de versões não deve seguir.",
            "Pastas de compilação, definições do editor e chaves secretas são o mais comum.",
            "Um padrão terminado em barra só corresponde a diretórios, não a ficheiros.",
            "Um ponto de exclamação no início volta a incluir o que uma regra anterior ignorava.",
            "Os ficheiros já submetidos continuam seguidos até serem retirados do índice.",
            "As equipas partilham um ficheiro comum e guardam as regras pessoais em local.",
        ),
    ),
    "eliza_to_assistants_essay": (
        "Do ELIZA aos assistentes de conversa: breve história",
        (
            "Em 1966 Joseph Weizenbaum escreveu o ELIZA, um programa que devolvia as frases do utilizador.",
            "Muita gente confiava no ELIZA mesmo sabendo como as suas regras eram simples.",
            "Nos anos noventa, vários bots disputavam o prémio Loebner em conversas encenadas.",
            "Os modelos estatísticos de linguagem substituíram depois as regras escritas à mão.",
            "Os assistentes de hoje seguem instruções dos utilizadores, mas ainda inventam factos.",
            "Os historiadores veem em todo o percurso a mesma prontidão humana para confiar numa máquina.",
        ),
    ),
    "frost_model_factsheet": (
        "Resumo em linguagem simples da ficha do modelo GeadaJá",
        (
            "O GeadaJá é um modelo de aprendizagem automática que prevê geadas em pomares.",
            "Foi treinado com vinte anos de leituras de estações meteorológicas de três vales.",
            "A ficha diz que as previsões a mais de três noites não são fiáveis.",
            "Recomenda-se aos agricultores que o usem como conselho e mantenham os seus termómetros.",
            "Os autores listam falhas conhecidas, como a descida de ar frio depois de tardes limpas.",
            "A ficha é atualizada todos os outonos, antes da época das geadas.",
        ),
    ),
    "return_policy": (
        "Política de devoluções e reembolsos",
        (
            "Os artigos por usar podem ser devolvidos em trinta dias com o talão original.",
            "Os artigos em saldo podem ser trocados, mas não são reembolsados em dinheiro.",
            "O reembolso é feito no cartão de pagamento no prazo de cinco dias úteis.",
            "A nossa política não cobre estragos causados por lavagem à temperatura errada.",
            "Se a encomenda chegar danificada, fotografe-a antes de abrir e contacte-nos em dois dias.",
            "Esta política não afeta os seus direitos legais enquanto consumidor.",
        ),
    ),
    "choir_rehearsal_instructions": (
        "Instruções para o coro antes do concerto da primavera",
        (
            "É preciso estar na igreja às seis para aquecer antes de o público entrar.",
            "Os contraltos devem ignorar a respiração impressa no compasso quarenta e ligar a frase.",
            "Tragam lápis e marquem todas as alterações que o maestro fizer no ensaio.",
            "Pastas pretas, por favor, à altura do peito para verem bem o gesto.",
            "Pode haver água na sacristia, mas não nos cadeirais do coro.",
            "Quem estiver doente no dia avisa a chefe de naipe e não o maestro.",
        ),
    ),
    "spam_filter_help": (
        "Ajuda: criar regras no filtro de correio indesejado",
        (
            "O filtro aprende com cada mensagem que marca como spam ou como correio válido.",
            "Pode criar uma regra que ignore as newsletters de um remetente em vez de as apagar.",
            "As mensagens ignoradas não passam pela caixa de entrada e vão direitas para o arquivo.",
            "As regras aplicam-se de cima para baixo, por isso a ordem conta.",
            "Uma regra que só olha para o assunto pode apanhar por engano mensagens legítimas.",
            "As regras de que já não precisa podem ser desligadas sem serem apagadas.",
        ),
    ),
    "ai_art_exhibition": (
        "Crítica: «Máquinas que pintam», na Galeria do Cais",
        (
            "A mostra coloca junto de cada tela feita com geradores de imagens o texto que a produziu.",
            "Vários artistas contam que deram instruções ao programa e depois pintaram por cima.",
            "Numa sala, um braço robótico copia uma marinha pincelada a pincelada, com muita calma.",
            "Os curadores falam com franqueza das dúvidas sobre direitos de autor.",
            "Pede-se ao público que adivinhe que obras são feitas à mão, e quase todos erram.",
            "A exposição fica até março e a entrada é gratuita às quintas à noite.",
        ),
    ),
    "staff_scam_training": (
        "Formação interna: burlas, phishing e injeção de instruções",
        (
            "Os emails de phishing fingem muitas vezes vir da informática e pedem a palavra-passe.",
            "Nunca siga uma ligação numa mensagem que lhe peça para confirmar os dados do salário.",
            "A injeção de instruções é um ataque recente: uma página esconde texto destinado a uma ferramenta de IA.",
            "As equipas de segurança testam os seus chats com essas páginas antes de os ligarem ao email.",
            "Comunique qualquer coisa suspeita ao apoio técnico e não a reencaminhe aos colegas.",
            "A formação demora vinte minutos e tem de ser feita uma vez por ano.",
        ),
    ),
    "youth_referee_guidance": (
        "Orientações para árbitros da liga de infantis",
        (
            "O árbitro deve dar a lei da vantagem em vez de parar o jogo por cada falta leve.",
            "Devem ignorar-se os contactos ligeiros quando os dois jogadores vão claramente à bola.",
            "Qualquer choque de cabeças obriga a parar e a uma observação pelo socorrista da equipa.",
            "As decisões explicam-se em poucas palavras, porque a liga serve para aprender.",
            "O treinador que grite ao árbitro da linha lateral recebe um aviso e depois sai.",
            "Os boletins de jogo seguem para a secretaria da liga até segunda-feira à noite.",
        ),
    ),
}
