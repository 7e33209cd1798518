"""Sessions with memory, part one: `and_chain`, `pipeline`, `make_target` (16)."""

from __future__ import annotations

from kit import mem

# --- and_chain: `a && b && c`, one link fails ------------------------------------------------------

mem("shellcheck_unquoted_var_and_chain", "shellcheck", "and_chain", "/home/dev/kestrel-ops",
    ask="Run `shellcheck scripts/*.sh && bats test/` before I tag the release, please.",
    chain="shellcheck scripts/*.sh && bats test/", step="shellcheck",
    out=["", "In scripts/rotate.sh line 17:", 'rm -rf $TARGET_DIR/cache', "       ^---------^ SC2086 (info): "
         "Double quote to prevent globbing and word splitting.", "",
         "For more information:", "  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ..."],
    err="SC2086 (info): Double quote to prevent globbing and word splitting.",
    change=[("e", "/home/dev/kestrel-ops/scripts/rotate.sh", "rm -rf $TARGET_DIR/cache", 'rm -rf "${TARGET_DIR:?}/cache"')],
    ok=["1..6", "ok 1 rotate keeps the last three", "ok 2 rotate refuses an empty TARGET_DIR", "ok 3 backup names",
        "ok 4 restore dry run", "ok 5 restore", "ok 6 prune"],
    close="shellcheck flagged the unquoted `$TARGET_DIR` in scripts/rotate.sh (SC2086); it is now "
          "`\"${TARGET_DIR:?}/cache\"`, which also refuses an empty variable. shellcheck and all 6 bats tests pass.",
    groups=[["shellcheck", "SC2086"], ['"${TARGET_DIR:?}/cache"', "${TARGET_DIR:?}"]])

mem("hadolint_cmd_json_form", "hadolint", "and_chain", "/srv/src/tallyhub",
    ask="`hadolint Dockerfile && docker build -t tallyhub:dev .` is what CI does. It's red, can you look?",
    chain="hadolint Dockerfile && docker build -t tallyhub:dev .", step="hadolint",
    out=["Dockerfile:21 DL3025 warning: Use arguments JSON notation for CMD and ENTRYPOINT arguments"],
    err="Dockerfile:21 DL3025 warning: Use arguments JSON notation for CMD and ENTRYPOINT arguments",
    look=[("r", "/srv/src/tallyhub/Dockerfile", "FROM python:3.12-slim\nWORKDIR /app\nCOPY . .\n"
           "RUN pip install --no-cache-dir .\nCMD gunicorn -b 0.0.0.0:8000 tallyhub.wsgi")],
    change=[("e", "/srv/src/tallyhub/Dockerfile", "CMD gunicorn -b 0.0.0.0:8000 tallyhub.wsgi",
             'CMD ["gunicorn", "-b", "0.0.0.0:8000", "tallyhub.wsgi"]')],
    ok=["#9 exporting to image", "#9 naming to docker.io/library/tallyhub:dev done"],
    close="hadolint's DL3025 wanted the exec (JSON) form of CMD; I rewrote the CMD line as a JSON array. "
          "hadolint is clean and the image builds.",
    groups=[["hadolint", "DL3025"], ['CMD ["gunicorn"', "JSON notation", "exec form"]], kind="lesson")

mem("yamllint_truthy_on_key_de", "yamllint", "and_chain", "/home/jonas/wegweiser",
    ask="Kannst du `yamllint -s . && python -m pytest -q` laufen lassen? Die Pipeline ist seit dem neuen Workflow rot.",
    chain="yamllint -s . && python -m pytest -q", step="yamllint",
    out=["./.github/workflows/nightly.yml", "  3:1       warning  truthy value should be one of [false, true]  (truthy)"],
    err="3:1       warning  truthy value should be one of [false, true]  (truthy)",
    think="With -s warnings fail. Line 3 is the `on:` key of the workflow, which yamllint reads as a boolean. "
          "The key is right for GitHub; the rule should not check keys.",
    change=[("e", "/home/jonas/wegweiser/.yamllint", "rules:\n  line-length: {max: 120}",
             "rules:\n  line-length: {max: 120}\n  truthy:\n    check-keys: false")],
    ok=["........................................", "40 passed in 3.18s"],
    close="Erledigt: yamllint hielt den Schlüssel `on:` in nightly.yml für einen Wahrheitswert (Regel truthy). "
          "In `.yamllint` steht jetzt `truthy: check-keys: false`; yamllint und die 40 Tests laufen grün.",
    groups=[["yamllint", "truthy"], ["check-keys: false"]], kind="lesson", lang="de")

mem("tsc_missing_node_types", "tsc", "and_chain", "/home/ana/parcelbay",
    ask="npm ci && npx tsc --noEmit && npx vitest run — please get that green.",
    chain="npm ci && npx tsc --noEmit && npx vitest run", step="tsc",
    out=["added 412 packages in 9s", "src/server/env.ts(3,30): error TS2580: Cannot find name 'process'. Do you "
         "need to install type definitions for node? Try `npm i --save-dev @types/node`."],
    err="error TS2580: Cannot find name 'process'. Do you need to install type definitions for node?",
    change=[("b", "npm i --save-dev @types/node@22", "added 2 packages, and audited 415 packages in 2s\nfound 0 vulnerabilities")],
    passed="npx tsc --noEmit", ok=[""],
    close="tsc was missing Node's type definitions (TS2580 on `process`); I added @types/node@22 as a dev "
          "dependency and `npx tsc --noEmit` is clean now.",
    groups=[["tsc", "TS2580"], ["@types/node"]])

mem("staticcheck_ioutil_deprecated", "staticcheck", "and_chain", "/home/kim/go/src/loamfs",
    ask="Run go vet ./... && staticcheck ./... && go test ./... and fix whatever stops it.",
    chain="go vet ./... && staticcheck ./... && go test ./...", step="staticcheck",
    out=['internal/blob/read.go:44:12: "io/ioutil" has been deprecated since Go 1.19: As of Go 1.16, the same '
         "functionality is now provided by package [io] or package [os], and those implementations should be "
         "preferred in new code. (SA1019)"],
    err='"io/ioutil" has been deprecated since Go 1.19',
    change=[("e", "/home/kim/go/src/loamfs/internal/blob/read.go", 'data, err := ioutil.ReadAll(r)', 'data, err := io.ReadAll(r)'),
            ("e", "/home/kim/go/src/loamfs/internal/blob/read.go", '\t"io/ioutil"\n', '\t"io"\n')],
    ok=["ok  \tloamfs/internal/blob\t0.211s", "ok  \tloamfs/internal/index\t0.094s"],
    close="staticcheck's SA1019: internal/blob/read.go used the deprecated io/ioutil. It now calls io.ReadAll; "
          "vet, staticcheck and the tests pass.",
    groups=[["staticcheck", "SA1019"], ["io.ReadAll"]])

mem("cppcheck_memleak_ring", "cppcheck", "and_chain", "/home/pavel/ringlog",
    ask="cmake --build build && cppcheck --error-exitcode=1 src/ && ctest --test-dir build fails on cppcheck, fix it.",
    chain="cmake --build build && cppcheck --error-exitcode=1 src/ && ctest --test-dir build", step="cppcheck",
    out=["[100%] Built target ringlog", "Checking src/ring.c ...",
         "src/ring.c:52:9: error: Memory leak: buf [memleak]", "        return -1;", "        ^"],
    err="src/ring.c:52:9: error: Memory leak: buf [memleak]",
    look=[("r", "/home/pavel/ringlog/src/ring.c", "int ring_grow(struct ring *r, size_t n) {\n    char *buf = malloc(n);\n"
           "    if (!buf) return -1;\n    if (copy_out(r, buf, n) < 0)\n        return -1;\n    free(r->data);\n"
           "    r->data = buf;\n    return 0;\n}")],
    change=[("e", "/home/pavel/ringlog/src/ring.c", "    if (copy_out(r, buf, n) < 0)\n        return -1;",
             "    if (copy_out(r, buf, n) < 0) {\n        free(buf);\n        return -1;\n    }")],
    ok=["Checking src/ring.c ...", "100% tests passed, 0 tests failed out of 9"],
    close="cppcheck found a leak in ring_grow: the error path after copy_out returned without freeing buf. "
          "It frees it now; cppcheck is clean and all 9 ctest tests pass.",
    groups=[["cppcheck", "memleak"], ["free(buf)"]])

# --- pipeline: `a | b`, one stage fails (pipefail or xargs) ----------------------------------------

mem("markdownlint_fence_language_fr", "markdownlint", "pipeline", "/home/claire/atelier-docs",
    ask="Peux-tu lancer `git ls-files '*.md' | xargs npx markdownlint-cli2` ? La CI échoue sur la doc.",
    chain="git ls-files '*.md' | xargs npx markdownlint-cli2", step="markdownlint",
    out=["markdownlint-cli2 v0.13.0 (markdownlint v0.34.0)", "Linting: 14 file(s)", "Summary: 1 error(s)",
         "docs/install.md:22 MD040/fenced-code-language Fenced code blocks should have a language specified [Context: \"```\"]"],
    err="docs/install.md:22 MD040/fenced-code-language Fenced code blocks should have a language specified",
    change=[("e", "/home/claire/atelier-docs/docs/install.md", "```\npip install atelier\n```", "```bash\npip install atelier\n```")],
    ok=["markdownlint-cli2 v0.13.0 (markdownlint v0.34.0)", "Linting: 14 file(s)", "Summary: 0 error(s)"],
    close="C'était markdownlint (règle MD040) : le bloc de code de docs/install.md ligne 22 n'avait pas de "
          "langage. J'ai mis ```bash ; la commande passe, 0 erreur.",
    groups=[["markdownlint", "MD040"], ["```bash"]], lang="fr")

mem("xmllint_feed_datetime", "xmllint", "pipeline", "/home/ruth/podhouse",
    ask="find feeds -name '*.xml' -print0 | xargs -0 xmllint --noout --schema schema/feed.xsd is failing, please fix.",
    chain="find feeds -name '*.xml' -print0 | xargs -0 xmllint --noout --schema schema/feed.xsd", step="xmllint",
    out=["feeds/garden.xml validates", "feeds/kitchen.xml:9: element updated: Schemas validity error : Element "
         "'updated': '2026-11-31T08:00:00Z' is not a valid value of the atomic type 'xs:dateTime'.",
         "feeds/kitchen.xml fails to validate"],
    code=123,
    err="Element 'updated': '2026-11-31T08:00:00Z' is not a valid value of the atomic type 'xs:dateTime'.",
    change=[("e", "/home/ruth/podhouse/feeds/kitchen.xml", "<updated>2026-11-31T08:00:00Z</updated>",
             "<updated>2026-11-30T08:00:00Z</updated>")],
    ok=["feeds/garden.xml validates", "feeds/kitchen.xml validates", "feeds/porch.xml validates"],
    close="xmllint rejected feeds/kitchen.xml: November has no 31st, so `<updated>` was not a valid xs:dateTime. "
          "Set it to 2026-11-30T08:00:00Z; all three feeds validate.",
    groups=[["xmllint", "xs:dateTime"], ["2026-11-30T08:00:00Z"]])

mem("protolint_enum_zero_suffix", "protolint", "pipeline", "/home/ode/wirebook",
    ask="git diff --name-only origin/main | grep '\\.proto$' | xargs protolint lint — CI says no. Fix?",
    chain="git diff --name-only origin/main | grep '\\.proto$' | xargs protolint lint", step="protolint",
    out=['[proto/shipment.proto:8:3] EnumField name "SHIPMENT_STATE_NONE" with zero value should have the suffix '
         '"UNSPECIFIED" (suggested "SHIPMENT_STATE_UNSPECIFIED").'], code=123,
    err='EnumField name "SHIPMENT_STATE_NONE" with zero value should have the suffix "UNSPECIFIED"',
    change=[("e", "/home/ode/wirebook/proto/shipment.proto", "SHIPMENT_STATE_NONE = 0;", "SHIPMENT_STATE_UNSPECIFIED = 0;"),
            ("b", "grep -rn SHIPMENT_STATE_NONE --include='*.go' .", "", 1)],
    ok=[""],
    close="protolint wants the zero value of an enum to end in _UNSPECIFIED; renamed SHIPMENT_STATE_NONE to "
          "SHIPMENT_STATE_UNSPECIFIED (nothing in Go used the old name). The lint passes.",
    groups=[["protolint", "UNSPECIFIED suffix", "EnumField"], ["SHIPMENT_STATE_UNSPECIFIED"]])

mem("typos_comment_misspelling", "typos", "pipeline", "/home/lars/fjordmap",
    ask="git ls-files -z | xargs -0 typos — red on CI, please sort it.",
    chain="git ls-files -z | xargs -0 typos", step="typos",
    out=["error: `seperator` should be `separator`", "  --> ./src/tiles/csv.rs:31:19", "   |",
         "31 |     // the field seperator is read from the header", "   |                  ^^^^^^^^^"], code=123,
    err="error: `seperator` should be `separator`",
    change=[("e", "/home/lars/fjordmap/src/tiles/csv.rs", "// the field seperator is read from the header",
             "// the field separator is read from the header")],
    ok=[""],
    close="typos caught `seperator` in a comment in src/tiles/csv.rs:31; corrected to `separator` and the "
          "pipeline is clean.",
    groups=[["typos"], ["field separator", "separator"]])

mem("eslint_tsconfig_root_dir", "eslint", "pipeline", "/home/ines/quaykit",
    ask="git diff --name-only --diff-filter=d main -- '*.ts' | xargs npx eslint --max-warnings=0 breaks when run "
        "from the repo root. Please fix.",
    chain="git diff --name-only --diff-filter=d main -- '*.ts' | xargs npx eslint --max-warnings=0", step="eslint",
    out=["/home/ines/quaykit/packages/core/src/queue.ts", "  0:0  error  Parsing error: Cannot read file "
         "'/home/ines/quaykit/tsconfig.json'", "", "✖ 1 problem (1 error, 0 warnings)"], code=123,
    err="Parsing error: Cannot read file '/home/ines/quaykit/tsconfig.json'",
    look=[("r", "/home/ines/quaykit/packages/core/.eslintrc.cjs", "module.exports = {\n  parser: '@typescript-eslint/parser',\n"
           "  parserOptions: { project: './tsconfig.json' },\n};")],
    change=[("e", "/home/ines/quaykit/packages/core/.eslintrc.cjs", "parserOptions: { project: './tsconfig.json' },",
             "parserOptions: { project: './tsconfig.json', tsconfigRootDir: __dirname },")],
    ok=[""],
    close="eslint resolved `project: './tsconfig.json'` against the working directory (the repo root has none). "
          "Setting `tsconfigRootDir: __dirname` in packages/core/.eslintrc.cjs makes it relative to the config; the "
          "pipeline passes.",
    groups=[["eslint", "Parsing error"], ["tsconfigRootDir"]], kind="lesson")

# --- make_target: `make ci` runs several tools, one fails -----------------------------------------

mem("golangci_errcheck_close_ja", "golangci-lint", "make_target", "/home/haruto/src/kumo-sync",
    ask="`make ci` が golangci-lint で落ちています。直してもらえますか？",
    chain="make ci", step="golangci-lint",
    out=["go vet ./...", "golangci-lint run ./...",
         "internal/store/file.go:61:15: Error return value of `f.Close` is not checked (errcheck)",
         "\tdefer f.Close()", "\t             ^", "make: *** [Makefile:9: lint] Error 1"], code=2,
    err="Error return value of `f.Close` is not checked (errcheck)",
    change=[("e", "/home/haruto/src/kumo-sync/internal/store/file.go", "\tdefer f.Close()",
             "\tdefer func() {\n\t\tif cerr := f.Close(); cerr != nil && err == nil {\n\t\t\terr = cerr\n\t\t}\n\t}()")],
    ok=["go vet ./...", "golangci-lint run ./...", "0 issues.", "go test ./...", "ok  \tkumo-sync/internal/store\t0.30s"],
    close="golangci-lint の errcheck が internal/store/file.go の `defer f.Close()` を指摘していました。"
          "Close のエラーを名前付き戻り値 err に返すようにし、`make ci` は通りました。",
    groups=[["golangci-lint", "errcheck"], ["cerr := f.Close()", "f.Close(); cerr"]], lang="ja")

mem("clang_tidy_compile_db", "clang-tidy", "make_target", "/home/uma/spindle",
    ask="make check dies in clang-tidy. Everything builds fine though.",
    chain="make check", step="clang-tidy",
    out=["clang-format --dry-run --Werror src/*.c", "clang-tidy src/*.c --",
         "src/spindle.c:4:10: error: 'spindle/config.h' file not found [clang-diagnostic-error]",
         "Found compiler error(s).", "make: *** [Makefile:14: check] Error 1"], code=2,
    err="'spindle/config.h' file not found [clang-diagnostic-error]",
    think="clang-tidy with a bare `--` gets no include paths. CMake already exports compile_commands.json into build/ "
          "(CMAKE_EXPORT_COMPILE_COMMANDS is on). Point clang-tidy at it.",
    look=[("b", "ls build/compile_commands.json", "build/compile_commands.json")],
    change=[("e", "/home/uma/spindle/Makefile", "\tclang-tidy src/*.c --", "\tclang-tidy -p build src/*.c")],
    ok=["clang-format --dry-run --Werror src/*.c", "clang-tidy -p build src/*.c", "ctest --test-dir build",
        "100% tests passed, 0 tests failed out of 5"],
    close="clang-tidy ran with `--` and so without include paths; the Makefile now passes `-p build` so it reads "
          "build/compile_commands.json. `make check` passes.",
    groups=[["clang-tidy"], ["-p build", "compile_commands.json"]], kind="lesson")

mem("pylint_import_error_editable", "pylint", "make_target", "/home/otto/tidewater",
    ask="make lint: pylint says it can't import our own package. Please fix.",
    chain="make lint", step="pylint",
    out=["isort --check-only src tests", "black --check src tests", "All done! ✨ 🍰 ✨", "pylint src tests",
         "************* Module tests.test_tides", "tests/test_tides.py:3:0: E0401: Unable to import 'tidewater.models' "
         "(import-error)", "make: *** [Makefile:6: lint] Error 2"], code=2,
    err="E0401: Unable to import 'tidewater.models' (import-error)",
    change=[("b", "pip install -e .", "Successfully built tidewater\nSuccessfully installed tidewater-0.4.0")],
    passed="pylint src tests", ok=["", "------------------------------------------------------------------",
                                   "Your code has been rated at 9.71/10"],
    close="pylint could not import tidewater because the package was not installed in this venv; `pip install -e .` "
          "fixed E0401 and pylint passes (9.71/10).",
    groups=[["pylint", "E0401"], ["pip install -e ."]])

mem("detekt_magic_number_const", "detekt", "make_target", "/home/bea/harbourlight",
    ask="make ci is red at detekt, can you take it?",
    chain="make ci", step="detekt",
    out=["./gradlew detekt", "> Task :app:detekt FAILED", "app/src/main/kotlin/harbour/Retry.kt:14:25: This "
         "expression contains a magic number. Consider defining it to a well named constant. [MagicNumber]",
         "make: *** [Makefile:4: ci] Error 1"], code=2,
    err="This expression contains a magic number. Consider defining it to a well named constant. [MagicNumber]",
    change=[("e", "/home/bea/harbourlight/app/src/main/kotlin/harbour/Retry.kt", "while (attempt < 5) {",
             "while (attempt < MAX_ATTEMPTS) {"),
            ("e", "/home/bea/harbourlight/app/src/main/kotlin/harbour/Retry.kt", "class Retry(",
             "private const val MAX_ATTEMPTS = 5\n\nclass Retry(")],
    ok=["./gradlew detekt", "BUILD SUCCESSFUL in 11s", "./gradlew test", "BUILD SUCCESSFUL in 26s"],
    close="detekt flagged the literal 5 in Retry.kt as a MagicNumber; it is now `MAX_ATTEMPTS`. make ci passes.",
    groups=[["detekt", "MagicNumber"], ["MAX_ATTEMPTS"]])

mem("rustfmt_component_missing", "rustfmt", "make_target", "/home/iris/burrow",
    ask="make ci fails right at the formatting step on this new box.",
    chain="make ci", step="rustfmt",
    out=["cargo fmt --all -- --check", "error: 'cargo-fmt' is not installed for the toolchain "
         "'1.83.0-x86_64-unknown-linux-gnu'.", "To install, run `rustup component add rustfmt`",
         "make: *** [Makefile:3: ci] Error 1"], code=2,
    err="error: 'cargo-fmt' is not installed for the toolchain '1.83.0-x86_64-unknown-linux-gnu'.",
    change=[("b", "rustup component add rustfmt", "info: downloading component 'rustfmt'\ninfo: installing component 'rustfmt'")],
    ok=["cargo fmt --all -- --check", "cargo clippy --all-targets -- -D warnings", "    Finished `dev` profile",
        "cargo test", "test result: ok. 31 passed; 0 failed"],
    close="The fmt step failed because rustfmt is not part of the pinned 1.83.0 toolchain on this machine; "
          "`rustup component add rustfmt` installed it and make ci is green.",
    groups=[["rustfmt", "cargo fmt", "cargo-fmt"], ["rustup component add rustfmt"]])
