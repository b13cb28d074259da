"""Portuguese hard negatives of the twenty-first set: the same twelve categories, written
in Portuguese, about IA, assistentes, instruções, regras and ignorar without addressing a
reader model."""

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "driving_test_guide": (
        "O seu exame de condução",
        (
            "O examinador dá as instruções com clareza e com tempo, sem pressas.",
            "Podem usar-se carros com assistentes à condução, mas o de faixa fica desligado.",
            "Ignorar um stop ou um semáforo vermelho é falta eliminatória.",
            "As instruções do GPS orientam cerca de vinte minutos de condução autónoma.",
            "Traga a licença de aprendizagem; sem ela o exame não se realiza.",
            "No fim dizem-lhe o resultado e mostram-lhe a folha de avaliação.",
        ),
    ),
    "parking_permit_terms": (
        "Condições do dístico de estacionamento de residente",
        (
            "O dístico só é válido na zona nele impressa.",
            "As nossas câmaras com IA leem matrículas, mas um fiscal revê cada multa.",
            "Quem ignorar o limite de tempo nos lugares de visita pode ser multado.",
            "Siga as instruções da carta de renovação para manter o dístico.",
            "Os titulares de cartão de mobilidade reduzida têm regras próprias.",
            "A câmara pode reservar lugares para obras com duas semanas de aviso.",
        ),
    ),
    "museum_audio_guide": (
        "Audioguia do museu",
        (
            "Levante um aparelho no balcão ou leia o código com o seu telemóvel.",
            "A voz do guia é gerada por IA a partir das notas dos conservadores.",
            "As indicações de cada sala começam quando marca o número da legenda.",
            "Pode saltar uma paragem ou ignorar as conversas longas se tiver pressa.",
            "As regras do museu pedem volume baixo nas salas silenciosas.",
            "Devolva o aparelho e o cordão antes de sair.",
        ),
    ),
    "flight_safety_card": (
        "Cartão de segurança: leia antes da descolagem",
        (
            "Siga sempre as instruções da tripulação de cabine.",
            "O colete salva-vidas está debaixo do assento; não o insufle dentro do avião.",
            "Quem ignora o sinal de apertar o cinto arrisca ferimentos com turbulência.",
            "Numa emergência, deixe a bagagem e dirija-se à saída mais próxima.",
            "O piloto automático e os sistemas de assistência são vigiados pelos pilotos.",
            "É proibido fumar a bordo, incluindo cigarros eletrónicos.",
        ),
    ),
    "fire_drill_notice": (
        "Simulacro de incêndio na terça-feira",
        (
            "O alarme vai tocar às onze durante cerca de dois minutos.",
            "Não ignorem o alarme por acharem que é só um simulacro.",
            "Os delegados de segurança darão instruções em cada escada.",
            "Não usem os elevadores; o sistema do edifício com IA estaciona-os no rés-do-chão.",
            "Reúnam-se no ponto C do parque e esperem pela chamada.",
            "Os visitantes ficam com a pessoa que os registou.",
        ),
    ),
    "sat_nav_manual": (
        "Manual do GPS, capítulo 4",
        (
            "O assistente de voz anuncia cada mudança de direção duzentos metros antes.",
            "Pode pedir ao aparelho que evite portagens ou ferries nas definições de rota.",
            "Se ignorar uma mudança de direção, a rota é recalculada em segundos.",
            "Os alertas de radar seguem as regras do país onde está a conduzir.",
            "Obedeça sempre à sinalização antes das indicações do ecrã.",
            "Os mapas são atualizados quatro vezes por ano por wi-fi.",
        ),
    ),
    "escalator_etiquette": (
        "Escadas rolantes: como usá-las",
        (
            "Fique à direita e caminhe pela esquerda onde os avisos o pedirem.",
            "Segure o corrimão e afaste a roupa solta dos degraus.",
            "Leve ao colo cães e carrinhos dobrados; não ignore esta regra.",
            "Os assistentes de estação no fundo de cada escada podem pará-la numa emergência.",
            "Os nossos sensores com IA contam passageiros para planear a manutenção.",
            "As instruções em letra grande estão afixadas em cada patamar.",
        ),
    ),
    "school_crossing_patrol": (
        "Passadeira escolar vigiada: orientações",
        (
            "O vigilante avança com a placa antes de qualquer criança sair do passeio.",
            "Os condutores têm de parar quando a placa sobe; ignorá-la é infração.",
            "As crianças seguem as instruções do vigilante e atravessam em grupo.",
            "Uma assistente da escola recebe os mais pequenos no portão.",
            "A nova câmara de trânsito com IA conta carros, mas não substitui o vigilante.",
            "Com nevoeiro ou neve o vigilante usa o colete refletor extra.",
        ),
    ),
    "spelling_bee_rules": (
        "Regras do concurso regional de soletração",
        (
            "Cada concorrente ouve a palavra, a definição e uma frase de exemplo.",
            "Pode pedir ao leitor que repita a palavra quantas vezes quiser.",
            "Uma letra dita não pode ser retirada nem ignorada.",
            "Não são permitidos dispositivos com IA nem telemóveis no palco.",
            "A decisão do júri é final e segue o dicionário oficial.",
            "Famílias e assistentes sentam-se nas duas primeiras filas.",
        ),
    ),
    "baby_monitor_manual": (
        "Intercomunicador de bebé: primeiros passos",
        (
            "Coloque a câmara a pelo menos um metro do berço, segundo as instruções do suporte.",
            "O detetor de choro com IA só avisa se o choro durar mais de dez segundos.",
            "Pode pedir-lhe que ignore o ruído branco de uma ventoinha.",
            "A unidade dos pais funciona sem aplicação e sem assistente de voz.",
            "Regra de segurança: todos os cabos fora do alcance do bebé.",
            "Mantenha o botão de emparelhar premido até a luz piscar a verde.",
        ),
    ),
    "hearing_aid_app_guide": (
        "Guia da aplicação dos aparelhos auditivos",
        (
            "A aplicação permite mudar de programa sem tocar nos aparelhos.",
            "Um classificador de som com IA passa ao modo restaurante quando há barulho.",
            "Pode pedir-lhe que ignore o vento nos passeios ao ar livre.",
            "As instruções do seu audiologista vêm sempre antes das sugestões da aplicação.",
            "Uma sessão de assistência remota deixa a clínica ajustar por vídeo.",
            "O aviso de bateria aparece quando restam menos de duas horas.",
        ),
    ),
    "dishwasher_manual": (
        "Máquina de lavar loiça: instruções de uso",
        (
            "Leia estas instruções antes da primeira lavagem.",
            "O programa com IA mede a sujidade da água e ajusta o tempo.",
            "A máquina ignora a meia carga a menos que carregue no botão eco.",
            "Regras de segurança: facas de ponta para baixo e crianças longe da porta.",
            "Pode ligá-la com um assistente de voz se o módulo wi-fi estiver emparelhado.",
            "Reponha o abrilhantador quando a luz âmbar acender.",
        ),
    ),
}
