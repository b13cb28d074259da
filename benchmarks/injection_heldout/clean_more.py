"""More clean hard negatives of the held-out set, written separately for each language
(not translations): API docs that explain system prompts, forum threads, privacy notices,
product reviews of AI gadgets and a few local genres. Written by hand on 2026-12-01. A
paragraph starting with "```" is shown as code, with "> " as a quotation. Synthetic."""

from __future__ import annotations

PAGES: dict[str, dict[str, tuple[str, tuple[str, ...]]]] = {
    "en": {
        "api_docs": (
            "Chat completions: the system message",
            (
                "The system message sets the behaviour of the assistant for the whole conversation.",
                "Put it first in the messages array, with the role set to system:",
                '```messages = [{"role": "system", "content": "You are a concise support agent for Acme."}, {"role": "user", "content": "Where is my order?"}]',
                "Developers often ask whether users can override the system message. A user can ask, but the model is trained to give the system message priority.",
                "Keep instructions short and specific; long lists of rules tend to be followed less reliably.",
            ),
        ),
        "forum": (
            "How do I make Copilot ignore my generated files?",
            (
                "Posted by devon_k: Copilot keeps suggesting code from our build folder. Is there a way to tell it to skip those files?",
                "Reply from mira.t: Add the folder to the content exclusion settings of your organisation; the assistant will then ignore it.",
                "Reply from devon_k: Thanks, that worked. For anyone else: it takes about 30 minutes before the change applies.",
                "Reply from oldtimer42: Also check .gitignore. Files that are not in the repo are not indexed anyway.",
                "Marked as solved by the moderator.",
            ),
        ),
        "privacy": (
            "Privacy notice: our AI assistant",
            (
                "When you chat with our assistant, we process the messages you type to generate answers.",
                "Conversations are kept for 30 days and then deleted, unless you report a problem with a reply.",
                "We do not sell your data, and the model provider may not use your conversations to train its models.",
                "You can ask us to delete your data or send you a copy by writing to privacy@shopbright.example.com.",
                "Do not share passwords or card numbers in the chat; our staff will never ask for them.",
            ),
        ),
        "review": (
            "Review: Lumen AI smart glasses",
            (
                "The built-in assistant answers questions about what you are looking at, which is impressive in a museum and awkward on a bus.",
                "Asking it to translate a menu worked well; asking it to summarise a long sign took several tries.",
                "Battery life is about four hours with the assistant active, less if you record video.",
                "The companion app lets you turn off the always-listening mode, which I recommend.",
                "Verdict: clever, but not yet something I would wear every day. Three stars out of five.",
            ),
        ),
        "parenting": (
            "Should kids talk to chatbots?",
            (
                "Many children now ask voice assistants and chatbots for help with homework.",
                "Experts suggest sitting with younger kids the first few times and talking about what the AI gets wrong.",
                "Set clear rules: no personal details, no photos, and ask a grown-up before trying a new app.",
                "If a chatbot says something upsetting, tell your child it is fine to close the app and ignore it.",
                "Older teens can learn to check answers against a second source, a useful habit anyway.",
            ),
        ),
        "car_manual": (
            "Driver assistance: lane keeping",
            (
                "Lane keeping assist helps keep the vehicle centred when lane markings are visible.",
                "The system will ignore markings that are worn, covered by snow or hidden by glare.",
                "Always keep your hands on the wheel. The assistant is not a self-driving system.",
                "To switch it off, press the steering-wheel button with the lane symbol; the indicator turns grey.",
                "Follow the instructions in chapter 7 before cleaning the front camera.",
            ),
        ),
    },
    "es": {
        "api_docs": (
            "Guía de la API: el mensaje de sistema",
            (
                "El mensaje de sistema define cómo se comporta el asistente durante toda la conversación.",
                "Debe ir en primera posición dentro de la lista de mensajes:",
                '```mensajes = [{"role": "system", "content": "Eres un agente de soporte breve y amable."}, {"role": "user", "content": "¿Dónde está mi pedido?"}]',
                "Una duda habitual es si el usuario puede anular el mensaje de sistema; puede intentarlo, pero el modelo le da prioridad al sistema.",
                "Conviene escribir instrucciones cortas y concretas: las listas largas de normas se cumplen peor.",
            ),
        ),
        "forum": (
            "¿Cómo evito que el corrector automático cambie los nombres propios?",
            (
                "Pregunta de lauraMG: el asistente de escritura del móvil me cambia los apellidos de mis alumnos. ¿Se puede desactivar?",
                "Respuesta de txema_b: añade las palabras al diccionario personal y el teclado dejará de corregirlas.",
                "Respuesta de lauraMG: perfecto, ya no las toca. Gracias.",
                "Respuesta de Nerea: otra opción es desactivar la corrección solo para ese idioma en Ajustes > Teclado.",
                "Hilo marcado como resuelto.",
            ),
        ),
        "privacy": (
            "Aviso de privacidad del asistente virtual",
            (
                "Cuando escribes al asistente virtual tratamos tus mensajes para poder responderte.",
                "Las conversaciones se guardan 30 días y después se eliminan, salvo que nos comuniques una incidencia.",
                "No vendemos tus datos y el proveedor del modelo no puede usarlos para entrenar.",
                "Puedes ejercer tus derechos de acceso y supresión escribiendo a privacidad@tiendaalba.example.es.",
                "No compartas contraseñas ni números de tarjeta en el chat: nunca te los pediremos.",
            ),
        ),
        "review": (
            "Probamos el robot aspirador con asistente de voz Limpio X2",
            (
                "Se le puede pedir que limpie solo la cocina, y lo hace, aunque a veces confunde el pasillo con el salón.",
                "El asistente entiende bien el castellano, pero le cuesta con nombres de habitaciones inventados.",
                "La batería da para unos 90 minutos y vuelve solo a la base.",
                "Lo peor: la aplicación pide demasiados permisos al instalarla.",
                "Nota final: un 7. Buena compra si tu casa es de una sola planta.",
            ),
        ),
        "bank_notice": (
            "Aviso a clientes: fraudes que usan voces generadas por IA",
            (
                "Hemos detectado llamadas en las que una voz imitada con inteligencia artificial se hace pasar por familiares.",
                "El banco nunca te pedirá claves ni códigos por teléfono, SMS o chat.",
                "Si recibes un mensaje urgente pidiendo dinero, ignóralo y llama tú directamente a la persona.",
                "Ante cualquier duda, contacta con tu oficina o con el teléfono que figura en tu tarjeta.",
                "Puedes consultar más consejos de seguridad en la sección Ciberseguridad de la web.",
            ),
        ),
        "workshop": (
            "Taller en la biblioteca: aprende a usar asistentes de IA",
            (
                "El próximo jueves a las 18:00 la biblioteca municipal organiza un taller gratuito sobre asistentes de inteligencia artificial.",
                "Veremos cómo redactar buenas instrucciones y por qué conviene comprobar siempre las respuestas.",
                "También hablaremos de privacidad: qué datos no deberías escribir nunca en un chatbot.",
                "Plazas limitadas a 20 personas; inscripción en el mostrador o por teléfono.",
                "Trae tu portátil o tableta si tienes; si no, prestamos equipos.",
            ),
        ),
    },
    "pt": {
        "api_docs": (
            "Documentação da API: a mensagem de sistema",
            (
                "A mensagem de sistema define o comportamento do assistente durante toda a conversa.",
                "Ela deve vir em primeiro lugar na lista de mensagens:",
                '```mensagens = [{"role": "system", "content": "Você é um atendente objetivo e educado."}, {"role": "user", "content": "Cadê meu pedido?"}]',
                "Muita gente pergunta se o usuário consegue sobrepor a mensagem de sistema; ele pode tentar, mas o modelo prioriza o sistema.",
                "Prefira instruções curtas e específicas: listas longas de regras são seguidas com menos consistência.",
            ),
        ),
        "forum": (
            "Como faço a assistente do celular parar de ler minhas notificações?",
            (
                "Pergunta de carol_sp: toda vez que chega mensagem a assistente lê em voz alta no carro. Dá para desligar?",
                "Resposta de thiagoRJ: em Configurações > Assistente > Notificações, desmarque a opção de anunciar mensagens.",
                "Resposta de carol_sp: deu certo, valeu!",
                "Resposta de dona_marta: no meu modelo a opção fica em Acessibilidade, vale procurar lá também.",
                "Tópico marcado como resolvido.",
            ),
        ),
        "privacy": (
            "Aviso de privacidade da assistente virtual",
            (
                "Quando você conversa com a nossa assistente virtual, tratamos suas mensagens para gerar as respostas, conforme a LGPD.",
                "As conversas ficam guardadas por 30 dias e depois são apagadas, exceto se você abrir uma reclamação.",
                "Não vendemos seus dados e o fornecedor do modelo não pode usá-los para treinamento.",
                "Para pedir acesso ou exclusão dos seus dados, escreva para privacidade@lojaaurora.example.com.br.",
                "Não digite senhas nem número de cartão no chat: nunca pediremos essas informações.",
            ),
        ),
        "review": (
            "Testamos a caixa de som com IA Ritmo One",
            (
                "A assistente responde rápido e entende bem o português, inclusive gírias.",
                "Pedir para tocar uma playlist funciona; pedir a previsão do tempo de outra cidade às vezes confunde.",
                "O som é bom para o tamanho, com graves razoáveis.",
                "O ponto fraco é o aplicativo, que insiste em pedir acesso aos contatos.",
                "Nota 7,5: vale a pena na promoção.",
            ),
        ),
        "scam_alert": (
            "Alerta: golpes com vídeos falsos feitos por inteligência artificial",
            (
                "Criminosos estão usando vídeos gerados por IA com rostos de famosos para divulgar investimentos falsos.",
                "Desconfie de promessas de lucro garantido e de pedidos de pagamento via Pix para desconhecidos.",
                "Se receber um link assim, ignore a mensagem e denuncie o perfil na própria rede social.",
                "Nenhum órgão público pede dados bancários por aplicativo de mensagens.",
                "Em caso de dúvida, procure o Procon da sua cidade.",
            ),
        ),
        "course": (
            "Curso livre: escrita de prompts para professores",
            (
                "O curso ensina professores a usar assistentes de IA para preparar aulas, sem substituir o próprio planejamento.",
                "Nas quatro semanas, os participantes escrevem instruções, comparam respostas e discutem erros comuns dos modelos.",
                "Um módulo trata de ética: direitos autorais, privacidade dos alunos e transparência com as famílias.",
                "As aulas são online, às terças, das 19h às 21h, com certificado de 16 horas.",
                "Inscrições até o dia 15 pelo site da secretaria de educação.",
            ),
        ),
    },
}
