# ruff: noqa: E501  (data tables: long literal templates read better unwrapped)
"""The "told" half: credentials people tell each other, in chat exports and notes."""

from phrases import LANGS, PHRASES
from seen import prefixed

SHAPES = (
    "slack",
    "teams",
    "discord",
    "irc",
    "matrix",
    "mattermost",
    "whatsapp",
    "telegram",
    "email",
    "issue",
    "pr",
    "pairing",
    "minutes",
    "handover",
    "agent",
)


def render(g, shape, msgs):
    """Lay (speaker, text) messages out the way an export of `shape` looks."""
    out = []
    if shape == "agent":
        return " ".join(t for _, t in msgs)
    if shape == "email":
        *quoted, last = msgs
        if not quoted:
            return f"{last[1]}\n\n-- \n{last[0].capitalize()}"
        lines = [
            last[1],
            "",
            f"On {g.date()} {g.time()}, {quoted[-1][0] if quoted else 'ops'} "
            f"<{(quoted[-1][0] if quoted else 'ops')}@corp.example> wrote:",
        ]
        for _sp, t in quoted[::-1]:
            lines += ["> " + ln for ln in t.split("\n")] + [">"]
        return "\n".join(lines[:-1] if lines[-1] == ">" else lines)
    if shape in ("issue", "pr"):
        for sp, t in msgs:
            tag = "commented" if shape == "issue" else "left a review comment"
            out.append(f"**{sp}** {tag} {g.r.randint(1, 9)} hours ago\n\n{t}\n")
        return "\n".join(out).rstrip()
    if shape in ("pairing", "minutes", "handover"):
        title = {"pairing": "Pairing notes", "minutes": "Meeting minutes", "handover": "Handover"}[
            shape
        ]
        people = sorted({sp for sp, _ in msgs})
        out.append(f"## {title} {g.date()} ({', '.join(people)})")
        for sp, t in msgs:
            bullet = g.pick(["- ", "* "])
            first, *rest = t.split("\n")
            out.append(f"{bullet}{sp}: {first}" if shape == "minutes" else f"{bullet}{first}")
            out += ["  " + ln for ln in rest]
        return "\n".join(out)
    for sp, t in msgs:
        tm = g.time()
        head = {
            "slack": f"{sp}  {tm}\n",
            "teams": f"{sp.capitalize()} {g.r.randint(1, 12)}:{tm[3:]} {g.pick(['AM', 'PM'])}\n",
            "discord": f"{sp} — Today at {tm}\n",
            "irc": f"[{tm}] <{sp}> ",
            "matrix": f"@{sp}:matrix.example.org: ",
            "mattermost": f"{sp} [{g.date()} {tm}]\n",
            "whatsapp": f"{g.r.randint(1, 28):02d}/12/2026, {tm} - {sp.capitalize()}: ",
            "telegram": f"{sp.capitalize()}, [{g.r.randint(1, 28):02d}.12.26 {tm}]\n",
        }[shape]
        out.append(head + t)
    return "\n".join(out)


def _fill(g, tpl, v=""):
    return tpl.format(
        v=v,
        h=g.host(),
        u=g.user(),
        t=g.ticket(),
        m=g.meeting(),
        b=g.branch(),
        c=g.hexs(g.pick([7, 8, 12, 40])),
        r=g.version(),
        n=g.pick(["Prod DB", "CI deploy key", "office", g.host()]),
        k=g.pick([12, 14, 16]),
    )


def _typo(g, v):
    i = g.r.randrange(1, len(v) - 1)
    return v[:i] + g.pick([c for c in "abcdefxyz0123" if c != v[i]]) + v[i + 1 :]


def _quote(g, v, lang):
    if g.r.random() < 0.5:
        return v
    if lang in ("zh", "ja"):
        return g.pick(["「{}」", "`{}`"]).format(v)
    return g.pick(["`{}`", '"{}"', "'{}'", "«{}»", "**{}**", "```\n{}\n```"]).format(v)


def told_secret(g):
    """One chat/note row that tells a credential; returns (text, secrets, family, lang)."""
    lang = g.pick(LANGS)
    p = PHRASES[lang]
    a, b = g.r.sample(
        [
            "alice",
            "bob",
            "carmen",
            "dmitri",
            "hana",
            "jamal",
            "keiko",
            "priya",
            "tomasz",
            "wen",
            "yusuf",
            "ines",
        ],
        2,
    )
    kind = g.pick(
        [
            "qa",
            "pw",
            "new",
            "typo",
            "pair",
            "passphrase",
            "wifi",
            "vpn",
            "pin",
            "codes",
            "token",
            "agent",
        ]
    )
    shape = "agent" if kind == "agent" else g.pick(SHAPES[:-1])
    secrets = []
    msgs = (
        [(a, _fill(g, p["ask"]))]
        if (g.r.random() < 0.5 or kind == "qa") and kind != "agent"
        else []
    )
    if kind == "qa":
        v = g.pick([g.password, g.password, g.human_pw])()
        secrets.append(v)
        msgs += [(b, p["sec"]), (b, _quote(g, v, lang))]
    elif kind in ("pw", "agent"):
        v = g.pick([g.password(), g.password(16, 28)])
        secrets.append(v)
        msgs.append((b, _fill(g, p["pw"], _quote(g, v, lang))))
    elif kind == "new":
        v = g.pick([g.password, g.password, g.human_pw])()
        secrets.append(v)
        msgs.append((b, _fill(g, p["new"], _quote(g, v, lang))))
    elif kind == "typo":
        v = g.password(12, 20)
        w = _typo(g, v)
        secrets += [w, v]
        msgs += [(b, _fill(g, p["pw"], w)), (b, _fill(g, p["typo"], v))]
    elif kind == "pair":
        u, v = g.user(), g.pick([g.password, g.human_pw])()
        sep = g.pick([" / ", "/", ":", "\t", "\n", " : "])
        secrets.append(v)
        msgs.append((b, _fill(g, p["login"]) + "\n" + u + sep + v))
    elif kind == "passphrase":
        v = g.passphrase()
        secrets.append(v)
        msgs.append((b, _fill(g, g.pick([p["pw"], p["new"], p["wifi"]]), _quote(g, v, lang))))
    elif kind in ("wifi", "vpn"):
        v = g.pick([g.password(12, 24), g.passphrase()])
        secrets.append(v)
        msgs.append((b, _fill(g, p[kind], _quote(g, v, lang))))
    elif kind == "pin":
        v = g.pin()
        secrets.append(v)
        msgs.append((b, _fill(g, p["pin"], v)))
    elif kind == "codes":
        codes = g.recovery_codes()
        secrets += codes
        msgs.append((b, p["codes"] + "\n" + "\n".join(codes)))
    else:
        v = prefixed(g)  # real prefix formats (ghp_, glpat-, xoxb-, ...)
        secrets.append(v)
        msgs.append((b, _fill(g, p["token"], _quote(g, v, lang))))
    if g.r.random() < 0.4 and kind != "agent":
        msgs.append((a, p["thanks"]))
    return render(g, shape, msgs), secrets, f"told_{kind}", lang


ORD_KEYS = ("access", "vault", "where", "policy", "user", "ticket", "meeting", "error", "branch")


def told_ordinary(g):
    """The same chats with no secret: asking, pointing at the vault, ids, policy talk."""
    lang = g.pick(LANGS)
    p = PHRASES[lang]
    a, b = g.r.sample(
        [
            "alice",
            "bob",
            "carmen",
            "dmitri",
            "hana",
            "jamal",
            "keiko",
            "priya",
            "tomasz",
            "wen",
            "yusuf",
            "ines",
        ],
        2,
    )
    keys = g.r.sample(ORD_KEYS, g.r.randint(1, 4))
    shape = g.pick(SHAPES)
    msgs = []
    if g.r.random() < 0.4:
        msgs.append((a, _fill(g, p["ask"])))
        msgs.append((b, p["sec"]))
    for i, k in enumerate(keys):
        msgs.append(((a, b)[i % 2], _fill(g, p[k])))
    if g.r.random() < 0.3:
        msgs.append((a, p["thanks"]))
    return render(g, shape, msgs), f"told_{keys[0]}", lang
