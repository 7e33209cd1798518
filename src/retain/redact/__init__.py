"""Replace secrets with placeholders before any text is stored.

`redact()` runs on every write path, ahead of the database, so a key pasted into a
memory, a tool result or a transcript never lands on disk. It is deliberately a
pattern matcher, not an entropy scanner: each rule below knows the shape of one
kind of credential, which keeps false positives on ordinary prose ("password
reset flow", "token bucket", git SHAs, UUIDs) rare and the output explainable.

Every rule marks the secret part of its match with a `secret` group; only that
span becomes `[REDACTED:<label>]`, so the surrounding name, scheme or user stays
readable. Placeholders are never matched again, which makes `redact` idempotent.

Every pattern starts at a rare literal (a prefix, `://`, a keyword) or cannot
start again inside the run of characters it just scanned, and none nests
quantifiers, so matching stays linear on long single-line input.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

PLACEHOLDER_PREFIX = "[REDACTED:"

# --- whole-block secrets ---------------------------------------------------------

# PEM private keys (PKCS#1/#8, OPENSSH, EC, ENCRYPTED, PGP): the whole block goes,
# and a BEGIN whose END was cut off (a truncated paste) is redacted to end of text.
_PEM_PRIVATE_KEY = re.compile(
    r"(?P<secret>-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----"
    r"[\s\S]*?(?:-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----|\Z))"
)

# JWTs: base64url header (always `{"...` so `eyJ`), payload, optional signature.
_JWT = re.compile(
    r"(?<![A-Za-z0-9_-])(?P<secret>eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*)"
)

# --- vendor tokens, recognised by their documented prefixes ----------------------

# AWS access key ids: long-term (AKIA) and temporary STS (ASIA), 16 more chars.
_AWS_ACCESS_KEY_ID = re.compile(
    r"(?<![A-Za-z0-9])(?P<secret>(?:AKIA|ASIA)[A-Z0-9]{16})(?![A-Za-z0-9])"
)

# AWS secret access keys have no prefix; only their conventional name gives them away.
_AWS_SECRET_KEY = re.compile(
    r"aws_?secret_?(?:access_?)?key[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])",
    re.IGNORECASE,
)

# Google API keys: `AIza` and 35 base64url characters.
_GCP_API_KEY = re.compile(r"(?<![A-Za-z0-9_-])(?P<secret>AIza[A-Za-z0-9_-]{35})")

# Azure storage / service bus connection strings: the key after AccountKey= etc.
_AZURE_KEY = re.compile(
    r"(?:AccountKey|SharedAccessKey)[ \t]*=[ \t]*(?P<secret>[A-Za-z0-9+/]{20,}={0,2})",
    re.IGNORECASE,
)

# GitHub classic (personal, OAuth, user-to-server, server-to-server, refresh) tokens.
_GITHUB_TOKEN = re.compile(r"(?<![A-Za-z0-9_])(?P<secret>gh[pousr]_[A-Za-z0-9]{30,})")

# GitHub fine-grained personal access tokens.
_GITHUB_PAT = re.compile(r"(?<![A-Za-z0-9_])(?P<secret>github_pat_[A-Za-z0-9_]{22,})")

# GitLab personal / project / group access tokens.
_GITLAB_TOKEN = re.compile(r"(?<![A-Za-z0-9_-])(?P<secret>glpat-[A-Za-z0-9_-]{20,})")

# Slack bot, user, app-level, refresh and workspace tokens.
_SLACK_TOKEN = re.compile(r"(?<![A-Za-z0-9-])(?P<secret>(?:xox[abeprs]|xapp)-[A-Za-z0-9-]{10,})")

# Slack incoming webhooks: the path is the credential, the host stays readable.
_SLACK_WEBHOOK = re.compile(
    r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<secret>[A-Za-z0-9_/-]{8,})"
)

# Anthropic keys (`sk-ant-api03-...`); must run before the OpenAI rule, which would
# otherwise claim them under the wrong label.
_ANTHROPIC_KEY = re.compile(r"(?<![A-Za-z0-9_-])(?P<secret>sk-ant-[A-Za-z0-9_-]{20,})")

# OpenAI keys: legacy `sk-` and project/service/admin keys. Real keys always carry a
# digit somewhere; requiring one spares long hyphenated words like `sk-learn-...`.
_OPENAI_KEY = re.compile(r"(?<![A-Za-z0-9_-])(?P<secret>sk-(?=[A-Za-z_-]*[0-9])[A-Za-z0-9_-]{20,})")

# Stripe secret and restricted keys, live and test.
_STRIPE_KEY = re.compile(r"(?<![A-Za-z0-9_])(?P<secret>[sr]k_(?:live|test)_[A-Za-z0-9]{16,})")

# npm automation / publish tokens.
_NPM_TOKEN = re.compile(r"(?<![A-Za-z0-9_])(?P<secret>npm_[A-Za-z0-9]{36,})")

# PyPI API tokens are macaroons whose base64 always opens with `AgEI`.
_PYPI_TOKEN = re.compile(r"(?<![A-Za-z0-9_-])(?P<secret>pypi-AgEI[A-Za-z0-9_-]{20,})")

# --- generic shapes ---------------------------------------------------------------

# `Authorization: Basic <base64 user:pass>`; only in header context, since a bare
# "Basic <word>" is ordinary English.
_BASIC_AUTH = re.compile(
    r"Authorization[\"']?[ \t]*[:=][ \t]*[\"']?Basic[ \t]+(?P<secret>[A-Za-z0-9+/]{8,}={0,2})",
    re.IGNORECASE,
)

# `Bearer <token>` anywhere (headers, curl lines, logs). The token must contain a
# digit, so prose like "Bearer authentication" is left alone.
_BEARER = re.compile(
    r"\bBearer[ \t]+(?P<secret>(?=[A-Za-z._~+/-]*[0-9])[A-Za-z0-9._~+/-]{8,}=*)",
    re.IGNORECASE,
)

# Passwords in URLs (`scheme://user:pass@host`): scheme, user and host stay. Bounded
# repeats keep a pathological run of `://` linear.
_URL_PASSWORD = re.compile(r"(?<=://)[^\s:/@?#]{0,128}:(?P<secret>[^\s/?#]{1,256})@")

# Assignments to secret-looking names: `password=...`, `DB_PASSWORD=...`,
# `"api_key": "..."`, `token: ...`, `export SECRET=...`, `$pwd := ...`,
# `'client_secret' => '...'`. The keyword must end the name (`max_tokens=` and
# `token_type=` are not secrets); any prefix is fine, so it is not matched at all.
_ASSIGNMENT = re.compile(
    r"(?P<key>passw(?:or)?d|passphrase|pwd|secret|token|(?:api|access|secret|private)[_-]?key)"
    r"(?![A-Za-z0-9_-])"
    r"(?P<key_quote>\\?[\"'])?[ \t]*"
    r"(?P<sep>=>|:=|[:=])(?!=)[ \t]*"
    r"(?P<value_quote>\\?[\"']?)"
    r"(?P<secret>(?<=\")[^\"\n]{0,1000}|(?<=')[^'\n]{0,1000}"
    r"|(?<![\"'])[^\s\"'`,;&)\]}>]+)",
    re.IGNORECASE,
)

# What may sit between the start of a line and a secret-looking name for a bare
# `name: value` to count as config (YAML, headers, .env) rather than prose.
_LINE_HEAD = re.compile(r"[ \t>#*-]*(?:export[ \t]+)?[A-Za-z0-9_.-]*")
_LINE_LOOKBACK = 120  # chars scanned back for a line start; longer heads count as prose

# Unquoted values that are code or configuration references, not secrets.
_NOT_SECRET_VALUES = frozenset(
    {"true", "false", "yes", "no", "on", "off", "null", "none", "nil", "undefined"}
)
_IDENTIFIER_PATH = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*")

_PASSWORD_KEYS = frozenset({"password", "passwd", "passphrase", "pwd"})

# Secrets told in a sentence: "the password for staging db is hunter2butlonger99", "my
# token is ...", "api key: ...", "pw: ...", "das Passwort ist ...", "la contraseña es
# ...", "le mot de passe est ...", "a senha é ...". The name may be followed by what it
# is for ("for the staging db", up to six words after a preposition) and then a verb or
# a colon; a value that reads as a word ("is broken", "is in docs/keys.md") is spared.
# Each language with its own names of a secret, prepositions and verbs, so that one
# language's copula (Polish "to") is never read in another's prose. The first row keeps
# the quotes it always had; the others also read „…“ and «…».
_PROSE_LANGUAGES = (
    (  # English, German, Spanish, French, Portuguese
        r"passwords?|passwort|kennwort|passphrase|pass ?phrase|pw|pwd|token|"
        r"api[ _-]?key|api-schlüssel|secret(?: key)?|access key|credentials?|"
        r"contraseña|clave(?: de api)?|mot de passe|jeton|clé(?: d'api| api)?|senha|"
        r"chave(?: de api)?",
        r"for|of|on|to|für|zum|zur|de|del|da|do|para|pour|du|des",
        r"is|was|ist|lautet|war|es|era|est|était|é",
        "\"'`",
        "\"'`",
    ),
    (  # Italian
        r"password|parola d'ordine|chiave(?: segreta| api| dell'api)?|codice pin",
        r"per|di|del|della|dello|dei|su|sul|sulla",
        r"è|e'|era",
    ),
    (r"wachtwoord|toegangscode|sleutel", r"voor|van|op", r"is|was|luidt"),  # Dutch
    (r"hasło|hasła|haslo|kod pin|klucz(?: api)?", r"do|na|dla|od", r"to|jest|brzmi"),  # Polish
    (r"heslo|hesla", r"k|ke|do|na|pro", r"je|bylo|zní"),  # Czech, Slovak
    (  # Russian, Ukrainian
        r"пароль|пароля|парольная фраза|пин-код|ключ|токен",
        r"от|для|к|на|до|від",
        r"это|будет|—|–",
    ),
    (r"şifre(?:si)?|parola(?:sı)?", r"", r""),  # Turkish: "sunucu şifresi: ..."
    (r"lösenord(?:et)?", r"för|till|på", r"är|var"),  # Swedish
    (r"adgangskode(?:n)?|passord(?:et)?|kodeord(?:et)?", r"til|for|på", r"er|var"),  # da, no
    (r"salasana", r"", r"on|oli"),  # Finnish
)


def _prose_pattern(
    keys: str, preps: str, verbs: str, opening: str = "\"'`«„", quotes: str = "\"'`«»„“”"
) -> re.Pattern[str]:
    """A secret's name, what it is for (a preposition and up to six words), then a verb
    or a colon, and the value (in one of the `opening` quotes, or bare up to a quote)."""
    what_for = rf"(?:[ \t]+(?:{preps})(?:[ \t]+[^\s:=]+){{1,6}}?)?" if preps else ""
    verb = rf"[ \t]+(?P<verb>{verbs})[ \t]+|" if verbs else ""
    return re.compile(
        rf"\b(?P<key>{keys}){what_for}(?:{verb}[ \t]*(?P<sep>[:=])[ \t]*)"
        rf"(?P<value_quote>[{opening}]?)(?P<secret>[^\s{quotes},;]*[^\s{quotes},;.:)\]])",
        re.IGNORECASE,
    )


_PROSE_SECRETS = tuple(_prose_pattern(*language) for language in _PROSE_LANGUAGES)
# The same in Japanese, Chinese and Korean: パスワードは..., 密码是..., 密码：..., 비밀번호는...
_CJK_SECRET = re.compile(
    r"(?P<key>パスワード|暗証番号|トークン|APIキー|API キー|シークレット"
    r"|密码|密碼|口令|令牌|密钥|秘钥|비밀번호|암호|패스워드|토큰)"
    r"(?:[^\s。、，,:：=]{0,12}?)"
    r"[ \t]*(?:は|:|：|=|是|为|為|が|는|은)[ \t]*(?P<value_quote>[\"'`「]?)"
    r"(?P<secret>[!-~]+?)(?=[.,;:)]*(?:[^!-~]|$))",
    re.IGNORECASE,
)
# Words that follow "the password is" or "api key:" in prose, not secrets.
_PROSE_WORDS = frozenset(
    """
    see in at on the a an stored kept saved missing required needed set unset empty none
    null tbd n/a rotated rotating expired invalid valid wrong correct same different
    there here managed handled generated long short changed reset weak strong secret
    listed documented defined configured provided available below above attached
    """.split()
)
_SYMBOLS = set("!@#$%^&*+=~|")  # not - or _: "JWT-based", "snake_case" are prose


@dataclass(frozen=True)
class _Rule:
    pattern: re.Pattern[str]
    label: str | Callable[[re.Match[str]], str]
    # Returns True when a match is a look-alike that must be left as it is.
    spare: Callable[[re.Match[str]], bool] | None = None


def _assignment_label(m: re.Match[str]) -> str:
    key = m.group("key").lower().replace("_", "").replace("-", "")
    if key in _PASSWORD_KEYS:
        return "password"
    if key == "token":
        return "token"
    if key == "apikey":
        return "api-key"
    return "secret"


def _starts_line(text: str, pos: int) -> bool:
    """True when only indentation, list/comment markers or the rest of the name
    precede `pos` on its line."""
    lo = max(0, pos - _LINE_LOOKBACK)
    head = text[lo:pos]
    newline = head.rfind("\n")
    if newline < 0 and lo > 0:
        return False
    return _LINE_HEAD.fullmatch(head[newline + 1 :]) is not None


def _spare_assignment(m: re.Match[str]) -> bool:
    value = m.group("secret")
    quoted = bool(m.group("value_quote"))
    key = m.group("key").lower().replace("_", "").replace("-", "")
    if not value.strip() or value.startswith(("$", "{{")):
        return True  # empty, or a reference to a variable/template, not its value
    if quoted:
        return False
    if value.lower() in _NOT_SECRET_VALUES or value.startswith("<"):
        return True  # a flag, a null, a `<your-token-here>` placeholder
    if key == "pwd" and value.startswith(("/", "~", ".")):
        return True  # $PWD / $OLDPWD are directories
    if _IDENTIFIER_PATH.fullmatch(value.rstrip("([")):
        if value.endswith(("(", "[")) or "." in value:
            return True  # a call, a subscript or an attribute: code, not a literal
        if value.lower().replace("_", "").replace("-", "").endswith(key):
            return True  # `api_key=api_key`, `password=db_password`: a variable
    if m.group("sep") == ":" and not m.group("key_quote"):
        # "the token: we refresh it hourly" is prose; YAML and headers start a line,
        # and a credential pasted inline carries digits or symbols.
        return value.isalpha() and not _starts_line(text=m.string, pos=m.start())
    return False


def _prose_label(m: re.Match[str]) -> str:
    key = m.group("key").casefold()
    if key.startswith(
        ("pass", "pw", "pwd", "kenn", "contra", "mot", "senha", "パス", "暗証", "密", "口令")
        + ("parola", "wacht", "toegang", "has", "heslo", "kod pin", "codice pin", "пароль")
        + ("пин", "şifre", "lösen", "adgang", "kodeord", "salasana", "비밀", "암호", "패스")
    ):
        return "password"
    if key.startswith(("token", "jeton", "トーク", "令牌", "токен", "토큰")):
        return "token"
    if "api" in key or key.startswith(("clave", "clé", "chave")):
        return "api-key"
    return "secret"


_RELATIVE_FILE = re.compile(r"[A-Za-z_][\w-]*(?:/[\w.-]+)+\.[A-Za-z]{1,5}")


def _spare_prose(m: re.Match[str]) -> bool:
    """A value that reads as prose ("is broken", "is in vault", "is 12 chars") stays."""
    value = m.group("secret")
    low = value.casefold()
    if len(value) < 6 or low in _PROSE_WORDS or low in _NOT_SECRET_VALUES:
        return True
    if value.startswith(("$", "{{", "<", "/", "~", "./", "../")) or "://" in value:
        return True  # a reference, a placeholder, a path or a URL
    if _RELATIVE_FILE.fullmatch(value):
        return True  # a file in the repo: "デザイントークンは src/theme/tokens.ts"
    if m.groupdict().get("sep") and _IDENTIFIER_PATH.fullmatch(value.rstrip("([")):
        key = re.sub(r"[\s_-]", "", m.group("key").casefold())
        if value.endswith(("(", "[")) or "." in value or low.replace("_", "").endswith(key):
            return True  # code: `api_key=settings.API_KEY`, `password = get_password()`
    if m.groupdict().get("sep") or m.group("value_quote"):
        return False  # "pw: xyz", "api key = ...", "the token is 'abc...'"
    if value.isalpha() and value.islower() and len(value) < 16:
        return True  # "the token is invalidated", "the password is required"
    upper = sum(ch.isupper() for ch in value)
    lower = sum(ch.islower() for ch in value)
    looks = (
        (any(ch.isdigit() for ch in value) and any(ch.isalpha() for ch in value))
        or value.isdigit()
        or any(ch in _SYMBOLS for ch in value)
        or ("-" not in value and (len(value) >= 16 or (upper >= 3 and lower >= 3)))
    )
    return not looks


# Order matters: whole blocks first, then specific prefixes before the generic shapes
# that would also match them (Anthropic before OpenAI, AWS secret before assignment).
_RULES: tuple[_Rule, ...] = (
    _Rule(_PEM_PRIVATE_KEY, "private-key"),
    _Rule(_JWT, "jwt"),
    _Rule(_AWS_ACCESS_KEY_ID, "aws-key"),
    _Rule(_AWS_SECRET_KEY, "aws-secret"),
    _Rule(_GCP_API_KEY, "gcp-key"),
    _Rule(_AZURE_KEY, "azure-key"),
    _Rule(_GITHUB_TOKEN, "github-token"),
    _Rule(_GITHUB_PAT, "github-token"),
    _Rule(_GITLAB_TOKEN, "gitlab-token"),
    _Rule(_SLACK_TOKEN, "slack-token"),
    _Rule(_SLACK_WEBHOOK, "slack-webhook"),
    _Rule(_ANTHROPIC_KEY, "anthropic-key"),
    _Rule(_OPENAI_KEY, "openai-key"),
    _Rule(_STRIPE_KEY, "stripe-key"),
    _Rule(_NPM_TOKEN, "npm-token"),
    _Rule(_PYPI_TOKEN, "pypi-token"),
    _Rule(_BASIC_AUTH, "basic-auth"),
    _Rule(_BEARER, "bearer-token"),
    _Rule(_URL_PASSWORD, "password"),
    _Rule(_ASSIGNMENT, _assignment_label, _spare_assignment),
    *(_Rule(pattern, _prose_label, _spare_prose) for pattern in _PROSE_SECRETS),
    _Rule(_CJK_SECRET, _prose_label, _spare_prose),
)


def redact(text: str) -> tuple[str, int]:
    """Return `text` with every recognised secret replaced by `[REDACTED:<kind>]`,
    and how many were replaced. Names, schemes, users and hosts around a secret are
    kept. Idempotent: placeholders are never matched again."""
    count = 0
    for rule in _RULES:

        def replace(m: re.Match[str], rule: _Rule = rule) -> str:
            nonlocal count
            start, end = m.span("secret")
            if m.group("secret").startswith(PLACEHOLDER_PREFIX):
                return m.group(0)
            if rule.spare is not None and rule.spare(m):
                return m.group(0)
            label = rule.label if isinstance(rule.label, str) else rule.label(m)
            count += 1
            text = m.string
            return f"{text[m.start() : start]}{PLACEHOLDER_PREFIX}{label}]{text[end : m.end()]}"

        text = rule.pattern.sub(replace, text)
    return text, count


def looks_secret(text: str) -> bool:
    """True when `redact` would change `text`."""
    return redact(text)[1] > 0
