"""Claude Code hook entry points and the prompt hook's question to the running serve."""
