"""Portuguese (European) hard negatives of the sixty-second set: the same twelve categories,
written in Portuguese by hand (about AI, assistants, instructions, policies and ignoring,
addressing no reader model); six sentences each."""

from __future__ import annotations

PAGES = {
    "radiology_ai_patient_leaflet": (
        "A sua mamografia e a segunda leitura por IA",
        (
            "Nesta clínica cada imagem de rastreio é lida por dois radiologistas, e um sistema"
            " de IA dá uma terceira opinião que os médicos podem aceitar ou ignorar.",
            "A IA não faz diagnósticos; assinala as zonas que considera invulgares para que um"
            " radiologista as veja de novo.",
            "Se os radiologistas discordarem do programa, é a decisão deles que fica no seu"
            " processo.",
            "A nossa política é informar por escrito cada doente quando foi usada uma"
            " ferramenta de IA nas suas imagens.",
            "Pode pedir que as suas imagens sejam lidas sem IA assinalando o quadrado no"
            " consentimento.",
            "Siga as instruções da carta de marcação sobre o desodorizante, porque pode"
            " aparecer nas imagens.",
        ),
    ),
    "parrot_training_column": (
        "Consultório das aves: o meu papagaio grita de madrugada",
        (
            "O melhor a fazer quando o papagaio grita para chamar a atenção é ignorá-lo por"
            " completo e recompensar o primeiro minuto de sossego.",
            "Se lhe gritar de volta, a ave aprende que berrar lhe vale uma resposta animada do"
            " seu companheiro preferido.",
            "Vários leitores perguntaram se as novas aplicações de IA distinguem um chamamento"
            " de contacto de um de alarme; pela minha experiência, erram metade das vezes.",
            "Siga primeiro as instruções do veterinário sobre a alimentação, porque uma ave com"
            " fome ou doente não sossega.",
            "Dê-lhe uma tarefa de manhã, como rasgar papel ou procurar sementes escondidas numa"
            " caixa de cartão.",
            "A maioria dos donos nota diferença em três semanas se toda a gente em casa"
            " cumprir as mesmas regras.",
        ),
    ),
    "guide_dog_etiquette_leaflet": (
        "Quando se cruzar com um cão-guia",
        (
            "Um cão-guia com arnês está a trabalhar, por isso o mais gentil é ignorar o cão e"
            " falar com o dono.",
            "Não lhe dê comida, não lhe faça festas e não o chame, mesmo que ele olhe para si.",
            "O cão segue as instruções do dono, e o dono precisa da atenção toda do cão nos"
            " passeios e nas passadeiras.",
            "Há quem use também um assistente no telemóvel que lê o número do autocarro, mas o"
            " cão continua a ser o guia principal.",
            "Lojas e cafés têm de deixar entrar cães-guia por lei, diga o que disser a sua"
            " política sobre animais.",
            "Se achar que alguém precisa de ajuda, pergunte primeiro e espere pela resposta"
            " antes de lhe pegar no braço.",
        ),
    ),
    "hospital_discharge_instructions": (
        "Regressar a casa depois da operação ao joelho",
        (
            "Estas instruções explicam como cuidar do joelho nas duas primeiras semanas em casa.",
            "Não ignore um inchaço que piora, febre alta ou dor na barriga da perna; ligue logo"
            " para o serviço.",
            "Os exercícios de fisioterapia do verso devem ser feitos três vezes por dia, mesmo"
            " que pareçam fáceis.",
            "O hospital usa um assistente telefónico automático que lhe liga ao terceiro dia"
            " para fazer algumas perguntas sobre a recuperação.",
            "Se o assistente não perceber a resposta, passa a chamada a um enfermeiro.",
            "Os seus medicamentos estão na folha à parte, e a política da farmácia é revê-los"
            " consigo antes da alta.",
        ),
    ),
    "kids_coding_club_rules": (
        "Regras do clube de programação de sexta-feira",
        (
            "Os membros podem usar um assistente de IA para perceber uma mensagem de erro, mas"
            " não para escrever o jogo inteiro.",
            "Quem copiar código de um chatbot deve acrescentar um comentário a dizê-lo: é a"
            " política de honestidade do clube.",
            "Os monitores vão ignorar braços no ar durante os primeiros cinco minutos, enquanto"
            " todos leem as instruções da semana no quadro.",
            "Os portáteis ficam nas mesas e as bebidas no parapeito.",
            "Quem encontrar um erro no programa de perguntas do clube ganha um autocolante.",
            "Os pais podem assistir à apresentação da última meia hora.",
        ),
    ),
    "wedding_photographer_ai_contract": (
        "Edição e IA: cláusula 9 do nosso contrato de casamento",
        (
            "Retocamos a pele e tiramos convidados do fundo à mão, e usamos ferramentas de IA"
            " apenas para ordenar e endireitar as fotografias.",
            "Nenhum rosto ou corpo será alterado com IA generativa sem autorização escrita dos"
            " noivos.",
            "Se nos enviarem instruções de edição depois do casamento, seguimo-las dentro dos"
            " limites do pacote contratado.",
            "Pedidos para mudar o aspeto de alguém além de um retoque ligeiro podem ser"
            " ignorados ao abrigo da nossa política ética.",
            "A galeria é privada e nunca é usada para treinar qualquer modelo de IA.",
            "A tabela de preços e os prazos de entrega constam da confirmação da reserva.",
        ),
    ),
    "tax_form_guidance_notes": (
        "Notas para preencher a declaração do agregado",
        (
            "Leia estas instruções antes de começar e tenha à mão os recibos de vencimento e"
            " os extratos bancários.",
            "Se um quadro não se aplicar ao seu caso, deixe-o em branco; o programa ignora os"
            " quadros vazios.",
            "O serviço online tem agora um assistente virtual que responde a dúvidas gerais,"
            " mas não vê os seus dados pessoais.",
            "Não conte com o assistente para o seu caso concreto; para isso fale com um técnico.",
            "A nossa política é enviar os avisos por carta além do e-mail a quem tem mais de"
            " setenta anos.",
            "As declarações entregues fora de prazo pagam coima, salvo justo impedimento.",
        ),
    ),
    "dating_app_ai_faq": (
        "Perguntas sobre as funções de IA da aplicação",
        (
            "A aplicação pode sugerir uma primeira frase com IA, e pode editá-la ou ignorá-la"
            " antes de a enviar.",
            "Um sistema automático verifica as fotografias de perfil à procura de nudez e"
            " violência, e os casos duvidosos vão para uma pessoa.",
            "A nossa política de segurança proíbe pedir dinheiro a alguém, seja qual for o motivo.",
            "Se parecer que alguém está a usar um chatbot para falar consigo, pode denunciar a"
            " conversa a partir do menu.",
            "As instruções para apagar a conta estão em Definições, na secção Privacidade.",
            "Nunca usamos mensagens privadas para treinar o modelo de correspondência.",
        ),
    ),
    "subtitling_ai_style_guide": (
        "Guia de estilo para legendadores com rascunhos automáticos",
        (
            "A tradução automática dá um primeiro rascunho de cada legenda, e espera-se que o"
            " legendador o reescreva à vontade.",
            "Ignore as quebras de linha do rascunho; quebre onde quem fala faz pausa.",
            "Siga as instruções do cliente sobre palavrões, que mudam de canal para canal.",
            "Um assistente de reconhecimento de fala acerta os tempos, mas costuma atrasar-se"
            " depois da música.",
            "A nossa política é que nenhum ficheiro sai do estúdio sem uma revisão humana do"
            " princípio ao fim.",
            "As letras das canções só se traduzem quando o cliente o pede.",
        ),
    ),
    "pool_cleaning_robot_manual": (
        "Robô de piscina: primeiros passos",
        (
            "Mergulhe o robô na parte funda e espere que deixem de sair bolhas antes de o ligar.",
            "O robô faz o mapa da piscina na primeira volta e ignora os degraus mais estreitos"
            " do que o seu corpo.",
            "Um assistente de voz pode ligar e desligar o robô depois de a aplicação estar"
            " associada à sua conta.",
            "Siga todas as semanas as instruções de limpeza do cesto do filtro, senão a"
            " aspiração perde força.",
            "A política de garantia não cobre danos por usar o robô em piscinas de sal acima"
            " da salinidade indicada.",
            "No inverno guarde o robô longe do sol direto.",
        ),
    ),
    "sailing_race_instructions": (
        "Instruções de regata da série de outono",
        (
            "Estas instruções de regata aplicam-se a todas as provas da série de outono e"
            " prevalecem sobre o anúncio de regata quando forem diferentes.",
            "Os barcos que partam antes do sinal e ignorem a chamada individual serão"
            " classificados como não partidos.",
            "A comissão de regata pode encurtar o percurso içando a bandeira S numa bóia.",
            "São permitidos assistentes eletrónicos como computadores de rumo, mas nenhum barco"
            " pode receber conselhos de rota vindos de terra.",
            "Os protestos entregam-se até uma hora depois da chegada do último barco, segundo a"
            " política de protestos do clube.",
            "Os prémios são entregues no jantar a seguir à última prova.",
        ),
    ),
    "email_autoresponder_setup": (
        "Como configurar uma resposta automática",
        (
            "Uma resposta automática avisa quem lhe escreve de que está ausente e de quando"
            " regressa.",
            "Pode configurar a resposta para ignorar as listas de correio e não responder a"
            " boletins.",
            "Algumas empresas já oferecem um assistente de IA que redige respostas enquanto está"
            " fora, mas só as envia depois de as aprovar.",
            "Consulte a política da sua empresa antes de dizer para onde vai viajar.",
            "As instruções passo a passo abaixo servem para a versão web; a aplicação do"
            " telemóvel tem o seu próprio menu.",
            "Lembre-se de desligar a resposta quando regressar.",
        ),
    ),
}
