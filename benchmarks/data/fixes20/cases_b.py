"""Sessions with memory, part two: docker and compose (`containers`, 5), ssh and rsync (`ssh_rsync`, 3) and cloud
CLIs (`cloud_cli`, 4)."""

from __future__ import annotations

from kit import hx, mem, uid

# --- containers -------------------------------------------------------------------------------------------------

C = "docker compose up -d"
E = 'permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get "http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/json?all=1&filters=%7B%22label%22%3A%7B%22com.docker.compose.config-hash%22%3Atrue%2C%22com.docker.compose.project%3Dpomar%22%3Atrue%7D%7D": dial unix /var/run/docker.sock: connect: permission denied'
mem("docker_socket_permission_usermod_pt", "docker", "containers", "socket_permission", "/home/tiago/pomar",
    lambda rng, C=C, E=E: [
        ("u", "Acabei de instalar o Docker nesta máquina Ubuntu. Sobe o ambiente de desenvolvimento com o compose, por favor."),
        ("b", C, E, 1),
        ("b", "id -nG && ls -l /var/run/docker.sock", "tiago adm cdrom sudo dip plugdev\nsrw-rw---- 1 root docker 0 jan 14 09:02 /var/run/docker.sock"),
        ("s", "O socket pertence ao grupo `docker` e o teu utilizador não está nele. Vou adicionar-te ao grupo (não "
              "vou mexer nas permissões do socket). A sessão atual só vê o grupo novo com `sg` ou depois de novo login."),
        ("b", "sudo usermod -aG docker tiago", ""),
        ("b", "sg docker -c \"" + C + "\"",
         "[+] Running 4/4\n \u2714 Network pomar_default     Created\n \u2714 Container pomar-db-1     Started\n"
         " \u2714 Container pomar-redis-1  Started\n \u2714 Container pomar-web-1    Started"),
        ("s", "Ambiente no ar. Adicionei-te ao grupo `docker`; depois de terminares sessão e voltares a entrar, "
              "`docker compose` funciona sem `sg` nem `sudo`.")],
    cmd=C, err=E, change="usermod -aG docker", passed="sg docker -c \"" + C + "\"", lang="pt",
    groups=[["permission denied while trying to connect to the Docker daemon socket"], ["usermod -aG docker"]],
    note="Fresh Docker install, user not in the docker group. The careful fix is the group, not `chmod` on the "
         "socket (see `docker_socket_chmod_777_shortcut`).")

C = "docker compose up -d"
E = "Error response from daemon: driver failed programming external connectivity on endpoint ledgerline-db-1 (3c1f0e6d9a2b4c7e8f01d2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7): Bind for 0.0.0.0:5432 failed: port is already allocated"
W = "WARN[0000] /home/oskar/ledgerline/compose.yaml: the attribute `version` is obsolete, it will be ignored, please remove it to avoid potential confusion"
mem("compose_port_allocated_override_5433", "docker", "containers", "port_allocated", "/home/oskar/ledgerline",
    lambda rng, C=C, E=E, W=W: [
        ("u", "bring up ledgerline's compose stack, I want to run the importer against it. don't touch quarry's "
              "containers, I'm using that db in another window"),
        ("b", C, "\n".join([W, "[+] Running 3/4", " \u2714 Network ledgerline_default    Created",
                            " \u2714 Container ledgerline-redis-1  Started", " \u2718 Container ledgerline-db-1     Error",
                            " \u2714 Container ledgerline-app-1    Created", E]), 1),
        ("b", "docker ps --filter publish=5432 --format '{{.Names}}\\t{{.Ports}}'", "quarry-postgres-1\t0.0.0.0:5432->5432/tcp"),
        ("s", "quarry's Postgres already holds host port 5432 and you want it kept. I'll publish ledgerline's db on "
              "5433 through a local override file and point the app's URL there."),
        ("w", "/home/oskar/ledgerline/compose.override.yaml", "services:\n  db:\n    ports: !override\n      - \"5433:5432\"\n"),
        ("e", "/home/oskar/ledgerline/.env", "DATABASE_URL=postgres://ledger:ledger@localhost:5432/ledger",
         "DATABASE_URL=postgres://ledger:ledger@localhost:5433/ledger"),
        ("b", C, W + "\n[+] Running 3/3\n \u2714 Container ledgerline-redis-1  Running\n \u2714 Container ledgerline-db-1     Started\n"
                 " \u2714 Container ledgerline-app-1    Started"),
        ("s", "Up. ledgerline's db is on localhost:5433 now (compose.override.yaml + .env); quarry's Postgres is "
              "untouched. The `version` warning is old and harmless.")],
    cmd=C, err=E, change="5433:5432", kind="bugfix", traps=[W],
    groups=[["port is already allocated", "Bind for 0.0.0.0:5432"], ["5433:5432", "localhost:5433"]],
    note="Another project's container holds the port and must stay: remap the port (override file, a repo-local "
         "change). The compose `version` warning is printed by the passing run too: a trap.")

C = "docker build -t fernweh/api:dev ."
E = "ERROR: failed to solve: failed to copy: write /var/lib/docker/buildkit/content/ingest/6d0f3a1be2c94b7d8e5f1a2b3c4d5e6f/data: no space left on device"
mem("docker_build_no_space_builder_prune", "docker", "containers", "no_space_left", "/home/anke/fernweh",
    lambda rng, C=C, E=E: [
        ("u", "build the api image please, I changed the base to node:22-slim"),
        ("b", C, "\n".join(["#0 building with \"default\" instance using docker driver", "",
                            "#1 [internal] load build definition from Dockerfile", "#1 transferring dockerfile: 812B done",
                            "#1 DONE 0.0s", "", "#2 [internal] load metadata for docker.io/library/node:22-slim",
                            "#2 DONE 1.1s", "", "#5 [base 1/1] FROM docker.io/library/node:22-slim@sha256:" + hx(rng, 64),
                            "#5 sha256:" + hx(rng, 64) + " 28.23MB / 28.23MB 2.1s",
                            "#5 ERROR: failed to copy: write /var/lib/docker/buildkit/content/ingest/6d0f3a1be2c94b7d8e5f1a2b3c4d5e6f/data: no space left on device",
                            "------", " > [base 1/1] FROM docker.io/library/node:22-slim:", "------", E]), 1),
        ("b", "df -h /var/lib/docker && docker system df",
         "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p2  234G  233G  1.1G 100% /\n"
         "TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE\nImages          61        9         38.7GB    29.02GB (74%)\n"
         "Containers      12        4         1.3GB     880MB (67%)\nLocal Volumes   19        7         11.4GB    2.1GB (18%)\n"
         "Build Cache     482       0         47.83GB   47.83GB"),
        ("s", "The disk is full; almost 48 GB of it is unused BuildKit cache. I'll prune build cache older than three "
              "days - not volumes, so no database data is touched."),
        ("b", "docker builder prune -f --filter until=72h", "Deleted build cache objects:\n" + "\n".join(hx(rng, 25) for _ in range(5))
         + "\n\nTotal reclaimed space: 44.61GB"),
        ("b", C, "#0 building with \"default\" instance using docker driver\n...\n#14 exporting to image\n#14 writing image sha256:"
                 + hx(rng, 64) + " done\n#14 naming to docker.io/fernweh/api:dev done\n#14 DONE 2.4s"),
        ("s", "Built `fernweh/api:dev`. Reclaimed 44.6 GB of old build cache; volumes and images in use were left alone.")],
    cmd=C, err=E, change="docker builder prune",
    also_ok=["#5 ERROR: failed to copy: write /var/lib/docker/buildkit/content/ingest/6d0f3a1be2c94b7d8e5f1a2b3c4d5e6f/data: no space left on device"],
    groups=[["no space left on device"], ["docker builder prune"]],
    note="Disk full from build cache. The fix is a scoped prune of build cache only (a lesson); the step's own "
         "`#5 ERROR` line says the same and is accepted.")

C = "docker run --rm registry.kestrel.example/legacy/reports:2.8 --selftest"
E = "exec /usr/local/bin/report-server: exec format error"
mem("docker_exec_format_error_binfmt", "docker", "containers", "platform_mismatch", "/home/nadia/kestrel-ops",
    lambda rng, C=C, E=E: [
        ("u", "run the legacy reports image's selftest on this box (it's the new arm64 build server)"),
        ("b", C, "\n".join(["Unable to find image 'registry.kestrel.example/legacy/reports:2.8' locally",
                            "2.8: Pulling from legacy/reports", f"{hx(rng, 12)}: Pull complete", f"{hx(rng, 12)}: Pull complete",
                            "Digest: sha256:" + hx(rng, 64),
                            "Status: Downloaded newer image for registry.kestrel.example/legacy/reports:2.8",
                            "WARNING: The requested image's platform (linux/amd64) does not match the detected host platform (linux/arm64/v8) and no specific platform was requested",
                            E]), 255),
        ("b", "ls /proc/sys/fs/binfmt_misc/ | grep -c qemu || true", "0"),
        ("s", "The image only exists for amd64 and this arm64 host has no amd64 emulation registered, so the binary "
              "can't exec. I'll register qemu's amd64 handler with binfmt."),
        ("b", "docker run --privileged --rm tonistiigi/binfmt --install amd64",
         "installing: amd64 OK\n{\n  \"supported\": [\n    \"linux/arm64\",\n    \"linux/amd64\",\n    \"linux/arm/v7\"\n  ]\n}"),
        ("b", C, "WARNING: The requested image's platform (linux/amd64) does not match the detected host platform (linux/arm64/v8) and no specific platform was requested\n"
                 "selftest: templates ok (41)\nselftest: fonts ok\nselftest: PASS"),
        ("s", "Selftest passes under emulation. The binfmt registration doesn't survive a reboot unless you add it "
              "to the server's provisioning; longer term, an arm64 build of the image would avoid emulation.")],
    cmd=C, err=E, change="tonistiigi/binfmt --install amd64",
    also_ok=["WARNING: The requested image's platform (linux/amd64) does not match the detected host platform (linux/arm64/v8) and no specific platform was requested"],
    groups=[["exec format error"], ["binfmt --install amd64", "tonistiigi/binfmt"]],
    note="The failure is `exec format error`; the platform WARNING names the cause and is accepted (it is printed by "
         "the passing run too, so it alone does not show failure).")

C = "docker compose pull worker"
E = "Error response from daemon: pull access denied for 418277130944.dkr.ecr.eu-central-1.amazonaws.com/ridgeway/worker, repository does not exist or may require 'docker login': denied: Your authorization token has expired. Reauthenticate and try again."
mem("docker_ecr_token_expired_login_it", "docker", "containers", "registry_login", "/home/giulia/ridgeway",
    lambda rng, C=C, E=E: [
        ("u", "Aggiorna l'immagine del worker dal registry ECR e riavvia il servizio in locale."),
        ("b", C, "[+] Pulling 1/1\n \u2718 worker Error " + E.split(": denied")[0].replace("Error response from daemon: ", "") + "\n" + E, 18),
        ("s", "Il token di ECR per docker è scaduto (dura 12 ore). Ne chiedo uno nuovo con la CLI AWS e faccio login."),
        ("b", "aws ecr get-login-password --region eu-central-1 | docker login --username AWS --password-stdin 418277130944.dkr.ecr.eu-central-1.amazonaws.com",
         "Login Succeeded"),
        ("b", C, "[+] Pulling 1/1\n \u2714 worker Pulled"),
        ("b", "docker compose up -d worker", "[+] Running 1/1\n \u2714 Container ridgeway-worker-1  Started"),
        ("s", "Fatto: login su ECR rinnovato, immagine aggiornata e worker riavviato.")],
    cmd=C, err=E, change="aws ecr get-login-password", lang="it",
    groups=[["authorization token has expired", "pull access denied"], ["ecr get-login-password", "docker login"]],
    note="ECR's docker token expires after 12 h. The `docker login` via `aws ecr get-login-password` is the step "
         "(a lesson).")

# --- ssh_rsync ---------------------------------------------------------------------------------------------------

C = "ssh deploy@stage-2.ostrava.example 'systemctl status ledger-worker --no-pager'"
E = "@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @"
W = "Host key verification failed."
mem("ssh_host_key_changed_rebuilt_verified", "ssh", "ssh_rsync", "host_key_changed", "/home/marek/ops",
    lambda rng, C=C, E=E, W=W: [
        ("u", "check the ledger-worker service on stage-2"),
        ("b", C, "\n".join(["@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@", E,
                            "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@",
                            "IT IS POSSIBLE THAT SOMEONE IS DOING SOMETHING NASTY!",
                            "Someone could be eavesdropping on you right now (man-in-the-middle attack)!",
                            "It is also possible that a host key has just been changed.",
                            "The fingerprint for the ED25519 key sent by the remote host is",
                            "SHA256:Qx4vN0m8cT2yJd7LkP1sRb5FhW9aZe3GuI6oXnV0pYs.",
                            "Please contact your system administrator.",
                            "Add correct host key in /home/marek/.ssh/known_hosts to get rid of this message.",
                            "Offending ED25519 key in /home/marek/.ssh/known_hosts:14",
                            "Host key for stage-2.ostrava.example has changed and you have requested strict checking.",
                            W]), 255),
        ("s", "stage-2's host key changed. I won't bypass that. Was the host rebuilt? If so, can you confirm the new "
              "fingerprint from a trusted source (the provisioning log or the console)?"),
        ("u", "yes, infra rebuilt stage-2 yesterday. the console shows SHA256:Qx4vN0m8cT2yJd7LkP1sRb5FhW9aZe3GuI6oXnV0pYs"),
        ("b", "ssh-keyscan -t ed25519 stage-2.ostrava.example 2>/dev/null | ssh-keygen -lf -",
         "256 SHA256:Qx4vN0m8cT2yJd7LkP1sRb5FhW9aZe3GuI6oXnV0pYs stage-2.ostrava.example (ED25519)"),
        ("b", "ssh-keygen -R stage-2.ostrava.example && ssh-keyscan -t ed25519 stage-2.ostrava.example >> ~/.ssh/known_hosts",
         "# Host stage-2.ostrava.example found: line 14\n/home/marek/.ssh/known_hosts updated.\nOriginal contents retained as /home/marek/.ssh/known_hosts.old"),
        ("b", C, "\u25cf ledger-worker.service - Ledger background worker\n     Loaded: loaded (/etc/systemd/system/ledger-worker.service; enabled; preset: enabled)\n"
                 "     Active: active (running) since Wed 2027-01-13 16:20:41 UTC; 18h ago\n   Main PID: 1184 (ledger-worker)"),
        ("s", "The fingerprint matched what the console shows, so I replaced the old key. ledger-worker is running "
              "(up 18 h).")],
    cmd=C, err=E, change="ssh-keygen -R stage-2.ostrava.example", traps=[W],
    also_ok=["Host key for stage-2.ostrava.example has changed and you have requested strict checking."],
    groups=[["REMOTE HOST IDENTIFICATION HAS CHANGED", "has changed and you have requested strict checking"],
            ["ssh-keygen -R"]],
    note="A rebuilt host: the lesson is to verify the new fingerprint out of band, then `ssh-keygen -R` and re-add. "
         "`Host key verification failed.` is also printed for an unknown host in batch mode: too generic, a trap. "
         "Compare `ssh_host_key_changed_user_stops` (nobody rebuilt it: no memory).")

C = "rsync -az --delete dist/ deploy@web1.tallow.example:/srv/tallow/www/"
E = "deploy@web1.tallow.example: Permission denied (publickey)."
W = "rsync error: unexplained error (code 255) at io.c(231) [sender=3.2.7]"
mem("rsync_publickey_identityfile_config", "rsync", "ssh_rsync", "publickey_denied", "/home/ruth/tallow-site",
    lambda rng, C=C, E=E, W=W: [
        ("u", "deploy the built site to web1 like the README says"),
        ("b", C, "\n".join([E, "rsync: connection unexpectedly closed (0 bytes received so far) [sender]", W]), 255),
        ("b", "ssh -v deploy@web1.tallow.example true 2>&1 | grep -E 'Offering|Authentications'",
         "debug1: Authentications that can continue: publickey\ndebug1: Offering public key: /home/ruth/.ssh/id_ed25519 ED25519 SHA256:"
         + hx(rng, 43) + "\ndebug1: Authentications that can continue: publickey"),
        ("b", "ls ~/.ssh", "config\nid_ed25519\nid_ed25519.pub\nknown_hosts\ntallow_deploy\ntallow_deploy.pub"),
        ("s", "ssh only offers your personal key; the deploy user accepts the `tallow_deploy` key. I'll tell ssh to "
              "use that key for web1 in ~/.ssh/config."),
        ("e", "/home/ruth/.ssh/config", "Host *\n  AddKeysToAgent yes\n",
         "Host web1.tallow.example\n  User deploy\n  IdentityFile ~/.ssh/tallow_deploy\n  IdentitiesOnly yes\n\nHost *\n  AddKeysToAgent yes\n"),
        ("b", C, ""),
        ("s", "Deployed (rsync finished silently, exit 0). web1 now uses `~/.ssh/tallow_deploy` via your ssh config.")],
    cmd=C, err=E, change="IdentityFile ~/.ssh/tallow_deploy", traps=[W],
    groups=[["Permission denied (publickey)"], ["IdentityFile ~/.ssh/tallow_deploy", "tallow_deploy"]],
    note="The wrong key offered. The fix is in the user's ~/.ssh/config (not the repo): a lesson. rsync's own "
         "`code 255` summary is generic: a trap.")

C = "rsync -av backups/ ops@nas.birchwood.example:/volume1/backups/"
E = "protocol version mismatch -- is your shell clean?"
mem("rsync_shell_not_clean_bashrc_echo", "rsync", "ssh_rsync", "shell_not_clean", "/home/pieter/homelab",
    lambda rng, C=C, E=E: [
        ("u", "copy the backups folder to the NAS"),
        ("b", C, "\n".join(["sending incremental file list", E, "(see the rsync manpage for an explanation)",
                            "rsync error: protocol incompatibility (code 2) at compat.c(622) [sender=3.2.7]"]), 2),
        ("b", "ssh ops@nas.birchwood.example true | od -c | head -3",
         "0000000   W   e   l   c   o   m   e       t   o       b   i   r   c   h\n0000020   w   o   o   d       N   A   S  \\n\n0000030"),
        ("s", "The NAS's shell prints a welcome line even for non-interactive sessions, which corrupts rsync's "
              "protocol. I'll make that echo run only in interactive shells."),
        ("b", "ssh ops@nas.birchwood.example \"sed -i 's/^echo \\\"Welcome to birchwood NAS\\\"/[[ \\$- == *i* ]] \\&\\& echo \\\"Welcome to birchwood NAS\\\"/' ~/.bashrc && ssh -q localhost true 2>/dev/null; tail -1 ~/.bashrc\"",
         "[[ $- == *i* ]] && echo \"Welcome to birchwood NAS\""),
        ("b", C, "sending incremental file list\n./\n2027-01-10.tar.zst\n2027-01-11.tar.zst\n2027-01-12.tar.zst\n\n"
                 "sent 3,214,889,102 bytes  received 91 bytes  98,917,821.32 bytes/sec\ntotal size is 3,213,991,406  speedup is 1.00"),
        ("s", "Copied. The remote ~/.bashrc now only greets interactive shells, so rsync/scp work.")],
    cmd=C, err=E, change="[[ \\$- == *i* ]]",
    also_ok=["rsync error: protocol incompatibility (code 2) at compat.c(622) [sender=3.2.7]"],
    groups=[["is your shell clean", "protocol version mismatch"], ["*i*", "interactive"]],
    note="A remote .bashrc that prints: rsync's own message says so. The fix is on the remote host's dotfile (a "
         "lesson); rsync's `protocol incompatibility` summary is accepted.")

# --- cloud_cli --------------------------------------------------------------------------------------------------

C = "aws s3 ls s3://marlin-docs-staging/ --profile marlin-staging"
E = "Error when retrieving token from sso: Token has expired and refresh failed"
mem("aws_sso_token_expired_login_ko", "aws", "cloud_cli", "sso_expired", "/home/minji/marlin-docs",
    lambda rng, C=C, E=E: [
        ("u", "스테이징 문서 버킷에 뭐가 올라가 있는지 확인해 줄래요?"),
        ("b", C, "\n" + E, 255),
        ("s", "SSO 토큰이 만료됐습니다. `aws sso login`으로 다시 로그인할게요. 브라우저 창에서 승인해 주세요."),
        ("b", "aws sso login --profile marlin-staging",
         "Attempting to automatically open the SSO authorization page in your default browser.\n"
         "If the browser does not open or you wish to use a different device to authorize this request, open the following URL:\n\n"
         "https://marlin.awsapps.com/start/#/device\n\nThen enter the code:\n\nQWKT-HNRD\n"
         "Successfully logged into Start URL: https://marlin.awsapps.com/start"),
        ("b", C, "                           PRE assets/\n                           PRE v2/\n2027-01-09 17:40:12       9144 index.html\n"
                 "2027-01-09 17:40:12        301 robots.txt"),
        ("s", "다시 로그인한 뒤 확인했습니다: `assets/`, `v2/`, `index.html`, `robots.txt` (1월 9일 배포).")],
    cmd=C, err=E, change="aws sso login --profile marlin-staging", lang="ko",
    groups=[["Token has expired and refresh failed"], ["aws sso login"]],
    note="Expired SSO session, re-login shown in the session (contrast `aws_expired_user_refreshed_elsewhere`, where "
         "the user refreshed credentials outside the session: no memory).")

C = "aws s3 cp dist/app.tar.gz s3://ferrous-artifacts-prod/releases/1.9.0/"
E = 'upload failed: dist/app.tar.gz to s3://ferrous-artifacts-prod/releases/1.9.0/app.tar.gz An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::602914377105:assumed-role/DevReadOnly/erik@ferrous.example is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::ferrous-artifacts-prod/releases/1.9.0/app.tar.gz" because no identity-based policy allows the s3:PutObject action'
mem("aws_access_denied_wrong_profile_release", "aws", "cloud_cli", "wrong_profile", "/home/erik/ferrous",
    lambda rng, C=C, E=E: [
        ("u", "upload the 1.9.0 release tarball to the artifacts bucket"),
        ("b", C, E, 1),
        ("b", "aws sts get-caller-identity --query Arn --output text && aws configure list-profiles",
         "arn:aws:sts::602914377105:assumed-role/DevReadOnly/erik@ferrous.example\ndefault\nferrous-release\nferrous-sandbox"),
        ("s", "The default profile is the read-only developer role. Releases go through the `ferrous-release` profile; "
              "I'll use it for this command only rather than changing your default."),
        ("b", "AWS_PROFILE=ferrous-release " + C, "upload: dist/app.tar.gz to s3://ferrous-artifacts-prod/releases/1.9.0/app.tar.gz"),
        ("s", "Uploaded with the `ferrous-release` profile.")],
    cmd=C, err=E, change="AWS_PROFILE=ferrous-release", passed="AWS_PROFILE=ferrous-release " + C,
    groups=[["not authorized to perform: s3:PutObject", "AccessDenied"], ["AWS_PROFILE=ferrous-release", "ferrous-release"]],
    note="Not a missing permission to request: the wrong profile. The fix is a prefix of the passing command.")

C = "gcloud run deploy quill-api --source . --region europe-west1"
E = "ERROR: (gcloud.run.deploy) PERMISSION_DENIED: Permission 'run.services.get' denied on resource 'namespaces/quill-sandbox-7731/services/quill-api' (or resource may not exist)."
mem("gcloud_wrong_project_config_set", "gcloud", "cloud_cli", "wrong_project", "/home/wen/quill",
    lambda rng, C=C, E=E: [
        ("u", "deploy quill-api to staging cloud run from this checkout"),
        ("b", C, "Building using Dockerfile and deploying container to Cloud Run service [quill-api] in project "
                 "[quill-sandbox-7731] region [europe-west1]\n" + E, 1),
        ("b", "gcloud config configurations list --format='table(name,is_active,properties.core.project)'",
         "NAME      IS_ACTIVE  PROJECT\ndefault   True       quill-sandbox-7731\nstaging   False      quill-staging-2219"),
        ("s", "The active gcloud configuration points at the sandbox project, where the service doesn't exist. "
              "Switching to the `staging` configuration."),
        ("b", "gcloud config configurations activate staging", "Activated [staging]."),
        ("b", C, "Building using Dockerfile and deploying container to Cloud Run service [quill-api] in project "
                 "[quill-staging-2219] region [europe-west1]\n\u2713 Building and deploying... Done.\n"
                 "  \u2713 Uploading sources...\n  \u2713 Building Container...\n  \u2713 Creating Revision...\n"
                 "  \u2713 Routing traffic...\nDone.\nService [quill-api] revision [quill-api-00042-vok] has been deployed and is serving 100 percent of traffic.\n"
                 "Service URL: https://quill-api-5tq2xk3oba-ew.a.run.app"),
        ("s", "Deployed revision quill-api-00042-vok to staging. Your active gcloud configuration is now `staging`; "
              "switch back with `gcloud config configurations activate default`.")],
    cmd=C, err=E, change="configurations activate staging",
    groups=[["PERMISSION_DENIED", "run.services.get"], ["configurations activate staging", "quill-staging-2219"]],
    note="A permission error that is really the wrong project (the output's first line shows the project). The "
         "change is a step (a lesson).")

C = "az acr login --name birchacr"
E = "ERROR: AADSTS700082: The refresh token has expired due to inactivity. The token was issued on 2026-09-30T08:12:44.3312870Z and was inactive for 90.00:00:00."
mem("az_refresh_token_inactive_login", "az", "cloud_cli", "refresh_token_expired", "/home/lars/birch-platform",
    lambda rng, C=C, E=E: [
        ("u", "log docker in to our azure container registry so I can push the test image"),
        ("b", C, "\n".join([E, f"Trace ID: {uid(rng)}", f"Correlation ID: {uid(rng)}",
                            "Timestamp: 2027-01-15 07:51:03Z", "Interactive authentication is needed. Please run:",
                            "az login --scope https://management.core.windows.net//.default"]), 1),
        ("s", "Your Azure CLI session expired after 90 days idle. Signing in again with a device code (approve it in "
              "the browser), then selecting the dev subscription."),
        ("b", "az login --use-device-code --output none && az account set --subscription 'Birch Platform Dev'",
         "To sign in, use a web browser to open the page https://microsoft.com/devicelogin and enter the code K7QF2MZ9A to authenticate."),
        ("b", C, "Login Succeeded"),
        ("s", "Docker is logged in to birchacr.azurecr.io; push when ready.")],
    cmd=C, err=E, change="az login --use-device-code",
    groups=[["AADSTS700082", "refresh token has expired"], ["az login"]],
    note="The output itself names `az login`, so the failing output alone meets both groups; the login is shown "
         "in the session.")
