"""Values of a Kubernetes Secret manifest and of a Terraform state, by where the format
puts them.

A Secret's `data` map holds each value base64-encoded and its `stringData` map holds each
value as plain text; both are the Secret's contents, whatever a key is called
(kubernetes.io/docs/concepts/configuration/secret, "Secret" and its `data` / `stringData`
fields). So in a YAML document whose `kind` is `Secret`, every value indented under a
`data:` or `stringData:` line is replaced. A template (`${DB_PASS}`, `{{ .Values.x }}`)
stays, as everywhere; under `stringData` a key that names who or where (`username`,
`host`) stays readable, since its plain value is written for people to read. A
SealedSecret's `encryptedData` is ciphertext made to be committed and is not matched.

A Terraform state file (JSON) keeps each resource's attributes in clear; the `result` of a
`random_password` resource is the generated password, marked sensitive by its provider
(registry.terraform.io/providers/hashicorp/random, `random_password`, "result (String,
Sensitive)"). A plan prints it as `(sensitive value)`, which no JSON string here matches.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_placeholder, lazy
from retain.redact.names import WEAK_KEY, name_words, secret_word

# One `key: value` line, indented, its value plain, single- or double-quoted.
_DATA_LINE = lazy(
    r"^(?P<indent>[ \t]+)(?P<key>[\w.-]{1,253}):[ \t]+(?P<quote>[\"']?)"
    r"(?P<secret>[^\s\"'#|>][^\n\"']{0,4000}?)(?P=quote)[ \t]*$",
    re.MULTILINE,
)
# The map's header line: `data:` or `stringData:`, less indented than its keys.
_MAP_HEADER = re.compile(r"^(?P<indent>[ \t]*)(?P<name>data|stringData):[ \t]*$")
# The document's kind (a `---` line separates documents in one YAML stream).
_SECRET_KIND = re.compile(r"^kind:[ \t]*[\"']?Secret[\"']?[ \t]*$", re.MULTILINE)
_DOCUMENT_BREAK = re.compile(r"^---", re.MULTILINE)
_HEADER_REACH = 4000  # characters searched back for the map's header line
# What a stringData key may name besides the secret: who, where.
_NAMES_NOT_SECRETS = frozenset(
    "user username login name host hostname port url endpoint region database db dbname"
    " email namespace server address".split()
)


def _map_name(text: str, line_start: int, indent: int) -> str | None:
    """The name of the map (`data`, `stringData`) a key indented `indent` at `line_start`
    sits in, or None when the nearest less-indented line is something else."""
    floor = max(0, line_start - _HEADER_REACH)
    end = line_start - 1
    while end > floor:
        start = text.rfind("\n", floor, end) + 1
        line = text[start:end]
        stripped = line.lstrip(" \t")
        if stripped and not stripped.startswith("#"):
            width = len(line) - len(stripped)
            if width < indent:
                m = _MAP_HEADER.match(line)
                return m.group("name") if m else None
        end = start - 1
    return None


def _in_secret_document(text: str, at: int) -> bool:
    """The YAML document holding position `at` says `kind: Secret`."""
    starts = [m.end() for m in _DOCUMENT_BREAK.finditer(text, 0, at)]
    start = starts[-1] if starts else 0
    after = _DOCUMENT_BREAK.search(text, at)
    return _SECRET_KIND.search(text, start, after.start() if after else len(text)) is not None


def _spare_manifest_value(m: re.Match[str]) -> bool:
    text = m.string
    name = _map_name(text, m.start(), len(m.group("indent")))
    if name is None or not _in_secret_document(text, m.start()):
        return True
    if is_placeholder(m.group("secret")):
        return True
    if name == "stringData":
        words = name_words(m.group("key"))
        weak = secret_word(m.group("key")) in (None, WEAK_KEY)
        return weak and bool(words) and words[-1] in _NAMES_NOT_SECRETS
    return False


# A state's `"result": "<value>"`, and the resource type named before it.
_STATE_RESULT = lazy(r'"result"[ \t]*:[ \t]*"(?P<secret>(?:[^"\\\n]|\\.){1,500})"')
_STATE_TYPE = re.compile(r'"type"[ \t]*:[ \t]*"([\w-]{1,100})"')
_TYPE_REACH = 2000  # characters searched back for the resource's type


def _spare_state_result(m: re.Match[str]) -> bool:
    """Only a `random_password` resource's result is its secret (`random_string` is not
    marked sensitive, `random_id` is an id)."""
    types = _STATE_TYPE.findall(m.string, max(0, m.start() - _TYPE_REACH), m.start())
    return not types or types[-1] != "random_password" or is_placeholder(m.group("secret"))


MANIFEST_RULES: tuple[Rule, ...] = (
    Rule(_DATA_LINE, "secret", _spare_manifest_value, gate=("kind: secret",)),
    Rule(_STATE_RESULT, "password", _spare_state_result, gate=("random_password",)),
)
