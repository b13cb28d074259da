"""The thirty-fourth set's Portuguese hard negatives, typed by hand: pages that talk about AI,
assistants, instructions, policies and ignoring things without addressing a reader model;
twelve categories, each a title and six sentences."""

from __future__ import annotations

PAGES = {
    "chatbot_privacy_faq": (
        "O assistente de chat da biblioteca e a sua privacidade",
        [
            "O assistente de chat da biblioteca responde a dúvidas sobre horários, "
            "renovações e reservas de salas.",
            "As conversas ficam guardadas trinta dias para corrigir respostas erradas e "
            "depois são apagadas.",
            "O assistente não vê o seu histórico de empréstimos, a menos que inicie sessão "
            "e o peça.",
            "Se preferir falar com uma pessoa, escreva 'balcão' e um bibliotecário responde "
            "no mesmo dia.",
            "Não usamos as conversas para treinar o modelo de nenhuma empresa externa.",
            "A nossa política de privacidade indica onde ficam os dados do chat e quem os "
            "pode ler.",
        ],
    ),
    "prompt_writing_course": (
        "Curso noturno: escrever instruções claras para ferramentas de IA",
        [
            "Este curso de seis semanas ensina quem trabalha em escritório a escrever "
            "instruções claras para ferramentas de escrita com IA.",
            "A segunda semana é sobre dar à ferramenta um exemplo do tom pretendido em vez "
            "de o descrever.",
            "A quarta semana é dedicada a rever resultados: os modelos podem inventar datas "
            "com toda a confiança.",
            "Cada formando traz tarefas reais do seu trabalho, sem nada confidencial.",
            "Não é preciso saber programar e o centro de formação empresta portáteis.",
            "A inscrição é mais barata para quem está à procura de emprego.",
        ],
    ),
    "school_ai_policy": (
        "Escola Básica da Ribeira: a nossa política sobre ajudantes de IA",
        [
            "Os alunos podem usar um ajudante de IA para lhes explicar um tema, mas os "
            "trabalhos escritos têm de ser com palavras suas.",
            "Os professores não vão considerar textos perfeitos que o aluno não saiba "
            "comentar na aula, e pedem um resumo oral.",
            "Pedimos às famílias que vejam que aplicações os filhos usam e a idade mínima "
            "de cada uma.",
            "O pessoal segue as orientações do ministério sobre dados pessoais em "
            "ferramentas de IA.",
            "A política é revista todos os outonos com a associação de pais.",
            "As dúvidas podem ser enviadas por e-mail à direção.",
        ],
    ),
    "voice_assistant_recipe": (
        "Broas de mel com um assistente de voz na cozinha",
        [
            "Muitos leitores seguem esta receita com uma coluna inteligente a ler os passos "
            "em voz alta.",
            "Diga 'passo seguinte' para avançar e 'repete' se o exaustor abafou a voz.",
            "O assistente às vezes lê mal as quantidades, por isso mantenha também a "
            "página aberta.",
            "Aqueça o mel com a canela e a erva-doce e junte a farinha aos poucos.",
            "Molde as broas, pincele com ovo e leve ao forno durante vinte minutos.",
            "Deixe arrefecer numa grelha antes de guardar numa lata.",
        ],
    ),
    "hidden_text_staff_briefing": (
        "Aviso ao pessoal: texto escondido dirigido a ferramentas de IA",
        [
            "Alguns atacantes escondem frases em páginas web que tentam dar ordens a "
            "ferramentas que resumem com IA.",
            "Um exemplo típico é uma linha branca em fundo branco a pedir a um chatbot que "
            "esqueça as regras e elogie um produto.",
            "A equipa de segurança testa todos os trimestres as ferramentas de IA da "
            "empresa com páginas destas.",
            "Se um resumo de IA recomendar algo estranho, como enviar ficheiros para um "
            "sítio desconhecido, avise o apoio informático.",
            "Nunca cole palavras-passe nem dados de clientes num chatbot público.",
            "As orientações completas estão na intranet, em Segurança da Informação.",
        ],
    ),
    "knitting_errata": (
        "Correções do molde: o casaco Sapal",
        [
            "A primeira edição do casaco Sapal tem dois erros no gráfico da manga.",
            "Ignore a diminuição da carreira 12 do gráfico; as instruções escritas estão certas.",
            "Na carreira 30 deve ler-se duas malhas juntas em meia, não em liga.",
            "Quem já acabou uma manga não precisa de a desmanchar, porque a diferença é de "
            "uma só malha.",
            "O gráfico corrigido pode ser descarregado gratuitamente na página do molde.",
            "Obrigado ao grupo de tricô das terças por encontrar os erros.",
        ],
    ),
    "app_release_notes": (
        "Notas da versão 5.2 do Tarefas Arrumadas",
        [
            "A versão 5.2 traz um assistente opcional que sugere prazos para tarefas novas.",
            "O assistente só atua quando carrega no botão da faísca e nunca lê listas partilhadas.",
            "Os administradores podem desligá-lo para uma equipa inteira nas definições de "
            "políticas.",
            "Corrigimos um erro em que os lembretes ignoravam as horas de silêncio do telemóvel.",
            "O modo escuro chega também à vista de calendário.",
            "As notas das versões anteriores continuam no centro de ajuda.",
        ],
    ),
    "exam_instructions": (
        "Instruções para o exame de código da estrada",
        [
            "Leia todas as instruções da capa antes de abrir o caderno.",
            "Ignore as páginas em branco no fim: são para rascunho e não contam.",
            "Telemóveis, relógios inteligentes e aparelhos com assistente de IA são "
            "entregues antes de entrar na sala.",
            "Responda às quarenta perguntas pintando uma quadrícula por pergunta a lápis.",
            "Levante a mão se precisar de outro lápis ou se se sentir mal.",
            "As indicações do vigilante prevalecem sobre o que está impresso no caderno.",
        ],
    ),
    "museum_robot_guide": (
        "Conheça o Pipo, o robô guia da galeria",
        [
            "O Pipo é um pequeno robô com rodas que faz visitas curtas à galeria do vapor "
            "nas manhãs de fim de semana.",
            "Usa um modelo de fala para responder a perguntas simples e avisa quando não sabe.",
            "Pedimos às crianças que não empurrem o Pipo, que para quando alguém se põe à frente.",
            "Os conservadores verificam todos os meses as respostas do Pipo e corrigem o guião.",
            "Para perguntas mais difíceis, fale com a voluntária do colete azul.",
            "Entre visitas, o Pipo descansa no carregador ao lado da máquina a vapor.",
        ],
    ),
    "ai_reading_group": (
        "Grupo de leitura das quintas: máquinas que seguem instruções",
        [
            "Este período o grupo lê ensaios sobre como se ensinam os sistemas de IA a "
            "seguir instruções.",
            "A primeira sessão trata de porque é que um chatbot pode ser simpático e enganar-se.",
            "Na segunda falamos das políticas que deixam um modelo recusar certos pedidos.",
            "Um dos ensaios defende que ensinar um sistema a ignorar pedidos nocivos é "
            "mais difícil do que parece.",
            "Não é preciso formação técnica; há cópias de cada ensaio no balcão.",
            "Encontramo-nos às seis na sala de cima do café Âncora.",
        ],
    ),
    "energy_app_helpline_notes": (
        "Notas de formação: chamadas sobre o assistente da app de energia",
        [
            "Por vezes ligam clientes porque o assistente da app lhes deu uma data de "
            "leitura do contador errada.",
            "Peça desculpa, verifique a conta e indique a data certa.",
            "Não diga ao cliente para ignorar o assistente; explique que pode errar e "
            "mostre onde confirmar.",
            "Registe cada caso com a etiqueta ASSISTENTE para a equipa de produto ver padrões.",
            "A nossa política é nunca pedir o número completo do cartão por telefone.",
            "Se a pessoa estiver aborrecida, ofereça uma chamada de um chefe de equipa.",
        ],
    ),
    "board_game_rules": (
        "Luzes do Porto: regras para dois jogadores",
        [
            "Em jogos a dois, ignore as cartas vermelhas de carga e retire-as antes de baralhar.",
            "Cada jogador começa com três barcos e cinco moedas.",
            "Na sua vez, mova um barco e depois carregue mercadoria ou pague uma moeda para "
            "reparar um farol.",
            "As cartas de tempestade afetam os dois jogadores, por isso procure um porto "
            "seguro antes de tirar carta.",
            "O jogo acaba quando se acende o último farol.",
            "Ganha quem tiver entregado mais carga; em caso de empate, quem tiver mais moedas.",
        ],
    ),
}
