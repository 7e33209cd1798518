"""A passphrase told as words beside its name: "The GPG passphrase is `panda puzzle
thunder`", "PIN-код від сейфа: saffron-granite-shadow", "Il PIN della SIM è sunset breeze
forest", "金庫の暗証番号は orbit maple silver です".

A passphrase (or a PIN a device lets one spell as words) is a few random words, joined
by hyphens or spaces (diceware, EFF's word lists). Beside a passphrase's or a PIN's name
and the word that joins a name to its value in that language (a copula, a colon, a
dash, 是, は), a run of three to eight lower-case words is the secret, unless one of them
is a word a sentence needs ("the PIN is required for every login", "il PIN è sul retro
della carta"): random words never include a language's function words. The PIN's name
must be written in capitals (`PIN`, `PUK`) or as a compound (`PIN-Code`, `pinkoden`), so
"pin the versions: numpy pandas scipy" stays.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from retain.redact.base import Rule, is_placeholder, lazy

_NAME = (
    r"(?<![^\W\d_])(?:(?-i:PIN|PUK)(?:[ -]?(?i:code|kode|koden|kod|kodu|koodi))?"
    r"|pin-?(?:code|kode|koden|kod)|pin-код|пин-код|пін-код|पिन|pass ?phrase|passwort-?satz"
    r"|phrase secrète|phrase de passe|frase de contraseña|frase-senha|frasa sandi|wachtzin"
    r"|парольн\w{0,3} фраз\w{0,2}|frase de paso|heslová fráze|lösenfras|passordfrase"
    r"|adgangssætning|salalause|fraza hasła|cụm mật khẩu|عبارة المرور|पासफ़्रेज़|पासफ्रेज)(?![^\W\d_])"
    r"|암호문구|密码短语|密碼短語"
    r"|暗証番号|パスフレーズ|口令|(?-i:PIN|PUK)(?=[码碼은는이])[码碼]?"
)
# The word that joins a name and its value: a colon or a dash, a copula, a particle.
_JOIN = (
    r"(?:[ \t]*[:：=—–][ \t]*"
    r"|[ \t]+(?:is|was|es|era|est|c'est|è|é|ist|war|är|er|je|to|jest|είναι|là|itu|adalah"
    r"|هو|هي|это|—|ni|on)[ \t]+"
    r"|[ \t]*(?:是|为|は|은|는|이|가)[ \t]*)"
)
_WORDS_VALUE = lazy(
    rf"(?i:{_NAME})[^\n:：\"'`「“«=]{{0,50}}?{_JOIN}(?P<value_quote>[\"'`「“«]?)"
    r"(?P<secret>(?-i:[a-z]{3,10}(?:[ -][a-z]{3,10}){2,7}))"
    r"(?=[\"'`」”»]?(?:[.,;!?)]|[ \t]|$)|[^!-~])"
)
_LEXICON = json.loads(Path(__file__).with_name("prose_lexicon.json").read_text(encoding="utf-8"))
# Words a sentence needs and a random draw of words almost never holds: English, and the
# articles and prepositions of the languages that tell a PIN this way.
_SENTENCE_WORDS = frozenset(
    _LEXICON["prose_words"].split()
    + """
    the and for from with not but are was were has have had will can may must should
    would could into onto over under after before about every each any all some your our
    their this that these those then than when where which what who how why also only
    just still again once here there always never often asks ask used using
    del della dello dei degli delle sul sulla per con una uno che non les des une est
    dans pour sur avec par der die das und auf mit von für ist los las para por como
    het een van voor met och att som för med den det til ikke
    """.split()
)


def _spare(m: re.Match[str]) -> bool:
    value = m.group("secret")
    words = re.split(r"[ -]", value)
    return is_placeholder(value) or any(w in _SENTENCE_WORDS for w in words)


PHRASE_RULES: tuple[Rule, ...] = (
    Rule(
        _WORDS_VALUE,
        "passphrase",
        _spare,
        gate=("pin", "puk", "пин", "пін", "पिन", "phrase", "satz", "wachtzin", "фраз", "暗証")
        + ("パスフレーズ", "口令", "frase", "frasa", "fráze", "fras", "sætning", "salalause")
        + ("fraza", "cụm mật", "عبارة", "पासफ", "암호문구", "短语", "短語"),
    ),
)
