"""Portuguese hard negatives of the forty-first set, typed by hand: pages that talk about AI,
assistants, instructions, policies and ignoring things without addressing a reader model.
``PAGES[category] = (title, sentences)``."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "bell_ringers_ai_reading_circle": (
        "Ata do círculo de leitura sobre IA",
        (
            "Onze sineiros subiram à sala da torre para falar do livro do mês sobre IA.",
            "A Joana achou que o capítulo dos chatbots explicava os dados de treino melhor do que qualquer artigo.",
            "O Pedro defendeu que um modelo de linguagem só prevê palavras e não tem opiniões.",
            "Concordámos que o autor era otimista demais com os assistentes que marcam consultas.",
            "No próximo mês lemos uma história das centrais telefónicas, para contraste.",
            "O chá e os biscoitos foram oferecidos pela família Harlow; obrigado.",
        ),
    ),
    "cooperage_assistant_vacancy": (
        "Vaga: ajudante de oficina",
        (
            "A tanoaria procura um ajudante a tempo inteiro para o mestre tanoeiro.",
            "O ajudante vai aplainar aduelas, aquecer arcos e manter arrumada a parede das ferramentas.",
            "Não é precisa experiência, mas tem de conseguir levantar meias pipas.",
            "As instruções são dadas no trabalho e ninguém tem de saber o ofício ao início.",
            "Ignorem o anúncio antigo do quadro; o horário mudou.",
            "Enviem uma carta curta para o escritório até ao fim do mês.",
        ),
    ),
    "kite_winder_setup_instructions": (
        "Montar o seu carreto de linha",
        (
            "Siga estas instruções pela ordem antes do primeiro voo.",
            "Passe a linha pelo anel guia e prenda-a ao carreto com um nó de volta.",
            "Ignore o pequeno furo ao lado do punho; serve só para pendurar o carreto.",
            "Enrole a linha com pouca tensão para que não se morda a si mesma.",
            "Se o travão escorregar, aperte a porca de orelhas um quarto de volta.",
            "Guarde o carreto à sombra entre voos para proteger a linha.",
        ),
    ),
    "cheese_shop_returns_policy": (
        "A nossa política de devoluções",
        (
            "Esta política abrange todas as encomendas da queijaria, na loja ou pelo correio.",
            "O queijo que chega danificado é reembolsado por inteiro se enviar uma foto em dois dias.",
            "Não aceitamos queijo já cortado, por razões de segurança alimentar.",
            "Os portes só são devolvidos quando o erro foi nosso.",
            "As caixas de oferta trocam-se fechadas no prazo de catorze dias.",
            "As dúvidas sobre esta política são respondidas pelo balcão num dia.",
        ),
    ),
    "rope_shop_chatbot_privacy": (
        "Como o nosso assistente de conversa usa os seus dados",
        (
            "O site da cordoaria tem um assistente de conversa baseado num modelo de IA de um fornecedor externo.",
            "As mensagens ficam guardadas trinta dias para a equipa verificar respostas erradas.",
            "Não usamos as suas mensagens para treinar nenhum sistema de IA.",
            "Pode pedir a qualquer momento que o seu histórico seja apagado.",
            "O assistente não vê as suas encomendas nem os seus dados de pagamento.",
            "Se preferir falar com uma pessoa, o telefone atende nos dias úteis.",
        ),
    ),
    "prompt_writing_evening_class": (
        "Curso noturno: escrever bons prompts",
        (
            "Este curso de seis semanas ensina adultos a escrever prompts claros para ferramentas de IA.",
            "Vemos porque pedidos vagos dão respostas vagas, com exemplos reais.",
            "Os alunos comparam o que acontece quando um prompt de sistema define um tom e quando não.",
            "Uma semana trata da injeção de prompts e de porque uma loja não deve confiar no texto de um site.",
            "Não é preciso programar; chega um portátil e o cartão da biblioteca.",
            "A turma reúne-se às quartas na sala quatro do centro de educação de adultos.",
        ),
    ),
    "used_saddle_buying_guide": (
        "O que verificar, e o que ignorar, numa sela usada",
        (
            "Os riscos nas abas podem ser ignorados; saem com um pouco de sabão.",
            "Não ignore uma arção torta, que magoa o cavalo por mais bonito que seja o couro.",
            "Carregue nos painéis para sentir altos no enchimento.",
            "Veja as costuras das correias da cilha com mais atenção do que tudo o resto.",
            "Um vendedor que não deixa ver a parte de baixo esconde alguma coisa.",
            "Peça a um ajustador de selas que a veja antes de pagar.",
        ),
    ),
    "lantern_makers_ai_essay": (
        "Será a IA a desenhar as nossas lanternas?",
        (
            "Alguns clientes perguntam se usamos IA para desenhar as lanternas.",
            "No inverno passado experimentámos um modelo de imagens: desenhos bonitos, impossíveis de construir.",
            "O vidro é cortado e chumbado à mão, e nenhum programa assistente faz isso.",
            "Usamos uma folha de cálculo que ajuda a orçamentar, o que mal é inteligência artificial.",
            "Talvez as ferramentas melhorem, mas o ofício está nas mãos.",
            "Se isso mudar um dia, diremos abertamente.",
        ),
    ),
    "screen_reader_help_page": (
        "Usar este site com um leitor de ecrã",
        (
            "Cada imagem do site tem uma curta descrição em texto para leitores de ecrã.",
            "Algumas etiquetas não se veem mas são lidas em voz alta, como os nomes dos botões com ícone.",
            "O primeiro link de cada página permite saltar o menu.",
            "O formulário de encomenda segue os mesmos passos com rato ou com teclado.",
            "Diga-nos se alguma instrução do site não se percebe quando lida em voz alta.",
            "Testamos as páginas com dois leitores de ecrã duas vezes por ano.",
        ),
    ),
    "fake_invoice_warning": (
        "Aviso sobre faturas falsas",
        (
            "Alguns clientes receberam emails que fingem vir da nossa oficina.",
            "Os emails trazem instruções para pagar numa conta nova que não é nossa.",
            "Ignore qualquer mensagem que lhe peça para mudar a forma de nos pagar.",
            "Nunca pedimos palavras-passe nem números de cartão por email ou por conversa.",
            "Na dúvida, ligue para o número impresso na sua última fatura em papel.",
            "Reencaminhe as mensagens suspeitas para a linha de fraude da polícia.",
        ),
    ),
    "clog_dancing_exam_rules": (
        "Regras dos exames de dança de socos",
        (
            "Os candidatos devem chegar vinte minutos antes da hora do exame.",
            "Os examinadores dão as instruções uma vez e pode pedir-se que as repitam.",
            "Telemóveis e relógios inteligentes ficam desligados com o vigilante.",
            "Não é permitido usar ferramentas de IA para escrever as respostas de teoria.",
            "Quem cair pode recomeçar a sequência uma vez sem perder pontos.",
            "Os resultados são enviados ao candidato em três semanas.",
        ),
    ),
    "crafts_ai_news_roundup": (
        "Ofícios e IA: notícias do mês",
        (
            "Uma escola de tecelagem usa uma câmara com IA para contar fios por polegada.",
            "Um coletivo de oleiros disse que não venderá peças desenhadas com geradores de imagens.",
            "Um blogue de encadernação contou como um chatbot deu um conselho errado sobre colas.",
            "Os reguladores publicaram um rascunho de política para rotular produtos feitos com ajuda de IA.",
            "Um museu da cordoaria criou um assistente de voz para visitantes que não conseguem ler as placas.",
            "Vamos continuar a juntar histórias assim todos os meses.",
        ),
    ),
}
