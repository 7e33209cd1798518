"""Sessions with memory, part one: compilers and shells printing in the user's locale (`localized_compiler`, 8)
and an English wrapper above a localised cause (`wrapper_over_localized`, 3)."""

from __future__ import annotations

from kit import hx, mem

S = "localized_compiler"

# --- gcc (es): implicit declaration under -std=c11 ---------------------------------------------------------------

C = "make"
E = "src/cfg.c:41:17: error: declaración implícita de la función 'strdup'; ¿quiso decir 'strcmp'? [-Wimplicit-function-declaration]"
W = "src/log.c:12:9: aviso: variable 'n' sin usar [-Wunused-variable]"


def _gcc_es() -> str:
    return "\n".join([
        "cc -std=c11 -Wall -O2 -Iinclude -c src/log.c -o build/log.o",
        "src/log.c: En la función 'log_open':", W, "   12 |     int n;", "      |         ^",
        "cc -std=c11 -Wall -O2 -Iinclude -c src/cfg.c -o build/cfg.o",
        "src/cfg.c: En la función 'cfg_set':", E,
        "   41 |     c->value = strdup(v);", "      |                 ^~~~~~", "      |                 strcmp",
        "src/cfg.c:41:15: error: la asignación a 'char *' desde 'int' crea un puntero desde un entero sin una conversión [-Wint-conversion]",
        "make: *** [Makefile:18: build/cfg.o] Error 1"])


mem("gcc_es_implicit_strdup_std_gnu11", "gcc", S, "gcc_es", "/home/lucia/cfgd",
    lambda rng, C=C: [
        ("u", "Hola, al compilar con el gcc nuevo de Fedora me sale un error en cfg.c. ¿Lo puedes arreglar?"),
        ("b", C, _gcc_es(), 2),
        ("s", "El error real es la declaración implícita de `strdup` (el aviso de `log.c` es otra cosa y no rompe la "
              "compilación). Miro cómo se compila."),
        ("r", "/home/lucia/cfgd/Makefile", "CC ?= cc\nCFLAGS = -std=c11 -Wall -O2 -Iinclude\n\nbuild/%.o: src/%.c\n\t$(CC) $(CFLAGS) -c $< -o $@\n"),
        ("s", "Con `-std=c11` estricto, `<string.h>` no declara `strdup` (es POSIX, no C11), y GCC 14 convierte la "
              "declaración implícita en error. Cambio a `-std=gnu11`."),
        ("e", "/home/lucia/cfgd/Makefile", "CFLAGS = -std=c11 -Wall -O2 -Iinclude", "CFLAGS = -std=gnu11 -Wall -O2 -Iinclude"),
        ("b", C, "cc -std=gnu11 -Wall -O2 -Iinclude -c src/log.c -o build/log.o\nsrc/log.c: En la función 'log_open':\n" + W +
         "\n   12 |     int n;\n      |         ^\ncc -std=gnu11 -Wall -O2 -Iinclude -c src/cfg.c -o build/cfg.o\n"
         "cc -o build/cfgd build/main.o build/log.o build/cfg.o"),
        ("s", "Compila. Era `-std=c11`: `strdup` solo se declara con extensiones POSIX/GNU; `-std=gnu11` lo resuelve. "
              "El aviso de la variable sin usar sigue ahí, pero no es un error.")],
    cmd=C, err=E, change="-std=gnu11", kind="bugfix", lang="es",
    also_ok=["src/cfg.c:41:15: error: la asignación a 'char *' desde 'int' crea un puntero desde un entero sin una conversión [-Wint-conversion]"],
    groups=[["strdup", "implicit-function-declaration"], ["gnu11"]],
    traps=[W],
    note="gcc under es_ES. The telling line is the implicit declaration of strdup (its [-Wimplicit-function-declaration] "
         "tag is the stable part); the follow-on int-conversion line names the same cause and is accepted. The Spanish "
         "unused-variable warning prints in the failing and the passing run: a decoy, not the failure.")

# --- g++ (fr): std::optional without C++17 -----------------------------------------------------------------------

C = "cmake --build build"
E = "/home/mathis/orbe/src/route.hpp:9:10: erreur: « optional » dans l'espace de noms « std » ne nomme pas un type"


def _gpp_fr() -> str:
    return "\n".join([
        "[1/4] Building CXX object CMakeFiles/orbe.dir/src/route.cpp.o",
        "FAILED: CMakeFiles/orbe.dir/src/route.cpp.o",
        "/usr/bin/c++   -O2 -g -MD -MT CMakeFiles/orbe.dir/src/route.cpp.o -MF CMakeFiles/orbe.dir/src/route.cpp.o.d -o CMakeFiles/orbe.dir/src/route.cpp.o -c /home/mathis/orbe/src/route.cpp",
        "Dans le fichier inclus depuis /home/mathis/orbe/src/route.cpp:1:", E,
        "    9 |     std::optional<Stop> next;", "      |          ^~~~~~~~",
        "/home/mathis/orbe/src/route.hpp:3:1: note : « std::optional » est défini dans l'en-tête « <optional> » ; "
        "ce n'est probablement pas le cas si on utilise « -std=c++17 » ou une version supérieure",
        "ninja: build stopped: subcommand failed."])


mem("gpp_fr_optional_cxx_standard_17", "cmake", S, "gpp_fr", "/home/mathis/orbe",
    lambda rng, C=C: [
        ("u", "build breaks in route.hpp since I started using std::optional. gcc talks French on this box, sorry"),
        ("b", C, _gpp_fr(), 1),
        ("s", "gcc says `std::optional` does not name a type. Checking whether the header is included."),
        ("b", "grep -n include src/route.hpp", "1:#pragma once\n2:#include <vector>\n3:#include <optional>"),
        ("b", "grep -n CXX_STANDARD CMakeLists.txt || echo absent", "absent"),
        ("s", "`<optional>` is included, but no standard is set, so this g++ compiles as C++14. Adding "
              "`CMAKE_CXX_STANDARD 17` to CMakeLists.txt."),
        ("e", "/home/mathis/orbe/CMakeLists.txt", "project(orbe CXX)\n",
         "project(orbe CXX)\n\nset(CMAKE_CXX_STANDARD 17)\nset(CMAKE_CXX_STANDARD_REQUIRED ON)\n"),
        ("b", C, "-- Configuring done (0.2s)\n-- Generating done (0.0s)\n[1/4] Building CXX object CMakeFiles/orbe.dir/src/route.cpp.o\n"
                 "[2/4] Building CXX object CMakeFiles/orbe.dir/src/main.cpp.o\n[4/4] Linking CXX executable orbe"),
        ("s", "Builds. `set(CMAKE_CXX_STANDARD 17)` was missing; without it g++ used C++14, which has no `std::optional`.")],
    cmd=C, err=E, change="set(CMAKE_CXX_STANDARD 17)", kind="bugfix", 
    groups=[["« optional » dans l'espace de noms « std » ne nomme pas un type", "optional"], ["CMAKE_CXX_STANDARD 17"]],
    traps=["ninja: build stopped: subcommand failed."],
    note="g++ under fr_FR (guillemets and a space before the colon). The `note :` line even mentions -std=c++17 but the "
         "fix is the CMake standard setting. ninja's last line is the generic wrapper.")

# --- javac (ja) through gradle: javax.annotation missing ---------------------------------------------------------

C = "./gradlew compileJava"
E = "/home/haruto/kumo/src/main/java/dev/kumo/api/Handler.java:5: エラー: パッケージjavax.annotationは存在しません"


def _javac_ja() -> str:
    return "\n".join([
        "> Task :compileJava FAILED", E, "import javax.annotation.Nullable;", "                       ^",
        "/home/haruto/kumo/src/main/java/dev/kumo/api/Handler.java:21: エラー: シンボルを見つけられません",
        "    public Response handle(@Nullable Request req) {", "                            ^",
        "  シンボル:   クラス Nullable", "  場所: クラス Handler", "エラー2個", "",
        "FAILURE: Build failed with an exception.", "", "* What went wrong:", "Execution failed for task ':compileJava'.",
        "> Compilation failed; see the compiler error output for details.", "", "BUILD FAILED in 3s"])


mem("gradle_javac_ja_javax_annotation_jsr305", "gradle", S, "javac_ja", "/home/haruto/kumo",
    lambda rng, C=C: [
        ("u", "Guava を外したらビルドが通らなくなりました。直してもらえますか？"),
        ("b", C, _javac_ja(), 1),
        ("s", "`javax.annotation` パッケージが見つからないというエラーです。Guava が推移的に持ち込んでいた jsr305 が"
              "消えたのが原因のようです。依存関係を確認します。"),
        ("b", "./gradlew dependencies --configuration compileClasspath | grep -i jsr305 || echo なし", "なし"),
        ("s", "jsr305 がなくなっています。`compileOnly` で明示的に追加します。"),
        ("e", "/home/haruto/kumo/build.gradle.kts", "dependencies {\n",
         "dependencies {\n    compileOnly(\"com.google.code.findbugs:jsr305:3.0.2\")\n"),
        ("b", C, "> Task :compileJava\n\nBUILD SUCCESSFUL in 4s\n1 actionable task: 1 executed"),
        ("s", "ビルドが通りました。`@Nullable` は Guava 経由の jsr305 に依存していたので、"
              "`compileOnly(\"com.google.code.findbugs:jsr305:3.0.2\")` を追加しました。")],
    cmd=C, err=E, change="com.google.code.findbugs:jsr305:3.0.2", kind="bugfix", lang="ja",
    also_ok=["/home/haruto/kumo/src/main/java/dev/kumo/api/Handler.java:21: エラー: シンボルを見つけられません"],
    groups=[["javax.annotation"], ["jsr305"]],
    traps=["Execution failed for task ':compileJava'.", "> Compilation failed; see the compiler error output for details."],
    note="javac under ja_JP inside Gradle's English frame. The package line names the cause; the `シンボルを見つけられません` "
         "line is its consequence and accepted. Gradle's `Execution failed` / `Compilation failed` lines are wrappers.")

# --- PowerShell (ru): execution policy -----------------------------------------------------------------------------

C = "pwsh -File .\\build.ps1"
E = ".\\build.ps1 : Невозможно загрузить файл C:\\Users\\nikita\\src\\sever\\build.ps1, так как выполнение сценариев отключено в этой системе. Для получения дополнительных сведений см. about_Execution_Policies по адресу https:/go.microsoft.com/fwlink/?LinkID=135170."
OUT = "\n".join([E, "строка:1 знак:1", "+ .\\build.ps1", "+ ~~~~~~~~~~~", "    + CategoryInfo          : Ошибка безопасности: (:) [], PSSecurityException",
                 "    + FullyQualifiedErrorId : UnauthorizedAccess"])
mem("powershell_ru_execution_policy_remotesigned", "powershell", S, "powershell_ru", "C:\\Users\\nikita\\src\\sever",
    lambda rng, C=C: [
        ("u", "Запусти, пожалуйста, сборку через build.ps1 — на новом ноутбуке не стартует."),
        ("b", C, OUT, 1),
        ("s", "PowerShell отказывается запускать сценарии: политика выполнения. Проверяю текущую политику."),
        ("b", "pwsh -Command Get-ExecutionPolicy -List", "        Scope ExecutionPolicy\n        ----- ---------------\nMachinePolicy       Undefined\n"
              "   UserPolicy       Undefined\n      Process       Undefined\n  CurrentUser       Undefined\n LocalMachine      Restricted"),
        ("s", "LocalMachine = Restricted. Ставлю RemoteSigned только для текущего пользователя, без прав администратора."),
        ("b", "pwsh -Command Set-ExecutionPolicy -Scope CurrentUser RemoteSigned -Force", ""),
        ("b", C, "Восстановление пакетов...\nСборка sever.sln (Release)\nГотово: 3 проекта, 0 ошибок."),
        ("s", "Сборка прошла. Причина — политика `Restricted` на машине; `Set-ExecutionPolicy -Scope CurrentUser "
              "RemoteSigned` разрешает локальные сценарии.")],
    cmd=C, err=E, change="Set-ExecutionPolicy -Scope CurrentUser RemoteSigned", lang="ru",
    also_ok=["+ FullyQualifiedErrorId : UnauthorizedAccess"],
    groups=[["выполнение сценариев отключено", "about_Execution_Policies", "UnauthorizedAccess"], ["RemoteSigned"]],
    note="The message is Russian; `about_Execution_Policies` and `UnauthorizedAccess` are the parts that stay the same "
         "in every locale (the FullyQualifiedErrorId line is accepted). Lesson: a per-user setting, not a repo change.")

# --- cmd (pt): python not recognised in a batch script -------------------------------------------------------------

C = "build.cmd"
E = "'python3' não é reconhecido como um comando interno"
OUT = "Gerando schema...\n" + E + "\nou externo, um programa operável ou um arquivo em lotes.\nFalha na etapa schema (código 9009)."
mem("cmd_pt_python3_not_recognized_py_launcher", "cmd", S, "cmd_pt", "C:\\Users\\joana\\projetos\\balcao",
    lambda rng, C=C: [
        ("u", "O build.cmd quebra no Windows logo no início. Consegue ver?"),
        ("b", C, OUT, 9009),
        ("s", "O cmd não encontra `python3`: no Windows o instalador oficial cria `python` e o lançador `py`, não "
              "`python3`. Vejo o que existe no PATH."),
        ("b", "where py python python3", "C:\\Windows\\py.exe\nINFORMAÇÕES: não foi possível localizar arquivos para o(s) padrão(ões) especificado(s)."),
        ("r", "C:\\Users\\joana\\projetos\\balcao\\build.cmd", "@echo off\necho Gerando schema...\npython3 tools\\gen_schema.py || (echo Falha na etapa schema ^(código %errorlevel%^). & exit /b %errorlevel%)\n"),
        ("e", "C:\\Users\\joana\\projetos\\balcao\\build.cmd", "python3 tools\\gen_schema.py", "py -3 tools\\gen_schema.py"),
        ("b", C, "Gerando schema...\nschema.json gerado (42 tipos)\nCompilando...\nOK"),
        ("s", "Passou. Troquei `python3` por `py -3` no build.cmd: no Windows só existe o lançador `py`.")],
    cmd=C, err=E, change="py -3 tools\\gen_schema.py", kind="bugfix", lang="pt",
    groups=[["não é reconhecido como um comando interno", "9009"], ["py -3"]],
    note="cmd's message is cut over two lines; the first line (with the command's name) is the telling one. 9009 is the "
         "stable code.")

# --- pip (zh Windows): gbk codec in setup.py ----------------------------------------------------------------------

C = "pip install -e ."
E = "UnicodeDecodeError: 'gbk' codec can't decode byte 0xae in position 412: illegal multibyte sequence"
OUT = "\n".join([
    "Obtaining file:///C:/Users/wei/code/xingtu", "  Installing build dependencies ... done",
    "  Checking if build backend supports build_editable ... done", "  Getting requirements to build editable ... error",
    "  error: subprocess-exited-with-error", "", "  × Getting requirements to build editable did not run successfully.",
    "  │ exit code: 1", "  ╰─> [14 lines of output]", "      Traceback (most recent call last):",
    "        File \"C:\\Users\\wei\\code\\xingtu\\setup.py\", line 6, in <module>",
    "          long_description=open(\"README.md\").read(),", "      " + E, "      [end of output]", "",
    "  note: This error originates from a subprocess, and is likely not a problem with pip.",
    "error: subprocess-exited-with-error", "", "× Getting requirements to build editable did not run successfully.",
    "│ exit code: 1", "╰─> See above for output."])
mem("pip_zh_gbk_codec_setup_py_encoding", "pip", S, "pip_zh_windows", "C:\\Users\\wei\\code\\xingtu",
    lambda rng, C=C: [
        ("u", "在我的 Windows 上 pip install -e . 一直失败，同事的 Mac 上没问题。帮我看看"),
        ("b", C, OUT, 1),
        ("s", "setup.py 用默认编码读取 README.md；中文 Windows 的默认编码是 GBK，README 是 UTF-8，所以解码失败。"),
        ("r", "C:\\Users\\wei\\code\\xingtu\\setup.py", "from setuptools import setup, find_packages\n\nsetup(\n    name=\"xingtu\",\n"
              "    version=\"0.3.1\",\n    long_description=open(\"README.md\").read(),\n    packages=find_packages(),\n)\n"),
        ("e", "C:\\Users\\wei\\code\\xingtu\\setup.py", 'open("README.md").read()', 'open("README.md", encoding="utf-8").read()'),
        ("b", C, "Obtaining file:///C:/Users/wei/code/xingtu\n  Installing build dependencies ... done\n"
                 "Successfully built xingtu\nInstalling collected packages: xingtu\nSuccessfully installed xingtu-0.3.1"),
        ("s", "装好了。在 setup.py 里给 open 加上 `encoding=\"utf-8\"`，这样不再依赖系统区域设置（GBK）。")],
    cmd=C, err=E, change='encoding="utf-8"', kind="bugfix", lang="zh",
    groups=[["'gbk' codec can't decode"], ["encoding=\"utf-8\"", "PYTHONUTF8"]],
    traps=["error: subprocess-exited-with-error", "note: This error originates from a subprocess, and is likely not a problem with pip."],
    note="The failure is caused by the Chinese locale (code page 936) though Python prints it in English; pip's "
         "box-drawn frame and `subprocess-exited-with-error` are wrappers.")

# --- pip (zh Windows): a stale proxy, WinError 10061 in Chinese inside urllib3's English ------------------------------

C = "pip install -r requirements.txt"


def _retry(n: int, addr: str) -> str:
    return (f"WARNING: Retrying (Retry(total={n}, connect=None, read=None, redirect=None, status=None)) after connection broken by "
            f"'ProxyError('Cannot connect to proxy.', NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object "
            f"at 0x000001F3A2B4{addr}>: Failed to establish a new connection: [WinError 10061] 由于目标计算机积极拒绝，无法连接。'))': /simple/httpx/")


E = _retry(4, "C190")
OUT = "\n".join([_retry(4, "C190"), _retry(3, "D2E0"), _retry(2, "E010"), _retry(1, "F4A0"), _retry(0, "0B70"),
                 "ERROR: Could not find a version that satisfies the requirement httpx==0.28.1 (from versions: none)",
                 "ERROR: No matching distribution found for httpx==0.28.1"])
mem("pip_zh_winerror10061_stale_proxy_env", "pip", S, "pip_zh_proxy", "C:\\Users\\lin\\code\\yunpan",
    lambda rng, C=C: [
        ("u", "pip 说找不到 httpx 0.28.1，可是 PyPI 上明明有。帮我看看"),
        ("b", C, OUT, 1),
        ("s", "最后两行说找不到版本，但上面的重试警告才是原因：连不上代理（WinError 10061，“目标计算机积极拒绝”）。"
              "看一下代理环境变量。"),
        ("b", "env | grep -i _proxy", "HTTPS_PROXY=http://127.0.0.1:7890\nHTTP_PROXY=http://127.0.0.1:7890"),
        ("s", "HTTPS_PROXY 指向本机 7890 端口，但那个代理软件没有运行。它是用户环境变量里的旧设置，我把它删掉。"),
        ("b", "reg delete \"HKCU\\Environment\" /v HTTPS_PROXY /f && reg delete \"HKCU\\Environment\" /v HTTP_PROXY /f",
         "操作成功完成。\n操作成功完成。"),
        ("b", "env -u HTTPS_PROXY -u HTTP_PROXY " + C, "Collecting httpx==0.28.1\n  Downloading httpx-0.28.1-py3-none-any.whl (73 kB)\n"
              "Installing collected packages: httpx\nSuccessfully installed httpx-0.28.1"),
        ("s", "装好了。原因是用户环境变量里残留的 HTTPS_PROXY/HTTP_PROXY（127.0.0.1:7890），已删除；新开的终端里不会再有。")],
    cmd=C, err=E, change="reg delete \"HKCU\\Environment\" /v HTTPS_PROXY /f", passed="env -u HTTPS_PROXY -u HTTP_PROXY " + C,
    lang="zh", also_ok=[_retry(0, "0B70")],
    groups=[["WinError 10061", "ProxyError"], ["HTTPS_PROXY"]],
    traps=["ERROR: No matching distribution found for httpx==0.28.1"],
    note="A Chinese Windows socket message inside urllib3's English retry warning. pip's last lines (`No matching "
         "distribution`) point at a version problem and are a decoy; the first retry line is the error (the last one, "
         "total=0, is accepted). Lesson: the machine's stale proxy variables, not the repo.")

# --- .NET (it): CS0246 missing using ------------------------------------------------------------------------------

C = "dotnet build"
E = "/home/giulia/src/Cassa/Api/Export.cs(14,16): error CS0246: Il nome di tipo o di spazio dei nomi 'JsonSerializerOptions' non è stato trovato. Probabilmente manca una direttiva using o un riferimento all'assembly. [/home/giulia/src/Cassa/Api/Api.csproj]"
OUT = "\n".join([
    "  Determinazione dei progetti da ripristinare in corso...", "  Tutti i progetti sono aggiornati per il ripristino.", E,
    "", "Compilazione NON completata.", "", E, "    Avvisi: 0", "    Errori: 1", "", "Tempo trascorso 00:00:02.91"])
mem("dotnet_it_cs0246_using_system_text_json", "dotnet", S, "dotnet_it", "/home/giulia/src/Cassa",
    lambda rng, C=C: [
        ("u", "moved the export code into a new file and now it does not compile (my SDK prints Italian)"),
        ("b", C, OUT, 1),
        ("s", "CS0246: `JsonSerializerOptions` is not found in Export.cs; the old file probably had the `using`."),
        ("r", "/home/giulia/src/Cassa/Api/Export.cs", "namespace Cassa.Api;\n\npublic static class Export\n{\n"),
        ("e", "/home/giulia/src/Cassa/Api/Export.cs", "namespace Cassa.Api;\n", "using System.Text.Json;\n\nnamespace Cassa.Api;\n"),
        ("b", C, "  Tutti i progetti sono aggiornati per il ripristino.\n  Api -> /home/giulia/src/Cassa/Api/bin/Debug/net8.0/Api.dll\n\n"
                 "Compilazione completata.\n    Avvisi: 0\n    Errori: 0"),
        ("s", "Compiles. The new Export.cs lacked `using System.Text.Json;`.")],
    cmd=C, err=E, change="using System.Text.Json;", kind="bugfix", 
    groups=[["CS0246"], ["using System.Text.Json"]],
    traps=["Compilazione NON completata."],
    note="MSBuild prints the same error twice (inline and in the summary); CS0246 is the stable part of an Italian "
         "message. `Compilazione NON completata.` is the wrapper.")

S = "wrapper_over_localized"

# --- poetry: English ChefBuildError above a French gcc cause ------------------------------------------------------

C = "poetry install"
OUT = "\n".join([
    "Installing dependencies from lock file", "", "Package operations: 1 install, 0 updates, 0 removals", "",
    "  - Installing fastgeo (0.9.2): Failed", "", "PEP517 build of a dependency failed", "",
    "Backend subprocess exited when trying to invoke build_wheel", "", "    | Command '['/home/camille/.cache/pypoetry/virtualenvs/carto-Zx1yQ-py3.12/bin/python', "
    "'/usr/lib/python3/dist-packages/pyproject_hooks/_in_process/_in_process.py', 'build_wheel', '/tmp/tmpk2j1']' returned non-zero exit status 1.",
    "    | ", "    | running build_ext", "    | building 'fastgeo._fastgeo' extension",
    "    | x86_64-linux-gnu-gcc -fno-strict-overflow -Wsign-compare -DNDEBUG -g -O2 -Wall -fPIC -I/usr/include/python3.12 -c src/_fastgeo.c -o build/temp.linux-x86_64-cpython-312/src/_fastgeo.o",
    "    | src/_fastgeo.c:3:10: erreur fatale: Python.h : Aucun fichier ou dossier de ce nom",
    "    |     3 | #include <Python.h>", "    |       |          ^~~~~~~~~~", "    | compilation terminée.",
    "    | error: command '/usr/bin/x86_64-linux-gnu-gcc' failed with exit code 1", "",
    "Note: This error originates from the build backend, and is likely not a problem with poetry but one of the following issues with fastgeo (0.9.2)",
    "  - not supporting PEP 517 builds", "  - not specifying PEP 517 build requirements correctly",
    "  - the build backend having a bug"])
E = "src/_fastgeo.c:3:10: erreur fatale: Python.h : Aucun fichier ou dossier de ce nom"
mem("poetry_fr_python_h_python3_dev", "poetry", "wrapper_over_localized", "build_backend_over_gcc_fr", "/home/camille/carto",
    lambda rng, C=C: [
        ("u", "poetry install plante sur fastgeo, je ne comprends pas le message"),
        ("b", C, OUT, 1),
        ("s", "Poetry dit seulement que le build PEP 517 a échoué ; la vraie cause est plus bas, dans la sortie de gcc "
              "(en français) : `Python.h` introuvable. Il manque les en-têtes de développement de Python 3.12."),
        ("b", "dpkg -l python3.12-dev 2>/dev/null | tail -1 || true", "dpkg-query: aucun paquet ne correspond à python3.12-dev"),
        ("b", "sudo apt-get install -y python3.12-dev", "Lecture des listes de paquets... Fait\nLes NOUVEAUX paquets suivants seront installés :\n"
              "  libpython3.12-dev python3.12-dev\nParamétrage de python3.12-dev (3.12.3-1ubuntu0.4) ..."),
        ("b", C, "Installing dependencies from lock file\n\nPackage operations: 1 install, 0 updates, 0 removals\n\n"
                 "  - Installing fastgeo (0.9.2)\n\nInstalling the current project: carto (0.1.0)"),
        ("s", "C'est installé : il manquait `python3.12-dev` (les en-têtes `Python.h`) pour compiler l'extension C de fastgeo.")],
    cmd=C, err=E, change="apt-get install -y python3.12-dev", lang="fr",
    also_ok=["error: command '/usr/bin/x86_64-linux-gnu-gcc' failed with exit code 1"],
    groups=[["Python.h"], ["python3.12-dev", "python3-dev"]],
    traps=["PEP517 build of a dependency failed", "Backend subprocess exited when trying to invoke build_wheel"],
    note="Poetry's English summary (PEP517, Backend subprocess) says nothing of the cause; the French gcc line below "
         "names it. The memory's error is the localised cause, less poetry's `| ` gutter.")

# --- maven: English [ERROR] frame above a Japanese javac message ---------------------------------------------------

C = "mvn -q compile"
E = "[ERROR] /home/aoi/kanri/src/main/java/jp/kanri/order/OrderSvc.java:[12,8] クラス OrderService はpublicであり、ファイルOrderService.javaで宣言する必要があります"
OUT = "\n".join([
    "[ERROR] COMPILATION ERROR : ", E, "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile "
    "(default-compile) on project kanri: Compilation failure", "[ERROR] " + E[8:], "[ERROR] -> [Help 1]",
    "[ERROR] ", "[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch."])
mem("maven_ja_public_class_file_name", "maven", "wrapper_over_localized", "maven_over_javac_ja", "/home/aoi/kanri",
    lambda rng, C=C: [
        ("u", "OrderSvc.java をリファクタしたらコンパイルが落ちます。"),
        ("b", C, OUT, 1),
        ("s", "Maven の英語の `Compilation failure` の下に javac の日本語メッセージがあります: public クラス "
              "`OrderService` はファイル名 `OrderService.java` で宣言する必要がある、とのことです。ファイル名を合わせます。"),
        ("b", "git mv src/main/java/jp/kanri/order/OrderSvc.java src/main/java/jp/kanri/order/OrderService.java", ""),
        ("b", C, ""),
        ("s", "通りました。public クラス名とファイル名が違っていたので `git mv` で `OrderService.java` に改名しました。")],
    cmd=C, err=E, change="git mv src/main/java/jp/kanri/order/OrderSvc.java src/main/java/jp/kanri/order/OrderService.java",
    kind="bugfix", lang="ja",
    groups=[["はpublicであり、ファイルOrderService.javaで宣言する必要があります", "OrderService.java"], ["git mv"]],
    traps=["[ERROR] COMPILATION ERROR :", "[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch."],
    note="The English `Failed to execute goal ... Compilation failure` and `COMPILATION ERROR` are Maven's frame; the "
         "Japanese javac line with the file and position is the failure.")

# --- npm run build on French Windows: tsc not recognised -------------------------------------------------------------

C = "npm run build"
E = "'tsc' n’est pas reconnu en tant que commande interne"
OUT = "\n> atelier@1.4.0 build\n> tsc -p tsconfig.build.json\n\n" + E + "\nou externe, un programme exécutable ou un fichier de commandes.\n" \
      "npm error Lifecycle script `build` failed with error:\nnpm error code 1\nnpm error path C:\\Users\\margaux\\dev\\atelier\n" \
      "npm error workspace atelier@1.4.0\nnpm error location C:\\Users\\margaux\\dev\\atelier\nnpm error command failed\n" \
      "npm error command C:\\WINDOWS\\system32\\cmd.exe /d /s /c tsc -p tsconfig.build.json"
mem("npm_build_fr_tsc_not_recognized_devdependency", "npm", "wrapper_over_localized", "npm_over_cmd_fr", "C:\\Users\\margaux\\dev\\atelier",
    lambda rng, C=C: [
        ("u", "npm run build fails on my Windows laptop (French Windows) but works in CI. fix?"),
        ("b", C, OUT, 1),
        ("s", "Under npm's English summary (`Lifecycle script build failed`), cmd says `tsc` is not recognised: "
              "TypeScript is not installed in the project (CI has it globally)."),
        ("b", "npm ls typescript", "atelier@1.4.0 C:\\Users\\margaux\\dev\\atelier\n`-- (empty)"),
        ("b", "npm install -D typescript@5.6", "\nadded 1 package, and audited 233 packages in 3s\n\nfound 0 vulnerabilities"),
        ("b", C, "\n> atelier@1.4.0 build\n> tsc -p tsconfig.build.json\n"),
        ("s", "Build passes. `typescript` is now a devDependency (package.json and the lockfile) instead of relying on "
              "a global tsc.")],
    cmd=C, err=E, change="npm install -D typescript@5.6", kind="bugfix", 
    groups=[["'tsc' n’est pas reconnu", "tsc"], ["npm install -D typescript"]],
    traps=["npm error Lifecycle script `build` failed with error:", "npm error command failed"],
    note="npm's English lines are the wrapper every failing script prints; the French cmd line names the missing "
         "binary. Bugfix: package.json gets the devDependency.")
