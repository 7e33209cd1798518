"""Secret rows: passwords and keys stated in prose, in many languages and scripts."""

import random

from rnd import ALNUM, host, password, pick, s, user

# {pw} is the secret, {u} a user name, {h} a host. Three or more phrasings per language.
PROSE = {
    "en": [
        "FYI the new admin password for {h} is {pw} until IT rotates it.",
        "Login for the staging dashboard: user {u}, pass {pw}",
        "I reset it again. It's {pw} now, please don't share it outside the team.",
        "the VPN wants {pw} as the pre-shared key, took me an hour to find that",
    ],
    "de": [
        "Das neue Passwort für {h} lautet {pw} – bitte nach dem Login ändern.",
        "Zugang zum Testsystem: Benutzer {u}, Kennwort {pw}",
        "Ich habe das Root-Passwort zurückgesetzt, es ist jetzt {pw}.",
    ],
    "fr": [
        "Le mot de passe du serveur {h} est {pw}, pense à le changer.",
        "Identifiants de la préprod : {u} / {pw}",
        "J'ai réinitialisé le compte, nouveau mot de passe : {pw}",
    ],
    "es": [
        "La contraseña de la base de datos en {h} es {pw}.",
        "Usuario {u} y clave {pw} para entrar al panel de pruebas.",
        "Te paso la contraseña nueva: {pw} (cámbiala cuando puedas)",
    ],
    "pt": [
        "A senha do servidor {h} agora é {pw}.",
        "Acesso ao painel: usuário {u}, senha {pw}",
        "Redefini a senha do admin, ficou {pw}.",
    ],
    "it": [
        "La password del database su {h} è {pw}.",
        "Credenziali di test: utente {u}, password {pw}",
        "Ho cambiato la password di root, adesso è {pw}",
    ],
    "nl": [
        "Het wachtwoord voor {h} is {pw}, niet delen aub.",
        "Inloggen op de testomgeving: gebruiker {u}, wachtwoord {pw}",
        "Nieuw wachtwoord na de reset: {pw}",
    ],
    "pl": [
        "Hasło do serwera {h} to {pw}.",
        "Dane logowania do panelu: login {u}, hasło {pw}",
        "Zresetowałem konto, nowe hasło: {pw}",
    ],
    "sv": [
        "Lösenordet till {h} är {pw}.",
        "Inloggning till testmiljön: användare {u}, lösenord {pw}",
        "Jag har återställt kontot, nytt lösenord: {pw}",
    ],
    "cs": [
        "Heslo k serveru {h} je {pw}.",
        "Přihlášení do testovacího prostředí: uživatel {u}, heslo {pw}",
        "Resetoval jsem účet, nové heslo: {pw}",
    ],
    "tr": [
        "{h} sunucusunun şifresi {pw} olarak değişti.",
        "Test paneline giriş: kullanıcı {u}, parola {pw}",
        "Hesabı sıfırladım, yeni şifre: {pw}",
    ],
    "ru": [
        "Пароль от сервера {h}: {pw}",
        "Доступ к тестовому стенду: логин {u}, пароль {pw}",
        "Сбросил пароль администратора, теперь он {pw}",
    ],
    "uk": [
        "Пароль до бази на {h} — {pw}",
        "Вхід до тестового середовища: користувач {u}, пароль {pw}",
        "Я скинув пароль, новий: {pw}",
    ],
    "el": [
        "Ο κωδικός για τον διακομιστή {h} είναι {pw}",
        "Στοιχεία σύνδεσης: χρήστης {u}, κωδικός πρόσβασης {pw}",
        "Άλλαξα τον κωδικό του admin, τώρα είναι {pw}",
    ],
    "ar": [
        "كلمة المرور الجديدة للخادم {h} هي {pw}",
        "بيانات الدخول إلى لوحة الاختبار: المستخدم {u} وكلمة السر {pw}",
        "أعدت تعيين الحساب، كلمة المرور الآن {pw}",
    ],
    "he": [
        "הסיסמה לשרת {h} היא {pw}",
        "פרטי התחברות לסביבת הבדיקות: משתמש {u}, סיסמה {pw}",
        "איפסתי את החשבון, הסיסמה החדשה: {pw}",
    ],
    "hi": [
        "{h} सर्वर का पासवर्ड {pw} है।",
        "टेस्ट पैनल में लॉगिन: यूज़र {u}, पासवर्ड {pw}",
        "मैंने एडमिन का पासवर्ड बदल दिया है, नया पासवर्ड {pw} है।",
    ],
    "ja": [
        "{h} のパスワードは {pw} です。",
        "検証環境のログイン情報：ユーザー {u}、パスワード {pw}",
        "管理者パスワードをリセットしました。新しいパスワードは {pw} です。",
    ],
    "zh": [
        "{h} 的密码是 {pw}，用完请改掉。",
        "测试环境登录：用户名 {u}，密码 {pw}",
        "我重置了管理员账号，新密码：{pw}",
    ],
    "ko": [
        "{h} 서버 비밀번호는 {pw} 입니다.",
        "테스트 환경 로그인: 사용자 {u}, 비밀번호 {pw}",
        "관리자 비밀번호를 초기화했어요. 새 비밀번호는 {pw} 입니다.",
    ],
    "vi": [
        "Mật khẩu của máy chủ {h} là {pw}.",
        "Đăng nhập môi trường thử nghiệm: tài khoản {u}, mật khẩu {pw}",
        "Mình đã đặt lại tài khoản, mật khẩu mới: {pw}",
    ],
    "th": [
        "รหัสผ่านของเซิร์ฟเวอร์ {h} คือ {pw}",
        "เข้าสู่ระบบทดสอบ: ผู้ใช้ {u} รหัสผ่าน {pw}",
        "รีเซ็ตบัญชีแล้ว รหัสผ่านใหม่คือ {pw}",
    ],
    "id": [
        "Kata sandi server {h} adalah {pw}.",
        "Login ke panel uji: pengguna {u}, kata sandi {pw}",
        "Saya sudah reset akunnya, kata sandi baru: {pw}",
    ],
    "fa": [
        "رمز عبور سرور {h} اکنون {pw} است.",
        "ورود به محیط آزمایشی: کاربر {u}، رمز عبور {pw}",
        "حساب را بازنشانی کردم، رمز جدید: {pw}",
    ],
}

# Keys and tokens named in prose (not passwords): the value is still the secret.
TOKEN_PROSE = {
    "en": "here's my API key for the weather service, {pw}, quota resets at midnight",
    "de": "Hier ist der API-Schlüssel für den Testaccount: {pw}",
    "fr": "Voici le jeton d'accès pour l'API : {pw}",
    "es": "Este es el token de acceso de la API: {pw}",
    "ja": "APIキーはこちらです：{pw}",
    "zh": "API 密钥是 {pw}，别提交到仓库。",
    "ru": "Вот токен доступа к API: {pw}",
    "ko": "API 키는 {pw} 입니다. 저장소에 올리지 마세요.",
    "pt": "Segue a chave da API: {pw}",
    "ar": "هذا مفتاح الواجهة البرمجية: {pw}",
}


def prose_rows(r: random.Random, per_template: int):
    out = []
    for lang, templates in PROSE.items():
        for t in templates:
            for _ in range(per_template):
                pw = password(r)
                out.append((t.format(pw=pw, u=user(r), h=host(r)), [pw], "prose:password", lang))
    for lang, t in TOKEN_PROSE.items():
        for _ in range(per_template):
            tok = s(r, ALNUM, pick(r, [32, 40]))
            out.append((t.format(pw=tok), [tok], "prose:api-key", lang))
    return out
