"""A secret told in a conversation, read as a person reads a chat: by which message
answers which, in any language and any export shape (retain.redact.chatgrammar).

A message that is nothing but a value (a token in quotes or not, a `user / value` pair,
a short label and a value: "cea nouă: X", "Grafana: admin / X") is a credential when a
message a little above it names one, in any of the lexicon's languages
(retain.redact.credwords): "mi a demo-account jelszava?" ... "eee4Gt"; "just rotated the
Nexus password" / "what did you change it to?" / "Mosaic44422"; "send me the Sentry
key?" / a hex key; "how do I log in there?" / "backup / C1nderm0s41c!29" (a pair answers
a login as well). Reading back stops at a question that names no credential and no change
("which branch?"): the value answers that question, not the one above it.

What is never a value, whatever was asked: a placeholder or a mask, an ordinary value
(slots.ordinary_value: a state, a tool, a version, a ticket, a host, a path), a number,
an abbreviated commit, an environment variable's name, a user name's shape (lower-case
words, one or two), where a credential is kept ("Bitwarden", "SSO"), a word as English
spells one, and any text outside ASCII ("thanks", "👍", "нет").
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, lazy
from retain.redact.chatgrammar import INLINE_SPEAKER, is_chat, message_at, messages
from retain.redact.credwords import (
    CHANGE,
    CREDENTIAL,
    LOGIN,
    NOW,
    WHERE_KEPT,
    leading,
    word_start,
    words,
)
from retain.redact.slots import ordinary_value

# How many messages above a value may name the credential it answers.
LOOKBACK = 4
# What may follow a value on its line: an edit mark, a shortcode, emoji.
_TAIL = (
    r"(?:[ \t]{1,8}(?:\((?:edited|bearbeitet|modifié|editado|modificato|bewerkt|edytowane"
    r"|изменено|düzenlendi)\)|:[a-z0-9_+-]{1,30}:|[\u2600-\u27bf\u2b00-\u2bff\ufe0f\u200d"
    r"\U0001f000-\U0001faff]+))*"
)
# A value's characters: printable ASCII but quotes and backticks, which enclose one.
_CHARS = r"[!#-&(-_a-~]"
_ANSWER = lazy(
    rf"(?m:^)[ \t]*(?:{INLINE_SPEAKER})?(?:>[ \t]*)?"
    r"(?:(?P<label>[^\s:：/`\"'<>][^\n:：/`\"'<>]{0,29}?)[:：][ \t]*)?"
    r"(?:(?P<user>[^\s/:`\"']{1,40})[ \t]*/[ \t]*)?"
    rf"(?P<value_quote>[`\"']?)(?P<secret>{_CHARS}{{6,100}}?)(?P=value_quote)"
    rf"{_TAIL}[ \t]{{0,8}}\r?(?m:$)"
)
# A line that opens a chat message in a shape the grammar knows without a plain
# `Name:` (too common outside chats): the only texts the rule reads. Not a log's or a
# table's look-alike: a time in brackets with a colon right after it and no speaker (a
# build log's `[17:04:50] : Step 3/4`), a word in angle brackets padded as a column
# (`docker history`'s `<missing>      2 weeks ago`), and a time that runs on into more
# colon-joined pairs (a MAC address's `  00:00:00:00:00:00`).
_CHAT_OPENER = re.compile(
    r"(?m)^[ \t]*(?:\[[^\]\n]{0,14}\d:\d\d[^\]\n]{0,10}\](?![ \t]*:)"
    r"|<@?[\w.-]{1,30}(?::[\w.-]{1,40})?>[ \t](?![ \t])|\d{1,2}[./]\d{1,2}[./]\d{2,4},|↳|\*\*)"
    r"|[ \t]{2}\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?(?![:\w])|—[ \t]*(?:Today|Yesterday) at"
)
_QUESTION = re.compile(r"[?？؟]")

# Shapes no told secret has.
_DIGITS = re.compile(r"[\d.,:/+-]+")
_SHORT_HEX = re.compile(r"[0-9a-fA-F]{6,19}")
_ENV_NAME = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")
# A user name, or two words joined (`etl_loader`, `SSO-only`); three or more joined words
# are a chosen passphrase (`tiger-pirate-cobalt`).
_USER_NAME = re.compile(r"[A-Za-z]+(?:[._-][A-Za-z]+)?")
_UUID = re.compile(r"[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}", re.IGNORECASE)
# A label, its colon and a user name before the slash: `build-box: ops / X`.
_LABELLED_PAIR = re.compile(r"[:：][ \t]*[^\s/:`\"']{1,40}[ \t]*/[ \t]*$")
# A version and what it is (`v2-compatible`, `3.1-beta`).
_VERSION_TAG = re.compile(r"[vV]?\d+(?:[.-][A-Za-z0-9]+)+")
# A name and a number (`ci-runner-14`, `node-7`): a machine, a runner, a build.
_NAME_NUMBER = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)?-\d{1,4}")
# Three or more words joined by dots, the last no domain's suffix (`island.mango.cobalt`,
# `Glacier.Comet.Vortex`): a passphrase, though it reads like a host name.
_DOTTED_WORDS = re.compile(
    r"(?:[A-Za-z]{3,10}\.){2,6}(?!(?:com|net|org|io|dev|app|internal|local|lan|corp|cloud"
    r"|example|test|home|intra|svc|cluster|localhost)$)[A-Za-z]{4,10}"
)
# A line of a document's structure, not a value: no letter or digit (a table's `|---|---|`,
# a rule `***`), a label ending in its colon (`**Next:**`, `Steps:`), an environment
# file's `NAME=value` (the assignment rules read its value by its name).
_NO_ALNUM = re.compile(r"[^A-Za-z0-9]+")
_LABEL_LINE = re.compile(r"[*_]{0,2}[^:：]+[:：][*_]{0,2}")
_ENV_LINE = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Za-z0-9]+)+=\S*")
# Letters and digits, or a symbol among them: not a word.
_MIXED = re.compile(r"(?=.*[A-Za-z])(?=.*[\d!#$%&*+=?@^~])")
# Letters only, spelt as English spells a word (a participle, an adverb, a noun's ending).
_ENGLISH_ENDINGS = (
    *("ed", "ing", "ly", "tion", "sion", "ment", "ness", "able", "ible", "ful", "less"),
    *("ive", "ity", "ance", "ence", "ship", "ware", "word"),
)
# Fewer letters than this, a word alone is an ordinary answer ("Grafana", "staging").
_MIN_WORD_VALUE = 8


def told_value(value: str, paired: bool = False) -> bool:
    """Could `value`, alone as a message, be a password, a key or a token? After a user
    name and a slash (`paired`), a lower-case word is one too ("grafana-ro / rurunbrin")."""
    if not value.isascii() or not value.isprintable():
        return False
    if _NO_ALNUM.fullmatch(value) or _LABEL_LINE.fullmatch(value) or _ENV_LINE.fullmatch(value):
        return False
    if ordinary_value(value) and not _DOTTED_WORDS.fullmatch(value):
        return False
    if any(c in value for c in "<>") or value.startswith(("/", "[", "\\")):
        return False
    low = value.casefold()
    if low in WHERE_KEPT or _UUID.fullmatch(value):
        return False
    if _NAME_NUMBER.fullmatch(value) or _VERSION_TAG.fullmatch(value):
        return False
    if _DIGITS.fullmatch(value) or _SHORT_HEX.fullmatch(value) or _ENV_NAME.fullmatch(value):
        return False
    if paired:
        return True
    word = value.rstrip("!.?")  # "Thanks!", "Done.": a word ending its sentence
    if word.isalpha():
        return len(word) >= _MIN_WORD_VALUE and not word.casefold().endswith(_ENGLISH_ENDINGS)
    return _USER_NAME.fullmatch(value) is None


def _asked(text: str, index: int, own: str, pair: bool) -> bool:
    """Does the message's own lead-in, or one a little above, name a credential (or,
    for a pair, a login)? Reading back stops at a question about something else."""
    names = (CREDENTIAL, LOGIN) if pair else (CREDENTIAL,)
    if any(p.search(own) for p in names):
        return True
    found = messages(text)
    for back in range(index - 1, max(-1, index - 1 - LOOKBACK), -1):
        message = text[found[back].start : found[back].end]
        if any(p.search(message) for p in names):
            return True
        if _QUESTION.search(message) and not CHANGE.search(message):
            return False
    return False


def _spare_answer(m: re.Match[str]) -> bool:
    value, paired = m.group("secret"), m.group("user") is not None
    if not told_value(value, paired) or not is_chat(m.string):
        return True
    lead = m.group(0)[: m.start("secret") - m.start()]
    if paired and _LABELLED_PAIR.search(lead) and _MIXED.search(value):
        return False  # "Grafana: admin / X": a login written as a note is one by its form
    text = m.string
    index = message_at(text, m.start("secret"))
    own = text[messages(text)[index].start : m.start("secret")]
    return not _asked(text, index, own, m.group("user") is not None)


# A value told "now" after a change, in the message that says so: "I changed it this
# morning, now it's X", "الآن هو X", "`X` na ngayon", "c'est `X` maintenant". The value
# ends its sentence; the message holds a change's word, and it or one a little above
# names a credential or a login ("I can't log in to Nexus any more").
_VALUE = rf"(?P<value_quote>[`\"'«“]?)(?P<secret>{_CHARS}{{6,100}}?)(?P=value_quote)[»”]?"
# After the value: its sentence's end, perhaps after a verb-final copula ("الان X است",
# "अब X है"), a word outside ASCII of a few letters.
_SENTENCE_END = (
    rf"[.!。]?{_TAIL}(?:[ \t]{{1,8}}[^\s!-~]{{1,6}})?[.!。]?[ \t]{{0,8}}"
    r"(?:\r?(?m:$)|[,;][ \t]|\.[ \t])"
)
_NOW_THEN_VALUE = lazy(
    rf"(?P<now>{leading('now')})(?:[^\n]{{0,24}}?[ \t:：,])?(?<![^\s:：,]){_VALUE}{_SENTENCE_END}",
    re.IGNORECASE,
)
_VALUE_THEN_NOW = lazy(
    rf"(?<![^\s:：,،]){_VALUE}[ \t]{{1,8}}(?:[^\W\d_]{{1,4}}[ \t]{{1,8}})?(?:{NOW.pattern})"
    rf"{_SENTENCE_END}",
    re.IGNORECASE,
)


def _spare_now(m: re.Match[str]) -> bool:
    if m.groupdict().get("now") is not None and not word_start(m.string, m.start("now")):
        return True  # `know`, `snow`
    if not told_value(m.group("secret")):
        return True
    text = m.string
    found = messages(text)
    index = message_at(text, m.start("secret"))
    own = text[found[index].start : found[index].end]
    if not CHANGE.search(own):
        return True
    above = found[max(0, index - LOOKBACK) : index] if found[index].spoken else ()
    for message in (found[index], *above):
        part = text[message.start : message.end]
        if CREDENTIAL.search(part) or LOGIN.search(part):
            return False
    return True


CONVO_RULES: tuple[Rule, ...] = (
    Rule(
        _ANSWER,
        "password",
        _spare_answer,
        gate=(*words("credential"), *words("login"), " / "),
        needs=_CHAT_OPENER,
    ),
    # (the message must hold a change's word: the change words gate both, being rarer)
    Rule(_NOW_THEN_VALUE, "password", _spare_now, gate=words("change")),
    Rule(_VALUE_THEN_NOW, "password", _spare_now, gate=words("change")),
)
