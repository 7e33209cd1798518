"""`python -m retain ...` is the `retain` command."""

from retain.cli import main

raise SystemExit(main())
