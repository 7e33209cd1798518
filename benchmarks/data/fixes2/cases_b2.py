# ruff: noqa: E501  (case data: long tool outputs are kept on one line each)
"""Haskell and Dart/Flutter cases."""

from __future__ import annotations

from kit import agent, case, fix, think

DROID = "/home/dev/android/FieldNotes"
RASTER = "/home/dev/src/rasterkit"
HS = "/home/dev/hs/tallyho"
BIRD = "/home/dev/mobile/birdlog"

GRADLE_OK = "BUILD SUCCESSFUL in {s}s\n{n} actionable tasks: {n} executed"


# ---------------------------------------------------------------- Haskell


@case("haskell_cabal_update", "haskell", "setup", HS)
def _(t):
    t.user("Build tallyho.")
    t.bash(
        "cabal build",
        "Warning: The package list for 'hackage.haskell.org' does not exist. Run 'cabal update' to download it.\n"
        "Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n[__0] trying: tallyho-0.1.0.0 (user goal)\n"
        "[__1] unknown package: aeson (dependency of tallyho)\n[__1] fail (backjumping, conflict set: aeson, tallyho)",
        1,
    )
    t.bash(
        "cabal update",
        "Downloading the latest package list from hackage.haskell.org\nPackage list of hackage.haskell.org has been updated.",
    )
    t.bash(
        "cabal build",
        "Resolving dependencies...\nBuild profile: -w ghc-9.6.6 -O1\n[4 of 4] Compiling Tallyho.Report\nLinking dist-newstyle/build/x86_64-linux/ghc-9.6.6/tallyho-0.1.0.0/x/tallyho/build/tallyho/tallyho ...",
    )
    t.say(
        "The Hackage index had never been downloaded on this machine; after `cabal update` it builds."
    )
    return [fix("The package list for 'hackage.haskell.org' does not exist.", ["cabal update"])], []


@case("haskell_ghc_with_compiler", "haskell", "invocation", HS)
def _(t):
    t.user("cabal test fails since I upgraded ghcup, no idea why")
    t.bash(
        "cabal test",
        "Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n[__0] trying: tallyho-0.1.0.0 (user goal)\n"
        "[__1] next goal: base (dependency of tallyho)\n[__1] rejecting: base-4.20.0.0/installed-4.20.0.0 (conflict: tallyho => base>=4.14 && <4.20)\n"
        "[__1] fail (backjumping, conflict set: base, tallyho)",
        1,
    )
    t.bash(
        "ghcup list -c installed -t ghc",
        "✔ ghc  9.6.6  base-4.18.2.1\n✔✔ ghc  9.10.1 base-4.20.0.0  recommended",
    )
    t.bash(
        "cabal test -w ghc-9.6.6",
        "Test suite tallyho-test: RUNNING...\n\nFinished in 0.0312 seconds\n57 examples, 0 failures\nTest suite tallyho-test: PASS",
    )
    t.say(
        "The default GHC is now 9.10 (base 4.20), which tallyho's bounds exclude. `cabal test -w ghc-9.6.6` selects the older compiler and all 57 examples pass."
    )
    return [
        fix(
            "rejecting: base-4.20.0.0/installed-4.20.0.0",
            ["-w ghc-9.6.6", "ghc-9.6.6", "--with-compiler"],
            kind="lesson",
        )
    ], []


@case("haskell_hidden_containers_it", "haskell", "config", HS, lang="it", variation="edit_config")
def _(t):
    t.user("Ho aggiunto Data.Map.Strict in Tallyho.Ledger ma la build fallisce. Puoi sistemarla?")
    t.bash(
        "cabal build",
        "src/Tallyho/Ledger.hs:9:1: error: [GHC-87110]\n    Could not load module ‘Data.Map.Strict’.\n"
        "    It is a member of the hidden package ‘containers-0.6.8’.\n"
        "    Perhaps you need to add ‘containers’ to the build-depends in your .cabal file.\n"
        "    Use -v to see a list of the files searched for.\n  |\n9 | import qualified Data.Map.Strict as Map\n  | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        1,
    )
    t.edit(
        f"{HS}/tallyho.cabal",
        "    build-depends:    base >=4.14 && <4.20, aeson, text\n",
        "    build-depends:    base >=4.14 && <4.20, aeson, text, containers\n",
    )
    t.bash(
        "cabal build",
        "Building library for tallyho-0.1.0.0..\n[3 of 4] Compiling Tallyho.Ledger\n[4 of 4] Compiling Tallyho.Report",
    )
    t.say("Fatto: ho aggiunto containers ai build-depends di tallyho.cabal e la build passa.")
    return [
        fix(
            "It is a member of the hidden package ‘containers-0.6.8’.",
            ["build-depends", "tallyho.cabal", ".cabal"],
            ["containers"],
        )
    ], []


@case("haskell_unrelated_hlint", "haskell", "unrelated", HS)
def _(t):
    t.user("One hspec example fails in Tallyho.ReportSpec.")
    t.bash(
        "cabal test",
        "Tallyho.Report\n  totals\n    sums debits per account FAILED [1]\n\nFailures:\n\n"
        "  test/Tallyho/ReportSpec.hs:22:5:\n  1) Tallyho.Report.totals sums debits per account\n       expected: 42\n        but got: 41\n\n57 examples, 1 failure",
        1,
    )
    t.bash(
        "cabal install hlint",
        "Resolving dependencies...\nInstalling   hlint-3.8 (exe:hlint)\nCompleted    hlint-3.8 (exe:hlint)\nSymlinking 'hlint' to '/home/dev/.cabal/bin/hlint'",
    )
    t.bash(
        "hlint src",
        "src/Tallyho/Report.hs:31:7-28: Suggestion: Use foldl'\nFound:\n  foldl (+) 0\nPerhaps:\n  foldl' (+) 0\n\n1 hint",
    )
    t.say(
        "hlint only suggests foldl'; it doesn't explain the off-by-one in totals. I'll need to look at how the fixture builds the ledger."
    )
    t.user("fine, next time")
    return [], ["cabal install hlint", "foldl'"]


@case("haskell_flaky_quickcheck", "haskell", "flaky", HS)
def _(t):
    t.user("Run the tests")
    t.bash(
        "cabal test",
        "  roundtrips through JSON FAILED [1]\n\nFailures:\n\n  test/Tallyho/JsonSpec.hs:14:3:\n"
        "  1) Tallyho.Json roundtrips through JSON\n       Falsified (after 73 tests):\n         Amount 1.0e-2\n\n57 examples, 1 failure",
        1,
    )
    t.bash(
        "cabal test",
        "Finished in 0.0309 seconds\n57 examples, 0 failures\nTest suite tallyho-test: PASS",
    )
    t.say(
        "A QuickCheck property failed on one random input and passed on a plain rerun. The roundtrip property probably "
        "has a real edge case with small decimals, but nothing was changed here."
    )
    return [], ["Falsified (after 73 tests)"]


@case("haskell_agent_lesson_th_repl", "haskell", "agent_lesson", HS)
def _(t):
    t.user("cabal repl hangs on Tallyho.Schema, why?")
    t.bash(
        "cabal repl --repl-options=-fobject-code",
        "[2 of 4] Compiling Tallyho.Schema\nOk, four modules loaded.\nghci>",
        0,
    )
    t.say(
        "Lesson: Tallyho.Schema runs heavy Template Haskell splices; interpreted in GHCi they take minutes. Start the REPL with "
        "`cabal repl --repl-options=-fobject-code` so the splices are compiled once and loading finishes in seconds."
    )
    return [agent(["-fobject-code"], ["repl", "REPL"])], []


# ---------------------------------------------------------------- Dart / Flutter


@case("flutter_pub_add_http", "flutter", "install", BIRD)
def _(t):
    t.user("I wrote an API client in lib/api.dart, run the tests.")
    t.bash(
        "flutter test",
        "00:02 +0 -1: loading /home/dev/mobile/birdlog/test/api_test.dart [E]\n"
        '  Failed to load "/home/dev/mobile/birdlog/test/api_test.dart":\n'
        "  lib/api.dart:1:8: Error: Couldn't resolve the package 'http' in 'package:http/http.dart'.\n"
        "  import 'package:http/http.dart' as http;\n         ^\n00:02 +0 -1: Some tests failed.",
        1,
    )
    t.bash(
        "flutter pub add http", "Resolving dependencies...\n+ http 1.2.2\nChanged 3 dependencies!"
    )
    t.bash("flutter test", "00:04 +31: All tests passed!")
    t.say(
        "The http package wasn't a dependency yet. After `flutter pub add http` all 31 tests pass."
    )
    return [
        fix(
            "Couldn't resolve the package 'http' in 'package:http/http.dart'.",
            ["flutter pub add http", "pub add", "pubspec.yaml"],
        )
    ], []


@case("flutter_build_runner_zh", "flutter", "setup", BIRD, lang="zh")
def _(t):
    t.user("测试跑不起来，帮我看看是什么问题。")
    t.bash(
        "flutter test test/models",
        "00:01 +0 -1: loading /home/dev/mobile/birdlog/test/models/sighting_test.dart [E]\n"
        "  Error: Error when reading 'lib/models/sighting.g.dart': No such file or directory\n"
        "  lib/models/sighting.dart:4:6: Error: Can't use 'lib/models/sighting.g.dart' as a part, because it has no 'part of' declaration.",
        1,
    )
    t.bash(
        "dart run build_runner build --delete-conflicting-outputs",
        "[INFO] Generating build script completed, took 412ms\n[INFO] Running build completed, took 6.3s\n[INFO] Succeeded after 6.4s with 14 outputs (28 actions)",
    )
    t.bash("flutter test test/models", "00:03 +12: All tests passed!")
    t.say(
        "生成的 .g.dart 文件缺失。运行 `dart run build_runner build --delete-conflicting-outputs` 生成之后，12 个测试全部通过。"
    )
    return [
        fix(
            "Error when reading 'lib/models/sighting.g.dart': No such file or directory",
            ["build_runner"],
        )
    ], []


@case("flutter_sdk_constraint_edit", "flutter", "config", BIRD, variation="edit_config")
def _(t):
    t.user("pub get fails on the CI image, which has Flutter 3.19. Make it work there.")
    t.bash(
        "flutter pub get",
        "Resolving dependencies...\nThe current Dart SDK version is 3.3.4.\n\n"
        "Because birdlog requires SDK version >=3.5.0 <4.0.0, version solving failed.\n\n"
        "You can try the following suggestion to make the pubspec resolve:\n* Try using the Flutter SDK version: 3.24.0.",
        1,
    )
    t.bash("grep -rn 'sdk:' pubspec.yaml", "6:  sdk: '>=3.5.0 <4.0.0'\n12:    sdk: flutter")
    t.say("Nothing in the code needs Dart 3.5 features; lowering the constraint to what CI has.")
    t.edit(f"{BIRD}/pubspec.yaml", "  sdk: '>=3.5.0 <4.0.0'", "  sdk: '>=3.3.0 <4.0.0'")
    t.bash("flutter pub get", "Resolving dependencies...\nGot dependencies!")
    t.bash("flutter test", "00:04 +31: All tests passed!")
    return [
        fix(
            "Because birdlog requires SDK version >=3.5.0 <4.0.0, version solving failed.",
            ["pubspec.yaml"],
            [">=3.3.0", "3.3", "sdk"],
        )
    ], []


@case("flutter_flaky_pump", "flutter", "flaky", BIRD)
def _(t):
    t.user("run flutter test")
    t.bash(
        "flutter test",
        "00:07 +30 -1: map screen shows sightings [E]\n  pumpAndSettle timed out\n"
        "  package:flutter_test/src/binding.dart 1054:11  AutomatedTestWidgetsFlutterBinding.pump\n00:07 +30 -1: Some tests failed.",
        1,
    )
    t.bash("flutter test", "00:05 +31: All tests passed!")
    t.say(
        "The map widget test timed out once in pumpAndSettle, then everything passed unchanged. Flaky animation timing."
    )
    return [], ["pumpAndSettle timed out"]


@case("flutter_pods_unfixed", "flutter", "unfixed", BIRD)
def _(t):
    t.user("Build the iOS app, I added firebase_core.")
    err = (
        'Error output from CocoaPods:\n↳\n[!] CocoaPods could not find compatible versions for pod "Firebase/CoreOnly":\n'
        "  In Podfile:\n    firebase_core (from `.symlinks/plugins/firebase_core/ios`) was resolved to 3.6.0, which depends on\n"
        "      Firebase/CoreOnly (= 11.2.0)\n\nSpecs satisfying the `Firebase/CoreOnly (= 11.2.0)` dependency were found, but they required a higher minimum deployment target.\n"
        "Error running pod install"
    )
    t.bash("flutter build ios --no-codesign", err, 1)
    t.bash("cd ios && pod repo update", "Updating spec repo `trunk`\n", 0)
    t.bash("flutter build ios --no-codesign", err, 1)
    t.say(
        "`pod repo update` didn't change anything; Firebase 11 needs a higher iOS deployment target than the Podfile's 12.0. "
        "Raising it is a product decision (drops older devices)."
    )
    t.user("Let me ask the team first, leave it.")
    return [], ["pod repo update"]


@case("flutter_emulator_user_chat", "flutter", "setup", BIRD, variation="fix_in_user_chat")
def _(t):
    t.user("Run the integration test on Android.")
    t.bash(
        "flutter test integration_test/app_test.dart -d emulator-5554",
        "No supported devices found with name or id matching 'emulator-5554'.\n\nThe following devices were found:\n"
        "Linux (desktop) • linux • linux-x64 • Ubuntu 24.04.1 LTS",
        1,
    )
    t.say("No emulator is running. Which AVD should I start?")
    t.user(
        "Ah, you always have to start it first: `flutter emulators --launch Pixel_7_API_34`. I've just launched it, go ahead."
    )
    t.bash(
        "flutter test integration_test/app_test.dart -d emulator-5554",
        "00:41 +4: All tests passed!",
    )
    t.say("All 4 integration tests pass on emulator-5554.")
    return [
        fix(
            "No supported devices found with name or id matching 'emulator-5554'.",
            ["flutter emulators --launch", "Pixel_7_API_34"],
        )
    ], []


@case("flutter_narration_thinking", "flutter", "narration", BIRD)
def _(t):
    t.user("Release build crashes on start on my phone. Thoughts?")
    think(
        t,
        "Could be R8 stripping the JSON model classes. Or an ABI split issue with the native map library. Hard to say without a logcat.",
    )
    t.say(
        "Two likely suspects: R8 removing the model classes used by reflection, or a missing arm64 library from the map plugin. "
        "Can you capture `adb logcat` during the crash? I'd rather not add `-dontobfuscate` blind."
    )
    t.user("I'll send the logcat tomorrow.")
    return [], ["-dontobfuscate", "R8"]
