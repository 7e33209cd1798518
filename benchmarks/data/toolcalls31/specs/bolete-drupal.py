# bolete-drupal: a Drupal 10 site on Lando.
PROJECT = "bolete-drupal"
ROOT = "/home/youssef/www/bolete"
STACK = ("Drupal 10.3 site for a federation of mountain huts (hut pages, bookings, trail conditions): composer with the "
         "recommended-project layout (web/ docroot, web/modules/contrib from composer), Lando for local work (lando "
         "drush, lando composer, lando npm, lando phpunit, lando phpcs), config sync in config/sync, custom module "
         "web/modules/custom/bolete_booking, custom theme web/themes/custom/bolete_theme built with npm and Sass, "
         "cweagans/composer-patches with patch files in patches/, anonymised dumps in dumps/, GitLab CI deploying tags "
         "to one VM with `drush deploy`; Camille built it, Youssef took over")
LANGUAGES = {"m02": "fr", "m05": "fr", "m06": "it"}
MEMORIES = [
    M("m01", "procedure", "Handover, Camille → Youssef (end of my contract):\n"
      "- Config lives in `config/sync/`: change it in the UI, then `lando drush cex -y` and commit the YAML. Don't hand-edit those YAML files.\n"
      "- Contrib in `web/modules/contrib/` comes from composer. To fix a contrib module, put a patch in `patches/` and list it under `extra.patches` in `composer.json`; never edit contrib in place.\n"
      "- After a pull: `lando composer install && lando drush deploy`. Not `drush updb` alone (it skips the config import).\n"
      "- `drush cim` failing with `Site UUID in source storage does not match the target storage` = your DB came from another site: `lando db-import dumps/latest.sql.gz`, never set the uuid by hand with cset.\n"
      "- `web/sites/default/settings.local.php` is yours; never commit it."),
    M("m02", "procedure", "Passation (Camille) : le thème `web/themes/custom/bolete_theme` se compile avec `lando npm run build` dans son dossier ; le CSS de `css/` est généré, on modifie `scss/`. Après tout changement d'un `*.libraries.yml` ou d'un template Twig, faire `lando drush cr`, sinon rien ne bouge. Si le build plante avec `Node Sass does not yet support your current environment`, c'est le vieux node-sass : passer par `lando npm` (Node 16) et pas par le Node de la machine."),
    M("m03", "procedure", "Release checklist (copied from the old wiki, still valid):\n"
      "1. `lando drush cex -y`, then `git status config/sync` must be clean.\n"
      "2. `lando phpcs` (Drupal + DrupalPractice) over web/modules/custom and web/themes/custom.\n"
      "3. Bump `version` in `bolete_booking.info.yml`.\n"
      "4. Tag `vYYYY.MM.N` and push the tag; CI deploys tags only.\n"
      "5. Never push to the `production` branch by hand."),
    M("m04", "bugfix", "`SQLSTATE[42S22]: Column not found: 1054 Unknown column` on a booking page right after a pull = update hooks not run: `lando drush deploy`."),
    M("m05", "bugfix", "Tests kernel : toujours `lando phpunit web/modules/custom/...`. Hors Lando, SIMPLETEST_DB n'est pas défini et PHPUnit répond `There is no database connection so no tests can be run`."),
    M("m06", "constraint", "Mai `drush sql-sync @prod @self` dal portatile: il dump di produzione contiene i dati personali degli ospiti. Usare il dump anonimizzato in `dumps/`."),
    M("m07", "procedure", "Handover from the booking API team (their Symfony repo bolete-api, not this site): `bin/console doctrine:migrations:migrate` runs only in their CI; their `config/packages/` is Symfony config; their `patches/` holds fixes to the payment SDK and each file must name its upstream ticket."),
    M("m08", "lesson", "Note to self: with twig debug on, `lando drush cr` is enough after template changes. When /hut/*/book gave a 404 I looked at `bolete_booking.routing.yml`; it was fine, the 404 was a missing 'book huts' permission for anonymous."),
    M("m09", "fact", "42 huts, 31 of them bookable online; season runs June to September."),
    M("m10", "decision", "Hut pages are a content type with paragraphs, not Layout Builder."),
    M("m11", "fact", "Youssef maintains the site from November; Camille answers questions until January."),
    M("m12", "preference", "Services are injected through create(); no \\Drupal::service() in classes."),
    M("m13", "fact", "Prod VM: web1.bolete.example, PHP 8.3-FPM, MariaDB 10.11, nginx."),
    M("m14", "decision", "Search is Search API with the database backend; no Solr."),
    M("m15", "fact", "Trail conditions come from the wardens' app as JSON every hour."),
    M("m16", "preference", "Twig: no logic beyond loops and ifs; prepare variables in preprocess."),
    M("m17", "fact", "About 9,000 bookings a season; peak in the first week of June."),
    M("m18", "decision", "Multilingual: French, Italian, German, English; French is the default."),
    M("m19", "fact", "The federation's board signs off any change to booking terms."),
]
CALLS = [
    session(),
    bash("git pull && lando drush updb -y", "Pull and run database updates", "m01", "[pre] [command] [handover] [list] updb alone; the handover says drush deploy after composer install"),
    ok(" [notice] Update started: bolete_booking_update_10004\n [notice] Update completed: bolete_booking_update_10004\n [success] Finished performing updates.", "", [], "the Pre already wanted the handover; the run itself succeeded"),
    bash("lando drush cim -y", "Import configuration"),
    bad("In ConfigImportCommands.php line 313:\n\n  The import failed due to the following reasons:\n  Site UUID in source storage does not match the target storage.\n\n", 1, "m01", "[failure] [handover] [list] the uuid mismatch the handover covers"),
    bash("lando drush cset system.site uuid 9f2c7a0e-3b41-4d6e-8c15-2a7e90b1d4f3 -y", "Set the site uuid to match config", "m01", "[pre] [command] [handover] [list] setting the uuid by hand, which the handover forbids"),
    bash("lando drush sql-sync @prod @self -y", "Pull the prod database", "m06", "[pre] [command] [single] [foreign-memory] the Italian rule: never sync prod to the laptop"),
    bash("lando db-import dumps/latest.sql.gz && lando drush deploy -y", "Import the anonymised dump and deploy"),
    bash("lando drush en layout_builder -y", "Enable Layout Builder for hut pages", "m10", "[pre] [command] [single] Layout Builder, against the paragraphs decision"),
    prompt(),
    edit("config/sync/views.view.huts.yml", "      items_per_page: 20", "      items_per_page: 30", "m01", "[file] [folder] [handover] [list] hand-editing synced config"),
    edit("web/modules/contrib/geofield/src/Plugin/Field/FieldFormatter/GeofieldLatLonFormatter.php", "    $output = ['#markup' => $value];", "    $output = ['#plain_text' => $value];", "m01", "[file] [folder] [handover] [list] editing contrib in place"),
    write("patches/geofield-latlon-plain-text.patch", "diff --git a/src/Plugin/Field/FieldFormatter/GeofieldLatLonFormatter.php b/src/Plugin/Field/FieldFormatter/GeofieldLatLonFormatter.php\n--- a/src/Plugin/Field/FieldFormatter/GeofieldLatLonFormatter.php\n+++ b/src/Plugin/Field/FieldFormatter/GeofieldLatLonFormatter.php\n@@ -71,7 +71,7 @@\n-    $output = ['#markup' => $value];\n+    $output = ['#plain_text' => $value];\n", "m01", "[file] [folder] [handover] [list] the patch folder: the handover adds it must be listed under extra.patches"),
    edit("composer.json", "            \"drupal/paragraphs\": {", "            \"drupal/geofield\": {\n                \"Plain text lat/lon\": \"patches/geofield-latlon-plain-text.patch\"\n            },\n            \"drupal/paragraphs\": {", [], "[fixed] listing the patch, as the handover says"),
    bash("lando composer install", "Apply the patch"),
    bad("Gathering patches for dependencies. This might take a minute.\n  - Installing drupal/geofield (1.59.0): Extracting archive\n  - Applying patches for drupal/geofield\n    patches/geofield-latlon-plain-text.patch (Plain text lat/lon)\n   Could not apply patch! Skipping. The error was: Cannot apply patch patches/geofield-latlon-plain-text.patch\n\nIn Patches.php line 331:\n\n  Cannot apply patch Plain text lat/lon (patches/geofield-latlon-plain-text.patch)!", 1, [], "[new] a patch that does not apply (line numbers are off); no memory covers it"),
    bash("lando drush cr", "Clear caches"),
    bad("PHP Fatal error:  Uncaught Error: Class \"Drupal\\geofield\\Plugin\\Field\\FieldFormatter\\GeofieldLatLonFormatter\" not found in /app/web/core/lib/Drupal/Component/Plugin/Factory/DefaultFactory.php:97\n [warning] Drush command terminated abnormally.", 255, [], "[new] the patch that did not apply left geofield half-installed; no memory"),
    edit("web/modules/custom/bolete_booking/bolete_booking.routing.yml", "  path: '/hut/{node}/book'", "  path: '/hut/{node}/booking'", [], "[passing-mention] the note to self names the routing file only as checked and fine"),
    bash("lando phpunit web/modules/custom/bolete_booking", "Kernel tests", timeout=600000),
    bash("vendor/bin/phpunit -c web/core web/modules/custom/bolete_booking/tests/src/Kernel", "Kernel tests without lando", timeout=600000),
    bad("PHPUnit 10.5.38 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.13\nConfiguration: /home/youssef/www/bolete/web/core/phpunit.xml.dist\n\nEEEE                                                                4 / 4 (100%)\n\nTime: 00:00.214, Memory: 12.00 MB\n\nThere were 4 errors:\n\n1) Drupal\\Tests\\bolete_booking\\Kernel\\CapacityTest::testFullHutRejects\nDrupal\\Core\\Database\\DatabaseExceptionWrapper: There is no database connection so no tests can be run. You must provide a SIMPLETEST_DB environment variable to run PHPUnit based functional tests outside of run-tests.sh. See https://www.drupal.org/node/2116263#skipped-tests for more information.\n\n/home/youssef/www/bolete/web/core/tests/Drupal/KernelTests/KernelTestBase.php:309\n\nERRORS!\nTests: 4, Assertions: 0, Errors: 4.", 2, "m05", "[failure] [single] [foreign-memory] the French note: outside Lando there is no SIMPLETEST_DB"),
    bash("export SIMPLETEST_DB=mysql://root@localhost/drupal && vendor/bin/phpunit -c web/core web/modules/custom/bolete_booking", "Set SIMPLETEST_DB by hand", "m05", "[pre] [command] [single] [foreign-memory] the wrong fix; the note says run it through lando"),
    bash("lando phpunit web/modules/custom/bolete_booking", "Kernel tests in lando", timeout=600000),
    bad("PHPUnit 10.5.38 by Sebastian Bergmann and contributors.\n\n...F                                                                4 / 4 (100%)\n\nThere was 1 failure:\n\n1) Drupal\\Tests\\bolete_booking\\Kernel\\CapacityTest::testTwelveGuestsAllowed\nFailed asserting that false is true.\n\n/app/web/modules/custom/bolete_booking/tests/src/Kernel/CapacityTest.php:58\n\nFAILURES!\nTests: 4, Assertions: 11, Failures: 1.", 1, [], "[new] a real assertion; the note's fix already applied"),
    prompt(),
    edit("web/themes/custom/bolete_theme/css/components/hut-card.css", ".hut-card__title { font-size: 1.2rem; }", ".hut-card__title { font-size: 1.4rem; }", "m02", "[file] [folder] [paragraph] [foreign-memory] [handover] generated CSS; the French handover says edit scss/"),
    edit("web/themes/custom/bolete_theme/scss/components/_hut-card.scss", "  &__title {\n    font-size: 1.2rem;", "  &__title {\n    font-size: 1.4rem;"),
    bash("cd web/themes/custom/bolete_theme && npm run build", "Build the theme"),
    bad("> bolete_theme@2.3.0 build\n> gulp sass\n\n/home/youssef/www/bolete/web/themes/custom/bolete_theme/node_modules/node-sass/lib/binding.js:15\n      throw new Error(errors.unsupportedEnvironment());\n      ^\n\nError: Node Sass does not yet support your current environment: Linux 64-bit with Unsupported runtime (120)\nFor more information on which environments are supported please see:\nhttps://github.com/sass/node-sass/releases/tag/v4.14.1\n    at module.exports (/home/youssef/www/bolete/web/themes/custom/bolete_theme/node_modules/node-sass/lib/binding.js:15:13)\n\nNode.js v21.7.3", 1, "m02", "[failure] [paragraph] [foreign-memory] [handover] the host's Node 21 against node-sass: the French paragraph's case"),
    bash("cd web/themes/custom/bolete_theme && npm rebuild node-sass", "Rebuild node-sass", "m02", "[pre] [command] [paragraph] [foreign-memory] [handover] still the host's Node; the handover says lando npm"),
    bad("gyp ERR! build error\ngyp ERR! stack Error: `make` failed with exit code: 2\ngyp ERR! node -v v21.7.3\ngyp ERR! node-gyp -v v3.8.0\nBuild failed with error code: 1\nnpm ERR! code 1\nnpm ERR! path /home/youssef/www/bolete/web/themes/custom/bolete_theme/node_modules/node-sass", 1, "m02", "[failure] [paragraph] [foreign-memory] [handover] node-sass failing to build on the host Node: the same cause"),
    bash("cd web/themes/custom/bolete_theme && lando npm run build", "Build in lando"),
    bad("> bolete_theme@2.3.0 build\n> gulp sass\n\n[11:20:41] Using gulpfile /app/web/themes/custom/bolete_theme/gulpfile.js\n[11:20:41] Starting 'sass'...\nError in plugin \"sass\"\nMessage:\n    scss/components/_hut-card.scss\nError: File to import not found or unreadable: ../abstracts/breakpoints.\n        on line 1 of scss/components/_hut-card.scss", 1, [], "[new] a broken Sass import; lando's Node works, the paragraph's case is over"),
    edit("web/themes/custom/bolete_theme/bolete_theme.libraries.yml", "    css/components/hut-card.css: {}", "    css/components/hut-card.css: {}\n    css/components/trail-status.css: {}", "m02", "[file] [paragraph] [foreign-memory] [handover] a libraries.yml change: the handover says drush cr after it"),
    edit("web/themes/custom/bolete_theme/package.json", "    \"build\": \"gulp sass\"", "    \"build\": \"gulp sass\",\n    \"watch\": \"gulp watch\"", [], "[sibling] package.json beside the theme's libraries; no rule about it"),
    edit("web/themes/custom/bolete_theme/templates/node--hut--teaser.html.twig", "<h2>{{ label }}</h2>", "<h2 class=\"hut-card__title\">{{ label }}</h2>", "m02", "[file] [folder] [paragraph] [foreign-memory] [handover] a Twig template: drush cr afterwards"),
    prompt(),
    bash("lando drush cr && curl -s -o /dev/null -w '%{http_code}' https://bolete.lndo.site/hut/12/book", "Check the booking page"),
    ok("[success] Cache rebuild complete.\n500", "", [], "[new] a 500 without its cause yet"),
    bash("lando drush watchdog:show --count=3 --severity=Error", "Recent errors", [], "[read]"),
    ok(" ---- -------------- ------ ---------- ----------------------------------------------------------------------------------\n  ID   Date           Type   Severity   Message\n ---- -------------- ------ ---------- ----------------------------------------------------------------------------------\n  9812 06/Dec 11:02   php    Error      Drupal\\Core\\Database\\DatabaseExceptionWrapper: SQLSTATE[42S22]: Column not found: 1054 Unknown column 'bolete_booking.guest_count' in 'field list': SELECT ...\n ---- -------------- ------ ---------- ----------------------------------------------------------------------------------", "", ["m04", "m01"], "[failure] [single] [handover] the unknown column after the pull: update hooks not run (the single note and the handover's pull rule)"),
    bash("lando drush deploy -y", "Run deploy locally"),
    edit("web/sites/default/settings.local.php", "$settings['cache']['bins']['render'] = 'cache.backend.null';", "# $settings['cache']['bins']['render'] = 'cache.backend.null';"),
    bash("git add web/sites/default/settings.local.php web/themes config && git commit -m 'hut cards'", "Commit", "m01", "[pre] [file] [handover] [list] settings.local.php staged, which the handover says is never committed"),
    bash("git add web/sites/default/settings.php && git commit -m 'trusted hosts'", "Commit settings.php", [], "[sibling] settings.php is committed in recommended-project; only settings.local.php is ruled"),
    session(),
    bash("lando phpcs --standard=Drupal,DrupalPractice web/modules/custom web/themes/custom", "Code sniffer"),
    bad("FILE: /app/web/modules/custom/bolete_booking/src/Form/BookingForm.php\n----------------------------------------------------------------------\nFOUND 1 ERROR AFFECTING 1 LINE\n----------------------------------------------------------------------\n 88 | ERROR | [x] Expected 1 space after \"=>\"; 2 found\n----------------------------------------------------------------------\nPHPCBF CAN FIX THE 1 MARKED SNIFF VIOLATIONS AUTOMATICALLY\n----------------------------------------------------------------------", 2, [], "[not-a-rule] the checklist's phpcs step finding a style error; the output names its fix"),
    edit("web/modules/custom/bolete_booking/bolete_booking.info.yml", "version: '2026.11.2'", "version: '2026.12.1'", [], "[fixed] the checklist's step 3, done right"),
    bash("git push origin HEAD:production", "Push to production", "m03", "[pre] [command] [list] the checklist's fifth item"),
    bash("git tag v2026.12.1 && git push origin v2026.12.1", "Tag the release"),
    bad("remote: GitLab: You are not allowed to create protected tags on this project.\nTo gitlab.bolete.example:federation/bolete.git\n ! [remote rejected] v2026.12.1 -> v2026.12.1 (pre-receive hook declined)\nerror: failed to push some refs to 'gitlab.bolete.example:federation/bolete.git'", 1, [], "[new] protected tags need a maintainer; the checklist does not say so"),
    bash("php bin/console cache:clear", "Clear the Symfony cache"),
    bad("Could not open input file: bin/console", 1, [], "[other-team] bin/console is the booking API repo's (m07)"),
    edit("web/sites/default/services.yml", "    debug: false", "    debug: true", [], "[other-team] Drupal's services.yml; m07's config rules are about the Symfony repo"),
    bash("lando drush cex -y && git status --short config/sync", "Export config"),
    ok(" [notice] Differences of the active config to the export directory:\n+------------+---------------------------+-----------+\n| Collection | Config                    | Operation |\n+------------+---------------------------+-----------+\n|            | system.performance        | Update    |\n+------------+---------------------------+-----------+\n [success] Configuration successfully exported to ../config/sync.\n M config/sync/system.performance.yml", "", [], "[fixed] the handover's export step; a normal diff"),
    edit("web/modules/custom/bolete_booking/src/Service/CapacityChecker.php", "    $bookings = $this->entityTypeManager->getStorage('booking');", "    $bookings = \\Drupal::service('entity_type.manager')->getStorage('booking');", "m12", "[single] [file] a static service call inside a class, against the injection preference"),
    edit("web/themes/custom/bolete_theme/templates/node--hut--full.html.twig", "{{ content.field_beds }}", "{% set free = node.field_beds.value - bookings|filter(b => b.date == 'now'|date('Y-m-d'))|length %}\n{% if free > 0 %}{{ free }} beds free{% endif %}", "m16", "[single] [file] counting bookings in Twig; the preference says prepare it in preprocess (also a template: cr after)"),
    bash("lando composer require drupal/search_api_solr", "Add the Solr backend", "m14", "[pre] [command] [single] Solr, against the decision to stay on the database backend"),
    bad("./composer.json has been updated\nRunning composer update drupal/search_api_solr\nLoading composer repositories with package information\nUpdating dependencies\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires drupal/search_api_solr * -> satisfiable by drupal/search_api_solr[4.3.5].\n    - drupal/search_api_solr 4.3.5 requires solarium/solarium ^6.3.5 -> found solarium/solarium[6.3.5] but it conflicts with your root composer.json require (^5.2).", 2, [], "[new] a dependency conflict; the decision memory was the Pre's business"),
    grep("guest_count", "web/modules/custom"),
    read("composer.json"),
]
