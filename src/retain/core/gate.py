"""The write gate: is a new statement redundant, a refinement, a contradiction or novel?

Pure: it judges a candidate against its nearest live neighbours (already found by the
caller, with a similarity in [0, 1]). The agent's own verdict wins when it gives one;
these rules are the fallback, and they close a belief only on strong evidence that the
statement denies that one belief (claims.py), or says it corrects it (correction.py).
Weaker evidence becomes a "may update" hint: both stay live, the agent is asked to
confirm, the sleep pass settles it later. Settings: tuning halves (BENCHMARKS.md).

A statement of change is judged in gatechange.py; negation in polarity.py; the
neighbour, the judgement and the cut-offs are judgement.py's (all read here too)."""

from __future__ import annotations

import re

from retain import lexicon
from retain.core import bagslot, claims, clauses, listslot, roleslot, scopes, slots, valueslot
from retain.core.correction import corrected
from retain.core.countslot import slot_of
from retain.core.fixshape import other_failures
from retain.core.gatechange import figures, judge_change
from retain.core.handover import handover_update
from retain.core.history import records_incident, tells_past
from retain.core.items import another_item
from retain.core.judgement import HINT, MAX_HINTS, REDUNDANT, REFINEMENT, Judgement, Neighbour
from retain.core.keptpart import another_listed_name
from retain.core.noteslot import clause_update
from retain.core.polarity import NEGATION_WORDS, only_negation_differs, polarity
from retain.core.polarity import same_polarity as same_polarity  # re-exported: its old home
from retain.core.rivals import unrivalled
from retain.core.severalrules import replaces_one_of_several
from retain.core.standing import puts_back, reads_only, same_clock, same_number
from retain.core.swap import swap_update
from retain.core.underway import one_off, under_way
from retain.core.unsaid import left_alone, unsaid
from retain.core.valuekind import two_slots
from retain.text import content_hash, stem, tokens

# Words that announce a change of belief (claims.json says where they are read).
_CHANGE_CUES = re.compile(lexicon.pattern("claims", "change_cues"), re.IGNORECASE)


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
    # "...went back to 25%; it's at 25% again", "使用メモリは今 3.1GB": it holds (standing.py)
    if puts_back(text, belief, claims.parse_change(text)) or reads_only(text, belief):
        return Judgement("novel", None, f"leaves [{found.target}] standing")
    said = "under way" if under_way(text) else "for once" if one_off(text, belief) else ""
    item = another_item(text, belief)  # "AI-34 is open" against "AI-33 is open" (items.py)
    if not item and another_listed_name(text, belief, claims.parse_change(text)):
        item = "name than those listed in"  # "The Sentry contract ..." (keptpart.py)
    if not (said or item):
        return found
    # "The orders service is moving to MySQL", "just this once": the belief holds (underway.py)
    hints = tuple(dict.fromkeys([found.target, *found.may_update]))[:MAX_HINTS]
    if item:
        return Judgement("novel", None, f"another {item} than [{found.target}]", False, hints)
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
        if polarity(text) != polarity(n.text):
            # "Analytics reads from ClickHouse now; it does not use Postgres": the negation
            # is one clause's; another clause may restate the belief with a new value.
            update = _update_in_another_clause(text, n.text)
            if update is None or not update.strong:
                continue
        else:
            update = handover_update(text, n.text) or _update_in_a_clause(text, n.text)
        if update is not None and valueslot.same_value(update.old, update.new):
            continue  # "Dev server: localhost:5173" restates "runs on port 5173"
        if update is not None and change is not None and _holds_retired(update.new, change):
            weak.append(n.id)  # "from X to Y" read as one new value: it holds X, retired
            continue
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
    # "After the outage we raised the timeout to 6h": a record of an incident holds (history)
    weak += [n.id for n, u in strong if u.kind != "negation" and records_incident(n.text)]
    # "US cluster backups run at 07:00" says nothing of the EU cluster's: another scope
    weak += [n.id for n, u in strong if scopes.other_scope(text, n.text, (u.old, u.new))]
    # "CI lints with `fusesoc run`, not `make lint`" against a handover of five rules: one
    weak += [n.id for n, u in strong if replaces_one_of_several(n.text, u.old)]
    # "... until ingress-nginx is on chart 4.9", "0.12 への移行はいつ？": asked or awaited, not
    # said; "...; Python SDK не трогали": the part the belief gives its value for is kept
    weak += [
        n.id
        for n, u in strong
        if u.kind != "negation" and (unsaid(text, u.new) or left_alone(text, n.text, u.old))
    ]
    # "at half past two" names the 2 of "at 02:30", "quarter to ten" is 09:45 (standing.py)
    strong = [
        (n, u)
        for n, u in strong
        if n.id not in weak and not (same_number(u.old, u.new) or same_clock(u.old, text))
    ]
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


def _holds_retired(value: str, change: claims.Change) -> bool:
    """Does a value read from the statement name what the statement retires? Then it is
    no new value: "Switched from A to B" gives no slot the value "from A to B"."""
    if not change.old:
        return False
    return re.search(rf"(?<![\w-]){re.escape(change.old)}(?![\w-])", value, re.I) is not None


def _same_slot(text: str, n: Neighbour) -> slots.Update | None:
    """ "The backend service listens on port 9000" against "The API listens on port
    8080": one value of one kind replaced (valueslot), about the same thing (slotsubject),
    in a belief close enough to be on the subject at all."""
    if n.measure == "semantic" and n.similarity < HINT["semantic"]:
        return None
    said_ways = [text, *clauses.stated(text)]  # or one clause, without its reason
    said_ways += [clauses.without_asides(s) for s in said_ways]
    said_ways += [clauses.to_value(s) for s in said_ways]
    for belief in dict.fromkeys([n.text, _without_restating_asides(n.text)]):
        for said in dict.fromkeys(s for s in said_ways if s):
            found = slot_of(said, belief)  # valueslot's about the same thing, or an amount's
            if found is not None:
                return slots.Update(found.kind, found.old, found.new, cued=True)
    return None


_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


def _without_restating_asides(belief: str) -> str:
    """ "The coverage gate is 80% (`fail_under = 80` in pyproject.toml)": an aside whose
    numbers the belief already says outside it restates its value where it is set, so it
    is no second amount. Kept whole when any aside holds no number or one of its own."""
    bare = clauses.without_asides(belief)
    said = set(_NUMBER.findall(bare))
    asides = [set(_NUMBER.findall(a)) for a in clauses.asides(belief)]
    return bare if asides and all(a and a <= said for a in asides) else belief


def _update_in_a_clause(text: str, belief: str) -> slots.Update | None:
    """slots.update_of on the whole statement, else on one of its clauses."""
    found = slots.update_of(text, belief)
    if found is not None:
        return found
    bare = clauses.without_asides(text)  # "(agreed: zero blocked every PR)" is a reason
    found = slots.update_of(bare, belief) if bare != text else None
    if found is not None:
        return found
    found = _update_in_another_clause(text, belief)
    if found is not None:
        return found
    for clause in clauses.clauses(text):
        if polarity(clause) == polarity(belief):
            found = slots.version_update(clause, belief)
            if found is not None:
                return found
    return slots.named_version_update(text, belief) or clause_update(text, belief, polarity)


def _update_in_another_clause(text: str, belief: str) -> slots.Update | None:
    """slots.update_of on a clause said with the belief's polarity, when the statement
    has more than one clause."""
    parts = clauses.clauses(text)
    for clause in parts if len(parts) > 1 else []:
        if polarity(clause) == polarity(belief):
            found = slots.update_of(clause, belief)
            if found is not None:
                return found
    return None


def _negates_in_a_clause(text: str, belief: str) -> bool:
    """ "Staging does not use the production Auth0 tenant; it has its own" against
    "Staging uses the production Auth0 tenant": one clause is the belief negated."""
    if polarity(belief):
        return False
    parts = clauses.clauses(text)
    if len(parts) < 2:
        return False
    want = sorted(stem(t) for t in tokens(belief) if t not in NEGATION_WORDS)
    for clause in parts:
        if not polarity(clause):
            continue
        mine = sorted(stem(t) for t in tokens(clause) if t not in NEGATION_WORDS)
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
            return judge_change(text, valence, change, ranked)
        if polarity(text) != polarity(best.text):
            if only_negation_differs(text, best.text):
                return Judgement("contradiction", best.id, f"negates [{best.id}]")
            return Judgement("novel", None, f"may negate [{best.id}]", may_update=(best.id,))
        if figures(text) != figures(best.text):
            return Judgement(
                "novel", None, f"[{best.id}] with other figures", may_update=(best.id,)
            )
        return Judgement("redundant", best.id, f"same as [{best.id}]")
    if change is not None:
        return judge_change(text, valence, change, ranked)
    hints: list[int] = []
    for n in ranked:
        if n.similarity < REFINEMENT[n.measure]:
            break
        if n.valence == valence and polarity(text) != polarity(n.text):
            if only_negation_differs(text, n.text):
                return Judgement("contradiction", n.id, f"negates [{n.id}]")
            hints.append(n.id)
    if (
        best.similarity >= REFINEMENT[best.measure]
        and best.valence == valence
        and figures(text)
        and figures(best.text)
        and not (figures(text) & figures(best.text))
        and best.id not in hints
    ):
        hints.append(best.id)  # "the pool limit is 50" against "... is 20"
    if best.similarity >= REFINEMENT[best.measure] and best.id not in hints:
        return Judgement(
            "refinement", best.id, f"refines [{best.id}]", may_update=tuple(hints[:MAX_HINTS])
        )
    return Judgement("novel", None, "no close match in memory", may_update=tuple(hints[:MAX_HINTS]))


def announces_change(text: str) -> bool:
    """Does the text say a belief changed ("switched to", "no longer", "statt", ...)?"""
    return bool(_CHANGE_CUES.search(text))
