"""Sessions with memory, part three: the fix found by reading documentation (`fix_from_docs`, 3), the user
telling the agent what it is (`user_hint`, 4), and a failure whose wording or line numbers drift between tries
(`wording_drift`, 3)."""

from __future__ import annotations

from kit import hx, mem

# --- fix_from_docs ----------------------------------------------------------------------------------------------
S = "fix_from_docs"

C = "uv sync"
E = "  \u2570\u2500\u25b6 Because only urllib3<=1.26.5 is available and requests==2.32.3 depends on urllib3>=1.21.1,<3, we can conclude that requests==2.32.3 depends on urllib3>=1.21.1,<=1.26.5."
HINT = ("      hint: `urllib3` was found on https://pypi.kestrel.example/simple, but not at the requested version (urllib3>=2). A "
        "compatible version may be available on a subsequent index (e.g., https://pypi.org/simple). By default, uv will only "
        "consider versions that are published on the first index that contains a given package, to avoid dependency "
        "confusion attacks. If all indexes are equally trusted, use `--index-strategy unsafe-best-match` to consider all "
        "versions from all indexes, regardless of the order in which they were defined.")
OUT = "\n".join(["  \u00d7 No solution found when resolving dependencies:", E,
                 "      And because botocore==1.35.90 depends on urllib3>=2 and only botocore==1.35.90 is available, we can conclude that requests==2.32.3 and botocore==1.35.90 are incompatible.",
                 "      And because your project depends on botocore==1.35.90 and requests==2.32.3, we can conclude that your project's requirements are unsatisfiable.",
                 "", HINT])
mem("uv_sync_first_index_explicit_source", "uv", S, "docs_webfetch", "/home/kai/kestrel-etl",
    lambda rng, C=C: [
        ("u", "add our internal kestrel-auth package and sync. the index is https://pypi.kestrel.example/simple"),
        ("e", "/home/kai/kestrel-etl/pyproject.toml", '[[tool.uv.index]]\nname = "pypi"\n',
         '[[tool.uv.index]]\nname = "kestrel"\nurl = "https://pypi.kestrel.example/simple"\n\n[[tool.uv.index]]\nname = "pypi"\n'),
        ("b", "uv add kestrel-auth --no-sync", "Resolved 41 packages in 1.12s"),
        ("b", C, OUT, 1),
        ("s", "Clearing uv's cache, the internal index may have been cached stale."),
        ("b", "uv cache clean", "Clearing cache at: /home/kai/.cache/uv\nRemoved 5132 files (401.2MiB)"),
        ("b", C, OUT, 1),
        ("s", "Upgrading urllib3 in the lock explicitly."),
        ("b", "uv lock --upgrade-package urllib3 && uv sync", OUT, 1),
        ("s", "The hint suggests unsafe-best-match, but that would let the internal mirror and PyPI compete for every "
              "name. Checking the uv docs for pinning one package to one index."),
        ("wf", "https://docs.astral.sh/uv/concepts/indexes/", "How do I pin a single package to a specific index without uv "
               "using that index for everything else?",
         "Packages can be pinned to an index with `tool.uv.sources`: `[tool.uv.sources] torch = { index = \"pytorch\" }`. "
         "Marking the index `explicit = true` prevents packages from being installed from it unless they are explicitly "
         "pinned to it: `[[tool.uv.index]] name = \"pytorch\" url = \"...\" explicit = true`. Indexes are otherwise "
         "searched in order, and uv stops at the first index that contains a package (the `first-index` strategy)."),
        ("s", "The internal index is listed first and carries an old urllib3, so uv never looks at PyPI for it. Making "
              "the internal index explicit and pinning only kestrel-auth to it."),
        ("e", "/home/kai/kestrel-etl/pyproject.toml", 'url = "https://pypi.kestrel.example/simple"\n',
         'url = "https://pypi.kestrel.example/simple"\nexplicit = true\n'),
        ("e", "/home/kai/kestrel-etl/pyproject.toml", "[tool.uv.sources]\n", '[tool.uv.sources]\nkestrel-auth = { index = "kestrel" }\n'),
        ("b", C, "Resolved 42 packages in 1.38s\nPrepared 3 packages in 402ms\nInstalled 3 packages in 9ms\n + kestrel-auth==0.8.1\n"
                 " ~ urllib3==2.3.0\n + pyjwt==2.10.1"),
        ("s", "Synced. The kestrel index is `explicit = true` and only `kestrel-auth` is pinned to it in "
              "`[tool.uv.sources]`; everything else comes from PyPI. I did not use `--index-strategy unsafe-best-match`.")],
    cmd=C, err=E, change='kestrel-auth = { index = "kestrel" }', kind="bugfix",
    also_ok=["  \u00d7 No solution found when resolving dependencies:"],
    groups=[["only urllib3<=1.26.5 is available", "No solution found when resolving dependencies"], ["explicit = true", "tool.uv.sources"]],
    tries=["uv cache clean", "uv lock --upgrade-package urllib3"], traps=[HINT],
    note="The fix came from uv's docs (WebFetch). uv's own hint (`unsafe-best-match`) is advice the agent rejected "
         "for a reason a careful engineer shares (dependency confusion): a trap.")

C = "alembic upgrade head"
E = "NotImplementedError: No support for ALTER of constraints in SQLite dialect. Please refer to the batch mode feature which allows for SQLite migrations using a copy-and-move strategy."
OUT = "\n".join(["INFO  [alembic.runtime.migration] Context impl SQLiteImpl.", "INFO  [alembic.runtime.migration] Will assume non-transactional DDL.",
                 "INFO  [alembic.runtime.migration] Running upgrade 3b1f0c2a9d4e -> 7c2e91ab0f13, orders: unique order number",
                 "Traceback (most recent call last):", '  File "/home/olu/depot/.venv/bin/alembic", line 8, in <module>',
                 "    sys.exit(main())", '  File "/home/olu/depot/migrations/versions/7c2e91ab0f13_orders_unique_number.py", line 19, in upgrade',
                 '    op.create_unique_constraint("uq_orders_number", "orders", ["number"])',
                 '  File "/home/olu/depot/.venv/lib/python3.12/site-packages/alembic/ddl/sqlite.py", line 54, in add_constraint', "    raise NotImplementedError(", E])
mem("alembic_sqlite_alter_constraint_batch_mode", "alembic", S, "docs_local_read", "/home/olu/depot",
    lambda rng, C=C: [
        ("u", "the new migration for unique order numbers won't apply on the local sqlite db"),
        ("b", C, OUT, 1),
        ("s", "Upgrading alembic, newer versions might support it."),
        ("b", "pip install -U alembic -q && alembic --version", "alembic 1.14.1"),
        ("b", C, OUT, 1),
        ("s", "Same on 1.14.1. Downgrading one step and reapplying in case the database is half-migrated."),
        ("b", "alembic downgrade -1 && " + C, "INFO  [alembic.runtime.migration] Running downgrade 3b1f0c2a9d4e -> 91d0aa4e2c77, orders table\n" + OUT, 1),
        ("b", "alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade 91d0aa4e2c77 -> 3b1f0c2a9d4e, orders table\n" + OUT, 1),
        ("s", "The message points at batch mode; reading alembic's own docs in the installed package."),
        ("b", "python -m pydoc alembic.operations.base.Operations.batch_alter_table | sed -n '1,30p'",
         "Help on function batch_alter_table in alembic.operations.base.Operations:\n\nbatch_alter_table(self, table_name, schema=None, "
         "recreate='auto', ...)\n    Invoke a series of per-table migrations in batch.\n\n    Batch mode allows a series of operations specific "
         "to a table to be syntactically grouped together, and allows for alternate modes of table migration, in particular the "
         "\"recreate\" style of migration required by SQLite.\n\n    \"recreate\" style is as follows:\n\n    1. A new table is created with "
         "the new specification...\n\n    E.g.::\n\n        with op.batch_alter_table(\"some_table\") as batch_op:\n            "
         "batch_op.add_column(Column('foo', Integer))\n            batch_op.drop_column('bar')\n\n    Autogenerate: set "
         "``render_as_batch=True`` in ``context.configure()`` in env.py so future migrations are generated in batch form."),
        ("s", "Rewriting the migration with `batch_alter_table` and setting `render_as_batch=True` in env.py for future "
              "autogenerates."),
        ("e", "/home/olu/depot/migrations/versions/7c2e91ab0f13_orders_unique_number.py",
         '    op.create_unique_constraint("uq_orders_number", "orders", ["number"])',
         '    with op.batch_alter_table("orders") as batch_op:\n        batch_op.create_unique_constraint("uq_orders_number", ["number"])'),
        ("e", "/home/olu/depot/migrations/env.py", "        target_metadata=target_metadata,\n",
         "        target_metadata=target_metadata,\n        render_as_batch=True,\n"),
        ("b", C, "INFO  [alembic.runtime.migration] Context impl SQLiteImpl.\nINFO  [alembic.runtime.migration] Will assume non-transactional DDL.\n"
                 "INFO  [alembic.runtime.migration] Running upgrade 3b1f0c2a9d4e -> 7c2e91ab0f13, orders: unique order number"),
        ("s", "Applied. The migration uses `op.batch_alter_table` (copy-and-move on SQLite, plain ALTER on Postgres) and "
              "env.py has `render_as_batch=True`. Upgrading alembic and the downgrade/upgrade cycle changed nothing.")],
    cmd=C, err=E, change='with op.batch_alter_table("orders")', kind="bugfix",
    groups=[["No support for ALTER of constraints in SQLite"], ["batch_alter_table", "render_as_batch"]],
    tries=["pip install -U alembic", "alembic downgrade -1"],
    note="The error names batch mode; the agent read the installed docs (pydoc) after two tries. Bugfix in the "
         "migration and env.py.")

C = "docker build -t hollow-api:dev ."
E = "error: set `DATABASE_URL` to use query macros online, or run `cargo sqlx prepare` to update the query cache"
E2 = "error: error communicating with database: failed to lookup address information: Name or service not known"


def _sqlx(err: str) -> str:
    return "\n".join([
        "#14 [builder 6/6] RUN cargo build --release", "#14 41.27    Compiling hollow-api v0.3.0 (/app)",
        "#14 44.02 " + err, "#14 44.02   --> src/repo/users.rs:18:9", "#14 44.02    |",
        '#14 44.02 18 |         sqlx::query_as!(User, "SELECT id, email FROM users WHERE id = $1", id)',
        "#14 44.02    |         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        "#14 44.11 error: could not compile `hollow-api` (bin \"hollow-api\") due to 4 previous errors",
        "#14 ERROR: process \"/bin/sh -c cargo build --release\" did not complete successfully: exit code: 101",
        "ERROR: failed to solve: process \"/bin/sh -c cargo build --release\" did not complete successfully: exit code: 101"])


mem("docker_sqlx_offline_prepare", "docker", S, "docs_readme", "/home/petra/hollow",
    lambda rng, C=C: [
        ("u", "the api image doesn't build, cargo builds fine on my machine"),
        ("b", C, _sqlx(E), 1),
        ("s", "sqlx wants a database at compile time. Passing DATABASE_URL into the build."),
        ("e", "/home/petra/hollow/Dockerfile", "RUN cargo build --release", "ENV DATABASE_URL=postgres://hollow:hollow@db:5432/hollow\nRUN cargo build --release"),
        ("b", C, _sqlx(E2), 1),
        ("s", "There is no database reachable during `docker build`, so that can't work. Reverting, and reading the "
              "sqlx-cli docs about building without a database."),
        ("e", "/home/petra/hollow/Dockerfile", "ENV DATABASE_URL=postgres://hollow:hollow@db:5432/hollow\nRUN cargo build --release", "RUN cargo build --release"),
        ("b", C, _sqlx(E), 1),
        ("r", "/home/petra/.cargo/registry/src/index.crates.io-6f17d22bba15001f/sqlx-cli-0.8.2/README.md",
         "## Enable building in \"offline mode\" with `query!()`\n\nThere are 2 steps to building with \"offline mode\":\n\n"
         "1. Save query metadata for offline usage\n    - `cargo sqlx prepare`\n2. Build\n\nNote: Saving query metadata must be run "
         "as `cargo sqlx`.\n\n```bash\ncargo sqlx prepare\n```\n\nInvoking `prepare` saves query metadata to `.sqlx` in the current "
         "directory. Check this directory into version control and an active database connection will no longer be needed to "
         "build your project.\n\nTo make sure an accidentally-present `DATABASE_URL` environment variable or `.env` file does not "
         "result in `cargo build` (trying to) access the database, you can set the `SQLX_OFFLINE` environment variable to `true`."),
        ("b", "cargo sqlx prepare", "query data written to .sqlx in the current directory; please check this into version control"),
        ("e", "/home/petra/hollow/Dockerfile", "RUN cargo build --release", "ENV SQLX_OFFLINE=true\nRUN cargo build --release"),
        ("b", "grep -n sqlx .dockerignore || echo 'not ignored'", "not ignored"),
        ("b", C, "#14 [builder 6/6] RUN cargo build --release\n#14 96.40    Finished `release` profile [optimized] target(s) in 1m 35s\n"
                 "#16 exporting to image\n#16 naming to docker.io/library/hollow-api:dev done\n#16 DONE 1.2s"),
        ("s", "Image builds. `cargo sqlx prepare` wrote the query cache to `.sqlx/` (commit it) and the Dockerfile sets "
              "`SQLX_OFFLINE=true`. The DATABASE_URL attempt is reverted.")],
    cmd=C, err=E, change="SQLX_OFFLINE=true", kind="bugfix",
    groups=[["set `DATABASE_URL` to use query macros online", "cargo sqlx prepare"], ["SQLX_OFFLINE", ".sqlx"]],
    tries=["ENV DATABASE_URL=postgres://hollow:hollow@db:5432/hollow"], traps=[E2],
    note="The DATABASE_URL try changed the error (name lookup) and was reverted; the README in the cargo registry "
         "gave the fix. The memory needs the offline cache and SQLX_OFFLINE; the error itself names `cargo sqlx "
         "prepare`, so group 0 accepts that.")

# --- user_hint --------------------------------------------------------------------------------------------------
S = "user_hint"

C = "pip install -r requirements.txt"
E = "ERROR: Could not find a version that satisfies the requirement orca-metrics==2.4.1 (from versions: none)"
OUT = "\n".join([
    "Looking in indexes: https://pypi.orca.corp.example/simple",
    "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by "
    "'ProxyError('Unable to connect to proxy', OSError('Tunnel connection failed: 403 Forbidden'))': /simple/orca-metrics/",
    "WARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by "
    "'ProxyError('Unable to connect to proxy', OSError('Tunnel connection failed: 403 Forbidden'))': /simple/orca-metrics/",
    E, "ERROR: No matching distribution found for orca-metrics==2.4.1"])
mem("pip_internal_index_proxy_no_proxy_user", "pip", S, "user_names_proxy", "/home/sven/orca-collector",
    lambda rng, C=C: [
        ("u", "set up the venv for orca-collector and install requirements"),
        ("b", "python3 -m venv .venv && . .venv/bin/activate && python -V", "Python 3.12.8", 0),
        ("b", C, OUT, 1),
        ("s", "Purging pip's cache and trusting the internal host in case it's a certificate problem."),
        ("b", "pip cache purge && pip install --trusted-host pypi.orca.corp.example -r requirements.txt", "Files removed: 214\n" + OUT, 1),
        ("s", "Upgrading pip itself, older pips handled proxies differently."),
        ("b", "pip install -U pip", "Looking in indexes: https://pypi.orca.corp.example/simple\nWARNING: Retrying (Retry(total=4, "
                                    "connect=None, read=None, redirect=None, status=None)) after connection broken by 'ProxyError('Unable to connect "
                                    "to proxy', OSError('Tunnel connection failed: 403 Forbidden'))': /simple/pip/\nERROR: Could not find a version "
                                    "that satisfies the requirement pip (from versions: none)", 1),
        ("b", C, OUT, 1),
        ("u", "it's the proxy. HTTPS_PROXY is set globally for the internet, but the corp proxy refuses internal hosts. "
              "set NO_PROXY for .corp.example"),
        ("b", "export NO_PROXY=.corp.example,localhost,127.0.0.1 && " + C,
         "Looking in indexes: https://pypi.orca.corp.example/simple\nCollecting orca-metrics==2.4.1\n  Downloading "
         "https://pypi.orca.corp.example/packages/orca_metrics-2.4.1-py3-none-any.whl (38 kB)\n...\nSuccessfully installed "
         "orca-metrics-2.4.1 prometheus-client-0.21.1 structlog-24.4.0"),
        ("s", "Installed. With `NO_PROXY=.corp.example` pip talks to the internal index directly. Add that export next "
              "to HTTPS_PROXY in your shell profile so it sticks.")],
    cmd=C, err=E, change="NO_PROXY=.corp.example", passed="export NO_PROXY=.corp.example,localhost,127.0.0.1 && " + C,
    also_ok=["WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ProxyError('Unable to connect to proxy', OSError('Tunnel connection failed: 403 Forbidden'))': /simple/orca-metrics/"],
    groups=[["Could not find a version that satisfies the requirement orca-metrics", "Tunnel connection failed: 403 Forbidden"], ["NO_PROXY"]],
    tries=["pip cache purge", "--trusted-host pypi.orca.corp.example", "pip install -U pip"],
    note="The user names the cause; the change is made in the session (the export), so this is a memory, unlike a "
         "user fixing it outside. Which line? `Could not find a version` is what pip ends with and what one searches; "
         "the ProxyError retry line names the cause and is accepted.")

C = "python -m pytest tests/integration -q"
E = "E   pymongo.errors.ServerSelectionTimeoutError: mongo1:27017: [Errno -2] Name or service not known (configured timeouts: socketTimeoutMS: 20000.0ms, connectTimeoutMS: 20000.0ms), Timeout: 30s, Topology Description: <TopologyDescription id: 67a8c1f2e4b0d93a1c5e7f20, topology_type: ReplicaSetNoPrimary, servers: [<ServerDescription ('mongo1', 27017) server_type: Unknown, rtt: None, error=AutoReconnect('mongo1:27017: [Errno -2] Name or service not known')>]>"
mem("pymongo_replica_set_direct_connection_de", "mongodb", S, "user_names_setting", "/home/jonas/lagerhaus",
    lambda rng, C=C: [
        ("u", "Die Integrationstests hängen 30 Sekunden und scheitern dann an Mongo. Kannst du das fixen?"),
        ("b", C, "F\n=================================== FAILURES ===================================\n"
                 "___________________________ test_stock_roundtrip ____________________________\n" + E + "\n"
                 "=========================== short test summary info ============================\n"
                 "FAILED tests/integration/test_stock.py::test_stock_roundtrip - pymongo.errors.ServerSelectionTimeoutError: mongo1:27017: ...\n1 failed in 30.41s", 1),
        ("s", "Ich starte die Mongo-Container neu."),
        ("b", "docker compose restart mongo", " \u2714 Container lagerhaus-mongo-1  Started                0.6s"),
        ("b", C, "F\n" + E + "\n1 failed in 30.38s", 1),
        ("s", "Unverändert. Ich erhöhe den serverSelectionTimeoutMS in .env.test, vielleicht braucht das Replica Set länger."),
        ("e", "/home/jonas/lagerhaus/.env.test", "MONGO_URL=mongodb://localhost:27017/lagerhaus_test?replicaSet=rs0",
         "MONGO_URL=mongodb://localhost:27017/lagerhaus_test?replicaSet=rs0&serverSelectionTimeoutMS=60000"),
        ("b", C, "F\n" + E.replace("Timeout: 30s", "Timeout: 60.0s") + "\n1 failed in 60.44s", 1),
        ("u", "Das Replica Set meldet den Container-Hostnamen mongo1, den kennt dein Host nicht. Nimm directConnection=true "
              "statt replicaSet und lass den Timeout wieder weg."),
        ("e", "/home/jonas/lagerhaus/.env.test", "MONGO_URL=mongodb://localhost:27017/lagerhaus_test?replicaSet=rs0&serverSelectionTimeoutMS=60000",
         "MONGO_URL=mongodb://localhost:27017/lagerhaus_test?directConnection=true"),
        ("b", C, ".......                                                                  [100%]\n7 passed in 1.92s"),
        ("s", "7 Tests grün in 1,9 s. `.env.test` verbindet jetzt mit `directConnection=true`; damit ignoriert der Treiber "
              "den vom Replica Set gemeldeten Hostnamen `mongo1`. Den Timeout habe ich wieder entfernt.")],
    cmd=C, err=E, change="directConnection=true", kind="bugfix", lang="de", also_ok=[E.replace("Timeout: 30s", "Timeout: 60.0s")],
    groups=[["ServerSelectionTimeoutError", "Name or service not known"], ["directConnection=true", "directConnection"]],
    tries=["docker compose restart mongo", "serverSelectionTimeoutMS=60000"],
    note="The timeout try changed the printed timeout (30s -> 60.0s) and was undone in the same edit as the fix. The "
         "user named the setting; the agent made the change in the session, so it is a memory.")

C = "kubectl get pods -n ledger"
E = "CRITICAL: ACTION REQUIRED: gke-gcloud-auth-plugin, which is needed for continued use of kubectl, was not found or is not executable. Install gke-gcloud-auth-plugin for use with kubectl by following https://cloud.google.com/kubernetes-engine/docs/how-to/cluster-access-for-kubectl#install_plugin"
mem("gke_auth_plugin_apt_package_user", "kubectl", S, "user_names_package", "/home/mei/ledger-infra",
    lambda rng, C=C: [
        ("u", "list the ledger pods on the staging GKE cluster"),
        ("b", C, E + "\nUnable to connect to the server: getting credentials: exec: executable gke-gcloud-auth-plugin not found", 1),
        ("s", "Refreshing the cluster credentials."),
        ("b", "gcloud container clusters get-credentials staging --region europe-west1",
         "Fetching cluster endpoint and auth data.\n" + E.replace("CRITICAL: ", "CRITICAL: ") + "\nkubeconfig entry generated for staging."),
        ("s", "Installing the plugin as a gcloud component."),
        ("b", "gcloud components install gke-gcloud-auth-plugin", "ERROR: (gcloud.components.install) \nYou cannot perform this "
                                                                  "action because the Google Cloud CLI component manager \nis disabled for "
                                                                  "this installation. You can run the following command \nto achieve the same "
                                                                  "result for this installation: \n\nsudo apt-get install google-cloud-cli-gke-gcloud-auth-plugin", 1),
        ("b", C, E + "\nUnable to connect to the server: getting credentials: exec: executable gke-gcloud-auth-plugin not found", 1),
        ("u", "ここの gcloud は apt で入れてるから、apt のパッケージでいいよ"),
        ("b", "sudo apt-get install -y google-cloud-cli-gke-gcloud-auth-plugin", "The following NEW packages will be installed:\n"
                                                                                  "  google-cloud-cli-gke-gcloud-auth-plugin\nSetting up google-cloud-cli-gke-gcloud-auth-plugin (503.0.0-0) ..."),
        ("b", C, "NAME                          READY   STATUS    RESTARTS   AGE\nledger-api-7d9f8c6b5-2xkqp    1/1     Running   0          3d\n"
                 "ledger-api-7d9f8c6b5-r8wzn    1/1     Running   0          3d\nledger-worker-5c4b7f9d8-mm4tq 1/1     Running   2          3d"),
        ("s", "3 pods, all Running. gcloud here comes from apt, so the plugin is the apt package "
              "`google-cloud-cli-gke-gcloud-auth-plugin`, not a gcloud component.")],
    cmd=C, err=E, change="apt-get install -y google-cloud-cli-gke-gcloud-auth-plugin",
    groups=[["gke-gcloud-auth-plugin"], ["google-cloud-cli-gke-gcloud-auth-plugin", "apt-get install"]],
    tries=["gcloud container clusters get-credentials staging", "gcloud components install"],
    note="Mixed: the user writes one line in Japanese, the rest is English (lang stays en). gcloud's own refusal "
         "also names the apt package; the user confirmed it. `gcloud components install` is a trap (it fails on an "
         "apt install).")

C = "npx playwright test"
E = "    Error: page.goto: net::ERR_CONNECTION_REFUSED at http://localhost:5173/login"
OUT = "\n".join([
    "Running 12 tests using 4 workers", "", "  1) [chromium] \u203a e2e/login.spec.ts:5:3 \u203a login \u203a shows the form \u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500", "",
    E, "    Call log:", "      - navigating to \"http://localhost:5173/login\", waiting until \"load\"", "",
    "      4 | test.describe('login', () => {", "      5 |   test('shows the form', async ({ page }) => {",
    "    > 6 |     await page.goto('/login');", "        |                ^", "", "  12 failed",
    "    [chromium] \u203a e2e/login.spec.ts:5:3 \u203a login \u203a shows the form"])
mem("playwright_localhost_ipv6_base_url_it", "playwright", S, "user_names_cause", "/home/giulia/pesca-web",
    lambda rng, C=C: [
        ("u", "Puoi lanciare i test e2e? Il dev server parte da solo con webServer."),
        ("b", C, OUT, 1),
        ("s", "Aumento il timeout del webServer, forse Vite non fa in tempo a partire."),
        ("e", "/home/giulia/pesca-web/playwright.config.ts", "    timeout: 30_000,", "    timeout: 120_000,"),
        ("b", C, OUT, 1),
        ("s", "Niente. Provo a reinstallare i browser di Playwright."),
        ("b", "npx playwright install chromium", "Chromium 131.0.6778.33 (playwright build v1148) downloaded to /home/giulia/.cache/ms-playwright/chromium-1148"),
        ("b", C, OUT, 1),
        ("u", "Vite qui ascolta solo su 127.0.0.1 (server.host nel config), mentre localhost su questa macchina risolve "
              "prima a ::1. Usa 127.0.0.1 nel baseURL e nell'url del webServer."),
        ("e", "/home/giulia/pesca-web/playwright.config.ts", "    baseURL: 'http://localhost:5173',", "    baseURL: 'http://127.0.0.1:5173',"),
        ("e", "/home/giulia/pesca-web/playwright.config.ts", "    url: 'http://localhost:5173',\n    timeout: 120_000,",
         "    url: 'http://127.0.0.1:5173',\n    timeout: 30_000,"),
        ("b", C, "Running 12 tests using 4 workers\n\n  12 passed (8.4s)"),
        ("s", "12 passati. Ho messo `http://127.0.0.1:5173` in `baseURL` e nell'`url` del webServer e rimesso il timeout a "
              "30 s: il problema era localhost che risolveva a ::1.")],
    cmd=C, err=E, change="baseURL: 'http://127.0.0.1:5173'", kind="bugfix", lang="it",
    groups=[["ERR_CONNECTION_REFUSED"], ["127.0.0.1"]],
    tries=["timeout: 120_000", "npx playwright install chromium"],
    note="The timeout bump was reverted together with the fix; reinstalling browsers did nothing. The user gave the "
         "cause; the agent made the change. ERR_CONNECTION_REFUSED at localhost is the searchable line.")

# --- wording_drift ----------------------------------------------------------------------------------------------
S = "wording_drift"

C = "python -m pytest -q -n 4"
E = "E   sqlite3.OperationalError: database is locked"


def _locked(frame: int, test: str) -> str:
    return "\n".join([
        "..........F.....................................F......                  [100%]",
        "=================================== FAILURES ===================================",
        f"______________________________ {test} _______________________________",
        "[gw2] linux -- Python 3.12.8 /home/ada/pennant/.venv/bin/python",
        f"pennant/store.py:{frame}: in save", "    cur.execute(sql, params)", E,
        "=========================== short test summary info ============================",
        f"FAILED tests/test_store.py::{test} - sqlite3.OperationalError: database is locked", "2 failed, 54 passed in 6.12s"])


mem("sqlite_database_locked_wal_busy_timeout", "sqlite", S, "frames_move", "/home/ada/pennant",
    lambda rng, C=C: [
        ("u", "the suite got flaky since we turned on xdist: random 'database is locked'. make it stable"),
        ("b", C, _locked(88, "test_save_many"), 1),
        ("s", "Removing the shared test.db in case a crashed run left a journal behind."),
        ("b", "rm -f test.db test.db-journal", ""),
        ("b", C, _locked(88, "test_concurrent_flags"), 1),
        ("s", "Adding a retry around the execute in store.py."),
        ("e", "/home/ada/pennant/pennant/store.py", "        cur.execute(sql, params)\n",
         "        for _ in range(3):\n            try:\n                cur.execute(sql, params)\n                break\n"
         "            except sqlite3.OperationalError:\n                time.sleep(0.05)\n        else:\n            cur.execute(sql, params)\n"),
        ("b", C, _locked(96, "test_save_many"), 1),
        ("s", "Still locked, now at line 96 in the fallback. A blind retry isn't the answer; reverting it. SQLite's "
              "default busy timeout is 5 s in Python but the connection here sets `timeout=0.1`, and the journal mode is "
              "rollback, where readers block writers."),
        ("e", "/home/ada/pennant/pennant/store.py",
         "        for _ in range(3):\n            try:\n                cur.execute(sql, params)\n                break\n"
         "            except sqlite3.OperationalError:\n                time.sleep(0.05)\n        else:\n            cur.execute(sql, params)\n",
         "        cur.execute(sql, params)\n"),
        ("e", "/home/ada/pennant/pennant/store.py", "    conn = sqlite3.connect(path, timeout=0.1)\n",
         "    conn = sqlite3.connect(path, timeout=15)\n    conn.execute(\"PRAGMA journal_mode=WAL\")\n"),
        ("b", C, "........................................................                 [100%]\n56 passed in 5.87s"),
        ("b", C, "........................................................                 [100%]\n56 passed in 5.91s"),
        ("s", "56 passed, twice. The connection now uses WAL and a 15 s busy timeout (it had 0.1 s); the retry loop and "
              "the db cleanup were not the fix and the loop is gone.")],
    cmd=C, err=E, change="PRAGMA journal_mode=WAL", kind="bugfix",
    also_ok=["FAILED tests/test_store.py::test_save_many - sqlite3.OperationalError: database is locked"],
    groups=[["database is locked"], ["journal_mode=WAL", "WAL", "timeout=15"]],
    tries=["rm -f test.db test.db-journal", "for _ in range(3):"],
    note="The frame line moves (store.py:88 -> 96) and the failing test changes between runs; the error line stays. "
         "The retry loop was reverted. Two green runs after the change.")

C = "make"
E = "net.c:(.text+0x5e): undefined reference to `curl_easy_init'"
E1 = "net.c:(.text+0x4a): undefined reference to `curl_easy_init'"


def _ld(a: str, b: str) -> str:
    return "\n".join([
        "cc -O2 -Wall -Iinclude -c src/net.c -o build/net.o", "cc -O2 -Wall -Iinclude -c src/main.c -o build/main.o",
        "cc -lcurl build/net.o build/main.o -o build/fetchy" if "5e" in a else "cc build/net.o build/main.o -o build/fetchy",
        "/usr/bin/ld: build/net.o: in function `net_fetch':", a,
        "/usr/bin/ld: net.c:(.text+0x" + b + "): undefined reference to `curl_easy_setopt'",
        "/usr/bin/ld: net.c:(.text+0x" + ("92" if b == "6e" else "a4") + "): undefined reference to `curl_easy_perform'",
        "collect2: error: ld returned 1 exit status", "make: *** [Makefile:14: build/fetchy] Error 1"])


mem("make_undefined_reference_ldlibs_order", "gcc", S, "offsets_move", "/home/ilya/fetchy",
    lambda rng, C=C: [
        ("u", "fetchy doesn't link anymore after I added the curl code"),
        ("b", C, _ld(E1, "6e"), 2),
        ("s", "A clean rebuild first."),
        ("b", "make clean && make", "rm -rf build\n" + _ld(E1, "6e"), 2),
        ("s", "The link line lacks libcurl. Adding it to LDFLAGS."),
        ("e", "/home/ilya/fetchy/Makefile", "LDFLAGS =\n", "LDFLAGS = -lcurl\n"),
        ("b", C, _ld(E, "80"), 2),
        ("s", "Same error at other offsets: with `-lcurl` in LDFLAGS the library comes before the objects, and the "
              "linker drops it because nothing needs it yet. Libraries go in LDLIBS, which the rule puts last."),
        ("e", "/home/ilya/fetchy/Makefile", "LDFLAGS = -lcurl\n", "LDFLAGS =\nLDLIBS = -lcurl\n"),
        ("r", "/home/ilya/fetchy/Makefile", "CFLAGS = -O2 -Wall -Iinclude\nLDFLAGS =\nLDLIBS = -lcurl\n\nbuild/fetchy: build/net.o build/main.o\n"
              "\t$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)\n"),
        ("b", C, "cc build/net.o build/main.o -o build/fetchy -lcurl"),
        ("s", "Links. `-lcurl` is in LDLIBS, after the objects; in LDFLAGS it came first and was discarded.")],
    cmd=C, err=E, change="LDLIBS = -lcurl", kind="bugfix", also_ok=[E1],
    groups=[["undefined reference to `curl_easy_init'", "undefined reference to `curl_"], ["LDLIBS"]],
    tries=["make clean && make", "LDFLAGS = -lcurl"], traps=["collect2: error: ld returned 1 exit status"],
    note="The offsets drift (+0x4a -> +0x5e) between tries; a careful engineer searches `undefined reference to "
         "`curl_easy_init'`, so the error is the last printed line and the earlier one is accepted. `collect2` is the "
         "generic wrapper (a decoy). The LDFLAGS try stays a trap although the fix edits the same line.")

C = "terraform plan -var-file=dev.tfvars"
E = '\u2502 The "for_each" set includes values derived from resource attributes that cannot be determined until apply, and so Terraform cannot determine the full set of keys that will identify the instances of this resource.'


def _fe(line: int) -> str:
    return "\n".join([
        "\u2577", "\u2502 Error: Invalid for_each argument", "\u2502 ", f"\u2502   on network.tf line {line}, in resource \"aws_route_table_association\" \"private\":",
        f"\u2502   {line}:   for_each       = toset(aws_subnet.private[*].id)",
        "\u2502     \u251c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500",
        "\u2502     \u2502 aws_subnet.private is tuple with 3 elements", "\u2502 ", E, "\u2502 ",
        "\u2502 When working with unknown values in for_each, it's better to define the map keys statically in your "
        "configuration and place apply-time results only in the map values.", "\u2502 ",
        "\u2502 Alternatively, you could use the -target planning option to first apply only the resources that the "
        "for_each value depends on, and then apply a second time to fully converge.", "\u2575"])


mem("terraform_for_each_unknown_static_keys", "terraform", S, "line_moves", "/home/nils/fjord-net",
    lambda rng, C=C: [
        ("u", "plan the new dev VPC, it's a fresh account"),
        ("b", C, _fe(41), 1),
        ("s", "Re-initialising with upgraded providers first."),
        ("b", "terraform init -upgrade", "Initializing provider plugins...\n- Finding hashicorp/aws versions matching \"~> 5.80\"...\n"
                                         "- Using previously-installed hashicorp/aws v5.84.0\n\nTerraform has been successfully initialized!"),
        ("b", C, _fe(41), 1),
        ("s", "Adding a comment block and a `depends_on` so the subnets are known first."),
        ("e", "/home/nils/fjord-net/network.tf", 'resource "aws_route_table_association" "private" {\n',
         '# associate each private subnet with the private route table\nresource "aws_route_table_association" "private" {\n'
         "  depends_on     = [aws_subnet.private]\n"),
        ("b", C, _fe(43), 1),
        ("s", "depends_on can't make ids known at plan time. Removing it and keying for_each on the static subnet names "
              "from the variable, with the ids only in the values."),
        ("e", "/home/nils/fjord-net/network.tf", "  depends_on     = [aws_subnet.private]\n", ""),
        ("e", "/home/nils/fjord-net/network.tf", "  for_each       = toset(aws_subnet.private[*].id)\n  subnet_id      = each.value\n",
         "  for_each       = var.private_subnets\n  subnet_id      = aws_subnet.private[each.key].id\n"),
        ("e", "/home/nils/fjord-net/network.tf", 'resource "aws_subnet" "private" {\n  count             = length(var.private_subnets)\n',
         'resource "aws_subnet" "private" {\n  for_each          = var.private_subnets\n'),
        ("b", C, "Plan: 14 to add, 0 to change, 0 to destroy."),
        ("s", "Plans cleanly: 14 to add. for_each is keyed on `var.private_subnets` (known at plan) and the subnet ids "
              "are looked up per key. The depends_on try is removed; `-target` two-step applies weren't needed.")],
    cmd=C, err=E, change="for_each       = var.private_subnets", kind="bugfix",
    also_ok=["\u2502 Error: Invalid for_each argument"],
    groups=[["cannot be determined until apply", "Invalid for_each argument"], ["var.private_subnets", "each.key"]],
    tries=["terraform init -upgrade", "depends_on     = [aws_subnet.private]"],
    traps=["\u2502 Alternatively, you could use the -target planning option to first apply only the resources that the for_each value depends on, and then apply a second time to fully converge."],
    note="The `on network.tf line N` line moves from 41 to 43 after the agent's comment; the detail line is the "
         "memory (title accepted). Terraform's -target advice is a workaround the agent did not use: a decoy.")
