PROJECT = "dipper-flutter"
ROOT = "/Users/noor/dev/dipper"
STACK = ("Flutter 3.24 (pinned by fvm in .fvmrc) app where a hiking club reports trail conditions: "
         "Dart 3.5, pubspec.yaml and a committed pubspec.lock, freezed + json_serializable through "
         "build_runner (*.freezed.dart, *.g.dart), very_good_analysis in analysis_options.yaml, "
         "gen-l10n from lib/l10n/*.arb (English template, others from Weblate), golden tests, "
         "--dart-define-from-file config/dev.json and config/prod.json, ios/Podfile with CocoaPods, "
         "android/app/build.gradle, fastlane with match for signing, GitHub Actions with "
         "subosito/flutter-action")
LANGUAGES = {"m04": "nl", "m10": "ja", "m20": "fr"}
MEMORIES = [
    M("m01", "constraint", "*.g.dart and *.freezed.dart are generated (dart run build_runner build "
      "--delete-conflicting-outputs). never hand-edit them, change the model class."),
    M("m02", "bugfix", "MissingPluginException in a widget test = a plugin (geolocator, "
      "shared_preferences) runs without a fake. Use the fakes in test/helpers/fakes.dart via "
      "pumpApp(); don't add try/catch in the widget."),
    M("m03", "constraint", "lib/l10n/app_en.arb is the template. app_nl.arb and app_de.arb come from "
      "Weblate; add keys only to app_en.arb."),
    M("m04", "constraint", "platform :ios in ios/Podfile blijft op '14.0': de oude iPads van de club "
      "draaien nog iOS 14."),
    M("m05", "constraint", "analysis_options: very_good_analysis. no ignore_for_file"),
    M("m06", "lesson", "Note to self: flutter test ends with 'Some tests failed.' and the compact "
      "reporter prints the failing test name on a line with [E] much higher up; grep for ' \\[E\\]' "
      "instead of reading the tail."),
    M("m07", "constraint", "config/dev.json and config/prod.json are committed (API base URLs, flags). "
      "The Sentry auth token is a CI secret and never goes into either file."),
    M("m08", "constraint", "android/app/build.gradle minSdk 23 - flutter_secure_storage needs it."),
    M("m09", "lesson", "fastlane notes, in no order: the Fastfile lanes beta and release were copied "
      "from the old Cordova app and cleaned up in 2025; screenshots are made by hand, not by "
      "snapshot, because the map tiles never loaded in the simulator. Signing: match must always "
      "run with readonly: true, also on your own mac, since a run without it revokes and recreates "
      "the distribution certificate and breaks everyone else's builds until they re-fetch. The "
      "Appfile has the club's team id; Play uploads use the json key from the 1Password vault."),
    M("m10", "constraint", "pubspec.yaml の intl は flutter_localizations に固定されているので、"
      "intl のバージョンを上げないこと（pub get が version solving failed になる）。"),
    M("m11", "procedure", "golden files: regenerate with flutter test --update-goldens --tags golden on "
      "a mac only; linux CI skips the golden tag because fonts render differently."),
    M("m12", "fact", "Noor answers App Store review questions, Jeroen the Play Console."),
    M("m13", "fact", "the club has about 340 members, roughly 90 use the app"),
    M("m14", "fact", "Trail colours follow the legend of the club's paper map."),
    M("m15", "lesson", "dont run flutter upgrade, the version is pinned in .fvmrc and CI reads that "
      "file; use fvm flutter ... (or fvm use x.y.z to move the pin on purpose)"),
    M("m16", "preference", "keep explanations short", "user"),
    M("m17", "fact", "release builds use --obfuscate --split-debug-info=build/symbols; CI uploads the "
      "symbols to Sentry."),
    M("m18", "constraint", "ci.yml: flutter-action reads flutter-version-file: .fvmrc - never hardcode "
      "flutter-version in the workflow."),
    M("m19", "fact", "The backend is a small Go service in another repo (dipper-api)."),
    M("m20", "preference", "Jeroen préfère des PR petites, une fonctionnalité à la fois."),
]
CALLS = [
    read("lib/models/trail_report.dart"),
    edit("lib/models/trail_report.dart", "    required DateTime reportedAt,\n", "    required DateTime reportedAt,\n    @Default(false) bool fallenTree,\n"),
    edit("lib/models/trail_report.g.dart", "      reportedAt: DateTime.parse(json['reportedAt'] as String),\n", "      reportedAt: DateTime.parse(json['reportedAt'] as String),\n      fallenTree: json['fallenTree'] as bool? ?? false,\n",
         want="m01", note="hand-editing a generated .g.dart; m01"),
    bash("fvm dart run build_runner build --delete-conflicting-outputs 2>&1 | tail -3", "Regenerate models",
         note="[chain] the generator, as m01 says"),
    ok("[INFO] Running build completed, took 14.2s\n[INFO] Caching finalized dependency graph completed, took 88ms\n[INFO] Succeeded after 14.3s with 31 outputs (62 actions)", note="[chain] output of a chained command"),
    bash("fvm flutter test 2>&1 | tail -4", "Run the tests", note="[chain]"),
    bad("00:21 +118 -1: Some tests failed.", want="m06",
        note="[chain] [fail] [self] only the summary survives; m06 says grep for [E]"),
    bash("fvm flutter test 2>&1 | grep -B2 -A12 ' \\[E\\]'", "Find the failing test", note="[chain] [rerun]"),
    bad("00:17 +101: /Users/noor/dev/dipper/test/features/report/report_page_test.dart: ReportPage shows current position [E]\n  MissingPluginException(No implementation found for method getCurrentPosition on channel flutter.baseflow.com/geolocator)\n  package:flutter/src/services/platform_channel.dart 332:7  MethodChannel._invokeMethod",
        want="m02", note="[chain] [fail] the plugin without a fake; m02"),
    edit("lib/features/report/report_page.dart", "    final pos = await Geolocator.getCurrentPosition();", "    Position? pos;\n    try {\n      pos = await Geolocator.getCurrentPosition();\n    } on MissingPluginException {\n      pos = null;\n    }",
         want="m02", note="the wrong fix (a try/catch in the widget); m02 again"),
    edit("test/features/report/report_page_test.dart", "    await tester.pumpWidget(const MaterialApp(home: ReportPage()));", "    await tester.pumpApp(const ReportPage(), geolocator: FakeGeolocator());",
         note="the fakes, as m02 says: already right"),
    bash("fvm flutter test test/features/report", "Run the report tests", note="[rerun]"),
    ok("00:04 +9: All tests passed!"),
    prompt(),
    edit("lib/l10n/app_en.arb", "  \"reportSubmit\": \"Send report\",", "  \"reportSubmit\": \"Send report\",\n  \"fallenTree\": \"Fallen tree on the trail\",",
         note="[same] the template gets the key: already right"),
    edit("lib/l10n/app_nl.arb", "  \"reportSubmit\": \"Melding versturen\",", "  \"reportSubmit\": \"Melding versturen\",\n  \"fallenTree\": \"Omgevallen boom op het pad\",",
         want="m03", note="[same] a Weblate-owned translation edited; m03"),
    bash("fvm flutter gen-l10n && git status --short lib/l10n", "Generate localizations", note="[chain]"),
    ok(" M lib/l10n/app_en.arb\n M lib/l10n/app_nl.arb", note="[chain] output of a chained command"),
    bash("flutter upgrade", "Upgrade flutter for the new l10n flag", want="m15",
         note="[typo] flutter upgrade outside fvm; m15"),
    bash("fvm flutter --version", "Check the pinned version", note="[near] harmless"),
    ok("Flutter 3.24.3 • channel stable • https://github.com/flutter/flutter.git\nFramework • revision 2663184aa7 • 2024-09-11 16:27:48 -0500\nTools • Dart 3.5.3 • DevTools 2.37.3"),
    session(),
    edit("pubspec.yaml", "  intl: ^0.19.0", "  intl: ^0.20.1", want="m10",
         note="[lockfile] [foreign] bumping intl; m10 (Japanese)"),
    bash("fvm flutter pub get", "Get packages", note="[lockfile]"),
    bad("Resolving dependencies...\nNote: intl is pinned to version 0.19.0 by flutter_localizations from the flutter SDK.\nSee https://dart.dev/go/sdk-version-pinning for details.\n\nBecause every version of flutter_localizations from sdk depends on intl 0.19.0 and dipper depends on intl ^0.20.1, flutter_localizations from sdk is forbidden.\nSo, because dipper depends on flutter_localizations from sdk, version solving failed.",
        want="m10", note="[fail] [lockfile] [foreign] the failure m10 predicts"),
    edit("pubspec.yaml", "  intl: ^0.20.1", "  intl: ^0.19.0", note="[lockfile] [again] reverted"),
    bash("fvm flutter pub add geolocator:^13.0.1 && fvm flutter pub get", "Bump geolocator",
         note="[lockfile] [chain] an ordinary dependency bump"),
    ok("Resolving dependencies...\n> geolocator 13.0.1 (was 12.0.0)\nChanged 3 dependencies!", note="[chain] output of a chained command"),
    edit("pubspec.lock", "      version: \"12.0.0\"", "      version: \"13.0.1\"",
         note="[lockfile] a hand edit of pubspec.lock: bad practice, but no memory covers it", replace_all=False),
    edit("analysis_options.yaml", "include: package:very_good_analysis/analysis_options.yaml", "include: package:very_good_analysis/analysis_options.yaml\n\nanalyzer:\n  exclude:\n    - lib/**/*.g.dart\n    - lib/**/*.freezed.dart",
         note="[lintcfg] [near] excluding generated files from analysis is fine"),
    bash("fvm flutter analyze", "Analyze", note="[lintcfg]"),
    bad("Analyzing dipper...\n\n   info • Missing documentation for a public member • lib/features/map/trail_layer.dart:14:7 • public_member_api_docs\n   info • Unnecessary use of 'late' • lib/features/map/trail_layer.dart:22:3 • unnecessary_late\n\n2 issues found. (ran in 3.9s)",
        note="[fail] [lintcfg] ordinary lints whose names say what to do"),
    write("lib/features/map/trail_layer.dart", "// ignore_for_file: public_member_api_docs, unnecessary_late\n" "import 'package:flutter/widgets.dart';\n\nclass TrailLayer extends StatelessWidget {\n  const TrailLayer({super.key});\n\n  @override\n  Widget build(BuildContext context) => const SizedBox.shrink();\n}\n",
          want="m05", note="[lintcfg] [terse] ignore_for_file at the top; m05"),
    edit("analysis_options.yaml", "linter:\n  rules:\n", "linter:\n  rules:\n    public_member_api_docs: false\n",
         note="[lintcfg] [near] [again] a project-wide rule off: not the ignore_for_file m05 names; a judgement, left []"),
    prompt(),
    read("ios/Podfile"),
    edit("ios/Podfile", "platform :ios, '14.0'", "platform :ios, '15.0'", want="m04",
         note="[lockfile] [foreign] raising the iOS floor; m04 (Dutch)"),
    bash("cd ios && pod install --repo-update 2>&1 | tail -5", "Install pods", note="[lockfile] [chain]"),
    ok("Generating Pods project\nIntegrating client project\nPod installation complete! There are 18 dependencies from the Podfile and 41 total pods installed.", note="[chain] output of a chained command"),
    edit("android/app/build.gradle", "        minSdkVersion 23", "        minSdkVersion 21", want="m08",
         note="lowering minSdk; m08"),
    edit("android/app/build.gradle", "        targetSdkVersion 34", "        targetSdkVersion 35", note="[near] [again] targetSdk is fine"),
    bash("fvm flutter build apk --debug --dart-define-from-file=config/dev.json 2>&1 | tail -6", "Debug build",
         note="[chain]"),
    bad("FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:processDebugMainManifest'.\n> Manifest merger failed : uses-sdk:minSdkVersion 21 cannot be smaller than version 23 declared in library [:flutter_secure_storage]",
        want="m08", note="[chain] [fail] the minSdk failure m08 explains"),
    session(),
    edit("config/prod.json", "  \"sentryDsn\": \"https://public@sentry.dipper.example/3\"", "  \"sentryDsn\": \"https://public@sentry.dipper.example/3\",\n  \"sentryAuthToken\": \"SYNTHETIC-sentry-0000\"",
         want="m07", note="[envfile] the Sentry auth token in a committed config; m07"),
    edit("config/dev.json", "  \"apiBase\": \"http://192.0.2.15:8080\"", "  \"apiBase\": \"http://192.0.2.16:8080\"",
         note="[envfile] [near] another value of the dev config"),
    read(".github/workflows/ci.yml", note="[ci] control"),
    edit(".github/workflows/ci.yml", "          flutter-version-file: .fvmrc", "          flutter-version: 3.24.3",
         want="m18", note="[ci] hardcoding the flutter version; m18"),
    edit(".github/workflows/ci.yml", "      - run: fvm flutter test --exclude-tags golden", "      - run: flutter test --exclude-tags golden --coverage",
         note="[ci] [again] coverage added in the same workflow"),
    bash("act -j test 2>&1 | tail -8", "Run the CI job locally", note="[ci] [chain]"),
    bad("[CI/test] ⭐ Run Main subosito/flutter-action@v2\n[CI/test]   ❌  Failure - Main subosito/flutter-action@v2\n[CI/test] exitcode '1': failure\nError: Job 'test' failed",
        note="[chain] [fail] [ci] act's summary; no memory explains it"),
    bash("fvm flutter test --tags golden --update-goldens", "Update goldens", note="on the mac, as m11 says: already right"),
    ok("00:09 +12: All tests passed!"),
    bash("docker run --rm -v $PWD:/app -w /app ghcr.io/cirruslabs/flutter:3.24.3 flutter test --tags golden --update-goldens", "Update goldens in a linux container",
         want="m11", note="[container] goldens regenerated on linux; m11"),
    read("fastlane/Fastfile", note="control"),
    bash("bundle exec fastlane match appstore", "Fetch signing certs", want="m09",
         note="[buried] match without readonly; m09's middle clause"),
    bash("bundle exec fastlane match appstore --readonly", "Fetch signing certs read-only",
         note="[rerun] already right"),
    ok("[✔] 🚀\n+---------------------------------------------+\n|            Installed Certificate            |\n+-------------------+-------------------------+\n| User ID           | 7QX2ABCD99              |\n+-------------------+-------------------------+\n[10:41:02]: All required keys, certificates and provisioning profiles are installed 🙌"),
    bash("fvm flutter build ipa --obfuscate --split-debug-info=build/symbols --dart-define-from-file=config/prod.json", "Release build",
         note="already has the flags m17 lists"),
    grep("flutter-version", path=".github", note="[ci] control"),
]
