"""Reading a name: does `SMTP_PASS`, `clientSecret`, `keyStorePassword` or `pass_phrase`
hold a credential, and which word says so?

A name is split into words (snake, kebab, dotted, camel, SHOUTING); its last word, after
dropping qualifiers like `_B64` or `_PROD`, must be a secret word (`pass`, `token`,
`salt`, `mnemonic`...), a run of letters ending in one (`PGPASSWORD`), or `key` after a
word that makes it a secret's (`api`, `signing`, `storage`, `preshared`). Words that
describe a secret without holding it (`length`, `type`, `public`) veto the name wherever
they stand; words naming where it lives (`file`, `path`, `url`, `store`) only after the
secret word, so `password_file` is a path but `keyStorePassword` a password.
"""

from __future__ import annotations

import re

from retain.redact.base import strongly_opaque
from retain.redact.literals import chosen_shape

# Last words of a name that hold a credential. `key` alone is too common
# (`sort_key`, `primary_key`), so it counts only after a word that makes it a secret's.
_SECRET_WORDS = frozenset(
    """
    pass password passwd passphrase pwd pw secret secrets token tokens auth authtoken
    credential credentials creds cred apikey salt pepper signature privatekey secretkey
    accesskey cookie sessionid dsn psk requirepass masterauth rpcpassword refresh
    passcode pin otp mnemonic seed pat hmac
    keyphrase keystore sekret unseal
    rootpw geheim geheimnis secreto segreto segredo hemlig hemmelig clave authtok
    """.split()
)
# `authtok`: PAM's and SSSD's word for the password (sssd-ldap(5), `ldap_default_authtok`).
# `cred`: the everyday short form of a credential (`SVC_CRED`, `db_cred`).
# Round 7: OpenLDAP's `rootpw` directive (slapd.conf(5)); "secret" as a whole name in German,
# Dutch, Spanish, Italian, Portuguese and the Scandinavian languages; Spanish `clave`, the
# everyday word for a password.
# Leet spellings of a secret's word, which people use to dodge a scanner; read on the whole
# name, since its digits would split it into words.
_LEET_ENDINGS = ("s3cret", "s3cr3t", "secr3t", "p4ss", "p4ssword", "passw0rd", "p4ssw0rd")
# `code` is a secret's last word only after a word saying what it unlocks or restores
# (`UNLOCK_CODE`, `recovery_code`); alone it is a status, a country, a program.
_CODE_QUALIFIERS = frozenset("unlock recovery backup access auth pairing".split())
_KEY_QUALIFIERS = frozenset(
    """
    api access secret private encryption encrypt enc crypt crypto cipher signing sign
    master license licence app application client service account auth webhook session
    hmac jwt shared storage subscription consumer admin root db database deploy
    integration server security token vault kms aes fernet cookie csrf recaptcha
    preshared psk unseal recovery wrapping bootstrap registration enrollment pairing
    tls ssl pgp gpg rsa ecdsa ed25519 dsa wallet publish
    aes gcm cbc ctr xts chacha20 poly1305
    decryption decrypt validation routing
    sodium libsodium nacl secretbox
    ingest live provider
    """.split()
)
# Round 24: `decryption` beside `encryption`; `validation`: ASP.NET's machineKey
# `validationKey` is the HMAC key that signs view state and forms cookies
# (learn.microsoft.com, "machineKey Element (ASP.NET Settings Schema)"), Chef's
# `validation_key` the validator client's private key; `routing`: PagerDuty's Events API v2
# `routing_key` is the integration's secret (developer.pagerduty.com, "Send an Event"); a
# message broker's routing key (`orders.created`) is words, which no rule takes.
# Round 41: `sodium`, `libsodium`, `nacl`, `secretbox`: the libsodium library's symmetric
# key (WAL-G's `WALG_LIBSODIUM_KEY` encrypts every backup it writes); a `_PATH` after the
# name still names where the key is kept, not the key.
# Round 44: `ingest`: an observability vendor's ingest key is the credential its agents send
# data with (Honeycomb's and New Relic's "ingest key"); `live`: a payment vendor's live-mode
# key (Stripe's "live key" beside its test key); `provider`: the key a provider issued
# (`PAYMENT_PROVIDER_KEY`, "the SMS provider key"). A value that is a word stays, as for every
# qualifier: only an opaque one is taken.
# Words that may follow the secret-ish word and still name its value (`SECRET_KEY_BASE`).
_TRAILING = frozenset(
    """
    base value b64 base64 hex raw str string plain prod production staging stage dev
    test live old new current previous secondary main default data
    """.split()
)
# A name with one of these words anywhere describes a secret without holding one.
NOT_VALUE_WORDS = frozenset(
    """
    length len min max size count type kind
    expiry expires
    expiration ttl timeout lifetime age rotation hint reset required enabled enable
    disabled disable mode strength hash hashed hasher algorithm algo
    public publishable page
    pagination cursor continuation next arn sort partition primary foreign idempotency
    cache lookup dedup
    """.split()
)
# Words that describe a secret only when they come after its word (`password_file`,
# `token_url`, `secret_name`); before it they name what the secret opens
# (`keyStorePassword`, `db_url_password`, `env_secret`).
_NOT_VALUE_AFTER = frozenset(
    """
    name names id ids file path dir url uri env var header field param prefix suffix
    format pattern regex policy provider source store location endpoint label
    description help prompt scope scopes
    """.split()
)
# Words of a name: ASCII capitals split camel case; any other letter (ñ, ł, ş, Cyrillic)
# belongs to the word it stands in, so `contraseña` and `DB_HASŁO` stay whole.
_NAME_PARTS = re.compile(r"[Bb]64(?![a-z])|[A-Z]+(?![a-z])|[A-Z]?[^\W\dA-Z_]+|[0-9]+")
# "Password" in other languages, written in names (`DB_PASSWORT`, `mot_de_passe`,
# `haslo_bazy`, `contrasena_db`, `ПАРОЛЬ`): languages that put what a secret is for after
# its word, so the word may stand anywhere in the name.
_FOREIGN_PASSWORD = frozenset(
    """
    passwort kennwort contraseña contrasena passe senha sifre şifre parola haslo hasło
    wachtwoord wachtzin lösenord losenord passord adgangskode kodeord salasana heslo
    parol пароль парол пароля jelszó jelszo geslo lozinka parool mdp mima
    """.split()
)
# "Key" in other languages, a secret's when a qualifier (`api`, `geheim`, `secreta`) is
# before it or, in the Romance and Slavic order, after it (`clave_api`, `klucz_prywatny`).
_FOREIGN_KEY = frozenset(
    "schlüssel schluessel clave chiave clé cle chave klucz ключ sleutel anahtar kunci".split()
)
_QUALIFIER_AFTER = frozenset(
    """
    api secreta secreto segreta segreto secrete secrète privada privado privata privato
    privee privée prywatny geheim geheime acceso accesso acces accès gizli rahasia
    """.split()
)


# A name in one case (`DB_HASŁO`, `пароль_бд`) splits only at separators and digits.
_ONE_CASE_PARTS = re.compile(r"[Bb]64(?![a-z])|[^\W\d_]+|[0-9]+")


def name_words(name: str) -> list[str]:
    """`SMTP_PASS` -> [smtp, pass]; `clientSecret` -> [client, secret]."""
    one_case = name in (name.upper(), name.lower())
    return [w.lower() for w in (_ONE_CASE_PARTS if one_case else _NAME_PARTS).findall(name)]


# Endings of a name written as one run of letters that still say "secret".
_SECRET_SUFFIXES = (
    *("password", "passwd", "passphrase", "secret", "token", "apikey", "accesskey"),
    *("secretkey", "privatekey", "sessid", "sessionid"),
)
# English words that end in `pass` after a short head: a name ending in one is no password.
_PASS_WORDS = frozenset({"by", "com", "sur", "tres", "im", "en", "over", "under"})
# Whole names that hold a secret though their last word does not say so.
_SECRET_NAMES = frozenset({"privatekeyid"})
# A search-only key is public by its vendor's documentation: Algolia's "search-only API
# key ... safe to expose, it only allows search operations" (algolia.com/doc, "API keys
# security"), Typesense's search-only key for front ends, Algolia DocSearch's key. The
# name must say which key it is (`ALGOLIA_SEARCH_API_KEY`, `searchOnlyApiKey`,
# `DOCSEARCH_API_KEY`); an admin key, or Azure's `SEARCH_API_KEY`, stays a secret.
_SEARCH_ONLY = frozenset({"only", "algolia", "typesense", "docsearch"})
WEAK_KEY = "key?"  # a bare `key`: a secret only when its value is strongly opaque


def weak_name(word: str | None, value: str) -> bool:
    """True when the word a name ends with (secret_word) does not make `value` a secret:
    no secret word at all, or a bare `key` (WEAK_KEY) whose value is not a generated
    one (base.strongly_opaque). The one copy of the test every assignment-like rule asks."""
    if word == WEAK_KEY and chosen_shape(value):
        return False  # `BOT_KEY=B1tY^q7jn7ThaoKTIrR`: no id or key id carries `^` or `*`
    return word is None or (word == WEAK_KEY and not strongly_opaque(value))


def secret_word(name: str) -> str | None:
    """The secret-ish word that ends `name`, or None when the name holds no secret;
    WEAK_KEY for a bare `key` (`"Key": "..."` in a JWT section, rclone's `key = ...`)."""
    if name.lower().endswith(_LEET_ENDINGS):
        return "password" if "ss" in name.lower()[-8:] else "secret"
    words = [w for w in name_words(name) if not w.isdigit()]
    if words[-2:] == ["user", "signingkey"]:
        return None  # git's `user.signingkey`: which key signs (git-config(1)), a key id
    if "".join(words) in _SECRET_NAMES:
        return words[-1]
    if words[:2] == ["op", "session"] and len(words) > 2:
        return "sessionid"  # 1Password CLI's `OP_SESSION_<account>`: the vault's session token
    if _SEARCH_ONLY.intersection(words) and ("search" in words or "docsearch" in words):
        return None  # a search-only key, made for the browser (see _SEARCH_ONLY)
    if not words or NOT_VALUE_WORDS.intersection(words):
        return None
    if len(words) > 1 and words[-2] == "existing" and words[-1] in ("secret", "secrets"):
        return None  # Helm charts' `existingSecret`: the name of a Kubernetes Secret to read
    while len(words) > 1 and words[-1] in _TRAILING:
        words.pop()
    if words[-2:] in (["session", "id"], ["sess", "id"]):
        return "sessionid"  # `_session_id`: the cookie that is the session, not a name's id
    if (len(words) > 1 and words[-1] == "session") or name.endswith(".sid"):
        return "sessionid"  # `laravel_session`, `connect.sid`: a framework's session cookie
    if _NOT_VALUE_AFTER.intersection(words[-1:]):
        return None
    last = words[-1]
    if _FOREIGN_PASSWORD.intersection(words):
        return "password"  # the word may open the name: `haslo_bazy`, `mot_de_passe_admin`
    if len(words) > 1 and (
        (last in _FOREIGN_KEY and (words[-2] in _KEY_QUALIFIERS or words[-2] in _QUALIFIER_AFTER))
        or (words[-2] in _FOREIGN_KEY and last in _QUALIFIER_AFTER)
    ):
        return "key"  # `API_SCHLUESSEL`, `clave_api`, `chiave_segreta`
    if len(words) > 1 and words[-2] + last in _SECRET_WORDS:
        return words[-2] + last  # `pass_phrase`, `pass_code`, `api_key`
    if last in _SECRET_WORDS:
        return last
    for suffix in _SECRET_SUFFIXES:
        if last.endswith(suffix):
            return suffix  # one run of letters: PGPASSWORD, appsecret, secretaccesskey
    if last.endswith("pass") and 2 <= len(last) - 4 <= 4 and last[:-4] not in _PASS_WORDS:
        return "pass"  # a service's short name glued to `pass`: PGPASS, SMBPASS, ftppass
    if last == "code" and len(words) > 1 and words[-2] in _CODE_QUALIFIERS:
        return "code"
    if last == "key" and len(words) > 1 and words[-2] in _KEY_QUALIFIERS:
        return "key"
    if last.endswith("key") and last[:-3] in _KEY_QUALIFIERS:
        return "key"  # one run of letters: STORAGEKEY, masterkey, signingkey
    return WEAK_KEY if words[-1] == "key" else None


def describes_secret(word: str) -> bool:
    """True for a word that, right after a secret's name, makes the phrase name something
    about the secret rather than the secret: `api key id`, `password length`, `token url`."""
    low = word.casefold()
    return low in NOT_VALUE_WORDS or low in _NOT_VALUE_AFTER


def full_name(text: str, start: int) -> str:
    """The whole name a keyword at `start` ends (`next_page_token` for `token`)."""
    lo = start
    while lo > 0 and lo > start - 80 and (text[lo - 1].isalnum() or text[lo - 1] in "_.-"):
        lo -= 1
    return text[lo:start]


# A class in a dotted module path: `auth.errors.InvalidPassword`,
# `com.acme.auth.BadTokenException`. Before a colon it opens a traceback's last line (the
# exception and its message), never a config key, which dotted formats write in lower case.
_TYPE_PATH = re.compile(r"(?:[a-z_][a-z0-9_]*\.)+[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*")


def is_type_path(name: str) -> bool:
    """True for a dotted path to a class: the name of an exception, not of a value."""
    return _TYPE_PATH.fullmatch(name) is not None


def looks_header(name: str) -> bool:
    """`X-Auth-Key`, `Private-Token`: an HTTP header name, which may sit mid-line."""
    return (
        name.lower().startswith("x-")
        or re.fullmatch(r"[A-Z][a-z]+(?:-[A-Z][A-Za-z]*)+", name) is not None
    )


# A key opening a block; a pasted quote (`> `) may stand before the indentation.
_PARENT_KEY = re.compile(r"[ \t>]*(?:-[ \t]+)?([A-Za-z_][\w.-]{0,60})[ \t]*:[ \t]*(?:#.*)?")
# How far back a nested YAML key's parent is looked for.
_PARENT_REACH = 2000


def yaml_parents(text: str, pos: int) -> list[str]:
    """The keys a YAML line at `pos` is nested under, nearest first."""
    line_start = text.rfind("\n", 0, pos) + 1
    indent = len(text[line_start:pos]) - len(text[line_start:pos].lstrip(" \t->"))
    parents = []
    for line in reversed(text[max(0, line_start - _PARENT_REACH) : line_start].split("\n")):
        if not line.strip():
            continue
        depth = len(line) - len(line.lstrip(" \t->"))
        if depth >= indent:
            continue  # a sibling or a deeper line
        parent = _PARENT_KEY.fullmatch(line)
        if parent is None:
            break
        parents.append(parent.group(1))
        indent = depth
        if depth == 0:
            break
    return parents


# Keys whose values are ciphertext made to be committed: Bitnami Sealed Secrets'
# `encryptedData` (only the controller's private key opens it) and SOPS's `sops` metadata.
_CIPHERTEXT_PARENTS = frozenset({"encrypteddata", "sops"})
CIPHERTEXT_GATE = ("encrypteddata", "sops", "setcredentialencrypted")  # else no test
# The same in JSON: `"encryptedData": {` with no closing brace before the value.
_CIPHERTEXT_JSON = re.compile(r"[\"'](?:encryptedData|sops)[\"'][ \t]*:[ \t]*\{[^{}]*$")
# systemd's `SetCredentialEncrypted=name: <base64>`, continued with `\` over lines as
# `systemd-creds encrypt --pretty` prints it for a unit file: sealed to the host's key or
# TPM (systemd.exec(5), "Credentials"), made to sit in the unit.
_SYSTEMD_ENCRYPTED = re.compile(r"SetCredentialEncrypted=[^\n]*(?:\\\r?\n[^\n]*)*\Z")


def under_ciphertext(text: str, pos: int) -> bool:
    """True when the value at `pos` sits under a key that holds ciphertext meant for git
    (a SealedSecret's `encryptedData:`), in YAML or in JSON, or in systemd's
    `SetCredentialEncrypted=`."""
    head = text[max(0, pos - _PARENT_REACH) : pos]
    if _CIPHERTEXT_JSON.search(head) or _SYSTEMD_ENCRYPTED.search(head):
        return True
    return any(p.casefold() in _CIPHERTEXT_PARENTS for p in yaml_parents(text, pos))


def nested_word(text: str, pos: int, key: str) -> str:
    """A bare `key` nested in YAML is named by its parent too: under `encryption:` it is
    `encryption.key`, a secret; under `cache:` it stays WEAK_KEY (a strongly opaque value
    only)."""
    line_start = text.rfind("\n", 0, pos) + 1
    indent = len(text[line_start:pos])
    if indent == 0 or text[line_start:pos].strip(" \t-"):
        return WEAK_KEY  # not the first thing on an indented line
    for line in reversed(text[max(0, line_start - _PARENT_REACH) : line_start].split("\n")):
        if not line.strip():
            continue
        if len(line) - len(line.lstrip(" \t-")) >= indent:
            continue  # a sibling or a deeper line
        parent = _PARENT_KEY.fullmatch(line)
        word = secret_word(f"{parent.group(1)}_{key}") if parent else None
        return word if word not in (None, WEAK_KEY) else WEAK_KEY
    return WEAK_KEY


# The end of a base64 run (an SSH public key, a blob): mixed case, digits, then `+` or `/`
# right before where a name was read.
_BLOB_BEFORE = re.compile(r"[A-Za-z0-9+/]{20}[+/]")
_BLOB_REACH = 21


def inside_blob(text: str, start: int) -> bool:
    """The name found at `start` is glued to the base64 run before it."""
    if start < _BLOB_REACH:
        return False
    run = text[start - _BLOB_REACH : start]
    return (
        _BLOB_BEFORE.fullmatch(run) is not None
        and any(ch.isdigit() for ch in run)
        and any(ch.isupper() for ch in run)
        and any(ch.islower() for ch in run)
    )
