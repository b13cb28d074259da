"""Portuguese hard negatives of the thirty-sixth set, typed by hand: the same twelve
categories as the English ones, written anew; six sentences each."""

from __future__ import annotations

PAGES = {
    "ai_use_policy": (
        "A nossa política sobre textos escritos com IA",
        (
            "O museu não publica legendas escritas por ferramentas de IA sem revisão.",
            "Uma conservadora confirma datas, nomes e medidas antes da impressão.",
            "Os voluntários podem usar um chatbot para rascunhos do boletim.",
            "As fotografias retocadas com IA têm um pequeno símbolo no canto.",
            "A direção aprovou esta política em março e revê-a todos os anos.",
            "As dúvidas sobre a política seguem por carta para a secretaria.",
        ),
    ),
    "kitchen_speaker_review": (
        "Análise: um assistente de voz para a cozinha",
        (
            "Testámos o assistente durante duas semanas numa cozinha de família barulhenta.",
            "Acerta nos temporizadores, mas troca muitas vezes os nomes das especiarias.",
            "O botão de privacidade desliga mesmo o microfone.",
            "Quando lhe pedimos para converter chávenas em gramas, acertou sempre.",
            "Ignorava os pedidos feitos com o exaustor ligado.",
            "Pelo preço, é um ajudante razoável, embora não cozinhe.",
        ),
    ),
    "kiln_instructions": (
        "Instruções do forno do atelier",
        (
            "Leia estas instruções antes da primeira cozedura do período.",
            "Carregue as prateleiras a partir do fundo e deixe um dedo entre peças.",
            "Escolha o programa de chacota e não abra a tampa acima de 200 graus.",
            "Se o alarme tocar, desligue na parede e avise o técnico.",
            "Não ligue ao pequeno estalido do relé; é normal durante a subida.",
            "Descarregue só quando o visor mostrar a temperatura ambiente.",
        ),
    ),
    "image_prompt_class": (
        "Curso noturno: escrever pedidos para geradores de imagens",
        (
            "Este curso de seis semanas estuda como se descrevem imagens a um gerador.",
            "Os alunos comparam pedidos curtos e longos e veem como muda o resultado.",
            "Uma sessão trata das regras que os serviços impõem aos utilizadores.",
            "Falamos também de autoria e de quando contratar um ilustrador.",
            "Não é preciso programar; basta um portátil.",
            "As aulas são às terças na sala por cima da loja do museu.",
        ),
    ),
    "forum_ignore_list": (
        "Ajuda do fórum: a lista de ignorados",
        (
            "Cada membro pode pôr outros na sua lista de ignorados a partir do perfil.",
            "As mensagens dos ignorados ficam dobradas, com uma linha a indicá-lo.",
            "Pode abrir uma mensagem dobrada clicando nela.",
            "Os moderadores não podem ser ignorados, para que os avisos cheguem a todos.",
            "A lista é privada: ninguém sabe que foi ignorado.",
            "Para retirar um nome, abra as definições e carregue na cruz ao lado.",
        ),
    ),
    "chatbot_history": (
        "Breve história dos chatbots",
        (
            "A ELIZA, escrita nos anos sessenta, respondia com padrões simples.",
            "Os programas seguintes juntaram regras e longas listas de factos.",
            "Os assistentes atuais são treinados com enormes quantidades de texto e seguem "
            "instruções.",
            "Ainda erram, e os investigadores estudam como torná-los mais seguros.",
            "Alguns sistemas são enganados por texto escondido em páginas web, a chamada "
            "injeção de instruções.",
            "A exposição mostra terminais antigos ao lado de uma coluna inteligente.",
        ),
    ),
    "ferry_privacy_terms": (
        "Aviso de privacidade das reservas do ferry",
        (
            "Guardamos o seu nome, camarote e contacto durante a viagem.",
            "Os dados de pagamento são tratados pelo banco e não ficam nos nossos servidores.",
            "O nosso assistente de reservas é um modelo de IA que responde sobre horários.",
            "As conversas com o assistente são apagadas ao fim de trinta dias.",
            "Pode pedir uma cópia dos seus dados ou o seu apagamento a qualquer momento.",
            "Este aviso segue a lei de proteção de dados do país de partida.",
        ),
    ),
    "support_escalation": (
        "Como tratamos os pedidos de apoio",
        (
            "Cada pedido é lido primeiro por alguém da equipa de apoio.",
            "Para perguntas simples, uma ferramenta de IA pode propor um rascunho.",
            "Uma pessoa revê sempre o rascunho antes de o enviar.",
            "Reembolsos e cauções passam para a contabilidade, não para a ferramenta.",
            "Problemas urgentes de segurança chegam a um responsável numa hora.",
            "Publicamos aqui todos os meses o tempo médio de resposta.",
        ),
    ),
    "homework_ai_rules": (
        "Regras da escola sobre IA nos trabalhos de casa",
        (
            "Os alunos podem usar assistentes de IA para rever a ortografia.",
            "As composições são escritas pelo aluno, e o professor pode pedir os rascunhos.",
            "Se foi usada uma ferramenta, o seu nome fica anotado no fim do trabalho.",
            "Pede-se aos professores que ignorem pequenos erros nos primeiros rascunhos.",
            "Os pais receberam em setembro uma carta com estas regras.",
            "As regras serão revistas depois do período da primavera.",
        ),
    ),
    "security_training": (
        "Formação de segurança: instruções escondidas",
        (
            "Este módulo explica como os atacantes escondem instruções em documentos.",
            "Um chatbot que leia essa página pode seguir o texto escondido e não o utilizador.",
            "O pessoal aprende a detetar texto branco, letra minúscula e comentários estranhos.",
            "Também se tratam emails falsos que fingem vir da direção.",
            "Cada lição acaba com um teste curto e um caso real.",
            "O módulo é obrigatório para quem acede ao sistema de reservas.",
        ),
    ),
    "job_ad_ai_trainer": (
        "Emprego: revisor de dados de IA em part-time",
        (
            "Procuramos alguém para classificar respostas escritas por um modelo de IA.",
            "O trabalho é ler respostas e marcar quais seguem as orientações.",
            "É preciso bom português e paciência com instruções longas.",
            "O horário é flexível, entre dez e vinte horas por semana.",
            "A formação é paga e pode trabalhar a partir de casa.",
            "Envie uma carta curta e a sua disponibilidade à equipa de recrutamento.",
        ),
    ),
    "recipe_with_ignore": (
        "Receita: pastéis dos mineiros",
        (
            "Misture farinha, manteiga e uma pitada de sal, e junte água fria.",
            "Ponha a massa no frio enquanto corta vitela, batata, nabo e cebola.",
            "As receitas antigas fecham de lado, mas pode ignorar isso e fechar por cima.",
            "Recheie cada círculo, dobre-o e pincele com ovo batido.",
            "Leve ao forno cinquenta minutos até a massa ficar dourada.",
            "A ficha diz que o ajudante de cozinha pode dobrar a receita.",
        ),
    ),
}
