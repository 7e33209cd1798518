"""Sessions with memory, part three: stack traces of many runtimes (`stack_trace`, 5), error codes that are the
stable part of a localised message (`error_code`, 4), the same failure printed in two locales (`locale_switch`,
2) and the fix told by the user in their language (`user_fix_foreign`, 2)."""

from __future__ import annotations

from kit import hx, mem

S = "stack_trace"

# --- Spring Boot: English Caused-by chain above a German PostgreSQL cause ------------------------------------------

C = "./mvnw spring-boot:run -Dspring-boot.run.profiles=local"
E = "Caused by: org.postgresql.util.PSQLException: FATAL: Passwort-Authentifizierung für Benutzer »orders« fehlgeschlagen"
OUT = "\n".join([
    "2027-03-04T09:12:44.301+01:00 ERROR 41822 --- [orders] [           main] o.s.boot.SpringApplication               : Application run failed",
    "", "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'entityManagerFactory' defined in class path resource "
    "[org/springframework/boot/autoconfigure/orm/jpa/HibernateJpaConfiguration.class]: [PersistenceUnit: default] Unable to build Hibernate SessionFactory; "
    "nested exception is org.hibernate.exception.GenericJDBCException: Unable to open JDBC Connection for DDL execution",
    "\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.initializeBean(AbstractAutowireCapableBeanFactory.java:1806)",
    "\tat org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
    "\tat de.moewe.orders.OrdersApplication.main(OrdersApplication.java:10)",
    "Caused by: org.hibernate.exception.GenericJDBCException: Unable to open JDBC Connection for DDL execution",
    "\tat org.hibernate.exception.internal.StandardSQLExceptionConverter.convert(StandardSQLExceptionConverter.java:63)",
    "\t... 24 common frames omitted", E,
    "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
    "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)", "\t... 38 common frames omitted",
    "[INFO] BUILD FAILURE"])
mem("spring_caused_by_de_postgres_password_env", "maven", S, "java_caused_by_localized", "/home/lena/orders",
    lambda rng, C=C: [
        ("u", "Die App startet lokal nicht mehr, seit ich die Datenbank neu aufgesetzt habe. Kannst du nachsehen?"),
        ("b", C, OUT, 1),
        ("s", "Oben nur die allgemeine `BeanCreationException`; der letzte `Caused by:` ist die Ursache: PostgreSQL "
              "(deutsche Servermeldung) lehnt das Passwort für den Benutzer `orders` ab."),
        ("b", "grep -n 'datasource' src/main/resources/application-local.yml", "4:  datasource:\n5:    url: jdbc:postgresql://localhost:5432/orders\n"
              "6:    username: orders\n7:    password: orders"),
        ("b", "grep POSTGRES_PASSWORD compose.yaml", "      POSTGRES_PASSWORD: ${ORDERS_DB_PASSWORD:-geheim-lokal}"),
        ("s", "Die neu aufgesetzte Datenbank nutzt `geheim-lokal` aus compose.yaml; das Profil hat noch das alte Passwort. "
              "Ich lasse das Profil dieselbe Variable lesen."),
        ("e", "/home/lena/orders/src/main/resources/application-local.yml", "    password: orders", "    password: ${ORDERS_DB_PASSWORD:geheim-lokal}"),
        ("b", C, "2027-03-04T09:15:02.118+01:00  INFO 42010 --- [orders] [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8080 (http) with context path '/'\n"
                 "2027-03-04T09:15:02.131+01:00  INFO 42010 --- [orders] [           main] de.moewe.orders.OrdersApplication        : Started OrdersApplication in 3.912 seconds"),
        ("s", "Läuft. application-local.yml liest jetzt `${ORDERS_DB_PASSWORD:geheim-lokal}` wie compose.yaml.")],
    cmd=C, err=E, change="${ORDERS_DB_PASSWORD:geheim-lokal}", kind="bugfix", lang="de",
    groups=[["Passwort-Authentifizierung für Benutzer", "password authentication failed"], ["ORDERS_DB_PASSWORD"]],
    traps=["Caused by: org.hibernate.exception.GenericJDBCException: Unable to open JDBC Connection for DDL execution"],
    note="A wrapper's English summary (BeanCreationException, GenericJDBCException) above a localised root cause: the "
         "last `Caused by:` (German server message) is the error; the middle English cause is a decoy. groups[0] "
         "also takes the English server wording, the same failure in another locale.")

# --- .NET (ru): inner exception -------------------------------------------------------------------------------------

C = "dotnet run --project src/Sklad.Api"
E = " ---> System.IO.FileNotFoundException: Не удалось найти файл \"/home/oleg/sklad/src/Sklad.Api/bin/Debug/net8.0/tariffs.json\"."
OUT = "\n".join([
    "Необработанное исключение. System.TypeInitializationException: Инициализатор типа \"Sklad.Api.Tariffs\" выдал исключение.", E,
    "File name: '/home/oleg/sklad/src/Sklad.Api/bin/Debug/net8.0/tariffs.json'",
    "   at Microsoft.Win32.SafeHandles.SafeFileHandle.Open(String fullPath, FileMode mode, FileAccess access, FileShare share, FileOptions options, Int64 preallocationSize)",
    "   at System.IO.File.ReadAllText(String path)", "   at Sklad.Api.Tariffs..cctor() in /home/oleg/sklad/src/Sklad.Api/Tariffs.cs:line 9",
    "   --- End of inner exception stack trace ---", "   at Sklad.Api.Tariffs.For(String region)",
    "   at Program.<Main>$(String[] args) in /home/oleg/sklad/src/Sklad.Api/Program.cs:line 14"])
mem("dotnet_ru_inner_file_not_found_copy_to_output", "dotnet", S, "dotnet_inner_ru", "/home/oleg/sklad",
    lambda rng, C=C: [
        ("u", "После переноса tariffs.json в проект API падает при старте. Посмотри, пожалуйста."),
        ("b", C, OUT, 134),
        ("s", "Внешнее исключение — `TypeInitializationException`, причина во внутреннем (` ---> `): файл tariffs.json "
              "не скопирован в bin/Debug/net8.0."),
        ("e", "/home/oleg/sklad/src/Sklad.Api/Sklad.Api.csproj", "</Project>",
         "  <ItemGroup>\n    <None Update=\"tariffs.json\" CopyToOutputDirectory=\"PreserveNewest\" />\n  </ItemGroup>\n</Project>"),
        ("b", C, "info: Microsoft.Hosting.Lifetime[14]\n      Now listening on: http://localhost:5180\ninfo: Microsoft.Hosting.Lifetime[0]\n      Application started. Press Ctrl+C to shut down."),
        ("s", "Запускается. В .csproj добавил `CopyToOutputDirectory=\"PreserveNewest\"` для tariffs.json.")],
    cmd=C, err=E, change='CopyToOutputDirectory="PreserveNewest"', kind="bugfix", lang="ru",
    also_ok=["File name: '/home/oleg/sklad/src/Sklad.Api/bin/Debug/net8.0/tariffs.json'"],
    groups=[["FileNotFoundException", "tariffs.json"], ["CopyToOutputDirectory"]],
    traps=["Необработанное исключение. System.TypeInitializationException: Инициализатор типа \"Sklad.Api.Tariffs\" выдал исключение."],
    note="Russian .NET messages with English frames. The outer TypeInitializationException is the wrapper; the inner "
         "` ---> ` line (leading space and arrow kept as `---> ...` after tidy) names the missing file.")

# --- Python: chained exceptions -------------------------------------------------------------------------------------

C = "python -m harbor.cli sync"
E = "KeyError: 'HARBOR_DSN'"
OUT = "\n".join([
    "Traceback (most recent call last):", '  File "/home/kofi/harbor/harbor/config.py", line 22, in load',
    '    dsn = os.environ["HARBOR_DSN"]', "          ~~~~~~~~~~^^^^^^^^^^^^^^", '  File "<frozen os>", line 714, in __getitem__',
    E, "", "The above exception was the direct cause of the following exception:", "", "Traceback (most recent call last):",
    '  File "<frozen runpy>", line 198, in _run_module_as_main', '  File "/home/kofi/harbor/harbor/cli.py", line 41, in <module>',
    "    main()", '  File "/home/kofi/harbor/harbor/cli.py", line 12, in main', "    cfg = config.load()",
    '  File "/home/kofi/harbor/harbor/config.py", line 24, in load', '    raise ConfigError("incomplete configuration") from exc',
    "harbor.config.ConfigError: incomplete configuration"])
mem("python_chained_keyerror_load_dotenv", "python", S, "python_chained", "/home/kofi/harbor",
    lambda rng, C=C: [
        ("u", "`python -m harbor.cli sync` says incomplete configuration but my .env is right there"),
        ("b", C, OUT, 1),
        ("s", "The last line is the wrapper; the first traceback is the cause: `HARBOR_DSN` is not in the environment. "
              "The .env file exists, but does the CLI load it?"),
        ("b", "grep -rn dotenv harbor/ pyproject.toml", "pyproject.toml:14:    \"python-dotenv>=1.0\",\nharbor/server.py:3:from dotenv import load_dotenv\nharbor/server.py:9:load_dotenv()"),
        ("s", "Only the server calls `load_dotenv()`; the CLI entry point never does. Adding it to cli.main."),
        ("e", "/home/kofi/harbor/harbor/cli.py", "def main() -> None:\n    cfg = config.load()",
         "def main() -> None:\n    load_dotenv()\n    cfg = config.load()"),
        ("e", "/home/kofi/harbor/harbor/cli.py", "import argparse\n", "import argparse\n\nfrom dotenv import load_dotenv\n"),
        ("b", C, "sync: 3 sources, 1204 rows upserted, 0 skipped (2.4s)"),
        ("s", "Runs. `harbor.cli` now calls `load_dotenv()` like the server does.")],
    cmd=C, err=E, change="load_dotenv()", kind="bugfix",
    groups=[["HARBOR_DSN"], ["load_dotenv"]],
    traps=["harbor.config.ConfigError: incomplete configuration"],
    note="A chained traceback: the final ConfigError line is what one sees first but only wraps; the KeyError of the "
         "first traceback names the cause.")

# --- Elixir: application start crash report --------------------------------------------------------------------------

C = "mix phx.server"
E = "** (ArgumentError) missing the :database key in options for Hermes.Repo"
OUT = "\n".join([
    "[notice] Application hermes exited: Hermes.Application.start(:normal, []) returned an error: shutdown: failed to start child: Hermes.Repo",
    "    ** (EXIT) an exception was raised:", "        " + E,
    "            (ecto_sql 3.12.1) lib/ecto/adapters/postgres.ex:183: Ecto.Adapters.Postgres.Connection.child_spec/1",
    "            (db_connection 2.7.0) lib/db_connection/connection_pool.ex:...",
    "            (stdlib 6.1) supervisor.erl:886: :supervisor.do_start_child_i/3",
    "[notice] Application phoenix_live_view exited: :stopped",
    "** (Mix) Could not start application hermes: Hermes.Application.start(:normal, []) returned an error: shutdown: failed to start child: Hermes.Repo",
    "    ** (EXIT) an exception was raised:", "        " + E])
mem("elixir_crash_missing_database_key_dev_exs", "elixir", S, "erlang_crash", "/home/bruna/hermes",
    lambda rng, C=C: [
        ("u", "I split config into dev.exs and runtime.exs and now the server won't boot"),
        ("b", C, OUT, 1),
        ("s", "The crash report nests it: `Hermes.Repo` fails to start because its options have no `:database`."),
        ("b", "grep -n 'Hermes.Repo' -A6 config/dev.exs", "12:config :hermes, Hermes.Repo,\n13-  username: \"postgres\",\n14-  password: \"postgres\",\n"
              "15-  hostname: \"localhost\",\n16-  stacktrace: true,\n17-  pool_size: 10"),
        ("e", "/home/bruna/hermes/config/dev.exs", '  hostname: "localhost",\n  stacktrace: true,',
         '  hostname: "localhost",\n  database: "hermes_dev",\n  stacktrace: true,'),
        ("b", C, "[info] Running HermesWeb.Endpoint with Bandit 1.6.0 at 127.0.0.1:4000 (http)\n[info] Access HermesWeb.Endpoint at http://localhost:4000"),
        ("s", "Boots. `database: \"hermes_dev\"` went missing from dev.exs in the split.")],
    cmd=C, err=E, change='database: "hermes_dev"', kind="bugfix",
    groups=[["missing the :database key"], ["hermes_dev"]],
    traps=["[notice] Application phoenix_live_view exited: :stopped"],
    note="Erlang/Elixir crash report: `(Mix) Could not start application` and `(EXIT) an exception was raised` are the "
         "frame; the ArgumentError line is the cause.")

# --- Node fetch with [cause] (ja): corporate CA ----------------------------------------------------------------------

C = "node scripts/sync-catalog.mjs"
E = "  [cause]: Error: self-signed certificate in certificate chain"
OUT = "\n".join([
    "node:internal/deps/undici/undici:13502", "      Error.captureStackTrace(err);", "            ^", "",
    "TypeError: fetch failed", "    at node:internal/deps/undici/undici:13502:13",
    "    at async syncCatalog (file:///home/yuki/shinise/scripts/sync-catalog.mjs:18:15) {", E,
    "      at TLSSocket.onConnectSecure (node:_tls_wrap:1677:34)", "      at TLSSocket.emit (node:events:519:28) {",
    "    code: 'SELF_SIGNED_CERT_IN_CHAIN'", "  }", "}", "", "Node.js v22.11.0"])
mem("node_fetch_cause_ja_extra_ca_certs", "node", S, "node_cause", "/home/yuki/shinise",
    lambda rng, C=C: [
        ("u", "社内ネットワークからだとカタログ同期スクリプトが fetch failed で落ちます。"),
        ("b", C, OUT, 1),
        ("s", "`fetch failed` は外側のエラーで、`[cause]` に本当の原因があります: 証明書チェーンに自己署名証明書"
              "（社内プロキシの CA）。Node は OS の証明書ストアを見ないので、CA を追加で渡します。"),
        ("b", "ls /usr/local/share/ca-certificates/", "shinise-corp-root.crt"),
        ("b", "NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/shinise-corp-root.crt " + C, "catalog: 812 items fetched, 9 updated"),
        ("s", "通りました。`NODE_EXTRA_CA_CERTS` に社内ルート CA を指定すると成功します。~/.profile に export しておくと"
              "毎回指定しなくて済みます（`NODE_TLS_REJECT_UNAUTHORIZED=0` は使わないでください）。")],
    cmd=C, err=E, change="NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/shinise-corp-root.crt",
    passed="NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/shinise-corp-root.crt " + C, lang="ja",
    also_ok=["code: 'SELF_SIGNED_CERT_IN_CHAIN'"],
    groups=[["SELF_SIGNED_CERT_IN_CHAIN", "self-signed certificate in certificate chain"], ["NODE_EXTRA_CA_CERTS"]],
    traps=["TypeError: fetch failed"],
    note="`TypeError: fetch failed` is undici's wrapper; the `[cause]` line (and its code) names the failure. Lesson: "
         "an env var for the machine, not a repo change.")

S = "error_code"

# --- tsc --locale zh-CN: TS2345 -------------------------------------------------------------------------------------

C = "npm run typecheck"
E = "src/api/order.ts(27,22): error TS2345: 类型“string | undefined”的参数不能赋给类型“string”的参数。"
OUT = "\n".join(["", "> jinli@2.0.0 typecheck", "> tsc --noEmit --locale zh-CN", "", E,
                 "  不能将类型“undefined”分配给类型“string”。", "", "Found 1 error in src/api/order.ts:27", ""])
mem("tsc_zh_ts2345_undefined_guard", "tsc", S, "tsc_locale_zh", "/home/xiaoyu/jinli",
    lambda rng, C=C: [
        ("u", "typecheck fails at order.ts line 27 (we run tsc with --locale zh-CN for the team), please fix"),
        ("b", C, OUT, 2),
        ("s", "TS2345: the argument may be `undefined` where `findOrder` wants a `string`. Looking at the code."),
        ("r", "/home/xiaoyu/jinli/src/api/order.ts", "export async function getOrder(req: Req): Promise<Order> {\n  const id = req.query.get(\"id\") ?? undefined;\n"
              "  return findOrder(id);\n}\n"),
        ("e", "/home/xiaoyu/jinli/src/api/order.ts", "  return findOrder(id);", "  if (!id) throw new HttpError(400, \"missing id\");\n  return findOrder(id);"),
        ("b", C, "\n> jinli@2.0.0 typecheck\n> tsc --noEmit --locale zh-CN\n"),
        ("s", "Passes. A missing id now returns 400 first (`if (!id) throw new HttpError(400, ...)`), so `id` is a `string` after it.")],
    cmd=C, err=E, change='if (!id) throw new HttpError(400, "missing id");', kind="bugfix", 
    also_ok=["不能将类型“undefined”分配给类型“string”。"],
    groups=[["TS2345"], ["if (!id)"]],
    note="tsc with --locale zh-CN: TS2345 is the only stable part; the Chinese message is kept as printed.")

# --- psql (de): SQLSTATE 42P01 ---------------------------------------------------------------------------------------

C = "psql -v ON_ERROR_STOP=1 -f reports/monthly.sql kasse"
E = "psql:reports/monthly.sql:3: FEHLER:  42P01: Relation »bestellungen« existiert nicht"
OUT = E + "\nZEILE 2: FROM bestellungen b\n             ^\nORT:  parserOpenTable, parse_relation.c:1449"
mem("psql_de_42p01_search_path_role", "postgres", S, "sqlstate_de", "/home/jan/kasse-reports",
    lambda rng, C=C: [
        ("u", "the monthly report fails as role `report` but works as postgres. why? (server messages are German)"),
        ("b", C, OUT, 3),
        ("s", "SQLSTATE 42P01 (relation does not exist). The table is probably in schema `kasse`, which is not on the "
              "`report` role's search_path."),
        ("b", "psql -Atc 'show search_path' kasse; psql -Atc \"select schemaname from pg_tables where tablename='bestellungen'\" kasse",
         "\"$user\", public\nkasse"),
        ("b", "psql -U postgres -c 'ALTER ROLE report SET search_path = kasse, public' kasse", "ALTER ROLE"),
        ("b", C, " monat   | umsatz\n---------+-----------\n 2027-02 | 184302.17\n(1 Zeile)"),
        ("s", "Runs. `ALTER ROLE report SET search_path = kasse, public`; the tables live in schema `kasse`.")],
    cmd=C, err=E, change="ALTER ROLE report SET search_path = kasse, public", 
    groups=[["42P01", "existiert nicht"], ["search_path = kasse"]],
    note="German server message with VERBOSITY showing the SQLSTATE; 42P01 is the stable part (English: `relation ... "
         "does not exist`). Lesson: a database role setting, not a repo change.")

# --- sqlplus (es): ORA-01017 -----------------------------------------------------------------------------------------

C = "sqlplus -L app_ventas@//db-dev.example:1521/VENTAS @scripts/carga.sql"
E = "ORA-01017: nombre de usuario/contraseña no válidos; conexión denegada"
OUT = "\nSQL*Plus: Release 19.0.0.0.0 - Production on Jue Mar 4 10:21:07 2027\n\nERROR:\n" + E + "\n\n\nSP2-0751: No se puede conectar a Oracle.  Saliendo de SQL*Plus"
mem("sqlplus_es_ora01017_env_crlf", "oracle", S, "ora_es", "/home/andres/ventas-etl",
    lambda rng, C=C: [
        ("u", "El script de carga no conecta a la base de desarrollo. La contraseña es la del fichero .env, la acabo de cambiar."),
        ("b", "set -a; . ./.env; set +a; echo \"$APP_VENTAS_PWD\" | " + C, OUT, 1),
        ("s", "ORA-01017: usuario o contraseña no válidos. Compruebo cómo se lee la contraseña del .env."),
        ("b", "grep -n APP_VENTAS_PWD .env | sed 's/=.*/=<oculto>/'; grep -c $'\\r' .env", "3:APP_VENTAS_PWD=<oculto>\n7"),
        ("s", "El .env tiene finales de línea CRLF (lo editaste en Windows): la contraseña lleva un `\\r` al final. Lo "
              "convierto a LF."),
        ("b", "sed -i 's/\\r$//' .env", ""),
        ("b", "set -a; . ./.env; set +a; echo \"$APP_VENTAS_PWD\" | " + C, "\nSQL*Plus: Release 19.0.0.0.0 - Production on Jue Mar 4 10:24:51 2027\n\n"
              "Conectado a:\nOracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production\n\n12480 filas creadas.\n\nConfirmación terminada."),
        ("s", "Conecta y carga. El .env tenía CRLF: `sed -i 's/\\r$//' .env`. No cambié nada más; si quieres, un "
              "`.gitattributes` con `.env text eol=lf` lo evita.")],
    cmd="set -a; . ./.env; set +a; echo \"$APP_VENTAS_PWD\" | " + C, err=E, change="sed -i 's/\\r$//' .env", kind="bugfix", lang="es",
    also_ok=["SP2-0751: No se puede conectar a Oracle.  Saliendo de SQL*Plus"],
    groups=[["ORA-01017"], ["\\r", "CRLF"]],
    note="ORA-01017 with a Spanish message: the code is the stable part. The cause (CRLF in .env) is found by the agent; "
         "bugfix since the repo's .env file changes (it is the project's dev env file).")

# --- dotnet (fr): NETSDK1045 ------------------------------------------------------------------------------------------

C = "dotnet build"
E = "/usr/lib/dotnet/sdk/8.0.110/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): error NETSDK1045: Le SDK .NET actuel ne prend pas en charge le ciblage de .NET 9.0. Ciblez .NET 8.0 ou une version antérieure, ou utilisez une version du SDK .NET qui prend en charge .NET 9.0. Téléchargez le SDK .NET à partir de https://aka.ms/dotnet/download [/home/theo/vigne/Vigne.csproj]"
OUT = "  Identification des projets à restaurer...\n" + E + "\n\nLa génération a échoué.\n\n" + E + "\n    0 Avertissement(s)\n    1 Erreur(s)"
mem("dotnet_fr_netsdk1045_install_sdk9", "dotnet", S, "netsdk_fr", "/home/theo/vigne",
    lambda rng, C=C: [
        ("u", "switched the project to net9.0 and dotnet build refuses now. can you sort out my machine?"),
        ("b", C, OUT, 1),
        ("s", "NETSDK1045 (in French here): the installed SDK (8.0.110 from Ubuntu) cannot target .NET 9. Installing "
              "SDK 9 into ~/.dotnet with the official script."),
        ("b", "curl -sSL https://dot.net/v1/dotnet-install.sh -o /tmp/dotnet-install.sh && bash /tmp/dotnet-install.sh --channel 9.0 && "
              "export PATH=$HOME/.dotnet:$PATH && dotnet --version",
         "dotnet-install: Installed version is 9.0.101\ndotnet-install: Installation finished successfully.\n9.0.101"),
        ("b", "export PATH=$HOME/.dotnet:$PATH && " + C, "  Vigne -> /home/theo/vigne/bin/Debug/net9.0/Vigne.dll\n\nLa génération a réussi.\n    0 Avertissement(s)\n    0 Erreur(s)"),
        ("s", "Builds with SDK 9.0.101 in ~/.dotnet (add `export PATH=$HOME/.dotnet:$PATH` to your shell profile).")],
    cmd=C, err=E, change="dotnet-install.sh --channel 9.0", passed="export PATH=$HOME/.dotnet:$PATH && " + C, 
    groups=[["NETSDK1045"], ["--channel 9.0", "9.0.101"]],
    traps=["La génération a échoué."],
    note="NETSDK1045 is the stable part of a French message; the lesson is a machine setup (SDK 9), not a repo change.")

S = "locale_switch"

# --- make (de then C): undefined reference to pthread_create ----------------------------------------------------------

C = "make"
E_DE = "/usr/bin/ld: pool.c:(.text+0x8e): undefinierter Verweis auf „pthread_create“"
E_C = "/usr/bin/ld: pool.c:(.text+0x8e): undefined reference to `pthread_create'"
OUT_DE = "cc -o build/weber build/main.o build/pool.o\n/usr/bin/ld: build/pool.o: in Funktion „pool_start“:\n" + E_DE + \
         "\ncollect2: Fehler: ld gab 1 als Ende-Status zurück\nmake: *** [Makefile:12: build/weber] Fehler 1"
OUT_C = "cc -o build/weber build/main.o build/pool.o\n/usr/bin/ld: build/pool.o: in function `pool_start':\n" + E_C + \
        "\ncollect2: error: ld returned 1 exit status\nmake: *** [Makefile:12: build/weber] Error 1"
mem("make_de_then_c_pthread_ldlibs", "gcc", S, "de_then_c", "/home/florian/weber",
    lambda rng, C=C: [
        ("u", "the linker complains about pthread_create in German and I can't parse it. fix please?"),
        ("b", C, OUT_DE, 2),
        ("s", "Rerunning once with English output so the message can be looked up exactly."),
        ("b", "LC_ALL=C " + C, OUT_C, 2),
        ("s", "`undefined reference to pthread_create`: the threads library is not linked. The Makefile lacks `-pthread`."),
        ("e", "/home/florian/weber/Makefile", "LDLIBS =\n", "LDLIBS = -pthread\n"),
        ("b", C, "cc -o build/weber build/main.o build/pool.o -pthread"),
        ("s", "Links. `LDLIBS = -pthread` in the Makefile (same message, once in German, once in English).")],
    cmd=C, err=E_DE, change="LDLIBS = -pthread", kind="bugfix", also_ok=[E_C],
    groups=[["pthread_create"], ["-pthread"]],
    traps=["collect2: Fehler: ld gab 1 als Ende-Status zurück", "collect2: error: ld returned 1 exit status"],
    note="The same failure printed in German (the user's locale) and, on the agent's LC_ALL=C rerun, in English. Rule "
         "decided: the error is the line as the failing command prints it in the user's environment; the English "
         "rendering is accepted (also_ok). Both collect2 lines are wrappers.")

# --- dotnet (it then en): CS1061 ----------------------------------------------------------------------------------------

C = "dotnet build"
E_IT = "/home/sara/src/Pratica/Web/Filters/AuditFilter.cs(18,35): error CS1061: 'HttpContext' non contiene una definizione di 'GetEndpoint' e non è stato trovato alcun metodo di estensione accessibile 'GetEndpoint' che accetta un primo argomento di tipo 'HttpContext'. Probabilmente manca una direttiva using o un riferimento all'assembly. [/home/sara/src/Pratica/Web/Web.csproj]"
E_EN = "/home/sara/src/Pratica/Web/Filters/AuditFilter.cs(18,35): error CS1061: 'HttpContext' does not contain a definition for 'GetEndpoint' and no accessible extension method 'GetEndpoint' accepting a first argument of type 'HttpContext' could be found (are you missing a using directive or an assembly reference?) [/home/sara/src/Pratica/Web/Web.csproj]"
mem("dotnet_it_then_en_cs1061_using_http", "dotnet", S, "it_then_en", "/home/sara/src/Pratica",
    lambda rng, C=C: [
        ("u", "Il filtro di audit non compila più dopo che ho tolto gli ImplicitUsings. Mi aiuti?"),
        ("b", C, "  Tutti i progetti sono aggiornati per il ripristino.\n" + E_IT + "\n\nCompilazione NON completata.\n    Errori: 1", 1),
        ("s", "Rilancio con l'interfaccia in inglese per avere il testo esatto di CS1061."),
        ("b", "DOTNET_CLI_UI_LANGUAGE=en " + C, "  All projects are up-to-date for restore.\n" + E_EN + "\n\nBuild FAILED.\n    1 Error(s)", 1),
        ("s", "`GetEndpoint` è un metodo di estensione in `Microsoft.AspNetCore.Http`; senza ImplicitUsings manca lo using."),
        ("e", "/home/sara/src/Pratica/Web/Filters/AuditFilter.cs", "using Microsoft.AspNetCore.Mvc.Filters;\n",
         "using Microsoft.AspNetCore.Http;\nusing Microsoft.AspNetCore.Mvc.Filters;\n"),
        ("b", C, "  Web -> /home/sara/src/Pratica/Web/bin/Debug/net8.0/Web.dll\n\nCompilazione completata.\n    Errori: 0"),
        ("s", "Compila. Aggiunto `using Microsoft.AspNetCore.Http;` in AuditFilter.cs.")],
    cmd=C, err=E_IT, change="using Microsoft.AspNetCore.Http;", kind="bugfix", lang="it", also_ok=[E_EN],
    groups=[["CS1061", "GetEndpoint"], ["using Microsoft.AspNetCore.Http"]],
    traps=["Compilazione NON completata."],
    note="CS1061 printed in Italian, then in English under DOTNET_CLI_UI_LANGUAGE=en: one failure, two locales; the "
         "Italian line (the user's environment) is the error, the English one is accepted.")

S = "user_fix_foreign"

# --- git (pt): the user names schannel ----------------------------------------------------------------------------------

C = "git clone https://git.balcao.example/loja/vitrine.git"
E = "fatal: unable to access 'https://git.balcao.example/loja/vitrine.git/': SSL certificate problem: unable to get local issuer certificate"
mem("git_pt_ssl_issuer_schannel_user", "git", S, "user_names_setting_pt", "C:\\Users\\rafael\\src",
    lambda rng, C=C: [
        ("u", "Clona o repositório da vitrine para mim?"),
        ("b", C, "Cloning into 'vitrine'...\n" + E, 128),
        ("s", "O Git não confia no certificado do servidor: falta o emissor local. Vou verificar qual CA o servidor usa."),
        ("b", "curl -sv https://git.balcao.example 2>&1 | grep -i issuer", "*  issuer: C=BR; O=Balcao; CN=Balcao Interna Root CA"),
        ("u", "É a CA interna da empresa, ela está no repositório de certificados do Windows. Usa o schannel no git, o pessoal daqui faz assim."),
        ("b", "git config --global http.sslBackend schannel", ""),
        ("b", C, "Cloning into 'vitrine'...\nremote: Enumerating objects: 2210, done.\nReceiving objects: 100% (2210/2210), 3.1 MiB | 8.2 MiB/s, done.\nResolving deltas: 100% (1412/1412), done."),
        ("s", "Clonado. Com `http.sslBackend schannel` o Git usa o repositório de certificados do Windows, onde está a CA interna.")],
    cmd=C, err=E, change="git config --global http.sslBackend schannel", lang="pt",
    groups=[["unable to get local issuer certificate"], ["schannel"]],
    note="The user gives the fix in Portuguese; the agent makes it in the session: a memory (lesson: git config). "
         "`http.sslVerify false` would have been the shortcut; it was not used.")

# --- docker compose (ko): the user says the port is taken --------------------------------------------------------------

C = "docker compose up -d"
E = "Error response from daemon: driver failed programming external connectivity on endpoint haru-db-1 (4c1e...): Bind for 0.0.0.0:5432 failed: port is already allocated"
mem("compose_ko_port_allocated_user_5433", "docker", S, "user_names_port_ko", "/home/seoyeon/haru",
    lambda rng, C=C: [
        ("u", "개발 DB 좀 띄워 줘요"),
        ("b", C, "[+] Running 2/3\n ✔ Network haru_default  Created\n ✔ Container haru-redis-1  Started\n ⠿ Container haru-db-1  Starting\n" + E, 1),
        ("s", "호스트의 5432 포트가 이미 사용 중입니다. 무엇이 쓰고 있는지 확인해 볼게요."),
        ("b", "ss -ltnp | grep 5432", "LISTEN 0 244 127.0.0.1:5432 0.0.0.0:*"),
        ("u", "아 그거 회사 공용 postgres예요. 끄면 안 되고, 우리 건 5433으로 바꿔 주세요."),
        ("e", "/home/seoyeon/haru/compose.yaml", '      - "5432:5432"', '      - "5433:5432"'),
        ("b", C, "[+] Running 3/3\n ✔ Container haru-redis-1  Running\n ✔ Container haru-db-1     Started"),
        ("s", "떴습니다. compose.yaml 에서 db 포트를 `5433:5432` 로 바꿨어요. .env 의 DATABASE_URL 도 5433 으로 맞춰야 합니다.")],
    cmd=C, err=E, change='"5433:5432"', kind="bugfix", lang="ko",
    groups=[["port is already allocated"], ["5433:5432"]],
    note="Compose's ✔/⠿ progress lines are decoration. The user says in Korean which port to use; the agent edits "
         "compose.yaml: bugfix.")
