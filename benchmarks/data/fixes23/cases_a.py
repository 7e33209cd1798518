"""Sessions with one memory, part one: the command runs in a container (`container_exec`, 8: docker exec, docker
compose run/up/exec, a Makefile target that shells into a container) or in a nix / dev-container shell
(`env_shell`, 3)."""

from __future__ import annotations

from kit import ESC, mem

S = "container_exec"

# --- compose run: a test dependency missing from the image ---------------------------------------------------------

C = "docker compose run --rm api pytest -q"
E = "ModuleNotFoundError: No module named 'freezegun'"
OUT = "\n".join([
    "[+] Creating 2/0", " ✔ Container tally-db-1     Running                                                  0.0s",
    " ✔ Container tally-redis-1  Running                                                  0.0s",
    "ImportError while loading conftest '/app/tests/conftest.py'.", "tests/conftest.py:4: in <module>",
    "    from freezegun import freeze_time", "E   " + E])
mem("compose_run_pytest_missing_freezegun", "docker", S, "compose_run", "/home/nadia/tally", lambda rng: [
    ("u", "tests die in the container before running anything, can you look?"),
    ("b", C, OUT, 4),
    ("s", "The conftest imports freezegun, but the api image doesn't have it. It's only in my local venv, not in "
          "requirements-dev.txt, which is what the Dockerfile installs."),
    ("r", "/home/nadia/tally/requirements-dev.txt", "pytest==8.3.3\npytest-cov==5.0.0\nfactory-boy==3.3.1\n"),
    ("e", "/home/nadia/tally/requirements-dev.txt", "factory-boy==3.3.1\n", "factory-boy==3.3.1\nfreezegun==1.5.1\n"),
    ("b", "docker compose build api", "[+] Building 38.2s (11/11) FINISHED\n => [api 6/7] RUN pip install -r requirements-dev.txt   31.0s\n => exporting to image   2.1s"),
    ("b", C, "[+] Creating 2/0\n........................................................ [ 68%]\n.......................... [100%]\n81 passed in 6.92s"),
    ("s", "81 passed. freezegun is now in requirements-dev.txt and baked into the api image.")],
    cmd=C, err=E, change="freezegun==1.5.1", groups=[["freezegun"], ["requirements-dev.txt", "freezegun=="]],
    kind="bugfix", traps=["ImportError while loading conftest '/app/tests/conftest.py'."],
    note="The conftest ImportError line is pytest's wrapper; the module line names the failure.")

# --- docker exec rails migrate: pgvector missing in the postgres image (de) -------------------------------------------

C = "docker exec kontor-web-1 bin/rails db:migrate"
E = "PG::UndefinedFile: ERROR:  could not open extension control file \"/usr/share/postgresql/16/extension/vector.control\": No such file or directory"
OUT = "\n".join(["== 20270301101500 EnableVector: migrating =====================================",
                 "-- enable_extension(\"vector\")", "bin/rails aborted!",
                 "StandardError: An error has occurred, this and all later migrations canceled: (StandardError)", "",
                 E, "/usr/local/bundle/gems/activerecord-7.2.1/lib/active_record/connection_adapters/postgresql/database_statements.rb:36:in `exec'",
                 "Tasks: TOP => db:migrate", "(See full trace by running task with --trace)"])
mem("docker_exec_rails_pgvector_image_de", "docker", S, "docker_exec", "/home/jonas/kontor", lambda rng: [
    ("u", "Die neue Migration für die Embeddings schlägt im Container fehl. Kannst du das anschauen?"),
    ("b", C, OUT, 1),
    ("s", "Die Migration aktiviert `vector`, aber im Datenbank-Container fehlt die Erweiterung: das offizielle "
          "`postgres:16`-Image bringt pgvector nicht mit. Ich schaue in die compose-Datei."),
    ("r", "/home/jonas/kontor/compose.yaml", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: kontor\n  web:\n    build: .\n    depends_on: [db]\n"),
    ("e", "/home/jonas/kontor/compose.yaml", "    image: postgres:16\n", "    image: pgvector/pgvector:pg16\n"),
    ("b", "docker compose up -d db", "[+] Running 2/2\n ✔ db Pulled   9.8s\n ✔ Container kontor-db-1  Started  1.2s"),
    ("b", C, "== 20270301101500 EnableVector: migrating =====================================\n-- enable_extension(\"vector\")\n   -> 0.0412s\n== 20270301101500 EnableVector: migrated (0.0413s) ============================"),
    ("s", "Läuft. Das db-Image ist jetzt `pgvector/pgvector:pg16` (gleiche Major-Version, die Daten im Volume bleiben).")],
    cmd=C, err=E, change="pgvector/pgvector:pg16", groups=[["vector.control", "could not open extension control file"], ["pgvector/pgvector"]],
    kind="bugfix", lang="de", traps=["bin/rails aborted!", "StandardError: An error has occurred, this and all later migrations canceled: (StandardError)"],
    note="Rails' `aborted!` and the StandardError wrapper are printed for every failed migration.")

# --- make target that shells into the container: rollup's native package (fr) -----------------------------------------

C = "make test"
E = "Error: Cannot find module @rollup/rollup-linux-arm64-musl. npm has a bug related to optional dependencies (https://github.com/npm/cli/issues/4828). Please try `npm i` again after removing both package-lock.json and node_modules directory."
OUT = "\n".join(["docker compose exec -T front npx vitest run",
                 "/app/node_modules/rollup/dist/native.js:59", "\t\tthrow new Error(", "\t\t      ^", "", E,
                 "    at requireWithFriendlyError (/app/node_modules/rollup/dist/native.js:59:9)",
                 "    at Object.<anonymous> (/app/node_modules/rollup/dist/native.js:68:76)", "", "Node.js v20.15.1",
                 "make: *** [Makefile:14: test] Error 1"])
mem("make_exec_front_rollup_native_module_fr", "docker", S, "make_into_container", "/Users/camille/vitrine", lambda rng: [
    ("u", "`make test` plante dans le conteneur front depuis que j'ai fait npm install sur mon Mac. Tu regardes ?"),
    ("b", C, OUT, 2),
    ("s", "Le conteneur (Alpine, arm64) voit le `node_modules` installé sur macOS, car tout `/app` est monté depuis "
          "l'hôte : le binaire natif de rollup pour Linux musl n'y est pas. Il faut que `node_modules` reste celui "
          "du conteneur. Je regarde le compose."),
    ("r", "/Users/camille/vitrine/compose.yaml", "services:\n  front:\n    build: ./front\n    volumes:\n      - ./front:/app\n    command: npm run dev\n"),
    ("e", "/Users/camille/vitrine/compose.yaml", "      - ./front:/app\n", "      - ./front:/app\n      - /app/node_modules\n"),
    ("b", "docker compose up -d --renew-anon-volumes front", "[+] Running 1/1\n ✔ Container vitrine-front-1  Started  0.9s"),
    ("b", C, "docker compose exec -T front npx vitest run\n\n RUN  v2.1.3 /app\n\n ✓ src/panier.test.ts (9 tests) 31ms\n ✓ src/prix.test.ts (4 tests) 8ms\n\n Test Files  2 passed (2)\n      Tests  13 passed (13)"),
    ("s", "Les tests passent. Un volume anonyme `/app/node_modules` masque désormais celui de l'hôte dans le conteneur.")],
    cmd=C, err=E, change="- /app/node_modules", groups=[["@rollup/rollup-linux-arm64-musl", "Cannot find module @rollup"], ["/app/node_modules"]],
    kind="bugfix", lang="fr", traps=["make: *** [Makefile:14: test] Error 1"],
    note="make's `Error 1` is the wrapper. The printed advice (remove the lock file) is not what fixed it; the fix is "
         "the anonymous volume that keeps the container's own node_modules.")

# --- compose up: a worker cannot write the bind-mounted data dir -------------------------------------------------------

C = "docker compose up --abort-on-container-exit worker"
E = "worker-1  | PermissionError: [Errno 13] Permission denied: '/app/data/cache.sqlite3'"
OUT = "\n".join([
    "[+] Running 1/1", " ✔ Container hopper-worker-1  Recreated                                          0.3s",
    "Attaching to worker-1", "worker-1  | Traceback (most recent call last):",
    "worker-1  |   File \"/app/hopper/worker.py\", line 22, in <module>", "worker-1  |     cache = open_cache(settings.CACHE_PATH)",
    "worker-1  |   File \"/app/hopper/cache.py\", line 9, in open_cache", "worker-1  |     conn = sqlite3.connect(path)",
    "worker-1  | sqlite3.OperationalError: unable to open database file", "worker-1  | ",
    "worker-1  | During handling of the above exception, another exception occurred:", "worker-1  | ",
    E, "worker-1 exited with code 1", "Aborting on container exit...", "[+] Stopping 1/0"])
E2 = "PermissionError: [Errno 13] Permission denied: '/app/data/cache.sqlite3'"
mem("compose_up_worker_bind_mount_permission", "docker", S, "compose_up_prefix", "/home/ravi/hopper", lambda rng: [
    ("u", "worker container exits right away on linux (fine on my mac). logs below are from compose"),
    ("b", C, OUT, 1),
    ("s", "The worker runs as uid 10001 (the Dockerfile's `USER app`), but `./data` is bind-mounted and owned by your "
          "uid 1000 on this Linux host, so it can't create the sqlite file. On Docker Desktop for Mac the file "
          "sharing layer hides this. I'll run the service with the host uid/gid."),
    ("b", "ls -ln data", "total 0\ndrwxr-xr-x 2 1000 1000 40 Mar  3 09:12 tmp"),
    ("e", "/home/ravi/hopper/compose.yaml", "  worker:\n    build: .\n", "  worker:\n    build: .\n    user: \"${UID:-1000}:${GID:-1000}\"\n"),
    ("b", C, "[+] Running 1/1\n ✔ Container hopper-worker-1  Recreated  0.2s\nAttaching to worker-1\nworker-1  | INFO hopper.worker: cache ready at /app/data/cache.sqlite3\nworker-1  | INFO hopper.worker: polling queue 'ingest'\nworker-1 exited with code 0"),
    ("s", "The worker starts and writes its cache now. `user:` in compose maps it to your host uid.")],
    cmd=C, err=E2, change="user: \"${UID:-1000}:${GID:-1000}\"", groups=[["Permission denied: '/app/data", "Errno 13"], ["user:", "UID"]],
    kind="bugfix", traps=["worker-1 exited with code 1", "sqlite3.OperationalError: unable to open database file"],
    also_ok=[], note="Compose's `worker-1  | ` prefix is removed from the error. The sqlite OperationalError is the "
                     "first exception of a chain whose last one names the cause.")

# --- docker exec artisan migrate (pt): DB_HOST pointing at localhost ---------------------------------------------------

C = "docker exec ledger-app-1 php artisan migrate --force"
E = "SQLSTATE[HY000] [2002] Connection refused (Connection: mysql, SQL: select table_name as `name`, (data_length + index_length) as `size` from information_schema.tables where table_schema = 'ledger' and table_type in ('BASE TABLE', 'SYSTEM VERSIONED') order by table_name)"
OUT = "\n".join(["", f"   {ESC}[41;1m Illuminate\\Database\\QueryException {ESC}[49;22m", "",
                 f"{ESC}[39;1m  {E}{ESC}[39;22m", "",
                 f"  at {ESC}[32mvendor/laravel/framework/src/Illuminate/Database/Connection.php{ESC}[39m:{ESC}[32m825{ESC}[39m",
                 "    821▕                     $this->getName(), $query, $this->prepareBindings($bindings), $e",
                 "    822▕                 );", "    823▕             }", "    824▕ ",
                 f"  {ESC}[31;1m➜{ESC}[39;22m 825▕             throw new QueryException(", "", "      +41 vendor frames ",
                 "  42  artisan:13", "      Illuminate\\Foundation\\Application::handleCommand()"])
mem("docker_exec_artisan_db_host_localhost_pt", "docker", S, "docker_exec_ansi", "/home/tiago/ledger", lambda rng: [
    ("u", "O migrate dentro do container dá connection refused. O MySQL está de pé, conferi."),
    ("b", C, OUT, 1),
    ("b", "grep ^DB_ .env", "DB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_PORT=3306\nDB_DATABASE=ledger\nDB_USERNAME=ledger"),
    ("s", "Dentro do container `app`, 127.0.0.1 é o próprio container, não o MySQL. Na rede do compose o host é o "
          "nome do serviço, `mysql`."),
    ("e", "/home/tiago/ledger/.env", "DB_HOST=127.0.0.1", "DB_HOST=mysql"),
    ("b", "docker exec ledger-app-1 php artisan config:clear", f"\n   {ESC}[44;1m INFO {ESC}[49;22m Configuration cache cleared successfully.\n"),
    ("b", C, f"\n   {ESC}[44;1m INFO {ESC}[49;22m Running migrations.\n\n  2027_02_20_101010_create_lancamentos_table {ESC}[90m.....{ESC}[39m 41.22ms {ESC}[32;1mDONE{ESC}[39;22m\n"),
    ("s", "Migração aplicada. `DB_HOST=mysql` (nome do serviço no compose) no .env.")],
    cmd=C, err=E, change="DB_HOST=mysql", groups=[["SQLSTATE[HY000] [2002]", "Connection refused"], ["DB_HOST=mysql"]],
    kind="bugfix", lang="pt", traps=["Illuminate\\Database\\QueryException"],
    note="Laravel's coloured exception header is the wrapper; the SQLSTATE line names the failure. ANSI kept.")

# --- docker run golang: go.mod asks for a newer toolchain --------------------------------------------------------------

C = "make build"
E = "go: go.mod requires go >= 1.23.0 (running go 1.22.12; GOTOOLCHAIN=local)"
OUT = "docker run --rm -e GOTOOLCHAIN=local -v \"$PWD\":/src -w /src golang:1.22 go build -o bin/sieve ./cmd/sieve\n" + E + "\nmake: *** [Makefile:6: build] Error 1"
mem("make_docker_run_golang_toolchain_too_old", "docker", S, "docker_run", "/home/ola/sieve", lambda rng: [
    ("u", "make build broke after dependabot bumped something"),
    ("b", C, OUT, 2),
    ("s", "The build runs in `golang:1.22` with GOTOOLCHAIN=local, and the bumped dependency raised the `go` line in "
          "go.mod to 1.23.0. The container's Go can't build it and isn't allowed to download a newer toolchain. "
          "I'll move the build image to 1.23."),
    ("r", "/home/ola/sieve/Makefile", "GO_IMAGE ?= golang:1.22\n\nbuild:\n\tdocker run --rm -e GOTOOLCHAIN=local -v \"$$PWD\":/src -w /src $(GO_IMAGE) go build -o bin/sieve ./cmd/sieve\n"),
    ("e", "/home/ola/sieve/Makefile", "GO_IMAGE ?= golang:1.22", "GO_IMAGE ?= golang:1.23"),
    ("b", C, "docker run --rm -e GOTOOLCHAIN=local -v \"$PWD\":/src -w /src golang:1.23 go build -o bin/sieve ./cmd/sieve"),
    ("s", "Builds. The Makefile's image is golang:1.23 now, matching go.mod.")],
    cmd=C, err=E, change="GO_IMAGE ?= golang:1.23", groups=[["go.mod requires go >= 1.23", "GOTOOLCHAIN=local"], ["golang:1.23"]],
    kind="bugfix", traps=["make: *** [Makefile:6: build] Error 1"], note="make's Error line is the wrapper.")

# --- compose exec psql (ja): the role does not exist; created in the running db --------------------------------------

C = "docker compose exec -T db psql -U hanami -d hanami -c 'select count(*) from orders'"
E = "psql: error: connection to server on socket \"/var/run/postgresql/.s.PGSQL.5432\" failed: FATAL:  role \"hanami\" does not exist"
mem("compose_exec_psql_role_missing_ja", "postgres", S, "compose_exec", "/home/ren/hanami", lambda rng: [
    ("u", "DB の中身を見たいんだけど、psql が role がないって言う。compose の db に入って確認して。"),
    ("b", C, E, 2),
    ("s", "db コンテナのデータディレクトリは、POSTGRES_USER を設定する前に初期化されたようです（その変数は空の "
          "ボリュームのときにしか効きません）。ボリュームは消さずに、postgres ロールでロールとDBの所有者を作ります。"),
    ("b", "docker compose exec -T db psql -U postgres -c '\\du'", "                             List of roles\n Role name |                         Attributes\n-----------+------------------------------------------------------------\n postgres  | Superuser, Create role, Create DB, Replication, Bypass RLS"),
    ("b", "docker compose exec -T db psql -U postgres -c \"CREATE ROLE hanami LOGIN PASSWORD 'hanami'\" -c 'ALTER DATABASE hanami OWNER TO hanami'", "CREATE ROLE\nALTER DATABASE"),
    ("b", C, " count \n-------\n  1284\n(1 row)"),
    ("s", "見られました。既存ボリュームに hanami ロールを作成して DB の所有者にしました（データはそのまま）。")],
    cmd=C, err=E, change="CREATE ROLE hanami LOGIN", groups=[["role \"hanami\" does not exist"], ["CREATE ROLE hanami"]],
    kind="lesson", lang="ja", note="The fix is made in the running database container, not in the repository: lesson.")

# --- compose run rspec: nokogiri's linux platform missing from Gemfile.lock --------------------------------------------

C = "docker compose run --rm web bundle exec rspec"
E = "Could not find nokogiri-1.16.7-x86_64-linux in locally installed gems"
mem("compose_run_rspec_lockfile_platform", "bundler", S, "compose_run", "/home/maya/quill", lambda rng: [
    ("u", "rspec in docker won't even start. I regenerated the lockfile on my M2 yesterday, if that matters"),
    ("b", C, "[+] Creating 1/0\n ✔ Container quill-db-1  Running  0.0s\n" + E + "\nRun `bundle install` to install missing gems.", 7),
    ("s", "It matters: the lock was written on arm64-darwin, and the web image is x86_64 linux, so Bundler looks for a "
          "nokogiri build for a platform the lock doesn't list. Adding the platform to the lock, then rebuilding."),
    ("b", "grep -A3 '^PLATFORMS' Gemfile.lock", "PLATFORMS\n  arm64-darwin-23\n\nDEPENDENCIES"),
    ("b", "bundle lock --add-platform x86_64-linux", "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nWriting lockfile to /home/maya/quill/Gemfile.lock"),
    ("b", "docker compose build web", "[+] Building 64.0s (14/14) FINISHED\n => [web 7/9] RUN bundle install   51.3s"),
    ("b", C, "[+] Creating 1/0\n....................................................................\n\nFinished in 11.4 seconds (files took 2.9 seconds to load)\n214 examples, 0 failures"),
    ("s", "214 examples, 0 failures. Gemfile.lock now lists x86_64-linux next to arm64-darwin-23; commit it with the rest.")],
    cmd=C, err=E, change="bundle lock --add-platform x86_64-linux", groups=[["nokogiri-1.16.7-x86_64-linux"], ["--add-platform x86_64-linux"]],
    kind="bugfix", traps=["Run `bundle install` to install missing gems."],
    note="Bundler's own `Run bundle install` advice is a decoy: inside the image the lock has no linux platform.")

S = "env_shell"

# --- nix develop: openssl-sys without OpenSSL in the dev shell ----------------------------------------------------------

C = "nix develop -c cargo build"
E = "  Could not find directory of OpenSSL installation, and this `-sys` crate cannot proceed without this knowledge. If OpenSSL is installed and this crate had trouble finding it,  you can set the `OPENSSL_DIR` environment variable for the compilation process."
OUT = "\n".join([f"{ESC}[1m{ESC}[92m   Compiling{ESC}[0m openssl-sys v0.9.103",
                 f"{ESC}[1m{ESC}[91merror{ESC}[0m{ESC}[1m: failed to run custom build command for `openssl-sys v0.9.103`{ESC}[0m", "",
                 "Caused by:", "  process didn't exit successfully: `/home/yuki/ferry/target/debug/build/openssl-sys-5e1b3f0a9c2d4e71/build-script-main` (exit status: 101)",
                 "  --- stderr", "  thread 'main' panicked at /home/yuki/.cargo/registry/src/index.crates.io-6f17d22bba15001f/openssl-sys-0.9.103/build/find_normal.rs:190:5:",
                 "", "  Could not find directory of OpenSSL installation, and this `-sys` crate cannot proceed without this knowledge. If OpenSSL is installed and this crate had trouble finding it,  you can set the `OPENSSL_DIR` environment variable for the compilation process.",
                 "", "  Make sure you also have the development packages of openssl installed.",
                 "  For example, `libssl-dev` on Ubuntu or `openssl-devel` on Fedora."])
mem("nix_develop_cargo_openssl_sys", "nix", S, "nix_develop", "/home/yuki/ferry", lambda rng: [
    ("u", "cargo build inside the flake's dev shell fails on openssl-sys"),
    ("b", C, OUT, 101),
    ("s", "The dev shell has rustc and cargo but neither OpenSSL nor pkg-config, so openssl-sys's build script finds "
          "nothing. In a nix shell the answer is not `libssl-dev` but adding them to the devShell."),
    ("r", "/home/yuki/ferry/flake.nix", "        devShells.default = pkgs.mkShell {\n          packages = [ pkgs.cargo pkgs.rustc pkgs.clippy ];\n        };"),
    ("e", "/home/yuki/ferry/flake.nix", "packages = [ pkgs.cargo pkgs.rustc pkgs.clippy ];", "packages = [ pkgs.cargo pkgs.rustc pkgs.clippy pkgs.pkg-config pkgs.openssl ];"),
    ("b", C, f"{ESC}[1m{ESC}[92m   Compiling{ESC}[0m openssl-sys v0.9.103\n{ESC}[1m{ESC}[92m   Compiling{ESC}[0m ferry v0.2.0 (/home/yuki/ferry)\n{ESC}[1m{ESC}[92m    Finished{ESC}[0m `dev` profile [unoptimized + debuginfo] target(s) in 41.07s"),
    ("s", "Builds. flake.nix's devShell now has pkg-config and openssl.")],
    cmd=C, err=E, change="pkgs.pkg-config pkgs.openssl", groups=[["Could not find directory of OpenSSL"], ["pkgs.openssl"]],
    kind="bugfix", traps=["error: failed to run custom build command for `openssl-sys v0.9.103`", "For example, `libssl-dev` on Ubuntu or `openssl-devel` on Fedora."],
    note="The `failed to run custom build command` line is cargo's wrapper; the apt package advice does not apply in a nix shell.")

# --- nix develop: numpy wheel wants libstdc++ (de) ------------------------------------------------------------------------

C = "nix develop -c pytest -q"
E = "ImportError: libstdc++.so.6: cannot open shared object file: No such file or directory"
OUT = "\n".join(["ImportError while loading conftest '/home/lena/pegel/tests/conftest.py'.", "tests/conftest.py:3: in <module>",
                 "    import numpy as np", ".venv/lib/python3.12/site-packages/numpy/__init__.py:114: in <module>",
                 "    from numpy.__config__ import show as show_config", "E   ImportError: Unable to import required dependencies:",
                 "E   " + E])
mem("nix_develop_numpy_libstdcxx_de", "nix", S, "nix_develop", "/home/lena/pegel", lambda rng: [
    ("u", "Im nix-Shell findet numpy libstdc++ nicht. Außerhalb (Ubuntu) ging es. Bitte reparieren."),
    ("b", C, OUT, 4),
    ("s", "Die numpy-Wheels aus PyPI im .venv erwarten eine libstdc++ aus dem System; in der Nix-Shell gibt es keinen "
          "/usr/lib-Suchpfad. Ich setze LD_LIBRARY_PATH im devShell auf die gcc-Laufzeitbibliothek."),
    ("e", "/home/lena/pegel/flake.nix", "          packages = [ python pkgs.uv ];\n",
     "          packages = [ python pkgs.uv ];\n          LD_LIBRARY_PATH = pkgs.lib.makeLibraryPath [ pkgs.stdenv.cc.cc.lib pkgs.zlib ];\n"),
    ("b", C, "........................................                                 [100%]\n40 passed in 3.11s"),
    ("s", "40 Tests grün. flake.nix setzt jetzt LD_LIBRARY_PATH mit `stdenv.cc.cc.lib`.")],
    cmd=C, err=E, change="pkgs.stdenv.cc.cc.lib", groups=[["libstdc++.so.6"], ["stdenv.cc.cc.lib", "LD_LIBRARY_PATH"]],
    kind="bugfix", lang="de", traps=["ImportError: Unable to import required dependencies:"],
    note="numpy's `Unable to import required dependencies` is its wrapper over the loader error.")

# --- devcontainer exec (es): no C linker in the image ---------------------------------------------------------------------

C = "devcontainer exec --workspace-folder . cargo test"
E = "error: linker `cc` not found"
OUT = "\n".join([f"{ESC}[1m{ESC}[92m   Compiling{ESC}[0m proc-macro2 v1.0.86", f"{ESC}[1m{ESC}[91merror{ESC}[0m{ESC}[1m: linker `cc` not found{ESC}[0m",
                 f"  {ESC}[1m{ESC}[94m|{ESC}[0m", f"  {ESC}[1m{ESC}[94m={ESC}[0m {ESC}[1mnote{ESC}[0m: No such file or directory (os error 2)", "",
                 f"{ESC}[1m{ESC}[91merror{ESC}[0m{ESC}[1m: could not compile `proc-macro2` (build script) due to 1 previous error{ESC}[0m"])
mem("devcontainer_exec_cargo_linker_cc_es", "devcontainer", S, "devcontainer_exec", "/home/lucia/brujula", lambda rng: [
    ("u", "He montado un devcontainer para el proyecto de Rust pero `cargo test` no compila dentro. ¿Lo miras?"),
    ("b", C, OUT, 101),
    ("s", "La imagen base del devcontainer es `debian:bookworm-slim` con rustup encima: falta un compilador de C, y "
          "rustc usa `cc` como enlazador. Añado build-essential al Dockerfile del devcontainer y lo reconstruyo."),
    ("r", "/home/lucia/brujula/.devcontainer/Dockerfile", "FROM debian:bookworm-slim\nRUN apt-get update && apt-get install -y --no-install-recommends curl ca-certificates git\n"),
    ("e", "/home/lucia/brujula/.devcontainer/Dockerfile", "curl ca-certificates git\n", "curl ca-certificates git build-essential\n"),
    ("b", "devcontainer up --workspace-folder . --remove-existing-container", "[2027-03-04T10:12:01.220Z] Start: Run: docker build -f /home/lucia/brujula/.devcontainer/Dockerfile\n{\"outcome\":\"success\",\"containerId\":\"" + "4be1c0a97d12" + "\",\"remoteUser\":\"vscode\",\"remoteWorkspaceFolder\":\"/workspaces/brujula\"}"),
    ("b", C, f"{ESC}[1m{ESC}[92m   Compiling{ESC}[0m brujula v0.1.0 (/workspaces/brujula)\n{ESC}[1m{ESC}[92m    Finished{ESC}[0m `test` profile [unoptimized + debuginfo] target(s) in 22.80s\n     Running unittests src/lib.rs\n\ntest result: ok. 17 passed; 0 failed; 0 ignored"),
    ("s", "Compila y pasan los 17 tests. El Dockerfile del devcontainer instala `build-essential`.")],
    cmd=C, err=E, change="build-essential", groups=[["linker `cc` not found"], ["build-essential"]],
    kind="bugfix", lang="es", traps=["error: could not compile `proc-macro2` (build script) due to 1 previous error"],
    note="cargo's `could not compile` is the wrapper.")
