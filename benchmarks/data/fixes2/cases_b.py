# ruff: noqa: E501  (case data: long tool outputs are kept on one line each)
"""Kotlin Android and C/C++ CMake cases."""

from __future__ import annotations

from kit import case, fix

DROID = "/home/dev/android/FieldNotes"
RASTER = "/home/dev/src/rasterkit"
HS = "/home/dev/hs/tallyho"
BIRD = "/home/dev/mobile/birdlog"

GRADLE_OK = "BUILD SUCCESSFUL in {s}s\n{n} actionable tasks: {n} executed"


@case("android_local_properties", "android", "config", DROID, variation="write_config")
def _(t):
    t.user("Build the debug APK.")
    t.bash(
        "./gradlew assembleDebug",
        "FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task ':app:compileDebugJavaWithJavac'.\n"
        "> SDK location not found. Define a valid SDK location with an ANDROID_HOME environment variable or by setting the "
        f"sdk.dir path in your project's local properties file at '{DROID}/local.properties'.\n\nBUILD FAILED in 4s",
        1,
    )
    t.bash(
        "ls ~/Android/Sdk",
        "build-tools\ncmdline-tools\nemulator\nlicenses\nplatform-tools\nplatforms",
    )
    t.write_file(f"{DROID}/local.properties", "sdk.dir=/home/dev/Android/Sdk\n")
    t.bash("./gradlew assembleDebug", GRADLE_OK.format(s=48, n=37))
    t.say("The SDK is at ~/Android/Sdk; with sdk.dir in local.properties the debug APK builds.")
    return [
        fix(
            "SDK location not found.",
            ["local.properties", "ANDROID_HOME"],
            ["sdk.dir", "ANDROID_HOME"],
        )
    ], []


@case("android_java17_pt", "android", "invocation", DROID, lang="pt")
def _(t):
    t.user("Pode rodar os testes unitários do app?")
    t.bash(
        "./gradlew testDebugUnitTest",
        "FAILURE: Build failed with an exception.\n\n* Where:\nBuild file '/home/dev/android/FieldNotes/app/build.gradle.kts' line: 1\n\n"
        "* What went wrong:\nAn exception occurred applying plugin request [id: 'com.android.application']\n"
        "> Failed to apply plugin 'com.android.internal.application'.\n   > Android Gradle plugin requires Java 17 to run. You are currently using Java 11.\n"
        "      Your current JDK is located in /usr/lib/jvm/java-11-openjdk-amd64",
        1,
    )
    t.bash("ls /usr/lib/jvm", "java-11-openjdk-amd64\njava-17-openjdk-amd64\njava-21-openjdk-amd64")
    t.bash(
        "JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew testDebugUnitTest",
        GRADLE_OK.format(s=71, n=29),
    )
    t.say(
        "Os testes passam quando o Gradle roda com o JDK 17 (JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64); o JDK padrão da máquina é o 11."
    )
    return [
        fix(
            "Android Gradle plugin requires Java 17 to run. You are currently using Java 11.",
            ["JAVA_HOME", "java-17", "JDK 17"],
            kind="lesson",
        )
    ], []


@case("android_licenses_later", "android", "setup", DROID, variation="fix_after_unrelated_calls")
def _(t):
    t.user("Bump compileSdk to 34 and build.")
    t.edit(f"{DROID}/app/build.gradle.kts", "compileSdk = 33", "compileSdk = 34")
    t.bash(
        "./gradlew assembleDebug",
        "FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task ':app:compileDebugKotlin'.\n"
        "> Failed to install the following Android SDK packages as some licences have not been accepted.\n"
        "     build-tools;34.0.0 Android SDK Build-Tools 34\n     platforms;android-34 Android SDK Platform 34\n"
        "  To build this project, accept the SDK license agreements and install the missing components using the Android Studio SDK Manager.",
        1,
    )
    t.bash(
        "git diff --stat",
        " app/build.gradle.kts | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)",
    )
    t.bash("grep -rn targetSdk app/build.gradle.kts", "14:        targetSdk = 33")
    t.edit(f"{DROID}/app/build.gradle.kts", "targetSdk = 33", "targetSdk = 34")
    t.bash("ls ~/Android/Sdk/licenses", "android-sdk-preview-license")
    t.say(
        "Only the preview license is accepted, so Gradle won't download build-tools 34. Accepting the SDK licenses."
    )
    t.bash(
        "yes | ~/Android/Sdk/cmdline-tools/latest/bin/sdkmanager --licenses",
        "7 of 7 SDK package licenses not accepted.\nReview licenses that have not been accepted (y/N)? \nAll SDK package licenses accepted",
    )
    t.bash("./gradlew assembleDebug", GRADLE_OK.format(s=95, n=37))
    t.say(
        "compileSdk and targetSdk are 34 and the build passes after accepting the SDK licenses with sdkmanager."
    )
    return [
        fix("some licences have not been accepted", ["sdkmanager --licenses", "sdkmanager"])
    ], []


@case("android_flaky_ddmlib", "android", "flaky", DROID)
def _(t):
    t.user("Run the instrumented tests on the emulator.")
    t.bash(
        "./gradlew connectedDebugAndroidTest",
        "> Task :app:connectedDebugAndroidTest\nStarting 24 tests on Pixel_7_API_34(AVD) - 14\n"
        "com.android.ddmlib.ShellCommandUnresponsiveException\n\tat com.android.ddmlib.AdbHelper.executeRemoteCommand(AdbHelper.java:495)\n\n"
        "FAILURE: Build failed with an exception.\n\nBUILD FAILED in 2m 3s",
        1,
    )
    t.say("adb stopped responding mid-run. Trying again as is.")
    t.bash(
        "./gradlew connectedDebugAndroidTest",
        "Starting 24 tests on Pixel_7_API_34(AVD) - 14\nFinished 24 tests on Pixel_7_API_34(AVD) - 14\n\n"
        + GRADLE_OK.format(s=88, n=61),
    )
    t.say("All 24 instrumented tests pass on the second run; the adb hiccup was transient.")
    return [], ["ShellCommandUnresponsiveException"]


@case("android_two_failures", "android", "config", DROID, variation="two_failures")
def _(t):
    t.user("Upgrade the app to targetSdk 31 and make it build.")
    t.edit(f"{DROID}/app/build.gradle.kts", "targetSdk = 30", "targetSdk = 31")
    t.bash(
        "./gradlew assembleDebug",
        "> Task :app:checkDebugDuplicateClasses FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
        "Execution failed for task ':app:checkDebugDuplicateClasses'.\n> A failure occurred while executing com.android.build.gradle.internal.tasks.CheckDuplicatesRunnable\n"
        "   > Duplicate class kotlin.collections.jdk8.CollectionsJDK8Kt found in modules kotlin-stdlib-1.8.22 "
        "(org.jetbrains.kotlin:kotlin-stdlib:1.8.22) and kotlin-stdlib-jdk8-1.7.10 (org.jetbrains.kotlin:kotlin-stdlib-jdk8:1.7.10)",
        1,
    )
    t.edit(
        f"{DROID}/app/build.gradle.kts",
        "dependencies {\n",
        'dependencies {\n    implementation(platform("org.jetbrains.kotlin:kotlin-bom:1.8.22"))\n',
    )
    t.bash(
        "./gradlew assembleDebug",
        "> Task :app:processDebugMainManifest FAILED\n/home/dev/android/FieldNotes/app/src/main/AndroidManifest.xml:18:9-30:20 Error:\n"
        "\tandroid:exported needs to be explicitly specified for element <activity#org.fieldnotes.MainActivity>. Apps targeting Android 12 and higher "
        "are required to specify an explicit value for `android:exported` when the corresponding component has an intent filter defined.",
        1,
    )
    t.edit(
        f"{DROID}/app/src/main/AndroidManifest.xml",
        '<activity android:name=".MainActivity">',
        '<activity android:name=".MainActivity" android:exported="true">',
    )
    t.bash("./gradlew assembleDebug", GRADLE_OK.format(s=52, n=37))
    t.say(
        "Two fixes: the kotlin-bom platform dependency aligns kotlin-stdlib versions (duplicate classes), and MainActivity "
        "now declares android:exported, which targetSdk 31 requires."
    )
    return [
        fix(
            "Duplicate class kotlin.collections.jdk8.CollectionsJDK8Kt found in modules",
            ["kotlin-bom"],
            ["build.gradle.kts", "kotlin-stdlib"],
        ),
        fix(
            "are required to specify an explicit value for `android:exported`",
            ["android:exported"],
            ["AndroidManifest.xml", "MainActivity"],
        ),
    ], []


@case("android_unrelated_platform", "android", "unrelated", DROID)
def _(t):
    t.user("NoteRepositoryTest is red, can you check?")
    t.bash(
        "./gradlew :data:testDebugUnitTest --tests '*NoteRepositoryTest'",
        "NoteRepositoryTest > deletesArchivedNotes FAILED\n    org.junit.ComparisonFailure: expected:<[0]> but was:<[2]>\n\n"
        "3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.",
        1,
    )
    t.bash(
        '~/Android/Sdk/cmdline-tools/latest/bin/sdkmanager "platforms;android-35"',
        "[=======================================] 100% Unzipping... android-15/framework.aidl",
    )
    t.bash("./gradlew :app:testDebugUnitTest", GRADLE_OK.format(s=40, n=22))
    t.say(
        "I installed the android-35 platform for later and the :app unit tests pass, but NoteRepositoryTest in :data still fails; I haven't found why yet."
    )
    return [], ["android-35", "platforms;android-35"]


# ---------------------------------------------------------------- C/C++ CMake


@case("cmake_libpng_install", "cmake", "install", RASTER)
def _(t):
    t.user("Configure and build rasterkit.")
    t.bash(
        "cmake -S . -B build -G Ninja",
        "-- The C compiler identification is GNU 13.2.0\n-- The CXX compiler identification is GNU 13.2.0\n"
        "-- Found PkgConfig: /usr/bin/pkg-config (found version \"1.8.1\")\n-- Checking for module 'libpng'\n--   No package 'libpng' found\n"
        "CMake Error at /usr/share/cmake-3.28/Modules/FindPkgConfig.cmake:619 (message):\n  A required package was not found\n"
        "-- Configuring incomplete, errors occurred!",
        1,
    )
    t.bash("sudo apt-get install -y libpng-dev", "Setting up libpng-dev:amd64 (1.6.43-5build1) ...")
    t.bash(
        "cmake -S . -B build -G Ninja && cmake --build build",
        "-- Checking for module 'libpng'\n--   Found libpng, version 1.6.43\n-- Configuring done (0.4s)\n-- Generating done (0.0s)\n"
        "[42/42] Linking CXX executable tools/rkconvert",
    )
    t.say(
        "CMake needed the libpng development package; after installing libpng-dev it configures and builds."
    )
    return [fix("No package 'libpng' found", ["libpng-dev"], ["apt-get", "apt"])], []


@case("cmake_ctest_test_dir", "cmake", "invocation", RASTER)
def _(t):
    t.user("Run the test suite.")
    t.bash(
        "ctest --output-on-failure",
        "*********************************\nNo test configuration file found!\n*********************************\n"
        "UpdateCTestConfiguration  from :/home/dev/src/rasterkit/DartConfiguration.tcl",
        8,
    )
    t.bash(
        "ctest --test-dir build --output-on-failure",
        "Test project /home/dev/src/rasterkit/build\n      Start  1: png_roundtrip_test\n 1/18 Test  #1: png_roundtrip_test ...............   Passed    0.04 sec\n"
        "100% tests passed, 0 tests failed out of 18\n\nTotal Test time (real) =   1.12 sec",
    )
    t.say("ctest has to be pointed at the build directory (`--test-dir build`); all 18 tests pass.")
    return [fix("No test configuration file found!", ["--test-dir"], kind="lesson")], []


@case("cmake_cxx20_pl", "cmake", "config", RASTER, lang="pl", variation="edit_config")
def _(t):
    t.user("Dodałem std::span w tile.hpp i teraz nic się nie kompiluje. Napraw to proszę.")
    t.bash(
        "cmake --build build",
        "[3/42] Building CXX object src/CMakeFiles/raster.dir/tile.cpp.o\nFAILED: src/CMakeFiles/raster.dir/tile.cpp.o\n"
        "/home/dev/src/rasterkit/include/rasterkit/tile.hpp:14:10: error: 'span' in namespace 'std' does not name a template type\n"
        "   14 |     std::span<const uint8_t> row(int y) const;\n      |          ^~~~\n"
        "/home/dev/src/rasterkit/include/rasterkit/tile.hpp:14:5: note: 'std::span' is only available from C++20 onwards\n"
        "ninja: build stopped: subcommand failed.",
        1,
    )
    t.bash("grep -n CXX_STANDARD CMakeLists.txt", "7:set(CMAKE_CXX_STANDARD 17)")
    t.edit(f"{RASTER}/CMakeLists.txt", "set(CMAKE_CXX_STANDARD 17)", "set(CMAKE_CXX_STANDARD 20)")
    t.bash(
        "cmake --build build",
        "-- Configuring done (0.2s)\n-- Generating done (0.0s)\n[42/42] Linking CXX executable tools/rkconvert",
    )
    t.say(
        "Projekt był ustawiony na C++17; std::span wymaga C++20. Po zmianie CMAKE_CXX_STANDARD na 20 wszystko się kompiluje."
    )
    return [
        fix(
            "'span' in namespace 'std' does not name a template type",
            ["CMAKE_CXX_STANDARD", "C++20"],
            ["CMakeLists.txt", "20"],
        )
    ], []


@case("cmake_zlib_then_segfault", "cmake", "install", RASTER, variation="fixed_then_unfixed")
def _(t):
    t.user("Enable the compressed TIFF reader (RK_WITH_DEFLATE) and run the tests.")
    t.bash(
        "cmake -S . -B build -DRK_WITH_DEFLATE=ON && cmake --build build",
        "[7/44] Building C object third_party/tiffio/CMakeFiles/tiffio.dir/deflate.c.o\nFAILED: third_party/tiffio/CMakeFiles/tiffio.dir/deflate.c.o\n"
        "/home/dev/src/rasterkit/third_party/tiffio/deflate.c:3:10: fatal error: zlib.h: No such file or directory\n"
        "    3 | #include <zlib.h>\n      |          ^~~~~~~~\ncompilation terminated.\nninja: build stopped: subcommand failed.",
        1,
    )
    t.bash(
        "sudo apt-get install -y zlib1g-dev",
        "Setting up zlib1g-dev:amd64 (1:1.3.dfsg-3.1ubuntu2.1) ...",
    )
    t.bash("cmake --build build", "[44/44] Linking CXX executable tools/rkconvert")
    t.bash(
        "ctest --test-dir build",
        "94% tests passed, 1 tests failed out of 19\n\nThe following tests FAILED:\n\t 12 - tiff_deflate_stripes_test (SEGFAULT)\nErrors while running CTest",
        8,
    )
    t.bash(
        "ctest --test-dir build -R tiff_deflate_stripes_test --output-on-failure",
        "12/19 Test #12: tiff_deflate_stripes_test ........***Exception: SegFault  0.03 sec\n0% tests passed, 1 tests failed out of 1",
        8,
    )
    t.say(
        "The build works after installing zlib1g-dev, but tiff_deflate_stripes_test segfaults; that looks like a real bug in the stripe reader. I haven't fixed it."
    )
    t.user("Leave it, file an issue.")
    return [
        fix(
            "fatal error: zlib.h: No such file or directory",
            ["zlib1g-dev"],
        )
    ], ["tiff_deflate_stripes_test", "SegFault"]


@case("cmake_narration_asan", "cmake", "narration", RASTER)
def _(t):
    t.user("The ASan job reports a heap-use-after-free in the resampler. Ideas?")
    t.bash(
        "ASAN_OPTIONS=detect_leaks=0 ./build-asan/tests/resample_test",
        "==41233==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000001a30 at pc 0x55d4c1b2 bp 0x7ffd sp 0x7ffd\n"
        "READ of size 4 at 0x602000001a30 thread T0\n    #0 0x55d4c1b2 in rk::Resampler::kernel(float) const src/resample.cpp:88",
        1,
    )
    t.say(
        "Probably the kernel cache is a std::vector that gets reallocated while a reference into it is held; "
        "maybe reserving capacity up front would paper over it. I'd want to read resample.cpp around line 88 before changing anything."
    )
    t.user("Just read it for now, no changes today.")
    return [], ["reserving capacity"]


@case("cmake_flaky_net_timeout", "cmake", "flaky", RASTER)
def _(t):
    t.user("ctest before merge please")
    t.bash(
        "ctest --test-dir build",
        "17/18 Test #17: http_fetch_test ..................***Timeout  10.01 sec\n"
        "94% tests passed, 1 tests failed out of 18\n\nThe following tests FAILED:\n\t 17 - http_fetch_test (Timeout)",
        8,
    )
    t.bash(
        "ctest --test-dir build -R http_fetch_test",
        "1/1 Test #17: http_fetch_test ..................   Passed    0.88 sec\n100% tests passed, 0 tests failed out of 1",
    )
    t.say(
        "http_fetch_test timed out once and passed on rerun without changes; flaky, not related to your branch."
    )
    return [], ["http_fetch_test (Timeout)"]
