PROJECT = "stonechat-laravel"
ROOT = "/Users/kasia/Sites/stonechat"
STACK = ("PHP 8.3 / Laravel 11 booking app for a dog-grooming salon: Sail (docker compose with "
         "mysql 8.0, redis, mailpit), Livewire 3, Pest 3 tests, Pint (pint.json), Larastan "
         "(phpstan.neon with a phpstan-baseline.neon), Vite with npm and package-lock.json, "
         "composer.lock committed, .env.example, a Forge deploy script kept in scripts/deploy.sh, "
         "GitHub Actions CI (tests.yml, static.yml)")
LANGUAGES = {"m06": "pl", "m07": "fr", "m19": "it"}
MEMORIES = [
    M("m01", "constraint", "formatting is Pint only (pint.json, laravel preset + our ordered_imports). "
      "php-cs-fixer directly fights it - don't add a .php-cs-fixer.php"),
    M("m02", "constraint", "phpstan-baseline.neon only ever shrinks. Never regenerate it "
      "(--generate-baseline) to make new errors go away; fix them or ignore one line with a reason."),
    M("m03", "fact", "phpstan.neon: larastan, level 6, paths app/ and database/factories."),
    M("m04", "procedure", "artisan/composer through sail: ./vendor/bin/sail artisan ... The mac's own php "
      "is 8.1 and composer's platform check fails on it."),
    M("m05", "bugfix", "Pest 'SQLSTATE[HY000] [2002] Connection refused' = sail is not up (phpunit.xml "
      "has DB_HOST=mysql). sail up -d. Do not switch phpunit.xml to sqlite: the bookings JSON "
      "column queries need MySQL."),
    M("m06", "constraint", "Plik .env.example: APP_KEY zostaw pusty, nigdy nie wklejaj prawdziwego klucza "
      "ani haseł z Forge."),
    M("m07", "constraint", "composer.lock : on fait `composer update <paquet>`, jamais `composer update` "
      "tout court - ça a cassé la prod en mars (livewire 3.4 -> 3.5)."),
    M("m08", "lesson", "About scripts/deploy.sh (the Forge deploy script we keep in git and paste "
      "into Forge): it grew from the default Forge template, we added the npm ci and the build step "
      "in 2025 and removed the old horizon:terminate when we dropped Horizon. The order matters in "
      "one place only: queue:restart must be the very last line, after the build and after "
      "optimize, "
      "otherwise the workers pick up half-deployed code. Forge also keeps its own copy, so after "
      "changing the file tell Kasia to paste it."),
    M("m09", "lesson", "Note to self: in CI, larastan runs with --error-format=github, so the log only "
      "says '[ERROR] Found 3 errors' and the errors are annotations on the PR. Locally run "
      "./vendor/bin/sail php vendor/bin/phpstan analyse --error-format=table to see them."),
    M("m10", "constraint", "dont commit public/build, vite builds it on the server during deploy. its in "
      ".gitignore for a reason"),
    M("m11", "constraint", "vite.config.js: keep server.hmr.host = 'localhost', HMR breaks inside sail "
      "without it."),
    M("m12", "fact", "The salon owners are Basia and Marek; Marek does the pricing."),
    M("m13", "fact", "Forge server: stonechat-prod (198.51.100.23), Ubuntu 24.04, PHP 8.3 FPM."),
    M("m14", "preference", "Reply in English even when I write in Polish.", "user"),
    M("m15", "decision", "mailables -> markdown templates only"),
    M("m16", "fact", "Sail's mysql is 8.0 like prod."),
    M("m17", "fact", "Slots are 30 min; Saturdays close at 14:00."),
    M("m18", "decision", "laravel/dusk was removed in 2025. Browser tests live in the separate "
      "stonechat-e2e Playwright repo; don't add dusk back."),
    M("m19", "constraint", "Le migrazioni che aggiungono colonne a bookings devono avere un default o "
      "essere nullable: la tabella è grande e in prod va in lock."),
    M("m20", "preference", "new tests in Pest style with expect(), not $this->assert...", "user"),
]
CALLS = [
    bash("php artisan migrate", "Run migrations", want="m04",
         note="artisan on the host php; m04 says through sail"),
    bad("Composer detected issues in your platform: Your Composer dependencies require a PHP version \">= 8.2.0\". You are running 8.1.29.\nPHP Fatal error:  Composer detected issues in your platform in /Users/kasia/Sites/stonechat/vendor/composer/platform_check.php on line 24",
        code=255, want="m04", note="[fail] the platform check m04 describes"),
    bash("./vendor/bin/sail artisan migrate", "Run migrations in sail", note="[rerun] already right"),
    bad("   Illuminate\\Database\\QueryException\n\n  SQLSTATE[HY000] [2002] Connection refused (Connection: mysql, SQL: select table_name as `name` from information_schema.tables where table_schema = 'stonechat')",
        want="m05", note="[fail] [container] sail's mysql not up; m05 (its first clause)"),
    bash("./vendor/bin/sail up -d && ./vendor/bin/sail artisan migrate", "Start sail and migrate",
         note="[container] [chain] [rerun]"),
    ok("[+] Running 4/4\n ✔ Container stonechat-mysql-1    Healthy\n ✔ Container stonechat-redis-1    Started\n ✔ Container stonechat-mailpit-1  Started\n ✔ Container stonechat-laravel.test-1  Started\n\n   INFO  Running migrations.\n\n  2026_11_02_081500_add_coat_type_to_bookings .................. 18.04ms DONE", note="[chain] output of a chained command"),
    read("phpunit.xml"),
    edit("phpunit.xml", "<env name=\"DB_CONNECTION\" value=\"mysql\"/>", "<env name=\"DB_CONNECTION\" value=\"sqlite\"/>\n        <env name=\"DB_DATABASE\" value=\":memory:\"/>",
         want="m05", note="switching tests to sqlite; m05 says don't (its second clause)"),
    prompt(),
    write("database/migrations/2026_11_12_090000_add_groomer_note_to_bookings.php",
          "<?php\n\nuse Illuminate\\Database\\Migrations\\Migration;\nuse Illuminate\\Database\\Schema\\Blueprint;\nuse Illuminate\\Support\\Facades\\Schema;\n\nreturn new class extends Migration\n{\n    public function up(): void\n    {\n        Schema::table('bookings', function (Blueprint $table) {\n            $table->string('groomer_note', 500);\n        });\n    }\n\n    public function down(): void\n    {\n        Schema::table('bookings', function (Blueprint $table) {\n            $table->dropColumn('groomer_note');\n        });\n    }\n};\n",
          want="m19", note="[new] [foreign] a NOT NULL column without default on bookings; m19 (Italian)"),
    write("database/migrations/2026_11_12_091000_create_coupons_table.php",
          "<?php\n\nuse Illuminate\\Database\\Migrations\\Migration;\nuse Illuminate\\Database\\Schema\\Blueprint;\nuse Illuminate\\Support\\Facades\\Schema;\n\nreturn new class extends Migration\n{\n    public function up(): void\n    {\n        Schema::create('coupons', function (Blueprint $table) {\n            $table->id();\n            $table->string('code')->unique();\n            $table->unsignedTinyInteger('percent');\n            $table->timestamps();\n        });\n    }\n\n    public function down(): void\n    {\n        Schema::dropIfExists('coupons');\n    }\n};\n",
          note="[new] [near] a new table, not a column on bookings"),
    write("tests/Feature/CouponTest.php",
          "<?php\n\nuse App\\Models\\Coupon;\n\nit('applies a percent coupon', function () {\n    $coupon = Coupon::factory()->create(['percent' => 10]);\n    $this->assertEquals(4500, $coupon->apply(5000));\n});\n",
          want="m20", note="[new] a new test with $this->assert; m20 (the user's style)"),
    write("tests/Feature/CouponCodeTest.php",
          "<?php\n\nuse App\\Models\\Coupon;\n\nit('uppercases codes', function () {\n    expect(Coupon::factory()->create(['code' => 'summer'])->code)->toBe('SUMMER');\n});\n",
          note="[new] [near] a new test already in expect() style"),
    bash("./vendor/bin/sail test --filter=Coupon", "Run coupon tests"),
    ok("   PASS  Tests\\Feature\\CouponTest\n  ✓ applies a percent coupon                          0.21s\n   PASS  Tests\\Feature\\CouponCodeTest\n  ✓ uppercases codes                                 0.04s\n\n  Tests:    2 passed (2 assertions)\n  Duration: 0.61s"),
    session(),
    bash("./vendor/bin/sail composer update", "Update composer deps", want="m07",
         note="[lockfile] [foreign] a bare composer update; m07 (French)"),
    bash("./vendor/bin/sail composer update livewire/livewire --with-dependencies", "Update only livewire",
         note="[lockfile] [rerun] by name, as m07 says"),
    ok("Loading composer repositories with package information\nUpdating dependencies\nLock file operations: 0 installs, 1 update, 0 removals\n  - Upgrading livewire/livewire (v3.5.6 => v3.5.12)\nWriting lock file\nGenerating optimized autoload files"),
    bash("npm install -D @tailwindcss/forms@latest && git diff --stat package-lock.json", "Add tailwind forms plugin",
         note="[lockfile] [chain] an npm dev dependency; no memory"),
    ok("added 2 packages, and audited 164 packages in 3s\n package-lock.json | 24 ++++++++++++++++++++++++\n 1 file changed, 24 insertions(+)", note="[chain] output of a chained command"),
    edit("vite.config.js", "        hmr: {\n            host: 'localhost',\n        },\n", "",
         want="m11", note="[lintcfg] removing the hmr host; m11 (whole file is vite config)"),
    edit("vite.config.js", "input: ['resources/css/app.css', 'resources/js/app.js'],", "input: ['resources/css/app.css', 'resources/js/app.js', 'resources/js/calendar.js'],",
         note="[near] [again] another vite input; m11 is about hmr"),
    bash("npm run build && git add -A public/build", "Build assets and stage them", want="m10",
         note="[chain] [typo] staging public/build; m10"),
    bash("npm run build 2>&1 | tail -4", "Build assets", note="[rerun] [chain] just the build"),
    ok("public/build/assets/app-4f2a9c1e.css   38.12 kB │ gzip:  7.01 kB\npublic/build/assets/app-b71d0e33.js    91.40 kB │ gzip: 33.95 kB\n✓ built in 1.92s", note="[chain] output of a chained command"),
    prompt(),
    bash("./vendor/bin/sail php vendor/bin/phpstan analyse --memory-limit=1G", "Run larastan",
         note="[lintcfg]"),
    bad(" ------ -------------------------------------------------------------------\n  Line   app/Livewire/BookingForm.php\n ------ -------------------------------------------------------------------\n  57     Property App\\Livewire\\BookingForm::$coupon (App\\Models\\Coupon) does\n         not accept App\\Models\\Coupon|null.\n         🪪  assign.propertyType\n ------ -------------------------------------------------------------------\n\n [ERROR] Found 1 error",
        note="[fail] [lintcfg] a real type error, shown whole; no memory explains it"),
    bash("./vendor/bin/sail php vendor/bin/phpstan analyse --generate-baseline", "Regenerate the baseline",
         want="m02", note="[lintcfg] [rerun] [same] regenerating the baseline to hide it; m02 (not m03)"),
    edit("app/Livewire/BookingForm.php", "    public Coupon $coupon;", "    public ?Coupon $coupon = null;"),
    edit("phpstan.neon", "    level: 6", "    level: 7", note="[lintcfg] [same] raising the level; m03 is a fact that becomes stale but nothing wrong, m02 not touched"),
    bash("./vendor/bin/sail php vendor/bin/phpstan analyse --memory-limit=1G 2>&1 | tail -3", "Rerun larastan",
         note="[lintcfg] [rerun] [chain]"),
    ok(" [OK] No errors", note="[chain] output of a chained command"),
    read(".github/workflows/static.yml", note="[ci] control"),
    bash("gh run view --log-failed | grep -A3 phpstan", "Look at the CI failure", note="[ci] [chain]"),
    ok("static  Run vendor/bin/phpstan analyse --error-format=github\nstatic  Note: Using configuration file /home/runner/work/stonechat/stonechat/phpstan.neon.\nstatic   [ERROR] Found 2 errors",
       want="m09", note="[chain] [ci] [self] only the count survives in the CI log; m09 says run it locally with table format"),
    bash("./vendor/bin/sail php vendor/bin/phpstan analyse --error-format=table", "See the errors locally",
         note="[lintcfg] [rerun] already what m09 says"),
    bad(" ------ --------------------------------------------------------------\n  Line   database/factories/CouponFactory.php\n ------ --------------------------------------------------------------\n  21     Method Database\\Factories\\CouponFactory::definition() return type\n         has no value type specified in iterable type array.\n ------ --------------------------------------------------------------\n\n [ERROR] Found 2 errors",
        note="[fail] [lintcfg] ordinary findings; no memory"),
    session(),
    read("scripts/deploy.sh", note="[script] control"),
    edit("scripts/deploy.sh", "$FORGE_PHP artisan migrate --force\n$FORGE_PHP artisan queue:restart\nnpm ci\nnpm run build",
         "$FORGE_PHP artisan migrate --force\nnpm ci\nnpm run build\n$FORGE_PHP artisan queue:restart",
         note="[script] [same] moving queue:restart last is what m08 asks: already right"),
    edit("scripts/deploy.sh", "$FORGE_PHP artisan optimize", "$FORGE_PHP artisan optimize\n$FORGE_PHP artisan queue:restart\n$FORGE_PHP artisan storage:link",
         want="m08", note="[script] [buried] storage:link after queue:restart; m08's middle clause"),
    bash("shellcheck scripts/*.sh", "Lint the scripts", note="[script] [lintcfg]"),
    bad("In scripts/deploy.sh line 3:\ncd $FORGE_SITE_PATH\n   ^---------------^ SC2086 (info): Double quote to prevent globbing and word splitting.\n\nDid you mean:\ncd \"$FORGE_SITE_PATH\"",
        note="[fail] [script] shellcheck names its fix"),
    edit("scripts/deploy.sh", "cd $FORGE_SITE_PATH", "cd \"$FORGE_SITE_PATH\"", note="[script] [again]"),
    prompt(),
    edit(".env.example", "APP_KEY=", "APP_KEY=base64:SYNTHETIC-appkey-0000000000000000000000000000=",
         want="m06", note="[envfile] [foreign] a key pasted into .env.example; m06 (Polish)"),
    edit(".env.example", "MAIL_MAILER=smtp", "MAIL_MAILER=log", note="[envfile] [near] another line of .env.example"),
    edit(".env", "MAIL_MAILER=smtp", "MAIL_MAILER=log", note="[envfile] [near] the local .env"),
    write(".php-cs-fixer.php", "<?php\n\nreturn (new PhpCsFixer\\Config())\n    ->setRules(['@PSR12' => true, 'ordered_imports' => true])\n    ->setFinder(PhpCsFixer\\Finder::create()->in(__DIR__.'/app'));\n",
          want="m01", note="[new] [lintcfg] a php-cs-fixer config; m01"),
    bash("./vendor/bin/sail pint --test", "Check formatting", note="[lintcfg]"),
    bad("  ......⨯.......................................................\n\n  ────────────────────────────────────────────────────── Laravel  \n    FAIL   ........................................ 63 files, 1 style issue  \n  ⨯ app/Livewire/BookingForm.php                        ordered_imports",
        note="[fail] [lintcfg] pint names the rule; running pint fixes it"),
    bash("./vendor/bin/sail pint", "Fix formatting", note="[lintcfg] [rerun]"),
    ok("  ✓ app/Livewire/BookingForm.php    ordered_imports\n\n  FIXED   ........................................ 63 files, 1 style issue fixed"),
    edit("pint.json", "\"preset\": \"laravel\",", "\"preset\": \"laravel\",\n    \"rules\": {\"not_operator_with_successor_space\": false},",
         note="[lintcfg] [near] tuning pint itself is fine"),
    write("app/Mail/BookingReminder.php",
          "<?php\n\nnamespace App\\Mail;\n\nuse Illuminate\\Mail\\Mailable;\nuse Illuminate\\Mail\\Mailables\\Content;\n\nclass BookingReminder extends Mailable\n{\n    public function content(): Content\n    {\n        return new Content(view: 'mail.booking-reminder');\n    }\n}\n",
          want="m15", note="[new] [terse] a mailable with a blade view, not markdown; m15"),
    bash("composer require --dev laravel/dusk", "Add dusk for a browser test", want=["m18", "m04"],
         note="[lockfile] dusk was removed (m18), and composer on the host php (m04)"),
    bash("git log --oneline -5 -- composer.json", "History of composer.json", note="[near] [lockfile] harmless"),
    ok("a81f0c2 Bump livewire to 3.5.12\n07be4d9 Remove dusk (e2e moved to stonechat-e2e)\n3d1e9f0 Add pest 3"),
    glob("database/migrations/*bookings*"),
]
