"""`python -m retain.sleep`: the detached sleep pass the SessionEnd hook starts."""

import sys

from retain.sleep.run import main

sys.exit(main())
