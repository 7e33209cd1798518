"""rows_ordinary templates, part 1 of 3 (split only to keep modules small)."""

import json


def git_log_full(g):
    msgs = [
        "fix(auth): refresh token before expiry",
        "chore: bump lockfile",
        "rotate signing key id",
        "feat: add password strength meter",
        "docs: explain GITHUB_TOKEN permissions",
    ]
    out = []
    for _ in range(g.n(2, 4)):
        out.append(
            f"commit {g.sha1()}\nAuthor: {g.name()} <{g.name()}@{g.host()}>\nDate:   {g.date()}\n\n"
            f"    {g.pick(msgs)}\n\n    Change-Id: I{g.sha1()}\n    Signed-off-by: {g.name()} <{g.name()}@{g.host()}>\n"
        )
    return "\n".join(out), "git-log"


def git_oneline(g):
    return "\n".join(
        f"{g.hex(7)} {g.pick(['(HEAD -> main) ', '', '(tag: v' + g.ver() + ') '])}"
        f"{g.pick(['token refresh', 'secret scanning in CI', 'merge #' + str(g.n(10, 999)), 'bump deps'])}"
        for _ in range(g.n(3, 6))
    ) + "\n", "git-log"


def git_gpgsig(g):
    lines = g.pem_lines(6)
    sig = "\n ".join(lines)
    return (
        f"tree {g.sha1()}\nparent {g.sha1()}\nauthor {g.name()} <{g.name()}@{g.host()}> 1767{g.digits(6)} +0000\n"
        f"gpgsig -----BEGIN PGP SIGNATURE-----\n \n {sig}\n ="
        + g.b64(3)
        + "\n -----END PGP SIGNATURE-----\n"
    ), "git-cat-file"


def git_diff_example(g):
    ph = g.pick(
        ["changeme", "<your-token-here>", "REPLACE_ME", "your_api_key_here", "xxxxxxxxxxxxxxxx", ""]
    )
    return (
        f"diff --git a/.env.example b/.env.example\nindex {g.hex(7)}..{g.hex(7)} 100644\n@@ -1,3 +1,4 @@\n"
        f" DATABASE_URL=postgres://app:<password>@localhost:5432/app\n+STRIPE_SECRET_KEY={ph}\n"
        f"+WEBHOOK_SIGNING_SECRET=\n LOG_LEVEL=debug\n"
    ), "diff"


def lockfile_diff(g):
    p = g.word()
    return (
        f'@@ -812,7 +812,7 @@\n     "node_modules/{p}": {{\n-      "version": "{g.ver()}",\n+      "version": "{g.ver()}",\n'
        f'-      "integrity": "sha512-{g.b64(64)}",\n+      "integrity": "sha512-{g.b64(64)}",\n'
        f'       "resolved": "https://registry.npmjs.org/{p}/-/{p}-{g.ver()}.tgz"\n'
    ), "diff"


def gha_log_ok(g):
    return (
        f"##[group]Run actions/checkout@{g.sha1()}\nwith:\n  token: ***\n  fetch-depth: 1\n##[endgroup]\n"
        f"Syncing repository: {g.name()}/{g.word()}\n##[group]Restore cache\nCache restored from key: "
        f"node-cache-Linux-x64-npm-{g.sha256()}\n##[endgroup]\n"
    ), "ci-log"


def gha_workflow(g):
    s = g.pick(["NPM_TOKEN", "PYPI_API_TOKEN", "DOCKERHUB_TOKEN", "AWS_SECRET_ACCESS_KEY"])
    return (
        f"      - uses: docker/login-action@{g.sha1()} # v3\n        with:\n          username: ${{{{ vars.REGISTRY_USER }}}}\n"
        f'          password: ${{{{ secrets.{s} }}}}\n      - run: echo "digest=${{{{ steps.build.outputs.digest }}}}"\n'
    ), "yaml"


def gitlab_log_ok(g):
    return (
        f"Running with gitlab-runner 16.{g.n(0, 11)}.0 ({g.hex(8)})\nUsing Docker executor with image node:20 ...\n"
        f"Using docker image sha256:{g.sha256()} for node:20 with digest node@sha256:{g.sha256()} ...\n"
        f"Checking out {g.hex(8)} as detached HEAD (ref is main)...\n$ echo $CI_JOB_TOKEN\n[MASKED]\n"
    ), "ci-log"


def buildkite_ok(g):
    return (
        f"~~~ Preparing plugins\n# Checking out {g.sha1()}\nBUILDKITE_BUILD_ID={g.uuid()}\nBUILDKITE_JOB_ID={g.uuid()}\n"
        f"BUILDKITE_AGENT_ACCESS_TOKEN=[REDACTED]\n+++ :pytest: Running tests\n"
    ), "ci-log"


def jenkins_ok(g):
    return (
        f"Obtained Jenkinsfile from git {g.sha1()}\n[Pipeline] withCredentials\nMasking supported pattern matches "
        f"of $DEPLOY_PASS or $DEPLOY_USER\n[Pipeline] sh\n+ ./deploy.sh --user **** --password ****\n"
        f"Build #{g.n(100, 9999)} id {g.uuid()} finished: SUCCESS\n"
    ), "ci-log"


def docker_images(g):
    rows = "\n".join(
        f"{g.word():<22}{g.pick(['latest', g.ver(), g.hex(7)]):<12}{g.hex(12)}   {g.n(2, 9)} days ago   {g.n(20, 900)}MB"
        for _ in range(g.n(3, 6))
    )
    return (
        "REPOSITORY            TAG         IMAGE ID       CREATED       SIZE\n" + rows + "\n",
        "docker",
    )


def docker_inspect_ok(g):
    return json.dumps(
        [
            {
                "Id": "sha256:" + g.sha256(),
                "RepoDigests": [f"{g.word()}@sha256:{g.sha256()}"],
                "Config": {
                    "Env": [
                        "PATH=/usr/local/bin:/usr/bin",
                        f"NODE_VERSION={g.ver()}",
                        f"YARN_VERSION={g.ver()}",
                        "DB_PASSWORD_FILE=/run/secrets/db_password",
                    ],
                    "Labels": {"org.opencontainers.image.revision": g.sha1()},
                },
            }
        ],
        indent=4,
    ), "json"


def buildx_out(g):
    return (
        f"#1 [internal] load build definition from Dockerfile\n#1 DONE 0.0s\n#7 [build 4/6] RUN --mount=type=secret,"
        f"id=npmrc,target=/home/node/.npmrc npm ci\n#7 CACHED\n#12 exporting layers 0.4s done\n#12 writing image sha256:"
        f"{g.sha256()} done\n#12 exporting manifest list sha256:{g.sha256()} done\n"
    ), "docker"


def kubectl_describe_ok(g):
    return (
        f"Name:         {g.word()}-{g.lower(10)}-{g.lower(5)}\nNamespace:    {g.word()}\nLabels:       pod-template-hash={g.lower(10)}\n"
        f"Containers:\n  api:\n    Container ID:   containerd://{g.sha256()}\n    Image ID:       ghcr.io/{g.name()}/api@sha256:{g.sha256()}\n"
        f"    Environment:\n      DB_PASSWORD:  <set to the key 'password' in secret '{g.word()}-db'>  Optional: false\n"
        f"      API_TOKEN:    <set to the key 'token' of config map '{g.word()}'>\n"
    ), "kubectl"


def kubectl_yaml_ok(g):
    return (
        f'metadata:\n  uid: {g.uuid()}\n  resourceVersion: "{g.digits(8)}"\n  annotations:\n    checksum/config: {g.sha256()}\n'
        f"spec:\n  containers:\n  - env:\n    - name: PGPASSWORD\n      valueFrom:\n        secretKeyRef:\n          name: {g.word()}-pg\n"
        f"          key: password\n"
    ), "yaml"


def kubectl_get_secrets(g):
    return "NAME                  TYPE                                  DATA   AGE\n" + "\n".join(
        f"{g.word()}-{g.pick(['token', 'creds', 'tls'])}-{g.lower(5)}   {g.pick(['Opaque', 'kubernetes.io/tls', 'kubernetes.io/dockerconfigjson'])}   {g.n(1, 4)}      {g.n(2, 90)}d"
        for _ in range(g.n(2, 5))
    ) + "\n", "kubectl"


def sops_meta(g):
    return (
        f"password: ENC[AES256_GCM,data:{g.b64(18)},iv:{g.b64(32)},tag:{g.b64(16)},type:str]\nsops:\n  age:\n"
        f'    - recipient: age1{g.s("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}\n  lastmodified: "{g.ts()}"\n'
        f"  mac: ENC[AES256_GCM,data:{g.b64(32)},iv:{g.b64(32)},tag:{g.b64(16)},type:str]\n  version: 3.8.1\n"
    ), "yaml"


def ansible_vault_blob(g):
    lines = "\n".join("          " + g.hex(80) for _ in range(g.n(3, 6)))
    return (
        f'db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n{lines}\napi_token: "{{{{ vault_api_token }}}}"\n',
        "yaml",
    )


def credential_refs(g):
    return g.pick(
        [
            (
                f"@{g.name()}:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${{NODE_AUTH_TOKEN}}\n",
                "ini",
            ),
            (
                json.dumps(
                    {
                        "credsStore": "osxkeychain",
                        "credHelpers": {
                            f"{g.acct()}.dkr.ecr.{g.region()}.amazonaws.com": "ecr-login"
                        },
                    },
                    indent=2,
                ),
                "json",
            ),
            (
                f"apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: {g.b64(g.n(300, 500))}\n"
                f"    server: https://{g.host()}\n  name: {g.word()}\nusers:\n- name: eks\n  user:\n    exec:\n"
                f"      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n"
                f"      args: [eks, get-token, --cluster-name, {g.word()}]\n",
                "yaml",
            ),
            (
                f"origin\thttps://github.com/{g.name()}/{g.word()}.git (fetch)\norigin\tgit@github.com:{g.name()}/{g.word()}.git (push)\n",
                "git",
            ),
        ]
    )
