"""Ordinary source-file rows in many languages: credentials read from the environment
or a secret store, with digests, ids and test vectors that are not secrets."""

from __future__ import annotations

import random

from values import b64, b64url, hexs, host, name, pick, sha1, sha256, uuid4, word


def py(r: random.Random):
    return (
        f'import hashlib, os\n\nEXPECTED_SHA256 = "{sha256(r)}"\nTENANT_ID = "{uuid4(r)}"\n\n'
        f'def load_key() -> str:\n    return os.environ["{pick(r, ("API_KEY", "SERVICE_TOKEN", "DB_PASSWORD"))}"]\n'
    ), "python"


def js(r: random.Random):
    return (
        f"const password = process.env.DB_PASSWORD;\nconst token = await secrets.get('{name(r)}/token');\n"
        f"const requestId = '{uuid4(r)}';\nconst cacheKey = '{hexs(r, 40)}';\n"
    ), "javascript"


def ts(r: random.Random):
    return (
        f'export const ASSET_HASH = "{b64url(r, 12)}";\nexport const KEY_ID = "{hexs(r, 16)}";\n'
        f"export function authHeader(token: string): Record<string, string> {{\n  return {{ Authorization: `Bearer ${{token}}` }};\n}}\n"
    ), "typescript"


def go(r: random.Random):
    return (
        f'const wantDigest = "sha256:{sha256(r)}"\n\nfunc apiKey() string {{\n\treturn os.Getenv("{pick(r, ("API_KEY", "GITHUB_TOKEN", "VAULT_TOKEN"))}")\n}}\n'
        f'var traceID = "{hexs(r, 32)}"\n'
    ), "go"


def java(r: random.Random):
    return (
        f'@Value("${{spring.datasource.password}}")\nprivate String password;\n\n'
        f'private static final UUID NAMESPACE = UUID.fromString("{uuid4(r)}");\nprivate static final String BUILD_SHA = "{sha1(r)}";\n'
    ), "java"


def ruby(r: random.Random):
    return (
        f"config.secret_key_base = Rails.application.credentials.secret_key_base\n"
        f'config.x.release = "{sha1(r)}"\nCACHE_NAMESPACE = "{word(r)}-{hexs(r, 8)}"\n'
    ), "ruby"


def php(r: random.Random):
    return (
        f"<?php\n$password = getenv('DB_PASSWORD');\n$etag = '\"{hexs(r, 32)}\"';\n"
        f"$assetVersion = '{hexs(r, 20)}';\n"
    ), "php"


def csharp(r: random.Random):
    return (
        f'var secret = configuration["{word(r).capitalize()}:ClientSecret"];\n'
        f'[Guid("{uuid4(r).upper()}")]\npublic class {word(r).capitalize()}Service {{ }}\n'
    ), "csharp"


def rust(r: random.Random):
    return (
        f'const GENESIS_HASH: &str = "{sha256(r)}";\nlet token = std::env::var("{pick(r, ("API_TOKEN", "CARGO_REGISTRY_TOKEN"))}")?;\n'
        f'let nonce: [u8; 12] = hex!("{hexs(r, 24)}");  // test vector\n'
    ), "rust"


def kotlin(r: random.Random):
    return (
        f"val apiKey = BuildConfig.{word(r).upper()}_API_KEY  // injected from local.properties\n"
        f'val channelId = "{uuid4(r)}"\nval certPin = "sha256/{b64(r, 32)}"\n'
    ), "kotlin"


def swift(r: random.Random):
    return (
        f'let token = try keychain.get("{word(r)}.token")\nlet bundleHash = "{sha256(r)}"\n'
        f'let deviceId = UUID(uuidString: "{uuid4(r).upper()}")!\n'
    ), "swift"


def shell(r: random.Random):
    return (
        f'#!/usr/bin/env bash\nset -euo pipefail\n: "${{DEPLOY_TOKEN:?set DEPLOY_TOKEN}}"\n'
        f'echo "{sha256(r)}  {name(r)}.tar.gz" | sha256sum -c -\ncurl -H "Authorization: token $DEPLOY_TOKEN" https://{host(r)}/api\n'
    ), "shell"


def sql(r: random.Random):
    return (
        f"CREATE TABLE api_tokens (\n  id uuid PRIMARY KEY DEFAULT '{uuid4(r)}',\n  token_hash bytea NOT NULL,\n  last4 char(4)\n);\n"
        f"-- migration {hexs(r, 12)}: password column replaced by password_hash\n"
    ), "sql"


def dockerfile(r: random.Random):
    return (
        f"FROM python:3.12-slim@sha256:{sha256(r)}\nRUN --mount=type=secret,id=pip_token \\\n"
        f"    PIP_INDEX_URL=https://__token__:$(cat /run/secrets/pip_token)@pypi.{word(r)}.io/simple pip install -r req.txt\n"
    ), "dockerfile"


def test_vectors(r: random.Random):
    return (
        f"# RFC-style HMAC test vector built for this test suite (not a live key)\n"
        f'KEY = bytes(range(32))\nMSG = b"{word(r)} {word(r)}"\nEXPECTED_MAC = "{hexs(r, 64)}"\n'
    ), "python"


MAKERS = (
    py,
    js,
    ts,
    go,
    java,
    ruby,
    php,
    csharp,
    rust,
    kotlin,
    swift,
    shell,
    sql,
    dockerfile,
    test_vectors,
)
