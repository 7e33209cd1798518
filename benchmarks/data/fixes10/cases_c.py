"""fixes10 cases, part C: sessions that must leave no memory. Gave up after several tries; a
rerun passed by coincidence; the user took over; the fix was the command the error itself
printed, run as printed; a fix later reverted; a one-off edit of the project's own code."""

from __future__ import annotations

from kit import case, noisy  # noqa: F401

# --- gave up after several tries (the error changes, nothing is fixed) ---

@case("agda_stdlib_gave_up", "Agda", "gave_up", "several_tries_no_fix", "/home/marta/proofs/lattices",
      traps=["Failed to find source of module Data.Nat", "~/.agda/defaults", "standard-library-2.1"])
def _(t, rng):
    t.user("typecheck Lattices.agda")
    t.bash("agda src/Lattices.agda", "Checking Lattices (/home/marta/proofs/lattices/src/Lattices.agda).\n/home/marta/proofs/lattices/src/Lattices.agda:3,8-16\nFailed to find source of module Data.Nat in any of the following\nlocations:\n  /home/marta/proofs/lattices/src/Data/Nat.agda\n  /home/marta/proofs/lattices/src/Data/Nat.lagda\nwhen scope checking the declaration\n  open import Data.Nat", 42)
    t.bash("echo standard-library >> ~/.agda/defaults && agda src/Lattices.agda", "Library 'standard-library' not found.\nAdd the path to its .agda-lib file to\n  '/home/marta/.agda/libraries'\nto install.", 42)
    t.bash("ls /usr/share/agda-stdlib 2>/dev/null; ls ~/.agda", "defaults")
    t.bash("git clone --depth 1 -b v2.1 https://github.com/agda/agda-stdlib ~/src/agda-stdlib && echo ~/src/agda-stdlib/standard-library.agda-lib >> ~/.agda/libraries && agda src/Lattices.agda", "Cloning into '/home/marta/src/agda-stdlib'...\n/home/marta/src/agda-stdlib/src/Algebra/Core.agda:1,1-1\nThe library standard-library-2.1 requires Agda version >= 2.6.4, but this is Agda 2.6.2.2", 42)
    t.say("Each try got a different error; now the stdlib version needs a newer Agda than the distro's 2.6.2.2, and I can't upgrade Agda here without cabal and an hour of building. I've stopped: which Agda and stdlib versions does the course expect? I'll undo the `~/.agda/defaults` line if you want.")


@case("openscad_cgal_gave_up", "OpenSCAD", "gave_up", "several_tries_no_fix", "/home/jonas/cad/enclosure", lang="fi",
      traps=["CGAL ERROR: assertion violation", "--backend=manifold", "fusermount"])
def _(t, rng):
    t.user("Voitko viedä kotelon STL:ksi? openscad kaatuu.")
    t.bash("openscad -o out/enclosure.stl enclosure.scad", "Geometries in cache: 41\nCGAL Cache insert: difference(){cube([80,50,30],center=false);...} (17 verts)\nERROR: CGAL error in CGALUtils::applyBinaryOperator difference: CGAL ERROR: assertion violation!\nExpr: e->incident_sface() != SFace_const_handle()\nExecution aborted", 1)
    t.bash("openscad --backend=manifold -o out/enclosure.stl enclosure.scad", "openscad: unrecognised option '--backend=manifold'", 1)
    t.bash("curl -sLo /tmp/OpenSCAD.AppImage https://files.openscad.example/snapshots/OpenSCAD-2026.11-x86_64.AppImage && chmod +x /tmp/OpenSCAD.AppImage && /tmp/OpenSCAD.AppImage --backend=manifold -o out/enclosure.stl enclosure.scad", "fuse: device not found, try 'modprobe fuse' first\n\nCannot mount AppImage, please check your FUSE setup.\nYou might still be able to extract the contents of this AppImage\nif you run it with the --appimage-extract option.\nopen dir error: No such file or directory\nfusermount: failed to open /etc/fuse.conf: No such file or directory", 127)
    t.bash("rm -f /tmp/OpenSCAD.AppImage", "")
    t.say("Lopetan tähän: jakelun OpenSCAD ei tunne manifold-taustaa, ja uusi AppImage ei käynnisty ilman FUSEa tässä kontissa. Vika on luultavasti mallissa (yhteiset pinnat difference-operaatiossa). Haluatko, että katson mallia, vai asennatko uudemman OpenSCADin itse?")


@case("kicad_board_version_gave_up", "KiCad CLI", "gave_up", "several_tries_no_fix", "/home/ade/hw/sensorboard",
      traps=["Failed to load board", "kicad-cli 8.0", "20241229"])
def _(t, rng):
    t.user("export gerbers for sensorboard rev C")
    t.bash("kicad-cli pcb export gerbers -o fab/ sensorboard.kicad_pcb", "Loading board\nFailed to load board", 1)
    t.bash("head -2 sensorboard.kicad_pcb; kicad-cli version", "(kicad_pcb\n\t(version 20241229)\n8.0.6")
    t.say("The board was saved by KiCad 9 (file version 20241229); kicad-cli 8.0 cannot read it.")
    t.bash("sudo add-apt-repository -y ppa:kicad/kicad-9.0-releases && sudo apt-get install -y kicad", "E: Unable to locate package kicad\nW: Failed to fetch https://ppa.launchpadcontent.net/kicad/kicad-9.0-releases/ubuntu/dists/oracular/InRelease  404  Not Found", 100)
    t.bash("sudo add-apt-repository -y --remove ppa:kicad/kicad-9.0-releases", "Removing ppa")
    t.say("I can't get KiCad 9 on this release (the PPA has no build for it) and downgrading the file would lose data. Not exported; could you export from your KiCad 9 install, or tell me which machine has it?")


@case("istio_webhook_gave_up", "Istio istioctl", "gave_up", "several_tries_no_fix", "/home/priscila/platform/mesh",
      traps=["context deadline exceeded", "--set values.global.proxy.resources", "failed calling webhook"])
def _(t, rng):
    t.user("install istio on the lab cluster with our profile")
    t.bash("istioctl install -f profile.yaml -y", "\u2714 Istio core installed\n\u2718 Istiod encountered an error: failed to wait for resource: resources not ready after 5m0s: context deadline exceeded\n  Deployment/istio-system/istiod (container failed to start: ImagePullBackOff)\nError: failed to install manifests: errors occurred during operation", 1)
    t.bash("kubectl -n istio-system describe pod -l app=istiod | grep -A2 Events", "Events:\n  Warning  Failed  2m  kubelet  Failed to pull image \"registry.lab.example/istio/pilot:1.24.1\": 401 Unauthorized")
    t.bash("kubectl -n istio-system create secret docker-registry lab-pull --docker-server=registry.lab.example --docker-username=ci --docker-password=$(cat ~/.lab-registry) && istioctl install -f profile.yaml --set values.global.imagePullSecrets[0]=lab-pull -y", "\u2714 Istio core installed\n\u2714 Istiod installed\n\u2718 Ingress gateways encountered an error: failed to wait for resource: Internal error occurred: failed calling webhook \"namespace.sidecar-injector.istio.io\": failed to call webhook: Post \"https://istiod.istio-system.svc:443/inject\": context deadline exceeded", 1)
    t.bash("istioctl install -f profile.yaml --set values.global.imagePullSecrets[0]=lab-pull --set values.global.proxy.resources.requests.cpu=50m -y", "\u2714 Istio core installed\n\u2714 Istiod installed\n\u2718 Ingress gateways encountered an error: failed to wait for resource: Internal error occurred: failed calling webhook \"namespace.sidecar-injector.istio.io\": failed to call webhook: Post \"https://istiod.istio-system.svc:443/inject\": context deadline exceeded", 1)
    t.say("I'm stopping here. The pull error is gone but the API server cannot reach istiod's webhook on 443, which on this cluster is likely a firewall rule between control plane and nodes that I can't see or change. Nothing useful is fixed yet; the lab-pull secret is in istio-system if you want to keep it.")


@case("kmp_ios_on_linux_gave_up", "Kotlin Multiplatform", "gave_up", "several_tries_no_fix", "/home/viktor/mobile/shelfy",
      traps=["linkDebugFrameworkIosArm64", "kotlin.native.ignoreDisabledTargets", "enableKlibsCrossCompilation"])
def _(t, rng):
    t.user("can you build the iOS framework too")
    t.bash("./gradlew :shared:linkDebugFrameworkIosArm64", "> Task :shared:linkDebugFrameworkIosArm64 SKIPPED\nw: The following Kotlin/Native targets cannot be built on this machine and are disabled:\niosArm64, iosSimulatorArm64, iosX64\nTo hide this message, add 'kotlin.native.ignoreDisabledTargets=true' to the Gradle properties.\n\nBUILD SUCCESSFUL in 14s", 0)
    t.bash("ls shared/build/bin/iosArm64/debugFramework 2>&1", "ls: cannot access 'shared/build/bin/iosArm64/debugFramework': No such file or directory", 2)
    t.bash("./gradlew :shared:linkDebugFrameworkIosArm64 -Pkotlin.native.enableKlibsCrossCompilation=true", "> Task :shared:compileKotlinIosArm64\n> Task :shared:linkDebugFrameworkIosArm64 FAILED\ne: Could not find 'xcrun'. Linking iOS binaries requires Xcode on a macOS host.\n\nFAILURE: Build failed with an exception.\n\nBUILD FAILED in 51s", 1)
    t.say("The first run reported success but skipped every iOS target; with cross-compilation on, the klibs compile but linking needs xcrun: Kotlin/Native needs macOS with Xcode for the framework. Setting `kotlin.native.ignoreDisabledTargets` would only hide the warning. I can't build the iOS framework on this Linux box; it has to run on the Mac runner.")


# --- a rerun passed; whatever changed before it did not matter ---

@case("cockroach_not_accepting_rerun", "CockroachDB", "coincidence", "plain_rerun", "/home/anouk/svc/tallyhq",
      traps=["server is not accepting clients", "--insecure"])
def _(t, rng):
    t.user("apply the schema to the local cockroach")
    t.bash("cockroach sql --url 'postgresql://root@localhost:26257/tally?sslmode=disable' -f schema.sql", "ERROR: server is not accepting clients, try another node\nSQLSTATE: 57P01\nFailed running \"sql\"", 1)
    t.bash("sleep 5; cockroach sql --url 'postgresql://root@localhost:26257/tally?sslmode=disable' -f schema.sql", "CREATE TABLE\nCREATE TABLE\nCREATE INDEX")
    t.say("Schema applied. The first try hit the node while it was still starting (the container was 8 seconds old); the same command worked a moment later. Nothing else changed; no `--insecure` fiddling needed.")


@case("minio_not_initialized_rerun", "MinIO mc", "coincidence", "change_did_not_matter", "/home/grete/data/lakehouse", lang="lv",
      traps=["Server not initialized", "mc alias remove"])
def _(t, rng):
    t.user("Izveido bucket 'raw' lokālajā MinIO, lūdzu.")
    t.bash("mc mb local/raw", "mc: <ERROR> Unable to make bucket `local/raw`. Server not initialized yet, please try again.", 1)
    t.bash("mc alias remove local && mc alias set local http://127.0.0.1:9000 minio minio-lakehouse-dev && mc mb local/raw", "Removed `local` successfully.\nAdded `local` successfully.\nBucket created successfully `local/raw`.")
    t.say("Bucket ir izveidots. Godīgi sakot, alias pārveidošana neko nemainīja (adrese un atslēgas ir tās pašas); serveris vienkārši vēl startējās, un otrais mēģinājums nāca pēc dažām sekundēm.")


@case("robot_output_dir_rerun", "Robot Framework + Browser", "coincidence", "change_did_not_matter", "/home/nkosi/qa/portal-e2e",
      traps=["did not appear in 5 seconds", "rm -rf output"])
def _(t, rng):
    t.user("run the login suite")
    t.bash("robot --outputdir output tests/login.robot", "==============================================================================\nLogin\n==============================================================================\nValid Login                                                           | PASS |\nLogout Clears Session                                                 | FAIL |\nTimeoutError: locator.click: Timeout 5000ms exceeded.\nElement 'id=logout' did not appear in 5 seconds.\n------------------------------------------------------------------------------\nLogin                                                                 | FAIL |\n2 tests, 1 passed, 1 failed", 1)
    t.bash("rm -rf output && robot --outputdir output tests/login.robot", "Valid Login                                                           | PASS |\nLogout Clears Session                                                 | PASS |\n------------------------------------------------------------------------------\nLogin                                                                 | PASS |\n2 tests, 2 passed, 0 failed")
    t.say("Both pass now. Removing output/ cannot have affected the browser; the logout button was just slow on the first run (the staging app was cold). I'd call it a flake, not a fix.")


@case("nats_context_rerun", "NATS CLI", "coincidence", "change_did_not_matter", "/home/ioana/svc/courier",
      traps=["no servers available for connection", "nats context select"])
def _(t, rng):
    t.user("publish a test order event to nats")
    t.bash("nats pub orders.created '{\"id\":\"t-1\"}'", "nats: error: nats: no servers available for connection", 1)
    t.bash("nats context select local && nats pub orders.created '{\"id\":\"t-1\"}'", "NATS Configuration Context \"local\"\n\n  Server URLs: nats://127.0.0.1:4222\n\n11:22:06 Published 12 bytes to \"orders.created\"")
    t.bash("docker ps --format '{{.Names}} {{.Status}}' | grep nats", "courier-nats-1 Up 19 seconds")
    t.say("Published. The context was already `local`; what changed is that the nats container had just restarted (up 19 seconds). The rerun worked because the server came back, not because of my command.")


@case("ollama_app_rerun", "Ollama", "coincidence", "plain_rerun", "/home/salma/ml/summarise", lang="tl",
      traps=["could not connect to ollama app", "ollama serve"])
def _(t, rng):
    t.user("Pakipatakbo ang summarise script gamit ang ollama.")
    t.bash("python summarise.py notes/2026-11.md", "Error: could not connect to ollama app, is it running?", 1)
    t.bash("systemctl --user status ollama | head -3", "\u25cf ollama.service - Ollama\n     Active: active (running) since Sat 2026-11-14 08:58:41 UTC; 6s ago")
    t.bash("python summarise.py notes/2026-11.md", "Summary (llama3.2): Three releases, one outage on the 9th, onboarding of two new people.")
    t.say("Gumana na. Kakasimula lang ng ollama service (6 segundo) noong unang takbo, kaya inulit ko lang ang parehong utos. Hindi ko kinailangan ang `ollama serve`.")


# --- the user took over ---

@case("tilt_prod_context_user", "Tilt", "user_took_over", "user_fixed_it", "/home/mateus/dev/shopfront",
      traps=["allow_k8s_contexts", "potentially a production cluster"])
def _(t, rng):
    t.user("tilt up for shopfront")
    t.bash("tilt ci --timeout 2m", "Tiltfile:1: Stop! default is potentially a production cluster.\nIf you're sure you want to deploy there, add:\n  allow_k8s_contexts('default')\nto your Tiltfile. Otherwise, switch k8s contexts and restart Tilt.", 1)
    t.say("Tilt refuses the `default` context. I won't add `allow_k8s_contexts('default')` without knowing what that cluster is. Which context should this use?")
    t.user("default is the shared staging one, careful. I switched to my kind cluster myself, just run it again")
    t.bash("kubectl config current-context && tilt ci --timeout 2m", "kind-mateus\nLoading Tiltfile at: /home/mateus/dev/shopfront/Tiltfile\n     web \u2502 Build Complete in 14.2s\nSUCCESS. All workloads are healthy.")
    t.say("Healthy on kind-mateus.")


@case("puppet_cert_user", "Puppet agent", "user_took_over", "user_fixed_it", "/home/kofi/ops/puppet-control",
      traps=["does not match the agent's private key", "rm -rf /etc/puppetlabs/puppet/ssl"])
def _(t, rng):
    t.user("run puppet on web-03 and see why it fails")
    t.bash("ssh web-03.ops.example sudo puppet agent -t", "Info: Creating a new RSA SSL key for web-03.ops.example\nError: Could not request certificate: The certificate retrieved from the master does not match the agent's private key. Did you forget to run as root?\nCertificate fingerprint: 4B:11:9E:02:77:AC:5D:13:F0:88:21:6C:3A:9B:E4:5F:10:2C:07:BB:D6:41:93:8E:0A:52:C7:7F:19:E8:64:AA\nExiting; failed to retrieve certificate and waitforcert is disabled", 1)
    t.say("The node's key was regenerated (rebuild?) while the server still has the old cert. The usual path is to clean the cert on the server and `rm -rf /etc/puppetlabs/puppet/ssl` on the node. Shall I?")
    t.user("no, the CA is mine, I'll clean it on the puppetserver. wait")
    t.user("done, cleaned and removed the node ssl dir. try again")
    t.bash("ssh web-03.ops.example sudo puppet agent -t --waitforcert 30", "Info: Certificate for web-03.ops.example has not been signed yet\nInfo: Downloaded certificate for web-03.ops.example from https://puppet.ops.example:8140/puppet-ca/v1\nNotice: Applied catalog in 11.84 seconds")
    t.say("Catalog applied on web-03.")


@case("velero_bsl_user", "Velero", "user_took_over", "user_fixed_it", "/home/hanne/k8s/backup", lang="cy",
      traps=["BackupStorageLocation", "Unavailable"])
def _(t, rng):
    t.user("Rheda backup velero o'r namespace billing, os gweli di'n dda.")
    t.bash("velero backup create billing-1114 --include-namespaces billing --wait", "Backup request \"billing-1114\" submitted successfully.\nWaiting for backup to complete. You may safely press ctrl-c to stop waiting - your backup will continue in the background.\n.\nBackup completed with status: FailedValidation. You may check for more information using the commands `velero backup describe billing-1114` and `velero backup logs billing-1114`.", 1)
    t.bash("velero backup-location get", "NAME      PROVIDER   BUCKET/PREFIX        PHASE         LAST VALIDATED                  ACCESS MODE   DEFAULT\ndefault   aws        k8s-backups/prod     Unavailable   2026-11-14 09:31:02 +0000 UTC   ReadWrite     true")
    t.say("Mae'r BackupStorageLocation yn Unavailable: mae'r credential i'r bwced wedi methu, mae'n debyg. Wyt ti eisiau i mi edrych ar y secret?")
    t.user("Na, fi sy'n rheoli'r bwced. Rydw i wedi adnewyddu'r allwedd yn y consol. Rho gynnig arall arni.")
    t.bash("velero backup create billing-1114b --include-namespaces billing --wait", "Backup request \"billing-1114b\" submitted successfully.\n..........\nBackup completed with status: Completed.")
    t.say("Wedi gorffen: billing-1114b wedi'i gwblhau.")


@case("bind_serial_user", "BIND named", "user_took_over", "user_fixed_it", "/home/arnav/dns/zones",
      traps=["not loaded due to errors", "2026111401"])
def _(t, rng):
    t.user("reload the lab zone after my edit")
    t.bash("sudo named-checkzone lab.example db.lab.example", "db.lab.example:14: ns2.lab.example: bad owner name (check-names)\nzone lab.example/IN: loading from master file db.lab.example failed: bad owner name (check-names)\nzone lab.example/IN: not loaded due to errors.", 1)
    t.say("Line 14 has an owner name check-names rejects. I can fix the line and bump the serial to 2026111401 if you like.")
    t.user("no I'll do it, it's my typo, I have another change to make there anyway")
    t.user("ok fixed and bumped. reload")
    t.bash("sudo named-checkzone lab.example db.lab.example && sudo rndc reload lab.example", "zone lab.example/IN: loaded serial 2026111402\nOK\nzone reload queued")
    t.say("Zone loads (serial 2026111402) and the reload is queued.")


# --- the fix was the command the error printed, run as printed ---

@case("playwright_install_printed", "Playwright test", "printed_fix", "ran_printed_command", "/home/irene/web/checkout-e2e",
      traps=["npx playwright install", "Executable doesn't exist"])
def _(t, rng):
    t.user("run the e2e tests")
    t.bash("npx playwright test", "Running 14 tests using 2 workers\n\n  1) [chromium] \u203a cart.spec.ts:8:5 \u203a adds item\n\n    Error: browserType.launch: Executable doesn't exist at /home/irene/.cache/ms-playwright/chromium-1148/chrome-linux/chrome\n    \u2554\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2557\n    \u2551 Looks like Playwright was just installed or updated.    \u2551\n    \u2551 Please run the following command to download new browsers: \u2551\n    \u2551                                                         \u2551\n    \u2551     npx playwright install                              \u2551\n    \u255a\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u255d\n\n  14 failed", 1)
    t.bash("npx playwright install", "Downloading Chromium 131.0.6778.33 (playwright build v1148) from https://playwright.azureedge.net/builds/chromium/1148/chromium-linux.zip\n|\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0| 100% of 164.6 MiB\nChromium 131.0.6778.33 (playwright build v1148) downloaded to /home/irene/.cache/ms-playwright/chromium-1148")
    t.bash("npx playwright test", "Running 14 tests using 2 workers\n  14 passed (38.1s)")
    t.say("14/14 pass after downloading the browsers as the error asked.")


@case("wrangler_nodejs_compat_printed", "Cloudflare Wrangler", "printed_fix", "ran_printed_edit", "/home/lior/edge/shortlinks",
      traps=["nodejs_compat", "Could not resolve \"node:crypto\""])
def _(t, rng):
    t.user("wrangler dev fails after I added the hashing helper")
    t.bash("npx wrangler dev", "\u2718 [ERROR] Could not resolve \"node:crypto\"\n\n    src/hash.ts:1:24:\n      1 \u2502 import { createHash } from \"node:crypto\";\n        \u2575                         ~~~~~~~~~~~~~\n\n  The package \"node:crypto\" wasn't found on the file system but is built into node.\n  - Add the \"nodejs_compat\" compatibility flag to your project.", 1)
    t.edit("/home/lior/edge/shortlinks/wrangler.toml", 'compatibility_date = "2026-10-01"', 'compatibility_date = "2026-10-01"\ncompatibility_flags = ["nodejs_compat"]')
    t.bash("timeout 20 npx wrangler dev", "\u2394 Starting local server...\n[wrangler:inf] Ready on http://localhost:8787")
    t.say("Running: added the flag the error named to wrangler.toml.")


@case("mise_trust_printed", "mise", "printed_fix", "ran_printed_command", "/home/oren/src/ticketing",
      traps=["mise trust", "are not trusted"])
def _(t, rng):
    t.user("run the tests")
    t.bash("mise run test", "mise ERROR Config files in ~/src/ticketing/.mise.toml are not trusted.\nTrust them with `mise trust`. See https://mise.jdx.dev/cli/trust.html for more information.\nmise ERROR Run with --verbose or MISE_VERBOSE=1 for more information", 1)
    t.bash("mise trust && mise run test", "mise trusted /home/oren/src/ticketing\n[test] $ go test ./...\nok  \tticketing/internal/queue\t0.318s\nok  \tticketing/internal/http\t0.522s")
    t.say("Tests pass; I trusted the repo's .mise.toml as mise asked.")


@case("ollama_pull_printed", "Ollama", "printed_fix", "ran_printed_command", "/home/rosa/tools/tagger", lang="gl",
      traps=["try pulling it first", "ollama pull qwen2.5:3b"])
def _(t, rng):
    t.user("Proba o etiquetador co modelo novo, por favor.")
    t.bash("python tag.py --model qwen2.5:3b samples/", "Error: model \"qwen2.5:3b\" not found, try pulling it first", 1)
    t.bash("ollama pull qwen2.5:3b && python tag.py --model qwen2.5:3b samples/", "pulling manifest\npulling 5ee4f07cdb9b... 100% \u2595\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u258f 1.9 GB\nsuccess\nsamples/a.txt: invoice, 2026\nsamples/b.txt: contract, renewal")
    t.say("Feito: descarguei o modelo como indicaba a mensaxe e o etiquetador funciona.")


@case("nvm_install_printed", "nvm", "printed_fix", "ran_printed_command", "/home/kai/web/orchard",
      traps=["nvm install 20.18.0", "is not yet installed"])
def _(t, rng):
    t.user("nvm use and build")
    t.bash("nvm use", "Found '/home/kai/web/orchard/.nvmrc' with version <20.18.0>\nN/A: version \"v20.18.0 -> N/A\" is not yet installed.\n\nYou need to run `nvm install 20.18.0` to install and use it.", 3)
    t.bash("nvm install 20.18.0 && npm run build", "Downloading and installing node v20.18.0...\nNow using node v20.18.0 (npm v10.8.2)\n> orchard@1.2.0 build\n> vite build\n\u2713 built in 3.02s")
    t.say("Built with node 20.18.0, installed as nvm asked.")


# --- a fix, later reverted ---

@case("biome_rule_off_reverted", "Biome", "reverted", "user_asked_revert", "/home/agnes/web/ledger-ui",
      traps=["noExplicitAny", "\"off\""])
def _(t, rng):
    t.user("make biome check pass so I can push")
    t.bash("npx biome check src", "src/api/client.ts:22:31 lint/suspicious/noExplicitAny \u2501\u2501\u2501\u2501\u2501\n\n  \u2716 Unexpected any. Specify a different type.\n\nChecked 118 files in 41ms. No fixes applied.\nFound 3 errors.\ncheck \u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\n\n  \u2716 Some errors were emitted while running checks.", 1)
    t.edit("/home/agnes/web/ledger-ui/biome.json", '      "suspicious": { "recommended": true }', '      "suspicious": { "recommended": true, "noExplicitAny": "off" }')
    t.bash("npx biome check src", "Checked 118 files in 39ms. No fixes applied.")
    t.user("no, don't turn the rule off, put it back. I'll type those three myself")
    t.edit("/home/agnes/web/ledger-ui/biome.json", '      "suspicious": { "recommended": true, "noExplicitAny": "off" }', '      "suspicious": { "recommended": true }')
    t.say("Reverted biome.json; the three errors are back for you to type.")


@case("keycloak_hostname_reverted", "Keycloak", "reverted", "user_asked_revert", "/home/emeka/idp/realm-config",
      traps=["--hostname-strict=false", "hostname is not configured"])
def _(t, rng):
    t.user("start keycloak with the new config")
    t.bash("docker compose up keycloak 2>&1 | tail -3", "keycloak-1  | 2026-11-14 10:12:44,118 ERROR [org.keycloak.quarkus.runtime.cli.ExecutionExceptionHandler] (main) ERROR: Strict hostname resolution configured but no hostname setting provided\nkeycloak-1  | ERROR: hostname is not configured; either configure hostname, or set hostname-strict to false\nkeycloak-1 exited with code 1", 1)
    t.edit("/home/emeka/idp/realm-config/compose.yaml", "    command: start --optimized", "    command: start --optimized --hostname-strict=false")
    t.bash("docker compose up -d keycloak && sleep 20 && curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:8080/realms/master", "200")
    t.user("revert that. this compose file is the template for prod, the hostname goes in via env there. leave it failing locally, I'll sort the env file")
    t.edit("/home/emeka/idp/realm-config/compose.yaml", "    command: start --optimized --hostname-strict=false", "    command: start --optimized")
    t.bash("docker compose down keycloak", " \u2714 Container realm-config-keycloak-1  Removed")
    t.say("Reverted compose.yaml and stopped the container.")


@case("neo4j_heap_reverted", "Neo4j", "reverted", "agent_reverted", "/home/farah/graph/citations",
      traps=["server.memory.heap.max_size=1g", "OutOfMemoryError"])
def _(t, rng):
    t.user("load the citations dump into neo4j")
    t.bash("neo4j-admin database load --from-path=dumps citations --overwrite-destination=true && neo4j start", "Done: 48 files, 3.112GiB processed.\nStarting Neo4j.\nStarted neo4j (pid:40122). It is available at http://localhost:7474\nThere may be a short delay until the server is ready.")
    t.bash("sleep 15; cypher-shell -u neo4j -p citations-dev 'MATCH (p:Paper) RETURN count(p)'", "Connection refused\nUnable to connect to localhost:7687, ensure the database is running and that there is a working network connection to it.", 1)
    t.bash("tail -2 /var/log/neo4j/neo4j.log", "2026-11-14 10:20:31.004+0000 ERROR Failed to start Neo4j on localhost:7474.\njava.lang.OutOfMemoryError: Java heap space")
    t.edit("/etc/neo4j/neo4j.conf", "server.memory.heap.max_size=512m", "server.memory.heap.max_size=1g")
    t.bash("neo4j restart && sleep 15 && cypher-shell -u neo4j -p citations-dev 'MATCH (p:Paper) RETURN count(p)'", "count(p)\n412908")
    t.bash("free -g | head -2", "               total        used        free      shared  buff/cache   available\nMem:               3           3           0           0           0           0")
    t.say("It starts with 1g heap, but the VM only has 3 GB and is now swapping with the other services. That is worse than before, so I'm putting 512m back and stopping neo4j.")
    t.edit("/etc/neo4j/neo4j.conf", "server.memory.heap.max_size=1g", "server.memory.heap.max_size=512m")
    t.bash("neo4j stop", "Stopping Neo4j. stopped.")
    t.say("Reverted. The dump needs a bigger VM (or a smaller graph); I didn't leave the change in.")


@case("postfix_relay_reverted", "Postfix", "reverted", "user_asked_revert", "/home/lars/mail/relay-lab",
      traps=["relayhost = [smtp.mail.example]:587", "Relay access denied"])
def _(t, rng):
    t.user("mail from the app box bounces, check the relay")
    t.bash("sudo tail -3 /var/log/mail.log", "Nov 14 10:44:02 app01 postfix/smtp[2211]: 4B1C21A0F3: to=<ops@lars.example>, relay=mx.lars.example[192.0.2.25]:25, delay=0.4, dsn=5.7.1, status=bounced (host mx.lars.example[192.0.2.25] said: 554 5.7.1 <ops@lars.example>: Relay access denied (in reply to RCPT TO command))", 1)
    t.edit("/etc/postfix/main.cf", "relayhost =", "relayhost = [smtp.mail.example]:587")
    t.bash("sudo postfix reload && echo test | mail -s relaytest ops@lars.example && sleep 3 && sudo tail -1 /var/log/mail.log", "postfix/postfix-script: refreshing the Postfix mail system\nNov 14 10:47:19 app01 postfix/smtp[2290]: 7D0E61A101: to=<ops@lars.example>, relay=smtp.mail.example[198.51.100.9]:587, status=sent (250 2.0.0 Ok: queued)")
    t.user("that's the marketing relay, we can't send ops mail through it. put it back, I'll ask for the app box to be allowed on mx")
    t.edit("/etc/postfix/main.cf", "relayhost = [smtp.mail.example]:587", "relayhost =")
    t.bash("sudo postfix reload", "postfix/postfix-script: refreshing the Postfix mail system")
    t.say("Reverted main.cf and reloaded.")


@case("promtool_timeout_reverted", "Prometheus promtool", "reverted", "agent_reverted", "/home/iris/obs/prometheus-config",
      traps=["scrape_timeout: 10s", "greater than scrape interval"])
def _(t, rng):
    t.user("promtool check fails on my PR, look?")
    t.bash("promtool check config prometheus.yml", "Checking prometheus.yml\n  FAILED: parsing YAML file prometheus.yml: scrape timeout greater than scrape interval for scrape config with job name \"edge-routers\"", 1)
    t.edit("/home/iris/obs/prometheus-config/prometheus.yml", "    scrape_timeout: 20s", "    scrape_timeout: 10s")
    t.bash("promtool check config prometheus.yml", "Checking prometheus.yml\n SUCCESS: prometheus.yml is valid prometheus config file syntax")
    t.read("/home/iris/obs/prometheus-config/README.md", "## edge-routers\nThe routers answer SNMP slowly (12-18 s). Keep scrape_timeout at 20s; raise scrape_interval instead when adding targets.")
    t.say("The README says the routers need 20s, so 10s would just produce failed scrapes. Putting 20s back; the right change (a longer interval) is a decision for you.")
    t.edit("/home/iris/obs/prometheus-config/prometheus.yml", "    scrape_timeout: 10s", "    scrape_timeout: 20s")
    t.say("Reverted; the check fails again as before. Raise `scrape_interval` for edge-routers to at least 20s if that's acceptable.")


# --- a one-off edit of the project's own code or data ---

@case("unbound_typo_source_edit", "Unbound", "own_code_edit", "typo_fixed", "/home/taini/net/resolver",
      traps=["syntax error", "local-data"])
def _(t, rng):
    t.user("unbound won't restart after my change")
    t.bash("sudo unbound-checkconf", "/etc/unbound/unbound.conf.d/lab.conf:7: error: syntax error\nread /etc/unbound/unbound.conf failed: 1 errors in configuration file", 1)
    t.read("/etc/unbound/unbound.conf.d/lab.conf", "server:\n  local-zone: \"lab.test.\" static\n  local-data: \"nas.lab.test. A 192.0.2.10\"\n  local-data: \"cam.lab.test. A 192.0.2.11\"\n\n  # printers\n  local-data: \"prn.lab.test. A 192.0.2.12\n")
    t.edit("/etc/unbound/unbound.conf.d/lab.conf", '  local-data: "prn.lab.test. A 192.0.2.12\n', '  local-data: "prn.lab.test. A 192.0.2.12"\n')
    t.bash("sudo unbound-checkconf && sudo systemctl restart unbound", "unbound-checkconf: no errors in /etc/unbound/unbound.conf")
    t.say("A missing closing quote on line 7; fixed and restarted.")


@case("rescript_type_source_edit", "ReScript", "own_code_edit", "compile_error_fixed", "/home/zanele/web/rostr",
      traps=["This has type: int", "Belt.Int.toString"])
def _(t, rng):
    t.user("npm run res:build is red")
    t.bash("npm run res:build", "> rescript\n\n  We've found a bug for you!\n  /home/zanele/web/rostr/src/Shift.res:14:26-30\n\n  12 \u2502 let label = (s: shift) =>\n  13 \u2502   switch s.kind {\n  14 \u2502   | Night => \"Night \" ++ s.hours\n\n  This has type: int\n  But it's expected to have type: string\n\nFAILED: cannot make progress due to previous errors.", 1)
    t.edit("/home/zanele/web/rostr/src/Shift.res", '  | Night => "Night " ++ s.hours', '  | Night => "Night " ++ Belt.Int.toString(s.hours)')
    t.bash("npm run res:build", "> rescript\n\n[1/3] \U0001f9f9 Cleaned 0/42 files\n[3/3] \U0001f91d Compiled 1 modules\n\u2728 Finished Compilation")
    t.say("Compiles: converted the int before concatenating.")


@case("svelte_markup_source_edit", "SvelteKit", "own_code_edit", "compile_error_fixed", "/home/eitan/web/quire",
      traps=["Unexpected token", "{/each}"])
def _(t, rng):
    t.user("vite dev shows an error overlay on the notes page")
    t.bash("npx svelte-check --threshold error", "====================================\nLoading svelte-check in workspace: /home/eitan/web/quire\nGetting Svelte diagnostics...\n\n/home/eitan/web/quire/src/routes/notes/+page.svelte:18:1\nError: Unexpected token\nhttps://svelte.dev/e/js_parse_error (svelte)\n====================================\nsvelte-check found 1 error and 0 warnings in 1 file", 1)
    t.edit("/home/eitan/web/quire/src/routes/notes/+page.svelte", "  {/if}\n</ul>", "  {/each}\n</ul>")
    t.bash("npx svelte-check --threshold error", "svelte-check found 0 errors and 0 warnings")
    t.say("The each block was closed with `{/if}`; fixed, page renders.")
