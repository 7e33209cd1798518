"""What a prompt asks for, read from its phrasing: whether it is a general question, and
whether it is a mechanical edit (`mechanical_edit`, at the end).

A general question asks for knowledge anyone could give ("whats the difference between a
guard and an interceptor", "macro vs weighted F1, which one and why", "explain PKCE like
im five", "how is the iso 6346 check digit actually calculated? curious"), not for
anything this project or this user decided, ran into or set up. Memory rarely helps with
one, yet it names the topic a store knows (the memory that chose D1, the one quoting a
macro-F1 score), so its words and meaning reach the prompt bar as a task's do: on the
tune halves of the session sets (benchmarks/inject_bench.py) five of the seven blocks
shown for a prompt needing no memory answered such a question. The prompt block
(retain.rank.prompt, `Bar.general`) shows a line for one only when meaning puts it very
close, as an error message pasted into "explain this" is to the memory that quotes it.

The cues are the phrasing of a question about concepts: a comparison ("difference
between", "X vs Y" asked as a question, "how does X compare"), a request to explain, "in
general", "conceptually", "just curious", a "what"/"how"/"why" question about what
something "actually" does; with the usual words for "difference" and "explain" in the
languages retain.rank.glossary reads and a few more. A prompt that names the user's own
work ("we", "our", "my", "this repo") is not a general question, whatever else it says.

Stdlib only: the prompt hook imports this module; its patterns compile on first use.
"""

from __future__ import annotations

from retain.lazyre import lazy

# Only the prompt's head is read: a general question is short, and a pasted log after
# "explain this" must not cost a scan of every sentence for each "how" in it.
HEAD_CHARS = 500

# A comparison, a request to explain, a question about the concept itself.
_GENERAL = lazy(
    r"\bdifference\s+between\b|\bdiff\s+between\b|\bwhat'?s\s+the\s+(?:actual\s+|practical\s+"
    r"|real\s+)?difference\b|\bhow\s+(?:does|do|is|are)\b[^.?!\n]{0,80}\bcompare\b"
    r"|\bpros\s+and\s+cons\b|\bexplain\b|\beli5\b|\blike\s+i'?m\s+(?:five|5)\b"
    r"|\bjust\s+curious\b|\bcurious\b[?!.]*\s*$|\bin\s+general\b|\bgenerally\s+speaking\b"
    r"|\bconceptually\b"
    r"|\b(?:what|whats|how|why)\b[^.?!\n]{0,80}\bactual(?:ly)?\b"
    r"|\bhow\s+does\b[^.?!\n]{0,80}\bwork\b|^\W*what\s+is\s+(?!the\b|this\b|that\b|it\b)"
    r"|^\W*what'?s\s+an?\b"
    # the same in other languages: "difference" and "explain"
    r"|\bunterschied\b|\bdiferencia\b|\bdiff[ée]rence\b|\bdiferen[çc]a\b|\bverschil\b"
    r"|\bforskjell(?:en)?\b|\bskillnad(?:en)?\b|\bdifferenza\b|\br[óo][żz]nic"
    r"|\bexpl[ií]ca(?:me|r)?\b|\bexpliqu|\berkl[äa]r|\bspiega|\bforklar|区别|差别|違い",
    0,
)
# "X vs Y" is a general question when it is asked as one ("useMemo vs useCallback, when
# do I use which?"); a report comparing two of the project's things ("staging vs prod
# counts differ") is not, unless it asks which, when or why.
_VERSUS = lazy(r"\b(?:vs\.?|versus)\s", 0)
_ASKING = lazy(r"\?|\b(?:which|when|what|whats|why|should|better|pick|prefer|choose|default)\b", 0)
# The user's own work: a question about it is not a general one.
_OURS = lazy(
    r"\b(?:we|we're|we've|our|ours|us|my|mine|this\s+(?:repo|project|codebase|app|service)"
    r"|wir|unser\w*|nuestr[oa]s?|nosotros|noss[oa]s?|notre|nos)\b",
    0,
)


def general_question(prompt: str) -> bool:
    """Whether the prompt asks a general question (the module's doc): a comparison, a
    request to explain, a question about what a thing is or does, not about the user's
    own work."""
    text = prompt[:HEAD_CHARS].casefold()
    if _OURS.search(text):
        return False
    if _GENERAL.search(text):
        return True
    return bool(_VERSUS.search(text) and _ASKING.search(text))


# A mechanical edit: the prompt says exactly what to change and the change needs no
# knowledge of how the thing is built: a rename, a sort or reorder, a reformat, a typo, a
# size or a colour ("rename the variable cmp to compartment in alloc.go", "sort the rows
# by island", "make the boundary line thicker and green"). It names a thing the store
# describes, so the memory describing it (a `fact`: a layout, an integration) clears the
# bar on the name alone; on the tune halves of sessions2-11 every fact line shown for
# one was unwanted (5 of 5), while the rules such an edit may break (a public field kept,
# a shipped migration never edited) are constraints, lessons or procedures, still shown.
_EDIT = lazy(
    r"\brename\b|\bsort\s+(?:the|these|this|it|them|by)\b|\breorder\b|\breformat\b"
    r"|\bfix\s+(?:the|a|this|that)\s+typo\b"
    r"|\bmake\s+(?:the\s+|it\s+|them\s+)?[^.?!\n]{0,40}\b(?:bigger|smaller|larger|thicker"
    r"|thinner|wider|narrower|taller|shorter|bold|bolder|green|red|blue|grey|gray|black"
    r"|white|orange|yellow|purple)\b",
    0,
)


def mechanical_edit(prompt: str) -> bool:
    """Whether the prompt is an instruction for a mechanical edit (a rename, a sort, a
    reformat, a typo, a size or colour), not a question: the memories that describe what
    it names are not what it needs (retain.rank.prompt leaves `fact` lines out)."""
    text = prompt[:HEAD_CHARS].casefold()
    return "?" not in text and bool(_EDIT.search(text))
