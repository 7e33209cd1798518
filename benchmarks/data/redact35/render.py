"""Renderers: one HTTP exchange as the text a tool prints or a file holds."""

import json

import gen
from gen import R


def req_headers(ex, lower=False):
    hs = [("Host", ex.host)] + list(ex.headers)
    if ex.ctype and not ex.hname("Content-Type"):
        hs.append(("Content-Type", ex.ctype))
    if ex.body is not None:
        hs.append(("Content-Length", str(len(ex.body.encode()))))
    return [(k.lower() if lower else k, v) for k, v in hs]


def resp_headers(ex, lower=False):
    hs = list(ex.rheaders)
    if ex.rbody is not None:
        hs.append(("Content-Length", str(len(ex.rbody.encode()))))
    return [(k.lower() if lower else k, v) for k, v in hs]


def raw_http(ex):
    h2 = R.random() < 0.3
    lines = [f"{ex.method} {ex.target()} HTTP/{'2' if h2 else '1.1'}"]
    lines += [f"{k}: {v}" for k, v in req_headers(ex, lower=h2)]
    out = "\n".join(lines) + "\n"
    if ex.body is not None:
        out += "\n" + ex.body + "\n"
    if R.random() < 0.75:
        out += f"\nHTTP/{'2' if h2 else '1.1'} {ex.status}{'' if h2 else ' ' + ex.reason}\n"
        out += "\n".join(f"{k}: {v}" for k, v in resp_headers(ex, lower=h2)) + "\n"
        if ex.rbody is not None:
            out += "\n" + ex.rbody + "\n"
    return "```http\n" + out.rstrip() + "\n```" if R.random() < 0.6 else out.rstrip()


def curl_v(ex):
    flags = []
    cmd_hs = [(k, v) for k, v in ex.headers if k.lower() not in ("user-agent",)]
    for k, v in cmd_hs:
        flags.append(f"-H '{k}: {v}'" if k.lower() != "cookie" or R.random() < 0.5 else f"-b '{v}'")
    if ex.body is not None:
        flags.append(f"--data-raw '{ex.body}'" if R.random() < 0.5 else f"-d '{ex.body}'")
    if ex.method not in ("GET", "POST") or (ex.method == "POST" and ex.body is None):
        flags.insert(0, f"-X {ex.method}")
    url = ex.url(userinfo=True)
    cmd = f"$ curl -v{R.choice(['', 's', 'sS'])} " + (" \\\n    ".join(flags + [f"'{url}'"]) if R.random() < 0.5
                                                      else " ".join([f"'{url}'"] + flags))
    ip = gen.ip()
    lines = [cmd, f"*   Trying {ip}:443...", f"* Connected to {ex.host} ({ip}) port 443",
             "* ALPN: curl offers h2,http/1.1", f"* SSL connection using TLSv1.3 / {R.choice(['TLS_AES_256_GCM_SHA384', 'TLS_AES_128_GCM_SHA256', 'TLS_CHACHA20_POLY1305_SHA256'])}",
             f"*  subject: CN={ex.host.split(':')[0]}", f"*  expire date: {gen.http_date(2027)[5:-4]}"]
    h2 = R.random() < 0.5
    if ex.userinfo:
        lines.append(f"* Server auth using Basic with user '{ex.userinfo[0]}'")
    hs = req_headers(ex, lower=False)
    if ex.userinfo:
        import base64
        import urllib.parse
        hs.insert(1, ("Authorization", "Basic " + base64.b64encode(
            f"{ex.userinfo[0]}:{urllib.parse.unquote(ex.userinfo[1])}".encode()).decode()))
    hs = [(k, v) for k, v in hs if k != "Content-Length"] + ([("Content-Length", str(len(ex.body.encode())))] if ex.body else [])
    if not any(k.lower() == "user-agent" for k, _ in hs):
        hs.append(("User-Agent", R.choice(["curl/8.5.0", "curl/8.7.1", "curl/7.88.1"])))
    lines.append(f"> {ex.method} {ex.target()} HTTP/{'2' if h2 else '1.1'}")
    lines += [f"> {k}: {v}" for k, v in hs]
    lines.append(">")
    if ex.body:
        lines.append(f"* upload completely sent off: {len(ex.body.encode())} bytes")
    lines.append(f"< HTTP/{'2' if h2 else '1.1'} {ex.status}{'' if h2 else ' ' + ex.reason}")
    lines += [f"< {k.lower() if h2 else k}: {v}" for k, v in resp_headers(ex)]
    lines.append("<")
    if ex.rbody:
        lines.append(ex.rbody)
    lines.append(f"* Connection #0 to host {ex.host.split(':')[0]} left intact")
    return "```\n" + "\n".join(lines) + "\n```" if R.random() < 0.6 else "\n".join(lines)


def httpie(ex):
    items = []
    for k, v in ex.headers:
        items.append(f"'{k}:{v}'")
    base = ex.url(userinfo=True).replace("https://", "")
    cmd = f"$ http -v {ex.method} {base} " + " ".join(items)
    if ex.body and ex.ctype == "application/x-www-form-urlencoded":
        cmd = cmd.replace("http -v", "http -v --form")
    if ex.body:
        cmd = f"$ echo '{ex.body}' | " + cmd[2:]
    out = [cmd, "", f"{ex.method} {ex.target()} HTTP/1.1"]
    out += [f"{k}: {v}" for k, v in req_headers(ex)] + ["Accept-Encoding: gzip, deflate", f"User-Agent: HTTPie/3.2.2", ""]
    if ex.body:
        out += [ex.body, ""]
    out += [f"HTTP/1.1 {ex.status} {ex.reason}"] + [f"{k}: {v}" for k, v in resp_headers(ex)] + [""]
    if ex.rbody:
        out.append(ex.rbody)
    return "\n".join(out).rstrip()


def wget_d(ex):
    out = [f"$ wget -d -O - '{ex.url(userinfo=True)}'" + "".join(f" --header='{k}: {v}'" for k, v in ex.headers),
           f"DEBUG output created by Wget 1.21.4 on linux-gnu.", "", f"Resolving {ex.host.split(':')[0]}... {gen.ip()}",
           f"Caching {ex.host.split(':')[0]} => {gen.ip()}", "", "---request begin---", f"GET {ex.target()} HTTP/1.1",
           "User-Agent: Wget/1.21.4", "Accept: */*", "Accept-Encoding: identity"]
    out += [f"{k}: {v}" for k, v in req_headers(ex) if k.lower() not in ("user-agent", "accept")]
    out += ["Connection: Keep-Alive", "", "---request end---", "HTTP request sent, awaiting response... ",
            "---response begin---", f"HTTP/1.1 {ex.status} {ex.reason}"]
    out += [f"{k}: {v}" for k, v in resp_headers(ex)] + ["", "---response end---", f"{ex.status} {ex.reason}"]
    if ex.rbody:
        out.append(ex.rbody)
    return "\n".join(out)


def copy_curl(ex):
    parts = [f"curl '{ex.url(userinfo=True)}'"]
    if ex.method not in ("GET",) and ex.body is None:
        parts.append(f"-X '{ex.method}'")
    base = [("accept", "application/json, text/plain, */*"), ("accept-language", R.choice(["en-US,en;q=0.9", "de-DE,de;q=0.9,en;q=0.8", "ja;q=0.9"]))]
    hs = base + [(k.lower(), v) for k, v in ex.headers if k.lower() not in ("accept", "accept-language", "cookie", "user-agent")]
    if ex.ctype:
        hs.append(("content-type", ex.ctype))
    hs += [("origin", f"https://app.{gen.domain()}"), ("referer", f"https://app.{gen.domain()}/"),
           ("sec-ch-ua", '"Chromium";v="121", "Not A(Brand";v="99"'), ("sec-fetch-mode", "cors"), ("sec-fetch-site", "same-site"),
           ("user-agent", gen.UAS[10])]
    cookie = next((v for k, v in ex.headers if k.lower() == "cookie"), None)
    for k, v in hs:
        parts.append(f"-H '{k}: {v}'")
    if cookie:
        parts.insert(3, f"-b '{cookie}'")
    if ex.body is not None:
        parts.append(f"--data-raw '{ex.body}'")
    return " \\\n  ".join(parts)


def copy_fetch(ex):
    hs = {"accept": "*/*", "accept-language": "en-US,en;q=0.9"}
    for k, v in ex.headers:
        if k.lower() != "cookie" or R.random() < 0.3:
            hs[k.lower()] = v
    if ex.ctype:
        hs["content-type"] = ex.ctype
    hs["sec-fetch-mode"] = "cors"
    body = json.dumps(ex.body) if ex.body is not None else "null"
    node = R.random() < 0.3
    head = json.dumps(hs, indent=4, ensure_ascii=False).replace("\n}", "\n  }")
    out = f'fetch("{ex.url(userinfo=False)}", {{\n  "headers": {head},\n'
    if not node:
        out += f'  "referrer": "https://app.{gen.domain()}/",\n  "referrerPolicy": "strict-origin-when-cross-origin",\n'
    out += f'  "body": {body},\n  "method": "{ex.method}"'
    if not node:
        out += ',\n  "mode": "cors",\n  "credentials": "include"'
    return out + "\n});"


def copy_powershell(ex):
    hs = ";\n".join(f'  "{k}"="{v}"' for k, v in ex.headers if k.lower() != "user-agent")
    out = ("$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession\n"
           f'$session.UserAgent = "{gen.UAS[10]}"\n'
           f'Invoke-WebRequest -UseBasicParsing -Uri "{ex.url(userinfo=False)}" `\n-Method "{ex.method}" `\n'
           f'-WebSession $session `\n-Headers @{{\n{hs}\n}}')
    if ex.body is not None:
        out += f' `\n-ContentType "{ex.ctype}" `\n-Body "{ex.body.replace(chr(34), chr(96) + chr(34))}"'
    return out


def har(ex):
    def hl(pairs):
        return [{"name": k, "value": v} for k, v in pairs]
    req = {"method": ex.method, "url": ex.url(userinfo=False), "httpVersion": "http/2.0",
           "headers": hl([(k.lower(), v) for k, v in req_headers(ex) if k != "Host"]),
           "queryString": hl(ex.query), "headersSize": -1, "bodySize": len(ex.body.encode()) if ex.body else 0}
    if ex.body is not None:
        req["postData"] = {"mimeType": ex.ctype, "text": ex.body}
    resp = {"status": ex.status, "statusText": "" if R.random() < 0.5 else ex.reason, "httpVersion": "http/2.0",
            "headers": hl([(k.lower(), v) for k, v in resp_headers(ex)]),
            "content": {"size": len(ex.rbody or ""), "mimeType": "application/json", **({"text": ex.rbody} if ex.rbody else {})},
            "redirectURL": ""}
    entry = {"_initiator": {"type": "script"}, "_priority": "High", "_resourceType": R.choice(["fetch", "xhr"]),
             "cache": {}, "connection": str(R.randint(1000, 99999)), "pageref": f"page_{R.randint(1, 9)}",
             "request": req, "response": resp, "serverIPAddress": gen.ip(),
             "startedDateTime": f"{gen.date()}T{gen.clock()}.{R.randint(100, 999)}Z", "time": round(R.uniform(20, 900), 3),
             "timings": {"blocked": round(R.uniform(0, 5), 3), "dns": -1, "ssl": -1, "connect": -1,
                         "send": 0.1, "wait": round(R.uniform(10, 800), 3), "receive": round(R.uniform(0, 40), 3)}}
    if R.random() < 0.5:
        for k in ("_initiator", "_priority", "cache", "connection", "pageref"):
            entry.pop(k)
    txt = json.dumps(entry, indent=2, ensure_ascii=False)
    return ("```json\n" + txt + "\n```") if R.random() < 0.5 else txt


def postman(ex):
    auth_h = [(k, v) for k, v in ex.headers]
    item = {"name": f"{ex.method} {ex.path.split('?')[0]}", "request": {"method": ex.method, "header": [
        {"key": k, "value": v, "type": "text"} for k, v in auth_h],
        "url": {"raw": ex.url(userinfo=True), "protocol": "https", "host": ex.host.split("."),
                "path": [p for p in ex.path.split("?")[0].split("/") if p],
                **({"query": [{"key": k, "value": v} for k, v in ex.query]} if ex.query else {})}}, "response": []}
    if ex.body is not None:
        item["request"]["body"] = {"mode": "raw", "raw": ex.body}
    # Postman's own auth helper for a bearer header
    for i, (k, v) in enumerate(auth_h):
        if k == "Authorization" and v.startswith("Bearer ") and R.random() < 0.5:
            item["request"]["auth"] = {"type": "bearer", "bearer": [{"key": "token", "value": v[7:], "type": "string"}]}
            item["request"]["header"].pop(i)
            break
    return json.dumps({"info": {"_postman_id": gen.uuid(), "name": gen.project(),
                                "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
                       "item": [item]}, indent=2, ensure_ascii=False)


def dothttp(ex):
    out = [f"### {R.choice(['list', 'create', 'fetch', 'debug', 'repro'])} {ex.path.split('?')[0].strip('/').replace('/', ' ')}"]
    if R.random() < 0.4:
        out = [f"@baseUrl = https://{ex.host}", ""] + out
        url = "{{baseUrl}}" + ex.url(userinfo=False).split(ex.host, 1)[1]
    else:
        url = ex.url(userinfo=True)
    out.append(f"{ex.method} {url}")
    out += [f"{k}: {v}" for k, v in ex.headers]
    if ex.ctype:
        out.append(f"Content-Type: {ex.ctype}")
    if ex.body is not None:
        out += ["", ex.body]
    return "\n".join(out)


def insomnia(ex):
    out = ["_type: export", "__export_format: 4", "resources:", f"  - _id: req_{gen.hexs(32)}", "    _type: request",
           f"    parentId: wrk_{gen.hexs(32)}", f"    name: {ex.method} {ex.path.split('?')[0]}",
           f"    method: {ex.method}", f"    url: {ex.url(userinfo=True)}", "    headers:"]
    for k, v in ex.headers:
        out += [f"      - name: {k}", f"        value: \"{v.replace(chr(34), chr(92) + chr(34))}\""]
    if ex.body is not None:
        out += ["    body:", f"      mimeType: {ex.ctype}", f"      text: '{ex.body}'"]
    return "\n".join(out)


def vcr_yaml(ex, py=False):
    def hb(pairs, ind):
        o = []
        for k, v in pairs:
            o.append(f"{ind}{k}:")
            o.append(f"{ind}- {json.dumps(v) if any(c in v for c in ':#{}[],&*') else v}")
        return o
    if py:
        out = ["interactions:", "- request:", f"    body: {json.dumps(ex.body) if ex.body is not None else 'null'}", "    headers:"]
        out += hb(req_headers(ex)[1:], "      ")
        out += [f"    method: {ex.method}", f"    uri: {ex.url(userinfo=False)}", "  response:",
                f"    body:", f"      string: {json.dumps(ex.rbody or '')}", "    headers:"]
        out += hb(resp_headers(ex), "      ")
        out += ["    status:", f"      code: {ex.status}", f"      message: {ex.reason}", "version: 1"]
    else:
        out = ["---", "http_interactions:", "- request:", f"    method: {ex.method.lower()}", f"    uri: {ex.url(userinfo=False)}",
               "    body:", "      encoding: UTF-8", f"      string: {json.dumps(ex.body or '')}", "    headers:"]
        out += hb(req_headers(ex)[1:], "      ")
        out += ["  response:", "    status:", f"      code: {ex.status}", f"      message: {ex.reason}", "    headers:"]
        out += hb(resp_headers(ex), "      ")
        out += ["    body:", "      encoding: UTF-8", f"      string: {json.dumps(ex.rbody or '')}",
                f"  recorded_at: {gen.http_date()}", "recorded_with: VCR 6.2.0"]
    return "\n".join(out)


def wiremock(ex):
    m = {"method": ex.method, "urlPath": ex.path.split("?")[0]}
    if ex.query:
        m["queryParameters"] = {k: {"equalTo": v} for k, v in ex.query}
    hs = {k: {"equalTo": v} for k, v in ex.headers if k.lower() not in ("user-agent", "accept-language")}
    if hs:
        m["headers"] = hs
    if ex.body is not None:
        m["bodyPatterns"] = [{"equalTo": ex.body}]
    resp = {"status": ex.status, "headers": {k: v for k, v in ex.rheaders}}
    if ex.rbody:
        resp["body"] = ex.rbody
    return json.dumps({"id": gen.uuid(), "name": ex.path.split("?")[0].strip("/").replace("/", "_"), "request": m,
                       "response": resp, "persistent": True}, indent=2, ensure_ascii=False)


def nock(ex):
    out = [f"nock('https://{ex.host}')"]
    for k, v in ex.headers:
        out.append(f"  .matchHeader('{k.lower()}', '{v}')")
    if ex.query:
        out.append("  .query({ " + ", ".join(f"'{k}': '{v}'" for k, v in ex.query) + " })")
    body = f", {json.dumps(ex.body)}" if ex.body is not None else ""
    out.append(f"  .{ex.method.lower()}('{ex.path.split('?')[0]}'{body})")
    rb = ex.rbody or "{}"
    hdr = ", { " + ", ".join(f"'{k}': '{v}'" for k, v in ex.rheaders[:3]) + " }" if ex.rheaders else ""
    out.append(f"  .reply({ex.status}, {rb}{hdr});")
    return "```js\n" + "\n".join(out) + "\n```"


def polly(ex):
    return ("`recordings/" + gen.project() + "_" + gen.hexs(8) + "/recording.har` (Polly):\n" + har(ex))


def py_httpclient(ex):
    hs = "".join(f"{k}: {v}\\r\\n" for k, v in req_headers(ex))
    out = [f"send: b'{ex.method} {ex.target()} HTTP/1.1\\r\\n{hs}\\r\\n'"]
    if ex.body is not None:
        out.append(f"send: b'{ex.body}'")
    out.append(f"reply: 'HTTP/1.1 {ex.status} {ex.reason}\\r\\n'")
    out += [f"header: {k}: {v}" for k, v in resp_headers(ex)]
    out.insert(0, f"DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): {ex.host.split(':')[0]}:443")
    out.append(f'DEBUG:urllib3.connectionpool:https://{ex.host.split(":")[0]}:443 "{ex.method} {ex.target()} HTTP/1.1" {ex.status} {len(ex.rbody or "")}')
    return "\n".join(out)


def okhttp(ex):
    t = R.randint(40, 900)
    out = [f"I/okhttp.OkHttpClient: --> {ex.method} {ex.url(userinfo=False)}"]
    if ex.ctype:
        out.append(f"I/okhttp.OkHttpClient: Content-Type: {ex.ctype}")
    out += [f"I/okhttp.OkHttpClient: {k}: {v}" for k, v in ex.headers]
    if ex.body is not None:
        out += ["I/okhttp.OkHttpClient: ", f"I/okhttp.OkHttpClient: {ex.body}",
                f"I/okhttp.OkHttpClient: --> END {ex.method} ({len(ex.body.encode())}-byte body)"]
    else:
        out.append(f"I/okhttp.OkHttpClient: --> END {ex.method}")
    out.append(f"I/okhttp.OkHttpClient: <-- {ex.status} {ex.url(userinfo=False)} ({t}ms)")
    out += [f"I/okhttp.OkHttpClient: {k.lower()}: {v}" for k, v in resp_headers(ex)]
    if ex.rbody:
        out += ["I/okhttp.OkHttpClient: ", f"I/okhttp.OkHttpClient: {ex.rbody.replace(chr(10), ' ')}"]
    out.append(f"I/okhttp.OkHttpClient: <-- END HTTP ({len(ex.rbody or '')}-byte body)")
    return "\n".join(out)


def go_dump(ex):
    out = ["// httputil.DumpRequestOut(req, true)", f"{ex.method} {ex.target()} HTTP/1.1", f"Host: {ex.host}",
           "User-Agent: Go-http-client/1.1"]
    out += [f"{k}: {v}" for k, v in req_headers(ex)[1:] if k != "User-Agent"]
    out += ["Accept-Encoding: gzip", ""]
    if ex.body is not None:
        out.append(ex.body)
    return "```\n" + "\n".join(out) + "\n```"


def faraday(ex):
    ts = f"{gen.date()}T{gen.clock()}.{R.randint(100000, 999999)}"
    pid = R.randint(1000, 99999)
    out = [f"I, [{ts} #{pid}]  INFO -- request: {ex.method} {ex.url(userinfo=False)}"]
    out += [f'I, [{ts} #{pid}]  INFO -- request: {k}: "{v}"' for k, v in req_headers(ex)[1:]]
    out.append(f"I, [{ts} #{pid}]  INFO -- response: Status {ex.status}")
    out += [f'I, [{ts} #{pid}]  INFO -- response: {k.lower()}: "{v}"' for k, v in resp_headers(ex)]
    return "\n".join(out)


def dotnet(ex):
    cat = "System.Net.Http.HttpClient." + R.choice(["Default", "PaymentsClient", "PartnerApi"]) + ".ClientHandler"
    out = [f"info: {cat}[100]", f"      Sending HTTP request {ex.method} {ex.url(userinfo=False)}",
           f"trce: {cat}[102]", "      Request Headers:"]
    out += [f"      {k}: {v}" for k, v in req_headers(ex)[1:]]
    out += [f"info: {cat}[101]", f"      Received HTTP response headers after {round(R.uniform(10, 900), 4)}ms - {ex.status}",
            f"trce: {cat}[103]", "      Response Headers:"]
    out += [f"      {k}: {v}" for k, v in resp_headers(ex)]
    return "\n".join(out)


def boto(ex):
    d = {"url_path": ex.path.split("?")[0], "query_string": dict(ex.query), "method": ex.method,
         "headers": dict(req_headers(ex)[1:]), "body": ex.body or b"".decode(), "url": ex.url(userinfo=False)}
    return (f"{gen.date()} {gen.clock()},{R.randint(100, 999)} botocore.endpoint [DEBUG] Making request for "
            f"OperationModel(name={R.choice(['GetObject', 'PutObject', 'SendMessage', 'Query', 'Invoke'])}) with params: {d!r}")


# ------------------------------------------------------------------ access and proxy logs (one request per line)
def nginx_line(ex):
    user = ex.userinfo[0] if ex.userinfo else "-"
    t = f"{R.randint(1, 28):02d}/{R.choice(['Jan', 'Mar', 'Jun', 'Sep', 'Nov'])}/{R.choice([2025, 2026])}:{gen.clock()} +0000"
    return (f'{gen.ip()} - {user} [{t}] "{ex.method} {ex.target()} HTTP/1.1" {ex.status} {R.randint(0, 90000)} '
            f'"{R.choice(["-", "https://app." + gen.domain() + "/"])}" "{gen.ua()}" rt={R.uniform(0, 2):.3f} '
            f'uct="{R.uniform(0, 0.01):.3f}" req_id={gen.hexs(32)}')


def envoy_line(ex):
    return (f'[{gen.date()}T{gen.clock()}.{R.randint(100, 999)}Z] "{ex.method} {ex.target()} HTTP/2" {ex.status} - via_upstream - '
            f'"-" {len(ex.body or "")} {R.randint(0, 90000)} {R.randint(1, 900)} {R.randint(1, 900)} "{gen.ip()}" "{gen.ua()}" '
            f'"{gen.uuid()}" "{ex.host}" "{gen.ip()}:{R.choice([8080, 8443, 3000, 9000])}"')


def alb_line(ex):
    return (f'h2 {gen.date()}T{gen.clock()}.{R.randint(100000, 999999)}Z app/{gen.project()}-alb/{gen.hexs(16)} '
            f'{gen.ip()}:{R.randint(1024, 65000)} {gen.ip()}:8080 0.001 {R.uniform(0, 1):.3f} 0.000 {ex.status} {ex.status} '
            f'{R.randint(100, 2000)} {R.randint(100, 90000)} "{ex.method} {ex.url(userinfo=False).replace(ex.host, ex.host + ":443", 1)} HTTP/2.0" '
            f'"{gen.ua()}" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:{R.choice(gen.REGIONS)}:'
            f'{R.randint(10**11, 10**12 - 1)}:targetgroup/{gen.project()}/{gen.hexs(16)} "Root=1-{gen.hexs(8)}-{gen.hexs(24)}"')


def squid_line(ex):
    return (f'{R.randint(1_700_000_000, 1_790_000_000)}.{R.randint(100, 999)} {R.randint(1, 3000):>6} {gen.ip()} '
            f'TCP_{R.choice(["MISS", "TUNNEL", "REFRESH_MODIFIED"])}/{ex.status} {R.randint(200, 90000)} {ex.method} '
            f'{ex.url(userinfo=True).replace("https://", "http://", 1)} - HIER_DIRECT/{gen.ip()} {R.choice(["application/json", "text/html", "-"])}')


def kong_json(ex):
    d = {"request": {"method": ex.method, "uri": ex.target(), "url": ex.url(userinfo=False), "size": R.randint(100, 3000),
                     "headers": {k.lower(): v for k, v in req_headers(ex)}},
         "response": {"status": ex.status, "size": R.randint(100, 9000), "headers": {k.lower(): v for k, v in ex.rheaders}},
         "latencies": {"kong": R.randint(0, 20), "proxy": R.randint(1, 900), "request": R.randint(2, 950)},
         "client_ip": gen.ip(), "started_at": R.randint(1_700_000_000_000, 1_790_000_000_000),
         "service": {"name": gen.project()}, "route": {"id": gen.uuid()}}
    return json.dumps(d, ensure_ascii=False)


def traefik_json(ex):
    d = {"ClientHost": gen.ip(), "DownstreamStatus": ex.status, "Duration": R.randint(10**5, 10**9), "RequestHost": ex.host,
         "RequestMethod": ex.method, "RequestPath": ex.target(), "RequestProtocol": "HTTP/2.0", "RouterName": f"{gen.project()}@docker",
         "ServiceName": f"{gen.project()}@docker", "time": f"{gen.date()}T{gen.clock()}Z", "level": "info",
         "request_User-Agent": gen.ua()}
    for k, v in ex.headers:
        if R.random() < 0.7:
            d["request_" + k] = v
    return json.dumps(d, ensure_ascii=False)
