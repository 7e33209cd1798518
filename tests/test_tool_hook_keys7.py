"""Which key deserves a line at a tool call, seventh round, through the real hook
(hooks/retain-hook pre-tool as a subprocess fed Claude Code's payloads) where a rule is
about what the call does: more ways of naming the place work is sent to (`an entry in
X`, `registered in X`, `grant it in X`, `X instead`, `live under X`), a placeholder
written as `{name}` or a shell variable, a prohibition in another language, and a folder
said to be build output tying an edit however deep it lies. The memories are invented
for each rule, not taken from a benchmark."""

from __future__ import annotations

import pytest

from retain.core import toolcode, toolkeys
from test_tool_hook_keys import bash, edit, store


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Every new plugin needs an entry in plugins/registry.toml or it never loads.",
         ("file", "plugins/registry.toml")),
        ("Since 3.0 hooks are registered in core/hooks.py, not in the old setup.cfg.",
         ("file", "core/hooks.py")),
        ("The deploy bot needs the publisher role. Grant it in infra/roles.tf, not by hand.",
         ("file", "infra/roles.tf")),
        ("dist/ is generated; change the templates or theme.scss instead.",
         ("file", "theme.scss")),
        ("Webhook handlers must live under handlers/hooks/ where the signature is checked.",
         ("dir", "handlers/hooks")),
    ],
)  # fmt: skip
def test_more_ways_of_sending_work_to_a_place_make_it_a_destination(text, key):
    assert (*key, toolkeys.DESTINATION) in toolkeys.memory_keys(text)


def test_a_place_named_as_forbidden_or_before_instead_of_is_no_destination():
    keys = toolkeys.memory_keys("Never edit vendor/lib.js directly; patch it instead of that.")
    assert ("file", "vendor/lib.js", "") in keys
    keys = toolkeys.memory_keys("Use pkg/api.go instead of the old one.")
    assert ("file", "pkg/api.go", toolkeys.DESTINATION) in keys


def test_an_edit_where_the_memory_sends_the_work_is_told_nothing(project, tmp_path):
    """The memory sends registrations to the registry file; an edit there follows it,
    while an edit of the generated folder is what it warns about."""
    (mid,) = store(
        project,
        "Each new plugin needs an entry in plugins/registry.toml; never touch out/ by hand.",
    )
    assert edit(project, tmp_path, "plugins/registry.toml") == []
    assert mid


@pytest.mark.parametrize(
    "span",
    ["deployctl push //apps/web:image -- --tag=$RELEASE",
     "deployctl push //apps/web:image -- --tag=${RELEASE}",
     "deployctl push //apps/web:image -- --tag={release}"],
)  # fmt: skip
def test_a_variable_or_brace_placeholder_stands_for_any_word(span):
    """`--tag=$RELEASE` prescribed, `--tag=2.4.1` run: the step as prescribed."""
    from retain.core import toolspans

    text = f"Release images only with `{span}`."
    call = "deployctl push //apps/web:image -- --tag=2.4.1"
    target = "+" + span
    assert toolspans.span_verdict(target, toolspans.call_tokens(call), call, text) == "silent"
    other = "deployctl push //apps/api:image -- --tag=2.4.1"
    assert toolspans.span_verdict(target, toolspans.call_tokens(other), other, text) == "other"


def test_a_prescribed_run_with_a_variable_is_silent_through_the_hook(project, tmp_path):
    (mid,) = store(
        project,
        "Release images only with `bazel run //apps/web:push -- --tag=$RELEASE`; never a "
        "local `docker push`.",
        kind="procedure",
    )
    assert bash(project, tmp_path, "bazel run //apps/web:push -- --tag=3.1.0") == []
    assert bash(project, tmp_path, "bazel run //apps/api:push -- --tag=3.1.0", "s-2") == []
    assert mid


@pytest.mark.parametrize(
    ("text", "form"),
    [
        ("handlers/ 里不要用 fmt.Println 打日志，统一用 slog。", "fmt.Println"),
        ("Im Parser nie os.Exit aufrufen, sondern den Fehler zurückgeben.", "os.Exit"),
        ("En los jobs nunca uses time.sleep(); programa un reintento.", "time.sleep"),
        ("Dans les vues, jamais document.write : passez par le template.", "document.write"),
        ("Importes sempre em centavos, nunca parseFloat(x) nem toFixed(2).", "toFixed(2)"),
    ],
)  # fmt: skip
def test_code_forbidden_in_another_language_is_a_code_key(text, form):
    assert form in [f for _, f in toolcode.code_keys(text)]


def test_a_missing_name_in_german_is_not_forbidden():
    """`hat kein @Inject` says what is missing, not what not to write."""
    assert toolcode.code_keys("Der Fehler heißt meist: das Modul hat kein @Inject.") == []


def test_a_folder_rule_in_another_language_ties_only_an_edit_writing_it(project, tmp_path):
    """A folder's code rule in Chinese: an edit there writing something else is not
    tied to it, one writing the forbidden call is."""
    (mid,) = store(project, "handlers/ 里不要用 fmt.Println 打日志，统一用 slog。")
    assert edit(project, tmp_path, "handlers/user.go", new='slog.Info("x")') == []
    assert edit(project, tmp_path, "handlers/user.go", new='fmt.Println("x")', session="s-2") == [
        mid
    ]


def test_a_generated_folder_ties_an_edit_however_deep(project, tmp_path):
    """`site/` is build output: an edit of `site/assets/js/app.js` is in it. A rule about
    a one-word folder that is no output (`lib/`) still ties only its own files."""
    generated, rule = store(
        project,
        "site/ is build output of `make site`. Don't edit files there.",
        "Every module in lib/ has a docstring; never skip it.",
    )
    assert edit(project, tmp_path, "site/assets/js/app.js") == [generated]
    assert edit(project, tmp_path, "lib/net/http/client.py", session="s-2") == []
    assert rule


def test_a_version_15_store_is_keyed_again_with_placements(tmp_path):
    """m016: a store keyed by m015's rules is keyed again: a file a registration is
    written in (`an entry in X`) becomes a destination, and code forbidden in Spanish a
    code key."""
    from retain.store import migrations
    from test_db import _old_store_with_rules

    db = tmp_path / "v15.db"
    conn, ids = _old_store_with_rules(
        db,
        15,
        (
            "Every new plugin needs an entry in plugins/registry.toml.",
            "En los jobs nunca uses time.sleep(); programa un reintento.",
        ),
    )
    conn.execute("INSERT INTO tool_keys VALUES ('file', 'plugins/registry.toml', ?, '')", (ids[0],))
    conn.commit()
    assert migrations.migrate(conn) == migrations.SCHEMA_VERSION
    keys = set(conn.execute("SELECT kind, key, target, memory_id FROM tool_keys"))
    assert ("file", "plugins/registry.toml", "=", ids[0]) in keys
    assert ("code", "time", "time.sleep", ids[1]) in keys
    conn.close()


def test_a_second_line_naming_the_file_by_a_shorter_tail_is_left_out(project, tmp_path):
    """One memory names the file by its path, another by its bare name: the second is
    said of any `parser.c`, so it does not ride along; two naming the path both show."""
    path_rule, bare = store(
        project,
        "src/core/parser.c: never call the allocator inside the tokenizer loop.",
        "parser.c must stay C99, no VLAs.",
    )
    assert edit(project, tmp_path, "src/core/parser.c") == [path_rule]
    (other,) = store(project, "src/core/parser.c is covered by fuzz/parse; never skip it.")
    assert sorted(edit(project, tmp_path, "src/core/parser.c", session="s-2")) == sorted(
        [path_rule, other]
    )
    assert bare


def test_a_production_guard_is_not_about_a_run_picking_another_environment(project, tmp_path):
    """Never `pulumi up` on prod-eu: a run with `--stack staging` picks another
    environment; a run on prod-eu, or one picking none, is still tied."""
    (mid,) = store(
        project,
        "Never `pulumi up` on prod-eu from a laptop; prod ships through CI only.",
    )
    assert bash(project, tmp_path, "pulumi up --stack staging --yes") == []
    assert bash(project, tmp_path, "pulumi up --stack=prod-eu --yes", "s-2") == [mid]
    assert bash(project, tmp_path, "pulumi up --yes", "s-3") == [mid]


def test_an_environment_the_guard_names_keeps_it_tied(project, tmp_path):
    (mid,) = store(
        project,
        "Never `pulumi destroy` on prod or on qa: both hold customer data.",
    )
    assert bash(project, tmp_path, "pulumi destroy --stack qa --yes") == [mid]


def test_a_folder_named_beside_a_generated_file_is_not_generated(project, tmp_path):
    """`every file under Data/ has a .idx; a regenerated .idx breaks lookups`: the .idx
    is generated, not Data/, so an edit deep in Data/ is not tied by the folder."""
    (mid,) = store(
        project,
        "Every file under Data/ has a .idx beside it. A lost or regenerated .idx breaks "
        "every lookup.",
    )
    assert edit(project, tmp_path, "Data/Maps/North/forest.map") == []
    assert mid


def test_generated_files_kept_out_of_a_folder_do_not_make_it_generated(project, tmp_path):
    (mid,) = store(
        project, "Stubs come from the codegen rule; don't commit generated stubs into lib/."
    )
    assert edit(project, tmp_path, "lib/net/http/client.py") == []
    assert mid


def test_a_memory_shown_already_does_not_hide_one_naming_the_file_by_its_name(project, tmp_path):
    """The memory naming the file by its path was shown earlier this session: one
    naming the same file by its bare name is the new line (the tail rule is for a second
    line beside a first, not for what the session saw)."""
    path_rule, bare = store(
        project,
        "src/core/parser.c: never call the allocator inside the tokenizer loop.",
        "parser.c must stay C99, no VLAs.",
    )
    assert edit(project, tmp_path, "src/core/parser.c") == [path_rule]
    assert edit(project, tmp_path, "src/core/parser.c") == [bare]


def test_the_folders_above_a_file_its_own_lookup_leaves_out():
    from retain.rank import tooltie

    assert tooltie.tree_lookup("out/main/index.js") == ["out"]
    assert tooltie.tree_lookup("src/a.py") == []


def test_a_memory_opening_with_a_command_and_its_error_is_about_the_failure():
    """`\\`cargo deny check\\` reporting \\`error[banned]: ...\\` -> run X`: its subject is
    the failure (the failure hook shows it when the error is seen); the remedy it names
    is no key for the moment before a call."""
    text = (
        "`cargo deny check` reporting `error[banned]: crate openssl is banned` -> run "
        "`cargo tree -i openssl` and drop the feature that pulls it in vendor/."
    )
    assert toolkeys.opens_with_error(text)
    assert toolkeys.memory_keys(text) == []
    plain = "`cargo deny check` before every release; run `cargo tree -i openssl` first."
    assert not toolkeys.opens_with_error(plain)
