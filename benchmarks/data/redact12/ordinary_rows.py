"""Ordinary-row templates: tool output full of long random-looking strings that are
not secrets (digests, ids, integrity hashes, public keys, references, placeholders).
Each maker returns ``(text, lang)``."""

from __future__ import annotations

import json
import random

from values import (
    ALNUM,
    DIGITS,
    LOWER,
    REGIONS,
    UPPER,
    acct,
    b64,
    b64url,
    chars,
    date,
    email,
    hexs,
    name,
    person,
    pick,
    semver,
    sha1,
    sha256,
    ts,
    user,
    uuid4,
    word,
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
