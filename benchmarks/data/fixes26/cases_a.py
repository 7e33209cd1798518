"""Sessions with one memory, part a: a missing type stub or declaration file (`missing_types`, 7) and a path
alias, include path or config file the checker does not find or cannot read (`path_and_config`, 11)."""

from __future__ import annotations

from kit import mem

S = "missing_types"

C = "mypy src"
E = 'src/relay/client.py:3: error: Library stubs not installed for "requests"  [import-untyped]'
mem("mypy_requests_stubs", "mypy", S, "types_requests", "/home/nora/relay", lambda rng: [
    ("u", "mypy started failing on the relay client after I added the retry session. can you fix it properly?"),
    ("b", C, E + '\nsrc/relay/client.py:3: note: Hint: "python3 -m pip install types-requests"\nsrc/relay/client.py:3: note: (or run "mypy --install-types" to install all missing stub packages)\nFound 1 error in 1 file (checked 38 source files)', 1),
    ("r", "/home/nora/relay/pyproject.toml", "[project]\nname = \"relay\"\ndependencies = [\"requests>=2.32\"]\n\n[dependency-groups]\ndev = [\"mypy>=1.13\", \"pytest>=8\"]\n"),
    ("s", "requests ships no inline types; the stubs live in types-requests. I'll add them to the dev group so CI gets them too."),
    ("b", "uv add --dev types-requests", "Resolved 19 packages in 210ms\nInstalled 2 packages in 9ms\n + types-requests==2.32.0.20241016\n + urllib3==2.2.3"),
    ("b", C, "Success: no issues found in 38 source files"),
    ("s", "Clean. The stubs are in the dev group of pyproject.toml and uv.lock.")],
    cmd=C, err=E, change="uv add --dev types-requests", groups=[["Library stubs not installed"], ["types-requests"]],
    kind="bugfix", traps=["Found 1 error in 1 file (checked 38 source files)"], note="Stubs added to the dev group.")

C = "npx tsc --noEmit"
E = "src/utils/gruppieren.ts(1,25): error TS7016: Could not find a declaration file for module 'lodash-es'. '/home/jonas/warenkorb/node_modules/lodash-es/lodash.js' implicitly has an 'any' type."
mem("tsc_lodash_es_declaration_de", "tsc", S, "types_lodash_es", "/home/jonas/warenkorb", lambda rng: [
    ("u", "Der Typecheck bricht seit dem Umstieg von lodash auf lodash-es. Bitte reparieren, ohne any-Hacks."),
    ("b", C, E + "\n  Try `npm i --save-dev @types/lodash-es` if it exists or add a new declaration (.d.ts) file containing `declare module 'lodash-es';`\n\nFound 1 error in src/utils/gruppieren.ts:1", 2),
    ("s", "lodash-es hat keine eigenen Typen; die Deklarationen gibt es als @types/lodash-es. Ich installiere sie als devDependency."),
    ("b", "npm i -D @types/lodash-es", "added 2 packages, and audited 412 packages in 3s\n\nfound 0 vulnerabilities"),
    ("b", C, ""),
    ("s", "tsc läuft sauber durch. @types/lodash-es steht jetzt in den devDependencies.")],
    cmd=C, err=E, change="npm i -D @types/lodash-es", groups=[["TS7016", "Could not find a declaration file"], ["@types/lodash-es"]],
    kind="bugfix", traps=["Found 1 error in src/utils/gruppieren.ts:1"], lang="de", note="Declaration package installed.")

C = "npx pyright src"
E = '  /home/kenji/ingest/src/ingest/s3.py:4:6 - error: Import "mypy_boto3_s3.client" could not be resolved (reportMissingImports)'
mem("pyright_boto3_stubs_ja", "pyright", S, "boto3_stubs", "/home/kenji/ingest", lambda rng: [
    ("u", "pyright が s3.py の import で落ちます。型のためだけに入れた import なので、ちゃんと解決したい。"),
    ("b", C, "/home/kenji/ingest/src/ingest/s3.py\n" + E + "\n1 error, 0 warnings, 0 informations ", 1),
    ("b", "grep -n mypy_boto3 src/ingest/s3.py", "4:from mypy_boto3_s3.client import S3Client"),
    ("s", "mypy_boto3_s3 は boto3-stubs の s3 extra が入れるパッケージです。dev 依存に追加します。"),
    ("b", "uv add --dev 'boto3-stubs[s3]'", "Resolved 31 packages in 402ms\nInstalled 3 packages in 14ms\n + boto3-stubs==1.35.71\n + mypy-boto3-s3==1.35.67\n + types-s3transfer==0.10.4"),
    ("b", C, "0 errors, 0 warnings, 0 informations "),
    ("s", "通りました。boto3-stubs[s3] を dev グループに追加しています。")],
    cmd=C, err=E, change="boto3-stubs[s3]", groups=[["mypy_boto3_s3"], ["boto3-stubs"]], kind="bugfix",
    traps=["1 error, 0 warnings, 0 informations"], lang="ja", note="Indented pyright line; stubs added.")

C = "pnpm exec tsc --noEmit"
E = "src/config.ts(3,27): error TS2339: Property 'env' does not exist on type 'ImportMeta'."
mem("tsc_vite_client_types_ko", "tsc", S, "vite_client_types", "/home/minji/dashboard", lambda rng: [
    ("u", "타입 체크에서 import.meta.env 가 에러가 나요. vite 프로젝트인데 왜 그럴까요?"),
    ("b", C, E + "\nsrc/config.ts(4,30): error TS2339: Property 'env' does not exist on type 'ImportMeta'.\n\nFound 2 errors in the same file, starting at: src/config.ts:3", 2),
    ("s", "vite 패키지가 빠졌을 수도 있으니 먼저 설치해 볼게요."),
    ("b", "pnpm add -D vite", "Already up to date\nDone in 1.2s"),
    ("b", C, E + "\n\nFound 2 errors in the same file, starting at: src/config.ts:3", 2),
    ("s", "vite 는 이미 있었어요. 문제는 tsconfig 가 vite/client 타입을 포함하지 않는 것입니다 (vite-env.d.ts 가 지워졌음). compilerOptions.types 에 추가합니다."),
    ("e", "/home/minji/dashboard/tsconfig.json", '    "types": ["node"],', '    "types": ["node", "vite/client"],'),
    ("b", C, ""),
    ("s", "이제 통과합니다.")],
    cmd=C, err=E, change='"types": ["node", "vite/client"]', groups=[["Property 'env' does not exist on type 'ImportMeta'"], ["vite/client"]],
    tries=["pnpm add -D vite"], kind="bugfix", lang="ko", note="The try did nothing; the tsconfig types fixed it.")

C = "pre-commit run mypy --all-files"
E = 'src/pedidos/config.py:1: error: Library stubs not installed for "yaml"  [import-untyped]'
mem("precommit_mypy_yaml_stubs_pt", "pre-commit", S, "hook_env_stubs", "/home/rafael/pedidos", lambda rng: [
    ("u", "O hook do mypy falha no config.py, mas rodando mypy direto passa. Pode ver?"),
    ("b", C, "mypy.....................................................................Failed\n- hook id: mypy\n- exit code: 1\n\n" + E + '\nsrc/pedidos/config.py:1: note: Hint: "python3 -m pip install types-PyYAML"\nFound 1 error in 1 file (checked 27 source files)', 1),
    ("b", "pip install types-PyYAML", "Collecting types-PyYAML\n  Using cached types_PyYAML-6.0.12.20240917-py3-none-any.whl\nSuccessfully installed types-PyYAML-6.0.12.20240917"),
    ("b", C, "mypy.....................................................................Failed\n- hook id: mypy\n- exit code: 1\n\n" + E + "\nFound 1 error in 1 file (checked 27 source files)", 1),
    ("s", "Instalar no venv não adianta: o pre-commit roda o mypy num ambiente isolado. Os stubs precisam ir em additional_dependencies do hook."),
    ("e", "/home/rafael/pedidos/.pre-commit-config.yaml", "      - id: mypy\n", "      - id: mypy\n        additional_dependencies: [types-PyYAML==6.0.12.20240917]\n"),
    ("b", C, "mypy.....................................................................Passed"),
    ("s", "Passou. O ambiente do hook agora tem os stubs.")],
    cmd=C, err=E, change="additional_dependencies: [types-PyYAML==6.0.12.20240917]", groups=[["Library stubs not installed"], ["additional_dependencies"]],
    tries=["pip install types-PyYAML"], kind="bugfix", lang="pt",
    traps=["mypy.....................................................................Failed"], note="The hook env needs the stubs.")

C = "mypy ."
E = 'kiosque/views.py:2: error: Skipping analyzing "django.http": module is installed, but missing library stubs or py.typed marker  [import-untyped]'
mem("mypy_django_stubs_plugin_fr", "mypy", S, "django_stubs", "/home/camille/kiosque", lambda rng: [
    ("u", "On veut activer mypy sur kiosque. Lance-le et corrige ce qu'il faut côté config."),
    ("b", C, E + '\nkiosque/models.py:1: error: Skipping analyzing "django.db": module is installed, but missing library stubs or py.typed marker  [import-untyped]\nkiosque/views.py:2: note: See https://mypy.readthedocs.io/en/stable/running_mypy.html#missing-imports\nFound 2 errors in 2 files (checked 19 source files)', 1),
    ("s", "Django n'a pas de types intégrés. Il faut django-stubs et son plugin mypy, qui a besoin du module de settings."),
    ("b", "uv add --dev 'django-stubs[compatible-mypy]'", "Resolved 24 packages in 330ms\n + django-stubs==5.1.1\n + django-stubs-ext==5.1.1\n + types-pyyaml==6.0.12.20240917"),
    ("e", "/home/camille/kiosque/pyproject.toml", "[tool.mypy]\nstrict = true\n", "[tool.mypy]\nstrict = true\nplugins = [\"mypy_django_plugin.main\"]\n\n[tool.django-stubs]\ndjango_settings_module = \"kiosque.settings\"\n"),
    ("b", C, "Success: no issues found in 19 source files"),
    ("s", "mypy passe avec django-stubs et le plugin configuré.")],
    cmd=C, err=E, change="mypy_django_plugin.main", groups=[["missing library stubs or py.typed marker"], ["django-stubs"]],
    also_ok=['kiosque/models.py:1: error: Skipping analyzing "django.db": module is installed, but missing library stubs or py.typed marker  [import-untyped]'],
    kind="bugfix", traps=["Found 2 errors in 2 files (checked 19 source files)"], lang="fr", note="Stubs plus plugin config.")

C = "npx tsc --noEmit"
E = "src/components/Card.tsx(2,20): error TS2307: Cannot find module './Card.module.css' or its corresponding type declarations."
mem("tsc_css_module_declaration_zh", "tsc", S, "css_modules_dts", "/home/lihua/shopfront", lambda rng: [
    ("u", "把 Card 组件改成 CSS Modules 之后 tsc 报错了，webpack 构建是好的。"),
    ("b", C, E + "\n\nFound 1 error in src/components/Card.tsx:2", 2),
    ("s", "webpack 的 css-loader 能处理，但 TypeScript 不知道 .module.css 是什么。加一个模块声明文件。"),
    ("w", "/home/lihua/shopfront/src/types/css-modules.d.ts", "declare module '*.module.css' {\n  const classes: { readonly [key: string]: string };\n  export default classes;\n}\n"),
    ("b", C, ""),
    ("s", "tsc 通过了。声明在 src/types/css-modules.d.ts，tsconfig 的 include 已经覆盖 src。")],
    cmd=C, err=E, change="declare module '*.module.css'", groups=[["Cannot find module './Card.module.css'", "TS2307"], ["declare module", ".d.ts"]],
    kind="bugfix", traps=["Found 1 error in src/components/Card.tsx:2"], lang="zh", note="A declaration file.")

S = "path_and_config"

C = "npx tsc --noEmit"
E = "src/pages/checkout.ts(3,24): error TS2307: Cannot find module '@/lib/money' or its corresponding type declarations."
mem("tsc_path_alias_paths", "tsc", S, "alias_paths", "/home/owen/tillpoint", lambda rng: [
    ("u", "vite resolves '@/...' fine but tsc doesn't. fix the config please"),
    ("b", C, E + "\nsrc/pages/refund.ts(2,26): error TS2307: Cannot find module '@/lib/receipts' or its corresponding type declarations.\n\nFound 2 errors in 2 files.", 2),
    ("r", "/home/owen/tillpoint/vite.config.ts", "export default defineConfig({\n  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },\n})\n"),
    ("s", "The alias lives only in vite.config.ts; tsc needs the same mapping in compilerOptions.paths."),
    ("e", "/home/owen/tillpoint/tsconfig.json", '    "moduleResolution": "bundler",', '    "moduleResolution": "bundler",\n    "baseUrl": ".",\n    "paths": { "@/*": ["src/*"] },'),
    ("b", C, ""),
    ("s", "tsc is clean; the alias is now declared for both vite and TypeScript.")],
    cmd=C, err=E, change='"paths": { "@/*": ["src/*"] }', groups=[["Cannot find module '@/lib/money'", "TS2307"], ["paths"]],
    also_ok=["src/pages/refund.ts(2,26): error TS2307: Cannot find module '@/lib/receipts' or its corresponding type declarations."],
    kind="bugfix", traps=["Found 2 errors in 2 files."], note="The alias added to tsconfig paths.")

C = "npx eslint src"
E = "  3:22  error  Unable to resolve path to module '@/api/client'  import/no-unresolved"
mem("eslint_import_resolver_alias_it", "eslint", S, "resolver_typescript", "/home/giulia/ordini", lambda rng: [
    ("u", "eslint segnala import/no-unresolved su tutti gli import con @/. tsc invece è contento."),
    ("b", C, "\n/home/giulia/ordini/src/pages/Ordine.tsx\n" + E + "\n  4:20  error  Unable to resolve path to module '@/hooks/useCarrello'  import/no-unresolved\n\n✖ 2 problems (2 errors, 0 warnings)\n", 1),
    ("s", "eslint-plugin-import usa il resolver di node, che non legge i paths di tsconfig. Serve eslint-import-resolver-typescript configurato nei settings."),
    ("b", "npm i -D eslint-import-resolver-typescript", "added 6 packages, and audited 688 packages in 4s"),
    ("e", "/home/giulia/ordini/eslint.config.mjs", "    settings: { react: { version: 'detect' } },", "    settings: {\n      react: { version: 'detect' },\n      'import/resolver': { typescript: { project: './tsconfig.json' } }, // eslint-import-resolver-typescript\n    },"),
    ("b", C, ""),
    ("s", "Nessun errore: il resolver TypeScript ora legge gli alias da tsconfig.")],
    cmd=C, err=E, change="eslint-import-resolver-typescript", groups=[["Unable to resolve path to module"], ["eslint-import-resolver-typescript", "import/resolver"]],
    also_ok=["4:20  error  Unable to resolve path to module '@/hooks/useCarrello'  import/no-unresolved"],
    kind="bugfix", traps=["✖ 2 problems (2 errors, 0 warnings)"], lang="it", note="Indented eslint line.")

C = "mypy"
E = "mypy: error: Missing target module, package, files, or command."
mem("mypy_pyproject_section_name_de", "mypy", S, "tool_mypy_section", "/home/lena/lieferung", lambda rng: [
    ("u", "Ich habe die mypy.ini in die pyproject.toml verschoben, jetzt läuft mypy ohne Argumente nicht mehr."),
    ("b", C, "usage: mypy [-h] [-v] [-V] [more options; see below]\n            [-m MODULE] [-p PACKAGE] [-c PROGRAM_TEXT] [files ...]\n" + E, 2),
    ("b", "grep -n 'mypy' pyproject.toml", "31:[mypy]\n32:files = [\"src/lieferung\", \"tests\"]\n33:strict = true"),
    ("s", "In pyproject.toml heißt der Abschnitt [tool.mypy], nicht [mypy]. So wird er ignoriert und `files` fehlt."),
    ("e", "/home/lena/lieferung/pyproject.toml", "[mypy]\nfiles = [", "[tool.mypy]\nfiles = ["),
    ("b", C, "Success: no issues found in 44 source files"),
    ("s", "Läuft wieder, mit der Konfiguration aus pyproject.toml.")],
    cmd=C, err=E, change="[tool.mypy]", groups=[["Missing target module, package, files, or command"], ["[tool.mypy]"]],
    kind="bugfix", traps=["usage: mypy [-h] [-v] [-V] [more options; see below]"], lang="de", note="Section renamed.")

C = "ruff check ."
E = "unknown field `tool`, expected one of `builtins`, `cache-dir`, `exclude`, `extend`, `fix`, `format`, `include`, `line-length`, `lint`, `output-format`, `src`, `target-version`"
mem("ruff_toml_tool_prefix_nl", "ruff", S, "ruff_toml_sections", "/home/sanne/kassa", lambda rng: [
    ("u", "Ik heb de ruff-config uit pyproject naar een los ruff.toml gekopieerd en nu weigert ruff te starten."),
    ("b", C, "ruff failed\n  Cause: Failed to parse /home/sanne/kassa/ruff.toml\n  Cause: TOML parse error at line 1, column 2\n  |\n1 | [tool.ruff]\n  |  ^^^^\n" + E + "\n", 2),
    ("r", "/home/sanne/kassa/ruff.toml", "[tool.ruff]\nline-length = 100\n\n[tool.ruff.lint]\nselect = [\"E\", \"F\", \"I\", \"B\"]\n"),
    ("s", "In een ruff.toml horen de koppen zonder `tool.ruff`: de hoofdopties staan bovenaan en lint-regels onder [lint]."),
    ("w", "/home/sanne/kassa/ruff.toml", "line-length = 100\n\n[lint]\nselect = [\"E\", \"F\", \"I\", \"B\"]\n"),
    ("b", C, "All checks passed!"),
    ("s", "ruff draait weer met dezelfde regels.")],
    cmd=C, err=E, change="[lint]\nselect", groups=[["unknown field `tool`"], ["[lint]"]],
    kind="bugfix", traps=["ruff failed"], lang="nl", note="ruff.toml has no tool.ruff prefix.")

C = "golangci-lint run ./..."
E = 'Error: can\'t load config: unsupported version of the configuration: "" See https://golangci-lint.run/product/migration-guide for migration instructions'
mem("golangci_v2_config_migrate_ru", "golangci-lint", S, "config_v1_to_v2", "/home/dmitry/sklad", lambda rng: [
    ("u", "Обновил golangci-lint до v2 через brew, теперь он вообще не стартует. Почини конфиг."),
    ("b", C, E + "\nThe command is terminated due to an error: can't load config: unsupported version of the configuration: \"\" See https://golangci-lint.run/product/migration-guide for migration instructions", 3),
    ("b", "golangci-lint version", "golangci-lint has version 2.1.6 built with go1.24.3 from 4ed1b5b2 on 2027-04-30T09:12:44Z"),
    ("s", "Конфиг .golangci.yml в формате v1 (без `version: \"2\"`). В v2 есть команда migrate, она переписывает файл в новый формат."),
    ("b", "golangci-lint migrate", "Saving the v1 configuration to: .golangci.bck.yml\nWriting v2 configuration to: .golangci.yml"),
    ("b", C, "0 issues."),
    ("s", "Линтер снова работает; старый конфиг сохранён в .golangci.bck.yml, его можно удалить после ревью.")],
    cmd=C, err=E, change="golangci-lint migrate", groups=[["unsupported version of the configuration"], ["golangci-lint migrate", "v2 configuration"]],
    kind="bugfix", lang="ru", note="The config migrated to v2.")

C = "protoc -I proto -I third_party/googleapis --go_out=gen --go_opt=paths=source_relative proto/orders/v1/orders.proto"
E = "google/api/annotations.proto: File not found."
mem("protoc_googleapis_submodule", "protoc", S, "include_submodule", "/home/amir/orders-api", lambda rng: [
    ("u", "fresh clone, protoc can't generate the orders stubs"),
    ("b", C, E + "\norders/v1/orders.proto:5:1: Import \"google/api/annotations.proto\" was not found or had errors.", 1),
    ("b", "ls third_party/googleapis", ""),
    ("s", "The include path is in the command, but third_party/googleapis is an empty folder: it's a git submodule that a plain clone doesn't fetch."),
    ("b", "git submodule update --init third_party/googleapis", "Submodule 'third_party/googleapis' (https://git.example/mirror/googleapis.git) registered for path 'third_party/googleapis'\nCloning into '/home/amir/orders-api/third_party/googleapis'...\nSubmodule path 'third_party/googleapis': checked out 'c4f1a29e0b'"),
    ("b", C, ""),
    ("s", "Generated gen/orders/v1/orders.pb.go. For the next clone: `git clone --recurse-submodules`.")],
    cmd=C, err=E, change="git submodule update --init third_party/googleapis", groups=[["google/api/annotations.proto"], ["submodule"]],
    also_ok=['orders/v1/orders.proto:5:1: Import "google/api/annotations.proto" was not found or had errors.'],
    note="The include folder was an uninitialised submodule.")

C = "vendor/bin/phpstan analyse --memory-limit=1G"
E = "Path /home/rocio/facturas/app/Legacy does not exist"
mem("phpstan_renamed_path_es", "phpstan", S, "stale_path", "/home/rocio/facturas", lambda rng: [
    ("u", "PHPStan dejó de funcionar después de renombrar app/Legacy a app/Heredado. ¿Lo arreglas?"),
    ("b", C, "Note: Using configuration file /home/rocio/facturas/phpstan.neon.\n" + E, 1),
    ("b", "grep -n -A4 'paths:' phpstan.neon", "3:    paths:\n4-        - app/Http\n5-        - app/Legacy\n6-        - app/Servicios"),
    ("e", "/home/rocio/facturas/phpstan.neon", "        - app/Legacy\n", "        - app/Heredado\n"),
    ("b", C, "Note: Using configuration file /home/rocio/facturas/phpstan.neon.\n 214/214 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%\n\n [OK] No errors"),
    ("s", "Listo: la ruta en phpstan.neon apunta a la carpeta nueva y el análisis pasa completo.")],
    cmd=C, err=E, change="app/Heredado", groups=[["does not exist"], ["app/Heredado"]], kind="bugfix", lang="es",
    traps=["Note: Using configuration file /home/rocio/facturas/phpstan.neon."], note="Config path updated after a rename.")

C = "swiftlint lint --strict"
E = "Error: No lintable files found at paths: ''"
mem("swiftlint_included_moved_ja", "swiftlint", S, "included_paths", "/home/yuki/Kakeibo", lambda rng: [
    ("u", "ソースを App/Sources に移動したら swiftlint がエラーになりました。"),
    ("b", C, "Linting Swift files in current working directory\n" + E, 1),
    ("r", "/home/yuki/Kakeibo/.swiftlint.yml", "included:\n  - Sources\n  - Tests\nexcluded:\n  - Pods\nline_length: 140\n"),
    ("s", ".swiftlint.yml の included が古いパスのままなので、対象ファイルがゼロになっています。新しいパスに合わせます。"),
    ("e", "/home/yuki/Kakeibo/.swiftlint.yml", "included:\n  - Sources\n  - Tests\n", "included:\n  - App/Sources\n  - App/Tests\n"),
    ("b", C, "Linting Swift files in current working directory\nLinting 'KakeiboApp.swift' (1/86)\nDone linting! Found 0 violations, 0 serious in 86 files."),
    ("s", "86 ファイルを lint して違反ゼロです。")],
    cmd=C, err=E, change="App/Sources", groups=[["No lintable files found"], ["included"]], kind="bugfix", lang="ja",
    note="included paths updated after the move.")

C = "flake8 app tests"
E = "app/servis/rapor.py:41:80: E501 line too long (96 > 79 characters)"
mem("flake8_pyproject_ignored_tr", "flake8", S, "config_file_location", "/home/emre/rapor", lambda rng: [
    ("u", "flake8 satır uzunluğu 100 ayarını görmüyor gibi, pyproject.toml'da yazdım halbuki."),
    ("b", C, E + "\napp/servis/rapor.py:58:80: E501 line too long (88 > 79 characters)\ntests/test_rapor.py:12:80: E501 line too long (91 > 79 characters)", 1),
    ("s", "flake8 pyproject.toml okumaz; ayarlar .flake8, setup.cfg veya tox.ini içinde olmalı. [tool.flake8] bölümünü .flake8 dosyasına taşıyorum."),
    ("w", "/home/emre/rapor/.flake8", "[flake8]\nmax-line-length = 100\nextend-exclude = .venv,build\n"),
    ("e", "/home/emre/rapor/pyproject.toml", "[tool.flake8]\nmax-line-length = 100\n\n", ""),
    ("b", C, ""),
    ("s", "Temiz. Ayar artık .flake8 dosyasında.")],
    cmd=C, err=E, change="max-line-length = 100\nextend-exclude", groups=[["E501"], [".flake8"]],
    also_ok=["app/servis/rapor.py:58:80: E501 line too long (88 > 79 characters)"], kind="bugfix", lang="tr",
    note="flake8 does not read pyproject.toml; the config moved to .flake8.")

C = 'npx prettier --check "src/**/*.{ts,tsx}"'
E = "[error] Cannot use import statement outside a module"
mem("prettier_esm_config_mjs_fr", "prettier", S, "config_module_format", "/home/hugo/agenda", lambda rng: [
    ("u", "J'ai réécrit prettier.config.js avec un import du plugin de tri, maintenant prettier --check plante."),
    ("b", C, "Checking formatting...\n[error] Invalid configuration for file \"src/main.ts\":\n" + E, 2),
    ("b", "grep -n '\"type\"' package.json", ""),
    ("s", "Le package n'a pas \"type\": \"module\", donc un .js est chargé en CommonJS et l'`import` échoue. Le plus simple : renommer en .mjs."),
    ("b", "git mv prettier.config.js prettier.config.mjs", ""),
    ("b", C, "Checking formatting...\nAll matched files use Prettier code style!"),
    ("s", "C'est bon, la config est lue en ESM.")],
    cmd=C, err=E, change="git mv prettier.config.js prettier.config.mjs", groups=[["Cannot use import statement outside a module"], ["prettier.config.mjs"]],
    also_ok=['[error] Invalid configuration for file "src/main.ts":'], kind="bugfix", lang="fr", note="Config renamed to .mjs.")

C = "gh run view 51230774 --log-failed"
E = "packages/web/tsconfig.json(14,5): error TS6306: Referenced project '/home/runner/work/kvytky/kvytky/packages/shared' must have setting \"composite\": true."
mem("tsc_project_reference_composite_uk", "tsc", S, "composite_reference", "/home/oksana/kvytky", lambda rng: [
    ("u", "Я додала references на packages/shared у web, локально я tsc -b не запускала, а в CI тепер червоне. Run 51230774."),
    ("b", C, "\n".join(f"typecheck\ttsc -b\t2027-05-17T08:20:{11 + i:02d}.5520193Z {x}" for i, x in enumerate(["> tsc -b", E, "Found 1 error.", "##[error]Process completed with exit code 1."]))),
    ("s", "Проєкт, на який є reference, мусить мати composite: true (тоді declaration вмикається сам)."),
    ("e", "/home/oksana/kvytky/packages/shared/tsconfig.json", '    "outDir": "dist",', '    "outDir": "dist",\n    "composite": true,'),
    ("b", "npx tsc -b", ""),
    ("b", "git commit -am 'shared: composite for project references' && git push", "[feat/kvytky-web 0d4e8a1] shared: composite for project references\n 1 file changed, 1 insertion(+)"),
    ("b", "gh run watch 51231090 --exit-status", "✓ feat/kvytky-web CI · 51231090\n\nJOBS\n✓ typecheck in 52s (ID 80144201377)\n\n✓ Run CI (51231090) completed with 'success'"),
    ("s", "Локально tsc -b проходить, і CI зелений.")],
    cmd=C, err=E, change='"composite": true,', passed="gh run watch 51231090 --exit-status",
    groups=[["TS6306", "must have setting \"composite\": true"], ["composite"]],
    kind="bugfix", traps=["Found 1 error."], lang="uk", note="Wrapped gh log; composite set on the referenced project.")
