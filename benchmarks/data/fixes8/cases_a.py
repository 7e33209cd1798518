"""fixes8 cases, part a: sessions that leave a fix memory (servers, system, C/C++, hardware)."""

from __future__ import annotations

import random

from kit import T, Case, fix, joined, noise

CASES: list[Case] = []


def case(name, stack, shape, variation, lang, pdir, expected, traps=()):
    def deco(fn):
        CASES.append(Case(name, stack, shape, variation, lang, pdir, fn, list(expected), list(traps)))
        return fn

    return deco


E_APACHE = "Invalid command 'ProxyPass', perhaps misspelled or defined by a module not included in the server configuration"


@case("apache_proxy_module", "apache2", "config", "plain", "en", "/home/dev/src/gatehouse",
      [fix(E_APACHE, ["a2enmod"], ["proxy_http"])])
def _(t: T, rng: random.Random) -> None:
    t.user("I added a reverse proxy vhost for the billing app in deploy/apache/billing.conf and copied it to sites-enabled. Can you check the config and reload apache?")
    t.say("I'll run a config test first so a broken vhost doesn't take the server down on reload.")
    t.bash("sudo apachectl configtest", joined(
        "AH00112: Warning: DocumentRoot [/var/www/legacy/htdocs] does not exist",
        "AH00558: apache2: Could not reliably determine the server's fully qualified domain name, using 127.0.1.1. Set the 'ServerName' directive globally to suppress this message",
        "AH00526: Syntax error on line 14 of /etc/apache2/sites-enabled/billing.conf:",
        E_APACHE,
        "Action 'configtest' failed.",
        "The Apache error log may have more information."), 1)
    t.read("/etc/apache2/sites-enabled/billing.conf", "<VirtualHost *:80>\n    ServerName billing.corp.example\n    ProxyPreserveHost On\n\n    ProxyPass        / http://127.0.0.1:8040/\n    ProxyPassReverse / http://127.0.0.1:8040/\n</VirtualHost>")
    t.say("The vhost itself looks right. `ProxyPass` comes from mod_proxy, and the HTTP backend needs mod_proxy_http; neither is enabled on this box. Enabling both:")
    t.bash("sudo a2enmod proxy proxy_http", "Enabling module proxy.\nConsidering dependency proxy for proxy_http:\nModule proxy already enabled\nEnabling module proxy_http.\nTo activate the new configuration, you need to run:\n  systemctl restart apache2")
    t.bash("sudo apachectl configtest", "AH00112: Warning: DocumentRoot [/var/www/legacy/htdocs] does not exist\nAH00558: apache2: Could not reliably determine the server's fully qualified domain name, using 127.0.1.1. Set the 'ServerName' directive globally to suppress this message\nSyntax OK")
    t.bash("sudo systemctl restart apache2 && curl -sI -H 'Host: billing.corp.example' http://127.0.0.1/ | head -1", "HTTP/1.1 200 OK")
    t.say("Done. The config test failed because mod_proxy/mod_proxy_http were not enabled; `sudo a2enmod proxy proxy_http` fixed it, the test says Syntax OK, and billing answers 200 through apache. The two warnings (legacy DocumentRoot, ServerName) were there before and are harmless.")


E_WG = "/usr/bin/wg-quick: line 32: resolvconf: command not found"


@case("wireguard_resolvconf_mt", "wireguard", "install", "plain", "mt", "/home/dev/src/netops",
      [fix(E_WG, ["openresolv"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Ħallini nqabbad il-VPN tal-uffiċċju: il-config qiegħed f'/etc/wireguard/wg0.conf. Tista' ttella' l-interface?")
    t.say("Sew, ser inħaddem `wg-quick up wg0`.")
    t.bash("sudo wg-quick up wg0", joined(
        "[#] ip link add wg0 type wireguard", "[#] wg setconf wg0 /dev/fd/63", "[#] ip -4 address add 10.44.0.7/32 dev wg0",
        "[#] ip link set mtu 1420 up dev wg0", "[#] resolvconf -a wg0 -m 0 -x", E_WG, "[#] ip link delete dev wg0"), 1)
    t.say("Il-config għandha linja `DNS = ...`, u għal dik wg-quick isejjaħ `resolvconf`, li mhux installat fuq din il-magna. Fuq Debian/Ubuntu il-pakkett li jipprovdih huwa `openresolv`.")
    t.user("Ok, installah imma tmissx il-config.")
    t.bash("sudo apt-get install -y openresolv", "Reading package lists... Done\nBuilding dependency tree... Done\nThe following NEW packages will be installed:\n  openresolv\n0 upgraded, 1 newly installed, 0 to remove and 3 not upgraded.\nSetting up openresolv (3.12.0-3) ...")
    t.bash("sudo wg-quick up wg0 && sudo wg show wg0 | head -4", "[#] ip link add wg0 type wireguard\n[#] wg setconf wg0 /dev/fd/63\n[#] ip -4 address add 10.44.0.7/32 dev wg0\n[#] ip link set mtu 1420 up dev wg0\n[#] resolvconf -a wg0 -m 0 -x\ninterface: wg0\n  public key: q3VwYk5uZ2lsZXN0aGVyZWZha2VrZXk9PQ==\n  private key: (hidden)\n  listening port: 51820")
    t.say("Lest. Il-VPN ma kinitx titla' għax `resolvconf` ma kienx hemm; installajt `openresolv` u issa `wg-quick up wg0` jirnexxi. Il-config ma missejtiex.")


E_ES = "max virtual memory areas vm.max_map_count [65530] is too low, increase to at least [262144]"


@case("elasticsearch_map_count_chatty", "elasticsearch", "setup", "chatty_user_asks_why", "en", "/home/dev/src/searchlab",
      [fix(E_ES, ["sysctl"], ["vm.max_map_count=262144"])])
def _(t: T, rng: random.Random) -> None:
    t.user("The search container keeps restarting when I bring up the stack. Can you look? Please explain what you find before changing anything on my machine.")
    t.bash("docker compose up -d && sleep 20 && docker compose logs --tail=40 es01", joined(
        noise(rng, ['es01  | {{"@timestamp":"2026-11-20T09:1{p}:0{i}.{k}Z", "log.level": "INFO", "message":"loaded module [x-pack-{h}]", "ecs.version": "1.2.0"}}',
                    'es01  | {{"@timestamp":"2026-11-20T09:1{p}:0{i}.{k}Z", "log.level": "INFO", "message":"using discovery type [single-node] and seed hosts providers [settings]"}}'], 14),
        'es01  | {"@timestamp":"2026-11-20T09:14:07.512Z", "log.level":"ERROR", "message":"node validation exception\\n[1] bootstrap checks failed. You must address the points described in the following [1] lines before starting Elasticsearch. For more information see [https://www.elastic.co/guide/en/elasticsearch/reference/8.15/bootstrap-checks.html]\\nbootstrap check failure [1] of [1]: ' + E_ES + '; for more information see [https://www.elastic.co/guide/en/elasticsearch/reference/8.15/_maximum_map_count_check.html]"}',
        'es01  | ERROR: Elasticsearch did not exit normally - check the logs at /usr/share/elasticsearch/logs/docker-cluster.log',
        "es01 exited with code 78"), 78)
    t.say("Found it. Elasticsearch runs bootstrap checks when it binds to a non-loopback address, and one fails: the kernel setting `vm.max_map_count` is 65530 and ES wants at least 262144 (it memory-maps its index files). This is a host kernel setting, not something in the compose file, so the container cannot fix it itself. I'd set it with `sysctl` on the host, and persist it in /etc/sysctl.d so it survives a reboot. OK to do that?")
    t.user("Why not just set discovery.type or disable the bootstrap checks in the compose file?")
    t.say("It already runs as single-node; the check still applies because of the network binding. Skipping the checks would hide the problem: ES can then fail later with out-of-memory errors on mmap once the indices grow. Raising the limit is the supported fix.")
    t.user("ok go ahead, persist it too")
    t.bash("sudo sysctl -w vm.max_map_count=262144 && echo 'vm.max_map_count=262144' | sudo tee /etc/sysctl.d/99-elasticsearch.conf", "vm.max_map_count = 262144\nvm.max_map_count=262144")
    t.bash("docker compose up -d es01 && sleep 25 && curl -s localhost:9200/_cluster/health", '{"cluster_name":"docker-cluster","status":"green","timed_out":false,"number_of_nodes":1,"number_of_data_nodes":1,"active_primary_shards":0}')
    t.say("The node is up and green. Cause: the host's vm.max_map_count was too low for Elasticsearch's bootstrap check; fixed with `sudo sysctl -w vm.max_map_count=262144`, persisted in /etc/sysctl.d/99-elasticsearch.conf.")


E_KERNEL = "make[1]: *** No rule to make target 'debian/canonical-certs.pem', needed by 'certs/x509_certificate_list'.  Stop."
E_KERNEL2 = "make[1]: *** No rule to make target 'debian/canonical-revoked-certs.pem', needed by 'certs/x509_revocation_list'.  Stop."


@case("kernel_trusted_keys_two_failures", "linux-kernel-make", "config", "two_failures_one_fix", "en", "/home/dev/src/linux-6.8",
      [fix(E_KERNEL, ["SYSTEM_TRUSTED_KEYS"], ["SYSTEM_REVOCATION_KEYS"])])
def _(t: T, rng: random.Random) -> None:
    t.user("I copied the running Ubuntu kernel config to .config to build 6.8 with my patch. `make -j2` dies early. Fix the build, not my patch.")
    t.bash("make -j2 2>&1 | tail -25", joined(
        noise(rng, ["  CC      kernel/sched/{h}.o", "  CC      drivers/base/{h}.o", "  AR      lib/lib.a", "  LD      arch/x86/boot/compressed/vmlinux", "  HOSTCC  scripts/kconfig/conf.o"], 20),
        E_KERNEL, "make: *** [Makefile:1921: certs] Error 2", "make: *** Waiting for unfinished jobs...."), 2)
    t.say("The Ubuntu config points CONFIG_SYSTEM_TRUSTED_KEYS at Canonical's certificate file, which only exists in their packaging tree. Let me check what else references debian/ in .config.")
    t.bash("grep -n 'debian/' .config", 'CONFIG_SYSTEM_TRUSTED_KEYS="debian/canonical-certs.pem"\nCONFIG_SYSTEM_REVOCATION_KEYS="debian/canonical-revoked-certs.pem"')
    t.say("Two keys point into debian/. I'll clear the trusted keys one first and see.")
    t.bash('scripts/config --set-str SYSTEM_TRUSTED_KEYS "" && make -j2 2>&1 | tail -4', joined(
        "  CC      certs/system_keyring.o", E_KERNEL2, "make: *** [Makefile:1921: certs] Error 2", "make: *** Waiting for unfinished jobs...."), 2)
    t.say("Same problem for the revocation list, as expected. Disabling both keys for this local build:")
    t.bash("scripts/config --disable SYSTEM_TRUSTED_KEYS --disable SYSTEM_REVOCATION_KEYS && make olddefconfig && make -j2 2>&1 | tail -3", "  OBJCOPY arch/x86/boot/setup.bin\n  BUILD   arch/x86/boot/bzImage\nKernel: arch/x86/boot/bzImage is ready  (#1)")
    t.say("The kernel builds. The distro .config referenced Canonical's certificate files (debian/canonical-certs.pem and the revoked list); `scripts/config --disable SYSTEM_TRUSTED_KEYS --disable SYSTEM_REVOCATION_KEYS` then `make olddefconfig` fixed both failures. Your patch is untouched.")


E_KVM = "Could not access KVM kernel module: Permission denied"


@case("qemu_kvm_group_ga", "qemu", "setup", "permission_fix", "ga", "/home/dev/src/tinyos",
      [fix(E_KVM, ["usermod"], ["kvm"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Rith `make run` le do thoil; tosaíonn sé an íomhá i QEMU le KVM.")
    t.bash("make run", "qemu-system-x86_64 -enable-kvm -m 512 -drive format=raw,file=build/os.img -serial stdio\n" + E_KVM + "\nqemu-system-x86_64: failed to initialize kvm: Permission denied\nmake: *** [Makefile:41: run] Error 1", 2)
    t.bash("ls -l /dev/kvm && id -nG", "crw-rw----+ 1 root kvm 10, 232 Nov 21 08:02 /dev/kvm\ndev adm cdrom sudo plugdev")
    t.say("Is leis an ngrúpa `kvm` /dev/kvm, agus níl tusa sa ghrúpa sin. Cuirfidh mé leis é agus rithfidh mé arís le `sg kvm` ionas nach gá logáil amach.")
    t.bash("sudo usermod -aG kvm dev && sg kvm -c 'make run' | head -5", "qemu-system-x86_64 -enable-kvm -m 512 -drive format=raw,file=build/os.img -serial stdio\nSeaBIOS (version 1.16.3-debian-1.16.3-2)\nBooting from Hard Disk...\ntinyos 0.3 booting\n[ok] paging enabled")
    t.say("Oibríonn sé. Ní raibh cead ag d'úsáideoir ar /dev/kvm; `sudo usermod -aG kvm dev` a réitigh é (logáil isteach arís, nó `sg kvm`, go dtí sin).")


E_ELECTRON = "The SUID sandbox helper binary was found, but is not configured correctly. Rather than run without sandboxing I'm aborting now."


@case("electron_sandbox_user_instead", "electron", "setup", "user_said_instead", "en", "/home/dev/src/notepadx",
      [fix(E_ELECTRON, ["chrome-sandbox"], ["chown root", "chown root:root"], ["4755"])], ["--no-sandbox"])
def _(t: T, rng: random.Random) -> None:
    t.user("npm start crashes right away after I reinstalled node_modules. Have a look.")
    t.bash("npm start", joined("", "> notepadx@0.9.2 start", "> electron .", "",
        "[31377:1121/101502.214390:FATAL:setuid_sandbox_host.cc(158)] " + E_ELECTRON + " You need to make sure that /home/dev/src/notepadx/node_modules/electron/dist/chrome-sandbox is owned by root and has mode 4755.",
        "/home/dev/src/notepadx/node_modules/electron/dist/electron exited with signal SIGTRAP"), 1)
    t.say("Electron's setuid sandbox helper lost its root ownership and setuid bit when node_modules was reinstalled. The quickest way to get going is to start it with `--no-sandbox`; I can add that to the start script.")
    t.user("No, don't do that - I don't want the app running unsandboxed, not even locally. Fix the helper's owner and mode the way the message says.")
    t.say("Understood, no `--no-sandbox`. Setting the owner to root and mode 4755 on the helper:")
    t.bash("sudo chown root:root node_modules/electron/dist/chrome-sandbox && sudo chmod 4755 node_modules/electron/dist/chrome-sandbox && ls -l node_modules/electron/dist/chrome-sandbox", "-rwsr-xr-x 1 root root 14952 Nov 21 10:11 node_modules/electron/dist/chrome-sandbox")
    t.bash("timeout 15 npm start; echo exit=$?", "\n> notepadx@0.9.2 start\n> electron .\n\n[main] window ready (1280x800)\n[main] loaded 3 recent files\nexit=124")
    t.say("The app starts with the sandbox on (the exit 124 is just my 15 s timeout). After a fresh `npm install` the helper needs `sudo chown root:root node_modules/electron/dist/chrome-sandbox && sudo chmod 4755 ...` again.")


E_GPG = "error: gpg failed to sign the data"


@case("git_gpg_tty_mk", "git-gpg", "invocation", "env_var", "mk", "/home/dev/src/ledgerkit",
      [fix(E_GPG, ["GPG_TTY"], kind="lesson")])
def _(t: T, rng: random.Random) -> None:
    t.user("Направи commit на промените во src/ со порака „fix rounding in VAT totals“. Кај нас commit-ите мора да се потпишани.")
    t.bash('git add src && git commit -S -m "fix rounding in VAT totals"', E_GPG + "\nfatal: failed to write commit object", 128)
    t.bash("echo test | gpg --clearsign > /dev/null; echo rc=$?", "gpg: signing failed: Inappropriate ioctl for device\ngpg: [stdin]: clear-sign failed: Inappropriate ioctl for device\nrc=2")
    t.say("gpg не може да го отвори терминалот за pinentry („Inappropriate ioctl for device“). Тоа обично значи дека `GPG_TTY` не е поставена во оваа школка. Ја поставувам и пробувам повторно.")
    t.bash('export GPG_TTY=$(tty) && git commit -S -m "fix rounding in VAT totals" && git log --show-signature -1 | head -3', "[main 4be21c9] fix rounding in VAT totals\n 2 files changed, 14 insertions(+), 6 deletions(-)\ncommit 4be21c9e0f1d2c3b4a5968778695a4b3c2d1e0f9\ngpg: Signature made Sat 21 Nov 2026 10:40:11 CET\ngpg: Good signature from \"Dev Tester <dev@ledger.example>\" [ultimate]")
    t.say("Готово, commit-от е потпишан. Причина: gpg немаше TTY; со `export GPG_TTY=$(tty)` (вреди да се стави во ~/.bashrc) потпишувањето работи.")


E_SSH = "Permissions 0644 for '/home/dev/.ssh/deploy_ed25519' are too open."


@case("ssh_key_too_open", "openssh", "setup", "permission_fix", "en", "/home/dev/src/sitegen",
      [fix(E_SSH, ["chmod 600", "chmod 0600"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Deploy the built site with ./deploy.sh, it rsyncs to the web host with the deploy key I just copied from my old laptop.")
    t.bash("./deploy.sh", joined("building... done (212 pages)", "rsync -az -e 'ssh -i ~/.ssh/deploy_ed25519' public/ deploy@web1.sitegen.example:/srv/site/",
        "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@", "@         WARNING: UNPROTECTED PRIVATE KEY FILE!          @", "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@",
        E_SSH, "It is required that your private key files are NOT accessible by others.", "This private key will be ignored.", "Load key \"/home/dev/.ssh/deploy_ed25519\": bad permissions",
        "deploy@web1.sitegen.example: Permission denied (publickey).", "rsync: connection unexpectedly closed (0 bytes received so far) [sender]", "rsync error: unexplained error (code 255) at io.c(232) [sender=3.2.7]"), 255)
    t.say("The key file came over as 0644, and ssh refuses private keys that others can read. Restricting it to the owner:")
    t.bash("chmod 600 ~/.ssh/deploy_ed25519 && ./deploy.sh", "building... done (212 pages)\nrsync -az -e 'ssh -i ~/.ssh/deploy_ed25519' public/ deploy@web1.sitegen.example:/srv/site/\ndeployed 212 pages")
    t.say("Deployed. The copied key was world-readable; `chmod 600 ~/.ssh/deploy_ed25519` fixed it.")


E_DIRENV = "direnv: error /home/dev/src/tidepool/.envrc is blocked. Run `direnv allow` to approve its content"


@case("direnv_blocked_be", "direnv", "setup", "plain", "be", "/home/dev/src/tidepool",
      [fix(E_DIRENV, ["direnv allow"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Я дадаў у .envrc DATABASE_URL для лакальнай базы. Запусці, калі ласка, `make test`.")
    t.bash("cd /home/dev/src/tidepool && make test", joined(E_DIRENV, "go test ./...",
        "--- FAIL: TestStore (0.00s)", "    store_test.go:22: DATABASE_URL is not set", "FAIL\tgithub.com/tidepool/app/store\t0.011s", "ok  \tgithub.com/tidepool/app/api\t0.214s", "FAIL", "make: *** [Makefile:9: test] Error 1"), 2)
    t.user("А чаму ён не бачыць зменную? Я ж яе дадаў.")
    t.say("Бо direnv не загружае .envrc, пакуль яго змест не ўхвалены: пасля кожнай змены файла ён блакуецца нанова. Я праверу змест і ўхвалю яго праз `direnv allow`.")
    t.read("/home/dev/src/tidepool/.envrc", "export DATABASE_URL=postgres://tide:tide@localhost:5432/tide_dev?sslmode=disable\nexport LOG_LEVEL=debug")
    t.bash("direnv allow . && eval \"$(direnv export bash)\" && make test", "direnv: loading ~/src/tidepool/.envrc\ndirenv: export +DATABASE_URL +LOG_LEVEL\ngo test ./...\nok  \tgithub.com/tidepool/app/store\t0.402s\nok  \tgithub.com/tidepool/app/api\t0.209s")
    t.say("Тэсты праходзяць. Пасля кожнай змены .envrc трэба зноў зрабіць `direnv allow`.")


E_ASDF = "No version is set for command node"


@case("asdf_tool_versions", "asdf", "setup", "version_manager_switch", "en", "/home/dev/src/quayside",
      [fix(E_ASDF, ["asdf set", "asdf local"], ["18.19.1"], kind="lesson")])
def _(t: T, rng: random.Random) -> None:
    t.user("Run the frontend unit tests (npm test in web/).")
    t.bash("cd web && npm test", E_ASDF + "\nConsider adding one of the following versions in your config file at /home/dev/src/quayside/web/.tool-versions\nnodejs 18.19.1\nnodejs 22.11.0", 126)
    t.read("/home/dev/src/quayside/web/package.json", '{\n  "name": "quayside-web",\n  "engines": { "node": ">=18 <19" },\n  "scripts": { "test": "vitest run" }\n}')
    t.say("asdf manages node here and no version is pinned for this folder. package.json wants node 18, and 18.19.1 is already installed, so I'll pin that for web/.")
    t.bash("cd web && asdf set nodejs 18.19.1 && cat .tool-versions && npm test 2>&1 | tail -4", "nodejs 18.19.1\n\n Test Files  31 passed (31)\n      Tests  204 passed (204)\n   Duration  7.91s")
    t.say("All 204 tests pass. web/ had no asdf version; `asdf set nodejs 18.19.1` (writes web/.tool-versions) matches the engines field.")


E_LFS = "This repository is configured for Git LFS but 'git-lfs' was not found on your path."


@case("git_lfs_missing_hy", "git-lfs", "install", "plain", "hy", "/home/dev/src/atlas-tiles",
      [fix(E_LFS, ["install git-lfs", "git lfs install"], ["git lfs pull"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Խնդրում եմ թարմացրու repo-ն (git pull) և գործարկիր tiles-ի թեստերը։")
    t.bash("git pull", "remote: Enumerating objects: 14, done.\nremote: Total 14 (delta 6), reused 0 (delta 0)\nUnpacking objects: 100% (14/14), 3.10 KiB | 1.03 MiB/s, done.\n" + E_LFS + " If you no longer wish to use Git LFS, remove this hook by deleting the 'post-merge' file in the hooks directory (set by 'core.hookspath'; usually '.git/hooks').", 1)
    t.bash("pytest -q tests/test_tiles.py 2>&1 | tail -3", "E   OSError: cannot identify image file 'fixtures/ocean_z3.png'\nFAILED tests/test_tiles.py::test_render_ocean - OSError: cannot identify image file\n1 failed, 11 passed in 1.84s", 1)
    t.say("Repo-ն Git LFS է օգտագործում, բայց `git-lfs`-ը տեղադրված չէ, այդ պատճառով PNG ֆայլերը մնացել են որպես ցուցիչներ (pointer)։ Տեղադրում եմ և ներբեռնում իրական ֆայլերը։")
    t.bash("sudo apt-get install -y git-lfs && git lfs install && git lfs pull", "Setting up git-lfs (3.4.1-1) ...\nUpdated git hooks.\nGit LFS initialized.\nDownloading LFS objects: 100% (23/23), 41 MB | 12 MB/s")
    t.bash("pytest -q tests/test_tiles.py 2>&1 | tail -1", "12 passed in 2.02s")
    t.say("Պատրաստ է։ Պատճառը՝ git-lfs-ը բացակայում էր. `sudo apt-get install git-lfs && git lfs install && git lfs pull`-ից հետո 12 թեստն էլ անցնում են։")


E_PANDOC = "pdflatex not found. Please select a different --pdf-engine or install pdflatex"


@case("pandoc_pdf_engine_flag", "pandoc", "invocation", "flag_added", "en", "/home/dev/src/handbook",
      [fix(E_PANDOC, ["--pdf-engine=xelatex"], kind="lesson")])
def _(t: T, rng: random.Random) -> None:
    t.user("Make the PDF of the handbook: pandoc chapters/*.md -o handbook.pdf. The machine has texlive-xetex but I'd rather not install more TeX.")
    t.bash("pandoc chapters/*.md --toc -o handbook.pdf", E_PANDOC, 47)
    t.bash("which xelatex lualatex pdflatex", "/usr/bin/xelatex", 1)
    t.say("Only xelatex is installed, and you don't want more TeX, so I'll point pandoc at it instead of the default pdflatex.")
    t.bash("pandoc chapters/*.md --toc --pdf-engine=xelatex -o handbook.pdf && ls -l handbook.pdf", "[WARNING] Missing character: There is no ⟶ (U+27F6) in font lmroman10-regular:mapping=tex-text;!\n-rw-r--r-- 1 dev dev 412733 Nov 22 09:12 handbook.pdf")
    t.say("handbook.pdf is built with `--pdf-engine=xelatex` (one missing-glyph warning for the long arrow in chapter 4, harmless).")


E_TIDY = 'Could not auto-detect compilation database for file "src/parser.cpp"'


@case("clang_tidy_compile_db", "clang-tidy", "invocation", "two_step_fix", "en", "/home/dev/src/quill",
      [fix(E_TIDY, ["CMAKE_EXPORT_COMPILE_COMMANDS"], ["-p build"], kind="lesson")])
def _(t: T, rng: random.Random) -> None:
    t.user("Run clang-tidy on src/parser.cpp, I want to see the modernize warnings.")
    t.bash("clang-tidy src/parser.cpp", "Error while trying to load a compilation database:\n" + E_TIDY + "\nNo compilation database found in /home/dev/src/quill/src or any parent directory\nfixed-compilation-database: Error while opening fixed database: No such file or directory\njson-compilation-database: Error while opening JSON database: No such file or directory\nRunning without flags.\n/home/dev/src/quill/src/parser.cpp:3:10: error: 'quill/token.hpp' file not found [clang-diagnostic-error]\n    3 | #include \"quill/token.hpp\"\n      |          ^~~~~~~~~~~~~~~~~\n1 error generated.\nError while processing /home/dev/src/quill/src/parser.cpp.", 1)
    t.say("clang-tidy needs the compile commands to know the include paths. CMake writes them when asked, then I point clang-tidy at the build folder.")
    t.bash("cmake -S . -B build -G Ninja -DCMAKE_EXPORT_COMPILE_COMMANDS=ON | tail -2", "-- Generating done (0.0s)\n-- Build files have been written to: /home/dev/src/quill/build")
    t.bash("clang-tidy -p build src/parser.cpp --checks='-*,modernize-*' 2>&1 | tail -6", "/home/dev/src/quill/src/parser.cpp:41:5: warning: use 'auto' when initializing with a cast to avoid duplicating the type name [modernize-use-auto]\n/home/dev/src/quill/src/parser.cpp:88:10: warning: use nullptr [modernize-use-nullptr]\n/home/dev/src/quill/src/parser.cpp:120:3: warning: use range-based for loop instead [modernize-loop-convert]\n3 warnings generated.")
    t.say("Three modernize warnings (lines 41, 88, 120). For this repo: configure with `-DCMAKE_EXPORT_COMPILE_COMMANDS=ON`, then run `clang-tidy -p build ...`.")


E_SPARK = "Failed to find data source: kafka. Please deploy the application as per the deployment section of Structured Streaming + Kafka Integration Guide."


@case("spark_kafka_packages_az", "spark-submit", "invocation", "flag_added", "az", "/home/dev/src/clickstream",
      [fix(E_SPARK, ["--packages"], ["spark-sql-kafka-0-10"], kind="lesson")])
def _(t: T, rng: random.Random) -> None:
    t.user("jobs/sessionize.py-ni lokal Spark-da işə sal, Kafka localhost:9092-dədir.")
    t.bash("spark-submit jobs/sessionize.py --brokers localhost:9092", joined(
        noise(rng, ["26/11/22 10:0{p} INFO SparkContext: Added JAR file:/home/dev/.ivy2/jars/{h}.jar", "26/11/22 10:0{p} INFO ResourceUtils: ==============================================================",
                    "26/11/22 10:0{p} INFO SecurityManager: Changing view acls to: dev", "26/11/22 10:0{p} INFO Utils: Successfully started service 'sparkDriver' on port 4{k}.",
                    "26/11/22 10:0{p} WARN NativeCodeLoader: Unable to load native-hadoop library for your platform... using builtin-java classes where applicable"], 18),
        "Traceback (most recent call last):", '  File "/home/dev/src/clickstream/jobs/sessionize.py", line 31, in <module>', '    .load()',
        "pyspark.errors.exceptions.captured.AnalysisException: [DATA_SOURCE_NOT_FOUND] " + E_SPARK + " SQLSTATE: 42K02",
        "26/11/22 10:03:14 INFO SparkContext: Invoking stop() from shutdown hook"), 1)
    t.say("Kafka konnektoru Spark-ın özündə yoxdur; onu `--packages` ilə Spark və Scala versiyasına uyğun verməliyik. Versiyanı yoxlayıram.")
    t.bash("spark-submit --version 2>&1 | grep -E 'version [0-9]|Scala'", "   /___/ .__/\\_,_/_/ /_/\\_\\   version 3.5.3\nUsing Scala version 2.12.18, OpenJDK 64-Bit Server VM, 17.0.13")
    t.bash("spark-submit --packages org.apache.spark:spark-sql-kafka-0-10_2.12:3.5.3 jobs/sessionize.py --brokers localhost:9092 2>&1 | tail -3", "26/11/22 10:06:40 INFO MicroBatchExecution: Streaming query made progress: batch 0\n26/11/22 10:06:52 INFO MicroBatchExecution: Streaming query made progress: batch 1\nsessions written: 1840")
    t.say("İşləyir. Kafka mənbəyi üçün `--packages org.apache.spark:spark-sql-kafka-0-10_2.12:3.5.3` əlavə etmək lazımdır (Spark 3.5.3, Scala 2.12).")


E_ARDUINO = "Error during build: Platform 'arduino:avr' not found: platform not installed"


@case("arduino_core_from_readme", "arduino-cli", "install", "found_in_readme", "en", "/home/dev/src/soilprobe",
      [fix(E_ARDUINO, ["core install"])])
def _(t: T, rng: random.Random) -> None:
    t.user("Compile the sketch for the Uno, new laptop so things may be missing.")
    t.bash("arduino-cli compile --fqbn arduino:avr:uno firmware/", E_ARDUINO + "\nPlatform 'arduino:avr' not found: platform not installed", 1)
    t.say("Let me see what the README says about setting up the toolchain before guessing.")
    t.read("/home/dev/src/soilprobe/README.md", "# soilprobe\n\nMoisture probe firmware for the Uno.\n\n## Setup\n\n    arduino-cli core update-index\n    arduino-cli core install arduino:avr\n    arduino-cli lib install \"DHT sensor library\"\n\n## Build\n\n    arduino-cli compile --fqbn arduino:avr:uno firmware/")
    t.bash('arduino-cli core update-index && arduino-cli core install arduino:avr && arduino-cli lib install "DHT sensor library"', "Downloading index: package_index.tar.bz2 downloaded\nDownloading packages...\narduino:avr-gcc@7.3.0-atmel3.6.1-arduino7 downloaded\narduino:avrdude@6.3.0-arduino17 downloaded\nInstalling platform arduino:avr@1.8.6...\nPlatform arduino:avr@1.8.6 installed\nInstalled DHT sensor library@1.4.6")
    t.bash("arduino-cli compile --fqbn arduino:avr:uno firmware/", "Sketch uses 9418 bytes (29%) of program storage space. Maximum is 32256 bytes.\nGlobal variables use 611 bytes (29%) of dynamic memory, leaving 1437 bytes for local variables. Maximum is 2048 bytes.")
    t.say("Compiles (29% flash). I followed the README's setup: `arduino-cli core install arduino:avr` plus the DHT library.")


E_VERILATOR = "%Error: rtl/top.sv:18:3: Cannot find file containing module: 'uart_tx'"


@case("verilator_search_path", "verilator", "invocation", "flag_added", "en", "/home/dev/src/fpga-uart",
      [fix(E_VERILATOR, ["-y rtl", "-Irtl"], kind="lesson")])
def _(t: T, rng: random.Random) -> None:
    t.user("Lint the top module with verilator before I push.")
    t.bash("verilator --lint-only -Wall rtl/top.sv", joined(
        "%Warning-UNUSEDSIGNAL: rtl/top.sv:9:15: Signal is not used: 'dbg'", "                                     : ... note: In instance 'top'",
        "    9 |   logic [7:0] dbg;", "      |               ^~~", "                      ... For warning description see https://verilator.org/warn/UNUSEDSIGNAL?v=5.028",
        E_VERILATOR, "   18 |   uart_tx #(.CLKS_PER_BIT(217)) u_tx (", "      |   ^~~~~~~", "        ... Looked in:", "             uart_tx", "             uart_tx.v", "             uart_tx.sv",
        "%Error: Exiting due to 1 error(s)"), 1)
    t.say("uart_tx lives in rtl/uart_tx.sv; verilator only looks in the current folder unless given a module search path.")
    t.bash("verilator --lint-only -Wall -Wno-UNUSEDSIGNAL -y rtl rtl/top.sv && echo lint-ok", "lint-ok")
    t.say("Lint is clean with `-y rtl` (module search path). I silenced UNUSEDSIGNAL for the debug bus; drop that flag if you want to see it.")
