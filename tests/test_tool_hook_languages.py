"""Rules written in other languages, read as their English twins are (issue 29, round 42):
a family of files named with the file word of Polish, Turkish, Russian, Korean, Japanese
or Chinese; code forbidden with the verb of Portuguese, Italian, French, Polish, Russian,
Chinese `不能` or a Turkish verb after its list; the word for "nor" before a command ruled
out, and a project argument between a call's subcommands. Through the real pre-tool hook;
the memories are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from retain.core import toolcode, toolforms, toolkeys
from test_tool_hook_keys import bash, edit, store


def test_a_family_named_by_a_korean_japanese_or_chinese_file_word(project, tmp_path):
    assert toolforms.families("`.prefab` 파일은 직접 수정하지 않는다.") == ["*.prefab"]
    assert toolforms.families("`.xib` ファイルは手で編集しない。") == ["*.xib"]
    assert toolforms.families("`.pbxproj` 文件不要手动修改。") == ["*.pbxproj"]
    assert toolforms.families("Pliki `.snap` edytuje tylko jest.") == ["*.snap"]  # plural, before
    assert toolforms.families("`.snap` pliki edytuje tylko jest.") == ["*.snap"]
    assert toolforms.families("`.resx` dosyaları elle düzenlenmez.") == ["*.resx"]
    # a file word with nothing done to the files: what goes in them, not the family
    assert toolforms.families("`.prefab` 파일에 비밀번호를 넣지 않는다.") == []
    (mid,) = store(project, "`.prefab` 파일은 직접 수정하지 않는다 (참조가 깨짐).")
    assert edit(project, tmp_path, "Assets/Enemies/Boss.prefab") == [mid]
    assert edit(project, tmp_path, "Assets/Enemies/Boss.cs", session="s-2") == []


def test_code_forbidden_in_other_languages_is_keyed(project, tmp_path):
    def keys(text: str) -> list[str]:
        return [form for _, form in toolcode.code_keys(text)]

    assert keys("Não usar `Carbon::now()` nos testes.") == ["Carbon::now"]
    assert keys("Non usare `System.out.println` nel codice.") == ["System.out.println"]
    assert keys("Ne pas utiliser `Thread.Sleep` dans les handlers.") == ["Thread.Sleep"]
    assert keys("Nie używaj `Instant.now()` w domenie.") == ["Instant.now"]
    assert keys("Не используйте `runBlocking` в обработчиках.") == ["runBlocking"]
    assert keys("模块里不能 `import AppKit`。") == ["import AppKit"]
    assert keys("这个模块不能编译") == []  # "cannot" said of no code
    # a verb-last prohibition forbids every item of the list before it
    assert keys("Servislerde `sleep_ms` ya da `block_on` kullanmayın.") == [
        "sleep_ms",
        "block_on",
    ]
    (mid,) = store(project, "Servis katmanında `block_on` ya da `sleep_ms` kullanmayın.")
    assert edit(project, tmp_path, "src/svc/orders.rs", "    rt.block_on(fut);\n") == [mid]
    assert edit(project, tmp_path, "src/svc/orders.rs", "    fut.await;\n", "s-2") == []


def test_nor_lists_what_is_ruled_out_and_a_project_argument_is_read_through(project, tmp_path):
    text = "Pas de nouvel outil sans accord : ni `dotnet tool install`, ni script maison."
    assert ("cmd", "dotnet tool", "-dotnet tool install") in toolkeys.memory_keys(text)
    (mid,) = store(project, "Pas de paquet sans demander : ni `dotnet add package`, ni DLL.")
    assert bash(project, tmp_path, "dotnet add src/Web package Serilog") == [mid]
    # the project argument read through: another subcommand of `dotnet add` is another run
    assert bash(project, tmp_path, "dotnet add src/Web reference ../Core", "s-2") == []
