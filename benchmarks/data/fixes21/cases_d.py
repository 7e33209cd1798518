"""Sessions that must leave no memory, part one: the failure went away on a plain retry after several tries
(`flaky_after_tries`, 6), the agent gave up (`gave_up`, 5) and the user fixed it outside the session with no
change shown (`fixed_outside`, 5)."""

from __future__ import annotations

from kit import hx, none

# --- flaky_after_tries: every try is followed by the same failure, then the identical command passes -----------
S = "flaky_after_tries"

C = "python -m pytest -n 8 tests"
E = "[gw5] node down: Not properly terminated"


def _xd(gw: int, pct: int) -> str:
    return "\n".join([
        f"8 workers [412 items]", "." * 58 + f" [ {pct}%]", f"[gw{gw}] node down: Not properly terminated",
        f"F", f"replacing crashed worker gw{gw}", "." * 40 + " [100%]",
        "=================================== FAILURES ===================================",
        "_____________________________ tests/test_render.py _____________________________",
        f"[gw{gw}] linux -- Python 3.12.8 /home/bo/prism/.venv/bin/python", f"worker 'gw{gw}' crashed while running 'tests/test_render.py::test_big_svg'",
        "=========================== short test summary info ============================",
        "FAILED tests/test_render.py::test_big_svg", "1 failed, 411 passed in 38.20s"])


none("pytest_xdist_worker_crash_plain_retry", "pytest", S, "tries_then_plain_retry", "/home/bo/prism",
     lambda rng, C=C: [
         ("u", "run the full suite before I tag 0.9"),
         ("b", C, _xd(5, 14), 1),
         ("s", "A worker crashed. Upgrading pytest-xdist first."),
         ("b", "pip install -U pytest-xdist -q && pip show pytest-xdist | sed -n 2p", "Version: 3.6.1"),
         ("b", C, _xd(5, 21), 1),
         ("s", "Already current. Running without the cache plugin in case the cache file is contended."),
         ("b", C + " -p no:cacheprovider", _xd(5, 9), 1),
         ("b", "dmesg 2>/dev/null | tail -2; free -m | sed -n 2p", "Mem:          15843        6120        1204         412        8519        9011"),
         ("s", "No OOM kill and plenty of memory. Running it once more unchanged to see if it's consistent."),
         ("b", C, "8 workers [412 items]\n" + "." * 72 + " [100%]\n412 passed in 36.91s"),
         ("s", "412 passed on a plain rerun. The xdist upgrade (it was already 3.6.1) and `-p no:cacheprovider` "
               "changed nothing; test_big_svg's worker crashed twice and then didn't. I'd treat it as flaky and not "
               "tag on the strength of one green run."),
         ("u", "ok, I'll rerun in CI")],
     cmd=C, err=E, not_fix=C, passed=C, tries=["pip install -U pytest-xdist", "-p no:cacheprovider"],
     note="Two tries fail the same; the pass comes from the unchanged command with nothing between. The error was "
          "printed by the same worker (gw5) each time, at other progress points. No memory: nothing was fixed, and the upgrade was a "
          "no-op.")

C = "yarn install --frozen-lockfile"
E = 'error An unexpected error occurred: "https://registry.yarnpkg.com/@babel/core/-/core-7.26.0.tgz: ESOCKETTIMEDOUT".'
OUT = ("yarn install v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\ninfo There appears to be trouble with your "
       "network connection. Retrying...\ninfo There appears to be trouble with your network connection. Retrying...\n" + E +
       "\ninfo If you think this is a bug, please open a bug report with the information provided in \"/home/pilar/faro/yarn-error.log\".\n"
       "info Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.")
none("yarn_esockettimedout_plain_retry_es", "yarn", S, "tries_then_plain_retry", "/home/pilar/faro",
     lambda rng, C=C: [
         ("u", "Instala las dependencias de faro, por favor."),
         ("b", C, OUT, 1),
         ("s", "Timeout de red. Subo el timeout de yarn."),
         ("b", "yarn install --frozen-lockfile --network-timeout 600000", OUT, 1),
         ("s", "Sigue igual. Limpio la caché de yarn."),
         ("b", "yarn cache clean", "yarn cache v1.22.22\nsuccess Cleared cache.\nDone in 3.41s."),
         ("b", C, OUT, 1),
         ("b", "curl -sI https://registry.yarnpkg.com/@babel%2fcore | head -1", "HTTP/2 200"),
         ("s", "El registro responde ahora. Repito el mismo comando sin cambiar nada."),
         ("b", C, "yarn install v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\n[3/4] Linking dependencies...\n"
                  "[4/4] Building fresh packages...\nDone in 41.20s."),
         ("s", "Instalado. Ni el `--network-timeout` ni limpiar la caché lo arreglaron; fue un corte temporal del registro."),
         ("u", "Vale, gracias.")],
     cmd=C, err=E, not_fix=C, passed=C, lang="es", tries=["--network-timeout 600000", "yarn cache clean"],
     note="A network timeout: a longer timeout and a cache clean failed the same; the identical command passed "
          "later (a diagnostic curl in between is not a change). No memory; `--network-timeout` must not be stored "
          "as the fix.")

C = "npx cypress run --spec cypress/e2e/checkout.cy.ts"
E = "     CypressError: Timed out retrying after 4000ms: Expected to find element: `[data-test=pay-button]`, but never found it."
OUT = ("\n  Checkout\n    1) pays with a saved card\n\n  0 passing (9s)\n  1 failing\n\n  1) Checkout\n       pays with a saved card:\n"
       + E[5:] + "\n      at Context.eval (webpack:///./cypress/e2e/checkout.cy.ts:22:8)\n\n  (Run Finished)\n\n"
       "       Spec                                              Tests  Passing  Failing\n"
       "  \u2716  checkout.cy.ts                           00:09        1        -        1")
none("cypress_timeout_flaky_plain_retry", "cypress", S, "tries_then_plain_retry", "/home/ezra/basket",
     lambda rng, C=C: [
         ("u", "checkout e2e failed in my last run, can you see if it's real?"),
         ("b", C, OUT, 1),
         ("s", "Clearing and reinstalling the Cypress binary cache."),
         ("b", "npx cypress cache clear && npx cypress install", "Installing Cypress (version: 13.17.0)\n\u2714  Downloaded Cypress\n"
                                                                 "\u2714  Unzipped Cypress\n\u2714  Finished Installation /home/ezra/.cache/Cypress/13.17.0"),
         ("b", C, OUT, 1),
         ("s", "Same. Running with debug logs to see what the page does."),
         ("b", "DEBUG=cypress:server:browsers " + C, "  cypress:server:browsers launching browser electron\n" + OUT, 1),
         ("s", "Nothing unusual in the logs. One more plain run."),
         ("b", C, "\n  Checkout\n    \u2713 pays with a saved card (2211ms)\n\n  1 passing (3s)\n\n"
                  "  \u2714  checkout.cy.ts                           00:03        1        1        -        -"),
         ("s", "It passes now with nothing changed - so it's flaky, not fixed. The pay button appears after the saved "
               "cards request; when that takes > 4 s the test times out. Worth waiting on that request with "
               "`cy.intercept` + `cy.wait`, but I haven't changed anything."),
         ("u", "noted, I'll make a ticket")],
     cmd=C, err=E, not_fix=C, passed=C, tries=["npx cypress cache clear && npx cypress install", "DEBUG=cypress:server:browsers"],
     note="The agent names a likely cause but changes nothing; the pass is a plain rerun. The proposed "
          "`cy.intercept` wait was never applied, so it cannot be a fix either.")

C = "docker build -t vistula-worker:dev ."
E = "E: Failed to fetch http://deb.debian.org/debian/pool/main/i/imagemagick/imagemagick-6.q16_6.9.11.60+dfsg-1.6+deb12u2_amd64.deb  Hash Sum mismatch"
OUT = ("#7 [3/6] RUN apt-get update && apt-get install -y --no-install-recommends imagemagick\n#7 14.20 Get:41 http://deb.debian.org/debian "
       "bookworm/main amd64 imagemagick-6.q16 amd64 8:6.9.11.60+dfsg-1.6+deb12u2 [241 kB]\n#7 14.61 " + E + "\n#7 14.61    Hashes of expected file:\n"
       "#7 14.61     - SHA256:" + "4f0e" * 16 + "\n#7 14.61    Hashes of received file:\n#7 14.61     - SHA256:" + "9a1c" * 16 + "\n"
       "#7 14.62 E: Unable to fetch some archives, maybe run apt-get update or try with --fix-missing?\n#7 ERROR: process \"/bin/sh -c "
       "apt-get update && apt-get install -y --no-install-recommends imagemagick\" did not complete successfully: exit code: 100")
none("docker_apt_hash_sum_mismatch_retry_pl", "docker", S, "tries_then_plain_retry", "/home/kasia/vistula",
     lambda rng, C=C: [
         ("u", "Zbuduj obraz workera, proszę."),
         ("b", C, OUT, 1),
         ("s", "Hash Sum mismatch przy pobieraniu pakietu. Buduję bez cache."),
         ("b", "docker build --no-cache -t vistula-worker:dev .", OUT, 1),
         ("s", "To samo. Czyszczę cache buildera."),
         ("b", "docker builder prune -f", "Total reclaimed space: 1.204GB"),
         ("b", C, OUT, 1),
         ("s", "Mirror Debiana prawdopodobnie jest w trakcie synchronizacji. Odczekam chwilę i uruchomię to samo jeszcze raz."),
         ("b", C, "#7 [3/6] RUN apt-get update && apt-get install -y --no-install-recommends imagemagick\n#7 DONE 19.8s\n"
                  "#10 exporting to image\n#10 naming to docker.io/library/vistula-worker:dev done\n#10 DONE 0.9s"),
         ("s", "Obraz zbudowany. Nic nie zmieniałem - `--no-cache` i prune nie pomogły, to był chwilowy problem mirrora."),
         ("u", "Dzięki.")],
     cmd=C, err=E, not_fix=C, passed=C, lang="pl", tries=["docker build --no-cache", "docker builder prune -f"],
     note="A mirror mid-sync: `--no-cache` and a prune failed the same, the unchanged build passed later. apt's "
          "`--fix-missing` advice was not taken. No memory.")

C = "./gradlew test --tests '*OrderRepositoryIT'"
E = "    org.testcontainers.containers.ContainerLaunchException: Container startup failed for image postgres:16-alpine"
OUT = ("> Task :test FAILED\n\nOrderRepositoryIT > initializationError FAILED\n" + E + "\n        Caused by: org.rnorth.ducttape.RetryCountExceededException at Unreliables.java:88\n"
       "            Caused by: org.testcontainers.containers.ContainerLaunchException at GenericContainer.java:355\n\n"
       "1 test completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n"
       "> There were failing tests. See the report at: file:///home/theo/quire/build/reports/tests/test/index.html\n\nBUILD FAILED in 1m 4s")
none("gradle_testcontainers_startup_plain_retry", "gradle", S, "tries_then_plain_retry", "/home/theo/quire",
     lambda rng, C=C: [
         ("u", "run the order repository integration test"),
         ("b", C, OUT, 1),
         ("s", "Stopping the Gradle daemon and removing stopped containers, then retrying."),
         ("b", "./gradlew --stop && docker container prune -f", "Stopping Daemon(s)\n1 Daemon stopped\nDeleted Containers:\n" + hx(rng, 64) + "\n\nTotal reclaimed space: 88MB"),
         ("b", C, OUT, 1),
         ("s", "Running with --info for the container log."),
         ("b", C + " --info", "Waiting for database connection to become available at jdbc:postgresql://localhost:32781/test using query 'SELECT 1'\n" + OUT, 1),
         ("s", "The container came up but the readiness query timed out - the machine was busy pulling images. Trying "
               "once more as is."),
         ("b", C, "> Task :test\n\nOrderRepositoryIT > savesAndLoads() PASSED\nOrderRepositoryIT > rejectsDuplicateNumber() PASSED\n\n"
                  "BUILD SUCCESSFUL in 41s"),
         ("s", "Passes on a plain rerun; nothing changed. If it keeps happening we can raise the startup timeout, but I "
               "haven't."),
         ("u", "fine")],
     cmd=C, err=E, not_fix=C, passed=C, tries=["./gradlew --stop && docker container prune -f", "--info"],
     note="A slow container start; the daemon stop, the prune and a verbose rerun failed the same; the unchanged "
          "command passed. The proposed timeout increase was not made.")

C = "bundle install"
E = "Gem::RemoteFetcher::UnknownHostError: timed out (https://rubygems.org/gems/nokogiri-1.17.2-x86_64-linux-gnu.gem)"
OUT = ("Fetching gem metadata from https://rubygems.org/.........\nFetching nokogiri 1.17.2 (x86_64-linux-gnu)\nRetrying download gem from "
       "https://rubygems.org/ due to error (2/4): " + E + "\nRetrying download gem from https://rubygems.org/ due to error (3/4): " + E +
       "\nRetrying download gem from https://rubygems.org/ due to error (4/4): " + E + "\n\n" + E + "\nAn error occurred while installing "
       "nokogiri (1.17.2), and Bundler cannot continue.\n\nIn Gemfile:\n  rails was resolved to 8.0.1, which depends on\n    actioncable was resolved to 8.0.1, which depends on\n"
       "      actionpack was resolved to 8.0.1, which depends on\n        actionview was resolved to 8.0.1, which depends on\n          rails-dom-testing was resolved to 2.2.0, which depends on\n"
       "            nokogiri")
none("bundle_install_gem_timeout_plain_retry", "bundler", S, "tries_then_plain_retry", "/home/amit/cobbler",
     lambda rng, C=C: [
         ("u", "bundle the app, I just bumped rails to 8.0.1"),
         ("b", C, OUT, 5),
         ("s", "Installing nokogiri by hand to see if gem itself gets through."),
         ("b", "gem install nokogiri -v 1.17.2 --platform x86_64-linux-gnu", "ERROR:  Could not find a valid gem 'nokogiri' (= 1.17.2), here is why:\n"
                                                                             "          Unable to download data from https://rubygems.org/ - timed out (https://rubygems.org/specs.4.8.gz)", 2),
         ("s", "Retrying the bundle with more retries."),
         ("b", "bundle install --retry 6", OUT.replace("(4/4)", "(6/6)"), 5),
         ("s", "rubygems.org itself is timing out from here right now. I'll try the same bundle install again in a "
               "moment."),
         ("b", C, "Fetching gem metadata from https://rubygems.org/.........\nFetching nokogiri 1.17.2 (x86_64-linux-gnu)\n"
                  "Installing nokogiri 1.17.2 (x86_64-linux-gnu)\nBundle complete! 24 Gemfile dependencies, 118 gems now installed."),
         ("s", "Bundle complete. Nothing changed on our side; rubygems.org was timing out for a few minutes."),
         ("u", "👍")],
     cmd=C, err=E, not_fix=C, passed=C, tries=["bundle install --retry 6", "gem install nokogiri -v 1.17.2"],
     note="Both tries fail the same way (the gem install with rubygems' own wording); the plain command passes later.")

# --- gave_up: the agent stops trying; the command never passes -------------------------------------------------
S = "gave_up"

C = "python train.py --device cuda"
E = "AssertionError: Torch not compiled with CUDA enabled"
none("torch_cuda_not_compiled_gave_up", "python", S, "agent_stops", "/home/rin/sparrow-ml",
     lambda rng, C=C: [
         ("u", "start a training run on the GPU box with the default config"),
         ("b", C, 'Traceback (most recent call last):\n  File "/home/rin/sparrow-ml/train.py", line 61, in <module>\n    model.to(args.device)\n'
                  '  File "/home/rin/sparrow-ml/.venv/lib/python3.12/site-packages/torch/cuda/__init__.py", line 310, in _lazy_init\n'
                  '    raise AssertionError("Torch not compiled with CUDA enabled")\n' + E, 1),
         ("b", "python -c 'import torch; print(torch.__version__, torch.version.cuda)'; nvidia-smi -L", "2.5.1+cpu None\nNo devices were found"),
         ("s", "The venv has the CPU wheel, and nvidia-smi sees no GPU either. Trying the CUDA wheel."),
         ("b", "pip install torch==2.5.1 --index-url https://download.pytorch.org/whl/cu124",
          "Looking in indexes: https://download.pytorch.org/whl/cu124\nRequirement already satisfied: torch==2.5.1 in ./.venv/lib/python3.12/site-packages (2.5.1+cpu)"),
         ("b", "pip install --force-reinstall torch==2.5.1+cu124 --index-url https://download.pytorch.org/whl/cu124 -q && " + C,
          'Traceback (most recent call last):\n  File "/home/rin/sparrow-ml/train.py", line 61, in <module>\n    model.to(args.device)\n'
          "RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from "
          "http://www.nvidia.com/Download/index.aspx", 1),
         ("s", "With the CUDA wheel torch now finds no NVIDIA driver - `nvidia-smi` found no device either. This box has "
               "no usable GPU or driver, which I can't fix from here. I'm stopping; the CPU wheel is replaced by the cu124 "
               "one, which also runs on CPU."),
         ("u", "huh, wrong box maybe. I'll check with infra")],
     cmd=C, err=E, not_fix="--force-reinstall torch==2.5.1+cu124", tries=["pip install torch==2.5.1 --index-url https://download.pytorch.org/whl/cu124"],
     note="The CUDA wheel changed the error to `Found no NVIDIA driver`, but nothing ever ran on the GPU. Giving up "
          "is no fix; the wheel swap must not be stored as one.")

C = "./gradlew assembleDebug"
E = "> Failed to install the following Android SDK packages as some licences have not been accepted."
OUT = ("FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task ':app:compileDebugJavaWithJavac'.\n"
       "> Failed to install the following Android SDK packages as some licences have not been accepted.\n     platforms;android-35 Android SDK Platform 35\n"
       "  To build this project, accept the SDK license agreements and install the missing components using the Android Studio SDK Manager.\n\nBUILD FAILED in 6s")
none("android_sdk_licenses_gave_up_fr", "gradle", S, "agent_stops", "/home/camille/marelle-android",
     lambda rng, C=C: [
         ("u", "Tu peux générer l'APK debug de marelle ?"),
         ("b", C, OUT, 1),
         ("s", "Il faut accepter les licences du SDK. Je lance sdkmanager."),
         ("b", "yes | $ANDROID_HOME/tools/bin/sdkmanager --licenses", "Exception in thread \"main\" java.lang.NoClassDefFoundError: javax/xml/bind/annotation/XmlSchema\n"
                                                                     "\tat com.android.repository.api.SchemaModule$SchemaModuleVersion.<init>(SchemaModule.java:156)", 1),
         ("s", "Ce sdkmanager est l'ancien (tools/), incompatible avec Java 17. Je réessaie avec JAVA_HOME sur 8, s'il existe."),
         ("b", "ls /usr/lib/jvm", "java-17-openjdk-amd64"),
         ("b", C, OUT, 1),
         ("s", "Pas de JDK 8 et pas de cmdline-tools récents installés ; il faudrait installer les cmdline-tools via "
               "Android Studio (ou les télécharger) puis accepter les licences. Je m'arrête là sans rien modifier."),
         ("u", "Laisse tomber, je le ferai demain dans Android Studio.")],
     cmd=C, err=E, not_fix="sdkmanager --licenses", lang="fr", tries=["yes | $ANDROID_HOME/tools/bin/sdkmanager --licenses"],
     note="The licences are never accepted; the build never passes. The proposed route (cmdline-tools) is only "
          "advice. No memory.")

C = "az aks get-credentials -g fenwick-rg -n fenwick-aks"
E = "AADSTS53003: Access has been blocked by Conditional Access policies. The access policy does not allow token issuance."
none("az_conditional_access_gave_up", "az", S, "agent_stops", "/home/oren/fenwick-ops",
     lambda rng, C=C: [
         ("u", "get me kube credentials for fenwick-aks"),
         ("b", C, "ERROR: (pii). Status: Response_Status.Status_InteractionRequired, Error code: 3399614467, Tag: 557973645\n"
                  "Please explicitly log in with:\naz login --scope https://management.core.windows.net//.default\n" + E, 1),
         ("b", "az login --use-device-code --scope https://management.core.windows.net//.default",
          "To sign in, use a web browser to open the page https://microsoft.com/devicelogin and enter the code F7QK2ZPLM to authenticate.\n" + E, 1),
         ("s", "Clearing the cached accounts and logging in fresh."),
         ("b", "az account clear && az login --use-device-code", "To sign in, use a web browser to open the page "
                                                                 "https://microsoft.com/devicelogin and enter the code HX4N8RWQA to authenticate.\n" + E, 1),
         ("b", C, "ERROR: (pii). Status: Response_Status.Status_InteractionRequired, Error code: 3399614467, Tag: 557973645\n" + E, 1),
         ("s", "This is a tenant Conditional Access policy (typically: compliant or registered device required), not "
               "something a new login can get around. You'll need IT to allow this machine or to run it from a managed "
               "device. I'll stop here."),
         ("u", "yeah this is my personal laptop. never mind")],
     cmd=C, err=E, not_fix="az account clear && az login --use-device-code", tries=["az login --use-device-code --scope"],
     note="Logins fail the same; the agent explains and stops. Nothing passes.")

C = "pip install -r requirements.txt"
E = "      Exception: Can not find valid pkg-config name."
OUT = ("Collecting mysqlclient==2.2.7\n  Using cached mysqlclient-2.2.7.tar.gz (91 kB)\n  Installing build dependencies ... done\n"
       "  Getting requirements to build wheel ... error\n  error: subprocess-exited-with-error\n\n  \u00d7 Getting requirements to build wheel did not run successfully.\n"
       "  \u2502 exit code: 1\n  \u2570\u2500> [27 lines of output]\n      Trying pkg-config --exists mysqlclient\n      Command 'pkg-config --exists mysqlclient' returned non-zero exit status 1.\n"
       "      Trying pkg-config --exists mariadb\n      Command 'pkg-config --exists mariadb' returned non-zero exit status 1.\n"
       + E + "\n      Specify MYSQLCLIENT_CFLAGS and MYSQLCLIENT_LDFLAGS env vars manually\n      [end of output]\n\n"
       "note: This error originates from a subprocess, and is likely not a problem with pip.\nerror: subprocess-exited-with-error")
none("pip_mysqlclient_pkgconfig_gave_up", "pip", S, "agent_stops", "/Users/tomas/almacen",
     lambda rng, C=C: [
         ("u", "install the python deps on my mac"),
         ("b", C, OUT, 1),
         ("s", "pkg-config is probably missing. Installing it."),
         ("b", "brew install pkg-config", "==> Downloading https://ghcr.io/v2/homebrew/core/pkgconf/manifests/2.3.0_1\n==> Pouring pkgconf--2.3.0_1.arm64_sonoma.bottle.tar.gz\n"
                                          "\U0001f37a  /opt/homebrew/Cellar/pkgconf/2.3.0_1: 27 files, 477.5KB"),
         ("b", C, OUT, 1),
         ("s", "Now the MySQL client library itself."),
         ("b", "brew install mysql-client", "Error: Your Command Line Tools are too outdated.\nUpdate them from Software Update in System Settings.\n\n"
                                            "If that doesn't show you any updates, run:\n  sudo rm -rf /Library/Developer/CommandLineTools\n  sudo xcode-select --install", 1),
         ("s", "Homebrew refuses until the Command Line Tools are updated, and the suggested fix deletes them and needs "
               "a GUI install - I won't do that from here. Once the CLT are updated, `brew install mysql-client` and "
               "`PKG_CONFIG_PATH=$(brew --prefix mysql-client)/lib/pkgconfig` should get mysqlclient to build."),
         ("u", "ok I'll update xcode tools tonight")],
     cmd=C, err=E, not_fix="brew install mysql-client", tries=["brew install pkg-config"],
     note="pkg-config installed, the error unchanged; the client library could not be installed. The advice about "
          "PKG_CONFIG_PATH was never tried: no memory.")

C = "cloud-sql-proxy fenwick-prod:europe-west1:orders --port 6543"
E = 'failed to connect to instance: Dial error: failed to dial (connection name = "fenwick-prod:europe-west1:orders"): googleapi: Error 403: boss::NOT_AUTHORIZED: Not authorized to access resource. Possibly missing permission cloudsql.instances.connect on resource instances/orders., forbidden'
none("cloud_sql_proxy_not_authorized_gave_up", "gcloud", S, "agent_stops", "/home/lior/orders-report",
     lambda rng, C=C: [
         ("u", "open a proxy to the orders db in prod, read-only report"),
         ("b", "timeout 20 " + C, "2027/02/11 09:14:02 Authorizing with Application Default Credentials\n"
                                  "2027/02/11 09:14:02 [fenwick-prod:europe-west1:orders] Listening on 127.0.0.1:6543\n"
                                  "2027/02/11 09:14:09 [fenwick-prod:europe-west1:orders] " + E, 1),
         ("s", "Refreshing Application Default Credentials."),
         ("b", "gcloud auth application-default login --no-launch-browser", "Credentials saved to file: [/home/lior/.config/gcloud/application_default_credentials.json]"),
         ("b", "timeout 20 " + C, "2027/02/11 09:16:40 [fenwick-prod:europe-west1:orders] " + E, 1),
         ("s", "Trying with my gcloud user token instead of ADC."),
         ("b", "timeout 20 " + C + " --gcloud-auth", "2027/02/11 09:17:12 [fenwick-prod:europe-west1:orders] " + E, 1),
         ("b", "gcloud projects get-iam-policy fenwick-prod --flatten=bindings --filter='bindings.members:lior@fenwick.example' --format='value(bindings.role)'",
          "roles/viewer"),
         ("s", "Your account only has roles/viewer on fenwick-prod; the proxy needs `roles/cloudsql.client`. Only a "
               "project admin can grant it, so I'm stopping here."),
         ("u", "ok, asking Dana for the role")],
     cmd="timeout 20 " + C, err="2027/02/11 09:14:09 [fenwick-prod:europe-west1:orders] " + E, not_fix="--gcloud-auth", tries=["gcloud auth application-default login"],
     note="A missing IAM role: the credential tries change nothing and nobody grants the role in the session.")

# --- fixed_outside: the user did something off-screen, nothing in the session changed -------------------------
S = "fixed_outside"

C = "docker compose pull"
R = "toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit"
E = "Error response from daemon: " + R
none("docker_pull_rate_limit_user_logged_in", "docker", S, "user_logged_in_desktop", "/home/dara/ripple",
     lambda rng, C=C: [
         ("u", "pull the images for ripple"),
         ("b", C, "[+] Pulling 1/3\n \u2714 redis Pulled\n \u2718 postgres Error " + R + "\n \u2718 nginx Error " + R + "\n" + E, 18),
         ("s", "Anonymous rate limit. Pulling only the missing images one by one."),
         ("b", "docker pull postgres:16", E, 1),
         ("s", "Same. Waiting a bit and trying again."),
         ("b", "sleep 60 && " + C, " \u2718 postgres Error " + R + "\n" + E, 18),
         ("s", "The limit resets over hours. If you have a Docker Hub account, logging in raises it - that needs your "
               "credentials."),
         ("u", "I logged in with the team account in Docker Desktop, try again"),
         ("b", C, "[+] Pulling 3/3\n \u2714 redis Pulled\n \u2714 postgres Pulled\n \u2714 nginx Pulled"),
         ("s", "All three pulled.")],
     cmd=C, err=E, not_fix="I logged in with the team account in Docker Desktop", passed=C,
     tries=["docker pull postgres:16", "sleep 60"],
     note="The user logged in outside the session; no login command or config change is shown. No memory (the "
          "fixes20 rule for `fixed_outside`).")

C = "npm install"
E = "npm ERR! request to https://npm.sommer.example/@sommer%2fdesign-tokens failed, reason: getaddrinfo ENOTFOUND npm.sommer.example"
OUT = "npm ERR! code ENOTFOUND\nnpm ERR! syscall getaddrinfo\nnpm ERR! errno ENOTFOUND\nnpm ERR! network " + E[9:] + "\n" + E + "\n" \
      "npm ERR! network This is a problem related to network connectivity.\nnpm ERR! network In most cases you are behind a proxy or have bad network settings."
none("npm_enotfound_user_vpn_de", "npm", S, "user_reconnected_vpn", "/home/lea/sommer-shop",
     lambda rng, C=C: [
         ("u", "Installier bitte die Abhängigkeiten, ich hab design-tokens auf 4.2 gehoben."),
         ("b", C, OUT, 1),
         ("s", "DNS findet die interne Registry nicht. Ich leere den npm-Cache und versuche es nochmal."),
         ("b", "npm cache clean --force && " + C, "npm WARN using --force Recommended protections disabled.\n" + OUT, 1),
         ("s", "Weiter ENOTFOUND. Ich schaue, ob der Name überhaupt auflöst."),
         ("b", "getent hosts npm.sommer.example || echo 'no answer'", "no answer"),
         ("s", "Der Host löst gar nicht auf - das klingt nach fehlender VPN-Verbindung. Das kann ich von hier nicht ändern."),
         ("u", "VPN war weg, bin wieder verbunden"),
         ("b", C, "\nadded 3 packages, changed 1 package, and audited 918 packages in 7s\n\nfound 0 vulnerabilities"),
         ("s", "Installiert, @sommer/design-tokens ist jetzt auf 4.2.")],
     cmd=C, err=E, not_fix="VPN war weg, bin wieder verbunden", passed=C, lang="de", tries=["npm cache clean --force"],
     note="The VPN was reconnected by the user; the cache clean did not help. No memory.")

C = "psql \"$DATABASE_URL\" -c 'select 1'"
E = 'psql: error: connection to server at "pg.dev.tamar.example" (10.40.2.17), port 5432 failed: FATAL:  sorry, too many clients already'
none("postgres_too_many_clients_user_closed_kernels", "postgres", S, "user_closed_connections", "/home/tamar/atlas-notebooks",
     lambda rng, C=C: [
         ("u", "check the dev db is reachable, my notebook can't connect"),
         ("b", C, E, 2),
         ("s", "Retrying with a connect timeout in case it's transient."),
         ("b", "PGCONNECT_TIMEOUT=10 " + C, E, 2),
         ("s", "The server is full. I can't see who holds the connections without connecting; pg_stat_activity needs a "
               "free slot."),
         ("b", "sleep 30; " + C, E, 2),
         ("u", "ugh, it's my jupyter kernels, I had 40 of them open with pools. killed them all"),
         ("b", C, " ?column? \n----------\n        1\n(1 row)"),
         ("s", "Connected. Consider `pool_size` 1-2 per notebook kernel so it doesn't happen again.")],
     cmd=C, err=E, not_fix="killed them all", passed=C, tries=["PGCONNECT_TIMEOUT=10", "sleep 30"],
     note="The user freed the connections outside the session. The pool-size suggestion was not applied.")

C = "aws s3 ls s3://halden-exports/2027/"
E = "An error occurred (RequestTimeTooSkewed) when calling the ListObjectsV2 operation: The difference between the request time and the current time is too large."
none("aws_clock_skew_user_fixed_chrony", "aws", S, "user_fixed_clock", "/home/ivar/halden-etl",
     lambda rng, C=C: [
         ("u", "list this year's exports in the halden bucket"),
         ("b", C, "\n" + E, 254),
         ("s", "Checking the profile and refreshing SSO."),
         ("b", "aws configure list && aws sso login --profile halden", "      Name                    Value             Type    Location\n"
                                                                      "   profile                   halden           manual    --profile\n"
                                                                      "Successfully logged into Start URL: https://halden.awsapps.com/start"),
         ("b", C, "\n" + E, 254),
         ("b", "date -u; curl -sI https://s3.amazonaws.com | grep -i '^date'", "Wed Feb 10 07:41:19 UTC 2027\ndate: Thu, 11 Feb 2027 09:03:55 GMT"),
         ("s", "This VM's clock is about 25 hours behind. That needs fixing on the VM (NTP), which I don't have sudo for."),
         ("u", "chrony wasn't running on the vm, I started it and the clock is right now"),
         ("b", C, "2027-02-03 02:10:44   88213411 export-0203.parquet\n2027-02-10 02:10:51   90120544 export-0210.parquet"),
         ("s", "Two exports so far this year: 0203 and 0210.")],
     cmd=C, err=E, not_fix="chrony wasn't running on the vm, I started it", passed=C, tries=["aws sso login --profile halden"],
     note="The cause was diagnosed in the session but fixed by the user outside it (chrony). Hearsay, no change "
          "shown: no memory.")

C = "cargo build --release"
E = "error: failed to write /home/hao/lumen-rs/target/release/deps/liblumen_core-5d1f7a0c2b9e3f84.rlib: No space left on device (os error 28)"
none("cargo_no_space_user_freed_disk_zh", "cargo", S, "user_freed_disk", "/home/hao/lumen-rs",
     lambda rng, C=C: [
         ("u", "帮我编译一下 release 版本"),
         ("b", C, "   Compiling lumen-core v0.7.0 (/home/hao/lumen-rs/core)\n" + E + "\n\nerror: could not compile `lumen-core` (lib) due to 1 previous error", 101),
         ("s", "磁盘满了。我先清理 debug 的构建产物。"),
         ("b", "cargo clean --profile dev", "     Removed 9120 files, 3.1GiB total"),
         ("b", C, "   Compiling lumen-core v0.7.0 (/home/hao/lumen-rs/core)\n" + E + "\n\nerror: could not compile `lumen-core` (lib) due to 1 previous error", 101),
         ("b", "df -h /home | tail -1", "/dev/nvme0n1p2  234G  233G  1.2G 100% /home"),
         ("s", "清掉 3 GB 也不够，release 链接需要更多空间。/home 只剩 1.2G，其余的不是这个项目的文件，我不方便删。"),
         ("u", "我把旧的虚拟机镜像删了，现在有 40G 了，再试一次"),
         ("b", C, "   Compiling lumen-core v0.7.0 (/home/hao/lumen-rs/core)\n   Compiling lumen v0.7.0 (/home/hao/lumen-rs)\n"
                  "    Finished `release` profile [optimized] target(s) in 2m 41s"),
         ("s", "编译完成。")],
     cmd=C, err=E, not_fix="我把旧的虚拟机镜像删了", passed=C, lang="zh", tries=["cargo clean --profile dev"],
     note="The agent's own cleanup (cargo clean) freed 3 GiB and did not help; the user's deletion outside the "
          "session did. No memory; the clean must not be stored as the fix.")
