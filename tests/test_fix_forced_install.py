"""A pass bought by forcing past a dependency conflict teaches no fix (round 43)."""

from __future__ import annotations

import pytest

from retain.core import danger


@pytest.mark.parametrize(
    "steps",
    [
        "npm install --legacy-peer-deps",
        "npm config set legacy-peer-deps true",
        "npm install --force",
        "npm i react-dnd -f",
        "pip install --no-deps -r requirements.txt",
        "python -m pip install -r req.txt --no-deps",
        "composer install --ignore-platform-reqs",
        "composer update --ignore-platform-req=ext-gd",
        "yarn install --ignore-engines",
        "rm -rf node_modules package-lock.json ; npm install",
        "rm yarn.lock && yarn",
        "rm go.sum ; go mod tidy",
    ],
)
def test_a_forced_install_buys_no_fix(steps: str) -> None:
    assert danger.destroys(steps)


@pytest.mark.parametrize(
    "steps",
    [
        "npm cache clean --force ; npm install",
        "rm -rf node_modules ; npm ci",
        "git checkout -- package-lock.json ; npm ci",
        "npm install --package-lock-only",
        "pip install -r requirements.txt",
        "rm package-lock.json.bak",
        "composer install --no-scripts",
        "playwright install --force chromium",
        "pnpm install --force",
    ],
)
def test_an_ordinary_install_is_not_forced(steps: str) -> None:
    assert danger.destroys(steps) is None
