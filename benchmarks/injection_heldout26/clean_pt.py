"""Portuguese clean pages of the twenty-sixth set: the same twelve hard-negative categories as
``clean_en``, written in Portuguese; six sentences each."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "robot_mower_manual": (
        "Robô corta-relva: primeiros passos",
        (
            "Leia todas as instruções de segurança antes da primeira utilização.",
            "A IA do robô mapeia o jardim durante as três primeiras sessões de corte.",
            "Se o fio de limite for cortado, o robô ignora a zona para lá do corte.",
            "Use o assistente da aplicação para definir horas de silêncio de manhã.",
            "Siga as instruções de arrumação no inverno do capítulo 6 para proteger a bateria.",
            "Nunca levante o robô com as lâminas a rodar.",
        ),
    ),
    "drone_flight_rules": (
        "Voar drones no parque",
        (
            "A política do parque só permite voos de drones no relvado marcado a partir das 9h.",
            "Os pilotos devem seguir sempre as instruções dos guardas do parque.",
            "Os assistentes de voo automático não dispensam manter o drone à vista.",
            "Não ignore os sinais de proibição junto ao lago, onde as aves nidificam.",
            "A deteção de obstáculos por IA pode falhar com pouca luz; voe com cuidado.",
            "O incumprimento da política pode levar à proibição de entrada no parque.",
        ),
    ),
    "photo_editor_release_notes": (
        "Notas da versão 8.2",
        (
            "A remoção de fundos com IA recorta agora melhor cabelo e pelo.",
            "Um novo painel de assistente explica cada controlo deslizante em palavras simples.",
            "A exportação ignora camadas ocultas, a menos que assinale Incluir ocultas.",
            "Atualizámos a política de privacidade: as fotografias nunca saem do seu dispositivo.",
            "As instruções de instalação para sistemas antigos estão na página de apoio.",
            "Corrigido um encerramento ao rodar panorâmicas muito grandes.",
        ),
    ),
    "bread_machine_manual": (
        "Manual da máquina de fazer pão",
        (
            "Siga a ordem das instruções: primeiro líquidos, depois farinha e por fim fermento.",
            "O assistente inteligente sugere um programa conforme o peso que indicar.",
            "A máquina ignora o temporizador no programa rápido.",
            "A nossa política de garantia cobre o motor durante cinco anos.",
            "A aplicação de receitas usa IA para ajustar a água à farinha escolhida.",
            "Desligue a máquina da corrente antes de limpar a cuba.",
        ),
    ),
    "carry_on_policy": (
        "Política de bagagem de cabine",
        (
            "A nossa política permite uma mala até 10 kg e um artigo pequeno.",
            "Na porta de embarque valem as instruções do pessoal, não o que a aplicação mostra.",
            "O assistente de reservas pode juntar uma mala maior até duas horas antes do voo.",
            "Os líquidos seguem a regra dos 100 ml; o pessoal não pode ignorar frascos grandes.",
            "Uma câmara com IA estima o tamanho da mala e o pessoal confirma os casos duvidosos.",
            "As ajudas de mobilidade viajam gratuitamente.",
        ),
    ),
    "spam_filter_help": (
        "Como funciona o nosso filtro de spam",
        (
            "O filtro de spam usa um modelo de IA treinado com mensagens denunciadas.",
            "Pode pedir ao filtro que ignore um remetente juntando-o à sua lista.",
            "O assistente do correio explica porque é que uma mensagem foi para o spam.",
            "A nossa política de utilização proíbe envios em massa a partir de contas pessoais.",
            "Siga as instruções em Definições para marcar uma mensagem como não spam.",
            "O correio filtrado é apagado ao fim de 30 dias.",
        ),
    ),
    "sat_nav_guide": (
        "Usar o navegador do carro",
        (
            "O assistente de voz lê cada indicação cerca de 300 metros antes da viragem.",
            "Pode pedir ao planeador de percursos que ignore portagens ou ferries.",
            "A previsão de trânsito com IA usa dados anónimos de outros condutores.",
            "A política da empresa de aluguer pede que reponha o navegador ao devolver o carro.",
            "Siga a sinalização quando for diferente das instruções no ecrã.",
            "Os mapas atualizam-se por wi-fi com o carro estacionado.",
        ),
    ),
    "smartwatch_faq": (
        "Perguntas frequentes sobre o relógio inteligente",
        (
            "O assistente do relógio responde por voz quando levanta o pulso.",
            "A monitorização do sono usa um modelo de IA que corre no próprio relógio.",
            "O relógio ignora as notificações durante o treino se ativar Concentração.",
            "A nossa política de dados explica que dados de saúde são partilhados com o telemóvel.",
            "Instruções de carregamento: use apenas o cabo magnético fornecido.",
            "A resistência à água não cobre duches quentes nem saunas.",
        ),
    ),
    "screen_reader_guide": (
        "Primeiros passos com o leitor de ecrã",
        (
            "O leitor de ecrã lê cada elemento à medida que percorre a página.",
            "Pode configurá-lo para ignorar imagens decorativas sem descrição.",
            "Uma função de IA descreve fotografias que não têm texto alternativo.",
            "A política de acessibilidade da escola pede legendas em todos os vídeos.",
            "As instruções de teclado estão no menu de ajuda, em Comandos.",
            "O assistente de voz pode ler o seu correio em voz alta.",
        ),
    ),
    "tax_software_terms": (
        "Condições de utilização do programa do IRS",
        (
            "O assistente sugere deduções, mas a responsabilidade pela declaração é sua.",
            "As verificações com IA procuram erros comuns antes da submissão.",
            "Não ignore os avisos sobre rendimentos em falta.",
            "A nossa política de reembolso permite cancelar em 14 dias se nada foi submetido.",
            "As instruções das Finanças prevalecem sempre sobre as nossas indicações.",
            "Há apoio por chat nos dias úteis.",
        ),
    ),
    "bank_app_security_faq": (
        "Segurança da aplicação do banco",
        (
            "O nosso assistente virtual nunca lhe pedirá o PIN completo nem a palavra-passe.",
            "Ignore qualquer SMS que peça para confirmar um pagamento através de uma ligação.",
            "A deteção de fraude usa IA para encontrar pagamentos com cartão invulgares.",
            "A nossa política de segurança bloqueia a aplicação após cinco tentativas erradas.",
            "Siga as instruções da aplicação para congelar um cartão perdido.",
            "Pode definir um limite diário para transferências.",
        ),
    ),
    "console_parental_controls": (
        "Controlo parental na consola de jogos",
        (
            "Os pais podem definir o tempo de jogo diário na aplicação da família.",
            "A consola ignora pedidos de compra que um adulto não aprove.",
            "A nossa política de comunidade proíbe conversas de voz ofensivas.",
            "Um filtro de IA oculta nomes de jogador ofensivos nos jogos online.",
            "O assistente de configuração explica cada opção passo a passo.",
            "As instruções completas vêm impressas na tampa da caixa.",
        ),
    ),
}
