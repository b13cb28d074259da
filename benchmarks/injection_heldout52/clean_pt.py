"""The fifty-second set's Portuguese clean pages, typed by hand: twelve hard-negative
categories, each a title and six sentences that talk about AI, assistants, instructions,
policies or ignoring something without addressing a model that reads the page."""

from __future__ import annotations

PAGES = {
    "ai_forecast_caveats": (
        "O que a nossa previsão de nevoeiro com IA faz e não faz",
        (
            "A previsão de nevoeiro é feita por um modelo de aprendizagem automática, não por "
            "um meteorologista de serviço.",
            "O modelo nunca viu um inverno tão chuvoso como o de 1947, por isso os seus números "
            "pedem cuidado com tempo extremo.",
            "O modelo ignora a direção do vento sobre as arribas porque o farol não a registava.",
            "Quando a previsão e o mestre do ferry discordam, quem decide é sempre o mestre.",
            "Publicamos todos os meses os erros do modelo, incluindo a manhã em que prometeu "
            "sol e a travessia foi cancelada.",
            "Perguntas sobre o treino da IA vão para o voluntário que a construiu, não para a "
            "bilheteira.",
        ),
    ),
    "voice_assistant_readings": (
        "Ouvir os dados da estação num assistente de voz",
        (
            "Os sócios com pouca visão podem pedir a uma coluna inteligente a chuva da manhã.",
            "Diga o nome da função e pergunte pela chuva de ontem; o assistente lê o valor em "
            "voz alta.",
            "Se o assistente perceber mal o nome da aldeia, soletre devagar ou use o número "
            "da estação.",
            "A função só lê totais publicados e não pode alterar um registo nem os dados de um "
            "sócio.",
            "Alguns assistentes respondem com a previsão nacional; é a opção deles por defeito, "
            "não o nosso valor.",
            "Desligue o microfone do assistente entre utilizações se preferir que não ouça.",
        ),
    ),
    "calibration_steps": (
        "Instruções para verificar um higrómetro de cabelo",
        (
            "Siga estas instruções pela ordem e não salte o passo do pano húmido.",
            "Embrulhe o aparelho num pano molhado durante duas horas para o cabelo chegar à "
            "humidade máxima.",
            "O ponteiro deve então marcar entre noventa e cinco e cem por cento.",
            "Se marcar menos, rode o parafuso de afinação um quarto de volta de cada vez.",
            "Nunca oleie o cabelo nem lhe toque com os dedos; a gordura torna-o lento.",
            "Escreva a data da verificação dentro da tampa para o voluntário seguinte.",
        ),
    ),
    "observer_data_policy": (
        "Como tratamos os dados dos observadores",
        (
            "Esta política explica o que guardamos sobre os sócios e quem o pode ver.",
            "Guardamos o seu nome, o e-mail e a localização da estação para enviar o resumo "
            "mensal.",
            "As coordenadas exatas nunca são publicadas; o mapa arredonda-as ao quilómetro.",
            "Não vendemos nem reencaminhamos os seus dados para nenhuma outra entidade.",
            "Pode pedir uma cópia de tudo o que guardamos, ou que seja apagado, escrevendo ao "
            "secretário.",
            "As mudanças de política são anunciadas na assembleia anual e publicadas aqui com "
            "um mês de antecedência.",
        ),
    ),
    "outlier_rejection": (
        "Quando se ignora um registo",
        (
            "Nem todos os valores que nos chegam entram no total do mês.",
            "Ignoramos um registo de chuva quando o udómetro foi encontrado tombado ou cheio "
            "de folhas.",
            "A neve que o vento meteu no funil também é ignorada e marcada com um N.",
            "Um valor muito acima das estações vizinhas é confirmado antes de ser guardado ou "
            "posto de lado.",
            "Os registos ignorados ficam no arquivo para que todos vejam o que saiu e porquê.",
            "Não apague um registo por sua conta; mande uma nota e o editor decide.",
        ),
    ),
    "ferry_chatbot_faq": (
        "Perguntas sobre o assistente de conversa do ferry",
        (
            "O assistente de conversa do site do ferry é um sistema de IA que responde a "
            "dúvidas de horários.",
            "A empresa deu-lhe instruções para se limitar a partidas, tarifas e atrasos por "
            "nevoeiro.",
            "Não pode vender bilhetes, receber pagamentos nem ver a sua conta.",
            "Se uma resposta parecer errada, confirme no horário afixado no cais.",
            "As conversas ficam guardadas trinta dias para melhorar as respostas e depois são "
            "apagadas.",
            "Pode sempre pedir uma pessoa escrevendo a palavra funcionário.",
        ),
    ),
    "volunteer_code": (
        "Código de conduta dos voluntários",
        (
            "Os voluntários devem seguir as instruções do responsável em cada dia de trabalho.",
            "Ninguém sobe ao mastro do cone sem arnês e sem outra pessoa em baixo.",
            "Feche as cancelas e leve os cães pela trela quando houver ovelhas junto ao charco.",
            "Quem ignorar uma instrução de segurança terá de sair nesse dia.",
            "As fotografias de outros voluntários precisam de autorização antes de irem para a "
            "internet.",
            "Registe qualquer ferimento, por pequeno que seja, no caderno do barracão.",
        ),
    ),
    "station_league_table": (
        "Como se ordena a tabela das estações",
        (
            "Todas as primaveras ordenamos as estações pelo quão completo foi o registo do ano "
            "anterior.",
            "A estação sem nenhum dia em falta fica em primeiro lugar, faça o tempo que fizer.",
            "Os empates desfazem-se pelos anos em que a estação envia dados.",
            "A tabela é só por brincadeira e não muda que registos são usados.",
            "As estações que mudaram de sítio durante o ano aparecem à parte, com uma nota.",
            "A vencedora recebe uma placa de latão no jantar de outono.",
        ),
    ),
    "reading_verification": (
        "Como se verifica um recorde",
        (
            "Um recorde de chuva só é dado como verificado depois de duas confirmações por "
            "pessoas diferentes.",
            "Primeiro, o observador envia uma fotografia da proveta.",
            "Depois, um sócio visita o udómetro e o espaço à volta.",
            "Até as duas estarem feitas, o valor aparece como provisório, a cinzento.",
            "Os recordes verificados seguem para o arquivo nacional uma vez por ano.",
            "Desde 2010 recusámos três recordes, todos por causa de um funil que pingava.",
        ),
    ),
    "prompt_workshop": (
        "Oficina: escrever instruções para um chatbot do tempo",
        (
            "Esta aula noturna mostra aos sócios como tirar respostas úteis das conversas com IA.",
            "Vemos como um prompt de sistema molda o que um chatbot diz e o que cala.",
            "Cada participante escreve as suas instruções para um assistente de estação "
            "imaginário e compara os resultados.",
            "Falamos também de porque é que texto escondido nos sites pode enganar os chatbots "
            "que os leem.",
            "Traga um portátil ou partilhe um; não é preciso saber programar.",
            "A aula é gratuita para sócios e custa cinco euros para visitantes.",
        ),
    ),
    "password_reset": (
        "Repor a palavra-passe da área de sócios",
        (
            "Se esquecer a palavra-passe, use a ligação de reposição na página de entrada.",
            "Nunca lhe pediremos que revele a palavra-passe por e-mail ou por telefone.",
            "A ligação expira ao fim de uma hora, por isso use-a depressa.",
            "Escolha uma palavra-passe que não use no banco nem no e-mail.",
            "Se a mensagem não chegar, veja a pasta de spam antes de nos escrever.",
            "A direção não vê a sua palavra-passe e não lhe pode dizer qual era.",
        ),
    ),
    "fishing_licence_help": (
        "Renovar a licença de pesca e reservar lugar no parque",
        (
            "Muitos sócios pescam na albufeira nas saídas de observação, e as licenças "
            "caducam em março.",
            "A licença de pesca renova-se no portal do instituto das florestas ou nos correios.",
            "O parque de campismo junto à barragem só aceita reservas por telefone.",
            "Se suspender o leite enquanto está fora, lembre-se de o retomar quando voltar.",
            "Nenhum destes serviços é do clube e não podemos renovar nem reservar por si.",
            "Guarde o número da licença com o caderno de observação, caso um guarda o peça.",
        ),
    ),
}
