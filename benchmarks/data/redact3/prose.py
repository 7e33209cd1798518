"""prose rows: secrets stated in sentences, in many languages, plus ordinary
sentences that use the same words (password, token, key, secret) harmlessly.

Each secret template has one slot {s}; the kind says which generator fills it.
All sentences were written for this set.
"""

from __future__ import annotations

import random

from gen import passphrase, password, pin, recovery_code
from rows import Row

# lang -> list of (kind, template)
SECRET: dict[str, list[tuple[str, str]]] = {
    "en": [("pw", "The user said the staging admin password is {s} and asked me to remember it."),
           ("pin", "Her phone PIN is {s}, she mentioned it while debugging the MDM enrolment."),
           ("phrase", "Backup passphrase for the encrypted restic repo: {s}")],
    "de": [("pw", "Das Passwort für den Testserver lautet {s}, bitte nicht weitergeben."),
           ("pin", "Die PIN der Firmenkarte ist {s}."),
           ("rc", "Wiederherstellungscode für das Admin-Konto: {s}")],
    "fr": [("pw", "Le mot de passe du compte de service est {s} (à changer après la migration)."),
           ("pin", "Mon code PIN de carte est {s}."),
           ("phrase", "La phrase secrète de la clé GPG est « {s} ».")],
    "es": [("pw", "La contraseña de la base de datos de pruebas es {s}."),
           ("pin", "El PIN del token físico es {s}, no lo compartas."),
           ("rc", "Códigos de recuperación de GitHub: {s}")],
    "pt": [("pw", "A senha do painel administrativo é {s} — o cliente pediu para guardar aqui."),
           ("pin", "O PIN do cartão corporativo é {s}."),
           ("phrase", "Frase-senha da carteira: {s}")],
    "it": [("pw", "La password del router dell'ufficio è {s}."),
           ("pin", "Il PIN del bancomat aziendale è {s}."),
           ("rc", "Codice di recupero dell'account: {s}")],
    "nl": [("pw", "Het wachtwoord van de FTP-server is {s}."),
           ("pin", "De pincode van de toegangspas is {s}."),
           ("phrase", "Herstelzin voor de sleutelkluis: {s}")],
    "sv": [("pw", "Lösenordet till byggservern är {s}."),
           ("pin", "PIN-koden till larmet är {s}."),
           ("rc", "Återställningskod för kontot: {s}")],
    "pl": [("pw", "Hasło do panelu administracyjnego to {s}."),
           ("pin", "Kod PIN do karty firmowej: {s}."),
           ("phrase", "Fraza odzyskiwania portfela: {s}")],
    "cs": [("pw", "Heslo k databázi na stagingu je {s}."),
           ("pin", "PIN k služební kartě je {s}."),
           ("rc", "Obnovovací kód účtu: {s}")],
    "ru": [("pw", "Пароль от сервера сборки: {s}, не публикуй его в чате."),
           ("pin", "ПИН-код от корпоративной карты — {s}."),
           ("phrase", "Кодовая фраза для ключа: {s}")],
    "uk": [("pw", "Пароль до адмінки — {s}, змінимо після релізу."),
           ("pin", "PIN-код картки: {s}."),
           ("rc", "Код відновлення облікового запису: {s}")],
    "tr": [("pw", "Test veritabanının şifresi {s}, kimseyle paylaşma."),
           ("pin", "Kurumsal kartın PIN kodu {s}."),
           ("rc", "Hesap kurtarma kodu: {s}")],
    "el": [("pw", "Ο κωδικός πρόσβασης του διακομιστή είναι {s}."),
           ("pin", "Το PIN της εταιρικής κάρτας είναι {s}."),
           ("phrase", "Η φράση ανάκτησης του πορτοφολιού: {s}")],
    "he": [("pw", "הסיסמה לשרת הבדיקות היא {s}"),
           ("pin", "קוד ה-PIN של הכרטיס הוא {s}"),
           ("rc", "קוד השחזור של החשבון: {s}")],
    "ar": [("pw", "كلمة المرور لقاعدة البيانات هي {s} ولا تشاركها مع أحد."),
           ("pin", "الرقم السري للبطاقة هو {s}."),
           ("phrase", "عبارة الاسترداد للمحفظة: {s}")],
    "fa": [("pw", "رمز عبور سرور آزمایشی {s} است."),
           ("pin", "رمز کارت شرکت {s} است."),
           ("rc", "کد بازیابی حساب: {s}")],
    "hi": [("pw", "स्टेजिंग सर्वर का पासवर्ड {s} है, इसे किसी से साझा मत करना।"),
           ("pin", "कंपनी कार्ड का पिन {s} है।"),
           ("phrase", "वॉलेट का रिकवरी वाक्यांश: {s}")],
    "th": [("pw", "รหัสผ่านของเซิร์ฟเวอร์ทดสอบคือ {s}"),
           ("pin", "รหัส PIN ของบัตรบริษัทคือ {s}"),
           ("rc", "รหัสกู้คืนบัญชี: {s}")],
    "vi": [("pw", "Mật khẩu của máy chủ thử nghiệm là {s}."),
           ("pin", "Mã PIN thẻ công ty là {s}."),
           ("phrase", "Cụm từ khôi phục ví: {s}")],
    "id": [("pw", "Kata sandi server staging adalah {s}, jangan dibagikan."),
           ("pin", "PIN kartu kantor adalah {s}."),
           ("rc", "Kode pemulihan akun: {s}")],
    "sw": [("pw", "Nenosiri la seva ya majaribio ni {s}."),
           ("pin", "PIN ya kadi ya kampuni ni {s}."),
           ("rc", "Msimbo wa kurejesha akaunti: {s}")],
    "ko": [("pw", "스테이징 서버 비밀번호는 {s} 입니다."),
           ("pin", "법인카드 PIN 번호는 {s} 입니다."),
           ("phrase", "지갑 복구 문구: {s}")],
    "ja": [("pw", "検証サーバーのパスワードは {s} です。"),
           ("pin", "社用カードの暗証番号は {s} です。"),
           ("rc", "アカウントのリカバリーコード: {s}")],
    "zh": [("pw", "测试服务器的密码是 {s}，不要外传。"),
           ("pin", "公司卡的PIN码是 {s}。"),
           ("phrase", "钱包助记词：{s}")],
}

ORDINARY: dict[str, list[str]] = {
    "en": ["Password resets now go through the SSO portal; the old form is gone.",
           "The tokenizer splits on whitespace before applying BPE merges.",
           "Primary key on orders is (tenant_id, id); add a foreign key to customers.",
           "Rotate API keys every 90 days per the security policy.",
           "The secret to fast tests here is reusing the session-scoped fixture."],
    "de": ["Das Passwort muss mindestens zwölf Zeichen lang sein.",
           "Der Schlüssel für die Übersetzungen liegt in locales/de.json.",
           "Bitte das Token nie im Klartext ins Ticket schreiben."],
    "fr": ["Le mot de passe doit être changé tous les 90 jours.",
           "La clé primaire de la table est un UUID.",
           "Le jeton d'accès expire au bout d'une heure ; le rafraîchir automatiquement."],
    "es": ["La contraseña se guarda con bcrypt, nunca en texto plano.",
           "El token de acceso caduca a los quince minutos.",
           "La clave foránea apunta a la tabla de clientes."],
    "pt": ["A senha deve ter pelo menos doze caracteres.",
           "O token de atualização é rotacionado a cada uso.",
           "A chave primária é composta por tenant_id e id."],
    "it": ["La password va cambiata al primo accesso.",
           "Il token scade dopo un'ora.",
           "La chiave pubblica è nel repository, quella privata no."],
    "nl": ["Het wachtwoord moet minstens twaalf tekens bevatten.",
           "De sleutel staat in de kluis, niet in de repo.",
           "Het token verloopt na een uur."],
    "sv": ["Lösenordet måste bytas var tredje månad.",
           "Nyckeln ligger i Vault, aldrig i koden.",
           "Token förnyas automatiskt av klienten."],
    "pl": ["Hasło musi mieć co najmniej dwanaście znaków.",
           "Token odświeżania jest ważny przez siedem dni.",
           "Klucz główny tabeli to kolumna id."],
    "cs": ["Heslo musí mít aspoň dvanáct znaků.",
           "Token vyprší po jedné hodině.",
           "Veřejný klíč je v repozitáři, soukromý v trezoru."],
    "ru": ["Пароль должен содержать не менее двенадцати символов.",
           "Токен обновления хранится только в защищённом хранилище.",
           "Первичный ключ таблицы — столбец id."],
    "uk": ["Пароль треба змінювати кожні три місяці.",
           "Токен доступу діє одну годину.",
           "Ключ шифрування зберігається у Vault."],
    "tr": ["Şifre en az on iki karakter olmalı.",
           "Erişim belirteci bir saat sonra geçersiz olur.",
           "Birincil anahtar id sütunudur."],
    "el": ["Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον δώδεκα χαρακτήρες.",
           "Το token λήγει μετά από μία ώρα.",
           "Το δημόσιο κλειδί βρίσκεται στο αποθετήριο."],
    "he": ["הסיסמה חייבת להכיל לפחות שנים עשר תווים.",
           "הטוקן פג תוקף אחרי שעה.",
           "המפתח הפרטי שמור בכספת, לא בקוד."],
    "ar": ["يجب أن تتكون كلمة المرور من اثني عشر حرفًا على الأقل.",
           "تنتهي صلاحية الرمز بعد ساعة واحدة.",
           "المفتاح الأساسي للجدول هو العمود id."],
    "fa": ["رمز عبور باید حداقل دوازده کاراکتر باشد.",
           "توکن دسترسی پس از یک ساعت منقضی می‌شود.",
           "کلید خصوصی در گاوصندوق نگهداری می‌شود، نه در مخزن."],
    "hi": ["पासवर्ड कम से कम बारह अक्षरों का होना चाहिए।",
           "एक्सेस टोकन एक घंटे बाद समाप्त हो जाता है।",
           "निजी कुंजी वॉल्ट में रखी जाती है, रिपॉज़िटरी में नहीं।"],
    "th": ["รหัสผ่านต้องมีอย่างน้อยสิบสองตัวอักษร",
           "โทเค็นจะหมดอายุหลังจากหนึ่งชั่วโมง",
           "คีย์ส่วนตัวเก็บไว้ใน Vault ไม่ใช่ในโค้ด"],
    "vi": ["Mật khẩu phải có ít nhất mười hai ký tự.",
           "Token truy cập hết hạn sau một giờ.",
           "Khóa chính của bảng là cột id."],
    "id": ["Kata sandi harus terdiri dari minimal dua belas karakter.",
           "Token akses kedaluwarsa setelah satu jam.",
           "Kunci privat disimpan di Vault, bukan di repositori."],
    "sw": ["Nenosiri lazima liwe na angalau herufi kumi na mbili.",
           "Tokeni ya ufikiaji huisha baada ya saa moja.",
           "Ufunguo wa siri huhifadhiwa kwenye Vault, si kwenye msimbo."],
    "ko": ["비밀번호는 최소 12자 이상이어야 합니다.",
           "액세스 토큰은 한 시간 후에 만료됩니다.",
           "개인 키는 저장소가 아니라 Vault에 보관합니다."],
    "ja": ["パスワードは12文字以上にしてください。",
           "アクセストークンは1時間で失効します。",
           "秘密鍵はリポジトリではなくVaultに保管します。"],
    "zh": ["密码至少需要十二个字符。",
           "访问令牌一小时后过期。",
           "私钥保存在 Vault 中，不放在代码仓库里。"],
}

# Framings an agent memory puts around a sentence: keeps rows from being one-liners.
FRAMES = ("{x}", "Note from the user: {x}", "{x}\n(Said in the #ops chat, 2026-11-20.)",
          "Meeting notes:\n- deploy freeze until Monday\n- {x}\n- next sync Thursday")


def _fill(rng: random.Random, kind: str) -> str:
    if kind == "pw":
        return password(rng, rng.choice(["words", "mixed", "leet", "wild"]))
    if kind == "pin":
        return pin(rng)
    if kind == "rc":
        return recovery_code(rng)
    return passphrase(rng)


def prose_rows(rng: random.Random) -> list[Row]:
    out = []
    for lang, temps in SECRET.items():
        for kind, t in temps:
            s = _fill(rng, kind)
            out.append(Row(rng.choice(FRAMES).format(x=t.format(s=s)), "prose", lang, (s,)))
        kind, t = rng.choice(temps)
        s1, s2 = _fill(rng, kind), _fill(rng, "pw")
        two = t.format(s=s1) + " " + temps[0][1].format(s=s2)
        out.append(Row(two, "prose", lang, (s1, s2)))
    return out


def ordinary_prose(rng: random.Random) -> list[tuple[str, str]]:
    """(lang, text) pairs of harmless sentences using the secret-ish words."""
    out = []
    for lang, sents in ORDINARY.items():
        for s in sents:
            out.append((lang, s))
            out.append((lang, rng.choice(FRAMES[1:]).format(x=s)))
    return out
