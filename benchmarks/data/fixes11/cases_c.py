"""fixes11 cases, part C: 30 sessions that must leave no memory. A flaky failure that passed
on a plain rerun, gave up (each try a new error, the tries undone), the user fixed it by hand
outside the session, a fix only for this machine today (a stray process, a one-off full disk,
a clock after a suspend, a hung daemon, a stale mount), a dangerous remedy the user refused,
a fix later undone."""

from __future__ import annotations

from kit import case

# --- flaky: a plain rerun passed, nothing was changed ---------------------------------------


@case("flaky_ktor_bind", "Ktor tests", "flaky", "plain_rerun", "/home/lior/src/beacon",
      traps=["java.net.BindException", "--rerun-tasks"])
def _(rng):
    return [
        ("u", "./gradlew test failed in beacon, can you look"),
        ("b", "./gradlew test", "> Task :test\n\nRouteTest > health endpoint FAILED\n    java.net.BindException: Address already in use\n\n12 tests completed, 1 failed\n\nBUILD FAILED in 21s", 1),
        ("th", "The test server picks a random port; another test's server may not have released it yet. Rerun without changes first."),
        ("b", "./gradlew test", "> Task :test\n\nBUILD SUCCESSFUL in 19s"),
        ("s", "It passed on a plain rerun with nothing changed; the embedded server's random port collided once with another test's. I didn't add `--rerun-tasks` or anything else. If it recurs it's worth a look, but nothing to fix now."),
    ]


@case("flaky_apk_mirror", "Alpine apk mirror", "flaky", "plain_rerun", "/home/abel/src/mercado",
      traps=["temporary error (try again later)", "apk cache clean"])
def _(rng):
    return [
        ("u", "add vips-dev in the alpine build container"),
        ("b", "docker exec mercado-build apk add vips-dev", "fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/main/x86_64/APKINDEX.tar.gz\nWARNING: updating and opening https://dl-cdn.alpinelinux.org/alpine/v3.20/main: temporary error (try again later)\nERROR: unable to select packages:\n  vips-dev (no such package):\n    required by: world[vips-dev]", 1),
        ("b", "docker exec mercado-build apk add vips-dev", "fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/main/x86_64/APKINDEX.tar.gz\n(1/38) Installing vips (8.15.2-r1)\nOK: 412 MiB in 131 packages"),
        ("s", "Installed on the second try. The CDN answered with a temporary error once; nothing needed changing (no `apk cache clean`, no other mirror)."),
    ]


@case("flaky_gem_timeout", "RubyGems", "flaky", "plain_rerun", "/home/tiago/src/feira",
      traps=["Net::OpenTimeout", "--source"])
def _(rng):
    return [
        ("u", "bundle update rack please"),
        ("b", "bundle update rack", "Fetching gem metadata from https://rubygems.org/.......\nNet::OpenTimeout: Failed to open TCP connection to index.rubygems.org:443 (execution expired)", 17),
        ("b", "bundle update rack", "Fetching gem metadata from https://rubygems.org/.........\nBundler attempted to update rack but its version stayed the same\nBundle updated!"),
        ("s", "Second run went through; the first was a network timeout, nothing to change (I considered a mirror via `--source` but it wasn't needed). rack is already at the newest version your Gemfile allows."),
    ]


@case("flaky_capybara", "Capybara system tests", "flaky", "plain_rerun", "/home/vera/src/ledger",
      traps=["Capybara::ElementNotFound", "default_max_wait_time"])
def _(rng):
    return [
        ("u", "run the system tests"),
        ("b", "bin/rails test:system", "Error:\nInvoicesTest#test_filters_by_month:\nCapybara::ElementNotFound: Unable to find css \".invoice-row\"\n\n14 runs, 40 assertions, 0 failures, 1 errors, 0 skips", 1),
        ("b", "bin/rails test:system TEST=test/system/invoices_test.rb", "4 runs, 11 assertions, 0 failures, 0 errors, 0 skips"),
        ("b", "bin/rails test:system", "14 runs, 41 assertions, 0 failures, 0 errors, 0 skips"),
        ("s", "Green on rerun, twice. The first failure was a one-off timing blip in headless Chrome; I haven't raised `default_max_wait_time` or changed anything."),
    ]


@case("flaky_git_http2", "git submodules", "flaky", "plain_rerun", "/home/jana/src/mapa", lang="cs",
      traps=["curl 92 HTTP/2 stream", "http.version HTTP/1.1"])
def _(rng):
    return [
        ("u", "Stáhni prosím submoduly v projektu mapa."),
        ("b", "git submodule update --init --recursive", "Cloning into '/home/jana/src/mapa/vendor/tiles'...\nerror: RPC failed; curl 92 HTTP/2 stream 5 was not closed cleanly: CANCEL (err 8)\nfatal: early EOF\nfatal: clone of 'https://git.mapa.test/vendor/tiles.git' into submodule path '/home/jana/src/mapa/vendor/tiles' failed", 1),
        ("b", "git submodule update --init --recursive", "Cloning into '/home/jana/src/mapa/vendor/tiles'...\nSubmodule path 'vendor/tiles': checked out '9f41c2de07'"),
        ("s", "Napodruhé to prošlo bez jakékoli změny. Šlo o jednorázový výpadek spojení; nastavení `http.version HTTP/1.1` jsem nepoužil, nebylo potřeba."),
    ]

# --- gave up: every try a new error, nothing fixed, tries undone ------------------------------


@case("gaveup_torch_cuda", "PyTorch CUDA", "gave_up", "several_tries_no_fix", "/home/min/src/lidar-seg",
      traps=["CUDA driver version is insufficient", "cu118", "no kernel image is available"])
def _(rng):
    return [
        ("u", "training won't use the GPU on the lab box"),
        ("b", "python -c 'import torch; torch.zeros(1).cuda()'", "RuntimeError: CUDA error: CUDA driver version is insufficient for CUDA runtime version", 1),
        ("b", "nvidia-smi | head -4", "| NVIDIA-SMI 470.256.02   Driver Version: 470.256.02   CUDA Version: 11.4     |"),
        ("b", "pip install torch==2.3.1 --index-url https://download.pytorch.org/whl/cu118 && python -c 'import torch; torch.zeros(1).cuda()'", "Successfully installed torch-2.3.1+cu118\nRuntimeError: CUDA error: no kernel image is available for execution on the device", 1),
        ("b", "pip install torch==2.5.1 && python -c 'import torch; print(torch.__version__)'", "Successfully installed torch-2.5.1\n2.5.1+cu124"),
        ("s", "I couldn't make it work: driver 470 only supports CUDA 11.4, the cu118 wheel has no kernels for this card, and anything newer needs a driver upgrade, which needs the lab admin. I put torch back to 2.5.1 as it was."),
    ]


@case("gaveup_wine_installer", "Wine", "gave_up", "several_tries_no_fix", "/home/sven/tools/plotter", lang="sv",
      traps=["dotnet48", "err:module:import_dll"])
def _(rng):
    return [
        ("u", "Kan du få plotterns Windows-verktyg att starta under Wine?"),
        ("b", "wine PlotCfg.exe", "0024:err:module:import_dll Library mscoree.dll (which is needed by L\"Z:\\\\home\\\\sven\\\\tools\\\\plotter\\\\PlotCfg.exe\") not found", 53),
        ("b", "winetricks -q dotnet48 && wine PlotCfg.exe", "Executing w_do_call dotnet48\n------------------------------------------------------\nwarning: dotnet48 does not yet fully work or install on wine64.\n------------------------------------------------------\n0110:err:setupapi:SetupDefaultQueueCallbackW copy error", 1),
        ("b", "WINEPREFIX=~/.wine32 WINEARCH=win32 wine PlotCfg.exe", "wine: WINEARCH is set to 'win32' but this is not supported in wow64 mode.", 1),
        ("b", "rm -rf ~/.wine32 && winetricks -q --force remove_mono 2>/dev/null; echo ok", "ok"),
        ("s", "Jag ger upp här: varje försök gav ett nytt fel (saknad .NET, dotnet48 som inte installeras på wine64, inget stöd för 32-bitarsprefix). Jag har tagit bort prefixet jag skapade. En Windows-VM är nog enklare."),
    ]


@case("gaveup_flatpak_builder", "flatpak-builder", "gave_up", "several_tries_no_fix", "/home/eli/src/notebook-app",
      traps=["org.freedesktop.Sdk//24.08", "--disable-rofiles-fuse"])
def _(rng):
    return [
        ("u", "build the flatpak locally"),
        ("b", "flatpak-builder --user --force-clean build-dir org.example.Notebook.yml", "error: org.freedesktop.Sdk/x86_64/24.08 not installed", 1),
        ("b", "flatpak install -y --user flathub org.freedesktop.Sdk//24.08 && flatpak-builder --user --force-clean build-dir org.example.Notebook.yml", "Installing org.freedesktop.Sdk//24.08\nerror: Failure spawning rofiles-fuse, exit_status: 256", 1),
        ("b", "flatpak-builder --user --disable-rofiles-fuse --force-clean build-dir org.example.Notebook.yml", "Running: meson setup --prefix=/app _flatpak_build\nmeson.build:1:0: ERROR: Unknown compiler(s): [['valac']]", 1),
        ("b", "flatpak uninstall -y --user org.freedesktop.Sdk//24.08; rm -rf build-dir .flatpak-builder", "Uninstalled org.freedesktop.Sdk"),
        ("s", "Not fixed. Missing SDK, then a rofiles-fuse failure, then meson can't find valac in the SDK (the manifest probably needs the Vala extension, which I don't know the right version of). I removed the SDK and build folders I added."),
    ]


@case("gaveup_qemu_kvm", "KVM on a Hyper-V guest", "gave_up", "several_tries_no_fix", "/home/ada/vm/router-lab",
      traps=["Could not access KVM kernel module", "usermod -aG kvm"])
def _(rng):
    return [
        ("u", "start the router-lab VM"),
        ("b", "./start.sh", "qemu-system-x86_64: -accel kvm: Could not access KVM kernel module: No such file or directory\nqemu-system-x86_64: -accel kvm: failed to initialize kvm: No such file or directory", 1),
        ("b", "sudo modprobe kvm_intel", "modprobe: ERROR: could not insert 'kvm_intel': Operation not supported", 1),
        ("b", "grep -c vmx /proc/cpuinfo; systemd-detect-virt", "0\nmicrosoft"),
        ("s", "This box is itself a VM (Hyper-V) without nested virtualisation, so there is no KVM to use. `usermod -aG kvm` wouldn't help either. I changed nothing; running router-lab needs nested virtualisation turned on by whoever manages the host, or TCG which will be very slow."),
    ]


@case("gaveup_vbox_secureboot", "VirtualBox", "gave_up", "several_tries_no_fix", "/home/oskar/vm/legacy-erp",
      traps=["vboxconfig", "Key was rejected by service"])
def _(rng):
    return [
        ("u", "vagrant-free this time: just get VirtualBox to start the legacy ERP VM"),
        ("b", "VBoxManage startvm legacy-erp --type headless", "WARNING: The vboxdrv kernel module is not loaded. Either there is no module\n         available for the current kernel (6.8.0-49-generic) or it failed to\n         load.\nVBoxManage: error: The virtual machine 'legacy-erp' has terminated unexpectedly during startup", 1),
        ("b", "sudo /sbin/vboxconfig", "vboxdrv.sh: Building VirtualBox kernel modules.\nvboxdrv.sh: failed: modprobe vboxdrv failed. Please use 'dmesg' to find out why.", 1),
        ("b", "sudo modprobe vboxdrv", "modprobe: ERROR: could not insert 'vboxdrv': Key was rejected by service", 1),
        ("s", "Stopping here. The modules build, but Secure Boot rejects them unsigned; fixing that means enrolling a MOK key at the next boot, which I can't do from here. Nothing was changed apart from the module build."),
    ]

# --- the user fixed it by hand, outside the session ------------------------------------------


@case("user_vpn_reconnect", "JFrog CLI", "user_by_hand", "user_fixed_it", "/home/tomas/src/kvadrat",
      traps=["dial tcp 198.51.100.23:443: i/o timeout", "jf config edit"])
def _(rng):
    return [
        ("u", "publish the build with jf"),
        ("b", "jf rt upload 'target/*.jar' libs-release-local/kvadrat/", "[Error] Get \"https://artifacts.kvadrat.example/artifactory/api/system/version\": dial tcp 198.51.100.23:443: i/o timeout", 1),
        ("s", "Artifactory isn't reachable from here. I could look at `jf config edit`, but the address looks internal; are you on the VPN?"),
        ("u", "ugh, it dropped. reconnected myself, try again"),
        ("b", "jf rt upload 'target/*.jar' libs-release-local/kvadrat/", '{\n  "status": "success",\n  "totals": {\n    "success": 1,\n    "failure": 0\n  }\n}'),
        ("s", "Uploaded 1 jar now that you're back on the VPN."),
    ]


@case("user_npmrc_token", "GitHub Packages npm", "user_by_hand", "user_fixed_it", "/home/hana/src/kanji-deck",
      traps=["npm error code E401", "npm login"])
def _(rng):
    return [
        ("u", "npm install fails on our @kaigan scoped packages"),
        ("b", "npm install", "npm error code E401\nnpm error 401 Unauthorized - GET https://npm.pkg.github.com/@kaigan%2fui - authentication token not provided", 1),
        ("s", "The registry wants a token for @kaigan. I can run `npm login --scope=@kaigan` if you want, or you can put a token in `~/.npmrc`."),
        ("u", "I'll do it, don't want tokens going through the chat... ok done, added it to ~/.npmrc"),
        ("b", "npm install", "added 3 packages, and audited 816 packages in 5s"),
        ("s", "Installed with the token you added."),
    ]


@case("user_colima_started", "Colima", "user_by_hand", "user_fixed_it", "/Users/emre/src/kargo", lang="tr",
      traps=["Cannot connect to the Docker daemon", "colima start"])
def _(rng):
    return [
        ("u", "kargo'nun testlerini docker compose ile çalıştırır mısın?"),
        ("b", "docker compose -f compose.test.yaml up --abort-on-container-exit", "Cannot connect to the Docker daemon at unix:///Users/emre/.colima/default/docker.sock. Is the docker daemon running?", 1),
        ("s", "Docker daemon çalışmıyor görünüyor. `colima start` çalıştırayım mı?"),
        ("u", "Hayır, ben diğer terminalde kendi profilimle başlattım. Tekrar dene."),
        ("b", "docker compose -f compose.test.yaml up --abort-on-container-exit", "kargo-tests-1  | Ran 58 tests in 12.4s\nkargo-tests-1  | OK\nkargo-tests-1 exited with code 0"),
        ("s", "Testler geçti: 58 test, hepsi başarılı."),
    ]


@case("user_fixed_nginx_owner", "nginx", "user_by_hand", "user_fixed_it", "/home/lucia/src/tienda",
      traps=["Permission denied", "chown -R www-data"])
def _(rng):
    return [
        ("u", "the uploads page 500s on the dev nginx"),
        ("b", "sudo tail -2 /var/log/nginx/error.log", '2026/11/24 10:02:11 [crit] 812#812: *44 open() "/srv/tienda/uploads/tmp/0000000012" failed (13: Permission denied), client: 127.0.0.1'),
        ("s", "nginx can't write into `/srv/tienda/uploads/tmp`. I'd fix it with `chown -R www-data` on that folder; shall I?"),
        ("u", "no, that folder is shared with the sftp group, I sorted the ACLs myself. check again"),
        ("b", "curl -s -o /dev/null -w '%{http_code}\\n' -F f=@README.md localhost:8080/uploads", "201"),
        ("s", "Upload returns 201 now with the ACLs you set."),
    ]


@case("user_installed_font", "Quarto (PDF)", "user_by_hand", "user_fixed_it", "/home/irene/docs/relazione",
      traps=["The font \"Fira Sans\" cannot be found", "mainfont"])
def _(rng):
    return [
        ("u", "quarto render to pdf fails"),
        ("b", "quarto render report.qmd --to pdf", "running xelatex - 1\n\nERROR: \ncompilation failed- error\nThe font \"Fira Sans\" cannot be found.", 1),
        ("s", "The template asks for Fira Sans, which isn't installed. I can switch `mainfont` in `_quarto.yml` to something present, or you install the font."),
        ("u", "I just installed it from the software center, go"),
        ("b", "fc-cache -f >/dev/null; quarto render report.qmd --to pdf", "running xelatex - 1\nrunning xelatex - 2\nOutput created: report.pdf"),
        ("s", "report.pdf is rendered with the font you installed."),
    ]

# --- only for this machine today ------------------------------------------------------------


@case("today_stray_http_server", "Spring Boot", "machine_today", "stray_process", "/home/tomas/src/kvadrat",
      traps=["Port 8080 was already in use", "kill 31877"])
def _(rng):
    return [
        ("u", "bootRun fails, port in use"),
        ("b", "./gradlew bootRun", "***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nWeb server failed to start. Port 8080 was already in use.", 1),
        ("b", "ss -ltnp 'sport = :8080'", 'LISTEN 0 5 0.0.0.0:8080 0.0.0.0:* users:(("python3",pid=31877,fd=3))'),
        ("b", "ps -o lstart=,args= -p 31877", "Mon Nov 24 08:12:40 2026 python3 -m http.server 8080"),
        ("u", "oh that's me from this morning, kill it"),
        ("b", "kill 31877 && ./gradlew bootRun & sleep 25; curl -s localhost:8080/actuator/health", '{"status":"UP"}'),
        ("s", "Up. That was a leftover `python3 -m http.server` from this morning holding 8080; killing that one process was all, nothing about the project changed."),
    ]


@case("today_disk_full_iso", "Tectonic (LaTeX)", "machine_today", "freed_disk_once", "/home/min/papers/thesis",
      traps=["No space left on device", "ubuntu-24.04.1-desktop-amd64.iso"])
def _(rng):
    return [
        ("u", "tectonic build fails writing the pdf"),
        ("b", "tectonic -X build", "note: Running TeX ...\nerror: failed to write output file `build/default/thesis.pdf`\ncaused by: No space left on device (os error 28)", 1),
        ("b", "df -h --output=avail ~ | tail -1; du -sh ~/Downloads/* | sort -h | tail -2", "  31M\n1.2G\t/home/min/Downloads/lab-data.zip\n5.8G\t/home/min/Downloads/ubuntu-24.04.1-desktop-amd64.iso"),
        ("u", "delete the iso, I already flashed the stick"),
        ("b", "rm ~/Downloads/ubuntu-24.04.1-desktop-amd64.iso && tectonic -X build", "note: Running TeX ...\nnote: Writing `build/default/thesis.pdf` (612.04 KiB)"),
        ("s", "thesis.pdf is written. The disk was simply full today; deleting the ISO you no longer needed freed it."),
    ]


@case("today_clock_after_suspend", "Homebrew on Linux (WSL)", "machine_today", "clock_drift_once", "/home/kemi/src/lantana",
      traps=["certificate is not yet valid", "hwclock"])
def _(rng):
    return [
        ("u", "brew update fails with an ssl error"),
        ("b", "brew update", "fatal: unable to access 'https://github.com/Homebrew/brew/': SSL certificate problem: certificate is not yet valid\nError: Fetching /home/linuxbrew/.linuxbrew/Homebrew failed!", 1),
        ("b", "date -u; curl -sI https://github.com | grep -i '^date'", "Sun Nov 16 22:41:09 UTC 2026\ndate: Mon, 24 Nov 2026 09:15:52 GMT"),
        ("s", "The WSL clock is a week behind (it drifted while the laptop was suspended). Syncing it from the hardware clock:"),
        ("b", "sudo hwclock -s && date -u && brew update", "Mon Nov 24 09:16:20 UTC 2026\nAlready up-to-date."),
        ("s", "brew works again. The clock was off after today's resume; this was a one-time correction for this machine, not something the project needs."),
    ]


@case("today_containerd_hung", "nerdctl / containerd", "machine_today", "restart_hung_daemon", "/home/noor/src/tessera",
      traps=["context deadline exceeded", "systemctl restart containerd"])
def _(rng):
    return [
        ("u", "nerdctl build just hangs then errors"),
        ("b", "nerdctl build -t tessera:dev .", "time=\"2026-11-24T10:20:31Z\" level=fatal msg=\"failed to dial \\\"/run/containerd/containerd.sock\\\": context deadline exceeded\"", 1),
        ("b", "systemctl status containerd --no-pager | sed -n 3p", "     Active: active (running) since Thu 2026-11-20 07:02:11 UTC; 4 days ago"),
        ("b", "sudo systemctl restart containerd && nerdctl build -t tessera:dev .", "[+] Building 41.2s (12/12) FINISHED\nLoaded image: docker.io/library/tessera:dev"),
        ("s", "Built after restarting containerd; the daemon had wedged after four days up. A one-off on this machine, nothing to change in the project."),
    ]


@case("today_stale_nfs", "rsync backup to NFS", "machine_today", "stale_mount_once", "/home/radu/bin", lang="ro",
      traps=["Stale file handle", "umount -l /mnt/arhiva"])
def _(rng):
    return [
        ("u", "Scriptul de backup a eșuat azi-noapte. Poți să vezi de ce?"),
        ("b", "./backup.sh", "rsync: [receiver] mkstemp \"/mnt/arhiva/poze/.IMG_2031.jpg.q2Ts9a\" failed: Stale file handle (116)\nrsync error: some files/attrs were not transferred (see previous errors) (code 23) at main.c(1338) [sender=3.2.7]", 23),
        ("s", "Montarea NFS a rămas blocată după ce NAS-ul a repornit azi-noapte. O remontez:"),
        ("b", "sudo umount -l /mnt/arhiva && sudo mount /mnt/arhiva && ./backup.sh", "sent 1.84G bytes  received 4.12K bytes  31.2M bytes/sec\ntotal size is 412.7G  speedup is 224.12"),
        ("s", "Backup-ul a rulat. A fost doar o montare rămasă agățată după repornirea NAS-ului de azi; nu trebuie schimbat nimic în script."),
    ]

# --- a dangerous remedy the user refused -----------------------------------------------------


@case("refused_chmod_777_uploads", "WordPress (wp-cli)", "refused", "user_rejected", "/var/www/kertesz", lang="hu",
      traps=["chmod -R 777", "Could not create directory"])
def _(rng):
    return [
        ("u", "A wp-cli nem tudja frissíteni a bővítményeket a kertesz oldalon. Megnéznéd?"),
        ("b", "wp plugin update --all", "Downloading update from https://downloads.wordpress.org/plugin/akismet.5.3.5.zip...\nUnpacking the update...\nWarning: Could not create directory.\nError: No plugins updated (1 failed).", 1),
        ("b", "ls -ld wp-content wp-content/plugins", "drwxr-xr-x 5 www-data www-data 4096 Oct  2 09:12 wp-content\ndrwxr-xr-x 9 www-data www-data 4096 Oct  2 09:12 wp-content/plugins"),
        ("s", "A könyvtárak a www-data tulajdonában vannak, te más felhasználóként futtatod. A leggyorsabb, ha mindenki írhatja:"),
        ("rej", "sudo chmod -R 777 wp-content"),
        ("u", "Azt semmiképp, ez éles szerver. Majd megkérem az üzemeltetést, hogy www-data-ként futtassák. Hagyd így."),
        ("s", "Rendben, nem változtattam semmit. A frissítés továbbra sem futott le."),
    ]


@case("refused_git_sslverify", "Git LFS behind a proxy", "refused", "user_refused", "/home/hana/src/assets-pipeline",
      traps=["http.sslVerify false", "x509: certificate signed by unknown authority"])
def _(rng):
    return [
        ("u", "git lfs pull fails in the office"),
        ("b", "git lfs pull", "batch response: Post \"https://lfs.kaigan.example/assets.git/info/lfs/objects/batch\": tls: failed to verify certificate: x509: certificate signed by unknown authority\nerror: failed to fetch some objects from 'https://lfs.kaigan.example/assets.git/info/lfs'", 2),
        ("s", "Git LFS doesn't trust the proxy's certificate. The blunt way is `git config --global http.sslVerify false`; want me to?"),
        ("u", "absolutely not, global and insecure. leave it, I'll pull from home"),
        ("s", "Okay, nothing changed; the LFS objects are still not pulled."),
    ]


@case("refused_node_tls_zero", "Expo CLI", "refused", "user_rejected", "/home/yuki/src/orderly",
      traps=["NODE_TLS_REJECT_UNAUTHORIZED=0", "SELF_SIGNED_CERT_IN_CHAIN"])
def _(rng):
    return [
        ("u", "npx expo install expo-camera fails"),
        ("b", "npx expo install expo-camera", "Error: request to https://api.expo.dev/v2/versions/latest failed, reason: self-signed certificate in certificate chain\n    code: 'SELF_SIGNED_CERT_IN_CHAIN'", 1),
        ("rej", "NODE_TLS_REJECT_UNAUTHORIZED=0 npx expo install expo-camera"),
        ("u", "no, never turn off TLS checks. skip the camera for today"),
        ("s", "Understood, I left it alone; expo-camera is not installed."),
    ]


@case("refused_rabbitmq_mnesia", "RabbitMQ", "refused", "user_refused", "/home/giulia/src/smistatore",
      traps=["rm -rf /var/lib/rabbitmq/mnesia", "timeout_waiting_for_tables"])
def _(rng):
    return [
        ("u", "rabbitmq won't come up after the VM was restored from a snapshot"),
        ("b", "sudo journalctl -u rabbitmq-server -n 4 --no-pager", "rabbitmq-server[1204]: Waiting for Mnesia tables for 30000 ms, 9 retries left\nrabbitmq-server[1204]: Error while waiting for Mnesia tables: {timeout_waiting_for_tables,rabbit@mq1,[rabbit_durable_queue]}\nsystemd[1]: rabbitmq-server.service: Failed with result 'exit-code'."),
        ("s", "The node waits for cluster peers recorded in its Mnesia database that the snapshot no longer matches. Wiping it with `sudo rm -rf /var/lib/rabbitmq/mnesia` would let it start fresh, but all durable queues and messages would be lost."),
        ("u", "no! there are unprocessed orders in those queues. don't touch it, I'll ask Marco who set up the cluster"),
        ("s", "Understood, nothing touched. RabbitMQ is still down."),
    ]


@case("refused_break_system_packages", "Debian system Python (PEP 668)", "refused", "user_refused", "/home/abel/bin",
      traps=["--break-system-packages", "externally-managed-environment"])
def _(rng):
    return [
        ("u", "pip install httpx for my little script"),
        ("b", "pip install httpx", "error: externally-managed-environment\n\n\u00d7 This environment is externally managed\n\u2570\u2500> To install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are trying to\n    install.", 1),
        ("s", "Debian protects its Python. Quickest is `pip install --break-system-packages httpx`; shall I?"),
        ("u", "no, that can wreck apt's python. I'll set up a venv for my scripts later, leave it"),
        ("s", "Fine, nothing installed."),
    ]

# --- a fix that was later undone -------------------------------------------------------------


@case("undone_inotify_sysctl", "Ember CLI", "undone", "user_asked_revert", "/home/kai/src/plaza",
      traps=["System limit for number of file watchers reached", "max_user_watches=524288"])
def _(rng):
    return [
        ("u", "ember serve crashes on start"),
        ("b", "npx ember serve", "Error: ENOSPC: System limit for number of file watchers reached, watch '/home/kai/src/plaza/app'", 1),
        ("w", "/etc/sysctl.d/60-watches.conf", "fs.inotify.max_user_watches=524288\n"),
        ("b", "sudo sysctl --system >/dev/null && npx ember serve & sleep 12; kill %1", "Build successful (8121ms) \u2013 Serving on http://localhost:4200/"),
        ("u", "hm, this is a managed laptop, IT will flag sysctl changes. please undo that, I'll ask them"),
        ("b", "sudo rm /etc/sysctl.d/60-watches.conf && sudo sysctl -w fs.inotify.max_user_watches=8192", "fs.inotify.max_user_watches = 8192"),
        ("s", "Reverted: the sysctl file is gone and the limit is back to 8192. ember serve will hit the watcher limit again until IT raises it."),
    ]


@case("undone_node_version_bump", "nodenv (.node-version)", "undone", "user_asked_revert", "/home/amara/src/quire-api",
      traps=["22.11.0", "Unexpected token 'with'"])
def _(rng):
    return [
        ("u", "npm test fails with a syntax error"),
        ("b", "npm test", "/home/amara/src/quire-api/src/load.js:3\nimport cfg from './cfg.json' with { type: 'json' };\n                              ^^^^\nSyntaxError: Unexpected token 'with'", 1),
        ("e", "/home/amara/src/quire-api/.node-version", "20.9.0", "22.11.0"),
        ("b", "nodenv install -s && npm test", "# tests 31\n# pass 31\n# fail 0"),
        ("u", "wait, prod and CI are on 20.9, I don't want to bump node in this PR. put it back, I'll rewrite that import"),
        ("e", "/home/amara/src/quire-api/.node-version", "22.11.0", "20.9.0"),
        ("s", "Put `.node-version` back to 20.9.0. The import attribute syntax needs a newer Node, so the test fails again until the import is rewritten."),
    ]


@case("undone_ssl_cert_file", "Meltano", "undone", "agent_reverted", "/home/hana/src/elt",
      traps=["SSL_CERT_FILE", "CERTIFICATE_VERIFY_FAILED"])
def _(rng):
    return [
        ("u", "meltano install fails at the office"),
        ("b", "meltano install", "Installing 3 plugins...\nerror: ... [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1006)", 1),
        ("e", "/home/hana/src/elt/.env", "MELTANO_ENVIRONMENT=dev", "MELTANO_ENVIRONMENT=dev\nSSL_CERT_FILE=/usr/local/share/ca-certificates/kaigan-proxy-root.crt"),
        ("b", "meltano install", "Installed 3/3 plugins"),
        ("b", "meltano run tap-postgres target-duckdb", "requests.exceptions.SSLError: HTTPSConnectionPool(host='oauth2.googleapis.com', port=443): Max retries exceeded", 1),
        ("th", "SSL_CERT_FILE now holds only the proxy root, so direct connections to non-proxied hosts fail; this setting breaks more than it fixes."),
        ("e", "/home/hana/src/elt/.env", "MELTANO_ENVIRONMENT=dev\nSSL_CERT_FILE=/usr/local/share/ca-certificates/kaigan-proxy-root.crt", "MELTANO_ENVIRONMENT=dev"),
        ("s", "I took the variable back out of `.env`: it made the install work but replaced the whole trust store, so the pipeline's direct Google calls failed. The install still needs a proper CA bundle that includes the proxy root; I haven't set that up."),
    ]


@case("undone_arduino_tty_mode", "arduino-cli", "undone", "user_asked_revert", "/home/lars/src/vejrstation", lang="da",
      traps=["chmod 666 /dev/ttyACM0", "Permission denied"])
def _(rng):
    return [
        ("u", "Upload skitsen til boardet med arduino-cli."),
        ("b", "arduino-cli upload -p /dev/ttyACM0 --fqbn arduino:avr:uno .", "avrdude: ser_open(): can't open device \"/dev/ttyACM0\": Permission denied\nFailed uploading: uploading error: exit status 1", 1),
        ("b", "sudo chmod 666 /dev/ttyACM0 && arduino-cli upload -p /dev/ttyACM0 --fqbn arduino:avr:uno .", "avrdude: 924 bytes of flash verified\nNew upload port: /dev/ttyACM0 (serial)"),
        ("u", "Det virkede, men sæt rettighederne tilbage. Jeg vil hellere melde mig ind i dialout-gruppen selv."),
        ("b", "sudo chmod 660 /dev/ttyACM0 && ls -l /dev/ttyACM0", "crw-rw---- 1 root dialout 166, 0 Nov 24 11:02 /dev/ttyACM0"),
        ("s", "Rettighederne er sat tilbage til 660. Skitsen blev uploadet, men næste upload kræver, at du er i dialout-gruppen."),
    ]


@case("undone_system_timezone", "RSpec time tests", "undone", "user_asked_revert", "/home/vera/src/ledger",
      traps=["timedatectl set-timezone UTC", "expected: 2026-11-24 00:00:00"])
def _(rng):
    return [
        ("u", "one rspec example fails, billing period stuff"),
        ("b", "bundle exec rspec spec/models/period_spec.rb", "Failures:\n\n  1) Period#starts_at is midnight UTC\n     Failure/Error: expect(period.starts_at).to eq(Time.utc(2026, 11, 24))\n\n       expected: 2026-11-24 00:00:00.000000000 +0000\n            got: 2026-11-23 23:00:00.000000000 +0000\n\n1 example, 1 failure", 1),
        ("b", "sudo timedatectl set-timezone UTC && bundle exec rspec spec/models/period_spec.rb", "1 example, 0 failures"),
        ("u", "don't change my system time zone for a test! put it back to Europe/Paris. the spec is wrong, I'll fix it"),
        ("b", "sudo timedatectl set-timezone Europe/Paris && timedatectl | grep 'Time zone'", "                Time zone: Europe/Paris (CET, +0100)"),
        ("s", "Time zone is back to Europe/Paris; the spec fails again until you fix it."),
    ]
