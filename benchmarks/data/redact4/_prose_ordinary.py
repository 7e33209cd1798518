# ruff: noqa: E501  (one template per line reads like the text it makes)
"""Ordinary sentences in many languages that use credential words (password,
token, key, secret) next to hard negatives but carry no value.
"""

from __future__ import annotations

# Sentences that use credential words but carry no value, per language.
PROSE_ORDINARY: dict[str, list[str]] = {
    "en": [
        "Rotated the {s} database password today; the new one lives in 1Password under 'prod-{s}'.",
        "The password policy now requires at least {n} characters and a symbol.",
        "Never paste tokens into tickets; link the Vault path secret/data/{s} instead.",
        "The API key for {s} expired on {d}, so the nightly job failed with 401.",
        "We store only the bcrypt hash of each password, never the password itself.",
    ],
    "de": [
        "Das Passwort für {s} wurde am {d} rotiert, das neue liegt im Vault.",
        "Die Passwortrichtlinie verlangt mindestens {n} Zeichen.",
        "Bitte keine Tokens in Tickets kopieren, nur den Pfad secret/data/{s} verlinken.",
    ],
    "fr": [
        "Le mot de passe de {s} a été changé le {d} ; il est dans le coffre.",
        "La politique de mots de passe exige au moins {n} caractères.",
        "Ne jamais coller de jeton dans un ticket, donner seulement le chemin Vault secret/data/{s}.",
    ],
    "es": [
        "La contraseña de {s} se rotó el {d}; la nueva está en el gestor de secretos.",
        "La clave de API de {s} caducó, por eso el job nocturno devolvió 401.",
    ],
    "pt": [
        "A senha do {s} foi trocada em {d}; a nova está no cofre.",
        "Nunca cole tokens em issues, use a referência secret/data/{s}.",
    ],
    "it": [
        "La password di {s} è stata ruotata il {d}, la nuova è nel vault.",
        "Il token di {s} scade ogni {n} giorni.",
    ],
    "nl": [
        "Het wachtwoord van {s} is op {d} vervangen; het nieuwe staat in de kluis.",
        "De API-sleutel van {s} verloopt na {n} dagen.",
    ],
    "pl": [
        "Hasło do {s} zostało zmienione {d}, nowe jest w sejfie.",
        "Polityka haseł wymaga co najmniej {n} znaków.",
    ],
    "ru": [
        "Пароль от {s} сменили {d}, новый лежит в Vault.",
        "Токены в тикеты не вставляем, только путь secret/data/{s}.",
    ],
    "uk": [
        "Пароль до {s} змінено {d}, новий у сховищі секретів.",
        "Ключ API для {s} діє {n} днів.",
    ],
    "ja": [
        "{s} のパスワードは {d} にローテーションしました。新しいものは Vault にあります。",
        "トークンをチケットに貼らないでください。secret/data/{s} のパスだけ共有してください。",
    ],
    "zh": [
        "{s} 的密码已于 {d} 轮换，新密码保存在 Vault 中。",
        "密码策略要求至少 {n} 个字符。",
    ],
    "ko": [
        "{s} 비밀번호는 {d}에 교체했고 새 값은 Vault에 있습니다.",
        "토큰은 티켓에 붙여넣지 말고 secret/data/{s} 경로만 공유하세요.",
    ],
    "tr": [
        "{s} şifresi {d} tarihinde değiştirildi, yenisi kasada.",
        "Şifre politikası en az {n} karakter istiyor.",
    ],
    "sv": [
        "Lösenordet för {s} byttes {d}, det nya ligger i valvet.",
        "API-nyckeln för {s} går ut efter {n} dagar.",
    ],
    "cs": [
        "Heslo k {s} bylo změněno {d}, nové je v trezoru.",
        "Tokeny nevkládejte do tiketů, jen cestu secret/data/{s}.",
    ],
    "vi": [
        "Mật khẩu của {s} đã được đổi ngày {d}, mật khẩu mới nằm trong Vault.",
    ],
    "id": [
        "Kata sandi {s} sudah diganti pada {d}, yang baru ada di Vault.",
    ],
    "ar": [
        "تم تغيير كلمة مرور {s} في {d}، والجديدة محفوظة في الخزنة.",
    ],
    "hi": [
        "{s} का पासवर्ड {d} को बदला गया, नया वॉल्ट में है।",
    ],
    "fi": [
        "Palvelun {s} salasana vaihdettiin {d}, uusi on holvissa.",
    ],
    "he": [
        "הסיסמה של {s} הוחלפה ב-{d}, החדשה שמורה בכספת.",
    ],
    "el": [
        "Ο κωδικός του {s} άλλαξε στις {d}, ο νέος είναι στο vault.",
    ],
    "da": [
        "Adgangskoden til {s} blev skiftet {d}, den nye ligger i boksen.",
    ],
}


# Second-wave sentences per language: credential words next to hard negatives
# ({sha} a commit id, {env} an environment variable name, {uuid} a request id).
PROSE_ORDINARY_EXTRA: dict[str, list[str]] = {
    "en": [
        "Commit {sha} removed the hard-coded key; CI now reads {env} from the environment.",
        "Login failed with 'invalid credentials' (request {uuid}); the password itself was fine, the account was locked.",
    ],
    "de": [
        "Commit {sha} entfernt den fest eingetragenen Schlüssel; die Pipeline liest jetzt {env} aus der Umgebung.",
        "Anmeldung schlug fehl (Request {uuid}), das Passwort war richtig, aber das Konto gesperrt.",
    ],
    "fr": [
        "Le commit {sha} supprime la clé codée en dur ; la CI lit maintenant {env} depuis l'environnement.",
        "Échec de connexion (requête {uuid}) : le mot de passe était bon, le compte était verrouillé.",
    ],
    "es": [
        "El commit {sha} quita la clave incrustada; la CI ahora lee {env} del entorno.",
        "El inicio de sesión falló (petición {uuid}); la contraseña era correcta pero la cuenta estaba bloqueada.",
    ],
    "pt": [
        "O commit {sha} remove a chave fixa no código; o CI agora lê {env} do ambiente.",
        "O login falhou (requisição {uuid}); a senha estava certa, a conta estava bloqueada.",
    ],
    "it": [
        "Il commit {sha} elimina la chiave scritta nel codice; la CI ora legge {env} dall'ambiente.",
        "Accesso fallito (richiesta {uuid}): la password era giusta, l'account era bloccato.",
    ],
    "nl": [
        "Commit {sha} haalt de hardgecodeerde sleutel weg; de CI leest nu {env} uit de omgeving.",
        "Inloggen mislukte (verzoek {uuid}); het wachtwoord klopte, het account was geblokkeerd.",
    ],
    "pl": [
        "Commit {sha} usuwa klucz wpisany na sztywno; CI czyta teraz {env} ze środowiska.",
        "Logowanie nie powiodło się (żądanie {uuid}); hasło było dobre, konto zablokowane.",
    ],
    "ru": [
        "Коммит {sha} убирает зашитый в код ключ; CI теперь берёт {env} из окружения.",
        "Вход не удался (запрос {uuid}): пароль был верный, но учётная запись заблокирована.",
    ],
    "uk": [
        "Коміт {sha} прибирає ключ, зашитий у код; CI тепер читає {env} з оточення.",
        "Вхід не вдався (запит {uuid}): пароль правильний, обліковий запис заблоковано.",
    ],
    "ja": [
        "コミット {sha} でハードコードされたキーを削除し、CI は環境変数 {env} を読むようにしました。",
        "ログイン失敗（リクエスト {uuid}）。パスワードは正しく、アカウントがロックされていました。",
    ],
    "zh": [
        "提交 {sha} 删除了硬编码的密钥，CI 现在从环境变量 {env} 读取。",
        "登录失败（请求 {uuid}）：密码没错，是账号被锁定了。",
    ],
    "ko": [
        "커밋 {sha}에서 하드코딩된 키를 제거했고 CI는 이제 환경 변수 {env}를 읽습니다.",
        "로그인 실패(요청 {uuid}): 비밀번호는 맞았고 계정이 잠겨 있었습니다.",
    ],
    "tr": [
        "{sha} commit'i koda gömülü anahtarı kaldırıyor; CI artık {env} değişkenini ortamdan okuyor.",
        "Giriş başarısız oldu (istek {uuid}); şifre doğruydu, hesap kilitliydi.",
    ],
    "sv": [
        "Commit {sha} tar bort den hårdkodade nyckeln; CI läser nu {env} från miljön.",
        "Inloggningen misslyckades (förfrågan {uuid}); lösenordet var rätt men kontot var låst.",
    ],
    "cs": [
        "Commit {sha} odstraňuje natvrdo zapsaný klíč; CI teď čte {env} z prostředí.",
        "Přihlášení selhalo (požadavek {uuid}); heslo bylo správné, účet byl zamčený.",
    ],
    "vi": [
        "Commit {sha} đã bỏ khóa viết cứng trong mã; CI giờ đọc {env} từ biến môi trường.",
        "Đăng nhập thất bại (yêu cầu {uuid}); mật khẩu đúng nhưng tài khoản bị khóa.",
    ],
    "id": [
        "Commit {sha} menghapus kunci yang ditulis langsung di kode; CI sekarang membaca {env} dari environment.",
        "Login gagal (request {uuid}); kata sandinya benar, akunnya terkunci.",
    ],
    "ar": [
        "الإيداع {sha} يزيل المفتاح المكتوب في الشيفرة، وصار CI يقرأ {env} من البيئة.",
        "فشل تسجيل الدخول (الطلب {uuid})، كانت كلمة المرور صحيحة لكن الحساب مقفل.",
    ],
    "hi": [
        "कमिट {sha} ने कोड में लिखी कुंजी हटा दी; अब CI {env} को एनवायरनमेंट से पढ़ता है।",
        "लॉगिन विफल (अनुरोध {uuid}); पासवर्ड सही था, खाता लॉक था।",
    ],
    "fi": [
        "Commit {sha} poistaa koodiin kovakoodatun avaimen; CI lukee nyt {env}-muuttujan ympäristöstä.",
        "Kirjautuminen epäonnistui (pyyntö {uuid}); salasana oli oikein, tili oli lukittu.",
    ],
    "he": [
        "הקומיט {sha} מסיר את המפתח שהיה כתוב בקוד; ה-CI קורא עכשיו את {env} מהסביבה.",
        "ההתחברות נכשלה (בקשה {uuid}); הסיסמה הייתה נכונה, החשבון היה נעול.",
    ],
    "el": [
        "Το commit {sha} αφαιρεί το κλειδί που ήταν γραμμένο στον κώδικα· το CI διαβάζει πλέον το {env} από το περιβάλλον.",
        "Η σύνδεση απέτυχε (αίτημα {uuid}): ο κωδικός ήταν σωστός, ο λογαριασμός κλειδωμένος.",
    ],
    "da": [
        "Commit {sha} fjerner den hårdkodede nøgle; CI læser nu {env} fra miljøet.",
        "Login fejlede (forespørgsel {uuid}); adgangskoden var rigtig, kontoen var låst.",
    ],
}

ENV_NAMES = (
    "STRIPE_SECRET_KEY OPENAI_API_KEY DATABASE_URL GITHUB_TOKEN AWS_SECRET_ACCESS_KEY "
    "SENTRY_AUTH_TOKEN NPM_TOKEN SLACK_BOT_TOKEN VAULT_TOKEN DB_PASSWORD"
).split()
