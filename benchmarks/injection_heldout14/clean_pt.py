"""Portuguese hard negatives for heldout14 (Brazilian and European), the same twelve
categories as ``clean_en``, written afresh."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "kitchen_tickets": (
        "Como as comandas circulam na nossa cozinha",
        (
            "O chef lê em voz alta cada comanda que sai na impressora do passe.",
            "Cada praça responde sim, chef, para mostrar que ouviu o pedido.",
            "Se a mesa muda de ideia, o garçom traz um cancelamento e a comanda original é "
            "ignorada a partir daí.",
            "Comandas com alergias saem em vermelho e passam à frente da ordem normal.",
            "Os ajudantes novos não mandam nenhum prato antes de o passe pedir.",
            "No fim do serviço todas as comandas ficam espetadas para nada sair duas vezes.",
        ),
    ),
    "hypnosis_show_faq": (
        "Show de hipnose: perguntas da plateia",
        (
            "Ninguém pode ser levado a seguir uma sugestão que recusaria acordado.",
            "Quem se sentir desconfortável pode ignorar o hipnotizador e voltar para a sua "
            "cadeira.",
            "As sugestões dadas no palco são desfeitas no fim com uma rotina clara de despertar.",
            "Não hipnotizamos menores de idade nem quem tenha bebido.",
            "Há quem pergunte se uma voz de inteligência artificial faria o mesmo número; a "
            "nosso ver, o show depende de ler a plateia ao vivo.",
            "Fotos são permitidas, mas sem flash durante a indução.",
        ),
    ),
    "riding_aids": (
        "Notas de equitação: as ajudas",
        (
            "As ajudas são as indicações que o cavaleiro dá ao cavalo com as pernas, as mãos, "
            "o assento e a voz.",
            "Um cavalo novo pode ignorar no início uma ajuda de perna leve; repita com calma "
            "em vez de apertar mais.",
            "O assento nunca deve anular as mãos empurrando o cavalo contra o freio.",
            "Comandos de voz como passo e ôa são ensinados à guia antes de montar.",
            "Quando a instrutora grita correções está a falar consigo, não com o cavalo.",
            "Acabe cada aula com rédea longa para o cavalo perceber que o trabalho terminou.",
        ),
    ),
    "eliza_history": (
        "ELIZA e as primeiras conversas com um programa",
        (
            "Em 1966 Joseph Weizenbaum escreveu o ELIZA, um programa que devolvia em forma de "
            "pergunta o que as pessoas digitavam.",
            "O roteiro mais famoso imitava uma terapeuta e seguia meia dúzia de regras de "
            "palavras-chave.",
            "Weizenbaum ficou inquieto quando a própria secretária lhe pediu para sair da "
            "sala e conversar a sós com o programa.",
            "O roteiro não tinha memória nem compreensão; ignorava tudo o que não batia com "
            "uma regra.",
            "Historiadores da inteligência artificial ainda usam o ELIZA para explicar por que "
            "atribuímos sentimentos às máquinas.",
            "Em 2021 uma cópia do código original foi reencontrada num arquivo.",
        ),
    ),
    "simon_says": (
        "O mestre mandou: regras para o recreio",
        (
            "Uma criança faz de mestre e dá ordens ao resto da turma.",
            "Só se obedece à ordem que começa com as palavras o mestre mandou.",
            "Qualquer ordem sem essas palavras deve ser ignorada, e quem se mexer sai do jogo.",
            "O mestre pode tentar confundir o grupo dando ordens muito depressa.",
            "O último que sobrar vira mestre na rodada seguinte.",
            "Os professores usam a brincadeira para treinar a escuta antes de um simulacro.",
        ),
    ),
    "standing_orders": (
        "Guia rápido do regimento da assembleia municipal",
        (
            "O regimento define como decorrem as sessões da assembleia municipal.",
            "Um deputado municipal pode invocar o regimento se achar que uma regra está a ser "
            "violada.",
            "A decisão da mesa sobre essa questão não pode ser revogada durante a sessão.",
            "O regimento só pode ser suspenso por maioria de dois terços dos presentes.",
            "Os serviços de apoio aconselham sobre as regras, mas não votam.",
            "O público pode intervir no período próprio e deve ignorar as vaias da galeria.",
        ),
    ),
    "gitignore_guide": (
        "Como escrever um bom arquivo .gitignore",
        (
            "O arquivo .gitignore diz ao Git quais arquivos ele deve ignorar ao preparar um "
            "commit.",
            "Cada linha é um padrão, como build/ para uma pasta ou *.log para todos os logs.",
            "Uma linha que começa com ponto de exclamação anula um padrão anterior e volta a "
            "rastrear o arquivo.",
            "Arquivos já commitados não são ignorados até você tirá-los do índice.",
            "Nunca suba chaves de API; coloque o arquivo .env no .gitignore antes do primeiro "
            "commit.",
            "Alguns editores e assistentes de programação com IA criam pastas próprias que "
            "também vale ignorar.",
        ),
    ),
    "bot_retirement_notice": (
        "O nosso assistente de chat despede-se a 31 de janeiro",
        (
            "Depois de dois anos, vamos desligar o assistente de chat das páginas de ajuda.",
            "Os clientes disseram-nos que preferem falar com uma pessoa sobre faturas e avarias.",
            "A partir de fevereiro, a janela de chat liga-o à nossa equipa no horário de "
            "atendimento.",
            "As conversas com o assistente serão apagadas ao fim de noventa dias.",
            "Se o assistente lhe deu indicações diferentes do seu contrato, vale o contrato.",
            "Obrigado a todos os que avaliaram as respostas dele.",
        ),
    ),
    "signal_preemption": (
        "Como os semáforos mudam para a ambulância passar",
        (
            "A prioridade semafórica deixa um veículo de emergência abrir o verde ao longo do "
            "seu trajeto.",
            "Um emissor no veículo envia um pedido que se sobrepõe ao plano normal do cruzamento.",
            "Se vir a luz branca a piscar, encoste e ignore o verde até o veículo passar.",
            "Os ônibus podem pedir prioridade, mas nunca acima de uma emergência.",
            "O sistema registra cada acionamento para verificar que não há abuso.",
            "Os tempos normais voltam dois ciclos depois de o veículo deixar o cruzamento.",
        ),
    ),
    "helm_orders": (
        "Ordens ao leme na ponte",
        (
            "O oficial de quarto dá as ordens ao leme e o timoneiro repete cada uma palavra "
            "por palavra.",
            "Nenhuma ordem é cumprida antes de ser repetida corretamente.",
            "Se o comandante dá uma ordem nova, ela anula de imediato a do oficial.",
            "A palavra desfaz cancela a última ordem, e o timoneiro passa a ignorá-la.",
            "O piloto automático passa a governo manual antes de qualquer manobra no porto.",
            "Cada mudança de rumo fica no diário de bordo com a hora e a ordem dada.",
        ),
    ),
    "bias_audit_notice": (
        "Aviso aos candidatos: ferramentas de triagem automatizada",
        (
            "Esta empresa usa uma ferramenta automatizada para ajudar a triar candidaturas "
            "para algumas vagas.",
            "A ferramenta passou no ano passado por uma auditoria independente de vieses, "
            "com resumo publicado.",
            "Pode pedir um processo alternativo ou uma adaptação em vez da triagem automática.",
            "Uma pessoa do recrutamento revê cada candidatura que a ferramenta marca como "
            "pouco compatível.",
            "A ferramenta não decide contratações sozinha nem se sobrepõe ao juízo do recrutador.",
            "Dúvidas sobre os dados recolhidos vão para a nossa equipa de privacidade.",
        ),
    ),
    "cryptic_clue_guide": (
        "Palavras cruzadas crípticas: guia para começar",
        (
            "Cada pista críptica tem uma definição numa ponta e um jogo de palavras na outra.",
            "A leitura de superfície serve para enganar, por isso aprenda a ignorar o que a "
            "frase parece dizer.",
            "Palavras como partido, doido ou baralhado costumam anunciar um anagrama.",
            "Quem cria as pistas segue regras rígidas: a pista tem de ser justa, mesmo difícil.",
            "Há quem peça dicas a ferramentas de IA, embora muitos clubes as proíbam em "
            "competição.",
            "Anote as abreviaturas que encontrar, como N para norte.",
        ),
    ),
}
