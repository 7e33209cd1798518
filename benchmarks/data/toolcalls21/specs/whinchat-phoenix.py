PROJECT = "whinchat-phoenix"
ROOT = "/home/ines/code/whinchat"
STACK = ("Elixir 1.17 / Phoenix 1.7 (LiveView) rehearsal and attendance app for a community choir: "
         "mix with a committed mix.lock, Ecto on PostgreSQL (migrations in priv/repo/migrations), "
         "Oban jobs, esbuild + tailwind assets, credo --strict and dialyxir with PLTs cached in "
         "priv/plts, mix format, docker-compose.yml for local Postgres and mailpit, a multi-stage "
         "release Dockerfile, .env.example read by config/runtime.exs, scripts/ helpers, GitHub "
         "Actions CI with a postgres service")
LANGUAGES = {"m10": "pt", "m11": "de", "m20": "es"}
MEMORIES = [
    M("m01", "constraint", "mix.lock - never by hand. mix deps.update <name>"),
    M("m02", "lesson", "Long story on ci.yml: we started on Travis, moved to GitHub Actions in 2024, the "
      "matrix used to test OTP 25 and 26 until we dropped 25, and the cache key was rewritten twice "
      "because of the deps/_build split. What matters today: the postgres service in "
      ".github/workflows/ci.yml has to stay on postgres:15, because the VPS runs 15 and migration "
      "20240311 uses a NULLS NOT DISTINCT index that we test against the same major. The rest of "
      "the workflow (elixir version, cache paths) can move freely; Tomás keeps a list of ideas for "
      "speeding it up in the wiki."),
    M("m03", "bugfix", "release image: runner stage must be debian bookworm-slim like the builder "
      "(hexpm/elixir ...-debian-bookworm). With bullseye-slim the release crashes at boot: "
      "crypto NIF can't load libcrypto.so.3."),
    M("m04", "fact", "docker-compose.yml: db publishes 5433:5432 (the laptop has its own postgres on "
      "5432). config/dev.exs and test.exs point at 5433."),
    M("m05", "fact", "compose also has mailpit on 8025 for dev mail; tests use Swoosh.Adapters.Test and "
      "never touch it."),
    M("m06", "constraint", "credo runs --strict in CI. .credo.exs max line length stays 120 - break the "
      "line or extract a function, do not raise the limit or add a credo:disable."),
    M("m07", "procedure", "dialyzer 'Old PLT file' / 'Could not load PLT' after an OTP upgrade: "
      "rm priv/plts/*.plt and run mix dialyzer again (takes ~6 min the first time)."),
    M("m08", "constraint", "every System.get_env/fetch_env! in config/runtime.exs needs a line in "
      ".env.example, scripts/check_env.sh fails CI otherwise"),
    M("m09", "lesson", "Note to self: when mix compile --warnings-as-errors fails, the warning itself "
      "is printed ABOVE 'Compilation failed due to warnings while using the --warnings-as-errors "
      "option'. Piping through tail -5 only leaves that last line; rerun without the tail."),
    M("m10", "constraint", "Não editar priv/static/assets à mão: os ficheiros são gerados pelo esbuild "
      "e pelo tailwind (mix assets.deploy). Mudar assets/js ou assets/css."),
    M("m11", "constraint", "Migrationen in priv/repo/migrations nie nachträglich ändern, wenn sie schon "
      "auf prod gelaufen sind - immer eine neue Migration schreiben."),
    M("m12", "fact", "Ines owns the admin side (attendance, sections); Tomás the member-facing pages."),
    M("m13", "fact", "Prod VPS: choir-app-01.whinchat.example, Debian 12, 2 GB RAM, nginx in front."),
    M("m14", "preference", "short imperative commit messages in english please", "user"),
    M("m15", "lesson", "dont run mix ecto.reset on the dev db once the member import is loaded, it "
      "takes 20 minutes to reimport teh CSV. mix ecto.rollback --step 1 and migrate again."),
    M("m16", "constraint", "heroicons is a git dep (sparse: \"optimized\") pinned to tag v2.1.1 in "
      "mix.exs. mix deps.update --all moves it to a tag without the optimized/ folder and the "
      "core_components break. Update deps by name."),
    M("m17", "fact", "Rehearsal reminder emails go out Thursday 09:00 from an Oban cron entry; the "
      "committee asked us not to move it."),
    M("m18", "constraint", "Oban queues in config/config.exs: mailers 5, imports 1. imports must stay "
      "at 1, the CSV importer is not safe to run twice at once."),
    M("m19", "lesson", "tests under test/whinchat/imports share a tmp folder: keep them async: false."),
    M("m20", "decision", "La migración a Tailwind v4 queda aplazada hasta después del concierto de "
      "primavera."),
]
CALLS = [
    read("mix.exs"),
    bash("mix deps.get && mix compile --warnings-as-errors 2>&1 | tail -5", "Fetch deps and compile",
         note="[chain] a chained compile with tail; the self-note is about the failure, not the Pre"),
    bad("==> whinchat\nCompilation failed due to warnings while using the --warnings-as-errors option",
        want="m09", note="[chain] [fail] [self] only the summary survived the tail; m09 says the warning is above it"),
    bash("mix compile --warnings-as-errors 2>&1 | head -30", "Compile again to see the warning",
         note="[rerun] [chain] the rerun without tail, as the note says"),
    bad("Compiling 41 files (.ex)\n    warning: variable \"section\" is unused (if the variable is not meant to be used, prefix it with an underscore)\n    │\n 58 │   def handle_event(\"save\", %{\"section\" => section} = params, socket) do\n    │                                            ~~~~~~~\n    │\n    └─ lib/whinchat_web/live/attendance_live.ex:58:44: WhinchatWeb.AttendanceLive.handle_event/3\n\nCompilation failed due to warnings while using the --warnings-as-errors option",
        note="[chain] [fail] the output names the fix (prefix with an underscore); no memory needed"),
    edit("lib/whinchat_web/live/attendance_live.ex", "%{\"section\" => section} = params", "%{\"section\" => _section} = params"),
    bash("mix compile --warnings-as-errors", "Compile", note="[rerun] the same compile after the fix"),
    ok("Compiling 1 file (.ex)\nGenerated whinchat app"),
    prompt(),
    bash("mix deps.update --all", "Update all deps to pick up the phoenix_live_view patch",
         want="m16", note="[lockfile] updating every dep moves heroicons; m16 says update by name"),
    bash("mix deps.update phoenix_live_view && git diff --stat mix.lock", "Update LiveView only",
         note="[lockfile] [chain] [rerun] the same update by name, as m16 says"),
    ok("Resolving Hex dependencies...\nUpgraded:\n  phoenix_live_view 0.20.14 => 0.20.17\n* Updating phoenix_live_view (Hex package)\n mix.lock | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", note="[chain] output of a chained command"),
    edit("mix.lock", "\"phoenix_html\": {:hex, :phoenix_html, \"4.1.0\"", "\"phoenix_html\": {:hex, :phoenix_html, \"4.1.1\"",
         want="m01", note="[lockfile] [terse] a hand edit of mix.lock; m01 (terse, wrong-cased)"),
    read("mix.lock", note="[near] control: reading the lockfile is fine"),
    bash("mix credo --strict", "Run credo", note="[lintcfg] plain credo run"),
    bad("Checking 63 source files ...\n\n  Code Readability\n┃\n┃ [R] → Line is too long (max is 120, was 131).\n┃       lib/whinchat/attendance/report.ex:44:121 #(Whinchat.Attendance.Report.render_row)\n\nPlease report incorrect results: https://github.com/rrrene/credo/issues\n\nAnalysis took 1.9 seconds\n63 mods/funs, found 1 code readability issue.",
        note="[fail] [lintcfg] a line too long: the output says what is wrong; m06 only matters if the limit is touched"),
    edit(".credo.exs", "{Credo.Check.Readability.MaxLineLength, [priority: :low, max_length: 120]}",
         "{Credo.Check.Readability.MaxLineLength, [priority: :low, max_length: 140]}",
         want="m06", note="[lintcfg] raising the credo limit is the wrong fix m06 forbids"),
    edit("lib/whinchat/attendance/report.ex", "    [row.member.name, row.section.name, format_date(row.rehearsal.date), row.status, row.note || \"\"]",
         "    [\n      row.member.name,\n      row.section.name,\n      format_date(row.rehearsal.date),\n      row.status,\n      row.note || \"\"\n    ]"),
    bash("mix format && mix credo --strict", "Format and rerun credo", note="[lintcfg] [chain]"),
    ok("Checking 63 source files ...\n\nAnalysis took 1.8 seconds\n63 mods/funs, found no issues.", note="[chain] output of a chained command"),
    session(),
    bash("mix dialyzer", "Run dialyzer after the OTP 27 upgrade", note="[lintcfg] plain dialyzer run"),
    bad("Finding suitable PLTs\nChecking PLT...\n:dialyzer.run error: Old PLT file /home/ines/code/whinchat/priv/plts/dialyxir_erlang-26.2.5_elixir-1.16.3.plt\n** (exit) {:dialyzer_error, ~c\"Could not load PLT\"}",
        want="m07", note="[fail] [lintcfg] the stale PLT after an OTP upgrade, m07"),
    bash("rm priv/plts/*.plt && mix dialyzer", "Rebuild the PLTs", timeout=600000,
         note="[chain] [lintcfg] the remembered fix; already right"),
    ok("Finding suitable PLTs\nCreating PLT priv/plts/dialyxir_erlang-27.1_elixir-1.17.3_deps-dev.plt ...\nCompiling PLT ...\ndone in 5m42.11s\nPassed successfully (done in 0m12.9s)", note="[chain] output of a chained command"),
    read(".github/workflows/ci.yml", note="[ci] control: reading the workflow"),
    multi(".github/workflows/ci.yml", [("elixir-version: '1.16.3'\n          otp-version: '26.2'", "elixir-version: '1.17.3'\n          otp-version: '27.1'"),
                                       ("key: ${{ runner.os }}-plt-26", "key: ${{ runner.os }}-plt-27")],
          note="[ci] [same] bumping the toolchain and PLT cache key; m02 says these may move freely (its clause is about postgres)"),
    edit(".github/workflows/ci.yml", "        image: postgres:15", "        image: postgres:17",
         want="m02", note="[ci] [buried] [same] moving the CI postgres off 15; m02's one clause in a long story"),
    edit(".github/workflows/ci.yml", "      - run: mix credo --strict", "      - run: mix credo --strict\n      - run: mix dialyzer --format github",
         note="[ci] [again] another step in the same workflow"),
    prompt(),
    read("Dockerfile", note="[container] control"),
    edit("Dockerfile", "FROM debian:bookworm-20240904-slim AS runner", "FROM debian:bullseye-slim AS runner",
         want="m03", note="[container] the runner stage off bookworm; m03 is the crypto NIF crash"),
    bash("docker build -t whinchat:dev . 2>&1 | tail -20", "Build the release image",
         note="[container] [chain] the build itself is fine; the crash comes at boot"),
    ok("#18 [runner 6/6] COPY --from=builder --chown=nobody:root /app/_build/prod/rel/whinchat ./\n#18 DONE 0.4s\n#19 exporting to image\n#19 naming to docker.io/library/whinchat:dev done\n#19 DONE 1.1s", note="[chain] output of a chained command"),
    bash("docker run --rm --env-file .env whinchat:dev bin/whinchat eval 'IO.puts(:ok)'", "Smoke-test the release",
         note="[container] running the image"),
    bad("=ERROR REPORT==== 12-Nov-2026::10:04:11.520617 ===\nUnable to load crypto library. Failed with error:\n\":load_failed, Failed to load NIF library: 'libcrypto.so.3: cannot open shared object file: No such file or directory'\"\nOpenSSL might not be installed on this system.\n** (UndefinedFunctionError) function :crypto.strong_rand_bytes/1 is undefined",
        want="m03", note="[fail] [container] the boot crash m03 describes"),
    edit("Dockerfile", "FROM debian:bullseye-slim AS runner", "FROM debian:bookworm-20240904-slim AS runner",
         note="[container] [again] reverting to bookworm: already right"),
    edit("docker-compose.yml", "      - \"5433:5432\"", "      - \"5432:5432\"",
         want="m04", note="[container] [same] the db port back to 5432; m04 (not m05 about mailpit)"),
    edit("docker-compose.yml", "  mailpit:\n    image: axllent/mailpit:v1.18", "  mailpit:\n    image: axllent/mailpit:v1.20",
         note="[container] [same] [near] the mailpit image bump; m05 is a fact, nothing wrong"),
    bash("docker compose up -d db && MIX_ENV=test mix ecto.create", "Start db and create the test DB",
         note="[container] [chain]"),
    ok("[+] Running 1/1\n ✔ Container whinchat-db-1  Started\nThe database for Whinchat.Repo has been created", note="[chain] output of a chained command"),
    session(),
    edit("config/runtime.exs", "  mail_from = System.get_env(\"MAIL_FROM\", \"choir@whinchat.example\")",
         "  mail_from = System.get_env(\"MAIL_FROM\", \"choir@whinchat.example\")\n  sentry_dsn = System.get_env(\"SENTRY_DSN\")",
         want="m08", note="[envfile] a new env var in runtime.exs without .env.example; m08"),
    edit(".env.example", "MAIL_FROM=choir@whinchat.example", "MAIL_FROM=choir@whinchat.example\nSENTRY_DSN=",
         note="[envfile] adding it to .env.example: already right"),
    bash("./scripts/check_env.sh", "Check env example", note="[script] [envfile]"),
    ok("runtime.exs: 9 variables, .env.example: 9 variables - ok"),
    edit("priv/repo/migrations/20240311093000_add_sections_unique.exs", "create unique_index(:sections, [:choir_id, :name])",
         "create unique_index(:sections, [:choir_id, :name], nulls_distinct: false)",
         want="m11", note="[foreign] editing a migration that already ran on prod; m11 (German)"),
    bash("mix ecto.gen.migration sections_nulls_not_distinct", "Generate a new migration",
         note="the right way: a new migration"),
    ok("* creating priv/repo/migrations/20261112101502_sections_nulls_not_distinct.exs"),
    write("priv/repo/migrations/20261112101502_sections_nulls_not_distinct.exs",
          "defmodule Whinchat.Repo.Migrations.SectionsNullsNotDistinct do\n  use Ecto.Migration\n\n  def change do\n    drop index(:sections, [:choir_id, :name])\n    create unique_index(:sections, [:choir_id, :name], nulls_distinct: false)\n  end\nend\n",
          note="[new] the new migration file"),
    bash("mix ecto.reset", "Reset the dev database", want="m15",
         note="[typo] reset reloads the slow import; m15"),
    bash("mix ecto.migrate", "Migrate", note="[rerun] plain migrate"),
    ok("10:12:44.108 [info] == Running 20261112101502 Whinchat.Repo.Migrations.SectionsNullsNotDistinct.change/0 forward\n10:12:44.131 [info] == Migrated 20261112101502 in 0.0s"),
    prompt(),
    edit("priv/static/assets/app.css", ".btn-primary{background-color:#1d4ed8}", ".btn-primary{background-color:#0f766e}",
         want="m10", note="[foreign] a generated asset edited; m10 (Portuguese)"),
    edit("assets/css/app.css", "@apply bg-blue-700;", "@apply bg-teal-700;", note="the source: already right"),
    bash("mix assets.deploy && git status --short", "Rebuild assets", note="[chain]"),
    ok("Rebuilding...\nDone in 412ms.\n  priv/static/assets/app.js  182.1kb\nCheck your digested files at \"priv/static\"\n M assets/css/app.css", note="[chain] output of a chained command"),
    edit("config/config.exs", "queues: [mailers: 5, imports: 1]", "queues: [mailers: 5, imports: 4]",
         want="m18", note="[envfile] the imports queue concurrency m18 pins at 1"),
    edit("config/config.exs", "config :whinchat, WhinchatWeb.Endpoint,\n  url: [host: \"localhost\"]", "config :whinchat, WhinchatWeb.Endpoint,\n  url: [host: \"localhost\"],\n  adapter: Bandit.PhoenixAdapter",
         note="[envfile] [near] another part of config.exs; m18 is about queues"),
    edit("test/whinchat/imports/member_csv_test.exs", "use Whinchat.DataCase, async: false", "use Whinchat.DataCase, async: true",
         want="m19", note="[terse] async on an imports test; m19"),
    edit("test/whinchat/attendance_test.exs", "use Whinchat.DataCase", "use Whinchat.DataCase, async: true",
         note="[near] async on a test outside imports/"),
    bash("mix test --failed 2>&1 | tail -15", "Rerun failed tests", note="[chain]"),
    ok("..........\nFinished in 1.4 seconds (0.6s async, 0.8s sync)\n41 tests, 0 failures", note="[chain] output of a chained command"),
    grep("heroicons", include="*.ex", note="control: a search"),
]
