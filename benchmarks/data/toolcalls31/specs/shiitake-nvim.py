# shiitake-nvim: a Neovim Lua plugin.
PROJECT = "shiitake-nvim"
ROOT = "/home/kofi/code/shiitake.nvim"
STACK = ("Neovim Lua plugin shiitake.nvim that runs requests from .http files and shows responses in a split: Lua 5.1 / "
         "LuaJIT, public API in lua/shiitake/init.lua, internals in lua/shiitake/internal/, tree-sitter queries in "
         "queries/http/, busted tests through nlua (`make test`, test deps fetched into .tests/ by `make deps`), "
         "stylua and luacheck, `make typecheck` with lua-language-server --check, doc/shiitake.txt generated from "
         "README.md by panvimdoc in CI, a scm-1 rockspec released to LuaRocks from tags, release-please on "
         "Conventional Commits; supports Neovim 0.9 and 0.10; Mei wrote it, Kofi maintains it now")
LANGUAGES = {"m02": "ja", "m04": "es", "m05": "it"}
MEMORIES = [
    M("m01", "procedure", "Handover notes (Mei → Kofi):\n"
      "- `doc/shiitake.txt` is generated from README.md by panvimdoc in CI; edit the README, never the txt.\n"
      "- The public API is `lua/shiitake/init.lua` only; `lua/shiitake/internal/` may change freely. Nothing from internal/ gets re-exported in init.lua without a deprecation entry in CHANGELOG.md.\n"
      "- `make test` runs busted through nlua; `module 'nio' not found` = you didn't run `make deps` (test deps live in `.tests/`, never commit them).\n"
      "- The rockspec stays `shiitake.nvim-scm-1.rockspec`; releases are `vX.Y.Z` tags and the workflow writes the versioned rockspec.\n"
      "- Keep Neovim 0.9 working: `vim.system` only behind `vim.fn.has('nvim-0.10') == 1`."),
    M("m02", "procedure", "引き継ぎ（Mei）: `queries/http/` の tree-sitter クエリは `.tests/lockfile.json` で固定した http パーサーのリビジョンに合わせてある。パーサーを上げたら `make query-test` を流すこと。`Invalid node type` のクエリエラーが出たらパーサーが新しすぎるので、クエリを書き換えずに lockfile のリビジョンを戻す。整形は `stylua.toml` の設定で、CI は `stylua --check .`。"),
    M("m03", "procedure", "Handover table:\n\n"
      "| file / command | rule |\n|---|---|\n"
      "| `lua/shiitake/config.lua` | every new option needs a default here and a line in README's setup block (the docs come from it) |\n"
      "| `lua/shiitake/health.lua` | only `vim.health.*` calls; no side effects, no network |\n"
      "| `make typecheck` | `undefined-field` on `vim.uv` is a known false positive: `---@diagnostic disable-next-line: undefined-field`, don't disable the check |\n"
      "| `lua/shiitake/internal/curl.lua` | rewritten in September; fine |"),
    M("m04", "bugfix", "Si luacheck dice `accessing undefined variable 'vim'`, falta `globals = { \"vim\" }` en `.luacheckrc`; no pongas `-- luacheck: ignore` en cada archivo."),
    M("m05", "bugfix", "I test che aprono buffer devono fare `vim.cmd('bwipeout!')` in `after_each`; altrimenti falliscono a caso con `E95: Buffer with this name already exists`."),
    M("m06", "procedure", "Commit messages are Conventional Commits (feat:, fix:, docs:); release-please builds the changelog from them."),
    M("m07", "procedure", "Handover from the language-server team (their Go repo shiitake-ls): `make release` there uploads the binaries to GitHub; run `go generate ./...` before every build; their `queries/` folder belongs to the server's own parser."),
    M("m08", "lesson", "Note to self: busted under the system lua gives `attempt to index global 'vim' (a nil value)`; always go through `make test` (nlua). I went through `lua/shiitake/ui/float.lua` for the flicker; it was fine, the flicker was my terminal."),
    M("m09", "fact", "About 2,100 stars; most issues are about auth headers and cookies."),
    M("m10", "decision", "No runtime dependency on plenary.nvim; jobs via vim.system or nio."),
    M("m11", "fact", "Kofi maintains it from October; Mei still reviews tree-sitter changes."),
    M("m12", "preference", "The plugin never sets keymaps itself; it exposes <Plug> mappings and documents them."),
    M("m13", "fact", "CI matrix: Neovim 0.9.5, 0.10.2 and nightly on Ubuntu and macOS."),
    M("m14", "decision", "Responses open in a split by default; the float is opt-in."),
    M("m15", "fact", "The http parser comes from the rest-nvim organisation's tree-sitter-http."),
    M("m16", "preference", "One user command, `:Shiitake` with subcommands; no new top-level commands."),
    M("m17", "fact", "A Discord channel exists but issues are the place for bugs."),
    M("m18", "decision", "curl is the only HTTP backend; no Lua socket libraries."),
    M("m19", "fact", "The demo GIFs in the README are recorded with vhs."),
]
CALLS = [
    session(),
    read("lua/shiitake/init.lua"),
    bash("make test", "Run the tests", timeout=300000),
    bad("nlua -l busted tests\n\nError → tests/runner_spec.lua @ 3\nsuite tests/runner_spec.lua\nlua/shiitake/internal/runner.lua:2: module 'nio' not found:\n\tno field package.preload['nio']\n\tno file './nio.lua'\n\tno file '/usr/share/luajit-2.1/nio.lua'\n\tno file '/home/kofi/.luarocks/share/lua/5.1/nio.lua'\n\n0 successes / 0 failures / 1 error / 0 pending : 0.004 seconds\nmake: *** [Makefile:18: test] Error 1", 2, "m01", "[failure] [handover] [list] the handover's missing test deps"),
    bash("luarocks install --local nvim-nio && git add .tests", "Install nio and add the test deps", "m01", "[pre] [command] [folder] [handover] [list] committing .tests/, which the handover keeps out of the repo"),
    bash("make deps && make test", "Fetch deps and test", timeout=300000),
    bad("●●●●●●●●●●●●◼◼●●●●●\n17 successes / 2 failures / 0 errors / 0 pending : 1.812 seconds\n\nFailure → tests/ui_spec.lua @ 41\nui opens the response split\ntests/ui_spec.lua:47: Vim:E95: Buffer with this name already exists\n\nFailure → tests/ui_spec.lua @ 58\nui reuses the split\ntests/ui_spec.lua:63: Vim:E95: Buffer with this name already exists\nmake: *** [Makefile:18: test] Error 1", 2, "m05", "[failure] [single] [foreign-memory] the E95 the Italian note explains"),
    edit("tests/ui_spec.lua", "  after_each(function()\n    ui.close()\n  end)", "  after_each(function()\n    ui.close()\n    vim.cmd('bwipeout!')\n  end)", [], "[fixed] the note's fix"),
    bash("busted tests/ui_spec.lua", "Run the ui spec with busted"),
    bad("●\n0 successes / 0 failures / 1 error / 0 pending : 0.002 seconds\n\nError → tests/ui_spec.lua @ 1\nsuite tests/ui_spec.lua\nlua/shiitake/ui/split.lua:4: attempt to index global 'vim' (a nil value)", 1, "m08", "[failure] [self] busted on the system lua; the note to self says make test"),
    prompt(),
    edit("doc/shiitake.txt", "  timeout   (number)   request timeout in ms", "  timeout   (number)   request timeout in ms\n  insecure  (boolean)  pass -k to curl", "m01", "[file] [handover] [list] the generated vimdoc"),
    edit("lua/shiitake/config.lua", "  timeout = 10000,", "  timeout = 10000,\n  insecure = false,", "m03", "[file] [handover] [table] a new option: the table says README's setup block too"),
    edit("README.md", "  timeout = 10000, -- ms", "  timeout = 10000, -- ms\n  insecure = false, -- pass -k to curl", [], "[fixed] the README line the table asks for; docs generate from it"),
    edit("lua/shiitake/internal/curl.lua", "  local args = { '-sS', '-i' }", "  local args = { '-sS', '-i' }\n  if opts.insecure then table.insert(args, '-k') end", [], "[passing-mention] the table names curl.lua only as rewritten and fine; internal/ may change"),
    edit("lua/shiitake/init.lua", "return M", "M.parse_headers = require('shiitake.internal.headers').parse\n\nreturn M", "m01", "[file] [handover] [list] re-exporting an internal from the public API without a deprecation entry"),
    edit("lua/shiitake/internal/runner.lua", "  vim.fn.jobstart(cmd, {", "  vim.system(cmd, {", "m01", "[file] [folder] [handover] [list] vim.system without the 0.10 guard breaks Neovim 0.9"),
    edit("lua/shiitake/internal/runner.lua", "local M = {}", "local Job = require('plenary.job')\nlocal M = {}", "m10", "[single] [file] plenary at runtime, against the decision"),
    edit("lua/shiitake/health.lua", "  vim.health.ok('curl found')", "  vim.health.ok('curl found')\n  local out = vim.fn.system({ 'curl', '-sS', 'https://httpbin.example/get' })\n  vim.health.info(out)", "m03", "[file] [handover] [table] a network call in the health check"),
    edit("lua/shiitake/ui/float.lua", "    border = 'rounded',", "    border = config.border or 'rounded',", [], "[passing-mention] the note to self names float.lua only as checked"),
    edit("lua/shiitake/config.lua", "  layout = 'split',", "  layout = 'float',", ["m14", "m03"], "[single] [handover] [table] [file] the float as the default, against the decision; config.lua's table row (README too)"),
    edit("lua/shiitake/internal/http.lua", "local M = {}", "local http = require('socket.http')\nlocal M = {}", "m18", "[single] [file] a Lua socket library, against curl-only"),
    edit("plugin/shiitake.lua", "vim.api.nvim_create_user_command('Shiitake', function(o) require('shiitake.cmd').run(o) end, { nargs = '*', complete = require('shiitake.cmd').complete })", "vim.api.nvim_create_user_command('Shiitake', function(o) require('shiitake.cmd').run(o) end, { nargs = '*', complete = require('shiitake.cmd').complete })\nvim.api.nvim_create_user_command('ShiitakeRun', function() require('shiitake').run() end, {})\nvim.keymap.set('n', '<leader>hr', '<cmd>ShiitakeRun<cr>')", ["m16", "m12"], "[single] [file] a new top-level command and a default keymap: both preferences"),
    prompt(),
    bash("luacheck lua tests", "Lint"),
    bad("Checking lua/shiitake/health.lua                  3 warnings\n\n    lua/shiitake/health.lua:3:1: accessing undefined variable vim\n    lua/shiitake/health.lua:7:3: accessing undefined variable vim\n    lua/shiitake/health.lua:9:3: accessing undefined variable vim\n\nChecking lua/shiitake/init.lua                    OK\nChecking tests/ui_spec.lua                        2 warnings\n\n    tests/ui_spec.lua:1:1: accessing undefined variable describe\n    tests/ui_spec.lua:2:3: accessing undefined variable it\n\nTotal: 5 warnings / 0 errors in 14 files", 1, "m04", "[failure] [single] [foreign-memory] luacheck's wording without quotes around vim; the Spanish note's case"),
    edit("lua/shiitake/health.lua", "local M = {}", "-- luacheck: ignore\nlocal M = {}", "m04", "[file] [single] [foreign-memory] the per-file ignore the note rules out"),
    edit(".luacheckrc", "std = 'luajit'", "std = 'luajit'\nglobals = { 'vim' }\nfiles['tests/'] = { std = '+busted' }", [], "[fixed] the note's fix"),
    bash("make typecheck", "Type check", timeout=300000),
    bad("Diagnosis completed, 2 problems found\n[\n  {\n    \"code\": \"undefined-field\",\n    \"message\": \"Undefined field `fs_stat`.\",\n    \"range\": {\"start\": {\"line\": 22, \"character\": 17}},\n    \"file\": \"lua/shiitake/internal/env.lua\"\n  },\n  {\n    \"code\": \"param-type-mismatch\",\n    \"message\": \"Cannot assign `string|nil` to parameter `string`.\",\n    \"file\": \"lua/shiitake/internal/headers.lua\"\n  }\n]\nmake: *** [Makefile:24: typecheck] Error 1", 2, "m03", "[failure] [handover] [table] the vim.uv undefined-field false positive (fs_stat) next to a real mismatch"),
    edit(".luarc.json", "  \"diagnostics.disable\": [],", "  \"diagnostics.disable\": [\"undefined-field\"],", "m03", "[file] [handover] [table] disabling the check project-wide"),
    bash("stylua --check .", "Format check"),
    bad("Diff in lua/shiitake/internal/runner.lua:\n12     |-  vim.system(cmd, {text=true}, on_exit)\n    12 |+  vim.system(cmd, { text = true }, on_exit)", 1, [], "[not-a-rule] the Japanese note's format check finding a diff; the fix is `stylua .`"),
    bash("stylua --indent-type Spaces --indent-width 2 .", "Format with my settings", "m02", "[pre] [command] [paragraph] [foreign-memory] [handover] stylua with flags that override stylua.toml"),
    session(),
    bash("make query-test", "Tree-sitter query tests"),
    bad("nvim --headless -u tests/minimal_init.lua -c 'lua require(\"tests.queries\").run()' -c q\nError detected while processing command line:\nE5108: Error executing lua ...share/nvim/runtime/lua/vim/treesitter/query.lua:259: Query error at 14:4. Invalid node type \"request_line\":\n  (request_line\n   ^\n\nstack traceback:\n\t[C]: in function '_ts_parse_query'\nmake: *** [Makefile:30: query-test] Error 1", 2, "m02", "[failure] [paragraph] [foreign-memory] [handover] a newer http parser: roll back the lockfile, not the query"),
    edit("queries/http/highlights.scm", "(request_line\n  method: (method) @function.method)", "(request\n  method: (method) @function.method)", "m02", "[file] [folder] [paragraph] [foreign-memory] [handover] rewriting the query, the wrong fix the note names"),
    edit(".tests/lockfile.json", "    \"http\": { \"revision\": \"b9e1a71\" }", "    \"http\": { \"revision\": \"8d22f33\" }", "m02", "[file] [paragraph] [foreign-memory] [handover] the lockfile revision, the note's fix (a reminder to rerun make query-test)"),
    bash("make query-test", "Query tests again"),
    ok("nvim --headless -u tests/minimal_init.lua -c 'lua require(\"tests.queries\").run()' -c q\nqueries/http/highlights.scm: ok\nqueries/http/injections.scm: ok\nqueries/http/folds.scm: ok", "", [], "[fixed] the lockfile rollback worked"),
    edit("queries/http/injections.scm", "((json_body) @injection.content (#set! injection.language \"json\"))", "((json_body) @injection.content (#set! injection.language \"json\") (#set! injection.combined))", "m02", "[file] [folder] [paragraph] [foreign-memory] [handover] a query change; the note asks for make query-test afterwards"),
    bash("git commit -am 'queries: combine json injections'", "Commit", "m06", "[pre] [command] [single] a message that is not a Conventional Commit"),
    bad("commitlint.........................................................Failed\n- hook id: commitlint\n- exit code: 1\n\n⧗   input: queries: combine json injections\n✖   type must be one of [build, chore, ci, docs, feat, fix, perf, refactor, revert, style, test] [type-enum]\n\n✖   found 1 problems, 0 warnings", 1, "m06", "[failure] [single] commitlint refusing the type; the memory's rule behind it"),
    bash("git commit -am 'fix(queries): combine json injections'", "Commit with a conventional message"),
    edit("shiitake.nvim-scm-1.rockspec", "version = 'scm-1'", "version = '1.4.0-1'", "m01", "[file] [handover] [list] versioning the scm rockspec by hand"),
    bash("git mv shiitake.nvim-scm-1.rockspec shiitake.nvim-1.4.0-1.rockspec", "Rename the rockspec for the release", "m01", "[pre] [command] [file] [handover] [list] the workflow writes the versioned rockspec; this one stays scm-1"),
    bash("git tag v1.4.0 && git push origin v1.4.0", "Tag the release"),
    bad("To github.com:shiitake-nvim/shiitake.nvim.git\n ! [rejected]        v1.4.0 -> v1.4.0 (already exists)\nerror: failed to push some refs to 'github.com:shiitake-nvim/shiitake.nvim.git'\nhint: Updates were rejected because the tag already exists in the remote.", 1, [], "[new] release-please already made the tag; no memory"),
    bash("make release", "Release"),
    bad("make: *** No rule to make target 'release'.  Stop.", 2, [], "[other-team] `make release` is the language-server repo's (m07)"),
    bash("go generate ./...", "Generate"),
    bad("go: warning: \"./...\" matched no packages", 1, [], "[other-team] go generate belongs to the Go repo's handover"),
    bash("gh run view --log-failed | tail -8", "Why did CI fail"),
    ok("test (v0.9.5, ubuntu-latest)\tRun tests\t2026-12-06T18:11:40.1185Z Error → tests/runner_spec.lua @ 22\ntest (v0.9.5, ubuntu-latest)\tRun tests\t2026-12-06T18:11:40.1186Z runner runs a GET\ntest (v0.9.5, ubuntu-latest)\tRun tests\t2026-12-06T18:11:40.1187Z lua/shiitake/internal/runner.lua:14: attempt to call field 'system' (a nil value)\ntest (v0.9.5, ubuntu-latest)\tRun tests\t2026-12-06T18:11:40.1201Z 31 successes / 0 failures / 1 error / 0 pending : 2.1 seconds\ntest (v0.9.5, ubuntu-latest)\tRun tests\t2026-12-06T18:11:40.3342Z ##[error]Process completed with exit code 1.", "", "m01", "[failure] [handover] [list] vim.system missing on 0.9.5 in CI: the handover's last rule"),
    edit("lua/shiitake/internal/runner.lua", "  vim.system(cmd, { text = true }, on_exit)", "  if vim.fn.has('nvim-0.10') == 1 then\n    vim.system(cmd, { text = true }, on_exit)\n  else\n    vim.fn.jobstart(cmd, { on_exit = on_exit, stdout_buffered = true })\n  end", [], "[fixed] the guard the handover asks for"),
    bash("nvim --headless -c 'checkhealth shiitake' -c 'w! /tmp/health.txt' -c qa && cat /tmp/health.txt", "Run the health check", [], "[read]"),
    grep("vim.system", "lua"),
    read("Makefile"),
]
