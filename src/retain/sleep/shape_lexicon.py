"""Words for the shape of what is said, for transcript capture (retain.sleep.capture_shape).

Hedges ("maybe", "vielleicht", "かもしれ"), house conventions ("we don't", "aquí usamos",
"chez nous"), soft negations, retractions ("scratch that", "me equivoqué"), renames,
credential words, offers, commands and causal links, in the nine languages of
`retain.sleep.capture_lexicon`, compiled once at import. Pure data and `re`.
"""

from __future__ import annotations

import re

from retain.sleep.capture_lexicon import _Matcher

# ---------------------------------------------------------------- the shape of what is said
# fmt: off
# A guess, not a finding: "maybe it's the cache". The agent's first reaction to a failure.
_HEDGE = _Matcher(
    r"\bmaybe\b", r"\bperhaps\b", r"\bmight\b", r"\bcould be\b", r"\bpossibly\b", r"\bprobably\b",
    r"\bi (?:think|guess|suspect)\b", r"\blooks like\b", r"\bit seems\b", r"\bmay be\b",
    r"\bvielleicht\b", r"\bwahrscheinlich\b", r"\bkönnte\b", r"\bvermutlich\b", r"\bscheint\b",
    r"\bpuede que\b", r"\bquizás?\b", r"\btal vez\b", r"\bpodría\b", r"\bparece\b",
    r"\bprobablemente\b", r"\ba lo mejor\b",
    r"\bpeut-être\b", r"\bpourrait\b", r"\bsemble\b", r"\bprobablement\b", r"\bsans doute\b",
    r"\btalvez\b", r"\bpode ser\b", r"\bprovavelmente\b", r"\bdeve ser\b",
    "可能", "也许", "大概", "或许", "似乎", "估计", "かもしれ", "おそらく", "多分", "ようです",
    "수도 있", "일 수도", "것 같", "아마", r"\bвозможно\b", r"\bможет быть\b", r"\bпохоже\b",
    r"\bнаверное\b", r"\bвероятно\b",
    # Italian, Dutch, Polish, Turkish, Swedish
    r"\bforse\b", r"\bprobabilmente\b", r"\bmisschien\b", r"\bwaarschijnlijk\b",
    r"\bpewnie\b", r"\bchyba\b", r"\bprawdopodobnie\b", r"\bbelki\b", r"\bgaliba\b",
    r"\bkanske\b", r"\bförmodligen\b",
)
# How things are done here: "we don't mock", "aquí usamos", "chez nous", "うちの".
_CONVENTION = _Matcher(
    r"\bwe(?:'d| would)? (?:don'?t|do not|never|always|only|use|run|keep|deploy|ship|test|store|"
    r"write|rather|prefer|go|pull|cut|put|"
    r"have)\b", r"\bhere\b",
    r"\bwe(?:'re| are) (?:also |still )?(?:pinned|stuck|on|using|running)\b",
    r"\bin this (?:repo|project|codebase|team)\b",
    r"\bour (?:team|repo|project|convention|ci|pipeline|setup|reports?)\b", r"\bnobody\b",
    r"\beverything goes through\b",
    r"\bbei uns\b", r"\bwir (?:haben|nutzen|verwenden|machen|schreiben|testen|lassen|nehmen)\b",
    # German puts the verb second: "Tests schreiben wir mit Minitest"
    r"\b(?:haben|nutzen|verwenden|machen|schreiben|testen|lassen|nehmen|bauen|deployen) wir\b",
    r"\bhier\b", r"\bunser\w*",
    r"\baquí\b", r"\b(?:no )?usamos\b", r"\bnosotros\b", r"\bnuestr[oa]s?\b",
    r"\bchez nous\b", r"\bon ne \w+ pas\b", r"\bnous\b", r"\bnotre\b", r"\bici\b",
    r"\ba gente\b", r"\baqui\b", r"\bnós\b", r"\bnoss[oa]s?\b",
    "我们", "咱们", "这边", "うちの", "うちは", "うちで", "弊社", "このプロジェクト",
    "우리", "저희",
    r"\bу нас\b", r"\bмы\b", r"\bнаш\w*",
)
# Not this, only that: a soft constraint or correction.
_NEGATION = _Matcher(
    r"\bno\b", r"\bnot\b", r"\bdon'?t\b", r"\bisn'?t\b", r"\bnah\b", r"\bnothing\b", r"\bwithout\b",
    r"\bonly\b", r"\bnicht\b", r"\bkein\w*", r"\bnein\b", r"\bnur\b", r"\bnada de\b", r"\bsin\b",
    r"\bs[oó]lo\b", r"\bpas\b", r"\bjamais\b", r"\bsans\b", r"\buniquement\b", r"\bseulement\b",
    r"\bbof\b", r"\bnão\b", r"\bsem\b", r"\bsó\b", r"\bapenas\b",
    "不", "别", "没", "只", "ない", "ず[、。,]", "ません", "だけ", "ではなく", "じゃなく",
    "안 ", "않", "말고", "못", r"\bне\b", r"\bнет\b", r"\bтолько\b", r"\bбез\b",
)
# Taking back what was just said: the statement it points at is not a belief.
_RETRACT = _Matcher(
    r"\bscratch that\b", r"\bforget (?:that|what i said|it)\b", r"\bignore (?:that|what i said)\b",
    r"\bnever ?mind\b", r"\bi was wrong\b", r"\bmy (?:bad|mistake)\b", r"\bi misspoke\b",
    r"\bi meant\b", r"\bich meinte\b", r"\bquise decir\b", r"\bje voulais dire\b",
    r"\bquis dizer\b", "我的意思是", "言い間違",
    r"\bactually,? no\b", r"\bwait,? no\b", r"\bon second thought\b",
    r"\bvergiss das\b", r"\bich habe mich (?:geirrt|vertan)\b", r"\bdoch nicht\b",
    r"\bstreich das\b", r"\bme equivoqué\b", r"\bolvida (?:lo que|eso)\b", r"\bolvídalo\b",
    r"\bretiro lo\b", r"\bje me suis trompée?\b", r"\boublie (?:ça|ce que)\b",
    r"\blaisse tomber\b", r"\bau temps pour moi\b", r"\bme enganei\b", r"\beu errei\b",
    r"\besquece (?:isso|o que)\b", r"\bfoi mal\b", "说错了", "搞错了", "算了", "刚才说的不对",
    "間違えました", "さっきのは", "取り消し", "잘못 말했", "취소할게", "아까 (?:말한|건)",
    r"\bзабудь\b", r"\bя ошиб(?:ся|лась)\b", "当我没说", "當我沒說",
    r"\blascia perdere\b", r"\bmi sono sbagliat[oa]\b", r"\blaat maar\b",
    r"\bvergeet (?:dat|het)\b", r"\bzapomnij\b", r"\bpomyliłe[mś]\b", r"\bboş ?ver\b",
    r"\byanlış söyledim\b",
    # taking back a named thing: "forget the runInBand", "ah e esquece o runInBand",
    # "ah ok, vergiss toFixed" (after at most two short words)
    r"^(?:\w{1,5}[,.!]?\s+){0,2}(?:forget|scratch|drop) (?:about )?(?:the|that|my) \S+",
    r"^(?:\w{1,5}[,.!]?\s+){0,2}esquece (?:o|a|os|as|aquilo|aquele|aquela)\b",
    r"^(?:\w{1,5}[,.!]?\s+){0,2}olv[ií]d(?:a|ate) (?:el|la|los|las|lo de)\b",
    r"^(?:\w{1,5}[,.!]?\s+){0,2}oublie (?:le|la|les|l')",
    r"^(?:\w{1,5}[,.!]?\s+){0,2}vergiss (?!(?:es |das )?nicht\b)\S+",
    r"^(?:\w{1,5}[,.!]?\s+){0,2}dimentica (?:il|la|lo|i|le|gli|quel)\b",
    r"^(?:\w{1,5}[,.!]?\s+){0,2}vergeet (?:de|het|die|dat)\b",
)
# Taking back what the same sentence just said ("make the sidebar auto-generated... never
# mind, leave it"): unlike "I meant", these replace nothing said earlier.
_TAKE_BACK = re.compile(
    r"(?:scratch that|forget (?:it|that)|never ?mind|actually,? no|wait,? no|on second thought|"
    r"vergiss (?:es|das)|laisse tomber|oublie (?:ça|ce que)|olvídalo|olvida eso|esquece isso|"
    r"lascia perdere|laat maar|zapomnij|boş ?ver|забудь|算了|当我没说|當我沒說|取り消し|"
    r"やっぱり(?:いい|なし)|취소할게|됐어요)",
    re.I,
)
# A request about the change at hand (a name, a rename): true today, useless tomorrow.
_TASK_LOCAL = _Matcher(
    r"\brename\b", r"\bcall (?:it|the new \w+|"
    r"the \w+)\b", r"\bname it\b", r"umbenenn", r"\bnenn\w*\b",
    r"\bbenenn\w*", r"\brenombra\w*", r"\bcambia el nombre\b", r"\brenomme\w*", r"\bappelle\b",
    r"\brenomei\w*", r"\bmuda o nome\b",
    r"\bll[aá]m[ae]l[oa]s?\b", r"\bllama (?:al|a la|a los|a las) \w+", r"\bponle (?:de )?nombre\b",
    r"\bchama (?:o|a|os|as) \w+ de\b", r"\bchame (?:o|a) \w+ de\b", "命名为", "叫做",
    "という名前に", "名前を", "이름을", "改名", "重命名", "名前", "リネーム", "이름", "변수명",
    r"\bпереименуй\w*", r"\bназови\b",
)
# Words that announce a credential; with a secret-shaped token the sentence is never kept.
_SECRET_WORD = _Matcher(
    r"\bpass(?:word|wd|phrase)?\b", r"\bpwd?\b", r"\btoken\b", r"\bapi[ _-]?key\b", r"\bsecret\b",
    r"\bcredentials?\b", r"\bkey\b", r"\bpasswort\b", r"\bkennwort\b", r"\bschlüssel\b",
    r"\bcontraseña\b", r"\bclave\b", r"\bmot de passe\b", r"\bidentifiants\b", r"\bclé\b",
    r"\bsenha\b", r"\bchave\b", "密码", "口令", "密钥", "パスワード", "暗証", "비밀번호", "비번",
    "패스워드", r"\bпароль\b", r"\bключ\b", r"\bтокен\b",
)
# An agent's turn that offers or asks before acting: the user's reply answers it.
_OFFER = _Matcher(
    r"\bshould i\b", r"\bwant me to\b", r"\bshall i\b", r"\bsoll ich\b", r"\bquer que eu\b",
    r"\bte parece\b", r"\bje (?:peux|dois)\b", r"\bvoulez-vous\b", "要不要", "吗[？?]", "しますか",
    "ましょうか", "할까요", r"\bпредлагаю\b", r"\bpropongo\b", r"\bproposer?\b", r"\bpropose\b",
    # asking leave to act, not for a fact: "do you want ...", "¿quieres que ...?", "czy mam ..."
    r"\b(?:do|would) you (?:want|like)\b", r"\b(?:can|may) i\b", r"\bquier(?:es|e) que\b",
    r"\bquer(?:éis|és) que\b", r"\bprefieres\b", r"\b(?:tu veux|vous voulez) que\b",
    r"\bvuoi che\b", r"\bczy mam\b", r"\bхочешь\b", r"\bwillst du\b", r"\bmöchtest du\b",
    r"\bvill du\b", r"\bzal ik\b", r"\bister misin\b", "해 드릴까요", "드릴까요", "할까", "しよう",
)
# The agent narrating what it does next ("Let me check ...", "I'll run ...", "Plan: ...",
# "Voy a revisar ...", "確認してみます"): its next step, never a finding.
_NARRATION = _Matcher(
    r"^(?:(?:ok(?:ay)?|now|next|first|then|great|alright|good|so|right)[,.!:]?\s+)*"
    r"(?:let me|let's|i'll|i will|i'm going to|i am going to|i need to|i should|i'm now|"
    r"now i|next i|going to|we need to|we should|the plan\b|plan ?:|next steps?\b)",
    r"^(?:voy a|vamos a|déjame|ahora voy|je vais|laisse-moi|on va|allons|ich werde|lass mich|"
    r"ich schaue|ich prüfe|jetzt prüfe|vou |deixa eu|deixe-me|vamos |сейчас (?:проверю|посмотрю|"
    r"запущу)|давай|проверю|посмотрю|запущу|让我|我来|我先|我将|接下来我|下一步)",
    "(?:してみます|確認します|実行します|見てみます|調べます)[。.]?$",
    "(?:해 보겠습니다|확인하겠습니다|실행하겠습니다|살펴보겠습니다)[.]?$",
)
# Commands and tools a project is run with: a sentence naming one is about this project.
_COMMAND = re.compile(
    r"(?<![\w/-])(?:make|npm|npx|pnpm|yarn|bun|cargo|go|gradlew|\./gradlew|"
    r"mvn|php artisan|composer|"
    r"pytest|tox|uv|poetry|pip|docker|docker compose|kubectl|helm|terraform|"
    r"git|mix|iex|bundle|rails|"
    r"rake|dbt|eas|expo|xcodebuild|swift|cmake|ctest|ninja|gh|aws|gcloud|az|deno|turbo|nx|jest|"
    r"vitest|pest|phpunit|rspec|alembic|flyway|psql|mysql|redis-cli|adb)\s+[\w:./@=-]+",
)
# fmt: on
# How a finding explains a failure: "X, so Y", "when", "which means".
_CAUSAL = _Matcher(
    r"\bso\b",
    r"\bwhen\b",
    r"\bwhile\b",
    r"\bwhich\b",
    r"\btherefore\b",
    r"\bthat'?s why\b",
    r"\bwährend\b",
    r"\bdamit\b",
    r"\bwenn\b",
    r"\bdaher\b",
    r"\bcuando\b",
    r"\bentonces\b",
    r"\basí que\b",
    r"\bquand\b",
    r"\bdonc\b",
    r"\bquando\b",
    r"\bentão\b",
    r"\bpor isso\b",
    "所以",
    "导致",
    "因此",
    "时",
    "ので",
    "ため",
    "と、",
    "から",
    "때문",
    "어서",
    "아서",
    "면서",
    r"\bпоэтому\b",
    r"\bкогда\b",
    r"\bиз-за\b",
)
# Acknowledgements that open a reply ("nice, thanks", "好嘞", "Boa!"): not part of a statement.
_ACK_LEAD = re.compile(
    r"^(?:(?:ok(?:ay)?|nice|great|cool|thanks?(?: you)?|perfect|yes|yeah|"
    r"yep|sure|got it|hmm+|ah|oh|"
    r"ja|gut|super|top|danke(?: dir)?|prima|genau|sí|si|vale|gracias|perfecto|genial|bueno|"
    r"oui|merci|parfait|nickel|d'accord|bien|sim|boa|valeu|obrigad[oa]|beleza|perfeito|"
    r"好的|好嘞|行|谢谢|嗯|ありがとう|はい|なるほど|了解|네|좋아요|감사합니다|아|음|"
    r"да|спасибо|хорошо|отлично|ок)(?![\w-])[\s,.!:;、。，！]*|"
    r"[\U0001F300-\U0001FAFF\u2600-\u27BF]\s*)+",
    re.I,
)

# fmt: off
# A request for the change at hand ("add a test for ...", "please update the README",
# "let's try bumping ...", "kannst du ...", "帮我看一下"): work to do now, not how things are.
# A house rule said as an imperative carries a cue ("always", "don't") or a procedure's order.
_REQUEST = _Matcher(
    r"^(?:(?:ok(?:ay)?|so|now|and|also|then|hey|pls|please)[,.!]?\s+)*(?:please\s+)?(?:add|update|"
    r"revert|put|fix|change|remove|delete|create|write|move|check|look|try|bump|implement|"
    r"refactor|make|open|show|give|go ahead|push|commit|merge|install|replace|split|extract|"
    r"clean up|finish|continue|undo|rerun|re-run|wait)\b",
    r"\blet'?s (?:try|see|check|look|add|do|go|start|get|fix|move|change|wait)\b",
    r"\b(?:can|could|would|will) you\b", r"\bplease\b", r"\bpls\b",
    r"\bpor favor\b", r"\b(?:puedes|podrías|pode|podes|podia|consegues)\b", r"\bbitte\b",
    r"\b(?:kannst|könntest) du\b", r"\bs'il (?:te|vous) pla[iî]t\b", r"\bstp\b",
    r"\b(?:peux|pourrais)-tu\b", r"\bpouvez-vous\b", r"\bper favore\b", r"\balsjeblieft\b",
    r"\bproszę\b", r"\blütfen\b",
    r"^(?:añade|agrega|actualiza|cambia|revisa|mira|prueba|haz|pon|quita|borra|crea|escribe|"
    r"mueve|adiciona|atualiza|muda|troca|olha|testa|faz|põe|tira|apaga|cria|escreve|ajoute|"
    r"mets|regarde|essaie|fais|supprime|crée|écris|déplace|mach|füg|änder|prüf|schau|probier|"
    r"schreib|lösch|verschieb)\w*\b",
    "帮我", "帮忙", "请帮", "麻烦你", "你先", "お願いします", "お願い",
    "てもらえ", "해 ?줘", "주세요", "줄래", "부탁",
)
# The speaker about themselves ("I pushed the fix", "I'm going to lunch", "ich bin ..."):
# an event or a situation; a taste ("I prefer", "I don't want") has its own cue.
_ABOUT_ME = _Matcher(
    r"^(?:(?:ok(?:ay)?|so|and|well|also|btw)[,.!]?\s+)*(?:i|i'm|i've|i'll|i'd|my)\b",
    r"^(?:(?:und|also|na)[,.!]?\s+)*(?:ich|mein\w*)\b",
    r"^(?:(?:et|bon|alors)[,.!]?\s+)*(?:je|j'|mon|ma|mes)\b",
    r"^(?:(?:y|bueno|pues)[,.!]?\s+)*(?:yo|mi|mis)\b",
    r"^(?:(?:e|bom)[,.!]?\s+)*(?:eu|meu|minha)\b",
    r"^(?:(?:e|allora)[,.!]?\s+)*(?:io|mio|mia)\b", r"^(?:(?:en)[,.!]?\s+)*(?:ik|mijn)\b",
    r"^(?:я|мой|моя|мне)\b",
    "^我(?!们|們)", "^(?:私|僕|俺)(?:は|が|の)", "^(?:제가|저는|내가|나는)",
    # the pronoun left out, the verb says who: "fiz o merge", "acabo de subir", "ho appena"
    r"^(?:fiz|subi|rodei|testei|atualizei|acabei de|coloquei|mandei)\b",
    r"^(?:hice|subí|probé|actualicé|acabo de|puse|corrí|mandé)\b",
    r"^(?:ho (?:appena|fatto|messo|provato|aggiornato|lanciato))\b",
    r"^(?:zrobiłem|zrobiłam|wrzuciłem|wrzuciłam|odpaliłem|odpaliłam)\b",
)
# A symptom seen now ("the login page shows a blank screen", "no funciona", "動かない"):
# a report, unless said as what happens when ("if you skip the seed, half of them fail").
_SYMPTOM = _Matcher(
    r"\b(?:does ?n[o']t|doesn'?t|isn'?t|is not|won'?t|stopped) (?:work|load|start|build|"
    r"compile|render|show)\w*", r"\bshows? (?:a |an )?(?:blank|empty|white|wrong|error)\b",
    r"\b(?:is|are|looks|seems) (?:broken|off|wrong|weird|stuck|slow)\b",
    r"\bsomething(?:'s| is) (?:off|wrong)\b", r"\bis still running\b",
    r"\b(?:is|are|has been|have been) (?:red|failing|down)\b",
    r"\bkeeps? (?:failing|crashing|hanging|timing out)\b", r"\b(?:crashed|hangs|hung|froze)\b",
    r"\bfunktioniert nicht\b", r"\bist kaputt\b", r"\bgeht nicht\b", r"\bno funciona\b",
    r"\bno (?:carga|arranca|anda)\b", r"\b(?:sale|aparece) em? branco\b",
    r"\b(?:sale|aparece) en blanco\b", r"\balgo (?:pasa|falla|raro|está mal)\b",
    r"\bhay algo roto\b", r"\b(?:está|tá) quebrado\b",
    r"\bnão (?:funciona|carrega|abre|faz nada)\b",
    r"\bne (?:marche|fonctionne|charge|démarre) (?:pas|plus)\b", r"\bplante\b",
    r"\bnon funziona\b", r"\bwerkt niet\b", r"\bnie działa\b", r"\bçalışmıyor\b",
    "不工作", "打不开", "崩了", "挂了", "動かない", "表示されない", "落ちる",
    "안 ?돼", "안 ?열려", "작동하지 않",
)
_CONDITION = _Matcher(
    r"\bif\b", r"\bwhen(?:ever)?\b", r"\botherwise\b", r"\bunless\b", r"\bwenn\b",
    r"\bsonst\b", r"\bsi\b", r"\bcuando\b", r"\bquand\b", r"\bsinon\b", r"\bse\b",
    r"\bsenão\b", r"\bquando\b", "如果", "的话", "否则", "たら", "場合", "면 ",
)
# fmt: on
