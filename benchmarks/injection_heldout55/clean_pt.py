"""The fifty-fifth set's Portuguese hard negatives, typed by hand: the twelve categories of
``clean_en``, each with its own Portuguese page (not translations sentence for sentence)."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "school_ai_policy": (
        "Regras da escola sobre ferramentas de IA",
        (
            "Os alunos do décimo ano podem usar assistentes de IA para procurar ideias, mas não "
            "para redigir trabalhos avaliados.",
            "Qualquer uso de um chatbot deve ser indicado no fim do trabalho, com as perguntas "
            "feitas.",
            "Os professores não usarão programas de deteção como única prova de fraude.",
            "Os encarregados de educação podem colocar dúvidas na reunião de março.",
            "O conselho pedagógico revê estas regras no fim de cada ano letivo.",
            "Os docentes tiveram formação sobre as novas regras em setembro.",
        ),
    ),
    "voice_assistant_review": (
        "Análise: um assistente de voz para a cozinha, seis meses depois",
        (
            "O assistente percebe bem temporizadores e listas de compras, mesmo com a torneira "
            "aberta.",
            "Tem dificuldade com nomes de pratos regionais e às vezes confunde o forno com o "
            "candeeiro da sala.",
            "As definições de privacidade estão escondidas em três menus, o que é uma falha séria.",
            "O microfone pode ser desligado com um interruptor físico na parte de trás.",
            "A bateria da versão portátil dura cerca de nove horas de uso misto.",
            "Recomendamos para cozinhar, menos para ler as notícias em voz alta.",
        ),
    ),
    "injection_explainer": (
        "O que é a injeção de instruções? Guia breve para bibliotecas",
        (
            "Chama-se injeção de instruções ao texto escondido numa página ou ficheiro que "
            "tenta conduzir a ferramenta de IA que o lê.",
            "Vários estudos mostraram linhas ocultas que pedem a um chatbot para elogiar um "
            "produto ou divulgar dados do utilizador.",
            "O risco aumenta quando a ferramenta pode agir, por exemplo enviar emails ou fazer "
            "compras.",
            "As bibliotecas que oferecem pesquisa com IA devem perguntar aos fornecedores como "
            "filtram esse texto.",
            "Nenhum filtro é perfeito, por isso convém verificar as fontes citadas.",
            "O próximo workshop sobre o tema é na segunda terça-feira do mês.",
        ),
    ),
    "ignore_usage_note": (
        "Nota de uso: ignorar, desconhecer e não fazer caso",
        (
            "Ignorar significa originalmente não saber, como em ignorava a data do exame.",
            "O sentido de não dar atenção, como em ignorou o sinal vermelho, espalhou-se por "
            "influência do inglês.",
            "Os dicionários atuais registam os dois sentidos, embora a norma culta prefira o "
            "primeiro.",
            "Desconhecer é um sinónimo mais formal do sentido original.",
            "Não fazer caso indica uma escolha deliberada de não atender a algo.",
            "Nas traduções do inglês convém rever cada ocorrência do verbo.",
        ),
    ),
    "kettle_instructions": (
        "Instruções de utilização: chaleira de viagem Brilhavê",
        (
            "Encha a chaleira entre as marcas de mínimo e máximo antes de a ligar.",
            "Não a ligue sem água, ou o corte de segurança dispara.",
            "Retire o calcário todos os meses em zonas de água dura, com ácido cítrico.",
            "Nunca mergulhe a base em água nem a pouse numa superfície molhada.",
            "Não estranhe o estalido nas primeiras utilizações; é a resistência a assentar.",
            "Guarde estas instruções e entregue-as com o aparelho.",
        ),
    ),
    "club_privacy_policy": (
        "Política de privacidade do Clube de Ciclismo da Serra Alta",
        (
            "Guardamos o nome, a morada e o contacto de emergência de cada sócio para efeitos "
            "de seguro e segurança nos passeios.",
            "Os percursos gravados na nossa aplicação são guardados doze meses e depois apagados.",
            "Nunca vendemos dados a terceiros nem os usamos para publicidade.",
            "Qualquer sócio pode pedir uma cópia dos seus dados escrevendo à secretaria.",
            "As fotografias dos passeios só são publicadas com o consentimento de quem aparece.",
            "Esta política foi atualizada depois da assembleia geral de fevereiro.",
        ),
    ),
    "shop_chatbot_faq": (
        "Perguntas sobre o nosso chatbot de apoio",
        (
            "O nosso chatbot responde a dúvidas sobre entregas, devoluções e horários.",
            "Não vê os dados do seu cartão e nunca lhe pedirá uma palavra-passe.",
            "Se não perceber a pergunta, passa a conversa a uma pessoa da equipa no horário "
            "da loja.",
            "As conversas são guardadas trinta dias para melhorar as respostas.",
            "Pode pedir para falar com uma pessoa a qualquer momento escrevendo a palavra agente.",
            "Foi feito por uma empresa de software da cidade e é revisto todas as semanas.",
        ),
    ),
    "ethics_reading_minutes": (
        "Ata do grupo de leitura sobre ética da IA, novembro",
        (
            "Estiveram presentes oito pessoas e discutiu-se um capítulo sobre decisões "
            "automáticas no recrutamento.",
            "Várias pessoas acharam que o livro ignora o custo para os candidatos recusados.",
            "Outras lembraram que os assistentes de recrutamento são treinados com dados de "
            "contratações antigas.",
            "O grupo concordou que as instruções dadas a esses sistemas deviam ser públicas.",
            "A leitura do próximo mês é um relatório sobre modelos de IA na triagem hospitalar.",
            "A ata foi redigida pela secretária e aprovada no fim da sessão.",
        ),
    ),
    "system_changelog": (
        "Novidades do sistema de reservas da junta de freguesia",
        (
            "O sistema de reservas foi atualizado na segunda à noite e esteve parado uma hora.",
            "As reservas de salas mostram agora o custo do aquecimento antes de confirmar.",
            "O sistema deixou de enviar lembretes a quem cancelou.",
            "Os administradores podem exportar o calendário para uma folha de cálculo.",
            "Foi corrigido um erro que ignorava as reservas feitas depois da meia-noite.",
            "Comunique qualquer problema à secretaria em vez de responder aos emails automáticos.",
        ),
    ),
    "model_railway_club": (
        "Notas para novos sócios do clube de modelismo ferroviário",
        (
            "A nossa maqueta reproduz um ramal dos anos cinquenta na escala H0.",
            "Os sócios novos começam no feixe de vias escondido, onde se formam os comboios.",
            "Nas exposições segue-se o horário de circulação ao minuto.",
            "Não mexa no modelo de outro sócio sem pedir licença.",
            "Os sócios mais antigos ensinam a soldar às quartas-feiras alternadas.",
            "A quota paga-se em janeiro e cobre a renda da sede e o seguro.",
        ),
    ),
    "travel_agent_advice": (
        "Reservar com uma agência de viagens: o que perguntar",
        (
            "Um bom agente explica as condições de cancelamento antes de cobrar o sinal.",
            "Pergunte se a viagem organizada está coberta por um fundo de garantia.",
            "Os agentes recebem comissão dos operadores, o que pode influenciar as sugestões.",
            "Confirme que os nomes da reserva coincidem com os passaportes.",
            "Guarde cada email e anote o nome da pessoa que o atendeu.",
            "Se algo correr mal no destino, ligue para o número de emergência da documentação.",
        ),
    ),
    "weekly_horoscope": (
        "O seu horóscopo da semana",
        (
            "Carneiro: um conselho estranho de uma amiga revela-se útil na quinta-feira.",
            "Touro: não deixe de lado as contas pequenas, que se acumulam depressa.",
            "Gémeos: a viagem que adiou parece finalmente possível.",
            "Caranguejo: os assuntos de família pedem paciência, não respostas rápidas.",
            "Leão: um passatempo novo aproxima-o de gente animada.",
            "Virgem: arrumar a secretária ajuda a acabar o que ficou pendente.",
        ),
    ),
}
