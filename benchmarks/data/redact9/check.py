"""Check redact9: ids unique, labels sound, no secret inside an ordinary row, floors met.

Exit 1 on any problem. `--markdown` prints counts by family, language and shape.
Run: python benchmarks/data/redact9/check.py [--markdown]
"""

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
MIN_SECRET_ROWS = 500  # brief floor
MIN_ORDINARY_ROWS = 700  # brief floor
MIN_LANGS = 20  # brief floor, counted in each file
MAX_EN_SHARE = 0.60  # brief: at least 40% of rows not English
MIN_SECRET_LEN = 6  # shorter labels are not credentials worth scoring
# Label rule: the secret only, never the sentence's quotes or closing punctuation.
EDGE_MARKS = "\"'`「」()[]<>.,;:?"


def load(name: str) -> list[dict]:
    with (HERE / name).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def problems(secrets: list[dict], ordinary: list[dict]) -> list[str]:
    out: list[str] = []
    ids = [r["id"] for r in secrets + ordinary]
    out += [f"duplicate id {i}" for i, c in Counter(ids).items() if c > 1]
    texts = [r["text"] for r in secrets + ordinary]
    out += [f"duplicate text {t!r}" for t, c in Counter(texts).items() if c > 1]
    labels: list[str] = []
    for r in secrets:
        if not r.get("secrets"):
            out.append(f"{r['id']}: no secret labelled")
        for s in r.get("secrets", []):
            labels.append(s)
            if s not in r["text"]:
                out.append(f"{r['id']}: secret {s!r} not in text")
            if len(s) < MIN_SECRET_LEN:
                out.append(f"{r['id']}: secret {s!r} shorter than {MIN_SECRET_LEN}")
            if s != s.strip() or s[:1] in EDGE_MARKS or s[-1:] in EDGE_MARKS:
                out.append(f"{r['id']}: secret {s!r} carries punctuation or space at an edge")
    for r in ordinary:
        out += [
            f"{r['id']}: ordinary row holds labelled secret {s!r}" for s in labels if s in r["text"]
        ]
    for name, rows, floor in (
        ("secrets", secrets, MIN_SECRET_ROWS),
        ("ordinary", ordinary, MIN_ORDINARY_ROWS),
    ):
        if len(rows) < floor:
            out.append(f"{name}: {len(rows)} rows, floor {floor}")
        langs = Counter(r["lang"] for r in rows)
        if len(langs) < MIN_LANGS:
            out.append(f"{name}: {len(langs)} languages, floor {MIN_LANGS}")
        if langs["en"] / max(len(rows), 1) > MAX_EN_SHARE:
            out.append(
                f"{name}: English share {langs['en'] / len(rows):.0%} above {MAX_EN_SHARE:.0%}"
            )
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    if split != {"tune": [], "heldout": ["all"]}:
        out.append("split.json must hold the whole set out")
    return out


def table(title: str, counts: Counter) -> str:
    lines = [f"| {title} | rows |", "|---|---:|"]
    lines += [f"| {k} | {v} |" for k, v in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]
    lines.append(f"| **total** | {sum(counts.values())} |")
    return "\n".join(lines)


def markdown(secrets: list[dict], ordinary: list[dict]) -> str:
    langs = sorted({r["lang"] for r in secrets + ordinary})
    lang_lines = ["| lang | secret rows | ordinary rows |", "|---|---:|---:|"]
    sl, ol = Counter(r["lang"] for r in secrets), Counter(r["lang"] for r in ordinary)
    lang_lines += [f"| {lg} | {sl[lg]} | {ol[lg]} |" for lg in langs]
    lang_lines.append(f"| **total ({len(langs)} languages)** | {len(secrets)} | {len(ordinary)} |")
    n_labels = sum(len(r["secrets"]) for r in secrets)
    parts = [
        f"secrets.jsonl: {len(secrets)} rows, {n_labels} labelled secrets; "
        f"ordinary.jsonl: {len(ordinary)} rows",
        table("secret family", Counter(r["family"] for r in secrets)),
        table("secret shape (first label)", Counter(r.get("shape", "?") for r in secrets)),
        table("ordinary family", Counter(r["family"] for r in ordinary)),
        "\n".join(lang_lines),
    ]
    return "\n\n".join(parts)


def main() -> int:
    secrets, ordinary = load("secrets.jsonl"), load("ordinary.jsonl")
    found = problems(secrets, ordinary)
    for p in found:
        print(p)
    if "--markdown" in sys.argv[1:]:
        print(markdown(secrets, ordinary))
    print("FAIL" if found else "OK", f"({len(found)} problems)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
