"""Webhooks: URLs that carry their secret in the path, and the keys that sign or route
their events.

Whoever has an incoming webhook's URL can post into the channel or trigger the flow, so
the token segment of the path is the credential; the host and the fixed path stay
readable. Slack, Discord and Teams have their own rules in tokens.py; here:

- the generic `/hooks/<token>` path that Mattermost and Rocket.Chat-style servers serve
  (a 20+ character run mixing letters and digits, so `/hooks/deploy` and a numeric hook
  id stay);
- Zapier's catch hooks (`hooks.zapier.com/hooks/catch/<account>/<token>`), Make's
  (`hook.<zone>.make.com/<token>`), IFTTT's Maker key (`maker.ifttt.com/.../key/<key>`);
- a PagerDuty Events API routing (integration) key, 32 hex under a name that says so;
- a webhook's signing secret given as a form field (`-f config[secret]=...`, GitHub's
  REST API for hooks), or any `[secret]`/`[token]`/`[password]` subscript of a form.

A masked or marked example (`XXXX`, `example`) is spared like every other token.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_placeholder, lazy, spare_placeholder

# Letters and digits both: an id of digits alone (`/hooks/123456`) names a hook, not a secret.
_HOOK_TOKEN = r"(?=[a-zA-Z]{0,80}[0-9])(?=[0-9]{0,80}[a-zA-Z])[A-Za-z0-9]{20,80}(?![A-Za-z0-9])"
_GENERIC_HOOK = lazy(rf"://[\w.-]{{1,253}}(?::\d{{1,5}})?/hooks/(?P<secret>{_HOOK_TOKEN})")
_AUTOMATION_HOOK = lazy(
    r"(?:hooks\.zapier\.com/hooks/(?:catch|standard)/\d{3,12}/(?P<zap>[A-Za-z0-9]{5,40})"
    r"|hook\.[a-z0-9]{1,10}\.make\.com/(?P<make>[A-Za-z0-9]{20,60})"
    r"|maker\.ifttt\.com/(?:trigger/[\w-]{1,80}/(?:json/)?)?with/key/(?P<ifttt>[\w-]{16,60}))"
)
# PagerDuty's Events API v2 routing key (an integration key) is 32 hex characters.
_ROUTING_KEY = lazy(
    r"(?i:routing|integration|service|events?)[_-]?key[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<secret>[0-9a-f]{32})(?![0-9A-Za-z])"
)
# The vendors' documented webhook paths, on whatever host serves them (a proxy, a
# self-hosted mirror, a test domain): Slack's `/services/T.../B.../<24>`, Discord's
# `/api/webhooks/<snowflake>/<token>`, Teams' `/IncomingWebhook/<32 hex>/`, PagerDuty's
# Events v1 `/integration/<32 hex>/enqueue`, a Feishu or Lark custom bot's
# `/open-apis/bot/v2/hook/<hook id>` (the id alone lets anyone post as the bot). The
# path's shape says what the part is.
_HOOK_SHAPE = lazy(
    r"/(?:services/T[A-Z0-9]{8,12}/B[A-Z0-9]{8,12}/(?P<slack>[A-Za-z0-9]{24})(?![A-Za-z0-9])"
    r"|api/webhooks/\d{17,20}/(?P<discord>[\w-]{60,80})(?![\w-])"
    r"|IncomingWebhook/(?P<teams>[0-9a-f]{32})/"
    r"|integration/(?P<pagerduty>[0-9a-f]{32})/enqueue"
    r"|open-apis/bot/v2/hook/(?P<feishu>[\w-]{20,80})(?![\w-]))"
)
_FORM_SUBSCRIPT = lazy(
    r"\[(?i:secret|token|password|passwd|api_?key|access_?token|signing_?secret)\]"
    r"=[\"']?(?P<secret>[^\s&\"']{8,200})"
)


def _automation_span(m: re.Match[str]) -> tuple[int, int]:
    for group in ("zap", "make", "ifttt"):
        if m.group(group) is not None:
            return m.span(group)
    return m.end(), m.end()  # unreachable: one alternative always matched


def _hook_span(m: re.Match[str]) -> tuple[int, int]:
    for group in ("slack", "discord", "teams", "pagerduty", "feishu"):
        if m.group(group) is not None:
            return m.span(group)
    return m.end(), m.end()  # unreachable: one alternative always matched


def _spare_hook(m: re.Match[str]) -> bool:
    start, end = _hook_span(m)
    return is_placeholder(m.string[start:end])


def _spare_automation(m: re.Match[str]) -> bool:
    start, end = _automation_span(m)
    return is_placeholder(m.string[start:end])


WEBHOOK_RULES: tuple[Rule, ...] = (
    Rule(_GENERIC_HOOK, "webhook", spare_placeholder, gate=("/hooks/",)),
    Rule(
        _AUTOMATION_HOOK,
        "webhook",
        _spare_automation,
        secret_span=_automation_span,
        gate=("zapier.com", "make.com", "ifttt.com"),
    ),
    Rule(
        _HOOK_SHAPE,
        "webhook",
        _spare_hook,
        secret_span=_hook_span,
        gate=(
            "/services/t",
            "/api/webhooks/",
            "/incomingwebhook/",
            "/integration/",
            "/bot/v2/hook/",
        ),
    ),
    Rule(_ROUTING_KEY, "routing-key", spare_placeholder, gate=("key",)),
    Rule(_FORM_SUBSCRIPT, "secret", spare_placeholder, gate=("]=",)),
)
