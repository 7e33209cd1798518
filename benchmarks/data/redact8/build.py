"""Build the redact8 blind redaction set (stdlib only, Python 3.10+).

    python benchmarks/data/redact8/build.py

Writes secrets.jsonl, ordinary.jsonl and meta.jsonl next to this file from one
``random.Random(SEED)``; running it twice gives byte-identical files.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Callable

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))

import ord_tech  # noqa: E402
import ord_text  # noqa: E402
import sec_config  # noqa: E402
import sec_more  # noqa: E402
import sec_prose  # noqa: E402
import sec_tokens  # noqa: E402
import sec_urls  # noqa: E402
from common import LEADINS, Row  # noqa: E402

# Why: a fixed seed is what makes the held-out set reproducible byte for byte.
SEED = 20261203
# Why: share of technical rows given a non-English lead-in line (see common.LEADINS).
LEADIN_SHARE = 0.12
# Why: a generator may repeat a constant form; this many draws per row is plenty to find a new one.
MAX_TRIES = 50

Gen = Callable[[random.Random], Row]

# family -> (generator, rows). Counts chosen so no one family dominates the score.
SECRET_PLAN: list[tuple[str, Gen, int]] = [
    ("cli_password", sec_config.cli_password, 100),
    ("env_assignment", sec_config.env_assign, 90),
    ("config_file", sec_config.config_file, 110),
    ("code_literal", sec_config.code_literal, 90),
    ("ci_log", sec_config.ci_log, 40),
    ("ps_env_dump", sec_config.ps_dump, 50),
    ("k8s_secret", sec_config.k8s_secret, 30),
    ("notebook", sec_config.notebook, 15),
    ("diff", sec_config.diff_hunk, 25),
    ("traceback", sec_config.traceback, 25),
    ("url_dsn", sec_urls.url_dsn, 100),
    ("credential_file", sec_urls.cred_file, 80),
    ("http_auth_cookie", sec_urls.http_auth, 80),
    ("webhook", sec_urls.webhook, 40),
    ("sentry_dsn", sec_urls.sentry_dsn, 15),
    ("app_password", sec_urls.email_creds, 10),
    ("cloud_keypair", sec_tokens.cloud_keys, 60),
    ("vendor_token", sec_tokens.vendor_token, 120),
    ("private_key", sec_tokens.private_key, 40),
    ("jwt_session", sec_tokens.jwt_session, 60),
    ("password_hash", sec_tokens.password_hash, 50),
    ("recovery_seed_totp", sec_tokens.recovery, 50),
    ("reversible_encoding", sec_tokens.reversible, 25),
    ("tool_credential_file", sec_more.tool_credentials, 60),
    ("deploy_tooling", sec_more.deploy_tooling, 60),
    ("request_body", sec_more.form_posts, 40),
    ("prose", sec_prose.prose, 260),
    ("chat", sec_prose.chat, 40),
    ("commit_issue", sec_prose.commit_or_issue, 30),
    ("unusual_context", sec_prose.unusual, 80),
]

ORDINARY_PLAN: list[tuple[str, Gen, int]] = [
    ("git_sha", ord_tech.git_output, 110),
    ("ids_in_logs", ord_tech.ids_and_logs, 120),
    ("versions_lockfiles", ord_tech.versions, 100),
    ("digests", ord_tech.digests, 80),
    ("base64_testdata", ord_tech.b64_testdata, 80),
    ("paths_ports", ord_tech.paths_ports, 70),
    ("public_key_cert", ord_tech.public_keys, 80),
    ("fingerprint", ord_tech.fingerprints, 50),
    ("chain_address_tx", ord_tech.chain, 50),
    ("committed_ciphertext", ord_tech.ciphertext, 70),
    ("public_client_id", ord_tech.public_ids, 90),
    ("content_hash", ord_tech.content_hash, 50),
    ("placeholder", ord_text.placeholder, 120),
    ("masked_value", ord_text.masked, 80),
    ("secret_reference", ord_text.secret_ref, 130),
    ("marked_example", ord_text.example_key, 60),
    ("prose_about_secrets", ord_text.prose_ordinary, 280),
    ("code", ord_text.code_ordinary, 110),
    ("config", ord_text.config_ordinary, 120),
    ("credential_named_setting", ord_text.credential_named_setting, 100),
    ("shell", ord_text.shell_ordinary, 80),
    ("http", ord_text.http_ordinary, 60),
    ("ci_log", ord_text.ci_ordinary, 60),
    ("misc", ord_text.misc_ordinary, 80),
]


def draw(rng: random.Random, gen: Gen, seen: set[str]) -> Row:
    """Draw a row whose text is new; after MAX_TRIES accept a repeat of a constant form."""
    row = gen(rng)
    for _ in range(MAX_TRIES):
        if row.text not in seen:
            break
        row = gen(rng)
    seen.add(row.text)
    if row.lang == "en" and row.form != "prose" and rng.random() < LEADIN_SHARE:
        lang = rng.choice(sorted(LEADINS))
        text = f"{rng.choice(LEADINS[lang])}\n{row.text}"
        row = Row(text, row.secrets, lang, row.form, row.hard)
    return row


def build(rng: random.Random) -> tuple[list[dict], list[dict], list[dict]]:
    """Generate (secret rows, ordinary rows, meta rows) in a fixed order."""
    secrets: list[dict] = []
    ordinary: list[dict] = []
    meta: list[dict] = []
    seen: set[str] = set()
    for family, gen, count in SECRET_PLAN:
        for _ in range(count):
            row = draw(rng, gen, seen)
            rid = f"k{len(secrets) + 1:04d}"
            labels = list(dict.fromkeys(row.secrets))
            secrets.append(
                {"id": rid, "text": row.text, "secrets": labels, "family": family, "lang": row.lang}
            )
            meta.append({"id": rid, "form": row.form, "hard": row.hard})
    for family, gen, count in ORDINARY_PLAN:
        for _ in range(count):
            row = draw(rng, gen, seen)
            rid = f"o{len(ordinary) + 1:04d}"
            ordinary.append({"id": rid, "text": row.text, "family": family, "lang": row.lang})
            meta.append({"id": rid, "form": row.form, "hard": row.hard})
    return secrets, ordinary, meta


def write_jsonl(path: Path, rows: list[dict]) -> None:
    """Write rows as UTF-8 JSON lines with a trailing newline."""
    body = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
    path.write_text(body, encoding="utf-8", newline="\n")


def main() -> int:
    """Build all files from the one seeded generator."""
    rng = random.Random(SEED)
    secrets, ordinary, meta = build(rng)
    write_jsonl(HERE / "secrets.jsonl", secrets)
    write_jsonl(HERE / "ordinary.jsonl", ordinary)
    write_jsonl(HERE / "meta.jsonl", meta)
    print(f"wrote {len(secrets)} secret rows, {len(ordinary)} ordinary rows")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
