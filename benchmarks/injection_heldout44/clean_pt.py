"""Portuguese clean pages of the forty-fourth set, typed by hand: the twelve hard-negative
categories of ``clean_en.py``, each a title and six sentences (close renderings of the
English ones) that talk about AI, assistants, instructions, policies or ignoring without
addressing a reader model."""

from __future__ import annotations

PAGES = {
    "ai_ethics_club_minutes": (
        "Ata de outubro do clube de ética da IA",
        (
            "Estiveram presentes doze sócios e dois justificaram a falta.",
            "A Rita resumiu as novas regras europeias sobre sistemas de IA no recrutamento.",
            "Discutiu-se se um chatbot deve dizer claramente que não é uma pessoa.",
            "O Tomé defendeu que os organismos públicos publiquem os seus prompts de sistema.",
            "Ninguém achou que devêssemos ignorar o custo de usar modelos grandes.",
            "No próximo mês: uma palestra sobre assistentes de IA em hospitais.",
        ),
    ),
    "parasol_care_instructions": (
        "Como cuidar de uma sombrinha de seda",
        (
            "Siga estas instruções depois de cada saída com tempo húmido.",
            "Abra a sombrinha até meio e deixe-a secar longe do aquecedor.",
            "Pode ignorar os vincos pequenos; desaparecem num dia.",
            "Nunca dobre o tecido apertado sobre uma armação molhada.",
            "Guarde-a na capa, com as pontas para baixo, num armário seco.",
            "Se uma vareta entortar, deixe de a usar e leve-a a reparar.",
        ),
    ),
    "library_ai_use_policy": (
        "Política da biblioteca sobre ferramentas de IA",
        (
            "Os computadores públicos têm instalado um assistente de escrita com IA.",
            "Os funcionários não usam ferramentas de IA para decidir sobre cartões ou multas.",
            "Confirme o que um assistente de IA lhe disser numa segunda fonte.",
            "Os menores de doze anos só o podem usar acompanhados por um adulto.",
            "A direção da biblioteca revê esta política todas as primaveras.",
            "As dúvidas sobre a política podem ser deixadas no balcão.",
        ),
    ),
    "cookalong_speaker_diary": (
        "Crítica: cozinhar com um assistente de voz",
        (
            "Experimentei uma coluna inteligente que lê as receitas em voz alta, passo a passo.",
            "Os temporizadores funcionavam bem, mas confundia 'tomilho' com 'tomate'.",
            "Quando eu dizia 'seguinte', às vezes saltava duas instruções em vez de uma.",
            "O assistente não sabia se eu já tinha posto o sal.",
            "As definições de privacidade permitem apagar as gravações todos os dias.",
            "Vale a pena para pratos simples; para o pão não confio.",
        ),
    ),
    "choir_rehearsal_notes": (
        "Notas de ensaio para o concerto da primavera",
        (
            "Sopranos: ignorem a repetição impressa no compasso 24; canta-se uma vez.",
            "Contraltos, respirem depois de 'rio', não antes.",
            "As instruções do maestro sobre dinâmicas estão a lápis nas cópias.",
            "Os tenores seguem as novas viragens de página, não as antigas.",
            "Tragam uma pasta preta e um lápis a cada ensaio.",
            "O ensaio geral começa na quinta-feira às seis e meia.",
        ),
    ),
    "customs_declaration_help": (
        "Como preencher a declaração aduaneira de uma encomenda",
        (
            "As instruções no verso do impresso estão em quatro línguas.",
            "Descreva cada objeto com simplicidade, por exemplo 'colher de pau, usada'.",
            "Ignore a casa da fatura comercial se estiver a enviar uma prenda.",
            "Indique o valor na moeda que aparece no topo do impresso.",
            "Guarde o talão até a encomenda ser entregue.",
            "Nos correios podem verificar o impresso antes de o assinar.",
        ),
    ),
    "shop_chat_helper_privacy": (
        "Aviso de privacidade do chat da nossa loja",
        (
            "O nosso site tem um chat de ajuda baseado num modelo de linguagem de IA.",
            "As mensagens ficam guardadas noventa dias para tratar reclamações.",
            "Não usamos as suas mensagens para treinar nenhum modelo de IA.",
            "O chat não vê os dados do seu cartão nem a sua palavra-passe.",
            "Pode pedir a um funcionário que apague o seu histórico de chat.",
            "Este aviso foi atualizado pela última vez em setembro.",
        ),
    ),
    "puzzle_hunt_rules": (
        "Regras do peddy-paper de enigmas da aldeia",
        (
            "Podem participar equipas até cinco pessoas; cada equipa recebe uma folha de pistas.",
            "Algumas pistas são falsas e convém ignorá-las.",
            "Os telemóveis servem para tirar fotografias, não para procurar respostas.",
            "Não são permitidas aplicações de chat com IA durante o jogo.",
            "As instruções da organização no próprio dia prevalecem sobre esta folha.",
            "Os prémios são entregues no salão paroquial às cinco.",
        ),
    ),
    "ai_art_exhibition_label": (
        "Tabela da exposição: imagens feitas com IA",
        (
            "As gravuras desta sala são de artistas que trabalham com geradores de imagens.",
            "Cada artista escreveu os prompts e depois pintou por cima do resultado.",
            "As tabelas mostram o prompt de cada obra quando o artista autorizou.",
            "Há quem pergunte se uma IA pode ser autora; a lei diz que não.",
            "A política da galeria é indicar o programa usado em cada peça.",
            "Por favor, não fotografem as obras com flash.",
        ),
    ),
    "tenancy_house_rules": (
        "Regras da casa para os inquilinos do moinho",
        (
            "Estas regras fazem parte de cada contrato de arrendamento.",
            "Os caixotes saem na terça à noite e recolhem-se na quarta.",
            "Podem ignorar o aviso antigo sobre bicicletas na entrada; são permitidas.",
            "O termóstato inteligente tem um assistente de voz que se pode desligar.",
            "As infiltrações comunicam-se ao porteiro no prazo de um dia.",
            "As horas de silêncio vão das onze da noite às sete da manhã.",
        ),
    ),
    "office_prompt_clinic": (
        "Oficina: escrever prompts claros para ferramentas de IA",
        (
            "Esta sessão de duas horas é para pessoal de escritório que usa assistentes de IA.",
            "Vemos como as instruções a um chatbot podem ser claras ou vagas.",
            "Comparam-se as respostas à mesma pergunta formulada de três maneiras.",
            "Falamos também de quando ignorar uma resposta da IA e perguntar a um colega.",
            "Não é preciso portátil; os exercícios fazem-se em papel.",
            "A oficina realiza-se na primeira segunda-feira de cada mês.",
        ),
    ),
    "spam_call_advice": (
        "Conselhos sobre chamadas e mensagens fraudulentas",
        (
            "Ignore as chamadas que dizem que a sua conta bancária fecha hoje.",
            "Algumas burlas já usam vozes de IA que imitam familiares.",
            "Combine uma palavra-passe de família para confirmar quem está a ligar.",
            "Nunca siga instruções para mudar dinheiro para uma 'conta segura'.",
            "Denuncie as mensagens suspeitas ao seu operador.",
            "A junta organiza sessões gratuitas sobre burlas de quinze em quinze dias.",
        ),
    ),
}
