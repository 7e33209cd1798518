"""C/C++ (CMake, Conan, vcpkg) and Bazel sessions."""

from __future__ import annotations

from kit import agent, case, fix

CM = "/home/dev/src/tilecache"
SSL = "Could NOT find OpenSSL, try to set the path to OpenSSL root folder in the"


@case(
    "cmake_openssl_dev_headers",
    stack="cmake",
    shape="install",
    project_dir=CM,
    variation="wrong_attempts",
    expected=[fix(SSL, "bugfix", ["libssl-dev"])],
    traps=["/opt/openssl"],
)
def _(t, rng):
    pre = (
        "-- The C compiler identification is GNU 13.2.0\n-- The CXX compiler identification is GNU 13.2.0\n"
        "-- Detecting C compiler ABI info\n-- Detecting C compiler ABI info - done\n-- Check for working C compiler: /usr/bin/cc - skipped\n"
        "-- Detecting CXX compiler ABI info\n-- Detecting CXX compiler ABI info - done\n-- Found Threads: TRUE\n"
        '-- Found ZLIB: /usr/lib/x86_64-linux-gnu/libz.so (found version "1.3")\n'
    )
    fail = (
        pre
        + "CMake Error at /usr/share/cmake-3.28/Modules/FindPackageHandleStandardArgs.cmake:230 (message):\n"
        f"  {SSL}\n  system variable OPENSSL_ROOT_DIR (missing: OPENSSL_CRYPTO_LIBRARY\n  OPENSSL_INCLUDE_DIR)\n"
        "Call Stack (most recent call first):\n  /usr/share/cmake-3.28/Modules/FindPackageHandleStandardArgs.cmake:600 (_FPHSA_FAILURE_MESSAGE)\n"
        "  CMakeLists.txt:24 (find_package)\n\n\n-- Configuring incomplete, errors occurred!"
    )
    t.user("configure tilecache with cmake, release build")
    t.bash("cmake -S . -B build -DCMAKE_BUILD_TYPE=Release", fail, 1, "Configure")
    t.bash(
        "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DOPENSSL_ROOT_DIR=/opt/openssl",
        fail,
        1,
        "Configure with OpenSSL root",
    )
    t.bash(
        "dpkg -l | grep -i libssl",
        "ii  libssl3t64:amd64  3.0.13-0ubuntu3.4  amd64  Secure Sockets Layer toolkit - shared libraries",
        0,
        "Check OpenSSL packages",
    )
    t.say("Only the runtime library is installed, not the headers. Installing the dev package.")
    t.bash(
        "sudo apt-get install -y libssl-dev",
        "Setting up libssl-dev:amd64 (3.0.13-0ubuntu3.4) ...",
        0,
        "Install headers",
    )
    t.bash(
        "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release",
        pre + '-- Found OpenSSL: /usr/lib/x86_64-linux-gnu/libcrypto.so (found version "3.0.13")\n'
        "-- Configuring done (1.4s)\n-- Generating done (0.1s)\n-- Build files have been written to: /home/dev/src/tilecache/build",
        0,
        "Configure",
    )
    t.say("Configured after `sudo apt-get install -y libssl-dev`.")


GEN = "Does not match the generator used previously: Unix Makefiles"


@case(
    "cmake_generator_stale_cache",
    stack="cmake",
    shape="setup",
    project_dir=CM,
    variation="cache_clear",
    lang="it",
    expected=[fix(GEN, "bugfix", ["rm -rf build"])],
)
def _(t, rng):
    t.user("Passiamo a Ninja: riconfigura la build con -G Ninja.")
    t.bash(
        "cmake -S . -B build -G Ninja",
        f"CMake Error: Error: generator : Ninja\n{GEN}\n"
        "Either remove the CMakeCache.txt file and CMakeFiles directory or choose a different binary directory.",
        1,
        "Configura con Ninja",
    )
    t.bash(
        "rm -rf build/CMakeCache.txt build/CMakeFiles && cmake -S . -B build -G Ninja",
        "-- The C compiler identification is GNU 13.2.0\n-- Configuring done (1.2s)\n-- Generating done (0.0s)\n-- Build files have been written to: /home/dev/src/tilecache/build",
        0,
        "Pulisci cache e riconfigura",
    )
    t.say(
        "Fatto: ho cancellato build/CMakeCache.txt e build/CMakeFiles, poi la configurazione con Ninja è riuscita."
    )


@case(
    "cmake_agent_lesson_jobs",
    stack="cmake",
    shape="agent_lesson",
    project_dir=CM,
    variation="plain",
    expected=[agent(["-j2", "-j 2"])],
)
def _(t, rng):
    t.user("build it")
    t.bash(
        "cmake --build build -j2",
        "[1/58] Building CXX object src/CMakeFiles/tiles.dir/tile.cpp.o\n[58/58] Linking CXX executable tilecache",
        0,
        "Build",
    )
    t.say(
        "Built.\n\nLesson I'm recording for this repo: use `cmake --build build -j2`, never a bare "
        "`-j` — the templated tile encoders take ~1.5 GB each to compile and an unbounded "
        "job count runs this machine out of memory."
    )


PROF = "ERROR: The default build profile '/home/dev/.conan2/profiles/default' doesn't exist."


@case(
    "conan_profile_detect",
    stack="conan",
    shape="setup",
    project_dir=CM,
    variation="plain",
    expected=[fix(PROF, "bugfix", ["conan profile detect"])],
)
def _(t, rng):
    t.user("install the conan deps")
    t.bash(
        "conan install . --output-folder=build --build=missing",
        f"{PROF}\nYou need to create a default profile (type 'conan profile detect' command)\n"
        "or specify your own profile with '--profile:build=<myprofile>'",
        1,
        "Conan install",
    )
    t.bash(
        "conan profile detect --force",
        "detect_api: Found cc=gcc- 13.2.0\ndetect_api: gcc>=5, using the major as version\n"
        "Detected profile:\n[settings]\narch=x86_64\nbuild_type=Release\ncompiler=gcc\ncompiler.cppstd=gnu17\ncompiler.libcxx=libstdc++11\ncompiler.version=13\nos=Linux\n\n"
        "Saving detected profile to /home/dev/.conan2/profiles/default",
        0,
        "Detect profile",
    )
    t.bash(
        "conan install . --output-folder=build --build=missing",
        "======== Computing dependency graph ========\n"
        "Graph root\n    conanfile.py (tilecache/0.4): /home/dev/src/tilecache/conanfile.py\nRequirements\n    zstd/1.5.6#1a2b Cache\n"
        "======== Finalizing install (deploy, generators) ========\nconanfile.py (tilecache/0.4): Generating aggregated env files\nInstall finished successfully",
        0,
        "Conan install",
    )
    t.say("Conan deps installed after `conan profile detect --force`.")


VCPKG = "failed to `git show` versions/baseline.json. This may be fixed by fetching commits with `git fetch`."


@case(
    "vcpkg_baseline_fetch",
    stack="vcpkg",
    shape="setup",
    project_dir="/home/dev/src/imgsrv",
    variation="other_tool_cache",
    expected=[fix(VCPKG, "bugfix", ["git -C /home/dev/vcpkg fetch", "fetch origin"])],
)
def _(t, rng):
    t.user("cmake preset 'dev' fails in imgsrv, please fix")
    t.bash(
        "cmake --preset dev",
        'Preset CMake variables:\n\n  CMAKE_TOOLCHAIN_FILE="/home/dev/vcpkg/scripts/buildsystems/vcpkg.cmake"\n\n'
        "-- Running vcpkg install\nFetching registry information from https://github.com/microsoft/vcpkg (HEAD)...\n"
        f"error: while checking out baseline from commit '3508985146f1b1d248c67ead13f8f54be5b4f5da', {VCPKG}\n"
        "error: git failed with exit code: (128).\nfatal: path 'versions/baseline.json' exists on disk, but not in '3508985146f1b1d248c67ead13f8f54be5b4f5da'\n"
        "-- Running vcpkg install - failed\nCMake Error at /home/dev/vcpkg/scripts/buildsystems/vcpkg.cmake:904 (message):\n  vcpkg install failed.",
        1,
        "Configure preset",
    )
    t.bash(
        "git -C /home/dev/vcpkg fetch origin",
        "remote: Enumerating objects: 18211, done.\nFrom https://github.com/microsoft/vcpkg\n   9e1c2d1..7b1f0a3  master     -> origin/master",
        0,
        "Fetch vcpkg commits",
    )
    t.bash(
        "cmake --preset dev",
        "-- Running vcpkg install\nThe following packages will be built and installed:\n    libwebp:x64-linux@1.4.0\n"
        "-- Running vcpkg install - done\n-- Configuring done (38.1s)\n-- Generating done (0.1s)",
        0,
        "Configure preset",
    )
    t.say(
        "Fixed by fetching the vcpkg checkout (`git -C /home/dev/vcpkg fetch origin`); the manifest's baseline commit wasn't in it."
    )


BZ = "/home/dev/src/monorepo"
XC = "Xcode version must be specified to use an Apple CROSSTOOL."


@case(
    "bazel_clean_expunge_after_wrong",
    stack="bazel",
    shape="setup",
    project_dir=BZ,
    variation="cache_clear_after_wrong",
    expected=[fix(XC, "bugfix", ["bazel clean --expunge", "clean --expunge"])],
    traps=["bazel sync --configure"],
)
def _(t, rng):
    fail = (
        "INFO: Repository local_config_cc instantiated at:\n  /DEFAULT.WORKSPACE.SUFFIX:27:13: in <toplevel>\n"
        "Analyzing: target //ios/app:Courier (12 packages loaded, 88 targets configured)\n"
        f"ERROR: /Users/dev/src/monorepo/ios/app/BUILD.bazel:14:16: While resolving toolchains for target //ios/app:Courier: {XC} "
        'If your Xcode version has changed recently, verify that "xcode-select -p" is correct and then try: "bazel shutdown" to re-run Xcode configuration\n'
        "ERROR: Analysis of target '//ios/app:Courier' failed; build aborted\nINFO: Elapsed time: 3.118s\nFAILED: Build did NOT complete successfully (12 packages loaded, 88 targets configured)"
    )
    t.user("bazel build of the iOS app broke after the Xcode update")
    t.bash("bazel build //ios/app:Courier", fail, 1, "Build app")
    t.bash("bazel shutdown && bazel build //ios/app:Courier", fail, 1, "Restart server and build")
    t.bash(
        "bazel sync --configure && bazel build //ios/app:Courier",
        fail,
        1,
        "Re-run repository configuration",
    )
    t.say("The cached local_config_xcode repository survives both. Expunging the output base.")
    t.bash(
        "bazel clean --expunge && bazel build //ios/app:Courier",
        "INFO: Starting clean (this may take a while).\n"
        "INFO: Analyzed target //ios/app:Courier (211 packages loaded, 9034 targets configured).\nINFO: Found 1 target...\n"
        "Target //ios/app:Courier up-to-date:\n  bazel-bin/ios/app/Courier.ipa\nINFO: Build completed successfully, 3412 total actions",
        0,
        "Expunge and build",
    )
    t.say("Builds. Only `bazel clean --expunge` cleared the stale Xcode configuration.")


BFLAKY = "//svc/ledger:ledger_test                                               FAILED in 31.2s"


@case(
    "bazel_test_flaky_rerun",
    stack="bazel",
    shape="flaky",
    project_dir="/home/dev/src/monorepo-go",
    variation="plain_retry",
    traps=[BFLAKY],
)
def _(t, rng):
    t.user("bazel test //svc/...")
    t.bash(
        "bazel test //svc/...",
        "INFO: Analyzed 14 targets (0 packages loaded, 0 targets configured).\nINFO: Found 9 targets and 5 test targets...\n"
        "FAIL: //svc/ledger:ledger_test (see /home/dev/.cache/bazel/_bazel_dev/8c1f/execroot/_main/bazel-out/k8-fastbuild/testlogs/svc/ledger/ledger_test/test.log)\n"
        "//svc/billing:billing_test                                     (cached) PASSED in 2.1s\n"
        f"{BFLAKY}\n\nExecuted 1 out of 5 tests: 4 tests pass and 1 fails locally.",
        3,
        "Run tests",
    )
    t.bash(
        "bazel test //svc/...",
        "INFO: Found 9 targets and 5 test targets...\n//svc/ledger:ledger_test                                               PASSED in 12.7s\n\n"
        "Executed 1 out of 5 tests: 5 tests pass.",
        0,
        "Run tests",
    )
    t.say("All 5 pass on rerun; ledger_test failed once (timing) with no change.")


MAVEN = "The repository '@@rules_jvm_external~~maven~maven' could not be resolved"


@case(
    "bazel_user_fixed_outside",
    stack="bazel",
    shape="unfixed",
    project_dir=BZ,
    variation="user_fixed_outside",
    lang="nl",
    traps=[MAVEN, "artifactory"],
)
def _(t, rng):
    t.user("Bouw //server:api even.")
    t.bash(
        "bazel build //server:api",
        "ERROR: no such package '@@rules_jvm_external~~maven~maven//': "
        f"{MAVEN}: Error while fetching artifact with coursier: Authentication failed for https://artifactory.acme.example/maven/\n"
        "ERROR: Analysis of target '//server:api' failed; build aborted",
        1,
        "Build API",
    )
    t.say(
        "Coursier krijgt een authenticatiefout van artifactory.acme.example. Zal ik de credentials bekijken?"
    )
    t.user(
        "Nee, laat maar, ik heb het token op de buildserver zelf al vernieuwd. Probeer nog eens."
    )
    t.bash(
        "bazel build //server:api",
        "INFO: Analyzed target //server:api (62 packages loaded, 1880 targets configured).\n"
        "Target //server:api up-to-date:\n  bazel-bin/server/api_deploy.jar\nINFO: Build completed successfully, 402 total actions",
        0,
        "Build API",
    )
    t.say("Werkt nu, na jouw vernieuwde token.")
