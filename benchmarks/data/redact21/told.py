"""Told rows: credentials (and their absence) in chat, call read-backs, mail threads, tickets, hints, diffs, TODOs."""

from gen import DG, NAMES, R, SUFFIX, TARGETS, UP, chars, mask, pick, pw, sha, token, when
from phrases import LANGS


def wrap(v, lang):
    r = R.random()
    if lang == "ja-keigo" and r < 0.3:
        return f"「{v}」"
    if r < 0.45:
        return v
    if r < 0.65:
        return f"`{v}`"
    if r < 0.8:
        return f'"{v}"'
    if r < 0.9:
        return f"**{v}**"
    return f"«{v}»"


def two():
    a = pick(NAMES)
    b = pick([n for n in NAMES if n != a])
    return a, b


def chat(lines):
    """Lay out [(speaker, text)] in one of three shapes."""
    shape = R.randrange(3)
    if shape == 0:
        return "\n".join(f"[{when()}] {s}: {t}" for s, t in lines)
    if shape == 1:
        return "\n".join(f"<{s}> {t}" for s, t in lines)
    return "\n".join(f"{'user' if i % 2 == 0 else 'assistant'}: {t}" for i, (_, t) in enumerate(lines))


def ph(lang, key, **kw):
    return LANGS[lang][key].format(**kw)


def cut(v):
    size = pick([3, 4, 4, 5])
    sep = pick([" ", "-", " - ", " . ", ", ", "... "])
    return sep.join(v[i:i + size] for i in range(0, len(v), size))


def secret_value():
    return token() if R.random() < 0.3 else pw()


# ---- secret rows -------------------------------------------------------------------------------------------

def told_pw(lang):
    a, b = two()
    t, v = pick(TARGETS), pw()
    return chat([(a, pick(["hey", "ok so", "quick one", "got it"])), (b, ph(lang, "pw", t=t, v=wrap(v, lang)))]), [v]


def told_token(lang):
    a, b = two()
    t, v = pick(TARGETS), token()
    return chat([(a, f"need the token for {t}"), (b, ph(lang, "tok", t=t, v=wrap(v, lang)))]), [v]


def told_callback(lang):
    a, b = two()
    v = pw(10, 16)
    c = cut(v)
    intro = pick([f"(call with {b}, {R.randint(2, 19)} min) typing back what {b} dictated",
                  f"notes from the huddle with {b}", f"{a} on the phone, {b} dictating"])
    msg = ph(lang, "back", v=c)
    return f"{intro}\n{a}: {msg}\n{b}: {pick(['yes', 'yep', 'correct', 'ok', 'sí', 'はい'])}", [c]


def told_thread(lang):
    a, b = two()
    v = pw()
    day = pick(["Mon", "Tue", "Wed", "Thu", "Fri"])
    inner = ph(lang, "mail", v=v)
    text = (f"{a}: {pick(['see thread below', 'fwd from IT', 'this is what they sent'])}\n\n"
            f"On {day}, {R.randint(1, 28)} {pick(['Mar', 'Apr', 'Oct', 'Nov'])} 2026 at {when()}, {b} <{b.lower()}@corp.example> wrote:\n"
            f"> {pick(['thanks, got it', 'can you confirm it works?', 'ok will try'])}\n>\n"
            f">> From: IT Service Desk <servicedesk@corp.example>\n>> Subject: Account {pick(['reset', 'created', 'unlocked'])}\n>>\n"
            f">> {inner}\n>> --\n>> Service Desk")
    return text, [v]


def told_ticket(lang):
    a, _ = two()
    v = pw()
    no = f"{pick(['SUP', 'HD', 'REQ', 'SD'])}-{R.randint(1000, 99999)}"
    text = (f"Ticket {no} | Status: {pick(['Pending customer', 'Resolved', 'In progress'])} | Priority: P{R.randint(2, 4)}\n"
            f"Requester: {a}\n---\nAgent reply ({when()}):\n{ph(lang, 'mail', v=wrap(v, lang))}\n---\n"
            f"{pick(['Customer reply: thanks', 'Internal note: user verified by phone', 'Customer reply: works now'])}")
    return text, [v]


def told_hint(lang):
    a, b = two()
    v = pw(8, 14)
    s = pick(SUFFIX)
    full = v + s if R.random() < 0.4 else None
    msg = ph(lang, "hint", s=s, v=wrap(v, lang))
    lines = [(a, pick(["what's the vpn one?", "vpn password?", "and for the vpn?"])), (b, msg)]
    labels = [v]
    if full:
        lines.append((a, f"so {full}, ok"))
    return chat(lines), labels


def told_diff(lang):
    a, _ = two()
    old, new = pw(), pw()
    key = pick(["DB_PASSWORD", "RABBITMQ_DEFAULT_PASS", "password", "CLICKHOUSE_PASSWORD", "spring.datasource.password"])
    sep = "=" if key.isupper() or "." in key else ": "
    f = pick(["config/staging.env", ".env.staging", "deploy/values-staging.yaml", "application-stage.properties"])
    text = (f"{a}: {ph(lang, 'chat', t=pick(TARGETS), n=R.randint(100, 9999))}\n```diff\n--- a/{f}\n+++ b/{f}\n"
            f"@@ -{R.randint(3, 40)},3 +{R.randint(3, 40)},3 @@\n {pick(['DB_HOST', 'host', 'PORT'])}{sep}{pick(['db', '5432', 'mq'])}\n"
            f"-{key}{sep}{old}\n+{key}{sep}{new}\n```")
    return text, [old, new]


def told_todo(lang):
    a, _ = two()
    v = secret_value()
    cm = pick(["//", "#", "--"])
    text = (f"{a}: {pick(['pasting the block', 'this bit', 'look at this'])}\n```\n{cm} TODO({a.lower()}): {ph(lang, 'todo')} {v}\n"
            f"{pick(['conn = connect(cfg)', 'client.init(opts)', 'let c = Client::new(cfg);'])}\n```")
    return text, [v]


PROSE = [
    "{a} set up {t} last week; what she types at that prompt is {v} until the rotation on Friday.",
    "For {t}, {a} and {b} share one login, and what goes in the second box is {v} (don't ask).",
    "If {t} asks you anything, answer {v} and it lets you through.",
    "{a} wrote {v} on the sticky note under the monitor, and that is what opens {t}.",
    "The string {b} read out for {t} this morning was {v}; it stops working at midnight.",
]


def told_prose(_lang):
    a, b = two()
    v = pw()
    return pick(PROSE).format(a=a, b=b, t=pick(TARGETS), v=v), [v]


SECRET_FORMS = [told_pw, told_token, told_callback, told_thread, told_ticket, told_hint, told_diff, told_todo]

# ---- ordinary rows -----------------------------------------------------------------------------------------


def o_ref(lang):
    a, b = two()
    ref = pick(["op://Infra/{x}/password", "vault:secret/data/{x}#password", "${{ secrets.{X} }}", "${X}", "ssm:/prod/{x}/password"])
    x = pick(["grafana", "clickhouse", "rabbit", "neo4j", "nats"])
    ref = ref.replace("{x}", x).replace("{X}", x.upper() + "_PASSWORD")
    return chat([(a, ph(lang, "ref", t=pick(TARGETS))), (b, f"ok, `{ref}`")])


def o_mask(lang):
    a, b = two()
    return chat([(a, ph(lang, "mask", t=pick(TARGETS), m=mask())), (b, pick(["👍", "ok", "thx"]))])


def o_chat(lang):
    a, b = two()
    return chat([(a, ph(lang, "chat", t=pick(TARGETS), n=R.randint(100, 99999))), (b, f"commit {sha()[:R.choice([7, 12, 40])]}")])


def o_hintref(lang):
    a, b = two()
    return chat([(a, "vpn password?"), (b, ph(lang, "hintref", s=pick(SUFFIX)))])


def o_callback(lang):
    a, b = two()
    what = pick([f"INC{R.randint(10**6, 10**7)}", f"{R.randint(100, 999)}-{R.randint(100, 999)}-{R.randint(1000, 9999)}",
                 f"build {R.randint(1000, 99999)}", f"order {chars(3, UP)}{chars(6, DG)}"])
    return f"notes from the call with {b}\n{a}: {ph(lang, 'back', v=cut(what))}\n{b}: yes"


def o_thread(lang):
    a, b = two()
    return (f"{a}: fwd\n\nOn Tue, {R.randint(1, 28)} Oct 2026, {b} <{b.lower()}@corp.example> wrote:\n> ok\n>\n"
            f">> From: IT Service Desk <servicedesk@corp.example>\n>> {ph(lang, 'mail', v=pick(['(sent by SMS)', '[REDACTED]', 'your SSO login, no separate one']))}\n"
            f">> Ticket {pick(['SUP', 'HD'])}-{R.randint(1000, 99999)}")


def o_ticket(lang):
    no = f"{pick(['SUP', 'HD', 'REQ'])}-{R.randint(1000, 99999)}"
    return (f"Ticket {no} | Status: Resolved\n---\nAgent reply:\n{ph(lang, 'ref', t=pick(TARGETS))}\n"
            f"KB article: https://kb.corp.example/a/{R.randint(1000, 99999)}\n---")


def o_diff(lang):
    a, _ = two()
    key = pick(["DB_PASSWORD", "RABBITMQ_DEFAULT_PASS", "CLICKHOUSE_PASSWORD"])
    return (f"{a}: {ph(lang, 'chat', t=pick(TARGETS), n=R.randint(100, 9999))}\n```diff\n-{key}=${{{key}}}\n"
            f"+{key}_FILE=/run/secrets/{key.lower()}\n```")


def o_todo(lang):
    a, _ = two()
    return (f"{a}: ```\n// TODO({a.lower()}): {ph(lang, 'todo')} -> move to vault, see SEC-{R.randint(100, 9999)}\n"
            f"let pw = std::env::var(\"DB_PASSWORD\")?;\n```")


ORD_FORMS = [o_ref, o_mask, o_chat, o_hintref, o_callback, o_thread, o_ticket, o_diff, o_todo]
ORD_NAMES = {o_ref: "told_ref", o_mask: "told_masked", o_chat: "told_chat", o_hintref: "told_hint_ord", o_callback: "told_callback_ord",
             o_thread: "told_thread_ord", o_ticket: "told_ticket_ord", o_diff: "told_diff_ord", o_todo: "told_todo_ord"}
