"""Sessions with one memory, part two: a dependency that compiles native code and lacks a header, a library or a
tool (`native_build`, 8): psycopg2's pg_config, gcc missing in a slim image, the pg gem's libpq header on macOS,
node-gyp without Python on Alpine, openssl-sys, mysqlclient's pkg-config, Python.h, node-canvas's pixman."""

from __future__ import annotations

from kit import mem

S = "native_build"


def bk(step: int, t0: float, lines: list[str]) -> str:
    """BuildKit plain progress: `#N t.ttt ` before each line of a RUN step."""
    return "\n".join(f"#{step} {t0 + 0.07 * i:.3f} {ln}" for i, ln in enumerate(lines))


# --- pip: psycopg2 from source without pg_config -----------------------------------------------------------------------

C = "pip install -r requirements.txt"
E = "Error: pg_config executable not found."
OUT = "\n".join([
    "Collecting psycopg2==2.9.10 (from -r requirements.txt (line 6))",
    "  Downloading psycopg2-2.9.10.tar.gz (385 kB)",
    "  Installing build dependencies ... done", "  Getting requirements to build wheel ... error",
    "  error: subprocess-exited-with-error", "  ", "  × Getting requirements to build wheel did not run successfully.",
    "  │ exit code: 1", "  ╰─> [21 lines of output]", "      running egg_info", "      writing psycopg2.egg-info/PKG-INFO", "      ",
    "      " + E, "      ", "      pg_config is required to build psycopg2 from source.  Please add the directory",
    "      containing pg_config to the $PATH or specify the full executable path with the",
    "      option:", "      ", "          python setup.py build_ext --pg-config /path/to/pg_config build ...", "      ",
    "      If you prefer to avoid building psycopg2 from source, please install the PyPI",
    "      'psycopg2-binary' package instead.", "      [end of output]", "  ",
    "  note: This error originates from a subprocess, and is likely not a problem with pip.",
    "error: subprocess-exited-with-error"])
mem("pip_psycopg2_pg_config_missing", "pip", S, "pip_sdist_headers", "/home/dmitri/wharf", lambda rng: [
    ("u", "fresh ubuntu box, pip install dies on psycopg2. we build from source on purpose (prod uses the same libpq), so no -binary"),
    ("b", C, OUT, 1),
    ("s", "The sdist needs pg_config, which comes with libpq's development package; the box only has the client. "
          "Installing libpq-dev (and the compiler bits, in case they are missing too)."),
    ("b", "dpkg -l | grep -E 'libpq|build-essential' | awk '{print $2, $3}'", "libpq5:amd64 16.4-0ubuntu0.24.04.1"),
    ("b", "sudo apt-get install -y libpq-dev build-essential", "Reading package lists...\nBuilding dependency tree...\nThe following NEW packages will be installed:\n  build-essential libpq-dev libssl-dev\nSetting up libpq-dev (16.4-0ubuntu0.24.04.1) ..."),
    ("b", C, "Collecting psycopg2==2.9.10 (from -r requirements.txt (line 6))\n  Using cached psycopg2-2.9.10.tar.gz (385 kB)\n  Preparing metadata (pyproject.toml) ... done\nBuilding wheels for collected packages: psycopg2\n  Building wheel for psycopg2 (pyproject.toml) ... done\nSuccessfully built psycopg2\nInstalling collected packages: psycopg2\nSuccessfully installed psycopg2-2.9.10"),
    ("s", "psycopg2 built from source against the system libpq. The box needed `libpq-dev`.")],
    cmd=C, err=E, change="sudo apt-get install -y libpq-dev", groups=[["pg_config"], ["libpq-dev"]],
    kind="lesson", traps=["note: This error originates from a subprocess, and is likely not a problem with pip.",
                          "'psycopg2-binary' package instead."],
    note="A system package on the machine (lesson). The printed `-binary` advice is what the user ruled out.")

# --- docker build: gcc missing in python:3.12-slim (fr) --------------------------------------------------------------

C = "docker build --progress=plain -t meteo-api ."
E = "error: command 'gcc' failed: No such file or directory"
OUT = "\n".join([
    "#7 [4/6] RUN pip install --no-cache-dir -r requirements.txt",
    bk(7, 1.204, ["Collecting ciso8601==2.3.1 (from -r requirements.txt (line 4))",
                  "  Downloading ciso8601-2.3.1.tar.gz (31 kB)", "Building wheels for collected packages: ciso8601",
                  "  Building wheel for ciso8601 (pyproject.toml): started",
                  "  Building wheel for ciso8601 (pyproject.toml): finished with status 'error'",
                  "  error: subprocess-exited-with-error", "  running build_ext", "  building 'ciso8601' extension",
                  "  " + E, "  [end of output]", "ERROR: Failed building wheel for ciso8601",
                  "ERROR: Failed to build installable wheels for some pyproject.toml based projects (ciso8601)"]),
    "#7 ERROR: process \"/bin/sh -c pip install --no-cache-dir -r requirements.txt\" did not complete successfully: exit code: 1",
    "------", "Dockerfile:9", "--------------------",
    "ERROR: failed to solve: process \"/bin/sh -c pip install --no-cache-dir -r requirements.txt\" did not complete successfully: exit code: 1"])
mem("docker_build_slim_gcc_missing_fr", "docker", S, "slim_image_compiler", "/home/amelie/meteo-api", lambda rng: [
    ("u", "Depuis que j'ai ajouté ciso8601, l'image ne se construit plus. En local ça marche."),
    ("b", C, OUT, 1),
    ("s", "En local un compilateur est installé ; l'image `python:3.12-slim` n'en a pas, et ciso8601 n'a pas de wheel "
          "pour cette plateforme, donc pip compile l'extension C. J'ajoute gcc à l'étape apt du Dockerfile."),
    ("r", "/home/amelie/meteo-api/Dockerfile", "FROM python:3.12-slim\nWORKDIR /app\nRUN apt-get update && apt-get install -y --no-install-recommends curl \\\n    && rm -rf /var/lib/apt/lists/*\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\nCOPY . .\n"),
    ("e", "/home/amelie/meteo-api/Dockerfile", "--no-install-recommends curl \\\n", "--no-install-recommends curl gcc libc6-dev \\\n"),
    ("b", C, "#6 [3/6] RUN apt-get update && apt-get install -y --no-install-recommends curl gcc libc6-dev     && rm -rf /var/lib/apt/lists/*\n#6 DONE 14.8s\n#7 [4/6] RUN pip install --no-cache-dir -r requirements.txt\n#7 9.812 Successfully built ciso8601\n#7 10.44 Successfully installed ciso8601-2.3.1 fastapi-0.115.4\n#7 DONE 11.2s\n#9 exporting to image\n#9 naming to docker.io/library/meteo-api done\n#9 DONE 0.9s"),
    ("s", "L'image se construit. `gcc libc6-dev` sont installés dans l'étape apt avant pip.")],
    cmd=C, err=E, change="curl gcc libc6-dev", groups=[["command 'gcc' failed"], ["gcc libc6-dev", "build-essential", "install -y --no-install-recommends curl gcc"]],
    kind="bugfix", lang="fr",
    traps=["ERROR: failed to solve: process \"/bin/sh -c pip install --no-cache-dir -r requirements.txt\" did not complete successfully: exit code: 1",
           "ERROR: Failed to build installable wheels for some pyproject.toml based projects (ciso8601)"],
    note="BuildKit's `failed to solve` and pip's `Failed to build` are wrappers; the compiler line is the cause.")

# --- bundler: pg gem cannot find libpq-fe.h on macOS (ja) -------------------------------------------------------------

C = "bundle install"
E = "Can't find the 'libpq-fe.h header"
OUT = "\n".join([
    "Fetching gem metadata from https://rubygems.org/.........", "Resolving dependencies...",
    "Fetching pg 1.5.9", "Installing pg 1.5.9 with native extensions",
    "Gem::Ext::BuildError: ERROR: Failed to build gem native extension.", "",
    "    current directory: /Users/sora/.gem/ruby/3.3.6/gems/pg-1.5.9/ext",
    "/Users/sora/.rubies/ruby-3.3.6/bin/ruby extconf.rb", "checking for pg_config... no",
    "checking for libpq per pkg-config... no", "Using libpq from ", "checking for libpq-fe.h... no",
    E, "*** extconf.rb failed ***",
    "Could not create Makefile due to some reason, probably lack of necessary",
    "libraries and/or headers.  Check the mkmf.log file for more details.  You may", "need configuration options.", "",
    "An error occurred while installing pg (1.5.9), and Bundler cannot continue.", "",
    "In Gemfile:", "  pg"])
mem("bundle_install_pg_libpq_macos_ja", "bundler", S, "gem_native_ext", "/Users/sora/shiori", lambda rng: [
    ("u", "新しい Mac で bundle install すると pg でこけます。Postgres は Docker で動かしてるのでサーバは入れたくないです。"),
    ("b", C, OUT, 5),
    ("s", "pg gem のビルドに libpq のヘッダと pg_config が必要です。サーバ本体は不要なので Homebrew の `libpq` だけ入れ、"
          "Bundler にその pg_config を教えます。"),
    ("b", "brew install libpq", "==> Fetching libpq\n==> Pouring libpq--17.2.arm64_sequoia.bottle.tar.gz\n==> Caveats\nlibpq is keg-only, which means it was not symlinked into /opt/homebrew,\nbecause it conflicts with postgres (install postgresql instead)."),
    ("b", "bundle config set --global build.pg --with-pg-config=/opt/homebrew/opt/libpq/bin/pg_config", ""),
    ("b", C, "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nInstalling pg 1.5.9 with native extensions\nBundle complete! 38 Gemfile dependencies, 121 gems now installed.\nUse `bundle info [gemname]` to see where a bundled gem is installed."),
    ("s", "インストールできました。libpq は keg-only なので、Bundler の build.pg 設定で pg_config の場所を指定しています。")],
    cmd=C, err=E, change="build.pg --with-pg-config=/opt/homebrew/opt/libpq/bin/pg_config",
    groups=[["libpq-fe.h"], ["with-pg-config", "brew install libpq"]], kind="lesson", lang="ja",
    traps=["An error occurred while installing pg (1.5.9), and Bundler cannot continue.",
           "Gem::Ext::BuildError: ERROR: Failed to build gem native extension."],
    note="Bundler's `cannot continue` and the BuildError line are generic; the extconf line names the header.")

# --- docker build: node-gyp without python on alpine (ko) -------------------------------------------------------------

C = "docker build --progress=plain -f docker/worker.Dockerfile -t bada-worker ."
E = "npm error gyp ERR! find Python You need to install the latest version of Python."
OUT = "\n".join([
    "#8 [4/7] RUN npm ci --omit=dev",
    bk(8, 3.51, ["npm error code 1", "npm error path /srv/node_modules/better-sqlite3",
                 "npm error command failed", "npm error command sh -c prebuild-install || node-gyp rebuild --release",
                 "npm error prebuild-install warn install No prebuilt binaries found (target=23.3.0 runtime=node arch=x64 libc=musl platform=linux)",
                 "npm error gyp info using node-gyp@10.2.0", "npm error gyp ERR! find Python",
                 "npm error gyp ERR! find Python Python is not set from command line or npm configuration",
                 "npm error gyp ERR! find Python You need to install the latest version of Python.",
                 "npm error gyp ERR! configure error", "npm error gyp ERR! stack Error: Could not find any Python installation to use"]),
    "#8 ERROR: process \"/bin/sh -c npm ci --omit=dev\" did not complete successfully: exit code: 1",
    "ERROR: failed to solve: process \"/bin/sh -c npm ci --omit=dev\" did not complete successfully: exit code: 1"])
mem("docker_build_alpine_node_gyp_python_ko", "npm", S, "node_gyp_alpine", "/home/minji/bada", lambda rng: [
    ("u", "워커 이미지를 node 23-alpine으로 올렸더니 빌드가 깨져요. 확인 부탁해요."),
    ("b", C, OUT, 1),
    ("s", "better-sqlite3에 node 23 + musl용 prebuilt 바이너리가 없어서 node-gyp로 직접 빌드하려고 하는데, alpine "
          "이미지에는 Python과 컴파일러가 없습니다. 빌드 단계에서만 설치하겠습니다."),
    ("r", "/home/minji/bada/docker/worker.Dockerfile", "FROM node:23-alpine\nWORKDIR /srv\nCOPY package.json package-lock.json ./\nRUN npm ci --omit=dev\nCOPY . .\nCMD [\"node\", \"worker.js\"]\n"),
    ("e", "/home/minji/bada/docker/worker.Dockerfile", "RUN npm ci --omit=dev\n",
     "RUN apk add --no-cache --virtual .gyp python3 make g++ \\\n    && npm ci --omit=dev \\\n    && apk del .gyp\n"),
    ("b", C, "#8 [4/7] RUN apk add --no-cache --virtual .gyp python3 make g++     && npm ci --omit=dev     && apk del .gyp\n#8 41.20 added 142 packages, and audited 143 packages in 37s\n#8 41.83 (1/14) Purging .gyp (20270406.101522)\n#8 DONE 43.1s\n#10 exporting to image\n#10 naming to docker.io/library/bada-worker done"),
    ("s", "빌드 성공. python3/make/g++를 가상 패키지로 설치해 컴파일 후 제거하므로 이미지 크기는 거의 그대로입니다.")],
    cmd=C, err=E, change="apk add --no-cache --virtual .gyp python3 make g++", groups=[["find Python", "Could not find any Python installation"], ["python3 make g++", "apk add"]],
    kind="bugfix", lang="ko",
    traps=["ERROR: failed to solve: process \"/bin/sh -c npm ci --omit=dev\" did not complete successfully: exit code: 1",
           "npm error command failed"],
    note="Printed behind BuildKit's `#8 t.ttt ` prefix; npm's own `npm error` prefix stays.")

# --- cargo: openssl-sys without headers (ru) --------------------------------------------------------------------------

C = "cargo build --release"
E = "Could not find directory of OpenSSL installation, and this `-sys` crate cannot"
OUT = "\n".join([
    "   Compiling openssl-sys v0.9.104", "error: failed to run custom build command for `openssl-sys v0.9.104`", "",
    "Caused by:", "  process didn't exit successfully: `/home/pavel/storozh/target/release/build/openssl-sys-4f1c2a9b8e7d6c50/build-script-main` (exit status: 101)",
    "  --- stdout", "  cargo:rerun-if-env-changed=OPENSSL_NO_PKG_CONFIG",
    "  run pkg_config fail: Could not run `PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=1 pkg-config --libs --cflags openssl`",
    "  The pkg-config command could not be found.", "", "  --- stderr", "  thread 'main' panicked at build/find_normal.rs:190:5:",
    "  ", "  " + E, "  proceed without this knowledge. If OpenSSL is installed and this crate had",
    "  trouble finding it,  you can set the `OPENSSL_DIR` environment variable for the",
    "  compilation process.", "", "  Make sure you also have the development packages of openssl installed.",
    "  For example, `libssl-dev` on Ubuntu or `openssl-devel` on Fedora.", "",
    "warning: build failed, waiting for other jobs to finish..."])
mem("cargo_openssl_sys_libssl_dev_ru", "cargo", S, "sys_crate_headers", "/home/pavel/storozh", lambda rng: [
    ("u", "На новом билд-сервере cargo build --release падает на openssl-sys. Разберись, пожалуйста."),
    ("b", C, OUT, 101),
    ("s", "На сервере нет ни pkg-config, ни заголовков OpenSSL. Ставлю пакеты разработки, OPENSSL_DIR тогда не нужен."),
    ("b", "sudo apt-get install -y pkg-config libssl-dev", "Reading package lists...\nThe following NEW packages will be installed:\n  libssl-dev pkg-config\nSetting up libssl-dev:amd64 (3.0.13-0ubuntu3.4) ...\nSetting up pkg-config:amd64 (1.8.1-2build1) ..."),
    ("b", C, "   Compiling openssl-sys v0.9.104\n   Compiling openssl v0.10.68\n   Compiling native-tls v0.2.12\n   Compiling storozh v1.2.0 (/home/pavel/storozh)\n    Finished `release` profile [optimized] target(s) in 1m 52s"),
    ("s", "Собралось. На сервере теперь есть pkg-config и libssl-dev.")],
    cmd=C, err=E, change="pkg-config libssl-dev", groups=[["OpenSSL installation"], ["libssl-dev"]],
    also_ok=["The pkg-config command could not be found."], kind="lesson", lang="ru",
    traps=["error: failed to run custom build command for `openssl-sys v0.9.104`",
           "warning: build failed, waiting for other jobs to finish..."],
    note="System packages on the build server (lesson). The printed advice (OPENSSL_DIR) was not needed.")

# --- pip: mysqlclient without pkg-config data on macOS (es) -----------------------------------------------------------

C = "pip install mysqlclient==2.2.6"
E = "Exception: Can not find valid pkg-config name."
OUT = "\n".join([
    "Collecting mysqlclient==2.2.6", "  Using cached mysqlclient-2.2.6.tar.gz (91 kB)",
    "  Installing build dependencies ... done", "  Getting requirements to build wheel ... error",
    "  error: subprocess-exited-with-error", "  ", "  × Getting requirements to build wheel did not run successfully.",
    "  │ exit code: 1", "  ╰─> [29 lines of output]", "      Trying pkg-config --exists mysqlclient",
    "      Command 'pkg-config --exists mysqlclient' returned non-zero exit status 1.",
    "      Trying pkg-config --exists mariadb", "      Command 'pkg-config --exists mariadb' returned non-zero exit status 1.",
    "      Traceback (most recent call last):", "        File \"<string>\", line 155, in get_config_posix",
    "      " + E, "      Specify MYSQLCLIENT_CFLAGS and MYSQLCLIENT_LDFLAGS env vars manually",
    "      [end of output]", "  ", "  note: This error originates from a subprocess, and is likely not a problem with pip.",
    "error: subprocess-exited-with-error"])
P = "PKG_CONFIG_PATH=/opt/homebrew/opt/mysql-client/lib/pkgconfig pip install mysqlclient==2.2.6"
mem("pip_mysqlclient_pkg_config_path_es", "pip", S, "pkg_config_env", "/Users/ines/reservas", lambda rng: [
    ("u", "No consigo instalar mysqlclient en el Mac para el proyecto de reservas."),
    ("b", C, OUT, 1),
    ("b", "brew list --versions mysql-client pkg-config", "mysql-client 9.1.0\npkg-config 0.29.2_3"),
    ("s", "Tienes mysql-client y pkg-config, pero mysql-client es keg-only: su `.pc` no está en la ruta de pkg-config. "
          "Lo indico con PKG_CONFIG_PATH."),
    ("b", P, "Collecting mysqlclient==2.2.6\n  Using cached mysqlclient-2.2.6.tar.gz (91 kB)\nBuilding wheels for collected packages: mysqlclient\n  Building wheel for mysqlclient (pyproject.toml) ... done\nSuccessfully built mysqlclient\nInstalling collected packages: mysqlclient\nSuccessfully installed mysqlclient-2.2.6"),
    ("s", "Instalado. Lo añado al README de desarrollo: `export PKG_CONFIG_PATH=\"$(brew --prefix mysql-client)/lib/pkgconfig\"` antes de pip.")],
    cmd=C, err=E, change="PKG_CONFIG_PATH=/opt/homebrew/opt/mysql-client/lib/pkgconfig", passed=P,
    groups=[["valid pkg-config name", "pkg-config --exists mysqlclient"], ["PKG_CONFIG_PATH", "mysql-client/lib/pkgconfig"]],
    kind="lesson", lang="es",
    traps=["note: This error originates from a subprocess, and is likely not a problem with pip.",
           "Specify MYSQLCLIENT_CFLAGS and MYSQLCLIENT_LDFLAGS env vars manually"],
    note="An environment variable on the same pip call; the printed CFLAGS/LDFLAGS advice was a harder route.")

# --- pip: Python.h missing for netifaces on a 3.12 deadsnakes python (it) ---------------------------------------------

C = "python3.12 -m pip install -r requirements/agent.txt"
E = "netifaces.c:1:10: fatal error: Python.h: No such file or directory"
OUT = "\n".join([
    "Collecting netifaces==0.11.0 (from -r requirements/agent.txt (line 2))", "  Using cached netifaces-0.11.0.tar.gz (30 kB)",
    "Building wheels for collected packages: netifaces", "  Building wheel for netifaces (pyproject.toml) ... error",
    "  error: subprocess-exited-with-error", "  ", "  × Building wheel for netifaces (pyproject.toml) did not run successfully.",
    "  │ exit code: 1", "  ╰─> [18 lines of output]", "      running build_ext", "      building 'netifaces' extension",
    "      x86_64-linux-gnu-gcc -fno-strict-overflow -Wsign-compare -DNDEBUG -g -O2 -Wall -fPIC -DNETIFACES_VERSION=0.11.0 -I/usr/include/python3.12 -c netifaces.c -o build/temp.linux-x86_64-cpython-312/netifaces.o",
    "      " + E, "          1 | #include <Python.h>", "            |          ^~~~~~~~~~", "      compilation terminated.",
    "      error: command '/usr/bin/x86_64-linux-gnu-gcc' failed with exit code 1", "      [end of output]", "  ",
    "  ERROR: Failed building wheel for netifaces", "Failed to build netifaces",
    "ERROR: Failed to build installable wheels for some pyproject.toml based projects (netifaces)"])
mem("pip_netifaces_python_h_dev_it", "pip", S, "python_headers", "/home/giulia/sentinella", lambda rng: [
    ("u", "Sto installando l'agente con python3.12 (deadsnakes) e netifaces non compila. Mi aiuti?"),
    ("b", C, OUT, 1),
    ("s", "Mancano gli header di Python 3.12: il pacchetto `python3.12` di deadsnakes non li include, servono in "
          "`python3.12-dev`. netifaces non ha wheel per 3.12 quindi va compilato."),
    ("b", "sudo apt-get install -y python3.12-dev", "Reading package lists...\nThe following NEW packages will be installed:\n  libpython3.12-dev python3.12-dev\nSetting up python3.12-dev (3.12.7-1+jammy1) ..."),
    ("b", C, "Collecting netifaces==0.11.0 (from -r requirements/agent.txt (line 2))\n  Using cached netifaces-0.11.0.tar.gz (30 kB)\nBuilding wheels for collected packages: netifaces\n  Building wheel for netifaces (pyproject.toml) ... done\nSuccessfully built netifaces\nInstalling collected packages: netifaces\nSuccessfully installed netifaces-0.11.0"),
    ("s", "Fatto: con `python3.12-dev` netifaces compila.")],
    cmd=C, err=E, change="python3.12-dev", groups=[["Python.h"], ["python3.12-dev"]], kind="lesson", lang="it",
    traps=["error: command '/usr/bin/x86_64-linux-gnu-gcc' failed with exit code 1",
           "ERROR: Failed to build installable wheels for some pyproject.toml based projects (netifaces)"],
    note="gcc's `failed with exit code 1` and pip's summary are wrappers; the compiler's fatal error is the cause.")

# --- npm: node-canvas without pixman/cairo on macOS -------------------------------------------------------------------

C = "npm install canvas@2.11.2"
E = "npm error Package pixman-1 was not found in the pkg-config search path."
OUT = "\n".join([
    "npm error code 1", "npm error path /Users/owen/posterboard/node_modules/canvas",
    "npm error command failed", "npm error command sh -c node-pre-gyp install --fallback-to-build --update-binary",
    "npm error node-pre-gyp info check checked for \"/Users/owen/posterboard/node_modules/canvas/build/Release/canvas.node\" (not found)",
    "npm error node-pre-gyp http GET https://github.com/Automattic/node-canvas/releases/download/v2.11.2/canvas-v2.11.2-node-v127-darwin-unknown-arm64.tar.gz",
    "npm error node-pre-gyp ERR! install response status 404 Not Found on https://github.com/Automattic/node-canvas/releases/download/v2.11.2/canvas-v2.11.2-node-v127-darwin-unknown-arm64.tar.gz",
    "npm error node-pre-gyp WARN Pre-built binaries not installable for canvas@2.11.2 and node@22.11.0 (node-v127 ABI, unknown) (falling back to source compile with node-gyp)",
    E, "npm error Perhaps you should add the directory containing `pixman-1.pc'",
    "npm error to the PKG_CONFIG_PATH environment variable", "npm error gyp: Call to 'pkg-config pixman-1 --libs' returned exit status 1 while in binding.gyp. while trying to load binding.gyp",
    "npm error gyp ERR! configure error", "npm error A complete log of this run can be found in: /Users/owen/.npm/_logs/2027-04-08T16_02_11_405Z-debug-0.log"])
mem("npm_canvas_pixman_brew", "npm", S, "node_prebuilt_missing", "/Users/owen/posterboard", lambda rng: [
    ("u", "need canvas for the og-image renderer, but the install blows up"),
    ("b", C, OUT, 1),
    ("s", "No prebuilt binary for Node 22 on arm64 macOS, so it compiles from source and needs cairo, pango and "
          "pixman through pkg-config. None of them are installed. Installing node-canvas's documented Homebrew set."),
    ("b", "brew install pkg-config cairo pango libpng jpeg giflib librsvg pixman", "==> Fetching dependencies for cairo: ...\n==> Installing cairo\n==> Installing pango\n==> Installing pixman\n==> Summary\n🍺  /opt/homebrew/Cellar/pixman/0.44.2: 11 files, 1.4MB"),
    ("b", C, "\nadded 41 packages, and audited 622 packages in 48s\n\n88 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities"),
    ("s", "canvas 2.11.2 compiled and installed. The Homebrew libraries were the missing piece.")],
    cmd=C, err=E, change="brew install pkg-config cairo pango libpng jpeg giflib librsvg pixman",
    groups=[["pixman-1"], ["brew install pkg-config cairo", "cairo pango"]], kind="lesson",
    traps=["npm error node-pre-gyp ERR! install response status 404 Not Found on https://github.com/Automattic/node-canvas/releases/download/v2.11.2/canvas-v2.11.2-node-v127-darwin-unknown-arm64.tar.gz",
           "npm error gyp ERR! configure error"],
    note="The prebuilt 404 is expected (the fallback is normal); the pkg-config line names what is missing.")
