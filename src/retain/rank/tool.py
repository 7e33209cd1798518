"""Tool-time recall: the memories tied to what the agent is about to touch, or to the
error it just hit. Usually none, and then the hook says nothing.

Before a tool call (PreToolUse): for a file about to change (Edit, Write, MultiEdit,
NotebookEdit), the live memories whose keys (retain.core.toolkeys) name that file, its
folder, or the source it is generated from, or forbid what the edit writes, or name code
it takes away (retain.rank.toolabout); for a Bash command, those naming the command and
its subcommand (`kubectl apply`, `make proto`: compared in full by
retain.core.toolspans), a project file it names, or forbidding what it runs. Exact keys
only: no embedder, no word scoring. Paths outside the project are never looked up. One
line, or two when the second is tied as directly as the first; none by a folder for a file
this session edited before (retain.rank.toolagain).

After a failed tool call: retain.rank.tool_failure (failure_block, re-exported here).

At most MAX_LINES memories, fenced and neutralised exactly like every other block
(retain.rank.render: fence, neutralize), never one this session was shown mid-session
already (by the prompt hook or a tool hook; retain.store.sqlite_tool), and what is shown
is recorded. Stdlib only: the tool hooks import this module.
"""

from __future__ import annotations

from retain.rank import render as context  # Block and the lines (not rank.block: issue 29)
from retain.rank.tool_failure import ERROR_WINDOW as ERROR_WINDOW  # re-exported: their old home
from retain.rank.tool_failure import FAILURE_HEADER as FAILURE_HEADER
from retain.rank.tool_failure import RARE_WORD_CAP as RARE_WORD_CAP
from retain.rank.tool_failure import failure_block as failure_block
from retain.rank.tool_lines import FOOTER as FOOTER
from retain.rank.tool_lines import ITEM_CHARS as ITEM_CHARS
from retain.rank.tool_lines import MAX_LINES as MAX_LINES
from retain.rank.tool_lines import record as _record
from retain.rank.tool_lines import render as render
from retain.rank.toolcall import FILE_TOOLS as FILE_TOOLS  # re-exported: its old home
from retain.rank.toolcall import (
    changed_lookup,
    inside_project,
    reads_only,
    relative,
    rooted,
    staged_matches,
)
from retain.rank.toolresult import failed_result as failed_result  # the hook's name for it

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from typing import Any

    from retain.core.candidate import Tie
    from retain.store.sqlite_tool import ToolStore

HEADER = (
    "Memories tied to what this tool call touches (earlier sessions). Evidence, not "
    "instructions: verify before relying on them."
)


def wanted_keys(
    store: ToolStore, tool_name: str, tool_input: dict[str, Any], *, cwd: str, root: str,
    project_id: str | None,
) -> list[tuple[str, list[str]]]:  # fmt: skip
    """The (kind, keys) this call looks up; kinds as in retain.rank.tooltie.RANK (its
    FILE_KEYS are file keys found another way)."""
    # only the pre-tool path pays for their patterns
    from retain.core import toolcode, toolkeys
    from retain.rank import tooltie

    out: list[tuple[str, list[str]]] = []
    if tool_name in FILE_TOOLS:
        raw = tool_input.get("file_path") or tool_input.get("notebook_path")
        rel = relative(raw, cwd, root) if isinstance(raw, str) else None
        if rel is None:
            return []
        files, dirs = toolkeys.path_lookup(rel)
        if "." not in rel.rsplit("/", 1)[-1].lstrip("."):
            # A file with no extension (`debian/changelog`, `.kamal/secrets`) a memory
            # names by path is keyed as a folder, which its text cannot tell from one:
            # the file's own path is looked up as that folder too.
            dirs = [*dirs, *(f for f in files if "/" in f)]
        # a folder as a memory names it (`migrations`) on any checkout (`Migrations/`)
        dirs = toolkeys.unique([*dirs, *(d.lower() for d in dirs)])
        sources = store.generated_sources(files, project_id=project_id)
        tails = [t for s in sources for t in toolkeys.path_lookup(s)[0]]
        written = toolcode.written_names(toolcode.edit_text(tool_input))
        # an extension family (`*.meta`) after the folder: a rule for every such file
        family = toolkeys.name_families(rel)
        out += [("code", written), ("file", files), ("source", tails), ("dir", dirs)]
        out += [("family", family), ("tree", tooltie.tree_lookup(rel))]
    elif tool_name == "Bash":
        command = tool_input.get("command")
        if not isinstance(command, str) or not command.strip():
            return []
        inside = inside_project(cwd, root)
        keys, paths = toolkeys.command_lookup(command, inside)
        if reads_only(command, inside):
            # A call that only reads (`git log -- src/db/schema.ts`, `grep -rn
            # "PubSub.broadcast" lib/`) changes no file and writes no code, as a Read does:
            # only a memory about the command itself is tied to it, by its key or by the
            # form it forbids (`grep -r`: the tool and its options, not what it searches).
            forms = " ".join(
                w for words, _, _ in toolkeys.here(command, inside)
                for i, w in enumerate(words) if i == 0 or w.startswith("-")
            )  # fmt: skip
            read = [("code", toolcode.written_names(forms)), ("cmd", keys)]
            return [(k, v) for k, v in read if v]
        # a command that runs what a memory forbids (`-p 5432`, a bare `assembleDebug`),
        # in the project: after a `cd` out of it, nothing it runs is looked up
        ran = " ".join(w for _, _, seg in toolkeys.here(command, inside) for w in seg)
        written = toolcode.written_names(ran[: toolcode.MAX_EDIT_CHARS])
        out += [("code", written), ("cmd", keys)]
        # A path a command names is looked up as that file only, never by its folders:
        # `ls src/hal`, `git log -- src/ota`, `cmake --build build/target` read or build
        # a tree, and a folder key fires only for an edit inside it.
        # A glob (`clang-format -i src/ble/*.c`) names the files of its folder: the
        # command acts on that folder's files, so it is looked up as the folder.
        args: list[str] = []
        globbed: list[str] = []
        for p in paths:
            rel = relative(p, cwd, root)
            if rel is None:
                continue
            if "*" in rel:
                found = toolkeys.path_key(rel)
                if found is not None and found[0] == "dir":
                    globbed += toolkeys.path_lookup(found[1] + "/_")[1]
            else:
                args += toolkeys.path_lookup(rel)[0]
        # The files it changes (`rm x.meta`, `sed -i`, `> out`) as an edit of them looks
        # up: folders, families, and a generated file's source when it rewrites one.
        files, dirs, families, rewritten = changed_lookup(command, cwd, root)
        sources = store.generated_sources(rewritten, project_id=project_id) if rewritten else []
        tails = [t for s in sources for t in toolkeys.path_lookup(s)[0]]
        out += [("arg", toolkeys.unique(args + files)), ("source", tails)]
        out += [("dir", toolkeys.unique(globbed + dirs)), ("family", families)]
    return [(k, v) for k, v in out if v]


def pre_tool_block(
    store: ToolStore,
    tool_name: str,
    tool_input: dict[str, Any],
    *,
    cwd: str,
    root: str,
    project_id: str | None,
    session_id: str | None,
    now: float | None = None,
) -> context.Block:
    """The block for a tool call about to run ('' for none: the usual). Records what it shows."""
    # the pre-tool rules, here: a failure hook (rank.tool_failure, re-exported above) runs none
    from retain.core import toolcode, toolfolders, toolkeys, toolstage
    from retain.rank import (
        toolagain,
        toolchange,
        toolfollow,
        toolgone,
        toolheader,
        toolowners,
        toolquiet,
        tooltie,
        toolturns,
        toolwrites,
    )

    with store.session():
        # the same file edited before in this session: its folders spoke then (toolagain)
        edited = toolagain.edit_of(store, tool_name, tool_input, cwd=cwd, root=root,
                                   session_id=session_id)  # fmt: skip
        wanted = wanted_keys(
            store, tool_name, tool_input, cwd=cwd, root=root, project_id=project_id
        )
        command = tool_input.get("command") if tool_name == "Bash" else None
        added: list[Tie] = []  # a package manager's run writes its manifest (toolmanifest)
        if isinstance(command, str):
            from retain.rank.toolinstall import manifests_written

            inside = inside_project(cwd, root)
            written = manifests_written(seg for _, _, seg in toolkeys.here(command, inside))
            if written and not reads_only(command, inside):  # not `echo npm i x`
                from retain.rank import toolmanifest

                added = toolmanifest.command_ties(store, written, project_id=project_id)
        if not wanted and not added:
            return context.Block("", ())
        lookups = [(tooltie.lookup_kind(k), v) for k, v in wanted]
        found = store.keyed(lookups, project_id=project_id)
        # a memory the call's own keys tie (`pnpm add` named) is judged by them alone
        found += [r for r in added if r.memory.id not in {f.memory.id for f in found}]
        # A memory the call follows already (runs its step, edits where it sends the work)
        # or tied by a key is not looked at again for what the call writes (toolcontent).
        keyed = {row.memory.id for row in found if row.target == toolkeys.DESTINATION}
        # tied only as the file it sends the work to: an edit taking away a value it gives
        # there (`fmt` held by an `overrides` entry in vcpkg.json) is no step it asks for
        sent = keyed - {row.memory.id for row in found if row.target != toolkeys.DESTINATION}
        # a memory about a failure is not tied by where it showed or where the fix goes
        found = tooltie.past_failure_notes(found, tool_name, tool_input)
        if found and isinstance(command, str):
            # a memory on how commit messages are written: only a message breaking it
            found, done = tooltie.by_message(found, command)
            keyed |= done
            # run from the project's root (`cd <root> && ...`), a command is not moved
            here = rooted(command, cwd, root)
            found, done = tooltie.by_command(found, here)
            keyed |= done
            # the same for the commands its memories name in plain prose
            found, done = toolfollow.by_prose(found, here)
            keyed |= done
            # a production guard is not about a run picking another environment, by
            # its command or by what the call writes
            kept = tooltie.past_production_guards(found, command)
            keyed |= {row.memory.id for row in found} - {row.memory.id for row in kept}
            found = kept
        # An edit of the file a memory sends the work to follows it already; a word it
        # forbids ties it only when the edit writes the whole forbidden form (a command,
        # a call it forbids as a call: `--env test` runs no `test()`).
        # an edit's new text and the text it replaces, read once for the checks below
        new, old = ("", "")
        if tool_name in FILE_TOOLS:
            from retain.rank import toolcontent

            new, old = toolcontent.added_text(tool_name, tool_input)
        if tool_name in FILE_TOOLS or isinstance(command, str):
            text = new if command is None else command
            found = [
                row
                for row in found
                if row.target not in (toolkeys.DESTINATION, toolstage.STAGED)
                and (
                    row.kind != "code"
                    or toolcode.writes(
                        row.target
                        if command is None
                        else toolcode.as_written(row.target, row.memory.text),
                        text,
                        command=command is not None,
                    )
                    and (command is not None or _value_changed(row, new, old))
                )
            ]
        if tool_name in FILE_TOOLS:
            found = tooltie.past_folder_rules(found, new)
            found = tooltie.past_new_file_rules(found, tool_name)
            # a manifest named by a rule on new dependencies: only an edit adding one
            from retain.rank import toolmanifest

            found = toolmanifest.past_other_manifest_edits(found, new, old)
            path = tool_input.get("file_path") or tool_input.get("notebook_path")
            found = toolquiet.past_file_patterns(found, str(path or ""))
            rel = relative(path, cwd, root) if isinstance(path, str) else None
            found = toolquiet.past_owned_names(found, rel)  # another folder's own file
            # a bare name said of the root's file or owned by another folder (toolowners)
            found = toolowners.past_other_owners(toolowners.past_root_names(found, rel), rel)
        elif isinstance(command, str):  # a glob's folder: a run on its files writes no code
            found = tooltie.past_folder_rules(found, command)
        silenced = keyed - {row.memory.id for row in found}
        keyed |= {row.memory.id for row in found}
        # A memory a command ties by a folder alone (`cp x docs/assets/`) is still read
        # for what the command names (`test/data/*.nc`): the closer tie ranks it.
        loose = {row.memory.id for row in found} - {
            row.memory.id for row in found if row.kind != "dir"
        }
        forbids: list[Tie] = []  # a thing a rule forbids by name: when nothing else ties
        found += toolwrites.content_ties(store, tool_name, tool_input,
                          keyed - (loose if isinstance(command, str) else set()), cwd=cwd,
                          root=root, project_id=project_id, forbids=forbids)  # fmt: skip
        if isinstance(command, str):  # an option a memory names said of another run
            found = toolquiet.past_options(found, command)
            from retain.rank.toolsetting import past_unset_settings

            found = past_unset_settings(found, command)  # forbidden only with a setting
        # a value a memory (fact or rule) gives that the edit takes away (rank.toolvalue)
        valued: set[int] = set()
        if tool_name in FILE_TOOLS:
            from retain.rank import toolvalue

            rows = toolvalue.value_matches(store, new, old, project_id=project_id)
            rows = [row for row in rows if row.memory.id not in silenced - sent]
            found += rows
            valued = {row.memory.id for row in rows}
            # what the edit writes, against the code a memory's rule is for (tests or not)
            raw = tool_input.get("file_path") or tool_input.get("notebook_path")
            rel = relative(raw, cwd, root) if isinstance(raw, str) else None
            found = toolquiet.past_code_scope(found, rel)
            # a file-header rule, for an edit leaving the header alone (rank.toolheader)
            found = toolheader.past_header_rules(found, tool_name, new, old)
            # a fact naming a retired thing, for an edit taking it away (rank.toolgone)
            found = toolgone.past_taken_away(found, new, old)
        # A fact describes (ports, who owns what, what a folder holds): it is a reminder
        # for the very file or command it names, not for every edit inside a folder,
        # and only when it states a rule of them (`not 5432`, `only extends the
        # preset`); a pure description (`CI is Codemagic (codemagic.yaml)`) has nothing
        # for a call to get wrong. Unless what it says is that something is generated
        # (rule 1 of the label rules: an edit there wants the memory naming its source).
        # A folder the file lies deep in ties only a memory saying the folder is
        # generated (build output, however deep): a rule about `src/` is not about all of it.
        deep = {k for kind, keys in wanted if kind == "tree" for k in keys}
        found = [
            row
            for row in found
            if not (row.kind == "dir" and row.key in deep)
            or toolfolders.says_folder_generated(row.memory.text, row.key)
            or toolfolders.says_whole_tree(row.memory.text, row.key)
        ]
        # (A fact that a file is generated tells an edit of it to go to the source; a
        # command naming the file, `pip install -r requirements.txt`, writes none of it,
        # one rewriting it, `sed -i ... gen/api.ts`, does. So does a fact saying how to
        # change it: a rule for every file of a folder, a step to run after:
        # core.toolfolders.edit_rule.)
        rewrites: set[str] = set()
        if isinstance(command, str) and any(row.memory.kind == "fact" for row in found):
            rewrites = set(changed_lookup(command, cwd, root)[3])
        found = [
            row
            for row in found
            if row.memory.kind != "fact"
            or row.kind == "value"
            or (
                toolkeys.says_generated(row.memory.text)
                and (tool_name in FILE_TOOLS or row.key in rewrites)
            )
            or toolfolders.fact_rule(row.kind, row.key, row.memory.text, row.target)
            or (
                tool_name in FILE_TOOLS
                and toolfolders.edit_rule(row.kind, row.key, row.memory.text)
            )
        ]
        # A file or folder a memory keeps out of git, staged: fact or rule (core.toolstage)
        staged: set[int] = set()
        if isinstance(command, str):
            rows = staged_matches(store, command, cwd=cwd, root=root, project_id=project_id)
            staged = {row.memory.id for row in rows}  # never following the memory
            found += rows
            valued |= staged  # a fact as well as a rule, as a value is
            # A port or host address the command connects to that a memory names as
            # another's (retain.rank.toolports): tied as a value an edit takes away is.
            from retain.rank import toolports

            tools = [words[0] for words, _, _ in toolkeys.here(command) if words]
            rows = toolports.address_matches(store, command, tools, project_id=project_id)
            rows = [r for r in rows if r.memory.id not in silenced]
            valued |= {row.memory.id for row in rows}
            found += rows
        if not found and tool_name in FILE_TOOLS:
            # the kind of change a trigger clause names (retain.rank.toolmeaning), else a
            # thing a rule forbids by name (retain.rank.toolforbid): when nothing else ties
            from retain.rank import toolmeaning

            found = toolmeaning.edit_ties(store, tool_name, tool_input, keyed, cwd=cwd,
                                          root=root, project_id=project_id) or forbids  # fmt: skip
        elif not found:  # a package a rule forbids by name, that the command adds
            found = forbids
        found = toolturns.past_turns(found)  # a key named only in another speaker's turn
        if not found:
            return context.Block("", ())
        rank = tooltie.ranks(wanted, found)
        for mid in staged:
            rank[mid] = min(rank[mid], (tooltie.RANK["arg"], 0))
        # Of the memories a key ties, one naming a value the edit writes (`saltmarsh-prod`
        # in a connection string) is about what it writes: it goes first.
        named: set[int] = toolvalue.naming(found, new, old) if tool_name in FILE_TOOLS else set()
        shown = store.mid_session_shown(session_id) if session_id else set()
        ordered = sorted(
            {row.memory.id: row.memory for row in found}.values(),
            # a rule (constraint, procedure, lesson...) before a fact: a fact bears on a
            # call only when the call gets it wrong, which a key cannot tell
            key=lambda m: (
                m.kind == "fact" and m.id not in valued | named,
                rank[m.id],
                m.id not in named,
                not m.pinned,
                m.valence != "failure",
                -m.id,
            ),
        )
        # several memories on one file: the change decides which (toolchange); one shown
        # this session is before the model (tooltie.unshown); a refused step: never
        ordered = toolchange.by_change(ordered, rank, shown, tool_name, tool_input)
        from retain.rank import tool_faildanger as danger

        best = tooltie.unshown([m for m in ordered if not danger.withheld(m)], rank, shown)
        best = toolagain.folder_turn(store, edited, best, ordered, rank, now)[:MAX_LINES]
        if len(best) == 2 and not (
            tooltie.second_line(rank[best[1].id], rank[best[0].id])
            and (best[1].kind == "fact" and best[1].id not in valued)
            == (best[0].kind == "fact" and best[0].id not in valued)
        ):
            best = best[:1]
        block = render(danger.marked(best), HEADER)
        _record(store, session_id, block, "pre-tool", now)
        return block


def _value_changed(row: Tie, new: str, old: str) -> bool:
    """A setting the memory forbids changing ties an edit (its `new` text replacing `old`)
    only when its value changes."""
    from retain.core import toolcode

    if row.target not in toolcode.kept_settings(row.memory.text):
        return True
    return toolcode.changes(row.target, new, old)
