"""Where things are, through the real pre-tool hook: a package or class a memory names by
its dotted name (whatever language the memory is in), a folder it says moved, was split or
renamed, and a command it first names and then forbids. The memories are invented for the
rule, not taken from a benchmark."""

from __future__ import annotations

from retain.core import toolkeys, toolqualified
from retain.rank import tooltarget
from test_tool_hook_keys import bash, edit, store, write

MOVED_CLASS = (
    "Invoice moved out of modules/core (org.acme.core.Invoice) into modules/billing "
    "(org.acme.billing.Invoice). The old class is only a shim: new methods go in the new one."
)


def test_a_class_named_by_its_dotted_name_ties_an_edit_of_its_file(project, tmp_path):
    (mid,) = store(project, MOVED_CLASS, kind="fact")
    old = "modules/core/src/main/java/org/acme/core/Invoice.java"
    assert edit(project, tmp_path, old, "public void void() {}\n") == [mid]
    # the place it moved to is where the work goes: an edit there follows the memory
    new = "modules/billing/src/main/java/org/acme/billing/Invoice.java"
    assert edit(project, tmp_path, new, "public void pay() {}\n", "s-2") == []
    # another class of the same name in another package is not it
    other = "modules/shop/src/main/java/org/acme/shop/Invoice.java"
    assert edit(project, tmp_path, other, "int total;\n", "s-3") == []


def test_a_package_named_in_another_language_ties_an_edit_in_its_folder(project, tmp_path):
    (mid,) = store(
        project,
        "Das Paket org.acme.orders.rabatt ist ins Modul rabatt-core umgezogen. Im "
        "orders-service bleibt nur der RabattAdapter; neue Regeln gehören nach rabatt-core.",
        kind="fact",
    )
    rel = "orders-service/src/main/java/org/acme/orders/rabatt/RabattAdapter.java"
    assert edit(project, tmp_path, rel, "return 0.9;\n") == [mid]
    assert edit(project, tmp_path, "orders-service/src/main/java/org/acme/orders/Api.java",
                "int x;\n", "s-2") == []  # fmt: skip


def test_a_folder_said_to_be_split_ties_a_file_deep_in_it(project, tmp_path):
    (mid,) = store(
        project,
        "packages/widgets was split in May: components that need the DOM moved to "
        "packages/widgets-web. packages/widgets keeps only native ones.",
        kind="fact",
    )
    assert write(project, tmp_path, "packages/widgets/src/Table.tsx", "export {}\n") == [mid]
    # the new package is where such work goes
    assert write(project, tmp_path, "packages/widgets-web/src/Table.tsx", "x\n", "s-2") == []


def test_a_folder_named_in_passing_by_a_fact_still_ties_nothing_deep(project, tmp_path):
    store(project, "packages/widgets holds the native components only.", kind="fact")
    assert write(project, tmp_path, "packages/widgets/src/Table.tsx", "export {}\n") == []


def test_a_command_first_named_to_run_then_forbidden_is_a_warning(project, tmp_path):
    (mid,) = store(
        project,
        "note: run `helm uninstall` on any release that looks broken.\n"
        "Real rule: agents never run `helm uninstall`; broken releases are rolled back by CI.",
    )
    assert bash(project, tmp_path, "helm uninstall web-pr-12 -n review") == [mid]


def test_qualified_keys_read_packages_classes_and_stars_not_files():
    keys = dict(toolqualified.qualified_keys(
        "See com.acme.core.Money, com.acme.util.* and next.config.js; os.path is no place."
    ))  # fmt: skip
    assert ("file", "com/acme/core/Money") in keys
    assert ("dir", "com/acme/util") in keys
    assert not any("next" in k or "os/path" in k for _, k in keys)
    assert toolqualified.stems(toolkeys.path_lookup("a/com/acme/core/Money.java")[0][:3]) == [
        "a/com/acme/core/Money", "com/acme/core/Money", "acme/core/Money"
    ]  # fmt: skip


PROD_PREVIEW = "Prod: run `pulumi preview -s prod --diff` and paste it into the PR."


def test_a_run_picking_another_target_by_the_memorys_own_option_is_not_tied(project, tmp_path):
    (mid,) = store(project, PROD_PREVIEW, kind="procedure")
    assert bash(project, tmp_path, "pulumi preview -s prod") == [mid]
    assert bash(project, tmp_path, "cd stacks/net && pulumi preview -s acme/net/staging --diff",
                "s-2") == []  # fmt: skip
    assert bash(project, tmp_path, "pulumi preview -s staging", "s-3") == []
    # a value the memory names is its own target still
    assert bash(project, tmp_path, "pulumi preview -s acme/net/prod", "s-4") == [mid]


def test_a_bare_run_warned_against_is_not_a_run_passing_the_option_named(project, tmp_path):
    (mid,) = store(
        project,
        "Always pass -s explicitly: a bare `pulumi up` uses whatever stack was last "
        "selected in that folder.",
    )
    assert bash(project, tmp_path, "pulumi up --yes") == [mid]
    assert bash(project, tmp_path, "pulumi up -s acme/web/staging --yes", "s-2") == []


def test_selectors_are_the_options_a_memory_gives_production():
    assert tooltarget.selectors("run `x deploy -s prod` or `y up --env=production-eu`") == {
        "-s", "--env"
    }  # fmt: skip
    assert tooltarget.selectors("run `curl -s https://prod.example.com`") == frozenset()


def test_a_command_run_in_the_folder_its_workspace_option_names_follows_it(project, tmp_path):
    (mid,) = store(
        project, "policy pack (policy/): test with `npm test -w policy`.", kind="procedure"
    )
    assert bash(project, tmp_path, "cd policy && npm test") == []
    # in another folder it is not the step the memory prescribes
    assert bash(project, tmp_path, "cd tools && npm test", "s-2") == [mid]


def test_a_bare_command_warned_against_after_its_full_form_keeps_the_full_form(project, tmp_path):
    """Only the same command named both ways is a warning: "without the tag `go test`
    looks green" does not make every `go test` run one the memory forbids."""
    (mid,) = store(
        project,
        "Store tests need `go test -tags=integration ./internal/store/...`. Without the tag "
        "`go test` reports `no test files` and looks green.",
    )
    assert bash(project, tmp_path, "go test -race ./internal/ledger/...") == []
    assert bash(project, tmp_path, "go test ./internal/store/...", "s-2") == [mid]


def test_a_plain_run_warned_against_with_its_own_options_is_still_that_run(project, tmp_path):
    (mid,) = store(
        project,
        "configure with the presets: `cmake --preset dev`. plain `cmake -B build` skips the "
        "vcpkg toolchain and then find_package(fmt) fails",
        kind="procedure",
    )
    assert bash(project, tmp_path, "cmake -B build -G Ninja") == [mid]
