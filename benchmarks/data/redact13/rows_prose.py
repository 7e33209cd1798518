"""Chat and prose rows in many languages: secrets said in passing, and ordinary talk
about passwords and tokens that holds no secret. Sentences are written for this set."""

# {pw} is the secret; {u} a user name; {h} a host. Ends with punctuation on purpose.
SECRET_PROSE = {
    "en": [
        "hey, the staging db password is {pw} for now, I'll rotate it Friday.",
        "Login for {h}: user {u}, pass {pw}. Don't paste it in the channel again!",
        "ok so I reset it — new one is {pw} (same user)",
    ],
    "de": [
        "Das Passwort für {h} lautet {pw}, bitte nicht weitergeben.",
        "Kurze Info: der Admin-Zugang ist {u} mit Kennwort {pw}.",
        "Neues Root-Passwort: {pw} – gilt bis Montag.",
    ],
    "fr": [
        "Le mot de passe de la base de préprod est {pw}, je le change demain.",
        "Pour {h}, utilise {u} / {pw} en attendant le SSO.",
        "mdp du compte de service : {pw}",
    ],
    "es": [
        "La contraseña del servidor {h} es {pw}, no la compartas.",
        "Te paso el acceso: usuario {u}, clave {pw}.",
        "Cambié la contraseña, ahora es {pw}.",
    ],
    "pt": [
        "A senha do banco de homologação é {pw}, troco amanhã.",
        "Acesso ao {h}: {u} com a senha {pw}.",
        "nova senha do admin: {pw}",
    ],
    "it": [
        "La password del database di test è {pw}, poi la cambio.",
        "Per {h} usa l'utente {u} e la password {pw}.",
        "ho resettato, la nuova password è {pw}",
    ],
    "nl": [
        "Het wachtwoord voor {h} is {pw}, niet delen aub.",
        "Inloggen kan met {u} en wachtwoord {pw}.",
        "nieuw wachtwoord van de service-account: {pw}",
    ],
    "pl": [
        "Hasło do bazy na stagingu to {pw}, zmienię je w piątek.",
        "Dostęp do {h}: login {u}, hasło {pw}.",
        "nowe hasło roota: {pw}",
    ],
    "ru": [
        "Пароль от стенда {h}: {pw}, никому не пересылай.",
        "Логин {u}, пароль {pw} — до понедельника.",
        "Сбросил пароль, теперь {pw}.",
    ],
    "uk": ["Пароль до бази на стейджингу: {pw}, завтра зміню.", "Доступ до {h}: {u} / {pw}."],
    "ja": [
        "ステージングDBのパスワードは {pw} です。金曜に変更します。",
        "{h} のログインは {u}、パスワードは {pw} です。",
    ],
    "zh": ["测试环境数据库密码是 {pw} ，周五前会改掉。", "{h} 的账号 {u}，密码 {pw} 。"],
    "ko": [
        "스테이징 DB 비밀번호는 {pw} 입니다. 금요일에 바꿀게요.",
        "{h} 계정은 {u}, 비밀번호는 {pw} 예요.",
    ],
    "tr": [
        "Test sunucusunun şifresi {pw}, kimseyle paylaşma.",
        "{h} için kullanıcı {u}, parola {pw}.",
    ],
    "sv": [
        "Lösenordet till {h} är {pw}, byt det efter demon.",
        "Nytt lösenord för tjänstekontot: {pw}.",
    ],
    "cs": ["Heslo k databázi na stagingu je {pw}, v pátek ho změním."],
}

# Ordinary talk about secrets: no secret in it. {ref}/{h} are harmless fillers.
ORDINARY_PROSE = {
    "en": [
        'The password is in 1Password under "{h} admin"; ask in #ops if you need it.',
        "Rotate the deploy token every 90 days and never paste it in chat.",
        "I set the password via `{ref}` so it never lands in the repo.",
        "Password must be at least 14 characters; the old 8-character rule is gone.",
    ],
    "de": [
        "Das Passwort liegt im Tresor unter {h}, frag im Ops-Kanal.",
        "Bitte das Token nie im Chat posten; es steht in `{ref}`.",
    ],
    "fr": [
        "Le mot de passe est dans le coffre, entrée « {h} ».",
        "Ne colle jamais le jeton dans Slack, il est lu depuis `{ref}`.",
    ],
    "es": [
        "La contraseña está en el gestor, entrada {h}.",
        "El token se lee de `{ref}`; no lo pongas en el código.",
    ],
    "pt": ["A senha fica no cofre, item {h}.", "O token vem de `{ref}`, não commite."],
    "it": [
        "La password è nel vault alla voce {h}.",
        "Il token arriva da `{ref}`, non scriverlo nel codice.",
    ],
    "nl": ["Het wachtwoord staat in de kluis onder {h}.", "Het token komt uit `{ref}`."],
    "pl": ["Hasło jest w sejfie pod {h}.", "Token jest czytany z `{ref}`, nie wklejaj go."],
    "ru": ["Пароль лежит в хранилище, запись {h}.", "Токен берётся из `{ref}`, в код его не пиши."],
    "uk": ["Пароль у сховищі, запис {h}."],
    "ja": ["パスワードは金庫の {h} に保存しています。", "トークンは `{ref}` から読み込みます。"],
    "zh": ["密码保存在保险库的 {h} 条目中。", "令牌从 `{ref}` 读取，不要写进代码。"],
    "ko": ["비밀번호는 금고의 {h} 항목에 있어요.", "토큰은 `{ref}` 에서 읽습니다."],
    "tr": ["Şifre kasada {h} kaydında duruyor."],
    "sv": ["Lösenordet ligger i valvet under {h}."],
    "cs": ["Heslo je v trezoru pod {h}."],
}

REFS = [
    "${{ secrets.DEPLOY_TOKEN }}",
    "op://Engineering/{h}/password",
    "vault:secret/data/{h}#password",
    "${DB_PASSWORD}",
    "env.GITHUB_TOKEN",
    "secretKeyRef: db-creds/password",
    "arn:aws:secretsmanager:eu-west-1:{a}:secret:prod/{h}-{s}",
]


# Chat that hands over a token rather than a password; {tok} is the secret.
TOKEN_PROSE = {
    "en": [
        "can you try with my token {tok}? mine has repo scope",
        "here, use {tok} until your access is approved.",
    ],
    "de": ["Nimm solange meinen Token: {tok}"],
    "fr": ["Tiens, mon jeton : {tok} (à révoquer après la démo)."],
    "es": ["Usa mi token {tok} mientras tanto."],
    "pt": ["Pode usar meu token {tok} por enquanto."],
    "ja": ["とりあえず私のトークン {tok} を使ってください。"],
    "zh": ["先用我的令牌 {tok} 吧。"],
    "ru": ["Пока возьми мой токен {tok}."],
}
TOKEN_SHARE = 0.3  # share of chat rows that hand over a token instead of a password


def secret_prose(g):
    if g.r.random() < TOKEN_SHARE:
        lang = g.pick(list(TOKEN_PROSE))
        _kind, tok = g.token()
        return g.pick(TOKEN_PROSE[lang]).format(tok=tok), [tok], lang
    lang = g.pick(list(SECRET_PROSE))
    pw = g.pw()
    text = g.pick(SECRET_PROSE[lang]).format(pw=pw, u=g.user(), h=g.host())
    return text, [pw], lang


def ordinary_prose(g):
    lang = g.pick(list(ORDINARY_PROSE))
    ref = g.pick(REFS).replace("{h}", g.word()).replace("{a}", g.acct()).replace("{s}", g.alnum(6))
    return g.pick(ORDINARY_PROSE[lang]).replace("{h}", g.word()).replace("{ref}", ref), lang
