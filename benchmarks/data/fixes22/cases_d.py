"""Sessions without memory, part one: a warning in another language that is not a failure
(`warning_not_failure`, 4), a failure that passes on a plain rerun (`flaky_pass`, 5) and sessions that end while
the command still fails (`ends_failing`, 5)."""

from __future__ import annotations

import json

from kit import ESC, none

S = "warning_not_failure"

# --- gcc (fr) unused variable, the build passes ----------------------------------------------------------------------

C = "make"
E = "src/ring.c:33:9: attention: variable « tmp » inutilisée [-Wunused-variable]"
OUT = "cc -std=c17 -Wall -O2 -c src/ring.c -o build/ring.o\nsrc/ring.c: Dans la fonction « ring_push »:\n" + E + \
      "\n   33 |     int tmp;\n      |         ^~~\ncc -o build/ringd build/main.o build/ring.o"
none("gcc_fr_unused_variable_warning_only", "gcc", S, "gcc_warning_fr", "/home/adele/ringd",
     lambda rng, C=C: [
         ("u", "there's an error in ring.c when I build, something in French about tmp? please fix"),
         ("b", C, OUT),
         ("s", "That is a warning, not an error: `attention` = warning, the variable `tmp` is unused. The build finished "
               "(`build/ringd` was linked). I'll remove the unused variable so the output is clean."),
         ("e", "/home/adele/ringd/src/ring.c", "    int tmp;\n", ""),
         ("b", C, "cc -std=c17 -Wall -O2 -c src/ring.c -o build/ring.o\ncc -o build/ringd build/main.o build/ring.o"),
         ("s", "Clean build. Nothing was failing; the French line was gcc's unused-variable warning.")],
     cmd=C, err=E, not_fix="int tmp;", passed=C,
     note="The build passed both times; the French `attention:` line is a warning the user took for an error. A "
          "cleanup of a warning is no failure -> fix lesson.")

# --- javac (ja) deprecation note, gradle passes ------------------------------------------------------------------------

C = "./gradlew build"
E = "注意: 一部の入力ファイルは推奨されないAPIを使用またはオーバーライドしています。"
OUT = "> Task :compileJava\n" + E + "\n注意: 詳細は、-Xlint:deprecationオプションを指定して再コンパイルしてください。\n\n> Task :test\n\nBUILD SUCCESSFUL in 14s\n7 actionable tasks: 4 executed, 3 up-to-date"
none("gradle_ja_deprecation_note_build_successful", "gradle", S, "javac_note_ja", "/home/sota/hikari",
     lambda rng, C=C: [
         ("u", "ビルドのときに「注意」って出るんですが、これエラーですか？直せるなら直してください。"),
         ("b", C, OUT),
         ("s", "エラーではありません。BUILD SUCCESSFUL です。非推奨 API を使っているという javac の注意です。"
               "どこか確認するために -Xlint:deprecation を有効にします。"),
         ("e", "/home/sota/hikari/build.gradle.kts", "java {\n", "tasks.withType<JavaCompile> {\n    options.compilerArgs.add(\"-Xlint:deprecation\")\n}\n\njava {\n"),
         ("b", C, "> Task :compileJava\n/home/sota/hikari/src/main/java/hikari/Clock.java:14: 警告: [deprecation] Date(int,int,int) は非推奨になりました\n"
                  "        return new Date(y, m, d);\n               ^\n警告1個\n\n> Task :test\n\nBUILD SUCCESSFUL in 12s"),
         ("s", "Clock.java の `new Date(int,int,int)` が原因です。ビルドは成功しているので急ぎではありません。")],
     cmd=C, err=E, not_fix='options.compilerArgs.add("-Xlint:deprecation")', passed=C, lang="ja",
     note="A Japanese javac note in a successful build. Turning on -Xlint is a diagnostic edit, not a fix of a failure.")

# --- dotnet (ru) CS8618 warning, build succeeds ----------------------------------------------------------------------------

C = "dotnet build"
E = "/home/irina/src/Pochta/Models/Parcel.cs(5,19): warning CS8618: Свойство \"Recipient\", не допускающее значения NULL, должно содержать значение, отличное от NULL, при выходе из конструктора. Возможно, стоит объявить свойство как допускающее значения NULL. [/home/irina/src/Pochta/Pochta.csproj]"
OUT = "  Восстановление завершено.\n" + E + "\n  Pochta -> /home/irina/src/Pochta/bin/Debug/net8.0/Pochta.dll\n\nСборка успешно завершена.\n\n" + E + "\n    Предупреждений: 1\n    Ошибок: 0"
none("dotnet_ru_cs8618_warning_required", "dotnet", S, "dotnet_warning_ru", "/home/irina/src/Pochta",
     lambda rng, C=C: [
         ("u", "Build prints a long Russian message about Recipient, can you get rid of it?"),
         ("b", C, OUT),
         ("s", "That is warning CS8618 (nullable reference types), and the build succeeded (`Ошибок: 0`). Marking the "
               "property `required` removes the warning."),
         ("e", "/home/irina/src/Pochta/Models/Parcel.cs", "public string Recipient { get; set; }", "public required string Recipient { get; set; }"),
         ("b", C, "  Восстановление завершено.\n  Pochta -> /home/irina/src/Pochta/bin/Debug/net8.0/Pochta.dll\n\nСборка успешно завершена.\n    Предупреждений: 0\n    Ошибок: 0"),
         ("s", "No warnings now.")],
     cmd=C, err=E, not_fix="public required string Recipient", passed=C,
     note="User in English, tool in Russian. A warning in a successful build; silencing it is a cleanup, not a fix.")

# --- PowerShell (es) unapproved verbs warning ----------------------------------------------------------------------------

C = "pwsh -File ./deploy.ps1 -WhatIf"
E = "ADVERTENCIA: Los nombres de algunos comandos importados del módulo 'Despliegue' incluyen verbos no aprobados que pueden hacer que sean menos detectables. Para buscar comandos con verbos no aprobados, ejecute de nuevo el comando Import-Module con el parámetro Verbose. Para obtener una lista de verbos aprobados, escriba Get-Verb."
OUT = E + "\nWhatIf: Se realizaría la operación \"Copiar archivo\" en el destino \"\\\\srv-web\\sitio\\app.zip\".\nWhatIf: Se realizaría la operación \"Reiniciar sitio\" en el destino \"sitio\"."
none("powershell_es_unapproved_verbs_warning", "powershell", S, "pwsh_warning_es", "/home/diego/despliegue",
     lambda rng, C=C: [
         ("u", "El deploy en modo WhatIf saca una ADVERTENCIA muy larga. ¿Es un problema?"),
         ("b", C, OUT),
         ("s", "No es un error: el script funciona (las líneas WhatIf son correctas). PowerShell avisa de que el módulo "
               "exporta funciones con verbos no aprobados (`Subir-Paquete`). Renombro a `Publish-Paquete`."),
         ("e", "/home/diego/despliegue/Despliegue.psm1", "function Subir-Paquete", "function Publish-Paquete"),
         ("e", "/home/diego/despliegue/deploy.ps1", "Subir-Paquete -Ruta", "Publish-Paquete -Ruta"),
         ("b", C, "WhatIf: Se realizaría la operación \"Copiar archivo\" en el destino \"\\\\srv-web\\sitio\\app.zip\".\n"
                  "WhatIf: Se realizaría la operación \"Reiniciar sitio\" en el destino \"sitio\"."),
         ("s", "Sin advertencia. Era solo el aviso de verbos no aprobados; nada fallaba.")],
     cmd=C, err=E, not_fix="function Publish-Paquete", passed=C, lang="es",
     note="A Spanish PowerShell warning in a run that works. Renaming functions is a cleanup, no failure -> fix.")

S = "flaky_pass"

# --- npm (zh) ECONNRESET on a mirror, rerun passes -------------------------------------------------------------------------

C = "npm ci"
E = "npm error network read ECONNRESET"
OUT = "npm error code ECONNRESET\nnpm error syscall read\nnpm error errno ECONNRESET\n" + E + "\nnpm error network This is a problem related to network connectivity.\n" \
      "npm error network In most cases you are behind a proxy or have bad network settings.\nnpm error A complete log of this run can be found in: /home/hui/.npm/_logs/2027-03-05T02_10_11_003Z-debug-0.log"
none("npm_zh_econnreset_plain_rerun", "npm", S, "network_blip", "/home/hui/chuanqi",
     lambda rng, C=C: [
         ("u", "npm ci 失败了，网络错误？"),
         ("b", C, OUT, 1),
         ("s", "ECONNRESET：连接被重置。先看看镜像能不能访问。"),
         ("b", "curl -sI https://registry.npmmirror.com/ | head -1", "HTTP/2 200"),
         ("s", "镜像正常，可能是偶发的网络抖动，直接重试。"),
         ("b", C, "\nadded 903 packages in 41s\n\n112 packages are looking for funding\n  run `npm fund` for details"),
         ("s", "重试成功，什么都没改。如果经常出现，再考虑调大 fetch-retries。")],
     cmd=C, err=E, not_fix="npm ci", passed=C, lang="zh",
     note="The same command passes on a plain rerun after a read-only check: nothing to learn, and the rerun is no fix.")

# --- go test -json: a timeout, rerun passes -------------------------------------------------------------------------------

C = "go test -json ./internal/queue/"
MSG = "panic: test timed out after 30s"
PKG = "github.com/fenwick-dev/fenwick/internal/queue"


def _q(ok: bool) -> str:
    rows = [{"Time": "2027-03-05T08:01:00.1Z", "Action": "run", "Package": PKG, "Test": "TestDrainUnderLoad"}]
    if ok:
        rows += [{"Time": "2027-03-05T08:03:12.9Z", "Action": "pass", "Package": PKG, "Test": "TestDrainUnderLoad", "Elapsed": 8.1},
                 {"Time": "2027-03-05T08:03:13.0Z", "Action": "pass", "Package": PKG, "Elapsed": 8.2}]
    else:
        rows += [{"Time": "2027-03-05T08:01:30.2Z", "Action": "output", "Package": PKG, "Test": "TestDrainUnderLoad", "Output": MSG + "\n"},
                 {"Time": "2027-03-05T08:01:30.2Z", "Action": "output", "Package": PKG, "Test": "TestDrainUnderLoad", "Output": "\trunning tests:\n"},
                 {"Time": "2027-03-05T08:01:30.3Z", "Action": "fail", "Package": PKG, "Test": "TestDrainUnderLoad", "Elapsed": 30.1},
                 {"Time": "2027-03-05T08:01:30.3Z", "Action": "fail", "Package": PKG, "Elapsed": 30.2}]
    return "\n".join(json.dumps(r, separators=(",", ":")) for r in rows)


none("go_test2json_timeout_plain_rerun", "go", S, "timeout_once", "/home/wren/fenwick",
     lambda rng, C=C: [
         ("u", "queue tests failed in my terminal, can you check?"),
         ("b", C, _q(False), 1),
         ("s", "TestDrainUnderLoad hit the 30s timeout. Checking the machine's load before touching anything."),
         ("b", "uptime", " 08:02:01 up 3 days,  2:11,  1 user,  load average: 14.92, 9.80, 5.12"),
         ("b", "free -m | head -2", "               total        used        free      shared  buff/cache   available\nMem:           15842       14901         310         201        1002         631"),
         ("b", C, _q(True)),
         ("s", "Passes in 8s now; the earlier run was starved (load ~15, almost no free memory). No change made.")],
     cmd=C, err=MSG, not_fix="go test -json ./internal/queue/", passed=C,
     note="A timeout in a test2json stream under heavy load; the rerun passes with only diagnostics between.")

# --- dotnet test (pt): connection refused once -------------------------------------------------------------------------------

C = "dotnet test"
E = "  Mensagem de erro:\n   StackExchange.Redis.RedisConnectionException : It was not possible to connect to the redis server(s). Error connecting right now. To allow this multiplexer to continue retrying until it's able to connect, use abortConnect=false in your connection string or AbortOnConnectFail=false; in your code."
E_LINE = "---- System.Net.Sockets.SocketException : Nenhuma conexão pôde ser feita porque a máquina de destino as recusou ativamente."
OUT = "\n".join(["  Com falha Fila.Tests.CacheTests.GuardaEntrada [212 ms]", E,
                 "  ---- System.Net.Sockets.SocketException : Nenhuma conexão pôde ser feita porque a máquina de destino as recusou ativamente.",
                 "", "Falha!  – Com falha:     1, Aprovado:    22, Ignorado:     0, Total:    23, Duração: 3 s - Fila.Tests.dll (net8.0)"])
none("dotnet_test_pt_redis_refused_rerun", "dotnet", S, "service_starting", "C:\\Users\\bia\\src\\Fila",
     lambda rng, C=C: [
         ("u", "Roda os testes? Acabei de subir o docker."),
         ("b", C, OUT, 1),
         ("s", "O teste de cache não conectou ao Redis (conexão recusada). Você acabou de subir o Docker; vejo se o "
               "contêiner já está pronto."),
         ("b", "docker ps --format '{{.Names}} {{.Status}}'", "fila-redis-1 Up 4 seconds (health: starting)"),
         ("b", "docker ps --format '{{.Names}} {{.Status}}'", "fila-redis-1 Up 21 seconds (healthy)"),
         ("b", C, "Aprovado!  – Com falha:     0, Aprovado:    23, Ignorado:     0, Total:    23, Duração: 3 s - Fila.Tests.dll (net8.0)"),
         ("s", "Todos passaram. O Redis ainda estava iniciando na primeira execução; nada foi alterado.")],
     cmd=C, err=E_LINE, not_fix="dotnet test", passed=C, lang="pt",
     note="Portuguese socket message inside an English exception; the service was still starting. Waiting is no fix. "
          "(`docker ps` counts as a read-only diagnostic.)")

# --- cargo with ANSI: crates.io download timeout -------------------------------------------------------------------------------

C = "cargo build --color=always"
E = "error: failed to download from `https://static.crates.io/crates/aws-sdk-s3/1.65.0/download`"
OUT = "\n".join([f"{ESC}[1m{ESC}[92m Downloading{ESC}[0m crates ...", f"{ESC}[1m{ESC}[92m  Downloaded{ESC}[0m aws-smithy-types v1.2.9",
                 f"{ESC}[1m{ESC}[91merror{ESC}[0m{ESC}[1m:{ESC}[0m failed to download from `https://static.crates.io/crates/aws-sdk-s3/1.65.0/download`",
                 "", "Caused by:", "  [28] Timeout was reached (Operation too slow. Less than 10 bytes/sec transferred the last 30 seconds)"])
none("cargo_ansi_download_timeout_rerun", "cargo", S, "download_timeout", "/home/sven/bucketeer",
     lambda rng, C=C: [
         ("u", "build fails downloading stuff, fix?"),
         ("b", C, OUT, 101),
         ("s", "A download timeout from static.crates.io (curl error 28). Checking connectivity."),
         ("b", "curl -sI https://static.crates.io/ | head -1", "HTTP/2 403"),
         ("s", "The CDN answers (403 on the bare root is normal). Retrying the build as is."),
         ("b", C, f"{ESC}[1m{ESC}[92m  Downloaded{ESC}[0m aws-sdk-s3 v1.65.0\n{ESC}[1m{ESC}[92m   Compiling{ESC}[0m bucketeer v0.1.0 (/home/sven/bucketeer)\n"
                  f"{ESC}[1m{ESC}[92m    Finished{ESC}[0m `dev` profile [unoptimized + debuginfo] target(s) in 1m 02s"),
         ("s", "Built. It was a transient network timeout; nothing changed.")],
     cmd=C, err=E, not_fix="cargo build --color=always", passed=C,
     note="Coloured cargo output with a transient curl timeout; a plain rerun passes.")

# --- vitest (it): a flaky timing test ----------------------------------------------------------------------------------------

C = "npx vitest run"
E = "Error: Test timed out in 5000ms."
OUT = "\n".join([f" {ESC}[31m❯{ESC}[39m src/sync.test.ts (6 tests | 1 failed) 5032ms",
                 f"   {ESC}[31m×{ESC}[39m sincronizzazione > riprova dopo un 503 5009ms",
                 f"{ESC}[31m     → Test timed out in 5000ms.{ESC}[39m", "",
                 f"{ESC}[41m{ESC}[1m FAIL {ESC}[22m{ESC}[49m src/sync.test.ts > sincronizzazione > riprova dopo un 503",
                 f"{ESC}[31m{ESC}[1mError{ESC}[22m: Test timed out in 5000ms.{ESC}[39m",
                 "If this is a long-running test, pass a timeout value as the last argument or configure it globally with \"testTimeout\".",
                 "", " Test Files  1 failed | 11 passed (12)", "      Tests  1 failed | 87 passed (88)"])
none("vitest_it_timeout_flaky_rerun", "vitest", S, "flaky_test", "/home/matteo/ponte",
     lambda rng, C=C: [
         ("u", "tests are red, just one in sync.test.ts. can you look?"),
         ("b", C, OUT, 1),
         ("s", "The test `riprova dopo un 503` (the suite names are Italian) timed out at 5 s. Rerunning once to see "
               "whether it is flaky before touching the timeout."),
         ("b", C, f" {ESC}[32m✓{ESC}[39m src/sync.test.ts (6 tests) 1204ms\n\n Test Files  12 passed (12)\n      Tests  88 passed (88)"),
         ("s", "Passes on the second run: the test is flaky (it waits on a real backoff). Nothing changed; it should "
               "use fake timers - I can do that if you want.")],
     cmd=C, err=E, not_fix="npx vitest run", passed=C, 
     note="vitest's own advice (`pass a timeout value`) was not followed; a plain rerun passed. No fix.")

S = "ends_failing"

# --- gradle/javac (ja): the session ends while failing -----------------------------------------------------------------------

C = "./gradlew compileJava"
E = "/home/ren/mori/src/main/java/mori/Feed.java:44: エラー: 不適合な型: List<Object>をList<Entry>に変換できません:"
OUT = "> Task :compileJava FAILED\n" + E + "\n        return items.stream().map(this::toEntry).toList();\n" \
      "                                                            ^\n注: 一部のメッセージは簡略化されています。-Xdiags:verboseで再コンパイルして完全な出力を取得してください\nエラー1個\n\nFAILURE: Build failed with an exception."
none("gradle_ja_incompatible_types_session_ends", "gradle", S, "user_leaves_ja", "/home/ren/mori",
     lambda rng, C=C: [
         ("u", "Feed.java のコンパイルエラーを直してください。"),
         ("b", C, OUT, 1),
         ("s", "`toEntry` の戻り値が `Object` と推論されています。メソッドの型を見ます。"),
         ("e", "/home/ren/mori/src/main/java/mori/Feed.java", "private Object toEntry(Item it)", "private Entry toEntry(Item it)"),
         ("b", C, "> Task :compileJava FAILED\n" + E + "\n/home/ren/mori/src/main/java/mori/Feed.java:61: エラー: 不適合な型: Objectを"
                  "Entryに変換できません:\n            return cache.get(it.id());\n                            ^\nエラー2個\n\nFAILURE: Build failed with an exception.", 1),
         ("s", "`cache` 自体が `Map<String, Object>` なので、ここも型を変える必要があります。"),
         ("u", "今日はここまでにします。続きは明日自分でやります。")],
     cmd=C, err=E, not_fix="private Entry toEntry(Item it)", lang="ja",
     note="The last change made more errors; the user stops. No memory, and the last edit must not be stored as a fix.")

# --- sqlplus (es): ORA-12541 no listener ------------------------------------------------------------------------------------------

C = "sqlplus -L app_ventas@//db-qa.example:1521/VENTAS @scripts/check.sql"
E = "ORA-12541: TNS:no hay ningún listener"
none("sqlplus_es_ora12541_ends_failing", "oracle", S, "user_leaves_es", "/home/andres/ventas-etl",
     lambda rng, C=C: [
         ("u", "can you run the check script against QA?"),
         ("b", C, "\nSQL*Plus: Release 19.0.0.0.0 - Production\n\nERROR:\n" + E + "\n\n\nSP2-0751: No se puede conectar a Oracle.  Saliendo de SQL*Plus", 1),
         ("s", "ORA-12541 (Spanish client): no listener on db-qa:1521. Trying 1522, which QA sometimes uses."),
         ("b", "sqlplus -L app_ventas@//db-qa.example:1522/VENTAS @scripts/check.sql", "\nERROR:\nORA-12541: TNS:no hay ningún listener\n\n\nSP2-0751: No se puede conectar a Oracle.  Saliendo de SQL*Plus", 1),
         ("b", "nc -zv db-qa.example 1521", "nc: connect to db-qa.example port 1521 (tcp) failed: Connection refused", 1),
         ("s", "The host answers but nothing listens on 1521 or 1522; the QA listener looks down. I can't fix that from here."),
         ("u", "ok, I'll open a ticket with the DBAs. let's stop here.")],
     cmd=C, err=E, not_fix="db-qa.example:1522",
     note="The listener is down; the agent's port guess failed too. Session ends failing: no memory.")

# --- elixir: eaddrinuse, user leaves ------------------------------------------------------------------------------------------------

C = "mix phx.server"
E = "** (RuntimeError) Running HermesWeb.Endpoint with Bandit 1.6.0 at http failed, port 4000 already in use"
none("elixir_eaddrinuse_session_ends", "elixir", S, "user_leaves", "/home/bruna/hermes",
     lambda rng, C=C: [
         ("u", "start the phoenix server please"),
         ("b", C, "[error] Failed to start Ranch listener HermesWeb.Endpoint.HTTP in :ranch_tcp:listen([port: 4000]) for reason :eaddrinuse (address already in use)\n"
                  "[notice] Application hermes exited: Hermes.Application.start(:normal, []) returned an error: shutdown: failed to start child: HermesWeb.Endpoint\n"
                  "    ** (EXIT) shutdown: failed to start child: {HermesWeb.Endpoint, :http}\n        " + E, 1),
         ("b", "lsof -i :4000 -sTCP:LISTEN", "COMMAND   PID  USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\nbeam.smp 8812 bruna   21u  IPv4 0x2f1      0t0  TCP *:4000 (LISTEN)"),
         ("s", "Another BEAM (pid 8812) already listens on 4000 - probably an `iex -S mix phx.server` in another terminal. "
               "Shall I stop it, or start this one on another port with `PORT=4001`?"),
         ("u", "no wait, that's my other session with state I need. leave it, I'll deal with it later")],
     cmd=C, err=E, not_fix="lsof -i :4000 -sTCP:LISTEN",
     note="The port is taken by the user's own session; nothing is changed and the command never passes.")

# --- cmd (pt): path not found, ends ---------------------------------------------------------------------------------------------------

C = "scripts\\publicar.cmd"
E = "O sistema não pode encontrar o caminho especificado."
none("cmd_pt_path_not_found_ends_failing", "cmd", S, "user_leaves_pt", "C:\\Users\\joana\\projetos\\balcao",
     lambda rng, C=C: [
         ("u", "Roda o script de publicação?"),
         ("b", C, "Copiando pacote...\n" + E + "\nFalha ao copiar para \\\\arquivos\\publicacao\\balcao", 1),
         ("s", "O caminho de rede `\\\\arquivos\\publicacao` não foi encontrado. Tento pelo nome completo do servidor."),
         ("e", "C:\\Users\\joana\\projetos\\balcao\\scripts\\publicar.cmd", "\\\\arquivos\\publicacao", "\\\\arquivos.balcao.example\\publicacao"),
         ("b", C, "Copiando pacote...\n" + E + "\nFalha ao copiar para \\\\arquivos.balcao.example\\publicacao\\balcao", 1),
         ("s", "Também não. Você está conectada à VPN? Sem ela o compartilhamento não aparece."),
         ("u", "Não estou. Deixa como estava, amanhã eu publico do escritório.")],
     cmd=C, err=E, not_fix="\\\\arquivos.balcao.example\\publicacao", lang="pt",
     note="The share is unreachable; the agent's edit did not help and the user ends the session. No memory.")

# --- GHA annotation (ko): lint still failing --------------------------------------------------------------------------------------------

C = "./ci/lint.sh"
E = "::error file=web/src/hooks/useCart.ts,line=12,col=3,title=react-hooks/exhaustive-deps::React Hook useEffect has a missing dependency: 'cartId'. Either include it or remove the dependency array."
none("gha_annotation_ko_exhaustive_deps_ends", "eslint", S, "user_leaves_ko", "/home/jiho/gage",
     lambda rng, C=C: [
         ("u", "린트 에러 하나만 고쳐 주세요."),
         ("b", C, E + "\n::error::1 problem (1 error, 0 warnings)", 1),
         ("s", "`useEffect` 의존성 배열에 `cartId` 가 빠졌습니다. 추가하면 이펙트가 cartId 가 바뀔 때마다 다시 실행되는데, "
               "장바구니를 다시 불러오게 됩니다. 의도한 동작인지 확인이 필요합니다."),
         ("e", "/home/jiho/gage/web/src/hooks/useCart.ts", "  }, []);", "  }, [cartId]);"),
         ("b", "npx vitest run web/src/hooks", " FAIL  web/src/hooks/useCart.test.ts > useCart > 한 번만 불러온다\nAssertionError: expected \"fetchCart\" to be called 1 times, but got 2 times", 1),
         ("e", "/home/jiho/gage/web/src/hooks/useCart.ts", "  }, [cartId]);", "  }, []);"),
         ("b", C, E + "\n::error::1 problem (1 error, 0 warnings)", 1),
         ("s", "의존성을 넣으면 테스트가 깨져서 되돌렸습니다. 어떻게 할지 정해 주세요."),
         ("u", "팀이랑 얘기해 볼게요. 오늘은 그만.")],
     cmd=C, err=E, not_fix="}, [cartId]);", lang="ko",
     note="The fix was tried, broke a test, was reverted; lint still fails when the user stops. No memory.")
