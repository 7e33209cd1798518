"""Ranking: what `memory_search`, the prompt hook and the SessionStart block show."""
