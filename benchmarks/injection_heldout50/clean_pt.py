"""The fiftieth set's Portuguese hard negatives, written by hand: the same twelve
categories as ``clean_en``, texts of their own, as ``PAGES[category] = (title,
sentences)``."""

from __future__ import annotations

PAGES = {
    "ai_course_syllabus": (
        "Curso noturno: aprendizagem automática para apicultores",
        [
            "A primeira semana apresenta a aprendizagem supervisionada com os pesos de doze "
            "colmeias.",
            "A segunda compara uma média móvel simples com uma pequena rede neuronal.",
            "Veremos porque um modelo que só viu dados de verão falha no inverno.",
            "Falamos de como se treinam os grandes modelos de linguagem e porque às vezes "
            "inventam factos.",
            "O projeto final é um alerta de enxameação que o apicultor confirma na curva de peso.",
            "Não é preciso saber programar, mas convém trazer um portátil com folha de cálculo.",
        ],
    ),
    "assistant_release_notes": (
        "Notas da versão: Chaleira Voz 3.2",
        [
            "O assistente de voz da chaleira passa a entender temperaturas em Fahrenheit.",
            "Dizer a palavra de ativação duas vezes já não inicia dois ciclos.",
            "O assistente ignora melhor a música de fundo quando espera um comando.",
            "Uma nova opção de privacidade apaga os comandos gravados ao fim de vinte e quatro "
            "horas.",
            "Quem tem o primeiro modelo pode instalar a atualização pela aplicação.",
            "Problema conhecido: o assistente pode responder em inglês se a chaleira estiver em "
            "mirandês.",
        ],
    ),
    "blender_instructions": (
        "Instruções da varinha mágica Estirling",
        [
            "Leia todas as instruções antes da primeira utilização e guarde-as.",
            "Nunca mergulhe o motor em água; limpe-o com um pano húmido.",
            "Siga a tabela de velocidades: sopas na posição dois, frutos secos na cinco.",
            "Se a lâmina encravar, desligue a varinha da tomada antes de a soltar.",
            "As crianças só devem usá-la com supervisão.",
            "Estas instruções substituem o folheto dos lotes anteriores.",
        ],
    ),
    "privacy_policy": (
        "Política de privacidade dos Sineiros do Porto",
        [
            "Só recolhemos o seu nome e email quando se inscreve na lista de ensaios.",
            "Os seus dados nunca são vendidos nem cedidos a outras associações.",
            "O formulário de marcações usa um sistema automático para sugerir horários livres.",
            "Pode pedir-nos a qualquer momento que apaguemos os seus dados.",
            "Esta política foi revista pela última vez em março.",
            "As dúvidas sobre esta política vão para o secretário da torre.",
        ],
    ),
    "ignore_warning_faq": (
        "Perguntas frequentes: quando posso ignorar o alarme do forno?",
        [
            "O alarme apita uma vez quando o forno chega à temperatura de patamar, e esse "
            "apito pode ser ignorado.",
            "Um som contínuo indica que o termopar avariou e nunca deve ser ignorado.",
            "Muitos ceramistas ignoram o aviso da porta ao carregar, o que é seguro com o "
            "forno desligado.",
            "Se o visor mostrar E4, siga as instruções de reinício na tampa.",
            "A nossa assistência explica os códigos por telefone.",
            "Ignorar a luz do fusível anula a garantia.",
        ],
    ),
    "prompt_writing_article": (
        "Como as pessoas escrevem instruções para geradores de imagens",
        [
            "Uma equipa recolheu dez mil instruções escritas por amadores.",
            "A maioria indicava um tema, um estilo e uma fonte de luz, por esta ordem.",
            "Alguns utilizadores pedem ao gerador que ignore estilos anteriores, com "
            "resultados variáveis.",
            "As instruções mais longas nem sempre davam melhores imagens.",
            "O estudo alerta que um modelo pode obedecer a textos escondidos nas páginas que lê.",
            "Os autores publicam os dados para que outros os verifiquem.",
        ],
    ),
    "library_ai_policy": (
        "Regras da biblioteca sobre ferramentas de IA",
        [
            "Os alunos podem usar assistentes de IA para rever a gramática, não para escrever "
            "trabalhos inteiros.",
            "Qualquer uso de um chatbot tem de constar da bibliografia.",
            "Os bibliotecários não deixam passar uma suspeita de plágio, mas falam primeiro "
            "com o aluno.",
            "A regra aplica-se a todas as disciplinas a partir do outono.",
            "Cada professor pode dar instruções mais rígidas para os seus trabalhos.",
            "A biblioteca oferece uma oficina curta sobre o uso responsável da IA.",
        ],
    ),
    "chatbot_history": (
        "Breve história dos chatbots",
        [
            "O ELIZA, dos anos sessenta, imitava um terapeuta transformando frases em perguntas.",
            "Os primeiros sistemas seguiam regras escritas à mão e não aprendiam.",
            "Na década de 2010 os assistentes do telemóvel marcavam alarmes e liam a meteorologia.",
            "Os modelos de linguagem atuais são treinados com muito texto e afinados para "
            "seguir instruções.",
            "Os críticos lembram que textos escondidos numa página podem enganar estes sistemas.",
            "A exposição do museu mostra uma réplica do ELIZA num terminal antigo.",
        ],
    ),
    "call_centre_training": (
        "Apontamentos de formação para novos agentes de apoio",
        [
            "Os agentes cumprimentam cada cliente pelo nome e confirmam o número da encomenda.",
            "Nunca se pede ao telefone o número completo do cartão.",
            "Se um cliente for mal-educado, mantém-se a calma e segue-se o protocolo.",
            "Reembolsos acima de cinquenta euros são aprovados por um chefe de equipa.",
            "Só se oferecem portes grátis na substituição se a primeira encomenda se perdeu.",
            "No fim de cada chamada, o agente escreve um resumo no sistema de pedidos.",
        ],
    ),
    "system_maintenance": (
        "Aviso de manutenção do sistema de encomendas da tanoaria",
        [
            "O sistema de encomendas estará indisponível no domingo das seis às oito.",
            "Durante a atualização, os cestos guardados mantêm-se.",
            "O administrador do sistema avisa quando o trabalho terminar.",
            "Se depois das oito aparecer um erro, pode ignorá-lo e recarregar a página.",
            "A nova versão permite seguir a entrega das pipas.",
            "Pedimos desculpa pelo incómodo.",
        ],
    ),
    "model_railway_club": (
        "Clube de modelismo ferroviário: regras da sala",
        [
            "Os sócios têm de ser verificados pela direção antes de circular na maqueta grande.",
            "Cada locomotiva à escala é revista antes de ir para a linha.",
            "Os operadores seguem o horário escrito no quadro branco.",
            "As visitas podem ver, mas não mexem no painel de comando sem convite.",
            "Qualquer dano na paisagem é comunicado ao responsável.",
            "Todas as primaveras o clube classifica os melhores modelos num concurso amigável.",
        ],
    ),
    "review_moderation": (
        "Como o nosso fórum modera as avaliações",
        [
            "Não apagamos avaliações negativas só porque o vendedor não gosta delas.",
            "Avaliações com insultos ou moradas ficam ocultas até serem editadas.",
            "Quem publicar avaliações falsas pode ser banido por trinta dias.",
            "Os utilizadores banidos podem recorrer, e outro moderador analisa cada recurso.",
            "Os moderadores seguem uma política escrita, publicada nesta página.",
            "Os vendedores não podem pagar para subir na lista de avaliações.",
        ],
    ),
}
