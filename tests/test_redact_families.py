"""The credential shapes of issue 27 that the old redactor stored, one family at a
time, and the look-alikes each new family must leave alone.

Fake values are assembled at run time (as in test_redact.py) so this file holds no
string a secret scanner would take for a real key.
"""

from __future__ import annotations

import random
import string

import pytest

from retain.redact import redact

_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"


def fake(n: int, alphabet: str = _ALNUM, seed: int = 0) -> str:
    rng = random.Random(f"{n}-{seed}-{alphabet}")
    return "".join(rng.choice(alphabet) for _ in range(n - 1)) + rng.choice(string.digits)


PW = "Vx9" + fake(9, seed=1)  # a password: letters and digits
AWS_ID = "AKIA" + fake(16, string.ascii_uppercase + string.digits)
AWS_SECRET = fake(39, _ALNUM + "/+", seed=2) + "q"

# (text, secret): the secret must be gone, and something said so.
FAMILIES: dict[str, list[tuple[str, str]]] = {
    "command-line": [
        (f"mysql -u root -p{PW} shop", PW),
        (f"mysqldump -h db -uadmin -p'{PW}' app > dump.sql", PW),
        (f"curl -u deploy:{PW} https://ci.example.com/api", PW),
        (f"curl --user 'deploy:{PW}' https://ci.example.com/api", PW),
        (f"sshpass -p {PW} ssh ops@10.0.0.4", PW),
        (f"redis-cli -h cache -a {PW} ping", PW),
        (f"docker login -u bot -p {PW} registry.example.com", PW),
        (f"echo '{PW}' | docker login --username bot --password-stdin", PW),
        (f"psql --password={PW} -h db", PW),
        (f"vault-cli --client-secret {PW} sync", PW),
        (f"mongosh -u admin -p {PW} --authenticationDatabase admin", PW),
        (f"sqlcmd -S db -U sa -P {PW} -Q 'select 1'", PW),
        (f"ldapsearch -x -D cn=admin -w {PW} -b dc=example", PW),
        (f"smbclient //nas/share -U backup%{PW}", PW),
        (f"keytool -importcert -keystore ks.jks -storepass {PW}", PW),
        (f"openssl pkcs12 -in cert.p12 -passin pass:{PW}", PW),
    ],
    "env-names": [
        (f"SMTP_PASS={PW}", PW),
        (f"ENCRYPTION_KEY={fake(32, seed=3)}", fake(32, seed=3)),
        (f"VAULT_TOKEN=hvs.{fake(90, _ALNUM + '_-', seed=4)}", fake(90, _ALNUM + "_-", seed=4)),
        (f"export SIGNING_SALT={fake(24, seed=5)}", fake(24, seed=5)),
        (f'  webhookSecret: "{fake(30, seed=6)}"', fake(30, seed=6)),
        (f'{{"clientSecret": "{fake(28, seed=7)}", "clientId": "web"}}', fake(28, seed=7)),
        (f"[smtp]\nauth_pass = {PW}\n", PW),
        (f"mail.credentials = {PW}", PW),
        (f"SECRET_KEY_BASE={fake(64, _HEX, seed=8)}", fake(64, _HEX, seed=8)),
    ],
    "connection-string": [
        (f"Server=db;Database=shop;User Id=sa;Password={PW};", PW),
        (f"Data Source=db;Pwd={PW};Encrypt=true", PW),
        (f"jdbc:postgresql://db:5432/shop?user=app&password={PW}&ssl=true", PW),
        (f"jdbc:oracle:thin:scott/{PW}@db:1521/ORCL", PW),
        (
            f"SENTRY_DSN=https://{fake(32, _HEX, seed=9)}@o4501.ingest.sentry.io/4502",
            fake(32, _HEX, seed=9),
        ),
        (f"dsn: https://{fake(32, _HEX, seed=10)}@sentry.example.com/12", fake(32, _HEX, seed=10)),
    ],
    "credential-files": [
        (f"machine api.example.com login bob password {PW}", PW),
        (f"machine git.example.com\n  login bob\n  password {PW}\n", PW),
        (f"db.example.com:5432:shop:app:{PW}", PW),
        (f"*:*:*:replicator:{PW}", PW),
        (f"//registry.npmjs.org/:_authToken={fake(36, seed=11)}", fake(36, seed=11)),
        (f"_auth={fake(24, seed=12)}=", fake(24, seed=12)),
    ],
    "headers": [
        (f"Cookie: session={fake(32, seed=13)}; csrftoken={fake(32, seed=14)}", fake(32, seed=13)),
        (f"Set-Cookie: sid={fake(40, seed=15)}; Path=/; HttpOnly", fake(40, seed=15)),
        (f"curl -H 'X-Api-Key: {fake(32, seed=16)}' https://api.example.com", fake(32, seed=16)),
        (f"curl -b 'session={fake(32, seed=17)}' https://app.example.com", fake(32, seed=17)),
        (f"Authorization: Token {fake(40, seed=18)}", fake(40, seed=18)),
        (f"PRIVATE-TOKEN: {fake(26, seed=19)}", fake(26, seed=19)),
    ],
    "aws-pair": [
        (f"{AWS_ID},{AWS_SECRET}", AWS_SECRET),
        (f"key id {AWS_ID}\nsecret {AWS_SECRET}", AWS_SECRET),
    ],
    "vendor-prefix": [
        (
            f"HF token hf_{fake(34, string.ascii_letters, seed=20)}",
            fake(34, string.ascii_letters, seed=20),
        ),
        (
            f"SG.{fake(22, seed=21)}.{fake(43, _ALNUM + '_-', seed=22)}",
            fake(43, _ALNUM + "_-", seed=22),
        ),
        (f"dop_v1_{fake(64, _HEX, seed=23)}", fake(64, _HEX, seed=23)),
        (
            "AGE-SECRET-KEY-1" + fake(58, string.ascii_uppercase + string.digits, seed=24),
            fake(58, string.ascii_uppercase + string.digits, seed=24),
        ),
        (f"shpat_{fake(32, _HEX, seed=25)}", fake(32, _HEX, seed=25)),
        (f"dckr_pat_{fake(27, seed=26)}", fake(27, seed=26)),
        (f"glrt-{fake(20, seed=27)}", fake(20, seed=27)),
        (f"lin_api_{fake(40, seed=28)}", fake(40, seed=28)),
        (f"GOCSPX-{fake(28, seed=29)}", fake(28, seed=29)),
    ],
    "english-phrases": [
        (f"use {PW} as the staging password", PW),
        (f"the admin password was changed to {PW} yesterday", PW),
        (f"set the root password to {PW}", PW),
        (f"log in with password {PW}", PW),
    ],
    "languages": [
        (f"डेटाबेस का पासवर्ड {PW} है", PW),  # Hindi
        (f"पासवर्ड है {PW}", PW),
        (f"mera password {PW} hai", PW),  # Hinglish
        (f"كلمة المرور لقاعدة البيانات هي {PW}", PW),  # Arabic
        (f"كلمة السر: {PW}", PW),
        (f"mật khẩu của máy chủ là {PW}", PW),  # Vietnamese
        (f"kata sandi untuk server adalah {PW}", PW),  # Indonesian
        (f"ο κωδικός πρόσβασης για τη βάση είναι {PW}", PW),  # Greek
        (f"הסיסמה לשרת היא {PW}", PW),  # Hebrew
        (f"veritabanı şifresi {PW}", PW),  # Turkish
        (f"hasło do bazy to {PW}", PW),  # Polish
        (f"het wachtwoord is {PW}", PW),  # Dutch
        (f"пароль від сервера — {PW}", PW),  # Ukrainian
        (f"пароль до бази це {PW}", PW),
        (f"รหัสผ่านคือ {PW}", PW),  # Thai
        (f"รหัสผ่านของเซิร์ฟเวอร์: {PW}", PW),
    ],
}
CASES = [(family, text, secret) for family, rows in FAMILIES.items() for text, secret in rows]


@pytest.mark.parametrize(("family", "text", "secret"), CASES)
def test_every_family_of_issue_27_is_redacted(family, text, secret):
    out, n = redact(text)
    assert secret not in out, (family, out)
    assert n >= 1 and "[REDACTED:" in out
    assert redact(out) == (out, 0)  # idempotent


def test_the_name_stays_readable():
    assert redact(f"SMTP_PASS={PW}") == ("SMTP_PASS=[REDACTED:password]", 1)
    assert redact(f"mysql -u root -p{PW} shop") == ("mysql -u root -p[REDACTED:password] shop", 1)
    assert redact(f"*:*:*:replicator:{PW}") == ("*:*:*:replicator:[REDACTED:password]", 1)
    out, _ = redact(f"Set-Cookie: sid={fake(40, seed=15)}; Path=/; HttpOnly")
    assert out == "Set-Cookie: sid=[REDACTED:cookie]; Path=/; HttpOnly"


@pytest.mark.parametrize(
    "text",
    [
        # placeholders and references
        "DB_PASSWORD=${DB_PASSWORD}",
        "SMTP_PASS=<smtp-password>",
        "ENCRYPTION_KEY=changeme",
        "VAULT_TOKEN=xxxxxxxxxxxxxxxx",
        "api_secret: '***'",
        "clientSecret: process.env.CLIENT_SECRET",
        "mysql -u root -p shop",  # -p alone prompts for the password
        "mysql -u root -p -h db",
        "curl -u $USER:$TOKEN https://ci.example.com",
        "docker run -u 1000:1000 image",
        "docker login -p $REGISTRY_PASSWORD registry.example.com",
        'redis-cli -a "$REDIS_PASSWORD" ping',
        "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "AKIAIOSFODNN7EXAMPLE",
        # names without values, or names that describe a secret
        "export SMTP_PASS",
        "PASSWORD_MIN_LENGTH=12",
        "TOKEN_EXPIRY_SECONDS=3600",
        "ENCRYPTION_KEY_FILE=/run/secrets/enc",
        "sort_key: created_at",
        "primary_key=True",
        "KEY_PREFIX=myapp",
        "public_key: ssh-ed25519",
        "max_tokens=4096",
        "auth: true",
        "auth_method=oauth2",
        # prose, hashes, versions
        "the admin password was changed to something longer",
        "use the staging token as the password for the API",
        "set the password to expire after 90 days",
        "log in with password authentication",
        "hash 3f2c1e9b8a7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b",
        "version 1.2.3:4.5.6:7.8.9",
        "upgrade to node 20.11.1",
        "the cookie: it expires after a day",
        "Cookie consent banner",
        "https://docs.sentry.io/platforms/python/",
        "ssh://git@github.com/a/b.git",
        "localhost:5432:shop:app",
        "ls -la ~/.netrc",
        "machine learning model with password-less login",
        "पासवर्ड रीसेट करें",
        "كلمة المرور مطلوبة",
        "mật khẩu là bắt buộc",
        "kata sandi adalah wajib",
        "ο κωδικός είναι λάθος",
        "הסיסמה היא חובה",
        "şifre değiştirildi",
        "hasło to tajemnica",
        "пароль це секрет",
        "รหัสผ่านคือสิ่งสำคัญ",
    ],
)
def test_new_families_spare_look_alikes(text):
    assert redact(text) == (text, 0)
