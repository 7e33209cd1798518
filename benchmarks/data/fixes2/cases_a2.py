# ruff: noqa: E501  (case data: long tool outputs are kept on one line each)
"""Elixir cases."""

from __future__ import annotations

from kit import agent, case, fix, rejected, think

DOTNET = "/home/dev/code/Invoicing"
PHP = "/home/dev/sites/shopfront"
ELIXIR = "/home/dev/apps/courier"

DOTNET_PASS = (
    "  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
    "  Invoicing.Core -> {d}/src/Invoicing.Core/bin/Debug/net8.0/Invoicing.Core.dll\n"
    "  Invoicing.Tests -> {d}/tests/Invoicing.Tests/bin/Debug/net8.0/Invoicing.Tests.dll\n"
    "Test run for {d}/tests/Invoicing.Tests/bin/Debug/net8.0/Invoicing.Tests.dll (.NETCoreApp,Version=v8.0)\n"
    "A total of 1 test files matched the specified pattern.\n\n"
    "Passed!  - Failed:     0, Passed:   {n}, Skipped:     0, Total:   {n}, Duration: 2 s - Invoicing.Tests.dll (net8.0)"
)


def dotnet_pass(n: int = 84) -> str:
    return DOTNET_PASS.format(d=DOTNET, n=n)


# ---------------------------------------------------------------- Elixir


@case("elixir_deps_get", "elixir", "install", ELIXIR)
def _(t):
    t.user("Run the tests for courier.")
    t.bash(
        "mix test",
        "Unchecked dependencies for environment test:\n* req (Hex package)\n"
        '  the dependency is not available, run "mix deps.get"\n* finch (Hex package)\n'
        '  the dependency is not available, run "mix deps.get"\n** (Mix) Can\'t continue due to errors on dependencies',
        1,
    )
    t.bash(
        "mix deps.get",
        "Resolving Hex dependencies...\nResolution completed in 0.212s\nNew:\n  finch 0.19.0\n  req 0.5.8\n* Getting req (Hex package)\n* Getting finch (Hex package)",
    )
    t.bash(
        "mix test",
        "Compiling 41 files (.ex)\nGenerated courier app\n........................................\n\nFinished in 1.9 seconds (0.8s async, 1.1s sync)\n212 tests, 0 failures",
    )
    t.say("Dependencies were missing; after `mix deps.get` all 212 tests pass.")
    return [fix('the dependency is not available, run "mix deps.get"', ["mix deps.get"])], []


@case(
    "elixir_ecto_create_user_es", "elixir", "setup", ELIXIR, lang="es", variation="fix_in_user_chat"
)
def _(t):
    t.user("Ejecuta los tests de Courier.Dispatch, por favor.")
    t.bash(
        "mix test test/courier/dispatch_test.exs",
        '** (Postgrex.Error) FATAL 3D000 (invalid_catalog_name) database "courier_test" does not exist\n'
        "    (db_connection 2.7.0) lib/db_connection/connection.ex:104: DBConnection.Connection.handle_event/4",
        1,
    )
    t.say("La base de datos courier_test no existe. ¿Quieres que la cree?")
    t.user(
        "Ya la he creado yo con `MIX_ENV=test mix ecto.create` en mi terminal. Vuelve a lanzarlos."
    )
    t.bash(
        "mix test test/courier/dispatch_test.exs",
        "...........\n\nFinished in 0.6 seconds (0.0s async, 0.6s sync)\n11 tests, 0 failures",
    )
    t.say("Perfecto, los 11 tests pasan ahora que existe courier_test.")
    return [fix('database "courier_test" does not exist', ["ecto.create"])], []


@case("elixir_two_failures", "elixir", "setup", ELIXIR, variation="two_failures")
def _(t):
    t.user("Fresh container. Get courier compiling and tested.")
    t.bash(
        "mix compile",
        '==> bcrypt_elixir\nmkdir -p "/home/dev/apps/courier/_build/dev/lib/bcrypt_elixir/priv"\n'
        'cc -g -O3 -Wall -Wno-format-truncation -I"/usr/lib/erlang/erts-15.1.2/include" -Ic_src -fPIC -shared '
        'c_src/bcrypt_nif.c c_src/blowfish.c -o "/home/dev/apps/courier/_build/dev/lib/bcrypt_elixir/priv/bcrypt_nif.so"\n'
        "make: cc: No such file or directory\nmake: *** [Makefile:44: priv/bcrypt_nif.so] Error 127\n"
        'could not compile dependency :bcrypt_elixir, "mix compile" failed. Errors may have been logged above.',
        1,
    )
    t.bash(
        "sudo apt-get install -y build-essential", "Setting up build-essential (12.10ubuntu1) ..."
    )
    t.bash(
        "mix compile",
        "==> bcrypt_elixir\nCompiling 3 files (.ex)\nGenerated bcrypt_elixir app\n==> courier\nCompiling 41 files (.ex)\nGenerated courier app",
    )
    t.bash(
        "mix test",
        "** (DBConnection.ConnectionError) tcp connect (localhost:5432): connection refused - :econnrefused\n"
        "    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1",
        1,
    )
    t.bash(
        "cat docker-compose.yml",
        'services:\n  db:\n    image: postgres:16\n    ports: ["5432:5432"]\n    environment:\n      POSTGRES_PASSWORD: postgres',
    )
    t.bash("docker compose up -d db", " ✔ Container courier-db-1  Started")
    t.bash(
        "mix test",
        "........................................\n\nFinished in 2.1 seconds (0.9s async, 1.2s sync)\n212 tests, 0 failures",
    )
    t.say(
        "Two separate issues: bcrypt_elixir needs a C compiler (installed build-essential), and the tests need Postgres (started with docker compose). All 212 pass."
    )
    return [
        fix(
            "make: cc: No such file or directory", ["build-essential"], ["bcrypt_elixir", "bcrypt"]
        ),
        fix(
            "tcp connect (localhost:5432): connection refused",
            ["docker compose up"],
            ["mix test", "postgres", "Postgres", "db"],
        ),
    ], []


@case("elixir_flaky_assert_receive", "elixir", "flaky", ELIXIR)
def _(t):
    t.user("mix test please")
    t.bash(
        "mix test",
        "  1) test retries a failed delivery (Courier.DispatcherTest)\n     test/courier/dispatcher_test.exs:48\n"
        "     Assertion failed, no matching message after 100ms\n     The process mailbox is empty.\n     code: assert_receive {:delivered, _}\n\n"
        "Finished in 2.0 seconds (0.9s async, 1.1s sync)\n212 tests, 1 failure",
        2,
    )
    t.bash(
        "mix test test/courier/dispatcher_test.exs:48",
        ".\n\nFinished in 0.1 seconds\n1 test, 0 failures",
    )
    t.bash(
        "mix test",
        "........................................\n\nFinished in 2.0 seconds\n212 tests, 0 failures",
    )
    t.say(
        "The dispatcher test passed on its own and the full suite passed on a plain rerun; nothing changed, so it's a timing flake."
    )
    return [], ["no matching message after 100ms"]


@case("elixir_narration_otp", "elixir", "narration", ELIXIR)
def _(t):
    t.user("Why does the mailer test fail on CI but not here?")
    think(
        t,
        "Maybe the CI image runs OTP 27 and the :ssl defaults changed. Or perhaps Swoosh's test adapter is configured differently.",
    )
    t.say(
        "I suspect OTP 27 changed the :ssl verify defaults, which could make the SMTP test adapter reject the connection. "
        "It might also be the Swoosh adapter config. I can't reproduce it locally:"
    )
    t.bash(
        "mix test test/courier/mailer_test.exs",
        "......\n\nFinished in 0.3 seconds\n6 tests, 0 failures",
    )
    t.say("Locally all 6 pass. Without the CI log I can only guess; could you paste the failure?")
    t.user("I'll grab the log later.")
    return [], ["OTP 27", "verify defaults"]


@case("elixir_agent_lesson_ecto_reset", "elixir", "agent_lesson", ELIXIR)
def _(t):
    t.user("After switching to the billing branch, tests blow up on a missing column.")
    t.bash(
        "MIX_ENV=test mix ecto.reset",
        "The database for Courier.Repo has been dropped\nThe database for Courier.Repo has been created\n[info] == Running 20261101 Courier.Repo.Migrations.AddBillingPlan.change/0 forward",
    )
    t.bash("mix test", "212 tests, 0 failures")
    t.say(
        "Worth remembering: Courier's test alias doesn't migrate automatically, so after switching branches "
        "run `MIX_ENV=test mix ecto.reset` before `mix test`; a plain migrate is not enough because the billing "
        "migrations are not reversible."
    )
    return [agent(["ecto.reset"], ["branch", "branches"])], []


@case("elixir_rejected_interrupt", "elixir", "interrupted", ELIXIR)
def _(t):
    t.user("The release build fails, check it.")
    t.bash(
        "MIX_ENV=prod mix release",
        "==> exqlite\nmake: *** No rule to make target 'sqlite3/sqlite3.c', needed by 'priv/sqlite3_nif.so'.  Stop.\ncould not compile dependency :exqlite, \"mix compile\" failed.",
        1,
    )
    rejected(t, "rm -rf _build deps && mix deps.get")
    t.user("Don't wipe deps, the network here is slow. I'll look at it myself.")
    t.say("Understood, I'll leave _build and deps as they are.")
    return [], ["rm -rf _build deps"]
