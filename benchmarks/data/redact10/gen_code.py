# ruff: noqa: E501  (data templates are long string literals)
"""Wrap a value in a short snippet of one of thirteen programming languages.

Shared by the secret and ordinary generators so both sides see the same syntax.
"""

from __future__ import annotations

from gen_util import pick, word

# Each entry: language tag, then a template with {var} (snake/camel as fits) and {v}.
SNIPPETS = (
    ("python", 'import os\n\n{snake} = os.environ.get("{upper}", "{v}")\nclient = Client({snake})'),
    (
        "python",
        '{upper} = "{v}"  # TODO move to settings\n\ndef headers():\n    return {{"Authorization": f"Bearer {{{upper}}}"}}',
    ),
    (
        "javascript",
        'const {camel} = process.env.{upper} || "{v}";\nmodule.exports = {{ {camel} }};',
    ),
    (
        "typescript",
        'export const config = {{\n  region: "eu-west-1",\n  {camel}: "{v}",\n}} as const;',
    ),
    ("go", 'package config\n\nconst {camel} = "{v}"\n\nfunc Token() string {{ return {camel} }}'),
    (
        "rust",
        'const {upper}: &str = "{v}";\n\nfn client() -> Client {{\n    Client::new({upper})\n}}',
    ),
    (
        "java",
        'public final class Settings {{\n    private static final String {upper} = "{v}";\n}}',
    ),
    ("kotlin", 'object Keys {{\n    const val {upper} = "{v}"\n}}'),
    (
        "csharp",
        'var options = new ClientOptions {{ {pascal} = "{v}", Timeout = TimeSpan.FromSeconds(30) }};',
    ),
    ("ruby", 'Rails.application.configure do\n  config.x.{snake} = "{v}"\nend'),
    ("php", "<?php\nreturn [\n    '{snake}' => env('{upper}', '{v}'),\n];"),
    ("swift", 'enum Secrets {{\n    static let {camel} = "{v}"\n}}'),
    ("powershell", '$env:{upper} = "{v}"\n& ./deploy.ps1 -Environment prod'),
    (
        "bash",
        '#!/usr/bin/env bash\nset -euo pipefail\n{upper}="{v}"\ncurl -fsS -H "Authorization: Bearer ${upper}" "$API/health"',
    ),
)


def names(base: str) -> dict[str, str]:
    parts = base.lower().split("_")
    return {
        "snake": "_".join(parts),
        "upper": "_".join(parts).upper(),
        "camel": parts[0] + "".join(p.capitalize() for p in parts[1:]),
        "pascal": "".join(p.capitalize() for p in parts),
    }


def code_assign(rng, base: str, value: str, auth: bool = True) -> tuple[str, str]:
    """A snippet assigning ``value`` to a variable named after ``base``; returns (text, lang).

    With ``auth=False`` the snippets that send the value as a bearer token are skipped,
    so a public value never appears in a credential's role.
    """
    pool = SNIPPETS if auth else tuple(s for s in SNIPPETS if "Bearer" not in s[1])
    lang, tpl = pick(rng, pool)
    return tpl.format(v=value, **names(base)), lang


def var_base(rng, kind: str) -> str:
    return pick(
        rng,
        (
            f"{kind}_token",
            f"{word(rng)}_{kind}_key",
            f"{kind}_api_key",
            f"{kind}_secret",
            f"{kind}_pat",
        ),
    )
