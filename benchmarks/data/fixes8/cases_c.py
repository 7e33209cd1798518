"""fixes8 cases, part c: the agent's own lessons, and sessions that must leave no fix memory."""

from __future__ import annotations

import random

from kit import T, agent, joined, noise, token
from cases_a import case

# ---------------------------------------------------------------- agent lessons (nothing failed)


@case("shellcheck_note_midsession", "shellcheck", "agent_lesson", "lesson_mid_session", "en", "/home/dev/src/release-tools",
      [agent(["shellcheck -x"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Tidy up scripts/release.sh: quote the variables and make it lint clean.")
    t.read("/home/dev/src/release-tools/scripts/release.sh", "#!/usr/bin/env bash\nset -euo pipefail\n. \"$(dirname \"$0\")/lib/common.sh\"\nver=$1\ntag v$ver\npush_tag v$ver")
    t.bash("shellcheck -x scripts/release.sh", "\nIn scripts/release.sh line 5:\ntag v$ver\n      ^--^ SC2086 (info): Double quote to prevent globbing and word splitting.\n\nIn scripts/release.sh line 6:\npush_tag v$ver\n           ^--^ SC2086 (info): Double quote to prevent globbing and word splitting.", 1)
    t.say("Note to self for this repo: always run `shellcheck -x` here - every script sources lib/common.sh, and without -x shellcheck can't follow the source and reports SC1091 plus false 'function not defined' warnings for tag/push_tag.")
    t.edit("/home/dev/src/release-tools/scripts/release.sh", 'ver=$1\ntag v$ver\npush_tag v$ver', 'ver="$1"\ntag "v${ver}"\npush_tag "v${ver}"')
    t.bash("shellcheck -x scripts/*.sh && echo clean", "clean")
    t.say("release.sh is quoted and all scripts are lint clean.")


@case("hadolint_threshold_heads_up", "hadolint", "agent_lesson", "lesson_in_summary", "en", "/home/dev/src/imagefactory",
      [agent(["--failure-threshold warning", "--failure-threshold"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Add a healthcheck to the api Dockerfile and make sure hadolint is happy the way CI runs it.")
    t.read("/home/dev/src/imagefactory/.gitlab-ci.yml", "lint:dockerfiles:\n  image: hadolint/hadolint:v2.12.0-debian\n  script:\n    - hadolint --failure-threshold warning docker/*/Dockerfile")
    t.edit("/home/dev/src/imagefactory/docker/api/Dockerfile", 'CMD ["./api"]', 'HEALTHCHECK --interval=30s --timeout=3s CMD ["./api", "healthcheck"]\nCMD ["./api"]')
    t.bash("hadolint --failure-threshold warning docker/*/Dockerfile; echo rc=$?", "docker/api/Dockerfile:7 DL3059 info: Multiple consecutive `RUN` instructions. Consider consolidation.\nrc=0")
    t.say("Healthcheck added; hadolint passes (one info-level note, which CI ignores).\n\nHeads-up for whoever works here next: lint Dockerfiles with `hadolint --failure-threshold warning docker/*/Dockerfile`, the same threshold CI uses - plain `hadolint` fails on info notes that CI tolerates, and warnings that plain output shows as passing locally will break the pipeline.")


@case("sorbet_tapioca_takeaway", "sorbet", "agent_lesson", "lesson_in_summary", "en", "/home/dev/src/ledger-rb",
      [agent(["tapioca gem", "bin/tapioca gem"], ["srb tc"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Add the money gem and use it in Ledger::Entry#amount. Keep Sorbet green.")
    t.bash("bundle add money --version '~> 6.19'", "Fetching money 6.19.0\nInstalling money 6.19.0")
    t.bash("bin/tapioca gem money", "Compiled money\n      create  sorbet/rbi/gems/money@6.19.0.rbi\nDone")
    t.edit("/home/dev/src/ledger-rb/lib/ledger/entry.rb", "  sig { returns(Integer) }\n  def amount = @cents", "  sig { returns(Money) }\n  def amount = Money.new(@cents, currency)")
    t.bash("bundle exec srb tc", "No errors! Great job.")
    t.say("Done, `srb tc` is clean.\n\nKey takeaway for this repo: after adding or upgrading a gem, run `bin/tapioca gem <name>` before `bundle exec srb tc`; without the generated RBI Sorbet reports every constant of the new gem as unresolved.")


@case("doxygen_run_from_docs", "doxygen", "agent_lesson", "lesson_in_summary", "en", "/home/dev/src/rasterlib",
      [agent(["cd docs"], ["doxygen Doxyfile", "Doxyfile"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Regenerate the API docs, the new blend functions should show up.")
    t.read("/home/dev/src/rasterlib/docs/Doxyfile", "PROJECT_NAME = rasterlib\nINPUT = ../include ../src\nOUTPUT_DIRECTORY = build\nRECURSIVE = YES\nWARN_AS_ERROR = FAIL_ON_WARNINGS")
    t.bash("cd docs && doxygen Doxyfile 2>&1 | tail -3", "Generating file index...\nGenerating annotated compound index...\nfinished...")
    t.bash("grep -c blend_ docs/build/html/blend_8h.html", "14")
    t.say("Docs regenerated; the blend_* functions are in docs/build/html/blend_8h.html.\n\nWorth remembering: run `cd docs && doxygen Doxyfile` - INPUT uses paths relative to docs/, so running doxygen from the repo root finds no sources and WARN_AS_ERROR makes it fail.")


@case("forge_fork_tests_midsession", "foundry", "agent_lesson", "lesson_mid_session", "en", "/home/dev/src/vaultswap",
      [agent(["--no-match-path"], ["test/fork"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Add a test for the fee rounding in Swap.sol and run the suite. No RPC on this machine.")
    t.read("/home/dev/src/vaultswap/foundry.toml", '[profile.default]\nsrc = "src"\nout = "out"\nlibs = ["lib"]\n\n[rpc_endpoints]\nmainnet = "${MAINNET_RPC_URL}"')
    t.say("Rule for this repo, since there's no RPC here: the tests under test/fork/ need `MAINNET_RPC_URL`; offline, run `forge test --no-match-path 'test/fork/*'` so they are left out instead of erroring.")
    t.edit("/home/dev/src/vaultswap/test/Swap.t.sol", "    function test_swap() public {", "    function test_feeRoundsUp() public {\n        assertEq(swap.fee(1), 1);\n    }\n\n    function test_swap() public {")
    t.bash("forge test --no-match-path 'test/fork/*' 2>&1 | tail -2", "Suite result: ok. 12 passed; 0 failed; 0 skipped; finished in 4.10ms (2.91ms CPU time)\nRan 2 test suites in 9.55ms (6.02ms CPU time): 12 passed, 0 failed, 0 skipped (12 total tests)")
    t.say("Added test_feeRoundsUp; all 12 offline tests pass.")


@case("tofu_plan_out_rules", "opentofu", "agent_lesson", "lesson_rules_list", "en", "/home/dev/src/edge-infra",
      [agent(["-out=tfplan", "-out"], ["tofu apply tfplan"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Add the new DNS record for status.edge.example and apply it.")
    t.edit("/home/dev/src/edge-infra/dns.tf", '# records', 'resource "cloudflare_record" "status" {\n  zone_id = var.zone_id\n  name    = "status"\n  type    = "CNAME"\n  content = "statuspage.edge.example"\n}\n# records')
    t.bash("tofu plan -out=tfplan | tail -3", "  # cloudflare_record.status will be created\nPlan: 1 to add, 0 to change, 0 to destroy.\nSaved the plan to: tfplan")
    t.bash("tofu apply tfplan | tail -1", "Apply complete! Resources: 1 added, 0 changed, 0 destroyed.")
    t.say("status.edge.example is live.\n\n**Rules I follow in this repo**\n- Always `tofu plan -out=tfplan`, review, then `tofu apply tfplan` - never a bare `tofu apply`, so what is applied is exactly what was reviewed.\n- Keep one record per resource block in dns.tf.")


# ---------------------------------------------------------------- no memory: flaky


E_CQL = "Connection error: ('Unable to connect to any servers', {'127.0.0.1:9042': ConnectionRefusedError(111, \"Tried connecting to [('127.0.0.1', 9042)]. Last error: Connection refused\")})"


@case("cassandra_cqlsh_starting_flaky", "cassandra", "flaky", "plain_retry", "en", "/home/dev/src/eventstore",
      [], ["Unable to connect to any servers"])
def _(t: T, rng: random.Random) -> None:
    t.user("bring up cassandra and load schema.cql")
    t.bash("docker compose up -d cassandra && cqlsh -f schema.cql", "[+] Running 1/1\n ✔ Container eventstore-cassandra-1  Started\n" + E_CQL, 1)
    t.say("Cassandra takes a while to open the native port after the container starts. Waiting and retrying:")
    t.bash("sleep 40 && cqlsh -f schema.cql && cqlsh -e 'DESCRIBE KEYSPACES'", "\nevents  system_auth  system_schema  system_distributed  system  system_traces  system_views  system_virtual_schema")
    t.say("Schema loaded; the first attempt only ran before Cassandra was listening.")


E_TRIVY = "TOOMANYREQUESTS: retry-after: 1.024ms, allowed: 44000/minute"


@case("trivy_db_rate_limit_flaky", "trivy", "flaky", "plain_retry", "en", "/home/dev/src/imagefactory",
      [], ["TOOMANYREQUESTS"])
def _(t: T, rng: random.Random) -> None:
    t.user("scan the api image for HIGH/CRITICAL vulns")
    t.bash("trivy image --severity HIGH,CRITICAL registry.imagefactory.example/api:1.8.0", "2026-11-25T10:11:02Z\tINFO\t[vulndb] Need to update DB\n2026-11-25T10:11:02Z\tINFO\t[vulndb] Downloading vulnerability DB...\n2026-11-25T10:11:02Z\tINFO\t[vulndb] Downloading artifact...\trepo=\"mirror.gcr.io/aquasec/trivy-db:2\"\n2026-11-25T10:11:03Z\tFATAL\tFatal error\trun error: init error: DB error: failed to download vulnerability DB: OCI artifact error: failed to download vulnerability DB: failed to download artifact from mirror.gcr.io/aquasec/trivy-db:2: oci download error: failed to fetch the layer: GET https://mirror.gcr.io/v2/aquasec/trivy-db/blobs/sha256:9f1d: " + E_TRIVY, 1)
    t.bash("sleep 20 && trivy image --severity HIGH,CRITICAL registry.imagefactory.example/api:1.8.0 | tail -4", "2026-11-25T10:11:41Z\tINFO\t[vulndb] Artifact successfully downloaded\n\nregistry.imagefactory.example/api:1.8.0 (debian 12.8)\nTotal: 0 (HIGH: 0, CRITICAL: 0)")
    t.say("No HIGH or CRITICAL findings. The first run hit a rate limit on the DB mirror; the retry worked.")


E_KAFKA = "Connection to node -1 (localhost/127.0.0.1:9092) could not be established. Broker may not be available."


@case("kafka_topics_broker_starting", "kafka-cli", "flaky", "plain_retry", "en", "/home/dev/src/clickstream",
      [], ["Broker may not be available"])
def _(t: T, rng: random.Random) -> None:
    t.user("create the sessions topic with 6 partitions")
    t.bash("kafka-topics.sh --bootstrap-server localhost:9092 --create --topic sessions --partitions 6 --replication-factor 1", joined(
        ["[2026-11-25 11:00:0%d,1%02d] WARN [AdminClient clientId=adminclient-1] %s (org.apache.kafka.clients.NetworkClient)" % (i, i * 7, E_KAFKA) for i in range(1, 7)],
        "Error while executing topic command : Timed out waiting for a node assignment. Call: createTopics",
        "[2026-11-25 11:01:00,411] ERROR org.apache.kafka.common.errors.TimeoutException: Timed out waiting for a node assignment. Call: createTopics"), 1)
    t.bash("docker compose ps kafka", "NAME                  STATUS\nclickstream-kafka-1   Up 58 seconds (healthy)")
    t.bash("kafka-topics.sh --bootstrap-server localhost:9092 --create --topic sessions --partitions 6 --replication-factor 1", "Created topic sessions.")
    t.say("Created. The broker had just restarted and wasn't accepting connections yet; the same command worked a minute later.")


E_LEIN = "Could not transfer artifact org.clojure:core.async:jar:1.6.681 from/to clojars (https://repo.clojars.org/): GET request of: org/clojure/core.async/1.6.681/core.async-1.6.681.jar from clojars failed"


@case("lein_clojars_transfer_flaky", "leiningen", "flaky", "plain_retry", "en", "/home/dev/src/pricing-clj",
      [], ["Could not transfer artifact"])
def _(t: T, rng: random.Random) -> None:
    t.user("lein test please")
    t.bash("lein test", joined(noise(rng, ["Retrieving org/clojure/tools.{h}/1.{p}.0/tools.{h}-1.{p}.0.pom from central", "Retrieving com/cognitect/transit-clj/1.0.{k}/transit-clj-1.0.{k}.jar from central"], 9),
        E_LEIN, "This could be due to a typo in :dependencies, file system permissions, or network issues.", "If you are behind a proxy, try setting the 'http_proxy' environment variable."), 1)
    t.bash("lein test 2>&1 | tail -3", "Retrieving org/clojure/core.async/1.6.681/core.async-1.6.681.jar from central\n\nRan 41 tests containing 133 assertions.\n0 failures, 0 errors.")
    t.say("41 tests pass. The first run had a transient download failure; the rerun fetched the jar fine.")


E_PAPERMILL = "RuntimeError: Kernel died before replying to kernel_info"


@case("papermill_kernel_died_flaky", "papermill", "flaky", "plain_retry", "en", "/home/dev/src/weekly-kpis",
      [], ["Kernel died before replying"])
def _(t: T, rng: random.Random) -> None:
    t.user("run the weekly notebook with week=47")
    t.bash("papermill notebooks/weekly.ipynb out/weekly-47.ipynb -p week 47", "Input Notebook:  notebooks/weekly.ipynb\nOutput Notebook: out/weekly-47.ipynb\nExecuting:   0%|          | 0/23 [00:00<?, ?cell/s]Executing notebook with kernel: python3\n" + E_PAPERMILL, 1)
    t.bash("papermill notebooks/weekly.ipynb out/weekly-47.ipynb -p week 47 2>&1 | tail -1", "Executing: 100%|██████████| 23/23 [00:18<00:00,  1.27cell/s]")
    t.say("out/weekly-47.ipynb is done. The kernel died on the first start, nothing logged why; the rerun was fine. If it happens again we can look at memory.")


# ---------------------------------------------------------------- no memory: unfixed / explained only


E_ASAN = "==48211==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000a30 at pc 0x55d3c4a1b2f3 bp 0x7ffd61a0c9d0 sp 0x7ffd61a0c9c8"


@case("asan_cause_explained_unfixed", "cmake-asan", "unfixed", "cause_explained_not_fixed", "en", "/home/dev/src/quill",
      [], ["heap-use-after-free"])
def _(t: T, rng: random.Random) -> None:
    t.user("The tokenizer test crashes under the asan preset. Tell me why, I'll fix it myself.")
    t.bash("ctest --preset asan -R tokenizer --output-on-failure", joined("Test project /home/dev/src/quill/build-asan", "    Start 4: tokenizer_test", E_ASAN,
        "READ of size 8 at 0x602000000a30 thread T0", "    #0 0x55d3c4a1b2f2 in quill::Lexer::peek() const src/lexer.cpp:57", "    #1 0x55d3c4a1c0aa in quill::Parser::parse_expr() src/parser.cpp:112",
        "0x602000000a30 is located 0 bytes inside of 16-byte region [0x602000000a30,0x602000000a40)", "freed by thread T0 here:", "    #1 0x55d3c4a1a9e1 in quill::Lexer::reset(std::string_view) src/lexer.cpp:31",
        "1/1 Test #4: tokenizer_test ...................***Failed    0.31 sec", "0% tests passed, 1 tests failed out of 1"), 8)
    t.read("/home/dev/src/quill/src/lexer.cpp", "void Lexer::reset(std::string_view src) {\n    tokens_.clear();\n    tokens_.shrink_to_fit();\n    src_ = src;\n}\n// ...\nconst Token& Lexer::peek() const { return *cur_; }")
    t.say("Cause: `Lexer::reset()` clears and shrinks `tokens_`, which frees the buffer, but `cur_` still points into it; `Parser::parse_expr()` then calls `peek()`, which reads through the stale pointer. Resetting `cur_` in `reset()` (or storing an index instead of a pointer) would fix it. I haven't changed anything, as you asked.")


E_GODOT = "No export template found at the expected path:"


@case("godot_export_templates_unfixed", "godot", "unfixed", "user_will_do_later", "en", "/home/dev/src/tinyrogue",
      [], ["No export template found"])
def _(t: T, rng: random.Random) -> None:
    t.user("export a linux build to build/tinyrogue.x86_64")
    t.bash("godot --headless --export-release 'Linux' build/tinyrogue.x86_64", "Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org\nERROR: Cannot export project with preset \"Linux\" due to configuration errors:\n" + E_GODOT + "\n/home/dev/.local/share/godot/export_templates/4.3.stable/linux_release.x86_64\n\n   at: _fs_changed (editor/editor_node.cpp:1034)\nERROR: Project export for preset \"Linux\" failed.", 1)
    t.say("The export templates for 4.3 aren't installed. They're a ~1 GB download from the editor (Editor > Manage Export Templates) or the Godot site.")
    t.user("leave it, I'll grab them on the office network tomorrow")
    t.say("OK, nothing changed. The export will work once the 4.3.stable templates are in ~/.local/share/godot/export_templates/.")


E_CERTBOT = "Certbot failed to authenticate some domains (authenticator: standalone). The Certificate Authority reported these problems:"


@case("certbot_user_refuses_ufw", "certbot", "unfixed", "user_refused", "en", "/home/dev/src/edge-lb",
      [], ["ufw disable", "Timeout during connect (likely firewall problem)"])
def _(t: T, rng: random.Random) -> None:
    t.user("get a cert for intranet.example.test with certbot standalone")
    t.bash("sudo certbot certonly --standalone -d intranet.example.test -n --agree-tos -m ops@example.test", "Saving debug log to /var/log/letsencrypt/letsencrypt.log\nRequesting a certificate for intranet.example.test\n\n" + E_CERTBOT + "\n  Domain: intranet.example.test\n  Type:   connection\n  Detail: 203.0.113.40: Fetching http://intranet.example.test/.well-known/acme-challenge/Qm1x: Timeout during connect (likely firewall problem)\n\nHint: The Certificate Authority failed to download the challenge files from the temporary standalone webserver started by Certbot on port 80. Ensure that the listed domains point to this machine and that it can accept inbound connections from the internet.", 1)
    t.say("The CA can't reach port 80. The host firewall might be blocking it; I'd turn ufw off for the challenge.")
    t.rejected("sudo ufw disable", "Disable the firewall")
    t.user("absolutely not, that box faces the internet. And port 80 is blocked upstream by the network team on purpose. We'll do DNS-01 later, stop here.")
    t.say("Understood, I've left the firewall alone and changed nothing. For later: DNS-01 (`--preferred-challenges dns` with your DNS provider's plugin) avoids needing port 80.")


E_MAKE = "Makefile:14: *** missing separator.  Stop."


@case("makefile_separator_source_edit", "gnu-make", "unfixed", "source_edit_pointed", "en", "/home/dev/src/tinyhttpd",
      [], ["missing separator"])
def _(t: T, rng: random.Random) -> None:
    t.user("I added a `bench` target, run make bench")
    t.bash("make bench", E_MAKE, 2)
    t.bash("sed -n '12,15p' Makefile | cat -A", "bench: all$\n    ./tinyhttpd --bench 10000$\n$\n")
    t.edit("/home/dev/src/tinyhttpd/Makefile", "bench: all\n    ./tinyhttpd --bench 10000", "bench: all\n\t./tinyhttpd --bench 10000")
    t.bash("make bench", "cc -O2 -Wall -o tinyhttpd src/*.c\n./tinyhttpd --bench 10000\n10000 requests in 0.84 s (11904 req/s)")
    t.say("The recipe line under `bench:` was indented with spaces; I replaced them with a tab. 11.9k req/s.")


E_K6 = "thresholds on metrics 'http_req_duration' have been crossed"


@case("k6_pass_after_unrelated_update", "k6", "unrelated", "unrelated_change_then_pass", "en", "/home/dev/src/quayside",
      [], ["npm update", "have been crossed"])
def _(t: T, rng: random.Random) -> None:
    t.user("run the smoke load test against staging")
    t.bash("k6 run load/smoke.js", joined("     scenarios: (100.00%) 1 scenario, 20 max VUs, 1m30s max duration (incl. graceful stop):",
        "     ✗ http_req_duration..............: avg=412.1ms min=88.2ms med=301.5ms max=2.91s p(90)=811.3ms p(95)=1.02s", "       { p(95)<800 }", "     http_reqs......................: 2114   35.2/s",
        "running (1m00.2s), 00/20 VUs, 2114 complete and 0 interrupted iterations", 'ERRO[0061] ' + E_K6), 99)
    t.say("p95 was 1.02 s against an 800 ms threshold. While I look, the load scripts' npm deps are out of date; updating them.")
    t.bash("cd load && npm update", "changed 3 packages, and audited 41 packages in 2s\nfound 0 vulnerabilities")
    t.bash("k6 run load/smoke.js | grep -E 'http_req_duration|checks'", "     ✓ http_req_duration..............: avg=201.7ms min=79.0ms med=180.2ms max=1.12s p(90)=402.8ms p(95)=512.6ms\n     ✓ checks.........................: 100.00% 2303 out of 2303")
    t.say("The second run passed (p95 512 ms). To be honest, the npm update can't affect this: k6 doesn't use node modules at run time. Staging was probably just busier during the first run, so the threshold breach is unexplained rather than fixed.")


E_PUSH = "error: RPC failed; HTTP 502 curl 22 The requested URL returned error: 502"


@case("git_push_502_retry_ky", "git", "flaky", "plain_retry", "ky", "/home/dev/src/atlas-tiles",
      [], ["HTTP 502"])
def _(t: T, rng: random.Random) -> None:
    t.user("Өзгөртүүлөрдү push кылып койчу, сураныч.")
    t.bash("git push origin main", "Enumerating objects: 37, done.\nCounting objects: 100% (37/37), done.\nDelta compression using up to 2 threads\nWriting objects: 100% (21/21), 4.81 MiB | 2.40 MiB/s, done.\n" + E_PUSH + "\nsend-pack: unexpected disconnect while reading sideband packet\nfatal: the remote end hung up unexpectedly", 1)
    t.say("Сервер убактылуу 502 кайтарды окшойт. Дагы бир жолу аракет кылам.")
    t.bash("git push origin main", "Enumerating objects: 37, done.\nWriting objects: 100% (21/21), 4.81 MiB | 3.10 MiB/s, done.\nTo https://git.atlas.example/maps/atlas-tiles.git\n   8c1e2f0..a91b7d4  main -> main")
    t.say("Даяр, экинчи аракетте push өттү. Эч нерсе өзгөртүлгөн жок.")


E_STYLELINT = "Unexpected !important  declaration-no-important"


@case("stylelint_disable_reverted_by_user", "stylelint", "unfixed", "fix_reverted_by_user", "en", "/home/dev/src/kitepay",
      [], ['"declaration-no-important": null', "Unexpected !important"])
def _(t: T, rng: random.Random) -> None:
    t.user("make `npm run lint:css` pass")
    t.bash("npm run lint:css", "\n> kitepay@3.2.0 lint:css\n> stylelint \"src/**/*.scss\"\n\nsrc/components/Modal.scss\n  14:22  ✖  " + E_STYLELINT + "\n  31:9   ✖  " + E_STYLELINT + "\n\n✖ 2 problems (2 errors, 0 warnings)", 2)
    t.edit("/home/dev/src/kitepay/.stylelintrc.json", '"rules": {', '"rules": {\n    "declaration-no-important": null,')
    t.bash("npm run lint:css", "\n> kitepay@3.2.0 lint:css\n> stylelint \"src/**/*.scss\"\n")
    t.say("Lint passes: I turned off declaration-no-important in .stylelintrc.json.")
    t.user("no, revert that. that rule is there on purpose, the two !important in Modal.scss are the bug. leave it failing, Mira is rewriting Modal anyway")
    t.edit("/home/dev/src/kitepay/.stylelintrc.json", '"rules": {\n    "declaration-no-important": null,', '"rules": {')
    t.bash("git diff --stat", "")
    t.say("Reverted; .stylelintrc.json is back to the committed version and lint still reports the two !important in Modal.scss for Mira's rewrite.")


E_PERF = "perf_event_paranoid setting is 4:"


@case("perf_paranoid_refused_bs", "perf", "unfixed", "user_refused", "bs", "/home/dev/src/tinyhttpd",
      [], ["kernel.perf_event_paranoid=-1", "perf_event_paranoid setting is 4"])
def _(t: T, rng: random.Random) -> None:
    t.user("Snimi profil servera pod opterećenjem sa perf record, zanima me gdje troši vrijeme.")
    t.bash("perf record -g -- ./tinyhttpd --bench 20000", "Error:\nAccess to performance monitoring and observability operations is limited.\nConsider adjusting /proc/sys/kernel/perf_event_paranoid setting to open\naccess to performance monitoring and observability operations for processes\nwithout CAP_PERFMON, CAP_SYS_PTRACE or CAP_SYS_ADMIN Linux capability.\nMore information can be found at 'Perf events and tool security' document:\nhttps://www.kernel.org/doc/html/latest/admin-guide/perf-security.html\n" + E_PERF + "\n  -1: Allow use of (almost) all events by all users", 255)
    t.say("Kernel ne dozvoljava perf bez privilegija. Mogu privremeno spustiti postavku:")
    t.rejected("sudo sysctl -w kernel.perf_event_paranoid=-1", "Lower perf_event_paranoid")
    t.user("Ne, to je dijeljena mašina, ne diraj kernel postavke. Pitaću admina za CAP_PERFMON. Za sada stani.")
    t.say("U redu, ništa nisam promijenio. Kad dobiješ CAP_PERFMON, isti `perf record -g` bi trebao raditi.")


# ---------------------------------------------------------------- no memory: interrupted, narration, guess


@case("buildroot_timeout_interrupted", "buildroot", "interrupted", "timeout_then_stop", "en", "/home/dev/src/br-gateway",
      [], ["BR2_JLEVEL"])
def _(t: T, rng: random.Random) -> None:
    t.user("build the gateway image with buildroot")
    t.timeout("make gateway_defconfig && make", joined(noise(rng, [">>> host-{h} 1.{p} Extracting", ">>> host-{h} 1.{p} Building", ">>> busybox 1.36.1 Configuring", ">>> linux-headers 6.6.{p} Installing to staging directory"], 22)))
    t.say("The full toolchain build takes much longer than the tool limit. I could set BR2_JLEVEL and run it in the background with a log file.")
    t.interrupt()
    t.user("stop, I'll run it overnight on the build server")


@case("west_update_user_interrupted", "zephyr-west", "interrupted", "user_interrupted", "en", "/home/dev/src/zephyr-ws",
      [], ["west update --narrow"])
def _(t: T, rng: random.Random) -> None:
    t.user("update the west workspace to the new manifest revision")
    t.bash("west update", joined("=== updating zephyr (zephyr):", "--- zephyr: fetching, need revision v4.0.0", noise(rng, ["remote: Counting objects: {p}% ({k}/900)", "Receiving objects:  {p}% ({k}/52011), 41.{p} MiB | 1.{p} MiB/s"], 10),
        "=== updating hal_nordic (modules/hal/nordic):", "--- hal_nordic: fetching, need revision 5c8d109371ebb740fbef1f440a3b59e488a36717"))
    t.say("That fetched zephyr; the HAL modules are next and big. I could use `west update --narrow` to fetch only the needed revisions.")
    t.interrupt()
    t.user("wait, wrong branch of the manifest, I'll redo it myself")


E_CONSUL = "Unexpected response code: 403 (Permission denied: token with AccessorID '00000000-0000-0000-0000-000000000002' lacks permission 'service:write' on \"web\")"


@case("consul_narration_only", "consul", "narration", "explains_plan_not_done", "en", "/home/dev/src/platform-jobs",
      [], ["CONSUL_HTTP_TOKEN", "lacks permission 'service:write'"])
def _(t: T, rng: random.Random) -> None:
    t.user("register services/web.hcl with consul")
    t.bash("consul services register services/web.hcl", "Error registering service \"web\": " + E_CONSUL, 1)
    t.say("The anonymous token is being used. What I'd try next: export CONSUL_HTTP_TOKEN with a token that has service:write for web, probably from the ops vault, then re-run the register. I haven't done that since I don't have such a token here.")
    t.user("ok, I'll ask Ana for a token. thanks")


@case("pwsh_pester_guess_thinking", "powershell-pester", "narration", "guess_in_thinking", "en", "/home/dev/src/winops",
      [], ["PSModulePath", "Invoke-Pester"])
def _(t: T, rng: random.Random) -> None:
    t.user("run the Pester tests in tests/")
    t.bash("pwsh -NoProfile -Command 'Invoke-Pester tests/ -Output Detailed'", "Invoke-Pester: The term 'Invoke-Pester' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.", 1)
    t.think("Maybe Pester is installed for Windows PowerShell only, or the PSModulePath in pwsh doesn't include the user module folder. Could also just be missing. Not sure.")
    t.say("Pester isn't available in this pwsh. Do you want me to look into it, or install it?")
    t.user("not now, I'm running them on the windows VM anyway")


# ---------------------------------------------------------------- no memory: workarounds


E_NEXTEST = "thread 'sync::tests::merges_tombstones' panicked at src/sync.rs:214:9:"


@case("nextest_test_ignored", "cargo-nextest", "unfixed", "test_skipped", "en", "/home/dev/src/crdt-notes",
      [], ["#[ignore]", "merges_tombstones' panicked"])
def _(t: T, rng: random.Random) -> None:
    t.user("get `cargo nextest run` green, I need to cut a build")
    t.bash("cargo nextest run 2>&1 | tail -14", joined("    Starting 88 tests across 3 binaries", noise(rng, ["        PASS [   0.0{p}s] crdt-notes store::tests::t{h}", "        PASS [   0.1{p}s] crdt-notes text::tests::t{h}"], 5),
        "        FAIL [   0.021s] crdt-notes sync::tests::merges_tombstones", "--- STDERR:              crdt-notes sync::tests::merges_tombstones ---", E_NEXTEST, "assertion `left == right` failed\n  left: 3\n right: 2",
        "     Summary [   1.412s] 88 tests run: 87 passed, 1 failed, 0 skipped", "        FAIL [   0.021s] crdt-notes sync::tests::merges_tombstones", "error: test run failed"), 100)
    t.say("A real failure in tombstone merging, not something quick. To unblock the build I'll mark that one test ignored and leave a TODO.")
    t.edit("/home/dev/src/crdt-notes/src/sync.rs", "    #[test]\n    fn merges_tombstones() {", "    #[test]\n    #[ignore] // TODO: tombstone merge double-counts, see sync.rs:214\n    fn merges_tombstones() {")
    t.bash("cargo nextest run 2>&1 | tail -1", "     Summary [   1.390s] 87 tests run: 87 passed, 1 skipped")
    t.say("Green with one test skipped. The tombstone merge bug is still there (3 tombstones where 2 are expected).")


E_ZEPHYR = "error: Aborting due to Kconfig warnings"


@case("zephyr_kconfig_commented_pa", "zephyr-west", "unfixed", "line_commented_out", "pa", "/home/dev/src/zephyr-ws/app",
      [], ["#CONFIG_BT_EXT_ADV=y", "Aborting due to Kconfig warnings"])
def _(t: T, rng: random.Random) -> None:
    t.user("ਕਿਰਪਾ ਕਰਕੇ nrf52840dk ਲਈ ਐਪ ਬਿਲਡ ਕਰੋ।")
    t.bash("west build -b nrf52840dk/nrf52840 .", "-- west build: generating a build system\nLoading Zephyr default modules (Zephyr base).\n-- Board: nrf52840dk, qualifiers: nrf52840\nParsing /home/dev/src/zephyr-ws/zephyr/Kconfig\nLoaded configuration '/home/dev/src/zephyr-ws/zephyr/boards/nordic/nrf52840dk/nrf52840dk_nrf52840_defconfig'\nMerged configuration '/home/dev/src/zephyr-ws/app/prj.conf'\n\nwarning: BT_EXT_ADV (defined at subsys/bluetooth/Kconfig.adv:9) was assigned the value 'y' but got the value 'n'. Check these unsatisfied dependencies: BT_BROADCASTER (=n). See http://docs.zephyrproject.org/latest/kconfig.html#CONFIG_BT_EXT_ADV and/or look up BT_EXT_ADV in the menuconfig/guiconfig interface.\n\n" + E_ZEPHYR + "\nCMake Error at /home/dev/src/zephyr-ws/zephyr/cmake/modules/kconfig.cmake:396 (message):\n  command failed with return code: 1", 1)
    t.say("BT_EXT_ADV ਨੂੰ BT_BROADCASTER ਚਾਹੀਦਾ ਹੈ ਜੋ ਬੰਦ ਹੈ। ਬਿਲਡ ਚਲਾਉਣ ਲਈ ਮੈਂ ਫਿਲਹਾਲ prj.conf ਵਿੱਚ ਉਹ ਲਾਈਨ comment ਕਰ ਦਿੰਦਾ ਹਾਂ।")
    t.edit("/home/dev/src/zephyr-ws/app/prj.conf", "CONFIG_BT_EXT_ADV=y", "#CONFIG_BT_EXT_ADV=y")
    t.bash("west build -b nrf52840dk/nrf52840 . -p 2>&1 | tail -2", "Memory region         Used Size  Region Size  %age Used\n           FLASH:      143212 B         1 MB     13.66%\n[214/214] Linking C executable zephyr/zephyr.elf")
    t.say("ਬਿਲਡ ਹੋ ਗਿਆ, ਪਰ extended advertising ਹੁਣ ਬੰਦ ਹੈ - ਇਹ ਅਸਲ ਹੱਲ ਨਹੀਂ, ਸਿਰਫ਼ ਆਰਜ਼ੀ ਰਾਹ ਹੈ।")


@case("docusaurus_broken_links_to_warn", "docusaurus", "unfixed", "workaround_config_relaxed", "en", "/home/dev/src/devportal",
      [], ["onBrokenLinks: 'warn'", "Docusaurus found broken links!"])
def _(t: T, rng: random.Random) -> None:
    t.user("npm run build for the docs site, it's blocking the deploy")
    t.bash("npm run build", joined("\n> devportal@0.0.0 build\n> docusaurus build\n", "[INFO] [en] Creating an optimized production build...",
        "[webpackbar] ✔ Server: Compiled successfully in 18.21s", "[webpackbar] ✔ Client: Compiled successfully in 41.92s", "[ERROR] Error: Unable to build website for locale en.", "    at tryToBuildLocale (/home/dev/src/devportal/node_modules/@docusaurus/core/lib/commands/build/build.js:83:15)",
        "  [cause]: Error: Docusaurus found broken links!", "", "  Please check the pages of your site in the list below, and make sure you don't reference any path that does not exist.",
        "  Note: it's possible to ignore broken links with the 'onBrokenLinks' Docusaurus configuration, and let the build pass.", "", "  Exhaustive list of all broken links found:", "  - Broken link on source page path = /guides/auth:", "     -> linking to /api/v1/tokens"), 1)
    t.edit("/home/dev/src/devportal/docusaurus.config.ts", "onBrokenLinks: 'throw',", "onBrokenLinks: 'warn',")
    t.bash("npm run build 2>&1 | tail -2", "[WARNING] Docusaurus found broken links!\n[SUCCESS] Generated static files in \"build\".")
    t.say("The build passes now, but only because broken links warn instead of failing; /guides/auth still links to /api/v1/tokens, which doesn't exist. Please put it back to 'throw' once the link is fixed.")


# ---------------------------------------------------------------- no memory: switched, secret, typo, refused, reverted


E_K3D = "Failed to create cluster 'dev' because a cluster with that name already exists"


@case("k3d_switched_task", "k3d", "unfixed", "switched_task", "en", "/home/dev/src/platform-jobs",
      [], ["a cluster with that name already exists"])
def _(t: T, rng: random.Random) -> None:
    t.user("spin up a fresh k3d cluster called dev with 2 agents")
    t.bash("k3d cluster create dev --agents 2", "INFO[0000] Prep: Network\nFATA[0000] " + E_K3D, 1)
    t.say("There's already a cluster named dev. Should I delete it and recreate, or use another name?")
    t.user("hmm, don't touch it, Ana might be using it. forget the cluster, can you instead update the README's port table? 8080 is now 8088")
    t.edit("/home/dev/src/platform-jobs/README.md", "| api | 8080 |", "| api | 8088 |")
    t.say("README updated (api: 8088). The dev cluster is untouched.")


def _gitleaks_secret() -> str:
    return "xoxb-" + token(random.Random("fixes8/gitleaks/slack"), 10, "0123456789") + "-" + token(random.Random("fixes8/gitleaks/slack2"), 24)


@case("gitleaks_secret_unfixed", "gitleaks", "unfixed", "secret_in_output", "en", "/home/dev/src/mailqueue",
      [], [_gitleaks_secret(), "leaks found: 1"])
def _(t: T, rng: random.Random) -> None:
    t.user("run gitleaks over the repo history before we open-source it")
    t.bash("gitleaks detect --source . -v", "\n    ○\n    │╲\n    │ ○\n    ○ ░\n    ░    gitleaks\n\nFinding:     SLACK_TOKEN = \"" + _gitleaks_secret() + "\"\nSecret:      " + _gitleaks_secret() + "\nRuleID:      slack-bot-token\nEntropy:     4.612\nFile:        mailqueue/settings_old.py\nLine:        12\nCommit:      5d1e0c7a8b9f\nAuthor:      Old Dev\nDate:        2024-03-02T10:11:12Z\nFingerprint: 5d1e0c7a8b9f:mailqueue/settings_old.py:slack-bot-token:12\n\n11:02AM INF 418 commits scanned.\n11:02AM INF scan completed in 2.31s\n11:02AM WRN leaks found: 1", 1)
    t.say("One finding: a Slack bot token in mailqueue/settings_old.py from 2024. It's in history, so deleting the file won't remove it; the token has to be revoked in Slack first, then the history rewritten (git filter-repo) if you still want to publish.")
    t.user("I'll revoke it now and talk to the team about rewriting history. don't do anything else")
    t.say("OK, nothing changed in the repo.")


@case("tofu_typo_plna", "opentofu", "unfixed", "typo_in_command", "en", "/home/dev/src/edge-infra",
      [], ["tofu plna"])
def _(t: T, rng: random.Random) -> None:
    t.user("show me the plan")
    t.bash("tofu plna", "OpenTofu has no command named \"plna\". Did you mean \"plan\"?\n\nTo see all of OpenTofu's top-level commands, run:\n  tofu -help", 1)
    t.bash("tofu plan -out=tfplan | tail -2", "Plan: 0 to add, 2 to change, 0 to destroy.\nSaved the plan to: tfplan")
    t.say("(Typo on my side.) The plan changes two resources in place, nothing added or destroyed.")


E_SALT = "Rendering SLS 'base:nginx' failed: Jinja variable 'dict object' has no attribute 'ssl_port'"


@case("salt_jinja_source_edit", "saltstack", "unfixed", "source_edit_pointed", "en", "/home/dev/src/salt-states",
      [], ["has no attribute 'ssl_port'"])
def _(t: T, rng: random.Random) -> None:
    t.user("apply the nginx state locally in test mode")
    t.bash("sudo salt-call --local state.apply nginx test=True", "local:\n    Data failed to compile:\n----------\n    " + E_SALT, 1)
    t.read("/home/dev/src/salt-states/pillar/nginx.sls", "nginx:\n  port: 80\n  sslport: 443")
    t.say("The pillar key is `sslport` but the state reads `ssl_port`. I'll fix the state to match the pillar.")
    t.edit("/home/dev/src/salt-states/nginx/init.sls", "{{ pillar['nginx']['ssl_port'] }}", "{{ pillar['nginx']['sslport'] }}")
    t.bash("sudo salt-call --local state.apply nginx test=True | tail -4", "Summary for local\n------------\nSucceeded: 6 (changed=2)\nFailed:    0")
    t.say("Renders and would change 2 things (the site config and a reload). The state referenced a pillar key that doesn't exist.")


E_CDK = "SSM parameter /cdk-bootstrap/hnb659fds/version not found. Has the environment been bootstrapped? Please run 'cdk bootstrap'"


@case("cdk_bootstrap_refused_chatty", "aws-cdk", "unfixed", "user_refused", "en", "/home/dev/src/reports-cdk",
      [], ["cdk bootstrap aws://444455556666", "Has the environment been bootstrapped?"])
def _(t: T, rng: random.Random) -> None:
    t.user("Deploy ReportsStack to the shared analytics account (profile analytics). First time we deploy there.")
    t.bash("npx cdk deploy ReportsStack --profile analytics", "\n✨  Synthesis time: 6.2s\n\nReportsStack: start: Building ReportsStack Template\nReportsStack: success: Built ReportsStack Template\n❌  Deployment failed: Error: ReportsStack: " + E_CDK + " (see https://docs.aws.amazon.com/cdk/latest/guide/bootstrapping.html)", 1)
    t.say("CDK needs its toolkit stack (asset bucket, roles) in the account first. That's a one-time `cdk bootstrap` for the account and region.")
    t.user("what exactly does bootstrap create? it's a shared account")
    t.say("A CloudFormation stack called CDKToolkit with an S3 bucket and an ECR repo for assets, and IAM roles for deploy, file publishing and lookups, trusted by the account itself. It's visible to everyone in the account.")
    t.rejected("npx cdk bootstrap aws://444455556666/eu-west-1 --profile analytics", "Bootstrap the analytics account")
    t.user("no. platform team owns that account, they have to bootstrap with their qualifier and permission boundary. I'll open a ticket, stop here")
    t.say("Understood, nothing deployed or created. Once platform has bootstrapped it, the deploy may need `--context @aws-cdk/core:bootstrapQualifier=<theirs>` if they use a custom qualifier.")


E_TURBO = "Found `pipeline` field instead of `tasks`."


@case("turbo_tasks_fix_reverted", "turborepo", "unfixed", "fix_reverted_by_user", "en", "/home/dev/src/kitepay",
      [], ['"tasks": {', "Found `pipeline` field"])
def _(t: T, rng: random.Random) -> None:
    t.user("I bumped turbo to 2.3 in the lockfile PR. run the build")
    t.bash("npx turbo run build", "  x " + E_TURBO + "\n   ,-[turbo.json:3:1]\n 2 |   \"$schema\": \"https://turbo.build/schema.json\",\n 3 |   \"pipeline\": {\n   :   ^^^^^^^^^^\n 4 |     \"build\": {\n   `----\n  help: Changed in 2.0: `pipeline` has been renamed to `tasks`.", 1)
    t.edit("/home/dev/src/kitepay/turbo.json", '"pipeline": {', '"tasks": {')
    t.bash("npx turbo run build | tail -3", " Tasks:    6 successful, 6 total\nCached:    0 cached, 6 total\n  Time:    48.112s")
    t.say("Turbo 2 renamed `pipeline` to `tasks`; with that change the build passes.")
    t.user("ugh, no - revert turbo.json and I'll drop the turbo bump from the PR, the remote cache server isn't on v2 yet")
    t.edit("/home/dev/src/kitepay/turbo.json", '"tasks": {', '"pipeline": {')
    t.bash("git checkout -- package.json package-lock.json && npx turbo --version", "1.13.4")
    t.say("Reverted turbo.json and the turbo bump; we're back on 1.13.4.")
