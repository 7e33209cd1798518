"""fixes10 cases, part B: fixes made by editing a file, found in docs or with Grep, two
independent failures in one session, one failure fixed twice, a misleading printed hint,
and the agent's own stated lessons."""

from __future__ import annotations

from kit import agent, case, fix, noisy  # noqa: F401


@case("storybook_stale_preset_edit", "Storybook 8 (Vite)", "wrong_try", "edit_after_wrong_try", "/home/maelle/web/atlas-ui",
      expected=[fix("Storybook failed to load the following preset: @storybook/addon-styling-webpack", ["addon-styling-webpack"], [".storybook/main.ts", "main.ts"])],
      traps=["Cannot find module 'webpack'"])
def _(t, rng):
    t.user("npm run storybook crashes on start after the vite migration")
    t.bash("npm run storybook", "> atlas-ui@2.3.0 storybook\n> storybook dev -p 6006\n\n@storybook/core v8.4.7\n\nSB_CORE-SERVER_0002 (CriticalPresetLoadError): Storybook failed to load the following preset: @storybook/addon-styling-webpack.\n\nPlease check whether your setup is correct, the Storybook dependencies (and their peer dependencies) are installed correctly and there are no package version clashes.", 1)
    t.bash("npm i -D @storybook/addon-styling-webpack && npm run storybook", "added 3 packages in 4s\n> storybook dev -p 6006\n\nError: Cannot find module 'webpack'\nRequire stack:\n- /home/maelle/web/atlas-ui/node_modules/@storybook/addon-styling-webpack/dist/index.js", 1)
    t.say("Installing the addon just moves the error to webpack itself: it is a webpack-only addon and this project now builds with Vite. Uninstalling it and dropping it from the config.")
    t.bash("npm uninstall @storybook/addon-styling-webpack", "removed 3 packages in 2s")
    t.read("/home/maelle/web/atlas-ui/.storybook/main.ts", "import type { StorybookConfig } from '@storybook/react-vite';\n\nconst config: StorybookConfig = {\n  stories: ['../src/**/*.stories.tsx'],\n  addons: ['@storybook/addon-essentials', '@storybook/addon-styling-webpack'],\n  framework: '@storybook/react-vite',\n};\nexport default config;")
    t.edit("/home/maelle/web/atlas-ui/.storybook/main.ts", "  addons: ['@storybook/addon-essentials', '@storybook/addon-styling-webpack'],", "  addons: ['@storybook/addon-essentials'],")
    t.bash("timeout 40 npm run storybook", "@storybook/core v8.4.7\n\n\u256d\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u256e\n\u2502 Storybook 8.4.7 for react-vite started \u2502\n\u2502   Local:  http://localhost:6006/      \u2502\n\u2570\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u256f")
    t.say("Storybook starts. The leftover webpack addon in .storybook/main.ts was the cause; it is removed from `addons`.")


@case("prisma_db_then_env_chain", "Prisma migrate", "chain", "edit_after_service", "/home/yusuf/code/stockroom",
      expected=[fix("P1001: Can't reach database server at `localhost:5432`", ["docker compose up -d db", "compose up -d db"]),
                fix("P1000: Authentication failed against database server", ["DATABASE_URL"], [".env"], ["stockroom_dev_pw"])],
      traps=["--skip-seed"])
def _(t, rng):
    t.user("run the prisma migrations locally")
    t.bash("npx prisma migrate dev", "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\nDatasource \"db\": PostgreSQL database \"stockroom\", schema \"public\" at \"localhost:5432\"\n\nError: P1001: Can't reach database server at `localhost:5432`\n\nPlease make sure your database server is running at `localhost:5432`.", 1)
    t.bash("docker compose up -d db && sleep 3 && npx prisma migrate dev", "[+] Running 1/1\n \u2714 Container stockroom-db-1  Started\nEnvironment variables loaded from .env\nDatasource \"db\": PostgreSQL database \"stockroom\", schema \"public\" at \"localhost:5432\"\n\nError: P1000: Authentication failed against database server at `localhost`, the provided database credentials for `stockroom` are not valid.\n\nPlease make sure to provide valid database credentials for the database server at `localhost`.", 1)
    t.read("/home/yusuf/code/stockroom/compose.yaml", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: stockroom\n      POSTGRES_PASSWORD: stockroom_dev_pw\n    ports:\n      - \"5432:5432\"")
    t.say("The password differs from compose.yaml. Fixing .env rather than running with `--skip-seed` or a new user.")
    t.edit("/home/yusuf/code/stockroom/.env", 'DATABASE_URL="postgresql://stockroom:postgres@localhost:5432/stockroom"', 'DATABASE_URL="postgresql://stockroom:stockroom_dev_pw@localhost:5432/stockroom"')
    t.bash("npx prisma migrate dev", "Applying migration `20261101093000_init`\nApplying migration `20261109141200_bins`\n\nYour database is now in sync with your schema.\n\n\u2714 Generated Prisma Client (v5.22.0) to ./node_modules/@prisma/client in 212ms")
    t.say("Migrations applied. Needed the db container (`docker compose up -d db`), then the .env DATABASE_URL password had to match compose's (stockroom_dev_pw).")


@case("sqlfluff_dbt_builtins_write", "SQLFluff on dbt models", "chain", "write_then_edit_config", "/home/beatriz/analytics/marts",
      expected=[fix("Undefined jinja template variable: 'ref'", ["apply_dbt_builtins"], [".sqlfluff"])],
      traps=["--dialect"])
def _(t, rng):
    t.user("get sqlfluff lint working on models/, there's no config yet")
    t.bash("sqlfluff lint models/", "User Error: No dialect was specified. You must configure a dialect or specify one on the command line using --dialect after the command. Available dialects:\nansi, athena, bigquery, clickhouse, databricks, db2, duckdb, exasol, greenplum, hive, materialize, mysql, oracle, postgres, redshift, snowflake, soql, sparksql, sqlite, teradata, trino, tsql", 2)
    t.write_file("/home/beatriz/analytics/marts/.sqlfluff", "[sqlfluff]\ndialect = duckdb\n")
    t.bash("sqlfluff lint models/", "== [models/marts/fct_orders.sql] FAIL\nL:   4 | P:  10 |  TMP | Undefined jinja template variable: 'ref'\nL:   9 | P:  12 |  TMP | Undefined jinja template variable: 'ref'\n== [models/staging/stg_orders.sql] FAIL\nL:   3 | P:  10 |  TMP | Undefined jinja template variable: 'source'\nAll Finished \U0001f4dc \U0001f389!", 1)
    t.say("Dialect is set; now the jinja templater does not know dbt's `ref`/`source`. The dbt templater needs a profile, so I'll use jinja with dbt builtins.")
    t.edit("/home/beatriz/analytics/marts/.sqlfluff", "[sqlfluff]\ndialect = duckdb\n", "[sqlfluff]\ndialect = duckdb\ntemplater = jinja\n\n[sqlfluff:templater:jinja]\napply_dbt_builtins = True\n")
    t.bash("sqlfluff lint models/", "== [models/marts/fct_orders.sql] FAIL\nL:  14 | P:   1 | LT12 | Files must end with a single trailing newline.\nAll Finished \U0001f4dc \U0001f389!", 1)
    t.say("Linting works now: .sqlfluff has `dialect = duckdb`, `templater = jinja` and `apply_dbt_builtins = True`. The one LT12 finding is a real lint result in fct_orders.sql.")


@case("mkdocs_plugin_then_paths", "MkDocs + mkdocstrings", "chain", "edit_after_install", "/home/kadri/proj/vaagen", lang="et",
      expected=[fix('The "mkdocstrings" plugin is not installed', ["mkdocstrings[python]", "mkdocstrings-python"]),
                fix("Could not collect 'vaagen.client'", ["paths: [src]", "paths:"], ["mkdocs.yml"])],
      traps=["--no-strict"])
def _(t, rng):
    t.user("Palun ehita dokumentatsioon, mkdocs build --strict ei tööta.")
    t.bash("mkdocs build --strict", "ERROR   -  Config value 'plugins': The \"mkdocstrings\" plugin is not installed\n\nAborted with 1 configuration errors!", 1)
    t.bash("pip install 'mkdocstrings[python]'", "Successfully installed griffe-1.5.1 mkdocstrings-0.27.0 mkdocstrings-python-1.12.2")
    t.bash("mkdocs build --strict", "INFO    -  Cleaning site directory\nINFO    -  Building documentation to directory: /home/kadri/proj/vaagen/site\nERROR   -  mkdocstrings: vaagen.client could not be found\nERROR   -  Error reading page 'api.md':\nERROR   -  Could not collect 'vaagen.client'\n\nAborted with a BuildError!", 1)
    t.say("Plugin on nüüd paigas, aga viga muutus: griffe ei leia paketti, sest kood on kaustas src/. Lisan mkdocs.yml-i handleri `paths: [src]` (mitte `--no-strict`).")
    t.edit("/home/kadri/proj/vaagen/mkdocs.yml", "  - mkdocstrings:\n      handlers:\n        python:\n          options:", "  - mkdocstrings:\n      handlers:\n        python:\n          paths: [src]\n          options:")
    t.bash("mkdocs build --strict", "INFO    -  Cleaning site directory\nINFO    -  Building documentation to directory: /home/kadri/proj/vaagen/site\nINFO    -  Documentation built in 1.84 seconds")
    t.say("Valmis. Kaks parandust: `pip install 'mkdocstrings[python]'` ja mkdocs.yml-is `paths: [src]`.")


@case("mosquitto_listener_chain", "Eclipse Mosquitto 2", "chain", "two_config_lines", "/home/gustavo/lab/greenhouse",
      expected=[fix("Connection refused", ["listener 1883"], ["mosquitto.conf"]),
                fix("Connection Refused: not authorised.", ["password_file"], ["mosquitto_passwd"])],
      traps=["allow_anonymous true"])
def _(t, rng):
    t.user("the esp sensors on 198.51.100.0/24 can't publish to the broker container")
    t.bash("mosquitto_pub -h 198.51.100.7 -t greenhouse/test -m hi", "Error: Connection refused", 1)
    t.bash("docker logs greenhouse-broker-1 | tail -4", "1731571203: mosquitto version 2.0.20 starting\n1731571203: Using default config.\n1731571203: Starting in local only mode. Connections will only be possible from clients running on this machine.\n1731571203: Create a configuration file which defines a listener to allow remote access.")
    t.write_file("/home/gustavo/lab/greenhouse/mosquitto/mosquitto.conf", "listener 1883\npersistence true\npersistence_location /mosquitto/data/\n")
    t.bash("docker compose restart broker && mosquitto_pub -h 198.51.100.7 -t greenhouse/test -m hi", "Connection error: Connection Refused: not authorised.\nError: The connection was refused.", 1)
    t.say("The listener is up now and the error changed: with a listener defined, 2.0 refuses anonymous clients. `allow_anonymous true` would work but the sensors already have credentials in their firmware, so I'll add a password file.")
    t.bash("docker compose exec broker mosquitto_passwd -b -c /mosquitto/config/passwd sensor 'gh-sensor-2026'", "")
    t.edit("/home/gustavo/lab/greenhouse/mosquitto/mosquitto.conf", "listener 1883\n", "listener 1883\npassword_file /mosquitto/config/passwd\n")
    t.bash("docker compose restart broker && mosquitto_pub -h 198.51.100.7 -u sensor -P 'gh-sensor-2026' -t greenhouse/test -m hi && echo ok", "ok")
    t.say("Publishing works: mosquitto.conf has `listener 1883` and `password_file /mosquitto/config/passwd` (user made with mosquitto_passwd).")


@case("jupyterbook_bibtex_chain", "Jupyter Book", "chain", "edit_after_install", "/home/hamza/books/hydrology",
      expected=[fix("Could not import extension sphinxcontrib.bibtex", ["sphinxcontrib-bibtex"]),
                fix("You must configure the bibtex_bibfiles setting", ["bibtex_bibfiles"], ["_config.yml"])],
      traps=[])
def _(t, rng):
    t.user("jupyter-book build . fails on the new chapter with citations")
    t.bash("jupyter-book build .", "Running Jupyter-Book v1.0.3\nSource Folder: /home/hamza/books/hydrology\nRunning Sphinx v7.4.7\n\nExtension error:\nCould not import extension sphinxcontrib.bibtex (exception: No module named 'sphinxcontrib.bibtex')", 1)
    t.bash("pip install sphinxcontrib-bibtex", "Successfully installed latexcodec-3.0.0 pybtex-0.24.0 pybtex-docutils-1.0.3 sphinxcontrib-bibtex-2.6.3")
    t.bash("jupyter-book build .", "Running Jupyter-Book v1.0.3\nRunning Sphinx v7.4.7\n\nExtension error (sphinxcontrib.bibtex):\nHandler <function check_config at 0x7f2a1c3b5e40> for event 'config-inited' threw an exception (exception: You must configure the bibtex_bibfiles setting)", 1)
    t.edit("/home/hamza/books/hydrology/_config.yml", "# Bibliography", "# Bibliography\nbibtex_bibfiles:\n  - references.bib")
    t.bash("jupyter-book build .", "reading sources... [100%] ch07-recharge\nbuild succeeded.\n\nThe HTML pages are in _build/html.\n===============================================================================\nFinished generating HTML for book.")
    t.say("Book builds: installed sphinxcontrib-bibtex, then `bibtex_bibfiles: [references.bib]` in _config.yml.")


@case("dvc_remote_grep_docs", "DVC", "found_in_docs", "grep_docs_chain", "/home/jordi/ml/segments", lang="ca",
      expected=[fix("no remote specified", ["dvc pull -r lab-minio", "-r lab-minio"], kind="lesson"),
                fix("Unable to locate credentials", ["AWS_PROFILE=lab-minio"], kind="lesson")],
      traps=["dvc config core.remote"])
def _(t, rng):
    t.user("Pots baixar les dades amb dvc pull? Em falla.")
    t.bash("dvc pull", "ERROR: failed to pull data from the cloud - config file error: no remote specified in /home/jordi/ml/segments/.dvc/config. Setup default remote with\n    dvc config core.remote <remote name>\nor use:\n    dvc pull -r <remote name>", 1)
    t.say("No hi ha remot per defecte i no sé quin nom fa servir l'equip. Busco a la documentació.")
    t.grep("dvc pull", "/home/jordi/ml/segments/docs", ["docs/dades.md:12:dvc pull -r lab-minio", "docs/dades.md:14:Abans: export AWS_PROFILE=lab-minio (credencials al vault del laboratori)"])
    t.bash("dvc pull -r lab-minio", "ERROR: unexpected error - Unable to locate credentials\n\nHaving any troubles? Hit us up at https://dvc.org/support, we are always happy to help!", 255)
    t.say("L'error ha canviat: ara falten credencials. La mateixa pàgina diu d'exportar AWS_PROFILE.")
    t.bash("export AWS_PROFILE=lab-minio && dvc pull -r lab-minio", "Collecting                                |1.02k [00:03, 312entry/s]\nFetching\nBuilding workspace index                   |1.04k [00:00, 4.1kentry/s]\nA       data/raw/\n1021 files added and 0 files fetched")
    t.say("Fet. Calia `export AWS_PROFILE=lab-minio` i `dvc pull -r lab-minio`, tal com diu docs/dades.md.")


@case("snakemake_ci_configfile_grep", "Snakemake", "found_in_docs", "grep_readme", "/home/ngozi/bio/trimflow",
      expected=[fix("Missing input files for rule trim", ["--configfile config/ci.yaml"], kind="lesson")],
      traps=["touch data/raw"])
def _(t, rng):
    t.user("run the workflow end to end on my laptop to check the new rule")
    t.bash("snakemake --cores 4", "Building DAG of jobs...\nMissingInputException in rule trim in file workflow/Snakefile, line 12:\nMissing input files for rule trim:\n    output: results/trimmed/S1_R1.fastq.gz\n    wildcards: sample=S1\n    affected files:\n        data/raw/S1_R1.fastq.gz", 1)
    t.think("I could `touch data/raw/...` to fake inputs, but the rule would fail downstream. How do others run it locally?")
    t.grep("configfile", "/home/ngozi/bio/trimflow", ["README.md:31:Locally or in CI use the bundled toy data: `snakemake --cores 4 --configfile config/ci.yaml`", "config/ci.yaml:1:# toy samples under .test/data, 2k reads each"])
    t.bash("snakemake --cores 4 --configfile config/ci.yaml", "Building DAG of jobs...\nJob stats:\njob      count\n-----  -------\nall          1\nqc           2\ntrim         2\ntotal        5\n\n[Sat Nov 14 10:02:11 2026]\nFinished job 0.\n5 of 5 steps (100%) done")
    t.say("Done: the full data is not on laptops; the README's `--configfile config/ci.yaml` runs it on the toy samples, and the new trim rule passes.")


@case("nextflow_profile_docker_read", "Nextflow", "found_in_docs", "read_docs_same_error", "/home/ravi/pipelines/rnaqc",
      expected=[fix("fastqc: command not found", ["-profile test,docker"], kind="lesson")],
      traps=["-c bioconda fastqc"])
def _(t, rng):
    t.user("nextflow run with the test profile please")
    fail = ("executor >  local (3)\n[2c/81f0aa] process > FASTQC (S1) [100%] 1 of 1, failed: 1 \u2718\nERROR ~ Error executing process > 'FASTQC (S1)'\n\n"
            "Caused by:\n  Process `FASTQC (S1)` terminated with an error exit status (127)\n\nCommand executed:\n  fastqc --threads 2 S1_R1.fastq.gz\n\n"
            "Command exit status:\n  127\n\nCommand error:\n  .command.sh: line 2: fastqc: command not found\n\n -- Check '.nextflow.log' file for details")
    t.bash("nextflow run main.nf -profile test", fail, 1)
    t.bash("conda install -y -c bioconda fastqc && nextflow run main.nf -profile test -resume", "done\n" + fail, 1)
    t.say("Same error after a host install: the task runs in its own environment, so that was beside the point. Reading the usage doc.")
    t.read("/home/ravi/pipelines/rnaqc/docs/usage.md", "# Running rnaqc\n\nTools are never installed on the host. Pick a container profile:\n\n    nextflow run main.nf -profile test,docker\n\n(`singularity` instead of `docker` on the cluster.)")
    t.bash("nextflow run main.nf -profile test,docker", "executor >  local (6)\n[5e/0b1c2d] process > FASTQC (S1)  [100%] 2 of 2 \u2714\n[a1/77e0f3] process > MULTIQC     [100%] 1 of 1 \u2714\nCompleted at: 14-Nov-2026 10:41:07\nDuration    : 1m 12s\nSucceeded   : 3")
    t.bash("conda remove -y fastqc", "Executing transaction: done")
    t.say("Green with `-profile test,docker` (per docs/usage.md). I removed the fastqc I had installed on the host.")


@case("airflow_conn_grep_script", "Apache Airflow", "found_in_docs", "grep_repo", "/home/chiara/dags/tally",
      expected=[fix("The conn_id `warehouse_pg` isn't defined", ["airflow connections import dev/connections.json"])],
      traps=["airflow connections add"])
def _(t, rng):
    t.user("test the tally_daily dag for 2026-11-01")
    t.bash("airflow dags test tally_daily 2026-11-01", "[2026-11-14T09:12:40.118+0000] {dagbag.py:588} INFO - Filling up the DagBag from /home/chiara/dags/tally/dags\n[2026-11-14T09:12:41.502+0000] {taskinstance.py:3311} ERROR - Task failed with exception\nTraceback (most recent call last):\n  File \"/home/chiara/dags/tally/dags/tally_daily.py\", line 41, in load\n    hook = PostgresHook(postgres_conn_id=\"warehouse_pg\")\nairflow.exceptions.AirflowNotFoundException: The conn_id `warehouse_pg` isn't defined\n[2026-11-14T09:12:41.530+0000] {taskinstance.py:1225} INFO - Marking task as FAILED.", 1)
    t.think("I could `airflow connections add` by hand, but the host and password would be guesses. Search the repo first.")
    t.grep("warehouse_pg", "/home/chiara/dags/tally", ["dags/tally_daily.py:41:    hook = PostgresHook(postgres_conn_id=\"warehouse_pg\")", "dev/connections.json:2:  \"warehouse_pg\": {", "Makefile:8:\tairflow connections import dev/connections.json"])
    t.bash("airflow connections import dev/connections.json && airflow dags test tally_daily 2026-11-01", "Imported 3 connection(s)\n[2026-11-14T09:14:02.331+0000] {taskinstance.py:352} INFO - Marking task as SUCCESS. dag_id=tally_daily, task_id=load\n[2026-11-14T09:14:02.410+0000] {dagrun.py:854} INFO - Marking run <DagRun tally_daily @ 2026-11-01 00:00:00+00:00: manual__2026-11-01T00:00:00+00:00, state:running> successful")
    t.say("DAG run succeeded after `airflow connections import dev/connections.json` (found via the Makefile).")


@case("temporal_devserver_docs", "Temporal (Go worker)", "found_in_docs", "read_docs_chain", "/home/ander/go/src/errenta", lang="eu",
      expected=[fix("dial tcp 127.0.0.1:7233: connect: connection refused", ["temporal server start-dev"]),
                fix("Namespace errenta-dev is not found", ["temporal operator namespace create"])],
      traps=["--namespace default"])
def _(t, rng):
    t.user("Worker-a abiarazi nahi dut, baina huts egiten du. Begiratuko duzu?")
    t.bash("go run ./cmd/worker", "2026/11/14 11:02:19 INFO  No logger configured for temporal client. Created default one.\n2026/11/14 11:02:24 unable to create client: failed reaching server: last connection error: connection error: desc = \"transport: Error while dialing: dial tcp 127.0.0.1:7233: connect: connection refused\"\nexit status 1", 1)
    t.read("/home/ander/go/src/errenta/CONTRIBUTING.md", "## Lokalean\n\n1. `temporal server start-dev --db-filename .temporal.db`\n2. `temporal operator namespace create errenta-dev`\n3. `go run ./cmd/worker`")
    t.bash("(temporal server start-dev --db-filename .temporal.db >/tmp/temporal.log 2>&1 &) ; sleep 4 ; go run ./cmd/worker", "2026/11/14 11:04:01 unable to create client: Namespace errenta-dev is not found.\nexit status 1", 1)
    t.say("Zerbitzaria martxan dago orain; errorea aldatu da. CONTRIBUTING.md-ren bigarren urratsa falta zen; ez dut `--namespace default` erabiliko.")
    t.bash("temporal operator namespace create errenta-dev && go run ./cmd/worker", "Namespace errenta-dev successfully registered.\n2026/11/14 11:04:40 INFO  Started Worker Namespace errenta-dev TaskQueue errenta-tq WorkerID 40211@ander-tp")
    t.say("Worker-a martxan. Bi urrats: `temporal server start-dev` eta `temporal operator namespace create errenta-dev` (CONTRIBUTING.md). ")


@case("restic_rclone_two_failures", "restic + rclone backup script", "two_failures", "independent_in_one_session", "/home/amani/ops/backup", lang="sw",
      expected=[fix("unable to open config file: Lstat /srv/restic/config", ["RESTIC_REPOSITORY=sftp:backup@192.0.2.40:/srv/restic/ws7"]),
                fix("didn't find section in config file", ["RCLONE_CONFIG=/etc/rclone/rclone.conf"])],
      traps=["restic init"])
def _(t, rng):
    t.user("Tafadhali endesha nightly.sh ya backup, inashindwa tangu jana.")
    t.bash("./nightly.sh", "+ restic backup /home /etc --exclude-file=excludes.txt\nFatal: unable to open config file: Lstat /srv/restic/config: no such file or directory\nIs there a repository at the following location?\nsftp:backup@192.0.2.40:/srv/restic", 1)
    t.say("Hazina ipo kwenye /srv/restic/ws7, si /srv/restic. `restic init` ingeunda hazina mpya tupu, kwa hivyo sitafanya hivyo.")
    t.bash("ssh backup@192.0.2.40 ls /srv/restic", "ws7\nws9")
    t.edit("/home/amani/ops/backup/env.sh", "export RESTIC_REPOSITORY=sftp:backup@192.0.2.40:/srv/restic", "export RESTIC_REPOSITORY=sftp:backup@192.0.2.40:/srv/restic/ws7")
    t.bash("./nightly.sh", "+ restic backup /home /etc --exclude-file=excludes.txt\nFiles:         112 new,  3304 changed, 190211 unmodified\nsnapshot 7c1e90a2 saved\n+ rclone sync /srv/exports b2:ws7-exports\n2026/11/14 02:10:44 CRITICAL: Failed to create file system for \"b2:ws7-exports\": didn't find section in config file", 1)
    t.say("Hitilafu ya pili, haihusiani na ya kwanza: rclone inatafuta ~/.config/rclone/rclone.conf, lakini faili iko /etc/rclone.")
    t.edit("/home/amani/ops/backup/env.sh", "export RESTIC_REPOSITORY=sftp:backup@192.0.2.40:/srv/restic/ws7", "export RESTIC_REPOSITORY=sftp:backup@192.0.2.40:/srv/restic/ws7\nexport RCLONE_CONFIG=/etc/rclone/rclone.conf")
    t.bash("./nightly.sh", "+ restic backup /home /etc --exclude-file=excludes.txt\nsnapshot 0b44e1d9 saved\n+ rclone sync /srv/exports b2:ws7-exports\nTransferred:   \t   18.204 MiB / 18.204 MiB, 100%, 3.1 MiB/s, ETA 0s")
    t.say("Imefaulu. Marekebisho mawili katika env.sh: `RESTIC_REPOSITORY=sftp:backup@192.0.2.40:/srv/restic/ws7` na `RCLONE_CONFIG=/etc/rclone/rclone.conf`.")


@case("laravel_pgsql_and_vite_manifest", "Laravel (artisan + Vite)", "two_failures", "independent_in_one_session", "/home/olu/sites/rota",
      expected=[fix("could not find driver (Connection: pgsql", ["php8.3-pgsql"]),
                fix("Vite manifest not found at: /home/olu/sites/rota/public/build/manifest.json", ["npm run build"])],
      traps=["DB_CONNECTION=sqlite"])
def _(t, rng):
    t.user("fresh clone of rota: migrate and make the home page load")
    t.bash("php artisan migrate", "\n   Illuminate\\Database\\QueryException \n\n  could not find driver (Connection: pgsql, SQL: select exists (select 1 from pg_class c, pg_namespace n where n.nspname = current_schema() and c.relname = 'migrations' and c.relkind in ('r', 'p') and n.oid = c.relnamespace))\n\n  at vendor/laravel/framework/src/Illuminate/Database/Connection.php:825", 1)
    t.say("PHP lacks the pgsql PDO driver. I won't switch `DB_CONNECTION=sqlite`; installing the extension.")
    t.bash("sudo apt-get install -y php8.3-pgsql && php artisan migrate", "Setting up php8.3-pgsql (8.3.6-0ubuntu0.24.04.3) ...\n\n   INFO  Running migrations.\n\n  2026_10_01_000000_create_shifts_table ......................... 18.41ms DONE")
    t.bash("curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:8000/ ; tail -3 storage/logs/laravel.log", "500\n[2026-11-14 09:40:12] local.ERROR: Vite manifest not found at: /home/olu/sites/rota/public/build/manifest.json {\"view\":{\"view\":\"/home/olu/sites/rota/resources/views/layouts/app.blade.php\"}}\n#0 /home/olu/sites/rota/vendor/laravel/framework/src/Illuminate/Foundation/Vite.php(791)", 1)
    t.bash("npm ci && npm run build && curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:8000/", "added 182 packages in 9s\n> build\n> vite build\n\u2713 41 modules transformed.\npublic/build/manifest.json  0.34 kB\n\u2713 built in 1.22s\n200")
    t.say("Both fixed: `php8.3-pgsql` for migrate, and `npm run build` for the missing Vite manifest. Home page returns 200.")


@case("icestorm_path_and_udev", "Yosys/nextpnr + iceprog", "two_failures", "independent_in_one_session", "/home/wiebke/fpga/blinky7",
      expected=[fix("yosys: command not found", ["oss-cad-suite/environment"]),
                fix("Can't find iCE FTDI USB device", ["53-lattice-ftdi.rules", "udev"])],
      traps=["sudo iceprog"])
def _(t, rng):
    t.user("build and flash blinky7 to the icebreaker")
    t.bash("make prog", "yosys -q -p 'synth_ice40 -top top -json build/top.json' src/top.v\nmake: yosys: command not found\nmake: *** [Makefile:14: build/top.json] Error 127", 2)
    t.bash("ls ~ | grep -i cad", "oss-cad-suite")
    t.bash("source ~/oss-cad-suite/environment && make prog", "\n[OSS CAD Suite] \U0001f40d\nInfo: Device utilisation:\nInfo: \t         ICESTORM_LC:    58/ 5280     1%\nicepack build/top.asc build/top.bin\niceprog build/top.bin\ninit..\nCan't find iCE FTDI USB device (vendor_id 0x0403, device_id 0x6010 or 0x6014).\nABORT.\nmake: *** [Makefile:22: prog] Error 2", 2)
    t.say("Synthesis works now; the flash step is a separate problem: no udev rule for the FTDI. `sudo iceprog` would work once but I'd rather add the rule.")
    t.write_file("/etc/udev/rules.d/53-lattice-ftdi.rules", 'ACTION=="add", ATTR{idVendor}=="0403", ATTR{idProduct}=="6010", MODE="0660", GROUP="plugdev", TAG+="uaccess"\n')
    t.bash("sudo udevadm control --reload-rules && sudo udevadm trigger && source ~/oss-cad-suite/environment && make prog", "iceprog build/top.bin\ninit..\ncdone: high\nflash ID: 0xEF 0x40 0x16 0x00\nprogramming..\nVERIFY OK\ncdone: high\nBye.")
    t.say("Flashed. Two fixes: `source ~/oss-cad-suite/environment` for yosys/nextpnr, and the 53-lattice-ftdi.rules udev rule for iceprog.")


@case("vault_oidc_login_twice", "HashiCorp Vault CLI", "same_twice", "same_failure_fixed_twice", "/home/dewi/infra/secrets-sync", lang="id",
      expected=[fix("* permission denied", ["vault login -method=oidc"], kind="lesson")],
      traps=["VAULT_TOKEN=root"])
def _(t, rng):
    t.user("Tolong sinkronkan secret staging ke file .env.staging.")
    fail = "Error reading secret/data/tally/staging: Error making API request.\n\nURL: GET https://vault.infra.example:8200/v1/secret/data/tally/staging\nCode: 403. Errors:\n\n* permission denied"
    t.bash("vault kv get -format=json secret/tally/staging > /tmp/s.json", fail, 2)
    t.bash("vault token lookup | grep -E 'expire_time|ttl'", "expire_time         2026-11-14T07:58:10Z\nttl                 0s")
    t.say("Token sudah kedaluwarsa. Login ulang dengan OIDC (bukan `VAULT_TOKEN=root`, itu hanya untuk server dev).")
    t.bash("vault login -method=oidc role=dev", "Complete the login via your OIDC provider. Launching browser to:\n\n    https://sso.infra.example/auth?client_id=vault&...\n\nSuccess! You are now authenticated.")
    t.bash("./sync.sh staging", "wrote 14 keys to .env.staging")
    t.user("Sekarang production juga, tapi nanti setelah rapat.")
    t.bash("./sync.sh production", fail.replace("staging", "production"), 2)
    t.say("Lagi 403: TTL token dev hanya 1 jam. Sama seperti tadi, login ulang.")
    t.bash("vault login -method=oidc role=dev && ./sync.sh production", "Success! You are now authenticated.\nwrote 17 keys to .env.production")
    t.say("Selesai. Kalau `permission denied` muncul, token sudah habis: `vault login -method=oidc role=dev`.")


@case("incus_instance_stopped_twice", "Incus containers", "same_twice", "same_failure_fixed_twice", "/home/bruno/src/pressa",
      expected=[fix("Error: Instance is not running", ["incus start builder"])],
      traps=["incus delete"])
def _(t, rng):
    t.user("run the release build inside the builder container")
    t.bash("incus exec builder -- make -C /src/pressa release", "Error: Instance is not running", 1)
    t.bash("incus start builder && sleep 2 && incus exec builder -- make -C /src/pressa release", "cc -O2 -o build/pressa src/*.c\nstrip build/pressa\nrelease: build/pressa-1.8.0-linux-amd64.tar.gz")
    t.user("nice, now run the test suite there too")
    t.bash("incus exec builder -- make -C /src/pressa test", "Error: Instance is not running", 1)
    t.bash("incus config get builder boot.autostop.timeout ; incus info builder | grep Status", "\nStatus: STOPPED")
    t.say("Stopped again between runs (it is shut down by the host's idle script). Same fix; no need to `incus delete` and recreate it.")
    t.bash("incus start builder && sleep 2 && incus exec builder -- make -C /src/pressa test", "ok 1 - parse\nok 2 - encode\nok 3 - roundtrip\n3/3 passed")
    t.say("Tests pass. When `Error: Instance is not running` shows up, `incus start builder` first.")


@case("supabase_stack_restart_twice", "Supabase CLI", "same_twice", "same_failure_fixed_twice", "/home/kenji/app/pantry",
      expected=[fix("No such container: supabase_db_pantry", ["supabase start"])],
      traps=["supabase db reset --linked"])
def _(t, rng):
    t.user("reset the local db and seed it")
    t.bash("supabase db reset", "Resetting local database...\nfailed to inspect container health: Error response from daemon: No such container: supabase_db_pantry\nTry rerunning the command with --debug to troubleshoot the error.", 1)
    t.bash("supabase start && supabase db reset", "Started supabase local development setup.\n\n         API URL: http://127.0.0.1:54321\n          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres\nResetting local database...\nSeeding data from supabase/seed.sql...\nFinished supabase db reset on branch main.")
    t.user("docker desktop restarted for an update. run the edge function tests")
    t.bash("supabase db reset && deno test supabase/functions", "Resetting local database...\nfailed to inspect container health: Error response from daemon: No such container: supabase_db_pantry\nTry rerunning the command with --debug to troubleshoot the error.", 1)
    t.think("Do not reach for `supabase db reset --linked`: that resets the hosted project.")
    t.bash("supabase start && supabase db reset && deno test supabase/functions", "Started supabase local development setup.\nFinished supabase db reset on branch main.\nok | 9 passed | 0 failed (2s)")
    t.say("All 9 pass. Whenever Docker restarts the local stack is gone: `supabase start` before anything else (never `--linked`, that is the remote project).")


@case("stack_setup_hint_misled", "Haskell Stack", "hint_misled", "printed_hint_failed", "/home/ilse/hs/wharf",
      expected=[fix("No setup information found for ghc-9.6.6 on your platform", ["ghcup install ghc 9.6.6"], ["system-ghc"])],
      traps=["--install-ghc"])
def _(t, rng):
    t.user("stack build on the alpine dev container")
    t.bash("stack build", "No compiler found, expected minor version match with ghc-9.6.6 (x86_64-musl) (based on resolver setting in /home/ilse/hs/wharf/stack.yaml).\nTo install the correct GHC into /home/ilse/.stack/programs/x86_64-linux/, try running 'stack setup' or use the '--install-ghc' flag.", 1)
    t.bash("stack setup", "Preparing to install GHC (musl) to an isolated location. This will not interfere with any system-level installation.\nNo setup information found for ghc-9.6.6 on your platform.\nThis probably means a GHC bindist has not yet been added for OS key 'linux64-musl'.\nSupported versions: ghc-8.10.7, ghc-9.2.8", 1)
    t.say("The printed hint does not work on musl. ghcup has a 9.6.6 build for Alpine; I'll install it there and tell Stack to use the system GHC.")
    t.bash("ghcup install ghc 9.6.6 && ghcup set ghc 9.6.6 && stack config set system-ghc --global true", "[ Info  ] GHC installation successful\n[ Info  ] GHC 9.6.6 successfully set as default version\n/home/ilse/.stack/config.yaml has been updated.")
    t.bash("stack build", "wharf> configure (lib + exe)\nwharf> build (lib + exe) with ghc-9.6.6\nwharf> copy/register\nCompleted 1 action(s).")
    t.say("Builds. On this Alpine box: `ghcup install ghc 9.6.6` and `stack config set system-ghc --global true`, not `stack setup`.")


@case("composer_php_version_hint_misled", "Composer", "hint_misled", "printed_hint_failed", "/home/thu/www/khoan", lang="vi",
      expected=[fix("Root composer.json requires php ^8.3 but your php version (8.1.2) does not satisfy that requirement.", ["update-alternatives --set php /usr/bin/php8.3"])],
      traps=["--ignore-platform-reqs"])
def _(t, rng):
    t.user("Cài dependency cho khoan giúp mình nhé.")
    t.bash("composer install", "Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\nYour lock file does not contain a compatible set of packages. Please run composer update.\n\n  Problem 1\n    - Root composer.json requires php ^8.3 but your php version (8.1.2) does not satisfy that requirement.\n\nYou can also try re-running composer require with an explicit version constraint, e.g. \"composer require ...\" or use --ignore-platform-reqs to ignore.", 2)
    t.bash("composer install --ignore-platform-reqs && php artisan about", "Installing dependencies from lock file (including require-dev)\nGenerating optimized autoload files\n\nComposer detected issues in your platform: Your Composer dependencies require a PHP version \">= 8.3.0\". You are running 8.1.2.\n\nPHP Fatal error:  Uncaught RuntimeException: Composer detected issues in your platform in /home/thu/www/khoan/vendor/composer/platform_check.php:24", 255)
    t.say("Bỏ qua kiểm tra chỉ đẩy lỗi sang lúc chạy. Máy có sẵn php8.3, chỉ là mặc định đang trỏ tới 8.1. Xoá vendor và chuyển phiên bản.")
    t.bash("rm -rf vendor && ls /usr/bin/php8.* && sudo update-alternatives --set php /usr/bin/php8.3 && composer install", "/usr/bin/php8.1\n/usr/bin/php8.3\nupdate-alternatives: using /usr/bin/php8.3 to provide /usr/bin/php (php) in manual mode\nInstalling dependencies from lock file (including require-dev)\nPackage operations: 96 installs, 0 updates, 0 removals\nGenerating optimized autoload files")
    t.say("Xong: `sudo update-alternatives --set php /usr/bin/php8.3`, rồi `composer install` chạy bình thường.")


@case("spago_test_main_note", "PureScript spago", "agent_lesson", "stated_mid_session", "/home/femi/ps/ledgerline",
      expected=[agent(["spago test --main Test.Main.Node"])],
      traps=[])
def _(t, rng):
    t.user("add a test for the csv parser and run the tests")
    t.edit("/home/femi/ps/ledgerline/test/Test/Csv.purs", "spec = describe \"Csv\" do\n", "spec = describe \"Csv\" do\n  it \"keeps quoted commas\" do\n    parseRow \"a,\\\"b,c\\\"\" `shouldEqual` Right [\"a\", \"b,c\"]\n")
    t.read("/home/femi/ps/ledgerline/spago.yaml", "package:\n  name: ledgerline\n  test:\n    main: Test.Main.Browser\n    dependencies: [spec, spec-node]")
    t.say("Note to self for this repo: the default test main is the browser one, so tests are run with `spago test --main Test.Main.Node` here.")
    t.bash("spago test --main Test.Main.Node", "Reading Spago workspace configuration...\nBuild succeeded.\n\nCsv\n  \u2713\ufe0e keeps quoted commas\n  \u2713\ufe0e splits plain rows\n\nSummary\n2/2 tests passed")
    t.say("Added the test; 2/2 pass.")


@case("elm_test_rs_summary", "Elm", "agent_lesson", "final_summary", "/home/saoirse/elm/plotter",
      expected=[agent(["npx elm-test-rs"])],
      traps=[])
def _(t, rng):
    t.user("fix the axis label rounding and run the tests")
    t.edit("/home/saoirse/elm/plotter/src/Axis.elm", "    String.fromFloat (toFloat (round (v * 10)) / 10)", "    String.fromFloat (toFloat (round (v * 100)) / 100)")
    t.bash("npx elm-test-rs", "Running 23 tests. To reproduce these tests, run:\nelm-test-rs --fuzz 100 --seed 2718281828\n\nTEST RUN PASSED\n\nDuration: 412 ms\nPassed:   23\nFailed:   0")
    t.say("Labels now round to two decimals; 23/23 tests pass.\n\nWorth remembering for this repo: the test runner is `npx elm-test-rs` (the package.json has no elm-test).")


@case("buck2_rules_list", "Buck2", "agent_lesson", "rules_list", "/home/aziz/mono/fleet",
      expected=[agent(["buck2 build //services/router:router"], ["--config-file .buckconfig.local"])],
      traps=[])
def _(t, rng):
    t.user("build the router service")
    t.bash("buck2 build //services/router:router --config-file .buckconfig.local", "Action graph: 112/112 done\nBUILD SUCCEEDED\nbuck-out/v2/gen/root/services/router/__router__/router")
    t.say("Built.\n\n**Rules I follow in this repo**\n1. Always pass `--config-file .buckconfig.local` (it points the toolchain at the local cache).\n2. Build a single target, e.g. `buck2 build //services/router:router`, not `//...`.")


@case("dagger_call_lesson", "Dagger", "agent_lesson", "final_summary", "/home/lin/ci/harbor",
      expected=[agent(["dagger call test --source=."])],
      traps=[])
def _(t, rng):
    t.user("run the CI test pipeline locally")
    t.bash("dagger call test --source=.", "\u2714 connect 0.4s\n\u2714 load module 2.1s\n\u2714 harbor: Harbor! 0.0s\n\u2714 .test(source: Address.directory: Directory!): String! 48.3s\n\nok  \tharbor/internal/api\t1.902s\nok  \tharbor/internal/store\t0.611s")
    t.say("Pipeline passes locally.\n\nLesson learned: in this repo the test pipeline is `dagger call test --source=.`; the function needs the source directory passed explicitly.")


@case("mill_interactive_note_is", "Mill (Scala)", "agent_lesson", "stated_mid_session", "/home/sigrun/scala/fjord", lang="is",
      expected=[agent(["./mill -i app.test"])],
      traps=[])
def _(t, rng):
    t.user("Geturðu keyrt prófin fyrir app?")
    t.say("Athugasemd fyrir þetta verkefni: keyra alltaf `./mill -i app.test` (með -i, því þjónninn í bakgrunni festist hér).")
    t.bash("./mill -i app.test", "[81/81] app.test.testForked\n-------------------------------- Running Tests --------------------------------\n+ fjord.RouteSuite.parses 0ms\n+ fjord.RouteSuite.rejects 1ms\nTests: 2, Passed: 2, Failed: 0")
    t.say("Öll próf standast (2/2).")


@case("lean_mathlib_cache_lesson", "Lean 4 lake + Mathlib", "wrong_try", "lesson_after_wrong_try", "/home/noor/lean/topo-notes",
      expected=[fix("unknown module prefix 'Mathlib'", ["lake exe cache get"]),
                agent(["lake exe cache get"], ["lake update"], ["lake-manifest.json"])],
      traps=["v4.15.0"])
def _(t, rng):
    t.user("lake build fails on the fresh clone")
    t.bash("lake build", "\u2716 [2/9] Building TopoNotes.Basic\nerror: TopoNotes/Basic.lean:1:0: unknown module prefix 'Mathlib'\n\nNo directory 'Mathlib' or file 'Mathlib.olean' in the search path entries:\n/home/noor/.elan/toolchains/leanprover--lean4---v4.12.0/lib/lean\nerror: build failed", 1)
    t.bash("lake update", "mathlib: updating repository '.lake/packages/mathlib' to revision 'master'\nerror: mathlib: toolchain mismatch: package requires leanprover/lean4:v4.15.0 but the workspace uses leanprover/lean4:v4.12.0", 1)
    t.say("`lake update` moved Mathlib to master and broke the toolchain pairing; that's a new error I caused. Restoring the manifest and fetching the pinned Mathlib's prebuilt cache instead.")
    t.bash("git checkout lake-manifest.json && rm -rf .lake/packages/mathlib && lake exe cache get", "mathlib: cloning https://github.com/leanprover-community/mathlib4\nAttempting to download 5208 file(s)\nDecompressing 5208 file(s)\nUnpacked in 41318 ms\nCompleted successfully!")
    t.bash("lake build", "\u2714 [8/9] Built TopoNotes.Basic\n\u2714 [9/9] Built TopoNotes\nBuild completed successfully.")
    t.say("Builds.\n\nLesson for this repo: on a fresh clone don't run `lake update` (it moves Mathlib off the version pinned in lake-manifest.json); run `lake exe cache get`, then `lake build`.")


@case("podman_shortname_and_port", "podman-compose", "two_failures", "independent_one_printed", "/home/eva/svc/loyalty",
      expected=[fix('short-name "postgres:16" did not resolve to an alias', ["docker.io/library/postgres:16"], ["compose.yaml"])],
      traps=["ip_unprivileged_port_start"])
def _(t, rng):
    t.user("bring the loyalty stack up with podman")
    t.bash("podman-compose up -d", "podman pull postgres:16\nError: short-name \"postgres:16\" did not resolve to an alias and no unqualified-search registries are defined in \"/etc/containers/registries.conf\"\nexit code: 125", 125)
    t.edit("/home/eva/svc/loyalty/compose.yaml", "    image: postgres:16", "    image: docker.io/library/postgres:16")
    t.bash("podman-compose up -d", "Trying to pull docker.io/library/postgres:16...\nWriting manifest to image destination\nloyalty_db_1\nError: rootlessport cannot expose privileged port 80, you can add 'net.ipv4.ip_unprivileged_port_start=80' to /etc/sysctl.conf (currently 1024), or choose a larger port number (>= 1024): listen tcp 0.0.0.0:80: bind: permission denied\nexit code: 126", 126)
    t.bash("echo 'net.ipv4.ip_unprivileged_port_start=80' | sudo tee /etc/sysctl.d/90-podman-ports.conf && sudo sysctl --system >/dev/null && podman-compose up -d", "net.ipv4.ip_unprivileged_port_start=80\nloyalty_db_1\nloyalty_web_1")
    t.say("Both containers are up. The image now uses the full name docker.io/library/postgres:16 in compose.yaml; the port setting was applied as podman suggested.")
