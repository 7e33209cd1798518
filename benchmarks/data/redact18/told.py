"""Told rows: credentials people type into chat or tell the agent, and the same shapes without one."""

from gen import (
    FIRST,
    TARGETS,
    WORDS,
    R,
    alnum,
    aws_id,
    aws_secret,
    b32,
    digits,
    hexs,
    hm,
    host,
    mask,
    passphrase,
    pick,
    pw,
    ref,
    sha1,
    tok_any,
    ulid,
    user,
    uuid,
)
from phrases import P

EMOJI = ["🔑", "🔐", "🙏", "😅", "🚀", "👉", "👈", "✅", "🔥", "😬", "🤞", "🫡", "💀", "🎉", "👀", "😭", "🙌", "⚠️"]


def wrap(v):
    return pick(["{}", "{}", "`{}`", '"{}"', "«{}»", "**{}**", "'{}'"]).format(v)


def fmt(p, **kw):
    return p.format(**kw)


def layout(msgs):
    """msgs: list of (speaker, text). One of four chat export shapes."""
    kind = R.randrange(4)
    day = f"{R.randint(1, 28):02d}"
    mon = f"{R.randint(1, 12):02d}"
    out = []
    start = R.randint(7 * 60, 21 * 60)
    for who, text in msgs:
        start += R.randint(0, 6)
        t = f"{start // 60:02d}:{start % 60:02d}"
        if kind == 0:
            out.append(f"{day}/{mon}/2026, {t} - {who}: {text}")
        elif kind == 1:
            out.append(f"{who.capitalize()}, [{day}.{mon}.26 {t}]\n{text}")
        elif kind == 2:
            out.append(f"[2026-{mon}-{day} {t}] {who}: {text}")
        else:
            out.append(("user: " if who == msgs[0][0] else "teammate (pasted): ") + text)
    return ("\n\n" if kind == 1 else "\n").join(out)


def two():
    a = pick(FIRST)
    b = pick([x for x in FIRST if x != a])
    return a, b


def secret_value():
    return R.choice([pw(), pw(), passphrase(), pw(14, 24)])


# ---------------------------------------------------------------- secret rows
def told_pw(lang):
    p, (a, b) = P[lang], two()
    v, t = secret_value(), pick(TARGETS)
    msgs = [(b, fmt(p["ask"], t=t))] if R.random() < 0.6 else []
    msgs += [(a, fmt(p["pw"], t=t, v=wrap(v)))]
    if R.random() < 0.5:
        msgs.append((b, p["thx"]))
    return layout(msgs), [v]


def told_token(lang):
    p, (a, b) = P[lang], two()
    v, t = tok_any(), pick(["github", "gitlab", "the ci bot", "stripe", "openai", "huggingface", "sendgrid",
                            "the slack bot", "vault", "linear", "npm publish"])
    msgs = [(a, fmt(p["tok"], t=t, v=wrap(v)))]
    if R.random() < 0.5:
        msgs.append((b, p["thx"]))
    return layout(msgs), [v]


def told_buried(lang):
    p, (a, b) = P[lang], two()
    f = list(p["fill"])
    R.shuffle(f)
    if R.random() < 0.6:
        v = secret_value()
        mid = fmt(p["pw"], t=pick(TARGETS), v=wrap(v))
    else:
        v = tok_any()
        mid = fmt(p["tok"], t=pick(["github", "the ci bot", "sentry", "npm"]), v=wrap(v))
    body = " ".join(f[:2]) + " " + mid + ". " + f[2] + " " + pick(["", p["thx"], fmt(p["ask"], t=pick(TARGETS))])
    msgs = [(b, pick(["?", "👀", "ok", fmt(p["ask"], t=pick(TARGETS))]))] if R.random() < 0.4 else []
    return layout(msgs + [(a, body.strip())]), [v]


def told_correction(lang):
    p, (a, b) = P[lang], two()
    v1, v2, t = secret_value(), secret_value(), pick(TARGETS)
    msgs = [(a, fmt(p["pw"], t=t, v=wrap(v1)))]
    if R.random() < 0.5:
        msgs.append((b, pick(["❌", "401", "doesn't work", "no", "🤔", "Access denied"])))
    msgs.append((a, fmt(p["sorry"], v=wrap(v2))))
    return layout(msgs), [v1, v2]


def told_splitpair(lang):
    p, (a, b) = P[lang], two()
    if R.random() < 0.3:
        kid, sec = aws_id(), aws_secret()
        msgs = [(a, fmt(p["tok"], t="aws", v=wrap(kid)))]
        if R.random() < 0.5:
            msgs.append((b, "?"))
        msgs.append((a, fmt(p["pwnext"], v=wrap(sec))))
        return layout(msgs), [kid, sec]
    v = secret_value()
    msgs = [(a, fmt(p["user"], u=wrap(user())))]
    if R.random() < 0.5:
        msgs.append((b, pick(["ok", "+", "👍", p["thx"]])))
    msgs.append((a, fmt(p["pwnext"], v=wrap(v))))
    return layout(msgs), [v]


def voice_value(v):
    """How dictation software might write a value: intact, or cut in chunks with odd separators."""
    if R.random() < 0.4 or len(v) < 9:
        return v
    n = R.randint(1, 2) if len(v) >= 12 else 1
    step = len(v) // (n + 1)
    cuts = [step * (i + 1) + R.randint(-1, 1) for i in range(n)]
    out, last = [], 0
    for c in cuts:
        out.append(v[last:c])
        last = c
    out.append(v[last:])
    sep = pick([" ", ", ", ". ", " - ", "... "])
    return sep.join(out)


def told_voice(lang):
    p, (a, _) = P[lang], two()
    v = pw(10, 16, symbols="-_")
    spoken = voice_value(v)
    t = pick(TARGETS)
    line = fmt(p["pw"], t=t, v="\u0000").lower().replace(":", pick([" colon", ",", " :", ""]))
    line = line.replace("\u0000", spoken)
    head = pick(["🎤 ", "[voice note, transcribed] ", "(dictated) ", "Voice message: ", ""])
    tail = pick([" period", ". . thanks", ",, ok", " full stop full stop", "...", " ok bye", ""])
    text = head + pick(["um ", "so ", "okay so ", "", "uh "]) + line + tail
    return layout([(a, text)]), [spoken]


def told_emoji(lang):
    p, (a, b) = P[lang], two()
    v = R.choice([secret_value(), tok_any()])
    e = lambda k=2: "".join(R.choice(EMOJI) for _ in range(R.randint(1, k)))  # noqa: E731
    style = R.randrange(3)
    if style == 0:
        text = f"{e(3)} {fmt(p['pw'], t=pick(TARGETS), v=v)} {e(4)}"
    elif style == 1:
        text = f"{e()} {fmt(p['pw'], t=pick(TARGETS), v='')}".rstrip() + f" 👉{v}👈 {e(3)}"
    else:
        text = f"{pick(TARGETS)} {e(2)}\n🔑 {v}\n{e(3)} {p['thx']}"
    msgs = [(b, fmt(p["ask"], t=pick(TARGETS)) + " " + e())] if R.random() < 0.4 else []
    return layout(msgs + [(a, text)]), [v]


def told_codes(lang):
    p, (a, _) = P[lang], two()
    if R.random() < 0.5:
        codes = [f"{alnum(5).lower()}-{alnum(5).lower()}" for _ in range(R.randint(4, 8))]
        sep = pick(["\n", ", ", "  ", " | "])
        if sep == "\n":
            text = fmt(p["tok"], t="2FA recovery codes", v="").rstrip() + "\n" + "\n".join(codes)
        else:
            text = fmt(p["tok"], t="2FA recovery codes", v=sep.join(codes))
        return layout([(a, text)]), codes
    seed = b32(32)
    shown = " ".join(seed[i:i + 4] for i in range(0, 32, 4)) if R.random() < 0.5 else seed
    return layout([(a, fmt(p["tok"], t="TOTP seed (" + pick(TARGETS) + ")", v=wrap(shown)))]), [shown]


def told_prose(_lang):
    v, u, h = secret_value(), user(), host()
    t = pick([
        "Logged into {h} as {u} with {v} and the migration ran fine.",
        "For future me: {u} on {h}, typed {v}, then sudo worked without asking again.",
        "I tried {v} on {h} first, and it let me straight in as {u}.",
        "ok {u} / {v} gets you into {h}, don't ask why it's still that",
        "The box {h} still accepts {v} for {u}; we should fix that next sprint.",
        "Remember that {h} wants {v} after the username {u}, the old one stopped working Monday.",
        "Paste {v} when {h} prompts you, then pick the {u} profile.",
    ])
    return t.format(v=v, u=u, h=h), [v]


SECRET_FAMILIES = [
    ("told_pw", told_pw, 36), ("told_token", told_token, 36), ("told_buried", told_buried, 40),
    ("told_correction", told_correction, 36), ("told_splitpair", told_splitpair, 36),
    ("told_voice", told_voice, 40), ("told_emoji", told_emoji, 40), ("told_codes", told_codes, 28),
    ("told_prose", told_prose, 34),
]
ENGLISH_ONLY = {"told_prose"}


# ---------------------------------------------------------------- ordinary rows
def masked_token():
    t = tok_any()
    return pick([t[:4] + "****" + t[-4:], t[:4] + "…" + t[-4:], t.split("_")[0] + "_" + "x" * 20, "<token>",
                 "your-token-here", "CHANGE_ME", t[:6] + "..."])


def o_masked(lang):
    p, (a, b) = P[lang], two()
    if R.random() < 0.5:
        text = fmt(p["pw"], t=pick(TARGETS), v=wrap(mask()))
    else:
        text = fmt(p["tok"], t=pick(["github", "gitlab", "stripe", "sentry"]), v=wrap(masked_token()))
    return layout([(b, fmt(p["ask"], t=pick(TARGETS))), (a, text)])


def o_envref(lang):
    p, (a, _) = P[lang], two()
    return layout([(a, fmt(p["pw"], t=pick(TARGETS), v=wrap(ref())))])


def vault_ptr():
    return pick([f"op://{pick(WORDS)}/{pick(TARGETS).replace(' ', '-')}/password",
                 f"vault kv get -field=password secret/{pick(WORDS)}", "1Password", "Bitwarden",
                 f"sops -d secrets/{pick(WORDS)}.enc.yaml", f"doppler secrets get {pick(['DB_PASSWORD', 'API_KEY'])}",
                 f"aws secretsmanager get-secret-value --secret-id {pick(WORDS)}/db"])


def o_vault(lang):
    p, (a, b) = P[lang], two()
    msgs = [(b, fmt(p["ask"], t=pick(TARGETS))), (a, fmt(p["vault"], t=pick(TARGETS), v=wrap(vault_ptr())))]
    if R.random() < 0.5:
        msgs.append((a, p["rot"].format(t=pick(TARGETS))))
    return layout(msgs)


def some_id():
    return pick([f"commit {sha1()[:R.choice([7, 12, 40])]}", f"request id {uuid()}", f"run #{digits(5)}",
                 f"sha256:{hexs(64)}", f"trace {hexs(32)}", f"ticket OPS-{R.randint(100, 9999)}", ulid(),
                 f"v{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 20)}", f"port {R.randint(1024, 65000)}"])


def o_buried(lang):
    p, (a, _) = P[lang], two()
    f = list(p["fill"])
    R.shuffle(f)
    mid = pick([fmt(p["rot"], t=pick(TARGETS)), fmt(p["ask"], t=pick(TARGETS)),
                fmt(p["vault"], t=pick(TARGETS), v=vault_ptr()), fmt(p["user"], u=user())])
    return layout([(a, f"{f[0]} {f[1]} {mid} ({some_id()}). {f[2]}")])


def o_correction(lang):
    p, (a, b) = P[lang], two()
    msgs = [(a, fmt(p["pw"], t=pick(TARGETS), v=wrap(pick([mask(), ref()])))),
            (b, pick(["❌", "401", "doesn't work", "🤔"])), (a, fmt(p["sorry"], v=wrap(pick([ref(), vault_ptr()]))))]
    return layout(msgs)


def o_pair(lang):
    p, (a, b) = P[lang], two()
    msgs = [(a, fmt(p["user"], u=wrap(user()))), (b, pick(["ok", "👍"])), (a, fmt(p["pwnext"], v=wrap(mask())))]
    return layout(msgs)


def o_voice(lang):
    p, (a, _) = P[lang], two()
    num = " ".join(digits(R.randint(4, 6)))
    line = pick([fmt(p["user"], u=user()), fmt(p["ask"], t=pick(TARGETS)), fmt(p["rot"], t=pick(TARGETS))]).lower()
    head = pick(["🎤 ", "[voice note, transcribed] ", "(dictated) ", "Voice message: "])
    return layout([(a, f"{head}um {line}, build number {num} period, ok bye")])


def o_emoji(lang):
    p, (a, b) = P[lang], two()
    e = lambda k=3: "".join(R.choice(EMOJI) for _ in range(R.randint(1, k)))  # noqa: E731
    line = pick([fmt(p["rot"], t=pick(TARGETS)), fmt(p["ask"], t=pick(TARGETS)), p["thx"],
                 fmt(p["pw"], t=pick(TARGETS), v="👉" + mask() + "👈")])
    return layout([(b, e() + " " + some_id()), (a, f"{e()} {line} {e(4)}")])


def o_ids(lang):
    p, (a, b) = P[lang], two()
    f = pick(p["fill"])
    return layout([(a, f"{f} {some_id()}, {some_id()}"), (b, p["thx"])])


def o_example(lang):
    p, (a, _) = P[lang], two()
    ex = pick(["ghp_" + "x" * 36, "glpat-XXXXXXXXXXXXXXXXXXXX", "sk_test_example", "your-api-key-here", "<your-token>",
               "CHANGE_ME", "REPLACE_WITH_TOKEN", "changeme (example only)", "xoxb-your-bot-token"])
    return layout([(a, fmt(p["tok"], t="the README example", v=wrap(ex)))])


def o_codes(lang):
    p, (a, _) = P[lang], two()
    text = fmt(p["tok"], t="2FA recovery codes", v=pick(["1Password", "the vault", mask(), "`op://it/2fa/codes`"]))
    return layout([(a, text + " " + pick(["✅", "", "(used 3 of 10)", f"({some_id()})"]))])


def o_prose(_lang):
    return pick([
        "Rotate {t} credentials every 90 days; the runbook is in the wiki under OPS-{n}.",
        "Never paste tokens in chat. Use the vault link and share the path, not the value.",
        "The deploy key for {t} was revoked at {h}; new requests go through the access form.",
        "If {t} asks for a password, the answer lives in 1Password under the team vault.",
        "We moved {t} to SSO, so there is no shared password any more.",
        "Reminder: the staging and prod passwords differ, and both are in the vault ({n} entries).",
        "Audit found {n} stale tokens; owners were asked to revoke them by Friday.",
    ]).format(t=pick(TARGETS), n=R.randint(2, 9999), h=hm())


ORD_FAMILIES = [
    ("told_masked", o_masked, 54), ("told_envref", o_envref, 54), ("told_vault", o_vault, 54),
    ("told_buried_ord", o_buried, 54), ("told_correction_ord", o_correction, 54), ("told_pair_ord", o_pair, 54),
    ("told_voice_ord", o_voice, 54), ("told_emoji_ord", o_emoji, 54), ("told_ids", o_ids, 54),
    ("told_example", o_example, 50), ("told_codes_ord", o_codes, 50), ("told_prose_ord", o_prose, 34),
]
ORD_ENGLISH_ONLY = {"told_prose_ord"}
