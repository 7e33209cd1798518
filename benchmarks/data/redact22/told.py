"""Told rows for redact22: what users tell the agent in chat, both halves."""

import string

import gen
from gen import R, pick
from phrases import LANGS

LANG_CODES = list(LANGS)


def wrap(v):
    return pick(["{}", "`{}`", '"{}"', "**{}**", "'{}'", "{}", "«{}»"]).format(v)


def layout(msgs):
    """msgs: list of (speaker, text); speaker 'U' is the user, 'A' the agent."""
    style = R.randrange(4)
    user, other = pick(gen.NAMES), pick(gen.NAMES)
    out = []
    day = gen.ts()[:10]
    minute = R.randint(7 * 60, 20 * 60)
    ext = pick([" (External)", ""])
    for who, text in msgs:
        name = user if who == "U" else other
        minute += R.randint(0, 4)
        hh, mm = divmod(minute, 60)
        if style == 0:
            out.append(f"[{day} {hh:02d}:{mm:02d}:{R.randint(0, 59):02d}] <@{name.lower()}:chat.example> {text}")
        elif style == 1:
            out.append(f"{name}{ext if who == 'U' else ''}\n{(hh - 1) % 12 + 1}:{mm:02d} {'AM' if hh < 12 else 'PM'}\n{text}")
        elif style == 2:
            out.append(f"**{name}** ({hh:02d}:{mm:02d}): {text}")
        else:
            out.append(("user: " if who == "U" else "assistant: ") + text)
    return "\n".join(out)


def fill(lang, key, **kw):
    return LANGS[lang][key].format(**kw)


def lead(lang):
    return pick(["", "", "ok — ", "btw ", "@" + pick(gen.NAMES).lower() + " "])


# ---------- secret rows ----------

def s_pw(lang):
    v = gen.password()
    t = pick(gen.TARGETS)
    return layout([("U", lead(lang) + fill(lang, "pw", t=t, v=wrap(v)))]), [v]


def s_token(lang):
    v = gen.token()
    return layout([("U", fill(lang, "tok", t=pick(gen.SERVICES), v=wrap(v)))]), [v]


def s_nato(lang):
    v = gen.plain_pw()
    sp = gen.spell_nato(v, R.randrange(3))
    msgs = [("A", "Could you share the credential for " + pick(gen.TARGETS) + "?"),
            ("U", fill(lang, "spell") + " " + sp)]
    if R.random() < 0.5:
        msgs = msgs[1:]
    return layout(msgs), [sp]


def s_words(lang):
    ws = R.sample(gen.WORDS, 4)
    if R.random() < 0.5:
        ws[3] = ws[3] + str(R.randint(10, 99))
    msgs = [("U", fill(lang, "words"))] + [("U", w if R.random() < 0.6 else f"{i + 1}) {w}") for i, w in enumerate(ws)]
    return layout(msgs), ws


def s_halves(lang):
    v = gen.token() if R.random() < 0.5 else gen.password(14, 22)
    cut = R.randint(6, len(v) - 6)
    a, b = v[:cut], v[cut:]
    msgs = [("U", fill(lang, "h1", v=a))]
    if R.random() < 0.5:
        msgs.append(("A", "Got it, waiting for the rest."))
    msgs.append(("U", fill(lang, "h2", v=b)))
    return layout(msgs), [a, b]


def s_pwmgr(lang):
    v = gen.password()
    u = pick(gen.USERS)
    url = "https://" + gen.host()
    style = R.randrange(4)
    if style == 0:
        line = f',,login,{pick(gen.SERVICES)} {pick(["prod", "qa", "staging"])},,,0,{url},{u},{v},'
    elif style == 1:
        line = f'"{pick(gen.SERVICES)} admin","{url}","{u}","{v}","","{pick(["Work", "Infra"])}"'
    elif style == 2:
        line = f'"Infra","{pick(gen.SERVICES)}","{u}","{v}","{url}","","{gen.ts()}"'
    else:
        line = f"{url},{u},{v},,{pick(gen.SERVICES)},Shared-Ops,0"
    return layout([("U", fill(lang, "here") + "\n" + line)]), [v]


def s_commit(lang):
    v = gen.secret_any()
    t = pick(gen.TARGETS)
    if R.random() < 0.5:
        text = (f"commit {gen.sha1()}\nAuthor: {pick(gen.NAMES)} <{pick(gen.USERS)}@corp.example>\n"
                f"Date:   {gen.ts()}\n\n    {pick(['chore: bump staging creds', 'wip: make ' + t + ' work', 'fix login on qa'])}\n\n"
                f"    {fill(lang, 'pw', t=t, v=v)}\n")
    else:
        text = (f"{pick(gen.NAMES)} commented on `{pick(['config/app.yml', 'deploy/values.yaml', '.env.ci'])}` "
                f"line {R.randint(3, 140)} · PR #{R.randint(100, 4000)}\n> {fill(lang, 'pw', t=t, v=wrap(v))}\n"
                f"{pick(['Resolve conversation', 'Reply…', '👍 1'])}")
    return text, [v]


def s_voice(lang):
    v = gen.plain_pw(12, 16)
    ch = gen.chunked(v)
    t = pick(gen.TARGETS)
    text = (f"[voice note {R.randint(0, 2)}:{R.randint(0, 59):02d}, transcribed] "
            f"{pick(['um so', 'ok uh', 'right,', 'hey,'])} {fill(lang, 'pw', t=t, v=ch)} {pick(['cheers', 'ok bye', '', 'thanks'])}")
    return text.rstrip(), [ch]


def s_fix(lang):
    old, new = gen.password(), gen.password()
    t = pick(gen.TARGETS)
    msgs = [("U", fill(lang, "pw", t=t, v=wrap(old))), ("A", "Thanks, noted.")]
    if R.random() < 0.5:
        msgs = msgs[:1]
    msgs.append(("U", fill(lang, "fix", v=wrap(new))))
    return layout(msgs), [old, new]


PROSE = [
    "I got into {t} as {u} using {v} this morning, so it's back to the old one",
    "{u} on {t} still takes {v} — nobody rotated it after the offsite",
    "if {t} asks, type {v} and hit enter twice",
    "we set {t} to {v} for the demo; change it after Friday",
    "try {v} on {t}, that worked for me last week",
]


def s_prose(lang):
    v = gen.password() if R.random() < 0.6 else gen.token()
    return layout([("U", pick(PROSE).format(t=pick(gen.TARGETS), u=pick(gen.USERS), v=v))]), [v]


SECRET = [("told_pw", s_pw), ("told_token", s_token), ("told_nato", s_nato), ("told_words", s_words),
          ("told_halves", s_halves), ("told_pwmgr", s_pwmgr), ("told_commit", s_commit), ("told_voice", s_voice),
          ("told_correction", s_fix), ("told_prose", s_prose)]
HARD = {"told_nato", "told_words", "told_halves", "told_voice", "told_prose"}


# ---------- ordinary rows ----------

def o_masked(lang):
    return layout([("U", fill(lang, "masked", t=pick(gen.TARGETS))), ("A", f"Understood, I'll read it from `{gen.ref()}`.")])


def o_ref(lang):
    t = pick(gen.TARGETS)
    return layout([("U", fill(lang, "pw", t=t, v=wrap(pick([gen.mask(), gen.ref(), "<ask-ops>", "<see vault>"]))))])


def o_build(lang):
    n = pick([str(R.randint(100, 99999)), gen.sha1()[:R.choice([7, 12, 40])], gen.pub_id()])
    return layout([("U", fill(lang, "build", t=pick(gen.SERVICES), n=n))])


def o_nato(lang):
    what = pick(["the ticket", "the order", "the host", "the build id", "the branch"])
    v = pick([f"INC{R.randint(100000, 999999)}", gen.rs(8, string.ascii_uppercase + string.digits), pick(gen.SERVICES) + str(R.randint(1, 9))])
    return layout([("A", f"What's {what}?"), ("U", fill(lang, "spell") + " " + gen.spell_nato(v, R.randrange(3)))])


def o_words(lang):
    ws = R.sample(gen.CODENAMES, 4)
    msgs = [("U", "the release codename for " + pick(gen.SERVICES) + " (public, it's on the blog):")] + [("U", w) for w in ws]
    return layout(msgs)


def o_halves(lang):
    v = pick([gen.sha1(), gen.uuid4(), gen.sha256()[:48]])
    cut = len(v) // 2
    return layout([("U", fill(lang, "h1", v=v[:cut]) + " (commit)"), ("U", fill(lang, "h2", v=v[cut:]))])


def o_pwmgr(lang):
    u = pick(gen.USERS)
    line = pick([f'"{pick(gen.SERVICES)} SSO","https://{gen.host()}","{u}","","passkey only",""',
                 f',,login,{pick(gen.SERVICES)},,,0,https://{gen.host()},{u},,',
                 f'"Infra","{pick(gen.SERVICES)}","{u}","{gen.mask()}","","",""'])
    return layout([("U", fill(lang, "here") + "\n" + line), ("A", "That entry has no stored password; it's SSO.")])


def o_commit(lang):
    n = gen.envname()
    return (f"commit {gen.sha1()}\nAuthor: {pick(gen.NAMES)} <{pick(gen.USERS)}@corp.example>\nDate:   {gen.ts()}\n\n"
            f"    chore: read {n} from the secret store\n\n    {fill(lang, 'masked', t=pick(gen.TARGETS))}\n"
            f"    Refs: {gen.ref(n)}\n")


def o_voice(lang):
    num = f"{R.randint(100, 999)}{R.randint(1000, 9999)}{R.randint(100, 999)}"
    return (f"[voice note 0:{R.randint(5, 59):02d}, transcribed] um so the order number is {gen.chunked(num)} "
            f"and {fill(lang, 'build', t=pick(gen.SERVICES), n=R.randint(100, 9999))}")


def o_fix(lang):
    a, b = R.randint(1000, 9999), R.randint(1000, 9999)
    return layout([("U", f"the port for {pick(gen.TARGETS)} is {a}"),
                   ("U", fill(lang, "fix", v=f"{b} (ticket OPS-{R.randint(100, 9999)})"))])


ORDINARY = [("told_masked", o_masked), ("told_ref", o_ref), ("told_build", o_build), ("told_nato_ord", o_nato),
            ("told_words_ord", o_words), ("told_halves_ord", o_halves), ("told_pwmgr_ord", o_pwmgr),
            ("told_commit_ord", o_commit), ("told_voice_ord", o_voice), ("told_correction_ord", o_fix)]
