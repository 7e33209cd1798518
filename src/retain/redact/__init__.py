"""Replace secrets with placeholders before any text is stored.

`redact()` runs on every write path, ahead of the database, so a key pasted into a
memory, a tool result or a transcript never lands on disk. It is a pattern matcher,
not an entropy scanner: each rule knows the shape of one kind of credential, or the
name or phrase that introduces one, which keeps false positives on ordinary prose
("password reset flow", "token bucket", git SHAs, UUIDs) rare and the output
explainable. The families:

- retain.redact.tokens: PEM and PuTTY private keys (and a block armoured as PEM is, under
  any fence and label that does not call it public), JWTs, ~60 vendor token prefixes, an
  AWS secret key beside its key id, webhook URLs;
- retain.redact.fields: assignments in env/YAML/JSON/TOML/INI (classic names, and any
  secret-ish name with an opaque value), command-line password flags; with
  retain.redact.connections (connection strings, URL passwords, a signed URL's signature,
  .netrc/.pgpass/.npmrc), retain.redact.headers (Cookie, Set-Cookie and Authorization
  headers, Honeycomb's X-Honeycomb-Team; a cookie that holds no credential, such as a
  preference, a consent record or an analytics id, stays: retain.redact.cookies) and
  retain.redact.keyfiles (JWK private members, Rails' master.key, an answer file's
  `<Value>`, a secret's setter called with a literal, Composer's auth.json and `composer
  config`);
- retain.redact.generic: the same principles in other syntaxes (fish `set`, `${NAME:-x}`,
  name/value objects, HCL variable defaults, a value piped or here-stringed into a
  command that names a secret, a key named by its use: "the key we use is V"), and an
  unknown vendor's token (a short prefix, a separator, 30+ mixed base62 characters or 32-64
  hex);
- retain.redact.prose: secrets told in a sentence, in some thirty languages
  (prose_lexicon.json), with the value after the name or before it ("X is the password");
- retain.redact.webhooks: webhook URLs that carry their secret in the path (a generic
  `/hooks/<token>`, Zapier, Make, IFTTT, a Feishu bot), routing keys, a form's `[secret]=`;
- retain.redact.verifiers: stored password verifiers (an NTLM dump line, MySQL native,
  Django, PostgreSQL SCRAM and md5) and a list of recovery codes under its heading;
- retain.redact.devices: credentials where a tool's documentation puts them under the
  tool's own name (SNMP communities and v3 pass phrases, a Wi-Fi passphrase, a value
  `ansible-vault encrypt_string` or an SSM SecureString takes, a random_password's result);
- retain.redact.sql: passwords in SQL statements that set one (`IDENTIFIED BY`, a
  `PASSWORD` clause, a user mapping's options, SQL Server's password procedures) and
  literals inserted into a column named for a secret;
- retain.redact.calls: credentials in code by what the code does with a literal (a login object
  or a key built from it, a credential compared with it, a login passed to a call that
  connects, a login call's key such as `wandb.login(key=...)`, a provider's client built
  from its key such as Postmark's `ServerClient("<uuid>")`), pgbouncer's userlist;
- retain.redact.pieces: a secret cut into pieces by layout (string literals joined after
  a secret's name, a table's cells under a column named for a secret);
- retain.redact.outputs: what a shell, a tool or a notebook cell prints (a secret variable
  echoed or a cell's output, a password command's literal, a plan's change, a Go MySQL DSN);
- retain.redact.printed: credentials in a tool's output or a file by its documented format
  (a Kubernetes secret's literals, GitHub Actions' debug results, OpenVPN's auth file,
  `rails credentials:show`, Bundler's `BUNDLE_<HOST>` credentials);
- retain.redact.shown: what a tool shows apart from its name or across lines (an Azure
  Key Vault secret's `value`, Basic credentials a server's config gives a header, a value
  wrapped onto the next lines or continued in the next literal);
- retain.redact.labelled: a value's shape plus a credential's name in any language before
  it (a generated token, a recovery code, a passphrase), and Persian's verb-final form;
- retain.redact.resets: a password's new value after a change ("it is now X", "new: X")
  and a login told as a pair ("user uma, pass X"), in the prose lexicon's languages;
- retain.redact.rotated: a rotated credential's old value ("rotated the key; the old one
  was X"), in any language too ("suia le key mo the db; o le mea tuai o X");
- retain.redact.usage: a value handed over in an instruction ("use X as the passphrase",
  "log in as admin with X") in twenty languages (usage.json), and seed phrases.
- retain.redact.told: a secret told without its name, beside a change or a login verb ("I
  changed it to X", "use X to log in as Y", "X olarak değiştirdim"), and the value before
  a password's name ("X ist das Passwort"), in 27 languages (told.json).
- retain.redact.phrases: a passphrase told as words beside a passphrase's or a PIN's name
  ("the GPG passphrase is `panda puzzle thunder`").
- retain.redact.chat: a secret given as the reply to a question about it on the chat line
  before ("what's the Jira password?" / "Sam: X").
- retain.redact.slots: a value in a password's explicit slot ("la contraseña es X",
  "пароль X"), unless it is one of the things ordinary talk puts there (slots.json, per
  language), and a PIN's digits a few words after its name.
- retain.redact.chatlines: a chat export read by structure (a label line pointing up or
  down at a lone value, a value called "the new one", a value handed over, a strong
  random shape as a line's whole answer).
- retain.redact.toldname: a secret told in a sentence by its environment variable's name
  ("the MATCH_PASSWORD for the release box is X"), the value shaped as only a secret is.
- retain.redact.pairs: a login given as a pair (`user / V`, `user:V`, a tab, a line break) under a
  heading line that names a login, a credential or access, in any language ("dane logowania do X:",
  "доступ к X:"), and a login told inline as `user / V`, `user + V`, `user and/with V` when V is
  generated or chosen, and a query string's `u=user&p=V`.
- retain.redact.answers: a value alone on its line answering a question about a
  credential a few lines away, in any layout (chat, notes in a list, an email reply
  above its quoted thread, a code fence).
- retain.redact.changed: a value called the new one right after a change, in any
  markup ("zmieniłem, nowe to X", "我改了，新的是 「X」").
- retain.redact.labelvalue: a credential's value as the rest of a labelled line or in a
  fence opened at its end, a passphrase of words included ("Wi-Fi 密码：meadow quiver
  cactus", "пароль от X: ```" / V / "```").
- retain.redact.chosen: a value told in a sentence without its name, shaped as only a
  chosen or generated password is (upper and lower case, digits and a symbol such as `!`
  or `^` that no identifier, path, number or base64 holds).
- retain.redact.quoted: a value set off by quote marks, guillemets, bold or backticks whose
  shape is a generated password's (both cases and a symbol no identifier or base64 holds).
- retain.redact.toldvalue: a value told in a line of talk in any language, by its own shape: a
  generated token whose case changes every letter or two, or a diceware passphrase joined by `.`,
  `_` or `-` with a number at its end, unless the words before it say it is an id, a digest or data.
- retain.redact.dictated: a value dictated or spelled a character at a time (`S - R - 2 - y
  - q`, `p, r, -, 9, !`), read as the token it spells.
- retain.redact.chunks: a value read out in short groups (`pOR, LKW, buL5, lbh`, `0lE...
  TT3...`) and a PIN read as number words.
- retain.redact.secrettables: rows of a table named for secrets (every row of an `INSERT`,
  psql's `value` column under a query of `integration_keys`), a bind's `["secret", V]`.
- retain.redact.ormbinds: a value an ORM's log binds by position to a secret's column
  (Hibernate, SQLAlchemy, Django, Ecto, Sequelize), read through the logged statement.
- retain.redact.emitted: what a command named for a secret printed on the next line
  (`bin/rails secret`, `get_random_secret_key()`), and a key written as 32 or 64 bytes.
- retain.redact.unnamed: a generated base62 key (both cases and digits, the case changing
  every letter or two) as the whole value of a config line or JSON member whose name says
  nothing (`k1`, `cfgA`, `the_thing`), or 32 or 64 hex digits under a code constant named
  `<WORDS>_KEY`, unless the name says it is an id, a digest, data, what the value identifies
  or that it is public.
- retain.redact.parents: a generated value under a child name that says nothing, in a block named
  for secrets (a YAML parent `credentials:`, a TOML section `[x.keys]`, a JSON object `"auth": {`).

After the rules, retain.redact.siblings replaces every value standing in the same slot
as a placeholder (the other pieces of a string joined in code, or all of them when the
joined string is a secret; the other side of a plan's `old -> new`; an `INSERT`'s column;
a list's items; a dump's field), then retain.redact.splits replaces the pieces of a value
sent over consecutive chat messages, retain.redact.parts the parts of a value told on lines
labelled alike ("first half: X" / "second half: Y"), retain.redact.joins the two pieces of
a vendor's token the layout cut across lines (two chat messages, a quoted reply's wrap),
retain.redact.echoes a near copy of a value they replaced (a mistyped password corrected
in the next message, in any language), retain.redact.encoded a base64 blob whose decoded
text holds a secret the rules find, and retain.redact.decoded a value told through an
encoding (percent escapes, base64, hex, a byte string's `\\x` escapes) that the rules
take when they read it decoded in its place.

Before the rules, retain.redact.wraps joins the lines a terminal's wrap cut inside a token
and replaces, piece by piece, a value the rules find across the cut (not a key block,
which the rules take whole across its lines).

Before any rule replaces a span, retain.redact.public asks whether it is a value of a
documented public format (a secret manager's reference, an OpenPGP fingerprint, a digest
under a digest's name, a timestamp, a bare vendor prefix, a type, class or variable name,
Supabase's anon key, a reCAPTCHA site key, a `${VAR:?msg}` expansion, a commit or migration
id told by its noun, and by shape in retain.redact.references a lookup called with a name,
a path of names ending in a secret's name, a chat channel): those stay, whichever rule
found them.

Every rule marks the secret part of its match; only that span becomes
`[REDACTED:<label>]`, so the surrounding name, scheme or user stays readable.
Placeholders are never matched again, which makes `redact` idempotent.

Every pattern starts at a rare literal (a prefix, `://`, a keyword) or cannot start
again inside the run of characters it just scanned, and none nests unbounded
quantifiers, so matching stays linear on long single-line input.
"""

from __future__ import annotations

import re

from retain.redact.base import PLACEHOLDER_PREFIX, Rule
from retain.redact.decoded import replace_decoded
from retain.redact.echoes import replace_echoes
from retain.redact.encoded import replace_encoded
from retain.redact.frames import frame_views, redact_framed
from retain.redact.gates import GateIndex
from retain.redact.joins import replace_joined
from retain.redact.names import CIPHERTEXT_GATE, under_ciphertext
from retain.redact.objectids import names_an_object
from retain.redact.parts import replace_parts
from retain.redact.plainview import second_look
from retain.redact.public import known_public
from retain.redact.siblings import replace_siblings
from retain.redact.splits import replace_splits
from retain.redact.table import BY_SHAPE as _BY_SHAPE
from retain.redact.table import RULES as _RULES
from retain.redact.wraps import replace_broken, replace_wrapped

__all__ = ["PLACEHOLDER_PREFIX", "RULES_VERSION", "looks_secret", "redact", "rules_hit"]

# The version of what redact() replaces, raised whenever that can change: a store whose
# rows were redacted under an older version owes a scrub, which the next sleep pass pays
# (retain.sleep.scrub). tests/test_redaction_version.py keeps each version's digest of
# this package, so a change here without a new version fails the suite.
RULES_VERSION = 54

# The rules each text's gate strings switch on, found in one pass (retain.redact.gates).
_GATES = GateIndex(_RULES)


# Passes of the rules at most. One rule's placeholder can split a run of characters that
# another rule then reads differently (a key cut out of the middle of a JWT leaves a token
# of another shape behind), so a text that changed is passed again until nothing changes:
# the result is a fixed point, which makes redact() idempotent (a scrub run twice changes
# nothing the second time). Three passes covered every case the property test found.
MAX_PASSES = 3


def redact(text: str) -> tuple[str, int]:
    """Return `text` with every recognised secret replaced by `[REDACTED:<kind>]`,
    and how many were replaced. Names, schemes, users and hosts around a secret are
    kept. Idempotent: placeholders are never matched again, and a text that changed is
    passed again until nothing changes (MAX_PASSES). Output kept inside an escaped
    string, a list of env strings or a search tool's line is judged as the bare lines it
    holds (retain.redact.frames); a value a wrap cut across lines is read whole
    (retain.redact.wraps)."""
    framed = redact_framed(text, redact, _redact_bare)
    return _redact_bare(text) if framed is None else framed


def _redact_bare(text: str) -> tuple[str, int]:
    """redact() on a text whose frames have been read: a wrapped value whole, then the
    text as its lines stand (retain.redact.frames)."""
    text, wrapped = replace_wrapped(text, _redact_lines)
    text, broken = replace_broken(text, _redact_lines)  # a value told after a line break
    text, total = _redact_lines(text)
    if total or broken or wrapped:
        # A line whose value was just replaced held a value: it is no bare label, and what
        # follows a placeholder stands nearer its break, so the breaks are judged again as
        # the text now reads (`password=<key>:` and the next line), or the value after one
        # would wait for a second redact() to be taken.
        text, late = replace_broken(text, _redact_lines)
        broken += late
    return text, total + wrapped + broken


def _redact_lines(text: str) -> tuple[str, int]:
    """redact() on the text as its lines stand."""
    replaced: list[tuple[str, str]] = []
    text, total = _passes(text, replaced)
    text, count = replace_siblings(text, _holds_secret)
    total += count
    text, count = replace_splits(text)
    total += count
    text, count = replace_parts(text, _holds_secret)
    total += count
    text, count = replace_joined(text, _rules_text)
    total += count
    if replaced:
        text, count = replace_echoes(text, replaced)
        total += count
    text, count = replace_encoded(text, _holds_secret)
    total += count
    text, count = replace_decoded(text, _rules_text)
    total += count
    text, count = second_look(text, _passes)  # what other spaces and marks hid from a rule
    return text, total + count


def rules_hit(text: str) -> list[tuple[int, str, str]]:
    """Debug: which rule replaced which value in redact()'s passes of the rules, as (the
    rule's position in _RULES, its label, the value), in order. The text is redacted as
    redact() does it; what runs after the rules (siblings, splits, echoes, blobs) is not
    listed. For counting each rule's right and wrong replacements on labelled sets."""
    views = frame_views(text)
    if views is not None and redact_framed(text, redact, _redact_bare) is not None:
        return [hit for view in views for hit in rules_hit(view)]
    trail: list[tuple[int, str, str]] = []
    _passes(text, [], trail)
    return trail


def _passes(
    text: str, replaced: list[tuple[str, str]], trail: list[tuple[int, str, str]] | None = None
) -> tuple[str, int]:
    total = 0
    for _ in range(MAX_PASSES):
        text, count = _one_pass(text, replaced, trail)
        total += count
        if count == 0:
            break
    return text, total


def _rules_text(value: str) -> str:
    """The rules' reading of a short string alone (retain.redact.joins)."""
    return _passes(value, [])[0]


def _holds_secret(decoded: str) -> bool:
    """Would the rules replace anything in a blob's decoded text (retain.redact.encoded)?"""
    return _passes(decoded, [])[1] > 0


def _one_pass(
    text: str, replaced: list[tuple[str, str]], trail: list[tuple[int, str, str]] | None
) -> tuple[str, int]:
    """One pass of every open rule; each value replaced is appended to `replaced` (and,
    with the rule's position, to `trail` when one is given: rules_hit)."""
    count = 0
    folded = text.casefold()
    ciphertext = any(g in folded for g in CIPHERTEXT_GATE)
    open_rules = _GATES.open_rules(folded)
    for position, rule in enumerate(_RULES):
        if position not in open_rules:
            continue
        if rule.needs is not None and rule.needs.search(text) is None:
            continue

        def replace(m: re.Match[str], rule: Rule = rule, position: int = position) -> str:
            nonlocal count
            start, end = rule.secret_span(m) if rule.secret_span else m.span("secret")
            whole = m.string
            if start == end or whole.startswith(PLACEHOLDER_PREFIX, start):
                return m.group(0)
            if whole.startswith(_CUT_MARKS, end) and _shown_length(whole, start, end) < _CUT_SHORT:
                return m.group(0)  # `dop_v1...`: a value shown cut short, not the value
            if _inside_placeholder(whole, start):
                return m.group(0)  # `REDACTED:password]` read as a bare word by a later pass
            if not rule.whole_block and PLACEHOLDER_PREFIX in whole[start:end]:
                return m.group(0)  # a name's value that was already redacted in part
            if rule.spare is not None and rule.spare(m):
                return m.group(0)
            if ciphertext and under_ciphertext(whole, start):
                return m.group(0)  # a SealedSecret's `encryptedData`: made to be committed
            if position in _BY_SHAPE and names_an_object(whole[start:end]):
                return m.group(0)  # `cus_NffrFeUfNV2Hib`: an object's id, tagged with its type
            if known_public(whole, start, end):
                return m.group(0)  # a web app's key, a reference, a fingerprint, a type's name
            label = rule.label if isinstance(rule.label, str) else rule.label(m)
            count += 1
            replaced.append((whole[start:end], label))
            if trail is not None:
                trail.append((position, label, whole[start:end]))
            return f"{whole[m.start() : start]}{PLACEHOLDER_PREFIX}{label}]{whole[end : m.end()]}"

        text = rule.pattern.sub(replace, text)
    return text, count


# A short value followed by an ellipsis is what a tool or a person shows of a token, cut
# (`dop_v1...`, `ghp_…`, `sk-ant-api03-KE9d…`); a whole secret is longer than _CUT_SHORT,
# counted past its vendor's prefix (a short lower-case tag, then up to three lower-case
# words or versions, each with its separator), which shows nothing of the key.
_CUT_MARKS = ("...", "…")
_CUT_SHORT = 12
_VENDOR_PREFIX = re.compile(r"[a-z]{2,4}[-_](?:[a-z]{1,10}[0-9]{0,2}[-_]){0,3}")
_LABEL_REACH = 40  # longer than any placeholder's `[REDACTED:<label>`


def _shown_length(text: str, start: int, end: int) -> int:
    """How many characters of a value cut short at `end` are its own, past a vendor's prefix."""
    prefix = _VENDOR_PREFIX.match(text, start, end)
    return end - (prefix.end() if prefix is not None else start)


def _inside_placeholder(text: str, start: int) -> bool:
    """True when `start` falls inside a placeholder an earlier rule or pass wrote."""
    reach = start - 1 + len(PLACEHOLDER_PREFIX)  # an opening that starts before `start`
    opening = text.rfind(PLACEHOLDER_PREFIX, max(0, start - _LABEL_REACH), reach)
    return opening >= 0 and "]" not in text[opening:start]


def looks_secret(text: str) -> bool:
    """True when `redact` would change `text`."""
    return redact(text)[1] > 0
