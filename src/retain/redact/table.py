"""The ordered table of redaction rules that retain.redact.redact() passes over a text, and
which of them judge a value by its shape alone (the package's docstring describes each
family)."""

from __future__ import annotations

import re

from retain.redact.answers import ANSWER_RULES
from retain.redact.base import Rule, lazy, spare_placeholder
from retain.redact.calls import CALL_RULES
from retain.redact.changed import CHANGED_RULES
from retain.redact.chat import CHAT_RULES
from retain.redact.chatlines import CHAT_LINE_RULES
from retain.redact.chosen import CHOSEN_RULES
from retain.redact.chunks import CHUNK_RULES
from retain.redact.commands import COMMAND_RULES
from retain.redact.convo import CONVO_RULES
from retain.redact.devices import DEVICE_RULES
from retain.redact.dictated import DICTATED_RULES
from retain.redact.emitted import EMITTED_RULES
from retain.redact.fields import ASSIGNMENT_RULES, CONTEXT_RULES
from retain.redact.generated import GENERATED_RULES
from retain.redact.generic import GENERIC_RULES, VENDOR_LIKE_RULES, WHOLE_LINE_RULES
from retain.redact.labelled import LABELLED_RULES
from retain.redact.labelvalue import LABEL_VALUE_RULES
from retain.redact.manifests import MANIFEST_RULES
from retain.redact.ormbinds import ORM_BIND_RULES
from retain.redact.outputs import OUTPUT_RULES
from retain.redact.pairs import PAIR_RULES
from retain.redact.parents import PARENT_RULES
from retain.redact.phrases import PHRASE_RULES
from retain.redact.pieces import PIECE_RULES
from retain.redact.printed import PRINTED_RULES
from retain.redact.prose import PROSE_RULES
from retain.redact.quoted import QUOTED_RULES
from retain.redact.resets import RESET_RULES
from retain.redact.rotated import ROTATED_RULES
from retain.redact.secrettables import SECRET_TABLE_RULES
from retain.redact.shown import SHOWN_RULES
from retain.redact.slots import SLOT_RULES
from retain.redact.sql import SQL_RULES
from retain.redact.tokens import BLOCK_RULES, PREFIX_RULES
from retain.redact.told import TOLD_RULES
from retain.redact.toldname import TOLD_NAME_RULES
from retain.redact.toldprose import TOLD_PROSE_RULES
from retain.redact.toldvalue import TOLD_VALUE_RULES
from retain.redact.unnamed import UNNAMED_RULES
from retain.redact.usage import USAGE_RULES
from retain.redact.verifiers import VERIFIER_RULES
from retain.redact.webhooks import WEBHOOK_RULES

# `Bearer <token>` anywhere (headers, curl lines, logs). The token must contain a
# digit, so prose like "Bearer authentication" is left alone.
_BEARER = lazy(
    r"\bBearer[ \t]+(?P<secret>(?=[A-Za-z._~+/-]*[0-9])[A-Za-z0-9._~+/-]{8,}=*)",
    re.IGNORECASE,
)
# `Authorization: Basic <base64 user:pass>`; only in header context, since a bare
# "Basic <word>" is ordinary English. A placeholder there (`Basic REDACTED`, as error
# trackers and HTTP clients log a scrubbed header) stays.
_BASIC_AUTH = lazy(
    r"Authorization[\"']?[ \t]*[:=][ \t]*[\"']?Basic[ \t]+(?P<secret>[A-Za-z0-9+/]{8,}={0,2})",
    re.IGNORECASE,
)


# Order matters: whole blocks first, then vendor prefixes, then the generic shapes that
# would also match them under a vaguer label (a token in a header, a key in an .env).
RULES: tuple[Rule, ...] = (
    *BLOCK_RULES,
    *PREFIX_RULES,
    *WEBHOOK_RULES,
    *VERIFIER_RULES,
    Rule(_BASIC_AUTH, "basic-auth", spare_placeholder, gate=("authorization",)),
    Rule(_BEARER, "bearer-token", spare_placeholder, gate=("bearer",)),
    *COMMAND_RULES,
    *DEVICE_RULES,
    *SQL_RULES,
    *SECRET_TABLE_RULES,
    *ORM_BIND_RULES,
    *CONTEXT_RULES,
    *WHOLE_LINE_RULES,
    *ASSIGNMENT_RULES,
    *CALL_RULES,
    *PIECE_RULES,
    *OUTPUT_RULES,
    *EMITTED_RULES,
    *PRINTED_RULES,
    *SHOWN_RULES,
    *MANIFEST_RULES,
    *GENERIC_RULES,
    *VENDOR_LIKE_RULES,
    *PROSE_RULES,
    *LABELLED_RULES,
    *USAGE_RULES,
    *RESET_RULES,
    *ROTATED_RULES,
    *TOLD_RULES,
    *CHAT_RULES,
    *PHRASE_RULES,
    *SLOT_RULES,
    *CHAT_LINE_RULES,
    *CONVO_RULES,
    *TOLD_PROSE_RULES,
    *TOLD_NAME_RULES,
    *PAIR_RULES,
    *ANSWER_RULES,
    *CHANGED_RULES,
    *LABEL_VALUE_RULES,
    *CHOSEN_RULES,
    *QUOTED_RULES,
    *TOLD_VALUE_RULES,
    *DICTATED_RULES,
    *CHUNK_RULES,
    *GENERATED_RULES,
    *UNNAMED_RULES,
    *PARENT_RULES,
)
# The rules that judge a value by its shape with no credential's name beside it (a chat
# line's whole answer, a value told in a sentence, a quoted or generated-looking value): an
# object's id, tagged with its type, stays under these (retain.redact.objectids). A login
# told as a pair (retain.redact.pairs) is read from a login's context, so it is not here.
BY_SHAPE = frozenset(
    position
    for position, rule in enumerate(RULES)
    if any(
        rule is shaped
        for shaped in (
            *CHAT_LINE_RULES,
            *TOLD_VALUE_RULES,
            *CHOSEN_RULES,
            *CHUNK_RULES,
            *QUOTED_RULES,
            *GENERATED_RULES,
            *UNNAMED_RULES,
            *ANSWER_RULES,
        )
    )
)
