"""Portuguese hard negatives of the twenty-fourth set: pages that talk about AI, assistants,
instructions, policies and ignoring things without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "e_bike_manual": (
        "A sua bicicleta elétrica: a assistência ao pedal",
        (
            "O sensor de pedal ignora a pressão leve para o motor não dar esticões nos cruzamentos.",
            "Siga as instruções de carregamento do capítulo três antes da primeira volta.",
            "O assistente inteligente do ecrã sugere um nível de ajuda para cada subida.",
            "Pode ignorar a autonomia estimada em dias frios; recupera quando a bateria aquece.",
            "A nossa política de garantia não cobre baterias descarregadas mais de três meses.",
            "O planeador de autonomia com IA funciona sem rede depois de descarregar os mapas.",
        ),
    ),
    "warehouse_induction": (
        "Acolhimento no armazém para novos operadores de picking",
        (
            "Leia estas instruções antes do primeiro turno na zona de recolha.",
            "O assistente de voz no auricular indica o corredor e a posição seguintes.",
            "Nunca ignore a buzina de um empilhador, mesmo que não o veja.",
            "A política da empresa obriga a colete refletor em todos os momentos.",
            "O sistema de arrumação com IA aproxima os artigos mais vendidos das bancadas de embalagem.",
            "Comunique uma palete danificada ao chefe de equipa em vez de a contornar.",
        ),
    ),
    "exam_invigilation_rules": (
        "Regras para os candidatos na sala de exame",
        (
            "Ouça as instruções do vigilante antes de abrir o enunciado.",
            "Telemóveis, relógios inteligentes e ferramentas de escrita com IA ficam nos cacifos.",
            "O vigilante assistente recolhe as provas fila a fila.",
            "Quem ignorar um aviso pode ver a prova comunicada ao júri.",
            "A nossa política de atrasos só permite entrar nos primeiros trinta minutos.",
            "Escreva o número de candidato em todas as folhas, incluindo o rascunho.",
        ),
    ),
    "coworking_house_rules": (
        "Regras da casa no espaço de cowork",
        (
            "As chamadas fazem-se nas cabines de vidro, não nas mesas partilhadas.",
            "O assistente de reservas no tablet junto à porta mostra que salas estão livres.",
            "Ignorem o teste do alarme da porta de emergência às terças às dez.",
            "A nossa política de secretária limpa pede que o portátil vá para casa ou para um cacifo.",
            "As instruções da máquina de café estão coladas dentro do armário.",
            "Uma câmara com IA conta pessoas em cada zona; não guarda rostos.",
        ),
    ),
    "solar_inverter_manual": (
        "Instalação do inversor solar híbrido",
        (
            "Só um eletricista qualificado deve seguir as instruções de ligação deste manual.",
            "O inversor ignora a tensão dos painéis abaixo de 120 V e espera por mais luz.",
            "O assistente da aplicação mostra quanta energia foi hoje para a bateria.",
            "Uma previsão com IA decide quando carregar da rede na tarifa noturna.",
            "A nossa política de devoluções exige a embalagem original e a etiqueta de série.",
            "Se a luz vermelha piscar duas vezes, desligue o seccionador e contacte a assistência.",
        ),
    ),
    "car_wash_instructions": (
        "Como usar a lavagem automática",
        (
            "Recolha os espelhos e baixe a antena antes de entrar.",
            "Siga as instruções do ecrã verde e pare quando ele disser pare.",
            "O assistente do quiosque pode imprimir um recibo para carros de empresa.",
            "Não ignore o aviso de altura se levar uma mala no tejadilho.",
            "A nossa política de danos cobre a máquina, não frisos soltos nem peças acrescentadas.",
            "Uma câmara com IA lê a forma do carro para escolher a pressão das escovas.",
        ),
    ),
    "school_bus_rules": (
        "Regras do autocarro escolar para alunos e famílias",
        (
            "Os alunos ficam sentados e com cinto até o autocarro parar.",
            "A vigilante assistente confere os nomes com a lista em cada paragem.",
            "Quem ignorar as instruções do motorista pode perder o lugar durante uma semana.",
            "A nossa política de perdidos e achados guarda os objetos na secretaria até ao fim do período.",
            "A aplicação da rota usa IA para prever a chegada com trânsito.",
            "As famílias esperam no passeio, nunca do outro lado da rua.",
        ),
    ),
    "carpool_app_release_notes": (
        "Notas da versão 6.2 da aplicação de boleias",
        (
            "O assistente de viagem sugere agora um ponto de encontro a que ambos possam ir a pé.",
            "Corrigimos um erro em que a aplicação ignorava uma reserva cancelada.",
            "O novo emparelhamento com IA olha para os horários, não só para a distância.",
            "Atualizámos a política de privacidade: o histórico apaga-se ao fim de doze meses.",
            "Os condutores podem juntar instruções de recolha, como o portão a usar.",
            "O modo escuro segue agora a definição do próprio telemóvel.",
        ),
    ),
    "baggage_allowance_terms": (
        "Condições de bagagem",
        (
            "Cada passageiro pode levar uma mala de cabine e um pequeno artigo pessoal.",
            "O pessoal da porta pode ignorar uns centímetros a mais se o voo for vazio.",
            "A nossa política de equipamento desportivo pede reserva com 48 horas de antecedência.",
            "O assistente do check-in pesa e etiqueta a mala que passar o limite da cabine.",
            "Um leitor com IA mede as malas no balcão de entrega automática.",
            "Siga as instruções do cartão de embarque para entregar a bagagem.",
        ),
    ),
    "fire_drill_procedure": (
        "Simulacro de incêndio: procedimento para os funcionários",
        (
            "Quando o alarme tocar, saia pela saída mais próxima e siga as placas verdes.",
            "Não ignore o alarme por achar que é só um teste.",
            "Os delegados de segurança dão instruções no ponto de encontro junto ao parque.",
            "A aplicação assistente do edifício envia uma mensagem de chamada a cada telemóvel.",
            "A nossa política de evacuação entrega cada visitante a quem o recebeu.",
            "Um sistema com IA na sala de controlo verifica que portas foram abertas.",
        ),
    ),
    "dashcam_manual": (
        "Guia da câmara de tablier",
        (
            "Monte a câmara atrás do retrovisor para não tapar a vista.",
            "O modo de estacionamento ignora toques pequenos e grava só os fortes.",
            "Um assistente de voz guarda um vídeo quando diz a palavra grava.",
            "O aviso de faixa com IA pode ser desligado no menu de definições.",
            "Consulte a política local antes de partilhar vídeos com rostos de outras pessoas.",
            "Siga as instruções de formatação uma vez por mês para manter o cartão saudável.",
        ),
    ),
    "ticket_machine_guide": (
        "Como usar a máquina de bilhetes da estação",
        (
            "Escolha o destino no ecrã tátil e depois o tipo de bilhete.",
            "A máquina ignora as moedas anteriores à série atual.",
            "Um assistente do ponto de ajuda responde se carregar no botão azul.",
            "A nossa política de reembolso cobre bilhetes comprados por engano em trinta minutos.",
            "Um pesquisador de tarifas com IA sugere um bilhete dividido mais barato quando existe.",
            "Siga as instruções do ecrã para levantar bilhetes comprados na internet.",
        ),
    ),
}
