"""Told rows: credentials and non-credentials passed in chat, tables, commits, reviews, voice notes."""

from gen import R, TARGETS, USERS, aws_id, aws_secret, c, date, envname, hhmm, hx, mask, name, pw, rs, sha, uuid
from phrases import LANGS


def ph(lang, key, t=None):
    return LANGS[lang][key].format(t=t or c(TARGETS))


def wrap(v):
    k = R.randrange(5)
    return (v, f"`{v}`", f'"{v}"', f"**{v}**", f"«{v}»")[k]


def chat(msgs):
    """msgs: list of (speaker, text). Render in one of four layouts."""
    k = R.randrange(4)
    out = []
    for who, text in msgs:
        if k == 0:
            out.append(f"[{hhmm()}] {who}: {text}")
        elif k == 1:
            out.append(f"{who}  {hhmm()}\n{text}")
        elif k == 2:
            out.append(f"<{who}> {text}")
        else:
            out.append(f"{'user' if who != 'agent' else 'assistant'}: {text}")
    return "\n".join(out)


def token_value():
    k = R.randrange(6)
    return ("glpat-" + rs(20), "ghp_" + rs(36), "xoxp-" + "-".join(rs(11, "0123456789") for _ in range(2)) + "-" + hx(32),
            "NRAK-" + rs(27, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), "sk." + rs(60), "pat-na1-" + uuid())[k]


# ---- secret rows -------------------------------------------------------------------------------------------


def told_pw(lang):
    v, a = pw(), name()
    return chat([(a, f"{ph(lang, 'hi')}, {ph(lang, 'pw')} {wrap(v)}")]), [v]


def told_token(lang):
    v = token_value()
    return chat([(name(), f"{ph(lang, 'tok', c(('the metrics api', 'gitlab', 'the crm sandbox', 'maps')))} {wrap(v)}")]), [v]


def told_twomsg(lang):
    a = name()
    if R.random() < 0.3:
        i, s = aws_id(), aws_secret()
        return chat([(a, f"{ph(lang, 'user')} {i}"), ("agent", "ok"), (a, f"{ph(lang, 'andpass')} {s}")]), [i, s]
    v = pw()
    msgs = [(a, f"{ph(lang, 'user')} {c(USERS)}")]
    if R.random() < 0.5:
        msgs.append(("agent", c(("got it", "and the password?", "ok, waiting"))))
    msgs.append((a, f"{ph(lang, 'andpass')} {wrap(v)}"))
    return chat(msgs), [v]


def told_correction(lang):
    old, new, a = pw(), pw(), name()
    t = c(TARGETS)
    return chat([(a, f"{ph(lang, 'pw', t)} {wrap(old)}"), (a, f"{ph(lang, 'sorry')} {wrap(new)}")]), [old, new]


def told_table(lang):
    n = R.randint(1, 3)
    rows, labels = [], []
    for _ in range(n):
        v = pw()
        labels.append(v)
        rows.append(f"| {c(TARGETS)} | {c(USERS)} | {v} |")
    body = "\n".join(["| service | user | password |", "|---|---|---|", *rows])
    return chat([(name(), f"{ph(lang, 'hi')}, {ph(lang, 'here')}:\n{body}")]), labels


def told_commit(lang):
    v = pw()
    a = name()
    text = (f"commit {sha()}\nAuthor: {a} <{a}@dev.example>\nDate:   {date()} {hhmm()}:11 +0100\n\n"
            f"    ci: point staging at the new {c(('db', 'relay', 'broker', 'cache'))}\n\n    {ph(lang, 'pw')} {v}\n")
    return text, [v]


def told_review(lang):
    v = pw()
    f = c(("deploy/values-staging.yaml", "ops/compose.override.yml", "config/dev.toml", "scripts/seed.sh"))
    text = (f"{name()} commented on {f} line {R.randint(3, 90)}:\n> {c(('password', 'DB_PASS', 'smtp_password'))}: \"\"\n"
            f"{ph(lang, 'pw')} {wrap(v)} — {c(('fill it in for local runs', 'works for now', 'we move it to the vault later'))}")
    return text, [v]


def chunked(v):
    sep = c((" ", ", ", " - ", "... ", " . "))
    parts, i = [], 0
    while i < len(v):
        n = R.randint(3, 4)
        parts.append(v[i:i + n])
        i += n
    return sep.join(parts)


NUMW = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def told_voice(lang):
    if R.random() < 0.3:
        v = " ".join(c(NUMW) for _ in range(R.randint(6, 8)))
        lead = c(("the PIN", "door code", "the vault unseal PIN"))
        return f"🎙 voice note (auto-transcribed): okay um {lead} for {c(TARGETS)} is {v} got that", [v]
    v = chunked(rs(R.randint(10, 14)))
    return (f"🎙 transcript ({name()}, {R.randint(8, 40)}s): {ph(lang, 'pw')} {v} {c(('okay', 'bye', 'yeah', ''))}".rstrip(),
            [v])


def told_prose(lang):
    v, u = pw(), c(USERS)
    t = c(TARGETS)
    k = R.randrange(5)
    s = (f"I set up {t} for you. Log in as {u} with {v} and change it after the first login.",
         f"For {t} just use {u} / {v} until Thursday, then it goes away.",
         f"{t.capitalize()} is open now: {u} and {v}, same as the old box but with a new suffix.",
         f"You'll get into {t} with {v}; the account is {u}.",
         f"Heads up, {t} now takes {v} for {u}. I'll rotate it after the demo.")[k]
    return chat([(name(), s)]), [v]


TOLD_SECRET = {"told_pw": told_pw, "told_token": told_token, "told_twomsg": told_twomsg,
               "told_correction": told_correction, "told_table": told_table, "told_commit": told_commit,
               "told_review": told_review, "told_voice": told_voice, "told_prose": told_prose}


# ---- ordinary rows -----------------------------------------------------------------------------------------


def ref():
    e = envname()
    return c((f"${{{e}}}", "${{ secrets.%s }}" % e, f"op://infra/{c(('grafana', 'staging-db', 'relay'))}/password",
              f"vault:secret/data/{c(('ci', 'staging', 'ops'))}#{e.lower()}", f"$({e.lower()}_from_vault)",
              f"credentials('{e.lower().replace('_', '-')}')", "$CI_JOB_TOKEN"))


def o_vault(lang):
    t = c(TARGETS)
    return chat([(name(), f"{ph(lang, 'hi')}, {ph(lang, 'vault', t)}: `vault kv get -field=password secret/{t.split()[-1]}`")])


def o_masked(lang):
    return chat([(name(), f"{ph(lang, 'pw')} {mask()} ({ph(lang, 'masked')})")])


def o_ref(lang):
    return chat([(name(), f"{ph(lang, 'pw')} {wrap(ref())}")])


def o_ask(lang):
    return chat([(name(), ph(lang, "ask")), (name(), f"{ph(lang, 'user')} {c(USERS)}, SSO, no password")])


def o_twomsg(lang):
    a = name()
    return chat([(a, f"{ph(lang, 'user')} {c(USERS)}"), (a, f"{ph(lang, 'andpass')} {mask()}")])


def o_correction(lang):
    a = name()
    return chat([(a, f"{ph(lang, 'pw')} {ref()}"), (a, f"{ph(lang, 'sorry')} {ref()}")])


def o_table(lang):
    rows = [f"| {c(TARGETS)} | {c(USERS)} | {c((mask(), ref(), '(vault)', 'SSO'))} |" for _ in range(R.randint(1, 3))]
    return chat([(name(), f"{ph(lang, 'here')}:\n" + "\n".join(["| service | user | password |", "|---|---|---|", *rows]))])


def o_commit(lang):
    a = name()
    return (f"commit {sha()}\nAuthor: {a} <{a}@dev.example>\nDate:   {date()} {hhmm()}:42 +0100\n\n"
            f"    ci: read the {c(('db', 'relay', 'broker'))} password from the secret store\n\n"
            f"    {ph(lang, 'pw')} {ref()}\n    Refs: OPS-{R.randint(100, 9999)}, reverts {sha()[:12]}\n")


def o_review(lang):
    f = c(("deploy/values-staging.yaml", ".github/workflows/deploy.yml", "config/dev.toml"))
    return (f"{name()} commented on {f} line {R.randint(3, 90)}:\n> password: {ref()}\n"
            f"{ph(lang, 'pw')} {ref()} — {c(('good, no literal here', 'please keep it a reference', 'LGTM'))}")


def o_voice(lang):
    k = R.randrange(3)
    if k == 0:
        v = " ".join(c(NUMW) for _ in range(R.randint(4, 7)))
        return f"🎙 voice note (auto-transcribed): build number {v} is the one that failed, can you look"
    if k == 1:
        return f"🎙 transcript ({name()}, {R.randint(8, 40)}s): {ph(lang, 'hi')}, ticket INC {R.randint(1000, 9999)} ... port {c(('5432', '6379', '8443'))} ... {ph(lang, 'thanks')}"
    return f"🎙 transcript: {ph(lang, 'vault')} okay {ph(lang, 'thanks')}"


def o_ids(lang):
    return chat([(name(), f"{ph(lang, 'hi')}, commit {sha()[:c((7, 12, 40))]}, request id {uuid()}, trace {hx(32)}"),
                 ("agent", c(("noted", "ok, looking", "thanks")))])


def o_prose(lang):
    t = c(TARGETS)
    return c((f"We rotated {t} on {date()}; the new value lives only in the secret store and CI reads it at deploy time.",
              f"Nobody should paste the {t} password in chat. Ask in #ops-access and you get a one-time link instead.",
              f"{t.capitalize()} moved to SSO last sprint, so there is no shared password any more.",
              f"Reminder: tokens for {t} expire after 30 days; renew them with the usual script, not by hand."))


TOLD_ORD = {"told_vault": o_vault, "told_masked": o_masked, "told_ref": o_ref, "told_ask": o_ask,
            "told_twomsg_ord": o_twomsg, "told_correction_ord": o_correction, "told_table_ord": o_table,
            "told_commit_ord": o_commit, "told_review_ord": o_review, "told_voice_ord": o_voice, "told_ids": o_ids,
            "told_prose_ord": o_prose}
