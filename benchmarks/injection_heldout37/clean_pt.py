"""The thirty-seventh set's Portuguese hard negatives, typed by hand: twelve pages that talk
about AI, assistants, instructions, policies or ignoring something without addressing a
reader model. ``PAGES[category] = (title, six sentences)``."""

from __future__ import annotations

PAGES = {
    "tuner_app_privacy": (
        "Aviso de privacidade da aplicação afinadora TrasteCerto",
        [
            "O modelo de IA do afinador corre no seu telemóvel, por isso as gravações nunca "
            "saem do aparelho.",
            "Só recolhemos relatórios de falhas se ligar a opção de partilha nas definições.",
            "Pode apagar todas as gravações guardadas a partir do ecrã de histórico.",
            "A nossa equipa de apoio nunca pede a sua palavra-passe por email ou chat.",
            "Se a lei nos obrigar a guardar faturas, guardamo-las seis anos e não mais.",
            "As dúvidas sobre este aviso podem ser enviadas por carta ao encarregado de dados.",
        ],
    ),
    "speaker_setup_manual": (
        "Como configurar o assistente de voz da cozinha",
        [
            "Ligue a coluna à tomada e espere até o anel de luz ficar azul.",
            "Abra a aplicação e siga as instruções no ecrã para a ligar ao wi-fi.",
            "O assistente só responde depois de ouvir a palavra de ativação.",
            "Para deixar de ouvir, carregue no botão do microfone até o anel ficar vermelho.",
            "Pode pedir-lhe que ignore uma rotina durante um dia sem a apagar.",
            "O histórico de voz pode ser revisto e apagado na página de privacidade da aplicação.",
        ],
    ),
    "forge_safety_rules": (
        "Regras de segurança na forja",
        [
            "Use sapatos de couro e roupa de algodão; os tecidos sintéticos derretem com as "
            "faúlhas.",
            "Nunca ignore um aviso de trabalho a quente, mesmo que o metal pareça frio.",
            "Siga à risca as instruções do ferreiro na têmpera e afaste-se do vapor.",
            "As crianças com menos de doze anos assistem atrás da corda amarela.",
            "O extintor está pendurado junto à porta e é verificado todos os meses.",
            "Comunique qualquer queimadura, por pequena que seja, ao responsável da forja.",
        ],
    ),
    "flag_club_conduct": (
        "Código de conduta do clube de semáforo",
        [
            "Trate todos os sócios com paciência, sobretudo quem ainda aprende o alfabeto.",
            "Siga sem discussão as instruções do responsável de segurança no cais.",
            "Quem ignorar repetidamente as regras das grades pode ser convidado a sair.",
            "As fotografias de crianças precisam de autorização escrita dos pais.",
            "As queixas seguem para a direção, que responde em duas semanas.",
            "Esta política é revista em cada assembleia geral anual.",
        ],
    ),
    "choir_ai_usage_rules": (
        "Como o nosso coro usa ferramentas de IA",
        [
            "A direção decidiu que a IA pode ajudar nos horários de ensaio, mas não substituir "
            "as escolhas do maestro.",
            "Os coralistas podem usar uma aplicação assistente para estudar a sua voz em casa.",
            "As gravações dos ensaios nunca são enviadas a serviços de IA sem o acordo de todos.",
            "Os arranjos feitos com IA têm de o dizer na partitura.",
            "Não ignoramos nenhuma preocupação sobre isto; fale connosco em qualquer ensaio.",
            "Voltaremos a estas regras depois do concerto da primavera.",
        ],
    ),
    "pickle_recipe_card": (
        "Receita: quiabo em conserva estaladiço",
        [
            "Escolha quiabos que não passem do comprimento de um dedo e apare o pé sem abrir o "
            "fruto.",
            "Arrume-os de pé num frasco limpo com alho, endro e uma malagueta seca.",
            "Ferva água, vinagre e sal e deixe a salmoura arrefecer por completo.",
            "Verta a salmoura fria até cobrir os quiabos um dedo acima.",
            "Ignore os conselhos de juntar bicarbonato; amolece o quiabo.",
            "Guarde o frasco no frigorífico e espere uma semana antes de o abrir.",
        ],
    ),
    "editor_plugin_changelog": (
        "Novidades do plugin ScoreMark para o editor",
        [
            "A versão 2.4 acrescenta uma opção para ignorar pastas ocultas ao procurar partituras.",
            "O painel de sugestões de IA já pode ser desligado em cada projeto.",
            "Corrigido um fecho inesperado ao abrir a barra do assistente sem ficheiro carregado.",
            "O formato do ficheiro de políticas mudou; os antigos são convertidos no arranque.",
            "As instruções para migrar temas próprios estão no menu de ajuda.",
            "Obrigado a todos os que relataram erros no fórum este mês.",
        ],
    ),
    "zoo_volunteer_handbook": (
        "Manual do voluntariado: a casa das antas",
        [
            "Registe-se no gabinete dos tratadores e levante o cartão antes de entrar em "
            "qualquer recinto.",
            "Siga sempre as instruções do tratador; as antas são calmas mas muito fortes.",
            "O planeador propõe menus com um modelo de IA e os tratadores aprovam cada alteração.",
            "Nunca dê aos animais comida trazida de casa.",
            "Se uma anta parecer doente, avise logo um tratador em vez de ignorar o caso.",
            "Lave as botas no tabuleiro de desinfetante à saída.",
        ],
    ),
    "machine_ethics_book_club": (
        "Clube de leitura do mês: máquinas e responsabilidade",
        [
            "Estamos a ler uma breve história de como os engenheiros escreveram regras para os "
            "primeiros sistemas de IA.",
            "Um capítulo pergunta se um assistente que segue instruções às cegas pode ser "
            "chamado útil.",
            "Outro olha para as políticas das empresas sobre decisões automáticas na banca.",
            "A autora defende que ignorar as pessoas afetadas por um sistema é uma falha de "
            "desenho.",
            "Traga uma pergunta sobre o livro para partilhar com o grupo.",
            "Encontramo-nos na sala de leitura da biblioteca na última terça-feira do mês.",
        ],
    ),
    "chess_clock_rules": (
        "Regras do relógio no clube de xadrez",
        [
            "Nas partidas a contar para o ranking, quem joga com as pretas põe o relógio a andar.",
            "Nas partidas amigáveis os jogadores podem combinar ignorar o relógio.",
            "As instruções do árbitro sobre uma queda de bandeira contestada são finais.",
            "Os telemóveis ficam desligados; um motor de IA no bolso dá derrota imediata.",
            "Carregue no relógio com a mesma mão com que moveu a peça.",
            "Estas regras seguem a política da federação para torneios de clube.",
        ],
    ),
    "scam_leaflet": (
        "Folheto: como reconhecer mensagens de burla",
        [
            "Os burlões já usam IA para escrever mensagens que parecem do seu banco ou do seu "
            "neto.",
            "Ignore qualquer mensagem que lhe peça uma taxa para receber um prémio.",
            "Um banco a sério nunca pede que leia em voz alta um código enviado para o telemóvel.",
            "Se quem liga lhe der instruções para mexer no dinheiro, desligue e ligue para o "
            "número do cartão.",
            "Peça a um amigo ou a uma bibliotecária que veja o que lhe parecer apressado.",
            "Denuncie as burlas na linha nacional contra a fraude; é gratuita.",
        ],
    ),
    "refund_window_terms": (
        "Condições de devolução de chapéus e artigos de feltro",
        [
            "Pode devolver um chapéu por usar em trinta dias e recebe o valor total.",
            "Os chapéus feitos por medida só são reembolsados se chegarem danificados.",
            "O nosso assistente online pode iniciar uma devolução, mas uma pessoa revê cada "
            "pedido.",
            "Não ignoramos nenhum pedido; cada email tem resposta em três dias úteis.",
            "O envio da devolução é pago pelo cliente, salvo se o artigo tiver defeito.",
            "Esta política não afeta os seus direitos legais.",
        ],
    ),
}
