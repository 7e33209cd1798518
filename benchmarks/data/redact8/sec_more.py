"""Secret rows: package-manager and tool credential files, deploy tooling, form posts.

These are the places a coding agent meets credentials that are not named
"password" or "token" in any obvious way.
"""

from __future__ import annotations

import json
from random import Random

from common import (
    ALNUM,
    Row,
    b64_of,
    chars,
    dns,
    email,
    hexs,
    host,
    password,
    r_svc,
    secret_value,
    user,
    word,
)


def tool_credentials(r: Random) -> Row:
    """Credential files of package managers and build tools."""
    u, h = user(r), host(r)
    pw = password(r)
    tok = secret_value(r)
    kind = r.randrange(10)
    if kind == 0:
        text = (
            f"<settings>\n  <servers>\n    <server>\n      <id>{r_svc(r)}-releases</id>\n"
            f"      <username>{u}</username>\n      <password>{pw}</password>\n"
            f"    </server>\n  </servers>\n</settings>"
        )
        return Row(text, (pw,), form="maven-settings")
    if kind == 1:
        text = f"mavenUser={u}\nmavenPassword={pw}\norg.gradle.jvmargs=-Xmx2g"
        return Row(text, (pw,), form="gradle.properties", hard=True)
    if kind == 2:
        text = (
            f'<packageSourceCredentials>\n  <{r_svc(r)}>\n    <add key="Username" value="{u}" />\n'
            f'    <add key="ClearTextPassword" value="{pw}" />\n  </{r_svc(r)}>\n'
            f"</packageSourceCredentials>"
        )
        return Row(text, (pw,), form="nuget-config")
    if kind == 3:
        text = f'npmScopes:\n  {word(r)}:\n    npmRegistryServer: "https://npm.{dns(r)}"\n    npmAuthToken: {tok}'
        return Row(text, (tok,), form="yarnrc")
    if kind == 4:
        t = "cio" + chars(r, ALNUM, 32)
        text = f'[registry]\ntoken = "{t}"'
        return Row(text, (t,), form="cargo-credentials", hard=True)
    if kind == 5:
        text = json.dumps(
            {"http-basic": {f"repo.{dns(r)}": {"username": u, "password": pw}}}, indent=4
        )
        return Row(text, (pw,), form="composer-auth")
    if kind == 6:
        gem_host = h.upper().replace(".", "__").replace("-", "___")
        text = f'BUNDLE_{gem_host}: "{u}:{pw}"'
        return Row(text, (pw,), form="bundler-config", hard=True)
    if kind == 7:
        text = f"{u}\n{pw}"
        text = f"$ cat /etc/openvpn/auth.txt\n{text}"
        return Row(text, (pw,), form="openvpn-auth", hard=True)
    if kind == 8:
        psk = password(r, style="lowerwords")
        text = (
            f'network={{\n    ssid="{word(r).title()}-{r.randrange(10, 99)}"\n    psk="{psk}"\n'
            f"    key_mgmt=WPA-PSK\n}}"
        )
        return Row(text, (psk,), form="wpa-supplicant", hard=True)
    text = f'[url "https://{u}:{tok}@github.com/"]\n\tinsteadOf = https://github.com/'
    if any(c in tok for c in "@/:#?%"):
        text = f'[credential "https://{h}"]\n\tusername = {u}\n\thelper = "!f() {{ echo password={tok}; }}; f"'
    return Row(text, (tok,), form="gitconfig", hard=True)


def deploy_tooling(r: Random) -> Row:
    """Deploy commands and state files: docker run -e, helm --set, tfstate, ansible."""
    pw = password(r)
    tok = secret_value(r)
    u, h = user(r), host(r)
    kind = r.randrange(9)
    if kind == 0:
        text = f"docker run -d --name pg -e POSTGRES_USER={u} -e POSTGRES_PASSWORD={pw} -p 5432:5432 postgres:16"
        return Row(text, (pw,), form="shell")
    if kind == 1:
        text = f"helm upgrade --install {r_svc(r)} ./chart --set db.password={pw} --set image.tag=v{r.randrange(1, 9)}.{r.randrange(20)}"
        return Row(text, (pw,), form="shell")
    if kind == 2:
        res = {
            "mode": "managed",
            "type": "aws_db_instance",
            "name": r_svc(r),
            "instances": [
                {
                    "attributes": {
                        "username": u,
                        "password": pw,
                        "port": 5432,
                        "endpoint": f"{h}:5432",
                    }
                }
            ],
        }
        text = json.dumps({"version": 4, "resources": [res]}, indent=2)
        return Row(text, (pw,), form="tfstate", hard=True)
    if kind == 3:
        text = f"[web]\n{h} ansible_user={u} ansible_password={pw} ansible_port=22"
        return Row(text, (pw,), form="ansible-inventory", hard=True)
    if kind == 4:
        text = f'db_password = "{pw}"\ninstance_class = "db.t3.medium"\nregion = "eu-central-1"'
        return Row(text, (pw,), form="tfvars")
    if kind == 5:
        text = (
            f"- name: Log in to registry\n  uses: docker/login-action@v3\n  with:\n"
            f"    registry: ghcr.io\n    username: {u}\n    password: {tok}"
        )
        return Row(text, (tok,), form="gha-workflow", hard=True)
    if kind == 6:
        text = f"define( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', '{h}' );"
        return Row(text, (pw,), form="code-php")
    if kind == 7:
        text = (
            f"[program:{r_svc(r)}]\ncommand=/srv/{r_svc(r)}/bin/run\n"
            f'environment=QUEUE_URL="https://{h}",QUEUE_KEY="{tok}"'
        )
        return Row(text, (tok,), form="supervisord", hard=True)
    text = (
        f"$ bin/rails credentials:show\nsecret_key_base: {hexs(r, 128)}\n"
        f"active_record_encryption:\n  primary_key: {chars(r, ALNUM, 32)}\n"
    )
    skb = text.split("secret_key_base: ", 1)[1].split("\n", 1)[0]
    pk = text.split("primary_key: ", 1)[1].split("\n", 1)[0]
    return Row(text, (skb, pk), form="rails-credentials", hard=True)


def form_posts(r: Random) -> Row:
    """Credentials in request bodies: form posts, JSON logins, GraphQL, curl -d."""
    pw = password(r)
    u = user(r)
    kind = r.randrange(5)
    if kind == 0:
        body = f"username={u}&password={pw}&remember=1"
        text = f"POST /login HTTP/1.1\nHost: {host(r)}\nContent-Type: application/x-www-form-urlencoded\n\n{body}"
        return Row(text, (pw,), form="http")
    if kind == 1:
        text = f'curl -X POST https://{host(r)}/api/login -d \'{{"email":"{email(r)}","password":"{pw}"}}\''
        return Row(text, (pw,), form="shell")
    if kind == 2:
        text = (
            f'mutation {{\n  login(email: "{email(r)}", password: "{pw}") {{\n    token\n  }}\n}}'
        )
        return Row(text, (pw,), form="graphql", hard=True)
    if kind == 3:
        sec = secret_value(r)
        text = (
            f"curl https://{host(r)}/oauth/token -d grant_type=client_credentials "
            f"-d client_id={r_svc(r)}-cli -d client_secret={sec}"
        )
        return Row(text, (sec,), form="shell")
    b = b64_of(f"{u}:{pw}")
    text = f'{{"url": "https://{host(r)}/hook", "headers": {{"Authorization": "Basic {b}"}}}}'
    return Row(text, (b,), form="json", hard=True)
