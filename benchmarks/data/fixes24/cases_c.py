"""Sessions with one memory, part three: the lock file no longer matches the manifest, or the lock itself is
refused (`lockfile_drift`, 8): `npm ci` in a sub-folder's lock (CI log), Yarn's immutable install, a missing go.sum
entry in the right module of a workspace, a go.sum checksum mismatch on a retagged private module, Poetry's stale
lock, `uv sync --locked` in a Docker build, Composer's lock without a new package, CocoaPods' sandbox."""

from __future__ import annotations

from kit import mem

S = "lockfile_drift"


def gh_log(job: str, step: str, lines: list[str], t0: str) -> str:
    return "\n".join(f"{job}\t{step}\t{t0}{14 + i:02d}.{(4410031 + 7919 * i) % 10_000_000:07d}Z {ln}" for i, ln in enumerate(lines))


# --- CI: npm ci in web/ after a dependency was added with the root lock refreshed (gh log) ----------------------------

C = "gh run view 13008841 --log-failed"
E = "npm error `npm ci` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with `npm install` before continuing."
LINES = ["##[group]Run npm ci", "npm ci", "shell: /usr/bin/bash -e {0}", "##[endgroup]", E, "npm error",
         "npm error Missing: zod@3.23.8 from lock file", "npm error", "npm error Clean install a project",
         "npm error A complete log of this run can be found in: /home/runner/.npm/_logs/2027-04-09T10_21_33_802Z-debug-0.log",
         "##[error]Process completed with exit code 1."]
W = "gh run watch 13008977 --exit-status"
mem("gh_log_npm_ci_web_lock_out_of_sync", "github-actions", S, "subfolder_lock_ci", "/home/yusuf/quayside", lambda rng: [
    ("u", "CI's web job fails on npm ci since I added zod to the form validation. run 13008841"),
    ("b", C, gh_log("web", "Run npm ci", LINES, "2027-04-09T10:21:")),
    ("s", "The web job runs in `web/`, which has its own package.json and lock. Checking what the commit touched."),
    ("b", "git show --stat HEAD | tail -5", " package-lock.json       | 14 ++++++\n web/package.json        |  1 +\n web/src/forms/quote.ts  | 22 +++++++++--\n 3 files changed, 35 insertions(+), 2 deletions(-)"),
    ("s", "zod went into web/package.json, but `npm install` was run at the root, so the root lock changed and "
          "web/package-lock.json did not. Reverting the root lock and refreshing the lock in web/."),
    ("b", "git checkout HEAD~1 -- package-lock.json && npm install --prefix web", "\nadded 1 package, and audited 688 packages in 3s\n\nfound 0 vulnerabilities"),
    ("b", "git status --short", " M package-lock.json\n M web/package-lock.json"),
    ("b", "git commit -qam 'fix(web): lock zod in web/package-lock.json' && git push -q", ""),
    ("b", "gh run list --limit 1 --json databaseId -q '.[0].databaseId'", "13008977"),
    ("b", W, "✓ main CI · 13008977\n\nJOBS\n✓ web in 2m11s (ID 35880014421)\n✓ api in 3m02s (ID 35880014466)\n\n✓ Run CI (13008977) completed with 'success'"),
    ("s", "Green. zod is in web/package-lock.json now, and the root lock is back to what it was.")],
    cmd=C, err=E, change="npm install --prefix web", passed=W,
    groups=[["package.json and package-lock.json", "Missing: zod@3.23.8"], ["npm install --prefix web", "web/package-lock.json"]],
    also_ok=["npm error Missing: zod@3.23.8 from lock file"], kind="bugfix",
    traps=["npm error Clean install a project", "Process completed with exit code 1."],
    note="Read from `gh run view --log-failed` (job/step columns, stamps, `##[error]` removed). The lock to refresh "
         "is the one in web/, not the root one.")

# --- yarn install --immutable after adding a dependency with npm (zh) -------------------------------------------------

C = "yarn install --immutable"
E = "➤ YN0028: │ The lockfile would have been modified by this install, which is explicitly forbidden."
OUT = "\n".join(["➤ YN0000: · Yarn 4.5.3", "➤ YN0000: ┌ Resolution step", "➤ YN0085: │ + dayjs@npm:1.11.13",
                 E, "➤ YN0000: └ Completed in 0s 388ms", "➤ YN0000: · Failed with errors in 0s 394ms"])
mem("yarn_immutable_lockfile_npm_added_zh", "yarn", S, "yarn_berry_immutable", "/home/lihua/huaxia-admin", lambda rng: [
    ("u", "提交前的钩子跑 `yarn install --immutable` 失败了，我刚加了 dayjs。"),
    ("b", C, OUT, 1),
    ("b", "git status --short", " M package.json\n?? package-lock.json"),
    ("s", "dayjs 是用 npm 装的：package.json 改了，但 yarn.lock 没更新，还多出一个 package-lock.json。删掉这个多余的 "
          "npm lock，用 yarn 重新生成 yarn.lock。"),
    ("b", "rm package-lock.json && yarn install", "➤ YN0000: · Yarn 4.5.3\n➤ YN0000: ┌ Resolution step\n➤ YN0085: │ + dayjs@npm:1.11.13\n➤ YN0000: └ Completed in 0s 412ms\n➤ YN0000: ┌ Fetch step\n➤ YN0000: └ Completed\n➤ YN0000: ┌ Link step\n➤ YN0000: └ Completed in 0s 630ms\n➤ YN0000: · Done in 1s 544ms"),
    ("b", C, "➤ YN0000: · Yarn 4.5.3\n➤ YN0000: ┌ Resolution step\n➤ YN0000: └ Completed\n➤ YN0000: ┌ Fetch step\n➤ YN0000: └ Completed\n➤ YN0000: ┌ Link step\n➤ YN0000: └ Completed\n➤ YN0000: · Done in 0s 702ms"),
    ("s", "通过了。记得把 yarn.lock 和 package.json 一起提交。")],
    cmd=C, err=E, change="rm package-lock.json && yarn install", groups=[["YN0028", "lockfile would have been modified"], ["yarn install", "yarn.lock"]],
    kind="bugfix", lang="zh", traps=["➤ YN0000: · Failed with errors in 0s 394ms"],
    note="The dependency was added with npm; the lock to refresh is yarn.lock, with yarn.")

# --- go workspace: missing go.sum entry, tidy in the wrong module first (de) ------------------------------------------

C = "go build ./..."
E = "services/ledger/store/pg.go:9:2: missing go.sum entry for module providing package github.com/jackc/pgx/v5 (imported by git.kontor.example/kontor/services/ledger/store); to add:"
OUT = "\n".join([E, "\tgo get git.kontor.example/kontor/services/ledger/store"])
mem("go_work_missing_go_sum_ledger_module_de", "go", S, "go_workspace_sum", "/home/frieda/kontor", lambda rng: [
    ("u", "Ich habe pgx im Ledger-Service eingebaut, jetzt baut das Repo nicht mehr. Bitte richten."),
    ("b", C, OUT, 1),
    ("s", "Es fehlt ein go.sum-Eintrag für pgx. Ich räume das Modul auf."),
    ("b", "go mod tidy", ""),
    ("b", C, OUT, 1),
    ("s", "Hat nichts geändert: Das Repo ist ein go.work-Workspace, und `go mod tidy` im Wurzelverzeichnis betrifft nur "
          "das Wurzelmodul. pgx wird in services/ledger importiert, also muss dort aufgeräumt werden."),
    ("b", "cat go.work", "go 1.23.3\n\nuse (\n\t.\n\t./services/ledger\n\t./services/gateway\n)"),
    ("b", "go -C services/ledger mod tidy", "go: finding module for package github.com/jackc/pgx/v5\ngo: found github.com/jackc/pgx/v5 in github.com/jackc/pgx/v5 v5.7.1"),
    ("b", C, ""),
    ("s", "Baut wieder. services/ledger/go.mod und go.sum enthalten jetzt pgx v5.7.1.")],
    cmd=C, err=E, change="go -C services/ledger mod tidy", tries=["go mod tidy"],
    groups=[["missing go.sum entry"], ["services/ledger mod tidy", "services/ledger/go.sum"]], kind="bugfix", lang="de",
    note="`go mod tidy` at the root of a go.work workspace did not touch the ledger module; the tidy in its folder did.")

# --- go: checksum mismatch on a private module whose tag was moved ----------------------------------------------------

C = "go mod download"
E = "verifying git.brightloom.example/libs/retry@v1.4.0: checksum mismatch"
OUT = "\n".join([
    "go: downloading git.brightloom.example/libs/retry v1.4.0", E,
    "\tdownloaded: h1:Qx0v3n1m6xW9dTzS0bq7c4o2Jm5yF8rKp1aLhE2uV9g=",
    "\tgo.sum:     h1:Z8kYw3rT2pN6cQ1sV5mB0xH4jL7fD9eA3uG6iK2oP1s=", "", "SECURITY ERROR",
    "This download does NOT match an earlier download recorded in go.sum.",
    "The bits may have been replaced on the origin server, or an attacker may",
    "have intercepted the download attempt.", "", "For more information, see 'go help module-auth'."])
mem("go_checksum_mismatch_retagged_private_module", "go", S, "go_sum_mismatch", "/home/marcus/beacon", lambda rng: [
    ("u", "go mod download fails with a SECURITY ERROR on our retry lib. Do not just delete the go.sum line."),
    ("b", C, OUT, 1),
    ("s", "Agreed, not touching go.sum by hand. The module is private (GOPRIVATE, fetched direct from git), so "
          "checking whether the v1.4.0 tag moved."),
    ("b", "git ls-remote --tags https://git.brightloom.example/libs/retry.git 'v1.4.*'",
     "7d3e91a0c4b25f6e8a19d0b7c2e4f63a5b8c1d09\trefs/tags/v1.4.0\n2b6f04c9e1d7a3b58f20c6e4d9a1b7c3e5f80a26\trefs/tags/v1.4.1"),
    ("u", "checked with the libs team: they force-pushed v1.4.0 by mistake and published the same fix as v1.4.1. use that."),
    ("b", "go get git.brightloom.example/libs/retry@v1.4.1", "go: downloading git.brightloom.example/libs/retry v1.4.1\ngo: upgraded git.brightloom.example/libs/retry v1.4.0 => v1.4.1"),
    ("b", C, ""),
    ("s", "Downloads verify now. We are on retry v1.4.1, with its own go.sum lines; v1.4.0's recorded hash was left alone.")],
    cmd=C, err=E, change="go get git.brightloom.example/libs/retry@v1.4.1",
    groups=[["checksum mismatch"], ["retry@v1.4.1", "v1.4.1"]], kind="bugfix",
    traps=["For more information, see 'go help module-auth'."],
    note="The tag was moved upstream; the fix is the new version, not removing go.sum's line.")

# --- poetry install with a stale lock (fr) ----------------------------------------------------------------------------

C = "poetry install --no-root"
E = "pyproject.toml changed significantly since poetry.lock was last generated. Run `poetry lock [--no-update]` to fix the lock file."
OUT = "\n".join(["Installing dependencies from lock file", "", E])
mem("poetry_install_stale_lock_no_update_fr", "poetry", S, "poetry_stale_lock", "/home/mathis/facturix", lambda rng: [
    ("u", "Après le merge de la branche de Chloé, `poetry install` refuse de tourner. Sans tout mettre à jour, s'il te plaît."),
    ("b", C, OUT, 1),
    ("b", "git diff HEAD~1 -- pyproject.toml", "@@ -14,6 +14,7 @@ python = \"^3.11\"\n weasyprint = \"^62.3\"\n+babel = \"^2.16\"\n jinja2 = \"^3.1\""),
    ("s", "La branche a ajouté babel à pyproject.toml sans régénérer le lock. Je relocke sans monter les autres versions."),
    ("b", "poetry lock --no-update", "Resolving dependencies...\n\nWriting lock file"),
    ("b", C, "Installing dependencies from lock file\n\nPackage operations: 1 install, 0 updates, 0 removals\n\n  - Installing babel (2.16.0)"),
    ("s", "Installé : seul babel 2.16.0 a été ajouté, les autres versions du lock sont inchangées.")],
    cmd=C, err=E, change="poetry lock --no-update", groups=[["changed significantly since poetry.lock"], ["poetry lock --no-update"]],
    kind="bugfix", lang="fr", traps=["Installing dependencies from lock file"],
    note="The message names the fix; the memory still needs the failing line and the no-update lock.")

# --- docker build: uv sync --locked with a stale uv.lock (nl) ---------------------------------------------------------

C = "docker build --progress=plain -t fietsdata ."
E = "error: The lockfile at `uv.lock` needs to be updated, but `--locked` was provided. To update the lockfile, run `uv lock`."
OUT = "\n".join([
    "#9 [5/7] RUN --mount=type=cache,target=/cache/uv uv sync --locked --no-dev",
    "#9 0.412 Using CPython 3.12.8 interpreter at: /usr/local/bin/python3",
    "#9 0.733 Resolved 47 packages in 298ms", "#9 0.734 " + E,
    "#9 ERROR: process \"/bin/sh -c uv sync --locked --no-dev\" did not complete successfully: exit code: 2",
    "------", " > [5/7] RUN --mount=type=cache,target=/cache/uv uv sync --locked --no-dev:",
    "ERROR: failed to solve: process \"/bin/sh -c uv sync --locked --no-dev\" did not complete successfully: exit code: 2"])
mem("docker_build_uv_sync_locked_stale_nl", "uv", S, "uv_locked_image", "/home/sanne/fietsdata", lambda rng: [
    ("u", "De image bouwt niet meer sinds ik polars heb toegevoegd aan pyproject. Kun je kijken?"),
    ("b", C, OUT, 1),
    ("s", "polars staat in pyproject.toml maar uv.lock is niet bijgewerkt; met `--locked` weigert uv dan. Ik werk de "
          "lock lokaal bij en bouw opnieuw."),
    ("b", "uv lock", "Resolved 48 packages in 611ms\nAdded polars v1.16.0"),
    ("b", C, "#9 [5/7] RUN --mount=type=cache,target=/cache/uv uv sync --locked --no-dev\n#9 0.402 Using CPython 3.12.8 interpreter at: /usr/local/bin/python3\n#9 0.719 Resolved 48 packages in 290ms\n#9 4.870 Installed 41 packages in 88ms\n#9 DONE 5.1s\n#11 exporting to image\n#11 naming to docker.io/library/fietsdata done"),
    ("s", "De image bouwt. uv.lock bevat nu polars 1.16.0; commit hem samen met pyproject.toml.")],
    cmd=C, err=E, change="uv lock", groups=[["`uv.lock` needs to be updated"], ["uv lock", "uv.lock"]],
    kind="bugfix", lang="nl",
    traps=["ERROR: failed to solve: process \"/bin/sh -c uv sync --locked --no-dev\" did not complete successfully: exit code: 2"],
    note="Printed behind BuildKit's `#9 0.734 ` prefix; the lock is refreshed on the host, then the build passes.")

# --- composer install: a required package not in the lock (it) --------------------------------------------------------

C = "composer install"
E = "- Required package \"spatie/laravel-data\" is not present in the lock file."
OUT = "\n".join([
    "Installing dependencies from lock file (including require-dev)", "Verifying lock file contents can be installed on current platform.",
    "Warning: The lock file is not up to date with the latest changes in composer.json. You may be getting outdated dependencies. It is recommended that you run `composer update` or `composer update <package name>`.",
    "- Required package \"spatie/laravel-data\" is not present in the lock file.",
    "This usually happens when composer files are incorrectly merged or the composer.json file is manually edited.",
    "Read more about correctly resolving merge conflicts https://getcomposer.org/doc/articles/resolving-merge-conflicts.md",
    "and prefer using the \"require\" command over editing the composer.json file directly https://getcomposer.org/doc/03-cli.md#require-r"])
mem("composer_install_package_not_in_lock_it", "composer", S, "composer_lock_missing_pkg", "/home/chiara/prenota", lambda rng: [
    ("u", "Dopo il merge, composer install si lamenta del lock. Non voglio aggiornare tutto il resto."),
    ("b", C, OUT, 4),
    ("s", "Nel merge è entrata la riga di spatie/laravel-data in composer.json ma non il lock. Aggiorno solo quel "
          "pacchetto, così il resto del lock resta com'è."),
    ("b", "composer update spatie/laravel-data", "Loading composer repositories with package information\nUpdating dependencies\nLock file operations: 2 installs, 0 updates, 0 removals\n  - Locking spatie/laravel-data (4.11.1)\n  - Locking spatie/php-structure-discoverer (2.2.0)\nWriting lock file"),
    ("b", C, "Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\nPackage operations: 2 installs, 0 updates, 0 removals\n  - Installing spatie/php-structure-discoverer (2.2.0): Extracting archive\n  - Installing spatie/laravel-data (4.11.1): Extracting archive\nGenerating optimized autoload files"),
    ("s", "Fatto: solo laravel-data (e la sua dipendenza) sono stati aggiunti al lock.")],
    cmd=C, err=E, change="composer update spatie/laravel-data", groups=[["spatie/laravel-data\" is not present in the lock file", "not present in the lock file"], ["composer update spatie/laravel-data"]],
    kind="bugfix", lang="it",
    traps=["This usually happens when composer files are incorrectly merged or the composer.json file is manually edited."],
    note="A targeted update, not `composer update` of everything (the warning's first advice).")

# --- xcodebuild: CocoaPods sandbox out of sync, pod install in ios/ ---------------------------------------------------

C = "xcodebuild -workspace ios/Lumen.xcworkspace -scheme Lumen -sdk iphonesimulator -configuration Debug build"
E = "error: The sandbox is not in sync with the Podfile.lock. Run 'pod install' or update your CocoaPods installation. (in target 'Lumen' from project 'Lumen')"
OUT = "\n".join([
    "Command line invocation:", "    /Applications/Xcode-16.1.app/Contents/Developer/usr/bin/xcodebuild -workspace ios/Lumen.xcworkspace -scheme Lumen -sdk iphonesimulator -configuration Debug build",
    "", "PhaseScriptExecution [CP]\\ Check\\ Pods\\ Manifest.lock /Users/kofi/Library/Developer/Xcode/DerivedData/Lumen-fq1x/Build/Intermediates.noindex/Lumen.build/Debug-iphonesimulator/Lumen.build/Script-8C1B.sh (in target 'Lumen' from project 'Lumen')",
    "    cd /Users/kofi/lumen/ios", E, "", "** BUILD FAILED **", "", "", "The following build commands failed:",
    "\tPhaseScriptExecution [CP]\\ Check\\ Pods\\ Manifest.lock (in target 'Lumen' from project 'Lumen')", "(1 failure)"])
mem("xcodebuild_pods_sandbox_out_of_sync", "cocoapods", S, "pods_folder", "/Users/kofi/lumen", lambda rng: [
    ("u", "pulled main and the iOS build fails right away. RN app, pods live in ios/"),
    ("b", C, OUT, 65),
    ("s", "Someone added a native module on main; Podfile.lock changed but the local Pods/ folder is older. Running "
          "pod install."),
    ("b", "pod install 2>&1 | tail -3", "[!] No `Podfile' found in the project directory."),
    ("s", "Wrong folder: the Podfile is in ios/."),
    ("b", "pod install --project-directory=ios", "Auto-linking React Native modules for target `Lumen`: RNCAsyncStorage, RNScreens, react-native-haptic-feedback\nAnalyzing dependencies\nDownloading dependencies\nInstalling react-native-haptic-feedback (2.3.3)\nGenerating Pods project\nIntegrating client project\nPod installation complete! There are 71 dependencies from the Podfile and 83 total pods installed."),
    ("b", C, "CompileC ... (in target 'Lumen' from project 'Lumen')\nLd /Users/kofi/Library/Developer/Xcode/DerivedData/Lumen-fq1x/Build/Products/Debug-iphonesimulator/Lumen.app/Lumen normal (in target 'Lumen' from project 'Lumen')\n\n** BUILD SUCCEEDED **"),
    ("s", "Build succeeds. Pods are installed from ios/, matching the new Podfile.lock.")],
    cmd=C, err=E, change="pod install --project-directory=ios", tries=["pod install 2>&1 | tail -3"],
    groups=[["sandbox is not in sync with the Podfile.lock"], ["--project-directory=ios", "cd ios && pod install"]],
    kind="lesson", traps=["** BUILD FAILED **"],
    note="The try ran in the repository root; the pods are installed from ios/. kind lesson: only the git-ignored "
         "Pods/ folder changes, the repository does not.")
