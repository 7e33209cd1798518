"""`python -m retain ...` is the `retain` command."""

from .cli import main

raise SystemExit(main())
