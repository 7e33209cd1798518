"""A credential announced ahead of its value: a chat line that names a password (or a key,
a token) and says it follows on the next line, below, or in the next message, then the
value alone on one of the next lines ("I'll put the password for the staging db on the
next line. Don't share it." / "Ines: A.=LLe_!5XtlBSiB8"), in any language that spells a
line or "below" with its own word ("la contraseña va en la línea siguiente", "Ka tuhia e
au te kupuhipa ki te rārangi e whai ake nei").

The sentence's own words make the value a secret, so a value weaker than the shape rules
ask for (lower case and digits, a 32-character hex run) counts here. What a person says
between the two ("one sec, copying it", "ok, go ahead") may sit on up to two lines in
between; a line of several words is never the value. Ordinary values stay (slots:
states, tools, versions, hosts, paths), and so does a plain word ("thanks", "Done").
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, lazy
from retain.redact.chatgrammar import LINE_SPEAKER
from retain.redact.credwords import CREDENTIAL, LOGIN
from retain.redact.slots import ordinary_value

# A language's word for a line of text (each language's dictionary word, with the forms a
# "next line" phrase puts it in): en, es, pt, fr, it, de, nl, sv, no/da, fi, pl, cs, tr,
# id/ms, vi, ro, ru, uk, tl, sw; Samoan, Hawaiian and Tokelauan `laina`, Niuean and Fijian
# `laini`, Tongan `laine`, Marshallese `lain`, Tahitian and Cook Islands Maori `reni`,
# Maori `rarangi`, Chamorro `linea`.
_LINE = (
    r"lines?|l[ií]neas?|linhas?|lignes?|riga|righe|zeilen?|regels?|raden|rad|linjen?"
    r"|rivi(?:llä|lle)?|lini[ia]|linijce|wierszu|řádk[ua]|řádek|satır\w{0,3}|baris"
    r"|dòng|rând(?:ul)?|строк\w{0,3}|рядк\w{0,3}|linya|mstari|laina|laini|laine|lain"
    r"|reni|r[aā]rangi"
)
# "Below" and "the next message", where a line is not named.
_BELOW = (
    r"below|underneath|next message|abajo|debajo|siguiente mensaje|pr[oó]ximo mensaje"
    r"|abaixo|pr[oó]xima mensagem|ci-dessous|en dessous|(?:message suivant|prochain message)"
    r"|unten|darunter|n[äa]chsten? nachricht|qui sotto|prossimo messaggio|hieronder"
    r"|volgende bericht|nedan|nedenfor|poniżej|níže|aşağıda|di bawah|pesan berikutnya"
    r"|bên dưới|tin nhắn tiếp theo|ниже|нижче|следующ\w{0,3} сообщени\w{0,2}"
)
_AHEAD = rf"(?<![^\W\d_])(?:{_LINE}|{_BELOW})(?![^\W\d_])"
_VALUE = (
    rf"{LINE_SPEAKER}(?P<value_quote>[\"'`]?)(?P<secret>[^\s\"'`]{{6,100}}?)[\"'`]?"
    r"[ \t]*(?:[.!][ \t]*)?(?=\r?\n|$)"
)
# The announcing line, then at most two lines of talk, then the value's line.
_ANNOUNCED = lazy(
    rf"(?m:^)(?=[^\n]{{0,300}}?(?i:{_AHEAD}))(?P<said>[^\n]{{0,300}})\r?\n"
    rf"(?:[^\n]{{0,120}}\r?\n){{0,2}}?{_VALUE}"
)
_AHEAD_RE = re.compile(_AHEAD, re.IGNORECASE)


def _spare(m: re.Match[str]) -> bool:
    said, value = m.group("said"), m.group("secret")
    named = CREDENTIAL.search(said)
    if named is None or _AHEAD_RE.search(said) is None:
        return True
    if LOGIN.search(said, named.end()) or re.search(r"(?i)\buser", said[named.end() :]):
        return True  # "password: X, the user on the next line": the value is a login's name
    if ordinary_value(value) or not value.isascii() or "/" in value:
        return True
    return value.isalpha() and (value[1:].islower() or value.isupper())


_GATE = (
    *("line", "línea", "linea", "linha", "ligne", "riga", "righe", "zeile", "regel", "rad"),
    *("linje", "rivi", "lini", "wiersz", "řádk", "řádek", "satır", "baris", "dòng", "rând"),
    *("строк", "рядк", "linya", "mstari", "lain", "reni", "rarangi", "rārangi", "below"),
    *("underneath", "next message", "abajo", "debajo", "mensaje", "abaixo", "mensagem"),
    *("dessous", "message", "unten", "darunter", "nachricht", "sotto", "messaggio"),
    *("hieronder", "bericht", "nedan", "nedenfor", "poniżej", "níže", "aşağıda", "bawah"),
    *("berikutnya", "dưới", "tin nhắn", "ниже", "нижче", "сообщени"),
)

AHEAD_RULES: tuple[Rule, ...] = (Rule(_ANNOUNCED, "password", _spare, gate=_GATE),)
