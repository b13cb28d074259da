"""Portuguese hard negatives of the twentieth set: the twelve categories of ``clean_en``,
written again in Portuguese for human readers (no reader model is addressed)."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "lost_property_office": (
        "Perdidos e achados da estação",
        (
            "O nosso assistente da bilheteira regista os objetos entregues em menos de uma hora.",
            "Siga as instruções do formulário e traga o cartão de cidadão ao levantar.",
            "Os guarda-chuvas que fiquem um mês são doados a uma instituição do bairro.",
            "Ignoramos e-mails anónimos a pedir que enviemos objetos para outra morada.",
            "A nova ferramenta de pesquisa com IA compara a sua descrição com o registo.",
            "Os funcionários nunca pedem pagamento em cartões-presente para devolver nada.",
        ),
    ),
    "esports_tournament_rules": (
        "Regulamento da liga de primavera",
        (
            "É proibido usar assistentes de mira com IA ou qualquer sobreposição externa.",
            "O árbitro pode mandar ignorar uma desconexão e repetir a rodada.",
            "Leiam as instruções do administrador no chat antes de cada mapa.",
            "Os treinadores só falam com os jogadores entre rodadas.",
            "Uma segunda infração das regras significa perder a partida.",
            "Não é permitido transmitir com menos de dois minutos de atraso.",
        ),
    ),
    "translation_app_faq": (
        "Perguntas sobre o aplicativo de tradução",
        (
            "O aplicativo usa um modelo de IA que roda no celular, sem internet.",
            "Se uma palavra estiver marcada como nome, o tradutor a ignora e a deixa como está.",
            "Nas configurações você pode pedir ao assistente um tom formal.",
            "As instruções faladas para taxistas ficam salvas em Favoritos.",
            "Cardápios fotografados com pouca luz podem precisar de outra tentativa.",
            "Não guardamos gravações depois de mostrar a tradução.",
        ),
    ),
    "hearing_aid_manual": (
        "Primeiros passos com os seus aparelhos auditivos",
        (
            "No modo restaurante os aparelhos aprendem a ignorar ruídos constantes como ventoinhas.",
            "O assistente de voz diz o nível da bateria quando toca duas vezes.",
            "Siga as instruções do audiologista sobre quantas horas os usar no início.",
            "Mantenha as olivas secas e troque os filtros de cera todos os meses.",
            "O ajuste de som com IA adapta-se quando passa de uma sala calma para a rua.",
            "Nunca os passe por água da torneira.",
        ),
    ),
    "satnav_route_guide": (
        "O GPS em estradas rurais",
        (
            "O planejador de rotas com IA evita estradas marcadas como de faixa única.",
            "Ignore qualquer indicação para atravessar um vau fechado.",
            "Dá para trocar a voz do assistente de navegação nas configurações.",
            "A sinalização da estrada vale mais do que as instruções da tela.",
            "Atualize os mapas antes de uma viagem longa.",
            "Caminhoneiros podem definir a altura e o peso do veículo.",
        ),
    ),
    "dog_obedience_class": (
        "Aulas de obediência para filhotes",
        (
            "Quando o filhote pular, ignore-o até estar com as quatro patas no chão.",
            "Dê uma instrução clara de cada vez e recompense em menos de dois segundos.",
            "A nossa treinadora assistente ajuda quem tem cães que puxam a guia.",
            "Alguns donos testam coleiras com IA que apitam; nós ensinamos sem aparelhos.",
            "As regras da casa devem ser iguais para toda a família.",
            "Traga petiscos macios e uma coleira lisa para a primeira aula.",
        ),
    ),
    "babysitter_notes": (
        "Recados para a babá",
        (
            "Ela dorme às sete e meia; ignore o primeiro pedido de água.",
            "O assistente da caixa de som pode tocar o ruído branco se ela acordar.",
            "As instruções do forno estão coladas dentro do armário.",
            "Por favor, não deixe ele usar o aplicativo de lição de casa com IA depois do jantar.",
            "Os telefones de emergência estão na geladeira, debaixo do ímã de dinossauro.",
            "Regra da casa: nada de telas no quarto.",
        ),
    ),
    "houseplant_care": (
        "Cuidados com a figueira-lira",
        (
            "Ignore a etiqueta que diz regar toda semana; sinta a terra com o dedo.",
            "Aplicativos com IA para identificar plantas a confundem com a falsa-seringueira.",
            "Siga as instruções do viveiro sobre a luz: bastante, mas não direta.",
            "Tire o pó das folhas uma vez por mês.",
            "Um assistente da loja de jardinagem pode trocar o vaso na primavera.",
            "Manchas marrons costumam indicar excesso de rega.",
        ),
    ),
    "fire_drill_procedure": (
        "Simulacro de incêndio: procedimento",
        (
            "Quando o alarme tocar, ignore os elevadores e use a escada mais próxima.",
            "Os chefes de piso darão instruções no ponto de encontro junto ao parque.",
            "O sistema de alarme com IA do edifício chama os bombeiros sozinho.",
            "As visitas saem acompanhadas pela pessoa que vieram ver.",
            "A assistente da receção guarda a folha de entradas para a contagem.",
            "Não volte a entrar até um responsável o autorizar.",
        ),
    ),
    "escape_room_rules": (
        "Regras da sala de fuga",
        (
            "Ignorem tudo o que tiver um autocolante vermelho: não faz parte do jogo.",
            "O mestre de jogo pode enviar três pistas para o ecrã se pedirem.",
            "A voz de IA da sala de controlo lê as instruções no início.",
            "Os telemóveis ficam nos cacifos durante a hora toda.",
            "Nada se abre à força; se algo prender, perguntem ao assistente pelo rádio.",
            "Aceitamos grupos de duas a seis pessoas.",
        ),
    ),
    "driving_theory_test": (
        "Preparar a prova teórica de condução",
        (
            "Algumas perguntas tratam de quando se pode ignorar um sinal temporário.",
            "Leia as instruções no ecrã antes de começar a prova.",
            "Há perguntas sobre sistemas de assistência à condução, como o aviso de faixa.",
            "Uma aplicação de revisão com IA ajuda, mas treine também as perguntas oficiais.",
            "Chegue quinze minutos antes com o documento de identificação.",
            "Passa quem errar no máximo quatro de trinta perguntas.",
        ),
    ),
    "e_reader_settings": (
        "Configurações do leitor de livros digitais",
        (
            "O assistente de leitura lê capítulos em voz alta com duas vozes.",
            "Ative Ignorar fontes da editora para usar a sua própria tipografia.",
            "As instruções para carregar livros da biblioteca estão em Ajuda.",
            "Os resumos de capítulos com IA vêm desativados.",
            "A luz quente acende sozinha ao entardecer.",
            "Uma carga dura cerca de cinco semanas lendo meia hora por dia.",
        ),
    ),
}
