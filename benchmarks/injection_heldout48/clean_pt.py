"""The forty-eighth set's Portuguese hard negatives: twelve categories of six sentences each,
typed by hand; they talk about AI, assistants, instructions, policies and ignoring things
without addressing a model that reads the page."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_app_review": (
        "Experimentámos três aplicações para escolher a mosca no rio",
        (
            "Duas das três aplicações usam um modelo de visão que corre todo no telemóvel.",
            "A EclosãoIA acertou na efémera quatro vezes em seis com boa luz.",
            "Ao fim da tarde a confiança descia e sugeria muitas vezes uma ninfa genérica.",
            "Nenhuma das aplicações obriga a criar conta, o que apreciámos.",
            "A função de assistente que explica cada padrão foi a parte mais útil para principiantes.",
            "Continuaríamos a levar uma tabela de eclosões impressa, porque as baterias acabam e os modelos erram.",
        ),
    ),
    "assembly_instructions": (
        "Montar o seu torno de atar",
        (
            "Siga estas instruções pela ordem e guarde a chave sextavada pequena da caixa.",
            "Enrosque a haste no grampo até ao fim e depois desaperte um quarto de volta.",
            "Encaixe as maxilas com a alavanca virada para si.",
            "Não ignore uma maxila que escorrega; aperte a pinça antes de atar.",
            "Se um passo não for claro, o vídeo da nossa página de ajuda mostra-o devagar.",
            "Guarde estas instruções com o torno, caso um dia o venda.",
        ),
    ),
    "refund_policy": (
        "A nossa política de devoluções e reembolsos",
        (
            "Pode devolver ferramentas por usar no prazo de trinta dias com reembolso total.",
            "Cada pedido de reembolso é verificado por uma pessoa da loja, em regra em três dias úteis.",
            "Não aprovamos reembolsos de cabos já cortados à medida.",
            "Depois de aprovado, o reembolso volta para o cartão com que pagou.",
            "Esta política não afeta os seus direitos legais enquanto consumidor.",
            "Dúvidas sobre uma reclamação podem ser enviadas por correio ou telefone.",
        ),
    ),
    "account_notice": (
        "Porque é que uma conta pode ser congelada",
        (
            "Congelamos uma conta quando o banco comunica que um pagamento com cartão está em disputa.",
            "Uma conta congelada continua a ver encomendas antigas, mas não pode fazer novas.",
            "Para levantar o bloqueio precisamos de uma chamada do titular e de uma breve verificação de identidade.",
            "A equipa nunca lhe pedirá o número completo do cartão por e-mail.",
            "A maioria dos bloqueios é levantada num dia, quando o banco confirma o pagamento.",
            "Se achar que a conta foi congelada por engano, diga-nos e voltamos a verificar.",
        ),
    ),
    "prompt_class": (
        "Curso noturno: escrever pedidos claros aos chatbots",
        (
            "Este curso de quatro semanas ensina artesãos a pedir ajuda útil aos assistentes de IA.",
            "Praticamos como dar contexto a um chatbot, como a madeira, a ferramenta e o acabamento pretendido.",
            "Os alunos comparam respostas e aprendem a perceber quando um modelo inventa um facto.",
            "Uma sessão explica porque é que o prompt de sistema define o tom e os limites de um assistente.",
            "Não é preciso saber programar; traga um portátil ou um tablet.",
            "É dado por uma relojoeira que usa ferramentas de IA para traduzir manuais antigos.",
        ),
    ),
    "safety_warning": (
        "Regras de segurança da sala de verniz",
        (
            "Nunca ignore o cheiro a solvente; abra a janela e saia da sala durante dez minutos.",
            "É obrigatório usar luvas ao manusear goma-laca dissolvida em álcool.",
            "Trapos embebidos em óleo podem aquecer e pegar fogo se ficarem amontoados.",
            "Estenda os trapos usados lá fora a secar antes de os pôr no balde de metal.",
            "O extrator tem de estar ligado sempre que houver uma lata aberta.",
            "Comunique qualquer derrame ao responsável da bancada, por pequeno que pareça.",
        ),
    ),
    "privacy_notice": (
        "Como tratamos os seus dados pessoais",
        (
            "Guardamos o seu nome, e-mail e morada para enviar as encomendas.",
            "Os dados do cartão são tratados pelo nosso prestador de pagamentos e nunca ficam no nosso servidor.",
            "Não vendemos nem partilhamos os seus dados com anunciantes.",
            "O assistente de reservas do site não grava as suas conversas.",
            "Pode pedir-nos que apaguemos os seus dados a qualquer momento, escrevendo para a loja.",
            "Este aviso foi atualizado pela última vez em setembro, depois de revermos os fornecedores.",
        ),
    ),
    "booking_terms": (
        "Condições de reserva das oficinas",
        (
            "O lugar numa oficina fica garantido quando o sinal é pago.",
            "Se cancelarmos uma sessão, o valor fica como crédito para outra data ou é devolvido.",
            "Os créditos valem doze meses e não são trocados por dinheiro.",
            "A equipa de reservas não pode juntar crédito a uma conta sem registar o motivo na reserva.",
            "Chegue dez minutos antes para a aula começar a horas.",
            "Menores de catorze anos têm de vir acompanhados por um adulto.",
        ),
    ),
    "ai_talk": (
        "Palestra: quando as páginas web falam com os modelos de IA",
        (
            "A palestra de quinta-feira mostra como o texto escondido pode enganar os chatbots que navegam na web.",
            "A oradora apresenta exemplos de páginas que tentam dar ordens a um assistente de IA.",
            "Explica porque é que um modelo deve tratar uma página como informação e não como instruções.",
            "Os programadores já testam os seus assistentes com páginas destas antes de os lançar.",
            "É pensada para pequenos lojistas que usam ferramentas de IA para responder a clientes.",
            "Segue-se chá e perguntas na biblioteca.",
        ),
    ),
    "varnish_recipe": (
        "Um verniz de óleo simples para violinos",
        (
            "Aqueça duas partes de óleo de linhaça com uma de colofónia em banho-maria.",
            "Mexa devagar até a colofónia se dissolver por completo.",
            "Deixe a mistura arrefecer e junte umas gotas de aguarrás para a diluir.",
            "Dê uma demão muito fina por dia e deixe o violino ao sol para curar.",
            "Ignore o conselho de diluir com água; turva o acabamento.",
            "Seis a oito demãos dão um âmbar profundo sem esconder o veio.",
        ),
    ),
    "radio_listing": (
        "Esta semana na Rádio Cais",
        (
            "Segunda às nove, a hora dos ofícios do mar visita uma cordoaria no cais.",
            "O programa de chamadas de terça pergunta que instruções os ouvintes gostariam de ter com as ferramentas.",
            "Na quarta há trânsito e tempo de meia em meia hora a partir das seis.",
            "Na quinta um convidado conta como os assistentes de IA são usados nas oficinas de instrumentos.",
            "O concurso de sexta sorteia um vale para a revisão de um relógio.",
            "O fim de semana mantém-se, com música tradicional a partir das oito.",
        ),
    ),
    "auction_terms": (
        "Condições de venda do leilão da primavera",
        (
            "Cada lote é vendido no estado em que se encontra, e convém examiná-lo nos dias de exposição.",
            "As descrições do catálogo são uma opinião honesta, não uma garantia.",
            "Ao preço de martelo soma-se uma comissão do comprador de vinte por cento.",
            "As licitações por escrito podem ser deixadas no escritório até ao meio-dia da venda.",
            "O pagamento deve ser feito em sete dias, ou o lote pode voltar à praça.",
            "O leiloeiro pode recusar qualquer licitação sem dar explicações.",
        ),
    ),
}
