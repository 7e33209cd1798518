PROJECT = "tystie-hanami"
ROOT = "/Users/oisin/dev/tystie"
STACK = ("Ruby 3.3 / Hanami 2.1 app for a regional bus timetable service, split into slices: slices/admin, "
         "slices/api, slices/journeys (each with its own actions/, views/, repos/, contracts/ and config/ folder); "
         "ROM-rb with rom-sql on PostgreSQL, migrations in config/db/migrate, dry-validation contracts, Sidekiq "
         "workers in app/workers, RSpec through `bundle exec rspec`, standardrb, overmind with Procfile.dev, "
         "a GTFS import script in bin/, Dokku deploys on two hosts")
LANGUAGES = {"m05": "ga", "m11": "es", "m16": "fr"}
MEMORIES = [
    M("m01", "constraint", "The api slice's routes (slices/api/config/routes.rb) are versioned: /v1 is frozen for the council's kiosk app. Add new endpoints under /v2 only."),
    M("m02", "procedure", "The GTFS import script (bin/import_gtfs) takes ~40 min on the full feed; for local work use `bin/import_gtfs --sample` (one operator)."),
    M("m03", "bugfix", "'Hanami::SliceLoadError' / 'undefined method relations' in journeys specs came from requiring a repo from another slice; slices talk through the app-level Tystie::Repos only. Don't `require \"admin/repos/...\"` from journeys."),
    M("m04", "lesson", "`bundle exec rspec` from the root runs every slice's spec + feature specs with Capybara (~11 min). Run `bundle exec rspec spec/slices/<name>` for the slice you touch."),
    M("m05", "constraint", "Ná cuir athrú ar imirce i config/db/migrate tar éis í a bheith curtha i bhfeidhm ar prod; scríobh imirce nua."),
    M("m06", "bugfix", "'PG::UndefinedTable: relation \"stops\" does not exist' in specs means the test DB is behind: run `HANAMI_ENV=test bundle exec hanami db migrate`, not `db prepare` (prepare drops the seeded fares)."),
    M("m07", "fact", "The council contact for timetable disputes is Niamh Keogh."),
    M("m08", "preference", "Use double quotes in Ruby (standardrb does anyway).", "user"),
    M("m09", "decision", "The admin slice's settings (slices/admin/config/settings.rb) read ADMIN_SSO_ISSUER; no local password login. Don't add a fallback."),
    M("m10", "procedure", "Note to self: when `bundle exec rspec` ends with only 'rspec ./spec/... # ...' lines and the failure text scrolled away, rerun with `--only-failures` (we keep example_status_persistence_file_path) to see the messages."),
    M("m11", "lesson", "Si Sidekiq falla con 'NameError: uninitialized constant Journeys::Workers::Refresh' es porque el worker se carga antes que el slice; los workers van en app/workers y llaman al slice vía Tystie::Slices, no dentro de slices/journeys."),
    M("m12", "fact", "Dokku hosts: dokku1.tystie.test and dokku2.tystie.test."),
    M("m13", "constraint", "The Gemfile.lock is updated only with `bundle update --conservative <gem>`; a plain `bundle update` bumps ROM and breaks the custom relation types."),
    M("m14", "fact", "The kiosk app (v1 client) is maintained by an outside firm until 2027."),
    M("m15", "lesson", "overmind start fails with 'address already in use' on 2300 when a `bundle exec hanami server` from another terminal holds it; stop that, dont change the port in Procfile.dev."),
    M("m16", "bugfix", "Dans le slice journeys, le contrat dry-validation (slices/journeys/contracts/search.rb) doit garder `optional(:via)` ; le rendre required casse les recherches du kiosque."),
    M("m17", "fact", "Timetable data changes twice a year, April and October."),
    M("m18", "decision", "the seed script (config/db/seeds.rb) only creates fares and two test operators; don't add real operator data there, it's public in the repo."),
    M("m19", "fact", "The old Rails app (tystie-legacy) was archived in 2025."),
]
CALLS = [
    session(),
    read("config/app.rb"),
    glob("slices/*/config/routes.rb"),
    edit("slices/api/config/routes.rb", '  scope "v1" do\n    get "/departures", to: "departures.index"', '  scope "v1" do\n    get "/departures", to: "departures.index"\n    get "/departures/live", to: "departures.live"', want="m01", note="[pkg] [role] a new endpoint under the frozen /v1 (m01)"),
    edit("slices/api/config/routes.rb", '  scope "v2" do\n    get "/departures", to: "departures.index"', '  scope "v2" do\n    get "/departures", to: "departures.index"\n    get "/departures/live", to: "departures.live"', note="[pkg] under /v2, right"),
    edit("slices/admin/config/routes.rb", '  get "/operators", to: "operators.index"', '  get "/operators", to: "operators.index"\n  get "/operators/:id", to: "operators.show"', note="[near] admin's routes.rb"),
    bash("bundle exec rspec", "Run all specs", want="m04", note="[runner] the whole suite (m04)"),
    bad("""Finished in 10 minutes 48 seconds (files took 4.2 seconds to load)
812 examples, 2 failures

Failed examples:

rspec ./spec/slices/api/actions/departures/live_spec.rb:12 # Api::Actions::Departures::Live returns the next three buses
rspec ./spec/slices/api/actions/departures/live_spec.rb:27 # Api::Actions::Departures::Live 404s for an unknown stop""", want="m10", note="[fail] [runner] [self] only the list of failed examples survived (m10)"),
    bash("bundle exec rspec --only-failures", "Rerun failures", note="[runner] what m10 says"),
    bad("""Failures:

  1) Api::Actions::Departures::Live returns the next three buses
     Failure/Error: stops.by_code(code).one!
     PG::UndefinedTable: ERROR:  relation "stops" does not exist
     LINE 1: SELECT "stops"."id", "stops"."code" FROM "stops" WHERE ...
2 examples, 2 failures""", want="m06", note="[fail] [runner] the test DB behind (m06)"),
    bash("HANAMI_ENV=test bundle exec hanami db prepare", "Prepare the test db", want="m06", note="[runner] db prepare drops the seeded fares (m06)"),
    bash("HANAMI_ENV=test bundle exec hanami db migrate", "Migrate the test db", note="[runner] env prefix; what m06 says"),
    ok("""=> migrated in 0.41s"""),
    bash("bundle exec rspec spec/slices/api", "Spec the api slice", note="[runner] the way m04 says"),
    ok("""Finished in 38.2 seconds (files took 3.9 seconds to load)
141 examples, 0 failures"""),
    prompt(),
    edit("slices/journeys/repos/trip_repo.rb", 'require "tystie/repos/stop_repo"', 'require "admin/repos/operator_repo"', want="m03", note="[pkg] [module] requiring admin's repo from journeys (m03)"),
    bash("bundle exec rspec spec/slices/journeys", "Spec journeys", note="[runner]"),
    bad("""An error occurred while loading ./spec/slices/journeys/repos/trip_repo_spec.rb.
Failure/Error: require "admin/repos/operator_repo"

Hanami::SliceLoadError:
  Admin::Repos::OperatorRepo: undefined method `relations' for nil
# ./slices/journeys/repos/trip_repo.rb:3:in `<top (required)>'
No examples found.
Finished in 0.00018 seconds (files took 3.4 seconds to load)
0 examples, 0 failures, 1 error occurred outside of examples""", want="m03", note="[fail] [runner] the cross-slice load error m03 explains"),
    edit("slices/journeys/repos/trip_repo.rb", 'require "admin/repos/operator_repo"', 'require "tystie/repos/operator_repo"', note="[again] the fix m03 gives"),
    edit("slices/admin/repos/operator_repo.rb", 'require "tystie/repos/stop_repo"', 'require "tystie/repos/stop_repo"\nrequire "tystie/repos/fare_repo"', note="[near] admin's repo requiring app-level repos; fine"),
    edit("slices/journeys/contracts/search.rb", "    optional(:via).filled(:string)", "    required(:via).filled(:string)", want="m16", note="[foreign] [pkg] via made required (m16)"),
    edit("slices/api/contracts/search.rb", "    optional(:via).filled(:string)", "    required(:via).filled(:string)", note="[near] the api slice's search.rb; m16 is journeys'"),
    edit("config/db/migrate/20260402101500_create_stops.rb", "      column :code, String, null: false", "      column :code, String, null: false, size: 12", want="m05", note="[foreign] [glob] changing an applied migration (m05)"),
    write("config/db/migrate/20261205093000_limit_stop_code.rb", "ROM::SQL.migration do\n  change do\n    alter_table :stops do\n      set_column_type :code, String, size: 12\n    end\n  end\nend\n", note="[glob] a new migration; right"),
    session(),
    bash("bundle update", "Update gems", want="m13", note="[runner] a plain bundle update (m13)"),
    ok("""Fetching gem metadata from https://rubygems.org/.........
Installing rom 5.4.2 (was 5.3.2)
Installing rom-sql 3.7.0 (was 3.6.4)
Bundle updated!"""),
    bash("git checkout Gemfile.lock && bundle update --conservative sidekiq", "Update sidekiq only", note="[runner] the way m13 says"),
    ok("""Installing sidekiq 7.3.6 (was 7.3.2)
Bundle updated!"""),
    edit("Gemfile.lock", "    rack (3.1.7)", "    rack (3.1.8)", want="m13", note="[role] hand edit of the lockfile (m13)"),
    bash("overmind start -f Procfile.dev", "Start dev processes", note="[runner]"),
    bad("""system | Tmux socket name: overmind-tystie-Xk2
web    | Puma starting in single mode...
web    | bundler: failed to load command: puma (/Users/oisin/.gem/ruby/3.3.0/bin/puma)
web    | Errno::EADDRINUSE: Address already in use - bind(2) for "0.0.0.0" port 2300
web    | Exited with code 1
system | Interrupting...""", want="m15", note="[fail] [runner] [typo] the port held by another server (m15)"),
    edit("Procfile.dev", "web: bundle exec hanami server --port 2300", "web: bundle exec hanami server --port 2301", want="m15", note="[role] [typo] the wrong fix m15 names"),
    bash("lsof -ti :2300 | xargs kill && overmind start -f Procfile.dev", "Kill and restart", note="[runner] the right fix"),
    ok("""web    | * Listening on http://0.0.0.0:2300
worker | Sidekiq 7.3.6 connected to Redis"""),
    prompt(),
    write("slices/journeys/workers/refresh.rb", "module Journeys\n  module Workers\n    class Refresh\n      include Sidekiq::Job\n      def perform(id) = Journeys::Slice[\"repos.trip_repo\"].refresh(id)\n    end\n  end\nend\n", want="m11", note="[foreign] [glob] a worker inside the slice (m11)"),
    bash("bundle exec sidekiq -r ./config/sidekiq.rb", "Start sidekiq", note="[runner]"),
    bad("""2026-12-05T09:40:11.102Z pid=5521 tid=2a1 INFO: Booting Sidekiq 7.3.6 with Sidekiq::RedisConnection::RedisClientAdapter options {}
2026-12-05T09:40:12.884Z pid=5521 tid=2a1 ERROR: NameError: uninitialized constant Journeys::Workers::Refresh
/Users/oisin/dev/tystie/config/sidekiq.rb:9:in `block in <top (required)>'""", want="m11", note="[fail] [foreign] [runner] the worker NameError m11 explains"),
    write("app/workers/refresh_trip.rb", "module Tystie\n  module Workers\n    class RefreshTrip\n      include Sidekiq::Job\n      def perform(id) = Tystie::Slices[:journeys][\"repos.trip_repo\"].refresh(id)\n    end\n  end\nend\n", note="[glob] the right place"),
    edit("config/db/seeds.rb", 'operators.create(name: "Test Coaches A")', 'operators.create(name: "Test Coaches A")\noperators.create(name: "Lough Rua Buses", contact: "ops@loughrua.example")', want="m18", note="[role] real operator data in the seed script (m18)"),
    bash("bundle exec hanami db seed", "Seed", note="[runner]"),
    ok("""Seeded 14 fares, 3 operators"""),
    bash("bin/import_gtfs data/gtfs/full.zip", "Import full GTFS", want="m02", note="the full feed locally (m02)"),
    bash("bin/import_gtfs --sample", "Import sample", note="right"),
    ok("""Imported operator 'Test Coaches A': 48 routes, 1312 stops, 9001 trips (sample)"""),
    edit("slices/admin/config/settings.rb", "    setting :admin_sso_issuer, constructor: Types::String", "    setting :admin_sso_issuer, constructor: Types::String.optional, default: nil\n    setting :admin_local_password, constructor: Types::String.optional", want="m09", note="[pkg] a local password fallback in admin's settings (m09)"),
    edit("slices/journeys/config/settings.rb", "    setting :max_results, constructor: Types::Params::Integer, default: 20", "    setting :max_results, constructor: Types::Params::Integer, default: 25", note="[near] journeys' settings.rb"),
    bash("bundle exec standardrb slices/journeys", "Lint journeys", note="[runner]"),
    bad("""standard: Use Ruby Standard Style (https://github.com/standardrb/standard)
  slices/journeys/actions/search.rb:14:7: Lint/UselessAssignment: Useless assignment to variable - `limit`.
standard: Run `standardrb --fix` to potentially fix some of the problems.""", note="[fail] [runner] a lint error that names its fix"),
    bash("bundle exec standardrb --fix slices/journeys", "Fix lint", note="[runner]"),
    ok(""),
    grep("Admin::Repos", "slices/journeys"),
]
