PROJECT = "sandpiper-pants"
ROOT = "/home/tomasz/work/sandpiper"
STACK = ("Python 3.11 monorepo on Pants 2.21 for a water utility's telemetry: src/python/sandpiper/{ingest,alarms,billing,common} "
         "with BUILD files and __init__.py everywhere, one resolve (3rdparty/python/requirements.txt -> "
         "3rdparty/python/default.lock via `pants generate-lockfiles`), pytest through `pants test`, ruff, black and mypy "
         "through `pants lint check`, pex binaries and docker_image targets, a justfile wrapping common goals, "
         "Buildkite CI with remote caching")
LANGUAGES = {"m04": "pl", "m11": "fr", "m15": "es"}
MEMORIES = [
    M("m01", "constraint", "The lockfile (3rdparty/python/default.lock) is generated. Change requirements.txt and run `pants generate-lockfiles --resolve=python-default`; never edit default.lock by hand."),
    M("m02", "bugfix", "alarms' BUILD needs `dependencies=[\"//src/python/sandpiper/alarms/rules:rules\"]` explicitly because the rules are loaded by name via importlib; inference can't see them and the pex starts with ModuleNotFoundError."),
    M("m03", "lesson", "`pants test ::` runs ~1900 tests across all packages (12+ min without cache). Use `pants test src/python/sandpiper/<pkg>::` or `pants --changed-since=origin/main test`."),
    M("m04", "constraint", "W pakiecie billing nie wolno importować niczego z sandpiper.ingest – billing ma zależeć tylko od sandpiper.common. Pants tego nie sprawdza, ale deploy billing nie zawiera ingest."),
    M("m05", "procedure", "The seed script (scripts/seed_meters.py) is for local Postgres only; run it as `pants run scripts/seed_meters.py -- --env local`. Never with --env staging."),
    M("m06", "bugfix", "'No module named sandpiper.common.units' in tests under pants but not in the IDE means the test's BUILD lacks a python_tests target for that folder's conftest.py, add `python_test_utils()` to that folder's BUILD."),
    M("m07", "fact", "The Buildkite remote cache is cache.sandpiper.test; it is wiped every Sunday."),
    M("m08", "constraint", "ingest's __init__.py must stay empty — it is a namespace root for the vendor plugins (sandpiper.ingest.vendors.*) and anything in it shadows them."),
    M("m09", "preference", "Answer me in English even if I write in Polish.", "user"),
    M("m10", "lesson", "mypy under pants reports 'Cannot find implementation or library stub for module named \"pyproj\"' because pyproj's stubs are in a separate resolve-less type stub; it's in requirements.txt as types-pyproj? no — we set `ignore_missing_imports` for pyproj in the [mypy-pyproj.*] section of mypy.ini. Dont add stubs."),
    M("m11", "decision", "Les fichiers docker de chaque service (src/python/sandpiper/*/Dockerfile) partent de l'image de base interne registry.sandpiper.test/py311-base ; ne pas repasser à python:3.11-slim."),
    M("m12", "fact", "Wojciech Bral owns the billing package; Aino Halme owns alarms."),
    M("m13", "procedure", "Note to self: when `pants test` only prints '✕ ... failed in N s' lines, rerun the one target with `--test-output=all` (or read dist/test/reports) — the traceback is not in the summary."),
    M("m14", "fact", "The meter vendor API sandbox is at vendors.sandpiper.test:8443 and rate limits at 60 requests a minute."),
    M("m15", "constraint", "El config.yaml de alarms (src/python/sandpiper/alarms/config.yaml) tiene los umbrales firmados por operaciones; no cambiar umbrales sin ticket OPS."),
    M("m16", "lesson", "`just fmt` runs `pants fmt ::` on the whole repo and touches ~300 files after a ruff upgrade; in a feature branch run `pants fmt` only on changed files (`--changed-since=HEAD`)."),
    M("m17", "fact", "Billing runs monthly on the 2nd at 02:00 on the batch host batch-02.sandpiper.test."),
    M("m18", "bugfix", "billing tests fail with 'psycopg.OperationalError: connection refused' when the test Postgres from `just db-up` is not running; start it, don't mock the repo layer."),
    M("m19", "decision", "We stay on one resolve (python-default). Don't add a second resolve for a single package."),
]
CALLS = [
    session(),
    read("pants.toml"),
    glob("**/BUILD", "src/python/sandpiper"),
    edit("src/python/sandpiper/alarms/BUILD", 'pex_binary(name="alarms", entry_point="main.py")', 'pex_binary(name="alarms", entry_point="main.py", restartable=True)', note="[pkg] an ordinary change to alarms' BUILD; the rules dependency is still there"),
    bash("pants package src/python/sandpiper/alarms:alarms && ./dist/src.python.sandpiper.alarms/alarms.pex --check", "Package and smoke-run alarms", note="[runner]"),
    bad("""13:02:11.40 [INFO] Wrote dist/src.python.sandpiper.alarms/alarms.pex
Traceback (most recent call last):
  File "sandpiper/alarms/main.py", line 22, in <module>
  File "sandpiper/alarms/loader.py", line 9, in load_rules
    mod = importlib.import_module(f"sandpiper.alarms.rules.{name}")
ModuleNotFoundError: No module named 'sandpiper.alarms.rules.pressure_drop'""", want="m02", note="[fail] [pkg] [runner] importlib rules missing from the pex (m02)"),
    edit("src/python/sandpiper/alarms/loader.py", 'mod = importlib.import_module(f"sandpiper.alarms.rules.{name}")', 'from sandpiper.alarms.rules import pressure_drop  # noqa: F401\n    mod = importlib.import_module(f"sandpiper.alarms.rules.{name}")', want="m02", note="[pkg] [module] the wrong fix: an import hack instead of the BUILD dependency (m02)"),
    edit("src/python/sandpiper/alarms/BUILD", 'pex_binary(name="alarms", entry_point="main.py", restartable=True)', 'pex_binary(\n    name="alarms",\n    entry_point="main.py",\n    restartable=True,\n    dependencies=["//src/python/sandpiper/alarms/rules:rules"],\n)', note="[pkg] [again] the fix m02 gives; already right"),
    edit("src/python/sandpiper/billing/BUILD", "python_sources()", "python_sources(\n    dependencies=[\"//src/python/sandpiper/common:common\"],\n)", note="[near] billing's BUILD, not alarms'"),
    prompt(),
    bash("pants test ::", "Run all tests", want="m03", note="[runner] the whole repo (m03)"),
    ok("""✓ src/python/sandpiper/alarms/tests/test_thresholds.py:tests succeeded in 2.41s.
✓ src/python/sandpiper/billing/tests/test_invoice.py:tests succeeded in 3.90s.
...
✓ src/python/sandpiper/ingest/vendors/tests/test_kamstrup.py:tests succeeded in 1.12s."""),
    bash("pants test src/python/sandpiper/billing::", "Test billing", note="[runner] the way m03 says"),
    bad("""✕ src/python/sandpiper/billing/tests/test_invoice.py:tests failed in 4.02s.
✓ src/python/sandpiper/billing/tests/test_tariff.py:tests succeeded in 1.80s.

13:20:45.11 [ERROR] Completed: Run Pytest - src/python/sandpiper/billing/tests/test_invoice.py:tests - failed (exit code 1).""", want="m13", note="[fail] [runner] [self] only the summary survives (m13)"),
    bash("pants test src/python/sandpiper/billing/tests/test_invoice.py --test-output=all", "Rerun with output", note="[runner] what m13 says"),
    bad("""E   psycopg.OperationalError: connection failed: connection to server at "127.0.0.1", port 5433 failed: Connection refused
E   	Is the server running on that host and accepting TCP/IP connections?
src/python/sandpiper/billing/tests/conftest.py:18: OperationalError
==== 6 errors in 3.11s ====
✕ src/python/sandpiper/billing/tests/test_invoice.py:tests failed in 4.10s.""", want="m18", note="[fail] [pkg] [runner] Postgres not running (m18)"),
    write("src/python/sandpiper/billing/tests/conftest.py", "import pytest\nfrom unittest import mock\n\n@pytest.fixture(autouse=True)\ndef fake_repo():\n    with mock.patch('sandpiper.billing.repo.InvoiceRepo'):\n        yield\n", want="m18", note="[pkg] the wrong fix m18 forbids: mocking the repo layer"),
    bash("just db-up", "Start test Postgres", note="[runner] the right fix"),
    ok("""docker compose -f infra/compose.test.yml up -d postgres
 ✔ Container sandpiper-test-postgres-1  Started"""),
    session(),
    bash("pants test src/python/sandpiper/ingest::", "Test ingest", note="[runner] one package, the way m03 says"),
    bad("""✕ src/python/sandpiper/ingest/tests/test_units.py:tests failed in 1.90s.
E   ModuleNotFoundError: No module named 'sandpiper.common.units'
src/python/sandpiper/ingest/tests/conftest.py:3: in <module>
    from sandpiper.common.units import Cubic""", want="m06", note="[fail] [runner] the missing test-utils target (m06)"),
    edit("src/python/sandpiper/ingest/tests/BUILD", "python_tests()", "python_tests()\n\npython_test_utils(name=\"test_utils\")", note="the fix m06 gives; already right"),
    write("src/python/sandpiper/ingest/__init__.py", "from .pipeline import run  # noqa: F401\n", want="m08", note="[pkg] [module] ingest's __init__.py must stay empty (m08)"),
    write("src/python/sandpiper/alarms/__init__.py", "from .evaluate import evaluate\n\n__all__ = [\"evaluate\"]\n", note="[near] alarms' __init__.py"),
    edit("src/python/sandpiper/common/__init__.py", '__version__ = "4.2.0"', '__version__ = "4.3.0"', note="[near] common's __init__.py"),
    prompt(),
    edit("src/python/sandpiper/billing/tariff.py", "from sandpiper.common.money import Money", "from sandpiper.common.money import Money\nfrom sandpiper.ingest.readings import Reading", want="m04", note="[foreign] [module] billing importing ingest (m04)"),
    edit("src/python/sandpiper/alarms/evaluate.py", "from sandpiper.common.money import Money", "from sandpiper.common.money import Money\nfrom sandpiper.ingest.readings import Reading", note="[near] alarms may import ingest"),
    edit("3rdparty/python/requirements.txt", "pyproj==3.6.1", "pyproj==3.7.0", note="[role] changing the source of the lockfile"),
    edit("3rdparty/python/default.lock", '"version": "3.6.1"', '"version": "3.7.0"', want="m01", note="[role] hand edit of the lockfile (m01)"),
    bash("pants generate-lockfiles --resolve=python-default", "Regenerate the lockfile", note="[runner] what m01 says"),
    ok("""13:55:02.88 [INFO] Completed: Generate lockfile for python-default
13:55:02.90 [INFO] Wrote lockfile for the resolve `python-default` to 3rdparty/python/default.lock"""),
    bash("pants check src/python/sandpiper/ingest::", "mypy on ingest", note="[runner]"),
    bad("""src/python/sandpiper/ingest/geo.py:3: error: Cannot find implementation or library stub for module named "pyproj"  [import-not-found]
src/python/sandpiper/ingest/geo.py:3: note: See https://mypy.readthedocs.io/en/stable/running_mypy.html#missing-imports
Found 1 error in 1 file (checked 41 source files)

✕ mypy failed.""", want="m10", note="[fail] [runner] [typo] the pyproj stub error (m10)"),
    edit("3rdparty/python/requirements.txt", "pyproj==3.7.0", "pyproj==3.7.0\ntypes-pyproj==3.7.0.0", want="m10", note="[typo] the wrong fix: adding stubs (m10)"),
    read("mypy.ini"),
    edit("src/python/sandpiper/alarms/config.yaml", "  pressure_drop_kpa: 35", "  pressure_drop_kpa: 30", want="m15", note="[foreign] [pkg] [role] a threshold in alarms' config.yaml (m15)"),
    edit("src/python/sandpiper/ingest/config.yaml", "  batch_size: 500", "  batch_size: 1000", note="[near] ingest's config.yaml"),
    edit("src/python/sandpiper/alarms/config.yaml", "  notify_channel: '#alarms'", "  notify_channel: '#alarms-ops'", note="[pkg] alarms' config.yaml but not a threshold; m15 is about thresholds"),
    session(),
    bash("just fmt", "Format", want="m16", note="[runner] the whole-repo format m16 warns about"),
    ok("""pants fmt ::
+ black made changes.
+ ruff format made changes.
reformatted 312 files"""),
    bash("git checkout -- . && pants fmt --changed-since=HEAD", "Undo, format changed only", note="[runner] the right way"),
    ok("""✓ black made no changes.
✓ ruff format made no changes."""),
    bash("just lint", "Lint", note="[runner] [near] another just recipe, harmless"),
    ok("""pants lint --changed-since=origin/main
✓ ruff check succeeded.
✓ black succeeded."""),
    bash("pants run scripts/seed_meters.py -- --env staging", "Seed staging", want="m05", note="[role] the seed script against staging (m05)"),
    bash("pants run scripts/seed_meters.py -- --env local", "Seed local", note="[role] the right way"),
    ok("""Seeded 240 meters, 12 districts into postgresql://localhost:5433/sandpiper"""),
    bash("pants run scripts/export_meters.py -- --env staging", "Export from staging", note="[near] a different script against staging"),
    ok("""Exported 18422 meters to out/meters.csv"""),
    edit("src/python/sandpiper/billing/Dockerfile", "FROM registry.sandpiper.test/py311-base:2026.10", "FROM python:3.11-slim", want="m11", note="[foreign] [glob] back to python:3.11-slim (m11)"),
    edit("src/python/sandpiper/alarms/Dockerfile", "RUN pip install --no-cache-dir /app/alarms.pex", "COPY dist/alarms.pex /app/\nENTRYPOINT [\"/app/alarms.pex\"]", note="[near] another Dockerfile, the base stays"),
    edit("pants.toml", '[python.resolves]\npython-default = "3rdparty/python/default.lock"', '[python.resolves]\npython-default = "3rdparty/python/default.lock"\nbilling = "3rdparty/python/billing.lock"', want="m19", note="a second resolve (m19)"),
    bash("pants --changed-since=origin/main test", "Test changed", note="[runner]"),
    bad("""✕ src/python/sandpiper/alarms/tests/test_thresholds.py:tests failed in 2.20s.
E       AssertionError: assert 'warn' == 'alarm'
E         - alarm
E         + warn
src/python/sandpiper/alarms/tests/test_thresholds.py:41: AssertionError""", note="[fail] a test expecting the old threshold; the output shows it; no memory explains the assertion"),
    grep("pressure_drop_kpa", "src/python/sandpiper/alarms"),
]
