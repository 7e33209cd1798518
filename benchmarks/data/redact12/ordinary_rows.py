"""Ordinary-row templates: tool output full of long random-looking strings that are
not secrets (digests, ids, integrity hashes, public keys, references, placeholders).
Each maker returns ``(text, lang)``."""

from __future__ import annotations

import base64
import json
import random

from values import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    acct,
    b64,
    b64url,
    chars,
    date,
    email,
    hexs,
    host,
    name,
    person,
    pick,
    public_pem,
    semver,
    sha1,
    sha256,
    ssh_pub,
    ts,
    user,
    uuid4,
    word,
    REGIONS,
)


# ---------------------------------------------------------------- git
BLAME_LINES = (
    'token = os.environ["API_TOKEN"]',
    "if not password:",
    "key_id = cfg.key_id",
    "return hmac.compare_digest(a, b)",
)


def git_log(r: random.Random):
    lines = []
    for _ in range(r.randrange(3, 7)):
        lines.append(
            f"commit {sha1(r)}\nAuthor: {person(r)} <{email(r)}>\nDate:   {date(r)}\n\n    {pick(r, ('fix', 'feat', 'chore', 'refactor'))}: {word(r)} {pick(r, ('retry', 'cache', 'parser', 'migration', 'token refresh'))}\n"
        )
    return "\n".join(lines), "git-log"


def git_log_oneline(r: random.Random):
    return "\n".join(
        f"{hexs(r, 7)} {pick(r, ('Merge pull request #', 'Revert #', 'Bump #'))}{r.randrange(100, 9999)} from {word(r)}/{name(r)}"
        for _ in range(r.randrange(3, 8))
    ) + "\n", "git-log"


def git_show_trailers(r: random.Random):
    text = (
        f"commit {sha1(r)}\nMerge: {hexs(r, 8)} {hexs(r, 8)}\nAuthor: {person(r)} <{email(r)}>\n\n"
        f"    {word(r)}: rotate signing token handling\n\n    Change-Id: I{sha1(r)}\n"
        f"    Reviewed-on: https://review.{word(r)}.org/c/{name(r)}/+/{r.randrange(10000, 99999)}\n"
        f"    Signed-off-by: {person(r)} <{email(r)}>\n    (cherry picked from commit {sha1(r)})\n"
    )
    return text, "git-log"


def git_diff_index(r: random.Random):
    text = (
        f"diff --git a/{(d := word(r))}/flake.lock b/{d}/flake.lock\nindex {hexs(r, 12)}..{hexs(r, 12)} 100644\n"
        f'--- a/{d}/flake.lock\n+++ b/{d}/flake.lock\n@@ -12,7 +12,7 @@\n-  "rev": "{sha1(r)}",\n+  "rev": "{sha1(r)}",\n'
        f'-  "narHash": "sha256-{b64(r, 32)}"\n+  "narHash": "sha256-{b64(r, 32)}"\n'
    )
    return text, "diff"


def git_diff_env_ref(r: random.Random):
    key = pick(r, ("DB_PASSWORD", "API_KEY", "JWT_SECRET", "STRIPE_SECRET_KEY", "GITHUB_TOKEN"))
    new = pick(
        r,
        (
            f"${{{key}}}",
            f"${{{{ secrets.{key} }}}}",
            f"op://{word(r)}/{name(r)}/{key.lower()}",
            f"vault:secret/data/{name(r)}#{key.lower()}",
            "",
            "<set-me>",
            "<generate: openssl rand -hex 32>",
        ),
    )
    text = f"diff --git a/.env.example b/.env.example\n@@ -1,3 +1,3 @@\n APP_ENV=dev\n-{key}=\n+{key}={new}\n"
    return text, "diff"


def git_blame(r: random.Random):
    return "\n".join(
        f"{hexs(r, 8)} ({person(r)} {date(r)} {i + 10:>3}) {pick(r, BLAME_LINES)}"
        for i in range(r.randrange(3, 6))
    ) + "\n", "git-output"


# ---------------------------------------------------------------- CI
def gha_log(r: random.Random):
    text = (
        f"##[group]Run actions/checkout@{sha1(r)}\nwith:\n  repository: {word(r)}/{name(r)}\n  token: ***\n"
        f"  ssh-strict: true\n##[endgroup]\nSyncing repository: {word(r)}/{name(r)}\n"
        f"HEAD is now at {hexs(r, 7)} {word(r)}: update\nenv:\n  NPM_TOKEN: ${{{{ secrets.NPM_TOKEN }}}}\n"
    )
    return text, "ci-log"


def gha_cache(r: random.Random):
    text = (
        f"Cache restored from key: {pick(r, ('Linux', 'macOS'))}-pnpm-{sha256(r)}\n"
        f"Received {r.randrange(10, 400)} of {r.randrange(400, 900)} MB ({r.randrange(1, 100)}.0%), {r.randrange(10, 90)}.{r.randrange(10)} MBs/sec\n"
        f"Cache Size: ~{r.randrange(100, 900)} MB ({r.randrange(10**8, 10**9)} B)\n"
        f"Artifact {word(r)}-coverage has been successfully uploaded! Final size is {r.randrange(1000, 99999)} bytes. Artifact ID is {r.randrange(10**9, 10**10)}\n"
        f"Artifact digest: sha256:{sha256(r)}\n"
    )
    return text, "ci-log"


def gitlab_log(r: random.Random):
    text = (
        f"Running with gitlab-runner 17.{r.randrange(9)}.0 ({hexs(r, 8)})\n  on {word(r)}-runner-{r.randrange(1, 9)} {chars(r, ALNUM + '-_', 8)}, system ID: s_{hexs(r, 12)}\n"
        f"Using Docker executor with image {name(r)}@sha256:{sha256(r)} ...\n"
        f"Getting source from Git repository\nChecking out {hexs(r, 8)} as detached HEAD (ref is {word(r)})...\n"
        f'$ docker login -u "$CI_REGISTRY_USER" -p "$CI_JOB_TOKEN" "$CI_REGISTRY"\nJob succeeded\n'
    )
    return text, "ci-log"


def buildkite_log(r: random.Random):
    text = (
        f"~~~ Preparing working directory\n$ git checkout -f {sha1(r)}\n"
        f"# Build {r.randrange(1000, 99999)} ({uuid4(r)}) running on agent {word(r)}-{hexs(r, 6)}\n"
        f"~~~ Uploading artifacts\n{uuid4(r)} dist/{word(r)}.tar.gz sha1={sha1(r)}\n"
    )
    return text, "ci-log"


def jenkins_log(r: random.Random):
    text = (
        f"Started by GitHub push by {word(r)}{r.randrange(10, 99)}\nObtained Jenkinsfile from git https://github.com/{word(r)}/{name(r)}.git\n"
        f"[Pipeline] withCredentials\nMasking supported pattern matches of $DEPLOY_KEY or $REGISTRY_PASSWORD\n"
        f"+ docker login -u {user(r)} -p **** registry.{word(r)}.io\n[Pipeline] Fingerprint\nRecording fingerprints: {hexs(r, 32)}\n"
    )
    return text, "ci-log"


# ---------------------------------------------------------------- docker
def docker_images(r: random.Random):
    rows = [
        f"{name(r):<24} {pick(r, ('latest', semver(r), 'dev'))}   {hexs(r, 12)}   {r.randrange(2, 30)} days ago   {r.randrange(20, 900)}MB"
        for _ in range(r.randrange(3, 6))
    ]
    return "REPOSITORY               TAG      IMAGE ID       CREATED        SIZE\n" + "\n".join(
        rows
    ) + "\n", "shell-output"


def docker_inspect(r: random.Random):
    d = [
        {
            "Id": "sha256:" + sha256(r),
            "RepoTags": [f"{name(r)}:{semver(r)}"],
            "RepoDigests": [f"ghcr.io/{word(r)}/{name(r)}@sha256:{sha256(r)}"],
            "Config": {
                "Env": [
                    "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin",
                    f"PYTHON_SHA256={sha256(r)}",
                    "DB_PASSWORD_FILE=/run/secrets/db_password",
                ],
                "Labels": {"org.opencontainers.image.revision": sha1(r)},
            },
            "RootFS": {
                "Type": "layers",
                "Layers": ["sha256:" + sha256(r) for _ in range(r.randrange(2, 5))],
            },
        }
    ]
    return json.dumps(d, indent=2), "json"


def docker_buildx(r: random.Random):
    text = (
        f"#{r.randrange(3, 9)} [internal] load metadata for docker.io/library/python:3.12-slim\n"
        f"#5 resolve docker.io/library/python:3.12-slim@sha256:{sha256(r)} 0.0s done\n"
        f"#9 exporting layers {r.randrange(1, 9)}.{r.randrange(10)}s done\n#9 exporting manifest sha256:{sha256(r)} done\n"
        f"#9 exporting config sha256:{sha256(r)} done\n#9 writing image sha256:{sha256(r)} done\n"
        f"#9 naming to ghcr.io/{word(r)}/{name(r)}:{hexs(r, 7)} done\n"
    )
    return text, "shell-output"


def docker_ps(r: random.Random):
    rows = [
        f'{hexs(r, 12)}   {name(r)}:{semver(r)}   "/entrypoint.sh"   {r.randrange(2, 50)} hours ago   Up   0.0.0.0:{r.randrange(3000, 9000)}->80/tcp   {word(r)}_{word(r)}_{r.randrange(1, 4)}'
        for _ in range(r.randrange(2, 5))
    ]
    return "CONTAINER ID   IMAGE   COMMAND   CREATED   STATUS   PORTS   NAMES\n" + "\n".join(
        rows
    ) + "\n", "shell-output"


# ---------------------------------------------------------------- kubernetes
def kubectl_describe(r: random.Random):
    text = (
        f"Name:         {name(r)}-{hexs(r, 10)}-{chars(r, LOWER + DIGITS, 5)}\nNamespace:    {word(r)}\n"
        f"Containers:\n  app:\n    Container ID:   containerd://{sha256(r)}\n"
        f"    Image ID:       ghcr.io/{word(r)}/{name(r)}@sha256:{sha256(r)}\n    Environment:\n"
        f"      DB_PASSWORD:  <set to the key 'password' in secret '{name(r)}-db'>  Optional: false\n"
        f"      API_TOKEN:    <set to the key 'token' of config map '{name(r)}'>\n"
        f"Events:\n  Normal  Pulled  {r.randrange(2, 60)}m  kubelet  Successfully pulled image in {r.randrange(1, 9)}.{r.randrange(100, 999)}s\n"
    )
    return text, "k8s-output"


def kubectl_yaml(r: random.Random):
    text = (
        f'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  annotations:\n    deployment.kubernetes.io/revision: "{r.randrange(1, 40)}"\n'
        f'    checksum/config: {sha256(r)}\n  resourceVersion: "{r.randrange(10**6, 10**8)}"\n  uid: {uuid4(r)}\n'
        f"spec:\n  template:\n    spec:\n      containers:\n      - env:\n        - name: DATABASE_PASSWORD\n"
        f"          valueFrom:\n            secretKeyRef:\n              key: password\n              name: {name(r)}\n"
        f"        image: {name(r)}@sha256:{sha256(r)}\n"
    )
    return text, "yaml"


def kubectl_get_secret_list(r: random.Random):
    rows = [
        f"{name(r)}-{pick(r, ('tls', 'db', 'token', 'registry'))}   {pick(r, ('Opaque', 'kubernetes.io/tls', 'kubernetes.io/dockerconfigjson'))}   {r.randrange(1, 4)}      {r.randrange(2, 300)}d"
        for _ in range(r.randrange(2, 6))
    ]
    return "NAME   TYPE   DATA   AGE\n" + "\n".join(rows) + "\n", "k8s-output"


def sealed_secret(r: random.Random):
    text = (
        f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {name(r)}\nspec:\n  encryptedData:\n"
        f"    password: Ag{b64(r, r.randrange(300, 420))}\n"
    )
    return text, "yaml"


def sops_file(r: random.Random):
    text = (
        f"db:\n    password: ENC[AES256_GCM,data:{b64(r, r.randrange(10, 24))},iv:{b64(r, 32)},tag:{b64(r, 16)},type:str]\n"
        f'sops:\n    kms:\n        - arn: arn:aws:kms:{pick(r, REGIONS)}:{acct(r)}:key/{uuid4(r)}\n          created_at: "{ts(r)}"\n'
        f'          enc: {b64(r, 160)}\n    lastmodified: "{ts(r)}"\n    mac: ENC[AES256_GCM,data:{b64(r, 32)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:str]\n'
        f"    version: 3.9.{r.randrange(5)}\n"
    )
    return text, "yaml"


# ---------------------------------------------------------------- terraform / cloud
def terraform_plan(r: random.Random):
    text = (
        f'  # aws_iam_role_policy_attachment.{word(r)} will be created\n  + resource "aws_iam_role_policy_attachment" "{word(r)}" {{\n'
        f'      + id         = (known after apply)\n      + policy_arn = "arn:aws:iam::{acct(r)}:policy/{name(r)}"\n'
        f'      + role       = "{name(r)}"\n    }}\n  ~ resource "aws_db_instance" "main" {{\n      ~ password = (sensitive value)\n'
        f'        id       = "db-{chars(r, UPPER + DIGITS, 26)}"\n    }}\nPlan: 1 to add, 1 to change, 0 to destroy.\n'
    )
    return text, "terraform"


def terraform_state(r: random.Random):
    text = (
        f'# aws_kms_key.{word(r)}:\nresource "aws_kms_key" "{word(r)}" {{\n    arn    = "arn:aws:kms:{pick(r, REGIONS)}:{acct(r)}:key/{uuid4(r)}"\n'
        f'    key_id = "{uuid4(r)}"\n    policy = jsonencode({{ Version = "2012-10-17" }})\n}}\n'
        f'# aws_secretsmanager_secret.db:\nresource "aws_secretsmanager_secret" "db" {{\n'
        f'    arn = "arn:aws:secretsmanager:{pick(r, REGIONS)}:{acct(r)}:secret:{name(r)}/db-{chars(r, ALNUM, 6)}"\n}}\n'
    )
    return text, "terraform"


def tf_lock(r: random.Random):
    hs = "\n".join(
        f'    "h1:{b64(r, 32)}",' if i == 0 else f'    "zh:{sha256(r)}",'
        for i in range(r.randrange(3, 6))
    )
    text = f'provider "registry.terraform.io/hashicorp/{pick(r, ("aws", "google", "azurerm", "random"))}" {{\n  version     = "{semver(r)}"\n  hashes = [\n{hs}\n  ]\n}}\n'
    return text, "terraform"


def aws_json(r: random.Random):
    k = r.randrange(4)
    region = pick(r, REGIONS)
    if k == 0:
        d = {
            "Reservations": [
                {
                    "Instances": [
                        {
                            "InstanceId": f"i-0{hexs(r, 16)}",
                            "ImageId": f"ami-0{hexs(r, 16)}",
                            "SubnetId": f"subnet-0{hexs(r, 16)}",
                            "VpcId": f"vpc-0{hexs(r, 16)}",
                            "IamInstanceProfile": {
                                "Arn": f"arn:aws:iam::{acct(r)}:instance-profile/{name(r)}",
                                "Id": "AIPA" + chars(r, UPPER + "234567", 17),
                            },
                        }
                    ]
                }
            ]
        }
    elif k == 1:
        d = {
            "ETag": f'"{hexs(r, 32)}"',
            "ServerSideEncryption": "aws:kms",
            "VersionId": b64url(r, 24),
            "SSEKMSKeyId": f"arn:aws:kms:{region}:{acct(r)}:key/{uuid4(r)}",
        }
    elif k == 2:
        d = {
            "UserId": "AROA" + chars(r, UPPER + "234567", 17) + f":{user(r)}",
            "Account": acct(r),
            "Arn": f"arn:aws:sts::{acct(r)}:assumed-role/{name(r)}/{user(r)}",
        }
    else:
        d = {
            "ARN": f"arn:aws:secretsmanager:{region}:{acct(r)}:secret:{name(r)}-{chars(r, ALNUM, 6)}",
            "Name": f"{name(r)}/db",
            "VersionId": uuid4(r),
            "ResponseMetadata": {"RequestId": uuid4(r), "HTTPStatusCode": 200},
        }
    return json.dumps(d, indent=2), "json"


def gcloud_json(r: random.Random):
    proj = f"{word(r)}-{r.randrange(100000, 999999)}"
    k = r.randrange(2)
    if k == 0:
        d = [
            {
                "name": f"projects/{proj}/serviceAccounts/{word(r)}@{proj}.iam.gserviceaccount.com/keys/{hexs(r, 40)}",
                "keyAlgorithm": "KEY_ALG_RSA_2048",
                "keyOrigin": "GOOGLE_PROVIDED",
                "validAfterTime": ts(r),
            }
        ]
    else:
        d = {
            "name": f"operations/{chars(r, LOWER + DIGITS, 20)}-{uuid4(r)}",
            "projectNumber": str(r.randrange(10**11, 10**12)),
            "etag": b64(r, 12),
            "uniqueId": str(r.randrange(10**20, 10**21)),
        }
    return json.dumps(d, indent=2), "json"


def az_json(r: random.Random):
    sub = uuid4(r)
    d = {
        "id": f"/subscriptions/{sub}/resourceGroups/rg-{word(r)}/providers/Microsoft.KeyVault/vaults/kv-{word(r)}",
        "properties": {"tenantId": uuid4(r), "vaultUri": f"https://kv-{word(r)}.vault.azure.net/"},
        "appId": uuid4(r),
        "secretUri": f"https://kv-{word(r)}.vault.azure.net/secrets/{name(r)}/{hexs(r, 32)}",
    }
    return json.dumps(d, indent=2), "json"


# ---------------------------------------------------------------- packages
def npm_lock(r: random.Random):
    pkgs = {}
    for _ in range(r.randrange(2, 4)):
        n = f"node_modules/{word(r)}-{pick(r, ('utils', 'core', 'parser', 'js'))}"
        v = semver(r)
        pkgs[n] = {
            "version": v,
            "resolved": f"https://registry.npmjs.org/{n.split('/')[1]}/-/{n.split('/')[1]}-{v}.tgz",
            "integrity": "sha512-" + b64(r, 64),
        }
    return json.dumps({"packages": pkgs}, indent=2), "json"


def yarn_lock(r: random.Random):
    n, v = f"{word(r)}-{word(r)}", semver(r)
    return (
        f'"{n}@^{v}":\n  version "{v}"\n  resolved "https://registry.yarnpkg.com/{n}/-/{n}-{v}.tgz#{sha1(r)}"\n  integrity sha512-{b64(r, 64)}\n',
        "yarn-lock",
    )


def pnpm_lock(r: random.Random):
    return (
        f"  /{word(r)}@{semver(r)}:\n    resolution: {{integrity: sha512-{b64(r, 64)}}}\n    engines: {{node: '>=18'}}\n    dev: false\n",
        "yaml",
    )


def requirements_hashes(r: random.Random):
    lines = [
        f"{word(r)}=={semver(r)} \\\n    --hash=sha256:{sha256(r)} \\\n    --hash=sha256:{sha256(r)}"
        for _ in range(r.randrange(2, 4))
    ]
    return "\n".join(lines) + "\n", "requirements"


def poetry_lock(r: random.Random):
    files = ",\n".join(
        f'    {{file = "{word(r)}-{semver(r)}-py3-none-any.whl", hash = "sha256:{sha256(r)}"}}'
        for _ in range(2)
    )
    return (
        f'[[package]]\nname = "{word(r)}"\nversion = "{semver(r)}"\nfiles = [\n{files},\n]\n\n[metadata]\ncontent-hash = "{sha256(r)}"\n',
        "toml",
    )


def cargo_lock(r: random.Random):
    return (
        f'[[package]]\nname = "{word(r)}-{word(r)}"\nversion = "{semver(r)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{sha256(r)}"\n',
        "toml",
    )


def go_sum(r: random.Random):
    lines = []
    for _ in range(r.randrange(2, 5)):
        m = f"github.com/{word(r)}/{name(r)} v{semver(r)}"
        lines += [f"{m} h1:{b64(r, 32)}", f"{m}/go.mod h1:{b64(r, 32)}"]
    return "\n".join(lines) + "\n", "go-sum"


def install_log(r: random.Random):
    k = r.randrange(4)
    if k == 0:
        text = f"added {r.randrange(50, 1500)} packages, and audited {r.randrange(1500, 2000)} packages in {r.randrange(2, 60)}s\n\n{r.randrange(50, 300)} packages are looking for funding\n  run `npm fund` for details\nnpm notice New minor version of npm available! 10.{r.randrange(9)}.0 -> 10.9.{r.randrange(5)}\n"
    elif k == 1:
        text = f"Collecting {word(r)}=={semver(r)}\n  Downloading {word(r)}-{semver(r)}-py3-none-any.whl.metadata\nSuccessfully built {word(r)}\nCreated wheel for {word(r)}: filename={word(r)}-{semver(r)}-py3-none-any.whl size={r.randrange(1000, 90000)} sha256={sha256(r)}\n  Stored in directory: /tmp/pip-ephem-wheel-cache-{chars(r, LOWER + DIGITS, 8)}/wheels/{hexs(r, 2)}/{hexs(r, 2)}/{hexs(r, 60)}\n"
    elif k == 2:
        text = f"   Compiling {word(r)} v{semver(r)}\n  Downloaded {word(r)}-{word(r)} v{semver(r)}\n    Finished `release` profile [optimized] target(s) in {r.randrange(5, 200)}.{r.randrange(10)}{r.randrange(10)}s\n"
    else:
        text = f"go: downloading github.com/{word(r)}/{name(r)} v{semver(r)}\ngo: downloading golang.org/x/crypto v0.{r.randrange(20, 40)}.0\ngo: added github.com/{word(r)}/{word(r)} v0.0.0-2025{r.randrange(10, 12)}{r.randrange(10, 28)}{r.randrange(100000, 999999)}-{hexs(r, 12)}\n"
    return text, "install-log"


# ---------------------------------------------------------------- tests / traces
def pytest_out(r: random.Random):
    text = (
        f"tests/test_{word(r)}.py::test_roundtrip[{uuid4(r)}] PASSED\n"
        f"FAILED tests/test_{word(r)}.py::test_digest - AssertionError: assert '{sha256(r)}' == '{sha256(r)}'\n"
        f"E   tmp_path = PosixPath('/tmp/pytest-of-{user(r)}/pytest-{r.randrange(10, 99)}/test_digest0')\n"
    )
    return text, "test-output"


def jest_out(r: random.Random):
    text = (
        f" FAIL  src/{word(r)}.test.ts\n  ● {word(r)} › signs the payload\n\n    expect(received).toBe(expected)\n\n"
        f'    Expected: "{b64url(r, 32)}"\n    Received: "{b64url(r, 32)}"\n\n  Snapshot Summary › {r.randrange(1, 9)} snapshots written\n'
    )
    return text, "test-output"


def go_test(r: random.Random):
    return (
        f"--- FAIL: Test{word(r).capitalize()}Nonce ({r.randrange(0, 9)}.{r.randrange(10)}{r.randrange(10)}s)\n    {word(r)}_test.go:{r.randrange(20, 400)}: nonce = {hexs(r, 24)}, want {hexs(r, 24)}\nFAIL\tgithub.com/{word(r)}/{name(r)}/internal/{word(r)}\t{r.randrange(0, 9)}.{r.randrange(100, 999)}s\n",
        "test-output",
    )


def py_trace(r: random.Random):
    text = (
        f'Traceback (most recent call last):\n  File "/srv/{word(r)}/tasks.py", line {r.randrange(20, 400)}, in run\n    job = Job.get(id="{uuid4(r)}")\n'
        f"KeyError: 'token' (request_id={hexs(r, 32)}, trace_id={hexs(r, 32)})\n"
    )
    return text, "stack-trace"


def go_panic(r: random.Random):
    text = (
        f"panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x{hexs(r, 2)} pc=0x{hexs(r, 6)}]\n\n"
        f"goroutine {r.randrange(1, 400)} [running]:\ngithub.com/{word(r)}/{name(r)}/auth.(*Verifier).Check(0xc000{hexs(r, 6)}, {{0xc000{hexs(r, 6)}, 0x{hexs(r, 2)}}})\n"
        f"\t/src/auth/verify.go:{r.randrange(10, 300)} +0x{hexs(r, 3)}\n"
    )
    return text, "stack-trace"


def java_trace(r: random.Random):
    text = (
        f"java.lang.IllegalStateException: Token expired for session {uuid4(r)}\n\tat com.{word(r)}.auth.TokenService.validate(TokenService.java:{r.randrange(20, 300)})\n"
        f"\tat com.{word(r)}.web.AuthFilter.doFilter(AuthFilter.java:{r.randrange(20, 200)})\n\t... {r.randrange(10, 80)} common frames omitted\n"
    )
    return text, "stack-trace"


# ---------------------------------------------------------------- HTTP
def curl_verbose(r: random.Random):
    text = (
        f"> GET /v1/{word(r)}/{uuid4(r)} HTTP/2\n> Host: api.{word(r)}.io\n> Authorization: Bearer $TOKEN\n>\n"
        f'< HTTP/2 200\n< etag: W/"{hexs(r, 32)}"\n< x-request-id: {uuid4(r)}\n< traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01\n'
        f"< x-amz-cf-id: {b64url(r, 42)}==\n< cf-ray: {hexs(r, 16)}-FRA\n"
    )
    return text, "http"


def s3_headers(r: random.Random):
    return (
        f'< HTTP/1.1 200 OK\n< x-amz-id-2: {b64(r, 54)}\n< x-amz-request-id: {chars(r, UPPER + DIGITS, 16)}\n< ETag: "{hexs(r, 32)}"\n< x-amz-version-id: {b64url(r, 24)}\n< Content-Length: {r.randrange(100, 99999)}\n',
        "http",
    )


def har_entry(r: random.Random):
    d = {
        "request": {
            "method": "POST",
            "url": f"https://{word(r)}.app/api/upload",
            "headers": [
                {"name": "Authorization", "value": "Bearer [REDACTED]"},
                {"name": "X-Request-Id", "value": uuid4(r)},
                {"name": "Cookie", "value": f"theme={pick(r, ('dark', 'light'))}; lang=en"},
                {"name": "If-None-Match", "value": f'"{hexs(r, 40)}"'},
            ],
        },
        "response": {
            "status": 201,
            "headers": [
                {"name": "Content-MD5", "value": b64(r, 16)},
                {"name": "Digest", "value": f"sha-256={b64(r, 32)}"},
            ],
        },
    }
    return json.dumps(d, indent=1), "har"


def csp_nonce(r: random.Random):
    return (
        f"< content-security-policy: script-src 'nonce-{b64(r, 18)}' 'strict-dynamic'; object-src 'none'\n< strict-transport-security: max-age=63072000\n< sec-websocket-accept: {b64(r, 20)}\n",
        "http",
    )


# ---------------------------------------------------------------- database output
def psql_rows(r: random.Random):
    rows = [
        f" {uuid4(r)} | {pick(r, ('paid', 'pending', 'refunded'))} | {sha256(r)[:40]}"
        for _ in range(r.randrange(2, 5))
    ]
    return (
        " id                                   | status   | file_sha1\n--------------------------------------+----------+-----------\n"
        + "\n".join(rows)
        + f"\n({len(rows)} rows)\n",
        "sql-output",
    )


def mysql_rows(r: random.Random):
    rows = [
        f"| {r.randrange(1, 9999):>5} | {email(r):<30} | {pick(r, ('api_key_last_rotated', 'password_changed', 'token_revoked'))} | {ts(r)} |"
        for _ in range(r.randrange(2, 5))
    ]
    return (
        "+-------+--------------------------------+---------+---------------------+\n"
        + "\n".join(rows)
        + "\n",
        "sql-output",
    )


def migration_log(r: random.Random):
    return (
        f"INFO  [alembic.runtime.migration] Running upgrade {hexs(r, 12)} -> {hexs(r, 12)}, add password_hash column\nINFO  [alembic.runtime.migration] Running upgrade {hexs(r, 12)} -> {hexs(r, 12)}, rename api_token to api_token_id\n",
        "log",
    )


# ---------------------------------------------------------------- env / config
def env_example(r: random.Random):
    pl = lambda: pick(
        r,
        (
            "",
            "<your-api-key>",
            "your-secret-here",
            "xxxxxxxxxxxxxxxx",
            "REPLACE_ME",
            "changeme",
            "${VAULT_TOKEN}",
            "op://dev/" + word(r) + "/credential",
            "<redacted>",
            "********",
        ),
    )  # noqa: E731
    keys = [
        "DATABASE_URL=postgres://app:${DB_PASSWORD}@localhost:5432/app",
        f"STRIPE_PUBLISHABLE_KEY=pk_test_{chars(r, ALNUM, 24)}",
        f"API_KEY={pl()}",
        f"JWT_SECRET={pl()}",
        f"SMTP_PASSWORD={pl()}",
        f"SENTRY_DSN=https://{hexs(r, 32)}@o{r.randrange(10**5, 10**6)}.ingest.sentry.io/{r.randrange(10**6, 10**7)}",
    ]
    r.shuffle(keys)
    return "# .env.example - copy to .env and fill in\n" + "\n".join(
        keys[: r.randrange(3, 7)]
    ) + "\n", "dotenv"


def config_refs(r: random.Random):
    k = r.randrange(4)
    if k == 0:
        text = f"jobs:\n  release:\n    steps:\n      - uses: pypa/gh-action-pypi-publish@{sha1(r)}\n        with:\n          password: ${{{{ secrets.PYPI_API_TOKEN }}}}\n"
        return text, "yaml"
    if k == 1:
        text = f"database:\n  host: {host(r)}\n  password: ${{DB_PASSWORD:?missing}}\n  password_file: /run/secrets/{word(r)}\n"
        return text, "yaml"
    if k == 2:
        text = f'[auth]\napi_key = "op://{word(r)}/{name(r)}/api key"\nwebhook_secret = "vault:secret/data/{name(r)}#webhook"\n'
        return text, "toml"
    text = json.dumps(
        {
            "secrets": [
                {
                    "name": "DB_PASSWORD",
                    "valueFrom": f"arn:aws:secretsmanager:{pick(r, REGIONS)}:{acct(r)}:secret:{name(r)}-{chars(r, ALNUM, 6)}:password::",
                }
            ]
        },
        indent=2,
    )
    return text, "json"


def public_client_ids(r: random.Random):
    k = r.randrange(4)
    if k == 0:
        proj = f"{word(r)}-{r.randrange(1000, 9999)}"
        text = f'const firebaseConfig = {{\n  apiKey: "AIza{chars(r, ALNUM + "-_", 35)}",\n  authDomain: "{proj}.firebaseapp.com",\n  projectId: "{proj}",\n  appId: "1:{r.randrange(10**11, 10**12)}:web:{hexs(r, 22)}",\n}};\n'
        return text, "javascript"
    if k == 1:
        return (
            f"GOOGLE_CLIENT_ID={r.randrange(10**11, 10**12)}-{chars(r, LOWER + DIGITS, 32)}.apps.googleusercontent.com\n",
            "dotenv",
        )
    if k == 2:
        return f"const stripe = Stripe('pk_live_{chars(r, ALNUM, 99)}');\n", "javascript"
    return (
        f'Sentry.init({{ dsn: "https://{hexs(r, 32)}@o{r.randrange(10**5, 10**6)}.ingest.us.sentry.io/{r.randrange(10**6, 10**7)}", tracesSampleRate: 0.1 }});\n',
        "javascript",
    )


def masked_values(r: random.Random):
    k = r.randrange(4)
    if k == 0:
        return (
            f"Token: ghp_{'*' * 32}{chars(r, ALNUM, 4)} (last used {r.randrange(2, 30)} days ago)\n",
            "shell-output",
        )
    if k == 1:
        return (
            f"$ heroku config\nDATABASE_URL: postgres://{user(r)}:********@{host(r)}:5432/{word(r)}\nSTRIPE_KEY:   sk_live_...{chars(r, ALNUM, 4)}\n",
            "shell-output",
        )
    if k == 2:
        return (
            f"  aws_secret_access_key     ****************{chars(r, UPPER + DIGITS, 4)} shared-credentials-file\n  access_key     ****************{chars(r, UPPER, 4)} shared-credentials-file\n",
            "shell-output",
        )
    return (
        f"export OPENAI_API_KEY=sk-...{chars(r, ALNUM, 4)}  # real one is in 1Password\n",
        "shell",
    )


def example_values(r: random.Random):
    fake = pick(
        r,
        (
            f"ghp_{'x' * 36}",
            f"glpat-{'X' * 20}",
            "sk_test_EXAMPLEKEYDONOTUSE",
            "xoxb-EXAMPLE-TOKEN-VALUE",
            f"AKIA{'X' * 16}",
            "EXAMPLE-not-a-real-password",
            f"{'0' * 40}",
            "example-api-key-1234",
        ),
    )
    return f"# Example only, not a real credential:\n#   export TOKEN={fake}\n", "shell"


def env_names(r: random.Random):
    names = ", ".join(
        f"`{n}`"
        for n in r.sample(
            [
                "GITHUB_TOKEN",
                "NPM_TOKEN",
                "AWS_SECRET_ACCESS_KEY",
                "DATABASE_PASSWORD",
                "SLACK_WEBHOOK_URL",
                "STRIPE_SECRET_KEY",
                "SENTRY_AUTH_TOKEN",
                "PYPI_API_TOKEN",
            ],
            3,
        )
    )
    return (
        f"Add {names} as repository secrets (Settings → Secrets and variables → Actions) before running the {word(r)} workflow.\n",
        "markdown",
    )


def public_keys(r: random.Random):
    k = r.randrange(4)
    if k == 0:
        return f"$ cat ~/.ssh/id_ed25519.pub\n{ssh_pub(r)}\n", "shell-output"
    if k == 1:
        return f"{public_pem(r, pick(r, ('PUBLIC KEY', 'CERTIFICATE')))}\n", "pem"
    if k == 2:
        fp = " ".join(chars(r, "0123456789ABCDEF", 4) for _ in range(10))
        return (
            f"pub   ed25519 {date(r)} [SC]\n      {fp.replace(' ', '')}\nuid           [ultimate] {person(r)} <{email(r)}>\nKey fingerprint = {fp}\n",
            "shell-output",
        )
    blob = base64.b64encode(
        b"\x00\x00\x00\x13ecdsa-sha2-nistp256\x00\x00\x00\x08nistp256\x00\x00\x00\x41\x04"
        + r.randbytes(64)
    ).decode()
    return (
        f"{host(r)} ecdsa-sha2-nistp256 {blob}\n256 SHA256:{b64(r, 32).rstrip('=')} {email(r)} (ED25519)\n",
        "shell-output",
    )


def changelog(r: random.Random):
    text = (
        f"## [{semver(r)}] - {date(r)}\n### Security\n- Tokens are now hashed at rest; rotate any API token created before {date(r)} (#{r.randrange(100, 9999)}).\n"
        f"- Fixed password reset link reuse ({hexs(r, 7)}).\n### Checksums\n{sha256(r)}  {name(r)}-linux-amd64.tar.gz\n{sha256(r)}  {name(r)}-darwin-arm64.tar.gz\n"
    )
    return text, "markdown"


def base64_fixture(r: random.Random):
    k = r.randrange(3)
    if k == 0:
        return (
            f'PIXEL = "data:image/png;base64,iVBORw0KGgo{b64(r, r.randrange(40, 90))}"\n',
            "python",
        )
    if k == 1:
        return (
            f"const fixture = Buffer.from('{b64(r, r.randrange(30, 120))}', 'base64');  // gzip of sample.json\n",
            "javascript",
        )
    return (
        f'  payload: "eyJ{b64url(r, r.randrange(30, 60))}"  # base64 of the test event body, not a token\n',
        "yaml",
    )


def sri_and_lfs(r: random.Random):
    """Subresource integrity and Git LFS pointers."""
    if r.random() < 0.5:
        return (
            f'<script src="https://cdn.{word(r)}.net/{word(r)}@{semver(r)}/dist/{word(r)}.min.js" '
            f'integrity="sha384-{b64(r, 48)}" crossorigin="anonymous"></script>\n'
        ), "html"
    return (
        f"version https://git-lfs.github.com/spec/v1\noid sha256:{sha256(r)}\nsize {r.randrange(10**4, 10**9)}\n",
        "git-lfs",
    )


def config_refs_more(r: random.Random):
    """More secret references: npmrc env refs, empty docker auths, sensitive outputs."""
    k = r.randrange(4)
    if k == 0:
        return (
            f"@{word(r)}:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${{NODE_AUTH_TOKEN}}\n",
            "ini",
        )
    if k == 1:
        return json.dumps(
            {
                "auths": {"ghcr.io": {}, f"{acct(r)}.dkr.ecr.{pick(r, REGIONS)}.amazonaws.com": {}},
                "credsStore": "desktop",
                "currentContext": "default",
            },
            indent=2,
        ), "json"
    if k == 2:
        return (
            f'  + resource "random_password" "{word(r)}" {{\n      + id      = (known after apply)\n      + length  = 32\n'
            f"      + result  = (sensitive value)\n      + special = true\n    }}\n"
        ), "terraform"
    return (
        f"pip install --extra-index-url https://${{PIP_USER}}:${{PIP_PASSWORD}}@pypi.{word(r)}.internal/simple {word(r)}=={semver(r)}\n"
    ), "shell"


CHAT_IDS = (
    "the failing run is {sha} on main, trace id {h32}; token is fine, it's the cache",
    "can you pull {img}@sha256:{d}? that's the digest that passed QA",
    "request {u4} timed out again, the API key in vault is the new one so it's not auth",
    "bisected it to {sha7}; the password reset flow broke in that commit",
    "build {n} ({u4}) uploaded artifact sha256:{d} — please verify before tagging",
)


def chat_ids(r: random.Random):
    """English chat full of ids and digests, talking about credentials without one."""
    t = pick(r, CHAT_IDS)
    return t.format(
        sha=sha1(r),
        h32=hexs(r, 32),
        img=f"ghcr.io/{word(r)}/{name(r)}",
        d=sha256(r),
        u4=uuid4(r),
        sha7=hexs(r, 7),
        n=r.randrange(1000, 99999),
    ), "en"
