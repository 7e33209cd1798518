# ruff: noqa: E501  (data templates read best as one line each)
"""Prose in many languages: sentences that state a password or key, and ones that only talk about them.

All sentences are written for this set.  ``{s}`` is a service name, ``{p}`` the secret.
"""

from common import G, plain, row

SERVICES = ["VPN", "Jenkins", "staging DB", "GitLab", "Wi-Fi", "Grafana", "NAS", "Redis", "SFTP", "Kafka"]

# lang -> (sentences with a secret, sentences without one)
PROSE = {
    "en": (
        [
            "The {s} password is {p}, please don't share it.",
            "New {s} key: {p} (old one revoked)",
            "login for {s} is admin / {p}",
        ],
        [
            "The {s} password was rotated this morning; ask ops for the new one.",
            "Never paste the {s} token into chat, use the vault.",
            "Password reset for {s} failed because the token had expired.",
            "We store the {s} key in the secret manager, not in the repo.",
        ],
    ),
    "de": (
        [
            "Das Passwort für {s} lautet {p}.",
            "Neuer API-Schlüssel für {s}: {p}",
            "Zugang {s}: Benutzer admin, Kennwort {p}",
        ],
        [
            "Das Passwort für {s} wurde heute geändert, frag das Ops-Team.",
            "Bitte keine Schlüssel für {s} ins Repository einchecken.",
            "Der Token für {s} ist abgelaufen und muss erneuert werden.",
            "Die Zugangsdaten für {s} liegen im Tresor.",
        ],
    ),
    "fr": (
        ["Le mot de passe de {s} est {p}.", "Voici la clé API pour {s} : {p}", "Identifiants {s} : admin / {p}"],
        [
            "Le mot de passe de {s} a été changé ce matin.",
            "Ne collez jamais le jeton {s} dans un ticket.",
            "La clé de {s} est stockée dans le coffre-fort.",
            "Le jeton d'accès {s} expire dans une heure.",
        ],
    ),
    "es": (
        ["La contraseña de {s} es {p}.", "Clave de API para {s}: {p}", "Usuario admin, contraseña {p} para {s}."],
        [
            "La contraseña de {s} se cambió ayer; pídela al equipo de operaciones.",
            "No subas la clave de {s} al repositorio.",
            "El token de {s} caducó y hay que renovarlo.",
            "Las credenciales de {s} están en el gestor de secretos.",
        ],
    ),
    "pt": (
        ["A senha do {s} é {p}.", "Chave de API do {s}: {p}", "Acesso ao {s}: admin / {p}"],
        [
            "A senha do {s} foi trocada hoje de manhã.",
            "Não cole o token do {s} no chat.",
            "A chave do {s} fica no cofre de segredos.",
            "O token do {s} expirou; gere outro pelo painel.",
        ],
    ),
    "it": (
        ["La password di {s} è {p}.", "Chiave API per {s}: {p}", "Credenziali {s}: admin / {p}"],
        [
            "La password di {s} è stata cambiata stamattina.",
            "Non incollare il token di {s} nella chat.",
            "La chiave di {s} è custodita nel vault.",
            "Il token di {s} è scaduto, va rigenerato.",
        ],
    ),
    "nl": (
        ["Het wachtwoord van {s} is {p}.", "API-sleutel voor {s}: {p}", "Inloggen op {s} met admin / {p}"],
        [
            "Het wachtwoord van {s} is vanochtend gewijzigd.",
            "Plak het {s}-token nooit in een issue.",
            "De sleutel voor {s} staat in de kluis.",
            "Het token voor {s} is verlopen.",
        ],
    ),
    "pl": (
        ["Hasło do {s} to {p}.", "Klucz API do {s}: {p}", "Dane logowania {s}: admin / {p}"],
        [
            "Hasło do {s} zostało dziś zmienione.",
            "Nie wklejaj tokenu {s} na czacie.",
            "Klucz do {s} trzymamy w sejfie.",
            "Token {s} wygasł i trzeba go odnowić.",
        ],
    ),
    "sv": (
        ["Lösenordet till {s} är {p}.", "API-nyckel för {s}: {p}", "Logga in på {s} med admin / {p}"],
        [
            "Lösenordet till {s} byttes i morse.",
            "Klistra aldrig in {s}-token i chatten.",
            "Nyckeln till {s} ligger i valvet.",
            "Token för {s} har gått ut.",
        ],
    ),
    "cs": (
        ["Heslo k {s} je {p}.", "API klíč pro {s}: {p}", "Přihlášení do {s}: admin / {p}"],
        [
            "Heslo k {s} bylo dnes ráno změněno.",
            "Token pro {s} nikdy nevkládej do chatu.",
            "Klíč k {s} je v trezoru.",
            "Platnost tokenu pro {s} vypršela.",
        ],
    ),
    "tr": (
        ["{s} şifresi {p}.", "{s} için API anahtarı: {p}", "{s} girişi: admin / {p}"],
        [
            "{s} şifresi bu sabah değiştirildi.",
            "{s} token'ını sohbete yapıştırma.",
            "{s} anahtarı kasada saklanıyor.",
            "{s} token'ının süresi doldu.",
        ],
    ),
    "vi": (
        ["Mật khẩu {s} là {p}.", "Khóa API của {s}: {p}", "Đăng nhập {s}: admin / {p}"],
        [
            "Mật khẩu {s} đã được đổi sáng nay.",
            "Đừng dán token {s} vào nhóm chat.",
            "Khóa của {s} được lưu trong kho bí mật.",
            "Token {s} đã hết hạn.",
        ],
    ),
    "id": (
        ["Kata sandi {s} adalah {p}.", "Kunci API untuk {s}: {p}", "Login {s}: admin / {p}"],
        [
            "Kata sandi {s} sudah diganti tadi pagi.",
            "Jangan tempel token {s} di obrolan.",
            "Kunci {s} disimpan di brankas rahasia.",
            "Token {s} sudah kedaluwarsa.",
        ],
    ),
    "ru": (
        ["Пароль от {s}: {p}", "Новый API-ключ для {s} — {p}", "Доступ к {s}: логин admin, пароль {p}"],
        [
            "Пароль от {s} сменили сегодня утром, спроси у админов.",
            "Не вставляй токен {s} в чат.",
            "Ключ от {s} хранится в хранилище секретов.",
            "Срок действия токена {s} истёк.",
        ],
    ),
    "uk": (
        ["Пароль до {s}: {p}", "Ключ API для {s} — {p}", "Вхід у {s}: admin / {p}"],
        [
            "Пароль до {s} змінили сьогодні вранці.",
            "Не вставляй токен {s} у чат.",
            "Ключ до {s} зберігається у сховищі.",
            "Термін дії токена {s} минув.",
        ],
    ),
    "el": (
        ["Ο κωδικός για το {s} είναι {p}.", "Κλειδί API για το {s}: {p}", "Σύνδεση στο {s}: admin / {p}"],
        [
            "Ο κωδικός του {s} άλλαξε σήμερα το πρωί.",
            "Μην επικολλάς το token του {s} στη συνομιλία.",
            "Το κλειδί του {s} φυλάσσεται στο θησαυροφυλάκιο.",
            "Το token του {s} έληξε.",
        ],
    ),
    "ja": (
        ["{s}のパスワードは{p}です。", "{s}のAPIキー：{p}", "{s}ログイン情報 admin / {p}"],
        [
            "{s}のパスワードは今朝変更しました。運用チームに聞いてください。",
            "{s}のトークンをチャットに貼らないでください。",
            "{s}の鍵はシークレットマネージャーに保管しています。",
            "{s}のトークンの有効期限が切れました。",
        ],
    ),
    "zh": (
        ["{s}的密码是 {p}", "{s} 的 API 密钥：{p}", "{s} 登录：admin / {p}"],
        [
            "{s}的密码今天早上已经更换，请向运维索取。",
            "不要把{s}的令牌贴到聊天里。",
            "{s}的密钥保存在密钥管理服务中。",
            "{s}的令牌已过期，需要重新生成。",
        ],
    ),
    "ko": (
        ["{s} 비밀번호는 {p} 입니다.", "{s} API 키: {p}", "{s} 로그인: admin / {p}"],
        [
            "{s} 비밀번호는 오늘 아침에 변경되었습니다.",
            "{s} 토큰을 채팅에 붙여넣지 마세요.",
            "{s} 키는 비밀 저장소에 보관합니다.",
            "{s} 토큰이 만료되었습니다.",
        ],
    ),
    "ar": (
        ["كلمة مرور {s} هي {p}", "مفتاح API الخاص بـ {s}: {p}", "الدخول إلى {s}: admin / {p}"],
        [
            "تم تغيير كلمة مرور {s} صباح اليوم.",
            "لا تلصق رمز {s} في المحادثة.",
            "مفتاح {s} محفوظ في خزنة الأسرار.",
            "انتهت صلاحية رمز {s}.",
        ],
    ),
    "he": (
        ["הסיסמה של {s} היא {p}", "מפתח API עבור {s}: {p}", "כניסה ל-{s}: admin / {p}"],
        [
            "הסיסמה של {s} הוחלפה הבוקר.",
            "אל תדביק את הטוקן של {s} בצ'אט.",
            "המפתח של {s} שמור בכספת.",
            "תוקף הטוקן של {s} פג.",
        ],
    ),
    "fa": (
        ["رمز عبور {s} این است: {p}", "کلید API برای {s}: {p}", "ورود به {s}: admin / {p}"],
        [
            "رمز عبور {s} امروز صبح عوض شد.",
            "توکن {s} را در گفتگو نگذارید.",
            "کلید {s} در گاوصندوق نگهداری می‌شود.",
            "توکن {s} منقضی شده است.",
        ],
    ),
    "hi": (
        ["{s} का पासवर्ड {p} है।", "{s} के लिए API कुंजी: {p}", "{s} लॉगिन: admin / {p}"],
        [
            "{s} का पासवर्ड आज सुबह बदल दिया गया।",
            "{s} का टोकन चैट में मत चिपकाओ।",
            "{s} की कुंजी तिजोरी में रखी है।",
            "{s} का टोकन समाप्त हो गया है।",
        ],
    ),
    "th": (
        ["รหัสผ่าน {s} คือ {p}", "คีย์ API ของ {s}: {p}", "เข้าสู่ระบบ {s}: admin / {p}"],
        ["รหัสผ่าน {s} ถูกเปลี่ยนเมื่อเช้านี้", "อย่าวางโทเคน {s} ในแชท", "คีย์ของ {s} เก็บไว้ในห้องนิรภัย", "โทเคน {s} หมดอายุแล้ว"],
    ),
}


def prose_secret_rows(g: G, per_lang: int) -> list[dict]:
    """Sentences stating a password or key, ``per_lang`` per language."""
    out = []
    for lang, (sec, _) in PROSE.items():
        for i in range(per_lang):
            p = g.password() if i % 2 == 0 else g.pick(["sk-", "ghp_", "key-", ""]) + g.an(g.n(24, 36))
            text = sec[i % len(sec)].format(s=g.pick(SERVICES), p=p)
            out.append(row(text, [p], "prose:secret", lang))
    return out


# Extra context sentences so ordinary prose rows differ from each other.
TAILS = ["", " (ticket #{n})", " — {n} min ago", " [{n}]"]


def prose_plain_rows(g: G, per_lang: int) -> list[dict]:
    """Sentences about passwords and keys without one, ``per_lang`` per language."""
    out = []
    for lang, (_, ordi) in PROSE.items():
        for i in range(per_lang):
            text = ordi[i % len(ordi)].format(s=g.pick(SERVICES)) + g.pick(TAILS).format(n=g.n(2, 999))
            out.append(plain(text, "prose:about_secrets", lang))
    return out
