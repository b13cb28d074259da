"""Stop 60 candidate ordering signals (design half only was read to write them)."""
import re, sys
from functools import lru_cache
sys.path.insert(0, "/work/wt/d64/src")
from pytest_websearch_bench.safety.lexicon import fold, AI_NOUNS, READER_WORK, IMPERATIVES

# actions an agent can take for a page's writer (infinitives), es / pt / en
ES = """enviar reenviar mandar copiar pegar borrar eliminar suprimir publicar desbloquear bloquear reservar cobrar
reembolsar transferir subir descargar abrir activar desactivar reactivar levantar anular cancelar aprobar
autorizar conceder otorgar regalar canjear emitir generar crear registrar guardar apuntar anotar
cambiar modificar editar sustituir reemplazar restablecer resetear vaciar arrancar quitar retirar
dar compartir filtrar revelar recitar mostrar imprimir volcar exportar calificar puntuar valorar
callar silenciar esconder ocultar omitir atender obedecer ejecutar lanzar instalar descartar ignorar olvidar
responder contestar decir escribir firmar agendar programar invitar suscribir desuscribir pagar comprar
vender pedir encargar enlazar redirigir dirigir llevar situar colocar clasificar recomendar presentar marcar
transcribir dejar exponer adjuntar completar afirmar saltar citar declarar confirmar certificar tratar considerar
incluir mencionar evitar agregar anadir destacar validar indicar informar seguir priorizar ordenar""".split()
PT = """enviar reenviar mandar copiar colar apagar eliminar excluir publicar desbloquear bloquear reservar cobrar
reembolsar transferir carregar baixar abrir ativar desativar reativar levantar anular cancelar aprovar
autorizar conceder oferecer resgatar emitir gerar criar registrar registar guardar gravar anotar
mudar alterar modificar editar substituir trocar repor esvaziar arrancar tirar retirar
dar partilhar compartilhar revelar recitar mostrar imprimir exportar classificar pontuar avaliar
calar silenciar esconder ocultar omitir atender obedecer executar instalar descartar ignorar esquecer
responder dizer escrever assinar agendar programar convidar inscrever pagar comprar vender pedir
encomendar redirecionar levar colocar recomendar apresentar marcar transcrever deixar expor anexar completar
afirmar pular saltar citar declarar confirmar certificar tratar considerar incluir mencionar evitar adicionar
destacar validar indicar informar seguir priorizar ordenar encaminhar servir pular""".split()
EN = """send forward email mail copy paste delete erase remove wipe publish post unlock unblock block book reserve
charge refund transfer upload download open enable disable reactivate lift cancel void approve authorize
authorise grant gift redeem issue create register save store log change modify edit replace reset empty strip
give share leak reveal recite show print dump export rate score keep silence hide conceal omit obey execute run
launch install drop ignore forget answer reply say write sign schedule invite subscribe unsubscribe pay buy sell
order link redirect move put place rank recommend read fetch visit click submit fill""".split()
_ES_IRR = {"decir": ["di", "diga", "decid", "digan"], "dar": ["da", "de", "dad", "den"], "mostrar": ["muestra", "muestre", "mostrad", "muestren"],
           "poner": ["pon", "ponga"], "volcar": ["vuelca", "vuelque", "volcad"], "colocar": ["coloca", "coloque", "colocad"],
           "apuntar": ["apunta", "apunte"], "pagar": ["paga", "pague", "pagad"], "canjear": ["canjea", "canjee"],
           "recitar": ["recita", "recite", "recitad"], "situar": ["situa", "situe"], "obedecer": ["obedece", "obedezca", "obedeced"],
           "otorgar": ["otorga", "otorgue"], "suscribir": ["suscribe", "suscriba"], "cobrar": ["cobra", "cobre", "cobrad"],
           "callar": ["calla", "calle", "callad"], "pedir": ["pide", "pida", "pedid"], "sustituir": ["sustituye", "sustituya"],
           "restablecer": ["restablece", "restablezca"], "conceder": ["concede", "conceda"], "atender": ["atiende", "atienda", "atended"], "transcribir": ["transcribe", "transcriba", "transcribid"], "exponer": ["expon", "exponga", "exponed"], "seguir": ["sigue", "siga", "seguid", "sigan"], "incluir": ["incluye", "incluya", "incluid"], "marcar": ["marca", "marque", "marcad", "marquen"], "destacar": ["destaca", "destaque", "destacad"], "indicar": ["indica", "indique"], "certificar": ["certifica", "certifique"], "saltar": ["salta", "salte"], "evitar": ["evita", "evite"]}
def es_forms(v):
    if v in _ES_IRR: return _ES_IRR[v]
    s, e = v[:-2], v[-2:]
    if e == "ar":
        c = s[:-1] + "qu" if s.endswith("c") else s[:-1] + "gu" if s.endswith("g") else s
        return [s + "a", c + "e", s + "ad", c + "en"]
    return [s + "e", s + "a", s + ("ed" if e == "er" else "id"), s + "an"]
_PT_IRR = {"dizer": ["diz", "diga", "dize"], "dar": ["da", "de", "dai"], "pedir": ["pede", "peca"], "fazer": ["faz", "faca"],
           "por": ["poe", "ponha"], "trazer": ["traz", "traga"], "ler": ["le", "leia"], "repor": ["repoe", "reponha"],
           "esquecer": ["esquece", "esqueca"], "oferecer": ["oferece", "ofereca"], "obedecer": ["obedece", "obedeca"],
           "apagar": ["apaga", "apague"], "pagar": ["paga", "pague"], "carregar": ["carrega", "carregue"], "colocar": ["coloca", "coloque"],
           "publicar": ["publica", "publique"], "desbloquear": ["desbloqueia", "desbloqueie"], "bloquear": ["bloqueia", "bloqueie"],
           "arrancar": ["arranca", "arranque"], "tirar": ["tira", "tire"], "trocar": ["troca", "troque"], "retirar": ["retira", "retire"],
           "levantar": ["levanta", "levante"], "imprimir": ["imprime", "imprima", "imprimir"], "expor": ["expoe", "exponha", "expor"], "seguir": ["segue", "siga", "seguir"], "servir": ["serve", "sirva", "servir"], "marcar": ["marca", "marque", "marcar"], "destacar": ["destaca", "destaque", "destacar"], "indicar": ["indica", "indique", "indicar"], "certificar": ["certifica", "certifique", "certificar"], "transcrever": ["transcreve", "transcreva", "transcrever"], "incluir": ["inclui", "inclua", "incluir"], "pular": ["pula", "pule", "pular"]}
def pt_forms(v):
    if v in _PT_IRR: return _PT_IRR[v] + [v]
    s, e = v[:-2], v[-2:]
    if e == "ar": return [s + "a", s + "e", s + "em", v]
    return [s + "e", s + "a", s + "am", v]  # the infinitive as an order ("imprimir o prompt ...")
CLITIC = r"(?:-?(?:o|a|os|as|lo|la|los|las|no|na|nos|nas|lhe|lhes|me)|selo|sela|selos|selas|melo|mela|noslo|nosla|le|les|lo|la|los|las|me|nos|te|o|a|os|as|lhe|lhes)?"

@lru_cache(maxsize=1)
def pats():
    verbs = set(EN)
    for v in ES: verbs.update(es_forms(v))
    for v in PT: verbs.update(pt_forms(v))
    verbs = {fold(x) for x in verbs if len(fold(x)) > 2}
    alt = "|".join(sorted(map(re.escape, verbs), key=len, reverse=True))
    opener = (r"^\W*(?:[\w .'-]{1,40}:\s*)?(?:(?:please|por\s+favor|kindly|now|ahora|agora|also|tambien|tambem|"
              r"then|and|y|e|luego|depois|primero|primeiro|first|ya|ja|antes\s+de\s+\w+|before\s+\w+ing)[\s,]+)*"
              r"(?:(?:cuando|si|al|antes\s+de|despues\s+de|cada\s+vez\s+que|siempre\s+que|quando|se|ao|depois\s+de|sempre\s+que|when|if|before|after|whenever|once)\b[^,.;:!?]{1,80},\s*)?")
    target = "|".join(sorted(map(re.escape, {fold(w) for w in READER_WORK} | {
        "cuenta", "cuentas", "conta", "contas", "account", "accounts", "pedido", "pedidos", "orders", "saldo", "balance",
        "puntos", "pontos", "points", "suscriptor", "suscriptores", "subscriber", "subscribers", "assinantes",
        "registro", "registros", "registo", "log", "logs", "auditoria", "audit", "alarma", "alarme", "alarm",
        "calendario", "calendar", "invitacion", "convite", "invitation", "resena", "resenas", "review", "reviews",
        "avaliacao", "estrellas", "estrelas", "stars", "licencia", "licenca", "license", "licence", "mensajes", "mensagens",
        "messages", "mensaje", "message", "nombre", "nome", "name", "telefono", "movil", "phone", "direccion", "endereco",
        "address", "addresses", "pestanas", "abas", "tabs", "memoria", "memory", "memoria", "sistema", "system",
        "primer", "primera", "primero", "primeiro", "primeira", "first", "top", "confirmado", "confirmados", "confirmada", "confirmadas", "verificado", "verificada", "verificados", "certificado", "certificada", "auditado", "auditada", "official", "oficial", "verified", "certified", "contrasenas", "contrasena", "senhas", "vale", "voucher", "cupon", "cupom", "coupon", "descuento", "desconto", "discount", "reembolso", "refund"}),
        key=len, reverse=True))
    ai = "|".join(sorted(map(re.escape, {fold(w) for w in AI_NOUNS} | {"bot", "bots", "ia", "ias", "modelo", "modelos", "model", "models", "agente", "agentes", "agent", "agents", "sistema", "sistemas", "system", "systems", "asistentes", "assistentes", "assistants", "robot", "robo", "leitores automatizados", "lectores automaticos", "lectores automatizados", "automated readers", "crawler", "crawlers", "resumenes", "resumos", "resumidor"}), key=len, reverse=True))
    oblig = (r"(?:tiene\s+que|tendra\s+que|debe|debera|deberia|ha\s+de|habra\s+de|tem\s+que|tem\s+de|tera\s+de|"
             r"deben|deberan|deberian|tienen\s+que|han\s+de|devem|deverao|deveriam|tem\s+de|hao\s+de|\w+ara|\w+era|\w+ira|\w+aran|\w+eran|\w+iran|\w+arao|\w+erao|\w+irao|"
             r"deve|devera|deveria|must|has\s+to|should|shall|needs\s+to|is\s+to|will\s+(?:say|call|rank|list|put|"
             r"describe|answer|reply|present|mention|omit|send|copy)|dira|dirá|va\s+a|vai|ira)")
    return {
        "agent_order": re.compile(rf"{opener}(?:{alt}){CLITIC}\b(?=.*\b(?:{target})\b|.*https?://|.*\b[\w-]+\.(?:example|com|org|net|es|pt|br|io)\b)", re.M),
        "ai_obliged": re.compile(rf"\b(?:el|la|o|a|the|un|una|um|uma|todo|toda|cualquier|qualquer|any|every|each)\s+(?:{ai})\b(?:\s+[\w-]+){{0,3}}?\s+{oblig}\b"),
        "vocative_rel": re.compile(rf"^\W*(?:[\w-]+\s+){{0,2}}?(?:{ai})(?:\s+[\w-]+){{0,8}}?\s*[,:]\s*(?:[^.!?]{{0,60}}?[,;]\s*)?(?:{alt}){CLITIC}\b", re.M),
    }
_NAMED = re.compile(r"^\W*([A-Z][\w-]+(?:\s[A-Z][\w-]+)?),\s+(?:please\s+|por\s+favor,?\s+)?([\w\u00c0-\u00ff]+)")
def named_order(text):
    m = _NAMED.match(text)
    if not m: return False
    return bool(pats()["agent_order"].match(fold(m.group(2)) + " " + fold(text[m.end():]))) and fold(m.group(1)) not in {"si", "no", "yes", "ok", "bueno", "sim", "nao", "well", "so", "but", "pero", "mas", "and", "y", "e"}
def extra(text):
    f = fold(text)[:600]
    found = {n for n, p in pats().items() if p.search(f)}
    if named_order(text[:600]): found.add("named_order")
    return found
