"""More ways to say a change, added after claims_lexicon: each with its needles.

"Y, not X" and "not X but Y" beyond English, passives of "replaced by", "no longer
<verb>" with any verb, Japanese and Chinese contrasts, Korean. Data, not logic: the rules
are `more_rules` in `retain/lexicon/claims.json`; claims.py runs these after
claims_lexicon.PATTERNS. Stdlib only.
"""

from __future__ import annotations

from retain.core.claims_lexicon import rules

PATTERNS = rules("more_rules")
