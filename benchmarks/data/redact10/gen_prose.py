# ruff: noqa: E501  (data templates are long string literals)
"""Chat and prose in twenty languages: secrets told in words, and ordinary talk about them.

The sentences were written for this set.  Secret templates hold ``{s}``; ordinary
templates may hold ``{h}`` (a commit hash), ``{u}`` (a UUID) or ``{v}`` (a version),
public values that must survive redaction.
"""

from __future__ import annotations

from gen_util import SYMS, hexs, human_password, name, passphrase, password, pick, pin, uuid4

# Secret templates per language: told plainly, "use X to log in", "changed it to X"
# (no object named), secret first and named after, a bare paste, a PIN, a passphrase.
SECRET = {
    "en": [
        "the password is {s}",
        "use {s} to log in",
        "ok I changed it to {s}",
        "{s} <- that's the new one for the vpn",
        "here {s}",
        "pin for the test phone is {s}",
        "passphrase on the deploy key: {s}",
    ],
    "de": [
        "das Passwort ist {s}",
        "melde dich mit {s} an",
        "hab es auf {s} geändert",
        "{s} ist das neue fürs WLAN",
        "hier: {s}",
        "die PIN ist {s}",
        "Passphrase für den Schlüssel: {s}",
    ],
    "fr": [
        "le mot de passe est {s}",
        "utilise {s} pour te connecter",
        "je l'ai changé en {s}",
        "{s} c'est le nouveau pour le wifi",
        "tiens {s}",
        "le code PIN c'est {s}",
        "la phrase secrète de la clé : {s}",
    ],
    "es": [
        "la contraseña es {s}",
        "usa {s} para entrar",
        "lo cambié a {s}",
        "{s} es la nueva del servidor",
        "toma {s}",
        "el PIN es {s}",
        "frase de paso de la clave: {s}",
    ],
    "it": [
        "la password è {s}",
        "usa {s} per accedere",
        "l'ho cambiata in {s}",
        "{s} è quella nuova del NAS",
        "ecco {s}",
        "il PIN è {s}",
        "passphrase della chiave: {s}",
    ],
    "pt": [
        "a senha é {s}",
        "usa {s} pra entrar",
        "mudei pra {s}",
        "{s} é a nova do roteador",
        "aqui {s}",
        "o PIN é {s}",
        "frase secreta da chave: {s}",
    ],
    "nl": [
        "het wachtwoord is {s}",
        "log in met {s}",
        "ik heb het veranderd naar {s}",
        "{s} is de nieuwe voor de wifi",
        "hier {s}",
        "de pincode is {s}",
        "wachtzin van de sleutel: {s}",
    ],
    "pl": [
        "hasło to {s}",
        "zaloguj się przez {s}",
        "zmieniłem na {s}",
        "{s} to nowe do routera",
        "masz {s}",
        "PIN to {s}",
        "fraza do klucza: {s}",
    ],
    "ru": [
        "пароль {s}",
        "заходи с {s}",
        "поменял на {s}",
        "{s} это новый от сервера",
        "держи {s}",
        "пин-код {s}",
        "парольная фраза от ключа: {s}",
    ],
    "uk": [
        "пароль: {s}",
        "заходь з {s}",
        "я змінив на {s}",
        "{s} це новий від wifi",
        "ось {s}",
        "пін {s}",
        "фраза для ключа: {s}",
    ],
    "tr": [
        "şifre {s}",
        "giriş için {s} kullan",
        "{s} olarak değiştirdim",
        "{s} yeni wifi şifresi",
        "al {s}",
        "PIN kodu {s}",
        "anahtarın parolası: {s}",
    ],
    "ja": [
        "パスワードは {s} です",
        "{s} でログインしてください",
        "{s} に変えました",
        "{s} ← これが新しいVPNのやつ",
        "これ {s}",
        "暗証番号は {s}",
        "鍵のパスフレーズ: {s}",
    ],
    "zh": [
        "密码是 {s}",
        "用 {s} 登录",
        "我改成 {s} 了",
        "{s} 是新的wifi密码",
        "给你 {s}",
        "PIN码是 {s}",
        "私钥口令：{s}",
    ],
    "ko": [
        "비밀번호는 {s} 입니다",
        "{s} 로 로그인하세요",
        "{s} 로 바꿨어요",
        "{s} 이게 새 와이파이 비번",
        "여기 {s}",
        "PIN 번호는 {s}",
        "키 암호문구: {s}",
    ],
    "ar": [
        "كلمة المرور هي {s}",
        "استخدم {s} لتسجيل الدخول",
        "غيرتها إلى {s}",
        "{s} هي الجديدة للراوتر",
        "تفضل {s}",
        "الرمز السري {s}",
        "عبارة المرور للمفتاح: {s}",
    ],
    "hi": [
        "पासवर्ड {s} है",
        "लॉगिन के लिए {s} इस्तेमाल करो",
        "मैंने इसे {s} कर दिया",
        "{s} नया वाईफाई वाला है",
        "ये लो {s}",
        "पिन {s} है",
        "की का पासफ़्रेज़: {s}",
    ],
    "sv": [
        "lösenordet är {s}",
        "logga in med {s}",
        "jag bytte till {s}",
        "{s} är det nya till wifi",
        "här {s}",
        "pinkoden är {s}",
        "lösenfras för nyckeln: {s}",
    ],
    "cs": [
        "heslo je {s}",
        "přihlas se přes {s}",
        "změnil jsem to na {s}",
        "{s} je nové na wifi",
        "tady {s}",
        "PIN je {s}",
        "heslová fráze ke klíči: {s}",
    ],
    "vi": [
        "mật khẩu là {s}",
        "dùng {s} để đăng nhập",
        "mình đổi thành {s} rồi",
        "{s} là cái mới của wifi",
        "đây {s}",
        "mã PIN là {s}",
        "cụm mật khẩu của khóa: {s}",
    ],
    "id": [
        "passwordnya {s}",
        "pakai {s} buat login",
        "sudah kuganti jadi {s}",
        "{s} itu yang baru buat wifi",
        "nih {s}",
        "PIN-nya {s}",
        "frasa sandi kuncinya: {s}",
    ],
}

# Ordinary talk about credentials with no credential in it, plus public values.
ORDINARY = {
    "en": [
        "I reset my password, it's in the team vault now",
        "the token expired, can you generate a new one in settings?",
        "passwords need 12+ characters and a digit",
        "please don't paste secrets here, use the password manager",
        "deployed {h}, request id {u} still fails with 401",
        "bumped the sdk to {v}, login works again",
    ],
    "de": [
        "ich habe mein Passwort zurückgesetzt, es liegt im Tresor",
        "das Token ist abgelaufen, bitte ein neues erzeugen",
        "Passwörter brauchen mindestens 12 Zeichen",
        "bitte keine Zugangsdaten in den Chat kopieren",
        "Commit {h} ist live, Anfrage {u} gibt trotzdem 401",
        "SDK auf {v} gehoben, Login geht wieder",
    ],
    "fr": [
        "j'ai réinitialisé mon mot de passe, il est dans le coffre",
        "le jeton a expiré, tu peux en générer un autre ?",
        "il faut au moins 12 caractères pour le mot de passe",
        "ne colle pas de secrets ici stp",
        "le commit {h} est déployé, la requête {u} renvoie encore 401",
        "passé le SDK en {v}, la connexion remarche",
    ],
    "es": [
        "restablecí mi contraseña, está en el gestor",
        "el token caducó, ¿puedes generar otro?",
        "las contraseñas necesitan 12 caracteres como mínimo",
        "no pegues credenciales en el chat por favor",
        "desplegado {h}, la petición {u} sigue dando 401",
        "subí el SDK a {v} y ya funciona el login",
    ],
    "it": [
        "ho reimpostato la password, è nel vault",
        "il token è scaduto, ne generi uno nuovo?",
        "la password deve avere almeno 12 caratteri",
        "non incollare credenziali qui per favore",
        "rilasciato {h}, la richiesta {u} dà ancora 401",
        "aggiornato l'SDK a {v}, il login va",
    ],
    "pt": [
        "redefini minha senha, está no cofre",
        "o token expirou, gera outro nas configurações?",
        "senhas precisam de pelo menos 12 caracteres",
        "não cola credencial no chat, por favor",
        "subi o {h}, a requisição {u} ainda dá 401",
        "atualizei o SDK pra {v}, login voltou",
    ],
    "nl": [
        "ik heb mijn wachtwoord gereset, staat in de kluis",
        "het token is verlopen, kun je een nieuwe maken?",
        "wachtwoorden moeten minstens 12 tekens hebben",
        "plak geen inloggegevens in de chat aub",
        "{h} staat live, request {u} geeft nog steeds 401",
        "SDK naar {v} gezet, inloggen werkt weer",
    ],
    "pl": [
        "zresetowałem hasło, jest w sejfie",
        "token wygasł, wygenerujesz nowy?",
        "hasło musi mieć co najmniej 12 znaków",
        "nie wklejaj haseł na czacie proszę",
        "wdrożone {h}, żądanie {u} dalej zwraca 401",
        "podbiłem SDK do {v}, logowanie działa",
    ],
    "ru": [
        "я сбросил пароль, он в хранилище",
        "токен истёк, сгенерируешь новый?",
        "пароль должен быть не короче 12 символов",
        "не вставляй пароли в чат, пожалуйста",
        "выкатил {h}, запрос {u} всё ещё 401",
        "обновил SDK до {v}, вход работает",
    ],
    "uk": [
        "я скинув пароль, він у сховищі",
        "токен прострочений, згенеруй новий",
        "пароль має бути щонайменше 12 символів",
        "не вставляй паролі в чат",
        "викотив {h}, запит {u} досі 401",
        "оновив SDK до {v}, логін працює",
    ],
    "tr": [
        "şifremi sıfırladım, kasada duruyor",
        "token süresi doldu, yenisini oluşturur musun?",
        "şifreler en az 12 karakter olmalı",
        "lütfen sohbete kimlik bilgisi yapıştırma",
        "{h} yayında, {u} isteği hâlâ 401 veriyor",
        "SDK'yı {v} sürümüne yükselttim, giriş çalışıyor",
    ],
    "ja": [
        "パスワードをリセットしました。保管庫に入れてあります",
        "トークンが期限切れです。設定から再発行してください",
        "パスワードは12文字以上必要です",
        "チャットに認証情報を貼らないでください",
        "{h} をデプロイしたけどリクエスト {u} はまだ401",
        "SDKを {v} に上げたらログインが直った",
    ],
    "zh": [
        "我重置了密码，已经放进保险库",
        "令牌过期了，能在设置里重新生成吗",
        "密码至少需要12个字符",
        "请不要把凭据贴在聊天里",
        "已部署 {h}，请求 {u} 还是返回401",
        "把SDK升级到 {v} 后登录正常了",
    ],
    "ko": [
        "비밀번호 재설정했어요, 금고에 있어요",
        "토큰 만료됐어요, 설정에서 새로 발급해 주세요",
        "비밀번호는 12자 이상이어야 합니다",
        "채팅에 자격 증명 붙여넣지 마세요",
        "{h} 배포했는데 요청 {u} 는 아직 401",
        "SDK를 {v} 로 올리니 로그인 됩니다",
    ],
    "ar": [
        "أعدت تعيين كلمة المرور وهي في الخزنة",
        "انتهت صلاحية الرمز، هل يمكنك إنشاء رمز جديد؟",
        "يجب أن تكون كلمة المرور 12 حرفًا على الأقل",
        "من فضلك لا تلصق بيانات الدخول هنا",
        "نشرت {h} والطلب {u} ما زال يعطي 401",
        "حدثت الحزمة إلى {v} وعاد تسجيل الدخول",
    ],
    "hi": [
        "मैंने पासवर्ड रीसेट कर दिया, वॉल्ट में है",
        "टोकन एक्सपायर हो गया, नया बना दोगे?",
        "पासवर्ड कम से कम 12 अक्षर का होना चाहिए",
        "कृपया चैट में क्रेडेंशियल मत डालो",
        "{h} डिप्लॉय किया, रिक्वेस्ट {u} अभी भी 401",
        "SDK को {v} किया, लॉगिन चल रहा है",
    ],
    "sv": [
        "jag återställde lösenordet, det ligger i valvet",
        "token har gått ut, kan du skapa en ny?",
        "lösenord måste vara minst 12 tecken",
        "klistra inte in inloggningar i chatten",
        "{h} är ute, anrop {u} ger fortfarande 401",
        "uppdaterade SDK till {v}, inloggning funkar",
    ],
    "cs": [
        "resetoval jsem heslo, je v trezoru",
        "token vypršel, vygeneruješ nový?",
        "heslo musí mít aspoň 12 znaků",
        "nevkládej prosím přihlašovací údaje do chatu",
        "nasazeno {h}, požadavek {u} pořád vrací 401",
        "SDK na {v}, přihlášení funguje",
    ],
    "vi": [
        "mình đã đặt lại mật khẩu, nó ở trong kho",
        "token hết hạn rồi, tạo cái mới giúp mình nhé",
        "mật khẩu phải có ít nhất 12 ký tự",
        "đừng dán thông tin đăng nhập vào chat nhé",
        "đã deploy {h}, request {u} vẫn trả 401",
        "nâng SDK lên {v}, đăng nhập chạy rồi",
    ],
    "id": [
        "aku sudah reset password, ada di brankas",
        "tokennya kedaluwarsa, bisa buat yang baru?",
        "password minimal 12 karakter",
        "jangan tempel kredensial di chat ya",
        "sudah deploy {h}, request {u} masih 401",
        "SDK naik ke {v}, login jalan lagi",
    ],
}

HARD_SLOTS = (1, 2, 3, 4, 5)  # login / changed / named-after / bare paste / PIN

# A follow-up message that names a secret pasted alone in the message before it.
NAMED_AFTER = {
    "en": "^ that's the staging db password",
    "de": "^ das ist das Passwort für Staging",
    "fr": "^ c'est le mot de passe de la base de staging",
    "es": "^ es la contraseña de staging",
    "it": "^ è la password di staging",
    "pt": "^ é a senha do staging",
    "nl": "^ dat is het wachtwoord van staging",
    "pl": "^ to hasło do stagingu",
    "ru": "^ это пароль от стейджинга",
    "uk": "^ це пароль від стейджингу",
    "tr": "^ staging şifresi bu",
    "ja": "↑ステージングのパスワードです",
    "zh": "↑ 这是测试环境的密码",
    "ko": "↑ 스테이징 비밀번호예요",
    "ar": "↑ هذه كلمة مرور بيئة الاختبار",
    "hi": "↑ ये स्टेजिंग का पासवर्ड है",
    "sv": "^ det är lösenordet till staging",
    "cs": "^ to je heslo na staging",
    "vi": "^ đó là mật khẩu staging",
    "id": "^ itu password staging",
}

# Transcript frames a coding agent sees chat in; {a}/{b} are people, {m} the message.
FRAMES = (
    "[{t1}] {a}: ?\n[{t2}] {b}: {m}\n[{t2}] {a}: 👍",
    "User: {m}\n\nAssistant: Got it, continuing with the deploy.",
    "{b} — today at {t2}\n{m}",
    "**{b}**: {m}",
    "<{b}> {m}",
    "> {m}\n\nok",
)


def _frame(rng, msg: str) -> str:
    a, b = name(rng, 2, 2), name(rng, 2, 3)
    t1 = f"{rng.randint(8, 18):02d}:{rng.randint(0, 58):02d}"
    t2 = t1[:3] + f"{int(t1[3:]) + 1:02d}"
    return pick(rng, FRAMES).format(a=a, b=b, m=msg, t1=t1, t2=t2)


def _prose_secret(rng) -> str:
    k = rng.randrange(3)
    s = password(rng) if k == 0 else human_password(rng)
    s = s.rstrip(SYMS + "!")
    return s if len(s) >= 6 else s + "x7Qm2"


def prose_secret(rng):
    lang = pick(rng, sorted(SECRET))
    slot = rng.randrange(7)
    if slot == 5:
        s = pin(rng)
    elif slot == 6:
        s = passphrase(rng, rng.randint(3, 5))
    else:
        s = _prose_secret(rng)
    text = SECRET[lang][slot].format(s=s)
    if slot == 4 and rng.random() < 0.5:
        text = f"{s}\n{NAMED_AFTER[lang]}"
    if rng.random() < 0.3:
        text = pick(rng, ("@ops ", "re: staging — ", "")) + text
    if rng.random() < 0.6:
        text = _frame(rng, text)
    return text, [s], lang, slot in HARD_SLOTS


def prose_ordinary(rng):
    lang = pick(rng, sorted(ORDINARY))
    tpl = pick(rng, ORDINARY[lang])
    v = f"{rng.randint(1, 9)}.{rng.randint(0, 40)}.{rng.randint(0, 20)}"
    text = tpl.format(h=hexs(rng, pick(rng, (7, 12, 40))), u=uuid4(rng), v=v)
    if rng.random() < 0.6:
        text = _frame(rng, text)
    return text, lang


SECRET_GENERATORS = [("prose", prose_secret, 240)]
ORDINARY_GENERATORS = [("prose_no_secret", prose_ordinary, 300)]
