"""Chat and prose rows in many natural languages: passwords said in a sentence
(secret rows) and sentences about passwords and tokens that hold none (ordinary)."""

from __future__ import annotations

import random

from values import any_password, host, opaque_token_free, pick, user, word

# {p} is the secret, {h} a host, {u} a user, {w} a word. Written for this set.
SECRET = {
    "en": [
        "the staging db password is {p}, don't paste it in slack",
        "I reset the admin login for {h} to {p} — change it after the demo.",
        "use {u} / {p} for the test tenant",
        "fyi new wifi pass at the office: {p}",
        "Can you try logging in with {p}? That's what IT gave me.",
    ],
    "de": [
        "Das Passwort für {h} ist jetzt {p}, bitte nicht weitergeben.",
        "Login für die Testumgebung: {u}, Kennwort {p}",
        "Ich habe das Root-Passwort auf {p} geändert.",
    ],
    "fr": [
        "Le mot de passe de la base de staging est {p} pour l'instant.",
        "Connecte-toi avec {u} et le mot de passe {p}, puis change-le.",
        "J'ai mis {p} comme mot de passe sur {h}.",
    ],
    "es": [
        "La contraseña del servidor {h} es {p}, cámbiala mañana.",
        "Usuario {u}, contraseña {p}. Es solo para pruebas.",
        "Le puse {p} de clave al panel de admin.",
    ],
    "pt": [
        "A senha do banco de homologação é {p}, não compartilhe.",
        "Entra com {u} e a senha {p} no {h}.",
        "Troquei a senha do root para {p} ontem.",
    ],
    "it": [
        "La password del database di staging è {p}, non condividerla.",
        "Accedi a {h} con l'utente {u} e password {p}.",
        "Ho cambiato la password di admin in {p}.",
    ],
    "nl": [
        "Het wachtwoord van de testdatabase is {p}, deel het niet.",
        "Log in op {h} met {u} en wachtwoord {p}.",
        "Ik heb het beheerderswachtwoord veranderd naar {p}.",
    ],
    "pl": [
        "Hasło do bazy testowej to {p}, nie udostępniaj go.",
        "Zaloguj się na {h} jako {u}, hasło: {p}",
        "Zmieniłem hasło roota na {p}.",
    ],
    "ru": [
        "Пароль от тестовой базы: {p}, никому не пересылай.",
        "Зайди на {h} под {u}, пароль {p}.",
        "Я поменял пароль администратора на {p}.",
    ],
    "uk": [
        "Пароль до бази на {h} — {p}, не пересилай його.",
        "Логін {u}, пароль {p}. Тільки для тестів.",
    ],
    "tr": [
        "Test veritabanının şifresi {p}, kimseyle paylaşma.",
        "{h} sunucusuna {u} kullanıcısı ve {p} şifresiyle gir.",
        "Admin şifresini {p} olarak değiştirdim.",
    ],
    "sv": [
        "Lösenordet till testdatabasen är {p}, dela det inte.",
        "Logga in på {h} som {u} med lösenordet {p}.",
    ],
    "ja": [
        "ステージングDBのパスワードは {p} です。共有しないでください。",
        "{h} には {u} / {p} でログインできます。",
        "管理者パスワードを {p} に変更しました。",
    ],
    "zh": [
        "测试数据库的密码是 {p}，不要外传。",
        "用 {u} 和密码 {p} 登录 {h}。",
        "我把管理员密码改成了 {p}。",
    ],
    "ko": [
        "스테이징 DB 비밀번호는 {p} 입니다. 공유하지 마세요.",
        "{h}에는 {u} / {p} 로 로그인하세요.",
        "관리자 비밀번호를 {p} 로 바꿨어요.",
    ],
    "ar": [
        "كلمة المرور لقاعدة بيانات الاختبار هي {p} لا تشاركها.",
        "ادخل إلى {h} باسم المستخدم {u} وكلمة المرور {p}",
    ],
    "hi": [
        "टेस्ट डेटाबेस का पासवर्ड {p} है, किसी को मत भेजना।",
        "{h} पर {u} और पासवर्ड {p} से लॉगिन करो।",
    ],
}

# Ordinary sentences about passwords, tokens and keys that contain none.
ORDINARY = {
    "en": [
        "Passwords must be at least 14 characters; rotate the {w} token every 90 days.",
        "The API key lives in the vault under {w}/api-key, never in the repo.",
        "I rotated the deploy token this morning, the old one is revoked.",
        "If the login fails, check that {u} still has the reader role on {h}.",
        "We store only the bcrypt hash of each password, with cost 12.",
    ],
    "de": [
        "Das Passwort muss mindestens zwölf Zeichen haben und wird alle 90 Tage erneuert.",
        "Den API-Schlüssel holen wir zur Laufzeit aus dem Vault, nicht aus der .env.",
    ],
    "fr": [
        "Le mot de passe doit contenir au moins douze caractères.",
        "Le jeton de déploiement a été révoqué ; demande-en un nouveau à {u}.",
    ],
    "es": [
        "La contraseña se guarda cifrada en el gestor de secretos, no en el código.",
        "El token de acceso caduca a los 30 minutos y se renueva solo.",
    ],
    "pt": [
        "A senha precisa ter pelo menos doze caracteres e um símbolo.",
        "O token do {w} foi revogado; peça outro ao time de plataforma.",
    ],
    "it": [
        "La password va cambiata ogni tre mesi secondo la policy.",
        "Il token di accesso si trova nel secret manager, non nel repository.",
    ],
    "nl": [
        "Het wachtwoord moet minstens twaalf tekens lang zijn.",
        "De API-sleutel staat in de kluis onder {w}, niet in de code.",
    ],
    "pl": [
        "Hasło musi mieć co najmniej dwanaście znaków.",
        "Token wdrożeniowy został unieważniony, poproś {u} o nowy.",
    ],
    "ru": [
        "Пароль должен быть не короче двенадцати символов.",
        "Токен доступа хранится в Vault, а не в репозитории.",
    ],
    "uk": ["Пароль треба змінювати кожні три місяці.", "Ключ API зберігається в сховищі секретів."],
    "tr": [
        "Şifre en az on iki karakter olmalı ve her üç ayda bir değişmeli.",
        "Erişim belirteci kasada duruyor, depoda değil.",
    ],
    "sv": [
        "Lösenordet måste vara minst tolv tecken långt.",
        "API-nyckeln ligger i valvet, inte i koden.",
    ],
    "ja": [
        "パスワードは12文字以上にしてください。",
        "APIキーはリポジトリではなくVaultに保存しています。",
    ],
    "zh": ["密码至少需要十二个字符。", "访问令牌保存在密钥管理器里，不在代码仓库中。"],
    "ko": ["비밀번호는 12자 이상이어야 합니다.", "API 키는 저장소가 아니라 금고에 보관합니다."],
    "ar": ["يجب أن تتكون كلمة المرور من اثني عشر حرفًا على الأقل."],
    "hi": ["पासवर्ड कम से कम बारह अक्षरों का होना चाहिए।"],
}


def prose_password(r: random.Random) -> str:
    """A password whose first and last characters are alphanumeric (so punctuation after
    it in a sentence is not part of the label)."""
    while True:
        p = any_password(r, url_safe=True) if r.random() < 0.5 else opaque_token_free(r)
        if p[0].isalnum() and p[-1].isalnum() and len(p) >= 8:
            return p


def secret_prose(r: random.Random, lang: str):
    """One chat sentence in ``lang`` with a password in it."""
    p = prose_password(r)
    t = pick(r, SECRET[lang]).format(p=p, h=host(r), u=user(r), w=word(r))
    return t, [p], lang


def ordinary_prose(r: random.Random, lang: str) -> str:
    """One sentence in ``lang`` about credentials that holds none."""
    return pick(r, ORDINARY[lang]).format(h=host(r), u=user(r), w=word(r))


# Ordinary chat where a credential word sits right next to an id or digest (over-redaction bait).
ORDINARY_IDS = {
    "en": [
        "password reset broke in {sha7}; the token table migration is {sha}",
        "token refresh request id {u4}, no secret involved",
    ],
    "de": [
        "Der Passwort-Reset ist seit Commit {sha7} kaputt, Build-ID {u4}.",
        "Token-Prüfung schlägt fehl, Trace-ID {h32}.",
    ],
    "fr": [
        "La réinitialisation du mot de passe casse depuis {sha7} (requête {u4}).",
        "Jeton expiré, voir la trace {h32}.",
    ],
    "es": [
        "El reseteo de contraseña falla desde el commit {sha7}, id de petición {u4}.",
        "Token caducado; traza {h32}.",
    ],
    "pt": [
        "A troca de senha quebrou no commit {sha7}; request id {u4}.",
        "Token expirado, trace {h32}.",
    ],
    "it": ["Il reset della password si è rotto con il commit {sha7}, richiesta {u4}."],
    "nl": ["Wachtwoordreset kapot sinds commit {sha7}, request-id {u4}."],
    "pl": ["Reset hasła nie działa od commita {sha7}, identyfikator żądania {u4}."],
    "ru": [
        "Сброс пароля сломался в коммите {sha7}, id запроса {u4}.",
        "Токен просрочен, trace id {h32}.",
    ],
    "tr": ["Şifre sıfırlama {sha7} commitinden beri bozuk, istek kimliği {u4}."],
    "ja": [
        "パスワードリセットはコミット {sha7} から壊れています。リクエストID {u4}",
        "トークン検証エラー、trace id {h32}",
    ],
    "zh": ["密码重置从提交 {sha7} 开始出错，请求 ID {u4}。", "令牌校验失败，trace id {h32}"],
    "ko": ["비밀번호 재설정이 커밋 {sha7} 이후 깨졌어요. 요청 ID {u4}"],
}


def ordinary_ids(r: random.Random, lang: str) -> str:
    """A chat line in ``lang`` with a credential word next to a commit, request or trace id."""
    from values import hexs, sha1, uuid4  # noqa: PLC0415 - keep the module header short

    return pick(r, ORDINARY_IDS[lang]).format(
        sha=sha1(r), sha7=hexs(r, 7), u4=uuid4(r), h32=hexs(r, 32)
    )
