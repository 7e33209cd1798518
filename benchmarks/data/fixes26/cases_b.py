"""Sessions with one memory, part b: a plugin not installed, a rule or option that changed between versions, a
tool binary or component at the wrong version (`plugin_and_version`, 11)."""

from __future__ import annotations

from kit import mem

S = "plugin_and_version"

C = "npx eslint ."
E = "ESLint couldn't find an eslint.config.(js|mjs|cjs) file."
mem("eslint9_flat_config_migrate_ko", "eslint", S, "flat_config", "/home/jisoo/booking-web", lambda rng: [
    ("u", "dependabot 이 eslint 를 9 로 올린 뒤로 lint 가 아예 안 돌아요."),
    ("b", C, "\nOops! Something went wrong! :(\n\nESLint: 9.17.0\n\n" + E + "\n\nFrom ESLint v9.0.0, the default configuration file is now eslint.config.js.\nIf you are using a .eslintrc.* file, please follow the migration guide\nto update your configuration file to the new format:\n\nhttps://eslint.org/docs/latest/use/configure/migration-guide", 2),
    ("s", "ESLint 9 는 .eslintrc.json 을 더 이상 읽지 않습니다. 공식 마이그레이션 도구로 flat config 를 생성할게요."),
    ("b", "npx @eslint/migrate-config .eslintrc.json", "Migrating .eslintrc.json\n\nWrote new config to ./eslint.config.mjs\n\nYou will need to install the following packages to use the new config:\n- globals\n- @eslint/js\n- @eslint/eslintrc"),
    ("b", "npm i -D globals @eslint/js @eslint/eslintrc", "added 3 packages, and audited 702 packages in 3s"),
    ("b", "git rm -q .eslintrc.json", ""),
    ("b", C, ""),
    ("s", "이제 eslint.config.mjs 로 통과합니다. 규칙은 그대로 옮겨졌어요.")],
    cmd=C, err=E, change="npx @eslint/migrate-config .eslintrc.json", groups=[["couldn't find an eslint.config"], ["migrate-config", "eslint.config.mjs"]],
    kind="bugfix", traps=["Oops! Something went wrong! :("], lang="ko", note="Flat config written by the migrator.")

C = "npx eslint src"
E = "Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'eslint-plugin-react-hooks' imported from /home/pete/studio/eslint.config.mjs"
mem("eslint_plugin_react_hooks_missing", "eslint", S, "plugin_not_installed", "/home/pete/studio", lambda rng: [
    ("u", "pulled main and eslint crashes. Marco touched the config yesterday"),
    ("b", C, "\nOops! Something went wrong! :(\n\nESLint: 9.17.0\n\n" + E + "\n    at packageResolve (node:internal/modules/esm/resolve:857:9)", 2),
    ("b", "git log -1 --stat -- eslint.config.mjs package.json", "commit 5d1e0c7\nAuthor: Marco <marco@studio.example>\n\n    lint: enable react-hooks rules\n\n eslint.config.mjs | 4 +++-\n 1 file changed, 3 insertions(+), 1 deletion(-)"),
    ("s", "The config imports the plugin but package.json never got it. Adding it as a devDependency."),
    ("b", "npm i -D eslint-plugin-react-hooks@5", "added 1 package, and audited 640 packages in 2s"),
    ("b", C, ""),
    ("s", "Lint passes. package.json and the lockfile now carry eslint-plugin-react-hooks; worth committing so CI has it.")],
    cmd=C, err=E, change="npm i -D eslint-plugin-react-hooks@5", groups=[["Cannot find package 'eslint-plugin-react-hooks'"], ["npm i -D eslint-plugin-react-hooks"]],
    kind="bugfix", traps=["Oops! Something went wrong! :("], note="The plugin was missing from package.json.")

C = "vendor/bin/phpstan analyse"
E = "Unexpected item 'parameters › checkMissingIterableValueType'."
mem("phpstan2_removed_parameter_es", "phpstan", S, "option_removed", "/home/javier/tienda", lambda rng: [
    ("u", "Actualicé PHPStan a la 2.0 y ahora dice que la configuración no es válida."),
    ("b", C, "Invalid configuration:\n" + E, 1),
    ("s", "PHPStan 2.0 eliminó checkMissingIterableValueType. El equivalente es ignorar el identificador missingType.iterableValue."),
    ("e", "/home/javier/tienda/phpstan.neon", "    checkMissingIterableValueType: false\n", "    ignoreErrors:\n        - identifier: missingType.iterableValue\n"),
    ("b", C, " 388/388 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%\n\n [OK] No errors"),
    ("s", "Pasa con la misma política que antes, ahora escrita a la manera de 2.0.")],
    cmd=C, err=E, change="identifier: missingType.iterableValue", groups=[["checkMissingIterableValueType"], ["missingType.iterableValue"]],
    kind="bugfix", traps=["Invalid configuration:"], lang="es", note="A parameter removed in PHPStan 2.0.")

C = "vendor/bin/phpstan analyse -c phpstan.dist.neon"
E = "File '/home/anna/lagerwerk/vendor/phpstan/phpstan-doctrine/extension.neon' is missing or is not readable."
mem("phpstan_doctrine_extension_missing_de", "phpstan", S, "extension_not_installed", "/home/anna/lagerwerk", lambda rng: [
    ("u", "Nach dem Merge von Tims Branch läuft PHPStan bei mir nicht mehr."),
    ("b", C, E, 1),
    ("b", "composer show phpstan/phpstan-doctrine", "\n  [InvalidArgumentException]\n  Package phpstan/phpstan-doctrine not found", 1),
    ("s", "Die Konfiguration bindet die Doctrine-Erweiterung ein, aber das Paket ist nicht in composer.json. Ich füge es als Dev-Abhängigkeit hinzu."),
    ("b", "composer require --dev phpstan/phpstan-doctrine:^2.0", "./composer.json has been updated\nRunning composer update phpstan/phpstan-doctrine\n  - Locking phpstan/phpstan-doctrine (2.0.1)\n  - Installing phpstan/phpstan-doctrine (2.0.1): Extracting archive"),
    ("b", C, " 501/501 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%\n\n [OK] No errors"),
    ("s", "Läuft. composer.json und composer.lock enthalten jetzt phpstan-doctrine.")],
    cmd=C, err=E, change="composer require --dev phpstan/phpstan-doctrine:^2.0", groups=[["phpstan-doctrine/extension.neon"], ["composer require --dev phpstan/phpstan-doctrine"]],
    kind="bugfix", lang="de", note="The extension's package added.")

C = "cargo clippy --all-targets -- -D warnings"
E = "error: 'cargo-clippy' is not installed for the toolchain '1.82.0-x86_64-unknown-linux-gnu'."
mem("clippy_component_toolchain_file_zh", "clippy", S, "component_missing", "/home/wei/huobao", lambda rng: [
    ("u", "新机器上跑 clippy 报错，说没装。CI 的 runner 以后也会遇到，帮我一次性解决。"),
    ("b", C, E + "\nTo install, run `rustup component add clippy --toolchain 1.82.0-x86_64-unknown-linux-gnu`", 1),
    ("r", "/home/wei/huobao/rust-toolchain.toml", "[toolchain]\nchannel = \"1.82.0\"\n"),
    ("s", "rust-toolchain.toml 固定了 1.82.0，但没有列出组件，所以新装的工具链只有最小组件。把 clippy 和 rustfmt 写进 components，rustup 会自动安装。"),
    ("e", "/home/wei/huobao/rust-toolchain.toml", "channel = \"1.82.0\"\n", "channel = \"1.82.0\"\ncomponents = [\"clippy\", \"rustfmt\"]\n"),
    ("b", C, "info: syncing channel updates for '1.82.0-x86_64-unknown-linux-gnu'\ninfo: component 'clippy' for target 'x86_64-unknown-linux-gnu' is up to date\n    Checking huobao v0.4.1 (/home/wei/huobao)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.84s"),
    ("s", "clippy 通过，任何新环境都会按 toolchain 文件装上组件。")],
    cmd=C, err=E, change='components = ["clippy", "rustfmt"]', groups=[["'cargo-clippy' is not installed"], ["components"]],
    kind="bugfix", lang="zh", note="Components declared in rust-toolchain.toml.")

C = "bundle exec rubocop"
E = "cannot load such file -- rubocop-rspec"
mem("rubocop_rspec_gem_missing_pt", "rubocop", S, "plugin_gem_missing", "/home/beatriz/agenda-api", lambda rng: [
    ("u", "O rubocop quebra logo no início depois que ativei as regras de RSpec no .rubocop.yml."),
    ("b", C, E + "\n/home/beatriz/.gem/ruby/3.3.6/gems/rubocop-1.69.2/lib/rubocop/feature_loader.rb:46:in 'RuboCop::FeatureLoader#load'", 2),
    ("s", "O .rubocop.yml pede rubocop-rspec, mas a gem não está no Gemfile. Adiciono no grupo de desenvolvimento."),
    ("b", "bundle add rubocop-rspec --group development --require false", "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nInstalling rubocop-rspec 3.3.0"),
    ("b", C, "Inspecting 142 files\n..............................................................................................................................................\n\n142 files inspected, no offenses detected"),
    ("s", "Sem ofensas. Gemfile e Gemfile.lock atualizados.")],
    cmd=C, err=E, change="bundle add rubocop-rspec", groups=[["rubocop-rspec"], ["bundle add"]], kind="bugfix", lang="pt",
    note="The plugin gem added to the Gemfile.")

C = 'ktlint "src/**/*.kt"'
E = "src/main/kotlin/pl/magazyn/api/Trasy.kt:3:1: Wildcard import (standard:no-wildcard-imports)"
mem("ktlint1_disabled_rules_property_pl", "ktlint", S, "property_renamed", "/home/piotr/magazyn", lambda rng: [
    ("u", "Po aktualizacji ktlint do 1.5 nagle są błędy o importach z gwiazdką, a mieliśmy tę regułę wyłączoną."),
    ("b", C, E + "\nsrc/main/kotlin/pl/magazyn/api/Zamowienia.kt:4:1: Wildcard import (standard:no-wildcard-imports)\n\nSummary error count (descending) by rule:\n  standard:no-wildcard-imports: 2", 1),
    ("b", "grep -n ktlint .editorconfig", "9:ktlint_disabled_rules = no-wildcard-imports"),
    ("s", "ktlint 1.x nie czyta już ktlint_disabled_rules. Reguły wyłącza się teraz osobną właściwością ktlint_standard_<reguła> = disabled. Zespół świadomie tę regułę wyłączył, więc tylko przenoszę ustawienie."),
    ("e", "/home/piotr/magazyn/.editorconfig", "ktlint_disabled_rules = no-wildcard-imports", "ktlint_standard_no-wildcard-imports = disabled"),
    ("b", C, ""),
    ("s", "Czysto, zachowanie jak przed aktualizacją.")],
    cmd=C, err=E, change="ktlint_standard_no-wildcard-imports = disabled", groups=[["Wildcard import"], ["ktlint_standard_no-wildcard-imports"]],
    also_ok=["src/main/kotlin/pl/magazyn/api/Zamowienia.kt:4:1: Wildcard import (standard:no-wildcard-imports)"],
    kind="bugfix", traps=["Summary error count (descending) by rule:"], lang="pl",
    note="The disabled-rules property renamed in ktlint 1.x; the team's existing choice kept.")

C = "gh run view 20417733 --log-failed"
E = "would reformat src/lager/api.py"
mem("black_ci_unpinned_sv", "black", S, "formatter_version_drift", "/home/erik/lager", lambda rng: [
    ("u", "Lint-jobbet i CI säger att black vill formatera om, men lokalt är allt rent. Run 20417733."),
    ("b", C, "\n".join(f"lint\tblack\t2027-05-14T06:41:{10 + i:02d}.4419021Z {x}" for i, x in enumerate(["Successfully installed black-25.1.0", E, "Oh no! 💥 💔 💥", "1 file would be reformatted, 57 files would be left unchanged.", "##[error]Process completed with exit code 1."]))),
    ("b", "black --version", "black, 24.10.0 (compiled: yes)"),
    ("s", "CI installerar senaste black (25.1, ny stabil stil) medan projektet har 24.10.0 låst i requirements-dev.txt. Låt CI installera samma fil."),
    ("e", "/home/erik/lager/.github/workflows/lint.yml", "      - run: pip install black\n", "      - run: pip install -r requirements-dev.txt\n"),
    ("b", "git commit -am 'ci: install the pinned black' && git push", "[main 9b2e4f1] ci: install the pinned black\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
    ("b", "gh run watch 20418102 --exit-status", "✓ main Lint · 20418102\n\nJOBS\n✓ lint in 41s (ID 55901736620)\n\n✓ Run Lint (20418102) completed with 'success'"),
    ("s", "Grönt: CI och lokalt kör nu samma black-version.")],
    cmd=C, err=E, change="pip install -r requirements-dev.txt", passed="gh run watch 20418102 --exit-status",
    groups=[["would reformat"], ["requirements-dev.txt"]], kind="bugfix",
    traps=["Oh no! 💥 💔 💥", "Process completed with exit code 1."], lang="sv", note="Wrapped gh log; CI pinned to the project's black.")

C = "npx prettier --check ."
E = "[error] Cannot find package 'prettier-plugin-tailwindcss' imported from /home/bram/webwinkel/noop.js"
mem("prettier_tailwind_plugin_missing_nl", "prettier", S, "plugin_not_installed", "/home/bram/webwinkel", lambda rng: [
    ("u", "Prettier check faalt op een schone checkout, op mijn oude laptop werkte het wel."),
    ("b", C, "Checking formatting...\n" + E, 2),
    ("b", "grep -n tailwind .prettierrc package.json", ".prettierrc:3:  \"plugins\": [\"prettier-plugin-tailwindcss\"]"),
    ("s", "De plugin staat in .prettierrc maar niet in package.json; op je oude laptop stond hij vermoedelijk globaal. Ik voeg hem toe als devDependency."),
    ("b", "npm i -D prettier-plugin-tailwindcss@0.6", "added 1 package, and audited 530 packages in 2s"),
    ("b", C, "Checking formatting...\nAll matched files use Prettier code style!"),
    ("s", "Check is groen.")],
    cmd=C, err=E, change="npm i -D prettier-plugin-tailwindcss@0.6", groups=[["Cannot find package 'prettier-plugin-tailwindcss'"], ["npm i -D prettier-plugin-tailwindcss"]],
    kind="bugfix", lang="nl", note="Plugin added to devDependencies.")

C = "golangci-lint run ./..."
E = "Error: can't load config: the Go language version (go1.22) used to build golangci-lint is lower than the targeted Go version (1.23.4)"
mem("golangci_built_with_old_go", "golangci-lint", S, "binary_too_old", "/home/sam/ledgerd", lambda rng: [
    ("u", "bumped go.mod to 1.23.4 and now golangci-lint refuses to run"),
    ("b", C, E + "\nThe command is terminated due to an error: can't load config: the Go language version (go1.22) used to build golangci-lint is lower than the targeted Go version (1.23.4)", 3),
    ("b", "which golangci-lint && golangci-lint version", "/home/sam/go/bin/golangci-lint\ngolangci-lint has version v1.59.1 built with go1.22.5 from 1a55854a on 2024-06-09T18:08:33Z"),
    ("s", "Your golangci-lint was built with Go 1.22, so it can't analyse a module targeting 1.23. The Makefile pins v1.64.8 for CI; installing that one locally."),
    ("b", "go install github.com/golangci/golangci-lint/cmd/golangci-lint@v1.64.8", "go: downloading github.com/golangci/golangci-lint v1.64.8"),
    ("b", C, "0 issues."),
    ("s", "Works with the pinned v1.64.8 (built with a newer Go).")],
    cmd=C, err=E, change="golangci-lint@v1.64.8", groups=[["used to build golangci-lint is lower than the targeted Go version"], ["v1.64.8"]],
    note="A newer linter binary (outside the repo).")

C = "swiftlint lint --strict"
E = "Currently running SwiftLint 0.54.0 but configuration specified version 0.57.1."
mem("swiftlint_version_pin_ja", "swiftlint", S, "pinned_version", "/home/haruto/Tsumiki", lambda rng: [
    ("u", "swiftlint がバージョンの不一致で止まります。設定は変えたくないです。"),
    ("b", C, E, 1),
    ("b", "brew info swiftlint | head -3", "==> swiftlint: stable 0.57.1 (bottled)\nA tool to enforce Swift style and conventions\nInstalled: 0.54.0"),
    ("s", "チームは .swiftlint.yml で swiftlint_version: 0.57.1 を指定しています。ローカルの 0.54.0 を上げます。"),
    ("b", "brew upgrade swiftlint", "==> Upgrading swiftlint\n  0.54.0 -> 0.57.1"),
    ("b", C, "Linting Swift files in current working directory\nDone linting! Found 0 violations, 0 serious in 112 files."),
    ("s", "0.57.1 で通りました。設定は触っていません。")],
    cmd=C, err=E, change="brew upgrade swiftlint", groups=[["configuration specified version"], ["brew upgrade swiftlint", "0.57.1"]],
    lang="ja", note="The local binary upgraded to the pinned version (lesson).")
