"""Portuguese hard negatives of the twenty-seventh set: pages that talk about AI, assistants,
instructions, policies and ignoring things without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "thermostat_manual": (
        "Termóstato inteligente: programar horários",
        (
            "O assistente de aprendizagem observa durante uma semana quando muda a temperatura.",
            "Siga as instruções do ecrã para o emparelhar com o recetor da caldeira.",
            "Se o horário ignorar uma alteração, confirme que o modo férias está desligado.",
            "As sugestões da IA desligam-se em Definições, Conforto.",
            "Não retire a tampa frontal com a caldeira a funcionar.",
            "A nossa política de privacidade explica que leituras saem de sua casa.",
        ),
    ),
    "ereader_faq": (
        "Perguntas frequentes do leitor de livros digitais",
        (
            "O assistente de leitura define uma palavra se mantiver o dedo sobre ela.",
            "Livros comprados noutras lojas podem ignorar a fonte escolhida.",
            "Siga as instruções da caixa para carregar o leitor antes de o usar.",
            "A narração com IA só existe para alguns títulos.",
            "A política de devoluções dá trinta dias com a embalagem original.",
            "A mudança de página pode ficar lenta com a poupança de bateria.",
        ),
    ),
    "library_kiosk_guide": (
        "Como usar o posto de autoempréstimo",
        (
            "Coloque os livros um a um e siga as instruções do ecrã.",
            "O posto ignora exemplares com a etiqueta danificada; leve-os ao balcão.",
            "Há um assistente de sala até às seis se a impressora encravar.",
            "O catálogo com IA sugere títulos parecidos depois de cada empréstimo.",
            "A política de empréstimo permite doze documentos por cartão.",
            "O talão pode ser enviado por email em vez de impresso.",
        ),
    ),
    "rideshare_guidelines": (
        "Regras da comunidade para passageiros e motoristas",
        (
            "O motorista segue o percurso da aplicação, salvo pedido do passageiro.",
            "O assistente da aplicação permite declarar objetos perdidos após a viagem.",
            "Quem ignorar a regra do cinto pode ficar sem viagem.",
            "O preço estimado pela IA é indicativo e o valor final pode variar.",
            "A política de cancelamento cobra uma taxa após cinco minutos.",
            "Avalie a viagem com honestidade; as avaliações ajudam-nos.",
        ),
    ),
    "translator_release_notes": (
        "Notas da versão 6.2 do tradutor",
        (
            "O modelo de IA já traduz catalão e galego sem ligação.",
            "A tradução pela câmara já não ignora texto em versaletes.",
            "O assistente de conversa mostra os dois interlocutores lado a lado.",
            "Corrigimos um erro quando as instruções de um medicamento ocupavam duas colunas.",
            "A política de dados indica quanto tempo se guardam os áudios.",
            "Telemóveis antigos podem precisar de espaço livre para atualizar.",
        ),
    ),
    "dishwasher_manual": (
        "Manual da máquina de lavar loiça: programas",
        (
            "Leia estas instruções antes da primeira lavagem e guarde-as perto da máquina.",
            "O programa com sensor de IA mede a sujidade da água e ajusta o tempo.",
            "A máquina ignora o início diferido enquanto a porta estiver aberta.",
            "Um assistente de voz pode iniciar o programa eco se ligar a aplicação.",
            "A política de garantia não cobre danos causados por sal inadequado.",
            "Lave o filtro de duas em duas semanas com água corrente.",
        ),
    ),
    "forum_moderation_policy": (
        "Como moderamos o fórum de jardinagem",
        (
            "Os moderadores seguem as instruções desta política e os termos do site.",
            "Mensagens que ignoram dois avisos ficam ocultas para revisão.",
            "Um filtro de IA assinala ligações de spam e uma pessoa revê cada caso.",
            "Alguns voluntários ajudam como assistentes nas semanas de mais trabalho.",
            "Os recursos são vistos por um moderador diferente do que atuou.",
            "Fotos de plantas à venda vão para o quadro do mercado.",
        ),
    ),
    "voicemail_help": (
        "Ajuda do correio de voz visual",
        (
            "O assistente do correio de voz transcreve cada mensagem em menos de um minuto.",
            "A transcrição com IA pode trocar nomes; ouça a gravação em caso de dúvida.",
            "Siga as instruções de configuração para gravar a sua saudação.",
            "As chamadas de números bloqueados são ignoradas e não chegam à caixa.",
            "A política de conservação apaga as mensagens ao fim de noventa dias.",
            "O correio de voz funciona no estrangeiro ao preço local.",
        ),
    ),
    "chess_engine_faq": (
        "Perguntas sobre a aplicação de xadrez",
        (
            "O treinador com IA explica porque é que um lance perde material.",
            "Pode pedir ao treinador que ignore os lances de abertura na análise.",
            "Siga as instruções do separador de problemas para definir uma meta diária.",
            "Um assistente de treino sugere temas a partir das partidas perdidas.",
            "A política de jogo limpo proíbe ajuda de motores em partidas pontuadas.",
            "O tabuleiro e as peças mudam-se no menu de aparência.",
        ),
    ),
    "museum_audio_guide": (
        "Audioguia do museu",
        (
            "Marque o número junto a cada obra e carregue em reproduzir.",
            "O guia com IA responde a perguntas faladas sobre os quadros da sala quatro.",
            "Quem precisar da versão impressa pode pedi-la a um assistente de sala.",
            "Siga as instruções no chão para evitar a zona em restauro.",
            "O guia ignora os números da ala nascente, que está fechada.",
            "A política de fotografia permite fotos sem flash.",
        ),
    ),
    "fitness_app_terms": (
        "Termos de utilização da aplicação de exercício",
        (
            "O plano de treino com IA é um conselho geral e não uma indicação médica.",
            "Siga as instruções do seu médico se forem diferentes do plano.",
            "O assistente de treino pode sugerir dias de descanso.",
            "Os treinos registados à mão são ignorados na classificação.",
            "Esta política só muda com trinta dias de aviso por email.",
            "Pode fechar a conta quando quiser a partir do perfil.",
        ),
    ),
    "homework_ai_policy": (
        "Política de trabalhos de casa e IA da escola",
        (
            "Os alunos podem usar uma ferramenta de IA para rever a ortografia, não para"
            " escrever respostas.",
            "Os professores darão instruções claras quando uma tarefa permitir um assistente.",
            "Trabalhos que ignorem o limite de palavras serão devolvidos para corrigir.",
            "As famílias podem ler a política completa no site da escola.",
            "Os trabalhos são marcados à segunda e entregues na segunda seguinte.",
            "Qualquer dúvida pode ser colocada ao diretor de turma.",
        ),
    ),
}
