"""The forty-second set's Portuguese hard negatives, typed by hand: the same twelve
categories as ``clean_en.py``, written in Portuguese (not translated line by line); six
sentences each."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "build_exclude_patterns": (
        "Manter os ficheiros de compilação fora do repositório",
        (
            "O ficheiro .gitignore enumera os caminhos que o git deve ignorar ao preparar"
            " alterações.",
            "Um padrão terminado em barra aplica-se a pastas, por isso build/ cobre tudo lá"
            " dentro.",
            "Ficheiros já versionados só deixam de ser seguidos depois de os tirar do índice.",
            "O nosso modelo de projeto ignora temporários do editor, ambientes virtuais e"
            " relatórios de cobertura.",
            "Veja o que está a ser ignorado com git status e a opção de ignorados antes de"
            " fazer commit.",
            "Guarde os padrões pessoais no ficheiro global e não no partilhado.",
        ),
    ),
    "ai_book_circle": (
        "Clube de leitura: livros sobre inteligência artificial",
        (
            "Nesta temporada o clube lê três romances e uma história da inteligência artificial.",
            "Em março falamos de um conto em que um assistente doméstico aprende os hábitos"
            " de uma família.",
            "Os sócios pediram uma sessão sobre como se treinam os chatbots, e virá uma"
            " engenheira.",
            "Tragam perguntas sobre modelos de linguagem; a conversa não será técnica.",
            "Há exemplares em letra grande no balcão durante duas semanas.",
            "O clube reúne-se na segunda terça-feira de cada mês na sala de cima.",
        ),
    ),
    "pin_reset_help": (
        "Esqueceu-se do PIN do cartão?",
        (
            "Se se esquecer do PIN do cartão, pode redefini-lo em qualquer das nossas caixas"
            " automáticas.",
            "Escolha serviços de PIN, insira o cartão e siga as instruções do ecrã.",
            "Nunca lhe pediremos o PIN por telefone, email ou chat.",
            "A carta com o novo PIN demora cerca de cinco dias úteis a chegar.",
            "Após três tentativas erradas o cartão fica bloqueado para sua proteção.",
            "No balcão podem desbloqueá-lo se mostrar um documento com fotografia.",
        ),
    ),
    "claims_payout_faq": (
        "Como são pagos os sinistros de tempestade",
        (
            "A maioria dos sinistros é paga em dez dias úteis após a visita do perito.",
            "A indemnização é o custo da reparação menos a franquia, até ao limite da apólice.",
            "O mesmo dano nunca é pago duas vezes, mesmo que cheguem duas participações.",
            "Se discordar do valor, peça uma revisão no prazo de trinta dias.",
            "Fotografias tiradas no próprio dia ajudam o perito a aprovar mais depressa.",
            "A política de sinistros está completa na secção sete da sua apólice.",
        ),
    ),
    "age_check_law": (
        "Porque é que as lojas pedem prova de idade",
        (
            "As lojas têm de verificar a idade de quem pareça ter menos de vinte e cinco"
            " anos antes de vender solventes.",
            "As vendas online pedem a idade no pagamento e outra vez na entrega.",
            "O funcionário que salta a verificação pode ser multado, e o dono também.",
            "Servem o passaporte, a carta de condução ou o cartão de cidadão.",
            "A regra abrange recargas de isqueiro, colas fortes e alguns produtos de limpeza.",
            "A ASAE faz compras de teste ao longo de todo o ano.",
        ),
    ),
    "assistant_product_faq": (
        "Perguntas sobre a nossa coluna com assistente de voz",
        (
            "O assistente de voz só começa a ouvir quando ouve a palavra de ativação.",
            "Pode rever e apagar o seu histórico de voz na aplicação quando quiser.",
            "Os pais podem desligar as compras para que o assistente não encomende nada.",
            "A coluna segue a política de privacidade impressa dentro da caixa.",
            "Se o assistente não perceber um pedido, diga-o de forma mais simples.",
            "As atualizações instalam-se de noite e trazem funções novas duas vezes por ano.",
        ),
    ),
    "candidate_rules_sheet": (
        "Instruções para os candidatos",
        (
            "Leia todas as instruções da capa antes de começar a prova.",
            "Responda a todas as perguntas do grupo A e a duas do grupo B.",
            "Se se enganar, risque com cuidado; o corretor não considera o que estiver riscado.",
            "São permitidas calculadoras, mas telemóveis e relógios são entregues à entrada.",
            "Não abra o enunciado antes de o vigilante dar sinal.",
            "No fim, pare de escrever de imediato e deixe a prova na mesa.",
        ),
    ),
    "moderation_policy": (
        "Regras de moderação do fórum",
        (
            "Os moderadores retiram mensagens que publiquem a morada ou o telefone de outra"
            " pessoa.",
            "Mensagens a pedir palavras-passe ou dados bancários são apagadas de imediato.",
            "Os tópicos fora do tema são ocultados em vez de apagados, para poderem ser repostos.",
            "Spam repetido leva a expulsão depois de um aviso.",
            "Qualquer membro pode denunciar uma mensagem; cada denúncia é vista num dia.",
            "Estas regras são revistas todos os janeiros e as mudanças anunciadas no quadro.",
        ),
    ),
    "ranking_methodology": (
        "Como é feita a nossa classificação anual de drogarias",
        (
            "As drogarias são avaliadas pelo preço, variedade, aconselhamento e pós-venda.",
            "Nenhuma loja pode pagar para ficar em primeiro e os anunciantes são avaliados"
            " como os outros.",
            "Dois avaliadores visitam cada loja em separado sem se identificarem.",
            "As notas são somadas em média e os empates desfeitos pela nota de aconselhamento.",
            "As lojas que fecham durante o ano saem da classificação.",
            "O método completo e as notas são publicados todas as primaveras.",
        ),
    ),
    "ai_in_farming_article": (
        "Câmaras e aprendizagem automática em pequenas explorações",
        (
            "Cada vez mais pequenas explorações contam o gado com câmaras e aprendizagem"
            " automática.",
            "Os modelos ainda falham com pouca luz, e os agricultores conferem as contagens à mão.",
            "Um criador conta que a IA lhe poupa uma hora por dia no portão.",
            "Os investigadores avisam que um modelo treinado numa raça pode contar mal outra.",
            "Os apoios cobrem metade do equipamento no primeiro ano.",
            "Em maio haverá um dia de campo sobre o tema na escola agrária.",
        ),
    ),
    "booking_data_notice": (
        "Aviso de privacidade do site de reservas",
        (
            "Recolhemos o seu nome, email e telefone para gerir a reserva.",
            "Os dados do cartão são tratados pelo nosso prestador de pagamentos e nunca"
            " guardados por nós.",
            "Não vendemos dados pessoais nem os partilhamos com anunciantes.",
            "Pode pedir uma cópia dos dados que temos sobre si a qualquer momento.",
            "Os registos de reserva são apagados dois anos depois da sua última estadia.",
            "Dúvidas sobre este aviso podem ser enviadas ao nosso encarregado de proteção de"
            " dados.",
        ),
    ),
    "recipe_substitutions": (
        "Substituições para a receita de caldeirada",
        (
            "Se não encontrar tamboril, qualquer peixe branco firme aguenta bem no tacho.",
            "Esqueça o açafrão se estiver caro; uma pitada de colorau dá a cor.",
            "As instruções da receita dizem que as amêijoas entram no fim, e isso conta.",
            "Caldo de legumes serve se não tiver caldo de peixe à mão.",
            "Para uma caldeirada mais suave, use meia malagueta e tire as sementes.",
            "O que sobrar aguenta dois dias no frigorífico num recipiente tapado.",
        ),
    ),
}
