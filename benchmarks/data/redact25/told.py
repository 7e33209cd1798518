"""Told rows (a person tells a value in a chat thread), both halves: secret forms and their ordinary twins."""

import string

import gen
from gen import R, pick
from phrases import say
from shapes import CONN, FORMATS, config, conn

EMOJI = [":+1:", ":eyes:", ":white_check_mark:", ":pray:", "👍", "🙏", "✅", "👀", ":rocket:", "🔥"]


def deco(v):
    return pick([v, v, f"`{v}`", f"\"{v}\"", f"**{v}**", f"«{v}»", f"'{v}'"])


def thread(msgs):
    """Render messages (text, edited) in one of five chat layouts; speakers alternate with mentions."""
    a, b = gen.handle(), gen.handle()
    while b == a:
        b = gen.handle()
    who = [a, b]
    lay = pick(["slack", "mattermost", "irc", "teams", "quoted"])
    out = []
    if lay in ("irc", "mattermost") or R.random() < 0.3:
        out.append(f"#{pick(['ops', 'oncall', 'dev', 'platform', 'deploys', 'help'])}-{pick(gen.PROJECTS)}")
    for i, (m, edited) in enumerate(msgs):
        w = who[i % 2]
        if i == 0 and R.random() < 0.4:
            m = f"@{who[1]} {m}"
        ed = " (edited)" if edited else ""
        if lay == "slack":
            out.append(f"{w}  {gen.ampm()}{ed}\n{m}")
        elif lay == "mattermost":
            out.append(f"[{gen.hhmm()}] @{w}: {m}{ed}")
        elif lay == "irc":
            out.append(f"<{w}> {m}{' [edited]' if edited else ''}")
        elif lay == "teams":
            out.append(f"{w}\n{gen.ampm()}{ed}\n{m}")
        else:
            if i and R.random() < 0.5:
                out.append(f"> {msgs[i - 1][0].splitlines()[0][:60]}\n{w}: {m}{ed}")
            else:
                out.append(f"{w}: {m}{ed}")
    if R.random() < 0.4:
        out.append(f"{pick(EMOJI)} {R.randint(1, 4)}")
    sep = "\n\n" if lay in ("slack", "teams") else "\n"
    return sep.join(out)


def tail(lang):
    return [(say(lang, "ack"), False)] if R.random() < 0.5 else []


def long_value():
    while True:
        v = gen.token() if R.random() < 0.7 else gen.password() + gen.rs(gen.AN, 6)
        if len(v) >= 18:
            return v


def cut(v):
    k = R.randint(8, len(v) - 8)
    return v[:k], v[k:]


# ---- secret forms ----

def told_pw(lang):
    v = gen.password()
    return thread([(say(lang, "pw", t=pick(gen.TARGETS), v=deco(v)), False)] + tail(lang)), [v]


def told_token(lang):
    v = gen.token()
    return thread([(say(lang, "token", t=pick(gen.TARGETS), v=deco(v)), False)] + tail(lang)), [v]


def told_split(lang):
    v = long_value()
    a, b = cut(v)
    if R.random() < 0.6:
        msgs = [(say(lang, "first", v=a), False), (say(lang, "second", v=b), False)]
    else:
        msgs = [(say(lang, "wrapped") + "\n" + a + "\n" + b, False)]
    return thread([(say(lang, "token", t=pick(gen.TARGETS), v="⬇"), False)] + msgs + tail(lang)), [a, b]


def told_fix(lang):
    v = gen.password() if R.random() < 0.5 else gen.token()
    c = pick([x for x in gen.AN if x != v[-1]])
    key = pick(["pw", "token"])
    msgs = [(say(lang, key, t=pick(gen.TARGETS), v=deco(v)), False), (say(lang, "fix", c=f"`{c}`"), False)]
    return thread(msgs + tail(lang)), [v]


def spelled(v):
    sep = pick([" ", "-", " - ", ". ", ", ", " / "])
    return sep.join(v)


def told_spelled(lang):
    v = gen.password()
    s = spelled(v)
    return thread([(say(lang, "pw", t=pick(gen.TARGETS), v="…"), False), (say(lang, "spell", v=s), False)] + tail(lang)), [s]


def told_pointing(lang):
    v = gen.secret()
    end = gen.rs(gen.AN, R.randint(3, 5))
    return thread([(say(lang, "same", v=deco(v), c=f"`{end}`"), False)] + tail(lang)), [v]


def told_edited(lang):
    a, b = gen.password(), gen.password()
    msgs = [(say(lang, "pw", t=pick(gen.TARGETS), v=deco(a)), False), (say(lang, "edit", v=deco(b)), True)]
    return thread(msgs + tail(lang)), [a, b]


def told_snippet(lang):
    v = gen.password(url=True) if R.random() < 0.5 else gen.token()
    if R.random() < 0.5:
        body = config(pick(FORMATS), v)
    else:
        v = gen.password(url=True)
        body = conn(pick(CONN), v)
    fence = pick(["```", "```yaml", "```ini", "```text"]) if "\n" in body else "`"
    close = "```" if fence.startswith("```") else "`"
    nl = "\n" if fence.startswith("```") else ""
    return thread([(f"{say(lang, 'paste')}\n{fence}{nl}{body}{nl}{close}", False)] + tail(lang)), [v]


PROSE = [
    "ok I'm in, {v} worked for {t} 🎉",
    "{n} read it out on the call: {v} — works for {t}",
    "use {v} for {t} until Friday, then we rotate",
    "{t}: {v} (copied from the handover doc)",
    "fyi {t} → {v}, same user as last time",
    "for {t} try {v}, {n} set it this morning",
    "{v} ← that's the one for {t}, don't paste it in #general pls",
    "got it from {n} in DM, {t} takes {v}",
]


def told_prose(lang):
    v = gen.secret()
    m = pick(PROSE).format(v=deco(v), t=pick(gen.TARGETS), n=gen.name())
    return thread([(m, False)] + tail("en")), [v]


SECRET = [("told_pw", told_pw), ("told_token", told_token), ("told_split", told_split), ("told_fix", told_fix),
          ("told_spelled", told_spelled), ("told_pointing", told_pointing), ("told_edited", told_edited),
          ("told_snippet", told_snippet), ("told_prose", told_prose)]
HARD = {"told_split", "told_fix", "told_spelled", "told_prose"}


# ---- ordinary twins ----

def told_vault(lang):
    return thread([(say(lang, "pw", t=pick(gen.TARGETS), v="…"), False),
                   (say(lang, "vault", t=pick(gen.TARGETS), ref=deco(gen.ref())), False)] + tail(lang))


def told_example(lang):
    return thread([(say(lang, "example", v=deco(gen.placeholder())), False)] + tail(lang))


def told_ident(lang):
    kind, v = gen.ident()
    return thread([(say(lang, "ident", v=deco(v), kind=kind), False)] + tail(lang))


def told_masked(lang):
    return thread([(say(lang, "masked", v=deco(gen.mask())), False), (say(lang, "vault", t=pick(gen.TARGETS), ref=gen.ref()), False)])


def told_split_ord(lang):
    kind, v = pick([("commit", gen.sha()), ("file hash", gen.sha256()), ("trace id", gen.trace_id()), ("UUID", gen.uuid())])
    a, b = cut(v)
    msgs = [(say(lang, "ident", v="⬇", kind=kind), False)]
    if R.random() < 0.6:
        msgs += [(say(lang, "first", v=a), False), (say(lang, "second", v=b), False)]
    else:
        msgs += [(say(lang, "wrapped") + "\n" + a + "\n" + b, False)]
    return thread(msgs + tail(lang))


def told_fix_ord(lang):
    kind, v = pick([("ticket", gen.ticket()), ("PR number", gen.pr()), ("short commit", gen.short_sha()),
                    ("build id", f"build-{R.randint(1000, 99999)}")])
    return thread([(say(lang, "ident", v=deco(v), kind=kind), False),
                   (say(lang, "fix", c=f"`{pick(string.digits)}`"), False)] + tail(lang))


def told_spelled_ord(lang):
    kind, v = pick([("ticket", gen.ticket()), ("short commit", gen.short_sha()), ("channel id", gen.channel_id()),
                    ("user id", gen.user_id())])
    return thread([(say(lang, "ident", v="…", kind=kind), False), (say(lang, "spell", v=spelled(v)), False)] + tail(lang))


def told_pointing_ord(lang):
    v = pick([gen.ref(), gen.ref(), gen.placeholder(), f"v{gen.version()}", gen.mask()])
    end = pick(["-prod", "/prod", "-eu", "_v2", ".2", "-blue"])
    return thread([(say(lang, "same", v=deco(v), c=f"`{end}`"), False)] + tail(lang))


def told_edited_ord(lang):
    kind, v = gen.ident()
    k2, w = gen.ident()
    while k2 != kind or w == v:
        k2, w = gen.ident()
    return thread([(say(lang, "ident", v=deco(v), kind=kind), False), (say(lang, "edit", v=deco(w)), True)] + tail(lang))


def told_snippet_ord(lang):
    s = gen.standin()
    body = config(pick(FORMATS), s) if R.random() < 0.6 else conn(pick(CONN), gen.ref())
    return thread([(f"{say(lang, 'paste')}\n```\n{body}\n```", False)] + tail(lang))


ORDINARY = [("told_vault", told_vault), ("told_example", told_example), ("told_ident", told_ident),
            ("told_masked", told_masked), ("told_split_ord", told_split_ord), ("told_fix_ord", told_fix_ord),
            ("told_spelled_ord", told_spelled_ord), ("told_pointing_ord", told_pointing_ord),
            ("told_edited_ord", told_edited_ord), ("told_snippet_ord", told_snippet_ord)]
