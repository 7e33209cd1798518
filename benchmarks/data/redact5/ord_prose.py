"""Ordinary rows: sentences in many languages that talk about passwords, tokens and keys
without containing one. {h} is a host, {n} a number, {p} a project, {v} a variable name."""

import random

from rnd import host, pick, project, user

TALK = {
    "en": [
        "Rotate the {p} API token every {n} days and store it only in the vault.",
        "Never paste passwords into tickets; link to the secret in the password manager instead.",
        "The login failed because the token expired, not because the password was wrong.",
        "We moved {v} out of the repo; CI reads it from the secret store now.",
        "Password policy for {h}: at least {n} characters, no reuse of the last five.",
        "If a key leaks, revoke it first, then rotate, then audit the access logs.",
    ],
    "de": [
        "Das Passwort für {h} liegt im Tresor, nicht im Repository.",
        "Bitte den API-Schlüssel von {p} alle {n} Tage erneuern.",
        "Die Anmeldung scheiterte, weil das Token abgelaufen war.",
        "Kennwörter niemals in Tickets oder Chats kopieren.",
    ],
    "fr": [
        "Le mot de passe de {h} est dans le coffre-fort, pas dans le dépôt.",
        "Pensez à renouveler la clé d'API de {p} tous les {n} jours.",
        "La connexion a échoué parce que le jeton avait expiré.",
        "Ne collez jamais de mots de passe dans un ticket.",
    ],
    "es": [
        "La contraseña de {h} está en el gestor de secretos, no en el repositorio.",
        "Hay que rotar la clave de la API de {p} cada {n} días.",
        "El inicio de sesión falló porque el token había caducado.",
        "Nunca pegues contraseñas en los tickets.",
    ],
    "pt": [
        "A senha de {h} fica no cofre, não no repositório.",
        "Lembre-se de trocar o token da API de {p} a cada {n} dias.",
        "O login falhou porque o token expirou.",
        "Nunca cole senhas em tickets ou no chat.",
    ],
    "it": [
        "La password di {h} è nel vault, non nel repository.",
        "Ricordati di ruotare la chiave API di {p} ogni {n} giorni.",
        "L'accesso è fallito perché il token era scaduto.",
        "Non incollare mai password nei ticket.",
    ],
    "nl": [
        "Het wachtwoord van {h} staat in de kluis, niet in de repository.",
        "Vernieuw de API-sleutel van {p} elke {n} dagen.",
        "Het inloggen mislukte omdat het token verlopen was.",
    ],
    "pl": [
        "Hasło do {h} jest w sejfie, a nie w repozytorium.",
        "Klucz API dla {p} trzeba wymieniać co {n} dni.",
        "Logowanie nie powiodło się, bo token wygasł.",
    ],
    "sv": [
        "Lösenordet till {h} ligger i valvet, inte i repot.",
        "Byt API-nyckeln för {p} var {n}:e dag.",
        "Inloggningen misslyckades eftersom token hade gått ut.",
    ],
    "cs": [
        "Heslo k {h} je v trezoru, ne v repozitáři.",
        "API klíč pro {p} je potřeba měnit každých {n} dní.",
        "Přihlášení selhalo, protože token vypršel.",
    ],
    "tr": [
        "{h} şifresi kasada duruyor, depoda değil.",
        "{p} API anahtarını her {n} günde bir yenileyin.",
        "Giriş başarısız oldu çünkü belirtecin süresi dolmuştu.",
    ],
    "ru": [
        "Пароль от {h} хранится в хранилище секретов, а не в репозитории.",
        "Ключ API для {p} нужно менять каждые {n} дней.",
        "Вход не удался, потому что токен истёк.",
        "Никогда не вставляйте пароли в тикеты.",
    ],
    "uk": [
        "Пароль до {h} зберігається у сховищі, а не в репозиторії.",
        "Ключ API для {p} треба оновлювати кожні {n} днів.",
        "Вхід не вдався, бо термін дії токена минув.",
    ],
    "el": [
        "Ο κωδικός για το {h} βρίσκεται στο θησαυροφυλάκιο, όχι στο αποθετήριο.",
        "Το κλειδί API του {p} αλλάζει κάθε {n} ημέρες.",
        "Η σύνδεση απέτυχε επειδή το διακριτικό είχε λήξει.",
    ],
    "ar": [
        "كلمة مرور {h} محفوظة في الخزنة وليست في المستودع.",
        "يجب تغيير مفتاح الواجهة البرمجية لمشروع {p} كل {n} يومًا.",
        "فشل تسجيل الدخول لأن الرمز المميز انتهت صلاحيته.",
    ],
    "he": [
        "הסיסמה של {h} שמורה בכספת, לא במאגר הקוד.",
        "צריך להחליף את מפתח ה-API של {p} כל {n} ימים.",
        "ההתחברות נכשלה כי תוקף הטוקן פג.",
    ],
    "hi": [
        "{h} का पासवर्ड वॉल्ट में रखा है, रिपॉज़िटरी में नहीं।",
        "{p} की API कुंजी हर {n} दिन में बदलनी चाहिए।",
        "लॉगिन इसलिए विफल हुआ क्योंकि टोकन की अवधि समाप्त हो गई थी।",
    ],
    "ja": [
        "{h} のパスワードはリポジトリではなく金庫に保管しています。",
        "{p} の API キーは {n} 日ごとにローテーションしてください。",
        "トークンの有効期限が切れていたためログインに失敗しました。",
        "チケットにパスワードを貼り付けないでください。",
    ],
    "zh": [
        "{h} 的密码保存在密钥库里，不在代码仓库中。",
        "{p} 的 API 密钥每 {n} 天轮换一次。",
        "登录失败是因为令牌过期了，不是密码错误。",
        "不要把密码贴到工单里。",
    ],
    "ko": [
        "{h} 비밀번호는 저장소가 아니라 금고에 보관합니다.",
        "{p} API 키는 {n}일마다 교체하세요.",
        "토큰이 만료되어 로그인에 실패했습니다.",
    ],
    "vi": [
        "Mật khẩu của {h} được lưu trong kho bí mật, không phải trong kho mã.",
        "Hãy đổi khóa API của {p} mỗi {n} ngày.",
        "Đăng nhập thất bại vì token đã hết hạn.",
    ],
    "th": [
        "รหัสผ่านของ {h} เก็บไว้ในตู้นิรภัย ไม่ใช่ในที่เก็บโค้ด",
        "ควรเปลี่ยนคีย์ API ของ {p} ทุก {n} วัน",
        "เข้าสู่ระบบไม่สำเร็จเพราะโทเค็นหมดอายุ",
    ],
    "id": [
        "Kata sandi {h} disimpan di brankas, bukan di repositori.",
        "Ganti kunci API {p} setiap {n} hari.",
        "Login gagal karena token sudah kedaluwarsa.",
    ],
    "fa": [
        "رمز عبور {h} در گاوصندوق نگهداری می‌شود، نه در مخزن کد.",
        "کلید API پروژه {p} را هر {n} روز عوض کنید.",
        "ورود ناموفق بود چون توکن منقضی شده بود.",
    ],
}
VARS = ["DB_PASSWORD", "API_TOKEN", "STRIPE_SECRET_KEY", "SMTP_PASSWORD", "JWT_SECRET"]


def talk_rows(r: random.Random, n: int):
    """n rows spread over every language and template."""
    items = [(lang, t) for lang, ts in TALK.items() for t in ts]
    out = []
    for i in range(n):
        lang, t = items[i % len(items)]
        text = t.format(
            h=host(r), n=pick(r, [30, 60, 90, 12, 14, 16]), p=project(r), v=pick(r, VARS)
        )
        if r.random() < 0.7:
            text = f"[{r.randint(7, 22):02d}:{r.randint(0, 59):02d}] {user(r)}: {text}"
        out.append((text, "prose:talk", lang))
    return out
