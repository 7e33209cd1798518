"""Validate pairs17.jsonl (exit 1 on any problem); `--markdown` prints the count tables."""

from __future__ import annotations

import collections
import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
PATH = HERE / "pairs17.jsonl"
FIELDS = ["id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"]
LANGS = {"en", "ja", "zh", "ko", "cs", "fi", "da", "id", "vi", "uk", "ca"}
SUP = {
    "from_to",
    "instead_of",
    "switched",
    "no_longer",
    "now_uses",
    "replaced_by",
    "moved",
    "dropped",
    "gone",
    "implicit",
    "negation",
    "correction",
}
CHANGE = SUP - {"implicit", "negation", "correction"}
ALLOWED = {
    "supersedes": SUP,
    "novel": CHANGE | {"negation", "related", "plain", "question"},
    "redundant": {"paraphrase", "exact", "detail", "example", "scope"},
    "refines": {"detail", "example", "scope"},
}
ABS = re.compile(r"(^|[\s\"'(])(/[A-Za-z._-]+/[A-Za-z]|[A-Za-z]:\\)")


def load() -> list[dict]:
    return [json.loads(line) for line in PATH.read_text(encoding="utf-8").splitlines()]


def problems(rows: list[dict]) -> list[str]:
    out: list[str] = []
    pairs: collections.Counter = collections.Counter()
    by_new: dict[str, list[dict]] = collections.defaultdict(list)
    for n, r in enumerate(rows, 1):
        rid = r.get("id")
        if list(r) != FIELDS:
            out.append(f"{rid}: fields {list(r)}")
            continue
        if rid != f"d{n:03d}":
            out.append(f"{rid}: expected id d{n:03d}")
        if r["split"] != "heldout":
            out.append(f"{rid}: split {r['split']}")
        if r["lang"] not in LANGS:
            out.append(f"{rid}: lang {r['lang']}")
        ex = r["existing"]
        if not (
            isinstance(ex, list) and 2 <= len(ex) <= 3 and all(isinstance(b, str) and b for b in ex)
        ):
            out.append(f"{rid}: existing must be 2-3 strings")
            continue
        if len(set(ex)) != len(ex):
            out.append(f"{rid}: repeated belief")
        label, target, ph = r["label"], r["target"], r["phrasing"]
        if label not in ALLOWED:
            out.append(f"{rid}: label {label}")
            continue
        if label == "supersedes":
            if not (isinstance(target, int) and 0 <= target < len(ex)):
                out.append(f"{rid}: bad target {target}")
        elif target is not None:
            out.append(f"{rid}: target must be null for {label}")
        if ph not in ALLOWED[label]:
            out.append(f"{rid}: phrasing {ph} not allowed for {label}")
        if (ph == "exact") != (r["new"] in ex):
            out.append(f"{rid}: exact phrasing and verbatim repeat disagree")
        if not (
            isinstance(r["new"], str) and r["new"] and isinstance(r["note"], str) and r["note"]
        ):
            out.append(f"{rid}: empty new or note")
        for text in [*ex, r["new"], r["note"]]:
            if ABS.search(text):
                out.append(f"{rid}: absolute path in {text!r}")
        pairs[(tuple(sorted(ex)), r["new"], target if label == "supersedes" else None)] += 1
        by_new[r["new"]].append(r)
    out += [f"duplicate pair: {k[1]!r}" for k, c in pairs.items() if c > 1]
    for new, group in by_new.items():
        if len(group) > 1:
            replaced = [g["existing"][g["target"]] for g in group if g["label"] == "supersedes"]
            if len(replaced) != len(group) or len(set(replaced)) != len(replaced):
                out.append(f"repeated statement not a multi-belief change: {new!r}")
    total = len(rows)
    sup = sum(r.get("label") == "supersedes" for r in rows)
    other = sum(r.get("lang") != "en" for r in rows)
    langs = collections.Counter(r.get("lang") for r in rows)
    if total < 260:
        out.append(f"only {total} rows")
    if total and not 0.40 <= sup / total <= 0.50:
        out.append(f"supersessions {sup}/{total} outside 40-50%")
    if total and other / total < 0.20:
        out.append(f"non-English {other}/{total} below 20%")
    out += [f"language {lg} has {c} rows (< 4)" for lg, c in langs.items() if c < 4]
    build = subprocess.run(
        [sys.executable, str(HERE / "pairs17_build.py"), "--check"], capture_output=True, text=True
    )
    if build.returncode != 0:
        out.append("file differs from the build's render")
    return out


def markdown(rows: list[dict]) -> str:
    total = len(rows)
    lines = ["| label | rows | share |", "|---|---:|---:|"]
    for label, c in sorted(collections.Counter(r["label"] for r in rows).items()):
        lines.append(f"| {label} | {c} | {100 * c / total:.1f}% |")
    lines.append(f"| **total** | {total} | |")
    lines += ["", "| label | phrasing | rows |", "|---|---|---:|"]
    for (lb, ph), c in sorted(
        collections.Counter((r["label"], r["phrasing"]) for r in rows).items()
    ):
        lines.append(f"| {lb} | {ph} | {c} |")
    lines += ["", "| lang | rows | supersedes |", "|---|---:|---:|"]
    langs = collections.Counter(r["lang"] for r in rows)
    sups = collections.Counter(r["lang"] for r in rows if r["label"] == "supersedes")
    for lg, c in sorted(langs.items(), key=lambda kv: (kv[0] != "en", kv[0])):
        lines.append(f"| {lg} | {c} | {sups[lg]} |")
    lines += ["", "| existing size | rows |", "|---:|---:|"]
    for k, c in sorted(collections.Counter(len(r["existing"]) for r in rows).items()):
        lines.append(f"| {k} | {c} |")
    lines += ["", "| target index (supersedes) | rows |", "|---:|---:|"]
    for k, c in sorted(
        collections.Counter(r["target"] for r in rows if r["label"] == "supersedes").items()
    ):
        lines.append(f"| {k} | {c} |")
    return "\n".join(lines)


def main() -> int:
    rows = load()
    found = problems(rows)
    for p in found:
        print(p, file=sys.stderr)
    if found:
        return 1
    if "--markdown" in sys.argv[1:]:
        print(markdown(rows))
    else:
        print(f"pairs17.jsonl: {len(rows)} rows, ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
