"""Sessions without memory, part two: something passes, but not the command that failed
(`other_command_passed`, 5), the agent translates the message and changes something unrelated
(`translated_unrelated`, 5), and the user fixes it outside the session (`fixed_outside`, 4)."""

from __future__ import annotations

from kit import ESC, none

S = "other_command_passed"

# --- dotnet test (ru) fails, dotnet build passes --------------------------------------------------------------------

C = "dotnet test"
E = "Assert.Equal() Failure: Values differ"
OUT = "\n".join(["  Не пройден Pochta.Tests.TariffTests.Moscow_to_Kazan [18 ms]", "  Сообщение об ошибке:", "   " + E,
                 "Expected: 412.50m", "Actual:   450.00m", "  Трассировка стека:",
                 "     at Pochta.Tests.TariffTests.Moscow_to_Kazan() in /home/irina/src/Pochta.Tests/TariffTests.cs:line 21",
                 "", "Не пройден!   : не пройдено     1, пройдено    40, пропущено     0, всего    41, длительность 1 s - Pochta.Tests.dll (net8.0)"])
none("dotnet_test_ru_build_passed_instead", "dotnet", S, "build_instead_of_test", "/home/irina/src/Pochta",
     lambda rng, C=C: [
         ("u", "Поправь тесты, CI красный."),
         ("b", C, OUT, 1),
         ("s", "Тариф Москва–Казань: ожидается 412.50, получено 450.00. Проверю, что всё хотя бы собирается после "
               "вчерашнего слияния."),
         ("b", "dotnet build", "  Pochta -> /home/irina/src/Pochta/bin/Debug/net8.0/Pochta.dll\n  Pochta.Tests -> /home/irina/src/Pochta.Tests/bin/Debug/net8.0/Pochta.Tests.dll\n\n"
                               "Сборка успешно завершена.\n    Предупреждений: 0\n    Ошибок: 0"),
         ("s", "Сборка проходит без ошибок, так что проблема не в компиляции — расхождение в самом расчёте тарифа. "
               "Остановлюсь здесь: нужно понять, какая цифра правильная (412.50 в тесте или 450.00 после слияния).")],
     cmd=C, err=E, not_fix="dotnet build", passed="dotnet build", lang="ru",
     note="`dotnet build` succeeding says nothing about the failing assertion. Another command passed: no memory.")

# --- vitest (de): a narrower run passes ------------------------------------------------------------------------------------

C = "npx vitest run"
E = "TypeError: Cannot read properties of undefined (reading 'waehrung')"
OUT = "\n".join([f" {ESC}[31m❯{ESC}[39m src/rechnung/export.test.ts (3 tests | 1 failed) 22ms",
                 f"   {ESC}[31m×{ESC}[39m export > schreibt die Währung in die Kopfzeile 9ms",
                 f"{ESC}[31m     → Cannot read properties of undefined (reading 'waehrung'){ESC}[39m", "",
                 f"{ESC}[41m{ESC}[1m FAIL {ESC}[22m{ESC}[49m src/rechnung/export.test.ts > export > schreibt die Währung in die Kopfzeile",
                 f"{ESC}[31m{ESC}[1mTypeError{ESC}[22m: Cannot read properties of undefined (reading 'waehrung'){ESC}[39m",
                 " ❯ kopfzeile src/rechnung/export.ts:14:30", "", " Test Files  1 failed | 19 passed (20)", "      Tests  1 failed | 143 passed (144)"])
none("vitest_de_narrower_run_passed", "vitest", S, "narrower_run", "/home/katrin/faktura",
     lambda rng, C=C: [
         ("u", "Kannst du die Tests wieder grün machen? Ich habe am Mandanten-Modul gearbeitet."),
         ("b", C, OUT, 1),
         ("s", "Im Export fehlt `mandant.waehrung`. Ich prüfe zuerst, ob das Mandanten-Modul selbst in Ordnung ist."),
         ("b", "npx vitest run src/mandant", f" {ESC}[32m✓{ESC}[39m src/mandant/mandant.test.ts (12 tests) 31ms\n\n Test Files  1 passed (1)\n      Tests  12 passed (12)"),
         ("s", "Die Tests des Mandanten-Moduls sind grün. Der Fehler liegt im Export, der `waehrung` noch am alten Ort "
               "erwartet; soll ich den Export anpassen?"),
         ("u", "Ja, aber erst nach der Mittagspause.")],
     cmd=C, err=E, not_fix="npx vitest run src/mandant", passed="npx vitest run src/mandant", lang="de",
     note="A narrower run of other tests passes; the failing export test was never fixed. No memory.")

# --- gradle check (detekt SARIF) fails, assemble passes --------------------------------------------------------------------

C = "./gradlew check"
E = "The function importAll is too long (87). The maximum length is 60."
OUT = "\n".join(["> Task :detekt FAILED", "", "FAILURE: Build failed with an exception.", "", "* What went wrong:",
                 "Execution failed for task ':detekt'.", "> Analysis failed with 1 weighted issues.", "",
                 "SARIF report (build/reports/detekt/detekt.sarif):", '  "ruleId": "detekt.complexity.LongMethod",',
                 '  "message": { "text": "' + E + '" },', '  "region": { "startLine": 31, "startColumn": 9 }'])
none("gradle_check_detekt_assemble_passed", "gradle", S, "assemble_instead", "/home/nadia/importer",
     lambda rng, C=C: [
         ("u", "./gradlew check fails on my branch, can you get it through?"),
         ("b", C, OUT, 1),
         ("s", "detekt flags `importAll` (87 lines, limit 60). Let me make sure the code itself compiles and packages."),
         ("b", "./gradlew assemble", "> Task :compileKotlin\n> Task :jar\n> Task :assemble\n\nBUILD SUCCESSFUL in 21s\n5 actionable tasks: 3 executed, 2 up-to-date"),
         ("s", "`assemble` succeeds, so the build is fine; only detekt's LongMethod rule fails `check`. Splitting "
               "`importAll` is a refactor I'd like your go-ahead for.")],
     cmd=C, err=E, not_fix="./gradlew assemble", passed="./gradlew assemble",
     note="SARIF excerpt in Gradle's frame; `assemble` does not run detekt, so its success is not a pass of `check`.")

# --- mix test (pl) crashes, mix compile passes ---------------------------------------------------------------------------------

C = "mix test"
E = "** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2000ms. This means requests are coming in and your connection pool cannot serve them fast enough."
none("mix_test_pl_compile_passed_instead", "elixir", S, "compile_instead", "/home/piotr/sklep_ex",
     lambda rng, C=C: [
         ("u", "mix test blows up in the order tests, have a look please"),
         ("b", C, "  1) test tworzy zamówienie (SklepEx.OrdersTest)\n     test/sklep_ex/orders_test.exs:14\n     " + E +
                  "\n     code: {:ok, order} = Orders.create(attrs)\n\nFinished in 4.1 seconds (0.3s async, 3.8s sync)\n31 tests, 1 failure", 2),
         ("s", "The test exhausts the connection pool. First checking that the project compiles without warnings."),
         ("b", "mix compile --warnings-as-errors", "Compiling 3 files (.ex)\nGenerated sklep_ex app"),
         ("s", "Compiles cleanly. The problem is in the test, which probably starts a background task outside the Ecto "
               "sandbox; to be checked."),
         ("u", "ok thanks, I'll go through it myself")],
     cmd=C, err=E, not_fix="mix compile --warnings-as-errors", passed="mix compile --warnings-as-errors", 
     note="A clean compile is not a passing test run. No memory.")

# --- pwsh build.ps1 (fr) fails, dotnet build passes --------------------------------------------------------------------------------

C = "pwsh -File ./build.ps1 -Configuration Release"
E = "Write-Error: La signature du paquet n'a pas pu être vérifiée : le certificat « CN=Vigne Signing » a expiré le 28/02/2027."
none("pwsh_fr_build_script_dotnet_build_passed", "powershell", S, "direct_tool_instead", "/home/theo/vigne",
     lambda rng, C=C: [
         ("u", "build.ps1 en Release échoue, tu peux voir ? J'ai besoin du paquet aujourd'hui."),
         ("b", C, "Compilation de Vigne (Release)...\nVigne -> /home/theo/vigne/bin/Release/net9.0/Vigne.dll\nSignature du paquet...\n" + E, 1),
         ("s", "La compilation passe ; c'est l'étape de signature qui échoue : le certificat de signature a expiré. Je "
               "vérifie que la compilation seule fonctionne."),
         ("b", "dotnet build -c Release", "  Vigne -> /home/theo/vigne/bin/Release/net9.0/Vigne.dll\n\nLa génération a réussi.\n    0 Erreur(s)"),
         ("s", "`dotnet build -c Release` réussit, mais le paquet signé n'existe pas : il faut renouveler le certificat "
               "« CN=Vigne Signing », je ne peux pas le faire d'ici.")],
     cmd=C, err=E, not_fix="dotnet build -c Release", passed="dotnet build -c Release", lang="fr",
     note="The build script's signing step fails (expired certificate); building without it is another command.")

S = "translated_unrelated"

# --- g++ (de): uint8_t not declared, agent adds using namespace std ----------------------------------------------------------------

C = "cmake --build build"
E = "/home/jonas/funk/src/frame.hpp:12:5: Fehler: »uint8_t« wurde in diesem Gültigkeitsbereich nicht definiert"
OUT = "[2/5] Building CXX object CMakeFiles/funk.dir/src/frame.cpp.o\nFAILED: CMakeFiles/funk.dir/src/frame.cpp.o\nIn Datei, eingebunden von /home/jonas/funk/src/frame.cpp:1:\n" + E + \
      "\n   12 |     uint8_t flags;\n      |     ^~~~~~~\n/home/jonas/funk/src/frame.hpp:3:1: Anmerkung: »uint8_t« ist im Header »<cstdint>« definiert; " \
      "haben Sie vergessen, »#include <cstdint>« zu verwenden?\nninja: build stopped: subcommand failed."
none("gpp_de_uint8_t_using_namespace_unrelated", "cmake", S, "scope_misread_de", "/home/jonas/funk",
     lambda rng, C=C: [
         ("u", "build broke after I updated gcc, the errors are in German, can you fix?"),
         ("b", C, OUT, 1),
         ("s", "Translated: \"'uint8_t' was not defined in this scope\". A scope problem - the header probably needs the "
               "std namespace. Adding `using namespace std;` to frame.hpp."),
         ("e", "/home/jonas/funk/src/frame.hpp", "#pragma once\n", "#pragma once\n\nusing namespace std;\n"),
         ("b", C, OUT, 1),
         ("s", "Still the same error. I'm not sure what else the scope issue could be; I'll stop here rather than guess."),
         ("u", "ok leave it, I'll look tomorrow")],
     cmd=C, err=E, not_fix="using namespace std;",
     note="The agent's translation was right but the reading wrong (gcc's Anmerkung says `#include <cstdint>`); the "
          "unrelated edit did not help and the command never passed. No memory; the `using namespace std` edit must "
          "not be stored as the fix.")

# --- javac (ja): unreported exception misread as missing import ----------------------------------------------------------------------

C = "./gradlew compileJava"
E = "/home/ren/mori/src/main/java/mori/Export.java:27: エラー: 例外IOExceptionは報告されません。スローするには、捕捉または宣言する必要があります"
OUT = "> Task :compileJava FAILED\n" + E + "\n        Files.writeString(path, csv);\n                         ^\nエラー1個\n\nFAILURE: Build failed with an exception."
none("gradle_ja_unreported_exception_import_unrelated", "gradle", S, "exception_misread_ja", "/home/ren/mori",
     lambda rng, C=C: [
         ("u", "Export.java のエラー、直してもらえますか"),
         ("b", C, OUT, 1),
         ("s", "「例外IOExceptionは報告されません」… IOException が見つからない、という意味だと思います。import を追加します。"),
         ("e", "/home/ren/mori/src/main/java/mori/Export.java", "import java.nio.file.Files;\n", "import java.io.IOException;\nimport java.nio.file.Files;\n"),
         ("b", C, OUT, 1),
         ("s", "まだ同じエラーです。"),
         ("u", "それ、throws を付けるか try-catch の話だと思う。あとで自分で直すのでそのままでいいです。")],
     cmd=C, err=E, not_fix="import java.io.IOException;", lang="ja",
     note="The agent misread `unreported exception` as a missing class; the import changed nothing. The user names the "
          "real fix but nobody makes it in the session: no memory.")

# --- psql (fr): database does not exist, agent restarts compose --------------------------------------------------------------------------

C = "psql -h localhost -U app -d boutique -c 'select 1'"
E = "psql: erreur : la connexion au serveur sur « localhost » (127.0.0.1), port 5432 a échoué : FATAL:  la base de données « boutique » n'existe pas"
none("psql_fr_database_missing_compose_restart_unrelated", "postgres", S, "db_misread_fr", "/home/lucas/boutique",
     lambda rng, C=C: [
         ("u", "Can you check the app's DB connection? psql gives me a French error."),
         ("b", C, E, 2),
         ("s", "It says the connection to the server on localhost failed. The database container may not be up; "
               "restarting compose."),
         ("b", "docker compose restart db", "[+] Restarting 1/1\n ✔ Container boutique-db-1  Started"),
         ("b", C, E, 2),
         ("s", "Still failing after the restart. The server seems unreachable; could a firewall block 5432?"),
         ("u", "hm, no idea. I have to go, we'll look at it later")],
     cmd=C, err=E, not_fix="docker compose restart db",
     note="The French message ends in `FATAL: la base de données « boutique » n'existe pas` (the database is missing); "
          "the agent read only the first half and restarted the container. Nothing passes: no memory.")

# --- dotnet (es): CS0103 'config' misread as a missing config file ----------------------------------------------------------------------

C = "dotnet build"
E = "/home/marta/src/Agenda/Program.cs(22,27): error CS0103: El nombre 'config' no existe en el contexto actual [/home/marta/src/Agenda/Agenda.csproj]"
OUT = "  Todos los proyectos están actualizados para la restauración.\n" + E + "\n\nERROR al compilar.\n    0 Advertencia(s)\n    1 Errores"
none("dotnet_es_cs0103_config_file_unrelated", "dotnet", S, "name_misread_es", "/home/marta/src/Agenda",
     lambda rng, C=C: [
         ("u", "No compila Program.cs después de mi último cambio. ¿Lo arreglas?"),
         ("b", C, OUT, 1),
         ("s", "Dice que 'config' no existe en el contexto actual: falta el archivo de configuración. Creo un appsettings.json."),
         ("w", "/home/marta/src/Agenda/appsettings.json", "{\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\" } }\n}\n"),
         ("b", C, OUT, 1),
         ("s", "Sigue el mismo error."),
         ("u", "Es la variable `config` que renombré a `builder.Configuration`, ya lo hago yo. Borra ese appsettings.json."),
         ("b", "rm appsettings.json", "")],
     cmd=C, err=E, not_fix="appsettings.json",
     note="CS0103 is a C# name (a local variable renamed), not a file; the agent's appsettings.json was unrelated and "
          "removed. The command never passes: no memory.", lang="es")

# --- pip (zh Windows): WinError 5 read as a network refusal ------------------------------------------------------------------------------

C = "pip install -U numpy"
E = "ERROR: Could not install packages due to an OSError: [WinError 5] 拒绝访问。: 'C:\\\\Users\\\\gang\\\\src\\\\tuxing\\\\.venv\\\\Lib\\\\site-packages\\\\numpy\\\\_core\\\\_multiarray_umath.cp312-win_amd64.pyd'"
none("pip_zh_winerror5_mirror_unrelated", "pip", S, "access_misread_zh", "C:\\Users\\gang\\src\\tuxing",
     lambda rng, C=C: [
         ("u", "升级 numpy 报错了，帮我看看"),
         ("b", C, "Collecting numpy\n  Using cached numpy-2.2.1-cp312-cp312-win_amd64.whl (12.6 MB)\nInstalling collected packages: numpy\n"
                  "  Attempting uninstall: numpy\n    Found existing installation: numpy 2.1.3\n    Uninstalling numpy-2.1.3:\n" + E +
                  "\nCheck the permissions.\n", 1),
         ("s", "“拒绝访问”——连接被拒绝，可能是网络问题。换成清华镜像再试。"),
         ("b", "pip config set global.index-url https://pypi.tuna.tsinghua.edu.cn/simple", "Writing to C:\\Users\\gang\\AppData\\Roaming\\pip\\pip.ini"),
         ("b", C, "Looking in indexes: https://pypi.tuna.tsinghua.edu.cn/simple\nCollecting numpy\n  Using cached numpy-2.2.1-cp312-cp312-win_amd64.whl\n"
                  "Installing collected packages: numpy\n  Attempting uninstall: numpy\n    Found existing installation: numpy 2.1.3\n" + E + "\nCheck the permissions.\n", 1),
         ("s", "还是失败。"),
         ("u", "拒绝访问是文件被占用了，Jupyter 还开着。我先关掉，回头再说。")],
     cmd=C, err=E, not_fix="pip config set global.index-url https://pypi.tuna.tsinghua.edu.cn/simple", lang="zh",
     note="WinError 5 `拒绝访问` is access denied on a file held open (Jupyter), not a network refusal; the mirror change "
          "is unrelated. Never passes: no memory.")

S = "fixed_outside"

# --- sqlplus (es): ORA-28000, the DBA unlocks -------------------------------------------------------------------------------------------

C = "sqlplus -L app_ventas@//db-dev.example:1521/VENTAS @scripts/check.sql"
E = "ORA-28000: La cuenta está bloqueada."
none("sqlplus_es_ora28000_dba_unlocked", "oracle", S, "dba_unlocked_es", "/home/andres/ventas-etl",
     lambda rng, C=C: [
         ("u", "Lanza el check de desarrollo, por favor."),
         ("b", C, "\nERROR:\n" + E + "\n\n\nSP2-0751: No se puede conectar a Oracle.  Saliendo de SQL*Plus", 1),
         ("s", "ORA-28000: la cuenta `app_ventas` está bloqueada (demasiados intentos fallidos, seguramente del job "
               "antiguo). Hay que desbloquearla con un usuario DBA; yo no tengo uno."),
         ("u", "Le pedí a Nuria (DBA) que la desbloqueara, ya está. Prueba otra vez."),
         ("b", C, "\nConectado a:\nOracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production\n\nCHECK OK: 14 tablas, 0 inválidas"),
         ("s", "Conecta. Conviene revisar qué proceso usaba la contraseña vieja para que no se vuelva a bloquear.")],
     cmd=C, err=E, not_fix="Le pedí a Nuria (DBA) que la desbloqueara", passed=C, lang="es",
     note="The account was unlocked by a DBA outside the session; nothing in the session changed. No memory.")

# --- docker (tr): Docker Desktop not running ------------------------------------------------------------------------------------------------

C = "docker compose up -d"
E = "error during connect: Get \"http://%2F%2F.%2Fpipe%2FdockerDesktopLinuxEngine/v1.47/containers/json\": open //./pipe/dockerDesktopLinuxEngine: Sistem belirtilen dosyayı bulamıyor."
none("docker_tr_desktop_not_running_user_started", "docker", S, "user_started_desktop_tr", "C:\\Users\\selin\\kod\\pazar",
     lambda rng, C=C: [
         ("u", "Servisleri ayağa kaldırır mısın?"),
         ("b", C, E, 1),
         ("s", "Docker motoruna bağlanılamıyor: Docker Desktop'ın adlandırılmış kanalı yok, yani Docker Desktop çalışmıyor."),
         ("u", "Docker Desktop'u başlattım, şimdi dene."),
         ("b", C, "[+] Running 3/3\n ✔ Network pazar_default   Created\n ✔ Container pazar-db-1   Started\n ✔ Container pazar-api-1  Started"),
         ("s", "Hepsi ayakta.")],
     cmd=C, err=E, not_fix="Docker Desktop'u başlattım", passed=C, lang="tr",
     note="Turkish Windows system text inside Docker's English error. The user started Docker Desktop: fixed outside.")

# --- kubectl: VPN, user in Korean ----------------------------------------------------------------------------------------------------------

C = "kubectl get pods -n gage"
E = "Unable to connect to the server: dial tcp 10.40.12.5:443: i/o timeout"
none("kubectl_vpn_user_reconnected_ko", "kubectl", S, "user_reconnected_vpn_ko", "/home/jiho/gage-deploy",
     lambda rng, C=C: [
         ("u", "스테이징 파드 상태 좀 봐 줘요"),
         ("b", C, E, 1),
         ("s", "API 서버(10.40.12.5)에 연결이 안 됩니다. 사설 IP라서 VPN이 필요해 보여요."),
         ("u", "아 VPN 끊겨 있었네요. 다시 연결했어요."),
         ("b", C, "NAME                       READY   STATUS    RESTARTS   AGE\napi-7c9f6d8b5-2xkqp        1/1     Running   0          3h\nworker-5d7b9c6f4-8hz2m     1/1     Running   2          3h"),
         ("s", "모두 Running 입니다. worker 가 두 번 재시작했는데 로그를 볼까요?")],
     cmd=C, err=E, not_fix="VPN 끊겨 있었네요. 다시 연결했어요", passed=C, lang="ko",
     note="The user reconnected the VPN: fixed outside, no memory.")

# --- sqlcmd (it): login failed, account re-enabled in the portal ---------------------------------------------------------------------------

C = "sqlcmd -S tcp:sql-magazzino.example,1433 -d magazzino -U ci_reader -i scripts/giacenze.sql"
E = "Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Accesso non riuscito per l'utente 'ci_reader'.."
OUT = E
none("sqlcmd_it_login_failed_user_enabled_account", "sqlserver", S, "user_enabled_account_it", "/home/chiara/magazzino",
     lambda rng, C=C: [
         ("u", "Fammi girare il report delle giacenze."),
         ("b", C, OUT, 1),
         ("s", "Accesso negato per `ci_reader` (l'errore di login di SQL Server). Password sbagliata o account disabilitato: da qui non "
               "posso vederlo."),
         ("u", "L'account era disabilitato, l'ho riattivato dal portale. Riprova."),
         ("b", C, "articolo   giacenza\n---------- --------\nA-1001         412\nA-1002          37\n\n(2 righe interessate)"),
         ("s", "Fatto, il report gira.")],
     cmd=C, err=E, not_fix="l'ho riattivato dal portale", passed=C, lang="it",
     note="An Italian ODBC line inside sqlcmd's English frame; the user re-enabled the account outside the session.")
