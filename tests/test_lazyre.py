"""retain.lazyre: module-level patterns compiled on first use (issue 29)."""

import importlib
import re

import pytest

from retain.lazyre import LazyPattern, compile_all, lazy

# Every module on the tool hooks' path whose patterns were made lazy.
LAZY_MODULES = (
    "retain.hooks.payload",
    "retain.core.danger",
    "retain.core.signature",
    "retain.core.errorquote",
    "retain.core.errorslot",
    "retain.core.errorlines",
    "retain.core.errorplace",
    "retain.rank.tool_checkfix",
    "retain.rank.toolvalue",
    "retain.rank.toolports",
    "retain.core.toolcode",
    "retain.core.checkids",
    "retain.core.toolcommit",
    "retain.core.toolstage",
    "retain.core.toolcommand",
    "retain.core.toolfolders",
    "retain.core.toolforms",
    "retain.core.toolglobs",
    "retain.core.toolkeys",
    "retain.core.toolplaces",
    "retain.core.toolqualified",
    "retain.core.toolroles",
    "retain.core.toolspans",
    "retain.core.toolwhen",
    "retain.rank.tool_failed",
    "retain.rank.tool_failtie",
    "retain.rank.tool_failrare",
    "retain.core.errorsaid",
    "retain.rank.toolabout",
    "retain.rank.toolcontent",
    "retain.rank.memoryforms",
    "retain.rank.toolfollow",
    "retain.rank.toolforbid",
    "retain.rank.toolquiet",
    "retain.rank.toolturns",
    "retain.rank.tooltarget",
    "retain.rank.tooltie",
    "retain.rank.asks",
)


def test_a_lazy_pattern_is_compiled_on_first_use_only():
    p = lazy(r"(?P<word>[a-z]+)-(\d+)", re.I)
    assert "_compiled" not in vars(p)  # nothing compiled at definition
    assert p.pattern == r"(?P<word>[a-z]+)-(\d+)"  # readable without compiling
    assert "_compiled" not in vars(p)
    assert p.search("see ABC-12 now").group("word") == "ABC"
    assert "_compiled" in vars(p) and "search" in vars(p)  # the method is now on the instance


def test_a_lazy_pattern_answers_as_the_compiled_one():
    source, text = r"(\w+)=(\d+)", "a=1, b=22; c=x"
    lazy_p, real = lazy(source), re.compile(source)
    assert lazy_p.findall(text) == real.findall(text)
    assert [m.span() for m in lazy_p.finditer(text)] == [m.span() for m in real.finditer(text)]
    assert lazy_p.sub(r"\2", text) == real.sub(r"\2", text)
    assert lazy_p.subn("-", text) == real.subn("-", text)
    assert lazy_p.split(text) == real.split(text)
    assert lazy_p.match(text).group(0) == real.match(text).group(0)
    assert lazy_p.fullmatch("a=1") is not None and lazy_p.fullmatch(text) is None
    assert (lazy_p.flags, lazy_p.groups, lazy_p.groupindex) == (
        real.flags,
        real.groups,
        real.groupindex,
    )


def test_a_name_a_pattern_does_not_have_is_an_attribute_error():
    p = lazy("x")
    with pytest.raises(AttributeError):
        p.serach("x")  # noqa: B018 - a typo must not pass silently
    with pytest.raises(AttributeError):
        p.__deepcopy__  # noqa: B018


def test_a_broken_lazy_pattern_fails_when_compiled():
    p = lazy("(unclosed")
    with pytest.raises(re.error):
        p.compiled()


@pytest.mark.parametrize("module", LAZY_MODULES)
def test_every_lazy_pattern_of_the_hook_modules_compiles(module):
    """What import-time compilation used to prove: a broken pattern fails here, not in a
    user's tool call."""
    namespace = vars(importlib.import_module(module))
    assert compile_all(namespace) >= 1
    assert not any(isinstance(v, re.Pattern) for k, v in namespace.items() if k.isupper())
    assert all("_compiled" in vars(v) for v in namespace.values() if isinstance(v, LazyPattern))
