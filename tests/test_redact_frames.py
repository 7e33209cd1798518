"""Issue 27, round 28: a value inside a tool's line frame is judged as a bare line of its
kind (retain.redact.frames).

Counted on the development sets, most ordinary rows altered inside tool output were the
frame misleading a rule: output kept as one JSON record, where a line break is `\\n` and an
empty `REGISTRY_PASSWORD=` took the next line's path as its value; docker's env list, where
an empty `"HF_TOKEN="` took the `", "` after it; a `grep -rn` prefix taking the place of a
line's start. The same frames, read off, let the line rules reach a secret they missed.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import json

import pytest

from retain.redact import redact, rules_hit

TOKEN = "Xk9pQ2vL7mRtzW3b"  # invented, generated-looking


def _record(output: str) -> str:
    return json.dumps(
        {"kind": "observation", "tool": "bash", "cmd": "grep -rn KEY .", "output": output}
    )


@pytest.mark.parametrize(
    "text",
    [
        # An empty value before an escaped line break: the next line is not its value.
        _record(
            "./deploy/values.yaml:172:  - JWT_SIGNING_KEY=\n"
            "./internal/config.go:87:REGISTRY_PASSWORD=\n"
            "./infra/main.tfvars:10:  - OPENAI_API_KEY=process.env.OPENAI_API_KEY"
        ),
        _record(
            "HOME=/home/deploy\nLOG_LEVEL=info\n-AWS_SECRET_ACCESS_KEY=\n+AWS_SECRET_ACCESS_KEY=\nTZ=UTC"
        ),
        # docker inspect --format '{{json .Config.Env}}': an empty item before the next one.
        '["LANG=C.UTF-8", "LOG_LEVEL=info", "REGISTRY_PASSWORD=", "TZ=UTC", "PATH=/usr/bin"]',
        '$ docker inspect -f "{{json .Config.Env}}" api\n["TERM=xterm", "HF_TOKEN=", "HOME=/root"]',
        # A search tool's prefix is not a line's first word.
        "$ rg -n PASSWORD\ndeploy/values.yaml:58:# PASSWORD rotated 2026-10-27, see ticket OPS-332",
        "$ rg -n secret\ndeploy/values.yaml:178:JWT_SIGNING_KEY=\n.npmrc:179:API_TOKEN: ",
    ],
)
def test_a_frame_does_not_make_a_value(text: str) -> None:
    assert redact(text) == (text, 0)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            _record(f"./a.yml:1:LOG_LEVEL=info\n./.env:3:API_TOKEN={TOKEN}\n./b.go:2:x := 1"),
            "./.env:3:API_TOKEN=",
        ),
        ('["LANG=C.UTF-8", "API_TOKEN=' + TOKEN + '", "TZ=UTC"]', '"API_TOKEN=[REDACTED:'),
        (
            f"./config/app.env:12:API_TOKEN={TOKEN}\n./config/app.env:13:TZ=UTC",
            "app.env:12:API_TOKEN=",
        ),
    ],
)
def test_a_secret_inside_a_frame_is_still_replaced(text: str, kept: str) -> None:
    clean, count = redact(text)
    assert TOKEN not in clean and count == 1
    assert kept in clean
    assert redact(clean) == (clean, 0)  # idempotent


def test_the_escaped_frame_is_written_back_in_its_own_escaping() -> None:
    text = json.dumps({"output": f'a=1\nAPI_TOKEN={TOKEN}\nquote="x" café'}, ensure_ascii=True)
    clean, _ = redact(text)
    assert json.loads(clean) == {"output": 'a=1\nAPI_TOKEN=[REDACTED:token]\nquote="x" café'}
    assert "\\u00e9" in clean  # the ASCII escapes it was written with


def test_a_host_and_port_is_not_a_search_prefix() -> None:
    """A .pgpass line (`host:port:db:user:password`) keeps its first fields as context."""
    text = (
        "db.example.com:5432:reporting:analyst:Zq8.vLp3Rw!x\n"
        "replica.internal:5432:*:app:Tn4-Wd9xQ2.k"
    )
    clean, count = redact(text)
    assert count == 2 and "Zq8.vLp3Rw!x" not in clean and "Tn4-Wd9xQ2.k" not in clean


def test_rules_hit_reads_the_frames_as_redact_does() -> None:
    text = _record(f"./a.yml:1:LOG_LEVEL=info\n./.env:3:API_TOKEN={TOKEN}")
    assert [value for _, _, value in rules_hit(text)] == [TOKEN]
