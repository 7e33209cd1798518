"""Issue 27, ordinary side of rules 53: what AI tooling prints that rules 52 took for a
secret. A masked hint after a versioned vendor prefix (`sk-ant-api03-****wXyZ`), a JSON
member's id after another member's name (`"output_tokens":12,"requestId":"req_..."`), the
auth scheme in an nginx header (`"Bearer <key>"`), a notebook's shell escape, a hint cut
short after its vendor's prefix, LiteLLM's documented `sk-1234`, the next row of a table
read as a wrapped value, and a package's name quoted in a module loader's error."""

from __future__ import annotations

import pytest

from retain.redact import redact

ORDINARY_CASES = [
    # a dashboard's hint: the vendor's prefix with its version, a mask, the last characters
    "export OPENAI_COMPAT_KEY=sk-ant-api03-****************wXyZ\nrun the eval after",
    'settings = {"anthropic_api_key": "sk-ant-api03-****Q7pL", "timeout": 30}',
    # a member's own name says what its value is
    '{"usage":{"input_tokens":9,"output_tokens":418},"requestId":"req_01AbCdEfGhJkLmNoPqRsTu45"}',
    "{'x-ratelimit-tokens-left': '8812', 'cf-ray': 'a1b2c3d4e5f60718-LHR'}",
    'client = Client(api_key=os.environ["K"], organization="org-Qw3rTyUi0pAsDfGh5jKlZxCv")',
    # the scheme in front of a header's value, the value itself a hint
    '    proxy_set_header Vendor-Auth "Bearer sk-vendor-****Ab12";',
    # a notebook cell's shell escape
    '      "source": [\n        "!some-hub-cli login --token hf_****Wq3e"\n      ],',
    # a hint cut short after its vendor's prefix
    "  api_key: sk-ant-api03-Rt5u…Lk9P\n  model: claude",
    # LiteLLM's documented master key
    "general_settings:\n  master_key: sk-1234\n  database_url: os.environ/DATABASE_URL",
    # a table's next row, not a value wrapped onto it
    "runs:\n"
    "0b6f6a7e-1f0c-4d6b-9c55-3e2a9d1c8f70  chain_a  success  1200ms  tokens=4410\n"
    "5e1d2c3b-4a59-4687-8e9f-a0b1c2d3e4f5  chain_b  error  20031ms  tokens=18800\n"
    "9f8e7d6c-5b4a-4392-8176-5a4b3c2d1e0f  chain_c  success  880ms  tokens=310",
    # a linter's plugin named by its loader's error
    "Failed to load plugin 'tidy-hooks' declared in '.eslintrc': Cannot find module "
    "'eslint-plugin-tidy-hooks-extra'. Installed it and the lint job passes.",
]

SECRET_CASES = [
    # a whole key after the prefix is still one
    (
        "export OPENAI_COMPAT_KEY=sk-ant-api03-Zx8Qw2Er5Ty7Ui9OpAs3Df6Gh1Jk4Lz",
        "Zx8Qw2Er5Ty7Ui9OpAs3Df6Gh1Jk4Lz",
    ),
    # a member named for a credential still is one
    (
        '{"output_tokens":418,"api_token":"Qm8vXr2LpK7tZw4NcY6bHj3D"}',
        "Qm8vXr2LpK7tZw4NcY6bHj3D",
    ),
    # the key after the scheme, letters alone, is what the header carries
    ('    proxy_set_header Vendor-Auth "Bearer QmVxRtLpKzWnYbHjDsFg";', "QmVxRtLpKzWnYbHjDsFg"),
    # a member that only carries what a command printed names nothing: the command's
    # credential name still does
    (
        '{"tool": "shell", "cmd": "printenv TOKEN", '
        '"output": "Wq7RtZ3pLx9KvB2nMh5\\\\\nJd8FsQmRt"}',
        "Wq7RtZ3pLx9KvB2nMh5",
    ),
    # a passphrase of words in quotes, named as one
    ('the new passphrase is "coral-tiger-fern-ember" for the vault', "coral-tiger-fern-ember"),
]


@pytest.mark.parametrize("text", ORDINARY_CASES)
def test_ordinary_text_is_unchanged(text: str) -> None:
    assert redact(text)[0] == text


@pytest.mark.parametrize(("text", "secret"), SECRET_CASES)
def test_secret_is_still_replaced(text: str, secret: str) -> None:
    assert secret not in redact(text)[0]
