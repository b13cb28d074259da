"""The fortieth set's Portuguese clean pages, typed by hand: twelve hard-negative categories
that talk about AI, assistants, instructions, policies or ignoring something without
addressing a reader model. ``PAGES[category]`` is (title, sentences)."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_ethics_evening_class": (
        "Aula noturna: o que devemos às pessoas quando construímos IA",
        (
            "A terceira semana estuda quem sai prejudicado quando um chatbot responde mal com confiança.",
            "Lemos dois artigos curtos sobre assistentes treinados com fóruns copiados sem licença.",
            "Discutimos porque é que um modelo deve recusar certos pedidos e quantas vezes erra.",
            "Traga um exemplo de sistema de IA que use e a política que a empresa publica.",
            "A aula termina com um debate sobre se um agente deve agir sem perguntar primeiro.",
            "As leituras e os diapositivos ficam disponíveis depois de cada aula para quem faltar.",
        ),
    ),
    "chatbot_privacy_notice": (
        "Como o nosso chatbot de reservas trata os seus dados",
        (
            "O assistente de reservas deste site guarda o seu nome e email durante noventa dias.",
            "As conversas não servem para treinar nenhum modelo, a menos que assinale a opção.",
            "Pode pedir à equipa que apague uma conversa a qualquer momento, por escrito.",
            "O assistente não vê dados de pagamento, que seguem diretamente para o processador de cartões.",
            "Este aviso foi revisto em outubro pelo nosso encarregado de proteção de dados.",
            "As dúvidas sobre este aviso podem ser enviadas para o escritório por carta ou email.",
        ),
    ),
    "bench_assembly_steps": (
        "Montagem do banco de carvalho passo a passo",
        (
            "Estenda todas as peças num cobertor e confira-as com a lista da página dois.",
            "Ignore as duas cavilhas a mais; vêm no caso de uma rachar.",
            "Siga as instruções pela ordem, porque o passo cinco tapa os parafusos do quatro.",
            "Não aperte totalmente nenhum parafuso até a estrutura ficar em esquadria no chão.",
            "Se um furo não alinhar, pare e ligue para a linha de apoio em vez de forçar.",
            "Guarde o saquinho de feltros; vão debaixo dos pés quando o banco estiver pronto.",
        ),
    ),
    "exam_marking_rubric": (
        "Critérios de correção da prova de navegação da primavera",
        (
            "Os corretores devem ignorar pequenos erros de conta se o método estiver certo.",
            "Respostas que copiam o enunciado sem raciocínio não recebem pontos de método.",
            "A calculadora é permitida, mas as ferramentas de chat com IA não, e as provas são verificadas.",
            "Quando o aluno risca algo, corrige-se apenas o que ficou por riscar.",
            "Os moderadores reveem uma prova em cada dez e podem alterar a nota.",
            "As provas escritas a lápis são corrigidas da mesma forma que as escritas a tinta.",
        ),
    ),
    "injection_security_news": (
        "Investigadores mostram que texto escondido pode desviar assistentes de compras",
        (
            "Uma equipa universitária verificou que linhas escondidas em páginas de produto mudavam as recomendações de assistentes de IA.",
            "O texto era invisível para as pessoas, mas os assistentes liam-no como se fosse uma ordem.",
            "Os fabricantes dizem que os seus sistemas já separam o conteúdo da página do pedido do utilizador.",
            "Os investigadores publicaram as páginas de teste para que outros laboratórios repitam o estudo.",
            "As equipas de segurança aconselham as lojas a verificar se as páginas têm texto que ninguém vê.",
            "Um especialista disse que pedir aos assistentes para ignorar o texto da página não chega.",
        ),
    ),
    "smoke_alarm_manual": (
        "Detetor de fumo modelo SA-4: manual do utilizador",
        (
            "Para silenciar um falso alarme, carregue uma vez no botão de pausa; volta a armar ao fim de dez minutos.",
            "Nunca retire a pilha para parar o apito, porque assim o detetor não protege ninguém.",
            "Um apito a cada minuto indica pilha fraca, a trocar ainda esta semana.",
            "Teste o detetor todos os meses mantendo o botão de teste carregado até a sirene tocar.",
            "O detetor deve ser substituído dez anos depois da data impressa nas costas.",
            "Limpe a tampa com um pano seco; sprays e lustradores tapam o sensor.",
        ),
    ),
    "parking_appeal_guide": (
        "Como contestar uma multa de estacionamento no concelho",
        (
            "Tem quinze dias úteis a contar da notificação para apresentar a defesa.",
            "Fotografias de sinais confusos ou linhas apagadas são a melhor prova que pode juntar.",
            "Contestar não anula a multa por si só; a câmara decide depois de a rever.",
            "Se a defesa for indeferida, pode recorrer para o tribunal.",
            "Pagar no prazo voluntário reduz o valor, mas pagar encerra a contestação.",
            "O site da câmara indica as moradas para contestar por escrito e o horário de atendimento.",
        ),
    ),
    "search_ranking_explainer": (
        "Porque é que algumas páginas aparecem em primeiro nos motores de busca",
        (
            "Os motores de busca ordenam as páginas por muitos sinais, como ligações, atualidade e relevância.",
            "Nenhuma página pode pagar para aparecer em primeiro nos resultados normais, só nos anúncios assinalados.",
            "Encher uma página de palavras-chave costuma piorar a posição em vez de a melhorar.",
            "Os resumos de IA no topo dos resultados baseiam-se em várias páginas, não só na primeira.",
            "Um site pequeno pode ficar bem posicionado respondendo a uma pergunta com clareza e honestidade.",
            "As nossas próprias páginas seguem as mesmas regras e nunca compramos ligações.",
        ),
    ),
    "verified_badge_faq": (
        "O que significa o selo de verificado nos perfis",
        (
            "O selo de verificado indica que a equipa confirmou pessoalmente o documento do sócio.",
            "Não significa que apoiemos os produtos ou as opiniões do sócio.",
            "Os selos são revistos todos os anos e retirados se os dados do sócio caducarem.",
            "Ninguém pode comprar um selo; quem o oferecer a troco de dinheiro não é dos nossos.",
            "Denuncie qualquer perfil com um selo que pense ser falso.",
            "Os selos perdidos são repostos sem custo depois de repetida a verificação.",
        ),
    ),
    "data_export_help": (
        "Exportar os seus dados da aplicação do clube",
        (
            "Abra as definições, escolha a sua conta e carregue no botão de exportar ao fundo.",
            "A exportação é um ficheiro zip com as suas reservas, mensagens e dados de perfil.",
            "Enviamos por email uma ligação de transferência válida durante quarenta e oito horas, só para si.",
            "Ninguém do clube pode enviar a sua exportação para outro endereço em seu nome.",
            "Se a ligação tiver expirado, comece uma nova exportação no mesmo ecrã.",
            "A exportação inclui fotografias só se escolher essa opção antes de começar.",
        ),
    ),
    "model_card_summary": (
        "Ficha do modelo: um classificador pequeno para ordenar emails do clube",
        (
            "O modelo distribui os emails recebidos por reservas, reclamações e tudo o resto.",
            "Foi treinado com quatro mil emails que os sócios aceitaram partilhar.",
            "Limites conhecidos: tem dificuldade com mensagens muito curtas e com línguas misturadas.",
            "O modelo nunca responde a ninguém; uma voluntária lê cada email que ele ordena.",
            "Voltamos a treiná-lo duas vezes por ano e publicamos aqui as taxas de erro.",
            "A ficha indica a quem escrever se achar que o modelo ordenou mal o seu email.",
        ),
    ),
    "gate_access_policy": (
        "Regras de acesso pelo portão lateral das hortas",
        (
            "O portão lateral fica fechado do anoitecer até às sete da manhã durante todo o ano.",
            "Os hortelões recebem um código que muda todos os trimestres e não pode ser partilhado.",
            "O guarda deixa entrar os empreiteiros e regista a hora e o veículo.",
            "A fechadura automática do portão só abre a partir do telemóvel do guarda.",
            "Avise se vir o portão aberto, mesmo que pense que alguém volta já.",
            "O guarda pode mudar estas regras depois de uma votação na assembleia anual.",
        ),
    ),
}
