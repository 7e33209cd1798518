"""fixes11 cases, part B: ports, environment variables, services, disk and memory limits,
locale and time zone, proxy certificates, lockfiles, one-word command changes, two
failures in one session, and the agent's own stated rules (20 sessions, each with a memory)."""

from __future__ import annotations

from kit import agent, case, fix, pad

LLVM_NOISE = ["[{k}/3412] Building CXX object lib/Support/CMakeFiles/LLVMSupport.dir/{h}.cpp.o",
              "[{k}/3412] Building CXX object lib/IR/CMakeFiles/LLVMCore.dir/{h}.cpp.o"]
BB_NOISE = ["NOTE: recipe {h}-1.{k}-r0: task do_compile: Succeeded", "NOTE: Running task {k} of 4127 (virtual:native:{h})"]


@case("phoenix_port_taken", "Phoenix", "port", "env_port", "/home/sofia/src/tallyweb",
      expected=[fix("failed, port 4000 already in use", ["PORT=4001"], kind="lesson")],
      traps=["docker stop"])
def _(rng):
    return [
        ("u", "mix phx.server won't start"),
        ("b", "mix phx.server", "[error] Running TallyWeb.Endpoint with Bandit 1.5.7 at http failed, port 4000 already in use\n** (Mix) Could not start application tally_web: TallyWeb.Application.start(:normal, []) returned an error: shutdown: failed to start child: TallyWeb.Endpoint", 1),
        ("b", "ss -ltnp 'sport = :4000'", 'LISTEN 0 4096 0.0.0.0:4000 0.0.0.0:* users:(("docker-proxy",pid=1893,fd=4))'),
        ("u", "oh that's the team's livebook container, it always runs on 4000, don't touch it"),
        ("s", "Understood, no `docker stop` then. The endpoint reads `PORT` from the environment in `config/dev.exs`, so I'll run it on another port:"),
        ("b", "PORT=4001 mix phx.server & sleep 6; curl -s -o /dev/null -w '%{http_code}\\n' localhost:4001; kill %1", "[info] Running TallyWeb.Endpoint with Bandit 1.5.7 at 127.0.0.1:4001 (http)\n200"),
        ("s", "Up on 4001. Since livebook keeps 4000, start the server here with `PORT=4001 mix phx.server`."),
    ]


@case("rails_stale_pid", "Rails (Puma)", "port", "stale_pid_file", "/home/vera/src/ledger",
      expected=[fix("A server is already running (pid: 52114, file: /home/vera/src/ledger/tmp/pids/server.pid).", ["rm tmp/pids/server.pid", "rm -f tmp/pids/server.pid"])])
def _(rng):
    return [
        ("u", "bin/rails s refuses to start after my laptop crashed"),
        ("b", "bin/rails server", "=> Booting Puma\n=> Rails 7.2.2 application starting in development\nA server is already running (pid: 52114, file: /home/vera/src/ledger/tmp/pids/server.pid).\nExiting", 1),
        ("b", "ps -p 52114 || echo gone", "    PID TTY          TIME CMD\ngone"),
        ("s", "No process 52114 exists; the pid file survived the crash."),
        ("b", "rm tmp/pids/server.pid && (bin/rails server -d && sleep 3 && curl -s -o /dev/null -w '%{http_code}\\n' localhost:3000)", "=> Booting Puma\n200"),
        ("s", "Server is up. After a crash, `rm tmp/pids/server.pid` clears the stale pid file."),
    ]


@case("zola_second_site", "Zola", "port", "one_flag", "/home/eli/sites/fjord",
      expected=[fix("Error: Cannot start server on address 127.0.0.1:1111.", ["--port"], kind="lesson")])
def _(rng):
    return [
        ("u", "zola serve for fjord fails. I keep the blog served in tmux all day, btw"),
        ("b", "zola serve", "Building site...\nChecking all internal links with anchors.\n> Successfully checked 0 internal link(s) with anchors.\nDone in 212ms.\n\nError: Cannot start server on address 127.0.0.1:1111.\nReason: Address already in use (os error 98)", 1),
        ("s", "Your blog's `zola serve` holds 1111. Same command, one flag more:"),
        ("b", "zola serve --port 1112", "Building site...\nDone in 198ms.\n\nWeb server is available at http://127.0.0.1:1112\n\nListening for changes in /home/eli/sites/fjord/{config.toml,content,sass,static,templates}"),
        ("s", "fjord is served at http://127.0.0.1:1112; while the blog runs, use `zola serve --port 1112` here."),
    ]


@case("android_java_home", "Android SDK (gradlew)", "env_var", "edit_profile", "/home/marek/src/kompas-android",
      expected=[fix("ERROR: JAVA_HOME is set to an invalid directory: /usr/lib/jvm/java-11-openjdk-amd64", ["JAVA_HOME"], ["java-17-openjdk"])])
def _(rng):
    return [
        ("u", "./gradlew assembleDebug dies immediately"),
        ("b", "./gradlew assembleDebug", "\nERROR: JAVA_HOME is set to an invalid directory: /usr/lib/jvm/java-11-openjdk-amd64\n\nPlease set the JAVA_HOME variable in your environment to match the\nlocation of your Java installation.", 1),
        ("b", "ls /usr/lib/jvm; grep -n JAVA_HOME ~/.profile", "java-17-openjdk-amd64\n14:export JAVA_HOME=/usr/lib/jvm/java-11-openjdk-amd64"),
        ("s", "JDK 11 was removed but `~/.profile` still exports it. Pointing it at JDK 17 (what AGP 8 needs):"),
        ("e", "/home/marek/.profile", "export JAVA_HOME=/usr/lib/jvm/java-11-openjdk-amd64", "export JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64"),
        ("b", ". ~/.profile && ./gradlew assembleDebug", "> Task :app:assembleDebug\n\nBUILD SUCCESSFUL in 1m 12s\n38 actionable tasks: 38 executed"),
        ("s", "Built. `~/.profile` now exports `JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64`; open a new shell elsewhere to pick it up."),
    ]


@case("go_private_module", "Go modules (private host)", "env_var", "go_env", "/home/ravi/src/quarry-api",
      expected=[fix("reading https://proxy.golang.org/git.quarry.example/platform/authz/@v/v0.4.1.mod: 404 Not Found", ["GOPRIVATE"], kind="lesson")],
      traps=["GOFLAGS=-insecure"])
def _(rng):
    return [
        ("u", "go build fails on the authz module"),
        ("b", "go build ./...", "go: git.quarry.example/platform/authz@v0.4.1: reading https://proxy.golang.org/git.quarry.example/platform/authz/@v/v0.4.1.mod: 404 Not Found\n\tserver response: not found: git.quarry.example/platform/authz@v0.4.1: unrecognized import path", 1),
        ("th", "Private module fetched through the public proxy. GOFLAGS=-insecure is unrelated and unsafe; GOPRIVATE makes go fetch it directly and skip the checksum db."),
        ("b", "go env -w GOPRIVATE=git.quarry.example && go build ./...", ""),
        ("s", "Builds. `go env -w GOPRIVATE=git.quarry.example` makes Go fetch quarry modules straight from the git host instead of proxy.golang.org."),
    ]


@case("pelican_ascii_locale", "Pelican (container, LANG=C)", "locale_tz", "env_var", "/home/irene/sites/quaderno",
      expected=[fix("UnicodeDecodeError: 'ascii' codec can't decode byte 0xc3 in position 1043", ["PYTHONUTF8=1"], kind="lesson")],
      traps=["iconv"])
def _(rng):
    return [
        ("u", "pelican content works on my laptop but not in the build container"),
        ("b", "docker compose run --rm site pelican content", "CRITICAL UnicodeDecodeError: 'ascii' codec can't decode byte 0xc3 in position 1043: ordinal not in range(128)\n  | File \"/usr/local/lib/python3.12/site-packages/pelican/readers.py\", line 571, in read_file", 1),
        ("b", "docker compose run --rm site locale", "LANG=\nLC_ALL=\nLC_CTYPE=\"POSIX\""),
        ("s", "The container has no locale, so Python falls back to ASCII when opening the Markdown files. Rewriting the posts with `iconv` is not needed; UTF-8 mode is:"),
        ("b", "docker compose run --rm -e PYTHONUTF8=1 site pelican content", "Done: Processed 64 articles, 0 drafts, 0 hidden articles, 3 pages, 0 hidden pages and 0 draft pages in 2.41 seconds."),
        ("e", "/home/irene/sites/quaderno/compose.yaml", "    environment:\n      SITEURL: \"\"", "    environment:\n      SITEURL: \"\"\n      PYTHONUTF8: \"1\""),
        ("s", "Fixed: `PYTHONUTF8=1` in the container's environment (now in `compose.yaml`) makes Python read files as UTF-8 regardless of the missing locale."),
    ]


@case("mocha_timezone", "Mocha", "locale_tz", "edit_script", "/home/pieter/src/rooster",
      expected=[fix("AssertionError: expected '2026-03-29T03:00:00+02:00' to equal '2026-03-29T01:00:00Z'", ["TZ=UTC"])])
def _(rng):
    return [
        ("u", "two date tests fail locally but pass in CI"),
        ("b", "npm test", "  schedule\n    \u2713 parses a slot\n    1) formats the DST boundary\n\n  1 passing (41ms)\n  1 failing\n\n  1) schedule\n       formats the DST boundary:\n     AssertionError: expected '2026-03-29T03:00:00+02:00' to equal '2026-03-29T01:00:00Z'", 1),
        ("s", "The expected strings assume UTC (CI runs in UTC); this machine is in Europe/Amsterdam. Pinning the test run's time zone:"),
        ("e", "/home/pieter/src/rooster/package.json", '"test": "mocha"', '"test": "TZ=UTC mocha"'),
        ("b", "npm test", "  schedule\n    \u2713 parses a slot\n    \u2713 formats the DST boundary\n\n  2 passing (39ms)"),
        ("s", "Passing. The test script now sets `TZ=UTC`, so results no longer depend on the machine's zone."),
    ]


@case("docusaurus_heap", "Docusaurus", "resources", "memory_flag", "/home/kai/src/handbook",
      expected=[fix("FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", ["max-old-space-size"], kind="lesson")])
def _(rng):
    return [
        ("u", "npm run build for the handbook crashes near the end"),
        ("b", "npm run build", "[INFO] [en] Creating an optimized production build...\n\n<--- Last few GCs --->\n[71822:0x6a1b000]   142381 ms: Mark-Compact 2037.4 (2083.1) -> 2031.9 (2084.6) MB\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", 134),
        ("s", "Node's default old-space limit (~2 GB) is too small for 900 docs pages. Raising it for this build:"),
        ("b", "NODE_OPTIONS=--max-old-space-size=6144 npm run build", "[INFO] [en] Creating an optimized production build...\n[SUCCESS] Generated static files in \"build\"."),
        ("s", "Built. Use `NODE_OPTIONS=--max-old-space-size=6144 npm run build` for the handbook."),
    ]


@case("llvm_ninja_oom", "LLVM (ninja)", "resources", "one_flag", "/home/oskar/src/llvm-project",
      expected=[fix("c++: fatal error: Killed signal terminated program cc1plus", ["-j4", "-j 4"], kind="lesson")],
      traps=["swapon"])
def _(rng):
    return [
        ("u", "the llvm build keeps dying, 16 GB box"),
        ("b", "ninja -C build", pad(rng, LLVM_NOISE, ["FAILED: lib/Target/X86/CMakeFiles/LLVMX86CodeGen.dir/X86ISelLowering.cpp.o", "c++: fatal error: Killed signal terminated program cc1plus", "compilation terminated.", "ninja: build stopped: subcommand failed."], 5, 0), 1),
        ("b", "nproc; free -g | head -2; sudo dmesg | grep -i 'killed process' | tail -1", "16\n               total        used        free\nMem:              15          14           0\n[88231.41] Out of memory: Killed process 310442 (cc1plus) total-vm:2611240kB"),
        ("s", "The OOM killer: 16 parallel C++ jobs need more than 15 GB. A swap file (`swapon`) would only slow it down; fewer jobs it is:"),
        ("b", "ninja -C build -j4", pad(rng, LLVM_NOISE, ["[3412/3412] Linking CXX executable bin/llc"], 3, 0)),
        ("s", "Finished. On this box build LLVM with `ninja -C build -j4`."),
    ]


@case("bitbake_disk_monitor", "Yocto BitBake", "resources", "edit_local_conf", "/home/claire/yocto/poky", lang="fr",
      expected=[fix('ERROR: No new tasks can be executed since the disk space monitor action is "STOPTASKS"!', ["rm_work"])])
def _(rng):
    return [
        ("u", "Le build `bitbake core-image-minimal` s'arrête tout seul au milieu. Tu peux regarder ?"),
        ("b", "bitbake core-image-minimal", pad(rng, BB_NOISE, ["WARNING: The free space of /home/claire/yocto/poky/build/tmp (/dev/nvme0n1p2) is running low (0.918GB left)", 'ERROR: No new tasks can be executed since the disk space monitor action is "STOPTASKS"!', "Summary: There was 1 ERROR message, returning a non-zero exit code."], 4, 0), 1),
        ("b", "du -sh build/tmp; df -h --output=avail . | tail -1", "87G\tbuild/tmp\n 918M"),
        ("s", "Le dossier `tmp` garde les répertoires de travail de chaque recette (87 Go). J'active `rm_work` pour qu'ils soient supprimés après chaque recette."),
        ("e", "/home/claire/yocto/poky/build/conf/local.conf", 'CONF_VERSION = "2"', 'CONF_VERSION = "2"\nINHERIT += "rm_work"'),
        ("b", "rm -rf build/tmp/work && bitbake core-image-minimal", pad(rng, BB_NOISE, ["NOTE: Tasks Summary: Attempted 4127 tasks of which 2906 didn't need to be rerun and all succeeded."], 3, 0)),
        ("s", "C'est terminé : avec `INHERIT += \"rm_work\"` dans `conf/local.conf`, le build tient dans l'espace disque."),
    ]


@case("npm_proxy_cafile", "Nuxt / npm behind a TLS proxy", "cert_proxy", "npm_setting", "/home/hana/src/kanji-deck",
      expected=[fix("npm error code UNABLE_TO_GET_ISSUER_CERT_LOCALLY", ["cafile"])],
      traps=["strict-ssl false"])
def _(rng):
    return [
        ("u", "npm ci fails at the office network"),
        ("b", "npm ci", "npm error code UNABLE_TO_GET_ISSUER_CERT_LOCALLY\nnpm error errno UNABLE_TO_GET_ISSUER_CERT_LOCALLY\nnpm error request to https://registry.npmjs.org/nuxt failed, reason: unable to get local issuer certificate", 1),
        ("b", "ls /usr/local/share/ca-certificates/", "kaigan-proxy-root.crt"),
        ("s", "The office proxy re-signs TLS with its own root. Turning off `strict-ssl false` would accept any certificate; pointing npm at the proxy root is the safe fix:"),
        ("b", "npm config set cafile /usr/local/share/ca-certificates/kaigan-proxy-root.crt && npm ci", "added 812 packages, and audited 813 packages in 34s\nfound 0 vulnerabilities"),
        ("s", "Installed. npm now trusts the proxy root through its `cafile` setting."),
    ]


@case("cargo_proxy_cainfo", "cargo behind a TLS proxy", "cert_proxy", "write_config", "/home/hana/src/ferrule",
      expected=[fix("SSL certificate problem: unable to get local issuer certificate", ["cainfo"])])
def _(rng):
    return [
        ("u", "cargo can't fetch the index from the office"),
        ("b", "cargo fetch", "    Updating crates.io index\nerror: failed to get `serde` as a dependency of package `ferrule v0.1.0 (/home/hana/src/ferrule)`\n\nCaused by:\n  download of config.json failed\n\nCaused by:\n  [60] SSL peer certificate or SSH remote key was not OK (SSL certificate problem: unable to get local issuer certificate)", 101),
        ("s", "Same proxy root as for npm. Cargo reads a CA file from its config:"),
        ("w", "/home/hana/.cargo/config.toml", '[http]\ncainfo = "/usr/local/share/ca-certificates/kaigan-proxy-root.crt"\n'),
        ("b", "cargo fetch", "    Updating crates.io index\n  Downloaded serde v1.0.215\n  Downloaded 37 crates (3.1 MB) in 1.84s"),
        ("s", "Fetched. `~/.cargo/config.toml` now has `[http] cainfo` pointing at the proxy's root certificate."),
    ]


@case("maven_keytool_import", "Maven behind a TLS proxy", "cert_proxy", "truststore", "/home/tomas/src/kvadrat",
      expected=[fix("unable to find valid certification path to requested target", ["keytool"], ["-importcert", "-import"])],
      traps=["maven.wagon.http.ssl.insecure"])
def _(rng):
    return [
        ("u", "mvn package fails downloading plugins"),
        ("b", "mvn -q package", "[ERROR] Plugin org.apache.maven.plugins:maven-surefire-plugin:3.5.2 or one of its dependencies could not be resolved: Failed to read artifact descriptor: The following artifacts could not be resolved: org.apache.maven.plugins:maven-surefire-plugin:pom:3.5.2 (absent): Could not transfer artifact from/to central (https://repo.maven.apache.org/maven2): PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target", 1),
        ("s", "Java keeps its own trust store and doesn't see the system CA bundle. `-Dmaven.wagon.http.ssl.insecure=true` would disable checks; importing the proxy root instead:"),
        ("b", "sudo keytool -importcert -cacerts -noprompt -alias kaigan-proxy -file /usr/local/share/ca-certificates/kaigan-proxy-root.crt -storepass changeit && mvn -q package", "Certificate was added to keystore"),
        ("s", "Packaged. The proxy root is in the JDK's `cacerts` via `keytool -importcert`."),
    ]


@case("nix_flake_lock", "Nix flakes", "lockfile", "lock_regen", "/home/daan/src/atlas", lang="nl",
      expected=[fix("requires lock file changes but they're prohibited by '--no-update-lock-file'", ["nix flake lock"])],
      traps=["--no-write-lock-file"])
def _(rng):
    return [
        ("u", "`make check` faalt sinds iemand een nieuwe input aan flake.nix heeft toegevoegd. Kun je kijken?"),
        ("b", "make check", "nix build --no-update-lock-file .#checks.x86_64-linux.default\nerror: flake 'git+file:///home/daan/src/atlas' requires lock file changes but they're prohibited by '--no-update-lock-file'\nmake: *** [Makefile:4: check] Error 1", 2),
        ("b", "git log -1 --format=%s -- flake.nix; git log -1 --format=%s -- flake.lock", "flake: add treefmt-nix input\nflake: bump nixpkgs"),
        ("s", "De nieuwe input `treefmt-nix` staat in `flake.nix` maar niet in `flake.lock`. `--no-write-lock-file` zou het alleen verbergen; ik werk de lock bij en laat de Makefile zoals hij is:"),
        ("b", "nix flake lock && make check", "warning: updating lock file '/home/daan/src/atlas/flake.lock':\n\u2022 Added input 'treefmt-nix':\n    'github:numtide/treefmt-nix/8d404a6' (2026-11-18)\nnix build --no-update-lock-file .#checks.x86_64-linux.default"),
        ("s", "Opgelost: `nix flake lock` heeft de ontbrekende input aan `flake.lock` toegevoegd en `make check` slaagt. Commit de nieuwe `flake.lock`."),
    ]


@case("freebsd_gmake", "GNU make on FreeBSD", "one_word", "one_word", "/usr/home/odd/src/plinth", lang="pl",
      expected=[fix('make: "/usr/home/odd/src/plinth/Makefile" line 14: Invalid line type', ["gmake"], kind="lesson")])
def _(rng):
    return [
        ("u", "Na FreeBSD `make` w plinth się wywala. Sprawdzisz?"),
        ("b", "make all", 'make: "/usr/home/odd/src/plinth/Makefile" line 14: Invalid line type\nmake: "/usr/home/odd/src/plinth/Makefile" line 22: Missing dependency operator\nmake: Fatal errors encountered -- cannot continue\nmake: stopped in /usr/home/odd/src/plinth', 1),
        ("s", "To Makefile w składni GNU (`ifeq`, `$(shell ...)`), a `make` na FreeBSD to bmake. Ta sama komenda z GNU make:"),
        ("b", "gmake all", "cc -O2 -Wall -c src/plinth.c -o build/plinth.o\ncc -o build/plinth build/plinth.o -lm"),
        ("s", "Zbudowane. Na FreeBSD w tym repo używaj `gmake`, nie `make`."),
    ]


@case("gtar_on_macos", "GNU tar on macOS (release script)", "one_word", "one_word", "/Users/abel/src/relay",
      expected=[fix("tar: Option --transform=s,^,relay-1.4/, is not supported", ["gtar"], kind="lesson")])
def _(rng):
    return [
        ("u", "make the 1.4 source tarball like the release notes say"),
        ("b", "tar --transform='s,^,relay-1.4/,' -czf dist/relay-1.4.tar.gz src LICENSE README.md", "tar: Option --transform=s,^,relay-1.4/, is not supported\nUsage:\n  List:    tar -tf <archive-filename>\n  Extract: tar -xf <archive-filename>\n  Create:  tar -cf <archive-filename> [filenames...]", 1),
        ("b", "tar --version | head -1; command -v gtar", "bsdtar 3.5.3 - libarchive 3.7.4 zlib/1.2.12 liblzma/5.4.3 bz2lib/1.0.8\n/opt/homebrew/bin/gtar"),
        ("s", "The release notes assume GNU tar; macOS's `tar` is bsdtar. GNU tar is installed as `gtar`:"),
        ("b", "gtar --transform='s,^,relay-1.4/,' -czf dist/relay-1.4.tar.gz src LICENSE README.md", ""),
        ("b", "gtar -tzf dist/relay-1.4.tar.gz | head -3", "relay-1.4/src/\nrelay-1.4/src/main.c\nrelay-1.4/LICENSE"),
        ("s", "dist/relay-1.4.tar.gz is built with the `relay-1.4/` prefix. On this Mac, run the release steps with `gtar`."),
    ]


@case("sidekiq_redis_two", "Sidekiq / Redis", "two_failures", "service_then_env", "/home/vera/src/ledger",
      expected=[fix("Error connecting to Redis on 127.0.0.1:6379 (Errno::ECONNREFUSED)", ["systemctl"], ["redis-server"]),
                fix("NOAUTH Authentication required.", ["REDIS_URL"], [".env"])])
def _(rng):
    return [
        ("u", "bundle exec sidekiq won't boot"),
        ("b", "bundle exec sidekiq -C config/sidekiq.yml", "Sidekiq 7.3.5 connecting to Redis with options {url: \"redis://127.0.0.1:6379/0\"}\nRedisClient::CannotConnectError: Error connecting to Redis on 127.0.0.1:6379 (Errno::ECONNREFUSED)", 1),
        ("b", "systemctl is-active redis-server", "inactive", 3),
        ("b", "sudo systemctl enable --now redis-server && bundle exec sidekiq -C config/sidekiq.yml", "Sidekiq 7.3.5 connecting to Redis with options {url: \"redis://127.0.0.1:6379/0\"}\nRedisClient::CommandError: NOAUTH Authentication required.", 1),
        ("b", "sudo grep -n '^requirepass' /etc/redis/redis.conf; grep -n REDIS .env", "1041:requirepass devpass-ledger\n3:REDIS_URL=redis://127.0.0.1:6379/0"),
        ("e", "/home/vera/src/ledger/.env", "REDIS_URL=redis://127.0.0.1:6379/0", "REDIS_URL=redis://:devpass-ledger@127.0.0.1:6379/0"),
        ("b", "bundle exec sidekiq -C config/sidekiq.yml & sleep 5; kill %1", "Sidekiq 7.3.5 connecting to Redis with options {url: \"redis://:REDACTED@127.0.0.1:6379/0\"}\nStarting processing, hit Ctrl-C to stop"),
        ("s", "Two things: redis-server wasn't running (now enabled with `systemctl enable --now redis-server`), and it requires a password that `.env`'s `REDIS_URL` lacked. Sidekiq is processing."),
    ]


@case("localstack_two", "LocalStack / awscli", "two_failures", "service_then_env", "/home/giulia/src/corriere", lang="it",
      expected=[fix('Could not connect to the endpoint URL: "http://localhost:4566/"', ["localstack start"]),
                fix("Unable to locate credentials.", ["AWS_ACCESS_KEY_ID"])],
      traps=["aws configure"])
def _(rng):
    return [
        ("u", "Lo script `make queues` non riesce a creare le code SQS in locale. Dai un'occhiata?"),
        ("b", "make queues", "aws --endpoint-url http://localhost:4566 sqs create-queue --queue-name corriere-in\n\nCould not connect to the endpoint URL: \"http://localhost:4566/\"\nmake: *** [Makefile:9: queues] Error 255", 2),
        ("b", "localstack status | head -3", "\u2502 Runtime status \u2502 \u2716 stopped \u2502"),
        ("b", "localstack start -d && localstack wait -t 60 && make queues", "     __                     _______ __             __\n\u2500\u2500\u2500\u2500 LocalStack CLI 4.0.3 \u2500\u2500\u2500\u2500\nLocalStack started\naws --endpoint-url http://localhost:4566 sqs create-queue --queue-name corriere-in\n\nUnable to locate credentials. You can configure credentials by running \"aws configure\".\nmake: *** [Makefile:9: queues] Error 253", 2),
        ("s", "LocalStack ora è avviato. Il secondo errore: la CLI vuole delle credenziali anche se LocalStack non le verifica. Non serve `aws configure` sul tuo profilo; bastano valori finti nell'ambiente:"),
        ("b", "AWS_ACCESS_KEY_ID=test AWS_SECRET_ACCESS_KEY=test AWS_DEFAULT_REGION=eu-south-1 make queues", 'aws --endpoint-url http://localhost:4566 sqs create-queue --queue-name corriere-in\n{\n    "QueueUrl": "http://sqs.eu-south-1.localhost.localstack.cloud:4566/000000000000/corriere-in"\n}'),
        ("s", "Fatto: LocalStack avviato con `localstack start -d`, e le chiavi finte `AWS_ACCESS_KEY_ID=test` / `AWS_SECRET_ACCESS_KEY=test` per la CLI. La coda corriere-in esiste."),
    ]


@case("agent_rule_sudo_path", "Zephyr west", "agent_lesson", "stated_before_running", "/home/ana/zephyr/sensor-node",
      expected=[agent(["sudo"], ["secure_path"])])
def _(rng):
    return [
        ("u", "flash the board with west"),
        ("th", "west lives in the venv; plain sudo would lose the PATH."),
        ("s", "Note for this machine: `sudo` resets PATH through `secure_path` in sudoers, so the venv's `west` is not found under sudo. I run west as you and let the udev rule give access to the probe."),
        ("b", "west flash", "-- west flash: rebuilding\n-- runner: openocd\nInfo : stm32f4x.cpu: hardware has 6 breakpoints, 4 watchpoints\n** Programming Finished **\n** Verified OK **"),
        ("s", "Flashed and verified."),
    ]


@case("agent_rule_watches", "Watchman / Jest", "agent_lesson", "final_summary", "/home/kai/src/mosaic",
      expected=[agent(["fs.inotify.max_user_watches", "max_user_watches"], ["watchman"])])
def _(rng):
    return [
        ("u", "run the watch tests once and tell me if they're green"),
        ("b", "npx jest --watchAll=false", "PASS  src/grid.test.ts\nPASS  src/tile.test.ts\n\nTest Suites: 2 passed, 2 total\nTests:       19 passed, 19 total"),
        ("b", "sysctl fs.inotify.max_user_watches; watchman version", "fs.inotify.max_user_watches = 524288\n{\"version\": \"2024.11.18.00\"}"),
        ("s", "All 19 tests pass.\n\nWorth remembering for this machine: watchman relies on `fs.inotify.max_user_watches` being 524288 (set in `/etc/sysctl.d/60-watches.conf`); if watch mode ever stalls, check that value before touching jest."),
    ]
