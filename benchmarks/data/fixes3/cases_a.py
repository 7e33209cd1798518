# ruff: noqa: E501  (case data: tool outputs are kept on the lines they print)
"""Ruby/Bundler, Java (Maven, Gradle), Go modules."""

from __future__ import annotations

from kit import agent, case, fix

RB = "/home/dev/rails/bookshelf"
MVN = "/home/dev/java/ledger"
GR = "/home/dev/java/payroll"
GO = "/home/dev/go/ledgerd"


@case("ruby_bundle_install", "ruby", "install", RB)
def ruby_bundle_install(t, rng):
    t.user("Run the model specs please, I just pulled main.")
    t.say("Running the model specs.")
    t.bash(
        "bundle exec rspec spec/models",
        "Could not find rake-13.2.1 in locally installed gems\n"
        "Run `bundle install` to install missing gems.",
        7,
        "Run model specs",
    )
    t.say("The Gemfile.lock on main references gems that aren't installed yet. Installing them.")
    t.bash(
        "bundle install",
        "Fetching gem metadata from https://gems.example/.........\n"
        "Fetching rake 13.2.1\nInstalling rake 13.2.1\n"
        "Bundle complete! 41 Gemfile dependencies, 118 gems now installed.\n"
        "Use `bundle info [gemname]` to see where a bundled gem is installed.",
        description="Install missing gems",
    )
    t.bash(
        "bundle exec rspec spec/models",
        "..........................\n\nFinished in 1.84 seconds (files took 2.1 seconds to load)\n"
        "26 examples, 0 failures",
        description="Run model specs again",
    )
    t.say(
        "All 26 model specs pass after `bundle install` picked up rake 13.2.1 from the new lockfile."
    )
    return [
        fix("Could not find rake-13.2.1 in locally installed gems", "bugfix", ["bundle install"])
    ], []


@case("ruby_database_yml_template", "ruby", "setup", RB, "template_copy", "de")
def ruby_database_yml_template(t, rng):
    t.user("Ich habe das Repo frisch geklont. Kannst du die Datenbank anlegen?")
    t.say("Klar, ich lege die Entwicklungsdatenbank an.")
    t.bash(
        "bin/rails db:create",
        "Cannot load database configuration:\n"
        'Could not load database configuration. No such file - ["config/database.yml"]\n'
        "/home/dev/rails/bookshelf/vendor/bundle/ruby/3.3.0/gems/railties-7.1.3/lib/rails/application/configuration.rb:488:in `database_configuration'",
        1,
        "Create the database",
    )
    t.bash(
        "ls config/ | grep database",
        "database.yml.example",
        description="Look for a database config",
    )
    t.say("Es gibt nur eine Vorlage `config/database.yml.example`. Ich kopiere sie.")
    t.bash(
        "cp config/database.yml.example config/database.yml",
        "",
        description="Create database.yml from the template",
    )
    t.bash(
        "bin/rails db:create",
        "Created database 'bookshelf_development'\nCreated database 'bookshelf_test'",
        description="Create the database again",
    )
    t.say(
        "Erledigt: `config/database.yml` fehlte (steht in .gitignore); nach dem Kopieren der Vorlage legt `bin/rails db:create` beide Datenbanken an."
    )
    return [
        fix(
            "Could not load database configuration. No such file",
            "bugfix",
            ["database.yml.example"],
        )
    ], []


@case("ruby_pending_migration", "ruby", "setup", RB, "codegen_migration")
def ruby_pending_migration(t, rng):
    t.user("The request specs fail on my branch, can you look?")
    t.bash(
        "bundle exec rspec spec/requests/loans_spec.rb",
        "An error occurred while loading ./spec/requests/loans_spec.rb.\n"
        "Failure/Error: ActiveRecord::Migration.maintain_test_schema!\n\n"
        "ActiveRecord::PendingMigrationError:\n\n"
        "  Migrations are pending. To resolve this issue, run:\n\n"
        "          bin/rails db:migrate RAILS_ENV=test\n\n"
        "  You have 1 pending migration:\n\n  20261101093000_add_due_on_to_loans.rb\n\n"
        "No examples found.\n\nFinished in 0.00004 seconds (files took 2.3 seconds to load)\n"
        "0 examples, 0 failures, 1 error occurred outside of examples",
        1,
        "Run loan request specs",
    )
    t.say("There's a new migration on your branch that the test database hasn't seen.")
    t.bash(
        "bin/rails db:migrate RAILS_ENV=test",
        "== 20261101093000 AddDueOnToLoans: migrating ==================================\n"
        "-- add_column(:loans, :due_on, :date)\n   -> 0.0031s\n"
        "== 20261101093000 AddDueOnToLoans: migrated (0.0032s) =========================",
        description="Migrate the test database",
    )
    t.bash(
        "bundle exec rspec spec/requests/loans_spec.rb",
        "........\n\nFinished in 0.91 seconds (files took 2.2 seconds to load)\n8 examples, 0 failures",
        description="Run loan request specs again",
    )
    t.say(
        "Fixed: the test DB needed `bin/rails db:migrate RAILS_ENV=test` for the `add_due_on_to_loans` migration. 8/8 pass."
    )
    return [fix("ActiveRecord::PendingMigrationError", "bugfix", ["db:migrate"])], []


@case("ruby_rspec_skip", "ruby", "unfixed", RB, "test_skipped")
def ruby_rspec_skip(t, rng):
    t.user("Get the suite green, I need to deploy today.")
    t.bash(
        "bundle exec rspec",
        "....F......\n\nFailures:\n\n"
        "  1) Api::ExportsController GET /exports.csv returns the csv\n"
        "     Failure/Error: expect(response).to have_http_status(:ok)\n"
        "       expected the response to have status code :ok (200) but it was :internal_server_error (500)\n"
        "     # ./spec/requests/exports_spec.rb:14:in `block (3 levels) in <top (required)>'\n\n"
        "Finished in 3.2 seconds (files took 2.4 seconds to load)\n11 examples, 1 failure",
        1,
        "Run the full suite",
    )
    t.say(
        "The CSV export returns 500. To unblock the deploy I'll mark that example pending for now."
    )
    t.edit(
        f"{RB}/spec/requests/exports_spec.rb",
        '    it "returns the csv" do',
        '    xit "returns the csv" do',
    )
    t.bash(
        "bundle exec rspec",
        "....*......\n\nPending: (Failures listed here are expected and do not affect your suite's status)\n\n"
        "  1) Api::ExportsController GET /exports.csv returns the csv\n"
        "     # Temporarily skipped with xit\n\n"
        "Finished in 3.0 seconds (files took 2.3 seconds to load)\n11 examples, 0 failures, 1 pending",
        description="Run the full suite again",
    )
    t.say(
        "The suite is green with the export spec marked pending (`xit`). The 500 in the CSV export itself is not fixed yet."
    )
    return [], ["xit", "internal_server_error"]


@case("ruby_agent_lesson_parallel", "ruby", "agent_lesson", RB)
def ruby_agent_lesson_parallel(t, rng):
    t.user(
        "One of the system tests is flaky in a weird way, the backtrace is always truncated. Investigate?"
    )
    t.bash(
        "bin/rails test test/system/checkout_test.rb",
        "Running 6 tests in parallel using 4 processes\n......\n\nFinished in 14.2s\n6 runs, 19 assertions, 0 failures, 0 errors, 0 skips",
        description="Run the checkout system tests",
    )
    t.bash(
        "PARALLEL_WORKERS=1 bin/rails test test/system/checkout_test.rb",
        "Run options: --seed 40211\n\n# Running:\n\n......\n\nFinished in 31.7s\n6 runs, 19 assertions, 0 failures, 0 errors, 0 skips",
        description="Run them serially",
    )
    t.say(
        "Both runs pass now, so I couldn't reproduce the flake today. Summary and one thing worth keeping:\n\n"
        "- The truncated backtraces come from the parallel runner: workers report only the first frames.\n"
        "- Lesson for this repo: when debugging a system test, run it with `PARALLEL_WORKERS=1 bin/rails test ...` "
        "so the full backtrace and the browser logs are printed."
    )
    return [agent(["PARALLEL_WORKERS"])], []


@case("maven_java21_env", "maven", "invocation", MVN, "env_var")
def maven_java21_env(t, rng):
    t.user("Build the ledger modules.")
    t.bash(
        "mvn -q package -DskipTests",
        "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile (default-compile) on project ledger-core: Fatal error compiling: error: release version 21 not supported -> [Help 1]\n"
        "[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.",
        1,
        "Package the modules",
    )
    t.bash(
        "java -version 2>&1 | head -1; ls /usr/lib/jvm",
        'openjdk version "17.0.12" 2024-07-16\njava-17-openjdk-amd64\njava-21-openjdk-amd64',
        description="Check installed JDKs",
    )
    t.say(
        "Maven is running on JDK 17 while the pom targets release 21. JDK 21 is installed, so I'll point JAVA_HOME at it."
    )
    t.bash(
        "export JAVA_HOME=/usr/lib/jvm/java-21-openjdk-amd64 && mvn -q package -DskipTests && echo BUILD OK",
        "BUILD OK",
        description="Package with JDK 21",
    )
    t.say(
        "Built. The project needs JDK 21: run Maven with `JAVA_HOME=/usr/lib/jvm/java-21-openjdk-amd64`."
    )
    return [
        fix("error: release version 21 not supported", "lesson", ["JAVA_HOME", "java-21", "JDK 21"])
    ], []


@case("maven_also_make_flag", "maven", "invocation", MVN, "flag_added", "fr")
def maven_also_make_flag(t, rng):
    t.user("Lance seulement les tests du module ledger-api, s'il te plaît.")
    t.bash(
        "mvn -pl ledger-api test",
        "[INFO] Scanning for projects...\n[INFO] -----------------< com.example:ledger-api >------------------\n"
        "[ERROR] Failed to execute goal on project ledger-api: Could not resolve dependencies for project com.example:ledger-api:jar:1.4.0-SNAPSHOT: "
        "The following artifacts could not be resolved: com.example:ledger-core:jar:1.4.0-SNAPSHOT (absent): "
        "Could not find artifact com.example:ledger-core:jar:1.4.0-SNAPSHOT in nexus (https://nexus.example/repository/maven-public/) -> [Help 1]",
        1,
        "Test the ledger-api module",
    )
    t.say(
        "Le module dépend du SNAPSHOT de ledger-core, qui n'est pas installé localement. J'ajoute `-am` pour construire aussi les modules dont il dépend."
    )
    t.bash(
        "mvn -pl ledger-api -am test",
        "[INFO] Reactor Summary for ledger 1.4.0-SNAPSHOT:\n[INFO] \n[INFO] ledger-core ........................................ SUCCESS [  6.412 s]\n"
        "[INFO] ledger-api ......................................... SUCCESS [  9.077 s]\n[INFO] BUILD SUCCESS",
        description="Test ledger-api with its dependencies",
    )
    t.say(
        "C'est bon : avec `mvn -pl ledger-api -am test`, Maven construit d'abord ledger-core et les tests de ledger-api passent."
    )
    return [
        fix(
            "The following artifacts could not be resolved: com.example:ledger-core:jar:1.4.0-SNAPSHOT (absent)",
            "lesson",
            ["-am", "--also-make"],
        )
    ], []


@case("maven_surefire_flaky", "maven", "flaky", MVN, "plain_retry")
def maven_surefire_flaky(t, rng):
    t.user("Run the integration tests for ledger-sync.")
    t.bash(
        "mvn -pl ledger-sync verify",
        "[INFO] Running com.example.ledger.sync.RemoteFeedIT\n"
        "[ERROR] Tests run: 4, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 31.02 s <<< FAILURE! -- in com.example.ledger.sync.RemoteFeedIT\n"
        "[ERROR] com.example.ledger.sync.RemoteFeedIT.pullsLatestBatch -- Time elapsed: 30.01 s <<< ERROR!\n"
        "java.net.SocketTimeoutException: Read timed out\n\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)\n"
        "[ERROR] Tests run: 4, Failures: 0, Errors: 1, Skipped: 0\n[INFO] BUILD FAILURE",
        1,
        "Run ledger-sync integration tests",
    )
    t.say("One test timed out reading from the feed stub. Let me run it again before digging in.")
    t.bash(
        "mvn -pl ledger-sync verify",
        "[INFO] Running com.example.ledger.sync.RemoteFeedIT\n[INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 2.31 s -- in com.example.ledger.sync.RemoteFeedIT\n[INFO] BUILD SUCCESS",
        description="Run them again",
    )
    t.say(
        "Passed on the second run with no change; the first failure was a one-off read timeout against the feed stub."
    )
    return [], ["SocketTimeoutException", "Read timed out"]


@case("maven_different_error", "maven", "unfixed", MVN, "different_error")
def maven_different_error(t, rng):
    t.user("mvn verify fails on the enforcer, please sort it out.")
    t.bash(
        "mvn -q verify",
        "[WARNING] Rule 0: org.apache.maven.enforcer.rules.dependency.DependencyConvergence failed with message:\n"
        "Failed while enforcing releasability.\n\nDependency convergence error for com.fasterxml.jackson.core:jackson-databind:jar:2.17.1 paths to dependency are:\n"
        "+-com.example:ledger-api:jar:1.4.0-SNAPSHOT\n  +-com.fasterxml.jackson.core:jackson-databind:jar:2.17.1\nand\n"
        "+-com.example:ledger-api:jar:1.4.0-SNAPSHOT\n  +-io.example:feed-client:jar:3.0.2\n    +-com.fasterxml.jackson.core:jackson-databind:jar:2.15.0\n"
        "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-enforcer-plugin:3.4.1:enforce (enforce) on project ledger-api: Rules violated!",
        1,
        "Verify the build",
    )
    t.say(
        "feed-client pulls an older jackson-databind. I'll exclude it from feed-client so only 2.17.1 remains."
    )
    t.edit(
        f"{MVN}/ledger-api/pom.xml",
        "      <artifactId>feed-client</artifactId>\n      <version>3.0.2</version>\n",
        "      <artifactId>feed-client</artifactId>\n      <version>3.0.2</version>\n      <exclusions>\n        <exclusion>\n          <groupId>com.fasterxml.jackson.core</groupId>\n          <artifactId>jackson-databind</artifactId>\n        </exclusion>\n      </exclusions>\n",
    )
    t.bash(
        "mvn -q verify",
        "[ERROR] Tests run: 12, Failures: 0, Errors: 3, Skipped: 0\n"
        "[ERROR] com.example.ledger.api.FeedClientTest.decodesBatch -- Time elapsed: 0.21 s <<< ERROR!\n"
        "java.lang.NoSuchMethodError: 'com.fasterxml.jackson.databind.cfg.MutableCoercionConfig com.fasterxml.jackson.databind.ObjectMapper.coercionConfigDefaults()'\n"
        "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project ledger-api: There are test failures.",
        1,
        "Verify again",
    )
    t.say(
        "The enforcer passes now, but feed-client breaks at runtime against the newer jackson (NoSuchMethodError). The exclusion isn't a real fix; this needs a feed-client release. I've left the exclusion in your working tree for you to decide."
    )
    return [], ["<exclusion>", "NoSuchMethodError"]


@case("maven_agent_lesson_offline", "maven", "agent_lesson", MVN, lang="en")
def maven_agent_lesson_offline(t, rng):
    t.user("Bump ledger-core's version to 1.5.0-SNAPSHOT everywhere.")
    t.bash(
        "mvn -o -q versions:set -DnewVersion=1.5.0-SNAPSHOT -DgenerateBackupPoms=false && git status --short",
        " M ledger-api/pom.xml\n M ledger-core/pom.xml\n M ledger-sync/pom.xml\n M pom.xml",
        description="Set the new version offline",
    )
    t.bash("mvn -o -q package -DskipTests && echo OK", "OK", description="Check the build offline")
    t.say(
        "Done: all four poms are at 1.5.0-SNAPSHOT and the build passes.\n\n"
        "Note for future sessions: in this sandbox Maven Central is not reachable, but ~/.m2 is pre-seeded, "
        "so always run Maven in offline mode (`mvn -o ...`); without `-o` it hangs on resolution."
    )
    return [agent(["mvn -o", "offline"])], []


@case("gradle_testcontainers_docker", "gradle", "setup", GR, "service_started")
def gradle_testcontainers_docker(t, rng):
    t.user("Run the integration tests for the payroll service.")
    t.bash(
        "./gradlew :service:integrationTest",
        "> Task :service:integrationTest FAILED\n\n"
        "PayrollRepositoryIT > initializationError FAILED\n"
        "    java.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration\n"
        "        at org.testcontainers.dockerclient.DockerClientProviderStrategy.lambda$getFirstValidStrategy$7(DockerClientProviderStrategy.java:277)\n\n"
        "1 test completed, 1 failed\n\nFAILURE: Build failed with an exception.",
        1,
        "Run integration tests",
    )
    t.bash("systemctl is-active docker", "inactive", 3, "Check the docker service")
    t.say("Testcontainers needs a Docker daemon and the docker service is stopped. Starting it.")
    t.bash(
        "sudo systemctl start docker && docker info --format '{{.ServerVersion}}'",
        "27.3.1",
        description="Start docker",
    )
    t.bash(
        "./gradlew :service:integrationTest",
        "> Task :service:integrationTest\n\nBUILD SUCCESSFUL in 48s\n7 actionable tasks: 2 executed, 5 up-to-date",
        description="Run integration tests again",
    )
    t.say(
        "Integration tests pass once Docker is running (`sudo systemctl start docker`); Testcontainers starts PostgreSQL itself."
    )
    return [
        fix(
            "Could not find a valid Docker environment. Please see logs and check configuration",
            "bugfix",
            ["systemctl start docker", "start docker"],
        )
    ], []


@case("gradle_openapi_codegen", "gradle", "setup", GR, "codegen_migration", "ja")
def gradle_openapi_codegen(t, rng):
    t.user("コンパイルが通らないので見てもらえますか？")
    t.bash(
        "./gradlew :service:compileJava",
        "> Task :service:compileJava FAILED\n"
        "/home/dev/java/payroll/service/src/main/java/com/example/payroll/web/PayslipController.java:5: error: package com.example.payroll.api.model does not exist\n"
        "import com.example.payroll.api.model.PayslipDto;\n                                    ^\n1 error\n\nFAILURE: Build failed with an exception.",
        1,
        "Compile the service",
    )
    t.bash(
        "grep -n openApiGenerate service/build.gradle.kts",
        '31:tasks.named<GenerateTask>("openApiGenerate") {',
        description="Look for the generator task",
    )
    t.say("`api.model` パッケージは OpenAPI から生成されるコードです。生成タスクを先に実行します。")
    t.bash(
        "./gradlew :service:openApiGenerate",
        "> Task :service:openApiGenerate\nSuccessfully generated code to /home/dev/java/payroll/service/build/generated/openapi\n\nBUILD SUCCESSFUL in 6s",
        description="Generate the API model",
    )
    t.bash(
        "./gradlew :service:compileJava",
        "BUILD SUCCESSFUL in 11s\n3 actionable tasks: 1 executed, 2 up-to-date",
        description="Compile again",
    )
    t.say(
        "直りました。`./gradlew :service:openApiGenerate` でモデルを生成してからコンパイルすると通ります。"
    )
    return [
        fix(
            "error: package com.example.payroll.api.model does not exist",
            "bugfix",
            ["openApiGenerate"],
        )
    ], []


@case("gradle_detekt_ignore", "gradle", "unfixed", GR, "user_says_ignore")
def gradle_detekt_ignore(t, rng):
    t.user("Run ./gradlew check before I open the PR.")
    t.bash(
        "./gradlew check",
        "> Task :service:detekt FAILED\n"
        "/home/dev/java/payroll/service/src/main/kotlin/com/example/payroll/Tax.kt:41:9: The function computeBrackets is too long (88). The maximum length is 60. [LongMethod]\n\n"
        "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':service:detekt'.\n> Analysis failed with 1 weighted issues.",
        1,
        "Run all checks",
    )
    t.say("detekt flags `computeBrackets` as too long. Want me to split it up?")
    t.user(
        "No, ignore detekt, that function is known and being rewritten by someone else. Just check the tests pass."
    )
    t.bash(
        "./gradlew test",
        "BUILD SUCCESSFUL in 22s\n9 actionable tasks: 3 executed, 6 up-to-date",
        description="Run tests only",
    )
    t.say("Tests pass. I left the detekt LongMethod finding alone as you asked.")
    return [], ["LongMethod", "detekt"]


@case("gradle_build_timeout", "gradle", "interrupted", GR, "timeout")
def gradle_build_timeout(t, rng):
    t.user("Build the fat jar.")
    t.bash(
        "./gradlew :service:shadowJar",
        "Starting a Gradle Daemon (subsequent builds will be faster)\n> Configure project :service\n<============-> 93% EXECUTING [1m 58s]\n> :service:shadowJar",
        description="Build the shadow jar",
        interrupted=True,
    )
    t.say(
        "The build was cut off by the 2-minute tool timeout while shadowJar was still packing. Shall I run it in the background so it can finish?"
    )
    t.user("not now, I'll build it on CI")
    return [], []


@case("go_generate_mocks", "go", "setup", GO, "codegen_migration")
def go_generate_mocks(t, rng):
    t.user("go test fails in the store package after my rebase, help")
    t.bash(
        "go test ./internal/store/...",
        "# example.test/ledgerd/internal/store [example.test/ledgerd/internal/store.test]\n"
        "internal/store/service_test.go:18:14: undefined: mocks.NewMockRepository\n"
        "FAIL\texample.test/ledgerd/internal/store [build failed]\nFAIL",
        1,
        "Test the store package",
    )
    t.bash(
        "grep -rn 'go:generate' internal/store",
        "internal/store/repository.go:3://go:generate mockgen -source=repository.go -destination=mocks/repository_mock.go -package=mocks",
        description="Find generate directives",
    )
    t.say("The mocks are generated and your rebase added a method to Repository. Regenerating.")
    t.bash("go generate ./...", "", description="Regenerate mocks")
    t.bash(
        "go test ./internal/store/...",
        "ok  \texample.test/ledgerd/internal/store\t0.412s",
        description="Test again",
    )
    t.say(
        "Passing. After changing an interface here, run `go generate ./...` so mockgen refreshes `internal/store/mocks`."
    )
    return [fix("undefined: mocks.NewMockRepository", "bugfix", ["go generate"])], []


@case("go_goprivate_env", "go", "invocation", GO, "env_var", "es")
def go_goprivate_env(t, rng):
    t.user("¿Puedes compilar el servicio? Acabo de añadir la dependencia del módulo interno authz.")
    t.bash(
        "go build ./...",
        "go: downloading example.test/internal/authz v0.3.1\n"
        "go: example.test/internal/authz@v0.3.1: reading https://goproxy.example/example.test/internal/authz/@v/v0.3.1.mod: 404 Not Found\n"
        "\tserver response: not found: example.test/internal/authz@v0.3.1: unrecognized import path",
        1,
        "Build everything",
    )
    t.say(
        "El proxy público no puede servir un módulo interno. Exporto GOPRIVATE para que Go lo descargue directamente del repositorio."
    )
    t.bash(
        "export GOPRIVATE='example.test/internal/*' && go build ./... && echo build ok",
        "go: downloading example.test/internal/authz v0.3.1\nbuild ok",
        description="Build with GOPRIVATE",
    )
    t.say(
        "Compila. Para módulos `example.test/internal/*` hay que tener `GOPRIVATE='example.test/internal/*'` en el entorno."
    )
    return [
        fix(
            "reading https://goproxy.example/example.test/internal/authz/@v/v0.3.1.mod: 404 Not Found",
            "lesson",
            ["GOPRIVATE", "GONOPROXY"],
        )
    ], []


@case("go_test_timeout_flaky", "go", "flaky", GO, "plain_retry")
def go_test_timeout_flaky(t, rng):
    t.user("Run the whole test suite.")
    t.bash(
        "go test ./...",
        "ok  \texample.test/ledgerd/internal/store\t0.388s\n"
        "panic: test timed out after 30s\n\trunning tests:\n\t\tTestReplicator_CatchUp (30s)\n\n"
        "goroutine 41 [running]:\ntesting.(*M).startAlarm.func1()\n"
        "FAIL\texample.test/ledgerd/internal/replica\t30.014s\nFAIL",
        1,
        "Run all tests",
    )
    t.say("TestReplicator_CatchUp hung once. Running that package again.")
    t.bash(
        "go test ./internal/replica/...",
        "ok  \texample.test/ledgerd/internal/replica\t1.902s",
        description="Rerun replica tests",
    )
    t.bash(
        "go test ./...",
        "ok  \texample.test/ledgerd/internal/store\t(cached)\nok  \texample.test/ledgerd/internal/replica\t1.877s\nok  \texample.test/ledgerd/cmd/ledgerd\t0.214s",
        description="Run all tests again",
    )
    t.say(
        "Everything passes on rerun with no change; TestReplicator_CatchUp timed out once. It may be worth a look later, but nothing to fix today."
    )
    return [], ["test timed out after 30s"]


@case("go_unrelated_lint", "go", "unrelated", GO)
def go_unrelated_lint(t, rng):
    t.user("Run the tests of the api package, and also install golangci-lint for me.")
    t.bash(
        "go test ./internal/api/...",
        "--- FAIL: TestListAccounts_Paging (0.00s)\n    accounts_test.go:52: got 21 items, want 20\n"
        "FAIL\nFAIL\texample.test/ledgerd/internal/api\t0.118s\nFAIL",
        1,
        "Test the api package",
    )
    t.bash(
        "go install github.com/golangci/golangci-lint/cmd/golangci-lint@v1.61.0",
        "go: downloading github.com/golangci/golangci-lint v1.61.0",
        description="Install golangci-lint",
    )
    t.bash(
        "go test ./internal/store/...",
        "ok  \texample.test/ledgerd/internal/store\t0.402s",
        description="Test the store package",
    )
    t.say(
        "golangci-lint v1.61.0 is installed. The store tests pass, but TestListAccounts_Paging in the api package still fails (off-by-one: 21 items instead of 20); I haven't changed anything there yet."
    )
    return [], ["golangci-lint", "got 21 items, want 20"]


@case("go_agent_lesson_dsn", "go", "agent_lesson", GO)
def go_agent_lesson_dsn(t, rng):
    t.user("Are the postgres integration tests actually running in CI? They always seem green.")
    t.bash(
        "go test -v ./internal/pg/... 2>&1 | tail -4",
        "=== RUN   TestPgStore_Roundtrip\n    pg_test.go:21: LEDGER_TEST_DSN not set; skipping\n--- SKIP: TestPgStore_Roundtrip (0.00s)\nok  \texample.test/ledgerd/internal/pg\t0.009s",
        description="Run pg tests verbosely",
    )
    t.bash("grep -n LEDGER_TEST_DSN .github/workflows/ci.yml", "", 1, "Check CI config for the DSN")
    t.say(
        "They are not running: every test in internal/pg skips itself when `LEDGER_TEST_DSN` is unset, and CI never sets it.\n\n"
        "Lesson: in this repo a green `go test ./internal/pg/...` proves nothing unless `LEDGER_TEST_DSN` points at a database; "
        "always check for `--- SKIP` with `-v`."
    )
    return [agent(["LEDGER_TEST_DSN"])], []
