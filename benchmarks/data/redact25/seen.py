"""Seen rows: artefacts people paste between each other (issues, reviews, handovers, runbooks, tickets, wiki pages,
email notes, CI variables, connection strings, config in channels). Each generator takes `sec` and writes a credential
(labelled) or a stand-in in the same place; it returns (text, labels, lang)."""

import gen
from gen import R, pick
from shapes import CONN, FORMATS, ci_block, config, conn
from told import EMOJI, cut, long_value


def val(sec, url=False, var=None):
    if sec:
        v = gen.password(url=True) if url else gen.secret()
        return v, [v]
    return (gen.ref(var) if url else gen.standin(var)), []


def fence(body, lang=""):
    return f"```{lang}\n{body}\n```"


def issue_comment(sec):
    fmt = pick(FORMATS)
    v, labs = val(sec, url=fmt == "properties")
    who = gen.handle()
    kind = pick(["gh-issue", "gh-pr-comment", "gitlab-mr-note"])
    head = {"gh-issue": f"**{who}** commented on {gen.date()}",
            "gh-pr-comment": f"**{who}** commented on PR {gen.pr()} · {gen.short_sha()}",
            "gitlab-mr-note": f"@{who} started a thread on !{R.randint(10, 999)} {gen.timestamp()}"}[kind]
    lead = pick([f"Repro config below, fails on `{gen.version()}`", "This is what I have locally:",
                 f"Still broken after {gen.short_sha()}, my config:", f"Same as {gen.ticket()}, see:"])
    foot = pick(["", f"\n\nCI run: https://ci.example.com/{pick(gen.PROJECTS)}/runs/{gen.run_id()}", "\n\n:+1: 3 :eyes: 1"])
    return f"{head}\n\n{lead}\n\n{fence(config(fmt, v), fmt)}{foot}", labs, kind


def review_suggestion(sec):
    var = gen.upper_var()
    path = pick(["deploy/values.yaml", "config/settings.toml", ".env.staging", "ci/pipeline.yml", "app/config.ini"])
    if sec:
        old, new = gen.secret(), gen.secret()
        labs = [old, new]
        if R.random() < 0.3:
            new = gen.ref(var)
            labs = [old]
    else:
        old, new = gen.standin(var), gen.ref(var)
        labs = []
    who = gen.handle()
    if R.random() < 0.5:
        body = f"**{who}** suggested changes on `{path}` line {R.randint(3, 200)}\n\n```suggestion\n{var}: {new}\n```\n> `{var}: {old}`\n\nnit: {pick(['keep the comment above', 'align with prod', 'we rotated this'])}"
        kind = "gh-suggestion"
    else:
        body = f"Review on {gen.pr()} by @{who} ({pick(['changes requested', 'commented', 'approved'])})\n\n{path}\n```diff\n-  {var}: {old}\n+  {var}: {new}\n```\n{pick(['LGTM otherwise', 'please double check', 'ship it'])}"
        kind = "review-diff"
    return body, labs, kind


def handover_note(sec):
    p, e = pick(gen.PROJECTS), pick(gen.ENVS)
    v1, l1 = val(sec, var="DB_PASSWORD")
    v2, l2 = val(sec and R.random() < 0.5, var="API_TOKEN")
    lines = [f"## Handover {p} {e} — week {R.randint(1, 52)}", f"From @{gen.handle()} to @{gen.handle()}", "",
             f"- open: {gen.ticket()}, {gen.ticket()} (waiting on vendor)",
             f"- last deploy: {gen.short_sha()} via run {gen.run_id()} at {gen.timestamp()}",
             f"- db: `{gen.host('db')}` user `{pick(gen.DB_USERS)}` pw `{v1}`",
             f"- api token for {pick(gen.SERVICES)}: {v2}",
             f"- dashboards: https://grafana.example.com/d/{gen.rs(gen.AN, 9)}/{p}"]
    rest = lines[3:]
    R.shuffle(rest)
    return "\n".join(lines[:3] + rest), l1 + l2, "handover-md"


def runbook(sec):
    v, labs = val(sec, url=True)
    step = pick(CONN)
    cmds = [f"psql \"{conn('postgresql', v)}\" -c 'select 1'",
            f"redis-cli -h {gen.host('redis')} -a '{v}' --tls ping",
            f"curl -sf -H \"Authorization: Bearer {v}\" https://{gen.host('api')}/healthz",
            f"mysql -h {gen.host('db')} -u {pick(gen.DB_USERS)} -p'{v}' -e 'show processlist'",
            f"rabbitmqctl authenticate_user {pick(gen.DB_USERS)} '{v}'",
            f"kcat -b {gen.host('kafka')}:9093 -X sasl.username={pick(gen.DB_USERS)} -X sasl.password={v} -L",
            f"export {gen.upper_var()}={v}",
            conn(step, v)]
    c = pick(cmds)
    lines = [f"# Runbook: {pick(['queue backlog', 'replica lag', 'cert expiry', 'disk full', '5xx spike'])} ({pick(gen.PROJECTS)})",
             f"_Last edited by {gen.name()} on {gen.date()} · page id {R.randint(10000, 999999)}_", "",
             f"1. Ack the page in #oncall-{pick(gen.PROJECTS)} and link {gen.ticket()}",
             f"2. Check the dashboard (panel {R.randint(1, 40)})",
             f"3. Connect:\n   ```\n   {c}\n   ```",
             f"4. If still red after {R.randint(5, 30)} min, escalate to @{gen.handle()}"]
    return "\n".join(lines), labs, "runbook-md"


def ticket(sec):
    v, labs = val(sec)
    t = gen.ticket()
    who, other = gen.name(), gen.name()
    kind = pick(["jira", "servicenow", "zendesk"])
    if kind == "jira":
        body = (f"{t}: {pick(['Cannot log in to', 'Rotate creds for', 'Access request:'])} {pick(gen.TARGETS)}\n"
                f"Status: {pick(['In Progress', 'To Do', 'Done'])} | Assignee: {who} | Priority: P{R.randint(1, 4)}\n\n"
                f"Description:\nTried with user {pick(gen.DB_USERS)} and credential {v}, still 401.\n\n"
                f"Comment by {other} ({gen.timestamp()}):\nSee build {gen.run_id()}; attached log sha256 {gen.sha256()}")
    elif kind == "servicenow":
        body = (f"INC{R.randint(1000000, 9999999)} | Short description: {pick(gen.SERVICES)} auth failing\n"
                f"Caller: {who}\nWork notes ({gen.timestamp()}): new secret issued -> {v}\nCorrelation ID: {gen.uuid()}")
    else:
        body = (f"Ticket #{R.randint(10000, 99999)} · {pick(gen.SERVICES)} integration\n{who} (customer) wrote:\n"
                f"> our key is {v} and the webhook still fails since {gen.date()}\n\n{other} (agent): thanks, escalated to {t}")
    return body, labs, kind


def wiki_table(sec):
    rows, labs = [], []
    confluence = R.random() < 0.4
    for _ in range(R.randint(2, 4)):
        e = pick(gen.ENVS)
        if sec and (not labs or R.random() < 0.5):
            v = gen.password()
            labs.append(v)
        else:
            v = pick([gen.ref(), gen.mask(), "ask #ops", "(SSO)"])
        rows.append((e, gen.host("db"), pick(gen.DB_USERS), v))
    if confluence:
        head = "||env||host||user||password||"
        body = "\n".join(f"|{a}|{b}|{c}|{d}|" for a, b, c, d in rows)
    else:
        head = "| env | host | user | password |\n|---|---|---|---|"
        body = "\n".join(f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows)
    title = f"{pick(gen.PROJECTS).title()} environments (v{R.randint(2, 40)}, edited {gen.date()} by {gen.name()})"
    return f"{title}\n\n{head}\n{body}", labs, "confluence-table" if confluence else "wiki-md-table"


def email_note(sec):
    v, labs = val(sec)
    a, b = gen.name(), gen.name()
    while b == a:
        b = gen.name()
    d = gen.date()
    body = (f"From: {a} <{a.lower()}@example.org>\nTo: {b} <{b.lower()}@example.com>\nSubject: Re: {pick(gen.TARGETS)} access\n"
            f"Message-ID: <{gen.uuid()}@mail.example.org>\n\n{pick(['Hi', 'Hey', 'Hello'])} {b},\n\n"
            f"{pick(['Here you go, ', 'As discussed, ', 'Sending it over, '])}{pick(['key', 'password', 'token', 'credentials'])}: {v}\n\n"
            f"On {d}, {b} wrote:\n> Could you send me the {pick(['login', 'key', 'token'])} for {pick(gen.TARGETS)}?\n> Ticket {gen.ticket()}\n\n-- \n{a}")
    return body, labs, "email"


def ci_vars(sec):
    var = gen.upper_var()
    v, labs = val(sec, var=var)
    kind, block = ci_block(var, v)
    lead = pick([f"pipeline on {gen.pr()} fails at deploy, relevant part:", f"copied from {pick(gen.PROJECTS)} main @ {gen.short_sha()}:",
                 "what I set in CI:", f"build {gen.run_id()} config:"])
    shell = kind in ("gh-secret-set", "glab-variable", "drone", "bitbucket-pipelines")
    return f"{lead}\n{fence(block, 'bash' if shell else ('groovy' if kind == 'jenkinsfile' else 'yaml'))}", labs, kind


def conn_paste(sec):
    v, labs = val(sec, url=True)
    k = pick(CONN)
    who = gen.handle()
    lead = pick([f"@{who} this is what the worker uses:", "connection string from the old box:", f"works from the bastion ({gen.ip()}):",
                 f"for {gen.ticket()}, using"])
    return f"{lead}\n`{conn(k, v)}`\n{pick(EMOJI)}", labs, "conn-" + k


def channel_config(sec):
    fmt = pick(FORMATS)
    v, labs = val(sec, url=True)
    ch = f"#{pick(['platform', 'infra', 'dev', 'sre'])}-{pick(gen.PROJECTS)}"
    return (f"{ch} · {gen.handle()} · {gen.ampm()}\n{pick(['here is the', 'updated', 'current'])} {fmt} for {pick(gen.SERVICES)} "
            f"(thread {gen.msg_ts()})\n{fence(config(fmt, v), fmt)}"), labs, "channel-" + fmt


def quote_split(sec):
    """A value broken over two quoted lines of a reply (hard): each piece labelled."""
    if sec:
        v = long_value()
        labs = list(cut(v))
    else:
        v = pick([gen.sha(), gen.sha256(), "sha256:" + gen.sha256(), gen.trace_id() + gen.short_sha()])
        labs = []
    a, b = labs if labs else cut(v)
    who, other = gen.handle(), gen.handle()
    q = pick(["> ", ">> ", "│ "])
    head = pick([f"{other} replied to a thread:", f"Re: {pick(gen.TARGETS)} ({gen.ticket()})", f"**{other}** quoted {who}:"])
    if labs:
        mid = pick(["the value", "the one for " + pick(gen.TARGETS), "what " + who + " sent"])
    else:
        mid = pick(["the digest", "the commit", "the digest of the image", "what " + who + " sent from the build log"])
    return f"{head}\n{q}{who} wrote: {mid}\n{q}{a}\n{q}{b}\n\n{pick(['got it, thanks', 'works 👍', 'joined the lines, ok now', 'is that one line?'])}", labs, "quoted-reply"


def bare_note(sec):
    """A value with no keyword beside it, handed over in a note or a message (hard)."""
    if sec:
        v = gen.secret()
        labs = [v]
    else:
        v = pick(["commit " + gen.sha(), "request " + gen.uuid(), "sha256 " + gen.sha256(), "trace " + gen.trace_id(),
                  "msg " + gen.msg_ts(), "v" + gen.version(), gen.mask(), "see " + gen.ticket(), gen.ref()])
        labs = []
    h, u = gen.host(), pick(gen.DB_USERS)
    f = pick([f"{h}  {u} / {v}", f"{pick(gen.TARGETS)} → {v}", f"@{gen.handle()} {v} {pick(EMOJI)}",
              f"{u}@{h}\n{v}", f"{pick(gen.ENVS)}: {v} (same as before)", f"- [x] {pick(gen.SERVICES)}: {v}"])
    lead = pick(["handover:", "as promised", f"for {gen.ticket()}", "", "from the old wiki page", "pasting before I forget"])
    return (lead + "\n" + f if lead else f), labs, "handover-bare"


FAMILIES = [("issue_comment", issue_comment), ("review_suggestion", review_suggestion), ("handover_note", handover_note),
            ("runbook", runbook), ("ticket", ticket), ("wiki_table", wiki_table), ("email_note", email_note),
            ("ci_vars", ci_vars), ("conn_paste", conn_paste), ("channel_config", channel_config),
            ("quote_split", quote_split), ("bare_note", bare_note)]
HARD_SEEN = {"quote_split", "bare_note"}


# ---- ordinary-only families ----

def ids_ord():
    p = pick(gen.PROJECTS)
    return pick([
        f"https://chat.example.com/archives/{gen.channel_id()}/p{gen.msg_ts().replace('.', '')} (thread by <@{gen.user_id()}>)",
        f"PR {gen.pr()} merged as {gen.sha()} by @{gen.handle()}, closes {gen.ticket()}",
        f"https://git.example.com/{p}/{p}/commit/{gen.sha()}#diff-{gen.sha256()}",
        f"message {gen.msg_ts()} in {gen.channel_id()} edited at {gen.timestamp()}",
        f"see https://issues.example.org/{p}/issues/{R.randint(10, 9999)}#note_{R.randint(10 ** 6, 10 ** 8)}",
        f"build {gen.run_id()} · artifact {p}-{gen.version()}.tar.gz · sha256 {gen.sha256()}",
    ])


def build_ord():
    return (f"✅ {pick(gen.PROJECTS)} #{R.randint(100, 9999)} passed on {gen.short_sha()} ({gen.timestamp()})\n"
            f"image: registry.example.com/{pick(gen.PROJECTS)}@sha256:{gen.sha256()}\n"
            f"secrets used: {', '.join(sorted({gen.upper_var() for _ in range(3)}))} (values masked: {gen.mask()})\n"
            f"trace {gen.trace_id()} · version {gen.version()}")


def example_ord():
    var = gen.upper_var()
    return pick([
        f"README snippet (example values, not real):\n```\n{var}={gen.placeholder()}\n```",
        f"Docs say: set `{var}` to something like `{gen.placeholder()}` — it's an example, use the vault one.",
        f"sample .env.example committed in {gen.short_sha()}:\n{var}=\n{var.split('_')[0]}_HOST=localhost",
        f"CI secret name is `{var}` (stored in {gen.ref(var)}), rotated {gen.date()}",
    ])


EXTRA = [("ids_ord", ids_ord, "ids"), ("build_ord", build_ord, "ci-status"), ("example_ord", example_ord, "example")]
