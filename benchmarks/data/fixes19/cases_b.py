"""Sessions with memory, part two: the telling line inside a wrapper chain (`wrapped_cause`, 6), the first of
several errors that it causes (`cascade_first`, 5), and an exception whose last stack frames are library
code (`library_frame`, 4)."""

from __future__ import annotations

from kit import mem, passing

# --- wrapped_cause: an outer "failed" wrapper around the inner cause ------------------------------------------

C = "./gradlew :orders:test"
E = "Caused by: java.lang.ClassNotFoundException: jakarta.xml.bind.JAXBException"
O = "java.lang.IllegalStateException: Failed to load ApplicationContext for [WebMergedContextConfiguration@5b3f3ba0 testClass = dev.velero.orders.OrderApiTest]"
mem("gradle_spring_caused_by_jaxb_es", "java", "wrapped_cause", "caused_by_chain", "/home/lucia/velero",
    lambda rng, C=C, E=E, O=O: [
        ("u", "Después de subir a Spring Boot 3 los tests de orders no arrancan. ¿Puedes mirarlo?"),
        ("b", C, "\n".join(
            ["> Task :orders:compileJava", "> Task :orders:compileTestJava", "> Task :orders:test", ""]
            + passing(rng, "gradle", 9, "OrderMapperTest")
            + ["OrderApiTest > createsOrder() FAILED", "    " + O,
               "        at org.springframework.test.context.cache.DefaultCacheAwareContextLoaderDelegate.loadContext(DefaultCacheAwareContextLoaderDelegate.java:180)",
               "        at org.springframework.test.context.support.DefaultTestContext.getApplicationContext(DefaultTestContext.java:130)",
               "", "        Caused by: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'soapInvoiceClient' defined in file [/home/lucia/velero/orders/build/classes/java/main/dev/velero/orders/soap/SoapInvoiceClient.class]: Failed to instantiate [dev.velero.orders.soap.SoapInvoiceClient]: Constructor threw exception",
               "            at org.springframework.beans.factory.support.ConstructorResolver.instantiate(ConstructorResolver.java:318)",
               "", "            Caused by: java.lang.NoClassDefFoundError: jakarta/xml/bind/JAXBException",
               "                at dev.velero.orders.soap.SoapInvoiceClient.<init>(SoapInvoiceClient.java:27)",
               "", "                " + E,
               "                    at java.base/jdk.internal.loader.BuiltinClassLoader.loadClass(BuiltinClassLoader.java:641)",
               "                    at java.base/java.lang.ClassLoader.loadClass(ClassLoader.java:526)", "",
               "OrderApiTest > listsOrders() FAILED", "    java.lang.IllegalStateException at DefaultCacheAwareContextLoaderDelegate.java:145", ""]
            + passing(rng, "gradle", 6, "PriceRulesTest")
            + ["", "23 tests completed, 2 failed", "", "> Task :orders:test FAILED", "",
               "FAILURE: Build failed with an exception.", "", "* What went wrong:",
               "Execution failed for task ':orders:test'.",
               "> There were failing tests. See the report at: file:///home/lucia/velero/orders/build/reports/tests/test/index.html",
               "", "BUILD FAILED in 22s"]), 1),
        ("e", "/home/lucia/velero/orders/build.gradle.kts", "    implementation(\"org.springframework.boot:spring-boot-starter-web-services\")\n",
         "    implementation(\"org.springframework.boot:spring-boot-starter-web-services\")\n"
         "    implementation(\"jakarta.xml.bind:jakarta.xml.bind-api\")\n    runtimeOnly(\"org.glassfish.jaxb:jaxb-runtime\")\n"),
        ("b", C, "> Task :orders:test\n\n23 tests completed, 0 failed\n\nBUILD SUCCESSFUL in 19s"),
        ("s", "El error de verdad estaba al fondo de la cadena de `Caused by`: `ClassNotFoundException: "
              "jakarta.xml.bind.JAXBException`. Con Java 17 y Boot 3 JAXB ya no viene incluido; añadí "
              "`jakarta.xml.bind-api` y `jaxb-runtime` a orders/build.gradle.kts. 23 tests, 0 fallos.")],
    cmd=C, err=E, change="jakarta.xml.bind-api", lang="es",
    also_ok=["            Caused by: java.lang.NoClassDefFoundError: jakarta/xml/bind/JAXBException"],
    groups=[["jakarta.xml.bind.JAXBException", "jakarta/xml/bind/JAXBException"], ["jakarta.xml.bind-api", "jaxb-runtime"]],
    traps=[O],
    note="Four layers: Gradle's 'There were failing tests', Failed to load ApplicationContext (a trap: true for "
         "any broken context), BeanCreationException, NoClassDefFoundError/ClassNotFoundException. The innermost "
         "cause is chosen; the NoClassDefFoundError line names the same class and is acceptable.")

C = "cargo build --release"
E = "  Could not find directory of OpenSSL installation, and this `-sys` crate cannot proceed without"
mem("cargo_openssl_sys_inner_stderr", "rust", "wrapped_cause", "build_script_stderr", "/home/ilse/harbourlog",
    lambda rng, C=C, E=E: [
        ("u", "fresh VM, cargo build --release fails in some -sys crate. can you get it building"),
        ("b", C, "\n".join(
            ["    Updating crates.io index"] + [f"   Compiling {c}" for c in
             ["libc v0.2.161", "cfg-if v1.0.0", "pkg-config v0.3.31", "cc v1.1.31", "once_cell v1.20.2",
              "bitflags v2.6.0", "foreign-types-shared v0.1.1", "vcpkg v0.2.15", "openssl-sys v0.9.104", "itoa v1.0.11"]]
            + ["error: failed to run custom build command for `openssl-sys v0.9.104`", "",
               "Caused by:",
               "  process didn't exit successfully: `/home/ilse/harbourlog/target/release/build/openssl-sys-8c1d3e5a0f2b6c49/build-script-main` (exit status: 101)",
               "  --- stdout", "  cargo:rerun-if-env-changed=X86_64_UNKNOWN_LINUX_GNU_OPENSSL_LIB_DIR",
               "  cargo:rerun-if-env-changed=OPENSSL_LIB_DIR", "  cargo:rerun-if-env-changed=OPENSSL_DIR",
               "  run pkg_config fail: Could not run `PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=1 pkg-config --libs --cflags openssl`",
               "  The pkg-config command could not be found.", "",
               "  --- stderr", "  thread 'main' panicked at /home/ilse/.cargo/registry/src/index.crates.io-6f17d22bba15001f/openssl-sys-0.9.104/build/find_normal.rs:190:5:",
               "", "", E, "  this knowledge. If OpenSSL is installed and this crate had trouble finding it,",
               "  you can set the `OPENSSL_DIR` environment variable for the compilation process.", "",
               "  Make sure you also have the development packages of openssl installed.",
               "  For example, `libssl-dev` on Ubuntu or `openssl-devel` on Fedora.", "",
               "  $HOST = x86_64-unknown-linux-gnu", "  $TARGET = x86_64-unknown-linux-gnu", "  openssl-sys = 0.9.104", "",
               "  note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
               "warning: build failed, waiting for other jobs to finish..."]), 101),
        ("b", "sudo apt-get install -y pkg-config libssl-dev", "Reading package lists...\nBuilding dependency tree...\n"
              "The following NEW packages will be installed:\n  libssl-dev pkg-config\nSetting up pkg-config (1.8.1-1ubuntu2) ...\n"
              "Setting up libssl-dev:amd64 (3.0.13-0ubuntu3.4) ..."),
        ("b", C, "   Compiling openssl-sys v0.9.104\n   Compiling openssl v0.10.68\n   Compiling harbourlog v0.7.1 (/home/ilse/harbourlog)\n"
                 "    Finished `release` profile [optimized] target(s) in 1m 12s"),
        ("s", "The wrapper only said the build script of `openssl-sys` failed; its stderr said why: no OpenSSL "
              "headers and no `pkg-config` on the VM. Installed `pkg-config libssl-dev`; the release build finishes.")],
    cmd=C, err=E, change="libssl-dev", kind="lesson",
    also_ok=["error: failed to run custom build command for `openssl-sys v0.9.104`",
             "  The pkg-config command could not be found."],
    groups=[["Could not find directory of OpenSSL installation", "openssl-sys"], ["libssl-dev"]],
    note="The outer `failed to run custom build command for openssl-sys` names the crate but not the cause; the "
         "stderr section's first line does. Outer is acceptable (it is what people search too), the inner chosen.")

C = "docker build -t stallbook-api ."
E = "#9 8.914       Error: pg_config executable not found."
mem("docker_psycopg2_pg_config_inner", "docker", "wrapped_cause", "buildkit_step", "/home/sanne/stallbook",
    lambda rng, C=C, E=E: [
        ("u", "switched the API image to python:3.12-slim and docker build dies in pip. fix the Dockerfile please"),
        ("b", C, "\n".join(
            ["#0 building with \"default\" instance using docker driver", "", "#1 [internal] load build definition from Dockerfile",
             "#1 transferring dockerfile: 512B done", "#1 DONE 0.0s", "", "#2 [internal] load metadata for docker.io/library/python:3.12-slim",
             "#2 DONE 1.2s", "", "#5 [2/5] WORKDIR /app", "#5 CACHED", "", "#6 [3/5] COPY requirements.txt .", "#6 DONE 0.0s", "",
             "#9 [4/5] RUN pip install --no-cache-dir -r requirements.txt",
             "#9 1.402 Collecting fastapi==0.115.4 (from -r requirements.txt (line 1))",
             "#9 1.611   Downloading fastapi-0.115.4-py3-none-any.whl.metadata (27 kB)",
             "#9 2.004 Collecting psycopg2==2.9.10 (from -r requirements.txt (line 4))",
             "#9 2.118   Downloading psycopg2-2.9.10.tar.gz (385 kB)",
             "#9 2.311      \u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501 385.1/385.1 kB 4.9 MB/s eta 0:00:00",
             "#9 2.390   Preparing metadata (setup.py): started",
             "#9 8.902   Preparing metadata (setup.py): finished with status 'error'",
             "#9 8.910   error: subprocess-exited-with-error", "#9 8.910   ",
             "#9 8.910   \u00d7 python setup.py egg_info did not run successfully.", "#9 8.910   \u2502 exit code: 1",
             "#9 8.910   \u2570\u2500> [23 lines of output]", "#9 8.914       running egg_info",
             "#9 8.914       writing psycopg2.egg-info/PKG-INFO", "#9 8.914       ", E, "#9 8.914       ",
             "#9 8.914       pg_config is required to build psycopg2 from source.  Please add the directory",
             "#9 8.914       containing pg_config to the $PATH or specify the full executable path with the",
             "#9 8.914       option:", "#9 8.914       ", "#9 8.914           python setup.py build_ext --pg-config /path/to/pg_config build ...",
             "#9 8.914       [end of output]", "#9 8.915   ",
             "#9 8.915   note: This error originates from a subprocess, and is likely not a problem with pip.",
             "#9 8.921 error: metadata-generation-failed", "#9 8.921 ",
             "#9 8.921 \u00d7 Encountered error while generating package metadata.", "#9 8.921 \u2570\u2500> See above for output.",
             "#9 ERROR: process \"/bin/sh -c pip install --no-cache-dir -r requirements.txt\" did not complete successfully: exit code: 1",
             "------", " > [4/5] RUN pip install --no-cache-dir -r requirements.txt:", "------",
             "Dockerfile:6", "--------------------", "   5 |     COPY requirements.txt .",
             "   6 | >>> RUN pip install --no-cache-dir -r requirements.txt", "--------------------",
             "ERROR: failed to solve: process \"/bin/sh -c pip install --no-cache-dir -r requirements.txt\" did not complete successfully: exit code: 1"]), 1),
        ("e", "/home/sanne/stallbook/Dockerfile", "COPY requirements.txt .\n",
         "RUN apt-get update && apt-get install -y --no-install-recommends libpq-dev gcc \\\n    && rm -rf /var/lib/apt/lists/*\nCOPY requirements.txt .\n"),
        ("b", C, "#9 [5/6] RUN pip install --no-cache-dir -r requirements.txt\n#9 31.07 Successfully installed psycopg2-2.9.10 fastapi-0.115.4\n#9 DONE 33.4s\n"
                 "#11 exporting to image\n#11 naming to docker.io/library/stallbook-api done\n#11 DONE 0.9s"),
        ("s", "The last line (`failed to solve ... exit code: 1`) only says the pip step failed. Inside pip's output: "
              "`pg_config executable not found` - slim has no libpq headers, so psycopg2 can't build from source. "
              "The Dockerfile now installs `libpq-dev gcc` before pip. Image builds.")],
    cmd=C, err=E, change="libpq-dev",
    groups=[["pg_config executable not found"], ["libpq-dev"]],
    note="Three wrappers (pip's metadata-generation-failed, the BuildKit step ERROR, failed to solve) around the "
         "setup.py output; only the inner line is telling. The error field keeps BuildKit's `#9 8.914` prefix "
         "because that is the verbatim line; the text after it is what matters.")

C = "npm run build"
E = "[vite]: Rollup failed to resolve import \"@/lib/analytics\" from \"/home/noor/src/bazaar-web/src/pages/Checkout.vue\"."
mem("vite_alias_inside_npm_error", "node", "wrapped_cause", "npm_lifecycle_wrapper", "/home/noor/src/bazaar-web",
    lambda rng, C=C, E=E: [
        ("u", "I moved analytics into src/lib and used the @ import like in the other project. build is broken now"),
        ("b", C, "\n".join(
            ["", "> bazaar-web@2.3.0 build", "> vue-tsc --noEmit && vite build", "",
             "vite v5.4.10 building for production...", "transforming..."]
            + [f"\u2713 {n} modules transformed." for n in (212,)]
            + ["x Build failed in 2.91s", "error during build:", E,
               "This is most likely unintended because it can break your application at runtime.",
               "If you do want to externalize this module explicitly add it to",
               "`build.rollupOptions.external`",
               "    at viteWarn (file:///home/noor/src/bazaar-web/node_modules/vite/dist/node/chunks/dep-BWSbWtLw.js:65589:17)",
               "    at onwarn (file:///home/noor/src/bazaar-web/node_modules/@vitejs/plugin-vue/dist/index.mjs:1723:9)",
               "    at onRollupWarning (file:///home/noor/src/bazaar-web/node_modules/vite/dist/node/chunks/dep-BWSbWtLw.js:65619:5)",
               "    at file:///home/noor/src/bazaar-web/node_modules/rollup/dist/es/shared/node-entry.js:19490:13",
               "npm error Lifecycle script `build` failed with error:", "npm error code 1",
               "npm error path /home/noor/src/bazaar-web", "npm error workspace bazaar-web@2.3.0",
               "npm error location /home/noor/src/bazaar-web", "npm error command failed",
               "npm error command sh -c vue-tsc --noEmit && vite build"]), 1),
        ("r", "/home/noor/src/bazaar-web/vite.config.ts",
         "import { defineConfig } from 'vite'\nimport vue from '@vitejs/plugin-vue'\n\nexport default defineConfig({\n  plugins: [vue()],\n})"),
        ("e", "/home/noor/src/bazaar-web/vite.config.ts", "  plugins: [vue()],\n",
         "  plugins: [vue()],\n  resolve: {\n    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },\n  },\n"),
        ("e", "/home/noor/src/bazaar-web/vite.config.ts", "import { defineConfig } from 'vite'\n",
         "import { fileURLToPath, URL } from 'node:url'\nimport { defineConfig } from 'vite'\n"),
        ("b", C, "vite v5.4.10 building for production...\n\u2713 231 modules transformed.\ndist/index.html   0.61 kB\n"
                 "dist/assets/index-D3kq1xYw.js  148.20 kB \u2502 gzip: 51.07 kB\n\u2713 built in 4.02s"),
        ("s", "npm's `command failed` lines are just the wrapper; Vite's error is `Rollup failed to resolve import "
              "\"@/lib/analytics\"`. tsconfig had the `@/*` path but Vite had no matching `resolve.alias`; added "
              "`'@' -> ./src` in vite.config.ts. Builds.")],
    cmd=C, err=E, change="resolve: {\n    alias",
    groups=[["Rollup failed to resolve import \"@/lib/analytics\"", "failed to resolve import"], ["alias"]],
    note="Vite's message, then its own stack (all node_modules frames), then npm's lifecycle wrapper. vue-tsc passed "
         "(tsconfig has paths), so only the bundler alias was missing.")

C = "terraform init"
E = "locked provider registry.terraform.io/hashicorp/aws 5.31.0 does not match configured version constraint ~> 5.60; must use terraform init -upgrade to allow selection of new versions"
mem("terraform_lock_constraint_outer_inner", "terraform", "wrapped_cause", "error_title_and_detail", "/home/marta/infra/edge",
    lambda rng, C=C, E=E: [
        ("u", "bumped the aws provider constraint for the new cloudfront args, init fails now"),
        ("b", C, "\n".join(
            ["Initializing the backend...", "", "Successfully configured the backend \"s3\"! Terraform will automatically",
             "use this backend unless the backend configuration changes.", "Initializing modules...",
             "- cdn in modules/cdn", "- dns in modules/dns", "Initializing provider plugins...",
             "- Reusing previous version of hashicorp/random from the dependency lock file",
             "- Reusing previous version of hashicorp/aws from the dependency lock file",
             "- Using previously-installed hashicorp/random v3.6.3", "\u2577",
             "\u2502 Error: Failed to query available provider packages", "\u2502 ",
             "\u2502 Could not retrieve the list of available versions for provider hashicorp/aws: " + E,
             "\u2575"]), 1),
        ("b", C + " -upgrade", "Initializing provider plugins...\n- Finding hashicorp/aws versions matching \"~> 5.60\"...\n"
                              "- Installing hashicorp/aws v5.76.0...\n- Installed hashicorp/aws v5.76.0 (signed by HashiCorp)\n"
                              "Terraform has made some changes to the provider dependency selections recorded\nin the .terraform.lock.hcl file.\n\n"
                              "Terraform has been successfully initialized!"),
        ("s", "The box title (`Failed to query available provider packages`) sounds like a registry problem, but the "
              "detail says the lock file still pins aws 5.31.0, outside `~> 5.60`. `terraform init -upgrade` "
              "moved the lock to 5.76.0; commit the updated `.terraform.lock.hcl` with the constraint change.")],
    cmd=C, err=E, change="-upgrade", passed=C + " -upgrade", kind="lesson",
    also_ok=["\u2502 Error: Failed to query available provider packages"],
    groups=[["does not match configured version constraint", "Failed to query available provider packages"],
            ["init -upgrade"]],
    note="Terraform's box has an outer title and the detail; the title alone is misleading (sounds like a network "
         "failure), the detail names the cause and even the fix. Both are accepted in group 0; the detail is the error.")

C = "python -m quill.cli import-rates"
E = "ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1000)"
O = "requests.exceptions.SSLError: HTTPSConnectionPool(host='rates.interna.example', port=443): Max retries exceeded with url: /v2/eur (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1000)')))"
mem("python_ssl_chain_ca_bundle_it", "python", "wrapped_cause", "python_exception_chain", "/home/giulia/quill",
    lambda rng, C=C, E=E, O=O: [
        ("u", "L'import dei tassi di cambio fallisce sulla mia macchina nuova, sulla vecchia andava. Dice 'Max retries exceeded', è la rete?"),
        ("b", C, "\n".join(
            ["2026-12-22 09:14:02,118 INFO quill.rates fetching https://rates.interna.example/v2/eur",
             "Traceback (most recent call last):",
             "  File \"/home/giulia/quill/.venv/lib/python3.12/site-packages/urllib3/connectionpool.py\", line 466, in _make_request",
             "    self._validate_conn(conn)",
             "  File \"/home/giulia/quill/.venv/lib/python3.12/site-packages/urllib3/connection.py\", line 783, in _ssl_wrap_socket_and_match_hostname",
             "    ssl_sock = ssl_wrap_socket(",
             "  File \"/usr/lib/python3.12/ssl.py\", line 1319, in do_handshake", "    self._sslobj.do_handshake()",
             E, "", "During handling of the above exception, another exception occurred:", "",
             "Traceback (most recent call last):",
             "  File \"/home/giulia/quill/.venv/lib/python3.12/site-packages/urllib3/connectionpool.py\", line 843, in urlopen",
             "    retries = retries.increment(",
             "  File \"/home/giulia/quill/.venv/lib/python3.12/site-packages/urllib3/util/retry.py\", line 519, in increment",
             "    raise MaxRetryError(_pool, url, reason) from reason  # type: ignore[arg-type]",
             "urllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='rates.interna.example', port=443): Max retries exceeded with url: /v2/eur (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1000)')))",
             "", "The above exception was the direct cause of the following exception:", "",
             "Traceback (most recent call last):",
             "  File \"/home/giulia/quill/quill/cli.py\", line 41, in import_rates", "    resp = session.get(url, timeout=10)",
             "  File \"/home/giulia/quill/.venv/lib/python3.12/site-packages/requests/adapters.py\", line 698, in send",
             "    raise SSLError(e, request=request)", O]), 1),
        ("th", "Not the network: MaxRetryError wraps an SSLCertVerificationError. The internal host is signed by the company CA; requests uses certifi's bundle, not the system store where IT installs the corporate root."),
        ("b", "ls /usr/local/share/ca-certificates/; grep -c BEGIN /etc/ssl/certs/ca-certificates.crt",
         "interna-root-ca.crt\n147"),
        ("b", "REQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt " + C,
         "2026-12-22 09:16:40,552 INFO quill.rates fetching https://rates.interna.example/v2/eur\n"
         "2026-12-22 09:16:40,871 INFO quill.rates imported 31 rates for 2026-12-22"),
        ("s", "Non è la rete: \"Max retries exceeded\" è solo l'involucro. La causa in fondo alla catena è "
              "`CERTIFICATE_VERIFY_FAILED: unable to get local issuer certificate`: requests usa il bundle di certifi, "
              "che non contiene la CA interna. Con `REQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt` l'import "
              "funziona (31 tassi). Conviene metterla nel tuo profilo della shell.")],
    cmd=C, err=E, change="REQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt",
    passed="REQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt " + C, kind="lesson", lang="it",
    groups=[["CERTIFICATE_VERIFY_FAILED", "unable to get local issuer certificate"], ["REQUESTS_CA_BUNDLE"]],
    traps=["Max retries exceeded with url: /v2/eur"],
    note="Three chained tracebacks; the last line (requests.SSLError ... Max retries exceeded) is what the user "
         "read as a network problem. The innermost ssl line is chosen; the outer lines contain the same "
         "CERTIFICATE_VERIFY_FAILED text, so they are acceptable if that part is kept. 'Max retries exceeded' alone is a trap.")

# --- cascade_first: the first error causes the rest -------------------------------------------------------------

C = "npx tsc --noEmit -p apps/portal"
E = "apps/portal/src/api/client.ts(3,36): error TS2307: Cannot find module '@acme/shared-types' or its corresponding type declarations."
mem("tsc_workspace_types_first_of_many", "node", "cascade_first", "missing_module_then_any", "/home/noor/src/acme-mono",
    lambda rng, C=C, E=E: [
        ("u", "fresh clone of the monorepo, tsc for the portal shows 15 errors. I didn't change anything"),
        ("b", C, "\n".join(
            [E]
            + [f"apps/portal/src/{f}({rng.randint(5, 90)},{rng.randint(5, 40)}): error TS7006: Parameter '{p}' implicitly has an 'any' type."
               for f, p in [("api/client.ts", "order"), ("api/client.ts", "res"), ("pages/Orders.tsx", "o"),
                            ("pages/Orders.tsx", "row"), ("hooks/useCart.ts", "line"), ("hooks/useCart.ts", "item")]]
            + [f"apps/portal/src/{f}({rng.randint(5, 90)},{rng.randint(5, 40)}): error TS2339: Property '{p}' does not exist on type '{{}}'."
               for f, p in [("pages/Orders.tsx", "status"), ("pages/Orders.tsx", "total"), ("hooks/useCart.ts", "sku"),
                            ("components/Badge.tsx", "tone"), ("components/Badge.tsx", "label")]]
            + ["apps/portal/src/pages/Checkout.tsx(12,10): error TS2305: Module '\"@acme/shared-types\"' has no exported member 'Address'.",
               "apps/portal/src/pages/Checkout.tsx(12,19): error TS2305: Module '\"@acme/shared-types\"' has no exported member 'PaymentIntent'.",
               "apps/portal/src/pages/Checkout.tsx(40,7): error TS2322: Type 'string' is not assignable to type 'never'.", "",
               "Found 15 errors in 6 files.", "", "Errors  Files", "     2  apps/portal/src/api/client.ts:3",
               "     2  apps/portal/src/components/Badge.tsx:8", "     3  apps/portal/src/hooks/useCart.ts:14",
               "     4  apps/portal/src/pages/Orders.tsx:22", "     3  apps/portal/src/pages/Checkout.tsx:12",
               "     1  apps/portal/src/main.tsx:4"]), 2),
        ("b", "cat packages/shared-types/package.json | grep -n '\"types\"\\|\"build\"'; ls packages/shared-types/dist",
         "6:  \"types\": \"dist/index.d.ts\",\n9:    \"build\": \"tsc -b\",\nls: cannot access 'packages/shared-types/dist': No such file or directory"),
        ("b", "npm run build -w @acme/shared-types", "\n> @acme/shared-types@0.9.0 build\n> tsc -b\n"),
        ("b", C, ""),
        ("s", "All 15 errors came from the first one: `@acme/shared-types` points its `types` at `dist/`, which a "
              "fresh clone doesn't have, so every import from it was `any`/`{}`. `npm run build -w "
              "@acme/shared-types` first, then the portal type-checks cleanly.")],
    cmd=C, err=E, change="npm run build -w @acme/shared-types", kind="lesson",
    groups=[["Cannot find module '@acme/shared-types'", "TS2307"], ["npm run build -w @acme/shared-types", "build -w"]],
    note="15 errors: TS2307 first, then TS7006/TS2339/TS2305/TS2322 that are consequences. The later errors must not "
         "be the memory's error.")

C = "go build ./..."
E = "internal/grpcsrv/server.go:18:24: undefined: pb.UnimplementedLedgerServer"
mem("go_stale_protobuf_first_undefined", "go", "cascade_first", "too_many_errors", "/home/oskar/ledgerline",
    lambda rng, C=C, E=E: [
        ("u", "pulled main, added the Refund rpc to ledger.proto, and now nothing builds"),
        ("b", C, "\n".join(
            ["# github.com/oskar/ledgerline/internal/grpcsrv", E,
             "internal/grpcsrv/server.go:31:52: undefined: pb.RefundRequest",
             "internal/grpcsrv/server.go:31:73: undefined: pb.RefundReply",
             "internal/grpcsrv/server.go:44:9: undefined: pb.RefundReply",
             "internal/grpcsrv/server.go:62:2: undefined: pb.RegisterLedgerServer",
             "internal/grpcsrv/convert.go:12:24: undefined: pb.RefundReason",
             "internal/grpcsrv/convert.go:19:10: undefined: pb.RefundReason_REFUND_REASON_DUPLICATE",
             "internal/grpcsrv/convert.go:21:10: undefined: pb.RefundReason_REFUND_REASON_FRAUD",
             "internal/grpcsrv/convert.go:23:10: undefined: pb.RefundReason_REFUND_REASON_OTHER",
             "internal/grpcsrv/convert.go:23:10: too many errors"]), 1),
        ("b", "git log -1 --format=%h -- gen/ledger/v1/ledger.pb.go; grep -c Refund gen/ledger/v1/ledger.pb.go; cat buf.gen.yaml | head -5",
         "3c91e0a\n0\nversion: v2\nplugins:\n  - remote: buf.build/protocolbuffers/go\n    out: gen\n    opt: paths=source_relative"),
        ("b", "buf generate", ""),
        ("b", C, ""),
        ("s", "The generated code in `gen/` predates the proto change, so the whole `pb.` package looked half-missing "
              "(the first error, `undefined: pb.UnimplementedLedgerServer`, means the service stub didn't match). "
              "Ran `buf generate`; builds.")],
    cmd=C, err=E, change="buf generate", kind="lesson",
    also_ok=["internal/grpcsrv/server.go:31:52: undefined: pb.RefundRequest"],
    groups=[["undefined: pb."], ["buf generate"]],
    note="Go prints nine errors then `too many errors`. They share one cause (stale generated code). The first is "
         "the chosen line; any `undefined: pb.` line names the same cause. Decided lesson: a step (regenerate), not a code change.")

C = "./gradlew :ingest:compileJava"
E = "/home/femi/ardent-ingest/ingest/src/main/java/dev/ardent/ingest/FeedReader.java:5: error: package org.slf4j does not exist"
mem("gradle_slf4j_package_first_of_many", "java", "cascade_first", "package_then_symbols", "/home/femi/ardent-ingest",
    lambda rng, C=C, E=E: [
        ("u", "I removed the old http-client dependency from ingest and now compileJava spits out 20 errors"),
        ("b", C, "\n".join(
            ["> Task :ingest:compileJava", E, "import org.slf4j.Logger;", "                ^",
             "/home/femi/ardent-ingest/ingest/src/main/java/dev/ardent/ingest/FeedReader.java:6: error: package org.slf4j does not exist",
             "import org.slf4j.LoggerFactory;", "                ^"]
            + sum(([f"/home/femi/ardent-ingest/ingest/src/main/java/dev/ardent/ingest/{f}.java:{rng.randint(10, 90)}: error: cannot find symbol",
                    "    private static final Logger log = LoggerFactory.getLogger(" + f + ".class);", "                         ^",
                    "  symbol:   class Logger", f"  location: class {f}"] for f in
                   ["FeedReader", "BatchWriter", "Dedupe", "RetryPolicy", "SchemaGuard", "Checkpoint"]), [])
            + ["Note: Some input files use unchecked or unsafe operations.", "Note: Recompile with -Xlint:unchecked for details.",
               "20 errors", "", "> Task :ingest:compileJava FAILED", "", "FAILURE: Build failed with an exception.", "",
               "* What went wrong:", "Execution failed for task ':ingest:compileJava'.",
               "> Compilation failed; see the compiler error output for details.", "", "BUILD FAILED in 7s"]), 1),
        ("e", "/home/femi/ardent-ingest/ingest/build.gradle.kts", "dependencies {\n",
         "dependencies {\n    implementation(\"org.slf4j:slf4j-api:2.0.16\")\n"),
        ("b", C, "> Task :ingest:compileJava\n\nBUILD SUCCESSFUL in 5s\n3 actionable tasks: 1 executed, 2 up-to-date"),
        ("s", "20 errors, one cause: `package org.slf4j does not exist`. slf4j-api used to arrive transitively "
              "through the http client you removed. Declared `org.slf4j:slf4j-api:2.0.16` directly in "
              "ingest/build.gradle.kts; compileJava passes.")],
    cmd=C, err=E, change="org.slf4j:slf4j-api:2.0.16",
    groups=[["package org.slf4j does not exist"], ["slf4j-api"]],
    note="Two `package does not exist` errors, then 18 `cannot find symbol` that follow from them.")

C = "cmake --build build"
E = "/Users/aino/pakkaus/src/crc.h:5:1: error: unknown type name 'uint32_t'"
mem("clang_uint32_first_of_cascade", "cpp", "cascade_first", "missing_include", "/Users/aino/pakkaus",
    lambda rng, C=C, E=E: [
        ("u", "builds fine on linux but my mac (clang) build of pakkaus fails in crc.h. fix it properly please"),
        ("b", C, "\n".join(
            ["[ 12%] Building C object CMakeFiles/pakkaus.dir/src/crc.c.o", "In file included from /Users/aino/pakkaus/src/crc.c:1:",
             E, "    5 | uint32_t crc32_update(uint32_t crc, const unsigned char *buf, size_t len);", "      | ^",
             "/Users/aino/pakkaus/src/crc.h:5:1: note: 'uint32_t' is defined in header '<stdint.h>'; did you forget to '#include <stdint.h>'?",
             "/Users/aino/pakkaus/src/crc.h:5:23: error: unknown type name 'uint32_t'",
             "/Users/aino/pakkaus/src/crc.h:5:67: error: unknown type name 'size_t'",
             "/Users/aino/pakkaus/src/crc.c:9:1: error: unknown type name 'uint32_t'",
             "/Users/aino/pakkaus/src/crc.c:12:5: error: use of undeclared identifier 'crc_table'",
             "/Users/aino/pakkaus/src/crc.c:14:12: warning: incompatible integer to pointer conversion returning 'int' from a function with result type 'const unsigned char *' [-Wint-conversion]",
             "/Users/aino/pakkaus/src/crc.c:20:9: error: use of undeclared identifier 'crc_table'",
             "1 warning and 6 errors generated.",
             "make[2]: *** [CMakeFiles/pakkaus.dir/src/crc.c.o] Error 1",
             "make[1]: *** [CMakeFiles/pakkaus.dir/all] Error 2", "make: *** [all] Error 2"]), 2),
        ("e", "/Users/aino/pakkaus/src/crc.h", "#define PAKKAUS_CRC_H\n", "#define PAKKAUS_CRC_H\n\n#include <stddef.h>\n#include <stdint.h>\n"),
        ("b", C, "[ 12%] Building C object CMakeFiles/pakkaus.dir/src/crc.c.o\n[ 25%] Linking C static library libpakkaus.a\n[100%] Built target pakkaus"),
        ("s", "The header used `uint32_t` and `size_t` without including anything; glibc happened to pull them in "
              "through other headers, Apple's libc doesn't. crc.h now includes `<stddef.h>` and `<stdint.h>` "
              "itself. The `crc_table` and int-conversion errors were knock-on effects.")],
    cmd=C, err=E, change="#include <stdint.h>",
    also_ok=["/Users/aino/pakkaus/src/crc.h:5:1: note: 'uint32_t' is defined in header '<stdint.h>'; did you forget to '#include <stdint.h>'?"],
    groups=[["unknown type name 'uint32_t'"], ["#include <stdint.h>", "stdint.h"]],
    traps=["use of undeclared identifier 'crc_table'"],
    note="Clang's 6 errors and a warning; the later `crc_table` errors are consequences (a trap if stored as the "
         "error). The note line right after the first error names the fix and is acceptable.")

C = "vendor/bin/phpstan analyse --no-progress"
E = "  14     Class App\\Billing\\InvoiceCalculator not found."
mem("phpstan_class_not_found_psr4_pt", "php", "cascade_first", "psr4_mapping", "/home/joao/conta-facil",
    lambda rng, C=C, E=E: [
        ("u", "Criei o módulo de faturação em modules/billing e o PHPStan agora dá um monte de erros. Consegues ver?"),
        ("b", C, "\n".join(
            [" ------ ---------------------------------------------------------------------- ",
             "  Line   app/Http/Controllers/InvoiceController.php                              ",
             " ------ ---------------------------------------------------------------------- ",
             E, "         \U0001faaa  class.notFound",
             "         \U0001f4a1 Learn more at https://phpstan.org/user-guide/discovering-symbols",
             "  31     Instantiated class App\\Billing\\InvoiceCalculator not found.",
             "  32     Call to method total() on an unknown class App\\Billing\\InvoiceCalculator.",
             "  40     Parameter $calc of method App\\Http\\Controllers\\InvoiceController::preview() has invalid type App\\Billing\\InvoiceCalculator.",
             " ------ ---------------------------------------------------------------------- ", "",
             " ------ ---------------------------------------------------------------------- ",
             "  Line   app/Jobs/SendInvoice.php                                                ",
             " ------ ---------------------------------------------------------------------- ",
             "  22     Call to method total() on an unknown class App\\Billing\\InvoiceCalculator.",
             "  23     Call to method vat() on an unknown class App\\Billing\\InvoiceCalculator.",
             " ------ ---------------------------------------------------------------------- ", "",
             " [ERROR] Found 6 errors"]), 1),
        ("b", "grep -n -A4 '\"psr-4\"' composer.json", "24:        \"psr-4\": {\n25-            \"App\\\\\": \"app/\",\n"
                                                     "26-            \"Database\\\\Factories\\\\\": \"database/factories/\"\n27-        }"),
        ("e", "/home/joao/conta-facil/composer.json", "            \"App\\\\\": \"app/\",\n",
         "            \"App\\\\\": \"app/\",\n            \"App\\\\Billing\\\\\": \"modules/billing/src/\",\n"),
        ("b", "composer dump-autoload && " + C, "Generating optimized autoload files\nGenerated optimized autoload files containing 6211 classes\n\n [OK] No errors"),
        ("s", "Os 6 erros vinham todos do primeiro: `App\\Billing\\InvoiceCalculator` não era encontrada porque o "
              "composer.json não mapeava `App\\Billing\\` para `modules/billing/src/`. Acrescentei o mapeamento PSR-4 "
              "e corri `composer dump-autoload`; o PHPStan passa sem erros.")],
    cmd=C, err=E, change="\"App\\\\Billing\\\\\": \"modules/billing/src/\"", passed="composer dump-autoload && " + C,
    lang="pt",
    groups=[["Class App\\Billing\\InvoiceCalculator not found"], ["modules/billing/src", "psr-4", "PSR-4"]],
    note="PHPStan's tables list six errors in two files; all follow from the class not being autoloadable. "
         "The fix is the composer.json mapping plus dump-autoload (the dump alone would not have helped).")

# --- library_frame: the last frames are library code; the message is the line ---------------------------------

C = "pytest tests/test_invoices.py -x"
E = "E   sqlalchemy.exc.IntegrityError: (psycopg.errors.NotNullViolation) null value in column \"tenant_id\" of relation \"invoices\" violates not-null constraint"
mem("sqlalchemy_not_null_library_frames", "python", "library_frame", "orm_flush", "/home/dana/src/tollgate",
    lambda rng, C=C, E=E: [
        ("u", "test_create_invoice fails since I added multi-tenancy, please fix the service, not the test"),
        ("b", C, "\n".join(
            ["============================= test session starts ==============================", "collected 14 items", "",
             "tests/test_invoices.py ....F", "", "=================================== FAILURES ===================================",
             "_____________________________ test_create_invoice ______________________________",
             "tests/test_invoices.py:48: in test_create_invoice", "    inv = create_invoice(db, customer, lines)",
             "tollgate/services/invoices.py:22: in create_invoice", "    db.commit()",
             ".venv/lib/python3.12/site-packages/sqlalchemy/orm/session.py:2017: in commit", "    trans.commit(_to_root=True)",
             ".venv/lib/python3.12/site-packages/sqlalchemy/orm/session.py:1302: in commit", "    self._prepare_impl()",
             ".venv/lib/python3.12/site-packages/sqlalchemy/orm/session.py:4352: in flush", "    self._flush(objects)",
             ".venv/lib/python3.12/site-packages/sqlalchemy/orm/persistence.py:1233: in _emit_insert_statements",
             "    result = connection.execute(", ".venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py:1418: in execute",
             "    return meth(", ".venv/lib/python3.12/site-packages/sqlalchemy/engine/default.py:941: in do_execute",
             "    cursor.execute(statement, parameters)",
             ".venv/lib/python3.12/site-packages/psycopg/cursor.py:732: in execute", "    raise ex.with_traceback(None)",
             E, "E   DETAIL:  Failing row contains (41, null, C-2026-0007, 2026-12-22, 12900).",
             "E   [SQL: INSERT INTO invoices (tenant_id, number, issued_on, total_cents) VALUES (%(tenant_id)s::INTEGER, %(number)s::VARCHAR, %(issued_on)s::DATE, %(total_cents)s::INTEGER) RETURNING invoices.id]",
             "E   [parameters: {'tenant_id': None, 'number': 'C-2026-0007', 'issued_on': datetime.date(2026, 12, 22), 'total_cents': 12900}]",
             "E   (Background on this error at: https://sqlalche.me/e/20/gkpj)",
             "=========================== short test summary info ============================",
             "FAILED tests/test_invoices.py::test_create_invoice - sqlalchemy.exc.IntegrityError: (psycopg.errors.NotNullViolation) null value in column \"tenant_id\" of relation \"invoices\" violates not-null constraint",
             "!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!",
             "========================= 1 failed, 4 passed in 1.92s =========================="]), 1),
        ("e", "/home/dana/src/tollgate/tollgate/services/invoices.py",
         "    inv = Invoice(number=next_number(db), issued_on=today(), total_cents=total)",
         "    inv = Invoice(tenant_id=customer.tenant_id, number=next_number(db), issued_on=today(), total_cents=total)"),
        ("b", C, "collected 14 items\n\ntests/test_invoices.py ..............\n\n============================== 14 passed in 2.07s =============================="),
        ("s", "The traceback ends deep in SQLAlchemy and psycopg, but the frame that matters is ours: "
              "`create_invoice` built the Invoice without `tenant_id`. It now takes `customer.tenant_id`. 14 passed.")],
    cmd=C, err=E, change="tenant_id=customer.tenant_id",
    groups=[["null value in column \"tenant_id\"", "NotNullViolation"], ["tenant_id=customer.tenant_id"]],
    note="The last six frames are sqlalchemy/psycopg; the app frame (services/invoices.py:22) is in the middle. "
         "The message line is the error; the FAILED summary line repeats it and is acceptable.")

C = "node scripts/export.js --month 2026-11"
E = "TypeError [ERR_INVALID_ARG_TYPE]: The \"path\" argument must be of type string. Received undefined"
mem("node_path_undefined_internal_frames", "node", "library_frame", "node_internal", "/home/priya/quaystone",
    lambda rng, C=C, E=E: [
        ("u", "the monthly export script crashes on my machine. should work without extra setup, like it does for others"),
        ("b", C, "\n".join(
            ["node:internal/errors:541", "      throw error;", "      ^", "", E,
             "    at Object.join (node:path:1268:7)",
             "    at resolveOutDir (/home/priya/quaystone/scripts/lib/paths.js:7:15)",
             "    at main (/home/priya/quaystone/scripts/export.js:19:18)",
             "    at Object.<anonymous> (/home/priya/quaystone/scripts/export.js:44:1)",
             "    at Module._compile (node:internal/modules/cjs/loader:1546:14)",
             "    at Object..js (node:internal/modules/cjs/loader:1689:10)",
             "    at Module.load (node:internal/modules/cjs/loader:1318:32)",
             "    at Function._load (node:internal/modules/cjs/loader:1128:12)",
             "    at TracingChannel.traceSync (node:diagnostics_channel:315:14)",
             "    at wrapModuleLoad (node:internal/modules/cjs/loader:218:24) {",
             "  code: 'ERR_INVALID_ARG_TYPE'", "}", "", "Node.js v22.11.0"]), 1),
        ("r", "/home/priya/quaystone/scripts/lib/paths.js",
         "const path = require('node:path');\n\nfunction resolveOutDir() {\n  return path.join(process.env.EXPORT_DIR, 'exports');\n}"),
        ("e", "/home/priya/quaystone/scripts/lib/paths.js", "path.join(process.env.EXPORT_DIR, 'exports')",
         "path.join(process.env.EXPORT_DIR ?? path.join(__dirname, '..', '..', 'var'), 'exports')"),
        ("b", C, "exported 1843 rows to /home/priya/quaystone/var/exports/2026-11.csv"),
        ("s", "The top frames are Node's own (`node:path`), the first of ours is `resolveOutDir`: it joined "
              "`process.env.EXPORT_DIR`, which only some people have in their shell. It now falls back to `var/` in "
              "the repo. Export done: 1843 rows.")],
    cmd=C, err=E, change="process.env.EXPORT_DIR ??",
    groups=[["The \"path\" argument must be of type string. Received undefined", "ERR_INVALID_ARG_TYPE"], ["EXPORT_DIR"]],
    note="The throw site printed first is node:internal/errors and the first frame is node:path; the telling "
         "line is the TypeError message. Decided bugfix (the code gets a default), as the user asked.")

C = "bundle exec rspec spec/requests/articles_spec.rb"
E = "     ActiveRecord::RecordInvalid:"
mem("rspec_record_invalid_gem_frames", "ruby", "library_frame", "gem_frames", "/home/sol/gazette",
    lambda rng, C=C, E=E: [
        ("u", "articles request spec is failing randomly-ish depending on which examples run. can you fix the factory"),
        ("b", C, "\n".join(
            ["Run options: include {:locations=>{\"./spec/requests/articles_spec.rb\"=>[]}}", "", "Randomized with seed 55120", "",
             "..F.....", "", "Failures:", "", "  1) Articles GET /articles/:slug returns the article",
             "     Failure/Error: let!(:other) { create(:article, title: \"Budget vote\") }", "", E,
             "       Validation failed: Slug has already been taken",
             "     # /home/sol/.gem/ruby/3.3.6/gems/activerecord-7.2.2/lib/active_record/validations.rb:87:in `raise_validation_error'",
             "     # /home/sol/.gem/ruby/3.3.6/gems/activerecord-7.2.2/lib/active_record/validations.rb:54:in `save!'",
             "     # /home/sol/.gem/ruby/3.3.6/gems/activerecord-7.2.2/lib/active_record/transactions.rb:365:in `block in save!'",
             "     # /home/sol/.gem/ruby/3.3.6/gems/factory_bot-6.5.0/lib/factory_bot/evaluation.rb:18:in `create'",
             "     # /home/sol/.gem/ruby/3.3.6/gems/factory_bot-6.5.0/lib/factory_bot/strategy/create.rb:12:in `block in result'",
             "     # ./spec/requests/articles_spec.rb:6:in `block (2 levels) in <top (required)>'", "",
             "Finished in 0.61 seconds (files took 1.88 seconds to load)", "8 examples, 1 failure", "",
             "Failed examples:", "", "rspec ./spec/requests/articles_spec.rb:12 # Articles GET /articles/:slug returns the article"]), 1),
        ("r", "/home/sol/gazette/spec/factories/articles.rb",
         "FactoryBot.define do\n  factory :article do\n    title { \"City council\" }\n    slug { \"city-council\" }\n  end\nend"),
        ("e", "/home/sol/gazette/spec/factories/articles.rb", "    slug { \"city-council\" }\n", "    sequence(:slug) { |n| \"article-#{n}\" }\n"),
        ("b", C, "Randomized with seed 31777\n\n........\n\nFinished in 0.58 seconds (files took 1.84 seconds to load)\n8 examples, 0 failures"),
        ("s", "The slug in the factory was a constant, so the second article in an example hit the uniqueness "
              "validation (`Slug has already been taken`). The factory now uses `sequence(:slug)`. 8/8 pass.")],
    cmd=C, err="Validation failed: Slug has already been taken",
    change="sequence(:slug)",
    also_ok=["ActiveRecord::RecordInvalid:"],
    groups=[["Slug has already been taken"], ["sequence(:slug)"]],
    note="The exception class and its message are on two lines; the message line is chosen (what a reader "
         "searches), the class line alone is generic but acceptable with it. The frames are activerecord and "
         "factory_bot; the spec frame is last.")

C = "./gradlew :api:test --tests '*EventJsonTest'"
E = "com.fasterxml.jackson.databind.exc.InvalidDefinitionException: Java 8 date/time type `java.time.Instant` not supported by default: add Module \"com.fasterxml.jackson.datatype:jackson-datatype-jsr310\" to enable handling (through reference chain: dev.tidal.api.Event[\"occurredAt\"])"
mem("jackson_jsr310_library_frames", "kotlin", "library_frame", "jackson_frames", "/home/ravi/tidal",
    lambda rng, C=C, E=E: [
        ("u", "serializing Event to JSON throws now that occurredAt is an Instant. the mapper is ours in JsonConfig.kt"),
        ("b", C, "\n".join(
            ["> Task :api:test", "", "EventJsonTest > serializesEvent() FAILED", "    " + E,
             "        at app//com.fasterxml.jackson.databind.exc.InvalidDefinitionException.from(InvalidDefinitionException.java:77)",
             "        at app//com.fasterxml.jackson.databind.SerializerProvider.reportBadDefinition(SerializerProvider.java:1330)",
             "        at app//com.fasterxml.jackson.databind.ser.impl.UnsupportedTypeSerializer.serialize(UnsupportedTypeSerializer.java:35)",
             "        at app//com.fasterxml.jackson.databind.ser.BeanPropertyWriter.serializeAsField(BeanPropertyWriter.java:732)",
             "        at app//com.fasterxml.jackson.databind.ser.std.BeanSerializerBase.serializeFields(BeanSerializerBase.java:770)",
             "        at app//com.fasterxml.jackson.databind.ObjectMapper.writeValueAsString(ObjectMapper.java:3964)",
             "        at app//dev.tidal.api.EventJsonTest.serializesEvent(EventJsonTest.kt:19)", "",
             "2 tests completed, 1 failed", "", "> Task :api:test FAILED", "", "FAILURE: Build failed with an exception.",
             "", "* What went wrong:", "Execution failed for task ':api:test'.", "> There were failing tests. See the report at: file:///home/ravi/tidal/api/build/reports/tests/test/index.html",
             "", "BUILD FAILED in 9s"]), 1),
        ("e", "/home/ravi/tidal/api/src/main/kotlin/dev/tidal/api/JsonConfig.kt",
         "val mapper: ObjectMapper = jacksonObjectMapper()",
         "val mapper: ObjectMapper = jacksonObjectMapper()\n    .registerModule(JavaTimeModule())\n    .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)"),
        ("e", "/home/ravi/tidal/api/build.gradle.kts", "    implementation(\"com.fasterxml.jackson.module:jackson-module-kotlin\")\n",
         "    implementation(\"com.fasterxml.jackson.module:jackson-module-kotlin\")\n    implementation(\"com.fasterxml.jackson.datatype:jackson-datatype-jsr310\")\n"),
        ("b", C, "> Task :api:test\n\nBUILD SUCCESSFUL in 11s"),
        ("s", "Jackson's frames hide it, but the message says it: `java.time.Instant` needs the JSR-310 module. Added "
              "`jackson-datatype-jsr310` and registered `JavaTimeModule()` on our mapper (ISO strings, not "
              "timestamps). Test passes.")],
    cmd=C, err=E, change="JavaTimeModule()",
    groups=[["Java 8 date/time type `java.time.Instant` not supported by default", "jackson-datatype-jsr310"], ["JavaTimeModule"]],
    note="Six Jackson frames before the test frame. The message itself names the module (the failing output "
         "alone meets group 0, not group 1).")
