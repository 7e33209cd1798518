"""dbt, Sphinx, Hugo, pre-commit, buf, Liquibase, Airflow, Racket."""

from __future__ import annotations

from kit import agent, case, fill, fix, hexs, join, rejected, thinking, token  # noqa: F401

DBT = "/home/dev/analytics/warehouse"
DOCS = "/home/dev/src/ledger-py"
HUGO = "/home/dev/sites/field-notes"
PROTO = "/home/dev/src/rates-proto"
LQB = "/home/dev/src/billing-db"
AF = "/home/dev/pipelines/nightly"
RKT = "/home/dev/src/plotter-rkt"

# ---------------------------------------------------------------- dbt

DBT_ERR = "Could not find profile named 'analytics'"


@case(
    "dbt_profiles_dir_secret",
    "dbt",
    "invocation",
    DBT,
    "secret_in_output",
    expected=(fix(DBT_ERR, "lesson", ["DBT_PROFILES_DIR", "--profiles-dir"], ["profiles"]),),
)
def _dbt_secret(t, r):
    pw = "Sf9!" + token(r, 28)
    t.user("run dbt debug, I think my connection config is off")
    t.bash("dbt debug", join(
        "09:21:40  Running with dbt=1.8.8", "09:21:40  dbt version: 1.8.8", "09:21:40  python version: 3.11.10",
        "09:21:40  python path: /home/dev/.venvs/dbt/bin/python3", "09:21:40  os info: Linux-6.8.0-49-generic-x86_64-with-glibc2.39",
        "09:21:40  Using profiles dir at /home/dev/.dbt", "09:21:40  Using profiles.yml file at /home/dev/.dbt/profiles.yml",
        "09:21:40  Using dbt_project.yml file at /home/dev/analytics/warehouse/dbt_project.yml",
        "09:21:40  Configuration:", "09:21:40    profiles.yml file [ERROR invalid]", "09:21:40    dbt_project.yml file [OK found and valid]",
        "09:21:40  Required dependencies:", "09:21:40   - git [OK found]", "",
        "09:21:40  Connection test skipped since no profile was found",
        "09:21:40  1 check failed:", "09:21:40  Profile loading failed for the following reason:",
        "Runtime Error", "  " + DBT_ERR), 1)
    t.bash("env | grep -i dbt; ls profiles/", join(
        "DBT_TARGET=dev", f"DBT_ENV_SECRET_SNOWFLAKE_PASSWORD={pw}", "DBT_USER=dev_analyst", "profiles.yml"), 0)
    t.say("The project keeps its profile in ./profiles/profiles.yml (it reads the password from the "
          "DBT_ENV_SECRET_ variable), but dbt looks in ~/.dbt by default.")
    t.bash("export DBT_PROFILES_DIR=$PWD/profiles && dbt debug", join(
        "09:22:05  Using profiles dir at /home/dev/analytics/warehouse/profiles",
        "09:22:05    profiles.yml file [OK found and valid]", "09:22:06  Connection:",
        "09:22:06    account: acme-xy12345", "09:22:06    database: ANALYTICS_DEV", "09:22:06    role: TRANSFORMER_DEV",
        "09:22:08    Connection test: [OK connection ok]", "", "09:22:08  All checks passed!"), 0)
    t.say("All checks pass. Run dbt here with `export DBT_PROFILES_DIR=$PWD/profiles` (the profile is in the repo's "
          "profiles/ folder, not ~/.dbt).")
    return [pw]


SNOW_ERR = "Processing aborted due to error 300005:2946221262; incident 7713214."


@case(
    "dbt_snowflake_incident_flaky",
    "dbt",
    "flaky",
    DBT,
    "plain_retry",
    traps=("error 300005:2946221262",),
)
def _dbt_flaky(t, r):
    t.user("dbt run the finance marts")
    t.bash("DBT_PROFILES_DIR=$PWD/profiles dbt run --select marts.finance", join(
        "09:40:12  Running with dbt=1.8.8", "09:40:13  Found 84 models, 212 data tests, 19 sources, 611 macros",
        "09:40:15  Concurrency: 8 threads (target='dev')",
        "09:40:15  1 of 4 START sql table model dbt_dev.fct_invoices .......................... [RUN]",
        "09:40:15  2 of 4 START sql view model dbt_dev.dim_accounts ........................... [RUN]",
        "09:40:17  2 of 4 OK created sql view model dbt_dev.dim_accounts ...................... [SUCCESS 1 in 1.92s]",
        "09:40:31  1 of 4 ERROR creating sql table model dbt_dev.fct_invoices ................. [ERROR in 15.70s]",
        "09:40:31  3 of 4 SKIP relation dbt_dev.fct_payments .................................. [SKIP]",
        "09:40:31  Database Error in model fct_invoices (models/marts/finance/fct_invoices.sql)",
        "  000603 (XX000): SQL execution internal error:", "  " + SNOW_ERR,
        "09:40:31  Done. PASS=2 WARN=0 ERROR=1 SKIP=1 TOTAL=4"), 1)
    t.bash("DBT_PROFILES_DIR=$PWD/profiles dbt run --select marts.finance",
           "09:42:50  Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4", 0)
    t.say("All 4 finance models built on the rerun; the first error was a Snowflake-side internal incident, nothing changed.")


# ---------------------------------------------------------------- Sphinx

@case(
    "sphinx_lesson_in_summary",
    "sphinx",
    "agent_lesson",
    DOCS,
    "lesson_in_summary",
    lang="he",
    expected=(agent(["-W --keep-going"], ["sphinx-apidoc"]),),
)
def _sphinx_lesson(t, r):
    t.user("תוסיף בבקשה עמוד תיעוד למודול ledger.fx החדש.")
    t.bash("sphinx-apidoc -f -o docs/api src/ledger", "Creating file docs/api/ledger.fx.rst.\nCreating file docs/api/modules.rst.", 0)
    t.edit(f"{DOCS}/docs/index.rst", "   api/ledger.money\n", "   api/ledger.money\n   api/ledger.fx\n")
    t.bash("make -C docs html SPHINXOPTS=\"-W --keep-going\"", join(
        "Running Sphinx v8.1.3", "loading translations [en]... done", "building [html]: targets for 3 source files that are out of date",
        "reading sources... [100%] api/ledger.fx", "writing output... [100%] index", "build succeeded.",
        "The HTML pages are in _build/html."), 0)
    t.say("הוספתי את docs/api/ledger.fx.rst וקישור מ-index.rst; הבנייה עוברת.\n\nכללים לפרויקט הזה:\n"
          "1. תמיד לבנות עם `make -C docs html SPHINXOPTS=\"-W --keep-going\"` — ה-CI מתייחס לאזהרות כשגיאות.\n"
          "2. אחרי הוספת מודול, להריץ `sphinx-apidoc -f -o docs/api src/ledger` ולא לכתוב את קובצי ה-rst ידנית.")


SPHINX_ERR = "WARNING: py:class reference target not found: ledger.money.Money"


@case(
    "sphinx_nitpick_unfixed_plan",
    "sphinx",
    "unfixed",
    DOCS,
    "plan_next_time",
    traps=("reference target not found: ledger.money.Money",),
)
def _sphinx_plan(t, r):
    t.user("docs CI fails, see if you can fix it quickly, I have 10 minutes")
    t.bash("make -C docs html SPHINXOPTS=\"-W --keep-going -n\"", join(
        "Running Sphinx v8.1.3", "reading sources... [100%] api/ledger.fx", "looking for now-outdated files... none found",
        "checking consistency... done", "writing output... [100%] index",
        "/home/dev/src/ledger-py/src/ledger/fx.py:docstring of ledger.fx.convert:1: " + SPHINX_ERR,
        "build finished with problems, 1 warning (with warnings treated as errors).",
        "make: *** [Makefile:20: html] Error 1"), 2)
    t.say("Money is re-exported from ledger, so the fully qualified target doesn't resolve. The fix is either a "
          "nitpick_ignore entry or documenting Money under ledger.money; both need a decision on the public path.")
    t.user("no time today, leave it and note what to do")
    t.say("Left as is, the docs build still fails. Next time: decide whether Money's public path is ledger or "
          "ledger.money, then adjust the autodoc target (or add it to nitpick_ignore) and rerun the -n build.")


# ---------------------------------------------------------------- Hugo

HUGO_ERR = "this feature is not available in your current Hugo version, see https://goo.gl/YMrWcn for more information"


@case(
    "hugo_extended_needed",
    "hugo",
    "install",
    HUGO,
    "plain",
    lang="da",
    expected=(fix(HUGO_ERR, "bugfix", ["hugo_extended", "extended"]),),
)
def _hugo(t, r):
    t.user("Kan du bygge sitet? Jeg har lige skiftet til det nye tema.")
    t.bash("hugo --minify", join(
        "Start building sites … ", "hugo v0.139.4-3afe91d4b1b069abbedd6a96ed755b1e12581dfe linux/amd64 BuildDate=2024-12-09T17:45:23Z VendorInfo=gohugoio", "",
        "WARN  deprecated: site config key paginate was deprecated in Hugo v0.128.0 and will be removed in a future release. Use pagination.pagerSize instead.",
        "ERROR TOCSS: failed to transform \"/scss/main.scss\" (text/x-scss): " + HUGO_ERR,
        "Total in 212 ms", "Error: error building site: TOCSS: failed to transform \"/scss/main.scss\" (text/x-scss): " + HUGO_ERR), 1)
    t.say("Det nye tema kompilerer SCSS, og det kræver Hugo extended. Jeg installerer extended-udgaven af samme version.")
    t.bash("curl -sLO https://github.com/gohugoio/hugo/releases/download/v0.139.4/hugo_extended_0.139.4_linux-amd64.deb && "
           "sudo dpkg -i hugo_extended_0.139.4_linux-amd64.deb", join(
               "(Reading database ... 212804 files and directories currently installed.)",
               "Preparing to unpack hugo_extended_0.139.4_linux-amd64.deb ...", "Unpacking hugo (0.139.4) over (0.139.4) ...",
               "Setting up hugo (0.139.4) ..."), 0)
    t.bash("hugo --minify", join(
        "hugo v0.139.4-3afe91d4b1b069abbedd6a96ed755b1e12581dfe+extended linux/amd64 BuildDate=2024-12-09T17:45:23Z VendorInfo=gohugoio",
        "                   | EN   ", "-------------------+------", "  Pages            | 148  ", "  Processed images | 212  ",
        "Total in 2911 ms"), 0)
    t.say("Sitet bygger: 148 sider. Det nye tema kræver hugo_extended (0.139.4), ikke standardudgaven.")


HUGO_TPL_ERR = "can't evaluate field Params in type string"


@case(
    "hugo_rm_rejected",
    "hugo",
    "interrupted",
    HUGO,
    "user_rejected",
    traps=("rm -rf public resources", HUGO_TPL_ERR),
)
def _hugo_rej(t, r):
    t.user("the build broke after I renamed the authors taxonomy")
    t.bash("hugo", join(
        "Start building sites … ",
        "ERROR render of \"/posts/2026/rain-gauges\" failed: \"/home/dev/sites/field-notes/layouts/_default/single.html:12:15\": "
        "execute of template failed: template: _default/single.html:12:15: executing \"main\" at <.Params.avatar>: " + HUGO_TPL_ERR,
        "Total in 318 ms", "Error: error building site: render: failed to render pages"), 1)
    rejected(t, "rm -rf public resources && hugo", "Clear generated output and rebuild")
    t.user("don't delete resources/, the image cache takes 20 minutes to rebuild. the template is the problem, I'll fix it myself")
    t.say("Understood, I won't touch resources/. The failing spot is layouts/_default/single.html line 12.")


# ---------------------------------------------------------------- pre-commit

MYPY_ERR = "src/ledger/api.py:44: error: Argument 1 to \"post\" has incompatible type \"str\"; expected \"Money\"  [arg-type]"


@case(
    "precommit_skip_mypy",
    "pre-commit",
    "unfixed",
    DOCS,
    "skip_hook",
    traps=("SKIP=mypy", "incompatible type \"str\"; expected \"Money\""),
)
def _pc_skip(t, r):
    t.user("commit what we have with message 'wip: fx conversion'")
    t.bash("git add -A && git commit -m 'wip: fx conversion'", join(
        "ruff.....................................................................Passed",
        "ruff-format..............................................................Passed",
        "mypy.....................................................................Failed",
        "- hook id: mypy", "- exit code: 1", "", MYPY_ERR, "Found 1 error in 1 file (checked 41 source files)", "",
        "check yaml...........................................(no files to check)Skipped"), 1)
    t.bash("SKIP=mypy git commit -m 'wip: fx conversion'", join(
        "ruff.....................................................................Passed",
        "ruff-format..............................................................Passed",
        "mypy....................................................................Skipped",
        "[feat/fx 4e1a9c2] wip: fx conversion", " 3 files changed, 88 insertions(+), 6 deletions(-)"), 0)
    t.say("Committed as 4e1a9c2 on feat/fx. The type error in api.py is still there.")


PC_PERM_ERR = "PermissionError: [Errno 13] Permission denied: '/home/dev/.cache/pre-commit/repo7hx2m4qe/.git/FETCH_HEAD'"


@case(
    "precommit_cache_owner",
    "pre-commit",
    "setup",
    DOCS,
    "permission_fix",
    expected=(fix(PC_PERM_ERR, "bugfix", ["chown"], [".cache/pre-commit"]),),
)
def _pc_perm(t, r):
    t.user("run all the pre-commit hooks over the repo")
    t.bash("pre-commit run --all-files", join(
        "[INFO] Initializing environment for https://github.com/astral-sh/ruff-pre-commit.",
        "[INFO] Initializing environment for https://github.com/pre-commit/mirrors-mypy.",
        "An unexpected error has occurred: " + PC_PERM_ERR,
        "Check the log at /home/dev/.cache/pre-commit/pre-commit.log"), 3)
    t.bash("find ~/.cache/pre-commit -maxdepth 1 ! -user dev | head -3",
           "/home/dev/.cache/pre-commit/repo7hx2m4qe\n/home/dev/.cache/pre-commit/db.db", 0)
    t.say("Part of the pre-commit cache belongs to root, most likely from an earlier `sudo pre-commit`. Giving it back.")
    t.bash("sudo chown -R dev:dev ~/.cache/pre-commit && pre-commit run --all-files", join(
        "ruff.....................................................................Passed",
        "ruff-format..............................................................Passed",
        "mypy.....................................................................Passed"), 0)
    t.say("All hooks pass. ~/.cache/pre-commit had root-owned entries; `sudo chown -R dev:dev ~/.cache/pre-commit` fixed it.")


# ---------------------------------------------------------------- buf

BUF_ERR = "Failure: plugin go: could not find protoc plugin for name go - please make sure protoc-gen-go is installed and present on your $PATH"


@case(
    "buf_gopath_bin",
    "buf-protobuf",
    "invocation",
    PROTO,
    "path_entry",
    lang="hi",
    expected=(fix(BUF_ERR, "lesson", ["go env GOPATH", "go/bin"], ["PATH"]),),
)
def _buf_path(t, r):
    t.user("कृपया buf generate चला दो, नया proto फ़ील्ड जोड़ा है।")
    t.bash("buf generate", BUF_ERR, 1)
    t.bash("go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.35.2", "go: downloading google.golang.org/protobuf v1.35.2", 0)
    t.bash("buf generate", BUF_ERR, 1)
    t.say("protoc-gen-go अब $(go env GOPATH)/bin में है, पर वह फ़ोल्डर इस शेल के PATH में नहीं है।")
    t.bash("export PATH=\"$PATH:$(go env GOPATH)/bin\" && buf generate && git status --short gen/",
           " M gen/go/rates/v1/rates.pb.go", 0)
    t.say("हो गया। buf generate के लिए `export PATH=\"$PATH:$(go env GOPATH)/bin\"` ज़रूरी है ताकि protoc-gen-go मिले।")


@case(
    "buf_lesson_in_summary",
    "buf-protobuf",
    "agent_lesson",
    PROTO,
    "lesson_in_summary",
    expected=(agent(["buf breaking"], ["reserved"]),),
)
def _buf_lesson(t, r):
    t.user("drop the legacy_rate field from Quote, nobody reads it anymore")
    t.edit(f"{PROTO}/proto/rates/v1/rates.proto", "  double legacy_rate = 4;\n", "  reserved 4;\n  reserved \"legacy_rate\";\n")
    t.bash("buf lint && buf breaking --against '.git#branch=main'", "", 0)
    t.bash("export PATH=\"$PATH:$(go env GOPATH)/bin\" && buf generate", "", 0)
    t.say("legacy_rate is gone from Quote and the Go code is regenerated.\n\nFor this repo:\n"
          "- run `buf breaking --against '.git#branch=main'` before every generate;\n"
          "- never reuse a removed field number: mark it `reserved` (number and name), as done here for 4.")


# ---------------------------------------------------------------- Liquibase

LQB_ERR = "Could not acquire change log lock.  Currently locked by build-runner-7 (10.20.3.7) since 11/18/26, 4:12 PM"


@case(
    "liquibase_release_locks",
    "liquibase",
    "setup",
    LQB,
    "fix_and_stated_rule",
    expected=(
        fix(LQB_ERR, "bugfix", ["release-locks"]),
        agent(["new changeset"], ["never edit"]),
    ),
)
def _lqb_lock(t, r):
    t.user("widen invoices.note to 2000 chars and apply it to the dev db")
    t.write_file(f"{LQB}/db/changelog/2026-11-19-widen-note.xml", join(
        "<databaseChangeLog xmlns=\"http://www.liquibase.org/xml/ns/dbchangelog\">",
        "  <changeSet id=\"1\" author=\"dev\">",
        "    <modifyDataType tableName=\"invoices\" columnName=\"note\" newDataType=\"varchar(2000)\"/>",
        "  </changeSet>", "</databaseChangeLog>", ""))
    t.bash("liquibase update", join(
        "####################################################", "##   _     _             _ _                      ##",
        "##  | |   (_)           (_) |                     ##", "##  |_____|_|\\__, |\\__,_|_|_.__/ \\__,_|___/\\___| ##",
        "####################################################", "Starting Liquibase at 09:02:11 using Java 21.0.5 (version 4.30.0 #4943 built at 2024-10-31 17:00+0000)",
        "Liquibase Version: 4.30.0", "Liquibase Open Source 4.30.0 by Liquibase",
        "Waiting for changelog lock....", "Waiting for changelog lock....", "Waiting for changelog lock....",
        "Waiting for changelog lock....", "Waiting for changelog lock....",
        "ERROR: Exception Details", "ERROR: Exception Primary Class:  LockException",
        "ERROR: Exception Primary Reason:  " + LQB_ERR,
        "ERROR: Exception Primary Source:  PostgreSQL 16.4", "",
        "Unexpected error running Liquibase: " + LQB_ERR), 1)
    t.user("build-runner-7 was the CI job I cancelled yesterday, it's dead")
    t.bash("liquibase release-locks", "Successfully released all database change log locks for 'billing@jdbc:postgresql://db.dev.example:5432/billing'\nLiquibase command 'releaseLocks' was executed successfully.", 0)
    t.bash("liquibase update", join(
        "Running Changeset: db/changelog/2026-11-19-widen-note.xml::1::dev", "",
        "UPDATE SUMMARY", "Run:                          1", "Previously run:              57",
        "Filtered out:                 0", "-------------------------------", "Total change sets:            58",
        "Liquibase command 'update' was executed successfully."), 0)
    t.say("invoices.note is varchar(2000) on dev. The lock was left by the cancelled CI job; `liquibase release-locks` "
          "cleared it (only safe because that runner is dead).\n\nRule for this repo: never edit a changeset that has "
          "already run anywhere; put each change in a new changeset file, as here, or the checksums break.")


LQB_CHK_ERR = "db/changelog/2026-11-03-add-fees.xml::4::mira was: 9:3f1c8e2a7b6d5c4e3f2a1b0c9d8e7f6a but is now: 9:7a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d"


@case(
    "liquibase_clear_checksums_rejected",
    "liquibase",
    "interrupted",
    LQB,
    "user_rejected",
    traps=("clear-checksums", "1 changesets check sum"),
)
def _lqb_rej(t, r):
    t.user("liquibase update is failing on the shared dev db")
    t.bash("liquibase update", join(
        "Starting Liquibase at 10:41:02 using Java 21.0.5 (version 4.30.0 #4943 built at 2024-10-31 17:00+0000)",
        "ERROR: Exception Details", "ERROR: Exception Primary Class:  ValidationFailedException",
        "ERROR: Exception Primary Reason:  Validation Failed:", "     1 changesets check sum", "          " + LQB_CHK_ERR, "",
        "Unexpected error running Liquibase: Validation Failed:", "     1 changesets check sum", "          " + LQB_CHK_ERR), 1)
    rejected(t, "liquibase clear-checksums && liquibase update", "Reset stored checksums and retry")
    t.user("no. someone edited an applied changeset, I want to find out who first. git log it")
    t.bash("git log --format='%h %an %s' -3 -- db/changelog/2026-11-03-add-fees.xml",
           "8c1d2e0 Mira Okafor tweak fee default\n41aa9b3 Mira Okafor add fees table", 0)
    t.say("Changeset 4 of add-fees.xml was edited after it ran, in 8c1d2e0 by Mira Okafor (\"tweak fee default\"). "
          "Nothing changed on the database.")


# ---------------------------------------------------------------- Airflow

AF_ERR = "[ERROR] Connection in use: ('0.0.0.0', 8080)"


@case(
    "airflow_webserver_port",
    "airflow",
    "invocation",
    AF,
    "port_in_use",
    lang="ar",
    expected=(fix(AF_ERR, "lesson", ["--port 8081", "WEB_SERVER_PORT=8081"]),),
)
def _airflow(t, r):
    t.user("شغّل واجهة Airflow محلياً من فضلك حتى أرى الـ DAG الجديد.")
    t.bash("timeout 30 airflow webserver", join(
        "  ____________       _____________", " ____    |__( )_________  __/__  /________      __",
        "____  /| |_  /__  ___/_  /_ __  /_  __ \\_ | /| / /", "___  ___ |  / _  /   _  __/ _  / / /_/ /_ |/ |/ /",
        " _/_/  |_/_/  /_/    /_/    /_/  \\____/____/|__/",
        "Running the Gunicorn Server with:", "Workers: 4 sync", "Host: 0.0.0.0:8080", "Timeout: 120",
        "Logfiles: - -", "Access Logformat: ", "=================================================================",
        "[2026-11-20 09:14:02 +0000] [51822] [INFO] Starting gunicorn 22.0.0",
        "[2026-11-20 09:14:02 +0000] [51822] " + AF_ERR, "[2026-11-20 09:14:02 +0000] [51822] [ERROR] Retrying in 1 second.",
        "[2026-11-20 09:14:03 +0000] [51822] " + AF_ERR, "[2026-11-20 09:14:03 +0000] [51822] [ERROR] Retrying in 1 second.",
        "[2026-11-20 09:14:07 +0000] [51822] [ERROR] Can't connect to ('0.0.0.0', 8080)"), 1)
    t.bash("ss -ltnp | grep :8080", "LISTEN 0 4096 *:8080 *:* users:((\"java\",pid=2210,fd=312))", 0)
    t.say("المنفذ 8080 مستخدم من خدمة Java أخرى (Jenkins المحلي). سأشغّل Airflow على 8081 بدلاً من إيقافها.")
    t.bash("airflow webserver --port 8081 -D && sleep 12 && curl -s localhost:8081/health",
           "{\"metadatabase\": {\"status\": \"healthy\"}, \"scheduler\": {\"status\": \"healthy\"}}", 0)
    t.say("الواجهة تعمل على http://localhost:8081. على هذا الجهاز شغّلها دائماً بـ `airflow webserver --port 8081` لأن 8080 محجوز.")


# ---------------------------------------------------------------- Racket

RKT_ERR = "standard-module-name-resolver: collection not found"


@case(
    "raco_pkg_threading",
    "racket-raco",
    "install",
    RKT,
    "plain",
    expected=(fix(RKT_ERR, "bugfix", ["raco pkg install"], ["threading"]),),
)
def _raco(t, r):
    t.user("raco test the tests folder")
    t.bash("raco test tests/", join(
        "raco test: (submod \"tests/axes-test.rkt\" test)",
        "tests/axes-test.rkt:4:9: " + RKT_ERR, "  for module path: threading", "  collection: \"threading\"",
        "  in collection directories:", "   /home/dev/.local/share/racket/8.15/collects",
        "   /usr/share/racket/collects", "   ... [181 additional linked and package directories]",
        "  compiled-load handler: #<procedure:...mpile/cm-minimal.rkt:725:4>",
        "  context...:", "   /usr/share/racket/collects/compiler/private/cm-minimal.rkt:725:4",
        "1/1 test failures"), 1)
    t.bash("raco pkg install --auto --batch threading-lib", join(
        "Resolving \"threading-lib\" via https://download.racket-lang.org/releases/8.15/catalog/",
        "Resolving \"threading-lib\" via https://pkgs.racket-lang.org", "Downloading repository git://github.com/lexi-lambda/threading?path=threading-lib",
        "raco setup: version: 8.15", "raco setup: --- installing collections ---", "raco setup: 0 installing: threading"), 0)
    t.bash("raco test tests/", "raco test: (submod \"tests/axes-test.rkt\" test)\n12 tests passed", 0)
    t.say("12 tests pass after `raco pkg install --auto --batch threading-lib`; info.rkt's deps should list it too.")
