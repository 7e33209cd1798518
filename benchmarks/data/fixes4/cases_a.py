"""Swift/SPM, Xcode, Kotlin/Gradle and the first .NET/NuGet sessions."""

from __future__ import annotations

from kit import case, fix, gradle_fail, gradle_ok

SPM = "/home/dev/src/ledger-swift"
SPM_REV = "c8ed701b513cf5177118a175d85fbbbcd707ab41"
SPM_ERR = f"error: Couldn't check out revision '{SPM_REV}':"


@case(
    "swift_spm_stale_checkout_cache",
    stack="swift-spm",
    shape="setup",
    project_dir=SPM,
    variation="cache_clear_after_wrong",
    expected=[fix(SPM_ERR, "bugfix", ["swift package purge-cache", "purge-cache"])],
    traps=["swift package update"],
)
def _(t, rng):
    out = (
        "Fetching https://git.acme.example/ios/swift-money.git from cache\n"
        "Fetched https://git.acme.example/ios/swift-money.git from cache (0.41s)\n"
        "Fetching https://github.com/apple/swift-argument-parser.git from cache\n"
        "Fetched https://github.com/apple/swift-argument-parser.git from cache (0.22s)\n"
        "Computing version for https://git.acme.example/ios/swift-money.git\n"
        "Computed https://git.acme.example/ios/swift-money.git at 2.3.1 (0.03s)\n"
        "Creating working copy for https://git.acme.example/ios/swift-money.git\n"
        f"{SPM_ERR}\n    fatal: reference is not a tree: {SPM_REV}\n"
    )
    t.user("swift build is broken after I bumped swift-money to 2.3.1, can you sort it out?")
    t.bash("swift build", out, 1, "Build the package")
    t.say("SPM can't check out the pinned revision. Let me try refreshing the pins first.")
    t.bash("swift package update swift-money", out, 1, "Update the dependency pin")
    t.say(
        "Same failure: the local repository cache seems to hold a clone without that "
        "commit. Purging SPM's shared cache and resetting the build folder."
    )
    t.bash("swift package purge-cache && swift package reset", "", 0, "Purge SPM caches")
    t.bash(
        "swift build",
        "Fetching https://git.acme.example/ios/swift-money.git\n"
        "Fetched https://git.acme.example/ios/swift-money.git from cache (3.02s)\n"
        "Creating working copy for https://git.acme.example/ios/swift-money.git\n"
        "Working copy of https://git.acme.example/ios/swift-money.git resolved at 2.3.1\n"
        "Building for debugging...\n[42/42] Linking ledger\nBuild complete! (38.11s)",
        0,
        "Build the package",
    )
    t.say(
        "Fixed: `swift package purge-cache && swift package reset` cleared the stale "
        "cached clone; `swift build` now completes."
    )


XSEL = (
    "xcode-select: error: tool 'xcodebuild' requires Xcode, but active developer "
    "directory '/Library/Developer/CommandLineTools' is a command line tools instance"
)


@case(
    "xcode_select_developer_dir",
    stack="xcode",
    shape="setup",
    project_dir="/Users/dev/src/Courier",
    variation="plain",
    expected=[fix(XSEL, "bugfix", ["xcode-select -s", "xcode-select --switch"])],
)
def _(t, rng):
    t.user("Run the iOS unit tests for Courier please.")
    t.bash(
        "xcodebuild test -scheme Courier -destination 'platform=iOS Simulator,name=iPhone 15'",
        XSEL,
        1,
        "Run iOS tests",
    )
    t.say(
        "The active developer directory points at the Command Line Tools, not Xcode. "
        "Switching it to the installed Xcode."
    )
    t.bash(
        "sudo xcode-select -s /Applications/Xcode.app/Contents/Developer",
        "",
        0,
        "Point xcode-select at Xcode",
    )
    t.bash(
        "xcodebuild test -scheme Courier -destination 'platform=iOS Simulator,name=iPhone 15'",
        "Command line invocation:\n    /Applications/Xcode.app/Contents/Developer/usr/bin/xcodebuild test -scheme Courier\n"
        "Test Suite 'All tests' started at 2026-11-03 09:14:02.118.\n"
        "Test Suite 'CourierTests.xctest' passed at 2026-11-03 09:14:09.402.\n"
        "\t Executed 88 tests, with 0 failures (0 unexpected) in 6.901 (7.284) seconds\n"
        "** TEST SUCCEEDED **",
        0,
        "Run iOS tests",
    )
    t.say(
        "All 88 tests pass after `sudo xcode-select -s /Applications/Xcode.app/Contents/Developer`."
    )


DD = (
    "error: Module compiled with Swift 5.9.2 cannot be imported by the Swift 5.10 "
    "compiler: /Users/dev/Library/Developer/Xcode/DerivedData/Courier-gdkqzvbwhnxrmy/Build/"
    "Products/Debug-iphonesimulator/CourierKit.swiftmodule/arm64-apple-ios-simulator.swiftmodule"
)


@case(
    "xcode_derived_data_after_upgrade",
    stack="xcode",
    shape="setup",
    project_dir="/Users/dev/src/Courier",
    variation="cache_clear_after_wrong",
    expected=[fix(DD, "bugfix", ["DerivedData"], ["rm -rf"])],
    traps=["pod deintegrate"],
)
def _(t, rng):
    build = "\n".join(
        f"CompileSwift normal arm64 /Users/dev/src/Courier/Courier/{n}.swift "
        "(in target 'Courier' from project 'Courier')"
        for n in ["AppDelegate", "RouteView", "RouteModel", "Parcel", "Scanner"]
    )
    fail = f"{build}\n/Users/dev/src/Courier/Courier/RouteModel.swift:3:8: {DD}\nimport CourierKit\n       ^\n** BUILD FAILED **\n\nThe following build commands failed:\n\tCompileSwift normal arm64 (in target 'Courier' from project 'Courier')\n(1 failure)"
    t.user("I updated Xcode to 15.3 this morning and now nothing builds.")
    t.bash("xcodebuild -scheme Courier build", fail, 65, "Build app")
    t.say("Modules built by the old compiler are being reused. Let me first try reinstalling pods.")
    t.bash(
        "cd ios && pod deintegrate && pod install",
        "Deintegrating `Courier.xcodeproj`\n"
        "Analyzing dependencies\nDownloading dependencies\nInstalling Alamofire (5.9.1)\n"
        "Generating Pods project\nIntegrating client project\nPod installation complete! "
        "There are 4 dependencies from the Podfile and 4 total pods installed.",
        0,
        "Reinstall pods",
    )
    t.bash("xcodebuild -scheme Courier build", fail, 65, "Build app")
    t.say(
        "Pods were not the cause. Removing this project's DerivedData so everything is "
        "rebuilt with Swift 5.10."
    )
    t.bash("rm -rf ~/Library/Developer/Xcode/DerivedData/Courier-*", "", 0, "Clear DerivedData")
    t.bash("xcodebuild -scheme Courier build", f"{build}\n** BUILD SUCCEEDED **", 0, "Build app")
    t.say(
        "Build succeeds. The fix was deleting `~/Library/Developer/Xcode/DerivedData/Courier-*` "
        "after the Xcode upgrade; the pod reinstall made no difference."
    )


KTASKS = [
    "checkKotlinGradlePluginConfigurationErrors",
    "processResources",
    "compileKotlin",
    "compileJava",
    "classes",
    "jar",
    "compileTestKotlin",
    "test",
]
TOOLCHAIN = (
    "Cannot find a Java installation on your machine matching this tasks requirements: "
    "{languageVersion=21, vendor=any, implementation=vendor-specific} for LINUX on x86_64."
)


@case(
    "kotlin_gradle_toolchain_resolver_edit",
    stack="kotlin-gradle",
    shape="config",
    project_dir="/home/dev/src/routing-svc",
    variation="edit_then_same_command",
    expected=[fix(TOOLCHAIN, "bugfix", ["foojay-resolver-convention", "foojay"])],
)
def _(t, rng):
    what = (
        "Execution failed for task ':app:compileKotlin'.\n> Error while evaluating property "
        "'compilerOptions.jvmTarget' of task ':app:compileKotlin'.\n   > Failed to calculate "
        "the value of property 'jvmTarget'.\n      > Failed to calculate the value of task "
        f"':app:compileJava' property 'javaCompiler'.\n         > {TOOLCHAIN}\n"
        "            > No locally installed toolchains match and toolchain download "
        "repositories have not been configured."
    )
    t.user("./gradlew build fails on my new laptop, please fix")
    t.bash("./gradlew build", gradle_fail("app", KTASKS[:3], what), 1, "Build")
    t.say(
        "The build wants a JDK 21 toolchain and Gradle has no download repository "
        "configured. I'll add the foojay toolchain resolver to settings.gradle.kts."
    )
    t.edit(
        "/home/dev/src/routing-svc/settings.gradle.kts",
        'rootProject.name = "routing-svc"',
        'plugins {\n    id("org.gradle.toolchains.foojay-resolver-convention") version "0.8.0"\n}\n\n'
        'rootProject.name = "routing-svc"',
    )
    t.bash("./gradlew build", gradle_ok("app", KTASKS, 71), 0, "Build")
    t.say(
        "Build passes: the foojay-resolver-convention plugin in settings.gradle.kts lets "
        "Gradle provision JDK 21 itself."
    )


DAEMON = (
    "Gradle build daemon disappeared unexpectedly (it may have been killed or may have crashed)"
)


@case(
    "kotlin_gradle_daemon_vanished_flaky",
    stack="kotlin-gradle",
    shape="flaky",
    project_dir="/home/dev/src/routing-svc",
    variation="plain_retry",
    lang="ru",
    traps=[DAEMON],
)
def _(t, rng):
    t.user("Прогони, пожалуйста, тесты модуля app.")
    t.bash(
        "./gradlew :app:test",
        (
            "> Task :app:compileKotlin UP-TO-DATE\n> Task :app:compileTestKotlin\n"
            "> Task :app:test\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
            f"{DAEMON}\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n"
            "> Get more help at https://help.gradle.org.\n\nBUILD FAILED in 1m 3s"
        ),
        1,
        "Run tests",
    )
    t.say("Демон Gradle упал посреди прогона. Перезапускаю ту же команду.")
    t.bash(
        "./gradlew :app:test",
        gradle_ok("app", ["compileKotlin", "compileTestKotlin", "test"], 58),
        0,
        "Run tests",
    )
    t.say("Со второй попытки все тесты прошли; ничего не менял — похоже на разовый сбой демона.")


KTEST = "RouteRepositoryTest > insertsAndReadsBack() FAILED"


@case(
    "kotlin_gradle_narrowed_test_filter",
    stack="kotlin-gradle",
    shape="unfixed",
    project_dir="/home/dev/src/routing-svc",
    variation="narrowed_filter",
    traps=["--tests", KTEST],
)
def _(t, rng):
    fail = (
        "> Task :app:compileTestKotlin UP-TO-DATE\n> Task :app:test\n\n"
        "RoutePlannerTest > shortestPath() PASSED\nRoutePlannerTest > avoidsTolls() PASSED\n"
        f"{KTEST}\n    org.opentest4j.AssertionFailedError at RouteRepositoryTest.kt:41\n"
        "RouteRepositoryTest > deletesById() PASSED\n\n12 tests completed, 1 failed\n\n"
        "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed "
        "for task ':app:test'.\n> There were failing tests. See the report at: "
        "file:///home/dev/src/routing-svc/app/build/reports/tests/test/index.html\n\nBUILD FAILED in 19s"
    )
    t.user("make the app tests green before I open the PR")
    t.bash("./gradlew :app:test", fail, 1, "Run tests")
    t.say("One repository test fails. Running the planner tests, which cover my change.")
    t.bash(
        "./gradlew :app:test --tests '*RoutePlannerTest*'",
        gradle_ok("app", ["compileTestKotlin", "test"], 9),
        0,
        "Run planner tests",
    )
    t.say(
        "The planner tests pass. RouteRepositoryTest still fails on insertsAndReadsBack "
        "(it was not touched by this change); I have not fixed it."
    )


@case(
    "kotlin_gradle_refresh_constraint",
    stack="kotlin-gradle",
    shape="unfixed",
    project_dir="/home/dev/src/routing-svc",
    variation="user_constraint",
    lang="fr",
    traps=[],
)
def _(t, rng):
    err = (
        "Could not resolve all files for configuration ':app:compileClasspath'.\n"
        "   > Could not find com.acme.geo:geo-core:3.2.0.\n     Searched in the following locations:\n"
        "       - https://repo.maven.apache.org/maven2/com/acme/geo/geo-core/3.2.0/geo-core-3.2.0.pom\n"
        "       - https://nexus.acme.example/repository/releases/com/acme/geo/geo-core/3.2.0/geo-core-3.2.0.pom"
    )
    t.user("Le build casse depuis la montée de geo-core, tu peux regarder ?")
    t.bash(
        "./gradlew :app:compileKotlin",
        gradle_fail("app", ["checkKotlinGradlePluginConfigurationErrors"], err),
        1,
        "Compile",
    )
    t.say(
        "geo-core 3.2.0 est introuvable sur Nexus. Je propose de relancer avec "
        "--refresh-dependencies pour ignorer le cache."
    )
    t.user(
        "Non : ne lance jamais --refresh-dependencies sur ce dépôt, le proxy Nexus nous "
        "bloque pendant une heure après. La 3.2.0 n'est simplement pas encore publiée, "
        "j'attends l'équipe geo."
    )
    t.say(
        "Compris, je ne toucherai pas à --refresh-dependencies ici. Je laisse le build en "
        "l'état en attendant la publication de geo-core 3.2.0."
    )


NU1101 = (
    "error NU1101: Unable to find package Acme.Telemetry. No packages exist with this id "
    "in source(s): nuget.org"
)


@case(
    "dotnet_nuget_private_source_third_try",
    stack="dotnet-nuget",
    shape="config",
    project_dir="/home/dev/src/billing",
    variation="wrong_attempts",
    expected=[fix(NU1101, "bugfix", ["dotnet nuget add source", "nuget.acme.example"])],
    traps=["--no-cache"],
)
def _(t, rng):
    fail = (
        "  Determining projects to restore...\n"
        f"/home/dev/src/billing/src/Billing.Api/Billing.Api.csproj : {NU1101} [/home/dev/src/billing/Billing.sln]\n"
        "  Failed to restore /home/dev/src/billing/src/Billing.Api/Billing.Api.csproj (in 1.21 sec).\n"
        "  Restored /home/dev/src/billing/src/Billing.Domain/Billing.Domain.csproj (in 311 ms)."
    )
    t.user("dotnet restore fails on CI box 3, can you get it working there?")
    t.bash("dotnet restore", fail, 1, "Restore packages")
    t.say("Maybe a stale local cache. Clearing NuGet's caches.")
    t.bash(
        "dotnet nuget locals all --clear",
        "Clearing NuGet HTTP cache: /home/dev/.local/share/NuGet/http-cache\n"
        "Clearing NuGet global packages folder: /home/dev/.nuget/packages/\n"
        "Clearing NuGet Temp cache: /tmp/NuGetScratch\nLocal resources cleared.",
        0,
        "Clear caches",
    )
    t.bash("dotnet restore", fail, 1, "Restore packages")
    t.bash("dotnet restore --no-cache", fail, 1, "Restore without the HTTP cache")
    t.say(
        "The only source searched is nuget.org; Acme.Telemetry lives on the internal feed, "
        "which this machine's NuGet config lacks."
    )
    t.bash(
        "dotnet nuget add source https://nuget.acme.example/v3/index.json -n acme-internal",
        "Package source with Name: acme-internal added successfully.",
        0,
        "Add internal feed",
    )
    t.bash(
        "dotnet restore",
        "  Determining projects to restore...\n"
        "  Restored /home/dev/src/billing/src/Billing.Api/Billing.Api.csproj (in 4.02 sec).\n"
        "  1 of 2 projects are up-to-date for restore.",
        0,
        "Restore packages",
    )
    t.say(
        "Restore works after `dotnet nuget add source https://nuget.acme.example/v3/index.json "
        "-n acme-internal`: the package lives only on the internal feed."
    )


EF = 'Npgsql.PostgresException : 42P01: relation "invoice_lines" does not exist'


@case(
    "dotnet_ef_database_update",
    stack="dotnet-nuget",
    shape="setup",
    project_dir="/home/dev/src/billing",
    variation="codegen_migration",
    lang="de",
    expected=[fix(EF, "bugfix", ["dotnet ef database update"])],
)
def _(t, rng):
    tests = "\n".join(
        f"  Passed Billing.Tests.{n} [{i + 3} ms]"
        for i, n in enumerate(
            [
                "MoneyTests.Adds",
                "MoneyTests.Rounds",
                "TaxTests.Standard",
                "TaxTests.Reduced",
                "InvoiceTests.Totals",
                "InvoiceTests.Empty",
            ]
        )
    )
    fail = (
        f"  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
        f"  Billing.Tests -> /home/dev/src/billing/tests/Billing.Tests/bin/Debug/net8.0/Billing.Tests.dll\n"
        f"Test run for /home/dev/src/billing/tests/Billing.Tests/bin/Debug/net8.0/Billing.Tests.dll (.NETCoreApp,Version=v8.0)\n"
        f"{tests}\n  Failed Billing.Tests.InvoiceRepositoryTests.SavesLines [212 ms]\n"
        f"  Error Message:\n   {EF}\n\nPOSITION: 15\n  Stack Trace:\n"
        "     at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async)\n"
        "     at Billing.Infrastructure.InvoiceRepository.SaveAsync(Invoice invoice)\n\n"
        "Failed!  - Failed:     1, Passed:     6, Skipped:     0, Total:     7, Duration: 2 s"
    )
    t.user(
        "Kannst du die Tests laufen lassen? Ich habe gerade den Branch mit den Rechnungspositionen gemergt."
    )
    t.bash("dotnet test", fail, 1, "Run tests")
    t.say(
        "Die Tabelle invoice_lines fehlt in der lokalen Datenbank: die neue Migration ist "
        "noch nicht angewendet. Ich wende sie an."
    )
    t.bash(
        "dotnet ef database update --project src/Billing.Infrastructure --startup-project src/Billing.Api",
        "Build started...\nBuild succeeded.\nApplying migration '20261102101500_AddInvoiceLines'.\nDone.",
        0,
        "Apply EF migrations",
    )
    t.bash(
        "dotnet test",
        f"{tests}\n  Passed Billing.Tests.InvoiceRepositoryTests.SavesLines [48 ms]\n\n"
        "Passed!  - Failed:     0, Passed:     7, Skipped:     0, Total:     7, Duration: 2 s",
        0,
        "Run tests",
    )
    t.say(
        "Alle 7 Tests grün. Nach dem Mergen neuer Migrationen: `dotnet ef database update` ausführen."
    )
