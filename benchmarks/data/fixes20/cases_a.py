"""Sessions with memory, part one: git and its remote (`git_remote`, 5), package registries
(`package_registry`, 4) and TLS behind a proxy (`tls_proxy`, 2)."""

from __future__ import annotations

from kit import hx, mem

# --- git_remote -------------------------------------------------------------------------------------------------

C = "git push origin main"
E = " ! [rejected]        main -> main (fetch first)"
W = "error: failed to push some refs to 'github.com:halvard/tidewater.git'"
H = "hint: Updates were rejected because the remote contains work that you do not"
mem("git_push_fetch_first_pull_rebase", "git", "git_remote", "non_fast_forward", "/home/halvard/src/tidewater",
    lambda rng, C=C, E=E, W=W, H=H: [
        ("u", "commit the tide table parser fix and push it to main"),
        ("b", "git add tidewater/parse.py tests/test_parse.py && git commit -m 'parse: accept negative heights in tide tables'",
         f"[main {hx(rng)}] parse: accept negative heights in tide tables\n 2 files changed, 19 insertions(+), 4 deletions(-)"),
        ("b", C, "\n".join(["To github.com:halvard/tidewater.git", E, W, H,
                            "hint: have locally. This is usually caused by another repository pushing to",
                            "hint: the same ref. If you want to integrate the remote changes, use",
                            "hint: 'git pull' before pushing again.",
                            "hint: See the 'Note about fast-forwards' in 'git push --help' for details."]), 1),
        ("s", "The remote has commits I don't have locally. I'll rebase onto them rather than force anything."),
        ("b", "git pull --rebase origin main",
         f"From github.com:halvard/tidewater\n * branch            main       -> FETCH_HEAD\n   {hx(rng)}..{hx(rng)}  main       -> origin/main\n"
         "Successfully rebased and updated refs/heads/main."),
        ("b", C, f"To github.com:halvard/tidewater.git\n   {hx(rng)}..{hx(rng)}  main -> main"),
        ("s", "Pushed. Someone had pushed two commits to main in the meantime (a CI config change); I rebased your "
              "commit on top with `git pull --rebase` - no conflicts - and the push went through.")],
    cmd=C, err=E, change="git pull --rebase origin main", also_ok=[H], traps=[W],
    groups=[["(fetch first)", "remote contains work that you do not"], ["pull --rebase"]],
    note="Non-fast-forward push. The telling line is the `! [rejected] ... (fetch first)` ref line (the first hint "
         "line is accepted); `error: failed to push some refs` is printed for every kind of push failure: a trap. "
         "The fix a careful engineer keeps is the rebase, not a force push.")

C = "git push origin main"
E = "remote: error: GH006: Protected branch update failed for refs/heads/main."
mem("git_push_protected_branch_gh006_de", "git", "git_remote", "hook_declined", "/home/jonas/kiezkasse-go",
    lambda rng, C=C, E=E: [
        ("u", "Bitte den Commit mit dem Timeout-Fix direkt nach main pushen."),
        ("b", C, "\n".join(["Enumerating objects: 9, done.", "Counting objects: 100% (9/9), done.",
                            "Delta compression using up to 10 threads",
                            "Compressing objects: 100% (5/5), done.",
                            "Writing objects: 100% (5/5), 1.02 KiB | 1.02 MiB/s, done.",
                            "Total 5 (delta 4), reused 0 (delta 0), pack-reused 0",
                            "remote: Resolving deltas: 100% (4/4), completed with 4 local objects.", E,
                            "remote: error: Changes must be made through a pull request.",
                            "To github.com:kiezkasse/kiezkasse-go.git",
                            " ! [remote rejected] main -> main (protected branch hook declined)",
                            "error: failed to push some refs to 'github.com:kiezkasse/kiezkasse-go.git'"]), 1),
        ("s", "`main` ist geschützt: Änderungen gehen nur über einen Pull Request. Ich lege den Commit auf einen "
              "eigenen Branch, setze main lokal zurück auf origin/main und öffne einen PR."),
        ("b", "git switch -c fix/http-timeout && git branch -f main origin/main",
         "Switched to a new branch 'fix/http-timeout'"),
        ("b", "git push -u origin fix/http-timeout",
         "remote: \nremote: Create a pull request for 'fix/http-timeout' on GitHub by visiting:\n"
         "remote:      https://github.com/kiezkasse/kiezkasse-go/pull/new/fix/http-timeout\nremote: \n"
         "To github.com:kiezkasse/kiezkasse-go.git\n * [new branch]      fix/http-timeout -> fix/http-timeout\n"
         "branch 'fix/http-timeout' set up to track 'origin/fix/http-timeout'."),
        ("b", "gh pr create --fill --base main", "https://github.com/kiezkasse/kiezkasse-go/pull/412"),
        ("s", "Erledigt: Der Push nach main wurde von der Branch-Protection abgelehnt (GH006). Der Commit liegt jetzt "
              "auf `fix/http-timeout`, PR #412 ist offen; dein lokales main zeigt wieder auf origin/main.")],
    cmd=C, err=E, change="git switch -c fix/http-timeout", passed="git push -u origin fix/http-timeout", lang="de",
    also_ok=[" ! [remote rejected] main -> main (protected branch hook declined)",
             "remote: error: Changes must be made through a pull request."],
    groups=[["GH006", "Protected branch update failed", "protected branch hook declined"],
            ["git switch -c", "gh pr create", "fix/http-timeout"]],
    note="Branch protection: the lesson is 'main takes PRs only: push a branch and open a PR'. The pass is the push "
         "of the new branch (same tool, different ref).")

C = "git push"
E = "fatal: You are not currently on a branch."
mem("git_push_detached_head_switch_c", "git", "git_remote", "detached_head", "/home/sol/gazette",
    lambda rng, C=C, E=E: [
        ("u", "I checked out the v2.3.1 tag to hotfix the RSS date bug. I made the change, commit it and push so I can "
              "cut 2.3.2 from it."),
        ("b", "git status --short && git commit -am 'rss: emit RFC 822 dates in UTC'",
         f" M app/feeds/rss.rb\n[detached HEAD {hx(rng)}] rss: emit RFC 822 dates in UTC\n 1 file changed, 3 insertions(+), 2 deletions(-)"),
        ("b", C, "\n".join([E, "To push the history leading to the current (detached HEAD)", "state now, use", "",
                            "    git push origin HEAD:<name-of-remote-branch>", ""]), 128),
        ("s", "The commit is on a detached HEAD (you're on the tag, not a branch). I'll put it on a branch so it "
              "doesn't get lost, then push that."),
        ("b", "git switch -c hotfix/2.3.2", "Switched to a new branch 'hotfix/2.3.2'"),
        ("b", "git push -u origin hotfix/2.3.2",
         "To github.com:sol-press/gazette.git\n * [new branch]      hotfix/2.3.2 -> hotfix/2.3.2\n"
         "branch 'hotfix/2.3.2' set up to track 'origin/hotfix/2.3.2'."),
        ("s", "Pushed `hotfix/2.3.2` with the RSS fix on top of v2.3.1. Tag 2.3.2 from that branch when CI is green.")],
    cmd=C, err=E, change="git switch -c hotfix/2.3.2", passed="git push -u origin hotfix/2.3.2",
    groups=[["not currently on a branch", "detached HEAD"], ["switch -c hotfix/2.3.2", "git switch -c"]],
    note="A commit on a detached HEAD (a checked-out tag). Git's own advice (`push origin HEAD:<name>`) would work "
         "too; the session made a branch first, which also keeps the commit reachable.")

C = "git push -u origin feat/export"
E = "remote: Invalid username or token. Password authentication is not supported for Git operations."
mem("git_https_password_auth_gh_setup_git_fr", "git", "git_remote", "https_auth", "/home/camille/fjord-api",
    lambda rng, C=C, E=E: [
        ("u", "Pousse la branche feat/export, s'il te plaît. Je viens de cloner le dépôt sur ce nouveau portable."),
        ("b", C, "\n".join(["Username for 'https://github.com': camille-r", E,
                            "fatal: Authentication failed for 'https://github.com/norrland-labs/fjord-api.git/'"]), 128),
        ("b", "gh auth status",
         "github.com\n  \u2713 Logged in to github.com account camille-r (keyring)\n  - Active account: true\n"
         "  - Git operations protocol: https\n  - Token: gho_************************************\n"
         "  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'"),
        ("s", "Le `gh` CLI est connecté, mais git ne l'utilise pas comme gestionnaire d'identifiants sur ce portable : "
              "il a demandé un mot de passe, que GitHub refuse. Je branche git sur `gh`."),
        ("b", "gh auth setup-git", ""),
        ("b", C, "\n".join(["Enumerating objects: 23, done.", "Writing objects: 100% (14/14), 3.87 KiB | 3.87 MiB/s, done.",
                            "To https://github.com/norrland-labs/fjord-api.git", " * [new branch]      feat/export -> feat/export",
                            "branch 'feat/export' set up to track 'origin/feat/export'."])),
        ("s", "C'est poussé. Sur un nouveau poste, `gh auth setup-git` suffit pour que git utilise le jeton de `gh` "
              "au lieu d'un mot de passe.")],
    cmd=C, err=E, change="gh auth setup-git", lang="fr",
    also_ok=["fatal: Authentication failed for 'https://github.com/norrland-labs/fjord-api.git/'"],
    groups=[["Password authentication is not supported", "Authentication failed for"], ["gh auth setup-git"]],
    note="HTTPS push on a fresh machine, git asks for a password. `gh auth setup-git` (a step, not a repo change) "
         "makes the same push pass: a lesson.")

C = "git push -u origin feat/tiles"
E = "remote: error: File data/fixtures/tiles.mbtiles is 187.42 MB; this exceeds GitHub's file size limit of 100.00 MB"
W = "remote: warning: File data/fixtures/borders.geojson is 61.20 MB; this is larger than GitHub's recommended maximum file size of 50.00 MB"
mem("git_gh001_large_file_lfs_migrate", "git", "git_remote", "large_file_lfs", "/home/ines/src/atlaskit",
    lambda rng, C=C, E=E, W=W: [
        ("u", "push feat/tiles, it has the offline tile fixtures"),
        ("b", C, "\n".join(["Enumerating objects: 31, done.", "Counting objects: 100% (31/31), done.",
                            "Writing objects: 100% (19/19), 201.88 MiB | 9.12 MiB/s, done.",
                            "Total 19 (delta 6), reused 0 (delta 0), pack-reused 0",
                            "remote: Resolving deltas: 100% (6/6), completed with 5 local objects.",
                            f"remote: error: Trace: {hx(rng, 32)}", "remote: error: See https://gh.io/lfs for more information.",
                            E, W,
                            "remote: error: GH001: Large files detected. You may want to try Git Large File Storage - https://git-lfs.github.com.",
                            "To github.com:atlaskit/atlaskit.git", " ! [remote rejected] feat/tiles -> feat/tiles (pre-receive hook declined)",
                            "error: failed to push some refs to 'github.com:atlaskit/atlaskit.git'"]), 1),
        ("s", "GitHub refuses files over 100 MB. The .mbtiles file has to go through Git LFS; since it's already in "
              "the branch history I'll rewrite this branch's commits to move it into LFS (the branch isn't on the remote yet)."),
        ("b", "git lfs install && git lfs track '*.mbtiles'", "Updated Git hooks.\nGit LFS initialized.\nTracking \"*.mbtiles\""),
        ("b", "git lfs migrate import --include='*.mbtiles' --include-ref=refs/heads/feat/tiles --exclude-ref=refs/remotes/origin/main",
         "migrate: Sorting commits: ..., done.\nmigrate: Rewriting commits: 100% (4/4), done.\n"
         f"  feat/tiles\t{hx(rng, 40)} -> {hx(rng, 40)}\nmigrate: Updating refs: ..., done.\nmigrate: checkout: ..., done."),
        ("b", C, "\n".join(["Uploading LFS objects: 100% (1/1), 197 MB | 11 MB/s, done.", W.replace("warning", "warning"),
                            "To github.com:atlaskit/atlaskit.git", " * [new branch]      feat/tiles -> feat/tiles",
                            "branch 'feat/tiles' set up to track 'origin/feat/tiles'."])),
        ("s", "Pushed. `*.mbtiles` is now tracked by LFS (.gitattributes committed by the migrate). GitHub still warns "
              "about the 61 MB borders.geojson - under the hard limit, but you may want it in LFS too.")],
    cmd=C, err=E, change="git lfs migrate import", kind="bugfix",
    also_ok=["remote: error: GH001: Large files detected. You may want to try Git Large File Storage - https://git-lfs.github.com."],
    groups=[["exceeds GitHub's file size limit", "GH001"], ["git lfs migrate import", "git lfs track"]], traps=[W],
    note="The rejection names the file over 100 MB (GH001 line accepted). The 61 MB warning looks like it but is "
         "only advice and is printed by the passing push too: a trap. The fix rewrites the branch into LFS and adds "
         ".gitattributes: a repository change (bugfix).")

# --- package_registry -------------------------------------------------------------------------------------------

C = "npm ci"
E = "npm ERR! 401 Unauthorized - GET https://npm.pkg.github.com/@kumo-labs%2fui-kit - authentication token not provided"
W = "npm WARN deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it. Check out lru-cache if you want a good and tested way to coalesce async requests by a key value, which is much more comprehensive and powerful."
mem("npm_e401_github_packages_npmrc_ja", "npm", "package_registry", "private_scope_401", "/home/aiko/kumo-dashboard",
    lambda rng, C=C, E=E, W=W: [
        ("u", "新しいマシンで `npm ci` が 401 で落ちます。@kumo-labs のパッケージは GitHub Packages にあります。直してもらえますか？"),
        ("b", C, "\n".join([W, "npm ERR! code E401", E, "",
                            "npm ERR! A complete log of this run can be found in: /home/aiko/.npm/_logs/2027-01-12T08_14_55_312Z-debug-0.log"]), 1),
        ("r", "/home/aiko/kumo-dashboard/.npmrc", "@kumo-labs:registry=https://npm.pkg.github.com\n"),
        ("b", "test -n \"$NODE_AUTH_TOKEN\" && echo set || echo unset", "set"),
        ("s", "`.npmrc` はスコープのレジストリだけを指定していて、認証行がありません。トークンは環境変数 "
              "`NODE_AUTH_TOKEN` にあるので、値を書かずに参照だけ追加します。"),
        ("e", "/home/aiko/kumo-dashboard/.npmrc", "@kumo-labs:registry=https://npm.pkg.github.com\n",
         "@kumo-labs:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}\n"),
        ("b", C, W + "\n\nadded 1184 packages, and audited 1185 packages in 21s\n\n"
                     "found 0 vulnerabilities"),
        ("s", "`npm ci` が通りました。`.npmrc` に `//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}` を追加しました "
              "（トークン自体はリポジトリに入りません）。inflight の deprecated 警告は以前からのもので無関係です。")],
    cmd=C, err=E, change="_authToken=${NODE_AUTH_TOKEN}", kind="bugfix", lang="ja", also_ok=["npm ERR! code E401"],
    groups=[["401 Unauthorized", "E401"], ["_authToken=${NODE_AUTH_TOKEN}", "NODE_AUTH_TOKEN"]], traps=[W],
    note="The project .npmrc named the scope's registry but no auth line. The fix references the env var (no token "
         "in the repo). The deprecation warning is printed by the passing run too: a trap.")

C = "npm install react-day-picker"
E = 'npm ERR! peer react@"^18.0.0" from react-day-picker@8.10.1'
W = "npm ERR! this command with --force or --legacy-peer-deps"
mem("npm_eresolve_peer_pick_compatible_major", "npm", "package_registry", "eresolve_peer", "/home/priya/harbor-web",
    lambda rng, C=C, E=E, W=W: [
        ("u", "add react-day-picker for the booking form's date field"),
        ("b", C, "\n".join(["npm ERR! code ERESOLVE", "npm ERR! ERESOLVE unable to resolve dependency tree", "npm ERR! ",
                            "npm ERR! While resolving: harbor-web@0.4.0", "npm ERR! Found: react@17.0.2",
                            "npm ERR! node_modules/react", 'npm ERR!   react@"^17.0.2" from the root project', "npm ERR! ",
                            "npm ERR! Could not resolve dependency:", E, "npm ERR! node_modules/react-day-picker",
                            'npm ERR!   react-day-picker@"*" from the root project', "npm ERR! ",
                            "npm ERR! Fix the upstream dependency conflict, or retry", W,
                            "npm ERR! to accept an incorrect (and potentially broken) dependency resolution.", "npm ERR! ",
                            "npm ERR! For a full report see:",
                            "npm ERR! /home/priya/.npm/_logs/2027-01-12T10_02_41_077Z-eresolve-report.txt"]), 1),
        ("s", "react-day-picker 8 needs React 18 and this app is on React 17. `--legacy-peer-deps` would install a "
              "version that isn't meant to run on 17, so I'll check which major still supports React 17."),
        ("b", "npm view react-day-picker@7 peerDependencies --json | tail -4",
         '  "react": ">=16.8.0",\n  "react-dom": ">=16.8.0"\n}'),
        ("b", "npm install react-day-picker@^7.4.10", "\nadded 1 package, and audited 912 packages in 3s\n\nfound 0 vulnerabilities"),
        ("s", "Installed `react-day-picker@^7.4.10` (supports React >=16.8); package.json and the lock are updated. "
              "When you move to React 18 you can go to v8.")],
    cmd=C, err=E, change="react-day-picker@^7.4.10", passed="npm install react-day-picker@^7.4.10", kind="bugfix",
    also_ok=["npm ERR! ERESOLVE unable to resolve dependency tree"], traps=[W],
    groups=[["react-day-picker@8.10.1", "ERESOLVE"], ["react-day-picker@^7.4.10", "react-day-picker@7"]],
    note="ERESOLVE on a peer range. The telling line is the unmet peer (the ERESOLVE headline is accepted). npm's own "
         "advice line (`--force or --legacy-peer-deps`) is what a careful engineer would not take: a trap. Fix: a "
         "major that supports the installed React (package.json changes: bugfix).")

C = "pip install -r requirements.txt"
E = "ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE. If you have updated the package versions, please update the hashes. Otherwise, examine the package contents carefully; someone may have tampered with them."
mem("pip_hash_mismatch_hand_bumped_pin", "pip", "package_registry", "hash_mismatch", "/home/dana/src/tollgate",
    lambda rng, C=C, E=E: [
        ("u", "pull main and reinstall deps in the venv, then run the smoke test"),
        ("b", "git pull --ff-only", f"Updating {hx(rng)}..{hx(rng)}\nFast-forward\n requirements.txt | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        ("b", C, "\n".join(["Collecting anyio==4.6.2 (from -r requirements.txt (line 9))",
                            "  Using cached anyio-4.6.2-py3-none-any.whl.metadata (4.7 kB)",
                            "Collecting urllib3==2.2.3 (from -r requirements.txt (line 212))",
                            "  Downloading urllib3-2.2.3-py3-none-any.whl.metadata (6.5 kB)", E,
                            "    urllib3==2.2.3 from https://files.pythonhosted.org/packages/ce/d9/5f4c13cecde62396b0d3fe530a50ccea91e7dfc1ccf0e09c228841bb5ba8/urllib3-2.2.3-py3-none-any.whl (from -r requirements.txt (line 212)):",
                            "        Expected sha256 a1d6e2c5f1d7f28f6d36b7a8f3d3a7c1b7bd2a1f0b0e2f1f4bba38b1a4f3e7c2",
                            "             Got        ca899ca043dcb1bafa3e262d73aa25c465bfb49e0bd9dd5d59f1d0acba2f8fac"]), 1),
        ("b", "git log -1 -p --format='%h %an %s' -- requirements.txt | head -20",
         f"{hx(rng)} Marta Quist bump urllib3\n--- a/requirements.txt\n+++ b/requirements.txt\n@@ -211,3 +211,3 @@\n"
         "-urllib3==2.2.2 \\\n+urllib3==2.2.3 \\\n     --hash=sha256:a1d6e2c5f1d7f28f6d36b7a8f3d3a7c1b7bd2a1f0b0e2f1f4bba38b1a4f3e7c2"),
        ("s", "The last commit changed the urllib3 pin by hand but kept 2.2.2's hash, so pip rightly refuses 2.2.3. The "
              "file is generated by pip-tools from requirements.in; I'll regenerate it instead of editing hashes."),
        ("b", "pip-compile --generate-hashes --upgrade-package urllib3==2.2.3 requirements.in -o requirements.txt",
         "#\n# This file is autogenerated by pip-compile with Python 3.12\n#    by the following command:\n#\n"
         "#    pip-compile --generate-hashes --output-file=requirements.txt requirements.in\n#"),
        ("b", C, "Collecting urllib3==2.2.3 (from -r requirements.txt (line 212))\n  Using cached urllib3-2.2.3-py3-none-any.whl (126 kB)\n"
                 "Installing collected packages: urllib3\n  Attempting uninstall: urllib3\n    Found existing installation: urllib3 2.2.2\n"
                 "Successfully installed urllib3-2.2.3"),
        ("s", "Deps installed. requirements.txt is regenerated with the right hash for urllib3 2.2.3 - please commit it "
              "(the hand-edited pin from `bump urllib3` was the problem).")],
    cmd=C, err=E, change="pip-compile --generate-hashes", kind="bugfix",
    groups=[["DO NOT MATCH THE HASHES"], ["pip-compile --generate-hashes"]],
    note="A hand-bumped pin with the old hash. Here the mismatch is explained (the commit shows it) so regenerating is "
         "right; compare `pip_mirror_hash_mismatch_never_fixed_nl`, where the hashes are right and the mirror is not.")

C = "pip install -r requirements/dev.txt"
E = "ERROR: No matching distribution found for kelpie-geo==3.4.1"
mem("pip_private_index_url_env_es", "pip", "package_registry", "private_index", "/home/lucia/kelpie-maps",
    lambda rng, C=C, E=E: [
        ("u", "Estoy montando el entorno en el portátil nuevo. ¿Puedes instalar las dependencias de desarrollo?"),
        ("b", "python -m venv .venv && . .venv/bin/activate && pip --version", "pip 24.3.1 from /home/lucia/kelpie-maps/.venv/lib/python3.12/site-packages/pip (python 3.12)"),
        ("b", C, "\n".join(["Collecting fastapi==0.115.4 (from -r requirements/dev.txt (line 3))",
                            "  Downloading fastapi-0.115.4-py3-none-any.whl.metadata (27 kB)",
                            "Collecting kelpie-geo==3.4.1 (from -r requirements/dev.txt (line 7))",
                            "ERROR: Could not find a version that satisfies the requirement kelpie-geo==3.4.1 (from versions: none)",
                            E]), 1),
        ("b", "grep -rn 'index' docs/setup.md", "14:Internal packages (kelpie-*) live on Nexus; install with\n"
                                               "15:`PIP_INDEX_URL=https://nexus.kelpie.example/repository/pypi-all/simple` (it proxies PyPI too)."),
        ("s", "`kelpie-geo` es un paquete interno: no está en PyPI, está en el Nexus de la empresa, que además hace de "
              "proxy de PyPI. Uso ese índice como único índice (no `--extra-index-url`, para evitar confusión de dependencias)."),
        ("b", "PIP_INDEX_URL=https://nexus.kelpie.example/repository/pypi-all/simple " + C,
         "Looking in indexes: https://nexus.kelpie.example/repository/pypi-all/simple\n"
         "Collecting kelpie-geo==3.4.1 (from -r requirements/dev.txt (line 7))\n  Downloading https://nexus.kelpie.example/repository/pypi-all/packages/kelpie-geo/3.4.1/kelpie_geo-3.4.1-py3-none-any.whl (88 kB)\n"
         "Successfully installed fastapi-0.115.4 kelpie-geo-3.4.1 pydantic-2.9.2 shapely-2.0.6 starlette-0.41.2"),
        ("s", "Listo. Para que no haga falta la variable cada vez, puedes ponerla en `~/.config/pip/pip.conf` como "
              "`index-url`.")],
    cmd=C, err=E, change="PIP_INDEX_URL=https://nexus.kelpie.example", lang="es",
    passed="PIP_INDEX_URL=https://nexus.kelpie.example/repository/pypi-all/simple " + C,
    also_ok=["ERROR: Could not find a version that satisfies the requirement kelpie-geo==3.4.1 (from versions: none)"],
    groups=[["kelpie-geo==3.4.1"], ["PIP_INDEX_URL", "nexus.kelpie.example"]],
    note="An internal package looked up on PyPI. The fix is an index setting inside the passing command (a lesson).")

# --- tls_proxy --------------------------------------------------------------------------------------------------

C = "git clone https://git.hollow.example/platform/charts.git"
E = "fatal: unable to access 'https://git.hollow.example/platform/charts.git/': SSL certificate problem: unable to get local issuer certificate"
mem("git_clone_internal_ca_sslcainfo", "git", "tls_proxy", "internal_ca", "/home/ravi/code",
    lambda rng, C=C, E=E: [
        ("u", "clone the platform charts repo next to the others, I need to look at the ingress chart"),
        ("b", C, "Cloning into 'charts'...\n" + E, 128),
        ("b", "ls /usr/local/share/ca-certificates/ && openssl s_client -connect git.hollow.example:443 -showcerts </dev/null 2>/dev/null | grep -m2 'i:'",
         "hollow-root-ca.crt\n   i:C = NO, O = Hollow AS, CN = Hollow Issuing CA 2\n   i:C = NO, O = Hollow AS, CN = Hollow Root CA"),
        ("s", "The server's chain ends at the company's own root CA, which is on disk but not in git's CA bundle. "
              "I'll point git at it for this host only (not turn verification off)."),
        ("b", "git config --global http.https://git.hollow.example/.sslCAInfo /usr/local/share/ca-certificates/hollow-root-ca.crt", ""),
        ("b", C, "Cloning into 'charts'...\nremote: Enumerating objects: 4312, done.\nReceiving objects: 100% (4312/4312), 1.21 MiB | 6.40 MiB/s, done.\n"
                 "Resolving deltas: 100% (2710/2710), done."),
        ("s", "Cloned into `charts/`. Git now trusts the Hollow root CA for git.hollow.example only.")],
    cmd=C, err=E, change="sslCAInfo",
    groups=[["unable to get local issuer certificate", "SSL certificate problem"], ["sslCAInfo", "hollow-root-ca.crt"]],
    note="An internal CA. Fix: a per-host sslCAInfo (a lesson). Compare `npm_strict_ssl_false_shortcut`, where "
         "verification was switched off instead: no memory.")

C = "npm install"
E = "npm ERR! request to https://registry.npmjs.org/zod failed, reason: self-signed certificate in certificate chain"
mem("npm_self_signed_chain_cafile", "npm", "tls_proxy", "proxy_ca", "/home/owen/src/lumen-forms",
    lambda rng, C=C, E=E: [
        ("u", "npm install keeps failing on the office network. can you sort it out? IT says the proxy re-signs TLS"),
        ("b", C, "\n".join(["npm ERR! code SELF_SIGNED_CERT_IN_CHAIN", "npm ERR! errno SELF_SIGNED_CERT_IN_CHAIN", E, "",
                            "npm ERR! A complete log of this run can be found in: /home/owen/.npm/_logs/2027-01-14T09_30_12_604Z-debug-0.log"]), 1),
        ("b", "ls /etc/ssl/certs | grep -i zscaler", "Zscaler_Root_CA.pem"),
        ("s", "The proxy's root CA is installed system-wide, but Node ships its own CA list and doesn't read it. I'll "
              "give npm that CA file rather than disabling `strict-ssl`."),
        ("b", "npm config set cafile /etc/ssl/certs/Zscaler_Root_CA.pem", ""),
        ("b", C, "\nadded 642 packages, and audited 643 packages in 17s\n\n98 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities"),
        ("s", "Installed. npm now trusts the proxy's root CA via `cafile` in your user ~/.npmrc. For Node itself (e.g. "
              "scripts that fetch), `NODE_EXTRA_CA_CERTS` pointing to the same file does the same.")],
    cmd=C, err=E, change="npm config set cafile", also_ok=["npm ERR! code SELF_SIGNED_CERT_IN_CHAIN"],
    groups=[["SELF_SIGNED_CERT_IN_CHAIN", "self-signed certificate in certificate chain"], ["cafile"]],
    note="A TLS-intercepting proxy. Fix: npm's cafile set to the proxy's root (a lesson); the near miss with "
         "`strict-ssl false` is a no-memory session.")
