"""Embedders by name through the `retain.embedders` entry-point group: retain's own
names resolve without reading installed metadata, a plugin a package registers is found
and used (a real dist-info on the path, the real stdio server), and a name nothing
provides is refused with the names that would work."""

from __future__ import annotations

import os
from pathlib import Path

import anyio
import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from conftest import PYTHON, subprocess_env
from retain import config
from retain.errors import InvalidInput

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    tomllib = None  # type: ignore[assignment]

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"
PLUGIN_NAME = "fake-hash"  # what the test plugin registers; tests/fakes.py builds it


def install_plugin(site: Path, entries: dict[str, str], dist: str = "retain_fake_plugin") -> Path:
    """What `pip install` of a package declaring `entries` in the group leaves behind:
    a dist-info folder with METADATA and entry_points.txt, in `site`."""
    info = site / f"{dist}-1.0.dist-info"
    info.mkdir(parents=True)
    name = dist.replace("_", "-")
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n")
    lines = "".join(f"{k} = {v}\n" for k, v in entries.items())
    (info / "entry_points.txt").write_text(f"[{config.EMBEDDER_GROUP}]\n{lines}")
    return site


@pytest.fixture
def plugin_site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    site = install_plugin(tmp_path / "site", {PLUGIN_NAME: "fakes:FakeEmbedder"})
    monkeypatch.syspath_prepend(str(site))
    return site


@pytest.mark.skipif(tomllib is None, reason="tomllib is Python 3.11+")
def test_pyproject_declares_the_builtin_embedders():
    """The group in pyproject.toml and the table that resolves without metadata agree,
    and every factory they name exists."""
    declared = tomllib.loads(PYPROJECT.read_text())["project"]["entry-points"]
    assert declared[config.EMBEDDER_GROUP] == config.BUILTIN_EMBEDDERS
    import retain.vectors.embed as embed

    for target in config.BUILTIN_EMBEDDERS.values():
        module, _, attr = target.partition(":")
        assert module == embed.__name__ and callable(getattr(embed, attr))


def test_builtin_names_read_no_metadata(monkeypatch: pytest.MonkeyPatch):
    """The default path and every built-in name work when the installed metadata lacks
    the group (an editable install made before it existed): they never read it."""
    import importlib.metadata

    def no_metadata(**_: object) -> object:
        raise AssertionError("read installed metadata for a built-in name")

    monkeypatch.setattr(importlib.metadata, "entry_points", no_metadata)
    for name in config.BUILTIN_EMBEDDERS:
        monkeypatch.setenv("RETAIN_EMBEDDER", name.upper())
        assert config.embedder_name() == name
        assert config.embedder_factory(name) == config.BUILTIN_EMBEDDERS[name]
    monkeypatch.setenv("RETAIN_EMBEDDER", "none")
    assert config.embedder_name() == "none"


def test_a_plugin_entry_point_is_found_and_built(plugin_site: Path, monkeypatch):
    from retain.vectors.embed import create

    monkeypatch.setenv("RETAIN_EMBEDDER", PLUGIN_NAME)
    assert config.embedder_name() == PLUGIN_NAME
    assert config.plugin_embedders() == {PLUGIN_NAME: "fakes:FakeEmbedder"}
    assert config.loads_quickly(PLUGIN_NAME)  # chosen explicitly: one-shot commands load it
    embedder = create()
    assert embedder is not None and embedder.name == "fake-hash-64"
    vecs = embedder.embed(["blue green deploys", "blue green deploys"])
    assert vecs.shape == (2, 64) and float(vecs[0] @ vecs[1]) == pytest.approx(1.0)


def test_a_plugin_cannot_take_a_builtin_name(tmp_path: Path, monkeypatch):
    site = install_plugin(tmp_path / "site", {"minilm": "fakes:FakeEmbedder", "none": "x:y"})
    monkeypatch.syspath_prepend(str(site))
    assert config.plugin_embedders() == {}
    assert config.embedder_factory("minilm") == config.BUILTIN_EMBEDDERS["minilm"]


def test_an_unknown_name_lists_the_installed_ones(plugin_site: Path, monkeypatch):
    monkeypatch.setenv("RETAIN_EMBEDDER", "minlm")
    with pytest.raises(InvalidInput) as e:
        config.embedder_name()
    msg = str(e.value)
    assert msg.startswith("RETAIN_EMBEDDER must be one of minilm, minilm-onnx, minilm-st, none")
    assert f"installed plugins: {PLUGIN_NAME}" in msg and "'minlm'" in msg
    with pytest.raises(
        InvalidInput, match=f"installed: minilm, minilm-onnx, minilm-st, {PLUGIN_NAME}"
    ):
        config.embedder_factory("minlm")


def test_the_server_loads_a_plugin_by_its_entry_point(
    plugin_site: Path, project_dir: Path, tmp_path: Path
):
    """`retain serve` with RETAIN_EMBEDDER=<entry-point name>: the real stdio server finds
    the plugin in the installed metadata, loads it behind the handshake and searches by
    meaning with it; a misspelt name is reported by memory_status, the server still up."""

    def params(name: str, home: str) -> StdioServerParameters:
        env = subprocess_env(RETAIN_EMBEDDER=name, RETAIN_HOME=home)
        env["PYTHONPATH"] = os.pathsep.join([str(plugin_site), env["PYTHONPATH"]])
        env["CLAUDE_PROJECT_DIR"] = str(project_dir)
        return StdioServerParameters(
            command=PYTHON, args=["-m", "retain", "serve"], env=env, cwd=str(project_dir)
        )

    async def status_when_settled(session: ClientSession) -> str:
        # Settled: the embedder loaded (or failed) and the vector of a memory written while
        # it loaded has been computed by the serve's back-fill after the load.
        for _ in range(300):
            result = await session.call_tool("memory_status", {})
            text = result.content[0].text
            waiting = "waiting for vectors" in text and "0 memories waiting" not in text
            if "loading" not in text and not waiting:
                return text
            await anyio.sleep(0.1)
        raise AssertionError(f"the embedder never settled: {text}")

    async def main() -> tuple[str, str, str]:
        async with (
            stdio_client(params(PLUGIN_NAME, str(tmp_path / "a"))) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            await session.call_tool(
                "memory_write", {"text": "Invoices are rounded half-even to the cent."}
            )
            ready = await status_when_settled(session)
            found = await session.call_tool("memory_search", {"query": "invoices rounding"})
            hits = found.content[0].text
        async with (
            stdio_client(params("minlm", str(tmp_path / "b"))) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            wrong = await status_when_settled(session)
        return ready, hits, wrong

    ready, hits, wrong = anyio.run(main)
    assert f"{PLUGIN_NAME} loaded (fake-hash-64)" in ready, ready
    assert "[1] Invoices are rounded half-even" in hits and "meaning" in hits, hits
    assert f"installed plugins: {PLUGIN_NAME}" in wrong, wrong


def test_doctor_reports_the_plugin_and_its_factory(plugin_site: Path, monkeypatch):
    from retain.cli.doctor import check_embedder

    monkeypatch.setenv("RETAIN_EMBEDDER", PLUGIN_NAME)
    check = check_embedder()
    assert check.ok and f"plugin {PLUGIN_NAME} (fakes:FakeEmbedder)" in check.detail
    monkeypatch.setenv("RETAIN_EMBEDDER", "minlm")
    check = check_embedder()
    assert not check.ok and f"installed plugins: {PLUGIN_NAME}" in check.detail
