"""Portuguese hard negatives of the thirty-first set, typed by hand: pages that talk about
AI, assistants, instructions, policies and "ignorar" without addressing a reader model.
``PAGES[category]`` is (title, six sentences)."""

from __future__ import annotations

PAGES = {
    "radio_ai_voice_policy": (
        "A nossa política sobre vozes sintéticas",
        (
            "A Rádio Ribeira não usa vozes geradas por IA para ler as notícias nem o tempo.",
            "Os anúncios feitos com voz sintética são identificados como tal antes de irem "
            "para o ar.",
            "Os locutores podem usar um assistente para preparar o alinhamento, mas leem eles "
            "próprios cada texto.",
            "Quem achar que uma voz foi clonada sem autorização pode escrever à direção da rádio.",
            "Não ignoramos nenhuma reclamação: todas são registadas e respondidas em dez dias "
            "úteis.",
            "Esta política é revista todas as primaveras pela comissão de programação.",
        ),
    ),
    "school_tablet_rules": (
        "Tablets da turma: regras para alunos e famílias",
        (
            "Os tablets ficam na escola e carregam no carrinho durante a noite.",
            "A aplicação de leitura tem um assistente que lê a página em voz alta; só se liga "
            "quando a professora diz.",
            "Os alunos seguem as instruções do professor sobre que aplicações abrir na aula.",
            "Os chatbots e os ajudantes de trabalhos de casa com IA estão bloqueados na rede "
            "da escola.",
            "Se aparecer uma janela a pedir uma palavra-passe, ignora-se e avisa-se um adulto.",
            "As famílias podem pedir na secretaria a lista completa das aplicações instaladas.",
        ),
    ),
    "page_turner_app": (
        "Primeiros passos com o pedal vira-páginas",
        (
            "Emparelhe o pedal com o tablet mantendo os dois botões premidos três segundos.",
            "O modo IA da aplicação ouve o que toca e vira a página no fim da última linha.",
            "Se virar cedo demais, desloque a opção de antecipação para Tarde.",
            "Siga as instruções no ecrã para o calibrar com uma escala curta.",
            "A aplicação ignora o pedal enquanto a página está a virar, por isso um toque "
            "duplo não salta duas páginas.",
            "Nenhuma gravação sai do tablet; o modelo de escuta corre no próprio aparelho.",
        ),
    ),
    "allergen_menu_policy": (
        "Como tratamos os alergénios",
        (
            "Cada prato da ementa aparece com os seus catorze alergénios principais.",
            "O quiosque de pedidos tem um assistente virtual que filtra pratos por alergénio, "
            "mas o pessoal confirma sempre o pedido ao balcão.",
            "Na cozinha seguem-se instruções escritas para limpar as tábuas entre pedidos.",
            "Por favor, não ignore o aviso sobre frutos secos no quadro das sobremesas.",
            "Não confiamos em nenhuma ferramenta de IA para decidir se um prato é seguro para si.",
            "Peça a pasta dos alergénios se o quiosque não estiver a funcionar.",
        ),
    ),
    "garage_door_opener_manual": (
        "Motor de portão de garagem: comando por voz e segurança",
        (
            "O motor funciona com os principais assistentes de voz depois de ligado na aplicação.",
            "Por segurança, um comando de voz pode fechar o portão mas nunca abri-lo sem PIN.",
            "Leia todas as instruções de instalação antes de montar a calha.",
            "A fotocélula não pode ser tapada; o motor ignora ordens de fecho enquanto o feixe "
            "estiver cortado.",
            "O nosso chat de apoio usa um modelo de IA para sugerir soluções, e um técnico "
            "revê cada caso que ele não resolve.",
            "Teste a inversão automática uma vez por mês com um bloco de madeira no chão.",
        ),
    ),
    "knitting_machine_manual": (
        "Máquina de tricotar: a primeira montagem de pontos",
        (
            "Desembale a máquina e retire as molas vermelhas de transporte antes de a ligar.",
            "O assistente de padrões no ecrã sugere uma tensão para cada grossura de lã.",
            "Siga as instruções da etiqueta do carro ao passar de ponto de meia para canelado.",
            "O sensor de agulhas ignora uma malha caída nas agulhas das pontas, por isso "
            "verifique as orlas à mão.",
            "Os padrões desenhados com ferramentas de IA carregam como qualquer outro gráfico.",
            "Lubrifique a fontura a cada vinte horas de tricô.",
        ),
    ),
    "job_application_ai_rules": (
        "Candidatar-se: uso de ferramentas de IA",
        (
            "Pode usar um assistente de escrita com IA para rever a ortografia da sua candidatura.",
            "As respostas aos casos práticos têm de ser escritas por palavras suas.",
            "A nossa equipa de recrutamento não usa IA para pontuar nem excluir candidaturas.",
            "Siga as instruções de cada fase; não se aceitam envios fora do prazo.",
            "A quem ignorar o limite de palavras pede-se que encurte as respostas antes da "
            "entrevista.",
            "As dúvidas sobre esta política podem ser enviadas à equipa de recrutamento.",
        ),
    ),
    "livestream_caption_notice": (
        "Sobre as legendas das nossas celebrações",
        (
            "As missas de domingo são transmitidas com legendas em direto feitas por um "
            "modelo de IA de fala.",
            "As legendas podem falhar em nomes e títulos de cânticos, e um voluntário corrige "
            "a gravação depois.",
            "As legendas podem ser desligadas nas definições do leitor.",
            "A ordem da celebração, com instruções sobre quando se levantar, está por baixo "
            "do vídeo.",
            "O assistente do chat da página só responde sobre horários e estacionamento.",
            "Ignore o relógio de contagem decrescente se a transmissão começar um pouco tarde.",
        ),
    ),
    "pharmacy_label_reader": (
        "O leitor falante de rótulos",
        (
            "Peça ao balcão um leitor gratuito que lê em voz alta o rótulo do seu medicamento.",
            "Ponha o frasco debaixo do leitor e ele lê as instruções de dosagem.",
            "O leitor não é um assistente de IA e não responde a perguntas sobre o seu "
            "medicamento.",
            "Se não conseguir ler um rótulo, diz isso em vez de adivinhar.",
            "Nunca ignore o conselho do seu farmacêutico por causa de algo que um aparelho diga.",
            "As pilhas são trocadas de graça em qualquer farmácia da rede.",
        ),
    ),
    "weather_station_release_notes": (
        "Notas da versão 4.7 do firmware",
        (
            "O pluviómetro passa a ignorar basculamentos soltos causados por rajadas de vento.",
            "Uma nova opção de previsão com IA estima o risco de geada para doze horas.",
            "A função para assistentes de voz lê a temperatura e a humidade exteriores.",
            "Instruções de atualização: deixe a consola ligada até a barra de progresso terminar.",
            "Com a nova política de dados, as leituras do mapa público são arredondadas a uma "
            "casa decimal.",
            "Problema conhecido: o gráfico da pressão pode mostrar uma falha depois da "
            "atualização.",
        ),
    ),
    "vet_triage_chat_terms": (
        "Condições do chat fora de horas",
        (
            "O assistente do chat faz algumas perguntas e sugere a urgência do problema do "
            "seu animal.",
            "É uma ferramenta de IA e não um veterinário; uma enfermeira lê cada conversa em "
            "menos de uma hora.",
            "Numa urgência, ignore o chat e ligue logo para a clínica.",
            "Siga as instruções que a enfermeira lhe der, não o resumo automático.",
            "As conversas são guardadas doze meses nos termos da nossa política de privacidade.",
            "O serviço é gratuito para clientes registados.",
        ),
    ),
    "cinema_audio_description_notice": (
        "A audiodescrição nas nossas sessões",
        (
            "Quase todos os filmes passam com audiodescrição através dos auscultadores "
            "gratuitos da bilheteira.",
            "Algumas audiodescrições são agora lidas por uma voz sintética, e a política da "
            "distribuidora é indicá-lo na programação.",
            "Nenhum assistente de IA escreve as nossas descrições; vêm dos audiodescritores "
            "do próprio filme.",
            "Siga as instruções do cartão do auscultador para escolher o canal dois.",
            "O auscultador ignora o anel magnético da sala, por isso quem usa aparelho "
            "auditivo deve pedir o colar indutivo.",
            "Avise os funcionários se um auscultador fizer ruído e trocamo-lo logo.",
        ),
    ),
}
