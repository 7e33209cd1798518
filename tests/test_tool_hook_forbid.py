"""A thing a rule forbids by its plain name, added by an edit (issue 29, round 14;
retain.rank.toolforbid), through the real hook (hooks/retain-hook as a subprocess fed
Claude Code's payloads). The memories are invented for each rule, not taken from a
benchmark."""

from __future__ import annotations

from retain.rank import toolforbid
from test_tool_hook import context_of, fixture, run
from test_tool_hook_keys import edit, shown, store, write


def test_an_edit_adding_what_a_rule_forbids_by_its_plain_name_ties_it(project, tmp_path):
    (mid,) = store(project, "Java value types are records, no Lombok annotations.")
    rel = "src/main/java/shop/Price.java"
    assert edit(project, tmp_path, rel, "import lombok.Value;\n@Value\nclass Price {}") == [mid]
    # writing what the rule asks for is no sign of it
    assert edit(project, tmp_path, rel, "record Price(long cents) {}", "s-2") == []


def test_a_thing_named_in_any_language_after_a_prohibition(project, tmp_path):
    (mid,) = store(project, "En el servidor los logs van por tracing: nunca println! ni eprintln!.")
    rel = "crates/server/src/auth.rs"
    assert edit(project, tmp_path, rel, 'println!("login {}", user);') == [mid]


def test_a_write_of_a_new_file_adding_it_ties_it_too(project, tmp_path):
    (mid,) = store(project, "Use `#pragma once` in new headers, not #ifndef include guards.")
    header = "#ifndef KERNEL_HPP\n#define KERNEL_HPP\n#include <span>\n#endif\n"
    assert write(project, tmp_path, "src/kernel.hpp", header) == [mid]
    assert write(project, tmp_path, "src/other.hpp", "#pragma once\n#include <span>\n", "s-2") == []


def test_a_head_that_only_qualifies_the_noun_after_it_needs_that_noun(project, tmp_path):
    """`never model instances`: an edit of a Django model writes `model`, not instances."""
    store(project, "Celery tasks take primary keys, never model instances as arguments.")
    rel = "shop/api/serializers.py"
    assert edit(project, tmp_path, rel, "class Meta:\n    model = Order\n") == []


def test_a_word_the_rule_also_prescribes_is_no_thing_it_forbids(project, tmp_path):
    store(project, "Keep tracing spans for requests; no spans around pure functions.")
    rel = "src/handler.rs"
    assert edit(project, tmp_path, rel, "let spans = collect();") == []


def test_a_word_other_memories_hold_too_is_not_rare(project, tmp_path):
    store(
        project,
        "Java value types are records, no Lombok annotations.",
        "The legacy importer module still builds with Lombok.",
    )
    assert edit(project, tmp_path, "src/Price.java", "import lombok.Value;") == []


def test_a_fact_or_a_failure_note_is_not_tied_this_way(project, tmp_path):
    store(project, "The old exporter had no Lombok and built fine.", kind="fact")
    assert edit(project, tmp_path, "src/Export.java", "import lombok.Value;") == []


def test_an_edit_that_keeps_the_name_as_it_was_adds_nothing(project, tmp_path):
    (mid,) = store(project, "no axios here (removed for bundle size); use $fetch.")
    path = project / "app/api.ts"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.touch()
    payload = fixture("PreToolUse", "Edit", project)
    payload["tool_input"] = {
        "file_path": str(path),
        "old_string": "const r = await axios.get(url)",
        "new_string": "const r = await axios.get(url, { timeout: 5 })",
    }
    assert shown(context_of(run("pre-tool", payload, tmp_path), "PreToolUse")) == []
    assert edit(project, tmp_path, "app/api2.ts", "import axios from 'axios';", "s-2") == [mid]


def test_head_words_read_the_prohibitions_head_and_the_noun_it_qualifies():
    assert toolforbid.head_words("no axios or ky (bundle size).") == [("axio", "")]
    # a verb, a name with its number, a type word: not this rule's
    assert toolforbid.head_words("never log them; no macOS 15; never double") == []
    assert toolforbid.head_words("No new NgModules and no BehaviorSubject-as-state.") == [
        ("ngmodule", ""),
        ("behaviorsubject", ""),
    ]
    assert toolforbid.head_words("never model instances: json") == [("model", "instance")]
    # a backticked form is retain.rank.toolcontent's; a word naming no thing never ties
    assert toolforbid.head_words("No `unwrap()` in code; never change the file.") == []


def test_a_value_a_rule_forbids_right_after_its_prohibition(project, tmp_path):
    (mid,) = store(project, "Security groups: kein 0.0.0.0/0 ingress außer auf Port 443 des ALB.")
    rel = "modules/service/security.tf"
    rule = 'ingress {\n  from_port = 8080\n  cidr_blocks = ["0.0.0.0/0"]\n}\n'
    assert edit(project, tmp_path, rel, rule) == [mid]
    assert edit(project, tmp_path, rel, rule.replace("0.0.0.0/0", "10.0.0.0/16"), "s-2") == []
    assert toolforbid.forbidden_values("Jamais d'ingress 0.0.0.0/0 sur 5432.") == ["0.0.0.0/0"]


def test_a_name_inside_a_string_literal_is_text_not_code(project, tmp_path):
    store(project, "Data goes through $fetch: no axios (removed for bundle size).")
    rel = "app/components/Notice.ts"
    assert edit(project, tmp_path, rel, "const note = 'axios was removed, use $fetch';") == []


def test_a_call_the_rule_names_is_not_a_name_of_its_own():
    """`no Number(form.get(...))` forbids that call (toolcontent's), not the type `number`."""
    assert toolforbid.head_words(
        "parse with zod, no Number(form.get(...)); no default exports"
    ) == [("default", "")]
