"""Secrets told in chat in two shapes the name-then-verb rules of prose.py do not reach:

- the new value after a change: a password's name, then within the sentence "now" or
  "new" and the value ("I reset the root password, it is now X", "Сбросил пароль, теперь
  он X", "رمز جدید: X", "كلمة المرور الآن X"), in the languages of the prose lexicon;
- "It's X now" after a reset verb, the English order that names the secret only in the
  sentence before ("I reset it again. It's X now.");
- a login given as a pair: a user's name and then the password's name and the value
  ("user uma, pass X", "usuario ci-app y clave X", "کاربر svc_ops، رمز عبور X"), or as
  `user / password` after a word for logging in ("VPN 登录：admin / X").

The value must be shaped like a credential (usage.credential_shaped: mixed case and two
digits, or a symbol among letters and digits; or a hyphenated passphrase ending in a
number), and not a path, a URL, a host, an e-mail address or
a placeholder, so "the password is now stored in the vault" and "new password: see the
wiki" stay.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_path_or_url, is_placeholder, lazy, literal_heads
from retain.redact.told import GROUPED_KEY, spare_unshaped
from retain.redact.usage import credential_shaped

# A password's name in the languages the prose lexicon covers (spaced scripts; the
# unspaced ones have their own joiners there).
PASSWORD_NAMES = (
    r"passwor[dt]s?|pass|pw|passphrase|kennwort|mot de passe|mdp|contraseña|clave|senha"
    r"|palavra-passe|wachtwoord|hasło|haslo|heslo|parola|şifre|sifre|lösenord|passord"
    r"|adgangskode|salasana|пароль|пароля|парол|رمز عبور|رمز|كلمة المرور|كلمة السر|סיסמה"
    r"|पासवर्ड|mật khẩu|kata sandi|sandi|κωδικός"
)
# Without the bare English `pass`, a verb too often ("tests pass on the new runner: ...").
PASSWORD_NAMES_NOT_VERB = PASSWORD_NAMES.replace("|pass|", "|")
# A password's name in scripts written without spaces, where no word boundary applies.
UNSPACED_PASSWORD_NAMES = r"パスワード|暗証番号|密码|密碼|비밀번호|비번|암호"
# "now" and "new", the words that introduce a changed secret's value.
_NOW_OR_NEW = (
    r"now|new|jetzt|nun|neu|neues|neue|теперь|тепер|новый|новий|нова|новое|الآن|الجديدة"
    r"|اکنون|الان|جدید|ahora|nueva|nuevo|agora|nova|novo|maintenant|nouveau|ora|nuova|nuovo"
    r"|nu|nieuw|nieuwe|teraz|nowe|nowa|nyní|nové|şimdi|yeni|sekarang|baru|bây giờ|mới"
    r"|עכשיו|חדשה|अब|नया|τώρα|νέος"
)
# Pronouns and copulas that may stand between "now" and the value ("it is now X",
# "теперь он X", "es ist jetzt X").
_FILLER = r"(?:[ \t]+(?:it|it's|is|es|ist|он|она|він|вона|هو|هي|est|é|è|es|är|er|je|jest))"
_VALUE = r"(?P<secret>(?=[^\s]{0,99}[0-9])(?=[^\s]{0,99}[^\W\d_])[^\s\"'«»“”]{8,100}?)"
_VALUE_END = r"(?=[.,;!?]?(?:[ \t\u00a0\"'«»“”]|$))"
_CHANGED = lazy(
    rf"(?<![^\W_])(?P<key>{PASSWORD_NAMES_NOT_VERB})(?![^\W_])[^\n]{{0,80}}?"
    rf"(?<![^\W_])(?:{_NOW_OR_NEW})(?![^\W_]){_FILLER}{{0,2}}(?:[ \t]*[:：])?[ \t]+"
    rf"{_VALUE}{_VALUE_END}",
    re.IGNORECASE | re.MULTILINE,
)
# English puts "now" after the value and may name the secret only in the sentence before:
# "I reset it again. It's X now." After a reset verb, `it's <value> now` is the new value.
_IT_IS_NOW = lazy(
    r"(?<![^\W_])(?P<key>reset|rotated|changed|regenerated)(?![^\W_])[^\n]{0,80}?"
    rf"(?<![^\W_])(?:it's|it’s|it is)[ \t]+{_VALUE}[ \t]+now(?![^\W_])",
    re.IGNORECASE,
)
# The same with the verb after: "it's X now, I reset it after the leak".
_IT_IS_NOW_THEN_VERB = lazy(
    rf"(?<![^\W_])(?:it's|it’s|it is)[ \t]+{_VALUE}[ \t]+now(?![^\W_])[^\n]{{0,80}}?"
    r"(?<![^\W_])(?P<key>reset|rotated|changed|regenerated)(?![^\W_])",
    re.IGNORECASE,
)
_USER_WORDS = (
    r"user|username|login|usuario|usuário|utilisateur|benutzer|utente|gebruiker"
    r"|użytkownik|пользователь|користувач|kullanıcı|کاربر|مستخدم|משתמש"
)
_AND = r"(?:[ \t]*[,،、][ \t]*|[ \t]+(?:and|y|e|et|und|en|i|и|і|ve|و|ו)[ \t]+)"
_PAIR = lazy(
    rf"(?<![^\W_])(?:{_USER_WORDS})[ \t]+[\w.@-]{{1,64}}{_AND}(?:(?:the|la|el|le|die)[ \t]+)?"
    rf"(?P<key>{PASSWORD_NAMES})(?:[ \t]*[:=])?[ \t]+[\"'`]?{_VALUE}{_VALUE_END}",
    re.IGNORECASE | re.MULTILINE,
)
# A login told as `user / password` after a word for logging in ("VPN login: admin / X",
# "Вхід у Kafka: admin / X", "VPN 登录：admin / X"): the slash pair is how a login is
# written on a sticky note or in a chat; after the login word and its colon, the second
# half is the password.
_LOGIN_WORDS = (
    r"log[ -]?in|sign[ -]?in|credentials|creds|anmeldung|zugang|connexion|identifiants"
    r"|inicio de sesión|acceso|accesso|acesso|login|вхід|вход|логин|доступ|登录|登入|登錄"
    r"|ログイン|로그인|ورود|تسجيل الدخول|دخول|เข้าสู่ระบบ|giriş|đăng nhập|masuk|přihlášení"
    r"|logowanie|inloggning|σύνδεση|התחברות|लॉगिन|aanmelden|inloggen"
)
_ANY_VALUE = r"(?P<secret>[^\s\"'«»“”]{8,100}?)"
_WORD_VALUE = r"(?P<secret>[^\s\"'«»“”/,;]{8,100}?)"
_LOGIN_PAIR = lazy(
    rf"(?<![^\W_])(?:{_LOGIN_WORDS})(?![^\W_])[^\n:：]{{0,60}}[:：][ \t]*"
    rf"[\w.@-]{{1,64}}[ \t]+/[ \t]+{_ANY_VALUE}(?=[.,;)]?[ \t]*(?:$|[–—-][ \t]))",
    re.IGNORECASE | re.MULTILINE,
)  # the pair ends its line, as a note of a login does, or a remark follows a dash
# A login told in a sentence: the login word, then a user and the password ("here are
# the prod creds, svc_app X", "login is admin and X"): the second word after the user is
# the password when it is shaped like one (told.secret_shaped).
_TOLD_PAIR = lazy(
    rf"(?<![^\W_])(?:{_LOGIN_WORDS}|logins)(?![^\W_])(?:[ \t]+(?:is|are))?(?:[ \t]*[,:：])?[ \t]+"
    rf"[\w.@-]{{2,64}}(?:[ \t]+(?:and|und|et|y|e|i|и|ve|en)|[ \t]*[,/])?[ \t]+{_WORD_VALUE}"
    rf"{_VALUE_END}",
    re.IGNORECASE,
)
# A value the writer promises to rotate or says replaced a revoked one ("use this one
# until friday: X (I'll rotate it after the demo)", "New VPN key: X (old one revoked)"):
# only a credential is rotated or revoked. The value must be generated (letters and
# digits, or 32+ hex) or a diceware passphrase; the promise must follow on its line.
_ROTATED_AFTER = lazy(
    r"(?<![\w./+=@:-])(?P<secret>(?=[\w-]{0,99}[0-9])(?=[\w-]{0,99}[A-Za-z])[\w-]{16,100})"
    r"(?![\w./+=@-])[^\n]{0,40}?(?<![^\W_])"
    r"(?:(?:I'll|I will|will|to|gonna)[ \t]+(?:rotate|revoke)[ \t]+it|(?:rotating|revoking)[ \t]+it"
    r"|(?:old|previous)[ \t]+(?:one|key|token|password)[ \t]+(?:revoked|rotated))(?![^\W_])",
    re.IGNORECASE,
)
_GENERATED_HEX = re.compile(r"[0-9a-f]{32,64}")
# A password said to be hard-coded, and its value a few words after its name ("hardcode
# smtp password X", "mot de passe SMTP X codé en dur", "senha do Grafana fixa no código
# (X)", "захардкодил пароль X"): a commit message or an issue that admits a literal. The
# value must hold a digit or a symbol (so the words between are skipped) and be shaped
# like a secret (told.secret_shaped); the admission must be on its line.
_HARDCODED_WORDS = (
    *("hardcod", "hard-cod", "hard cod", "en dur", "no código", "en el código", "a mano"),
    *("na sztywno", "хардкод", "захардкод", "fest eingetragen", "hartkodiert", "fest codiert"),
    *("nel codice", "in de code", "natvrdo", "sabit kod", "ハードコード", "硬编码", "하드코딩"),
)
_HARDCODED_LINE = re.compile(
    r"^[^\n]*(?:" + "|".join(re.escape(w) for w in _HARDCODED_WORDS) + r")[^\n]*$",
    re.IGNORECASE | re.MULTILINE,
)
_HARDCODED = lazy(
    rf"(?<![^\W_])(?P<key>{PASSWORD_NAMES_NOT_VERB})(?![^\W_])(?:[ \t]+[^\s\"'`()]{{1,30}}){{0,6}}?"
    r"[ \t]+\(?(?P<value_quote>[\"'`]?)"
    r"(?P<secret>(?=[^\s\"'`()]{0,99}[0-9!@#$%^&*+=~|?])[^\s\"'`()]{6,100}?)"
    r"[\"'`]?\)?(?=[.,;:!?]?(?:[ \t]|$))",
    re.IGNORECASE | re.MULTILINE,
)


def _spare_hardcoded(m: re.Match[str]) -> bool:
    value = m.group("secret")
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    line_end = m.string.find("\n", m.end())
    line = m.string[line_start : line_end if line_end >= 0 else len(m.string)]
    return _HARDCODED_LINE.search(line) is None or spare_unshaped(m) or is_path_or_url(value)


def _spare_rotated(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if _GENERATED_HEX.fullmatch(value) or (
        credential_shaped(value) and not _EMAIL_OR_HOST.fullmatch(value)
    ):
        return is_placeholder(value)
    return _DICEWARE.fullmatch(value) is None


# Words joined by hyphens and a number: a generated passphrase (`birch-otter-lamp83`).
_DICEWARE = re.compile(r"[a-z]{3,10}(?:-[a-z]{3,10}){2,7}-?\d{2,4}", re.IGNORECASE)
_EMAIL_OR_HOST = re.compile(r"[\w.+-]+@[\w.-]+|(?:[a-z0-9-]+\.)+[a-z]{2,}", re.IGNORECASE)
_GATE = (
    *("pass", "pw", "mdp", "kennwort", "contraseña", "clave", "senha", "wachtwoord", "has"),
    *("heslo", "parola", "şifre", "sifre", "lösenord", "adgangskode", "salasana", "парол"),
    *("رمز", "كلمة", "סיסמה", "पासवर्ड", "mật khẩu", "sandi", "κωδικός"),
)


def _spare_login(m: re.Match[str]) -> bool:
    """A diceware passphrase (`comet-velvet-river58`) or a secret-shaped word."""
    return _spare(m) and spare_unshaped(m)


def _spare(m: re.Match[str]) -> bool:
    value = m.group("secret")
    shaped = credential_shaped(value) or _GENERATED_HEX.fullmatch(value)
    if not (shaped or _DICEWARE.fullmatch(value) or GROUPED_KEY.fullmatch(value)):
        return True  # "the flow is now v2-compatible", "new runner: ubuntu-22.04"
    return (
        is_placeholder(value)
        or is_path_or_url(value)
        or _EMAIL_OR_HOST.fullmatch(value) is not None
        or value.startswith("[REDACTED:")
    )


RESET_RULES: tuple[Rule, ...] = (
    Rule(_CHANGED, "password", _spare, gate=_GATE),
    Rule(_PAIR, "password", _spare, gate=_GATE),
    Rule(_IT_IS_NOW, "password", _spare, gate=("now",)),
    Rule(_IT_IS_NOW_THEN_VERB, "password", _spare, gate=("now",)),
    Rule(_LOGIN_PAIR, "password", _spare_login, gate=(" / ",)),
    Rule(_TOLD_PAIR, "password", spare_unshaped, gate=literal_heads(_LOGIN_WORDS)),
    Rule(_ROTATED_AFTER, "token", _spare_rotated, gate=("rotat", "revok")),
    Rule(_HARDCODED, "password", _spare_hardcoded, gate=_HARDCODED_WORDS),
)
