"""What every redaction rule shares: the rule record and the tests of a value.

A rule is a regex whose `secret` group is the span to replace, a label (or a function
of the match giving one), and an optional `spare` test that keeps a look-alike. The
value tests here ("is this a placeholder?", "does this read as an opaque credential
rather than a word?") are the one copy every family uses, so `${DB_PASSWORD}`,
`<token>`, `changeme` and `xxxx` survive whichever rule finds them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

# every rule's pattern is compiled on its first use (most rules never run on most texts:
# their gate fails); the families import `lazy` from here
from retain.lazyre import lazy as lazy
from retain.redact.literals import opens_variable

PLACEHOLDER_PREFIX = "[REDACTED:"
# A bare value ends at CJK or full-width punctuation, where a sentence written without
# spaces goes on ("the password is X，别外传"); not at a CJK letter: "Grün-바다4018" is one.
# A character class's inside, for the families' patterns.
UNSPACED_END = "\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65"


@dataclass(frozen=True)
class Rule:
    pattern: re.Pattern[str]  # retain.lazyre.lazy: compiled on first use
    label: str | Callable[[re.Match[str]], str]
    # Returns True when a match is a look-alike that must be left as it is.
    spare: Callable[[re.Match[str]], bool] | None = None
    # Where the secret is, for patterns with several alternative groups; default `secret`.
    secret_span: Callable[[re.Match[str]], tuple[int, int]] | None = None
    # Lower-case substrings one of which any match must contain: when none is in the
    # (case-folded) text, the rule is skipped without running its regex. Empty: always run.
    gate: tuple[str, ...] = ()
    # A pattern the text must contain for the rule to run (a cheap scan before a costly one).
    needs: re.Pattern[str] | None = None
    # A block (a PEM key) is replaced whole even when a placeholder already sits inside.
    whole_block: bool = False


# Unquoted values that are code or configuration references, not secrets.
NOT_SECRET_VALUES = frozenset(
    {"true", "false", "yes", "no", "on", "off", "null", "none", "nil", "undefined"}
)
IDENTIFIER_PATH = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*")

# Values people write where a secret will go: templates, variables, dummies. A value
# that opens with one of these, or is one of the words, is a placeholder.
# `enc[`/`enc(`: sops and jasypt ciphertext, made to be committed; `!vault`: an Ansible tag.
_PLACEHOLDER_OPENINGS = (
    "$",
    "{{",
    "{%",
    "%(",
    "#{",
    "<",
    "@@",
    "[redacted",
    "enc[",
    "enc(",
    "!vault",
    "{.",  # a kubectl jsonpath / Go template (`{.data.password}`)
    # An App Service / Functions Key Vault reference, resolved by the platform at run time
    # (learn.microsoft.com, "Use Key Vault references as app settings"): where it lives.
    "@microsoft.keyvault(",
    # Bank-Vaults' env injection, `vault:secret/data/<path>#<key>` (bank-vaults.dev,
    # "Mutating webhook"): the webhook reads the value from Vault at start-up.
    "vault:",
)
_PLACEHOLDER_WORDS = frozenset(
    """
    changeme change_me change-me changeit secret password passwd token apikey api_key
    api-key key redacted hidden masked removed omitted todo tbd fixme replace_me replaceme
    your_password your-password yourpassword your_token your-token your_api_key
    your-api-key your_secret mypassword placeholder dummy sample example test testing
    default none null empty notset not_set unset required optional string value
    sensitive filtered my-secret-pw
    """.split()
)  # `filtered`: Rails' filter_parameters mask, `[FILTERED]` in a logged request;
# `my-secret-pw`: the example the mysql and mariadb images' documentation runs them with
# Documented example keys say so (AWS's `...EXAMPLE`, "your-token-here"); dots are a cut
# (`sk_live_...UoTm`), and a value of mask characters alone is a mask (a mask with more
# beside it: masked). Checked case-insensitively on the whole value.
_PLACEHOLDER_MARKS = re.compile(
    r"example|placeholder|your[_-]?(?:own[_-]?)?(?:api[_-]?)?(?:key|token|secret|pass)"
    r"|here$|replace[-_ ]?with"  # `REPLACE_WITH_TOKEN`
    r"|\.{3}|…|^(.)\1{5,}$|^[x*#•·._-]+$|^%\w+%$"
    r"|(?<![a-z])set[-_ ]?me(?![a-z])"  # `TODO_SET_ME`, `set-me-in-vault`
    r"|\{[a-z_]\w{0,30}\}"  # a format field: `user:{id}:session`
    # A value that says it is not real: `dummy-token-for-unit-tests`, `not-a-secret-96`,
    # `test-key-not-real`, `fake_pw`, `mock-api-key`.
    r"|(?<![a-z])(?:dummy|fake|mock)(?![a-z])|not[-_ ]?(?:a[-_ ]?)?(?:real|secret)(?![a-z])"
    # A visibly fake body: padded to its end with one character (`ghp_abcdef123456000000000`),
    # or made only of runs of one character (`aaaaaaaa-bbbb-cccc`). A generated value ends
    # in eight equal characters about once in 10^8 (hex) or far less (base62); a run at the
    # start is a format (Twitter's app-only bearer tokens open with a run of `A`).
    r"|(.)\2{7,}$|^(?:([a-z0-9])\3{2,}[-_.]?){2,}$"
    # A body that repeats one short unit three times or more, to its end (`FAKEFAKEFAKE`,
    # `abcd1234abcd1234abcd`, `1234567890123456789`): typed by hand, never generated; a
    # random base62 run of 12+ characters repeats a unit of 2-10 that way about never.
    # After a vendor prefix (`sk-ant-`, `hf_`), the repeats run from the body's start to its
    # end: a run only at the start is a format (Twitter's `AAAA...`).
    r"|^(?:[a-z0-9]{1,10}[_.-]){0,3}(?=[a-z0-9]{0,8}?(.)(?!\4)[a-z0-9])"
    r"([a-z0-9]{2,10}?)\5{2,}[a-z0-9]{0,9}$"
    r"|123456789"  # the digits typed in order: a hand-made body, not a generated one
    # A vendor's prefix and the first four digits alone (`sk-1234`, LiteLLM's documented
    # master key, docs.litellm.ai): typed by hand as an example, far too short for a key.
    r"|^(?:[a-z0-9]{1,10}[_-]){1,3}1234$"
    # A printf directive where the value goes (`"read secret: %w"`, `"token=%s"`).
    r"|^%[-+ #0]?[0-9]*(?:\.[0-9]+)?[a-z]$"
    # Code that reads the value from the environment (`os.environ['API_KEY']`).
    r"|^(?:os\.environ|os\.getenv|process\.env|env\(|getenv\()",
    re.IGNORECASE,
)
# `changeme`/`replace-me` is a placeholder alone or among words (`change-me-in-prod`,
# `REPLACE_ME_VMRZCA`, `replace-me-with-32-random-bytes`); glued to digits or symbols, or beside
# a piece that mixes them (`Changeme953_Q`, `Sakura_Changeme2071_7`, `Changeme-Panda@1376#7`),
# it is the start of a password someone chose, not a placeholder. Read on each word of a value
# (a value may run on to a comment).
_CHANGE_ME = re.compile(
    r"(?:[a-z]+[-_. ])*(?:replace|change)[-_ ]?me(?:[-_. ](?:[a-z]+|[0-9]+(?=[-_. ])))*[.,;:!?\\]*",
    re.IGNORECASE,
)
_AROUND = "\"'`[](){}«»“”*:.,;!?。，、"  # quotes, brackets, emphasis, marks around a word
# Keys their vendor documents as public, made to ship inside a browser or a mobile app: they
# identify a project and can only send it events or read what is public. Mapbox `pk.` tokens
# (docs.mapbox.com, "Access tokens": public tokens), Stripe publishable keys (`pk_live_`,
# `pk_test_`), PostHog project API keys (`phc_`, posthog.com/docs: "safe to use in public
# apps"), Datadog RUM/browser-log client tokens (`pub` and 32 hex, docs.datadoghq.com:
# "client tokens ... cannot be used to retrieve data").
_PUBLIC_CLIENT_KEY = re.compile(
    r"pk\.(?:eyj\S*|[a-z0-9_-]{40,}\.[a-z0-9_-]{16,})|pk_(?:live|test)_\S*|phc_[a-z0-9]{20,60}|pub[0-9a-f]{32}",
    re.IGNORECASE,
)
SYMBOLS = frozenset("!@#$%^&*+=~|?")
_WORDS_ONLY = re.compile(
    r"[a-z]+(?:[-_.][a-z]+)*|[A-Z]+(?:[-_.][A-Z]+)*"
)  # not - or _: "JWT-based", "snake_case" are prose


# A whole password hash in crypt(3) form (bcrypt, sha256/512-crypt, md5-crypt, yescrypt,
# argon2): whoever holds it can try passwords offline, so it is a credential too. It opens
# with `$`, yet is no variable; a shortened one (`$6$salt$abc`) is an illustration.
CRYPT_HASH = (
    r"\$(?:2[abxy]\$\d\d\$[./A-Za-z0-9]{53}"
    r"|[56]\$(?:rounds=\d+\$)?[./A-Za-z0-9]{1,16}\$[./A-Za-z0-9]{43,86}"
    r"|(?:1|apr1)\$[./A-Za-z0-9]{1,8}\$[./A-Za-z0-9]{22}"
    r"|y\$[./A-Za-z0-9]{1,10}\$[./A-Za-z0-9]{1,30}\$[./A-Za-z0-9]{43}"
    r"|argon2(?:id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]{11,}\$[A-Za-z0-9+/]{16,})"
)
_CRYPT_HASH = re.compile(CRYPT_HASH, re.IGNORECASE)
# A YAML tag that loads the value from elsewhere: `!env_var DB_PASSWORD`, `!secret db_pw`.
_YAML_TAG = re.compile(r"![a-z_]+")


# A value that is itself a secret's name: lower-case words joined by `-` or `_`, the last a
# secret's noun (`--secret=auth-db-password`, `gcloud secrets ... --secret=crm-api-key`):
# where the secret is kept, not the secret.
_SECRET_NAME_VALUE = re.compile(
    r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*[-_](?:password|passwd|token|secret|key|api[-_]?key"
    r"|credentials?|pass|pwd)"
)


# A mask: three or more bullets or asterisks (or their JSON escapes), or four or more x.
_MASK = re.compile(r"(?:[•●*]|\\u2022|\\u25cf){3,}|[xX]{4,}")
# What may stand beside a mask: lower-case words (a vendor's prefix, `group_list=staff`),
# one of them with a version's digit or two (`sk-ant-api03-****D3ZC`, `ghu_v1`), and runs
# of four letters or digits at most (the last characters a dashboard shows:
# `ghp_••••••••RhlR`, `sk_live_****XLqS`, `AKIA****WXYZ`).
_SHOWN_RUN = re.compile(r"[A-Za-z0-9]+")
_SHOWN_MOST = 4
_PREFIX_WORD = re.compile(r"[a-z]+[0-9]{0,2}")
# What ends a masked field: `ASIAXXXXXXXXXXXXXXXX%2F20260923%2Feu-west-1` is a masked key
# id and then its scope, `NPM_TOKEN=****ehQa\nCircleCI` a masked value and the next line.
_FIELD_BREAK = re.compile(r"[\s/,;&=:]+|%2f", re.IGNORECASE)


def masked(value: str) -> bool:
    """True for a value a mask stands in: a run of mask characters, and beside it in its
    field (up to a space, `/`, `%2F` or a separator of fields) only a vendor's prefix or
    the few last characters a dashboard shows. A run of x inside a value that goes on for
    more (`xxxxxxQm7Rt2Kp9Zw`) is part of the value, not a mask."""
    return any(
        _MASK.search(field) is not None
        and all(
            len(run) <= _SHOWN_MOST or _PREFIX_WORD.fullmatch(run) is not None
            for part in _MASK.split(field)
            for run in _SHOWN_RUN.findall(part)
        )
        for field in _FIELD_BREAK.split(value)
    )


def spare_placeholder(m: re.Match[str]) -> bool:
    """A rule's `spare` for a match whose secret is a placeholder, a mask or a documented
    example (is_placeholder): `Bearer example-token-123`, AKIAIOSFODNN7EXAMPLE."""
    return is_placeholder(m.group("secret") or "")


def spare_plain(m: re.Match[str]) -> bool:
    """A rule's `spare` for a match whose secret is a placeholder or does not read as a
    credential (looks_opaque, four characters at least)."""
    value = m.group("secret")
    return is_placeholder(value) or not looks_opaque(value, min_len=4)


def is_placeholder(value: str) -> bool:
    """True for a template, variable, mask or documented dummy in place of a secret."""
    low = value.strip("\"'`[]()").casefold()  # `[hidden]`, `(omitted)`
    if _CRYPT_HASH.fullmatch(low) or (low[:1] == "$" and not opens_variable(low)):
        return False  # `$2b$12$...` (a password hash), `$A-Dh=2z!`: `$` opens no variable
    if not low or low.startswith(_PLACEHOLDER_OPENINGS) or low in _PLACEHOLDER_WORDS:
        return True
    if low.strip("*_()[]") in _PLACEHOLDER_WORDS:
        return True  # Markdown's emphasis around a mask: `**(masked)**`, `_hidden_`
    # An Elixir atom (`:redacted`), a mask cut with the brace after it (`[MASKED]}`), bold
    # or guillemets around a reference or a mask (`**$TOKEN**`, `«••••••••»`).
    bare = value.strip("\"'`[](){}«»“”*:").casefold()
    if bare != low and (bare.startswith(_PLACEHOLDER_OPENINGS) or bare in _PLACEHOLDER_WORDS):
        return True
    if _YAML_TAG.fullmatch(low) or _SECRET_NAME_VALUE.fullmatch(value):
        return True
    if low in NOT_SECRET_VALUES or _PUBLIC_CLIENT_KEY.fullmatch(low) or masked(value):
        return True
    if any(_CHANGE_ME.fullmatch(word.strip(_AROUND)) for word in low.split()):
        return True  # `changeme  # filled in by the pipeline`: one word of the value
    return _PLACEHOLDER_MARKS.search(low) is not None or (
        bare != low and bool(bare) and _PLACEHOLDER_MARKS.fullmatch(bare) is not None
    )


def looks_opaque(value: str, min_len: int = 6) -> bool:
    """True when `value` reads as a credential rather than a word: long enough, and
    mixing letters with digits, or carrying symbols, or mixed case, or just long."""
    if len(value) < min_len or is_placeholder(value):
        return False
    upper = sum(ch.isupper() for ch in value)
    lower = sum(ch.islower() for ch in value)
    digits = sum(ch.isdigit() for ch in value)
    return (
        (digits > 0 and upper + lower > 0)
        or (value.isdigit() and len(value) >= 6)
        or any(ch in SYMBOLS for ch in value)
        or ("-" not in value and (upper >= 3 and lower >= 3))
        or (len(value) >= 16 and _WORDS_ONLY.fullmatch(value) is None)
    )


def strongly_opaque(value: str) -> bool:
    """Long, and mixing upper case, lower case and digits: a generated key."""
    return (
        len(value) >= 20
        and " " not in value
        and any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and any(c.isdigit() for c in value)
    )


def inside_arn(text: str, pos: int) -> bool:
    """True when `pos` is inside an AWS ARN (`arn:aws:secretsmanager:...:secret:name`)."""
    head = text[max(0, pos - 200) : pos].split()
    return bool(head) and "arn:" in head[-1]


# Standard base64 may open with `/`: one run with no second `/`, mixing upper case,
# lower case and digits, is a key (`/foWMsI+t8Jah...`), not an absolute path.
_BASE64_RUN = re.compile(r"/(?=[^/]*[0-9])(?=[^/]*[a-z])(?=[^/]*[A-Z])[A-Za-z0-9+]{19,}={0,2}")


# Longer base64 carries `/` anywhere: 40+ characters of its alphabet with a `+`, `=`
# padding or a 24-character run between slashes is an encoded key, not a path.
_BASE64_BLOB = re.compile(r"(?=[^.]*[0-9])(?=[^.]*[a-z])(?=[^.]*[A-Z])[A-Za-z0-9+/]{40,}={0,2}")
_LONG_SEGMENT = re.compile(r"[A-Za-z0-9+]{24}")


# A command's name (lower-case words, joined by `_` or `-`) and a long option after it.
_COMMAND_WORD = re.compile(r"[a-z]+(?:[_-][a-z]+)*")
# An option on a command line (` --set`, ` -p`) before a value: the value is its argument.
_OPTION_BEFORE = re.compile(r"(?:^|\s)--?[A-Za-z]")
_LONG_OPTION_AFTER = re.compile(r"[ \t]+--[a-z][a-z-]*(?:[= \t\n]|$)")


def runs_command(text: str, value: str, end: int) -> bool:
    """Is `value` (ending at `end`) a program run with its long options, the way a config
    names the tool that fetches a password (`mysql_config_editor --login-path=staging`)? Not
    when an option comes before it on its line: then it is that command line's argument and
    the option after it the same command's (`helm ... --set db.password=V --set ...`)."""
    start = end - len(value)
    line = text[text.rfind("\n", 0, start) + 1 : start]
    return (
        _COMMAND_WORD.fullmatch(value) is not None
        and _LONG_OPTION_AFTER.match(text, end) is not None
        and _OPTION_BEFORE.search(line) is None
    )


def is_path_or_url(value: str) -> bool:
    """A file path or a URL: where a secret lives, not the secret."""
    if _BASE64_RUN.fullmatch(value):
        return False
    if _BASE64_BLOB.fullmatch(value) and (
        "+" in value or value.endswith("=") or _LONG_SEGMENT.search(value)
    ):
        return False
    return (
        value.startswith(("/", "./", "../", "file:"))
        or "://" in value
        or _HOME_PATH.match(value) is not None
        or _NAMED_FILE.fullmatch(value) is not None
        or _WINDOWS_PATH.match(value) is not None
    )


# A Windows path: relative (`.\pw.txt`, `..\keys\a.pfx`), from a drive (`C:\certs\x.pfx`)
# or a share (`\\fs01\secrets\db.txt`).
_WINDOWS_PATH = re.compile(r"(?:\.{1,2}|~|[A-Za-z]:|\\\\[\w.-]+)\\[\w .$-]")


# `ID:PATH`, a name given to a file: systemd's `LoadCredential=db-pass:/etc/credstore/db`
# (systemd.exec(5): the credential is read from PATH), `--secret id:/run/secrets/x`.
_NAMED_FILE = re.compile(r"[\w.@-]{1,64}:/[\w.@-]+(?:/[\w.@-]+)+")


# `~/x`, `~`, `~user/x`: a home directory, but not a password that opens with a tilde.
_HOME_PATH = re.compile(r"~(?:$|/|[a-z_][a-z0-9_-]*(?:/|$))")


_REGEX_SYNTAX = set("()[]?*+{}|\\.^$")


def literal_heads(alternation: str) -> tuple[str, ...]:
    """The case-folded literal start of each top-level alternative of a regex
    (`passwords?|api[ _-]?key` -> ("password", "api")), for a rule's gate; () when some
    alternative starts with regex syntax, so the rule always runs."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(alternation):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(alternation[start:i])
            start = i + 1
    parts.append(alternation[start:])
    heads = []
    for part in parts:
        head = ""
        for ch in part:
            if ch in _REGEX_SYNTAX:
                if ch in "?*{" and head:
                    head = head[:-1]  # the last character was optional
                break
            head += ch
        if not head.strip():
            return ()
        heads.append(head.casefold())
    return tuple(heads)


# What names an id, a digest or a blob just before a value: words of technical English that
# developers writing in any language borrow ("ksuid X", "(commit 2ea5...)", "kid X").
_ID_WORD_BEFORE = re.compile(
    r"(?i:\b(?:id|ids|sid|uid|uuid|guid|kid|ksuid|ulid|tag|digest|hash|sha|blob|b64|base64"
    r"|fixture|fixtures|commit|node|customer|intent|charge|invoice|subscription|org|request"
    r"|response|trace|span|nonce|etag|cursor|checksum|video|channel|thread|message|build|code))"
    r"[ \t:#=\"'`]{1,4}$"
)
_ID_REACH = 24  # characters before a value read for an id's word


def after_id_word(text: str, start: int) -> bool:
    """True when the value at `start` follows a word that names an id, a digest or a blob
    (`commit 2ea5...`, `request id: X`): what the word names, not a secret."""
    return _ID_WORD_BEFORE.search(text, max(0, start - _ID_REACH), start) is not None


LINE_REACH = 200  # characters of a match's line read either side of it (line_around)


def line_around(m: re.Match[str]) -> str:
    """The match's line, read at most LINE_REACH characters either side of it: read whole,
    a long line of matches would cost each of them the whole line (redact() stays linear)."""
    text = m.string
    lo = max(0, m.start() - LINE_REACH)
    start = max(text.rfind("\n", lo, m.start()) + 1, lo)
    end = text.find("\n", m.end(), m.end() + LINE_REACH)
    return text[start : m.end() + LINE_REACH if end < 0 else end]


def last_clause(head: str, ends: re.Pattern[str]) -> str:
    """The last clause of `head`, the text before a value: what follows the last clause
    end (`ends`) before the separators that lead to the value (spaces, `:`, `=`, quotes)."""
    cut = [m.end() for m in ends.finditer(head.rstrip(" \t:=#\"'`"))]
    return head[cut[-1] :] if cut else head
