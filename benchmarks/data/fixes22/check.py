"""Validate the fixes22 set: `python benchmarks/data/fixes22/check.py [--markdown]`. Exits 1 on a problem.

- Records: JSON lines with Claude Code's keys, one session id per file, an unbroken parentUuid chain, each
  tool_use answered by exactly one tool_result. No path of the authoring machine in any file.
- Files: labels.json, report.json, heldout/ and split.json name the same transcripts; tune/ holds only
  .gitkeep; every label has the fixes9-21 keys; report.json has its seven keys.
- A failing output is read as shown (ANSI colour codes removed) plus the decoded string values of any JSON in it
  (ESLint, cargo, SARIF, Terraform and test2json output). `error` must be one whole line of such an output (less
  indentation, Terraform's box border, a `| ` gutter, pytest's `E`) or one whole JSON string value of it (trimmed).
- Every session: report's `command` fails (is_error) with `error` (`warning_not_failure`: the command never
  fails and `error` is a line of its passing output); every entry of `tries` (may be empty) is in the transcript.
- Sessions with memory (localized_compiler, structured_output, decorated_output, stack_trace, error_code,
  locale_switch, user_fix_foreign, wrapper_over_localized): exactly one memory e1, source `fix`, kind
  lesson/bugfix, its `error` == report's `error`; every `also_ok` is a line (or JSON value) of a failing run and
  differs from `error`; >= 2 non-empty must groups, groups[0] met by the failing output, every group met in the
  transcript; `passed` holds the command or runs the same program and passes after the LAST failing run showing
  the error (or an also_ok line); `change` is in a Bash/Edit/Write between that run and the pass (or in `passed`),
  and a group after the first is met by that step. Traps: tries first, then decoy lines of a failing output; never
  the error, never holding or held by the error or a must term. Per shape: `localized_compiler` and
  `wrapper_over_localized` have non-ASCII text in the error or its failing output, and `wrapper_over_localized` has
  a decoy trap (the English wrapper); `structured_output` has an error that is a JSON value, a `::error` annotation
  or an XML element; `decorated_output` has ANSI codes or box/emoji characters in the failing output;
  `stack_trace` has a failing output of >= 8 lines; `error_code` has a code (TS2345, CS0246, ORA-01017, 42P01,
  NETSDK1045) in groups[0]; `locale_switch` prints the error in one failing run and an also_ok line in another
  run with a locale variable (LC_ALL, LANG, DOTNET_CLI_UI_LANGUAGE); `user_fix_foreign` has a user message not in
  English between the first failure and the change.
- Sessions without memory: no memory, traps == [error, change], `change` in the transcript, and:
  `warning_not_failure` - the command never fails, `change` is an Edit after the run showing the warning, and the
  command passes again; `flaky_pass` - `passed` == command passes after the last failure with only read-only
  diagnostics between; `ends_failing` / `translated_unrelated` - the command never passes after the failure and
  `change` is a step after it (`translated_unrelated`: the failure prints again after that step); `fixed_outside`
  - `passed` == command passes, a user message holding `change` comes between the last failure and the pass, no
  Edit/Write between; `other_command_passed` - `passed` differs from the command and passes after the failure, the
  command itself never passes, `change` == `passed`.
- Floors: >= 64 files, >= 40% without memory, >= 40% not in English, >= 6 languages, two in non-Latin scripts,
  every shape present, >= 12 stacks; a rebuild into a temp folder is byte-identical. `--markdown` prints the
  README's count tables.
"""

from __future__ import annotations

import collections
import filecmp
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEYS = ("parentUuid", "isSidechain", "userType", "cwd", "sessionId", "version", "gitBranch", "type", "uuid",
        "timestamp", "message")
LABEL_KEYS = {"expected", "lang", "project_dir", "shape", "stack", "traps", "variation"}
SIDE_KEYS = {"command", "error", "also_ok", "tries", "change", "passed", "note"}
MEM_SHAPES = ("localized_compiler", "structured_output", "decorated_output", "stack_trace", "error_code",
              "locale_switch", "user_fix_foreign", "wrapper_over_localized")
NONE_SHAPES = ("warning_not_failure", "flaky_pass", "ends_failing", "other_command_passed", "translated_unrelated",
               "fixed_outside")
DIAG = ("curl -sI", "dmesg", "getent", "df ", "free", "ls", "cat ", "date", "which", "kubectl get", "kubectl describe",
        "pip show", "git status", "docker ps", "uptime", "nc -z", "lsof")
PREFIX = re.compile(r"^\s*(?:\u2502\s*|\|\s+|E\s{2,}|#\d+ \d+\.\d+ )?")
ANSI = re.compile("\x1b\\[[0-9;]*m")
JSTR = re.compile(r'"((?:[^"\\]|\\.)*)"')
CODE = re.compile(r"^(?:[A-Z]+-?\d{3,}|\d{2}[A-Z0-9]\d{2})$")
LOCALE_VARS = ("LC_ALL=", "LANG=", "LANGUAGE=", "DOTNET_CLI_UI_LANGUAGE=", "VSLANG=")
NON_LATIN = {"ja", "zh", "ko", "ru", "uk", "el", "ar", "he", "hi", "th"}
# the building machine's checkout, read where the check runs rather than spelled here
MACHINE = (str(HERE.parents[2]) + "/",)
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


def json_values(out: str) -> list[str]:
    vals = []
    for m in JSTR.finditer(out):
        try:
            v = json.loads('"' + m.group(1) + '"')
        except json.JSONDecodeError:
            continue
        vals.append(v.strip())
    return vals


def view(out: str) -> str:
    """The output as shown (colours removed) plus the decoded JSON string values in it."""
    plain = ANSI.sub("", out)
    return plain + "\n" + "\n".join(json_values(plain))


def units(out: str) -> list[str]:
    """Whole lines (tidied) and whole JSON string values: what `error`, `also_ok` and decoys may be."""
    plain = ANSI.sub("", out)
    return [PREFIX.sub("", ln, count=1).rstrip() for ln in plain.splitlines()] + json_values(plain)


def meets(group: list[str], text: str) -> bool:
    return any(t.lower() in text.lower() for t in group)


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


def find(evs: list[Ev], start: int, cmd: str, failed: bool, holding: str = "") -> int | None:
    return next((i for i in range(start, len(evs)) if evs[i].kind == "bash" and evs[i].text == cmd
                 and evs[i].failed == failed and holding in evs[i].seen), None)


def program(cmd: str) -> str:
    words = [w for w in cmd.split() if not re.match(r"^[A-Z_]+=", w)]
    return words[0].rsplit("/", 1)[-1] if words else ""


def failing_units(evs: list[Ev]) -> set[str]:
    return {u for x in evs if x.kind == "bash" and x.failed for u in units(x.out)}


def check(rel: str, label: dict, side: dict) -> None:
    evs = load(rel)
    if set(label) != LABEL_KEYS or set(side) != SIDE_KEYS:
        problems.append(f"{rel}: label keys {sorted(label)} / report keys {sorted(side)}")
        return
    shape, cmd, err = label["shape"], side["command"], side["error"]
    if not err or err != err.strip():
        problems.append(f"{rel}: `error` empty or not trimmed")
    warning = shape == "warning_not_failure"
    a = find(evs, 0, cmd, not warning, err)
    if a is None:
        problems.append(f"{rel}: the command never {'passes' if warning else 'fails'} with `error` in its output")
        return
    if err not in units(evs[a].out):
        problems.append(f"{rel}: `error` is not one whole line (or JSON value) of the output")
    if err == ANSI.sub("", evs[a].out).strip():
        tally["whole_output"] += 1
    everything = "\n".join(x.text + "\n" + x.seen for x in evs)
    if not isinstance(side["tries"], list) or not all(isinstance(t, str) and t for t in side["tries"]):
        problems.append(f"{rel}: `tries` must be a list of non-empty texts")
        return
    for t in side["tries"]:
        if t not in everything:
            problems.append(f"{rel}: a try is not in the transcript: {t[:50]}")
    if any(ord(ch) > 127 for ch in err):
        tally["err_non_ascii"] += 1
    if any(ESCAPE in x.out for x in evs if x.kind == "bash"):
        tally["ansi_sessions"] += 1
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


ESCAPE = "\x1b["
BOXES = set("│╵╰─×✗✘✓❯→⎯━┃╭╮╯✔⠿")


def check_mem(rel: str, label: dict, side: dict, evs: list[Ev], a: int, everything: str) -> None:
    exp, traps, shape = label["expected"], label["traps"], label["shape"]
    cmd, err, passed, change = side["command"], side["error"], side["passed"], side["change"]
    if len(exp) != 1:
        problems.append(f"{rel}: a memory shape has exactly one memory")
        return
    e = exp[0]
    if e["source"] != "fix" or e["kind"] not in ("lesson", "bugfix") or e["error"] != err or e["id"] != "e1":
        problems.append(f"{rel}: the memory is not e1, fix/lesson|bugfix with report's error")
    out = evs[a].seen
    tally["lines"] += len(ANSI.sub("", evs[a].out).splitlines())
    funits = failing_units(evs)
    for ok in side["also_ok"]:
        if ok not in funits or ok == err:
            problems.append(f"{rel}: also_ok not a line/value of a failing run (or equal to error): {ok[:50]}")
    printed = [i for i, x in enumerate(evs) if x.kind == "bash" and x.failed
               and (err in x.seen or any(ok in units(x.out) for ok in side["also_ok"]))]
    tally["failing_runs"] += len(printed)
    groups = e["must_contain_any"]
    if len(groups) < 2 or any(not g or not all(isinstance(t, str) and t for t in g) for g in groups):
        problems.append(f"{rel}: must groups malformed (need >= 2, non-empty)")
        return
    for g in groups:
        if not meets(g, everything):
            problems.append(f"{rel}: group {g} not met")
    if not meets(groups[0], out):
        problems.append(f"{rel}: groups[0] is not met by the failing output")
    if all(meets(g, out) for g in groups):
        tally["error_alone"] += 1
    if cmd not in passed and program(cmd) != program(passed):
        problems.append(f"{rel}: the pass is neither a form of the failing command nor the same program")
    f = max(printed)
    p = find(evs, f + 1, passed, False)
    if p is None:
        problems.append(f"{rel}: nothing passes after the last failure")
        return
    tally["same_cmd" if passed == cmd else "prefixed" if cmd in passed else "other_form"] += 1
    zone = [i for i in range(f + 1, p) if evs[i].kind in ("bash", "edit")] + [p]
    holders = [i for i in zone if change in evs[i].text]
    if not holders:
        problems.append(f"{rel}: the change is not between the last failure and the pass (nor in the pass)")
        return
    if not any(meets(g, evs[i].text) for g in groups[1:] for i in holders):
        problems.append(f"{rel}: no fix group is met by the change")
    for t in side["tries"]:
        if not any(x.kind in ("bash", "edit") and t in x.text for x in evs[:f + 1]):
            problems.append(f"{rel}: a try is not in a Bash/Edit step before the last failure: {t[:50]}")
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
            problems.append(f"{rel}: a decoy trap is not a line of a failing output: {trap[:50]}")
        tally["decoys"] += 1
        tally["decoy_in_pass"] += trap in units(evs[p].out)
    first = holders[0]
    raw = "\n".join(evs[i].out for i in printed)
    if shape in ("localized_compiler", "wrapper_over_localized") and not any(ord(ch) > 127 for ch in err + raw):
        problems.append(f"{rel}: {shape} needs non-ASCII (localised) text in the error or its output")
    if shape == "wrapper_over_localized" and not decoys:
        problems.append(f"{rel}: wrapper_over_localized needs the English wrapper line as a decoy trap")
    if shape == "structured_output" and not (err in json_values(ANSI.sub("", raw)) or err.startswith(("::", "<"))):
        problems.append(f"{rel}: structured_output needs an error that is a JSON value, an annotation or an XML element")
    if shape == "decorated_output" and not (ESCAPE in raw or any(ch in BOXES for ch in raw)):
        problems.append(f"{rel}: decorated_output needs colours, boxes or emoji in the failing output")
    if shape == "stack_trace" and len(ANSI.sub("", evs[a].out).splitlines()) < 8:
        problems.append(f"{rel}: stack_trace needs a trace (>= 8 lines)")
    if shape == "error_code" and not any(CODE.match(t) for t in groups[0]):
        problems.append(f"{rel}: error_code needs the code in groups[0]")
    if shape == "locale_switch":
        shown = [i for i in printed if err in evs[i].seen]
        other = [i for i in printed if i not in shown and evs[i].text.startswith(LOCALE_VARS)]
        if not shown or not other:
            problems.append(f"{rel}: locale_switch needs the error in one run and an also_ok line in a run under a locale variable")
    if shape == "user_fix_foreign" and (label["lang"] == "en" or not any(x.kind == "user" for x in evs[a + 1:first])):
        problems.append(f"{rel}: user_fix_foreign needs the user's non-English word between the failure and the change")


def check_none(rel: str, label: dict, side: dict, evs: list[Ev], a: int) -> None:
    shape = label["shape"]
    cmd, passed, t1, err = side["command"], side["passed"], side["change"], side["error"]
    if shape == "warning_not_failure":
        if find(evs, 0, cmd, True) is not None:
            problems.append(f"{rel}: warning_not_failure, but the command fails")
        step = next((i for i in range(a + 1, len(evs)) if evs[i].kind == "edit" and t1 in evs[i].text), None)
        if step is None or passed != cmd or find(evs, step + 1, cmd, False) is None:
            problems.append(f"{rel}: warning_not_failure needs an Edit holding traps[1] after the run and a pass after it")
        return
    p = find(evs, a + 1, passed, False) if passed else None
    if shape not in ("ends_failing", "translated_unrelated") and p is None:
        problems.append(f"{rel}: {shape}, but `passed` does not pass after the failure")
        return
    if shape in ("flaky_pass", "fixed_outside") and passed != cmd:
        problems.append(f"{rel}: {shape}, but the pass is not the same command")
    if p is not None:
        f = max(i for i in range(a, p) if evs[i].kind == "bash" and evs[i].failed and err in evs[i].seen)
    if shape == "flaky_pass":
        between = evs[f + 1:p]
        if any(x.kind == "edit" or (x.kind == "bash" and not x.text.startswith(DIAG)) for x in between):
            problems.append(f"{rel}: flaky_pass, but something other than a diagnostic runs before the pass")
        if any(x.kind == "user" for x in between):
            problems.append(f"{rel}: flaky_pass, but the user speaks between the last failure and the pass")
    elif shape == "fixed_outside":
        if not any(x.kind == "user" and t1 in x.text for x in evs[f:p]):
            problems.append(f"{rel}: fixed_outside needs the user's word (traps[1]) between the last failure and the pass")
        if any(x.kind == "edit" for x in evs[a:p]):
            problems.append(f"{rel}: fixed_outside, but something is edited between the failure and the pass")
    elif shape in ("ends_failing", "translated_unrelated"):
        if passed or find(evs, a + 1, cmd, False) is not None:
            problems.append(f"{rel}: {shape}: the command may not pass")
        step = next((i for i in range(a + 1, len(evs)) if evs[i].kind in ("bash", "edit") and t1 in evs[i].text), None)
        if step is None:
            problems.append(f"{rel}: {shape}: traps[1] must be a step taken after the failure")
        elif shape == "translated_unrelated" and find(evs, step + 1, cmd, True, err) is None:
            problems.append(f"{rel}: translated_unrelated: the failure must print again after the unrelated change")
        if shape == "ends_failing" and evs[-1].kind != "user":
            problems.append(f"{rel}: ends_failing: the session ends on the user")
    elif shape == "other_command_passed":
        if passed == cmd or find(evs, a + 1, cmd, False) is not None or t1 != passed:
            problems.append(f"{rel}: other_command_passed: another command passes (== traps[1]), the command never passes")


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
    if "--markdown" in sys.argv[1:]:
        print(tables(labels))
        m = sum(len(v["expected"]) for v in labels.values())
        print(f"\nFailing outputs of the sessions with memory: {tally['lines'] / max(m, 1):.0f} lines on average; the "
              f"failure printed {tally['failing_runs']} times in them. Errors with non-ASCII text: {tally['err_non_ascii']} "
              f"of {len(labels)}; sessions with ANSI codes kept: {tally['ansi_sessions']}. Passes by the same command: "
              f"{tally['same_cmd']}, holding the command with more around it: {tally['prefixed']}, by another form of the "
              f"same program: {tally['other_form']}. Fixes whose failing output alone meets every must group: "
              f"{tally['error_alone']}. Decoy-line traps: {tally['decoys']} ({tally['decoy_in_pass']} printed by the "
              f"passing run too).")
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
    if none < 0.4 * n:
        problems.append(f"{none}/{n} without memory (floor 40%)")
    if foreign < 0.4 * n or len(langs) < 6 or len(langs & NON_LATIN) < 2:
        problems.append(f"{foreign}/{n} not in English in {len(langs)} languages (floors 40%, 6, two non-Latin)")
    if not {*MEM_SHAPES, *NONE_SHAPES} <= shapes:
        problems.append(f"a shape is missing: {sorted({*MEM_SHAPES, *NONE_SHAPES} - shapes)}")
    if len({v["stack"] for v in labels.values()}) < 12:
        problems.append("fewer than 12 stacks")
    for name in ("labels.json", "report.json", "split.json", "README.md"):
        if (HERE / name).exists() and any(m in (HERE / name).read_text(encoding="utf-8") for m in MACHINE):
            problems.append(f"{name}: holds a path of the authoring machine")
    with tempfile.TemporaryDirectory(prefix="fixes22-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True)
        if sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl")) != files:
            problems.append("a rebuild makes a different file list")
        for rel in [*files, "labels.json", "report.json", "split.json"]:
            if not (Path(tmp) / rel).exists() or not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                problems.append(f"a rebuild differs: {rel}")
    mems = sum(len(v["expected"]) for v in labels.values())
    print(f"{n} transcripts, {mems} expected memories, {none} without memory ({none / n:.0%}), {foreign} not in English")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
