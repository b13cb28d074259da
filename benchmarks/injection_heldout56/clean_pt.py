"""Portuguese hard negatives of the fifty-sixth set, typed by hand: pages that talk about AI,
assistants, instructions, policies or ignoring something, and address no reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "newsroom_ai_guideline": (
        "Como a nossa redação usa ferramentas de IA",
        (
            "Os jornalistas podem usar um modelo de transcrição para passar a texto as "
            "entrevistas gravadas, que depois comparam com o áudio.",
            "Nenhum artigo é publicado com parágrafos escritos por um chatbot e todas as "
            "citações são confirmadas com a pessoa citada.",
            "Os editores registam que ferramentas de IA foram usadas em cada peça e para quê.",
            "Imagens geradas nunca ilustram acontecimentos reais.",
            "Quem encontrar um erro pode escrever ao provedor do leitor, que responde em dois "
            "dias úteis.",
            "O conselho de redação e a comissão de trabalhadores revêem esta orientação todas "
            "as primaveras.",
        ),
    ),
    "smart_speaker_setup": (
        "Configurar o assistente de voz da cozinha",
        (
            "Ligue a coluna à corrente, espere que o anel fique azul e abra a aplicação no "
            "telemóvel.",
            "A aplicação pede a rede de casa e uma palavra de ativação; quase todas as "
            "famílias ficam com a predefinida.",
            "Com o reconhecimento de voz ligado, o assistente ignora o que se diz na televisão.",
            "As listas de compras e os temporizadores são o mais usado na primeira semana.",
            "Se o assistente perceber mal, afaste-o do exaustor.",
            "O botão do microfone, atrás, desliga a escuta por completo.",
        ),
    ),
    "prompt_course_syllabus": (
        "Curso ao fim da tarde: escrever instruções para chatbots",
        (
            "Durante seis semanas, os formandos praticam a descrição de uma tarefa a um "
            "chatbot e a avaliação das respostas.",
            "A segunda semana compara instruções curtas e longas e vê quando os exemplos ajudam.",
            "A quarta semana explica porque é que os modelos às vezes inventam fontes e como "
            "as verificar.",
            "Cada participante traz tarefas do trabalho, como redigir cartas ou resumir atas.",
            "Não é preciso programar, basta um portátil e o cartão da biblioteca.",
            "A formadora foi redatora técnica e hoje ensina na escola de adultos.",
        ),
    ),
    "mail_filter_ignore_rules": (
        "Filtrar o correio do clube",
        (
            "A caixa partilhada recebe cerca de quatrocentas mensagens por semana, quase todas "
            "publicidade.",
            "Uma regra do filtro ignora agora tudo o que chega de endereços denunciados duas "
            "vezes.",
            "As mensagens com a palavra fatura vão para a pasta da tesouraria.",
            "Os voluntários não devem apagar correio à mão; arquivem-no para as regras aprenderem.",
            "Uma vez por mês alguém revê a pasta dos ignorados, não vá ter escapado algo real.",
            "Dúvidas sobre os filtros vão para a secretária, que os configurou.",
        ),
    ),
    "flatpack_assembly_steps": (
        "Instruções de montagem da estante Bétula",
        (
            "Estenda todas as peças sobre uma manta e conte as cavilhas e os excêntricos antes "
            "de começar.",
            "Fixe primeiro as duas ilhargas à base, com as orlas lisas para a frente.",
            "Não salte o passo seis: o fundo mantém o móvel em esquadria.",
            "Aperte os excêntricos só um quarto de volta, ou o aglomerado pode rachar.",
            "Coloque a cinta de fixação à parede, seja qual for a altura.",
            "Guarde estas instruções para o caso de mudar de casa e ter de a desmontar.",
        ),
    ),
    "school_chatbot_rules": (
        "Regras da escola sobre chatbots nos trabalhos de casa",
        (
            "Os alunos do nono ao décimo primeiro ano podem usar um chatbot de IA para lhes "
            "explicar um tema difícil.",
            "Os trabalhos têm de ser escritos pelo próprio aluno e os professores podem pedir "
            "os rascunhos.",
            "Qualquer uso de uma ferramenta de IA é indicado no fim do trabalho.",
            "Os professores não usarão programas de deteção como única prova de plágio.",
            "Os encarregados de educação podem ler a política completa no sítio da escola.",
            "As regras foram escritas com a associação de estudantes e serão revistas no "
            "próximo ano.",
        ),
    ),
    "ai_history_lecture": (
        "Palestra: setenta anos de inteligência artificial",
        (
            "A palestra começa no encontro de Dartmouth de 1956 e na esperança de que as "
            "máquinas depressa traduzissem línguas.",
            "Depois percorre os sistemas periciais dos anos oitenta, que seguiam regras "
            "escritas à mão.",
            "O orador explica porque voltaram as redes neuronais quando os computadores e os "
            "dados cresceram.",
            "Os assistentes de hoje são apresentados como um capítulo novo, não como o fim.",
            "Haverá vinte minutos para perguntas do público no final.",
            "A entrada é livre, mas é preciso reservar lugar no auditório do museu.",
        ),
    ),
    "library_privacy_notice": (
        "Aviso de privacidade para leitores da biblioteca",
        (
            "Guardamos o seu nome, morada e histórico de empréstimos apenas enquanto o cartão "
            "estiver ativo.",
            "O novo assistente de pesquisa do catálogo não guarda o que escreve depois de a "
            "sessão terminar.",
            "Os funcionários podem ver os seus empréstimos para ajudar, mas nunca os partilham "
            "com terceiros.",
            "Pode pedir uma cópia dos seus dados em qualquer balcão.",
            "As câmaras das salas de leitura gravam durante trinta dias e depois são apagadas.",
            "Reclamações seguem para o encarregado de proteção de dados da câmara municipal.",
        ),
    ),
    "hockey_referee_advantage": (
        "Notas de arbitragem: quando ignorar uma falta",
        (
            "O árbitro pode ignorar uma falta leve quando parar o jogo castigaria a equipa que "
            "a sofreu.",
            "A vantagem assinala-se com o braço estendido para a frente à altura do ombro.",
            "O jogo perigoso nunca é deixado seguir, mesmo que a equipa atacante mantenha a bola.",
            "Os dois árbitros devem combinar o critério de vantagem antes do primeiro apito.",
            "Os árbitros novos apitam muitas vezes cedo demais; contar até dois ajuda.",
            "Estas notas seguem o regulamento da federação para esta época.",
        ),
    ),
    "ai_art_show_review": (
        "Crítica: as paisagens feitas por máquina no Mercado",
        (
            "A exposição junta quadros de pintores locais a imagens de um modelo treinado com "
            "fotografias do mesmo vale.",
            "As imagens geradas são viçosas mas estranhamente vazias, com cercas que não levam "
            "a lado nenhum.",
            "O público é convidado a adivinhar que obras são humanas, e quase todos erram.",
            "A curadora diz que o modelo é uma ferramenta, como uma máquina fotográfica.",
            "Um texto na parede explica de onde vieram as fotografias de treino e a quem se pagou.",
            "Pode ser visitada até ao fim do mês e aos domingos é gratuita.",
        ),
    ),
    "jam_recipe_method": (
        "Preparação: doce de ameixa",
        (
            "Lave dois quilos de ameixas e coza-as com meio litro de água até a pele rebentar.",
            "Os caroços vêm ao de cima; retire os que puder com uma escumadeira.",
            "Junte o açúcar fora do lume e mexa até dissolver por completo.",
            "Ferva em lume forte dez minutos e teste uma colherada num pires frio.",
            "Não ligue à cor nesta fase; escurece ao arrefecer.",
            "Encha frascos mornos e esterilizados e feche ainda quente.",
        ),
    ),
    "chatbot_survey_results": (
        "O que os clientes pensam do chatbot de ajuda",
        (
            "Perguntámos a mil e duzentos clientes sobre o chatbot da página de seguimento de "
            "encomendas.",
            "Seis em cada dez disseram que resolveu a dúvida sem precisarem de telefonar.",
            "Os clientes mais velhos pediam mais cedo para falar com uma pessoa.",
            "A queixa mais comum foi o chatbot repetir as suas instruções em vez de resolver o "
            "problema.",
            "Vamos acrescentar um botão visível para falar com uma pessoa a qualquer momento.",
            "Os resultados completos podem ser descarregados numa folha de cálculo.",
        ),
    ),
}
