"""Sessions with one memory, part a: the image does not build because of what the build can see - a file
outside the build context, a file excluded by .dockerignore, a COPY --from path, a missing build arg or secret
mount, an apt layer cached apart from its install, a RUN step that lacks a header or an executable bit, a
devcontainer built from the wrong context (`build_context`, 10)."""

from __future__ import annotations

from kit import bk, failed_block, mem, prelude

S = "build_context"

C = "make image"
E = 'ERROR: failed to solve: failed to compute cache key: failed to calculate checksum of ref 6b1d0f2e-93c4-4a57-8a0e-1f5c2b7d9e40::r4kq2m8xv0c3nl7yw1zt5hpje: "/proto": not found'
mem("make_image_proto_outside_context_de", "docker", S, "file_outside_context", "/home/lena/ledger", lambda rng: [
    ("u", "Seit wir die .proto-Dateien ins Repo-Root verschoben haben, baut das API-Image nicht mehr. `make image` bitte reparieren."),
    ("b", C, "docker build --progress=plain -t ledger-api:dev -f services/api/Dockerfile services/api\n" + prelude("Dockerfile", "1.31kB", "12.04kB")
     + "\n#4 [internal] load metadata for docker.io/library/golang:1.23-bookworm\n#4 DONE 0.8s\n\n#5 [build 1/6] FROM docker.io/library/golang:1.23-bookworm@sha256:" + "4c" * 32
     + "\n#5 CACHED\n\n#6 [build 3/6] COPY ../../proto ./proto\n#6 ERROR: failed to calculate checksum of ref 6b1d0f2e-93c4-4a57-8a0e-1f5c2b7d9e40::r4kq2m8xv0c3nl7yw1zt5hpje: \"/proto\": not found\n------\n > [build 3/6] COPY ../../proto ./proto:\n------\nDockerfile:6\n--------------------\n   4 |     COPY go.mod go.sum ./\n   5 |     RUN go mod download\n   6 | >>> COPY ../../proto ./proto\n   7 |     COPY . .\n--------------------\n" + E + "\nmake: *** [Makefile:12: image] Error 1", 2),
    ("s", "Der Build-Kontext ist `services/api`; `../../proto` liegt außerhalb und wird nie an BuildKit geschickt - `..` wird einfach auf die Wurzel des Kontexts gekürzt. Statt den Kontext auf das ganze Repo zu erweitern, gebe ich `proto/` als benannten Kontext mit."),
    ("r", "/home/lena/ledger/Makefile", "IMAGE ?= ledger-api:dev\n\nimage:\n\tdocker build --progress=plain -t $(IMAGE) -f services/api/Dockerfile services/api"),
    ("e", "/home/lena/ledger/Makefile", "\tdocker build --progress=plain -t $(IMAGE) -f services/api/Dockerfile services/api", "\tdocker build --progress=plain -t $(IMAGE) --build-context proto=proto -f services/api/Dockerfile services/api"),
    ("e", "/home/lena/ledger/services/api/Dockerfile", "COPY ../../proto ./proto", "COPY --from=proto . ./proto"),
    ("b", C, "docker build --progress=plain -t ledger-api:dev --build-context proto=proto -f services/api/Dockerfile services/api\n#0 building with \"default\" instance using docker driver\n...\n#7 [build 3/6] COPY --from=proto . ./proto\n#7 DONE 0.0s\n\n#9 [build 5/6] RUN CGO_ENABLED=0 go build -o /out/ledger-api ./cmd/api\n#9 DONE 21.4s\n\n#11 exporting to image\n#11 naming to docker.io/library/ledger-api:dev done\n#11 DONE 0.2s"),
    ("s", "Das Image baut wieder. `proto/` kommt jetzt über `--build-context proto=proto` herein, der Kontext des Dienstes bleibt klein.")],
    cmd=C, err=E, change="--build-context proto=proto", groups=[['"/proto": not found'], ["--build-context proto=proto", "COPY --from=proto"]],
    kind="bugfix", traps=["make: *** [Makefile:12: image] Error 1"], lang="de",
    note="COPY of a path outside the build context; a named build context in the Makefile.")

C = "docker build --progress=plain -t kiosk-web ."
E = "#9 0.912 npm error The `npm ci` command can only install with an existing package-lock.json or"
SRC = ["WORKDIR /app", "COPY package.json package-lock.json* ./", "RUN npm ci"]
mem("docker_build_lockfile_dockerignored_es", "docker", S, "dockerignore_lockfile", "/home/marta/kiosko", lambda rng: [
    ("u", "El Dockerfile del front dejó de construir después de que alguien limpió el .dockerignore. Falla en npm ci."),
    ("b", C, prelude() + "\n#8 [build 3/6] COPY package.json package-lock.json* ./\n#8 DONE 0.0s\n\n#9 [build 4/6] RUN npm ci\n" + bk(9, 0.912, [
        "npm error code EUSAGE", "npm error", "npm error The `npm ci` command can only install with an existing package-lock.json or",
        "npm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or",
        "npm error later to generate a package-lock.json file, then try again."])
     + "\n#9 ERROR: process \"/bin/sh -c npm ci\" did not complete successfully: exit code: 1\n" + failed_block(
        "[build 4/6] RUN npm ci", ["0.934 npm error later to generate a package-lock.json file, then try again."],
        "Dockerfile", 6, SRC, "/bin/sh -c npm ci", 1), 1),
    ("b", "git diff HEAD~3 -- .dockerignore", "diff --git a/.dockerignore b/.dockerignore\n@@ -1,4 +1,7 @@\n node_modules\n dist\n+coverage\n+*.log\n+package-lock.json\n .git"),
    ("s", "El último cambio del .dockerignore excluye `package-lock.json`; el `COPY package-lock.json*` no falla por el comodín, pero el lockfile nunca llega a la imagen y `npm ci` se niega. No cambio a `npm install`: quito esa línea del .dockerignore."),
    ("e", "/home/marta/kiosko/.dockerignore", "*.log\npackage-lock.json\n", "*.log\n"),
    ("b", C, prelude() + "\n#9 [build 4/6] RUN npm ci\n#9 14.02 added 812 packages, and audited 813 packages in 13s\n#9 DONE 14.6s\n\n#12 exporting to image\n#12 naming to docker.io/library/kiosk-web done\n#12 DONE 0.3s"),
    ("s", "Construye de nuevo: el lockfile vuelve al contexto y `npm ci` instala las versiones fijadas.")],
    cmd=C, err=E, change=".dockerignore", groups=[["can only install with an existing package-lock.json"], [".dockerignore"]],
    kind="bugfix", traps=['ERROR: failed to solve: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1',
                          "npm error later to generate a package-lock.json file, then try again."], lang="es",
    note="BuildKit step prefix; the lockfile line removed from .dockerignore.")

C = "docker build -t depot-svc ."
E = 'ERROR: failed to solve: failed to compute cache key: failed to calculate checksum of ref 0e7f3a21-5d88-4b0c-9f61-a2c4e8d13b77::w9d3l1q0fz7m2kcx8v5rnhs4b: "/workspace/target/depot.jar": not found'
mem("docker_build_copy_from_jar_path_pl", "docker", S, "copy_from_stage_path", "/home/tomasz/magazyn-depot", lambda rng: [
    ("u", "Przeszliśmy z Mavena na Gradle i teraz obraz się nie buduje na ostatnim kroku."),
    ("b", C, "[+] Building 74.3s (13/14)                                                  docker:default\n => [build 5/5] RUN ./gradlew bootJar --no-daemon                                 71.2s\n => ERROR [runtime 3/3] COPY --from=build /workspace/target/depot.jar /app/depot.jar 0.0s\n------\n > [runtime 3/3] COPY --from=build /workspace/target/depot.jar /app/depot.jar:\n------\nDockerfile:15\n--------------------\n  13 |     FROM eclipse-temurin:21-jre\n  14 |     WORKDIR /app\n  15 | >>> COPY --from=build /workspace/target/depot.jar /app/depot.jar\n  16 |     ENTRYPOINT [\"java\", \"-jar\", \"/app/depot.jar\"]\n--------------------\n" + E, 1),
    ("b", "ls build/libs 2>/dev/null; grep -n archiveFileName build.gradle.kts", "  bootJar { archiveFileName.set(\"depot.jar\") }"),
    ("s", "Gradle zapisuje jar w `build/libs/`, nie w `target/` jak Maven. Ścieżka w `COPY --from=build` została po Mavenie."),
    ("e", "/home/tomasz/magazyn-depot/Dockerfile", "COPY --from=build /workspace/target/depot.jar /app/depot.jar", "COPY --from=build /workspace/build/libs/depot.jar /app/depot.jar"),
    ("b", C, "[+] Building 3.1s (14/14) FINISHED                                         docker:default\n => CACHED [build 5/5] RUN ./gradlew bootJar --no-daemon                           0.0s\n => [runtime 3/3] COPY --from=build /workspace/build/libs/depot.jar /app/depot.jar 0.4s\n => exporting to image                                                            0.6s\n => => naming to docker.io/library/depot-svc                                      0.0s"),
    ("s", "Obraz zbudowany; jar jest kopiowany z `build/libs/depot.jar`.")],
    cmd=C, err=E, change="/workspace/build/libs/depot.jar", groups=[['"/workspace/target/depot.jar": not found'], ["build/libs/depot.jar"]],
    kind="bugfix", lang="pl", note="COPY --from path left over from Maven.")

C = "docker build -t pulse-web ."
E = 'ERROR: failed to solve: failed to parse stage name "node:-alpine": invalid reference format'
mem("docker_build_arg_no_default_fr", "docker", S, "missing_build_arg", "/home/camille/pulse", lambda rng: [
    ("u", "En CI l'image se construit, mais chez moi `docker build -t pulse-web .` plante tout de suite."),
    ("b", C, "[+] Building 0.1s (1/1) FINISHED                                           docker:default\n => [internal] load build definition from Dockerfile                               0.0s\n => => transferring dockerfile: 884B                                               0.0s\n\n 1 warning found (use docker --debug to expand):\n - InvalidDefaultArgInFrom: Default value for ARG node:${NODE_VERSION}-alpine results in empty or invalid base image name (line 2)\nDockerfile:2\n--------------------\n   1 |     ARG NODE_VERSION\n   2 | >>> FROM node:${NODE_VERSION}-alpine AS build\n   3 |     WORKDIR /app\n--------------------\n" + E, 1),
    ("b", "grep -n NODE_VERSION .github/workflows/image.yml", "31:          build-args: NODE_VERSION=20.18.1"),
    ("s", "Le workflow passe `NODE_VERSION` en build-arg, mais le Dockerfile déclare l'ARG sans valeur par défaut : en local le FROM devient `node:-alpine`. Je mets la même version par défaut dans le Dockerfile, la CI peut toujours la surcharger."),
    ("e", "/home/camille/pulse/Dockerfile", "ARG NODE_VERSION\n", "ARG NODE_VERSION=20.18.1\n"),
    ("b", C, "[+] Building 38.7s (12/12) FINISHED                                        docker:default\n => [internal] load metadata for docker.io/library/node:20.18.1-alpine              1.2s\n => [build 4/5] RUN npm ci                                                         29.8s\n => exporting to image                                                             1.4s\n => => naming to docker.io/library/pulse-web                                       0.0s"),
    ("s", "Ça construit en local avec la valeur par défaut 20.18.1.")],
    cmd=C, err=E, change="ARG NODE_VERSION=20.18.1", also_ok=[" - InvalidDefaultArgInFrom: Default value for ARG node:${NODE_VERSION}-alpine results in empty or invalid base image name (line 2)"], groups=[['failed to parse stage name "node:-alpine"'], ["NODE_VERSION=20.18.1"]],
    kind="bugfix", traps=["1 warning found (use docker --debug to expand):"], lang="fr",
    note="ARG used in FROM with no default; the default added.")

C = "make image"
E = "#11 4.381 ERROR: Could not find a version that satisfies the requirement acme-billing-sdk==3.2.0 (from versions: none)"
mem("make_image_pip_secret_mount_it", "docker", S, "secret_mount_not_passed", "/home/giulia/fatture", lambda rng: [
    ("u", "Ho spostato la config dell'indice privato in un secret mount come ci ha chiesto la sicurezza. Ora `make image` fallisce su pip."),
    ("b", C, "docker build --progress=plain -t fatture:dev .\n" + prelude() + "\n#11 [build 4/7] RUN --mount=type=secret,id=pipconf,target=/etc/pip.conf pip install --no-cache-dir -r requirements.txt\n" + bk(11, 1.207, [
        "Collecting fastapi==0.115.4 (from -r requirements.txt (line 1))", "  Downloading fastapi-0.115.4-py3-none-any.whl.metadata (27 kB)"])
     + "\n" + E + "\n#11 4.392 ERROR: No matching distribution found for acme-billing-sdk==3.2.0\n#11 6.002 \n#11 6.002 [notice] A new release of pip is available: 24.0 -> 24.3.1\n#11 6.002 [notice] To update, run: pip install --upgrade pip\n#11 ERROR: process \"/bin/sh -c pip install --no-cache-dir -r requirements.txt\" did not complete successfully: exit code: 1\nmake: *** [Makefile:9: image] Error 1", 2),
    ("r", "/home/giulia/fatture/Makefile", "image:\n\tdocker build --progress=plain -t fatture:dev ."),
    ("s", "Il Dockerfile monta il secret `pipconf` in /etc/pip.conf, ma il Makefile non lo passa: senza `--secret` il file non c'è, pip guarda solo PyPI e il pacchetto interno non esiste lì. Aggiungo il secret al comando di build."),
    ("e", "/home/giulia/fatture/Makefile", "\tdocker build --progress=plain -t fatture:dev .", "\tdocker build --progress=plain --secret id=pipconf,src=$(HOME)/.config/pip/pip.conf -t fatture:dev ."),
    ("b", C, "docker build --progress=plain --secret id=pipconf,src=/home/giulia/.config/pip/pip.conf -t fatture:dev .\n#11 [build 4/7] RUN --mount=type=secret,id=pipconf,target=/etc/pip.conf pip install --no-cache-dir -r requirements.txt\n#11 3.914 Collecting acme-billing-sdk==3.2.0 (from -r requirements.txt (line 7))\n#11 3.960   Downloading https://pypi.acme.example/packages/acme_billing_sdk-3.2.0-py3-none-any.whl (88 kB)\n#11 12.44 Successfully installed acme-billing-sdk-3.2.0 fastapi-0.115.4\n#11 DONE 13.1s\n\n#14 exporting to image\n#14 DONE 0.9s"),
    ("s", "Build riuscito: il secret arriva al RUN e pip trova il pacchetto sull'indice interno, senza finire in nessun layer.")],
    cmd=C, err=E, change="--secret id=pipconf", groups=[["acme-billing-sdk==3.2.0"], ["--secret id=pipconf", "secret"]],
    kind="bugfix", traps=["#11 6.002 [notice] A new release of pip is available: 24.0 -> 24.3.1", "make: *** [Makefile:9: image] Error 1"],
    lang="it", note="BuildKit prefix; the secret mount was never passed.")

C = "docker build --progress=plain -t gazo-thumb ."
E = "#10 1.733 E: Failed to fetch http://deb.debian.org/debian/pool/main/v/vips/libvips42_8.14.1-3%2bdeb12u1_amd64.deb  404  Not Found [IP: 198.51.100.132 80]"
APT = ["RUN apt-get update", "RUN apt-get install -y --no-install-recommends ca-certificates", "RUN apt-get install -y --no-install-recommends libvips42"]
mem("docker_build_apt_update_layer_stale_ja", "docker", S, "apt_cache_layer", "/home/haruto/gazo", lambda rng: [
    ("u", "サムネイル用に libvips42 を Dockerfile に足したら、apt-get install が 404 で落ちます。"),
    ("b", C, prelude() + "\n#6 [2/7] RUN apt-get update\n#6 CACHED\n\n#7 [3/7] RUN apt-get install -y --no-install-recommends ca-certificates\n#7 CACHED\n\n#10 [4/7] RUN apt-get install -y --no-install-recommends libvips42\n" + bk(10, 0.410, [
        "Reading package lists...", "Building dependency tree...", "The following NEW packages will be installed:", "  libvips42"])
     + "\n#10 1.702 Err:1 http://deb.debian.org/debian bookworm/main amd64 libvips42 amd64 8.14.1-3+deb12u1\n#10 1.702   404  Not Found [IP: 198.51.100.132 80]\n" + E
     + "\n#10 1.734 E: Unable to fetch some archives, maybe run apt-get update or try with --fix-missing?\n#10 ERROR: process \"/bin/sh -c apt-get install -y --no-install-recommends libvips42\" did not complete successfully: exit code: 100", 1),
    ("e", "/home/haruto/gazo/Dockerfile", "RUN apt-get install -y --no-install-recommends libvips42", "RUN apt-get install -y --fix-missing --no-install-recommends libvips42"),
    ("b", C, "#6 [2/7] RUN apt-get update\n#6 CACHED\n\n#10 [4/7] RUN apt-get install -y --fix-missing --no-install-recommends libvips42\n#10 1.688 Err:1 http://deb.debian.org/debian bookworm/main amd64 libvips42 amd64 8.14.1-3+deb12u1\n#10 1.688   404  Not Found [IP: 198.51.100.132 80]\n" + E.replace("1.733", "1.719") + "\n#10 ERROR: process \"/bin/sh -c apt-get install -y --fix-missing --no-install-recommends libvips42\" did not complete successfully: exit code: 100", 1),
    ("s", "`apt-get update` が別レイヤーでキャッシュされているので、パッケージ一覧が何週間も前のままです。そのリストにある古い版はミラーから消えています。update と install を同じ RUN にまとめ、リストも最後に消します。"),
    ("e", "/home/haruto/gazo/Dockerfile", "\n".join(APT), "RUN apt-get update \\\n && apt-get install -y --no-install-recommends ca-certificates libvips42 \\\n && rm -rf /var/lib/apt/lists/*"),
    ("b", C, prelude() + "\n#6 [2/5] RUN apt-get update  && apt-get install -y --no-install-recommends ca-certificates libvips42  && rm -rf /var/lib/apt/lists/*\n#6 0.512 Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\n#6 6.840 Setting up libvips42:amd64 (8.14.1-3+deb12u2) ...\n#6 DONE 7.9s\n\n#9 exporting to image\n#9 DONE 0.4s"),
    ("s", "通りました。update と install が同じレイヤーになったので、キャッシュされた古い一覧で install することはもうありません。")],
    cmd=C, err=E, change="RUN apt-get update \\\n && apt-get install", tries=["--fix-missing --no-install-recommends libvips42"],
    groups=[["404  Not Found", "Failed to fetch"], ["apt-get update \\\n && apt-get install", "same RUN", "同じ RUN"]],
    kind="bugfix", traps=["#10 1.734 E: Unable to fetch some archives, maybe run apt-get update or try with --fix-missing?"], lang="ja",
    note="A cached `apt-get update` layer; update and install merged.")

C = "docker build --progress=plain -t yeokmap ."
E = "#12 0.318 error: the lock file /app/Cargo.lock needs to be updated but --locked was passed to prevent this"
mem("docker_build_cargo_lock_dockerignored_ko", "docker", S, "dockerignore_cargo_lock", "/home/minji/yeokmap", lambda rng: [
    ("u", "라이브러리 템플릿에서 .dockerignore 를 복사해 왔는데 그 뒤로 이미지 빌드가 cargo 단계에서 실패해요."),
    ("b", C, prelude() + "\n#12 [build 4/5] RUN cargo build --release --locked\n" + bk(12, 0.204, ["    Updating crates.io index"]) + "\n" + E
     + "\n#12 0.319 If you want to try to generate the lock file without accessing the network, remove the --locked flag and use --offline instead.\n#12 ERROR: process \"/bin/sh -c cargo build --release --locked\" did not complete successfully: exit code: 101", 1),
    ("b", "cat .dockerignore", "target\nCargo.lock\n.git"),
    ("s", "라이브러리용 템플릿이라 `Cargo.lock` 을 빼고 있습니다. 바이너리 이미지에서는 lock 파일이 있어야 `--locked` 빌드가 됩니다. `--locked` 를 지우지 않고 .dockerignore 에서 Cargo.lock 줄을 지웁니다."),
    ("e", "/home/minji/yeokmap/.dockerignore", "target\nCargo.lock\n.git", "target\n.git"),
    ("b", C, "#12 [build 4/5] RUN cargo build --release --locked\n#12 2.104  Downloaded 143 crates (12.9 MB) in 1.74s\n#12 88.31    Compiling yeokmap v0.4.0 (/app)\n#12 94.77     Finished `release` profile [optimized] target(s) in 1m 34s\n#12 DONE 95.2s\n\n#15 exporting to image\n#15 DONE 0.5s"),
    ("s", "빌드 성공. Cargo.lock 이 다시 컨텍스트에 들어가서 고정된 버전으로 빌드됩니다.")],
    cmd=C, err=E, change="target\n.git", groups=[["Cargo.lock needs to be updated but --locked"], ["Cargo.lock"], [".dockerignore"]],
    kind="bugfix", traps=["#12 0.319 If you want to try to generate the lock file without accessing the network, remove the --locked flag and use --offline instead."],
    lang="ko", note="BuildKit prefix; advice to drop --locked is a decoy.")

C = "docker build --progress=plain -t frota-api ."
E = "#10 0.214 /bin/sh: 1: ./gradlew: Permission denied"
mem("docker_build_gradlew_exec_bit_pt", "docker", S, "exec_bit_lost", "/home/rafael/frota", lambda rng: [
    ("u", "Clonei o repo no Windows e commitei o gradlew de novo. Agora o docker build falha no bootJar."),
    ("b", C, prelude() + "\n#10 [build 4/5] RUN ./gradlew bootJar --no-daemon\n" + E + "\n#10 ERROR: process \"/bin/sh -c ./gradlew bootJar --no-daemon\" did not complete successfully: exit code: 126\n"
     + failed_block("[build 4/5] RUN ./gradlew bootJar --no-daemon", ["0.214 /bin/sh: 1: ./gradlew: Permission denied"], "Dockerfile", 8,
                    ["COPY . .", "RUN ./gradlew bootJar --no-daemon"], "/bin/sh -c ./gradlew bootJar --no-daemon", 126), 1),
    ("b", "git ls-files -s gradlew", "100644 3b2a6f0d9c1e47a8b5f2c0d4e6a8b1c3d5e7f9a0 0\tgradlew"),
    ("s", "O gradlew perdeu o bit de execução no commit (modo 100644). Corrijo no índice do git em vez de pôr `chmod` no Dockerfile."),
    ("b", "git update-index --chmod=+x gradlew && git commit -m 'gradlew: restore executable bit' && git ls-files -s gradlew", "[main 4e1c7a2] gradlew: restore executable bit\n 1 file changed, 0 insertions(+), 0 deletions(-)\n mode change 100644 => 100755 gradlew\n100755 3b2a6f0d9c1e47a8b5f2c0d4e6a8b1c3d5e7f9a0 0\tgradlew"),
    ("b", C, prelude() + "\n#10 [build 4/5] RUN ./gradlew bootJar --no-daemon\n#10 3.551 Downloading https://services.gradle.org/distributions/gradle-8.11-bin.zip\n#10 61.20 BUILD SUCCESSFUL in 57s\n#10 DONE 61.9s\n\n#13 exporting to image\n#13 DONE 0.6s"),
    ("s", "Build ok. O modo 100755 está commitado, então funciona também na CI.")],
    cmd=C, err=E, change="git update-index --chmod=+x gradlew", groups=[["./gradlew: Permission denied"], ["--chmod=+x", "100755"]],
    kind="bugfix", traps=['ERROR: failed to solve: process "/bin/sh -c ./gradlew bootJar --no-daemon" did not complete successfully: exit code: 126'],
    lang="pt", note="BuildKit prefix; the executable bit restored in git.")

C = "docker build --progress=plain -t raporcu ."
E = "#12 3.914       Error: pg_config executable not found."
mem("docker_build_psycopg2_pg_config_tr", "docker", S, "run_step_missing_headers", "/home/emre/raporcu", lambda rng: [
    ("u", "Base imajı python:3.12 yerine python:3.12-slim yaptım, imaj küçülsün diye. Şimdi pip install patlıyor."),
    ("b", C, prelude() + "\n#12 [build 4/7] RUN pip install --no-cache-dir -r requirements.txt\n" + bk(12, 2.101, [
        "Collecting psycopg2==2.9.10 (from -r requirements.txt (line 4))", "  Downloading psycopg2-2.9.10.tar.gz (385 kB)",
        "  Getting requirements to build wheel: started", "  Getting requirements to build wheel: finished with status 'error'",
        "  error: subprocess-exited-with-error", "  ", "  × Getting requirements to build wheel did not run successfully.", "  │ exit code: 1"])
     + "\n#12 3.914       running egg_info\n" + E + "\n#12 3.915       pg_config is required to build psycopg2 from source.  Please add the directory\n#12 3.920 note: This error originates from a subprocess, and is likely not a problem with pip.\n#12 ERROR: process \"/bin/sh -c pip install --no-cache-dir -r requirements.txt\" did not complete successfully: exit code: 1", 1),
    ("s", "slim imajında libpq başlıkları ve derleyici yok; psycopg2 kaynak koddan derleniyor. Build aşamasına `libpq-dev` ve `gcc`, çalışma aşamasına sadece `libpq5` ekliyorum; çalışma imajı yine küçük kalır."),
    ("e", "/home/emre/raporcu/Dockerfile", "FROM python:3.12-slim AS build\nWORKDIR /app\n", "FROM python:3.12-slim AS build\nRUN apt-get update && apt-get install -y --no-install-recommends gcc libpq-dev && rm -rf /var/lib/apt/lists/*\nWORKDIR /app\n"),
    ("e", "/home/emre/raporcu/Dockerfile", "FROM python:3.12-slim AS runtime\n", "FROM python:3.12-slim AS runtime\nRUN apt-get update && apt-get install -y --no-install-recommends libpq5 && rm -rf /var/lib/apt/lists/*\n"),
    ("b", C, prelude() + "\n#12 [build 5/8] RUN pip install --no-cache-dir -r requirements.txt\n#12 14.88   Building wheel for psycopg2 (pyproject.toml): finished with status 'done'\n#12 15.20 Successfully installed psycopg2-2.9.10 sqlalchemy-2.0.36\n#12 DONE 15.7s\n\n#16 exporting to image\n#16 DONE 0.7s"),
    ("s", "İmaj derlendi; psycopg2 build aşamasında derleniyor, çalışma imajında sadece libpq5 var.")],
    cmd=C, err=E, change="gcc libpq-dev", groups=[["pg_config executable not found"], ["libpq-dev"]],
    kind="bugfix", traps=["#12 3.920 note: This error originates from a subprocess, and is likely not a problem with pip.",
                          "#12 2.178   × Getting requirements to build wheel did not run successfully."], lang="tr",
    note="BuildKit prefix plus indentation; build headers added to the build stage.")

C = "devcontainer up --workspace-folder ."
E = '[2027-06-15T10:12:44.310Z] ERROR: failed to solve: failed to compute cache key: failed to calculate checksum of ref 9a4c2e71-0b3d-4f85-a6e2-7c1d9b0f3a58::p2h6s0c8kq4xv1m9ld3rz7nwb: "/requirements-dev.txt": not found'
mem("devcontainer_build_context_dotdot", "devcontainer", S, "devcontainer_context", "/home/owen/tidewatch", lambda rng: [
    ("u", "the devcontainer won't build since I made its Dockerfile install our dev requirements"),
    ("b", C, "[2027-06-15T10:12:41.002Z] @devcontainers/cli 0.72.0. Node.js v20.18.1. linux 6.8.0-49-generic x64.\n[2027-06-15T10:12:41.950Z] Start: Run: docker buildx build --load --build-arg BUILDKIT_INLINE_CACHE=1 -f /home/owen/tidewatch/.devcontainer/Dockerfile -t vsc-tidewatch-3f0c5a2b /home/owen/tidewatch/.devcontainer\n[2027-06-15T10:12:44.301Z] #7 [3/4] COPY requirements-dev.txt /tmp/\n[2027-06-15T10:12:44.302Z] #7 ERROR: failed to calculate checksum of ref 9a4c2e71-0b3d-4f85-a6e2-7c1d9b0f3a58::p2h6s0c8kq4xv1m9ld3rz7nwb: \"/requirements-dev.txt\": not found\n" + E
     + "\n[2027-06-15T10:12:44.330Z] Error: Command failed: docker buildx build --load --build-arg BUILDKIT_INLINE_CACHE=1 -f /home/owen/tidewatch/.devcontainer/Dockerfile -t vsc-tidewatch-3f0c5a2b /home/owen/tidewatch/.devcontainer\n{\"outcome\":\"error\",\"message\":\"Command failed: docker buildx build --load --build-arg BUILDKIT_INLINE_CACHE=1 -f /home/owen/tidewatch/.devcontainer/Dockerfile -t vsc-tidewatch-3f0c5a2b /home/owen/tidewatch/.devcontainer\",\"description\":\"An error occurred setting up the container.\"}", 1),
    ("r", "/home/owen/tidewatch/.devcontainer/devcontainer.json", "{\n  \"name\": \"tidewatch\",\n  \"build\": { \"dockerfile\": \"Dockerfile\" },\n  \"remoteUser\": \"vscode\"\n}"),
    ("s", "Without a `context` the build context is `.devcontainer/` itself, so `requirements-dev.txt` at the repo root isn't visible to the COPY. Setting the context to the parent folder; the dockerfile path stays relative to devcontainer.json."),
    ("e", "/home/owen/tidewatch/.devcontainer/devcontainer.json", "\"build\": { \"dockerfile\": \"Dockerfile\" },", "\"build\": { \"dockerfile\": \"Dockerfile\", \"context\": \"..\" },"),
    ("b", C, "[2027-06-15T10:14:02.118Z] Start: Run: docker buildx build --load --build-arg BUILDKIT_INLINE_CACHE=1 -f /home/owen/tidewatch/.devcontainer/Dockerfile -t vsc-tidewatch-3f0c5a2b /home/owen/tidewatch\n[2027-06-15T10:14:19.870Z] #8 [4/4] RUN pip install -r /tmp/requirements-dev.txt\n[2027-06-15T10:14:19.871Z] #8 DONE 15.2s\n{\"outcome\":\"success\",\"containerId\":\"e41b9c07d2aa5f3c8e1d6b0a7f2c4e9d1b3a5c7e9f0d2b4a6c8e0f1a3b5c7d9e\",\"remoteUser\":\"vscode\",\"remoteWorkspaceFolder\":\"/workspaces/tidewatch\"}"),
    ("s", "Container is up. The build context is now the repo root, so the COPY finds requirements-dev.txt.")],
    cmd=C, err=E, change='"context": ".."', groups=[['"/requirements-dev.txt": not found'], ['"context": ".."', "context"]],
    kind="bugfix", traps=['{"outcome":"error","message":"Command failed: docker buildx build --load --build-arg BUILDKIT_INLINE_CACHE=1 -f /home/owen/tidewatch/.devcontainer/Dockerfile -t vsc-tidewatch-3f0c5a2b /home/owen/tidewatch/.devcontainer","description":"An error occurred setting up the container."}'],
    lang="en", note="devcontainer CLI stamp (removed by the reader); build context set to the repo root.")
