"""Human-held secrets for redact7: recovery codes, seed phrases, TOTP seeds, password hashes, prose."""

import random

from vals import B32, B64, HEX, UPPER_ALNUM, WORDS, human_password, password, rs, user

Row = tuple[str, list[str], str, str]


def codes(r: random.Random) -> Row:
    """Recovery codes, seed phrases, TOTP seeds, BitLocker keys."""
    k = r.randrange(5)
    if k == 0:
        cs = [
            f"{rs(r, 5, 'abcdef0123456789')}-{rs(r, 5, 'abcdef0123456789')}"
            for _ in range(r.randint(4, 10))
        ]
        return ("Recovery codes (keep these safe):\n" + "\n".join(cs), cs, "codes:recovery", "en")
    if k == 1:
        ph = " ".join(r.choice(WORDS) for _ in range(r.choice([12, 24])))
        return (
            r.choice(
                [
                    f'MNEMONIC="{ph}"',
                    f"seed phrase for the test wallet: {ph}",
                    f"const mnemonic = '{ph}';",
                ]
            ),
            [ph],
            "codes:seed",
            "en",
        )
    if k == 2:
        s = rs(r, r.choice([16, 32]), B32)
        return (
            r.choice(
                [
                    f"otpauth://totp/Acme:{user(r)}?secret={s}&issuer=Acme",
                    f"2FA secret: {s}",
                    f"TOTP_SEED={s}",
                ]
            ),
            [s],
            "codes:totp",
            "en",
        )
    if k == 3:
        s = "-".join(f"{r.randint(0, 999999):06d}" for _ in range(8))
        return (
            f"BitLocker recovery key for LAPTOP-{rs(r, 6, UPPER_ALNUM)}: {s}",
            [s],
            "codes:bitlocker",
            "en",
        )
    cs = [str(r.randint(10**7, 10**8 - 1)) for _ in range(r.randint(5, 10))]
    return ("backup codes\n" + "  ".join(cs), cs, "codes:backup", "en")


def pwhash(r: random.Random) -> Row:
    """Password hashes that authenticate directly or crack offline (labelled secret)."""
    k = r.randrange(5)
    u = user(r)
    if k == 0:
        lm, nt = rs(r, 32, HEX), rs(r, 32, HEX)
        return (f"{u}:{r.randint(500, 1500)}:{lm}:{nt}:::", [lm, nt], "pwhash:ntlm", "en")
    if k == 1:
        h = "md5" + rs(r, 32, HEX)
        return (f" rolname | rolpassword\n {u} | {h}", [h], "pwhash:pg-md5", "en")
    if k == 2:
        h = "*" + rs(r, 40, HEX).upper()
        return (f"| {u} | % | {h} |", [h], "pwhash:mysql", "en")
    if k == 3:
        h = "$6$" + rs(r, 16, B64.replace("+", ".")) + "$" + rs(r, 86, B64.replace("+", "."))
        return (f"{u}:{h}:19876:0:99999:7:::", [h], "pwhash:shadow", "en")
    h = "$2y$10$" + rs(r, 53, B64.replace("+", "."))
    return (f"{u}:{h}", [h], "pwhash:htpasswd", "en")


# (lang, template) — prose sharing a password; {p} is the secret. Written for this set.
PROSE = [
    ("en", "The staging admin password is {p}, please rotate it after the demo."),
    ("de", "Das Passwort für den Testserver lautet {p} – bitte nicht weitergeben."),
    ("fr", "Le mot de passe de la base de recette est {p}, je le change vendredi."),
    ("es", "La contraseña del servidor de pruebas es {p}, cámbiala cuando puedas."),
    ("pt", "A senha do banco de homologação é {p}, não compartilhe no canal."),
    ("it", "La password del database di collaudo è {p}, cambiala dopo il rilascio."),
    ("nl", "Het wachtwoord voor de acceptatieomgeving is {p}."),
    ("pl", "Hasło do serwera testowego to {p}, zmień je po wdrożeniu."),
    ("ru", "Пароль от тестовой базы: {p}, поменяй его после релиза."),
    ("uk", "Пароль до сервера збірки — {p}, не пиши його в чат."),
    ("tr", "Test sunucusunun şifresi {p}, yarın değiştireceğim."),
    ("ja", "検証環境の管理者パスワードは {p} です。デモの後で変更してください。"),
    ("zh", "测试服务器的密码是 {p}，发布后记得修改。"),
    ("ko", "스테이징 DB 비밀번호는 {p} 입니다. 데모 끝나면 바꿔 주세요."),
    ("ar", "كلمة المرور لخادم الاختبار هي {p} من فضلك غيّرها بعد العرض."),
    ("he", "הסיסמה לשרת הבדיקות היא {p}, תחליף אותה אחרי ההדגמה."),
    ("hi", "टेस्ट सर्वर का पासवर्ड {p} है, डेमो के बाद बदल देना।"),
    ("el", "Ο κωδικός του δοκιμαστικού διακομιστή είναι {p}."),
    ("sv", "Lösenordet till testmiljön är {p}, byt det efter demot."),
    ("vi", "Mật khẩu máy chủ thử nghiệm là {p}, nhớ đổi sau buổi demo."),
    ("th", "รหัสผ่านของเซิร์ฟเวอร์ทดสอบคือ {p} อย่าลืมเปลี่ยนหลังเดโม"),
    ("id", "Kata sandi server uji coba adalah {p}, tolong ganti setelah demo."),
    ("cs", "Heslo k testovacímu serveru je {p}, po ukázce ho změň."),
    ("fa", "رمز عبور سرور آزمایشی {p} است، بعد از دمو عوضش کن."),
    ("fi", "Testipalvelimen salasana on {p}, vaihda se demon jälkeen."),
    ("ja", "APIキー：{p}（本番用なので取り扱い注意）"),
    ("zh", "生产环境的访问令牌：{p}"),
    ("ru", "токен бота {p} — не коммить его"),
    ("de", "Zugangsschlüssel fürs CI: {p}"),
]


def prose(r: random.Random) -> Row:
    """Secrets shared in chat and notes across languages."""
    lang, tpl = r.choice(PROSE)
    p = r.choice([password(r), human_password(r), rs(r, 40, HEX)])
    return (tpl.format(p=p), [p], "prose", lang)


def prose_all(r: random.Random, reps: int) -> list[Row]:
    """reps rows for every prose template, so every language is present."""
    out = []
    for lang, tpl in PROSE * reps:
        p = r.choice([password(r), human_password(r), rs(r, 40, HEX)])
        out.append((tpl.format(p=p), [p], "prose", lang))
    return out
