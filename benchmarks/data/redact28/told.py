"""Told rows: a person tells a value in one sentence of a chat copy, in one of three frames."""

from gen import R, PEOPLE, TARGETS, USERS, b64, pct, pick, rand_hex, password, url_password, token, file_name
from phrases import LANGS

HARD = set()


def frame(lang, sentence):
    name, (lname, _) = pick(PEOPLE), LANGS[lang]
    hh, mm = R.randint(7, 22), R.randint(0, 59)
    return pick([f"[{hh:02d}:{mm:02d}] {name}: {sentence}",
                 f"{name} ({lname}), {hh:02d}:{mm:02d}\n{sentence}\nagent: noted.",
                 f"memory: {name} wrote in {lname}:\n> {sentence}"])


def quote(v):
    return pick(["{}", "`{}`", '"{}"', "**{}**"]).format(v)


def say(lang, key, v):
    return frame(lang, LANGS[lang][1][key].format(t=pick(TARGETS), v=quote(v)))


def told_pw(lang):
    v = password() if R.random() < 0.7 else token()
    return say(lang, "pw", v), [v]


def told_b64(lang):
    v = b64(f"{pick(USERS)}:{password()}")
    return say(lang, "b64", v), [v]


def told_pct(lang):
    pw = url_password()
    while pct(pw) == pw:
        pw = url_password()
    v = pct(pw)
    return say(lang, "pct", v), [v]


def told_vault(lang):
    ref = pick([f"op://{pick(['ops', 'infra'])}/{pick(USERS)}/password", f"vault:secret/data/{pick(USERS)}#password",
                "${DB_PASSWORD}", f"{{{{ vault 'kv/{pick(USERS)}' 'password' }}}}"])
    return say(lang, "vault", ref)


def told_example(lang):
    v = pick([b64("example:example"), b64("user:changeme"), pct("p@ss w0rd?"), b64("demo-user:demo-pass")])
    v = pick([v, f"{v} (example)"])
    return say(lang, "example", v)


def told_ident(lang):
    return say(lang, "ident", pick([rand_hex(64), f"sha256:{rand_hex(64)}", f"{rand_hex(64)}  {file_name()}"]))


SECRET = [("told_pw", told_pw), ("told_b64", told_b64), ("told_pct", told_pct)]
ORDINARY = [("told_vault", told_vault), ("told_example", told_example), ("told_ident", told_ident)]
