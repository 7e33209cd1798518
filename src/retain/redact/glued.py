"""A value glued to the word that names it, in scripts written without spaces.

Chinese, Japanese, Korean and Thai prose may put a Latin-script value right after the
password's word with no joiner, and the sentence goes on with no space after it:
"数据库密码Kx9mQ2vLp7，别外传", "パスワードKx9mQ2vLp7、", "비밀번호Kx9mQ2vLp7입니다",
"รหัสผ่านKx9mQ2vLp7ครับ". The value is the run of printable ASCII after the word; it ends
at the first character outside it (CJK punctuation, a CJK or Thai letter, a space). With
no joiner to say "is", the run must have a credential's strict shape (mixed case and
digits, a symbol, a long run of capitals and digits), so a word, a version or an
algorithm glued to the name stays ("密码MD5加密", "トークンIDを確認", "令牌v2").

And a Latin name joined to its value by a CJK joiner: "pw是Kx9mQ2vLp7", "tokenはX です",
"password는 X입니다" (the unspaced prose rows read only the scripts' own names).
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, lazy, literal_heads
from retain.redact.prosevalue import STRICT, spare_prose, spare_strict

# Names of a credential in the unspaced scripts (as prose_lexicon.json's unspaced rows;
# not the shorthand パス, which is also "path").
_UNSPACED_NAMES = (
    r"パスワード|暗証番号|トークン|APIキー|シークレット|密码|密碼|口令|令牌|密钥|秘钥"
    r"|비밀번호|비번|암호|패스워드|토큰|API ?키|รหัสผ่าน|พาสเวิร์ด|โทเค็น"
)
# A value in quotes or brackets after the name is the quoted rules' (their span leaves
# the marks). STRICT reads a value up to a space; here the value ends at the first non-ASCII
# character, so its look-aheads stay inside the ASCII run.
_ASCII_STRICT = STRICT.replace(r"\S", "[!-~]").replace(r"(?![\w-])", "(?![A-Za-z0-9_-])")
# The run of ASCII, without the closing punctuation a sentence may put after it
# (`.,;:)]`); greedy, so a run is read once, not once per character it might end at, and
# bounded, so what tests the value (is_placeholder) never reads a run of a whole line.
_ASCII_VALUE = r"(?P<secret>[!-~]{0,199}[!-(*+\-/-9<-\\^-~])(?=[.,;:)\]]*(?![!-~]))"

_GLUED = lazy(
    rf"(?P<key>{_UNSPACED_NAMES})(?P<value_quote>)(?![\"'`(\[{{<])(?={_ASCII_STRICT})"
    rf"{_ASCII_VALUE}",
    re.IGNORECASE,
)

# A Latin name, then a joiner of a script written without spaces.
_LATIN_NAMES = r"password|passwd|passphrase|pwd|pw|token|secret|api[ _-]?key"
_CJK_JOINERS = r"是|为|為|は|が|는|은|："
_LATIN_JOINED = lazy(
    rf"(?<![A-Za-z0-9_.-])(?P<key>(?i:{_LATIN_NAMES}))[ \t]*(?:{_CJK_JOINERS})[ \t]*"
    rf"(?P<value_quote>[\"'`「]?){_ASCII_VALUE}",
)
_TOKEN_NAMES = ("token", "トークン", "令牌", "토큰", "โทเค็น")
_KEY_NAMES = ("api", "キー", "키")


def _label(m: re.Match[str]) -> str:
    key = m.group("key").casefold()
    if key.startswith(_TOKEN_NAMES):
        return "token"
    return "api-key" if key.startswith(_KEY_NAMES) else "password"


GLUED_RULES: tuple[Rule, ...] = (
    Rule(
        _GLUED,
        _label,
        spare_strict,
        # each name's own script (literal_heads would gate `API ?키` on "api", which
        # most English text holds)
        gate=(
            *("パスワード", "暗証番号", "トークン", "キー", "シークレット", "密码", "密碼"),
            *("口令", "令牌", "密钥", "秘钥", "비밀번호", "비번", "암호", "패스워드", "토큰"),
            *("키", "รหัสผ่าน", "พาสเวิร์ด", "โทเค็น"),
        ),
    ),
    Rule(
        _LATIN_JOINED,
        _label,
        spare_prose,
        gate=literal_heads(_CJK_JOINERS),
    ),
)
