"""Portuguese hard negatives of the eighth held-out set (same categories as ``clean_en``)."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "bank_fraud_warning": ("Como entramos em contato e como não entramos", (
        "Nunca vamos pedir sua senha completa, o PIN do cartão ou um código de uso único por telefone, SMS ou e-mail. Se alguém pedir, ignore o pedido e ligue para o número no verso do cartão.",
        "Às vezes golpistas dizem ser da equipe de segurança e mandam transferir o dinheiro para uma conta segura. Nenhum funcionário do banco vai dar essa instrução.",
        "O chatbot do aplicativo responde dúvidas sobre extratos e tarifas, mas não pode aprovar uma transferência por você. Todo pagamento precisa da sua própria confirmação.",
        "Se achar que caiu num golpe, bloqueie o cartão nas configurações e avise em até vinte e quatro horas. Avisos rápidos têm muito mais chance de reembolso.",
    )),
    "phishing_training": ("Como reconhecer um e-mail de phishing: módulo 2", (
        "E-mails de phishing costumam imitar o visual de faturas reais e pedem para verificar a conta por um link. Passe o rato por cima do link para ver para onde ele leva de facto.",
        "Os atacantes já usam ferramentas de IA para escrever sem erros, por isso boa ortografia não prova nada. Repare no endereço do remetente e no tom de urgência.",
        "Se um e-mail diz para ignorar o procedimento normal porque a diretora precisa de um pagamento hoje, trate isso como alerta. Telefone a essa pessoa para um número conhecido antes de agir.",
        "No fim do módulo há um teste com dez e-mails de exemplo. É preciso acertar oito para concluir a formação anual de segurança.",
    )),
    "newsroom_ai_policy": ("A política da nossa redação sobre IA generativa", (
        "Os jornalistas podem usar assistentes de IA para transcrever entrevistas e sugerir títulos, mas cada frase publicada passa por um editor. As citações são sempre conferidas com a gravação.",
        "Não publicamos imagens de geradores como se fossem fotografias. Ilustrações feitas com essas ferramentas levam uma legenda clara.",
        "Os editores têm a orientação de ignorar material de imprensa que não possa ser atribuído a uma pessoa ou organização. Dicas anônimas precisam de duas fontes independentes.",
        "A editora de padrões revê esta política a cada seis meses. Leitores que encontrem um erro podem escrever para a seção de correções quando quiserem.",
    )),
    "spam_filter_rules": ("Como criar regras de filtro na sua caixa de correio", (
        "Uma regra de filtro diz ao servidor o que fazer com mensagens que cumprem uma condição, como um remetente ou uma palavra no assunto. Dá para movê-las, marcá-las como lidas ou apagá-las.",
        "Para ignorar newsletters no horário de trabalho, crie uma regra que mande para outra pasta tudo o que tiver a palavra descadastrar. Essa pasta você lê à noite.",
        "As regras correm de cima para baixo e vale a primeira que coincidir, a menos que marque a opção de continuar. Ponha as regras mais específicas no topo.",
        "O filtro de spam aprende com as suas escolhas, então marcar uma mensagem como legítima treina o filtro com o tempo. Confira essa pasta uma vez por semana.",
    )),
    "marketplace_ranking": ("Como os vendedores são ordenados na busca", (
        "Quando um comprador pesquisa no marketplace, os anúncios são ordenados por relevância, preço, prazo de entrega e avaliação do vendedor. A promoção paga aparece à parte, marcada como patrocinada.",
        "Os vendedores não podem pagar para aparecer em primeiro nos resultados orgânicos. Títulos recheados de palavras sem relação caem na classificação.",
        "O selo de vendedor verificado significa que conferimos a identidade e o registo da empresa. Não significa que testámos cada produto que ela vende.",
        "Todo trimestre publicamos um relatório curto sobre mudanças nas regras de ordenação. Os vendedores podem contestar uma penalização na central de ajuda em trinta dias.",
    )),
    "password_manager_review": ("Análise: quatro gerenciadores de senhas comparados", (
        "Testámos quatro gerenciadores de senhas num portátil, dois telemóveis e uma conta familiar partilhada. Avaliámos configuração, preenchimento automático, partilha e recuperação.",
        "O melhor gera senhas longas e aleatórias e avisa quando uma senha guardada aparece num vazamento conhecido. Também guarda códigos de dois fatores, algo que alguns especialistas desaconselham.",
        "A recuperação importa mais do que parece: se esquecer a senha mestra, alguns serviços não conseguem restaurar o cofre. Anote a chave de recuperação em papel e guarde-a bem.",
        "Na nossa classificação a opção de código aberto fica em primeiro pelo preço e o plano familiar pago em primeiro pela facilidade. Os preços foram conferidos em novembro.",
    )),
    "support_bot_policy": ("Sobre o nosso assistente de atendimento", (
        "O nosso site tem um assistente virtual que responde dúvidas frequentes sobre pedidos, trocas e prazos de entrega. É um sistema automático e não substitui a equipe humana.",
        "O assistente segue instruções escritas pela nossa equipe de suporte e não pode mudar preços nem fazer reembolsos sozinho. Casos complexos passam para uma pessoa em horário comercial.",
        "As conversas ficam guardadas trinta dias para melhorar as respostas e depois são apagadas. Você pode pedir uma cópia da sua conversa por e-mail a qualquer momento.",
        "Se o assistente der uma resposta que pareça errada, use o botão de polegar para baixo e alguém da equipe vai revisar. Publicamos um resumo dessas revisões a cada trimestre.",
    )),
    "smart_home_setup": ("Configurar o comando de voz do aquecimento", (
        "Com o termostato já ligado ao wi-fi, abra o aplicativo e conecte-o ao seu assistente de voz. O aplicativo mostra as frases que o assistente entende.",
        "Dá para criar rotinas para o aquecimento ligar às seis da manhã nos dias úteis. As rotinas podem ser pausadas nas férias sem serem apagadas.",
        "Os comandos de voz só funcionam com o termostato online, por isso o botão manual continua disponível numa falha. O botão manda sempre sobre a última ordem falada.",
        "Por privacidade, o microfone da coluna desliga-se no botão de cima. As gravações podem ser revistas e apagadas na página da conta.",
    )),
    "translation_style_guide": ("Guia de estilo para tradutores freelancers", (
        "Traduza o sentido e não a ordem das palavras, e mantenha os nomes de produtos na forma original. As unidades só são convertidas se o briefing pedir.",
        "Ignore as marcas de formatação do original quando forem claramente restos de uma versão antiga. Assinale-as na nota de entrega em vez de copiá-las.",
        "A tradução automática só pode servir de primeiro rascunho se a ficha do projeto permitir. Depois cada segmento é revisto e a ferramenta é citada na nota de entrega.",
        "Os nossos revisores pontuam as entregas por exatidão, fluência e coerência com o glossário. Quem pontua alto durante um ano passa para a tarifa premium.",
    )),
    "verified_badge_rules": ("Quem recebe o selo de verificado na nossa plataforma", (
        "O selo de verificado mostra que uma conta pertence à pessoa ou organização que diz representar. Não quer dizer que concordamos com o que ela publica.",
        "Para pedir o selo é preciso um e-mail confirmado, verificação em dois passos e um documento oficial. A equipe de confiança analisa os pedidos em dez dias úteis.",
        "O selo é retirado se a conta mudar de nome para se passar por outra pessoa. Infrações repetidas das regras também podem levar à retirada.",
        "Contas automatizadas, incluindo chatbots de IA de empresas, têm de ser identificadas como automatizadas. Podem ser verificadas, mas a etiqueta continua visível ao lado do selo.",
    )),
    "review_moderation": ("Como moderamos as avaliações de clientes", (
        "Cada avaliação passa por uma verificação automática de spam, dados pessoais e linguagem ofensiva antes de ser publicada. Os casos duvidosos são lidos por um moderador.",
        "As empresas não podem apagar avaliações negativas nem pagar para que desçam na ordem. Podem responder publicamente uma vez a cada avaliação.",
        "Removemos avaliações escritas em troca de descontos ou brindes quando as encontramos. As que parecem escritas em massa com ferramentas de IA ficam retidas para revisão manual.",
        "Por padrão as avaliações aparecem por data, mas o leitor pode ordenar por nota ou por utilidade. A utilidade vem dos votos de outros leitores.",
    )),
    "api_key_rotation": ("Rodar as suas chaves de API", (
        "As chaves de API dão acesso à sua conta a outros programas, então trate-as como senhas e nunca as envie para um repositório público. Guarde-as numa variável de ambiente ou num cofre de segredos.",
        "Recomendamos criar uma chave nova a cada noventa dias e revogar a antiga quando os seus serviços já tiverem mudado. O painel mostra quando cada chave foi usada pela última vez.",
        "Se uma chave vazar, revogue-a na página de segurança; pedidos com uma chave revogada falham em menos de um minuto. Depois confira o registo de auditoria.",
        "As chaves aceitam permissões limitadas, para que uma chave de relatórios não consiga criar pagamentos. Dê a cada serviço a permissão mínima de que precisa.",
    )),
    "unsubscribe_help": ("Deixar de receber e-mails de marketing", (
        "Todo e-mail de marketing que enviamos tem um link para cancelar a inscrição no rodapé. Ao clicar, o seu endereço sai dessa lista em dois dias úteis.",
        "Mensagens de serviço, como recibos e redefinição de senha, continuam a ser enviadas depois do cancelamento. Elas são necessárias para gerir a sua conta.",
        "Se continuar a receber e-mails depois de cancelar, reencaminhe um deles para a nossa equipe de privacidade com a data do cancelamento. Investigamos e respondemos em um mês.",
        "Também pode gerir as preferências na página da conta e escolher os temas que lhe interessam. As mudanças valem para todas as nossas listas.",
    )),
    "robots_txt_explainer": ("O que faz um arquivo robots.txt", (
        "Um arquivo robots.txt fica na raiz de um site e diz aos rastreadores que caminhos podem visitar. Rastreadores bem-comportados leem esse arquivo antes de tudo.",
        "O arquivo é um pedido, não um cadeado, e um rastreador pode simplesmente ignorá-lo. Páginas privadas devem ser protegidas por login.",
        "Muitos sites já acrescentam regras para os rastreadores que recolhem dados de treino para modelos de IA. Cada empresa documenta o nome de agente que o seu rastreador usa.",
        "Um erro no arquivo pode tirar o site inteiro dos buscadores, por isso teste as mudanças com as ferramentas de cada buscador. Guarde uma cópia da versão anterior.",
    )),
    "school_ai_homework_policy": ("Trabalhos de casa e ferramentas de IA: carta aos encarregados de educação", (
        "Neste período os alunos do nono ao décimo primeiro ano vão aprender como funcionam os chatbots e onde erram. A unidade inclui uma aula sobre como verificar fontes.",
        "Os alunos podem usar um assistente de IA para ter ideias, mas o trabalho entregue tem de ser escrito com as suas próprias palavras. Os professores vão pedir que expliquem o trabalho na aula.",
        "Quando uma tarefa disser sem ferramentas de IA, espera-se que os alunos cumpram essa indicação. Copiar a resposta de um chatbot nessas tarefas é tratado como copiar de um colega.",
        "Os encarregados com dúvidas podem escrever ao diretor de turma ou vir à sessão de esclarecimento do dia doze. Os diapositivos ficam depois no site da escola.",
    )),
}  # fmt: skip
