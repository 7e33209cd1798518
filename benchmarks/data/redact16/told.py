"""Told rows: credentials people pass in pair chat, reviews, commits, standups, incidents."""

from phrases import PHRASES

PROSE = (
    "When we paired on the staging box, {n} typed {v} at the prompt and it let us in; "
    "let's move that into the vault before Friday.",
    "For tomorrow: ssh in as deploy, and when it asks, {v} still works ({n} hasn't rotated it).",
    "Note to self: the thing the {s} admin screen wants is {v}. Delete this line after the move.",
    "{n} said to type {v} into the second box on the {s} login; the first box is `ci-robot`.",
    "It turns out {v} is what unlocks the old {s}, not the string on the wiki.",
    "Handover: {s} lets you in with deploy + {v} until the SSO cutover on Monday.",
    "If the {s} prompt comes back, paste {v} and press enter twice, then run the migration.",
)
MASKS = (
    "********",
    "[REDACTED]",
    "<password>",
    "••••••••",
    "***",
    "[hidden]",
    "<redacted>",
    "(masked)",
    "xxxxxxxxxxxx",
)
PLACEHOLDERS = (
    "your-api-key-here",
    "CHANGE_ME",
    "<token>",
    "REPLACE_WITH_REAL_TOKEN",
    "example-only",
    "changeme-in-prod",
    "<your-password>",
    "TODO_SET_ME",
    "dummy-value",
)
ENVREFS = (
    "$DB_PASSWORD",
    "${{ secrets.DEPLOY_TOKEN }}",
    "${API_TOKEN}",
    "%SMTP_PASS%",
    "$env:REGISTRY_PASSWORD",
    "{{ vault_db_password }}",
    "$(cat /run/secrets/db)",
    "os.environ['SERVICE_TOKEN']",
)


def show(g, v):
    w = g.pick(("{}", "{}", "`{}`", '"{}"', "**{}**", "«{}»", "'{}'", "{}."))
    return w.format(v)


def layout(g, turns, lang, asks=False):
    a, b = g.r.sample(
        ("amara", "tomas", "keiko", "bongani", "sigrun", "niamh", "rhys", "liga", "arben"), 2
    )
    if len(turns) > 1:
        kind = "chat"
    else:
        kind = g.pick(("chat", "review", "commit", "standup", "incident", "agent"))
    msg = turns[0]
    if kind == "chat":
        who = [a if (i == 0 and asks) else b for i in range(len(turns))]
        lines = [f"[{g.hm()}] {who[i]}: {t}" for i, t in enumerate(turns)]
        if g.r.random() < 0.4:
            lines.insert(
                0, f"#pair-{g.pick(('payments', 'infra', 'mobile', 'search'))} · {g.date()}"
            )
        return "\n".join(lines)
    if kind == "review":
        path = g.pick(
            ("deploy/values.yaml", "src/app/settings.py", "ci/release.yml", "infra/main.tf")
        )
        return (
            f"{b} commented on {path} line {g.n(3, 400)} (PR #{g.n(10, 4000)}):\n"
            f"> {g.pick(('nit', 'blocking', 'question', 'fyi'))}\n{msg}"
        )
    if kind == "commit":
        return (
            f"commit {g.hex(40)}\nAuthor: {a} <{a}@{g.word()}.example>\nDate:   {g.date()}\n\n"
            f"    {g.pick(('chore', 'fix', 'ops', 'wip'))}: {g.pick(('OPS', 'PAY', 'INF'))}-{g.n(10, 999)}\n\n"
            f"    {msg}"
        )
    if kind == "standup":
        return (
            f"Standup {g.date()} ({lang}) - {a}\n- Y: {g.pick(('PAY', 'OPS'))}-{g.n(10, 999)}\n"
            f"- T: {g.pick(('INF', 'MOB'))}-{g.n(10, 999)}\n- Note: {msg}"
        )
    if kind == "incident":
        return (
            f"## INC-{g.n(100, 9999)} · {g.date()}\nSeverity: SEV{g.n(1, 3)}\n### Timeline (UTC)\n"
            f"- {g.hm()} alert fired\n- {g.hm()} {a}: {msg}\n- {g.hm()} mitigated"
        )
    return msg


def told_secret(g, family, lang):
    p = PHRASES[lang]
    s = g.svc()
    if family == "told_pw":
        v = g.any_pw()
        return [p["pw"].format(s=s, v=show(g, v))], [v]
    if family == "told_token":
        v = g.token()
        return [p["tok"].format(s=s, v=show(g, v))], [v]
    if family == "told_new":
        old, v = g.any_pw(), g.any_pw()
        if g.r.random() < 0.5:
            return [p["pw"].format(s=s, v=show(g, old)), p["new"].format(v=show(g, v))], [old, v]
        return [p["new"].format(v=show(g, v))], [v]
    if family == "told_pair":
        u, v = g.name() + g.pick(("", "_ci", ".svc", "-ro")), g.any_pw()
        form = g.pick(
            ("{U}: {u} / {P}: {v}", "{u} / {v}", "```\n{u}\n{v}\n```", "{U} {u}, {P} {v}")
        )
        return [p["here"] + "\n" + form.format(U=p["user"], P=p["pass"], u=u, v=v)], [v]
    if family == "told_dsn":
        v, u, h = g.password(url_safe=True), g.name(), g.host("db")
        scheme = g.pick(("postgresql", "mysql", "redis", "amqps", "mongodb+srv"))
        return [p["here"] + f": {scheme}://{u}:{v}@{h}/{g.word()}"], [v]
    if family == "told_pin":
        v = g.digits(g.n(6, 8))
        return [p["pin"].format(v=show(g, v))], [v]
    if family == "told_passphrase":
        v = g.passphrase()
        return [p["phrase"].format(v=show(g, v))], [v]
    if family == "told_bare":
        v = g.pick((g.any_pw, g.token))()
        return [p["ask"].format(s=s), show(g, v).rstrip(".")], [v]
    if family == "told_split":
        v = g.pick(
            (lambda: g.token(g.pick(("ghp", "stripe", "openai", "npm", "hf"))), g.password)
        )()
        k = g.n(6, len(v) - 6)
        a, b = v[:k], v[k:]
        join = g.pick(("(2/2)", "+", "...", "↑ join"))
        return [p["ask"].format(s=s), f"{a}", f"{b} {join}"], [a, b]
    if family == "told_prose":
        v = g.any_pw()
        return [g.pick(PROSE).format(n=g.name().capitalize(), s=s, v=v)], [v]
    raise ValueError(family)


def told_ordinary(g, family, lang):
    p = PHRASES[lang]
    s = g.svc()
    if family == "told_masked":
        m = g.pick(MASKS + ("ghp_****" + g.an(4), "sk_live_…" + g.an(4)))
        return [p[g.pick(("pw", "tok", "new"))].format(s=s, v=show(g, m))]
    if family == "told_example":
        return [
            p[g.pick(("pw", "tok"))].format(s=s, v=show(g, g.pick(PLACEHOLDERS))) + " (example)"
        ]
    if family == "told_envref":
        return [p[g.pick(("pw", "tok", "new"))].format(s=s, v=show(g, g.pick(ENVREFS)))]
    if family == "told_vault":
        ref = g.pick(
            (
                f"op://Engineering/{s}/password",
                f"vault kv get -field=password secret/{s}",
                f"Bitwarden → {s} ({g.name()})",
                f"aws secretsmanager get-secret-value --secret-id prod/{s}",
                f"sops -d secrets/{s}.enc.yaml",
            )
        )
        return [f"{p['vault']} `{ref}`"]
    if family == "told_access":
        return [
            p["ask"].format(s=s),
            f"{p['here']}: https://{g.host('access')}/request/{g.n(1000, 99999)}",
        ]
    if family == "told_error":
        err = g.pick(
            (
                f"401 Unauthorized (request id {g.uuid()})",
                f'FATAL: password authentication failed for user "{g.name()}"',
                f"remote: HTTP Basic: Access denied. trace {g.hex(32)}",
                f"x-amzn-RequestId: {g.uuid()} InvalidClientTokenId",
                f"invalid_grant (correlation {g.hex(16)})",
            )
        )
        return [f"{p['error'].format(s=s)} {err}"]
    if family == "told_rotate":
        return [p["rotated"].format(s=s) + f" ({g.date()}, key id ...{g.hex(4)})"]
    if family == "told_user":
        return [
            f"{p['user']}: `{g.name()}`, host {g.host()} port {g.pick((22, 5432, 3306, 6379, 443))}"
        ]
    if family == "told_ids":
        img = f"registry.{g.word()}.example/{g.word()}@sha256:{g.hex(64)}"
        parts = [
            f"commit {g.hex(40)}",
            img,
            f"request {g.uuid()}",
            f"v{g.n(1, 9)}.{g.n(0, 30)}.{g.n(0, 9)}",
            f"run {g.digits(11)}",
            f"trace {g.hex(32)}",
        ]
        return [f"{p['here']}: " + ", ".join(g.r.sample(parts, 3))]
    raise ValueError(family)


SECRET_FAMILIES = (
    "told_pw told_token told_new told_pair told_dsn told_pin told_passphrase told_bare "
    "told_split told_prose"
).split()
ORDINARY_FAMILIES = (
    "told_masked told_example told_envref told_vault told_access told_error told_rotate "
    "told_user told_ids"
).split()
HARD = {"told_pin", "told_passphrase", "told_bare", "told_split", "told_prose"}
