"""fixes9 cases, part B: JS/Python toolchains and deploy tools; fixes by a variable, a
version pin, a cache or lock clean, a config line or a flag."""

from __future__ import annotations

from kit import buried, case, fix, secret

NPM_TAIL = ["npm ERR! code 1", "npm ERR! path {cwd}", "npm ERR! command failed", "npm ERR! command sh -c {cmd}",
            "", "npm ERR! A complete log of this run can be found in: /home/{user}/.npm/_logs/2026-11-12T09_14_33_912Z-debug-0.log"]


def npm_tail(cwd: str, cmd: str, user: str) -> list[str]:
    return [line.format(cwd=cwd, cmd=cmd, user=user) for line in NPM_TAIL]


@case("pulumi_passphrase_file", "Pulumi (self-managed backend)", "setup", "env_var", "/home/jozafa/pwojè/kès", lang="ht",
      expected=[fix("passphrase must be set with PULUMI_CONFIG_PASSPHRASE or PULUMI_CONFIG_PASSPHRASE_FILE environment variables",
                    ["PULUMI_CONFIG_PASSPHRASE_FILE=", "PULUMI_CONFIG_PASSPHRASE_FILE ="], ["kes-dev.pass"], kind="lesson")],
      traps=["pulumi login --local"])
def _(t, rng):
    t.user("Tanpri, fè yon pulumi preview pou stack dev la.")
    out = "\n".join(["Previewing update (dev):", "warning: A new version of Pulumi is available. To upgrade from version '3.130.0' to '3.142.0', run",
                     "   $ curl -sSL https://get.pulumi.com | sh", "or visit https://pulumi.com/docs/install/ for manual instructions and release notes.",
                     "error: getting secrets manager: passphrase must be set with PULUMI_CONFIG_PASSPHRASE or PULUMI_CONFIG_PASSPHRASE_FILE environment variables",
                     "", "Resources:", "", "Duration: 1s"])
    t.bash("pulumi preview --stack dev", out, 255)
    t.bash("ls ~/.config/kes/", "kes-dev.pass\nkes-prod.pass", 0)
    t.think('Not pulumi login --local; the backend is already set. The update notice is noise.')
    t.say("Pwoblèm nan se pa vèsyon Pulumi a; se fraz sekrè a ki manke. Gen yon fichye ~/.config/kes/kes-dev.pass. M ap itilize l.")
    t.bash("export PULUMI_CONFIG_PASSPHRASE_FILE=~/.config/kes/kes-dev.pass && pulumi preview --stack dev",
           "Previewing update (dev):\n     Type                 Name      Plan\n     pulumi:pulumi:Stack  kes-dev\n\nResources:\n    14 unchanged", 0)
    t.say("Li mache: `export PULUMI_CONFIG_PASSPHRASE_FILE=~/.config/kes/kes-dev.pass` anvan `pulumi preview --stack dev`. 14 resous pa chanje.")


@case("hugo_extended_install", "Hugo", "install", "version_pin", "/home/elif/sites/kitap",
      expected=[fix("this feature is not available in your current Hugo version", ["-tags extended"], ["v0.139.3", "gohugoio/hugo@"])],
      traps=["WARN  deprecated: .Site.Social"])
def _(t, rng):
    t.user("hugo build is failing, can you check")
    out = buried(rng, ["Start building sites … ", "hugo v0.139.3-{h} linux/amd64 BuildDate=2026-10-01T11:00:00Z VendorInfo=gohugoio",
                       "WARN  found no layout file for \"html\" for kind \"taxonomy\" {h}"],
                 ["ERROR TOCSS: failed to transform \"/scss/main.scss\" (text/x-scss): this feature is not available in your current Hugo version, see https://goo.gl/YMrWcn for more information"],
                 ["Total in 212 ms", "Error: error building site: render: failed to render pages: render of \"/home/elif/sites/kitap/content/_index.md\" failed"],
                 before=3, after=0, warnings=["WARN  deprecated: .Site.Social was deprecated in Hugo v0.124.0 and will be removed in a future release."])
    t.bash("hugo --minify", out, 1)
    t.say("The last line is just the page render failing; the cause is the TOCSS line: SCSS needs the *extended* Hugo, and this is the standard build. The theme pins v0.139.3, so I'll install that version with the extended tag.")
    t.bash("CGO_ENABLED=1 go install -tags extended github.com/gohugoio/hugo@v0.139.3 && hugo version",
           "hugo v0.139.3+extended linux/amd64 BuildDate=unknown", 0)
    t.bash("hugo --minify", "Pages            | 48\nStatic files     |  9\nTotal in 688 ms", 0)
    t.say("Builds now. Installed Hugo extended: `CGO_ENABLED=1 go install -tags extended github.com/gohugoio/hugo@v0.139.3`.")


@case("astro_volta_pin", "Astro + Volta", "setup", "version_pin", "/home/maren/web/fjord",
      expected=[fix("Node.js v16.20.2 is not supported by Astro!", ["volta pin node@20", "volta install node@20"])],
      traps=["--legacy-peer-deps"])
def _(t, rng):
    t.user("npm run build breaks, please fix")
    out = buried(rng, ["npm WARN deprecated inflight@1.0.6: This module is not supported, and leaks memory.",
                       "npm WARN deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported",
                       "npm WARN ERESOLVE overriding peer dependency"],
                 ["> fjord@0.3.0 build", "> astro build", "",
                  "Node.js v16.20.2 is not supported by Astro!", "Please upgrade Node.js to a supported version: \">=18.17.1\""],
                 npm_tail("/home/maren/web/fjord", "astro build", "maren"), before=5, after=0)
    t.bash("npm run build", out, 1)
    t.think('Could try --legacy-peer-deps for the ERESOLVE noise, but that is not what stops the build.')
    t.say("Ignore the deprecation and ERESOLVE lines; Astro refuses Node 16. The team uses Volta (there's a `volta` key missing from package.json). Pinning Node 20:")
    t.bash("volta pin node@20 && node -v && npm run build", "success: pinned node@20.18.1 (with npm@10.8.2) in package.json\nv20.18.1\n> astro build\n 12:03:11 [build] 23 page(s) built in 3.41s\n 12:03:11 [build] Complete!", 0)
    t.say("Fixed with `volta pin node@20` (now in package.json's `volta` field), then `npm run build`.")


@case("vitest_pool_threads", "Vitest", "invocation", "flag_added", "/home/hemi/mahi/whare", lang="mi",
      expected=[fix("Error: [vitest-pool]: Timeout starting forks runner.", ["--pool=threads"], kind="lesson")],
      traps=["--testTimeout"])
def _(t, rng):
    t.user("Kia ora, kāore ngā whakamātautau e oma. Tirohia koa.")
    out = buried(rng, [" ✓ src/kete_{i}.test.ts ({k} tests) {k}ms", " ❯ src/kete_{i}.test.ts (0 test)",
                       "(node:{k}) ExperimentalWarning: VM Modules is an experimental feature"],
                 ["⎯⎯⎯⎯⎯⎯ Unhandled Error ⎯⎯⎯⎯⎯⎯⎯", "Error: [vitest-pool]: Timeout starting forks runner.",
                  " ❯ ForksPool.start node_modules/vitest/dist/chunks/resolveConfig.js:4721:17"],
                 [" Test Files  3 passed (41)", "      Tests  118 passed (118)", "     Errors  1 error", "   Duration  94.12s"] + npm_tail("/home/hemi/mahi/whare", "vitest run", "hemi"),
                 before=6, after=0)
    t.bash("npm test", out, 1)
    t.think("Raising --testTimeout won't help, the pool never starts.")
    t.say("Ko te hapa tūturu: `Timeout starting forks runner` — kāore te pool forks e tīmata i roto i tēnei container. Ka whakamātau ahau i te `--pool=threads`.")
    t.bash("npx vitest run --pool=threads", " Test Files  41 passed (41)\n      Tests  1007 passed (1007)\n   Duration  38.40s", 0)
    t.say("Kua pai: `npx vitest run --pool=threads` — 41 kōnae, kua paahi katoa.")


@case("bun_cache_rm", "Bun", "setup", "cache_clean", "/home/nadia/apps/quay",
      expected=[fix("error: Integrity check failed for tarball: zod", ["bun pm cache rm"])],
      traps=["bun upgrade"])
def _(t, rng):
    t.user("bun install keeps failing in this repo")
    out = buried(rng, ["  + @quay/ui@workspace:packages/ui", "  + hono@4.6.{p}", "warn: incorrect peer dependency \"react@18.{p}.0\"",
                       "Resolving dependencies", "Resolved, downloaded and extracted [{k}]"],
                 ["error: Integrity check failed for tarball: zod", "error: zod@3.23.8 failed to resolve"],
                 ["", "error: install script from \"@quay/db\" exited with 1"], before=6, after=0)
    t.bash("bun install", out, 1)
    t.think("bun upgrade won't help; the tarball integrity is the issue.")
    t.say("The last error is a knock-on from the postinstall; the first real one is the integrity failure for zod - a corrupt tarball in bun's cache. Clearing it:")
    t.bash("bun pm cache rm && bun install", "Cleared 'bun install' cache\nbun install v1.1.38\n + zod@3.23.8\n 612 packages installed [4.21s]", 0)
    t.say("Done: `bun pm cache rm`, then `bun install` succeeds.")


@case("pnpm_store_dir_npmrc", "pnpm", "config", "config_line", "/home/yusuf/repos/atlas",
      expected=[fix("ERR_PNPM_UNEXPECTED_STORE", ["store-dir="], [".npmrc"])],
      traps=["rm -rf node_modules"])
def _(t, rng):
    t.user("pnpm install errors out since I moved my home to the new disk")
    out = buried(rng, ["Scope: all 9 workspace projects", "Progress: resolved {k}, reused {k}, downloaded 0, added 0",
                       " WARN  deprecated @types/minimatch@5.1.2: This is a stub types definition."],
                 [" ERR_PNPM_UNEXPECTED_STORE  Unexpected store location",
                  "The dependencies at \"/home/yusuf/repos/atlas/node_modules\" are currently linked from the store at \"/mnt/old/.pnpm-store/v3\".",
                  "pnpm now wants to use the store at \"/home/yusuf/.local/share/pnpm/store/v3\" to link dependencies."],
                 ["If you want to use the new store location, reinstall your dependencies with \"pnpm install\"."], before=4, after=0)
    t.bash("pnpm install", out, 1)
    t.think('rm -rf node_modules alone would relink from whatever store pnpm picks next time.')
    t.say("The telling lines are the store paths: node_modules is linked to the old /mnt/old store. I'll set the store dir in the project's .npmrc so every machine and CI agree.")
    t.edit("/home/yusuf/repos/atlas/.npmrc", "auto-install-peers=true\n", "auto-install-peers=true\nstore-dir=/home/yusuf/.local/share/pnpm/store\n")
    t.bash("pnpm install --force", "Packages: +1321\nProgress: resolved 1321, reused 0, downloaded 1321, added 1321, done\nDone in 48.3s", 0)
    t.say("Fixed: `store-dir=` in .npmrc points to the new store, then one `pnpm install --force` relinked everything.")


@case("nx_daemon_off", "Nx", "invocation", "env_var", "/home/fara/asa/tanana", lang="mg",
      expected=[fix("Daemon process terminated and closed the connection", ["NX_DAEMON=false"], kind="lesson")],
      traps=["nx reset"])
def _(t, rng):
    t.user("Tsy mandeha ny build. Azonao jerena ve?")
    out = buried(rng, ["> nx run ui-{i}:build", "   ✔  nx run lib-{i}:build ({k}ms)",
                       " NX   Ran target build for project lib-{i} ({k}ms) with warnings"],
                 [" NX   Daemon process terminated and closed the connection",
                  "Please rerun the command, which will restart the daemon.",
                  "If you get this error again, check for any errors in the daemon process logs found in: /home/fara/asa/tanana/.nx/workspace-data/d/daemon.log"],
                 [" NX   Ran target build for 14 projects (21s)", "", "   ✖  1/14 failed", "   ✔  13/14 succeeded [0 read from cache]"] + npm_tail("/home/fara/asa/tanana", "nx run-many -t build", "fara"),
                 before=6, after=0)
    t.bash("npm run build:all", out, 1)
    t.bash("npx nx reset && npm run build:all", " NX   Successfully reset the Nx workspace.\n NX   Daemon process terminated and closed the connection\n   ✖  1/14 failed", 1)
    t.say("Tsy ampy ny `nx reset`. Ny daemon no maty foana ato anatin'ity container ity. Hanandrana tsy misy daemon aho.")
    t.bash("NX_DAEMON=false npx nx run-many -t build", " NX   Successfully ran target build for 14 projects (58s)", 0)
    t.say("Mandeha: `NX_DAEMON=false npx nx run-many -t build`.")


@case("poetry_null_keyring", "Poetry", "setup", "env_var", "/home/gustavo/dev/pombal",
      expected=[fix("Failed to unlock the collection!", ["PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring"], kind="lesson")],
      traps=["poetry self update"])
def _(t, rng):
    t.user("poetry install dies over ssh on the build box")
    out = buried(rng, ["Installing dependencies from lock file", "  - Installing certifi (2024.{p}.2)", "  - Installing idna (3.{p})",
                       "Warning: poetry.lock was generated with Poetry 1.8; consider `poetry lock` to refresh it."],
                 ["  - Installing pombal-common (0.9.1): Failed", "", "  KeyringLocked", "", "  Failed to unlock the collection!",
                  "  at ~/.local/share/pypoetry/venv/lib/python3.12/site-packages/keyring/backends/SecretService.py:67 in get_preferred_collection"],
                 ["Cannot install pombal-common."], before=5, after=0)
    t.bash("poetry install", out, 1)
    t.think('poetry self update is unrelated to the keyring prompt.')
    t.say("The lock-file warning is not it. Poetry asks the desktop keyring for the private index password and there's no unlocked keyring over ssh. The index credentials are already in env vars, so the keyring can be switched off:")
    t.bash("PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring poetry install", "  - Installing pombal-common (0.9.1)\nInstalling the current project: pombal (2.1.0)", 0)
    t.say("Works over ssh with `PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring poetry install`.")


@case("pdm_python_install", "PDM", "setup", "version_pin", "/home/ana/code/ribeira",
      expected=[fix('No Python interpreter matching requires-python ">=3.12"', ["pdm python install 3.12"], ["pdm use"])],
      traps=["requires-python = \">=3.10\""])
def _(t, rng):
    t.user("pdm install please, then run the tests")
    out = "\n".join(["WARNING: Lockfile is generated on an older version of PDM", "WARNING: Project requires a python version of >=3.12, The virtualenv is being created for you as it cannot be matched to the right version.",
                     "[PdmUsageError]: No Python interpreter matching requires-python \">=3.12\" is found.", "", "See /tmp/pdm-install-" + secret(rng, 8) + ".log for details"])
    t.bash("pdm install", out, 1)
    t.say("I could lower `requires-python = \">=3.10\"`, but the code uses 3.12 features. PDM can fetch the interpreter itself:")
    t.bash("pdm python install 3.12 && pdm use -f 3.12 && pdm install && pdm run pytest -q", "Successfully installed cpython@3.12.7\nUsing Python interpreter: /home/ana/.local/share/pdm/python/cpython@3.12.7/bin/python3\n112 passed in 6.02s", 0)
    t.say("All set: `pdm python install 3.12` then `pdm use -f 3.12`; 112 tests pass.")


@case("hatch_env_prune", "Hatch", "setup", "cache_clean", "/home/sjoerd/projekten/skûtsje", lang="fy",
      expected=[fix("ModuleNotFoundError: No module named 'attrs'", ["hatch env prune"])],
      traps=["pip install attrs"])
def _(t, rng):
    t.user("hatch test giet mis sûnt ik attrs oan de dependencies tafoege haw. Kinst sjen?")
    out = buried(rng, ["tests/test_{i}.py::test_case_{k} PASSED", "  /home/sjoerd/projekten/skûtsje/src/skutsje/old_{i}.py:{k}: DeprecationWarning: datetime.utcnow() is deprecated"],
                 ["E   ModuleNotFoundError: No module named 'attrs'", "________________ ERROR collecting tests/test_model.py ________________"],
                 ["=========================== short test summary info ============================", "ERROR tests/test_model.py", "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!", "1 error in 0.88s"], before=6, after=0)
    t.bash("hatch test", out, 1)
    t.think('pip install attrs inside the env would work once but the env would still be stale.')
    t.say("De hatch-omjouwing is makke foar't attrs tafoege waard en wurdt net automatysk bywurke. Ik smyt de omjouwings fuort:")
    t.bash("hatch env prune && hatch test", "Creating environment: hatch-test.py3.12\nInstalling project in development mode\n64 passed in 2.31s", 0)
    t.say("Klear: `hatch env prune` en dan `hatch test`; 64 tests slagje.")


@case("uv_native_tls", "uv", "setup", "env_var", "/home/priya/work/ledgerkit",
      expected=[fix("invalid peer certificate: UnknownIssuer", ["UV_NATIVE_TLS=1", "--native-tls"], kind="lesson")],
      traps=["--trusted-host"])
def _(t, rng):
    t.user("uv sync hangs then fails on the office network")
    out = "\n".join(["Using CPython 3.12.7", "warning: `VIRTUAL_ENV=/home/priya/.venvs/old` does not match the project environment path `.venv` and will be ignored",
                     "Resolved 88 packages in 12ms", "  × Failed to download `ledger-proto==4.2.0`",
                     "  ├─▶ Failed to fetch: `https://pypi.corp.test/simple/ledger-proto/ledger_proto-4.2.0-py3-none-any.whl`",
                     "  ├─▶ Request failed after 3 retries", "  ├─▶ error sending request for url (https://pypi.corp.test/simple/ledger-proto/ledger_proto-4.2.0-py3-none-any.whl)",
                     "  ├─▶ client error (Connect)", "  ╰─▶ invalid peer certificate: UnknownIssuer", "  help: `ledger-proto` (v4.2.0) was included because `ledgerkit` depends on `ledger-proto`"])
    t.bash("uv sync", out, 2)
    t.think("--trusted-host is pip's flag and would switch off verification anyway.")
    t.say("The VIRTUAL_ENV warning is harmless. The failure is TLS: the corporate proxy re-signs certificates with a CA that's in the system store but not in uv's bundled roots. uv can use the system store:")
    t.bash("UV_NATIVE_TLS=1 uv sync", "Resolved 88 packages in 11ms\nPrepared 3 packages in 1.20s\nInstalled 88 packages in 240ms", 0)
    t.say("Synced with `UV_NATIVE_TLS=1 uv sync` (use the system certificate store on this network).")


@case("mamba_cuda_override", "conda/mamba", "setup", "env_var", "/home/kenji/research/seabed",
      expected=[fix("nothing provides __cuda needed by pytorch-2.5.1", ["CONDA_OVERRIDE_CUDA=12.4", "CONDA_OVERRIDE_CUDA=\"12.4\""], kind="lesson")],
      traps=["cpuonly"])
def _(t, rng):
    t.user("create the conda env from environment.yml, this is the login node (no GPU here)")
    out = buried(rng, ["conda-forge/linux-64                                     {k}.{p}MB @  {k}.1MB/s  {p}.2s", "pytorch/noarch                                    {k}.0kB @ {k}.0kB/s  0.{p}s",
                       "warning  libmamba Cache file \"/home/kenji/.conda/pkgs/cache/{h}.json\" was modified by another program"],
                 ["Could not solve for environment specs", "The following package could not be installed",
                  "└─ pytorch 2.5.1 *cuda* is not installable because it requires", "   └─ __cuda, which is missing on the system.",
                  "error    libmamba Could not solve for environment specs", "nothing provides __cuda needed by pytorch-2.5.1-py3.12_cuda12.4_cudnn9.1.0_0"],
                 ["critical libmamba Could not solve for environment specs"], before=5, after=0)
    t.bash("mamba env create -f environment.yml", out, 1)
    t.think('cpuonly would give a different env than the GPU nodes run.')
    t.say("The solver wants a GPU (`__cuda` virtual package) because this node has none; the env is meant for the GPU nodes. conda lets us declare it:")
    t.bash("CONDA_OVERRIDE_CUDA=12.4 mamba env create -f environment.yml", "Transaction finished\n\nTo activate this environment, use:\n\n     $ mamba activate seabed", 0)
    t.say("Created with `CONDA_OVERRIDE_CUDA=12.4 mamba env create -f environment.yml`, same env the GPU nodes will use.")


@case("sphinx_docs_extra", "Sphinx -W", "install", "install", "/home/thabo/umsebenzi/isikhwama", lang="zu",
      expected=[fix("autodoc: failed to import module 'isikhwama.cli'", ["pip install -e '.[docs]'", "pip install -e \".[docs]\""])],
      traps=["-W --keep-going"])
def _(t, rng):
    t.user("Sawubona, i-make html ayisebenzi. Ngicela ubheke.")
    out = buried(rng, ["reading sources... [ {p}%] api/mod_{i}", "writing output... [ {p}%] guide/{i}",
                       "/home/thabo/umsebenzi/isikhwama/docs/guide/{i}.rst:{k}: WARNING: duplicate label intro, other instance in guide/index.rst"],
                 ["WARNING: autodoc: failed to import module 'isikhwama.cli'; the following exception was raised:", "No module named 'click'"],
                 ["build finished with problems, 3 warnings (with warnings treated as errors).", "make: *** [Makefile:20: html] Error 1"], before=7, after=2)
    t.bash("make -C docs html", out, 2)
    t.think('-W --keep-going would only list more warnings.')
    t.say("Izexwayiso eziningi, kodwa okubalulekile: autodoc ayikwazi ukungenisa isikhwama.cli ngoba i-click ayifakiwe. Ngifaka i-extra ye-docs:")
    t.bash("pip install -e '.[docs]' && make -C docs html", "Successfully installed click-8.1.7 isikhwama-0.4.0 sphinx-8.1.3\nbuild succeeded.\n\nThe HTML pages are in _build/html.", 0)
    t.say("Kuyasebenza manje: `pip install -e '.[docs]'` bese `make -C docs html`.")


@case("alembic_database_url", "Alembic + Postgres in compose", "setup", "env_var", "/home/oluwaseun/src/farmgate",
      expected=[fix('connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused',
                    ["DATABASE_URL=postgresql"], ["5433"], kind="lesson")],
      traps=["SAWarning"])
def _(t, rng):
    t.user("run the migrations against the local compose db")
    out = buried(rng, ["INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.", "/home/oluwaseun/src/farmgate/.venv/lib/python3.12/site-packages/sqlalchemy/sql/schema.py:{k}: SAWarning: Can't validate argument 'postgresql_concurrently'"],
                 ["sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: connection to server at \"localhost\" (127.0.0.1), port 5432 failed: Connection refused",
                  "\tIs the server running on that host and accepting TCP/IP connections?"],
                 ["(Background on this error at: https://sqlalche.me/e/20/e3q8)", "FAILED: Migration aborted."], before=3, after=0,
                 warnings=["/home/oluwaseun/src/farmgate/migrations/env.py:22: SAWarning: Did not recognize type 'citext' of column 'email'"])
    t.bash("alembic upgrade head", out, 1)
    t.bash("docker compose ps db --format '{{.Ports}}'", "0.0.0.0:5433->5432/tcp", 0)
    t.say("The db is up but published on 5433 (5432 is taken by the system Postgres). env.py reads DATABASE_URL, so:")
    t.bash("DATABASE_URL=postgresql+psycopg://farmgate:farmgate@localhost:5433/farmgate alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade 7c1e -> 9a02, add harvest table", 0)
    t.say("Migrated to head with `DATABASE_URL=postgresql+psycopg://farmgate:farmgate@localhost:5433/farmgate alembic upgrade head` - the compose db listens on 5433.")


@case("dbt_profiles_dir", "dbt", "invocation", "env_var", "/home/lucia/analytics/warehouse",
      expected=[fix("Could not find profile named 'harbour_wh'", ["DBT_PROFILES_DIR=./profiles", "--profiles-dir ./profiles", "--profiles-dir profiles"], kind="lesson")],
      traps=["dbt init"])
def _(t, rng):
    t.user("dbt build is broken for me")
    out = buried(rng, ["09:1{p}:0{p}  Running with dbt=1.8.{p}", "09:1{p}:0{p}  [WARNING]: Deprecated functionality The `tests` config has been renamed to `data_tests`."],
                 ["09:12:04  Encountered an error while reading profiles:", "  ERROR: Runtime Error", "  Could not find profile named 'harbour_wh'"],
                 ["09:12:04  Encountered an error:", "Runtime Error", "  Could not run dbt"], before=2, after=0)
    t.bash("dbt build", out, 2)
    t.bash("ls profiles/", "profiles.yml", 0)
    t.think('Not dbt init - that would write a new profile in ~/.dbt.')
    t.say("The repo keeps its profiles.yml in ./profiles, not in ~/.dbt. Pointing dbt at it:")
    t.bash("DBT_PROFILES_DIR=./profiles dbt build", "09:13:40  Completed successfully\n09:13:40  Done. PASS=57 WARN=0 ERROR=0 SKIP=0 TOTAL=57", 0)
    t.say("Green with `DBT_PROFILES_DIR=./profiles dbt build`.")


@case("gha_runs_on_2204", "GitHub Actions (gh run view)", "config", "config_line", "/home/marek/oss/tramline",
      expected=[fix("The version '3.7' with architecture 'x64' was not found for Ubuntu 24.04.", ["ubuntu-22.04"])],
      traps=["Node.js 16 actions are deprecated"])
def _(t, rng):
    t.user("CI is red on the py37 job, check the log")
    out = buried(rng, ["test (3.7)\tSet up job\t2026-11-1{p}T10:0{p}:{k}Z Current runner version: '2.320.0'",
                       "test (3.7)\tSet up job\t2026-11-1{p}T10:0{p}:{k}Z Download action repository 'actions/checkout@v4' (SHA:{h})"],
                 ["test (3.7)\tSet up Python\t2026-11-12T10:04:18Z ##[error]The version '3.7' with architecture 'x64' was not found for Ubuntu 24.04.",
                  "test (3.7)\tSet up Python\t2026-11-12T10:04:18Z The list of all available versions can be found here: https://raw.githubusercontent.com/actions/python-versions/main/versions-manifest.json"],
                 ["test (3.7)\tPost Run actions/checkout@v4\t2026-11-12T10:04:19Z Cleaning up orphan processes", "test (3.7)\tComplete job\t2026-11-12T10:04:19Z ##[error]Process completed with exit code 1."],
                 before=3, after=0, warnings=["test (3.7)\tSet up job\t2026-11-12T10:03:59Z ##[warning]Node.js 16 actions are deprecated. Please update the following actions to use Node.js 20: actions/cache@v2"])
    t.bash("gh run view 11873304 --log-failed", out, 1)
    t.say("The last line is only the runner's summary. The real error: `ubuntu-latest` moved to 24.04, and setup-python has no 3.7 build for it. Pinning that job's runner:")
    t.edit("/home/marek/oss/tramline/.github/workflows/ci.yml", "    runs-on: ubuntu-latest\n    strategy:", "    runs-on: ubuntu-22.04\n    strategy:")
    t.bash("git commit -am 'ci: run on ubuntu-22.04 for python 3.7' && git push && gh run watch --exit-status", "✓ test (3.7) in 1m12s\n✓ test (3.12) in 58s\n✓ Run 11873390 completed with 'success'", 0)
    t.say("CI is green: `runs-on: ubuntu-22.04` in .github/workflows/ci.yml, since ubuntu-latest (24.04) has no Python 3.7.")


@case("just_dotenv_load", "just + psql", "config", "config_line", "/home/cabdi/mashruuc/suuq", lang="so",
      expected=[fix('FATAL:  role "root" does not exist', ["set dotenv-load"])],
      traps=["createuser root"])
def _(t, rng):
    t.user("just migrate ma shaqeynayo. Fadlan eeg.")
    out = "\n".join(["psql -v ON_ERROR_STOP=1 -f db/migrations/0007_orders.sql",
                     "psql: warning: extra command-line argument \"--quiet\" ignored",
                     "psql: error: connection to server on socket \"/var/run/postgresql/.s.PGSQL.5432\" failed: FATAL:  role \"root\" does not exist",
                     "error: Recipe `migrate` failed on line 12 with exit code 2"])
    t.bash("just migrate", out, 2)
    t.bash("cat .env", "PGUSER=suuq\nPGDATABASE=suuq_dev\nPGHOST=localhost", 0)
    t.think('createuser root would be wrong; the project has its own role.')
    t.say("Khaladku wuxuu ku jiraa sadarka dhexe: psql wuxuu isticmaalayaa user-ka `root` sababtoo ah .env lama akhrin. justfile-ka waxaan ku darayaa `set dotenv-load`.")
    t.edit("/home/cabdi/mashruuc/suuq/justfile", "set shell := [\"bash\", \"-cu\"]\n", "set shell := [\"bash\", \"-cu\"]\nset dotenv-load\n")
    t.bash("just migrate", "psql -v ON_ERROR_STOP=1 -f db/migrations/0007_orders.sql\nCREATE TABLE\nCREATE INDEX", 0)
    t.say("Wuu shaqeeyay: `set dotenv-load` ee justfile-ka ayaa PGUSER ka soo akhriya .env.")


@case("tauri_appimage_extract", "Tauri bundler", "invocation", "env_var", "/home/yara/apps/lantern",
      expected=[fix("fuse: failed to exec fusermount: No such file or directory", ["APPIMAGE_EXTRACT_AND_RUN=1"], kind="lesson")],
      traps=["warning: unused import"])
def _(t, rng):
    t.user("cargo tauri build fails at the bundling step in the dev container")
    out = buried(rng, ["   Compiling lantern v0.7.0 (/home/yara/apps/lantern/src-tauri)", "warning: unused import: `std::path::PathBuf`",
                       "    Building [=======================> ] {k}/612: lantern_{i}(build)"],
                 ["    Finished `release` profile [optimized] target(s) in 3m 12s", "    Bundling lantern_0.7.0_amd64.deb (/home/yara/apps/lantern/src-tauri/target/release/bundle/deb/lantern_0.7.0_amd64.deb)",
                  "    Bundling lantern_0.7.0_amd64.AppImage (/home/yara/apps/lantern/src-tauri/target/release/bundle/appimage/lantern_0.7.0_amd64.AppImage)",
                  "fuse: failed to exec fusermount: No such file or directory", "", "Cannot mount AppImage, please check your FUSE setup."],
                 ["       Error failed to bundle project: `failed to run linuxdeploy`"], before=5, after=0,
                 warnings=["warning: unused import: `std::io::Write`"])
    t.bash("cargo tauri build", out, 1)
    t.say("The .deb bundled fine. linuxdeploy is itself an AppImage and needs FUSE, which the container lacks. AppImages can extract themselves instead of mounting:")
    t.bash("APPIMAGE_EXTRACT_AND_RUN=1 cargo tauri build", "    Bundling lantern_0.7.0_amd64.AppImage\n    Finished 2 bundles at:\n        /home/yara/apps/lantern/src-tauri/target/release/bundle/deb/lantern_0.7.0_amd64.deb\n        /home/yara/apps/lantern/src-tauri/target/release/bundle/appimage/lantern_0.7.0_amd64.AppImage", 0)
    t.say("Both bundles built with `APPIMAGE_EXTRACT_AND_RUN=1 cargo tauri build` (no FUSE in the container).")
