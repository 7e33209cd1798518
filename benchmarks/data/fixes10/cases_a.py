"""fixes10 cases, part A: fixes that took several tries (the error changed between tries)."""

from __future__ import annotations

from kit import agent, case, fix, noisy  # noqa: F401

NINJA = ["[{i}/212] Compiling C object src/libdrumkit.a.p/{h}.c.o", "[{i}/212] Linking target src/t{k}"]
MESON = ["Program {h} found: YES", "Has header \"stdint.h\" : YES", "Compiler for C supports arguments -Wno-{h}: YES",
         "Checking for size of \"void *\" : 8", "Library m found: YES"]


@case("meson_pipewire_chain", "Meson + ninja", "chain", "two_kept_fixes", "/home/ruxandra/src/drumkit",
      expected=[fix('Dependency "libpipewire-0.3" not found', ["libpipewire-0.3-dev"]),
                fix("Meson version is 0.61.2 but project requires >= 1.1.0", ["pipx install meson", "pip install --user meson"])],
      traps=["libpipewire-0.3-0t64"])
def _(t, rng):
    t.user("set up a build dir for drumkit and build it")
    t.bash("meson setup build", noisy(rng, MESON, [
        "Found pkg-config: YES (/usr/bin/pkg-config) 0.29.2",
        "Run-time dependency libpipewire-0.3 found: NO (tried pkgconfig and cmake)",
        "",
        "meson.build:18:9: ERROR: Dependency \"libpipewire-0.3\" not found, tried pkgconfig and cmake"], 7, 0)
        + "\n\nA full log can be found at /home/ruxandra/src/drumkit/build/meson-logs/meson-log.txt", 1)
    t.bash("apt list --installed 2>/dev/null | grep -i pipewire", "libpipewire-0.3-0t64/noble,now 1.0.5-1ubuntu1 amd64 [installed]\npipewire/noble,now 1.0.5-1ubuntu1 amd64 [installed]")
    t.say("Only the runtime library (libpipewire-0.3-0t64) is installed; the headers and .pc file live in the -dev package.")
    t.bash("sudo apt-get install -y libpipewire-0.3-dev", "Setting up libspa-0.2-dev:amd64 (1.0.5-1ubuntu1) ...\nSetting up libpipewire-0.3-dev:amd64 (1.0.5-1ubuntu1) ...")
    t.bash("meson setup build --wipe", "The Meson build system\nVersion: 0.61.2\nSource dir: /home/ruxandra/src/drumkit\n\nmeson.build:1:0: ERROR: Meson version is 0.61.2 but project requires >= 1.1.0", 1)
    t.say("The dependency is found now, but a new error: the distro meson is too old for `meson_version: '>= 1.1.0'`. Installing a current meson with pipx.")
    t.bash("pipx install meson && hash -r && meson --version", "  installed package meson 1.6.0, installed using Python 3.12.3\n  These apps are now globally available\n    - meson\ndone! \u2728 \U0001f31f \u2728\n1.6.0")
    t.bash("meson setup build --wipe && ninja -C build", noisy(rng, NINJA, ["Run-time dependency libpipewire-0.3 found: YES 1.0.5", "Build targets in project: 4", "[212/212] Linking target src/drumkit"], 5, 0))
    t.say("Built. Two separate problems, both needed: `libpipewire-0.3-dev` for the headers, and meson >= 1.1 (`pipx install meson`; the apt one is 0.61.2).")


@case("zig_version_wrong_edit", "Zig build", "wrong_try", "error_changed_after_wrong_try", "/home/teodor/code/lantern",
      expected=[fix("no field named 'root_source_file' in struct 'Build.ExecutableOptions'", ["zvm use 0.13.0", "zig 0.13.0", "0.13.0"], ["zvm"], kind="lesson")],
      traps=["root_module", "LazyPath"])
def _(t, rng):
    t.user("zig build is broken on my laptop, works in CI")
    t.bash("zig build", "/home/teodor/code/lantern/build.zig:9:10: error: no field named 'root_source_file' in struct 'Build.ExecutableOptions'\n        .root_source_file = b.path(\"src/main.zig\"),\n         ^~~~~~~~~~~~~~~~\n/home/teodor/.zvm/0.14.0/lib/std/Build.zig:771:31: note: struct declared here", 1)
    t.edit("/home/teodor/code/lantern/build.zig", '        .root_source_file = b.path("src/main.zig"),', '        .root_module = b.path("src/main.zig"),')
    t.bash("zig build", "/home/teodor/code/lantern/build.zig:9:24: error: expected type '*Build.Module', found 'Build.LazyPath'\n        .root_module = b.path(\"src/main.zig\"),\n                       ^~~~~~~~~~~~~~~~~~~~~~", 1)
    t.think("Patching build.zig for 0.14 ripples; CI pins a version. Check build.zig.zon.")
    t.edit("/home/teodor/code/lantern/build.zig", '        .root_module = b.path("src/main.zig"),', '        .root_source_file = b.path("src/main.zig"),')
    t.read("/home/teodor/code/lantern/build.zig.zon", '.{\n    .name = "lantern",\n    .version = "0.3.1",\n    .minimum_zig_version = "0.13.0",\n    .dependencies = .{},\n}')
    t.bash("zvm use 0.13.0 && zig version && zig build", "Now using Zig version 0.13.0\n0.13.0")
    t.say("Reverted my build.zig edit. The real cause was the local compiler: zvm had 0.14.0 active, the project targets 0.13.0 (`minimum_zig_version`). `zvm use 0.13.0` and it builds.")


@case("nimble_deps_wrong_try", "Nim nimble", "wrong_try", "error_changed_after_wrong_try", "/home/ayodele/nim/tallyho",
      expected=[fix("Error: cannot open file: jsony", ["nimble install -d", "nimble install --depsOnly"])],
      traps=["nimble install jsony", "Cannot satisfy"])
def _(t, rng):
    t.user("nimble build fails after I pulled")
    t.bash("nimble build", "  Verifying dependencies for tallyho@0.4.0\n   Building tallyho/tallyho using c backend\n/home/ayodele/nim/tallyho/src/tallyho/report.nim(3, 8) Error: cannot open file: jsony\n       Tip: 4 messages have been suppressed, use --verbose to show them.\n     Error: Build failed for the package: tallyho", 1)
    t.bash("nimble install jsony", "Downloading https://github.com/treeform/jsony using git\n   Success:  jsony installed successfully.")
    t.bash("nimble build", "  Verifying dependencies for tallyho@0.4.0\n     Error: Cannot satisfy the dependency on jsony 1.1.3 and jsony 1.1.5", 1)
    t.say("Installing the latest jsony globally conflicts with the pin in tallyho.nimble (jsony == 1.1.3). Removing it and installing exactly what the nimble file asks.")
    t.bash("nimble uninstall -y jsony && nimble install -d", "   Removed jsony@1.1.5\n  Verifying dependencies for tallyho@0.4.0\n Installing jsony@1.1.3\n   Success:  jsony installed successfully.")
    t.bash("nimble build", "   Building tallyho/tallyho using c backend\n   Success:  tallyho built successfully.")
    t.say("Fixed: after a pull that adds a dependency, `nimble install -d` installs the versions tallyho.nimble pins.")


@case("cabal_libpq_chain", "Haskell cabal", "chain", "two_kept_fixes", "/home/mirela/hs/ledgerd",
      expected=[fix("unknown package: hasql-pool", ["cabal update"]),
                fix("The pkg-config package 'libpq' is required but it could not be found.", ["libpq-dev"])],
      traps=["--allow-newer"])
def _(t, rng):
    t.user("cabal build please, new branch with hasql")
    t.bash("cabal build", "Resolving dependencies...\nError: cabal: Could not resolve dependencies:\n[__0] trying: ledgerd-0.2.0 (user goal)\n[__1] unknown package: hasql-pool (dependency of ledgerd)\n[__1] fail (backjumping, conflict set: hasql-pool, ledgerd)\nAfter searching the rest of the dependency tree exhaustively, these were the goals I've had most trouble fulfilling: ledgerd, hasql-pool", 1)
    t.think("Unknown package usually means a stale package index rather than a bound problem; --allow-newer would not help.")
    t.bash("cabal update", "Downloading the latest package list from hackage.haskell.org\nPackage list of hackage.haskell.org has been updated.\nThe index-state is set to 2026-11-13T22:14:05Z.")
    t.bash("cabal build", "Resolving dependencies...\nBuild profile: -w ghc-9.6.6 -O1\nError: cabal: The pkg-config package 'libpq' is required but it could not be found.", 1)
    t.bash("sudo apt-get install -y libpq-dev pkg-config", "Setting up libpq-dev (16.4-0ubuntu0.24.04.2) ...")
    t.bash("cabal build", "Building library for ledgerd-0.2.0..\n[ 1 of 14] Compiling Ledgerd.Types\n[14 of 14] Compiling Ledgerd.Main\nLinking dist-newstyle/build/x86_64-linux/ghc-9.6.6/ledgerd-0.2.0/x/ledgerd/build/ledgerd/ledgerd ...")
    t.say("Builds. Two steps: the index was stale (`cabal update`), then postgresql-libpq needed the system `libpq-dev`.")


@case("sbt_java_version_wrong_try", "sbt (Scala)", "wrong_try", "error_changed_after_wrong_try", "/home/kwabena/code/tidepool",
      expected=[fix("this version of the Java Runtime only recognizes class file versions up to 55.0", ["sdk use java 17", "java 17", "17.0.13-tem"], kind="lesson")],
      traps=["sbt.version=1.10.2", "ResolveException"])
def _(t, rng):
    t.user("sbt compile dies immediately, can you look")
    t.bash("sbt compile", "[info] welcome to sbt 1.9.9 (Ubuntu Java 11.0.25)\n[info] loading settings for project tidepool-build from plugins.sbt ...\njava.lang.UnsupportedClassVersionError: org/scalameta/sbt/ScalafmtPlugin has been compiled by a more recent version of the Java Runtime (class file version 61.0), this version of the Java Runtime only recognizes class file versions up to 55.0\n\tat java.base/java.lang.ClassLoader.defineClass1(Native Method)\n[error] java.lang.UnsupportedClassVersionError: org/scalameta/sbt/ScalafmtPlugin\n[error] Use 'last' for the full log.", 1)
    t.edit("/home/kwabena/code/tidepool/project/build.properties", "sbt.version=1.9.9", "sbt.version=1.10.2")
    t.bash("sbt compile", "[info] [launcher] getting org.scala-sbt sbt 1.10.2  (this may take some time)...\n[error] sbt.librarymanagement.ResolveException: Error downloading org.scala-sbt:sbt:1.10.2\n[error]   not found: https://nexus.tidepool.example/repository/ivy-proxy/org.scala-sbt/sbt/1.10.2/ivys/ivy.xml", 1)
    t.say("Bumping sbt was the wrong lever (and our Nexus proxy does not have 1.10.2). Putting build.properties back; the real mismatch is Java 11 vs a plugin built for Java 17.")
    t.edit("/home/kwabena/code/tidepool/project/build.properties", "sbt.version=1.10.2", "sbt.version=1.9.9")
    t.bash("sdk list java | grep -E 'installed|local' ; sdk use java 17.0.13-tem && sbt compile", "               |     | 17.0.13      | tem     | installed  | 17.0.13-tem\n\nUsing java version 17.0.13-tem in this shell.\n[info] welcome to sbt 1.9.9 (Eclipse Adoptium Java 17.0.13)\n[success] Total time: 41 s, completed Nov 14, 2026")
    t.say("Compiles with `sdk use java 17.0.13-tem`: the scalafmt plugin needs Java 17, the shell had Java 11.")


@case("swiftpm_toolchain_chain", "Swift Package Manager", "chain", "two_kept_fixes", "/home/oskar/dev/kettle",
      expected=[fix("is using Swift tools version 5.10.0 but the installed version is 5.9.2", ["swiftly"], ["5.10"]),
                fix("cannot find -lsqlite3", ["libsqlite3-dev"])],
      traps=["swift-tools-version:5.9"])
def _(t, rng):
    t.user("swift build on the linux box")
    t.bash("swift build", "error: 'kettle': package 'kettle' is using Swift tools version 5.10.0 but the installed version is 5.9.2", 1)
    t.say("I could lower the manifest to `// swift-tools-version:5.9`, but the manifest uses 5.10 APIs, so I'll install the toolchain instead.")
    t.bash("swiftly install 5.10.1 && swiftly use 5.10.1 && swift --version", "Installing Swift 5.10.1\nSwift 5.10.1 installed successfully!\nThe global default toolchain has been set to Swift 5.10.1\nSwift version 5.10.1 (swift-5.10.1-RELEASE)")
    t.bash("swift build", "Building for debugging...\n[41/43] Compiling KettleStore Store.swift\nerror: link command failed with exit code 1 (use -v to see invocation)\n/usr/bin/ld.gold: error: cannot find -lsqlite3\nclang: error: linker command failed with exit code 1 (use -v to see invocation)\n[42/43] Linking kettle", 1)
    t.bash("sudo apt-get install -y libsqlite3-dev", "Setting up libsqlite3-dev:amd64 (3.45.1-1ubuntu2) ...")
    t.bash("swift build", "Building for debugging...\n[43/43] Linking kettle\nBuild complete! (8.31s)")
    t.say("Build complete: Swift 5.10.1 via swiftly, then libsqlite3-dev for the linker.")


@case("flutter_intl_wrong_try", "Flutter pub", "wrong_try", "error_changed_after_wrong_try", "/home/ines/apps/kiln_app",
      expected=[fix("flutter_localizations from sdk which depends on intl 0.19.0", ["intl: ^0.19.0", "intl: 0.19.0"], ["pubspec.yaml"])],
      traps=["--major-versions", "SDK version >=3.5.0"])
def _(t, rng):
    t.user("flutter pub get fails after I added the date picker package")
    t.bash("flutter pub get", "Resolving dependencies...\nNote: intl is pinned to version 0.19.0 by flutter_localizations from the flutter SDK.\nSee https://dart.dev/go/sdk-version-pinning for details.\n\nBecause kiln_app depends on flutter_localizations from sdk which depends on intl 0.19.0, intl 0.19.0 is required.\nSo, because kiln_app depends on intl ^0.18.1, version solving failed.\n\nYou can try the following suggestion to make the pubspec resolve:\n* Try upgrading your constraint on intl: flutter pub add intl:^0.19.0", 1)
    t.bash("flutter pub upgrade --major-versions", "Resolving dependencies...\nThe current Dart SDK version is 3.4.4.\n\nBecause kiln_app depends on calendar_date_picker2 >=1.1.9 which requires SDK version >=3.5.0 <4.0.0, version solving failed.", 1)
    t.say("That upgraded too much and pulled a date picker needing Dart 3.5. Reverting pubspec changes and only moving intl, as the first error asked.")
    t.bash("git checkout pubspec.yaml pubspec.lock", "Updated 2 paths from the index")
    t.edit("/home/ines/apps/kiln_app/pubspec.yaml", "  intl: ^0.18.1", "  intl: ^0.19.0")
    t.bash("flutter pub get", "Resolving dependencies...\nChanged 3 dependencies!\nGot dependencies!")
    t.say("Resolved: pubspec.yaml now has `intl: ^0.19.0` to match flutter_localizations.")


@case("conan_remote_after_hint", "Conan 2", "chain", "printed_step_then_real_fix", "/home/lukasz/cpp/quarry",
      expected=[fix("Unable to find 'zlib/1.3.1' in remotes", ["conan remote enable conancenter"])],
      traps=["conan profile detect"])
def _(t, rng):
    t.user("conan install for quarry on the new VM")
    t.bash("conan install . --build=missing", "ERROR: The default build profile '/home/lukasz/.conan2/profiles/default' doesn't exist.\nYou need to create a default profile (type 'conan profile detect' command)\nor specify your own profile with '--profile:build=<myprofile>'", 1)
    t.bash("conan profile detect", "detect_api: Found gcc 13\ndetect_api: gcc>=5, using the major as version\nSaving detected profile to /home/lukasz/.conan2/profiles/default")
    t.bash("conan install . --build=missing", "======== Computing dependency graph ========\nGraph root\n    conanfile.py (quarry/0.9): /home/lukasz/cpp/quarry/conanfile.py\nERROR: Package 'zlib/1.3.1' not resolved: Unable to find 'zlib/1.3.1' in remotes", 1)
    t.bash("conan remote list", "conancenter: https://center2.conan.io [Verify SSL: True, Enabled: False]\nquarry-internal: https://conan.quarry.example/artifactory/api/conan/cpp [Verify SSL: True, Enabled: True]")
    t.bash("conan remote enable conancenter && conan install . --build=missing", "======== Computing dependency graph ========\nzlib/1.3.1: Downloaded recipe revision b3b71bfe8dd07abc7b82ff2bd0eac021\n======== Finalizing install (deploy, generators) ========\nconanfile.py (quarry/0.9): Generating aux files")
    t.say("Installed. The VM image ships conancenter disabled; `conan remote enable conancenter` makes zlib resolvable.")


@case("earthly_docker_group_wrong_try", "Earthly", "wrong_try", "error_changed_after_wrong_try", "/home/priya/src/wicket",
      expected=[fix("permission denied while trying to connect to the Docker daemon socket", ["usermod -aG docker"])],
      traps=["sudo earthly", "config.yml: permission denied"])
def _(t, rng):
    t.user("earthly +test on this box")
    t.bash("earthly +test", " Init \U0001f680\n\u2014\u2014\u2014\nError: bootstrap new buildkitd client: maybe start buildkitd: could not start buildkit: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.45/info\": dial unix /var/run/docker.sock: connect: permission denied", 1)
    t.bash("sudo earthly +test", "Error: open /home/priya/.earthly/config.yml: permission denied", 1)
    t.say("Running under sudo made root own ~/.earthly and gave a new error. Undoing that and fixing the real cause: priya is not in the docker group.")
    t.bash("sudo chown -R priya:priya ~/.earthly && sudo usermod -aG docker priya && sg docker -c 'earthly +test'", noisy(rng, ["+test | --> RUN go test ./pkg/{h}/...", "+deps | --> COPY go.mod go.sum ./"], ["+test | ok  \twicket/pkg/route\t0.412s", "========================== \U0001f30d Earthly Build  \u2705 SUCCESS =========================="], 4, 0))
    t.say("Passing. `usermod -aG docker priya` (new login or `sg docker`) is the fix; sudo was a dead end.")


@case("packer_qemu_img_chain", "Packer (QEMU builder)", "chain", "printed_step_then_real_fix", "/home/nadia/infra/images",
      expected=[fix('exec: "qemu-img": executable file not found in $PATH', ["qemu-utils"])],
      traps=["packer init"])
def _(t, rng):
    t.user("build the debian base image with packer")
    t.bash("packer build debian.pkr.hcl", "Error: Missing plugins\n\nThe following plugins are required, but not installed:\n\ngithub.com/hashicorp/qemu ~> 1\n\nDid you run packer init for this project ?", 1)
    t.bash("packer init .", "Installed plugin github.com/hashicorp/qemu v1.1.0 in \"/home/nadia/.config/packer/plugins/github.com/hashicorp/qemu/packer-plugin-qemu_v1.1.0_x5.0_linux_amd64\"")
    t.bash("packer build debian.pkr.hcl", "qemu.debian: output will be in this color.\n\nBuild 'qemu.debian' errored after 4 seconds 112 milliseconds: Failed creating Qemu driver: exec: \"qemu-img\": executable file not found in $PATH\n\n==> Wait completed after 4 seconds 112 milliseconds\n\n==> Some builds didn't complete successfully and had errors:\n--> qemu.debian: Failed creating Qemu driver: exec: \"qemu-img\": executable file not found in $PATH", 1)
    t.bash("sudo apt-get install -y qemu-utils qemu-system-x86", "Setting up qemu-utils (1:8.2.2+ds-0ubuntu1.4) ...")
    t.bash("packer build debian.pkr.hcl", "==> qemu.debian: Gracefully halting virtual machine...\nBuild 'qemu.debian' finished after 7 minutes 3 seconds.\n\n==> Builds finished. The artifacts of successful builds are:\n--> qemu.debian: VM files in directory: output-debian")
    t.say("Image built. Beyond the plugin, the box needed `qemu-utils` (qemu-img) for the QEMU builder.")


@case("skaffold_context_wrong_write", "Skaffold", "wrong_try", "error_changed_after_wrong_try", "/home/thandi/svc/ledger",
      expected=[fix("failed to read dockerfile: open Dockerfile: no such file or directory", ["context: services/ledger"], ["skaffold.yaml"])],
      traps=["go.sum"])
def _(t, rng):
    t.user("skaffold dev doesn't start since the repo move into services/")
    t.bash("skaffold dev --port-forward", "Generating tags...\n - ledger-api -> ledger-api:v0.7.2-14-g1a2b3c4\nBuilding [ledger-api]...\nbuild [ledger-api] failed: docker build failed: failed to solve: failed to read dockerfile: open Dockerfile: no such file or directory", 1)
    t.write_file("/home/thandi/svc/ledger/Dockerfile", "FROM golang:1.23 AS build\nWORKDIR /src\nCOPY go.mod go.sum ./\nRUN go mod download\nCOPY . .\nRUN go build -o /ledger ./cmd/ledger\n")
    t.bash("skaffold dev --port-forward", "Building [ledger-api]...\n#7 [build 3/6] COPY go.mod go.sum ./\n#7 ERROR: failed to calculate checksum of ref 4f1e: \"/go.sum\": not found\nbuild [ledger-api] failed: docker build failed: failed to solve: failed to compute cache key: \"/go.sum\": not found", 1)
    t.say("A root Dockerfile is wrong: the code and its Dockerfile moved to services/ledger. Removing mine and pointing skaffold at the right context.")
    t.bash("rm Dockerfile", "")
    t.edit("/home/thandi/svc/ledger/skaffold.yaml", "    context: .", "    context: services/ledger")
    t.bash("skaffold dev --port-forward", "Building [ledger-api]...\nBuild [ledger-api] succeeded\nDeployments stabilized in 6.2 seconds\nPort forwarding service/ledger-api in namespace default, remote port 8080 -> http://127.0.0.1:8080")
    t.say("Running: skaffold.yaml's build context is now `services/ledger`.")


@case("cmdstan_make_chain", "CmdStan", "chain", "two_kept_fixes", "/home/elif/stats/hier",
      expected=[fix("fatal error: tbb/task_arena.h: No such file or directory", ["make build"], ["CmdStan", "cmdstan"]),
                fix("can not be used when making a PIE object", ["CXXFLAGS"], ["-fPIC"], ["make/local"])],
      traps=["STAN_THREADS"])
def _(t, rng):
    t.user("compile the hierarchical model with cmdstan")
    t.bash("cd ~/cmdstan-2.36.0 && make /home/elif/stats/hier/model", "--- Translating Stan model to C++ code ---\nbin/stanc --o=/home/elif/stats/hier/model.hpp /home/elif/stats/hier/model.stan\n--- Compiling C++ code ---\ng++ -std=c++17 -pthread -D_REENTRANT -Wno-sign-compare -Wno-ignored-attributes -I stan/lib/stan_math/lib/tbb_2020.3/include ...\nIn file included from stan/lib/stan_math/stan/math/rev/core/init_chainablestack.hpp:7:\nstan/lib/stan_math/stan/math/rev/core/chainablestack.hpp:9:10: fatal error: tbb/task_arena.h: No such file or directory\ncompilation terminated.\nmake: *** [make/program:58: /home/elif/stats/hier/model] Error 1", 1)
    t.say("CmdStan in a fresh tarball needs its libraries built once before any model (`make build`). Threading (`STAN_THREADS`) is not the issue.")
    t.bash("cd ~/cmdstan-2.36.0 && make build -j2", "--- Compiling the main object file. This might take up to a minute. ---\n/usr/bin/ld: stan/lib/stan_math/lib/sundials_6.1.1/lib/libsundials_idas.a(idas.o): relocation R_X86_64_32 against `.rodata.str1.1' can not be used when making a PIE object; recompile with -fPIE\ncollect2: error: ld returned 1 exit status\nmake: *** [make/command:12: bin/stansummary] Error 1", 1)
    t.write_file("/home/elif/cmdstan-2.36.0/make/local", "CXXFLAGS += -fPIC\nCFLAGS += -fPIC\n")
    t.bash("cd ~/cmdstan-2.36.0 && make clean-all && make build -j2 && make /home/elif/stats/hier/model", "--- CmdStan v2.36.0 built ---\n--- Compiling C++ code ---\n--- Linking model ---")
    t.say("Model compiled. First `make build` in the CmdStan tree, then `CXXFLAGS += -fPIC` in make/local for the SUNDIALS link on this compiler.")
