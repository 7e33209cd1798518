"""Sessions with one memory, part four: the package is somewhere the tool does not look, or the tool cannot reach
it (`registry_access`, 7: a Maven server id, Gradle without google(), an npm scope registry, PyTorch's CUDA index,
GOPRIVATE, a corporate CA for pip, a Cargo alternative registry), and the machine does not meet a platform
requirement (`platform_requirement`, 7: Composer's PHP version, Requires-Python, npm engine-strict, a CocoaPods
deployment target, a package gone from the base image's distribution, a Go toolchain, a crate's rust-version)."""

from __future__ import annotations

from kit import mem

S = "registry_access"

# --- maven: 401 because settings.xml's server id does not match the repository id -------------------------------------

C = "mvn -B package -DskipTests"
E = "[ERROR] Failed to execute goal on project ledger-api: Could not resolve dependencies for project com.northwind:ledger-api:jar:1.4.0-SNAPSHOT: Failed to collect dependencies at com.northwind.platform:audit-client:jar:2.3.1: Failed to read artifact descriptor for com.northwind.platform:audit-client:jar:2.3.1: The following artifacts could not be resolved: com.northwind.platform:audit-client:pom:2.3.1 (absent): Could not transfer artifact com.northwind.platform:audit-client:pom:2.3.1 from/to northwind-releases (https://nexus.northwind.example/repository/releases/): status code: 401, reason phrase: Unauthorized (401) -> [Help 1]"
OUT = "\n".join([
    "[INFO] Scanning for projects...", "[INFO] ", "[INFO] -----------------< com.northwind:ledger-api >------------------",
    "[INFO] Building ledger-api 1.4.0-SNAPSHOT", "[INFO] --------------------------------[ jar ]---------------------------------",
    "[INFO] ------------------------------------------------------------------------", "[INFO] BUILD FAILURE",
    "[INFO] ------------------------------------------------------------------------", "[INFO] Total time:  2.114 s", E,
    "[ERROR] ", "[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.",
    "[ERROR] Re-run Maven using the -X switch to enable full debug logging.",
    "[ERROR] For more information about the errors and possible solutions, please read the following articles:",
    "[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/DependencyResolutionException"])
mem("mvn_401_settings_server_id_mismatch", "maven", S, "maven_server_id", "/home/priya/ledger-api", lambda rng: [
    ("u", "new laptop, copied my maven settings over, but the build can't pull our internal artifacts (401)"),
    ("b", C, OUT, 1),
    ("s", "Maven sends credentials from the `<server>` whose id equals the repository id, here `northwind-releases`. "
          "Checking the ids in settings.xml."),
    ("b", "grep -n '<id>' ~/.m2/settings.xml pom.xml", "/home/priya/.m2/settings.xml:5:      <id>northwind-nexus</id>\npom.xml:41:      <id>northwind-releases</id>"),
    ("s", "The server entry is `northwind-nexus` (the old repository id), the pom says `northwind-releases`, so no "
          "credentials are sent. Renaming the server id in settings.xml (outside the repo)."),
    ("e", "/home/priya/.m2/settings.xml", "      <id>northwind-nexus</id>\n", "      <id>northwind-releases</id>\n"),
    ("b", C, "[INFO] Scanning for projects...\n[INFO] Downloading from northwind-releases: https://nexus.northwind.example/repository/releases/com/northwind/platform/audit-client/2.3.1/audit-client-2.3.1.pom\n[INFO] Downloaded from northwind-releases: https://nexus.northwind.example/repository/releases/com/northwind/platform/audit-client/2.3.1/audit-client-2.3.1.pom (2.1 kB at 9.8 kB/s)\n[INFO] --- jar:3.4.1:jar (default-jar) @ ledger-api ---\n[INFO] BUILD SUCCESS"),
    ("s", "BUILD SUCCESS. The settings.xml server id now matches the repository id.")],
    cmd=C, err=E, change="<id>northwind-releases</id>", groups=[["status code: 401", "Unauthorized (401)"], ["settings.xml", "server id"]],
    kind="lesson", traps=["[INFO] BUILD FAILURE", "[ERROR] Re-run Maven using the -X switch to enable full debug logging."],
    note="A file in the user's home (lesson). Maven's BUILD FAILURE and -X advice are generic.")

# --- gradle: the Android plugin is only in google() (pt) --------------------------------------------------------------

C = "./gradlew assembleDebug"
OUT = "\n".join([
    "FAILURE: Build failed with an exception.", "", "* What went wrong:",
    "Plugin [id: 'com.android.application', version: '8.7.3', apply: false] was not found in any of the following sources:", "",
    "- Gradle Core Plugins (plugin is not in 'org.gradle' namespace)",
    "- Included Builds (No included builds contain this plugin)",
    "- Plugin Repositories (could not resolve plugin artifact 'com.android.application:com.android.application.gradle.plugin:8.7.3')",
    "  Searched in the following repositories:", "    MavenRepo", "    Gradle Central Plugin Repository", "",
    "* Try:", "> Run with --stacktrace option to get the stack trace.", "> Run with --info or --debug option to get more log output.", "",
    "BUILD FAILED in 4s"])
E = "Plugin [id: 'com.android.application', version: '8.7.3', apply: false] was not found in any of the following sources:"
mem("gradle_agp_plugin_google_repo_pt", "gradle", S, "gradle_plugin_repo", "/home/beatriz/feira-android", lambda rng: [
    ("u", "Converti o settings.gradle para Kotlin DSL e agora o build não acha o plugin do Android. Ajuda?"),
    ("b", C, OUT, 1),
    ("s", "O plugin do Android (AGP) só é publicado no repositório Google. Na conversão, o bloco pluginManagement ficou "
          "só com mavenCentral() e gradlePluginPortal()."),
    ("r", "/home/beatriz/feira-android/settings.gradle.kts", "pluginManagement {\n    repositories {\n        mavenCentral()\n        gradlePluginPortal()\n    }\n}\nrootProject.name = \"feira\"\ninclude(\":app\")\n"),
    ("e", "/home/beatriz/feira-android/settings.gradle.kts", "    repositories {\n        mavenCentral()\n", "    repositories {\n        google()\n        mavenCentral()\n"),
    ("b", C, "> Task :app:preBuild UP-TO-DATE\n> Task :app:mergeDebugResources\n> Task :app:compileDebugKotlin\n> Task :app:assembleDebug\n\nBUILD SUCCESSFUL in 1m 12s\n41 actionable tasks: 41 executed"),
    ("s", "BUILD SUCCESSFUL. google() voltou ao pluginManagement do settings.gradle.kts.")],
    cmd=C, err=E, change="google()", groups=[["com.android.application", "could not resolve plugin artifact"], ["google()"]],
    also_ok=["- Plugin Repositories (could not resolve plugin artifact 'com.android.application:com.android.application.gradle.plugin:8.7.3')"], kind="bugfix", lang="pt", traps=["FAILURE: Build failed with an exception.", "> Run with --stacktrace option to get the stack trace."],
    note="Gradle's FAILURE header and `Try` advice are generic; the plugin-repositories line names the artifact.")

# --- npm: a scoped package looked up on the public registry -----------------------------------------------------------

C = "npm install"
E = "npm error 404 Not Found - GET https://registry.npmjs.org/@kelpworks%2fui-kit - Not found"
OUT = "\n".join([
    "npm error code E404", E, "npm error 404", "npm error 404  '@kelpworks/ui-kit@^4.2.0' is not in this registry.",
    "npm error 404", "npm error 404 Note that you can also install from a", "npm error 404 tarball, folder, http url, or git url.",
    "npm error A complete log of this run can be found in: /home/ada/.npm/_logs/2027-04-11T13_40_02_551Z-debug-0.log"])
mem("npm_scoped_package_registry_npmrc", "npm", S, "npm_scope_registry", "/home/ada/tidemark", lambda rng: [
    ("u", "cloned tidemark on the new machine, npm install 404s on our ui kit"),
    ("b", C, OUT, 1),
    ("s", "@kelpworks packages live on GitHub Packages, but npm asked the public registry: nothing maps the scope. The "
          "repo has no .npmrc (it lived only in your old home dir). Adding a project .npmrc that maps the scope and reads "
          "the token from the environment, so no secret is committed."),
    ("b", "ls -a | grep npmrc; echo \"NODE_AUTH_TOKEN set: ${NODE_AUTH_TOKEN:+yes}\"", "NODE_AUTH_TOKEN set: yes"),
    ("w", "/home/ada/tidemark/.npmrc", "@kelpworks:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}\n"),
    ("b", C, "\nadded 1 package, and audited 944 packages in 6s\n\n203 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities"),
    ("s", "Installed. The scope now resolves through the committed .npmrc, with the token from NODE_AUTH_TOKEN.")],
    cmd=C, err=E, change="@kelpworks:registry=https://npm.pkg.github.com", groups=[["@kelpworks", "not in this registry"], ["npm.pkg.github.com", "@kelpworks:registry"]],
    also_ok=["npm error 404  '@kelpworks/ui-kit@^4.2.0' is not in this registry."], kind="bugfix",
    traps=["npm error 404 tarball, folder, http url, or git url."],
    note="The fix is a committed .npmrc mapping the scope; the token stays in the environment.")

# --- pip: a CUDA build of torch only exists on PyTorch's index (zh) ----------------------------------------------------

C = "pip install -r requirements-gpu.txt"
E = "ERROR: No matching distribution found for torch==2.5.1+cu121"
OUT = "\n".join([
    "Collecting torch==2.5.1+cu121 (from -r requirements-gpu.txt (line 1))",
    "ERROR: Could not find a version that satisfies the requirement torch==2.5.1+cu121 (from versions: 2.2.0, 2.2.1, 2.2.2, 2.3.0, 2.3.1, 2.4.0, 2.4.1, 2.5.0, 2.5.1)",
    E])
mem("pip_torch_cuda_extra_index_zh", "pip", S, "pip_extra_index", "/home/zhangwei/tuxiang", lambda rng: [
    ("u", "训练机上装 GPU 依赖失败，说找不到 torch 2.5.1+cu121。"),
    ("b", C, OUT, 1),
    ("s", "带 `+cu121` 本地版本号的 wheel 不在 PyPI 上，只在 PyTorch 自己的索引里。把索引写进 requirements 文件，"
          "这样每台机器都一样。"),
    ("e", "/home/zhangwei/tuxiang/requirements-gpu.txt", "torch==2.5.1+cu121\n", "--extra-index-url https://download.pytorch.org/whl/cu121\ntorch==2.5.1+cu121\n"),
    ("b", C, "Looking in indexes: https://pypi.org/simple, https://download.pytorch.org/whl/cu121\nCollecting torch==2.5.1+cu121 (from -r requirements-gpu.txt (line 2))\n  Downloading https://download.pytorch.org/whl/cu121/torch-2.5.1%2Bcu121-cp311-cp311-linux_x86_64.whl (780.4 MB)\nInstalling collected packages: torch\nSuccessfully installed torch-2.5.1+cu121"),
    ("b", "python -c 'import torch; print(torch.__version__, torch.cuda.is_available())'", "2.5.1+cu121 True"),
    ("s", "装好了，CUDA 可用。requirements-gpu.txt 里加了 PyTorch 的 cu121 索引。")],
    cmd=C, err=E, change="--extra-index-url https://download.pytorch.org/whl/cu121", groups=[["torch==2.5.1+cu121"], ["download.pytorch.org/whl/cu121", "extra-index-url"]],
    also_ok=["ERROR: Could not find a version that satisfies the requirement torch==2.5.1+cu121 (from versions: 2.2.0, 2.2.1, 2.2.2, 2.3.0, 2.3.1, 2.4.0, 2.4.1, 2.5.0, 2.5.1)"],
    kind="bugfix", lang="zh", note="Both pip lines name the missing local-version wheel; either is acceptable.")

# --- go: a private module fetched through the public proxy (ru) -------------------------------------------------------

C = "go mod download"
E = "go: git.sever.example/platform/authz@v0.9.2: reading https://proxy.golang.org/git.sever.example/platform/authz/@v/v0.9.2.mod: 404 Not Found"
OUT = "\n".join([E, "\tserver response: not found: git.sever.example/platform/authz@v0.9.2: unrecognized import path \"git.sever.example/platform/authz\": https fetch: Get \"https://git.sever.example/platform/authz?go-get=1\": dial tcp: lookup git.sever.example on 8.8.8.8:53: no such host"])
mem("go_private_module_goprivate_ru", "go", S, "go_private_proxy", "/home/nikita/kurer", lambda rng: [
    ("u", "go mod download на новом ноуте падает на нашем authz-модуле. На старом всё работало."),
    ("b", C, OUT, 1),
    ("s", "Запрос к приватному модулю ушёл через публичный proxy.golang.org, а он наш внутренний git не видит. На старом "
          "ноуте, видимо, был выставлен GOPRIVATE. Проверяю."),
    ("b", "go env GOPRIVATE GONOSUMDB GOPROXY", "\n\nhttps://proxy.golang.org,direct"),
    ("b", "go env -w GOPRIVATE=git.sever.example/*", ""),
    ("b", C, ""),
    ("s", "Скачалось. GOPRIVATE=git.sever.example/* заставляет go брать наши модули напрямую из git и не проверять их в sum.golang.org.")],
    cmd=C, err=E, change="go env -w GOPRIVATE=git.sever.example/*", groups=[["proxy.golang.org/git.sever.example", "404 Not Found"], ["GOPRIVATE"]],
    kind="lesson", lang="ru", note="A per-user go env setting (lesson).")

# --- pip: TLS interception on the office network, corporate CA ---------------------------------------------------------

C = "pip install -r requirements.txt"
E = "Could not fetch URL https://pypi.org/simple/httpx/: There was a problem confirming the ssl certificate: HTTPSConnectionPool(host='pypi.org', port=443): Max retries exceeded with url: /simple/httpx/ (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1006)'))) - skipping"
OUT = "\n".join([
    "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1006)'))': /simple/httpx/",
    E, "ERROR: Could not find a version that satisfies the requirement httpx==0.27.2 (from versions: none)",
    "ERROR: No matching distribution found for httpx==0.27.2"])
mem("pip_corporate_proxy_ca_cert", "pip", S, "pip_corp_ca", "/home/olu/claimsbot", lambda rng: [
    ("u", "pip can't install anything from the office network, works from home. IT says the proxy re-signs TLS and "
          "the root cert is in /usr/local/share/ca-certificates/acme-root.crt"),
    ("b", C, OUT, 1),
    ("s", "The `from versions: none` is a consequence: pip never got the index page because it doesn't trust the "
          "proxy's certificate. Pointing pip at the corporate root instead of --trusted-host (which would switch off "
          "verification)."),
    ("b", "pip config set global.cert /usr/local/share/ca-certificates/acme-root.crt", "Writing to /home/olu/.config/pip/pip.conf"),
    ("b", C, "Collecting httpx==0.27.2 (from -r requirements.txt (line 2))\n  Downloading httpx-0.27.2-py3-none-any.whl (76 kB)\nInstalling collected packages: sniffio, h11, httpcore, httpx\nSuccessfully installed h11-0.14.0 httpcore-1.0.7 httpx-0.27.2 sniffio-1.3.1"),
    ("s", "Works. pip's user config now trusts the office root certificate; verification is still on.")],
    cmd=C, err=E, change="pip config set global.cert /usr/local/share/ca-certificates/acme-root.crt",
    groups=[["CERTIFICATE_VERIFY_FAILED"], ["global.cert", "acme-root.crt"]], kind="lesson",
    traps=["ERROR: No matching distribution found for httpx==0.27.2"],
    note="The `No matching distribution` line is a consequence, not the cause; a --trusted-host answer is rejected.")

# --- cargo: a crate on the company's alternative registry -------------------------------------------------------------

C = "cargo build"
E = "error: no matching package named `telemetry-core` found"
OUT = "\n".join(["    Updating crates.io index", E, "location searched: crates.io index",
                 "required by package `ingest v0.3.0 (/home/jun/ingest)`"])
mem("cargo_alt_registry_package_not_found", "cargo", S, "cargo_alt_registry", "/home/jun/ingest", lambda rng: [
    ("u", "added our telemetry-core crate and cargo can't find it"),
    ("b", C, OUT, 101),
    ("s", "telemetry-core is published on the company registry (`orbit` in .cargo/config.toml), not crates.io; the "
          "dependency has to name the registry."),
    ("b", "cat .cargo/config.toml", "[registries.orbit]\nindex = \"sparse+https://cargo.orbit.example/index/\"\ncredential-provider = \"cargo:token\""),
    ("e", "/home/jun/ingest/Cargo.toml", "telemetry-core = \"0.4\"\n", "telemetry-core = { version = \"0.4\", registry = \"orbit\" }\n"),
    ("b", C, "    Updating `orbit` index\n  Downloaded telemetry-core v0.4.2 (registry `orbit`)\n   Compiling telemetry-core v0.4.2 (registry `orbit`)\n   Compiling ingest v0.3.0 (/home/jun/ingest)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 21.40s"),
    ("s", "Builds. The dependency now says `registry = \"orbit\"`.")],
    cmd=C, err=E, change="registry = \"orbit\"", groups=[["telemetry-core"], ["registry = \"orbit\"", "orbit"]],
    kind="bugfix", note="")

S = "platform_requirement"

# --- composer: the lock needs PHP 8.2, the CLI is 8.1; the right binary is there (de) ---------------------------------

C = "composer install"
E = "- symfony/console v7.2.0 requires php >=8.2 -> your php version (8.1.31) does not satisfy that requirement."
OUT = "\n".join([
    "Installing dependencies from lock file (including require-dev)", "Verifying lock file contents can be installed on current platform.",
    "Your lock file does not contain a compatible set of packages. Please run composer update.", "", "  Problem 1",
    "    - symfony/console is locked to version v7.2.0 and an update of this package was not requested.",
    "    " + E, "  Problem 2", "    - symfony/string is locked to version v7.2.0 and an update of this package was not requested.",
    "    - symfony/string v7.2.0 requires php >=8.2 -> your php version (8.1.31) does not satisfy that requirement."])
P = "php8.3 /usr/local/bin/composer install"
mem("composer_install_php_cli_version_de", "composer", S, "php_cli_version", "/home/jannik/lagerbuch", lambda rng: [
    ("u", "composer install will ein Update, das möchte ich nicht. Der Server läuft mit PHP 8.3."),
    ("b", C, OUT, 2),
    ("b", "php -v | head -1; ls /usr/bin/php8*", "PHP 8.1.31 (cli) (built: Nov 21 2027 12:10:44) (NTS)\n/usr/bin/php8.1\n/usr/bin/php8.3"),
    ("s", "Der Lock ist richtig, nur die Standard-CLI ist noch PHP 8.1; 8.3 ist installiert. Ich rufe Composer mit "
          "php8.3 auf, statt die Anforderungen zu ändern oder `composer update` zu fahren."),
    ("b", P, "Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\nPackage operations: 84 installs, 0 updates, 0 removals\nGenerating optimized autoload files\n56 packages you are using are looking for funding."),
    ("s", "Installiert, ohne den Lock anzufassen. Dauerhaft: `sudo update-alternatives --set php /usr/bin/php8.3`.")],
    cmd=C, err=E, change="php8.3", passed=P, groups=[["your php version (8.1.31)", "requires php >=8.2"], ["php8.3"]],
    kind="lesson", lang="de",
    traps=["Your lock file does not contain a compatible set of packages. Please run composer update."],
    note="Composer's advice (run update) is what a careful engineer rejects here; the CLI's PHP version is the cause.")

# --- pip: Requires-Python, a 3.12 venv instead of the system 3.10 (pt) ------------------------------------------------

C = "pip install -e ."
E = "ERROR: Package 'gaivota' requires a different Python: 3.10.12 not in '>=3.11'"
OUT = "\n".join(["Obtaining file:///home/luiza/gaivota", "  Installing build dependencies ... done",
                 "  Checking if build backend supports build_editable ... done", E])
P = ".venv/bin/pip install -e ."
mem("pip_requires_python_venv312_pt", "pip", S, "requires_python", "/home/luiza/gaivota", lambda rng: [
    ("u", "Não consigo instalar o gaivota em modo editável no Ubuntu do trabalho."),
    ("b", C, OUT, 1),
    ("s", "O projeto exige Python >= 3.11 e o pip usado é o do Python 3.10 do sistema. Crio um venv com o 3.12 que está "
          "no uv e instalo nele, sem mexer no Python do sistema."),
    ("b", "uv python list --only-installed", "cpython-3.12.8-linux-x86_64-gnu    /home/luiza/.local/share/uv/python/cpython-3.12.8-linux-x86_64-gnu/bin/python3.12"),
    ("b", "uv venv --python 3.12 --seed .venv", "Using CPython 3.12.8\nCreating virtual environment with seed packages at: .venv\n + pip==24.3.1\nActivate with: source .venv/bin/activate"),
    ("b", P, "Obtaining file:///home/luiza/gaivota\n  Installing build dependencies ... done\nBuilding wheels for collected packages: gaivota\n  Building editable for gaivota (pyproject.toml) ... done\nSuccessfully installed gaivota-0.8.0"),
    ("s", "Instalado no `.venv` com Python 3.12.")],
    cmd=C, err=E, change="uv venv --python 3.12", passed=P, groups=[["requires a different Python", "not in '>=3.11'"], ["uv venv --python 3.12", ".venv/bin/pip"]],
    kind="lesson", lang="pt", note="A new environment on the machine; the pass is the same pip command from the venv.")

# --- npm ci with engine-strict on an odd Node version (ja) ------------------------------------------------------------

C = "npm ci"
E = "npm error notsup Not compatible with your version of node/npm: vite@6.0.3"
OUT = "\n".join(["npm error code EBADENGINE", "npm error engine Unsupported engine",
                 "npm error engine Not compatible with your version of node/npm: vite@6.0.3",
                 "npm error notsup Not compatible with your version of node/npm: vite@6.0.3",
                 "npm error notsup Required: {\"node\":\"^18.0.0 || ^20.0.0 || >=22.0.0\"}",
                 "npm error notsup Actual:   {\"npm\":\"10.2.4\",\"node\":\"v21.6.1\"}",
                 "npm error A complete log of this run can be found in: /home/yui/.npm/_logs/2027-04-12T02_10_55_014Z-debug-0.log"])
P = "source ~/.nvm/nvm.sh && nvm use 22 && npm ci"
mem("npm_ci_ebadengine_node21_ja", "npm", S, "engine_strict", "/home/yui/hoshizora", lambda rng: [
    ("u", "npm ci が EBADENGINE で止まります。.npmrc に engine-strict=true を入れているのは意図的です。"),
    ("b", C, OUT, 1),
    ("s", "vite 6 は Node 21 を対象外にしています（奇数の非 LTS）。.nvmrc は 22 なので、シェルが古い 21 を使っているだけです。"),
    ("b", "cat .nvmrc; node -v", "22\nv21.6.1"),
    ("b", P, "Now using node v22.11.0 (npm v10.9.0)\n\nadded 402 packages, and audited 403 packages in 11s\n\nfound 0 vulnerabilities"),
    ("s", "Node 22 で通りました。engine-strict はそのままです。")],
    cmd=C, err=E, change="nvm use 22", passed=P, groups=[["EBADENGINE", "Not compatible with your version of node"], ["nvm use 22", "node v22", "Node 22"]],
    also_ok=["npm error engine Not compatible with your version of node/npm: vite@6.0.3", "npm error notsup Actual:   {\"npm\":\"10.2.4\",\"node\":\"v21.6.1\"}"],
    kind="lesson", lang="ja", traps=["npm error engine Unsupported engine"],
    note="The machine's Node, not the repository (which already says 22 in .nvmrc).")

# --- pod install: Firebase needs a higher deployment target (es) ------------------------------------------------------

C = "pod install"
E = "Specs satisfying the `FirebaseCore (~> 11.6.0)` dependency were found, but they required a higher minimum deployment target."
OUT = "\n".join([
    "Analyzing dependencies", "[!] CocoaPods could not find compatible versions for pod \"FirebaseCore\":", "  In Podfile:",
    "    FirebaseAnalytics (~> 11.6) was resolved to 11.6.0, which depends on", "      FirebaseCore (~> 11.6.0)", "", E])
mem("pod_install_firebase_deployment_target_es", "cocoapods", S, "ios_deployment_target", "/Users/pablo/mercadito-ios", lambda rng: [
    ("u", "Subí Firebase a 11.6 y pod install ya no resuelve."),
    ("b", C, OUT, 1),
    ("s", "Firebase 11 pide iOS 13 como mínimo y el Podfile declara iOS 12. No es un conflicto de versiones entre pods. "
          "Subo la plataforma del Podfile (la app ya exige iOS 15 en el target, así que no perdemos usuarios)."),
    ("b", "grep -n \"platform :ios\" Podfile; grep -m1 IPHONEOS_DEPLOYMENT_TARGET Mercadito.xcodeproj/project.pbxproj", "1:platform :ios, '12.0'\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;"),
    ("e", "/Users/pablo/mercadito-ios/Podfile", "platform :ios, '12.0'\n", "platform :ios, '15.0'\n"),
    ("b", C, "Analyzing dependencies\nDownloading dependencies\nInstalling FirebaseAnalytics (11.6.0)\nInstalling FirebaseCore (11.6.0)\nGenerating Pods project\nIntegrating client project\nPod installation complete! There are 4 dependencies from the Podfile and 19 total pods installed."),
    ("s", "Resuelto: el Podfile declara ahora iOS 15.0, igual que el target.")],
    cmd=C, err=E, change="platform :ios, '15.0'", groups=[["higher minimum deployment target"], ["platform :ios, '15.0'", "platform :ios"]],
    kind="bugfix", lang="es", traps=["[!] CocoaPods could not find compatible versions for pod \"FirebaseCore\":"],
    note="The `could not find compatible versions` header reads like a version conflict; the deployment target line is the cause.")

# --- docker build: libssl1.1 gone after the base image moved to bookworm ----------------------------------------------

C = "docker build --progress=plain -t pricing-svc ."
E = "E: Package 'libssl1.1' has no installation candidate"
OUT = "\n".join([
    "#6 [2/6] RUN apt-get update && apt-get install -y --no-install-recommends libssl1.1 ca-certificates",
    "#6 0.398 Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]",
    "#6 2.811 Reading package lists...", "#6 3.505 Building dependency tree...",
    "#6 3.660 Package libssl1.1 is not available, but is referred to by another package.",
    "#6 3.661 This may mean that the package is missing, has been obsoleted, or",
    "#6 3.662 is only available from another source", "#6 3.662 ",
    "#6 3.700 " + E,
    "#6 ERROR: process \"/bin/sh -c apt-get update && apt-get install -y --no-install-recommends libssl1.1 ca-certificates\" did not complete successfully: exit code: 100",
    "ERROR: failed to solve: process \"/bin/sh -c apt-get update && apt-get install -y --no-install-recommends libssl1.1 ca-certificates\" did not complete successfully: exit code: 100"])
mem("docker_build_libssl11_bookworm", "apt", S, "distro_package_gone", "/home/ravi/pricing-svc", lambda rng: [
    ("u", "renovate bumped the base image from bullseye-slim to bookworm-slim and the build broke"),
    ("b", C, OUT, 1),
    ("s", "bookworm ships OpenSSL 3 only; libssl1.1 is gone. The service binary is built in the same Dockerfile's "
          "first stage on bookworm too, so it links against libssl3 already. Checking."),
    ("b", "docker run --rm pricing-build:latest ldd /out/pricing | grep ssl", "\tlibssl.so.3 => /lib/x86_64-linux-gnu/libssl.so.3 (0x00007f2c1a600000)"),
    ("e", "/home/ravi/pricing-svc/Dockerfile", "--no-install-recommends libssl1.1 ca-certificates", "--no-install-recommends libssl3 ca-certificates"),
    ("b", C, "#6 [2/6] RUN apt-get update && apt-get install -y --no-install-recommends libssl3 ca-certificates\n#6 4.920 Setting up libssl3:amd64 (3.0.15-1~deb12u1) ...\n#6 DONE 5.6s\n#10 exporting to image\n#10 naming to docker.io/library/pricing-svc done"),
    ("b", "docker run --rm pricing-svc --version", "pricing-svc 3.4.1"),
    ("s", "Builds and runs. The runtime stage installs libssl3, which bookworm has and the binary links to.")],
    cmd=C, err=E, change="libssl3 ca-certificates", groups=[["libssl1.1"], ["libssl3"]], kind="bugfix",
    traps=["This may mean that the package is missing, has been obsoleted, or"],
    note="apt's line behind BuildKit's prefix; apt's generic `may mean` explanation is a decoy.")

# --- go: go.mod asks for a newer toolchain with GOTOOLCHAIN=local (ko) -------------------------------------------------

C = "go build ./..."
E = "go: go.mod requires go >= 1.23.4 (running go 1.22.10; GOTOOLCHAIN=local)"
mem("go_toolchain_local_auto_ko", "go", S, "go_toolchain", "/home/doyoon/gilchaja", lambda rng: [
    ("u", "팀원이 go.mod를 1.23.4로 올린 뒤로 제 PC에서 빌드가 안 돼요."),
    ("b", C, E, 1),
    ("b", "go env GOTOOLCHAIN; go version", "local\ngo version go1.22.10 linux/amd64"),
    ("s", "설치된 Go는 1.22.10이고 GOTOOLCHAIN=local이라 go.mod가 요구하는 툴체인을 자동으로 받지 않습니다. "
          "예전에 누군가 local로 바꿔 둔 것 같아요. 기본값인 auto로 되돌립니다."),
    ("b", "go env -w GOTOOLCHAIN=auto", ""),
    ("b", C, "go: downloading go1.23.4 (linux/amd64)"),
    ("s", "1.23.4 툴체인을 내려받아 빌드했습니다. 사용자 go env의 GOTOOLCHAIN이 auto가 되었습니다.")],
    cmd=C, err=E, change="go env -w GOTOOLCHAIN=auto", groups=[["go.mod requires go >= 1.23.4"], ["GOTOOLCHAIN=auto"]],
    kind="lesson", lang="ko", note="A per-user go env setting (lesson).")

# --- cargo: a dependency's rust-version above the pinned toolchain -----------------------------------------------------

C = "cargo build --locked"
E = "error: rustc 1.72.1 is not supported by the following package:"
OUT = "\n".join([E, "  clap_lex@0.7.4 requires rustc 1.74",
                 "Either upgrade rustc or select compatible dependency versions with",
                 "`cargo update <name>@<current-ver> --precise <compatible-ver>`",
                 "where `<compatible-ver>` is the latest version supporting rustc 1.72.1", ""])
mem("cargo_rust_version_toolchain_pin", "cargo", S, "rust_version", "/home/eliot/tallyho", lambda rng: [
    ("u", "after I merged the clap upgrade the build fails on the toolchain. we pin the toolchain in the repo; "
          "bumping it is fine, CI uses the same file"),
    ("b", C, OUT, 101),
    ("r", "/home/eliot/tallyho/rust-toolchain.toml", "[toolchain]\nchannel = \"1.72.1\"\ncomponents = [\"clippy\", \"rustfmt\"]\n"),
    ("s", "The repo pins rustc 1.72.1 and the new clap needs 1.74. Since the upgrade is wanted, I bump the pinned "
          "toolchain rather than holding clap_lex back."),
    ("e", "/home/eliot/tallyho/rust-toolchain.toml", "channel = \"1.72.1\"\n", "channel = \"1.82.0\"\n"),
    ("b", C, "info: syncing channel updates for '1.82.0-x86_64-unknown-linux-gnu'\ninfo: installing component 'rustc'\n   Compiling clap_lex v0.7.4\n   Compiling clap v4.5.23\n   Compiling tallyho v0.6.0 (/home/eliot/tallyho)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 29.77s"),
    ("s", "Builds with the 1.82.0 toolchain from rust-toolchain.toml.")],
    cmd=C, err=E, change="channel = \"1.82.0\"", groups=[["clap_lex@0.7.4 requires rustc 1.74", "rustc 1.72.1 is not supported"], ["1.82.0", "rust-toolchain.toml"]],
    also_ok=["clap_lex@0.7.4 requires rustc 1.74"], kind="bugfix",
    traps=["`cargo update <name>@<current-ver> --precise <compatible-ver>`"],
    note="Cargo's other route (a --precise downgrade) is printed but not what the user wants.")
