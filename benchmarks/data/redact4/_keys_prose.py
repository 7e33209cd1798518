# ruff: noqa: E501  (one template per line reads like the text it makes)
"""Private-key blocks and multilingual prose, the two families most shaped by
layout (line wrapping, escaping, indentation) and by the language around them.
"""

from __future__ import annotations

from _gen import Gen

# (BEGIN/END label, random bytes in the body)
KEY_KINDS = [
    ("RSA PRIVATE KEY", 1190),
    ("PRIVATE KEY", 1216),
    ("EC PRIVATE KEY", 121),
    ("OPENSSH PRIVATE KEY", 400),
    ("ENCRYPTED PRIVATE KEY", 1300),
    ("DSA PRIVATE KEY", 440),
]


def _pem(g: Gen, label: str, nbytes: int) -> tuple[str, str]:
    width = 70 if label == "OPENSSH PRIVATE KEY" else 64
    body = g.key_body(nbytes, width)
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----", body


def private_key_rows(g: Gen) -> list[tuple[str, list[str]]]:
    rows: list[tuple[str, list[str]]] = []
    for i in range(36):
        label, nbytes = KEY_KINDS[i % len(KEY_KINDS)]
        pem, body = _pem(g, label, nbytes if i % 3 else nbytes // 4)
        shape = i % 9
        if shape == 0:
            rows.append((pem, [body]))
        elif shape == 1:
            esc = pem.replace("\n", "\\n")
            body_esc = body.replace("\n", "\\n")
            proj = f"{g.svc()}-{g.dg(6)}"
            text = (
                '{\n  "type": "service_account",\n  "project_id": "' + proj + '",\n'
                '  "private_key_id": "' + g.hx(40) + '",\n  "private_key": "' + esc + '\\n",\n'
                '  "client_email": "deployer@' + proj + '.iam.gserviceaccount.com"\n}'
            )
            rows.append((text, [body_esc]))
        elif shape == 2:
            lines = body.split("\n")
            ind = "\n".join("    " + ln for ln in lines)
            text = f"tls:\n  key: |\n    -----BEGIN {label}-----\n{ind}\n    -----END {label}-----"
            rows.append((text, lines))
        elif shape == 3:
            text = f"$ cat ~/.ssh/id_deploy\n{pem}"
            rows.append((text, [body]))
        elif shape == 4:
            text = f'SSH_PRIVATE_KEY="{pem}"'
            rows.append((text, [body]))
        elif shape == 5:
            oneline = body.replace("\n", "")
            text = f"JWT_PRIVATE_KEY=-----BEGIN {label}-----{oneline}-----END {label}-----"
            rows.append((text, [oneline]))
        elif shape == 6:
            text = f'resource "tls_private_key" "x" {{}}\n# pasted by mistake:\nprivate_key_pem = <<EOT\n{pem}\nEOT'
            rows.append((text, [body]))
        elif shape == 7:
            lines = body.split("\n")
            inner = "\n".join("        " + ln for ln in lines)
            text = (
                "apiVersion: v1\nkind: Secret\nmetadata:\n  name: tls-cert\nstringData:\n  tls.key: |\n"
                f"        -----BEGIN {label}-----\n{inner}\n        -----END {label}-----"
            )
            rows.append((text, lines))
        else:
            pgp_body = g.key_body(900, 64)
            crc = "=" + g.b64(4)
            text = (
                "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
                f"{pgp_body}\n{crc}\n-----END PGP PRIVATE KEY BLOCK-----"
            )
            rows.append((text, [pgp_body]))
    return rows


# Secret-bearing sentences, {v} is the value; written for this set in each language.
PROSE_SECRET: dict[str, list[str]] = {
    "en": [
        "The staging Postgres password is {v}, don't commit it anywhere.",
        "Priya sent the admin login for the test box: user ops, password {v}.",
        "Quick note for tomorrow: the vendor sandbox token is {v} and it expires Friday.",
    ],
    "de": [
        "Das Passwort für die Staging-Datenbank lautet {v}, bitte nicht einchecken.",
        "Zugangsdaten für das Test-Grafana: Benutzer admin, Kennwort {v}.",
        "Der API-Schlüssel vom Dienstleister ist {v} – läuft Ende des Monats ab.",
    ],
    "fr": [
        "Le mot de passe de la base de préprod est {v}, ne pas le committer.",
        "Pour le serveur FTP du client : identifiant deploy, mot de passe {v}.",
        "Le jeton d'accès du bot est {v} ; il faudra le renouveler en janvier.",
    ],
    "es": [
        "Acceso al panel de pruebas: usuario admin, clave {v}.",
        "La contraseña de la base de datos de staging es {v}, no la subas al repo.",
        "El token de la API del proveedor es {v}; caduca en junio.",
    ],
    "pt": [
        "Usuário do Jenkins: deploy / senha {v} (só para o ambiente de testes).",
        "A senha do banco de homologação é {v}, não commitar.",
        "O token de acesso do bot ficou {v}, peguei com o Rafael.",
    ],
    "it": [
        "Il token API del fornitore è {v}, scade a giugno.",
        "La password del database di staging è {v}, non committarla.",
        "Credenziali VPN: utente mrossi, password {v}.",
    ],
    "nl": [
        "Inloggegevens voor de testserver: gebruiker ops, wachtwoord {v}.",
        "Het wachtwoord van de staging-database is {v}, niet committen.",
        "De API-sleutel voor de testomgeving is {v}.",
    ],
    "pl": [
        "Dane do panelu testowego: login admin, hasło {v}.",
        "Hasło do bazy testowej to {v}, nie wrzucaj go do repo.",
        "Token dostępu do API dostawcy: {v} (ważny do końca roku).",
    ],
    "ru": [
        "Доступ к тестовой Grafana: логин admin, пароль {v}.",
        "Пароль от тестовой базы: {v}, в репозиторий не коммитить.",
        "Токен бота — {v}, его выдал Сергей.",
    ],
    "uk": [
        "Токен доступу для бота: {v}, видав Олег.",
        "Пароль до staging-бази — {v}, не комітьте його.",
        "Ключ API для тестового середовища: {v}.",
    ],
    "ja": [
        "テスト用サーバーのログイン情報：ユーザー ops、パスワード {v}",
        "ステージングDBのパスワードは {v} です。コミットしないでください。",
        "APIトークンは {v}（来月失効）。",
    ],
    "zh": [
        "测试服务器登录：用户名 admin，密码 {v}",
        "测试环境数据库的密码是 {v}，不要提交到仓库。",
        "运维给的访问令牌：{v}",
    ],
    "ko": [
        "테스트 서버 계정: 사용자 ops, 비밀번호 {v}",
        "스테이징 DB 비밀번호는 {v} 입니다. 커밋하지 마세요.",
        "테스트용 API 키: {v}",
    ],
    "tr": [
        "Test sunucusu girişi: kullanıcı admin, parola {v}.",
        "Test veritabanının şifresi {v}, depoya gönderme.",
        "Sağlayıcının API anahtarı {v}, haziranda sona eriyor.",
    ],
    "sv": [
        "Inloggning till testservern: användare ops, lösenord {v}.",
        "Lösenordet till testdatabasen är {v}, checka inte in det.",
        "API-nyckeln för sandlådan är {v}.",
    ],
    "cs": [
        "Přihlášení na testovací server: uživatel admin, heslo {v}.",
        "Heslo k testovací databázi je {v}, necommitujte ho.",
        "Přístupový token pro bota: {v}.",
    ],
    "vi": [
        "Tài khoản máy chủ thử nghiệm: người dùng ops, mật khẩu {v}.",
        "Mật khẩu cơ sở dữ liệu staging là {v}, đừng commit nhé.",
        "Khóa API của môi trường thử nghiệm là {v}.",
    ],
    "id": [
        "Akun server uji: pengguna admin, kata sandi {v}.",
        "Kata sandi database staging adalah {v}, jangan di-commit.",
        "Token API dari vendor: {v}, berlaku sampai Juni.",
    ],
    "ar": [
        "بيانات الدخول إلى خادم الاختبار: المستخدم admin وكلمة المرور {v}",
        "كلمة مرور قاعدة بيانات الاختبار هي {v}، لا ترفعها إلى المستودع.",
        "مفتاح الواجهة البرمجية لبيئة الاختبار: {v}",
    ],
    "hi": [
        "टेस्ट सर्वर लॉगिन: यूज़र admin, पासवर्ड {v}",
        "स्टेजिंग डेटाबेस का पासवर्ड {v} है, इसे कमिट मत करना।",
        "टेस्ट सर्वर का API टोकन {v} है।",
    ],
    "fi": [
        "Testipalvelimen tunnukset: käyttäjä ops, salasana {v}.",
        "Testitietokannan salasana on {v}, älä committaa sitä.",
        "Testiympäristön API-avain on {v}.",
    ],
    "he": [
        "פרטי הכניסה לשרת הבדיקות: משתמש admin, סיסמה {v}.",
        "הסיסמה למסד הנתונים של הבדיקות היא {v}, אל תעלו אותה לריפו.",
    ],
    "el": [
        "Στοιχεία σύνδεσης στον δοκιμαστικό server: χρήστης admin, κωδικός {v}.",
        "Ο κωδικός της βάσης δοκιμών είναι {v}, μην τον κάνεις commit.",
    ],
    "da": [
        "Login til testserveren: bruger ops, adgangskode {v}.",
        "Adgangskoden til testdatabasen er {v}, lad være med at committe den.",
    ],
}


def prose_rows(g: Gen) -> list[tuple[str, list[str], str]]:
    rows: list[tuple[str, list[str], str]] = []
    for lang, tpls in PROSE_SECRET.items():
        for tpl in tpls:
            for _ in range(2):
                v = g.pick([g.password(), g.shell_password(), "ghp_" + g.an(36), g.an(32)])
                rows.append((tpl.replace("{v}", v), [v], lang))
    return rows
