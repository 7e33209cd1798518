"""Team memory on a PostgreSQL server: admin commands, the offline outbox, the
SessionStart fast path and `retain team push`. The store itself is
retain.store.postgres; nothing here is needed by a SQLite-only install."""
