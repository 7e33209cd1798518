"""Fix sessions, part 2: cloud CLIs, Kubernetes tools, embedded, mobile, DB shells, runners."""

from __future__ import annotations

from kit import fix, lesson, long_out
from registry import case


@case("terragrunt_cache_clean", "terragrunt", "setup", "cache_clean", "en", "/home/dev/src/infra-live/staging/vpc")
def _(rng):
    err = "Error: Module version requirements have changed"
    core = "\u2502 " + err + "\n\u2502 \n\u2502   on main.tf line 14, in module \"vpc\":\n\u2502   14:   source  = \"git::ssh://git@git.corp.example/infra/modules.git//vpc?ref=v3.9.0\"\n\u2502 \n\u2502 The version requirements have changed since this module was installed and the\n\u2502 installed version (v3.8.2) is no longer acceptable. Run \"terraform init\" to\n\u2502 install all modules required by this configuration.\n\u2575\nERRO[0041] terraform invocation failed in /home/dev/src/infra-live/staging/vpc/.terragrunt-cache/Jx2d/8Qm1/vpc"
    steps = [
        ("u", "Plan the staging VPC after the module bump to v3.9.0."),
        ("b", "terragrunt plan", long_out("tf", rng, core, 14, 0), 1),
        ("b", "terragrunt init", long_out("tf", rng, "Terraform has been successfully initialized!", 6, 0)),
        ("b", "terragrunt plan", long_out("tf", rng, core, 10, 0), 1),
        ("a", "init reuses the old copy inside .terragrunt-cache. Deleting the cache folders so terragrunt re-downloads the module."),
        ("b", "find . -type d -name .terragrunt-cache -prune -exec rm -rf {} +", ""),
        ("b", "terragrunt plan", long_out("tf", rng, "Plan: 2 to add, 1 to change, 0 to destroy.", 12, 0)),
        ("a", "Plan: 2 to add, 1 to change. After a module ref bump the stale `.terragrunt-cache` had to be removed (`find . -type d -name .terragrunt-cache -prune -exec rm -rf {} +`)."),
    ]
    exp = [fix(err, [[".terragrunt-cache"]])]
    return steps, exp, []


@case("gcloud_project_ptuf", "gcloud", "config", "posttoolusefailure_record", "en", "/home/dev/src/notifier")
def _(rng):
    err = "ERROR: (gcloud.run.deploy) The required property [project] is not currently set."
    out = err + "\nIt can be set on a per-command basis by re-running your command with the [--project] flag.\n\nYou may set it for your current workspace by running:\n\n  $ gcloud config set project VALUE\n\nor it can be set temporarily by the environment variable [CLOUDSDK_CORE_PROJECT]"
    cmd = "gcloud run deploy notifier --source . --region europe-west1"
    steps = [
        ("u", "Deploy notifier to Cloud Run (staging project is notifier-stg-31337)."),
        ("bf", cmd, out, 1),
        ("b", "gcloud config set project notifier-stg-31337", "Updated property [core/project]."),
        ("b", cmd, "Building using Dockerfile and deploying container to Cloud Run service [notifier] in project [notifier-stg-31337] region [europe-west1]\n\u2713 Building and deploying... Done.\n  \u2713 Uploading sources...\n  \u2713 Building Container...\n  \u2713 Creating Revision...\n  \u2713 Routing traffic...\nDone.\nService [notifier] revision [notifier-00012-zat] has been deployed and is serving 100 percent of traffic.\nService URL: https://notifier-8812.a.run.test"),
        ("a", "Deployed revision notifier-00012-zat. The gcloud config had no project; I set it with `gcloud config set project notifier-stg-31337`."),
    ]
    exp = [fix(err, [["notifier-stg-31337"]])]
    return steps, exp, []


@case("az_subscription_flag", "azure-cli", "invocation", "flag_added", "hr", "/home/dev/src/orders-aks")
def _(rng):
    err = "(ResourceGroupNotFound) Resource group 'rg-orders-dev' could not be found."
    steps = [
        ("u", "Dohvati kubeconfig za AKS klaster orders-dev."),
        ("b", "az aks get-credentials -g rg-orders-dev -n aks-orders-dev", err + "\nCode: ResourceGroupNotFound\nMessage: Resource group 'rg-orders-dev' could not be found.", 3),
        ("b", "az account list --query '[].{name:name, default:isDefault}' -o tsv", "Platform Prod\tTrue\nOrders Dev\tFalse"),
        ("a", "Zadana pretplata je Platform Prod; grupa je u pretplati 'Orders Dev'. Dodajem --subscription."),
        ("b", "az aks get-credentials -g rg-orders-dev -n aks-orders-dev --subscription 'Orders Dev'", "Merged \"aks-orders-dev\" as current context in /home/dev/.kube/config"),
        ("a", "Gotovo. Za ovaj klaster treba `--subscription 'Orders Dev'` jer zadana pretplata nije ta."),
    ]
    exp = [fix(err, [["--subscription"], ["Orders Dev"]], kind="lesson")]
    return steps, exp, []


@case("wrangler_nodejs_compat_edit", "cloudflare-wrangler", "config", "edit_then_same_command", "en", "/home/dev/src/edge-signer")
def _(rng):
    err = "\u2718 [ERROR] Could not resolve \"node:crypto\""
    out = "\n \u26c5\ufe0f wrangler 3.88.0\n-------------------\n\n" + err + "\n\n    src/sign.ts:1:24:\n      1 \u2502 import { createHmac } from 'node:crypto';\n        \u2575                         ~~~~~~~~~~~~~\n\n  The package \"node:crypto\" wasn't found on the file system but is built into node.\n  - Add the \"nodejs_compat\" compatibility flag to your project.\n\n\u2718 [ERROR] Build failed with 1 error:"
    steps = [
        ("u", "Deploy edge-signer to the dev worker."),
        ("b", "npx wrangler deploy --env dev", out, 1),
        ("e", "/home/dev/src/edge-signer/wrangler.toml", "compatibility_date = \"2024-11-01\"", "compatibility_date = \"2024-11-01\"\ncompatibility_flags = [\"nodejs_compat\"]"),
        ("b", "npx wrangler deploy --env dev", "\n \u26c5\ufe0f wrangler 3.88.0\n-------------------\n\nTotal Upload: 41.20 KiB / gzip: 9.81 KiB\nUploaded edge-signer-dev (2.31 sec)\nDeployed edge-signer-dev triggers (0.84 sec)\n  https://edge-signer-dev.workers.test\nCurrent Version ID: 9d1c4b2e-61aa-4c7e-8d0f-3b1a5e2c7f90"),
        ("a", "Deployed. wrangler.toml now has `compatibility_flags = [\"nodejs_compat\"]`, needed for `node:crypto`."),
    ]
    exp = [fix(err, [["nodejs_compat"]])]
    return steps, exp, []


@case("minikube_cpus_flag", "minikube", "invocation", "flag_added", "lt", "/home/dev/src/shop-k8s")
def _(rng):
    err = "\u274c  Exiting due to RSRC_INSUFFICIENT_CORES: Requested cpu count 4 is greater than the available cpus of 2"
    steps = [
        ("u", "Paleisk minikube klasterį shop-k8s projektui."),
        ("b", "make cluster-up", "minikube start --profile shop --cpus=4 --memory=8g --driver=docker\n" + long_out("k8s", rng, "\U0001f604  [shop] minikube v1.34.0 on Ubuntu 22.04\n\u2728  Using the docker driver based on user configuration\n\n" + err, 6, 0) + "\nmake: *** [Makefile:7: cluster-up] Error 29", 2),
        ("a", "Šioje mašinoje tik 2 branduoliai. Paleidžiu tą pačią komandą su --cpus=2 ir mažiau atminties."),
        ("b", "minikube start --profile shop --cpus=2 --memory=6g --driver=docker", long_out("k8s", rng, "\U0001f3c4  Done! kubectl is now configured to use \"shop\" cluster and \"default\" namespace by default", 10, 0)),
        ("a", "Klasteris veikia. Šiame kompiuteryje reikia `minikube start --profile shop --cpus=2 --memory=6g` (Makefile prašo 4 CPU)."),
    ]
    exp = [fix("RSRC_INSUFFICIENT_CORES", [["--cpus=2"]], kind="lesson")]
    return steps, exp, []


@case("argocd_grpc_web_ptuf", "argocd", "invocation", "posttoolusefailure_record", "en", "/home/dev/src/deploy-config")
def _(rng):
    err = "FATA[0004] rpc error: code = Unavailable desc = connection error: desc = \"error reading server preface: http2: frame too large\""
    steps = [
        ("u", "Sync the billing app in Argo CD."),
        ("bf", "argocd login argocd.corp.example --sso", err, 20),
        ("a", "The ingress in front of Argo CD terminates HTTP/2, so plain gRPC fails. The CLI has --grpc-web for that."),
        ("b", "argocd login argocd.corp.example --sso --grpc-web", "Opening browser for authentication\nAuthentication successful\n'dana.k@corp.example' logged in successfully\nContext 'argocd.corp.example' updated"),
        ("b", "argocd app sync billing --grpc-web", "TIMESTAMP                  GROUP        KIND   NAMESPACE   NAME     STATUS   HEALTH        HOOK  MESSAGE\n2026-12-04T10:02:11+00:00   apps  Deployment     billing  billing  Synced  Healthy              deployment.apps/billing configured\n\nName:               argocd/billing\nSync Status:        Synced to main (4e1b9c2)\nHealth Status:      Healthy"),
        ("a", "billing is synced and healthy. Against argocd.corp.example the CLI needs `--grpc-web`."),
    ]
    exp = [fix("error reading server preface: http2: frame too large", [["--grpc-web"]], kind="lesson")]
    return steps, exp, []


@case("platformio_dialout", "platformio", "setup", "permission_fix", "sw", "/home/dev/src/greenhouse-fw")
def _(rng):
    err = "A fatal error occurred: Could not open /dev/ttyUSB0, the port is busy or doesn't exist.\n([Errno 13] could not open port /dev/ttyUSB0: [Errno 13] Permission denied: '/dev/ttyUSB0')"
    steps = [
        ("u", "Pakia firmware kwenye ESP32 iliyounganishwa kwa USB."),
        ("b", "pio run -e esp32dev -t upload", long_out("pio", rng, "Linking .pio/build/esp32dev/firmware.elf\nBuilding .pio/build/esp32dev/firmware.bin\nConfiguring upload protocol...\nLooking for upload port...\nAuto-detected: /dev/ttyUSB0\nUploading .pio/build/esp32dev/firmware.bin\nesptool.py v4.5.1\nSerial port /dev/ttyUSB0\n\n" + err + "\n*** [upload] Error 2", 16, 0), 1),
        ("b", "ls -l /dev/ttyUSB0 && id -nG", "crw-rw---- 1 root dialout 188, 0 Dec  4 09:40 /dev/ttyUSB0\ndev adm sudo docker"),
        ("a", "Mtumiaji dev hayuko kwenye kikundi dialout. Ninamwongeza na kufungua kikundi kipya."),
        ("b", "sudo usermod -aG dialout dev && sg dialout -c 'pio run -e esp32dev -t upload'", long_out("pio", rng, "Writing at 0x000f2c4a... (100 %)\nWrote 981264 bytes (612004 compressed) at 0x00010000 in 54.1 seconds (effective 145.1 kbit/s)...\nHash of data verified.\n\nLeaving...\nHard resetting via RTS pin...\n========================= [SUCCESS] Took 61.32 seconds =========================", 4, 0)),
        ("a", "Firmware imepakiwa. Ilihitaji `sudo usermod -aG dialout dev` (ruhusa ya /dev/ttyUSB0)."),
    ]
    exp = [fix("Permission denied: '/dev/ttyUSB0'", [["dialout"]])]
    return steps, exp, []


@case("expo_inotify_watches", "expo", "setup", "plain", "en", "/home/dev/src/trail-app")
def _(rng):
    err = "Error: ENOSPC: System limit for number of file watchers reached, watch '/home/dev/src/trail-app/node_modules/react-native/Libraries/Components'"
    steps = [
        ("u", "Start the Expo dev server for trail-app."),
        ("b", "npx expo start --non-interactive", "Starting project at /home/dev/src/trail-app\nStarting Metro Bundler\n" + long_out("npm", rng, err + "\n    at FSWatcher.<computed> (node:internal/fs/watchers:247:19)\n    at Object.watch (node:fs:2458:36)", 6, 0), 1),
        ("b", "cat /proc/sys/fs/inotify/max_user_watches", "8192"),
        ("a", "inotify allows only 8192 watches. Raising it persistently."),
        ("b", "echo fs.inotify.max_user_watches=524288 | sudo tee /etc/sysctl.d/60-inotify.conf && sudo sysctl --system | tail -1", "fs.inotify.max_user_watches=524288\nfs.inotify.max_user_watches = 524288"),
        ("b", "timeout 40 npx expo start --non-interactive", "Starting project at /home/dev/src/trail-app\nStarting Metro Bundler\nWaiting on http://localhost:8081\nLogs for your project will appear below."),
        ("a", "Metro starts now. The watcher limit was 8192; `fs.inotify.max_user_watches=524288` is set in /etc/sysctl.d/60-inotify.conf."),
    ]
    exp = [fix("System limit for number of file watchers reached", [["max_user_watches"]])]
    return steps, exp, []


@case("mysql_client_after_two_wrong", "mysql-client", "install", "two_wrong_attempts", "ca", "/home/dev/src/intranet")
def _(rng):
    err = "ERROR 2059 (HY000): Authentication plugin 'caching_sha2_password' cannot be loaded: /usr/lib/x86_64-linux-gnu/mariadb19/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory"
    base = "mysql -h db.intranet.test -u report -p\"$MYSQL_PWD_REPORT\" intranet -e 'SELECT COUNT(*) FROM users'"
    steps = [
        ("u", "Quants usuaris hi ha a la base de dades de la intranet?"),
        ("b", base, err, 1),
        ("a", "Provo sense SSL."),
        ("b", base.replace("mysql ", "mysql --ssl-mode=DISABLED ", 1), "mysql: unknown variable 'ssl-mode=DISABLED'", 7),
        ("a", "Provo forçant el plugin natiu."),
        ("b", base.replace("mysql ", "mysql --default-auth=mysql_native_password ", 1), err, 1),
        ("a", "El client instal·lat és el de MariaDB, que no porta caching_sha2_password. Instal·lo el client d'Oracle MySQL."),
        ("b", "sudo apt-get install -y mysql-client-8.0", long_out("generic", rng, "Setting up mysql-client-core-8.0 (8.0.40-0ubuntu0.22.04.1) ...\nSetting up mysql-client-8.0 (8.0.40-0ubuntu0.22.04.1) ...", 6, 0)),
        ("b", base, "+----------+\n| COUNT(*) |\n+----------+\n|     1284 |\n+----------+"),
        ("a", "Hi ha 1284 usuaris. Calia el paquet `mysql-client-8.0` en lloc del client de MariaDB."),
    ]
    exp = [fix(err, [["mysql-client-8.0"]])]
    return steps, exp, ["--ssl-mode=DISABLED", "--default-auth"]


@case("mongosh_tls_flag", "mongosh", "invocation", "flag_added", "en", "/home/dev/src/catalog")
def _(rng):
    err = "MongoServerSelectionError: connection <monitor> to 10.40.2.17:27017 closed"
    steps = [
        ("u", "Count the products in the staging catalog DB."),
        ("b", "mongosh 'mongodb://catalog-ro@mongo.staging.example:27017/catalog' --quiet --eval 'db.products.countDocuments()'", "Current Mongosh Log ID:\t6750a1b2c3d4e5f601234567\nConnecting to:\t\tmongodb://<credentials>@mongo.staging.example:27017/catalog?directConnection=true&appName=mongosh+2.3.3\n" + err, 1),
        ("a", "The server closes plain connections; staging requires TLS with the corporate CA in certs/."),
        ("b", "mongosh 'mongodb://catalog-ro@mongo.staging.example:27017/catalog' --tls --tlsCAFile certs/corp-ca.pem --quiet --eval 'db.products.countDocuments()'", "53120"),
        ("a", "53,120 products. Staging Mongo needs `--tls --tlsCAFile certs/corp-ca.pem`."),
    ]
    exp = [fix(err, [["--tlsCAFile"]], kind="lesson")]
    return steps, exp, []


@case("nx_task_runner", "nx", "invocation", "task_runner", "en", "/home/dev/src/acme-mono")
def _(rng):
    err = "Cannot find module '@acme/shared-util' from 'apps/api/src/orders/service.ts'"
    steps = [
        ("u", "Run the api app's unit tests."),
        ("b", "npx jest apps/api", long_out("jest", rng, " FAIL  apps/api/src/orders/service.test.ts\n  \u25cf Test suite failed to run\n\n    " + err + "\n\n    Require stack:\n      apps/api/src/orders/service.ts\n      apps/api/src/orders/service.test.ts", 6, 0), 1),
        ("a", "Workspace path mappings are only applied by the project's own jest config, which Nx passes in. Running through Nx."),
        ("b", "npx nx test api", long_out("jest", rng, "\n > nx run api:test\n\nTest Suites: 22 passed, 22 total\nTests:       187 passed, 187 total\n\n NX   Successfully ran target test for project api", 8, 0)),
        ("a", "All 187 tests pass. In this monorepo run tests with `npx nx test api`, not bare jest."),
    ]
    exp = [fix(err, [["nx test api"]], kind="lesson")]
    return steps, exp, []


@case("django_backend_folder", "django", "invocation", "other_folder", "ms", "/home/dev/src/clinic")
def _(rng):
    err = "django.core.exceptions.ImproperlyConfigured: Requested setting INSTALLED_APPS, but settings are not configured. You must either define the environment variable DJANGO_SETTINGS_MODULE or call settings.configure() before accessing settings."
    steps = [
        ("u", "Tolong jalankan ujian untuk aplikasi appointments."),
        ("b", "pytest backend/appointments -q", long_out("py", rng, "ImportError while loading conftest '/home/dev/src/clinic/backend/appointments/conftest.py'.\nbackend/appointments/conftest.py:3: in <module>\n    from appointments.models import Slot\nbackend/appointments/models.py:1: in <module>\n    from django.db import models\n" + err, 6, 0), 4),
        ("b", "ls backend", "appointments\nclinic\nmanage.py\npytest.ini"),
        ("a", "pytest.ini berada dalam backend/, jadi pytest perlu dijalankan dari folder itu."),
        ("b", "cd backend && pytest appointments -q", "...........................................\n43 passed in 4.87s"),
        ("a", "43 ujian lulus. Jalankan pytest dari folder `backend/` (`cd backend && pytest`), kerana pytest.ini di situ menetapkan DJANGO_SETTINGS_MODULE."),
    ]
    exp = [fix("Requested setting INSTALLED_APPS, but settings are not configured.", [["cd backend", "backend/"]], kind="lesson")]
    return steps, exp, []


@case("just_sqlx_runner", "rust-sqlx-just", "invocation", "task_runner", "en", "/home/dev/src/invoicer")
def _(rng):
    err = "error: set `DATABASE_URL` to use query macros online, or run `cargo sqlx prepare` to update the query cache"
    steps = [
        ("u", "cargo test fails on a clean checkout of invoicer. Fix it?"),
        ("b", "cargo test", long_out("cargo", rng, err + "\n  --> src/repo/invoices.rs:41:17\n   |\n41 |       let row = sqlx::query_as!(\n   |  _______________^\n\nerror: could not compile `invoicer` (lib) due to 6 previous errors", 14, 0), 101),
        ("b", "cat justfile", "set dotenv-load\n\ndb-up:\n    docker compose up -d postgres\n\ntest: db-up\n    cargo sqlx migrate run\n    cargo test"),
        ("a", "The justfile loads .env (DATABASE_URL), starts Postgres and migrates before testing. Using it."),
        ("b", "just test", long_out("cargo", rng, "Applied 20241102101500/migrate init (12.1ms)\ntest result: ok. 64 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 2.41s", 10, 0)),
        ("a", "64 tests pass. Use `just test` here: it loads DATABASE_URL from .env, starts Postgres and runs migrations."),
    ]
    exp = [fix("set `DATABASE_URL` to use query macros online", [["just test"]], kind="lesson")]
    return steps, exp, []


@case("android_gradle_lock_clean", "android-gradle", "setup", "lock_clean", "et", "/home/dev/src/trailhead")
def _(rng):
    err = "Timeout waiting to lock journal cache (/home/dev/.gradle/caches/journal-1). It is currently in use by another Gradle instance."
    steps = [
        ("u", "Ehita debug APK, palun."),
        ("b", "./gradlew assembleDebug", long_out("gradle", rng, "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n" + err + "\nOwner PID: 23811\nOur PID: 40212\nOwner Operation: \nOur operation: \nLock file: /home/dev/.gradle/caches/journal-1/journal-1.lock\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 1m 2s", 10, 0), 1),
        ("b", "ps -p 23811 || echo gone", "    PID TTY          TIME CMD\ngone"),
        ("a", "Lukku hoidnud protsessi pole enam olemas; jäänud on vana lukufail. Peatan deemonid ja kustutan lukud."),
        ("b", "./gradlew --stop && find ~/.gradle/caches -name '*.lock' -delete", "Stopping Daemon(s)\n1 Daemon stopped"),
        ("b", "./gradlew assembleDebug", long_out("gradle", rng, "BUILD SUCCESSFUL in 2m 41s\n46 actionable tasks: 46 executed", 14, 0)),
        ("a", "APK on valmis. Põhjus oli surnud Gradle'i protsessi lukufail: aitas `./gradlew --stop` ja `find ~/.gradle/caches -name '*.lock' -delete`."),
    ]
    exp = [fix("Timeout waiting to lock journal cache", [["*.lock", ".lock' -delete"]])]
    return steps, exp, []


@case("firebase_emulator_java", "firebase", "install", "plain", "en", "/home/dev/src/chat-functions")
def _(rng):
    err = "Error: Could not spawn `java -version`. Please make sure Java is installed and on your system PATH."
    steps = [
        ("u", "Start the Firebase emulators and run the functions tests."),
        ("b", "npx firebase emulators:exec --only firestore,functions 'npm test'", "i  emulators: Starting emulators: functions, firestore\n\u26a0  functions: The following emulators are not running, calls to these services from the Functions emulator will affect production: auth, database, hosting, pubsub, storage\ni  firestore: downloading cloud-firestore-emulator-v1.19.8.jar...\nProgress: ==================================================> (100% of 64MB)\n\n" + err, 1),
        ("b", "sudo apt-get install -y openjdk-17-jre-headless", long_out("generic", rng, "Setting up openjdk-17-jre-headless:amd64 (17.0.13+11-1ubuntu1~22.04) ...", 6, 0)),
        ("b", "npx firebase emulators:exec --only firestore,functions 'npm test'", "i  emulators: Starting emulators: functions, firestore\ni  firestore: Firestore Emulator logging to firestore-debug.log\n\u2714  firestore: Firestore Emulator UI websocket is running on 9150.\n\n  31 passing (4s)\n\n\u2714  Script exited successfully (code 0)"),
        ("a", "Tests pass (31). The Firestore emulator needs Java: installed `openjdk-17-jre-headless`."),
    ]
    exp = [fix(err, [["openjdk"]])]
    return steps, exp, []


# ------------------------------------------------------------------ two memories in one session


@case("tauri_two_fixes", "tauri", "install", "two_fixes_one_session", "en", "/home/dev/src/notes-desktop")
def _(rng):
    err1 = "  The system library `webkit2gtk-4.1` required by crate `javascriptcore-rs-sys` was not found."
    err2 = "error: rustc 1.74.1 is not supported by the following package:\n  tauri@2.1.1 requires rustc 1.77.2"
    steps = [
        ("u", "Get `npm run tauri dev` working on my new Ubuntu box."),
        ("b", "npm run tauri dev", long_out("cargo", rng, "error: failed to run custom build command for `javascriptcore-rs-sys v1.1.1`\n\nCaused by:\n  process didn't exit successfully: `/home/dev/src/notes-desktop/src-tauri/target/debug/build/javascriptcore-rs-sys-9a1d/build-script-build` (exit status: 1)\n  --- stderr\n\n  pkg-config exited with status code 1\n  > PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=1 pkg-config --libs --cflags javascriptcoregtk-4.1 'javascriptcoregtk-4.1 >= 2.38'\n\n" + err1 + "\n  The file `javascriptcoregtk-4.1.pc` needs to be installed and the PKG_CONFIG_PATH environment variable must contain its parent directory.", 12, 0), 1),
        ("b", "sudo apt-get install -y libwebkit2gtk-4.1-dev librsvg2-dev", long_out("generic", rng, "Setting up libwebkit2gtk-4.1-dev:amd64 (2.46.3-0ubuntu0.22.04.1) ...", 8, 0)),
        ("b", "npm run tauri dev", long_out("cargo", rng, err2 + "\nEither upgrade rustc or select compatible dependency versions with\n`cargo update <name>@<current-ver> --precise <compatible-ver>`\nwhere `<compatible-ver>` is the latest version supporting rustc 1.74.1", 4, 0), 1),
        ("a", "The system libraries are there now; next the toolchain is too old for Tauri 2.1."),
        ("b", "rustup update stable", "info: syncing channel updates for 'stable-x86_64-unknown-linux-gnu'\n  stable-x86_64-unknown-linux-gnu updated - rustc 1.83.0 (90b35a623 2024-11-26) (from rustc 1.74.1 (a28077b28 2023-12-04))"),
        ("b", "timeout 90 npm run tauri dev", long_out("cargo", rng, "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1m 03s\n     Running `target/debug/notes-desktop`", 10, 0)),
        ("a", "The app runs. Two fixes: `sudo apt-get install -y libwebkit2gtk-4.1-dev librsvg2-dev` for the webkit2gtk-4.1 system library, then `rustup update stable` because Tauri 2.1 needs rustc >= 1.77.2."),
    ]
    exp = [
        fix("The system library `webkit2gtk-4.1` required by crate `javascriptcore-rs-sys` was not found.", [["libwebkit2gtk-4.1-dev"]], eid="e1"),
        fix("error: rustc 1.74.1 is not supported by the following package:", [["rustup update"]], eid="e2"),
    ]
    return steps, exp, []


@case("pg_restore_two_fixes", "postgres-client", "setup", "two_fixes_one_session", "en", "/home/dev/src/analytics")
def _(rng):
    err1 = "pg_restore: error: unsupported version (1.16) in file header"
    err2 = "pg_restore: error: could not execute query: ERROR:  role \"analytics_ro\" does not exist"
    dump = "/home/dev/dumps/analytics-prod-2026-12-01.dump"
    steps = [
        ("u", "Restore the analytics dump into my local Postgres (db analytics_local)."),
        ("b", f"pg_restore -d analytics_local {dump}", err1, 1),
        ("b", "pg_restore --version && psql -Atc 'show server_version' postgres", "pg_restore (PostgreSQL) 15.10\n17.2"),
        ("a", "The dump was made with pg_dump 17; the local client tools are 15. Installing the 17 client."),
        ("b", "sudo apt-get install -y postgresql-client-17", long_out("generic", rng, "Setting up postgresql-client-17 (17.2-1.pgdg22.04+1) ...", 6, 0)),
        ("b", f"/usr/lib/postgresql/17/bin/pg_restore -d analytics_local {dump}", long_out("sql", rng, err2 + "\nCommand was: GRANT SELECT ON TABLE public.events TO analytics_ro;\npg_restore: warning: errors ignored on restore: 14", 12, 0), 1),
        ("a", "Data restored, but GRANTs refer to a role that only exists in prod. Creating it locally and re-running the restore with --clean."),
        ("b", "createuser --no-login analytics_ro", ""),
        ("b", f"/usr/lib/postgresql/17/bin/pg_restore --clean --if-exists -d analytics_local {dump}", long_out("sql", rng, "", 12, 0).rstrip()),
        ("a", "Restore is clean. Needed: postgresql-client-17 (`/usr/lib/postgresql/17/bin/pg_restore`) for the v1.16 dump format, and the role `analytics_ro` (`createuser --no-login analytics_ro`) before restoring grants."),
    ]
    exp = [
        fix(err1, [["postgresql-client-17", "postgresql/17/bin"]], eid="e1"),
        fix(err2, [["createuser"]], eid="e2"),
    ]
    return steps, exp, []


# ------------------------------------------------------------------ agent lessons (nothing failed)


@case("buildx_bake_lesson", "docker-buildx", "agent_lesson", "lesson_in_summary", "en", "/home/dev/src/ledger-api")
def _(rng):
    steps = [
        ("u", "Rebuild the api and worker images and push them to the dev registry."),
        ("b", "cat docker-bake.hcl | head -20", "group \"default\" {\n  targets = [\"api\", \"worker\"]\n}\n\ntarget \"api\" {\n  context = \".\"\n  dockerfile = \"deploy/api.Dockerfile\"\n  platforms = [\"linux/amd64\", \"linux/arm64\"]\n  tags = [\"registry.corp.example/ledger-api:dev\"]\n}"),
        ("b", "docker buildx bake --push", long_out("docker", rng, "#31 pushing layers 12.4s done\n#31 pushing manifest for registry.corp.example/ledger-worker:dev@sha256:" + "9" * 64 + " 0.6s done\n#31 DONE 13.2s", 16, 0)),
        ("a", "Both images are pushed.\n\nLesson: in this repo build images with `docker buildx bake` (targets and platforms live in docker-bake.hcl), and never add `--load` to a multi-platform bake; push instead."),
    ]
    return steps, [lesson([["buildx bake"], ["--load", "docker-bake.hcl"]])], []


@case("uv_frozen_lesson", "uv", "agent_lesson", "lesson_in_summary", "en", "/home/dev/src/forecast")
def _(rng):
    steps = [
        ("u", "Add a test for the holiday calendar and run the suite."),
        ("w", "/home/dev/src/forecast/tests/test_holidays.py", "from forecast.calendar import is_holiday\n\n\ndef test_new_year():\n    assert is_holiday(\"2027-01-01\")\n"),
        ("b", "uv run --frozen pytest -q", "........................................\n41 passed in 3.30s"),
        ("a", "Added tests/test_holidays.py; 41 pass.\n\nNext time: run tests with `uv run --frozen` so uv never rewrites uv.lock as a side effect; lock changes go through `uv lock` in their own commit."),
    ]
    return steps, [lesson([["--frozen"], ["uv lock", "uv.lock"]])], []


@case("gh_squash_lesson", "github-cli", "agent_lesson", "lesson_in_summary", "en", "/home/dev/src/roadmap-bot")
def _(rng):
    steps = [
        ("u", "Merge PR 88 once checks are green."),
        ("b", "gh pr checks 88 --watch", "All checks were successful\n0 cancelled, 0 failing, 5 successful, 0 skipped, and 0 pending checks"),
        ("b", "gh pr merge 88 --squash --delete-branch", "\u2713 Squashed and merged pull request acme-labs/roadmap-bot#88 (Cache board items)\n\u2713 Deleted local branch feat/cache-items and switched to branch main\n\u2713 Deleted remote branch feat/cache-items"),
        ("a", "PR 88 is merged.\n\nLesson: this repo only allows squash merges, so always use `gh pr merge --squash --delete-branch`, after `gh pr checks --watch` is green."),
    ]
    return steps, [lesson([["--squash"], ["gh pr merge"]])], []


@case("pg_dump_lesson_sl", "postgres-client", "agent_lesson", "lesson_in_summary", "sl", "/home/dev/src/crm-backup")
def _(rng):
    steps = [
        ("u", "Naredi kopijo sheme billing iz produkcije za lokalni razvoj."),
        ("b", "pg_dump -h db.crm.test -U backup -Fc --no-owner --no-privileges -n billing -f /home/dev/dumps/billing.dump crm", ""),
        ("b", "pg_restore --no-owner -d crm_local /home/dev/dumps/billing.dump", ""),
        ("a", "Shema billing je obnovljena v crm_local.\n\nNauk: za lokalne kopije vedno uporabi `pg_dump -Fc --no-owner --no-privileges`, ker produkcijske vloge lokalno ne obstajajo."),
    ]
    return steps, [lesson([["--no-owner"], ["-Fc", "--no-privileges"]])], []
