"""A prescribed command narrowed to one test or target is a recipe for that one thing,
not a rule for every run of its tool; and a command run in the folder the memory names
is run where prescribed (retain.core.toolselect, read by toolspans.span_verdict)."""

from __future__ import annotations

from retain.core import toolkeys, toolspans


def _verdict(text: str, command: str) -> str:
    """The verdict on the call of the memory's (one) command key."""
    (target,) = [t for kind, _k, t in toolkeys.memory_keys(text) if kind == "cmd"]
    return toolspans.span_verdict(target, toolspans.call_tokens(command), command, text)


def test_a_recipe_for_one_test_is_not_about_a_run_of_the_whole_suite():
    text = "To run a single spec use `gradle test --tests 'com.acme.LedgerSpec'`."
    assert _verdict(text, "gradle test") == "other"
    assert _verdict(text, "gradle test --tests 'com.acme.PaySpec'") == "fire"
    text = "The golden images are rebuilt with `cmake --build out --target goldens`."
    assert _verdict(text, "cmake --build out -j4") == "other"
    assert _verdict(text, "cmake --build out --target goldens") == "silent"
    text = "Slow suites run at night with `cargo nextest run --run-ignored all`."
    assert _verdict(text, "cargo nextest run -p engine") == "other"


def test_a_recipe_flag_the_call_passes_keeps_the_recipe_about_it():
    """The action the recipe narrows (`--update-goldens`), taken over everything."""
    text = (
        "Golden images are refreshed with `flutter test <file> --update-goldens "
        '--plain-name "<name>"` for the one widget that changed.'
    )
    assert _verdict(text, "flutter test --update-goldens") == "fire"
    assert _verdict(text, "flutter test test/cart_test.dart") == "other"


def test_an_option_prescribed_for_every_run_still_fires_when_missing():
    text = "Always run the tests with `go test -race ./internal/ledger/...`."
    assert _verdict(text, "go test ./internal/ledger/...") == "fire"


def test_a_command_run_in_the_folder_the_memory_names_is_the_step_prescribed():
    text = "The wasm bindings in `bindings/` are built with `wasm-pack build` inside bindings/."
    assert _verdict(text, "cd bindings && wasm-pack build") == "silent"
    assert _verdict(text, "cd ./bindings/ && wasm-pack build") == "silent"
    # another folder is still another place
    assert _verdict(text, "cd web && wasm-pack build") == "fire"
    # a file in the folder does not name the folder as where the command runs
    text = "Run `wasm-pack build` after editing bindings/lib.rs."
    assert _verdict(text, "cd bindings && wasm-pack build") == "fire"


def test_a_recipe_narrowed_by_tag_is_not_about_a_plain_run_of_one_file():
    text = "Screenshots are rebuilt by `flutter test --update-goldens --tags screens` in CI."
    assert _verdict(text, "flutter test test/home_test.dart") == "other"
    # the recipe's action without its tag still is what the memory is about
    assert _verdict(text, "flutter test --update-goldens test/home_test.dart") == "fire"


def test_a_dbt_recipe_selecting_its_nodes_is_not_about_a_plain_build():
    """dbt picks the models a run covers with `-s`/`--select`: a recipe for the changed
    models is no rule for building the whole project."""
    text = (
        "To rebuild only what a branch touched, run `dbt run --select state:modified+ "
        "--state target-main` after copying main's manifest."
    )
    assert _verdict(text, "dbt run") == "other"
    assert _verdict(text, "uv run dbt run --target dev") == "other"
    assert _verdict(text, "dbt run -s orders --state target-main") == "fire"
