"""Validate the fixes28 set: `python <set>/check.py [--markdown]`. Exits 1 on a problem.

- Records: JSON lines with Claude Code's keys, one session id per file, an unbroken parentUuid chain, each
  tool_use answered by exactly one tool_result. No path of the machine the check runs on (the set's folder, the
  working directory, the home directory, the checkout when the set sits in benchmarks/data/) in any file.
- Files: labels.json, report.json, heldout/ and split.json name the same transcripts; tune/ holds only
  .gitkeep; every label has the fixes9-27 keys; report.json has its seven keys.
- Failure evidence: a Bash call that fails (is_error), a log-fetching call that exits 0 but prints a remote
  failure (`gh run view`, `glab ci trace`, `kubectl logs`, `kubectl describe`, `docker logs`, `docker compose
  logs`), or a user message (a pasted log). A line is read as shown: ANSI codes removed, the last carriage-return
  segment, then the transport's wrapping removed (gh's job/step columns, an RFC 3339 stamp bare or in brackets,
  `[pod/..]`, `svc-1  | `, `##[error]`, BuildKit's `#N t.ttt `), indentation, a `| ` gutter and pytest's `E`.
  `error` must be one whole such line of the evidence whose text holds `command`.
- Sessions with memory (build_context, base_and_platform, run_and_compose, registry_and_builder): exactly one
  memory e1, source `fix`, kind lesson/bugfix, its `error` == report's `error`; every `also_ok` is a line of
  failure evidence and differs from `error`; >= 2 non-empty must groups, groups[0] met by the failing evidence,
  every group met in the transcript; `passed` succeeds (exit 0, and for a log-fetching call without the error)
  after the LAST evidence showing the error; `passed` holds the command or runs the same program; `change` is in
  a Bash/Edit/Write between that evidence and the pass (or in `passed`) and meets a group after the first. Traps:
  tries first, then decoy lines of failure evidence; never the error, never holding or held by the error or a
  must term. The failing command builds, pulls, pushes or runs a container (docker, podman, kind, minikube,
  devcontainer, kubectl, a Makefile target, a CI log, or ssh to a host that runs compose). No must term is a
  blanket workaround (`--privileged`, `user: root`, `chmod 666`, `setenforce`, `--no-cache`, `down -v`,
  `--volumes`, `volume prune`, `service_started`, `disable: true`).
- Sessions without memory: no memory, traps == [error, change], `change` in the transcript, and:
  `flaky_pass` - `passed` succeeds after the last failure with only read-only diagnostics (`ls`, `curl -sI`,
  `getent`, `docker system df`, ...) or CI reruns between, no edit, no user word; `ends_failing` /
  `unrelated_change` - nothing passes, `change` is a Bash/Edit after the first failure (`unrelated_change`: the
  failure shows again after it; `ends_failing`: the session ends on the user); `expected_failure` - `change` is a
  step before the failure, nothing passes; `fixed_outside` - `passed` succeeds, a user message holding `change`
  comes between the last failure and the pass, no Edit/Write between; `other_command_passed` - `passed` differs
  from the command, succeeds, the command never does, `change` == `passed`; `root_or_privileged` - `passed`
  succeeds after a Bash/Edit holding `change` that runs as root, privileged, or opens a permission wide
  (`user: root`, `privileged`, `chmod 666`, `setenforce 0`, ...); `cache_disabled` - `change` holds `--no-cache`
  and is in a Bash/Edit between the last failure and the pass (or in `passed`); `data_wiped` - `change` is a Bash
  call between the last failure and the pass that deletes volumes (`down -v`, `--volumes`, `volume rm`, ...);
  `check_disabled` - `change` is an Edit between the last failure and the pass that switches a healthcheck off or
  downgrades a dependency condition (`disable: true`, `service_started`, ...). In the four silencing shapes
  someone speaks after the pass.
- Floors: >= 64 files, >= 1/3 without memory, >= 25% not in English in >= 6 languages with two non-Latin, every
  shape present, >= 8 stacks, >= 10 container tools named in the failing commands or their errors, >= 5
  memory errors wrapped where printed (a CI column/stamp, BuildKit's prefix, a compose service prefix); a
  rebuild into a temp folder (PYTHONHASHSEED 987) is byte-identical. `--markdown` prints the README's count tables.
"""

from __future__ import annotations

import collections
import filecmp
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from kit import MEM_SHAPES, NONE_SHAPES, tidy  # noqa: E402

KEYS = ("parentUuid", "isSidechain", "userType", "cwd", "sessionId", "version", "gitBranch", "type", "uuid",
        "timestamp", "message")
LABEL_KEYS = {"expected", "lang", "project_dir", "shape", "stack", "traps", "variation"}
SIDE_KEYS = {"command", "error", "also_ok", "tries", "change", "passed", "note"}
LOGS = ("gh run view", "glab ci trace", "kubectl logs", "kubectl describe", "docker logs", "docker compose logs")
DIAG = ("curl -sI", "dmesg", "getent", "df ", "free", "ls", "cat ", "date", "which", "kubectl get", "kubectl describe",
        "docker ps", "docker compose ps", "uptime", "nc -z", "pg_isready", "mysqladmin ping", "redis-cli ping",
        "docker inspect", "git status", "git diff", "node --version", "gh run view", "gh run list", "gh run rerun",
        "gh run watch", "glab ci retry", "glab ci list", "glab ci trace", "lsof", "ss -", "npx playwright --version",
        "go env", "getent", "docker system df", "docker buildx ls", "docker info", "docker image ls", "id ", "stat ",
        "docker manifest inspect", "skopeo", "minikube image ls", "kind get")
SUPPRESS = ("--privileged", "privileged: true", "user: root", "--user root", "chmod 666", "chmod 777", "setenforce",
            "--no-cache", "down -v", "--volumes", "volume prune", "volume rm", "service_started", "disable: true")
ROOTY = ("user: root", "--user root", "--user 0", "USER root", "privileged", "chmod 666", "chmod 777", "setenforce 0",
         "label=disable")
NOCACHE = ("--no-cache",)
WIPES = ("down -v", "--volumes", "volume rm", "volume prune", "rm -rf")
UNCHECK = ("disable: true", "service_started", "--no-healthcheck", 'test: ["NONE"]')
TOOLS = ("docker", "podman", "kind", "minikube", "devcontainer", "make", "gh", "glab", "kubectl", "ssh", "nerdctl",
         "buildah", "skaffold")
NAMED = ("docker build", "docker compose", "buildx", "podman", "devcontainer", "kind ", "minikube", "docker push",
         "docker pull", "docker run", "gh run", "glab ci", "kubectl", "make ", "ssh ", "nerdctl")
ANSI = re.compile("\x1b\\[[0-9;?]*[A-Za-z]")
NON_LATIN = {"ja", "zh", "ko", "ru", "uk", "el", "ar", "he", "hi", "th"}


def machine_paths() -> list[str]:
    """Paths of the machine the check runs on, read at run time."""
    cands = {str(HERE), os.getcwd(), str(Path.home())}
    if HERE.parent.name == "data":
        cands.add(str(HERE.parents[2]))
    return sorted(c for c in cands if len(c.strip("/")) >= 4)


MACHINE = machine_paths()
problems: list[str] = []
tally: collections.Counter[str] = collections.Counter()


def flat(v: object) -> str:
    if isinstance(v, str):
        return v
    if isinstance(v, dict):
        return "\n".join(flat(x) for x in v.values())
    if isinstance(v, list):
        return "\n".join(flat(x) for x in v)
    return str(v)


class Ev:
    def __init__(self, kind: str, text: str) -> None:
        self.kind, self.text, self.out, self.failed = kind, text, "", False
        self.inp: dict = {}

    @property
    def seen(self) -> str:
        return view(self.out)


def load(rel: str) -> list[Ev]:
    evs: list[Ev] = []
    pending: dict[str, Ev] = {}
    uses: collections.Counter[str] = collections.Counter()
    answers: collections.Counter[str] = collections.Counter()
    parent, sids = None, set()
    raw = (HERE / rel).read_text(encoding="utf-8")
    if any(m in raw for m in MACHINE):
        problems.append(f"{rel}: holds a path of the authoring machine")
    for n, line in enumerate(raw.splitlines(), 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"{rel}:{n}: not JSON ({exc})")
            continue
        missing = [k for k in KEYS if k not in rec]
        if missing:
            problems.append(f"{rel}:{n}: lacks {missing}")
            continue
        if rec["parentUuid"] != parent:
            problems.append(f"{rel}:{n}: parent chain broken")
        parent = rec["uuid"]
        sids.add(rec["sessionId"])
        content = rec["message"]["content"]
        if isinstance(content, str):
            evs.append(Ev("user", content))
            continue
        for b in content:
            if b["type"] == "text":
                evs.append(Ev("say" if rec["type"] == "assistant" else "user", b["text"]))
            elif b["type"] == "thinking":
                evs.append(Ev("think", b["thinking"]))
            elif b["type"] == "tool_use":
                uses[b["id"]] += 1
                kind = {"Bash": "bash", "Edit": "edit", "Write": "edit", "Read": "read", "WebFetch": "read"}.get(b["name"], "other")
                inp = b["input"]
                ev = Ev(kind, inp.get("command", "") if kind == "bash" else flat(inp))
                ev.inp = inp
                pending[b["id"]] = ev
                evs.append(ev)
            elif b["type"] == "tool_result":
                answers[b["tool_use_id"]] += 1
                ev = pending.get(b["tool_use_id"])
                if ev is not None:
                    ev.out, ev.failed = flat(b["content"]), bool(b.get("is_error"))
    if len(sids) != 1:
        problems.append(f"{rel}: {len(sids)} session ids")
    if set(uses) != set(answers) or any(v != 1 for v in [*uses.values(), *answers.values()]):
        problems.append(f"{rel}: tool_use and tool_result do not pair one to one")
    return evs




def units(text: str) -> list[str]:
    return [tidy(ln) for ln in text.split("\n")]


def is_log(ev: Ev) -> bool:
    return ev.kind == "bash" and ev.text.startswith(LOGS)


def evidence(ev: Ev) -> bool:
    return ev.kind == "user" or (ev.kind == "bash" and (ev.failed or is_log(ev)))


def body_of(ev: Ev) -> str:
    return ev.text if ev.kind == "user" else ev.out


def shows(ev: Ev, line: str) -> bool:
    return evidence(ev) and line in units(body_of(ev))


def fail_at(evs: list[Ev], cmd: str, err: str) -> int | None:
    return next((i for i, x in enumerate(evs) if shows(x, err) and cmd in x.text), None)


def passes(ev: Ev, cmd: str, err: str) -> bool:
    return ev.kind == "bash" and ev.text == cmd and not ev.failed and err not in units(ev.out)


def pass_at(evs: list[Ev], start: int, cmd: str, err: str) -> int | None:
    return next((i for i in range(start, len(evs)) if passes(evs[i], cmd, err)), None)


def is_diag(cmd: str) -> bool:
    """A read-only diagnostic or a CI rerun; over ssh, the remote command is read."""
    m = re.match(r"^ssh (?:-\S+ )*\S+ '?([^']*)'?$", cmd)
    return cmd.startswith(DIAG) or bool(m and m.group(1).startswith(DIAG))


def program(cmd: str) -> str:
    words = [w for w in cmd.split() if not re.match(r"^[A-Z_]+=", w)]
    return words[0].rsplit("/", 1)[-1] if words else ""


def meets(group: list[str], text: str) -> bool:
    return any(t.lower() in text.lower() for t in group)


def check(rel: str, label: dict, side: dict) -> None:
    evs = load(rel)
    if set(label) != LABEL_KEYS or set(side) != SIDE_KEYS:
        problems.append(f"{rel}: label keys {sorted(label)} / report keys {sorted(side)}")
        return
    shape, cmd, err = label["shape"], side["command"], side["error"]
    if not err or err != err.strip():
        problems.append(f"{rel}: `error` empty or not trimmed")
    a = fail_at(evs, cmd, err)
    if a is None:
        problems.append(f"{rel}: no failure evidence holding the command with `error` as a whole line")
        return
    everything = "\n".join(x.text + "\n" + ANSI.sub("", x.out) for x in evs)
    if not isinstance(side["tries"], list) or not all(isinstance(t, str) and t for t in side["tries"]):
        problems.append(f"{rel}: `tries` must be a list of non-empty texts")
        return
    for t in side["tries"]:
        if t not in everything:
            problems.append(f"{rel}: a try is not in the transcript: {t[:50]}")
    raw = [ln for ln in body_of(evs[a]).split("\n") if tidy(ln) == err]
    if raw and raw[0].strip() != err:
        tally["wrapped_" + ("mem" if shape in MEM_SHAPES else "none")] += 1
    elif "-v" in sys.argv:
        print("not wrapped:", rel)
    if shape in MEM_SHAPES:
        check_mem(rel, label, side, evs, a, everything)
    elif shape in NONE_SHAPES:
        if label["expected"] or label["traps"] != [err, side["change"]] or side["also_ok"]:
            problems.append(f"{rel}: a session without memory needs no memory, traps == [error, change], no also_ok")
            return
        if side["change"].lower() not in everything.lower():
            problems.append(f"{rel}: traps[1] is not in the transcript")
        check_none(rel, label, side, evs, a)
    else:
        problems.append(f"{rel}: unknown shape {shape}")


def check_mem(rel: str, label: dict, side: dict, evs: list[Ev], a: int, everything: str) -> None:
    exp, traps, shape = label["expected"], label["traps"], label["shape"]
    cmd, err, passed, change = side["command"], side["error"], side["passed"], side["change"]
    if len(exp) != 1:
        problems.append(f"{rel}: a memory shape has exactly one memory")
        return
    e = exp[0]
    if e["source"] != "fix" or e["kind"] not in ("lesson", "bugfix") or e["error"] != err or e["id"] != "e1":
        problems.append(f"{rel}: the memory is not e1, fix/lesson|bugfix with report's error")
    funits = {u for x in evs if evidence(x) for u in units(body_of(x))}
    for ok in side["also_ok"]:
        if ok not in funits or ok == err:
            problems.append(f"{rel}: also_ok not a line of failure evidence (or equal to error): {ok[:50]}")
    printed = [i for i, x in enumerate(evs) if shows(x, err) or any(shows(x, ok) for ok in side["also_ok"])]
    tally["failing_runs"] += len(printed)
    tally["lines"] += len(body_of(evs[a]).split("\n"))
    groups = e["must_contain_any"]
    if len(groups) < 2 or any(not g or not all(isinstance(t, str) and t for t in g) for g in groups):
        problems.append(f"{rel}: must groups malformed (need >= 2, non-empty)")
        return
    for g in groups:
        if not meets(g, everything):
            problems.append(f"{rel}: group {g} not met")
    shown = ANSI.sub("", body_of(evs[a]))
    if not meets(groups[0], shown):
        problems.append(f"{rel}: groups[0] is not met by the failing evidence")
    if all(meets(g, shown) for g in groups):
        tally["error_alone"] += 1
    if cmd not in passed and program(cmd) != program(passed):
        problems.append(f"{rel}: the pass is neither a form of the failing command nor the same program")
    f = max(printed)
    p = pass_at(evs, f + 1, passed, err)
    if p is None:
        problems.append(f"{rel}: nothing passes after the last failure")
        return
    tally["same_cmd" if passed == cmd else "other_form"] += 1
    zone = [i for i in range(f + 1, p) if evs[i].kind in ("bash", "edit")] + [p]
    holders = [i for i in zone if change in evs[i].text]
    if not holders:
        problems.append(f"{rel}: the change is not between the last failure and the pass (nor in the pass)")
        return
    if not any(meets(g, evs[i].text) for g in groups[1:] for i in holders):
        problems.append(f"{rel}: no fix group is met by the change")
    if traps[:len(side["tries"])] != side["tries"]:
        problems.append(f"{rel}: the traps must start with the tries")
    decoys = traps[len(side["tries"]):]
    for trap in traps:
        if trap == err or trap in err or err in trap:
            problems.append(f"{rel}: a trap holds or is held by the error: {trap[:50]}")
        if any(trap.lower() in t.lower() or t.lower() in trap.lower() for g in groups for t in g):
            problems.append(f"{rel}: a trap overlaps a must term: {trap[:50]}")
    for trap in decoys:
        if trap not in funits:
            problems.append(f"{rel}: a decoy trap is not a line of failure evidence: {trap[:50]}")
        tally["decoys"] += 1
    if program(cmd) not in TOOLS:
        problems.append(f"{rel}: the failing command does not build, pull, push or run a container: {program(cmd)}")
    if any(s.lower() in t.lower() for g in groups for t in g for s in SUPPRESS):
        problems.append(f"{rel}: a must term is a blanket workaround (root, privileged, --no-cache, wiped volumes, no healthcheck)")


def check_none(rel: str, label: dict, side: dict, evs: list[Ev], a: int) -> None:
    shape = label["shape"]
    cmd, passed, t1, err = side["command"], side["passed"], side["change"], side["error"]
    p = pass_at(evs, a + 1, passed, err) if passed else None
    later_pass = pass_at(evs, a + 1, cmd, err)
    if shape in ("flaky_pass", "fixed_outside", "other_command_passed", "root_or_privileged", "cache_disabled",
                 "data_wiped", "check_disabled") and p is None:
        problems.append(f"{rel}: {shape}, but `passed` does not pass after the failure")
        return
    if shape in ("ends_failing", "unrelated_change", "expected_failure"):
        if passed or later_pass is not None:
            problems.append(f"{rel}: {shape}: the command may not pass")
        if shape == "expected_failure":
            if not any(x.kind in ("bash", "edit") and t1 in x.text for x in evs[:a]):
                problems.append(f"{rel}: expected_failure: traps[1] must be a step before the failure")
            return
        step = next((i for i in range(a + 1, len(evs)) if evs[i].kind in ("bash", "edit") and t1 in evs[i].text), None)
        if step is None:
            problems.append(f"{rel}: {shape}: traps[1] must be a step taken after the failure")
        elif shape == "unrelated_change" and not any(shows(x, err) for x in evs[step + 1:]):
            problems.append(f"{rel}: unrelated_change: the failure must show again after the unrelated change")
        if shape == "ends_failing" and evs[-1].kind != "user":
            problems.append(f"{rel}: ends_failing: the session ends on the user")
        return
    f = max(i for i in range(a, p) if shows(evs[i], err))
    between = evs[f + 1:p]
    if shape == "flaky_pass":
        if any(x.kind == "edit" or (x.kind == "bash" and not is_diag(x.text)) for x in between):
            problems.append(f"{rel}: flaky_pass, but something other than a diagnostic or rerun runs before the pass")
        if any(x.kind == "user" for x in between):
            problems.append(f"{rel}: flaky_pass, but the user speaks between the last failure and the pass")
    elif shape == "fixed_outside":
        if not any(x.kind == "user" and t1 in x.text for x in between):
            problems.append(f"{rel}: fixed_outside needs the user's word (traps[1]) between the last failure and the pass")
        if any(x.kind == "edit" for x in evs[a:p]):
            problems.append(f"{rel}: fixed_outside, but something is edited between the failure and the pass")
    elif shape == "other_command_passed":
        if passed == cmd or later_pass is not None or t1 != passed:
            problems.append(f"{rel}: other_command_passed: another command passes (== traps[1]), the command never passes")
    else:
        if not any(x.kind in ("user", "say") for x in evs[p + 1:]):
            problems.append(f"{rel}: {shape}: someone must speak after the pass")
        holders = [x for x in between if x.kind in ("bash", "edit") and t1 in x.text]
        if shape == "root_or_privileged":
            if not holders or not any(m in t1 for m in ROOTY):
                problems.append(f"{rel}: root_or_privileged needs a Bash/Edit holding traps[1] (one of {ROOTY}) before the pass")
        elif shape == "cache_disabled":
            if not (holders or t1 in passed) or not any(m in t1 for m in NOCACHE):
                problems.append(f"{rel}: cache_disabled needs traps[1] (--no-cache) in `passed` or a Bash/Edit before it")
        elif shape == "data_wiped":
            if not any(x.kind == "bash" for x in holders) or not any(m in t1 for m in WIPES):
                problems.append(f"{rel}: data_wiped needs a Bash call holding traps[1] (one of {WIPES}) before the pass")
        elif shape == "check_disabled":
            if not any(x.kind == "edit" for x in holders) or not any(m in t1 for m in UNCHECK):
                problems.append(f"{rel}: check_disabled needs an Edit holding traps[1] (one of {UNCHECK}) before the pass")


def tables(labels: dict) -> str:
    n = len(labels)
    mems = [e for v in labels.values() for e in v["expected"]]
    with_mem = sum(1 for v in labels.values() if v["expected"])
    none = n - with_mem
    out = ["| half | transcripts | expected memories | no memory at all |", "| --- | --- | --- | --- |",
           "| `tune/` | 0 | 0 | 0 |",
           f"| `heldout/` | {n} | {len(mems)} in {with_mem} sessions | {none} ({none / n:.0%}) |", "",
           "| shape | sessions | memories | traps (tries + decoy lines) | not in English |",
           "| --- | --- | --- | --- | --- |"]
    rows: collections.Counter[str] = collections.Counter()
    per: collections.Counter[str] = collections.Counter()
    dec: collections.Counter[str] = collections.Counter()
    foreign: collections.Counter[str] = collections.Counter()
    for v in labels.values():
        key = v["shape"]
        rows[key] += 1
        per[key] += len(v["expected"])
        dec[key] += len(v["traps"]) if v["expected"] else 0
        foreign[key] += v["lang"] != "en"
    order = {s: i for i, s in enumerate(MEM_SHAPES + NONE_SHAPES)}
    for key in sorted(rows, key=lambda k: order.get(k, 99)):
        out.append(f"| `{key}` | {rows[key]} | {per[key]} | {dec[key]} | {foreign[key]} |")
    kinds = collections.Counter(f"{e['source']}/{e['kind']}" for e in mems)
    out += ["", "Memory kinds: " + ", ".join(f"`{k}` {c}" for k, c in sorted(kinds.items())) + "."]
    langs = collections.Counter(v["lang"] for v in labels.values() if v["lang"] != "en")
    nf = sum(langs.values())
    out += ["", f"Not in English: {nf} of {n} ({nf / n:.0%}): " + ", ".join(f"{k} {c}" for k, c in sorted(langs.items())) + "."]
    stacks = collections.Counter(v["stack"] for v in labels.values())
    out += ["", "Stacks: " + ", ".join(f"{k} {c}" for k, c in sorted(stacks.items())) + "."]
    return "\n".join(out)


def main() -> int:
    labels = json.loads((HERE / "labels.json").read_text(encoding="utf-8"))
    side = json.loads((HERE / "report.json").read_text(encoding="utf-8"))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    files = sorted(f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl"))
    for rel in files:
        if rel in labels and rel in side:
            check(rel, labels[rel], side[rel])
    mems = sum(len(v["expected"]) for v in labels.values())
    if "--markdown" in sys.argv[1:]:
        print(tables(labels))
        print(f"\nFailing evidence of the sessions with memory: {tally['lines'] / max(mems, 1):.0f} lines on average; the "
              f"failure shown {tally['failing_runs']} times in them. Memory errors wrapped where printed (prefix, stamp, "
              f"marker, colour or carriage return removed): {tally['wrapped_mem']} of {mems}; no-memory errors wrapped: "
              f"{tally['wrapped_none']}. Passes by the same command: {tally['same_cmd']}, by another form of it: "
              f"{tally['other_form']}. Fixes whose failing evidence alone meets every must group: {tally['error_alone']}. "
              f"Decoy-line traps: {tally['decoys']}.")
        return 0
    if sorted(labels) != files or sorted(side) != files:
        problems.append("labels.json, report.json and heldout/ name different files")
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != files:
        problems.append("split.json must hold exactly heldout/, tune empty")
    if sorted(p.name for p in (HERE / "tune").iterdir()) != [".gitkeep"]:
        problems.append("tune/ must hold only .gitkeep")
    n = len(files)
    none = sum(1 for v in labels.values() if not v["expected"])
    langs = {v["lang"] for v in labels.values()} - {"en"}
    foreign = sum(1 for v in labels.values() if v["lang"] != "en")
    shapes = {v["shape"] for v in labels.values()}
    if n < 64:
        problems.append(f"{n} transcripts (floor 64)")
    if 3 * none < n:
        problems.append(f"{none}/{n} without memory (floor a third)")
    if 4 * foreign < n or len(langs) < 6 or len(langs & NON_LATIN) < 2:
        problems.append(f"{foreign}/{n} not in English in {len(langs)} languages (floors 25%, 6, two non-Latin)")
    if not {*MEM_SHAPES, *NONE_SHAPES} <= shapes:
        problems.append(f"a shape is missing: {sorted({*MEM_SHAPES, *NONE_SHAPES} - shapes)}")
    if len({v["stack"] for v in labels.values()}) < 8:
        problems.append("fewer than 8 stacks")
    if tally["wrapped_mem"] < 5:
        problems.append(f"only {tally['wrapped_mem']} of {mems} memory errors are wrapped where printed (floor 5)")
    named = {m for m in NAMED if m in "\n".join(v["command"] + "\n" + v["error"] for v in side.values())}
    if len(named) < 10:
        problems.append(f"only {len(named)} container tools named in the commands and errors (floor 10)")
    for name in ("labels.json", "report.json", "split.json", "README.md", *(p.name for p in HERE.glob("*.py"))):
        if (HERE / name).exists() and any(m in (HERE / name).read_text(encoding="utf-8") for m in MACHINE):
            problems.append(f"{name}: holds a path of the machine")
    with tempfile.TemporaryDirectory(prefix="fixes28-check-") as tmp:
        env = {**os.environ, "PYTHONHASHSEED": "987"}
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True, env=env)
        if sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl")) != files:
            problems.append("a rebuild makes a different file list")
        for rel in [*files, "labels.json", "report.json", "split.json"]:
            if not (Path(tmp) / rel).exists() or not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                problems.append(f"a rebuild differs: {rel}")
    print(f"{n} transcripts, {mems} expected memories, {none} without memory ({none / n:.0%}), {foreign} not in English "
          f"({len(langs)} languages)")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
