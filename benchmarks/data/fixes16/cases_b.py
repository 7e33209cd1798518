"""Sessions with memory, part two: `npm_script`, `shell_script`, `pre_commit`, `task_runner` (20)."""

from __future__ import annotations

from kit import mem

# --- npm_script: `npm run verify` runs several tools, one fails -----------------------------------

mem("stylelint_tailwind_at_rule_es", "stylelint", "npm_script", "/home/lucia/mercado-ui",
    ask="¿Puedes arreglar `npm run verify`? Falla desde que metimos Tailwind.",
    chain="npm run verify", step="stylelint",
    out=["> mercado-ui@1.3.0 verify", "> npm run lint:css && npm run typecheck && npm test", "",
         "> mercado-ui@1.3.0 lint:css", "> stylelint \"src/**/*.css\"", "", "src/styles/base.css",
         "  1:1  ✖  Unexpected unknown at-rule \"@tailwind\"  at-rule-no-unknown", "", "✖ 1 problem (1 error, 0 warnings)"],
    err='Unexpected unknown at-rule "@tailwind"  at-rule-no-unknown',
    change=[("e", "/home/lucia/mercado-ui/.stylelintrc.json", '"extends": ["stylelint-config-standard"]',
             '"extends": ["stylelint-config-standard"],\n  "rules": {\n    "at-rule-no-unknown": [true, '
             '{ "ignoreAtRules": ["tailwind", "apply", "layer"] }]\n  }')],
    ok=["> mercado-ui@1.3.0 verify", "> npm run lint:css && npm run typecheck && npm test", "",
        " Test Files  12 passed (12)", "      Tests  58 passed (58)"],
    close="Era stylelint: no conocía la directiva `@tailwind` (regla at-rule-no-unknown). En .stylelintrc.json "
          "la regla ahora tiene `ignoreAtRules: [\"tailwind\", \"apply\", \"layer\"]`; `npm run verify` pasa entero.",
    groups=[["stylelint", "at-rule-no-unknown"], ["ignoreAtRules"]], kind="lesson", lang="es")

mem("prettier_plugin_not_installed", "prettier", "npm_script", "/home/nia/lanternpost",
    ask="npm run verify fails at the prettier check after I merged Dev's branch.",
    chain="npm run verify", step="prettier",
    out=["> lanternpost@0.9.2 verify", "> prettier --check . && eslint . && vitest run", "",
         "[error] Cannot find package 'prettier-plugin-tailwindcss' imported from /home/nia/lanternpost/noop.js"],
    code=2,
    err="[error] Cannot find package 'prettier-plugin-tailwindcss' imported from",
    look=[("b", "git diff HEAD~1 -- .prettierrc package.json", "+  \"plugins\": [\"prettier-plugin-tailwindcss\"]")],
    change=[("b", "npm i -D prettier-plugin-tailwindcss@0.6", "added 1 package, and audited 633 packages in 3s")],
    ok=["> lanternpost@0.9.2 verify", "> prettier --check . && eslint . && vitest run", "Checking formatting...",
        "All matched files use Prettier code style!", " Test Files  9 passed (9)"],
    close="Dev's merge added prettier-plugin-tailwindcss to .prettierrc but not to package.json, so prettier "
          "could not load it. Installed it as a dev dependency; npm run verify passes.",
    groups=[["prettier"], ["npm i -D prettier-plugin-tailwindcss", "prettier-plugin-tailwindcss@0.6"]])

mem("vue_tsc_define_props_type", "vue-tsc", "npm_script", "/home/theo/larkboard",
    ask="npm run verify — vue-tsc complains about a component. Fix please.",
    chain="npm run verify", step="vue-tsc",
    out=["> larkboard@2.0.0 verify", "> vue-tsc --noEmit && vite build", "",
         "src/components/RowTable.vue:18:21 - error TS2339: Property 'rows' does not exist on type "
         "'{ title: string; }'.", "", "Found 1 error in src/components/RowTable.vue:18"], code=2,
    err="error TS2339: Property 'rows' does not exist on type '{ title: string; }'.",
    change=[("e", "/home/theo/larkboard/src/components/RowTable.vue", "const props = defineProps<{ title: string }>()",
             "const props = defineProps<{ title: string; rows: Row[] }>()")],
    ok=["> larkboard@2.0.0 verify", "> vue-tsc --noEmit && vite build", "✓ 214 modules transformed.",
        "✓ built in 2.41s"],
    close="vue-tsc failed because RowTable.vue used `props.rows` without declaring it in defineProps; added "
          "`rows: Row[]` to the props type. verify passes (type check and build).",
    groups=[["vue-tsc", "TS2339"], ["rows: Row[]"]])

mem("knip_unused_dependency", "knip", "npm_script", "/home/esme/ferrydesk",
    ask="npm run ci fails in knip. Can you clean that up?",
    chain="npm run ci", step="knip",
    out=["> ferrydesk@1.1.0 ci", "> knip && tsc -b && vitest run", "", "Unused dependencies (1)",
         "left-pad  package.json:23:6"], code=1,
    err="Unused dependencies (1)\nleft-pad  package.json:23:6",
    look=[("b", "grep -rn \"left-pad\" src/ || echo none", "none")],
    change=[("b", "npm uninstall left-pad", "removed 1 package, and audited 380 packages in 1s")],
    ok=["> ferrydesk@1.1.0 ci", "> knip && tsc -b && vitest run", "✂️  Excellent, Knip found no issues.",
        " Test Files  7 passed (7)"],
    close="knip reported left-pad as an unused dependency, and nothing in src/ imports it; I uninstalled it. "
          "npm run ci passes.",
    groups=[["knip", "Unused dependencies"], ["npm uninstall left-pad"]])

mem("size_limit_external_datefns", "size-limit", "npm_script", "/home/ravi/chronotag",
    ask="npm run verify fails on size-limit after the formatting PR.",
    chain="npm run verify", step="size-limit",
    out=["> chronotag@3.2.0 verify", "> tsup && size-limit && vitest run", "ESM dist/index.js 41.20 KB",
         "  Package size limit has exceeded by 29.2 kB", "  Size limit: 12 kB", "  Size:       41.2 kB with all "
         "dependencies, minified and brotlied"], code=1,
    err="Package size limit has exceeded by 29.2 kB",
    think="The formatting PR imported date-fns; tsup bundled all of it. date-fns is a peer dependency here, it "
          "should not be in the bundle.",
    change=[("e", "/home/ravi/chronotag/tsup.config.ts", "  format: ['esm', 'cjs'],",
             "  format: ['esm', 'cjs'],\n  external: ['date-fns'],")],
    ok=["> chronotag@3.2.0 verify", "> tsup && size-limit && vitest run", "  Size limit: 12 kB",
        "  Size:       9.8 kB with all dependencies, minified and brotlied", " Test Files  5 passed (5)"],
    close="size-limit failed because tsup bundled date-fns (a peer dependency) into dist/index.js. Marked it "
          "`external: ['date-fns']` in tsup.config.ts; the bundle is 9.8 kB and verify passes.",
    groups=[["size-limit", "size limit"], ["external: ['date-fns']"]])

# --- shell_script: ./scripts/check.sh runs several tools, one fails -------------------------------

mem("codespell_docs_typo_pt", "codespell", "shell_script", "/home/joao/cais-api",
    ask="O `./scripts/check.sh` está falhando no codespell. Pode corrigir?",
    chain="./scripts/check.sh", step="codespell",
    out=["== codespell", "docs/api.md:31: recieve ==> receive", "check.sh: codespell failed"], code=65,
    err="docs/api.md:31: recieve ==> receive",
    change=[("e", "/home/joao/cais-api/docs/api.md", "The webhook will recieve a signed payload.",
             "The webhook will receive a signed payload.")],
    ok=["== codespell", "== pytest", "62 passed in 4.02s", "check.sh: all good"],
    close="O codespell achou `recieve` em docs/api.md linha 31; corrigi para `receive`. O check.sh passa inteiro.",
    groups=[["codespell"], ["will receive a signed"]], lang="pt")

mem("actionlint_setup_node_input", "actionlint", "shell_script", "/home/milo/crateyard",
    ask="./scripts/ci-local.sh stops at actionlint. Please fix the workflow.",
    chain="./scripts/ci-local.sh", step="actionlint",
    out=["--> actionlint", ".github/workflows/release.yml:22:11: input \"node-verison\" is not defined in action "
         "\"actions/setup-node@v4\". available inputs are \"always-auth\", \"architecture\", \"cache\", "
         "\"node-version\", ... [action]", "   |", "22 |           node-verison: 20"], code=1,
    err='input "node-verison" is not defined in action "actions/setup-node@v4"',
    change=[("e", "/home/milo/crateyard/.github/workflows/release.yml", "          node-verison: 20",
             "          node-version: 20")],
    ok=["--> actionlint", "--> yamllint", "--> unit tests", "ok: 48 passed", "ci-local: done"],
    close="actionlint caught a misspelt input in release.yml (`node-verison` for setup-node); fixed to "
          "`node-version: 20`. ci-local.sh passes.",
    groups=[["actionlint"], ["node-version: 20"]])

mem("tflint_plugin_init", "tflint", "shell_script", "/home/zara/infra-harrow",
    ask="scripts/check.sh fails at tflint on my laptop but not in CI.",
    chain="scripts/check.sh", step="tflint",
    out=["terraform fmt -check -recursive", "tflint --recursive",
         "Failed to initialize plugins; Plugin \"aws\" not found. Did you run \"tflint --init\"?"], code=1,
    err='Failed to initialize plugins; Plugin "aws" not found. Did you run "tflint --init"?',
    change=[("b", "tflint --init", "Installing \"aws\" plugin...\nInstalled \"aws\" (source: github.com/terraform-linters/"
             "tflint-ruleset-aws, version: 0.34.0)")],
    ok=["terraform fmt -check -recursive", "tflint --recursive", "terraform validate", "Success! The configuration is valid."],
    close="tflint needs its aws ruleset plugin installed once per machine (CI runs `tflint --init` first); I ran "
          "`tflint --init` and check.sh passes.",
    groups=[["tflint"], ["tflint --init"]], kind="lesson")

mem("cspell_project_word", "cspell", "shell_script", "/home/noor/geofence-kit",
    ask="./scripts/check.sh is failing at the spell check. The word is right though.",
    chain="./scripts/check.sh", step="cspell",
    out=["[cspell]", "src/distance.ts:12:17 - Unknown word (haversine)", "CSpell: Files checked: 41, Issues found: 1 in 1 file"],
    code=1,
    err="src/distance.ts:12:17 - Unknown word (haversine)",
    change=[("e", "/home/noor/geofence-kit/cspell.json", '"words": ["geofence", "polyline"]',
             '"words": ["geofence", "polyline", "haversine"]')],
    ok=["[cspell]", "CSpell: Files checked: 41, Issues found: 0 in 0 files", "[vitest]", " Test Files  6 passed (6)"],
    close="cspell did not know `haversine` (the distance formula); added it to the project words in cspell.json. "
          "check.sh passes.",
    groups=[["cspell", "Unknown word"], ['"haversine"]']], kind="lesson")

mem("vale_styles_sync", "vale", "shell_script", "/home/greta/orchard-handbook",
    ask="scripts/docs-check.sh fails immediately in vale, fresh clone.",
    chain="scripts/docs-check.sh", step="vale",
    out=["+ vale docs/", "E100 [loadStyles] Runtime error", "", "style 'Google' does not exist on StylesPath"], code=2,
    err="style 'Google' does not exist on StylesPath",
    look=[("r", "/home/greta/orchard-handbook/.vale.ini", "StylesPath = .vale/styles\nPackages = Google\n\n[*.md]\nBasedOnStyles = Vale, Google")],
    change=[("b", "vale sync", "SYNC [download] Google ✔ 100% [1/1]")],
    ok=["+ vale docs/", "✔ 0 errors, 0 warnings and 0 suggestions in 23 files.", "+ markdown-link-check", "docs-check: ok"],
    close="vale's styles are downloaded packages (.vale/styles is gitignored); on a fresh clone `vale sync` has to "
          "fetch Google first. After it, docs-check.sh passes.",
    groups=[["vale"], ["vale sync"]], kind="lesson")

# --- pre_commit: `pre-commit run --all-files`, one hook fails -------------------------------------

mem("isort_black_profile_zh", "isort", "pre_commit", "/home/wei/xiangce",
    ask="`pre-commit run --all-files` 每次都失败，isort 和 black 好像在互相改文件。帮我看看？",
    chain="pre-commit run --all-files", step="isort",
    out=["black....................................................................Passed",
         "isort....................................................................Failed",
         "- hook id: isort", "- files were modified by this hook", "", "Fixing /home/wei/xiangce/src/xiangce/album.py"],
    err="- files were modified by this hook",
    think="isort's default wraps imports in grid style; black then rewrites them. The black profile makes isort agree.",
    change=[("e", "/home/wei/xiangce/pyproject.toml", "[tool.isort]\nknown_first_party = [\"xiangce\"]",
             "[tool.isort]\nprofile = \"black\"\nknown_first_party = [\"xiangce\"]")],
    ok=["black....................................................................Passed",
        "isort....................................................................Passed",
        "end-of-file-fixer........................................................Passed"],
    close="是 isort 这个钩子：它默认的换行风格和 black 冲突。我在 pyproject.toml 的 [tool.isort] 里加了 "
          "`profile = \"black\"`，现在 pre-commit 全部通过。",
    groups=[["isort"], ['profile = "black"']], kind="lesson", lang="zh")

mem("taplo_pyproject_format", "taplo", "pre_commit", "/home/fin/brineworks",
    ask="pre-commit run --all-files fails on the TOML formatter.",
    chain="pre-commit run --all-files", step="taplo",
    out=["taplo-format.............................................................Failed", "- hook id: taplo-format",
         "- exit code: 1", "ERROR taplo:format_files: the file is not properly formatted path=\"pyproject.toml\""],
    err='ERROR taplo:format_files: the file is not properly formatted path="pyproject.toml"',
    change=[("b", "taplo fmt pyproject.toml", "INFO taplo:format_files: formatted 1 file")],
    ok=["taplo-format.............................................................Passed",
        "trailing-whitespace......................................................Passed"],
    close="The taplo hook runs in check mode; pyproject.toml was not formatted. `taplo fmt pyproject.toml` fixed "
          "it and pre-commit passes.",
    groups=[["taplo"], ["taplo fmt pyproject.toml"]])

mem("pyright_hook_additional_deps", "pyright", "pre_commit", "/home/abe/relaywire",
    ask="pre-commit run --all-files: pyright can't find httpx, but it's installed!",
    chain="pre-commit run --all-files", step="pyright",
    out=["pyright..................................................................Failed", "- hook id: pyright",
         "/home/abe/relaywire/src/relaywire/client.py:3:8 - error: Import \"httpx\" could not be resolved "
         "(reportMissingImports)", "1 error, 0 warnings, 0 informations"],
    err='error: Import "httpx" could not be resolved (reportMissingImports)',
    think="pre-commit runs the hook in its own virtualenv; the project's venv is not visible. The hook needs httpx "
          "listed as an additional dependency.",
    change=[("e", "/home/abe/relaywire/.pre-commit-config.yaml", "    hooks:\n      - id: pyright",
             "    hooks:\n      - id: pyright\n        additional_dependencies: [\"httpx>=0.27\"]")],
    ok=["pyright..................................................................Passed"],
    close="The pyright hook runs in pre-commit's isolated env, where httpx is absent. Added "
          "`additional_dependencies: [\"httpx>=0.27\"]` to the hook; pre-commit passes.",
    groups=[["pyright", "reportMissingImports"], ["additional_dependencies"]], kind="lesson")

mem("editorconfig_makefile_tabs", "editorconfig-checker", "pre_commit", "/home/lena/pebblepress",
    ask="pre-commit run --all-files fails at editorconfig-checker on the Makefile. Makefiles need tabs...",
    chain="pre-commit run --all-files", step="editorconfig-checker",
    out=["editorconfig-checker.....................................................Failed",
         "Makefile:", "\t4: Wrong indentation type(tabs instead of spaces)", "\t7: Wrong indentation type(tabs instead of spaces)",
         "2 errors found"],
    err="4: Wrong indentation type(tabs instead of spaces)",
    change=[("e", "/home/lena/pebblepress/.editorconfig", "[*]\nindent_style = space\nindent_size = 4",
             "[*]\nindent_style = space\nindent_size = 4\n\n[Makefile]\nindent_style = tab")],
    ok=["editorconfig-checker.....................................................Passed"],
    close="The global `indent_style = space` in .editorconfig also covered the Makefile; a `[Makefile]` section "
          "with `indent_style = tab` fixes it. pre-commit passes.",
    groups=[["editorconfig-checker", "editorconfig"], ["[Makefile]"]], kind="lesson")

mem("pydocstyle_missing_arg_doc", "pydocstyle", "pre_commit", "/home/hugo/tidyseries",
    ask="pre-commit run --all-files complains about a docstring in rolling.py.",
    chain="pre-commit run --all-files", step="pydocstyle",
    out=["pydocstyle...............................................................Failed", "- hook id: pydocstyle",
         "src/tidyseries/rolling.py:12 in public function `rolling_mean`:",
         "        D417: Missing argument descriptions in the docstring (argument(s) window are missing descriptions "
         "in 'rolling_mean' docstring)"],
    err="D417: Missing argument descriptions in the docstring (argument(s) window are missing descriptions in 'rolling_mean' docstring)",
    change=[("e", "/home/hugo/tidyseries/src/tidyseries/rolling.py", "        values: The series to average.\n",
             "        values: The series to average.\n        window: How many points each mean covers.\n")],
    ok=["pydocstyle...............................................................Passed"],
    close="pydocstyle's D417: rolling_mean's docstring documented `values` but not `window`. Added the `window:` "
          "line; the hook passes.",
    groups=[["pydocstyle", "D417"], ["window: How many points"]])

# --- task_runner: lefthook / turbo / task / tox / just run several steps --------------------------

mem("pip_audit_jinja_bump_ko", "pip-audit", "task_runner", "/home/minji/haneul-cms",
    ask="`lefthook run pre-push`가 pip-audit 단계에서 막혀요. 해결해 주세요.",
    chain="lefthook run pre-push", step="pip-audit",
    out=["│  lint (skip) no matching files", "┃  audit ❯", "pip-audit -r requirements.txt --strict", "Found 1 known vulnerability in 1 package",
         "Name   Version ID                  Fix Versions", "------ ------- ------------------- ------------",
         "jinja2 3.1.2   GHSA-h5c8-rqwp-cp95 3.1.3", "summary: (done in 6.12 seconds)", "🥊  audit"],
    err="jinja2 3.1.2   GHSA-h5c8-rqwp-cp95 3.1.3",
    change=[("e", "/home/minji/haneul-cms/requirements.txt", "jinja2==3.1.2", "jinja2==3.1.4"),
            ("b", "pip install -r requirements.txt", "Successfully installed jinja2-3.1.4")],
    ok=["┃  audit ❯", "No known vulnerabilities found", "┃  test ❯", "88 passed in 7.40s", "✔️  audit", "✔️  test"],
    close="pip-audit 단계가 jinja2 3.1.2의 취약점(GHSA-h5c8-rqwp-cp95)을 잡았습니다. requirements.txt에서 "
          "jinja2==3.1.4로 올리고 설치했더니 pre-push 전체가 통과합니다.",
    groups=[["pip-audit", "GHSA-h5c8-rqwp-cp95"], ["jinja2==3.1.4"]], lang="ko")

mem("oxlint_debugger_statement", "oxlint", "task_runner", "/home/cato/plover",
    ask="npx turbo run lint build fails in @plover/web#lint.",
    chain="npx turbo run lint build", step="oxlint",
    out=["@plover/web:lint: > oxlint src", "@plover/web:lint:   × eslint(no-debugger): `debugger` statement is not allowed",
         "@plover/web:lint:     ╭─[src/cart/Checkout.tsx:57:5]", "@plover/web:lint: Found 0 warnings and 1 error.",
         " ERROR  run failed: command  exited (1)"],
    err="× eslint(no-debugger): `debugger` statement is not allowed",
    change=[("e", "/home/cato/plover/apps/web/src/cart/Checkout.tsx", "    debugger;\n    submitOrder(cart);",
             "    submitOrder(cart);")],
    ok=["@plover/web:lint: Found 0 warnings and 0 errors.", "@plover/web:build: ✓ built in 3.02s",
        " Tasks:    4 successful, 4 total"],
    close="oxlint stopped @plover/web#lint on a leftover `debugger;` in src/cart/Checkout.tsx; removed it. "
          "turbo runs lint and build successfully.",
    groups=[["oxlint", "no-debugger"], ["debugger"]])

mem("spectral_example_type", "spectral", "task_runner", "/home/iva/orderly-api",
    ask="`task ci` fails at the OpenAPI lint. Please fix.",
    chain="task ci", step="spectral",
    out=["task: [fmt] gofmt -l .", "task: [lint-api] spectral lint api/openapi.yaml --fail-severity=error",
         "api/openapi.yaml", " 41:20  error  oas3-valid-schema-example  \"example\" property type must be integer  "
         "paths./orders.get.parameters[0].schema.example", "✖ 1 problem (1 error, 0 warnings, 0 infos, 0 hints)",
         "task: Failed to run task \"ci\": exit status 1"], code=201,
    err='oas3-valid-schema-example  "example" property type must be integer',
    change=[("e", "/home/iva/orderly-api/api/openapi.yaml", "            type: integer\n            example: \"25\"",
             "            type: integer\n            example: 25")],
    ok=["task: [lint-api] spectral lint api/openapi.yaml --fail-severity=error", "No results with a severity of 'error' found!",
        "task: [test] go test ./...", "ok  \torderly/api\t0.41s"],
    close="spectral rejected the `limit` parameter's example: the schema says integer but the example was the "
          "string \"25\". Now `example: 25`; task ci passes.",
    groups=[["spectral", "oas3-valid-schema-example"], ["example: 25"]])

mem("deptry_unused_requests", "deptry", "task_runner", "/home/ugo/ledgerline",
    ask="tox -e lint,py312 fails in the lint env, deptry. Fix?",
    chain="tox -e lint,py312", step="deptry",
    out=["lint: commands[0]> deptry src", "Scanning 23 files...", "",
         "pyproject.toml: DEP002 'requests' defined as a dependency but not used in the codebase",
         "Found 1 dependency issue.", "lint: exit 1 (0.91 seconds)", "py312: SKIP", "  lint: FAIL code 1"], code=1,
    err="DEP002 'requests' defined as a dependency but not used in the codebase",
    look=[("b", "grep -rn 'import requests' src/ tests/ || echo none", "none")],
    change=[("e", "/home/ugo/ledgerline/pyproject.toml", '    "httpx>=0.27",\n    "requests>=2.31",\n', '    "httpx>=0.27",\n')],
    ok=["lint: commands[0]> deptry src", "Success! No dependency issues found.", "py312: 104 passed in 5.6s",
        "  lint: OK", "  py312: OK", "  congratulations :)"],
    close="deptry (DEP002) found `requests` declared but unused since the move to httpx; dropped it from "
          "pyproject.toml. Both tox envs pass.",
    groups=[["deptry", "DEP002"], ["requests>=2.31"]])

mem("hlint_use_fmap_operator", "hlint", "task_runner", "/home/rosa/quillparse",
    ask="just check fails on hlint. Fix it properly, no ignores please.",
    chain="just check", step="hlint",
    out=["hlint src/", "src/Quill/Parse.hs:18:7-38: Warning: Use <$>", "Found:", "  fmap Token.fromText (takeWhile1 isAlpha)",
         "Perhaps:", "  Token.fromText <$> takeWhile1 isAlpha", "", "1 hint", "error: Recipe `check` failed on line 4 with exit code 1"],
    err="src/Quill/Parse.hs:18:7-38: Warning: Use <$>",
    change=[("e", "/home/rosa/quillparse/src/Quill/Parse.hs", "fmap Token.fromText (takeWhile1 isAlpha)",
             "Token.fromText <$> takeWhile1 isAlpha")],
    ok=["hlint src/", "No hints", "ormolu --mode check $(git ls-files '*.hs')", "cabal test", "All 27 tests passed (0.08s)"],
    close="hlint wanted `<$>` instead of `fmap` in src/Quill/Parse.hs:18; rewrote it as "
          "`Token.fromText <$> takeWhile1 isAlpha`. just check passes.",
    groups=[["hlint"], ["Token.fromText <$>"]])
