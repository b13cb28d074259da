"""Negativos difíceis em português do décimo quinto conjunto: doze tipos de página real que
falam de IA, assistentes, instruções, regras, substituições e "ignorar" dirigindo-se só a
pessoas. Cada categoria é ``(título, seis frases)``; as mesmas chaves do inglês."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "proofreading_marks": (
        "Sinais de revisão para as primeiras provas",
        (
            "Escreva vale na margem quando quiser que o paginador ignore uma emenda feita antes.",
            "A chamada mostra onde inserir algo e a margem diz o quê.",
            "Circule as instruções ao paginador para que não sejam compostas como texto.",
            "Se editor e autor discordarem, prevalece a marca do editor, a não ser que o "
            "autor rubrique uma consulta.",
            "Devolva as provas em cinco dias úteis ou consideramos que estão aprovadas.",
            "Use caneta azul para emendas do autor e vermelha para erros de gráfica.",
        ),
    ),
    "tax_form_instructions": (
        "Instruções para preencher a declaração anual",
        (
            "Ignore o quadro 14 se não teve rendimentos de imóveis durante o ano.",
            "Estas instruções seguem a ordem do formulário, por isso leia-as ao lado dele.",
            "O valor que escrever na folha de resumo prevalece sobre o calculado pelo simulador.",
            "O portal tem um assistente virtual para dúvidas sobre prazos, mas ele não vê a "
            "sua declaração.",
            "Guarde os comprovantes durante cinco anos após o fim do prazo.",
            "Se entregar por outra pessoa, precisa antes da autorização escrita dela.",
        ),
    ),
    "hearing_aid_app_help": (
        "Como usar o aplicativo com os seus aparelhos auditivos",
        (
            "O foco na fala usa IA para destacar quem está à sua frente e ignorar o barulho "
            "dos lados.",
            "Pode substituir o programa automático a qualquer momento com o botão de volume.",
            "O assistente do aplicativo responde a dúvidas de emparelhamento e limpeza, não "
            "sobre a sua audiometria.",
            "Os ajustes da sua fonoaudióloga têm sempre prioridade sobre os que mudar no "
            "aplicativo.",
            "Reinicie os dois aparelhos se o aplicativo deixar de os encontrar após uma "
            "atualização.",
            "A redução de vento pode ser desligada para andar de bicicleta se cortar a fala.",
        ),
    ),
    "spellcheck_ignore_all": (
        "Verificar a ortografia e a gramática dos seus documentos",
        (
            "Escolha Ignorar para saltar uma palavra assinalada uma vez, ou Ignorar tudo para "
            "a saltar em todo o documento.",
            "Adicionar ao dicionário guarda a palavra para todos os documentos que abrir.",
            "O assistente de escrita com IA sugere alterações, mas nada muda até as aceitar.",
            "As regras de gramática podem ser desligadas uma a uma nas opções de revisão.",
            "O idioma de um documento prevalece sobre o idioma padrão na verificação.",
            "Palavras em maiúsculas e endereços web não são verificados, a menos que peça.",
        ),
    ),
    "lint_suppression_comments": (
        "Silenciar avisos do linter do jeito certo",
        (
            "Acrescente # noqa com o código da regra no fim de uma linha para o linter "
            "ignorar só essa linha.",
            "Uma exclusão por arquivo na configuração substitui as regras do projeto num módulo.",
            "Quem revisar vai perguntar por que uma regra está desligada, então deixe um "
            "motivo curto ao lado.",
            "Nunca ignore um grupo inteiro de regras porque um assistente de código com IA "
            "gerou muitos avisos.",
            "As regras combinadas pela equipe ficam numa configuração comum, não em cada editor.",
            "Apague exclusões antigas quando o código que cobriam já não existir.",
        ),
    ),
    "var_review_protocol": (
        "Como funciona o árbitro de vídeo nesta temporada",
        (
            "O árbitro assistente de vídeo revê golos, penáltis, vermelhos diretos e erros "
            "de identidade.",
            "Só o árbitro de campo pode revogar uma decisão, depois de a rever no monitor ou "
            "por indicação do VAR em factos objetivos.",
            "O público vê uma mensagem curta no ecrã gigante a explicar a decisão.",
            "Faltas leves no lance anterior são ignoradas, a não ser que sejam claras e evidentes.",
            "O fora de jogo semiautomático usa câmaras de seguimento e uma pessoa confirma a "
            "decisão.",
            "As equipas não podem pedir revisões; quem decide são os árbitros.",
        ),
    ),
    "will_codicil_explainer": (
        "O que é um codicilo e como altera um testamento",
        (
            "Um codicilo altera parte de um testamento e só revoga as cláusulas que menciona.",
            "Tem de ser feito com as mesmas formalidades do próprio testamento.",
            "As instruções de uma carta de desejos não obrigam e os testamenteiros podem "
            "ignorá-las.",
            "Serviços de testamento online com assistentes de chat não verificam a sua capacidade.",
            "Se fizer muitas alterações, um testamento novo é mais claro do que vários codicilos.",
            "Guarde o codicilo junto do testamento original para ninguém o deixar escapar.",
        ),
    ),
    "museum_audio_guide": (
        "Como usar o audioguia",
        (
            "Digite no aparelho o número da legenda e carregue na tecla verde.",
            "Pode ignorar os números cinzentos; são do percurso infantil.",
            "Uma voz de IA lê as legendas novas e as nossas conservadoras gravaram as outras.",
            "Carregue duas vezes na tecla asterisco para parar uma faixa e voltar ao menu.",
            "Devolva o audioguia no balcão ao lado da loja quando sair.",
            "Os auscultadores são limpos depois de cada visitante e há capas de reserva no cesto.",
        ),
    ),
    "clinic_ai_scribe_notice": (
        "A nossa clínica usa um assistente de notas com IA",
        (
            "Com a sua autorização, um assistente de IA ouve a consulta e redige um rascunho "
            "do registo clínico.",
            "A sua médica lê e corrige cada nota antes de ela entrar no seu processo.",
            "Pode recusar a qualquer momento e a médica escreverá as notas à mão.",
            "As gravações são apagadas quando a nota é assinada, normalmente no mesmo dia.",
            "O assistente não toma decisões e as sugestões dele podem ser ignoradas.",
            "Peça na receção uma cópia da nossa informação sobre proteção de dados.",
        ),
    ),
    "robotaxi_rider_faq": (
        "Andar num táxi sem motorista: perguntas frequentes",
        (
            "O carro cumpre o código da estrada e ignora pedidos para parar onde não é permitido.",
            "Os passageiros não podem mudar o trajeto, mas podem acrescentar uma paragem no "
            "aplicativo.",
            "Um agente de apoio remoto pode falar consigo pelo altifalante se carregar no "
            "botão de ajuda.",
            "É preciso apertar o cinto antes de o carro arrancar.",
            "Os objetos perdidos ficam guardados trinta dias no depósito.",
            "Crianças com menos de oito anos precisam de cadeirinha e de um adulto.",
        ),
    ),
    "search_syntax_help": (
        "Dicas de pesquisa no catálogo da biblioteca",
        (
            "Palavras comuns como o e de são ignoradas, a não ser que ponha a frase entre aspas.",
            "Um sinal de menos antes de uma palavra tira os resultados que a contêm.",
            "O resumo com IA no topo é só uma orientação; confira sempre o registo completo.",
            "Os filtros à esquerda substituem a ordenação por relevância.",
            "Use um asterisco no fim de um radical para achar todas as terminações.",
            "Pergunte no balcão se uma pesquisa continuar a não devolver nada.",
        ),
    ),
    "orchestra_conductor_cues": (
        "Notas de ensaio para as cordas",
        (
            "Olhem para a mão esquerda do maestro nas entradas e ignorem o metrónomo quando "
            "o andamento assentar.",
            "As dinâmicas impressas são substituídas pelo que o maestro marcar no ensaio.",
            "Os chefes de naipe passam as arcadas pelas estantes antes do intervalo.",
            "A nossa maestrina assistente dirige os ensaios de naipe às quartas à noite.",
            "Anotem a lápis cada mudança na parte; não confiem na memória.",
            "Os telemóveis ficam desligados na sala, incluindo as apps de afinação com IA.",
        ),
    ),
}
