"""The telling line of a client that talks to something, a pass bought by overriding what
guards shared work, and a step that only removed the session's own container (issue 29,
round 39: retain.sleep.fix_status, retain.core.danger, retain.sleep.fix_leftovers).

The projects, hosts, ids and outputs are invented for these tests.
"""

from __future__ import annotations

import pytest

from retain.core.danger import refused
from retain.sleep.fix_calls import Call
from retain.sleep.fix_detail import telling_errors
from retain.sleep.fix_leftovers import removes_own
from retain.sleep.fix_telling import decisive_line

COMPOSE_PORT = """Error: Exit code 1
[+] Running 2/3
 ✔ Network orchard_default  Created
 ✘ Container orchard-db-1   Error
 ✔ Container orchard-web-1  Created
Error response from daemon: driver failed programming external connectivity on endpoint \
orchard-db-1 (9a8b7c): Bind for 0.0.0.0:5432 failed: port is already allocated
"""

COMPOSE_PULL = """Error: Exit code 18
[+] Pulling 1/1
 ✘ api Error pull access denied for registry.orchard.example/api, repository does not exist \
or may require 'docker login'
Error response from daemon: pull access denied for registry.orchard.example/api, repository \
does not exist or may require 'docker login': denied: token expired
"""

GIT_REJECTED = """To github.com:orchard/cider.git
 ! [rejected]        main -> main (fetch first)
error: failed to push some refs to 'github.com:orchard/cider.git'
hint: Updates were rejected because the remote contains work that you do not
"""

GIT_REMOTE = """Writing objects: 100% (12/12), 140.10 MiB | 8.00 MiB/s, done.
remote: error: Trace: 0f1e2d3c4b5a69788796a5b4c3d2e1f0
remote: error: See https://gh.io/lfs for more information.
remote: error: File assets/tiles.db is 140.02 MB; this exceeds GitHub's file size limit of \
100.00 MB
To github.com:orchard/cider.git
 ! [remote rejected] feat/x -> feat/x (pre-receive hook declined)
error: failed to push some refs to 'github.com:orchard/cider.git'
"""

NPM_401 = """npm WARN deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported
npm ERR! code E401
npm ERR! 401 Unauthorized - GET https://npm.orchard.example/@orchard%2fui - no credentials
npm ERR! A complete log of this run can be found in: /home/u/.npm/_logs/x.log
"""


def test_the_daemons_line_wins_over_composes_progress_row() -> None:
    assert decisive_line(COMPOSE_PORT).startswith("Error response from daemon: driver failed")
    assert decisive_line(COMPOSE_PULL).endswith("denied: token expired")


def test_gits_rejected_ref_wins_over_failed_to_push() -> None:
    assert decisive_line(GIT_REJECTED) == "! [rejected]        main -> main (fetch first)"


def test_a_remotes_trace_id_and_docs_pointer_say_nothing() -> None:
    assert decisive_line(GIT_REMOTE).startswith("remote: error: File assets/tiles.db is 140.02")


def test_an_http_status_with_its_reason_wins_over_npms_code_and_is_quoted_as_printed() -> None:
    line = "401 Unauthorized - GET https://npm.orchard.example/@orchard%2fui - no credentials"
    assert decisive_line(NPM_401) == line
    assert telling_errors(NPM_401)[1] == f"npm ERR! {line}"


@pytest.mark.parametrize(
    "steps",
    [
        "running `git push --force origin feat/checkout` instead",
        "running `git push -f origin main` instead",
        "running `git push origin +main` instead",
        "running `git commit --no-verify -m 'wip'` instead",
    ],
)
def test_a_force_push_or_a_skipped_hook_is_not_learned(steps: str) -> None:
    assert refused(steps)


@pytest.mark.parametrize(
    "steps",
    [
        "running `git push --force-with-lease origin feat/checkout` instead",
        "running `git pull --rebase origin main`",
        "running `git push -u origin feat/tiles`",
        "running `git push origin --delete old-branch`",
    ],
)
def test_an_ordinary_push_is_kept(steps: str) -> None:
    assert refused(steps) is None


def _ran(index: int, command: str) -> Call:
    return Call(index=index, command=command, ok=True)


def test_removing_the_sessions_own_container_is_no_fix() -> None:
    before = [_ran(0, "docker run -d --name mailbox -p 8025:8025 mailbox/mailbox")]
    assert removes_own([_ran(2, "sudo docker rm -f mailbox")], before)
    assert removes_own([_ran(2, "docker container stop mailbox")], before)


def test_removing_a_container_the_session_did_not_start_is_a_step() -> None:
    before = [_ran(0, "docker ps -a --filter name=mailbox")]
    assert not removes_own([_ran(2, "docker rm -f mailbox")], before)
    started = [_ran(0, "docker run -d --name=cache redis:7")]
    assert not removes_own([_ran(2, "docker rm -f mailbox")], started)
