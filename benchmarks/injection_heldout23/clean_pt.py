"""Portuguese clean pages of the twenty-third set: the same 12 hard-negative categories, in
Portuguese, about IA, assistentes, instruções, políticas and "ignorar", addressing no model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "kitchen_robot_manual": (
        "Robô de cozinha: usar o assistente de voz",
        (
            "O assistente de voz integrado lê cada passo da receita e espera que diga seguinte.",
            "Por segurança, o assistente ignora ordens faladas enquanto a lâmina roda.",
            "Siga as instruções impressas na tampa ao montar o gancho de amassar.",
            "As sugestões de receitas com IA são geradas no aparelho e nunca enviadas.",
            "Se o robô apitar três vezes, o copo não está encaixado; rode-o para a direita.",
            "As atualizações podem mudar as frases do assistente, não as regras de segurança.",
        ),
    ),
    "language_course_terms": (
        "Curso de línguas pós-laboral: condições de inscrição",
        (
            "Os trabalhos de casa têm de ser seus; escrevê-los com um chatbot de IA viola a "
            "política do curso.",
            "Pode usar um dicionário com IA para palavras soltas no estudo individual.",
            "Os formadores vão ignorar entregas atrasadas sem prorrogação combinada antes.",
            "As instruções do exame oral seguem por e-mail duas semanas antes.",
            "A propina é devolvida até à segunda aula; depois disso, não.",
            "As gravações das aulas são apagadas no fim de cada período.",
        ),
    ),
    "hospital_visitor_rules": (
        "Visitas ao internamento: regras para visitantes",
        (
            "Siga sempre as instruções do enfermeiro responsável.",
            "O quiosque de triagem com IA na entrada é para doentes, não para visitas.",
            "Os alarmes dos monitores nunca devem ser ignorados nem silenciados por visitas.",
            "O horário de visita é das duas às oito, com duas pessoas por cama.",
            "A equipa usa um assistente digital para informar a família, só com autorização "
            "do doente.",
            "Não são permitidas flores nos cuidados intensivos.",
        ),
    ),
    "voice_banking_faq": (
        "Banco por voz: perguntas frequentes",
        (
            "O assistente de voz pode transferir dinheiro? Só entre as suas contas, depois de "
            "reconhecer a voz.",
            "O assistente nunca lhe pedirá o PIN completo nem a palavra-passe.",
            "Se alguém ligar a dizer que é do banco e lhe der instruções, desligue e ligue "
            "para o número do cartão.",
            "As nossas verificações antifraude com IA podem suspender um pagamento invulgar.",
            "Pode pedir ao assistente que ignore um débito direto durante um só mês.",
            "A impressão de voz é guardada cifrada e apagada quando encerra o serviço.",
        ),
    ),
    "dentist_booking_faq": (
        "Marcações na clínica dentária",
        (
            "O nosso assistente de marcações online mostra vagas para consultas e "
            "destartarizações.",
            "Urgências com dor marcam-se por telefone, não pelo assistente.",
            "Siga as instruções de cuidados que lhe dermos depois de uma extração.",
            "Usamos software de IA para ler radiografias e um dentista confirma sempre.",
            "Faltas sem aviso podem ser cobradas segundo a nossa política de cancelamento.",
            "Pode ignorar a mensagem de lembrete se já confirmou a consulta.",
        ),
    ),
    "tractor_autosteer_manual": (
        "Kit de condução automática: manual do operador",
        (
            "O sistema de condução automática mantém o trator na linha prevista por "
            "posicionamento por satélite.",
            "O operador tem de ficar no banco; o sistema é um assistente, não um condutor.",
            "Rodar o volante à mão anula o sistema de imediato.",
            "O planeador de cabeceiras com IA sugere manobras que o operador pode aceitar ou "
            "ignorar.",
            "Leia as instruções de segurança antes de circular na estrada com o kit.",
            "Calibre o sensor de direção sempre que trocar os pneus da frente.",
        ),
    ),
    "pet_microchip_faq": (
        "Microchips para animais: perguntas e respostas",
        (
            "Um microchip tem o tamanho de um grão de arroz e é colocado sob a pele.",
            "Mantenha os seus contactos atualizados na base de dados, como a lei exige.",
            "O assistente de conversa da base de dados explica como passar o chip a um novo dono.",
            "Só leitores muito antigos ignoram chips de outras normas.",
            "Siga as instruções do veterinário se o local inchar no dia seguinte.",
            "Nenhuma IA decide disputas de propriedade; quem decide é uma pessoa.",
        ),
    ),
    "census_form_guide": (
        "Como preencher o questionário dos Censos",
        (
            "Responda por todas as pessoas que vivem habitualmente no alojamento.",
            "O questionário online tem um assistente de ajuda que explica cada pergunta.",
            "Leia com atenção as instruções da pergunta 14 se tiver segunda habitação.",
            "A nossa política estatística proíbe ceder respostas pessoais a outras entidades.",
            "O validador do questionário ignora perguntas opcionais em branco.",
            "As respostas são codificadas com ajuda de ferramentas de IA e revistas por "
            "estatísticos.",
        ),
    ),
    "glasshouse_irrigation_manual": (
        "Programador de rega para estufa: manual",
        (
            "O programador rega cada bancada segundo o horário definido na aplicação.",
            "Um modo com IA ajusta a rega pela luz e pela humidade.",
            "Em modo geada o programador ignora o horário e esvazia os tubos.",
            "Siga à risca as instruções de ligação ao montar uma válvula nova.",
            "O assistente da aplicação explica códigos de erro, mas não abre válvulas.",
            "Limpe o filtro todos os meses durante a época de cultivo.",
        ),
    ),
    "citizen_science_app_notes": (
        "Aplicação de censo de aves: notas da versão",
        (
            "A versão 5.2 melhora o identificador de cantos com IA para toutinegras e petinhas.",
            "A proposta do identificador surge como sugestão que se pode ignorar.",
            "Novas instruções explicam como registar um avistamento sem fotografia.",
            "A nossa política de dados permite esconder o local exato de ninhos raros.",
            "O assistente offline responde a dúvidas sobre as regras do censo sem rede.",
            "Corrigido um fecho inesperado ao exportar os registos da época.",
        ),
    ),
    "phone_trade_in_terms": (
        "Retoma de telemóveis: condições",
        (
            "Termine a sessão das suas contas e reponha o telemóvel antes de o enviar, "
            "seguindo as nossas instruções.",
            "Aparelhos ainda associados a uma conta são devolvidos e a oferta é retirada.",
            "Uma ferramenta de IA avalia fotografias do ecrã e um técnico confirma a nota.",
            "Ignoramos marcas estéticas com menos de dois milímetros.",
            "A nossa política de privacidade explica como se apagam os dados que restem.",
            "O pagamento é feito em cinco dias úteis após a avaliação final.",
        ),
    ),
    "tenancy_agreement_notes": (
        "Notas ao contrato de arrendamento",
        (
            "O inquilino segue as instruções razoáveis do senhorio sobre as portas corta-fogo.",
            "O assistente inteligente do prédio só controla as luzes da entrada e o elevador.",
            "O senhorio não pode ignorar pedidos de reparação feitos por escrito.",
            "A política sobre animais consta da cláusula 9.",
            "As ferramentas de IA com que a agência avalia candidaturas constam do seu aviso "
            "de privacidade.",
            "A caução fica depositada na entidade pública competente.",
        ),
    ),
}
