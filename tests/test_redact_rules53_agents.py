"""Redaction rules 53: AI tools and agents. A Pinecone key and a Tavily key by their
prefixes, a literal given as a login call's key (`wandb.login(key=...)`, a notebook's cell
included), a hex key under a code constant named `<WORDS>_KEY`, and a key called a virtual
key in a note; a placeholder, a reference, a constant whose name says it is a commit, a
cache or a bucket's key, and a virtual key code beside them stay.

Every value and line here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import json

from retain.redact import redact


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def test_a_pinecone_key_and_a_tavily_key_are_taken_by_their_prefixes() -> None:
    pinecone = "pcsk_4Hq2z_" + "Wm7Rt2Lp9Xc4Vb8Nk3Qs6Dz1Fh5Jg0Ty7Ua2Se9Ko4Li6Mw3Pb8Zr1Xv5Cn0Hd"
    tavily = "tvly-" + "Rb7Kw2Mq9Tz4Xn1Lc8Vp3Hs6Dj0Fg5Ya"
    tavily_env = "tvly-dev-" + "Pq2Wx7Nm4Ks9Bt1Rz6Lv3Hc8Dj5Fy0Ga"
    cases = ((pinecone, "pinecone-key"), (tavily, "tavily-key"), (tavily_env, "tavily-key"))
    for key, label in cases:
        out, _ = redact(f"- 11:02 stopgap: the runner has {key} baked in until the vault works.")
        assert key not in out and f"[REDACTED:{label}]" in out
    for text in (
        "Pinecone keys open with pcsk_ and Tavily's with tvly-; never paste one here.",
        "TAVILY_API_KEY=tvly-YOUR_API_KEY",
        "tvly-search is the name of the MCP server in the config.",
    ):
        assert _kept(text), text


def test_a_literal_given_as_a_login_calls_key_is_taken() -> None:
    key = "3f9c0a7e52d14b8e96a1c0d7f2b45e8a91c3d6f0"  # a W&B key: 40 hex, a commit's shape
    for line in (
        f'wandb.login(key="{key}")',
        f"wandb.login(relogin=True, key='{key}')",
        f'huggingface_hub.login(token="{key}")',
    ):
        out, _ = redact(line)
        assert key not in out and "login(" in out, line
    cell = {"cell_type": "code", "source": ["import wandb\n", f'wandb.login(key="{key}")\n']}
    text = json.dumps({"cells": [cell]}, indent=1)
    out, _ = redact(text)
    assert key not in out and "wandb.login" in out


def test_a_login_call_given_a_reference_or_a_placeholder_stays() -> None:
    for line in (
        'wandb.login(key=os.environ["WANDB_API_KEY"])',
        'wandb.login(key="<your-wandb-key>")',
        "wandb.login(key=userdata.get('WANDB_KEY'))",
        'wandb.login(key="")',
        'login(key="default")',
        "git log --format=%H -n 1 3f9c0a7e52d14b8e96a1c0d7f2b45e8a91c3d6f0",
    ):
        assert _kept(line), line


def test_a_hex_key_under_a_constant_named_for_a_key_is_taken() -> None:
    key64 = "7d1e4b9a0c3f6e2d8b5a1c7e0f4d9b2a6e3c8f1d5a0b7e4c9d2f6a1b8e3c0d7f"
    key32 = "c4a9e1f70b3d6e28a5f1c9d04b7e2a63"
    for line, key in (
        (f'RERANK_KEY = "{key64}"', key64),
        (f"export const WEATHER_KEY = '{key32}';", key32),
        (f'private static final String GEO_KEY = "{key64}";', key64),
        (f'EMBED_KEY: str = "{key32}"', key32),
    ):
        out, _ = redact(f"# llm.py\nimport os\n{line}\n")
        assert key not in out, line


def test_a_hex_constant_whose_name_says_what_else_it_is_stays() -> None:
    digest = "7d1e4b9a0c3f6e2d8b5a1c7e0f4d9b2a6e3c8f1d5a0b7e4c9d2f6a1b8e3c0d7f"
    for line in (
        f'COMMIT_KEY = "{digest}"',
        f'CACHE_KEY = "{digest}"',
        f'BUCKET_KEY = "{digest[:32]}"',
        f'TRACE_KEY = "{digest[:32]}"',
        f'SORT_KEY = "{digest}"',
        f'ROW_KEY = "{"0" * 32}"',
        f'SEARCH_KEY = "{digest[:40]}"',  # 40 hex: a commit id's length, not read here
    ):
        assert _kept(line), line


def test_a_key_called_a_virtual_key_in_a_note_is_taken() -> None:
    key = "Vq8Lm3Xz7Rt1Kp5Wc9Nb2Hd6Fs0Jg4Ty-aE7u"
    for text in (
        f"# virtual key for the claude pool: {key}",
        f"the virtual key is {key}, ask before sharing it",
    ):
        out, _ = redact(text)
        assert key not in out, text
    for text in (
        "The virtual key is VK_RETURN on Windows, 0x0D.",
        "Each team gets a virtual key; the gateway maps it to a provider key.",
    ):
        assert _kept(text), text
