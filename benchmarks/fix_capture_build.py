# ruff: noqa: E501  (transcript text: long lines are the data, as a tool printed them)
"""Build the labelled failure -> fix set in benchmarks/data/fixes/ (issue 29, part 3).

    python -m benchmarks.fix_capture_build

Small synthetic Claude Code sessions (benchmarks.cc_transcript writes the real JSONL
shape) across eight stacks: a failing command and what made it pass (an install, a config
edit, a setup step, another invocation), and the cases that must leave no fix memory (a
flaky rerun, a failure never fixed, an unrelated follow-up, an interrupted run), plus the
agent's own lessons next to its narration. Each case names its half (`tune` or
`heldout`), fixed here before anything was measured, alternating within each stack so both
halves cover every stack and most kinds of case. `labels.json` holds, per transcript, the
memories a careful colleague would keep (`expected`) and terms no memory may contain
(`traps`); benchmarks/fix_capture_bench.py scores the sleep pass against them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.cc_transcript import Transcript

OUT = Path(__file__).resolve().parent / "data" / "fixes"


@dataclass
class Case:
    name: str
    stack: str
    split: str  # "tune" | "heldout"
    shape: str  # install | config | setup | invocation | flaky | unfixed | unrelated | ...
    build: Callable[[Transcript], None]
    expected: list[dict[str, Any]] = field(default_factory=list)
    traps: list[str] = field(default_factory=list)


def fix(kind: str, error: str, *groups: list[str]) -> dict[str, Any]:
    """An expected fix memory: the decisive error text verbatim, and its match groups."""
    return {"source": "fix", "kind": kind, "error": error, "must_contain_any": list(groups)}


def said(kind: str, *groups: list[str]) -> dict[str, Any]:
    """An expected memory from the agent's own words."""
    return {"source": "agent", "kind": kind, "must_contain_any": list(groups)}


CWD = {
    "go": "/home/dev/src/ledger",
    "python": "/home/dev/work/invoicer",
    "node": "/home/dev/code/storefront",
    "rust": "/home/dev/projects/tallyctl",
    "ruby": "/home/dev/apps/bookings",
    "jvm": "/home/dev/ws/orders-service",
    "terraform": "/home/dev/infra/platform",
    "docker": "/home/dev/svc/thumbnailer",
}
CASES: list[Case] = []


def case(name: str, stack: str, split: str, shape: str, expected=(), traps=()):  # type: ignore[no-untyped-def]
    def register(build: Callable[[Transcript], None]) -> Callable[[Transcript], None]:
        CASES.append(Case(name, stack, split, shape, build, list(expected), list(traps)))
        return build

    return register


# --- Go -------------------------------------------------------------------------------------


@case(
    "go_sum_tidy",
    "go",
    "tune",
    "install",
    [fix("bugfix", "missing go.sum entry for module providing package github.com/google/uuid",
         ["go build"], ["go mod tidy"])],
)  # fmt: skip
def _(t: Transcript) -> None:
    t.user("The ids package should use UUIDv7 now. Wire it in and make sure it builds.")
    t.edit(
        f"{CWD['go']}/internal/ids/ids.go",
        'import "crypto/rand"',
        'import "github.com/google/uuid"',
    )
    t.bash(
        "go build ./...",
        "internal/ids/ids.go:4:2: missing go.sum entry for module providing package "
        "github.com/google/uuid (imported by example.com/ledger/internal/ids); to add:\n"
        "\tgo get example.com/ledger/internal/ids",
        1,
    )
    t.say("The module needs its go.sum updated; tidying.")
    t.bash(
        "go mod tidy",
        "go: finding module for package github.com/google/uuid\ngo: found github.com/google/uuid in github.com/google/uuid v1.6.0",
    )
    t.bash("go build ./...", "")
    t.say("Builds now.")


@case(
    "go_get_testify",
    "go",
    "heldout",
    "install",
    [fix("bugfix", "no required module provides package github.com/stretchr/testify/require",
         ["go test"], ["go get github.com/stretchr/testify"])],
)  # fmt: skip
def _(t: Transcript) -> None:
    t.user("add a table test for ParseAmount")
    t.write_file(
        f"{CWD['go']}/money/parse_test.go",
        'package money\n\nimport "github.com/stretchr/testify/require"\n',
    )
    t.bash(
        "go test ./money/...",
        "money/parse_test.go:5:2: no required module provides package "
        "github.com/stretchr/testify/require; to add it:\n\tgo get github.com/stretchr/testify/require\n"
        "FAIL\texample.com/ledger/money [setup failed]",
        1,
    )
    t.bash(
        "go get github.com/stretchr/testify@v1.9.0", "go: added github.com/stretchr/testify v1.9.0"
    )
    t.bash("go test ./money/...", "ok  \texample.com/ledger/money\t0.012s")


@case("go_race_cgo", "go", "tune", "invocation",
      [fix("lesson", "-race requires cgo; enable cgo by setting CGO_ENABLED=1",
           ["CGO_ENABLED=1"], ["go test"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("Run the race detector over the worker pool, I think there's a data race.")
    t.bash(
        "go test -race ./pool/...", "go: -race requires cgo; enable cgo by setting CGO_ENABLED=1", 2
    )
    t.bash("CGO_ENABLED=1 go test -race ./pool/...", "ok  \texample.com/ledger/pool\t1.204s")
    t.say("No race reported in the pool package.")


@case("go_flaky_pool", "go", "heldout", "flaky", traps=["timed out waiting for worker"])
def _(t: Transcript) -> None:
    t.user("run the tests before I merge")
    t.bash(
        "go test ./...",
        "--- FAIL: TestWorkerPoolDrain (0.05s)\n    pool_test.go:41: timed out waiting for worker 3\n"
        "FAIL\nFAIL\texample.com/ledger/pool\t0.081s\nok  \texample.com/ledger/money\t0.010s",
        1,
    )
    t.say("One timing failure in the pool tests; rerunning to see if it is consistent.")
    t.bash("git status --short", "")
    t.bash(
        "go test ./...",
        "ok  \texample.com/ledger/pool\t0.079s\nok  \texample.com/ledger/money\t0.010s",
    )
    t.say("Passes on rerun.")


@case("go_unfixed_build", "go", "tune", "unfixed", traps=["undefined: cfg.Timeout"])
def _(t: Transcript) -> None:
    t.user("Move the HTTP timeout into the config struct.")
    t.edit(
        f"{CWD['go']}/cmd/server/main.go", "timeout := 5 * time.Second", "timeout := cfg.Timeout"
    )
    t.bash("go build ./...", "cmd/server/main.go:31:14: undefined: cfg.Timeout", 1)
    t.edit(
        f"{CWD['go']}/internal/config/config.go",
        "type Config struct {",
        "type Config struct {\n\tTimeout time.Duration",
    )
    t.bash("go build ./...", "internal/config/config.go:9:10: undefined: time", 1)
    t.say("I'll add the import in the next step.")


@case(
    "go_agent_sqlc",
    "go",
    "heldout",
    "agent_lesson",
    [said("bugfix", ["sqlc"], ["-- name:", "name:"])],
)
def _(t: Transcript) -> None:
    t.user("Why is GetInvoiceTotals missing from the generated code?")
    t.bash("cat db/query/invoices.sql", "SELECT sum(amount) FROM invoices WHERE customer_id = $1;")
    t.say(
        "Turns out `sqlc` needs every query in `db/query/` to start with a `-- name:` comment, "
        "otherwise `sqlc generate` skips it without a warning."
    )
    t.edit(
        f"{CWD['go']}/db/query/invoices.sql",
        "SELECT sum",
        "-- name: GetInvoiceTotals :one\nSELECT sum",
    )
    t.bash("sqlc generate", "")


# --- Python ---------------------------------------------------------------------------------


@case("py_pip_editable", "python", "tune", "install",
      [fix("bugfix", "ModuleNotFoundError: No module named 'invoicer'", ["pytest"], ["pip install -e ."])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("Fresh clone. Get the test suite running please.")
    t.bash(
        "python -m venv .venv && . .venv/bin/activate && pytest -q",
        "ImportError while importing test module '/home/dev/work/invoicer/tests/test_totals.py'.\n"
        "Hint: make sure your test modules/packages have valid Python names.\nTraceback:\n"
        "tests/test_totals.py:1: in <module>\n    from invoicer.totals import total\n"
        "E   ModuleNotFoundError: No module named 'invoicer'\n"
        "=========================== short test summary info ============================\n"
        "ERROR tests/test_totals.py\n1 error in 0.08s",
        2,
    )
    t.bash("pip install -e .", "Successfully installed invoicer-0.4.0")
    t.bash("pytest -q", "........\n8 passed in 0.31s")


@case("py_mypy_stubs", "python", "heldout", "install",
      [fix("bugfix", 'Library stubs not installed for "requests"', ["mypy"], ["types-requests"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("make mypy pass, CI is red")
    t.bash(
        "mypy src",
        'src/invoicer/client.py:3: error: Library stubs not installed for "requests"  [import-untyped]\n'
        'src/invoicer/client.py:3: note: Hint: "python3 -m pip install types-requests"\n'
        "Found 1 error in 1 file (checked 14 source files)",
        1,
    )
    t.bash("pip install types-requests", "Successfully installed types-requests-2.32.0.20240914")
    t.bash("mypy src", "Success: no issues found in 14 source files")


@case("py_pythonpath_config", "python", "tune", "config",
      [fix("bugfix", "ModuleNotFoundError: No module named 'app'", ["pyproject.toml"], ["pythonpath"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("I moved the package under src/. Tests broke, fix that.")
    t.bash(
        "pytest tests -q",
        "ImportError while loading conftest '/home/dev/work/invoicer/tests/conftest.py'.\n"
        "tests/conftest.py:3: in <module>\n    from app.db import make_session\n"
        "E   ModuleNotFoundError: No module named 'app'",
        4,
    )
    t.edit(
        f"{CWD['python']}/pyproject.toml",
        '[tool.pytest.ini_options]\ntestpaths = ["tests"]',
        '[tool.pytest.ini_options]\ntestpaths = ["tests"]\npythonpath = ["src"]',
    )
    t.bash("pytest tests -q", "............\n12 passed in 0.52s")


@case("py_flaky_sync", "python", "heldout", "flaky", traps=["assert 2 == 3"])
def _(t: Transcript) -> None:
    t.user("run the sync tests")
    t.bash(
        "pytest tests/test_sync.py -q",
        "F...\n=================================== FAILURES ===================================\n"
        "E       assert 2 == 3\n"
        "=========================== short test summary info ============================\n"
        "FAILED tests/test_sync.py::test_parallel_upload - assert 2 == 3\n1 failed, 3 passed in 1.20s",
        1,
    )
    t.bash("sleep 2", "")
    t.bash("pytest tests/test_sync.py -q", "....\n4 passed in 1.10s")
    t.say("Green on the second run.")


@case("py_unrelated_install", "python", "tune", "unrelated",
      [said("bugfix", ["ROUND_HALF_UP"], ["total", "Decimal"])],
      traps=["pip install rich"])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("The totals test fails since yesterday, can you check?")
    t.bash(
        "pytest tests/test_totals.py -q",
        "F.......\nE       AssertionError: assert Decimal('10.12') == Decimal('10.13')\n"
        "FAILED tests/test_totals.py::test_rounding - AssertionError: assert Decimal('10.12') == Decimal('10.13')\n"
        "1 failed, 7 passed in 0.30s",
        1,
    )
    t.bash("pip install rich", "Successfully installed rich-13.9.2")
    t.say(
        "The root cause was that `total()` quantizes with the default ROUND_HALF_EVEN, "
        "while invoices must round with ROUND_HALF_UP."
    )
    t.edit(
        f"{CWD['python']}/src/invoicer/totals.py",
        ".quantize(CENT)",
        ".quantize(CENT, rounding=ROUND_HALF_UP)",
    )
    t.bash("pytest tests/test_totals.py -q", "........\n8 passed in 0.29s")


@case("py_interrupted", "python", "heldout", "interrupted", traps=["pytest-xdist"])
def _(t: Transcript) -> None:
    t.user("run the whole suite")
    t.bash("pytest -q", "....................................", interrupted=True)
    t.bash("pip install pytest-xdist", "Successfully installed execnet-2.1.1 pytest-xdist-3.6.1")
    t.bash("pytest -q -n 4", "........................................\n212 passed in 21.40s")


@case("py_narration", "python", "tune", "narration", traps=["timezone", "USE_TZ"])
def _(t: Transcript) -> None:
    t.user("The report dates look off by one. Have a look.")
    t.say("Let me check the settings module first.")
    t.bash("grep -n TIME_ZONE config/settings.py", "41:TIME_ZONE = 'UTC'")
    t.say("Maybe the issue is the timezone setting, USE_TZ could be off.")
    t.bash("grep -n USE_TZ config/settings.py", "42:USE_TZ = True")
    t.say("I'll run the report tests next to see what they print.")
    t.bash("pytest tests/test_report.py -q", "...\n3 passed in 0.20s")


# --- Node / TypeScript ------------------------------------------------------------------------


@case("node_cannot_find_module", "node", "heldout", "install",
      [fix("bugfix", "Cannot find module 'supertest'", ["npm test"], ["supertest"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("add an API test for /health")
    t.write_file(f"{CWD['node']}/test/health.test.js", "const request = require('supertest');\n")
    t.bash(
        "npm test",
        "> storefront@1.8.0 test\n> jest\n\n FAIL  test/health.test.js\n  ● Test suite failed to run\n\n"
        "    Cannot find module 'supertest' from 'test/health.test.js'\n\n"
        "Test Suites: 1 failed, 6 passed, 7 total\nTests:       31 passed, 31 total",
        1,
    )
    t.bash("npm i -D supertest", "added 24 packages, and audited 612 packages in 3s")
    t.bash("npm test", "Test Suites: 7 passed, 7 total\nTests:       33 passed, 33 total")


@case("node_types_express", "node", "tune", "install",
      [fix("bugfix", "Could not find a declaration file for module 'express'", ["tsc"], ["@types/express"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("Typecheck is failing on the server entry. Sort it out.")
    t.bash(
        "npx tsc --noEmit",
        "src/server.ts(1,21): error TS7016: Could not find a declaration file for module 'express'. "
        "'/home/dev/code/storefront/node_modules/express/index.js' implicitly has an 'any' type.",
        2,
    )
    t.bash("npm install --save-dev @types/express", "added 9 packages in 2s")
    t.bash("npx tsc --noEmit", "")


@case("node_tsconfig_interop", "node", "heldout", "config",
      [fix("bugfix", "can only be default-imported using the 'esModuleInterop' flag",
           ["tsconfig.json"], ["esModuleInterop"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("switch the logger to pino")
    t.edit(f"{CWD['node']}/src/log.ts", "import winston from 'winston'", "import pino from 'pino'")
    t.bash(
        "npx tsc --noEmit",
        "src/log.ts(1,8): error TS1259: Module '\"/home/dev/code/storefront/node_modules/pino/pino\"' "
        "can only be default-imported using the 'esModuleInterop' flag",
        2,
    )
    t.edit(
        f"{CWD['node']}/tsconfig.json",
        '"strict": true,',
        '"strict": true,\n    "esModuleInterop": true,',
    )
    t.bash("npx tsc --noEmit", "")


@case("node_heap_invocation", "node", "tune", "invocation",
      [fix("lesson", "JavaScript heap out of memory", ["NODE_OPTIONS"], ["max-old-space-size"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("production build please")
    t.bash(
        "npm run build",
        "> storefront@1.8.0 build\n> next build\n\n   Creating an optimized production build ...\n\n"
        "<--- Last few GCs --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        134,
    )
    t.bash(
        "NODE_OPTIONS=--max-old-space-size=4096 npm run build",
        "   Creating an optimized production build ...\n ✓ Compiled successfully",
    )


@case("node_flaky_e2e", "node", "heldout", "flaky", traps=["Timeout 5000ms exceeded"])
def _(t: Transcript) -> None:
    t.user("run e2e before release")
    t.bash(
        "npx playwright test",
        "  1) [chromium] › checkout.spec.ts:12:5 › pays with card\n\n"
        "    Error: locator.click: Timeout 5000ms exceeded.\n\n  1 failed\n  23 passed (41.2s)",
        1,
    )
    t.say("One timeout in checkout; trying again.")
    t.bash("npx playwright test", "  24 passed (39.8s)")


@case("node_unfixed_type", "node", "tune", "unfixed", traps=["Property 'user' does not exist"])
def _(t: Transcript) -> None:
    t.user("upgrade next-auth to v5")
    t.bash("npm i next-auth@5", "added 3 packages, changed 2 packages in 4s")
    t.bash(
        "npm run build",
        "./src/app/account/page.tsx:14:23\nType error: Property 'user' does not exist on type 'Session | null'.",
        1,
    )
    t.edit(f"{CWD['node']}/src/app/account/page.tsx", "session.user", "session?.user")
    t.bash(
        "npm run build",
        "./src/app/orders/page.tsx:9:31\nType error: Property 'user' does not exist on type 'Session | null'.",
        1,
    )


@case("node_agent_remote_patterns", "node", "heldout", "agent_lesson",
      [said("bugfix", ["remotePatterns"], ["next.config", "next/image"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("Product images from the CDN are broken on staging. Why?")
    t.bash(
        "curl -sI https://staging.shop.example/_next/image?url=https%3A%2F%2Fcdn.example%2Fa.jpg&w=640&q=75",
        "HTTP/2 400",
    )
    t.say(
        "It turns out `next/image` needs the CDN host listed under `images.remotePatterns` in "
        "`next.config.js`; without it every remote image gets a 400."
    )
    t.edit(
        f"{CWD['node']}/next.config.js",
        "images: {}",
        "images: { remotePatterns: [{ hostname: 'cdn.example' }] }",
    )


# --- Rust -----------------------------------------------------------------------------------


@case("rust_cargo_add", "rust", "tune", "install",
      [fix("bugfix", "unresolved import `serde_json`", ["cargo build"], ["cargo add serde_json"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("print the report as JSON when --json is passed")
    t.edit(
        f"{CWD['rust']}/src/main.rs",
        "use clap::Parser;",
        "use clap::Parser;\nuse serde_json::json;",
    )
    t.bash(
        "cargo build",
        "   Compiling tallyctl v0.3.0 (/home/dev/projects/tallyctl)\n"
        "error[E0432]: unresolved import `serde_json`\n --> src/main.rs:2:5\n  |\n"
        "2 | use serde_json::json;\n  |     ^^^^^^^^^^ use of undeclared crate or module `serde_json`\n\n"
        'error: could not compile `tallyctl` (bin "tallyctl") due to 1 previous error',
        101,
    )
    t.bash(
        "cargo add serde_json",
        "    Updating crates.io index\n      Adding serde_json v1.0.128 to dependencies",
    )
    t.bash(
        "cargo build",
        "   Compiling tallyctl v0.3.0\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 4.21s",
    )


@case("rust_reqwest_feature", "rust", "heldout", "config",
      [fix("bugfix", "no method named `json` found for struct `RequestBuilder`", ["Cargo.toml"], ["json"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("post the tallies to the collector endpoint")
    t.bash(
        "cargo test",
        "error[E0599]: no method named `json` found for struct `RequestBuilder` in the current scope\n"
        "  --> src/upload.rs:18:10\n   |\n18 |         .json(&tallies)\n   |          ^^^^ method not found in `RequestBuilder`\n"
        "   = note: the method is available for `RequestBuilder` when the `json` feature is enabled",
        101,
    )
    t.edit(
        f"{CWD['rust']}/Cargo.toml",
        'reqwest = { version = "0.12" }',
        'reqwest = { version = "0.12", features = ["json"] }',
    )
    t.bash(
        "cargo test", "test result: ok. 17 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out"
    )


@case("rust_linker_apt", "rust", "tune", "install",
      [fix("bugfix", "error: linker `cc` not found", ["cargo build"], ["build-essential"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("build it in this new container")
    t.bash(
        "cargo build --release",
        "   Compiling libc v0.2.158\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\n"
        "error: could not compile `libc` (build script) due to 1 previous error",
        101,
    )
    t.bash(
        "sudo apt-get update && sudo apt-get install -y build-essential",
        "Setting up build-essential (12.9) ...",
    )
    t.bash(
        "cargo build --release", "    Finished `release` profile [optimized] target(s) in 38.02s"
    )


@case("rust_flaky_port", "rust", "heldout", "flaky", traps=["Address already in use"])
def _(t: Transcript) -> None:
    t.user("cargo test before the PR")
    t.bash(
        "cargo test",
        "thread 'net::tests::binds_port' panicked at src/net.rs:88:9:\n"
        'called `Result::unwrap()` on an `Err` value: Os { code: 98, kind: AddrInUse, message: "Address already in use" }\n'
        "test result: FAILED. 16 passed; 1 failed; 0 ignored",
        101,
    )
    t.bash("ps aux | grep tallyctl", "dev  4121  0.0  0.0  grep tallyctl")
    t.bash("cargo test", "test result: ok. 17 passed; 0 failed; 0 ignored")


@case("rust_interrupted", "rust", "tune", "interrupted", traps=["--release"])
def _(t: Transcript) -> None:
    t.user("run the benches-as-tests")
    t.bash(
        "cargo test -- --include-ignored",
        "running 19 tests\ntest big::sum_1e9 ... ",
        interrupted=True,
    )
    t.bash(
        "cargo test --release -- --include-ignored",
        "test result: ok. 19 passed; 0 failed; 0 ignored",
    )


@case("rust_agent_send", "rust", "heldout", "agent_lesson",
      [said("bugfix", ["MutexGuard"], ["await", "Send"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("make the uploader run in the background")
    t.edit(
        f"{CWD['rust']}/src/upload.rs",
        "upload(&state).await;",
        "tokio::spawn(upload(state.clone()));",
    )
    t.bash(
        "cargo clippy",
        "error: future cannot be sent between threads safely\n   --> src/upload.rs:31:18\n"
        "note: future is not `Send` as this value is used across an await",
        101,
    )
    t.say(
        "The real cause: `tokio::spawn` needs the future to be `Send`, and the `std::sync::MutexGuard` "
        "was held across the `.await` in `upload()`."
    )
    t.edit(
        f"{CWD['rust']}/src/upload.rs",
        "let guard = state.lock().unwrap();",
        "let batch = { state.lock().unwrap().take() };",
    )
    t.bash(
        "cargo clippy", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.10s"
    )


# --- Ruby -----------------------------------------------------------------------------------


@case("ruby_bundle_install", "ruby", "tune", "install",
      [fix("bugfix", "Could not find gem 'faker'", ["rspec"], ["bundle install"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("pull main and run the specs")
    t.bash("git pull --ff-only", "Updating 3e1a2b0..9c4d7f1\nFast-forward\n Gemfile | 1 +")
    t.bash(
        "bundle exec rspec",
        "Could not find gem 'faker' in locally installed gems.\n\nRun `bundle install` to install missing gems.",
        7,
    )
    t.bash("bundle install", "Fetching faker 3.4.2\nInstalling faker 3.4.2\nBundle complete!")
    t.bash("bundle exec rspec", "Finished in 4.12 seconds\n212 examples, 0 failures")


@case("ruby_pending_migration", "ruby", "heldout", "setup",
      [fix("bugfix", "Migrations are pending", ["db:migrate"], ["rails test"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("run the model tests")
    t.bash(
        "bin/rails test test/models",
        "ActiveRecord::PendingMigrationError: Migrations are pending. To resolve this issue, run:\n\n"
        "        bin/rails db:migrate RAILS_ENV=test",
        1,
    )
    t.bash(
        "bin/rails db:migrate RAILS_ENV=test",
        "== 20261130101500 AddCancelledAtToBookings: migrated (0.0031s)",
    )
    t.bash(
        "bin/rails test test/models",
        "Finished in 1.9s\n88 runs, 204 assertions, 0 failures, 0 errors, 0 skips",
    )


@case("ruby_flaky_capybara", "ruby", "tune", "flaky", traps=["ElementNotFound"])
def _(t: Transcript) -> None:
    t.user("system specs please")
    t.bash(
        "bundle exec rspec spec/system",
        "Failures:\n\n  1) Booking form saves a booking\n     Failure/Error: click_on 'Save'\n\n"
        '     Capybara::ElementNotFound:\n       Unable to find button "Save"\n\n14 examples, 1 failure',
        1,
    )
    t.bash("bundle exec rspec spec/system", "14 examples, 0 failures")


@case("ruby_unrelated_gem", "ruby", "heldout", "unrelated", traps=["gem install pry"])
def _(t: Transcript) -> None:
    t.user("the order count spec is failing")
    t.bash(
        "bundle exec rspec spec/models/order_spec.rb",
        "  1) Order#items_count counts only active items\n     Failure/Error: expect(order.items_count).to eq(3)\n\n"
        "       expected: 3\n            got: 2\n\n5 examples, 1 failure",
        1,
    )
    t.bash("gem install pry", "Successfully installed pry-0.14.2\n1 gem installed")
    t.say("Let me look at the scope used by items_count.")
    t.edit(
        f"{CWD['ruby']}/app/models/order.rb",
        "items.where(state: :active)",
        "items.where(state: %i[active reserved])",
    )
    t.bash("bundle exec rspec spec/models/order_spec.rb", "5 examples, 0 failures")


@case("ruby_narration", "ruby", "tune", "narration", traps=["let!"])
def _(t: Transcript) -> None:
    t.user("see why the booking spec is slow")
    t.say("I'll check the factory definitions first.")
    t.bash(
        "cat spec/factories/bookings.rb", "FactoryBot.define do\n  factory :booking do\n  end\nend"
    )
    t.say("I think the problem might be the `let!` blocks creating records eagerly.")
    t.say("Let me run `bundle exec rspec spec/models/booking_spec.rb --profile` to see.")
    t.bash(
        "bundle exec rspec spec/models/booking_spec.rb --profile",
        "Top 3 slowest examples (1.2 seconds)\n9 examples, 0 failures",
    )


# --- Java / Gradle --------------------------------------------------------------------------


@case("gradle_source_release", "jvm", "heldout", "config",
      [fix("bugfix", "invalid source release: 21", ["build.gradle.kts"], ["gradlew build"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("build the service on this machine, it only has JDK 17")
    t.bash(
        "./gradlew build",
        "> Task :compileJava FAILED\nerror: invalid source release: 21\n\nFAILURE: Build failed with an exception.\n\n"
        "* What went wrong:\nExecution failed for task ':compileJava'.\n\nBUILD FAILED in 3s",
        1,
    )
    t.edit(
        f"{CWD['jvm']}/build.gradle.kts",
        "languageVersion.set(JavaLanguageVersion.of(21))",
        "languageVersion.set(JavaLanguageVersion.of(17))",
    )
    t.bash("./gradlew build", "BUILD SUCCESSFUL in 41s\n9 actionable tasks: 9 executed")


@case("gradle_refresh_deps", "jvm", "tune", "invocation",
      [fix("lesson", "Could not find com.example:ledger-core:2.3.1", ["--refresh-dependencies"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("ledger-core 2.3.1 was just published, the tests should pick it up")
    t.bash(
        "./gradlew test",
        "FAILURE: Build failed with an exception.\n\n* What went wrong:\n"
        "Execution failed for task ':compileJava'.\n> Could not resolve all files for configuration ':compileClasspath'.\n"
        "   > Could not find com.example:ledger-core:2.3.1.\n\nBUILD FAILED in 6s",
        1,
    )
    t.bash("./gradlew test --refresh-dependencies", "BUILD SUCCESSFUL in 52s")


@case("gradle_assertj_dep", "jvm", "heldout", "config",
      [fix("bugfix", "package org.assertj.core.api does not exist", ["build.gradle"], ["assertj"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("write the OrderTotals test with AssertJ")
    t.write_file(
        f"{CWD['jvm']}/src/test/java/com/example/orders/OrderTotalsTest.java",
        "import static org.assertj.core.api.Assertions.assertThat;\n",
    )
    t.bash(
        "./gradlew test",
        "> Task :compileTestJava FAILED\n/home/dev/ws/orders-service/src/test/java/com/example/orders/OrderTotalsTest.java:3: "
        "error: package org.assertj.core.api does not exist\n\nBUILD FAILED in 4s",
        1,
    )
    t.edit(
        f"{CWD['jvm']}/build.gradle",
        "testImplementation 'org.junit.jupiter:junit-jupiter:5.10.2'",
        "testImplementation 'org.junit.jupiter:junit-jupiter:5.10.2'\n    testImplementation 'org.assertj:assertj-core:3.25.3'",
    )
    t.bash("./gradlew test", "BUILD SUCCESSFUL in 23s")


@case("gradle_flaky_concurrency", "jvm", "tune", "flaky", traps=["concurrentCheckout"])
def _(t: Transcript) -> None:
    t.user("full test run")
    t.bash(
        "./gradlew test",
        "OrderServiceTest > concurrentCheckout() FAILED\n    java.lang.AssertionError at OrderServiceTest.java:57\n\n"
        "41 tests completed, 1 failed\n\nBUILD FAILED in 19s",
        1,
    )
    t.bash("./gradlew test", "BUILD SUCCESSFUL in 18s")


@case("gradle_unfixed", "jvm", "heldout", "unfixed", traps=["expected: <42> but was: <40>"])
def _(t: Transcript) -> None:
    t.user("fix the discount calculation test")
    t.bash(
        "./gradlew test --tests '*DiscountTest'",
        "DiscountTest > appliesTieredDiscount() FAILED\n    org.opentest4j.AssertionFailedError: expected: <42> but was: <40>\n\nBUILD FAILED in 8s",
        1,
    )
    t.edit(
        f"{CWD['jvm']}/src/main/java/com/example/orders/Discount.java",
        "if (qty > 10)",
        "if (qty >= 10)",
    )
    t.bash(
        "./gradlew test --tests '*DiscountTest'",
        "DiscountTest > appliesTieredDiscount() FAILED\n    org.opentest4j.AssertionFailedError: expected: <42> but was: <41>\n\nBUILD FAILED in 8s",
        1,
    )


@case("java_agent_hikari", "jvm", "tune", "agent_lesson",
      [said("bugfix", ["maximum-pool-size"], ["max-active", "Hikari", "hikari"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("Why do we still only get 10 DB connections under load?")
    t.bash(
        "grep -rn 'max-active' src/main/resources",
        "src/main/resources/application.yml:12:    max-active: 50",
    )
    t.say(
        "Found it: Spring Boot 3 reads `spring.datasource.hikari.maximum-pool-size`; the old "
        "`spring.datasource.max-active` key is silently ignored, so Hikari keeps its default of 10."
    )
    t.edit(
        f"{CWD['jvm']}/src/main/resources/application.yml",
        "    max-active: 50",
        "    hikari:\n      maximum-pool-size: 50",
    )


# --- Terraform ------------------------------------------------------------------------------


@case("tf_lock_init", "terraform", "heldout", "install",
      [fix("bugfix", "Error: Inconsistent dependency lock file", ["terraform plan"], ["terraform init"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("add the cloudflare provider and plan")
    t.edit(
        f"{CWD['terraform']}/versions.tf",
        "required_providers {",
        'required_providers {\n    cloudflare = { source = "cloudflare/cloudflare", version = "~> 4.40" }',
    )
    t.bash(
        "terraform plan",
        "╷\n│ Error: Inconsistent dependency lock file\n│ \n"
        "│ The following dependency selections recorded in the lock file are inconsistent with the current configuration:\n"
        "│   - provider registry.terraform.io/cloudflare/cloudflare: required by this configuration but no version is selected\n"
        "│ \n│ To make the initial dependency selections that will initialize the dependency lock file, run:\n"
        "│   terraform init\n╵",
        1,
    )
    t.bash("terraform init -upgrade", "Terraform has been successfully initialized!")
    t.bash("terraform plan", "Plan: 2 to add, 0 to change, 0 to destroy.")


@case("tf_var_file", "terraform", "tune", "invocation",
      [fix("lesson", "Error: No value for required variable", ["-var-file"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("plan staging")
    t.bash(
        "terraform plan",
        '╷\n│ Error: No value for required variable\n│ \n│   on variables.tf line 1:\n│    1: variable "env" {\n│ \n'
        '│ The root module input variable "env" is not set, and has no default value.\n╵',
        1,
    )
    t.bash("ls envs", "prod.tfvars\nstaging.tfvars")
    t.bash(
        "terraform plan -var-file=envs/staging.tfvars", "Plan: 0 to add, 1 to change, 0 to destroy."
    )


@case("tf_unsupported_argument", "terraform", "heldout", "config",
      [fix("bugfix", "Error: Unsupported argument", ["main.tf"], ["terraform validate"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("bump the aws provider to 5.x")
    t.edit(f"{CWD['terraform']}/versions.tf", 'version = "~> 4.67"', 'version = "~> 5.70"')
    t.bash("terraform init -upgrade", "Terraform has been successfully initialized!")
    t.bash(
        "terraform validate",
        '╷\n│ Error: Unsupported argument\n│ \n│   on main.tf line 14, in resource "aws_s3_bucket" "logs":\n'
        '│   14:   acl = "private"\n│ \n│ An argument named "acl" is not expected here.\n╵',
        1,
    )
    t.edit(
        f"{CWD['terraform']}/main.tf",
        '  bucket = "platform-logs"\n  acl    = "private"\n}',
        '  bucket = "platform-logs"\n}\n\nresource "aws_s3_bucket_acl" "logs" {\n  bucket = aws_s3_bucket.logs.id\n  acl    = "private"\n}',
    )
    t.bash("terraform validate", "Success! The configuration is valid.")


@case("tf_flaky_apply", "terraform", "tune", "flaky", traps=["send request failed"])
def _(t: Transcript) -> None:
    t.user("apply the staging plan")
    t.bash(
        "terraform apply -auto-approve tfplan",
        "╷\n│ Error: waiting for EKS Node Group (staging:general) create: RequestError: send request failed\n╵",
        1,
    )
    t.bash(
        "terraform apply -auto-approve tfplan",
        "Apply complete! Resources: 1 added, 0 changed, 0 destroyed.",
    )


@case("tf_agent_for_each", "terraform", "heldout", "agent_lesson",
      [fix("bugfix", "Error: Invalid for_each argument", ["main.tf"], ["terraform plan"])],
      traps=[])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("create the DNS records for the new services")
    t.bash(
        "terraform plan",
        '╷\n│ Error: Invalid for_each argument\n│ \n│   on main.tf line 40, in resource "aws_route53_record" "svc":\n'
        '│ The "for_each" map includes keys derived from resource attributes that cannot be determined until apply\n╵',
        1,
    )
    t.say(
        "The issue was that `for_each` on `aws_route53_record` used zone IDs known only after "
        "apply; they have to come from `data.aws_route53_zone` instead."
    )
    t.edit(
        f"{CWD['terraform']}/main.tf",
        "zone_id = aws_route53_zone.main.zone_id",
        "zone_id = data.aws_route53_zone.main.zone_id",
    )
    t.bash("terraform plan", "Plan: 3 to add, 0 to change, 0 to destroy.")


# --- Docker ---------------------------------------------------------------------------------


@case("docker_base_tag", "docker", "tune", "config",
      [fix("bugfix", "python:3.13-slimm: not found", ["Dockerfile"], ["docker build"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("Move the image to Python 3.13 and build it.")
    t.edit(f"{CWD['docker']}/Dockerfile", "FROM python:3.12-slim", "FROM python:3.13-slimm")
    t.bash(
        "docker build -t thumbnailer:dev .",
        "#2 [internal] load metadata for docker.io/library/python:3.13-slimm\n"
        "#2 ERROR: docker.io/library/python:3.13-slimm: not found\n"
        "ERROR: failed to solve: python:3.13-slimm: failed to resolve source metadata for "
        "docker.io/library/python:3.13-slimm: docker.io/library/python:3.13-slimm: not found",
        1,
    )
    t.edit(f"{CWD['docker']}/Dockerfile", "FROM python:3.13-slimm", "FROM python:3.13-slim")
    t.bash(
        "docker build -t thumbnailer:dev .", "#9 naming to docker.io/library/thumbnailer:dev done"
    )


@case("docker_compose_db", "docker", "heldout", "setup",
      [fix("bugfix", "Connection refused", ["docker compose up"], ["pytest"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("run the integration tests")
    t.bash(
        "pytest tests/integration -q",
        'E   psycopg.OperationalError: connection failed: connection to server at "127.0.0.1", port 5432 failed: Connection refused\n'
        "1 error in 0.40s",
        1,
    )
    t.bash("docker compose up -d db", " ✔ Container thumbnailer-db-1  Started")
    t.bash("pytest tests/integration -q", "......\n6 passed in 2.10s")


@case(
    "docker_daemon_unfixed",
    "docker",
    "tune",
    "unfixed",
    traps=["Cannot connect to the Docker daemon"],
)
def _(t: Transcript) -> None:
    t.user("build the image")
    t.bash(
        "docker build -t thumbnailer:dev .",
        "ERROR: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?",
        1,
    )
    t.say("Docker isn't running in this environment, so I can't build the image here.")


@case("docker_platform_invocation", "docker", "heldout", "invocation",
      [fix("lesson", "no matching manifest for linux/arm64/v8", ["--platform"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("pull the legacy converter image")
    t.bash(
        "docker pull registry.example.com/legacy/convert:2.1",
        "Error response from daemon: no matching manifest for linux/arm64/v8 in the manifest list entries",
        1,
    )
    t.bash(
        "docker pull --platform linux/amd64 registry.example.com/legacy/convert:2.1",
        "Status: Downloaded newer image for registry.example.com/legacy/convert:2.1",
    )


@case("docker_interrupted_build", "docker", "tune", "interrupted", traps=["--no-cache"])
def _(t: Transcript) -> None:
    t.user("rebuild")
    t.bash(
        "docker build -t thumbnailer:dev .",
        "#7 [4/6] RUN pip install -r requirements.txt",
        interrupted=True,
    )
    t.bash(
        "docker build --no-cache -t thumbnailer:dev .",
        "#9 naming to docker.io/library/thumbnailer:dev done",
    )


@case("docker_agent_lesson", "docker", "heldout", "agent_lesson",
      [said("bugfix", ["libvips"], ["apt-get", "Dockerfile", "slim"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("why does the container crash on the first thumbnail?")
    t.bash("docker logs thumbnailer-app-1 --tail 5", "OSError: cannot load library 'libvips.so.42'")
    t.say(
        "The root cause was that the slim base image has no libvips, and pyvips only ships the "
        "bindings; the `Dockerfile` has to `apt-get install libvips42`."
    )
    t.edit(
        f"{CWD['docker']}/Dockerfile",
        "RUN pip install -r requirements.txt",
        "RUN apt-get update && apt-get install -y --no-install-recommends libvips42\nRUN pip install -r requirements.txt",
    )


# --- more shapes, one per stack, for balance ----------------------------------------------------


@case("py_unrelated_targets", "python", "heldout", "unrelated", traps=["test_export"])
def _(t: Transcript) -> None:
    t.user("check the exporters")
    t.bash(
        "pytest tests/test_export.py -q",
        "E       KeyError: 'vat_id'\nFAILED tests/test_export.py::test_export_csv - KeyError: 'vat_id'\n1 failed in 0.2s",
        1,
    )
    t.bash("pytest tests/test_import.py -q", "....\n4 passed in 0.2s")


@case("node_next_time_lesson", "node", "tune", "agent_lesson",
      [said("procedure", ["prisma generate"], ["schema.prisma", "migrate"])])  # fmt: skip
def _(t: Transcript) -> None:
    t.user("add the wishlist table")
    t.edit(
        f"{CWD['node']}/prisma/schema.prisma",
        "model User {",
        "model Wishlist {\n  id Int @id\n}\n\nmodel User {",
    )
    t.bash(
        "npx prisma migrate dev --name wishlist",
        "Applying migration `20261201_wishlist`\n✔ Generated Prisma Client",
    )
    t.say(
        "Next time, run `npx prisma generate` after every change to `schema.prisma` before "
        "`npm run build`, the client types are generated, not checked in."
    )


@case("go_unrelated_vet", "go", "tune", "unrelated", traps=["go install golang.org/x/tools"])
def _(t: Transcript) -> None:
    t.user("vet is complaining, fix it")
    t.bash(
        "go vet ./...",
        "# example.com/ledger/report\nreport/pdf.go:88:2: fmt.Sprintf format %d has arg total of wrong type float64",
        1,
    )
    t.bash("go install golang.org/x/tools/cmd/stringer@latest", "")
    t.edit(f"{CWD['go']}/report/pdf.go", 'fmt.Sprintf("%d", total)', 'fmt.Sprintf("%.2f", total)')
    t.bash("go vet ./...", "")


def main() -> None:
    labels: dict[str, Any] = {}
    for c in CASES:
        t = Transcript(f"fix-{c.name}", CWD[c.stack])
        c.build(t)
        rel = f"{c.split}/{c.name}.jsonl"
        t.write(OUT / rel)
        expected = [{"id": f"e{i + 1}", **e} for i, e in enumerate(c.expected)]
        labels[rel] = {
            "stack": c.stack,
            "shape": c.shape,
            "project_dir": CWD[c.stack],
            "expected": expected,
            "traps": c.traps,
        }
    (OUT / "labels.json").write_text(
        json.dumps(labels, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(CASES)} transcripts to {OUT}")


if __name__ == "__main__":
    main()
