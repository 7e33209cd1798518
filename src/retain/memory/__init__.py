"""The `Memory` facade and the operations behind it: write, read, judge, curate, history."""
