# ruff: noqa: E501  (case data: tool outputs are kept on the lines they print)
"""Terraform, Docker/compose, kubectl, Ansible."""

from __future__ import annotations

import string

from kit import agent, case, fix, rejected_bash, token

TF = "/home/dev/infra/ledger-tf"
DK = "/home/dev/shop"
DKM = "/Users/dev/code/shop"
KU = "/home/dev/infra/ledger-k8s"
AN = "/home/dev/infra/ansible"

BACKEND_CHANGED = (
    "Initializing the backend...\n╷\n│ Error: Backend configuration changed\n│ \n"
    "│ A change in the backend configuration has been detected, which may require migrating existing state.\n│ \n"
    '│ If you wish to attempt automatic migration of the state, use "terraform init -migrate-state".\n'
    '│ If you wish to store the current configuration with no changes to the state, use "terraform init -reconfigure".\n╵'
)


@case("terraform_init_reconfigure", "terraform", "invocation", TF, "flag_added")
def terraform_init_reconfigure(t, rng):
    t.user(
        "I moved the state bucket to the new account in backend.tf (the old one is gone, state was copied already). Init and plan please."
    )
    t.bash("terraform init", BACKEND_CHANGED, 1, "Initialize")
    t.say(
        "Since the state was already copied and the old bucket no longer exists, migrating isn't wanted; `-reconfigure` just records the new backend."
    )
    t.bash(
        "terraform init -reconfigure",
        'Initializing the backend...\n\nSuccessfully configured the backend "s3"! Terraform will automatically\nuse this backend unless the backend configuration changes.\n\nTerraform has been successfully initialized!',
        description="Initialize with the new backend",
    )
    t.bash(
        "terraform plan -no-color | tail -1",
        "No changes. Your infrastructure matches the configuration.",
        description="Plan",
    )
    t.say(
        "Initialized against the new bucket with `terraform init -reconfigure`; the plan shows no changes."
    )
    return [fix("Error: Backend configuration changed", "lesson", ["-reconfigure"])], []


@case("terraform_aws_profile_secret", "terraform", "invocation", TF, "secret_in_output")
def terraform_aws_profile_secret(t, rng):
    key_id = "AKIA" + token(rng, 16, string.ascii_uppercase + string.digits)
    secret = token(rng, 40, string.ascii_letters + string.digits + "/+")
    t.user("terraform plan for staging fails with a credentials error, can you check?")
    t.bash(
        "terraform plan",
        "╷\n│ Error: configuring Terraform AWS Provider: validating provider credentials: retrieving caller identity from STS: "
        "operation error STS: GetCallerIdentity, https response error StatusCode: 403, RequestID: 6f1d2c3b-8a90-4e11-9b7c-2d1e0f9a8b7c, "
        "api error InvalidClientTokenId: The security token included in the request is invalid.\n│ \n"
        '│   with provider["registry.terraform.io/hashicorp/aws"],\n│   on providers.tf line 1, in provider "aws":\n│    1: provider "aws" {\n╵',
        1,
        "Plan staging",
    )
    t.bash(
        "env | grep ^AWS_",
        f"AWS_ACCESS_KEY_ID={key_id}\nAWS_SECRET_ACCESS_KEY={secret}\nAWS_REGION=eu-central-1",
        description="Check AWS variables",
    )
    t.say(
        "Old static keys are exported in this shell and they take precedence over the profile. I'll unset them and use the staging profile instead."
    )
    t.bash(
        "unset AWS_ACCESS_KEY_ID AWS_SECRET_ACCESS_KEY && export AWS_PROFILE=ledger-staging && terraform plan -no-color | tail -1",
        "Plan: 0 to add, 2 to change, 0 to destroy.",
        description="Plan with the staging profile",
    )
    t.say(
        "Plan works: unset the stale `AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY` and run with `AWS_PROFILE=ledger-staging`. Those old keys should be revoked since they were printed here."
    )
    return [
        fix(
            "api error InvalidClientTokenId: The security token included in the request is invalid.",
            "lesson",
            ["AWS_PROFILE"],
        )
    ], [key_id, secret]


@case("terraform_provider_pin", "terraform", "config", TF, "version_pin")
def terraform_provider_pin(t, rng):
    t.user("Init fails after I merged Jana's branch.")
    t.bash(
        "terraform init",
        "Initializing provider plugins...\n- Reusing previous version of hashicorp/aws from the dependency lock file\n╷\n"
        "│ Error: Failed to query available provider packages\n│ \n"
        "│ Could not retrieve the list of available versions for provider hashicorp/aws: locked provider registry.terraform.io/hashicorp/aws 5.31.0 does not match configured version constraint ~> 4.67; "
        "must use terraform init -upgrade to allow selection of new versions\n╵",
        1,
        "Initialize",
    )
    t.bash(
        "git diff HEAD~1 -- versions.tf",
        '-      version = "~> 5.31"\n+      version = "~> 4.67"',
        description="See what the merge changed",
    )
    t.say(
        "The merge reverted the AWS provider constraint in versions.tf to an old `~> 4.67`, while the lock file and main are on 5.31. I'll put the pin back."
    )
    t.edit(f"{TF}/versions.tf", 'version = "~> 4.67"', 'version = "~> 5.31"')
    t.bash(
        "terraform init",
        "Initializing provider plugins...\n- Reusing previous version of hashicorp/aws from the dependency lock file\n- Using previously-installed hashicorp/aws v5.31.0\n\nTerraform has been successfully initialized!",
        description="Initialize again",
    )
    t.say('Fixed by restoring `version = "~> 5.31"` for hashicorp/aws in versions.tf.')
    return [
        fix(
            "locked provider registry.terraform.io/hashicorp/aws 5.31.0 does not match configured version constraint ~> 4.67",
            "bugfix",
            ["~> 5.31"],
        )
    ], []


@case("terraform_state_lock_flaky", "terraform", "flaky", TF, "plain_retry", "de")
def terraform_state_lock_flaky(t, rng):
    t.user("Mach bitte einen Plan für staging.")
    t.bash(
        "terraform plan",
        "╷\n│ Error: Error acquiring the state lock\n│ \n│ Error message: operation error DynamoDB: PutItem, https response error StatusCode: 400, "
        "RequestID: Q8R0S1, ConditionalCheckFailedException: The conditional request failed\n│ Lock Info:\n"
        "│   ID:        0b6f4c1e-2d3a-9e8f-7a6b-5c4d3e2f1a0b\n│   Path:      tfstate-ledger/staging/terraform.tfstate\n"
        "│   Operation: OperationTypeApply\n│   Who:       ci@runner-12\n│   Version:   1.9.8\n│ \n"
        "│ Terraform acquires a state lock to protect the state from being written\n│ by multiple users at the same time. Please resolve the issue above and try\n"
        '│ again. For most commands, you can disable locking with the "-lock=false"\n│ flag, but this is not recommended.\n╵',
        1,
        "Plan staging",
    )
    t.say("Die CI wendet gerade an und hält die Sperre. Ich warte kurz und versuche es erneut.")
    t.bash(
        "sleep 90 && terraform plan -no-color | tail -1",
        "No changes. Your infrastructure matches the configuration.",
        description="Wait and plan again",
    )
    t.say("Nach dem CI-Lauf klappt der Plan: keine Änderungen.")
    return [], ["Error acquiring the state lock", "-lock=false"]


@case("terraform_agent_lesson_fmt", "terraform", "agent_lesson", TF)
def terraform_agent_lesson_fmt(t, rng):
    t.user("Add a tag `cost-center = ledger` to the bucket module and open a commit.")
    t.edit(
        f"{TF}/modules/bucket/main.tf",
        "  tags = {\n    team = var.team\n  }",
        '  tags = {\n    team        = var.team\n    cost-center = "ledger"\n  }',
    )
    t.bash(
        "terraform fmt -recursive && terraform validate",
        "modules/bucket/main.tf\nSuccess! The configuration is valid.",
        description="Format and validate",
    )
    t.bash(
        "git commit -am 'bucket: tag cost-center'",
        "[main 4c2a9e1] bucket: tag cost-center\n 1 file changed, 2 insertions(+), 1 deletion(-)",
        description="Commit",
    )
    t.say(
        "Committed. Worth remembering for this repo: CI runs `terraform fmt -check -recursive` and rejects unformatted files, "
        "so always run `terraform fmt -recursive` before committing."
    )
    return [agent(["terraform fmt"])], []


@case("docker_colima_start", "docker", "setup", DKM, "service_started")
def docker_colima_start(t, rng):
    t.user("bring the dev stack up")
    t.bash(
        "docker compose up -d",
        "Cannot connect to the Docker daemon at unix:///Users/dev/.colima/default/docker.sock. Is the docker daemon running?",
        1,
        "Start the stack",
    )
    t.bash("colima status", "FATA[0000] colima is not running", 1, "Check colima")
    t.say("The Colima VM that provides Docker on this Mac is stopped. Starting it.")
    t.bash(
        "colima start",
        "INFO[0000] starting colima\nINFO[0021] starting ... context=docker\nINFO[0026] done",
        description="Start colima",
    )
    t.bash(
        "docker compose up -d",
        " ✔ Network shop_default  Created\n ✔ Container shop-db-1   Started\n ✔ Container shop-api-1  Started",
        description="Start the stack again",
    )
    t.say("The stack is up after `colima start`.")
    return [fix("Is the docker daemon running?", "bugfix", ["colima start"])], []


@case("docker_env_file_template", "docker", "setup", DK, "template_copy", "es")
def docker_env_file_template(t, rng):
    t.user("Levanta los servicios con docker compose, por favor.")
    t.bash(
        "docker compose up -d",
        "env file /home/dev/shop/.env not found: stat /home/dev/shop/.env: no such file or directory",
        1,
        "Start services",
    )
    t.say(
        "El compose usa `env_file: .env` y el archivo no existe; hay un `.env.example` en el repositorio. Lo copio."
    )
    t.bash(
        "cp .env.example .env && docker compose up -d",
        " ✔ Container shop-db-1     Started\n ✔ Container shop-cache-1  Started\n ✔ Container shop-api-1    Started",
        description="Create .env and start",
    )
    t.say("Listo: después de `cp .env.example .env` los tres servicios arrancan.")
    return [fix("env file /home/dev/shop/.env not found", "bugfix", [".env.example"])], []


@case("docker_compose_secret_unfixed", "docker", "unfixed", DK, "secret_in_output")
def docker_compose_secret_unfixed(t, rng):
    live = "sk_live_" + token(rng, 24)
    t.user("docker compose pull fails for the worker image, why?")
    t.bash(
        "docker compose pull worker",
        ' ✘ worker Error Head "https://registry.example/v2/shop/worker/manifests/2.8.1": unauthorized\n'
        "Error response from daemon: pull access denied for registry.example/shop/worker, repository does not exist or may require 'docker login': denied: requested access to the resource is denied",
        18,
        "Pull the worker image",
    )
    t.bash(
        "docker compose config worker",
        "name: shop\nservices:\n  worker:\n    environment:\n      QUEUE_URL: redis://cache:6379/2\n"
        f"      STRIPE_SECRET_KEY: {live}\n    image: registry.example/shop/worker:2.8.1\n",
        description="Show the resolved worker config",
    )
    t.say(
        "The image name is right; the registry wants a `docker login` to registry.example and there are no credentials on this machine. Also: the resolved config prints a live Stripe key from your .env; don't paste this output anywhere."
    )
    t.user("ok, I'll get registry access from ops tomorrow")
    return [], [live, "pull access denied"]


@case("kubectl_kubeconfig_env", "kubectl", "invocation", KU, "env_var")
def kubectl_kubeconfig_env(t, rng):
    t.user("What's running in the ledger namespace on staging?")
    t.bash(
        "kubectl -n ledger get pods",
        'E1114 10:12:03.118211   40311 memcache.go:265] couldn\'t get current server API group list: Get "http://localhost:8080/api?timeout=32s": dial tcp 127.0.0.1:8080: connect: connection refused\n'
        "The connection to the server localhost:8080 was refused - did you specify the right host or port?",
        1,
        "List pods",
    )
    t.bash("ls ~/.kube", "ledger-staging.yaml", description="List kubeconfigs")
    t.say(
        "There's no default kubeconfig, only `~/.kube/ledger-staging.yaml`. Pointing KUBECONFIG at it."
    )
    t.bash(
        "export KUBECONFIG=$HOME/.kube/ledger-staging.yaml && kubectl -n ledger get pods",
        "NAME                          READY   STATUS    RESTARTS   AGE\nledger-api-7d9c8b6f5-kq2xw    1/1     Running   0          2d\nledger-sync-5b7f9c4d8-p7h2m   1/1     Running   1          2d",
        description="List pods with the staging kubeconfig",
    )
    t.say(
        "Two pods run: ledger-api and ledger-sync. For staging, use `KUBECONFIG=~/.kube/ledger-staging.yaml`."
    )
    return [
        fix(
            "The connection to the server localhost:8080 was refused - did you specify the right host or port?",
            "lesson",
            ["KUBECONFIG"],
        )
    ], []


@case("kubectl_namespace_flag", "kubectl", "invocation", KU, "flag_added", "zh")
def kubectl_namespace_flag(t, rng):
    t.user("帮我看一下 ledger-api 的发布是否完成了。")
    t.bash(
        "kubectl rollout status deployment/ledger-api",
        'Error from server (NotFound): deployments.apps "ledger-api" not found',
        1,
        "Check rollout",
    )
    t.say("默认命名空间里没有这个 deployment，它在 `ledger` 命名空间里。我加上 `-n ledger`。")
    t.bash(
        "kubectl -n ledger rollout status deployment/ledger-api",
        'deployment "ledger-api" successfully rolled out',
        description="Check rollout in the ledger namespace",
    )
    t.say("发布已完成。记得用 `kubectl -n ledger ...`。")
    return [
        fix(
            'Error from server (NotFound): deployments.apps "ledger-api" not found',
            "lesson",
            ["-n ledger", "--namespace ledger", "--namespace=ledger"],
        )
    ], []


@case("kubectl_delete_rejected", "kubectl", "interrupted", KU, "user_rejected")
def kubectl_delete_rejected(t, rng):
    t.user("ledger-sync keeps restarting on staging, look into it")
    t.bash(
        "kubectl -n ledger get pods -l app=ledger-sync",
        "NAME                          READY   STATUS             RESTARTS      AGE\nledger-sync-5b7f9c4d8-p7h2m   0/1     CrashLoopBackOff   14 (38s ago)   2d",
        description="List ledger-sync pods",
    )
    t.say(
        "It's in CrashLoopBackOff. I'll delete the pod so the deployment recreates it with fresh state."
    )
    rejected_bash(
        t, "kubectl -n ledger delete pod ledger-sync-5b7f9c4d8-p7h2m", "Delete the crashing pod"
    )
    t.user("don't delete anything on staging, just read the logs")
    t.bash(
        "kubectl -n ledger logs ledger-sync-5b7f9c4d8-p7h2m --previous | tail -2",
        "2026-11-14T10:20:41Z ERROR sync: upstream feed returned 410 Gone for cursor 88123\n2026-11-14T10:20:41Z FATAL sync: cannot continue without a valid cursor",
        description="Read the previous container's logs",
    )
    t.say(
        "The crash is an expired cursor: the upstream feed answers 410 Gone for cursor 88123. That needs a cursor reset decision from you; I haven't changed anything."
    )
    return [], ["delete pod"]


@case("kubectl_tls_flaky", "kubectl", "flaky", KU, "plain_retry")
def kubectl_tls_flaky(t, rng):
    t.user("scale ledger-api to 3 replicas on staging")
    t.bash(
        "kubectl -n ledger scale deployment/ledger-api --replicas=3",
        "Unable to connect to the server: net/http: TLS handshake timeout",
        1,
        "Scale ledger-api",
    )
    t.bash(
        "kubectl -n ledger scale deployment/ledger-api --replicas=3",
        "deployment.apps/ledger-api scaled",
        description="Scale again",
    )
    t.say(
        "Scaled to 3 replicas. The first try hit a TLS handshake timeout talking to the API server and the same command worked on retry."
    )
    return [], ["TLS handshake timeout"]


@case("ansible_galaxy_collection", "ansible", "install", AN)
def ansible_galaxy_collection(t, rng):
    t.user("Run the firewall role against staging in check mode.")
    t.bash(
        "ansible-playbook -i inventories/staging site.yml --tags firewall --check",
        "ERROR! couldn't resolve module/action 'community.general.ufw'. This often indicates a misspelling, missing collection, or incorrect module path.\n\n"
        "The error appears to be in '/home/dev/infra/ansible/roles/firewall/tasks/main.yml': line 2, column 3, but may\nbe elsewhere in the file depending on the exact syntax problem.\n\n"
        "The offending line appears to be:\n\n\n- name: Allow ssh\n  ^ here",
        4,
        "Run the firewall role in check mode",
    )
    t.bash(
        "cat collections/requirements.yml",
        "collections:\n  - name: community.general\n    version: 9.5.0",
        description="Read the collection requirements",
    )
    t.bash(
        "ansible-galaxy collection install -r collections/requirements.yml",
        "Starting galaxy collection install process\nProcess install dependency map\nStarting collection install process\ncommunity.general:9.5.0 was installed successfully",
        description="Install required collections",
    )
    t.bash(
        "ansible-playbook -i inventories/staging site.yml --tags firewall --check",
        "PLAY RECAP *********************************************************************\nweb1.example               : ok=4    changed=1    unreachable=0    failed=0    skipped=0",
        description="Run again",
    )
    t.say(
        "Check mode runs now; the community.general collection was missing (`ansible-galaxy collection install -r collections/requirements.yml`). One change would be applied on web1."
    )
    return [
        fix(
            "couldn't resolve module/action 'community.general.ufw'",
            "bugfix",
            ["ansible-galaxy collection install", "ansible-galaxy"],
        )
    ], []


@case("ansible_vault_flag", "ansible", "invocation", AN, "flag_added")
def ansible_vault_flag(t, rng):
    t.user("Deploy the db role to staging.")
    t.bash(
        "ansible-playbook -i inventories/staging site.yml --tags db",
        "ERROR! Attempting to decrypt but no vault secrets found",
        1,
        "Deploy the db role",
    )
    t.bash(
        "ls ~/.ansible",
        "vault-pass-infra\ncp\ngalaxy_cache",
        description="Look for a vault password file",
    )
    t.say("group_vars are vault-encrypted. There's a password file in ~/.ansible, so I'll pass it.")
    t.bash(
        "ansible-playbook -i inventories/staging site.yml --tags db --vault-password-file ~/.ansible/vault-pass-infra",
        "PLAY RECAP *********************************************************************\ndb1.example                : ok=9    changed=2    unreachable=0    failed=0    skipped=1",
        description="Deploy with the vault password file",
    )
    t.say(
        "Deployed; this repo needs `--vault-password-file ~/.ansible/vault-pass-infra` on every playbook run."
    )
    return [
        fix(
            "ERROR! Attempting to decrypt but no vault secrets found",
            "lesson",
            ["--vault-password-file", "--ask-vault-pass"],
        )
    ], []


@case("ansible_unreachable_flaky", "ansible", "flaky", AN, "plain_retry", "sv")
def ansible_unreachable_flaky(t, rng):
    t.user("Kan du köra ping mot alla staging-värdar?")
    t.bash(
        "ansible -i inventories/staging all -m ping",
        'web1.example | SUCCESS => {\n    "changed": false,\n    "ping": "pong"\n}\n'
        'db1.example | UNREACHABLE! => {\n    "changed": false,\n    "msg": "Failed to connect to the host via ssh: ssh: connect to host db1.example port 22: Connection timed out",\n    "unreachable": true\n}',
        4,
        "Ping staging hosts",
    )
    t.say("db1 svarade inte. Jag försöker igen.")
    t.bash(
        "ansible -i inventories/staging db1.example -m ping",
        'db1.example | SUCCESS => {\n    "changed": false,\n    "ping": "pong"\n}',
        description="Ping db1 again",
    )
    t.say("Båda värdarna svarar nu; första försöket mot db1 fick en tillfällig SSH-timeout.")
    return [], ["Connection timed out"]


@case("ansible_agent_lesson_check", "ansible", "agent_lesson", AN)
def ansible_agent_lesson_check(t, rng):
    t.user("Change the nginx worker_connections to 2048 in the web role and roll it to staging.")
    t.edit(
        f"{AN}/roles/web/defaults/main.yml",
        "nginx_worker_connections: 1024",
        "nginx_worker_connections: 2048",
    )
    t.bash(
        "ansible-playbook -i inventories/staging site.yml --tags web --check --diff --vault-password-file ~/.ansible/vault-pass-infra",
        "TASK [web : Render nginx.conf] *************************************************\n--- before: /etc/nginx/nginx.conf\n+++ after: /etc/nginx/nginx.conf\n-    worker_connections 1024;\n+    worker_connections 2048;\nchanged: [web1.example]",
        description="Dry run with diff",
    )
    t.bash(
        "ansible-playbook -i inventories/staging site.yml --tags web --vault-password-file ~/.ansible/vault-pass-infra",
        "PLAY RECAP *********************************************************************\nweb1.example               : ok=7    changed=2    unreachable=0    failed=0    skipped=0",
        description="Apply to staging",
    )
    t.say(
        "Rolled out to staging (config changed, nginx reloaded).\n\n"
        "Takeaway for this repo: the web role's templates touch live configs, so always do a `--check --diff` run first and only apply "
        "once the diff shows just the intended lines."
    )
    return [agent(["--check"])], []
