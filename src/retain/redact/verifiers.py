"""Credentials that are stored rather than typed: password verifiers and recovery codes.

A password hash is not the password, but whoever holds it can try passwords offline or,
for some schemes, log in with it as it is (pass-the-hash). The crypt(3) forms are in
base.CRYPT_HASH; this module adds the other stores a coding session prints:

- an NTLM line of a SAM/NTDS dump (`user:rid:LM:NT:::`, the pwdump format that
  impacket's secretsdump writes): the NT hash logs in as it is;
- MySQL's native verifier, `*` and 40 upper-case hex (`mysql.user.authentication_string`);
- Django's stored password, `<algorithm>$<iterations>$<salt>$<hash>` (docs.djangoproject.com,
  "Password management in Django"): pbkdf2, scrypt, argon2;
- a PostgreSQL verifier: `SCRAM-SHA-256$<iterations>:<salt>$<stored>:<server>` (RFC 5803
  as pg_authid stores it) and the older `md5` followed by 32 hex;
- a list of recovery (backup) codes under a heading that names them: each code one line,
  numbered or not (`1. 2238 9585`, `d2fba-dd2a0`). The codes are short and look like any
  id; the heading is what makes them one-time passwords;
- a TOTP secret printed for manual entry, base32 in groups of four, after the words that
  name it.

Content digests (a git SHA, sha256sum output, an ETag) have none of these frames, so they
stay.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, lazy, spare_placeholder
from retain.redact.labelled import CODE_WORDS, LABELLED_GATE, UNLOCKS

# The LM hash of an empty password: dumps print it for every account with LM disabled, so
# it tells nothing; the NT hash after it is the credential.
_EMPTY_LM = "aad3b435b51404eeaad3b435b51404ee"
_NTLM_DUMP = lazy(
    r"^[^\s:]{1,80}:\d{1,10}:(?P<lm>[0-9a-fA-F]{32}):(?P<secret>[0-9a-fA-F]{32}):::",
    re.MULTILINE,
)
_MYSQL_NATIVE = lazy(r"(?<![\w*])(?P<secret>\*[0-9A-F]{40})(?![0-9A-Za-z])")
_DJANGO_HASH = lazy(
    r"(?<![\w$])(?P<secret>(?:pbkdf2_sha(?:1|256)|scrypt|argon2)\$"
    r"[A-Za-z0-9$=,.+/_-]{0,80}?\$[A-Za-z0-9+/=._-]{20,}\$[A-Za-z0-9+/=._-]{20,}"
    r"|pbkdf2_sha(?:1|256)\$\d{3,8}\$[A-Za-z0-9+/=._-]{6,}\$[A-Za-z0-9+/=._-]{20,})"
)
_SCRAM = lazy(
    r"(?P<secret>SCRAM-SHA-(?:1|256)\$\d{3,8}:[A-Za-z0-9+/=]{8,}\$[A-Za-z0-9+/=]{20,}"
    r":[A-Za-z0-9+/=]{20,})"
)
_PG_MD5 = lazy(r"(?<![\w$:-])(?P<secret>md5[0-9a-f]{32})(?![0-9a-zA-Z])")

# A heading that names recovery or backup codes (English and the languages whose
# sessions the prose lexicon covers most), then the block of codes below it: 1-40 lines,
# each an optional list marker and one code of 4-12 letters and digits in one or two
# groups, with a digit. The block ends at the first line that is no code.
_CODES_HEADING = (
    r"(?:recovery|backup|emergency|scratch|one-time|2fa|mfa)[ \t-]+codes?"
    r"|codes?[ \t]+(?:de[ \t]+(?:récupération|secours|recuperación|respaldo|recuperação)"
    r"|di[ \t]+(?:recupero|backup))"
    r"|(?:wiederherstellungs|backup-|notfall)codes?|herstelcodes?|kody[ \t]+zapasowe"
    r"|резервные[ \t]+коды|коды[ \t]+восстановления|リカバリーコード|恢复码|备用码"
)
# (A code may hold no digit, `CDLLL-FZJYV`, when others of the sheet do: _spare_code_list.)
_CODE = r"[A-Za-z0-9]{4,12}(?:[ -][A-Za-z0-9]{4,12})?"
# A line holds one code, or several in columns (two spaces or a tab apart), as a sheet of
# codes is often printed or pasted: `76783216  98300718  ...`; quoted in a reply (`> `).
_CODE_LINE = (
    r"[ \t]*(?:>[ \t]*)?(?:(?:\d{1,2}[.)]|[-*•])[ \t]+)?"
    + _CODE
    + r"(?:(?:[ \t]{2,}|\t)"
    + _CODE
    + r"){0,11}[ \t]*"
)
_COLUMNS = re.compile(r"[ \t]{2,}|\t")
# In any language the heading may name codes by a code's word and what they restore
# ("kurtarma kodları", "복구 코드", "رموز الاسترداد", labelled.UNLOCKS): then three codes
# at least follow it.
_CODE_LIST = lazy(
    rf"(?i:(?P<heading>{_CODES_HEADING})|{CODE_WORDS})[^\n]{{0,80}}\n"
    rf"(?P<secret>{_CODE_LINE}(?:\n{_CODE_LINE}){{0,39}})(?=\n|\Z)"
)
_CODES_GATE = (
    *("recovery", "backup", "emergency", "scratch", "one-time", "2fa", "mfa", "code"),
    *("коды", "резервные", "リカバリー", "恢复码", "备用码", "kody"),
    *LABELLED_GATE,
)
# Codes a sheet under a heading in another language holds at least.
_MIN_NAMED_CODES = 3


def _ntlm_span(m: re.Match[str]) -> tuple[int, int]:
    """The NT hash, and the LM hash too unless it is the empty password's."""
    lm_empty = m.group("lm").lower() == _EMPTY_LM
    return (m.start("secret") if lm_empty else m.start("lm"), m.end("secret"))


def _spare_code_list(m: re.Match[str]) -> bool:
    """Codes share one shape; a list of numbers of any length (a changelog's `1. 2024`)
    or of words is not a sheet of codes."""
    codes = [
        re.sub(r"^\s*(?:>\s*)?(?:(?:\d{1,2}[.)]|[-*•])\s+)?", "", line).strip()
        for line in m.group("secret").split("\n")
    ]
    codes = [c for line in codes for c in _COLUMNS.split(line)]
    shapes = {re.sub(r"[A-Za-z0-9]", "x", c) for c in codes}
    if len(codes) < 2 or len(shapes) != 1:
        return True
    if not any(c.isdigit() for c in "".join(codes)) and not _random_letters(codes):
        return True
    if m.group("heading") is not None:
        return False
    # A heading in another language: a code's word, and what the codes restore, on one
    # line; three codes at least, each with six letters or digits. Or a code's word alone
    # over a sheet no list of ids makes: four codes at least, eight letters or digits
    # each, all different, not sharing their opening (`PLAT-1021`, `PLAT-1022`).
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    heading = m.string[line_start : m.start("secret")]
    size = sum(ch.isalnum() for ch in codes[0])
    if UNLOCKS.search(heading) is not None:
        return len(codes) < _MIN_NAMED_CODES or size < 6
    shared = len({c[:3].casefold() for c in codes}) == 1
    return len(codes) < _MIN_SHEET or size < 8 or len(set(codes)) < len(codes) or shared


# Codes under a code's word alone (no word for what they restore) a sheet holds at least.
_MIN_SHEET = 4
_VOWELS = frozenset("aeiouy")


def _random_letters(codes: list[str]) -> bool:
    """Codes of letters only (`sntg ozao`, Google's and others' backup sheets) are drawn at
    random, which words are not: four codes at least, and in a third of them a group of
    four without a vowel or three consonants in a row (`sntg`, `qdzf`), which no run of
    English or other Latin-script words ("make test", "send mail") shows."""
    if len(codes) < _MIN_SHEET:
        return False
    odd = sum(any(_unspeakable(g) for g in re.split(r"[ -]", c.casefold())) for c in codes)
    return 3 * odd >= len(codes)


def _unspeakable(group: str) -> bool:
    if not _VOWELS.intersection(group):
        return True
    return re.search(r"[^aeiouy]{3}", group) is not None


# A TOTP shared secret (RFC 6238) shown for manual entry when a QR code cannot be scanned:
# base32 (RFC 4648: A-Z and 2-7) in groups of four, as authenticator setup pages print
# it (`abcd 2efg ...`). Named by the words around it (`setup key`, `secret key`,
# `authenticator`, `2FA`) within a line, or alone on the line below the one naming it
# ("Can't scan the QR code? Enter this key manually:"); at least one base32 digit, so a
# run of short English words is never one.
_TOTP_GROUPED = lazy(
    r"(?i:setup[ \t]key|secret[ \t]key|manual(?:ly)?[ \t]entry|enter[ \t]this[ \t]key"
    r"|authenticator|2fa|totp|mfa|two[- ]factor)(?:[^\n]{0,80}?|[^\n]{0,80}\n[ \t]*)"
    r"(?<![\w-])(?P<secret>(?=[A-Za-z2-7 ]{0,60}[2-7])(?:[a-z2-7]{4}(?:[ \t][a-z2-7]{4}){3,15}"
    r"|[A-Z2-7]{4}(?:[ \t][A-Z2-7]{4}){3,15}))(?![\w-])"
)

# The same secret in one run (RFC 4648 base32, 16-64 characters, two digits at least) after
# an authenticator's word on its line, whatever language the rest is in ("TOTP seed (x)
# لاءِ ٽوڪن هي آهي: ZJGK...").
_TOTP_RUN = lazy(
    r"(?i:\b(?:authenticator|2fa|totp|otp|mfa|two[- ]factor))[^\n]{0,80}?(?<![\w-])"
    r"(?P<secret>(?=[A-Z2-7]{0,63}[2-7][A-Z2-7]{0,63}[2-7])[A-Z2-7]{16,64})(?![\w-])"
)

# Recovery codes listed on one line or several, after a heading in any language: three or
# more codes of one shape, two groups of 4-6 lower-case letters and digits joined by `-`
# (GitHub's `xxxxx-xxxxx`), set apart by spaces, `|`, `,` or line breaks, most with a digit.
_CODE = r"[a-z0-9]{4,6}-[a-z0-9]{4,6}"
_CODE_RUN = lazy(
    rf"(?<![\w-])(?P<secret>{_CODE}(?:(?:[ \t]*[|,][ \t]*|[ \t]+|[ \t]*\n[ \t]*){_CODE}){{2,}})"
    r"(?![\w-])"
)
_ONE_CODE = re.compile(_CODE)


def _spare_code_run(m: re.Match[str]) -> bool:
    codes = _ONE_CODE.findall(m.group("secret"))
    with_digit = sum(any(c.isdigit() for c in code) for code in codes)
    return len({len(code) for code in codes}) > 1 or with_digit * 3 < len(codes)


# google-authenticator-libpam's secret file (`~/.google_authenticator`, its FILEFORMAT): the
# base32 secret on the first line, option lines opening with `" `, then the emergency
# scratch codes, eight digits a line.
_GA_SECRET = lazy(r"(?m)^(?P<secret>[A-Z2-7]{16,128})[ \t]*\r?\n\" [A-Z_]{4,}")
_GA_SCRATCH = lazy(r"(?m)^\" [A-Z_]{4,}[^\n]{0,40}\n(?P<secret>\d{8}(?:[ \t]*\r?\n\d{8})*)")
_GA_GATE = ('" totp_auth', '" hotp_counter', '" rate_limit', '" window_size', '" disallow_reuse')


VERIFIER_RULES: tuple[Rule, ...] = (
    Rule(_CODE_RUN, "recovery-codes", _spare_code_run, gate=("-",)),
    Rule(_GA_SECRET, "totp-secret", gate=_GA_GATE),
    Rule(
        _TOTP_RUN,
        "totp-secret",
        spare_placeholder,
        gate=("authenticator", "2fa", "otp", "mfa", "factor"),
    ),
    Rule(_GA_SCRATCH, "recovery-codes", gate=_GA_GATE),
    Rule(_NTLM_DUMP, "ntlm-hash", secret_span=_ntlm_span, gate=(":::",)),
    Rule(_MYSQL_NATIVE, "password-hash", gate=("*",)),
    Rule(_DJANGO_HASH, "password-hash", gate=("pbkdf2_sha", "scrypt$", "argon2$")),
    Rule(_SCRAM, "password-hash", gate=("scram-sha-",)),
    Rule(_PG_MD5, "password-hash", gate=("md5",)),
    Rule(_CODE_LIST, "recovery-codes", _spare_code_list, gate=_CODES_GATE),
    Rule(
        _TOTP_GROUPED,
        "totp-secret",
        gate=("key", "entry", "authenticator", "2fa", "totp", "mfa", "factor"),
        needs=re.compile(
            r"[A-Za-z2-7]{4}[ \t][A-Za-z2-7]{4}[ \t][A-Za-z2-7]{4}[ \t][A-Za-z2-7]{4}"
        ),
    ),
)
