# ruff: noqa: E501  (case data: long tool outputs are kept on one line each)
"""Swift/Xcode and Python (uv) cases."""

from __future__ import annotations

from kit import case, fix, token

SWIFT = "/Users/dev/src/Pantry"
UV = "/home/dev/py/quarry"
CONDA = "/home/dev/py/seismo"
BAZEL = "/home/dev/mono/atlas"


# ---------------------------------------------------------------- Swift / Xcode


@case("swift_destination_invocation", "swift", "invocation", SWIFT)
def _(t):
    t.user("Run the iOS unit tests.")
    t.bash(
        "xcodebuild test -scheme Pantry -destination 'platform=iOS Simulator,name=iPhone 15,OS=17.0'",
        "xcodebuild: error: Unable to find a destination matching the provided destination specifier:\n"
        '\t\t{ platform:iOS Simulator, OS:17.0, name:iPhone 15 }\n\n\tAvailable destinations for the "Pantry" scheme:\n'
        "\t\t{ platform:iOS Simulator, id:5C1E7A0B-0000-4000-8000-00000000A001, OS:18.2, name:iPhone 16 }",
        70,
    )
    t.bash(
        "xcodebuild test -scheme Pantry -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.2'",
        "Test Suite 'All tests' passed at 2026-11-12 10:41:07.311.\n\t Executed 63 tests, with 0 failures (0 unexpected) in 4.102 (4.190) seconds\n** TEST SUCCEEDED **",
    )
    t.say(
        "Only the iOS 18.2 runtime is installed here; with the iPhone 16 / OS 18.2 destination all 63 tests pass."
    )
    return [
        fix(
            "Unable to find a destination matching the provided destination specifier",
            ["iPhone 16", "OS=18.2", "18.2"],
            ["-destination"],
            kind="lesson",
        )
    ], []


@case("swift_xcode_select_ja", "swift", "setup", SWIFT, lang="ja")
def _(t):
    t.user("Pantry のテストを実行してください。")
    t.bash(
        "xcodebuild -scheme Pantry test",
        "xcode-select: error: tool 'xcodebuild' requires Xcode, but active developer directory "
        "'/Library/Developer/CommandLineTools' is a command line tools instance",
        1,
    )
    t.bash("ls /Applications | grep Xcode", "Xcode.app")
    t.bash("sudo xcode-select -s /Applications/Xcode.app/Contents/Developer", "")
    t.bash(
        "xcodebuild -scheme Pantry test -destination 'platform=iOS Simulator,name=iPhone 16'",
        "\t Executed 63 tests, with 0 failures (0 unexpected) in 4.077 (4.160) seconds\n** TEST SUCCEEDED **",
    )
    t.say(
        "アクティブな開発者ディレクトリが Command Line Tools になっていました。`sudo xcode-select -s /Applications/Xcode.app/Contents/Developer` で切り替えたところ、63 件のテストがすべて成功しました。"
    )
    return [
        fix(
            "requires Xcode, but active developer directory '/Library/Developer/CommandLineTools' is a command line tools instance",
            ["xcode-select -s", "xcode-select"],
        )
    ], []


@case("swift_package_product_edit", "swift", "config", SWIFT, variation="edit_config")
def _(t):
    t.user("Use OrderedDictionary from swift-collections in PantryCore.")
    t.edit(
        f"{SWIFT}/Sources/PantryCore/Shelf.swift",
        "import Foundation\n",
        "import Foundation\nimport Collections\n",
    )
    t.bash(
        "swift build",
        "Building for debugging...\n/Users/dev/src/Pantry/Sources/PantryCore/Shelf.swift:2:8: error: no such module 'Collections'\n"
        "import Collections\n       ^\nerror: fatalError",
        1,
    )
    t.bash(
        "grep -n swift-collections Package.swift",
        '12:        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),',
    )
    t.say("The package is declared but PantryCore's target doesn't depend on its product.")
    t.edit(
        f"{SWIFT}/Package.swift",
        '            name: "PantryCore",\n            dependencies: []',
        '            name: "PantryCore",\n            dependencies: [.product(name: "Collections", package: "swift-collections")]',
    )
    t.bash(
        "swift build",
        "Building for debugging...\n[41/41] Compiling PantryCore Shelf.swift\nBuild complete! (12.84s)",
    )
    t.say(
        "Build complete after adding the Collections product to PantryCore's dependencies in Package.swift."
    )
    return [
        fix(
            "error: no such module 'Collections'",
            ["Package.swift"],
            [".product", "swift-collections"],
        )
    ], []


@case("swift_signing_unfixed", "swift", "unfixed", SWIFT)
def _(t):
    t.user("Archive Pantry for TestFlight.")
    err = (
        '/Users/dev/src/Pantry/Pantry.xcodeproj: error: No signing certificate "iOS Distribution" found: '
        'No "iOS Distribution" signing certificate matching team ID "Q7EXAMPLE1" with a private key was found. '
        "(in target 'Pantry' from project 'Pantry')\n** ARCHIVE FAILED **"
    )
    t.bash("xcodebuild -scheme Pantry archive -archivePath build/Pantry.xcarchive", err, 65)
    t.bash(
        "xcodebuild -scheme Pantry archive -archivePath build/Pantry.xcarchive -allowProvisioningUpdates",
        err,
        65,
    )
    t.say(
        "The distribution certificate's private key isn't in this Mac's keychain, and -allowProvisioningUpdates can't create one without an admin account."
    )
    t.user("Ok I'll export the cert from the other Mac later.")
    return [], ["-allowProvisioningUpdates"]


@case("swift_narration_concurrency", "swift", "narration", SWIFT)
def _(t):
    t.user("Strict concurrency gives 40 warnings. Where would you start?")
    t.bash("swift build -Xswiftc -strict-concurrency=complete 2>&1 | grep -c warning", "40")
    t.say(
        "Most are probably Sendable warnings on the model structs; maybe marking them `@unchecked Sendable` would silence half, "
        "but that might hide real races. I'd start by reading ShelfStore, which seems to be shared across tasks."
    )
    t.user("Good, we'll plan it next sprint.")
    return [], ["@unchecked Sendable"]


# ---------------------------------------------------------------- Python with uv


@case("uv_python_install_ru", "python-uv", "setup", UV, lang="ru")
def _(t):
    t.user("Запусти, пожалуйста, тесты quarry.")
    t.bash(
        "uv run pytest",
        "error: No interpreter found for Python >=3.12 in virtual environments, managed installations, or search path",
        2,
    )
    t.bash(
        "uv python install 3.12",
        "Installed Python 3.12.8 in 2.41s\n + cpython-3.12.8-linux-x86_64-gnu",
    )
    t.bash(
        "uv run pytest -q",
        "Using CPython 3.12.8\nCreating virtual environment at: .venv\nInstalled 27 packages in 88ms\n"
        "........................................................  [100%]\n56 passed in 1.92s",
    )
    t.say(
        "Проекту нужен Python 3.12, которого не было; после `uv python install 3.12` все 56 тестов проходят."
    )
    return [fix("No interpreter found for Python >=3.12", ["uv python install"])], []


@case("uv_extra_test_invocation", "python-uv", "invocation", UV)
def _(t):
    t.user("The property tests, please.")
    t.bash(
        "uv run pytest tests/property -q",
        "ImportError while importing test module '/home/dev/py/quarry/tests/property/test_ranges.py'.\n"
        "tests/property/test_ranges.py:3: in <module>\n    from hypothesis import given\nE   ModuleNotFoundError: No module named 'hypothesis'\n"
        "=========================== short test summary info ============================\nERROR tests/property/test_ranges.py\n1 error in 0.21s",
        2,
    )
    t.bash(
        "grep -n -A3 'optional-dependencies' pyproject.toml",
        '31:[project.optional-dependencies]\n32:test = ["hypothesis>=6.100", "pytest-benchmark"]',
    )
    t.bash(
        "uv run --extra test pytest tests/property -q",
        "Installed 3 packages in 12ms\n...........  [100%]\n11 passed in 3.40s",
    )
    t.say(
        "hypothesis lives in the `test` extra; `uv run --extra test` installs it and the 11 property tests pass."
    )
    return [
        fix(
            "ModuleNotFoundError: No module named 'hypothesis'",
            ["--extra test", "--extra"],
            kind="lesson",
        )
    ], []


@case("uv_index_secret", "python-uv", "invocation", UV, variation="secret_in_output")
def _(t):
    t.user("uv sync fails against the internal index, can you sort it?")
    t.bash(
        "uv sync",
        "error: Failed to fetch: `https://pypi.corp.example/simple/quarry-core/`\n  Caused by: HTTP status client error "
        "(401 Unauthorized) for url (https://pypi.corp.example/simple/quarry-core/)",
        2,
    )
    secret = token("pypi-AgEIcHlwaS5vcmc", 40)
    t.bash(
        "env | grep -i '^UV_'",
        f"UV_INDEX_INTERNAL_USERNAME=__token__\nUV_INDEX_INTERNAL_PASSWORD={secret}",
    )
    t.bash(
        "grep -n -A2 'tool.uv.index' pyproject.toml",
        '40:[[tool.uv.index]]\n41:name = "corp"\n42:url = "https://pypi.corp.example/simple/"',
    )
    t.say(
        "uv reads credentials from UV_INDEX_<NAME>_USERNAME/PASSWORD, and the index is named `corp`, not `internal`."
    )
    t.bash(
        'UV_INDEX_CORP_USERNAME=__token__ UV_INDEX_CORP_PASSWORD="$UV_INDEX_INTERNAL_PASSWORD" uv sync',
        "Resolved 31 packages in 1.02s\nPrepared 2 packages in 340ms\nInstalled 31 packages in 61ms\n + quarry-core==2.4.1",
    )
    t.say(
        "Synced. The credentials must be exported as UV_INDEX_CORP_USERNAME / UV_INDEX_CORP_PASSWORD to match the index name in pyproject.toml."
    )
    return [
        fix(
            "HTTP status client error (401 Unauthorized)",
            ["UV_INDEX_CORP_PASSWORD", "UV_INDEX_CORP_USERNAME", "UV_INDEX_CORP"],
            kind="lesson",
        )
    ], [secret]


@case("uv_lock_outdated_later", "python-uv", "setup", UV, variation="fix_after_unrelated_calls")
def _(t):
    t.user("Add rich as a dependency by hand in pyproject and check CI's install step still works.")
    t.edit(
        f"{UV}/pyproject.toml",
        'dependencies = ["httpx>=0.27"]',
        'dependencies = ["httpx>=0.27", "rich>=13.7"]',
    )
    t.bash(
        "uv sync --locked",
        "error: The lockfile at `uv.lock` needs to be updated, but `--locked` was provided. To update the lockfile, run `uv lock`.",
        2,
    )
    t.bash(
        "cat .github/workflows/ci.yml | grep uv",
        "      - run: uv sync --locked\n      - run: uv run pytest -q",
    )
    t.bash(
        "git log --oneline -3",
        "9f1c2ab Speed up range parser\n44d0e7e Add ranges property tests\n1b2c3d4 Bump httpx",
    )
    t.bash("ls", "README.md\npyproject.toml\nsrc\ntests\nuv.lock")
    t.say(
        "CI installs with `--locked`, so the lockfile has to be regenerated after editing dependencies by hand."
    )
    t.bash(
        "uv lock",
        "Resolved 33 packages in 412ms\nAdded markdown-it-py v3.0.0\nAdded mdurl v0.1.2\nAdded rich v13.9.4",
    )
    t.bash("uv sync --locked", "Resolved 33 packages in 2ms\nInstalled 3 packages in 14ms")
    return [
        fix(
            "The lockfile at `uv.lock` needs to be updated, but `--locked` was provided.",
            ["uv lock"],
        )
    ], []


@case("uv_interrupted_slow", "python-uv", "interrupted", UV)
def _(t):
    t.user("run all tests")
    t.bash(
        "uv run pytest",
        "============================= test session starts ==============================\n"
        "collected 412 items\n\ntests/test_ranges.py ........................................",
        interrupted=True,
    )
    t.bash(
        "uv run pytest -q -m 'not slow'",
        "........................................  [100%]\n356 passed, 56 deselected in 8.11s",
    )
    t.say("The full run exceeded the tool timeout; without the `slow` marker 356 tests pass.")
    return [], []


@case("uv_unrelated_ruff", "python-uv", "unrelated", UV)
def _(t):
    t.user("test_parse_open_range fails, look into it")
    t.bash(
        "uv run pytest -q tests/test_ranges.py",
        "F.........\n=========================== short test summary info ============================\n"
        "FAILED tests/test_ranges.py::test_parse_open_range - AssertionError: assert Range(lo=5, hi=None) == Range(lo=5, hi=inf)\n1 failed, 9 passed in 0.12s",
        1,
    )
    t.bash(
        "uv add --dev ruff",
        "Resolved 34 packages in 201ms\nInstalled 1 package in 4ms\n + ruff==0.8.1",
    )
    t.bash("uv run pytest -q tests/test_cli.py", "........  [100%]\n8 passed in 0.30s")
    t.say(
        "I added ruff for linting and the CLI tests pass, but the open-range case is a genuine semantics question: should an open end be None or inf?"
    )
    t.user("I'll decide with Ana.")
    return [], ["uv add --dev ruff", "test_cli.py"]
