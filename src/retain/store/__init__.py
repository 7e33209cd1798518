"""Storage: the one connect(), the schema (only by migration) and every SQL statement."""
