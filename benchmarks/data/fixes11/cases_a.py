"""fixes11 cases, part A: runtime versions, PATH and shims, caches and build folders,
permissions and ownership (16 sessions, each with a memory)."""

from __future__ import annotations

from kit import case, fix

GRADLE_NOISE = ["> Task :app:{k}", "Download https://repo.maven.apache.org/maven2/org/{h}.pom", "> Configure project :lib{i}"]
CARGO_NOISE = ["   Compiling dep-{h} v0.{k}.1", "  Downloaded crate-{h} v1.{k}.0", "    Checking util{i} v0.1.{k}"]


@case("rbenv_env_override", "rbenv / Bundler", "version_manager", "env_var_overrides_dotfile", "/home/tiago/src/feira", lang="pt",
      expected=[fix("Your Ruby version is 3.1.4, but your Gemfile specified 3.3.5", ["RBENV_VERSION"], ["unset"], kind="lesson")],
      traps=["rbenv install 3.3.5"])
def _(rng):
    return [
        ("u", "O `bundle install` falha no feira. Podes ver porquê?"),
        ("b", "bundle install", "Your Ruby version is 3.1.4, but your Gemfile specified 3.3.5", 18),
        ("b", "cat .ruby-version && rbenv version && rbenv versions", "3.3.5\n3.1.4 (set by RBENV_VERSION environment variable)\n* 3.1.4 (set by RBENV_VERSION environment variable)\n  3.3.5"),
        ("th", "3.3.5 is installed, so `rbenv install 3.3.5` would do nothing; RBENV_VERSION in the shell wins over .ruby-version."),
        ("s", "O Ruby 3.3.5 já está instalado; o problema é a variável `RBENV_VERSION=3.1.4` exportada no shell, que tem prioridade sobre o `.ruby-version`. Vou removê-la."),
        ("b", "unset RBENV_VERSION && rbenv version && bundle install", "3.3.5 (set by /home/tiago/src/feira/.ruby-version)\nBundle complete! 41 Gemfile dependencies, 97 gems now installed.\nUse `bundle info [gemname]` to see where a bundled gem is installed."),
        ("s", "Resolvido: com `unset RBENV_VERSION` o rbenv volta a ler o `.ruby-version` (3.3.5) e o `bundle install` termina. A variável vinha do teu `~/.profile`; convém tirá-la de lá."),
    ]


@case("fnm_nvmrc", "fnm / Yarn classic", "version_manager", "dotfile_version", "/home/amara/src/quire",
      expected=[fix('The engine "node" is incompatible with this module. Expected version "^18.18.0 || ^20.9.0 || >=21.1.0". Got "16.20.2"', ["fnm use"], kind="lesson")])
def _(rng):
    return [
        ("u", "yarn install blows up in quire, something about engines"),
        ("b", "yarn install", 'yarn install v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\nerror eslint-visitor-keys@4.2.0: The engine "node" is incompatible with this module. Expected version "^18.18.0 || ^20.9.0 || >=21.1.0". Got "16.20.2"\nerror Found incompatible module.\ninfo Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.', 1),
        ("b", "cat .nvmrc; fnm list; node --version", "20.18.1\n* v16.20.2 default\n* v20.18.1\nv16.20.2"),
        ("s", "The repo pins Node 20.18.1 in `.nvmrc` and fnm has it, but this shell is on the default 16. Switching with fnm:"),
        ("b", "fnm use && yarn install", "Using Node v20.18.1\nyarn install v1.22.22\n[1/4] Resolving packages...\n[4/4] Building fresh packages...\nDone in 21.07s."),
        ("s", "Fixed: `fnm use` picks up `.nvmrc` (Node 20.18.1) and the install finishes. Adding `--use-on-cd` to your `fnm env` line would make it switch automatically."),
    ]


@case("jenv_gradle", "jenv / Gradle", "version_manager", "version_switch", "/home/lior/src/harbormaster",
      expected=[fix("Unsupported class file major version 65", ["jenv local 17"], kind="lesson")],
      traps=["org.gradle.java.home"])
def _(rng):
    return [
        ("u", "./gradlew build fails on my machine, works in CI"),
        ("b", "./gradlew build", "\n".join(["> Configure project :", "FAILURE: Build failed with an exception.", "", "* What went wrong:", "Could not open cp_settings generic class cache for settings file '/home/lior/src/harbormaster/settings.gradle'.", "> BUG! exception in phase 'semantic analysis' in source unit '_BuildScript_' Unsupported class file major version 65", "", "BUILD FAILED in 3s"]), 1),
        ("b", "java -version 2>&1 | head -1; jenv versions; grep -n toolchain build.gradle", 'openjdk version "21.0.5" 2024-10-15\n  system\n  17.0.13\n* 21.0.5 (set by /home/lior/.jenv/version)\n12:    toolchain { languageVersion = JavaLanguageVersion.of(17) }'),
        ("th", "Gradle 7.6 here cannot run on Java 21. I could hardcode org.gradle.java.home in gradle.properties but that is a per-machine path; jenv local 17 writes .java-version instead."),
        ("b", "jenv local 17 && ./gradlew build", "> Task :compileJava\n> Task :test\n\nBUILD SUCCESSFUL in 48s\n7 actionable tasks: 7 executed"),
        ("s", "Built. Gradle 7.6 can't run on JDK 21 (class file 65); `jenv local 17` pins this folder to JDK 17 via `.java-version`, matching CI."),
    ]


@case("rustup_override", "rustup / cargo", "version_manager", "stale_override", "/home/noor/src/tessera",
      expected=[fix("requires rustc 1.74 or newer, while the currently active rustc version is 1.70.0", ["rustup override unset"], kind="lesson")],
      traps=["cargo update -p clap --precise"])
def _(rng):
    return [
        ("u", "cargo build broke after pulling main"),
        ("b", "cargo build", "    Updating crates.io index\nerror: package `clap_lex v0.7.4` cannot be built because it requires rustc 1.74 or newer, while the currently active rustc version is 1.70.0\nEither upgrade to rustc 1.74 or newer, or use\ncargo update clap_lex@0.7.4 --precise ver\nwhere `ver` is the latest version of `clap_lex` supporting rustc 1.70.0", 101),
        ("b", "rustup show active-toolchain; rustup override list; ls rust-toolchain* 2>/dev/null", "1.70.0-x86_64-unknown-linux-gnu (directory override for '/home/noor/src/tessera')\n/home/noor/src/tessera                     1.70.0-x86_64-unknown-linux-gnu"),
        ("s", "There is no rust-toolchain file; an old `rustup override` pins this directory to 1.70.0. Downgrading clap with `cargo update -p clap --precise` would hide it, so I'll drop the override instead."),
        ("b", "rustup override unset && cargo build", "info: override toolchain for '/home/noor/src/tessera' removed\n   Compiling clap_lex v0.7.4\n   Compiling tessera v0.3.0 (/home/noor/src/tessera)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 38.20s"),
        ("s", "Done. A leftover directory override held tessera on rustc 1.70; `rustup override unset` puts it back on stable and it builds."),
    ]


@case("tfenv_core_version", "tfenv / Terraform", "version_manager", "version_switch", "/home/jonas/infra/weiher", lang="de",
      expected=[fix("This configuration does not support Terraform version 1.5.7.", ["tfenv"], ["1.9.8"], kind="lesson")])
def _(rng):
    return [
        ("u", "`terraform init` bricht in weiher ab. Schau bitte mal."),
        ("b", "terraform init", "\u2577\n\u2502 Error: Unsupported Terraform Core version\n\u2502 \n\u2502   on versions.tf line 2, in terraform:\n\u2502    2:   required_version = \"~> 1.9.0\"\n\u2502 \n\u2502 This configuration does not support Terraform version 1.5.7. To proceed,\n\u2502 either choose another supported Terraform version or update this version\n\u2502 constraint.\n\u2575", 1),
        ("b", "cat .terraform-version 2>/dev/null; tfenv list", "* 1.5.7 (set by /home/jonas/.tfenv/version)\n  1.9.8"),
        ("s", "Es gibt keine `.terraform-version` im Repo, tfenv nimmt die globale 1.5.7. Ich setze 1.9.8 für dieses Verzeichnis."),
        ("b", "tfenv use 1.9.8 && echo 1.9.8 > .terraform-version && terraform init", "Switching default version to v1.9.8...\nTerraform has been successfully initialized!"),
        ("s", "Erledigt: mit tfenv auf 1.9.8 gewechselt und `.terraform-version` angelegt, `terraform init` läuft durch."),
    ]


@case("asdf_reshim", "asdf / Angular CLI", "path_shim", "reshim", "/home/kemi/src/lantana",
      expected=[fix("bash: ng: command not found", ["asdf reshim"], kind="lesson")],
      traps=["npx @angular/cli"])
def _(rng):
    return [
        ("u", "I installed @angular/cli globally but `ng` isn't found"),
        ("b", "ng version", "bash: ng: command not found", 127),
        ("b", "asdf current nodejs; ls $(asdf where nodejs)/bin", "nodejs          22.11.0         /home/kemi/src/lantana/.tool-versions\ncorepack  ng  node  npm  npx"),
        ("s", "The binary is there, but asdf only exposes commands through shims, and a global npm install doesn't create one. `npx @angular/cli` would work around it; regenerating shims fixes it:"),
        ("b", "asdf reshim nodejs && ng version | head -3", "Angular CLI: 19.0.2\nNode: 22.11.0\nPackage Manager: npm 10.9.0"),
        ("s", "`ng` works now: after any global npm install under asdf, run `asdf reshim nodejs`."),
    ]


@case("asdf_shims_path", "asdf / Elixir mix", "path_shim", "edit_bashrc", "/home/sofia/src/tally",
      expected=[fix("but it has declared in its mix.exs file it supports only Elixir ~> 1.17", ["asdf"], ["shims"])])
def _(rng):
    return [
        ("u", "mix test works in my terminal but not when you run it"),
        ("b", "mix test", "** (Mix) You're trying to run :tally on Elixir v1.14.0 but it has declared in its mix.exs file it supports only Elixir ~> 1.17", 1),
        ("b", "command -v elixir erl; cat .tool-versions", "/usr/bin/elixir\n/usr/bin/erl\nelixir 1.17.3-otp-27\nerlang 27.1.2"),
        ("th", "Non-interactive shells skip the asdf lines guarded by the interactive check in .bashrc, so /usr/bin (apt's Elixir 1.14) wins."),
        ("r", "/home/sofia/.bashrc", "case $- in\n    *i*) ;;\n      *) return;;\nesac\n\n. \"$HOME/.asdf/asdf.sh\"\nHISTSIZE=5000"),
        ("e", "/home/sofia/.bashrc", "case $- in", 'export PATH="${ASDF_DATA_DIR:-$HOME/.asdf}/shims:$PATH"\ncase $- in'),
        ("b", "bash -c 'command -v elixir' && mix test", "/home/sofia/.asdf/shims/elixir\n........................\nFinished in 1.9 seconds (0.4s async, 1.5s sync)\n24 tests, 0 failures"),
        ("s", "The asdf setup in `~/.bashrc` sat below the early `return` for non-interactive shells, so my commands got apt's Elixir 1.14. I put the asdf shims directory on PATH above that guard; `mix test` passes (24 tests)."),
    ]


@case("go_bin_path", "Go / mockgen", "path_shim", "path_export", "/home/ravi/src/kestrel",
      expected=[fix("mockgen: command not found", ["PATH"], ["go env GOPATH", "$HOME/go/bin"], kind="lesson")])
def _(rng):
    return [
        ("u", "go generate ./... fails"),
        ("b", "go generate ./...", 'internal/store/store.go:3: running "mockgen": exec: "mockgen": executable file not found in $PATH', 1),
        ("b", "go install go.uber.org/mock/mockgen@v0.5.0 && mockgen -version", "bash: mockgen: command not found", 127),
        ("b", "ls $(go env GOPATH)/bin; echo $PATH | tr : '\\n' | grep -c go/bin", "mockgen\n0"),
        ("s", "It installed into `$(go env GOPATH)/bin`, which is not on your PATH."),
        ("b", 'export PATH="$PATH:$(go env GOPATH)/bin" && go generate ./...', ""),
        ("s", "`go generate` runs now. Add `export PATH=\"$PATH:$(go env GOPATH)/bin\"` to your shell profile so Go-installed tools are found."),
    ]


@case("kubectl_hash", "kubectl", "path_shim", "shell_hash", "/home/ada/ops/plover",
      expected=[fix("bash: /usr/local/bin/kubectl: No such file or directory", ["hash -r"], kind="lesson")])
def _(rng):
    return [
        ("u", "I moved kubectl to ~/.local/bin and deleted the old one. Check the plover pods."),
        ("b", "kubectl get pods -n plover", "bash: /usr/local/bin/kubectl: No such file or directory", 127),
        ("b", "type kubectl; ls -l ~/.local/bin/kubectl", "kubectl is hashed (/usr/local/bin/kubectl)\n-rwxr-xr-x 1 ada ada 56381592 Nov 20 10:02 /home/ada/.local/bin/kubectl"),
        ("s", "bash still remembers the old path. One word clears it:"),
        ("b", "hash -r && kubectl get pods -n plover", "NAME                      READY   STATUS    RESTARTS   AGE\nplover-api-6d9f7c-x2k4q   1/1     Running   0          2d\nplover-web-5b8c4-7tlqm    1/1     Running   0          2d"),
        ("s", "Both plover pods are Running. The error was bash's command hash pointing at the deleted binary; `hash -r` resets it."),
    ]


@case("nox_stale_pyc", "nox / CPython bytecode", "cache_clear", "stale_bytecode", "/home/ines/src/tarifa",
      expected=[fix("ImportError: bad magic number in 'tarifa.rates'", [".pyc"], ["find", "rm"])],
      traps=["--reuse-existing-virtualenvs"])
def _(rng):
    return [
        ("u", "nox -s tests fails with an ImportError since I moved to 3.12"),
        ("b", "nox -s tests-3.12", "nox > Running session tests-3.12\nnox > pytest -q\nImportError while loading conftest '/home/ines/src/tarifa/tests/conftest.py'.\ntests/conftest.py:4: in <module>\n    from tarifa.rates import Table\nE   ImportError: bad magic number in 'tarifa.rates': b'\\xa7\\r\\r\\n'\nnox > Command pytest -q failed with exit code 4\nnox > Session tests-3.12 failed.", 1),
        ("th", "Recreating the nox venv, or dropping --reuse-existing-virtualenvs, would not matter: the import comes from src/, not from .nox."),
        ("b", "ls src/tarifa/ | grep rates", "rates.cpython-311.pyc\nrates.pyc"),
        ("s", "There is no `rates.py` any more, only old `rates.pyc` files compiled by 3.11 next to the sources, and Python imports the sourceless `.pyc`. Removing stray bytecode:"),
        ("b", "find . -name '*.pyc' -not -path './.nox/*' -delete && find . -name __pycache__ -empty -delete && nox -s tests-3.12", "nox > Running session tests-3.12\nnox > pytest -q\n........................................\n40 passed in 2.31s\nnox > Session tests-3.12 was successful."),
        ("s", "Passing. Leftover `.pyc` files from 3.11 (the module was renamed long ago) shadowed the import; deleting them with `find . -name '*.pyc' -delete` fixed it."),
    ]


@case("parcel_cache", "Parcel", "cache_clear", "cache_dir", "/home/maya/src/lumen",
      expected=[fix("Expected content key 1f0c9a3b72d4 to exist", [".parcel-cache"], ["rm"])])
def _(rng):
    return [
        ("u", "npm run dev crashes right away"),
        ("b", "npm run dev", "> lumen@0.4.0 dev\n> parcel src/index.html\n\n\U0001f6a8 Build failed.\n\nError: Expected content key 1f0c9a3b72d4 to exist\n    at nullthrows (/home/maya/src/lumen/node_modules/nullthrows/nullthrows.js:7:15)", 1),
        ("s", "That is Parcel's cache out of step with the sources (it happens after switching branches mid-build). Clearing it:"),
        ("b", "rm -rf .parcel-cache && npm run dev", "> lumen@0.4.0 dev\n> parcel src/index.html\n\nServer running at http://localhost:1234\n\u2728 Built in 2.84s"),
        ("s", "Running at http://localhost:1234 after `rm -rf .parcel-cache`."),
    ]


@case("metro_reset_cache", "React Native Metro", "cache_clear", "one_flag", "/home/yuki/src/orderly",
      expected=[fix("Unable to resolve module ./src/screens/Orders from /home/yuki/src/orderly/App.tsx", ["--reset-cache"], kind="lesson")])
def _(rng):
    return [
        ("u", "I renamed OrderList to Orders and the bundler still wants the old file"),
        ("b", "npx react-native start", "info Welcome to React Native v0.76\ninfo Starting dev server on port 8081...\nerror: Error: Unable to resolve module ./src/screens/Orders from /home/yuki/src/orderly/App.tsx: \n\nNone of these files exist:\n  * src/screens/Orders(.android.js|.native.js|.js|.tsx)\n  * src/screens/Orders/index(.android.js|.native.js|.js|.tsx)", 1),
        ("b", "ls src/screens/", "Orders.tsx\nSettings.tsx"),
        ("s", "The file exists; Metro is serving its cached module map. Same command with one flag:"),
        ("b", "npx react-native start --reset-cache", "info Welcome to React Native v0.76\ninfo Starting dev server on port 8081...\nwarn The transform cache was reset.\nBUNDLE  ./index.js\nLOG  Running \"orderly\""),
        ("s", "Bundles now. After renaming or moving files, start Metro with `--reset-cache`."),
    ]


@case("next_stale_build", "Next.js", "cache_clear", "build_dir", "/home/lena/src/atlasweb",
      expected=[fix("Error: Cannot find module './vendor-chunks/@tanstack.js'", [".next"], ["rm"])])
def _(rng):
    return [
        ("u", "next dev shows a 500 on every page after I upgraded react-query"),
        ("b", "npm run dev -- --port 3100 & sleep 8; curl -s localhost:3100 | head -5; kill %1", " \u2713 Ready in 2.1s\n \u2a2f Error: Cannot find module './vendor-chunks/@tanstack.js'\nRequire stack:\n- /home/lena/src/atlasweb/.next/server/webpack-runtime.js\n<!DOCTYPE html><html><body>Internal Server Error</body></html>", 1),
        ("s", "The compiled server bundle in `.next` refers to a chunk from before the upgrade. Removing the build folder:"),
        ("b", "rm -rf .next && (npm run dev -- --port 3100 & sleep 10; curl -s -o /dev/null -w '%{http_code}\\n' localhost:3100; kill %1)", " \u2713 Ready in 3.4s\n \u2713 Compiled / in 5.2s\n200"),
        ("s", "200 again. A stale `.next` folder after a dependency upgrade; `rm -rf .next` rebuilt it."),
    ]


@case("cargo_target_owner", "cargo (target built as root)", "permissions", "ownership", "/home/ines/src/tern",
      expected=[fix("failed to open: /home/ines/src/tern/target/debug/.cargo-lock", ["chown"], ["target"])],
      traps=["sudo cargo build"])
def _(rng):
    return [
        ("u", "cargo build says permission denied in tern"),
        ("b", "cargo build", "error: failed to open: /home/ines/src/tern/target/debug/.cargo-lock\n\nCaused by:\n  Permission denied (os error 13)", 101),
        ("b", "ls -ld target target/debug", "drwxr-xr-x 4 root root 4096 Nov 19 16:40 target\ndrwxr-xr-x 7 root root 4096 Nov 19 16:41 target/debug"),
        ("s", "`target/` is owned by root, probably from building inside a container that runs as root. `sudo cargo build` would just spread that; giving the folder back to you instead:"),
        ("b", 'sudo chown -R "$(id -u):$(id -g)" target && cargo build', "   Compiling tern v0.2.1 (/home/ines/src/tern)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.71s"),
        ("s", "Builds. I chowned `target/` back to your user; if you build in the container, pass `--user $(id -u):$(id -g)` to it."),
    ]


@case("mariadb_datadir_owner", "MariaDB", "permissions", "ownership", "/home/lucia/src/tienda", lang="es",
      expected=[fix("Can't create/write to file '/srv/mariadb/aria_log_control' (Errcode: 13 \"Permission denied\")", ["chown"], ["mysql:mysql"])],
      traps=["chmod -R 777"])
def _(rng):
    return [
        ("u", "MariaDB no arranca desde que moví los datos a /srv/mariadb. ¿Lo miras?"),
        ("b", "sudo systemctl start mariadb; sudo journalctl -u mariadb -n 5 --no-pager", "mariadbd[40211]: [ERROR] mariadbd: Can't create/write to file '/srv/mariadb/aria_log_control' (Errcode: 13 \"Permission denied\")\nmariadbd[40211]: [ERROR] Plugin 'Aria' init function returned error.\nmariadbd[40211]: [ERROR] Aborting\nsystemd[1]: mariadb.service: Failed with result 'exit-code'.", 1),
        ("b", "ls -ld /srv/mariadb", "drwxr-xr-x 5 lucia lucia 4096 Nov 18 11:20 /srv/mariadb"),
        ("s", "La carpeta pertenece a tu usuario y no a `mysql`. No hace falta `chmod -R 777`; basta con devolverle el dueño correcto."),
        ("b", "sudo chown -R mysql:mysql /srv/mariadb && sudo systemctl start mariadb && systemctl is-active mariadb", "active"),
        ("s", "MariaDB ya está activo: `chown -R mysql:mysql /srv/mariadb` tras copiar los datos."),
    ]


@case("capistrano_key_mode", "Capistrano", "permissions", "file_mode", "/home/rui/src/molhe",
      expected=[fix("Permissions 0644 for '/home/rui/.ssh/deploy_ed25519' are too open.", ["chmod 600"], ["deploy_ed25519"])])
def _(rng):
    return [
        ("u", "cap staging deploy fails at the ssh step"),
        ("b", "bundle exec cap staging deploy", "00:00 git:wrapper\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n@         WARNING: UNPROTECTED PRIVATE KEY FILE!          @\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nPermissions 0644 for '/home/rui/.ssh/deploy_ed25519' are too open.\nIt is required that your private key files are NOT accessible by others.\nThis private key will be ignored.\n(Backtrace restricted to imported tasks)\ncap aborted!\nSSHKit::Runner::ExecuteError: Exception while executing as deploy@app1.molhe.test: Authentication failed for user deploy@app1.molhe.test", 1),
        ("b", "chmod 600 ~/.ssh/deploy_ed25519 && bundle exec cap staging deploy 2>&1 | tail -2", "00:41 deploy:log_revision\n      01 echo \"Branch main (at 4be71c2) deployed as release 20261121093311 by rui\" >> /srv/molhe/revisions.log"),
        ("s", "Deployed. ssh ignored the key because it was world-readable; `chmod 600 ~/.ssh/deploy_ed25519` fixed it."),
    ]
