"""Where a command connects, against where memories say a service is: a port or a host
address the command uses that a memory names as another's, or where a memory gives the
same tool another port.

"The dev Postgres runs on host port 5439; 5432 on this machine is someone else's
cluster", "Staging Postgres is behind pgbouncer at port 6432 (not 5432)", "anvil for
local work runs on 8545", "Hosts: staging 203.0.113.40, prod 203.0.113.41. Log in as
deploy, never root": such a memory is about the command that connects to the wrong
place (`psql -p 5432`, `anvil --port 8546`, `ssh root@203.0.113.41`), and no key names
it: the command's tool is an everyday one and its words are values. A memory states the
place it gives first and the one to keep away from after it, so a Bash call is tied to a
memory when

- the call uses a port (`-p 5432`, `--port 8080`, `localhost:6379`, `PGPORT=5432`,
  `Server=localhost,1433`) the memory names after another port, as what its clause
  is about (`5432 here is someone else's`, `(8080 is the docs server)`) or after `not`:
  the memory gives that other one. A memory whose first port is the one used is
  followed; one listing a service on the port (`wiremock on 8091`) describes it; and
  one saying what runs on it, naming the command's tool (`8080 is the dbt docs server`
  for `dbt docs serve --port 8080`), is what the call does;
- the call passes the port by an option to a tool the memory names by its name, and the
  memory gives that tool another port (`anvil ... runs on 8545` for `anvil --port 8546`);
- the call connects to a host address the memory names after another address of the
  same network, and calls production (`staging 203.0.113.40, prod 203.0.113.41` for
  `ssh root@203.0.113.41`); not a second address the memory gives a use of its own
  (`prod DB at 198.51.100.23; read-only replica for ad-hoc queries is 198.51.100.24`).

At most RARE_MEMORIES memories may name a value (the project's one database port, named
everywhere, tells none of them apart). A fact is tied so as well as a rule, as a value an
edit takes away is (retain.rank.toolvalue). The pre-tool hook imports it; its patterns
are compiled on first use (retain.lazyre).
"""

from __future__ import annotations

import re

from retain.core.candidate import Tie
from retain.lazyre import lazy
from retain.rank import toolpool

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from retain.core.candidate import Candidate
    from retain.store.sqlite_tool import ToolStore

RARE_MEMORIES = 2  # as retain.rank.toolvalue
MAX_VALUES = 6  # ports and addresses of one command looked up
MAX_CHARS = 4_000  # of a command read for them
LOWEST_PORT = 100  # `-p 1` is a count or a page, not a port

# A port as a command passes it: an option, a host's `:port`, a variable, `host,port`.
_PORT_OPTION = lazy(
    r"(?:^|\s)(?:-p|-P|--port|--http-port|--listen-port|--db-port)(?:\s+|=)(\d{3,5})(?!\S)"
)
_HOST_PORT = lazy(
    r"(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)[:,](\d{3,5})\b"
)
_PORT_VARIABLE = lazy(r"\b[A-Z_]*PORT=(\d{3,5})\b")
# An IPv4 address: its network (the first three numbers) and host, not a version's part.
_ADDRESS = lazy(r"(?<![\w.])(\d{1,3}\.\d{1,3}\.\d{1,3})\.(\d{1,3})(?![\w.]*\w)")
_LOCAL = frozenset({"127.0.0", "0.0.0"})
# A number a memory names as a port: three to five digits, not a version's or an
# address's part, not a year (`Nov 2026`) unless said as a port (`port 2022`, `:2022`).
_NUMBER = lazy(r"(?<![\w.-])(\d{3,5})(?![\w]|\.\d)")
_YEAR = lazy(r"^(?:19|20)\d\d$")
_SAID_AS_PORT = lazy(r"(?:\bports?\s*|:|,)$", re.I)
_WORD = lazy(r"[A-Za-z0-9]+")
# Production, named beside an address (in the languages memories are written in).
_PRODUCTION = lazy(r"\b(?:prod|production|produktion|producci[oó]n|produ[cç][aã]o)\b|本番", re.I)
# The clause an address stands in: up to a semicolon or a sentence's end (an address's
# own dots are followed by a digit).
_CLAUSE_END = lazy(r";|\.(?!\d)|\s[-\u2013\u2014]\s")
NEAR = 40  # characters either side of an address read for the word production
# Where a clause naming a port opens or ends: a port opening one is what it is about
# (`5432 here is the system cluster`, `(8080 is the docs server)`, `8545/31337 are taken`).
_PORT_CLAUSE = lazy(r"[;(),/:]|\.(?!\d)|[\u2014\u2013\u3002\u3001\uff08\uff09]|\s-\s")
_NOT = frozenset({"not", "nicht", "no", "nie", "non", "pas", "não", "nao"})


def command_ports(command: str) -> list[tuple[str, bool]]:
    """(port, passed by an option) of each port a command uses, first seen first."""
    text = command[:MAX_CHARS]
    out: dict[str, bool] = {}
    for pattern, by_option in ((_PORT_OPTION, True), (_HOST_PORT, False), (_PORT_VARIABLE, False)):
        for m in pattern.finditer(text):
            if int(m.group(1)) >= LOWEST_PORT and int(m.group(1)) <= 65535:
                out[m.group(1)] = out.get(m.group(1), False) or by_option
    return list(out.items())[:MAX_VALUES]


def command_addresses(command: str) -> list[str]:
    """The host addresses (IPv4, not this machine's) a command names, first seen first."""
    found = [m.group(0) for m in _ADDRESS.finditer(command[:MAX_CHARS])]
    return list(dict.fromkeys(a for a in found if a.rsplit(".", 1)[0] not in _LOCAL))[:MAX_VALUES]


def memory_ports(text: str) -> list[str]:
    """The numbers a memory names as ports, in order."""
    out = []
    for m in _NUMBER.finditer(text):
        value = m.group(1)
        if not LOWEST_PORT <= int(value) <= 65535:
            continue
        if _YEAR.match(value) and not _SAID_AS_PORT.search(text, 0, m.start()):
            continue
        out.append(value)
    return out


def names_other_first(text: str, port: str, tools: list[str]) -> bool:
    """Does the memory name `port` after another port (so gives that other one), as its
    clause's subject or after `not`, in a clause not naming the command's tools?"""
    ports = memory_ports(text)
    if port not in ports or ports[0] == port:
        return False
    for m in re.finditer(rf"(?<![\w.-]){port}(?![\w]|\.\d)", text):
        before = _PORT_CLAUSE.split(text[max(0, m.start() - NEAR) : m.start()])[-1].split()
        if before and before[-1].lower() not in _NOT:
            continue  # `wiremock fake bank on 8091`: a service listed on its port
        after = _PORT_CLAUSE.split(text[m.end() : m.end() + NEAR])[0]
        if not any(_names(after, t) for t in tools):
            return True
    return False


def _names(text: str, tool: str) -> bool:
    return len(tool) > 2 and re.search(rf"(?<![\w./-]){re.escape(tool)}(?![\w-])", text) is not None


def gives_tool_other_port(text: str, port: str, tools: list[str]) -> bool:
    """Does the memory name one of the command's tools and give ports, none this one?"""
    ports = memory_ports(text)
    if not ports or port in ports:
        return False
    return any(_names(text, t) for t in tools)


def address_after_another(text: str, address: str) -> bool:
    """Does the memory name `address` after another address of the same network?"""
    network = address.rsplit(".", 1)[0]
    found = [m for m in _ADDRESS.finditer(text) if m.group(1) == network]
    same = [m.group(0) for m in found]
    if address not in same or same[0] == address:
        return False
    return any(m.group(0) == address and _called_production(text, m) for m in found)


def _called_production(text: str, at: re.Match[str]) -> bool:
    """Is the address called production in its clause, near it?"""
    before = _CLAUSE_END.split(text[max(0, at.start() - NEAR) : at.start()])[-1]
    after = _CLAUSE_END.split(text[at.end() : at.end() + NEAR])[0]
    return _PRODUCTION.search(before) is not None or _PRODUCTION.search(after) is not None


def address_matches(
    store: ToolStore, command: str, tools: list[str], *, project_id: str | None
) -> list[Tie]:
    """(memory, 'value', the port or address, '') of each live memory here that a Bash
    call connecting elsewhere than it says is tied to (module docstring)."""
    ports = command_ports(command)
    addresses = command_addresses(command)
    if not ports and not addresses:
        return []
    # the values, and the tools of a port passed by an option (`anvil` for `--port`)
    words = [*(p for p, _ in ports), *addresses]
    if any(by_option for _, by_option in ports):
        words += [t for t in tools if len(t) > 2]
    query = " ".join(dict.fromkeys(_WORD.findall(" ".join(words))))
    pool = toolpool.pool(store, query, project_id=project_id)
    out: list[Tie] = []
    for port, by_option in ports:
        tied = [m for m in pool if names_other_first(m.text, port, tools)]
        if by_option:
            tied += [m for m in pool if gives_tool_other_port(m.text, port, tools)]
        out += _rare(tied, port, out)
    for address in addresses:
        out += _rare([m for m in pool if address_after_another(m.text, address)], address, out)
    return out


def _rare(tied: list[Candidate], value: str, already: list[Tie]) -> list[Tie]:
    """The memories tied by one value, unless more than RARE_MEMORIES name it; those not
    tied already."""
    ids = list(dict.fromkeys(m.id for m in tied))
    if not ids or len(ids) > RARE_MEMORIES:
        return []
    taken = {r.memory.id for r in already}
    by_id = {m.id: m for m in tied}
    return [Tie(by_id[i], "value", value, "") for i in ids if i not in taken]
