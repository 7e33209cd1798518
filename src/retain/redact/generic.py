"""Secrets found by principle rather than by a known shape: a value set under a
secret-ish name in forms the assignment rules do not read (fish's `set -gx NAME value`,
a shell default `${NAME:-value}`, a `{"name": ..., "value": ...}` pair, a value piped
into a command that stores a secret), and an unknown vendor's token, told by the shape
vendors share: a short prefix, a separator and a long run of random base62.

Every value still has to read as opaque (base.looks_opaque), and every name must end in
a secret word (fields.secret_word), so hashes, UUIDs, versions and paths under ordinary
names stay.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_placeholder, lazy, looks_opaque, spare_plain
from retain.redact.fields import (
    SECRETISH_STEMS,
    assignment_label,
    looks_config_name,
    spare_named,
)
from retain.redact.names import NOT_VALUE_WORDS, WEAK_KEY, name_words, secret_word
from retain.redact.unnamed import JWK_PUBLIC

# A bare or quoted value, as in commands.py.
_VALUE = (
    r"(?P<value_quote>[\"']?)(?P<secret>(?<=\")[^\"\n]{1,500}?(?=\\?\")|(?<=')[^'\n]{1,500}(?=')"
    r"|(?<![\"'])[^\s\"'`;&|)]{1,500})"
)
_NAME = r"(?P<key>[A-Za-z_][A-Za-z0-9_.-]{0,80})"

# fish `set -gx NAME value`, Windows `setx NAME value`, `gh secret set NAME --body value`,
# `heroku config:set`-free tools that take the name and the value as two words.
# Likewise csh `setenv NAME value`, PowerShell `Set-Item env:NAME 'value'` and a C macro
# `#define NAME "value"`. A project's namespace may come before the name (`pulumi config set
# --secret app:dbPassword value`, Pulumi's "Configuration" docs).
_SET_WORDS = lazy(
    r"(?:\b(?:set|setx|setenv)[ \t]+(?:--?[A-Za-z][a-z-]{0,11}[ \t]+)*(?:[A-Za-z][\w.-]{0,40}:)?"
    r"|\b(?i:set-item|set-content)[ \t]+(?:-path[ \t]+)?(?i:env):|#[ \t]*define[ \t]+)"
    + _NAME
    + r"[ \t]+(?:(?:--body|--value|-b|-value)(?:[ \t=]+|(?=[\"'])))?"
    + _VALUE
)
# A shell default or assignment inside an expansion: `${API_TOKEN:-abc...}`.
_SHELL_DEFAULT = lazy(r"\$\{" + _NAME + r":?[-=](?P<value_quote>)(?P<secret>[^}\s\"']{1,500})\}")
# A name/value object: HAR headers, Kubernetes env lists, .NET `<add key=".." value=".."/>`,
# and the fields' names with a word before them: CloudFormation's parameter files
# (`"ParameterKey": "MasterUserPassword", "ParameterValue": ".."`), Elastic Beanstalk's
# `"OptionName"` / `"Value"`, a `secretName` / `secretValue` pair.
_NAME_VALUE_PAIR = lazy(
    r"(?<![A-Za-z0-9_])[\"']?[A-Za-z]{0,24}?(?:name|key)[\"']?[ \t]*[:=][ \t]*[\"']?"
    + _NAME
    + r"[\"']?[ \t]*(?:,[ \t]*)?(?:(?:\r\n?|\n)[ \t]*)?"
    r"(?:-[ \t]+)?[\"']?[A-Za-z]{0,24}?value[\"']?[ \t]*[:=][ \t]*" + _VALUE,
    re.IGNORECASE,
)
# A value echoed or printed into a command that names a secret: `printf 'X' | vercel env
# add LICENSE_KEY`, `echo -n X | wrangler secret put CARGO_REGISTRY_TOKEN`. printf's format
# (`'%s'`, `"%s\n"`) is not the value: the argument after it is.
_PIPED = lazy(
    r"\b(?:echo|printf)[ \t]+(?:-[a-z]{1,3}[ \t]+)*(?:[\"']?%s(?:\\n)?[\"']?[ \t]+)?"
    + _VALUE
    + r"[\"']?[ \t]*\|[^\n|;&]{0,120}?"
    r"[ \t](?=[A-Za-z0-9_.-]{0,80}?(?i:pass|pwd|secret|token|key|auth|cred|salt|sign|dsn))"
    r"(?P<key>[A-Za-z_][A-Za-z0-9_.-]{2,80})(?=[ \t]|$)",
    re.MULTILINE,
)


# A value fed as a here-string to a command that names a secret: `docker secret create
# db_pw - <<< "X"`.
_HERE_STRING = lazy(
    r"(?<![\w-])(?=[\w.-]{0,80}?(?i:pass|pwd|pw|secret|token|key|auth|cred))"
    r"(?P<key>[A-Za-z_][\w.-]{0,80})(?=[^\n|;&<]{0,80}<<<)[^\n|;&<]{0,80}<<<[ \t]*" + _VALUE
)
# A block or element named by a secret name whose `default`/`value` holds it: HCL
# `variable "db_pass" { default = "X" }` (on one line or several), `<entry
# key="api.secret">X</entry>`, .NET settings `<setting name="ApiToken"><value>X</value>`.
_NAMED_BLOCK = lazy(
    r"(?:\bvariable|\b(?:key|name))[ \t]*(?:=[ \t]*)?[\"'](?P<key>[A-Za-z_][\w.-]{0,80})[\"']"
    r"(?:[^\n<>{}]{0,80}?[{>][^<}]{0,80}?(?:\b(?:default|value)[ \t]*[=:][ \t]*|<value>)"
    r"|[^\n<>]{0,80}?>)" + _VALUE
)


# A YAML key whose `value:` child holds it, on the next line (Helm values, CI variables,
# a secret manager's export): `hcloud_token:\n  value: X` is `hcloud_token = X`.
_VALUE_CHILD = lazy(
    r"^[ \t]*(?:-[ \t]+)?(?P<key>[A-Za-z_][\w.-]{0,80})[ \t]*:[ \t]*\r?\n"
    r"[ \t]+(?:-[ \t]+)?value[ \t]*:[ \t]*" + _VALUE,
    re.MULTILINE,
)


# A string-keyed subscript assigned a literal, in any language that has one: Python
# `DATABASES['default']['PASSWORD'] = '...'`, `os.environ["API_TOKEN"] = "..."`, PHP
# `$cfg['db_pass'] = '...'`, Ruby `ENV["X"] = "..."`, JS `config["apiKey"] = "..."`.
# Code quoted inside a JSON string (a notebook cell, a JSON log) escapes its quotes:
# `os.environ[\"API_KEY\"] = \"...\"`.
_SUBSCRIPT = lazy(
    r"\[[ \t]*\\?[\"'](?P<key>[A-Za-z_][\w.-]{0,80})\\?[\"'][ \t]*\][ \t]*(?:\|\|)?(?::=|=)(?!=)"
    r"[ \t]*(?:\\(?=[\"']))?" + _VALUE
)
# An Apple property list pairs a `<key>` with the value element after it: `<key>ApiToken
# </key><string>...</string>` (Info.plist, a .mobileconfig, a launchd job's environment).
_PLIST_PAIR = lazy(
    r"<key>[ \t]*(?P<key>[A-Za-z_][\w.-]{0,80})[ \t]*</key>[\s>]{0,20}"
    r"<string>(?P<value_quote>)(?P<secret>[^<\n]{1,500})</string>"
)
# A line of a .properties, .env or INI file: the value is the rest of the line, whatever
# it opens with (`spring.datasource.password=,,x!Q8`), which the assignment rules, made
# for values inside code and prose, would cut at its first comma. A diff's `-`/`+` may open it.
_WHOLE_LINE = lazy(
    r"^(?:[-+](?=[A-Za-z_]))?[ \t]*(?:export[ \t]+)?(?P<key>[A-Za-z_][\w.-]{0,80})[ \t]*=[ \t]*"
    r"(?P<value_quote>)"
    r"(?P<secret>[,;&)\]}>][^\s]{0,500})[ \t]*$",
    re.MULTILINE,
)
# cloud-init's `chpasswd:` block lists `user:password` lines.
_CHPASSWD_LINE = lazy(
    r"^[ \t]+(?:-[ \t]+)?[a-z_][\w.-]{0,31}:(?P<value_quote>)(?P<secret>[^\s:]{4,200})[ \t]*$",
    re.MULTILINE,
)


def _spare_chpasswd(m: re.Match[str]) -> bool:
    head = m.string[max(0, m.start() - 300) : m.start()]
    return "chpasswd:" not in head or is_placeholder(m.group("secret"))


# A typed declaration or another language's assignment arrow: Rust `const API_TOKEN: &str =
# "..."`, Kotlin/Scala/TypeScript `password: String = "..."`, R `password <- "..."`.
_TYPED = lazy(
    r"(?<![\w.-])(?=\w{1,81}[ \t]*[:<])(?P<key>[A-Za-z_][\w]{0,80})"
    r"(?:[ \t]*:[ \t]*&?(?:'static[ \t]+)?[A-Za-z_][\w.<>\[\], ]{0,40}?[ \t]*=(?!=)|[ \t]*<<?-)"
    r"[ \t]*" + _VALUE
)
# A call that authenticates takes a user and a password, the password second: requests'
# `auth=('u', 'p')` (or the pair kept for it under a name ending in `auth`, `SS_AUTH =
# ('k', 's')`), `HTTPBasicAuth('u', 'p')`, `smtp.login('u', 'p')`, LDAP's
# `simple_bind_s('cn=u', 'p')`, JDBC's `getConnection(url, "u", "p")`.
_AUTH_CALL = lazy(
    r"(?:(?:\b|(?<=_))(?i:auth)[ \t]*=[ \t]*[(\[]|\b(?:HTTP)?(?:Basic|Digest)Auth[ \t]*\("
    r"|\.(?:login|bind|bind_s|simple_bind|simple_bind_s|authenticate|auth)[ \t]*\("
    r"|\bgetConnection[ \t]*\([^,()\n]{1,200},"
    # mysqli / PDO / Perl DBI `connect("host" or $dsn, "user", "password")`: the third
    r"|\b(?:mysqli_connect|mysqli|real_connect|connect|new[ \t]+PDO)[ \t]*\("
    r"[ \t]*(?:[\"'][^\"'\n]{1,200}[\"']|\$?[A-Za-z_][\w.]{0,80})[ \t]*,)"
    r"[ \t]*[\"'][^\"'\n]{1,200}[\"'][ \t]*,[ \t]*(?P<value_quote>[\"'])"
    r"(?P<secret>[^\"'\n]{1,200})[\"']"
)


def _spare_piped(m: re.Match[str]) -> bool:
    return spare_named(m) or m.group("secret").startswith("-")


# An unknown vendor's token: a prefix of letters (`bkua`, `dp.st.prd`), `_`, `-` or `.`,
# then at least 30 base62 characters mixing upper case, lower case and digits, or 32 to 64
# lower-case hex after an `_`. Ordinary memories hold the same shape as ids (`pi_...`,
# `evt_...`: most under 30 characters), publishable keys (`pk_test_...`), SRI digests
# (`sha512-...`) and versions (`v1_`, `cp311-`: no digit in the prefix), which the length
# floor, the letters-only prefix and _NOT_SECRET_PREFIX keep. A random body carries two
# digits or more (a CamelCase name like `mod.CopyBulkTileG2SOp` seldom does), and a
# token is never called: one followed by `(` is code.
_VENDOR_LIKE = lazy(
    r"(?<![\w.+/=-])(?P<secret>(?P<prefix>[A-Za-z]{2,10}(?:[_.][A-Za-z]{1,10}){0,3})"
    r"(?:[_.-](?=[A-Za-z0-9]{0,99}[0-9][A-Za-z]{0,99}[0-9])(?=[A-Za-z0-9]{0,99}[a-z])"
    r"(?=[A-Za-z0-9]{0,99}[A-Z])[A-Za-z0-9]{30,100}|_[0-9a-f]{32,64}))(?![\w.+/=(-])"
)
# Prefixes that open a digest, a public key or a record's id, not a credential: ids are
# named by what they identify (a user, an order, an event, a message, a run, a file, a
# shipment and its rate, tracker, address, parcel, pickup or refund).
_NOT_SECRET_PREFIX = re.compile(
    r"(?i:sha|md|blake|crc|xxh|murmur|pk|pub|public|publishable|id|uid|uuid|guid|ulid"
    r"|hash|commit|rev|ref|run|job|task|obj|object|tx|txn|blob|tree|file|img|image|build"
    r"|cache|req|request|trace|span|user|usr|cus|cust|customer|acct|account|org|ord|order"
    r"|evt|event|msg|message|sid|cid|content|nonce|model|ds|dataset|doc|item|node|chunk"
    r"|asset|media|thread|asst|toolu|chatcmpl|cs|pi|ch|sub|price|prod|inv|invoice|pay"
    r"|payment|sess|conv|chat|batch|upload|record|row|ticket|issue|gh|release|tag|v"
    r"|shp|shipment|rate|trk|tracker|adr|address|prcl|parcel|pickup|rfnd|refund)"
    r"(?:[_.].*)?"
)


# A generated value: 32+ hex, or 30+ base64/base62 mixing upper case, lower case and two
# digits or more. A word, a name, a version or a date never has this shape.
_HIGH_ENTROPY = (
    r"(?:[0-9a-f]{32,128}|[0-9A-F]{32,128}"
    r"|(?=[A-Za-z0-9+/_-]{0,199}[0-9][A-Za-z+/_-]{0,199}[0-9])(?=[A-Za-z0-9+/_-]{0,199}[a-z])"
    r"(?=[A-Za-z0-9+/_-]{0,199}[A-Z])[A-Za-z0-9+/_-]{30,200}={0,2})"
)
# A generated value right after words that name a credential, with at most a colon, `=`,
# `is` or a parenthesis between: "datadog app key 04a2...", "storage account key1: Yvb...",
# "ssh host key seed (ed25519 raw): 27dd...". The name is read as a name would be in
# an assignment (names.secret_word), so "public key", "cache key", "key id" stay.
_NAMED_RANDOM = lazy(r"(?<![\w+/=.-])(?P<secret>" + _HIGH_ENTROPY + r")(?![\w+/=.-])")
_HEAD_JOIN = re.compile(r"(?:[ \t]*(?:[:=]|\bis\b|\bwas\b|\([^()\n]{0,40}\)|[\"'`]))*[ \t]*$")
_HEAD_WORDS = 4  # words before the value read as its name
# A key named by its use, its generated value right after: "the key we use is 3f9a...",
# "der Schlüssel, den wir nutzen, ist 3f9a...". Saying which key one uses and then its value
# hands the credential over, so a bare `key` counts here (it does not in _NAMED_RANDOM); a
# key a word before it makes no secret (`cache key`, `sort key`: names.NOT_VALUE_WORDS) stays.
_KEY_IN_USE = lazy(
    r"(?<![^\W\d_])(?i:(?:(?P<before>[^\W\d_]{1,40})[ \t]+)?(?:key|schlüssel)(?:[ \t]*,)?[ \t]+"
    r"(?:(?:that|den)[ \t]+)?(?:we|wir)[ \t]+"
    r"(?:use|are using|send|nutzen|verwenden|benutzen|senden|schicken)"
    r"(?:[ \t]*,)?[ \t]+(?:is|was|ist|war)[ \t]*(?::[ \t]*)?)[\"'`]?"
    r"(?P<secret>" + _HIGH_ENTROPY + r")(?![\w+/=-]|\.\w)"
)
_IN_USE_GATE = (
    *("we use", "we are using", "we send"),
    *("wir nutzen", "wir verwenden", "wir benutzen", "wir senden", "wir schicken"),
)


def _spare_key_in_use(m: re.Match[str]) -> bool:
    before = (m.group("before") or "").casefold()
    return before in NOT_VALUE_WORDS or is_placeholder(m.group("secret"))


# A line gpg prints (`gpg: using RSA key ...`, `gpg: key ...: public key imported`): it
# names a key by its id or fingerprint (the 40 or 64 hex digits of RFC 4880 12.2 and RFC
# 9580 5.5.4, a hash of the public key) and never prints secret key material there.
_GPG_STATUS = re.compile(r"[ \t]*gpg:[ \t]")


def _spare_named_random(m: re.Match[str]) -> bool:
    if is_placeholder(m.group("secret")):
        return True  # a hand-typed dummy body (`1234567890` repeated) under a secret's name
    head = m.string[max(0, m.start() - 120) : m.start()].rsplit("\n", 1)[-1]
    if _GPG_STATUS.match(head):
        return True  # `gpg: using RSA key <fingerprint>`: gpg names public keys only
    join = _HEAD_JOIN.search(head)
    words = head[: join.start() if join else len(head)].split()[-_HEAD_WORDS:]
    if not words or not re.fullmatch(r"[\w-]+", words[-1]):
        return True  # the value follows code or punctuation, not a name
    for k in range(1, len(words) + 1):
        word = secret_word("_".join(words[-k:]))
        if word is not None and word != WEAK_KEY:
            return False
    return True


# A key in a query string under a name that means "the app's key": OpenWeather's `appid`,
# Google's `key`; only a generated value counts, so a public numeric app id stays.
_QUERY_KEY = lazy(
    r"[?&](?i:appid|app_?key|api_?id|key)=(?P<secret>" + _HIGH_ENTROPY + r")(?![\w+/=-])"
)
# HTTP Digest authentication: the `response` hash proves the password (RFC 7616).
_DIGEST_RESPONSE = lazy(
    r"(?i:digest)[ \t][^\n]{0,600}?\bresponse=\"?(?P<secret>[0-9a-fA-F]{32,128})"
)
# pppd's chap-secrets and pap-secrets: `client server secret [addresses]`, a line of the
# file or the file quoted on one line.
_PPP_SECRETS = lazy(
    r"(?:(?:chap|pap)-secrets:?[ \t]+|^[ \t]*)(?![#\s])\S{1,100}[ \t]+\S{1,100}[ \t]+"
    r"\"?(?P<secret>[^\s\"]{4,200})\"?(?:[ \t]+\S{1,100})?[ \t]*$",
    re.MULTILINE,
)


def _spare_ppp(m: re.Match[str]) -> bool:
    head = m.string[max(0, m.start() - 300) : m.end()]
    value = m.group("secret")
    return (
        re.search(r"(?:chap|pap)-secrets", head) is None
        or is_placeholder(value)
        or not looks_opaque(value)
    )


# A site-ownership token in a page's `<meta>` tag (`google-site-verification`,
# `msvalidate.01`, `facebook-domain-verification`, Pinterest's `p:domain_verify`): the
# search engine reads it from the public page, so it is published by design.
_VERIFICATION_META = re.compile(
    r"<meta\s[^>]{0,120}?name=[\"'][\w:.-]{0,40}(?:verification|verify|validate)[\w.-]{0,10}"
    r"[\"'][^>]{0,40}?content=[\"']$",
    re.IGNORECASE,
)


# The field or header a value is the whole of: `x-amz-cf-id: <v>`, `"request_id": "<v>"`.
_FIELD_BEFORE = re.compile(r"([A-Za-z][\w-]{0,60})[\"']?[ \t]*[:=][ \t]*[\"']?$")
_ID_WORDS = frozenset({"id", "ids"})


def _spare_vendor_like(m: re.Match[str]) -> bool:
    head = m.string[max(0, m.start() - 200) : m.start()]
    if _VERIFICATION_META.search(head):
        return True
    field = _FIELD_BEFORE.search(head)
    if field is not None and field.group(1) in JWK_PUBLIC and "kty" in m.string:
        return True  # a JSON Web Key's public members (RFC 7518 6.2.1, 6.3.1): no secret
    if field is not None and secret_word(field.group(1)) is None:
        words = [w for w in name_words(field.group(1)) if not w.isdigit()]
        if words and words[-1] in _ID_WORDS:
            return True  # a request's or a trace's id (`x-amz-cf-id`, `x-amz-id-2`): no key
    return _NOT_SECRET_PREFIX.fullmatch(m.group("prefix")) is not None or is_placeholder(
        m.group("secret")
    )


def _needs_secret_name(m: re.Match[str]) -> bool:
    return secret_word(m.group("key")) is None or spare_named(m)


def _spare_set_words(m: re.Match[str]) -> bool:
    """`set -gx NAME value` names an environment variable (`SIGNING_KEY`, `apiToken`),
    not a word of a sentence ("doesn't set seed properly!")."""
    return not looks_config_name(m.group("key")) or _needs_secret_name(m)


# Before the assignment rules, which would take only part of such a value.
WHOLE_LINE_RULES: tuple[Rule, ...] = (
    Rule(_WHOLE_LINE, assignment_label, _needs_secret_name, gate=SECRETISH_STEMS),
)
GENERIC_RULES: tuple[Rule, ...] = (
    Rule(_PLIST_PAIR, assignment_label, _needs_secret_name, gate=("</key>",)),
    Rule(_SET_WORDS, assignment_label, _spare_set_words, gate=("set", "define")),
    Rule(_SHELL_DEFAULT, assignment_label, _needs_secret_name, gate=("${",)),
    Rule(_NAME_VALUE_PAIR, assignment_label, _needs_secret_name, gate=("value",)),
    Rule(_PIPED, assignment_label, _spare_piped, gate=("|",)),
    Rule(_HERE_STRING, assignment_label, _needs_secret_name, gate=("<<<",)),
    Rule(_NAMED_BLOCK, assignment_label, _needs_secret_name, gate=("variable", "key", "name")),
    Rule(_VALUE_CHILD, assignment_label, _needs_secret_name, gate=("value",)),
    Rule(_SUBSCRIPT, assignment_label, _needs_secret_name, gate=("[",)),
    Rule(
        _AUTH_CALL,
        "password",
        spare_plain,
        gate=("auth", "login", "bind", "getconn", "connect", "pdo"),
    ),
    Rule(
        _TYPED,
        assignment_label,
        _needs_secret_name,
        gate=SECRETISH_STEMS,
        needs=re.compile(r":[^\n=:]{1,60}=(?!=)|<<?-"),  # a typed `=` or R's arrow somewhere
    ),
    Rule(_CHPASSWD_LINE, "password", _spare_chpasswd, gate=("chpasswd:",)),
)
VENDOR_LIKE_RULES: tuple[Rule, ...] = (
    Rule(_VENDOR_LIKE, "token", _spare_vendor_like, needs=re.compile(r"[A-Za-z0-9]{30}")),
    Rule(
        _NAMED_RANDOM,
        "secret",
        _spare_named_random,
        gate=SECRETISH_STEMS,
        needs=re.compile(r"[A-Za-z0-9+/_-]{30}"),
    ),
    Rule(_KEY_IN_USE, "api-key", _spare_key_in_use, gate=_IN_USE_GATE),
    Rule(_QUERY_KEY, "api-key", gate=("appid=", "key=", "api_id=", "apiid=")),
    Rule(_DIGEST_RESPONSE, "digest-response", gate=("response=",)),
    Rule(_PPP_SECRETS, "password", _spare_ppp, gate=("chap-secrets", "pap-secrets")),
)
