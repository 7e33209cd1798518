"""What an edit is about, tied to the memory that rules on it (retain.rank.toolabout),
through the real hook: hooks/retain-hook pre-tool as a subprocess fed Claude Code's
payloads. The memories are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from test_tool_hook import context_of, fixture, run
from test_tool_hook_content import change
from test_tool_hook_keys import shown, store

PARSE = "Always parse timestamps with `parse_iso_utc()`: it keeps the offset the feed sends."


def test_an_edit_taking_away_the_prescribed_helper_shows_the_memory(project, tmp_path):
    (mid,) = store(project, PARSE, kind="constraint")
    assert change(
        project, tmp_path, "feeds/reader.py",
        "    ts = parse_iso_utc(raw)\n", "    ts = datetime.fromisoformat(raw)\n",
    ) == [mid]  # fmt: skip


def test_an_edit_moving_the_prescribed_helper_follows_the_memory(project, tmp_path):
    """The helper is written again in the new text: the edit keeps to the memory."""
    store(project, PARSE, kind="constraint")
    assert change(
        project, tmp_path, "feeds/reader.py",
        "    ts = parse_iso_utc(raw)\n", "    raw = raw.strip()\n    ts = parse_iso_utc(raw)\n",
    ) == []  # fmt: skip


def test_a_prescribed_type_swapped_for_another_shows_the_memory(project, tmp_path):
    """`Money is \\`Cents\\``: an edit turning a Cents field into a float takes it away."""
    (mid,) = store(project, "Money is `Cents` (an integer newtype) in every record.")
    assert change(
        project, tmp_path, "billing/invoice.rs",
        "    pub total: Cents,\n", "    pub total: f64,\n",
    ) == [mid]  # fmt: skip


def test_a_name_many_memories_use_never_ties(project, tmp_path):
    """`OrderRepo` in three memories: an everyday name, not one memory's rule."""
    store(
        project,
        "Use `OrderRepo` for every read of orders.",
        "Use `OrderRepo` in jobs too, never raw SQL.",
        "Tests build `OrderRepo` through the factory.",
    )
    assert (
        change(
            project, tmp_path, "orders/read.py", "    repo = OrderRepo(db)\n", "    repo = None\n"
        )
        == []
    )


def test_a_message_a_memory_quotes_is_not_code_to_keep(project, tmp_path):
    """The span opens like a sentence: it is what a tool printed, and an edit taking
    its name away (fixing the error) is not taking away what the memory prescribes."""
    store(
        project,
        "`Cannot load plugin (LoaderError)` after the upgrade: pin `loader-compat` 2.x.",
        kind="bugfix",
    )
    assert change(
        project, tmp_path, "app/plugins.py",
        "    except LoaderError:\n        pass\n", "    except ImportError:\n        pass\n",
    ) == []  # fmt: skip


def test_a_write_replaces_nothing_the_hook_reads(project, tmp_path):
    """A Write's old file is not read: nothing is taken away."""
    store(project, PARSE, kind="constraint")
    path = project / "feeds" / "reader.py"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("ts = parse_iso_utc(raw)\n")
    payload = fixture("PreToolUse", "Write", project)
    payload["tool_input"] = {"file_path": str(path), "content": "ts = fromiso(raw)\n"}
    assert shown(context_of(run("pre-tool", payload, tmp_path), "PreToolUse")) == []


def test_code_a_rule_names_in_prose_taken_away_shows_the_memory(project, tmp_path):
    """No backticks and no word of use before it: a rule naming `RetryPolicy.capped` is
    about that code, and an edit removing it changes what the rule is about."""
    (mid,) = store(
        project,
        "Outbound webhooks retry under RetryPolicy.capped so a dead endpoint is dropped "
        "after an hour.",
        kind="decision",
    )
    assert change(
        project, tmp_path, "hooks/send.py",
        "    policy = RetryPolicy.capped\n", "    policy = RetryPolicy.forever\n",
    ) == [mid]  # fmt: skip


def test_a_name_given_as_an_example_is_not_code_to_keep(project, tmp_path):
    """`e.g. name_by_arity/2` samples a naming convention; an edit renaming that one
    function is not taking away what the memory prescribes."""
    store(
        project,
        "Test blocks are named after the function and its arity, e.g. name_by_arity/2.",
        kind="preference",
    )
    assert change(
        project, tmp_path, "test/names_test.exs",
        '  describe "name_by_arity/2" do\n', '  describe "grouped_names/1" do\n',
    ) == []  # fmt: skip


def test_code_an_error_memory_names_in_prose_is_what_broke(project, tmp_path):
    """A memory opening with an error names in prose what caused it: the edit taking
    that away is the fix, not a rule broken."""
    store(
        project,
        "`IllegalStateException: Duplicate key found` came from the @JoinTable on "
        "Parcel.trackingRefs; the real relation is one to many.",
        kind="bugfix",
    )
    assert change(
        project, tmp_path, "src/Parcel.java",
        "    @JoinTable List<Ref> trackingRefs;\n", "    @OneToMany List<Ref> refs;\n",
    ) == []  # fmt: skip


DURATIONS = "Durations are whole milliseconds in an integer; never float for a duration."


def test_a_type_a_rule_forbids_by_name_written_about_its_subject(project, tmp_path):
    (mid,) = store(project, DURATIONS, kind="decision")
    assert change(
        project, tmp_path, "sched/timer.py",
        "    retry_duration: int = 500\n", "    retry_duration: float = 0.5\n",
    ) == [mid]  # fmt: skip


def test_a_forbidden_type_written_about_something_else_is_silent(project, tmp_path):
    """The edit writes `float` for a ratio: no word of the rule's subject in it."""
    store(project, DURATIONS, kind="decision")
    assert (
        change(
            project, tmp_path, "stats/mix.py", "    ratio: int = 1\n", "    ratio: float = 0.5\n"
        )
        == []
    )


def test_a_plain_word_after_a_prohibition_that_is_no_type_is_prose(project, tmp_path):
    """`never log` forbids logging tokens, not every `log` an edit about tokens writes."""
    store(project, "Session tokens: never log them, not even at debug level.", kind="constraint")
    assert change(
        project, tmp_path, "auth/tokens.py",
        "    token = issue(session)\n",
        "    token = issue(session)\n    log.debug('issued session token')\n",
    ) == []  # fmt: skip


def test_a_method_named_with_its_dot_is_forbidden_as_a_call_of_it(project, tmp_path):
    """`No .unwrap_or_default() or .expect()`: the second is forbidden too (a call's own
    parentheses close no clause), and only as a method: a bare `expect(` is not it."""
    (mid,) = store(
        project,
        "No .unwrap_or_default() or .expect() in the parser crate: return a ParseError.",
        kind="constraint",
    )
    assert change(
        project, tmp_path, "parser/src/lex.rs",
        "    let n = read(buf)?;\n", '    let n = read(buf).expect("buffer");\n',
    ) == [mid]  # fmt: skip
    assert change(
        project, tmp_path, "web/test/lex.test.js",
        "  check(n);\n", "  expect(n).toBe(3);\n", session="s-2",
    ) == []  # fmt: skip


def test_a_path_name_with_double_colons_stays_in_its_prohibition(project, tmp_path):
    """`std::cell::OnceCell` after `no`: its colons separate a name, not clauses."""
    (mid,) = store(
        project,
        "MSRV is 1.68: no APIs newer than that such as std::cell::OnceCell in the core crate.",
        kind="constraint",
    )
    assert change(
        project, tmp_path, "core/src/cache.rs",
        "use std::sync::Mutex;\n", "use std::sync::Mutex;\nuse std::cell::OnceCell;\n",
    ) == [mid]  # fmt: skip


REDIS = "The queue's Redis runs with appendonly yes; never turn persistence off, jobs live there."


def test_an_edit_changing_a_line_the_memory_quotes_shows_it(project, tmp_path):
    """The memory quotes the config line as it must stand; the edit rewrites it."""
    (mid,) = store(project, REDIS, kind="constraint")
    assert change(
        project, tmp_path, "deploy/redis.conf", "appendonly yes\n", "appendonly no\n"
    ) == [mid]


def test_an_edit_keeping_the_quoted_line_is_silent(project, tmp_path):
    store(project, REDIS, kind="constraint")
    assert change(
        project, tmp_path, "deploy/redis.conf",
        "appendonly yes\n", "appendonly yes\nappendfsync everysec\n",
    ) == []  # fmt: skip
