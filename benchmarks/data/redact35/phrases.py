"""Prose for redact35: intros, outros and note sentences in English and six other languages.

Slots: {proj} {host} {path} {person} {date} {status} {rid} {v} (a credential, secret sentences only) {what}.
Sentences without {v} never hold a credential; their look-alike slots are filled with request ids and the like.
"""

LANGS = ["en", "de", "fr", "es", "ru", "ja", "zh"]
OTHER = ["de", "fr", "es", "ru", "ja", "zh"]

INTRO = {
    "en": ["{proj}: what the {host} call looked like on {date}", "Captured while debugging {proj} ({date})",
           "Repro for the {status} from {host}{path}", "Saved from my session, {proj}, {date}:",
           "{person} asked how the {proj} client talks to {host}; here is the exchange", "Notes: {host}{path}",
           "This is the request that finally worked against {host}", "Keep for later: {proj} integration",
           "{status} on {path}, trace below", "Pasted by {person} in #api-help on {date}"],
    "de": ["{proj}: so sah der Aufruf an {host} am {date} aus", "Beim Debuggen von {proj} mitgeschnitten ({date})",
           "Reproduktion für den {status} von {host}{path}", "Aus meiner Sitzung gespeichert, {proj}, {date}:",
           "Das ist die Anfrage, die gegen {host} endlich funktioniert hat", "Notiz zur Integration {proj}",
           "{status} auf {path}, Mitschnitt unten"],
    "fr": ["{proj} : voici l'appel à {host} du {date}", "Capturé pendant le débogage de {proj} ({date})",
           "Reproduction du {status} renvoyé par {host}{path}", "Sauvegardé depuis ma session, {proj}, {date} :",
           "C'est la requête qui a enfin marché contre {host}", "Note sur l'intégration {proj}",
           "{status} sur {path}, trace ci-dessous"],
    "es": ["{proj}: así fue la llamada a {host} el {date}", "Capturado mientras depuraba {proj} ({date})",
           "Reproducción del {status} de {host}{path}", "Guardado de mi sesión, {proj}, {date}:",
           "Esta es la petición que por fin funcionó contra {host}", "Nota sobre la integración de {proj}",
           "{status} en {path}, traza abajo"],
    "ru": ["{proj}: так выглядел вызов {host} {date}", "Снято при отладке {proj} ({date})",
           "Воспроизведение {status} от {host}{path}", "Сохранено из моей сессии, {proj}, {date}:",
           "Вот запрос, который наконец сработал против {host}", "Заметка по интеграции {proj}",
           "{status} на {path}, трассировка ниже"],
    "ja": ["{proj}: {date} の {host} 呼び出しの様子", "{proj} のデバッグ中に取得 ({date})",
           "{host}{path} の {status} の再現", "自分のセッションから保存、{proj}、{date}:",
           "{host} に対してやっと通ったリクエスト", "{proj} 連携メモ", "{path} で {status}、トレースは以下"],
    "zh": ["{proj}：{date} 调用 {host} 的记录", "调试 {proj} 时抓到的 ({date})", "{host}{path} 返回 {status} 的复现",
           "从我的会话里保存的，{proj}，{date}：", "这是最终在 {host} 上成功的请求", "{proj} 集成笔记",
           "{path} 上出现 {status}，抓包如下"],
}

OUTRO = {
    "en": ["The token endpoint returns 401 when the clock drifts more than a few minutes, check NTP first.",
           "Request id {rid} is what support asked for.", "Retries reuse the same Idempotency-Key, so a double POST is safe.",
           "Rate limit resets every 60 s; the x-ratelimit-remaining header tells you how close you are.",
           "The ETag changes on every write, so If-None-Match saves a lot of bandwidth here.",
           "Auth header is required on every call, the gateway does not accept the key in the query string any more.",
           "Note to self: the secret lives in the vault path, not in this note.",
           "Support ticket references trace {rid}.", "Pagination: follow the cursor until next is null.",
           "The 403 was a missing scope, not a bad key."],
    "de": ["Der Token-Endpunkt liefert 401, wenn die Uhr mehr als ein paar Minuten abweicht; zuerst NTP prüfen.",
           "Request-ID {rid} wollte der Support haben.", "Wiederholungen nutzen denselben Idempotency-Key, ein doppelter POST ist also harmlos.",
           "Das Rate-Limit wird alle 60 s zurückgesetzt.", "Der 403 lag an einem fehlenden Scope, nicht am Schlüssel."],
    "fr": ["Le point d'accès du jeton renvoie 401 quand l'horloge dérive de plus de quelques minutes ; vérifier NTP d'abord.",
           "Le support a demandé l'identifiant de requête {rid}.", "Les nouvelles tentatives réutilisent la même Idempotency-Key.",
           "La limite de débit se réinitialise toutes les 60 s.", "Le 403 venait d'un scope manquant, pas d'une mauvaise clé."],
    "es": ["El endpoint de token devuelve 401 cuando el reloj se desvía más de unos minutos; revisar NTP primero.",
           "Soporte pidió el id de petición {rid}.", "Los reintentos reutilizan la misma Idempotency-Key, así que un POST doble es seguro.",
           "El límite de tasa se reinicia cada 60 s.", "El 403 era un scope que faltaba, no una clave mala."],
    "ru": ["Эндпоинт токена отвечает 401, если часы уходят больше чем на пару минут; сначала проверить NTP.",
           "Поддержка просила request id {rid}.", "Повторы используют тот же Idempotency-Key, так что двойной POST безопасен.",
           "Лимит запросов сбрасывается каждые 60 с.", "403 был из-за отсутствующего scope, а не из-за ключа."],
    "ja": ["時計が数分ずれるとトークンエンドポイントは 401 を返すので、まず NTP を確認。",
           "サポートにはリクエスト ID {rid} を伝えた。", "リトライは同じ Idempotency-Key を使うので二重 POST でも安全。",
           "レート制限は 60 秒ごとにリセットされる。", "403 はキーではなく scope 不足が原因だった。"],
    "zh": ["时钟偏差超过几分钟时 token 端点会返回 401，先检查 NTP。", "技术支持要的是请求 ID {rid}。",
           "重试会复用同一个 Idempotency-Key，所以重复 POST 是安全的。", "限流每 60 秒重置一次。",
           "403 是缺少 scope，不是密钥错误。"],
}

# a sentence that carries one credential {v}; {what} names it
SECRET_SENT = {
    "en": ["The {what} for {host} is {v} (prod, do not share).", "{person} gave me the {what}: {v}",
           "Use {v} as the {what} until the new one is issued.", "for the record the {what} that worked was {v}",
           "If the call fails again, the {what} {v} may have been rotated; ask {person}.",
           "{what} (staging): {v}"],
    "de": ["Der {what} für {host} ist {v} (Prod, nicht weitergeben).", "{person} hat mir den {what} gegeben: {v}",
           "Bis der neue ausgestellt ist, {v} als {what} verwenden."],
    "fr": ["Le {what} pour {host} est {v} (prod, ne pas partager).", "{person} m'a donné le {what} : {v}",
           "Utiliser {v} comme {what} en attendant le nouveau."],
    "es": ["El {what} de {host} es {v} (prod, no compartir).", "{person} me pasó el {what}: {v}",
           "Usar {v} como {what} hasta que emitan el nuevo."],
    "ru": ["{what} для {host}: {v} (прод, никому не передавать).", "{person} дал мне {what}: {v}",
           "Пока не выпустят новый, использовать {v} как {what}."],
    "ja": ["{host} の {what} は {v}（本番、共有禁止）。", "{person} から {what} をもらった: {v}",
           "新しいものが発行されるまで {what} として {v} を使う。"],
    "zh": ["{host} 的 {what} 是 {v}（生产环境，勿外传）。", "{person} 给我的 {what}：{v}",
           "新的下发之前先用 {v} 作为 {what}。"],
}

# prose with the words key/token/secret/password in ordinary senses and look-alike ids
ORD_SENT = {
    "en": ["The token endpoint returns 401 when the clock drifts; request {rid} shows it.",
           "Rotate the API key every 90 days; the reminder is in the runbook.",
           "The secret is read from $API_TOKEN at startup, never from the repo.",
           "x-request-id {rid} is safe to paste into the vendor ticket.",
           "Password policy on the portal: 14 characters minimum, no reuse of the last 5.",
           "Cache key is method + path + Accept-Language, so the Vary header matters.",
           "The idempotency key is just a UUID per order; it is not a secret.",
           "The webhook secret is in the vault under {proj}/webhook; the delivery log only shows the signature.",
           "{person} confirmed the Authorization header is stripped on the redirect to {host}.",
           "Bearer tokens expire after 3600 s; the client refreshes at 80%.",
           "Key ordering in the JSON body does not matter to the signature check, whitespace does."],
    "de": ["Der Token-Endpunkt gibt 401 zurück, wenn die Uhr abweicht; Request {rid} zeigt das.",
           "Den API-Schlüssel alle 90 Tage rotieren; die Erinnerung steht im Runbook.",
           "Das Secret wird beim Start aus $API_TOKEN gelesen, nie aus dem Repo.",
           "Passwortrichtlinie im Portal: mindestens 14 Zeichen."],
    "fr": ["Le point d'accès du jeton renvoie 401 quand l'horloge dérive ; la requête {rid} le montre.",
           "Faire tourner la clé d'API tous les 90 jours ; le rappel est dans le runbook.",
           "Le secret est lu depuis $API_TOKEN au démarrage, jamais depuis le dépôt.",
           "Politique de mot de passe du portail : 14 caractères minimum."],
    "es": ["El endpoint de token devuelve 401 si el reloj se desvía; la petición {rid} lo muestra.",
           "Rotar la clave de API cada 90 días; el recordatorio está en el runbook.",
           "El secreto se lee de $API_TOKEN al arrancar, nunca del repositorio.",
           "Política de contraseñas del portal: 14 caracteres mínimo."],
    "ru": ["Эндпоинт токена отвечает 401 при расхождении часов; запрос {rid} это показывает.",
           "Ключ API менять каждые 90 дней; напоминание в ранбуке.",
           "Секрет читается из $API_TOKEN при старте, никогда не из репозитория.",
           "Политика паролей портала: минимум 14 символов."],
    "ja": ["時計がずれるとトークンエンドポイントは 401 を返す。リクエスト {rid} がその例。",
           "API キーは 90 日ごとにローテーションする。リマインダーは runbook にある。",
           "シークレットは起動時に $API_TOKEN から読む。リポジトリには置かない。",
           "ポータルのパスワードポリシー: 最低 14 文字。"],
    "zh": ["时钟偏差时 token 端点返回 401，请求 {rid} 就是这样。", "API 密钥每 90 天轮换一次，提醒写在 runbook 里。",
           "密钥在启动时从 $API_TOKEN 读取，从不放在仓库里。", "门户的密码策略：至少 14 个字符。"],
}

WHAT = {
    "en": {"key": "API key", "token": "token", "password": "password", "secret": "client secret", "whsec": "webhook signing secret"},
    "de": {"key": "API-Schlüssel", "token": "Token", "password": "Passwort", "secret": "Client-Secret", "whsec": "Webhook-Signaturgeheimnis"},
    "fr": {"key": "clé d'API", "token": "jeton", "password": "mot de passe", "secret": "secret client", "whsec": "secret de signature du webhook"},
    "es": {"key": "clave de API", "token": "token", "password": "contraseña", "secret": "secreto de cliente", "whsec": "secreto de firma del webhook"},
    "ru": {"key": "ключ API", "token": "токен", "password": "пароль", "secret": "client secret", "whsec": "секрет подписи вебхука"},
    "ja": {"key": "API キー", "token": "トークン", "password": "パスワード", "secret": "クライアントシークレット", "whsec": "Webhook 署名シークレット"},
    "zh": {"key": "API 密钥", "token": "令牌", "password": "密码", "secret": "客户端密钥", "whsec": "Webhook 签名密钥"},
}

# captions placed before a pasted block in notes
CAPTION = {
    "en": ["Request:", "Response:", "Trace:", "What the client sent:", "From the devtools network tab:", "Log line:"],
    "de": ["Anfrage:", "Antwort:", "Mitschnitt:", "Aus dem Netzwerk-Tab:"],
    "fr": ["Requête :", "Réponse :", "Trace :", "Depuis l'onglet réseau :"],
    "es": ["Petición:", "Respuesta:", "Traza:", "Desde la pestaña de red:"],
    "ru": ["Запрос:", "Ответ:", "Трассировка:", "Из вкладки Network:"],
    "ja": ["リクエスト:", "レスポンス:", "トレース:", "DevTools のネットワークタブから:"],
    "zh": ["请求：", "响应：", "抓包：", "来自开发者工具的网络面板："],
}
