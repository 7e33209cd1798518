"""Sessions with memory, part two: a try that changes the error into another one (`try_changed_error`, 4, and
one `wording_drift` where the try only rewords it), a fix
that needs two of the tries together (`two_tries_together`, 3) and a try reverted before the real fix
(`reverted_try`, 4)."""

from __future__ import annotations

from kit import hx, mem

# --- try_changed_error ------------------------------------------------------------------------------------------
S = "try_changed_error"

C = "npx jest"
E = "    SyntaxError: Cannot use import statement outside a module"
E2 = "ReferenceError: module is not defined in ES module scope"


def _esm() -> str:
    return "\n".join([
        " FAIL  src/format/date.test.ts", "  \u25cf Test suite failed to run", "",
        "    Jest encountered an unexpected token", "",
        "    Jest failed to parse a file. This happens e.g. when your code or its dependencies use non-standard JavaScript "
        "syntax, or when Jest is not configured to support such syntax.", "",
        "    Out of the box Jest supports Babel, which will be used to transform your files into valid JS based on your "
        "Babel configuration.", "", "    Details:", "",
        "    /home/amara/pico-admin/node_modules/date-fns-tz/dist/esm/index.js:1",
        "    ({\"Object.<anonymous>\":function(module,exports,require,__dirname,__filename,jest){export { formatInTimeZone } from './formatInTimeZone/index.js';",
        "                                                                                      ^^^^^^", "", E, "",
        "      1 | import { formatInTimeZone } from 'date-fns-tz';", "      2 |", "", "Test Suites: 1 failed, 11 passed, 12 total",
        "Tests:       58 passed, 58 total", "Time:        3.912 s"])


mem("jest_esm_dependency_transform_ignore_patterns", "jest", S, "try_caused_other_error", "/home/amara/pico-admin",
    lambda rng, C=C: [
        ("u", "date.test.ts fails since I upgraded date-fns-tz, the rest is fine"),
        ("b", C, _esm(), 1),
        ("s", "date-fns-tz 3 ships ESM. Setting `\"type\": \"module\"` so Node treats the code as ESM."),
        ("e", "/home/amara/pico-admin/package.json", '  "private": true,\n', '  "private": true,\n  "type": "module",\n'),
        ("b", C, "\n".join(["Error: Jest: Failed to load config file /home/amara/pico-admin/jest.config.js as a ES module.",
                            E2, "This file is being treated as an ES module because it has a '.js' file extension and "
                            "'/home/amara/pico-admin/package.json' contains \"type\": \"module\". To treat it as a CommonJS script, "
                            "rename it to use the '.cjs' file extension.",
                            "    at file:///home/amara/pico-admin/jest.config.js:1:1"]), 1),
        ("s", "That breaks the CommonJS jest.config.js and would change how the whole app is loaded. Reverting it."),
        ("e", "/home/amara/pico-admin/package.json", '  "private": true,\n  "type": "module",\n', '  "private": true,\n'),
        ("b", C, _esm(), 1),
        ("r", "/home/amara/pico-admin/jest.config.js", "module.exports = {\n  preset: 'ts-jest/presets/js-with-ts',\n"
                                                       "  testEnvironment: 'node',\n};"),
        ("s", "Back to the original error. Jest doesn't transform node_modules by default; the preset can transform "
              "JS, so I'll let it process date-fns-tz (and date-fns, which it imports)."),
        ("e", "/home/amara/pico-admin/jest.config.js", "  testEnvironment: 'node',\n",
         "  testEnvironment: 'node',\n  transformIgnorePatterns: ['/node_modules/(?!(date-fns|date-fns-tz)/)'],\n"),
        ("b", C, "Test Suites: 12 passed, 12 total\nTests:       61 passed, 61 total\nSnapshots:   0 total\nTime:        5.127 s"),
        ("s", "All 12 suites pass. `transformIgnorePatterns` in jest.config.js now lets ts-jest transform date-fns-tz; "
              "the `\"type\": \"module\"` attempt is reverted.")],
    cmd=C, err=E, change="transformIgnorePatterns", kind="bugfix",
    groups=[["Cannot use import statement outside a module"], ["transformIgnorePatterns"]],
    tries=['"type": "module"'], traps=[E2, "Jest encountered an unexpected token"],
    note="The try caused its own error (`module is not defined in ES module scope`), was reverted, and the first "
         "error came back; the memory is about the error the final change removed, the first one. The try's error is "
         "a trap, as is the generic `Jest encountered an unexpected token` headline.")

C = "mvn -q compile"
E = "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project ledger-core: Fatal error compiling: error: release version 21 not supported -> [Help 1]"
E2 = "[ERROR] /home/bram/ledger/ledger-core/src/main/java/ledger/core/Posting.java:[41,18] patterns in switch statements are a preview feature and are disabled by default."
HELP = ("[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.\n[ERROR] Re-run Maven using "
        "the -X switch to enable full debug logging.\n[ERROR] \n[ERROR] For more information about the errors and possible "
        "solutions, please read the following articles:\n[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoExecutionException")
mem("maven_release_21_not_supported_java_home", "maven", S, "try_caused_other_error", "/home/bram/ledger",
    lambda rng, C=C: [
        ("u", "compile ledger-core please, I just cloned it on this laptop"),
        ("b", C, E + "\n" + HELP, 1),
        ("s", "Lowering the release to 17, which this JDK may support."),
        ("e", "/home/bram/ledger/pom.xml", "<maven.compiler.release>21</maven.compiler.release>", "<maven.compiler.release>17</maven.compiler.release>"),
        ("b", C, E2 + "\n[ERROR]   (use --enable-preview to enable patterns in switch statements)\n" + HELP.replace("MojoExecutionException", "MojoFailureException"), 1),
        ("s", "The code uses Java 21 switch patterns, so 17 isn't an option. Reverting the pom."),
        ("e", "/home/bram/ledger/pom.xml", "<maven.compiler.release>17</maven.compiler.release>", "<maven.compiler.release>21</maven.compiler.release>"),
        ("b", "mvn -v | head -3", "Apache Maven 3.9.9 (8e8579a9e76f7d015ee5ec7bfcdc97d260186937)\nMaven home: /opt/homebrew/Cellar/maven/3.9.9/libexec\n"
                                  "Java version: 17.0.13, vendor: Homebrew, runtime: /opt/homebrew/Cellar/openjdk@17/17.0.13/libexec/openjdk.jdk/Contents/Home"),
        ("b", C, E + "\n" + HELP, 1),
        ("b", "/usr/libexec/java_home -V 2>&1 | tail -3", "Matching Java Virtual Machines (2):\n    21.0.5 (arm64) \"Eclipse Adoptium\" - "
         "\"OpenJDK 21.0.5\" /Library/Java/JavaVirtualMachines/temurin-21.jdk/Contents/Home\n    17.0.13 (arm64) \"Homebrew\" - \"OpenJDK 17.0.13\" "
         "/opt/homebrew/Cellar/openjdk@17/17.0.13/libexec/openjdk.jdk/Contents/Home"),
        ("s", "Maven runs on the Homebrew JDK 17 although Temurin 21 is installed. Pointing JAVA_HOME at 21."),
        ("b", "export JAVA_HOME=$(/usr/libexec/java_home -v 21) && mvn -q compile", ""),
        ("s", "Compiles. Maven was using JDK 17; with `JAVA_HOME=$(/usr/libexec/java_home -v 21)` it builds. Put that "
              "export in your ~/.zshrc to keep it. The pom is unchanged.")],
    cmd=C, err=E, change="JAVA_HOME=$(/usr/libexec/java_home -v 21)", passed="export JAVA_HOME=$(/usr/libexec/java_home -v 21) && mvn -q compile",
    groups=[["release version 21 not supported"], ["JAVA_HOME", "java_home -v 21"]],
    tries=["<maven.compiler.release>17</maven.compiler.release>"], traps=[E2],
    note="Lowering the release turned the error into a preview-feature error; it was reverted and the first error "
         "returned. The memory: `release version 21 not supported` -> run Maven on JDK 21. The switch-pattern error "
         "is a trap (it exists only because of the try).")

C = "cargo build"
E = "  feature `edition2024` is required"
OUT = "\n".join([
    "error: failed to parse manifest at `/home/aiko/sprig/Cargo.toml`", "", "Caused by:", E, "",
    "  The package requires the Cargo feature called `edition2024`, but that feature is not stabilized in this version "
    "of Cargo (1.82.0 (8f40fc59f 2024-08-21)).",
    "  Consider trying a newer version of Cargo (this may require the nightly release).",
    "  See https://doc.rust-lang.org/nightly/cargo/reference/unstable.html#edition-2024 for more information about the "
    "status of this feature."])
mem("cargo_edition2024_rustup_update", "cargo", S, "try_caused_other_error", "/home/aiko/sprig",
    lambda rng, C=C: [
        ("u", "sprig moved to edition 2024 upstream, pull worked, build doesn't"),
        ("b", C, OUT, 101),
        ("s", "Trying `cargo update` in case a dependency pulls the feature in."),
        ("b", "cargo update", OUT, 101),
        ("s", "It's our own manifest. Setting the edition back to 2021 to get building."),
        ("e", "/home/aiko/sprig/Cargo.toml", 'edition = "2024"', 'edition = "2021"'),
        ("b", C, "   Compiling sprig v0.9.0 (/home/aiko/sprig)\nerror[E0658]: `let` expressions in this position are unstable\n"
                 "  --> src/walk.rs:57:12\n   |\n57 |         if let Some(dir) = entry.parent() && dir.is_dir() {\n"
                 "   |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n   |\n   = note: see issue #53667 <https://github.com/rust-lang/rust/issues/53667> "
                 "for more information\n\nerror: could not compile `sprig` (bin \"sprig\") due to 1 previous error", 101),
        ("s", "The code already uses 2024 let-chains; going back to 2021 isn't right. Reverting."),
        ("e", "/home/aiko/sprig/Cargo.toml", 'edition = "2021"', 'edition = "2024"'),
        ("b", C, OUT, 101),
        ("s", "The toolchain is 1.82; edition 2024 is stable from 1.85. Updating stable."),
        ("b", "rustup update stable", "info: syncing channel updates for 'stable-x86_64-unknown-linux-gnu'\n"
                                      "info: downloading component 'cargo'\n...\n  stable-x86_64-unknown-linux-gnu updated - rustc 1.88.0 (6b00bc388 2025-06-23) "
                                      "(from rustc 1.82.0 (f6e511eec 2024-10-15))"),
        ("b", C, "   Compiling sprig v0.9.0 (/home/aiko/sprig)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 21.40s"),
        ("s", "Builds on rustc 1.88. Edition 2024 needs Cargo 1.85+; `rustup update stable` was the fix, Cargo.toml "
              "is back to 2024.")],
    cmd=C, err=E, change="rustup update stable",
    also_ok=["  The package requires the Cargo feature called `edition2024`, but that feature is not stabilized in this version of Cargo (1.82.0 (8f40fc59f 2024-08-21))."],
    groups=[["edition2024"], ["rustup update"]],
    tries=["cargo update", 'edition = "2021"'],
    traps=["error[E0658]: `let` expressions in this position are unstable",
           "  Consider trying a newer version of Cargo (this may require the nightly release)."],
    note="Downgrading the edition produced a different compile error and was reverted; the memory is edition2024 "
         "-> update the toolchain. Cargo's nightly hint is a decoy (stable 1.85+ suffices).")

C = "npx eslint ."
E = "ESLint couldn't find an eslint.config.(js|mjs|cjs) file."
OUT = ("\nOops! Something went wrong! :(\n\nESLint: 9.17.0\n\n" + E + "\n\nFrom ESLint v9.0.0, the default configuration file "
       "is now eslint.config.js.\nIf you are using a .eslintrc.* file, please follow the migration guide\nto update your "
       "configuration file to the new format:\n\nhttps://eslint.org/docs/latest/use/configure/migration-guide\n\n"
       "If you still have problems after following the migration guide, please stop by\nhttps://eslint.org/chat/help to chat with the team.\n")
mem("eslint9_flat_config_migrate_config", "eslint", S, "try_caused_other_error", "/home/teo/brisk",
    lambda rng, C=C: [
        ("u", "renovate bumped eslint to 9 and lint is dead. get it running again without downgrading"),
        ("b", C, OUT, 2),
        ("s", "Reinstalling in case the bump left a mixed install."),
        ("b", "npm install", "\nup to date, audited 512 packages in 2s\n\nfound 0 vulnerabilities"),
        ("b", C, OUT, 2),
        ("s", "Renaming .eslintrc.json to eslint.config.js and exporting it."),
        ("b", "git mv .eslintrc.json eslint.config.js && sed -i '1s/^/export default /' eslint.config.js", ""),
        ("b", C, "\nOops! Something went wrong! :(\n\nESLint: 9.17.0\n\nA config object is using the \"extends\" key, which is not "
                 "supported in flat config system.\n\nFlat config uses \"extends\" only inside config arrays;\n"
                 "Please see the following page for information on how to convert your config object into the correct format:\n"
                 "https://eslint.org/docs/latest/use/configure/migration-guide#predefined-and-shareable-configs\n", 2),
        ("s", "A plain rename doesn't convert the format. Undoing it and using the official migrator."),
        ("b", "git checkout -- . && git status --short", ""),
        ("b", C, OUT, 2),
        ("b", "npx @eslint/migrate-config .eslintrc.json",
         "Migrating .eslintrc.json\n\nWrote new config to ./eslint.config.mjs\n\nYou will need to install the following packages "
         "to use the new config:\n- globals\n- @eslint/js\n- @eslint/eslintrc\n\nYou can install them using the following command:\n\n"
         "npm install globals @eslint/js @eslint/eslintrc -D"),
        ("b", "npm install globals @eslint/js @eslint/eslintrc -D && git rm -q .eslintrc.json",
         "\nadded 3 packages, and audited 515 packages in 3s\n\nfound 0 vulnerabilities"),
        ("b", C, ""),
        ("s", "Lint runs clean on ESLint 9: eslint.config.mjs generated by `@eslint/migrate-config`, its three packages "
              "added, .eslintrc.json removed. The hand rename is undone.")],
    cmd=C, err=E, change="npx @eslint/migrate-config .eslintrc.json", kind="bugfix",
    groups=[["couldn't find an eslint.config"], ["migrate-config", "eslint.config.mjs"]],
    tries=["git mv .eslintrc.json eslint.config.js"],
    traps=['A config object is using the "extends" key, which is not supported in flat config system.',
           "Oops! Something went wrong! :("],
    note="The hand rename made a different error (`extends` not supported), undone with git checkout; the memory "
         "is the original error with the migrator. `Oops! Something went wrong!` is ESLint's banner on every crash.")

C = "kubectl apply -f k8s/monitoring/"
E = 'error: resource mapping not found for name: "checkout" namespace: "shop" from "k8s/monitoring/servicemonitor.yaml": no matches for kind "ServiceMonitor" in version "monitoring.coreos.com/v1"'
E2 = 'error: resource mapping not found for name: "checkout" namespace: "shop" from "k8s/monitoring/servicemonitor.yaml": no matches for kind "ServiceMonitor" in version "monitoring.coreos.com/v1alpha1"'
mem("kubectl_servicemonitor_crd_missing_install_crds", "kubectl", "wording_drift", "version_try_rewords", "/home/gus/shop-deploy",
    lambda rng, C=C: [
        ("u", "apply the monitoring manifests to the new dev cluster"),
        ("b", C, 'configmap/checkout-dashboards created\n' + E + "\nensure CRDs are installed first", 1),
        ("s", "Maybe the cluster only serves an older version. Trying v1alpha1."),
        ("b", "sed -i 's#monitoring.coreos.com/v1$#monitoring.coreos.com/v1alpha1#' k8s/monitoring/servicemonitor.yaml && kubectl apply -f k8s/monitoring/",
         'configmap/checkout-dashboards unchanged\n' + E2 + "\nensure CRDs are installed first", 1),
        ("b", "kubectl api-resources --api-group=monitoring.coreos.com", "NAME   SHORTNAMES   APIVERSION   NAMESPACED   KIND"),
        ("s", "The group isn't served at all - the Prometheus Operator CRDs aren't on this cluster. Reverting the "
              "version change, then installing the CRDs."),
        ("b", "git checkout k8s/monitoring/servicemonitor.yaml", "Updated 1 path from the index"),
        ("b", C, 'configmap/checkout-dashboards unchanged\n' + E + "\nensure CRDs are installed first", 1),
        ("b", "helm install prometheus-operator-crds prometheus-community/prometheus-operator-crds -n monitoring --create-namespace",
         "NAME: prometheus-operator-crds\nLAST DEPLOYED: Tue Feb  9 11:02:14 2027\nNAMESPACE: monitoring\nSTATUS: deployed\nREVISION: 1"),
        ("b", C, "configmap/checkout-dashboards unchanged\nservicemonitor.monitoring.coreos.com/checkout created"),
        ("s", "Applied. The dev cluster lacked the Prometheus Operator CRDs (`prometheus-operator-crds` chart); the "
              "manifest is back to `monitoring.coreos.com/v1`.")],
    cmd=C, err=E, change="helm install prometheus-operator-crds", also_ok=["ensure CRDs are installed first", E2],
    groups=[['no matches for kind "ServiceMonitor"'], ["prometheus-operator-crds"]],
    tries=["monitoring.coreos.com/v1alpha1#"],
    note="The version change reworded the error (v1alpha1) and was reverted; the memory keeps the v1 line (the "
         "manifest as committed) with the CRD install. The v1alpha1 line names the same missing kind, so it is "
         "accepted (also_ok), not a trap - unlike a try that causes a different failure (`try_changed_error`).")

# --- two_tries_together -----------------------------------------------------------------------------------------
S = "two_tries_together"

C = "go test -race ./..."
E = "go: -race requires cgo; enable cgo by setting CGO_ENABLED=1"
mem("go_test_race_cgo_and_gcc", "go", S, "env_and_package", "/home/dmitri/tally",
    lambda rng, C=C: [
        ("u", "run the tests with the race detector, there's a flaky one in counter I want checked"),
        ("b", C, E, 2),
        ("s", "Clearing the test cache first."),
        ("b", "go clean -testcache", ""),
        ("b", C, E, 2),
        ("b", "go env CGO_ENABLED", "0"),
        ("s", "cgo is off in this environment. Enabling it for the run."),
        ("b", "CGO_ENABLED=1 go test -race ./...", '# runtime/cgo\ncgo: C compiler "gcc" not found: exec: "gcc": executable file not found in $PATH\n'
                                                   "FAIL\tgithub.com/dmitri/tally/counter [build failed]\nFAIL", 1),
        ("s", "Now it needs a C compiler. Installing gcc."),
        ("b", "sudo apt-get install -y gcc", "The following NEW packages will be installed:\n  cpp-13 gcc gcc-13 libgcc-13-dev\n"
                                             "Setting up gcc (4:13.2.0-7ubuntu1) ..."),
        ("b", C, E, 2),
        ("s", "gcc alone doesn't turn cgo on (it's 0 in go env, set by the dev container image). Both are needed: the "
              "compiler and CGO_ENABLED=1."),
        ("b", "CGO_ENABLED=1 go test -race ./...", "ok  \tgithub.com/dmitri/tally/api\t1.214s\nok  \tgithub.com/dmitri/tally/counter\t1.318s\n"
                                                   "ok  \tgithub.com/dmitri/tally/store\t1.102s"),
        ("s", "All packages pass under the race detector, counter included, and no race was reported this run. Running "
              "`-race` here needs both gcc and `CGO_ENABLED=1` (`go env -w CGO_ENABLED=1` makes it stick).")],
    cmd=C, err=E, change="CGO_ENABLED=1 go test -race ./...", passed="CGO_ENABLED=1 go test -race ./...",
    groups=[["-race requires cgo"], ["CGO_ENABLED=1"], ["apt-get install -y gcc", "install gcc"]],
    tries=["go clean -testcache"],
    traps=['cgo: C compiler "gcc" not found: exec: "gcc": executable file not found in $PATH'],
    note="Neither half alone works: CGO_ENABLED=1 without gcc fails on the compiler (a different error, a trap), gcc "
         "without the variable prints the first error again. The memory needs both (three must groups). The test-cache "
         "clean is a plain useless try.")

C = "python -m pytest tests/shop"
E = "django.core.exceptions.ImproperlyConfigured: Requested setting INSTALLED_APPS, but settings are not configured. You must either define the environment variable DJANGO_SETTINGS_MODULE or call settings.configure() before accessing settings."


def _dj(path: str) -> str:
    return "\n".join([
        "==================================== ERRORS ====================================",
        f"___________________ ERROR collecting {path} ____________________",
        f"{path}:3: in <module>", "    from shop.models import Order", "src/shop/models.py:4: in <module>",
        "    class Order(models.Model):", ".venv/lib/python3.12/site-packages/django/apps/registry.py:138: in check_apps_ready",
        "    settings.INSTALLED_APPS", ".venv/lib/python3.12/site-packages/django/conf/__init__.py:64: in _setup",
        "    raise ImproperlyConfigured(", "E   " + E,
        "=========================== short test summary info ============================",
        f"ERROR {path} - django.core.exceptions.ImproperlyConfigured: Requested setting INSTALLED_APPS, but settings are not configured. ...",
        "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!", "1 error in 0.61s"])


mem("pytest_django_settings_and_pythonpath", "pytest", S, "two_settings", "/home/yusuf/bazaar",
    lambda rng, C=C: [
        ("u", "the shop tests don't run from the command line, only from PyCharm. make `python -m pytest tests/shop` work"),
        ("b", C, _dj("tests/shop/test_orders.py"), 2),
        ("s", "Making sure pytest-django is installed and current first."),
        ("b", "pip install -U pytest-django -q && pip show pytest-django | sed -n 2p", "Version: 4.9.0"),
        ("b", C, _dj("tests/shop/test_orders.py"), 2),
        ("s", "Installed and current. Settings aren't configured, so giving it the settings module."),
        ("b", "DJANGO_SETTINGS_MODULE=bazaar.settings python -m pytest tests/shop",
         "ImportError while loading conftest '/home/yusuf/bazaar/tests/conftest.py'.\ntests/conftest.py:2: in <module>\n"
         "    from bazaar.settings import BASE_DIR\nE   ModuleNotFoundError: No module named 'bazaar'", 4),
        ("s", "Now the module isn't importable: the code lives in src/ and PyCharm adds src to the path. Trying just "
              "the path in pytest.ini."),
        ("e", "/home/yusuf/bazaar/pytest.ini", "[pytest]\naddopts = -ra\n", "[pytest]\naddopts = -ra\npythonpath = src\n"),
        ("b", C, _dj("tests/shop/test_orders.py"), 2),
        ("s", "With the path alone we're back to the settings error. Both are needed; putting both in pytest.ini "
              "(pytest-django reads DJANGO_SETTINGS_MODULE from it)."),
        ("e", "/home/yusuf/bazaar/pytest.ini", "pythonpath = src\n", "pythonpath = src\nDJANGO_SETTINGS_MODULE = bazaar.settings\n"),
        ("b", C, "........................                                                 [100%]\n24 passed in 2.17s"),
        ("s", "24 passed. pytest.ini now has `pythonpath = src` and `DJANGO_SETTINGS_MODULE = bazaar.settings`; either "
              "one alone fails (the first try hit `No module named 'bazaar'`).")],
    cmd=C, err=E, change="DJANGO_SETTINGS_MODULE = bazaar.settings", kind="bugfix",
    groups=[["settings are not configured", "ImproperlyConfigured"], ["DJANGO_SETTINGS_MODULE"], ["pythonpath = src", "pythonpath"]],
    tries=["pip install -U pytest-django"], traps=["E   ModuleNotFoundError: No module named 'bazaar'"],
    note="The env-var try changed the error (No module named 'bazaar'); the path alone brought the first error back. "
         "The fix is both settings in pytest.ini, so three groups. The pytest-django upgrade is the useless try; "
         "the env-var run is one half of the fix, so it is not a trap, but its error is.")

C = "docker buildx build --platform linux/amd64,linux/arm64 -t registry.pinto.example/pinto/api:1.4.0 --push ."
E = "ERROR: Multi-platform build is not supported for the docker driver."
mem("buildx_multiplatform_container_driver_and_binfmt", "docker", S, "builder_and_emulation", "/home/lena/pinto-api",
    lambda rng, C=C: [
        ("u", "push a multi-arch image of api 1.4.0 (amd64 + arm64), the raspberry pis need it"),
        ("b", C, E + "\nSwitch to a different driver, or turn on the containerd image store, and try again.\n"
                     "Learn more at https://docs.docker.com/go/build-multi-platform/", 1),
        ("s", "Updating buildx first, older versions had driver issues."),
        ("b", "docker buildx version", "github.com/docker/buildx v0.19.3 48d6a39"),
        ("s", "It's current. Creating a docker-container builder."),
        ("b", "docker buildx create --name multi --driver docker-container --use", "multi"),
        ("b", C, "#12 [linux/arm64 2/6] RUN apt-get update && apt-get install -y --no-install-recommends libpq5\n"
                 "#12 0.108 exec /bin/sh: exec format error\n#12 ERROR: process \"/bin/sh -c apt-get update && apt-get install -y "
                 "--no-install-recommends libpq5\" did not complete successfully: exit code: 255\n"
                 "ERROR: failed to solve: process \"/bin/sh -c apt-get update && apt-get install -y --no-install-recommends libpq5\" "
                 "did not complete successfully: exit code: 255", 1),
        ("s", "The builder works but can't run arm64 steps: no QEMU emulation registered. Going back to the default "
              "builder and registering binfmt handlers."),
        ("b", "docker buildx use default && docker run --privileged --rm tonistiigi/binfmt --install arm64",
         'installing: arm64 OK\n{\n  "supported": [\n    "linux/amd64",\n    "linux/arm64",\n    "linux/386"\n  ]\n}'),
        ("b", C, E + "\nSwitch to a different driver, or turn on the containerd image store, and try again.\n"
                     "Learn more at https://docs.docker.com/go/build-multi-platform/", 1),
        ("s", "Right - the default builder still can't do multi-platform. It takes both: the docker-container builder "
              "and the binfmt handlers."),
        ("b", "docker buildx use multi", ""),
        ("b", C, "#18 exporting to image\n#18 pushing layers 3.1s done\n#18 pushing manifest for registry.pinto.example/pinto/api:1.4.0@sha256:"
                 + hx(rng, 64) + " 0.4s done\n#18 DONE 9.8s"),
        ("s", "Pushed api:1.4.0 for amd64 and arm64. Needed both the `multi` docker-container builder and QEMU binfmt "
              "for arm64; the builder stays selected.")],
    cmd=C, err=E, change="docker buildx use multi",
    groups=[["Multi-platform build is not supported for the docker driver"], ["docker-container", "buildx use multi", "buildx create"],
            ["binfmt"]],
    tries=["docker buildx version"], traps=["#12 0.108 exec /bin/sh: exec format error"],
    note="The container builder alone fails with exec format error on arm64 (a trap: a different error the try "
         "surfaced), binfmt alone on the default builder brings the first error back. Three groups: the failure, "
         "the builder, the emulation.")

# --- reverted_try -----------------------------------------------------------------------------------------------
S = "reverted_try"

C = "npx vitest run"
E = "ReferenceError: document is not defined"


def _vt(n: int) -> str:
    return "\n".join([
        " \u276f src/components/Toast.test.tsx (3 tests | 3 failed) 14ms", "   \u00d7 Toast > renders the message",
        f"     \u2192 document is not defined", "", "\u23af\u23af\u23af\u23af\u23af\u23af\u23af Failed Tests 3 \u23af\u23af\u23af\u23af\u23af\u23af\u23af", "",
        " FAIL  src/components/Toast.test.tsx > Toast > renders the message", E,
        f" \u276f render node_modules/@testing-library/react/dist/pure.js:{257 + n}:5",
        " \u276f src/components/Toast.test.tsx:9:5", "", " Test Files  1 failed | 14 passed (15)",
        "      Tests  3 failed | 86 passed (89)", f"   Duration  {2 + n}.41s"])


mem("vitest_environment_jsdom_vitest_config", "vitest", S, "config_edit_reverted", "/home/maja/quay-ui",
    lambda rng, C=C: [
        ("u", "new Toast tests fail with document is not defined. the others are fine?"),
        ("b", C, _vt(0), 1),
        ("s", "jsdom may be missing from devDependencies."),
        ("b", "npm i -D jsdom", "\nup to date, audited 733 packages in 2s"),
        ("b", C, _vt(1), 1),
        ("s", "Already installed. Setting the environment in vite.config.ts."),
        ("e", "/home/maja/quay-ui/vite.config.ts", "  plugins: [react()],\n", "  plugins: [react()],\n  test: { environment: 'jsdom' },\n"),
        ("b", C, _vt(0), 1),
        ("s", "No effect, so I'm taking that back out and looking for another config."),
        ("e", "/home/maja/quay-ui/vite.config.ts", "  plugins: [react()],\n  test: { environment: 'jsdom' },\n", "  plugins: [react()],\n"),
        ("b", "ls vite*.ts vitest*.ts", "vite.config.ts\nvitest.config.ts"),
        ("r", "/home/maja/quay-ui/vitest.config.ts", "import { defineConfig } from 'vitest/config';\n\nexport default defineConfig({\n"
              "  test: {\n    include: ['src/**/*.test.{ts,tsx}'],\n    setupFiles: ['./src/test/setup.ts'],\n  },\n});"),
        ("s", "There's a separate vitest.config.ts, which wins over vite.config.ts - that's why my edit did nothing. "
              "The other suites are pure logic and pass in node. Setting jsdom there."),
        ("e", "/home/maja/quay-ui/vitest.config.ts", "    include: ['src/**/*.test.{ts,tsx}'],\n",
         "    environment: 'jsdom',\n    include: ['src/**/*.test.{ts,tsx}'],\n"),
        ("b", C, " Test Files  15 passed (15)\n      Tests  89 passed (89)\n   Duration  3.02s"),
        ("s", "89/89. `environment: 'jsdom'` belongs in vitest.config.ts, which overrides vite.config.ts; the "
              "vite.config.ts edit is reverted.")],
    cmd=C, err=E, change="environment: 'jsdom',\n    include", kind="bugfix",
    groups=[["document is not defined"], ["vitest.config.ts"]],
    tries=["npm i -D jsdom", "test: { environment: 'jsdom' }"],
    note="The same setting in the wrong file (vite.config.ts) did nothing and was reverted; in vitest.config.ts it "
         "works. The memory must name vitest.config.ts; the reverted `test: { environment: 'jsdom' }` is a trap.")

C = "bundle exec rubocop"
E = "Error: RuboCop found unsupported Ruby version 2.6 in `TargetRubyVersion` parameter (in .rubocop.yml). 2.6-compatible analysis was dropped after version 1.50."
OUT = E + "\nSupported versions: 2.7, 3.0, 3.1, 3.2, 3.3, 3.4"
mem("rubocop_target_ruby_version_pt", "rubocop", S, "downgrade_reverted", "/home/joao/vitrine",
    lambda rng, C=C: [
        ("u", "O rubocop parou de rodar depois do bundle update. Consegue resolver?"),
        ("b", C, OUT, 2),
        ("s", "Vou limpar o cache do RuboCop primeiro."),
        ("b", "rm -rf ~/.cache/rubocop_cache", ""),
        ("b", C, OUT, 2),
        ("s", "Mesmo erro. Vou fixar o rubocop em 1.50 no Gemfile, a última versão que ainda analisa 2.6."),
        ("e", "/home/joao/vitrine/Gemfile", "gem \"rubocop\", \"~> 1.69\", require: false", "gem \"rubocop\", \"~> 1.50.0\", require: false"),
        ("b", "bundle update rubocop", "Bundler could not find compatible versions for gem \"rubocop\":\n  In Gemfile:\n"
                                        "    rubocop (~> 1.50.0)\n\n    rubocop-rails (~> 2.27) was resolved to 2.27.0, which depends on\n      rubocop (>= 1.52.0, < 2.0)", 6),
        ("s", "O rubocop-rails exige >= 1.52. Reverto o Gemfile. O app já roda em Ruby 3.2 (.ruby-version), então o "
              "certo é atualizar o TargetRubyVersion."),
        ("e", "/home/joao/vitrine/Gemfile", "gem \"rubocop\", \"~> 1.50.0\", require: false", "gem \"rubocop\", \"~> 1.69\", require: false"),
        ("b", C, OUT, 2),
        ("b", "cat .ruby-version && grep -n TargetRubyVersion .rubocop.yml", "3.2.6\n3:  TargetRubyVersion: 2.6"),
        ("e", "/home/joao/vitrine/.rubocop.yml", "  TargetRubyVersion: 2.6", "  TargetRubyVersion: 3.2"),
        ("b", C, "Inspecting 214 files\n" + "." * 60 + "\n\n214 files inspected, no offenses detected"),
        ("s", "Pronto: 214 arquivos, nenhuma ofensa. Troquei `TargetRubyVersion` de 2.6 para 3.2 no .rubocop.yml (igual "
              "ao .ruby-version). O downgrade do rubocop foi revertido.")],
    cmd=C, err=E, change="TargetRubyVersion: 3.2", kind="bugfix", lang="pt",
    groups=[["unsupported Ruby version 2.6", "TargetRubyVersion"], ["TargetRubyVersion: 3.2"]],
    tries=["rm -rf ~/.cache/rubocop_cache", 'gem "rubocop", "~> 1.50.0"'],
    note="Pinning rubocop 1.50 failed to resolve and was reverted; the fix is the target version in .rubocop.yml.")

C = "docker compose run --rm api python manage.py migrate"
E = 'django.db.utils.OperationalError: connection to server at "db" (172.22.0.2), port 5432 failed: Connection refused'
OUT = "\n".join([
    "[+] Creating 1/1", " \u2714 Container orchard-db-1  Started                                                   0.3s",
    "Traceback (most recent call last):", '  File "/usr/local/lib/python3.12/site-packages/django/db/backends/base/base.py", line 279, in ensure_connection',
    "    self.connect()", "psycopg.OperationalError: connection failed: connection to server at \"172.22.0.2\", port 5432 failed: Connection refused",
    "\tIs the server running on that host and accepting TCP/IP connections?", "",
    "The above exception was the direct cause of the following exception:", "", E,
    "\tIs the server running on that host and accepting TCP/IP connections?"])
mem("compose_db_not_ready_healthcheck_service_healthy", "docker", S, "sleep_reverted", "/home/ravi/orchard",
    lambda rng, C=C: [
        ("u", "migrate fails every time right after `docker compose down`. make it reliable"),
        ("b", C, OUT, 1),
        ("s", "Restarting the db container and trying again."),
        ("b", "docker compose restart db", " \u2714 Container orchard-db-1  Started                                                   0.4s"),
        ("b", "docker compose down && " + C, " \u2714 Container orchard-db-1  Removed\n" + OUT, 1),
        ("s", "The DB is started but not ready when the api connects. Adding a sleep to the entrypoint as a quick test."),
        ("e", "/home/ravi/orchard/docker/entrypoint.sh", 'exec "$@"', 'sleep 3\nexec "$@"'),
        ("b", "docker compose down && " + C, " \u2714 Container orchard-db-1  Removed\n" + OUT, 1),
        ("s", "3 s isn't enough on a cold volume, and a longer sleep is just slower and still racy. Reverting the "
              "sleep; using a healthcheck so compose waits for Postgres."),
        ("e", "/home/ravi/orchard/docker/entrypoint.sh", 'sleep 3\nexec "$@"', 'exec "$@"'),
        ("e", "/home/ravi/orchard/compose.yaml", "  db:\n    image: postgres:16\n",
         "  db:\n    image: postgres:16\n    healthcheck:\n      test: [\"CMD-SHELL\", \"pg_isready -U orchard\"]\n      interval: 2s\n      retries: 15\n"),
        ("e", "/home/ravi/orchard/compose.yaml", "    depends_on:\n      - db\n", "    depends_on:\n      db:\n        condition: service_healthy\n"),
        ("b", "docker compose down && " + C, " \u2714 Container orchard-db-1  Removed\n \u2714 Container orchard-db-1  Healthy                 6.2s\n"
                                              "Operations to perform:\n  Apply all migrations: admin, auth, contenttypes, orchard, sessions\n"
                                              "Running migrations:\n  No migrations to apply."),
        ("s", "Works from a cold start. compose.yaml now has a `pg_isready` healthcheck on db and `condition: "
              "service_healthy` on api; the entrypoint sleep is gone.")],
    cmd="docker compose down && " + C, err=E, change="condition: service_healthy", kind="bugfix",
    groups=[["Connection refused", "OperationalError"], ["service_healthy", "healthcheck"]],
    tries=["docker compose restart db", "sleep 3"],
    note="A restart and an entrypoint sleep (reverted) did not help; the compose healthcheck with "
         "`condition: service_healthy` did. The command is the down+run pair the user complained about.")

C = "xcodebuild -scheme Larkspur -destination 'platform=iOS Simulator,name=iPhone 16' build"
E = "xcode-select: error: tool 'xcodebuild' requires Xcode, but active developer directory '/Library/Developer/CommandLineTools' is a command line tools instance"
mem("xcodebuild_xcode_select_switch", "xcodebuild", S, "path_edit_reverted", "/Users/wen/larkspur",
    lambda rng, C=C: [
        ("u", "build Larkspur for the simulator from the terminal"),
        ("b", C, E, 1),
        ("s", "Reinstalling the command line tools."),
        ("b", "xcode-select --install", "xcode-select: note: Command line tools are already installed. Use \"Software Update\" in System "
                                        "Settings or the softwareupdate command line interface to install updates", 1),
        ("s", "Putting Xcode's usr/bin ahead on PATH in ~/.zshrc."),
        ("e", "/Users/wen/.zshrc", "export PATH=\"$HOME/.local/bin:$PATH\"",
         "export PATH=\"$HOME/.local/bin:$PATH\"\nexport PATH=\"/Applications/Xcode.app/Contents/Developer/usr/bin:$PATH\""),
        ("b", "source ~/.zshrc && " + C, E, 1),
        ("s", "xcodebuild still consults the selected developer directory. Removing that PATH line again and switching "
              "the directory itself."),
        ("e", "/Users/wen/.zshrc", "export PATH=\"$HOME/.local/bin:$PATH\"\nexport PATH=\"/Applications/Xcode.app/Contents/Developer/usr/bin:$PATH\"",
         "export PATH=\"$HOME/.local/bin:$PATH\""),
        ("b", "sudo xcode-select -s /Applications/Xcode.app/Contents/Developer", ""),
        ("b", C, "Command line invocation:\n    /Applications/Xcode.app/Contents/Developer/usr/bin/xcodebuild -scheme Larkspur ...\n\n"
                 "CompileSwiftSources normal arm64 com.apple.xcode.tools.swift.compiler (in target 'Larkspur' from project 'Larkspur')\n\n"
                 "** BUILD SUCCEEDED **"),
        ("s", "BUILD SUCCEEDED. The active developer directory was the Command Line Tools; `sudo xcode-select -s "
              "/Applications/Xcode.app/Contents/Developer` fixed it. The ~/.zshrc PATH line is removed again.")],
    cmd=C, err=E, change="xcode-select -s /Applications/Xcode.app/Contents/Developer",
    groups=[["requires Xcode, but active developer directory"], ["xcode-select -s", "xcode-select --switch"]],
    tries=["xcode-select --install", "Developer/usr/bin:$PATH"],
    note="The PATH edit was reverted before the real fix; `xcode-select --install` is a try and a near miss of the "
         "fix's text (a memory saying --install is wrong).")
