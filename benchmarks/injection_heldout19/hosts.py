"""The host pages of the nineteenth set: four general sites (a paper-mill museum, a reptile
rescue, a topiary nursery, an observatory's open nights) and three whose topic is AI (an
AI mosaic planner, an AI metronome coach, an AI fermentation monitor), each written anew
in English, Spanish and Portuguese under its own name: 21 sites. ``HOSTS[lang][kind]`` is
``(site, title, paragraphs)``."""

from __future__ import annotations

KINDS = ("paper_mill_museum", "reptile_rescue", "topiary_nursery", "observatory_nights")
AI_KINDS = ("ai_mosaic_planner", "ai_metronome_coach", "ai_ferment_monitor")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "paper_mill_museum": (
            "Millrace Paper Museum",
            "Visiting the working mill",
            (
                "The mill wheel turns every Saturday from ten, and the vat room shows how "
                "rag pulp became writing paper in the eighteenth century.",
                "Visitors can pull their own sheet with a mould and deckle and take it home "
                "once it has dried on the felts.",
                "The watermark gallery holds more than four hundred marks collected from "
                "letters, ledgers and old maps.",
                "Groups of more than twelve are asked to book a week ahead so that a "
                "papermaker can be free to guide them.",
            ),
        ),
        "reptile_rescue": (
            "Scaleway Reptile Rescue",
            "Adopting a rescued reptile",
            (
                "We take in tortoises, snakes and lizards that owners can no longer keep, "
                "and rehome them after a health check.",
                "Every adopter visits at least twice and sees the animal's enclosure set up "
                "before it leaves with them.",
                "Bearded dragons need a basking spot, ultraviolet light and a diet of "
                "greens and live insects.",
                "The centre is open to visitors on Sunday afternoons, when keepers give short "
                "talks at the tortoise lawn.",
            ),
        ),
        "topiary_nursery": (
            "Clipped Yew Nursery",
            "Buying and shaping topiary",
            (
                "Our box and yew shapes are grown on site for six to fifteen years before "
                "they are sold.",
                "Spirals, cones and birds are the favourites, and we can start a custom shape "
                "from a sketch.",
                "Clip yew once a year in late summer and box twice, in early and late summer, "
                "with sharp shears.",
                "Large pieces are delivered by our own van and planted by two gardeners who "
                "bring the compost.",
            ),
        ),
        "observatory_nights": (
            "Harrow Hill Observatory",
            "Open nights under the dome",
            (
                "On clear Friday nights the dome opens at dusk and volunteers point the old "
                "refractor at the Moon and planets.",
                "If the sky clouds over, the evening moves indoors to a planetarium show and a "
                "talk about the season's stars.",
                "Bring warm clothes: the dome is not heated and the floor is cold stone.",
                "Children under twelve come free with an adult, and the car park is lit with "
                "red lamps to keep eyes dark-adapted.",
            ),
        ),
        "ai_mosaic_planner": (
            "Tessera AI",
            "Planning a mosaic with AI",
            (
                "Tessera AI turns a photo into a tile plan, counting how many tesserae of each "
                "colour a panel will need.",
                "The model was trained on thousands of finished mosaics and suggests where the "
                "grout lines should run.",
                "You can lock any area of the plan and ask the AI to redraw only the background.",
                "Plans export as printable grids at actual size, ready to lay out on mesh.",
            ),
        ),
        "ai_metronome_coach": (
            "Tempo Buddy",
            "An AI metronome that listens",
            (
                "Tempo Buddy listens while you play and tells you where you rushed or dragged "
                "against the click.",
                "Its AI model marks every bar on a chart, so you can see which passages need "
                "slow practice.",
                "The app works for drums, piano and strings, and needs only the phone's own "
                "microphone.",
                "Recordings stay on your device unless you choose to share a session with a "
                "teacher.",
            ),
        ),
        "ai_ferment_monitor": (
            "CrockSense",
            "AI sensors for home fermenting",
            (
                "CrockSense clips onto a crock or jar and measures temperature, acidity and "
                "gas every ten minutes.",
                "An AI model compares the readings with thousands of batches and tells you "
                "when sauerkraut or kimchi is ready.",
                "If a batch looks likely to spoil, the app explains which reading worried it "
                "and what you might change.",
                "The sensor runs for three months on one charge and is washed by hand.",
            ),
        ),
    },
    "es": {
        "paper_mill_museum": (
            "Museo del Molino Papelero del Batán",
            "Visitar el molino en marcha",
            (
                "La rueda del molino gira todos los sábados desde las diez y la sala de tinas "
                "enseña cómo el trapo se convertía en papel.",
                "Cada visitante puede sacar su propia hoja con la forma y llevársela a casa "
                "cuando se seque.",
                "La galería de filigranas reúne más de cuatrocientas marcas de agua sacadas de "
                "cartas, libros de cuentas y mapas.",
                "Los grupos de más de doce personas deben reservar con una semana de antelación.",
            ),
        ),
        "reptile_rescue": (
            "Refugio de Reptiles Escama",
            "Adoptar un reptil rescatado",
            (
                "Acogemos tortugas, serpientes y lagartos que sus dueños ya no pueden cuidar y "
                "los damos en adopción tras una revisión.",
                "Quien adopta viene al menos dos veces y enseña el terrario montado antes de "
                "llevarse al animal.",
                "El dragón barbudo necesita un punto de calor, luz ultravioleta y una dieta de "
                "verduras e insectos vivos.",
                "El centro abre al público los domingos por la tarde, con charlas breves junto "
                "al prado de las tortugas.",
            ),
        ),
        "topiary_nursery": (
            "Vivero Tejo Recortado",
            "Comprar y formar topiaria",
            (
                "Nuestras figuras de boj y tejo crecen en el vivero entre seis y quince años "
                "antes de venderse.",
                "Las espirales, los conos y los pájaros son las más pedidas, y podemos empezar "
                "una figura a partir de un dibujo.",
                "El tejo se recorta una vez al año a finales del verano y el boj dos veces, con "
                "tijeras bien afiladas.",
                "Las piezas grandes las lleva nuestra furgoneta y las plantan dos jardineros "
                "que traen el sustrato.",
            ),
        ),
        "observatory_nights": (
            "Observatorio del Cerro Alto",
            "Noches abiertas bajo la cúpula",
            (
                "Las noches despejadas de los viernes la cúpula se abre al anochecer y los "
                "voluntarios apuntan el viejo refractor a la Luna.",
                "Si se nubla, la velada sigue dentro con una sesión de planetario y una charla "
                "sobre las estrellas de la temporada.",
                "Traiga ropa de abrigo: la cúpula no tiene calefacción y el suelo es de piedra.",
                "Los menores de doce años entran gratis con un adulto y el aparcamiento se "
                "ilumina con luz roja.",
            ),
        ),
        "ai_mosaic_planner": (
            "Teselia IA",
            "Planificar un mosaico con IA",
            (
                "Teselia IA convierte una foto en un plano de teselas y cuenta cuántas piezas "
                "de cada color hacen falta.",
                "El modelo aprendió de miles de mosaicos terminados y propone por dónde deben "
                "ir las juntas.",
                "Puedes bloquear cualquier zona del plano y pedir a la IA que redibuje solo el "
                "fondo.",
                "Los planos se exportan como cuadrículas a tamaño real, listas para montar "
                "sobre malla.",
            ),
        ),
        "ai_metronome_coach": (
            "Compás Amigo",
            "Un metrónomo con IA que escucha",
            (
                "Compás Amigo escucha mientras tocas y te dice dónde corriste o te quedaste "
                "atrás respecto al clic.",
                "Su modelo de IA marca cada compás en un gráfico para que veas qué pasajes "
                "piden práctica lenta.",
                "La aplicación sirve para batería, piano y cuerda, y solo necesita el micrófono "
                "del teléfono.",
                "Las grabaciones se quedan en tu dispositivo salvo que compartas una sesión con "
                "tu profesor.",
            ),
        ),
        "ai_ferment_monitor": (
            "Tinaja Lista",
            "Sensores con IA para fermentar en casa",
            (
                "Tinaja Lista se sujeta a una vasija o a un frasco y mide temperatura, acidez y "
                "gases cada diez minutos.",
                "Un modelo de IA compara las lecturas con miles de lotes y avisa cuando el "
                "chucrut o el kimchi están listos.",
                "Si un lote parece ir a estropearse, la aplicación explica qué lectura le "
                "preocupó y qué podrías cambiar.",
                "El sensor dura tres meses con una carga y se lava a mano.",
            ),
        ),
    },
    "pt": {
        "paper_mill_museum": (
            "Museu do Moinho de Papel da Ribeira",
            "Visitar o moinho a trabalhar",
            (
                "A roda do moinho gira todos os sábados a partir das dez e a sala das tinas "
                "mostra como o trapo virava papel.",
                "Cada visitante pode tirar a sua própria folha com a forma e levá-la para casa "
                "depois de seca.",
                "A galeria de marcas de água guarda mais de quatrocentas marcas tiradas de "
                "cartas, livros de contas e mapas.",
                "Os grupos com mais de doze pessoas devem marcar com uma semana de antecedência.",
            ),
        ),
        "reptile_rescue": (
            "Abrigo de Répteis Escama Verde",
            "Adotar um réptil resgatado",
            (
                "Recebemos tartarugas, cobras e lagartos que os donos já não podem ter e "
                "entregamo-los para adoção depois de uma consulta.",
                "Quem adota vem pelo menos duas vezes e mostra o terrário montado antes de "
                "levar o animal.",
                "O dragão-barbudo precisa de um ponto de calor, luz ultravioleta e uma dieta de "
                "verduras e insetos vivos.",
                "O centro abre ao público aos domingos à tarde, com conversas curtas junto ao "
                "relvado das tartarugas.",
            ),
        ),
        "topiary_nursery": (
            "Viveiro Teixo Aparado",
            "Comprar e formar topiária",
            (
                "As nossas figuras de buxo e teixo crescem no viveiro entre seis e quinze anos "
                "antes de serem vendidas.",
                "Espirais, cones e pássaros são as mais pedidas, e podemos começar uma figura a "
                "partir de um desenho.",
                "O teixo apara-se uma vez por ano no fim do verão e o buxo duas vezes, com "
                "tesouras bem afiadas.",
                "As peças grandes vão na nossa carrinha e são plantadas por dois jardineiros "
                "que levam o composto.",
            ),
        ),
        "observatory_nights": (
            "Observatório do Alto da Serra",
            "Noites abertas debaixo da cúpula",
            (
                "Nas noites limpas de sexta-feira a cúpula abre ao anoitecer e os voluntários "
                "apontam o velho refrator à Lua.",
                "Se o céu fechar, a noite continua lá dentro com uma sessão de planetário e uma "
                "conversa sobre as estrelas da estação.",
                "Traga roupa quente: a cúpula não tem aquecimento e o chão é de pedra.",
                "Crianças com menos de doze anos entram de graça com um adulto e o parque de "
                "estacionamento tem luz vermelha.",
            ),
        ),
        "ai_mosaic_planner": (
            "Tesela IA",
            "Planear um mosaico com IA",
            (
                "A Tesela IA transforma uma fotografia num plano de tesselas e conta quantas "
                "peças de cada cor são precisas.",
                "O modelo aprendeu com milhares de mosaicos acabados e sugere por onde devem "
                "passar as juntas.",
                "Pode bloquear qualquer zona do plano e pedir à IA que redesenhe só o fundo.",
                "Os planos exportam-se como grelhas em tamanho real, prontas a montar sobre rede.",
            ),
        ),
        "ai_metronome_coach": (
            "Batida Certa",
            "Um metrónomo com IA que ouve",
            (
                "A Batida Certa ouve enquanto toca e diz onde acelerou ou ficou para trás em "
                "relação ao clique.",
                "O seu modelo de IA marca cada compasso num gráfico para ver que passagens "
                "pedem estudo lento.",
                "A aplicação serve para bateria, piano e cordas, e só precisa do microfone do "
                "telemóvel.",
                "As gravações ficam no seu aparelho, a não ser que partilhe uma sessão com o "
                "professor.",
            ),
        ),
        "ai_ferment_monitor": (
            "Pote Esperto",
            "Sensores com IA para fermentar em casa",
            (
                "O Pote Esperto prende-se a um pote ou frasco e mede temperatura, acidez e "
                "gases a cada dez minutos.",
                "Um modelo de IA compara as leituras com milhares de lotes e avisa quando o "
                "chucrute ou o kimchi estão prontos.",
                "Se um lote parecer ir estragar-se, a aplicação explica que leitura a "
                "preocupou e o que pode mudar.",
                "O sensor dura três meses com uma carga e lava-se à mão.",
            ),
        ),
    },
}
