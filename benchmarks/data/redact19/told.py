"""Told rows: credentials users hand the agent in chat, both halves (with and without a secret)."""

from gen import TARGETS
from phrases import LANGS, say

AGENT_ASK_PW = ("I need the password for {t} to continue. What is it?", "Which password should I use for {t}?",
                "The login for {t} failed with the old value. Do you have the current one?",
                "Before I run the migration: what's the credential for {t}?")
AGENT_ASK_TOK = ("Which token should I use for {t}?", "I need an API token for {t}. Can you paste one?",
                 "The deploy needs a token for {t}; which one do I use?")
PROSE = (
    "{n} said {t} still takes {v} from the old days, so try that before you page anyone.",
    "Note to self: {t} in the lab answers to admin / {v} since the factory reset.",
    "If {t} complains again, feed it {v} and it stops sulking.",
    "{n} wrote {v} on a sticky note next to {t}; that's what opens it.",
    "We unlock {t} with {v} — same as last quarter, nobody changed it.",
    "Bootstrap {t} as admin with {v}, then change it in the console once SSO works.",
    "{t} has been on {v} since March; {n} keeps meaning to rotate it.",
    "Ask for nothing, just type {v} at the prompt for {t} and you're in.",
    "The thing that gets you into {t} is {v}. Don't tell {n} I wrote it down.",
    "For {t} I've been using {v} all week, works fine from the jump host.",
)
PROSE_ORD = (
    "{n} rotated the credentials for {t} on Tuesday; the new value lives only in the vault.",
    "We stopped sharing passwords for {t} in chat. Request access through the portal and it arrives by SSO.",
    "Reminder: {t} uses short-lived tokens now, minted per job, so there is nothing to paste anywhere.",
    "If {t} asks for a password, something is misconfigured; it should use your SSO session.",
    "The audit flagged that {t} had a shared login. {n} is replacing it with per-user accounts this sprint.",
    "Never put the {t} credential in a ticket. Link the vault item instead and let people request access.",
    "{n} asked whether the {t} key expires. It does, after 90 days, and the rotation job handles it.",
    "The password policy for {t} is 16 characters minimum, checked against the breach list.",
)


def wrap(g, v):
    return g.pick(["{}", "{}", "`{}`", '"{}"', "**{}**", "«{}»", "'{}'"]).format(v)


def chat(g, msgs):
    style = g.r.randint(0, 3)
    out = []
    for who, m in msgs:
        if style == 0:
            out.append(f"[{g.time()}] {who}: {m}")
        elif style == 1:
            out.append(f"{who} — Today at {g.time()}\n{m}")
        elif style == 2:
            out.append(f"<{who}> {m}")
        else:
            out.append(m)
    return "\n".join(out)


def target(g):
    return g.pick(TARGETS)


def told_secret(g, fam, lang):
    t, n = target(g), g.name()
    if fam == "told_pw":
        v = g.pw() if g.r.random() < 0.8 else g.phrase()
        msgs = [(n, say(lang, "greet", ) + "!"), (n, say(lang, "pw", t=t, v=wrap(g, v)))]
        if g.r.random() < 0.5:
            msgs.append((n, say(lang, "restart", t=t)))
        return chat(g, msgs), [v]
    if fam == "told_token":
        v = g.token()
        msgs = [(n, say(lang, "tok", t=t, v=wrap(g, v)))]
        if g.r.random() < 0.5:
            msgs.insert(0, (n, say(lang, "greet")))
        return chat(g, msgs), [v]
    if fam == "told_answer":
        tok = g.r.random() < 0.35
        v = g.token() if tok else g.pw()
        q = g.pick(AGENT_ASK_TOK if tok else AGENT_ASK_PW).format(t=t)
        ans = g.pick(["{v}", "{h}: {v}", "{h}\n{v}", "{w}", "{v} — {th}"]).format(
            v=v, h=say(lang, "here"), w=wrap(g, v), th=say(lang, "thanks"))
        a = g.pick(["assistant", "agent", "Claude"])
        return f"{a}: {q}\nuser: {ans}", [v]
    if fam == "told_steps":
        v = g.pw()
        steps = [say(lang, "login", t=t), say(lang, "pw", t=t, v=wrap(g, v)), say(lang, "restart", t=t)]
        if g.r.random() < 0.5:
            steps.insert(0, f"ssh {g.user()}@{g.host()}")
        mark = g.pick(['.', ')'])
        lines = [f"{i}{mark} {s}" for i, s in enumerate(steps, 1)]
        return say(lang, "greet") + "\n" + "\n".join(lines), [v]
    if fam == "told_email":
        v = g.pw(10, 16)
        body = say(lang, "temp", v=v)
        if g.r.random() < 0.5:
            txt = (f"{say(lang, 'here')}:\n> From: IT Service Desk <servicedesk@corp.example>\n> Subject: "
                   f"REQ{g.r.randint(100000, 999999)} account {g.user()}\n>\n> {body}\n> -- \n> Service Desk")
        else:
            txt = (f"{say(lang, 'greet')}, {say(lang, 'ask', t=t)}\n\n--- pasted from ticket INC-{g.r.randint(1000, 99999)}"
                   f" ---\n{g.name()} (agent) wrote:\n    {body}\n--- end ---")
        return txt, [v]
    if fam == "told_spelled":
        v = g.pw(8, 12)
        s = g.spaced(v)
        return chat(g, [(n, say(lang, "spell", v=s)), (n, say(lang, "thanks") + " — " + t)]), [s]
    if fam == "told_prose":
        v = g.pw() if g.r.random() < 0.7 else g.phrase()
        return g.pick(PROSE).format(t=t, n=n.title(), v=v), [v]
    raise ValueError(fam)


def told_ordinary(g, fam, lang):
    t, n = target(g), g.name()
    if fam == "told_masked":
        return chat(g, [(n, say(lang, "pw", t=t, v=wrap(g, g.mask())))])
    if fam == "told_ref":
        k = g.pick(["pw", "tok"])
        return chat(g, [(n, say(lang, "greet")), (n, say(lang, k, t=t, v=g.ref()))])
    if fam == "told_vault":
        return chat(g, [(g.name(), say(lang, "ask", t=t)), (n, say(lang, "vault", t=t))])
    if fam == "told_answer_ord":
        q = g.pick(AGENT_ASK_PW + AGENT_ASK_TOK).format(t=t)
        ans = g.pick([say(lang, "vault", t=t), f"op read 'op://Infra/{g.ident()}/password'",
                      f"{say(lang, 'here')}: user {g.user()}, host {g.host()}:{g.pick([5432, 3306, 5672, 6380, 389])}",
                      f"{say(lang, 'here')}: ${{{g.pick(['DB_PASSWORD', 'API_TOKEN', 'BIND_PW'])}}}",
                      "SSO, no password", f"vault kv get -field=password secret/{g.ident()}"])
        return f"{g.pick(['assistant', 'agent', 'Claude'])}: {q}\nuser: {ans}"
    if fam == "told_steps_ord":
        steps = [f"export DB_PASSWORD=$(op read op://Infra/{g.ident()}/password)", say(lang, "login", t=t),
                 say(lang, "restart", t=t)]
        if g.r.random() < 0.5:
            steps[0] = f"vault kv get -field=token secret/ci/{g.ident()}"
        return say(lang, "greet") + "\n" + "\n".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
    if fam == "told_email_ord":
        body = g.pick(["We will never ask for your password by email or phone.",
                       f"Your request REQ{g.r.randint(100000, 999999)} is resolved. Set a new password in the self-service portal.",
                       say(lang, "temp", v="(SMS)"), say(lang, "temp", v=g.mask())])
        return (f"{say(lang, 'ask', t=t)}\n> From: IT Service Desk <servicedesk@corp.example>\n> Date: {g.date()}\n>\n"
                f"> {body}\n> Ticket INC-{g.r.randint(1000, 99999)}")
    if fam == "told_spelled_ord":
        v = g.pick([f"INC{g.r.randint(10000, 99999)}", g.user() + g.pick(["01", "02", "_ro"]), g.hex(8),
                    f"build{g.r.randint(100, 999)}", g.host().split(".")[0]])
        return chat(g, [(n, say(lang, "spell", v=g.spaced(v)) + f" ({g.pick(['ticket', 'user', 'host', 'build'])})")])
    if fam == "told_ids":
        return chat(g, [(n, say(lang, "login", t=t)), (n, g.pick([f"commit {g.sha()}", f"image {g.digest()}",
                        f"request id {g.uuid()}", f"run {g.ulid()}", f"trace {g.hex(32)}"])),
                        (n, say(lang, "restart", t=t))])
    if fam == "told_example":
        return chat(g, [(n, say(lang, g.pick(["pw", "tok"]), t=t, v=wrap(g, g.placeholder())) + " (example)")])
    if fam == "told_prose_ord":
        return g.pick(PROSE_ORD).format(t=t, n=n.title())
    raise ValueError(fam)


SECRET_FAMS = {"told_pw": 46, "told_token": 42, "told_answer": 46, "told_steps": 40, "told_email": 40,
               "told_spelled": 46, "told_prose": 34}
ORD_FAMS = ("told_masked", "told_ref", "told_vault", "told_answer_ord", "told_steps_ord", "told_email_ord",
            "told_spelled_ord", "told_ids", "told_example")


def lang_for(fam, i):
    return "en" if fam in ("told_prose", "told_prose_ord") else LANGS[i % len(LANGS)]
