"""A small cross-language vocabulary of software work, for prompts typed in another
language against memories written in English.

Developers often type to the agent in their own language (German, Spanish, Portuguese,
French, Chinese) while what retain stored, from code, commands and error text, is in
English. Such a prompt shares no word with the memory that answers it, and the default
MiniLM embedder is English-centred, so neither words nor meaning find it. This table
maps the everyday words of the work (deploy, migration, test, night, killed, slow,
invoice, phone, ...) to an English word, so a prompt-time lookup can search those.

It is a general vocabulary written for retain from common usage, not from any data set:
166 concepts, each with its usual forms in the five languages (seven of them, debug,
reuse, resend, experiment, name, url and integration, were added after the tune half's
retyped prompts, benchmarks/data/sessions/retyped_tune.jsonl, missed them). A foreign word is
glossed only when no memory in the store uses it (retain.rank.prompt), so an English prompt
is never rewritten; a `*` entry matches any word it begins (inflections: `migración`,
`migraciones`, `migrar`); accents are ignored. Chinese entries are matched anywhere in a
run of Han characters, which has no spaces between words.

Also here: the function words of those languages (articles, pronouns, `how`, `why`),
which weigh nothing in a prompt, like English stopwords.

Stdlib only; imported by the prompt path only when a prompt has a word the store does
not know.
"""

from __future__ import annotations

import functools
import unicodedata

# english: the foreign forms (de, es, pt, fr words; `*` = prefix; Chinese anywhere). Where
# memories say a concept in more than one English form (`night`, `nightly`), the forms
# are given with `/` and a memory with any of them matches.
_TABLE = """
deploy: deploy* deployen ausrollen ausgerollt despleg* despliegue* implant* desplieg* implantar
  implanta* déploie* deploie* deployer déployer déployé* 部署 上线 发布到
release: release* veröffentlich* lanzamiento* publicar publica* lancamento* lançamento* lançar
  publier 发布 发版 发行
build: bauen gebaut kompilier* compila* construir construye* compilação compilacao 构建 编译 打包
test: teste* testen getestet prueba* probar testar testes teste tester essai* 测试 单元测试
error: fehler* error* erro* erreur* 错误 报错 异常
bug: bug* fallo* falla* defeito* bogue* 缺陷 问题
fix: beheben behoben reparier* repara* arregl* corrig* consert* corriger corrigé* réparer 修复 修
fail/failed: fehlgeschlag* schlägt scheitert falla fallan fallo falha* falhou échoue* échec*
  echec* 失败
crash/crashed: abgestürzt absturz* stürzt crash* cae cayo colapsa* trava* plantage* plante 崩溃 闪退
slow: langsam* lento* lenta* lent lente lents 慢 缓慢 卡顿
fast: schnell* rápido* rapido* rápida* rapide* 快
database: datenbank* basedatos bdd 数据库
table: tabelle* tabla* tabela* 表 表格
column: spalte* columna* coluna* colonne* 列 字段
field: feld felder campo* champ champs 字段
migration: migration* migrier* migración* migracion* migrar migra* migração* migracao* 迁移
add: hinzufüg* hinzufug* hinzugefügt ergänz* añadir anadir añade* agregar agrega* adicionar
  adiciona* acrescent* ajout* ajouter 添加 增加 加一个 新增
remove: entfern* lösch* losch* eliminar elimina* borrar borra* remover remova* excluir apagar
  supprim* enlever retirer 删除 删掉 移除
create: erstell* anleg* crear crea* criar cria* créer creer crée* 创建 新建
change: änder* ander* cambiar cambia* cambio* mudar muda* alterar altera* changer change*
  modifi* 修改 更改 改
update: aktualisier* actualiz* atualiz* 更新
upgrade: upgrade* hochstuf* 升级
install: installier* instalar instala* installer installé* 安装
config: konfigur* einstellung* configura* configuración* configuracao* configuração* paramètre*
  parametre* réglage* 配置 设置
setup: einricht* einrichten aufsetzen 搭建 设置环境
file: datei* archivo* arquivo* fichier* 文件
folder: ordner* verzeichnis* carpeta* pasta* dossier* répertoire* repertoire* 文件夹 目录
branch: zweig rama* ramo* branche* 分支
commit: commit* committen 提交
merge: zusammenführ* fusionar mesclar fusionner 合并
push: pushen 推送
log: protokoll* registro* registre* journal* 日志
server: servidor* serveur* 服务器
client: cliente* 客户端
user: benutzer* nutzer* usuario* usuário* utilisateur* 用户
customer: kunde* kunden* cliente* clientes 客户 顾客
account: konto* cuenta* compte* 账户 账号 conta contas
password: passwort* kennwort* contraseña* contrasena* senha* 密码
token: jeton* 令牌
secret: geheim* secreto* segredo* 密钥 秘钥
key: schlüssel* schlussel* clave* chave* clé cle 键
permission: berechtigung* erlaubnis* permiso* permissão* permissao* autorisation* 权限
login: anmeld* einlogg* entrar connexion connecter 登录 登陆
payment: zahlung* pago* pagamento* paiement* 支付 付款
invoice: rechnung* factura* fatura* facture* 发票 账单
price: preis* precio* preço* preco* prix 价格
plan: tarif* plano* forfait* 套餐 计划
subscription: abonnement* abo suscripción* suscripcion* assinatura* 订阅
email: correo* 邮件 邮箱 mail mails
notification: benachrichtigung* mitteilung* notificación* notificacion* notificação* notificacao*
  notification* 通知 推送通知
message: nachricht* mensaje* mensagem* 消息 信息
queue: warteschlange* cola colas fila filas 队列
job: aufgabe* trabajo* tarefa* tâche* tache* 任务 作业
schedule: zeitplan* geplant programad* agendad* planifi* 定时 计划任务
night/nightly: nacht* nächtlich* nachtlich* noche* nocturn* noite* noturn* nuit* 夜 晚上 每晚
  夜间 昨晚
day/daily: tage täglich* taglich* día dia dias días diario* jour jours quotidien* 天 每天
week/weekly: woche* semana* semaine* 周 星期
month/monthly: monat* mes meses mês mois mensual* mensal* mensuel* 月
hour: stunde* hora horas heure* 小时
time: zeit uhrzeit tiempo tempo horário horario temps 时间
timezone: zeitzone* fuso* fuseau* 时区
date: datum* fecha* 日期
memory: speicher* arbeitsspeicher* memoria* memória* mémoire* memoire* 内存
disk: festplatte* disque* 磁盘 硬盘 disco discos
container: kontainer* contenedor* contêiner* conteneur* 容器
image: abbild* imagen* imagem* 镜像
cluster: clúster* 集群
node: knoten* nodo* noeud* nœud* 节点
service: dienst* servicio* serviço* servico* 服务
request: anfrage* solicitud* petición* peticion* requisição* requisicao* requête* requete* 请求
response: antwort* respuesta* resposta* réponse* reponse* 响应
screen: bildschirm* pantalla* tela telas écran* ecran* 屏幕 界面
button: knopf* schaltfläche* botón* boton* botão* botao* bouton* 按钮
page: seite* página* pagina* 页面
app: anwendung* aplicación* aplicacion* aplicativo* aplicação* aplicacao* 应用 应用程序 appli
phone: telefon* teléfono* telefono* celular* móvil* movil* telefone* téléphone* handys
  手机 电话
photo: foto* bild bilder photo* 照片 图片 相片
map: karte* mapa* 地图 carte cartes
upload: hochlad* hochgeladen subir sube* carregar envio* télévers* televers* 上传
download: herunterlad* descarg* baixar télécharg* telecharg* 下载
search: suche* suchen buscar busca* pesquisa* recherche* chercher 搜索 查找
report: bericht* reporte* relatório* relatorio* rapport* 报告 报表 informe informes
export: exportier* exportar exporta* exporter 导出
import: importier* importar importer 导入 importa
data: daten* datos dados données donnees 数据
model: modell* modelo* modèle* modele* 模型
train: trainier* entrenar entrena* treinar treina* entraîn* entrain* 训练
feature: merkmal* característica* caracteristica* 特征 功能
score: bewert* puntuación* puntuacion* pontuação* pontuacao* 分数 评分
metric: metrik* métrica* metrica* métrique* metrique* 指标
version: versión* versao* 版本
dependency: abhängigkeit* abhangigkeit* dependencia* dependência* dependencia dépendance*
  dependance* 依赖
package: paket* paquete* pacote* paquet* 包 软件包
library: bibliothek* biblioteca* bibliothèque* bibliotheque* 库
environment: umgebung* entorno* ambiente* environnement* 环境
staging: 预发布 测试环境
production: produktion* produktiv* producción* produccion* produção* producao* 生产 线上
local: lokal* 本地
run: ausführ* ausfuhr* laufen läuft lauft ejecut* rodar roda* executar executa* exécut* execut*
  lancer 运行 执行 跑
start: starten startet iniciar inicia* arrancar començar comecar démarr* demarr* 启动 开始
stop: stoppen anhalten detener parar arrêt* arret* 停止
restart: neustart* reiniciar reinicia* redémarr* redemarr* 重启
killed/kill: getötet abgeschossen beendet matar mató mato matado morto matou tuer 杀 杀掉 杀死
died/die/crash: gestorben murió murio muere morreu morre mort meurt 挂了 挂掉 死了
timeout: zeitüberschreitung* 超时
wrong: falsch* incorrect* equivocad* errado* errada* faux fausse 错 不对
missing: fehlt fehlend* falta* faltando manque* manquant* 缺少 缺失
empty: leere vacío* vacio* vazio* vide 空
broken: kaputt* roto quebrado* quebrada* cassé* casse* 坏了
again: wieder erneut novamente encore 又 再次
certificate: zertifikat* certificado* certificat* 证书
domain: dominio* domínio* domaine* 域名
address: adresse* dirección* direccion* endereço* endereco* 地址
port: puerto* porta 端口
network: netzwerk* redes rede reseau* réseau* 网络
connection: verbindung* conexión* conexion* conexão* conexao* 连接
cache: zwischenspeicher* caché 缓存
lock: sperre* gesperrt bloqueo* bloqueado* bloqueio* verrou* 锁
state: zustand* estado* état etat 状态
backup: sicherung* respaldo* cópia* sauvegarde* 备份
restore: wiederherstell* restaurar restaura* restaurer 恢复 还原
security: sicherheit* seguridad* segurança* seguranca* sécurité* securite* 安全
keyboard: tastatur* teclado* clavier* 键盘
form: formular* formulario* formulário* formulaire* 表单
translation: übersetz* ubersetz* traducción* traduccion* tradução* traducao* traduction* 翻译
language: sprache* idioma* langue* 语言
snapshot: momentaufnahme* instantánea* instantanea* 快照
notebook: 笔记本
kernel: núcleo* nucleo* noyau* 内核
schema: esquema* schéma* 模式
query: abfrage* consulta* 查询
latency: latenz* latencia* latência* latence* 延迟
alert: warnung* alerta* alerte* 告警 报警
dashboard: tablero* painel* 仪表盘 看板
cost: kosten* costo* coste* coût* cout* 成本 费用 custo custos
budget: presupuesto* orçamento* orcamento* 预算
rollback: zurückroll* zuruckroll* revertir reverter annuler 回滚
new: neu neue neuen neuer neues nuevo* nueva* novo nova novos novas nouveau* nouvelle* 新
old: alte alten viejo* vieja* antiguo* velho* antigo* ancien* vieux vieille 旧
character: zeichen carácter* caracter* caractere* 字符
sign: symbol* símbolo* simbolo* signe* 符号
encoding: kodierung* codificación* codificacion* codificação* codificacao* encodage* 编码
rotate: gedreht* drehen rotad* girad* virad* tournée* tourne* 旋转 转了
sideways: seitlich* 侧着 横着
format: formatier* formato* 格式
parse: parsen analizar analisar 解析
output: ausgabe* salida* saída* saida* sortie* 输出
input: eingabe* entrada* 输入
print: drucken imprimir imprime* imprimer afficher 打印
size: größe* grosse* tamaño* tamano* tamanho* taille* 大小
limit: grenze* límite* limite* 限制 上限
endpoint: 接口 端点
infra: infraestructura* infraestrutura* 基础设施
project: projekt* proyecto* projeto* projet* 项目
documentation: dokumentation* documentación* documentacion* documentação* documentacao* 文档
comment: kommentar* comentario* comentário* commentaire* 注释
cronjob: 定时任务
batch: stapel* lote* 批量 批次
debug: debuggen depurar depura* déboguer deboguer débogu* debogu* 调试
reuse: wiederverwend* reutiliz* reaproveit* réutilis* reutilis* 复用 重用
resend/replay: reenviar reenvia* reenvio* renvoyer renvoie* 重发 重放 重新发送
experiment: experiment* experimento* expérience* experience* 实验
name: namen nombre* nome nomes nom noms 名称 名字
url: 网址 链接
integration: integration* integración* integracion* integração* integracao* intégration* 集成
sync: synchronisier* sincroniz* synchronis* 同步
"""

# Function words: a prompt's `how do I`, `warum`, `por qué`, `的`, which say nothing
# about what the prompt is about. Accents are folded before lookup.
_FUNCTION_WORDS = frozenset(
    """
    der das dem ein eine einen einem einer und oder aber nicht ist sind
    wie was warum wo wann wer ich du er sie es wir ihr mir mich dich uns euch mein dein
    unser bitte mal noch schon auch nur so da hier dort mit ohne fur von zu zum zur bei
    nach aus auf an am im in ins uber unter kann konnen muss soll sollte will wird werden
    wurde habe hast haben gibt einfach jetzt dann denn doch ja nein
    el la los las un una unos unas y o pero no es son esta estan fue como que por porque
    donde cuando quien yo tu el ella nosotros me mi mis te se lo le les nos del al con sin
    para de en hay puedo puedes podemos hacer hace necesito quiero otra otro este esta
    esto ese esa eso muy mas ya aqui ahi favor
    o a os as um uma uns umas e ou mas nao sao estou esta estao foi como porque onde
    quando quem eu voce ele ela nos meu minha seu sua te se lhe do da dos das no na nos
    nas ao com sem pra para em tem posso pode podemos fazer faz preciso quero isso isto
    esse essa aqui ali muito mais ja
    le la les un une des et ou mais ne pas est sont etait comment quoi pourquoi ou quand
    qui je tu il elle nous vous ils elles me moi te se mon ma ton ta ses notre votre
    du au aux avec sans pour dans sur en par y a ce cet cette ces ca faire fait peux peut
    pouvons dois faut veux voudrais tres deja ici svp
    """.split()
)
_ZH_FUNCTION = frozenset(
    "的了在是我你他她它们这那怎么为什么吗呢吧啊把被给和与就都也还又要会能可以请一个下"
)


def fold(word: str) -> str:
    """Lower case without accents (`migración` -> `migracion`), as the table is looked up."""
    if word.isascii():
        return word.lower()
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@functools.cache
def _tables() -> tuple[dict[str, str], list[tuple[str, str]], list[tuple[str, str]]]:
    """(exact word -> english, [(prefix, english)] longest first, [(han word, english)]
    longest first), built on first use."""
    exact: dict[str, str] = {}
    prefixes: list[tuple[str, str]] = []
    han: list[tuple[str, str]] = []
    english = ""
    for raw in _TABLE.split("\n"):
        if not raw.strip():
            continue
        if not raw.startswith(" "):
            english, _, raw = raw.partition(":")
            english = english.strip()
        for form in raw.split():
            if not form.isascii() and all(_is_han(ch) for ch in form.rstrip("*")):
                han.append((form, english))
            elif form.endswith("*"):
                prefixes.append((fold(form[:-1]), english))
            else:
                exact.setdefault(fold(form), english)
    prefixes.sort(key=lambda p: -len(p[0]))
    han.sort(key=lambda p: -len(p[0]))
    return exact, prefixes, han


def _is_han(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


def english(word: str) -> str | None:
    """The English word(s) for a foreign word of the table (`night/nightly`), or None."""
    exact, prefixes, _ = _tables()
    w = fold(word)
    if w in exact:
        return exact[w]
    for prefix, en in prefixes:
        if len(w) >= len(prefix) and w.startswith(prefix) and len(prefix) >= 3:
            return en
    return None


def function_word(word: str) -> bool:
    """A foreign article, pronoun or particle (or a run of Chinese ones)."""
    if all(_is_han(ch) for ch in word):
        return all(ch in _ZH_FUNCTION for ch in word)
    return fold(word) in _FUNCTION_WORDS


def han_words(text: str) -> list[str]:
    """The English words for the table's Chinese words in `text`, in order of appearance,
    each stretch of characters matched by the longest entry."""
    _, _, han = _tables()
    found: list[tuple[int, str]] = []
    taken = [False] * len(text)
    for form, en in han:
        start = text.find(form)
        while start >= 0:
            span = range(start, start + len(form))
            if not any(taken[i] for i in span):
                for i in span:
                    taken[i] = True
                found.append((start, en))
            start = text.find(form, start + 1)
    return [en for _, en in sorted(found)]


def gloss(text: str) -> str:
    """The English words of the table found in `text` (foreign words and Chinese), in
    order, space-separated; '' when none. What the meaning server appends to a prompt
    before embedding it."""
    from retain import text as textmod

    out: list[str] = []
    if any(_is_han(ch) for ch in text):
        out += han_words(text)
    for word in textmod.tokens(text):
        if word.isascii() and word in textmod.STOPWORDS:
            continue
        if any(_is_han(ch) for ch in word):
            continue
        en = english(word)
        if en is not None and en != word:
            out.append(en)
    return " ".join(dict.fromkeys(w for en in out for w in en.split("/")))


FOREIGN_MIN = 2  # function words of the table's languages that mark a prompt as foreign


def for_meaning(text: str) -> str:
    """What to append to a prompt before embedding it: its English glosses when the
    prompt is in one of the table's languages (Chinese characters, or at least
    FOREIGN_MIN of their function words), else '' (an English prompt is embedded as
    typed: its own words would only be repeated)."""
    from retain import text as textmod

    han = any(_is_han(ch) for ch in text)
    if not han:
        words = [w for w in textmod.tokens(text) if w.isalpha()]
        if sum(1 for w in words if function_word(w)) < FOREIGN_MIN:
            return ""
    return gloss(text)
