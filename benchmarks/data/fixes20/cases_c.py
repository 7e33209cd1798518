"""Sessions with memory, part three: kubectl, helm and terraform (`cluster_infra`, 5), databases and local
services (`data_service`, 5), and the same error fixed twice, the second fix the one to keep (`fixed_twice`, 3)."""

from __future__ import annotations

from kit import hx, mem, uid

# --- cluster_infra ----------------------------------------------------------------------------------------------

C = "kubectl rollout restart deployment/billing-api -n billing"
E = 'Error from server (NotFound): deployments.apps "billing-api" not found'
mem("kubectl_wrong_context_use_context", "kubectl", "cluster_infra", "wrong_context", "/home/ana/pelican-deploy",
    lambda rng, C=C, E=E: [
        ("u", "restart billing-api on staging, it's holding stale config"),
        ("b", C, E, 1),
        ("b", "kubectl config current-context && kubectl config get-contexts -o name",
         "kind-local\nkind-local\npelican-prod\npelican-staging"),
        ("s", "kubectl is pointed at your local kind cluster. Switching to `pelican-staging`."),
        ("b", "kubectl config use-context pelican-staging", 'Switched to context "pelican-staging".'),
        ("b", C, "deployment.apps/billing-api restarted"),
        ("b", "kubectl rollout status deployment/billing-api -n billing --timeout=120s",
         'Waiting for deployment "billing-api" rollout to finish: 1 of 3 updated replicas are available...\n'
         'deployment "billing-api" successfully rolled out'),
        ("s", "billing-api restarted on staging and rolled out. Your current context is now `pelican-staging` - "
              "remember before running anything against local.")],
    cmd=C, err=E, change="use-context pelican-staging",
    groups=[['deployments.apps "billing-api" not found'], ["use-context pelican-staging", "pelican-staging"]],
    note="NotFound because of the wrong kube context. The telling line does not name the context; the fix is a step.")

C = "kubectl scale deployment/ingest-worker --replicas=6 -n pipeline"
E = 'Error from server (Forbidden): deployments.apps "ingest-worker" is forbidden: User "oidc:nadia@kestrel.example" cannot patch resource "deployments/scale" in API group "apps" in the namespace "pipeline"'
mem("kubectl_forbidden_scale_role_subresource", "kubectl", "cluster_infra", "forbidden_verb", "/home/nadia/kestrel-ops",
    lambda rng, C=C, E=E: [
        ("u", "scale ingest-worker to 6 for the backfill. our team role should allow that - the rbac for pipeline-devs "
              "is in this repo, fix it if it doesn't. you can apply rbac with the kestrel-admin context"),
        ("b", C, E, 1),
        ("r", "/home/nadia/kestrel-ops/rbac/pipeline-devs.yaml",
         "apiVersion: rbac.authorization.k8s.io/v1\nkind: Role\nmetadata:\n  name: pipeline-devs\n  namespace: pipeline\n"
         "rules:\n  - apiGroups: [\"apps\"]\n    resources: [\"deployments\"]\n    verbs: [\"get\", \"list\", \"watch\", \"patch\"]\n"),
        ("s", "The role lets the team patch deployments but `kubectl scale` goes through the `deployments/scale` "
              "subresource, which isn't listed. Adding it with get/patch/update."),
        ("e", "/home/nadia/kestrel-ops/rbac/pipeline-devs.yaml",
         "    verbs: [\"get\", \"list\", \"watch\", \"patch\"]\n",
         "    verbs: [\"get\", \"list\", \"watch\", \"patch\"]\n  - apiGroups: [\"apps\"]\n"
         "    resources: [\"deployments/scale\"]\n    verbs: [\"get\", \"patch\", \"update\"]\n"),
        ("b", "kubectl --context kestrel-admin apply -f rbac/pipeline-devs.yaml", "role.rbac.authorization.k8s.io/pipeline-devs configured"),
        ("b", C, "deployment.apps/ingest-worker scaled"),
        ("s", "Scaled to 6. The role now includes `deployments/scale` (rbac/pipeline-devs.yaml, applied) - commit it "
              "so it isn't reverted by the next sync.")],
    cmd=C, err=E, change='resources: ["deployments/scale"]', kind="bugfix",
    groups=[['cannot patch resource "deployments/scale"', "is forbidden"], ['resources: ["deployments/scale"]', "subresource"]],
    note="The user owns the role and asked for the fix; the subresource rule is a repository change (bugfix). "
         "Compare `kubectl_exec_forbidden_user_stops` (a proposed RBAC change the user refuses: no memory).")

C = "helm upgrade --install ledger ./charts/ledger -n ledger -f values/staging.yaml"
E = 'Error: UPGRADE FAILED: cannot patch "ledger-migrate" with kind Job: Job.batch "ledger-migrate" is invalid: spec.template: Invalid value: core.PodTemplateSpec{ObjectMeta:v1.ObjectMeta{Name:"", GenerateName:"", Namespace:"", Labels:map[string]string{"app.kubernetes.io/name":"ledger-migrate", "batch.kubernetes.io/job-name":"ledger-migrate"}}, Spec:core.PodSpec{Containers:[]core.Container{core.Container{Name:"migrate", Image:"registry.ostrava.example/ledger:2.14.0"}}}}: field is immutable'
mem("helm_job_immutable_hook_annotation", "helm", "cluster_infra", "immutable_field", "/home/marek/ledger",
    lambda rng, C=C, E=E: [
        ("u", "deploy ledger 2.14.0 to staging with helm"),
        ("b", C, E, 1),
        ("r", "/home/marek/ledger/charts/ledger/templates/migrate-job.yaml",
         "apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: ledger-migrate\nspec:\n  backoffLimit: 1\n  template:\n"
         "    spec:\n      restartPolicy: Never\n      containers:\n        - name: migrate\n"
         "          image: {{ .Values.image.repository }}:{{ .Values.image.tag }}"),
        ("s", "The migrate Job is a plain resource, and a Job's pod template can't change, so every upgrade with a new "
              "tag fails. Making it a Helm hook that is recreated before each upgrade, then removing the old finished Job once."),
        ("e", "/home/marek/ledger/charts/ledger/templates/migrate-job.yaml", "metadata:\n  name: ledger-migrate\n",
         "metadata:\n  name: ledger-migrate\n  annotations:\n    \"helm.sh/hook\": pre-install,pre-upgrade\n"
         "    \"helm.sh/hook-delete-policy\": before-hook-creation,hook-succeeded\n"),
        ("b", "kubectl get job ledger-migrate -n ledger -o jsonpath='{.status.succeeded}' && kubectl delete job ledger-migrate -n ledger",
         '1job.batch "ledger-migrate" deleted'),
        ("b", C, 'Release "ledger" has been upgraded. Happy Helming!\nNAME: ledger\nLAST DEPLOYED: Fri Jan 15 10:14:51 2027\n'
                 "NAMESPACE: ledger\nSTATUS: deployed\nREVISION: 23\nTEST SUITE: None"),
        ("s", "Upgraded to revision 23. The migration Job is now a pre-upgrade hook, so future tags won't hit the "
              "immutable-field error.")],
    cmd=C, err=E, change="helm.sh/hook", kind="bugfix",
    groups=[["field is immutable"], ["helm.sh/hook"]],
    note="A long one-line error; the telling part is `field is immutable` on a Job. The chart change is a bugfix; "
         "deleting the old, succeeded Job is part of the step, verified first.")

C = "terraform apply -var-file=env/staging.tfvars"
E = "\u2502 Error: Error acquiring the state lock"
W = '\u2502 again. For most commands, you can disable locking with the "-lock=false"'
mem("terraform_lock_dead_ci_runner_force_unlock", "terraform", "cluster_infra", "state_lock_dead_holder",
    "/home/ilse/tallyho-infra",
    lambda rng, C=C, E=E, W=W: [
        ("u", "apply the staging network change (the NAT gateway bump)"),
        ("b", C, "\n".join(["\u2577", E, "\u2502 ",
                            "\u2502 Error message: operation error DynamoDB: PutItem, https response error StatusCode: 400, RequestID: "
                            + hx(rng, 32).upper() + ", ConditionalCheckFailedException: The conditional request failed",
                            "\u2502 Lock Info:", "\u2502   ID:        6f1d2c3e-8a4b-4c1e-9d7f-2b3a4c5d6e7f",
                            "\u2502   Path:      tallyho-tfstate/staging/network.tfstate", "\u2502   Operation: OperationTypeApply",
                            "\u2502   Who:       runner@gitlab-runner-7f9c4", "\u2502   Version:   1.9.8",
                            "\u2502   Created:   2027-01-13 22:41:07.118232 +0000 UTC", "\u2502   Info:      ", "\u2502 ", "\u2502 ",
                            "\u2502 Terraform acquires a state lock to protect the state from being written",
                            "\u2502 by multiple users at the same time. Please resolve the issue above and try", W,
                            "\u2502 flag, but this is not recommended.", "\u2575"]), 1),
        ("s", "The lock was taken by a CI runner two nights ago. Before touching it: is any pipeline still running on "
              "this workspace?"),
        ("b", "glab ci list --status=running && glab ci view 48112 --json status -q .status 2>/dev/null || glab ci get -p 48112 | head -3",
         "No pipelines available on this project.\nid: 48112\nstatus: canceled\nref: main"),
        ("u", "right, that's the pipeline that was canceled when the runner node died. nothing else is applying"),
        ("b", "terraform force-unlock -force 6f1d2c3e-8a4b-4c1e-9d7f-2b3a4c5d6e7f", "Terraform state has been successfully unlocked!\n\n"
              "The state has been unlocked, and Terraform commands should now be able to\nobtain a new lock on the remote state."),
        ("b", C, "aws_nat_gateway.main[0]: Modifying... [id=nat-0" + hx(rng, 16) + "]\n"
                 "aws_nat_gateway.main[0]: Modifications complete after 4s\n\nApply complete! Resources: 0 added, 1 changed, 0 destroyed."),
        ("s", "Applied. The stale lock came from pipeline 48112, canceled when its runner died; with nothing running "
              "I released it by ID and the apply went through.")],
    cmd=C, err=E, change="terraform force-unlock -force 6f1d2c3e", traps=[W],
    groups=[["Error acquiring the state lock"], ["force-unlock"]],
    note="A lock from a dead CI run, checked (no running pipeline, user confirms) and released by its ID: a lesson. "
         "The `-lock=false` advice line is a trap. Compare `terraform_force_unlock_colleague_apply` (the lock's holder "
         "was alive: no memory) and fixes19's own-lock case.")

C = "terraform init"
E = "\u2502 Provider registry.terraform.io/hashicorp/template v2.2.0 does not have a package available for your current platform, darwin_arm64."
mem("terraform_template_provider_darwin_arm64", "terraform", "cluster_infra", "provider_platform", "/Users/sam/edge-infra",
    lambda rng, C=C, E=E: [
        ("u", "init the edge-infra terraform on my new mac"),
        ("b", C, "\n".join(["Initializing the backend...", "Initializing provider plugins...",
                            "- Finding hashicorp/aws versions matching \"~> 5.0\"...",
                            "- Finding latest version of hashicorp/template...", "- Installing hashicorp/aws v5.82.2...",
                            "- Installed hashicorp/aws v5.82.2 (signed by HashiCorp)", "\u2577",
                            "\u2502 Error: Incompatible provider version", "\u2502 ", E, "\u2502 ",
                            "\u2502 Provider releases are separate from Terraform CLI releases, so not all providers are available for all",
                            "\u2502 platforms. Other versions of this provider may have different platforms supported.", "\u2575"]), 1),
        ("b", "grep -rn 'template_file' *.tf", "ec2.tf:3:data \"template_file\" \"user_data\" {\nec2.tf:19:  user_data = data.template_file.user_data.rendered"),
        ("s", "hashicorp/template is archived and never got an arm64 build. The built-in `templatefile()` does the same "
              "job, so I'll replace the data source and drop the provider."),
        ("e", "/Users/sam/edge-infra/ec2.tf",
         "data \"template_file\" \"user_data\" {\n  template = file(\"${path.module}/user_data.sh.tpl\")\n  vars = {\n    region = var.region\n  }\n}\n",
         ""),
        ("e", "/Users/sam/edge-infra/ec2.tf", "  user_data = data.template_file.user_data.rendered",
         "  user_data = templatefile(\"${path.module}/user_data.sh.tpl\", { region = var.region })"),
        ("b", C, "Initializing the backend...\nInitializing provider plugins...\n- Reusing previous version of hashicorp/aws from the dependency lock file\n"
                 "- Using previously-installed hashicorp/aws v5.82.2\n\nTerraform has been successfully initialized!"),
        ("s", "Initialized. `template_file` is replaced with `templatefile()` in ec2.tf; run a plan to confirm the "
              "rendered user_data is unchanged (it should show no diff).")],
    cmd=C, err=E, change="templatefile(", kind="bugfix", also_ok=["\u2502 Error: Incompatible provider version"],
    groups=[["does not have a package available for your current platform", "hashicorp/template"], ["templatefile("]],
    note="Terraform box: the detail names the provider and platform (chosen); the title is accepted.")

# --- data_service -----------------------------------------------------------------------------------------------

C = "psql -d quarry_dev -c '\\dt'"
E = 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  role "tomas" does not exist'
mem("psql_role_does_not_exist_createuser", "postgres", "data_service", "role_missing", "/home/tomas/quarry",
    lambda rng, C=C, E=E: [
        ("u", "list the tables in my local quarry_dev db"),
        ("b", C, E, 2),
        ("s", "The local server has no role named after your login user. Creating one (with CREATEDB, no superuser)."),
        ("b", "sudo -u postgres createuser --createdb tomas && sudo -u postgres psql -c 'GRANT ALL ON SCHEMA public TO tomas' quarry_dev", "GRANT"),
        ("b", C, "              List of relations\n Schema |      Name       | Type  |  Owner\n--------+-----------------+-------+----------\n"
                 " public | pits            | table | postgres\n public | shipments       | table | postgres\n"
                 " public | schema_versions | table | postgres\n(3 rows)"),
        ("s", "quarry_dev has 3 tables: pits, shipments, schema_versions. You now have a `tomas` role locally.")],
    cmd=C, err=E, change="createuser --createdb tomas",
    groups=[['role "tomas" does not exist'], ["createuser"]],
    note="The classic missing login role on a fresh Postgres.")

C = "RAILS_ENV=staging bin/rails db:migrate"
E = "Cannot run migrations because another migration process is currently running."
W = "bin/rails aborted!"
mem("rails_migration_lock_pgbouncer_direct_url", "rails", "data_service", "migration_lock", "/home/sol/gazette",
    lambda rng, C=C, E=E, W=W: [
        ("u", "run the staging migrations for the tags table"),
        ("b", C, "\n".join([W, "ActiveRecord::ConcurrentMigrationError: ", "", E, "",
                            "/home/sol/gazette/vendor/bundle/ruby/3.3.0/gems/activerecord-7.2.2/lib/active_record/migration.rb:1580:in `with_advisory_lock'",
                            "/home/sol/gazette/vendor/bundle/ruby/3.3.0/gems/activerecord-7.2.2/lib/active_record/migration.rb:1431:in `migrate'",
                            "Tasks: TOP => db:migrate", "(See full trace by running task with --trace)"]), 1),
        ("b", "RAILS_ENV=staging bin/rails runner 'puts ActiveRecord::Base.connection.select_rows(\"SELECT pid, state, left(query,40) FROM pg_stat_activity WHERE wait_event_type = $$Lock$$ OR query ILIKE $$%advisory%$$\").inspect'; grep -n DATABASE_URL .env.staging",
         "[]\n3:DATABASE_URL=postgres://gazette@pgbouncer.staging.sol.example:6432/gazette\n4:DIRECT_DATABASE_URL=postgres://gazette@db.staging.sol.example:5432/gazette"),
        ("s", "No migration is running. The app connects through PgBouncer in transaction mode, where Rails' session "
              "advisory lock can stay held on a pooled server connection after an earlier failed run. Migrations should "
              "go straight to Postgres; running them over the direct URL."),
        ("b", "DATABASE_URL=\"$DIRECT_DATABASE_URL\" " + C,
         "== 20270114093012 CreateTags: migrating =========================================\n-- create_table(:tags)\n   -> 0.0114s\n"
         "== 20270114093012 CreateTags: migrated (0.0116s) ================================"),
        ("s", "Migrated over the direct connection. For deploys, the migrate step should always use "
              "`DIRECT_DATABASE_URL`, not the PgBouncer URL.")],
    cmd=C, err=E, change="DIRECT_DATABASE_URL", passed="DATABASE_URL=\"$DIRECT_DATABASE_URL\" " + C, traps=[W],
    also_ok=["ActiveRecord::ConcurrentMigrationError:"],
    groups=[["another migration process is currently running", "ConcurrentMigrationError"], ["DIRECT_DATABASE_URL"]],
    note="The message points at another process (the wrong cause); the session checks and finds PgBouncer. Fix in "
         "the passing command (a lesson). `bin/rails aborted!` is generic: a trap.")

C = "mysql -h 127.0.0.1 -u shop -p\"$MYSQL_PASSWORD\" shop -e 'select count(*) from orders'"
E = "ERROR 1045 (28000): Access denied for user 'shop'@'172.19.0.1' (using password: YES)"
mem("mysql_access_denied_user_host_grant", "mysql", "data_service", "access_denied_host", "/home/kofi/shopfront",
    lambda rng, C=C, E=E: [
        ("u", "how many orders are in the local docker mysql? use the shop user from .env"),
        ("b", C, "mysql: [Warning] Using a password on the command line interface can be insecure.\n" + E, 1),
        ("r", "/home/kofi/shopfront/docker/mysql/init.sql",
         "CREATE USER 'shop'@'localhost' IDENTIFIED BY 'shop-dev-pass';\nGRANT ALL PRIVILEGES ON shop.* TO 'shop'@'localhost';\n"),
        ("s", "The init script only creates `shop@localhost`, but from the host your connection arrives through the "
              "docker bridge (172.19.0.1). Fixing the init script for fresh setups and adding the same grant to the running server."),
        ("e", "/home/kofi/shopfront/docker/mysql/init.sql",
         "CREATE USER 'shop'@'localhost' IDENTIFIED BY 'shop-dev-pass';\nGRANT ALL PRIVILEGES ON shop.* TO 'shop'@'localhost';\n",
         "CREATE USER 'shop'@'%' IDENTIFIED BY 'shop-dev-pass';\nGRANT ALL PRIVILEGES ON shop.* TO 'shop'@'%';\n"),
        ("b", "docker compose exec -T mysql sh -c 'mysql -uroot -p\"$MYSQL_ROOT_PASSWORD\" -e \"CREATE USER IF NOT EXISTS '\\''shop'\\''@'\\''%'\\'' IDENTIFIED BY '\\''shop-dev-pass'\\''; GRANT ALL PRIVILEGES ON shop.* TO '\\''shop'\\''@'\\''%'\\''\"'",
         "mysql: [Warning] Using a password on the command line interface can be insecure."),
        ("b", C, "mysql: [Warning] Using a password on the command line interface can be insecure.\n+----------+\n| count(*) |\n+----------+\n|     1342 |\n+----------+"),
        ("s", "1342 orders. `shop` can now connect from the host (init.sql creates `'shop'@'%'`).")],
    cmd=C, err=E, change="'shop'@'%'", kind="bugfix", traps=["mysql: [Warning] Using a password on the command line interface can be insecure."],
    groups=[["ERROR 1045", "Access denied for user 'shop'"], ["'shop'@'%'"]],
    note="The user existed for localhost only. The init.sql change is a repo change (bugfix). mysql's password "
         "warning is printed by the passing run too: a trap.")

C = "pytest tests/integration -q"
E = "E   redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused."
mem("pytest_redis_refused_compose_up_redis", "redis", "data_service", "service_not_running", "/home/priya/tern",
    lambda rng, C=C, E=E: [
        ("u", "run the integration tests"),
        ("b", C, "\n".join(["EEEEEEEE" + "." * 14, "==================================== ERRORS ====================================",
                            "________________ ERROR at setup of test_enqueue_thumbnail_job _________________",
                            "tests/integration/conftest.py:18: in queue", "    r.ping()",
                            ".venv/lib/python3.12/site-packages/redis/connection.py:363: in connect",
                            "    raise ConnectionError(self._error_message(e))", E,
                            "=========================== short test summary info ============================",
                            "ERROR tests/integration/test_jobs.py::test_enqueue_thumbnail_job - redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused.",
                            "14 passed, 8 errors in 2.31s"]), 1),
        ("b", "docker compose ps --format '{{.Service}} {{.State}}'", "postgres running"),
        ("s", "Redis isn't running: only postgres is up from the compose file. Starting the redis service."),
        ("b", "docker compose up -d redis --wait", "[+] Running 1/1\n \u2714 Container tern-redis-1  Healthy"),
        ("b", C, "." * 22 + "\n22 passed in 2.88s"),
        ("s", "All 22 integration tests pass with Redis up (`docker compose up -d redis`).")],
    cmd=C, err=E, change="docker compose up -d redis",
    also_ok=["ERROR tests/integration/test_jobs.py::test_enqueue_thumbnail_job - redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused."],
    groups=[["Error 111 connecting to localhost:6379", "Connection refused"], ["compose up -d redis"]],
    note="The service was never started (not a readiness race): starting it is the fix (a lesson).")

C = "pg_dump -Fc -h db.staging.tern.example -U tern_ro tern -f tern-staging.dump"
E = "pg_dump: error: aborting because of server version mismatch"
mem("pg_dump_server_version_mismatch_client16", "postgres", "data_service", "client_version", "/home/ola/tern",
    lambda rng, C=C, E=E: [
        ("u", "take a dump of the staging db so I can debug the report query locally"),
        ("b", C, E + "\npg_dump: detail: server version: 16.4; pg_dump version: 14.13 (Ubuntu 14.13-0ubuntu0.22.04.1)", 1),
        ("s", "Your pg_dump is 14; the server is 16, and pg_dump refuses to dump a newer server. Installing the 16 "
              "client from the PGDG repo (already configured here) and using its binary."),
        ("b", "sudo apt-get install -y postgresql-client-16 >/dev/null && ls /usr/lib/postgresql/", "14\n16"),
        ("b", "/usr/lib/postgresql/16/bin/" + C, ""),
        ("b", "ls -lh tern-staging.dump", "-rw-rw-r-- 1 ola ola 412M Jan 15 11:02 tern-staging.dump"),
        ("s", "Dumped to tern-staging.dump (412 MB) with pg_dump 16.")],
    cmd=C, err=E, change="/usr/lib/postgresql/16/bin/", passed="/usr/lib/postgresql/16/bin/" + C,
    also_ok=["pg_dump: detail: server version: 16.4; pg_dump version: 14.13 (Ubuntu 14.13-0ubuntu0.22.04.1)"],
    groups=[["server version mismatch"], ["postgresql-client-16", "postgresql/16/bin"]],
    note="Client older than server. Fix: install and use the matching client (a lesson).")

# --- fixed_twice: the same error fixed twice, the second fix the one to keep -------------------------------------

C = "npm install"
E = "npm ERR! 401 Unauthorized - GET https://npm.corvid.example/@corvid%2fdesign-tokens - no credentials"
mem("npm_401_token_in_repo_rejected_then_login", "npm", "fixed_twice", "first_fix_rejected", "/home/ewa/corvid-web",
    lambda rng, C=C, E=E: [
        ("u", "npm install fails on @corvid/design-tokens. my token is npm_R2wq8sKfJ0eVxT4bLmN7yZcA1dHgP5uQ3oEi if you need it"),
        ("b", C, "npm ERR! code E401\n" + E + "\n\nnpm ERR! A complete log of this run can be found in: /home/ewa/.npm/_logs/2027-01-15T12_40_09_118Z-debug-0.log", 1),
        ("e", "/home/ewa/corvid-web/.npmrc", "@corvid:registry=https://npm.corvid.example/\n",
         "@corvid:registry=https://npm.corvid.example/\n//npm.corvid.example/:_authToken=npm_R2wq8sKfJ0eVxT4bLmN7yZcA1dHgP5uQ3oEi\n"),
        ("b", C, "\nadded 3 packages, changed 1 package, and audited 733 packages in 4s\n\nfound 0 vulnerabilities"),
        ("s", "Installed - I added your token to the project's .npmrc."),
        ("u", "no!! that .npmrc is committed. take the token out, it has to live in my user config"),
        ("e", "/home/ewa/corvid-web/.npmrc",
         "//npm.corvid.example/:_authToken=npm_R2wq8sKfJ0eVxT4bLmN7yZcA1dHgP5uQ3oEi\n", ""),
        ("b", "git diff --stat -- .npmrc; rm -rf node_modules/@corvid && " + C,
         "npm ERR! code E401\n" + E + "\n\nnpm ERR! A complete log of this run can be found in: /home/ewa/.npm/_logs/2027-01-15T12_42_31_905Z-debug-0.log", 1),
        ("s", "Sorry - removed; the repo .npmrc is back to the registry line only. Logging in to the Corvid registry "
              "for the @corvid scope instead, which stores the token in your ~/.npmrc."),
        ("b", "npm login --registry=https://npm.corvid.example/ --scope=@corvid --auth-type=web",
         "Login at:\nhttps://npm.corvid.example/-/v1/login/cli/" + uid(rng) + "\nPress ENTER to open in the browser...\n\nLogged in on https://npm.corvid.example/."),
        ("b", C, "\nadded 3 packages, and audited 733 packages in 3s\n\nfound 0 vulnerabilities"),
        ("s", "Installed with the token in ~/.npmrc via `npm login --scope=@corvid`; the project .npmrc has no "
              "secret. Since the token was pasted in chat and briefly in a file, consider rotating it.")],
    cmd=C, err=E, change="npm login --registry=https://npm.corvid.example/", traps=["_authToken=npm_R2wq8sKfJ0eVxT4bLmN7yZcA1dHgP5uQ3oEi"],
    groups=[["401 Unauthorized", "E401"], ["npm login"]],
    note="Fixed twice: the first fix (the token pasted into the committed .npmrc) worked but was rejected and "
         "reverted, the error came back, and `npm login --scope` is the fix to keep. The first fix (and the token) is "
         "a trap. The token is invented.")

C = "git pull"
E = "git@git.wrenfield.example: Permission denied (publickey)."
mem("git_ssh_agent_then_config_identityfile", "git", "fixed_twice", "first_fix_did_not_last", "/home/bo/wrenfield-app",
    lambda rng, C=C, E=E: [
        ("u", "pull the latest and then push my two commits"),
        ("b", C, "\n".join([E, "fatal: Could not read from remote repository.", "",
                            "Please make sure you have the correct access rights", "and the repository exists."]), 1),
        ("b", "ls ~/.ssh", "id_rsa\nid_rsa.pub\nknown_hosts\nwrenfield_ed25519\nwrenfield_ed25519.pub"),
        ("b", "eval \"$(ssh-agent -s)\" && ssh-add ~/.ssh/wrenfield_ed25519 && " + C,
         "Agent pid 48811\nIdentity added: /home/bo/.ssh/wrenfield_ed25519 (bo@wrenfield)\nAlready up to date."),
        ("b", "git push", "\n".join([E, "fatal: Could not read from remote repository.", "",
                                    "Please make sure you have the correct access rights", "and the repository exists."]), 128),
        ("s", "The agent I started only lived for that one command; each shell call here is fresh. The lasting fix "
              "is to tell ssh which key to use for this host."),
        ("b", "printf '\\nHost git.wrenfield.example\\n  IdentityFile ~/.ssh/wrenfield_ed25519\\n  IdentitiesOnly yes\\n' >> ~/.ssh/config && tail -3 ~/.ssh/config",
         "Host git.wrenfield.example\n  IdentityFile ~/.ssh/wrenfield_ed25519\n  IdentitiesOnly yes"),
        ("b", "git push", "To git.wrenfield.example:apps/wrenfield-app.git\n   " + hx(rng) + ".." + hx(rng) + "  main -> main"),
        ("s", "Pulled (already up to date) and pushed. ~/.ssh/config now maps git.wrenfield.example to "
              "`wrenfield_ed25519`, so it works from any shell.")],
    cmd=C, err=E, change="IdentityFile ~/.ssh/wrenfield_ed25519", passed="git push", traps=["ssh-add ~/.ssh/wrenfield_ed25519"],
    groups=[["Permission denied (publickey)"], ["IdentityFile ~/.ssh/wrenfield_ed25519"]],
    note="Fixed twice: `ssh-add` in a throwaway agent passed once, then the same error came back on the next call; "
         "the ssh config entry is the fix to keep. The ssh-add is a trap.")

C = "flask --app nettle run"
E = "Port 5000 is in use by another program. Either identify and stop that program, or start the server with a different port."
mem("flask_port_5000_airplay_kill_then_port", "flask", "fixed_twice", "first_fix_did_not_work", "/Users/lena/code/nettle",
    lambda rng, C=C, E=E: [
        ("u", "start the nettle dev server"),
        ("b", C, "\n".join([" * Serving Flask app 'nettle'", " * Debug mode: on", "Address already in use", E,
                            "On macOS, try disabling the 'AirPlay Receiver' service from System Preferences -> General -> AirDrop & Handoff."]), 1),
        ("b", "lsof -nP -iTCP:5000 -sTCP:LISTEN", "COMMAND   PID USER   FD   TYPE             DEVICE SIZE/OFF NODE NAME\n"
                                                  "ControlCe 611 lena   10u  IPv4 0x3c1b9a4e7f0d21a1      0t0  TCP *:5000 (LISTEN)\n"
                                                  "ControlCe 611 lena   11u  IPv6 0x3c1b9a4e7f0d2a39      0t0  TCP *:5000 (LISTEN)"),
        ("b", "kill 611 && sleep 1 && " + C, "\n".join([" * Serving Flask app 'nettle'", " * Debug mode: on", "Address already in use", E,
                                                       "On macOS, try disabling the 'AirPlay Receiver' service from System Preferences -> General -> AirDrop & Handoff."]), 1),
        ("s", "That's macOS's Control Center (AirPlay Receiver); it respawns immediately, so killing it doesn't help. "
              "Running on 5001 instead and making that the project default."),
        ("e", "/Users/lena/code/nettle/.flaskenv", "FLASK_DEBUG=1\n", "FLASK_DEBUG=1\nFLASK_RUN_PORT=5001\n"),
        ("bg", C, "Command running in background with ID: bash_1\n * Serving Flask app 'nettle'\n * Debug mode: on\n"
                  "WARNING: This is a development server. Do not use it in a production deployment.\n * Running on http://127.0.0.1:5001"),
        ("s", "Dev server is up at http://127.0.0.1:5001 (`FLASK_RUN_PORT=5001` in .flaskenv). Alternatively turn "
              "off AirPlay Receiver to get 5000 back.")],
    cmd=C, err=E, change="FLASK_RUN_PORT=5001", kind="bugfix", traps=["kill 611"],
    also_ok=["On macOS, try disabling the 'AirPlay Receiver' service from System Preferences -> General -> AirDrop & Handoff."],
    groups=[["Port 5000 is in use", "Address already in use"], ["FLASK_RUN_PORT=5001", "5001"]],
    note="Fixed twice: killing the listener did not work (macOS respawns it; same error again); the port change in "
         ".flaskenv (a repo file: bugfix) is the fix. `kill 611` is a trap.")
