"""Memories anchored to code: what a memory names, checks against the checkout, staleness."""
