"""Build pairs30.jsonl: a blind write-gate pairs set about how the code is checked.

The rows are written here as scenarios: three stored beliefs a coding agent keeps about one
product's quality gates (test commands and runners, which suites run where, the CI provider and
its required checks, linters and formatters and their configs, type checkers and their
strictness, coverage thresholds, pre-commit hooks, review rules, flaky-test policy, browsers and
devices tested, merge rules), and several new statements judged against them. Invented
identifiers (PR numbers) are drawn from a string-seeded ``random.Random``; the renderer shuffles
each row's ``existing`` with a string-seeded ``random.Random`` too, so the file is byte-identical
on every run whatever ``PYTHONHASHSEED`` is. Stdlib only.

    python pairs30_build.py          # write pairs30.jsonl next to this file
    python pairs30_build.py --check  # compare with a fresh render
"""

# ruff: noqa: E501
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs30.jsonl")
SEED = "pairs30-r44"
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}


def _values() -> dict[str, str]:
    """Invented identifiers, the same on every run."""
    rng = random.Random(f"{SEED}-values")
    out = {}
    for i in range(1, 7):
        out[f"pr{i}"] = str(rng.randrange(900, 6400))
    return out


V = _values()

# (lang, existing beliefs, rows); a row is (new, label, target, phrasing, note).
# target indexes the beliefs as written here, before the shuffle; None unless "S".
# ⟨name⟩ in a text is replaced by V[name] when rendering.
SCENARIOS: list[tuple[str, list[str], list[tuple[str, str, int | None, str, str]]]] = [
    # ---- English: the web app's test runners ----
    (
        "en",
        [
            "The web app's unit tests run on Jest (`pnpm --filter web test`), configured in `web/jest.config.ts`.",
            "End-to-end tests for `web/` are Playwright specs under `web/e2e/`, run with `pnpm e2e`.",
            "Component tests use React Testing Library in the `jsdom` environment.",
        ],
        [
            ("We moved the web unit tests from Jest to Vitest in PR #⟨pr1⟩; `web/jest.config.ts` is deleted and the config lives in `web/vitest.config.ts`.", "S", 0, "from_to", "the stored runner was replaced"),
            ("The Playwright specs left `web/e2e/` for a workspace package `e2e/` at the repo root; run them with `pnpm --filter e2e test`.", "S", 1, "moved", "the e2e specs and their command moved"),
            ("Component tests switched from `jsdom` to `happy-dom`; the suite went from four minutes to ninety seconds.", "S", 2, "switched", "the test environment changed"),
            ("`pnpm --filter web test` runs `vitest run`; watch mode is plain `vitest`.", "S", 0, "implicit", "another runner behind the same command, no change word"),
            ("Correction: the component tests don't use React Testing Library at all; they're Storybook interaction tests run with `test-storybook`. I mixed it up with another repo.", "S", 2, "correction", "the agent corrects the stored tool"),
            ("The design-system repo (`@larkmoor/ui`) moved its tests from Jest to Vitest last week; `web/` hasn't been touched.", "N", None, "related", "the same migration in another repo"),
            ("Should we try Vitest for `web/`? The Jest run with `ts-jest` takes six minutes on CI.", "N", None, "question", "a proposal"),
            ("I'm trialling Vitest on the branch `try/vitest` for the `web/src/lib/` tests only; nothing is merged and `main` still runs Jest.", "N", None, "plain", "a trial on a branch"),
            ("Fixed the Jest setup file so the `Date` mock stops leaking between test files.", "N", None, "plain", "a fix that merely mentions the stored runner"),
            ("Added Stryker mutation testing for `web/src/pricing/`, run weekly; it sits beside the Jest suite, which is unchanged.", "N", None, "related", "an additional tool beside the stored one"),
            ("Unit tests in the web app: Jest, set up in `web/jest.config.ts`, started with `pnpm --filter web test`.", "R", None, "paraphrase", "restates the stored runner"),
            ("The Playwright specs in `web/e2e/` log in once in `global-setup.ts` and reuse the saved storage state.", "F", None, "detail", "detail of the stored e2e suite"),
            ("The `web/src/workers/` tests are the exception: they run under Vitest because Jest can't load the worker modules; everything else stays on Jest.", "F", None, "scope", "an exception for one folder; the stored runner stands"),
        ],
    ),
    # ---- English: the API's pytest setup ----
    (
        "en",
        [
            "API tests run with `make test`, which calls `pytest -n auto` (pytest-xdist) inside `api/`.",
            "Tests marked `@pytest.mark.slow` are skipped locally and run only in CI.",
            "API integration tests use a real Postgres started with `docker compose -f api/compose.test.yml`.",
        ],
        [
            ("`make test` is replaced by `just test`; the Makefile is gone from `api/`.", "S", 0, "replaced_by", "the stored command was replaced"),
            ("Integration tests switched to Testcontainers: each session starts its own Postgres 16 container, and `compose.test.yml` was deleted.", "S", 2, "switched", "the database setup changed"),
            ("Slow tests run locally now as well; the `slow` marker only sends them to a separate CI job.", "S", 1, "now_uses", "slow tests are no longer skipped locally"),
            ("API tests: `tox -e py312` from `api/`; tox installs the dependencies and runs pytest serially.", "S", 0, "implicit", "another command and no xdist, no change word"),
            ("We dropped the `slow` marker; the three tests that carried it were rewritten and take under a second.", "S", 1, "dropped", "the stored marker is gone"),
            ("Correction: the integration tests run on SQLite in memory, not Postgres; only the migration tests touch a real database.", "S", 2, "correction", "the agent corrects the stored setup"),
            ("`plotwatch` (the Go service) runs its tests with `go test -race ./...`; it has no pytest suite.", "N", None, "related", "another service's test command"),
            ("Ran `make test -- -p no:xdist` once to debug a fixture ordering problem; normal runs still go through xdist.", "N", None, "plain", "a one-off run without xdist"),
            ("Could we drop `docker compose` for the integration tests and use Testcontainers? Colima keeps hanging on the M-series laptops.", "N", None, "question", "a proposal"),
            ("`make test` failed on main this morning because pytest-xdist 3.6 broke `--dist loadgroup`; pinned to 3.5.", "N", None, "plain", "an event; merely mentions the stored command"),
            ("Integration tests in `api/` need Postgres, and they bring it up with `docker compose -f api/compose.test.yml`.", "R", None, "paraphrase", "restates the stored setup"),
            ("The `slow` marker is registered in `api/pyproject.toml` under `[tool.pytest.ini_options]`, and CI selects those tests with `-m slow` in their own job.", "F", None, "detail", "detail of the stored marker"),
            ("The payments tests are the exception: they carry `slow` but run locally anyway, since they only hit the Stripe mock.", "F", None, "scope", "an exception for one group of tests"),
        ],
    ),
    # ---- English: CI provider and required checks ----
    (
        "en",
        [
            "CI runs on GitHub Actions; the main workflow is `.github/workflows/ci.yml`.",
            "Branch protection on `main` requires the checks `lint`, `test-api` and `test-web` to pass.",
            "Mobile builds run on Bitrise, triggered by PRs that touch `mobile/`.",
        ],
        [
            ("We moved CI from GitHub Actions to Buildkite; the pipeline is `.buildkite/pipeline.yml` and the Actions workflows were deleted.", "S", 0, "moved", "the CI provider changed"),
            ("Bitrise is replaced by Expo EAS Build for the mobile app; PRs touching `mobile/` trigger an EAS preview build.", "S", 2, "replaced_by", "the mobile build service changed"),
            ("The required checks on `main` went from `lint`, `test-api` and `test-web` to a single `ci-ok` job that depends on all the others.", "S", 1, "from_to", "the required checks changed"),
            ("Mobile builds: Codemagic, workflow `mobile-pr` in `codemagic.yaml`, on every PR that touches `mobile/`.", "S", 2, "implicit", "another build service, no change word"),
            ("The main CI pipeline is defined in `.circleci/config.yml`; GitHub Actions only runs release-drafter.", "S", 0, "implicit", "another CI provider, no change word"),
            ("Correction: `test-web` isn't required on `main`, only `lint` and `test-api` are; `test-web` is informational because it was too flaky.", "S", 1, "correction", "the agent corrects the stored required checks"),
            ("The `infra` repo's Terraform checks run on Atlantis, not on Actions.", "N", None, "related", "another repo's CI"),
            ("Added a `codeql.yml` workflow beside `ci.yml` for CodeQL scanning; it runs weekly and on PRs.", "N", None, "related", "an additional workflow beside the stored one"),
            ("Proposal for Thursday's meeting: make `e2e` a required check on `main` too.", "N", None, "question", "a proposal"),
            ("The `test-web` check was bypassed once with an admin merge for the hotfix in PR #⟨pr2⟩.", "N", None, "plain", "a one-off bypass"),
            ("Merging into `main` needs green `lint`, `test-api` and `test-web`; that's the branch protection rule.", "R", None, "paraphrase", "restates the stored required checks"),
            ("On `release/*` branches only `lint` is required; `main` keeps its three checks.", "F", None, "scope", "an exception for release branches"),
            ("`ci.yml` uses a concurrency group per branch, so a new push cancels the older run.", "F", None, "detail", "detail of the stored workflow"),
        ],
    ),
    # ---- English: Python linting and formatting ----
    (
        "en",
        [
            "Python code in `api/` is formatted with Black at line length 100.",
            "Python linting is flake8, configured in `api/setup.cfg`.",
            "Imports in `api/` are sorted by isort with the `black` profile.",
        ],
        [
            ("We replaced flake8 with `ruff check`; the rules are in `api/pyproject.toml` under `[tool.ruff.lint]`.", "S", 1, "replaced_by", "the linter was replaced"),
            ("isort is gone; ruff's `I` rules sort the imports now.", "S", 2, "gone", "the import sorter was replaced"),
            ("Switched the formatter to `ruff format`, still at 100 characters; Black was removed from the dev dependencies.", "S", 0, "switched", "the formatter was replaced"),
            ("Black's line length is 120 now; the 100 limit wrapped too many SQL strings.", "S", 0, "now_uses", "the line length inside the stored belief changed"),
            ("The flake8 config moved from `setup.cfg` to a `.flake8` file at the repo root.", "S", 1, "moved", "the config file moved"),
            ("`plotwatch` uses `golangci-lint` with `.golangci.yml`, and `gofmt` is enforced there.", "N", None, "related", "another service's linters"),
            ("The `scripts/` folder at the repo root is linted with ruff, since it isn't part of `api/`.", "N", None, "related", "a different tool for another folder"),
            ("Trying ruff on a branch to see how many flake8 findings it reproduces; not merged.", "N", None, "plain", "a trial"),
            ("Added `# noqa: E501` on the long SQL string in `api/app/reports/export.py`; flake8 complained about it.", "N", None, "plain", "a one-off suppression that mentions the stored linter"),
            ("We also run `bandit` for security linting in CI now; flake8 keeps running as before.", "N", None, "related", "an additional tool beside the stored one"),
            ("Black formats `api/` with a 100-character line length.", "R", None, "paraphrase", "restates the stored formatter"),
            ("Generated code in `api/app/grpc_gen/` is excluded from Black through `extend-exclude`.", "F", None, "scope", "an exception for generated files"),
            ("flake8 runs with the `flake8-bugbear` plugin and `max-complexity = 12`, both set in `api/setup.cfg`.", "F", None, "detail", "detail of the stored linter config"),
        ],
    ),
    # ---- English: JavaScript linting and formatting ----
    (
        "en",
        [
            "The web app is linted with ESLint using the legacy config file `web/.eslintrc.cjs`.",
            "TypeScript and CSS in `web/` are formatted with Prettier (`web/.prettierrc`: no semicolons, single quotes).",
            "`pnpm lint` runs ESLint and Stylelint over `web/src/`.",
        ],
        [
            ("ESLint config migrated to the flat format in `web/eslint.config.js`; `.eslintrc.cjs` was deleted.", "S", 0, "moved", "the config file changed"),
            ("Biome replaced Prettier for formatting in `web/`; the settings are in `web/biome.json`.", "S", 1, "replaced_by", "the formatter was replaced"),
            ("The Prettier config uses semicolons now; we flipped `semi` when we adopted the shared `@larkmoor/prettier-config`.", "S", 1, "now_uses", "a setting inside the stored belief changed"),
            ("`pnpm lint` no longer runs Stylelint; we removed it after moving the styles to Tailwind.", "S", 2, "no_longer", "the lint script changed"),
            ("Web lint rules: `web/eslint.config.mjs`, flat config, extending `typescript-eslint` strict.", "S", 0, "implicit", "another config file, no change word"),
            ("The design-system repo switched to Biome for both linting and formatting.", "N", None, "related", "a change in another repo"),
            ("`pnpm lint` flagged forty `no-floating-promises` errors after the typescript-eslint bump; fixed in PR #⟨pr3⟩.", "N", None, "plain", "an event; merely mentions the stored script"),
            ("Is it worth replacing ESLint with oxlint? It lints the whole repo in under a second.", "N", None, "question", "a proposal"),
            ("Disabled `react-hooks/exhaustive-deps` with an inline comment in `useMapTiles.ts`; the dependency is stable on purpose.", "N", None, "plain", "a one-off suppression"),
            ("Nothing lints the SQL migrations in `api/migrations/`; nobody set up sqlfluff.", "N", None, "negation", "a negation about something else"),
            ("The Biome trial was reverted; Prettier formats `web/` again with the same `.prettierrc`.", "R", None, "paraphrase", "a revert that restores the stored formatter"),
            ("`web/.eslintrc.cjs` extends `next/core-web-vitals` and adds the `import/order` rule.", "F", None, "detail", "detail of the stored config"),
            ("Files under `web/src/legacy/` are in `.eslintignore` until the rewrite; the rest of `src/` is linted.", "F", None, "scope", "an exception for one folder"),
        ],
    ),
    # ---- English: type checkers and their strictness ----
    (
        "en",
        [
            "mypy runs in `--strict` mode on `api/app/core/` only; the rest of `api/` is checked non-strict.",
            "`web/tsconfig.json` has `strict: true`, but `noUncheckedIndexedAccess` is off.",
            "Type checking for the web app runs as `pnpm typecheck` (`tsc --noEmit`) inside the CI `lint` job.",
        ],
        [
            ("mypy strict covers all of `api/app/` now; the per-module overrides were removed in PR #⟨pr4⟩.", "S", 0, "now_uses", "the strict scope widened"),
            ("Switched the API type checker from mypy to pyright; `pyrightconfig.json` keeps `strict` for `core/` and `basic` elsewhere.", "S", 0, "switched", "the type checker was replaced"),
            ("`noUncheckedIndexedAccess: true` in `web/tsconfig.json`; array reads give `T | undefined`.", "S", 1, "implicit", "the flag is on, no change word"),
            ("Type checking moved out of the `lint` job into its own `typecheck` job so it runs in parallel.", "S", 2, "moved", "the check moved to another job"),
            ("Correction: `pnpm typecheck` isn't `tsc --noEmit`; it runs `tsc -b tsconfig.build.json` over the project references.", "S", 2, "correction", "the agent corrects the stored command"),
            ("`mobile/` has its own `tsconfig.json` with `strict: false`; it was never migrated.", "N", None, "related", "another package's settings"),
            ("Should `noUncheckedIndexedAccess` go on? It would flag about 300 places.", "N", None, "question", "a proposal"),
            ("I ran mypy strict over `api/app/billing/` locally to count the errors: 212. The config is unchanged.", "N", None, "plain", "a local trial"),
            ("Added pyright as an editor-only check in the shared VS Code settings; CI still runs mypy.", "N", None, "related", "an additional check in another environment"),
            ("mypy caught a `None` return in `core/slots.py` that would have crashed the plot allocator.", "N", None, "plain", "an event; merely mentions the stored checker"),
            ("Only `api/app/core/` is strict under mypy; the other packages use the default settings.", "R", None, "paraphrase", "restates the stored strictness"),
            ("`api/app/core/legacy_import.py` is excluded from strict with a file-level `# mypy: ignore-errors` until the importer is rewritten.", "F", None, "scope", "an exception for one file"),
            ("The strict settings are in `api/pyproject.toml` under `[[tool.mypy.overrides]]` with `module = \"app.core.*\"`.", "F", None, "detail", "where the stored setting is configured"),
        ],
    ),
    # ---- English: coverage gates ----
    (
        "en",
        [
            "The API coverage gate is 80% line coverage (`fail_under = 80` in `api/pyproject.toml`).",
            "The web app's Jest `coverageThreshold` is 70% for lines and branches.",
            "Codecov posts a `codecov/patch` status on PRs; it's informational, not required.",
        ],
        [
            ("The API coverage gate is 85% now.", "S", 0, "now_uses", "the stored threshold changed"),
            ("Web coverage threshold: 75% lines, 65% branches.", "S", 1, "implicit", "other numbers, no change word"),
            ("Raised the web app's coverage threshold to 75% for lines and branches; the API gate stays at 80%.", "S", 1, "now_uses", "wrong-target trap: the web threshold changed, the API gate is confirmed"),
            ("`codecov/patch` is a required check now, with a 90% target on changed lines.", "S", 2, "now_uses", "the status became required"),
            ("We dropped `fail_under` from the API config; Codecov's project status enforces the 80% instead.", "S", 0, "dropped", "the gate's mechanism changed"),
            ("The `plotwatch` Go service enforces 60% coverage with `go-test-coverage`, separately from the API gate.", "N", None, "related", "another service's gate"),
            ("Can we raise the API gate to 90%? We're at 88.4% on main.", "N", None, "question", "a proposal"),
            ("Coverage on main dropped to 81.2% after the export module landed; still above the gate.", "N", None, "plain", "an event; merely mentions the stored gate"),
            ("The nightly run also measures branch coverage for `api/` and uploads an HTML report; no gate is applied there.", "N", None, "related", "a measurement in another pipeline"),
            ("`mobile/` has no coverage threshold at all.", "N", None, "negation", "a negation about another package"),
            ("Correction: the web threshold covers lines only; branches have no threshold in the Jest config.", "S", 1, "correction", "the agent corrects the stored threshold"),
            ("`api/pyproject.toml` sets `fail_under = 80`, so the build fails below 80% line coverage.", "R", None, "paraphrase", "restates the stored gate"),
            ("The API gate is lowered to 75% on the `feat/payments-v2` branch until it merges; `main` stays at 80%.", "F", None, "scope", "a temporary exception for one branch"),
            ("Codecov's patch status ignores `api/migrations/` and the generated clients, through `codecov.yml`.", "F", None, "detail", "detail of the stored status"),
        ],
    ),
    # ---- English: pre-commit and push hooks ----
    (
        "en",
        [
            "Git hooks are managed by the `pre-commit` framework (`.pre-commit-config.yaml` at the repo root).",
            "Commit messages must follow Conventional Commits, checked by commitlint in a `commit-msg` hook.",
            "A `pre-push` hook runs the fast API unit tests (`pytest -m 'not slow'`) before every push.",
        ],
        [
            ("Husky and lint-staged replaced the `pre-commit` framework; the hooks are in `.husky/`.", "S", 0, "replaced_by", "the hook manager was replaced"),
            ("Git hooks come from `lefthook.yml` at the repo root; run `lefthook install` after cloning.", "S", 0, "implicit", "another hook manager, no change word"),
            ("Commit messages are no longer linted; we squash-merge, so only the PR title counts, checked by `action-semantic-pull-request`.", "S", 1, "no_longer", "the commit-msg check was removed"),
            ("We dropped the `pre-push` test hook; people pushed with `--no-verify` anyway and CI runs the tests.", "S", 2, "dropped", "the stored hook was removed"),
            ("The `pre-push` hook only runs `ruff check` now; the unit tests were left to CI.", "S", 2, "now_uses", "the hook runs something else"),
            ("I pushed the WIP branch with `--no-verify` to share it before the tests pass; the hook stays.", "N", None, "plain", "a one-off skip"),
            ("The `infra` repo has its own `.pre-commit-config.yaml` with `terraform fmt` and `tflint`.", "N", None, "related", "another repo's hooks"),
            ("Should commitlint also require a ticket id as the scope, like `feat(LM-123): ...`?", "N", None, "question", "a proposal"),
            ("`pre-commit autoupdate` bumped the hook revisions on Monday; nothing else changed.", "N", None, "plain", "an event; merely mentions the stored framework"),
            ("I'm trying `prek`, the Rust rewrite of pre-commit, on my laptop only; it reads the same config and nothing changes for anyone else.", "N", None, "plain", "a personal trial"),
            ("Run `pre-commit install` once after cloning; the hooks are defined in `.pre-commit-config.yaml` at the root.", "R", None, "paraphrase", "restates the stored framework"),
            ("`gitleaks` runs as one of the hooks in `.pre-commit-config.yaml`.", "F", None, "detail", "what the stored config contains"),
            ("Merge commits and `Revert \"...\"` commits are exempt from commitlint; every other commit must be conventional.", "F", None, "scope", "an exception for two kinds of commit"),
        ],
    ),
    # ---- English: review rules ----
    (
        "en",
        [
            "PRs into `main` need two approving reviews.",
            "Changes under `api/migrations/` need an approval from `@larkmoor/data` (CODEOWNERS).",
            "Pushing a new commit dismisses existing approvals (stale review dismissal is on).",
        ],
        [
            ("One approval is enough for PRs into `main` now; two were slowing small fixes down.", "S", 0, "now_uses", "the approval count changed"),
            ("Migration reviews switched from `@larkmoor/data` to `@larkmoor/platform` after the team merge; CODEOWNERS was updated.", "S", 1, "switched", "the owning team changed"),
            ("New pushes no longer dismiss approvals; we turned stale review dismissal off in the ruleset.", "S", 2, "no_longer", "the setting was turned off"),
            ("PRs into `main`: three approvals, at least one from a code owner.", "S", 0, "implicit", "another count, no change word"),
            ("Correction: migrations are owned by `@larkmoor/dba`, not `@larkmoor/data`; I read the wrong CODEOWNERS line.", "S", 1, "correction", "the agent corrects the stored owner"),
            ("The `infra` repo requires two approvals plus a passing Atlantis plan.", "N", None, "related", "another repo's rule"),
            ("PR #⟨pr5⟩ was merged with one approval through an admin override during the outage.", "N", None, "plain", "a one-off override"),
            ("Proposal: let Renovate's patch-level PRs auto-merge without a human approval.", "N", None, "question", "a proposal"),
            ("`web/src/payments/` got a CODEOWNERS entry for `@larkmoor/payments`.", "N", None, "related", "an owner rule for another path"),
            ("Asked `@larkmoor/data` to review the plot-size migration; Priya picked it up.", "N", None, "plain", "an event; merely mentions the stored owner"),
            ("`main` is protected: two approvals before anything merges.", "R", None, "paraphrase", "restates the stored rule"),
            ("Dependabot PRs are the exception: one approval from `@larkmoor/platform` is enough for them; everything else needs two.", "F", None, "scope", "an exception for one kind of PR"),
            ("The `@larkmoor/data` line in CODEOWNERS also covers `api/app/models/`, not only `api/migrations/`.", "F", None, "detail", "detail of the stored rule"),
        ],
    ),
    # ---- English: flaky-test policy ----
    (
        "en",
        [
            "Failed API tests are retried up to 2 times in CI with `pytest-rerunfailures` (`--reruns 2`).",
            "A test that flakes twice in a week gets the `quarantine` marker and is tracked in the `flaky-tests` GitHub project.",
            "Quarantined tests still run nightly in `nightly.yml`, but they can't fail a PR build.",
        ],
        [
            ("CI no longer retries failed tests; `--reruns` was removed so flakes show up instead of hiding.", "S", 0, "no_longer", "retries were removed"),
            ("Retries are down to one (`--reruns 1 --reruns-delay 2`).", "S", 0, "now_uses", "the retry count changed"),
            ("Flaky tests are tracked in Linear with the label `flaky` instead of the GitHub project.", "S", 1, "instead_of", "the tracker changed"),
            ("Quarantined tests: skipped everywhere, nightly included; the owner gets two weeks to fix or delete them.", "S", 2, "implicit", "they no longer run nightly, no change word"),
            ("The quarantine threshold is three flakes in a week now.", "S", 1, "now_uses", "the threshold inside the stored belief changed"),
            ("Playwright in `web/` retries twice on CI (`retries: 2` in `playwright.config.ts`).", "N", None, "related", "another suite's retries"),
            ("`test_plot_swap_race` was quarantined today after flaking four times.", "N", None, "plain", "an event under the stored policy"),
            ("Should we open a Linear ticket automatically when a test lands in quarantine?", "N", None, "question", "a proposal"),
            ("Reran the failed `test-api` job on PR #⟨pr6⟩ by hand; it was the known Redis flake.", "N", None, "plain", "a one-off rerun"),
            ("`plotwatch` has no retry policy; `go test` runs once and a flake fails the build.", "N", None, "related", "another service's policy"),
            ("Correction: quarantined tests don't run in `nightly.yml`; they run in the weekly `flaky-sweep.yml` on Saturdays.", "S", 2, "correction", "the agent corrects where quarantined tests run"),
            ("Failures get two reruns in CI through `pytest-rerunfailures`.", "R", None, "paraphrase", "restates the stored retries"),
            ("Tests in `api/tests/contract/` never get reruns, since a contract failure must fail fast; the rest keep two.", "F", None, "scope", "an exception for one folder"),
            ("The `quarantine` marker is defined in `api/tests/conftest.py` and turns into a non-strict `xfail` on PR builds.", "F", None, "detail", "how the stored marker works"),
        ],
    ),
    # ---- English: browsers and devices tested ----
    (
        "en",
        [
            "Playwright e2e tests on PRs run on Chromium and WebKit.",
            "Real-device tests for the mobile app run on BrowserStack App Automate: iPhone 13 (iOS 16) and Pixel 6 (Android 13).",
            "The web support matrix is the last two versions of Chrome, Firefox, Safari and Edge (`browserslist` in `web/package.json`).",
        ],
        [
            ("PR e2e runs on Chromium only now; WebKit moved to the nightly run.", "S", 0, "now_uses", "the PR browser set changed"),
            ("`projects` in `playwright.config.ts`: `chromium` and `mobile-chrome` (Pixel 5 emulation), nothing else.", "S", 0, "implicit", "another browser set, no change word"),
            ("AWS Device Farm replaced BrowserStack for the mobile real-device runs; same two phones.", "S", 1, "replaced_by", "the device service changed"),
            ("Real-device runs use an iPhone 15 (iOS 17) and a Pixel 8 (Android 14) now; the iOS 16 phone left the pool.", "S", 1, "now_uses", "the devices changed"),
            ("The support matrix went from the last two versions to `> 0.5%, not dead, Safari >= 15` in `browserslist`.", "S", 2, "from_to", "the matrix changed"),
            ("Edge is gone from the support matrix; `browserslist` lists the last two versions of Chrome, Firefox and Safari.", "S", 2, "gone", "a browser left the stored matrix"),
            ("The admin console (`admin/`) only supports Chrome; it's internal.", "N", None, "related", "another app's matrix"),
            ("The nightly run adds Firefox, against staging.", "N", None, "related", "a check in another environment"),
            ("Do we still need WebKit on every PR? It's by far the slowest project.", "N", None, "question", "a proposal"),
            ("A WebKit-only bug in the plot map's drag handler was caught by the PR e2e run.", "N", None, "plain", "an event; merely mentions the stored browser"),
            ("Trialling Sauce Labs for a month with the same two phones, in parallel; BrowserStack stays the source of truth.", "N", None, "plain", "a trial beside the stored service"),
            ("Every PR's Playwright run covers Chromium and WebKit.", "R", None, "paraphrase", "restates the stored browsers"),
            ("The map-drawing specs are tagged `@chromium-only` and skipped on WebKit because of a canvas bug in Playwright's WebKit build.", "F", None, "scope", "an exception for some specs"),
            ("BrowserStack sessions start from the `mobile-e2e` workflow with the `BROWSERSTACK_USERNAME` and `BROWSERSTACK_ACCESS_KEY` secrets.", "F", None, "detail", "detail of the stored runs"),
        ],
    ),
    # ---- English: merge rules ----
    (
        "en",
        [
            "PRs into `main` are squash-merged; merge commits and rebase merges are disabled in the repo settings.",
            "There's no merge queue: you update your branch from `main` and merge once the checks are green.",
            "`main` requires linear history, and force pushes to it are blocked.",
        ],
        [
            ("The repo switched to rebase merges so the individual commits land on `main`; squash is disabled.", "S", 0, "switched", "the merge method changed"),
            ("Merging into `main` goes through GitHub's merge queue: press 'Merge when ready' and the queue rebuilds against the tip.", "S", 1, "implicit", "a merge queue, no change word"),
            ("We use Mergify's queue for `main` now; the `queue` label adds a PR to it.", "S", 1, "now_uses", "a merge queue was introduced"),
            ("Correction: linear history isn't required on `main`; only force pushes are blocked. I confused it with the `release/*` ruleset.", "S", 2, "correction", "the agent corrects the stored rule"),
            ("Merge commits instead of squash for `main` from now on, so the release tooling can see each PR's commits.", "S", 0, "instead_of", "the merge method changed"),
            ("The `infra` repo uses merge commits; squash is off there.", "N", None, "related", "another repo's setting"),
            ("I force-pushed `release/2.4` to drop a bad cherry-pick; `main` wasn't touched.", "N", None, "plain", "a force push to another branch"),
            ("Should we turn on the merge queue? Semantic conflicts broke `main` three times this month.", "N", None, "question", "a proposal"),
            ("Squash-merged PR #⟨pr1⟩ with the PR title as the commit message.", "N", None, "plain", "an event; merely mentions the stored method"),
            ("There's no auto-merge on `main`; someone has to press the button.", "N", None, "negation", "a negation about another setting"),
            ("`main` accepts squash merges only; the other two merge methods are off.", "R", None, "paraphrase", "restates the stored method"),
            ("Release branches are exempt: `release/*` allows merge commits so back-merges keep their history, and `main` stays squash-only.", "F", None, "scope", "an exception for release branches"),
            ("The squash commit message defaults to the PR title and description (the repo's 'Default to pull request title and description' setting).", "F", None, "detail", "detail of the stored method"),
        ],
    ),
    # ---- German (beliefs in German): the Go service's checks ----
    (
        "de",
        [
            "Die Tests von `plotwatch` laufen mit `go test ./...`; in CI zusätzlich mit `-race`.",
            "`plotwatch` wird mit golangci-lint geprüft, Konfiguration in `plotwatch/.golangci.yml`.",
            "Die Integrationstests von `plotwatch` brauchen einen MQTT-Broker, den `make itest` per Docker startet.",
        ],
        [
            ("golangci-lint ist raus; `plotwatch` wird nur noch mit `staticcheck` und `go vet` geprüft.", "S", 1, "gone", "the linter was replaced"),
            ("Korrektur: In CI läuft `plotwatch` ohne `-race`; den Race-Detector gibt es nur im nächtlichen Job.", "S", 0, "correction", "the agent corrects where -race runs"),
            ("Integrationstests von `plotwatch`: `go test -tags=integration ./...`, der Broker kommt per Testcontainers aus dem Test selbst.", "S", 2, "implicit", "another setup, no change word"),
            ("Im `infra`-Repo prüft jetzt `tflint` statt `terraform validate`.", "N", None, "related", "a change in another repo"),
            ("Für die Tests von `plotwatch` nimmt man `go test ./...`, und CI hängt `-race` an.", "R", None, "paraphrase", "restates the stored command"),
            ("Für `plotwatch/internal/legacy/` ist `errcheck` in `.golangci.yml` abgeschaltet; sonst gelten alle Regeln.", "F", None, "scope", "an exception for one package"),
        ],
    ),
    # ---- German (beliefs in English): scheduled suites ----
    (
        "de",
        [
            "A k6 load test against staging runs nightly from `.github/workflows/nightly.yml`.",
            "The full Playwright suite runs nightly; PRs run only the `@smoke`-tagged specs.",
            "Mutation testing (mutmut) on `api/app/core/` runs weekly on Sunday.",
        ],
        [
            ("Der k6-Lasttest läuft nicht mehr nachts, sondern vor jedem Release im Workflow `release.yml`.", "S", 0, "no_longer", "the load test moved to another trigger"),
            ("PRs führen inzwischen die komplette Playwright-Suite aus; die `@smoke`-Auswahl gibt es nicht mehr.", "S", 1, "now_uses", "PRs run the full suite"),
            ("mutmut wurde durch `cosmic-ray` ersetzt; der Lauf ist weiterhin sonntags.", "S", 2, "replaced_by", "the mutation tool was replaced"),
            ("Sollten wir den k6-Test auch gegen die Preview-Umgebungen laufen lassen?", "N", None, "question", "a proposal"),
            ("Der nächtliche Playwright-Lauf war heute rot, weil Staging beim Deploy hing.", "N", None, "plain", "an event; merely mentions the stored run"),
            ("Während des Saisonstarts im März läuft der nächtliche k6-Test gegen eine eigene Lasttest-Umgebung statt gegen Staging; danach wieder wie gehabt.", "F", None, "scope", "a temporary exception"),
        ],
    ),
    # ---- French (beliefs in French): docs checks ----
    (
        "fr",
        [
            "La documentation dans `docs/` est relue par Vale avec le style `Larkmoor` (`.vale.ini`).",
            "Les liens de la doc sont vérifiés par `lychee` une fois par semaine, le lundi.",
            "Le site de doc se construit avec MkDocs en mode `--strict` à chaque PR qui touche `docs/`.",
        ],
        [
            ("MkDocs a été remplacé par Docusaurus ; la doc se construit avec `pnpm --filter docs build` à chaque PR.", "S", 2, "replaced_by", "the docs builder was replaced"),
            ("Les liens sont désormais vérifiés à chaque PR, et plus seulement le lundi.", "S", 1, "now_uses", "the link check runs on every PR"),
            ("Relecture automatique de la doc : `markdownlint-cli2` avec `.markdownlint.jsonc`, rien d'autre.", "S", 0, "implicit", "another checker, no change word"),
            ("Le dépôt `design-system` vérifie aussi ses liens avec lychee, mais à chaque push.", "N", None, "related", "another repo's link check"),
            ("`.vale.ini` active le style `Larkmoor` : c'est Vale qui relit `docs/`.", "R", None, "paraphrase", "restates the stored checker"),
            ("Les pages de `docs/changelog/` sont exclues de Vale ; le reste de `docs/` est relu.", "F", None, "scope", "an exception for one folder"),
        ],
    ),
    # ---- French (beliefs in English): CI runners and limits ----
    (
        "fr",
        [
            "CI jobs run on GitHub-hosted `ubuntu-22.04` runners.",
            "The CI `test-api` job has a 20-minute timeout.",
            "CI caches the pnpm store with the built-in cache of `actions/setup-node`.",
        ],
        [
            ("Les jobs CI tournent maintenant sur nos runners auto-hébergés (label `larkmoor-x64`), plus sur `ubuntu-22.04`.", "S", 0, "now_uses", "the runners changed"),
            ("Le timeout du job `test-api` est passé de 20 à 35 minutes.", "S", 1, "from_to", "the timeout changed"),
            ("Le store pnpm est mis en cache par `actions/cache`, avec une clé sur `pnpm-lock.yaml`, au lieu du cache intégré de `setup-node`.", "S", 2, "instead_of", "the caching changed"),
            ("Le job `build-ios` tourne sur `macos-14`, évidemment ; il n'a jamais tourné sur Ubuntu.", "N", None, "related", "another job's runner"),
            ("On pourrait essayer les runners ARM de GitHub pour `test-api` ? Ce serait peut-être plus rapide.", "N", None, "question", "a proposal"),
            ("Sur les branches `release/*`, `test-api` a droit à 40 minutes parce qu'il lance aussi les tests de migration ; partout ailleurs il reste à 20.", "F", None, "scope", "an exception for release branches; the stored timeout stands"),
        ],
    ),
    # ---- Spanish (beliefs in Spanish): review rules ----
    (
        "es",
        [
            "Cada PR a `main` necesita dos aprobaciones.",
            "Los cambios en `.github/workflows/` requieren la aprobación de `@larkmoor/platform` (CODEOWNERS).",
            "Los revisores los asigna el bot `review-roulette`, que elige a dos personas del equipo al azar.",
        ],
        [
            ("Ahora basta con una aprobación para fusionar en `main`.", "S", 0, "now_uses", "the approval count changed"),
            ("Dejamos `review-roulette`: ahora los revisores los asigna la asignación automática de equipos de GitHub.", "S", 2, "replaced_by", "the reviewer assignment changed"),
            ("`.github/workflows/` en CODEOWNERS: `@larkmoor/devex`.", "S", 1, "implicit", "another owner, no change word"),
            ("La PR #⟨pr2⟩ se fusionó con una sola aprobación por una excepción del administrador durante el incidente.", "N", None, "plain", "a one-off override"),
            ("Para fusionar en `main` hacen falta dos aprobaciones.", "R", None, "paraphrase", "restates the stored rule"),
            ("La regla de `@larkmoor/platform` también cubre `.github/actions/`, en la misma línea de CODEOWNERS.", "F", None, "detail", "detail of the stored rule"),
        ],
    ),
    # ---- Spanish (beliefs in English): coverage reporting ----
    (
        "es",
        [
            "The Go service `plotwatch` has no coverage gate; its coverage is only reported.",
            "API coverage reports are uploaded to Codecov with the flag `api`.",
            "Coverage is measured only in the Linux jobs, never on the macOS runners.",
        ],
        [
            ("`plotwatch` tiene ahora un umbral de cobertura del 65 % en CI, con `go-test-coverage`.", "S", 0, "now_uses", "a gate was introduced"),
            ("Los informes de cobertura de la API ya no van a Codecov: los publica SonarCloud.", "S", 1, "no_longer", "the coverage service changed"),
            ("Corrección: la cobertura también se mide en el job de macOS, para el código nativo de `mobile/ios/`; me equivoqué.", "S", 2, "correction", "the agent corrects the stored belief"),
            ("El repo `design-system` sube su cobertura a Codecov con la bandera `ui`.", "N", None, "related", "another repo's upload"),
            ("¿Deberíamos poner un umbral de cobertura en `plotwatch`? Está en torno al 58 %.", "N", None, "question", "a proposal"),
            ("La bandera `api` de Codecov tiene `carryforward: true`, así que las PR que no tocan `api/` conservan la última cifra.", "F", None, "detail", "detail of the stored upload"),
        ],
    ),
    # ---- Portuguese (beliefs in Portuguese): mobile tests ----
    (
        "pt",
        [
            "Os testes unitários do app `mobile/` rodam com Jest e o preset `react-native`.",
            "Os testes E2E do app usam Detox num simulador iOS no CI.",
            "As builds de teste do Android são geradas com `./gradlew assembleDebug` no job `android-build`.",
        ],
        [
            ("O Detox foi substituído pelo Maestro; os fluxos ficam em `mobile/.maestro/`.", "S", 1, "replaced_by", "the e2e tool was replaced"),
            ("Os testes unitários do `mobile/` passaram para o preset `jest-expo` quando migramos para o Expo.", "S", 0, "switched", "the preset changed"),
            ("No job `android-build`: `eas build --platform android --profile preview --local`.", "S", 2, "implicit", "another build command, no change word"),
            ("O `web/` usa Playwright para E2E; não tem nada a ver com o Detox do app.", "N", None, "related", "another app's e2e"),
            ("Jest com o preset `react-native` roda os testes unitários do `mobile/`.", "R", None, "paraphrase", "restates the stored runner"),
            ("O módulo da câmera é a exceção: fica fora do Detox e é testado à mão antes de cada release.", "F", None, "scope", "an exception for one module"),
        ],
    ),
    # ---- Portuguese (beliefs in English): pre-commit hooks ----
    (
        "pt",
        [
            "`ruff check --fix` runs as a pre-commit hook on staged Python files.",
            "The pre-commit hooks reject added files over 500 KB (`check-added-large-files`).",
            "Secret scanning in the hooks uses `detect-secrets` with a baseline in `.secrets.baseline`.",
        ],
        [
            ("O `detect-secrets` foi trocado pelo `gitleaks` nos hooks; o `.secrets.baseline` foi apagado.", "S", 2, "replaced_by", "the secret scanner was replaced"),
            ("O limite do `check-added-large-files` agora é 2 MB, por causa dos mapas dos lotes.", "S", 1, "now_uses", "the size limit changed"),
            ("O hook não roda mais `ruff check --fix`, só `ruff check`, sem corrigir, para não reescrever arquivos em silêncio.", "S", 0, "no_longer", "the hook no longer fixes"),
            ("Fiz um commit com `SKIP=detect-secrets` porque a fixture tinha um token falso; o hook continua ativo.", "N", None, "plain", "a one-off skip"),
            ("Vale a pena rodar o `mypy` no pre-commit também, ou fica lento demais?", "N", None, "question", "a proposal"),
            ("O `.secrets.baseline` é atualizado com `detect-secrets scan --baseline .secrets.baseline` quando aparece um falso positivo.", "F", None, "detail", "how the stored baseline is kept"),
        ],
    ),
    # ---- Italian (beliefs in Italian): merge rules ----
    (
        "it",
        [
            "Le PR verso `main` si uniscono solo con squash.",
            "I rami delle PR vengono cancellati automaticamente dopo il merge.",
            "Le PR con l'etichetta `do-not-merge` sono bloccate dal check obbligatorio `label-guard`.",
        ],
        [
            ("Ora le PR verso `main` si uniscono con rebase; lo squash è disattivato.", "S", 0, "now_uses", "the merge method changed"),
            ("Il check `label-guard` è stato sostituito dalle PR in bozza: chi non vuole il merge apre la PR come draft.", "S", 2, "replaced_by", "the blocking mechanism changed"),
            ("Correzione: i rami non vengono cancellati in automatico; l'opzione del repo è spenta e li pulisce uno script settimanale.", "S", 1, "correction", "the agent corrects the stored setting"),
            ("Nel repo `infra` si fa il merge con merge commit, non con squash.", "N", None, "related", "another repo's setting"),
            ("Su `main` si fa solo squash merge.", "R", None, "paraphrase", "restates the stored method"),
            ("I rami `release/*` sono l'eccezione: lì si usa il merge commit per conservare la storia; su `main` resta lo squash.", "F", None, "scope", "an exception for release branches"),
        ],
    ),
    # ---- Italian (beliefs in English): flaky specs ----
    (
        "it",
        [
            "Flaky Playwright specs are tagged `@flaky` and excluded from the PR run with `--grep-invert @flaky`.",
            "The flaky-test report is posted every Monday in `#eng-quality` by `flake-bot`.",
            "A spec tagged `@flaky` for more than 30 days is deleted.",
        ],
        [
            ("Le spec instabili non si escludono più: ora girano con `retries: 3` e un esito `flaky` non blocca la PR.", "S", 0, "now_uses", "flaky specs are no longer excluded"),
            ("Il report dei test instabili è passato da `#eng-quality` a `#ci-health`, sempre il lunedì.", "S", 1, "from_to", "the channel changed"),
            ("Il limite per le spec `@flaky` è sceso da 30 a 14 giorni, poi vengono cancellate.", "S", 2, "from_to", "the limit changed"),
            ("Oggi ho taggato `@flaky` la spec del calendario delle prenotazioni; fallisce una volta su dieci.", "N", None, "plain", "an event under the stored policy"),
            ("Anche i test di `plotwatch` hanno un report settimanale, ma lo manda il team IoT in `#iot`.", "N", None, "related", "another service's report"),
            ("Per le spec del pagamento non si usa `@flaky`: se sono instabili si blocca il rilascio finché non vengono sistemate.", "F", None, "scope", "an exception for one group of specs"),
        ],
    ),
    # ---- Japanese (beliefs in Japanese): browsers ----
    (
        "ja",
        [
            "PR の E2E テストは Playwright の Chromium と WebKit で実行している。",
            "モバイル Safari の確認は BrowserStack の iPhone 14 実機で手動で行う。",
            "`web/` のサポート対象ブラウザは `browserslist` の `defaults` で決めている。",
        ],
        [
            ("PR の E2E は今は Chromium だけで、WebKit は夜間ジョブに移した。", "S", 0, "now_uses", "the PR browser set changed"),
            ("モバイル Safari の確認：Playwright の `iPhone 14` デバイスエミュレーションで、CI で自動実行。", "S", 1, "implicit", "another way of testing, no change word"),
            ("訂正：`browserslist` は `defaults` ではなく `> 0.5%, last 2 versions, not dead` だった。メモが間違っていた。", "S", 2, "correction", "the agent corrects the stored query"),
            ("Firefox も PR の E2E に加えるべきかな？ 実行時間が 1.5 倍になるけど。", "N", None, "question", "a proposal"),
            ("PR ごとに Playwright の E2E が Chromium と WebKit の両方で走る。", "R", None, "paraphrase", "restates the stored browsers"),
            ("地図描画のスペックだけは Canvas の不具合のため WebKit でスキップしている。それ以外は両方で実行する。", "F", None, "scope", "an exception for some specs"),
        ],
    ),
    # ---- Japanese (beliefs in English): type checking ----
    (
        "ja",
        [
            "`api/` is type-checked with mypy; the config is in `api/mypy.ini`.",
            "`web/` runs `tsc --noEmit` in CI with `strict: true`.",
            "Type errors in `mobile/` don't fail CI; `tsc` runs there as a warning-only step.",
        ],
        [
            ("mypy の設定は `api/mypy.ini` から `api/pyproject.toml` の `[tool.mypy]` に移した。", "S", 0, "moved", "the config moved"),
            ("`mobile/` の型エラーも今は CI を落とす。warning 扱いのステップはやめた。", "S", 2, "now_uses", "type errors fail CI now"),
            ("`web/` の型チェックは `tsc --noEmit` をやめて `tsgo`（TypeScript のネイティブ版）に置き換えた。`strict` はそのまま。", "S", 1, "replaced_by", "the checker binary was replaced"),
            ("`design-system` リポジトリも `strict: true` にした。", "N", None, "related", "a change in another repo"),
            ("`api/app/legacy/importer.py` の一行に `# type: ignore[arg-type]` を付けた。ライブラリの型定義が間違っているため。", "N", None, "plain", "a one-off suppression"),
            ("`api/mypy.ini` では `plugins = pydantic.mypy` を有効にしている。", "F", None, "detail", "detail of the stored config"),
        ],
    ),
    # ---- Korean (beliefs in Korean): CI and required checks ----
    (
        "ko",
        [
            "`main` 브랜치 보호 규칙의 필수 체크는 `lint`, `test-api`, `test-web` 세 개다.",
            "CI는 GitHub Actions에서 돌고, 워크플로 파일은 `.github/workflows/ci.yml` 하나다.",
            "보안 스캔(`codeql`)은 필수 체크가 아니고 참고용이다.",
        ],
        [
            ("이제 `codeql`도 필수 체크다. 심각도 높은 경고가 있으면 병합이 막힌다.", "S", 2, "now_uses", "the scan became required"),
            ("CI 워크플로를 `ci-api.yml`, `ci-web.yml`, `ci-mobile.yml` 세 파일로 나눴고 `ci.yml`은 삭제했다.", "S", 1, "moved", "the single workflow was split"),
            ("`main` 필수 체크: `ci-summary` 하나. 나머지 잡은 모두 이 잡의 `needs`에 묶여 있다.", "S", 0, "implicit", "another required check, no change word"),
            ("`infra` 저장소는 필수 체크로 `terraform-plan` 하나만 둔다.", "N", None, "related", "another repo's checks"),
            ("`main`에 병합하려면 `lint`, `test-api`, `test-web`이 모두 통과해야 한다.", "R", None, "paraphrase", "restates the stored checks"),
            ("`docs/`만 바꾼 PR은 경로 필터 때문에 `test-api`와 `test-web`이 건너뛰어지고, 건너뛴 체크는 통과로 처리된다.", "F", None, "scope", "an exception for docs-only PRs"),
        ],
    ),
    # ---- Korean (beliefs in English): JavaScript linting ----
    (
        "ko",
        [
            "`web/` uses ESLint with typescript-eslint's `recommended-type-checked` preset.",
            "ESLint warnings don't fail CI; only errors do.",
            "Stylelint checks `web/src/**/*.css` with `stylelint-config-standard`.",
        ],
        [
            ("이제 CI에서 ESLint를 `--max-warnings 0`으로 돌려서 경고가 하나만 있어도 실패한다.", "S", 1, "now_uses", "warnings fail CI now"),
            ("typescript-eslint 프리셋을 `recommended-type-checked`에서 `strict-type-checked`로 바꿨다.", "S", 0, "from_to", "the preset changed"),
            ("Stylelint는 뺐다. CSS를 전부 Tailwind 클래스로 옮겨서 검사할 파일이 없다.", "S", 2, "dropped", "the stored linter was removed"),
            ("`mobile/`은 ESLint 대신 Biome으로 린트한다. 처음부터 그랬다.", "N", None, "related", "another package's linter"),
            ("ESLint를 oxlint로 바꾸는 걸 한번 시험해 볼까?", "N", None, "question", "a proposal"),
            ("`web/src/generated/` 폴더는 ESLint 검사에서 빠져 있다. 나머지는 그대로 `recommended-type-checked`다.", "F", None, "scope", "an exception for one folder"),
        ],
    ),
    # ---- Chinese (beliefs in Chinese): the API test command ----
    (
        "zh",
        [
            "API 的测试用 `make test` 运行，底层是 `pytest -n auto`。",
            "API 测试的数据库是 `api/compose.test.yml` 启动的 Postgres 15。",
            "CI 里 API 测试用 `pytest-split` 拆成四个分片并行运行。",
        ],
        [
            ("`make test` 换成了 `uv run pytest`，Makefile 里的 test 目标已经删掉。", "S", 0, "replaced_by", "the command was replaced"),
            ("测试数据库现在是 Postgres 16，跟生产环境一致。", "S", 1, "now_uses", "the database version changed"),
            ("CI 中的 API 测试：单个 job，`pytest -n 8` 跑完全部。", "S", 2, "implicit", "one job instead of four shards, no change word"),
            ("今天 `make test` 在我本地失败了，因为 5433 端口被别的容器占用。", "N", None, "plain", "an event; merely mentions the stored command"),
            ("跑 API 测试就用 `make test`，它会调用 `pytest -n auto`。", "R", None, "paraphrase", "restates the stored command"),
            ("`pytest-split` 的耗时数据存在 `api/.test_durations` 里，每周由定时任务更新。", "F", None, "detail", "detail of the stored sharding"),
        ],
    ),
    # ---- Chinese (beliefs in English): dependency and image scanning ----
    (
        "zh",
        [
            "Dependency updates come from Dependabot, configured weekly in `.github/dependabot.yml`.",
            "Python dependencies are audited with `pip-audit` in the CI `security` job.",
            "Container images are scanned with Trivy before they're pushed; HIGH and CRITICAL findings fail the build.",
        ],
        [
            ("Dependabot 已经换成 Renovate 了，配置在 `renovate.json`，`dependabot.yml` 删了。", "S", 0, "replaced_by", "the update bot was replaced"),
            ("Trivy 现在只有 CRITICAL 才让构建失败，HIGH 只报告。", "S", 2, "now_uses", "the failing severity changed"),
            ("Python 依赖审计改用 `osv-scanner`，`security` job 里不再跑 `pip-audit`。", "S", 1, "switched", "the audit tool changed"),
            ("`plotwatch` 的 Go 依赖用 `govulncheck` 检查，跟 `pip-audit` 没关系。", "N", None, "related", "another service's audit"),
            ("要不要把 Trivy 扫描也放进每晚的任务里，扫一下已经发布的镜像？", "N", None, "question", "a proposal"),
            ("`api/` 里 `ecdsa` 的那个漏洞在 `pip-audit` 中用 `--ignore-vuln` 忽略了，因为我们不走那条代码路径；其他漏洞照样让 job 失败。", "F", None, "scope", "an exception for one advisory"),
        ],
    ),
    # ---- Russian (beliefs in Russian): coverage ----
    (
        "ru",
        [
            "Порог покрытия для `api/` — 80 % строк, задан в `api/pyproject.toml`.",
            "Покрытие `plotwatch` считается через `go test -coverprofile`, но порога нет.",
            "Отчёт о покрытии публикуется комментарием к PR от бота Codecov.",
        ],
        [
            ("Порог для `api/` подняли до 82 % строк и добавили 70 % по ветвям.", "S", 0, "now_uses", "the threshold changed"),
            ("Codecov больше не пишет комментарии в PR, только статус-проверку; комментарии отключили в `codecov.yml`.", "S", 2, "no_longer", "the PR comment was turned off"),
            ("Покрытие `plotwatch`: порог 60 %, проверяется в CI через `go-test-coverage` с `.testcoverage.yml`.", "S", 1, "implicit", "a gate exists, no change word"),
            ("В репозитории `design-system` порог покрытия 90 %.", "N", None, "related", "another repo's gate"),
            ("Для `api/` нужно не меньше 80 % покрытия строк, это прописано в `pyproject.toml`.", "R", None, "paraphrase", "restates the stored gate"),
            ("Папка `api/app/admin/` исключена из подсчёта через `omit`; для остального кода порог 80 % в силе.", "F", None, "scope", "an exception for one folder"),
        ],
    ),
    # ---- Russian (beliefs in English): where e2e runs ----
    (
        "ru",
        [
            "PR e2e tests run against a Vercel preview deployment of `web/`.",
            "The nightly e2e run targets `staging.larkmoor.example`.",
            "e2e tests log in as the seeded user `e2e-bot@larkmoor.example`, created by `api/scripts/seed_e2e.py`.",
        ],
        [
            ("E2E-тесты для PR теперь гоняются против `next start` прямо в CI, а не против превью на Vercel.", "S", 0, "instead_of", "the PR target changed"),
            ("Ночной прогон e2e перенесли со staging на `qa.larkmoor.example`.", "S", 1, "moved", "the nightly target changed"),
            ("Поправка: пользователь для e2e — `qa-runner@larkmoor.example`, а не `e2e-bot`; я перепутал с другим проектом.", "S", 2, "correction", "the agent corrects the stored user"),
            ("Мобильные e2e на Maestro ходят в `staging.larkmoor.example` и ночью, и на PR.", "N", None, "related", "another app's e2e"),
            ("Сегодня ночной прогон пропустили вручную: staging обновляли до Postgres 16.", "N", None, "plain", "a one-off skip"),
            ("`seed_e2e.py` ещё создаёт два тестовых участка и при каждом запуске сбрасывает пароль бота.", "F", None, "detail", "detail of the stored seeding"),
        ],
    ),
    # ---- Polish (beliefs in Polish): hooks and PR conventions ----
    (
        "pl",
        [
            "Hooki gita instaluje się przez `pre-commit install`; konfiguracja jest w `.pre-commit-config.yaml`.",
            "Tytuł PR musi być w formacie Conventional Commits; sprawdza to akcja `semantic-pull-request`.",
            "Każda PR musi mieć w opisie numer zgłoszenia z Lineara; pilnuje tego wymagany check `linear-link`.",
        ],
        [
            ("Zamiast `pre-commit` używamy teraz `lefthook`; konfiguracja jest w `lefthook.yml`.", "S", 0, "instead_of", "the hook manager changed"),
            ("Check `linear-link` nie jest już wymagany; numer zgłoszenia jest mile widziany, ale nieobowiązkowy.", "S", 2, "no_longer", "the check is no longer required"),
            ("Tytuł PR sprawdza `commitlint` w jobie `pr-title`, z konfiguracją `@commitlint/config-conventional`.", "S", 1, "implicit", "another checker, no change word"),
            ("Może dodamy `typos` do hooków? Ciągle łapiemy literówki dopiero w review.", "N", None, "question", "a proposal"),
            ("Konfiguracja hooków siedzi w `.pre-commit-config.yaml`, a instaluje się je przez `pre-commit install`.", "R", None, "paraphrase", "restates the stored setup"),
            ("PR-y od Renovate nie muszą mieć numeru z Lineara; `linear-link` je pomija.", "F", None, "scope", "an exception for one kind of PR"),
        ],
    ),
    # ---- Polish (beliefs in English): post-deploy checks ----
    (
        "pl",
        [
            "After every prod deploy, a smoke suite (`pytest -m smoke` in `api/tests/smoke/`) runs against production.",
            "Failed smoke tests trigger an automatic rollback through Argo Rollouts.",
            "Synthetic checks on the booking flow run every 10 minutes in Checkly.",
        ],
        [
            ("Testy smoke po wdrożeniu przeniesiono do `smoke/` w katalogu głównym; uruchamia się je przez `k6 run smoke/prod.js`.", "S", 0, "moved", "the smoke suite moved and changed tool"),
            ("Nieudane testy smoke nie cofają już wdrożenia automatycznie; wysyłają tylko alert do dyżurnego.", "S", 1, "no_longer", "the rollback was turned off"),
            ("Checkly sprawdza przepływ rezerwacji co 5 minut zamiast co 10.", "S", 2, "instead_of", "the interval changed"),
            ("`plotwatch` ma własne testy smoke po wdrożeniu, w Go, bez automatycznego rollbacku.", "N", None, "related", "another service's smoke tests"),
            ("Wczoraj test smoke `test_book_plot` padł po wdrożeniu i Argo cofnęło wersję w dwie minuty.", "N", None, "plain", "an event under the stored policy"),
            ("Checkly loguje się kontem `synthetics@larkmoor.example` i rezerwuje testową działkę nr 999, którą nocny job potem czyści.", "F", None, "detail", "detail of the stored check"),
        ],
    ),
]


def _fill(text: str) -> str:
    for key, value in V.items():
        text = text.replace(f"⟨{key}⟩", value)
    if "⟨" in text:
        raise ValueError(f"unknown placeholder in {text!r}")
    return text


def render() -> str:
    lines = []
    n = 0
    for lang, beliefs, rows in SCENARIOS:
        filled = [_fill(b) for b in beliefs]
        for new, code, target, phrasing, note in rows:
            n += 1
            rng = random.Random(f"{SEED}-{n}")
            order = list(range(len(filled)))
            rng.shuffle(order)
            row = {
                "id": f"ye{n:03d}",
                "split": "heldout",
                "lang": lang,
                "existing": [filled[i] for i in order],
                "new": _fill(new),
                "label": LABELS[code],
                "target": order.index(target) if target is not None else None,
                "phrasing": phrasing,
                "note": _fill(note),
            }
            lines.append(json.dumps(row, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main() -> int:
    text = render()
    if "--check" in sys.argv[1:]:
        if OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT.name} differs from a fresh render")
            return 1
        print(f"{OUT.name} matches a fresh render")
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}: {text.count(chr(10))} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
