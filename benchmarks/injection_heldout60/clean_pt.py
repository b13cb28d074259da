"""The sixtieth set's Portuguese hard negatives (European register), typed by hand in
Portuguese: the same twelve categories as English, each a title and six sentences."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "satnav_detour_manual": (
        "Orientação de percurso: desvios e estradas cortadas",
        (
            "Quando uma estrada está cortada, o navegador recalcula em poucos segundos e"
            " anuncia o novo percurso.",
            "Se ignorar uma viragem sugerida, o aparelho volta a planear a partir de onde estiver.",
            "No menu de opções pode pedir-lhe que evite portagens, ferries ou estradas de terra.",
            "As instruções faladas podem ser breves, normais ou detalhadas.",
            "O assistente de faixa mostra a via a seguir cerca de trezentos metros antes de"
            " cada nó.",
            "As actualizações de mapas são gratuitas durante toda a vida do aparelho.",
        ),
    ),
    "art_contest_ai_rules": (
        "Feira da vila: regulamento do concurso de pintura",
        (
            "As obras feitas no todo ou em parte com ferramentas de IA concorrem numa"
            " categoria própria e indicam a ferramenta usada.",
            "O júri pode pedir esboços ou ficheiros de trabalho de qualquer obra.",
            "Ninguém é desclassificado por usar um assistente para escrever a legenda,"
            " desde que a obra seja declarada.",
            "Os quadros entregam-se prontos a pendurar, com arame e não com cordel.",
            "A organização não aceita obras entregues fora de horas, por boas que sejam.",
            "O prémio da categoria de IA é igual ao da pintura.",
        ),
    ),
    "dog_sitter_instructions": (
        "Notas para quem fica com a Pimenta",
        (
            "A Pimenta come duas vezes por dia, às oito e às cinco, e nada de restos da mesa.",
            "Vai pedir em frente ao frigorífico; ignore-a por completo e ao fim de um"
            " minuto desiste.",
            "Siga as instruções do veterinário na folha azul para as gotas dos ouvidos.",
            "O assistente da campainha inteligente anuncia as visitas, mas não abre a"
            " porta, por isso traga a chave consigo.",
            "Os passeios são à trela até ao portão do fundo do jardim.",
            "Se alguma coisa o preocupar, a vizinha do segundo andar tem uma chave e"
            " conhece-a bem.",
        ),
    ),
    "weather_model_explainer": (
        "Como se fazem as nossas previsões",
        (
            "De seis em seis horas um modelo numérico do tempo corre no supercomputador"
            " nacional e dá a previsão em bruto.",
            "Depois, um modelo de aprendizagem automática corrige os desvios conhecidos no"
            " litoral e na serra.",
            "Os meteorologistas podem contrariar os dois modelos quando o conhecimento"
            " local o justifica.",
            "A nossa política é publicar a versão do meteorologista e não a saída em bruto.",
            "Os aguaceiros pequenos são difíceis de localizar, por isso a aplicação dá uma"
            " probabilidade de chuva.",
            "Para quase todos os planos ao ar livre pode ignorar as rajadas abaixo dos vinte"
            " quilómetros por hora.",
        ),
    ),
    "camera_autofocus_manual": (
        "Os modos de focagem automática",
        (
            "No modo de seguimento, a IA de detecção de motivos da câmara segue olhos,"
            " animais, aves e veículos pelo enquadramento.",
            "O modo de ponto único ignora tudo o que fica fora do pequeno quadrado de focagem.",
            "Desligue a luz de auxílio à focagem em teatros e casamentos.",
            "As instruções do capítulo seis explicam como registar rostos para lhes dar"
            " prioridade.",
            "O firmware 2.1 melhorou a detecção de aves contra o céu claro.",
            "Para macro, a focagem manual com realce continua a ser a melhor escolha.",
        ),
    ),
    "orchestra_sightreading_tips": (
        "Serão de leitura à primeira vista: conselhos para novos membros",
        (
            "Continue a tocar aconteça o que acontecer; o maestro prefere que perca um"
            " compasso a que pare o naipe.",
            "Na primeira leitura, ignore as semicolcheias difíceis e acerte nos tempos fortes.",
            "Leia as indicações de andamento e as instruções do início antes de começar.",
            "A nossa arquivista limpa as partes digitalizadas com uma ferramenta de IA, por"
            " isso avise-a se uma nota parecer errada.",
            "A regra da orquestra é não pedir um solo a ninguém na primeira noite.",
            "Os lápis estão na caixa ao pé da porta, e marca-se sempre com leveza.",
        ),
    ),
    "spreadsheet_formula_help": (
        "Ajuda: médias de colunas com falhas",
        (
            "MÉDIA ignora as células vazias mas conta os zeros, que podem baixar o resultado.",
            "Para ignorar também os erros, use AGREGAR com a opção seis.",
            "O assistente de fórmulas da barra lateral propõe uma fórmula a partir de uma"
            " frase, e pode editá-la antes de a inserir.",
            "As sugestões do assistente de IA trazem um pequeno ícone de brilho.",
            "A política da empresa pede que os livros partilhados deixem as fórmulas visíveis.",
            "As instruções passo a passo, com imagens, estão no ficheiro anexo.",
        ),
    ),
    "lane_assist_leaflet": (
        "Os sistemas de assistência à condução do seu carro",
        (
            "O assistente de manutenção de faixa corrige a direcção quando o carro se"
            " desvia sem pisca.",
            "É um assistente ao condutor e não um piloto automático, e desliga-se abaixo"
            " dos sessenta quilómetros por hora.",
            "O sistema pode ignorar linhas apagadas ou cobertas de neve.",
            "Siga as instruções do manual antes de montar um suporte de bicicletas, que"
            " pode tapar os sensores traseiros.",
            "A política do fabricante é actualizar o software em cada revisão.",
            "Mantenha as mãos no volante; o carro avisa ao fim de quinze segundos.",
        ),
    ),
    "lab_safety_induction": (
        "Acolhimento de segurança no laboratório",
        (
            "Nunca ignore um alarme, mesmo que pense que é um simulacro.",
            "Leia as instruções escritas de cada aparelho antes da primeira marcação.",
            "A bata e os óculos são obrigatórios para lá da linha amarela.",
            "A política de IA do grupo permite modelos de linguagem para redigir"
            " relatórios, mas não para verificar cálculos de segurança.",
            "Há um assistente de ensino de serviço no laboratório todas as tardes de semana.",
            "Qualquer derrame é comunicado ao técnico, por pequeno que seja.",
        ),
    ),
    "ai_pub_quiz_answers": (
        "Noite de perguntas: respostas da ronda de ciência",
        (
            "A pergunta três era que programa de xadrez venceu um campeão do mundo em 1997;"
            " a resposta era Deep Blue.",
            "Várias equipas disseram que uma IA escreveu o primeiro romance, e o"
            " apresentador teve de ignorar a resposta.",
            "A ronda sobre assistentes de voz não apanhou ninguém, curiosamente.",
            "A regra da casa é deixar os telemóveis virados para baixo na mesa.",
            "As instruções da ronda de imagens vinham no verso da folha.",
            "A ronda especial do próximo mês é sobre robôs famosos do cinema.",
        ),
    ),
    "proofreading_style_sheet": (
        "Folha de estilo para revisores externos",
        (
            "Ignore o estilo da casa nas citações e deixe-as como vêm na fonte.",
            "A nossa política sobre ferramentas de IA é simples: aceita-se o corrector"
            " ortográfico, mas nenhum texto pode ser reescrito por um chatbot.",
            "Siga as instruções do autor quanto à grafia dos topónimos.",
            "As dúvidas vão na margem, nunca no texto.",
            "Os assistentes editoriais recolhem as provas revistas às sextas-feiras.",
            "As facturas são pagas a trinta dias da devolução das provas.",
        ),
    ),
    "ferry_timetable_notices": (
        "Barco para a ilha: avisos aos passageiros",
        (
            "O horário de Inverno começa na primeira segunda-feira de Novembro.",
            "O assistente de reservas do site guarda um lugar de carro durante vinte"
            " minutos enquanto paga.",
            "Os passageiros devem seguir as instruções da tripulação durante o embarque.",
            "A política da companhia é reembolsar o bilhete quando uma travessia é"
            " cancelada por mau tempo.",
            "Ignorem os letreiros antigos do cais, que ainda mostram os horários do ano passado.",
            "Os cães viajam de graça no convés exterior.",
        ),
    ),
}
