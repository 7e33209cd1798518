"""Vagrant, Podman, systemd user units, Chef."""

from __future__ import annotations

import base64

from kit import agent, case, fill, fix, hexs, join, rejected, thinking, token  # noqa: F401

VAG = "/home/dev/labs/edge-vm"
POD = "/home/dev/src/ledger-api"
SYS = "/home/dev/src/ledger-sync"
CHEF = "/home/dev/ops/chef-repo"

# ---------------------------------------------------------------- Vagrant

VAG_PROVIDER_ERR = "The provider 'libvirt' could not be found, but was requested to"
VAG_SOCK_ERR = (
    "Call to virConnectOpen failed: Failed to connect socket to '/var/run/libvirt/libvirt-sock': "
    "Permission denied"
)


@case(
    "vagrant_libvirt_chain",
    "vagrant",
    "setup",
    VAG,
    "chained_failures",
    expected=(
        fix(VAG_PROVIDER_ERR, "bugfix", ["vagrant plugin install vagrant-libvirt", "vagrant-libvirt"]),
        fix(VAG_SOCK_ERR, "bugfix", ["usermod -aG libvirt", "libvirt group"]),
    ),
)
def _vag_libvirt(t, r):
    t.user("bring the lab VM up with libvirt, virtualbox is gone from this box")
    t.bash("vagrant up --provider=libvirt", join(
        VAG_PROVIDER_ERR, "back the machine 'default'. Please use a provider that exists.", "",
        "Vagrant knows about the following providers: docker, hyperv, virtualbox"), 1)
    t.bash("vagrant plugin install vagrant-libvirt", join(
        "Installing the 'vagrant-libvirt' plugin. This can take a few minutes...",
        "Fetching formatador-1.1.0.gem", "Fetching fog-core-2.6.0.gem", "Fetching fog-libvirt-0.13.1.gem",
        "Fetching ruby-libvirt-0.8.4.gem", "Building native extensions. This could take a while...",
        "Fetching vagrant-libvirt-0.12.2.gem", "Installed the plugin 'vagrant-libvirt (0.12.2)'!"), 0)
    t.bash("vagrant up --provider=libvirt", join(
        "Bringing machine 'default' up with 'libvirt' provider...",
        "Error while connecting to Libvirt: Error making a connection to libvirt URI qemu:///system:",
        VAG_SOCK_ERR), 1)
    t.bash("id -nG", "dev adm cdrom sudo dip plugdev kvm", 0)
    t.say("dev is in kvm but not in the libvirt group, so it can't open the system socket.")
    t.bash("sudo usermod -aG libvirt dev && sg libvirt -c 'vagrant up --provider=libvirt'", join(
        "Bringing machine 'default' up with 'libvirt' provider...",
        "==> default: Creating image (snapshot of base box volume).", "==> default: Creating domain with the following settings...",
        "==> default:  -- Name:              edge-vm_default", "==> default:  -- Memory:            4096M",
        "==> default: Starting domain.", "==> default: Waiting for domain to get an IP address...",
        "==> default: Machine booted and ready!", "==> default: Rsyncing folder: /home/dev/labs/edge-vm/ => /vagrant"), 0)
    t.say("The VM is up. Two separate things were missing: the vagrant-libvirt plugin "
          "(`vagrant plugin install vagrant-libvirt`) and membership of the libvirt group "
          "(`sudo usermod -aG libvirt dev`; until you log in again, run vagrant under `sg libvirt -c ...`).")


VBGUEST_ERR = "undefined method `exists?' for class File (NoMethodError)"


@case(
    "vagrant_vbguest_removed",
    "vagrant",
    "install",
    VAG,
    "plugin_removed",
    lang="cs",
    expected=(fix(VBGUEST_ERR, "bugfix", ["plugin uninstall", "uninstall"], ["vagrant-vbguest"]),),
)
def _vag_vbguest(t, r):
    t.user("Po upgradu Vagrantu nejde vagrant status, podíváš se na to?")
    t.bash("vagrant status", join(
        "/home/dev/.vagrant.d/gems/3.3.6/gems/vagrant-vbguest-0.32.0/lib/vagrant-vbguest/hosts/virtualbox.rb:84:in "
        "`block in guess_local_iso': " + VBGUEST_ERR,
        "\tfrom /home/dev/.vagrant.d/gems/3.3.6/gems/vagrant-vbguest-0.32.0/lib/vagrant-vbguest/hosts/virtualbox.rb:82:in `find'",
        "\tfrom /home/dev/.vagrant.d/gems/3.3.6/gems/vagrant-vbguest-0.32.0/lib/vagrant-vbguest/hosts/base.rb:121:in `local_iso'",
        "\tfrom /opt/vagrant/embedded/gems/gems/vagrant-2.4.3/lib/vagrant/action/warden.rb:48:in `call'",
        "\tfrom /opt/vagrant/embedded/gems/gems/vagrant-2.4.3/bin/vagrant:248:in `<main>'"), 1)
    t.say("Plugin vagrant-vbguest 0.32 volá File.exists?, které Ruby 3.2+ odstranilo; nová verze neexistuje. "
          "Vagrantfile ho nepotřebuje (guest additions jsou v boxu), takže ho odinstaluji.")
    t.bash("vagrant plugin uninstall vagrant-vbguest", "Uninstalling the 'vagrant-vbguest' plugin...", 0)
    t.bash("vagrant status", join("Current machine states:", "", "default                   running (virtualbox)"), 0)
    t.say("Funguje. Po upgradu Vagrantu (Ruby 3.3) je potřeba `vagrant plugin uninstall vagrant-vbguest`.")


@case(
    "vagrant_up_timeout",
    "vagrant",
    "interrupted",
    VAG,
    "timeout",
    traps=("Waiting for machine to boot",),
)
def _vag_timeout(t, r):
    t.user("vagrant up the windows test box")
    t.bash("vagrant up win11", join(
        "Bringing machine 'win11' up with 'virtualbox' provider...",
        "==> win11: Importing base box 'edge/win11-eval'...", "==> win11: Matching MAC address for NAT networking...",
        "==> win11: Booting VM...", "==> win11: Waiting for machine to boot. This may take a few minutes...",
        "    win11: WinRM address: 127.0.0.1:55985", "    win11: WinRM username: vagrant",
        "    win11: WinRM execution_time_limit: PT2H", "    win11: WinRM transport: negotiate"),
        interrupted=True, description="Start Windows VM")
    t.say("The command hit the 2 minute tool limit while Windows was still booting, so I don't know yet whether it comes up.")
    t.user("fine, I'll run it in my own terminal")


@case(
    "vagrant_ssh_guess",
    "vagrant",
    "narration",
    VAG,
    "guess",
    traps=("NAT forward on 2222", "Connection reset by peer"),
)
def _vag_guess(t, r):
    t.user("vagrant ssh hangs then dies, any idea?")
    t.bash("vagrant ssh -c true", join(
        "kex_exchange_identification: read: Connection reset by peer",
        "Connection reset by 127.0.0.1 port 2222"), 255)
    thinking(t, "Probably the NAT forward on 2222 collides with another VM that grabbed the port first. "
                "I can't confirm without vagrant port and VBoxManage list runningvms.")
    t.say("SSH is being reset before the handshake. I can't tell the cause from here; `vagrant port` and "
          "`VBoxManage list runningvms` would show what owns the forwarded port.")
    t.user("ok not now, thanks")


# ---------------------------------------------------------------- Podman

POD_UID_ERR = "potentially insufficient UIDs or GIDs available in user namespace"


@case(
    "podman_subuid_two_steps",
    "podman",
    "setup",
    POD,
    "two_step_fix",
    expected=(fix(POD_UID_ERR, "bugfix", ["--add-subuids", "usermod"], ["podman system migrate"]),),
)
def _pod_subuid(t, r):
    t.user("build the api image with podman, this is a new user account on the build box")
    err = join(
        "STEP 1/9: FROM docker.io/library/python:3.12-slim",
        "Trying to pull docker.io/library/python:3.12-slim...",
        "Getting image source signatures", "Copying blob sha256:2d429b9e73a6cf90a5bb85105c8118b30a1b2deedeae3ea9587055ffcb80eb45",
        "Copying blob sha256:9b1a9ed1aa8e5e1b7d2cd67e2a1a1d5e0c6a0d44fcf9c4b9a2b1e0f9a4d3c2b1",
        "Error: creating build container: copying system image from manifest list: writing blob: adding layer "
        "with blob \"sha256:2d429b9e73a6cf90a5bb85105c8118b30a1b2deedeae3ea9587055ffcb80eb45\": processing tar "
        "file(" + POD_UID_ERR + " (requested 0:42 for /etc/gshadow): Check /etc/subuid and /etc/subgid if "
        "configured locally and run \"podman system migrate\": lchown /etc/gshadow: invalid argument): exit status 1")
    t.bash("podman build -t ledger-api:dev .", err, 125)
    t.bash("grep ^ci-build /etc/subuid /etc/subgid", "", 1)
    t.say("The new ci-build user has no subordinate ID ranges. Adding them.")
    t.bash("sudo usermod --add-subuids 200000-265535 --add-subgids 200000-265535 ci-build", "", 0)
    t.bash("podman build -t ledger-api:dev .", err, 125)
    t.say("Still the same: the running podman pause process keeps the old single mapping.")
    t.bash("podman system migrate && podman build -t ledger-api:dev .", join(
        "STEP 1/9: FROM docker.io/library/python:3.12-slim", "Copying config sha256:a1b6c0d8e4f2",
        "STEP 9/9: CMD [\"gunicorn\", \"ledger_api.wsgi\"]", "COMMIT ledger-api:dev",
        "Successfully tagged localhost/ledger-api:dev"), 0)
    t.say("Built. A new rootless account needs both steps: `sudo usermod --add-subuids 200000-265535 "
          "--add-subgids 200000-265535 ci-build` and then `podman system migrate`.")


POD_PORT_ERR = "Error: rootlessport listen tcp 0.0.0.0:8080: bind: address already in use"


@case(
    "podman_port_old_container",
    "podman",
    "setup",
    POD,
    "port_in_use",
    expected=(fix(POD_PORT_ERR, "bugfix", ["podman rm -f ledger-api-old", "ledger-api-old"]),),
)
def _pod_port(t, r):
    t.user("run the new image on 8080 so I can hit it")
    t.bash("podman run -d --name ledger-api -p 8080:8080 ledger-api:dev", POD_PORT_ERR, 126)
    t.bash("podman ps -a --format '{{.Names}} {{.Status}} {{.Ports}}'", join(
        "ledger-api-old Up 3 days 0.0.0.0:8080->8080/tcp", "pg-dev Up 3 days 0.0.0.0:5432->5432/tcp",
        "ledger-api Created"), 0)
    t.say("Last week's container ledger-api-old still holds 8080. Removing it and the half-created one.")
    t.bash("podman rm -f ledger-api-old ledger-api && podman run -d --name ledger-api -p 8080:8080 ledger-api:dev && "
           "sleep 2 && curl -s localhost:8080/healthz", join(
               "ledger-api-old", "ledger-api", "3f9c2a7d1b0e8f6a5c4d3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1",
               "{\"status\":\"ok\"}"), 0)
    t.say("Running on 8080, /healthz is ok. The old ledger-api-old container had the port.")


@case(
    "podman_push_auth_secret",
    "podman",
    "unfixed",
    POD,
    "secret_in_output",
    traps=("unauthorized: authentication required",),
)
def _pod_secret(t, r):
    tok = "dev:rbt_" + token(r, 40)
    auth = base64.b64encode(tok.encode()).decode()
    t.user("push ledger-api:dev to the corp registry as 1.4.0")
    t.bash("podman push localhost/ledger-api:dev registry.corp.example/ledger/api:1.4.0", join(
        "Getting image source signatures", "Copying blob sha256:5f70bf18a086007016e948b04aed3b82103a36bea41755b6cddfaf10ace3c6ef",
        "Error: writing blob: initiating layer upload to /v2/ledger/api/blobs/uploads/ in registry.corp.example: "
        "unauthorized: authentication required"), 125)
    t.bash("cat ${XDG_RUNTIME_DIR}/containers/auth.json", join(
        "{", "\t\"auths\": {", "\t\t\"registry.corp.example\": {", f"\t\t\t\"auth\": \"{auth}\"", "\t\t}", "\t}", "}"), 0)
    t.say("There is a stored credential for registry.corp.example (a robot token), but the registry rejects it; "
          "it has most likely expired. I shouldn't guess a new one.")
    t.user("yeah the robot tokens rotate on Fridays. I'll get a new one from Sam on Monday, leave it")
    t.say("Leaving it. The image is built locally as localhost/ledger-api:dev; the push still needs a valid registry login.")
    return [auth]



@case(
    "podman_bind_mount_lesson",
    "podman",
    "agent_lesson",
    POD,
    "lesson_in_summary",
    expected=(agent(["podman unshare chown"], [":Z"]),),
)
def _pod_lesson(t, r):
    t.user("add a compose file for a local postgres with the data dir bind-mounted at ./pgdata")
    t.write_file(f"{POD}/compose.dev.yaml", join(
        "services:", "  pg:", "    image: docker.io/library/postgres:16", "    environment:",
        "      POSTGRES_PASSWORD: devonly", "    ports: [\"5432:5432\"]", "    volumes:",
        "      - ./pgdata:/var/lib/postgresql/data:Z", ""))
    t.bash("mkdir -p pgdata && podman unshare chown 999:999 pgdata && podman-compose -f compose.dev.yaml up -d",
           join("podman volume inspect ledger-api_default || podman network create ledger-api_default",
                "ledger-api_default", "ledger-api_pg_1"), 0)
    t.bash("podman exec ledger-api_pg_1 pg_isready", "/var/run/postgresql:5432 - accepting connections", 0)
    t.say("compose.dev.yaml is in place and postgres accepts connections.\n\nRules for bind mounts on this "
          "rootless, SELinux box:\n- always add `:Z` to the volume so the container may read it;\n"
          "- before the first start, give the directory to the container's user with "
          "`podman unshare chown 999:999 pgdata` (a plain chown maps to the wrong UID).")


# ---------------------------------------------------------------- systemd user units

SYS_EXEC_ERR = "ledger-sync.service: Failed to locate executable /home/dev/src/ledger-sync/bin/sync-worker: Permission denied"


@case(
    "systemd_unit_exec_permission",
    "systemd",
    "config",
    SYS,
    "permission_fix",
    expected=(fix(SYS_EXEC_ERR, "bugfix", ["chmod +x", "chmod 755"], ["sync-worker"]),),
)
def _sys_perm(t, r):
    t.user("install the user unit and start it")
    t.bash("cp deploy/ledger-sync.service ~/.config/systemd/user/ && systemctl --user daemon-reload && "
           "systemctl --user start ledger-sync.service", join(
               "Job for ledger-sync.service failed because the control process exited with error code.",
               "See \"systemctl --user status ledger-sync.service\" and \"journalctl --user -xeu ledger-sync.service\" for details."), 1)
    t.bash("systemctl --user status ledger-sync.service --no-pager", join(
        "× ledger-sync.service - Ledger sync worker",
        "     Loaded: loaded (/home/dev/.config/systemd/user/ledger-sync.service; disabled; preset: enabled)",
        "     Active: failed (Result: exit-code) since Tue 2026-11-17 10:12:03 UTC; 4s ago",
        "    Process: 48120 ExecStart=/home/dev/src/ledger-sync/bin/sync-worker --config /home/dev/.config/ledger-sync.toml (code=exited, status=203/EXEC)",
        "   Main PID: 48120 (code=exited, status=203/EXEC)", "        CPU: 3ms", "",
        "Nov 17 10:12:03 build01 systemd[1422]: Starting ledger-sync.service - Ledger sync worker...",
        "Nov 17 10:12:03 build01 (c-worker)[48120]: " + SYS_EXEC_ERR,
        "Nov 17 10:12:03 build01 (c-worker)[48120]: ledger-sync.service: Failed at step EXEC spawning /home/dev/src/ledger-sync/bin/sync-worker: Permission denied",
        "Nov 17 10:12:03 build01 systemd[1422]: ledger-sync.service: Main process exited, code=exited, status=203/EXEC",
        "Nov 17 10:12:03 build01 systemd[1422]: ledger-sync.service: Failed with result 'exit-code'."), 3)
    t.bash("ls -l bin/sync-worker", "-rw-r--r-- 1 dev dev 2214 Nov 17 09:58 bin/sync-worker", 0)
    t.say("The script lost its executable bit (it came in through a zip). Fixing the mode, in git too.")
    t.bash("chmod +x bin/sync-worker && git update-index --chmod=+x bin/sync-worker && "
           "systemctl --user start ledger-sync.service && systemctl --user is-active ledger-sync.service", "active", 0)
    t.say("ledger-sync.service is active. bin/sync-worker needed `chmod +x` (status=203/EXEC was the missing execute bit).")


@case(
    "systemd_restart_timeout_flaky",
    "systemd",
    "flaky",
    SYS,
    "plain_retry",
    traps=("failed because a timeout was exceeded",),
)
def _sys_flaky(t, r):
    t.user("restart the sync unit after my config change")
    t.bash("systemctl --user restart ledger-sync.service", join(
        "Job for ledger-sync.service failed because a timeout was exceeded.",
        "See \"systemctl --user status ledger-sync.service\" and \"journalctl --user -xeu ledger-sync.service\" for details."), 1)
    t.bash("systemctl --user restart ledger-sync.service && systemctl --user is-active ledger-sync.service", "active", 0)
    t.say("It's active after a second restart; nothing was changed in between.")


# ---------------------------------------------------------------- Chef

CHEF_NF_ERR = "Chef::Exceptions::CookbookNotFound: Cookbook nginx not found."


@case(
    "chef_berks_vendor",
    "chef",
    "setup",
    CHEF,
    "plain",
    lang="fi",
    expected=(fix(CHEF_NF_ERR, "bugfix", ["berks vendor"]),),
)
def _chef_berks(t, r):
    t.user("Aja edge_web-resepti paikallisesti chef-client -z:llä, haluan nähdä toimiiko se.")
    t.bash("sudo CHEF_LICENSE=accept-silent chef-client -z -o 'recipe[edge_web]'", join(
        "[2026-11-19T08:12:40+00:00] INFO: Started Chef Infra Zero at chefzero://localhost:1 with repository at /home/dev/ops/chef-repo",
        "Starting Chef Infra Client, version 18.6.2", "Patents: https://www.chef.io/patents",
        "[2026-11-19T08:12:41+00:00] INFO: *** Chef Infra Client 18.6.2 ***",
        "[2026-11-19T08:12:41+00:00] INFO: Platform: x86_64-linux", "[2026-11-19T08:12:41+00:00] INFO: Chef-client pid: 8812",
        "[2026-11-19T08:12:43+00:00] WARN: Run List override has been provided.",
        "[2026-11-19T08:12:43+00:00] WARN: Original Run List: []", "[2026-11-19T08:12:43+00:00] WARN: Overridden Run List: [recipe[edge_web]]",
        "resolving cookbooks for run list: [\"edge_web\"]", "",
        "================================================================================",
        "Error Resolving Cookbooks for Run List:",
        "================================================================================", "",
        "Missing Cookbooks:", "------------------", "No such cookbook: nginx", "",
        "Expanded Run List:", "------------------", "* edge_web", "",
        "System Info:", "------------", "chef_version=18.6.2", "platform=ubuntu", "platform_version=24.04",
        "ruby=ruby 3.1.6p260 (2024-05-29 revision a777087be6) [x86_64-linux]", "program_name=/usr/bin/chef-client",
        "", "Running handlers:", "[2026-11-19T08:12:43+00:00] ERROR: Running exception handlers",
        "Running handlers complete", "[2026-11-19T08:12:43+00:00] ERROR: Exception handlers complete",
        "Infra Phase failed. 0 resources updated in 02 seconds",
        "[2026-11-19T08:12:43+00:00] FATAL: Stacktrace dumped to /root/.chef/local-mode-cache/cache/chef-stacktrace.out",
        "[2026-11-19T08:12:43+00:00] FATAL: " + CHEF_NF_ERR,
        "[2026-11-19T08:12:43+00:00] FATAL: Chef::Exceptions::ChildConvergeError: Chef run process exited unsuccessfully (exit code 1)"), 1)
    t.say("Paikallinen tila lukee vain cookbooks/-kansiota; Berksfilen riippuvuudet (nginx) eivät ole siellä. Vendoroin ne.")
    t.bash("berks vendor cookbooks", join(
        "Resolving cookbook dependencies...", "Fetching 'edge_web' from source at site-cookbooks/edge_web",
        "Fetching cookbook index from https://supermarket.chef.io...", "Installing nginx (12.2.8)",
        "Vendoring edge_web (0.7.0) to cookbooks/edge_web", "Vendoring nginx (12.2.8) to cookbooks/nginx"), 0)
    t.bash("sudo CHEF_LICENSE=accept-silent chef-client -z -o 'recipe[edge_web]'", join(
        "Starting Chef Infra Client, version 18.6.2", "resolving cookbooks for run list: [\"edge_web\"]",
        "Synchronizing cookbooks:", "  - edge_web (0.7.0)", "  - nginx (12.2.8)", "Converging 14 resources",
        "Infra Phase complete, 6/14 resources updated in 21 seconds"), 0)
    t.say("Resepti ajautuu: 6/14 resurssia päivitetty. Paikallista ajoa varten riippuvuudet pitää ensin "
          "vendoroida komennolla `berks vendor cookbooks`.")


CHEF_LIC_ERR = "Chef Infra Client cannot execute without accepting the license"


@case(
    "chef_license_env",
    "chef",
    "invocation",
    CHEF,
    "env_var",
    expected=(fix(CHEF_LIC_ERR, "lesson", ["CHEF_LICENSE=accept-silent", "CHEF_LICENSE"]),),
)
def _chef_lic(t, r):
    t.user("in the CI container, run the edge_web recipe in local mode like the pipeline does")
    t.bash("chef-client -z -o 'recipe[edge_web]' < /dev/null", join(
        "+---------------------------------------------+", "            Chef License Acceptance", "",
        "Before you can continue, 1 product license", "must be accepted. View the license at",
        "https://www.chef.io/end-user-license-agreement/", "",
        "License that need accepting:", "  * Chef Infra Client", "",
        "Do you accept the 1 product license (yes/no)?", "", "> ",
        "+---------------------------------------------+",
        "If you do not accept this license you will", "not be able to use Chef products.", "",
        "Do you accept the 1 product license (yes/no)?", "", "> ",
        "+---------------------------------------------+", CHEF_LIC_ERR), 172)
    t.say("Without a TTY it can't prompt. The pipeline sets CHEF_LICENSE; doing the same.")
    t.bash("CHEF_LICENSE=accept-silent chef-client -z -o 'recipe[edge_web]'", join(
        "Starting Chef Infra Client, version 18.6.2", "Converging 14 resources",
        "Infra Phase complete, 0/14 resources updated in 09 seconds"), 0)
    t.say("Runs clean with `CHEF_LICENSE=accept-silent` in front of chef-client, as in the pipeline.")
