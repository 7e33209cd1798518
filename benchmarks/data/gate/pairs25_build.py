"""Build pairs25.jsonl: a blind write-gate pairs set about the user's preferences and the code's conventions.

The rows are written here as scenarios: two or three stored beliefs a coding agent keeps about how
one user and one codebase want things done (formatting and naming, libraries to prefer or avoid,
test style, error handling and logging, comment, docs and commit-message style, the language of
comments and answers, how the agent should answer, package managers, module layout, review
habits), and several new statements judged against them. A few invented identifiers (ticket
numbers, a commit hash) are drawn from a string-seeded ``random.Random``; the renderer shuffles
each row's ``existing`` with a string-seeded ``random.Random`` too, so the file is byte-identical
on every run whatever ``PYTHONHASHSEED`` is. Stdlib only.

    python benchmarks/data/gate/pairs25_build.py          # write pairs25.jsonl
    python benchmarks/data/gate/pairs25_build.py --check  # compare with a fresh render
"""

# ruff: noqa: E501
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs25.jsonl")
SEED = 25_2026
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}


def _values() -> dict[str, str]:
    """Invented identifiers, the same on every run."""
    rng = random.Random(f"{SEED}-values")
    hexd = "0123456789abcdef"
    return {
        "t1": str(rng.randrange(700, 999)),
        "t2": str(rng.randrange(1000, 1400)),
        "sha": "".join(rng.choice(hexd) for _ in range(8)),
    }


V = _values()

# (lang, existing beliefs, rows); a row is (new, label, target, phrasing, note).
# target indexes the beliefs as written here, before the shuffle; None unless "S".
# ⟨name⟩ in a text is replaced by V[name] when rendering.
SCENARIOS: list[tuple[str, list[str], list[tuple[str, str, int | None, str, str]]]] = [
    # ---- English: Python formatting in api/ ----
    (
        "en",
        [
            "api/ is formatted with black, line length 88; run `black api/` before committing, don't wrap lines by hand.",
            "Python strings in api/ use single quotes (black runs with `skip-string-normalization = true`).",
            "Imports in api/ are sorted with isort (`profile = \"black\"`, `known_first_party = [\"tansy\"]`).",
        ],
        [
            ("We switched api/ from black to `ruff format` (line length stays 88); black is out of the dev deps.", "S", 0, "switched", "the formatter was swapped"),
            ("Marta changed her mind about quotes: double quotes everywhere in Python, we dropped skip-string-normalization.", "S", 1, "dropped", "the user reversed the quote preference"),
            ("Import sorting is done by ruff's `I` rules now; isort is no longer in pre-commit.", "S", 2, "now_uses", "another tool sorts the imports"),
            ("Line length for api/ is 100 (`line-length = 100` in pyproject.toml).", "S", 0, "implicit", "another line length for the same code, no change word"),
            ("For lockerd/ (Go) formatting is gofmt plus goimports; there is no line length limit there.", "N", None, "related", "the same kind of rule for another language and folder"),
            ("Generated code in api/tansy/proto/ is excluded from black (`extend-exclude`), don't reformat it.", "F", None, "scope", "an exception to the formatting rule; the rule stands for the rest"),
            ("Should we move api/ to ruff format? It's much faster than black on the monorepo.", "N", None, "question", "a proposal, not a decision"),
            ("Everything in api/ goes through black at 88 columns; never rewrap lines manually.", "R", None, "paraphrase", "restates the formatter and line length"),
            ("We used to format api/ with yapf, before black was adopted in 2022.", "N", None, "plain", "history consistent with the stored formatter"),
            ("Just for this hotfix, don't reformat the files you touch; Marta wants the diff minimal.", "N", None, "plain", "a one-off request for this task; the convention stands"),
            ("Correcting my own note: the single quotes aren't black's skip-string-normalization, that flag isn't set; it's ruff's flake8-quotes rule (`inline-quotes = \"single\"`). Single quotes stay.", "S", 1, "correction", "the agent corrects how the quote style is enforced; the stored belief states a wrong mechanism"),
        ],
    ),
    # ---- English: branch and file names, pushing ----
    (
        "en",
        [
            "Branch names: `feature/<ticket>-short-desc`, e.g. `feature/TAN-⟨t1⟩-locker-heartbeat`.",
            "Python module files are snake_case; React component files in web/ are PascalCase (`LockerMap.tsx`).",
            "Never push to `main` directly; every change goes through a PR, even one-liners.",
        ],
        [
            ("New team convention for branches: `<initials>/<ticket>-desc`, e.g. `mk/TAN-⟨t2⟩-retry-queue`; the `feature/` prefix is no longer used.", "S", 0, "no_longer", "a new branch convention replaces the old one"),
            ("Component files in web/ are kebab-case now (`locker-map.tsx`) to match the app router folders.", "S", 1, "now_uses", "the web/ half of the stored naming rule changed"),
            ("Bugfix branches use `fix/<ticket>-desc`; `feature/` is for features only.", "F", None, "scope", "narrows the stored branch rule to features; it stands for them"),
            ("Go files in lockerd/ are snake_case too (`door_controller.go`), tests as `*_test.go`.", "N", None, "related", "the same kind of rule for another language"),
            ("Branches look like feature/TAN-123-what-it-does.", "R", None, "paraphrase", "restates the branch convention"),
            ("When prod is down, the on-call may push a hotfix straight to main and open the PR afterwards.", "F", None, "scope", "an exception to the no-direct-push rule"),
            ("Branches are named `TAN-<n>/<slug>`, no prefix.", "S", 0, "implicit", "another branch pattern, no change word"),
            ("Release branches are `release/2025.03` style, cut by the release captain.", "N", None, "related", "a second convention beside the stored one"),
            ("Renamed the `utils/` folder in web/ to `lib/`.", "N", None, "moved", "a folder renamed; the file naming rule stands"),
            ("I had it wrong: web/ component files are kebab-case; only the exported component itself is PascalCase.", "S", 1, "correction", "the agent corrects its note on file names"),
        ],
    ),
    # ---- English: Go test style in lockerd/ ----
    (
        "en",
        [
            "Tests in lockerd/ are table-driven with `t.Run(tc.name, ...)`, one table per function under test.",
            "lockerd/ tests use hand-written fakes (`fakeClock`, `fakeSerialPort`), not gomock.",
            "Assertions in Go tests: plain `if got != want { t.Errorf(...) }`, no testify.",
        ],
        [
            ("We adopted testify's `require`/`assert` in lockerd/; the plain if/Errorf style is no longer required.", "S", 2, "no_longer", "the assertion style changed"),
            ("lockerd/ uses gomock-generated mocks now (`mockgen` via `go generate`); Marta dropped the hand-written fakes.", "S", 1, "dropped", "fakes replaced by generated mocks"),
            ("Fakes live in `internal/fakes/`, one file per fake, named after the interface.", "F", None, "detail", "where the stored fakes live"),
            ("In api/ (Python) tests use pytest fixtures and `unittest.mock`; no fakes convention there.", "N", None, "related", "the same kind of rule for another folder"),
            ("Go tests here: a table of cases, one subtest per case via t.Run with the case name.", "R", None, "paraphrase", "restates table tests"),
            ("A test with a single case doesn't need a table; a plain TestXxx function is fine.", "F", None, "scope", "an exception to the table-test rule"),
            ("Dropped table-driven tests in lockerd/: Marta finds them hard to debug, write one `TestXxx_Condition` per case.", "S", 0, "dropped", "the user dropped table tests"),
            ("Should we try go-cmp for struct comparisons? The Errorf output on big structs is unreadable.", "N", None, "question", "a question"),
            ("For struct comparisons use `cmp.Diff`: `if diff := cmp.Diff(want, got); diff != \"\" { t.Errorf(\"mismatch (-want +got):\\n%s\", diff) }`.", "F", None, "detail", "a helper used inside the stored plain if/Errorf style; no testify"),
            ("lockerd/ tests: testify `require` for setup errors, `assert` for the checks.", "S", 2, "implicit", "another assertion style, no change word"),
            ("Skip the serial tests with `-short` for this run only; don't commit any change to them.", "N", None, "plain", "a one-off instruction"),
        ],
    ),
    # ---- English: web/ test style ----
    (
        "en",
        [
            "web/ unit tests run on Jest with React Testing Library.",
            "No snapshot tests in web/: Marta deletes them in review; assert on visible text and roles instead.",
            "web/ test files sit next to the component: `LockerMap.test.tsx` beside `LockerMap.tsx`.",
        ],
        [
            ("web/ moved from Jest to Vitest (same RTL setup); `pnpm test` runs vitest.", "S", 0, "from_to", "the test runner was swapped"),
            ("Exception to the no-snapshots rule: the email templates in web/emails/ get snapshot tests, the HTML is what we ship.", "F", None, "scope", "a named exception; the rule stands for components"),
            ("Marta wants tests in a `__tests__/` folder per feature instead of beside the component.", "S", 2, "instead_of", "the test file location changed"),
            ("Snapshot tests are fine in web/ now; use `toMatchInlineSnapshot` for small components.", "S", 1, "now_uses", "the user reversed the snapshot rule"),
            ("For api/ Marta likes snapshot tests of JSON responses with syrupy.", "N", None, "related", "a preference for another folder"),
            ("No snapshots in web/ tests; check roles and visible text.", "R", None, "paraphrase", "restates the rule"),
            ("Prefer `screen.getByRole` over `getByTestId`; data-testid only when there's no accessible role.", "F", None, "detail", "how to assert on roles"),
            ("Are we moving web/ to Vitest? Jest with ESM is painful.", "N", None, "question", "a question"),
            ("Jest config lives in web/jest.config.ts, with the jsdom environment.", "F", None, "detail", "detail on the stored runner"),
            ("web/ test runner: Vitest with jsdom.", "S", 0, "implicit", "another runner, no change word"),
        ],
    ),
    # ---- English: error handling and logging ----
    (
        "en",
        [
            "In lockerd/, wrap errors with `fmt.Errorf(\"open port: %w\", err)`; no pkg/errors.",
            "Logging in lockerd/ uses zerolog, JSON output: `log.Info().Str(\"locker_id\", id).Msg(...)`.",
            "api/ logs with structlog; never log full request bodies (they hold phone numbers).",
        ],
        [
            ("lockerd/ logs with log/slog now (JSON handler); zerolog is gone from go.mod.", "S", 1, "gone", "the logging library was swapped"),
            ("Log keys in lockerd/ are snake_case (`locker_id`, `door_no`).", "F", None, "detail", "key naming for the stored logger"),
            ("Marta: don't use structlog in api/ any more, plain `logging` with the JSON formatter from `tansy.logging`.", "S", 2, "no_longer", "the api/ logging library changed; the belief bundling it is closed"),
            ("Never log the locker PIN either, in any service.", "N", None, "related", "a second rule beside the stored one"),
            ("Errors in lockerd/ get wrapped with %w through fmt.Errorf and a short lowercase context; github.com/pkg/errors isn't used.", "R", None, "paraphrase", "restates error wrapping"),
            ("Errors callers must check are sentinels (`var ErrDoorJammed = errors.New(\"door jammed\")`) checked with `errors.Is`.", "F", None, "detail", "consistent with %w wrapping"),
            ("We replaced fmt.Errorf wrapping with cockroachdb/errors in lockerd/ to get stack traces.", "S", 0, "replaced_by", "the error library changed"),
            ("Should api/ move from structlog to loguru? Ilse likes it.", "N", None, "question", "a question"),
            ("In the Kotlin app, errors are modelled with a sealed `Result` type; no exceptions across layers.", "N", None, "related", "error handling in another language"),
            ("Request bodies may be logged at DEBUG on staging only, with phone numbers masked.", "F", None, "scope", "a narrow exception, and not full bodies"),
            ("The panic-recover middleware in lockerd/ moved to `internal/httpx`.", "N", None, "moved", "code moved; conventions unchanged"),
            ("My note was wrong: lockerd/ logs with zap (`zap.String(\"locker_id\", id)`), not zerolog; I misread go.sum.", "S", 1, "correction", "the agent corrects the library"),
        ],
    ),
    # ---- English: how the agent should answer ----
    (
        "en",
        [
            "Marta wants short answers: the diff and one line on why, no summary at the end.",
            "Before running any migration or `terraform apply`, ask Marta first; read-only commands are fine without asking.",
            "Show code changes as unified diffs, not whole files.",
        ],
        [
            ("Marta now wants a short summary at the end of each task: what changed, what's left, three bullets max.", "S", 0, "now_uses", "the user reversed the no-summary rule"),
            ("On the dev stack you can run `alembic upgrade` and `terraform apply` without asking; still ask for staging and prod.", "F", None, "scope", "an exception for dev; the rule stands elsewhere"),
            ("Give Marta the full file content when you change code; she pastes it whole into her editor.", "S", 2, "implicit", "whole files instead of diffs, no change word"),
            ("Answer in English even when Marta writes in Dutch.", "N", None, "related", "a second preference beside"),
            ("Keep it short: show the diff, one line of why, skip the closing summary.", "R", None, "paraphrase", "restates the answer style"),
            ("Today Marta wants a long explanation of the retry design for the design doc; go into detail this once.", "N", None, "plain", "a one-off request"),
            ("You no longer need to ask before migrations or applies, on any stack; Marta says CI guards prod anyway.", "S", 1, "no_longer", "the ask-first rule is gone"),
            ("Ask before `git push --force` too, on any branch.", "N", None, "related", "another action to ask about; denies nothing"),
            ("Diffs: unified format with 3 lines of context, paths relative to the repo root.", "F", None, "detail", "the diff format in detail"),
            ("Should I stop adding summaries? Marta skipped past the last three.", "N", None, "question", "the agent's question"),
            ("Correction: the no-summary rule was about commit messages, not chat; in chat Marta wants a two-line summary at the end.", "S", 0, "correction", "the agent corrects the scope of the stored rule"),
        ],
    ),
    # ---- English: package managers and tools ----
    (
        "en",
        [
            "web/ uses pnpm (lockfile `pnpm-lock.yaml`); never run `npm install` there.",
            "api/ dependencies are managed with Poetry; add packages with `poetry add`.",
            "Go tools (mockgen, golangci-lint) are pinned in `tools.go` and installed with `go install`.",
        ],
        [
            ("api/ moved from Poetry to uv: `uv add httpx`, lockfile is uv.lock; poetry.lock was deleted.", "S", 1, "from_to", "the package manager was swapped"),
            ("web/ switched to bun for installs and scripts; pnpm-lock.yaml is gone.", "S", 0, "switched", "the package manager was swapped"),
            ("With Go 1.24 the tools are in go.mod's `tool` directive now; tools.go was removed.", "S", 2, "now_uses", "tool pinning changed"),
            ("The marketing site in site/ uses npm; it's deployed separately, don't convert it.", "N", None, "related", "another folder's package manager"),
            ("The pnpm version is pinned with `\"packageManager\": \"pnpm@9.12.0\"` in web/package.json; corepack picks it up.", "F", None, "detail", "detail on pnpm"),
            ("Use `poetry add --group dev` for test-only packages in api/.", "F", None, "detail", "detail on Poetry"),
            ("We used yarn 1 in web/ before pnpm.", "N", None, "plain", "history consistent with the stored present"),
            ("Should we try uv for api/? Poetry's resolver takes minutes.", "N", None, "question", "a question"),
            ("web/: pnpm only, no npm install.", "R", None, "paraphrase", "restates"),
            ("Add api/ dependencies with `uv add`; `uv sync` to install.", "S", 1, "implicit", "another tool, no change word"),
            ("For this spike only it's fine to `pip install` into a scratch venv without touching the lockfile.", "N", None, "plain", "a one-off"),
            ("I noted Poetry for api/, but the repo actually uses PDM (pdm.lock is there, no poetry.lock); add packages with `pdm add`.", "S", 1, "correction", "the agent corrects its note"),
        ],
    ),
    # ---- English: libraries to prefer or avoid ----
    (
        "en",
        [
            "api/ uses httpx for outgoing HTTP; don't add `requests`.",
            "web/ avoids lodash; write the helper or use native array methods.",
            "Dates in web/ are handled with date-fns; no moment.js.",
        ],
        [
            ("Marta is fine with lodash-es now for debounce, throttle and deep merges; tree-shaking keeps it small.", "S", 1, "now_uses", "the avoid rule was lifted"),
            ("web/ replaced date-fns with Temporal (`@js-temporal/polyfill`).", "S", 2, "replaced_by", "the date library was swapped"),
            ("In lockerd/, use the standard net/http client; no resty.", "N", None, "related", "the same kind of rule for another language"),
            ("`requests` is allowed in scripts/ (one-off ops scripts), not in api/.", "F", None, "scope", "an exception outside api/"),
            ("api/ uses aiohttp for outgoing calls; httpx was dropped after the HTTP/2 connection resets.", "S", 0, "dropped", "the HTTP client was swapped"),
            ("moment.js is banned in web/; date-fns is the date library.", "R", None, "paraphrase", "restates"),
            ("Use the shared `httpx.AsyncClient` from `tansy.http.client()`, not a new client per request.", "F", None, "detail", "how to use the stored client"),
            ("Should we drop date-fns for dayjs? It's smaller.", "N", None, "question", "a question"),
            ("Dates in web/ use dayjs with the utc and timezone plugins.", "S", 2, "implicit", "another date library, no change word"),
            ("Zod is the validation library in web/; yup isn't used.", "N", None, "related", "a second library preference beside"),
        ],
    ),
    # ---- English: comments, docstrings, language of code text ----
    (
        "en",
        [
            "Code comments and docstrings are in English, even though the team speaks Dutch.",
            "Python docstrings in api/ follow Google style (Args:, Returns:, Raises:).",
            "Comments explain why, not what; no commented-out code in commits.",
        ],
        [
            ("api/ docstrings are NumPy style from now on, to match the ml/ package.", "S", 1, "now_uses", "the docstring style changed"),
            ("User docs in docs/ are written in Dutch first; the English version follows.", "N", None, "related", "docs, not code comments"),
            ("Switched the comment language to Dutch: new comments and docstrings in Dutch, old English ones stay until touched.", "S", 0, "switched", "the language of comments changed"),
            ("Google-style docstrings in api/: Args, Returns, Raises sections.", "R", None, "paraphrase", "restates"),
            ("Types come from the hints, so docstrings say `locker_id: the locker's id`, no `(str)`.", "F", None, "detail", "detail on the docstring style"),
            ("Commented-out code is fine in a draft PR but must be gone before review.", "F", None, "scope", "an exception for drafts"),
            ("Docstrings in api/ use reST field lists (`:param locker_id:`), the Sphinx default.", "S", 1, "implicit", "another docstring style, no change word"),
            ("We wrote docstrings in Dutch until the Belgian team joined in 2023.", "N", None, "plain", "history consistent with the stored English rule"),
            ("Exported Go functions in lockerd/ need a doc comment starting with the function's name.", "N", None, "related", "a rule for another language"),
            ("Should docstrings be required on private functions too?", "N", None, "question", "a question"),
            ("Actually the English rule is only for docstrings: code comments may be in Dutch. Fixing my note.", "S", 0, "correction", "the agent corrects the stored rule"),
        ],
    ),
    # ---- English: module structure ----
    (
        "en",
        [
            "lockerd/ follows `cmd/lockerd/main.go` + `internal/<pkg>`; no `pkg/` folder.",
            "api/ is organised by layer: `routers/`, `services/`, `repositories/`, `models/`.",
            "web/ groups code by feature: `src/features/<feature>/{components,hooks,api}`.",
        ],
        [
            ("The layer folders in api/ are gone: code is grouped by domain now (`tansy/lockers/`, `tansy/parcels/`).", "S", 1, "gone", "the module layout changed"),
            ("We added `pkg/lockerproto` so the Android app's gomobile bindings can import it; everything else stays in internal/.", "F", None, "scope", "one named exception to the no-pkg/ rule"),
            ("Shared UI components go in `src/components/ui/`, not in a feature folder.", "F", None, "detail", "where shared code goes in the feature layout"),
            ("Go layout in lockerd/: binaries under cmd/, packages under internal/, nothing under pkg/.", "R", None, "paraphrase", "restates"),
            ("ml/ is a flat package with no subpackages; Marta doesn't care about its layout.", "N", None, "related", "another folder"),
            ("web/ is organised by type now: `src/components`, `src/hooks`, `src/api`; the feature folders were flattened.", "S", 2, "now_uses", "the web/ layout changed"),
            ("Should api/ move to domain packages? services/ has 60 files.", "N", None, "question", "a question"),
            ("Moved `internal/serial` to `internal/hw/serial` in lockerd/.", "N", None, "moved", "a package moved within the stored layout"),
            ("api/ code lives in domain packages, each with its own routes, service and repository modules.", "S", 1, "implicit", "another layout, no change word"),
            ("lockerd/ puts everything importable under `pkg/` (`pkg/door`, `pkg/serial`); internal/ only holds the main wiring.", "S", 0, "implicit", "the opposite layout, no change word"),
        ],
    ),
    # ---- English: review and merge habits ----
    (
        "en",
        [
            "PRs are squash-merged; the PR title becomes the commit message.",
            "Keep PRs under ~400 changed lines; split bigger work into stacked PRs.",
            "Every PR needs one approval from CODEOWNERS; Marta reviews everything under infra/.",
        ],
        [
            ("We rebase-merge PRs now to keep the individual commits; squash is disabled in the repo settings.", "S", 0, "now_uses", "the merge method changed"),
            ("infra/ reviews moved from Marta to Ilse, who owns the platform now.", "S", 2, "moved", "the infra reviewer changed"),
            ("Two approvals for anything under `api/tansy/payments/`.", "F", None, "scope", "a stricter rule for one folder; one approval stays the rule elsewhere"),
            ("Squash-merge every PR; the PR title is what lands on main.", "R", None, "paraphrase", "restates"),
            ("The 400-line limit doesn't count generated files or lockfiles.", "F", None, "scope", "what the limit counts"),
            ("This migration PR is 1,800 lines; Marta agreed to review it in one go this time.", "N", None, "plain", "a one-off exception"),
            ("Should we enforce the PR size limit with a bot?", "N", None, "question", "a question"),
            ("PRs: 250 changed lines max, Marta found 400 too much to review carefully.", "S", 1, "implicit", "another limit"),
            ("Draft PRs don't need reviewers assigned.", "N", None, "related", "a second rule beside"),
            ("Marta no longer reviews infra/: CODEOWNERS lists @tansy/platform for it.", "S", 2, "no_longer", "the infra reviewer changed"),
            ("PRs were merge commits until we moved to squash in 2023.", "N", None, "plain", "history consistent with the present"),
        ],
    ),
    # ---- English: commit messages ----
    (
        "en",
        [
            "Commit messages follow Conventional Commits: `feat(api): add locker heartbeat`.",
            "Commit subject lines: imperative mood, max 72 characters, no trailing period.",
            "Every commit message ends with the ticket in a `Refs: TAN-123` trailer.",
        ],
        [
            ("We dropped Conventional Commits; subjects start with the component: `api: add locker heartbeat`.", "S", 0, "dropped", "the commit convention changed"),
            ("Ticket ids go at the start of the subject now (`TAN-123: add heartbeat`); the Refs trailer is no longer used.", "S", 2, "no_longer", "the ticket reference moved"),
            ("Subject max 50 characters, imperative, no period; body wrapped at 72.", "S", 1, "implicit", "another limit, no change word"),
            ("Allowed types: feat, fix, chore, docs, refactor, test, ci; `perf` was added in March.", "F", None, "detail", "the types of the stored convention"),
            ("Commits by the Renovate bot keep their own format; the rules are for humans.", "F", None, "scope", "an exception for the bot"),
            ("Conventional Commits: type(scope): summary, e.g. fix(web): ...", "R", None, "paraphrase", "restates"),
            ("Should the Refs trailer be enforced by a commit-msg hook?", "N", None, "question", "a question"),
            ("Co-authored-by trailers are welcome when pairing.", "N", None, "related", "a second trailer beside"),
            ("Just amend my last commit with 'wip' as the message, I'll reword it before pushing.", "N", None, "plain", "a one-off"),
            ("Fixing my note: 72 is the limit for body lines, the subject is 50 max (commit ⟨sha⟩ failed the commit-msg hook with a 61-character subject).", "S", 1, "correction", "the agent corrects the subject limit"),
        ],
    ),
    # ---- English: wrong-target pair, quotes in TS and Python ----
    (
        "en",
        [
            "web/ TypeScript uses single quotes (prettier `singleQuote: true`).",
            "api/ Python uses double quotes (ruff format's default).",
        ],
        [
            ("Set `singleQuote: false` in web/'s prettier config: double quotes in TypeScript now, like the Python side.", "S", 0, "now_uses", "closes the TS belief; the Python one is named and confirmed"),
            ("api/ switched to single quotes (`quote-style = \"single\"` in ruff), same as web/.", "S", 1, "switched", "closes the Python belief; the TS one is named and confirmed"),
            ("Both keep their quote style: single in web/, double in api/.", "R", None, "paraphrase", "restates both"),
            ("JSX attributes in web/ use double quotes (`jsxSingleQuote: false`).", "F", None, "scope", "a narrower rule for JSX beside the single-quote rule"),
            ("TypeScript in web/ is double-quoted; Python in api/ keeps its double quotes too.", "S", 0, "implicit", "closes the TS belief; the Python one is confirmed"),
            ("Should we align quote style across TypeScript and Python?", "N", None, "question", "a question"),
        ],
    ),
    # ---- English: wrong-target pair, SQL style in two folders ----
    (
        "en",
        [
            "SQL migrations in api/migrations/ are written by hand with uppercase keywords.",
            "SQL in ml/queries/ is formatted with sqlfluff, lowercase keywords.",
        ],
        [
            ("api/ migrations go through sqlfluff now too, lowercase keywords like ml/queries/.", "S", 0, "now_uses", "closes the migrations belief; ml/ is named and confirmed"),
            ("ml/queries/ switched to uppercase keywords (`capitalisation_policy = upper`), same as the migrations.", "S", 1, "switched", "closes the ml/ belief; the migrations are named and confirmed"),
            ("ml/queries/ keeps sqlfluff with lowercase keywords; migrations stay hand-written in uppercase.", "R", None, "paraphrase", "restates both"),
            ("sqlfluff runs in CI on ml/queries/ with the bigquery dialect.", "F", None, "detail", "detail on the ml/ belief"),
            ("Hand-written migrations in api/ use lowercase keywords.", "S", 0, "implicit", "another case for the migrations, no change word"),
            ("Should migrations be generated by alembic autogenerate instead of hand-written?", "N", None, "question", "a proposal"),
        ],
    ),
    # ---- English: wrong-target pair, indentation in two folders ----
    (
        "en",
        [
            "web/ uses 2-space indentation (prettier default).",
            "The Kotlin app in app/ uses 4-space indentation (ktlint).",
        ],
        [
            ("web/ is indented with tabs now (prettier `useTabs: true`) for accessibility; app/ stays on 4 spaces.", "S", 0, "now_uses", "closes the web/ belief; app/ is confirmed"),
            ("Marta: go back to spaces in web/, 2 wide.", "R", None, "paraphrase", "a 'go back' whose value is what is stored"),
            ("app/ moved to 2-space indentation to match web/ (`indent_size = 2` in .editorconfig).", "S", 1, "moved", "closes the app/ belief; web/ is confirmed"),
            ("lockerd/ Go code is tab-indented by gofmt.", "N", None, "related", "another language"),
            ("Kotlin in app/ is indented with 2 spaces; web/ keeps its 2 spaces.", "S", 1, "implicit", "closes the app/ belief; web/ is confirmed"),
            ("JSON fixtures in web/src/fixtures/ keep 4 spaces (copied from the locker firmware); prettier ignores that folder.", "F", None, "scope", "an exception inside web/"),
        ],
    ),
    # ---- English: env vars, config, feature flags ----
    (
        "en",
        [
            "Environment variables are prefixed `TANSY_` and in SCREAMING_SNAKE_CASE (`TANSY_DB_URL`).",
            "Config in api/ is read once in `tansy/settings.py` (pydantic-settings); no `os.environ` anywhere else.",
            "Feature flags are named `ff_<area>_<thing>` and removed within two sprints of full rollout.",
        ],
        [
            ("New env vars drop the prefix: plain `DB_URL`, `REDIS_URL`; the Helm chart namespaces them anyway.", "S", 0, "dropped", "the naming convention changed"),
            ("pydantic-settings was replaced by dynaconf in api/; settings still load in one place, `tansy/config.py`.", "S", 1, "replaced_by", "the config library changed"),
            ("Flags are named `<area>.<thing>` in LaunchDarkly now, e.g. `lockers.heartbeat_v2`.", "S", 2, "now_uses", "flag naming changed"),
            ("Secrets never go in committed env files; `.env.example` holds dummy values.", "N", None, "related", "a second rule beside"),
            ("`os.environ` is allowed in `tansy/cli.py` for the `--debug` bootstrap, nowhere else.", "F", None, "scope", "one named exception"),
            ("Env vars: TANSY_ prefix, upper snake case, e.g. TANSY_REDIS_URL.", "R", None, "paraphrase", "restates"),
            ("Flag cleanup: the owner opens a removal ticket the day the flag hits 100%.", "F", None, "detail", "how cleanup is done"),
            ("Should flags be removed after one sprint instead of two?", "N", None, "question", "a question"),
            ("Stale flags are removed 30 days after reaching 100%, not two sprints.", "S", 2, "negation", "another cleanup deadline, with an explicit not"),
            ("Renamed `TANSY_SMS_KEY` to `TANSY_SMS_API_KEY` in every service.", "N", None, "plain", "one variable renamed; the convention stands"),
        ],
    ),
    # ---- English: stubs, time and fixtures in api/ tests ----
    (
        "en",
        [
            "Outgoing HTTP in api/ tests is stubbed with respx; tests never hit the network.",
            "Time in api/ tests is frozen with freezegun.",
            "Marta wants fixtures in a `conftest.py` per package, not one giant root conftest.",
        ],
        [
            ("Back when the api/ tests froze time with freezegun the async tests kept hanging; time-machine has none of that.", "S", 1, "implicit", "told as history, it says the stored tool is no longer used"),
            ("HTTP stubs in api/ tests are done with pytest-httpx's `httpx_mock` fixture.", "S", 0, "implicit", "another stub tool, no change word"),
            ("Never `time.sleep` in api/ tests to wait for Celery; call the task function directly.", "N", None, "negation", "a prohibition about something else"),
            ("Correction to my note, it's the other way round: Marta wants ONE root conftest.py with the shared fixtures; package conftests only for package-only ones.", "S", 2, "correction", "the agent corrects the stored preference"),
            ("The web/ e2e tests do hit the real staging API; that's fine, they're a different suite.", "N", None, "related", "another folder's tests"),
            ("The respx routes are declared in a `mock_sms` fixture in api/tests/conftest.py.", "F", None, "detail", "where the stored stubs live"),
            ("api/ tests freeze time with freezegun's `freeze_time` decorator.", "R", None, "paraphrase", "restates"),
            ("We no longer freeze time in the Celery task tests; they take `now` as a parameter. The rest keeps freezegun.", "F", None, "scope", "a named exception told with a change word; the rule stands for the rest"),
        ],
    ),
    # ---- Italian: beliefs in Italian, test data in api/ ----
    (
        "it",
        [
            "Nei test di api/ i dati si creano con factory_boy, non con fixture JSON.",
            "Nei test non si mocka il database: si usa un Postgres vero con testcontainers.",
            "I nomi dei test seguono `test_<cosa>_<condizione>`, es. `test_open_door_fails_when_jammed`.",
        ],
        [
            ("Abbiamo sostituito factory_boy con polyfactory; le factory ora stanno in `tests/factories.py`.", "S", 0, "replaced_by", "the factory library was swapped"),
            ("Per i test unitari ora usiamo SQLite in memoria; testcontainers resta solo per i test di integrazione.", "S", 1, "now_uses", "unit tests no longer use a real Postgres"),
            ("Marta ha deciso: nomi dei test come `test_<condizione>__<risultato_atteso>`, con il doppio underscore.", "S", 2, "implicit", "another naming pattern"),
            ("Anche in lockerd/ niente mock del database: si usa SQLite su un file temporaneo.", "N", None, "related", "the same kind of rule for another folder"),
            ("Nei test di api/ i dati vengono da factory_boy, mai da fixture JSON.", "R", None, "paraphrase", "restates"),
            ("Le factory di factory_boy sono in `tests/factories/`, una per modello, con `SubFactory` per le relazioni.", "F", None, "detail", "where the stored factories live"),
        ],
    ),
    # ---- Italian: beliefs in English, Kotlin app conventions ----
    (
        "it",
        [
            "app/ (Kotlin) uses ktlint with the official Android style; run `./gradlew ktlintFormat`.",
            "Repositories in app/ expose `Flow`; no LiveData.",
            "Dependency injection in app/ is Hilt; no hand-written service locators.",
        ],
        [
            ("Siamo passati da Hilt a Koin in app/: è più semplice per i moduli multiplatform.", "S", 2, "switched", "the DI library was swapped"),
            ("In app/ ora si usa detekt con il formatter integrato al posto di ktlint.", "S", 0, "instead_of", "the formatter was swapped"),
            ("LiveData resta solo nei vecchi Fragment della schermata mappa, finché non li riscriviamo in Compose.", "F", None, "scope", "a named exception to the no-LiveData rule"),
            ("Dovremmo usare StateFlow invece di Flow nei ViewModel? Ne parliamo venerdì.", "N", None, "question", "a question about ViewModels"),
            ("Marta non vuole più Flow nei repository: le funzioni sono `suspend` e restituiscono il valore.", "S", 1, "no_longer", "the repository style changed"),
            ("Solo per questa PR Marta accetta codice non formattato; lo sistemiamo dopo il rilascio.", "N", None, "plain", "a one-off"),
        ],
    ),
    # ---- Dutch: beliefs in Dutch, language of answers and reviews ----
    (
        "nl",
        [
            "Marta wil dat de agent in het Nederlands antwoordt als zij Nederlands schrijft, anders in het Engels.",
            "Commitberichten zijn altijd in het Engels.",
            "Review-opmerkingen van de agent zijn als vraag geformuleerd, niet als opdracht.",
        ],
        [
            ("Antwoord Marta altijd in het Engels, ook als ze Nederlands schrijft.", "S", 0, "implicit", "another answer language rule, no change word"),
            ("Commitberichten hoeven niet meer in het Engels; Nederlands mag ook.", "S", 1, "no_longer", "the language rule was relaxed"),
            ("Geen vragen meer in review-opmerkingen: zeg gewoon wat er moet veranderen, Marta vindt de vraagvorm omslachtig.", "S", 2, "no_longer", "the review style changed"),
            ("Commitberichten: altijd Engels.", "R", None, "paraphrase", "restates"),
            ("Codecommentaar mag in het Nederlands.", "N", None, "related", "comments, not commit messages"),
            ("Geef bij review-opmerkingen waar het kan een concrete ```suggestion-blok mee.", "F", None, "detail", "detail on review comments"),
        ],
    ),
    # ---- Dutch: beliefs in English, TypeScript conventions ----
    (
        "nl",
        [
            "web/ TypeScript runs with `strict: true`; no `any` (use `unknown` and narrow).",
            "Named exports only in web/; no default exports.",
            "Prefer `type` aliases over `interface`, except for objects that get extended.",
        ],
        [
            ("Marta is om: default exports overal in web/, één component per bestand.", "S", 1, "switched", "the user reversed the export rule"),
            ("Pagina's en layouts in `app/` moeten een default export hebben (Next.js); daarbuiten blijven het named exports.", "F", None, "scope", "a framework-imposed exception"),
            ("We gebruiken nu overal `interface` voor objecttypes, `type` alleen nog voor unions.", "S", 2, "now_uses", "the type style changed"),
            ("`noUncheckedIndexedAccess` staat nu ook aan in web/tsconfig.json.", "N", None, "related", "another compiler option beside strict"),
            ("Zullen we `any` toch toestaan in tests? Mocks typen kost veel tijd.", "N", None, "question", "a question"),
            ("strict staat uit in web/ sinds de migratie van de oude JS-code, en `any` mag tijdelijk.", "S", 0, "implicit", "strict off, no change word about the rule"),
        ],
    ),
    # ---- Polish: beliefs in Polish, git workflow ----
    (
        "pl",
        [
            "Przed pushem zawsze `git pull --rebase`; żadnych merge commitów z maina do gałęzi.",
            "Marta chce, żeby agent sam nie commitował: tylko przygotowuje zmiany, commit robi ona.",
            "Gałęzie usuwamy od razu po zmergowaniu PR-a.",
        ],
        [
            ("Agent może już sam commitować na swojej gałęzi; push i PR dalej robi Marta.", "S", 1, "now_uses", "the agent may commit now"),
            ("Zamiast rebase'u robimy teraz merge maina do gałęzi, bo rebase psuł stacked PR-y.", "S", 0, "instead_of", "the sync method changed"),
            ("Gałęzie zostają po merge'u przez 30 dni, potem usuwa je bot.", "S", 2, "implicit", "another branch cleanup rule"),
            ("Nie używamy `git push --force`, tylko `--force-with-lease`.", "N", None, "related", "a second rule beside"),
            ("Commity robi Marta; agent tylko przygotowuje zmiany i ich nie commituje.", "R", None, "paraphrase", "restates"),
            ("Przy rebase'ie używamy `--autosquash`, żeby commity fixup! się złączyły.", "F", None, "detail", "detail on rebasing"),
        ],
    ),
    # ---- Polish: beliefs in English, API conventions ----
    (
        "pl",
        [
            "REST paths in api/ use plural nouns in kebab-case: `/parcel-lockers/{id}`.",
            "JSON fields in API responses are camelCase.",
            "API errors are RFC 7807 problem+json bodies.",
        ],
        [
            ("Pola w JSON-ie są od teraz w snake_case, żeby pasowały do modeli w Pythonie.", "S", 1, "now_uses", "the field case changed"),
            ("Błędy API zwracamy w naszym własnym formacie `{\"error\": {\"code\": ..., \"message\": ...}}`; z problem+json zrezygnowaliśmy.", "S", 2, "dropped", "the error format was dropped"),
            ("Ścieżki: `/parcel_lockers/{id}`, snake_case, liczba mnoga.", "S", 0, "implicit", "another path style, no change word"),
            ("Wewnętrzne metody gRPC w lockerd/ mają własne nazewnictwo, ta zasada ich nie dotyczy.", "N", None, "related", "another interface"),
            ("Może przejść na JSON:API? Frontend by na tym skorzystał.", "N", None, "question", "a proposal"),
            ("W problem+json pole `type` to URL strony w docs/errors/, np. `https://docs.tansy.example/errors/door-jammed`.", "F", None, "detail", "detail on the error format"),
        ],
    ),
    # ---- Turkish: beliefs in Turkish, styling in web/ ----
    (
        "tr",
        [
            "web/ stillerinde Tailwind kullanılıyor; ayrı CSS dosyası yazılmıyor.",
            "Renkler ve boşluklar yalnızca `tailwind.config.ts` içindeki tasarım token'larından gelir; sabit hex değeri yazılmaz.",
            "Bileşen kütüphanesi olarak shadcn/ui kullanılıyor.",
        ],
        [
            ("Tailwind'i bıraktık; web/ artık CSS Modules kullanıyor.", "S", 0, "dropped", "the styling approach changed"),
            ("shadcn/ui yerine artık Mantine kullanıyoruz.", "S", 2, "instead_of", "the component library was swapped"),
            ("Token'lar artık `tailwind.config.ts`'de değil, `src/styles/tokens.css` içindeki CSS değişkenlerinde (`--color-primary`).", "S", 1, "moved", "the tokens moved"),
            ("E-posta şablonlarında (web/emails/) satır içi stil zorunlu, orada Tailwind yok.", "F", None, "scope", "an exception for emails"),
            ("web/'de stil için Tailwind; ayrı CSS dosyası yok.", "R", None, "paraphrase", "restates"),
            ("Mobil uygulamada (app/) Material 3 tema renkleri kullanılıyor.", "N", None, "related", "another app"),
        ],
    ),
    # ---- Turkish: beliefs in English, Python typing ----
    (
        "tr",
        [
            "api/ is type-checked with `mypy --strict` in CI.",
            "Write `X | None`, not `Optional[X]`; no `List`/`Dict` from typing.",
            "Pydantic models for request and response bodies; plain dataclasses for internal values.",
        ],
        [
            ("CI'da artık mypy yerine pyright çalışıyor (strict modda).", "S", 0, "instead_of", "the type checker was swapped"),
            ("İç değerler için de artık dataclass değil Pydantic modelleri kullanılıyor; Marta tek bir stil istiyor.", "S", 2, "now_uses", "the internal value style changed"),
            ("Tip ipuçlarında `Optional[X]` yazılıyor; ruff'un UP007 kuralı kapalı.", "S", 1, "implicit", "the opposite style, no change word"),
            ("ml/ klasöründe tip kontrolü yok, orası deneysel kod.", "N", None, "related", "another folder"),
            ("mypy'yi pyright ile değiştirsek mi? Daha hızlı diyorlar.", "N", None, "question", "a question"),
            ("Pydantic modelleri `model_config = ConfigDict(extra=\"forbid\")` ile tanımlanıyor.", "F", None, "detail", "detail on the models"),
        ],
    ),
    # ---- Ukrainian: beliefs in Ukrainian, pre-commit and CI ----
    (
        "uk",
        [
            "pre-commit запускає ruff, mypy і prettier; комітити без нього не можна.",
            "У CI тести йдуть паралельно через `pytest -n auto` (pytest-xdist).",
            "Назви job'ів у GitHub Actions — у kebab-case: `api-tests`, `web-lint`.",
        ],
        [
            ("Ми прибрали mypy з pre-commit: надто повільний, тепер він тільки в CI.", "S", 0, "dropped", "the hook list changed"),
            ("Тести в CI тепер ідуть послідовно: xdist ламав фікстури з базою.", "S", 1, "now_uses", "parallel runs dropped"),
            ("Job'и в Actions тепер називаємо з групою через скісну риску: `api / tests`, `web / lint`.", "S", 2, "now_uses", "job naming changed"),
            ("У мобільному застосунку (app/) pre-commit не використовується, там ktlint у Gradle.", "N", None, "related", "another folder"),
            ("Без pre-commit не комітимо: ruff, mypy, prettier.", "R", None, "paraphrase", "restates"),
            ("`pytest -n auto` у CI йде з `--dist loadfile`, щоб тести з одного файлу не розходилися по воркерах.", "F", None, "detail", "detail on the parallel run"),
        ],
    ),
    # ---- Ukrainian: beliefs in English, the agent's working habits ----
    (
        "uk",
        [
            "Run the full test suite (`make test`) before saying a task is done.",
            "Marta prefers the agent to open a draft PR early and push small commits to it.",
            "When unsure about a requirement, ask one question at a time, not a list.",
        ],
        [
            ("Повний `make test` більше не потрібен: досить `make test-changed`, CI однаково проганяє все.", "S", 0, "no_longer", "the check before done changed"),
            ("Марта тепер хоче, щоб PR відкривався лише готовим, зі сквошеними комітами.", "S", 1, "now_uses", "no early drafts"),
            ("Якщо питань кілька, збери їх в один нумерований список; Марті так зручніше.", "S", 2, "implicit", "the opposite question style"),
            ("Цього разу тести можна не запускати: це лише правка в README.", "N", None, "plain", "a one-off"),
            ("Чи варто запускати e2e перед кожним PR? Вони йдуть 20 хвилин.", "N", None, "question", "a question"),
            ("`make test` запускає юніт- та інтеграційні тести, e2e туди не входять.", "F", None, "detail", "what the stored command runs"),
        ],
    ),
    # ---- Swedish: beliefs in Swedish, Go conventions ----
    (
        "sv",
        [
            "I lockerd/ skickas `context.Context` alltid som första parameter, aldrig i structar.",
            "Konfigurationen i lockerd/ läses från flaggor med `flag`-paketet; inga konfigfiler.",
            "Interfaces definieras där de används (hos konsumenten), inte bredvid implementationen.",
        ],
        [
            ("lockerd/ läser nu sin konfiguration från `/etc/tansy/lockerd.toml`; flaggorna finns kvar bara för att skriva över värden.", "S", 1, "now_uses", "config files now"),
            ("Interfaces ligger numera samlade i ett eget paket, `internal/ports`.", "S", 2, "moved", "interfaces moved"),
            ("Context skickas inte längre som parameter i lockerd/: varje worker har sin egen ctx i structen.", "S", 0, "no_longer", "the context rule changed"),
            ("`ctx` först, sedan övriga parametrar; ingen context i structar.", "R", None, "paraphrase", "restates"),
            ("I api/ används `contextvars` för request-id; det är en annan sak.", "N", None, "related", "another language and mechanism"),
            ("Timeouts sätts med `context.WithTimeout` hos anroparen, aldrig inne i funktionen.", "F", None, "detail", "detail on context use"),
        ],
    ),
    # ---- Swedish: beliefs in English, documentation ----
    (
        "sv",
        [
            "Every service has a README with Setup, Run and Test sections, in that order.",
            "Architecture decisions are ADRs in `docs/adr/NNNN-title.md` (MADR template).",
            "Diagrams are Mermaid inside the Markdown; no image files.",
        ],
        [
            ("ADR:er skrivs inte längre i repot; de ligger i Notion under 'Tansy / Beslut'.", "S", 1, "no_longer", "ADRs moved out of the repo"),
            ("Diagram ritas i Excalidraw och checkas in som `.excalidraw.svg`.", "S", 2, "implicit", "another diagram tool, no change word"),
            ("Vi använder Nygard-mallen för ADR:er i stället för MADR.", "S", 1, "instead_of", "the ADR template changed"),
            ("README:n ska också ha en Deploy-sektion, efter Test.", "F", None, "detail", "a section added after the stored ones"),
            ("Ska vi flytta ADR:erna till en egen wiki?", "N", None, "question", "a question"),
            ("Förr skrev vi ADR:er i Confluence, innan de flyttades in i repot 2023.", "N", None, "plain", "history consistent with the present"),
        ],
    ),
    # ---- Hindi: beliefs in Hindi, logs and metrics ----
    (
        "hi",
        [
            "लॉग संदेश अंग्रेज़ी में लिखे जाते हैं, छोटे अक्षर से शुरू होते हैं और अंत में पूर्णविराम नहीं होता।",
            "हर अनुरोध के लॉग में `request_id` फ़ील्ड होना ज़रूरी है।",
            "मेट्रिक्स के नाम Prometheus के नियम से रखे जाते हैं: `tansy_<service>_<name>_total`।",
        ],
        [
            ("अब से लॉग संदेश वाक्य की तरह लिखे जाएँगे: बड़े अक्षर से शुरू और अंत में पूर्णविराम।", "S", 0, "now_uses", "the message style changed"),
            ("`request_id` की जगह अब `trace_id` फ़ील्ड इस्तेमाल होता है, जो OpenTelemetry से आता है।", "S", 1, "instead_of", "the field changed"),
            ("मेट्रिक्स अब OpenTelemetry के नामों से हैं, जैसे `tansy.lockers.door_open.count`; Prometheus वाला पैटर्न छोड़ दिया।", "S", 2, "dropped", "the metric naming changed"),
            ("हर लॉग लाइन में request_id होना चाहिए।", "R", None, "paraphrase", "restates"),
            ("क्या lockerd/ के डिवाइस लॉग SD कार्ड पर हिंदी में भी लिखे जा सकते हैं? Marta से पूछना है।", "N", None, "question", "a question"),
            ("`request_id` को `RequestIdMiddleware` जोड़ता है, उसे हाथ से मत डालो।", "F", None, "detail", "how the field gets there"),
        ],
    ),
    # ---- Hindi: beliefs in English, database conventions ----
    (
        "hi",
        [
            "Postgres table names are plural snake_case (`parcel_events`).",
            "Every table has `created_at` and `updated_at` as `timestamptz`.",
            "Migrations are written with Alembic, one migration per PR.",
        ],
        [
            ("टेबल के नाम अब एकवचन में रखे जाते हैं: `parcel_event`, `locker`।", "S", 0, "now_uses", "table naming changed"),
            ("Alembic हटा दिया गया; माइग्रेशन अब sqitch से लिखे जाते हैं।", "S", 2, "dropped", "the migration tool was swapped"),
            ("`updated_at` अब ज़रूरी नहीं, सिर्फ़ `created_at`; इवेंट टेबल वैसे भी बदलती नहीं।", "S", 1, "no_longer", "the column rule changed"),
            ("ml/ की BigQuery टेबलों के नाम अलग नियम से हैं, वहाँ CamelCase चलता है।", "N", None, "related", "another database"),
            ("क्या soft delete के लिए हर टेबल में `deleted_at` भी जोड़ें?", "N", None, "question", "a question"),
            ("`updated_at` को ट्रिगर `set_updated_at()` अपडेट करता है, ऐप का कोड नहीं।", "F", None, "detail", "how the column is kept"),
        ],
    ),
    # ---- Indonesian: beliefs in Indonesian, state and data in web/ ----
    (
        "id",
        [
            "Di web/, data dari server diambil dengan TanStack Query; tidak ada fetch langsung di komponen.",
            "State global pakai Zustand, bukan Redux.",
            "Form di web/ pakai react-hook-form dengan validasi Zod.",
        ],
        [
            ("Kami pindah dari Zustand ke Jotai untuk state global di web/.", "S", 1, "from_to", "the state library was swapped"),
            ("Data server sekarang diambil lewat React Server Components dan `fetch` di server; TanStack Query hanya untuk polling status loker.", "S", 0, "now_uses", "data fetching changed for most of the app"),
            ("Form sekarang pakai Conform dengan Zod; react-hook-form sudah dihapus.", "S", 2, "gone", "the form library was swapped"),
            ("State global pakai Zustand, Redux tidak dipakai.", "R", None, "paraphrase", "restates"),
            ("Di app/ (Kotlin) state layar disimpan di ViewModel dengan StateFlow.", "N", None, "related", "another app"),
            ("Query key TanStack ditulis sebagai array, `['lockers', lockerId]`, lewat helper `qk.lockers()`.", "F", None, "detail", "detail on the stored library"),
        ],
    ),
    # ---- Indonesian: beliefs in English, dependency habits ----
    (
        "id",
        [
            "Dependencies are updated by Renovate, grouped weekly on Monday mornings.",
            "Exact versions only in web/package.json (no `^` or `~`).",
            "A new dependency needs Marta's OK in the PR description: why, size, licence.",
        ],
        [
            ("Renovate diganti Dependabot; PR-nya tetap dikelompokkan mingguan.", "S", 0, "replaced_by", "the update bot was swapped"),
            ("Di web/package.json sekarang boleh pakai `^`; lockfile sudah cukup untuk mengunci versi.", "S", 1, "now_uses", "the pinning rule was lifted"),
            ("Dependensi baru tidak perlu persetujuan Marta lagi; cukup satu reviewer biasa.", "S", 2, "no_longer", "the approval rule is gone"),
            ("Untuk devDependencies boleh pakai `^`? Perlu ditanyakan ke Marta.", "N", None, "question", "a question"),
            ("Dulu kami update dependensi manual tiap akhir sprint, sebelum ada Renovate.", "N", None, "plain", "history"),
            ("Update keamanan dari Renovate tidak menunggu Senin; PR-nya langsung dibuat.", "F", None, "scope", "an exception to the weekly grouping"),
        ],
    ),
    # ---- Thai: beliefs in Thai, container conventions ----
    (
        "th",
        [
            "Dockerfile ทุกตัวใช้ multi-stage build และ image สุดท้ายเป็น distroless",
            "แท็กของ image ใช้ git SHA แบบสั้น ห้ามใช้ `latest`",
            "ไฟล์ compose สำหรับ dev อยู่ที่ `compose.dev.yaml` ที่ root ของ repo",
        ],
        [
            ("เปลี่ยน image สุดท้ายจาก distroless เป็น alpine แล้ว เพราะต้องมี shell ไว้ debug", "S", 0, "from_to", "the base image changed"),
            ("ตอนนี้แท็ก image ด้วยเวอร์ชัน semver เช่น `1.8.2` แทน git SHA", "S", 1, "instead_of", "the tag scheme changed"),
            ("ย้ายไฟล์ compose ไปไว้ที่ `dev/compose.yaml` แล้ว", "S", 2, "moved", "the file moved"),
            ("image ของ lockerd สำหรับตู้ล็อกเกอร์ต้อง build เป็น arm64 ด้วย", "N", None, "related", "another requirement beside"),
            ("ห้ามใช้แท็ก latest ให้ใช้ short SHA ของ git เท่านั้น", "R", None, "paraphrase", "restates"),
            ("image ของ ml/ ใช้ `python:3.12-slim` แทน distroless เพราะต้องใช้ไลบรารี CUDA", "F", None, "scope", "an exception for one image"),
        ],
    ),
    # ---- Thai: beliefs in English, naming ----
    (
        "th",
        [
            "Boolean variables and fields start with is/has/can (`isOpen`, `hasParcel`).",
            "Initialisms keep one case in Go names: `lockerID`, `httpURL`, not `lockerId`.",
            "React hooks live in files named `useThing.ts`, one hook per file.",
        ],
        [
            ("ไม่ต้องใส่ is/has นำหน้าตัวแปร boolean แล้ว ใช้คำคุณศัพท์ตรง ๆ เช่น `open`, `jammed`", "S", 0, "no_longer", "the prefix rule is gone"),
            ("ไฟล์ hook ตอนนี้ตั้งชื่อแบบ kebab-case เช่น `use-locker-status.ts` และรวม hook ที่เกี่ยวข้องไว้ไฟล์เดียวได้", "S", 2, "now_uses", "the file convention changed"),
            ("ชื่อใน Go ให้เขียน `lockerId`, `httpUrl`", "S", 1, "implicit", "the opposite style, no change word"),
            ("ควรบังคับกฎพวกนี้ด้วย linter ไหม เช่น revive หรือ eslint naming-convention", "N", None, "question", "a question"),
            ("วันนี้รีบ ตั้งชื่อตามสะดวกไปก่อน เดี๋ยว Marta rename ทีหลังเอง", "N", None, "plain", "a one-off"),
            ("ใน Go ตัวย่อใช้ตัวพิมพ์เดียวกันทั้งคำ รวมถึงพหูพจน์ เช่น `parcelID`, `userIDs`", "F", None, "example", "more examples of the stored rule"),
        ],
    ),
    # ---- Vietnamese: beliefs in Vietnamese, coverage and CI ----
    (
        "vi",
        [
            "Độ phủ test của api/ phải từ 80% trở lên; CI sẽ fail nếu thấp hơn.",
            "Test e2e dùng Playwright, chạy trên Chromium.",
            "Không merge khi CI đỏ, kể cả khi lỗi là do test flaky.",
        ],
        [
            ("Ngưỡng coverage của api/ là 70%, cấu hình trong `pyproject.toml` (`fail_under = 70`).", "S", 0, "implicit", "another threshold, no change word"),
            ("Chúng tôi chuyển test e2e từ Playwright sang Cypress.", "S", 1, "from_to", "the e2e tool was swapped"),
            ("Không còn chặn merge vì test flaky: nếu chỉ các test trong danh sách quarantine fail thì vẫn merge được.", "S", 2, "no_longer", "the explicit flaky clause was reversed"),
            ("Không bao giờ merge khi CI đỏ, test flaky cũng không phải ngoại lệ.", "R", None, "paraphrase", "restates"),
            ("web/ chưa có ngưỡng coverage.", "N", None, "related", "another folder"),
            ("Coverage đo bằng `pytest-cov` với `--cov-branch`, tính cả nhánh.", "F", None, "detail", "how coverage is measured"),
        ],
    ),
    # ---- Vietnamese: beliefs in English, answer format and bug-fix habits ----
    (
        "vi",
        [
            "Marta wants code blocks with the file path as the first comment line.",
            "Explain changes in bullet points, never more than five.",
            "When fixing a bug, write a failing test first, then change the code.",
        ],
        [
            ("Marta không cần đường dẫn file trong code block nữa; giờ ghi tên file ở dòng ngay trên block.", "S", 0, "no_longer", "the path moved out of the block"),
            ("Giải thích thay đổi bằng một đoạn văn ngắn, không dùng gạch đầu dòng.", "S", 1, "implicit", "the opposite format, no change word"),
            ("Với bug ở phần serial của lockerd/ thì không cần viết test trước, vì không giả lập được phần cứng.", "F", None, "scope", "a named exception"),
            ("Lần này sửa gấp lỗi production, chưa cần viết test, sẽ bổ sung sau.", "N", None, "plain", "a one-off"),
            ("Có nên làm TDD cho cả tính năng mới không, hay chỉ khi sửa bug?", "N", None, "question", "a question"),
            ("Giờ không viết test trước nữa: sửa code trước, rồi thêm test hồi quy trong cùng PR.", "S", 2, "no_longer", "the test-first habit was dropped"),
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
                "id": f"i{n:03d}",
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
