"""Sentences said in passing and not meant as a standing fact of the project.

Pure data and `re`, for transcript capture (`capture_shape.never_kept`). A careful colleague
does not write these down, however much of the project they name:

- a hypothetical ("if we ever went multi-region we'd have to shard it", "si algún día
  migramos", "要是以后上 TiDB"): an imagined future, not how things are;
- someone else's opinion ("Marco thinks we should move to Dramatiq", "o Thiago acha que",
  "田中さんは...と言ってる"): reported, not adopted by the speaker;
- a state of the moment ("staging is down today", "ich bin heute im Zug", "今日は回線が
  遅い"): true this afternoon, wrong tomorrow;
- quoted words ("the designer wrote "make it pop"", a customer review in quotes);
- a joke, marked by laughter ("haha", "jaja", "kkkk", "哈哈", "ㅋㅋ", "(笑)");
- something set aside ("ignore that", "这个你别管", "не обращай внимания"):
  the speaker says it is not to be acted on.

`off_record(sentence)` names which, or returns None. The lists cover the nine languages of
`retain.sleep.capture_lexicon` and Italian, Dutch, Polish and Turkish; each needs a marker
of the kind, not a topic, so a rule that happens to mention a colleague or a day still
counts ("deploys wait for Tuesday").
"""

from __future__ import annotations

import re

from retain.sleep.capture_lexicon import _Matcher, _probe

# fmt: off
# An imagined future: "if we ever", "someday", and the conditional that follows one.
_HYPOTHETICAL = _Matcher(
    r"\bif (?:we|you|they|it|anyone|someone) (?:ever|one day|someday)\b", r"\bif one day\b",
    r"\bif (?:some|one) day\b", r"\bsomeday\b", r"\bwhat if\b", r"\bhypothetically\b",
    r"\bif we (?:went|moved|switched|migrated|had|were|ran|dropped)\b",
    r"\bsi (?:algún|un) día\b", r"\bsi alguna vez\b",
    r"\bsi (?:algún día )?\w+(?:áramos|iéramos)\b",
    r"\bhabría que\b", r"\bhipotéticamente\b",
    r"\bsi un jour\b", r"\bsi jamais\b", r"\bsi on \w+ait\b", r"\bil faudrait\b",
    r"\bhypothétiquement\b",
    r"\b(?:wenn|falls) wir (?:mal|irgendwann|eines tages|jemals)\b", r"\birgendwann mal\b",
    r"\bmüssten wir\b", r"\bhypothetisch\b",
    r"\bse (?:um|algum) dia\b", r"\bse (?:a gente|nós) \w+(?:sse|ssemos)\b", r"\bteríamos que\b",
    r"\bhipoteticamente\b",
    r"\bесли когда-нибудь\b", r"\bкогда-нибудь\b", r"\bгипотетически\b",
    "要是以后", "如果以后", "如果将来", "要是将来", "假如", "假设", "哪天", "有一天",
    "いつか", "仮に", "将来的に", "もしも",
    "언젠가", "만약에", "나중에 혹시",
    # Italian, Dutch, Polish, Turkish
    r"\bse (?:un giorno|mai)\b", r"\bipoteticamente\b", r"\bals we ooit\b", r"\bstel dat\b",
    r"\bhypothetisch gezien\b", r"\bkiedyś\b", r"\b(?:jakby|gdyby)(?:śmy|m)?\b",
    r"\bhipotetycznie\b", r"\bbir gün\b", r"\bgünün birinde\b", r"\bvarsayalım\b",
    "もし", "만약",
)
# Someone else's view, reported: "<Name> thinks", "o Thiago acha que", "田中さんは...と".
# Matched on the original text: the name's capital tells a person from a thing.
_REPORTED = re.compile(
    r"\b[A-Z][a-z]+ (?:thinks|believes|reckons|feels|suggests|suggested|keeps saying|"
    r"would (?:like|rather|prefer))\b|\baccording to [A-Z][a-z]+\b|"
    r"\b[A-Z][a-zà-ÿ]+ (?:dice|cree|piensa|opina|propone|sugiere|quiere) que\b|"
    r"\bsegún [A-Z][a-zà-ÿ]+\b|"
    r"\b[A-Z][a-zà-ÿ]+ (?:acha|pensa|propõe|sugere|defende|quer) que\b|"
    r"\b[A-Z][a-zà-ÿ]+ (?:pense|trouve|croit|propose|suggère|voudrait) qu|"
    r"\bselon [A-Z][a-zà-ÿ]+\b|"
    r"\b[A-Z][a-zäöüß]+ (?:meint|glaubt|denkt)\b|\b[A-Z][a-zäöüß]+ findet,? dass\b|"
    r"\b[А-Я][а-я]+ (?:считает|думает|предлагает|хочет)\b|"
    r"(?:さん|くん|氏|部長|課長|先輩)(?:は|が|も).{0,40}(?:と言って|と思って|たいと|と考えて|って言って)|"
    r"(?:씨|님|팀장|선배)(?:는|은|가|이|도) .{0,40}(?:라고|다고|자고) ?(?:하|해|했)|"
    r"(?:他|她|他们|同事|老板|产品)(?:觉得|认为|建议|想要|说要)|"
    # a role, not a name, reporting what someone wants: "the PM says", "老板说", "o diretor pediu"
    r"(?:老板|老闆|领导|產品|经理|經理|客户|客戶|设计|設計|PM|CTO|CEO)又?(?:说|說|觉得|覺得|要求)|"
    r"\b(?:the|my|our) (?i:boss|manager|pm|client|customer|designer|cto|ceo|lead) "
    r"(?:says|said|thinks|wants|wrote|asked)\b|"
    r"\b[A-Z][a-z]+ (?:said|says|told me|mentioned)\b"
)
# A state of the moment: today, right now, this week, until three o'clock.
_TEMPORARY = _Matcher(
    r"\btoday\b", r"\bright now\b", r"\bat the moment\b", r"\bthis (?:morning|afternoon|week)\b",
    r"\btonight\b", r"\buntil (?:tonight|tomorrow|noon|\d{1,2}(?::\d{2})? ?(?:am|pm|h)?\b)",
    r"\bi'?m (?:on the train|in a meeting|on my phone|on leave|travell?ing)\b",
    r"\bhoy\b", r"\bahora mismo\b", r"\ben este momento\b", r"\besta (?:mañana|tarde|semana)\b",
    r"\bhasta las \d",
    r"\baujourd'hui\b", r"\ben ce moment\b", r"\bce (?:matin|soir)\b", r"\bcette semaine\b",
    r"\bjusqu'à \d{1,2} ?h", r"\bje suis en réunion\b",
    r"\bheute\b", r"\bmomentan\b", r"\bim moment\b", r"\bdiese woche\b", r"\bbis \d{1,2} uhr\b",
    r"\bhoje\b", r"\bneste momento\b", r"\besta semana\b", r"\baté às \d",
    r"\bсегодня\b", r"\bна этой неделе\b",
    "今天", "这周", "今晚", "今日は", "今日", "本日", "今週", "오늘", "이번 주",
    # what happened yesterday explains today's state, not how things are
    r"\byesterday\b", r"\blast night\b", r"\bayer\b", r"\banoche\b", r"\bontem\b",
    r"\bgestern\b", r"\bhier soir\b", r"\bcette nuit\b", r"\bcet après-midi\b",
    r"\bвчера\b", r"\bсейчас\b", "昨天", "昨日", "어제", "今朝", "今夜", "今晩", "今早", "先週",
    r"\blast week\b", r"\bla semana pasada\b", r"\bla semaine dernière\b", r"\bletzte woche\b",
    r"\bsemana passada\b",
    # Italian, Dutch, Polish, Turkish
    r"\boggi\b", r"\bstamattina\b", r"\bstasera\b", r"\bieri\b", r"\bin questo momento\b",
    r"\bquesta settimana\b", r"\bvandaag\b", r"\bvanavond\b", r"\bvanmiddag\b",
    r"\bgisteren\b", r"\bop dit moment\b", r"\bdeze week\b", r"\bdzisiaj\b", r"\bdziś\b",
    r"\bwczoraj\b", r"\bw tej chwili\b", r"\bw tym tygodniu\b", r"\bbugün\b", r"\bdün\b",
    r"\bşu an\b", r"\bbu hafta\b", r"\bbu akşam\b",
    # the speaker's own plans for later: "I'm off to the airport this afternoon", "明天"
    r"\btomorrow\b", r"\blater today\b", r"\bdemain\b", r"\bdomani\b", r"\bamanhã\b",
    r"\bзавтра\b", r"\bjutro\b", r"\byarın\b", r"\bi ?morgon\b", r"\bmorgen früh\b",
    r"\bheute abend\b", r"\bmañana(?! por)(?<!la mañana)(?<!las mañanas)\b",
    # what just happened: "just now", "刚才", "さっき", "방금"
    r"\bjust now\b", r"\ba (?:minute|moment) ago\b", r"\bgerade eben\b", r"\btout à l'heure\b",
    r"\bhace un rato\b", r"\bhá pouco\b", r"\bпоследние пять минут\b", r"\bтолько что\b",
    "刚才", "刚刚", "剛才", "さっき", "先ほど", "방금",
    "下午(?<!每天下午)(?<!每下午)", "上午(?<!每天上午)(?<!每上午)",
    "明天", "待会", "一会儿", "晚点", "明日", "午後は", "이따가", "내일",
    # only for the change at hand: "for this PR only", "nur für diesen Branch", "这个 PR 先"
    r"\bfor this (?:pr|pull request|mr|merge request|branch|ticket)\b",
    r"\b(?:in|on) this (?:pr|branch)\b", r"\buntil (?:this|it) (?:is|gets|'s) merged\b",
    r"\bfür diesen (?:pr|branch|zweig|ticket)\b", r"\bin diesem (?:pr|branch|zweig)\b",
    r"\b(?:para|en|con) este (?:pr|branch|ticket)\b", r"\b(?:pour|dans) (?:cette|ce) (?:pr|mr)\b",
    r"\b(?:pour|dans) cette branche\b", r"\b(?:neste|nesse|para este|para esse) (?:pr|branch)\b",
    r"\b(?:per|in) questa (?:pr|branch)\b", r"\b(?:voor|in) deze (?:pr|branch)\b",
    r"\bw tym pr(?:-ze)?\b", r"\bdla tego pr\b", r"\bв этом (?:pr|пр|пулл-реквесте)\b",
    r"\bдля этого (?:pr|пр|пулл-реквеста)\b",
    r"\bi den här pr(?::en)?\b", r"\bför den här (?:pr(?::en)?|branchen)\b",
    r"\bbu pr(?:'da|'de| için)\b",
    "这个 ?pr", "这次 ?pr", "本次 ?pr", "这个分支", "この ?pr", "このブランチ", "이번 ?pr", "이 pr",
)
# Set aside by the speaker: "ignore that", "这个你别管", "не обращай внимания". Not "for now":
# "bump it to 4Gi for now, but the real fix is streaming" still states the real fix.
_DISMISSED = _Matcher(
    r"\bignore (?:it|that|this|them|those)\b", r"\bdon'?t worry about (?:it|that|this)\b",
    r"\bignor[ae] (?:eso|esto|lo|isso|isto)\b", r"\bignore(?:z)? (?:ça|cela)\b",
    r"\bignorier(?:e|en)? (?:das|es)\b", r"\blascia (?:stare|perdere)\b",
    r"\bnegeer (?:dat|het|dit)\b", r"\bzignoruj\b", r"\bboş ?ver\b",
    r"\bне обращай(?:те)? внимания\b", "别管", "不用管", "先不管", "気にしないで", "無視して",
    "신경 쓰지 마", "무시해",
)
# Said in confidence: "between us, not for the minutes", "unter uns", "entre nous": the
# speaker marks it as not meant to be written down.
_CONFIDENTIAL = _Matcher(
    r"\boff the record\b", r"\bbetween (?:you and me|us|ourselves)\b", r"\bnot for the record\b",
    r"\bunter uns\b", r"\bnicht fürs protokoll\b", r"\bunter vier augen\b",
    r"\bentre nous\b", r"\bentre nosotros\b", r"\bentre nós\b", r"\bcá entre nós\b",
    r"\bentre tú y yo\b", r"\bextraoficialmente\b", r"\bofficieusement\b",
    r"\bмежду нами\b", r"\bне для протокола\b", r"\btra (?:noi|di noi)\b", r"\bdetto tra noi\b",
    r"\btussen ons\b", r"\bmiędzy nami\b", r"\baramızda\b", r"\bmellan oss\b",
    "私たちだけの話", "ここだけの話", "オフレコ", "这话别外传", "私下说", "咱们私下", "우리끼리",
)
# A quotation that makes up most of the sentence is someone else's words, said or not.
QUOTED_SHARE = 0.6
# Quoted prose (three words or more, not code) with a verb of saying or writing.
_QUOTE = re.compile(r"[\"“„«「『]([^\"“”„«»「」『』`]{4,200})[\"”“»」』]")
_SAID = _Matcher(
    r"\b(?:wrote|said|says|asked|commented|posted|complained|writes)\b",
    r"\b(?:escribió|dijo|dice|puso|comentó)\b", r"\b(?:a écrit|écrit|a dit|dit)\b",
    r"\b(?:schrieb|schreibt|sagte|sagt|meinte)\b", r"\b(?:escreveu|disse|diz|comentou)\b",
    r"\b(?:написал|сказал|пишет)\b",
    "写", "说", "書いて", "言って", "라는", "라고", "이라는", "말이",
    r"\b(?:review|ticket|feedback|comment|email|mail)\b", "리뷰", "评论", "反馈", "レビュー",
    # asking for it in so many words: "the director asked for a "dashboard that shows it all""
    r"\b(?:asked for|wants|pediu|pidió|quiere|quer|veut|a demandé|wollte|ha chiesto|vuole|"
    r"wil|chce|istedi|istiyor)\b", "說", "要求", "言って", "頼まれ",
)
_LAUGH = re.compile(
    r"\b(?:ha){2,}\b|\bhehe\b|\blol\b|\blmao\b|\b(?:ja){2,}\b|\bk{3,}\b|\bmdr\b|\bxd\b|"
    r"哈哈|ㅋㅋ|ㅎㅎ|[(（]笑[)）]|w{3,}$|[\U0001F602\U0001F923\U0001F605\U0001F606]",
    re.IGNORECASE,
)
# fmt: on


def off_record(sentence: str) -> str | None:
    """Which kind of passing remark this is ("hypothetical", "reported", "temporary",
    "confidential", "quoted", "joke", "dismissed"), or None for a sentence that may state
    how things are."""
    probe = _probe(sentence)
    if _HYPOTHETICAL.search(probe):
        return "hypothetical"
    if _REPORTED.search(sentence):
        return "reported"
    if _TEMPORARY.search(probe):
        return "temporary"
    if _CONFIDENTIAL.search(probe):
        return "confidential"
    letters = len(re.findall(r"[^\W\d_]", sentence))
    for m in _QUOTE.finditer(sentence):
        words = re.findall(r"[^\W\d_]{2,}", m.group(1))
        wide = len(re.findall(r"[\u3040-\u9fff\uac00-\ud7af]", m.group(1)))
        if (len(words) >= 3 or wide >= 4) and (
            _SAID.search(probe)
            or len(re.findall(r"[^\W\d_]", m.group(1))) >= QUOTED_SHARE * letters
        ):
            return "quoted"
    if _LAUGH.search(sentence):
        return "joke"
    if _DISMISSED.search(probe):
        return "dismissed"
    return None
