"""Sessions with one memory, part one: the resolver cannot find a set of versions (`resolver_conflict`, 8): pip's
ResolutionImpossible, npm's ERESOLVE on a peer dependency, a Cargo feature that does not exist, conda/libmamba on
a Python pin, Poetry and uv version solving, Composer's root requirement, Maven's dependency convergence rule."""

from __future__ import annotations

from kit import mem

S = "resolver_conflict"

# --- pip: boto3/botocore pin against a newer urllib3 (de) ------------------------------------------------------------

C = "pip install -r requirements.txt"
E = "ERROR: Cannot install -r requirements.txt (line 3) and urllib3==2.2.3 because these package versions have conflicting dependencies."
OUT = "\n".join([
    "Collecting boto3==1.26.165 (from -r requirements.txt (line 3))",
    "  Using cached boto3-1.26.165-py3-none-any.whl.metadata (7.0 kB)",
    "Collecting urllib3==2.2.3 (from -r requirements.txt (line 9))",
    "  Using cached urllib3-2.2.3-py3-none-any.whl.metadata (6.5 kB)",
    "INFO: pip is looking at multiple versions of botocore to determine which version is compatible with other requirements. This could take a while.",
    E, "", "The conflict is caused by:", "    The user requested urllib3==2.2.3",
    "    botocore 1.29.165 depends on urllib3<1.27 and >=1.25.4", "",
    "To fix this you could try to:", "1. loosen the range of package versions you've specified",
    "2. remove package versions to allow pip to attempt to solve the dependency conflict", "",
    "ERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-resolution/#dealing-with-dependency-conflicts"])
mem("pip_resolution_botocore_urllib3_de", "pip", S, "pip_resolver", "/home/lena/belegfluss", lambda rng: [
    ("u", "Dependabot hat urllib3 auf 2.2.3 gehoben, seitdem bricht `pip install` lokal ab. Kannst du das lösen?"),
    ("b", C, OUT, 1),
    ("s", "Der alte boto3-Pin (1.26.165) zieht botocore 1.29.x, und das verlangt urllib3 < 1.27. Erst botocore ab 1.31 "
          "erlaubt urllib3 2.x. Ich schaue, wie boto3 gepinnt ist."),
    ("r", "/home/lena/belegfluss/requirements.txt", "fastapi==0.115.4\nuvicorn==0.32.0\nboto3==1.26.165\npydantic==2.9.2\n"
          "httpx==0.27.2\nsqlalchemy==2.0.36\npsycopg[binary]==3.2.3\nstructlog==24.4.0\nurllib3==2.2.3\n"),
    ("e", "/home/lena/belegfluss/requirements.txt", "boto3==1.26.165\n", "boto3==1.35.54\n"),
    ("b", C, "Collecting boto3==1.35.54 (from -r requirements.txt (line 3))\n  Downloading boto3-1.35.54-py3-none-any.whl (139 kB)\n"
             "Collecting botocore<1.36.0,>=1.35.54 (from boto3==1.35.54)\n  Downloading botocore-1.35.54-py3-none-any.whl (12.7 MB)\n"
             "Installing collected packages: urllib3, botocore, s3transfer, boto3\n"
             "Successfully installed boto3-1.35.54 botocore-1.35.54 s3transfer-0.10.3 urllib3-2.2.3"),
    ("b", "python -m pytest -q tests/storage", "..........                                                               [100%]\n10 passed in 1.84s"),
    ("s", "Installiert, und die Storage-Tests laufen. boto3 steht jetzt auf 1.35.54, dessen botocore urllib3 2.x zulässt.")],
    cmd=C, err=E, change="boto3==1.35.54", groups=[["urllib3==2.2.3", "urllib3<1.27", "conflicting dependencies"], ["boto3==1.35", "botocore 1.35", "botocore-1.35"]],
    also_ok=["botocore 1.29.165 depends on urllib3<1.27 and >=1.25.4"], kind="bugfix", lang="de",
    traps=["ERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-resolution/#dealing-with-dependency-conflicts",
           "2. remove package versions to allow pip to attempt to solve the dependency conflict"],
    note="ResolutionImpossible is the generic last line; the `Cannot install` line names the pair, the cause line "
         "names the old botocore. pip's advice is generic.")

# --- npm: React 19 against an old @testing-library/react peer range ---------------------------------------------------

C = "npm install"
E = "npm error peer react@\"^18.0.0\" from @testing-library/react@14.3.1"
OUT = "\n".join([
    "npm error code ERESOLVE", "npm error ERESOLVE unable to resolve dependency tree", "npm error",
    "npm error While resolving: harbor-web@0.9.0", "npm error Found: react@19.0.0", "npm error node_modules/react",
    "npm error   react@\"^19.0.0\" from the root project", "npm error",
    "npm error Could not resolve dependency:", E,
    "npm error node_modules/@testing-library/react",
    "npm error   dev @testing-library/react@\"^14.3.1\" from the root project", "npm error",
    "npm error Fix the upstream dependency conflict, or retry",
    "npm error this command with --force or --legacy-peer-deps",
    "npm error to accept an incorrect (and potentially broken) dependency resolution.", "npm error",
    "npm error",
    "npm error For a full report see:",
    "npm error /home/tomas/.npm/_logs/2027-04-06T09_12_40_118Z-eresolve-report.txt",
    "npm error A complete log of this run can be found in: /home/tomas/.npm/_logs/2027-04-06T09_12_40_118Z-debug-0.log"])
mem("npm_eresolve_testing_library_react19", "npm", S, "npm_peer", "/home/tomas/harbor-web", lambda rng: [
    ("u", "I bumped react and react-dom to 19 in package.json, now npm install refuses. Don't just --force it please."),
    ("b", C, OUT, 1),
    ("s", "The only thing holding React at 18 is @testing-library/react 14, a dev dependency. Version 16 supports "
          "React 19 (and moves the DOM helpers to a peer on @testing-library/dom)."),
    ("b", "npm view @testing-library/react@16 peerDependencies --json | head -12",
     "{\n  \"@testing-library/dom\": \"^10.0.0\",\n  \"@types/react\": \"^18.0.0 || ^19.0.0\",\n  \"react\": \"^18.0.0 || ^19.0.0\",\n  \"react-dom\": \"^18.0.0 || ^19.0.0\"\n}"),
    ("e", "/home/tomas/harbor-web/package.json", "    \"@testing-library/react\": \"^14.3.1\",\n",
     "    \"@testing-library/dom\": \"^10.4.0\",\n    \"@testing-library/react\": \"^16.1.0\",\n"),
    ("b", C, "\nadded 14 packages, removed 3 packages, changed 6 packages, and audited 812 packages in 9s\n\n171 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities"),
    ("b", "npx vitest run", " RUN  v2.1.8 /home/tomas/harbor-web\n\n ✓ src/components/Dock.test.tsx (6 tests) 118ms\n ✓ src/hooks/useBerth.test.ts (4 tests) 22ms\n\n Test Files  2 passed (2)\n      Tests  10 passed (10)"),
    ("s", "Installed without forcing anything, and the tests pass on React 19.")],
    cmd=C, err=E, change="\"@testing-library/react\": \"^16.1.0\"", groups=[["@testing-library/react@14", "peer react@\"^18.0.0\""], ["@testing-library/react\": \"^16", "testing-library/react 16", "@testing-library/react@16"]],
    kind="bugfix", traps=["npm error ERESOLVE unable to resolve dependency tree", "npm error this command with --force or --legacy-peer-deps"],
    note="The ERESOLVE headline is generic and the printed advice (--force / --legacy-peer-deps) is what the user "
         "rules out; the fix is the dev dependency's major bump.")

# --- cargo: a feature name that reqwest does not have (ja) ------------------------------------------------------------

C = "cargo build"
E = "the package `kanshi` depends on `reqwest`, with features: `rustls-native-roots` but `reqwest` does not have these features."
OUT = "\n".join([
    "    Updating crates.io index", "error: failed to select a version for `reqwest`.",
    "    ... required by package `kanshi v0.4.0 (/home/haruto/kanshi)`",
    "versions that meet the requirements `^0.12.9` are: 0.12.9", "", E, "", "",
    "failed to select a version for `reqwest` which could resolve this conflict"])
mem("cargo_feature_name_reqwest_ja", "cargo", S, "cargo_features", "/home/haruto/kanshi", lambda rng: [
    ("u", "TLS を rustls に切り替えたら cargo build が通らなくなりました。見てもらえますか。"),
    ("b", C, OUT, 101),
    ("s", "reqwest 0.12 に `rustls-native-roots` という feature はありません。OS の証明書ストアを使う rustls は "
          "`rustls-tls-native-roots` です。Cargo.toml を確認します。"),
    ("r", "/home/haruto/kanshi/Cargo.toml", "[package]\nname = \"kanshi\"\nversion = \"0.4.0\"\nedition = \"2021\"\n\n[dependencies]\n"
          "reqwest = { version = \"0.12.9\", default-features = false, features = [\"json\", \"rustls-native-roots\"] }\ntokio = { version = \"1.41\", features = [\"full\"] }\n"),
    ("e", "/home/haruto/kanshi/Cargo.toml", "features = [\"json\", \"rustls-native-roots\"] }", "features = [\"json\", \"rustls-tls-native-roots\"] }"),
    ("b", C, "    Updating crates.io index\n     Locking 9 packages to latest compatible versions\n      Adding rustls-native-certs v0.8.1\n   Compiling rustls v0.23.19\n   Compiling reqwest v0.12.9\n   Compiling kanshi v0.4.0 (/home/haruto/kanshi)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 38.02s"),
    ("s", "ビルドが通りました。feature 名を `rustls-tls-native-roots` に直しただけです。")],
    cmd=C, err=E, change="rustls-tls-native-roots", groups=[["rustls-native-roots", "does not have these features"], ["rustls-tls-native-roots"]],
    kind="bugfix", lang="ja", traps=["error: failed to select a version for `reqwest`.",
                                     "failed to select a version for `reqwest` which could resolve this conflict"],
    note="Cargo's `failed to select a version` lines read like a version conflict; the feature line is the cause.")

# --- conda: tensorflow 2.12 against a python 3.12 pin (es) ------------------------------------------------------------

C = "conda env create -f environment.yml"
E = "- package tensorflow-base-2.12.0-mkl_py311h5d2a4e4_0 requires python >=3.11,<3.12.0a0, but none of the providers can be installed"
OUT = "\n".join([
    "Channels:", " - conda-forge", " - defaults", "Platform: linux-64", "Collecting package metadata (repodata.json): done",
    "Solving environment: failed", "", "LibMambaUnsatisfiableError: Encountered problems while solving:",
    "  - package tensorflow-2.12.0-mkl_py311h4dc7b9a_0 requires tensorflow-base 2.12.0 mkl_py311h5d2a4e4_0, but none of the providers can be installed",
    "  " + E, "", "Could not solve for environment specs", "The following packages are incompatible",
    "├─ python 3.12** is requested and can be installed;",
    "└─ tensorflow 2.12** is not installable because there are no viable options"])
mem("conda_solve_tensorflow_python312_es", "conda", S, "conda_pin", "/home/valeria/cosecha-ml", lambda rng: [
    ("u", "Quiero recrear el entorno en la máquina nueva pero conda no resuelve. ¿Lo miras?"),
    ("b", C, OUT, 1),
    ("s", "tensorflow 2.12 solo tiene builds hasta Python 3.11, y el environment.yml pide python=3.12. El modelo está "
          "exportado con 2.12, así que bajo Python a 3.11 en lugar de subir tensorflow."),
    ("r", "/home/valeria/cosecha-ml/environment.yml", "name: cosecha\nchannels:\n  - conda-forge\n  - defaults\ndependencies:\n  - python=3.12\n  - tensorflow=2.12\n  - pandas=2.2\n  - scikit-learn=1.5\n  - pip\n"),
    ("e", "/home/valeria/cosecha-ml/environment.yml", "  - python=3.12\n", "  - python=3.11\n"),
    ("b", C, "Channels:\n - conda-forge\n - defaults\nPlatform: linux-64\nCollecting package metadata (repodata.json): done\nSolving environment: done\n\nDownloading and Extracting Packages:\n\nPreparing transaction: done\nVerifying transaction: done\nExecuting transaction: done\n#\n# To activate this environment, use\n#\n#     $ conda activate cosecha"),
    ("s", "Listo, el entorno `cosecha` se creó con Python 3.11 y tensorflow 2.12.")],
    cmd=C, err=E, change="python=3.11", groups=[["requires python >=3.11,<3.12", "python 3.12", "<3.12.0a0"], ["python=3.11", "python 3.11"]],
    also_ok=["└─ tensorflow 2.12** is not installable because there are no viable options"],
    kind="bugfix", lang="es", traps=["Could not solve for environment specs", "Solving environment: failed"],
    note="libmamba's headline lines are generic; the tensorflow-base line names the Python bound.")

# --- poetry lock: a direct starlette pin against fastapi's range (pl) -------------------------------------------------

C = "poetry lock"
E = "So, because kasa depends on fastapi (0.115.0), version solving failed."
OUT = "\n".join([
    "Updating dependencies", "Resolving dependencies...", "",
    "Because fastapi (0.115.0) depends on starlette (>=0.37.2,<0.39.0)",
    " and kasa depends on starlette (^0.41.2), fastapi is forbidden.", E])
mem("poetry_lock_starlette_fastapi_pl", "poetry", S, "poetry_solver", "/home/kuba/kasa", lambda rng: [
    ("u", "Podbiłem starlette do 0.41 przez CVE, a teraz `poetry lock` się wywala. Popraw to proszę."),
    ("b", C, OUT, 1),
    ("s", "fastapi 0.115.0 pozwala tylko na starlette < 0.39. Nowsze fastapi 0.115.x dopuszczają starlette 0.41. "
          "Sprawdzam, od której wersji."),
    ("b", "poetry show fastapi --all 2>/dev/null | head -3; pip download fastapi==0.115.6 --no-deps -q -d /tmp/fa && unzip -p /tmp/fa/fastapi-0.115.6-py3-none-any.whl '*/METADATA' | grep -i 'requires-dist: starlette'",
     "Requires-Dist: starlette<0.42.0,>=0.40.0"),
    ("e", "/home/kuba/kasa/pyproject.toml", "fastapi = \"0.115.0\"\n", "fastapi = \"0.115.6\"\n"),
    ("b", C, "Updating dependencies\nResolving dependencies...\n\nWriting lock file"),
    ("b", "poetry install --sync", "Installing dependencies from lock file\n\nPackage operations: 0 installs, 2 updates, 0 removals\n\n  - Updating starlette (0.38.6 -> 0.41.3)\n  - Updating fastapi (0.115.0 -> 0.115.6)\n\nInstalling the current project: kasa (1.3.0)"),
    ("s", "Lock zapisany. fastapi jest teraz na 0.115.6, które akceptuje starlette 0.41.")],
    cmd=C, err=E, change="fastapi = \"0.115.6\"", groups=[["starlette (>=0.37.2,<0.39.0)", "fastapi is forbidden", "version solving failed"], ["0.115.6"]],
    also_ok=["and kasa depends on starlette (^0.41.2), fastapi is forbidden."], kind="bugfix", lang="pl",
    traps=["Resolving dependencies..."], note="The last line of Poetry's explanation is the searchable one; the fix is the fastapi pin.")

# --- uv lock: numpy pinned below what pandas needs --------------------------------------------------------------------

C = "uv lock"
E = "╰─▶ Because pandas==2.2.3 depends on numpy>=1.26.0 and your project depends on numpy==1.24.4, we can conclude that your project and pandas==2.2.3 are incompatible."
OUT = "\n".join([
    "Using CPython 3.12.7 interpreter at: /usr/bin/python3.12",
    "  × No solution found when resolving dependencies:",
    "  " + E,
    "      And because your project depends on pandas==2.2.3, we can conclude that your project's requirements are unsatisfiable."])
mem("uv_lock_numpy_pin_pandas", "uv", S, "uv_solver", "/home/imani/tidal-etl", lambda rng: [
    ("u", "uv lock fails after I moved us to python 3.12. numpy is pinned for a reason (old pickles), be careful"),
    ("b", C, OUT, 1),
    ("s", "pandas 2.2.3 needs numpy >= 1.26, and numpy 1.24.4 has no wheels for 3.12 anyway. The pickles were "
          "written by 1.24; numpy 1.26 still reads them (the 2.0 break is what to avoid). Pinning the 1.26 line."),
    ("e", "/home/imani/tidal-etl/pyproject.toml", "    \"numpy==1.24.4\",\n", "    \"numpy>=1.26.4,<2\",\n"),
    ("b", C, "Using CPython 3.12.7 interpreter at: /usr/bin/python3.12\nResolved 38 packages in 412ms\nUpdated numpy v1.24.4 -> v1.26.4"),
    ("b", "uv run pytest -q tests/test_legacy_pickles.py", "....                                                                     [100%]\n4 passed in 0.91s"),
    ("s", "Locked with numpy 1.26.4 (below 2.0), and the legacy pickle tests pass.")],
    cmd=C, err=E, change="numpy>=1.26.4,<2", groups=[["numpy==1.24.4", "numpy>=1.26.0"], ["numpy>=1.26.4", "1.26.4"]],
    kind="bugfix", traps=["× No solution found when resolving dependencies:"],
    note="uv's `No solution found` headline is generic; the `Because` line names both pins.")

# --- composer update: laravel 11 wants monolog 3, the root pins 2 (pt) ------------------------------------------------

C = "composer update laravel/framework --with-dependencies"
E = "- laravel/framework[v11.0.0, ..., v11.34.2] require monolog/monolog ^3.0 -> found monolog/monolog[3.0.0, ..., 3.8.0] but it conflicts with your root composer.json require (^2.9)."
OUT = "\n".join([
    "Loading composer repositories with package information", "Updating dependencies",
    "Your requirements could not be resolved to an installable set of packages.", "", "  Problem 1",
    "    " + E,
    "    - Root composer.json requires laravel/framework ^11.0 -> satisfiable by laravel/framework[v11.0.0, ..., v11.34.2].", "",
    "Use the option --with-all-dependencies (-W) to allow upgrades, downgrades and removals for packages currently locked to specific versions."])
mem("composer_update_laravel11_monolog_pt", "composer", S, "composer_root_pin", "/home/rafael/balcao", lambda rng: [
    ("u", "Tô migrando o balcao pro Laravel 11 e o composer update não resolve. Pode ver?"),
    ("b", C, OUT, 2),
    ("s", "O Laravel 11 exige monolog ^3.0 e o composer.json da raiz fixa monolog ^2.9 (ficou de quando tínhamos um "
          "handler próprio). O handler já usa a API do Monolog 3? Vou conferir."),
    ("b", "grep -rn 'LogRecord\\|array \\$record' app/Logging/", "app/Logging/SlackDigestHandler.php:18:    protected function write(LogRecord $record): void"),
    ("s", "Já usa `LogRecord`, que é do Monolog 3. Atualizo o requisito da raiz."),
    ("e", "/home/rafael/balcao/composer.json", "        \"monolog/monolog\": \"^2.9\",\n", "        \"monolog/monolog\": \"^3.0\",\n"),
    ("b", C, "Loading composer repositories with package information\nUpdating dependencies\nLock file operations: 0 installs, 14 updates, 0 removals\n  - Upgrading laravel/framework (v10.48.22 => v11.34.2)\n  - Upgrading monolog/monolog (2.10.0 => 3.8.0)\nWriting lock file\nInstalling dependencies from lock file (including require-dev)\nGenerating optimized autoload files\n> Illuminate\\Foundation\\ComposerScripts::postAutoloadDump\n> @php artisan package:discover --ansi\n\n   INFO  Discovering packages."),
    ("s", "Resolvido: o composer.json agora pede monolog ^3.0, compatível com o Laravel 11.")],
    cmd=C, err=E, change="\"monolog/monolog\": \"^3.0\"", groups=[["monolog/monolog ^3.0", "monolog/monolog[3.0.0", "(^2.9)"], ["monolog/monolog\": \"^3", "monolog ^3"]],
    kind="bugfix", lang="pt",
    traps=["Your requirements could not be resolved to an installable set of packages.",
           "Use the option --with-all-dependencies (-W) to allow upgrades, downgrades and removals for packages currently locked to specific versions."],
    note="Composer's headline is generic and its -W hint would not help: the root requirement itself blocks.")

# --- maven enforcer: jackson-databind convergence (tr) ----------------------------------------------------------------

C = "mvn -B -q verify"
E = "Dependency convergence error for com.fasterxml.jackson.core:jackson-databind:jar:2.15.4 paths to dependency are:"
OUT = "\n".join([
    "[WARNING] Rule 0: org.apache.maven.enforcer.rules.dependency.DependencyConvergence failed with message:",
    "Failed while enforcing releasability.", "", E,
    "+-com.kiraz:odeme-api:jar:2.1.0-SNAPSHOT", "  +-io.confluent:kafka-avro-serializer:jar:7.6.1",
    "    +-com.fasterxml.jackson.core:jackson-databind:jar:2.15.4", "and",
    "+-com.kiraz:odeme-api:jar:2.1.0-SNAPSHOT", "  +-org.springframework.boot:spring-boot-starter-json:jar:3.3.5",
    "    +-com.fasterxml.jackson.core:jackson-databind:jar:2.17.2", "",
    "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-enforcer-plugin:3.5.0:enforce (enforce) on project odeme-api: ",
    "[ERROR] Rule 0: org.apache.maven.enforcer.rules.dependency.DependencyConvergence failed with message:",
    "[ERROR] Failed while enforcing releasability.",
    "[ERROR] -> [Help 1]"])
mem("mvn_enforcer_jackson_convergence_tr", "maven", S, "maven_convergence", "/home/emre/odeme-api", lambda rng: [
    ("u", "Kafka avro serializer'ı ekledim, mvn verify enforcer'da patlıyor. Bakar mısın?"),
    ("b", C, OUT, 1),
    ("s", "kafka-avro-serializer jackson-databind 2.15.4 getiriyor, Spring Boot 2.17.2 istiyor. Enforcer tek sürüm "
          "istiyor. Jackson BOM'u dependencyManagement'a ekleyip her şeyi 2.17.2'ye sabitliyorum."),
    ("e", "/home/emre/odeme-api/pom.xml", "  <dependencyManagement>\n    <dependencies>\n",
     "  <dependencyManagement>\n    <dependencies>\n      <dependency>\n        <groupId>com.fasterxml.jackson</groupId>\n        <artifactId>jackson-bom</artifactId>\n        <version>2.17.2</version>\n        <type>pom</type>\n        <scope>import</scope>\n      </dependency>\n"),
    ("b", C, ""),
    ("s", "verify geçti (sessiz modda çıktı yok). jackson-bom 2.17.2 tüm jackson modüllerini aynı sürüme çekiyor.")],
    cmd=C, err=E, change="<artifactId>jackson-bom</artifactId>", groups=[["jackson-databind:jar:2.15.4", "Dependency convergence error"], ["jackson-bom"]],
    kind="bugfix", lang="tr",
    traps=["[ERROR] Failed while enforcing releasability.", "[ERROR] -> [Help 1]"],
    note="The enforcer's `Failed while enforcing releasability` and Maven's `[Help 1]` are wrappers.")
