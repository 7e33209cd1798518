"""PreToolUse reach, round 45 (issue 29), second part. The memories are invented for the
rules, not taken from a benchmark.

- A command a memory holds to the local environment ("`x` only against the local
  database") is not followed by a run of it that names a staging or production one.
- helm's `--kube-context` takes a value: `helm --kube-context c rollback` runs `rollback`.
- A run the user asks to be asked about first ("ask me before `composer require`") is no
  step to take unasked.
- A memory asking before new dependencies of an ecosystem it names ("an npm dependency",
  "a NuGet package") is tied to that ecosystem's manifest, as if it named the file.
"""

from __future__ import annotations

from retain.core.toolkeys import command_lookup, memory_keys
from retain.core.toolspans import span_sign
from retain.rank import tooltarget
from retain.rank.toolinstall import manifests_written
from test_tool_hook_keys import bash, edit, store

LOCAL = "`rails db:reset` only against the local compose database; shared ones are never reset."


def test_a_local_only_command_is_read_with_the_environment_the_call_names():
    local, shared = tooltarget.local_condition, tooltarget.names_shared_environment
    assert local(LOCAL, "rails db:reset")
    assert local("`rake db:reset` is for the local database only.", "rake db:reset")
    # the local word in another clause says nothing of this command
    assert not local("`mix ecto.drop` wipes it. Only run locally.", "mix ecto.drop")
    assert not local("Run `mix test` before pushing.", "mix test")
    assert shared("DB_URL=ecto://db.app-staging.example/app mix ecto.drop", "x")
    assert shared("mix ecto.drop --repo $(vault read kv/app-prd-or-prod)", "x")
    assert not shared("mix ecto.drop", "mix ecto.drop")
    # a word of the command itself names no target (`deploy-staging` is its own name)
    assert not shared("make deploy-staging", "make deploy-staging")


def test_a_local_only_command_run_against_staging_reaches_it(project, tmp_path):
    (mid,) = store(project, "`./gradlew liquibaseDropAll` only against the local compose database.")
    assert bash(project, tmp_path, "./gradlew liquibaseDropAll") == []
    url = "-Pliquibase.url=jdbc:postgresql://app-staging.db.example/app"
    assert bash(project, tmp_path, f"./gradlew liquibaseDropAll {url}", "s-2") == [mid]
    url = "-Pliquibase.url=jdbc:postgresql://localhost:5432/app"
    assert bash(project, tmp_path, f"./gradlew liquibaseDropAll {url}", "s-3") == []


def test_helm_kube_context_takes_a_value():
    keys = command_lookup("helm --kube-context eks-prod -n api rollback api 41")[0]
    assert keys[0] == "helm rollback"


def test_a_run_to_ask_about_first_is_no_step_to_take():
    text = "Ask me before `bundle add` of any gem."
    at = text.index("`")
    assert span_sign(text, at, text.index("`", at + 1) + 1) == "-"
    text = "Ask us first before `cargo add`."
    at = text.index("`")
    assert span_sign(text, at, text.index("`", at + 1) + 1) == "-"


def test_a_run_to_ask_about_first_reaches_its_run(project, tmp_path):
    (mid,) = store(project, "Ask me before `bundle add` of anything new.", kind="preference")
    assert bash(project, tmp_path, "bundle add rack-attack") == [mid]


def test_an_ecosystem_named_for_new_dependencies_keys_its_manifest():
    assert ("file", "package.json", "") in memory_keys("Ask me before adding a yarn package.")
    assert ("file", "*.csproj", "") in memory_keys("Ask before adding NuGet packages.")
    assert ("file", "Gemfile", "") in memory_keys("No new gems without asking first.")
    # a memory naming its manifest keeps that one; one that asks nothing gets none
    keys = memory_keys("Ask me before adding an npm dependency to `web/package.json`.")
    assert ("file", "package.json", "") not in keys
    assert ("file", "package.json", "") not in memory_keys("npm ci is slow on the runner.")
    # a quoted folder or command names no ecosystem
    quoted = "`packages/ui/` is tested with `pnpm --filter ui test`; approve changes, add none"
    assert ("file", "package.json", "") not in memory_keys(quoted)


def test_dotnet_add_package_writes_a_project_file():
    assert manifests_written([["dotnet", "add", "src/Api", "package", "Polly"]]) == ["*.csproj"]
    assert manifests_written([["dotnet", "add", "package", "Polly"]]) == ["*.csproj"]
    assert manifests_written([["dotnet", "add", "App.csproj", "reference", "../Lib"]]) == []


def test_an_ecosystem_rule_reaches_the_run_adding_a_package(project, tmp_path):
    (npm,) = store(project, "Ask me before adding an npm dependency.", kind="preference")
    assert bash(project, tmp_path, "pnpm add left-pad") == [npm]
    assert bash(project, tmp_path, "pnpm install", "s-2") == []
    new = '{\n  "dependencies": {\n    "left-pad": "^1.3.0"\n  }\n}\n'
    assert edit(project, tmp_path, "web/package.json", new, "s-3") == [npm]
    assert edit(project, tmp_path, "web/package.json", '{"name": "web"}\n', "s-4") == []


def test_a_nuget_rule_reaches_dotnet_add_package(project, tmp_path):
    (mid,) = store(project, "Ask me before adding a NuGet package.", kind="preference")
    assert bash(project, tmp_path, "dotnet add src/Api package Polly") == [mid]
    ref = '    <PackageReference Include="Polly" Version="8.4.0" />\n'
    assert edit(project, tmp_path, "src/Api/Api.csproj", ref, "s-2") == [mid]
    other = "<Nullable>enable</Nullable>\n"
    assert edit(project, tmp_path, "src/Api/Api.csproj", other, "s-3") == []
