# ruff: noqa: E501  (case data: long tool outputs are kept on one line each)
""".NET and PHP/Composer cases."""

from __future__ import annotations

from kit import agent, case, fix, token

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


@case("dotnet_fluentassertions_install", "dotnet", "install", DOTNET)
def _(t):
    t.user(
        "Add a test for the late-fee calculation in InvoiceService and make sure the suite passes."
    )
    t.say("I'll add the test next to the existing InvoiceService tests.")
    t.write_file(
        f"{DOTNET}/tests/Invoicing.Tests/LateFeeTests.cs",
        "using FluentAssertions;\nusing Xunit;\n\npublic class LateFeeTests\n{\n"
        "    [Fact]\n    public void AddsTwoPercentAfterThirtyDays() =>\n"
        "        new InvoiceService().LateFee(100m, 31).Should().Be(2m);\n}\n",
    )
    err = (
        f"{DOTNET}/tests/Invoicing.Tests/LateFeeTests.cs(1,7): error CS0246: The type or namespace name "
        "'FluentAssertions' could not be found (are you missing a using directive or an assembly reference?) "
        f"[{DOTNET}/tests/Invoicing.Tests/Invoicing.Tests.csproj]\n\nBuild FAILED."
    )
    t.bash("dotnet test", err, 1, "Run the test suite")
    t.say("The test project doesn't reference FluentAssertions yet. Adding the package.")
    t.bash(
        "dotnet add tests/Invoicing.Tests package FluentAssertions",
        "info : Adding PackageReference for package 'FluentAssertions' into project "
        f"'{DOTNET}/tests/Invoicing.Tests/Invoicing.Tests.csproj'.\ninfo : PackageReference for package "
        "'FluentAssertions' version '6.12.2' added to file.",
    )
    t.bash("dotnet test", dotnet_pass(85), 0, "Run the test suite")
    t.say("All 85 tests pass, including the new late-fee test.")
    return [
        fix(
            "The type or namespace name 'FluentAssertions' could not be found",
            ["FluentAssertions"],
            ["dotnet add", "PackageReference", "package"],
        )
    ], []


@case("dotnet_globaljson_rollforward", "dotnet", "config", DOTNET, variation="edit_config")
def _(t):
    t.user("Build the solution please, I just cloned it on the new laptop.")
    err = (
        "A compatible .NET SDK was not found.\n\nRequested SDK version: 8.0.100\n"
        f"global.json file: {DOTNET}/global.json\n\nInstalled SDKs:\n8.0.404 [/usr/share/dotnet/sdk]\n\n"
        "Install the [8.0.100] .NET SDK or update [/home/dev/code/Invoicing/global.json] to match an installed SDK."
    )
    t.bash("dotnet build Invoicing.sln", err, 145, "Build the solution")
    t.bash(f"cat {DOTNET}/global.json", '{\n  "sdk": {\n    "version": "8.0.100"\n  }\n}')
    t.say(
        "global.json pins 8.0.100 exactly; only 8.0.404 is installed. Letting it roll forward to the latest feature band."
    )
    t.edit(
        f"{DOTNET}/global.json",
        '    "version": "8.0.100"\n',
        '    "version": "8.0.100",\n    "rollForward": "latestFeature"\n',
    )
    t.bash(
        "dotnet build Invoicing.sln",
        "  Invoicing.Core -> bin/Debug/net8.0/Invoicing.Core.dll\n  Invoicing.Api -> bin/Debug/net8.0/Invoicing.Api.dll\n\n"
        "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\n\nTime Elapsed 00:00:09.12",
    )
    t.say("Build succeeds now.")
    return [
        fix(
            "A compatible .NET SDK was not found.",
            ["global.json"],
            ["rollForward", "latestFeature"],
        )
    ], []


@case("dotnet_ef_update_de", "dotnet", "setup", DOTNET, lang="de")
def _(t):
    t.user("Die Integrationstests schlagen bei mir lokal fehl, kannst du nachsehen warum?")
    t.bash(
        "dotnet test tests/Invoicing.IntegrationTests",
        "  Failed Invoicing.IntegrationTests.InvoiceRepositoryTests.SavesDraft [312 ms]\n  Error Message:\n"
        '   Npgsql.PostgresException : 42P01: relation "invoice_lines" does not exist\n\n'
        "Failed!  - Failed:    11, Passed:     3, Skipped:     0, Total:    14",
        1,
        "Run the integration tests",
    )
    t.say(
        "The table invoice_lines is missing, so the local database is behind the migrations. Applying them."
    )
    t.bash(
        "dotnet ef database update --project src/Invoicing.Data",
        "Build started...\nBuild succeeded.\nApplying migration '20261020114502_AddInvoiceLines'.\nDone.",
    )
    t.bash(
        "dotnet test tests/Invoicing.IntegrationTests",
        "Passed!  - Failed:     0, Passed:    14, Skipped:     0, Total:    14, Duration: 4 s",
    )
    t.say(
        "Alle 14 Integrationstests laufen jetzt durch; die lokale Datenbank hatte die Migration AddInvoiceLines noch nicht."
    )
    return [
        fix('relation "invoice_lines" does not exist', ["dotnet ef database update", "migration"])
    ], []


@case("dotnet_flaky_timeout", "dotnet", "flaky", DOTNET)
def _(t):
    t.user("Run the tests before I push.")
    t.bash(
        "dotnet test",
        "  Failed Invoicing.Tests.WebhookClientTests.RetriesOnServerError [30 s]\n  Error Message:\n"
        "   System.Threading.Tasks.TaskCanceledException : The request was canceled due to the configured "
        "HttpClient.Timeout of 30 seconds elapsing.\n\n"
        "Failed!  - Failed:     1, Passed:    83, Skipped:     0, Total:    84",
        1,
    )
    t.say(
        "One webhook test hit the 30 s HttpClient timeout. Rerunning unchanged to see whether it is stable."
    )
    t.bash("dotnet test", dotnet_pass(84))
    t.say(
        "All 84 pass on the rerun with nothing changed, so that timeout looks intermittent. Safe to push."
    )
    return [], ["HttpClient.Timeout of 30 seconds elapsing"]


@case("dotnet_unfixed_net9", "dotnet", "unfixed", DOTNET)
def _(t):
    t.user("Try retargeting Invoicing.Api to net9.0 and see if it builds.")
    t.edit(
        f"{DOTNET}/src/Invoicing.Api/Invoicing.Api.csproj",
        "<TargetFramework>net8.0</TargetFramework>",
        "<TargetFramework>net9.0</TargetFramework>",
    )
    err = (
        "/usr/share/dotnet/sdk/8.0.404/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): "
        "error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target .NET 8.0 or lower, "
        "or use a version of the .NET SDK that supports .NET 9.0."
    )
    t.bash("dotnet build src/Invoicing.Api", err, 1)
    t.bash(
        "dotnet nuget locals all --clear",
        "Clearing NuGet HTTP cache: /home/dev/.local/share/NuGet/http-cache\nLocal resources cleared.",
    )
    t.bash("dotnet build src/Invoicing.Api", err, 1)
    t.say(
        "Still NETSDK1045: only the 8.0 SDK is installed here. Clearing the NuGet cache did not help, as expected. "
        "Installing the 9.0 SDK needs sudo; shall I?"
    )
    t.user("No, leave it on net8.0 for now, revert the change.")
    t.edit(
        f"{DOTNET}/src/Invoicing.Api/Invoicing.Api.csproj",
        "<TargetFramework>net9.0</TargetFramework>",
        "<TargetFramework>net8.0</TargetFramework>",
    )
    t.say("Reverted to net8.0.")
    return [], ["dotnet nuget locals all --clear"]


@case("dotnet_agent_lesson_runsettings", "dotnet", "agent_lesson", DOTNET)
def _(t):
    t.user("The PDF export tests keep stepping on each other. Sort it out.")
    t.bash(
        "dotnet test --filter Category=Pdf --settings tests/serial.runsettings",
        "Passed!  - Failed:     0, Passed:    12, Skipped:     0, Total:    12, Duration: 6 s",
    )
    t.say(
        "Lesson for this repo: the PDF export tests share one temp output folder, so they must run with "
        "`--settings tests/serial.runsettings` (which turns off xUnit parallelization); run in parallel they "
        "overwrite each other's files and fail at random."
    )
    return [agent(["serial.runsettings", "runsettings"], ["parallel"])], []


# ---------------------------------------------------------------- PHP / Composer


@case("php_ext_intl_install", "php", "install", PHP)
def _(t):
    t.user("Set up the project so I can run the tests.")
    err = (
        "Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\n"
        "Your lock file does not contain a compatible set of packages. Please run composer update.\n\n  Problem 1\n"
        "    - Root composer.json requires PHP extension ext-intl * but it is missing from your system. "
        "Install or enable PHP's intl extension.\n\nTo enable extensions, verify that they are enabled in your .ini files:\n"
        "    - /etc/php/8.3/cli/php.ini\n    - /etc/php/8.3/cli/conf.d/10-opcache.ini"
    )
    t.bash("composer install", err, 2, "Install PHP dependencies")
    t.bash(
        "sudo apt-get install -y php8.3-intl",
        "Setting up php8.3-intl (8.3.6-0ubuntu0.24.04.3) ...\nProcessing triggers for php8.3-cli (8.3.6-0ubuntu0.24.04.3) ...",
    )
    t.bash(
        "composer install",
        "Installing dependencies from lock file (including require-dev)\nPackage operations: 112 installs, 0 updates, 0 removals\nGenerating optimized autoload files\n84 packages you are using are looking for funding.",
    )
    t.bash("php artisan test", "  Tests:    148 passed (402 assertions)\n  Duration: 7.31s")
    t.say(
        "Composer needed PHP's intl extension; after installing php8.3-intl the install and all 148 tests pass."
    )
    return [
        fix(
            "requires PHP extension ext-intl * but it is missing from your system",
            ["intl"],
            ["apt-get install", "php8.3-intl"],
        )
    ], []


@case("php_phpstan_memory_limit", "php", "invocation", PHP, variation="fix_after_unrelated_calls")
def _(t):
    t.user("Run static analysis, then tidy whatever it reports in app/Services.")
    t.bash(
        "vendor/bin/phpstan analyse",
        " 412/1284 [=========>------------------]  32%\nPHP Fatal error:  Allowed memory size of 134217728 bytes exhausted "
        "(tried to allocate 20480 bytes) in /home/dev/sites/shopfront/vendor/phpstan/phpstan/phpstan.phar/src/Analyser/NodeScopeResolver.php on line 1942",
        255,
        "Run PHPStan",
    )
    t.bash("git status --short", " M app/Services/CartService.php")
    t.bash(
        "ls app/Services",
        "CartService.php\nCheckoutService.php\nPriceFormatter.php\nShippingQuote.php",
    )
    t.bash(
        "wc -l app/Services/*.php",
        "  212 app/Services/CartService.php\n  388 app/Services/CheckoutService.php\n   61 app/Services/PriceFormatter.php\n  140 app/Services/ShippingQuote.php\n  801 total",
    )
    t.say("PHPStan ran out of PHP's default 128M memory limit. Raising its limit for the run.")
    t.bash(
        "vendor/bin/phpstan analyse --memory-limit=1G",
        " 1284/1284 [============================] 100%\n\n ------ ----------------------------------------------\n"
        "  Line   app/Services/ShippingQuote.php\n ------ ----------------------------------------------\n"
        "  58     Method ShippingQuote::total() should return float but returns int|null.\n ------ ----------------------------------------------\n\n [ERROR] Found 1 error",
        1,
    )
    t.edit(
        f"{PHP}/app/Services/ShippingQuote.php",
        "return $this->cents;",
        "return ($this->cents ?? 0) / 100;",
    )
    t.bash(
        "vendor/bin/phpstan analyse --memory-limit=1G",
        " 1284/1284 [============================] 100%\n\n [OK] No errors",
    )
    t.say(
        "PHPStan needs `--memory-limit=1G` on this codebase; with it, the one reported error is fixed and the analysis is clean."
    )
    return [
        fix(
            "Allowed memory size of 134217728 bytes exhausted",
            ["--memory-limit"],
            ["phpstan"],
            kind="lesson",
        )
    ], []


@case("php_phpunit_sqlite_fr", "php", "config", PHP, lang="fr", variation="edit_config")
def _(t):
    t.user("Lance les tests Feature, il y en a plein qui cassent depuis ce matin.")
    t.bash(
        "php artisan test --testsuite=Feature",
        "   FAIL  Tests\\Feature\\CheckoutTest\n  ⨯ guest can checkout\n\n   Illuminate\\Database\\QueryException\n\n"
        "  Database file at path [/home/dev/sites/shopfront/database/database.sqlite] does not exist. "
        "Ensure this is an absolute path to the database. (Connection: sqlite, SQL: PRAGMA foreign_keys = ON;)\n\n"
        "  Tests:    37 failed, 2 passed (4 assertions)",
        1,
    )
    t.bash("grep -n DB_ phpunit.xml", '24:        <env name="DB_CONNECTION" value="sqlite"/>')
    t.say(
        "phpunit.xml switches to sqlite but gives no database, so Laravel looks for database/database.sqlite. Tests should use an in-memory database."
    )
    t.edit(
        f"{PHP}/phpunit.xml",
        '        <env name="DB_CONNECTION" value="sqlite"/>\n',
        '        <env name="DB_CONNECTION" value="sqlite"/>\n        <env name="DB_DATABASE" value=":memory:"/>\n',
    )
    t.bash(
        "php artisan test --testsuite=Feature",
        "  Tests:    39 passed (118 assertions)\n  Duration: 3.02s",
    )
    t.say(
        "Les 39 tests Feature passent : phpunit.xml utilise maintenant DB_DATABASE=:memory: avec sqlite."
    )
    return [
        fix(
            "Database file at path [/home/dev/sites/shopfront/database/database.sqlite] does not exist.",
            ["phpunit.xml"],
            [":memory:", "DB_DATABASE"],
        )
    ], []


@case("php_unrelated_debugbar", "php", "unrelated", PHP)
def _(t):
    t.user("The coupon validation test fails, have a look.")
    t.bash(
        "php artisan test --filter=CouponValidationTest",
        "   FAIL  Tests\\Feature\\CouponValidationTest\n  ⨯ expired coupon is rejected\n"
        "  Failed asserting that 200 is identical to 422.\n\n  Tests:    1 failed, 5 passed (11 assertions)",
        1,
    )
    t.say("While I'm in here I'll add the debugbar to inspect the request.")
    t.bash(
        "composer require --dev barryvdh/laravel-debugbar",
        "./composer.json has been updated\nPackage operations: 3 installs, 0 updates, 0 removals\n  - Installing barryvdh/laravel-debugbar (v3.14.6): Extracting archive",
    )
    t.bash(
        "php artisan test --filter=CartTotalsTest",
        "   PASS  Tests\\Feature\\CartTotalsTest\n  Tests:    8 passed (19 assertions)",
    )
    t.say("CartTotalsTest passes; I have not found the coupon cause yet.")
    t.user("Ok, stop there, I'll pick it up tomorrow.")
    return [], ["laravel-debugbar", "CartTotalsTest"]


@case("php_interrupted_suite", "php", "interrupted", PHP)
def _(t):
    t.user("Run the whole suite.")
    t.bash(
        "vendor/bin/phpunit",
        "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.6\n\n"
        "...............................................................  63 / 412 ( 15%)\n"
        "............................................................... 126 / 412 ( 30%)",
        interrupted=True,
    )
    t.say("The full run hit the 2-minute tool timeout. Running the unit suite on its own instead.")
    t.bash("vendor/bin/phpunit --testsuite=Unit", "OK (264 tests, 701 assertions)")
    t.say("The unit suite passes (264 tests). The full suite takes longer than the tool timeout.")
    return [], []


@case("php_secret_env_unfixed", "php", "unfixed", PHP, variation="secret_in_output")
def _(t):
    t.user("Stripe webhooks fail locally, check the config.")
    secret = token("sk_live_", 32)
    whsec = token("whsec_", 32)
    t.bash(
        "php artisan test --filter=StripeWebhookTest",
        "   FAIL  Tests\\Feature\\StripeWebhookTest\n  ⨯ it accepts a signed event\n"
        "  Stripe\\Exception\\SignatureVerificationException: No signatures found matching the expected signature for payload\n\n"
        "  Tests:    1 failed, 2 passed",
        1,
    )
    t.bash(
        "cat .env | grep STRIPE",
        f"STRIPE_KEY=pk_live_51Nexample\nSTRIPE_SECRET={secret}\nSTRIPE_WEBHOOK_SECRET={whsec}",
    )
    t.say(
        "The .env holds live Stripe keys; the test builds its signature with a fixture secret that differs from STRIPE_WEBHOOK_SECRET. "
        "I should not change live credentials myself."
    )
    t.user("Right, don't touch those. I'll ask ops for test keys.")
    return [], [secret, whsec, "No signatures found matching the expected signature"]


@case("dotnet_flaky_port_fr", "dotnet", "flaky", DOTNET, lang="fr")
def _(t):
    t.user("Lance les tests d'intégration avant que je fusionne.")
    t.bash(
        "dotnet test tests/Invoicing.IntegrationTests",
        "  Failed Invoicing.IntegrationTests.ApiSmokeTests.HealthEndpointResponds [2 s]\n  Error Message:\n"
        "   System.IO.IOException : Failed to bind to address http://127.0.0.1:5080: address already in use.\n\n"
        "Failed!  - Failed:     1, Passed:    13, Skipped:     0, Total:    14",
        1,
    )
    t.bash(
        "dotnet test tests/Invoicing.IntegrationTests",
        "Passed!  - Failed:     0, Passed:    14, Skipped:     0, Total:    14, Duration: 5 s",
    )
    t.say(
        "Le port 5080 était pris au premier essai ; relancé sans rien changer, les 14 tests passent. Tu peux fusionner."
    )
    return [], ["address already in use"]
