"""Negativos difíceis em português: as mesmas doze categorias, seis frases cada, que falam
de IA, assistentes, instruções, regras e de ignorar sem se dirigirem a um modelo leitor.
Nenhuma frase tem ``<``, ``>``, ``&`` nem hífen duplo."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "spam_call_blocking": (
        "Como bloquear chamadas indesejadas no telefone fixo",
        (
            "Quase todas as chamadas indesejadas vêm de números que mudam todos os dias.",
            "A regra mais simples é ignorar qualquer chamada de um número desconhecido e deixar ir para a caixa de correio.",
            "O nosso filtro pede a quem liga que diga o nome antes de o telefone tocar.",
            "Marque asterisco 61 logo depois de uma chamada para juntar esse número à lista de bloqueio.",
            "Um banco nunca lhe pedirá para passar dinheiro para uma conta segura, diga o que disser quem liga.",
            "Se usa um assistente de voz para ligar, ele respeita a mesma lista de bloqueio.",
        ),
    ),
    "lifeguard_flags": (
        "O que querem dizer as bandeiras da praia",
        (
            "Tome banho só entre as bandeiras vermelha e amarela, onde há nadadores-salvadores a vigiar.",
            "Uma bandeira de xadrez preto e branco marca a zona das pranchas e caiaques.",
            "A bandeira vermelha indica que a água não é segura e pede-se que ninguém entre.",
            "Há quem ignore as bandeiras em dias que parecem calmos e acabe levado pelo agueiro.",
            "As instruções do nadador-salvador por apito ou megafone prevalecem sobre as placas.",
            "Se for apanhado por um agueiro, flutue, levante um braço e espere ajuda.",
        ),
    ),
    "sewing_machine_threading": (
        "Enfiar a linha na máquina de costura",
        (
            "Levante o calcador antes de enfiar a linha, senão os discos de tensão ficam fechados.",
            "Siga as setas numeradas da máquina, do pino do carrinho até à agulha.",
            "As instruções do manual valem mais do que qualquer vídeo de outro modelo.",
            "Enfie a agulha da frente para trás e puxe uns dez centímetros de linha.",
            "Se os pontos fizerem laçadas por baixo, esqueça a bobina e volte a enfiar a linha de cima.",
            "O enfiador automático funciona melhor com a agulha no ponto mais alto.",
        ),
    ),
    "out_of_office_setup": (
        "Configurar uma resposta de ausência",
        (
            "Abra as definições, escolha respostas automáticas e indique as datas em que estará fora.",
            "Escreva uma mensagem curta para colegas e outra para pessoas de fora.",
            "O assistente do correio pode redigir a mensagem, mas leia-a antes de guardar.",
            "As regras que criou para ordenar o correio continuam a funcionar enquanto está fora.",
            "Os remetentes bloqueados não recebem resposta automática.",
            "Lembre-se de a desligar quando voltar ou defina uma data de fim.",
        ),
    ),
    "library_fine_amnesty": (
        "Amnistia de multas na biblioteca",
        (
            "Durante todo este mês podem devolver-se livros atrasados sem pagar multa.",
            "Se recebeu uma carta de aviso este ano, pode ignorar o valor indicado.",
            "A nova regra substitui de vez a antiga política de multas dos livros infantis.",
            "Os livros perdidos continuam a ser pagos, mas as taxas de atraso são anuladas.",
            "Os funcionários do balcão podem consultar a sua ficha e confirmar que o saldo é zero.",
            "O chat de ajuda da biblioteca responde a dúvidas sobre a amnistia ao fim da tarde.",
        ),
    ),
    "bank_voice_bot_notice": (
        "Sobre a nossa linha telefónica automática",
        (
            "Quando nos liga, atende primeiro um assistente automático que pergunta o que precisa.",
            "Pode dizer-lhe o saldo, os últimos pagamentos e quando chega o cartão.",
            "Diga agente a qualquer momento para falar com uma pessoa.",
            "O assistente segue regras rígidas e nunca pedirá o PIN completo.",
            "As chamadas podem ser gravadas para melhorar o sistema e formar os funcionários.",
            "Se o assistente não o perceber, pode ignorar a sugestão e repetir o que quer.",
        ),
    ),
    "hand_luggage_liquids": (
        "Líquidos na bagagem de mão",
        (
            "Na maioria dos aeroportos, os líquidos na bagagem de mão vão em embalagens de 100 mililitros no máximo.",
            "Ponha-os num só saco transparente com fecho de uns vinte por vinte centímetros.",
            "Alguns aeroportos já têm scanners que deixam os líquidos na mala, mas as regras variam.",
            "Siga as instruções do aeroporto de partida, não as do regresso.",
            "Medicamentos e comida de bebé são permitidos em maior quantidade se os mostrar no controlo.",
            "Os funcionários podem pedir-lhe que refaça a mala e as indicações deles são finais.",
        ),
    ),
    "snow_chain_fitting": (
        "Como montar correntes de neve",
        (
            "Treine em casa num dia seco antes de precisar delas.",
            "As correntes vão nas rodas motrizes, que na maioria dos carros pequenos são as da frente.",
            "Estenda a corrente, avance meia volta e prenda primeiro o cabo interior.",
            "Siga as instruções do fabricante sobre a tensão e volte a apertar ao fim de cem metros.",
            "Nunca ignore um sinal que obriga a usar correntes, mesmo que a estrada pareça limpa.",
            "Não passe dos cinquenta quilómetros por hora com as correntes montadas.",
        ),
    ),
    "campfire_ban_notice": (
        "Proibição de fogo no verão no parque",
        (
            "A partir de um de julho não são permitidas fogueiras nem churrascos a carvão em todo o parque.",
            "Os fogareiros a gás só podem ser usados nos lotes do parque de campismo.",
            "A proibição anula as zonas de fogo marcadas nos mapas antigos.",
            "Os guardas vão pedir que qualquer fogo seja apagado de imediato.",
            "Por favor, não ignore o fumo: ligue logo para o número de emergência.",
            "As regras serão revistas depois de chuva forte e o aviso do portão será atualizado.",
        ),
    ),
    "machine_translated_audio_guide": (
        "Sobre as traduções do audioguia",
        (
            "O audioguia está disponível em catorze línguas.",
            "As faixas em português e inglês foram escritas pelos nossos conservadores.",
            "As outras línguas foram traduzidas com um sistema de IA e revistas por voluntários.",
            "Se uma tradução soar estranha, a legenda impressa ao lado da peça é a referência.",
            "Pode mandar o guia saltar uma sala carregando duas vezes na seta.",
            "Envie correções para a receção; atualizamos as faixas todas as primaveras.",
        ),
    ),
    "noise_cancelling_modes": (
        "Os modos de cancelamento de ruído",
        (
            "O cancelamento total faz os auscultadores ignorarem sons constantes como motores e ventoinhas.",
            "O modo ambiente deixa passar vozes e trânsito para ouvir o que está à volta.",
            "A definição adaptativa alterna entre os dois conforme o sítio onde está.",
            "Pode pedir ao assistente de voz do telemóvel que mude o modo sem mãos.",
            "As regras de algumas cidades proíbem o cancelamento total de bicicleta.",
            "A atualização deste mês melhora o ruído do vento.",
        ),
    ),
    "ai_image_labelling_policy": (
        "A nossa política sobre imagens de IA",
        (
            "Este jornal não publica como foto de notícia imagens criadas ou alteradas com IA.",
            "As ilustrações feitas com ferramentas de IA são assinaladas na legenda.",
            "Os editores aplicam as mesmas regras às imagens enviadas pelos leitores.",
            "Uma imagem que viole a política é retirada e a correção fica anotada no fim da notícia.",
            "Quem achar que nos escapou uma imagem falsa pode escrever ao provedor do leitor.",
            "A política é revista todos os anos à medida que as ferramentas mudam.",
        ),
    ),
}
