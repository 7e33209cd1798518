"""Build pairs27.jsonl: a blind write-gate pairs set about versions, dependencies and toolchains.

The rows are written here as scenarios: two or three stored beliefs a coding agent keeps about which
runtime, library, framework, compiler, package manager, base image, database engine version or tool
one product uses and pins, and several new statements judged against them. Invented identifiers
(image digests, PR numbers, advisory ids) are drawn from a string-seeded ``random.Random``; the
renderer shuffles each row's ``existing`` with a string-seeded ``random.Random`` too, so the file is
byte-identical on every run whatever ``PYTHONHASHSEED`` is. Stdlib only.

    python pairs27_build.py          # write pairs27.jsonl next to this file
    python pairs27_build.py --check  # compare with a fresh render
"""

# ruff: noqa: E501
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs27.jsonl")
SEED = "pairs27-r41"
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}


def _values() -> dict[str, str]:
    """Invented identifiers, the same on every run."""
    rng = random.Random(f"{SEED}-values")
    hexd = "0123456789abcdef"

    def pick(chars: str, n: int) -> str:
        return "".join(rng.choice(chars) for _ in range(n))

    out = {}
    for i in range(1, 9):
        out[f"d{i}"] = pick(hexd, 12)
    for i in range(1, 13):
        out[f"pr{i}"] = str(rng.randrange(1400, 3900))
    for i in range(1, 6):
        out[f"cve{i}"] = f"CVE-2026-{rng.randrange(20000, 49999)}"
    return out


V = _values()

# (lang, existing beliefs, rows); a row is (new, label, target, phrasing, note).
# target indexes the beliefs as written here, before the shuffle; None unless "S".
# ⟨name⟩ in a text is replaced by V[name] when rendering.
SCENARIOS: list[tuple[str, list[str], list[tuple[str, str, int | None, str, str]]]] = [
    # ---- English: the api's Python, Django and lockfile ----
    (
        "en",
        [
            "We pin Django 4.2 LTS in the api (`Django>=4.2,<4.3` in `api/requirements.in`); no 5.x without Marta's sign-off.",
            "api dependencies are locked with pip-tools: `pip-compile --generate-hashes api/requirements.in` writes `api/requirements.txt`.",
            "The api image is built `FROM python:3.11-slim-bookworm`, pinned by digest (`sha256:⟨d1⟩…`) in `api/Dockerfile`.",
        ],
        [
            ("Upgraded the api to Python 3.12: `api/Dockerfile` is `FROM python:3.12-slim-bookworm` now, digest refreshed.", "S", 2, "switched", "the base image (and the Python it carries) changed"),
            ("Django is on 5.1 in the api; the `<4.3` cap came out of requirements.in in PR #⟨pr1⟩.", "S", 0, "now_uses", "the Django pin was lifted to 5.1"),
            ("The api lockfile is produced by `uv pip compile` instead of pip-tools; same requirements.txt, hashes included.", "S", 1, "instead_of", "the lock tool changed"),
            ("Should we go straight to Django 5.2 LTS when it lands, or wait for 5.2.1?", "N", None, "question", "a question about a future upgrade"),
            ("The ⟨cve1⟩ advisory for Django's JSONField key lookups is fixed in 4.2.14; our lock has 4.2.16, so nothing to do.", "N", None, "plain", "a CVE note; the pin stands"),
            ("Bumped djangorestframework to 3.15 in the api; it still supports Django 4.2.", "N", None, "related", "an upgrade of another library"),
            ("The analysis notebooks run on `python:3.12` in the devcontainer; that's not the api image.", "N", None, "related", "another environment's Python"),
            ("Reminder: the api stays on the Django 4.2 LTS line; nobody bumps to 5.x on their own.", "R", None, "paraphrase", "restates the pin"),
            ("Renovate watches the base-image digest and opens a PR when the slim image is rebuilt; we merge those on Mondays.", "F", None, "detail", "how the stored digest pin is kept fresh"),
            ("The api image is built `FROM python:3.11-alpine3.20`.", "S", 2, "implicit", "another base image, no change word"),
            ("pip-tools stays for the api; the docs site locks with Poetry, don't mix them up.", "N", None, "related", "another tool for another package; confirms the stored one"),
            ("Correction: the api base is `python:3.11-slim-bullseye`, not bookworm; I misread the Dockerfile.", "S", 2, "correction", "the agent corrects the stored base image"),
            ("We tried Django 5.0 on a branch and reverted; main is back on 4.2 LTS.", "R", None, "paraphrase", "a rollback that restores the stored pin"),
        ],
    ),
    # ---- English: web's Node, package manager and Next.js ----
    (
        "en",
        [
            "web/ builds and tests on Node 18 in CI (`.nvmrc` says `18`, `actions/setup-node` reads it).",
            "web/ uses pnpm, not npm or yarn: pnpm 8 via corepack (`packageManager` in package.json); never commit a package-lock.json.",
            "web/ is Next.js 13 with the pages router; the app router is not used anywhere.",
        ],
        [
            ("We upgraded CI to Node 20; `.nvmrc` says `20` now.", "S", 0, "switched", "the Node version in CI was bumped"),
            ("web/ moved from pnpm to Bun for installs; `bun.lockb` replaces `pnpm-lock.yaml`.", "S", 1, "from_to", "the package manager was swapped"),
            ("Next.js is on 14.2 and the dashboard pages were migrated to the app router; `pages/` is gone.", "S", 2, "now_uses", "the framework version and router changed"),
            ("Should we move CI to Node 22 now that it's LTS?", "N", None, "question", "a question, not a decision"),
            ("The marketing site (separate repo) is on Node 20; web/ is unaffected.", "N", None, "related", "another project's Node version"),
            ("Bumped `next-auth` to 4.24 in web/; no Next.js change.", "N", None, "related", "an upgrade of another package"),
            ("pnpm 8, through corepack, for web/; a package-lock.json in a PR means someone ran npm by mistake.", "R", None, "paraphrase", "restates the package manager rule"),
            ("The corepack pin is exact: `\"packageManager\": \"pnpm@8.15.4\"`, so CI and laptops resolve the same pnpm.", "F", None, "detail", "the exact version behind the stored pnpm pin"),
            ("`.nvmrc` reads `20.11.1`.", "S", 0, "implicit", "another Node version, no change word"),
            ("Temporarily pinned `sharp` to 0.32 in web/ because 0.33's prebuilt binary fails on the CI image; revisit next sprint.", "N", None, "related", "a temporary pin of another package"),
            ("npm is no longer banned in web/: we dropped pnpm and use npm workspaces with a committed package-lock.json.", "S", 1, "dropped", "the package manager rule was reversed"),
            ("The storybook job runs on Node 18 as well; it shares the `.nvmrc`.", "F", None, "detail", "one more job under the stored Node version"),
            ("The app router is still not used; a spike on it was closed without merging.", "R", None, "paraphrase", "confirms the stored router"),
            ("Node 20 was tried in CI on a branch and reverted after the `sharp` failures; `.nvmrc` is back to 18.", "R", None, "paraphrase", "a rollback that restores the stored Node version"),
        ],
    ),
    # ---- English: formatters and linters (wrong-target pairs: black vs Prettier) ----
    (
        "en",
        [
            "Python code is formatted with black (line length 100), run by pre-commit; isort handles imports with the black profile.",
            "web/ is formatted with Prettier 3 (`.prettierrc`, single quotes, no semicolons); ESLint only lints, it never formats.",
            "Python linting is flake8 with the `flake8-bugbear` plugin; config lives in `setup.cfg`.",
        ],
        [
            ("Switched the Python formatter to `ruff format`; black and isort are out of pre-commit.", "S", 0, "switched", "the Python formatter was swapped"),
            ("web/ formats with Biome now instead of Prettier; `.prettierrc` was deleted.", "S", 1, "instead_of", "the web formatter was swapped; the Python one stands"),
            ("flake8 is gone; `ruff check` runs the same rules (bugbear included) from `pyproject.toml`.", "S", 2, "replaced_by", "the Python linter was replaced"),
            ("Prettier stays for web/; only the Python side moved to ruff format.", "S", 0, "moved", "wrong-target trap: the Python formatter changed, Prettier is confirmed"),
            ("Python formatting is still black; Biome replaced Prettier for web/ only.", "S", 1, "replaced_by", "wrong-target trap: the web formatter changed, black is confirmed"),
            ("Should we try `ruff format`? It's mostly black-compatible and a lot faster.", "N", None, "question", "a proposal"),
            ("Added `mypy` to pre-commit for `api/billing/` only; flake8 still does the linting.", "N", None, "related", "a second tool beside the stored linter"),
            ("Black's line length was raised from 100 to 120 after the team vote.", "S", 0, "from_to", "the stored formatter setting changed"),
            ("Prettier for web/, black for Python: nothing else formats code in this repo.", "R", None, "paraphrase", "restates both formatters"),
            ("The black hook in pre-commit is pinned at `24.3.0` so CI and laptops format the same way.", "F", None, "detail", "the exact version behind the stored formatter"),
            ("`ruff format` runs on the `scripts/` folder only, as a trial; black still owns api/ and worker/.", "F", None, "scope", "an exception for one folder; the stored formatter stands elsewhere"),
            ("We don't run ESLint's stylistic rules at all; Prettier has the last word on layout.", "N", None, "negation", "a negation about something else; denies nothing stored"),
        ],
    ),
    # ---- English: database engines (wrong-target pairs: prod vs local Postgres) ----
    (
        "en",
        [
            "Production runs PostgreSQL 15 on RDS (`db.r6g.large`, Multi-AZ, eu-west-1).",
            "Local dev and CI use the `postgres:14-alpine` image from `docker-compose.yml`; it lags prod by one major version, known and accepted.",
            "Celery's broker and the cache are Redis 7.0 on ElastiCache (cluster mode off).",
        ],
        [
            ("Prod was upgraded to PostgreSQL 16 on Sunday night (blue/green on RDS, 4 minutes of read-only).", "S", 0, "switched", "the prod engine version changed"),
            ("docker-compose.yml now pulls `postgres:15-alpine`; the one-version lag behind prod is gone.", "S", 1, "now_uses", "the dev/CI image changed"),
            ("Prod is still on PostgreSQL 15; only docker-compose moved to `postgres:15-alpine`.", "S", 1, "moved", "wrong-target trap: the dev/CI image changed, prod is confirmed"),
            ("CI now runs against `postgres:16-alpine` to rehearse the upgrade; the prod RDS instance is untouched.", "S", 1, "now_uses", "wrong-target trap: the CI image changed, prod is named and unchanged"),
            ("The Celery broker moved from Redis to RabbitMQ 3.13 (Amazon MQ); Redis is only the cache now.", "S", 2, "from_to", "the broker changed; a stored bundled belief is closed"),
            ("Redis was replaced by Valkey 7.2 on ElastiCache for both the broker and the cache.", "S", 2, "replaced_by", "the engine was swapped"),
            ("The staging RDS instance is PostgreSQL 16 for the upgrade rehearsal; prod stays on 15 until the rehearsal passes.", "N", None, "related", "another environment's version; a plan"),
            ("AWS ends standard support for PostgreSQL 15 on RDS in 2027; we should plan the 16 or 17 upgrade.", "N", None, "question", "a plan, not a change"),
            ("Prod: PostgreSQL 15, RDS, Multi-AZ in eu-west-1.", "R", None, "paraphrase", "restates the prod engine"),
            ("The prod parameter group is `berthly-pg15` with `shared_preload_libraries = pg_stat_statements`.", "F", None, "detail", "detail on the stored prod instance"),
            ("The analytics replica runs ClickHouse 24.3; it reads from Postgres through the `PostgreSQL` table engine.", "N", None, "related", "another database engine beside the stored ones"),
            ("Prod runs Aurora PostgreSQL 15.5, not plain RDS — I wrote the wrong engine; the version is right.", "S", 0, "correction", "the agent corrects the engine of the stored belief"),
            ("`redis-py` was bumped to 5.0 in the worker; the server is unchanged.", "N", None, "related", "a client library upgrade, not the server"),
            ("We don't run Postgres inside Kubernetes, and we won't: the operators were evaluated and turned down.", "N", None, "negation", "a negation about something else; the stored engines stand"),
        ],
    ),
    # ---- English: the Go ingest service tideway ----
    (
        "en",
        [
            "tideway is built with Go 1.21 (`go 1.21` and `toolchain go1.21.6` in `tideway/go.mod`).",
            "tideway lints with golangci-lint v1.55.2, pinned in `.github/workflows/tideway.yml`.",
            "tideway ships as `gcr.io/distroless/static-debian12:nonroot`; the binary is built with `CGO_ENABLED=0`.",
        ],
        [
            ("tideway is on Go 1.22 now (`toolchain go1.22.3`); the loop-variable change needed no code fixes.", "S", 0, "now_uses", "the Go toolchain was bumped"),
            ("golangci-lint was bumped to v1.59.1 in the tideway workflow.", "S", 1, "switched", "the linter version changed"),
            ("tideway's final stage is `alpine:3.20` instead of distroless, because ops wanted a shell for debugging.", "S", 2, "instead_of", "the runtime image changed"),
            ("`tideway/go.mod`: `go 1.23`, `toolchain go1.23.1`.", "S", 0, "implicit", "another Go version, no change word"),
            ("tideway needs `CGO_ENABLED=1` now for the sqlite buffer, so the image is `distroless/base-debian12` with glibc.", "S", 2, "now_uses", "the build flag and runtime image changed"),
            ("Go 1.21 stops getting security fixes when 1.23 ships; should we plan the bump for tideway?", "N", None, "question", "a question about a future bump"),
            ("The `govulncheck` job reported ⟨cve2⟩ in `golang.org/x/net`; bumped x/net to v0.23, the toolchain is unchanged.", "N", None, "related", "a CVE fix in a dependency"),
            ("Added `staticcheck` as a separate CI job for tideway; golangci-lint stays as the main linter.", "N", None, "related", "a second tool beside the stored linter"),
            ("tideway: Go 1.21, toolchain go1.21.6, as go.mod says.", "R", None, "paraphrase", "restates the toolchain"),
            ("The golangci-lint config enables `errcheck`, `govet` and `revive`, with `revive` set to warning only.", "F", None, "detail", "detail on the stored linter"),
            ("The `tideway-sim` test harness builds with Go 1.22 because of a generic iterator it uses; tideway itself stays on 1.21.", "N", None, "related", "another module's Go version"),
            ("Correction: golangci-lint is v1.54.2 in the workflow, not v1.55.2.", "S", 1, "correction", "the agent corrects the pinned version"),
        ],
    ),
    # ---- English: the Rust CLI berthctl ----
    (
        "en",
        [
            "berthctl builds on Rust 1.78 (`rust-toolchain.toml`: `channel = \"1.78\"`), edition 2021.",
            "berthctl's MSRV is 1.70 (`rust-version = \"1.70\"` in Cargo.toml); CI checks it with a separate job.",
            "Release binaries for Linux arm64 and musl are cross-compiled with `cross` 0.2.5 in the release workflow.",
        ],
        [
            ("rust-toolchain.toml is on `channel = \"1.80\"` now.", "S", 0, "now_uses", "the pinned toolchain was bumped"),
            ("We raised berthctl's MSRV from 1.70 to 1.74 to use `cargo` lint tables.", "S", 1, "from_to", "the MSRV changed"),
            ("`cross` is gone from the release workflow; we build with `cargo-zigbuild` for arm64 and musl.", "S", 2, "gone", "the cross-compile tool was replaced"),
            ("berthctl moved to edition 2024 with the 1.85 toolchain.", "S", 0, "moved", "toolchain and edition changed"),
            ("We no longer promise an MSRV for berthctl; the `rust-version` field and the MSRV job were removed.", "S", 1, "no_longer", "the MSRV policy was dropped"),
            ("Should berthctl follow stable instead of a pinned toolchain? Renovate could bump the pin monthly.", "N", None, "question", "a proposal"),
            ("Bumped `clap` to 4.5 and `reqwest` to 0.12 in berthctl; both still build on 1.70.", "N", None, "related", "dependency upgrades that keep the stored MSRV"),
            ("macOS release binaries are built natively on `macos-14` runners, not with cross.", "N", None, "related", "another target's build path; the stored one stands"),
            ("The MSRV job runs `cargo +1.70 check --locked` on every PR.", "F", None, "detail", "how the stored MSRV check works"),
            ("berthctl: toolchain pinned at 1.78 in rust-toolchain.toml, edition 2021.", "R", None, "paraphrase", "restates the toolchain pin"),
            ("`cargo-deny` flagged ⟨cve3⟩ in `rustls-webpki`; `cargo update -p rustls-webpki` fixed it.", "N", None, "plain", "a CVE note about a dependency"),
            ("Windows builds use the nightly toolchain for one unstable flag; everything else stays on the pinned 1.78.", "F", None, "scope", "an exception for one target"),
            ("Temporarily pinned the `time` crate to 0.3.35 in Cargo.lock: 0.3.36 fails to build on 1.78. Drop the pin when the toolchain moves.", "N", None, "related", "a temporary pin of a dependency; the toolchain stands"),
        ],
    ),
    # ---- English: the mobile app ----
    (
        "en",
        [
            "The mobile app is Expo SDK 50 (React Native 0.73), managed workflow; builds go through EAS Build.",
            "The Hermes engine is on for both iOS and Android; JSC is not used.",
            "iOS builds in CI use Xcode 15.2 on the `macos-13` runner (`xcode-select` step in `mobile-ios.yml`).",
        ],
        [
            ("We're on Expo SDK 51 (React Native 0.74) after the upgrade PR #⟨pr2⟩ merged.", "S", 0, "now_uses", "the SDK version was bumped"),
            ("iOS CI moved to `macos-14` with Xcode 15.4; App Store uploads now require it.", "S", 2, "moved", "runner and Xcode changed"),
            ("The app is no longer on the managed workflow: we ran `expo prebuild` and the `ios/` and `android/` folders are committed now.", "S", 0, "no_longer", "the workflow changed; the stored belief bundles it"),
            ("Android switched back to JSC because Hermes broke the Intl polyfill; iOS keeps Hermes.", "S", 1, "switched", "Hermes no longer on both platforms"),
            ("Xcode 16.0 is selected in `mobile-ios.yml`.", "S", 2, "implicit", "another Xcode version, no change word"),
            ("Expo SDK 52 makes the new architecture the default; do we want to try it?", "N", None, "question", "a question"),
            ("Bumped `react-native-reanimated` to 3.10; the Expo SDK is unchanged.", "N", None, "related", "an upgrade of another package"),
            ("The web dashboard has nothing to do with the app's React Native version; it's React 18 in Next.js.", "N", None, "related", "another app's framework"),
            ("Hermes on both platforms; we never ship JSC.", "R", None, "paraphrase", "restates the engine"),
            ("EAS Build uses the `production` profile with `node: 20.11.1` and the `sdk-50` image.", "F", None, "detail", "detail of the stored EAS builds"),
            ("Local iOS builds on Jonas's laptop run Xcode 16 beta; CI is still 15.2.", "N", None, "related", "a personal machine, not the stored CI"),
            ("EAS Update is used for over-the-air JS fixes; native changes still need a store build.", "N", None, "related", "another Expo service beside the stored ones"),
        ],
    ),
    # ---- English: CI and infra tools ----
    (
        "en",
        [
            "Terraform is pinned to 1.5.7 (the last MPL release) in `infra/.terraform-version` and `required_version = \"= 1.5.7\"`.",
            "GitHub Actions jobs run on `ubuntu-22.04`, pinned, not `ubuntu-latest`.",
            "Container images are built with `docker buildx` and pushed to ECR; BuildKit cache goes to the `berthly-buildcache` repository.",
        ],
        [
            ("infra/ moved from Terraform 1.5.7 to OpenTofu 1.7; `tofu` replaces `terraform` in every workflow.", "S", 0, "from_to", "the IaC tool was swapped"),
            ("The CI jobs run on `ubuntu-24.04` now; the 22.04 pin was bumped in one PR across all workflows.", "S", 1, "switched", "the runner image changed"),
            ("Images are built with Kaniko in the cluster instead of buildx; the ECR cache repo is unused.", "S", 2, "instead_of", "the build tool changed"),
            ("`infra/.terraform-version` says `1.5.7`, and so does `required_version`.", "R", None, "paraphrase", "restates the pin"),
            ("Should we move to Terraform 1.9 despite the BUSL license, or go OpenTofu?", "N", None, "question", "an open question"),
            ("The hashicorp/aws provider was bumped to 5.60; Terraform itself stays on 1.5.7.", "N", None, "related", "a provider upgrade, not the tool"),
            ("Only the GPU benchmark job runs on `ubuntu-latest-gpu`, a larger runner; everything else keeps the 22.04 pin.", "F", None, "scope", "an exception for one job"),
            ("The self-hosted runners for the arm64 builds run Ubuntu 24.04; the hosted jobs stay on 22.04.", "F", None, "scope", "an exception for the self-hosted runners"),
            ("We no longer pin the runner: every workflow uses `ubuntu-latest`.", "S", 1, "no_longer", "the pin was dropped"),
            ("Build cache now goes to GitHub Actions cache (`type=gha`); the ECR cache repository was deleted.", "S", 2, "now_uses", "the bundled cache location changed"),
            ("We do not use Terraform Cloud; state is in S3 with a DynamoDB lock table.", "N", None, "negation", "a negation about something else"),
            ("Correction: infra pins Terraform 1.5.5, not 1.5.7; the `.terraform-version` file says so.", "S", 0, "correction", "the agent corrects the pinned version"),
            ("A Renovate PR bumped Terraform to 1.6.0 and auto-merged; we reverted it the same day, so infra is on 1.5.7 again.", "R", None, "paraphrase", "a rollback that restores the stored pin"),
        ],
    ),
    # ---- English: test stack ----
    (
        "en",
        [
            "api tests run on pytest 7.4 with pytest-django; `pytest.ini` sets `DJANGO_SETTINGS_MODULE`.",
            "web/ unit tests use Jest 29 with `ts-jest`.",
            "End-to-end tests use Playwright 1.42 (Chromium and WebKit), pinned in `e2e/package.json`.",
        ],
        [
            ("web/ unit tests moved from Jest to Vitest 1.6; `jest.config.ts` and ts-jest are gone.", "S", 1, "from_to", "the web test runner was swapped"),
            ("pytest was bumped to 8.2 in the api; pytest-django 4.8 came with it.", "S", 0, "switched", "the pytest version changed"),
            ("Playwright is on 1.45 in e2e/.", "S", 2, "implicit", "another Playwright version, no change word"),
            ("e2e tests were rewritten in Cypress 13; Playwright was removed from e2e/package.json.", "S", 2, "replaced_by", "the e2e tool was swapped"),
            ("The api test suite no longer uses pytest-django: we moved to Django's own test runner with `manage.py test`.", "S", 0, "no_longer", "the api test stack changed"),
            ("Should we add Firefox to the Playwright matrix?", "N", None, "question", "a question"),
            ("Added `pytest-xdist` to the api tests; CI runs them with `-n 4`.", "N", None, "related", "a plugin added beside the stored stack"),
            ("Playwright 1.42, Chromium and WebKit, pinned in e2e/.", "R", None, "paraphrase", "restates the e2e pin"),
            ("The Playwright browsers come from the `mcr.microsoft.com/playwright:v1.42.1-jammy` image in CI, so the versions match the pin.", "F", None, "detail", "how the stored pin is matched in CI"),
            ("The worker's tests run on pytest too, with the same version as the api.", "N", None, "related", "another package's test runner; the stored one stands"),
            ("Jest's watch mode is broken on Node 20 for two people; it's a watchman issue, not a Jest version problem.", "N", None, "plain", "a local glitch; denies nothing"),
            ("We never used Selenium here; an old README line said so by mistake.", "N", None, "negation", "a negation about a tool not stored"),
        ],
    ),
    # ---- English: Kubernetes and cluster add-ons ----
    (
        "en",
        [
            "The prod cluster is EKS on Kubernetes 1.28; node groups use the AL2 EKS-optimized AMI.",
            "Ingress is ingress-nginx (Helm chart 4.8), one controller per cluster.",
            "TLS certificates come from cert-manager 1.13 with the Let's Encrypt HTTP-01 solver.",
        ],
        [
            ("Prod EKS was upgraded to 1.30 this morning; nodes rolled onto the new AMI.", "S", 0, "switched", "the cluster version was bumped"),
            ("Node groups run Bottlerocket now instead of AL2.", "S", 0, "instead_of", "the node OS in the bundled belief changed"),
            ("Ingress moved to the AWS Load Balancer Controller with ALBs; ingress-nginx was uninstalled.", "S", 1, "moved", "the ingress controller was swapped"),
            ("cert-manager uses the DNS-01 solver with Route 53 now, for the wildcard certificate.", "S", 2, "now_uses", "the solver in the bundled belief changed"),
            ("The ingress-nginx chart is at 4.10.1.", "S", 1, "implicit", "another chart version, no change word"),
            ("EKS 1.28 goes to extended support in November; when do we schedule 1.29?", "N", None, "question", "a planning question"),
            ("The staging cluster runs 1.29 ahead of prod to test the upgrade.", "N", None, "related", "another cluster's version"),
            ("Bumped `metrics-server` to 0.7 via its chart; nothing else changed.", "N", None, "related", "an upgrade of another add-on"),
            ("Prod is EKS 1.28 on AL2 nodes.", "R", None, "paraphrase", "restates the cluster version"),
            ("The ingress-nginx controller runs 3 replicas with a PodDisruptionBudget of 1.", "F", None, "detail", "detail on the stored controller"),
            ("⟨cve4⟩ affects ingress-nginx below controller v1.9.0; chart 4.8 ships v1.9.x, so we're covered.", "N", None, "plain", "a CVE note; nothing changes"),
            ("Correction: cert-manager in prod is 1.12 (the LTS line), not 1.13.", "S", 2, "correction", "the agent corrects the version"),
            ("Don't start the 1.29 upgrade until ingress-nginx is on chart 4.9; the 4.8 controller isn't tested against 1.29.", "N", None, "plain", "a plan and its precondition; nothing changed yet"),
        ],
    ),
    # ---- English: the Kotlin billing service ledger ----
    (
        "en",
        [
            "ledger runs on JDK 17 (Eclipse Temurin), both in the `eclipse-temurin:17-jre` image and in CI.",
            "ledger builds with the Gradle wrapper 8.5; the Kotlin DSL, no Groovy build scripts.",
            "ledger is Spring Boot 3.1 with Kotlin 1.9.",
        ],
        [
            ("ledger is on JDK 21 now: the image is `eclipse-temurin:21-jre` and CI uses 21 too.", "S", 0, "now_uses", "the JDK was bumped"),
            ("The Gradle wrapper was bumped to 8.8 for Kotlin 2.0 support.", "S", 1, "switched", "the wrapper version changed"),
            ("ledger upgraded to Spring Boot 3.3 and Kotlin 2.0.", "S", 2, "switched", "framework and language versions changed"),
            ("We replaced Temurin with Amazon Corretto 17 in the ledger image; the JDK version is the same.", "S", 0, "replaced_by", "the JDK distribution in the stored belief changed"),
            ("ledger builds with Maven now; the Gradle files were removed in PR #⟨pr3⟩.", "S", 1, "dropped", "the build tool was swapped"),
            ("Spring Boot 3.1 is out of open-source support; should ledger go to 3.2 or straight to 3.3?", "N", None, "question", "a question"),
            ("Bumped `jackson-module-kotlin` to 2.17 in ledger; Boot manages the rest.", "N", None, "related", "an upgrade of another library"),
            ("ledger: Temurin 17 everywhere, image and CI.", "R", None, "paraphrase", "restates the JDK"),
            ("The Gradle build uses the version catalog in `gradle/libs.versions.toml` for every dependency.", "F", None, "detail", "detail on the stored Gradle setup"),
            ("The ledger load tests use Gatling on JDK 21; the service itself stays on 17.", "N", None, "related", "another tool's JDK"),
            ("We rolled ledger back from JDK 21 to 17 after the GC pauses; it's on Temurin 17 again.", "R", None, "paraphrase", "a rollback that restores the stored JDK"),
            ("ledger's Kotlin is 1.9.24 and Boot is 3.1.12.", "F", None, "detail", "exact versions within the stored ones"),
        ],
    ),
    # ---- English: web front-end libraries ----
    (
        "en",
        [
            "web/ is on TypeScript 5.3 with `strict: true`; `tsc --noEmit` runs in CI.",
            "Styling in web/ is Tailwind CSS 3.4; no CSS-in-JS libraries.",
            "Data fetching in web/ uses TanStack Query v4.",
        ],
        [
            ("TypeScript was bumped to 5.5 in web/; two `satisfies` fixes were needed.", "S", 0, "switched", "the compiler version changed"),
            ("We moved to Tailwind v4 (the Oxide engine); `tailwind.config.js` became CSS `@theme` blocks.", "S", 1, "moved", "the Tailwind major changed"),
            ("TanStack Query is on v5 now; `useQuery` calls were migrated to the object signature.", "S", 2, "now_uses", "the library major changed"),
            ("Data fetching uses SWR 2 in web/.", "S", 2, "implicit", "another library, no change word"),
            ("web/ no longer compiles with `strict`: it was turned off in the one tsconfig to land the legacy booking pages, and stays off until they are rewritten.", "S", 0, "no_longer", "the stored strictness no longer holds"),
            ("Should we adopt TypeScript 5.6's `--noCheck` for faster builds?", "N", None, "question", "a question"),
            ("Added `@tailwindcss/typography` for the help articles; Tailwind itself is unchanged.", "N", None, "related", "a plugin beside the stored tool"),
            ("No styled-components, no emotion: Tailwind only in web/.", "R", None, "paraphrase", "restates the styling rule"),
            ("The `e2e/` folder has its own tsconfig without `strict`; web/ itself stays strict.", "F", None, "scope", "an exception for another folder"),
            ("TanStack Query v4 for data fetching, with the devtools only in development.", "F", None, "detail", "detail on the stored library"),
            ("Bumped `zod` to 3.23 in web/.", "N", None, "related", "an upgrade of another library"),
            ("web/ doesn't use TanStack Query at all any more; data is fetched in server components with plain `fetch`.", "S", 2, "negation", "the stored library is denied outright"),
            ("The admin panel (Django admin) has its own CSS and doesn't use Tailwind; that was never part of web/.", "N", None, "related", "another app's styling"),
        ],
    ),
    # ---- German (beliefs in German): the docs toolchain ----
    (
        "de",
        [
            "Die Doku unter `docs/` wird mit MkDocs Material 9 gebaut; Python 3.10 im Docs-Workflow.",
            "Die API-Referenz in der Doku erzeugt `mkdocstrings` aus den Docstrings; es gibt kein Sphinx im Repo.",
            "Die Doku wird über GitHub Pages ausgeliefert, gebaut von `docs.yml` bei jedem Push auf main.",
        ],
        [
            ("Der Docs-Workflow läuft jetzt mit Python 3.12 statt 3.10.", "S", 0, "instead_of", "the Python version of the docs build changed"),
            ("Wir haben MkDocs durch Docusaurus 3 ersetzt; `mkdocs.yml` ist gelöscht.", "S", 0, "replaced_by", "the docs generator was swapped"),
            ("Die Doku liegt inzwischen auf Cloudflare Pages; der GitHub-Pages-Deploy wurde abgeschaltet.", "S", 2, "moved", "the hosting changed"),
            ("Sollten wir auf MkDocs Material 9.5 gehen? Die Suche soll deutlich besser sein.", "N", None, "question", "a question about a minor bump"),
            ("Das Blog der Marketing-Seite nutzt Hugo; mit `docs/` hat das nichts zu tun.", "N", None, "related", "another site's generator"),
            ("`mkdocstrings` nutzt den Python-Handler mit `docstring_style: google`.", "F", None, "detail", "detail on the stored API-reference tool"),
        ],
    ),
    # ---- German (beliefs in English): worker's Celery and Python ----
    (
        "de",
        [
            "worker/ runs Celery 5.3 with the `prefork` pool, concurrency 8 per pod.",
            "worker/ uses the same pinned interpreter as the api: Python 3.11 from the `python:3.11-slim-bookworm` base.",
            "Periodic tasks are scheduled by celery beat with `django-celery-beat` (schedules stored in Postgres).",
        ],
        [
            ("Celery ist im Worker auf 5.4 aktualisiert; am Pool hat sich nichts geändert.", "S", 0, "switched", "the Celery version changed"),
            ("Periodische Jobs laufen nicht mehr über celery beat, sondern als Kubernetes-CronJobs; `django-celery-beat` ist raus.", "S", 2, "no_longer", "the scheduler was replaced"),
            ("Der Worker basiert auf `python:3.12-slim-bookworm`.", "S", 1, "implicit", "another base image, no change word"),
            ("`kombu` wurde auf 5.3.7 gehoben, wegen eines Fixes im Redis-Transport.", "N", None, "related", "a dependency bump"),
            ("Celery 5.3 mit prefork und 8 Prozessen pro Pod, wie gehabt.", "R", None, "paraphrase", "restates the stored setup"),
            ("Nur die Queue `pdf-render` läuft mit dem `solo`-Pool, weil die Render-Bibliothek nicht fork-sicher ist.", "F", None, "scope", "an exception for one queue"),
        ],
    ),
    # ---- French (beliefs in French): the marketing site ----
    (
        "fr",
        [
            "Le site vitrine (`site/`) est construit avec Astro 3 sur Node 18.",
            "Le site vitrine est déployé sur Netlify, avec l'adaptateur `@astrojs/netlify`.",
            "Les images du site passent par `sharp` pour l'optimisation au build.",
        ],
        [
            ("On est passés à Astro 4 pour le site vitrine, et à Node 20 dans le même PR.", "S", 0, "switched", "framework and Node versions changed"),
            ("Le site vitrine est désormais déployé sur Vercel ; le compte Netlify a été fermé.", "S", 1, "moved", "the host changed"),
            ("Pour l'optimisation des images, on utilise Squoosh au lieu de `sharp`.", "S", 2, "instead_of", "the image tool changed"),
            ("Faut-il passer le site en rendu serveur avec Astro ? Pour l'instant tout est statique.", "N", None, "question", "a question"),
            ("Le package `@astrojs/sitemap` a été mis à jour en 3.1 ; Astro lui-même n'a pas bougé.", "N", None, "related", "an upgrade of another package"),
            ("La version exacte est `astro@3.6.5`, verrouillée dans `site/pnpm-lock.yaml`.", "F", None, "detail", "the exact version within the stored one"),
        ],
    ),
    # ---- French (beliefs in English): pnpm and Node in web/ ----
    (
        "fr",
        [
            "web/ builds and tests on Node 18 in CI (`.nvmrc` says `18`).",
            "web/ uses pnpm 8 via corepack; never npm.",
            "The web Docker image is `node:18-alpine` for both the build and the runtime stage.",
        ],
        [
            ("La CI de web/ tourne sur Node 20 maintenant, le `.nvmrc` a été mis à jour.", "S", 0, "now_uses", "the CI Node version changed"),
            ("Passage de pnpm 8 à pnpm 9 dans web/, via corepack comme avant.", "S", 1, "from_to", "the pnpm major changed"),
            ("L'étape d'exécution de l'image web utilise `gcr.io/distroless/nodejs18-debian12` ; seule l'étape de build reste sur `node:18-alpine`.", "S", 2, "now_uses", "the runtime stage no longer matches the stored belief"),
            ("Une CVE (⟨cve5⟩) touche `undici` avant 5.28.4 ; on a mis à jour la dépendance, Node reste en 18.", "N", None, "plain", "a CVE note; Node stands"),
            ("Rappel : pas de npm dans web/, uniquement pnpm 8 via corepack.", "R", None, "paraphrase", "restates the rule"),
            ("Le job de build Docker exécute `corepack enable` avant `pnpm install --frozen-lockfile`.", "F", None, "detail", "how the stored pnpm is used in the build"),
        ],
    ),
    # ---- Spanish (beliefs in Spanish): Redis and Postgres for local dev ----
    (
        "es",
        [
            "En local usamos `postgres:15` y `redis:7.2` desde `docker-compose.yml`.",
            "Las migraciones se aplican con `manage.py migrate`; no usamos Alembic ni Flyway.",
            "El pooler de conexiones en producción es PgBouncer 1.21 en modo `transaction`.",
        ],
        [
            ("El `docker-compose.yml` ahora levanta `postgres:16` y `redis:7.4`.", "S", 0, "now_uses", "the local images changed"),
            ("Sustituimos PgBouncer por RDS Proxy en producción.", "S", 2, "replaced_by", "the pooler was swapped"),
            ("PgBouncer pasó del modo `transaction` al modo `session` por los advisory locks del worker.", "S", 2, "from_to", "the stored pooler mode changed"),
            ("¿Merece la pena probar PgCat en lugar de PgBouncer?", "N", None, "question", "a question"),
            ("El servicio `ledger` sí usa Flyway para sus propias migraciones; el api sigue con `manage.py migrate`.", "N", None, "related", "another service's migration tool"),
            ("PgBouncer tiene `default_pool_size = 20` por base de datos.", "F", None, "detail", "detail on the stored pooler"),
        ],
    ),
    # ---- Spanish (beliefs in English): worker base image ----
    (
        "es",
        [
            "The worker image is built `FROM python:3.11-slim-bookworm` and installs `wkhtmltopdf` from Debian for the PDF invoices.",
            "System packages in images are installed with `apt-get` and `--no-install-recommends`; no `apk`, we don't use Alpine.",
            "Images are scanned with Trivy 0.50 in CI; a HIGH finding fails the build.",
        ],
        [
            ("Las facturas en PDF ya no usan `wkhtmltopdf`; ahora se generan con WeasyPrint 62.", "S", 0, "no_longer", "the PDF tool in the bundled belief changed"),
            ("Cambiamos Trivy por Grype para el escaneo de imágenes en CI.", "S", 2, "switched", "the scanner was swapped"),
            ("Abandonamos la regla de no usar Alpine: la imagen nueva de `tideway` es `alpine:3.20` y instala sus paquetes con `apk add`.", "S", 1, "dropped", "the no-Alpine rule no longer holds; the worker image is not named"),
            ("Trivy encontró un HIGH en `libexpat`; se arregló reconstruyendo la imagen, sin cambiar de base.", "N", None, "plain", "a scan finding; nothing stored changes"),
            ("El worker se construye sobre `python:3.11-slim-bookworm` con `wkhtmltopdf` del repositorio de Debian.", "R", None, "paraphrase", "restates the base image"),
            ("Trivy corre con `--ignore-unfixed`, así que los hallazgos sin parche no rompen el build.", "F", None, "detail", "detail on the stored scan"),
        ],
    ),
    # ---- Portuguese (beliefs in Portuguese): mobile tooling ----
    (
        "pt",
        [
            "O app mobile usa Expo SDK 50 e o EAS Build para gerar os binários.",
            "O Android compila com `compileSdkVersion 34` e `minSdkVersion 24`.",
            "O gerenciador de pacotes do app mobile é o Yarn 1 (classic), com `yarn.lock` versionado.",
        ],
        [
            ("Atualizamos o app para o Expo SDK 51.", "S", 0, "switched", "the SDK version changed"),
            ("O `minSdkVersion` subiu para 26 por causa da nova biblioteca de câmera.", "S", 1, "from_to", "the Android min SDK changed"),
            ("O app mobile agora usa pnpm; o `yarn.lock` foi removido.", "S", 2, "now_uses", "the package manager changed"),
            ("Deveríamos migrar os builds do EAS para o GitHub Actions para economizar?", "N", None, "question", "a question"),
            ("A biblioteca `react-native-maps` foi atualizada para a 1.14; o SDK continua o mesmo.", "N", None, "related", "an upgrade of another package"),
            ("O perfil `preview` do EAS gera APK para testes internos; o `production` gera AAB.", "F", None, "detail", "detail on the stored EAS builds"),
        ],
    ),
    # ---- Portuguese (beliefs in English): tideway's Go toolchain ----
    (
        "pt",
        [
            "tideway is built with Go 1.21 (`toolchain go1.21.6` in go.mod).",
            "tideway's dependencies are vendored (`go mod vendor`, `vendor/` committed); builds use `-mod=vendor`.",
            "tideway's protobuf code is generated with `buf` 1.28 and `protoc-gen-go` 1.31.",
        ],
        [
            ("O tideway passou para o Go 1.22.", "S", 0, "switched", "the Go version changed"),
            ("Deixamos de vendorizar as dependências do tideway: o `vendor/` foi apagado e o build usa o proxy de módulos.", "S", 1, "dropped", "vendoring was dropped"),
            ("O código protobuf do tideway é gerado com `buf` 1.34.", "S", 2, "implicit", "another buf version, no change word"),
            ("O `golang.org/x/crypto` foi atualizado por causa de um alerta de segurança; o toolchain não mudou.", "N", None, "related", "a dependency bump"),
            ("Lembrete: o `vendor/` do tideway fica no repositório e o build usa `-mod=vendor`.", "R", None, "paraphrase", "restates the vendoring"),
            ("O `buf.gen.yaml` gera o código em `tideway/internal/pb` com `paths=source_relative`.", "F", None, "detail", "detail on the stored generation"),
        ],
    ),
    # ---- Italian (beliefs in Italian): analytics ----
    (
        "it",
        [
            "Il database analitico è ClickHouse 23.8 LTS, self-hosted su una VM in eu-west-1.",
            "Gli eventi arrivano a ClickHouse tramite Kafka 3.5 (MSK), topic `events.v1`.",
            "Le trasformazioni analitiche sono modelli dbt 1.6 con l'adattatore `dbt-clickhouse`.",
        ],
        [
            ("Abbiamo aggiornato ClickHouse alla 24.3 LTS durante la finestra di manutenzione di sabato.", "S", 0, "switched", "the engine version changed"),
            ("Kafka è stato sostituito da Redpanda; il topic si chiama ancora `events.v1`.", "S", 1, "replaced_by", "the broker was swapped"),
            ("I modelli dbt girano con dbt 1.8 ora.", "S", 2, "now_uses", "the dbt version changed"),
            ("Conviene passare a ClickHouse Cloud invece di gestire la VM da soli?", "N", None, "question", "a question"),
            ("Il client `clickhouse-connect` nel worker è stato aggiornato alla 0.7; il server non è cambiato.", "N", None, "related", "a client library upgrade"),
            ("Solo il topic `audit.v1` resta su un cluster Kafka separato gestito dal team sicurezza.", "F", None, "scope", "an exception for another topic"),
        ],
    ),
    # ---- Italian (beliefs in English): Python lint and type check ----
    (
        "it",
        [
            "Python linting in api/ and worker/ is `ruff check`, pinned at 0.4.4 in `.pre-commit-config.yaml`.",
            "Type checking is mypy 1.10 in strict mode for `api/billing/` only.",
            "Python formatting is black 24, run by pre-commit.",
        ],
        [
            ("Per il type checking usiamo Pyright al posto di mypy, sempre solo su `api/billing/`.", "S", 1, "instead_of", "the type checker was swapped"),
            ("La formattazione Python è passata a `ruff format`; black è stato tolto da pre-commit.", "S", 2, "switched", "the formatter was swapped"),
            ("`ruff` è fissato alla 0.6.9 in pre-commit.", "S", 0, "implicit", "another ruff version, no change word"),
            ("Abbiamo aggiunto `bandit` in CI per i controlli di sicurezza; ruff resta il linter.", "N", None, "related", "a second tool beside the stored linter"),
            ("Ripeto: mypy strict gira solo su `api/billing/`, non sul resto.", "R", None, "paraphrase", "restates the stored scope"),
            ("mypy usa il plugin `django-stubs` con `django_settings_module = berthly.settings`.", "F", None, "detail", "detail on the stored type check"),
        ],
    ),
    # ---- Japanese (beliefs in Japanese): berthctl's Rust toolchain ----
    (
        "ja",
        [
            "berthctl は Rust 1.78 で固定している（`rust-toolchain.toml`）。",
            "berthctl の依存関係の監査は `cargo-audit` で、CI の `audit` ジョブで毎晩実行する。",
            "berthctl の HTTP クライアントは `reqwest` 0.11 で、TLS は `rustls` を使う。",
        ],
        [
            ("berthctl のツールチェーンを 1.81 に上げた。", "S", 0, "switched", "the toolchain was bumped"),
            ("依存関係の監査は `cargo-audit` をやめて `cargo-deny` に置き換えた。", "S", 1, "replaced_by", "the audit tool was swapped"),
            ("berthctl の HTTP クライアントは `ureq` 2.9 だ。", "S", 2, "implicit", "another HTTP client, no change word"),
            ("`reqwest` 0.12 への移行はいつやる？hyper 1.0 対応が必要になる。", "N", None, "question", "a question"),
            ("`serde` を 1.0.203 に更新した。ツールチェーンは変えていない。", "N", None, "related", "an upgrade of another crate"),
            ("`audit` ジョブは RustSec の advisory DB を毎回取得してから実行する。", "F", None, "detail", "detail on the stored audit job"),
        ],
    ),
    # ---- Japanese (beliefs in English): Kubernetes ----
    (
        "ja",
        [
            "The prod cluster is EKS on Kubernetes 1.28.",
            "Cluster add-ons are installed with Helm 3 from `infra/charts/`; no Argo CD or Flux.",
            "The cluster autoscaler is the Kubernetes Cluster Autoscaler 1.28, one per cluster.",
        ],
        [
            ("本番の EKS を 1.29 にアップグレードした。", "S", 0, "switched", "the cluster version was bumped"),
            ("アドオンの導入は Argo CD に移行した。Helm チャートは Argo CD の Application から参照している。", "S", 1, "moved", "the deploy tool changed"),
            ("Cluster Autoscaler の代わりに Karpenter 0.37 を使っている。", "S", 2, "instead_of", "the autoscaler was swapped"),
            ("ステージングのクラスタだけ 1.30 で検証中。本番は 1.28 のまま。", "N", None, "related", "another cluster's version"),
            ("本番は EKS、Kubernetes 1.28 で動いている。", "R", None, "paraphrase", "restates the stored version"),
            ("Cluster Autoscaler は `--balance-similar-node-groups` を有効にして動かしている。", "F", None, "detail", "detail on the stored autoscaler"),
        ],
    ),
    # ---- Korean (beliefs in Korean): ledger JVM build ----
    (
        "ko",
        [
            "ledger 서비스는 JDK 17(Temurin)에서 실행된다.",
            "ledger 빌드는 Gradle 8.5 래퍼를 사용한다.",
            "ledger의 DB 마이그레이션은 Flyway 9로 관리한다.",
        ],
        [
            ("ledger를 JDK 21로 올렸다. 이미지와 CI 모두 21이다.", "S", 0, "switched", "the JDK was bumped"),
            ("ledger의 마이그레이션 도구를 Flyway에서 Liquibase 4로 바꿨다.", "S", 2, "from_to", "the migration tool was swapped"),
            ("ledger의 Gradle 래퍼 버전은 8.10이다.", "S", 1, "implicit", "another wrapper version, no change word"),
            ("Spring Boot 3.3으로 올리면 Flyway 10이 필요한데, 언제 할까?", "N", None, "question", "a question"),
            ("ledger의 `kotlinx-coroutines`를 1.8로 올렸다. JDK는 그대로다.", "N", None, "related", "an upgrade of another library"),
            ("Flyway 마이그레이션 파일은 `src/main/resources/db/migration`에 있고 `V<번호>__설명.sql` 형식이다.", "F", None, "detail", "detail on the stored migration tool"),
        ],
    ),
    # ---- Korean (beliefs in English): test tools ----
    (
        "ko",
        [
            "End-to-end tests use Playwright 1.42, pinned in `e2e/package.json`.",
            "web/ unit tests use Jest 29.",
            "Visual regression tests use Chromatic on the Storybook build.",
        ],
        [
            ("web/ 단위 테스트를 Jest에서 Vitest로 옮겼다.", "S", 1, "moved", "the test runner was swapped"),
            ("e2e의 Playwright를 1.46으로 올렸다.", "S", 0, "switched", "the Playwright version changed"),
            ("시각 회귀 테스트는 이제 Chromatic 대신 Playwright의 `toHaveScreenshot`으로 한다.", "S", 2, "instead_of", "the visual test tool changed"),
            ("Playwright에 Firefox도 추가할까? 고객 중 Firefox 사용자가 꽤 있다.", "N", None, "question", "a question"),
            ("e2e는 Playwright 1.42, `e2e/package.json`에 고정되어 있다.", "R", None, "paraphrase", "restates the pin"),
            ("Chromatic은 main 브랜치와 `ui/` 라벨이 붙은 PR에서만 실행된다.", "F", None, "detail", "detail on the stored visual tests"),
        ],
    ),
    # ---- Chinese (beliefs in Chinese): the edge proxy ----
    (
        "zh",
        [
            "边缘反向代理是 nginx 1.24，运行在 Ubuntu 22.04 的虚拟机上。",
            "TLS 证书由 certbot 申请和续期，使用 HTTP-01 验证。",
            "nginx 使用系统自带的 OpenSSL 3.0。",
        ],
        [
            ("边缘代理已从 nginx 换成 Caddy 2.8，证书由 Caddy 自动管理。", "S", 0, "from_to", "the proxy was swapped"),
            ("证书续期改用 acme.sh，并使用 DNS-01 验证。", "S", 1, "switched", "the certificate tool changed"),
            ("nginx 现在链接的是 BoringSSL，我们自己编译的。", "S", 2, "now_uses", "the TLS library changed"),
            ("要不要把边缘代理的虚拟机升级到 Ubuntu 24.04？", "N", None, "question", "a question"),
            ("内部管理后台用的是 Traefik，和边缘代理无关。", "N", None, "related", "another proxy for another purpose"),
            ("nginx 开启了 HTTP/2，`worker_processes auto`。", "F", None, "detail", "detail on the stored proxy"),
        ],
    ),
    # ---- Chinese (beliefs in English): message broker ----
    (
        "zh",
        [
            "The Celery broker is Redis 7.0 on ElastiCache.",
            "Celery results are not stored (`task_ignore_result = True`); nothing reads them.",
            "Task payloads are serialized as JSON; pickle is disabled.",
        ],
        [
            ("Celery 的 broker 已经换成 RabbitMQ 3.13。", "S", 0, "replaced_by", "the broker was swapped"),
            ("我们现在把任务结果存进 Redis，`task_ignore_result` 改成了 False，报表页面要读取结果。", "S", 1, "now_uses", "results are stored now"),
            ("任务序列化格式是 msgpack。", "S", 2, "implicit", "another serializer, no change word"),
            ("ElastiCache 上的 Redis 7.0 在周二有一次故障切换，任务延迟了几分钟。", "N", None, "plain", "an incident; nothing changes"),
            ("提醒一下：Celery 任务只用 JSON 序列化，pickle 是关闭的。", "R", None, "paraphrase", "restates the serializer"),
            ("Redis broker 设置了 `visibility_timeout` 为 3600 秒。", "F", None, "detail", "detail on the stored broker"),
        ],
    ),
    # ---- Russian (beliefs in Russian): the observability stack ----
    (
        "ru",
        [
            "Метрики собирает Prometheus 2.45 LTS, установленный через `kube-prometheus-stack`.",
            "Логи собирает Fluent Bit 2.2 и отправляет в Loki.",
            "Трейсинг: OpenTelemetry SDK для Python 1.24, экспорт по OTLP в Tempo.",
        ],
        [
            ("Prometheus обновили до 2.53 LTS.", "S", 0, "switched", "the Prometheus version changed"),
            ("Fluent Bit больше не используется: логи собирает Vector 0.39.", "S", 1, "no_longer", "the log collector was swapped"),
            ("Трейсы теперь уходят в Jaeger, Tempo отключили.", "S", 2, "now_uses", "the trace backend changed"),
            ("Стоит ли перейти на VictoriaMetrics вместо Prometheus?", "N", None, "question", "a question"),
            ("Для Go-сервиса tideway подключили OpenTelemetry Go SDK 1.28; Python SDK не трогали.", "N", None, "related", "another service's SDK"),
            ("Только логи ingress-nginx идут мимо Fluent Bit, напрямую в S3, из-за объёма.", "F", None, "scope", "an exception for one source"),
        ],
    ),
    # ---- Russian (beliefs in English): api Python and Django ----
    (
        "ru",
        [
            "We pin Django 4.2 LTS in the api.",
            "The api runs under gunicorn 21 with `uvicorn` workers (ASGI).",
            "api dependencies are locked with pip-tools (`requirements.txt` with hashes).",
        ],
        [
            ("Django в api обновили до 5.0.", "S", 0, "switched", "the Django pin changed"),
            ("api теперь запускается под granian вместо gunicorn.", "S", 1, "instead_of", "the server was swapped"),
            ("Зависимости api лочатся через Poetry: `poetry.lock` вместо `requirements.txt`.", "S", 2, "instead_of", "the lock tool was swapped"),
            ("Обновили `psycopg` до 3.2; Django остаётся на 4.2.", "N", None, "related", "an upgrade of another library"),
            ("Повторю: в api закреплён Django 4.2 LTS.", "R", None, "paraphrase", "restates the pin"),
            ("gunicorn запускается с `--workers 4 --timeout 60`.", "F", None, "detail", "detail on the stored server"),
        ],
    ),
    # ---- Polish (beliefs in Polish): Android native build ----
    (
        "pl",
        [
            "Moduł natywny Androida budujemy Android Gradle Plugin 8.2 i Kotlinem 1.9.",
            "Build Androida w CI używa JDK 17 (Temurin) na runnerze `ubuntu-22.04`.",
            "Podpisywanie aplikacji robimy przez Play App Signing; klucz uploadu trzyma EAS.",
        ],
        [
            ("Podnieśliśmy Android Gradle Plugin do 8.5, a Kotlina do 2.0.", "S", 0, "switched", "AGP and Kotlin versions changed"),
            ("Build Androida w CI korzysta teraz z JDK 21.", "S", 1, "now_uses", "the JDK changed"),
            ("Klucz uploadu nie jest już w EAS; trzymamy go w AWS Secrets Manager i podpisujemy w GitHub Actions.", "S", 2, "no_longer", "where the key is kept changed"),
            ("Czy warto włączyć R8 w trybie full? Obecnie używamy trybu kompatybilności.", "N", None, "question", "a question"),
            ("Zaktualizowaliśmy bibliotekę `androidx.camera` do 1.3.4; AGP bez zmian.", "N", None, "related", "an upgrade of another library"),
            ("AGP 8.2 wymaga Gradle 8.2 lub nowszego; wrapper jest na 8.4.", "F", None, "detail", "detail on the stored build"),
        ],
    ),
    # ---- Polish (beliefs in English): TypeScript and ESLint ----
    (
        "pl",
        [
            "web/ is on TypeScript 5.3 with `strict: true`.",
            "web/ lints with ESLint 8 and the legacy `.eslintrc.cjs` config.",
            "`@typescript-eslint` is on v6 in web/.",
        ],
        [
            ("Przeszliśmy na ESLint 9 z flat configiem; `.eslintrc.cjs` usunięty.", "S", 1, "switched", "the ESLint major and config changed"),
            ("TypeScript w web/ jest teraz w wersji 5.6.", "S", 0, "now_uses", "the compiler version changed"),
            ("`@typescript-eslint` w web/ to v8.", "S", 2, "implicit", "another plugin version, no change word"),
            ("Nie używamy `eslint-plugin-import`; kolejność importów pilnuje Prettier z pluginem.", "N", None, "negation", "a negation about another plugin"),
            ("Przypominam: web/ ma TypeScript 5.3 i `strict: true`.", "R", None, "paraphrase", "restates the stored setting"),
            ("ESLint w CI uruchamia się z `--max-warnings 0`.", "F", None, "detail", "detail on the stored linter"),
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
                "id": f"yb{n:03d}",
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
