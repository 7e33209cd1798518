"""The same file edited again in one session (retain.rank.toolagain), through the real
hook (hooks/retain-hook as a subprocess fed Claude Code's payloads): what its folders'
rules had to say was said at the first edit; a later edit of that file gets no rule of
its folder that the first one passed over, while another file of the folder, another
session, or a memory tied by what the edit writes still gets its line. The memories
are invented, not taken from a benchmark."""

from __future__ import annotations

import sqlite3

from retain import config
from test_tool_hook_keys import edit, store

ROOM = "lib/relay_web/live/room.ex"
WRITES_IT = "Phoenix.PubSub.broadcast(Relay.PubSub, topic, msg)\n"


def memories(project):
    """A rule tied by the code an edit writes, and one of the folder the file is in."""
    return store(
        project,
        "Broadcasts go through Chat.broadcast/2; never call `Phoenix.PubSub.broadcast` directly.",
        "lib/relay_web/live/ is shared with the admin app: get a review from the admin team.",
    )


def test_a_file_edited_again_gets_no_rule_of_its_folder(project, tmp_path):
    code, folder = memories(project)
    assert edit(project, tmp_path, ROOM, WRITES_IT) == [code]
    # the same file again in the same change: the folder's rule is not its news
    assert edit(project, tmp_path, ROOM, "assign(socket, :ready, true)\n") == []


def test_another_file_of_the_folder_or_another_session_still_hears_it(project, tmp_path):
    code, folder = memories(project)
    assert edit(project, tmp_path, ROOM, WRITES_IT) == [code]
    assert edit(project, tmp_path, ROOM, "x = 1\n", session="s-2") == [folder]
    assert edit(project, tmp_path, "lib/relay_web/live/lobby.ex", "x = 1\n") == [folder]


def test_what_a_later_edit_writes_still_ties(project, tmp_path):
    code, folder = memories(project)
    assert edit(project, tmp_path, ROOM, "x = 1\n") == [folder]
    assert edit(project, tmp_path, ROOM, WRITES_IT) == [code]


def test_a_session_keeps_the_files_it_edited(project, tmp_path):
    memories(project)
    edit(project, tmp_path, ROOM, "x = 1\n")
    edit(project, tmp_path, ROOM, "x = 2\n")
    with sqlite3.connect(config.db_file()) as conn:
        rows = conn.execute("SELECT session_id, path FROM tool_edits").fetchall()
    assert rows == [("s-1", ROOM)]


def test_an_edit_where_no_folder_speaks_records_nothing(project, tmp_path):
    (code,) = store(
        project,
        "Broadcasts go through Chat.broadcast/2; never call `Phoenix.PubSub.broadcast` directly.",
    )
    assert edit(project, tmp_path, ROOM, WRITES_IT) == [code]
    with sqlite3.connect(config.db_file()) as conn:
        assert conn.execute("SELECT COUNT(*) FROM tool_edits").fetchone() == (0,)
