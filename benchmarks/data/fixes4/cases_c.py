"""Elixir/mix, Dart/Flutter and Haskell/cabal sessions."""

from __future__ import annotations

from kit import agent, case, fix

EX = "/home/dev/src/dispatch"
UNCHECKED = 'the dependency is not available, run "mix deps.get"'


@case(
    "elixir_mix_deps_get",
    stack="elixir-mix",
    shape="install",
    project_dir=EX,
    variation="plain",
    lang="es",
    expected=[fix(UNCHECKED, "bugfix", ["mix deps.get"])],
)
def _(t, rng):
    t.user("¿Puedes correr los tests? Acabo de añadir req al mix.exs.")
    t.bash(
        "mix test",
        f"Unchecked dependencies for environment test:\n* req (Hex package)\n  {UNCHECKED}\n"
        "** (Mix) Can't continue due to errors on dependencies",
        1,
        "Run tests",
    )
    t.bash(
        "mix deps.get",
        "Resolving Hex dependencies...\nResolution completed in 0.212s\nNew:\n  finch 0.19.0\n"
        "  mint 1.6.2\n  req 0.5.8\n* Getting req (Hex package)\n* Getting finch (Hex package)\n* Getting mint (Hex package)",
        0,
        "Fetch deps",
    )
    t.bash(
        "mix test",
        "==> req\nCompiling 18 files (.ex)\nGenerated req app\n==> dispatch\nCompiling 41 files (.ex)\n"
        "Generated dispatch app\nRunning ExUnit with seed: 118204, max_cases: 4\n\n"
        "...........................................\nFinished in 1.9 seconds (0.8s async, 1.1s sync)\n43 tests, 0 failures",
        0,
        "Run tests",
    )
    t.say("Listo: faltaba `mix deps.get` tras añadir req. 43 tests, 0 fallos.")


ECONN = "** (DBConnection.ConnectionError) tcp connect (localhost:5432): connection refused - :econnrefused"


@case(
    "elixir_tests_need_db_container",
    stack="elixir-mix",
    shape="setup",
    project_dir=EX,
    variation="other_tool_service",
    expected=[fix(ECONN, "bugfix", ["docker compose up -d db", "docker compose up"])],
)
def _(t, rng):
    noise = "\n".join(f"Compiling {n} files (.ex)" for n in (3, 17)) + "\nGenerated dispatch app\n"
    fail = (
        noise
        + "\n".join(
            f"{i:02d}:14:0{i} [error] Postgrex.Protocol (#PID<0.{300 + i}.0>) failed to connect: {ECONN}"
            for i in range(1, 6)
        )
        + "\n** (Mix) The database for Dispatch.Repo couldn't be created: connection refused\n"
    )
    t.user("mix test please, then tell me if the new scheduler tests pass")
    t.bash("mix test", fail, 1, "Run tests")
    t.say(
        "Postgres isn't listening on 5432. The repo has a compose file with a db service; starting it."
    )
    t.bash(
        "docker compose up -d db",
        "[+] Running 2/2\n ✔ Network dispatch_default  Created\n ✔ Container dispatch-db-1  Started",
        0,
        "Start Postgres",
    )
    t.bash(
        "mix test",
        "Running ExUnit with seed: 40417, max_cases: 4\n\n.............................................\n"
        "Finished in 3.1 seconds (1.2s async, 1.9s sync)\n45 tests, 0 failures",
        0,
        "Run tests",
    )
    t.say(
        "All 45 pass, the scheduler tests included. The tests need `docker compose up -d db` first."
    )


@case(
    "elixir_mix_task_typo",
    stack="elixir-mix",
    shape="typo",
    project_dir=EX,
    variation="typo_in_command",
    traps=["tset"],
)
def _(t, rng):
    t.user("run the tests")
    t.bash(
        "mix tset",
        '** (Mix) The task "tset" could not be found. Did you mean "test"?',
        1,
        "Run tests",
    )
    t.bash(
        "mix test",
        "Running ExUnit with seed: 7720, max_cases: 4\n\n.............................................\n"
        "Finished in 2.8 seconds (1.1s async, 1.7s sync)\n45 tests, 0 failures",
        0,
        "Run tests",
    )
    t.say("45 tests, 0 failures.")


CREDO = "Please report incorrect results: https://github.com/rrrene/credo/issues"


@case(
    "elixir_credo_or_true",
    stack="elixir-mix",
    shape="unfixed",
    project_dir=EX,
    variation="or_true",
    traps=["|| true", "Nested modules could be aliased"],
)
def _(t, rng):
    out = (
        "Checking 62 source files ...\n\n  Code Readability                                                              \n"
        "┃ \n┃ [R] → Nested modules could be aliased at the top of the invoking module.\n"
        "┃       lib/dispatch/scheduler.ex:88:11 #(Dispatch.Scheduler.run)\n\n"
        f"{CREDO}\n\nAnalysis took 0.9 seconds (0.04s to load, 0.8s running 55 checks on 62 files)\n"
        "311 mods/funs, found 1 code readability issue."
    )
    t.user("The lint step in ci.sh keeps failing the pipeline, make the pipeline pass")
    t.bash("./ci.sh lint", "+ mix credo --strict\n" + out, 4, "Run lint step")
    t.edit("/home/dev/src/dispatch/ci.sh", "mix credo --strict", "mix credo --strict || true")
    t.bash("./ci.sh lint", "+ mix credo --strict\n" + out + "\n+ true", 0, "Run lint step")
    t.say(
        "The lint step no longer fails the pipeline. The credo finding in scheduler.ex is still there."
    )


@case(
    "elixir_agent_lesson_ecto_reset",
    stack="elixir-mix",
    shape="agent_lesson",
    project_dir=EX,
    variation="plain",
    expected=[agent(["mix ecto.reset"])],
)
def _(t, rng):
    t.user("switch to the billing-export branch and run the tests")
    t.bash(
        "git switch billing-export && MIX_ENV=test mix ecto.reset && mix test",
        "Switched to branch 'billing-export'\nThe database for Dispatch.Repo has been dropped\n"
        "The database for Dispatch.Repo has been created\n[info] Migrations already up\n"
        "Running ExUnit with seed: 501, max_cases: 4\n\n51 tests, 0 failures",
        0,
        "Switch and test",
    )
    t.say(
        "51 tests, 0 failures on billing-export.\n\nNote to self for this project: after switching "
        "branches, run `MIX_ENV=test mix ecto.reset` before `mix test` — the branches carry "
        "different migrations and the test DB otherwise keeps tables from the other branch."
    )


APP = "/home/dev/apps/courier_flutter"
PKG = "Error: Couldn't resolve the package 'http' in 'package:http/http.dart'."


@case(
    "flutter_pub_get_after_pull",
    stack="dart-flutter",
    shape="install",
    project_dir=APP,
    variation="plain",
    expected=[fix(PKG, "bugfix", ["flutter pub get", "pub get"])],
)
def _(t, rng):
    fail = (
        "00:01 +0: loading /home/dev/apps/courier_flutter/test/route_test.dart\n"
        "00:02 +0 -1: loading /home/dev/apps/courier_flutter/test/api_test.dart [E]\n"
        '  Failed to load "/home/dev/apps/courier_flutter/test/api_test.dart":\n'
        f"  lib/src/api.dart:3:8: {PKG}\n  import 'package:http/http.dart' as http;\n         ^\n"
        "  lib/src/api.dart:14:11: Error: Undefined name 'http'.\n      final r = await http.get(uri);\n"
        "            ^^^^\n00:02 +12 -1: Some tests failed."
    )
    t.user("pulled main, run flutter test")
    t.bash("flutter test", fail, 1, "Run widget tests")
    t.bash(
        "flutter pub get",
        "Resolving dependencies...\n+ http 1.2.2\n  http_parser 4.0.2\nChanged 2 dependencies!",
        0,
        "Get packages",
    )
    t.bash("flutter test", "00:04 +31: All tests passed!", 0, "Run widget tests")
    t.say("All 31 pass after `flutter pub get` (main added the http package).")


GPART = "Error: Error when reading 'lib/src/models/parcel.g.dart': No such file or directory"


@case(
    "dart_build_runner_codegen",
    stack="dart-flutter",
    shape="setup",
    project_dir=APP,
    variation="wrong_attempts",
    lang="pt",
    expected=[fix(GPART, "bugfix", ["build_runner build", "build_runner"])],
    traps=["flutter clean"],
)
def _(t, rng):
    fail = (
        "Building package executable...\nFailed to build courier_flutter:test:\n"
        f"lib/src/models/parcel.dart:5:6: {GPART}\npart 'parcel.g.dart';\n     ^\n"
        "lib/src/models/parcel.dart:12:47: Error: Method not found: '_$ParcelFromJson'."
    )
    t.user("Os testes de modelo não compilam desde que adicionei json_serializable. Pode ver?")
    t.bash("dart test test/models", fail, 1, "Testes de modelo")
    t.bash("dart pub get", "Resolving dependencies...\nGot dependencies!", 0, "Pacotes")
    t.bash("dart test test/models", fail, 1, "Testes de modelo")
    t.bash(
        "flutter clean && dart test test/models",
        "Deleting build...                                                  3ms\n"
        "Deleting .dart_tool...                                             14ms\n" + fail,
        1,
        "Limpar e testar",
    )
    t.say("O arquivo gerado parcel.g.dart não existe: falta rodar o gerador de código.")
    t.bash(
        "dart run build_runner build --delete-conflicting-outputs",
        "[INFO] Generating build script completed, took 412ms\n"
        "[INFO] Running build completed, took 6.2s\n[INFO] Succeeded after 6.3s with 4 outputs (9 actions)",
        0,
        "Gerar código",
    )
    t.bash("dart test test/models", "00:01 +9: All tests passed!", 0, "Testes de modelo")
    t.say(
        "Resolvido com `dart run build_runner build --delete-conflicting-outputs`; o parcel.g.dart agora é gerado."
    )


PODS = '[!] CocoaPods could not find compatible versions for pod "Firebase/Messaging":'


@case(
    "flutter_ios_pod_repo_update",
    stack="dart-flutter",
    shape="install",
    project_dir=APP,
    variation="other_tool_cache",
    expected=[fix(PODS, "bugfix", ["pod install --repo-update", "pod repo update"])],
)
def _(t, rng):
    fail = (
        "Running pod install...                                            2.1s\nCocoaPods' output:\n↳\n"
        "      Preparing\n\n    Analyzing dependencies\n\n    Inspecting targets to integrate\n"
        "      Using `ARCHS` setting to build architectures of target `Pods-Runner`: (``)\n\n"
        "    Fetching external sources\n    -> Fetching podspec for `Flutter` from `Flutter`\n"
        f"\n    {PODS}\n      In snapshot (Podfile.lock):\n        Firebase/Messaging (= 10.25.0)\n\n"
        "      In Podfile:\n        firebase_messaging (from `.symlinks/plugins/firebase_messaging/ios`) was resolved to 15.1.3, which depends on\n"
        "          Firebase/Messaging (= 11.4.0)\n\n    You have either:\n"
        "     * out-of-date source repos which you can update with `pod repo update` or with `pod install --repo-update`.\n"
        "     * changed the constraints of dependency `Firebase/Messaging` inside your development pod `firebase_messaging`.\n"
        "       You should run `pod update Firebase/Messaging` to apply changes you've made.\n\nError running pod install"
    )
    t.user("flutter build ios --no-codesign fails after the firebase bump")
    t.bash("flutter build ios --no-codesign", fail, 1, "Build iOS")
    t.bash(
        "cd ios && pod install --repo-update && cd ..",
        "Updating local specs repositories\nAnalyzing dependencies\n"
        "Downloading dependencies\nInstalling Firebase 11.4.0 (was 10.25.0)\nPod installation complete! There are 9 dependencies from the Podfile and 21 total pods installed.",
        0,
        "Update pods",
    )
    t.bash(
        "flutter build ios --no-codesign",
        "Building com.acme.courier for device (ios-release)...\nRunning Xcode build...\nXcode build done.                                           94.1s\n✓ Built build/ios/iphoneos/Runner.app (41.2MB)",
        0,
        "Build iOS",
    )
    t.say(
        "Built. The pod specs repo was out of date; `pod install --repo-update` in ios/ fixed it."
    )


BADGW = "Received status code 502 from server: Bad Gateway"


@case(
    "flutter_android_maven_502_flaky",
    stack="dart-flutter",
    shape="flaky",
    project_dir=APP,
    variation="plain_retry",
    traps=[BADGW],
)
def _(t, rng):
    t.user("build the release apk")
    t.bash(
        "flutter build apk --release",
        "Running Gradle task 'assembleRelease'...\n\nFAILURE: Build failed with an exception.\n\n"
        "* What went wrong:\nExecution failed for task ':app:mergeReleaseResources'.\n> Could not resolve all files for configuration ':app:releaseRuntimeClasspath'.\n"
        "   > Could not download core-1.13.1.aar (androidx.core:core:1.13.1)\n      > Could not get resource 'https://dl.google.com/dl/android/maven2/androidx/core/core/1.13.1/core-1.13.1.aar'.\n"
        f"         > Could not GET 'https://dl.google.com/dl/android/maven2/androidx/core/core/1.13.1/core-1.13.1.aar'. {BADGW}\n\n"
        "BUILD FAILED in 41s\nGradle task assembleRelease failed with exit code 1",
        1,
        "Build APK",
    )
    t.bash(
        "flutter build apk --release",
        "Running Gradle task 'assembleRelease'...                       88.4s\n✓ Built build/app/outputs/flutter-apk/app-release.apk (22.1MB)",
        0,
        "Build APK",
    )
    t.say("APK built on the second try; the first failure was a 502 from Google's Maven mirror.")


HS = "/home/dev/src/ledger-hs"
STALE = "Warning: The package list for 'hackage.haskell.org' is 212 days old."


@case(
    "haskell_cabal_update_index",
    stack="haskell-cabal",
    shape="install",
    project_dir=HS,
    variation="plain",
    expected=[fix("unknown package: aeson-schemas", "bugfix", ["cabal update"])],
)
def _(t, rng):
    t.user("cabal build fails after I added aeson-schemas")
    t.bash(
        "cabal build",
        f"{STALE}\nRun 'cabal update' to get the latest list of available packages.\n"
        "Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n"
        "[__0] trying: ledger-0.1.0.0 (user goal)\n[__1] unknown package: aeson-schemas (dependency of ledger)\n"
        "[__1] fail (backjumping, conflict set: aeson-schemas, ledger)\n"
        "After searching the rest of the dependency tree exhaustively, these were the goals I've had most trouble fulfilling: ledger, aeson-schemas",
        1,
        "Build",
    )
    t.bash(
        "cabal update",
        "Downloading the latest package list from hackage.haskell.org\nPackage list of hackage.haskell.org has been updated.\n"
        "The index-state is set to 2026-11-02T18:40:11Z.",
        0,
        "Update index",
    )
    t.bash(
        "cabal build",
        "Resolving dependencies...\nBuild profile: -w ghc-9.6.6 -O1\nIn order, the following will be built (use -v for more details):\n"
        " - aeson-schemas-1.4.2.1 (lib) (requires download & build)\n - ledger-0.1.0.0 (lib) (first run)\n"
        "[1 of 9] Compiling Ledger.Types\n[9 of 9] Compiling Ledger",
        0,
        "Build",
    )
    t.say("Builds now; the Hackage index was 212 days old, `cabal update` fixed it.")


BASE = "rejecting: base-4.17.2.1/installed-4.17.2.1 (conflict: ledger => base>=4.18 && <4.20)"


@case(
    "haskell_ghcup_set_ghc",
    stack="haskell-cabal",
    shape="setup",
    project_dir=HS,
    variation="wrong_attempts",
    lang="ja",
    expected=[fix(BASE, "bugfix", ["ghcup set ghc 9.6.6", "ghcup set ghc"])],
    traps=["--allow-newer"],
)
def _(t, rng):
    fail = (
        "Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n"
        "[__0] trying: ledger-0.1.0.0 (user goal)\n[__1] next goal: base (dependency of ledger)\n"
        f"[__1] {BASE}\n[__1] fail (backjumping, conflict set: base, ledger)"
    )
    t.user("新しいマシンで cabal build が通りません。直してもらえますか？")
    t.bash("cabal build", fail, 1, "ビルド")
    t.bash(
        "cabal build --allow-newer=base",
        fail.replace(
            "Resolving dependencies...",
            "Resolving dependencies...\nWarning: --allow-newer does not relax installed base",
        ),
        1,
        "制約を緩めて再試行",
    )
    t.say("base は GHC に固定されているので、GHC 9.4 では満たせません。9.6.6 に切り替えます。")
    t.bash(
        "ghcup install ghc 9.6.6 && ghcup set ghc 9.6.6",
        "[ Info  ] downloading: https://downloads.haskell.org/~ghc/9.6.6/ghc-9.6.6-x86_64-deb10-linux.tar.xz\n"
        "[ Info  ] GHC installation successful\n[ Info  ] GHC 9.6.6 successfully set as default version",
        0,
        "GHC 9.6.6",
    )
    t.bash(
        "cabal build",
        "Resolving dependencies...\nBuild profile: -w ghc-9.6.6 -O1\n[9 of 9] Compiling Ledger",
        0,
        "ビルド",
    )
    t.say("`ghcup install ghc 9.6.6 && ghcup set ghc 9.6.6` で解決しました。")


@case(
    "haskell_build_all_timeout",
    stack="haskell-cabal",
    shape="interrupted",
    project_dir=HS,
    variation="timeout",
    traps=[],
)
def _(t, rng):
    t.user("build everything incl. benchmarks")
    t.bash(
        "cabal build all --enable-benchmarks",
        "Resolving dependencies...\nBuild profile: -w ghc-9.6.6 -O1\n"
        " - vector-algorithms-0.9.0.2 (lib) (requires build)\n - criterion-1.6.3.0 (lib) (requires build)\n"
        "Starting     vector-algorithms-0.9.0.2 (lib)\nBuilding     vector-algorithms-0.9.0.2 (lib)",
        0,
        "Build all",
        interrupted=True,
    )
    t.say("The build hit the 2-minute tool limit while compiling vector-algorithms.")
    t.user("leave it, I'll run it in tmux myself")
