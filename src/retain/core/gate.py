"""The write gate: is a new statement redundant, a refinement, a contradiction or novel?

Pure: it judges a candidate against its nearest live neighbours (already found by the
caller, with a similarity in [0, 1]). The agent's own verdict wins when it gives one;
these rules are the fallback, and they close a belief only on strong evidence that the
statement denies that one belief (claims.py), or says it corrects it (correction.py).
Weaker evidence becomes a "may update" hint: both stay live, the agent is asked to
confirm, the sleep pass settles it later. Settings: tuning halves (BENCHMARKS.md)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from retain import lexicon
from retain.core import bagslot, claims, clauses, listslot, roleslot, scopes, slots, valueslot
from retain.core.correction import corrected
from retain.core.countslot import slot_of
from retain.core.fixshape import other_failures
from retain.core.handover import handover_update
from retain.core.history import tells_past
from retain.core.noteslot import clause_update
from retain.core.onlyclause import holds_new
from retain.core.rivals import unrivalled
from retain.core.swap import swap_update
from retain.core.underway import one_off, under_way
from retain.core.valuekind import two_slots
from retain.text import content_hash, stem, tokens

# Similarity cut-offs. Semantic (cosine of MiniLM vectors) and lexical (token Jaccard)
# live on different scales, so each has its own.
REDUNDANT = {"semantic": 0.92, "lexical": 0.8}
REFINEMENT = {"semantic": 0.78, "lexical": 0.5}
RELATED = {"semantic": 0.55, "lexical": 0.25}  # a change not on the subject: hint this close
HINT = {"semantic": 0.4, "lexical": 0.2}  # a change on the same subject: hint this close
MAX_HINTS = 2  # "may update" links per write: more would be noise to the agent
NUMBER_SUBJECT = 2  # shared subject words for "changed X to <number>" to close a belief

# Words that announce a change of belief (claims.json says where they are read).
_CHANGE_CUES = re.compile(lexicon.pattern("claims", "change_cues"), re.IGNORECASE)
_NEGATION = re.compile(
    r"\b(not|never|no|don't|doesn't|isn't|aren't|won't|cannot|can't|avoid)\b", re.I
)
# Set aside when comparing a statement with its negation (tokens() splits "don't").
_NEGATION_WORDS = frozenset(
    "not never no don t doesn isn aren won cannot can do does did should must please".split()
)


@dataclass(frozen=True)
class Neighbour:
    id: int
    text: str
    similarity: float
    valence: str
    measure: str  # "semantic" or "lexical"


@dataclass(frozen=True)
class Judgement:
    verdict: str  # novel | refinement | redundant | contradiction
    target: int | None
    why: str
    outcome_differs: bool = False
    # Weaker evidence that the statement updates these beliefs: recorded as links the
    # agent is asked to confirm, never closed by the gate itself.
    may_update: tuple[int, ...] = ()
    # Beliefs that already say what the statement says is now true (not replaced).
    confirms: tuple[int, ...] = ()


def judge(text: str, valence: str, neighbours: list[Neighbour]) -> Judgement:
    """Classify `text` against its neighbours, most similar first (`_judge`), then look for
    a belief it restates with another value (slots.py); a fix of another failure is none."""
    neighbours = [n for n in neighbours if not other_failures(text, n.text)]
    found = _judge(text, valence, neighbours)
    same_text = any(content_hash(n.text) == content_hash(text) for n in neighbours)
    if not (found.verdict == "contradiction" or found.outcome_differs or same_text):
        found = _with_updates(text, valence, neighbours, found)
        fixed = corrected(text, valence, neighbours) if found.verdict != "contradiction" else None
        found = found if fixed is None else Judgement("contradiction", fixed, f"corrects [{fixed}]")
    if found.verdict != "contradiction" or found.target is None:
        return found
    if tells_past(text):  # "Secrets used to rotate every 90 days": then, not now
        return Judgement("novel", None, f"tells the past of [{found.target}]")
    belief = next((n.text for n in neighbours if n.id == found.target), "")
    said = "under way" if under_way(text) else "for once" if one_off(text, belief) else ""
    if not said:
        return found
    # "The orders service is moving to MySQL", "just this once": the belief holds (underway.py)
    hints = tuple(dict.fromkeys([found.target, *found.may_update]))[:MAX_HINTS]
    return Judgement("novel", None, f"a change of [{found.target}] {said}", False, hints)


def _with_updates(
    text: str, valence: str, neighbours: list[Neighbour], found: Judgement
) -> Judgement:
    """A belief restated with a new number or a name said new is closed; else a hint."""
    strong: list[tuple[Neighbour, slots.Update]] = []
    weak: list[int] = []
    kinded: list[tuple[Neighbour, slots.Update]] = []  # the same slot by its value's kind
    swapped: list[tuple[Neighbour, slots.Update]] = []  # a name for a name (swap.py)
    change = claims.parse_change(text)
    for n in sorted(neighbours, key=lambda n: (-n.similarity, n.id)):
        if change is not None and change.new is not None and claims.asserts(n.text, change.new):
            continue  # it already says what the statement says is now true
        # No similarity floor: the alignment itself asks for a shared frame.
        if n.valence != valence or n.id in found.confirms:
            continue
        if _negates_in_a_clause(text, n.text):
            strong.append((n, slots.Update("negation", n.text, text, cued=True)))
            continue
        if _polarity(text) != _polarity(n.text):
            continue
        update = handover_update(text, n.text) or _update_in_a_clause(text, n.text)
        if update is not None and valueslot.same_value(update.old, update.new):
            continue  # "Dev server: localhost:5173" restates "runs on port 5173"
        if update is not None and not update.strong:
            kind_slot = _same_slot(text, n) or roleslot.role_update(text, n.text)
            update = kind_slot if kind_slot is not None else update
        if update is not None and slots.adds_to(text, n.text):
            weak.append(n.id)  # "CI now caches pip too": a value beside the belief's
            continue
        if update is None:
            found_slot = _same_slot(text, n)
            listed = listslot.list_update(text, n.text) if found_slot is None else None
            if listed is not None:  # "maintainers: A, B and C" against "maintainers: A and B"
                found_slot = slots.Update("list", listed[0], listed[1], cued=True)
            if found_slot is None:  # "Docs site now uses Docusaurus": "is built with mkdocs"
                found_slot = bagslot.bag_update(text, n.text) or roleslot.role_update(text, n.text)
            named = swap_update(text, n.text) if found_slot is None else None
            swapped += [(n, named)] if named is not None else []
            if found_slot is not None and slots.adds_to(text, n.text):
                weak.append(n.id)
            elif found_slot is not None:
                kinded.append((n, found_slot))
            continue
        (strong.append((n, update)) if update.strong else weak.append(n.id))
    # "now uses Tailwind" against "uses React": names of two kinds fill two slots (valuekind)
    weak += [n.id for n, u in [*strong, *kinded, *swapped] if two_slots(u, n.text)]
    strong, kinded, swapped = (
        [p for p in ps if p[0].id not in weak] for ps in (strong, kinded, swapped)
    )
    # a name for a name only where no value of a kind is; neither where a rival is nearer
    kinded = unrivalled(text, kinded, neighbours) or unrivalled(text, swapped, neighbours)
    if not strong and len(kinded) == 1:
        strong = kinded  # more than one belief with that slot: which one is not clear
    elif not strong:
        weak += [n.id for n, _ in kinded]
    # "US cluster backups run at 07:00" says nothing of the EU cluster's: another scope
    weak += [n.id for n, u in strong if scopes.other_scope(text, n.text, (u.old, u.new))]
    strong = [(n, u) for n, u in strong if n.id not in weak]
    if strong:
        target, update = strong[0]
        rest = [n.id for n, _ in strong[1:]] + [i for i in found.may_update if i != target.id]
        why = (
            f"negates [{target.id}] in one clause"
            if update.kind == "negation"
            else f"restates [{target.id}] with {update.new!r} for {update.old!r}"
        )
        return Judgement(
            "contradiction",
            target.id,
            why,
            may_update=tuple(dict.fromkeys(rest))[:MAX_HINTS],
            confirms=found.confirms,
        )
    if not weak:
        return found
    hints = tuple(dict.fromkeys([*found.may_update, *weak]))[:MAX_HINTS]
    if found.verdict == "redundant":  # another name in the same place is not a duplicate
        return Judgement("novel", None, f"may update [{weak[0]}]", may_update=hints)
    return Judgement(
        found.verdict, found.target, found.why, found.outcome_differs, hints, found.confirms
    )


def _same_slot(text: str, n: Neighbour) -> slots.Update | None:
    """ "The backend service listens on port 9000" against "The API listens on port
    8080": one value of one kind replaced (valueslot), about the same thing (slotsubject),
    in a belief close enough to be on the subject at all."""
    if n.measure == "semantic" and n.similarity < HINT["semantic"]:
        return None
    said_ways = [text, *clauses.stated(text)]  # or one clause, without its reason
    said_ways += [clauses.without_asides(s) for s in said_ways]
    said_ways += [clauses.to_value(s) for s in said_ways]
    for said in dict.fromkeys(s for s in said_ways if s):
        found = slot_of(said, n.text)  # valueslot's about the same thing, or an amount's
        if found is not None:
            return slots.Update(found.kind, found.old, found.new, cued=True)
    return None


def _update_in_a_clause(text: str, belief: str) -> slots.Update | None:
    """slots.update_of on the whole statement, else on one of its clauses."""
    found = slots.update_of(text, belief)
    if found is not None:
        return found
    bare = clauses.without_asides(text)  # "(agreed: zero blocked every PR)" is a reason
    found = slots.update_of(bare, belief) if bare != text else None
    if found is not None:
        return found
    parts = clauses.clauses(text)
    for clause in parts if len(parts) > 1 else []:
        if _polarity(clause) == _polarity(belief):
            found = slots.update_of(clause, belief)
            if found is not None:
                return found
    for clause in parts:
        if _polarity(clause) == _polarity(belief):
            found = slots.version_update(clause, belief)
            if found is not None:
                return found
    return slots.named_version_update(text, belief) or clause_update(text, belief, _polarity)


def _negates_in_a_clause(text: str, belief: str) -> bool:
    """ "Staging does not use the production Auth0 tenant; it has its own" against
    "Staging uses the production Auth0 tenant": one clause is the belief negated."""
    if _polarity(belief):
        return False
    parts = clauses.clauses(text)
    if len(parts) < 2:
        return False
    want = sorted(stem(t) for t in tokens(belief) if t not in _NEGATION_WORDS)
    for clause in parts:
        if not _polarity(clause):
            continue
        mine = sorted(stem(t) for t in tokens(clause) if t not in _NEGATION_WORDS)
        if mine and mine == want:
            return True
    return False


def _judge(text: str, valence: str, neighbours: list[Neighbour]) -> Judgement:
    """Classify `text` against its neighbours, most similar first. A contradiction only
    when the statement names the value one belief asserts as retired ("from X to Y", "Y
    instead of X", "no longer X") about its subject, or is that belief negated; weaker
    signs (only the new value named, a negation, another number) are `may_update` hints."""
    if not neighbours:
        return Judgement("novel", None, "nothing similar in memory")
    ranked = sorted(neighbours, key=lambda n: (-n.similarity, n.id))
    best = ranked[0]
    same_text = content_hash(best.text) == content_hash(text)
    change = claims.parse_change(text)
    if same_text or best.similarity >= REDUNDANT[best.measure]:
        if best.valence != valence:
            return Judgement(
                "novel",
                best.id,
                f"close to [{best.id}] but with a different outcome",
                outcome_differs=True,
            )
        if same_text:
            return Judgement("redundant", best.id, f"same as [{best.id}]")
        if change is not None and claims.parse_change(best.text) is None:
            return _judge_change(text, valence, change, ranked)
        if _polarity(text) != _polarity(best.text):
            if only_negation_differs(text, best.text):
                return Judgement("contradiction", best.id, f"negates [{best.id}]")
            return Judgement("novel", None, f"may negate [{best.id}]", may_update=(best.id,))
        if _figures(text) != _figures(best.text):
            return Judgement(
                "novel", None, f"[{best.id}] with other figures", may_update=(best.id,)
            )
        return Judgement("redundant", best.id, f"same as [{best.id}]")
    if change is not None:
        return _judge_change(text, valence, change, ranked)
    hints: list[int] = []
    for n in ranked:
        if n.similarity < REFINEMENT[n.measure]:
            break
        if n.valence == valence and _polarity(text) != _polarity(n.text):
            if only_negation_differs(text, n.text):
                return Judgement("contradiction", n.id, f"negates [{n.id}]")
            hints.append(n.id)
    if (
        best.similarity >= REFINEMENT[best.measure]
        and best.valence == valence
        and _figures(text)
        and _figures(best.text)
        and not (_figures(text) & _figures(best.text))
        and best.id not in hints
    ):
        hints.append(best.id)  # "the pool limit is 50" against "... is 20"
    if best.similarity >= REFINEMENT[best.measure] and best.id not in hints:
        return Judgement(
            "refinement", best.id, f"refines [{best.id}]", may_update=tuple(hints[:MAX_HINTS])
        )
    return Judgement("novel", None, "no close match in memory", may_update=tuple(hints[:MAX_HINTS]))


def _judge_change(
    text: str, valence: str, change: claims.Change, ranked: list[Neighbour]
) -> Judgement:
    """A statement of change: find the belief asserting the value it retires."""
    subject = claims.subject(text, change)
    same = [n for n in ranked if n.valence == valence]
    confirms = tuple(
        n.id
        for n in same
        if change.new is not None
        and claims.asserts(n.text, change.new)
        and not (change.old is not None and claims.asserts(n.text, change.old))
    )
    wider = subject | (claims.keys(change.new) if change.new else frozenset())
    about = {n.id: clauses.shared(wider, claims.words_of(n.text)) for n in same}
    denied: list[Neighbour] = []
    if change.old is not None:
        denied = [
            n
            for n in same
            if n.id not in confirms
            and (_holds(n.text, change.old) or _holds_name(n.text, change.old))
            and not (change.new is not None and holds_new(n.text, change.old, change.new))
        ]
    versioned: list[Neighbour] = []
    if change.old is None and change.new is not None:
        # "We're on Go 1.22 now" against "ledger is a Go 1.21 service": the name is the
        # subject, the version the value; the words before the change say whose version
        # ("The admin tool now uses Node 20" says nothing of "The web app uses Node 18").
        lead = claims.subject(text[: min(change.at, default=0)], change)
        versioned = [
            n
            for n in same
            if n.id not in confirms
            and slots.other_version(change.new, n.text)
            and (not lead or lead & claims.words_of(n.text))
        ]
        if _figures(change.new) and not claims.keys(change.new) - _figures(change.new):
            owner = clauses.owner_of(text, change.new)
            # "switched Node to 22" against "Node is pinned to 18 in .nvmrc": only a number
            # is named, so the subject must carry it (two shared words, another number).
            versioned += [
                n
                for n in same
                if n.id not in confirms
                and about[n.id] >= NUMBER_SUBJECT
                and _figures(n.text)
                and not (_figures(n.text) & _figures(change.new))
                # what the number is a value of ("their precision fell to 0.2") is named
                and (not owner or clauses.shared(owner, claims.words_of(n.text)) >= 1)
            ]
    if change.tentative:
        strong: list[Neighbour] = []
    elif versioned:
        strong = versioned
    elif subject:
        strong = [n for n in denied if about[n.id] >= 1]
        if not strong and all(clauses.other_script(subject, n.text) for n in denied):
            # "全局状态改用 Zustand,不再用 Redux Toolkit 了" against "pixelmint's state
            # management uses Redux Toolkit": the subject is named in a script the belief
            # does not use, so only the values can say which belief it is.
            strong = denied if change.kind == "pair" and len(denied) == 1 else []
    else:  # "Jenkins was replaced by GitHub Actions": the value alone names the belief
        strong = denied if change.kind == "pair" and len(denied) == 1 else []
    if (
        not strong
        and not change.tentative
        and not versioned
        and subject
        and not claims.subject(text, change, clause=True)
    ):
        # "We dropped Poetry for uv; pyproject stays the same": the other clause is about
        # something else, and the change's own clause names only the two values (or only
        # the retired one: "We no longer squash-merge; PRs are rebased").
        strong = denied if len(denied) == 1 else []
    # The clause that says the change names the subject best: "Integration tests no longer
    # call Stripe; they use stripe-mock" is about integration tests, not about mocks.
    own = claims.subject(text, change, clause=True)
    near = {n.id: len(own & claims.words_of(n.text)) for n in same}
    strong.sort(key=lambda n: (-near[n.id], -about[n.id], -n.similarity, n.id))
    if strong and (
        clauses.narrows(claims.clause_of(text, change.at), change, strong[0].text)
        or scopes.other_scope(text, strong[0].text, (change.old, change.new))
    ):
        hints = tuple(n.id for n in strong[:MAX_HINTS])
        why = f"changes {change.old!r} for part of what [{strong[0].id}] is about"
        return Judgement("novel", None, why, may_update=hints, confirms=confirms)
    if strong:
        target = strong[0]
        hints = tuple(n.id for n in strong[1 : 1 + MAX_HINTS])
        return Judgement(
            "contradiction",
            target.id,
            f"retires {change.old!r}, which [{target.id}] asserts",
            may_update=hints,
            confirms=confirms,
        )
    # Weaker: a change about this subject that does not name (or does not match) what
    # it replaces. The closest related belief on the subject may be the one it updates.
    hints_list = [
        n.id
        for n in denied + same
        if n.id not in confirms
        and n.similarity >= (HINT if about[n.id] >= 1 else RELATED)[n.measure]
        and (about[n.id] >= 1 or not subject)
        and not (change.new is not None and claims.asserts(n.text, change.new))
    ]
    hints = tuple(dict.fromkeys(hints_list))[:MAX_HINTS]
    why = "announces a change" + (f" of {change.old!r}" if change.old else "")
    return Judgement("novel", None, why, may_update=hints, confirms=confirms)


def _holds(belief: str, value: str) -> bool:
    """Does the belief assert the value (rather than deny it or retire it itself)?"""
    if not claims.asserts(belief, value):
        return False
    own = claims.parse_change(belief)
    if own is not None:
        return own.new is not None and claims.asserts(own.new, value)
    return not _polarity(belief)


def _holds_name(belief: str, value: str) -> bool:
    """_holds for the proper name a retired value is made of ("the GitLab pipeline file"
    retires GitLab): the belief names it (claims.named_in) and does not deny it."""
    if not claims.named_in(belief, value):
        return False
    return _holds(belief, value.split()[0])


def only_negation_differs(a: str, b: str) -> bool:
    """ "do not run migrations on deploy" against "run migrations on deploy": the same
    words once negations and auxiliaries are set aside."""
    wa = [t for t in tokens(a) if t not in _NEGATION_WORDS]
    wb = [t for t in tokens(b) if t not in _NEGATION_WORDS]
    return bool(wa) and sorted(wa) == sorted(wb)


def _figures(text: str) -> set[str]:
    return {t for t in tokens(text) if any(ch.isdigit() for ch in t)}


def announces_change(text: str) -> bool:
    """Does the text say a belief changed ("switched to", "no longer", "statt", ...)?"""
    return bool(_CHANGE_CUES.search(text))


def same_polarity(a: str, b: str) -> bool:
    """False when exactly one of the two statements is negated."""
    return _polarity(a) == _polarity(b)


def _polarity(text: str) -> bool:
    text = _REPLY_NO.sub("", text)  # "No, we moved it to Fridays": a correction, not a negation
    return len(_NEGATION.findall(text)) % 2 == 1


_REPLY_NO = re.compile(r"^\s*(?:no|nope)\s*[,:]", re.IGNORECASE)
