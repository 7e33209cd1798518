"""Prose for redact42: intros, code comments, outros, session-note sentences, team-chat lines and what a user types to
a coding agent, in English and twelve other languages, about building, signing and shipping mobile and desktop apps.

Slots: {proj} (an app project), {person}, {date}, {time} (HH:MM), {tail} (last characters of a masked value), {inc}
(a ticket number), {build} (a build number), {ver} (a version), {team} (an Apple team id), {bundle} (a bundle id),
{what} (the name of a credential, e.g. `MATCH_PASSWORD`, left untranslated as developers do) and {v} (a credential;
secret sentences only). Sentences without {v} never hold a credential. The other-language prose is the author's own
and has not been reviewed by native speakers.
"""

LANGS = ["en", "de", "fr", "es", "pt", "it", "nl", "pl", "ru", "tr", "ja", "zh", "ko"]
OTHER = LANGS[1:]

INTRO = {
    "en": ["Release checklist for {proj} {ver} (build {build})", "Saved from today's session: signing setup for {proj}",
           "Why the TestFlight upload failed on {date}", "What {person} pasted while we fixed the Play upload",
           "Context for next time: {proj} desktop auto-update", "Notes for MOB-{inc}: move CI to the new Mac runners",
           "Copied while pairing with {person} on the release lane", "Keep for MOB-{inc}: notarisation keeps timing out",
           "{proj}: Android release build, first green run", "Crash reporting setup for {proj} {ver}"],
    "de": ["Release-Checkliste für {proj} {ver} (Build {build})", "Aus der heutigen Sitzung: Signierung für {proj}",
           "Warum der TestFlight-Upload am {date} scheiterte", "Für MOB-{inc}: CI auf die neuen Mac-Runner umziehen"],
    "fr": ["Checklist de release pour {proj} {ver} (build {build})", "Sauvegardé de la session : signature de {proj}",
           "Pourquoi l'envoi vers TestFlight a échoué le {date}", "Pour MOB-{inc} : la notarisation expire toujours"],
    "es": ["Lista de publicación de {proj} {ver} (build {build})", "Guardado de la sesión: firma de {proj}",
           "Por qué falló la subida a TestFlight el {date}", "Para MOB-{inc}: mover la CI a los nuevos runners Mac"],
    "pt": ["Checklist de release do {proj} {ver} (build {build})", "Salvo da sessão de hoje: assinatura do {proj}",
           "Por que o upload para o TestFlight falhou em {date}", "Para MOB-{inc}: a notarização continua expirando"],
    "it": ["Checklist di rilascio per {proj} {ver} (build {build})", "Dalla sessione di oggi: firma di {proj}",
           "Perché il caricamento su TestFlight è fallito il {date}", "Per MOB-{inc}: spostare la CI sui nuovi runner Mac"],
    "nl": ["Release-checklist voor {proj} {ver} (build {build})", "Uit de sessie van vandaag: signing voor {proj}",
           "Waarom de TestFlight-upload op {date} mislukte", "Voor MOB-{inc}: notarisatie loopt steeds af"],
    "pl": ["Lista kontrolna wydania {proj} {ver} (build {build})", "Z dzisiejszej sesji: podpisywanie {proj}",
           "Dlaczego upload do TestFlight nie przeszedł {date}", "Do MOB-{inc}: przenieść CI na nowe runnery Mac"],
    "ru": ["Чеклист релиза {proj} {ver} (сборка {build})", "Из сегодняшней сессии: подпись сборок {proj}",
           "Почему {date} не прошла загрузка в TestFlight", "Для MOB-{inc}: нотаризация всё время падает по таймауту"],
    "tr": ["{proj} {ver} sürüm kontrol listesi (build {build})", "Bugünkü oturumdan: {proj} imzalama ayarları",
           "{date} tarihinde TestFlight yüklemesi neden başarısız oldu", "MOB-{inc} için: CI yeni Mac runner'lara taşınacak"],
    "ja": ["{proj} {ver} リリース手順（ビルド {build}）", "今日のセッションから保存：{proj} の署名設定",
           "{date} に TestFlight へのアップロードが失敗した理由", "MOB-{inc} 用メモ：公証がタイムアウトし続ける"],
    "zh": ["{proj} {ver} 发布检查清单（构建 {build}）", "今天会话保存：{proj} 的签名配置",
           "{date} TestFlight 上传失败的原因", "MOB-{inc}：把 CI 迁到新的 Mac runner"],
    "ko": ["{proj} {ver} 릴리스 체크리스트 (빌드 {build})", "오늘 세션에서 저장: {proj} 서명 설정",
           "{date} TestFlight 업로드가 실패한 이유", "MOB-{inc}: 공증이 계속 타임아웃됨"],
}

COMMENT = {
    "en": ["used by the release lane only", "bump versionCode before every upload", "TODO: move to the CI secret store",
           "same values as the iOS target", "rotated after the contractor left", "do not commit the keystore itself"],
    "de": ["nur für die Release-Lane", "vor jedem Upload versionCode erhöhen", "TODO: in den CI-Secret-Store verschieben"],
    "fr": ["utilisé seulement par la lane de release", "incrémenter versionCode avant chaque envoi",
           "TODO : déplacer dans les secrets de la CI"],
    "es": ["solo lo usa la lane de publicación", "subir versionCode antes de cada envío", "TODO: pasar a los secretos de la CI"],
    "pt": ["usado só pela lane de release", "aumentar o versionCode antes de cada upload", "TODO: mover para os secrets da CI"],
    "it": ["usato solo dalla lane di rilascio", "aumentare versionCode prima di ogni caricamento",
           "TODO: spostare nei secret della CI"],
    "nl": ["alleen voor de release-lane", "versionCode ophogen voor elke upload", "TODO: naar de CI-secrets verplaatsen"],
    "pl": ["używane tylko przez lane wydania", "podbić versionCode przed każdym uploadem", "TODO: przenieść do sekretów CI"],
    "ru": ["используется только в релизном lane", "поднимать versionCode перед каждой загрузкой",
           "TODO: перенести в секреты CI"],
    "tr": ["sadece release lane kullanıyor", "her yüklemeden önce versionCode artır", "TODO: CI secret deposuna taşı"],
    "ja": ["リリース用 lane だけで使う", "アップロード前に versionCode を上げること", "TODO: CI のシークレットに移す"],
    "zh": ["只在发布 lane 中使用", "每次上传前递增 versionCode", "TODO: 移到 CI 的密钥存储"],
    "ko": ["릴리스 lane 에서만 사용", "업로드 전에 versionCode 올리기", "TODO: CI 시크릿 저장소로 옮기기"],
}

OUTRO = {
    "en": ["Build {build} is in review now.", "Next: check the crash-free rate after {ver} rolls out to 20%.",
           "{person} will redo this on the new runner.", "Upload went through at {time}."],
    "de": ["Build {build} ist jetzt im Review.", "{person} macht das auf dem neuen Runner noch einmal."],
    "fr": ["Le build {build} est maintenant en revue.", "{person} refera ça sur le nouveau runner."],
    "es": ["El build {build} ya está en revisión.", "{person} lo repetirá en el runner nuevo."],
    "pt": ["O build {build} está em revisão agora.", "{person} vai refazer isso no runner novo."],
    "it": ["La build {build} ora è in revisione.", "{person} lo rifarà sul nuovo runner."],
    "nl": ["Build {build} is nu in review.", "{person} doet dit opnieuw op de nieuwe runner."],
    "pl": ["Build {build} jest teraz w recenzji.", "{person} powtórzy to na nowym runnerze."],
    "ru": ["Сборка {build} сейчас на ревью.", "{person} повторит это на новом раннере."],
    "tr": ["Build {build} şu an incelemede.", "{person} bunu yeni runner'da tekrar yapacak."],
    "ja": ["ビルド {build} は審査中。", "{person} さんが新しい runner でやり直す予定。"],
    "zh": ["构建 {build} 正在审核中。", "{person} 会在新的 runner 上重做一遍。"],
    "ko": ["빌드 {build} 는 지금 심사 중.", "{person} 님이 새 runner 에서 다시 할 예정."],
}

# session-note sentences holding a credential ({v}); {what} names it
NOTE_SEC = {
    "en": ["{time} {person} gave me the {what} for the release lane: {v}", "{time} {what} is {v} (from {person}, not in the vault yet)",
           "{time} set {what} to {v} on the Mac mini by hand so the nightly could sign", "{time} old {what} was {v}; {person} says it is rotated, not verified"],
    "de": ["{time} {person} hat mir das {what} gegeben: {v}", "{time} {what} lautet {v} (noch nicht im Vault)"],
    "fr": ["{time} {person} m'a donné le {what} : {v}", "{time} le {what} est {v} (pas encore dans le coffre)"],
    "es": ["{time} {person} me pasó el {what}: {v}", "{time} el {what} es {v} (aún no está en el vault)"],
    "pt": ["{time} {person} me passou o {what}: {v}", "{time} o {what} é {v} (ainda fora do cofre)"],
    "it": ["{time} {person} mi ha dato il {what}: {v}", "{time} il {what} è {v} (non ancora nel vault)"],
    "nl": ["{time} {person} gaf me het {what}: {v}", "{time} {what} is {v} (nog niet in de vault)"],
    "pl": ["{time} {person} podał(a) mi {what}: {v}", "{time} {what} to {v} (jeszcze nie w sejfie)"],
    "ru": ["{time} {person} дал(а) мне {what}: {v}", "{time} {what} сейчас {v} (в хранилище ещё нет)"],
    "tr": ["{time} {person} bana {what} değerini verdi: {v}", "{time} {what} şu an {v} (henüz kasada değil)"],
    "ja": ["{time} {person} さんから {what} をもらった：{v}", "{time} {what} は {v}（まだ保管庫に入れていない）"],
    "zh": ["{time} {person} 给了我 {what}：{v}", "{time} {what} 是 {v}（还没放进保险库）"],
    "ko": ["{time} {person} 님이 {what} 를 알려줌: {v}", "{time} {what} 는 {v} (아직 볼트에 없음)"],
}

# session-note sentences without a credential (they may mention one by name or by its masked tail)
NOTE_ORD = {
    "en": ["{time} build {build} ({ver}) uploaded to TestFlight, processing took 14 min.",
           "{time} {person} rotated the {what}; the old one ended in {tail}.",
           "{time} the {what} now comes from the CI secret store, nothing in the repo.",
           "{time} versionCode bumped to {build}, the Play Console rejected the previous one as a duplicate.",
           "{time} notarisation accepted for {bundle}, stapled and verified with spctl.",
           "{time} provisioning profile for team {team} renewed, Xcode picked it up after a restart."],
    "de": ["{time} Build {build} ({ver}) zu TestFlight hochgeladen.", "{time} {person} hat das {what} rotiert; das alte endete auf {tail}.",
           "{time} das {what} kommt jetzt aus dem CI-Secret-Store."],
    "fr": ["{time} build {build} ({ver}) envoyé sur TestFlight.", "{time} {person} a renouvelé le {what} ; l'ancien finissait par {tail}.",
           "{time} le {what} vient maintenant des secrets de la CI."],
    "es": ["{time} build {build} ({ver}) subido a TestFlight.", "{time} {person} rotó el {what}; el anterior terminaba en {tail}.",
           "{time} el {what} ahora sale de los secretos de la CI."],
    "pt": ["{time} build {build} ({ver}) enviado ao TestFlight.", "{time} {person} trocou o {what}; o antigo terminava em {tail}.",
           "{time} o {what} agora vem dos secrets da CI."],
    "it": ["{time} build {build} ({ver}) caricata su TestFlight.", "{time} {person} ha ruotato il {what}; il vecchio finiva con {tail}.",
           "{time} il {what} ora arriva dai secret della CI."],
    "nl": ["{time} build {build} ({ver}) naar TestFlight geüpload.", "{time} {person} heeft het {what} geroteerd; het oude eindigde op {tail}.",
           "{time} het {what} komt nu uit de CI-secrets."],
    "pl": ["{time} build {build} ({ver}) wysłany do TestFlight.", "{time} {person} zmienił(a) {what}; stary kończył się na {tail}.",
           "{time} {what} pochodzi teraz z sekretów CI."],
    "ru": ["{time} сборка {build} ({ver}) загружена в TestFlight.", "{time} {person} сменил(а) {what}; старый заканчивался на {tail}.",
           "{time} {what} теперь берётся из секретов CI."],
    "tr": ["{time} build {build} ({ver}) TestFlight'a yüklendi.", "{time} {person} {what} değerini yeniledi; eskisi {tail} ile bitiyordu.",
           "{time} {what} artık CI secret deposundan geliyor."],
    "ja": ["{time} ビルド {build}（{ver}）を TestFlight にアップロード。", "{time} {person} さんが {what} を更新、古いものは末尾 {tail}。",
           "{time} {what} は CI のシークレットから読むようにした。"],
    "zh": ["{time} 构建 {build}（{ver}）已上传到 TestFlight。", "{time} {person} 轮换了 {what}，旧的以 {tail} 结尾。",
           "{time} {what} 现在从 CI 密钥存储读取。"],
    "ko": ["{time} 빌드 {build} ({ver}) TestFlight 업로드 완료.", "{time} {person} 님이 {what} 교체, 이전 값은 {tail} 로 끝남.",
           "{time} {what} 는 이제 CI 시크릿에서 읽음."],
}

CHAT_SEC = {
    "en": ["here's the {what}, don't lose it again: {v}", "{what} = {v} (I'll rotate it after the release)",
           "try {v} for the {what}, that's what the old Jenkins job used", "ok pasting it: {v}"],
    "de": ["hier das {what}: {v}", "versuch {v} als {what}, das hatte der alte Jenkins-Job"],
    "fr": ["voilà le {what} : {v}", "essaie {v} pour le {what}, c'était celui du vieux job Jenkins"],
    "es": ["aquí va el {what}: {v}", "prueba {v} como {what}, era el del Jenkins viejo"],
    "pt": ["segue o {what}: {v}", "tenta {v} como {what}, era o do Jenkins antigo"],
    "it": ["ecco il {what}: {v}", "prova {v} come {what}, era quello del vecchio Jenkins"],
    "nl": ["hier is het {what}: {v}", "probeer {v} als {what}, dat gebruikte de oude Jenkins-job"],
    "pl": ["proszę, {what}: {v}", "spróbuj {v} jako {what}, tego używał stary Jenkins"],
    "ru": ["вот {what}: {v}", "попробуй {v} как {what}, его использовал старый Jenkins"],
    "tr": ["{what} şu: {v}", "{what} için {v} dene, eski Jenkins job'u onu kullanıyordu"],
    "ja": ["{what} はこれ：{v}", "{what} は {v} を試して、古い Jenkins ジョブがそれを使ってた"],
    "zh": ["{what} 在这：{v}", "{what} 试试 {v}，旧的 Jenkins 任务用的就是它"],
    "ko": ["{what} 여기: {v}", "{what} 는 {v} 로 해봐, 예전 Jenkins 잡이 그걸 썼어"],
}

CHAT_ORD = {
    "en": ["the {what} is in 1Password under Mobile Release, ask {person} for access", "build {build} is stuck in processing again",
           "signing failed: No profile for team '{team}' matching '{bundle}' found", "it ends in {tail}, that's the new one",
           "can someone bump the version to {ver}?", "don't paste the {what} here, put it in the CI secrets"],
    "de": ["das {what} liegt in 1Password unter Mobile Release", "Build {build} hängt wieder im Processing", "das neue endet auf {tail}"],
    "fr": ["le {what} est dans 1Password, dossier Mobile Release", "le build {build} est encore bloqué en traitement", "le nouveau finit par {tail}"],
    "es": ["el {what} está en 1Password en Mobile Release", "el build {build} sigue atascado en procesamiento", "el nuevo termina en {tail}"],
    "pt": ["o {what} está no 1Password em Mobile Release", "o build {build} travou no processamento de novo", "o novo termina em {tail}"],
    "it": ["il {what} è in 1Password sotto Mobile Release", "la build {build} è di nuovo bloccata in elaborazione", "il nuovo finisce con {tail}"],
    "nl": ["het {what} staat in 1Password onder Mobile Release", "build {build} hangt weer in processing", "de nieuwe eindigt op {tail}"],
    "pl": ["{what} jest w 1Password w Mobile Release", "build {build} znowu utknął w przetwarzaniu", "nowy kończy się na {tail}"],
    "ru": ["{what} лежит в 1Password в Mobile Release", "сборка {build} опять висит в обработке", "новый заканчивается на {tail}"],
    "tr": ["{what} 1Password'de Mobile Release altında", "build {build} yine işleniyor durumunda kaldı", "yenisi {tail} ile bitiyor"],
    "ja": ["{what} は 1Password の Mobile Release にある", "ビルド {build} がまた処理中のまま", "新しいのは末尾 {tail}"],
    "zh": ["{what} 在 1Password 的 Mobile Release 里", "构建 {build} 又卡在处理中", "新的以 {tail} 结尾"],
    "ko": ["{what} 는 1Password 의 Mobile Release 에 있음", "빌드 {build} 가 또 처리 중에 멈춤", "새 값은 {tail} 로 끝남"],
}

USER_SEC = {
    "en": ["the {what} is {v}, use it for the release build and don't write it to any file",
           "upload failed again. {what}={v} if you need it", "use this {what} for now: {v}"],
    "de": ["das {what} ist {v}, nimm es für den Release-Build", "nimm vorerst dieses {what}: {v}"],
    "fr": ["le {what} est {v}, utilise-le pour le build de release", "prends ce {what} pour l'instant : {v}"],
    "es": ["el {what} es {v}, úsalo para el build de release", "usa este {what} por ahora: {v}"],
    "pt": ["o {what} é {v}, usa no build de release", "usa este {what} por enquanto: {v}"],
    "it": ["il {what} è {v}, usalo per la build di rilascio", "per ora usa questo {what}: {v}"],
    "nl": ["het {what} is {v}, gebruik het voor de release-build", "gebruik voorlopig dit {what}: {v}"],
    "pl": ["{what} to {v}, użyj go do builda wydania", "na razie użyj tego {what}: {v}"],
    "ru": ["{what} — {v}, используй его для релизной сборки", "пока используй этот {what}: {v}"],
    "tr": ["{what} {v}, release build için kullan", "şimdilik bu {what} değerini kullan: {v}"],
    "ja": ["{what} は {v}、リリースビルドに使って", "とりあえずこの {what} を使って：{v}"],
    "zh": ["{what} 是 {v}，发布构建用它", "先用这个 {what}：{v}"],
    "ko": ["{what} 는 {v}, 릴리스 빌드에 써줘", "일단 이 {what} 써줘: {v}"],
}

USER_ORD = {
    "en": ["the {what} is already in the CI secrets, just reference it by name", "why does the archive step say no signing certificate found?",
           "bump the build number to {build} and upload {ver} to TestFlight", "the Play upload says the versionCode {build} was already used, fix it"],
    "de": ["das {what} ist schon in den CI-Secrets, nur per Namen referenzieren", "erhöhe die Build-Nummer auf {build} und lade {ver} hoch"],
    "fr": ["le {what} est déjà dans les secrets de la CI, référence-le par son nom", "passe le numéro de build à {build} et envoie {ver}"],
    "es": ["el {what} ya está en los secretos de la CI, solo refiérelo por nombre", "sube el número de build a {build} y publica {ver}"],
    "pt": ["o {what} já está nos secrets da CI, só referencia pelo nome", "aumenta o build para {build} e envia a {ver}"],
    "it": ["il {what} è già nei secret della CI, referenzialo per nome", "porta il build a {build} e carica la {ver}"],
    "nl": ["het {what} staat al in de CI-secrets, verwijs er alleen naar", "zet het buildnummer op {build} en upload {ver}"],
    "pl": ["{what} jest już w sekretach CI, odwołuj się po nazwie", "podbij numer builda do {build} i wyślij {ver}"],
    "ru": ["{what} уже в секретах CI, ссылайся по имени", "подними номер сборки до {build} и загрузи {ver}"],
    "tr": ["{what} zaten CI secret'larında, sadece adıyla kullan", "build numarasını {build} yap ve {ver} sürümünü yükle"],
    "ja": ["{what} はもう CI のシークレットにあるので名前で参照して", "ビルド番号を {build} にして {ver} をアップロードして"],
    "zh": ["{what} 已经在 CI 密钥里了，按名字引用就行", "把构建号改成 {build} 然后上传 {ver}"],
    "ko": ["{what} 는 이미 CI 시크릿에 있으니 이름으로만 참조해", "빌드 번호를 {build} 로 올리고 {ver} 업로드해"],
}
