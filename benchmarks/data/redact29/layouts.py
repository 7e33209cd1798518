"""The places a fragment lands: alone on a line, in a list, a table cell, a commit message, a log line, a diff hunk,
a stack trace, mid-sentence, a command argument, a code literal. No word near the fragment names it a secret.

Each layout takes the fragment and returns the row text.
"""

from gen import LOW, MODULES, SERVICES, R, digits, hexs, person, project, rs, stamp, ulid


def alone_line(f):
    p = project()
    before = R.choice([f"pairing notes, {p}", f"{p} — friday", "scratch", f"handover for {person()}",
                       f"todo {p} cutover"])
    lines = [before, R.choice(["- moved the cron to 02:00", "- bumped node to 22", "- reran the failed shard",
                               "- the queue drained by 14:10"]), f, R.choice(["- ask about the flaky test",
                                                                                "- rollback plan is in the ticket",
                                                                                "- next: reindex"])]
    if R.random() < 0.4:
        lines.insert(2, "")
    return "\n".join(lines)


def in_list(f):
    p = project()
    items = [R.choice([f"{p} cutover", f"{p} setup", "for the runner", "migration checklist"]) + ":"]
    rest = [R.choice(["bump the base image", "pin node 22.4", "drain the queue first"]),
            R.choice(["check the dashboards", "tell support", "merge #" + digits(4)]), f]
    R.shuffle(rest)
    marker = R.choice(["- ", "* ", "num"])
    for n, item in enumerate(rest, 1):
        items.append((f"{n}. " if marker == "num" else marker) + item)
    return "\n".join(items)


def table_cell(f):
    cols = R.choice([("service", "value", "owner"), ("env", "what", "who"), ("name", "v", "since")])
    rows = [f"| {cols[0]} | {cols[1]} | {cols[2]} |", "|---|---|---|"]
    mine = R.randrange(3)
    for n in range(3):
        val = f if n == mine else R.choice([f"v{R.randint(1, 9)}.{R.randint(0, 20)}", "n/a", "see runbook",
                                            f"{R.randint(2, 64)} workers", "eu-west-1"])
        rows.append(f"| {R.choice(SERVICES)} | {val} | {person()} |")
    return "\n".join(rows)


def commit_msg(f):
    subj = R.choice(["fix retry in ", "wire up ", "speed up ", "revert flaky change in "]) + R.choice(MODULES)
    body = R.choice([f"Tested against staging with {f}", f"Repro:\n    {f}", f"local run used {f} for now",
                     f"{f}\n(drop before merge)"])
    who = person()
    return (f"commit {hexs(40)}\nAuthor: {who} <{who.lower()}@{project()}.example>\nDate:   Thu Nov {R.randint(1, 28)}"
            f" {R.randint(8, 19)}:{R.randint(10, 59)}:07 2026 +0{R.randint(0, 6)}00\n\n    {subj}\n\n    "
            + body.replace("\n", "\n    "))


def log_line(f):
    svc = R.choice(SERVICES)
    lvl = R.choice(["INFO", "DEBUG", "WARN", "ERROR"])
    msg = R.choice([f"upstream call ok via {f} in {R.randint(5, 900)}ms",
                    f"retrying with {f} (attempt {R.randint(2, 5)})",
                    f"loaded {f}", f"init client {f}", f"GET {f} -> 200"])
    lines = [f"{stamp()} {lvl} {svc} [req={ulid()}] {msg}"]
    if R.random() < 0.5:
        lines.insert(0, f"{stamp()} INFO {svc} [req={ulid()}] worker {R.randint(1, 16)} started")
    return "\n".join(lines)


def diff_hunk(f):
    mod = R.choice(MODULES)
    a, b = R.randint(3, 200), R.randint(3, 200)
    ext = mod.rsplit(".", 1)[1]
    line = {"py": f'    client = Client("{f}", timeout=30)',
            "go": f'\tc := api.New("{f}")',
            "ts": f"  const client = new Client('{f}');",
            "rs": f'    let client = Client::new("{f}");'}[ext]
    old = line.replace(f, "TODO") if R.random() < 0.5 else None
    body = [f"diff --git a/src/{mod} b/src/{mod}", f"index {hexs(7)}..{hexs(7)} 100644", f"--- a/src/{mod}",
            f"+++ b/src/{mod}", f"@@ -{a},6 +{b},{6 if old else 7} @@",
            " " + R.choice(["", "    # setup" if ext == "py" else "  // setup"])]
    body += (["-" + old] if old else []) + ["+" + line, " " + R.choice(["    return client", "\treturn c, nil", "  }"])]
    return "\n".join(body)


def stack_trace(f):
    mod = R.choice(["sync", "ingest", "billing", "export"])
    if R.random() < 0.5:
        return (f"Traceback (most recent call last):\n  File \"/srv/{project()}/{mod}/run.py\", line {R.randint(10, 300)}, "
                f"in main\n    client.connect()\n  File \"/srv/{project()}/{mod}/client.py\", line {R.randint(10, 300)}, "
                f"in connect\n    raise ConnectError(self.target)\n{mod}.client.ConnectError: "
                + R.choice([f"'{f}'", f"refused for {f}", f"<Client {f}> got 403"]))
    return (f"Exception in thread \"main\" java.lang.IllegalStateException: rejected: {f}\n"
            f"\tat example.{project()}.{mod}.Client.open(Client.java:{R.randint(10, 400)})\n"
            f"\tat example.{project()}.{mod}.Main.main(Main.java:{R.randint(10, 99)})")


def mid_prose(f):
    return R.choice([
        f"ran the import again with {f} and it finished in {R.randint(2, 40)} minutes",
        f"{person()} said {f} works for {project()} too, so I reused it",
        f"switched the runner over to {f} yesterday; no failures since",
        f"if the job hangs again try {f} before paging anyone",
        f"I think {f} is what the old box was using",
    ])


def cli_arg(f):
    tool = R.choice(["./deploy.sh staging", f"{project()}ctl login", "node scripts/sync.js --dry-run",
                     "python -m tools.push", "make release ARGS=", "curl -fsSL"])
    quote = R.choice(["", "'", '"']) if " " not in f else R.choice(["'", '"'])
    if tool == "curl -fsSL":
        quote = "'"
    return f"$ {tool} {quote}{f}{quote}" + R.choice(["", f"\nok ({R.randint(1, 9)}.{R.randint(0, 9)}s)",
                                                         "\nexit 0"])


def code_literal(f):
    kind = R.randrange(4)
    if kind == 0:
        return f"from {project()} import Client\n\nclient = Client(\"{f}\")\nclient.ping()"
    if kind == 1:
        return f"const c = createClient(\n  '{f}',\n  {{ retries: {R.randint(1, 5)} }},\n);"
    if kind == 2:
        return f"func main() {{\n\tc := {project()}.New(\"{f}\")\n\tlog.Fatal(c.Run())\n}}"
    return f"let c = Client::new(\"{f}\")?;\nc.run({rs(LOW, 4)})?;"


LAYOUTS = [("alone_line", alone_line), ("in_list", in_list), ("table_cell", table_cell),
           ("commit_msg", commit_msg), ("log_line", log_line), ("diff_hunk", diff_hunk),
           ("stack_trace", stack_trace), ("mid_prose", mid_prose), ("cli_arg", cli_arg),
           ("code_literal", code_literal)]
LAYOUT = dict(LAYOUTS)
# layouts that read well with a URL or a connection string inside
URL_LAYOUTS = ["alone_line", "in_list", "table_cell", "commit_msg", "log_line", "stack_trace", "mid_prose",
               "cli_arg", "code_literal"]
