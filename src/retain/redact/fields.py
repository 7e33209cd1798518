"""Secrets in named places: assignments in env/YAML/JSON/TOML/INI, XML elements, a call's
name and value arguments, a config directive; with the headers (retain.redact.headers) and
the connection strings, URLs and credential files (retain.redact.connections).

Here a credential has no shape of its own; its name gives it away. Two assignment
rules: the strict one knows the classic names (`password`, `token`, `api_key`...) and
redacts any literal value; the broad one reads any name whose last word is secret-ish
(`SMTP_PASS`, `ENCRYPTION_KEY`, `clientSecret`, `_auth`, `signing_salt`) and redacts
only a value that reads as opaque, so `KEY_PREFIX=myapp` or `sort_key: name` stay.
"""

from __future__ import annotations

import re

from retain.redact.base import (
    NOT_SECRET_VALUES,
    UNSPACED_END,
    Rule,
    inside_arn,
    is_path_or_url,
    is_placeholder,
    lazy,
    looks_opaque,
    runs_command,
)
from retain.redact.codeshape import (
    is_code_expression,
    is_code_reference,
    is_env_literal,
    is_reference_type,
    is_type_annotation,
    opens_generic_call,
)
from retain.redact.connections import CONNECTION_RULES, NPMRC_RULE, URL_SIGNATURE_RULE
from retain.redact.headers import HEADER_RULES
from retain.redact.keyfiles import KEY_MATERIAL_RULES
from retain.redact.literals import opens_variable
from retain.redact.names import (
    NOT_VALUE_WORDS,
    WEAK_KEY,
    full_name,
    is_type_path,
    looks_header,
    name_words,
    nested_word,
    secret_word,
    weak_name,
)
from retain.redact.tokens import pem_without_key

# --- assignments ---------------------------------------------------------------------

# An unquoted value: it ends at a space, a quote or a separator, and before the escapes
# that close a JSON string it stands in (`"DB_PASSWORD=V\n"`: the `\n` is the string's), and
# at CJK punctuation, where the sentence goes on unspaced (`api_key=X，别外传`).
_BARE = (
    r"(?:[^\s\"'`,;&)\]}>\\" + UNSPACED_END + r"]"
    r"|\\(?![nrt](?:\\[nrt]){0,3}(?:\\?\"|$))|&(?![\w.-]{1,80}=))+"
)

# The classic names: `password=...`, `DB_PASSWORD=...`, `"api_key": "..."`, `token: ...`,
# `$pwd := ...`, `'client_secret' => '...'`, `token ||= '...'` (and `??=`, `&&=`). The
# keyword must end the name (`max_tokens=` and `token_type=` are not secrets); any prefix
# is fine.
_ASSIGNMENT = lazy(
    r"(?P<key>passw(?:or)?d|passphrase|pwd|secret|token|(?:api|access|secret|private)[_-]?key)"
    r"(?![A-Za-z0-9_-])"
    r"(?P<key_quote>\\?[\"'])?[ \t]*"
    r"(?P<sep>=>|:=|\?\?=|\|\|=|&&=|\?=|[:=])(?!=)[ \t]*"
    r"(?:[bBrRuU]{1,2}(?=[\"']))?"  # a string prefix belongs to the literal: b"...", r'...'
    r"(?P<value_quote>\\?[\"']?)"
    # inside a JSON-escaped string (`\"password\": \"x\"`) the value ends before its `\"`
    r"(?P<secret>(?<=\")(?:[^\"\n\\]|\\(?!\")){0,1000}(?=\\?\")|(?<=')[^'\n]{0,1000}(?=')"
    r"|(?<![\"'])" + _BARE + ")",
    re.IGNORECASE,
)

# Case-folded words one of which the name of a matching assignment contains (rule gates).
_CLASSIC_WORDS = ("passw", "passphrase", "pwd", "secret", "token", "key")
SECRETISH_STEMS = (
    *_CLASSIC_WORDS,
    *("pass", "pw", "auth", "cred", "salt", "pepper", "sign", "cookie", "session", "dsn"),
    *("psk", "refresh", "seed", "otp", "mnemonic", "sessid", "pat", ".sid"),
    *("sekret", "unseal", "code", "mdp", "mima"),
    # names in other languages (names.py): a password or a key
    *("wort", "contrase", "passe", "senha", "sifre", "şifre", "parol", "hasl", "hasł"),
    *("wachtw", "lösen", "losen", "passord", "kode", "salasana", "heslo", "пароль", "jelsz"),
    *("geslo", "lozinka", "parool", "schl", "clave", "chiave", "clé", "cle_", "chave"),
    *("klucz", "ключ", "sleutel", "anahtar", "kunci"),
    *("geheim", "secreto", "segreto", "segredo", "hemlig", "hemmelig", "s3cr", "p4ss"),
    *("passw0rd", "secr3t"),
    # an HMAC key; a PIN as its own word in a name (`CRM_PIN`, `pin-code`), not `spinner`
    *("hmac", "_pin", "pin_", "-pin", "pin-", "pin=", "pin:", 'pin"'),
)

# Stems of "password" and "key" in other languages, for the broad rule's lookahead.
_FOREIGN_STEMS = (
    "wort|contrase|passe|senha|[sş]ifre|parol|has[lł]|wachtw|l[oö]senord|passord|kode"
    "|salasana|heslo|пароль|jelsz|geslo|lozinka|parool|schl[uü]|clave|chiave|cl[eé]_|chave"
    "|klucz|ключ|sleutel|anahtar|kunci"
    "|geheim|secreto|segreto|segredo|hemlig|hemmelig|s3cr|secr3t|p4ss|passw0rd"  # names.py
)
# Any name (env, YAML, JSON, TOML, INI, query strings), then the same separators.
# The lookahead lets a name through only if a secret-ish word is somewhere in it, so an
# ordinary `note: SMTP_PASS=...` is not swallowed whole by a spared match on `note`.
_NAMED_VALUE = lazy(
    # not inside a longer name; a diff's `-` opening the line is no part of one
    r"(?<![\w.])(?<![^\n]-)"
    # cheap first: a name followed by a separator, before the costlier search for a stem
    r"(?=[\w.-]{1,81}\\?[\"']?[ \t]*(?:=>|:=|\?\?=|\|\|=|&&=|\?=|[:=]))"
    r"(?=[\w.-]{0,80}?(?i:pass|pwd|pw|secret|token|auth|cred|key|salt|pepper|sign"
    r"|cookie|session|sessid|\.sid|dsn|psk|refresh|seed|otp|mnemonic|pat|sekret|unseal|code|pin|hmac"
    r"|mdp|mima|" + _FOREIGN_STEMS + "))"
    r"(?P<key>[^\W\d][\w.-]{0,80})"
    r"(?P<key_quote>\\?[\"'])?[ \t]*"
    r"(?P<sep>=>|:=|\?\?=|\|\|=|&&=|\?=|[:=])(?!=)[ \t]*"
    r"(?![A-Za-z][A-Za-z0-9_.-]{0,80}:[ \t])"  # "session: API-KEY: x": the next name
    r"(?:[bBrRuU]{1,2}(?=[\"']))?"
    r"(?P<value_quote>\\?[\"']?)"
    r"(?P<secret>(?<=\")(?:[^\"\n\\]|\\(?!\")){0,1000}|(?<=')[^'\n]{0,1000}"
    r"|(?<![\"'])" + _BARE + ")"
)


_CONFIG_NAME = re.compile(
    r"[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*|[A-Z][A-Z0-9]+"
)


def looks_config_name(name: str) -> bool:
    """`DD-APPLICATION-KEY`, `api_token`, `clientSecret`, `TOKEN`: a name written as code
    or config, which prose does not use for a word, so `name: value` is config wherever
    on the line it stands."""
    return _CONFIG_NAME.fullmatch(name) is not None


def assignment_label(m: re.Match[str]) -> str:
    key = re.sub(r"[_-]", "", m.group("key").lower())
    word = secret_word(m.group("key")) or key
    if key.endswith(("password", "passwd", "passphrase", "pwd")) or word in (
        "pass",
        "password",
        "passwd",
        "passphrase",
        "pwd",
        "pw",
    ):
        return "password"
    if key.endswith("apikey") or word == "apikey":
        return "api-key"
    if word in ("token", "tokens", "authtoken") or key.endswith("token"):
        return "token"
    return "secret"


# What may sit between the start of a line and a name for a bare `name: value` to
# count as config (YAML, headers, .env) rather than prose.
_LINE_HEAD = re.compile(r"[ \t>#*-]*(?:export[ \t]+)?[A-Za-z0-9_.-]*")
_LINE_LOOKBACK = 120  # chars scanned back for a line start; longer heads count as prose


def _starts_line(text: str, pos: int) -> bool:
    """True when only indentation, list/comment markers or the rest of the name
    precede `pos` on its line."""
    lo = max(0, pos - _LINE_LOOKBACK)
    head = text[lo:pos]
    newline = head.rfind("\n")
    if newline < 0 and lo > 0:
        return False
    return _LINE_HEAD.fullmatch(head[newline + 1 :]) is not None


_SNAKE_NAME = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")
# A path in file-name characters only (`./db-password.txt`, `/dev/stdin`): no base64 `+`, `=`.
_PATH_CHARS = re.compile(r"[\w.~@/:-]*/[\w.~@/-]*[A-Za-z]{2}[\w.~@/-]*")
# Two more lower-case words after a bare value: the value opened a sentence.
_SENTENCE_GOES_ON = re.compile(r"[ \t]+[a-z]{2,}[ \t]+[a-z]{2,}(?![\w=:])")


def _spare_assignment(m: re.Match[str]) -> bool:
    if is_type_annotation(m):
        return True
    value = m.group("secret")
    quoted = bool(m.group("value_quote"))
    key = m.group("key").lower().replace("_", "").replace("-", "")
    if (
        not value.strip()
        or opens_variable(value)
        or value.startswith("{{")
        or value == "?"  # a bind parameter (`SET password=? WHERE ...`, JDBC, qmark)
        or is_placeholder(value)
        or pem_without_key(value)
    ):
        return True  # empty, a reference to a variable/template, a dummy, a key's empty PEM
    name = full_name(m.string, m.start("key")) + m.group("key")
    if secret_word(name) is None or inside_arn(m.string, m.start()):
        return True  # `next_page_token`, an ARN's `...:secret:prod/db`: not a credential
    if m.group("sep") == ":" and is_type_path(name):
        return True  # `auth.errors.InvalidPassword: 13452`: an exception and its message
    if key == "pwd" and value.startswith(("/", "~", ".")):
        return True  # $PWD / $OLDPWD are directories, quoted as `export -p` prints them
    if quoted:
        # `PASSWORD :'app_password'` (a psql variable), `"db_token"`: the quoted name of
        # where the secret is, in snake case, ending in a secret word
        return _SNAKE_NAME.fullmatch(value) is not None and secret_word(value) is not None
    if _BLOCK_INDICATOR.fullmatch(value):
        return True  # YAML's `key: |` or `key: >-`: the value is on the lines below
    if value.startswith(("{", "[", "(")) or is_reference_type(value):
        return True  # an object, a list, a call, a Rust `&str`: a schema, not a value
    if value.lower() in NOT_SECRET_VALUES or value.startswith("<"):
        return True  # a flag, a null, a `<your-token-here>` placeholder
    if is_path_or_url(value) and _PATH_CHARS.fullmatch(value):
        return True  # `--from-file=password=./db-password.txt`: where the secret is read from
    if (is_code_reference(value, key) and not is_env_literal(m)) or is_code_expression(m):
        return True  # a call, a subscript, an attribute, a variable, an `await ...`
    if not looks_opaque(value) and _SENTENCE_GOES_ON.match(m.string, m.end()):
        return True  # "password: the one from the onboarding email": a sentence
    if runs_command(m.string, value, m.end("secret")):
        return True  # `password: mysql_config_editor --login-path=x`: the command that holds it
    if m.group("sep") == ":" and not m.group("key_quote") and not looks_header(name):
        # "the token: we refresh it hourly" is prose; YAML and headers start a line,
        # and a credential pasted inline carries digits or symbols.
        if _starts_line(text=m.string, pos=m.start()):
            return False
        return value.isalpha() or re.fullmatch(r"[a-z]+(?:[-_][a-z]+)+", value) is not None
    return False


# A YAML block scalar's header (YAML 1.2, 8.1.1): a style, a chomping sign, an indentation.
_BLOCK_INDICATOR = re.compile(r"[|>][+-]?[1-9]?|[|>][1-9][+-]")
# Names that are also abbreviations (`pat`: pattern) or ids (`session_id`): only a value
# shaped like a generated token (16+ characters, no UUID) counts.
_TOKEN_ONLY_WORDS = frozenset({"pat", "sessionid", "sessid"})
_TOKEN_VALUE = re.compile(
    r"(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)"
    r"[A-Za-z0-9_.+/=%-]{16,}"  # `%`: a cookie value is often URL-encoded (`s%3A...`)
)

# Secrets that are plain words by design, and what they look like.
_PHRASE_WORDS = frozenset({"mnemonic", "seed", "passphrase"})
_WORD_LIST = re.compile(r"[a-z]{3,12}(?:[ \t]+[a-z]{3,12}){2,23}")


# Names of authentication schemes (RFC 7235's registry of HTTP schemes, and the common
# config values for which one a client uses): the value of an `auth` setting, not a secret.
_AUTH_SCHEMES = frozenset(
    """
    basic bearer digest negotiate ntlm kerberos hoba mutual oauth oauth1 oauth2 openid oidc
    saml jwt hmac apikey api_key api-key token password mtls tls scram-sha-256 aws4
    aws4-hmac-sha256 sigv4 iam ldap none anonymous session cookie
    """.split()
)


def _spare_named_value(m: re.Match[str]) -> bool:
    """The broad rule keeps everything but an opaque literal under a secret-ish name."""
    if is_type_annotation(m):
        return True
    word = secret_word(m.group("key"))
    if word in (None, WEAK_KEY) and looks_header(m.group("key")):
        words = name_words(m.group("key"))
        if words[-1] == "key" and not NOT_VALUE_WORDS.intersection(words):
            word = "key"  # a header's key is a credential: `x-functions-key`, `X-Key`
    value = m.group("secret").strip()
    if word == WEAK_KEY:  # `encryption:\n  key: ...` is `encryption.key`
        word = nested_word(m.string, m.start("key"), m.group("key"))
    if weak_name(word, value):
        return True
    if m.group("key").lower() in ("cookie", "set-cookie"):
        return True  # the cookie rules own these headers
    if is_placeholder(value) or is_path_or_url(value) or inside_arn(m.string, m.start()):
        return True
    if is_code_reference(value, m.group("key")) and not is_env_literal(m):
        return True
    if opens_generic_call(m) or pem_without_key(value):
        return True  # `config.get<string>('NAME')`; a key's PEM with no key in it
    if word == "auth" and value.casefold() in _AUTH_SCHEMES:
        return True  # `"auth": "oauth2"`: which scheme, not its credential
    if m.group("sep") == ":" and is_type_path(m.group("key")):
        return True  # an exception's dotted name and its message
    quoted = bool(m.group("value_quote"))
    if quoted and m.group("secret")[:1] in (" ", "\t"):
        return True  # `read -p 'Password for auth: ' PW`: the quote closed a prompt
    if word == "seed" and value.isdigit():
        return True  # `random_seed=20240101`: a number that seeds a generator
    if word in _TOKEN_ONLY_WORDS and not _TOKEN_VALUE.fullmatch(value):
        return True  # `URL_PAT = r"^/api/"`, `session_id=<uuid>`: a pattern, a logged id
    if quoted and word in _PHRASE_WORDS and " " in value:
        return _WORD_LIST.fullmatch(value) is None  # a seed phrase: plain lower-case words
    if quoted and " " in value:
        return len(value.split()) > 3 or not looks_opaque(value.replace(" ", ""))
    bare_colon = m.group("sep") == ":" and not (quoted or m.group("key_quote"))
    header = looks_header(m.group("key")) or looks_config_name(m.group("key"))
    if bare_colon and not header and not _starts_line(text=m.string, pos=m.start()):
        return True  # "note: the auth: ..." in prose
    return not looks_opaque(value, min_len=6)


# `<password>...</password>`, `<x_api_key>...</x_api_key>` (Maven, NuGet, XML config).
_XML_ELEMENT = lazy(r"<(?P<key>[A-Za-z_][\w.:-]{0,80})>(?P<secret>[^<\n]{1,500})</(?P=key)>")
# A name and a value as a call's string arguments, after an optional section: PHP
# `define('DB_PASSWORD', '...')`, `os.environ.setdefault("SECRET_KEY", "...")`,
# `config.set('api_token', '...')`, configparser's `cfg.set('auth', 'pw', '...')`.
_PAIR_ARGS = lazy(
    r"\([ \t]*(?:[\"'][\w.-]{1,80}[\"'][ \t]*,[ \t]*)?"
    r"(?P<key_quote>[\"'])(?P<key>[A-Za-z_][\w.-]{0,80})[\"'][ \t]*,[ \t]*"
    r"(?P<value_quote>[\"'])(?P<secret>[^\"'\n]{1,500})(?=[\"'])"
)
# A config directive alone on its line: redis `requirepass ...`, mosquitto `bridge_psk
# ...`, `password ...` in a tool's own format.
_DIRECTIVE = lazy(
    r"^[ \t]*(?P<key>[A-Za-z_][\w.-]{0,60})[ \t]+(?P<value_quote>[\"']?)"
    r"(?P<secret>[^\s\"']{4,300})[\"']?[ \t]*$",
    re.MULTILINE,
)


def spare_named(m: re.Match[str]) -> bool:
    """A pair, element or directive keeps all but an opaque value under a secret name."""
    word = secret_word(m.group("key"))
    value = m.group("secret").strip()
    if weak_name(word, value):
        return True
    if is_placeholder(value) or is_path_or_url(value) or is_code_reference(value, m.group("key")):
        return True
    return not looks_opaque(value, min_len=4 if m.group("value_quote") else 6)


# An env file's line with its `=` typed twice (`MATCH_PASSWORD==x9...`): dotenv and the
# shell split at the first `=`, so the value, a leading `=` with it, is what gets set. Only
# a whole line, a name and a value with no space, reads so; `if token == x` stays code.
_ENV_DOUBLED = lazy(
    r"(?m:^)[ \t]*(?:export[ \t]+)?(?P<key>[A-Za-z_][\w.]{0,80})="
    r"(?P<secret>=(?P<typed>[^\s=]\S{0,300}))(?=[ \t]*(?:\n|$))"
)


def _spare_doubled(m: re.Match[str]) -> bool:
    """Kept unless the name is secret-ish and the value past the extra `=` is opaque."""
    value = m.group("typed")
    if weak_name(secret_word(m.group("key")), value) or is_placeholder(value):
        return True
    return is_path_or_url(value) or not looks_opaque(value, min_len=6)


def _spare_xml(m: re.Match[str]) -> bool:
    word = secret_word(m.group("key"))
    value = m.group("secret").strip()
    if weak_name(word, value):
        return True
    return is_placeholder(value) or is_path_or_url(value) or not looks_opaque(value, min_len=4)


ASSIGNMENT_RULES: tuple[Rule, ...] = (
    Rule(_XML_ELEMENT, assignment_label, _spare_xml, gate=("</",)),
    Rule(_PAIR_ARGS, assignment_label, spare_named, gate=("(",)),
    Rule(_DIRECTIVE, assignment_label, spare_named, gate=SECRETISH_STEMS),
    *KEY_MATERIAL_RULES,
    URL_SIGNATURE_RULE,
    NPMRC_RULE,
    Rule(_ASSIGNMENT, assignment_label, _spare_assignment, gate=_CLASSIC_WORDS),
    Rule(_NAMED_VALUE, assignment_label, _spare_named_value, gate=SECRETISH_STEMS),
    Rule(_ENV_DOUBLED, assignment_label, _spare_doubled, gate=("==",)),
)
CONTEXT_RULES: tuple[Rule, ...] = (
    *HEADER_RULES,
    *CONNECTION_RULES,
)
