"""With memory (1 of 2): two failures open at once, and a failure left for other work and fixed later."""

from __future__ import annotations

from kit import add, fix, pad

# ---------------------------------------------------------------- two failures open at once
add("hono_two_open_types_and_env", "Hono", "two_open", "both_then_fix_each", "/home/ruth/code/tiny-gate",
    lambda r: [
        ("u", "typecheck and the unit tests are both red after the upgrade. go"),
        ("b", "npx tsc --noEmit", "src/routes/auth.ts(12,21): error TS2339: Property 'req' does not exist on type 'Context<Env>'. "
         "Did you mean 'res'?\nsrc/routes/auth.ts(12,25): error TS2339: Property 'valid' does not exist.", 2),
        ("b", "npx vitest run", pad(r, ["FAIL  test/auth.test.ts > rejects a bad token",
         "TypeError: Cannot read properties of undefined (reading 'JWT_SECRET')",
         " Test Files  1 failed | 4 passed (5)"]), 1),
        ("th", "Two separate problems. Types first, then the env binding in tests."),
        ("r", "/home/ruth/code/tiny-gate/src/routes/auth.ts", "import { Hono } from 'hono'\nconst app = new Hono<Env>()\napp.post('/login', (c) => {\n  const body = c.req.valid('json')"),
        ("e", "/home/ruth/code/tiny-gate/src/routes/auth.ts", "app.post('/login', (c) => {", "app.post('/login', zValidator('json', loginSchema), (c) => {"),
        ("b", "npx tsc --noEmit", ""),
        ("s", "Types pass: `c.req.valid('json')` only types when the route has a `zValidator('json', ...)` middleware. Now the tests."),
        ("r", "/home/ruth/code/tiny-gate/test/auth.test.ts", "const res = await app.request('/login', { method: 'POST', body })"),
        ("e", "/home/ruth/code/tiny-gate/test/auth.test.ts", "const res = await app.request('/login', { method: 'POST', body })",
         "const res = await app.request('/login', { method: 'POST', body }, { JWT_SECRET: 'test-secret' })"),
        ("b", "npx vitest run", pad(r, [" Test Files  5 passed (5)", "      Tests  31 passed (31)"])),
        ("s", "Both green. The tests read `c.env.JWT_SECRET`, so `app.request` needs the env bindings as its third argument."),
    ],
    expected=[fix("Property 'valid' does not exist", ["zValidator"], kind="lesson"),
              fix("Cannot read properties of undefined (reading 'JWT_SECRET')", ["app.request"], ["JWT_SECRET: 'test-secret'", "third argument", "env bindings"], kind="lesson")])

add("gleam_two_open_deps_and_pattern", "Gleam", "two_open", "both_then_fix_each", "/home/okke/dev/pantry",
    lambda r: [
        ("u", "gleam build fails and gleam test fails, different reasons I think"),
        ("b", "gleam build", "  Compiling pantry\nerror: Unknown module\n  ┌─ src/pantry/store.gleam:3:1\n  │\n3 │ import gleam/json\n  │ ^^^^^^^^^^^^^^^^^\n\nNo module has been found with the name `gleam/json`.", 1),
        ("b", "gleam test", "  Compiling pantry\nerror: Unknown module\nNo module has been found with the name `gleam/json`.", 1),
        ("th", "The test run fails on the same build error; first add the package."),
        ("b", "gleam add gleam_json", "  Resolving versions\n  Downloading packages\n   Added gleam_json v1.0.1"),
        ("b", "gleam build", "  Compiling gleam_json\n  Compiling pantry\n   Compiled in 0.82s"),
        ("b", "gleam test", "  Compiling pantry\n   Compiled in 0.31s\n    Running pantry_test.main\n.F\nFailure: store_test.parse_item_test\n  Inexhaustive patterns: Error(_) not matched\n2 tests, 1 failure", 1),
        ("r", "/home/okke/dev/pantry/src/pantry/store.gleam", "pub fn parse_item(raw) {\n  let assert Ok(item) = json.decode(raw, item_decoder())\n  item\n}"),
        ("e", "/home/okke/dev/pantry/src/pantry/store.gleam", "  let assert Ok(item) = json.decode(raw, item_decoder())\n  item",
         "  case json.decode(raw, item_decoder()) {\n    Ok(item) -> Ok(item)\n    Error(e) -> Error(DecodeFailed(e))\n  }"),
        ("b", "gleam test", "  Compiling pantry\n    Running pantry_test.main\n..\n2 tests, 0 failures"),
        ("s", "Both fixed: `gleam_json` was not in gleam.toml (added with `gleam add gleam_json`), and `parse_item` now returns `Error(DecodeFailed(e))` instead of crashing on `let assert`."),
    ],
    expected=[fix("No module has been found with the name `gleam/json`", ["gleam add gleam_json"], kind="lesson"),
              fix("Inexhaustive patterns: Error(_) not matched", ["DecodeFailed"])],
    traps=["let assert Ok(item)"])

add("zig_two_open_build_api", "Zig", "two_open", "both_then_fix_each", "/home/vlad/src/ringlog",
    lambda r: [
        ("u", "zig build and zig build test both broke after moving to 0.13"),
        ("b", "zig build", "build.zig:9:21: error: no field named 'source_file' in struct 'Build.ExecutableOptions'\n        .source_file = .{ .path = \"src/main.zig\" },\n         ~^~~~~~~~~~", 1),
        ("b", "zig build test", "build.zig:9:21: error: no field named 'source_file' in struct 'Build.ExecutableOptions'", 1),
        ("e", "/home/vlad/src/ringlog/build.zig", ".source_file = .{ .path = \"src/main.zig\" },", ".root_source_file = b.path(\"src/main.zig\"),"),
        ("b", "zig build", ""),
        ("b", "zig build test", "src/ring.zig:41:25: error: expected type 'usize', found 'u32'\n        return self.buf[idx % self.cap];\n", 1),
        ("s", "Build works (`root_source_file = b.path(...)` in 0.13). The test step has its own error in ring.zig."),
        ("e", "/home/vlad/src/ringlog/src/ring.zig", "return self.buf[idx % self.cap];", "return self.buf[@as(usize, idx) % self.cap];"),
        ("b", "zig build test", "All 12 tests passed."),
        ("s", "Tests pass: the index is widened with `@as(usize, idx)` before indexing."),
    ],
    expected=[fix("no field named 'source_file' in struct 'Build.ExecutableOptions'", ["root_source_file"], ["b.path"], kind="lesson"),
              fix("expected type 'usize', found 'u32'", ["@as(usize"])])

add("http4s_two_open_sbt", "Scala (sbt, http4s)", "two_open", "both_then_fix_each", "/home/marta/work/fare-api",
    lambda r: [
        ("u", "compile is broken and scalafmtCheck too, CI shows both"),
        ("b", "sbt compile", pad(r, ["[error] /home/marta/work/fare-api/src/main/scala/fare/Server.scala:14:8: object blaze is not a member of package org.http4s",
         "[error] import org.http4s.blaze.server.BlazeServerBuilder", "[error] one error found", "[error] (Compile / compileIncremental) Compilation failed"]), 1),
        ("b", "sbt scalafmtCheck", "[warn] /home/marta/work/fare-api/src/main/scala/fare/Routes.scala isn't formatted properly!\n[error] (Compile / scalafmtCheck) 1 files must be formatted", 1),
        ("b", "sbt scalafmt", "[info] Formatting 1 Scala sources...\n[success] Total time: 3 s"),
        ("b", "sbt scalafmtCheck", "[success] Total time: 2 s"),
        ("s", "Formatting done. Now the blaze import: http4s 0.23.x dropped blaze from the core artifacts."),
        ("th", "Adding http4s-blaze-server back to build.sbt would also compile, but ember is already the declared server."),
        ("r", "/home/marta/work/fare-api/build.sbt", "libraryDependencies ++= Seq(\n  \"org.http4s\" %% \"http4s-dsl\" % http4sV,\n  \"org.http4s\" %% \"http4s-ember-server\" % http4sV\n)"),
        ("e", "/home/marta/work/fare-api/src/main/scala/fare/Server.scala", "import org.http4s.blaze.server.BlazeServerBuilder", "import org.http4s.ember.server.EmberServerBuilder"),
        ("e", "/home/marta/work/fare-api/src/main/scala/fare/Server.scala", "BlazeServerBuilder[IO].bindHttp(8080, \"0.0.0.0\")", "EmberServerBuilder.default[IO].withPort(port\"8080\")"),
        ("b", "sbt compile", "[info] compiling 6 Scala sources\n[success] Total time: 21 s"),
        ("s", "Both pass. build.sbt only has `http4s-ember-server`, so the server now uses `EmberServerBuilder`."),
    ],
    expected=[fix("object blaze is not a member of package org.http4s", ["EmberServerBuilder"], kind="lesson"),
              fix("1 files must be formatted", ["sbt scalafmt"], kind="lesson")],
    traps=["http4s-blaze-server"])

add("meson_two_open_c", "Meson (C)", "two_open", "both_then_fix_each", "/home/pia/src/tinyq",
    lambda r: [
        ("u", "meson compile and meson test are both failing on the fresh checkout"),
        ("b", "meson compile -C build", "ninja: Entering directory `build'\nFAILED: src/libtinyq.so.p/queue.c.o\n../src/queue.c:3:10: fatal error: pthread.h: No such file or directory\ncompilation terminated.\nninja: build stopped: subcommand failed.", 1),
        ("b", "meson test -C build", "ERROR: Build failed; cannot run tests", 1),
        ("th", "pthread.h missing is odd on Linux... this is the mingw cross build dir. Check meson-info."),
        ("b", "meson introspect build --buildoptions | head -c 300", "[{\"name\": \"cross_file\", \"value\": [\"cross/win64.ini\"]..."),
        ("e", "/home/pia/src/tinyq/meson.build", "deps = []", "deps = [dependency('threads')]"),
        ("b", "meson compile -C build", "ninja: Entering directory `build'\n[6/6] Linking target tests/queue_test.exe"),
        ("b", "meson test -C build", "1/3 queue_basic  FAIL  0.02s   exit status 3\nOk: 2 Fail: 1", 1),
        ("r", "/home/pia/src/tinyq/tests/meson.build", "test('queue_basic', queue_test)"),
        ("e", "/home/pia/src/tinyq/tests/meson.build", "test('queue_basic', queue_test)", "test('queue_basic', queue_test, workdir: meson.current_source_dir())"),
        ("b", "meson test -C build", "1/3 queue_basic  OK  0.02s\nOk: 3 Fail: 0"),
        ("s", "Fixed both: `dependency('threads')` in meson.build for the cross build, and the test now runs with `workdir: meson.current_source_dir()` so it finds its fixture files."),
    ],
    expected=[fix("fatal error: pthread.h: No such file or directory", ["dependency('threads')"], kind="lesson"),
              fix("queue_basic  FAIL", ["workdir"], ["current_source_dir"])])

add("vapor_two_open_de", "Vapor (Swift)", "two_open", "both_then_fix_each", "/Users/henrike/dev/ticketbox",
    lambda r: [
        ("u", "swift build und swift test sind beide rot seit dem Update auf Fluent 4.9. Schau bitte."),
        ("b", "swift build", pad(r, ["/Users/henrike/dev/ticketbox/Sources/App/Models/Ticket.swift:18:6: error: 'Timestamp' requires that the property type be 'Date?'",
         "    @Timestamp(key: \"created_at\", on: .create) var createdAt: Date"]), 1),
        ("b", "swift test", "error: fatalError: no database configured for tests", 1),
        ("e", "/Users/henrike/dev/ticketbox/Sources/App/Models/Ticket.swift", "var createdAt: Date\n", "var createdAt: Date?\n"),
        ("b", "swift build", "Build complete! (14.20s)"),
        ("s", "Build läuft: `@Timestamp` verlangt einen optionalen Typ, also `Date?`. Jetzt die Tests."),
        ("r", "/Users/henrike/dev/ticketbox/Tests/AppTests/TicketTests.swift", "let app = Application(.testing)\ntry configure(app)"),
        ("e", "/Users/henrike/dev/ticketbox/Tests/AppTests/TicketTests.swift", "let app = Application(.testing)\ntry configure(app)",
         "let app = Application(.testing)\napp.databases.use(.sqlite(.memory), as: .sqlite)\ntry configure(app)"),
        ("b", "swift test", "Test Suite 'All tests' passed.\nExecuted 9 tests, with 0 failures"),
        ("s", "Beide grün. Die Tests brauchen eine eigene Datenbank: `app.databases.use(.sqlite(.memory), as: .sqlite)` vor `configure(app)`."),
    ],
    lang="de",
    expected=[fix("'Timestamp' requires that the property type be 'Date?'", ["Date?"], kind="lesson"),
              fix("no database configured for tests", [".sqlite(.memory)"])])

# ---------------------------------------------------------------- left for other work, fixed later
add("elysia_detour_cookie", "Elysia", "detour", "other_task_between", "/home/ama/src/linkdrop",
    lambda r: [
        ("u", "the e2e test for login fails, and also can you bump the README badge while you're there"),
        ("b", "npm run test:e2e", pad(r, ["✗ login sets a session cookie", "  expected 'set-cookie' header to exist", "1 fail, 11 pass"]), 1),
        ("s", "Let me do the badge first, then come back to the cookie."),
        ("r", "/home/ama/src/linkdrop/README.md", "![ci](https://ci.linkdrop.example/badge.svg?branch=master)"),
        ("e", "/home/ama/src/linkdrop/README.md", "badge.svg?branch=master", "badge.svg?branch=main"),
        ("b", "git diff --stat", " README.md | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        ("r", "/home/ama/src/linkdrop/src/auth.ts", "app.post('/login', ({ cookie: { session } }) => {\n  session.value = token\n})"),
        ("e", "/home/ama/src/linkdrop/src/auth.ts", "  session.value = token\n", "  session.set({ value: token, httpOnly: true, path: '/' })\n"),
        ("b", "npm run test:e2e", pad(r, ["12 pass, 0 fail"])),
        ("s", "Badge points to main now. The cookie was never written because assigning `session.value` alone sent nothing here; `session.set({ value, httpOnly, path })` emits the header and the e2e test passes."),
    ],
    expected=[fix("expected 'set-cookie' header to exist", ["session.set"], kind="lesson")])

add("nim_detour_nimble_path", "Nim (nimble)", "detour", "other_task_between", "/home/kai/src/tsvtool",
    lambda r: [
        ("u", "nimble test fails with a cannot open file error; I'll also need a --version flag added, do whichever first"),
        ("b", "nimble test", "  Verifying dependencies for tsvtool@0.3.0\n  Executing task test in /home/kai/src/tsvtool/tsvtool.nimble\ntests/tparse.nim(2, 8) Error: cannot open file: tsvtool/parse", 1),
        ("s", "I'll add --version first, it's quick."),
        ("e", "/home/kai/src/tsvtool/src/tsvtool.nim", "of \"help\": usage()", "of \"help\": usage()\n    of \"version\": echo \"tsvtool 0.3.0\"; quit 0"),
        ("b", "nim c -r src/tsvtool.nim --version", "tsvtool 0.3.0"),
        ("s", "Done. Back to the test."),
        ("r", "/home/kai/src/tsvtool/tests/config.nims", "switch(\"path\", \"$projectDir/../src/lib\")"),
        ("e", "/home/kai/src/tsvtool/tests/config.nims", "switch(\"path\", \"$projectDir/../src/lib\")", "switch(\"path\", \"$projectDir/../src\")"),
        ("b", "nimble test", "  Executing task test\n[OK] parse header\n[OK] parse quoted\n   Success: All tests passed"),
        ("s", "`tests/config.nims` pointed the search path at `src/lib`, which no longer exists; it now adds `$projectDir/../src`."),
    ],
    expected=[fix("Error: cannot open file: tsvtool/parse", ["config.nims"], ["$projectDir/../src\")"])])

add("kemal_detour_shards", "Crystal (Kemal)", "detour", "other_task_between", "/home/inez/code/pollbox",
    lambda r: [
        ("u", "crystal spec is broken. Separately, what's in shard.lock for kemal?"),
        ("b", "crystal spec", "Showing last frame. Use --error-trace for full trace.\n\nIn src/pollbox.cr:2:1\n\n 2 | require \"kemal-session\"\n     ^\nError: can't find file 'kemal-session'", 1),
        ("b", "grep -A2 'kemal:' shard.lock", "  kemal:\n    git: https://github.com/kemalcr/kemal.git\n    version: 1.5.0"),
        ("s", "shard.lock pins kemal 1.5.0. Now the spec failure."),
        ("r", "/home/inez/code/pollbox/shard.yml", "dependencies:\n  kemal:\n    github: kemalcr/kemal"),
        ("e", "/home/inez/code/pollbox/shard.yml", "dependencies:\n  kemal:\n    github: kemalcr/kemal", "dependencies:\n  kemal:\n    github: kemalcr/kemal\n  kemal-session:\n    github: kemalcr/kemal-session"),
        ("b", "shards install", "Resolving dependencies\nFetching https://github.com/kemalcr/kemal-session.git\nInstalling kemal-session (1.0.0)"),
        ("b", "crystal spec", "..........\n\nFinished in 1.2 seconds\n10 examples, 0 failures, 0 errors, 0 pending"),
        ("s", "kemal 1.5.0 is locked. The spec failed because `kemal-session` was required but missing from shard.yml; I added it and ran `shards install`."),
    ],
    expected=[fix("Error: can't find file 'kemal-session'", ["kemal-session:"], ["shards install"])])

add("stack_detour_extra_deps", "Haskell (Stack)", "detour", "side_question", "/home/noor/hs/budgetbook",
    lambda r: [
        ("u", "stack build fails on a dependency. also quick question: is ghcup still needed if I have stack?"),
        ("b", "stack build", "Error: [S-4804]\n       Stack failed to construct a build plan.\n\n       In the dependencies for budgetbook-0.1.0.0:\n         * cassava-megaparsec must match >=2.1, but this package is not in the snapshot.", 1),
        ("s", "On ghcup: no, Stack installs and manages its own GHC per resolver; ghcup is only needed if you also want a system GHC or HLS managed by it. Now the build plan."),
        ("r", "/home/noor/hs/budgetbook/stack.yaml", "resolver: lts-22.7\npackages:\n- ."),
        ("e", "/home/noor/hs/budgetbook/stack.yaml", "packages:\n- .", "packages:\n- .\nextra-deps:\n- cassava-megaparsec-2.1.1"),
        ("b", "stack build", "cassava-megaparsec> configure\ncassava-megaparsec> copy/register\nbudgetbook> build\nbudgetbook> copy/register\nCompleted 2 action(s)."),
        ("s", "Build fixed: a package outside the LTS snapshot has to be listed under `extra-deps` in stack.yaml."),
    ],
    expected=[fix("cassava-megaparsec must match >=2.1, but this package is not in the snapshot", ["extra-deps"], ["cassava-megaparsec-2.1.1"], kind="lesson")],
    traps=["ghcup"])

add("elm_detour_review", "Elm", "detour", "other_task_between", "/home/lio/web/kitchen-timer",
    lambda r: [
        ("u", "elm make fails, and after that please run elm-review to see how noisy it is"),
        ("b", "elm make src/Main.elm --output=/dev/null", "-- MODULE NOT FOUND ---------- src/Main.elm\n\nYou are trying to import a `Time.Extra` module:\n\n4| import Time.Extra\n          ^^^^^^^^^^\nI checked the \"dependencies\" and \"source-directories\" listed in your elm.json,\nbut I cannot find it!", 1),
        ("b", "npx elm-review --report=json | head -c 200", "{\"type\":\"review-errors\",\"errors\":[{\"path\":\"src/Timer.elm\",\"errors\":[{\"rule\":\"NoUnused.Variables\""),
        ("s", "elm-review reports 7 unused-variable findings in src/Timer.elm, nothing else. Now the missing module."),
        ("b", "elm install justinmimbs/time-extra", "Here is my plan:\n  Add:\n    justinmimbs/date       4.1.0\n    justinmimbs/time-extra 1.2.0\nWould you like me to update your elm.json accordingly? [Y/n]: y\nSuccess!"),
        ("b", "elm make src/Main.elm --output=/dev/null", "Success! Compiled 4 modules."),
        ("s", "Compiles now: `Time.Extra` comes from the `justinmimbs/time-extra` package, installed with `elm install`."),
    ],
    expected=[fix("You are trying to import a `Time.Extra` module", ["justinmimbs/time-extra"], kind="lesson")])

add("rebar3_detour_ct", "Erlang (rebar3)", "detour", "other_task_between", "/home/sune/erl/kvring",
    lambda r: [
        ("u", "rebar3 ct fails in ring_SUITE. Also the CHANGELOG needs a line for 0.4.2"),
        ("b", "rebar3 ct", pad(r, ["%%% ring_SUITE ==> init_per_suite: FAILED", "%%% ring_SUITE ==> {{badmatch,{error,{kvring,{\"no such file or directory\",\"kvring.app\"}}}}"]), 1),
        ("e", "/home/sune/erl/kvring/CHANGELOG.md", "## 0.4.1", "## 0.4.2\n- ring rebalance no longer drops the last vnode\n\n## 0.4.1"),
        ("b", "git add CHANGELOG.md && git commit -m 'changelog 0.4.2'", "[main 3f1a2c0] changelog 0.4.2\n 1 file changed, 3 insertions(+)"),
        ("r", "/home/sune/erl/kvring/test/ring_SUITE.erl", "init_per_suite(Config) ->\n    ok = application:start(kvring),\n    Config."),
        ("e", "/home/sune/erl/kvring/test/ring_SUITE.erl", "    ok = application:start(kvring),", "    {ok, _} = application:ensure_all_started(kvring),"),
        ("b", "rebar3 ct", "===> Running Common Test suites...\nAll 14 tests passed."),
        ("s", "CHANGELOG committed. The suite used `application:start/1`, which does not start the app's dependencies; `application:ensure_all_started(kvring)` does, and all 14 pass."),
    ],
    expected=[fix("init_per_suite: FAILED", ["ensure_all_started"], kind="lesson")])

add("hatch_detour_env", "Hatch", "detour", "other_task_between", "/home/zeno/py/rollcall",
    lambda r: [
        ("u", "hatch run test is failing with a missing module; meanwhile also format the repo"),
        ("b", "hatch run test", "ModuleNotFoundError: No module named 'freezegun'\nERROR: 1 error during collection", 1),
        ("b", "hatch fmt", "Found 3 errors (3 fixed, 0 remaining).\n12 files left unchanged"),
        ("b", "git status --short", " M src/rollcall/roster.py\n M src/rollcall/cli.py"),
        ("r", "/home/zeno/py/rollcall/pyproject.toml", "[tool.hatch.envs.default]\ndependencies = [\"pytest\"]"),
        ("e", "/home/zeno/py/rollcall/pyproject.toml", "dependencies = [\"pytest\"]", "dependencies = [\"pytest\", \"freezegun\"]"),
        ("b", "hatch run test", "Syncing dependencies\n........................\n24 passed in 0.88s"),
        ("s", "Formatted (3 fixes). The test env lacked `freezegun`; it is now in `[tool.hatch.envs.default] dependencies`, and hatch re-synced the env by itself."),
    ],
    expected=[fix("No module named 'freezegun'", ["freezegun\"]"], ["tool.hatch.envs.default"])])

add("actix_detour_fr", "Actix Web", "detour", "side_question", "/home/margaux/rust/agenda",
    lambda r: [
        ("u", "cargo test plante sur un test d'intégration. Au passage : c'est quoi la différence entre web::Data et web::ThinData ?"),
        ("b", "cargo test --test api", pad(r, ["thread 'get_events' panicked at tests/api.rs:31:5:",
         "assertion `left == right` failed", "  left: 500", " right: 200",
         "App data is not configured, to configure use App::data()"]), 101),
        ("s", "`web::Data<T>` enveloppe la valeur dans un `Arc` ; `ThinData<T>` la clone telle quelle, utile quand T est déjà bon marché à cloner (un pool par exemple). Je reviens au test."),
        ("r", "/home/margaux/rust/agenda/tests/api.rs", "let app = test::init_service(App::new().app_data(pool.clone()).configure(routes)).await;"),
        ("e", "/home/margaux/rust/agenda/tests/api.rs", ".app_data(pool.clone())", ".app_data(web::Data::new(pool.clone()))"),
        ("b", "cargo test --test api", "running 6 tests\n......\ntest result: ok. 6 passed; 0 failed"),
        ("s", "Corrigé : le handler extrait `web::Data<Pool>`, donc le test doit enregistrer `web::Data::new(pool)` et pas le pool nu."),
    ],
    lang="fr",
    expected=[fix("App data is not configured, to configure use App::data()", ["web::Data::new"], kind="lesson")])

add("gin_detour_ja", "Gin (Go)", "detour", "other_task_between", "/home/haruto/go/src/menu-api",
    lambda r: [
        ("u", "go test が落ちています。あと go vet の結果も見ておいてください。"),
        ("b", "go test ./...", "--- FAIL: TestCreateDish (0.00s)\n    handlers_test.go:44: status = 400, want 201\n    handlers_test.go:45: body: {\"error\":\"Key: 'Dish.Price' Error:Field validation for 'Price' failed on the 'required' tag\"}\nFAIL\tmenu.example/api/handlers\t0.021s", 1),
        ("b", "go vet ./...", ""),
        ("s", "go vet は問題なしです。テストに戻ります。"),
        ("r", "/home/haruto/go/src/menu-api/handlers/dish.go", "type Dish struct {\n\tName  string `json:\"name\" binding:\"required\"`\n\tPrice int    `json:\"price\" binding:\"required\"`\n}"),
        ("e", "/home/haruto/go/src/menu-api/handlers/dish.go", "Price int    `json:\"price\" binding:\"required\"`", "Price *int   `json:\"price\" binding:\"required\"`"),
        ("b", "go test ./...", "ok  \tmenu.example/api/handlers\t0.019s"),
        ("s", "修正しました。テストは価格 0 の料理を送っていて、`binding:\"required\"` はゼロ値を未入力とみなします。`Price *int` にしたので 0 も受け付けます。"),
    ],
    lang="ja",
    expected=[fix("Field validation for 'Price' failed on the 'required' tag", ["*int"], kind="lesson")],
)

add("conan_detour_profile", "Conan (CMake)", "detour", "other_task_between", "/home/bram/cpp/pixfilter",
    lambda r: [
        ("u", "conan install fails on my machine. And can you check why clang-format wants to touch main.cpp?"),
        ("b", "conan install . --build=missing", "ERROR: The default build profile '/home/bram/.conan2/profiles/default' doesn't exist.\nYou need to create a default profile (type 'conan profile detect' command)\nor specify your own profile with '--profile:build=<myprofile>'", 1),
        ("b", "clang-format --dry-run src/main.cpp 2>&1 | head -3", "src/main.cpp:12:3: warning: code should be clang-formatted [-Wclang-format-violations]"),
        ("s", "clang-format only wants the include order changed at line 12 (IncludeBlocks: Regroup in .clang-format). Back to conan."),
        ("b", "conan profile detect", "detect_api: Found cc=gcc- 13.2.0\nSaving detected profile to /home/bram/.conan2/profiles/default"),
        ("b", "conan install . --build=missing", "======== Installing packages ========\nlibpng/1.6.43: Already installed!\nGenerating toolchain"),
        ("s", "Done: a new Conan 2 home has no default profile; `conan profile detect` created it and the install runs."),
    ],
    expected=[fix("The default build profile '/home/bram/.conan2/profiles/default' doesn't exist", ["conan profile detect"], kind="lesson")])
