"""Told rows: a person tells a value in a sentence (secret half) or a stand-in for one (ordinary half)."""

from gen import (FILES, PEOPLE, PROJECTS, R, SECRET_VARS, SERVICES, TARGETS, digest, lookalike, mask, pick,
                 placeholder, ref, sha1, sha256, short_sha, token, password, trace_id, uuid, version, when, rs, HEX, ID_VARS)
from phrases import LANGS

LANG_CODES = [c for c in LANGS if c != "en"] + ["en"]
HARD = {"told_split", "told_prose"}


def deco(v):
    return pick(["{}", "`{}`", "`{}`", '"{}"', "**{}**", "«{}»", "'{}'"]).format(v)


def layout(msgs, lang):
    """Messages [(speaker, text)] in one of four chat layouts; speaker None means the agent."""
    k = R.randrange(4)
    people = {}
    for s, _ in msgs:
        if s is not None and s not in people:
            people[s] = pick(PEOPLE)
    if k == 0:
        head = f"#{pick(PROJECTS)} > {pick(SERVICES)} ({lang})"
        return head + "\n" + "\n".join(f"{people.get(s, 'assistant-bot')}: {t}" for s, t in msgs)
    if k == 1:
        return "\n\n".join(f"**{people.get(s, 'retain-agent')}** commented on {when()[:10]}\n\n{t}" for s, t in msgs)
    if k == 2:
        return "\n".join(("assistant: " if s is None else "user: ") + t for s, t in msgs)
    return "\n".join(f"[{when()}] {people.get(s, 'Agent')}: {t}" for s, t in msgs)


def _tool_line(v, var):
    return pick([(f"`printenv {var}`", v), ("`env | grep -i token`", f"{var}={v}"),
                 (f"`grep -rn {var} .`", f"./{pick(FILES)}:{R.randint(1, 99)}:{var}={v}"),
                 (f"`docker inspect {pick(SERVICES)}`", f'"{var}={v}"'),
                 (f"`kubectl describe pod {pick(SERVICES)}-0`", f"{var}:  {v}")])


def _ack(lang, v):
    """The agent repeats the value back in English (agents repeat what tools print)."""
    return pick([f"Noted, using {v} for this session.", f"Saved `{v}` to memory.", "Thanks, noted.",
                 f"Got it — {v}."])


def told_pw(lang):
    v = password()
    msgs = [(0, LANGS[lang]["pw"].format(t=pick(TARGETS), v=deco(v)))]
    if R.random() < 0.3:
        msgs.append((None, _ack(lang, v)))
    return layout(msgs, lang), [v]


def told_token(lang):
    v = token()
    msgs = [(0, LANGS[lang]["token"].format(v=deco(v)))]
    if R.random() < 0.3:
        msgs.append((None, _ack(lang, v)))
    return layout(msgs, lang), [v]


def told_ran(lang):
    v, var = token(), pick(SECRET_VARS)
    cmd, line = _tool_line(v, var)
    return layout([(0, LANGS[lang]["ran"].format(cmd=cmd) + pick([" ", "\n"]) + line)], lang), [v]


def told_changed(lang):
    a, b = token(), token()
    return layout([(0, LANGS[lang]["changed"].format(a=deco(a), b=deco(b)))], lang), [a, b]


def told_error(lang):
    v = token()
    err = pick([f"invalid token '{v}'", f'401: token "{v}" expired', f"unknown api key {v}",
                f"login failed with password {v}"])
    return layout([(0, LANGS[lang]["error"] + " " + err)], lang), [v]


def told_split(lang):
    while True:
        v = token()
        if len(v) >= 20:
            break
    k = R.randint(8, len(v) - 8)
    p1, p2 = v[:k], v[k:]
    L = LANGS[lang]
    msgs = [(0, f"{L['first']} {deco(p1)}"), (0, f"{L['second']} {deco(p2)}")]
    return layout(msgs, lang), [p1, p2]


def told_prose(lang):
    v, t = token(), pick(TARGETS)
    s = pick([f"use {deco(v)} for {t}, it's what ops handed me this morning",
              f"{t} wants {deco(v)} now, the old one stopped working",
              f"paste {deco(v)} into the box when {t} asks, then delete this message",
              f"{deco(v)} — that's the one for {t}", f"try {deco(v)} on {t}; if that fails ping {pick(PEOPLE)}"])
    return layout([(0, s)], lang), [v]


SECRET = [("told_pw", told_pw), ("told_token", told_token), ("told_ran", told_ran), ("told_changed", told_changed),
          ("told_error", told_error), ("told_split", told_split), ("told_prose", told_prose)]


def told_vault(lang):
    msgs = [(0, LANGS[lang]["vault"].format(t=pick(TARGETS), ref=deco(ref())))]
    if R.random() < 0.3:
        msgs.append((None, "Noted, I'll read it from there at runtime."))
    return layout(msgs, lang)


def told_example(lang):
    return layout([(0, LANGS[lang]["example"].format(v=deco(placeholder())))], lang)


def told_ident(lang):
    v = pick([sha1, short_sha, uuid, trace_id, digest, lambda: rs(HEX, 12), lambda: rs(HEX, 64)])()
    msgs = [(0, LANGS[lang]["ident"].format(v=deco(v)))]
    if R.random() < 0.3:
        msgs.append((None, f"Got it — {v}."))
    return layout(msgs, lang)


def told_masked(lang):
    return layout([(0, LANGS[lang]["masked"].format(v=deco(mask())))], lang)


def told_ran_ord(lang):
    if R.random() < 0.6:
        var = pick(SECRET_VARS)
        v = pick([ref(var), mask()])
    else:
        var, v = pick(ID_VARS), lookalike()
    cmd, line = _tool_line(v, var)
    return layout([(0, LANGS[lang]["ran"].format(cmd=cmd) + pick([" ", "\n"]) + line)], lang)


def told_changed_ord(lang):
    a, b = pick([(version(), version()), (short_sha(), short_sha()), (mask(), ref()), (digest(), digest())])
    return layout([(0, LANGS[lang]["changed"].format(a=deco(a), b=deco(b)))], lang)


def told_split_ord(lang):
    v = pick([sha256, lambda: sha1() + sha1()[:8], digest])()
    k = len(v) // 2
    L = LANGS[lang]
    return layout([(0, L["ident"].format(v="").rstrip(": ")), (0, f"{L['first']} {v[:k]}"), (0, f"{L['second']} {v[k:]}")], lang)


ORDINARY = [("told_vault", told_vault), ("told_example", told_example), ("told_ident", told_ident),
            ("told_masked", told_masked), ("told_ran_ord", told_ran_ord), ("told_changed_ord", told_changed_ord),
            ("told_split_ord", told_split_ord)]
