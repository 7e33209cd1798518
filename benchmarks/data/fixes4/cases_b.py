""".NET/NuGet, PHP/Composer and the last Swift/SPM sessions."""

from __future__ import annotations

from kit import agent, case, fix, think

SPM = "/home/dev/src/ledger-swift"

SDK = "A compatible .NET SDK was not found."


@case(
    "dotnet_globaljson_user_stated",
    stack="dotnet-nuget",
    shape="config",
    project_dir="/home/dev/src/billing",
    variation="user_stated_edit",
    expected=[fix(SDK, "bugfix", ["global.json"], ["8.0.404"])],
)
def _(t, rng):
    err = (
        f"The command could not be loaded, possibly because:\n  * You intended to execute a .NET application:\n"
        "      The application 'build' does not exist.\n  * You intended to execute a .NET SDK command:\n"
        f"      {SDK}\n\nRequested SDK version: 8.0.204\nglobal.json file: /home/dev/src/billing/global.json\n\n"
        "Installed SDKs:\n8.0.404 [/usr/share/dotnet/sdk]\n\nInstall the [8.0.204] .NET SDK or update "
        "[/home/dev/src/billing/global.json] to match an installed SDK."
    )
    t.user("build please")
    t.bash("dotnet build", err, 145, "Build solution")
    t.say("global.json pins SDK 8.0.204, only 8.0.404 is installed. Should I install 8.0.204?")
    t.user("No, the pin is just stale, the whole team is on 8.0.4xx. Bump global.json to 8.0.404.")
    t.edit("/home/dev/src/billing/global.json", '"version": "8.0.204"', '"version": "8.0.404"')
    t.bash(
        "dotnet build",
        "  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
        "  Billing.Domain -> /home/dev/src/billing/src/Billing.Domain/bin/Debug/net8.0/Billing.Domain.dll\n"
        "  Billing.Api -> /home/dev/src/billing/src/Billing.Api/bin/Debug/net8.0/Billing.Api.dll\n\n"
        "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\n\nTime Elapsed 00:00:07.88",
        0,
        "Build solution",
    )
    t.say("Build succeeds with global.json pinned to 8.0.404.")


NU1301 = "error NU1301: Unable to load the service index for source https://nuget.acme.example/v3/index.json."


@case(
    "dotnet_nuget_feed_503_flaky",
    stack="dotnet-nuget",
    shape="flaky",
    project_dir="/home/dev/src/billing",
    variation="plain_retry",
    traps=[NU1301],
)
def _(t, rng):
    t.user("restore + build")
    t.bash(
        "dotnet restore",
        f"  Determining projects to restore...\n/home/dev/src/billing/src/Billing.Api/Billing.Api.csproj : {NU1301}\n"
        "  Response status code does not indicate success: 503 (Service Unavailable).\n"
        "  Failed to restore /home/dev/src/billing/src/Billing.Api/Billing.Api.csproj (in 2.8 sec).",
        1,
        "Restore",
    )
    t.say("The internal feed answered 503. Trying again.")
    t.bash(
        "dotnet restore",
        "  Determining projects to restore...\n  Restored /home/dev/src/billing/src/Billing.Api/Billing.Api.csproj (in 1.9 sec).",
        0,
        "Restore",
    )
    t.bash(
        "dotnet build --no-restore",
        "Build succeeded.\n    0 Warning(s)\n    0 Error(s)",
        0,
        "Build",
    )
    t.say("Restore and build done; the first 503 from the feed was transient.")


@case(
    "dotnet_agent_lesson_release_publish",
    stack="dotnet-nuget",
    shape="agent_lesson",
    project_dir="/home/dev/src/billing",
    variation="plain",
    expected=[agent(["-c Release"], ["dotnet publish"])],
)
def _(t, rng):
    t.user("Publish the API into ./out so I can copy it to the test VM.")
    t.bash(
        "dotnet publish src/Billing.Api -c Release -o out",
        "  Billing.Api -> /home/dev/src/billing/src/Billing.Api/bin/Release/net8.0/Billing.Api.dll\n"
        "  Billing.Api -> /home/dev/src/billing/out/",
        0,
        "Publish",
    )
    t.say(
        "Published to ./out.\n\nLesson for this repo: always call `dotnet publish` with "
        "`-c Release` here — Billing.Api's Debug configuration enables the in-memory fake "
        "payment gateway, so a Debug publish would silently skip real charges on the VM."
    )


INTL = "Root composer.json requires PHP extension ext-intl * but it is missing from your system. Install or enable PHP's intl extension."


@case(
    "php_composer_ext_intl",
    stack="php-composer",
    shape="install",
    project_dir="/home/dev/www/shopfront",
    variation="plain",
    expected=[fix(INTL, "bugfix", ["php8.3-intl"])],
)
def _(t, rng):
    t.user("set up the shopfront project locally")
    t.bash(
        "composer install",
        "Installing dependencies from lock file (including require-dev)\n"
        "Verifying lock file contents can be installed on current platform.\n"
        "Your lock file does not contain a compatible set of packages. Please run composer update.\n\n"
        f"  Problem 1\n    - {INTL}\n\nTo enable extensions, verify that they are enabled in your .ini files:\n"
        "    - /etc/php/8.3/cli/php.ini\n    - /etc/php/8.3/cli/conf.d/10-opcache.ini\n    - /etc/php/8.3/cli/conf.d/20-mbstring.ini\n"
        "You can also run `php --ini` in a terminal to see which files are used by PHP in CLI mode.\n"
        "Alternatively, you can run Composer with `--ignore-platform-req=ext-intl` to temporarily ignore these required extensions.",
        2,
        "Install PHP deps",
    )
    t.bash(
        "sudo apt-get install -y php8.3-intl",
        "Reading package lists...\nSetting up php8.3-intl (8.3.6-0ubuntu0.24.04.2) ...\n"
        "Creating config file /etc/php/8.3/mods-available/intl.ini with new version",
        0,
        "Install intl",
    )
    t.bash(
        "composer install",
        "Installing dependencies from lock file (including require-dev)\n"
        "Package operations: 93 installs, 0 updates, 0 removals\nGenerating optimized autoload files\n"
        "76 packages you are using are looking for funding.",
        0,
        "Install PHP deps",
    )
    t.say("Done: installing `php8.3-intl` satisfied ext-intl and composer install completed.")


MEM = "PHP Fatal error:  Allowed memory size of 1610612736 bytes exhausted (tried to allocate 4096 bytes)"


@case(
    "php_composer_memory_limit",
    stack="php-composer",
    shape="invocation",
    project_dir="/home/dev/www/shopfront",
    variation="env_var",
    lang="fr",
    expected=[fix(MEM, "lesson", ["COMPOSER_MEMORY_LIMIT=-1", "COMPOSER_MEMORY_LIMIT"])],
)
def _(t, rng):
    t.user("Mets à jour symfony/* en 7.1 s'il te plaît.")
    t.bash(
        "composer update 'symfony/*' --with-all-dependencies",
        "Loading composer repositories with package information\nUpdating dependencies\n"
        f"{MEM} in phar:///usr/local/bin/composer/src/Composer/DependencyResolver/RuleSetGenerator.php on line 129\n"
        "Check https://getcomposer.org/doc/articles/troubleshooting.md#memory-limit-errors for more info on how to handle out of memory errors.",
        255,
        "Update Symfony",
    )
    t.say("Composer manque de mémoire pendant la résolution. Je relance sans limite.")
    t.bash(
        "COMPOSER_MEMORY_LIMIT=-1 composer update 'symfony/*' --with-all-dependencies",
        "Loading composer repositories with package information\nUpdating dependencies\n"
        "Lock file operations: 0 installs, 31 updates, 0 removals\nWriting lock file\nGenerating optimized autoload files",
        0,
        "Update Symfony",
    )
    t.say("Mise à jour faite avec `COMPOSER_MEMORY_LIMIT=-1` devant la commande.")


PHPSTAN = "[ERROR] Found 3 errors"


@case(
    "php_commit_no_verify",
    stack="php-composer",
    shape="unfixed",
    project_dir="/home/dev/www/shopfront",
    variation="no_verify",
    traps=["--no-verify", PHPSTAN],
)
def _(t, rng):
    t.user("commit the cart refactor")
    t.bash(
        "git commit -am 'Refactor cart totals'",
        "Running pre-commit hook: phpstan analyse\n"
        " 118/118 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%\n\n ------ ------------------------------------------\n"
        "  Line   src/Cart/CartTotals.php\n ------ ------------------------------------------\n"
        "  42     Method App\\Cart\\CartTotals::net() should return int but returns float.\n"
        "  57     Parameter #1 $items of method App\\Cart\\CartTotals::sum() expects array<App\\Cart\\Item>, iterable given.\n"
        "  88     Undefined variable: $rate\n ------ ------------------------------------------\n\n"
        f" {PHPSTAN}\n\nhusky - pre-commit hook exited with code 1 (error)",
        1,
        "Commit",
    )
    t.bash(
        "git commit --no-verify -am 'Refactor cart totals'",
        "[feat/cart 4e1a9c2] Refactor cart totals\n 3 files changed, 61 insertions(+), 40 deletions(-)",
        0,
        "Commit without hooks",
    )
    t.say(
        "Committed (skipping the hook). PHPStan still reports 3 errors in CartTotals.php that need a follow-up."
    )


CLS = 'Class "App\\Services\\InvoiceMailer" not found'


@case(
    "php_artisan_dump_autoload",
    stack="php-composer",
    shape="setup",
    project_dir="/home/dev/www/shopfront",
    variation="wrong_attempts",
    expected=[fix(CLS, "bugfix", ["composer dump-autoload", "dump-autoload"])],
    traps=["cache:clear"],
)
def _(t, rng):
    fail = (
        "\n   PASS  Tests\\Unit\\CartTest\n  ✓ it adds items                                   0.02s\n"
        "  ✓ it removes items                                0.01s\n\n   FAIL  Tests\\Feature\\CheckoutTest\n"
        "  ⨯ it sends the invoice                            0.21s\n  ──────────────────────────\n"
        f"   FAILED  Tests\\Feature\\CheckoutTest > it sends the invoice           Error\n  {CLS}\n\n"
        "  at app/Http/Controllers/CheckoutController.php:31\n\n  Tests:    1 failed, 2 passed (5 assertions)\n  Duration: 0.61s"
    )
    t.user("I moved InvoiceMailer into app/Services, tests should still pass")
    t.bash("php artisan test", fail, 1, "Run tests")
    t.bash(
        "php artisan cache:clear && php artisan config:clear",
        "\n   INFO  Application cache cleared successfully.\n\n   INFO  Configuration cache cleared successfully.",
        0,
        "Clear Laravel caches",
    )
    t.bash("php artisan test", fail, 1, "Run tests")
    t.say(
        "Laravel's caches weren't it. The Composer classmap still points at the old location; regenerating it."
    )
    t.bash(
        "composer dump-autoload",
        "Generating optimized autoload files\n> Illuminate\\Foundation\\ComposerScripts::postAutoloadDump\n"
        "Generated optimized autoload files containing 6012 classes",
        0,
        "Regenerate autoloader",
    )
    t.bash(
        "php artisan test",
        "\n   PASS  Tests\\Unit\\CartTest\n   PASS  Tests\\Feature\\CheckoutTest\n\n  Tests:    3 passed (7 assertions)\n  Duration: 0.55s",
        0,
        "Run tests",
    )
    t.say(
        "Green. `composer dump-autoload` was needed after moving the class (the optimized classmap was stale)."
    )


@case(
    "swift_exploration_nothing_fixed",
    stack="swift-spm",
    shape="unfixed",
    project_dir=SPM,
    variation="exploration",
    traps=["error: no such module 'MoneyKit'", "linker command failed"],
)
def _(t, rng):
    t.user(
        "Can you see why the Linux CI image can't build ledger-swift? Just investigate, don't change anything."
    )
    t.bash(
        "swift build --static-swift-stdlib",
        "Building for debugging...\n/home/dev/src/ledger-swift/Sources/Ledger/Totals.swift:2:8: error: no such module 'MoneyKit'\nimport MoneyKit\n       ^",
        1,
        "Static build",
    )
    t.bash(
        "swift build",
        "Building for debugging...\n[38/40] Compiling Ledger Totals.swift\nerror: link command failed with exit code 1 (use -v to see invocation)\n"
        "/usr/bin/ld.gold: error: cannot find -lFoundationNetworking\nclang: error: linker command failed with exit code 1 (use -v to see invocation)",
        1,
        "Plain build",
    )
    t.bash(
        "swift --version",
        "Swift version 5.10.1 (swift-5.10.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu",
        0,
        "Toolchain version",
    )
    t.bash(
        "ls /usr/lib/swift/linux/ | head",
        "libBlocksRuntime.so\nlibdispatch.so\nlibFoundation.so\nlibswiftCore.so",
        0,
        "List runtime libs",
    )
    t.say(
        "Findings, nothing changed: the static build can't find MoneyKit, the dynamic one "
        "fails linking FoundationNetworking, which this image's runtime lacks. Likely the "
        "CI image ships a slim toolchain; I haven't fixed anything."
    )


@case(
    "swift_agent_lesson_workers",
    stack="swift-spm",
    shape="agent_lesson",
    project_dir=SPM,
    variation="plain",
    lang="sv",
    expected=[agent(["--num-workers 2", "--num-workers"])],
)
def _(t, rng):
    t.user("Kör testerna parallellt och säg hur lång tid det tar.")
    t.bash(
        "swift test --parallel --num-workers 2",
        "Building for debugging...\nBuild complete! (21.40s)\n[1/214] Testing LedgerTests.TotalsTests/testAdds\n"
        "[214/214] Testing LedgerTests.SyncTests/testResume\nExecuted 214 tests, with 0 failures (0 unexpected) in 51.2 seconds",
        0,
        "Parallel tests",
    )
    think(
        t,
        "The default worker count is one per core; on this 4 GB box that got the OOM killer last week.",
    )
    t.say(
        "214 tester, 0 fel, 51 s.\n\nLärdom för det här repot: kör alltid `swift test --parallel "
        "--num-workers 2`; standardantalet workers får maskinen att slut på minne."
    )
