"""`retain serve`: the MCP server over stdio and the meaning socket it answers."""
