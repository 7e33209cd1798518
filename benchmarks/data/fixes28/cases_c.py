"""Sessions with one memory, part c: the container or the compose stack does not come up - a host port already
allocated, a volume owned by root, a dependency that is not ready or not healthy, an entrypoint with CRLF line
ends, a rootless podman port or an SELinux label, an env file that is missing, a devcontainer's node_modules
volume (`run_and_compose`, 10)."""

from __future__ import annotations

from kit import mem

S = "run_and_compose"

C = "docker compose up -d"
E = "Error response from daemon: driver failed programming external connectivity on endpoint ledger-db-1 (a81f3c09d2e4b7f6c1d0e9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8): Bind for 0.0.0.0:5432 failed: port is already allocated"
mem("compose_port_allocated_other_project", "compose", S, "port_held_by_old_stack", "/home/sam/ledger", lambda rng: [
    ("u", "compose up fails on the db, something about the port"),
    ("b", C, "WARN[0000] /home/sam/ledger/docker-compose.yml: the attribute `version` is obsolete, it will be ignored, please remove it to avoid potential confusion\n[+] Running 2/3\n ✔ Network ledger_default  Created                                           0.1s\n ⠿ Container ledger-db-1   Starting                                          0.6s\n ✔ Container ledger-api-1  Created                                           0.1s\n" + E, 1),
    ("b", "docker ps --filter publish=5432 --format '{{.Names}}\\t{{.Status}}\\t{{.Label \"com.docker.compose.project\"}}'", "olddash-db-1\tUp 9 days\tolddash"),
    ("s", "Port 5432 is held by `olddash-db-1`, a container from another compose project that has been up for 9 days. Stopping it (not removing it, its volume stays) frees the port."),
    ("b", "docker stop olddash-db-1", "olddash-db-1"),
    ("b", C, "WARN[0000] /home/sam/ledger/docker-compose.yml: the attribute `version` is obsolete, it will be ignored, please remove it to avoid potential confusion\n[+] Running 2/2\n ✔ Container ledger-db-1   Started                                           0.5s\n ✔ Container ledger-api-1  Started                                           0.7s"),
    ("s", "Both containers are up. olddash is only stopped; `docker start olddash-db-1` brings it back.")],
    cmd=C, err=E, change="docker stop olddash-db-1", groups=[["port is already allocated"], ["docker stop olddash-db-1", "olddash"]],
    kind="lesson", traps=["WARN[0000] /home/sam/ledger/docker-compose.yml: the attribute `version` is obsolete, it will be ignored, please remove it to avoid potential confusion"],
    lang="en", note="A stray container of another project held the port; stopped.")

C = "docker compose up -d cache"
E = "Error response from daemon: failed to set up container networking: driver failed programming external connectivity on endpoint kasse-cache-1 (4be2d8c1a0f97e63b5d4c2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1): Error starting userland proxy: listen tcp4 0.0.0.0:6379: bind: address already in use"
mem("compose_redis_host_port_in_use_de", "compose", S, "port_held_by_host_service", "/home/felix/kasse", lambda rng: [
    ("u", "Der Redis-Container startet bei mir nicht. Ich habe auf dem Rechner auch einen Redis für ein anderes Projekt laufen."),
    ("b", C, "[+] Running 0/1\n ⠿ Container kasse-cache-1  Starting                                          0.4s\n" + E, 1),
    ("b", "ss -ltnp 'sport = :6379'", "State  Recv-Q Send-Q Local Address:Port Peer Address:Port Process\nLISTEN 0      511          0.0.0.0:6379      0.0.0.0:*     users:((\"redis-server\",pid=1187,fd=6))"),
    ("s", "Der System-Redis gehört zu deinem anderen Projekt, den lasse ich laufen. Stattdessen wird der Host-Port des Containers über eine Variable einstellbar, Standard 6380; die App spricht im Compose-Netz weiter `cache:6379`."),
    ("e", "/home/felix/kasse/compose.yaml", "      - \"6379:6379\"", "      - \"${REDIS_HOST_PORT:-6380}:6379\""),
    ("e", "/home/felix/kasse/.env.example", "REDIS_URL=redis://localhost:6379/0", "REDIS_HOST_PORT=6380\nREDIS_URL=redis://localhost:6380/0"),
    ("b", C, "[+] Running 1/1\n ✔ Container kasse-cache-1  Started                                           0.5s"),
    ("s", "Läuft auf Host-Port 6380. Für lokale Skripte außerhalb von Compose gilt jetzt `localhost:6380` (steht in .env.example).")],
    cmd=C, err=E, change="${REDIS_HOST_PORT:-6380}:6379", groups=[["0.0.0.0:6379: bind: address already in use"], ["6380"]],
    kind="bugfix", lang="de", note="Host port made configurable instead of stopping the user's other Redis.")

C = "docker compose up api"
E = "api-1  | Error: EACCES: permission denied, mkdir '/app/uploads/avatars'"
mem("compose_named_volume_root_owned_fr", "compose", S, "volume_owned_by_root", "/home/ines/galerie", lambda rng: [
    ("u", "Depuis que l'image tourne en `USER node`, l'API plante au démarrage sur le dossier uploads."),
    ("b", C, "[+] Running 2/2\n ✔ Volume \"galerie_uploads\"  Created                                         0.0s\n ✔ Container galerie-api-1  Created                                         0.1s\nAttaching to api-1\napi-1  | node:internal/fs/promises:858\napi-1  |   const result = await PromisePrototypeThen(\n" + E + "\napi-1  |     at async mkdir (node:internal/fs/promises:858:10)\napi-1  |     at async ensureDirs (/app/dist/storage.js:14:5) {\napi-1  |   errno: -13,\napi-1  |   code: 'EACCES',\napi-1  |   syscall: 'mkdir',\napi-1  |   path: '/app/uploads/avatars'\napi-1  | }\napi-1  | \napi-1  | Node.js v20.18.1\napi-1 exited with code 1", 1),
    ("b", "docker run --rm -v galerie_uploads:/data alpine stat -c '%U:%G %a' /data", "root:root 755"),
    ("s", "Le volume nommé est créé vide et appartient à root, parce que `/app/uploads` n'existe pas dans l'image : Docker ne peut pas recopier de propriétaire. Je crée le dossier dans l'image avec le bon propriétaire avant `USER node`, et je recrée ce volume vide (il vient d'être créé, rien dedans)."),
    ("e", "/home/ines/galerie/Dockerfile", "USER node\n", "RUN mkdir -p /app/uploads && chown node:node /app/uploads\nUSER node\n"),
    ("b", "docker volume rm galerie_uploads && docker compose build api", "galerie_uploads\n[+] Building 6.2s (12/12) FINISHED\n => [runtime 5/6] RUN mkdir -p /app/uploads && chown node:node /app/uploads        0.3s"),
    ("b", C, "[+] Running 2/2\n ✔ Volume \"galerie_uploads\"  Created                                         0.0s\n ✔ Container galerie-api-1  Recreated                                       0.2s\nAttaching to api-1\napi-1  | {\"level\":\"info\",\"msg\":\"storage ready\",\"dir\":\"/app/uploads\"}\napi-1  | {\"level\":\"info\",\"msg\":\"listening\",\"port\":3000}\nGracefully stopping... (press Ctrl+C again to force)\n ✔ Container galerie-api-1  Stopped                                         0.3s"),
    ("s", "L'API démarre et écrit dans /app/uploads en tant que node ; le volume hérite maintenant du propriétaire défini dans l'image.")],
    cmd=C, err=E, change="chown node:node /app/uploads", groups=[["EACCES: permission denied, mkdir '/app/uploads"], ["chown node:node"]],
    kind="bugfix", traps=["api-1 exited with code 1"], lang="fr",
    note="Compose service prefix; the directory created and owned in the image.")

C = "docker compose run --rm api alembic upgrade head"
E = 'api-1  | sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: connection to server at "172.21.0.2", port 5432 failed: Connection refused'
mem("compose_run_db_not_ready_pt", "compose", S, "depends_on_healthy", "/home/joao/agendamento", lambda rng: [
    ("u", "Num clone limpo, `" + C + "` falha na primeira vez e funciona na segunda. Quero que funcione sempre (é o primeiro passo do README)."),
    ("b", C, "[+] Creating 2/2\n ✔ Network agendamento_default  Created                                     0.1s\n ✔ Container agendamento-db-1  Created                                     0.1s\n[+] Running 1/1\n ✔ Container agendamento-db-1  Started                                     0.3s\nTraceback (most recent call last):\n  File \"/usr/local/bin/alembic\", line 8, in <module>\n" + E.replace("api-1  | ", "") + "\n(Background on this error at: https://sqlalche.me/e/20/e3q8)", 1),
    ("r", "/home/joao/agendamento/compose.yaml", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: agenda\n      POSTGRES_PASSWORD: agenda\n  api:\n    build: .\n    depends_on:\n      - db"),
    ("s", "O `depends_on` simples só espera o contêiner do Postgres iniciar, não o servidor aceitar conexões; na primeira vez o initdb ainda está a correr. Adiciono um healthcheck com pg_isready e faço a api esperar por `service_healthy`."),
    ("e", "/home/joao/agendamento/compose.yaml", "      POSTGRES_PASSWORD: agenda\n  api:\n    build: .\n    depends_on:\n      - db", "      POSTGRES_PASSWORD: agenda\n    healthcheck:\n      test: [\"CMD-SHELL\", \"pg_isready -U agenda -d agenda\"]\n      interval: 2s\n      timeout: 3s\n      retries: 15\n  api:\n    build: .\n    depends_on:\n      db:\n        condition: service_healthy"),
    ("b", "docker compose down && " + C, "[+] Running 2/2\n ✔ Container agendamento-db-1  Removed                                     0.4s\n ✔ Network agendamento_default Removed                                     0.2s\n[+] Creating 2/2\n ✔ Container agendamento-db-1  Created                                     0.1s\n[+] Running 1/1\n ✔ Container agendamento-db-1  Healthy                                     5.8s\nINFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Running upgrade  -> 3f1a0c2d9b7e, create agendas\nINFO  [alembic.runtime.migration] Running upgrade 3f1a0c2d9b7e -> 8c4e1b5a2f6d, add lembretes"),
    ("b", C, "[+] Running 1/1\n ✔ Container agendamento-db-1  Healthy                                     0.5s\nINFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL."),
    ("s", "Agora, mesmo com o Postgres a arrancar do zero (testei depois de `down`), o `run` espera o servidor ficar saudável antes das migrações.")],
    cmd=C, err=E, change="condition: service_healthy", groups=[['port 5432 failed: Connection refused'], ["service_healthy"], ["pg_isready"]],
    kind="bugfix", traps=["(Background on this error at: https://sqlalche.me/e/20/e3q8)"], lang="pt",
    note="depends_on with a healthcheck; the pass after a fresh start and again.")

C = "docker compose up -d --wait"
E = "dependency failed to start: container kasse-api-1 is unhealthy"
mem("compose_healthcheck_curl_missing_ja", "compose", S, "healthcheck_tool_missing", "/home/ren/kasse", lambda rng: [
    ("u", "ベースイメージを eclipse-temurin:21-jre-alpine に変えたら compose の --wait が unhealthy で止まります。"),
    ("b", C, "[+] Running 3/3\n ✔ Container kasse-db-1   Healthy                                             5.6s\n ✘ Container kasse-api-1  Error                                              62.3s\n ✔ Container kasse-web-1  Created                                             0.1s\n" + E, 1),
    ("b", "docker inspect kasse-api-1 --format '{{json .State.Health.Log}}' | head -c 300", "[{\"Start\":\"2027-06-16T02:11:40.118Z\",\"End\":\"2027-06-16T02:11:40.163Z\",\"ExitCode\":127,\"Output\":\"/bin/sh: curl: not found\\n\"}]"),
    ("s", "alpine 版の JRE イメージには curl が入っていないので、ヘルスチェック自体が 127 で失敗しています。アプリは動いています。busybox の wget で同じエンドポイントを見るように変えます（チェックは残します）。"),
    ("e", "/home/ren/kasse/compose.yaml", "      test: [\"CMD\", \"curl\", \"-f\", \"http://localhost:8080/actuator/health\"]", "      test: [\"CMD\", \"wget\", \"-q\", \"-O\", \"/dev/null\", \"http://localhost:8080/actuator/health\"]"),
    ("b", C, "[+] Running 3/3\n ✔ Container kasse-db-1   Healthy                                             0.6s\n ✔ Container kasse-api-1  Healthy                                            21.4s\n ✔ Container kasse-web-1  Started                                             0.4s"),
    ("s", "全部 healthy になりました。ヘルスチェックはそのままで、使うコマンドだけイメージにある wget にしました。")],
    cmd=C, err=E, change='"wget", "-q"', groups=[["kasse-api-1 is unhealthy"], ["wget"]],
    kind="bugfix", traps=[" ✘ Container kasse-api-1  Error                                              62.3s"], lang="ja",
    note="Healthcheck used a tool the new base lacks; switched to wget.")

C = "docker compose up worker"
E = "worker-1  | exec /usr/local/bin/entrypoint.sh: no such file or directory"
mem("compose_entrypoint_crlf_es", "compose", S, "entrypoint_crlf", "/home/sofia/cobros", lambda rng: [
    ("u", "En Windows el worker no arranca, en el Mac de Pablo sí. El archivo entrypoint.sh existe, lo he comprobado."),
    ("b", C, "[+] Running 1/1\n ✔ Container cobros-worker-1  Recreated                                       0.2s\nAttaching to worker-1\n" + E + "\nworker-1 exited with code 255", 255),
    ("b", "file docker/entrypoint.sh; git config core.autocrlf", "docker/entrypoint.sh: Bourne-Again shell script, ASCII text executable, with CRLF line terminators\ntrue"),
    ("s", "El script tiene finales CRLF por `core.autocrlf=true`: el kernel busca el intérprete `/bin/bash\\r`, que no existe, de ahí el 'no such file'. Lo fijo en el repo con .gitattributes para que los .sh salgan siempre con LF."),
    ("w", "/home/sofia/cobros/.gitattributes", "*.sh text eol=lf\n"),
    ("b", "git add --renormalize . && git checkout -- docker/entrypoint.sh && file docker/entrypoint.sh && docker compose build worker", "docker/entrypoint.sh: Bourne-Again shell script, ASCII text executable\n[+] Building 4.8s (10/10) FINISHED"),
    ("b", C, "[+] Running 1/1\n ✔ Container cobros-worker-1  Recreated                                       0.2s\nAttaching to worker-1\nworker-1  | [entrypoint] waiting for queue...\nworker-1  | [worker] consuming from cobros.pagos\nGracefully stopping... (press Ctrl+C again to force)"),
    ("s", "Arranca. Con el .gitattributes los scripts de shell salen con LF en cualquier sistema.")],
    cmd=C, err=E, change="*.sh text eol=lf", groups=[["entrypoint.sh: no such file or directory"], ["eol=lf", ".gitattributes"]],
    kind="bugfix", traps=["worker-1 exited with code 255"], lang="es", note="Compose prefix; CRLF fixed by .gitattributes.")

C = "make dev-proxy"
E = "Error: rootlessport cannot expose privileged port 80, you can add 'net.ipv4.ip_unprivileged_port_start=80' to /etc/sysctl.conf (currently 1024), or choose a larger port number (>= 1024): listen tcp 0.0.0.0:80: bind: permission denied"
mem("podman_rootless_port_80_uk", "podman", S, "rootless_low_port", "/home/oksana/rozklad", lambda rng: [
    ("u", "На новій машині замість docker стоїть podman (rootless). `make dev-proxy` не стартує."),
    ("b", C, "podman run -d --name rozklad-proxy -p 80:80 -v ./deploy/nginx.conf:/etc/nginx/nginx.conf:ro,Z docker.io/library/nginx:1.27\n" + E + "\nmake: *** [Makefile:30: dev-proxy] Error 126", 2),
    ("s", "Rootless podman не може слухати порти нижче 1024. Змінювати sysctl для всієї машини заради dev-проксі не буду — переводжу його на 8080 і оновлюю посилання в README."),
    ("e", "/home/oksana/rozklad/Makefile", "-p 80:80", "-p 8080:80"),
    ("e", "/home/oksana/rozklad/README.md", "http://localhost/", "http://localhost:8080/"),
    ("b", C, "podman run -d --name rozklad-proxy -p 8080:80 -v ./deploy/nginx.conf:/etc/nginx/nginx.conf:ro,Z docker.io/library/nginx:1.27\n6c1f0e8a2b4d9c7e5f3a1b0d8e6c4a2f0e9d7c5b3a1f8e6d4c2b0a9f7e5d3c1b"),
    ("s", "Проксі працює на http://localhost:8080/.")],
    cmd=C, err=E, change="-p 8080:80", groups=[["cannot expose privileged port 80"], ["8080"]],
    kind="bugfix", traps=["make: *** [Makefile:30: dev-proxy] Error 126"], lang="uk",
    note="A rootless podman port; the host port raised instead of a machine-wide sysctl.")

C = "make nginx-check"
E = 'nginx: [emerg] open() "/etc/nginx/conf.d/default.conf" failed (13: Permission denied)'
mem("podman_selinux_bind_mount_label_ru", "podman", S, "selinux_volume_label", "/home/pavel/vitrina", lambda rng: [
    ("u", "На Fedora проверка конфига nginx в контейнере падает с Permission denied, хотя права на файлы 644."),
    ("b", C, "podman run --rm -v ./deploy/conf.d:/etc/nginx/conf.d:ro docker.io/library/nginx:1.27 nginx -t\n" + E + "\nnginx: configuration file /etc/nginx/nginx.conf test failed\nmake: *** [Makefile:18: nginx-check] Error 1", 2),
    ("b", "ls -Z deploy/conf.d/default.conf", "unconfined_u:object_r:user_home_t:s0 deploy/conf.d/default.conf"),
    ("s", "Права в порядке, мешает SELinux: файл помечен `user_home_t`, контейнеру такой метки не читать. Правильный путь — попросить podman перемаркировать том суффиксом `:Z` (приватная метка для этого контейнера), а не отключать SELinux."),
    ("e", "/home/pavel/vitrina/Makefile", "-v ./deploy/conf.d:/etc/nginx/conf.d:ro ", "-v ./deploy/conf.d:/etc/nginx/conf.d:ro,Z "),
    ("b", C, "podman run --rm -v ./deploy/conf.d:/etc/nginx/conf.d:ro,Z docker.io/library/nginx:1.27 nginx -t\nnginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"),
    ("s", "Проверка проходит; SELinux остаётся включённым.")],
    cmd=C, err=E, change=":ro,Z", groups=[["(13: Permission denied)"], [":Z", ",Z"]],
    kind="bugfix", traps=["nginx: configuration file /etc/nginx/nginx.conf test failed", "make: *** [Makefile:18: nginx-check] Error 1"],
    lang="ru", note="SELinux label on a bind mount; relabelled with :Z.")

C = "docker compose up -d"
E = "env file /home/selin/kargo/.env.local not found: stat /home/selin/kargo/.env.local: no such file or directory"
mem("compose_env_file_missing_tr", "compose", S, "env_file_missing", "/home/selin/kargo", lambda rng: [
    ("u", "Repoyu yeni klonladım, compose hiçbir şey başlatmadan hata veriyor."),
    ("b", C, E, 1),
    ("b", "ls -a | grep env; grep -n -A2 'Local setup' README.md", ".env.example\n14:## Local setup\n15:Copy `.env.example` to `.env.local` and fill in the Stripe test key (ask in #kargo-dev).\n16:Then `docker compose up -d`."),
    ("s", ".env.local gizli anahtar içerdiği için repoda yok; README örnek dosyadan kopyalanmasını söylüyor. Kopyalıyorum; Stripe test anahtarını sonra senin doldurman gerekiyor."),
    ("b", "cp .env.example .env.local", ""),
    ("b", C, "[+] Running 4/4\n ✔ Network kargo_default   Created                                          0.1s\n ✔ Container kargo-db-1    Started                                          0.6s\n ✔ Container kargo-redis-1 Started                                          0.5s\n ✔ Container kargo-api-1   Started                                          0.9s"),
    ("s", "Her şey ayakta. `.env.local` içindeki STRIPE_SECRET_KEY şu an örnek değer; ödeme akışını denemeden önce gerçek test anahtarını gir.")],
    cmd=C, err=E, change="cp .env.example .env.local", groups=[[".env.local not found"], ["cp .env.example .env.local", ".env.example"]],
    kind="lesson", lang="tr", note="Local env file created from the example.")

C = "devcontainer up --workspace-folder ."
E = "[2027-06-17T13:40:09.552Z] npm error Error: EACCES: permission denied, mkdir '/workspaces/atlas/node_modules/.bin'"
mem("devcontainer_node_modules_volume_root_ko", "devcontainer", S, "devcontainer_volume_owner", "/home/seoyeon/atlas", lambda rng: [
    ("u", "node_modules 를 named volume 으로 빼서 빠르게 하려고 했는데 devcontainer 가 postCreate 에서 실패해요."),
    ("b", C, "[2027-06-17T13:40:01.204Z] @devcontainers/cli 0.72.0. Node.js v20.18.1. linux 6.8.0-49-generic x64.\n[2027-06-17T13:40:07.880Z] Running the postCreateCommand from devcontainer.json...\n[2027-06-17T13:40:07.881Z] npm ci\n[2027-06-17T13:40:09.551Z] npm error code EACCES\n[2027-06-17T13:40:09.551Z] npm error syscall mkdir\n[2027-06-17T13:40:09.552Z] npm error path /workspaces/atlas/node_modules/.bin\n" + E
     + "\n[2027-06-17T13:40:09.553Z] npm error The operation was rejected by your operating system.\n[2027-06-17T13:40:09.553Z] npm error It is likely you do not have the permissions to access this file as the current user\n[2027-06-17T13:40:09.601Z] Error: Command failed: /bin/sh -c npm ci\n{\"outcome\":\"error\",\"message\":\"Command failed: /bin/sh -c npm ci\",\"description\":\"The postCreateCommand in the devcontainer.json failed.\"}", 1),
    ("s", "새 named volume 은 root 소유로 만들어지고 컨테이너는 `node` 사용자로 돌아서 npm 이 쓸 수 없습니다. VS Code 문서의 방법대로 postCreateCommand 에서 볼륨 소유권만 node 로 바꾼 뒤 npm ci 를 실행합니다."),
    ("e", "/home/seoyeon/atlas/.devcontainer/devcontainer.json", "\"postCreateCommand\": \"npm ci\"", "\"postCreateCommand\": \"sudo chown node node_modules && npm ci\""),
    ("b", C, "[2027-06-17T13:42:31.118Z] Running the postCreateCommand from devcontainer.json...\n[2027-06-17T13:42:31.119Z] sudo chown node node_modules && npm ci\n[2027-06-17T13:42:52.907Z] added 1044 packages, and audited 1045 packages in 21s\n{\"outcome\":\"success\",\"containerId\":\"0b7c2e4f6a8d1c3e5f7a9b0d2c4e6f8a1b3d5c7e9f0a2b4c6d8e0f1a3c5e7b9d\",\"remoteUser\":\"node\",\"remoteWorkspaceFolder\":\"/workspaces/atlas\"}"),
    ("s", "컨테이너가 올라왔습니다. 볼륨 소유권만 node 로 넘기고 컨테이너는 계속 node 사용자로 동작합니다.")],
    cmd=C, err=E, change="sudo chown node node_modules", groups=[["EACCES: permission denied, mkdir '/workspaces/atlas/node_modules"], ["chown node node_modules"]],
    kind="bugfix", traps=["npm error It is likely you do not have the permissions to access this file as the current user",
                          '{"outcome":"error","message":"Command failed: /bin/sh -c npm ci","description":"The postCreateCommand in the devcontainer.json failed."}'],
    lang="ko", note="devcontainer CLI stamp; the node_modules volume chowned in postCreateCommand.")
