"""fixes8 cases, part b: more sessions that leave a fix memory (languages, web, infra)."""

from __future__ import annotations

import random

from kit import T, fix, joined, noise, token
from cases_a import case

E_BB = "Please use a locale setting which supports UTF-8 (such as LANG=en_US.UTF-8)."


@case("bitbake_locale_uz", "yocto-bitbake", "setup", "plain", "uz", "/home/dev/src/poky",
      [fix(E_BB, ["locale-gen"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Yangi build konteynerida core-image-minimal ni yig'ib ber, iltimos.")
    t.bash("source oe-init-build-env build >/dev/null && bitbake core-image-minimal", joined(
        "ERROR: The following required tools (as specified by HOSTTOOLS) appear to be unavailable in PATH, please install them in order to proceed:", "  chrpath diffstat lz4c",
        E_BB, "Python can't change the filesystem locale after loading so we need a UTF-8 when Python starts or things won't work."), 1)
    t.say("Ikki muammo bor: HOSTTOOLS ro'yxatidagi paketlar yo'q va konteynerda UTF-8 locale yo'q. Paketlarni o'rnatib, en_US.UTF-8 locale'ni yarataman.")
    t.bash("sudo apt-get install -y chrpath diffstat lz4 locales && sudo locale-gen en_US.UTF-8 && export LANG=en_US.UTF-8", "Setting up chrpath (0.16-2) ...\nSetting up diffstat (1.65-1) ...\nSetting up lz4 (1.9.4-1) ...\nGenerating locales (this might take a while)...\n  en_US.UTF-8... done\nGeneration complete.")
    t.bash("export LANG=en_US.UTF-8 && source oe-init-build-env build >/dev/null && bitbake core-image-minimal 2>&1 | tail -3", "NOTE: Tasks Summary: Attempted 4318 tasks of which 0 didn't need to be rerun and all succeeded.\nNOTE: Writing buildhistory\nNOTE: Build completed successfully")
    t.say("Tayyor. `chrpath diffstat lz4` o'rnatildi va `sudo locale-gen en_US.UTF-8` + `export LANG=en_US.UTF-8` bilan bitbake muvaffaqiyatli tugadi.")


E_FORGE = 'Source "@openzeppelin/contracts/token/ERC20/ERC20.sol" not found: File not found. Searched the following locations: "/home/dev/src/tollgate".'


@case("forge_remappings_chatty", "foundry", "config", "config_other_tool_file", "en", "/home/dev/src/tollgate",
      [fix(E_FORGE, ["remappings.txt", "remappings"], ["lib/openzeppelin-contracts"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Hi! I'm new to Foundry, coming from Hardhat. I installed OpenZeppelin with forge install and imports still fail. Can you explain what's going on and fix it? Don't switch us back to npm packages please.")
    t.bash("forge build", joined("[⠊] Compiling...", "[⠒] Unable to resolve imports:", '      "@openzeppelin/contracts/token/ERC20/ERC20.sol" in "/home/dev/src/tollgate/src/Toll.sol"', "with remappings:", "      forge-std/=lib/forge-std/src/",
        "[⠢] Compiling 14 files with Solc 0.8.26", "[⠆] Solc 0.8.26 finished in 41.22ms", "Error: ", "Compiler run failed:", "Error (6275): " + E_FORGE,
        " --> src/Toll.sol:4:1:", "  |", '4 | import "@openzeppelin/contracts/token/ERC20/ERC20.sol";', "  | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"), 1)
    t.say("In Hardhat, `@openzeppelin/...` resolves through node_modules. Foundry has no node_modules: `forge install` put the library in lib/openzeppelin-contracts, and solc only finds it under the `@openzeppelin/` name if there is a remapping. The output lists the remappings it knows, and only forge-std is there.")
    t.user("Where do remappings go? foundry.toml?")
    t.say("Either works: `remappings = [...]` in foundry.toml, or a remappings.txt at the root, which editors' Solidity plugins also read. I'll use remappings.txt so VS Code resolves the imports too.")
    t.bash("ls lib/openzeppelin-contracts/contracts | head -3", "access\naccount\nfinance")
    t.write_file("/home/dev/src/tollgate/remappings.txt", "@openzeppelin/contracts/=lib/openzeppelin-contracts/contracts/\nforge-std/=lib/forge-std/src/\n")
    t.bash("forge build && forge test 2>&1 | tail -2", "[⠊] Compiling...\n[⠒] Compiling 39 files with Solc 0.8.26\n[⠢] Solc 0.8.26 finished in 2.91s\nCompiler run successful!\nSuite result: ok. 9 passed; 0 failed; 0 skipped; finished in 5.12ms (3.40ms CPU time)\nRan 1 test suite in 11.03ms (5.12ms CPU time): 9 passed, 0 failed, 0 skipped (9 total tests)")
    t.user("nice, thanks. so every forge install needs a remapping?")
    t.say("Only when the import path doesn't match lib/<name>/src; `forge remappings` prints what Foundry infers. Summary: the build failed because `@openzeppelin/contracts/` had no remapping; a remappings.txt mapping it to lib/openzeppelin-contracts/contracts/ fixed it, and all 9 tests pass.")


E_NOMAD = 'Error querying jobs: Get "http://127.0.0.1:4646/v1/jobs": dial tcp 127.0.0.1:4646: connect: connection refused'


@case("nomad_addr_from_docs_mn", "nomad", "invocation", "found_in_readme", "mn", "/home/dev/src/platform-jobs",
      [fix(E_NOMAD, ["NOMAD_ADDR"], kind="lesson")])
def _(t: T, rng: random.Random) -> None:
    t.user("Staging дээрх ажлуудын жагсаалтыг харуулаач (nomad job status).")
    t.bash("nomad job status", E_NOMAD, 1)
    t.say("Nomad нь анхдагчаар localhost руу холбогдож байна. Энэ repo-н баримт бичигт кластерын хаяг байгаа эсэхийг шалгая.")
    t.read("/home/dev/src/platform-jobs/docs/operating.md", "# Operating the jobs\n\nThe staging cluster is reached over TLS:\n\n    export NOMAD_ADDR=https://nomad.staging.platform.example:4646\n    export NOMAD_CACERT=$PWD/certs/nomad-ca.pem\n\nThen `nomad job status` / `nomad job plan jobs/<name>.nomad.hcl`.")
    t.bash("export NOMAD_ADDR=https://nomad.staging.platform.example:4646 NOMAD_CACERT=$PWD/certs/nomad-ca.pem && nomad job status", "ID          Type     Priority  Status   Submit Date\napi         service  50        running  2026-11-19T16:02:11Z\nbilling     service  50        running  2026-11-20T08:44:57Z\nnightly-gc  batch    30        dead     2026-11-22T02:00:00Z")
    t.say("Гурван ажил байна: api, billing ажиллаж байна, nightly-gc дууссан. docs/operating.md-д заасны дагуу `NOMAD_ADDR` болон `NOMAD_CACERT`-ийг export хийх шаардлагатай.")


E_SOPS = "failed to load age identities. Did not find keys in locations 'SOPS_AGE_SSH_PRIVATE_KEY_FILE', '/home/dev/.ssh/id_ed25519', '/home/dev/.ssh/id_rsa', 'SOPS_AGE_KEY', 'SOPS_AGE_KEY_FILE', 'SOPS_AGE_KEY_CMD', and '/home/dev/.config/sops/age/keys.txt'."


def _sops_secret() -> str:
    return "pw-" + token(random.Random("fixes8/sops_age_key_secret/pw"), 22)


@case("sops_age_key_secret", "sops", "invocation", "secret_in_output", "en", "/home/dev/src/infra-secrets",
      [fix(E_SOPS, ["SOPS_AGE_KEY_FILE"], kind="lesson")], [_sops_secret()])
def _(t: T, rng: random.Random) -> None:
    t.user("Check that secrets/staging.enc.yaml still decrypts after Ana rotated the recipients. My age key is in ~/keys/age-work.txt, not the default place.")
    t.bash("sops -d secrets/staging.enc.yaml", "Failed to get the data key required to decrypt the SOPS file.\n\nGroup 0: FAILED\n  age1q8v3x0n6ly4m2kc9rj7d5pw8ue0tsh2fg6za3nyx4lq9c7vr5mks0dj2ep: FAILED\n    - | " + E_SOPS + "\n\nRecovery failed because no master key was able to decrypt the file. In\norder for SOPS to recover the file, at least one key has to be successful,\nbut none were.", 128)
    t.say("sops only looks for age keys in the default locations. Pointing it at your key file:")
    t.bash("export SOPS_AGE_KEY_FILE=~/keys/age-work.txt && sops -d secrets/staging.enc.yaml", "db:\n  host: pg.staging.infra.example\n  user: app\n  password: " + _sops_secret() + "\nsmtp:\n  host: smtp.infra.example\n  port: 587")
    t.say("It decrypts with the new recipients. The fix was `export SOPS_AGE_KEY_FILE=~/keys/age-work.txt`, since your key isn't in ~/.config/sops/age/keys.txt. I won't repeat the decrypted values here; consider clearing the terminal scrollback.")


E_SYMFONY = 'Unable to write in the "/home/dev/src/shopfront/var/cache/dev" directory.'


@case("symfony_var_perms_twice", "symfony-console", "setup", "same_failure_twice", "en", "/home/dev/src/shopfront",
      [fix(E_SYMFONY, ["chown -R", "setfacl"], ["var/"])])
def _(t: T, rng: random.Random) -> None:
    t.user("clear the symfony cache and run the migrations, then the functional tests")
    t.bash("php bin/console cache:clear", "\nIn CacheWarmerAggregate.php line 61:\n                                                                               \n  " + E_SYMFONY + "\n                                                                               \n\ncache:clear [--no-warmup] [--no-optional-warmers]", 1)
    t.bash("ls -ld var var/cache var/cache/dev", "drwxr-xr-x 4 www-data www-data 4096 Nov 23 09:10 var\ndrwxr-xr-x 3 www-data www-data 4096 Nov 23 09:10 var/cache\ndrwxr-xr-x 9 www-data www-data 4096 Nov 23 09:12 var/cache/dev")
    t.say("var/ is owned by www-data (the php-fpm container wrote it), so the CLI as dev can't write. Giving it back to dev with the www-data group writable, so both can write:")
    t.bash("sudo chown -R dev:www-data var/ && sudo chmod -R g+w var/ && php bin/console cache:clear", "\n // Clearing the cache for the dev environment with debug true\n\n [OK] Cache for the \"dev\" environment (debug=true) was successfully cleared.")
    t.bash("php bin/console doctrine:migrations:migrate -n", "[notice] Migrating up to DoctrineMigrations\\Version20261122154102\n[notice] finished in 211.4ms, used 20M memory, 3 migrations executed, 9 sql queries")
    t.bash("docker compose restart php && sleep 3 && php bin/console cache:clear", "\nIn CacheWarmerAggregate.php line 61:\n                                                                               \n  " + E_SYMFONY + "\n                                                                               ", 1)
    t.say("Restarting php-fpm recreated var/cache/dev as www-data again. Same fix:")
    t.bash("sudo chown -R dev:www-data var/ && sudo chmod -R g+w var/ && php bin/console cache:clear && php bin/phpunit --testsuite functional | tail -2", " [OK] Cache for the \"dev\" environment (debug=true) was successfully cleared.\n\nOK (58 tests, 203 assertions)")
    t.say("Cache cleared, 3 migrations ran, 58 functional tests pass. The error came twice because the php-fpm container recreates var/cache as www-data; both times `sudo chown -R dev:www-data var/ && sudo chmod -R g+w var/` fixed it. A lasting fix would be running php-fpm with your uid.")


E_JEKYLL = "cannot load such file -- webrick (LoadError)"


@case("jekyll_webrick_te", "jekyll", "install", "plain", "te", "/home/dev/src/teamblog",
      [fix(E_JEKYLL, ["bundle add webrick"])])
def _(t: T, rng: random.Random) -> None:
    t.user("బ్లాగ్‌ను లోకల్‌గా చూడాలి, `bundle exec jekyll serve` రన్ చేయండి.")
    t.bash("bundle exec jekyll serve", joined("Configuration file: /home/dev/src/teamblog/_config.yml", "            Source: /home/dev/src/teamblog", "       Destination: /home/dev/src/teamblog/_site",
        " Incremental build: disabled. Enable with --incremental", "      Generating... ", "                    done in 1.204 seconds.", " Auto-regeneration: enabled for '/home/dev/src/teamblog'",
        "bundler: failed to load command: jekyll (/home/dev/.gem/ruby/3.3.0/bin/jekyll)", "/home/dev/.gem/ruby/3.3.0/gems/jekyll-4.2.2/lib/jekyll/commands/serve/servlet.rb:3:in `require': " + E_JEKYLL,
        "\tfrom /home/dev/.gem/ruby/3.3.0/gems/jekyll-4.2.2/lib/jekyll/commands/serve/servlet.rb:3:in `<top (required)>'"), 1)
    t.say("Ruby 3.0 నుండి webrick డిఫాల్ట్‌గా రాదు; Jekyll 4.2 దాన్ని Gemfile లో కోరుతుంది. దాన్ని జోడిస్తాను.")
    t.bash("bundle add webrick && timeout 8 bundle exec jekyll serve | tail -2", "Fetching webrick 1.9.0\nInstalling webrick 1.9.0\n    Server address: http://127.0.0.1:4000/\n  Server running... press ctrl-c to stop.")
    t.say("సర్వర్ http://127.0.0.1:4000/ లో నడుస్తోంది. `bundle add webrick` తో సమస్య పరిష్కారమైంది.")


E_PIPENV = "Your Pipfile.lock (3d4f1a) is out of date. Expected: (b8e2c0)."


@case("pipenv_lock_deploy_chatty", "pipenv", "setup", "chatty_user_explains", "en", "/home/dev/src/reportsvc",
      [fix(E_PIPENV, ["pipenv lock"])], ["--skip-lock"])
def _(t: T, rng: random.Random) -> None:
    t.user("Context first: CI installs with `pipenv install --deploy` so a stale lock fails loudly. I added `openpyxl` to the Pipfile by hand this morning. Please get the install working locally the same way CI does it.")
    t.bash("pipenv install --deploy", "Loading .env environment variables...\nInstalling dependencies from Pipfile.lock (3d4f1a)...\n" + E_PIPENV + "\nERROR:: Aborting deploy", 1)
    t.say("That's the --deploy guard doing its job: the Pipfile changed (openpyxl), so its hash no longer matches the lock. I could install with `--skip-lock`, but that would not match CI at all. The right step is to regenerate the lock and then install with --deploy like CI.")
    t.user("Agreed, don't skip the lock. Will re-locking bump everything else?")
    t.say("`pipenv lock` re-resolves the whole graph, so other packages can move within their Pipfile ranges. I'll show you the diff of the lock before we commit it.")
    t.bash("pipenv lock && git diff --stat Pipfile.lock", "Locking [packages] dependencies...\nBuilding requirements...\nResolving dependencies...\n✔ Success!\nLocking [dev-packages] dependencies...\n✔ Success!\nUpdated Pipfile.lock (b8e2c0)!\n Pipfile.lock | 24 +++++++++++++++++++++++-\n 1 file changed, 23 insertions(+), 1 deletion(-)")
    t.bash("pipenv install --deploy && pipenv run pytest -q | tail -1", "Installing dependencies from Pipfile.lock (b8e2c0)...\n47 passed in 3.02s")
    t.say("Only openpyxl and et-xmlfile were added to the lock; nothing else moved. `pipenv lock` then `pipenv install --deploy` works, 47 tests pass. Commit Pipfile.lock together with the Pipfile.")


E_MATURIN = "Couldn't find a virtualenv or conda environment, but you need one to use this command."


@case("maturin_needs_venv_am", "maturin", "setup", "virtualenv_created", "am", "/home/dev/src/fastcsv",
      [fix(E_MATURIN, ["python3 -m venv", "python -m venv", "uv venv"])])
def _(t: T, rng: random.Random) -> None:
    t.user("የRust ቅጥያውን በ`maturin develop` ገንባና የPython ሙከራዎቹን አሂድ።")
    t.bash("maturin develop --release", "💥 maturin failed\n  Caused by: " + E_MATURIN + " For maturin to find your virtualenv you need to either set VIRTUAL_ENV (through activate), set CONDA_PREFIX or have a virtualenv called .venv in the current or any parent folder. See https://virtualenv.pypa.io/en/latest/index.html on how to use virtualenv or use `maturin build` and `pip install <path/to/wheel>` instead.", 1)
    t.say("maturin develop ቅጥያውን ወደ virtualenv ይጭናል፤ እዚህ ምንም የለም። `.venv` እፈጥራለሁ።")
    t.bash("python3 -m venv .venv && . .venv/bin/activate && pip install -q pytest && maturin develop --release 2>&1 | tail -2", "    Finished `release` profile [optimized] target(s) in 38.17s\n📦 Built wheel for CPython 3.12 to /tmp/.tmpX1c9/fastcsv-0.4.0-cp312-cp312-linux_x86_64.whl\n🛠 Installed fastcsv-0.4.0")
    t.bash(". .venv/bin/activate && pytest -q tests/ | tail -1", "22 passed in 0.61s")
    t.say("ተሳክቷል፤ 22 ሙከራዎች አልፈዋል። ምክንያቱ virtualenv አለመኖሩ ነበር፤ `python3 -m venv .venv` እና activate ካደረግን በኋላ `maturin develop` ይሰራል።")


E_PYH = "fatal error: Python.h: No such file or directory"


@case("python_h_two_failures", "setuptools-cext", "install", "two_failures_one_fix", "en", "/home/dev/src/geohash-fast",
      [fix(E_PYH, ["python3.12-dev", "python3-dev"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Install the package in editable mode and run its tests; then build the wheel for the release.")
    gcc = noise(rng, ["  running build_ext", "  building 'geohash_fast._core' extension", "  creating build/temp.linux-x86_64-cpython-312/src", "  copying src/geohash_fast/__init__.py -> build/lib.linux-x86_64-cpython-312/geohash_fast"], 6)
    t.bash("pip install -e . 2>&1 | tail -22", joined("  Building editable for geohash-fast (pyproject.toml) ... error", "  error: subprocess-exited-with-error", gcc,
        "  x86_64-linux-gnu-gcc -fno-strict-overflow -Wsign-compare -DNDEBUG -g -O2 -Wall -fPIC -I/home/dev/src/geohash-fast/.venv/include -I/usr/include/python3.12 -c src/core.c -o build/temp.linux-x86_64-cpython-312/src/core.o",
        "  src/core.c:1:10: " + E_PYH, "      1 | #include <Python.h>", "        |          ^~~~~~~~~~", "  compilation terminated.", "  error: command '/usr/bin/x86_64-linux-gnu-gcc' failed with exit code 1",
        "  ERROR: Failed building editable for geohash-fast", "ERROR: Failed to build installable wheels for some pyproject.toml based projects (geohash-fast)"), 1)
    t.say("The C extension can't find the Python headers. Before installing anything, let me check whether the wheel build hits the same thing or something else.")
    t.bash("python -m build --wheel 2>&1 | grep -E 'error|Python.h'", "src/core.c:1:10: " + E_PYH + "\nerror: command '/usr/bin/x86_64-linux-gnu-gcc' failed with exit code 1\nERROR Backend subprocess exited when trying to invoke build_wheel", 1)
    t.say("Same cause for both: the development headers for Python 3.12 are not installed.")
    t.bash("sudo apt-get install -y python3.12-dev", "The following NEW packages will be installed:\n  libpython3.12-dev python3.12-dev\nSetting up python3.12-dev (3.12.3-1ubuntu0.3) ...")
    t.bash("pip install -e . 2>&1 | tail -1 && pytest -q | tail -1 && python -m build --wheel 2>&1 | tail -1", "Successfully installed geohash-fast-1.3.0\n31 passed in 0.44s\nSuccessfully built geohash_fast-1.3.0-cp312-cp312-linux_x86_64.whl")
    t.say("Both work now: editable install (31 tests pass) and the wheel. One cause for both failures: the missing Python headers, fixed with `sudo apt-get install python3.12-dev`.")


E_PHPSTAN = "PHPStan process crashed because it reached configured PHP memory limit: 128M"


@case("phpstan_memory_limit", "phpstan", "invocation", "flag_added", "en", "/home/dev/src/invoicer",
      [fix(E_PHPSTAN, ["--memory-limit=1G", "--memory-limit 1G"], kind="lesson")])
def _(t: T, rng: random.Random) -> None:
    t.user("run phpstan at level 6 over src/")
    t.bash("vendor/bin/phpstan analyse src --level=6", joined("Note: Using configuration file /home/dev/src/invoicer/phpstan.neon.",
        " 212/618 [▓▓▓▓▓▓▓▓▓░░░░░░░░░░░░░░░░░░░]  34%", "", E_PHPSTAN, "Increase your memory limit in php.ini or run PHPStan with --memory-limit CLI option."), 255)
    t.bash("vendor/bin/phpstan analyse src --level=6 --memory-limit=1G | tail -6", " 618/618 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%\n\n ------ ---------------------------------------------------\n  Line   Billing/TaxCalc.php\n ------ ---------------------------------------------------\n  44     Method TaxCalc::rate() has no return type specified.\n\n [ERROR] Found 1 error", 1)
    t.say("With `--memory-limit=1G` the analysis completes: one real level-6 finding, TaxCalc::rate() lacks a return type. Want me to add it?")


E_WP = "Error: This does not seem to be a WordPress installation."


@case("wpcli_path_flag_lb", "wp-cli", "invocation", "flag_added", "lb", "/home/dev/src/bedrock-site",
      [fix(E_WP, ["--path=web/wp"], kind="lesson")])
def _(t: T, rng: random.Random) -> None:
    t.user("Kanns du mer d'Lëscht vun den aktive Plugins weisen? Et ass e Bedrock-Projet.")
    t.bash("wp plugin list --status=active", E_WP + "\nThe used path is: /home/dev/src/bedrock-site/\nPass --path=`path/to/wordpress` or run `wp core download`.", 1)
    t.say("Bei Bedrock läit WordPress am Dossier web/wp, net am Projet-Root. Ech ginn de Wee mat `--path` un.")
    t.bash("wp plugin list --status=active --path=web/wp", "+----------------+--------+--------+---------+\n| name           | status | update | version |\n+----------------+--------+--------+---------+\n| wordfence      | active | none   | 8.0.1   |\n| wp-mail-smtp   | active | available | 4.1.1 |\n| yoast-seo      | active | none   | 23.9    |\n+----------------+--------+--------+---------+")
    t.say("Dräi aktiv Plugins; wp-mail-smtp huet en Update. Hei muss wp-cli ëmmer mat `--path=web/wp` lafen.")


E_COREPACK = "error This project's package.json defines \"packageManager\": \"yarn@4.5.1\". However the current global version of Yarn is 1.22.22."


@case("corepack_yarn4_ne", "yarn-berry", "setup", "plain", "ne", "/home/dev/src/kitepay",
      [fix(E_COREPACK, ["corepack enable"])])
def _(t: T, rng: random.Random) -> None:
    t.user("कृपया dependencies install गरेर lint चलाउनुहोस्।")
    t.bash("yarn install", "yarn install v1.22.22\n" + E_COREPACK + "\n\nPresence of the \"packageManager\" field indicates that the project is meant to be used with Corepack, a tool included by default with all official Node.js distributions starting from 16.9 and 14.19.\nCorepack must currently be enabled by running corepack enable in your terminal. For more information, check out https://yarnpkg.com/corepack.", 1)
    t.say("यो project ले Yarn 4 चाहन्छ, तर global Yarn 1 छ। Corepack सक्षम गरेपछि सही संस्करण आफैं प्रयोग हुन्छ।")
    t.bash("corepack enable && yarn --version && yarn install | tail -2 && yarn lint", "4.5.1\n➤ YN0000: · Done with warnings in 14s 211ms\n➤ YN0000: └ Completed\nDone in 6.41s.")
    t.say("भयो: `corepack enable` पछि yarn 4.5.1 चल्यो, install र lint दुवै सफल।")


E_HAPROXY = "unable to stat SSL certificate from file '/etc/haproxy/certs/shop.pem' : No such file or directory."


@case("haproxy_combined_pem", "haproxy", "setup", "plain", "en", "/home/dev/src/edge-lb",
      [fix(E_HAPROXY, ["fullchain.pem"], ["privkey.pem"])])
def _(t: T, rng: random.Random) -> None:
    t.user("certbot renewed shop.example.test's cert. Check the haproxy config and reload it.")
    t.bash("sudo haproxy -c -f /etc/haproxy/haproxy.cfg", "[NOTICE]   (40211) : haproxy version is 2.8.5-1ubuntu3\n[NOTICE]   (40211) : path to executable is /usr/sbin/haproxy\n[ALERT]    (40211) : config : parsing [/etc/haproxy/haproxy.cfg:31] : 'bind *:443' in section 'frontend' : " + E_HAPROXY + "\n[ALERT]    (40211) : config : Error(s) found in configuration file : /etc/haproxy/haproxy.cfg\n[ALERT]    (40211) : config : Fatal errors found in configuration.", 1)
    t.bash("ls /etc/letsencrypt/live/shop.example.test/ /etc/haproxy/certs/", "/etc/letsencrypt/live/shop.example.test/:\nREADME  cert.pem  chain.pem  fullchain.pem  privkey.pem\n\n/etc/haproxy/certs/:\napi.pem")
    t.say("haproxy wants one PEM with the chain and the key together; certbot writes them separately and nothing has built shop.pem. Concatenating:")
    t.bash("sudo sh -c 'cat /etc/letsencrypt/live/shop.example.test/fullchain.pem /etc/letsencrypt/live/shop.example.test/privkey.pem > /etc/haproxy/certs/shop.pem' && sudo chmod 600 /etc/haproxy/certs/shop.pem && sudo haproxy -c -f /etc/haproxy/haproxy.cfg && sudo systemctl reload haproxy", "Configuration file is valid")
    t.say("Valid and reloaded. shop.pem is fullchain.pem + privkey.pem concatenated; a certbot deploy hook should do that on each renewal, want me to add one?")


E_CADDY = "Error: loading initial config: loading new config: http app module: start: listening on :443: listen tcp :443: bind: permission denied"


@case("caddy_setcap_user_instead", "caddy", "setup", "user_said_instead", "en", "/home/dev/src/statuspage",
      [fix(E_CADDY, ["setcap"], ["cap_net_bind_service"])], ["sudo caddy run"])
def _(t: T, rng: random.Random) -> None:
    t.user("Start caddy with our Caddyfile so I can check the status page over https locally.")
    t.bash("caddy run --config Caddyfile", joined('{"level":"info","ts":1764321010.11,"msg":"using config from file","file":"Caddyfile"}', '{"level":"info","ts":1764321010.12,"msg":"adapted config to JSON","adapter":"caddyfile"}',
        '{"level":"info","ts":1764321010.13,"logger":"tls.cache.maintenance","msg":"started background certificate maintenance"}', E_CADDY), 1)
    t.say("Ports below 1024 need privileges. I can just run it as root:")
    t.rejected("sudo caddy run --config Caddyfile", "Run caddy as root")
    t.user("no, don't run it as root. give the binary the capability to bind low ports instead")
    t.bash("sudo setcap cap_net_bind_service=+ep $(command -v caddy) && getcap $(command -v caddy)", "/usr/bin/caddy cap_net_bind_service=ep")
    t.bash("caddy start --config Caddyfile && curl -sk -o /dev/null -w '%{http_code}\\n' https://status.localhost/", "Successfully started Caddy (pid=51877) - Caddy is running in the background\n200")
    t.say("Caddy runs as you and serves https://status.localhost/ (200). Fix: `sudo setcap cap_net_bind_service=+ep $(command -v caddy)`. Note that a caddy package upgrade replaces the binary and drops the capability.")


E_CELERY = "consumer: Cannot connect to amqp://guest:**@127.0.0.1:5672//: [Errno 111] Connection refused."


@case("celery_rabbitmq_yo", "celery", "setup", "service_started_first", "yo", "/home/dev/src/mailqueue",
      [fix(E_CELERY, ["rabbitmq"], ["up -d", "docker compose up"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Ẹ jọ̀ọ́, ṣe ìfilọ́lẹ̀ celery worker kí n lè dán àwọn iṣẹ́ ìmeèlì wò.")
    t.bash("timeout 20 celery -A mailqueue worker -l info", joined(" -------------- celery@devbox v5.4.0 (opalescent)", "--- ***** ----- ", "-- ******* ---- Linux-6.8.0-48-generic-x86_64-with-glibc2.39 2026-11-24 11:02:41",
        "- *** --- * --- ", "- ** ---------- [config]", "- ** ---------- .> app:         mailqueue:0x7f2e1c1b8d10", "- ** ---------- .> transport:   amqp://guest:**@localhost:5672//",
        "[2026-11-24 11:02:41,901: ERROR/MainProcess] " + E_CELERY, "Trying again in 2.00 seconds... (1/100)", "",
        "[2026-11-24 11:02:43,910: ERROR/MainProcess] " + E_CELERY, "Trying again in 4.00 seconds... (2/100)"), 124)
    t.say("Worker náà kò rí RabbitMQ ní port 5672. docker-compose.yml ní iṣẹ́ `rabbitmq`; màá bẹ̀rẹ̀ rẹ̀.")
    t.bash("docker compose up -d rabbitmq && sleep 8 && timeout 15 celery -A mailqueue worker -l info 2>&1 | tail -3", "[+] Running 1/1\n ✔ Container mailqueue-rabbitmq-1  Started\n[2026-11-24 11:04:02,118: INFO/MainProcess] Connected to amqp://guest:**@127.0.0.1:5672//\n[2026-11-24 11:04:02,140: INFO/MainProcess] mingle: searching for neighbors\n[2026-11-24 11:04:03,161: INFO/MainProcess] celery@devbox ready.")
    t.say("Ó ti ṣiṣẹ́: `docker compose up -d rabbitmq` ni ó yẹ kí ó kọ́kọ́ wáyé kí worker tó bẹ̀rẹ̀.")


E_ANT = "Unable to find a javac compiler;"


@case("ant_java_home_jdk", "apache-ant", "invocation", "env_var", "en", "/home/dev/src/legacy-billing",
      [fix(E_ANT, ["JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64", "java-17-openjdk"], kind="lesson")])
def _(t: T, rng: random.Random) -> None:
    t.user("The old billing module still builds with ant. Run `ant dist` please.")
    t.bash("ant dist", joined("Buildfile: /home/dev/src/legacy-billing/build.xml", "", "init:", "    [mkdir] Created dir: /home/dev/src/legacy-billing/build/classes", "", "compile:",
        "    [javac] Compiling 212 source files to /home/dev/src/legacy-billing/build/classes", "", "BUILD FAILED", "/home/dev/src/legacy-billing/build.xml:48: " + E_ANT,
        "com.sun.tools.javac.Main is not on the classpath.", "Perhaps JAVA_HOME does not point to the JDK.", "It is currently set to \"/usr/lib/jvm/java-17-openjdk-amd64/jre\"", "", "Total time: 0 seconds"), 1)
    t.bash("ls /usr/lib/jvm/java-17-openjdk-amd64/bin/javac", "/usr/lib/jvm/java-17-openjdk-amd64/bin/javac")
    t.say("JAVA_HOME points at the jre/ folder inside the JDK; ant needs the JDK root to find javac.")
    t.bash("export JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 && ant dist | tail -4", "dist:\n      [jar] Building jar: /home/dev/src/legacy-billing/dist/billing-2.7.jar\n\nBUILD SUCCESSFUL\nTotal time: 14 seconds")
    t.say("dist/billing-2.7.jar is built with `JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64` (the JDK root, not its jre/).")
