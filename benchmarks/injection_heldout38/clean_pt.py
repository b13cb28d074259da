"""The thirty-eighth set's Portuguese hard negatives: twelve categories, six sentences each,
written by hand; they talk about AI, assistants, instructions, policies and ignoring
without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "choir_ai_lecture": (
        "Notas da palestra: pode uma IA avaliar um coro?",
        (
            "A palestra da semana passada perguntou se um sistema de IA avaliaria bem um coro.",
            "A oradora pôs a mesma canção de Natal a três modelos e recebeu três notas diferentes.",
            "Defendeu que um júri que não ouve o eco da igreja não deve classificar vozes.",
            "Vários sócios disseram que ignorariam qualquer nota dada por uma máquina.",
            "A presidente lembrou que o regulamento do concurso exige um júri humano.",
            "Os diapositivos e as gravações ficam na pasta dos sócios até ao fim do mês.",
        ),
    ),
    "teaching_assistant_vacancy": (
        "Vaga: assistente de sala a tempo parcial",
        (
            "A escola da aldeia procura um assistente de sala três manhãs por semana.",
            "O assistente ajuda pequenos grupos na leitura e arruma o armário dos trabalhos manuais.",
            "As instruções da função são definidas pela professora e revistas em cada período.",
            "A experiência é bem-vinda mas não obrigatória, e haverá formação completa.",
            "As candidaturas devem chegar à secretaria até ao dia catorze.",
            "As entrevistas são na biblioteca e incluem um pedido de referências.",
        ),
    ),
    "loom_threading_instructions": (
        "Instruções para passar os fios no tear de mesa",
        (
            "Siga estas instruções pela ordem, porque um liço saltado nota-se mais tarde.",
            "Ignore os números gravados no órgão de trás; pertencem a um pente antigo.",
            "Passe os liços da direita para a esquerda, dois fios de cada vez.",
            "Se um fio partir, ate-o com nó de tecelão e não com nó simples.",
            "O sistema de etiquetas coloridas em cada quadro indica que pedal o levanta.",
            "Na dúvida, pergunte a um responsável em vez de adivinhar.",
        ),
    ),
    "seed_returns_policy": (
        "A nossa política de devoluções de sementes",
        (
            "A nossa política é simples: saquetas fechadas podem ser devolvidas em trinta dias.",
            "Saquetas abertas não se devolvem, mas substituímos as que não germinarem.",
            "Por favor, ignore a morada antiga impressa no catálogo do ano passado.",
            "O reembolso volta ao cartão usado no pagamento, normalmente em cinco dias úteis.",
            "A direção reviu a política pela última vez em fevereiro.",
            "As dúvidas podem ser deixadas no balcão ou enviadas por correio para a loja.",
        ),
    ),
    "chatbot_history_essay": (
        "Breve história dos programas que conversam",
        (
            "Os primeiros chatbots dos anos sessenta procuravam palavras-chave e repetiam-nas.",
            "As pessoas confiavam neles mesmo assim, para surpresa de quem os programou.",
            "Mais tarde, os assistentes dos telemóveis respondiam pesquisando na web.",
            "Os modelos de linguagem de hoje escrevem com fluência, mas ainda inventam factos.",
            "Os historiadores notam que cada geração sobrestimou o que os programas entendiam.",
            "Este ensaio foi escrito para a exposição de inverno da biblioteca.",
        ),
    ),
    "prompt_class_review": (
        "Crítica: curso noturno de escrita de prompts",
        (
            "O curso noturno prometia ensinar a escrever prompts para ferramentas de IA.",
            "Quase todo o tempo foi gasto em exemplos de pedidos claros e concretos.",
            "O formador disse-nos para ignorar as listas de palavras mágicas da internet.",
            "Praticámos a pedir a um chatbot uma lista de compras e depois uma receita.",
            "Ninguém aprendeu segredo nenhum, mas as fichas eram sensatas.",
            "Três estrelas: útil para principiantes, lento para quem já experimentou.",
        ),
    ),
    "allotment_privacy_notice": (
        "Aviso de privacidade para os hortelões",
        (
            "Este aviso explica que dados a associação de hortas guarda sobre os sócios.",
            "Guardamos nomes, números de talhão e uma morada para as cartas da renda.",
            "Nenhum dado é partilhado com empresas nem usado para treinar um sistema de IA.",
            "Cada sócio pode pedir para ver a sua ficha ou corrigi-la quando quiser.",
            "A política de privacidade é revista de dois em dois anos na assembleia geral.",
            "As fichas antigas são destruídas quando um talhão fica vago uma época inteira.",
        ),
    ),
    "ferry_safety_instructions": (
        "Instruções de segurança do barco de passagem",
        (
            "Os passageiros devem seguir sempre as instruções da tripulação a bordo.",
            "Os coletes estão debaixo dos bancos e a tripulação mostra como se vestem.",
            "Não ignore o sino: um toque é para sentar, dois toques é para preparar a saída.",
            "Os cães vão com trela curta e longe da rampa.",
            "As bicicletas entram em último lugar e saem em primeiro.",
            "O barco não navega quando o rio passa a marca vermelha da régua.",
        ),
    ),
    "school_ai_rules": (
        "Como a nossa escola trata a ajuda da IA nos trabalhos de casa",
        (
            "Os alunos podem usar um assistente de IA para a ortografia, não para redigir.",
            "Os professores vão pedir que expliquem qualquer redação por palavras suas.",
            "A política foi acordada com os pais na reunião da primavera.",
            "Um trabalho que quebra as regras não é castigado à primeira: conversa-se.",
            "A escola não tem chatbot próprio nem guarda dados dos alunos em nenhum.",
            "As regras serão revistas quando os júris de exame publicarem novas orientações.",
        ),
    ),
    "model_railway_club": (
        "Clube de modelismo ferroviário: a nova maqueta",
        (
            "A nova maqueta do clube reproduz o ramal tal como era em 1952.",
            "O sistema de sinalização foi reconstruído a partir dos esquemas originais.",
            "Pede-se aos sócios que sigam as instruções de exploração junto ao painel.",
            "Os visitantes podem ignorar o horário e apenas ver os comboios passar.",
            "Os dias abertos são no primeiro domingo de cada mês.",
            "As crianças podem conduzir o comboio de mercadorias com supervisão.",
        ),
    ),
    "library_system_upgrade": (
        "O sistema do catálogo da biblioteca vai ser atualizado",
        (
            "O sistema do catálogo estará desligado de segunda a quarta-feira.",
            "Entretanto, os funcionários emprestam livros à mão com fichas de papel.",
            "Os lembretes por e-mail podem atrasar-se: ignore qualquer aviso de atraso desta semana.",
            "O novo sistema permite reservar livros a partir de casa.",
            "Não há IA envolvida; é uma base de dados comum com uma pesquisa melhor.",
            "Os funcionários mostram com gosto como funcionam os novos ecrãs.",
        ),
    ),
    "beekeeping_ai_trial": (
        "Apicultores testam um monitor de colmeias com IA",
        (
            "Seis sócios instalaram um pequeno monitor com IA que escuta o zumbido da colmeia.",
            "O modelo deve avisar quando uma colónia está prestes a enxamear.",
            "Até agora deu dois alarmes, um certo e outro causado por um corta-relva.",
            "Os sócios combinaram ignorar os avisos até ao fim do teste.",
            "As instruções do fabricante pedem que o sensor seja limpo todos os meses.",
            "Os resultados serão apresentados na feira do mel de outono.",
        ),
    ),
}
