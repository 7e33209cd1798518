"""Quality and speed harnesses for retain. Run them as modules from the repository root:

    python -m benchmarks.locomo          # LoCoMo retrieval quality (needs ../shared/bench-data)
    python -m benchmarks.coding_cases    # the coding-agent retrieval set
    python -m benchmarks.speed           # latency, throughput and size at 1k-100k memories

They are separate from the test suite; tests/test_benchmarks.py runs tiny versions.
"""
