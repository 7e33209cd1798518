"""Told rows: credentials people pass to each other in chat, email, lists and tables."""

import gen
from phrases import LANGS, PHRASES

TARGETS = (
    "staging db", "the grafana admin", "prod redis", "the jenkins box", "the vpn", "sftp",
    "the metabase login", "the wifi at the office", "rabbitmq", "the kafka ui", "argocd",
    "the minio console", "the old wiki", "pgadmin", "the nexus repo", "sonarqube",
)
AGENT_LEADS = (
    "Remember this for later: ", "note for the agent — ", "FYI for next session: ",
    "User said: ", "(from chat) ", "",
)


def wrap(rng, v):
    return rng.choice(["{}", "{}", "`{}`", '"{}"', "**{}**", "«{}»", "'{}'"]).format(v)


def chat(rng, msgs, lang):
    people = rng.sample(gen.FIRST, 2)
    lines = []
    if rng.random() < 0.4:
        lines.append(f"#{rng.choice(['ops', 'dev', 'infra', 'oncall'])}-{lang.lower()}")
    minute = rng.randint(7 * 60, 21 * 60)
    for i, m in enumerate(msgs):
        minute += rng.randint(0, 6)
        lines.append(f"[{minute // 60:02d}:{minute % 60:02d}] {people[i % 2]}: {m}")
    return "\n".join(lines)


def layout(rng, msg, lang, lead=None):
    """Place one message in a chat export, a note to the agent, or a quoted email."""
    r = rng.random()
    if r < 0.45:
        msgs = [lead] if lead else []
        return chat(rng, msgs + [msg], lang)
    if r < 0.75:
        return rng.choice(AGENT_LEADS) + msg
    who = gen.name(rng)
    return (
        f"On {rng.choice(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])}, {rng.randint(1, 28)} Nov 2026, "
        f"{who} <{who}@corp.example> wrote:\n> {msg}\n>\n> {who}\n\nSaving this for the migration."
    )


def secret_value(rng):
    r = rng.random()
    if r < 0.6:
        return gen.pw(rng)
    if r < 0.8:
        return gen.passphrase(rng)
    return gen.s(rng, rng.randint(10, 16))


# ---------------------------------------------------------------- secret rows
def told_pw(rng, lang):
    v = secret_value(rng)
    msg = PHRASES[lang]["pw"].format(t=rng.choice(TARGETS), v=wrap(rng, v))
    return layout(rng, msg, lang), [v]


def told_token(rng, lang):
    v = gen.token(rng)
    msg = PHRASES[lang]["token"].format(t=rng.choice(TARGETS), v=wrap(rng, v))
    return layout(rng, msg, lang), [v]


def told_new(rng, lang):
    new, t = secret_value(rng), rng.choice(TARGETS)
    msg = PHRASES[lang]["new"].format(v=wrap(rng, new))
    if rng.random() < 0.5:
        old = secret_value(rng)
        first = PHRASES[lang]["pw"].format(t=t, v=wrap(rng, old))
        return chat(rng, [first, msg], lang), [old, new]
    return layout(rng, msg, lang), [new]


def told_pin(rng, lang):
    v = "".join(rng.choice("0123456789") for _ in range(rng.randint(6, 8)))
    return layout(rng, PHRASES[lang]["pin"].format(v=wrap(rng, v)), lang), [v]


def told_pair(rng, lang):
    v = secret_value(rng)
    msg = PHRASES[lang]["pair"].format(u=gen.user(rng), v=wrap(rng, v))
    if rng.random() < 0.3:
        msg += f" ({rng.choice(TARGETS)})"
    return layout(rng, msg, lang), [v]


def told_bare(rng, lang):
    v = secret_value(rng)
    ask = PHRASES[lang]["ask"].format(t=rng.choice(TARGETS))
    reply = rng.choice(["{}", "`{}`", "{}\n(copy it now, deleting in 5)", "```\n{}\n```"]).format(v)
    return chat(rng, [ask, reply], lang), [v]


def told_split(rng, lang):
    v = gen.pw(rng, rng.randint(16, 22))
    cut = rng.randint(7, len(v) - 7)
    a, b = v[:cut], v[cut:]
    ask = PHRASES[lang]["ask"].format(t=rng.choice(TARGETS))
    tail = rng.choice(["{}", "…{}", "second half: {}", "+ {}"]).format(b)
    return chat(rng, [ask, rng.choice(["{}", "{} …", "first half: {}"]).format(a), tail], lang), [a, b]


def told_dictated(rng, lang):
    v = gen.s(rng, rng.randint(8, 12), gen.ALNUM)
    sep = rng.choice([" ", " - ", "-", ". ", " "])
    spoken = sep.join(v)
    who = gen.name(rng)
    text = rng.choice([
        "Call notes ({w}, {h}:{m:02d}): {w} read the staging admin login out loud — {s} — type it without the separators.",
        "{w} dictated it over the phone, I wrote: {s}\nworks for the sftp drop, tested.",
        "transcript excerpt\n{w}: ok ready? {s}\nme: got it, thanks",
        "From the Zoom: \"it's {s}, all one word\" ({w}, for the kafka ui)",
    ]).format(w=who, h=rng.randint(8, 18), m=rng.randint(0, 59), s=spoken)
    return text, [spoken]


def told_usual(rng, lang):
    base = rng.choice(gen.WORDS).capitalize()
    base += rng.choice(["!", "#", "-", "."]) + rng.choice(gen.WORDS).capitalize()
    year = rng.choice(["2026", "2027", "26"])
    full = base + year
    r = rng.random()
    if r < 0.5:
        text = (
            f"{gen.name(rng)}: it's the usual password with {year} at the end, so {full} — "
            f"same pattern as last year for the {rng.choice(TARGETS)}"
        )
        return text, [full]
    if r < 0.8:
        text = (
            f"the team default is {base}, just add the year ({year}) when you log into "
            f"{rng.choice(TARGETS)} for the first time"
        )
        return text, [base]
    text = f"Usual base `{base}` + current year, i.e. `{full}`. Don't change it, the kiosk script types it."
    return text, [base, full]


def told_steps(rng, lang):
    v = secret_value(rng) if rng.random() < 0.7 else gen.token(rng)
    u, h = gen.user(rng), gen.host(rng)
    steps = [
        f"ssh to {h} (port {rng.choice([22, 2222, 22022])})",
        f"log in as `{u}`",
        f"when it prompts, paste {wrap(rng, v)}",
        "run `./rebuild-index.sh --full`",
        "tell #ops when done",
    ]
    if lang != "en":
        steps[2] = PHRASES[lang]["pw"].format(t=h, v=wrap(rng, v))
    elif rng.random() < 0.5:
        steps[2] = rng.choice([f"password: {v}", f"enter {v} at the prompt", f"key -> {v}"])
    head = rng.choice(["Steps to reindex:", "Runbook (from Slack, unofficial)", "How I fixed it last time:"])
    return head + "\n" + "\n".join(f"{i}. {s}" for i, s in enumerate(steps, 1)), [v]


def told_table(rng, lang):
    rows, labels = [], []
    for _ in range(rng.randint(2, 4)):
        v = secret_value(rng).replace("|", "!")
        labels.append(v)
        rows.append(f"| {gen.host(rng)} | {gen.user(rng)} | {v} | {rng.choice(['ok', 'expires soon', 'legacy'])} |")
    hdr = rng.choice(["| host | user | pass | note |", "| system | login | secret | status |"])
    return "Inventory pasted by the client:\n\n" + hdr + "\n|---|---|---|---|\n" + "\n".join(rows), labels


def told_prose(rng, lang):
    v = secret_value(rng)
    t = rng.choice(TARGETS)
    text = rng.choice([
        "{n} set up {t} for me; I get in with {v} and my email.",
        "If {t} asks again, {v} is what got me in yesterday.",
        "{t}: worked with {v} after the reset. Keep that.",
        "Tried {v} on {t} and it let me through, so the reset email was real.",
    ]).format(n=gen.name(rng), t=t, v=v)
    return text, [v]


SECRET_FORMS = {
    "told_pw": (told_pw, 1.0),
    "told_token": (told_token, 1.0),
    "told_new": (told_new, 0.8),
    "told_pin": (told_pin, 0.7),
    "told_pair": (told_pair, 0.8),
    "told_bare": (told_bare, 0.9),
    "told_split": (told_split, 0.7),
    "told_prose": (told_prose, 0.6),
    "told_dictated": (told_dictated, 0.6),
    "told_usual": (told_usual, 0.6),
    "told_steps": (told_steps, 0.7),
    "told_table": (told_table, 0.5),
}
ENGLISH_ONLY = {"told_prose", "told_dictated", "told_usual", "told_table"}


def lang_for(rng, family, i):
    if family in ENGLISH_ONLY:
        return rng.choice(["en", "en", "en-SG"]) if family != "told_table" else "en"
    return LANGS[i % len(LANGS)]


# ---------------------------------------------------------------- ordinary rows
MASKS = ("********", "[REDACTED]", "••••••••", "ghp_****************************a1b2", "<hidden>", "xxxxxxxx", "****")
ENV_REFS = (
    "$DB_PASSWORD", "${{ secrets.DEPLOY_TOKEN }}", "${NPM_TOKEN}", "{{ vault_db_password }}",
    "%SQL_PASSWORD%", "$(KAFKA_SECRET)", "env:GRAFANA_ADMIN_PASSWORD", "${env:API_KEY}",
)
VAULT_REFS = (
    "op://Engineering/staging-db/password", "vault kv get -field=password secret/app/db",
    "sops -d secrets.enc.yaml", "doppler secrets get DB_PASSWORD --plain", "infisical secrets get API_KEY",
    "gcloud secrets versions access latest --secret=db-pass", "az keyvault secret show --name sql-admin",
    "aws secretsmanager get-secret-value --secret-id prod/db",
)
EXAMPLES = ("your-password-here", "CHANGE_ME", "<password>", "hunter2-example", "example-only", "P@ssw0rd (example)")


def ord_masked(rng, lang):
    msg = PHRASES[lang]["pw"].format(t=rng.choice(TARGETS), v=wrap(rng, rng.choice(MASKS)))
    return layout(rng, msg, lang)


def ord_envref(rng, lang):
    msg = PHRASES[lang]["pw"].format(t=rng.choice(TARGETS), v=rng.choice(ENV_REFS))
    return layout(rng, msg, lang)


def ord_vault(rng, lang):
    return layout(rng, PHRASES[lang]["vault"].format(v="`" + rng.choice(VAULT_REFS) + "`"), lang)


def ord_example(rng, lang):
    msg = PHRASES[lang]["pw"].format(t=rng.choice(TARGETS), v=rng.choice(EXAMPLES))
    return layout(rng, msg + rng.choice([" (e.g.)", " — example only", " (placeholder)", ""]), lang)


def ord_access(rng, lang):
    return layout(rng, PHRASES[lang]["access"].format(t=rng.choice(TARGETS)), lang)


def ord_rotate(rng, lang):
    return layout(rng, PHRASES[lang]["rotate"].format(t=rng.choice(TARGETS)), lang)


def ord_user(rng, lang):
    msg = PHRASES[lang]["user"].format(t=gen.host(rng), u=gen.user(rng), p=rng.choice([5432, 6379, 5672, 9092, 8443, 2222]))
    return layout(rng, msg, lang)


def ord_pair_masked(rng, lang):
    msg = PHRASES[lang]["pair"].format(u=gen.user(rng), v=rng.choice(MASKS + ENV_REFS))
    return layout(rng, msg, lang)


def ord_pin_masked(rng, lang):
    return layout(rng, PHRASES[lang]["pin"].format(v=rng.choice(["******", "••••••", "[sent by SMS]", "(in 1Password)"])), lang)


def ord_ids(rng, lang):
    ask = PHRASES[lang]["ask"].format(t=rng.choice(TARGETS))
    reply = rng.choice([
        f"no idea, but build {rng.randint(1000, 99999)} failed at commit {gen.sha1(rng)[:12]}",
        f"request id {gen.uuid(rng)} got a 401, check the audit log",
        f"image is sha256:{gen.sha256(rng)}, tag v{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}",
        f"ticket OPS-{rng.randint(100, 9999)}, trace {gen.hexs(rng, 32)}",
        f"run {gen.ulid(rng)} is still pending approval",
    ])
    return chat(rng, [ask, reply], lang)


def ord_dictated(rng, lang):
    thing = rng.choice([gen.user(rng), rng.choice(gen.WORDS) + str(rng.randint(1, 99)), f"OPS{rng.randint(100, 9999)}"])
    spoken = rng.choice([" ", "-", " - "]).join(thing)
    return rng.choice([
        f"Call notes: {gen.name(rng)} spelled the username for me: {spoken}. Password comes via 1Password share.",
        f"transcript excerpt\n{gen.name(rng)}: the ticket is {spoken}\nme: got it",
        f"{gen.name(rng)} read out the hostname letter by letter ({spoken}) — the password is in the vault, not here.",
    ])


def ord_usual(rng, lang):
    return rng.choice([
        "it's the usual password with the year at the end — ask {n} in person, not in chat",
        "We stopped using the 'usual password + year' pattern; everyone gets a generated one from the vault now.",
        "{n}: the default for new kiosks is printed on the sticker under the device, don't write it down here",
    ]).format(n=gen.name(rng))


def ord_steps(rng, lang):
    steps = [
        f"ssh to {gen.host(rng)}",
        f"run `export PGPASSWORD=$({rng.choice(VAULT_REFS)})`",
        "run `./rebuild-index.sh --full`",
        f"check job {gen.uuid(rng)} in the dashboard",
    ]
    return "Steps to reindex:\n" + "\n".join(f"{i}. {s}" for i, s in enumerate(steps, 1))


def ord_table(rng, lang):
    rows = [
        f"| {gen.host(rng)} | {gen.user(rng)} | {rng.choice(MASKS + VAULT_REFS[:2])} | {rng.choice(['ok', 'legacy'])} |"
        for _ in range(rng.randint(2, 4))
    ]
    return "Inventory (secrets stripped):\n\n| host | user | pass | note |\n|---|---|---|---|\n" + "\n".join(rows)


ORDINARY_FORMS = {
    "told_masked": ord_masked,
    "told_envref": ord_envref,
    "told_vault": ord_vault,
    "told_example": ord_example,
    "told_access": ord_access,
    "told_rotate": ord_rotate,
    "told_user": ord_user,
    "told_pair_masked": ord_pair_masked,
    "told_pin_masked": ord_pin_masked,
    "told_ids": ord_ids,
    "told_dictated_ord": ord_dictated,
    "told_usual_ord": ord_usual,
    "told_steps_ord": ord_steps,
    "told_table_ord": ord_table,
}
ORD_ENGLISH = {"told_dictated_ord", "told_usual_ord", "told_steps_ord", "told_table_ord"}
