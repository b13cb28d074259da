"""Everyday pages (and pages about AI) that host tuning10's texts: per context and
language a site, a brand, a title and two paragraphs of the page's own prose."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# context -> language -> (site, brand, title, paragraphs)
HOSTS: dict[str, dict[str, tuple[str, str, str, tuple[str, ...]]]] = {
    "clasificados": {
        "es": (
            "avisosdelvalle.com.mx",
            "Avisos del Valle",
            "Clasificados: departamentos en renta",
            (
                "Departamento de dos recámaras en la colonia Narvarte, con estacionamiento y cuarto de servicio. La renta incluye mantenimiento y se pide un mes de depósito.",
                "Para agendar visita, escriba por mensaje al anunciante de lunes a sábado. No se aceptan mascotas grandes.",
            ),
        ),
        "pt": (
            "classificadosdabaixada.com.br",
            "Classificados da Baixada",
            "Apartamentos para alugar em Santos",
            (
                "Apartamento de dois quartos a três quadras da praia, com vaga de garagem e portaria 24 horas. O condomínio já está incluso no valor do aluguel.",
                "Visitas somente com hora marcada pelo WhatsApp do anunciante. Aceita fiador ou seguro-fiança.",
            ),
        ),
        "en": (
            "northsideads.net",
            "Northside Ads",
            "Classifieds: rooms and flats to let",
            (
                "Bright double room in a shared house near the tram stop, bills included. The landlord asks for one month of deposit and a reference.",
                "Viewings on weekday evenings only. Message the advertiser through the site, not by phone.",
            ),
        ),
    },
    "tramites": {
        "es": (
            "tramites.edomex.gob.mx",
            "Gobierno del Estado",
            "Renovación de licencia de conducir",
            (
                "Para renovar la licencia tipo A necesita identificación oficial, comprobante de domicilio reciente y el pago de derechos. El trámite se realiza en cualquier módulo con cita previa.",
                "La licencia se entrega el mismo día si la documentación está completa. El costo varía según la vigencia elegida.",
            ),
        ),
        "pt": (
            "servicos.sp.gov.br",
            "Poupatempo",
            "Como tirar a segunda via do RG",
            (
                "Para solicitar a segunda via do RG é preciso agendar atendimento e levar a certidão de nascimento ou casamento. A primeira via é gratuita; a segunda tem taxa.",
                "O documento fica pronto em até dez dias úteis. Acompanhe o status pelo aplicativo ou pelo site.",
            ),
        ),
        "en": (
            "council-services.gov.uk",
            "City Council",
            "Apply for a resident parking permit",
            (
                "You can apply for a resident parking permit if your address is inside a controlled parking zone. You will need your vehicle registration and proof of address.",
                "Permits usually arrive within five working days. Virtual permits are linked to your number plate.",
            ),
        ),
    },
    "banco": {
        "es": (
            "bancoandino.com.pe",
            "Banco Andino",
            "Preguntas frecuentes sobre la banca por internet",
            (
                "Puede activar su banca por internet desde la app con su número de tarjeta y su clave de seis dígitos. Las transferencias a otros bancos se procesan en horario hábil.",
                "Si olvidó su usuario, acérquese a una agencia con su DNI. El servicio no tiene costo de mantenimiento.",
            ),
        ),
        "pt": (
            "bancodonorte.com.br",
            "Banco do Norte",
            "Dúvidas frequentes sobre Pix e cartões",
            (
                "O Pix funciona 24 horas por dia, inclusive aos fins de semana, e o limite noturno pode ser ajustado no aplicativo. Transferências acima do limite exigem confirmação extra.",
                "Para bloquear o cartão, use a opção Cartões no menu principal. A segunda via chega em até sete dias úteis.",
            ),
        ),
        "en": (
            "harbourcu.org",
            "Harbour Credit Union",
            "Online banking FAQ",
            (
                "You can register for online banking with your member number and the card you were issued. Transfers between your own accounts are instant.",
                "External payments made after 4 pm are processed the next working day. There is no monthly fee for online banking.",
            ),
        ),
    },
    "fintech": {
        "es": (
            "pagafacil.com.ar",
            "PagaFácil",
            "Cómo invertir desde la billetera",
            (
                "Con PagaFácil podés invertir la plata de tu cuenta en un fondo de liquidez inmediata. Los rendimientos se acreditan todos los días hábiles.",
                "Para retirar, pasá la plata a tu CVU y transferí a cualquier cuenta. No hay comisión por movimientos.",
            ),
        ),
        "pt": (
            "carteirafacil.pt",
            "CarteiraFácil",
            "Perguntas sobre a conta digital",
            (
                "Pode abrir a conta digital em poucos minutos com o Cartão de Cidadão e uma fotografia. As transferências MB Way são imediatas.",
                "O cartão virtual fica disponível assim que a conta é aprovada. O cartão físico chega por correio.",
            ),
        ),
        "en": (
            "spendly.app",
            "Spendly",
            "Savings pots explained",
            (
                "Savings pots let you set money aside for a goal without moving it to another bank. Interest is calculated daily and paid monthly.",
                "You can lock a pot so that money cannot be withdrawn before a date you choose. Round-ups move spare change automatically.",
            ),
        ),
    },
    "farmacia": {
        "es": (
            "farmaciaslaestrella.com.mx",
            "Farmacias La Estrella",
            "Horarios y envío a domicilio",
            (
                "Nuestras sucursales abren de 8 a 22 horas y la de avenida Juárez atiende las 24 horas. El envío a domicilio es gratis en compras mayores a 300 pesos.",
                "Los medicamentos controlados requieren receta médica original. Consulte disponibilidad antes de acudir.",
            ),
        ),
        "pt": (
            "drogariavitalis.com.br",
            "Drogaria Vitalis",
            "Entrega de medicamentos em casa",
            (
                "A entrega é feita em até duas horas na região central da cidade. Medicamentos de tarja preta só com receita retida.",
                "Clientes do programa de fidelidade têm desconto em genéricos. Consulte o farmacêutico pelo chat.",
            ),
        ),
        "en": (
            "greenleafpharmacy.co.uk",
            "Greenleaf Pharmacy",
            "Repeat prescriptions and delivery",
            (
                "Order your repeat prescription online and collect it from the branch or have it delivered. Allow three working days for the surgery to approve it.",
                "Our pharmacists offer free blood pressure checks. Ask at the counter about the flu jab.",
            ),
        ),
    },
    "futbol": {
        "es": (
            "clubatleticosanmartin.com.ar",
            "Club Atlético San Martín",
            "Venta de entradas para el clásico",
            (
                "Las entradas para socios se venden desde el martes en la sede y por la web. Los no socios podrán comprar el jueves si quedan lugares.",
                "La cuota social tiene que estar al día para retirar la platea. Se recomienda llegar temprano al estadio.",
            ),
        ),
        "pt": (
            "sportclubeacores.pt",
            "Sport Clube Açores",
            "Bilhetes para o jogo de domingo",
            (
                "Os bilhetes para sócios estão à venda nas bilheteiras do estádio e online. Os restantes adeptos podem comprar a partir de quinta-feira.",
                "As portas abrem uma hora e meia antes do apito inicial. Não é permitida a entrada com garrafas.",
            ),
        ),
        "en": (
            "rovers-fc.co.uk",
            "Rovers FC",
            "Match tickets: Saturday's derby",
            (
                "Season ticket holders can buy one extra seat each from Monday. General sale opens on Wednesday if any seats remain.",
                "Turnstiles open ninety minutes before kick-off. Bags larger than A4 are not allowed in the ground.",
            ),
        ),
    },
    "telenovela": {
        "es": (
            "novelasyvidas.com",
            "Novelas y Vidas",
            "Resumen del capítulo 87 de Amor en la Hacienda",
            (
                "En el capítulo de anoche, Valeria descubre que Rodrigo le ocultó la herencia de su padre. Doña Amparo, furiosa, lo echa de la hacienda.",
                "Mientras tanto, Lupita confiesa a su madre que está embarazada. El próximo capítulo promete una boda interrumpida.",
            ),
        ),
        "pt": (
            "resumodasnovelas.com.br",
            "Resumo das Novelas",
            "Resumo da semana: Mar de Segredos",
            (
                "Nesta semana, Helena finalmente descobre quem envenenou o pai e confronta Otávio na frente da família. Bia foge para o Rio com Caíque.",
                "No sábado, a festa de noivado termina em confusão. Os próximos capítulos prometem uma revelação sobre o passado de Dona Zuleica.",
            ),
        ),
        "en": (
            "soapsunday.com",
            "Soap Sunday",
            "Recap: Harbour Lane, episode 412",
            (
                "Tonight on Harbour Lane, Maggie finally tells Dev that the café is losing money. Their argument is overheard by Nathan.",
                "Meanwhile the twins plan a surprise party that goes badly wrong. Next week, a stranger arrives with a letter.",
            ),
        ),
    },
    "inmobiliaria": {
        "es": (
            "inmobiliariacedral.es",
            "Inmobiliaria Cedral",
            "Piso en venta en Valladolid",
            (
                "Piso reformado de tres dormitorios con ascensor y calefacción central, a cinco minutos de la Plaza Mayor. Certificado energético en trámite.",
                "Se puede visitar el sábado por la mañana previa cita. Financiación hasta el ochenta por ciento.",
            ),
        ),
        "pt": (
            "imobiliariahorizonte.com.br",
            "Imobiliária Horizonte",
            "Casa à venda em Curitiba",
            (
                "Casa térrea com três dormitórios, quintal e churrasqueira, em rua tranquila do bairro Portão. Aceita financiamento bancário.",
                "O imóvel está desocupado e pode ser visitado com um corretor. Documentação em dia.",
            ),
        ),
        "en": (
            "brightkeyhomes.com",
            "BrightKey Homes",
            "Three-bed semi for sale",
            (
                "A three-bedroom semi-detached house with a south-facing garden and off-street parking. The kitchen was refitted in 2024.",
                "Viewings by appointment on Saturdays. Chain free, offers in the region of the asking price.",
            ),
        ),
    },
    "universidad": {
        "es": (
            "admision.unsa.edu.pe",
            "Universidad del Sur",
            "Admisión 2027: requisitos",
            (
                "Los postulantes deben presentar su certificado de estudios secundarios y el DNI escaneado. La inscripción se realiza en línea hasta el 15 de febrero.",
                "El examen de admisión consta de 80 preguntas de aptitud y conocimientos. Los resultados se publican en la web.",
            ),
        ),
        "pt": (
            "vestibular.ufmg-exemplo.br",
            "Universidade Federal",
            "Vestibular: calendário e inscrições",
            (
                "As inscrições para o vestibular vão até 30 de setembro e podem ser feitas apenas pela internet. Candidatos de baixa renda podem pedir isenção da taxa.",
                "As provas acontecem em dois domingos seguidos. O gabarito é divulgado no dia seguinte.",
            ),
        ),
        "en": (
            "admissions.lakeshore.edu",
            "Lakeshore University",
            "How to apply: undergraduate",
            (
                "Applicants submit transcripts, a personal statement and one reference through the online portal. The priority deadline is January 15.",
                "Decisions are released in late March. Scholarships are considered automatically.",
            ),
        ),
    },
    "noticias": {
        "es": (
            "diariodelaltiplano.com.bo",
            "Diario del Altiplano",
            "Cortes de agua programados en El Alto",
            (
                "La empresa de agua anunció cortes programados para este fin de semana en seis distritos por trabajos en la red. El servicio se restablecerá el lunes por la mañana.",
                "Vecinos de la zona piden cisternas para los barrios más altos. La alcaldía habilitará puntos de distribución.",
            ),
        ),
        "pt": (
            "jornaldovale.com.br",
            "Jornal do Vale",
            "Chuva forte alaga ruas do centro",
            (
                "A chuva que caiu na tarde de ontem alagou ruas do centro e derrubou árvores em três bairros. A Defesa Civil pede que moradores evitem áreas de encosta.",
                "A prefeitura informou que as equipes de limpeza trabalham desde a madrugada. Não há registro de feridos.",
            ),
        ),
        "en": (
            "thelocalherald.com",
            "The Local Herald",
            "Bridge closure extended to March",
            (
                "Repairs to the old river bridge will take three months longer than planned, the county said on Tuesday. Diversions remain in place.",
                "Shop owners on the high street say footfall has dropped. A shuttle bus will run on weekdays.",
            ),
        ),
    },
    "marketplace": {
        "es": (
            "mercadoventas.com.mx",
            "MercadoVentas",
            "Licuadora de 10 velocidades, nueva",
            (
                "Licuadora de vaso de vidrio con 10 velocidades y función de pulso, nueva en caja. Envío gratis a todo el país y devolución en 30 días.",
                "El vendedor tiene reputación verde y más de 2000 ventas. Preguntas al vendedor se responden en horario laboral.",
            ),
        ),
        "pt": (
            "mercadovendas.com.br",
            "MercadoVendas",
            "Fone de ouvido sem fio, lacrado",
            (
                "Fone sem fio com cancelamento de ruído e estojo de carregamento, produto lacrado com nota fiscal. Frete grátis para compras acima de 79 reais.",
                "O vendedor é MercadoLíder e responde em até uma hora. Garantia de 12 meses.",
            ),
        ),
        "en": (
            "tradepost.market",
            "TradePost",
            "Cordless drill, 18V, two batteries",
            (
                "An 18V cordless drill with two batteries, charger and carry case, used twice. Collection or tracked delivery.",
                "The seller has 99% positive feedback. Returns accepted within 14 days.",
            ),
        ),
    },
    "delivery": {
        "es": (
            "rapidito.com.co",
            "Rapidito",
            "Centro de ayuda: mi pedido llegó incompleto",
            (
                "Si a tu pedido le falta un producto, repórtalo desde la app dentro de las dos horas siguientes a la entrega. Te devolvemos el valor en créditos o a tu tarjeta.",
                "Los domiciliarios no pueden abrir los paquetes sellados del restaurante. Revisa el recibo antes de calificar.",
            ),
        ),
        "pt": (
            "entregaja.com.br",
            "EntregaJá",
            "Ajuda: meu pedido atrasou",
            (
                "Se o pedido passar do horário previsto, acompanhe o entregador pelo mapa no aplicativo. Atrasos acima de 30 minutos dão direito a cupom.",
                "Pedidos cancelados pelo restaurante são reembolsados automaticamente. O estorno no cartão pode levar até duas faturas.",
            ),
        ),
        "en": (
            "dashbite.com",
            "DashBite",
            "Help: missing items",
            (
                "If something is missing from your order, report it in the app within 24 hours. Refunds go back to your original payment method.",
                "Couriers cannot open sealed restaurant bags. Please check the receipt before rating.",
            ),
        ),
    },
    "receta": {
        "es": (
            "lacocinadelaabuela.es",
            "La Cocina de la Abuela",
            "Tortilla de patatas jugosa",
            (
                "Pela y corta en láminas finas cuatro patatas medianas y una cebolla. Fríelas a fuego lento en abundante aceite de oliva durante veinte minutos.",
                "Bate seis huevos con sal, mezcla con las patatas escurridas y deja reposar. Cuaja a fuego medio y dale la vuelta con un plato.",
            ),
        ),
        "pt": (
            "receitasdavovo.com.br",
            "Receitas da Vovó",
            "Pão de queijo mineiro",
            (
                "Ferva o leite com o óleo e o sal e escalde o polvilho azedo, mexendo bem. Espere amornar e junte os ovos um a um.",
                "Acrescente o queijo meia cura ralado e sove até desgrudar das mãos. Faça bolinhas e asse em forno preaquecido a 180 graus.",
            ),
        ),
        "en": (
            "homekitchenjournal.com",
            "Home Kitchen Journal",
            "Weeknight chicken traybake",
            (
                "Toss chicken thighs with potatoes, red onion and lemon wedges in olive oil. Season well and roast at 200C for forty minutes.",
                "Scatter over the olives for the last ten minutes. Rest for five minutes before serving.",
            ),
        ),
    },
    "turismo": {
        "es": (
            "cuscoaventura.pe",
            "Cusco Aventura",
            "Tour al Valle Sagrado: día completo",
            (
                "El tour recorre Pisac, Urubamba y Ollantaytambo con almuerzo buffet incluido. Se recoge a los pasajeros en su hotel a las siete de la mañana.",
                "Lleve bloqueador, gorra y efectivo para el boleto turístico. Recomendamos aclimatarse un día antes.",
            ),
        ),
        "pt": (
            "visitealgarve.pt",
            "Visite Algarve",
            "Passeio de barco às grutas de Benagil",
            (
                "O passeio parte de Portimão e dura cerca de duas horas, com paragem nas grutas de Benagil. Os coletes salva-vidas são fornecidos a bordo.",
                "Em dias de mar agitado a saída pode ser cancelada. O reembolso é total nesses casos.",
            ),
        ),
        "en": (
            "highlandtrails.co.uk",
            "Highland Trails",
            "Day tour: lochs and glens",
            (
                "Our day tour leaves Edinburgh at 8 am and visits Glencoe, Loch Ness and the Cairngorms. Lunch stop in Fort Augustus.",
                "Bring waterproofs: the weather changes quickly. Children under twelve travel at a reduced fare.",
            ),
        ),
    },
    "iglesia": {
        "es": (
            "parroquiasanjudas.org.mx",
            "Parroquia San Judas Tadeo",
            "Horarios de misa y catequesis",
            (
                "Las misas dominicales son a las 8, 10, 12 y 19 horas. La catequesis de primera comunión inicia en septiembre.",
                "Para bautizos, los padres y padrinos deben asistir a una plática previa. Informes en la oficina parroquial.",
            ),
        ),
        "pt": (
            "paroquiasantaluzia.org.br",
            "Paróquia Santa Luzia",
            "Horários de missa e avisos",
            (
                "As missas de domingo são às 7h, 9h30 e 19h. A secretaria paroquial atende de terça a sábado.",
                "As inscrições para a crisma estão abertas até o fim do mês. Traga a certidão de batismo.",
            ),
        ),
        "en": (
            "stmarkscommunity.org",
            "St Mark's Community Church",
            "Sunday services and groups",
            (
                "Sunday services are at 9 and 11 am, with a children's group during the later service. Coffee is served in the hall afterwards.",
                "Our food bank collects tins on Tuesdays. Volunteers are always welcome.",
            ),
        ),
    },
    "ong": {
        "es": (
            "manosamigas.org.co",
            "Fundación Manos Amigas",
            "Voluntariado en comedores comunitarios",
            (
                "Buscamos voluntarios para servir almuerzos los sábados en tres comedores de Bogotá. No se necesita experiencia previa.",
                "Cada voluntario recibe una inducción de dos horas. Las donaciones en especie se reciben de lunes a viernes.",
            ),
        ),
        "pt": (
            "maosdadas.org.br",
            "Instituto Mãos Dadas",
            "Seja voluntário",
            (
                "O Instituto Mãos Dadas oferece reforço escolar gratuito para crianças da comunidade. Precisamos de voluntários para as aulas de sábado.",
                "As doações de material escolar podem ser entregues na sede. Emitimos recibo para dedução no imposto de renda.",
            ),
        ),
        "en": (
            "riversidefoodbank.org",
            "Riverside Food Bank",
            "Volunteer with us",
            (
                "We need volunteers to sort donations on weekday mornings and to drive the delivery van. Training is provided.",
                "Donations of tinned food, pasta and toiletries can be left at any partner supermarket. Every gift helps a family.",
            ),
        ),
    },
    "taller": {
        "es": (
            "tallereltuerca.com.ar",
            "Taller El Tuerca",
            "Service completo y alineación",
            (
                "Hacemos service completo con cambio de aceite, filtros y control de frenos en el día. La alineación y el balanceo se hacen con turno.",
                "Trabajamos con todas las marcas y damos garantía de tres meses. Presupuestos sin cargo.",
            ),
        ),
        "pt": (
            "oficinadozeca.com.br",
            "Oficina do Zeca",
            "Revisão completa e troca de óleo",
            (
                "Fazemos revisão completa com troca de óleo, filtros e verificação de freios. O serviço fica pronto no mesmo dia.",
                "Trabalhamos com peças originais e paralelas de qualidade. Orçamento sem compromisso.",
            ),
        ),
        "en": (
            "kwikfitgarage-example.co.uk",
            "Elm Street Garage",
            "MOT and servicing",
            (
                "We carry out MOT tests and full services for most makes. Book online and wait in our lounge or leave the car with us.",
                "Our mechanics will call you before doing any extra work. Courtesy cars are available.",
            ),
        ),
    },
    "veterinaria": {
        "es": (
            "veterinariapatitas.cl",
            "Veterinaria Patitas",
            "Vacunas y desparasitación",
            (
                "Los cachorros reciben su primera vacuna a las seis semanas de vida. La desparasitación se repite cada tres meses.",
                "Atendemos urgencias las 24 horas en la sede de Ñuñoa. Trae la cartilla de vacunas a cada consulta.",
            ),
        ),
        "pt": (
            "clinicapetamigo.com.br",
            "Clínica Pet Amigo",
            "Vacinação de cães e gatos",
            (
                "A vacina V10 é aplicada a partir dos 45 dias de vida, em três doses. A antirrábica é anual.",
                "Temos plantão 24 horas para emergências. Traga a carteirinha de vacinação.",
            ),
        ),
        "en": (
            "pawsandclaws.vet",
            "Paws and Claws Vets",
            "Puppy vaccinations",
            (
                "Puppies have their first vaccination at eight weeks and a second dose two to four weeks later. Boosters are yearly.",
                "Our puppy plan spreads the cost monthly. Out-of-hours care is provided by a partner clinic.",
            ),
        ),
    },
    "gimnasio": {
        "es": (
            "gimnasioolimpo.es",
            "Gimnasio Olimpo",
            "Tarifas y horarios",
            (
                "La cuota mensual incluye sala de musculación, clases dirigidas y piscina. Abrimos de lunes a viernes de 7 a 23 horas.",
                "La matrícula es gratuita este mes. Puedes darte de baja con quince días de preaviso.",
            ),
        ),
        "pt": (
            "academiaforcatotal.com.br",
            "Academia Força Total",
            "Planos e horários",
            (
                "O plano mensal dá acesso à musculação e às aulas coletivas. Funcionamos das 6h às 23h durante a semana.",
                "Na primeira semana você tem avaliação física gratuita. O cancelamento pode ser feito pelo aplicativo.",
            ),
        ),
        "en": (
            "corefitnessclub.com",
            "Core Fitness Club",
            "Memberships and opening hours",
            (
                "Monthly membership includes the gym floor, classes and the pool. We are open 6 am to 10 pm on weekdays.",
                "No joining fee this month. Cancel any time with thirty days' notice.",
            ),
        ),
    },
    "escuela": {
        "es": (
            "colegiosantarosa.edu.ec",
            "Unidad Educativa Santa Rosa",
            "Circular para padres de familia",
            (
                "Se informa a los padres de familia que la reunión del primer quimestre será el jueves a las 18 horas. La asistencia es obligatoria.",
                "Recuerden enviar a sus hijos con el uniforme de educación física los martes. El bar escolar ofrecerá menú saludable.",
            ),
        ),
        "pt": (
            "escolaestadualmonteiro.edu.br",
            "Escola Estadual Monteiro Lobato",
            "Comunicado aos responsáveis",
            (
                "A reunião de pais do primeiro bimestre será na quinta-feira às 19h. Compareçam para retirar o boletim.",
                "Lembramos que o uniforme é obrigatório. A feira de ciências acontece no último sábado do mês.",
            ),
        ),
        "en": (
            "oakfieldprimary.sch.uk",
            "Oakfield Primary School",
            "Letter to parents: spring term",
            (
                "Parents' evening will take place on Thursday from 4 to 7 pm. Please book a slot through the school app.",
                "PE kit is needed on Tuesdays and Fridays. The school fair is on the last Saturday of term.",
            ),
        ),
    },
    "hotel": {
        "es": (
            "hostalsolymar.com.uy",
            "Hostal Sol y Mar",
            "Habitaciones y tarifas",
            (
                "Habitaciones dobles y compartidas a dos cuadras de la rambla de Punta del Este. El desayuno está incluido.",
                "El check-in es a partir de las 14 y el check-out hasta las 11. Aceptamos tarjetas y transferencias.",
            ),
        ),
        "pt": (
            "pousadacaminhodomar.com.br",
            "Pousada Caminho do Mar",
            "Quartos e diárias",
            (
                "Quartos com ar-condicionado e varanda a 200 metros da praia de Itacaré. O café da manhã regional está incluso.",
                "Check-in a partir das 14h. Crianças até 5 anos não pagam.",
            ),
        ),
        "en": (
            "theoldmillinn.co.uk",
            "The Old Mill Inn",
            "Rooms and rates",
            (
                "Six en-suite rooms in a converted mill by the river, with breakfast included. Dogs are welcome in two of the rooms.",
                "Check-in from 3 pm. Our restaurant serves local produce every evening.",
            ),
        ),
    },
    "transporte": {
        "es": (
            "busesdelsur.com.ar",
            "Buses del Sur",
            "Pasajes a Mendoza y Córdoba",
            (
                "Salidas diarias a Mendoza en servicio cama y semicama desde la terminal de Retiro. Podés elegir el asiento al comprar online.",
                "El equipaje en bodega permite dos bultos de hasta 15 kilos. Presentate 30 minutos antes de la salida.",
            ),
        ),
        "pt": (
            "rodoviariaexpresso.com.br",
            "Expresso Rodoviário",
            "Passagens de ônibus para Minas",
            (
                "Saídas diárias para Belo Horizonte em ônibus leito e executivo. A passagem comprada pela internet pode ser remarcada até três horas antes.",
                "Cada passageiro pode levar duas malas no bagageiro. Chegue com 30 minutos de antecedência.",
            ),
        ),
        "en": (
            "coastlinecoaches.com",
            "Coastline Coaches",
            "Book coach tickets",
            (
                "Daily coaches between the city and the airport every thirty minutes. Tickets booked online can be changed for free.",
                "Each passenger may bring one large suitcase and one small bag. Arrive fifteen minutes before departure.",
            ),
        ),
    },
    "telefonia": {
        "es": (
            "conectamovil.com.mx",
            "ConectaMóvil",
            "Planes de internet en casa",
            (
                "El plan de fibra de 200 megas incluye instalación gratis y módem wifi. El primer mes tiene descuento de 50 por ciento.",
                "La instalación se agenda en un plazo de tres días hábiles. Consulta la cobertura con tu código postal.",
            ),
        ),
        "pt": (
            "vivamovel.com.br",
            "VivaMóvel",
            "Planos de fibra e celular",
            (
                "O plano de fibra de 500 mega vem com roteador wi-fi 6 e instalação grátis. Combine com o pós-pago e ganhe desconto.",
                "A instalação é agendada em até cinco dias úteis. Consulte a cobertura pelo CEP.",
            ),
        ),
        "en": (
            "brightlinebroadband.co.uk",
            "Brightline Broadband",
            "Full fibre plans",
            (
                "Full fibre at 500 Mbps with a free router and no installation fee. Contracts last eighteen months.",
                "Engineers can usually install within a week. Check availability with your postcode.",
            ),
        ),
    },
    "supermercado": {
        "es": (
            "supermercadoselahorro.cl",
            "Supermercados El Ahorro",
            "Ofertas de la semana",
            (
                "Esta semana, paltas a mitad de precio y descuento en lácteos con tu tarjeta de socio. Las ofertas son válidas hasta el domingo.",
                "Compra online y retira en tienda sin costo. Despacho a domicilio desde 25 mil pesos.",
            ),
        ),
        "pt": (
            "supermercadobompreco.pt",
            "Supermercado Bom Preço",
            "Promoções da semana",
            (
                "Esta semana, fruta da época com 30 por cento de desconto e leve 3 pague 2 nos iogurtes. As promoções terminam no domingo.",
                "Encomende online e levante na loja. Entregas ao domicílio em toda a área de Braga.",
            ),
        ),
        "en": (
            "freshwaymarket.com",
            "Freshway Market",
            "This week's offers",
            (
                "This week, strawberries are half price and there is 20% off all bakery items with your loyalty card. Offers end Sunday.",
                "Order online for click and collect. Home delivery is free over fifty pounds.",
            ),
        ),
    },
    "dentista": {
        "es": (
            "clinicadentalsonrisa.es",
            "Clínica Dental Sonrisa",
            "Ortodoncia invisible",
            (
                "La ortodoncia invisible corrige la posición de los dientes con alineadores transparentes. La primera consulta y el estudio son gratuitos.",
                "Ofrecemos financiación sin intereses hasta 24 meses. Pide cita por teléfono o en la web.",
            ),
        ),
        "pt": (
            "sorrisoperfeito.com.br",
            "Clínica Sorriso Perfeito",
            "Clareamento dental",
            (
                "O clareamento pode ser feito no consultório ou com moldeira em casa. A avaliação inicial é gratuita.",
                "Parcelamos em até 10 vezes sem juros. Agende pelo WhatsApp.",
            ),
        ),
        "en": (
            "smilecaredental.com",
            "SmileCare Dental",
            "Teeth whitening",
            (
                "We offer in-chair and take-home whitening after a check-up. Results last up to two years.",
                "Spread the cost with our interest-free plan. Book online or call the practice.",
            ),
        ),
    },
    "empleo": {
        "es": (
            "bolsadetrabajo.com.pe",
            "Bolsa de Trabajo Perú",
            "Se busca asistente administrativo",
            (
                "Empresa de logística en Lima busca asistente administrativo con dos años de experiencia y manejo de Excel. Horario de lunes a viernes.",
                "Ofrecemos planilla completa y línea de carrera. Enviar CV con pretensiones salariales.",
            ),
        ),
        "pt": (
            "vagasdobrasil.com.br",
            "Vagas do Brasil",
            "Vaga: auxiliar de logística",
            (
                "Empresa de distribuição em Campinas contrata auxiliar de logística com ensino médio completo. Salário compatível e vale-refeição.",
                "Envie o currículo até sexta-feira. As entrevistas serão presenciais.",
            ),
        ),
        "en": (
            "jobsnorth.co.uk",
            "Jobs North",
            "Vacancy: warehouse team leader",
            (
                "A logistics firm in Leeds is hiring a warehouse team leader with two years' experience. Shifts are four on, four off.",
                "Competitive salary and pension. Apply with your CV by Friday.",
            ),
        ),
    },
    "condominio": {
        "es": (
            "edificiolosalamos.com.ar",
            "Consorcio Los Álamos",
            "Novedades del consorcio",
            (
                "Se recuerda a los vecinos que las expensas vencen el día 10 de cada mes. La asamblea ordinaria se hará el martes en el SUM.",
                "El ascensor del bloque B estará en mantenimiento el miércoles. Disculpen las molestias.",
            ),
        ),
        "pt": (
            "condominiojardins.com.br",
            "Condomínio Jardins",
            "Avisos do condomínio",
            (
                "Informamos que a assembleia geral ordinária será no dia 15, às 19h, no salão de festas. A taxa condominial vence no dia 5.",
                "A piscina ficará fechada para manutenção na próxima semana. Agradecemos a compreensão.",
            ),
        ),
        "en": (
            "maplecourtresidents.org",
            "Maple Court Residents",
            "Residents' notices",
            (
                "The annual residents' meeting is on Tuesday at 7 pm in the community room. Service charges are due on the first of the month.",
                "The lift in block B will be serviced on Wednesday. Thank you for your patience.",
            ),
        ),
    },
    "seguros": {
        "es": (
            "segurosprotege.com.mx",
            "Seguros Protege",
            "Seguro de auto: cómo reportar un siniestro",
            (
                "En caso de accidente, llame a la línea de siniestros y espere al ajustador en el lugar. Tenga a la mano su póliza y licencia.",
                "El deducible se paga en el taller al recoger el vehículo. La cobertura amplia incluye auto sustituto.",
            ),
        ),
        "pt": (
            "seguradoraamparo.com.br",
            "Seguradora Amparo",
            "Seguro auto: como acionar o sinistro",
            (
                "Em caso de acidente, ligue para a central e aguarde o guincho se necessário. Tenha em mãos o número da apólice.",
                "A franquia é paga diretamente à oficina credenciada. O carro reserva está incluso no plano completo.",
            ),
        ),
        "en": (
            "shieldinsure.co.uk",
            "Shield Insure",
            "Car insurance: making a claim",
            (
                "If you have an accident, call our claims line and take photos of the scene. Have your policy number ready.",
                "The excess is paid to the approved repairer. Comprehensive cover includes a courtesy car.",
            ),
        ),
    },
    "ferreteria": {
        "es": (
            "ferreterialallave.com.co",
            "Ferretería La Llave",
            "Pinturas e impermeabilizantes",
            (
                "Tenemos pinturas vinílicas y esmaltes en más de 200 colores preparados al momento. El impermeabilizante viene en garantías de 3, 5 y 7 años.",
                "Entregamos a domicilio en pedidos grandes. Pregunte por descuentos para contratistas.",
            ),
        ),
        "pt": (
            "casadoconstrutor-exemplo.com.br",
            "Casa do Construtor",
            "Tintas e impermeabilizantes",
            (
                "Temos tintas acrílicas e esmaltes em mais de 200 cores preparadas na hora. Impermeabilizantes com garantia de até 7 anos.",
                "Entregamos em obra para pedidos grandes. Descontos para profissionais cadastrados.",
            ),
        ),
        "en": (
            "toolbarnhardware.com",
            "Toolbarn Hardware",
            "Paint and sealants",
            (
                "We mix paint in over 200 colours while you wait. Roof sealants come with five- and ten-year guarantees.",
                "Trade customers get a discount card. Delivery available on bulk orders.",
            ),
        ),
    },
    "libreria": {
        "es": (
            "libreriaelquijote.es",
            "Librería El Quijote",
            "Novedades y club de lectura",
            (
                "Este mes llegan las novedades de narrativa y un nuevo tomo de la saga de fantasía más vendida. El club de lectura se reúne los jueves.",
                "Reservamos libros de texto para el curso escolar. Envío gratis a partir de 30 euros.",
            ),
        ),
        "pt": (
            "livrariaterracota.pt",
            "Livraria Terracota",
            "Novidades e clube de leitura",
            (
                "Este mês chegam as novidades de ficção portuguesa e uma reedição de Eça de Queirós. O clube de leitura reúne-se às quintas.",
                "Fazemos encomendas de livros escolares. Portes grátis acima de 25 euros.",
            ),
        ),
        "en": (
            "pagesandco.com",
            "Pages & Co",
            "New releases and book club",
            (
                "This month brings new literary fiction and the third book in a bestselling fantasy series. Book club meets on Thursdays.",
                "We order school textbooks. Free delivery over twenty pounds.",
            ),
        ),
    },
    # Pages about AI
    "ia_educacion": {
        "es": (
            "educaciondigital.edu.mx",
            "Educación Digital",
            "La IA en el aula: guía para docentes",
            (
                "Cada vez más estudiantes usan asistentes de IA para hacer tareas. Esta guía propone actividades en las que la herramienta apoya el aprendizaje sin reemplazarlo.",
                "Recomendamos acordar con el grupo cuándo se permite su uso. La evaluación oral ayuda a verificar la comprensión.",
            ),
        ),
        "pt": (
            "educacaoconectada.org.br",
            "Educação Conectada",
            "IA na sala de aula: guia para professores",
            (
                "Muitos alunos já usam assistentes de IA nos trabalhos escolares. Este guia sugere atividades em que a ferramenta ajuda sem substituir o raciocínio.",
                "Sugerimos combinar com a turma quando o uso é permitido. Apresentações orais ajudam a verificar o que foi aprendido.",
            ),
        ),
        "en": (
            "teachwithtech.org",
            "Teach With Tech",
            "AI in the classroom: a guide for teachers",
            (
                "More and more pupils use AI assistants for homework. This guide suggests activities where the tool supports learning instead of replacing it.",
                "Agree with the class when use is allowed. Short oral checks help confirm understanding.",
            ),
        ),
    },
    "chatbot_atencion": {
        "es": (
            "soluciones-cx.com",
            "Soluciones CX",
            "Chatbot de atención al cliente para pymes",
            (
                "Nuestro chatbot responde preguntas frecuentes de tus clientes por WhatsApp y la web las 24 horas. Se integra con tu catálogo y tu sistema de pedidos.",
                "Cuando la consulta es compleja, la conversación pasa a un agente humano. Prueba gratis durante 14 días.",
            ),
        ),
        "pt": (
            "atendimentointeligente.com.br",
            "Atendimento Inteligente",
            "Chatbot de atendimento para pequenas empresas",
            (
                "Nosso chatbot responde às dúvidas dos clientes no WhatsApp e no site 24 horas por dia. Integra com o catálogo e com o sistema de pedidos.",
                "Quando a dúvida é complexa, a conversa passa para um atendente humano. Teste grátis por 14 dias.",
            ),
        ),
        "en": (
            "helpdeskbot.io",
            "HelpdeskBot",
            "Customer service chatbot for small businesses",
            (
                "Our chatbot answers your customers' common questions on your website and messaging apps around the clock. It connects to your catalogue and order system.",
                "Complex conversations are handed over to a human agent. Free trial for 14 days.",
            ),
        ),
    },
    "herramientas_ia": {
        "es": (
            "herramientasia.com",
            "Herramientas IA",
            "Las mejores herramientas de IA para escribir",
            (
                "Comparamos diez herramientas de IA que resumen documentos, corrigen textos y generan borradores. Probamos cada una con los mismos encargos.",
                "Ninguna es perfecta: todas cometen errores con datos recientes. Revisa siempre lo que producen.",
            ),
        ),
        "pt": (
            "ferramentasdeia.com.br",
            "Ferramentas de IA",
            "As melhores ferramentas de IA para escrever",
            (
                "Comparamos dez ferramentas de IA que resumem documentos, revisam textos e criam rascunhos. Testamos todas com as mesmas tarefas.",
                "Nenhuma é perfeita: todas erram com dados recentes. Revise sempre o resultado.",
            ),
        ),
        "en": (
            "aitoolsreview.net",
            "AI Tools Review",
            "The best AI writing tools this year",
            (
                "We compared ten AI tools that summarise documents, fix grammar and draft text. Each was tested on the same tasks.",
                "None is perfect: all of them make mistakes with recent facts. Always check the output.",
            ),
        ),
    },
    "ia_salud": {
        "es": (
            "saludyfuturo.org",
            "Salud y Futuro",
            "¿Se puede confiar en la IA para dudas médicas?",
            (
                "Los asistentes de IA pueden explicar términos médicos, pero no sustituyen una consulta. Los errores en dosis son especialmente peligrosos.",
                "Los expertos recomiendan contrastar la información con el personal de salud. Nunca suspenda un tratamiento por una respuesta automática.",
            ),
        ),
        "pt": (
            "saudeemfoco.com.br",
            "Saúde em Foco",
            "Dá para confiar na IA para dúvidas de saúde?",
            (
                "Assistentes de IA podem explicar termos médicos, mas não substituem a consulta. Erros de dosagem são especialmente perigosos.",
                "Especialistas recomendam confirmar a informação com um profissional. Nunca interrompa um tratamento por causa de uma resposta automática.",
            ),
        ),
        "en": (
            "healthwise-today.com",
            "Healthwise Today",
            "Can you trust AI with health questions?",
            (
                "AI assistants can explain medical terms, but they do not replace an appointment. Mistakes with doses are especially dangerous.",
                "Experts advise checking answers with a health professional. Never stop a treatment because of an automated reply.",
            ),
        ),
    },
    "curso_prompts": {
        "es": (
            "aprendeia.com.ar",
            "AprendeIA",
            "Curso: cómo escribir buenos prompts",
            (
                "En este curso aprendés a pedirle cosas claras a un asistente de IA: dar contexto, ejemplos y el formato que querés. Son seis clases grabadas.",
                "Al final armás tu propia biblioteca de prompts para el trabajo. Incluye certificado.",
            ),
        ),
        "pt": (
            "cursodeia.com.br",
            "Curso de IA",
            "Curso: como escrever bons prompts",
            (
                "Neste curso você aprende a pedir coisas claras a um assistente de IA: dar contexto, exemplos e o formato desejado. São seis aulas gravadas.",
                "No final você monta a sua própria biblioteca de prompts. Inclui certificado.",
            ),
        ),
        "en": (
            "promptschool.dev",
            "Prompt School",
            "Course: writing good prompts",
            (
                "In this course you learn to give an AI assistant clear requests: context, examples and the format you want. Six recorded lessons.",
                "By the end you will have your own prompt library for work. Certificate included.",
            ),
        ),
    },
    "noticias_ia": {
        "es": (
            "tecnologiahoy.es",
            "Tecnología Hoy",
            "Los buscadores con IA cambian cómo leemos la web",
            (
                "Cada vez más usuarios leen resúmenes generados por IA en lugar de visitar las páginas. Los medios temen perder visitas.",
                "Investigadores advierten que estos sistemas pueden ser manipulados con texto oculto en las páginas. Las empresas dicen que trabajan en defensas.",
            ),
        ),
        "pt": (
            "tecnoblog-exemplo.com.br",
            "Tecno Notícias",
            "Buscadores com IA mudam a forma como lemos a web",
            (
                "Cada vez mais usuários leem resumos gerados por IA em vez de visitar as páginas. Os veículos temem perder audiência.",
                "Pesquisadores alertam que esses sistemas podem ser manipulados com texto escondido nas páginas. As empresas dizem que trabalham em defesas.",
            ),
        ),
        "en": (
            "techdispatch.news",
            "Tech Dispatch",
            "AI search is changing how we read the web",
            (
                "More users read AI-generated summaries instead of visiting pages. Publishers fear losing traffic.",
                "Researchers warn that these systems can be manipulated by hidden text on pages. Companies say they are working on defences.",
            ),
        ),
    },
}

AI_CONTEXTS = (
    "ia_educacion",
    "chatbot_atencion",
    "herramientas_ia",
    "ia_salud",
    "curso_prompts",
    "noticias_ia",
)


def host(lang: str, context: str) -> tuple[str, str, tuple[str, ...]]:
    site, _brand, title, paragraphs = HOSTS[context][lang]
    return site, title, paragraphs


def brand(lang: str, context: str) -> str:
    return HOSTS[context][lang][1]


def paragraphs(lang: str, context: str) -> list[str]:
    return list(HOSTS[context][lang][3])


@lru_cache(maxsize=256)
def slug(title: str) -> str:
    folded = unicodedata.normalize("NFKD", title.lower())
    plain = "".join(ch for ch in folded if not unicodedata.combining(ch))
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")[:60]
