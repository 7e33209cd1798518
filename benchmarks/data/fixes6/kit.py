"""Small helpers for the fixes6 cases: a step list -> a Claude Code transcript + a label.

Steps (tuples):
  ("u", text)                  user prompt
  ("a", text)                  assistant text
  ("th", text)                 assistant thinking block
  ("b", cmd, out[, code])      Bash call; code != 0 -> error result "Exit code N"
  ("bf", cmd, out, code)       failed Bash call followed by a PostToolUseFailure hook_progress record
  ("to", cmd, partial)         Bash call stopped by the 2-minute timeout
  ("e", path, old, new)        Edit
  ("w", path, content)         Write
  ("rej", cmd)                 Bash call the user rejected at the permission prompt
"""

from __future__ import annotations

import random
import sys
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cc_transcript import Transcript  # noqa: E402

REJECT = (
    "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it "
    "was a file edit, the new_string was NOT written to the file). STOP what you are doing and "
    "wait for the user to tell you how to proceed."
)


def _thinking(t: Transcript, text: str) -> None:
    t._assistant({"type": "thinking", "thinking": text, "signature": "[REDACTED_SIGNATURE]"})


def _rejected(t: Transcript, cmd: str) -> None:
    tool_id = t._id("toolu")
    t._assistant(
        {
            "type": "tool_use",
            "id": tool_id,
            "name": "Bash",
            "input": {"command": cmd, "description": "Run a command"},
            "caller": {"type": "direct"},
        }
    )
    t._result(tool_id, REJECT, True, "User rejected tool use")
    rec = t._base("user")
    rec["message"] = {
        "role": "user",
        "content": [{"type": "text", "text": "[Request interrupted by user for tool use]"}],
    }
    t.records.append(rec)


def _ptuf(t: Transcript) -> None:
    tool_id = None
    for rec in reversed(t.records):
        if rec["type"] == "assistant":
            tool_id = rec["message"]["content"][0]["id"]
            break
    rec = t._base("progress")
    rec["data"] = {
        "type": "hook_progress",
        "hookEvent": "PostToolUseFailure",
        "hookName": "PostToolUseFailure:Bash",
        "command": "${CLAUDE_PLUGIN_ROOT}/scripts/post-tool-failure.sh",
    }
    rec["toolUseID"] = tool_id
    rec["parentToolUseID"] = tool_id
    t.records.append(rec)


def build(name: str, index: int, cwd: str, steps: list[tuple], branch: str = "main") -> Transcript:
    sid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"fixes6/{name}"))
    start = datetime(2026, 11, 3, 8, 0, tzinfo=timezone.utc) + timedelta(hours=7 * index)
    t = Transcript(session_id=sid, cwd=cwd, branch=branch, start=start)
    for step in steps:
        kind = step[0]
        if kind == "u":
            t.user(step[1])
        elif kind == "a":
            t.say(step[1])
        elif kind == "th":
            _thinking(t, step[1])
        elif kind == "b":
            code = step[3] if len(step) > 3 else 0
            t.bash(step[1], step[2], exit_code=code)
        elif kind == "bf":
            t.bash(step[1], step[2], exit_code=step[3])
            _ptuf(t)
        elif kind == "to":
            t.bash(step[1], step[2], interrupted=True)
        elif kind == "e":
            t.edit(step[1], step[2], step[3])
        elif kind == "w":
            t.write_file(step[1], step[2])
        elif kind == "rej":
            _rejected(t, step[1])
        else:
            raise ValueError(f"{name}: unknown step {kind!r}")
    return t


# ---------------------------------------------------------------- noise

_HEX = "0123456789abcdef"


def _hex(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(_HEX) for _ in range(n))


def noise(family: str, rng: random.Random, n: int) -> str:
    """n lines of the progress/warning chatter a tool of `family` prints."""
    out = []
    for i in range(n):
        k = rng.randrange(1000)
        if family == "docker":
            out.append(
                rng.choice(
                    [
                        f"#{i + 4} sha256:{_hex(rng, 64)} {k / 10:.1f}MB / {k / 5:.1f}MB {k % 9}.{k % 7}s",
                        f"#{i + 4} [linux/amd64 builder {i % 6 + 1}/7] RUN pip install --no-cache-dir -r requirements.txt",
                        f"#{i + 4} {k % 30}.{k % 10}12 Collecting pydantic-core==2.{k % 30}.0",
                        f"#{i + 4} DONE {k % 9}.{k % 10}s",
                        f"#{i + 4} CACHED",
                    ]
                )
            )
        elif family == "npm":
            out.append(
                rng.choice(
                    [
                        f"npm warn deprecated inflight@1.0.{k % 7}: This module is not supported, and leaks memory.",
                        f"npm warn deprecated glob@7.2.{k % 4}: Glob versions prior to v9 are no longer supported",
                        f"transforming ({k}) src/components/Panel{k % 40}.tsx",
                        f"  src/routes/r{k % 50}.ts  {k / 10:.2f} kB │ gzip: {k / 40:.2f} kB",
                        f"(!) Some chunks are larger than 500 kB after minification.",
                    ]
                )
            )
        elif family == "cargo":
            crate = rng.choice(["serde", "tokio", "syn", "quote", "libc", "hyper", "ring", "rustls", "bytes", "mio"])
            out.append(
                rng.choice(
                    [
                        f"   Compiling {crate} v1.{k % 40}.{k % 9}",
                        f"    Checking {crate} v0.{k % 30}.{k % 7}",
                        f"warning: unused import: `std::collections::HashMap`",
                        f"  --> src/routes/m{k % 20}.rs:{k % 90}:5",
                    ]
                )
            )
        elif family == "py":
            pkg = rng.choice(["httpx", "pydantic", "anyio", "sniffio", "idna", "certifi", "rich", "click", "sqlalchemy"])
            out.append(
                rng.choice(
                    [
                        f" + {pkg}==1.{k % 30}.{k % 9}",
                        f"Resolved {k % 90 + 20} packages in {k % 900}ms",
                        f"  Downloading {pkg}-2.{k % 10}.{k % 5}-py3-none-any.whl ({k} kB)",
                        f"DEBUG: loading module {pkg}.core",
                    ]
                )
            )
        elif family == "gradle":
            task = rng.choice(["preBuild", "compileDebugKotlin", "mergeDebugResources", "processDebugManifest", "javaPreCompileDebug", "checkDebugAarMetadata"])
            out.append(
                rng.choice(
                    [
                        f"> Task :app:{task} UP-TO-DATE",
                        f"> Task :core:{task}",
                        f"w: file:///home/dev/src/trailhead/app/src/main/java/ex/Feed{k % 20}.kt:{k % 80}:9 'getter for adapterPosition: Int' is deprecated.",
                        f"> Configure project :app",
                    ]
                )
            )
        elif family == "jest":
            out.append(
                rng.choice(
                    [
                        f" PASS  src/lib/util{k % 30}.test.ts ({k / 100:.3f} s)",
                        f" ✓ src/features/cart{k % 12}.test.ts ({k % 20} tests) {k}ms",
                        f"    console.warn",
                        f"      Warning: An update to Cart inside a test was not wrapped in act(...).",
                    ]
                )
            )
        elif family == "tf":
            out.append(
                rng.choice(
                    [
                        f"INFO[00{k % 60:02d}] Downloading Terraform configurations from git::ssh://git@git.corp.example/infra/modules.git?ref=v3.{k % 20}.0",
                        f"INFO[00{k % 60:02d}] Executing hook: before_hook prefix=[/home/dev/src/infra-live/staging/vpc]",
                        f"- Installing hashicorp/aws v5.{k % 80}.0...",
                        f"module.vpc.aws_subnet.private[{k % 3}]: Refreshing state... [id=subnet-{_hex(rng, 17)}]",
                    ]
                )
            )
        elif family == "k8s":
            out.append(
                rng.choice(
                    [
                        f"time=\"2026-11-{k % 28 + 1:02d}T10:{k % 60:02d}:11Z\" level=info msg=\"context: kind-dev\"",
                        f"I1204 10:{k % 60:02d}:{k % 60:02d}.{k:06d}   41{k % 90} out.go:345] Setting OutFile to fd 1 ...",
                        f"* Pulling base image v0.0.{k % 50} ...",
                        f"  - Generating certificates and keys ...",
                    ]
                )
            )
        elif family == "pio":
            out.append(
                rng.choice(
                    [
                        f"Compiling .pio/build/esp32dev/src/sensor{k % 20}.cpp.o",
                        f"Compiling .pio/build/esp32dev/lib{k % 9}/Wire/Wire.cpp.o",
                        f"Archiving .pio/build/esp32dev/libFrameworkArduino.a",
                        f"Indexing .pio/build/esp32dev/libFrameworkArduino.a",
                    ]
                )
            )
        elif family == "sql":
            out.append(
                rng.choice(
                    [
                        f"pg_restore: creating TABLE \"public.order_line_{k % 40}\"",
                        f"pg_restore: processing data for table \"public.events_{k % 12}\"",
                        f"NOTICE:  relation \"ix_orders_{k % 30}\" already exists, skipping",
                        f"CREATE INDEX",
                    ]
                )
            )
        else:
            out.append(
                rng.choice(
                    [
                        f"[{k % 24:02d}:{k % 60:02d}:{k % 60:02d}] info  loading plugin {k % 17}",
                        f"[{k % 24:02d}:{k % 60:02d}:{k % 60:02d}] debug resolved config in {k}ms",
                        f"[{k % 24:02d}:{k % 60:02d}:{k % 60:02d}] warn  option 'legacy' is deprecated",
                    ]
                )
            )
    return "\n".join(out)


def long_out(family: str, rng: random.Random, core: str, before: int = 14, after: int = 8) -> str:
    """A tool output with `core` buried between chatter lines."""
    parts = [noise(family, rng, before), core]
    if after:
        parts.append(noise(family, rng, after))
    return "\n".join(parts)


def fix(error: str, groups: list[list[str]], kind: str = "bugfix", eid: str = "e1") -> dict:
    return {"id": eid, "source": "fix", "kind": kind, "error": error, "must_contain_any": groups}


def lesson(groups: list[list[str]], eid: str = "e1") -> dict:
    return {"id": eid, "source": "agent", "kind": "lesson", "must_contain_any": groups}


def secret(rng: random.Random, prefix: str, n: int, alphabet: str) -> str:
    return prefix + "".join(rng.choice(alphabet) for _ in range(n))
