"""Fix sessions, part 1: buildx, gh, AWS, Postgres clients, uv, Rust cross, JS tooling."""

from __future__ import annotations

from kit import fix, long_out, secret
from registry import case

# ------------------------------------------------------------------ docker buildx


@case("buildx_docker_container_driver", "docker-buildx", "setup", "plain", "en", "/home/dev/src/ledger-api")
def _(rng):
    err = "ERROR: Multi-platform build is not supported for the docker driver.\nSwitch to a different driver, or turn on the containerd image store, and try again.\nLearn more at https://docs.docker.com/go/build-multi-platform/"
    cmd = "docker buildx build --platform linux/amd64,linux/arm64 -t registry.corp.example/ledger-api:dev ."
    steps = [
        ("u", "Build the ledger-api image for both amd64 and arm64, we need it on the Graviton boxes."),
        ("b", cmd, "#0 building with \"default\" instance using docker driver\n\n#1 [internal] load build definition from Dockerfile\n#1 transferring dockerfile: 1.12kB done\n#1 DONE 0.0s\n" + err, 1),
        ("a", "The default builder uses the plain docker driver. I'll create a docker-container builder and use it."),
        ("b", "docker buildx create --name multiarch --driver docker-container --use", "multiarch"),
        ("b", cmd, long_out("docker", rng, "#22 exporting to image\n#22 exporting layers 4.1s done\n#22 DONE 6.3s", 18, 0)),
        ("a", "Done: the image builds for linux/amd64 and linux/arm64 with a `docker-container` builder (`docker buildx create --name multiarch --driver docker-container --use`)."),
    ]
    exp = [fix("ERROR: Multi-platform build is not supported for the docker driver.", [["buildx create", "--driver docker-container"]])]
    return steps, exp, []


@case("buildx_binfmt_after_two_wrong", "docker-buildx", "install", "two_wrong_attempts", "en", "/home/dev/src/edge-agent")
def _(rng):
    cmd = "docker buildx build --platform linux/arm64 -t edge-agent:arm64 --load ."
    err = "#9 0.212 exec /bin/sh: exec format error"
    fail = long_out("docker", rng, "#9 [linux/arm64 builder 3/7] RUN apk add --no-cache ca-certificates tzdata\n" + err + "\n#9 ERROR: process \"/bin/sh -c apk add --no-cache ca-certificates tzdata\" did not complete successfully: exit code: 1\n------\n > [linux/arm64 builder 3/7] RUN apk add --no-cache ca-certificates tzdata:\n0.212 exec /bin/sh: exec format error\n------\nERROR: failed to solve: process \"/bin/sh -c apk add --no-cache ca-certificates tzdata\" did not complete successfully: exit code: 1", 12, 0)
    steps = [
        ("u", "The arm64 image of edge-agent won't build on my laptop, can you sort it out?"),
        ("b", cmd, fail, 1),
        ("a", "Maybe a stale layer. Trying without the cache."),
        ("b", cmd + " --no-cache", fail, 1),
        ("a", "Same. Pruning the builder cache."),
        ("b", "docker buildx prune -af", "ID\t\t\t\t\t\tRECLAIMABLE\tSIZE\t\tLAST ACCESSED\nTotal:\t1.84GB"),
        ("b", cmd, fail, 1),
        ("a", "`exec format error` means the host cannot run arm64 binaries at all: QEMU binfmt handlers are missing. Registering them."),
        ("b", "docker run --privileged --rm tonistiigi/binfmt --install arm64", "installing: arm64 OK\n{\n  \"supported\": [\n    \"linux/amd64\",\n    \"linux/arm64\",\n    \"linux/386\"\n  ],\n  \"emulators\": [\n    \"qemu-aarch64\"\n  ]\n}"),
        ("b", cmd, long_out("docker", rng, "#14 exporting to image\n#14 naming to docker.io/library/edge-agent:arm64 done\n#14 DONE 3.9s", 10, 0)),
        ("a", "Fixed: the laptop had no arm64 emulation. After `docker run --privileged --rm tonistiigi/binfmt --install arm64` the arm64 build passes."),
    ]
    exp = [fix(err, [["tonistiigi/binfmt", "binfmt"]])]
    return steps, exp, ["--no-cache", "buildx prune"]


# ------------------------------------------------------------------ GitHub CLI


@case("gh_project_scope_secret", "github-cli", "config", "secret_in_output", "en", "/home/dev/src/roadmap-bot")
def _(rng):
    tok = secret(rng, "gho_", 36, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    err = "error: your authentication token is missing required scopes [read:project]\nTo request it, run:  gh auth refresh -s read:project"
    steps = [
        ("u", "List the items on our Q1 project board (org acme-labs, project 7)."),
        ("b", "gh project item-list 7 --owner acme-labs --format json", err, 1),
        ("b", "gh auth status -t", f"github.com\n  ✓ Logged in to github.com account dana-k (keyring)\n  - Active account: true\n  - Git operations protocol: ssh\n  - Token: {tok}\n  - Token scopes: 'gist', 'read:org', 'repo'"),
        ("a", "The token lacks the `read:project` scope. Refreshing the login with that scope."),
        ("b", "gh auth refresh -h github.com -s read:project", "! First copy your one-time code: 4F2A-91BC\nPress Enter to open github.com in your browser... \n✓ Authentication complete."),
        ("b", "gh project item-list 7 --owner acme-labs --format json", "{\"items\":[{\"id\":\"PVTI_lADOB\",\"title\":\"Rate limiter\",\"status\":\"Todo\"}],\"totalCount\":1}"),
        ("a", "The board has one item (Rate limiter, Todo). `gh project` needs the `read:project` scope: `gh auth refresh -h github.com -s read:project`."),
    ]
    exp = [fix("error: your authentication token is missing required scopes [read:project]", [["gh auth refresh"], ["read:project"]])]
    return steps, exp, [tok]


@case("gh_enterprise_hostname", "github-cli", "setup", "plain", "sk", "/home/dev/src/payments-ledger")
def _(rng):
    err = "none of the git remotes configured for this repository point to a known GitHub host. To tell gh about a new GitHub host, please use `gh auth login`"
    steps = [
        ("u", "Vypíš mi otvorené pull requesty v tomto repozitári, prosím."),
        ("b", "gh pr list", err, 1),
        ("b", "git remote -v", "origin\tgit@git.corp.example:payments/ledger.git (fetch)\norigin\tgit@git.corp.example:payments/ledger.git (push)"),
        ("a", "Remote je na GitHub Enterprise `git.corp.example`, gh ho nepozná. Prihlásim gh k tomuto hostiteľovi."),
        ("b", "gh auth login --hostname git.corp.example --git-protocol ssh --web", "! First copy your one-time code: 7C1D-0E55\n✓ Authentication complete.\n- gh config set -h git.corp.example git_protocol ssh\n✓ Logged in as dana-k"),
        ("b", "gh pr list", "Showing 2 of 2 open pull requests in payments/ledger\n\n#418  Retry idempotency keys  feat/idem-retry  about 2 hours ago\n#415  Bump pgx to v5.7        deps/pgx        about 1 day ago"),
        ("a", "Hotovo: sú otvorené 2 PR (#418, #415). gh potreboval prihlásenie k enterprise hostiteľovi: `gh auth login --hostname git.corp.example`."),
    ]
    exp = [fix("none of the git remotes configured for this repository point to a known GitHub host.", [["--hostname git.corp.example"]])]
    return steps, exp, []


# ------------------------------------------------------------------ AWS CLI / SAM


@case("aws_profile_flag", "aws-cli", "invocation", "flag_added", "en", "/home/dev/src/media-archive")
def _(rng):
    err = "Unable to locate credentials. You can configure credentials by running \"aws configure\"."
    steps = [
        ("u", "How big is the media-archive-staging bucket?"),
        ("b", "aws s3 ls s3://media-archive-staging --recursive --summarize | tail -2", err, 255),
        ("b", "grep '^\\[' ~/.aws/config", "[default]\n[profile sandbox-dev]\n[profile media-staging]"),
        ("a", "There is no default credential; the staging account is under the `media-staging` SSO profile."),
        ("b", "aws s3 ls s3://media-archive-staging --recursive --summarize --profile media-staging | tail -2", "Total Objects: 48211\n   Total Size: 912834559821"),
        ("a", "About 850 GiB in 48,211 objects. The bucket needs `--profile media-staging` (there are no default credentials here)."),
    ]
    exp = [fix(err, [["--profile media-staging", "AWS_PROFILE=media-staging"]], kind="lesson")]
    return steps, exp, []


@case("sam_use_container", "aws-sam", "invocation", "flag_added", "nb", "/home/dev/src/thumbnailer")
def _(rng):
    err = "Error: PythonPipBuilder:Validation - Binary validation failed for python, searched for python in following locations  : ['/usr/bin/python3', '/usr/local/bin/python3'] which did not satisfy constraints for runtime: python3.12. Do you have python for runtime: python3.12 on your PATH?"
    out = "Starting Build use cache\nManifest file is changed (new hash: 3f1c9e0b2a7d4410aa9e1c2b7c0a5d11) or dependency folder (.aws-sam/deps/8d5e4d0f) is missing for (ThumbnailFunction), downloading dependencies and copying/building source\nBuilding codeuri: /home/dev/src/thumbnailer/src runtime: python3.12 metadata: {} architecture: arm64 functions: ThumbnailFunction\n\nBuild Failed\n" + err
    steps = [
        ("u", "Kan du bygge SAM-appen? Jeg vil deploye thumbnailer i kveld."),
        ("b", "sam build", out, 1),
        ("a", "Maskinen har bare Python 3.10, funksjonen krever python3.12. Jeg bygger i Lambda-containeren i stedet."),
        ("b", "sam build --use-container", "Starting Build inside a container\nBuilding codeuri: /home/dev/src/thumbnailer/src runtime: python3.12 metadata: {} architecture: arm64 functions: ThumbnailFunction\n\nFetching public.ecr.aws/sam/build-python3.12:latest-arm64 Docker container image......\nMounting /home/dev/src/thumbnailer/src as /tmp/samcli/source:ro,delegated, inside runtime container\n\nBuild Succeeded\n\nBuilt Artifacts  : .aws-sam/build\nBuilt Template   : .aws-sam/build/template.yaml"),
        ("a", "Bygget er ferdig. Her må `sam build --use-container` brukes, fordi lokal Python ikke er 3.12."),
    ]
    exp = [fix("Binary validation failed for python", [["--use-container"]], kind="lesson")]
    return steps, exp, []


# ------------------------------------------------------------------ Postgres clients


@case("psql_sslmode_edit", "postgres-client", "config", "edit_then_same_command", "en", "/home/dev/src/orders")
def _(rng):
    err = "psql: error: connection to server at \"db.staging.example\" (10.20.0.5), port 5432 failed: FATAL:  no pg_hba.conf entry for host \"10.20.3.14\", user \"app\", database \"orders\", no encryption"
    cmd = "set -a; . ./.env.staging; set +a; psql \"$DATABASE_URL\" -v ON_ERROR_STOP=1 -f migrations/0042_add_refund_reason.sql"
    steps = [
        ("u", "Apply migration 0042 to staging."),
        ("b", cmd, err, 2),
        ("a", "Staging only accepts encrypted connections. Adding `sslmode=require` to the URL in .env.staging."),
        ("e", "/home/dev/src/orders/.env.staging", "DATABASE_URL=postgres://app@db.staging.example:5432/orders", "DATABASE_URL=postgres://app@db.staging.example:5432/orders?sslmode=require"),
        ("b", cmd, "BEGIN\nALTER TABLE\nCOMMENT\nCOMMIT"),
        ("a", "Migration 0042 is applied on staging. The staging URL needs `?sslmode=require` (now in .env.staging)."),
    ]
    exp = [fix("no pg_hba.conf entry for host \"10.20.3.14\", user \"app\", database \"orders\", no encryption", [["sslmode=require"]])]
    return steps, exp, []


@case("pg_dump_client16", "postgres-client", "install", "plain", "th", "/home/dev/src/crm-backup")
def _(rng):
    err = "pg_dump: error: aborting because of server version mismatch\npg_dump: detail: server version: 16.4 (Debian 16.4-1.pgdg120+2); pg_dump version: 14.13 (Ubuntu 14.13-0ubuntu0.22.04.1)"
    cmd = "pg_dump -h db.crm.test -U backup -Fc -f /home/dev/backups/crm-$(date +%F).dump crm"
    steps = [
        ("u", "ช่วยสำรองฐานข้อมูล crm ให้หน่อย"),
        ("b", cmd, err, 1),
        ("a", "pg_dump บนเครื่องเป็นเวอร์ชัน 14 แต่เซิร์ฟเวอร์เป็น 16 จะติดตั้ง client เวอร์ชัน 16"),
        ("b", "sudo apt-get install -y postgresql-client-16", long_out("generic", rng, "Setting up postgresql-client-16 (16.6-1.pgdg22.04+1) ...\nupdate-alternatives: using /usr/share/postgresql/16/man/man1/psql.1.gz to provide /usr/share/man/man1/psql.1.gz (psql.1.gz) in auto mode", 6, 0)),
        ("b", cmd.replace("pg_dump ", "/usr/lib/postgresql/16/bin/pg_dump ", 1), ""),
        ("b", "ls -lh /home/dev/backups/", "total 212M\n-rw-r--r-- 1 dev dev 212M Dec  4 10:12 crm-2026-12-04.dump"),
        ("a", "สำรองเสร็จแล้ว (212M) ต้องใช้ pg_dump จาก postgresql-client-16: `/usr/lib/postgresql/16/bin/pg_dump`"),
    ]
    exp = [fix("pg_dump: error: aborting because of server version mismatch", [["postgresql-client-16", "postgresql/16/bin"]])]
    return steps, exp, []


# ------------------------------------------------------------------ uv


@case("uv_python_install", "uv", "setup", "plain", "en", "/home/dev/src/forecast")
def _(rng):
    err = "error: No interpreter found for Python >=3.12 in managed installations or search path"
    steps = [
        ("u", "Set up the forecast project and run its tests."),
        ("b", "uv sync", "Using CPython 3.10.12 interpreter at: /usr/bin/python3\n" + err, 2),
        ("a", "The project requires Python 3.12 and the machine only has 3.10. Letting uv install a managed 3.12."),
        ("b", "uv python install 3.12", "Installed Python 3.12.7 in 1.92s\n + cpython-3.12.7-linux-x86_64-gnu"),
        ("b", "uv sync", long_out("py", rng, "Installed 41 packages in 88ms", 12, 0)),
        ("b", "uv run pytest -q", "........................................\n40 passed in 3.12s"),
        ("a", "Tests pass (40). I had to run `uv python install 3.12` first: the project needs Python >=3.12."),
    ]
    exp = [fix(err, [["uv python install"]])]
    return steps, exp, []


@case("uv_private_index_edit", "uv", "config", "edit_then_same_command", "fa", "/home/dev/src/billing-worker")
def _(rng):
    err = "  ╰─▶ Because acme-billing was not found in the package registry and your project depends on acme-billing>=2.3, we can conclude that your project's requirements are unsatisfiable."
    steps = [
        ("u", "لطفاً وابستگی acme-billing را به پروژه اضافه کن و lock را به‌روز کن."),
        ("e", "/home/dev/src/billing-worker/pyproject.toml", "dependencies = [\n    \"httpx>=0.27\",\n]", "dependencies = [\n    \"httpx>=0.27\",\n    \"acme-billing>=2.3\",\n]"),
        ("b", "uv lock", "Using CPython 3.12.7\n  × No solution found when resolving dependencies:\n" + err, 1),
        ("a", "این بسته روی PyPI عمومی نیست؛ باید ایندکس داخلی شرکت را در pyproject.toml تعریف کنم."),
        ("e", "/home/dev/src/billing-worker/pyproject.toml", "[tool.uv]\ndev-dependencies = []", "[tool.uv]\ndev-dependencies = []\n\n[[tool.uv.index]]\nname = \"corp\"\nurl = \"https://pypi.corp.example/simple\""),
        ("b", "uv lock", "Using CPython 3.12.7\nResolved 23 packages in 612ms\nAdded acme-billing v2.4.1"),
        ("a", "انجام شد. acme-billing 2.4.1 فقط از ایندکس داخلی می‌آید: بخش `[[tool.uv.index]]` با آدرس `https://pypi.corp.example/simple` در pyproject.toml اضافه شد."),
    ]
    exp = [fix("Because acme-billing was not found in the package registry", [["tool.uv.index", "pypi.corp.example"]])]
    return steps, exp, []


# ------------------------------------------------------------------ Rust cross


@case("rust_cross_linker_write", "rust-cross", "config", "write_file", "en", "/home/dev/src/sensor-gw")
def _(rng):
    cmd = "cargo build --release --target aarch64-unknown-linux-gnu"
    err = "/usr/bin/ld: /home/dev/src/sensor-gw/target/aarch64-unknown-linux-gnu/release/deps/sensor_gw-5c0e21f0a0b7d1e3.sensor_gw.a1b2c3-cgu.0.rcgu.o: error adding symbols: file in wrong format"
    fail = long_out("cargo", rng, "error: linking with `cc` failed: exit status: 1\n  |\n  = note: LC_ALL=\"C\" PATH=\"/home/dev/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/lib/rustlib/x86_64-unknown-linux-gnu/bin\" \"cc\" \"-Wl,--version-script=/tmp/rustcXyz/list\" ...\n  = note: " + err + "\n          collect2: error: ld returned 1 exit status\n\nerror: could not compile `sensor-gw` (bin \"sensor-gw\") due to 1 previous error", 16, 0)
    steps = [
        ("u", "Cross-compile sensor-gw for the Raspberry Pi (aarch64)."),
        ("b", cmd, fail, 101),
        ("a", "The target is installed but cargo links with the host `cc`. Telling cargo to use the aarch64 cross linker."),
        ("b", "which aarch64-linux-gnu-gcc", "/usr/bin/aarch64-linux-gnu-gcc"),
        ("w", "/home/dev/src/sensor-gw/.cargo/config.toml", "[target.aarch64-unknown-linux-gnu]\nlinker = \"aarch64-linux-gnu-gcc\"\n"),
        ("b", cmd, long_out("cargo", rng, "    Finished `release` profile [optimized] target(s) in 48.31s", 10, 0)),
        ("a", "Built target/aarch64-unknown-linux-gnu/release/sensor-gw. `.cargo/config.toml` now sets `linker = \"aarch64-linux-gnu-gcc\"` for that target."),
    ]
    exp = [fix("error adding symbols: file in wrong format", [["aarch64-linux-gnu-gcc"], ["linker"]])]
    return steps, exp, []


@case("rust_musl_via_cross", "rust-cross", "invocation", "task_runner", "bn", "/home/dev/src/shipper")
def _(rng):
    err = "  Could not find directory of OpenSSL installation, and this `-sys` crate cannot\n  proceed without this knowledge. If OpenSSL is installed and this crate had\n  trouble finding it,  you can set the `OPENSSL_DIR` environment variable for the\n  compilation process."
    fail = long_out("cargo", rng, "error: failed to run custom build command for `openssl-sys v0.9.103`\n\nCaused by:\n  process didn't exit successfully: `/home/dev/src/shipper/target/release/build/openssl-sys-1f0c/build-script-main` (exit status: 101)\n  --- stdout\n  cargo:rerun-if-env-changed=X86_64_UNKNOWN_LINUX_MUSL_OPENSSL_LIB_DIR\n  run pkg_config fail: pkg-config has not been configured to support cross-compilation.\n\n  --- stderr\n  thread 'main' panicked at /home/dev/.cargo/registry/src/index.crates.io-6f17d22bba15001f/openssl-sys-0.9.103/build/find_normal.rs:190:5:\n\n" + err, 14, 0)
    steps = [
        ("u", "shipper-এর একটা স্ট্যাটিক musl বাইনারি বানাও।"),
        ("b", "cargo build --release --target x86_64-unknown-linux-musl", fail, 101),
        ("a", "musl টার্গেটের জন্য OpenSSL লাইব্রেরি নেই। প্রজেক্টে Cross.toml আছে, তাই `cross` দিয়ে বানাচ্ছি।"),
        ("b", "cross build --release --target x86_64-unknown-linux-musl", long_out("cargo", rng, "    Finished `release` profile [optimized] target(s) in 1m 12s", 12, 0)),
        ("a", "বাইনারি তৈরি হয়েছে। musl বিল্ড `cross build --release --target x86_64-unknown-linux-musl` দিয়ে চালাতে হয়, সরাসরি cargo দিয়ে নয়।"),
    ]
    exp = [fix("Could not find directory of OpenSSL installation", [["cross build"]], kind="lesson")]
    return steps, exp, []


# ------------------------------------------------------------------ JS tooling


@case("vite_alias_edit", "vite", "config", "edit_then_same_command", "en", "/home/dev/src/kiosk")
def _(rng):
    err = "[vite]: Rollup failed to resolve import \"@/lib/api\" from \"/home/dev/src/kiosk/src/App.tsx\"."
    fail = "vite v5.4.11 building for production...\n" + long_out("npm", rng, "✓ 212 modules transformed.\nx Build failed in 1.84s\nerror during build:\n" + err + "\nThis is most likely unintended because it can break your application at runtime.\nIf you do want to externalize this module explicitly add it to\n`build.rollupOptions.external`", 10, 0)
    steps = [
        ("u", "npm run build fails after I moved the API client to src/lib, can you fix it?"),
        ("b", "npm run build", "\n> kiosk@0.3.0 build\n> tsc -b && vite build\n\n" + fail, 1),
        ("a", "TypeScript knows the `@/` path alias from tsconfig, but Vite does not. Adding the alias to vite.config.ts."),
        ("e", "/home/dev/src/kiosk/vite.config.ts", "export default defineConfig({\n  plugins: [react()],\n})", "export default defineConfig({\n  plugins: [react()],\n  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },\n})"),
        ("e", "/home/dev/src/kiosk/vite.config.ts", "import react from '@vitejs/plugin-react'", "import path from 'node:path'\nimport react from '@vitejs/plugin-react'"),
        ("b", "npm run build", "\n> kiosk@0.3.0 build\n> tsc -b && vite build\n\nvite v5.4.11 building for production...\n" + long_out("npm", rng, "✓ 214 modules transformed.\n✓ built in 2.91s", 8, 0)),
        ("a", "Build passes. The `@` alias has to be declared in vite.config.ts (`resolve.alias`) as well as tsconfig."),
    ]
    exp = [fix(err, [["resolve.alias", "alias"], ["vite.config"]])]
    return steps, exp, []


@case("jest_vm_modules_env", "jest", "invocation", "env_var", "en", "/home/dev/src/md-render")
def _(rng):
    err = "    SyntaxError: Cannot use import statement outside a module"
    box = " FAIL  src/render.test.js\n  ● Test suite failed to run\n\n    Jest encountered an unexpected token\n\n    Jest failed to parse a file. This happens e.g. when your code or its dependencies use non-standard JavaScript syntax, or when Jest is not configured to support such syntax.\n\n    Out of the box Jest supports Babel, which will be used to transform your files into valid JS based on your Babel configuration.\n\n    Details:\n\n    /home/dev/src/md-render/src/render.test.js:1\n    ({\"Object.<anonymous>\":function(module,exports,require,__dirname,__filename,jest){import { render } from './render.js';\n                                                                                      ^^^^^^\n\n" + err + "\n\n      at Runtime.createScriptFromCode (node_modules/jest-runtime/build/index.js:1505:14)\n\nTest Suites: 1 failed, 6 passed, 7 total\nTests:       41 passed, 41 total"
    steps = [
        ("u", "Run the tests of md-render."),
        ("b", "npx jest", long_out("jest", rng, box, 9, 0), 1),
        ("b", "grep '\"type\"' package.json", "  \"type\": \"module\","),
        ("a", "The package is native ESM and has no Babel config; Jest needs Node's VM modules flag for that."),
        ("b", "NODE_OPTIONS=--experimental-vm-modules npx jest", long_out("jest", rng, "(node:41822) ExperimentalWarning: VM Modules is an experimental feature and might change at any time\nTest Suites: 7 passed, 7 total\nTests:       48 passed, 48 total", 9, 0)),
        ("a", "All 48 tests pass. This ESM package's tests must run as `NODE_OPTIONS=--experimental-vm-modules npx jest`."),
    ]
    exp = [fix("SyntaxError: Cannot use import statement outside a module", [["experimental-vm-modules"]], kind="lesson")]
    return steps, exp, []


@case("vitest_cache_clean", "vitest", "setup", "cache_clean", "bg", "/home/dev/src/shopfront")
def _(rng):
    err = "Error: Failed to load url /src/generated/routes.ts (resolved id: /home/dev/src/shopfront/src/generated/routes.ts) in /home/dev/src/shopfront/src/router.ts. Does the file exist?"
    steps = [
        ("u", "Пусни тестовете, след като регенерирах маршрутите."),
        ("b", "npx vitest run", long_out("jest", rng, " FAIL  src/router.test.ts [ src/router.test.ts ]\n" + err + "\n ❯ loadAndTransform node_modules/vite/dist/node/chunks/dep-CB_7IfJ-.js:51929:17\n\n Test Files  1 failed | 18 passed (19)\n      Tests  133 passed (133)", 8, 0), 1),
        ("b", "ls src/generated/", "routes.gen.ts\nschema.gen.ts"),
        ("a", "Файлът вече се казва routes.gen.ts и импортът в router.ts е правилен; Vite пази стара трансформация в кеша си. Изчиствам кеша."),
        ("b", "rm -rf node_modules/.vite node_modules/.vitest", ""),
        ("b", "npx vitest run", long_out("jest", rng, " Test Files  19 passed (19)\n      Tests  141 passed (141)", 8, 0)),
        ("a", "Всички 141 теста минават. След регенериране на маршрутите е нужно `rm -rf node_modules/.vite node_modules/.vitest`, иначе Vitest зарежда стария път."),
    ]
    exp = [fix("Error: Failed to load url /src/generated/routes.ts", [["node_modules/.vite"]])]
    return steps, exp, []


@case("tsc_build_mode_flag", "typescript", "invocation", "flag_added", "en", "/home/dev/src/atlas")
def _(rng):
    err = "error TS6305: Output file '/home/dev/src/atlas/packages/core/dist/index.d.ts' has not been built from source file '/home/dev/src/atlas/packages/core/src/index.ts'."
    lines = "\n".join(f"packages/web/src/views/v{i}.tsx:{3 + i}:22 - error TS6305: Output file '/home/dev/src/atlas/packages/core/dist/m{i}.d.ts' has not been built from source file '/home/dev/src/atlas/packages/core/src/m{i}.ts'." for i in range(6))
    steps = [
        ("u", "Typecheck the whole monorepo."),
        ("b", "npx tsc --noEmit -p packages/web", lines + "\npackages/web/src/main.tsx:2:24 - " + err + "\n\nFound 7 errors in 7 files.", 2),
        ("a", "packages/web references packages/core as a project reference, so core must be built first. `tsc -b` builds references in order."),
        ("b", "npx tsc -b packages/web", ""),
        ("a", "Clean. In this repo typecheck with `npx tsc -b` (build mode, follows project references), not `tsc --noEmit -p`."),
    ]
    exp = [fix("error TS6305: Output file", [["tsc -b", "--build"]], kind="lesson")]
    return steps, exp, []


@case("eslint_flat_config_env", "eslint", "invocation", "env_var", "en", "/home/dev/src/helpdesk-ui")
def _(rng):
    err = "ESLint couldn't find an eslint.config.(js|mjs|cjs) file."
    out = "\nOops! Something went wrong! :(\n\nESLint: 9.14.0\n\n" + err + "\n\nFrom ESLint v9.0.0, the default configuration file is now eslint.config.js.\nIf you are using a .eslintrc.* file, please follow the migration guide\nto update your configuration file to the new format:\n\nhttps://eslint.org/docs/latest/use/configure/migration-guide\n"
    steps = [
        ("u", "Lint helpdesk-ui before I push."),
        ("b", "npx eslint src", out, 2),
        ("b", "ls -a | grep eslint", ".eslintignore\n.eslintrc.cjs"),
        ("a", "ESLint 9 came in through a transitive bump but the repo still uses .eslintrc.cjs. Running it in legacy mode."),
        ("b", "ESLINT_USE_FLAT_CONFIG=false npx eslint src", "(node:5121) ESLintRCWarning: You are using an eslintrc configuration file, which is deprecated and support will be removed in v10.0.0.\n\n/home/dev/src/helpdesk-ui/src/pages/Ticket.tsx\n  41:9  warning  'unused' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n✖ 1 problem (0 errors, 1 warning)"),
        ("a", "No errors, one warning. Until the config is migrated, lint with `ESLINT_USE_FLAT_CONFIG=false npx eslint src`."),
    ]
    exp = [fix(err, [["ESLINT_USE_FLAT_CONFIG=false"]], kind="lesson")]
    return steps, exp, []


@case("next_cache_clean", "nextjs", "setup", "cache_clean", "en", "/home/dev/src/marketing-site")
def _(rng):
    err = "Error: ENOENT: no such file or directory, open '/home/dev/src/marketing-site/.next/server/pages-manifest.json'"
    steps = [
        ("u", "next build broke after I switched branches, fix please."),
        ("b", "npm run build", "\n> marketing-site@1.8.0 build\n> next build\n\n  ▲ Next.js 14.2.18\n  - Environments: .env.production\n\n   Creating an optimized production build ...\n" + long_out("npm", rng, " ✓ Compiled successfully\n   Collecting page data  ..." + "\n" + err + "\n    at Object.openSync (node:fs:573:18)\n    at Object.readFileSync (node:fs:452:35)\n> Build error occurred", 8, 0), 1),
        ("a", "The .next folder holds output from the other branch (app router there, pages router here). Removing it and rebuilding."),
        ("b", "rm -rf .next", ""),
        ("b", "npm run build", long_out("npm", rng, " ✓ Compiled successfully\n ✓ Generating static pages (37/37)\n ✓ Finalizing page optimization", 10, 0)),
        ("a", "Build passes after `rm -rf .next`: a stale .next from another branch caused the missing pages-manifest.json."),
    ]
    exp = [fix("no such file or directory, open '/home/dev/src/marketing-site/.next/server/pages-manifest.json'", [["rm -rf .next"]])]
    return steps, exp, []
