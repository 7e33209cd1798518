"""Whether the value a prose rule found is a secret or words (retain.redact.prose).

A sentence names a secret and then goes on: "the password is required", "api key id:
...", "the token is in vault", "password for ops@example.com". The spare tests here
read the value and what stands around it and keep what is prose, code, a path, a
placeholder or whose secret it is; the lexicon (prose_lexicon.json) gives the words
that follow a secret's name in prose.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from retain.redact.base import (
    IDENTIFIER_PATH,
    NOT_SECRET_VALUES,
    SYMBOLS,
    inside_arn,
    is_path_or_url,
    is_placeholder,
    runs_command,
)
from retain.redact.codeshape import is_code_expression, is_code_reference, is_type_annotation
from retain.redact.credwords import ASKED_AFTER
from retain.redact.names import describes_secret, inside_blob
from retain.redact.told import PASSPHRASE, joined_words

_LEXICON_FILE = Path(__file__).with_name("prose_lexicon.json")
LEXICON: dict[str, Any] = json.loads(_LEXICON_FILE.read_text(encoding="utf-8"))

# A value of the strict shape: mixed case and digits, a symbol, or a long run of
# capitals and digits (a TOTP seed, a licence key).
STRICT = (
    r"(?-i:(?=\S*[0-9])(?=\S*[a-z])(?=\S*[A-Z])|(?=\S*[!@#$%^&*+=~|?][A-Za-z0-9])"
    r"|(?=[A-Z0-9]{20,}(?![\w-]))(?=\S*[0-9])|(?=[A-Z0-9]{4,5}(?:-[A-Z0-9]{4,5}){2,7}(?![\w-]))"
    r"(?=[A-Z-]*[0-9])(?=[0-9-]*[A-Z]))"
)

# A closed string and a comma between the name and the value: the value is a later key's
# (`"refresh token expired", "request_id": ...`).
_CLOSED_STRING = re.compile(r"[\"'][ \t]*,")

_STRICT_VALUE = re.compile(STRICT + r"\S+")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
# A host name with a top-level or site-internal suffix: whose password, not the password.
_HOSTNAME = re.compile(
    r"(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+"
    r"(?:com|net|org|io|dev|app|cloud|local|localhost|internal|intranet|corp|lan|home|co|ai"
    r"|me|info|biz|tech|site|online|eu|us|uk|de|fr|nl|jp|cn|ru|br|in|au|ca|ch|se|pl|es|it)"
)
# `passwd: <Sentence ...>` at a line's start: the tool prefixing its own message.
_TOOL_MESSAGE = re.compile(r"(?<![^\n])passwd:[ \t]+[A-Z][a-z]+(?:[ \t]+[a-z]{2,}){2,}")

# Words that follow "the password is" or "api key:" in prose, not secrets.
PROSE_WORDS = frozenset(LEXICON["prose_words"].split())
_PROSE_GOES_ON = re.compile(r"[ \t]+[^\W\d_]{2,}")
_NAME_THEN_SEP = re.compile(r"[a-z_][a-z_.-]*[:=]")
_REGEX_CHARS = re.compile(r"^\^|\[[^\]]*\]|\{\d")
_FUNCTION_WORDS = frozenset("the and for from with not one via per are was into onto".split())
_WORD_CHAIN = re.compile(r"[a-z]{3,10}(?:[-_][a-z]{3,10}){3,7}")  # four or more words
_DIGIT_GROUPS = re.compile(r"\d{4,8}(?:-\d{4,8}){2,}")  # a BitLocker or recovery key
_RELATIVE_FILE = re.compile(r"[A-Za-z_][\w-]*(?:/[\w.-]+)+\.[A-Za-z]{1,5}")

# A query's parameters (`sv=2024-08-04&ss=b&sig=...`): named fields, not one value.
_PARAMETER_LIST = re.compile(r"(?:[\w.-]+=[^&\s]*&)+[\w.-]+=\S*")


# A command line's long option (`--token-ttl=3600`, `--password-stdin`): what follows a
# credential's word on a command line is the next option, never its value.
_LONG_OPTION = re.compile(r"--[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:=|$)")
# A query string's next parameter (`?api_key=&from=2026-06-14`): the name before it was sent
# empty, and what follows its `=` is another field, not its value.
_NEXT_PARAMETER = re.compile(r"&[A-Za-z_][\w.-]*=")


def spare_prose(m: re.Match[str]) -> bool:
    """A value that reads as prose ("is broken", "is in vault", "is 12 chars") stays."""
    value = m.group("secret")
    low = value.casefold()
    groups = m.groupdict()
    if len(value) < 6 or low in PROSE_WORDS or low in NOT_SECRET_VALUES:
        return True
    if inside_blob(m.string, m.start()):
        return True  # `...Ko1K+pw svc@laptop`: "pw" is the tail of an SSH key's base64
    if value.endswith((":", "：")) and not value[:-1].isascii():
        return True  # "Wi-Fi パスワード：`X`": a label in another script, its value after it
    if ASKED_AFTER.match(m.string, m.end("secret")):
        return True  # "รหัสผ่านของ scheduler6 คืออะไร": what the asked-for password opens
    passphrase = PASSPHRASE.fullmatch(value) is not None  # `Fern.Otter.Quill58`: not code
    if _PARAMETER_LIST.fullmatch(value):
        return True  # named fields, each read by the assignment rules (a real sig= goes)
    key_at = m.start("key") if groups.get("key") is not None else -1
    if key_at > 0 and m.string[key_at - 1] in "/\\":
        return True  # `/etc/mosquitto/passwd user`: a file; psql's `\password role`: a command
    if value.startswith(("{{", "<")) or is_path_or_url(value):
        return True  # a reference, a placeholder, a path or a URL
    if value.startswith("[") and is_path_or_url(value[1:].removesuffix("]")):
        return True  # gcloud's `Credentials saved to file: [~/.config/...]`: a path in brackets
    if _LONG_OPTION.match(value):
        return True  # `--auth-mode=token --token-ttl=3600`: the next option, not a value
    if groups.get("sep") == "=" and _NEXT_PARAMETER.match(value):
        return True  # `?token=&from=...`: an empty parameter, then the next one
    if runs_command(m.string, value, m.end("secret")):
        return True  # "password: mysql_config_editor --login-path=x": the command that holds it
    if is_placeholder(value) or _RELATIVE_FILE.fullmatch(value) or inside_arn(m.string, m.start()):
        return True  # a dummy, or a file in the repo: "デザイントークンは src/theme/tokens.ts"
    if groups.get("sep") and IDENTIFIER_PATH.fullmatch(value.rstrip("([")) and not passphrase:
        key = re.sub(r"[\s_-]", "", m.group("key").casefold())
        if value.endswith(("(", "[")) or "." in value or low.replace("_", "").endswith(key):
            return True  # code: `api_key=settings.API_KEY`, `password = get_password()`
    if ("(" in value or "." in value) and is_code_reference(value) and not passphrase:
        return True  # "the cache key is sha1(user_id)", "use settings.API_KEY2 as ...": code
    if groups.get("weak") and _STRICT_VALUE.match(value) is None:
        return True  # "password to access the db": only a credential-shaped value follows "to"
    if _EMAIL.fullmatch(value) or _HOSTNAME.fullmatch(value):
        return True  # "password for ops@example.com", "... of db-1.corp": whose it is
    if groups.get("sep") and is_code_expression(m):
        return True  # `User(password=hashed)`, `apiKey = await ...`: code
    if m.group("key").casefold() == "passwd" and _TOOL_MESSAGE.match(m.string, m.start()):
        return True  # passwd(1)'s own diagnostics: "passwd: Authentication token ... error"
    plain = value.isalpha() and not joined_words(value)  # not "cobaltjuniperviolet"
    if groups.get("direct") or groups.get("zero") is not None:
        return plain  # the pattern already required the value's shape
    if is_type_annotation(m):
        return True  # `let token: Option<String> = None`: a type, not a value
    what = (groups.get("what") or "").split()
    if what and groups.get("sep") == "=" and not m.string[m.start("sep") - 1].isspace():
        return True  # "secret ... --from-file=key=...", "token expired for jti=...": the `=`
        # assigns to the word it is glued to, not to the secret named before it
    if _CLOSED_STRING.search(groups.get("what") or ""):
        return True  # `"refresh token expired", "request_id": ...`: a later key's value
    if what and describes_secret(what[0]):
        return True  # "api key id: ...", "password length: 16": about the secret, not it
    if _NAME_THEN_SEP.fullmatch(value) or (groups.get("what") and _REGEX_CHARS.search(value)):
        return True  # `password=` starting another assignment; a regex after "prefix:"
    if value.startswith("-") or m.string[max(0, m.start() - 1) : m.start()] == "`":
        return True  # a suffix (`password=`-style), or the name inside inline code
    if plain and value.islower() and _PROSE_GOES_ON.match(m.string, m.end()):
        return True  # "fetch oauth token: unexpected status": the sentence goes on
    if (groups.get("sep") or m.group("value_quote")) and not groups.get("what"):
        return False  # "pw: xyz", "api key = ...", "the token is 'abc...'"
    if plain and value.islower() and len(value) < 16:
        return True  # "the token is invalidated", "the password is required"
    if _WORD_CHAIN.fullmatch(value):
        # "the password is correct-horse-battery-staple": a diceware passphrase, unless
        # its parts are prose ("not-set-by-default")
        parts = re.split(r"[-_]", low)
        if _FUNCTION_WORDS.intersection(parts):
            return True  # "the-one-from-onboarding": a phrase, hyphenated
        return 2 * sum(part in PROSE_WORDS for part in parts) >= len(parts)
    upper = sum(ch.isupper() for ch in value)
    lower = sum(ch.islower() for ch in value)
    looks = (
        (any(ch.isdigit() for ch in value) and any(ch.isalpha() for ch in value))
        or value.isdigit()
        or any(ch in SYMBOLS for ch in value)
        or ("-" not in value and (len(value) >= 16 or (upper >= 3 and lower >= 3)))
        or _DIGIT_GROUPS.fullmatch(value) is not None
    )
    return not looks


def spare_strict(m: re.Match[str]) -> bool:
    """For names that are also ordinary words ("a second pass: ..."): the value must
    have the strict shape even after a verb or a colon."""
    return spare_prose(m) or _STRICT_VALUE.match(m.group("secret")) is None
