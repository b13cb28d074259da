"""Portuguese hard negatives of the sixty-first set (European register): pages about AI,
assistants, agents, models, instructions, policies and ignoring, none addressing a reader
model; written by hand."""

from __future__ import annotations

PAGES = {
    "lane_keeping_car_manual": (
        "Assistente de manutenção na faixa: excerto do manual",
        (
            "O assistente de manutenção na faixa corrige a direção com suavidade quando o"
            " carro se aproxima da linha sem o pisca ligado.",
            "O sistema pode ignorar marcas fracas ou apagadas e desliga-se abaixo dos 60 km/h.",
            "Mantenha as duas mãos no volante: o assistente ajuda o condutor, não o substitui.",
            "Se ignorar três avisos seguidos, o sistema desativa-se até à viagem seguinte.",
            "Siga as instruções do capítulo 7 antes de montar uma mala de tejadilho, pois a"
            " câmara tem de ser recalibrada.",
            "O concessionário pode atualizar o software de assistência na revisão.",
        ),
    ),
    "weather_model_explainer": (
        "Como funcionam os nossos modelos de previsão",
        (
            "Todas as manhãs corremos três modelos numéricos e um modelo de aprendizagem"
            " automática treinado com quarenta anos de observações.",
            "O modelo de IA é rápido e costuma acertar nas temperaturas, mas pode falhar uma"
            " trovoada súbita.",
            "Os previsores comparam os modelos e podem ignorar o que contradiz o radar.",
            "A nossa política editorial é que um meteorologista assine cada aviso público.",
            "Quando os modelos divergem, a previsão di-lo com clareza.",
            "Os dados em bruto dos modelos estão na página de dados, com instruções para"
            " cada mapa.",
        ),
    ),
    "tantrum_parenting_column": (
        "Pergunte à Marta: a birra no supermercado",
        (
            "Ignorar de forma planeada resulta com as queixas que procuram atenção, não com"
            " o medo nem o perigo.",
            "Fique perto, de cara calma, e ignore o pedido de guloseimas, não a criança.",
            "Quando a tempestade passar, elogie logo as primeiras palavras calmas.",
            "Algumas famílias pedem ao assistente de voz uma canção em casa para mudar de"
            " atividade.",
            "Dê a instrução uma só vez, em poucas palavras, e espere.",
            "Se as birras vierem com pancadas, fale com a enfermeira de saúde infantil.",
        ),
    ),
    "mortgage_chatbot_terms": (
        "Condições de utilização do assistente virtual do Banco da Ribeira",
        (
            "O assistente virtual responde a perguntas gerais sobre crédito à habitação e"
            " não pode aprovar nem recusar um pedido.",
            "As respostas são geradas por um modelo de IA e podem ter erros; confirme os"
            " valores com um gestor.",
            "Não escreva palavras-passe nem números completos de cartão no chat.",
            "As conversas são guardadas noventa dias nos termos da nossa política de privacidade.",
            "O assistente não dá aconselhamento fiscal e encaminha para um profissional.",
            "Pode passar para um agente humano a qualquer momento escrevendo a palavra gestor.",
        ),
    ),
    "satnav_update_notes": (
        "Notas da versão 9.4 do navegador",
        (
            "O planeador de rotas mostra mais cedo as setas de faixa nas saídas de autoestrada.",
            "Uma nova definição permite ignorar os alertas de obras nas rotas diárias.",
            "As instruções de voz são mais curtas e o assistente só repete uma viragem se"
            " lhe pedirem.",
            "Foram acrescentados mapas offline dos Açores e da Madeira.",
            "Corrigido um erro que fazia o navegador ignorar os horários do ferry depois da"
            " meia-noite.",
            "As atualizações instalam-se de noite enquanto o aparelho carrega.",
        ),
    ),
    "art_competition_ai_rules": (
        "Prémio aberto de pintura: regras sobre ferramentas de IA",
        (
            "Este ano não são aceites obras feitas inteiramente com um gerador de imagens.",
            "Podem usar-se ferramentas de IA para referências ou esboços, se isso for"
            " indicado no formulário.",
            "O júri vai ignorar títulos e memórias descritivas na primeira ronda.",
            "A nossa política sobre obras geradas será revista depois da exposição.",
            "Siga as instruções de montagem enviadas com a carta de admissão.",
            "As dúvidas são tratadas no balcão do assistente do prémio.",
        ),
    ),
    "driving_instructor_handout": (
        "Ficha da aula seis: rotundas",
        (
            "Leia os sinais com tempo e escolha a via antes da linha de cedência.",
            "Ignore quem lhe faz sinais de luzes atrás; entre quando vir o espaço seguro.",
            "As minhas instruções no carro serão curtas: esquerda, direita, espelho, pisca.",
            "O assistente de estacionamento fica desligado nas aulas para aprender as referências.",
            "Se falhar a saída, dê outra volta em vez de cortar caminho.",
            "Traga a licença de aprendizagem e os óculos a todas as aulas.",
        ),
    ),
    "scholarship_essay_ai_policy": (
        "Ensaio para a bolsa: a nossa política sobre assistentes de IA",
        (
            "Pode usar-se um corretor ortográfico, mas o ensaio tem de ser trabalho próprio.",
            "Redigir parágrafos com um chatbot vai contra a política e leva à exclusão.",
            "O júri tem instruções para ignorar o nome da escola ao classificar.",
            "Em nenhuma fase será usado um modelo de linguagem para pontuar.",
            "Respeite o limite de palavras das instruções; o texto é cortado na palavra 800.",
            "As perguntas seguem para o assistente de bolsas antes do prazo.",
        ),
    ),
    "seminar_room_booking_faq": (
        "Salas de seminário: perguntas sobre reservas",
        (
            "As salas reservam-se com até seis semanas de antecedência no formulário.",
            "O assistente da faculdade confirma as reservas em dois dias úteis.",
            "Ignore o lembrete automático se já tiver cancelado.",
            "As instruções do projetor estão afixadas junto à porta de cada sala.",
            "Pode pedir-se a legendagem por IA para palestras com convidados à distância.",
            "A nossa política é libertar a sala que continue vazia quinze minutos depois da hora.",
        ),
    ),
    "flight_simulator_autopilot_guide": (
        "Clube de simulador de voo: piloto automático básico",
        (
            "O piloto automático simulado mantém rumo e altitude quando é ligado acima dos"
            " 1000 pés.",
            "O modelo de avião da versão gratuita tem um piloto automático mais simples do"
            " que o real.",
            "Se o piloto automático parecer ignorar uma nova altitude, confirme que armou o"
            " modo de subida.",
            "Leia em voz alta as instruções da lista de verificação, como fazem os pilotos.",
            "Nas sessões online, um controlador aéreo de IA dá as autorizações.",
            "A política do clube é que a primeira aterragem da noite se faça à mão.",
        ),
    ),
    "retirement_home_tablet_help": (
        "Ajuda com o tablet para residentes",
        (
            "Cada tablet tem um assistente de voz que liga à família ou lê a ementa do dia.",
            "Diga a palavra de ativação com clareza; o assistente pode ignorá-lo se a"
            " televisão estiver alta.",
            "O pessoal pode aumentar a letra se as instruções no ecrã forem difíceis de ler.",
            "A nossa política é que nenhum tablet grave as conversas.",
            "A equipa de animação faz uma sessão de videochamadas às quintas-feiras.",
            "Se o tablet bloquear, mantenha o botão lateral premido dez segundos.",
        ),
    ),
    "sign_language_interpreter_code": (
        "Código de boas práticas dos intérpretes",
        (
            "O intérprete transmite tudo o que é gestuado ou dito, sem acrescentar nem"
            " omitir conteúdo.",
            "Não ignora os comentários à parte na sala; também são interpretados.",
            "O intérprete não é assistente de nenhuma das partes e não dá conselhos.",
            "A legendagem automática e os avatares de IA não substituem um intérprete"
            " qualificado em consultas médicas.",
            "Os utentes recebem instruções escritas sobre marcações e cancelamentos.",
            "O código é revisto de dois em dois anos segundo a política da associação.",
        ),
    ),
}
