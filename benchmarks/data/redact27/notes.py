"""Agent-notes families: the word that says "secret" is far from the value, or absent.

Each generator takes `sec`; with True it writes a credential (returns its labels), with False a stand-in or a
look-alike in the same place (labels empty). Returns (text, labels, lang) where lang names the layout.
"""

from gen import (ENVS, PEOPLE, PROJECTS, R, REGIONS, SERVICES, TARGETS, bucket, build_no, container_id, date,
                 digest, host, ip, long_secret, password, pick, request_id, secret, short_sha, sha,
                 stand_in, ticket, trace_id)

HARD_SEEN = {"table_cell", "wrapped", "memory_far", "no_word"}


def slot(sec, labels, svc=None, kind=None):
    """A credential (recorded in labels) or, for ordinary rows, a stand-in or look-alike."""
    if sec:
        v = kind() if kind else secret()
        labels.append(v)
        return v
    if R.random() < 0.6:
        return stand_in(svc)
    return typed_lookalike()


def typed_lookalike():
    """A look-alike with the word that says what it is (commit, trace, build, ...)."""
    name, fn = pick([("commit", sha), ("commit", short_sha), ("trace", trace_id), ("build", build_no),
                     ("bucket", bucket), ("container", container_id), ("ticket", ticket), ("request", request_id),
                     ("image", digest)])
    return f"{name} {fn()}"


def table_cell(sec):
    """Markdown table; the header says token / pw / cred, the value sits columns to the right of the row's name."""
    labels = []
    head = pick(["token", "tok", "cred", "pw", "secret", "auth", "key"])
    cols = ["service", "env", pick(["owner", "who"]), "region", pick(["last deploy", "build"]), head]
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    n = R.randint(2, 5)
    hit = R.randrange(n)
    for i in range(n):
        svc = pick(SERVICES)
        if sec and (i == hit or R.random() < 0.25):
            val = slot(sec, labels, svc)
        else:
            val = stand_in(svc)
        lines.append(f"| {svc} | {pick(ENVS)} | @{pick(PEOPLE).lower()} | {pick(REGIONS)} | {build_no()} | {val} |")
    intro = pick([f"Status of {pick(PROJECTS)} services ({date()}):", "Inventory so far:", "Table from the handover doc:",
                  f"What {pick(PEOPLE)} pasted in the handover:"])
    return intro + "\n\n" + "\n".join(lines), labels, "md-table"


def numbered_list(sec):
    """A plan; an early item says creds are coming, the value is a later item with no word beside it."""
    labels = []
    who, svc = pick(PEOPLE), pick(SERVICES)
    items = [f"drain {host()}", f"swap the {svc} creds ({who} sent them this morning, item {{k}})",
             f"run migrations, ticket {ticket()}", f"check trace {trace_id()}", f"tag {short_sha()} as {build_no()}",
             f"post in #{svc}-ops"]
    R.shuffle(items)
    items = items[:R.randint(3, 5)]
    if not any("creds" in it for it in items):
        items[0] = f"swap the {svc} creds ({who} sent them this morning, item {{k}})"
    items.append(slot(sec, labels, svc))
    k = len(items)
    body = "\n".join(f"{i}. {it.replace('{k}', str(k))}" for i, it in enumerate(items, 1))
    return f"Plan for {pick(PROJECTS)} ({date()}):\n{body}", labels, "numbered-list"


def kv_abbrev(sec):
    """A scratch block of invented or abbreviated keys (k2, svc_auth, the second one)."""
    labels = []
    keys = ["k1", "k2", "k3", "svc_auth", "s2", "the second one", "bb", "ana's", "old", "new", "x", "p", "t_stg"]
    R.shuffle(keys)
    lines = [f"scratch ({date()}, {pick(PROJECTS)}):"]
    n = R.randint(3, 6)
    hits = {R.randrange(n)}
    if R.random() < 0.3:
        hits.add(R.randrange(n))
    for i in range(n):
        if i in hits:
            val = slot(sec, labels)
        else:
            val = pick([build_no, host, ip, ticket, short_sha, bucket, request_id])()
        lines.append(f"{keys[i]}: {val}")
    return "\n".join(lines), labels, "kv-block"


def yaml_parent(sec):
    """YAML; the secret's name is a parent key lines above, the leaf is named value / current / primary."""
    labels = []
    svc, env = pick(SERVICES), pick(ENVS)
    parent = pick(["credentials", "auth", "secrets", "creds", "access"])
    leaf = pick(["value", "current", "primary", "main", "v", "it"])
    val = slot(sec, labels, svc)
    extra = ""
    if R.random() < 0.35:
        extra = f"\n      previous: {slot(sec, labels, svc)}"
    text = (f"# {pick(PROJECTS)} notes, {date()} (from {pick(PEOPLE)})\n{svc}:\n  {parent}:\n    {env}:\n"
            f"      user: svc-{svc}\n      host: {host()}\n      region: {pick(REGIONS)}\n"
            f"      since: {date()}\n      {leaf}: {val}{extra}\n  build: '{build_no()}'\n  bucket: {bucket()}")
    return text, labels, "yaml"


def toml_parent(sec):
    labels = []
    svc = pick(SERVICES)
    sect = pick(["creds", "auth", "secret", "keys"])
    a = slot(sec, labels, svc)
    lines = [f"[services.{svc}.{sect}]", f"# rotated monthly, ask {pick(PEOPLE)}", f'region = "{pick(REGIONS)}"',
             f'owner = "{pick(PEOPLE).lower()}"', f'primary = "{a}"']
    if R.random() < 0.4:
        lines.append(f'secondary = "{slot(sec, labels, svc)}"')
    lines += ["", f"[services.{svc}.cache]", f'bucket = "{bucket()}"', f'image = "{digest()}"']
    return "\n".join(lines), labels, "toml"


def wrapped(sec):
    """A note hard-wrapped by column width; the value is cut by the line break (both pieces labelled)."""
    labels = []
    if sec:
        v = long_secret()
    else:
        v = pick([sha, trace_id, digest, container_id])()
        if len(v) < 24:
            v = sha()
    k = R.randint(8, len(v) - 8)
    a, b = v[:k], v[k:]
    if sec:
        labels += [a, b]
    lead = pick([f"for {pick(TARGETS)} {pick(PEOPLE)} gave me", f"the new {pick(SERVICES)} one is",
                 f"use this for {pick(TARGETS)}:", "from the handover doc:", f"{pick(PEOPLE)} pasted"])
    word = "" if sec else pick(["commit ", "trace ", "digest ", "container "])
    style = R.randrange(3)
    if style == 0:
        text = f"{date()} {lead} {word}{a}\n{b} and said it stays valid until {date()}."
    elif style == 1:
        text = f"> {lead} {word}{a}\n> {b} (wrapped by the terminal at 80 cols)"
    else:
        text = f"note: {lead} {word}{a}\\\n      {b}"
    return text, labels, "wrapped-note"


def paren_after(sec):
    """A value followed by an explanation in parentheses."""
    labels = []
    svc = pick(SERVICES)
    val = slot(sec, labels, svc)
    why = pick([f"the one {pick(PEOPLE)} rotated on {date()}; prod only", "don't paste in tickets",
                f"valid until {date()}", "read-only, scoped to the export bucket", f"see {ticket()} for context",
                "expires with the sandbox"])
    lines = [f"Summary ({pick(PROJECTS)}, {date()})", f"- {svc}: {val} ({why})",
             f"- build {build_no()} is green", f"- trace {trace_id()} still open"]
    R.shuffle(lines[1:])
    return "\n".join(lines), labels, "summary"


def quoted_back(sec):
    """The agent quotes a value back to the user."""
    labels = []
    val = slot(sec, labels)
    t = pick(TARGETS)
    text = pick([f"You gave me {val} earlier for {t}; I used it in step 3 and did not write it to the repo.",
                 f"Earlier you pasted `{val}`. Is that still the one for {t}?",
                 f"Confirming what you gave me: {val}. I'll use it for {t} once {ticket()} is closed.",
                 f"Quick check: the value from this morning ({val}) — same for {t}?"])
    return text, labels, "agent-reply"


def memory_far(sec):
    """The word in one sentence, the value two or three sentences later."""
    labels = []
    who, t = pick(PEOPLE), pick(TARGETS)
    first = pick([f"{who} said the password for {t} changed this morning.",
                  f"{who} rotated the token for {t} before leaving.",
                  f"The key for {t} was reissued after the audit."])
    middle = [f"{who} is out until Thursday.", f"Migration {R.randint(10, 400):04d} still pending on {host()}.",
              f"Build {build_no()} failed on a flaky test.", f"{ticket()} tracks the follow-up.",
              f"Bucket {bucket()} is where the exports go."]
    R.shuffle(middle)
    val = slot(sec, labels)
    end = pick([f"New one: {val}.", f"Got it from the thread: {val}", f"{val} (from the thread)", f"→ {val}"])
    sep = pick([" ", "\n"])
    return sep.join([first, *middle[:R.randint(1, 3)], end]), labels, "memory-note"


def no_word(sec):
    """No word that says secret at all."""
    labels = []
    who = pick(PEOPLE)
    val = slot(sec, labels, kind=R.choice([password, secret])) if sec else stand_in()
    text = pick([f"for the nightly export use {val} with svc-export on {host()}",
                 f"{who}'s login for the grafana box → {val}",
                 f"{host()} / svc-{pick(SERVICES)} / {val}",
                 f"db: {ip()}:5432, user reports_ro, then {val}",
                 f"to get into {pick(TARGETS)}: admin, {val}",
                 f"{who} → {val} (for {pick(TARGETS)})"])
    return text, labels, "plain-note"


FAMILIES = [("table_cell", table_cell), ("numbered_list", numbered_list), ("kv_abbrev", kv_abbrev),
            ("yaml_parent", yaml_parent), ("toml_parent", toml_parent), ("wrapped", wrapped),
            ("paren_after", paren_after), ("quoted_back", quoted_back), ("memory_far", memory_far),
            ("no_word", no_word)]
