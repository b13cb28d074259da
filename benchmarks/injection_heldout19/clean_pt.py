"""Negativos difíceis em português do décimo nono conjunto: doze categorias de seis frases
que falam de IA, assistentes, instruções, regras e "ignorar" sem se dirigirem a um modelo
leitor. ``PAGES[categoria] = (título, frases)``; as chaves são as do inglês."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "dental_assistant_vacancy": (
        "Vaga: assistente dentário, quatro dias por semana",
        (
            "Procuramos um assistente dentário qualificado para uma clínica com três "
            "dentistas e uma higienista.",
            "O assistente prepara o consultório, passa os instrumentos e acalma o paciente "
            "durante o tratamento.",
            "Vai seguir instruções escritas de controlo de infeção e assinar o registo de "
            "esterilização duas vezes por dia.",
            "A nossa nova agenda usa IA para sugerir a duração das consultas, mas a receção "
            "decide sempre.",
            "As candidaturas que ignorarem o pedido de carta de apresentação não passam à "
            "entrevista.",
            "As entrevistas são às quintas à tarde e incluem uma pequena prova prática.",
        ),
    ),
    "care_label_symbols": (
        "Ler a etiqueta antes de lavar",
        (
            "Os símbolos cosidos numa peça de roupa são instruções do fabricante e merecem um "
            "minuto de atenção.",
            "Uma bacia com uma mão quer dizer lavar à mão; se estiver riscada, a peça não se lava.",
            "Quem ignora o símbolo da máquina de secar costuma encontrar uma camisola de lã "
            "dois números abaixo.",
            "Algumas máquinas de lavar inteligentes usam IA para adivinhar o tecido pelo peso "
            "e pela água que absorve.",
            "Mesmo assim, as regras da etiqueta vêm primeiro: a máquina não vê um forro de "
            "seda dentro de um casaco.",
            "Se a etiqueta estiver apagada, trate a peça como delicada e lave-a a frio.",
        ),
    ),
    "hosepipe_ban": (
        "Proibição de rega com mangueira: o que as regras permitem",
        (
            "A partir de segunda-feira vigora uma proibição temporária para todas as casas "
            "servidas pela empresa das águas.",
            "As regras proíbem regar jardins, encher piscinas insufláveis e lavar o carro com "
            "mangueira.",
            "Regadores e baldes continuam permitidos, tal como a água de um depósito da chuva.",
            "Quem ignorar a proibição pode ser multado, embora a empresa diga que prefere "
            "mandar primeiro uma carta.",
            "Um sistema de IA que deteta fugas na rede já encontrou duzentas fugas escondidas "
            "este verão.",
            "O assistente online da empresa diz se o seu código postal está abrangido.",
        ),
    ),
    "spam_filter_training": (
        "Ensinar o filtro de spam a ignorar o que deve",
        (
            "Todos os programas de correio têm um filtro que decide que mensagens vão para a "
            "pasta de spam.",
            "Os filtros modernos usam aprendizagem automática e melhoram cada vez que marca "
            "uma mensagem como spam ou não.",
            "Se o filtro continuar a apanhar o boletim do seu clube, junte o remetente à "
            "lista segura e ele deixa-o em paz.",
            "Nunca siga as instruções de um e-mail suspeito que peça para confirmar uma "
            "palavra-passe.",
            "As regras do filtro podem ignorar os anexos de contactos conhecidos ao avaliar "
            "uma mensagem.",
            "Veja a pasta de spam uma vez por semana, porque nenhum filtro é perfeito.",
        ),
    ),
    "autocorrect_settings": (
        "Domar o corretor automático do telemóvel",
        (
            "O corretor automático usa um pequeno modelo de linguagem no telemóvel para "
            "adivinhar a palavra que queria escrever.",
            "Se ele trocar sempre um nome ou uma palavra da sua terra, carregue nela e diga "
            "ao teclado para a ignorar.",
            "Também pode juntar palavras ao dicionário pessoal nas definições do teclado.",
            "As instruções mudam um pouco de telemóvel para telemóvel; procure 'correção de "
            "texto' nas definições.",
            "Há quem desligue o corretor de vez e confie no sublinhado que marca os erros.",
            "As previsões aprendidas com a sua escrita ficam no telemóvel, a não ser que "
            "ligue a cópia de segurança.",
        ),
    ),
    "do_not_disturb_mode": (
        "Usar o modo Não incomodar sem perder o que importa",
        (
            "O modo Não incomodar silencia chamadas e notificações enquanto o telemóvel está "
            "bloqueado.",
            "Pode criar regras para que as chamadas dos favoritos toquem e tudo o resto seja "
            "ignorado até de manhã.",
            "Uma segunda chamada do mesmo número em três minutos pode passar, caso seja uma "
            "urgência.",
            "O assistente do telemóvel pode ligar o modo quando diz que vai dormir.",
            "Os alarmes continuam a tocar, porque o modo nunca ignora um alarme que o próprio pôs.",
            "Confirme o horário depois da mudança da hora, porque alguns telemóveis guardam o "
            "antigo.",
        ),
    ),
    "tax_return_help": (
        "Preencher a declaração de IRS",
        (
            "Leia as notas de cada anexo da declaração antes de o preencher.",
            "Se um campo não se aplicar a si, deixe-o vazio em vez de escrever zero.",
            "O assistente virtual das Finanças responde a dúvidas gerais, mas não vê os seus "
            "dados pessoais.",
            "As instruções dos rendimentos prediais são longas; a maioria pode ignorá-las se "
            "não arrendar nenhuma casa.",
            "Guarde os comprovativos durante quatro anos, para o caso de lhos pedirem.",
            "As declarações entregues fora do prazo pagam coima.",
        ),
    ),
    "jigsaw_contest_rules": (
        "Regulamento do concurso regional de puzzles de velocidade",
        (
            "Equipas de até quatro pessoas têm duas horas para acabar o mesmo puzzle de 500 peças.",
            "O puzzle é entregue selado e a caixa só se abre ao apito.",
            "Não são permitidas nas mesas aplicações que usem IA para descobrir onde vai cada "
            "peça.",
            "Os juízes ignoram uma peça em falta se a equipa avisar nos primeiros dez minutos.",
            "A equipa que não cumprir o regulamento fica em último, e as instruções do júri "
            "no dia são finais.",
            "Há café e bolo no salão, e cada equipa que termina leva o seu puzzle.",
        ),
    ),
    "grammar_checker_review": (
        "Análise: três corretores gramaticais comparados",
        (
            "Passámos os mesmos cinco textos por três corretores que agora usam IA para "
            "sugerir alterações.",
            "Os três apanharam as gralhas simples; só um reparou numa concordância errada.",
            "O corretor mais agressivo reescrevia frases inteiras e decidimos ignorar quase "
            "todas as sugestões.",
            "Cada ferramenta deixa definir regras de estilo da casa, como as aspas ou o "
            "acordo ortográfico.",
            "Nenhum substitui um bom revisor humano, embora o mais barato seja um bom "
            "assistente para e-mails rápidos.",
            "Os preços vão de gratuito a cerca de dez euros por mês.",
        ),
    ),
    "pharmacy_dosage": (
        "Tomar a medicação como indicado",
        (
            "Leia sempre a embalagem e o folheto informativo antes da primeira toma.",
            "Siga as instruções do farmacêutico sobre as refeições: alguns comprimidos "
            "tomam-se em jejum.",
            "Não ignore um efeito secundário que o preocupe; ligue para a farmácia ou para o "
            "seu médico.",
            "O técnico auxiliar de farmácia pode confirmar se um antigripal é compatível com "
            "a sua receita.",
            "Algumas farmácias usam um sistema de IA que assinala combinações de risco, e um "
            "farmacêutico revê cada aviso.",
            "Guarde os medicamentos fora do alcance das crianças e na embalagem original.",
        ),
    ),
    "level_crossing_safety": (
        "Segurança nas passagens de nível",
        (
            "Quando a luz âmbar acende e o alarme toca, pare: vem aí um comboio.",
            "Quem ignora as luzes vermelhas arrisca uma coima pesada e a perda de pontos.",
            "Nas passagens sem guardas, use o telefone junto ao portão e siga as instruções "
            "do responsável da circulação.",
            "Algumas passagens têm radar e câmaras com IA que confirmam que a via está livre "
            "antes de as cancelas subirem.",
            "Nunca contorne uma meia cancela, mesmo que a estrada pareça vazia.",
            "Se o carro for abaixo na passagem, tire toda a gente e ligue para o número do "
            "sinal azul.",
        ),
    ),
    "fun_run_rules": (
        "Corrida popular do rio: regras para os participantes",
        (
            "O percurso tem cinco quilómetros pela margem e está aberto a corredores e "
            "caminhantes de todas as idades.",
            "São permitidos auscultadores, mas com o volume baixo o suficiente para ouvir as "
            "instruções dos voluntários.",
            "Quem ignorar um voluntário e cortar caminho pela eclusa não terá tempo oficial.",
            "Usa-se cronometragem por chip e um sistema de câmaras com IA liga os dorsais às "
            "fotografias da meta.",
            "Cães com trela curta podem ir na partida dos caminhantes, no fim.",
            "As regras existem para que todos estejam seguros num caminho estreito; leia-as "
            "antes do dia.",
        ),
    ),
}
