"""Told rows: a person tells a value in a sentence, copied into an agent's own notes, plans and summaries."""

from gen import (PEOPLE, PROJECTS, R, SERVICES, TARGETS, build_no, date, long_secret, lookalike, password, pick,
                 placeholder, sha, short_sha, ticket, token, trace_id, vault_ref)
from phrases import NAMES, P

HARD = {"told_ahead"}


def quoted(v):
    return pick(["{}", "`{}`", "\"{}\"", "'{}'", "**{}**", "«{}»"]).format(v)


def todo():
    return pick([f"bump {pick(SERVICES)} to {build_no()}", f"close {ticket()}", f"check trace {trace_id()}",
                 f"rerun the flaky test in {pick(PROJECTS)}", f"rebase onto {short_sha()}",
                 f"ask about the {pick(SERVICES)} alerts", "update the runbook"])


def frame(lang, line, tail="", name=None):
    name, proj = name or pick(PEOPLE), pick(PROJECTS)
    lname = NAMES[lang]
    k = R.randrange(3)
    if k == 0:
        body = f"notes/{proj}.md, {date()}\n- {name} ({lname}): {line}{tail}\n- next: {todo()}"
    elif k == 1:
        body = f"Session summary ({date()}, {proj})\n1. {todo()}\n2. {name} wrote, in {lname}: {line}{tail}\n3. {todo()}"
    else:
        body = f"memory [{proj}] {name} said ({lname}):\n> {line}{tail}\nagent: noted, {todo()}."
    return body


def say(lang, key, **kw):
    return P[lang][key].format(**kw)


def told_pw(lang):
    v = password()
    return frame(lang, say(lang, "pw", t=pick(TARGETS), v=quoted(v))), [v]


def told_token(lang):
    v = token()
    return frame(lang, say(lang, "token", t=pick(TARGETS), v=quoted(v))), [v]


def told_rotated(lang):
    v = R.choice([password, token])()
    return frame(lang, say(lang, "rotated", t=pick(TARGETS), v=quoted(v))), [v]


def told_ahead(lang):
    """The secret word in one message, the value alone one or two lines later."""
    v = long_secret() if R.random() < 0.5 else password()
    who = pick(PEOPLE)
    gap = pick(["", f"\n{who}: one sec, copying it", "\nagent: ok, go ahead", f"\n{who}: (from my phone, sorry)"])
    line = say(lang, "ahead", t=pick(TARGETS))
    return frame(lang, line, f"{gap}\n{who}: {v}", name=who), [v]


def told_vault(lang):
    return frame(lang, say(lang, "vault", t=pick(TARGETS), r=quoted(vault_ref())))


def told_example(lang):
    v = placeholder()
    while len(v) < 6:
        v = placeholder()
    return frame(lang, say(lang, "example", v=quoted(v)))


def told_ident(lang):
    v = pick([build_no, sha, short_sha, ticket, lookalike])()
    return frame(lang, say(lang, "ident", v=quoted(v)))


SECRET = [("told_pw", told_pw), ("told_token", told_token), ("told_rotated", told_rotated), ("told_ahead", told_ahead)]
ORDINARY = [("told_vault", told_vault), ("told_example", told_example), ("told_ident", told_ident)]
