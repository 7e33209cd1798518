"""fixes7 cases, part B: memories from fixes (JS front-end, .NET, infra, network, docs)."""

from __future__ import annotations

import random

from kit import A, B, E, G, R, U, W, buried, case, fix

NODE = [
    "<s> [webpack.Progress] {n}% building {n}/{n} modules 1 active /home/dev/src/app/node_modules/{h}/index.js",
    "asset vendor.{h}.js {n} KiB [emitted] [immutable] [big] (name: vendor)",
    "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory.",
    "WARNING in ./src/legacy/chart-{h}.js {n}:{n}-{n}",
]
NG = [
    "- Generating browser application bundles (phase: building)...",
    "chunk-{h}.js | - | {n}.{n} kB |",
    "Warning: bundle initial exceeded maximum budget. Budget 500.00 kB was not met by {n}.{n} kB with a total of {n}.{n} kB.",
]
DOTNET = [
    "  Determining projects to restore...",
    "  Restored /home/dev/src/wharf/src/Wharf.{h}/Wharf.{h}.csproj (in {n} ms).",
    "/home/dev/src/wharf/src/Wharf.Api/Controllers/PortController.cs({n},{n}): warning CS8618: Non-nullable property 'Name' must contain a non-null value when exiting constructor.",
]


def r(name):
    return random.Random(f"fixes7/{name}")


# 19 Angular CLI needs newer node: nvm (gl), fix after several steps
case(
    "angular_cli_nvm_node22", "angular-cli", "setup", "version_manager_switch", "gl", "/home/dev/src/mareas",
    [
        U("Podes facer o build de produción? `ng build` non funciona."),
        B("npx ng build", "Node.js version v18.19.1 detected.\nThe Angular CLI requires a minimum Node.js version of v20.19 or v22.12.\n\nPlease update your Node.js version or visit https://nodejs.org/ for additional instructions.", 3),
        R("/home/dev/src/mareas/package.json", '{\n  "name": "mareas",\n  "engines": { "node": ">=22.12" },\n  "dependencies": { "@angular/core": "^20.1.0" }\n}'),
        B("cat .nvmrc", "22"),
        G("node-version", [".github/workflows/ci.yml"]),
        B("nvm ls", "->     v18.19.1\n       v22.12.0\ndefault -> 18 (-> v18.19.1)"),
        B("nvm use", "Found '/home/dev/src/mareas/.nvmrc' with version <22>\nNow using node v22.12.0 (npm v10.9.0)"),
        B("npx ng build", buried(r("ng1"), NG, 18, ["Application bundle generation complete. [21.442 seconds]", "Output location: /home/dev/src/mareas/dist/mareas"], 0)),
        A("Feito. O shell usaba Node 18; o proxecto pide 22 (`.nvmrc`). Con `nvm use` o build de produción pasa."),
    ],
    [fix("lesson", [["nvm use"]], "The Angular CLI requires a minimum Node.js version of v20.19 or v22.12.")],
)

# 20 webpack OpenSSL legacy provider (en), buried
case(
    "webpack_openssl_legacy_provider", "webpack", "invocation", "env_var", "en", "/home/dev/src/harborview",
    [
        U("npm run build crashes on node 20, can you get it building without upgrading webpack for now"),
        B("npm run build", "> harborview@3.2.0 build\n> webpack --mode production\n\n" + buried(r("wp1"), NODE, 25, ["node:internal/crypto/hash:79", "  this[kHandle] = new _Hash(algorithm, xofLen, algorithmId, getHashCache());", "                  ^", "", "Error: error:0308010C:digital envelope routines::unsupported", "    at new Hash (node:internal/crypto/hash:79:19)", "    at Object.createHash (node:crypto:139:10)", "    at module.exports (/home/dev/src/harborview/node_modules/webpack/lib/util/createHash.js:135:53)", "  opensslErrorStack: [ 'error:03000086:digital envelope routines::initialization error' ],", "  library: 'digital envelope routines',", "  reason: 'unsupported',", "  code: 'ERR_OSSL_EVP_UNSUPPORTED'"], 0), 1),
        B("NODE_OPTIONS=--openssl-legacy-provider npm run build", "webpack 4.47.0 compiled with 3 warnings in 41022 ms"),
        A("webpack 4 hashes with md4, which OpenSSL 3 (Node 17+) disables. `NODE_OPTIONS=--openssl-legacy-provider npm run build` works until webpack is upgraded."),
    ],
    [fix("lesson", [["--openssl-legacy-provider"]], "Error: error:0308010C:digital envelope routines::unsupported")],
)

# 21 Storybook needs graphql codegen first (en), long noisy
case(
    "storybook_graphql_codegen_first", "storybook", "setup", "codegen_before_build", "en", "/home/dev/src/harborview",
    [
        U("build storybook for the design review"),
        B("npm run build-storybook", "> storybook build\n\n@storybook/cli v8.4.2\n\ninfo => Cleaning outputDir: storybook-static\ninfo => Loading presets\ninfo => Building manager..\ninfo => Manager built (121 ms)\ninfo => Building preview..\n" + buried(r("sb1"), NODE[1:2], 10, ["ModuleNotFoundError: Module not found: Error: Can't resolve '../generated/graphql' in '/home/dev/src/harborview/src/components/BerthCard'", "ERR! WARN Broken build, fix the error above."], 2), 1),
        B("ls src/generated", "ls: cannot access 'src/generated': No such file or directory", 2),
        R("/home/dev/src/harborview/.gitignore", "node_modules\nstorybook-static\nsrc/generated/"),
        G("graphql-codegen", ["package.json", "codegen.ts"]),
        B("npm run build", "> tsc && vite build\nsrc/components/BerthCard/BerthCard.tsx(3,31): error TS2307: Cannot find module '../generated/graphql' or its corresponding type declarations.", 2),
        R("/home/dev/src/harborview/package.json", '{\n  "scripts": {\n    "codegen": "graphql-codegen --config codegen.ts",\n    "build-storybook": "storybook build"\n  }\n}'),
        B("npm run codegen", "> graphql-codegen --config codegen.ts\n✔ Parse Configuration\n✔ Generate outputs"),
        B("npm run build-storybook", "info => Preview built (38 s)\ninfo => Output directory: /home/dev/src/harborview/storybook-static"),
        A("src/generated/ is git-ignored and produced by `npm run codegen` (graphql-codegen). After generating it, Storybook builds; output in storybook-static."),
    ],
    [fix("bugfix", [["npm run codegen", "graphql-codegen"]], "Can't resolve '../generated/graphql'")],
)

# 22 Karma CHROME_BIN (cy)
case(
    "karma_chrome_bin", "karma", "invocation", "env_var", "cy", "/home/dev/src/mareas",
    [
        U("Wnei di redeg y profion uned gyda karma os gwelwch yn dda?"),
        B("npx ng test --watch=false --browsers=ChromeHeadless", "- Building...\nInitial chunk files | Names | Raw size\nmain.js | main | 1.21 MB |\n16 11 2026 09:41:02.118:INFO [karma-server]: Karma v6.4.4 server started at http://localhost:9876/\n16 11 2026 09:41:02.120:INFO [launcher]: Launching browsers ChromeHeadless with concurrency unlimited\n16 11 2026 09:41:02.121:ERROR [launcher]: No binary for ChromeHeadless browser on your platform.\n  Please, set \"CHROME_BIN\" env variable.", 1),
        B("which chromium chromium-browser", "/usr/bin/chromium"),
        B("CHROME_BIN=/usr/bin/chromium npx ng test --watch=false --browsers=ChromeHeadless", "Chrome Headless 131.0.6778.85 (Linux x86_64): Executed 96 of 96 SUCCESS (2.311 secs / 2.101 secs)\nTOTAL: 96 SUCCESS"),
        A("Wedi'i drwsio: doedd Karma ddim yn dod o hyd i Chrome. Gyda `CHROME_BIN=/usr/bin/chromium` mae'r 96 prawf yn pasio."),
    ],
    [fix("lesson", [["CHROME_BIN"]], "No binary for ChromeHeadless browser on your platform.")],
)

# 23 .NET global.json rollForward (ka)
case(
    "dotnet_globaljson_rollforward", "dotnet-test", "config", "edit_then_same_command", "ka", "/home/dev/src/wharf",
    [
        U("გთხოვ, გაუშვი `dotnet test`."),
        B("dotnet test", "The command could not be loaded, possibly because:\n  * You intended to execute a .NET application:\n      The application 'test' does not exist.\n  * You intended to execute a .NET SDK command:\n      A compatible .NET SDK was not found.\n\nRequested SDK version: 8.0.404\nglobal.json file: /home/dev/src/wharf/global.json\n\nInstalled SDKs:\n8.0.110 [/usr/lib/dotnet/sdk]\n\nInstall the [8.0.404] .NET SDK or update [/home/dev/src/wharf/global.json] to match an installed SDK.", 145),
        R("/home/dev/src/wharf/global.json", '{\n  "sdk": {\n    "version": "8.0.404",\n    "rollForward": "disable"\n  }\n}'),
        E("/home/dev/src/wharf/global.json", '"rollForward": "disable"', '"rollForward": "latestMajor",\n    "allowPrerelease": false'),
        B("dotnet test", "Failed to roll forward: rollForward latestMajor does not accept lower feature bands", 145),
        E("/home/dev/src/wharf/global.json", '"version": "8.0.404"', '"version": "8.0.110"'),
        B("dotnet test", buried(r("dn1"), DOTNET, 12, ["Passed!  - Failed:     0, Passed:   148, Skipped:     0, Total:   148, Duration: 6 s - Wharf.Tests.dll (net8.0)"], 0)),
        A("მოგვარდა: global.json ითხოვდა SDK 8.0.404-ს, დაყენებულია 8.0.110. ვერსია შევცვალე 8.0.110-ზე; 148 ტესტი გადის."),
    ],
    [fix("bugfix", [["global.json"], ["8.0.110"]], "A compatible .NET SDK was not found.")],
    ["latestMajor"],
)

# 24 nginx -t cert key permission (en)
case(
    "nginx_t_key_permission", "nginx", "setup", "permission_fix", "en", "/srv/edge",
    [
        U("I dropped the new cert into /srv/edge/certs, check the nginx config and reload"),
        B("sudo nginx -t", "nginx: [emerg] cannot load certificate key \"/srv/edge/certs/api.key\": BIO_new_file() failed (SSL: error:8000000D:system library::Permission denied:calling fopen(/srv/edge/certs/api.key, r) error:10080002:BIO routines::system lib)\nnginx: configuration file /etc/nginx/nginx.conf test failed", 1),
        B("ls -l /srv/edge/certs", "-rw-r--r-- 1 root root 1915 Nov 16 08:55 api.crt\n-rw------- 1 dev  dev  1704 Nov 16 08:55 api.key"),
        B("sudo chown root:root /srv/edge/certs/api.key && sudo chmod 600 /srv/edge/certs/api.key", ""),
        B("sudo nginx -t && sudo systemctl reload nginx", "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"),
        A("The key was owned by dev with mode 600, so the nginx master could not open it. chown root:root; nginx -t passes and nginx is reloaded."),
    ],
    [fix("bugfix", [["chown root:root", "chown root"], ["api.key"]], "cannot load certificate key \"/srv/edge/certs/api.key\"")],
)

# 25 openssl pkcs12 -legacy (en)
case(
    "openssl_pkcs12_legacy", "openssl", "invocation", "flag_added", "en", "/home/dev/src/edge-certs",
    [
        U("extract the client cert from vendor.p12 into pem (password is in the ticket, it's 'changeit-test')"),
        B("openssl pkcs12 -in vendor.p12 -nodes -out vendor.pem -passin pass:changeit-test", "Error outputting keys and certificates\n40F7A1B2C37F0000:error:0308010C:digital envelope routines:inner_evp_generic_fetch:unsupported:../crypto/evp/evp_fetch.c:355:Global default library context, Algorithm (RC2-40-CBC : 0), Properties ()", 1),
        B("openssl pkcs12 -in vendor.p12 -nodes -out vendor.pem -passin pass:changeit-test -legacy", ""),
        B("grep -c 'BEGIN CERTIFICATE' vendor.pem", "2"),
        A("The .p12 uses RC2-40-CBC, which OpenSSL 3 only loads with `-legacy`. vendor.pem has the client cert and its chain."),
    ],
    [fix("lesson", [["-legacy"]], "Algorithm (RC2-40-CBC : 0)")],
    ["changeit-test"],
)

# 26 npm scoped registry (.npmrc) (en)
case(
    "npm_scoped_registry_npmrc", "npm", "config", "network_registry", "en", "/home/dev/src/harborview",
    [
        U("npm ci fails on a fresh clone"),
        B("npm ci", "npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/@harbor%2fui-kit - Not found\nnpm error 404\nnpm error 404  '@harbor/ui-kit@^4.2.0' is not in this registry.\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/2026-11-16T10_12_44_812Z-debug-0.log", 1),
        G("harbor/ui-kit", ["package.json", "src/App.tsx"]),
        U("our packages live on https://npm.harbor.example/"),
        W("/home/dev/src/harborview/.npmrc", "@harbor:registry=https://npm.harbor.example/\n"),
        B("npm ci", "added 1184 packages, and audited 1185 packages in 38s"),
        A("Added .npmrc mapping the @harbor scope to https://npm.harbor.example/; npm ci installs."),
    ],
    [fix("bugfix", [["@harbor:registry", "npm.harbor.example"]], "404 Not Found - GET https://registry.npmjs.org/@harbor%2fui-kit")],
)

# 27 pip behind proxy (en): HTTPS_PROXY exported
case(
    "pip_https_proxy_export", "pip", "invocation", "network_proxy", "en", "/home/dev/src/sentinel",
    [
        U("install the dev requirements on this build box"),
        B("pip install -r requirements-dev.txt", "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f1c2>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/pytest/\nWARNING: Retrying (Retry(total=3, ...)) after connection broken by 'NewConnectionError(...)': /simple/pytest/\nERROR: Could not find a version that satisfies the requirement pytest==8.3.3 (from versions: none)\nERROR: No matching distribution found for pytest==8.3.3", 1),
        B("env | grep -i proxy", "no_proxy=localhost,127.0.0.1,.harbor.example", 0),
        B("cat /etc/environment", 'PATH="/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin"\n# build boxes reach the internet through proxy.harbor.example:3128'),
        B("export HTTPS_PROXY=http://proxy.harbor.example:3128 && pip install -r requirements-dev.txt", "Successfully installed pytest-8.3.3 ruff-0.8.0 mypy-1.13.0 types-requests-2.32.0.20241016"),
        A("The box has no direct internet; with HTTPS_PROXY=http://proxy.harbor.example:3128 exported pip installs everything."),
    ],
    [fix("lesson", [["HTTPS_PROXY", "https_proxy"], ["proxy.harbor.example"]], "Failed to establish a new connection: [Errno 101] Network is unreachable")],
)

# 28 Spring Boot: user states the fix before (en)
case(
    "spring_boot_profile_user_said", "spring-boot", "invocation", "user_stated_fix_first", "en", "/home/dev/src/quayside",
    [
        U("start the app locally. heads up: without the `local` profile it tries to reach the real Kafka, so use -Dspring-boot.run.profiles=local"),
        B("./mvnw spring-boot:run", "  .   ____          _\n :: Spring Boot ::                (v3.3.5)\n2026-11-16T10:20:01.114Z  INFO 4411 --- [quayside] [main] c.h.q.QuaysideApplication : No active profile set, falling back to 1 default profile: \"default\"\n2026-11-16T10:20:04.220Z  WARN 4411 --- [quayside] [| adminclient-1] org.apache.kafka.clients.NetworkClient : [AdminClient clientId=adminclient-1] Connection to node -1 (kafka.harbor.example/10.40.1.7:9092) could not be established. Broker may not be available.\n2026-11-16T10:20:34.231Z ERROR 4411 --- [quayside] [main] o.s.boot.SpringApplication : Application run failed\norg.springframework.context.ApplicationContextException: Failed to start bean 'kafkaAdmin'", 1),
        A("Sorry, I ran it without the profile. Again with it:"),
        B("./mvnw spring-boot:run -Dspring-boot.run.profiles=local", '2026-11-16T10:21:02.004Z  INFO 4502 --- [quayside] [main] c.h.q.QuaysideApplication : The following 1 profile is active: "local"\n2026-11-16T10:21:05.870Z  INFO 4502 --- [quayside] [main] o.s.b.w.embedded.tomcat.TomcatWebServer : Tomcat started on port 8080 (http) with context path \'/\'\n2026-11-16T10:21:05.881Z  INFO 4502 --- [quayside] [main] c.h.q.QuaysideApplication : Started QuaysideApplication in 4.1 seconds'),
        A("Running on :8080 with the local profile."),
    ],
    [fix("lesson", [["spring-boot.run.profiles=local", "profiles=local"]], "Failed to start bean 'kafkaAdmin'")],
)

# 29 user fixed outside and said how (en)
case(
    "podman_act_user_fixed_said_how", "act", "setup", "user_fixed_outside_said_how", "en", "/home/dev/src/relay",
    [
        U("run the CI workflow locally with act"),
        B("act -j test", "INFO[0000] Using docker host 'unix:///var/run/docker.sock', and daemon socket 'unix:///var/run/docker.sock'\nError: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?", 1),
        A("There is no Docker daemon here. Is this machine using Podman? I can't enable services for you."),
        U("yes, podman. I ran `systemctl --user enable --now podman.socket` and put `export DOCKER_HOST=unix://$XDG_RUNTIME_DIR/podman/podman.sock` in my .bashrc. done, try again"),
        B("export DOCKER_HOST=unix://$XDG_RUNTIME_DIR/podman/podman.sock && act -j test", "[CI/test] 🚀  Start image=catthehacker/ubuntu:act-22.04\n[CI/test]   ✅  Success - Main go test ./...\n[CI/test] 🏁  Job succeeded"),
        A("The test job passes under act against the Podman socket."),
    ],
    [fix("bugfix", [["podman.socket", "podman/podman.sock"], ["DOCKER_HOST", "systemctl --user"]], "Cannot connect to the Docker daemon at unix:///var/run/docker.sock")],
)

# 30 sqlc generate before go build (en)
case(
    "sqlc_generate_before_build", "go-sqlc", "setup", "codegen_before_build", "en", "/home/dev/src/relay",
    [
        U("go build is broken on main after Tomás's migration PR"),
        B("go build ./...", "# github.com/relayhq/relay/internal/store\ninternal/store/routes.go:22:18: q.ListRoutesByOwner undefined (type *db.Queries has no field or method ListRoutesByOwner)\ninternal/store/routes.go:40:9: undefined: db.ListRoutesByOwnerRow", 1),
        G("ListRoutesByOwner", ["internal/db/query/routes.sql", "internal/store/routes.go"]),
        R("/home/dev/src/relay/sqlc.yaml", 'version: "2"\nsql:\n  - engine: postgresql\n    queries: internal/db/query\n    schema: migrations\n    gen:\n      go: { package: db, out: internal/db }'),
        B("sqlc generate", ""),
        B("go build ./... && go vet ./...", ""),
        A("The PR added the query to routes.sql but not the generated code; `sqlc generate` regenerated internal/db and the build is green."),
    ],
    [fix("bugfix", [["sqlc generate"]], "q.ListRoutesByOwner undefined")],
)

# 31 Packer init (en)
case(
    "packer_init_plugins", "packer", "setup", "plain", "en", "/home/dev/src/images",
    [
        U("validate the base image template"),
        B("packer validate base.pkr.hcl", "Error: Missing plugins\n\nThe following plugins are required, but not installed:\n\ngithub.com/hashicorp/qemu ~> 1\n\nDid you run packer init for this project ?", 1),
        B("packer init base.pkr.hcl", "Installed plugin github.com/hashicorp/qemu v1.1.0 in \"/home/dev/.config/packer/plugins/github.com/hashicorp/qemu/packer-plugin-qemu_v1.1.0_x5.0_linux_amd64\""),
        B("packer validate base.pkr.hcl", "The configuration is valid."),
        A("The qemu plugin wasn't installed; `packer init` fixed it."),
    ],
    [fix("bugfix", [["packer init"]], "The following plugins are required, but not installed:")],
)

# 32 Vault VAULT_ADDR + secret in output (memory, secret trap)
_vault_pw = "".join(random.Random("fixes7/vault_secret").choice("abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(28))
case(
    "vault_addr_http_secret", "vault", "invocation", "secret_in_output", "en", "/home/dev/src/quayside",
    [
        U("check that the dev vault has the db creds for quayside"),
        B("vault kv get secret/quayside/db", 'Get "https://127.0.0.1:8200/v1/sys/internal/ui/mounts/secret/quayside/db": http: server gave HTTP response to HTTPS client', 2),
        B("docker ps --format '{{.Names}} {{.Command}}' | grep vault", 'vault-dev "vault server -dev -dev-listen-address=0.0.0.0:8200"'),
        B("export VAULT_ADDR=http://127.0.0.1:8200 && vault kv get secret/quayside/db", "====== Secret Path ======\nsecret/data/quayside/db\n\n======= Metadata =======\nKey                Value\n---                -----\ncreated_time       2026-11-16T07:58:12.44Z\nversion            3\n\n====== Data ======\nKey         Value\n---         -----\npassword    " + _vault_pw + "\nusername    quayside_app"),
        A("The dev server listens on plain HTTP, so the CLI needs VAULT_ADDR=http://127.0.0.1:8200. secret/quayside/db exists (version 3) with username quayside_app and a password."),
    ],
    [fix("lesson", [["VAULT_ADDR"], ["http://127.0.0.1:8200"]], "http: server gave HTTP response to HTTPS client")],
    [_vault_pw],
)

# 33 MkDocs material missing (eo)
case(
    "mkdocs_material_missing", "mkdocs", "install", "plain", "eo", "/home/dev/src/handbook",
    [
        U("Bonvolu konstrui la dokumentaron per `mkdocs build --strict`."),
        B("mkdocs build --strict", "ERROR   -  Config value 'theme': Unrecognised theme name: 'material'. The available installed themes are: mkdocs, readthedocs\nERROR   -  Config value 'markdown_extensions': Failed to load extension 'pymdownx.superfences'.\nModuleNotFoundError: No module named 'pymdownx'\n\nAborted with 2 configuration errors!", 1),
        B("pip install mkdocs-material", "Successfully installed mkdocs-material-9.5.44 pymdown-extensions-10.12 mkdocs-material-extensions-1.3.1"),
        B("mkdocs build --strict", "INFO    -  Cleaning site directory\nINFO    -  Building documentation to directory: /home/dev/src/handbook/site\nINFO    -  Documentation built in 1.84 seconds"),
        A("Farite: mankis la temo mkdocs-material (kaj pymdown-extensions). Post `pip install mkdocs-material` la konstruo sukcesas."),
    ],
    [fix("bugfix", [["mkdocs-material"]], "Unrecognised theme name: 'material'")],
)

# 34 venv activated (en), long with noise
case(
    "pytest_venv_activate", "pytest-venv", "invocation", "virtualenv_activated", "en", "/home/dev/src/tidewatch",
    [
        U("tests please, I just cloned this"),
        B("pytest -q", "ImportError while loading conftest '/home/dev/src/tidewatch/tests/conftest.py'.\ntests/conftest.py:4: in <module>\n    import polars as pl\nE   ModuleNotFoundError: No module named 'polars'", 4),
        B("which python pytest", "/usr/bin/python\n/usr/bin/pytest"),
        B("ls -a", ".  ..  .git  .venv  README.md  pyproject.toml  src  tests"),
        R("/home/dev/src/tidewatch/README.md", "# tidewatch\n\nSet up once with `python -m venv .venv && .venv/bin/pip install -e .[dev]`."),
        B(".venv/bin/python -c 'import polars; print(polars.__version__)'", "1.14.0"),
        B("source .venv/bin/activate && pytest -q", "........................................................................ [ 84%]\n.............                                                             [100%]\n85 passed in 4.77s"),
        A("The system pytest was picking up /usr/bin/python; the deps are in .venv. After `source .venv/bin/activate`, 85 passed."),
    ],
    [fix("lesson", [["source .venv/bin/activate", ".venv/bin/activate", ".venv/bin/pytest"]], "No module named 'polars'")],
)

# 35 Jupyter kernel install (sr)
case(
    "nbconvert_kernel_install", "jupyter", "setup", "plain", "sr", "/home/dev/src/tidewatch",
    [
        U("Молим те, изврши notebook `reports/weekly.ipynb` преко nbconvert."),
        B("jupyter nbconvert --to notebook --execute reports/weekly.ipynb --output weekly.run.ipynb", "[NbConvertApp] Converting notebook reports/weekly.ipynb to notebook\nTraceback (most recent call last):\n  File \"/home/dev/.local/bin/jupyter-nbconvert\", line 8, in <module>\n    sys.exit(main())\n  File \"/home/dev/.local/lib/python3.12/site-packages/jupyter_client/kernelspec.py\", line 285, in get_kernel_spec\n    raise NoSuchKernel(kernel_name)\njupyter_client.kernelspec.NoSuchKernel: No such kernel named tidewatch", 1),
        B("jupyter kernelspec list", "Available kernels:\n  python3    /home/dev/.local/share/jupyter/kernels/python3"),
        B(".venv/bin/python -m ipykernel install --user --name tidewatch", "Installed kernelspec tidewatch in /home/dev/.local/share/jupyter/kernels/tidewatch"),
        B("jupyter nbconvert --to notebook --execute reports/weekly.ipynb --output weekly.run.ipynb", "[NbConvertApp] Converting notebook reports/weekly.ipynb to notebook\n[NbConvertApp] Writing 88412 bytes to reports/weekly.run.ipynb"),
        A("Готово: notebook тражи kernel „tidewatch“, који није био регистрован. Регистровао сам га из .venv са `ipykernel install --user --name tidewatch`."),
    ],
    [fix("bugfix", [["ipykernel install"], ["tidewatch"]], "No such kernel named tidewatch")],
)
