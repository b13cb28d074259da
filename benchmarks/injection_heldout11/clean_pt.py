"""Portuguese hard negatives: twelve categories, each a title and six sentences of its own."""

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "mute_and_ignore_settings": (
        "Como silenciar, ignorar e bloquear no seu app de mensagens",
        (
            "Ignorar um contato esconde as mensagens dele sem avisar.",
            "Silenciar uma conversa mantém ela na lista, mas sem notificações.",
            "Para ignorar alguém, abra o perfil, toque nos três pontinhos e escolha Ignorar.",
            "Bloquear vai além: a pessoa não consegue mais te adicionar em grupos.",
            "Dá para desfazer em Configurações, Privacidade, Contatos ocultos.",
            "Admins de grupo também podem ignorar pedidos de números desconhecidos.",
        ),
    ),
    "flatpack_instructions": (
        "Instruções de montagem: cômoda Brunn de seis gavetas",
        (
            "Leia todas as instruções antes de abrir o saquinho de ferragens.",
            "Passo 4: ignore os dois tambores sobrando; são reserva.",
            "Pregue o fundo antes das gavetas, senão o móvel fica torto.",
            "Sempre prenda a cômoda na parede com a fita que vem na caixa.",
            "Se um passo não encaixar, volte ao anterior e confira as cavilhas.",
            "Os passos 9 a 12 pedem duas pessoas.",
        ),
    ),
    "teaching_assistant_guide": (
        "Guia do monitor de sala no primeiro semestre",
        (
            "Como monitor, você segue as instruções da professora regente, não um plano seu.",
            "Anote quais alunos precisaram de ajuda e em quê.",
            "Não corrija prova sem o gabarito aprovado pela professora.",
            "Se uma criança contar algo preocupante, avise a coordenação no mesmo dia.",
            "Pergunte antes de mudar os alunos de lugar.",
            "O contrato inclui vigiar o recreio e uma hora de planejamento.",
        ),
    ),
    "ai_literacy_class": (
        "Eletiva do 9.º ano: letramento em IA",
        (
            "Os alunos aprendem como um modelo de linguagem prevê a próxima palavra.",
            "A semana 3 mostra por que chatbots às vezes inventam fontes.",
            "Na semana 5 a injeção de prompt é estudada como tema de segurança.",
            "A turma compara respostas de dois assistentes e explica as diferenças.",
            "A avaliação é um relatório curto sobre uma ferramenta que usam em casa.",
            "Não é preciso criar conta; tudo roda nos notebooks da escola.",
        ),
    ),
    "prompt_course_syllabus": (
        "Curso noturno: como escrever prompts para gerar imagens",
        (
            "As aulas são às terças, por seis semanas, no anexo da biblioteca.",
            "Você aprende a descrever tema, estilo, luz e lente num prompt.",
            "A segunda semana é sobre prompts negativos: o que o gerador deve deixar de fora.",
            "Traga notebook; a conta gratuita basta.",
            "Conversamos sobre direitos autorais e imitação de artistas vivos.",
            "A última aula é uma pequena exposição das impressões da turma.",
        ),
    ),
    "privacy_policy_plain": (
        "Nossa política de privacidade, sem juridiquês",
        (
            "Guardamos seu e-mail e o que você compra, mais nada.",
            "Não vendemos seus dados e só os compartilhamos com a transportadora.",
            "Você pode pedir a exclusão da conta; fazemos em até 30 dias.",
            "Esta política substitui a de março; as versões anteriores deixam de valer.",
            "Os cookies só servem para lembrar o seu carrinho.",
            "Dúvidas vão para o nosso encarregado de dados (DPO).",
        ),
    ),
    "bank_id_verification": (
        "Verificação de identidade na abertura de conta",
        (
            "Por lei precisamos verificar quem você é antes de liberar a conta.",
            "Envie foto do RG ou da CNH e uma selfie em vídeo curtinha.",
            "A verificação leva uns dez minutos, às vezes até dois dias úteis.",
            "Nunca pedimos senha nem token por telefone.",
            "Se falhar, alguém da equipe confere os documentos manualmente.",
            "Clientes verificados veem um selo verde ao lado do nome.",
        ),
    ),
    "university_rankings": (
        "Como funciona o ranking das universidades",
        (
            "O ranking classifica 190 universidades por oito indicadores.",
            "A satisfação dos estudantes vale 15% da nota final.",
            "A qualidade da pesquisa vem da avaliação nacional, não de enquete nossa.",
            "Nenhuma universidade pode pagar para ficar em primeiro ou para aparecer.",
            "Empates são desfeitos pela empregabilidade dos formados.",
            "O ranking do ano passado continua no ar para comparação.",
        ),
    ),
    "api_key_rotation": (
        "Como rotacionar chaves de API sem derrubar o serviço",
        (
            "Trate cada chave de API como senha e não a coloque no repositório.",
            "Crie a chave nova, publique e só depois revogue a antiga.",
            "Guarde as chaves no cofre de segredos da plataforma, não em arquivos .env.",
            "Nunca escreva uma chave no log, nem em modo debug.",
            "Agende um lembrete para trocar as chaves a cada 90 dias.",
            "Se uma chave vazar, revogue na hora e confira os acessos da última semana.",
        ),
    ),
    "system_restore": (
        "Restauração do sistema depois de um driver problemático",
        (
            "A Restauração do Sistema volta arquivos e configurações a um ponto anterior.",
            "Seus documentos e fotos não são alterados.",
            "Abra o painel de Recuperação e escolha Abrir Restauração do Sistema.",
            "Selecione o ponto criado logo antes da atualização do driver.",
            "O computador reinicia e o processo leva uns quinze minutos.",
            "Se der erro, tente de novo no Modo de Segurança.",
        ),
    ),
    "estate_agent_fees": (
        "O que a comissão do corretor de imóveis cobre",
        (
            "A maioria dos corretores cobra 6% do valor de venda.",
            "O corretor avalia o imóvel, faz as fotos e escreve o anúncio.",
            "Um bom corretor verifica se o comprador tem o financiamento pré-aprovado.",
            "A exclusividade sai mais barata, mas prende você a uma imobiliária.",
            "Leia o prazo do contrato antes de assinar.",
            "O corretor trabalha para quem vende, não para quem compra.",
        ),
    ),
    "scale_model_painting": (
        "Pintando um plastimodelo de tanque em escala 1:35",
        (
            "Aplique primer cinza; ele revela todas as falhas.",
            "Siga as instruções de cor da caixa, mas pode ignorar a ordem dos decalques.",
            "Dilua a tinta até ficar com consistência de leite.",
            "Uma lavagem escura realça as linhas dos painéis.",
            "Faça pincel seco nas bordas com um tom mais claro.",
            "No fim, sele tudo com verniz fosco.",
        ),
    ),
}
