"""Validate pairs6.jsonl (stdlib only). Exit 0 when clean, 1 on any problem.

Checks the format described in README.md, the balance the round-19 brief asked for,
and that the file is byte-identical to what pairs6_build.py renders.

Usage: python benchmarks/data/gate/pairs6_check.py [--markdown]
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent
DATA = HERE / "pairs6.jsonl"
BUILD = HERE / "pairs6_build.py"

FIELDS = {"id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"}
LABELS = {"supersedes", "novel", "redundant", "refines"}
CHANGE = {
    "from_to",
    "instead_of",
    "switched",
    "no_longer",
    "now_uses",
    "replaced_by",
    "moved",
    "dropped",
    "gone",
}
SUPERSEDE_PHRASINGS = CHANGE | {"implicit", "negation", "correction"}
NEGATIVE_PHRASINGS = CHANGE | {
    "implicit",
    "negation",
    "related",
    "plain",
    "question",
    "detail",
    "example",
    "scope",
    "paraphrase",
    "exact",
}
LANGS = {"en", "it", "nl", "pl", "ru", "tr", "sv", "cs", "id", "vi", "fi"}
ID_RE = re.compile(r"^u\d{3}$")
MIN_ROWS = 240
SUPERSEDE_SHARE = (0.40, 0.50)
OTHER_LANG_SHARE = (0.15, 0.25)


def _norm(text: str) -> str:
    return " ".join(text.split()).rstrip(".").casefold()


def check_row(n: int, row: object) -> list[str]:
    where = f"line {n}"
    if not isinstance(row, dict):
        return [f"{where}: not a JSON object"]
    problems: list[str] = []
    if set(row) != FIELDS:
        problems.append(f"{where}: fields {sorted(row)} != {sorted(FIELDS)}")
        return problems
    if not isinstance(row["id"], str) or not ID_RE.match(row["id"]):
        problems.append(f"{where}: bad id {row['id']!r}")
    elif row["id"] != f"u{n:03d}":
        problems.append(f"{where}: id {row['id']} out of sequence")
    if row["split"] != "heldout":
        problems.append(f"{where}: split must be heldout")
    if row["lang"] not in LANGS:
        problems.append(f"{where}: lang {row['lang']!r} not in {sorted(LANGS)}")
    existing = row["existing"]
    if not isinstance(existing, list) or not 1 <= len(existing) <= 4:
        problems.append(f"{where}: existing must be a list of 1-4 statements")
        existing = []
    elif not all(isinstance(e, str) and e.strip() for e in existing):
        problems.append(f"{where}: empty or non-string existing statement")
    elif len(set(existing)) != len(existing):
        problems.append(f"{where}: duplicate existing statements")
    new = row["new"]
    if not isinstance(new, str) or not new.strip():
        problems.append(f"{where}: empty new statement")
    label, target, phrasing = row["label"], row["target"], row["phrasing"]
    if label not in LABELS:
        problems.append(f"{where}: label {label!r}")
    if label == "supersedes":
        if (
            not isinstance(target, int)
            or isinstance(target, bool)
            or not 0 <= target < len(existing)
        ):
            problems.append(
                f"{where}: supersedes needs a target index into existing, got {target!r}"
            )
        if phrasing not in SUPERSEDE_PHRASINGS:
            problems.append(f"{where}: phrasing {phrasing!r} not a supersession phrasing")
    else:
        if target is not None:
            problems.append(f"{where}: {label} must have target null")
        if phrasing not in NEGATIVE_PHRASINGS:
            problems.append(f"{where}: phrasing {phrasing!r} not a negative phrasing")
    same = [_norm(e) for e in existing if isinstance(e, str)]
    repeated = isinstance(new, str) and _norm(new) in same
    if phrasing == "exact" and not repeated:
        problems.append(f"{where}: exact duplicate not found in existing")
    if repeated and phrasing != "exact":
        problems.append(f"{where}: new repeats an existing statement but phrasing is {phrasing!r}")
    if not isinstance(row["note"], str) or not row["note"].strip():
        problems.append(f"{where}: empty note")
    return problems


def load_build_render() -> str:
    spec = importlib.util.spec_from_file_location("pairs6_build", BUILD)
    if spec is None or spec.loader is None:
        raise RuntimeError(f"cannot load {BUILD.name}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return str(module.render())


def check(text: str) -> tuple[list[str], list[dict[str, object]]]:
    problems: list[str] = []
    rows: list[dict[str, object]] = []
    for n, line in enumerate(text.splitlines(), start=1):
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"line {n}: invalid JSON ({exc})")
            continue
        problems += check_row(n, row)
        if isinstance(row, dict):
            rows.append(row)
    if len(rows) < MIN_ROWS:
        problems.append(f"{len(rows)} rows, need at least {MIN_ROWS}")
    pairs = Counter((tuple(r["existing"]), r["new"]) for r in rows)  # type: ignore[arg-type]
    for key, count in pairs.items():
        if count > 1:
            problems.append(f"pair repeated {count} times: {key[1]!r}")
    if rows:
        share = sum(r["label"] == "supersedes" for r in rows) / len(rows)
        if not SUPERSEDE_SHARE[0] <= share <= SUPERSEDE_SHARE[1]:
            problems.append(f"supersession share {share:.2f} outside {SUPERSEDE_SHARE}")
        other = sum(r["lang"] != "en" for r in rows) / len(rows)
        if not OTHER_LANG_SHARE[0] <= other <= OTHER_LANG_SHARE[1]:
            problems.append(f"non-English share {other:.2f} outside {OTHER_LANG_SHARE}")
        targets = Counter(r["target"] for r in rows if r["label"] == "supersedes")
        if targets and max(targets.values()) > 0.75 * sum(targets.values()):
            problems.append(f"supersession targets not spread: {dict(targets)}")
    return problems, rows


def markdown(rows: list[dict[str, object]]) -> str:
    out = [f"{len(rows)} pairs, all `heldout`.", "", "| label | count |", "|---|---|"]
    for label, count in sorted(Counter(str(r["label"]) for r in rows).items()):
        out.append(f"| {label} | {count} |")
    out += ["", "| lang | supersedes | negatives |", "|---|---|---|"]
    langs = sorted({str(r["lang"]) for r in rows}, key=lambda lang: (lang != "en", lang))
    for lang in langs:
        sup = sum(r["lang"] == lang and r["label"] == "supersedes" for r in rows)
        neg = sum(r["lang"] == lang and r["label"] != "supersedes" for r in rows)
        out.append(f"| {lang} | {sup} | {neg} |")
    out += ["", "| phrasing | supersedes | negatives |", "|---|---|---|"]
    for phrasing in sorted({str(r["phrasing"]) for r in rows}):
        sup = sum(r["phrasing"] == phrasing and r["label"] == "supersedes" for r in rows)
        neg = sum(r["phrasing"] == phrasing and r["label"] != "supersedes" for r in rows)
        out.append(f"| {phrasing} | {sup} | {neg} |")
    out += ["", "| target index | supersessions |", "|---|---|"]
    for target, count in sorted(
        Counter(r["target"] for r in rows if r["label"] == "supersedes").items()
    ):
        out.append(f"| {target} | {count} |")
    return "\n".join(out)


def main(argv: list[str]) -> int:
    if not DATA.exists():
        print(f"missing {DATA.name}")
        return 1
    text = DATA.read_text(encoding="utf-8")
    problems, rows = check(text)
    try:
        if load_build_render() != text:
            problems.append(f"{DATA.name} differs from what {BUILD.name} renders")
    except Exception as exc:  # noqa: BLE001 - report any build failure as a problem
        problems.append(f"{BUILD.name} failed: {exc}")
    for problem in problems:
        print(problem)
    if "--markdown" in argv:
        print(markdown(rows))
    if problems:
        print(f"{len(problems)} problem(s)")
        return 1
    sup = sum(r["label"] == "supersedes" for r in rows)
    print(f"ok: {len(rows)} pairs, {sup} supersessions, {len(rows) - sup} negatives")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
