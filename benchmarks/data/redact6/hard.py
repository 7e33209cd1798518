# ruff: noqa: E501  (data templates read best as one line each)
"""Shapes a hand-grown rule list tends to miss: split, escaped, encoded, tabulated, diffed."""

import json
from urllib.parse import quote

from common import G, row


def _tok(g: G) -> str:
    return g.pick(
        [
            lambda: "ghp_" + g.an(36),
            lambda: "sk_live_" + g.an(40),
            lambda: g.password(),
            lambda: "xoxb-" + g.dg(12) + "-" + g.dg(13) + "-" + g.an(24),
            lambda: g.an(40),
            lambda: "glpat-" + g.an(20),
            lambda: "hf_" + g.an(34),
        ]
    )()


def hard_rows(g: G, n: int) -> list[dict]:
    """Rows cycling through the awkward shapes."""
    out = []
    for i in range(n):
        k = i % 16
        tok = _tok(g)
        h = g.host()
        if k == 0:
            a, b = tok[: len(tok) // 2], tok[len(tok) // 2 :]
            out.append(row(f'API_KEY = (\n    "{a}"\n    "{b}"\n)', [a, b], "hard:split_lines"))
        elif k == 1:
            a, b = tok[: len(tok) // 2], tok[len(tok) // 2 :]
            out.append(row(f"const key = '{a}' +\n  '{b}';", [a, b], "hard:split_concat"))
        elif k == 2:
            pw = g.password()
            out.append(
                row(
                    f"| env | host | user | password |\n|-----|------|------|----------|\n| staging | {h} | {g.user()} | {pw} |\n| prod | {g.host()} | {g.user()} | (in vault) |",
                    [pw],
                    "hard:table",
                )
            )
        elif k == 3:
            pw = g.password()
            out.append(
                row(f"config.ini: |\n  [db]\n  host = {h}\n  password = {pw}\n  pool = 5", [pw], "hard:yaml_block")
            )
        elif k == 4:
            pw = g.password().replace('"', "")
            inner = json.dumps({"user": g.user(), "password": pw})
            out.append(row(json.dumps({"Records": [{"body": inner}]}), [pw], "hard:json_escaped"))
        elif k == 5:
            pw = g.password() + "&" + g.word() + "=/"
            enc = quote(pw, safe="")
            out.append(
                row(
                    f"POST /login HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nusername={g.user()}&password={enc}&remember=1",
                    [enc],
                    "hard:urlencoded",
                )
            )
        elif k == 6:
            out.append(
                row(
                    f'Exception in thread "main" java.lang.IllegalStateException: auth failed for https://{h}/api?access_token={tok}\n\tat com.corp.Client.call(Client.java:{g.n(40, 400)})\n\tat com.corp.Main.main(Main.java:{g.n(5, 50)})',
                    [tok],
                    "hard:stack_trace",
                )
            )
        elif k == 7:
            new = _tok(g)
            out.append(
                row(
                    f'diff --git a/config/settings.py b/config/settings.py\n@@ -{g.n(3, 90)},3 +{g.n(3, 90)},3 @@\n DEBUG = False\n-API_TOKEN = "{tok}"\n+API_TOKEN = "{new}"\n ALLOWED_HOSTS = ["*"]',
                    [tok, new],
                    "hard:diff",
                )
            )
        elif k == 8:
            out.append(
                row(
                    f'FROM node:20-alpine\nARG NPM_TOKEN={tok}\nRUN echo "//registry.npmjs.org/:_authToken=${{NPM_TOKEN}}" > .npmrc && npm ci',
                    [tok],
                    "hard:dockerfile_arg",
                )
            )
        elif k == 9:
            pw = g.password()
            st = {
                "version": 4,
                "resources": [
                    {
                        "type": "aws_db_instance",
                        "name": g.db(),
                        "instances": [{"attributes": {"username": g.user(), "password": pw, "endpoint": f"{h}:5432"}}],
                    }
                ],
            }
            out.append(row(json.dumps(st, indent=2), [pw], "hard:tfstate"))
        elif k == 10:
            out.append(
                row(
                    f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n  config.yaml: |\n    upstream: https://{h}\n    token: {tok}",
                    [tok],
                    "hard:k8s_stringdata_block",
                )
            )
        elif k == 11:
            cell = {
                "cell_type": "code",
                "source": ["import os\n", "print(os.environ['SERVICE_TOKEN'])"],
                "outputs": [{"output_type": "stream", "name": "stdout", "text": [tok + "\n"]}],
            }
            out.append(row(json.dumps(cell, indent=1), [tok], "hard:jupyter_output"))
        elif k == 12:
            pw = g.password()
            out.append(
                row(
                    f"panic: runtime error: invalid memory address\n\ngoroutine 1 [running]:\nmain.main()\n\t/app/main.go:{g.n(10, 99)}\nenv:\n  HOME=/home/app\n  PATH=/usr/local/bin:/usr/bin\n  DB_PASS={pw}\n  TZ=UTC",
                    [pw],
                    "hard:crash_env",
                )
            )
        elif k == 13:
            out.append(
                row(
                    f"$ git push\nfatal: unable to access 'https://{g.user()}:{tok}@git.{g.pick(['corp.example', 'lab.home'])}/team/app.git/': The requested URL returned error: 403",
                    [tok],
                    "hard:git_remote",
                )
            )
        elif k == 14:
            out.append(
                row(
                    f'  "env": "PATH=/usr/bin\\u0000HOME=/home/{g.user()}\\u0000SECRET_TOKEN={tok}\\u0000LANG=C.UTF-8"',
                    [tok],
                    "hard:proc_environ",
                )
            )
        else:
            pw = g.password()
            out.append(
                row(
                    f'<!-- TODO remove before merge -->\n<script>\n  window.__CONFIG__ = {{ apiBase: "https://{h}", adminPass: "{pw}" }};\n</script>',
                    [pw],
                    "hard:html_comment_js",
                )
            )
    return out
