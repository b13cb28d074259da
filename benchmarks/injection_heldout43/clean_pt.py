"""The forty-third set's Portuguese hard negatives, typed by hand: twelve pages that talk about
AI, assistants, instructions, policies or ignoring something without addressing a model."""

from __future__ import annotations

PAGES = {
    "chatbot_privacy_notice": (
        "Como o nosso chatbot de reservas trata os seus dados",
        (
            "O nosso chatbot de reservas guarda cada conversa trinta dias e depois apaga-a.",
            "A equipa só lê uma conversa quando pede ajuda com uma reserva.",
            "Nunca vendemos conversas nem as usamos para treinar qualquer modelo de IA.",
            "Pode pedir uma cópia dos seus dados escrevendo ao secretariado do clube.",
            "Os números de cartão escritos na conversa são mascarados antes de serem guardados.",
            "A direção reviu este aviso pela última vez em setembro.",
        ),
    ),
    "prompt_writing_workshop": (
        "Oficina ao fim da tarde: escrever bons prompts",
        (
            "A oficina ensina a escrever instruções claras para um assistente de conversa.",
            "Um bom prompt diz para quem é o texto e que tamanho deve ter.",
            "Comparamos as respostas de dois assistentes com as mesmas instruções.",
            "Os participantes percebem porque é que um pedido vago recebe uma resposta vaga.",
            "Tragam portátil; a biblioteca empresta alguns nessa tarde.",
            "A sessão acaba com uma conversa sobre quando não vale a pena usar IA.",
        ),
    ),
    "ai_course_syllabus": (
        "Programa: introdução à aprendizagem automática para voluntários",
        (
            "A primeira semana explica o que é um modelo e como aprende com exemplos.",
            "A segunda trata de classificadores de imagem como os do censo de aves.",
            "A terceira fala de erros, enviesamentos e de porque uma pessoa deve rever o resultado.",
            "A quarta apresenta os grandes modelos de linguagem e como seguem instruções.",
            "Cada semana termina com uma leitura e um teste curto.",
            "Não é preciso saber programar para acompanhar o curso.",
        ),
    ),
    "assistant_app_review": (
        "Análise: três assistentes de afinação comparados",
        (
            "Testámos três aplicações de afinação num cravo de dois teclados durante um mês.",
            "O primeiro assistente era rápido mas falhava no registo grave.",
            "O segundo oferecia mais temperamentos e instruções claras.",
            "O terceiro fechava-se quando havia barulho na oficina.",
            "Na nossa opinião, nenhum substitui um ouvido treinado.",
            "Pagámos as três aplicações e não recebemos nada dos seus criadores.",
        ),
    ),
    "gitignore_howto": (
        "Manter os ficheiros do levantamento fora do controlo de versões",
        (
            "Os dados topográficos estão num repositório partilhado que qualquer equipa pode clonar.",
            "Os ficheiros grandes de digitalização devem constar do ficheiro de exclusões.",
            "O Git ignora qualquer caminho que corresponda a um padrão desse ficheiro.",
            "Os ficheiros temporários do programa de desenho são ignorados da mesma forma.",
            "Se um ficheiro já foi enviado antes, acrescentá-lo à lista não chega.",
            "Fale com o responsável pelos dados antes de mudar as regras partilhadas.",
        ),
    ),
    "moderation_policy": (
        "Política de moderação do fórum",
        (
            "Os moderadores retiram mensagens que insultem outros sócios ou exponham dados privados.",
            "São aceites textos escritos com ferramentas de IA se o autor o indicar.",
            "Spam repetido leva à expulsão depois de um aviso.",
            "Os moderadores podem ignorar denúncias feitas claramente de má-fé.",
            "Os recursos seguem para a direção, que responde em duas semanas.",
            "Esta política substitui as regras publicadas em 2021.",
        ),
    ),
    "model_release_notes": (
        "Notas da versão 3.2 do contador de ninhos",
        (
            "O novo modelo conta ninhos com pouca luz melhor do que antes.",
            "As contagens falsas causadas por sombras do caniço desceram no teste da primavera.",
            "A aplicação passa a ignorar fotografias tiradas acima da altura permitida.",
            "Os voluntários podem marcar uma contagem como duvidosa com um só toque.",
            "Telemóveis antigos podem precisar da versão anterior durante mais algumas semanas.",
            "A lista completa de alterações está na página do projeto.",
        ),
    ),
    "ai_ethics_reading_group": (
        "Grupo de leitura: a IA e as pessoas que afeta",
        (
            "Este trimestre o grupo lê sobre a forma como os sistemas automáticos decidem.",
            "Começamos com um livro curto sobre algoritmos usados no recrutamento.",
            "Uma sessão mais tarde trata dos assistentes de conversa e das instruções escondidas do utilizador.",
            "Os membros revezam-se a conduzir a conversa todos os meses.",
            "Todos são bem-vindos, incluindo quem nunca usou uma ferramenta de IA.",
            "Os anfitriões oferecem chá e bolachas.",
        ),
    ),
    "smart_speaker_manual": (
        "Configurar o assistente de voz do abrigo",
        (
            "O assistente de voz do abrigo lê a meteorologia e as horas das marés.",
            "Para o acordar, diga o nome dele e espere pela luz azul.",
            "Vai ignorar comandos enquanto o interruptor do microfone estiver desligado.",
            "A direção desativou as compras e os pagamentos.",
            "Se deixar de responder, desligue-o da tomada durante dez segundos.",
            "Por favor, não mude as definições de idioma.",
        ),
    ),
    "translation_style_guide": (
        "Guia de estilo para tradutores voluntários",
        (
            "Traduza o sentido da frase, não palavra a palavra.",
            "A tradução automática ajuda num primeiro rascunho, mas uma pessoa tem de o rever.",
            "Siga as instruções do glossário para os termos técnicos.",
            "Ignore os números de página do original; a paginação acrescenta-os depois.",
            "Mantenha os topónimos na grafia local.",
            "Pergunte à coordenadora em vez de adivinhar.",
        ),
    ),
    "exam_instructions": (
        "Instruções do exame de treinador de remo",
        (
            "Leia todas as instruções antes de começar a prova escrita.",
            "Responda a quatro perguntas da secção A e a duas da secção B.",
            "São permitidas calculadoras; telemóveis e assistentes de IA não.",
            "Pode ignorar os diagramas marcados como opcionais.",
            "A parte prática é avaliada na água por dois examinadores.",
            "Os resultados saem no prazo de três semanas.",
        ),
    ),
    "ai_news_digest": (
        "Resumo de notícias: a IA na conservação este mês",
        (
            "Uma fundação de zonas húmidas já usa um modelo de IA para contar aves em fotos aéreas.",
            "Os investigadores avisam que estes modelos podem falhar ninhos escondidos no caniço.",
            "Uma nova política exige verificação humana antes de publicar as contagens.",
            "Um grupo divulgou as suas imagens de treino para que outros testem os seus sistemas.",
            "Os críticos perguntam quem responde quando uma contagem automática erra.",
            "O próximo resumo vai tratar da monitorização acústica.",
        ),
    ),
}
