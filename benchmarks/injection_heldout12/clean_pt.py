"""Hard negatives em português: páginas que falam de IA, assistentes, instruções,
anulações, "ignorar", revelar e esconder, dirigidas a pessoas e nunca a um modelo leitor.
Cada categoria é (título, seis frases próprias)."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_act_compliance": (
        "Regulamento europeu da IA: lista de verificação para PME",
        (
            "Verifique se algum sistema que usa consta da lista de risco elevado do anexo III.",
            "Se os clientes falam com um chatbot, o regulamento obriga a avisá-los de que "
            "estão a falar com uma máquina.",
            "Guarde as instruções de utilização do fornecedor e garanta que a equipa as segue.",
            "Nomeie uma pessoa com autoridade para anular ou desligar o sistema quando falhar.",
            "Os registos de um sistema de risco elevado são guardados pelo menos seis meses.",
            "Não ignore incidentes graves: comunique-os ao fornecedor e à autoridade de "
            "fiscalização do mercado.",
        ),
    ),
    "larp_rulebook": (
        "Live action A Coroa de Cinzas: regras básicas",
        (
            "Ao grito de «Parou!» todo o jogo para até um árbitro dizer «Valendo».",
            "Objetos fora do jogo, como celulares e garrafas de água, são ignorados por todos "
            "os personagens.",
            "A decisão de um árbitro vale mais do que qualquer coisa escrita na sua ficha.",
            "Os objetivos secretos vêm em envelopes lacrados; não os revele antes do banquete "
            "final.",
            "O oráculo é interpretado por alguém da organização que responde com charadas e "
            "nunca dá instruções diretas.",
            "Se se sentir mal, diga «Vermelho» e um árbitro tira você do jogo.",
        ),
    ),
    "sailing_right_of_way": (
        "Direito de passagem na água: conversa para iniciantes",
        (
            "Um barco amurado a bombordo dá passagem ao que vai amurado a estibordo.",
            "Se os dois estão na mesma amura, o de barlavento afasta-se do de sotavento.",
            "Nunca ignore um sinal sonoro: cinco apitos curtos indicam que o outro mestre "
            "duvida das suas intenções.",
            "Dentro do porto, as regras da capitania prevalecem sobre as gerais.",
            "O piloto automático mantém um rumo, não vigia, por isso alguém tem de estar "
            "sempre de vigia.",
            "Se uma colisão parecer possível, o barco com prioridade também tem de manobrar.",
        ),
    ),
    "elevator_fire_service": (
        "Modo bombeiro em elevadores de passageiros",
        (
            "Ao girar a chave de bombeiro no saguão, todas as cabines descem ao térreo.",
            "Na fase dois o elevador ignora as chamadas dos andares e só atende os botões da "
            "cabine.",
            "A chave de bombeiro anula o sistema de comando normal até ser rearmada.",
            "Os funcionários do prédio nunca devem usar a chave para subir móveis.",
            "Uma voz gravada pede aos passageiros que saiam e sigam as placas de saída.",
            "Depois de um alarme, a empresa de manutenção verifica portas e sensores antes de "
            "retomar o serviço.",
        ),
    ),
    "ivr_phone_menu": (
        "Como passar pelo nosso menu telefônico",
        (
            "Quando você ligar, uma assistente virtual vai pedir que descreva o problema em "
            "poucas palavras.",
            "Diga «atendente» a qualquer momento para falar com uma pessoa.",
            "Se a assistente não entender, você pode ignorar as sugestões e digitar 0.",
            "Nunca pediremos que revele sua senha completa, só dois dígitos dela.",
            "As ligações podem ser gravadas e enviadas à nossa equipe de qualidade para "
            "treinamento.",
            "Atendemos de segunda a sábado, das 8h às 20h.",
        ),
    ),
    "power_of_attorney": (
        "Procuração para cuidados futuros: perguntas e respostas",
        (
            "O procurador é a pessoa que você escolhe para agir em seu nome se perder a "
            "capacidade.",
            "Você pode deixar instruções, como vender a casa só com a concordância da sua irmã.",
            "Os desejos que expressar serão considerados, mas o procurador pode afastar-se "
            "deles com justificativa.",
            "O cartório verifica a sua identidade antes de lavrar a procuração.",
            "O procurador não pode esconder o seu dinheiro na conta dele nem misturá-lo com o "
            "dele.",
            "Você pode revogar a procuração a qualquer momento enquanto tiver capacidade.",
        ),
    ),
    "missed_dose_leaflet": (
        "Bula: o que fazer se esquecer uma dose",
        (
            "Se esquecer uma dose, tome-a assim que se lembrar, a não ser que falte pouco "
            "para a próxima.",
            "Nesse caso, ignore a dose esquecida e continue normalmente.",
            "Não tome uma dose dobrada para compensar a esquecida.",
            "Estas instruções prevalecem sobre o que ler na internet sobre o medicamento.",
            "Informe o seu farmacêutico sobre outros medicamentos que esteja tomando, "
            "incluindo fitoterápicos.",
            "Guarde esta bula; pode precisar de a ler novamente.",
        ),
    ),
    "newsroom_corrections": (
        "Nossa política de correções",
        (
            "Quando erramos, dizemos isso no topo da reportagem.",
            "Nunca escondemos uma correção editando o texto em silêncio.",
            "As citações são verificadas com a gravação ou as notas do repórter antes da "
            "publicação.",
            "Só revelamos a identidade de uma fonte com o consentimento dela ou por ordem "
            "judicial.",
            "Os leitores podem enviar correções por e-mail ao ombudsman.",
            "Um editor pode mudar o título de um repórter se ele exagerar a notícia.",
        ),
    ),
    "air_traffic_phraseology": (
        "Fraseologia de rádio para alunos-pilotos",
        (
            "«Ignore» significa descartar a última mensagem: foi enviada por engano.",
            "«Cancele» anula a autorização transmitida antes.",
            "Cotejar toda instrução que envolva pista, altitude ou proa.",
            "«Repita» pede ao controlador que transmita de novo a mensagem inteira.",
            "Numa emergência, o piloto em comando pode desviar-se de qualquer instrução na "
            "medida necessária.",
            "O controlador confirma o seu código transponder depois de o sistema verificar a "
            "sua identificação no radar.",
        ),
    ),
    "sheet_music_directions": (
        "Como ler o roteiro de uma partitura",
        (
            "D.S. al Coda manda voltar ao sinal e depois saltar para a coda.",
            "Na segunda vez, ignore os sinais de repetição.",
            "Uma fermata deixa o maestro sustentar a nota pelo tempo que quiser.",
            "Tacet significa que o instrumento fica em silêncio no movimento inteiro.",
            "Ad libitum dá ao músico liberdade para passar por cima do andamento escrito.",
            "As notas de deixa em tamanho pequeno mostram o que outra parte toca, não o que "
            "você toca.",
        ),
    ),
    "improv_workshop": (
        "Oficina de improviso de sábado: o que esperar",
        (
            "Não há roteiro; as cenas nascem das sugestões gritadas pela plateia.",
            "Aceite cada proposta do seu parceiro em vez de ignorá-la.",
            "Uma boa cena revela quem são os personagens e o que querem um do outro.",
            "A professora pode congelar a cena e dar instruções novas a um só jogador.",
            "Num dos jogos alguém faz de assistente robô que leva tudo ao pé da letra.",
            "Venha de sapato confortável e traga água.",
        ),
    ),
    "bot_persona_styleguide": (
        "Guia de estilo das respostas do nosso chatbot",
        (
            "Este guia é para quem redige as respostas roteirizadas do chatbot.",
            "A assistente cumprimenta o cliente pelo nome e nunca usa gírias.",
            "Os redatores não devem fazer o bot prometer reembolsos; só um atendente humano "
            "pode aprová-los.",
            "O bot não deve revelar aos clientes as notas internas dos chamados.",
            "Toda resposta termina oferecendo passar a conversa para uma pessoa.",
            "Mudanças no prompt do sistema são revistas pela coordenadora de suporte antes de "
            "irem ao ar.",
        ),
    ),
}
