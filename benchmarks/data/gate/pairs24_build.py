"""Build pairs24.jsonl: a blind write-gate pairs set about problems, workarounds and their status.

The rows are written here as scenarios: two or three stored beliefs a coding agent keeps about
what is broken in one project and how the team lives with it (known bugs and their workarounds,
flaky tests and how they are handled, pinned dependencies and why, incident causes, limitations of
tools and services, TODOs that block an upgrade, feature flags kept off because of a bug, manual
steps needed until something is fixed), and several new statements judged against them. Invented
identifiers (upstream issue numbers, commit hashes, an incident id) are drawn from a string-seeded
``random.Random``; the renderer shuffles each row's ``existing`` with a string-seeded
``random.Random`` too, so the file is byte-identical on every run whatever ``PYTHONHASHSEED`` is.
Stdlib only.

    python benchmarks/data/gate/pairs24_build.py          # write pairs24.jsonl
    python benchmarks/data/gate/pairs24_build.py --check  # compare with a fresh render
"""

# ruff: noqa: E501
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs24.jsonl")
SEED = 24_2026
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}


def _values() -> dict[str, str]:
    """Invented identifiers, the same on every run."""
    rng = random.Random(f"{SEED}-values")
    hexd = "0123456789abcdef"
    return {
        "grpc": str(rng.randrange(30000, 38000)),
        "sha1": "".join(rng.choice(hexd) for _ in range(9)),
        "sha2": "".join(rng.choice(hexd) for _ in range(9)),
        "inc": str(rng.randrange(100, 999)),
        "sti": str(rng.randrange(300, 900)),
    }


V = _values()

# (lang, existing beliefs, rows); a row is (new, label, target, phrasing, note).
# target indexes the beliefs as written here, before the shuffle; None unless "S".
# ⟨name⟩ in a text is replaced by V[name] when rendering.
SCENARIOS: list[tuple[str, list[str], list[tuple[str, str, int | None, str, str]]]] = [
    # ---- English: pinned dependencies of the api ----
    (
        "en",
        [
            "Pinned `celery==5.3.6` in api/requirements.txt: 5.4.0 breaks our custom beat scheduler (periodic tasks fire twice).",
            "`psycopg` is pinned to 3.1.x because 3.2 changed how `connection.info.encoding` behaves behind our pgbouncer.",
            "Don't bump `boto3` past 1.34.x: the moto version in our tests can't mock the newer S3 checksum headers.",
        ],
        [
            ("Unpinned celery: 5.4.1 fixed the double-firing beat, we're on 5.4.1 now.", "S", 0, "dropped", "the pin and its reason are gone"),
            ("psycopg pin moved to 3.2.x: the encoding issue was only in 3.2.0, 3.2.3 is fine with pgbouncer.", "S", 1, "moved", "the pin moved to another version range"),
            ("We'll lift the boto3 cap once moto 5.1 is out; tracked in LARCH-412.", "N", None, "question", "a plan; the cap stays for now"),
            ("boto3 stays below 1.35 because the moto in our test suite can't fake the new S3 checksum headers.", "R", None, "paraphrase", "restates the boto3 cap and its reason"),
            ("The celery pin is about the beat scheduler: on 5.4.0 `LarchBeatScheduler.tick()` is called from two threads, hence the double runs.", "F", None, "detail", "explains the stored bug; the pin stands"),
            ("Upgraded moto to 5.1.2, which handles the checksum headers, and bumped boto3 to 1.35.40; the cap is gone.", "S", 2, "gone", "the boto3 cap was lifted"),
            ("psycopg 3.2 is fine with the encoding; what actually breaks behind pgbouncer is the new `prepare_threshold` default in transaction mode. Pin stays at 3.1.x.", "S", 1, "correction", "the reason for the pin is corrected; the stored belief states a wrong cause"),
            ("`redis` (the Python client) is pinned to 5.0.x because 5.1 dropped a kwarg our rate limiter passes.", "N", None, "dropped", "another pin; 'dropped' is about a kwarg"),
            ("celery used to be pinned to 5.2, back when the api ran on Python 3.10.", "N", None, "plain", "history consistent with the stored pin"),
            ("celery: ==5.4.1 in requirements.txt; 5.4.0 is the release with the beat bug.", "S", 0, "implicit", "another pinned version for the same package, no change word"),
        ],
    ),
    # ---- English: flaky tests ----
    (
        "en",
        [
            "`tests/integration/test_webhooks.py::test_retry_backoff` is flaky (timing); it's marked `@pytest.mark.flaky(reruns=3)`.",
            "`test_invoice_pdf_render` is skipped on CI (`skipif(CI)`) because wkhtmltopdf isn't installed on the runners.",
            "Flaky e2e specs are quarantined: tagged `@quarantine` and run in a separate, non-blocking CI job.",
        ],
        [
            ("Fixed test_retry_backoff by freezing time with time-machine and dropped the reruns marker.", "S", 0, "dropped", "the test is no longer flaky nor retried"),
            ("test_invoice_pdf_render is no longer skipped on CI: the runner image ships wkhtmltopdf since larch-ci:2024.10.", "S", 1, "no_longer", "the skip is gone"),
            ("Deleted test_retry_backoff; the backoff logic is covered by unit tests in test_backoff.py.", "S", 0, "gone", "the flaky test was deleted"),
            ("The quarantine job runs nightly now as well as on PRs; results are posted to #qa-flaky.", "F", None, "detail", "more about the stored quarantine job; still separate and non-blocking"),
            ("Quarantine is gone: a flaky e2e spec gets a ticket and is deleted if nobody fixes it within a week.", "S", 2, "gone", "flaky specs are handled another way"),
            ("test_retry_backoff fails about 1 run in 20 on CI and never locally; the reruns hide it.", "F", None, "detail", "how often the stored flaky test fails"),
            ("`test_export_csv_large` is flaky too, only on the arm64 runners; no marker yet.", "N", None, "related", "another flaky test"),
            ("test_retry_backoff is marked flaky and gets up to three reruns.", "R", None, "paraphrase", "restates the stored marker"),
            ("Instead of rerunning test_retry_backoff we mock `asyncio.sleep` now, so it's deterministic; the flaky marker is removed.", "S", 0, "instead_of", "the workaround was replaced by a fix"),
            ("Maybe we should just delete the quarantined specs instead of keeping that job?", "N", None, "question", "a question; 'instead of' is about a proposal"),
        ],
    ),
    # ---- English: incident causes ----
    (
        "en",
        [
            "Incident 2024-09-14 (API 502s for 40 min): pgbouncer's pool (default_pool_size=20) was exhausted by the report export job.",
            "The nightly `sync-ledger` job failed three nights in a row because the Stripe API key was rotated without updating the secret.",
            "Root cause of the duplicate SMS on 2024-10-02: Celery visibility_timeout (1h) shorter than the SMS batch run, so tasks were redelivered.",
        ],
        [
            ("Postmortem INC-⟨inc⟩ (2024-09-14) is final: it was not the pool after all. A deploy dropped the readiness probe and the ALB sent traffic to pods still running migrations.", "S", 0, "correction", "the incident's cause is corrected"),
            ("sync-ledger failed those three nights on Stripe 429s: after the 3.0 refactor the job ran unbatched.", "S", 1, "implicit", "another cause for the same failures, no change word"),
            ("Action items from 2024-09-14: default_pool_size raised to 40 and the export job reads from the replica.", "F", None, "detail", "the follow-ups of the stored incident; its cause stands"),
            ("The duplicate SMS on 2024-10-02 came from Twilio retrying our webhook, not from Celery redelivery; visibility_timeout was a red herring.", "S", 2, "correction", "the cause is corrected"),
            ("Another pool exhaustion on 2024-11-20, this time in the worker's own SQLAlchemy pool, nothing to do with pgbouncer.", "N", None, "related", "a different incident"),
            ("2024-09-14: pgbouncer ran out of connections (pool of 20) because of the report export, hence the 502s.", "R", None, "paraphrase", "restates the incident and its cause"),
            ("After the duplicate SMS we raised Celery's visibility_timeout to 6h.", "F", None, "detail", "the fix that follows from the stored cause"),
            ("The ledger sync paged three nights running; cause: the rotated Stripe key never made it into the secret.", "R", None, "paraphrase", "restates the cause"),
            ("Cause of the 2024-10-02 duplicate SMS: two beat schedulers were running after the deploy, each enqueuing the batch.", "S", 2, "implicit", "another cause for the same incident, no change word"),
            ("We no longer run pgbouncer in session mode anywhere; the 2024-09-14 analysis still stands.", "N", None, "no_longer", "a change to something else; the incident cause stands"),
            ("Should the SMS batch be split so it finishes within the hour? Ask Priya.", "N", None, "question", "a question"),
        ],
    ),
    # ---- English: feature flags kept off because of bugs ----
    (
        "en",
        [
            "Feature flag `new_scheduler_ui` is kept OFF in prod: drag-and-drop loses the appointment time zone (BUG-2231).",
            "`bulk_invoice_export` is enabled only for internal tenants until the memory leak in the XLSX writer is fixed.",
            "`offline_sync_v2` is off on Android because of SQLite WAL corruption on Android 10 devices; iOS has it on.",
        ],
        [
            ("new_scheduler_ui is now ON in prod for all tenants; BUG-2231 was fixed in 4.18.", "S", 0, "now_uses", "the flag was turned on after the fix"),
            ("bulk_invoice_export is rolled out to every tenant since we switched the writer to streaming mode (xlsxwriter constant_memory).", "S", 1, "switched", "the leak is fixed and the rollout widened"),
            ("offline_sync_v2 is now enabled on Android 11+; only Android 10 keeps it off, the WAL corruption is only there.", "S", 2, "now_uses", "partial: the stored 'off on Android' no longer holds as stated, so it is closed"),
            ("BUG-2231 only happens in Safari; Chrome and Firefox keep the time zone.", "F", None, "detail", "narrows the stored bug; the flag stays off"),
            ("`smart_routing` is off too, but for cost reasons, not a bug.", "N", None, "related", "another flag"),
            ("Plan: turn on bulk_invoice_export for everyone in 5.2, once the leak fix ships.", "N", None, "question", "a plan"),
            ("Keep offline_sync_v2 disabled on Android because of the WAL corruption on Android 10 phones; iPhones have it enabled.", "R", None, "paraphrase", "restates the stored flag state"),
            ("Found the real cause of the Android corruption: our own code closes the DB while a WAL checkpoint runs, on every Android version, not an Android 10 bug. Flag stays off.", "S", 2, "correction", "the cause half of the stored belief is corrected"),
            ("The XLSX leak is about 2 GB per 100k rows; the worker is OOM-killed at 1.5 GB.", "F", None, "detail", "size of the stored leak"),
        ],
    ),
    # ---- English: limitations of tools and services ----
    (
        "en",
        [
            "The GitHub Actions cache is capped at 10 GB per repo; docker layer caching evicted the pnpm store, so we don't cache docker layers in CI.",
            "The terraform AWS provider can't manage SES receipt rule order; reordering rules is a manual step in the console.",
            "Sentry's free tier drops events above 5k/day; the api is sampled at 20% to stay under it.",
        ],
        [
            ("Docker layers are now cached in GHCR (`--cache-to type=registry`), outside the 10 GB Actions cache.", "S", 0, "now_uses", "docker layers are cached again, elsewhere"),
            ("Checked again: the Actions cache limit is still 10 GB per repo.", "R", None, "paraphrase", "confirms the stored cap"),
            ("Provider 5.40 handles `after` on aws_ses_receipt_rule properly; rule order lives in terraform and the console step is no longer needed.", "S", 1, "no_longer", "the manual step is gone"),
            ("Switched Sentry to the Team plan in October; api error sampling is back at 100%.", "S", 2, "switched", "the plan and the sampling changed"),
            ("SES receipt rule *sets* can't be activated from terraform either; that's `aws ses set-active-receipt-rule-set` by hand.", "N", None, "related", "a different limitation of the same provider"),
            ("Reordering SES rules: Console > SES > Email receiving > Rule sets > Edit order, takes a minute.", "F", None, "detail", "how the stored manual step is done"),
            ("api errors go to Sentry at 20% sampling so we stay below the free tier's 5k events a day.", "R", None, "paraphrase", "restates the sampling"),
            ("Web frontend errors go to Sentry unsampled; only the api is sampled.", "N", None, "related", "another component"),
            ("Turns out the Sentry free tier limit is 5k errors per month, not per day, so the api is sampled at 5%.", "S", 2, "correction", "the limit and the sampling rate are corrected"),
            ("If we go over 10 GB again we could split the cache keys per workflow.", "N", None, "question", "an idea"),
        ],
    ),
    # ---- English: manual steps until something is fixed ----
    (
        "en",
        [
            "After every `make migrate` on staging someone has to run `python manage.py refresh_search_index` by hand; the post-migrate hook doesn't fire under the k8s Job.",
            "Release: the Android versionCode has to be bumped manually in `mobile/android/app/build.gradle`, fastlane's increment action breaks with our product flavors.",
            "When rotating the webhook signing secret, the old one must be added to `WEBHOOK_SECRETS_PREVIOUS` by hand, otherwise in-flight retries fail verification.",
        ],
        [
            ("The migrate Job now runs refresh_search_index as its last step; no manual run after migrations.", "S", 0, "now_uses", "the manual step is automated"),
            ("versionCode comes from the CI run number (`GITHUB_RUN_NUMBER`) since fastlane 2.220; nobody edits build.gradle for releases anymore.", "S", 1, "no_longer", "the manual bump is gone"),
            ("`scripts/rotate_webhook_secret.py` copies the old secret into WEBHOOK_SECRETS_PREVIOUS itself now.", "S", 2, "now_uses", "the manual step is automated"),
            ("On prod too, refresh_search_index has to be run by hand after migrations, same cause.", "N", None, "related", "the same problem in another environment"),
            ("refresh_search_index takes about 12 minutes on staging; run it in tmux on the bastion.", "F", None, "detail", "how to do the stored manual step"),
            ("The iOS build number is bumped by hand as well (CFBundleVersion in Xcode), same fastlane issue.", "N", None, "related", "another manual step on another platform"),
            ("Moved the refresh_search_index command into the `search` app; it still has to be run by hand after staging migrations.", "N", None, "moved", "the command's code moved; the manual step stands"),
            ("We should fix the post-migrate hook properly, maybe call it from the Job's entrypoint?", "N", None, "question", "a proposal"),
            ("Reminder: after make migrate on staging, run manage.py refresh_search_index manually (the Job doesn't trigger post_migrate).", "R", None, "paraphrase", "restates the manual step"),
            ("Correction: post_migrate does fire in the Job; the index goes stale because the Job runs with SEARCH_ENABLED=false. Set it to true in the Job spec and no manual step is needed.", "S", 0, "correction", "cause corrected and the manual step dropped"),
            ("Bump the Android versionCode by hand before each release; fastlane's increment_version_code chokes on our flavors.", "R", None, "paraphrase", "restates the manual bump"),
        ],
    ),
    # ---- English: local dev workarounds ----
    (
        "en",
        [
            "On Apple Silicon, `docker compose up` needs `platform: linux/amd64` for the `wkhtmltopdf` service; there's no arm64 image.",
            "Hot reload in web/ doesn't pick up changes inside Docker on macOS; set `CHOKIDAR_USEPOLLING=true` in web/.env.local.",
            "`make setup` fails on Python 3.13 (numpy wheels); use 3.12 via pyenv until the lock file is refreshed.",
        ],
        [
            ("Replaced wkhtmltopdf with a gotenberg container (multi-arch), so the amd64 platform override is gone.", "S", 0, "replaced_by", "the service and its workaround were replaced"),
            ("Hot reload inside Docker on macOS now uses Vite's `server.watch.usePolling`; CHOKIDAR_USEPOLLING is ignored since the move to Vite.", "S", 1, "now_uses", "another workaround replaces the stored one"),
            ("Lock refreshed with numpy 2.1: `make setup` works on Python 3.13.", "S", 2, "implicit", "the blocker is resolved, no change word about the version"),
            ("On Windows/WSL2 hot reload also needs polling, and the repo must live in the Linux filesystem, not under /mnt/c.", "N", None, "related", "the same problem in another environment"),
            ("Polling burns CPU: set `CHOKIDAR_INTERVAL=1000` next to CHOKIDAR_USEPOLLING to keep the fans quiet.", "F", None, "detail", "tunes the stored workaround"),
            ("Another way around the hot reload issue: run web/ natively with `pnpm dev` outside Docker; reload works out of the box there.", "F", None, "detail", "a second workaround that also works; the stored one stays valid"),
            ("CI runs Python 3.12 too.", "N", None, "related", "another environment's version; denies nothing"),
            ("Stick to Python 3.12 (pyenv) for `make setup`; 3.13 can't install the numpy wheels yet.", "R", None, "paraphrase", "restates the workaround"),
            ("Actually the wkhtmltopdf image has run natively on arm64 since 0.12.6-3; the platform override only made it slower under emulation, so I removed it.", "S", 0, "correction", "the agent corrects the stored limitation"),
            ("Going to try uv instead of pyenv to get 3.12 on the new laptops.", "N", None, "question", "an intention about tooling; the version rule stands"),
        ],
    ),
    # ---- English: status open / fixed / regressed ----
    (
        "en",
        [
            "The CSV import double-counted rows with CRLF line endings (BUG-1877); fixed in 4.12, the `dos2unix` pre-step in the import runbook is no longer needed.",
            "PDF invoices show the wrong currency symbol for CHF (BUG-1902), still open; support edits them by hand.",
            "The Safari 17 logout loop (BUG-1950) is fixed since 4.15.",
        ],
        [
            ("BUG-1877 regressed in 4.16 with the new streaming parser: CRLF files double-count again, and the dos2unix step is back in the runbook.", "S", 0, "implicit", "the status went from fixed to regressed"),
            ("BUG-1902 fixed in 4.14 (commit ⟨sha2⟩): CHF invoices show 'CHF' and support no longer edits PDFs.", "S", 1, "no_longer", "the bug is fixed, the manual step ends"),
            ("Safari 18 has a logout loop too, new ticket BUG-2104; Safari 17 stays fine.", "N", None, "related", "the same kind of bug in another version"),
            ("BUG-1950 is back in 4.17 on Safari 17: the cookie fix was reverted by accident in the auth refactor.", "S", 2, "implicit", "fixed -> regressed"),
            ("BUG-1902 also hits the email receipt, not only the PDF.", "F", None, "detail", "widens the stored open bug"),
            ("CHF invoices: the currency symbol in the PDF is still wrong (BUG-1902 open) and support corrects them manually.", "R", None, "paraphrase", "restates the open bug"),
            ("BUG-1877 came from `csv.reader` being fed a file opened without `newline=''`.", "F", None, "detail", "the cause of the stored fixed bug"),
            ("Does the PDF currency bug hit SEK too? Need to check.", "N", None, "question", "a question"),
            ("Support doesn't hand-edit CHF invoices anymore: as a stopgap the template hardcodes 'CHF' until BUG-1902 is properly fixed.", "S", 1, "no_longer", "the workaround was replaced by a better one; the bug stays open"),
            ("It used to be that every CSV exported from Excel on Windows broke the import.", "N", None, "plain", "history consistent with the stored fix"),
        ],
    ),
    # ---- English: wrong-target trap, two pins ----
    (
        "en",
        [
            "`pydantic` is pinned below 2.0 in api/ because django-ninja 0.22 needs v1.",
            "`sqlalchemy` is pinned below 2.0 in the ingest service because the old `Query.get()` calls haven't been ported.",
        ],
        [
            ("Lifted the pydantic pin: django-ninja 1.1 supports pydantic 2. sqlalchemy stays below 2.0 in ingest.", "S", 0, "dropped", "closes the pydantic pin; the sqlalchemy pin is named and confirmed"),
            ("Ported the Query.get() calls; ingest is on SQLAlchemy 2.0.36 now. pydantic in api/ is still <2.", "S", 1, "now_uses", "closes the sqlalchemy pin; the pydantic pin is named and confirmed"),
            ("Both pins are still in place: pydantic<2 in api/, sqlalchemy<2 in ingest.", "R", None, "paraphrase", "restates both"),
            ("The pydantic pin also holds back the FastAPI version of the admin tool.", "F", None, "detail", "a consequence of the stored pin"),
            ("SQLAlchemy 2.0 would give us typed `Mapped[]` models; worth doing once the port is done.", "N", None, "question", "a wish"),
            ("api/ runs pydantic 2.9, like ingest.", "S", 0, "implicit", "another version in api/, no change word; ingest is only mentioned"),
        ],
    ),
    # ---- English: wrong-target trap, two quarantined tests ----
    (
        "en",
        [
            "`test_checkout_3ds` (e2e) is quarantined: Stripe's 3DS test iframe times out on CI.",
            "`test_refund_partial` (e2e) is quarantined: it depends on webhook ordering that isn't guaranteed.",
        ],
        [
            ("test_checkout_3ds is back in the main suite (we mock the 3DS iframe now); test_refund_partial stays quarantined.", "S", 0, "now_uses", "closes the checkout test's quarantine; the refund one is confirmed"),
            ("Fixed test_refund_partial by waiting for both webhooks instead of assuming an order, and unquarantined it. The 3DS one is still out.", "S", 1, "instead_of", "closes the refund test's quarantine; the 3DS one is confirmed"),
            ("test_refund_partial: the flakiness comes from a customer shared between parallel workers, not from webhook ordering.", "S", 1, "correction", "the cause of the refund test's flakiness is corrected"),
            ("The quarantined e2e tests are listed in e2e/quarantine.txt, which the CI job reads.", "F", None, "detail", "where the quarantine list lives; both stay quarantined"),
            ("test_checkout_3ds and test_refund_partial are both still in quarantine, each for its own reason.", "R", None, "paraphrase", "restates both"),
        ],
    ),
    # ---- English: wrong-target trap, two flags ----
    (
        "en",
        [
            "Flag `pay_by_link` is off: links expire immediately for tenants in UTC-negative time zones (BUG-2010).",
            "Flag `pay_by_sms` is off: Twilio rejects our sender id in Germany (BUG-2015).",
        ],
        [
            ("pay_by_sms is on now that the German sender id is registered; pay_by_link remains off until BUG-2010 ships.", "S", 1, "now_uses", "closes the SMS flag belief; the link flag is confirmed"),
            ("BUG-2010 is fixed (expiry computed in UTC) and pay_by_link is enabled; pay_by_sms is still blocked by Twilio.", "S", 0, "implicit", "closes the link flag belief; the SMS flag is confirmed"),
            ("pay_by_sms: Twilio only rejects the alphanumeric sender id in Germany; a German long code works, so we send from a +49 number and the flag is on.", "S", 1, "implicit", "another workaround and the flag on"),
            ("pay_by_link also breaks for tenants whose DST switch falls on the expiry day.", "F", None, "detail", "more about the stored open bug"),
            ("Both payment flags stay off until after the December freeze.", "N", None, "question", "a plan that changes nothing"),
            ("pay_by_link is still disabled: BUG-2010, links expire at once for UTC-minus tenants.", "R", None, "paraphrase", "restates the link flag"),
        ],
    ),
    # ---- English: CI workarounds ----
    (
        "en",
        [
            "CI: the `lint` job pins `ruff==0.4.10` in the workflow because 0.5 flags our generated migrations; generated files aren't excluded yet.",
            "arm64 is disabled for the `build-images` job: buildx QEMU emulation segfaults compiling the Rust sync service.",
            "Self-hosted runner `ci-big-2` leaks disk; a cron on it runs `docker system prune -af` every 6 hours.",
        ],
        [
            ("Excluded `*/migrations/*` in the ruff config and moved CI to ruff 0.7; the workflow pin is gone.", "S", 0, "gone", "the pin and its cause are gone"),
            ("build-images builds arm64 on native runners (ubuntu-24.04-arm) instead of QEMU; arm64 images are back.", "S", 1, "instead_of", "the limitation is worked around another way"),
            ("ci-big-2 was replaced by ephemeral runners (actions-runner-controller); the prune cron went with it.", "S", 2, "replaced_by", "the runner and its workaround are gone"),
            ("The prune cron on ci-big-2 lives in /etc/cron.d/docker-prune and runs at 00, 06, 12 and 18 UTC.", "F", None, "detail", "where and when the stored cron runs"),
            ("ci-big-1 has the same disk leak, but nobody set up a cron there yet.", "N", None, "related", "the same problem on another machine"),
            ("The QEMU segfault is in `ring`'s build script under emulation.", "F", None, "detail", "the exact place of the stored crash"),
            ("Keep ruff at 0.4.10 in the lint workflow; 0.5 complains about the generated migrations.", "R", None, "paraphrase", "restates the pin"),
            ("mypy is pinned to 1.10 in CI as well, for an unrelated false positive on our Django settings.", "N", None, "related", "another pin in the same place"),
            ("The `lint` job's runner was replaced by ubuntu-24.04; ruff is still pinned at 0.4.10 there.", "N", None, "replaced_by", "the runner changed; the pin stands"),
            ("Maybe drop arm64 images altogether; nobody deploys to Graviton yet.", "N", None, "question", "a proposal"),
            ("Every 6 hours wasn't enough for ci-big-2: the prune cron now runs hourly.", "S", 2, "now_uses", "the workaround's schedule changed"),
        ],
    ),
    # ---- English: limits of external services ----
    (
        "en",
        [
            "Mailgun's EU region doesn't support the batch sending API we use; transactional mail goes through the US region for now (GDPR review pending).",
            "The Google Maps Distance Matrix API caps at 25 origins per request; the route planner splits jobs into chunks of 25.",
            "Our Postgres 14 can't do `MERGE`; upserts stay on `INSERT ... ON CONFLICT`.",
        ],
        [
            ("Mailgun added batch sending to the EU region; all our mail now goes through EU.", "S", 0, "now_uses", "the limitation is gone and the region changed"),
            ("The route planner chunks by 10 origins, not 25: besides the origin cap there's a 100-element limit (origins x destinations) per request.", "S", 1, "correction", "the chunk size is corrected"),
            ("Upgraded Postgres from 14 to 16 in November: MERGE works, though upserts stay on ON CONFLICT.", "S", 2, "from_to", "the limitation no longer holds; the stored belief rests on it"),
            ("Google deprecated Distance Matrix in favour of the Routes API (computeRouteMatrix); we haven't migrated.", "N", None, "related", "a related fact; the cap and the chunking stand"),
            ("We're switching the route planner to a self-hosted OSRM next sprint, which has no origin cap.", "N", None, "question", "a plan"),
            ("Distance Matrix: at most 25 origins per call, so the planner sends 25 at a time.", "R", None, "paraphrase", "restates the cap and the chunking"),
            ("The Mailgun US sending domain is mg.larch.app; the EU one (mg-eu.larch.app) exists but only receives.", "F", None, "detail", "the domains behind the stored workaround"),
            ("Postgres 14 also lacks `pg_stat_io`, which is why the IO dashboard is empty.", "N", None, "related", "another limitation of the same version"),
            ("Route planner: 25 origins x 4 destinations max per call (100 elements).", "F", None, "detail", "the chunk shape in more detail, 25 origins still"),
        ],
    ),
    # ---- English: leaks and restarts ----
    (
        "en",
        [
            "The Rust sync service leaks memory on long-lived websocket connections; its pods are restarted every night by a CronJob (`sync-nightly-restart`).",
            "gunicorn workers in api/ are recycled with `--max-requests 1000` to contain a slow leak in the PDF code.",
            "The ingest service's Kafka consumer stalls after a broker failover; a liveness probe checks consumer lag and kills the pod after 5 minutes.",
        ],
        [
            ("Found the sync leak (unbounded per-connection broadcast buffer), fixed in sync 2.3.1 (commit ⟨sha1⟩); deleted the nightly restart CronJob.", "S", 0, "dropped", "the leak is fixed and the restarts stopped"),
            ("The leak is in weasyprint's font cache, not in our PDF code; max-requests stays at 1000.", "S", 1, "correction", "the cause is corrected; the workaround stays"),
            ("PDF rendering moved to gotenberg, the api leak is gone and gunicorn runs without --max-requests.", "S", 1, "gone", "the leak and the workaround are gone"),
            ("The consumer stall was a librdkafka bug fixed in 2.6.0; the liveness probe no longer looks at consumer lag.", "S", 2, "no_longer", "the bug is fixed and the probe reverted"),
            ("sync-nightly-restart runs at 03:30 UTC and does a rolling restart (`kubectl rollout restart deploy/sync`).", "F", None, "detail", "how the stored restart works"),
            ("The reports worker leaks too; it's restarted by hand when its memory alert fires.", "N", None, "related", "another service with a leak"),
            ("Sync pods are restarted each night by sync-nightly-restart because of the websocket memory leak.", "R", None, "paraphrase", "restates the workaround"),
            ("Should we lower max-requests to 500? The leak looks faster since the logo change.", "N", None, "question", "a question"),
            ("The lag-based liveness probe killed healthy pods during a big backfill, so its threshold is 20 minutes now.", "S", 2, "now_uses", "the threshold changed from 5 to 20 minutes"),
            ("gunicorn also runs with `--max-requests-jitter 100` so the workers don't all restart at once.", "F", None, "detail", "a companion setting to the stored workaround"),
        ],
    ),
    # ---- English: TODOs that block ----
    (
        "en",
        [
            "Blocking the Django 5.1 upgrade: `django-guardian` isn't compatible yet; the upgrade is on hold.",
            "Python 3.13 in the images is blocked by `grpcio` wheels missing for musl; images stay on 3.12-alpine.",
            "Removing the legacy `/v1/jobs` endpoint is blocked until the Acme Plumbing integration moves to /v2 (they promised Q1).",
        ],
        [
            ("Django 5.1 upgrade done: django-guardian was replaced by our own object-permission table.", "S", 0, "replaced_by", "the blocker was removed and the upgrade happened"),
            ("Images moved to python:3.13-slim (glibc), which sidesteps the missing musl wheels.", "S", 1, "moved", "the images left alpine and 3.12"),
            ("Acme moved to /v2 last week and `/v1/jobs` is deleted.", "S", 2, "gone", "the blocker is resolved and the endpoint removed"),
            ("django-guardian 2.5 adds Django 5.1 support, but only in a release candidate so far; we wait for the final.", "F", None, "detail", "status of the stored blocker; still blocked"),
            ("Acme now says Q2, not Q1, for their /v2 move.", "S", 2, "negation", "the promised date changed; the stored belief states Q1"),
            ("Besides guardian, `django-polymorphic` also needs a bump for 5.1, but that release is out.", "N", None, "related", "another dependency of the same upgrade, not blocking"),
            ("musl wheels for grpcio are tracked upstream in grpc/grpc#⟨grpc⟩.", "F", None, "detail", "the upstream ticket of the stored blocker"),
            ("We keep 3.12-alpine because grpcio has no musl wheels for 3.13.", "R", None, "paraphrase", "restates the blocker"),
            ("The /v1/jobs removal also waits for our own mobile app 3.x, which still calls it.", "F", None, "detail", "a second blocker for the same removal"),
            ("We could cut Acme off v1 anyway and give them a shim; discussed, not decided.", "N", None, "question", "a proposal"),
        ],
    ),
    # ---- English: the agent correcting itself ----
    (
        "en",
        [
            "E2E tests must run with `--workers=1` locally: parallel workers share one seeded tenant and clobber each other.",
            "The Storybook build fails on Node 22 (`ERR_REQUIRE_ESM` from an addon); build it with Node 20 via `nvm use 20`.",
            "Run `TZ=UTC make test`; a few date tests fail in other time zones.",
        ],
        [
            ("I was wrong about the e2e workers: each gets its own tenant from the fixture; the clobbering came from the shared Redis DB 0. With `REDIS_DB_PER_WORKER=1` parallel runs are fine.", "S", 0, "correction", "the agent corrects the cause and drops the workaround"),
            ("Storybook builds on Node 22 after bumping @storybook/addon-styling-webpack to 1.0.1; `nvm use 20` is not needed.", "S", 1, "negation", "the workaround is not needed any more"),
            ("make test sets TZ=UTC itself now (exported in the Makefile), so a plain `make test` works.", "S", 2, "now_uses", "the manual prefix is no longer needed"),
            ("In CI the e2e suite runs with 4 workers because each CI shard gets its own database.", "N", None, "related", "another environment"),
            ("The tests that fail outside UTC are test_due_dates.py and test_recurring.py, mostly around DST.", "F", None, "detail", "which tests the stored rule is about"),
            ("Storybook on Node 22 fails in CI as well, so the CI job sets node-version: 20 too.", "F", None, "scope", "the same workaround applied in CI"),
            ("Locally, keep --workers=1 for e2e, otherwise the workers step on the shared seeded tenant.", "R", None, "paraphrase", "restates the rule"),
            ("Could we fix the date tests instead of forcing TZ? freezegun with tz_offset maybe.", "N", None, "question", "a proposal"),
            ("Storybook needs Node 18, not 20: the addon breaks on 20.11+ as well.", "S", 1, "correction", "the workaround's version is corrected"),
            ("Earlier I thought the date tests were flaky; they aren't, they just need UTC.", "N", None, "plain", "the agent's history, consistent with the stored rule"),
        ],
    ),
    # ---- English: platform bugs in the apps ----
    (
        "en",
        [
            "iOS app: push notifications fail on iOS 17.0-17.1 when the app is killed; we send a silent push first as a workaround.",
            "The Android app crashes on Samsung One UI 6 when opening the camera picker (BUG-2080); on those devices it uses the system photo picker instead.",
            "Web: Firefox ESR 115 can't render the schedule grid (no `:has()` selector); customers on ESR get the legacy list view.",
        ],
        [
            ("Apple fixed the killed-app push issue in iOS 17.2; the silent-push workaround stays for users on 17.0-17.1.", "F", None, "detail", "the bug's range confirmed; the workaround stays"),
            ("Dropped the silent pre-push: under 1% of users are still on iOS 17.0-17.1.", "S", 0, "dropped", "the workaround was removed"),
            ("BUG-2080 was our own fault (a FileProvider missing `android:exported`), fixed in 3.8.2; Samsung phones use the camera picker again.", "S", 1, "correction", "cause corrected and the workaround gone"),
            ("Firefox ESR 128 supports :has(), so the grid works there.", "N", None, "related", "the same question for another version; ESR 115 is unchanged"),
            ("The schedule grid uses a JS fallback instead of :has() now, so ESR 115 gets the grid as well; the legacy list view is deleted.", "S", 2, "instead_of", "the workaround was replaced by a fix"),
            ("Samsung phones on One UI 5 open the camera picker fine.", "N", None, "related", "another version, no crash"),
            ("On Samsung One UI 6 the camera picker crashes the app, so those phones get the system photo picker instead.", "R", None, "paraphrase", "restates the stored workaround"),
            ("The silent-push workaround adds about 2 s of delay; product is fine with it.", "F", None, "detail", "a cost of the stored workaround"),
            ("The same killed-app push failure shows up on iPadOS 17.1.", "N", None, "related", "the same problem on another platform"),
            ("Maybe switch to OneSignal? Their SDK claims to handle the 17.0 bug.", "N", None, "question", "a question"),
        ],
    ),
    # ---- English: partial fixes ----
    (
        "en",
        [
            "Playwright on CI needs `--disable-gpu` for Chromium or the canvas tests crash, on both the Linux and the macOS runners.",
            "The `sync` service has to be built with `RUSTFLAGS=-Ctarget-cpu=x86-64-v2` on the Intel build hosts; the default triggers illegal-instruction crashes on the old Xeons.",
        ],
        [
            ("The canvas crash is fixed on Linux with Playwright 1.48; the macOS runners still need --disable-gpu.", "S", 0, "implicit", "partial fix: the stored 'both runners' no longer holds, so it is closed"),
            ("On the macOS runners Chromium also needs `--use-angle=swiftshader` besides --disable-gpu.", "F", None, "detail", "adds a flag; the stored one stays"),
            ("The old Xeons were decommissioned; sync builds with the default target again.", "S", 1, "gone", "the hosts and the workaround are gone"),
            ("The ARM build hosts build sync with the default RUSTFLAGS; x86-64-v2 is only for the Intel ones.", "N", None, "related", "another environment; the stored rule stands"),
            ("Does Playwright 1.48 fix the canvas crash? Its changelog mentions a GPU fix, not tried yet.", "N", None, "question", "a question"),
            ("The illegal instruction came from `-Ctarget-cpu=native` in .cargo/config.toml, not from the default; that line is removed and the RUSTFLAGS override isn't needed.", "S", 1, "correction", "the cause is corrected and the workaround dropped"),
        ],
    ),
    # ---- English: upstream bugs with workarounds, implicit changes ----
    (
        "en",
        [
            "`date-fns-tz` 3.0 formats Europe/Lisbon wrong around DST; web/ formats dates with `Intl.DateTimeFormat` directly as a workaround.",
            "The Stripe Terminal SDK on Android loses the reader connection after 30 min idle; the app reconnects every time the payment screen opens.",
            "The staging mail sandbox (Mailpit) drops messages over 10 MB, so the invoice-with-attachments tests use the SMTP mock instead.",
        ],
        [
            ("Stripe Terminal reader on Android: the app keeps the connection alive with a heartbeat every 10 minutes.", "S", 1, "implicit", "another workaround for the same problem, no change word"),
            ("Mailpit on staging accepts messages up to 50 MB (`MP_MAX_MESSAGE_SIZE`), so the attachment tests send through it.", "S", 2, "implicit", "the limit and the workaround differ, no change word"),
            ("Moved the date formatting helpers to web/src/lib/dates.ts; they still call Intl.DateTimeFormat directly.", "N", None, "moved", "the code moved; the workaround stands"),
            ("We switched the Android payment screen to Jetpack Compose last sprint; it still reconnects the reader on open.", "N", None, "switched", "a change to something else; the workaround stands"),
            ("date-fns-tz gets Lisbon wrong around DST, which is why web/ uses Intl.DateTimeFormat for dates.", "R", None, "paraphrase", "restates the workaround"),
            ("Back when we used Moment, Lisbon dates were fine.", "N", None, "plain", "history that does not touch the stored present"),
            ("The Terminal disconnect is a known upstream issue (stripe-terminal-android#⟨sti⟩), open since March.", "F", None, "detail", "the upstream ticket of the stored bug"),
            ("web/ formats all dates with date-fns-tz 3.2, Europe/Lisbon included.", "S", 0, "implicit", "the workaround is no longer what web/ does, no change word"),
            ("The SMTP mock for the attachment tests is no longer maintained upstream, so it's vendored in tests/smtp_mock/.", "F", None, "no_longer", "about the stored workaround's tool; 'no longer' is about its upstream"),
            ("Stripe Terminal on iOS keeps the reader connection; no reconnect there.", "N", None, "related", "another platform"),
            ("Back when the app reconnected the Terminal reader on every payment screen open, checkout took 4 s longer.", "S", 1, "implicit", "history that says the stored workaround is over"),
        ],
    ),
    # ---- German: beliefs in German ----
    (
        "de",
        [
            "Bekannter Bug: `pnpm install` bricht in der CI mit ERR_PNPM_EPERM ab, wenn der Store auf dem gemounteten Volume liegt; Workaround: `--store-dir /tmp/pnpm-store`.",
            "`test_tagesabschluss` ist flaky (Zeitzone um Mitternacht) und wird in der CI mit `--reruns 2` wiederholt.",
            "Der DATEV-Export ist wegen eines Rundungsfehlers bei 19 % USt deaktiviert (Flag `datev_export` aus).",
        ],
        [
            ("Seit pnpm 9.4 ist der EPERM-Fehler behoben; wir nutzen wieder den Standard-Store, `--store-dir` ist raus.", "S", 0, "dropped", "the bug is fixed and the workaround removed"),
            ("test_tagesabschluss ist repariert (feste Zeitzone im Fixture), Reruns brauchen wir nicht mehr.", "S", 1, "no_longer", "the flaky test is fixed"),
            ("Korrektur: Der DATEV-Fehler liegt nicht an der Rundung, sondern am falschen Steuerschlüssel für innergemeinschaftliche Lieferungen; das Flag bleibt aus.", "S", 2, "correction", "the cause is corrected; the flag stays off"),
            ("Auch `test_monatsabschluss` ist flaky, aus einem anderen Grund (Sortierung ohne ORDER BY).", "N", None, "related", "another flaky test"),
            ("`test_tagesabschluss` schlägt manchmal um Mitternacht fehl (Zeitzone) und läuft deshalb in der CI bis zu zweimal erneut.", "R", None, "paraphrase", "restates the stored handling"),
            ("Der EPERM-Fehler tritt nur auf den self-hosted Runnern mit NFS-Volume auf, nicht auf den GitHub-Runnern.", "F", None, "scope", "narrows where the stored bug happens"),
        ],
    ),
    # ---- German: beliefs in English ----
    (
        "de",
        [
            "Keycloak 24 breaks our SAML login for tenants with more than 50 groups (header too large); we stay on Keycloak 23.0.7.",
            "Staging deploys need a manual `kubectl delete job db-migrate` first, because Helm can't update an immutable Job.",
            "The nightly backup check fails on Sundays because the backup and the weekly VACUUM overlap; the alert is muted on Sundays in Alertmanager.",
        ],
        [
            ("Wir sind auf Keycloak 25.0.2: die Header-Größe ist dort konfigurierbar (`KC_HTTP_MAX_HEADER_SIZE`), das Festhalten an 23 ist weg.", "S", 0, "gone", "the version pin is lifted"),
            ("Der Migrations-Job hat jetzt die Helm-Hook-Löschrichtlinie `before-hook-creation`; das manuelle `kubectl delete job` entfällt.", "S", 1, "no_longer", "the manual step is gone"),
            ("Backup und VACUUM laufen inzwischen zu verschiedenen Zeiten (Backup 01:00, VACUUM 04:00); die Stummschaltung am Sonntag ist entfernt.", "S", 2, "dropped", "the overlap and the mute are gone"),
            ("Auf Prod gilt dasselbe: vor jedem Deploy den db-migrate-Job löschen.", "N", None, "related", "the same manual step in another environment"),
            ("Irgendwann wollen wir auf Keycloak 26, aber erst nach einem SAML-Test mit den Großkunden.", "N", None, "question", "a plan"),
            ("Der SAML-Fehler unter Keycloak 24 ist ein `431 Request Header Fields Too Large` am Ingress, ab etwa 50 Gruppen in der Assertion.", "F", None, "detail", "the exact error of the stored bug"),
        ],
    ),
    # ---- French: beliefs in French ----
    (
        "fr",
        [
            "Bug connu : l'upload de fichiers de plus de 100 Mo échoue derrière nginx (`client_max_body_size` à 100m) ; contournement : upload direct vers S3 avec une URL présignée.",
            "Le test `test_facture_multi_devise` est en quarantaine : il dépend d'un taux de change live.",
            "On reste sur Node 18 pour le front : Node 20 casse le build à cause de `node-sass`.",
        ],
        [
            ("On a remplacé node-sass par sass (dart-sass) ; le front tourne maintenant sous Node 20.", "S", 2, "replaced_by", "the blocker was replaced and Node moved"),
            ("test_facture_multi_devise utilise désormais un taux figé (fixture) ; il est sorti de la quarantaine.", "S", 1, "now_uses", "the test is fixed and back"),
            ("Finalement la limite venait de l'ALB, pas de nginx : idle timeout de 60 s. On l'a monté à 300 s et l'upload direct n'est plus nécessaire.", "S", 0, "correction", "the cause is corrected and the workaround dropped"),
            ("Les fichiers de plus de 100 Mo passent par une URL S3 présignée, parce que nginx bloque au-delà de 100 Mo.", "R", None, "paraphrase", "restates the workaround"),
            ("L'URL présignée expire au bout de 15 minutes ; pour les très gros fichiers on passe par l'upload multipart.", "F", None, "detail", "details of the stored workaround"),
            ("On pourrait passer directement à Node 22 quand on migrera vers Vite.", "N", None, "question", "an idea"),
        ],
    ),
    # ---- French: beliefs in English ----
    (
        "fr",
        [
            "The search service (OpenSearch 2.11) returns 429s during a reindex; we pause the indexer with `INDEXER_PAUSED=true` while reindexing.",
            "`make e2e` on Linux needs `xvfb-run` because Cypress can't find a display.",
            "The invoice number sequence can skip numbers after a failed transaction; accounting knows and accepts the gaps.",
        ],
        [
            ("Plus besoin de mettre l'indexeur en pause : depuis OpenSearch 2.15 on réindexe dans un nouvel index puis on bascule l'alias.", "S", 0, "no_longer", "the workaround is replaced"),
            ("On a remplacé Cypress par Playwright ; `make e2e` tourne en headless sans xvfb.", "S", 1, "replaced_by", "the tool and its workaround are gone"),
            ("Les numéros de facture sont désormais attribués à l'envoi, par un compteur sans trous ; plus de sauts dans la séquence.", "S", 2, "now_uses", "the gaps no longer happen"),
            ("Les numéros d'avoir ont le même problème de trous ; la compta est au courant.", "N", None, "related", "the same problem for another sequence"),
            ("Sous macOS, `make e2e` marche sans xvfb.", "N", None, "related", "another OS; the Linux rule stands"),
            ("Les 429 pendant la réindexation viennent du thread pool `write` saturé (queue_size 10000).", "F", None, "detail", "the cause of the stored 429s"),
        ],
    ),
    # ---- Spanish: beliefs in Spanish ----
    (
        "es",
        [
            "El job de conciliación bancaria falla con los ficheros de Santander porque vienen en Latin-1; hay que pasarlos a UTF-8 con `iconv` antes de subirlos.",
            "El flag `rutas_optimizadas` está apagado: el optimizador propone rutas que cruzan la frontera con Portugal.",
            "`test_calendario_festivos` se salta en CI: la librería `holidays` 0.50 trae mal los festivos de Madrid.",
        ],
        [
            ("El parser de conciliación detecta la codificación con charset-normalizer; ya no hace falta pasar los ficheros de Santander por iconv.", "S", 0, "no_longer", "the manual conversion is no longer needed"),
            ("`rutas_optimizadas` ya está encendido en producción; el optimizador respeta la frontera desde el martes.", "S", 1, "now_uses", "the flag is on after the fix"),
            ("Pasamos `holidays` de 0.50 a 0.57, que trae bien Madrid, y `test_calendario_festivos` vuelve a correr en CI.", "S", 2, "from_to", "the skip is lifted"),
            ("Los ficheros del BBVA vienen en UTF-8 y no dan problemas.", "N", None, "related", "another bank, no problem"),
            ("Antes de subir un extracto de Santander a la conciliación, conviértelo a UTF-8 con iconv (viene en Latin-1).", "R", None, "paraphrase", "restates the workaround"),
            ("El comando exacto: `iconv -f LATIN1 -t UTF-8 extracto.csv > extracto_utf8.csv`.", "F", None, "example", "an example of the stored workaround"),
        ],
    ),
    # ---- Spanish: beliefs in English ----
    (
        "es",
        [
            "Gotcha: `alembic upgrade head` deadlocks on prod if the ingest consumers are running; scale ingest to 0 first.",
            "The mobile app's Sentry source maps don't upload from EAS builds; we upload them by hand with `sentry-cli` after each release.",
            "Redis 7.2 on ElastiCache loses our Lua rate-limit script on failover; the api reloads it on `NOSCRIPT` errors.",
        ],
        [
            ("Las migraciones ya no se bloquean con ingest encendido: usamos `lock_timeout` de 5 s y reintentos, así que no hace falta escalar ingest a 0.", "S", 0, "no_longer", "the manual step is gone"),
            ("Los source maps se suben solos desde EAS con el plugin `@sentry/react-native/expo`; se acabó el paso manual con sentry-cli.", "S", 1, "gone", "the manual upload is gone"),
            ("Corrijo: el bloqueo de las migraciones no es con ingest sino con el job de reporting, que abre transacciones largas; hay que pausar ese job, ingest puede seguir.", "S", 0, "correction", "the agent corrects which service must be stopped"),
            ("El script Lua se carga ahora con `FUNCTION LOAD` (Redis Functions), que sobrevive al failover; ya no hace falta tratar NOSCRIPT.", "S", 2, "now_uses", "the workaround is replaced"),
            ("En staging la migración no se bloquea porque allí no hay consumidores de ingest.", "N", None, "related", "another environment"),
            ("¿Pasamos a Valkey 8 en ElastiCache? Dicen que arregla lo del failover.", "N", None, "question", "a question"),
        ],
    ),
    # ---- Portuguese: beliefs in Portuguese ----
    (
        "pt",
        [
            "O cálculo do ICMS no checkout arredonda errado para SP; o suporte corrige a nota manualmente até sair o fix (BUG-2140).",
            "O teste `test_boleto_vencimento` está desativado (`@pytest.mark.skip`) porque depende do horário bancário.",
            "A lib `python-nfe` está travada na 0.9.3: a 1.0 mudou o formato do XML assinado e a SEFAZ rejeita.",
        ],
        [
            ("BUG-2140 corrigido na 5.3: o ICMS de SP sai certo e o suporte não precisa mais corrigir notas à mão.", "S", 0, "no_longer", "the bug is fixed, the manual step ends"),
            ("Reescrevemos test_boleto_vencimento com o relógio congelado (freezegun); voltou a rodar.", "S", 1, "implicit", "the test runs again"),
            ("Liberamos a python-nfe para 1.0.4: o problema do XML assinado era o nosso certificado A1, não a lib.", "S", 2, "correction", "the cause is corrected and the pin lifted"),
            ("O mesmo arredondamento errado aparece no ISS de alguns municípios, mas é outro bug (BUG-2155).", "N", None, "related", "a related but different bug"),
            ("A python-nfe continua presa na 0.9.3 porque a 1.0 gera um XML assinado que a SEFAZ recusa.", "R", None, "paraphrase", "restates the pin"),
            ("O erro da SEFAZ com a 1.0 é `Rejeição 297: Assinatura difere do calculado`.", "F", None, "detail", "the exact error behind the stored pin"),
        ],
    ),
    # ---- Portuguese: beliefs in English ----
    (
        "pt",
        [
            "The websocket gateway drops connections every 60 s behind Construtora Alfa's corporate proxy; the web app falls back to long polling for that tenant.",
            "Thumbnails for HEIC photos fail (libheif missing in the worker image); the app asks iOS users to share as JPEG.",
            "Login with Microsoft fails for tenants on Azure AD B2C; they get a password login instead.",
        ],
        [
            ("O cliente liberou websockets no proxy; a Construtora Alfa não usa mais long polling.", "S", 0, "no_longer", "the workaround is no longer used"),
            ("Adicionamos libheif na imagem do worker (Debian bookworm): miniaturas de HEIC funcionam e o app parou de pedir JPEG.", "S", 1, "now_uses", "the bug is fixed and the workaround removed"),
            ("O login Microsoft para tenants B2C funciona desde que trocamos para o endpoint `ciamlogin.com`; a senha alternativa foi removida.", "S", 2, "switched", "the fix replaces the password fallback"),
            ("Outro cliente, a Transportes Beta, tem o mesmo proxy, mas com timeout de 120 s; ainda não fizemos nada.", "N", None, "related", "the same problem for another tenant"),
            ("Vamos testar SSE em vez de websocket para esses clientes com proxy.", "N", None, "question", "a plan; 'em vez de' is about a test"),
            ("O fallback da Construtora Alfa é configurado em `tenant_settings.realtime_transport = 'polling'`.", "F", None, "detail", "where the stored workaround is set"),
        ],
    ),
    # ---- Japanese: beliefs in Japanese ----
    (
        "ja",
        [
            "既知の不具合：`make build-sync` は Rust 1.80 でコンパイルエラーになる（`time` クレート 0.3.34 の型推論の問題）。`cargo update -p time` で 0.3.36 に上げて回避する。",
            "`test_booking_overlap` は CI で不安定なので `@pytest.mark.flaky(reruns=3)` を付けている。",
            "本番の PDF 生成では日本語フォントが欠けるので、Dockerfile で `fonts-noto-cjk` を追加インストールしている。",
        ],
        [
            ("Cargo.lock を更新して time 0.3.36 をコミットしたので、`cargo update -p time` はもう不要。", "S", 0, "no_longer", "the workaround is committed; the manual step ends"),
            ("`test_booking_overlap` は削除した。同じケースは `test_booking_conflicts.py` でカバーしている。", "S", 1, "gone", "the flaky test was deleted"),
            ("訂正：日本語が欠けるのは fonts-noto-cjk がないせいではなく、WeasyPrint の CSS で `font-family` を指定していなかったのが原因。CSS を直したので、フォントの追加インストールは外した。", "S", 2, "correction", "cause corrected, workaround removed"),
            ("同じ `time` クレートの問題は `ingest` サービスのビルドでも起きる。", "N", None, "related", "the same problem in another service"),
            ("Rust 1.80 では time 0.3.34 の型推論エラーで build-sync が失敗するため、time を 0.3.36 に上げる必要がある。", "R", None, "paraphrase", "restates the workaround"),
            ("不安定な原因は、予約時刻の比較でミリ秒を切り捨てていないこと（CI のマシンが速いと重なる）。", "F", None, "detail", "the cause of the stored flakiness"),
        ],
    ),
    # ---- Japanese: beliefs in English ----
    (
        "ja",
        [
            "Uploading to the App Store from CI fails with `altool` deprecation errors; releases are uploaded from Kenji's Mac with Transporter.",
            "The staging Postgres runs out of disk every ~2 weeks because of WAL held by a stuck replication slot; someone drops the slot by hand.",
            "Hot reload in the mobile app breaks with Expo SDK 51 plus our custom babel plugin; restart Metro with `--clear`.",
        ],
        [
            ("App Store へのアップロードは CI から fastlane の upload_to_testflight（API キー）で行うようになった。Kenji さんの Mac は不要。", "S", 0, "now_uses", "the manual upload is replaced"),
            ("詰まっていたスロットは古い Debezium のものだった。Debezium を止めてスロットを削除したので、ディスクはもう溢れない。", "S", 1, "no_longer", "the cause is removed; no more manual drops"),
            ("アプリは Expo SDK 52 になり、カスタム babel プラグインがあってもホットリロードは普通に動く。", "S", 2, "implicit", "the app moved to SDK 52 where the bug is gone, no change word about the workaround"),
            ("本番の Postgres では同じ問題は起きていない。スロットは監視している。", "N", None, "related", "another environment"),
            ("スロットの件、`max_slot_wal_keep_size` を設定すべきかもしれない。検討中。", "N", None, "question", "an idea under discussion"),
            ("Transporter でのアップロード手順は `docs/release/ios.md` にある。", "F", None, "detail", "where the stored manual procedure is written"),
        ],
    ),
    # ---- Chinese: beliefs in Chinese ----
    (
        "zh",
        [
            "已知问题：导出 Excel 超过 65535 行会报错（用的是 xlwt，只支持 .xls）；临时办法是按月拆分导出。",
            "`test_payment_callback_signature` 在 CI 上不稳定，已加入隔离列表 `tests/quarantine.txt`。",
            "网关 Kong 锁定在 3.4，因为 3.5 的 rate-limiting 插件在 Redis 集群模式下会丢计数。",
        ],
        [
            ("导出已经从 xlwt 换成 openpyxl（.xlsx），没有 65535 行的限制了，也不用按月拆分。", "S", 0, "replaced_by", "the library and the workaround are replaced"),
            ("支付回调签名测试已修好（测试里的时间戳用了本地时区），已从隔离列表移除。", "S", 1, "dropped", "the test is fixed and unquarantined"),
            ("Kong 已升级到 3.7，rate-limiting 在 Redis 集群模式下的丢计数问题在 3.6 修复了。", "S", 2, "now_uses", "the pin is lifted"),
            ("另外 `test_refund_partial_cn` 也不稳定，但还没加入隔离列表。", "N", None, "related", "another flaky test"),
            ("Kong 保持在 3.4：3.5 的限流插件在 Redis 集群下会丢计数。", "R", None, "paraphrase", "restates the pin"),
            ("隔离列表里的测试每晚在单独的 job `quarantine-nightly` 里跑，结果发到 #qa-flaky。", "F", None, "detail", "how the stored quarantine is run"),
        ],
    ),
    # ---- Chinese: beliefs in English ----
    (
        "zh",
        [
            "The SMS provider (Aliyun) rejects templates containing URLs for new accounts; we send the link in a follow-up message.",
            "`pip install mysqlclient` fails on the macOS dev machines; use `PyMySQL` locally via `USE_PYMYSQL=1`.",
            "The China region deploy has to be triggered by hand from the jump host because GitHub Actions can't reach it.",
        ],
        [
            ("阿里云账号已通过企业认证，模板里可以带链接了，不再分两条短信发送。", "S", 0, "no_longer", "the limitation and the workaround are gone"),
            ("更正：mysqlclient 装不上只是因为缺少 `pkg-config`，`brew install pkg-config mysql-client` 之后就能装，不需要 USE_PYMYSQL。", "S", 1, "correction", "the agent corrects the cause and the workaround"),
            ("中国区部署改成在境内的自托管 runner 上跑 GitHub Actions，跳板机上手动触发的步骤已经取消。", "S", 2, "switched", "the manual step is replaced"),
            ("Linux 开发机上 mysqlclient 安装正常。", "N", None, "related", "another OS, no problem"),
            ("打算明年把中国区也迁到同一套 ArgoCD，还没排期。", "N", None, "question", "a plan"),
            ("跳板机是 `jump-cn.larch.internal`，部署脚本在 `~/deploy/cn.sh`。", "F", None, "detail", "where the stored manual step is done"),
        ],
    ),
    # ---- Korean: beliefs in Korean ----
    (
        "ko",
        [
            "알려진 버그: iOS 앱에서 카카오 로그인 콜백이 가끔 두 번 호출된다. 서버에서 `state` 값으로 중복 요청을 무시해서 우회하고 있다.",
            "`test_settlement_month_end`는 CI에서 자주 실패해서 `@pytest.mark.skip` 처리해 두었다 (월말 날짜 계산 문제).",
            "`ingest` 서비스의 `rdkafka` 크레이트는 0.34에 고정되어 있다. 0.36에서는 SASL 인증이 깨진다.",
        ],
        [
            ("카카오 SDK 2.20에서 콜백 중복 호출이 고쳐져서, 서버의 state 중복 무시 로직은 제거했다.", "S", 0, "dropped", "the bug is fixed and the workaround removed"),
            ("월말 날짜 계산을 고쳤고 `test_settlement_month_end`는 다시 CI에서 돈다.", "S", 1, "implicit", "the skip is lifted"),
            ("rdkafka를 0.34에서 0.37로 올렸다. SASL 문제는 0.37에서 해결됐다.", "S", 2, "from_to", "the pin moved"),
            ("네이버 로그인은 콜백이 한 번만 온다. 문제 없음.", "N", None, "related", "another provider, no bug"),
            ("iOS에서 카카오 로그인 콜백이 두 번 올 때가 있어서, 서버가 state로 두 번째 요청을 무시한다.", "R", None, "paraphrase", "restates the workaround"),
            ("rdkafka 0.36의 SASL 문제는 `sasl.mechanisms=SCRAM-SHA-512`일 때만 생긴다.", "F", None, "scope", "narrows the stored bug; the pin stays"),
        ],
    ),
    # ---- Korean: beliefs in English ----
    (
        "ko",
        [
            "SvelteKit `adapter-node` leaks memory when `precompress` is on; it's turned off in web/svelte.config.js.",
            "Toss payments inside the Android WebView don't return to the app; the Android app opens Toss in the external browser instead.",
            "The `reports` CronJob sometimes runs twice after a node drain; the job takes a Redis lock before starting.",
        ],
        [
            ("precompress 메모리 누수는 adapter-node 5.2에서 고쳐져서 다시 켰다.", "S", 0, "implicit", "the bug is fixed and the option is back on"),
            ("토스 결제는 이제 안드로이드 WebView 안에서도 앱으로 정상 복귀한다 (intent scheme 처리 추가). 외부 브라우저 우회는 제거했다.", "S", 1, "now_uses", "the workaround is removed"),
            ("reports 크론이 두 번 도는 원인은 노드 드레인이 아니라 CronJob의 `concurrencyPolicy`가 Allow였기 때문이다. Forbid로 바꾸고 Redis 락은 없앴다.", "S", 2, "correction", "the cause is corrected and the workaround replaced"),
            ("iOS 앱에서는 토스 결제가 처음부터 문제 없었다.", "N", None, "related", "another platform"),
            ("precompress를 다시 켜볼까? 누수가 얼마나 큰지 먼저 측정하자.", "N", None, "question", "a question"),
            ("Redis 락 키는 `lock:reports:{date}`이고 TTL은 2시간이다.", "F", None, "detail", "details of the stored lock"),
        ],
    ),
    # ---- Russian: beliefs in Russian ----
    (
        "ru",
        [
            "Известная проблема: выгрузка отчётов в xlsx падает по памяти на выборках больше 200 тыс. строк; обходной путь: выгружать в CSV.",
            "Тест `test_sync_conflict_resolution` нестабилен из-за гонки в фикстуре; помечен `xfail(strict=False)`.",
            "Держим `uvicorn` на 0.29: в 0.30 сломалось корректное завершение по SIGTERM в Kubernetes.",
        ],
        [
            ("Перешли на потоковую запись xlsx (openpyxl write_only), отчёты на 500 тыс. строк проходят; обход через CSV больше не нужен.", "S", 0, "switched", "the bug is fixed and the workaround dropped"),
            ("Гонку в фикстуре починили, с `test_sync_conflict_resolution` сняли xfail.", "S", 1, "dropped", "the flaky marker is removed"),
            ("Поправка: SIGTERM в uvicorn 0.30 работает нормально, дело было в нашем preStop-хуке со `sleep 30`. Пин снят, мы на 0.32.", "S", 2, "correction", "the cause is corrected and the pin lifted"),
            ("Похоже, та же гонка есть и в `test_sync_merge`, но там другой сценарий.", "N", None, "related", "another test"),
            ("uvicorn закреплён на 0.29, потому что с 0.30 он неправильно завершается по SIGTERM в k8s.", "R", None, "paraphrase", "restates the pin"),
            ("Падение по памяти начинается примерно с 200 тыс. строк при лимите пода 2 ГБ; с 4 ГБ доходит до 350 тыс.", "F", None, "detail", "how the stored limit depends on memory"),
        ],
    ),
    # ---- Russian: beliefs in English ----
    (
        "ru",
        [
            "Yandex SmartCaptcha on the signup page fails for users with strict tracking protection in Firefox; we show an email-code fallback.",
            "Lifecycle rules for the `exports` bucket on Yandex Object Storage can't be set from terraform; old exports are deleted by a weekly cron.",
            "Deploys to the `ru-1` cluster need `--atomic=false` in helm because the ingress admission webhook times out.",
        ],
        [
            ("SmartCaptcha заменили на собственную проверку (proof-of-work), запасной вариант с кодом на почту убрали.", "S", 0, "replaced_by", "the captcha and its fallback are replaced"),
            ("Провайдер terraform для Yandex умеет lifecycle-правила с версии 0.120; правила теперь в терраформе, еженедельный крон удалён.", "S", 1, "dropped", "the limitation and the cron are gone"),
            ("Таймаут вебхука ingress починили (timeoutSeconds увеличили до 30); деплой в ru-1 снова идёт с --atomic.", "S", 2, "implicit", "the workaround is reverted after the fix"),
            ("В кластере `ru-2` тот же таймаут вебхука, там пока тоже `--atomic=false`.", "N", None, "related", "the same problem in another cluster"),
            ("К следующему релизу хотим вообще отказаться от SmartCaptcha.", "N", None, "question", "a plan"),
            ("Крон удаления старых выгрузок запускается по воскресеньям в 02:00 и удаляет файлы старше 30 дней.", "F", None, "detail", "details of the stored cron"),
        ],
    ),
    # ---- Persian: beliefs in Persian ----
    (
        "fa",
        [
            "باگ شناخته‌شده: تاریخ شمسی در فاکتورهای PDF یک روز جابه‌جا نمایش داده می‌شود؛ فعلاً تاریخ را سمت سرور با `jdatetime` می‌سازیم و به قالب می‌دهیم.",
            "تست `test_payment_gateway_timeout` در CI ناپایدار است و فعلاً با `-m 'not flaky'` از اجرای اصلی کنار گذاشته شده.",
            "نسخهٔ `celery` روی 5.3 قفل شده، چون در 5.4 تسک‌های زمان‌بندی‌شده دو بار اجرا می‌شوند.",
        ],
        [
            ("مشکل جابه‌جایی تاریخ شمسی در فاکتورها حل شد (منطقهٔ زمانی Asia/Tehran در قالب تنظیم شد) و دیگر لازم نیست تاریخ را سمت سرور بسازیم.", "S", 0, "no_longer", "the bug is fixed and the workaround dropped"),
            ("تست test_payment_gateway_timeout را با mock به‌جای تأخیر واقعی درست کردیم و دوباره در اجرای اصلی CI است.", "S", 1, "instead_of", "the test is fixed and back"),
            ("قفل celery برداشته شد؛ نسخهٔ 5.4.1 مشکل اجرای دوباره را ندارد و الان روی همان هستیم.", "S", 2, "dropped", "the pin is lifted"),
            ("تاریخ شمسی در ایمیل‌ها درست است؛ مشکل فقط در PDF است.", "F", None, "scope", "narrows the stored bug"),
            ("celery روی 5.3 قفل مانده، چون 5.4 تسک‌های زمان‌بندی‌شده را دو بار اجرا می‌کند.", "R", None, "paraphrase", "restates the pin"),
            ("تست `test_refund_gateway` هم گاهی شکست می‌خورد، ولی علتش چیز دیگری است.", "N", None, "related", "another flaky test"),
        ],
    ),
    # ---- Persian: beliefs in English ----
    (
        "fa",
        [
            "SMS delivery to Iranian numbers via Twilio is unreliable; we route +98 numbers through Kavenegar.",
            "The Vazirmatn font breaks number rendering in the charts library; chart labels use Latin digits as a workaround.",
            "The mobile app crashes in RTL layout when opening the date picker on Android 9; the picker is forced to LTR.",
        ],
        [
            ("ارسال پیامک به شماره‌های +98 از Kavenegar به SMS.ir منتقل شد.", "S", 0, "moved", "the route moved to another provider"),
            ("با نسخهٔ جدید کتابخانهٔ نمودار، ارقام فارسی درست نمایش داده می‌شوند و دیگر از ارقام لاتین استفاده نمی‌کنیم.", "S", 1, "no_longer", "the bug is fixed and the workaround dropped"),
            ("تصحیح: کرش انتخابگر تاریخ ربطی به RTL نداشت؛ علت نبودِ locale فارسی در ICU اندروید 9 بود. انتخابگر را با locale انگلیسی باز می‌کنیم و اجبار LTR را برداشتیم.", "S", 2, "correction", "the cause and the workaround are corrected"),
            ("روی iOS انتخابگر تاریخ در حالت RTL مشکلی ندارد.", "N", None, "related", "another platform"),
            ("شاید بعداً برای پیامک‌های داخلی یک سرویس دوم هم به‌عنوان پشتیبان اضافه کنیم.", "N", None, "question", "an idea"),
            ("برای شماره‌های +98 از خط اختصاصی Kavenegar با پیش‌شمارهٔ 2000 استفاده می‌کنیم.", "F", None, "detail", "details of the stored route"),
        ],
    ),
    # ---- Hebrew: beliefs in Hebrew ----
    (
        "he",
        [
            "באג ידוע: חיפוש לקוחות לא מוצא שמות בעברית עם ניקוד; עוקפים את זה בהסרת הניקוד לפני השמירה.",
            "הטסט `test_shabbat_scheduling` מסומן flaky ורץ עם 3 ניסיונות חוזרים, כי הוא תלוי בשעון.",
            "הגרסה של `react-native-reanimated` נעולה על 3.10, כי 3.11 שובר את האנימציה של לוח הזמנים ב־RTL.",
        ],
        [
            ("עברנו ל־analyzer של OpenSearch שמתעלם מניקוד, אז כבר לא מסירים ניקוד לפני השמירה.", "S", 0, "no_longer", "the workaround is replaced"),
            ("תיקנו את test_shabbat_scheduling עם שעון מוקפא והורדנו את הניסיונות החוזרים.", "S", 1, "dropped", "the flaky test is fixed"),
            ("שדרגנו את react-native-reanimated ל־3.16; בעיית ה־RTL נפתרה ב־3.15.", "S", 2, "now_uses", "the pin is lifted"),
            ("גם שמות בערבית עם תנועות לא נמצאים בחיפוש; אותה בעיה, עוד לא טיפלנו בה.", "N", None, "related", "the same problem for another language, not handled"),
            ("reanimated נשאר על 3.10: ב־3.11 האנימציה של לוח הזמנים נשברת ב־RTL.", "R", None, "paraphrase", "restates the pin"),
            ("הסרת הניקוד נעשית בפונקציה `strip_niqqud()` בקובץ `api/search/normalize.py`.", "F", None, "detail", "where the stored workaround lives"),
        ],
    ),
    # ---- Hebrew: beliefs in English ----
    (
        "he",
        [
            "The Bit payments callback sometimes arrives before the order is committed; the handler retries after 2 s.",
            "Invoices for Israeli tenants need an allocation number requested by hand from the Tax Authority portal until our API integration is approved.",
            "Hebrew text in push notifications shows reversed on old Android (< 8); we wrap it with RLM marks.",
        ],
        [
            ("ה־callback של Bit כבר לא מקדים את ה־commit: יוצרים את ההזמנה בטרנזקציה לפני הפנייה ל־Bit, וה־retry הוסר.", "S", 0, "no_longer", "the cause is removed and the retry dropped"),
            ("האינטגרציה עם רשות המסים אושרה; מספרי ההקצאה מתקבלים אוטומטית, בלי צעד ידני.", "S", 1, "implicit", "the manual step ends"),
            ("אנחנו לא תומכים יותר באנדרואיד מתחת ל־8, אז סימני ה־RLM הוסרו מההתראות.", "S", 2, "dropped", "the workaround is removed with the old platform"),
            ("גם ב־SMS העברית מתהפכת אצל חלק מהספקים; זו בעיה אחרת.", "N", None, "related", "a related but different bug"),
            ("בעוד חודש נבדוק אם אפשר לוותר על ה־retry של Bit.", "N", None, "question", "a plan"),
            ("ה־retry של Bit הוא פעם אחת בלבד, אחרי 2 שניות, ואחריו נכתבת אזהרה ללוג.", "F", None, "detail", "details of the stored retry"),
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
                "id": f"l{n:03d}",
                "split": "heldout",
                "lang": lang,
                "existing": [filled[i] for i in order],
                "new": _fill(new),
                "label": LABELS[code],
                "target": order.index(target) if target is not None else None,
                "phrasing": phrasing,
                "note": note,
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
