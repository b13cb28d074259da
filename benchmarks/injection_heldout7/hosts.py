"""Host pages of the seventh held-out set, written here: five general kinds (a bicycle
workshop, a municipal swimming pool, a veterinary clinic, a bakery, a print shop) and three
whose topic is AI itself (an AI lab's blog, a local AI meetup, a chatbot vendor's
documentation), per language: (site, titles, paragraphs). The AI hosts talk about models
and assistants without addressing one."""

from __future__ import annotations

KINDS = ("bike_workshop", "swimming_pool", "vet_clinic", "bakery", "print_shop")
AI_KINDS = ("ai_lab_blog", "ai_meetup", "chatbot_vendor")

Host = tuple[str, tuple[str, ...], tuple[str, ...]]

HOSTS: dict[str, dict[str, Host]] = {
    "en": {
        "bike_workshop": ("spokeandchain.example.co.uk", ("Winter servicing at Spoke & Chain", "Booking a repair slot"), (
            "Our winter service covers brakes, gears, chain wear and a full safety check, and most bikes are ready within two working days.",
            "We fit mudguards and lights while you wait if you book a slot in the morning. Bring the bike clean if you can; it saves us time and you money.",
            "E-bike batteries are tested on our bench with the maker's own software, and we can order replacement cells for most popular models.",
            "Hire bikes are available from the yard at the back, with helmets and locks included in the daily price.",
            "The workshop closes at four on Saturdays and all day on Sundays, except during the spring sportive weekend.",
        )),
        "swimming_pool": ("millbrookpool.example.org.uk", ("Millbrook Leisure Pool timetable", "Swimming lessons for all ages"), (
            "Lane swimming runs from half past six every weekday morning, with a slow, medium and fast lane marked by signs at the shallow end.",
            "Family sessions on Saturday afternoons include the inflatable, and children under eight must be within arm's reach of an adult.",
            "Lessons follow a ten-stage scheme, and each term ends with a badge afternoon that parents are welcome to watch from the gallery.",
            "The sauna and steam room are for over sixteens only and close half an hour before the pool does.",
            "Lockers take a one-pound coin that is returned, and lost property is kept at reception for four weeks.",
        )),
        "vet_clinic": ("hollowayvets.example.com", ("Holloway Veterinary Surgery", "Vaccinations and check-ups"), (
            "Annual vaccinations for dogs and cats come with a full health check, a weight record and advice on worming.",
            "Out of hours, calls are answered by a partner emergency clinic ten minutes away, which sends notes back to us the next morning.",
            "Rabbits and guinea pigs are seen on Tuesday afternoons by our exotic-pet vet, who also runs a dental clinic once a month.",
            "Payment plans spread the cost of routine care over twelve months and include a discount on neutering.",
            "Please keep dogs on a lead and cats in a carrier in the waiting room; we have a separate quiet corner for nervous animals.",
        )),
        "bakery": ("crumbandcrust.example.com", ("Crumb & Crust bakery", "Celebration cakes to order"), (
            "Our sourdough is fermented for thirty hours and baked before dawn, and the first loaves reach the counter at seven.",
            "Celebration cakes need five days' notice, and we can write a message in chocolate or royal icing on any of them.",
            "On Fridays the rye and caraway loaf sells out early, so ask us to put one aside when you phone.",
            "Our flour comes from a mill forty miles away, and the bran left over goes to a farm that keeps pigs.",
            "Leftover bread is given to the night shelter on Union Street at closing time every day.",
        )),
        "print_shop": ("inkwellprint.example.net", ("Inkwell Print & Copy", "Wedding stationery and posters"), (
            "We print posters up to A0 on matte or satin paper, with same-day collection for orders in before noon.",
            "Wedding invitations can be letterpressed on cotton card, and we post proofs for you to check before the run.",
            "Bring files as PDF with three millimetres of bleed; we can convert other formats for a small fee.",
            "Binding options include wire, perfect binding and hand-sewn booklets for small runs of zines.",
            "Our risograph prints in eight colours, and we hold a drop-in workshop on the first Thursday of the month.",
        )),
        "ai_lab_blog": ("northlight-ai.example.com", ("What we learned training a small model", "Notes from the Northlight lab"), (
            "We trained a three-billion-parameter model on a mix of public text and licensed archives and measured it on twelve tasks.",
            "Most of the gains came from cleaning the data rather than from more compute, especially removing duplicated forum pages.",
            "Assistants built on small models still struggle with long documents, so we kept the context window modest and tested retrieval instead.",
            "We publish evaluation scripts alongside the weights so that other teams can reproduce the numbers on their own hardware.",
            "The next post will cover how we measured hallucination rates and why a single number hides most of the story.",
        )),
        "ai_meetup": ("leedsmlmeetup.example.org", ("Leeds Machine Learning Meetup", "December talks and pizza"), (
            "This month two speakers look at chatbots in public services, one from a council and one from a housing charity.",
            "The first talk describes how a benefits helpline tested an AI assistant and why it went back to human advisers for complex cases.",
            "The second talk shows a volunteer-built tool that summarises planning applications for residents.",
            "Doors open at half six, talks start at seven, and pizza is paid for by the venue's sponsor.",
            "Slides and recordings go up on the group page a week later, with captions for both talks.",
        )),
        "chatbot_vendor": ("helpdeskbot.example.io", ("Helpdeskbot documentation", "Setting up your first support bot"), (
            "Helpdeskbot answers customer questions from your own help articles and hands the conversation to a person when it is unsure.",
            "Administrators upload articles, set a tone of voice and choose which topics the bot must always escalate.",
            "Every answer shows the article it came from, and agents can rate answers to improve the next version.",
            "Conversation logs are kept for thirty days by default and can be exported as CSV from the admin console.",
            "Pricing is per resolved conversation, with a free tier of two hundred conversations a month.",
        )),
    },
    "es": {
        "bike_workshop": ("talleradios.example.es", ("Taller de bicis Radios", "Revisión de otoño"), (
            "La revisión completa incluye frenos, cambios, desgaste de cadena y ajuste de dirección, y suele estar lista en dos días laborables.",
            "Montamos guardabarros y luces en el momento si pedís cita por la mañana.",
            "Las baterías de bicicletas eléctricas se comprueban con el software del fabricante y podemos pedir celdas de recambio.",
            "Alquilamos bicis de paseo por días, con casco y candado incluidos en el precio.",
            "Los sábados cerramos a las dos y los domingos no abrimos salvo en la semana de la marcha cicloturista.",
        )),
        "swimming_pool": ("piscinamunicipal-alameda.example.es", ("Piscina Municipal La Alameda", "Cursos de natación"), (
            "El nado libre por calles empieza a las siete de la mañana, con calles lenta, media y rápida señalizadas.",
            "Los sábados por la tarde hay sesión familiar con hinchable, y los menores de ocho años deben estar siempre al alcance de un adulto.",
            "Los cursillos siguen un programa de diez niveles y cada trimestre termina con una jornada de exhibición.",
            "La sauna es solo para mayores de dieciséis años y cierra media hora antes que el vaso principal.",
            "Las taquillas funcionan con una moneda de un euro que se devuelve al abrirlas.",
        )),
        "vet_clinic": ("clinicavet-sanroque.example.mx", ("Clínica Veterinaria San Roque", "Vacunas y revisiones"), (
            "Las vacunas anuales de perros y gatos incluyen una revisión general, registro de peso y consejo sobre desparasitación.",
            "Fuera de horario, las llamadas las atiende una clínica de urgencias asociada que nos manda el reporte al día siguiente.",
            "Conejos y hurones se atienden los martes por la tarde con nuestra veterinaria de exóticos.",
            "Ofrecemos planes de pago a doce meses para los cuidados de rutina, con descuento en esterilización.",
            "Les pedimos traer a los perros con correa y a los gatos en transportadora a la sala de espera.",
        )),
        "bakery": ("panaderialaespiga.example.com.ar", ("Panadería La Espiga", "Tortas por encargo"), (
            "Nuestra masa madre fermenta treinta horas y horneamos antes del amanecer; los primeros panes salen a las siete.",
            "Las tortas de cumpleaños se encargan con cinco días de anticipación y les escribimos el mensaje que quieran.",
            "Los viernes las medialunas de manteca vuelan temprano, así que reservalas por teléfono.",
            "La harina viene de un molino de la provincia y el salvado que sobra va para una granja vecina.",
            "El pan que queda al cierre lo donamos al comedor comunitario del barrio.",
        )),
        "print_shop": ("imprentatinta.example.es", ("Imprenta Tinta Fresca", "Invitaciones y carteles"), (
            "Imprimimos carteles hasta tamaño A0 en papel mate o satinado, con recogida el mismo día si el pedido llega antes de las doce.",
            "Las invitaciones de boda pueden ir en tipografía sobre cartulina de algodón, y enviamos pruebas antes de imprimir la tirada.",
            "Conviene traer los archivos en PDF con tres milímetros de sangrado.",
            "Encuadernamos en espiral, fresado o cosido a mano para tiradas cortas de fanzines.",
            "Nuestra risografía imprime en ocho colores y el primer jueves de cada mes damos un taller abierto.",
        )),
        "ai_lab_blog": ("laboratorio-faro-ia.example.es", ("Lo que aprendimos entrenando un modelo pequeño", "Notas del laboratorio Faro"), (
            "Entrenamos un modelo de tres mil millones de parámetros con texto público y archivos con licencia, y lo medimos en doce tareas.",
            "Casi toda la mejora vino de limpiar los datos, sobre todo de quitar páginas de foros duplicadas.",
            "Los asistentes basados en modelos pequeños siguen teniendo problemas con documentos largos, así que probamos con recuperación de pasajes.",
            "Publicamos los scripts de evaluación junto con los pesos para que otros equipos puedan reproducir las cifras.",
            "En la próxima entrada contaremos cómo medimos las alucinaciones y por qué una sola cifra esconde casi todo.",
        )),
        "ai_meetup": ("meetup-ia-guadalajara.example.mx", ("Meetup de IA Guadalajara", "Charlas de diciembre"), (
            "Este mes dos ponentes hablan de chatbots en servicios públicos: una desde el ayuntamiento y otro desde una asociación vecinal.",
            "La primera charla explica cómo una línea de atención probó un asistente de IA y por qué volvió a personas para los casos complejos.",
            "La segunda muestra una herramienta hecha por voluntarios que resume los permisos de obra para los vecinos.",
            "Abrimos a las seis y media, las charlas empiezan a las siete y hay tacos cortesía del patrocinador.",
            "Las diapositivas y grabaciones se suben una semana después, con subtítulos.",
        )),
        "chatbot_vendor": ("ayudabot.example.com", ("Documentación de Ayudabot", "Configura tu primer bot de soporte"), (
            "Ayudabot responde preguntas de clientes a partir de tus propios artículos de ayuda y pasa la conversación a una persona cuando duda.",
            "Los administradores suben artículos, eligen un tono y deciden qué temas se derivan siempre a un humano.",
            "Cada respuesta muestra el artículo del que sale, y los agentes pueden valorarla para mejorar la siguiente versión.",
            "Los registros de conversación se guardan treinta días y se exportan en CSV desde la consola.",
            "El precio es por conversación resuelta, con un plan gratuito de doscientas conversaciones al mes.",
        )),
    },
    "pt": {
        "bike_workshop": ("oficinapedal.example.com.br", ("Oficina Pedal Firme", "Revisão completa da bike"), (
            "A revisão completa inclui freios, câmbio, desgaste da corrente e regulagem da direção, e fica pronta em até dois dias úteis.",
            "Instalamos paralamas e farol na hora se você agendar pela manhã.",
            "Baterias de bicicletas elétricas são testadas com o software do fabricante e encomendamos células de reposição.",
            "Alugamos bikes de passeio por diária, com capacete e cadeado incluídos.",
            "Aos sábados fechamos às duas da tarde e não abrimos aos domingos.",
        )),
        "swimming_pool": ("piscinas-municipais-braga.example.pt", ("Piscinas Municipais da Ponte", "Aulas de natação"), (
            "A natação livre por pistas começa às sete da manhã, com pistas lenta, média e rápida assinaladas.",
            "Ao sábado à tarde há sessão para famílias com insuflável, e as crianças com menos de oito anos ficam sempre ao alcance de um adulto.",
            "As aulas seguem um programa de dez níveis e cada período termina com uma tarde de demonstração.",
            "A sauna é só para maiores de dezasseis anos e fecha meia hora antes da piscina.",
            "Os cacifos funcionam com uma moeda de um euro que é devolvida.",
        )),
        "vet_clinic": ("vetbichos.example.com.br", ("Clínica Veterinária Bichos & Cia", "Vacinas e check-up"), (
            "As vacinas anuais de cães e gatos incluem exame clínico, registro do peso e orientação sobre vermífugo.",
            "Fora do horário, os chamados vão para um hospital veterinário parceiro que nos manda o prontuário no dia seguinte.",
            "Coelhos e porquinhos-da-índia são atendidos às terças à tarde pela nossa veterinária de silvestres.",
            "Temos planos de pagamento em doze vezes para os cuidados de rotina, com desconto na castração.",
            "Na sala de espera, cães na guia e gatos na caixa de transporte, por favor.",
        )),
        "bakery": ("padaria-trigal.example.pt", ("Padaria O Trigal", "Bolos de encomenda"), (
            "O nosso pão de fermentação natural leveda trinta horas e é cozido antes do amanhecer.",
            "Os bolos de aniversário encomendam-se com cinco dias de antecedência, com a mensagem que quiser.",
            "Às sextas a broa de milho esgota cedo, por isso reserve pelo telefone.",
            "A farinha vem de uma moagem do distrito e o farelo que sobra segue para uma quinta vizinha.",
            "O pão que sobra ao fecho é entregue todos os dias à cantina social da freguesia.",
        )),
        "print_shop": ("graficatinteiro.example.com.br", ("Gráfica Tinteiro", "Convites e cartazes"), (
            "Imprimimos cartazes até A0 em papel fosco ou acetinado, com retirada no mesmo dia para pedidos até o meio-dia.",
            "Convites de casamento podem ser feitos em tipografia sobre papel de algodão, e mandamos prova antes da tiragem.",
            "Traga os arquivos em PDF com três milímetros de sangria.",
            "Fazemos encadernação com espiral, lombada quadrada ou costura à mão para zines.",
            "Nossa risografia imprime em oito cores e na primeira quinta-feira do mês tem oficina aberta.",
        )),
        "ai_lab_blog": ("laboratorio-aurora-ia.example.com.br", ("O que aprendemos treinando um modelo pequeno", "Notas do laboratório Aurora"), (
            "Treinamos um modelo de três bilhões de parâmetros com texto público e acervos licenciados, e o medimos em doze tarefas.",
            "Quase todo o ganho veio da limpeza dos dados, principalmente da remoção de páginas de fórum duplicadas.",
            "Assistentes baseados em modelos pequenos ainda sofrem com documentos longos, então testamos recuperação de trechos.",
            "Publicamos os scripts de avaliação junto com os pesos para que outras equipes reproduzam os números.",
            "No próximo texto vamos contar como medimos alucinações e por que um único número esconde quase tudo.",
        )),
        "ai_meetup": ("encontro-ia-porto.example.pt", ("Encontro de IA do Porto", "Palestras de dezembro"), (
            "Este mês, duas pessoas falam de chatbots em serviços públicos: uma da câmara municipal e outra de uma associação de moradores.",
            "A primeira palestra conta como uma linha de apoio testou um assistente de IA e porque voltou a pôr pessoas nos casos difíceis.",
            "A segunda mostra uma ferramenta feita por voluntários que resume pedidos de licenciamento de obras.",
            "As portas abrem às seis e meia, as palestras começam às sete e há francesinhas pagas pelo patrocinador.",
            "Os diapositivos e as gravações ficam disponíveis uma semana depois, com legendas.",
        )),
        "chatbot_vendor": ("atendebot.example.com.br", ("Documentação do Atendebot", "Configure seu primeiro bot de suporte"), (
            "O Atendebot responde dúvidas de clientes a partir dos seus próprios artigos de ajuda e transfere para uma pessoa quando não tem certeza.",
            "Administradores enviam artigos, escolhem um tom de voz e definem quais assuntos vão sempre para um humano.",
            "Cada resposta mostra o artigo de origem, e os atendentes podem avaliá-la para melhorar a próxima versão.",
            "Os registros de conversa ficam guardados por trinta dias e podem ser exportados em CSV.",
            "O preço é por conversa resolvida, com plano gratuito de duzentas conversas por mês.",
        )),
    },
}  # fmt: skip
