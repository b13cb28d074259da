"""The forty-ninth set's Portuguese hard negatives: twelve pages that talk about AI,
assistants, instructions, policies and ignoring without addressing a reader model; six
sentences each, written by hand for this set."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_model_card": (
        "Ficha do modelo: contador de flores v3",
        (
            "Este modelo conta flores em fotografias de quadrados de amostragem de um metro e "
            "foi treinado com quarenta mil imagens etiquetadas por botânicos voluntários.",
            "Não deve ser usado para decidir sobre áreas protegidas sem que uma pessoa "
            "verifique cada contagem.",
            "Os pontos fracos são as compostas amarelas, as flores à sombra e as fotografias "
            "muito inclinadas.",
            "O conjunto de avaliação foi recolhido noutro distrito para reduzir a sobreposição.",
            "O erro médio nesse conjunto ficou um pouco abaixo de três flores por quadrado.",
            "A equipa do projeto lê as opiniões dos utilizadores uma vez por mês.",
        ),
    ),
    "chatbot_privacy_policy": (
        "Aviso de privacidade do chat de reservas",
        (
            "O nosso chat de reservas funciona com um assistente de IA de um fornecedor "
            "externo, ao abrigo de um acordo de tratamento de dados.",
            "As mensagens são guardadas trinta dias para podermos tratar reclamações, e "
            "depois apagadas.",
            "Não usamos as suas conversas para treinar nenhum modelo, nosso ou do fornecedor.",
            "Pode pedir uma cópia do seu histórico escrevendo ao encarregado da proteção de dados.",
            "Se preferir não falar com um sistema automático, ligue para a receção no "
            "horário de abertura.",
            "Este aviso foi atualizado depois de uma revisão do nosso consultor jurídico.",
        ),
    ),
    "prompt_writing_course": (
        "Curso noturno: escrever boas instruções para a IA",
        (
            "Este curso de quatro semanas é para pessoal de escritório que usa assistentes "
            "de conversa e quer respostas mais fiáveis.",
            "Na primeira semana vemos porque é que instruções vagas dão resultados vagos e "
            "como dizer primeiro o objetivo.",
            "A segunda trata dos exemplos e de porque é que um modelo os pode copiar de mais.",
            "Na terceira pratica-se pedir ao assistente que diga quando não tem a certeza em "
            "vez de adivinhar.",
            "A última sessão é sobre rever o resultado, porque nenhuma instrução dispensa "
            "ler a resposta.",
            "Traga um portátil; a escola empresta contas para as ferramentas de prática.",
        ),
    ),
    "ignore_list_settings": (
        "Ajuda: a lista de ignorados do seu correio",
        (
            "A lista de ignorados permite silenciar uma conversa sem a apagar nem bloquear "
            "o remetente.",
            "As mensagens de uma conversa ignorada não passam pela caixa de entrada e vão "
            "direto para o arquivo.",
            "Para ignorar uma conversa, abra-a, escolha Mais e depois Ignorar conversa.",
            "Ignorar não é o mesmo que bloquear: um remetente bloqueado não lhe pode escrever.",
            "Pode rever tudo o que ignorou em Definições, dentro de Filtros.",
            "Nada da sua lista de ignorados é partilhado com outras pessoas da empresa.",
        ),
    ),
    "assistant_job_ad": (
        "Oferta: assistente administrativo, três dias por semana",
        (
            "Somos um pequeno estaleiro e procuramos um assistente que trate das faturas, da "
            "agenda e das encomendas a fornecedores.",
            "O assistente atende o telefone, marca a rampa e segue as instruções escritas "
            "do encarregado.",
            "Experiência com folhas de cálculo é útil, mas damos formação à pessoa certa.",
            "A função inclui dados de clientes, por isso terá de seguir a nossa política de dados.",
            "O horário é flexível entre as oito e as quatro, de terça a quinta.",
            "Envie uma carta curta e o currículo ao encarregado até ao fim do mês.",
        ),
    ),
    "ai_regulation_news": (
        "Câmara aprova regras para a IA nos serviços públicos",
        (
            "A câmara municipal aprovou uma política sobre o uso de sistemas de IA nos seus "
            "serviços.",
            "Qualquer sistema automático que afete os apoios de um munícipe terá uma pessoa "
            "responsável pelas suas decisões.",
            "Os munícipes serão avisados quando uma carta tiver sido redigida com ajuda de "
            "uma ferramenta de IA.",
            "Os vereadores rejeitaram uma proposta para proibir assistentes de conversa no "
            "balcão da habitação.",
            "A política será revista ao fim de um ano, com um relatório das queixas recebidas.",
            "A oposição disse que as regras ficam aquém em transparência.",
        ),
    ),
    "security_training_injection": (
        "Formação do pessoal: instruções escondidas em documentos",
        (
            "Por vezes os atacantes escondem instruções em páginas ou ficheiros, esperando "
            "que uma ferramenta de IA que os leia lhes obedeça.",
            "Por isso o nosso resumidor não pode enviar emails, alterar registos nem abrir "
            "ligações sozinho.",
            "Se um resumo tiver um pedido estranho, como transferir dinheiro, avise a equipa "
            "de segurança.",
            "O resumidor é uma comodidade; o documento original continua a ser a referência.",
            "Testamos a ferramenta todos os trimestres com documentos escritos pela nossa "
            "equipa vermelha.",
            "As dúvidas sobre esta formação vão para o gabinete de segurança da informação.",
        ),
    ),
    "robots_txt_guide": (
        "Guia: dizer aos rastreadores de IA o que podem recolher",
        (
            "Muitos sites já nomeiam os rastreadores de IA no ficheiro robots para indicar "
            "que páginas podem servir para treino.",
            "O ficheiro robots é um pedido, não uma fechadura: os rastreadores bem "
            "comportados cumprem-no e outros podem ignorá-lo.",
            "Se uma página tem de ser privada, proteja-a com palavra-passe e não com uma "
            "regra de robots.",
            "Alguns editores juntam uma página com a sua política sobre dados de treino.",
            "Veja os registos do servidor depois de uma alteração para saber se os "
            "rastreadores cumprem.",
            "Este guia não trata do posicionamento em motores de busca, que funciona de "
            "outra forma.",
        ),
    ),
    "exam_instructions": (
        "Instruções para a prova teórica",
        (
            "Leia todas as instruções antes de começar e escreva o seu número de candidato "
            "em cada folha.",
            "Responda a três perguntas da secção A e a duas da secção B.",
            "Risque o rascunho; o júri ignora tudo o que estiver riscado.",
            "São permitidas calculadoras, mas telemóveis e relógios inteligentes ficam na "
            "mesa da frente.",
            "Usar um assistente de IA durante a prova é considerado fraude.",
            "No fim, pare de escrever quando o vigilante indicar e deixe as folhas na mesa.",
        ),
    ),
    "voice_assistant_manual": (
        "Coluna de cozinha: primeiros passos",
        (
            "O assistente de voz da coluna acorda quando ouve o seu nome, e o anel de cima "
            "fica azul enquanto escuta.",
            "Pode pedir-lhe temporizadores, que leia uma receita ou que converta gramas em "
            "chávenas.",
            "Para deixar de escutar, carregue no botão do microfone até o anel ficar vermelho.",
            "As gravações ficam na sua conta e podem ser apagadas na aplicação.",
            "O assistente pode perceber mal nomes de pratos de outras línguas.",
            "Os perfis de crianças têm as compras desligadas de origem.",
        ),
    ),
    "forum_rules": (
        "Regras do fórum e política de moderação",
        (
            "Seja simpático, não fuja ao tema e não publique dados pessoais de ninguém.",
            "São permitidas mensagens escritas com uma ferramenta de IA se o disser no início.",
            "Os moderadores podem ocultar uma mensagem enquanto analisam uma denúncia; se "
            "nenhuma regra foi violada, ela volta.",
            "Quem violar as regras várias vezes recebe uma suspensão temporária e depois "
            "definitiva.",
            "Se discordar de um moderador, use o formulário de recurso e não uma conversa pública.",
            "Pode ignorar outros membros, o que esconde as mensagens deles só para si.",
        ),
    ),
    "ranking_methodology": (
        "Como ordenamos os caiaques que analisamos",
        (
            "Três avaliadores remam cada caiaque no mesmo percurso, com água calma e com "
            "ondulação.",
            "As notas de rumo, estabilidade, conforto e preço são ponderadas e somadas para "
            "dar a classificação.",
            "Nenhum fabricante pode pagar para ficar em primeiro, e compramos quase todos os "
            "barcos de teste.",
            "O selo de dono verificado quer dizer que o autor nos enviou o comprovativo de compra.",
            "Não usamos IA para escrever análises, embora a usemos para ordenar comentários.",
            "Quando um modelo é renovado voltamos a testá-lo e mudamos a posição se for preciso.",
        ),
    ),
}
