"""Values that name where a secret is kept, by their shape: a reference is not the secret.

retain.redact.public asks `names_a_secret` about every span a rule would replace. A rule
that reads a secret's name and takes what follows (`password: X`, a table's password
column, "the password is X") cannot tell a value from a pointer to one by the name; the
value's own shape can. Four shapes are pointers, or names, in every system that uses them:

- a call with a name as its only argument (`credentials('deploy-token')`,
  `env('DB_PASSWORD')`, `config("SECRET_KEY")`, `secret('db/pass')`): Jenkins' pipeline
  `credentials()` helper, Laravel's `env()`, python-decouple's `config()` and every lookup
  of the kind resolve the name at run time; a literal secret is not a call, and the
  argument here is a name (lower-case words, or an environment variable's capitals),
  never a random string;
- a path of lower-case names whose last name, or its `#field`, is a secret's name
  (`ci/honeycomb-key`, `secret/data/staging#crm_token`, `vault:kv/app/db-password`): how
  Vault's KV paths, AWS Secrets Manager's names and CI secret plugins name an entry
  (base._SECRET_NAME_VALUE is the same test for a name without a path);
- a chat channel (`#ops-access`): Slack's and Mattermost's channel names are lower-case
  words joined by `-` or `_` (slack.com/help/articles/201402297, "Channel names can only
  contain lowercase letters, numbers, hyphens, and underscores"); where to ask for a
  secret, never one;
- a list of option names (`AutoGenerate,IsolateApps`, `Read, Write`): .NET writes a flags
  enum's value as its names joined by commas (learn.microsoft.com, "Enum.ToString",
  FlagsAttribute), and ASP.NET's machineKey documents `AutoGenerate,IsolateApps` as the
  default of its `validationKey` and `decryptionKey`; every part is a capitalised word.

The random part of a secret is what these shapes lack: each part is a word or a name.

What stands in a secret's place is no secret either, whichever rule reads it there:

- a masked value (`ghp_••••••••RhlR`, `sk_live_****XLqS`, `••••••••`, `xxxxxxxxxxxx`,
  and the bullets as a JSON string escapes them, `\\u2022`): dashboards, `kubectl`, CI logs
  and password managers show a credential so, a vendor's prefix and the last few
  characters at most around the mask; what is left beside the mask is a word or four
  characters, never enough to be the value (base.masked, the test is_placeholder uses too);
- a Kubernetes `secretKeyRef` / `configMapKeyRef` (kubernetes.io/docs/concepts/
  configuration/secret, "Using Secrets as environment variables"), as `kubectl describe`
  and a grep of manifests show it in place of the value;
- a command substitution in backquotes that reads a store (`` `pass show mail/dune` ``,
  POSIX shell's older form of `$(...)`): its arguments are a path or options, not a value;
- a stand-in that a rule read on into the next field of a list (`%PGPASSWORD%;SSLmode=
  require`, `••••••••&group_list=staff`): the stand-in, then only `name=value` fields.
"""

from __future__ import annotations

import re

from retain.redact.base import is_placeholder, masked

# A secret's noun as the last word of a name (`honeycomb-key`, `crm_token`, `db-password`).
_NOUN = r"(?:password|passwd|pass|pwd|pw|token|secret|key|apikey|credentials?|creds|passphrase)"
_WORD = r"[a-z][a-z0-9]*"
_NAME = rf"{_WORD}(?:[-_.]{_WORD})*"

# `name('arg')`: a dotted identifier called with one quoted name (lower-case words joined
# by `-`, `_`, `.`, `/` or `:`, or capitals joined by `_`).
_CALL = re.compile(
    r"[A-Za-z_][\w.]{0,40}\([ \t]*(?P<q>[\"'])"
    rf"(?:{_NAME}(?:[/:]{_NAME})*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)"
    r"(?P=q)[ \t]*\)"
)

# A path of lower-case names, at least two, behind an optional scheme (`vault:`); the last
# name or the `#field` after it ends in a secret's noun.
_NAME_PATH = re.compile(
    rf"(?:[a-z][a-z0-9+]*:)?{_NAME}(?:/{_NAME})+"
    rf"(?:[#:]{_NAME})?"
)
_ENDS_IN_NOUN = re.compile(rf"(?:^|[-_.#/:]){_NOUN}s?$")

# A channel: `#` and lower-case words joined by `-` or `_` (at least two words).
_CHANNEL = re.compile(r"#[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+")

# Option names: two or more, each capitalised words run together, joined by `,`.
_OPTION_LIST = re.compile(r"(?:[A-Z][a-z]+)+(?:,[ \t]?(?:[A-Z][a-z]+)+)+")


_KEY_REF = re.compile(r"(?:secret|configMap)KeyRef(?:[ \t:]+[\w./-]+)*")
# `` `pass show mail/dune` ``: a command's name, then a path or an option among its words.
_BACKQUOTED_COMMAND = re.compile(
    r"`[a-z][\w-]*(?: [\w.:@-]+)*(?: (?:[\w.:@-]*/[\w./:@-]+|--?\w+))`"
)
# The stand-in read on into the fields after it: `%PGPASSWORD%;SSLmode=require`.
_INTO_FIELDS = re.compile(r"(?P<head>[^;&\s]+)(?:[;&][\w.-]+=[\w./:-]*)+[;&]?")


def _stands_in(value: str) -> bool:
    """True when `value` stands where a secret would: a mask, a manifest's reference to a
    Secret's key, a command that reads one (see above)."""
    if _KEY_REF.fullmatch(value) or _BACKQUOTED_COMMAND.fullmatch(value):
        return True
    return masked(value)


def names_a_secret(value: str) -> bool:
    """True when `value` is a reference to a kept secret, or a stand-in for one, not a
    secret (see above)."""
    if _CALL.fullmatch(value) or _CHANNEL.fullmatch(value) or _OPTION_LIST.fullmatch(value):
        return True
    if _stands_in(value):
        return True
    fields = _INTO_FIELDS.fullmatch(value)
    if fields is not None:
        head = fields.group("head")
        return is_placeholder(head) or _stands_in(head) or names_a_secret(head)
    return _NAME_PATH.fullmatch(value) is not None and _ENDS_IN_NOUN.search(value) is not None
