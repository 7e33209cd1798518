"""Sessions with one memory, part d: the registry or the builder stops the command - an expired registry login,
a pull rate limit, a token without write access to packages, an unauthenticated Artifact Registry, a builder out
of space, a cache export the docker driver cannot do, a Docker-in-Docker service without TLS settings, a push
to a namespace the user does not own (`registry_and_builder`, 10)."""

from __future__ import annotations

from kit import bk, mem

S = "registry_and_builder"

ECR = "111122223333.dkr.ecr.eu-central-1.amazonaws.com"
C = f"docker push {ECR}/fakturo:1.8.2"
E = "denied: Your authorization token has expired. Reauthenticate and try again."
mem("docker_push_ecr_token_expired_de", "registry", S, "ecr_login_expired", "/home/jonas/fakturo", lambda rng: [
    ("u", "Bitte 1.8.2 nach ECR pushen, gebaut ist es schon."),
    ("b", C, f"The push refers to repository [{ECR}/fakturo]\n5f70bf18a086: Preparing\n3c1e2a9b7d40: Preparing\n9e0d8c6b4a21: Preparing\n" + E, 1),
    ("s", "Das ECR-Login von gestern ist abgelaufen (die Tokens gelten 12 Stunden). Ich melde Docker mit einem frischen Token an der Registry an."),
    ("b", f"aws ecr get-login-password --region eu-central-1 | docker login --username AWS --password-stdin {ECR}", "Login Succeeded"),
    ("b", C, f"The push refers to repository [{ECR}/fakturo]\n5f70bf18a086: Pushed\n3c1e2a9b7d40: Layer already exists\n9e0d8c6b4a21: Layer already exists\n1.8.2: digest: sha256:" + "a7" * 32 + " size: 1573"),
    ("s", "1.8.2 ist in ECR.")],
    cmd=C, err=E, change="aws ecr get-login-password --region eu-central-1 | docker login", groups=[["authorization token has expired"], ["get-login-password", "docker login"]],
    kind="lesson", traps=["The push refers to repository [111122223333.dkr.ecr.eu-central-1.amazonaws.com/fakturo]"], lang="de",
    note="An expired ECR login renewed.")

C = "docker compose pull"
E = "Error response from daemon: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit"
mem("compose_pull_rate_limit_login_pl", "registry", S, "hub_rate_limit", "/home/agnieszka/kurier", lambda rng: [
    ("u", "W biurze nikt nie może dziś ściągnąć obrazów, wszyscy siedzimy za jednym NAT-em."),
    ("b", C, "[+] Pulling 1/3\n ✔ api Skipped - Image is already being pulled by worker                    0.0s\n ✘ db Error toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit  1.1s\n ✘ worker Error toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit  1.1s\n" + E, 18),
    ("b", "docker info --format '{{.RegistryConfig.IndexConfigs}}' && grep -c auths ~/.docker/config.json", "map[docker.io:0xc0004a2f00]\n0"),
    ("s", "Pobieranie anonimowe jest limitowane na adres IP, a całe biuro wychodzi jednym adresem. Loguję się kontem zespołu (token w menedżerze haseł jako DOCKERHUB_TOKEN); wtedy liczy się limit konta, nie IP."),
    ("b", "printf '%s' \"$DOCKERHUB_TOKEN\" | docker login -u kurierteam --password-stdin", "Login Succeeded"),
    ("b", C, "[+] Pulling 3/3\n ✔ db Pulled                                                                   6.4s\n ✔ worker Pulled                                                               9.0s\n ✔ api Pulled                                                                  9.0s"),
    ("s", "Obrazy pobrane po zalogowaniu.")],
    cmd=C, err=E, change="docker login -u kurierteam --password-stdin", groups=[["pull rate limit"], ["docker login"]],
    kind="lesson", lang="pl", note="Docker Hub's anonymous pull limit; logged in with the team account.")

C = "gh run view 74410293 --log-failed"
E = "ERROR: failed to solve: failed to push ghcr.io/acme-example/relay:sha-4e1c7a2: denied: installation not allowed to Write organization package"
mem("gha_ghcr_push_packages_write", "gha", S, "token_without_packages_write", "/home/maya/relay", lambda rng: [
    ("u", "the new publish workflow fails at the push step, run 74410293"),
    ("b", C, "\n".join(f"publish\tBuild and push\t2027-06-18T09:14:{11 + i:02d}.{rng.randint(1000000, 9999999)}Z {x}" for i, x in enumerate([
        "#14 pushing layers", "#14 pushing layers 1.2s done", "#14 ERROR: failed to push ghcr.io/acme-example/relay:sha-4e1c7a2: denied: installation not allowed to Write organization package",
        "------", " > exporting to image:", "------", "ERROR: failed to solve: failed to push ghcr.io/acme-example/relay:sha-4e1c7a2: denied: installation not allowed to Write organization package",
        "##[error]buildx failed with: ERROR: failed to solve: failed to push ghcr.io/acme-example/relay:sha-4e1c7a2: denied: installation not allowed to Write organization package",
        "##[error]Process completed with exit code 1."]))),
    ("r", "/home/maya/relay/.github/workflows/publish.yml", "name: publish\non:\n  push:\n    branches: [main]\npermissions:\n  contents: read\njobs:\n  publish:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v4\n      - uses: docker/login-action@v3\n        with:\n          registry: ghcr.io\n          username: ${{ github.actor }}\n          password: ${{ secrets.GITHUB_TOKEN }}\n      - uses: docker/setup-buildx-action@v3\n      - name: Build and push\n        uses: docker/build-push-action@v6\n        with:\n          push: true\n          tags: ghcr.io/acme-example/relay:sha-${{ github.sha }}"),
    ("s", "The workflow sets `permissions: contents: read` at the top, so GITHUB_TOKEN can log in to ghcr.io but not write packages. Granting `packages: write` to this job only."),
    ("e", "/home/maya/relay/.github/workflows/publish.yml", "  publish:\n    runs-on: ubuntu-24.04\n", "  publish:\n    runs-on: ubuntu-24.04\n    permissions:\n      contents: read\n      packages: write\n"),
    ("b", "git commit -am 'publish: allow the job to write packages' && git push && gh run list --workflow publish.yml --limit 1", "[main 9b2d4f1] publish: allow the job to write packages\n 1 file changed, 3 insertions(+)\nSTATUS  TITLE                                    WORKFLOW  BRANCH  EVENT  ID        ELAPSED  AGE\n*       publish: allow the job to write packages publish   main    push   74410871  4s       now"),
    ("b", "gh run watch 74410871 --exit-status", "✓ main publish · 74410871\n\nJOBS\n✓ publish in 2m11s (ID 91102774410)\n  ✓ Set up job\n  ✓ Build and push\n\n✓ Run publish (74410871) completed with 'success'"),
    ("s", "Run 74410871 is green; the image is pushed to ghcr.io with the job's token.")],
    cmd=C, err=E, change="packages: write", passed="gh run watch 74410871 --exit-status", groups=[["not allowed to Write organization package"], ["packages: write"]],
    kind="bugfix", traps=["##[error]Process completed with exit code 1."],
    lang="en", note="gh log columns and stamp; the job given packages: write.")

AR = "europe-west3-docker.pkg.dev/acme-example/images/worker:2.1"
C = f"docker pull {AR}"
E = 'Error response from daemon: Head "https://europe-west3-docker.pkg.dev/v2/acme-example/images/worker/manifests/2.1": denied: Unauthenticated request. Unauthenticated requests do not have permission "artifactregistry.repositories.downloadArtifacts" on resource "projects/acme-example/locations/europe-west3/repositories/images" (or it may not exist)'
mem("docker_pull_artifact_registry_helper_it", "registry", S, "gcloud_credential_helper", "/home/sara/lavori", lambda rng: [
    ("u", "Mi serve l'immagine del worker 2.1 in locale per riprodurre un bug. Ho già fatto gcloud auth login."),
    ("b", C, E, 1),
    ("b", "grep -A3 credHelpers ~/.docker/config.json || echo 'no credHelpers'", "no credHelpers"),
    ("s", "`gcloud auth login` autentica gcloud, ma Docker non sa usare quelle credenziali finché non si registra l'helper per l'host di Artifact Registry."),
    ("b", "gcloud auth configure-docker europe-west3-docker.pkg.dev --quiet", "Adding credentials for: europe-west3-docker.pkg.dev\nDocker configuration file updated."),
    ("b", C, "2.1: Pulling from acme-example/images/worker\n8a1e25ce7c4f: Pull complete\n4b7c1d0e9f23: Pull complete\nDigest: sha256:" + "6e" * 32 + f"\nStatus: Downloaded newer image for {AR}\n{AR}"),
    ("s", "Immagine scaricata.")],
    cmd=C, err=E, change="gcloud auth configure-docker europe-west3-docker.pkg.dev", groups=[["Unauthenticated request"], ["configure-docker"]],
    kind="lesson", lang="it", note="Docker credential helper for Artifact Registry.")

C = "docker build -t mapa-tiles ."
E = "ERROR: failed to solve: failed to copy: write /var/lib/docker/buildkit/content/ingest/3c0b7e21d94f6a58c2e1b0d9f8a7c6e5/data: no space left on device"
mem("docker_build_no_space_builder_prune_es", "docker", S, "builder_out_of_space", "/home/diego/mapa", lambda rng: [
    ("u", "El build de tiles se corta a mitad de la descarga de la imagen base."),
    ("b", C, "[+] Building 48.2s (6/11)                                                  docker:default\n => [internal] load metadata for docker.io/osgeo/gdal:ubuntu-full-3.9.3         1.0s\n => ERROR [base 1/6] FROM docker.io/osgeo/gdal:ubuntu-full-3.9.3@sha256:" + "19" * 32 + " 46.9s\n------\n > [base 1/6] FROM docker.io/osgeo/gdal:ubuntu-full-3.9.3:\n------\n" + E, 1),
    ("b", "docker system df", "TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE\nImages          23        4         18.62GB   14.1GB (75%)\nContainers      5         2         1.204GB   980MB (81%)\nLocal Volumes   9         4         6.77GB    2.1GB (31%)\nBuild Cache     412       0         41.83GB   41.83GB"),
    ("b", "df -h /var/lib/docker", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p3  117G  116G  412M 100% /var/lib/docker"),
    ("s", "El disco está lleno y casi todo es caché de build (41,8 GB, nada en uso). Borro solo la caché de build de más de una semana; imágenes y volúmenes no se tocan."),
    ("b", "docker builder prune --filter until=168h -f", "Deleted build cache objects:\nq1w8e3r0t7y2\n...\nTotal reclaimed space: 38.9GB"),
    ("b", C, "[+] Building 212.5s (11/11) FINISHED                                       docker:default\n => [base 1/6] FROM docker.io/osgeo/gdal:ubuntu-full-3.9.3@sha256:" + "19" * 32 + " 118.4s\n => exporting to image                                                             4.1s\n => => naming to docker.io/library/mapa-tiles                                      0.0s"),
    ("s", "Construido. Quedan unos 39 GB libres; los volúmenes con datos siguen intactos.")],
    cmd=C, err=E, change="docker builder prune --filter until=168h -f", groups=[["no space left on device"], ["builder prune"]],
    kind="lesson", lang="es", note="Build cache pruned (not volumes).")

C = "docker buildx build --builder multiarch --platform linux/amd64,linux/arm64 -t registry.example/web/yoyaku:4.0.0 --push ."
E = "#12 38.41 npm error nospc ENOSPC: no space left on device, write"
mem("buildx_container_builder_enospc_ja", "buildx", S, "buildx_builder_full", "/home/aoi/yoyaku", lambda rng: [
    ("u", "multiarch ビルダーで yoyaku 4.0.0 を push したいのですが、npm ci の途中で落ちます。"),
    ("b", C, "#0 building with \"multiarch\" instance using docker-container driver\n\n#12 [linux/arm64 build 4/7] RUN npm ci\n" + "#12 38.41 npm error code ENOSPC\n#12 38.41 npm error syscall write\n#12 38.41 npm error errno -28\n" + E + "\n#12 38.41 npm error nospc There appears to be insufficient space on your system to finish.\n#12 38.41 npm error nospc Clear up some disk space and try again.\n#12 ERROR: process \"/bin/sh -c npm ci\" did not complete successfully: exit code: 228\nERROR: failed to solve: process \"/bin/sh -c npm ci\" did not complete successfully: exit code: 228", 1),
    ("b", "docker buildx du --builder multiarch | tail -n 2", "Shared:\t\t3.1GB\nTotal:\t\t59.7GB"),
    ("s", "multiarch ビルダー（docker-container）は自分のボリュームにキャッシュを溜めていて、59.7GB になっています。このビルダーの古いキャッシュだけを消します。"),
    ("b", "docker buildx prune --builder multiarch --filter until=72h -f", "ID\t\t\t\t\t\tRECLAIMABLE\tSIZE\tLAST ACCESSED\n...\nTotal:\t51.2GB"),
    ("b", C, "#0 building with \"multiarch\" instance using docker-container driver\n\n#12 [linux/arm64 build 4/7] RUN npm ci\n#12 61.88 added 1311 packages in 61s\n#12 DONE 62.3s\n\n#20 exporting to image\n#20 pushing manifest for registry.example/web/yoyaku:4.0.0@sha256:" + "b8" * 32 + " 0.4s done\n#20 DONE 14.7s"),
    ("s", "push できました。ビルダーのキャッシュは 8GB 程度まで減っています。")],
    cmd=C, err=E, change="docker buildx prune --builder multiarch", groups=[["ENOSPC", "no space left on device"], ["buildx prune"]],
    kind="lesson", traps=['ERROR: failed to solve: process "/bin/sh -c npm ci" did not complete successfully: exit code: 228',
                          "#12 38.41 npm error nospc Clear up some disk space and try again."], lang="ja",
    note="BuildKit prefix; the container builder's cache pruned.")

C = "gh run view 75002118 --log-failed"
E = "#15 41.07 ERROR: failed to copy: write /var/lib/docker/tmp/buildkit-mount2231409877/usr/lib/x86_64-linux-gnu/libLLVM-17.so.1: no space left on device"
mem("gha_runner_disk_full_free_space_fr", "gha", S, "ci_runner_disk_full", "/home/lucas/vision", lambda rng: [
    ("u", "Le job `image` casse depuis qu'on a ajouté torch et les libs LLVM. Run 75002118."),
    ("b", C, "\n".join(f"image\tBuild image\t2027-06-19T16:42:{20 + i:02d}.{rng.randint(1000000, 9999999)}Z {x}" for i, x in enumerate([
        "#15 [runtime 3/5] RUN apt-get update && apt-get install -y --no-install-recommends llvm-17 libllvm17", "#15 39.88 Unpacking libllvm17:amd64 (1:17.0.6-9) ...",
        E, "#15 ERROR: process \"/bin/sh -c apt-get update && apt-get install -y --no-install-recommends llvm-17 libllvm17\" did not complete successfully: exit code: 100",
        "##[error]buildx failed with: ERROR: failed to solve: process \"/bin/sh -c apt-get update && apt-get install -y --no-install-recommends llvm-17 libllvm17\" did not complete successfully: exit code: 100"]))),
    ("s", "Le runner hébergé n'a qu'environ 14 Go libres et l'image dépasse avec torch + LLVM. Plutôt que de réduire les dépendances à l'aveugle, j'ajoute une étape qui supprime les SDK préinstallés qu'on n'utilise pas (dotnet, Android, GHC) avant le build."),
    ("e", "/home/lucas/vision/.github/workflows/ci.yml", "      - uses: docker/setup-buildx-action@v3\n", "      - name: Free disk space on the runner\n        run: sudo rm -rf /usr/share/dotnet /usr/local/lib/android /opt/ghc && df -h /\n      - uses: docker/setup-buildx-action@v3\n"),
    ("b", "git commit -am 'ci: free runner disk before the image build' && git push", "[feat/llvm 61d0a3e] ci: free runner disk before the image build\n 1 file changed, 2 insertions(+)"),
    ("b", "gh run watch 75003570 --exit-status", "✓ feat/llvm CI · 75003570\n\nJOBS\n✓ image in 11m48s (ID 91250337710)\n\n✓ Run CI (75003570) completed with 'success'"),
    ("s", "Le run 75003570 passe ; l'étape libère environ 20 Go sur le runner.")],
    cmd=C, err=E, change="sudo rm -rf /usr/share/dotnet /usr/local/lib/android /opt/ghc", passed="gh run watch 75003570 --exit-status",
    groups=[["no space left on device"], ["/usr/share/dotnet", "Free disk space"]],
    kind="bugfix", lang="fr", note="gh columns, stamp and BuildKit prefix; the runner's preinstalled SDKs removed in the workflow.")

C = "gh run view 75120954 --log-failed"
E = 'ERROR: failed to build: Cache export is not supported for the docker driver.'
mem("gha_cache_export_docker_driver_ko", "gha", S, "cache_export_docker_driver", "/home/hyun/bokji", lambda rng: [
    ("u", "빌드 캐시를 GitHub Actions 캐시에 저장하려고 cache-to 를 넣었더니 이미지 빌드 단계가 실패합니다. run 75120954"),
    ("b", C, "\n".join(f"build\tBuild image\t2027-06-20T05:03:{2 + i:02d}.{rng.randint(1000000, 9999999)}Z {x}" for i, x in enumerate([
        "/usr/bin/docker buildx build --cache-from type=gha --cache-to type=gha,mode=max --tag bokji:ci --load .",
        E, "Switch to a different driver, or turn on the containerd image store, and try again.",
        "Learn more at https://docs.docker.com/go/build-cache-backends/",
        "##[error]buildx failed with: ERROR: failed to build: Cache export is not supported for the docker driver."]))),
    ("r", "/home/hyun/bokji/.github/workflows/build.yml", "    steps:\n      - uses: actions/checkout@v4\n      - name: Build image\n        uses: docker/build-push-action@v6\n        with:\n          load: true\n          tags: bokji:ci\n          cache-from: type=gha\n          cache-to: type=gha,mode=max"),
    ("s", "러너의 기본 빌더는 docker 드라이버라서 캐시 내보내기를 못 합니다. build-push-action 앞에 setup-buildx-action 을 넣으면 docker-container 드라이버 빌더가 만들어집니다."),
    ("e", "/home/hyun/bokji/.github/workflows/build.yml", "      - uses: actions/checkout@v4\n      - name: Build image\n", "      - uses: actions/checkout@v4\n      - uses: docker/setup-buildx-action@v3\n      - name: Build image\n"),
    ("b", "git commit -am 'ci: set up buildx so the gha cache can be exported' && git push", "[main 0c9e7b3] ci: set up buildx so the gha cache can be exported\n 1 file changed, 1 insertion(+)"),
    ("b", "gh run watch 75121602 --exit-status", "✓ main build · 75121602\n\nJOBS\n✓ build in 4m12s (ID 91388402217)\n\n✓ Run build (75121602) completed with 'success'"),
    ("s", "통과했습니다. 다음 실행부터는 gha 캐시를 씁니다.")],
    cmd=C, err=E, change="docker/setup-buildx-action@v3", passed="gh run watch 75121602 --exit-status", groups=[["Cache export is not supported for the docker driver"], ["setup-buildx-action"]],
    kind="bugfix", traps=["Learn more at https://docs.docker.com/go/build-cache-backends/"], lang="ko",
    note="gh columns and stamp; setup-buildx-action added.")

C = "glab ci trace 88412"
E = 'error during connect: Post "http://docker:2375/v1.24/auth": dial tcp: lookup docker on 169.254.169.254:53: no such host'
mem("gitlab_dind_service_missing_nl", "gitlab", S, "dind_service", "/home/bram/kassa", lambda rng: [
    ("u", "De nieuwe image-job in GitLab faalt bij docker login. Job 88412."),
    ("b", C, "Running with gitlab-runner 17.5.2 (c6eae8d7)\n  on shared-runner-3 xZs81kq2, system ID: s_0d5e8b3a21f9\nUsing Docker executor with image docker:27 ...\n$ docker login -u \"$CI_REGISTRY_USER\" -p \"$CI_JOB_TOKEN\" \"$CI_REGISTRY\"\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\n" + E + "\nCleaning up project directory and file based variables\nERROR: Job failed: exit code 1"),
    ("r", "/home/bram/kassa/.gitlab-ci.yml", "image-build:\n  stage: build\n  image: docker:27\n  script:\n    - docker login -u \"$CI_REGISTRY_USER\" -p \"$CI_JOB_TOKEN\" \"$CI_REGISTRY\"\n    - docker build -t \"$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA\" .\n    - docker push \"$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA\""),
    ("s", "De job heeft geen `docker:dind`-service, dus de host `docker` bestaat niet. Ik voeg de service toe met TLS zoals GitLab het voor dind 27 beschrijft, en log meteen in via stdin."),
    ("e", "/home/bram/kassa/.gitlab-ci.yml", "  image: docker:27\n  script:\n    - docker login -u \"$CI_REGISTRY_USER\" -p \"$CI_JOB_TOKEN\" \"$CI_REGISTRY\"", "  image: docker:27\n  services:\n    - docker:27-dind\n  variables:\n    DOCKER_TLS_CERTDIR: \"/certs\"\n  script:\n    - echo \"$CI_JOB_TOKEN\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin \"$CI_REGISTRY\""),
    ("b", "git commit -am 'ci: add the dind service to image-build' && git push && sleep 200 && glab ci list --per-page 1", "[main 2f7a9c1] ci: add the dind service to image-build\n 1 file changed, 5 insertions(+), 1 deletion(-)\nState   IID    Ref   Created\n(passed) #88419 main  about 3 minutes ago"),
    ("b", "glab ci trace 88419", "Using Docker executor with image docker:27 ...\nStarting service docker:27-dind ...\n$ echo \"$CI_JOB_TOKEN\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin \"$CI_REGISTRY\"\nLogin Succeeded\n$ docker push \"$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA\"\n2f7a9c1: digest: sha256:" + "44" * 32 + " size: 2201\nCleaning up project directory and file based variables\nJob succeeded"),
    ("s", "Job 88419 is geslaagd; de image staat in de GitLab-registry.")],
    cmd=C, err=E, change="docker:27-dind", passed="glab ci trace 88419", groups=[["lookup docker on", "no such host"], ["docker:27-dind", "dind"]],
    kind="bugfix", traps=["WARNING! Using --password via the CLI is insecure. Use --password-stdin.", "ERROR: Job failed: exit code 1"], lang="nl",
    note="A dind service added to the job.")

C = "make push"
E = "denied: requested access to the resource is denied"
mem("make_push_no_namespace_sv", "registry", S, "push_without_namespace", "/home/nils/sparkarta", lambda rng: [
    ("u", "Jag är inloggad på Docker Hub som sparkarta-team men `make push` nekas ändå."),
    ("b", C, "docker tag sparkarta:dev sparkarta:0.3.0\ndocker push sparkarta:0.3.0\nThe push refers to repository [docker.io/library/sparkarta]\n7d1a8b2c3e4f: Preparing\n" + E + "\nmake: *** [Makefile:8: push] Error 1", 2),
    ("s", "Utan namnrymd blir bilden `docker.io/library/sparkarta`, och `library` är bara för officiella bilder. Jag sätter organisationen i IMAGE-variabeln."),
    ("e", "/home/nils/sparkarta/Makefile", "IMAGE ?= sparkarta", "IMAGE ?= sparkarta-team/sparkarta"),
    ("b", C, "docker tag sparkarta:dev sparkarta-team/sparkarta:0.3.0\ndocker push sparkarta-team/sparkarta:0.3.0\nThe push refers to repository [docker.io/sparkarta-team/sparkarta]\n7d1a8b2c3e4f: Pushed\n0.3.0: digest: sha256:" + "2c" * 32 + " size: 1154"),
    ("s", "Pushad till sparkarta-team/sparkarta:0.3.0.")],
    cmd=C, err=E, change="sparkarta-team/sparkarta", groups=[["requested access to the resource is denied"], ["sparkarta-team/sparkarta"]],
    kind="bugfix", traps=["make: *** [Makefile:8: push] Error 1"], lang="sv", note="Push to docker.io/library; a namespace set.")
