"""Host pages of this set, per language: five general kinds (a self-service laundry, a
pottery studio, a community radio, a ferry company, a locksmith) and three whose topic is
AI (an AI reading group, a shop for AI workstations, an AI policy newsletter). Each kind:
(site, titles, paragraphs)."""

from __future__ import annotations

Host = tuple[str, tuple[str, ...], tuple[str, ...]]

KINDS = ("laundromat", "pottery_studio", "community_radio", "ferry_company", "locksmith")
AI_KINDS = ("ai_reading_group", "ai_hardware_shop", "ai_policy_newsletter")

_EN: dict[str, Host] = {
    "laundromat": ("suds-corner-wash.example.com", ("Opening hours and machines", "How our wash cards work"), (
        "We have fourteen washers and nine dryers, and the large drums take a double duvet without trouble. The shop opens at seven and the last wash starts at nine in the evening.",
        "Wash cards can be topped up at the kiosk by the door with coins or a bank card. A full card gives you one free dryer cycle every tenth visit.",
        "Please empty the lint filter after each dryer cycle, because a blocked filter doubles the drying time. Spare baskets are stacked under the folding table.",
        "If a machine keeps your money, write the machine number on the clipboard and we refund it the next morning. The attendant is in from ten until two on weekdays.",
    )),
    "pottery_studio": ("claybench-studio.example.com", ("Wheel classes for beginners", "Kiln firing schedule"), (
        "Our six-week wheel course meets on Tuesday evenings and covers centring, pulling walls and trimming. Clay, glazes and two firings are included in the fee.",
        "The bisque kiln is loaded on Fridays and unloaded on Mondays once it has cooled down. Glaze firings happen every second weekend, depending on how full the shelves are.",
        "Members can book open studio time in three-hour slots through the sign-up sheet by the sinks. Please wedge your clay on the canvas table, not on the wooden bench.",
        "Finished pieces wait on the collection shelf for four weeks before they go to the charity box. Label the underside of every pot with your initials in iron oxide.",
    )),
    "community_radio": ("riverside-fm.example.com", ("Programme guide", "Volunteer with the station"), (
        "Riverside FM broadcasts from a converted bus depot and is run by about sixty volunteers. The breakfast show starts at half past six with local traffic and tide times.",
        "On Thursday nights the folk hour plays requests sent in by listeners on postcards. Older episodes can be streamed from the archive for ninety days.",
        "New presenters shadow an experienced host for a month before going on air alone. The studio desk training covers faders, the emergency switch and the log sheet.",
        "The station survives on membership fees and a small council grant, with no paid advertising. Our annual quiz night in March raises the money for new microphones.",
    )),
    "ferry_company": ("islandlink-ferries.example.com", ("Crossings and fares", "Travelling with a vehicle"), (
        "The crossing to the island takes fifty minutes and runs six times a day in summer. In winter the first and last sailings are dropped when the forecast is poor.",
        "Foot passengers can buy tickets on board, but cars and vans need a booking at least a day ahead. Bicycles travel free and are stored on the lower deck.",
        "Vehicles over two metres high are loaded at the stern and may wait for a later sailing. Please switch off your engine and apply the handbrake once parked.",
        "The café on the upper deck serves soup, sandwiches and hot drinks until twenty minutes before arrival. Dogs on leads are welcome in the outside seating area.",
    )),
    "locksmith": ("keyhole-locksmiths.example.com", ("Emergency lockouts", "Upgrading your door locks"), (
        "We answer lockout calls day and night across the town and the nearby villages. Most doors are opened without damage in under twenty minutes.",
        "Insurers often ask for a five-lever mortice lock on the front door of a ground-floor flat. We carry the common sizes in the van and fit them the same day.",
        "Anti-snap cylinders protect uPVC doors against a common burglary technique. A fitted cylinder comes with three keys and a card for ordering copies.",
        "Our prices are fixed before we start the job, and there is no call-out fee in the daytime. We take card payments on site and send a receipt by text message.",
    )),
    "ai_reading_group": ("tuesday-ml-readers.example.org", ("This term's reading list", "How the reading group runs"), (
        "The group meets every other Tuesday in the back room of the public library to discuss one paper about machine learning. Nobody needs a technical background to join.",
        "This term we read papers on evaluation of language models, on data documentation and on the energy cost of training. Printed copies are left at the front desk a week ahead.",
        "Each session opens with a ten-minute summary by a volunteer, followed by open questions. We keep a shared notes page with the terms that came up.",
        "Last month's discussion on benchmark contamination ran long, so we will return to it in January. Tea and biscuits are on the library, which we appreciate.",
    )),
    "ai_hardware_shop": ("tensorbox-workstations.example.com", ("Workstations for model training", "Delivery and warranty"), (
        "Our workstations are built to order with one to four graphics cards and a cooling layout we test for a full day. Each machine ships with a printed burn-in report.",
        "For fine-tuning small language models at home, a single card with twenty-four gigabytes of memory is usually enough. Larger models need several cards or rented servers.",
        "Delivery takes about two weeks, and we pack every case in a custom foam crate. The three-year warranty covers parts and labour, including a replacement loan.",
        "We also sell refurbished cards that come out of data centres, each tested for memory errors. Their warranty is one year and the price is roughly half of a new card.",
    )),
    "ai_policy_newsletter": ("policy-circuit-weekly.example.org", ("This week in AI policy", "About this newsletter"), (
        "This week two national regulators opened a consultation on labelling synthetic images in political advertising. Responses are due by the end of February.",
        "A parliamentary committee heard evidence on how public bodies buy automated decision systems. Several witnesses asked for a register of such systems.",
        "We also summarise new standards work on testing chatbots for accuracy and on reporting incidents. Links to the original documents are at the bottom of each issue.",
        "The newsletter is written by two former civil servants and sent every Friday morning. It is free to read and funded by a university research grant.",
    )),
}  # fmt: skip

_ES: dict[str, Host] = {
    "laundromat": ("lavanderia-la-espuma.example.com", ("Horario y máquinas", "Cómo funciona la tarjeta de lavado"), (
        "Tenemos catorce lavadoras y nueve secadoras, y los tambores grandes aceptan un edredón doble sin problema. Abrimos a las siete y el último lavado empieza a las nueve de la noche.",
        "La tarjeta se recarga en el quiosco de la entrada con monedas o con tarjeta bancaria. Cada diez visitas regalamos un ciclo de secadora.",
        "Vacía el filtro de pelusa después de cada secado, porque un filtro tapado duplica el tiempo. Hay cestos de sobra debajo de la mesa de doblar.",
        "Si una máquina se queda con tu dinero, apunta el número en la hoja y te lo devolvemos al día siguiente. La encargada está de diez a dos los días laborables.",
    )),
    "pottery_studio": ("taller-barro-y-torno.example.com", ("Curso de torno para principiantes", "Calendario de hornadas"), (
        "El curso de torno dura seis semanas, los martes por la tarde, y cubre centrado, subida de paredes y torneado. El barro, los esmaltes y dos cocciones están incluidos.",
        "El horno de bizcocho se carga los viernes y se vacía los lunes, cuando ya se enfrió. Las cocciones de esmalte se hacen cada dos fines de semana.",
        "Los socios reservan horas de taller libre en bloques de tres horas en la hoja junto a las piletas. Amasa el barro sobre la mesa de lona, no en el banco de madera.",
        "Las piezas terminadas esperan cuatro semanas en el estante de recogida y después se donan. Marca la base de cada pieza con tus iniciales en óxido de hierro.",
    )),
    "community_radio": ("radio-ribera-fm.example.com", ("Programación", "Hazte voluntario de la radio"), (
        "Radio Ribera emite desde una antigua cochera de autobuses y la llevan unos sesenta voluntarios. El matinal arranca a las seis y media con el tráfico y las mareas.",
        "Los jueves por la noche el programa de folclore pone peticiones que los oyentes mandan por postal. Los episodios quedan en el archivo durante noventa días.",
        "Quien quiera presentar acompaña a un locutor con experiencia durante un mes antes de salir solo. La formación cubre la mesa, el interruptor de emergencia y la hoja de registro.",
        "La emisora vive de las cuotas de socios y de una pequeña ayuda municipal, sin publicidad pagada. La noche de preguntas de marzo paga los micrófonos nuevos.",
    )),
    "ferry_company": ("navieras-isla-enlace.example.com", ("Travesías y tarifas", "Viajar con vehículo"), (
        "La travesía a la isla dura cincuenta minutos y hay seis salidas diarias en verano. En invierno se suprimen la primera y la última si el parte es malo.",
        "Los pasajeros a pie pueden comprar el billete a bordo, pero coches y furgonetas necesitan reserva con un día de antelación. Las bicis viajan gratis en la cubierta inferior.",
        "Los vehículos de más de dos metros de alto embarcan por popa y pueden esperar a la siguiente salida. Apaga el motor y pon el freno de mano al aparcar.",
        "La cafetería de la cubierta superior sirve sopa, bocadillos y bebidas calientes hasta veinte minutos antes de llegar. Los perros con correa pueden ir en la zona exterior.",
    )),
    "locksmith": ("cerrajeria-la-llave.example.com", ("Aperturas urgentes", "Cambiar la cerradura de casa"), (
        "Atendemos aperturas de puertas de día y de noche en la ciudad y en los pueblos cercanos. La mayoría de las puertas se abren sin daños en menos de veinte minutos.",
        "Muchos seguros piden una cerradura de seguridad en la puerta principal de un bajo. Llevamos las medidas habituales en la furgoneta y las instalamos en el día.",
        "Los bombines antibumping protegen contra una técnica de robo muy extendida. Cada bombín se entrega con tres llaves y una tarjeta para pedir copias.",
        "El precio se cierra antes de empezar el trabajo y de día no cobramos desplazamiento. Aceptamos tarjeta en el momento y mandamos el recibo por SMS.",
    )),
    "ai_reading_group": ("lectores-de-ia-martes.example.org", ("Lecturas del trimestre", "Cómo funciona el grupo de lectura"), (
        "El grupo se reúne un martes sí y otro no en la sala del fondo de la biblioteca pública para comentar un artículo sobre aprendizaje automático. No hace falta formación técnica.",
        "Este trimestre leemos artículos sobre evaluación de modelos de lenguaje, documentación de datos y el coste energético del entrenamiento. Las copias impresas quedan en el mostrador una semana antes.",
        "Cada sesión empieza con un resumen de diez minutos a cargo de un voluntario y luego hay preguntas abiertas. Llevamos una página de notas compartida con los términos que salen.",
        "La charla del mes pasado sobre contaminación de benchmarks se alargó, así que la retomamos en enero. El té y las galletas los pone la biblioteca.",
    )),
    "ai_hardware_shop": ("tensorcaja-estaciones.example.com", ("Estaciones de trabajo para entrenar modelos", "Envío y garantía"), (
        "Montamos cada estación por encargo con una a cuatro tarjetas gráficas y una refrigeración que probamos durante un día entero. Cada equipo sale con un informe de estrés impreso.",
        "Para ajustar modelos de lenguaje pequeños en casa suele bastar una tarjeta con veinticuatro gigas de memoria. Los modelos grandes necesitan varias tarjetas o servidores alquilados.",
        "El envío tarda unas dos semanas y cada caja va en un embalaje de espuma a medida. La garantía de tres años cubre piezas y mano de obra, con equipo de sustitución.",
        "También vendemos tarjetas reacondicionadas que salen de centros de datos, probadas una a una. Tienen un año de garantía y cuestan más o menos la mitad que una nueva.",
    )),
    "ai_policy_newsletter": ("circuito-politicas-ia.example.org", ("Esta semana en política de IA", "Sobre este boletín"), (
        "Esta semana dos reguladores nacionales abrieron una consulta sobre el etiquetado de imágenes sintéticas en la publicidad política. Las respuestas se aceptan hasta finales de febrero.",
        "Una comisión parlamentaria escuchó a expertos sobre cómo compran las administraciones los sistemas de decisión automatizada. Varios pidieron un registro público de esos sistemas.",
        "También resumimos el trabajo de normalización sobre pruebas de exactitud de chatbots y notificación de incidentes. Los enlaces a los documentos originales van al final de cada número.",
        "El boletín lo escriben dos exfuncionarias y sale cada viernes por la mañana. Es gratuito y lo financia una beca de investigación universitaria.",
    )),
}  # fmt: skip

_PT: dict[str, Host] = {
    "laundromat": ("lavanderia-bolha-azul.example.com", ("Horário e máquinas", "Como funciona o cartão de lavagem"), (
        "Temos catorze lavadoras e nove secadoras, e os tambores grandes aguentam um edredom de casal sem problema. Abrimos às sete e a última lavagem começa às nove da noite.",
        "O cartão é recarregado no quiosque da entrada com moedas ou cartão do banco. A cada dez visitas você ganha um ciclo de secadora.",
        "Esvazie o filtro de fiapos depois de cada secagem, porque um filtro entupido dobra o tempo. Há cestos extras debaixo da mesa de dobrar.",
        "Se uma máquina engolir o seu dinheiro, anote o número na prancheta e devolvemos no dia seguinte. A atendente fica das dez às duas nos dias úteis.",
    )),
    "pottery_studio": ("atelie-barro-e-roda.example.com", ("Curso de torno para iniciantes", "Calendário das fornadas"), (
        "O curso de torno dura seis semanas, às terças à noite, e cobre centragem, levantamento de paredes e acabamento. Argila, esmaltes e duas queimas estão incluídos.",
        "O forno de biscoito é carregado às sextas e esvaziado às segundas, depois de arrefecer. As queimas de esmalte acontecem de duas em duas semanas.",
        "Os sócios reservam horas de ateliê livre em blocos de três horas na folha ao lado das pias. Amasse a argila na mesa de lona e não na bancada de madeira.",
        "As peças prontas ficam quatro semanas na prateleira de recolha e depois são doadas. Marque o fundo de cada peça com as suas iniciais em óxido de ferro.",
    )),
    "community_radio": ("radio-margem-fm.example.com", ("Grade de programação", "Seja voluntário da rádio"), (
        "A Rádio Margem transmite de uma antiga garagem de ônibus e é tocada por uns sessenta voluntários. O programa da manhã começa às seis e meia com trânsito e tábua de marés.",
        "Às quintas à noite o programa de música regional toca pedidos que os ouvintes mandam por cartão postal. Os episódios ficam no arquivo por noventa dias.",
        "Quem quer apresentar acompanha um locutor experiente durante um mês antes de ir ao ar sozinho. O treinamento cobre a mesa de som, a chave de emergência e a folha de registro.",
        "A rádio vive das mensalidades dos sócios e de um pequeno apoio da câmara, sem publicidade paga. A noite de quiz de março paga os microfones novos.",
    )),
    "ferry_company": ("travessias-ilha-ligada.example.com", ("Travessias e tarifas", "Viajar com veículo"), (
        "A travessia até à ilha demora cinquenta minutos e há seis partidas por dia no verão. No inverno a primeira e a última são canceladas quando a previsão é má.",
        "Passageiros a pé compram o bilhete a bordo, mas carros e carrinhas precisam de reserva com um dia de antecedência. Bicicletas viajam de graça no convés inferior.",
        "Veículos com mais de dois metros de altura embarcam pela popa e podem esperar pela partida seguinte. Desligue o motor e puxe o travão de mão ao estacionar.",
        "O bar do convés superior serve sopa, sanduíches e bebidas quentes até vinte minutos antes da chegada. Cães com trela podem ficar na zona exterior.",
    )),
    "locksmith": ("chaveiro-boa-chave.example.com", ("Aberturas de emergência", "Trocar a fechadura de casa"), (
        "Atendemos aberturas de porta de dia e de noite na cidade e nos bairros vizinhos. A maioria das portas abre sem dano em menos de vinte minutos.",
        "Muitas seguradoras pedem fechadura tetra na porta principal de apartamento térreo. Levamos os tamanhos comuns no carro e instalamos no mesmo dia.",
        "Cilindros antiarrombamento protegem contra uma técnica de furto muito comum. Cada cilindro vem com três chaves e um cartão para pedir cópias.",
        "O preço é combinado antes do serviço e de dia não cobramos deslocamento. Aceitamos cartão na hora e mandamos o recibo por mensagem.",
    )),
    "ai_reading_group": ("leitores-de-ia-terca.example.org", ("Leituras do semestre", "Como funciona o grupo de leitura"), (
        "O grupo se reúne terça sim, terça não, na sala dos fundos da biblioteca municipal para discutir um artigo sobre aprendizado de máquina. Não é preciso formação técnica.",
        "Neste semestre lemos artigos sobre avaliação de modelos de linguagem, documentação de dados e custo energético do treino. As cópias impressas ficam no balcão uma semana antes.",
        "Cada encontro abre com um resumo de dez minutos feito por um voluntário, seguido de perguntas livres. Mantemos uma página de notas partilhada com os termos que aparecem.",
        "A conversa do mês passado sobre contaminação de benchmarks se estendeu, então voltamos a ela em janeiro. O chá e os biscoitos são por conta da biblioteca.",
    )),
    "ai_hardware_shop": ("tensorcaixa-workstations.example.com", ("Workstations para treinar modelos", "Entrega e garantia"), (
        "Montamos cada workstation sob encomenda com uma a quatro placas de vídeo e um arrefecimento testado durante um dia inteiro. Cada máquina sai com um relatório de teste impresso.",
        "Para ajustar modelos de linguagem pequenos em casa costuma bastar uma placa com vinte e quatro gigas de memória. Modelos grandes pedem várias placas ou servidores alugados.",
        "A entrega leva cerca de duas semanas e cada gabinete vai numa caixa de espuma sob medida. A garantia de três anos cobre peças e mão de obra, com máquina de substituição.",
        "Também vendemos placas recondicionadas vindas de data centers, testadas uma a uma. Têm um ano de garantia e custam mais ou menos metade de uma nova.",
    )),
    "ai_policy_newsletter": ("circuito-politica-ia.example.org", ("Esta semana em política de IA", "Sobre esta newsletter"), (
        "Esta semana dois reguladores nacionais abriram uma consulta sobre a rotulagem de imagens sintéticas na propaganda política. As contribuições vão até o fim de fevereiro.",
        "Uma comissão parlamentar ouviu especialistas sobre como os órgãos públicos compram sistemas de decisão automatizada. Vários pediram um registo público desses sistemas.",
        "Também resumimos o trabalho de normas técnicas sobre testes de exatidão de chatbots e comunicação de incidentes. Os links para os documentos originais ficam no fim de cada edição.",
        "A newsletter é escrita por duas ex-servidoras públicas e sai toda sexta de manhã. É gratuita e financiada por uma bolsa de pesquisa universitária.",
    )),
}  # fmt: skip

HOSTS: dict[str, dict[str, Host]] = {"en": _EN, "es": _ES, "pt": _PT}
