# ruff: noqa: E501  (case data: tool outputs are kept on the lines they print)
"""Node (pnpm, yarn, bun), Rust cargo, Python (pip, poetry, pdm)."""

from __future__ import annotations

from cc_transcript import pytest_output
from kit import case, fix, think

PN = "/home/dev/web/storefront"
YA = "/home/dev/web/backoffice"
BU = "/home/dev/web/linkshort"
CA = "/home/dev/rust/tallyd"
PI = "/home/dev/py/report-gen"
PO = "/home/dev/py/invoicer"
PD = "/home/dev/py/geofeed"


@case("pnpm_peer_pin", "pnpm", "config", PN, "version_pin")
def pnpm_peer_pin(t, rng):
    t.user("pnpm install fails after the renovate merge, can you fix it?")
    t.bash(
        "pnpm install",
        "Lockfile is up to date, resolution step is skipped\n"
        " ERR_PNPM_PEER_DEP_ISSUES  Unmet peer dependencies\n\n.\n"
        '└─┬ @example/forms 3.2.0\n  └── ✕ unmet peer react@"^18.2.0": found 19.0.0\n\n'
        'hint: If you want peer dependencies to be automatically installed, add "auto-install-peers=true" to an .npmrc file at the root of your project.\n'
        'hint: If you don\'t want pnpm to fail on peer dependency issues, add "strict-peer-dependencies=false" to an .npmrc file at the root of your project.',
        1,
        "Install dependencies",
    )
    t.say(
        "Renovate bumped react to 19, but @example/forms 3.2 only supports react 18. I'll pin react back to 18.3.1 until forms supports 19."
    )
    t.edit(
        f"{PN}/package.json",
        '"react": "^19.0.0",\n    "react-dom": "^19.0.0"',
        '"react": "18.3.1",\n    "react-dom": "18.3.1"',
    )
    t.bash(
        "pnpm install",
        "Packages: -4 +4\n++++----\nProgress: resolved 812, reused 809, downloaded 3, added 4, done\n\ndependencies:\n- react 19.0.0\n+ react 18.3.1\n\nDone in 4.1s",
        description="Install again",
    )
    t.bash(
        "pnpm test --run",
        " Test Files  23 passed (23)\n      Tests  141 passed (141)\n   Duration  6.02s",
        description="Run the tests",
    )
    t.say("Install and tests pass with react and react-dom pinned to 18.3.1 in package.json.")
    return [fix('unmet peer react@"^18.2.0": found 19.0.0', "bugfix", ["18.3.1"])], []


@case("pnpm_prisma_generate", "pnpm", "setup", PN, "codegen_migration", "pt")
def pnpm_prisma_generate(t, rng):
    t.user("Os testes da API quebraram depois que eu mudei o schema do Prisma. Pode ver?")
    t.bash(
        "pnpm vitest run src/api",
        " FAIL  src/api/orders.test.ts [ src/api/orders.test.ts ]\n"
        'Error: @prisma/client did not initialize yet. Please run "prisma generate" and try to import it again.\n'
        " ❯ new PrismaClient node_modules/.prisma/client/default.js:43:11\n\n"
        " Test Files  1 failed | 6 passed (7)",
        1,
        "Run API tests",
    )
    t.say("O cliente do Prisma precisa ser gerado de novo depois de mudar o schema.")
    t.bash(
        "pnpm prisma generate",
        "Prisma schema loaded from prisma/schema.prisma\n\n✔ Generated Prisma Client (v5.22.0) to ./node_modules/@prisma/client in 88ms",
        description="Generate the Prisma client",
    )
    t.bash(
        "pnpm vitest run src/api",
        " Test Files  7 passed (7)\n      Tests  48 passed (48)",
        description="Run API tests again",
    )
    t.say("Resolvido: depois de `pnpm prisma generate` os 48 testes passam.")
    return [
        fix(
            '@prisma/client did not initialize yet. Please run "prisma generate"',
            "bugfix",
            ["prisma generate"],
        )
    ], []


@case("yarn_heap_env", "yarn", "invocation", YA, "env_var", "nl")
def yarn_heap_env(t, rng):
    t.user("Kun je een productiebuild maken van de backoffice?")
    t.bash(
        "yarn build",
        "vite v5.4.10 building for production...\ntransforming (3812) src/pages/reports/Ledger.tsx\n\n"
        "<--- Last few GCs --->\n\n[48211:0x6f2c000]    91244 ms: Mark-Compact 2021.3 (2083.1) -> 2017.9 (2084.6) MB, 1412.55 / 0.00 ms  (average mu = 0.121, current mu = 0.034) allocation failure\n\n"
        "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n"
        " 1: 0xb8a1a0 node::Abort() [node]",
        134,
        "Production build",
    )
    t.say(
        "Node loopt tegen de standaard heaplimiet aan. Ik geef de build meer geheugen via NODE_OPTIONS."
    )
    t.bash(
        "export NODE_OPTIONS=--max-old-space-size=4096 && yarn build",
        "vite v5.4.10 building for production...\n✓ 3990 modules transformed.\ndist/index.html  0.62 kB\n✓ built in 1m 12s\nDone in 74.31s.",
        description="Build with a larger heap",
    )
    t.say("De build lukt met `NODE_OPTIONS=--max-old-space-size=4096`.")
    return [
        fix(
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            "lesson",
            ["max-old-space-size", "NODE_OPTIONS"],
        )
    ], []


@case("yarn_resolutions_reverted", "yarn", "unfixed", YA, "reverted_by_user")
def yarn_resolutions_reverted(t, rng):
    t.user("The table tests crash with an invalid hook call, any idea?")
    t.bash(
        "yarn test src/components/Table",
        " FAIL  src/components/Table/Table.test.tsx\n  ● Table › renders rows\n\n"
        "    Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons:\n"
        "    1. You might have mismatching versions of React and the renderer (such as React DOM)\n"
        "    3. You might have more than one copy of React in the same app\n\nTests:       1 failed, 5 passed, 6 total",
        1,
        "Run table tests",
    )
    t.bash(
        "yarn why react | tail -3",
        "├─ @example/grid@npm:2.4.0 [8c1f2]\n│  └─ react@npm:17.0.2 (via npm:^17.0.0)\n└─ backoffice@workspace:.\n   └─ react@npm:18.3.1 (via npm:^18.3.1)",
        description="Find react copies",
    )
    t.say(
        "@example/grid brings its own react 17. I'll force a single react with a `resolutions` entry."
    )
    t.edit(
        f"{YA}/package.json",
        '  "devDependencies": {',
        '  "resolutions": {\n    "react": "18.3.1"\n  },\n  "devDependencies": {',
    )
    t.bash(
        "yarn install && yarn test src/components/Table",
        "➤ YN0000: · Done in 3s 120ms\nTests:       6 passed, 6 total",
        description="Reinstall and test",
    )
    t.user(
        "Please revert the resolutions block, we don't force versions that way here. I'll ask the grid team to publish a react 18 build."
    )
    t.edit(
        f"{YA}/package.json",
        '  "resolutions": {\n    "react": "18.3.1"\n  },\n  "devDependencies": {',
        '  "devDependencies": {',
    )
    t.bash(
        "yarn install", "➤ YN0000: · Done in 2s 884ms", description="Reinstall without resolutions"
    )
    t.say(
        "Reverted; package.json has no resolutions again. The table tests will keep failing until @example/grid ships a build for react 18."
    )
    return [], ["resolutions", "Invalid hook call"]


@case("bun_env_template", "bun", "setup", BU, "template_copy")
def bun_env_template(t, rng):
    t.user("bun test explodes on startup, first time I run this project")
    t.bash(
        "bun test",
        "bun test v1.1.34 (5e5e7c60)\n\nsrc/env.ts:\n"
        "❌ Invalid environment variables: { DATABASE_URL: [ 'Required' ], REDIS_URL: [ 'Required' ] }\n"
        "error: Invalid environment variables\n      at /home/dev/web/linkshort/src/env.ts:18:9\n\n 0 pass\n 1 fail",
        1,
        "Run tests",
    )
    t.bash("ls -a | grep env", ".env.example", description="Look for env files")
    t.say(
        "The env schema wants DATABASE_URL and REDIS_URL, and only `.env.example` exists. Bun loads `.env` automatically, so I'll create it from the example."
    )
    t.bash("cp .env.example .env", "", description="Create .env from the example")
    t.bash(
        "bun test",
        "bun test v1.1.34 (5e5e7c60)\n\n 37 pass\n 0 fail\n 92 expect() calls\nRan 37 tests across 9 files. [412.00ms]",
        description="Run tests again",
    )
    t.say("All 37 tests pass after `cp .env.example .env`.")
    return [
        fix(
            "Invalid environment variables: { DATABASE_URL: [ 'Required' ]",
            "bugfix",
            [".env.example"],
        )
    ], []


@case("bun_narration_guess", "bun", "narration", BU)
def bun_narration_guess(t, rng):
    t.user(
        "bun install has been weird on my laptop, it hangs sometimes. Thoughts? Don't change anything."
    )
    t.say(
        "Without a log I can only guess. It might be a stale `bun.lockb` after switching branches, or an old Bun; "
        "`bun upgrade` and deleting `~/.bun/install/cache` are the usual things people try. "
        "If it hangs again, run `bun install --verbose` and send me the last lines."
    )
    t.user("ok, will do")
    return [], ["bun upgrade", "install/cache"]


@case("bun_build_timeout", "bun", "interrupted", BU, "timeout")
def bun_build_timeout(t, rng):
    t.user("compile the standalone binary")
    t.bash(
        "bun build ./src/server.ts --compile --target=bun-linux-x64 --outfile dist/linkshort",
        "  [42ms]  bundle  311 modules\n",
        description="Compile a standalone binary",
        interrupted=True,
    )
    t.say(
        "The compile step didn't finish within the tool's 2-minute limit (it was downloading the target runtime). I can retry with a longer timeout if you like."
    )
    t.user("[Request interrupted by user]")
    return [], []


@case("cargo_openssl_dev", "cargo", "install", CA)
def cargo_openssl_dev(t, rng):
    t.user("cargo build on this fresh VM fails, fix it")
    t.bash(
        "cargo build",
        "   Compiling openssl-sys v0.9.103\n"
        "error: failed to run custom build command for `openssl-sys v0.9.103`\n\n"
        "Caused by:\n  process didn't exit successfully: `/home/dev/rust/tallyd/target/debug/build/openssl-sys-2f0e1c3a4b/build-script-main` (exit status: 101)\n"
        "  --- stderr\n  thread 'main' panicked at /home/dev/.cargo/registry/src/index.crates.io-6f17d22bba15001f/openssl-sys-0.9.103/build/find_normal.rs:190:5:\n\n\n"
        "  Could not find directory of OpenSSL installation, and this `-sys` crate cannot\n  proceed without this knowledge.",
        101,
        "Build the workspace",
    )
    t.say("openssl-sys needs the OpenSSL headers and pkg-config. Installing them.")
    t.bash(
        "sudo apt-get install -y libssl-dev pkg-config",
        "Setting up libssl-dev:amd64 (3.0.13-0ubuntu3.4) ...\nSetting up pkg-config:amd64 (1.8.1-2build1) ...",
        description="Install OpenSSL headers",
    )
    t.bash(
        "cargo build",
        "   Compiling openssl-sys v0.9.103\n   Compiling tallyd v0.6.0 (/home/dev/rust/tallyd)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 41.07s",
        description="Build again",
    )
    t.say("Builds now. The VM needed `libssl-dev` and `pkg-config` for openssl-sys.")
    return [fix("Could not find directory of OpenSSL installation", "bugfix", ["libssl-dev"])], []


@case("cargo_bin_flag", "cargo", "invocation", CA, "flag_added", "ko")
def cargo_bin_flag(t, rng):
    t.user("서버를 로컬에서 실행해 줄래요?")
    t.bash(
        "cargo run",
        "error: `cargo run` could not determine which binary to run. Use the `--bin` option to specify a binary, or the `default-run` manifest key.\n"
        "available binaries: tally-cli, tallyd",
        101,
        "Run the server",
    )
    t.say("바이너리가 두 개라서 `--bin`으로 서버를 지정해야 합니다.")
    t.bash(
        "timeout 5 cargo run --bin tallyd; echo exit=$?",
        "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.31s\n     Running `target/debug/tallyd`\n2026-11-14T10:02:11Z INFO tallyd: listening on 127.0.0.1:7420\nexit=124",
        description="Run the tallyd binary for 5 seconds",
    )
    t.say(
        "서버가 127.0.0.1:7420에서 정상적으로 뜹니다. 실행은 `cargo run --bin tallyd`로 하면 됩니다."
    )
    return [
        fix(
            "`cargo run` could not determine which binary to run",
            "lesson",
            ["--bin tallyd", "--bin"],
        )
    ], []


@case("cargo_sqlx_different_error", "cargo", "unfixed", CA, "different_error")
def cargo_sqlx_different_error(t, rng):
    t.user("cargo check fails on the queries module")
    t.bash(
        "cargo check",
        "error: `SQLX_OFFLINE=true` but there is no cached data for this query, run `cargo sqlx prepare` to update the query cache or unset `SQLX_OFFLINE`\n"
        '  --> src/queries.rs:22:17\n   |\n22 |     let rows = sqlx::query_as!(Tally, "SELECT id, total FROM tallies WHERE owner = $1", owner)\n'
        "error: could not compile `tallyd` (lib) due to 1 previous error",
        101,
        "Check the crate",
    )
    t.say(
        "The query cache is missing this query. Let me unset SQLX_OFFLINE so the macro checks against the database."
    )
    t.bash(
        "SQLX_OFFLINE=false cargo check",
        "error: error communicating with database: Connection refused (os error 111)\n  --> src/queries.rs:22:17\n"
        "error: could not compile `tallyd` (lib) due to 1 previous error",
        101,
        "Check against the database",
    )
    t.say(
        "That just trades one error for another: there's no Postgres running for the macro to talk to. The real fix is `cargo sqlx prepare` against a live database, which I can't reach from here. Leaving it as is."
    )
    return [], ["SQLX_OFFLINE=false", "Connection refused (os error 111)"]


@case("cargo_unrelated_watch", "cargo", "unrelated", CA)
def cargo_unrelated_watch(t, rng):
    t.user("Run the core crate tests. Also install cargo-watch, I want it for later.")
    t.bash(
        "cargo test -p tally-core",
        "running 14 tests\n..........F...\nfailures:\n\n---- ledger::tests::negative_balance stdout ----\n"
        "thread 'ledger::tests::negative_balance' panicked at crates/tally-core/src/ledger.rs:88:21:\nattempt to subtract with overflow\n\n"
        "test result: FAILED. 13 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s\n\nerror: test failed, to rerun pass `-p tally-core --lib`",
        101,
        "Test tally-core",
    )
    t.bash(
        "cargo install cargo-watch --locked",
        "    Installing cargo-watch v8.5.3\n    Finished `release` profile [optimized] target(s) in 1m 02s\n   Installed package `cargo-watch v8.5.3` (executable `cargo-watch`)",
        description="Install cargo-watch",
    )
    t.bash(
        "cargo test -p tally-cli",
        "running 6 tests\n......\ntest result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s",
        description="Test tally-cli",
    )
    t.say(
        "cargo-watch 8.5.3 is installed. tally-cli's tests pass; tally-core still has one failure (`negative_balance` overflows on subtraction in ledger.rs:88) that I haven't touched."
    )
    return [], ["cargo-watch", "attempt to subtract with overflow"]


@case("pip_externally_managed", "pip", "setup", PI)
def pip_externally_managed(t, rng):
    t.user("Install the requirements and run the tests.")
    t.bash(
        "pip install -r requirements.txt",
        "error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try apt install\n"
        "    python3-xyz, where xyz is the package you are trying to\n    install.\n\n"
        "    If you wish to install a non-Debian-packaged Python package,\n    create a virtual environment using python3 -m venv path/to/venv.",
        1,
        "Install requirements",
    )
    t.say("The system Python is managed by Debian. I'll use a project virtualenv.")
    t.bash(
        "python3 -m venv .venv && .venv/bin/pip install -q -r requirements.txt && echo installed",
        "installed",
        description="Create a venv and install",
    )
    t.bash(
        ".venv/bin/python -m pytest -q", pytest_output(31, []), description="Run tests in the venv"
    )
    t.say(
        "Done: requirements are in `.venv` (created with `python3 -m venv .venv`), and 31 tests pass."
    )
    return [fix("error: externally-managed-environment", "bugfix", ["venv"])], []


@case("pip_markupsafe_pin", "pip", "config", PI, "version_pin", "it")
def pip_markupsafe_pin(t, rng):
    t.user("Il report non parte più, dà un errore di import. Puoi sistemarlo?")
    t.bash(
        ".venv/bin/python -m report_gen --month 2026-10",
        'Traceback (most recent call last):\n  File "/home/dev/py/report-gen/report_gen/render.py", line 3, in <module>\n    from jinja2 import Environment\n'
        '  File "/home/dev/py/report-gen/.venv/lib/python3.11/site-packages/jinja2/__init__.py", line 12, in <module>\n    from .environment import Environment\n'
        '  File "/home/dev/py/report-gen/.venv/lib/python3.11/site-packages/jinja2/filters.py", line 13, in <module>\n    from markupsafe import soft_unicode\n'
        "ImportError: cannot import name 'soft_unicode' from 'markupsafe' (/home/dev/py/report-gen/.venv/lib/python3.11/site-packages/markupsafe/__init__.py)",
        1,
        "Run the monthly report",
    )
    t.say(
        "Jinja2 2.11 usa `soft_unicode`, rimosso in MarkupSafe 2.1. Fisso MarkupSafe a 2.0.1 in requirements.txt."
    )
    t.edit(f"{PI}/requirements.txt", "Jinja2==2.11.3\n", "Jinja2==2.11.3\nMarkupSafe==2.0.1\n")
    t.bash(
        ".venv/bin/pip install -q -r requirements.txt && .venv/bin/python -m report_gen --month 2026-10",
        "wrote out/report-2026-10.pdf (14 pages)",
        description="Reinstall and run the report",
    )
    t.say("Il report funziona di nuovo con `MarkupSafe==2.0.1` fissato in requirements.txt.")
    return [
        fix(
            "ImportError: cannot import name 'soft_unicode' from 'markupsafe'",
            "bugfix",
            ["MarkupSafe==2.0.1", "markupsafe==2.0.1", "MarkupSafe<2.1", "markupsafe<2.1"],
        )
    ], []


@case("pip_index_flaky", "pip", "flaky", PI, "plain_retry")
def pip_index_flaky(t, rng):
    t.user("add httpx to the venv")
    t.bash(
        ".venv/bin/pip install httpx==0.27.2",
        "Collecting httpx==0.27.2\n"
        "  WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='pypi.example', port=443): Read timed out. (read timeout=15)\")': /simple/httpx/\n"
        "ERROR: Could not find a version that satisfies the requirement httpx==0.27.2 (from versions: none)\nERROR: No matching distribution found for httpx==0.27.2",
        1,
        "Install httpx",
    )
    t.say("The package index timed out. Trying once more.")
    t.bash(
        ".venv/bin/pip install httpx==0.27.2",
        "Collecting httpx==0.27.2\n  Using cached httpx-0.27.2-py3-none-any.whl (76 kB)\nSuccessfully installed anyio-4.6.2 h11-0.14.0 httpcore-1.0.6 httpx-0.27.2 sniffio-1.3.1",
        description="Install httpx again",
    )
    t.say("httpx 0.27.2 is installed; the first attempt was an index timeout.")
    return [], ["Read timed out", "No matching distribution found for httpx"]


@case("poetry_lock_stale", "poetry", "install", PO)
def poetry_lock_stale(t, rng):
    t.user("I added pydantic-settings to pyproject by hand. Install and run tests.")
    t.bash(
        "poetry install",
        "Installing dependencies from lock file\n\n"
        "pyproject.toml changed significantly since poetry.lock was last generated. Run `poetry lock [--no-update]` to fix the lock file.",
        1,
        "Install dependencies",
    )
    t.bash(
        "poetry lock --no-update",
        "Resolving dependencies... (2.1s)\n\nWriting lock file",
        description="Refresh the lock file",
    )
    t.bash(
        "poetry install && poetry run pytest -q",
        "Installing dependencies from lock file\n\nPackage operations: 2 installs, 0 updates, 0 removals\n\n  - Installing python-dotenv (1.0.1)\n  - Installing pydantic-settings (2.6.1)\n\n"
        + pytest_output(22, []),
        description="Install and test",
    )
    t.say(
        "Lock file regenerated with `poetry lock --no-update`; pydantic-settings 2.6.1 is installed and 22 tests pass."
    )
    return [
        fix(
            "pyproject.toml changed significantly since poetry.lock was last generated",
            "bugfix",
            ["poetry lock"],
        )
    ], []


@case("poetry_env_use", "poetry", "setup", PO)
def poetry_env_use(t, rng):
    t.user("poetry install refuses to work, see what's up")
    t.bash(
        "poetry install",
        "The currently activated Python version 3.9.18 is not supported by the project (>=3.11,<3.13).\n"
        "Trying to find and use a compatible version. \n\n"
        'Poetry was unable to find a compatible version. If you have one, you can explicitly use it via the "env use" command.',
        1,
        "Install dependencies",
    )
    t.bash(
        "ls /usr/bin/python3.*",
        "/usr/bin/python3.12\n/usr/bin/python3.9",
        description="List installed Pythons",
    )
    t.bash(
        "poetry env use /usr/bin/python3.12",
        "Creating virtualenv invoicer-Qd2c8f1a-py3.12 in /home/dev/.cache/pypoetry/virtualenvs\nUsing virtualenv: /home/dev/.cache/pypoetry/virtualenvs/invoicer-Qd2c8f1a-py3.12",
        description="Use Python 3.12",
    )
    t.bash(
        "poetry install",
        "Installing dependencies from lock file\n\nPackage operations: 38 installs, 0 updates, 0 removals\n\nInstalling the current project: invoicer (0.9.0)",
        description="Install again",
    )
    t.say(
        "Working: the project needs Python >=3.11, so I pointed Poetry at 3.12 with `poetry env use /usr/bin/python3.12`."
    )
    return [
        fix(
            "The currently activated Python version 3.9.18 is not supported by the project",
            "bugfix",
            ["poetry env use"],
        )
    ], []


@case("poetry_mypy_ignore", "poetry", "unfixed", PO, "user_says_ignore", "ru")
def poetry_mypy_ignore(t, rng):
    t.user("Прогони mypy перед коммитом, пожалуйста.")
    t.bash(
        "poetry run mypy invoicer",
        'invoicer/legacy/pdf.py:77: error: Incompatible return value type (got "str | None", expected "str")  [return-value]\n'
        'invoicer/legacy/pdf.py:102: error: Argument 1 to "render" has incompatible type "bytes"; expected "str"  [arg-type]\n'
        "Found 2 errors in 1 file (checked 41 source files)",
        1,
        "Type-check the package",
    )
    t.say("mypy нашёл две ошибки, обе в `invoicer/legacy/pdf.py`. Исправить?")
    t.user(
        "Нет, legacy/ не трогай и не обращай внимания, его скоро удалят. Главное, чтобы тесты проходили."
    )
    t.bash("poetry run pytest -q", pytest_output(22, []), description="Run tests")
    t.say("Тесты проходят (22). Ошибки mypy в legacy/ оставил как есть.")
    return [], ["Incompatible return value type", "legacy/pdf.py"]


@case("pdm_python_install", "pdm", "setup", PD)
def pdm_python_install(t, rng):
    t.user("Set this project up and run the tests.")
    t.bash(
        "pdm install",
        "[NoPythonVersion]: No python is found meeting the requirement python>=3.12",
        1,
        "Install the project",
    )
    t.say(
        "No Python 3.12 on this machine. PDM can fetch a standalone build and pin it for the project."
    )
    t.bash(
        "pdm python install 3.12 && pdm use -f 3.12",
        "Successfully installed cpython@3.12.7\nVersion: 3.12.7\nExecutable: /home/dev/.local/share/pdm/python/cpython@3.12.7/bin/python3\nUsing Python interpreter: /home/dev/.local/share/pdm/python/cpython@3.12.7/bin/python3 (3.12)",
        description="Install and use Python 3.12",
    )
    t.bash(
        "pdm install && pdm run pytest -q",
        "🔒 Lock successful.\nAll packages are synced to date, nothing to do.\n  ✔ Install geofeed 0.3.0 successful\n🎉 All complete!\n"
        + pytest_output(17, []),
        description="Install and test",
    )
    t.say(
        "Set up: `pdm python install 3.12` then `pdm use -f 3.12`; install works and 17 tests pass."
    )
    return [
        fix(
            "No python is found meeting the requirement python>=3.12",
            "bugfix",
            ["pdm python install", "pdm use"],
        )
    ], []


@case("pdm_ssl_flaky", "pdm", "flaky", PD, "plain_retry", "pl")
def pdm_ssl_flaky(t, rng):
    t.user("Dodaj shapely do projektu.")
    t.bash(
        "pdm add shapely",
        "Adding packages to default dependencies: shapely\n"
        "[SSLError]: HTTPSConnectionPool(host='pypi.example', port=443): Max retries exceeded with url: /simple/shapely/ (Caused by SSLError(SSLEOFError(8, '[SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol (_ssl.c:1000)')))",
        1,
        "Add shapely",
    )
    t.say("Połączenie z indeksem zerwało się w trakcie TLS. Spróbuję jeszcze raz.")
    t.bash(
        "pdm add shapely",
        "Adding packages to default dependencies: shapely\n🔒 Lock successful.\n  ✔ Install shapely 2.0.6 successful\n🎉 All complete!",
        description="Add shapely again",
    )
    t.say("Gotowe, shapely 2.0.6 dodane. Pierwszy błąd był chwilowym problemem z siecią.")
    return [], ["SSLError", "UNEXPECTED_EOF_WHILE_READING"]


@case("pdm_narration_fr", "pdm", "narration", PD, lang="fr")
def pdm_narration_fr(t, rng):
    t.user(
        "Hier `pdm sync` a mis dix minutes. Pourquoi à ton avis ? Ne lance rien, je suis sur une connexion mobile."
    )
    think(
        t,
        "No logs. Could be resolution backtracking if the lock is stale, or the index being slow. Maybe `pdm lock --refresh` would help, but I can't verify.",
    )
    t.say(
        "Sans trace, je ne peux que supposer : soit le lockfile n'est plus à jour et PDM résout à nouveau tout, "
        "soit l'index était lent. Un `pdm lock --refresh` pourrait aider, mais je n'en suis pas sûr. "
        "La prochaine fois, `pdm sync -v` montrera où il passe le temps."
    )
    return [], ["pdm lock --refresh"]
