"""Sessions with one memory, part b: the base image or the platform is wrong - a base tag that no longer exists,
a binary built for the other architecture (exec format error), no manifest for linux/arm64, a multi-platform
build on the docker driver or without emulation, an image kind or minikube never got, a short name podman
cannot resolve (`base_and_platform`, 10)."""

from __future__ import annotations

from kit import bk, mem, prelude

S = "base_and_platform"

C = "docker build -t fakturo ."
E = "ERROR: failed to solve: registry.example/base/jre:17.0.8-alpine: failed to resolve source metadata for registry.example/base/jre:17.0.8-alpine: registry.example/base/jre:17.0.8-alpine: not found"
mem("docker_build_base_tag_pruned_de", "docker", S, "base_tag_gone", "/home/jonas/fakturo", lambda rng: [
    ("u", "Das Image von fakturo baut heute früh nicht mehr, obwohl seit zwei Wochen niemand das Dockerfile angefasst hat."),
    ("b", C, "[+] Building 1.4s (3/3) FINISHED                                           docker:default\n => [internal] load build definition from Dockerfile                               0.0s\n => ERROR [internal] load metadata for registry.example/base/jre:17.0.8-alpine       1.2s\n------\n > [internal] load metadata for registry.example/base/jre:17.0.8-alpine:\n------\nDockerfile:9\n--------------------\n   8 |     \n   9 | >>> FROM registry.example/base/jre:17.0.8-alpine\n  10 |     COPY --from=build /src/build/libs/fakturo.jar /app/\n--------------------\n" + E, 1),
    ("b", "skopeo list-tags docker://registry.example/base/jre", "{\n    \"Repository\": \"registry.example/base/jre\",\n    \"Tags\": [\n        \"17.0.12-alpine\",\n        \"17.0.13-alpine\",\n        \"21.0.5-alpine\"\n    ]\n}"),
    ("s", "Die Registry-Aufräumregel hat alle 17.0.8-Tags gelöscht; vorhanden sind nur noch 17.0.12 und 17.0.13. Ich hebe die Basis auf den neuesten 17er-Patchstand an (gleiche Major-Version, nur Sicherheitsfixes)."),
    ("e", "/home/jonas/fakturo/Dockerfile", "FROM registry.example/base/jre:17.0.8-alpine", "FROM registry.example/base/jre:17.0.13-alpine"),
    ("b", C, "[+] Building 12.8s (9/9) FINISHED                                          docker:default\n => [internal] load metadata for registry.example/base/jre:17.0.13-alpine          0.9s\n => [stage-1 1/2] FROM registry.example/base/jre:17.0.13-alpine@sha256:" + "7e" * 32 + " 6.1s\n => exporting to image                                                             0.8s\n => => naming to docker.io/library/fakturo                                         0.0s"),
    ("s", "Baut wieder, auf 17.0.13-alpine. Ältere Patch-Tags werden dort offenbar nach einiger Zeit gelöscht.")],
    cmd=C, err=E, change="jre:17.0.13-alpine", groups=[["jre:17.0.8-alpine"], ["17.0.13-alpine"]],
    kind="bugfix", lang="de", note="A base tag removed by the registry's cleanup; bumped to a tag that exists.")

C = "docker run --rm tally:dev --version"
E = "exec /app/tally: exec format error"
mem("docker_run_goarch_hardcoded_ru", "docker", S, "exec_format_error", "/home/dmitri/tally", lambda rng: [
    ("u", "Перешёл на ARM-инстанс (Graviton) для разработки. Образ собирается, но контейнер сразу падает."),
    ("b", "docker build -q -t tally:dev .", "sha256:" + "3a" * 32),
    ("b", C, E, 255),
    ("b", "grep -n 'go build' Dockerfile; uname -m", "11:RUN CGO_ENABLED=0 GOOS=linux GOARCH=amd64 go build -o /out/tally ./cmd/tally\naarch64"),
    ("s", "Базовый образ берётся под arm64, а бинарник собирается с жёстко прописанным GOARCH=amd64. Беру архитектуру из TARGETARCH, который BuildKit задаёт сам; так же соберётся и multi-arch образ."),
    ("e", "/home/dmitri/tally/Dockerfile", "RUN CGO_ENABLED=0 GOOS=linux GOARCH=amd64 go build -o /out/tally ./cmd/tally", "ARG TARGETARCH\nRUN CGO_ENABLED=0 GOOS=linux GOARCH=$TARGETARCH go build -o /out/tally ./cmd/tally"),
    ("b", "docker build -q -t tally:dev .", "sha256:" + "91" * 32),
    ("b", C, "tally 0.9.3 (linux/arm64)"),
    ("s", "Работает: бинарник собран под linux/arm64.")],
    cmd=C, err=E, change="GOARCH=$TARGETARCH", groups=[["exec format error"], ["TARGETARCH"]],
    kind="bugfix", lang="ru", note="A hardcoded GOARCH; TARGETARCH used.")

C = "docker compose up -d"
E = "Error response from daemon: no matching manifest for linux/arm64/v8 in the manifest list entries"
mem("compose_mssql_no_arm64_manifest_ko", "compose", S, "no_arm64_manifest", "/home/jiwoo/jeongsan", lambda rng: [
    ("u", "새 맥북(M3)에서 compose 를 올리면 sqlserver 만 안 받아져요."),
    ("b", C, "[+] Running 1/2\n ✔ api Pulled                                                               3.1s\n ✘ sqlserver Error no matching manifest for linux/arm64/v8 in the manifest list entries          1.4s\n" + E, 18),
    ("s", "이 SQL Server 이미지는 linux/amd64 만 배포됩니다. Docker Desktop 의 Rosetta 에뮬레이션으로 돌리도록 해당 서비스에만 platform 을 지정합니다."),
    ("e", "/home/jiwoo/jeongsan/compose.yaml", "  sqlserver:\n    image: mcr.microsoft.com/mssql/server:2022-latest\n", "  sqlserver:\n    image: mcr.microsoft.com/mssql/server:2022-latest\n    platform: linux/amd64\n"),
    ("b", C, "[+] Running 3/3\n ✔ sqlserver Pulled                                                         41.9s\n ✔ Container jeongsan-sqlserver-1  Started                                  1.2s\n ✔ Container jeongsan-api-1        Started                                  0.9s"),
    ("s", "올라왔습니다. sqlserver 만 amd64 에뮬레이션으로 동작하고 나머지는 arm64 네이티브입니다.")],
    cmd=C, err=E, change="platform: linux/amd64", groups=[["no matching manifest for linux/arm64"], ["platform: linux/amd64"]],
    kind="bugfix", also_ok=[" ✘ sqlserver Error no matching manifest for linux/arm64/v8 in the manifest list entries          1.4s"], lang="ko",
    note="An amd64-only image on Apple silicon; platform pinned for that service.")

C = "docker buildx build --platform linux/amd64,linux/arm64 -t registry.example/tools/lintbox:0.9 --push ."
E = "ERROR: Multi-platform build is not supported for the docker driver."
mem("buildx_multiplatform_docker_driver_sv", "buildx", S, "docker_driver_multiplatform", "/home/elin/lintbox", lambda rng: [
    ("u", "Vi behöver lintbox för både amd64 och arm64 nu när halva teamet har Mac. Kan du bygga och pusha 0.9?"),
    ("b", C, E + "\nSwitch to a different driver, or turn on the containerd image store, and try again.\nLearn more at https://docs.docker.com/go/build-multi-platform/", 1),
    ("b", "docker buildx ls", "NAME/NODE     DRIVER/ENDPOINT   STATUS    BUILDKIT   PLATFORMS\ndefault*      docker\n \\_ default    \\_ default       running   v0.17.3    linux/amd64, linux/amd64/v2, linux/386, linux/arm64"),
    ("s", "Bara standardbyggaren med docker-drivern finns. Jag skapar en byggare med docker-container-drivern och använder den; det ändrar inget i repot."),
    ("b", "docker buildx create --name multiarch --driver docker-container --use --bootstrap", "[+] Building 4.2s (1/1) FINISHED\n => [internal] booting buildkit                                                   4.2s\n => => pulling image moby/buildkit:buildx-stable-1                                 3.1s\n => => creating container buildx_buildkit_multiarch0                              1.1s\nmultiarch"),
    ("b", C, "[+] Building 96.4s (21/21) FINISHED                              docker-container:multiarch\n => [linux/arm64 build 4/4] RUN go build -o /out/lintbox ./cmd/lintbox           71.0s\n => [linux/amd64 build 4/4] RUN go build -o /out/lintbox ./cmd/lintbox           18.3s\n => exporting to image                                                             6.2s\n => => pushing layers                                                              4.1s\n => => pushing manifest for registry.example/tools/lintbox:0.9@sha256:" + "c0" * 32 + " 0.4s"),
    ("s", "0.9 är pushad med ett manifest för både linux/amd64 och linux/arm64.")],
    cmd=C, err=E, change="docker buildx create --name multiarch --driver docker-container --use", groups=[["not supported for the docker driver"], ["--driver docker-container"]],
    kind="lesson", lang="sv", note="A docker-container builder created outside the repo.")

C = "docker buildx build --platform linux/amd64,linux/arm64 -t registry.example/edge/gateway:2.3.0 --push ."
E = "#8 0.087 exec /bin/sh: exec format error"
mem("buildx_arm64_run_no_binfmt_zh", "buildx", S, "no_qemu_emulation", "/home/wei/bianyuan", lambda rng: [
    ("u", "在 CI 机器上用 buildx 打多架构镜像，arm64 那一半在第一个 RUN 就挂了。"),
    ("b", C, "#0 building with \"ci-builder\" instance using docker-container driver\n\n#5 [linux/amd64 2/4] RUN apk add --no-cache ca-certificates tzdata\n#5 1.902 OK: 7 MiB in 18 packages\n#5 DONE 2.0s\n\n#8 [linux/arm64 2/4] RUN apk add --no-cache ca-certificates tzdata\n" + E + "\n#8 ERROR: process \"/bin/sh -c apk add --no-cache ca-certificates tzdata\" did not complete successfully: exit code: 255\n------\n > [linux/arm64 2/4] RUN apk add --no-cache ca-certificates tzdata:\n0.087 exec /bin/sh: exec format error\n------\nERROR: failed to solve: process \"/bin/sh -c apk add --no-cache ca-certificates tzdata\" did not complete successfully: exit code: 255", 1),
    ("b", "ls /proc/sys/fs/binfmt_misc/", "register\nstatus"),
    ("s", "这台机器没有注册 qemu-aarch64 的 binfmt 处理器，所以 arm64 阶段的 /bin/sh 无法执行。按 buildx 文档安装 binfmt 模拟器（只对本机生效，仓库不用改）。"),
    ("b", "docker run --privileged --rm tonistiigi/binfmt --install arm64", "installing: arm64 OK\n{\n  \"supported\": [\n    \"linux/amd64\",\n    \"linux/arm64\",\n    \"linux/386\"\n  ],\n  \"emulators\": [\n    \"qemu-aarch64\"\n  ]\n}"),
    ("b", C, "#0 building with \"ci-builder\" instance using docker-container driver\n\n#8 [linux/arm64 2/4] RUN apk add --no-cache ca-certificates tzdata\n#8 6.411 OK: 7 MiB in 18 packages\n#8 DONE 6.6s\n\n#14 exporting to image\n#14 pushing manifest for registry.example/edge/gateway:2.3.0@sha256:" + "5d" * 32 + " 0.5s done\n#14 DONE 9.8s"),
    ("s", "两个架构都构建并推送成功了。binfmt 的注册在重启后会丢，CI 机器的初始化脚本里也应该加上这一步。")],
    cmd=C, err=E, change="tonistiigi/binfmt --install arm64", groups=[["exec format error"], ["binfmt"]],
    kind="lesson", traps=['ERROR: failed to solve: process "/bin/sh -c apk add --no-cache ca-certificates tzdata" did not complete successfully: exit code: 255'],
    lang="zh", note="BuildKit prefix; qemu binfmt installed on the host.")

C = "make kind-load"
E = 'ERROR: no nodes found for cluster "kind"'
mem("make_kind_load_cluster_name", "kind", S, "kind_cluster_name", "/home/priya/shopfront", lambda rng: [
    ("u", "make kind-load is broken on my machine, the image never makes it into the cluster"),
    ("b", C, "docker build -q -t shopfront-api:dev .\nsha256:" + "0d" * 32 + "\nkind load docker-image shopfront-api:dev\n" + E + "\nmake: *** [Makefile:21: kind-load] Error 1", 2),
    ("b", "kind get clusters", "shop-dev"),
    ("s", "The cluster from `make cluster` is named `shop-dev`, but the load target doesn't pass `--name`, so kind looks for the default cluster `kind`. Passing the same variable the cluster target already uses."),
    ("r", "/home/priya/shopfront/Makefile", "KIND_CLUSTER ?= shop-dev\n\ncluster:\n\tkind create cluster --name $(KIND_CLUSTER) --config hack/kind.yaml\n\nkind-load:\n\tdocker build -q -t shopfront-api:dev .\n\tkind load docker-image shopfront-api:dev"),
    ("e", "/home/priya/shopfront/Makefile", "\tkind load docker-image shopfront-api:dev", "\tkind load docker-image shopfront-api:dev --name $(KIND_CLUSTER)"),
    ("b", C, "docker build -q -t shopfront-api:dev .\nsha256:" + "0d" * 32 + "\nkind load docker-image shopfront-api:dev --name shop-dev\nImage: \"shopfront-api:dev\" with ID \"sha256:" + "0d" * 32 + "\" not yet present on node \"shop-dev-control-plane\", loading..."),
    ("s", "Loaded into shop-dev-control-plane.")],
    cmd=C, err=E, change="--name $(KIND_CLUSTER)", groups=[['no nodes found for cluster "kind"'], ["--name"]],
    kind="bugfix", traps=["make: *** [Makefile:21: kind-load] Error 1"], lang="en", note="kind load without the cluster name.")

C = "kubectl describe pod -l app=fatture-billing"
E = '  Warning  ErrImageNeverPull  9s (x6 over 58s)  kubelet            Container image "fatture-billing:local" is not present with pull policy of Never'
mem("minikube_image_never_pull_it", "minikube", S, "minikube_image_load", "/home/luca/fatture-k8s", lambda rng: [
    ("u", "Il pod di billing su minikube resta in ErrImageNeverPull. L'immagine l'ho appena buildata."),
    ("b", C, "Name:             fatture-billing-6f8c9d7b45-qk2vd\nNamespace:        default\nStatus:           Pending\nContainers:\n  billing:\n    Image:          fatture-billing:local\n    State:          Waiting\n      Reason:       ErrImageNeverPull\nEvents:\n  Type     Reason             Age               From               Message\n  ----     ------             ----              ----               -------\n  Normal   Scheduled          58s               default-scheduler  Successfully assigned default/fatture-billing-6f8c9d7b45-qk2vd to minikube\n" + E + "\n  Warning  Failed             9s (x6 over 58s)  kubelet            Error: ErrImageNeverPull"),
    ("b", "minikube image ls | grep fatture || echo 'not in minikube'", "not in minikube"),
    ("s", "L'immagine è stata buildata nel Docker dell'host, non nel runtime del nodo minikube; con `imagePullPolicy: Never` il kubelet non la scarica. La carico nel nodo e riavvio il deployment."),
    ("b", "minikube image load fatture-billing:local && kubectl rollout restart deploy/fatture-billing && kubectl rollout status deploy/fatture-billing --timeout=90s", "deployment.apps/fatture-billing restarted\nWaiting for deployment \"fatture-billing\" rollout to finish: 0 of 1 updated replicas are available...\ndeployment \"fatture-billing\" successfully rolled out"),
    ("b", C, "Name:             fatture-billing-7d94b6c58-zt6wm\nNamespace:        default\nStatus:           Running\nContainers:\n  billing:\n    Image:          fatture-billing:local\n    State:          Running\nEvents:\n  Type    Reason     Age   From               Message\n  ----    ------     ----  ----               -------\n  Normal  Scheduled  14s   default-scheduler  Successfully assigned default/fatture-billing-7d94b6c58-zt6wm to minikube\n  Normal  Pulled     13s   kubelet            Container image \"fatture-billing:local\" already present on machine\n  Normal  Started    13s   kubelet            Started container billing"),
    ("s", "Il pod ora è Running. Dopo ogni build locale serve `minikube image load` (oppure buildare con `minikube image build`).")],
    cmd=C, err=E, change="minikube image load fatture-billing:local", groups=[["is not present with pull policy of Never"], ["minikube image load"]],
    kind="lesson", traps=["Warning  Failed             9s (x6 over 58s)  kubelet            Error: ErrImageNeverPull"], lang="it",
    note="Event line indented in describe; the image loaded into minikube.")

C = "podman build -t notas ."
E = 'Error: creating build container: short-name "python:3.12-slim" did not resolve to an alias and no unqualified-search registries are defined in "/etc/containers/registries.conf"'
mem("podman_build_short_name_es", "podman", S, "short_name_unresolved", "/home/lucia/notas", lambda rng: [
    ("u", "En el portátil nuevo (Fedora) uso podman en vez de docker. El build del Containerfile no arranca."),
    ("b", C, "STEP 1/7: FROM python:3.12-slim\n" + E, 125),
    ("s", "Podman no asume docker.io para nombres cortos si registries.conf no define registros de búsqueda. Lo más robusto, para docker y podman, es escribir el nombre completo en el Containerfile."),
    ("e", "/home/lucia/notas/Containerfile", "FROM python:3.12-slim", "FROM docker.io/library/python:3.12-slim"),
    ("b", C, "STEP 1/7: FROM docker.io/library/python:3.12-slim\nTrying to pull docker.io/library/python:3.12-slim...\nGetting image source signatures\nCopying blob sha256:" + "2f" * 32 + "\nWriting manifest to image destination\nSTEP 2/7: WORKDIR /app\n--> 1c8e2f0a9b3d\nSTEP 7/7: CMD [\"gunicorn\", \"notas.wsgi\"]\nCOMMIT notas\n--> 8a41d0c27e95\nSuccessfully tagged localhost/notas:latest\n8a41d0c27e95b3f6a1d2c4e8f0a9b7c5d3e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8"),
    ("s", "Listo, con el nombre completo `docker.io/library/python:3.12-slim` funciona en podman y sigue funcionando en docker.")],
    cmd=C, err=E, change="docker.io/library/python:3.12-slim", groups=[['short-name "python:3.12-slim" did not resolve'], ["docker.io/library/python"]],
    kind="bugfix", lang="es", note="A fully qualified base image for podman.")

C = "docker compose up -d"
E = "Error response from daemon: manifest for ghcr.io/acme-example/fake-s3:1.4 not found: manifest unknown: manifest unknown"
mem("compose_image_tag_removed_nl", "compose", S, "compose_tag_gone", "/home/daan/archief", lambda rng: [
    ("u", "Nieuwe collega krijgt de stack niet omhoog; bij mij draait hij wel (oude image lokaal, denk ik)."),
    ("b", C, "WARN[0000] /home/daan/archief/docker-compose.yml: the attribute `version` is obsolete, it will be ignored, please remove it to avoid potential confusion\n[+] Running 1/2\n ✘ s3 Error manifest for ghcr.io/acme-example/fake-s3:1.4 not found: manifest unknown: manifest unknown    0.9s\n ⠿ db Pulled                                                                       2.2s\n" + E, 18),
    ("b", "docker image ls ghcr.io/acme-example/fake-s3", "REPOSITORY                      TAG       IMAGE ID       CREATED         SIZE\nghcr.io/acme-example/fake-s3    1.4       5b0e3c1d7a92   14 months ago   96.2MB"),
    ("wf", "https://github.example/acme-example/fake-s3/releases", "Which release tags are published?", "Releases: 1.6.2 (latest), 1.6.1, 1.5.0. Note in 1.5.0: images older than 1.5 were removed from ghcr.io after the signing change."),
    ("s", "Tag 1.4 is uit ghcr.io verwijderd; bij jou draait hij alleen omdat de image nog lokaal in de cache staat. Ik pin op 1.6.2, de laatste release."),
    ("e", "/home/daan/archief/docker-compose.yml", "    image: ghcr.io/acme-example/fake-s3:1.4", "    image: ghcr.io/acme-example/fake-s3:1.6.2"),
    ("b", C, "WARN[0000] /home/daan/archief/docker-compose.yml: the attribute `version` is obsolete, it will be ignored, please remove it to avoid potential confusion\n[+] Running 3/3\n ✔ s3 Pulled                                                                      4.0s\n ✔ Container archief-db-1  Running                                                0.0s\n ✔ Container archief-s3-1  Started                                                0.6s"),
    ("s", "Alles draait, s3 op 1.6.2. De `version`-waarschuwing staat er los van.")],
    cmd=C, err=E, change="fake-s3:1.6.2", groups=[["fake-s3:1.4 not found"], ["1.6.2"]],
    kind="bugfix", traps=["WARN[0000] /home/daan/archief/docker-compose.yml: the attribute `version` is obsolete, it will be ignored, please remove it to avoid potential confusion"],
    lang="nl", note="A removed tag hidden by a local image cache; pinned to an existing release.")

C = "ssh deploy@stage-01.example 'cd /srv/agenda && docker compose up -d --wait'"
E = "web-1  | exec /docker-entrypoint.sh: exec format error"
mem("stage_compose_arm_built_image_fr", "docker", S, "built_on_arm_run_on_amd64", "/home/chloe/agenda", lambda rng: [
    ("u", "J'ai fait `make release` depuis mon Mac M2 et maintenant la préprod ne démarre plus. Voilà ce que j'ai eu en lançant `" + C + "` :\n\n[+] Running 2/2\n ✔ Container agenda-db-1   Healthy\n ✘ Container agenda-web-1  Error\ncontainer agenda-web-1 exited (255)\n\net dans `docker compose logs web` :\n" + E),
    ("r", "/home/chloe/agenda/Makefile", "TAG ?= $(shell git describe --tags)\n\nrelease:\n\tdocker build -t registry.example/agenda/web:$(TAG) .\n\tdocker push registry.example/agenda/web:$(TAG)"),
    ("s", "L'image a été construite sur le Mac, donc pour linux/arm64, et la préprod est en amd64. Je fixe la plateforme de la cible release pour qu'elle ne dépende plus de la machine qui la lance."),
    ("e", "/home/chloe/agenda/Makefile", "\tdocker build -t registry.example/agenda/web:$(TAG) .\n\tdocker push registry.example/agenda/web:$(TAG)", "\tdocker buildx build --platform linux/amd64 -t registry.example/agenda/web:$(TAG) --push ."),
    ("b", "make release", "docker buildx build --platform linux/amd64 -t registry.example/agenda/web:v2.8.1 --push .\n[+] Building 142.7s (14/14) FINISHED                                 docker:desktop-linux\n => exporting to image                                                             9.3s\n => => pushing manifest for registry.example/agenda/web:v2.8.1@sha256:" + "e4" * 32 + " 0.6s"),
    ("b", C, "[+] Running 3/3\n ✔ web Pulled                                                                     7.9s\n ✔ Container agenda-db-1   Healthy                                                0.5s\n ✔ Container agenda-web-1  Healthy                                               11.2s"),
    ("s", "La préprod tourne : l'image v2.8.1 est maintenant linux/amd64, quelle que soit la machine qui lance `make release`.")],
    cmd=C, err=E, change="--platform linux/amd64", groups=[["exec format error"], ["--platform linux/amd64"]],
    kind="bugfix", traps=["container agenda-web-1 exited (255)"], lang="fr",
    note="Pasted compose log (service prefix); the release target pinned to linux/amd64.")
