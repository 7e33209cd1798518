"""Nix, Deno and Android SDK sessions."""

from __future__ import annotations

from kit import case, fix, gradle_fail, gradle_ok, key, think

NX = "/home/dev/src/geo-api"
EXP = "error: experimental Nix feature 'nix-command' is disabled; add '--extra-experimental-features nix-command' to enable it"


@case(
    "nix_experimental_features_flag",
    stack="nix",
    shape="invocation",
    project_dir=NX,
    variation="flag_added",
    expected=[
        fix(
            EXP,
            "lesson",
            ["--extra-experimental-features 'nix-command flakes'", "nix-command flakes"],
        )
    ],
)
def _(t, rng):
    t.user("build the api with nix build please")
    t.bash("nix build .#api", EXP, 1, "Nix build")
    t.bash(
        "nix --extra-experimental-features 'nix-command flakes' build .#api",
        "warning: Git tree '/home/dev/src/geo-api' is dirty\n",
        0,
        "Nix build with flakes enabled",
    )
    t.say(
        "Built. Flakes aren't enabled in nix.conf on this machine, so the command needs "
        "`--extra-experimental-features 'nix-command flakes'`."
    )


HASH = "error: hash mismatch in fixed-output derivation '/nix/store/9q3k1hbdx0l2rj7vkn8p4f6w1s2c5yza-geo-api-0.7.0-go-modules.drv':"


@case(
    "nix_vendorhash_edit",
    stack="nix",
    shape="config",
    project_dir=NX,
    variation="edit_then_same_command",
    expected=[fix(HASH, "bugfix", ["vendorHash"])],
)
def _(t, rng):
    got = "sha256-" + key(rng, 43) + "="
    t.user("I bumped a Go dependency, nix build is unhappy now")
    t.bash(
        "nix build .#api",
        "building '/nix/store/9q3k1hbdx0l2rj7vkn8p4f6w1s2c5yza-geo-api-0.7.0-go-modules.drv'...\n"
        f"{HASH}\n         specified: sha256-pQpattmS9VmO3ZIQUFn66az8GSmB4IvYhTTCFn6SUmo=\n            got:    {got}\n"
        "error: 1 dependencies of derivation '/nix/store/fz0vny1k3c9l6x8w7q2d4r5m0a9hbj2i-geo-api-0.7.0.drv' failed to build",
        1,
        "Nix build",
    )
    t.say(
        "The Go modules hash changed with go.sum. Updating vendorHash in flake.nix to the value Nix computed."
    )
    t.edit(
        "/home/dev/src/geo-api/flake.nix",
        'vendorHash = "sha256-pQpattmS9VmO3ZIQUFn66az8GSmB4IvYhTTCFn6SUmo=";',
        f'vendorHash = "{got}";',
    )
    t.bash("nix build .#api", "", 0, "Nix build")
    t.say(
        "Builds. After any go.mod/go.sum change, vendorHash in flake.nix has to be updated to the `got:` hash."
    )


NOENT = "error: path '/nix/store/b1x7kq0m3ljw5c2v8y9n4r6p0s1a2dfz-source/nix/devshell.nix' does not exist"


@case(
    "nix_narration_in_thinking",
    stack="nix",
    shape="narration",
    project_dir=NX,
    variation="guess",
    traps=["git add"],
)
def _(t, rng):
    t.user("nix develop is failing, what's going on? don't change files")
    t.bash(
        "nix develop",
        f"{NOENT}\n       at /nix/store/b1x7kq0m3ljw5c2v8y9n4r6p0s1a2dfz-source/flake.nix:22:18:",
        1,
        "Enter dev shell",
    )
    think(
        t,
        "Probably nix/devshell.nix is untracked — flakes copy only files git knows about. A "
        "`git add nix/devshell.nix` would likely fix it, but the user said not to change anything.",
    )
    t.bash("git status --short nix/", "?? nix/devshell.nix", 0, "Check git status")
    t.say(
        "nix/devshell.nix is untracked, and a flake only sees tracked files; I suspect that's "
        "the cause but haven't changed anything, as asked."
    )


ATTR = "error: attribute 'buildGo123Module' missing"


@case(
    "nix_different_error_after_update",
    stack="nix",
    shape="unfixed",
    project_dir=NX,
    variation="different_error",
    traps=["nix flake update", ATTR],
)
def _(t, rng):
    t.user("nix build fails with some hash error from the nixpkgs input, can you look")
    t.bash(
        "nix build .#api",
        "error: unable to download 'https://github.com/NixOS/nixpkgs/archive/0a1b2c3d.tar.gz': HTTP error 404\n\n"
        "       response body:\n\n       404: Not Found",
        1,
        "Nix build",
    )
    t.bash(
        "nix flake update nixpkgs",
        "• Updated input 'nixpkgs':\n    'github:NixOS/nixpkgs/0a1b2c3d' (2026-05-01)\n  → 'github:NixOS/nixpkgs/7e5f9a1b' (2026-11-01)",
        0,
        "Update nixpkgs",
    )
    t.bash(
        "nix build .#api",
        f"error:\n       … while evaluating the attribute 'packages.x86_64-linux.api'\n\n       {ATTR}\n\n"
        "       at /nix/store/0hk3l1x9a7d2c5v8m4n6q1r0s2w7y9zb-source/flake.nix:31:13:\n       Did you mean one of buildGo122Module or buildGoModule?",
        1,
        "Nix build",
    )
    t.say(
        "The download error is gone, but the newer nixpkgs no longer has buildGo123Module. "
        "I've stopped here; flake.nix needs a decision on which Go builder to use."
    )


DN = "/home/dev/src/edge-fn"
NET = (
    'NotCapable: Requires net access to "api.geo.example:443", run again with the --allow-net flag'
)


@case(
    "deno_allow_net_flag",
    stack="deno",
    shape="invocation",
    project_dir=DN,
    variation="flag_added",
    lang="ko",
    expected=[fix(NET, "lesson", ["--allow-net=api.geo.example"])],
)
def _(t, rng):
    t.user("main.ts 실행해서 응답 확인해 줘")
    t.bash(
        "deno run main.ts",
        f'error: Uncaught (in promise) {NET}\n  const res = await fetch("https://api.geo.example/v1/tiles");\n'
        "                    ^\n    at mainFetch (ext:deno_fetch/26_fetch.js:182:11)\n    at file:///home/dev/src/edge-fn/main.ts:4:21",
        1,
        "main.ts 실행",
    )
    t.bash(
        "deno run --allow-net=api.geo.example main.ts",
        '200 OK\n{"tiles":128,"zoom":12}',
        0,
        "네트워크 권한으로 실행",
    )
    t.say("`--allow-net=api.geo.example` 을 붙여서 실행하니 200 OK 입니다.")


@case(
    "deno_narrowed_filter",
    stack="deno",
    shape="unfixed",
    project_dir=DN,
    variation="narrowed_filter",
    traps=["--filter", "AssertionError: Values are not equal"],
)
def _(t, rng):
    fail = (
        "running 3 tests from ./tiles_test.ts\nparses tile ids ... ok (2ms)\nrejects bad zoom ... ok (0ms)\n"
        "merges overlapping tiles ... FAILED (4ms)\n\n ERRORS \n\nmerges overlapping tiles => ./tiles_test.ts:21:6\n"
        "error: AssertionError: Values are not equal.\n\n    [Diff] Actual / Expected\n\n-   3\n+   2\n\n"
        " FAILURES \n\nmerges overlapping tiles => ./tiles_test.ts:21:6\n\nFAILED | 2 passed | 1 failed (31ms)\n\nerror: Test failed"
    )
    t.user("deno test needs to pass, my parser change is done")
    t.bash("deno test", fail, 1, "Run tests")
    t.bash(
        "deno test --filter 'parses'",
        "running 1 test from ./tiles_test.ts\nparses tile ids ... ok (2ms)\n\nok | 1 passed | 0 failed | 2 filtered out (12ms)",
        0,
        "Run parser tests",
    )
    t.say("The parser tests pass. 'merges overlapping tiles' still fails (3 vs 2); not addressed.")


AN = "/home/dev/apps/courier-android"
LIC = (
    "Failed to install the following Android SDK packages as some licences have not been accepted."
)


@case(
    "android_sdk_licenses",
    stack="android-sdk",
    shape="setup",
    project_dir=AN,
    variation="plain",
    expected=[fix(LIC, "bugfix", ["sdkmanager --licenses"])],
)
def _(t, rng):
    what = (
        f"Could not determine the dependencies of task ':app:compileDebugJavaWithJavac'.\n> {LIC}\n"
        "     build-tools;34.0.0 Android SDK Build-Tools 34\n     platforms;android-34 Android SDK Platform 34\n"
        "  To build this project, accept the SDK license agreements and install the missing components using the Android Studio SDK Manager.\n"
        "  All licenses can be accepted using the sdkmanager command line tool:\n  sdkmanager.bat --licenses\n"
        "  Or, to transfer the license agreements from one workstation to another, see https://developer.android.com/studio/intro/update.html#download-with-gradle"
    )
    t.user("assembleDebug on the fresh CI runner")
    t.bash(
        "./gradlew assembleDebug",
        gradle_fail("app", ["preBuild", "preDebugBuild", "mergeDebugNativeDebugMetadata"], what, 9),
        1,
        "Build debug APK",
    )
    t.bash(
        "yes | $ANDROID_HOME/cmdline-tools/latest/bin/sdkmanager --licenses",
        "7 of 7 SDK package licenses not accepted.\nReview licenses that have not been accepted (y/N)? \n"
        "Accept? (y/N): All SDK package licenses accepted",
        0,
        "Accept SDK licenses",
    )
    t.bash(
        "./gradlew assembleDebug",
        gradle_ok(
            "app",
            ["preBuild", "compileDebugKotlin", "dexBuilderDebug", "packageDebug", "assembleDebug"],
            97,
        ),
        0,
        "Build debug APK",
    )
    t.say("APK built once the SDK licenses were accepted with `yes | sdkmanager --licenses`.")


SDKLOC = (
    "SDK location not found. Define a valid SDK location with an ANDROID_HOME environment variable"
)


@case(
    "android_local_properties_sdk_dir",
    stack="android-sdk",
    shape="config",
    project_dir=AN,
    variation="write_file",
    expected=[fix(SDKLOC, "bugfix", ["/home/dev/Android/Sdk"])],
)
def _(t, rng):
    what = (
        f"Could not determine the dependencies of task ':app:compileDebugKotlin'.\n> {SDKLOC} or by setting the sdk.dir path "
        "in your project's local properties file at '/home/dev/apps/courier-android/local.properties'."
    )
    t.user("run the unit tests in the fresh clone please")
    t.bash(
        "./gradlew testDebugUnitTest", gradle_fail("app", ["preBuild"], what, 4), 1, "Unit tests"
    )
    t.bash(
        "ls -d /home/dev/Android/Sdk/platforms/*",
        "/home/dev/Android/Sdk/platforms/android-34",
        0,
        "Find the SDK",
    )
    t.write_file(
        "/home/dev/apps/courier-android/local.properties", "sdk.dir=/home/dev/Android/Sdk\n"
    )
    t.bash(
        "./gradlew testDebugUnitTest",
        gradle_ok("app", ["preBuild", "compileDebugKotlin", "testDebugUnitTest"], 51),
        0,
        "Unit tests",
    )
    t.say(
        "Green. The clone had no local.properties; I wrote `sdk.dir=/home/dev/Android/Sdk` into it."
    )


OFFLINE = "adb: device offline"


@case(
    "android_adb_offline_flaky",
    stack="android-sdk",
    shape="flaky",
    project_dir=AN,
    variation="plain_retry",
    traps=[OFFLINE],
)
def _(t, rng):
    t.user("install the debug apk on the emulator")
    t.bash(
        "adb install -r app/build/outputs/apk/debug/app-debug.apk",
        "Performing Streamed Install\n" + OFFLINE,
        1,
        "Install APK",
    )
    t.bash(
        "adb install -r app/build/outputs/apk/debug/app-debug.apk",
        "Performing Streamed Install\nSuccess",
        0,
        "Install APK",
    )
    t.say("Installed on the second attempt; the emulator was still booting the first time.")
