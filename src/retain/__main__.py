"""`python -m retain ...` is the `retain` command."""

from retain.cli.main import main

raise SystemExit(main())
