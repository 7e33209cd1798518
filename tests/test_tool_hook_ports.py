"""Where a command connects against where memories say a service is (issue 29, round 12;
retain.rank.toolports), through the real hook (hooks/retain-hook as a subprocess fed
Claude Code's payloads): a port or host address the command uses that a memory names as
another's. The memories are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

import pytest

from retain.rank import toolports
from test_tool_hook_keys import bash, store


def test_a_port_a_memory_names_after_the_one_it_gives_ties_the_command(project, tmp_path):
    (fact,) = store(
        project,
        "The local Postgres listens on host port 55433; 5432 here is the system cluster.",
        kind="fact",
    )
    assert bash(project, tmp_path, "psql -h localhost -p 5432 -U app app_dev") == [fact]


def test_the_port_a_memory_gives_is_followed_and_ties_nothing(project, tmp_path):
    (fact,) = store(
        project,
        "The local Postgres listens on host port 55433; 5432 here is the system cluster.",
        kind="fact",
    )
    assert bash(project, tmp_path, "psql -h localhost -p 55433 -U app app_dev") == []
    assert fact


@pytest.mark.parametrize(
    "command",
    [
        "curl -s localhost:6379/ping",
        "REDIS_PORT=6379 ./bin/worker",
        "CELERY_BROKER_URL=redis://localhost:6379/0 celery -A shop worker",
    ],
)
def test_a_port_in_a_url_or_a_variable_is_the_port_used(project, tmp_path, command):
    (fact,) = store(
        project, "Our broker is Redis on localhost:6390; 6379 belongs to another app.", kind="fact"
    )
    assert bash(project, tmp_path, command) == [fact]


def test_a_port_option_to_a_tool_the_memory_gives_another_port(project, tmp_path):
    (fact,) = store(project, "hardhat node for local work runs on 8611 (chain 4242).", kind="fact")
    assert bash(project, tmp_path, "npx hardhat node --port 8612") == [fact]
    # the same tool on the port it gives; another tool on another port
    assert bash(project, tmp_path, "npx hardhat node --port 8611", session="s-2") == []
    assert bash(project, tmp_path, "python -m http.server --port 8612", session="s-3") == []


def test_an_address_named_as_production_after_another_ties_a_command_to_it(project, tmp_path):
    (fact,) = store(
        project,
        "Hosts: staging 192.0.2.70, prod 192.0.2.71. Sign in as ops, never as root.",
        kind="fact",
    )
    assert bash(project, tmp_path, "ssh root@192.0.2.71 'systemctl restart api'") == [fact]
    # the staging box, named first, is where the memory sends the work
    assert bash(project, tmp_path, "ssh ops@192.0.2.70 uptime", session="s-2") == []


def test_a_second_address_given_its_own_use_is_no_wrong_host(project, tmp_path):
    (fact,) = store(
        project,
        "Prod DB is at 192.0.2.30:5432; the read replica for ad-hoc queries is 192.0.2.31.",
        kind="fact",
    )
    assert bash(project, tmp_path, "psql postgres://ro@192.0.2.31:5432/app -c 'select 1'") == []
    assert fact


def test_a_port_every_memory_names_ties_none_of_them(project, tmp_path):
    store(
        project,
        "API on 8400; 3000 is Grafana.",
        "Docs on 8401; 3000 is Grafana.",
        "Admin on 8402; 3000 is Grafana.",
        kind="fact",
    )
    assert bash(project, tmp_path, "curl -s localhost:3000/health") == []


@pytest.mark.parametrize(
    ("command", "ports"),
    [
        ("psql -h db -p 5433 -U x", [("5433", True)]),
        ("anvil --port=8545 --chain-id 1", [("8545", True)]),
        ("curl http://127.0.0.1:8080/healthz", [("8080", False)]),
        ("x 'Server=localhost,1433;Database=d'", [("1433", False)]),
        ("head -n 5 x.log", []),
        ("pytest -p 1 -k slow", []),
        ("pip install django==4.2.11", []),
    ],
)
def test_the_ports_a_command_uses(command, ports):
    assert toolports.command_ports(command) == ports


def test_a_year_is_no_port_unless_said_as_one():
    assert toolports.memory_ports("The dev profile went away (Nov 2026); API on 8081.") == ["8081"]
    assert toolports.memory_ports("SSH listens on port 2022, not 22.") == ["2022"]


def test_a_service_listed_on_its_port_is_no_wrong_port(project, tmp_path):
    (fact,) = store(
        project, "Compose for local: postgres on 5491, the fake bank on 8093.", kind="fact"
    )
    assert bash(project, tmp_path, "curl -s localhost:8093/__admin/mappings") == []
    assert fact


def test_a_port_said_to_run_the_commands_own_tool_is_what_the_call_does(project, tmp_path):
    (fact,) = store(
        project,
        "Local airflow: webserver on localhost:8281 (8280 is the mkdocs server).",
        kind="fact",
    )
    assert bash(project, tmp_path, "mkdocs serve --dev-addr localhost:8280") == []
    assert bash(project, tmp_path, "curl -s localhost:8280/api/v1/dags", session="s-2") == [fact]
