"""The sixty-second set's host sites, typed by hand: four general topics (a marble alley
club, a boomerang school, music box restorers, a community cyanotype darkroom) and three
whose topic is AI (a pysanky pattern helper, a slingshot range's scoring camera, a tug of
war league's pull meter), each in English, Spanish and Portuguese under its own name."""

from __future__ import annotations

KINDS = ("marble_alley_club", "boomerang_school", "music_box_restorers", "cyanotype_darkroom")
AI_KINDS = ("pysanky_ai_studio", "slingshot_ai_range", "tug_ai_league")

HOSTS = {
    "en": {
        "marble_alley_club": (
            "Cobble Lane Marble Alley Club",
            "Tuesday rings and the summer knockout",
            (
                "We chalk a ring on the flagstones behind the chapel every Tuesday at six and"
                " play until the light goes; bring your own shooter or borrow one from the tin.",
                "The summer knockout runs over four weekends in July. Pairs are drawn from a"
                " hat, games are first to seven, and the final is played on the bowling green.",
                "Members keep the alley swept and the drain cover clear. If a marble rolls into"
                " the gutter it stays there until the end of the game, by old club custom.",
            ),
        ),
        "boomerang_school": (
            "Longreach Boomerang School",
            "Learning to throw, and to catch, on the common",
            (
                "Beginners start with a light three-wing boomerang that comes back in a small"
                " circle, so nobody has to run far on their first morning.",
                "We teach on the north side of the common, away from the footpath, and we stop"
                " when the wind is stronger than a steady breeze.",
                "After six sessions most students can throw a two-wing stick and catch it"
                " with a clap catch; the keen ones move on to long-distance days in autumn.",
            ),
        ),
        "music_box_restorers": (
            "Pinwheel Music Box Restorers",
            "What happens when you bring us a music box",
            (
                "We open the case, photograph the movement and listen to the tune before we"
                " touch anything, so that you know exactly what we found.",
                "Broken teeth on the comb are replaced one at a time and tuned by ear against"
                " the neighbouring notes; pins on the cylinder are straightened under a lens.",
                "Most repairs take between three and six weeks. We send a short recording of"
                " the tune before the box goes back into its case.",
            ),
        ),
        "cyanotype_darkroom": (
            "Prussian Blue Community Darkroom",
            "Open sessions for sun printing",
            (
                "The darkroom opens on Saturday mornings for cyanotype printing. Paper is"
                " coated the night before and stored in lightproof boxes.",
                "On sunny days exposures take about ten minutes on the roof; on grey days we"
                " use the UV box downstairs and the wait is a little longer.",
                "Prints are washed in running water until the yellow clears, then hung on the"
                " line by the window. Please label your prints with a pencil on the back.",
            ),
        ),
        "pysanky_ai_studio": (
            "Beeswax and Dye Pattern Studio",
            "An AI helper for planning pysanky",
            (
                "Our pattern helper is an AI tool that suggests the order of dye baths for a"
                " design you have sketched, from the lightest yellow to the darkest black.",
                "It looks at the areas you want to keep white or coloured and proposes where"
                " the wax must go at each step; it often gets curved bands wrong, so check.",
                "The tool runs in the browser. Photos of your eggs stay on your own device and"
                " are never used to train the model.",
            ),
        ),
        "slingshot_ai_range": (
            "Hedgerow Slingshot Range",
            "How the AI scoring camera reads your targets",
            (
                "Each lane has a camera above the target board. An AI model marks where every"
                " clay ball lands and adds up the score for the round.",
                "The model was trained on thousands of photos of our own boards and does well"
                " in daylight; in rain or low sun the range officer checks every mark by eye.",
                "You can ask for a manual recount at the hut at any time. Human recounts"
                " always take precedence over the camera's numbers.",
            ),
        ),
        "tug_ai_league": (
            "Three Villages Tug of War League",
            "The pull meter and its AI readout",
            (
                "This season the league anchors the rope to a load cell, and a small AI model"
                " turns the raw readings into a chart of each team's pull over the bout.",
                "The chart is only for training. Bouts are still won by dragging the centre"
                " mark over the line, and the judge's call is final.",
                "Teams can download their charts after each fixture; the model flags sudden"
                " jerks so that coaches can work on a steadier heave.",
            ),
        ),
    },
    "es": {
        "marble_alley_club": (
            "Club de Canicas del Callejón del Pozo",
            "Partidas de los martes y el torneo de verano",
            (
                "Cada martes a las seis dibujamos el círculo con tiza en las losas detrás de la"
                " iglesia y jugamos hasta que se va la luz; trae tu tirador o pide uno de la lata.",
                "El torneo de verano dura cuatro fines de semana de julio. Las parejas se sortean,"
                " las partidas son a siete y la final se juega en la bolera.",
                "Los socios barren el callejón y dejan libre la rejilla del desagüe. Si una canica"
                " cae a la cuneta, allí se queda hasta acabar la partida, por costumbre del club.",
            ),
        ),
        "boomerang_school": (
            "Escuela de Bumerán Cerro Ventoso",
            "Aprender a lanzar, y a recoger, en la explanada",
            (
                "Los principiantes empiezan con un bumerán ligero de tres palas que vuelve en un"
                " círculo pequeño, para que nadie tenga que correr mucho el primer día.",
                "Damos clase en la parte norte de la explanada, lejos del camino, y paramos"
                " cuando el viento pasa de brisa constante.",
                "Tras seis sesiones casi todos lanzan un bumerán de dos palas y lo atrapan con"
                " las dos manos; los más aficionados pasan a las jornadas de distancia en otoño.",
            ),
        ),
        "music_box_restorers": (
            "Restauradores de Cajas de Música La Manivela",
            "Qué pasa cuando nos trae una caja de música",
            (
                "Abrimos la caja, fotografiamos el mecanismo y escuchamos la melodía antes de"
                " tocar nada, para que sepa exactamente lo que encontramos.",
                "Las púas rotas del peine se sustituyen una a una y se afinan de oído con las"
                " notas vecinas; las clavijas del cilindro se enderezan con lupa.",
                "Casi todas las reparaciones tardan entre tres y seis semanas. Antes de cerrar la"
                " caja le enviamos una grabación breve de la melodía.",
            ),
        ),
        "cyanotype_darkroom": (
            "Cuarto Oscuro Azul de Prusia",
            "Sesiones abiertas de impresión al sol",
            (
                "El cuarto oscuro abre los sábados por la mañana para la cianotipia. El papel se"
                " emulsiona la noche anterior y se guarda en cajas opacas.",
                "En días de sol la exposición dura unos diez minutos en la azotea; si está"
                " nublado usamos la insoladora del sótano y se tarda algo más.",
                "Las copias se lavan con agua corriente hasta que desaparece el amarillo y se"
                " cuelgan junto a la ventana. Marque las suyas a lápiz por detrás.",
            ),
        ),
        "pysanky_ai_studio": (
            "Estudio Cera y Tinte",
            "Un asistente de IA para planificar pysanky",
            (
                "Nuestro asistente es una herramienta de IA que propone el orden de los baños de"
                " tinte para un diseño que usted ha dibujado, del amarillo más claro al negro.",
                "Mira las zonas que quiere dejar blancas o de color y sugiere dónde va la cera en"
                " cada paso; suele equivocarse con las franjas curvas, así que revíselo.",
                "La herramienta funciona en el navegador. Las fotos de sus huevos se quedan en su"
                " dispositivo y nunca se usan para entrenar el modelo.",
            ),
        ),
        "slingshot_ai_range": (
            "Campo de Tirachinas El Zarzal",
            "Cómo lee la cámara con IA sus dianas",
            (
                "Cada calle tiene una cámara sobre la diana. Un modelo de IA marca dónde cae cada"
                " bola de arcilla y suma la puntuación de la ronda.",
                "El modelo se entrenó con miles de fotos de nuestras propias dianas y acierta de"
                " día; con lluvia o sol bajo, el juez de campo revisa cada marca a ojo.",
                "Puede pedir un recuento manual en la caseta cuando quiera. El recuento humano"
                " siempre prevalece sobre los números de la cámara.",
            ),
        ),
        "tug_ai_league": (
            "Liga de la Soga de los Tres Pueblos",
            "El medidor de tirón y su lectura con IA",
            (
                "Esta temporada la liga ancla la cuerda a una célula de carga, y un pequeño modelo"
                " de IA convierte las lecturas en una gráfica del tirón de cada equipo.",
                "La gráfica es solo para entrenar. Los combates se siguen ganando al pasar la"
                " marca central por la línea, y la decisión del juez es definitiva.",
                "Los equipos pueden descargar sus gráficas después de cada jornada; el modelo"
                " señala los tirones bruscos para que los entrenadores trabajen un esfuerzo más"
                " constante.",
            ),
        ),
    },
    "pt": {
        "marble_alley_club": (
            "Clube de Berlindes do Beco da Fonte",
            "Jogos de terça-feira e o torneio de verão",
            (
                "Todas as terças às seis desenhamos o círculo a giz nas lajes atrás da capela e"
                " jogamos até faltar a luz; traga o seu atirador ou peça um emprestado da lata.",
                "O torneio de verão decorre em quatro fins de semana de julho. Os pares são"
                " sorteados, os jogos vão a sete e a final joga-se no relvado da malha.",
                "Os sócios varrem o beco e mantêm a grelha do esgoto desimpedida. Se um berlinde"
                " cair na valeta, fica lá até ao fim do jogo, por costume antigo do clube.",
            ),
        ),
        "boomerang_school": (
            "Escola de Bumerangue da Charneca",
            "Aprender a lançar, e a apanhar, no baldio",
            (
                "Os principiantes começam com um bumerangue leve de três pás que volta num"
                " círculo pequeno, para ninguém ter de correr muito na primeira manhã.",
                "As aulas são no lado norte do baldio, longe do caminho, e paramos quando o vento"
                " passa de uma brisa constante.",
                "Ao fim de seis sessões quase todos lançam um bumerangue de duas pás e apanham-no"
                " com as duas mãos; os mais entusiastas passam às jornadas de distância no outono.",
            ),
        ),
        "music_box_restorers": (
            "Restauro de Caixas de Música O Cilindro",
            "O que acontece quando nos traz uma caixa de música",
            (
                "Abrimos a caixa, fotografamos o mecanismo e ouvimos a melodia antes de mexer em"
                " alguma coisa, para que saiba exatamente o que encontrámos.",
                "Os dentes partidos do pente são substituídos um a um e afinados de ouvido pelas"
                " notas vizinhas; os pinos do cilindro são endireitados à lupa.",
                "A maioria das reparações leva entre três e seis semanas. Antes de fechar a caixa"
                " enviamos-lhe uma pequena gravação da melodia.",
            ),
        ),
        "cyanotype_darkroom": (
            "Câmara Escura Azul da Prússia",
            "Sessões abertas de impressão ao sol",
            (
                "A câmara escura abre aos sábados de manhã para a cianotipia. O papel é"
                " sensibilizado na véspera e guardado em caixas opacas.",
                "Com sol a exposição demora uns dez minutos no terraço; em dias cinzentos usamos"
                " a caixa de luz ultravioleta da cave e demora um pouco mais.",
                "As provas são lavadas em água corrente até o amarelo desaparecer e depois"
                " penduradas junto à janela. Identifique as suas a lápis, no verso.",
            ),
        ),
        "pysanky_ai_studio": (
            "Estúdio Cera e Tinta",
            "Um assistente de IA para planear pysanky",
            (
                "O nosso assistente é uma ferramenta de IA que propõe a ordem dos banhos de"
                " tinta para um desenho que fez, do amarelo mais claro até ao preto.",
                "Analisa as zonas que quer manter brancas ou coloridas e sugere onde vai a cera"
                " em cada passo; engana-se muitas vezes nas faixas curvas, por isso confirme.",
                "A ferramenta corre no navegador. As fotografias dos seus ovos ficam no seu"
                " dispositivo e nunca são usadas para treinar o modelo.",
            ),
        ),
        "slingshot_ai_range": (
            "Carreira de Fisga do Silvado",
            "Como a câmara com IA lê os seus alvos",
            (
                "Cada pista tem uma câmara por cima do alvo. Um modelo de IA marca onde cai cada"
                " bola de barro e soma a pontuação da ronda.",
                "O modelo foi treinado com milhares de fotografias dos nossos alvos e acerta"
                " bem de dia; com chuva ou sol baixo, o juiz de pista confirma cada marca a olho.",
                "Pode pedir uma recontagem manual na casota a qualquer momento. A recontagem"
                " humana prevalece sempre sobre os números da câmara.",
            ),
        ),
        "tug_ai_league": (
            "Liga do Jogo da Corda das Três Aldeias",
            "O medidor de força e a leitura por IA",
            (
                "Esta época a liga prende a corda a uma célula de carga, e um pequeno modelo de"
                " IA transforma as leituras num gráfico da força de cada equipa.",
                "O gráfico serve só para treino. Os jogos continuam a ganhar-se puxando a marca"
                " central para lá da linha, e a decisão do juiz é final.",
                "As equipas podem descarregar os gráficos depois de cada jornada; o modelo"
                " assinala os puxões bruscos para que os treinadores trabalhem um esforço mais"
                " regular.",
            ),
        ),
    },
}
