"""Issue 27, thirty-fifth round: what a notebook cell printed, ciphertext systemd keeps in a
unit, and a command line's next option after a credential's word.

- A Jupyter or REPL cell that reads a secret's name (`os.getenv("X")`, `settings.api_key`,
  a bare `token`) shows the value as its output, in IPython's `In`/`Out` form or in the
  notebook's JSON (retain.redact.notebooks).
- A value a rule replaced is replaced again where an object's repr shows it
  (`key='V'>`): an exact copy inside a token (retain.redact.echoes).
- `SetCredentialEncrypted=` holds ciphertext sealed to the host, made to sit in the unit
  (retain.redact.names.under_ciphertext); `SetCredential=` holds the plain value.
- `--auth-mode=token --token-ttl=3600`: the option after "token" is no value of it.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import json

import pytest

from redact_checks import assert_gone, assert_kept


def _cell(source: list[str], output: dict[str, object], outputs_first: bool) -> str:
    cell: dict[str, object] = {"cell_type": "code", "execution_count": 4, "metadata": {}}
    parts = {"outputs": [output], "source": source}
    for key in ("outputs", "source") if outputs_first else ("source", "outputs"):
        cell[key] = parts[key]
    return json.dumps(cell, indent=1)


def _stream(text: str) -> dict[str, object]:
    return {"name": "stdout", "output_type": "stream", "text": [text]}


def _result(text: str) -> dict[str, object]:
    return {"data": {"text/plain": [text]}, "metadata": {}, "output_type": "execute_result"}


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "In [4]: os.getenv(\"OPENAI_API_KEY\")\nOut[4]: 'Rk2vQ9mT4xL7pW3zN8cB5hJ6'",
            "Rk2vQ9mT4xL7pW3zN8cB5hJ6",
        ),
        ("In [9]: token\nOut[9]: 'p8XcT3qLm2Vz7RkW9bN4sJ6h'", "p8XcT3qLm2Vz7RkW9bN4sJ6h"),
        ('In [2]: print(os.environ.get("DB_PASSWORD"))\nvT7-kq2.Xm9!Lp4', "vT7-kq2.Xm9!Lp4"),
        (
            ">>> cfg.secret_key\n'9c4e1a7b3d5f8e2c6a0b4d8f1e3c5a7b'",
            "9c4e1a7b3d5f8e2c6a0b4d8f1e3c5a7b",
        ),
        (
            _cell(
                ["import os\n", "print(os.environ['SERVICE_TOKEN'])"],
                _stream("Zq9P=wE4rT7yU2iO5pA8\n"),
                False,
            ),
            "Zq9P=wE4rT7yU2iO5pA8",
        ),
        (
            _cell(["os.environ['WANDB_API_KEY']"], _result("'Hn3Kd8Lq2Wm7Xp4Rt9Vb6Zc1'"), True),
            "Hn3Kd8Lq2Wm7Xp4Rt9Vb6Zc1",
        ),
        (
            _cell(["api_key"], _result("'4d7a9c2e5b8f1a3c6e9b2d5f8a1c4e7b'"), True),
            "4d7a9c2e5b8f1a3c6e9b2d5f8a1c4e7b",
        ),
        (
            'In [18]: client = LedgerClient(api_key="Wq4Tz8Kp2Xv6Nm3R")\n\n'
            "In [19]: client\nOut[19]: <LedgerClient host='api.invalid' key='Wq4Tz8Kp2Xv6Nm3R'>",
            "Wq4Tz8Kp2Xv6Nm3R",
        ),
        (
            'In [5]: c = Client(api_key="5e8b1d4a7c0f3e6b9d2a5c8f1b4e7a0d3c6f9b2e")\n'
            "In [6]: c\nOut[6]: <Client key='5e8b1d4a7c0f3e6b9d2a5c8f1b4e7a0d3c6f9b2e'>",
            "5e8b1d4a7c0f3e6b9d2a5c8f1b4e7a0d3c6f9b2e",
        ),
        ("[Service]\nSetCredential=db-password:Xk9!mQ2#pL7vR4tZ", "Xk9!mQ2#pL7vR4tZ"),
        (
            "[Service]\nSetCredentialEncrypted=a: Whxqht+dQJax1aZeCGLxmiAAAAABAAAADAAAABAAAABw\n"
            "Environment=STRIPE_API_KEY=sk_live_Tq8Wm2Xz5Lp9Rk3Vn7Bc4Hj6",
            "sk_live_Tq8Wm2Xz5Lp9Rk3Vn7Bc4Hj6",
        ),
        ("app --token Xk9!mQ2#pL7vR4tZ --port 80", "Xk9!mQ2#pL7vR4tZ"),
    ],
)
def test_printed_and_repeated_values_go(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        'In [3]: "HF_TOKEN" in os.environ\nOut[3]: True',
        'In [4]: len(os.environ["HF_TOKEN"])\nOut[4]: 37',
        "In [6]: os.environ[\"HOME\"]\nOut[6]: '/home/jovyan'",
        "In [7]: os.environ[\"GIT_SHA\"]\nOut[7]: '592b9bd16c6ad4acc6858ab4ee332aeb59da82dc'",
        "In [9]: os.environ[\"DB_PASSWORD\"]\nOut[9]: 'changeme'",
        "In [12]: os.environ[\"TOKEN_TTL\"]\nOut[12]: '3600'",
        "In [13]: model_id\nOut[13]: 'meta-llama/Llama-3.1-8B'",
        "In [14]: os.environ[\"DB_PASSWORD_FILE\"]\nOut[14]: '/run/secrets/db_password'",
        _cell(["print(os.environ['HOME'])"], _stream("/home/jovyan\n"), True),
        _cell(["run_id"], _result("'9f8e7d6c5b4a39281706f5e4d3c2b1a0'"), True),
        _cell(["len(os.environ['HF_TOKEN'])"], _result("37"), False),
        "[Service]\nExecStart=/usr/lib/systemd/systemd-creds cat db\n"
        "SetCredentialEncrypted=db-password: \\\n"
        "        k6iUCUh0RJCQyvL8k8q1UyAAAAABAAAADAAAABAAAAC1lFmbWAqWZ8dCCQkAAAAAgAAAA \\\n"
        "        AAAAAALACMA8AAAACAAAAAAfgAg9uNpGmj8LL2nHE0ixcycvM3XkpOCaf+9rwGscwmqRJ \\\n"
        "        0DbWrtoRh0gj8mAnBK9RJtMFOJkMWrXt2A==",
        "[Service]\nSetCredentialEncrypted=api-token: Whxqht+dQJax1aZeCGLxmiAAAAABAAAADAAAABAAAABw"
        "Nb8r0qvZZ9UWOjWPa3fFAAAAAL1wwF0Q7vPqlR+Gv2ZXOkMJwrd6JbmRzv0qAAwMIX2qgQ==",
        'Environment="OPTS=--auth-mode=token --token-ttl=3600"',
        "ExecStart=/usr/bin/app --auth token --password-stdin --user app",
    ],
)
def test_outputs_ciphertext_and_options_stay(text: str) -> None:
    assert_kept(text)


def test_a_near_copy_of_a_value_with_a_space_is_still_replaced() -> None:
    """The exact-copy reading (a copy inside a token) must not cost the near-copy one: a
    replaced value with a space in it (no exact copy can be a token) still has its copies
    a character or two off replaced, as before this round."""
    from retain.redact.echoes import replace_echoes

    value = "Kx9 mQ2!vTz"  # as a rule took it, the space included
    for copy in ("Kx9mQ2!vTz", "Kx9mQ2!vTq"):
        out, count = replace_echoes(f"then typed {copy} again", [(value, "password")])
        assert (out, count) == ("then typed [REDACTED:password] again", 1)
