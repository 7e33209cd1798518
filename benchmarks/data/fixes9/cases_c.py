"""fixes9 cases, part C: the agent's own stated lessons, and sessions that must leave no
memory (flaky reruns, unfixed, interrupted, refused, reverted, a fix for another error)."""

from __future__ import annotations

from kit import agent, buried, case, secret

# ---- agent lessons: nothing failed -------------------------------------------------------


@case("espidf_export_note", "ESP-IDF idf.py", "agent_lesson", "stated_mid_session", "/home/lotte/fw/beacon",
      expected=[agent(["export.sh"], ["idf.py"])], traps=["CONFIG_LOG_DEFAULT_LEVEL"])
def _(t, rng):
    t.user("bump the log level default to INFO in sdkconfig.defaults and rebuild")
    t.edit("/home/lotte/fw/beacon/sdkconfig.defaults", "CONFIG_LOG_DEFAULT_LEVEL_WARN=y", "CONFIG_LOG_DEFAULT_LEVEL_INFO=y")
    t.say("Note for this repo: always `. $HOME/esp/esp-idf/export.sh` in the shell before any `idf.py` command; the repo pins IDF v5.3 there and the system PATH has an older idf.py.")
    t.bash(". $HOME/esp/esp-idf/export.sh >/dev/null && idf.py fullclean build", "Executing action: fullclean\nProject build complete. To flash, run:\n idf.py flash", 0)
    t.say("Rebuilt with INFO as the default log level.")


@case("pio_env_summary", "PlatformIO", "agent_lesson", "final_summary", "/home/bram/hw/weatherstation",
      expected=[agent(["pio run -e nucleo_f446re", "-e nucleo_f446re"])], traps=["RAM:   [==        ]"])
def _(t, rng):
    t.user("add a 2s delay after sensor init and build it")
    t.edit("/home/bram/hw/weatherstation/src/main.cpp", "  bme.begin(0x76);\n", "  bme.begin(0x76);\n  delay(2000);\n")
    t.bash("pio run -e nucleo_f446re", "Processing nucleo_f446re (platform: ststm32; board: nucleo_f446re; framework: arduino)\nRAM:   [==        ]  18.1% (used 23712 bytes from 131072 bytes)\n========================= [SUCCESS] Took 21.40 seconds =========================", 0)
    t.say("Done - delay added, firmware builds.\n\nLesson learned for this project: always build with `pio run -e nucleo_f446re`; the default env in platformio.ini is the old `uno` target, which compiles but for the wrong board.")


@case("buf_generate_notes", "buf (protobuf)", "agent_lesson", "notes_heading", "/home/chidi/svc/payroll-api",
      expected=[agent(["buf generate"], ["--template buf.gen.yaml", "buf.gen.yaml"])], traps=["string currency = 5"])
def _(t, rng):
    t.user("add a `currency` field to Payslip and regenerate the Go code")
    t.edit("/home/chidi/svc/payroll-api/proto/payroll/v1/payslip.proto", "  int64 net_cents = 4;\n}", "  int64 net_cents = 4;\n  string currency = 5;\n}")
    t.bash("cd proto && buf lint && buf generate --template buf.gen.yaml", "", 0)
    t.bash("go build ./...", "", 0)
    t.say("Added the currency field to Payslip and regenerated.\n\n### Notes for whoever picks this up\n- Run `buf generate --template buf.gen.yaml` from inside `proto/`; from the repo root it picks up the vendored googleapis and writes to the wrong folder.")


@case("typst_root_lesson", "Typst", "agent_lesson", "final_summary", "/home/vera/thesis",
      expected=[agent(["--root"], ["typst compile"])], traps=["chapters/03-method.typ"])
def _(t, rng):
    t.user("fix the figure caption typo in chapter 3 and recompile the PDF")
    t.edit("/home/vera/thesis/chapters/03-method.typ", "caption: [Sampel sites]", "caption: [Sample sites]")
    t.bash("typst compile --root . main.typ build/thesis.pdf", "", 0)
    t.say("Fixed the caption and recompiled build/thesis.pdf.\n\nWorth remembering here: compile with `typst compile --root . main.typ`; the figures live in /figures at the repo root, and without `--root .` Typst refuses paths outside main.typ's folder.")


@case("gotask_rules_list", "go-task (Taskfile)", "agent_lesson", "rules_list", "/home/nils/go/src/hafen",
      expected=[agent(["task generate"], ["task test"])], traps=["internal/berth/berth.go"])
def _(t, rng):
    t.user("rename Berth.Len to Berth.Length everywhere")
    t.bash("gofmt -r 'a.Len -> a.Length' -l -w internal/", "internal/berth/berth.go\ninternal/berth/berth_test.go", 0)
    t.bash("task generate && task test", "task: [generate] go generate ./...\ntask: [test] go test ./...\nok  \thafen/internal/berth\t0.214s", 0)
    t.say("Renamed and tests pass.\n\n**Rules I follow in this repo**\n1. `task generate` before `task test` - the mocks are generated and not committed.\n2. Never run plain `go test` from the root; use `task test`, which sets the build tags.")


@case("latexmk_lualatex_note_tk", "latexmk", "agent_lesson", "stated_mid_session", "/home/merdan/isler/makala", lang="tk",
      expected=[agent(["latexmk -lualatex"])], traps=["Overfull \\hbox"])
def _(t, rng):
    t.user("Salam, makalanyň sözbaşysyny düzed we PDF-i täzeden gur.")
    t.edit("/home/merdan/isler/makala/main.tex", "\\title{Suw serişdeleri}", "\\title{Suw serişdeleriniň dolandyrylyşy}")
    t.say("Bu taslama üçin bellik: PDF-i hemişe `latexmk -lualatex main.tex` bilen gurmaly, sebäbi fontspec ulanylýar we pdflatex işlemeýär.")
    t.bash("latexmk -lualatex main.tex", "Overfull \\hbox (3.1pt too wide) in paragraph at lines 88--91\nOutput written on main.pdf (14 pages).\nLatexmk: All targets (main.pdf) are up-to-date", 0)
    t.say("Sözbaşy düzedildi, main.pdf täzelendi (14 sahypa).")


# ---- no memory -----------------------------------------------------------------------------


@case("cypress_flaky_rerun", "Cypress", "flaky", "plain_retry", "/home/ottilie/web/kiosk",
      traps=["Timed out retrying after 4000ms: Expected to find element: `[data-cy=receipt]`"])
def _(t, rng):
    t.user("run the e2e suite")
    out = buried(rng, ["  ✓ checkout_{i} adds item ({k}ms)", "  ✓ cart_{i} renders ({k}ms)", "[{k}:0{p}{p}/{h}] WARNING: Browserslist: caniuse-lite is outdated."],
                 ["  1) receipt", "     prints a receipt:", "     AssertionError: Timed out retrying after 4000ms: Expected to find element: `[data-cy=receipt]`, but never found it."],
                 ["  ✖  1 of 12 failed (8%)                      02:41       87        86        1", "npm ERR! code 1"], before=6, after=0)
    t.bash("npm run e2e", out, 1)
    t.bash("npm run e2e -- --spec cypress/e2e/receipt.cy.ts", "  ✓ prints a receipt (2210ms)\n  ✔  All specs passed!", 0)
    t.bash("npm run e2e", "  ✔  All specs passed!                        02:37       87        87", 0)
    t.say("The receipt test timed out once and passed on both reruns with nothing changed - it's flaky (the print preview sometimes takes longer than 4 s). I didn't change anything; worth a ticket.")


@case("clickhouse_starting_retry", "ClickHouse client", "flaky", "plain_retry", "/home/ilse/data/meter",
      traps=["Code: 210. DB::NetException: Connection refused"])
def _(t, rng):
    t.user("load the fixture data into clickhouse")
    t.bash("docker compose up -d clickhouse && clickhouse-client --multiquery < fixtures/load.sql",
           "[+] Running 1/1\n ✔ Container meter-clickhouse-1  Started\nCode: 210. DB::NetException: Connection refused (localhost:9000). (NETWORK_ERROR)", 210)
    t.bash("sleep 5 && clickhouse-client --multiquery < fixtures/load.sql", "", 0)
    t.bash("clickhouse-client -q 'SELECT count() FROM readings'", "48000", 0)
    t.say("Loaded: 48000 readings. The first try only hit the server before it was listening.")


@case("etcd_deadline_retry_tg", "etcdctl", "flaky", "plain_retry", "/home/farrukh/kor/navbat", lang="tg",
      traps=["context deadline exceeded"])
def _(t, rng):
    t.user("Салом, лутфан калиди /navbat/config-ро дар etcd нав кун.")
    t.bash("etcdctl --endpoints=https://192.0.2.21:2379 put /navbat/config \"$(cat config.json)\"",
           "{\"level\":\"warn\",\"ts\":\"2026-11-14T08:02:11.412Z\",\"msg\":\"retrying of unary invoker failed\",\"error\":\"rpc error: code = DeadlineExceeded desc = context deadline exceeded\"}\nError: context deadline exceeded", 1)
    t.bash("etcdctl --endpoints=https://192.0.2.21:2379 endpoint health", "https://192.0.2.21:2379 is healthy: successfully committed proposal: took = 9.8ms", 0)
    t.bash("etcdctl --endpoints=https://192.0.2.21:2379 put /navbat/config \"$(cat config.json)\"", "OK", 0)
    t.say("Тайёр. Кӯшиши аввал бо тамомшавии вақт рад шуд, вале кластер солим буд ва кӯшиши дуюм бе ягон тағйирот гузашт.")


@case("gdal_wfs_503_retry", "GDAL ogr2ogr", "flaky", "plain_retry", "/home/amara/gis/parcels",
      traps=["HTTP error code : 503"])
def _(t, rng):
    t.user("pull the parcels layer from the county WFS into a geopackage")
    cmd = "ogr2ogr -f GPKG parcels.gpkg WFS:'https://gis.county.example/wfs?typename=parcels'"
    t.bash(cmd, "Warning 1: Layer creation options ignored since an existing layer is being appended to.\nERROR 1: HTTP error code : 503\nERROR 1: Unable to open datasource `WFS:https://gis.county.example/wfs?typename=parcels' with the following drivers.", 1)
    t.bash(cmd + " && ogrinfo -so parcels.gpkg parcels | grep Count", "Feature Count: 21877", 0)
    t.say("Done, 21877 parcels. The county server returned a 503 on the first try; the same command worked a moment later.")


@case("flyctl_remote_builder_retry", "flyctl", "flaky", "plain_retry", "/home/teo/apps/ticketbox",
      traps=["remote builder app unavailable"])
def _(t, rng):
    t.user("deploy to fly")
    out = buried(rng, ["==> Verifying app config", "--> Verified app config", "WARNING The app is not listening on the expected address and will not be reachable by fly-proxy."],
                 ["Error: failed to fetch an image or build from source: error connecting to docker: remote builder app unavailable"],
                 [], before=2, after=0)
    t.bash("fly deploy", out, 1)
    t.bash("fly deploy", "==> Building image with Depot\n--> Pushing image done\nVisit your newly deployed app at https://ticketbox.fly.dev/", 0)
    t.say("Deployed. The remote builder was briefly unavailable; the second `fly deploy` went through unchanged.")


@case("precommit_fetch_retry", "pre-commit", "flaky", "plain_retry", "/home/ulla/code/vinterbad",
      traps=["fatal: unable to access 'https://github.com/psf/black/'"])
def _(t, rng):
    t.user("run the pre-commit hooks on everything")
    out = "\n".join(["[INFO] Initializing environment for https://github.com/psf/black.", "An unexpected error has occurred: CalledProcessError: command: ('/usr/bin/git', 'fetch', 'origin', '--tags')",
                     "return code: 128", "stderr:", "    fatal: unable to access 'https://github.com/psf/black/': Could not resolve host: github.com", "Check the log at /home/ulla/.cache/pre-commit/pre-commit.log"])
    t.bash("pre-commit run --all-files", out, 3)
    t.bash("pre-commit run --all-files", "black....................................................................Passed\nruff.....................................................................Passed\ncheck yaml...............................................................Passed", 0)
    t.say("All hooks pass. The first run failed on a DNS blip while fetching the black repo; the rerun worked without changes.")


@case("cpanm_flaky_dep_test", "cpanm", "flaky", "plain_retry", "/home/helga/perl/Ledger-Lite",
      traps=["t/04-timeout.t"])
def _(t, rng):
    t.user("install the deps with cpanm")
    out = buried(rng, ["--> Working on Module::{i}", "Fetching http://www.cpan.org/authors/id/X/XX/Module-{i}.tar.gz ... OK", "Successfully installed Module-{i}-0.{k}"],
                 ["t/04-timeout.t ....... 1/6 ", "#   Failed test 'alarm fires within 2s'", "t/04-timeout.t ....... Dubious, test returned 1 (wstat 256, 0x100)", "Failed 1/6 subtests"],
                 ["Files=9, Tests=71,  4 wallclock secs", "Result: FAIL", "-> FAIL Installing AnyEvent::Timer failed. See /home/helga/.cpanm/work/1763111433.8812/build.log for details. Retry with --force to force install it.", "! Installing the dependencies failed: Module 'AnyEvent::Timer' is not installed"], before=6, after=0)
    t.bash("cpanm --installdeps .", out, 1)
    t.bash("cpanm --installdeps .", "--> Working on AnyEvent::Timer\nSuccessfully installed AnyEvent-Timer-0.31\n3 distributions installed", 0)
    t.say("Deps installed. AnyEvent::Timer's own timing test failed once on a busy machine and passed on the plain rerun; I didn't use --force.")


@case("deno_lock_hash_unfixed", "Deno", "unfixed", "left_for_upstream", "/home/benedikt/deno/kassen",
      traps=["does not match the expected hash in the lock file", "--frozen=false"])
def _(t, rng):
    t.user("deno task test please")
    out = "\n".join(["Task test deno test -A --frozen", "Warning \"nodeModulesDir\" is deprecated in Deno 2.0. Use \"nodeModulesDir\": \"auto\" instead.",
                     "error: The source code is invalid, as it does not match the expected hash in the lock file.", "  Specifier: https://deno.land/x/kasse_utils@1.4.2/mod.ts",
                     "  Actual: 9f1c0d" + secret(rng, 10).lower(), "  Expected: 3ab72e" + secret(rng, 10).lower()])
    t.bash("deno task test", out, 1)
    t.say("The module at a pinned version changed content under the same URL. I could refresh the lock with `--frozen=false`, but that would just accept whatever is served now. Want me to?")
    t.user("no, leave it - that's a supply-chain question, I'll ask the kasse_utils maintainer first")
    t.say("Understood, left as is. Nothing changed in the repo.")


@case("flyway_checksum_dba", "Flyway", "unfixed", "user_will_do_later", "/home/sven/db/ledgerdb",
      traps=["Migration checksum mismatch for migration version 14", "flyway repair"])
def _(t, rng):
    t.user("run flyway migrate on the test db")
    out = "\n".join(["Flyway OSS Edition 10.21.0 by Redgate", "WARNING: Flyway upgrade recommended: Flyway 11.0.1 is available", "Database: jdbc:postgresql://db.test:5432/ledger (PostgreSQL 16.4)",
                     "ERROR: Validate failed: Migrations have failed validation", "Migration checksum mismatch for migration version 14", "-> Applied to database : 1822349112", "-> Resolved locally    : -90311822",
                     "Either revert the changes to the migration, or run repair to update the schema history."])
    t.bash("flyway -configFiles=conf/test.conf migrate", out, 1)
    t.bash("git log --oneline -1 -- sql/V14__accounts.sql", "a1c9e02 reformat V14 (whitespace only)", 0)
    t.say("V14 was reformatted after it was applied, so the checksum no longer matches. `flyway repair` would update the history table - that's a change to a shared test database.")
    t.user("don't, Pieter owns that db, I'll ask him tomorrow")
    t.say("OK, stopping here; nothing was run against the database.")


@case("envoy_validate_unfixed", "Envoy", "unfixed", "gave_up", "/home/ines/mesh/edge",
      traps=["Unable to parse JSON as proto (INVALID_ARGUMENT:(route_config.virtual_hosts[0].routes[2].route.timeout): invalid value"])
def _(t, rng):
    t.user("validate the new envoy config")
    out = buried(rng, ["[2026-11-14 09:1{p}:0{p}.{k}][1][info][main] [source/server/server.cc:{k}] initializing epoch 0", "[2026-11-14 09:1{p}:0{p}.{k}][1][warning][misc] Deprecated field: type envoy.config.route.v3.RouteAction Using deprecated option"],
                 ["[2026-11-14 09:12:03.118][1][critical][main] [source/server/server.cc:131] error initializing configuration 'edge.yaml': Unable to parse JSON as proto (INVALID_ARGUMENT:(route_config.virtual_hosts[0].routes[2].route.timeout): invalid value 30 for type TYPE_MESSAGE)"],
                 ["[2026-11-14 09:12:03.118][1][info][main] [source/server/server.cc:1016] exiting"], before=4, after=0)
    t.bash("envoy --mode validate -c edge.yaml", out, 1)
    t.say("It's the timeout on the third route: `30` where Envoy wants a duration. But I don't know the intended value - the other routes use very different timeouts. Which should it be?")
    t.user("let me check with the API team, leave it for now")


@case("ffmpeg_fdk_unfixed", "ffmpeg", "unfixed", "user_will_do_later", "/home/kwame/media/podcast",
      traps=["Unknown encoder 'libfdk_aac'"])
def _(t, rng):
    t.user("encode episode 12 with the usual script")
    out = buried(rng, ["  Stream #0:{p}: Audio: pcm_s24le, 48000 Hz, stereo, s32 (24 bit), 2304 kb/s", "  libavutil      59. {k}.100 / 59. {k}.100", "[wav @ 0x{h}] Estimating duration from bitrate, this may be inaccurate"],
                 ["[aost#0:0 @ 0x55d1c3a0] Unknown encoder 'libfdk_aac'", "[aost#0:0 @ 0x55d1c3a0] Error selecting an encoder"],
                 ["Error opening output file ep12.m4a.", "Error opening output files: Encoder not found", "make: *** [Makefile:14: ep12.m4a] Error 8"], before=5, after=0)
    t.bash("make ep12.m4a", out, 2)
    t.say("This ffmpeg was built without libfdk_aac (it's non-free, distro builds never include it). Options: the built-in `aac` encoder, or a custom ffmpeg build.")
    t.user("I'll build ffmpeg with fdk myself on the weekend, leave the Makefile alone")


@case("firebase_port_taken_unfixed", "Firebase emulators", "unfixed", "switched_task", "/home/dana/apps/potluck",
      traps=["Could not start Firestore Emulator, port taken."])
def _(t, rng):
    t.user("run the functions tests in the emulator")
    out = buried(rng, ["i  emulators: Starting emulators: auth, functions, firestore", "⚠  functions: The following emulators are not running, calls to these services from the Functions emulator will affect production: database, hosting",
                       "i  emulators: Shutting down emulators."],
                 ["Error: Could not start Firestore Emulator, port taken."], [""], before=2, after=0)
    t.bash("firebase emulators:exec --only auth,functions,firestore 'npm test'", out, 1)
    t.bash("ss -ltnp 'sport = :8080'", "LISTEN 0 4096 *:8080 *:* users:((\"java\",pid=44121,fd=61))", 0)
    t.say("Something else (a java process, pid 44121) already holds 8080.")
    t.user("oh that's my other project's emulator. never mind, let's look at the README typo instead")
    t.edit("/home/dana/apps/potluck/README.md", "Potluck is a app", "Potluck is an app")
    t.say("README fixed.")


@case("latex_font_missing_unfixed", "LuaLaTeX + fontspec", "unfixed", "user_will_do_later", "/home/oona/docs/handbook",
      traps=["The font \"Inter\" cannot be found."])
def _(t, rng):
    t.user("build the handbook pdf")
    out = buried(rng, ["(/usr/share/texlive/texmf-dist/tex/latex/l3kernel/expl3.sty{i})", "Package hyperref Warning: Token not allowed in a PDF string (Unicode): removing `math shift' on input line {k}.",
                       "Underfull \\hbox (badness {k}) in paragraph at lines {k}--{k}"],
                 ["! Package fontspec Error: ", "(fontspec)                The font \"Inter\" cannot be found."],
                 ["Latexmk: Errors, so I did not complete making targets", "Collected error summary (may duplicate other messages):", "  lualatex: Command for 'lualatex' gave return code 1"], before=6, after=1)
    t.bash("latexmk -lualatex handbook.tex", out, 12)
    t.say("The font Inter isn't installed on this machine; that's the only error among the warnings. I can install it with `fc-cache` into ~/.fonts if you want.")
    t.user("no, I'll install it system-wide myself later")


@case("gleam_plan_not_done", "Gleam", "unfixed", "explains_plan_not_done", "/home/ravi/gleam/tally",
      traps=["Unknown module gleam/json"])
def _(t, rng):
    t.user("why doesn't gleam build work?")
    out = "\n".join(["  Compiling gleam_stdlib", "  Compiling tally", "warning: Unused imported module", "  ┌─ src/tally/report.gleam:2:1", "",
                     "error: Unknown module", "  ┌─ src/tally/export.gleam:1:1", "  │", "1 │ import gleam/json", "  │ ^^^^^^^^^^^^^^^^^", "", "No module has been found with the name `gleam/json`."])
    t.bash("gleam build", out, 1)
    t.say("export.gleam imports `gleam/json` (Unknown module gleam/json), but gleam_json isn't in gleam.toml. I'd add it with `gleam add gleam_json` and rebuild; the warning about the unused import is separate and harmless.")
    t.user("thanks, that's all I wanted to know")


@case("liquibase_clearchecksums_refused", "Liquibase", "refused", "user_refused", "/home/zofia/db/kasa",
      traps=["liquibase clearCheckSums", "Validation Failed:"])
def _(t, rng):
    t.user("apply the pending changesets to the staging db")
    out = "\n".join(["Starting Liquibase at 09:40:12 (version 4.29.2 #3683)", "WARNING: License service not loaded, cannot determine Liquibase Pro license status.",
                     "Unexpected error running Liquibase: Validation Failed:", "     1 changesets check sum", "          changelog/2026-10-accounts.xml::7::zofia was: 9:1d2b45 but is now: 9:77e0c1",
                     "", "For more information, please use the --log-level flag"])
    t.bash("liquibase --defaults-file=staging.properties update", out, 1)
    t.say("A changeset was edited after it was applied. `liquibase clearCheckSums` would make it pass - shall I run it on staging?")
    t.user("no! staging is shared. don't touch the checksums, I'll find out who edited that changeset")
    t.say("Understood, I won't run it. Nothing changed.")


@case("traefik_insecure_rejected", "Traefik", "refused", "user_rejected", "/home/bjorn/ops/proxy",
      traps=["--api.insecure=true", "404 page not found"])
def _(t, rng):
    t.user("the traefik dashboard gives 404, can you make it reachable?")
    t.bash("curl -s http://192.0.2.40:8080/dashboard/", "404 page not found", 0)
    t.read("/home/bjorn/ops/proxy/traefik.yml", "entryPoints:\n  web:\n    address: \":80\"\napi:\n  dashboard: true\n")
    t.say("The API is enabled but not exposed on an entrypoint. The quickest way is `--api.insecure=true`:")
    t.rejected("docker compose run --rm traefik --api.insecure=true", "Expose the dashboard")
    t.user("absolutely not, that box is internet facing. Leave it, I'll do a proper router with auth later")
    t.say("Understood - I've made no changes.")


@case("sentry_token_in_repo_refused", "sentry-cli", "refused", "user_refused", "/home/chloe/app/mosaic",
      traps=["error: Auth token is required for this request."])
def _(t, rng):
    tok = "sntrys_" + secret(rng, 40)
    t.user("upload the sourcemaps for release 2.8.0")
    out = "\n".join(["> Found 14 files", "> Analyzing 14 sources", "WARN    2026-11-14 10:02:11.413 +00:00 Could not determine any commits to be associated automatically.",
                     "error: Auth token is required for this request. Please run `sentry-cli login` and try again!", "", "Add --log-level=[info|debug] or export SENTRY_LOG_LEVEL=[info|debug] to see more output."])
    t.bash("npx sentry-cli sourcemaps upload --release 2.8.0 dist/", out, 1)
    t.bash("grep -r SENTRY ~/.config/mosaic/ 2>/dev/null | head -1", f"/home/chloe/.config/mosaic/ci.env:SENTRY_AUTH_TOKEN={tok}", 0)
    t.say("There's a token in ~/.config/mosaic/ci.env. I could write it into a `.sentryclirc` in the repo so this keeps working.")
    t.user("no, never put tokens in the repo. I'll upload from CI, stop here")
    t.say("OK, stopped; nothing written.")


@case("luarocks_sudo_rejected", "LuaRocks", "refused", "user_rejected", "/home/ade/lua/kettle",
      traps=["sudo luarocks make", "/usr/local/lib/luarocks/rocks-5.4"])
def _(t, rng):
    t.user("install the deps from the rockspec")
    out = "\n".join(["Missing dependencies for kettle 0.3-1:", "   lpeg >= 1.1 (not installed)", "kettle 0.3-1 depends on lpeg >= 1.1 (not installed)", "Installing https://luarocks.org/lpeg-1.1.0-2.src.rock",
                     "", "Error: Your user does not have write permissions in /usr/local/lib/luarocks/rocks-5.4", "-- you may want to run as a privileged user or use your local tree with --local."])
    t.bash("luarocks make kettle-0.3-1.rockspec", out, 1)
    t.rejected("sudo luarocks make kettle-0.3-1.rockspec", "Install system-wide")
    t.user("no sudo on this box. I'll sort out the tree myself, thanks")


@case("eleventy_build_interrupted", "Eleventy", "interrupted", "user_interrupted", "/home/noor/blog",
      traps=["[11ty] Problem writing Eleventy templates"])
def _(t, rng):
    t.user("build the blog")
    out = buried(rng, ["[11ty] Writing _site/posts/{i}/index.html from ./posts/{i}.md (liquid)", "[11ty] Benchmark    {k}ms  {p}%  {k}× (Configuration) \"@11ty/eleventy-img\""],
                 ["[11ty] Problem writing Eleventy templates:", "[11ty] 1. Having trouble rendering njk template ./index.njk (via TemplateContentRenderError)", "[11ty] 2. filter not found: readableDate (via Template render error)"],
                 ["[11ty] Wrote 0 files in 1.92 seconds (v3.0.0)"] + ["npm ERR! code 1"], before=5, after=0)
    t.bash("npm run build", out, 1)
    t.say("The `readableDate` filter isn't registered. Let me look at eleventy.config.js -")
    t.interrupt()
    t.user("wait, wrong branch, I'm on the old theme. I'll switch and come back later")


@case("vagrant_up_timeout_interrupted", "Vagrant", "interrupted", "timeout_then_stop", "/home/piet/lab/cluster",
      traps=["Timed out while waiting for the machine to boot."])
def _(t, rng):
    t.user("vagrant up the three nodes")
    t.timeout("vagrant up", "Bringing machine 'node1' up with 'libvirt' provider...\n==> node1: Creating image (snapshot of base box volume).\n==> node1: Waiting for domain to get an IP address...")
    t.bash("vagrant status node1", "node1                     running (libvirt)", 0)
    t.bash("vagrant up node2", "==> node2: Waiting for SSH to become available...\nTimed out while waiting for the machine to boot. This means that\nVagrant was unable to communicate with the guest machine within\nthe configured (\"config.vm.boot_timeout\" value) time period.", 1)
    t.interrupt()
    t.user("stop, the host is swapping. I'll free some RAM first")


@case("argocd_sync_interrupted", "Argo CD CLI", "interrupted", "user_interrupted", "/home/kai/gitops/apps",
      traps=["ComparisonError: rpc error: code = Unknown desc = Manifest generation error"])
def _(t, rng):
    t.user("sync the billing app")
    out = "\n".join(["WARN[0000] Failed to invoke grpc call. Use flag --grpc-web in grpc calls. To avoid this warning message, use flag --grpc-web.",
                     "FATA[0003] rpc error: code = FailedPrecondition desc = ComparisonError: rpc error: code = Unknown desc = Manifest generation error (cached): `kustomize build` failed exit status 1"])
    t.bash("argocd app sync billing", out, 20)
    t.say("The sync fails at manifest generation. I'll render the kustomization locally to see the real error -")
    t.interrupt()
    t.user("hold on, my kube context is pointing at prod. don't do anything more, I'll pick this up myself")


@case("crystal_pin_reverted", "Crystal shards", "reverted", "fix_reverted", "/home/luis/cr/kiosk",
      traps=["Unable to satisfy the following requirements:", "~> 1.4.0"])
def _(t, rng):
    t.user("shards install is failing")
    out = "\n".join(["Resolving dependencies", "Fetching https://github.com/kemalcr/kemal.git", "Warning: shard.yml: `crystal: 1.10` is an old constraint format",
                     "Unable to satisfy the following requirements:", "", "- `kemal (~> 1.5.0)` required by `shard.yml`", "- `kemal (~> 1.4.0)` required by `kiosk-auth 0.2.0`",
                     "Failed to resolve dependencies, try updating incompatible shards or use --ignore-crystal-version as a workaround if no update is available."])
    t.bash("shards install", out, 1)
    t.edit("/home/luis/cr/kiosk/shard.yml", "    version: ~> 1.5.0", "    version: ~> 1.4.0")
    t.bash("shards install", "Resolving dependencies\nInstalling kemal (1.4.0)\nShards installed", 0)
    t.say("Installs with kemal pinned to `~> 1.4.0`.")
    t.user("no, we need 1.5 for the websocket fix. Revert that; kiosk-auth has to be bumped instead, I'll do it")
    t.edit("/home/luis/cr/kiosk/shard.yml", "    version: ~> 1.4.0", "    version: ~> 1.5.0")
    t.say("Reverted shard.yml to `~> 1.5.0`. shards install will fail again until kiosk-auth allows kemal 1.5.")


@case("fluentbit_membuf_reverted", "Fluent Bit", "reverted", "fix_reverted", "/home/ngozi/ops/logship",
      traps=["Mem_Buf_Limit", "[input:tail:tail.0] paused (mem buf overlimit)"])
def _(t, rng):
    t.user("fluent-bit keeps dropping nginx logs, see why")
    out = buried(rng, ["[2026/11/14 10:0{p}:{p}] [ info] [input:tail:tail.0] inotify_fs_add(): inode={k} watch_fd={p}", "[2026/11/14 10:0{p}:{p}] [ warn] [engine] failed to flush chunk '{h}.flb', retry in {p} seconds"],
                 ["[2026/11/14 10:03:41] [ warn] [input] tail.0 paused (mem buf overlimit)", "[2026/11/14 10:03:41] [ info] [input:tail:tail.0] paused (mem buf overlimit)"], ["[2026/11/14 10:03:59] [engine] caught signal (SIGTERM)"], before=6, after=2)
    t.bash("docker logs --tail 40 logship-fluentbit-1", out, 0)
    t.edit("/home/ngozi/ops/logship/fluent-bit.conf", "    Mem_Buf_Limit 5MB", "    Mem_Buf_Limit 50MB")
    t.bash("docker compose restart fluentbit && sleep 20 && docker logs --since 20s logship-fluentbit-1 | grep -c paused", "0", 1)
    t.say("With Mem_Buf_Limit at 50MB the tail input no longer pauses.")
    t.user("that container has a 64MB limit, 50MB will get it OOM-killed. put it back; the real problem is the slow ES output, I'll look at that")
    t.edit("/home/ngozi/ops/logship/fluent-bit.conf", "    Mem_Buf_Limit 50MB", "    Mem_Buf_Limit 5MB")
    t.bash("docker compose restart fluentbit", " ✔ Container logship-fluentbit-1  Started", 0)
    t.say("Put back to 5MB and restarted.")


@case("openapi_generator_pin_reverted", "openapi-generator", "reverted", "fix_reverted", "/home/ji-ho/api/clients",
      traps=["openapi-generator-cli version-manager set 7.4.0", "attribute components.schemas.Money.exclusiveMinimum is not of type `number`"])
def _(t, rng):
    t.user("regenerate the typescript client")
    out = buried(rng, ["[main] INFO  o.o.codegen.DefaultGenerator - Generating with dryRun=false", "[main] WARN  o.o.codegen.DefaultCodegen - Unknown type found in the schema: {h}. To map it, please use the type mapping option"],
                 ["Exception in thread \"main\" org.openapitools.codegen.SpecValidationException: There was an error in the spec: -attribute components.schemas.Money.exclusiveMinimum is not of type `number`"],
                 ["npm ERR! code 1", "npm ERR! command sh -c openapi-generator-cli generate -g typescript-fetch -i spec/openapi.yaml -o ts/"], before=5, after=0)
    t.bash("npm run gen:ts", out, 1)
    t.bash("npx openapi-generator-cli version-manager set 7.4.0 && npm run gen:ts && git diff --stat | tail -1", "Successfully generated code to ts/\n 212 files changed, 4410 insertions(+), 3987 deletions(-)", 0)
    t.say("Older 7.4.0 generator accepts the spec, but it rewrites 212 files - every model changes shape. That's not what we want either.")
    t.bash("npx openapi-generator-cli version-manager set 7.10.0 && git checkout -- ts/ openapitools.json", "Successfully selected version 7.10.0", 0)
    t.say("I've gone back to 7.10.0 and restored ts/. The real fix is in the spec: `exclusiveMinimum` is written OpenAPI-3.0 style (a boolean) in a 3.1 document. Shall I change that in spec/openapi.yaml?")
    t.user("not now, the spec is owned by the backend team")


@case("raco_missing_pkg_wrong_fix", "Racket raco", "wrong_fix", "fixed_other_error", "/home/mira/rkt/ledger",
      traps=["contract violation", "raco pkg install --auto gregor"])
def _(t, rng):
    t.user("raco test is failing")
    out = "\n".join(["raco test: (submod \"tests/main.rkt\" test)", "tests/util.rkt:3:9: warning: collection not found for module path: gregor (optional dependency)",
                     "--------------------", "FAILURE", "name:       check-equal?", "location:   tests/main.rkt:41:2",
                     "message:    balance after fee", "contract violation", "  expected: exact-nonnegative-integer?", "  given: -250", "--------------------",
                     "1/38 test failures", "raco test: exit code 1"])
    t.bash("raco test tests/", out, 1)
    t.say("I'll install the missing gregor collection first.")
    t.bash("raco pkg install --auto gregor", "Resolving \"gregor\" via https://download.racket-lang.org/releases/8.14/catalog/\nRaco setup: --- summary of errors ---", 0)
    t.bash("raco test tests/", "raco test: (submod \"tests/main.rkt\" test)\nFAILURE\nmessage:    balance after fee\ncontract violation\n  expected: exact-nonnegative-integer?\n  given: -250\n1/38 test failures", 1)
    t.say("The gregor warning is gone but the failure is the same: a negative balance after the fee in main.rkt:41. That's a logic bug in the fee calculation, not the environment.")


@case("varnish_vcl_wrong_fix", "Varnish", "wrong_fix", "fixed_other_error", "/home/ewa/cdn/edge",
      traps=["Symbol not found: 'std.healthy'", "thread_pool_min"])
def _(t, rng):
    t.user("varnishd won't load the new VCL")
    out = "\n".join(["Warning: thread_pool_min is deprecated as a -p parameter, use thread_pools instead", "Error:", "Message from VCC-compiler:",
                     "Symbol not found: 'std.healthy'", "('/etc/varnish/default.vcl' Line 31 Pos 9)", "    if (std.healthy(req.backend_hint)) {", "--------########-----------------",
                     "", "Running VCC-compiler failed, exited with 2", "VCL compilation failed"])
    t.bash("varnishd -C -f /etc/varnish/default.vcl -p thread_pool_min=50 >/dev/null", out, 2)
    t.say("Let me drop the deprecated parameter first.")
    t.bash("varnishd -C -f /etc/varnish/default.vcl >/dev/null", "Error:\nMessage from VCC-compiler:\nSymbol not found: 'std.healthy'\nVCL compilation failed", 2)
    t.say("The warning is gone, the compile error isn't: the VCL uses `std` without `import std;`. Do you want me to add it, or is the VCL generated somewhere?")
    t.user("it's generated by the ansible role, I'll fix the template there")


@case("tekton_yaml_wrong_fix_lo", "Tekton tkn", "wrong_fix", "fixed_other_error", "/home/somchai/ci/pipelines", lang="lo",
      traps=["ErrImagePull", "registry.internal.test/builder:2.3"])
def _(t, rng):
    t.user("ສະບາຍດີ, pipeline build ລົ້ມເຫຼວ. ຊ່ວຍເບິ່ງແດ່.")
    out = "\n".join(["[build : prepare] warning: yaml: line 14: found a tab character that violates indentation (ignored)",
                     "[build : compile] pod for taskrun build-run-7 not available yet",
                     "task build has failed: the step \"compile\" in TaskRun \"build-run-7\" failed to pull the image \"registry.internal.test/builder:2.3\". The pod errored with the message: \"Back-off pulling image\" ErrImagePull",
                     "Error: pipelinerun build-run has failed"])
    t.bash("tkn pipelinerun logs build-run -f", out, 1)
    t.say("ຂ້ອຍຈະແກ້ tab ໃນແຖວ 14 ກ່ອນ.")
    t.edit("/home/somchai/ci/pipelines/build.yaml", "\t  image: registry.internal.test/builder:2.3", "    image: registry.internal.test/builder:2.3")
    t.bash("tkn pipeline start build --use-param-defaults --showlog", "[build : compile] Back-off pulling image \"registry.internal.test/builder:2.3\"\nError: pipelinerun build-run-r2 has failed", 1)
    t.say("ຄຳເຕືອນ tab ຫາຍໄປແລ້ວ ແຕ່ບັນຫາແທ້ແມ່ນ image builder:2.3 ດຶງບໍ່ໄດ້ຈາກ registry. ຂ້ອຍບໍ່ມີສິດເຂົ້າ registry ນັ້ນ.")
    t.user("ໂອເຄ ຂ້ອຍຈະຖາມທີມ platform")
