"""Values that say of themselves that they are not a secret, recognised wherever a rule would
take them (retain.redact.public asks `says_not_secret` about every span a rule would replace).

A rule reads a secret's name and takes what stands after it; these values stand there and
are not the secret, by a format their owners document:

- a tool's mask in brackets (`(protected)`, `(sensitive value)`, `<hidden>`): npm's
  `npm config list` prints `_authToken = "(protected)"` (docs.npmjs.com, "npm-config"),
  Terraform prints `(sensitive value)` and `<sensitive>` (developer.hashicorp.com,
  "Sensitive values"); the words say the value was withheld;
- a request's signature tagged with its scheme (`X-Slack-Signature: v0=<64 hex>`,
  `X-Hub-Signature-256: sha256=<64 hex>`, `"signature": "sha1=<40 hex>"`): the HMAC of one
  request's body (api.slack.com/authentication/verifying-requests-from-slack;
  docs.github.com/webhooks, "Validating webhook deliveries"). It proves the sender knew
  the key and gives the key away no more than any digest does; a presigned URL's
  `X-Amz-Signature`, which grants access, carries no scheme tag and stays a secret;
- the value of a webhook's signature header, which its vendor documents as the HMAC of one
  delivery's body (and its time): `Stripe-Signature: t=..,v1=..`, `Paddle-Signature`,
  Svix's and Standard Webhooks' `webhook-signature`, `X-Twilio-Signature`,
  `X-Shopify-Hmac-Sha256`; replaying one re-delivers the same event, and the signing
  secret, which is a credential, is never in it;
- a JWT whose claims say it is an example (`"example": true`, or jwt.io's sample
  subject `1234567890` / `John Doe`): a documentation token, signed with a key that
  guards nothing;
- an unsigned JWT (RFC 7519, 6: header `"alg": "none"`, an empty signature): anyone can
  write one, so it proves nothing and a server that checks signatures refuses it;
- code where a value would stand: a string literal closed and joined to an expression
  (`"password=" * ENV["PGPASSWORD"]`, `+ System.getenv("PG_PASSWORD")`), or a span of one
  to three marks with no letter or digit (`slackToken :: IO Text`);
- a span inside an AWS Secrets Manager or SSM ARN, or a CloudFormation dynamic reference
  (`{{resolve:secretsmanager:name}}`, `secretsmanager:name`): a rule that starts inside
  the ARN (at the secret's name `db_password-AbC123`) reads a piece of a reference.
"""

from __future__ import annotations

import base64
import binascii
import json
import re

# A mask word, in the brackets a tool prints it in.
_MASK_WORDS = frozenset(
    """
    protected sensitive hidden redacted filtered masked omitted withheld
    """.split()
) | {"sensitive value"}
_MASK = re.compile(r"[(<\[]([a-z]+(?:[ _][a-z]+)?)(?:[)>\]]|$)", re.IGNORECASE)

# A signature with its scheme's tag: Slack's `v0=`, GitHub's `sha256=` and `sha1=`, the
# hex digest of the length the scheme's hash gives.
_TAGGED_SIGNATURE = re.compile(r"(?:v0=|sha256=)[0-9a-f]{64}|sha1=[0-9a-f]{40}", re.IGNORECASE)
_SIGNATURE_REACH = 60  # characters before the value searched for a signature's name
_SIGNATURE_NAME = re.compile(r"signature", re.IGNORECASE)
# A webhook's signature header, its separator, and what of its value comes before the span.
_WEBHOOK_SIGNATURE = re.compile(
    r"(?:(?:stripe|paddle|svix|webhook)-signature|x-twilio-signature|x-shopify-hmac-sha256)"
    r"[\"']?[ \t]*[:=][ \t]*[\"']?[^\s\"']{0,100}$",
    re.IGNORECASE,
)

# After a literal's closing quote: an operator set off by spaces, then a name or a call.
_JOINED_EXPRESSION = re.compile(
    r"[ \t]+(?:\.\.|[+*.&])[ \t]+[A-Za-z_$][\w$]*(?:[.:][A-Za-z_]\w*)*[ \t]*[\[(]?"
)
_MARKS_ONLY = re.compile(r"[^\w\s]{1,3}")

# A JWT whole (header, claims, signature), as this check and retain.redact.public read it.
JWT = re.compile(r"eyJ[\w-]{10,}\.(eyJ[\w-]{10,})\.[\w-]{16,}")
# Claims that mark a token as an example, and jwt.io's sample token's claims.
_EXAMPLE_CLAIMS = ("example", "sample", "demo", "fake", "dummy")
_JWT_IO_SAMPLE = {"sub": "1234567890", "name": "John Doe"}
# An unsigned JWT: a header and claims, then the dot before an empty signature.
_UNSIGNED_JWT = re.compile(r"(eyJ[\w-]{10,})\.eyJ[\w-]{10,}\.?")

# An ARN of AWS Secrets Manager or SSM (which ECS's `valueFrom` takes), and the short
# forms of CloudFormation's dynamic references (docs.aws.amazon.com/AWSCloudFormation/
# latest/UserGuide/dynamic-references.html): `resolve:secretsmanager:<id>`.
_ARN = re.compile(
    r"arn:aws[\w-]*:(?:secretsmanager|ssm):[\w-]*:\d{12}:(?:secret:|parameter/)[\w/+=.@-]*"
)
_ARN_REACH = 120
_DYNAMIC_REFERENCE = re.compile(r"(?:resolve:)?(?:secretsmanager|ssm|ssm-secure):[\w/+=.@-]+")


def says_not_secret(text: str, start: int, end: int) -> bool:
    """True when `text[start:end]`, the span a rule would replace, is one of the values
    above that say they are not a secret."""
    if _JOINED_EXPRESSION.fullmatch(text, start, end) and text[start - 1 : start] in "\"'":
        return start > 0  # `"password=" * ENV["PGPASSWORD"]`: the literal ends, code follows
    value = text[start:end].strip("*`\"'")
    if _MARKS_ONLY.fullmatch(text, start, end):
        return True
    mask = _MASK.fullmatch(value)
    if mask is not None:
        return mask.group(1).casefold().replace("_", " ") in _MASK_WORDS
    if _TAGGED_SIGNATURE.fullmatch(value):
        head = text[max(0, start - _SIGNATURE_REACH) : start].rsplit("\n", 1)[-1]
        return _SIGNATURE_NAME.search(head) is not None
    if JWT.fullmatch(value):
        return _example_jwt(value)
    line = text[max(0, start - _SIGNATURE_REACH - 100) : start].rsplit("\n", 1)[-1]
    if _WEBHOOK_SIGNATURE.search(line) is not None:
        return True
    unsigned = _UNSIGNED_JWT.fullmatch(value)
    if unsigned is not None and _signature_empty(text, end):
        header = _decoded(unsigned.group(1))
        return header is not None and header.get("alg") == "none"
    if _DYNAMIC_REFERENCE.fullmatch(value):
        return True
    return _inside_arn(text, start, end)


def jwt_claims(value: str) -> dict[str, object] | None:
    """The claims of the JWT `value` (its second part, base64url JSON), or None when they do
    not decode to an object."""
    return _decoded(value.split(".")[1])


def _decoded(part: str) -> dict[str, object] | None:
    """A JWT's part (base64url JSON) as an object; None when it is none."""
    try:
        found = json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    return found if isinstance(found, dict) else None


def _signature_empty(text: str, end: int) -> bool:
    """The JWT ending at `end` has nothing after its last dot (its signature is empty)."""
    rest = text[end : end + 2]
    tail = rest[1:] if rest.startswith(".") and text[end - 1 : end] != "." else rest
    if text[end - 1 : end] != "." and not rest.startswith("."):
        return False
    return not tail[:1] or not (tail[:1].isalnum() or tail[:1] in "_-")


def _example_jwt(value: str) -> bool:
    """The JWT `value`'s claims say it is an example (see _EXAMPLE_CLAIMS)."""
    claims = jwt_claims(value)
    if claims is None:
        return False
    if any(claims.get(name) is True for name in _EXAMPLE_CLAIMS):
        return True
    return all(claims.get(name) == sample for name, sample in _JWT_IO_SAMPLE.items())


def _inside_arn(text: str, start: int, end: int) -> bool:
    """The span lies in a Secrets Manager or SSM ARN: one run of non-space characters that
    begins with the ARN's head (a rule may start at the secret's name or at `aws:`)."""
    if any(mark in text[start:end] for mark in " \t\n"):
        return False
    head = text[max(0, start - _ARN_REACH) : start]
    cut = max(head.rfind(mark) for mark in " \t\n\"'`(")
    return _ARN.fullmatch((head[cut + 1 :] + text[start:end]).rstrip("*`\"'")) is not None
