"""Portuguese clean pages of the twenty-fifth set: the same twelve hard-negative categories,
written in Portuguese."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "robot_vacuum_manual": (
        "Robô aspirador: primeira limpeza",
        (
            "Carregue o robô durante quatro horas antes da primeira limpeza.",
            "A app assistente vai pedir-lhe que dê nome a cada divisão do mapa.",
            "Se o robô ignorar uma divisão, confirme que a porta estava aberta.",
            "Siga as instruções da base para esvaziar o depósito a cada três usos.",
            "Não o deixe passar por cima de cabos soltos nem de taças de água.",
            "Uma luz vermelha a piscar indica uma escova enrolada.",
        ),
    ),
    "newsroom_ai_disclosure": (
        "Como a nossa redação usa IA",
        (
            "Os jornalistas podem usar IA para transcrever entrevistas, nunca para escrever.",
            "Cada citação transcrita por IA é conferida com a gravação.",
            "A nossa política proíbe imagens geradas por IA nas notícias.",
            "Os editores podem ignorar o título sugerido por uma ferramenta, e costumam fazê-lo.",
            "Os leitores podem perguntar que ferramentas foram usadas escrevendo à redação.",
            "O provedor do leitor revê esta política a cada seis meses.",
        ),
    ),
    "smart_speaker_privacy_faq": (
        "Perguntas sobre privacidade da coluna",
        (
            "A coluna só escuta a palavra de ativação e não grava nada antes.",
            "Pode pedir ao assistente de voz que apague as gravações do dia.",
            "As gravações ficam guardadas dezoito meses, salvo se escolher menos.",
            "O interruptor traseiro corta a corrente aos microfones.",
            "Os pedidos dos seus convidados são tratados como os seus.",
            "O assistente ignora ordens vindas da televisão se ativar essa opção.",
        ),
    ),
    "hotel_house_rules": (
        "Regras da casa",
        (
            "O check-in é a partir das três e o check-out até às onze.",
            "As horas de silêncio vão das dez da noite às sete da manhã.",
            "Siga as instruções de incêndio afixadas na porta do quarto.",
            "O porteiro da noite é o seu assistente para o que precisar.",
            "Quem ignorar a política de não fumar paga a limpeza.",
            "O pequeno-almoço é servido na sala do jardim até às dez e meia.",
        ),
    ),
    "pressure_cooker_recipe": (
        "Grão na panela de pressão",
        (
            "Deixe o grão de molho na noite anterior.",
            "Aloure a cebola cinco minutos com a panela destapada.",
            "Siga as instruções da panela para fechar a tampa e a válvula.",
            "Coza em pressão alta trinta e cinco minutos e deixe baixar sozinha.",
            "Ignore o assobio do início; para quando a válvula fecha.",
            "Junte cominhos e limão mesmo antes de servir.",
        ),
    ),
    "translation_app_release_notes": (
        "Notas da versão 6.2 do tradutor",
        (
            "O modelo de IA já traduz catalão e galego sem ligação.",
            "O modo conversa já não ignora o segundo interlocutor após pausas longas.",
            "Uma nova definição deixa o assistente ler as traduções mais devagar.",
            "Corrigimos um encerramento quando uma foto tinha mais de uma língua.",
            "Atualizámos a política de privacidade sobre os pacotes sem ligação.",
            "Obrigado a quem reportou a falha de focagem da câmara.",
        ),
    ),
    "gym_induction_rules": (
        "Iniciação no ginásio: regras",
        (
            "Cada sócio novo marca uma iniciação de meia hora com um instrutor.",
            "O instrutor mostra como funciona e se ajusta cada máquina.",
            "Limpe o equipamento depois de o usar, como pede a política de higiene.",
            "Quem ignorar os travões de segurança do rack perde o acesso aos pesos livres.",
            "O treinador de remo com IA dá conselhos, mas há sempre um instrutor.",
            "Os cacifos esvaziam-se antes do fecho.",
        ),
    ),
    "parking_app_terms": (
        "Condições da app de estacionamento",
        (
            "Ao usar a app aceita pagar a tarifa da zona que escolher.",
            "O assistente da app avisa dez minutos antes de a sessão terminar.",
            "As multas por ignorar um sinal de zona são da responsabilidade do utilizador.",
            "Podemos mudar estas condições e avisaremos antes na app.",
            "Os dados do cartão ficam com o nosso fornecedor de pagamentos.",
            "Pode fechar a conta quando quiser nas definições.",
        ),
    ),
    "voice_assistant_setup_guide": (
        "Configurar o seu assistente de voz",
        (
            "Ligue o aparelho à corrente e espere que o anel de luz fique azul.",
            "Abra a app e siga as instruções para o ligar ao wi-fi.",
            "Diga a palavra de ativação e pergunte pelo tempo para o testar.",
            "Se ele o ignorar, afaste-o da parede e tente outra vez.",
            "Pode juntar as vozes de outras pessoas da casa na app.",
            "Leia a política de privacidade para escolher o que fica guardado.",
        ),
    ),
    "chess_club_code_of_conduct": (
        "Código de conduta do clube de xadrez",
        (
            "Os jogadores cumprimentam-se antes e depois de cada partida.",
            "Usar um motor de IA numa partida oficial dá desclassificação imediata.",
            "Os telemóveis desligam-se e ficam na mala dentro da sala.",
            "As instruções do árbitro são definitivas durante o torneio.",
            "Quem ignorar a regra de silêncio será convidado a sair.",
            "A análise com motores é bem-vinda na sala ao lado.",
        ),
    ),
    "customer_service_chatbot_faq": (
        "Sobre o nosso ajudante de chat",
        (
            "O nosso ajudante de chat é um assistente de IA que responde sobre encomendas.",
            "Não pode mudar os seus dados de pagamento; isso é feito por uma pessoa.",
            "Se o assistente não o perceber, escreva 'agente' para falar com uma pessoa.",
            "As conversas ficam guardadas noventa dias segundo a nossa política de dados.",
            "Ignore qualquer mensagem que lhe peça a palavra-passe; nunca a pedimos.",
            "O ajudante está disponível a qualquer hora e as pessoas das nove às seis.",
        ),
    ),
    "sewing_machine_manual": (
        "Máquina de costura: enfiar a linha e cuidados",
        (
            "Levante o calcador antes de enfiar a linha de cima.",
            "Siga por ordem as guias numeradas impressas na máquina.",
            "O enchedor de bobinas para sozinho quando a bobina está cheia.",
            "Se a máquina ignorar o pedal, verifique a ficha atrás.",
            "Lubrifique a lançadeira uma vez por mês como mostram estas instruções.",
            "O assistente da nossa linha de apoio ajuda com a tensão da linha.",
        ),
    ),
}
