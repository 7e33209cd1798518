"""Sessions without memory, part two: `one_off_state` (5), `user_offscreen` (4), `gave_up` (5).

`one_off_state`: the command fails on machine state this very session created earlier (its own background
server, its own interrupted git/terraform run, its own container); the cleanup (kill that PID, remove that lock)
makes it pass. Decided: not a lesson - the next session will not have that state. `user_offscreen`: the user
changes something outside the session without saying what, then the command passes. `gave_up`: the agent's
environment changes do not work, it stops, and the user takes over; nothing passes.
"""

from __future__ import annotations

from kit import none, pad

# --- one_off_state -----------------------------------------------------------------------------------

C = "npx playwright test"
E = "Error: http://localhost:5173 is already used, make sure that nothing is running on the port/url or set reuseExistingServer:true in config.webServer."
none("playwright_own_dev_server_port", "node", "one_off_state", "own_process", "/home/lina/tessera",
     lambda rng, C=C, E=E: [
         ("u", "Start the dev server so I can click around, then run the e2e suite."),
         ("bg", "npm run dev", "Command running in background with ID: 7c0e21"),
         ("s", "Dev server is up on http://localhost:5173. Running the e2e tests now."),
         ("b", C, pad(rng, [E]), 1),
         ("b", "lsof -ti :5173", "48211"),
         ("b", "kill 48211", ""),
         ("b", C, pad(rng, ["Running 19 tests using 4 workers", "  19 passed (24.6s)"])),
         ("s", "The suite starts its own vite server, and the one I started earlier for you held port 5173. I "
               "stopped mine (PID 48211); all 19 tests pass. Say if you want the dev server back.")],
     cmd=C, err=E, passed=C, origin="npm run dev",
     traps=["kill 48211", E],
     note="The port holder was started by this session; nothing about the project to remember.")

C = "git commit -m 'Split invoice totals'"
E = "fatal: Unable to create '/home/uri/ledgerbook/.git/index.lock': File exists."
none("git_index_lock_own_commit", "git", "one_off_state", "own_lock", "/home/uri/ledgerbook",
     lambda rng, C=C, E=E: [
         ("u", "Commit the invoice totals change, message 'Split invoice totals'."),
         ("b", "git add src/totals.py tests/test_totals.py && git commit", "hint: Waiting for your editor to close the file...", "timeout"),
         ("s", "That opened an editor I cannot drive and was killed by the timeout. Committing with -m instead."),
         ("b", C, pad(rng, [E, "", "Another git process seems to be running in this repository, e.g.",
                            "an editor opened by 'git commit'. Please make sure all processes", "are terminated then try again."]), 128),
         ("b", "pgrep -a git || echo none", "none"),
         ("b", "rm -f .git/index.lock", ""),
         ("b", C, "[main 4e1d0c2] Split invoice totals\n 2 files changed, 58 insertions(+), 21 deletions(-)"),
         ("s", "My timed-out `git commit` (waiting for an editor) left .git/index.lock behind. No git process was "
               "running, so I removed the lock and committed with the message.")],
     cmd=C, err=E, passed=C, origin="git add src/totals.py tests/test_totals.py && git commit",
     traps=["rm -f .git/index.lock", E],
     note="The lock came from this session's own killed git command.")

C = "terraform plan -input=false"
E = "Error: Error acquiring the state lock"
none("terraform_own_lock_force_unlock_it", "terraform", "one_off_state", "own_lock", "/home/giada/faro-infra",
     lambda rng, C=C, E=E: [
         ("u", "Applica le modifiche al bucket dei log su dev, poi fammi vedere il plan."),
         ("b", "terraform apply -input=false -auto-approve", "aws_s3_bucket_lifecycle_configuration.logs: Modifying... "
               "[id=faro-dev-logs]\naws_s3_bucket_lifecycle_configuration.logs: Still modifying... [1m50s elapsed]", "timeout"),
         ("b", C, pad(rng, ["╷", "│ " + E, "│", "│ Error message: ConditionalCheckFailedException: The conditional request failed",
                            "│ Lock Info:", "│   ID:        8f3c1a52-6d0e-4b7f-a2c9-1e5d7b3f0a64", "│   Operation: OperationTypeApply",
                            "│   Who:       giada@faro-laptop", "╵"]), 1),
         ("s", "Il lock è quello del mio `terraform apply` interrotto dal timeout qualche minuto fa (Operation: Apply, "
               "stesso utente). Nessun altro processo terraform è attivo, quindi lo sblocco."),
         ("b", "terraform force-unlock -force 8f3c1a52-6d0e-4b7f-a2c9-1e5d7b3f0a64", "Terraform state has been successfully unlocked!"),
         ("b", C, pad(rng, ["aws_s3_bucket.logs: Refreshing state... [id=faro-dev-logs]", "No changes. Your infrastructure matches the configuration."])),
         ("s", "Il plan ora gira: nessuna modifica, quindi l'apply era andato a buon fine prima del timeout.")],
     cmd=C, err=E, passed=C, origin="terraform apply -input=false -auto-approve",
     traps=["terraform force-unlock", E], lang="it",
     note="The lock was taken by this session's own interrupted apply.")

C = "./scripts/it.sh"
E = "docker: Error response from daemon: Conflict. The container name \"/pg-test\" is already in use by container \"9f2c4e7a1b03\". You have to remove (or rename) that container to be able to reuse that name."
none("docker_own_container_name_conflict", "python", "one_off_state", "own_container", "/home/kai/ferrule",
     lambda rng, C=C, E=E: [
         ("u", "Check the migration by hand against a throwaway Postgres, then run the integration script."),
         ("b", "docker run -d --name pg-test -e POSTGRES_PASSWORD=test -p 55432:5432 postgres:16", "9f2c4e7a1b03d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0"),
         ("b", "alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade 3b1f -> 4c2a, add supplier table"),
         ("b", C, pad(rng, ["+ docker run -d --name pg-test -e POSTGRES_PASSWORD=test -p 55432:5432 postgres:16", E]), 125),
         ("b", "docker rm -f pg-test", "pg-test"),
         ("b", C, pad(rng, ["+ docker run -d --name pg-test -e POSTGRES_PASSWORD=test -p 55432:5432 postgres:16",
                            "+ pytest -q tests/integration", "31 passed in 9.84s", "+ docker rm -f pg-test"])),
         ("s", "it.sh starts its own `pg-test` container and mine from the manual check had the same name. Removed "
               "mine; the 31 integration tests pass and the script cleans up after itself.")],
     cmd=C, err=E, passed=C, origin="docker run -d --name pg-test",
     traps=["docker rm -f pg-test", E])

C = "pytest -q tests/e2e"
E = "OSError: [Errno 98] Address already in use"
none("uvicorn_own_server_port", "python", "one_off_state", "own_process", "/home/lei/yunlu",
     lambda rng, C=C, E=E: [
         ("u", "Start the app so I can look at the home page, then run the e2e tests."),
         ("bg", "uvicorn yunlu.app:app --port 8000", "Command running in background with ID: b3a9f0"),
         ("s", "The app is running on http://127.0.0.1:8000. Running the e2e tests now."),
         ("b", C, pad(rng, ["ERROR tests/e2e/test_home.py::test_home - " + E, "5 errors in 0.62s"]), 1),
         ("b", "lsof -ti :8000", "51502"),
         ("b", "kill 51502", ""),
         ("b", C, pad(rng, [".....", "5 passed in 3.90s"])),
         ("s", "The e2e fixture starts its own server on port 8000, which clashed with the uvicorn I started for you "
               "(PID 51502). With that stopped, all 5 tests pass.")],
     cmd=C, err=E, passed=C, origin="uvicorn yunlu.app:app --port 8000",
     traps=["kill 51502", E])

# --- user_offscreen --------------------------------------------------------------------------------------

C = "make sync-assets"
E = "An error occurred (ExpiredToken) when calling the ListObjectsV2 operation: The provided token has expired."
none("s3_expired_token_user_sorts_it", "aws", "user_offscreen", "unnamed_change", "/home/dev/pressroom",
     lambda rng, C=C, E=E: [
         ("u", "make sync-assets please"),
         ("b", C, pad(rng, ["aws s3 sync s3://pressroom-assets-dev ./public/assets --delete", E,
                            "make: *** [Makefile:31: sync-assets] Error 1"]), 2),
         ("s", "The AWS session token has expired. I suspect the VPN dropped and the credential helper couldn't "
               "refresh; I can't renew credentials from here."),
         ("u", "ok, sorted it on my side. go again"),
         ("b", C, pad(rng, ["aws s3 sync s3://pressroom-assets-dev ./public/assets --delete",
                            "download: s3://pressroom-assets-dev/img/hero.webp to public/assets/img/hero.webp"])),
         ("s", "Synced.")],
     cmd=C, err=E, passed=C,
     traps=["VPN dropped", E],
     note="The user fixed it outside the session and did not say how; the agent's VPN guess is unconfirmed.")

C = "docker compose up -d"
E = "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?"
none("docker_daemon_user_starts_it", "docker", "user_offscreen", "unnamed_change", "/home/mo/quarry",
     lambda rng, C=C, E=E: [
         ("u", "bring the stack up"),
         ("b", C, pad(rng, [E]), 1),
         ("b", "systemctl start docker", "Failed to start docker.service: Interactive authentication required.\n"
               "See system logs and 'systemctl status docker.service' for details.", 1),
         ("s", "Docker isn't running and starting it needs authentication I don't have here."),
         ("u", "try now"),
         ("b", C, pad(rng, [" ✔ Container quarry-db-1   Started", " ✔ Container quarry-api-1  Started"])),
         ("s", "The stack is up.")],
     cmd=C, err=E, passed=C,
     traps=["systemctl start docker", E],
     note="Whatever the user did (systemctl with sudo, Docker Desktop, a reboot) is not shown.")

C = "npm ci"
E = "npm error 401 Unauthorized - GET https://npm.corp.example/@ledge%2fui-kit - authentication token not provided"
none("npm_private_401_user_fixes", "node", "user_offscreen", "unnamed_change", "/home/gus/ledge-portal",
     lambda rng, C=C, E=E: [
         ("u", "npm ci fails on the private package"),
         ("b", C, pad(rng, ["npm error code E401", E]), 1),
         ("b", "npm config get @ledge:registry", "https://npm.corp.example/"),
         ("s", "The scope points at the private registry but npm sends no token for it. Perhaps NPM_TOKEN isn't "
               "exported in this shell?"),
         ("u", "dealt with it, run it again"),
         ("b", C, pad(rng, ["added 1288 packages, and audited 1289 packages in 44s"])),
         ("s", "npm ci works now.")],
     cmd=C, err=E, passed=C,
     traps=["NPM_TOKEN isn't exported", E])

C = "./gradlew build"
E = "Received status code 403 from server: Forbidden"
none("gradle_403_user_offscreen", "java", "user_offscreen", "unnamed_change", "/home/nils/brygga",
     lambda rng, C=C, E=E: [
         ("u", "./gradlew build fails with a 403 from our Maven mirror, can you check?"),
         ("b", C, pad(rng, ["> Could not resolve se.brygga:platform-bom:4.2.0.",
                            "   > Could not GET 'https://maven.brygga.example/releases/se/brygga/platform-bom/4.2.0/platform-bom-4.2.0.pom'. " + E,
                            "BUILD FAILED in 6s"]), 1),
         ("b", "grep -c bryggaMaven ~/.gradle/gradle.properties", "2"),
         ("s", "The mirror credentials are in ~/.gradle/gradle.properties, yet the server answers 403. Maybe the account "
               "lost read access to the releases repository?"),
         ("u", "Fixed it. Run it again."),
         ("b", C, pad(rng, ["BUILD SUCCESSFUL in 1m 4s", "14 actionable tasks: 14 executed"])),
         ("s", "The build passes now.")],
     cmd=C, err=E, passed=C,
     traps=["lost read access", E])

# --- gave_up ---------------------------------------------------------------------------------------------

C = "cmake --build build"
E = "fatal error: 'openssl/ssl.h' file not found"
none("cmake_openssl_header_gave_up", "cpp", "gave_up", "user_takes_over", "/Users/dmitri/tunnelkit",
     lambda rng, C=C, E=E: [
         ("u", "cmake --build build fails on openssl, fix the env"),
         ("b", C, pad(rng, ["[ 12%] Building CXX object src/CMakeFiles/tunnel.dir/tls.cpp.o",
                            "/Users/dmitri/tunnelkit/src/tls.cpp:3:10: " + E, "#include <openssl/ssl.h>", "1 error generated."]), 2),
         ("b", "brew install openssl@3", "Warning: openssl@3 3.4.0 is already installed and up-to-date."),
         ("b", "export CPATH=/opt/homebrew/opt/openssl@3/include && " + C,
          pad(rng, ["/Users/dmitri/tunnelkit/src/tls.cpp:3:10: " + E]), 2),
         ("s", "openssl@3 is installed and CPATH did not help; the cached CMake configuration probably pins another "
               "include path, and I don't want to wipe your build dir without asking. I'll stop here."),
         ("u", "leave it, I'll reconfigure it myself later")],
     cmd=C, err=E,
     traps=["brew install openssl@3", E],
     note="Nothing passes; both environment tries fail.")

C = "pip install -r requirements.txt"
E = "Error: pg_config executable not found."
none("psycopg2_pg_config_sudo_gave_up", "python", "gave_up", "user_takes_over", "/home/amara/sokoni",
     lambda rng, C=C, E=E: [
         ("u", "set up the venv deps please"),
         ("b", C, pad(rng, ["  Building wheel for psycopg2 (setup.py): finished with status 'error'",
                            "      " + E, "      pg_config is required to build psycopg2 from source.",
                            "ERROR: Failed to build installable wheels for some pyproject.toml based projects (psycopg2)"]), 1),
         ("b", "sudo apt-get install -y libpq-dev", "sudo: a terminal is required to read the password; either use the -S "
               "option to read from standard input or configure an askpass helper\nsudo: a password is required", 1),
         ("s", "psycopg2 needs libpq-dev to build, and installing it needs sudo, which I can't use here. Could you "
               "install libpq-dev, or should we switch to psycopg2-binary?"),
         ("u", "I'll install it myself, stop there")],
     cmd=C, err=E,
     traps=["apt-get install -y libpq-dev", E],
     note="The likely fix is named but never shown to work.")

C = "xcodebuild test -scheme Lantern -destination 'platform=iOS Simulator,name=iPhone 15'"
E = "xcodebuild: error: Unable to find a destination matching the provided destination specifier:"
none("xcodebuild_simulator_gave_up", "swift", "gave_up", "user_takes_over", "/Users/priya/lantern-ios",
     lambda rng, C=C, E=E: [
         ("u", "Run the iOS tests with " + C),
         ("b", C, pad(rng, [E, "\t\t{ platform:iOS Simulator, OS:latest, name:iPhone 15 }", "", "\tIneligible destinations for the \"Lantern\" scheme:",
                            "\t\t{ platform:iOS, id:dvtdevice-DVTiPhonePlaceholder-iphoneos:placeholder, name:Any iOS Device }"]), 70),
         ("b", "xcrun simctl list runtimes", "== Runtimes ==\n(no runtimes)"),
         ("b", "xcodebuild -downloadPlatform iOS", "Downloading iOS 18.1 Simulator (22B81): 3.4%\n"
               "Error: The operation couldn't be completed. (DVTDownloadableErrors error 0.)", 1),
         ("s", "No iOS simulator runtime is installed and the download fails from here. I can't get a simulator up."),
         ("u", "ok stop, I'll install it from Xcode settings")],
     cmd=C, err=E,
     traps=["xcodebuild -downloadPlatform iOS", E])

C = "bin/rails test"
E = "Your Ruby version is 3.1.4, but your Gemfile specified 3.3.5"
none("rbenv_install_build_failed_gave_up", "ruby", "gave_up", "user_takes_over", "/home/iker/zoco",
     lambda rng, C=C, E=E: [
         ("u", "bin/rails test please"),
         ("b", C, pad(rng, [E]), 18),
         ("b", "rbenv install 3.3.5", "==> Downloading ruby-3.3.5.tar.gz...\n==> Installing ruby-3.3.5...\n\n"
               "BUILD FAILED (Ubuntu 22.04 using ruby-build 20231225)\n\nThe Ruby openssl extension was not compiled.\n"
               "ERROR: Ruby install aborted due to missing extensions", 1),
         ("s", "Installing Ruby 3.3.5 fails: the openssl extension does not compile with this ruby-build "
               "(20231225 is old). Updating ruby-build needs git access to its plugin dir, which is read-only here. "
               "I'm stuck on this one."),
         ("u", "fine, I'll sort out ruby myself")],
     cmd=C, err=E,
     traps=["rbenv install 3.3.5", E])

C = "composer install"
E = "- Root composer.json requires PHP extension ext-intl * but it is missing from your system. Install or enable PHP's intl extension."
none("composer_ext_intl_gave_up_es", "php", "gave_up", "user_takes_over", "/home/lucia/agenda",
     lambda rng, C=C, E=E: [
         ("u", "¿Puedes instalar las dependencias con composer?"),
         ("b", C, pad(rng, ["Your lock file does not contain a compatible set of packages. Please run composer update.", "",
                            "  Problem 1", "    " + E]), 2),
         ("b", "sudo apt-get install -y php8.3-intl", "Reading package lists...\nE: Unable to locate package php8.3-intl", 100),
         ("s", "Falta la extensión intl de PHP y el paquete php8.3-intl no está en los repositorios configurados "
               "(¿falta el PPA de ondrej/php?). No puedo arreglarlo desde aquí."),
         ("u", "Déjalo, lo instalo yo.")],
     cmd=C, err=E,
     traps=["php8.3-intl", E], lang="es")
