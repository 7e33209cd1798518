"""Sessions with one memory, part three: CI logs (`ci_log`, 8: `gh run view --log-failed`, `glab ci trace`, GitHub
Actions and GitLab logs the user pastes, with step markers, timestamps and ANSI) and remote output full of
carriage-return progress lines (`progress_noise`, 3)."""

from __future__ import annotations

from kit import CR, ESC, mem


def gh_log(job: str, step: str, lines: list[str], t0: str = "2027-03-02T10:14:") -> str:
    """`gh run view --log-failed`: job, step, an Actions timestamp, the line."""
    return "\n".join(f"{job}\t{step}\t{t0}{10 + i % 50:02d}.{(4471021 + 7919 * i) % 10_000_000:07d}Z {ln}" for i, ln in enumerate(lines))


def stamp(lines: list[str], t0: str = "2027-03-04T07:41:") -> str:
    """A raw Actions log as pasted from the web UI's `View raw logs`."""
    return "\n".join(f"{t0}{12 + i % 40:02d}.{(1830117 + 104729 * i) % 10_000_000:07d}Z {ln}" for i, ln in enumerate(lines))


S = "ci_log"

# --- gh run view --log-failed: tomllib on the runner's Python 3.10 ----------------------------------------------------

C = "gh run view 11820417 --log-failed"
E = "ModuleNotFoundError: No module named 'tomllib'"
W2 = "gh run watch 11820532 --exit-status"
mem("gh_log_failed_tomllib_python_version", "github-actions", S, "gh_log_failed", "/home/ana/lintel", lambda rng: [
    ("u", "CI is red on main, tests pass locally. run 11820417"),
    ("b", C, gh_log("test", "Run pytest", ["##[group]Run pytest -q", "pytest -q", "shell: /usr/bin/bash -e {0}",
                                             "env:", "  pythonLocation: /opt/hostedtoolcache/Python/3.10.14/x64", "##[endgroup]",
                                             "ImportError while loading conftest '/home/runner/work/lintel/lintel/tests/conftest.py'.",
                                             "tests/conftest.py:2: in <module>", "    from lintel.config import load",
                                             "lintel/config.py:3: in <module>", "    import tomllib", "E   " + E,
                                             "##[error]Process completed with exit code 4."])),
    ("s", "The runner uses Python 3.10 (`pythonLocation` ... 3.10.14) and `tomllib` is stdlib only from 3.11. "
          "Locally you're on 3.12. pyproject already says `requires-python = \">=3.11\"`, so the workflow is behind."),
    ("e", "/home/ana/lintel/.github/workflows/ci.yml", "          python-version: \"3.10\"", "          python-version: \"3.12\""),
    ("b", "git commit -qam 'ci: test on Python 3.12' && git push -q && gh run list --limit 1 --json databaseId -q '.[0].databaseId'", "11820532"),
    ("b", W2, "✓ main CI · 11820532\nTriggered via push about 2 minutes ago\n\nJOBS\n✓ test in 1m12s (ID 33190455812)\n\n✓ Run CI (11820532) completed with 'success'"),
    ("s", "Green. The workflow's python-version is 3.12, matching requires-python.")],
    cmd=C, err=E, change="python-version: \"3.12\"", groups=[["No module named 'tomllib'"], ["python-version: \"3.12\"", "python-version: \"3.11\""]],
    kind="bugfix", passed=W2, traps=["Process completed with exit code 4."],
    note="gh's job/step columns, the Actions timestamp and `##[error]` are removed from the lines; the runner's "
         "`Process completed` line is the wrapper. Passed by watching the next run.")

# --- pasted Actions log (es): npm ci and an out-of-sync lock file ----------------------------------------------------

C = "npm ci"
E = "npm error Missing: @types/node@20.14.9 from lock file"
PASTE = stamp(["##[group]Run npm ci", "npm ci", "shell: /usr/bin/bash -e {0}", "##[endgroup]",
               "npm error code EUSAGE", "npm error", "npm error `npm ci` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with `npm install` before continuing.",
               "npm error", "npm error Invalid: lock file's typescript@5.4.5 does not satisfy typescript@5.6.2", E,
               "npm error", "npm error Clean install a project with a package.json file.",
               "##[error]Process completed with exit code 1."])
mem("pasted_actions_npm_ci_lock_out_of_sync_es", "github-actions", S, "pasted_actions", "/home/sofia/mapache", lambda rng: [
    ("u", "El CI falla en el paso de npm ci. Te pego el log:\n\n" + PASTE),
    ("s", "El package.json se actualizó (typescript 5.6.2, @types/node) pero el package-lock.json no se regeneró: "
          "`npm ci` exige que estén sincronizados. Lo compruebo en local."),
    ("b", C, "npm error code EUSAGE\nnpm error\nnpm error Invalid: lock file's typescript@5.4.5 does not satisfy typescript@5.6.2\n" + E + "\nnpm error\nnpm error Clean install a project with a package.json file.", 1),
    ("b", "npm install --package-lock-only", "\nup to date, audited 388 packages in 3s"),
    ("b", C, "\nadded 387 packages, and audited 388 packages in 9s\n\nfound 0 vulnerabilities"),
    ("b", "git add package-lock.json && git commit -qm 'Sync package-lock.json' && git push -q", ""),
    ("s", "Listo: regeneré el lock con `npm install --package-lock-only`; `npm ci` pasa en local y lo he subido.")],
    cmd=C, err=E, change="npm install --package-lock-only", groups=[["Missing: @types/node", "lock file"], ["npm install --package-lock-only", "package-lock.json"]],
    kind="bugfix", lang="es", traps=["Process completed with exit code 1.", "npm error Clean install a project with a package.json file."],
    note="The paste carries Actions timestamps and markers; the local run reproduces it without them.")

# --- glab ci trace (de): docker-in-docker TLS -----------------------------------------------------------------------------

C = "glab ci trace 48120"
E = "ERROR: Cannot connect to the Docker daemon at tcp://docker:2375. Is the docker daemon running?"
def _gl(lines: list[str], ok: bool) -> str:
    head = [f"{ESC}[0KRunning with gitlab-runner 17.5.1 (b2f1a7c3){ESC}[0;m", f"{ESC}[0K  on shared-docker-2 xk1RtQ9s, system ID: s_4c1d2e9f0a{ESC}[0;m",
            f"section_start:1804140001:step_script{CR}{ESC}[0K{ESC}[0K{ESC}[36;1mExecuting \"step_script\" stage of the job script{ESC}[0;m{ESC}[0;m",
            f"{ESC}[32;1m$ docker build -t \"$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA\" .{ESC}[0;m"]
    tail = [f"section_end:1804140007:step_script{CR}{ESC}[0K",
            f"{ESC}[32;1mJob succeeded{ESC}[0;m" if ok else f"{ESC}[31;1mERROR: Job failed: exit code 1{ESC}[0;m"]
    return "\n".join(head + lines + tail)
mem("glab_trace_dind_tls_port_de", "gitlab-ci", S, "glab_trace", "/home/till/lotse", lambda rng: [
    ("u", "Der Build-Job in GitLab kommt nicht an den Docker-Daemon ran. Job 48120, schau mal bitte."),
    ("b", C, _gl([E], False)),
    ("s", "Der Job spricht `docker:2375` ohne TLS an, der `docker:27-dind`-Service startet aber seit einigen "
          "Versionen mit TLS auf 2376. Ich setze die TLS-Variablen in der .gitlab-ci.yml."),
    ("e", "/home/till/lotse/.gitlab-ci.yml", "  variables:\n    DOCKER_HOST: tcp://docker:2375\n",
     "  variables:\n    DOCKER_HOST: tcp://docker:2376\n    DOCKER_TLS_CERTDIR: \"/certs\"\n    DOCKER_TLS_VERIFY: 1\n    DOCKER_CERT_PATH: \"$DOCKER_TLS_CERTDIR/client\"\n"),
    ("b", "git commit -qam 'ci: dind über TLS' && git push -q && glab ci list --per-page 1 | tail -1", "(running) • #48133  main  (about 1 minute ago)"),
    ("b", "glab ci trace 48133", _gl(["#7 [4/5] RUN npm ci --omit=dev", "#9 naming to registry.gitlab.example/till/lotse:91ac0d3 done"], True)),
    ("s", "Job 48133 ist grün: DOCKER_HOST auf 2376 mit DOCKER_TLS_CERTDIR=/certs.")],
    cmd=C, err=E, change="DOCKER_TLS_CERTDIR: \"/certs\"", groups=[["Cannot connect to the Docker daemon at tcp://docker:2375"], ["DOCKER_TLS_CERTDIR", "2376"]],
    kind="bugfix", lang="de", passed="glab ci trace 48133", traps=["ERROR: Job failed: exit code 1"],
    note="GitLab's raw trace: section markers after a carriage return and `\\e[0K` codes. The runner's `Job failed` is the wrapper.")

# --- gh run view --log-failed: go mod tidy ---------------------------------------------------------------------------------

C = "gh run view 11907702 --log-failed"
E = "go: updates to go.mod needed; to update it:"
W2 = "gh run watch 11907815 --exit-status"
mem("gh_log_failed_go_mod_tidy", "github-actions", S, "gh_log_failed", "/home/kofi/relay", lambda rng: [
    ("u", "build job failed on my PR, something about go.mod"),
    ("b", C, gh_log("build", "Build", ["##[group]Run go build ./...", "go build ./...", "##[endgroup]",
                                        E, "\tgo mod tidy", "##[error]Process completed with exit code 1."], "2027-03-05T16:02:")),
    ("s", "I added `golang.org/x/sync/errgroup` in the PR but didn't run `go mod tidy`, so go.mod lacks the require. "
          "Running it and pushing."),
    ("b", "go mod tidy && git diff --stat", "go: finding module for package golang.org/x/sync/errgroup\ngo: found golang.org/x/sync/errgroup in golang.org/x/sync v0.8.0\n go.mod | 1 +\n go.sum | 2 ++\n 2 files changed, 3 insertions(+)"),
    ("b", "git commit -qam 'go mod tidy' && git push -q", ""),
    ("b", W2, "✓ feat/fanout CI · 11907815\nTriggered via push about 1 minute ago\n\nJOBS\n✓ build in 48s (ID 33412890177)\n\n✓ Run CI (11907815) completed with 'success'"),
    ("s", "Green after `go mod tidy` (golang.org/x/sync v0.8.0 in go.mod and go.sum).")],
    cmd=C, err=E, change="go mod tidy && git diff", groups=[["updates to go.mod needed"], ["go mod tidy"]],
    kind="bugfix", passed=W2, traps=["Process completed with exit code 1."], note="The fix is printed by the failure itself (`go mod tidy`).")

# --- pasted Actions log with ANSI (fr): clippy -D warnings -------------------------------------------------------------

C = "cargo clippy --all-targets -- -D warnings"
E = "error: variables can be used directly in the `format!` string"
PASTE = stamp(["##[group]Run cargo clippy --all-targets -- -D warnings", "cargo clippy --all-targets -- -D warnings", "##[endgroup]",
               f"{ESC}[1m{ESC}[92m    Checking{ESC}[0m grive v0.6.1 (/home/runner/work/grive/grive)",
               f"{ESC}[0m{ESC}[1m{ESC}[38;5;9merror{ESC}[0m{ESC}[0m{ESC}[1m: variables can be used directly in the `format!` string{ESC}[0m",
               f"{ESC}[0m   {ESC}[0m{ESC}[0m{ESC}[1m{ESC}[38;5;12m--> {ESC}[0m{ESC}[0msrc/rapport.rs:41:9{ESC}[0m",
               f"{ESC}[0m    {ESC}[0m{ESC}[0m{ESC}[1m{ESC}[38;5;12m= {ESC}[0m{ESC}[0m{ESC}[1mnote{ESC}[0m{ESC}[0m: `-D clippy::uninlined-format-args` implied by `-D warnings`",
               f"{ESC}[1m{ESC}[91merror{ESC}[0m{ESC}[1m: could not compile `grive` (lib) due to 1 previous error{ESC}[0m",
               "##[error]Process completed with exit code 101."], "2027-03-06T13:20:")
mem("pasted_actions_clippy_uninlined_format_fr", "github-actions", S, "pasted_actions_ansi", "/home/hugo/grive", lambda rng: [
    ("u", "La CI casse sur clippy alors que chez moi ça passe (rust à jour sur le runner je suppose). Log :\n\n" + PASTE),
    ("s", "Le runner a un clippy plus récent où `uninlined_format_args` est actif ; avec `-D warnings` c'est une "
          "erreur. Je corrige la ligne signalée puis je relance la même commande en local."),
    ("b", "rustup update stable -q && " + C, f"{ESC}[1m{ESC}[91merror{ESC}[0m{ESC}[1m: variables can be used directly in the `format!` string{ESC}[0m\n  {ESC}[1m{ESC}[94m-->{ESC}[0m src/rapport.rs:41:9", 101),
    ("r", "/home/hugo/grive/src/rapport.rs", "        format!(\"{}: {} octets\", nom, taille)"),
    ("e", "/home/hugo/grive/src/rapport.rs", "format!(\"{}: {} octets\", nom, taille)", "format!(\"{nom}: {taille} octets\")"),
    ("b", C, f"{ESC}[1m{ESC}[92m    Checking{ESC}[0m grive v0.6.1 (/home/hugo/grive)\n{ESC}[1m{ESC}[92m    Finished{ESC}[0m `dev` profile [unoptimized + debuginfo] target(s) in 2.31s"),
    ("s", "Clippy passe : `format!(\"{nom}: {taille} octets\")`.")],
    cmd=C, err=E, change="format!(\"{nom}: {taille} octets\")", groups=[["uninlined", "variables can be used directly in the `format!` string"], ["{nom}"]],
    kind="bugfix", lang="fr", traps=["Process completed with exit code 101."],
    note="Pasted with timestamps and ANSI kept; reproduced locally after a toolchain update, then passed locally.")

# --- gh run view --log-failed: OIDC credentials need id-token permission ---------------------------------------------

C = "gh run view 12004410 --log-failed"
E = "Credentials could not be loaded, please check your action inputs: Could not load credentials from any providers"
W2 = "gh run watch 12004498 --exit-status"
mem("gh_log_failed_aws_oidc_id_token_permission", "github-actions", S, "gh_log_failed", "/home/dara/ferrule", lambda rng: [
    ("u", "deploy workflow can't get AWS creds after we switched to OIDC"),
    ("b", C, gh_log("deploy", "Configure AWS credentials", ["##[group]Run aws-actions/configure-aws-credentials@v4", "with:",
                                                              "  role-to-assume: arn:aws:iam::000000000000:role/ferrule-deploy", "  aws-region: eu-west-1",
                                                              "##[endgroup]", "##[error]" + E], "2027-03-07T09:30:")),
    ("s", "With OIDC the job has to be allowed to request an ID token; the workflow has no `permissions` block, so "
          "the token is never issued and the action finds no credentials at all."),
    ("e", "/home/dara/ferrule/.github/workflows/deploy.yml", "jobs:\n  deploy:\n", "permissions:\n  id-token: write\n  contents: read\n\njobs:\n  deploy:\n"),
    ("b", "git commit -qam 'deploy: allow OIDC token' && git push -q", ""),
    ("b", W2, "✓ main Deploy · 12004498\nTriggered via push about 3 minutes ago\n\nJOBS\n✓ deploy in 2m41s (ID 33611020045)\n\n✓ Run Deploy (12004498) completed with 'success'"),
    ("s", "Deployed: the workflow grants `id-token: write`.")],
    cmd=C, err=E, change="id-token: write", groups=[["Could not load credentials from any providers"], ["id-token: write"]],
    kind="bugfix", passed=W2, traps=[], note="The error is the action's own `##[error]` line, marker removed.")

# --- pasted GitLab log (pt): the service alias, not localhost ----------------------------------------------------------

C = "bundle exec rspec"
E = "ActiveRecord::ConnectionNotEstablished: connection to server at \"127.0.0.1\", port 5432 failed: Connection refused"
PASTE = "\n".join(["$ bundle exec rspec", "", "An error occurred while loading ./spec/models/pedido_spec.rb.",
                   "Failure/Error: ActiveRecord::Migration.maintain_test_schema!", "", E,
                   "\tIs the server running on that host and accepting TCP/IP connections?",
                   "# ./spec/rails_helper.rb:28:in `<top (required)>'", "", "Finished in 0.00004 seconds (files took 1.31 seconds to load)",
                   "0 examples, 0 failures, 1 error occurred outside of examples", "", "Cleaning up project directory and file based variables",
                   "ERROR: Job failed: exit code 1"])
T2 = "glab ci trace 77304"
mem("pasted_gitlab_rspec_postgres_service_host_pt", "gitlab-ci", S, "pasted_gitlab", "/home/joao/balcao", lambda rng: [
    ("u", "O job de testes no GitLab falha logo no início, localmente funciona. Olha o log:\n\n" + PASTE),
    ("s", "No runner o Postgres roda como serviço, acessível pelo alias `postgres`, não em 127.0.0.1. Localmente o "
          "DATABASE_URL aponta para localhost e por isso funciona. Ajusto a variável do job."),
    ("r", "/home/joao/balcao/.gitlab-ci.yml", "test:\n  image: ruby:3.3\n  services:\n    - postgres:16\n  variables:\n    DATABASE_URL: postgres://balcao:balcao@127.0.0.1:5432/balcao_test\n"),
    ("e", "/home/joao/balcao/.gitlab-ci.yml", "@127.0.0.1:5432/balcao_test", "@postgres:5432/balcao_test"),
    ("b", "git commit -qam 'ci: usar o alias do serviço postgres' && git push -q && glab ci list --per-page 1 | tail -1", "(running) • #77304  main  (about 1 minute ago)"),
    ("b", T2, "$ bundle exec rspec\n..........................................................\n\nFinished in 14.2 seconds (files took 1.4 seconds to load)\n118 examples, 0 failures\n\nJob succeeded"),
    ("s", "Passou (118 exemplos). O DATABASE_URL do job usa o host `postgres`.")],
    cmd=C, err=E, change="@postgres:5432/balcao_test", groups=[["port 5432 failed: Connection refused", "ConnectionNotEstablished"], ["@postgres:5432"]],
    kind="bugfix", lang="pt", passed=T2, traps=["ERROR: Job failed: exit code 1", "0 examples, 0 failures, 1 error occurred outside of examples"],
    note="Only the paste shows the failure; the pass is the next pipeline's job trace.")

# --- gh run view --log-failed (zh): Windows matrix leg and a POSIX env assignment --------------------------------------

C = "gh run view 12100977 --log-failed"
E = "'NODE_ENV' is not recognized as an internal or external command,"
W2 = "gh run watch 12101050 --exit-status"
mem("gh_log_failed_windows_node_env_cross_env_zh", "github-actions", S, "gh_log_failed_matrix", "/home/lin/zhiyuan", lambda rng: [
    ("u", "CI 只有 windows-latest 那一列挂了，帮我看下 12100977"),
    ("b", C, gh_log("test (windows-latest, 20)", "Run npm test", ["##[group]Run npm test", "npm test", "shell: C:\\Program Files\\PowerShell\\7\\pwsh.EXE -command \". '{0}'\"",
                                                                  "##[endgroup]", "", "> zhiyuan@1.4.0 test", "> NODE_ENV=test vitest run", "",
                                                                  E, "operable program or batch file.", "##[error]Process completed with exit code 1."], "2027-03-08T02:51:")),
    ("s", "`NODE_ENV=test vitest run` 是 POSIX shell 的写法，Windows 上 npm 用 cmd.exe 执行脚本，不认识。"
          "改用 cross-env。"),
    ("b", "npm install -D cross-env@7.0.3", "\nadded 1 package, and audited 402 packages in 2s"),
    ("e", "/home/lin/zhiyuan/package.json", "\"test\": \"NODE_ENV=test vitest run\"", "\"test\": \"cross-env NODE_ENV=test vitest run\""),
    ("b", "git commit -qam 'test: cross-env for Windows' && git push -q", ""),
    ("b", W2, "✓ main CI · 12101050\nTriggered via push about 4 minutes ago\n\nJOBS\n✓ test (ubuntu-latest, 20) in 51s (ID 33812200411)\n✓ test (windows-latest, 20) in 1m38s (ID 33812200412)\n\n✓ Run CI (12101050) completed with 'success'"),
    ("s", "两列都绿了。test 脚本改成了 `cross-env NODE_ENV=test vitest run`。")],
    cmd=C, err=E, change="cross-env NODE_ENV=test", groups=[["'NODE_ENV' is not recognized"], ["cross-env"]],
    kind="bugfix", lang="zh", passed=W2, traps=["Process completed with exit code 1."], note="")

S = "progress_noise"

# --- ssh training run (ja): tqdm carriage returns, then CUDA OOM ---------------------------------------------------------

C = "ssh gpu2.lab.example 'cd ~/kagami && python train.py --config configs/seg.yaml --epochs 1'"
E = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.25 GiB. GPU 0 has a total capacity of 23.64 GiB of which 1.02 GiB is free. Including non-PyTorch memory, this process has 22.60 GiB memory in use. Of the allocated memory 21.87 GiB is allocated by PyTorch, and 318.40 MiB is reserved by PyTorch but unallocated."
BAR = CR.join(f"epoch 0:  {p:>3}%|{'█' * (p // 10):<10}| {p * 12}/1200 [00:{p // 4:02d}<01:{60 - p // 2:02d}, 3.{p % 9}it/s, loss=0.{900 - p * 3}" for p in (1, 4, 9, 13, 17))
mem("ssh_train_tqdm_cuda_oom_ja", "ssh", S, "tqdm_over_ssh", "/home/haruto/kagami", lambda rng: [
    ("u", "gpu2 で学習を回すと途中で落ちます。バッチサイズは前と同じのはずなんですが。"),
    ("b", C, "loading dataset: 9600 images\n" + BAR + "\nTraceback (most recent call last):\n  File \"/home/haruto/kagami/train.py\", line 88, in <module>\n    loss.backward()\n" + E, 1),
    ("b", "ssh gpu2.lab.example 'nvidia-smi --query-gpu=name,memory.total --format=csv,noheader'", "NVIDIA RTX A5000, 24564 MiB"),
    ("b", "grep -n 'batch_size\\|crop' configs/seg.yaml", "7:  batch_size: 32\n8:  crop: 1024"),
    ("s", "gpu2 は 24GB の A5000 です（前のマシンは 48GB）。crop 1024 でバッチ 32 は載りません。勾配累積で実効バッチ 32 を保ちつつ 8 に下げます。"),
    ("e", "/home/haruto/kagami/configs/seg.yaml", "  batch_size: 32\n", "  batch_size: 8\n  grad_accum_steps: 4\n"),
    ("b", "rsync -a configs/ gpu2.lab.example:kagami/configs/", ""),
    ("b", C, "loading dataset: 9600 images\n" + CR.join(f"epoch 0:  {p:>3}%|{'█' * (p // 10):<10}| {p * 12}/1200" for p in (30, 70, 100)) + "\nepoch 0 done: loss=0.412 val_miou=0.583"),
    ("s", "1 エポック完走しました。batch_size 8 × grad_accum_steps 4 にしています。")],
    cmd=C, err=E, change="batch_size: 8", groups=[["CUDA out of memory", "OutOfMemoryError"], ["batch_size: 8", "grad_accum_steps"]],
    kind="bugfix", lang="ja", note="The tqdm bar rewrites itself with carriage returns on one line; the traceback follows.")

# --- remote BuildKit builder (ko): a Debian package that no longer exists --------------------------------------------------

C = "docker buildx build --builder arm-remote --platform linux/arm64 --progress=plain -t reg.example/saebyeok/ocr:dev ."
E = "#8 6.214 E: Unable to locate package libgl1-mesa-glx"
OUT = "\n".join(["#1 [internal] load build definition from Dockerfile", "#1 transferring dockerfile: 612B done", "#1 DONE 0.1s",
                 "#8 [3/6] RUN apt-get update && apt-get install -y --no-install-recommends libgl1-mesa-glx libglib2.0-0",
                 "#8 0.402 Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]", "#8 4.871 Reading package lists...",
                 "#8 5.902 Building dependency tree...", "#8 6.214 Reading state information...", E, "#8 ERROR: process \"/bin/sh -c apt-get update && apt-get install -y --no-install-recommends libgl1-mesa-glx libglib2.0-0\" did not complete successfully: exit code: 100",
                 "------", " > [3/6] RUN apt-get update && apt-get install -y --no-install-recommends libgl1-mesa-glx libglib2.0-0:",
                 "------", "ERROR: failed to solve: process \"/bin/sh -c apt-get update && apt-get install -y --no-install-recommends libgl1-mesa-glx libglib2.0-0\" did not complete successfully: exit code: 100"])
mem("buildx_remote_builder_libgl1_mesa_glx_ko", "docker", S, "buildkit_plain", "/home/jiwoo/saebyeok", lambda rng: [
    ("u", "원격 arm 빌더에서 OCR 이미지 빌드가 apt 단계에서 멈춰요. 베이스 이미지를 bookworm으로 올린 뒤부터요."),
    ("b", C, OUT, 1),
    ("s", "bookworm에는 `libgl1-mesa-glx` 패키지가 없습니다(이전 릴리스의 전환용 패키지). OpenCV에 필요한 건 "
          "`libgl1`이니 그걸로 바꿉니다."),
    ("e", "/home/jiwoo/saebyeok/Dockerfile", "install -y --no-install-recommends libgl1-mesa-glx libglib2.0-0", "install -y --no-install-recommends libgl1 libglib2.0-0"),
    ("b", C, "#8 [3/6] RUN apt-get update && apt-get install -y --no-install-recommends libgl1 libglib2.0-0\n#8 9.870 Setting up libgl1:arm64 (1.6.0-1) ...\n#8 DONE 11.2s\n#11 exporting to image\n#11 naming to reg.example/saebyeok/ocr:dev done\n#11 DONE 3.9s"),
    ("s", "빌드 성공. Dockerfile에서 `libgl1-mesa-glx` 대신 `libgl1`을 설치합니다.")],
    cmd=C, err=E, change="--no-install-recommends libgl1 libglib2.0-0", groups=[["Unable to locate package libgl1-mesa-glx"], ["libgl1 libglib2.0-0"]],
    kind="bugfix", lang="ko", traps=["ERROR: failed to solve: process \"/bin/sh -c apt-get update && apt-get install -y --no-install-recommends libgl1-mesa-glx libglib2.0-0\" did not complete successfully: exit code: 100"],
    note="BuildKit's `#8 6.214 ` step prefix is removed; `failed to solve` is the wrapper.")

# --- compose run playwright: browser download progress, then missing host libraries -----------------------------------------

C = "docker compose run --rm e2e npx playwright test"
E = "browserType.launch: Host system is missing dependencies to run browsers."
DL = CR.join(f"|{'■' * (p // 10):<10}| {p:>3}% of 164.9 MiB" for p in (10, 20, 40, 60, 80, 100))
mem("compose_run_playwright_missing_host_deps", "docker", S, "download_progress", "/home/erin/parcelpost", lambda rng: [
    ("u", "e2e container can't launch chromium. new image, base is node:20-bookworm-slim"),
    ("b", C, "Downloading Chromium 129.0.6668.29 (playwright build v1134) from https://playwright.azureedge.net/builds/chromium/1134/chromium-linux.zip\n" + DL +
     "\nChromium 129.0.6668.29 (playwright build v1134) downloaded to /ms-playwright/chromium-1134\n\nRunning 22 tests using 2 workers\n\n  1) [chromium] › checkout.spec.ts:8:5 › checkout › pays with card\n\n    Error: " + E +
     "\n    ╔══════════════════════════════════════════════════════╗\n    ║ Host system is missing dependencies to run browsers. ║\n    ║ Please install them with the following command:      ║\n    ║                                                      ║\n    ║     npx playwright install-deps                      ║\n    ╚══════════════════════════════════════════════════════╝\n\n  22 failed", 1),
    ("s", "The slim image has no shared libraries for Chromium (libnss3, libatk...). The browser is also downloaded on "
          "every run. Installing browser and system deps at build time in the e2e Dockerfile."),
    ("e", "/home/erin/parcelpost/e2e/Dockerfile", "RUN npm ci\n", "RUN npm ci && npx playwright install --with-deps chromium\n"),
    ("b", "docker compose build e2e", "[+] Building 142.7s (10/10) FINISHED\n => [e2e 5/5] RUN npm ci && npx playwright install --with-deps chromium   128.4s"),
    ("b", C, "\nRunning 22 tests using 2 workers\n\n  22 passed (41.3s)"),
    ("s", "22 passed. The e2e image installs Chromium with `--with-deps` at build time.")],
    cmd=C, err="Error: " + E, change="playwright install --with-deps chromium", groups=[["missing dependencies to run browsers"], ["--with-deps"]],
    kind="bugfix", traps=["22 failed"], note="The download bar is one line rewritten with carriage returns; Playwright's box repeats the message.")
