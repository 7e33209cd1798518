"""Issue 27, fourth round: families closed by principle after the third blind set.

Each secret case is a shape the rules stored before this round, written in other words
or another language than the set that showed it; each ordinary case is a near miss a
widened rule must leave alone. Fake values are assembled at run time so this file holds
no string a secret scanner would take for a real key.
"""

from __future__ import annotations

import random
import string

import pytest

from retain.redact import redact

_ALNUM = string.ascii_letters + string.digits


def fake(n: int, seed: int = 0, alphabet: str = _ALNUM) -> str:
    """n characters of `alphabet`: upper case first, two digits inside, a digit last."""
    rng = random.Random(f"{n}-{seed}-{alphabet}")
    body = "".join(rng.choice(alphabet) for _ in range(n - 5))
    return "Qx" + body[: n // 2] + "4k" + body[n // 2 :] + "7"


TOKEN = fake(28, seed=1)  # a generated token: mixed case, digits
TOKEN2 = fake(20, seed=2)
CODE = "k3m9p-" + "7qx2v-" + "zz81c"  # a recovery code: equal groups, letters and digits
WORDS = "-".join(("harbor", "violet", "pepper", "canyon", "mango"))
WORDS_SPACED = WORDS.replace("-", " ")
PW = "Pl" + fake(10, seed=3) + "#"
HEX64 = "".join(random.Random(4).choices("0123456789abcdef", k=64))
BCRYPT = "$2y$" + "10$" + fake(53, seed=5, alphabet=_ALNUM + "./")[:53]


def _assert_redacted(text: str, secret: str) -> None:
    out, count = redact(text)
    assert secret not in out, out
    assert count >= 1
    assert redact(out) == (out, 0)  # idempotent


def _assert_kept(text: str) -> None:
    assert redact(text) == (text, 0)


# --- values that say they are not secrets (the false positives first) ----------------

NOT_SECRET = [
    'STRIPE_TEST_TOKEN = "dummy-token-for-the-e2e-suite"',
    'Fixture password: "not-a-real-secret-3".',
    "SENTRY_AUTH_TOKEN=fake_sentry_token_for_ci",
    'const apiKey = "mock-api-key-do-not-use";',
    # a key its vendor publishes by design
    "Mapbox token for the public map: pk.eyJ" + fake(40, seed=6) + "." + fake(22, seed=7),
    "STRIPE_PUBLISHABLE_KEY=pk_live_" + fake(30, seed=8),
    # a pagination cursor after a name that says so
    "page_token: eyJvZmZzZXQiOjEwLCJ0ZW5hbnQiOiJhcGkifQ",
]


@pytest.mark.parametrize("text", NOT_SECRET)
def test_value_that_declares_itself_fake_or_public_is_kept(text):
    _assert_kept(text)


def test_fake_word_inside_a_longer_word_still_goes():
    # "Hammock" holds "mock" but does not say the value is a mock
    value = "Hammock" + "42!" + "Lime"
    _assert_redacted(f"DB_PASSWORD={value}", value)


# --- a name in any language before a recognisable value -------------------------------

NAMED_SECRETS = [
    # a generated token after a credential's name, whatever the language and qualifier
    (f"Il token API per l'ambiente di collaudo è {TOKEN}.", TOKEN),
    (f'const secret = process.env.HMAC_SECRET ?? "{TOKEN}";', TOKEN),  # `??` ends no clause
    (f"API-nyckeln för produktion är {TOKEN}.", TOKEN),
    (f"Klíč API pro produkci je {TOKEN}.", TOKEN),
    (f"Der Zugangs-Token der Pipeline lautet wohl {TOKEN}", TOKEN),
    (f"프로덕션 API 키는 {TOKEN2} 입니다.", TOKEN2),
    # a recovery code or a passphrase after its label, with or without a lexicon entry
    (f"Kod odzyskiwania konta: {CODE}", CODE),
    (f"Mã khôi phục tài khoản: {CODE}", CODE),
    (f"Phrase de récupération du portefeuille : {WORDS}", WORDS),
    (f"Seed phrase of the hardware wallet: {WORDS_SPACED}", WORDS_SPACED),
    (f"Frase di recupero del wallet: «{WORDS_SPACED}»", WORDS_SPACED),
    # languages and compounds the lexicon lacked
    (f"Nenosiri la hifadhidata ni {PW}", PW),
    (f"رمز عبور پایگاه داده {PW} است.", PW),
    ("银行卡的PIN码是 40718263。", "40718263"),
]


@pytest.mark.parametrize(("text", "secret"), NAMED_SECRETS)
def test_named_secret_in_any_language_is_redacted(text, secret):
    _assert_redacted(text, secret)


NAMED_ORDINARY = [
    f"The API returns request ids like {TOKEN} for tracing.",  # "API" names no secret
    "Signing key algorithm: sha256WithRSAEncryption2048",
    "Add my public key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx7Hq0mZ9pL2cV4bN8wQ u@h",
    "The cache key is userProfileCacheV2.",  # CamelCase with one digit: a name
    "Error code: E1234-ab12x from the payments gateway",  # a code that unlocks nothing
    "Search phrase: redis cluster failover timeout",
    "The mnemonic for the opcode table is load store add sub.",
    f"Recovery phrase: see the vault entry {WORDS}",  # a sentence after the colon
    "Twilio account SID AC" + "0" * 32 + " is the sandbox account",
    # the name stands in another clause, or a word says what the value identifies
    f"Pin the base image; build id {TOKEN2} is the last good one.",
    f"Token counts are in the dashboard. Run {TOKEN2} finished early.",
    f"The PIN pad firmware is v1.2.3, model {TOKEN2}",
]


@pytest.mark.parametrize("text", NAMED_ORDINARY)
def test_named_near_miss_is_left_alone(text):
    _assert_kept(text)


# --- configuration, files and commands ------------------------------------------------

CONFIG_SECRETS = [
    # a nested YAML key is named by its parent
    (f"signing:\n  key: {HEX64}\n", HEX64),
    (f"database:\n  encryption:\n    - key: {HEX64}\n", HEX64),
    # a crypt(3) password hash anywhere, not only in a file the rules know
    (f"users.txt holds ops:{BCRYPT}", BCRYPT),
    # a framework's session cookie, URL-encoded or not
    (f"Cookie seen in devtools: _shop_session={TOKEN}%3D%3D--{TOKEN2}", TOKEN),
    (f"express cookie app.sid=s%3A{TOKEN}.{TOKEN2}", TOKEN),
    # a quoted flag value that opens with a dash is still the value
    (f"7z a -p'-{PW}' backup.7z data/", f"-{PW}"),
    # a string prefix belongs to the literal
    (f'WEBHOOK_SECRET = rb"{TOKEN2}"', TOKEN2),
    # pgbouncer's auth file
    (f'pgbouncer userlist:\n"reporting" "{PW}"\n', PW),
]


@pytest.mark.parametrize(("text", "secret"), CONFIG_SECRETS)
def test_config_secret_is_redacted(text, secret):
    _assert_redacted(text, secret)


CONFIG_ORDINARY = [
    f"cache:\n  key: {HEX64}\n",  # a cache key under a parent that holds no secret
    "session_timeout: 30m",
    "The laravel_session cookie is httpOnly and SameSite=Lax.",
    'tags:\n"alpha" "beta"\n',  # two quoted words, not a userlist
    "Run the shell with $1 and $2 set; see $HOME/.profile",
]


@pytest.mark.parametrize("text", CONFIG_ORDINARY)
def test_config_near_miss_is_left_alone(text):
    _assert_kept(text)


# --- credentials in code, by what the code does with a literal ------------------------

CODE_SECRETS = [
    (f'auth = HTTPBasicAuth("deploy", "{PW}")', PW),
    (f'new PasswordAuthentication("ops", "{PW}".toCharArray())', PW),
    (f'SecretKeySpec key = new SecretKeySpec("{TOKEN2}".getBytes(), "HmacSHA256");', TOKEN2),
    (f'signer = Fernet(b"{TOKEN}")', TOKEN),
    (f'if (password === "{PW}") {{ grant(); }}', PW),
    (f'BasicAuth do |u, p|\n  p == "{PW}"\nend', PW),
]


@pytest.mark.parametrize(("text", "secret"), CODE_SECRETS)
def test_code_secret_is_redacted(text, secret):
    _assert_redacted(text, secret)


CODE_ORDINARY = [
    "auth = HTTPBasicAuth(user, password)",
    'creds = Credentials("eu-west-1", "default")',
    'digest = createHmac("sha256", secret).update(body)',
    'if p == "admin":\n    return',  # no authentication around a one-letter name
    'assert token != ""',
    'cipher = Cipher.getInstance("AES/GCM/NoPadding")',
]


@pytest.mark.parametrize("text", CODE_ORDINARY)
def test_code_near_miss_is_left_alone(text):
    _assert_kept(text)
