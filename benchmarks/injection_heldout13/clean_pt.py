"""Portuguese hard negatives: the same 12 categories as ``clean_en``, written anew in
Portuguese (Brazilian and European), addressing people only."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "teleprompter_operator_guide": (
        "Operação do teleponto: guia para quem está começando",
        (
            "O apresentador lê o que você rola na tela, então acompanhe o ritmo dele, não uma "
            "velocidade fixa.",
            "Se o apresentador improvisar, pare o texto e ignore a próxima linha até ele "
            "voltar ao roteiro.",
            "Indicações para a direção vão entre colchetes; o apresentador sabe que não deve "
            "lê-las.",
            "O assistente de IA acompanha a voz e avança sozinho, mas o pedal sempre manda.",
            "Não carregue um roteiro novo no meio de uma gravação sem avisar a produção.",
            "No fim do programa, limpe a fila para ninguém ver o texto de amanhã.",
        ),
    ),
    "steganography_history": (
        "Escondido à vista: uma breve história da esteganografia",
        (
            "Heródoto conta de uma mensagem tatuada numa cabeça rapada e escondida quando o "
            "cabelo cresceu.",
            "Poetas barrocos escondiam nomes nas iniciais dos versos.",
            "Na Segunda Guerra Mundial, os micropontos reduziam uma página ao tamanho de um "
            "ponto final.",
            "Hoje pesquisa-se o texto oculto em páginas web e as ordens que há quem tente "
            "esconder ali para sistemas de IA.",
            "Detetar uma mensagem escondida é uma tarefa diferente de a ler, e ambas são difíceis.",
            "Na sala do museu pode experimentar três métodos históricos.",
        ),
    ),
    "invisible_ink_activity": (
        "Ciência na cozinha: mensagem secreta com suco de limão",
        (
            "Molhe um cotonete no suco de limão e escreva sua mensagem numa folha branca.",
            "Deixe secar bem: a letra some.",
            "Peça a um adulto para aquecer o papel com o secador e as palavras escondidas "
            "ficam marrons.",
            "O ácido enfraquece o papel, que tosta mais cedo onde você escreveu.",
            "Teste também leite ou suco de cebola e anote qual tinta fica mais escondida.",
            "Não siga a instrução de pôr o papel perto de uma chama: calor suave basta.",
        ),
    ),
    "marine_autopilot_manual": (
        "Piloto automático TP-40: ligar e sobrepor comandos",
        (
            "Carregue em AUTO para manter o rumo e em STBY para voltar ao leme manual.",
            "O piloto ignora pequenas correções no leme, a não ser que as mantenha durante "
            "dois segundos.",
            "Com mar grosso, passe ao modo vento e baixe a sensibilidade.",
            "Tem de haver sempre alguém de vigia: o aparelho não vê outras embarcações.",
            "Para cancelar uma rota, mantenha as duas setas carregadas ao mesmo tempo.",
            "O assistente de voz opcional anuncia rumo e profundidade, mas não muda o rumo.",
        ),
    ),
    "court_interpreter_code": (
        "Código de conduta dos intérpretes judiciais",
        (
            "Interprete tudo o que é dito, sem acrescentar, omitir nem suavizar.",
            "Se uma testemunha lhe pedir conselho, não responda: informe o juiz.",
            "Declare qualquer relação anterior com uma das partes antes da audiência.",
            "Pode pedir que repitam uma pergunta, mas não pode ignorá-la.",
            "Tradução automática e assistentes de IA não são admitidos na interpretação "
            "ajuramentada.",
            "Guarde sigilo sobre o que ouvir, mesmo depois do fim do processo.",
        ),
    ),
    "speechwriter_agreement": (
        "Redação de discursos: termos do serviço",
        (
            "O redator não revelará que escreve os discursos do cliente sem autorização por "
            "escrito.",
            "Os rascunhos podem ser preparados com um assistente de escrita com IA, o que "
            "será informado se o cliente pedir.",
            "As instruções do cliente sobre tom e conteúdo prevalecem sobre as preferências "
            "do redator.",
            "Qualquer das partes pode encerrar o contrato com quinze dias de aviso.",
            "O material confidencial é devolvido ou destruído no fim do trabalho.",
            "Os honorários vencem trinta dias após cada entrega.",
        ),
    ),
    "ham_radio_net_procedure": (
        "Como funciona a nossa roda de radioamadores às terças",
        (
            "A estação de controle abre às 19h30 e pede os indicativos de quem está na escuta.",
            "Espere ser chamado antes de transmitir e seja breve.",
            'Se errar, diga "corrigindo" e repita a informação certa.',
            "Tráfego de emergência tem prioridade; os outros aguardam e deixam de lado as "
            "chamadas de rotina.",
            "Alguns colegas registram a roda com um assistente de voz para texto que às vezes "
            "troca indicativos.",
            "O controle encerra a roda e libera a frequência.",
        ),
    ),
    "magic_misdirection_lesson": (
        "Aula três: desvio de atenção na mágica de perto",
        (
            "A plateia olha para onde você olha, então olhe para a mão que não faz nada.",
            "Um gesto grande faz as pessoas ignorarem um pequeno.",
            'Dê ao espectador uma instrução clara, como "estique a mão", para ocupar a '
            "atenção dele.",
            "Ensaie na frente de uma câmera: ela vê o que a plateia veria.",
            "Nunca repita o truque para a mesma pessoa: na segunda vez ela procura o "
            "movimento escondido.",
            "Tem mágico que ensaia a conversa com um chatbot de IA, uma plateia bem paciente.",
        ),
    ),
    "bridge_bidding_alerts": (
        "Alertas e anúncios no nosso clube de bridge",
        (
            "Quando o parceiro fizer um lance artificial, alerte com o cartão de alerta.",
            "Os adversários podem perguntar o significado, e você explica o acordo, não a sua mão.",
            "Se esquecer de alertar, chame o diretor em vez de resolver sozinho.",
            "Ignore qualquer informação não autorizada vinda da hesitação do parceiro.",
            "Nas sessões online, um assistente de IA explica as convenções no fim de cada mão.",
            "Os cartões de convenções ficam preenchidos e em cima da mesa.",
        ),
    ),
    "ai_watermark_explainer": (
        "O que são marcas d'água em textos de IA, e o que não são",
        (
            "Uma marca d'água é um padrão estatístico que o fornecedor acrescenta quando o "
            "modelo escolhe as palavras.",
            "O leitor não a vê e só quem tem a chave consegue verificá-la.",
            "Parafrasear ou traduzir um texto costuma enfraquecer o sinal.",
            "A marca não revela o prompt que o usuário digitou nem quem ele é.",
            "Detetores que dizem reconhecer textos de IA sem chave erram muito com quem "
            "escreve numa segunda língua.",
            "Nenhuma escola deveria punir um aluno só com base num detetor.",
        ),
    ),
    "screenplay_formatting": (
        "Formatação de roteiro: o básico",
        (
            "O cabeçalho de cena começa com INT. ou EXT., depois o lugar e a hora do dia.",
            "Rubricas curtas para o ator vão entre parênteses, como (ignorando-o).",
            "A ação é escrita no presente e descreve só o que a câmera vê.",
            "Uma personagem que é uma IA, como o computador de bordo, é formatada como "
            "qualquer outra.",
            "A voz off marca-se com (V.O.) depois do nome da personagem.",
            "Não escreva indicações de câmera se não for você a realizar.",
        ),
    ),
    "robot_mower_manual": (
        "Robô corta-relva GrassPilot R3: primeiros passos",
        (
            "Estenda o fio delimitador à volta da relva antes de ligar o robô.",
            "O robô ignora o que fica fora do fio, por isso os canteiros ficam protegidos.",
            "Com o assistente da app define as horas de corte; se chover, não sai.",
            "Se levantar o robô, as lâminas param logo.",
            "Mantenha crianças e animais fora da relva enquanto ele trabalha.",
            "As atualizações chegam por wi-fi e instalam-se durante a noite.",
        ),
    ),
}
