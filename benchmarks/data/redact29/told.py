"""Told rows: a person tells a value in one sentence, in one of three frames (a standup transcript line, an issue
comment with a reply, a voice-memo transcript). Secret: a vendor-shaped value (`told_token`), a signed or webhook URL
(`told_url`), a connection string (`told_dsn`). Ordinary: a public id (`told_public`), a placeholder for the docs
(`told_placeholder`), a reference to where the value lives (`told_ref`).
"""

import items
from gen import TARGETS, R, person, project, ulid
from phrases import P


def wrap(v):
    if " " in v:
        return R.choice([f"`{v}`", f'"{v}"'])
    return R.choice([v, v, f"`{v}`", f'"{v}"', f"**{v}**"])


def frame(lang, sentence):
    who, kind = person(), R.randrange(3)
    if kind == 0:
        return (f"standup {project()} {R.randint(1, 28):02d}.11 ({P[lang]['name']})\n"
                f"{who}: {sentence}\n{person()}: ok, thanks")
    if kind == 1:
        return (f"> **@{who.lower()}** commented ({P[lang]['name']}):\n> {sentence}\n\n"
                f"reply: {R.choice(['done', 'picked it up', 'will try after lunch'])}")
    return (f"voice memo {ulid()} · transcript · {P[lang]['name']}\n"
            f"[00:{R.randint(10, 59)}] {who}: {sentence}")


def say(lang, key, fragment):
    return frame(lang, P[lang][key].format(t=R.choice(TARGETS), v=wrap(fragment)))


def _secret(key, maker):
    def make(lang):
        frag, labels = maker()
        return say(lang, key, frag), labels
    return make


def _ordinary(key, maker):
    def make(lang):
        return say(lang, key, maker())
    return make


def _public():
    return R.choice([items.vendor_id, items.vendor_id, items.resource_id, items.plain_id])()


SECRET = [("told_token", _secret("use", items.secret_token)),
          ("told_url", _secret("link", lambda: (items.signed_url if R.random() < 0.6 else items.webhook_url)())),
          ("told_dsn", _secret("connect", items.conn_string))]
ORDINARY = [("told_public", _ordinary("public", _public)),
            ("told_placeholder", _ordinary("docs", lambda: R.choice([items.placeholder, items.example_license])())),
            ("told_ref", _ordinary("ref", items.reference))]
