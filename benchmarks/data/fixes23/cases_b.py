"""Sessions with one memory, part two: the command runs in a Kubernetes pod or its output comes back through
`kubectl logs` (`kube_remote`, 6), or it runs over ssh, `vagrant ssh -c`, `fly ssh console` or `heroku run`
(`ssh_remote`, 6)."""

from __future__ import annotations

from kit import mem

S = "kube_remote"

# --- kubectl exec migrate: short service name from another namespace ------------------------------------------------

C = "kubectl exec -n shop deploy/api -- python manage.py migrate"
E = "django.db.utils.OperationalError: could not translate host name \"postgres\" to address: Name or service not known"
OUT = "\n".join(["Traceback (most recent call last):",
                 "  File \"/usr/local/lib/python3.12/site-packages/django/db/backends/base/base.py\", line 279, in ensure_connection",
                 "    self.connect()", "psycopg2.OperationalError: could not translate host name \"postgres\" to address: Name or service not known",
                 "", "The above exception was the direct cause of the following exception:", "",
                 "Traceback (most recent call last):", "  File \"/app/manage.py\", line 22, in <module>", "    main()", E,
                 "command terminated with exit code 1"])
mem("kubectl_exec_migrate_cross_namespace_dns", "kubectl", S, "kubectl_exec", "/home/femi/shopfront", lambda rng: [
    ("u", "migrations fail in the cluster, the db is up (it's in the data namespace)"),
    ("b", C, OUT, 1),
    ("s", "`postgres` is a short name: from a pod in `shop` it resolves to `postgres.shop.svc`, which doesn't exist. "
          "The service lives in `data`, so the host needs the namespace. It comes from the api ConfigMap."),
    ("b", "kubectl get svc -n data postgres", "NAME       TYPE        CLUSTER-IP     EXTERNAL-IP   PORT(S)    AGE\npostgres   ClusterIP   10.43.118.20   <none>        5432/TCP   41d"),
    ("e", "/home/femi/shopfront/k8s/api-config.yaml", "  DB_HOST: postgres\n", "  DB_HOST: postgres.data.svc.cluster.local\n"),
    ("b", "kubectl apply -f k8s/api-config.yaml && kubectl rollout restart -n shop deploy/api && kubectl rollout status -n shop deploy/api", "configmap/api-config configured\ndeployment.apps/api restarted\nWaiting for deployment \"api\" rollout to finish: 1 old replicas are pending termination...\ndeployment \"api\" successfully rolled out"),
    ("b", C, "Operations to perform:\n  Apply all migrations: admin, auth, catalog, contenttypes, sessions\nRunning migrations:\n  Applying catalog.0014_variant_sku... OK"),
    ("s", "Migrated. DB_HOST in the ConfigMap is the fully qualified `postgres.data.svc.cluster.local`.")],
    cmd=C, err=E, change="postgres.data.svc.cluster.local", groups=[["could not translate host name \"postgres\""], ["postgres.data.svc"]],
    kind="bugfix", traps=["command terminated with exit code 1"], note="kubectl's `command terminated` line is the transport's wrapper.")

# --- kubectl logs --prefix (ko): a job reads a config key that the ConfigMap names differently -------------------------

C = "kubectl logs -n jobs job/reindex --prefix"
E = "[pod/reindex-8x2kq/reindex] Error: ENOENT: no such file or directory, open '/config/settings.json'"
OUT = "\n".join(["[pod/reindex-8x2kq/reindex] reindex 2.4.0 starting",
                 "[pod/reindex-8x2kq/reindex] node:internal/fs/utils:356", "[pod/reindex-8x2kq/reindex]     throw err;",
                 "[pod/reindex-8x2kq/reindex]     ^", "[pod/reindex-8x2kq/reindex] ", E,
                 "[pod/reindex-8x2kq/reindex]     at Object.openSync (node:fs:573:18)",
                 "[pod/reindex-8x2kq/reindex]     at Object.readFileSync (node:fs:452:35)",
                 "[pod/reindex-8x2kq/reindex]     at loadSettings (/app/dist/config.js:11:28) {",
                 "[pod/reindex-8x2kq/reindex]   errno: -2,", "[pod/reindex-8x2kq/reindex]   code: 'ENOENT',"])
W = "kubectl wait -n jobs --for=condition=complete job/reindex --timeout=120s"
mem("kubectl_logs_job_configmap_key_name_ko", "kubectl", S, "kubectl_logs_prefix", "/home/minji/searchlight", lambda rng: [
    ("u", "reindex 잡이 계속 실패해요. 로그 좀 봐주세요."),
    ("b", W, "error: timed out waiting for the condition on jobs/reindex", 1),
    ("b", C, OUT),
    ("s", "컨테이너가 `/config/settings.json`을 찾지 못합니다. ConfigMap을 마운트했는데 키 이름이 다른 것 같습니다."),
    ("b", "kubectl get configmap -n jobs reindex-config -o jsonpath='{.data}' | head -c 80", "{\"settings.prod.json\":\"{\\n  \\\"batchSize\\\": 500,\\n  \\\"index\\\": \\\"products-v7\\\""),
    ("s", "키가 `settings.prod.json`이라 파일 이름도 그렇게 마운트됩니다. Job에서 `items`로 파일 이름을 맞춥니다."),
    ("e", "/home/minji/searchlight/k8s/reindex-job.yaml", "        configMap:\n          name: reindex-config\n",
     "        configMap:\n          name: reindex-config\n          items:\n            - key: settings.prod.json\n              path: settings.json\n"),
    ("b", "kubectl delete job -n jobs reindex && kubectl apply -f k8s/reindex-job.yaml", "job.batch \"reindex\" deleted\njob.batch/reindex created"),
    ("b", W, "job.batch/reindex condition met"),
    ("b", C, "[pod/reindex-q7m4d/reindex] reindex 2.4.0 starting\n[pod/reindex-q7m4d/reindex] indexed 48210 documents into products-v7 in 71.4s"),
    ("s", "잡이 완료됐습니다. ConfigMap 키 `settings.prod.json`을 `items`로 `settings.json`에 마운트했습니다.")],
    cmd=C, err=E, change="path: settings.json", groups=[["/config/settings.json"], ["items:", "path: settings.json"]],
    kind="bugfix", lang="ko", passed=W, traps=["error: timed out waiting for the condition on jobs/reindex"],
    note="kubectl logs exits 0: the failure is the job's, shown by `kubectl wait`; the telling line comes through "
         "`--prefix`, which is removed from the error.")

# --- kubectl logs --previous --timestamps (es): bind :80 as non-root ----------------------------------------------------

C = "kubectl logs -n edge deploy/gateway --previous --timestamps"
E = "2027-03-03T09:12:44.120938112Z 2027/03/03 09:12:44 listen tcp :80: bind: permission denied"
R = "kubectl rollout status -n edge deploy/gateway --timeout=90s"
mem("kubectl_logs_previous_bind_port_80_es", "kubectl", S, "kubectl_logs_timestamps", "/home/pablo/pasarela", lambda rng: [
    ("u", "El gateway nuevo no arranca, se queda en CrashLoopBackOff. Ayer añadí runAsNonRoot."),
    ("b", R, "Waiting for deployment \"gateway\" rollout to finish: 0 of 2 updated replicas are available...\nerror: deployment \"gateway\" exceeded its progress deadline", 1),
    ("b", C, "2027-03-03T09:12:44.118204551Z 2027/03/03 09:12:44 gateway v1.9.0 config=/etc/gateway/gateway.yaml\n" + E),
    ("s", "Con `runAsNonRoot` el proceso ya no puede abrir el puerto 80 (privilegiado). Lo paso a 8080 y dejo que el "
          "Service siga exponiendo 80 con `targetPort`."),
    ("e", "/home/pablo/pasarela/k8s/gateway.yaml", "        args: [\"--addr=:80\"]\n        ports:\n          - containerPort: 80\n",
     "        args: [\"--addr=:8080\"]\n        ports:\n          - containerPort: 8080\n"),
    ("e", "/home/pablo/pasarela/k8s/gateway.yaml", "      targetPort: 80\n", "      targetPort: 8080\n"),
    ("b", "kubectl apply -f k8s/gateway.yaml", "deployment.apps/gateway configured\nservice/gateway configured"),
    ("b", R, "Waiting for deployment \"gateway\" rollout to finish: 1 of 2 updated replicas are available...\ndeployment \"gateway\" successfully rolled out"),
    ("s", "Desplegado. El contenedor escucha en :8080 y el Service mapea 80 -> 8080.")],
    cmd=C, err=E, change="--addr=:8080", groups=[["bind: permission denied"], [":8080"]],
    kind="bugfix", lang="es", passed=R, traps=["error: deployment \"gateway\" exceeded its progress deadline"],
    note="kubectl's --timestamps stamp is removed from the error; Go's own log date stays (it is part of the line the "
         "program printed). Passed by the rollout that failed.")

# --- kubectl exec (fr): the secret's file mode makes the key unreadable ----------------------------------------------------

C = "kubectl exec -n billing deploy/factures -- /app/factures check-config"
E = "Error: open /etc/factures/tls/tls.key: permission denied"
mem("kubectl_exec_secret_default_mode_fr", "kubectl", S, "kubectl_exec", "/home/margaux/factures", lambda rng: [
    ("u", "Le check-config échoue dans le pod depuis qu'on a durci les droits du secret TLS. Tu peux corriger ?"),
    ("b", C, "config: /etc/factures/config.toml ok\ntls: loading /etc/factures/tls/tls.crt ok\n" + E + "\ncommand terminated with exit code 1", 1),
    ("s", "Le secret est monté avec `defaultMode: 0400`, donc lisible par root seulement, et le conteneur tourne en "
          "uid 1000. Je donne le groupe du pod au volume (`fsGroup`) et passe le mode à 0440."),
    ("e", "/home/margaux/factures/k8s/deployment.yaml", "      securityContext:\n        runAsUser: 1000\n",
     "      securityContext:\n        runAsUser: 1000\n        fsGroup: 1000\n"),
    ("e", "/home/margaux/factures/k8s/deployment.yaml", "            defaultMode: 0400\n", "            defaultMode: 0440\n"),
    ("b", "kubectl apply -f k8s/deployment.yaml && kubectl rollout status -n billing deploy/factures", "deployment.apps/factures configured\ndeployment \"factures\" successfully rolled out"),
    ("b", C, "config: /etc/factures/config.toml ok\ntls: loading /etc/factures/tls/tls.crt ok\ntls: loading /etc/factures/tls/tls.key ok\nall checks passed"),
    ("s", "Tout passe : `fsGroup: 1000` et `defaultMode: 0440` sur le volume du secret.")],
    cmd=C, err=E, change="fsGroup: 1000", groups=[["tls.key: permission denied"], ["fsGroup", "defaultMode: 0440"]],
    kind="bugfix", lang="fr", traps=["command terminated with exit code 1"], note="")

# --- kubectl apply: an old Ingress backend schema rejected by the API server ---------------------------------------------

C = "kubectl apply -n web -f k8s/"
E = "Error from server (BadRequest): error when creating \"k8s/ingress.yaml\": Ingress in version \"v1\" cannot be handled as a Ingress: strict decoding error: unknown field \"spec.rules[0].http.paths[0].backend.serviceName\", unknown field \"spec.rules[0].http.paths[0].backend.servicePort\""
mem("kubectl_apply_ingress_v1_backend_schema", "kubectl", S, "kubectl_apply_server", "/home/theo/lanternsite", lambda rng: [
    ("u", "the new cluster rejects our ingress, the old one took it fine"),
    ("b", C, "deployment.apps/lantern unchanged\nservice/lantern unchanged\n" + E, 1),
    ("s", "The manifest says `networking.k8s.io/v1` but uses the v1beta1 backend fields. The old cluster still "
          "converted them; the new API server decodes strictly. In v1 the backend is `service.name` / `service.port.number`."),
    ("e", "/home/theo/lanternsite/k8s/ingress.yaml", "            backend:\n              serviceName: lantern\n              servicePort: 80\n",
     "            pathType: Prefix\n            backend:\n              service:\n                name: lantern\n                port:\n                  number: 80\n"),
    ("b", C, "deployment.apps/lantern unchanged\nservice/lantern unchanged\ningress.networking.k8s.io/lantern created"),
    ("s", "Created. The Ingress uses the v1 backend shape with `pathType`.")],
    cmd=C, err=E, change="port:\n                  number: 80", groups=[["backend.serviceName", "strict decoding error"], ["service:\n                name", "number: 80"]],
    kind="bugfix", note="The error comes from the API server; the change is local.")

# --- kubectl logs init container (zh): Postgres 15 revoked CREATE on public --------------------------------------------

C = "kubectl logs -n shop deploy/orders -c migrate --prefix"
E = "[pod/orders-5f7c9d6b4-x2bqk/migrate] sqlalchemy.exc.ProgrammingError: (psycopg2.errors.InsufficientPrivilege) permission denied for schema public"
R = "kubectl rollout status -n shop deploy/orders --timeout=120s"
mem("kubectl_logs_init_migrate_schema_public_zh", "kubectl", S, "kubectl_logs_init", "/home/chen/orders", lambda rng: [
    ("u", "orders 升级到新的 Postgres 15 实例以后一直起不来，看看迁移的 init 容器。"),
    ("b", R, "Waiting for deployment \"orders\" rollout to finish: 0 of 1 updated replicas are available...\nerror: timed out waiting for the condition", 1),
    ("b", C, "[pod/orders-5f7c9d6b4-x2bqk/migrate] INFO  [alembic.runtime.migration] Running upgrade  -> 3a1f2c, create orders\n"
             "[pod/orders-5f7c9d6b4-x2bqk/migrate] Traceback (most recent call last):\n" + E +
             "\n[pod/orders-5f7c9d6b4-x2bqk/migrate] [SQL: \n[pod/orders-5f7c9d6b4-x2bqk/migrate] CREATE TABLE orders (\n[pod/orders-5f7c9d6b4-x2bqk/migrate] (Background on this error at: https://sqlalche.me/e/20/f405)"),
    ("s", "PostgreSQL 15 起 public schema 默认不再允许普通角色 CREATE。新实例上 orders 角色不是数据库所有者，所以建表失败。"
          "在数据库里给它授权。"),
    ("b", "kubectl exec -n data pg-0 -- psql -U postgres -d orders -c 'GRANT CREATE ON SCHEMA public TO orders'", "GRANT"),
    ("b", "kubectl rollout restart -n shop deploy/orders", "deployment.apps/orders restarted"),
    ("b", R, "Waiting for deployment \"orders\" rollout to finish: 0 of 1 updated replicas are available...\ndeployment \"orders\" successfully rolled out"),
    ("s", "起来了。在新实例上执行了 `GRANT CREATE ON SCHEMA public TO orders`。")],
    cmd=C, err=E, change="GRANT CREATE ON SCHEMA public TO orders", groups=[["permission denied for schema public"], ["GRANT CREATE ON SCHEMA public"]],
    kind="lesson", lang="zh", passed=R, traps=["error: timed out waiting for the condition"],
    note="The grant is made in the database, outside the repository: lesson.")

S = "ssh_remote"

# --- ssh deploy: git's safe.directory on the server ---------------------------------------------------------------------

C = "ssh deploy@app1.staging.example 'cd /srv/marmot && ./bin/deploy'"
E = "fatal: detected dubious ownership in repository at '/srv/marmot'"
mem("ssh_deploy_git_dubious_ownership", "ssh", S, "ssh_command", "/home/ines/marmot", lambda rng: [
    ("u", "staging deploy script fails since ops reinstalled app1"),
    ("b", C, "==> fetching origin/main\n" + E + "\nTo add an exception for this directory, call:\n\n\tgit config --global --add safe.directory /srv/marmot\n==> deploy failed", 128),
    ("b", "ssh deploy@app1.staging.example 'stat -c %U /srv/marmot; id -un'", "root\ndeploy"),
    ("s", "After the reinstall /srv/marmot is owned by root while the script runs as `deploy`; git refuses to work "
          "in a repository owned by another user. Marking it safe for the deploy user on the server."),
    ("b", "ssh deploy@app1.staging.example 'git config --global --add safe.directory /srv/marmot'", ""),
    ("b", C, "==> fetching origin/main\n==> checked out 4f1c2ab\n==> restarting marmot.service\n==> deploy ok"),
    ("s", "Deployed. The deploy user's git config on app1 now lists /srv/marmot as safe. (Giving the directory back to "
          "`deploy` would also do; ops may prefer that.)")],
    cmd=C, err=E, change="safe.directory /srv/marmot", groups=[["dubious ownership"], ["safe.directory"]],
    kind="lesson", traps=["==> deploy failed"], note="A server-side git setting: lesson.")

# --- vagrant ssh -c (pt): CRLF scripts in the synced folder --------------------------------------------------------------

C = "vagrant ssh -c 'cd /vagrant && make test'"
E = "/usr/bin/env: ‘bash\\r’: No such file or directory"
mem("vagrant_ssh_crlf_script_pt", "vagrant", S, "vagrant_ssh", "C:\\Users\\renata\\estoque", lambda rng: [
    ("u", "No Windows o `make test` dentro da VM do Vagrant falha com uma mensagem estranha de bash. Pode olhar?"),
    ("b", C, "./scripts/test.sh\n" + E + "\nmake: *** [Makefile:8: test] Error 127\nConnection to 127.0.0.1 closed.", 2),
    ("s", "O `\\r` mostra que o script tem finais de linha CRLF: o git no Windows converteu ao fazer checkout e a VM "
          "lê a pasta sincronizada. Fixo LF para os scripts no .gitattributes e renormalizo."),
    ("w", "C:\\Users\\renata\\estoque\\.gitattributes", "*.sh text eol=lf\nMakefile text eol=lf\n"),
    ("b", "dos2unix -q scripts/*.sh Makefile && git add --renormalize . && git status --short", "A  .gitattributes"),
    ("b", C, "./scripts/test.sh\nok   estoque/internal/lote   0.41s\nok   estoque/internal/api    1.02s\nConnection to 127.0.0.1 closed."),
    ("s", "Passou. `.gitattributes` força `eol=lf` nos `.sh` e no Makefile.")],
    cmd=C, err=E, change="*.sh text eol=lf", groups=[["bash\\r"], ["eol=lf"]],
    kind="bugfix", lang="pt", traps=["make: *** [Makefile:8: test] Error 127", "Connection to 127.0.0.1 closed."],
    note="The `\\r` is printed by env as two characters inside the quotes.")

# --- fly ssh console (it): a devDependency pruned from the image ---------------------------------------------------------

C = "fly ssh console -a pane-api -C 'node dist/scripts/seed.js'"
E = "Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'dotenv' imported from /app/dist/scripts/seed.js"
mem("fly_ssh_seed_dotenv_pruned_it", "fly", S, "fly_ssh", "/home/giulia/pane", lambda rng: [
    ("u", "Lo script di seed su Fly non parte, in locale va. Mi aiuti?"),
    ("b", C, "Connecting to fdaa:3:9c1e:a7b:1f4:8d0e:52a1:2... complete\nnode:internal/modules/esm/resolve:853\n  throw new ERR_MODULE_NOT_FOUND(packageName, fileURLToPath(base), null);\n        ^\n\n" + E + "\n    at packageResolve (node:internal/modules/esm/resolve:853:9)\n\nNode.js v20.16.0\nError: ssh shell: Process exited with status 1", 1),
    ("s", "Il Dockerfile esegue `npm prune --omit=dev`, e `dotenv` è in devDependencies: in locale c'è, nell'immagine "
          "no. Lo script lo importa a runtime, quindi va spostato in dependencies e l'app ridistribuita."),
    ("b", "npm install dotenv@16.4.5 --save-prod", "\nchanged 1 package, and audited 212 packages in 2s"),
    ("b", "fly deploy -a pane-api", "==> Building image\n--> Pushing image done\nimage: registry.fly.io/pane-api:deployment-01J8X\n> Machine 3d8d9e1c has reached a good state\nVisit your newly deployed app at https://pane-api.fly.dev/"),
    ("b", C, "Connecting to fdaa:3:9c1e:a7b:1f4:8d0e:52a1:2... complete\nseed: 12 forni, 140 prodotti inseriti"),
    ("s", "Fatto: `dotenv` ora è in dependencies, ridistribuito, il seed gira.")],
    cmd=C, err=E, change="--save-prod", groups=[["ERR_MODULE_NOT_FOUND", "Cannot find package 'dotenv'"], ["dependencies", "--save-prod"]],
    kind="bugfix", lang="it", traps=["Error: ssh shell: Process exited with status 1"], note="flyctl's `ssh shell` line is the transport's wrapper.")

# --- heroku run: STATIC_ROOT for collectstatic --------------------------------------------------------------------------

C = "heroku run --exit-code -a quire-prod python manage.py collectstatic --noinput"
E = "django.core.exceptions.ImproperlyConfigured: You're using the staticfiles app without having set the STATIC_ROOT setting to a filesystem path."
mem("heroku_run_collectstatic_static_root", "heroku", S, "heroku_run", "/home/abe/quire", lambda rng: [
    ("u", "collectstatic fails on heroku, can you sort it"),
    ("b", C, "Running python manage.py collectstatic --noinput on ⬢ quire-prod... up, run.4127 (Basic)\nTraceback (most recent call last):\n  File \"/app/manage.py\", line 22, in <module>\n    main()\n" + E, 1),
    ("s", "settings.py never sets STATIC_ROOT; locally runserver didn't need it. Setting it to a folder in the slug."),
    ("e", "/home/abe/quire/quire/settings.py", "STATIC_URL = \"static/\"\n", "STATIC_URL = \"static/\"\nSTATIC_ROOT = BASE_DIR / \"staticfiles\"\n"),
    ("b", "git commit -qam 'Set STATIC_ROOT' && git push -q heroku main", "remote: -----> Python app detected\nremote: -----> Launching...\nremote:        Released v58"),
    ("b", C, "Running python manage.py collectstatic --noinput on ⬢ quire-prod... up, run.8810 (Basic)\n\n171 static files copied to '/app/staticfiles'."),
    ("s", "171 files copied. STATIC_ROOT is `BASE_DIR / \"staticfiles\"`.")],
    cmd=C, err=E, change="STATIC_ROOT = BASE_DIR", groups=[["STATIC_ROOT"], ["staticfiles\""]],
    kind="bugfix", note="")

# --- ssh to a build box (ru): Android SDK location -------------------------------------------------------------------

C = "ssh ci@builder3.office.example 'cd ~/build/atlas && ./gradlew assembleRelease'"
E = "SDK location not found. Define a valid SDK location with an ANDROID_HOME environment variable or by setting the sdk.dir path in your project's local properties file at '/home/ci/build/atlas/local.properties'."
mem("ssh_gradle_android_sdk_location_ru", "gradle", S, "ssh_command", "/home/pavel/atlas", lambda rng: [
    ("u", "Сборка релиза на builder3 падает, хотя SDK там стоит. Разберись, пожалуйста."),
    ("b", C, "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task ':app:compileReleaseJavaWithJavac'.\n> " + E + "\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 3s", 1),
    ("b", "ssh ci@builder3.office.example 'ls -d /opt/android-sdk; grep -c ANDROID_HOME ~/.profile'", "/opt/android-sdk\n1"),
    ("s", "SDK есть, и ANDROID_HOME задан в ~/.profile, но `ssh host 'команда'` запускает неинтерактивную оболочку, "
          "которая ~/.profile не читает. Запишу путь в local.properties на сборочной машине."),
    ("b", "ssh ci@builder3.office.example \"echo 'sdk.dir=/opt/android-sdk' > ~/build/atlas/local.properties\"", ""),
    ("b", C, "> Task :app:assembleRelease\n\nBUILD SUCCESSFUL in 2m 14s\n58 actionable tasks: 58 executed"),
    ("s", "Собралось. На builder3 в local.properties прописан sdk.dir=/opt/android-sdk.")],
    cmd=C, err="> " + E, change="sdk.dir=/opt/android-sdk", groups=[["SDK location not found"], ["sdk.dir"]],
    kind="lesson", lang="ru", traps=["FAILURE: Build failed with an exception.", "Could not determine the dependencies of task ':app:compileReleaseJavaWithJavac'."],
    note="The fix is a file on the build host, outside the repository: lesson. Gradle's `> ` before the message is kept (it is part of the printed line).")

# --- ssh to a Raspberry Pi (pl): journal lines of a failing service ------------------------------------------------------

C = "ssh pi@czujnik-07.lan.example 'sudo systemctl restart zbieracz; sleep 3; systemctl is-active zbieracz || journalctl -u zbieracz -n 6 --no-pager'"
E = "Mar 03 10:01:22 czujnik-07 python3[812]: ModuleNotFoundError: No module named 'smbus2'"
mem("ssh_systemd_journal_module_missing_pl", "ssh", S, "ssh_journal", "/home/kuba/zbieracz", lambda rng: [
    ("u", "Po wgraniu nowej wersji na czujnik-07 usługa nie wstaje. Sprawdź proszę."),
    ("b", C, "failed\nMar 03 10:01:22 czujnik-07 systemd[1]: Started zbieracz.service - Zbieracz odczytów.\nMar 03 10:01:22 czujnik-07 python3[812]: Traceback (most recent call last):\nMar 03 10:01:22 czujnik-07 python3[812]:   File \"/opt/zbieracz/zbieracz/czujnik.py\", line 4, in <module>\n" + E + "\nMar 03 10:01:22 czujnik-07 systemd[1]: zbieracz.service: Main process exited, code=exited, status=1/FAILURE\nMar 03 10:01:22 czujnik-07 systemd[1]: zbieracz.service: Failed with result 'exit-code'.", 3),
    ("s", "Nowa wersja importuje `smbus2`, a venv na urządzeniu go nie ma (i nie ma go w requirements.txt). Dopisuję "
          "go do requirements.txt i instaluję w venv na czujniku."),
    ("e", "/home/kuba/zbieracz/requirements.txt", "paho-mqtt==2.1.0\n", "paho-mqtt==2.1.0\nsmbus2==0.4.3\n"),
    ("b", "rsync -a requirements.txt pi@czujnik-07.lan.example:/opt/zbieracz/ && ssh pi@czujnik-07.lan.example '/opt/zbieracz/venv/bin/pip install -q -r /opt/zbieracz/requirements.txt'", ""),
    ("b", C, "active"),
    ("s", "Usługa działa (`active`). smbus2 jest w requirements.txt i zainstalowany w venv czujnika.")],
    cmd=C, err=E, change="smbus2==0.4.3", groups=[["No module named 'smbus2'"], ["smbus2=="]],
    kind="bugfix", lang="pl", traps=["Mar 03 10:01:22 czujnik-07 systemd[1]: zbieracz.service: Failed with result 'exit-code'."],
    note="The journal's date/host/process prefix is part of the printed line and stays; must groups name the module.")
