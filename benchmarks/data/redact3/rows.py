"""The row type and the memory-wrapping helpers shared by every family builder."""

from __future__ import annotations

import random
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Row:
    """One labelled text: secrets are exact substrings that must not survive."""

    text: str
    family: str
    lang: str = "en"
    secrets: tuple[str, ...] = field(default=())


# Ordinary coding-agent memory sentences used to bury a secret at the start, middle or
# end of a longer memory (placement matters to redactors that only look near keys).
FILLER = (
    "The repo uses uv; run `uv sync --frozen` before any test run.",
    "Integration tests need Docker running; the unit suite does not.",
    "The user prefers small commits with imperative subject lines.",
    "CI runs on ubuntu-24.04 and macos-14; Windows is best effort.",
    "Lint with ruff; format with ruff format, never black.",
    "The staging cluster is eu-west-1; production is us-east-1.",
    "Deploys go out Tuesdays and Thursdays after 14:00 UTC.",
    "Do not touch the generated files under api/gen/; regenerate with make gen.",
    "Flaky test: test_sync_retry times out on the ARM runners about one run in twenty.",
    "The team reviews PRs in the #eng-review channel.",
    "Schema migrations are applied with alembic upgrade head.",
    "Logs ship to Loki; dashboards live in the Grafana folder 'payments'.",
    "The mobile app pins API version 2024-06; do not remove v1 endpoints yet.",
    "Local dev server listens on port 8000; the worker on 8001.",
    "Cache keys are namespaced by tenant id, e.g. t:1042:invoices.",
    "Remember: the user asked for British spelling in docs.",
    "The nightly job rebuilds the search index at 02:30.",
    "Rate limit on the partner API is 600 requests per minute.",
    "Terraform state is in the ops-tfstate bucket with locking in DynamoDB.",
    "Use pnpm, not npm, in the web/ folder.",
)


def bury(rng: random.Random, text: str, where: str | None = None) -> str:
    """Place text at the start, middle or end of a longer memory (or leave it alone)."""
    where = where or rng.choice(["alone", "alone", "start", "middle", "end"])
    if where == "alone":
        return text
    a, b, c = rng.sample(FILLER, 3)
    if where == "start":
        return f"{text}\n{a} {b}"
    if where == "middle":
        return f"{a} {b}\n{text}\n{c}"
    return f"{a} {b} {c}\n{text}"
