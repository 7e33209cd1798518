# ruff: noqa: E501  (data templates are long string literals)
"""Secret rows, part D: tool credential files and tool output an agent opens during a day
(kubeconfig, gh hosts, Maven/Gradle/Cargo/Terraform/Composer credentials, crash dumps,
launch configs, lockfiles with credentialed URLs, Helm and docker run flags).
"""

from __future__ import annotations

import json

from gen_util import (
    B64URL,
    alnum,
    b64,
    b64text,
    b64url,
    chars,
    dbname,
    digits,
    hexs,
    host,
    name,
    password,
    pick,
    ts,
    user,
    uuid4,
    word,
)


def tool_file(rng):
    u, h = user(rng), host(rng)
    f = rng.randrange(16)
    if f == 0:
        tok = "gho_" + alnum(rng, 36)
        return (
            f"$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    user: {u}\n    oauth_token: {tok}\n    git_protocol: ssh",
            [tok],
            "yaml",
            False,
        )
    if f == 1:
        key = b64text(
            "-----BEGIN EC PRIVATE KEY-----\n" + b64(rng, 90) + "\n-----END EC PRIVATE KEY-----\n"
        )
        return (
            (
                f"users:\n- name: {name(rng)}-admin\n  user:\n    client-certificate-data: {b64(rng, 120)}\n    client-key-data: {key}"
            ),
            [key],
            "yaml",
            True,
        )
    if f == 2:
        p = password(rng)
        return (
            f"<servers>\n  <server>\n    <id>{name(rng)}-releases</id>\n    <username>{u}</username>\n    <password>{p}</password>\n  </server>\n</servers>",
            [p],
            "xml",
            False,
        )
    if f == 3:
        p = password(rng)
        return (
            f"# ~/.gradle/gradle.properties\norg.gradle.jvmargs=-Xmx2g\nossrhUsername={u}\nossrhPassword={p}\nsigning.keyId={hexs(rng, 8).upper()}",
            [p],
            "properties",
            True,
        )
    if f == 4:
        tok = "cio" + alnum(rng, 32)
        return f'$ cat ~/.cargo/credentials.toml\n[registry]\ntoken = "{tok}"', [tok], "toml", False
    if f == 5:
        tok = alnum(rng, 14) + ".atlasv1." + alnum(rng, 67)
        return (
            json.dumps({"credentials": {"app.terraform.io": {"token": tok}}}, indent=2),
            [tok],
            "json",
            True,
        )
    if f == 6:
        tok = "ghp_" + alnum(rng, 36)
        return (
            json.dumps({"github-oauth": {"github.com": tok}, "http-basic": {}}, indent=4),
            [tok],
            "json",
            False,
        )
    if f == 7:
        p = password(rng)
        env = {
            "PATH": "/usr/bin",
            "LANG": "C.UTF-8",
            "SMTP_PASS": p,
            "WORKER_ID": str(rng.randint(1, 16)),
        }
        envs = "\n".join(f"    {k}={v}" for k, v in env.items())
        return (
            (
                f"==> crash-{ts(rng)[:10]}.log <==\nFatal Python error: Segmentation fault\n\nCurrent thread 0x{hexs(rng, 16)} (most recent call first):\n"
                f'  File "/srv/{word(rng)}/native.py", line {rng.randint(10, 300)} in decode\nEnvironment:\n{envs}'
            ),
            [p],
            "traceback",
            True,
        )
    if f == 8:
        p = password(rng)
        cfg = {
            "version": "0.2.0",
            "configurations": [
                {
                    "name": "Debug API",
                    "type": "debugpy",
                    "request": "launch",
                    "module": "uvicorn",
                    "env": {"DATABASE_PASSWORD": p, "LOG_LEVEL": "debug"},
                }
            ],
        }
        return "// .vscode/launch.json\n" + json.dumps(cfg, indent=2), [p], "json", True
    if f == 9:
        tok = chars(rng, B64URL, 40)
        pkg = word(rng)
        return (
            (
                f'"@{name(rng)}/{pkg}@^2.1.0":\n  version "2.1.{rng.randint(0, 9)}"\n'
                f'  resolved "https://{u}:{tok}@npm.{name(rng)}.{pick(rng, ("dev", "io"))}/{pkg}/-/{pkg}-2.1.0.tgz#{hexs(rng, 40)}"\n  integrity sha512-{b64(rng, 64)}'
            ),
            [tok],
            "text",
            True,
        )
    if f == 10:
        p = password(rng, url_safe=True)
        return (
            f"$ helm upgrade --install {word(rng)} ./chart -n {word(rng)} --set postgresql.auth.password={p} --set image.tag={hexs(rng, 7)}",
            [p],
            "shell",
            False,
        )
    if f == 11:
        p = password(rng)
        return (
            f"$ docker run -d --name {word(rng)} -e MYSQL_ROOT_PASSWORD='{p}' -p 3306:3306 mysql:8.{rng.randint(0, 4)}\n{hexs(rng, 64)}",
            [p],
            "shell",
            False,
        )
    if f == 12:
        tok = "hvs." + chars(rng, B64URL, 91)
        return (
            f"$ vault login -method=oidc\nSuccess! You are now authenticated.\n\nKey                  Value\n---                  -----\ntoken                {tok}\ntoken_accessor       {alnum(rng, 24)}\ntoken_duration       {rng.choice((1, 8, 32))}h",
            [tok],
            "shell",
            False,
        )
    if f == 13:
        p = password(rng)
        return (
            f'$ psql "host={h} port=5432 dbname={dbname(rng)} user={u} password={p} sslmode=verify-full"',
            [p],
            "shell",
            True,
        )
    if f == 14:
        sec = alnum(rng, 40)
        return (
            f"# ~/.s3cfg\n[default]\naccess_key = {chars(rng, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 20)}\nsecret_key = {sec}\nhost_base = {h}",
            [sec],
            "ini",
            True,
        )
    pat = "ghp_" + alnum(rng, 36)
    return f"# ~/.Renviron\nGITHUB_PAT={pat}\nR_LIBS_USER=~/R/library", [pat], "dotenv", False


def cmd_env_leak(rng):
    """Secrets surfacing in tool output that prints the environment or a config back."""
    p, u = password(rng), user(rng)
    f = rng.randrange(5)
    if f == 0:
        return (
            f"$ kubectl exec deploy/{word(rng)} -- env | grep -i -e db -e pass\nDB_HOST={host(rng)}\nDB_USER={u}\nDB_PASS={p}",
            [p],
            "shell",
            False,
        )
    if f == 1:
        return (
            f'$ docker compose config\nservices:\n  api:\n    environment:\n      BROKER_URL: amqp://{u}:{(q := password(rng, url_safe=True))}@{host(rng)}:5672/\n      WORKERS: "4"',
            [q],
            "yaml",
            False,
        )
    if f == 2:
        return (
            f"$ systemctl show {word(rng)} -p Environment\nEnvironment=APP_ENV=prod API_PASSWORD={p} PORT=8080",
            [p],
            "shell",
            True,
        )
    if f == 3:
        return (
            f"$ cat /proc/{rng.randint(100, 9999)}/environ | tr '\\0' '\\n'\nHOME=/var/lib/{word(rng)}\nLDAP_PASSWORD={p}\nUSER={u}",
            [p],
            "shell",
            True,
        )
    return (
        f'$ npm config list\n; "user" config from /home/{u}/.npmrc\n//npm.{name(rng)}.dev/:_password = "{(b := b64text(p))}"\n//npm.{name(rng)}.dev/:username = "{u}"',
        [b],
        "ini",
        True,
    )


def lookalike_mix(rng):
    """One secret among public random-looking values of the same shape (digests, ids)."""
    f = rng.randrange(6)
    if f == 0:
        k = hexs(rng, 64)
        env = [
            f"GPG_KEY={hexs(rng, 40).upper()}",
            f"PYTHON_SHA256={hexs(rng, 64)}",
            f"FLASK_SECRET_KEY={k}",
            f"GIT_COMMIT={hexs(rng, 40)}",
        ]
        rng.shuffle(env)
        return (
            "$ docker inspect -f '{{json .Config.Env}}' web\n" + json.dumps(env),
            [k],
            "json",
            True,
        )
    if f == 1:
        tok = alnum(rng, 40)
        return (
            (
                f'Run {digits(rng, 10)} on {hexs(rng, 40)}\n+ echo "deploying sha256:{hexs(rng, 64)}"\n'
                f"+ curl -fsS -X POST -H 'X-Deploy-Token: {tok}' https://{host(rng, False)}/deploy?trace={hexs(rng, 32)}"
            ),
            [tok],
            "ci-log",
            True,
        )
    if f == 2:
        sid = b64url(rng, 32)
        return (
            (
                f'< HTTP/2 200\n< etag: "{hexs(rng, 32)}"\n< x-request-id: {uuid4(rng)}\n'
                f"< set-cookie: __Host-sid={sid}; Path=/; Secure; HttpOnly\n< x-trace-id: {hexs(rng, 32)}"
            ),
            [sid],
            "http",
            True,
        )
    if f == 3:
        p = password(rng)
        return (
            (
                f'metadata:\n  uid: {uuid4(rng)}\n  resourceVersion: "{digits(rng, 8)}"\nspec:\n  containers:\n  - image: ghcr.io/{name(rng)}/api@sha256:{hexs(rng, 64)}\n'
                f"    env:\n    - name: NATS_TOKEN\n      value: {p}\n    - name: BUILD_ID\n      value: {hexs(rng, 12)}"
            ),
            [p],
            "yaml",
            True,
        )
    if f == 4:
        k = hexs(rng, 32)
        return (
            (
                f"commit {hexs(rng, 40)}\nMerge: {hexs(rng, 7)} {hexs(rng, 7)}\n\ndiff --git a/config/app.php b/config/app.php\nindex {hexs(rng, 7)}..{hexs(rng, 7)} 100644\n"
                f"-    'cipher_key' => '{k}',\n+    'cipher_key' => env('CIPHER_KEY'),"
            ),
            [k],
            "diff",
            True,
        )
    k = b64(rng, 32)
    return (
        (
            f'{{\n  "lineage": "{uuid4(rng)}",\n  "serial": {rng.randint(1, 300)},\n  "resources": [{{"type": "random_id", "b64_std": "{b64(rng, 16)}"}},\n'
            f'    {{"type": "aws_kms_ciphertext", "plaintext": "{k}"}}]\n}}'
        ),
        [k],
        "json",
        True,
    )


GENERATORS = [
    ("credentials_file", tool_file, 110),
    ("env_assignment", cmd_env_leak, 45),
    ("lookalike_mix", lookalike_mix, 60),
]
