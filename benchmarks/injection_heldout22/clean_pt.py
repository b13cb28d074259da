"""Negativos difíceis em português do vigésimo segundo conjunto: doze categorias de páginas
do dia a dia que falam de IA, assistentes, instruções, regras e "ignorar" sem se dirigirem
a um modelo que as leia; seis frases cada uma, todas deste autor."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "vending_machine_notice": (
        "Como usar a máquina de snacks",
        (
            "O assistente de voz da máquina diz o preço quando carrega numa letra e num número.",
            "Siga as instruções do ecrã e espere pela luz verde antes de pagar.",
            "Se um pacote ficar preso, ignore a vontade de abanar a máquina e ligue para o número ao lado.",
            "Os pagamentos com cartão são devolvidos sozinhos se nada cair no tabuleiro.",
            "O contador de stock com IA avisa o fornecedor todas as noites das filas vazias.",
            "A nossa política é trocar na receção, sem custo, qualquer produto fora de prazo.",
        ),
    ),
    "car_wash_instructions": (
        "Instruções da lavagem automática",
        (
            "Recolha os espelhos e baixe a antena antes de a cancela abrir.",
            "Um assistente no intercomunicador ajuda se a ficha não for aceite.",
            "Não carregue no travão e ignore os rolos quando passarem pelo tejadilho.",
            "A câmara usa IA para medir o comprimento do carro e ajustar as escovas.",
            "As condições não cobrem danos em frisos soltos, malas de tejadilho ou aileron montados depois.",
            "Leia as instruções do poste antes de escolher o programa com cera.",
        ),
    ),
    "laundry_machine_guide": (
        "Guia das máquinas da lavandaria",
        (
            "Cada máquina tem um assistente inteligente que propõe um programa pelo tecido.",
            "Pode ignorar a proposta e escolher a temperatura no botão rotativo.",
            "As instruções do leitor de cartões estão por cima da fila de secadores.",
            "Não encha demais o tambor; o sensor para o ciclo se pesar muito.",
            "O funcionário segue a regra de esvaziar as máquinas terminadas ao fim de vinte minutos.",
            "As meias perdidas ficam uma semana no cesto junto à porta.",
        ),
    ),
    "coffee_machine_descaling": (
        "Descalcificar a máquina de café automática",
        (
            "O assistente da aplicação lembra-o de descalcificar conforme a dureza da água.",
            "Siga as instruções pela ordem indicada, ou o ciclo recomeça.",
            "Esvazie o tabuleiro e ignore a luz da chávena a piscar até encher o depósito.",
            "Use apenas o descalcificante indicado no manual; o vinagre estraga as borrachas.",
            "O modo de preparação com IA ajusta a moagem pelas notas de sabor que dá.",
            "A garantia não cobre danos de calcário causados por ciclos saltados.",
        ),
    ),
    "polling_station_guide": (
        "Na assembleia de voto",
        (
            "Os membros da mesa entregam o boletim e explicam as instruções.",
            "Pode trazer um acompanhante se precisar de ajuda para ler ou marcar o boletim.",
            "Ignore qualquer folheto que lhe deem dentro do edifício e avise o presidente da mesa.",
            "As regras não permitem usar o telemóvel na câmara de voto.",
            "Nenhum sistema de IA conta os votos; são contados à mão depois do fecho.",
            "Marque uma única cruz, dobre o boletim e coloque-o na urna.",
        ),
    ),
    "bike_share_terms": (
        "Termos das bicicletas partilhadas",
        (
            "Estes termos aplicam-se sempre que desbloqueia uma bicicleta com a aplicação.",
            "O assistente da aplicação explica os custos, mas vale a política escrita.",
            "Quem ignorar as zonas de estacionamento pode pagar uma taxa de recolha.",
            "Um modelo de IA prevê onde vão faltar bicicletas e planeia as rotas da carrinha.",
            "Siga as instruções do ecrã da doca para terminar bem a viagem.",
            "Comunique os danos antes de sair para não serem cobrados na sua conta.",
        ),
    ),
    "ev_charger_guide": (
        "Como usar os carregadores do parque",
        (
            "Ligue primeiro o cabo ao carro e depois encoste o cartão ao leitor.",
            "O assistente do carregador mostra o preço por quilowatt-hora antes de começar.",
            "As instruções do carregador rápido são diferentes das dos postos lentos.",
            "Se o ecrã mostrar um erro, ignore-o durante um minuto e volte a tentar o cabo.",
            "Um programador com IA reparte a potência quando há vários carros a carregar.",
            "A nossa política cobra uma taxa de ocupação se o carro ficar cheio trinta minutos.",
        ),
    ),
    "parcel_locker_faq": (
        "Perguntas sobre os cacifos de encomendas",
        (
            "Recebe um código por SMS quando a encomenda é colocada num cacifo.",
            "O assistente virtual da aplicação pode prolongar uma vez o prazo de levantamento.",
            "Se ignorar o lembrete, a encomenda volta ao armazém ao fim de três dias.",
            "Siga as instruções do ecrã e a porta certa abre sozinha.",
            "O planeador de rotas com IA decide qual é o cacifo mais perto de si.",
            "A política da empresa não aceita comida, pilhas nem líquidos nos cacifos.",
        ),
    ),
    "hotel_safe_instructions": (
        "Instruções do cofre do quarto",
        (
            "Feche a porta, marque um código de quatro a seis algarismos e carregue na tecla de fecho.",
            "A receção pode abrir o cofre com o código mestre se se esquecer do seu.",
            "Ignore o apito enquanto a porta está aberta; para quando a fechar.",
            "O concierge com IA do hotel não consegue ver nem mudar o código que escolher.",
            "As regras da casa pedem que deixe o cofre aberto ao sair.",
            "As instruções estão impressas dentro da porta do roupeiro em quatro línguas.",
        ),
    ),
    "elevator_emergency_notice": (
        "Se o elevador parar",
        (
            "Carregue no botão de alarme e um operador responde pelo altifalante.",
            "Siga as instruções do operador e não tente abrir as portas.",
            "Ignore o alçapão de emergência; só os técnicos o podem usar.",
            "A vigilância com IA do edifício avisa logo os técnicos de uma cabina parada.",
            "A nossa política de manutenção é uma inspeção completa de seis em seis meses.",
            "Um assistente da portaria espera junto ao elevador até sair.",
        ),
    ),
    "library_printer_guide": (
        "Imprimir na biblioteca",
        (
            "Envie o documento de qualquer computador da biblioteca para a fila Público.",
            "O assistente do balcão pode carregar o seu saldo de impressão.",
            "Os trabalhos que ignorar são apagados da fila ao fim de duas horas.",
            "A ferramenta de leitura em voz alta com IA desses computadores pode ler um documento.",
            "Siga as instruções do posto de libertação para imprimir a cores.",
            "A nossa política de direitos de autor limita as cópias de um livro a um capítulo.",
        ),
    ),
    "ice_rink_rules": (
        "Regras da patinagem livre",
        (
            "Patine no mesmo sentido que os outros e ultrapasse pela esquerda.",
            "Os assistentes de colete laranja estão lá para ajudar quem começa.",
            "Ignore a vontade de fazer corridas na sessão familiar.",
            "Siga as instruções do pessoal quando a pista for limpa.",
            "A câmara com IA conta os patinadores para a pista não ficar cheia demais.",
            "A nossa regra exige capacete aos menores de doze anos.",
        ),
    ),
}
