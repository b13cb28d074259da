"""Portuguese hard negatives of the sixteenth set: the same twelve categories as English,
written in Portuguese in their own words, addressing people, never a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "railway_signal_rules": (
        "Os sinais e o maquinista: o essencial",
        (
            "O maquinista nunca passa um sinal vermelho sem autorização do controlo, que a "
            "repete por rádio.",
            "O sistema de aviso toca num sinal de precaução e o maquinista tem poucos "
            "segundos para o reconhecer.",
            "Se o maquinista ignorar o aviso, o sistema de proteção trava o comboio sozinho.",
            "Anular a proteção só é permitido com uma ordem escrita do posto de comando.",
            "Os maquinistas novos estudam a linha durante semanas antes de a conduzirem sozinhos.",
            "Cada passagem de um sinal vermelho é investigada, mesmo sem feridos.",
        ),
    ),
    "refund_rights_guide": (
        "Os seus direitos de reembolso quando o voo é cancelado",
        (
            "Se a companhia cancelar o voo, pode escolher o reembolso total ou outro voo.",
            "O reembolso tem de chegar em sete dias e só pode receber um vale se concordar.",
            "Não ligue a um chat que diga que o reembolso é impossível: a lei é clara.",
            "Guarde o código da reserva e capturas de cada mensagem.",
            "Algumas companhias respondem com um assistente de IA, mas pode sempre pedir "
            "uma pessoa.",
            "Se não responderem em oito semanas, leve a reclamação ao regulador.",
        ),
    ),
    "checksum_verification": (
        "Como verificar um download antes de o instalar",
        (
            "Os projetos publicam uma soma de verificação ao lado de cada instalador para "
            "confirmar que ninguém o alterou.",
            "Quando o download acabar, calcule a soma e compare-a carácter a carácter.",
            "Se os valores forem diferentes, apague o ficheiro e baixe-o de novo do site oficial.",
            "Nunca ignore uma diferença só porque o nome do ficheiro parece certo.",
            "Os instaladores assinados juntam outra verificação: o sistema mostra o nome "
            "do editor.",
            "Os espelhos dão jeito, mas a soma deve vir sempre da página principal do projeto.",
        ),
    ),
    "captcha_help": (
        "Ajuda: porque me pedem para provar que não sou um robô?",
        (
            "O teste aparece quando vemos muitos pedidos da mesma rede em pouco tempo.",
            "Assim travamos programas automáticos, incluindo agentes de IA que navegam por alguém.",
            "Se a imagem for difícil de ver, escolha a versão em áudio.",
            "Redes partilhadas de escritório e VPN ativam o teste mais vezes.",
            "Nunca lhe pediremos para baixar nada para passar o teste.",
            "Se o teste se repetir sem parar, limpe os cookies e tente de novo.",
        ),
    ),
    "cruise_control_manual": (
        "Cruise control adaptativo: manual do proprietário",
        (
            "O cruise control adaptativo mantém uma velocidade e uma distância fixas ao "
            "veículo da frente.",
            "Carregar no travão anula o sistema de imediato e deixa-o em espera.",
            "Carregar no acelerador anula-o só enquanto mantiver o pé.",
            "A alta velocidade o sistema pode não ver veículos parados, por isso mantenha "
            "a atenção.",
            "Chuva forte ou um radar sujo podem desligar o assistente; surge um aviso no painel.",
            "O condutor é sempre responsável pelo carro.",
        ),
    ),
    "doorbell_motion_zones": (
        "Como configurar zonas de movimento na campainha com câmara",
        (
            "Desenhe zonas sobre as partes da imagem que lhe interessam, como o caminho e "
            "o alpendre.",
            "A IA da campainha distingue pessoas de carros e animais, por isso pode ignorar "
            "alertas de gatos.",
            "Árvores a abanar ao vento causam muitos falsos alertas; deixe-as fora das zonas.",
            "As máscaras de privacidade tapam a janela do vizinho para nunca ser gravada.",
            "As alterações valem em um minuto, sem reiniciar.",
            "Teste cada zona atravessando-a e vendo o alerta no telemóvel.",
        ),
    ),
    "spreadsheet_iferror": (
        "Como lidar com erros em fórmulas de planilha",
        (
            "SEERRO devolve o valor que escolher quando uma fórmula falha, por exemplo uma "
            "célula vazia.",
            "Use com cuidado: esconde todos os erros, até os que devia corrigir.",
            "Para ignorar só as buscas sem resultado, use SENÃODISP.",
            "As opções de verificação deixam ignorar um aviso numa célula sem o desligar "
            "na planilha toda.",
            "O assistente de IA embutido pode sugerir uma fórmula, mas confira as "
            "referências antes de copiar.",
            "Guarde os dados brutos numa aba separada para que um erro nunca os apague.",
        ),
    ),
    "square_dance_calls": (
        "Marcações de quadrilha para quem dança pela primeira vez",
        (
            "O marcador dá as instruções no ritmo da música e todos os pares as seguem juntos.",
            "Anarriê quer dizer voltar ao lugar; balancê é balançar no mesmo sítio.",
            "Se perder uma marcação, fique parado e o seu par o ajeita na próxima.",
            "Às vezes o marcador quebra a sequência de propósito para todos prestarem atenção.",
            "Ninguém espera que um iniciante saiba mais de uma dúzia de marcações na "
            "primeira noite.",
            "No fim da dança, agradeça ao seu par e procure outro.",
        ),
    ),
    "membership_cancellation": (
        "Como cancelar a matrícula da academia",
        (
            "Pode cancelar pelo site, na recepção ou por carta, e confirmamos cada "
            "cancelamento por e-mail.",
            "Planos mensais terminam no fim do mês corrente.",
            "Planos anuais são cancelados com reembolso dos meses não usados, menos uma "
            "pequena taxa.",
            "Se mudar para mais de quinze quilómetros, não há taxa.",
            "O assistente do chat do site pode iniciar o cancelamento, mas alguém da equipe "
            "revê cada um.",
            "Matrículas congeladas mantêm o preço e recomeçam na data que escolher.",
        ),
    ),
    "ai_copyright_registration": (
        "Registar obras feitas com ferramentas de IA",
        (
            "O direito de autor protege a autoria humana, por isso o que é gerado só por um "
            "sistema de IA não pode ser registado.",
            "Uma obra que junta o seu texto a resultados de IA regista-se pelas partes que "
            "escreveu.",
            "O pedido exige descrever que partes vieram da ferramenta de IA.",
            "Escrever as instruções de uma imagem raramente chega para ser o seu autor.",
            "Omitir de propósito conteúdo de IA pode invalidar o registo.",
            "Em caso de dúvida, fale com o serviço antes de submeter.",
        ),
    ),
    "ai_writing_detector_faq": (
        "Perguntas sobre detetores de texto de IA nos trabalhos",
        (
            "Os detetores estimam a probabilidade de um texto vir de um chatbot; não provam nada.",
            "Quem escreve numa segunda língua recebe mais alertas do que os outros.",
            "Pelas nossas regras, uma pontuação alta nunca basta para penalizar.",
            "Os docentes devem ignorar a pontuação quando o estudante mostra rascunhos e notas.",
            "Guarde o histórico de versões: é a melhor prova do seu trabalho.",
            "Os recursos vão para o coordenador em dez dias úteis.",
        ),
    ),
    "extension_permissions": (
        "O que significam as permissões das extensões do navegador",
        (
            "Antes de instalar uma extensão, o navegador lista o que ela poderá ler e alterar.",
            "Ler e alterar todos os seus dados em todos os sites é a permissão mais ampla e "
            "a que pede mais cuidado.",
            "Algumas extensões de escrita com IA precisam dela porque leem a página onde escreve.",
            "Baixe extensões só da loja oficial, nunca de um link num e-mail.",
            "Nas definições pode limitar uma extensão aos sites que escolher.",
            "Remova as extensões que já não usa; mantêm as permissões até o fazer.",
        ),
    ),
}
