"""The multilingual cue lexicon transcript capture scores sentences with.

Cue phrases per language (en, zh, ja, ko, es, fr, de, ru, pt), compiled once at import,
plus the sentence, markdown and code shapes and the function words that tell a language.
Every cue is matched in every language at once: a German session may quote an English rule.
Pure data and `re`; the scoring that weighs these cues lives in `retain.capture`.
"""

from __future__ import annotations

import re


def _rx(*alternatives: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{a})" for a in alternatives), re.IGNORECASE)


def _lower_pattern(pattern: str) -> str:
    """Lower-case a pattern's literals, leaving escapes such as \\S or \\W alone."""
    return re.sub(
        r"\\.|[^\\]+", lambda m: m.group() if m.group()[0] == "\\" else m.group().lower(), pattern
    )


def _probe(text: str) -> str:
    """The form cue patterns are matched against: lower case, straight apostrophes."""
    return text.replace("’", "'").lower()


class _Matcher:
    """Cue alternatives compiled for speed, matched against lower-cased text.

    Python's `re` tries every alternative at every position unless all of them begin with
    a literal character. So `\\bword` is written `w(?<=\\bw)ord` (same meaning, literal first),
    and alternatives anchored with `^` are tried once, at the start of the sentence.
    """

    def __init__(self, *alternatives: str) -> None:
        lowered = [_lower_pattern(a) for a in alternatives]
        head = [a[1:] for a in lowered if a.startswith("^")]
        body = [re.sub(r"^\\b([^\W\d_])", r"\1(?<=\\b\1)", a) for a in lowered if a[:1] != "^"]
        self._head = re.compile("^(?:" + "|".join(f"(?:{a})" for a in head) + ")") if head else None
        self._body = re.compile("|".join(f"(?:{a})" for a in body)) if body else None

    def search(self, low: str) -> bool:
        return bool(
            (self._head is not None and self._head.match(low))
            or (self._body is not None and self._body.search(low))
        )

    def first(self, low: str) -> int:
        """Where the first match starts, or -1."""
        starts = [
            m.start()
            for m in (
                self._head.match(low) if self._head is not None else None,
                self._body.search(low) if self._body is not None else None,
            )
            if m is not None
        ]
        return min(starts, default=-1)

    def last_end(self, low: str) -> int:
        """Where the last match ends, or -1."""
        ends = [m.end() for m in self._body.finditer(low)] if self._body is not None else []
        head = self._head.match(low) if self._head is not None else None
        if head is not None:
            ends.append(head.end())
        return max(ends, default=-1)

    def sub(self, repl: str, low: str) -> str:
        if self._head is not None:
            low = self._head.sub(repl, low, count=1)
        return self._body.sub(repl, low) if self._body is not None else low


# fmt: off
_LEXICON: dict[str, tuple[float, tuple[str, ...]]] = {
    # The user asks, in words, for this to be kept.
    "explicit": (0.9, (
        r"\bremember\b(?!\s+(?:when|how|why|what|if|whether)\b)", r"\bdon'?t forget\b",
        r"\bdo not forget\b", r"\bnote (?:for|to) (?:the future|self|future reference)\b",
        r"\bfor future reference\b", r"\bkeep in mind\b", r"\bbear in mind\b",
        r"\bmake a note\b",
        "记住", "记得", "别忘", "不要忘", "备忘",
        "覚えて", "忘れないで", "忘れずに", "念頭に",
        "기억해", "기억하", "잊지 ?마", "명심",
        r"\brecuerd[ae]\b", r"\bno (?:te |lo |la |los |las )?olvides\b",
        r"\bten(?:ga)? en cuenta\b", r"\btoma nota\b",
        r"\bsouviens-toi\b", r"\brappelle-toi\b", r"\bn'oublie(?:z)? pas\b",
        r"\bretiens (?:bien|que)\b", r"\bgarde(?:z)? (?:en tête|à l'esprit)\b", r"\bnote bien\b",
        r"\bmerk(?:e)? dir\b", r"\bmerken\b", r"\bvergiss nicht\b", r"\bnicht vergessen\b",
        r"\bdenk(?:e)? daran\b", r"\bbehalte? im (?:Kopf|Hinterkopf)\b", r"\bzur Erinnerung\b",
        r"\bзапомни\w*", r"\bне забуд\w*", r"\bне забывай\w*",
        r"\bимей(?:те)? в виду\b", r"\bучти(?:те)?\b", r"\bна будущее\b",
        r"\blembre-se\b", r"\blembr[ae]\b", r"\bnão (?:se )?esque[çc]a\b",
        r"\btenha em mente\b", r"\bguarde (?:isso|isto)\b", r"\banote\b",
    )),
    # The user corrects the agent (or the record): a belief to replace.
    "correction": (0.6, (
        r"^(?:no|nope)[,.!:]\s+\S", r"\bthat'?s (?:wrong|not right|incorrect)\b",
        r"\bthat is (?:wrong|not right|incorrect)\b", r"\bnot \w+(?: \w+)?,? but\b",
        r"\binstead of\b", r", not \w+", r"\bdon'?t use \S+.{0,40}\buse\b",
        r"\bdo not use \S+.{0,40}\buse\b",
        "^不对", "^不是", "错了", r"不是.{1,20}而是", "而不是", "应该(?:用|是|使用)",
        "違います", "^違う", "ではなく", "じゃなくて", "間違",
        "^아니(?:요|야)?[,. ]", "^아뇨", "틀렸", "아니라", "말고", "^いいえ", "^不用",
        r"\best[áa] mal\b", r"\bno es \w+.{0,30}\bsino\b",
        r"\ben (?:vez|lugar) de\b", r", no \w+", r", nicht \w+", r", não \w+",
        r"^non[,.]\s", r"\bc'est faux\b", r"\bce n'est pas (?:ça|correct|bon)\b",
        r"\bau lieu de\b", r"\bplutôt qu(?:e\b|')", r", pas\b",
        r"^nein[,.]\s", r"\bdas ist falsch\b", r"\bdas stimmt nicht\b",
        r"\bnicht \w+.{0,30}\bsondern\b", r"\bstattdessen\b", r"\bstatt\b", r"\banstatt\b",
        r"^нет[,.]\s", r"\bэто (?:неправильно|не так)\b", r"\bневерно\b",
        r", а не\b", r"\bвместо\b",
        r"^não[,.]\s", r"\best[áa] errado\b", r"\bem vez de\b",
        r"\bao invés de\b",
    )),
    # "Actually, ..." often opens a correction, as often it is only a filler: weak alone.
    "actually": (0.35, (
        r"^actually\b", "^其实", "^実は", "^사실은?", r"\ben realidad\b", r"\ben fait\b",
        r"\beigentlich\b", r"\bна самом деле\b", r"\bna verdade\b",
    )),
    # Saying it again: "as I said", "again".
    "reiterate": (0.45, (
        r"\bas I (?:said|mentioned)\b", r"\bI (?:already )?told you\b", r"\blike I said\b",
        r"^again\b", "我说过", "再说一次", "言いました", "もう一度言", "말했잖아", "다시 말하지만",
        r"\bcomo (?:ya )?dije\b", r"\bcomme je (?:l'ai )?(?:dit|disais)\b", r"\bwie gesagt\b",
        r"\bкак я (?:уже )?(?:говорил|сказал)\w*", r"\bcomo eu (?:já )?disse\b",
    )),
    "decision": (0.55, (
        r"\bwe(?:'ve| have)? decided\b", r"\bdecided to\b",
        r"\blet'?s (?:go with|use|stick with)\b",
        r"\bwe(?:'ll| will) (?:use|go with|stick with|keep|switch to)\b",
        r"\bwe(?:'re| are) going (?:with|to use)\b", r"\bwe (?:chose|picked|settled on|agreed)\b",
        r"\bthe decision (?:is|was)\b",
        # A change of state supersedes an older belief: "we switched from X to Y".
        r"\bwe(?:'ve| have)? (?:switched|moved|migrated) (?:from|to|over)\b", "换成了?", "迁移到",
        "に移行し", "に切り替え", "로 (?:바꿨|옮겼|전환)", r"\bnos pasamos a\b", r"\bmigramos\b",
        r"\bon est passé (?:à|sur)\b", r"\bumgestiegen\b", r"\bumgestellt\b", r"\bмы перешли\b",
        r"\bmudamos para\b",
        "我们决定", "决定(?:用|使用|采用)", "就用", "采用",
        "決め(?:た|ました)", "ことにし(?:た|ました|よう|ます)", "にしましょう", "を採用",
        "결정했", "하기로 ?(?:했|하자|합시다)", "로 ?(?:가자|갑시다)", "사용하기로", "채택",
        r"\bdecidimos\b", r"\bhemos decidido\b", r"\bvamos a usar\b", r"\busaremos\b",
        r"\bnos quedamos con\b", r"\boptamos por\b",
        r"\bon a (?:décidé|choisi)\b", r"\bnous avons (?:décidé|choisi)\b", r"\bon part sur\b",
        r"\bon (?:va utiliser|utilisera)\b", r"\bnous utiliserons\b",
        r"\bwir haben (?:uns )?(?:entschieden|für)\b", r"\bentschieden\b", r"\bwir bleiben bei\b",
        r"\bwir setzen auf\b", r"\bwir (?:nehmen|verwenden|nutzen) ab jetzt\b",
        r"\bмы решили\b", r"\bрешили\b", r"\bбудем использовать\b", r"\bрешено\b",
        r"\bостановил(?:и|ись)(?:сь)? на\b",
        r"\bvamos (?:usar|com|ficar com)\b", r"\bescolhemos\b", r"\bficamos com\b",
    )),
    # Hard rules: never / always / do not.
    "constraint": (0.6, (
        r"\bnever\b(?!\s*mind)", r"\balways\b", r"\bdo not\b",
        r"^(?:(?:and|also|but|so),?\s+)?(?:please\s+)?(?:don'?t|do not)\b",
        r"\bmust not\b", r"\bmustn'?t\b", r"\bunder no circumstances\b", r"\bnot allowed\b",
        "不要", r"别(?!的|人|处)", "不准", "禁止", "总是", "永远", "千万", "务必", "始终",
        "必ず", "決して", "しないで", "してはいけない", "禁止", "絶対", "常に",
        "항상", "절대", "지 ?마(?:세요|십시오|라)?(?:[.!]|$)", "금지", "언제나", "하면 안",
        r"\bnunca\b", r"\bsiempre\b", r"\bjamás\b", r"\bestá prohibido\b",
        r"\bno (?:uses|hagas|toques|cambies|borres|subas|ejecutes)\b",
        r"\bjamais\b", r"\btoujours\b",
        # "on ne fait pas ça" is a rule; "ce n'est pas", "ça ne marche pas" describe
        r"\bne (?!(?:sont|sera|serait|marche|fonctionne|passe|a|ont|avait)\b)\w+ (?:pas|jamais)\b",
        r"\bn'(?!(?:est|était|étaient|es|a|as|ai|avait|avaient)\b)\w+ (?:pas|jamais)\b",
        r"\binterdit\b",
        r"\bniemals\b", r"\bnie\b", r"\bimmer\b", r"\bdarf (?:nicht|nie)\b", r"\bverboten\b",
        r"\bauf keinen Fall\b", r"\bkeinesfalls\b",
        r"\bникогда\b", r"\bвсегда\b", r"\bне используй\w*", r"\bнельзя\b", r"\bзапрещено\b",
        r"\bни в коем случае\b",
        r"\bsempre\b", r"\bnão (?:use|usa|faça|mexa|altere|apague|rode|execute|suba)\b",
        r"\bproibido\b",
    )),
    # Softer obligation: must / have to / make sure.
    "must": (0.45, (
        r"\bmust\b", r"\bhave to\b", r"\bmake sure\b", r"\bis required\b",
        "必须", "一定要", "统一用", "注意", "주의", "なければ(?:ならない|いけない)", "반드시", "꼭",
        r"\bdebe(?:s|mos)?\b", r"\bhay que\b", r"\btienes que\b", r"\bil (?:ne )?faut\b",
        r"\bobligatoire\b", r"\bmuss\b", r"\bmüssen\b", r"\bобязательно\b", r"\bдолж(?:ен|ны|но)\b",
        r"\bdeve(?:mos)?\b", r"\btem que\b", r"\bobrigatório\b",
    )),
    # Volunteered context: "fyi", "by the way". Weak, but users say it before a durable fact.
    "aside": (0.45, (
        r"^(?:fyi|heads up|just so you know|for (?:your|the) record)\b", r"\bfyi\b", r"\bbtw\b",
        r"\bby the way\b", "^对了", "^顺便说", "ちなみに", "참고로", r"^ojo\b", r"\bojo que\b",
        r"\bpara que sepas\b",
        r"\bpour info\b", r"\bà savoir\b", r"\bzur Info\b", r"\bübrigens\b", r"\bкстати\b",
        r"\bдля справки\b", r"\bpara sua informação\b", r"\baliás\b", r"\bjá agora\b",
        r"\ba propósito\b", r"\bpor cierto\b", r"\bau fait\b", r"\bnebenbei\b",
    )),
    # Not wanting something is a taste, said more softly than a rule.
    "dislike": (0.45, (
        r"\bI (?:don'?t|do not) want\b", "我不想", "たくない", "싫", "원하지 않", r"\bno quiero\b",
        r"\bje ne veux pas\b", r"\bich (?:will|möchte) (?:kein|nicht)\w*", r"\bне хочу\b",
        r"\bnão quero\b",
    )),
    "preference": (0.6, (
        r"\bI (?:really |strongly |would |'d )?prefer\b", r"\bI (?:really )?(?:hate|dislike)\b",
        # "I like how this reads" praises the work at hand; "I like small commits" is a taste.
        r"\bI (?:really )?(?:like|love)\b(?!\s+(?:how|it|this|that|what|the way|your|these))",
        r"\bI'?d rather\b", r"\bI would rather\b", r"\bmy preference\b", r"\bI don'?t like\b",
        r"^prefer\b",
        r"我(?:更|比较|还是)?(?:喜欢|偏好|倾向)", "我不喜欢", "更喜欢", "宁愿", "偏好",
        "好みです", "の方が(?:いい|好き|良い)", "が好き", "嫌い",
        "선호", "좋아(?:해|합니다|요)", "더 (?:좋|낫)", "싫어",
        r"\bprefier[eo]\b", r"\bprefer\w+\b", r"\bme gusta(?:n|ría)?\b", r"\bno me gusta\b",
        r"\bje préfère\b", r"\bj'aime\b", r"\bje n'aime pas\b", r"\bje préférerais\b",
        r"\bich bevorzuge\b", r"\bich mag\b", r"\bmir ist .{0,20}lieber\b", r"\blieber\b",
        r"\bпредпочита\w+", r"\bмне (?:больше )?нравится\b", r"\bмне не нравится\b",
        r"\bprefiro\b", r"\bgosto de\b", r"\bnão gosto\b",
        # the team's taste: "we'd rather", "on préfère", "wir bevorzugen", "föredrar"
        r"\bwe(?:'d| would)? (?:rather|prefer)\b", r"\bon préfère\b", r"\bnous préférons\b",
        r"\bwir (?:bevorzugen|mögen)\b", r"\bföredrar\b", r"\bwolimy\b", r"\bpreferujemy\b",
    )),
    # A stated cause or fix of something that went wrong.
    "fix": (0.5, (
        r"\bthe (?:real |actual )?(?:problem|issue|bug|failure|error|culprit|"
        r"cause|reason) (?:was|is|turned out)\b",
        r"\broot cause\b", r"\bturn(?:s|ed) out\b", r"\bfixed (?:it |this |that )?by\b",
        # the finding announced as a label: "The actual cause: ...", "La vraie cause : ..."
        r"\bthe (?:real |actual |underlying )?(?:problem|issue|cause|culprit) ?:",
        r"\b(?:real|actual|underlying) (?:cause|culprit)\b",
        r"\bla causa (?:real|de fondo)\b", r"\bel (?:verdadero )?problema(?: real)? ?:",
        r"\bla (?:vraie|véritable) cause\b", r"\bla cause (?:réelle|profonde)\b",
        r"\ble (?:vrai )?problème ?:", r"\bdas eigentliche Problem\b",
        r"\ba (?:verdadeira )?causa(?: real)?\b", r"\bo (?:verdadeiro )?problema(?: real)? ?:",
        "找到原因", "原因[:：]", "原因が(?:分かり|わかり|判明)", "원인을 찾",
        r"\bthe (?:real |actual |proper )?fix (?:was|is)\b", r"\bcaused by\b",
        # the agent's finding, said as one: "Found it: ...", "the trick is ...", "the fix: ..."
        r"\bfound (?:it|the (?:bug|cause|culprit|problem|issue))\b(?! in\b)",
        r"\bthe (?:trick|gotcha|catch) (?:is|was)\b", r"\bthe (?:real |actual )?fix ?:",
        r"\blo encontré\b", r"\bel truco (?:es|era|está)\b", r"\bla solución (?:es|era|fue) ?:?",
        r"\bj'ai trouvé ?:", r"\bl'astuce (?:est|était|c'est)\b",
        r"\bla solution (?:est|était) ?:?",
        r"\bgefunden ?:", r"\bder Trick (?:ist|war)\b", r"\bdie Lösung (?:ist|war) ?:?",
        r"\bachei ?:", r"\bo truque (?:é|era|está)\b", r"\ba solução (?:é|era|foi) ?:?",
        r"\bнашёл ?:", r"\bнашел ?:", r"\bфокус в том\b", r"\bрешение (?:было|—|:)",
        "找到了[:：]", "诀窍是", "解决办法是", "コツは", "解決策は", "요령은", "해결책은",
        r"\bfails? because\b", r"\bfailed because\b", r"\bfailing because\b",
        r"\bbroke because\b", r"\bsolved (?:it |this )?by\b", r"\bresolved (?:it |this )?by\b",
        r"\bwas (?:broken|crashing) because\b",
        "问题(?:是|在于|出在)", "原因(?:是|在于)", "根本原因", "根因", "原来是", "是因为",
        "原因は", "問題は", "判明", "ためでした", "せいでした", "だったため",
        "원인은", "문제는", "알고 ?보니", "때문이었",
        r"\bel problema (?:real )?(?:era|es|estaba)\b", r"\bla causa\b", r"\bresult[óa] que\b",
        r"\bse deb[íi]a a\b", r"\bfallaba porque\b", r"\bviene de que\b",
        r"\bel (?:fallo|error) (?:era|es|estaba|viene|venía)\b",
        r"\ble (?:vrai )?problème (?:était|venait|est)\b", r"\bla cause\b", r"\bil s'avère\b",
        r"\bétait dû à\b", r"\bvenait d[eu]\b",
        r"\bdas Problem (?:war|lag|ist)\b", r"\bUrsache\b", r"\bstellte sich heraus\b",
        r"\blag (?:an|daran)\b",
        r"\bпроблема (?:была|в том|оказалась)\b", r"\bпричина\b", r"\bоказалось\b",
        r"\bo problema (?:real )?(?:era|é|estava)\b", r"\ba causa\b", r"\bacontece que\b",
        r"\bse devia a\b",
    )),
    # "Fixed." alone says little; it counts only next to a tool error.
    "fix_weak": (0.2, (
        r"\bfixed\b", r"\bworks now\b", "修复", "解决", "修正", "解決", "수정했", "고쳤", "해결",
        r"\barregl\w+", r"\bsolucion\w+", r"\bcorrig\w+", r"\brésolu\b", r"\bbehoben\b",
        r"\bgefixt\b", r"\bgelöst\b", r"\bисправ\w+", r"\bпочини\w+", r"\bresolvi\w*",
    )),
    "lesson": (0.6, (
        r"\blessons? learned\b", r"\btakeaway\b", r"\blesson\b", "教训", "教訓", "교훈",
        r"\blección\b", r"\bleçon\b", r"\bLektion\b", r"\bLehre\b", r"\bурок\b", r"\blição\b",
    )),
    # Rules for later: next time / from now on.
    "future": (0.5, (
        r"\bnext time\b", r"\bin (?:the )?future\b", r"\bgoing forward\b", r"\bfrom now on\b",
        # "四点以后", "下班以后": after a time or an event, not from now on
        "下次", "以后(?<![\\d点點时時天号號月年周班]以后)", "今后", "从现在开始",
        "次回", "次から", "今後", "これからは",
        "다음에는", "앞으로", "이제부터",
        r"\bla próxima vez\b", r"\ben el futuro\b", r"\bde ahora en adelante\b",
        r"\ba partir de ahora\b",
        r"\bla prochaine fois\b", r"\bà l'avenir\b", r"\bdésormais\b", r"\bdorénavant\b",
        r"\bnächstes Mal\b", r"\bin Zukunft\b", r"\bkünftig\b", r"\bab (?:jetzt|sofort)\b",
        r"\bв следующий раз\b", r"\bв будущем\b", r"\bвпредь\b", r"\bотныне\b",
        r"\bda próxima vez\b", r"\bno futuro\b", r"\bdaqui (?:pra|para) frente\b",
        r"\ba partir de agora\b", r"\bde agora em diante\b",
    )),
}
_SIGNALS = {name: (weight, _Matcher(*alts)) for name, (weight, alts) in _LEXICON.items()}

# The order in which cue names are listed on a Candidate.
_CUE_ORDER = (
    "explicit", "correction", "actually", "reiterate", "decision", "constraint", "must", "aside",
    "dislike", "preference", "fix", "fix_weak", "lesson", "future", "reason", "after_error",
    "emphasis", "short_after_long", "repeated", "anchor", "rejected", "answer", "convention",
    "negation", "retracts", "announced", "detailed",
)
_REASON = _Matcher(
    r"\bbecause\b", r"\bso that\b", r"\bsince\b", r"\bdue to\b", r"\bwhich is why\b",
    # what happens if not: "otherwise stale dist/ folders hide it", "sonst", "senão"
    r"\botherwise\b", r"\bsonst\b", r"\bsinon\b", r"\bsenão\b", r"\bde lo contrario\b",
    r"\bиначе\b", "否则", "不然", "でないと", "さもないと", "안 그러면", "그렇지 않으면",
    "因为", "由于", "所以", "ので", "から[、,]", "ため", "때문", "왜냐하면", "니까",
    r"\bporque\b", r"\bya que\b", r"\bdebido a\b", r"\bparce que\b", r"\bcar\b", r"\bpuisque\b",
    r"\bweil\b", r"\bdenn\b", r"\bdeshalb\b", r"\bпотому что\b", r"\bтак как\b",
    r"\bпоскольку\b", r"\bpois\b", r"\bjá que\b",
    # Italian, Dutch, Polish, Turkish, Swedish, Czech
    r"\bperché\b", r"\bpoiché\b", r"\bsiccome\b", r"\bdato che\b", r"\baltrimenti\b",
    r"\bsennò\b", r"\bomdat\b", r"\bzodat\b", r"\banders\b", r"\bponieważ\b", r"\bbo\b",
    r"\binaczej\b", r"\bżeby\b", r"\bçünkü\b", r"\byoksa\b", r"\bdiye\b", r"\beftersom\b",
    r"\bannars\b", r"\bprotože\b", r"\bjinak\b",
)
# What follows from it, or what it means: "X, so Y", "por eso", "d. h.", "т. е.", "つまり".
# A statement naming the project that carries its consequence says how things are.
_CONSEQUENCE = _Matcher(
    r", so\b", r"\bthat'?s why\b", r"\bwhich means\b", r"\bi\.e\.", r"\bthat is,",
    r"\bpor eso\b", r"\bas[íi] que\b", r"\bpor lo que\b", r"\bes decir\b", r"\bo sea\b",
    r"\bdonc\b", r"\bc'est pourquoi\b", r"\bc\.-à-d\.", r"\bc'est-à-dire\b", r"\bd'où\b",
    r"\bdaher\b", r"\bdeswegen\b", r"\bd\. ?h\.", r"\bdas heißt\b",
    r"\bpor isso\b", r"\bportanto\b", r"\bou seja\b", r"\bent[ãa]o\b",
    r"\bпоэтому\b", r"\bто есть\b", r"\bт\. ?е\.", r"\bзначит\b",
    r"\bquindi\b", r"\bperciò\b", r"\bcioè\b", r"\bdus\b", r"\bdaarom\b", r"\bd\.w\.z\.",
    r"\bwięc\b", r"\bdlatego\b", r"\bczyli\b", r"\btzn\.", r"\bbu yüzden\b",
    r"\bo yüzden\b", r"\byani\b", r"\bdärför\b", r"\bså att\b", r"\btakže\b",
    "所以", "因此", "也就是说", "だから", "つまり", "そのため", "그래서", "따라서", "즉",
)
_REASON_LEAD = _rx(
    r"^(?:because|since|that way|this is because|the reason is)\b", "^因为", "^なぜなら",
    "^왜냐하면", r"^(?:porque|parce que|car|weil|denn|потому что|так как|pois)\b",
)
# A sentence that is only the reason for the one before it, said at its end in Korean and
# Japanese ("... threads 켜진 거라서요.", "... しか見ないからです。").
_REASON_TAIL = re.compile(
    r"(?:라서|어서|아서|니까|거든|때문이)요?[.。!]?$|(?:から|ので|ため)(?:です)?[。.]?$"
)
_PROCEDURAL = _Matcher(
    r"\bbefore\b", r"\bafter\b", r"\bfirst\b.+\bthen\b", "之前", "之后", r"先.+再",
    # one step, then the next: "`git clean -fdx` then `pnpm test`", "erst ..., dann ..."
    r"(?:`|,) ?(?:and )?then\b", r"\berst\b.+\bdann\b", r"\bprimero\b.+\b(?:luego|después)\b",
    r"\bpuis\b", r"\be depois\b", "然后", "それから", "그다음",
    "前に", "後に", "てから", "전에", "후에", "먼저", r"\bantes de\b", r"\bdespués de\b",
    r"\bavant de\b", r"\baprès\b", r"\bd'abord\b", r"\bbevor\b", r"\bvor dem\b", r"\bnach dem\b",
    r"\bzuerst\b", r"\bперед\b", r"\bпосле\b", r"\bсначала\b", r"\bdepois de\b",
    # "whenever X changes, do Y": a procedure triggered by an event
    r"\bwhenever\b", r"\bevery time\b", r"\bjedes mal\b", r"\bsobald\b", r"\bcada vez que\b",
    r"\bchaque fois que\b", r"\bdès que\b", r"\bsempre que\b", r"\bкаждый раз\b",
    "每次", "只要", "たびに", "たら", "場合は", "때마다", "면 ", "할 때",
)
_EXPLICIT_LEAD = _rx(
    r"^(?:please\s+|and\s+|also,?\s+)?(?:remember|don'?t forget|do not forget|keep in mind|"
    r"bear in mind|note for the future|for future reference)(?:\s+(?:that|this))?\s*[:,\-—]?\s*"
    r"(?!to\b)",
    r"^(?:请)?(?:记住|记得|别忘了|不要忘了)[:：,，]?\s*",
    r"^(?:recuerda|no olvides|ten en cuenta)(?: que)?[:,]?\s*",
    r"^(?:souviens-toi|rappelle-toi|n'oublie pas)(?: que)?[:,]?\s*",
    r"^(?:merk dir|vergiss nicht|denk daran)[:,]?(?:\s*dass)?\s*",
    r"^(?:запомни(?:те)?|не забудь(?:те)?|имей в виду)[:,]?(?:\s*что)?\s*",
    r"^(?:lembre-se|não esqueça)(?: de)?(?: que)?[:,]?\s*",
)
# The agent's own slip ("I mistyped the path") is a fix, but not a lesson worth keeping.
_SLIP = _Matcher(
    r"\bI (?:mistyped|misspelled|forgot|missed|typed)\b", r"\btypo\b", "我漏了", "我忘了", "打错",
    "タイポ", "打ち間違", "오타", r"\berrata\b", r"\bfaute de frappe\b", r"\bTippfehler\b",
    r"\bопечатк\w*", r"\berro de digitação\b",
)
_EMPHASIS = re.compile(r"!!|！！|\bIMPORTANT\b|重要|중요|\bWICHTIG\b|\bВАЖНО\b")
_CAPS = re.compile(r"\b[A-ZА-ЯЁ][A-ZА-ЯЁ']{1,}\b")
_EMPHASIS_WORDS = frozenset(
    "NEVER ALWAYS NOT DON'T DO MUST ONLY STOP NO NIE NIEMALS IMMER NICHT JAMAIS TOUJOURS NE "
    "NUNCA SIEMPRE SEMPRE NÃO НИКОГДА ВСЕГДА НЕ НЕЛЬЗЯ".split()
)
_QUESTION = re.compile(
    r"[?？]\s*[)\"'」]?$|^¿|(?:ですか|ますか|でしょうか|吗|呢|습니까)[。.]?$|"
    # Korean -나요/-까요/-가요 also end statements ("빌드가 돌아가요."): a question without a period
    r"(?:나요|까요|가요)$"
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])")
# A period after one of these (or after a single letter: "z. B.", "u. a.") ends no sentence.
_ABBREVIATION_END = re.compile(
    r"(?:(?<![^\W\d_])[^\W\d_]\.|\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|excl|resp|min|max|"
    r"z\.\s?B|d\.\s?h|u\.\s?a|bzw|usw|ca|Mio|Mrd|Tsd|ggf|evtl|inkl|bspw|vgl|Nr|Tel|"
    r"p\.\s?ej|aprox|núm|pág|Sr|Sra|p\.\s?ex|c\.-à-d|env|Mme|ex|Dr|Mr|Mrs|Ms|Prof|St|No|"
    # titles and numbered parts: "Board Rev. C", "Fr. Weber", "Abs. 2", "Fig. 3", "Vol. 2"
    r"Rev|Fr|Hr|Hrn|Abs|Art|Kap|Fig|Sec|Vol|Ch|Jr|"
    r"т\.\s?е|т\.\s?д|т\.\s?к|напр|см|млн|млрд|тыс|"
    # Italian, Dutch, Polish, Turkish, Swedish, Czech: "ecc.", "bijv.", "np.", "örn.", "t.ex."
    r"ecc|pag|bijv|bv|o\.\s?a|d\.w\.z|i\.p\.v|enz|np|tj|itd|itp|m\.in|tzw|örn|vb|bkz|"
    r"t\.\s?ex|bl\.\s?a|dvs|osv|např|tzn|atd)\.)$",
    re.I,
)
_CODE_FENCE = re.compile(r"(?:```|~~~)[^\n]*\n.*?(?:```|~~~|\Z)", re.S)
_INLINE_CODE = re.compile(r"`[^`]+`")
_CODE_TOKEN = re.compile(r"[/\\{}\[\]<>=;$|]|\(\)|::|->|^\w+\.\w{1,4}$|^-{1,2}\w|\w_\w")
_MD_LEAD = re.compile(r"^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+)")
_MD_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_STOPWORDS = {
    "en": frozenset(
        "the and is are we you to of that it this with for should not in on be from by our".split()
    ),
    "es": frozenset(
        "el los las que es de del y con para una por porque pero hay como está son lo se".split()
    ),
    "fr": frozenset(
        "le les des est et que pas ne une avec pour nous on du sur dans ce de un au qui il".split()
    ),
    "de": frozenset(
        "der die das und ist nicht wir ich mit für ein eine den dem zu auf wird im auch es".split()
    ),
    "pt": frozenset("o os as que de é não com para uma um do da em nós isso no na são ao".split()),
}
# fmt: on
_ALL_STOPWORDS = frozenset().union(*_STOPWORDS.values())
_ACCENTS = {"es": "ñ¿¡", "fr": "èêàùœç", "de": "ßäöü", "pt": "ãõç", "en": ""}
