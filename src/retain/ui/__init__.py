"""`retain ui`: a local viewer over the Memory facade (stdlib http.server, no build step)."""
