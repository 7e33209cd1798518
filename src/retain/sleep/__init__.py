"""The sleep pass: capture, consolidate, merge, decay and prune (`python -m retain.sleep`).

Nothing is imported here, so `retain.sleep.capture` and friends load only what they use.
"""
