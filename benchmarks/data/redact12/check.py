"""Check redact12: ids unique, labels sound, no label inside an ordinary row, floors met,
and the files equal a fresh build byte for byte. Exit 1 on any problem.

``python benchmarks/data/redact12/check.py [--markdown]``; ``--markdown`` prints the
count tables used in README.md.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

MIN_SECRET_ROWS = 700  # why: floors set by the brief
MIN_ORDINARY_ROWS = 1300
MIN_PROSE_ROWS = 100
MIN_PROSE_LANGS = 12
MIN_SOURCE_LANGS = 8
MIN_HARD_SHARE = 0.20
MIN_LABEL = 6
URL_FORBIDDEN = set("@#?/%:")  # why: URL passwords are drawn without these (label rules)
# Families the author judges a careful rule writer would still miss (see README.md).
HARD_FAMILIES = frozenset(
    {
        "chat_prose",
        "src_split_concat",
        "src_escaped_json",
        "src_table_cell_md",
        "src_hex_key_assignment",
        "private_key_escaped",
        "odd_key_config",
        "ci_wrapped_token",
        "kubectl_secret",
        "docker_config_auth",
        "har_cookie",
        "pg_shadow",
        "shadow_hash",
        "htpasswd",
        "azure_sas",
        "netrc",
        "pgpass",
        "jenkins_log",
        "psql_table",
        "buildkite_log",
        "git_log_token_in_msg",
        "release_note_secret",
        "shell_history",
        "rails_master_key",
        "smtp_auth_log",
        "kubeconfig_client_key",
        "basic_in_url_b64",
        "tfstate_json",
    }
)
SOURCE_LANGS = {
    "python",
    "javascript",
    "typescript",
    "go",
    "java",
    "ruby",
    "php",
    "csharp",
    "rust",
    "kotlin",
    "swift",
    "shell",
    "sql",
    "dockerfile",
}


def load(name: str) -> list[dict]:
    """Rows of one JSONL file."""
    with (HERE / name).open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def problems(secrets: list[dict], ordinary: list[dict]) -> list[str]:
    """Every rule broken, as readable lines."""
    out: list[str] = []
    ids = [row["id"] for row in secrets + ordinary]
    for i, n in Counter(ids).items():
        if n > 1:
            out.append(f"duplicate id {i}")
    for row in secrets:
        if set(row) != {"id", "text", "secrets", "family", "lang"} or not row["id"].startswith("k"):
            out.append(f"{row['id']}: bad keys or id")
        if not row["secrets"]:
            out.append(f"{row['id']}: no labels")
        for s in row["secrets"]:
            if s not in row["text"]:
                out.append(f"{row['id']}: label not in text: {s!r}")
            if len(s) < MIN_LABEL:
                out.append(f"{row['id']}: label shorter than {MIN_LABEL}: {s!r}")
            if f":{s}@" in row["text"] and URL_FORBIDDEN & set(s):
                out.append(f"{row['id']}: URL password with a forbidden char: {s!r}")
    for row in ordinary:
        if set(row) != {"id", "text", "family", "lang"} or not row["id"].startswith("o"):
            out.append(f"{row['id']}: bad keys or id")
    blob = "\x00".join(row["text"] for row in ordinary)
    for row in secrets:
        for s in row["secrets"]:
            if s in blob:
                out.append(f"{row['id']}: label also inside an ordinary row: {s!r}")
    if len(secrets) < MIN_SECRET_ROWS:
        out.append(f"only {len(secrets)} secret rows")
    if len(ordinary) < MIN_ORDINARY_ROWS:
        out.append(f"only {len(ordinary)} ordinary rows")
    prose = [row for row in secrets if row["family"] == "chat_prose"]
    if len(prose) < MIN_PROSE_ROWS or len({row["lang"] for row in prose}) < MIN_PROSE_LANGS:
        out.append("too few chat rows or languages")
    for label, rows in (("secret", secrets), ("ordinary", ordinary)):
        langs = {row["lang"] for row in rows} & SOURCE_LANGS
        if len(langs) < MIN_SOURCE_LANGS:
            out.append(f"{label} source rows in only {len(langs)} languages")
    missing = HARD_FAMILIES - {row["family"] for row in secrets}
    if missing:
        out.append(f"hard families with no rows: {sorted(missing)}")
    hard = sum(row["family"] in HARD_FAMILIES for row in secrets)
    if hard < MIN_HARD_SHARE * len(secrets):
        out.append(f"hard rows {hard} below {MIN_HARD_SHARE:.0%}")
    split = json.loads((HERE / "split.json").read_text())
    if split != {"tune": [], "heldout": ["all"]}:
        out.append("split.json must be {tune: [], heldout: [all]}")
    out += rebuild_diff()
    return out


def rebuild_diff() -> list[str]:
    """A fresh in-memory build must equal the files on disk byte for byte."""
    import build  # noqa: PLC0415 - sibling module, imported late on purpose

    fresh_s, fresh_o = build.build()
    out = []
    for name, rows in (("secrets.jsonl", fresh_s), ("ordinary.jsonl", fresh_o)):
        want = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows).encode()
        if (HERE / name).read_bytes() != want:
            out.append(f"{name} differs from a fresh build")
    return out


def table(title: str, counts: Counter) -> str:
    """A two-column markdown table, largest first."""
    lines = [f"| {title} | rows |", "|---|---:|"]
    lines += [f"| {k} | {v} |" for k, v in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]
    return "\n".join(lines)


def markdown(secrets: list[dict], ordinary: list[dict]) -> str:
    """Counts by family and language for both files."""
    hard = sum(row["family"] in HARD_FAMILIES for row in secrets)
    labels = sum(len(row["secrets"]) for row in secrets)
    head = (
        f"secrets.jsonl: {len(secrets)} rows, {labels} labels; hard-form rows {hard} "
        f"({hard / len(secrets):.1%}); ordinary.jsonl: {len(ordinary)} rows\n"
    )
    parts = [
        head,
        "### Secret rows by family",
        table("family", Counter(r["family"] for r in secrets)),
        "### Secret rows by language",
        table("lang", Counter(r["lang"] for r in secrets)),
        "### Ordinary rows by family",
        table("family", Counter(r["family"] for r in ordinary)),
        "### Ordinary rows by language",
        table("lang", Counter(r["lang"] for r in ordinary)),
    ]
    return "\n\n".join(parts) + "\n"


def main() -> int:
    """Run the checks; print tables on --markdown."""
    secrets, ordinary = load("secrets.jsonl"), load("ordinary.jsonl")
    bad = problems(secrets, ordinary)
    for line in bad[:50]:
        print("PROBLEM:", line)
    if "--markdown" in sys.argv:
        print(markdown(secrets, ordinary))
    if bad:
        print(f"{len(bad)} problem(s)")
        return 1
    print(f"ok: {len(secrets)} secret rows, {len(ordinary)} ordinary rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
