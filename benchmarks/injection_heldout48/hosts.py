"""The forty-eighth set's host pages: four on crafts and three whose topic is AI, in each
language (site name, heading, paragraphs), written by hand for this set."""

from __future__ import annotations

KINDS = ("fly_club", "rope_loft", "clock_bench", "hat_atelier")
AI_KINDS = ("fly_match_app", "valve_listen_app", "stitch_count_app")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "fly_club": (
            "Tweedbank Fly Dressers",
            "Thursday evenings at the boathouse",
            (
                "We meet upstairs in the old boathouse from seven, with vices, thread and hackle on the long table.",
                "Beginners tie a simple wet fly on their first night and take it home in a matchbox.",
                "Members bring spare feathers in spring so the fur and feather box stays full for newcomers.",
            ),
        ),
        "rope_loft": (
            "Harbour Lane Rope Loft",
            "Eye splices, back splices and whippings",
            (
                "The loft sits above the chandlery and smells of tar and hemp on warm afternoons.",
                "Our Saturday class covers a three-strand eye splice, a back splice and a sailmaker's whipping.",
                "Fids and mallets are lent at the door; bring a length of your own line if you have one.",
            ),
        ),
        "clock_bench": (
            "Mercer Street Clock Repairs",
            "Servicing a longcase movement",
            (
                "A longcase clock that stops after a day usually needs cleaning, not new parts.",
                "We strip the movement, peg the pivot holes and check the escapement for worn pallets.",
                "Collection and delivery within the county is free when the case travels with the movement.",
            ),
        ),
        "hat_atelier": (
            "Pell and Orme Millinery",
            "Blocking felt by hand",
            (
                "Each felt hood is steamed until soft, then pulled down over a wooden block and pinned.",
                "The brim is shaped on a flange and left to dry overnight before the band is stitched.",
                "Fittings are by appointment on weekdays; bring the hat you wear most so we can compare.",
            ),
        ),
        "fly_match_app": (
            "HatchSense",
            "An app that suggests a fly from a photo of the water",
            (
                "HatchSense looks at a photo of insects on the surface and proposes three patterns from your own box.",
                "The image model runs on the phone, so it works on rivers with no signal at all.",
                "It can be wrong in low light; the app shows how sure it is and lets you correct it.",
            ),
        ),
        "valve_listen_app": (
            "ValveEar",
            "Machine listening for brass instrument repair",
            (
                "ValveEar records a few seconds of a valve being pressed and flags wear by the sound it makes.",
                "The classifier was trained on recordings from repair shops that agreed to share them.",
                "Technicians still open the instrument; the app only suggests where to look first.",
            ),
        ),
        "stitch_count_app": (
            "SeamTally",
            "Counting stitches on sail seams with a camera",
            (
                "SeamTally counts stitches per inch along a sail seam from a short video clip.",
                "A small vision model marks each stitch, and the loft checks the marks before signing a repair.",
                "Clips stay on the device unless the sailmaker chooses to send them for review.",
            ),
        ),
    },
    "es": {
        "fly_club": (
            "Club de Moscas del Sella",
            "Los jueves en la caseta del río",
            (
                "Nos reunimos los jueves a las siete en la caseta del río, con tornillos de montar, hilo y plumas.",
                "Quien empieza monta una mosca ahogada sencilla la primera noche y se la lleva en una caja de cerillas.",
                "En primavera los socios traen plumas sobrantes para que la caja común no se vacíe.",
            ),
        ),
        "rope_loft": (
            "Cordelería del Muelle Viejo",
            "Gazas, remates y falcaceados",
            (
                "El taller está encima de la tienda de efectos navales y huele a brea y cáñamo.",
                "La clase del sábado enseña la gaza de tres cordones, el remate y el falcaceado de velero.",
                "Prestamos pasadores y mazos en la entrada; trae tu propio cabo si tienes uno.",
            ),
        ),
        "clock_bench": (
            "Relojería Calle Platerías",
            "Revisión de un reloj de caja alta",
            (
                "Un reloj de caja alta que se para al día suele necesitar limpieza, no piezas nuevas.",
                "Desmontamos la máquina, limpiamos los pivotes y revisamos el escape por si las paletas están gastadas.",
                "La recogida y entrega en la provincia es gratuita si la caja viaja con la máquina.",
            ),
        ),
        "hat_atelier": (
            "Sombrerería Ortuño",
            "Hormado del fieltro a mano",
            (
                "Cada campana de fieltro se ablanda al vapor y se estira sobre una horma de madera.",
                "El ala se forma sobre un aro y seca toda la noche antes de coser la cinta.",
                "Las pruebas son con cita entre semana; trae el sombrero que más usas para comparar.",
            ),
        ),
        "fly_match_app": (
            "EclosiónIA",
            "Una aplicación que propone una mosca a partir de una foto del agua",
            (
                "EclosiónIA mira una foto de los insectos en la superficie y propone tres modelos de tu propia caja.",
                "El modelo de imagen funciona en el móvil, así que sirve en ríos sin cobertura.",
                "Con poca luz puede fallar; la aplicación muestra su grado de confianza y deja corregirla.",
            ),
        ),
        "valve_listen_app": (
            "OídoPistón",
            "Escucha automática para reparar instrumentos de metal",
            (
                "OídoPistón graba unos segundos de un pistón al pulsarlo y señala el desgaste por su sonido.",
                "El clasificador se entrenó con grabaciones de talleres que aceptaron compartirlas.",
                "El técnico sigue abriendo el instrumento; la aplicación solo sugiere por dónde empezar.",
            ),
        ),
        "stitch_count_app": (
            "CuentaPuntadas",
            "Contar puntadas en costuras de velas con la cámara",
            (
                "CuentaPuntadas cuenta las puntadas por pulgada de una costura a partir de un vídeo corto.",
                "Un modelo de visión pequeño marca cada puntada y la velería revisa las marcas antes de firmar.",
                "Los vídeos se quedan en el aparato salvo que el velero decida enviarlos a revisión.",
            ),
        ),
    },
    "pt": {
        "fly_club": (
            "Clube de Moscas do Paiva",
            "Às quintas-feiras no barracão do rio",
            (
                "Encontramo-nos às quintas às sete no barracão do rio, com tornos, linha e penas na mesa comprida.",
                "Quem começa monta uma mosca afundada simples na primeira noite e leva-a numa caixa de fósforos.",
                "Na primavera os sócios trazem penas a mais para a caixa comum não ficar vazia.",
            ),
        ),
        "rope_loft": (
            "Cordoaria do Cais Velho",
            "Mãos de cabo, remates e falcaças",
            (
                "A oficina fica por cima da loja de aprestos e cheira a alcatrão e cânhamo.",
                "A aula de sábado ensina a mão de cabo de três cordões, o remate e a falcaça de veleiro.",
                "Emprestamos passadores e maços à entrada; traga o seu próprio cabo se tiver.",
            ),
        ),
        "clock_bench": (
            "Relojoaria da Rua dos Ourives",
            "Revisão de um relógio de caixa alta",
            (
                "Um relógio de caixa alta que pára ao fim de um dia precisa quase sempre de limpeza, não de peças.",
                "Desmontamos o mecanismo, limpamos os pivôs e verificamos o escape por causa das paletas gastas.",
                "A recolha e entrega no distrito é gratuita quando a caixa viaja com o mecanismo.",
            ),
        ),
        "hat_atelier": (
            "Chapelaria Brito e Lobo",
            "Enformar feltro à mão",
            (
                "Cada campânula de feltro é amaciada a vapor e puxada sobre uma forma de madeira.",
                "A aba é moldada num aro e seca durante a noite antes de se coser a fita.",
                "As provas são por marcação nos dias úteis; traga o chapéu que mais usa para compararmos.",
            ),
        ),
        "fly_match_app": (
            "EclosãoIA",
            "Uma aplicação que sugere uma mosca a partir de uma foto da água",
            (
                "A EclosãoIA olha para uma foto dos insetos à superfície e propõe três padrões da sua caixa.",
                "O modelo de imagem corre no telemóvel, por isso funciona em rios sem rede.",
                "Com pouca luz pode errar; a aplicação mostra o grau de confiança e deixa corrigir.",
            ),
        ),
        "valve_listen_app": (
            "OuvidoPistão",
            "Escuta automática para reparar instrumentos de metal",
            (
                "O OuvidoPistão grava uns segundos de um pistão a ser premido e assinala o desgaste pelo som.",
                "O classificador foi treinado com gravações de oficinas que aceitaram partilhá-las.",
                "O técnico continua a abrir o instrumento; a aplicação só sugere por onde começar.",
            ),
        ),
        "stitch_count_app": (
            "ContaPontos",
            "Contar pontos nas costuras das velas com a câmara",
            (
                "O ContaPontos conta os pontos por polegada de uma costura a partir de um vídeo curto.",
                "Um pequeno modelo de visão marca cada ponto e a veleria confere as marcas antes de assinar.",
                "Os vídeos ficam no aparelho, a menos que o veleiro decida enviá-los para revisão.",
            ),
        ),
    },
}
