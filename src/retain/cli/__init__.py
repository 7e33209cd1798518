"""`retain`: the command line."""
