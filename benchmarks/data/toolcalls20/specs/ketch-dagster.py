PROJECT = "ketch-dagster"
ROOT = "/Users/freya.lund/code/ketch-data"
STACK = ("Dagster 1.8 data platform for a grocery co-op on Poetry 1.8: three code locations "
         "(locations/supply, locations/members, locations/finance), each its own Poetry project with pyproject.toml, "
         "poetry.lock, definitions.py, __init__.py, config.yaml and Makefile; a shared package libs/ketch_io; "
         "DuckDB for local runs and Snowflake in prod through an IO manager; pytest with dagster's materialize(); "
         "workspace.yaml at the root, a top-level Makefile delegating to each location, GitHub Actions and Dagster+ hybrid deploys")
LANGUAGES = {"m06": "sv", "m13": "da", "m17": "de"}
MEMORIES = [
    M("m01", "constraint", "finance's config.yaml (locations/finance/config.yaml) points at the prod Snowflake warehouse FIN_WH; local runs use config.local.yaml via KETCH_ENV=local. Never switch the default in config.yaml to DuckDB."),
    M("m02", "procedure", "Each location has its own lockfile. After changing a location's pyproject, run `poetry lock --no-update` in that folder, not at the repo root (the root pyproject is only for dev tools)."),
    M("m03", "bugfix", "supply's definitions.py must load assets with load_assets_from_package_module(supply.assets, group_name='supply'); without group_name the assets land in 'default' and the weekly schedule selects nothing."),
    M("m04", "lesson", "`make test` at the root runs every location's tests in turn (~15 min, Snowflake mocks warm up slowly). Use `make -C locations/<name> test`."),
    M("m05", "bugfix", "'DagsterInvalidDefinitionError: resource with key \"snowflake\" required by op ... was not provided' in members tests means the test used the prod Definitions; the members tests must build `defs_for_test()` from members/testing.py."),
    M("m06", "constraint", "ketch_io är ett delat bibliotek; ändra aldrig en publik funktions signatur i libs/ketch_io utan att bumpa versionen i libs/ketch_io/pyproject.toml – alla tre platser låser den."),
    M("m07", "fact", "The Dagster+ org is ketch-coop; the hybrid agent runs on agent-01.ketch.test."),
    M("m08", "preference", "Prefer pathlib over os.path in new code.", "user"),
    M("m09", "lesson", "`dagster dev` started outside `poetry run` picks up the system dagster 1.6 and fails with 'ImportError: cannot import name \"AutomationCondition\"'. Always `poetry run dagster dev` from the location folder (or `make dev`)."),
    M("m10", "fact", "The members data has personal data; the DPO is Signe Aalto."),
    M("m11", "decision", "Partitions for finance are monthly (MonthlyPartitionsDefinition start 2022-01-01); don't change to daily, the backfill costs Snowflake credits."),
    M("m12", "procedure", "Note to self: when pytest under `make test` prints only 'make[1]: *** [test] Error 1', scroll up to the '=== FAILURES ===' block of the location named in the 'make[1]: Entering directory' line."),
    M("m13", "lesson", "Hvis `poetry install` fejler med 'ketch-io ... does not match any versions', så er stien til libs/ketch_io forkert – den skal være `{ path = \"../../libs/ketch_io\", develop = true }`."),
    M("m14", "fact", "Snowflake credits budget review is the first Monday of the quarter."),
    M("m15", "constraint", "workspace.yaml lists the three locations with their `working_directory`; renaming a location folder needs the Dagster+ deployment yaml changed in the same PR."),
    M("m16", "lesson", "DuckDB 'IO Error: Could not set lock on file \"data/local.duckdb\"' happens when `dagster dev` is still running; stop it before running tests, dont delete the .duckdb file."),
    M("m17", "bugfix", "Im members-Paket dürfen Assets keine Spalte `email` nach Snowflake schreiben; das Schema-Check-Asset `members_pii_check` schlägt fehl. E-Mail wird gehasht (hash_email in members/pii.py)."),
    M("m18", "fact", "Old location 'inventory' was merged into supply in 2025; the folder is gone."),
    M("m19", "fact", "The CI cache key includes each location's poetry.lock hash."),
]
CALLS = [
    session(),
    read("workspace.yaml"),
    glob("locations/*/definitions.py"),
    edit("locations/supply/supply/definitions.py", "all_assets = load_assets_from_package_module(assets, group_name=\"supply\")", "all_assets = load_assets_from_package_module(assets)", want="m03", note="[pkg] dropping group_name in supply's definitions.py (m03)"),
    edit("locations/members/members/definitions.py", "all_assets = load_assets_from_package_module(assets, group_name=\"members\")", "all_assets = load_assets_from_package_module(assets, group_name=\"members\", key_prefix=[\"members\"])", note="[near] members' definitions.py"),
    bash("cd locations/supply && poetry run pytest -q", "Test supply", note="[subdir] [runner]"),
    ok("""........................................                                 [100%]
40 passed in 21.40s"""),
    bash("make test", "Run all tests", want="m04", note="[runner] the root make test m04 warns about"),
    bad("""make -C locations/supply test
make[1]: Entering directory '/Users/freya.lund/code/ketch-data/locations/supply'
poetry run pytest -q
40 passed in 20.91s
make[1]: Leaving directory '/Users/freya.lund/code/ketch-data/locations/supply'
make -C locations/members test
make[1]: Entering directory '/Users/freya.lund/code/ketch-data/locations/members'
poetry run pytest -q
make[1]: *** [test] Error 1
make: *** [test] Error 2""", want="m12", note="[fail] [runner] [self] the summary only; the self-note says where to look (m12)"),
    bash("make -C locations/members test", "Test members", note="[subdir] [runner] the way m04 says"),
    bad("""poetry run pytest -q
F....
=================================== FAILURES ===================================
________________________ test_member_churn_materializes ________________________
dagster._core.errors.DagsterInvalidDefinitionError: resource with key "snowflake" required by op "member_churn" was not provided. Please provide a ResourceDefinition to key "snowflake"
FAILED tests/test_churn.py::test_member_churn_materializes
1 failed, 4 passed in 9.02s
make: *** [test] Error 1""", want="m05", note="[fail] [pkg] [subdir] [runner] the prod Definitions in a test (m05)"),
    edit("locations/members/tests/test_churn.py", "from members.definitions import defs", "from members.testing import defs_for_test", note="[pkg] the fix m05 gives"),
    edit("locations/members/tests/test_churn.py", "result = materialize([member_churn], resources=defs.resources)", "result = materialize([member_churn], resources=defs_for_test().resources)", note="[again] the same file again"),
    bash("make -C locations/members test", "Rerun members tests", note="[subdir] [runner]"),
    bad("""poetry run pytest -q
....F
=================================== FAILURES ===================================
_____________________________ test_readings_duckdb _____________________________
duckdb.duckdb.IOException: IO Error: Could not set lock on file "/Users/freya.lund/code/ketch-data/data/local.duckdb": Conflicting lock is held in /Users/freya.lund/Library/Caches/pypoetry/virtualenvs/members-x1Yq-py3.11/bin/python3.11 (PID 40122)
1 failed, 4 passed in 7.77s
make: *** [test] Error 1""", want="m16", note="[fail] [subdir] [runner] [typo] the DuckDB lock from a running dagster dev (m16)"),
    bash("rm data/local.duckdb && make -C locations/members test", "Delete the duckdb and rerun", want="m16", note="[runner] [typo] the wrong fix m16 names"),
    prompt(),
    bash("dagster dev -w workspace.yaml", "Start dagster dev", want="m09", note="dagster dev outside poetry run (m09)"),
    bad("""Traceback (most recent call last):
  File "/Users/freya.lund/code/ketch-data/locations/finance/finance/definitions.py", line 4, in <module>
    from dagster import AutomationCondition, Definitions
ImportError: cannot import name 'AutomationCondition' from 'dagster' (/opt/homebrew/lib/python3.12/site-packages/dagster/__init__.py)""", want="m09", note="[fail] the ImportError m09 explains"),
    bash("cd locations/finance && poetry run dagster dev", "Start dagster dev in finance", note="[subdir] [runner] the right way"),
    ok("""2026-12-05 09:20:11 +0000 - dagster - INFO - Serving dagster-webserver on http://127.0.0.1:3000 in process 41877"""),
    edit("locations/finance/config.yaml", "  warehouse: FIN_WH\n  database: KETCH_PROD", "  warehouse: duckdb\n  database: data/local.duckdb", want="m01", note="[pkg] [role] the prod default in finance's config.yaml (m01)"),
    edit("locations/supply/config.yaml", "  schedule_cron: '0 5 * * 1'", "  schedule_cron: '0 4 * * 1'", note="[near] supply's config.yaml"),
    write("locations/finance/config.local.yaml", "warehouse: duckdb\ndatabase: data/local.duckdb\n", note="[pkg] the right place"),
    edit("locations/finance/finance/partitions.py", 'MonthlyPartitionsDefinition(start_date="2022-01-01")', 'DailyPartitionsDefinition(start_date="2022-01-01")', want="m11", note="[pkg] [module] daily partitions for finance (m11)"),
    edit("locations/supply/supply/partitions.py", 'WeeklyPartitionsDefinition(start_date="2023-01-02")', 'DailyPartitionsDefinition(start_date="2023-01-02")', note="[near] supply's partitions.py, no rule"),
    session(),
    edit("libs/ketch_io/ketch_io/snowflake.py", "def write_frame(df, table):", "def write_frame(df, table, *, schema):", want="m06", note="[foreign] [module] a public signature change in the shared lib (m06)"),
    edit("libs/ketch_io/pyproject.toml", 'version = "0.9.3"', 'version = "0.10.0"', note="[module] the version bump m06 asks; right"),
    edit("locations/supply/pyproject.toml", 'ketch-io = { path = "../../libs/ketch_io", develop = true }', 'ketch-io = { path = "../libs/ketch_io", develop = true }', note="a path change; the failure comes next"),
    bash("cd locations/supply && poetry lock --no-update && poetry install", "Relock and install supply", note="[subdir] [runner] the way m02 says"),
    bad("""Updating dependencies
Resolving dependencies...
Because supply depends on ketch-io (*) @ file:///Users/freya.lund/code/ketch-data/locations/libs/ketch_io which doesn't exist, version solving failed.

Path /Users/freya.lund/code/ketch-data/locations/libs/ketch_io for ketch-io does not exist""", want="m13", note="[fail] [foreign] [subdir] [runner] the wrong path to ketch_io (m13)"),
    edit("locations/supply/pyproject.toml", 'ketch-io = { path = "../libs/ketch_io", develop = true }', 'ketch-io = { path = "../../libs/ketch_io", develop = true }', note="[again] the path back; what m13 says"),
    bash("poetry lock --no-update", "Relock at the root", want="m02", note="[runner] locking at the root instead of the location (m02)"),
    ok("""Resolving dependencies... (1.2s)
Writing lock file"""),
    bash("cd locations/supply && poetry lock --no-update", "Relock supply", note="[subdir] [runner] right"),
    ok("""Resolving dependencies... (3.8s)
Writing lock file"""),
    bash("cd locations/supply && poetry show ketch-io", "Show ketch-io", note="[subdir] [runner] [near] a harmless poetry subcommand"),
    ok("""name         : ketch-io
version      : 0.10.0
description  : Shared IO managers for Ketch"""),
    edit("locations/members/poetry.lock", 'name = "ketch-io"\nversion = "0.9.3"', 'name = "ketch-io"\nversion = "0.10.0"', want="m02", note="[role] hand edit of a location's lockfile (m02 says run poetry lock there)"),
    prompt(),
    edit("locations/members/members/assets/profiles.py", 'df = df[["member_id", "postcode", "joined"]]', 'df = df[["member_id", "email", "postcode", "joined"]]', want="m17", note="[foreign] [pkg] email to Snowflake from members (m17)"),
    edit("locations/supply/supply/assets/suppliers.py", 'df = df[["supplier_id", "name"]]', 'df = df[["supplier_id", "name", "email"]]', note="[near] a supplier's business email in supply; m17 is members only"),
    bash("make -C locations/members test", "Test members", note="[subdir] [runner]"),
    bad("""poetry run pytest -q
..F..
FAILED tests/test_pii.py::test_members_pii_check - dagster._core.errors.DagsterExecutionStepExecutionError: Error occurred while executing op "members_pii_check": AssertionError: forbidden column 'email' in members.profiles
1 failed, 4 passed in 8.20s
make: *** [test] Error 1""", want="m17", note="[fail] [foreign] [pkg] [subdir] [runner] the PII check m17 explains"),
    edit("workspace.yaml", "  - python_module:\n      module_name: supply.definitions\n      working_directory: locations/supply", "  - python_module:\n      module_name: supply.definitions\n      working_directory: locations/supply-chain", want="m15", note="[role] renaming a location in workspace.yaml (m15)"),
    bash("cd locations/finance && make lint", "Lint finance", note="[subdir] [runner]"),
    bad("""poetry run ruff check .
finance/assets/ledger.py:3:1: F401 [*] `os` imported but unused
Found 1 error.
[*] 1 fixable with the `--fix` option.
make: *** [lint] Error 1""", note="[fail] [subdir] [runner] ruff names its fix; no memory"),
    bash("cd locations/finance && poetry run ruff check --fix .", "Fix lint", note="[subdir] [runner]"),
    ok("""Found 1 error (1 fixed, 0 remaining)."""),
    grep("MonthlyPartitionsDefinition", "locations", "*.py"),
    read("locations/finance/Makefile"),
]
