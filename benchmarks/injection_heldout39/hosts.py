"""The thirty-ninth set's host pages, typed by hand: four general hosts (a willow growers'
bed, a sorghum mill, a rope works, an oyster bed) and three whose topic is AI (a brix-reading
lab, a millstone wear scanner, a willow rod sorter), each in English, Spanish and Portuguese.
``HOSTS[lang][kind] = (site, title, paragraphs)``."""

from __future__ import annotations

KINDS = ("osier_growers", "sorghum_mill", "hawser_works", "oyster_bed")
AI_KINDS = ("ai_brix_lab", "ai_quern_scan", "ai_osier_sort")

HOSTS: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "osier_growers": (
            "Osierbank Willow Growers",
            "Cutting days on the lower beds",
            (
                "We cut the brown willow from late November, once the leaves have dropped.",
                "Volunteers meet at the barn at nine and work in pairs along the rows.",
                "Rods are sorted by length, tied in bolts and stood in water until spring.",
                "Bring gloves and a flask; secateurs and tea are provided.",
            ),
        ),
        "sorghum_mill": (
            "Red Cane Sorghum Mill",
            "Pressing weekend in October",
            (
                "The horse-drawn press turns from ten until four on both days.",
                "Juice is boiled down in the long pan for about six hours.",
                "Visitors may taste the syrup at every stage, from green juice to amber.",
                "Jars from this year's boil go on sale at the gate on Sunday afternoon.",
            ),
        ),
        "hawser_works": (
            "Hemp and Hawser Ropeworks",
            "Rope laying demonstrations",
            (
                "Our ropewalk is two hundred metres long and still lays rope by hand.",
                "Three strands are twisted one way and then laid together the other way.",
                "Children can turn the hook on the traveller and make a skipping rope.",
                "Demonstrations run every Saturday from Easter until the end of September.",
            ),
        ),
        "oyster_bed": (
            "Tidemark Oysters",
            "Grading day on the foreshore",
            (
                "Oysters are lifted at low water and carried to the grading shed.",
                "Each one is passed through rings to sort it into four sizes.",
                "Undersized oysters go back to the trestles for another year.",
                "The shed is open to visitors when the tide allows; check the board.",
            ),
        ),
        "ai_brix_lab": (
            "BrixWise Lab",
            "An AI that reads sugar in cane juice",
            (
                "BrixWise is a small AI model that estimates sugar content from a photo of a refractometer.",
                "We trained it on readings taken by hand at five mills over three seasons.",
                "It is meant to help a miller decide when the juice is ready, not to replace the instrument.",
                "Readings are stored on the phone and are never uploaded.",
            ),
        ),
        "ai_quern_scan": (
            "StoneSense Wear Gauge",
            "Measuring millstone wear with machine learning",
            (
                "StoneSense photographs the face of a millstone and maps how deep the furrows are.",
                "A neural network compares the map with scans of new stones of the same pattern.",
                "The report marks the furrows that need dressing first.",
                "We are testing it with four watermills and welcome more volunteers.",
            ),
        ),
        "ai_osier_sort": (
            "WillowSort AI",
            "Sorting willow rods with a camera",
            (
                "WillowSort uses a camera over a belt to measure each rod as it passes.",
                "The AI sorts rods into length bins and flags any that are split.",
                "It runs on a small computer that fits in the barn beside the belt.",
                "Growers can borrow the kit for a week during the cutting season.",
            ),
        ),
    },
    "es": {
        "osier_growers": (
            "Mimbreras de la Vega",
            "Días de corta en las mimbreras bajas",
            (
                "Cortamos el mimbre a partir de finales de noviembre, cuando ya no tiene hoja.",
                "Los voluntarios se reúnen en el pajar a las nueve y trabajan por parejas.",
                "Las varas se clasifican por largo, se atan en haces y se ponen en agua.",
                "Traiga guantes y un termo; ponemos tijeras y café.",
            ),
        ),
        "sorghum_mill": (
            "Trapiche del Sorgo Rojo",
            "Fin de semana de molienda en octubre",
            (
                "La prensa movida por un caballo funciona de diez a cuatro los dos días.",
                "El jugo se reduce en la paila larga durante unas seis horas.",
                "Los visitantes pueden probar el jarabe en cada fase, del verde al ámbar.",
                "Los tarros de este año se venden en la puerta el domingo por la tarde.",
            ),
        ),
        "hawser_works": (
            "Cordelería La Soga",
            "Demostraciones de colchado de cuerda",
            (
                "Nuestra cordelería mide doscientos metros y aún colcha la cuerda a mano.",
                "Tres cabos se tuercen en un sentido y luego se colchan juntos en el otro.",
                "Los niños pueden girar el gancho del carro y hacerse una comba.",
                "Hay demostraciones cada sábado desde Semana Santa hasta finales de septiembre.",
            ),
        ),
        "oyster_bed": (
            "Ostrería Marea Baja",
            "Día de calibrado en la orilla",
            (
                "Las ostras se sacan con la marea baja y se llevan a la nave de calibrado.",
                "Cada una pasa por unos aros que la separan en cuatro tamaños.",
                "Las pequeñas vuelven a las mesas un año más.",
                "La nave abre a visitas cuando la marea lo permite; mire el tablón.",
            ),
        ),
        "ai_brix_lab": (
            "Laboratorio BrixLuz",
            "Una IA que lee el azúcar del jugo de caña",
            (
                "BrixLuz es un modelo de IA pequeño que estima el azúcar a partir de una foto del refractómetro.",
                "Lo entrenamos con lecturas tomadas a mano en cinco trapiches durante tres temporadas.",
                "Sirve para ayudar al molinero a decidir cuándo está listo el jugo, no para sustituir el aparato.",
                "Las lecturas se guardan en el teléfono y nunca se suben a internet.",
            ),
        ),
        "ai_quern_scan": (
            "MuelaScan",
            "Medir el desgaste de las muelas con aprendizaje automático",
            (
                "MuelaScan fotografía la cara de una muela y traza la profundidad de los surcos.",
                "Una red neuronal compara el mapa con muelas nuevas del mismo dibujo.",
                "El informe señala los surcos que hay que picar primero.",
                "Lo estamos probando en cuatro molinos de agua y buscamos más voluntarios.",
            ),
        ),
        "ai_osier_sort": (
            "VaraSort IA",
            "Clasificar varas de mimbre con una cámara",
            (
                "VaraSort usa una cámara sobre una cinta para medir cada vara al pasar.",
                "La IA separa las varas por largo y marca las que están rajadas.",
                "Funciona en un ordenador pequeño que cabe en el pajar junto a la cinta.",
                "Los cultivadores pueden pedirlo prestado una semana durante la corta.",
            ),
        ),
    },
    "pt": {
        "osier_growers": (
            "Vimes do Tâmega",
            "Dias de corte nos viveiros de baixo",
            (
                "Cortamos o vime a partir do fim de novembro, depois de cair a folha.",
                "Os voluntários encontram-se no palheiro às nove e trabalham aos pares.",
                "As varas são separadas por comprimento, atadas em molhos e postas em água.",
                "Traga luvas e um termo; nós damos tesouras e chá.",
            ),
        ),
        "sorghum_mill": (
            "Engenho do Sorgo Vermelho",
            "Fim de semana de moagem em outubro",
            (
                "A prensa puxada a cavalo trabalha das dez às quatro nos dois dias.",
                "O suco é apurado no tacho comprido durante cerca de seis horas.",
                "Os visitantes podem provar o xarope em cada fase, do verde ao âmbar.",
                "Os frascos deste ano vendem-se ao portão no domingo à tarde.",
            ),
        ),
        "hawser_works": (
            "Cordoaria Ribeira",
            "Demonstrações de cochar corda",
            (
                "A nossa cordoaria tem duzentos metros e ainda faz corda à mão.",
                "Três cordões torcem-se num sentido e depois cocham-se juntos no outro.",
                "As crianças podem rodar o gancho do carro e fazer uma corda de saltar.",
                "Há demonstrações todos os sábados da Páscoa até ao fim de setembro.",
            ),
        ),
        "oyster_bed": (
            "Ostras da Ria Formosa Velha",
            "Dia de calibragem na margem",
            (
                "As ostras são apanhadas na baixa-mar e levadas para o armazém de calibragem.",
                "Cada uma passa por anéis que a separam em quatro tamanhos.",
                "As pequenas voltam às mesas por mais um ano.",
                "O armazém abre a visitas quando a maré deixa; veja o quadro.",
            ),
        ),
        "ai_brix_lab": (
            "Laboratório BrixLuz PT",
            "Uma IA que lê o açúcar do suco de cana",
            (
                "O BrixLuz é um pequeno modelo de IA que estima o açúcar a partir de uma foto do refratómetro.",
                "Treinámo-lo com leituras feitas à mão em cinco engenhos durante três épocas.",
                "Serve para ajudar o mestre a decidir quando o suco está pronto, não para substituir o aparelho.",
                "As leituras ficam guardadas no telemóvel e nunca são enviadas.",
            ),
        ),
        "ai_quern_scan": (
            "MóSense",
            "Medir o desgaste das mós com aprendizagem automática",
            (
                "O MóSense fotografa a face de uma mó e mapeia a profundidade dos sulcos.",
                "Uma rede neuronal compara o mapa com mós novas do mesmo desenho.",
                "O relatório assinala os sulcos que devem ser picados primeiro.",
                "Estamos a testá-lo em quatro moinhos de água e procuramos mais voluntários.",
            ),
        ),
        "ai_osier_sort": (
            "VimeSort IA",
            "Separar varas de vime com uma câmara",
            (
                "O VimeSort usa uma câmara por cima de um tapete para medir cada vara que passa.",
                "A IA separa as varas por comprimento e assinala as que estão rachadas.",
                "Corre num computador pequeno que cabe no palheiro ao lado do tapete.",
                "Os produtores podem pedi-lo emprestado uma semana durante o corte.",
            ),
        ),
    },
}
