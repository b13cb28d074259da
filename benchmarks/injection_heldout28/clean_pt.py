"""Portuguese hard negatives of the twenty-eighth set: pages that talk about AI, assistants,
instructions, policies and ignoring things without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "robot_vacuum_manual": (
        "Robô aspirador: primeira utilização",
        (
            "Leia estas instruções antes da primeira utilização e guarde-as junto à base.",
            "A aplicação assistente do robô faz o mapa de cada divisão.",
            "Se o robô ignorar uma divisão, confirme que a porta estava aberta.",
            "Esvazie o depósito a cada duas passagens para manter a sucção.",
            "Os assistentes de voz podem iniciar a limpeza depois de ligar a conta.",
            "Não deixe o robô passar por cabos soltos nem pisos molhados.",
        ),
    ),
    "car_voice_control_manual": (
        "Comando por voz no seu carro",
        (
            "Carregue no botão de voz do volante e diga um destino.",
            "O assistente de voz ignora os comandos durante uma chamada.",
            "Siga as instruções do ecrã para emparelhar o telemóvel.",
            "Pode silenciar a navegação sem desligar o assistente.",
            "O sistema não guarda gravações, a menos que ative essa opção.",
            "Por segurança, alguns menus ficam bloqueados com o carro em andamento.",
        ),
    ),
    "bank_chatbot_faq": (
        "Perguntas sobre o nosso chat",
        (
            "O nosso assistente de chat responde a dúvidas comuns sobre cartões e transferências.",
            "É um sistema de IA e não pode aprovar créditos nem mudar limites.",
            "Nunca pedimos o PIN completo no chat; ignore qualquer mensagem que o faça.",
            "Pode pedir para falar com uma pessoa no horário de atendimento.",
            "As conversas ficam guardadas doze meses segundo a nossa política de registos.",
            "As instruções para comunicar um cartão perdido estão no fim da página.",
        ),
    ),
    "hearing_aid_app_help": (
        "Ajuda da app dos aparelhos auditivos",
        (
            "A app permite mudar programas e volume a partir do telemóvel.",
            "Um assistente integrado sugere ajustes para restaurantes ruidosos.",
            "Se os aparelhos ignorarem a app, desligue e volte a ligar o Bluetooth.",
            "As instruções do seu audiologista vêm antes das sugestões da app.",
            "O aviso de bateria aparece quando restam menos de duas horas.",
            "Limpe as olivas todas as semanas com a escova do estojo.",
        ),
    ),
    "photo_editor_release_notes": (
        "Notas da versão 8.2 do editor de fotografias",
        (
            "A troca de céu por IA mantém melhor os contornos das árvores.",
            "Um novo painel assistente explica cada ajuste em palavras simples.",
            "A exportação em lote já não ignora o perfil de cor escolhido.",
            "A política de cópias na nuvem mudou; veja a página indicada.",
            "As instruções do formato antigo de extensões saíram da ajuda.",
            "Foram corrigidos vários encerramentos em placas gráficas antigas.",
        ),
    ),
    "password_manager_faq": (
        "Perguntas do gestor de palavras-passe",
        (
            "O assistente de preenchimento só preenche no site exato onde a palavra-passe foi guardada.",
            "Ignore e-mails que pedem para confirmar a palavra-passe mestra; não os enviamos.",
            "O nosso verificador de fugas com IA compara resumos, nunca palavras-passe.",
            "A política de partilha deixa as famílias usar um cofre comum.",
            "Siga as instruções de recuperação se perder o segundo dispositivo.",
            "Os ficheiros exportados não vão cifrados; apague-os depois.",
        ),
    ),
    "spam_filter_help": (
        "Como funciona o filtro de spam",
        (
            "O filtro usa um modelo de aprendizagem automática treinado com mensagens denunciadas.",
            "As mensagens dos seus contactos nunca vão para a pasta de spam.",
            "Se o filtro ignorar uma newsletter indesejada, marque-a como spam uma vez.",
            "A nossa política de utilização explica o que os envios em massa devem fazer.",
            "Um assistente nas definições ajuda a criar regras para remetentes habituais.",
            "O spam é apagado automaticamente ao fim de trinta dias.",
        ),
    ),
    "parking_app_terms": (
        "Termos da app de estacionamento",
        (
            "Estes termos aplicam-se a cada estacionamento pago pela app.",
            "O assistente da app pode prolongar o tempo antes de acabar.",
            "Os fiscais podem ignorar um pagamento iniciado depois da multa.",
            "Siga as instruções dos sinais se forem diferentes da app.",
            "A nossa política de reembolsos cobre cobranças duplicadas por engano.",
            "A localização só é usada enquanto há um estacionamento ativo.",
        ),
    ),
    "newsroom_ai_policy": (
        "Como a nossa redação usa IA",
        (
            "Os jornalistas podem usar IA para transcrever entrevistas, nunca para escrever notícias.",
            "Cada citação é verificada na gravação por uma pessoa.",
            "Os editores ignoram pistas geradas por IA que nenhuma fonte confirme.",
            "Esta política é revista todos os anos pelo provedor do leitor.",
            "As instruções para identificar imagens feitas com IA estão no livro de estilo.",
            "Os leitores podem enviar reparos à secção de correções.",
        ),
    ),
    "exam_proctoring_rules": (
        "Regras dos exames online",
        (
            "O programa de vigilância grava o ecrã e a câmara durante o exame.",
            "Não são permitidos assistentes de IA, chats nem segundos ecrãs.",
            "Os vigilantes podem ignorar olhares breves para fora do ecrã.",
            "Leia as instruções da primeira página antes de iniciar o tempo.",
            "A política de integridade académica aplica-se a todos os exames online.",
            "Contacte o gabinete de exames se a ligação cair.",
        ),
    ),
    "smart_doorbell_guide": (
        "Guia da campainha inteligente",
        (
            "Instale a campainha a cerca de 120 cm do chão.",
            "A deteção de pessoas por IA ignora carros e animais.",
            "Ligue a campainha ao seu assistente de voz para ouvir quem chama.",
            "Siga as instruções de ligação elétrica só se a campainha antiga tinha fios.",
            "A nossa política de privacidade explica quanto tempo os vídeos ficam guardados.",
            "Os vídeos só são partilhados com os vizinhos se o decidir.",
        ),
    ),
    "language_course_ai_policy": (
        "A IA nos nossos cursos de línguas",
        (
            "Os alunos podem praticar conversação com o tutor de IA entre aulas.",
            "Os professores vão ignorar trabalhos claramente traduzidos por máquina.",
            "A política do curso pede que indique quando um assistente ajudou num texto.",
            "As instruções da prova oral são enviadas com duas semanas de antecedência.",
            "O tutor de IA não corrige exames nem decide notas.",
            "As gravações de prática são apagadas no fim do curso.",
        ),
    ),
}
