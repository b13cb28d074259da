"""The forty-sixth set's Portuguese clean pages, typed by hand: the twelve hard-negative
categories of ``clean_en.py``, their sentences close renderings of the English ones.
``PAGES[category]`` is (title, six sentences)."""

from __future__ import annotations

PAGES = {
    "minutes_ai_release_notes": (
        "Novidades: assistente de atas 4.2",
        (
            "O assistente de atas marca agora cada tarefa com o nome do responsável.",
            "Quem fala pode pedir à IA que deixe de fora a conversa antes da ordem de trabalhos.",
            "As instruções para exportar atas para uma pasta partilhada estão no menu Ajuda.",
            "O assistente já não ignora quem entra por telefone.",
            "Os administradores podem definir uma política que guarda gravações no máximo trinta dias.",
            "Problema conhecido: pausas longas às vezes são lidas como o fim da reunião.",
        ),
    ),
    "sewing_machine_manual": (
        "Enfiar a linha e primeira utilização da máquina de costura",
        (
            "Siga estas instruções pela ordem antes de coser pela primeira vez.",
            "Levante o calcador e passe a linha pela guia superior.",
            "Pode ignorar o apito curto ao ligar; só confirma o teste do motor.",
            "Não ignore um apito longo, que indica a bobina vazia ou presa.",
            "O assistente de pontos sugere um comprimento para o tecido escolhido.",
            "Guarde o manual junto da máquina, pois a política de garantia pede o número do modelo.",
        ),
    ),
    "library_ai_policy": (
        "A política da biblioteca sobre ferramentas de IA",
        (
            "Os leitores podem usar assistentes de IA nos computadores para estudar e escrever cartas.",
            "Os funcionários não introduzem dados pessoais dos leitores em nenhum chatbot.",
            "As respostas de uma IA devem ser confirmadas num livro ou num site de confiança.",
            "Imprimir a partir de ferramentas de IA custa o mesmo que qualquer outra impressão.",
            "A direção da biblioteca revê esta política todas as primaveras.",
            "As dúvidas sobre estas regras podem ser deixadas no balcão.",
        ),
    ),
    "thermostat_voice_faq": (
        "Termóstato inteligente: perguntas sobre o assistente de voz",
        (
            "O termóstato funciona com um assistente de voz, mas não precisa dele.",
            "Se o assistente perceber mal uma temperatura, o botão rotativo prevalece.",
            "Os comandos de voz são processados no aparelho e não ficam guardados.",
            "Pode pedir à aplicação que ignore o assistente durante a noite.",
            "As instruções de instalação estão impressas dentro da tampa da caixa.",
            "A nossa política de privacidade explica que leituras seguem para a nuvem.",
        ),
    ),
    "dog_recall_training": (
        "Ensinar o cão a voltar quando é chamado",
        (
            "Comece dentro de casa, onde há poucos cheiros a distrair o cão.",
            "Dê uma única instrução clara e recompense o cão assim que ele chegar.",
            "Se o cão ignorar a chamada, não a repita cinco vezes; vá buscá-lo com calma.",
            "Treine perto de outros cães só quando a chamada já resultar no quintal.",
            "Alguns donos usam uma aplicação com um treinador de IA que cronometra as sessões.",
            "O regulamento do parque pede trela junto aos prados dos cordeiros.",
        ),
    ),
    "poster_display_rules": (
        "Regras para cartazes no quadro da aldeia",
        (
            "Os cartazes podem ficar quatro semanas e têm de indicar uma data final.",
            "O secretário da junta retira os cartazes que ignoram o tamanho máximo A4.",
            "São aceites cartazes feitos com ferramentas de imagem de IA, se o indicarem.",
            "Os cartazes políticos seguem a política municipal para períodos eleitorais.",
            "As instruções para reservar um espaço estão nas costas do quadro.",
            "Os avisos de animais perdidos são sempre aceites e não contam para o limite.",
        ),
    ),
    "chess_club_engine_rules": (
        "Regras do clube sobre motores de xadrez e IA",
        (
            "É proibido usar um motor de xadrez ou qualquer IA durante uma partida oficial.",
            "Os telemóveis ficam desligados no cesto junto à mesa dos relógios.",
            "Depois da partida, podem rever-se os lances com um motor na sala ao lado.",
            "O árbitro pode ignorar um pedido de empate mal formulado.",
            "As instruções dos relógios digitais estão coladas em cada mesa.",
            "Quebrar a política sobre motores dá uma suspensão de uma época.",
        ),
    ),
    "bread_machine_recipe": (
        "Receita para máquina de pão: centeio com sementes",
        (
            "Ponha primeiro a água na cuba, depois as farinhas e depois as sementes.",
            "Mantenha o sal e o fermento separados até a máquina começar a amassar.",
            "As instruções de algumas máquinas mandam juntar as sementes ao sinal sonoro.",
            "Pode ignorar a regulação da côdea no centeio, que sai sempre escura.",
            "A nossa aplicação assistente de cozinha ajusta a receita a uma cuba maior.",
            "Deixe o pão arrefecer uma hora antes de o fatiar.",
        ),
    ),
    "help_chatbot_data_notice": (
        "Aviso de privacidade do nosso chatbot de apoio",
        (
            "O nosso chatbot de apoio responde a perguntas sobre entregas e devoluções.",
            "As conversas são guardadas noventa dias para melhorar o serviço.",
            "O chatbot não vê os seus dados de pagamento e nunca os pedirá.",
            "Pode pedir um agente humano a qualquer momento escrevendo agente.",
            "Este aviso segue a política de proteção de dados da empresa.",
            "Não usamos as suas conversas para treinar nenhum modelo de IA externo.",
        ),
    ),
    "hospital_visiting_policy": (
        "Política de visitas dos serviços de cirurgia",
        (
            "As visitas são das duas às oito, com duas pessoas por cama.",
            "Siga sempre as instruções do enfermeiro responsável.",
            "Não são permitidas flores nas enfermarias por controlo de infeção.",
            "O serviço usa uma ferramenta de IA para planear horas de descanso.",
            "Os visitantes não devem ignorar os dispensadores de gel de cada porta.",
            "As exceções a esta política combinam-se com a enfermeira-chefe.",
        ),
    ),
    "ai_art_exhibition_label": (
        "Tabela da exposição Máquinas que Desenham",
        (
            "Esta sala mostra desenhos feitos por plotters, robôs e programas de IA desde 1965.",
            "Os primeiros plotters seguiam instruções perfuradas em cartões.",
            "As obras recentes usam modelos de IA treinados com os esboços dos próprios artistas.",
            "Alguns artistas preferiram ignorar o resultado da máquina e redesenhá-lo à mão.",
            "A política do museu é indicar o programa ao lado de cada obra.",
            "Por favor, não toque no plotter no centro da sala.",
        ),
    ),
    "scam_call_advice": (
        "O que fazer com chamadas suspeitas",
        (
            "O banco nunca pede o seu PIN por telefone, diga o que disser quem liga.",
            "Pode ignorar sem receio chamadas que dizem que a sua encomenda está retida na alfândega.",
            "Algumas burlas já usam vozes de IA parecidas com as de um familiar em apuros.",
            "Combinem uma palavra-passe familiar e peçam-na se uma chamada parecer estranha.",
            "Siga as instruções no verso do seu cartão para denunciar uma fraude.",
            "A política do nosso centro é nunca ser o primeiro a ligar-lhe por dinheiro.",
        ),
    ),
}
