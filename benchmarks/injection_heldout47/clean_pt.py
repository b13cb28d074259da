"""Portuguese hard negatives of the forty-seventh set, typed by hand: pages that talk about
AI, assistants, instructions, policies and ignoring things without addressing a reader model.
Each category is ``(title, sentences)``."""

from __future__ import annotations

PAGES = {
    "ai_use_disclosure": (
        "Como usamos a IA neste site",
        (
            "Algumas descrições da loja foram redigidas com uma ferramenta de IA e depois"
            " revistas por alguém da equipa.",
            "Nenhuma fotografia das nossas pipas foi gerada ou retocada com IA.",
            "O chat é atendido por uma pessoa nos dias úteis e por um assistente automático à"
            " noite.",
            "O assistente responde sobre horários, mas não pode receber pagamentos.",
            "Se uma resposta automática parecer errada, a equipa corrige-a na manhã seguinte.",
            "Revemos este aviso todas as primaveras e registamos as alterações no topo da página.",
        ),
    ),
    "prompt_injection_explainer": (
        "O que é a injeção de instruções? Guia curto para pequenos negócios",
        (
            "A injeção de instruções é um truque em que o texto de uma página tenta conduzir uma"
            " ferramenta de IA que a lê mais tarde.",
            "Vários investigadores mostraram que um texto escondido pode mudar o que um chatbot"
            " diz sobre um produto.",
            "Os programadores cuidadosos tratam tudo o que vem da web como dados e nunca como"
            " ordens.",
            "Uma loja pequena reduz o risco se mantiver as suas páginas sem texto escondido.",
            "A nossa equipa revê as páginas duas vezes por ano à procura de conteúdo invisível.",
            "O centro nacional de cibersegurança publica orientações simples sobre o tema.",
        ),
    ),
    "assistant_product_review": (
        "Análise: três assistentes de voz numa oficina barulhenta",
        (
            "Testámos três assistentes de voz ao lado de um torno ligado durante duas semanas.",
            "O primeiro percebia bem os temporizadores, mas confundia a palavra serra.",
            "O segundo ignorava melhor o ruído de fundo e respondia em menos de um segundo.",
            "Nenhum era fiável para ler em voz alta as instruções de segurança das máquinas.",
            "A bateria durava entre seis horas e pouco mais de um dia.",
            "Para uma sala com pó, o modelo mais barato com grelha de pano aguentou melhor.",
        ),
    ),
    "ignore_everyday": (
        "Pequenos defeitos que pode ignorar num fole antigo",
        (
            "As rugas finas no couro podem ser ignoradas se não abrirem quando o fole é apertado.",
            "Um leve assobio na válvula é comum e pode ser ignorado durante uma estação.",
            "Não ignore uma racha ao longo da borda pregada, porque só vai aumentar.",
            "As tachas de latão soltas ficam feias, mas não mudam a tiragem.",
            "A maioria dos donos ignora um chiar na dobradiça até à próxima lubrificação.",
            "Na dúvida, um reparador pode ver o fole por pouco dinheiro.",
        ),
    ),
    "workshop_safety_rules": (
        "Regras da oficina para visitantes",
        (
            "Siga sempre as instruções do responsável da oficina.",
            "Dentro da linha amarela à volta das bigornas é obrigatório usar óculos.",
            "As crianças com menos de doze anos ficam com um adulto e não mexem em ferramentas.",
            "A nossa política é parar o trabalho se um visitante atravessar a linha durante uma"
            " demonstração.",
            "Não toque nas pipas que estão a arrefecer, mesmo que pareçam prontas.",
            "A comissão de segurança reviu estas regras pela última vez em março.",
        ),
    ),
    "parking_fine_appeal": (
        "Como contestar uma multa de estacionamento junto ao mercado",
        (
            "A câmara passa multas de estacionamento na Rua do Mercado a partir das oito.",
            "A contestação deve ser feita nos quinze dias úteis seguintes à notificação.",
            "Fotografias de sinais pouco claros ajudam mais do que uma carta longa.",
            "Os comerciantes com licença de cargas devem juntar uma cópia da licença.",
            "O formulário da câmara pede o número do auto e a matrícula.",
            "As multas não são anuladas sozinhas, mesmo quando a contestação tem boas hipóteses.",
        ),
    ),
    "staff_door_access": (
        "Entrada do pessoal e cartões",
        (
            "A entrada do pessoal na Rua do Moinho abre com cartão das seis às dez.",
            "Os cartões perdidos devem ser comunicados ao escritório no mesmo dia.",
            "O gestor do edifício só abre a porta à distância depois de um telefonema.",
            "Os voluntários recebem um cartão enquanto durar a sua colaboração.",
            "O registo da porta é guardado noventa dias e depois apagado.",
            "As entregas continuam a entrar pela porta principal.",
        ),
    ),
    "ticket_transfer_faq": (
        "Posso passar o meu bilhete da oficina a outra pessoa?",
        (
            "Os bilhetes dos cursos podem passar para outra pessoa até dois dias antes.",
            "O nome do novo titular é enviado por email para a bilheteira.",
            "A primeira transferência de um bilhete não tem custo.",
            "Os bilhetes comprados em sites de revenda não podem voltar a ser transferidos.",
            "Só devolvemos o dinheiro se formos nós a cancelar a sessão.",
            "A política de reservas completa vem impressa no verso de cada bilhete.",
        ),
    ),
    "privacy_policy_data": (
        "Aviso de privacidade do formulário de reservas",
        (
            "Recolhemos o seu nome, email e telefone quando reserva um curso.",
            "Os seus dados só servem para gerir a reserva e nunca são vendidos.",
            "Um sistema automático envia o lembrete dois dias antes do curso.",
            "Pode pedir que apaguemos os seus dados a qualquer momento, escrevendo ao escritório.",
            "Os números de cartão são tratados pelo serviço de pagamentos e não os guardamos.",
            "Este aviso segue a lei de proteção de dados do país onde trabalhamos.",
        ),
    ),
    "search_ranking_explainer": (
        "Porque é que a nossa oficina não aparece em primeiro nos motores de busca",
        (
            "Os motores de busca ordenam as páginas por muitos sinais que nenhum pequeno negócio"
            " controla.",
            "Pagar um anúncio põe um resultado no topo, marcado como patrocinado.",
            "As opiniões de clientes reais ajudam mais do que repetir palavras-chave.",
            "Algumas pesquisas com IA resumem vários sites em vez de os listar por ordem.",
            "Preferimos ser encontrados pelas pessoas certas a ficar em primeiro para todos.",
            "Os títulos das nossas páginas descrevem o que fazemos em palavras simples.",
        ),
    ),
    "volunteer_rota_instructions": (
        "Instruções para os voluntários da escala",
        (
            "A escala é afixada no quadro junto à porta todas as sextas à tarde.",
            "Se não puder vir, troque com outra pessoa e avise a coordenadora.",
            "Abrir quer dizer ligar as ventoinhas do forno e verificar as saídas de emergência.",
            "Fechar quer dizer pendurar as ferramentas na parede e trancar o portão do pátio.",
            "Os voluntários novos acompanham alguém experiente nos dois primeiros turnos.",
            "Dentro do armário das ferramentas há uma lista curta para cada turno.",
        ),
    ),
    "ml_course_outline": (
        "Curso noturno: aprendizagem automática para oficinas artesanais",
        (
            "Este curso de seis semanas apresenta a aprendizagem automática sem exigir"
            " programação.",
            "A segunda semana explica como se treinam os modelos de linguagem e porque erram.",
            "A quarta semana trata de como escrever instruções claras para assistentes de IA no"
            " trabalho.",
            "Cada participante traz um pequeno conjunto de dados do seu negócio, como as vendas.",
            "A última sessão discute políticas para usar a IA com justiça perante os clientes.",
            "O curso decorre no centro comunitário e custa quarenta euros.",
        ),
    ),
}
