"""Source files in languages earlier sets used less, with a hard-coded credential (sec) or an environment read."""

import base64
import string

import gen
from gen import R, pick


def _v(sec, kind):
    if sec:
        v = gen.password() if kind == "pw" else gen.token()
        return v, [v]
    return None, []


def perl(sec):
    v, lab = _v(sec, "pw")
    h, u = gen.host(), pick(gen.USERS)
    pw = f"'{v}'" if sec else "$ENV{DB_PASS}"
    return (f"use strict;\nuse DBI;\nmy $dbh = DBI->connect(\"dbi:Pg:dbname=app;host={h}\", '{u}', {pw},\n"
            f"    {{ RaiseError => 1, AutoCommit => 1 }}) or die $DBI::errstr;\n"), lab, "perl", f"bin/{pick(gen.SERVICES)}.pl"


def r_lang(sec):
    v, lab = _v(sec, "tok")
    tok = f'"{v}"' if sec else 'Sys.getenv("API_TOKEN")'
    return (f"library(httr2)\nreq <- request(\"https://{gen.host()}/v1/series\") |>\n  req_auth_bearer_token({tok}) |>\n"
            f"  req_url_query(from = \"2026-01-01\")\nresp <- req_perform(req)\n"), lab, "r", "R/fetch.R"


def julia(sec):
    v, lab = _v(sec, "pw")
    pw = f'"{v}"' if sec else 'ENV["PGPASSWORD"]'
    return (f"using LibPQ\nconn = LibPQ.Connection(\"host={gen.host()} dbname=metrics user={pick(gen.USERS)} password=\" * {pw})\n"
            f"result = execute(conn, \"SELECT count(*) FROM samples\")\n"), lab, "julia", "src/db.jl"


def haskell(sec):
    v, lab = _v(sec, "tok")
    tok = f'"{v}"' if sec else 'T.pack <$> getEnv "SLACK_TOKEN"'
    body = (f"slackToken :: Text\nslackToken = {tok}\n" if sec else f"slackToken :: IO Text\nslackToken = {tok}\n")
    return ("{-# LANGUAGE OverloadedStrings #-}\nmodule Notify where\n\nimport qualified Data.Text as T\n\n" + body +
            f"\nchannel :: Text\nchannel = \"#{pick(gen.SERVICES)}-alerts\"\n"), lab, "haskell", "src/Notify.hs"


def scala(sec):
    v, lab = _v(sec, "pw")
    pw = f'"{v}"' if sec else 'sys.env("KAFKA_PASSWORD")'
    return (f"val props = new java.util.Properties()\nprops.put(\"bootstrap.servers\", \"{gen.host()}:9093\")\n"
            f"props.put(\"sasl.mechanism\", \"SCRAM-SHA-512\")\nval user = \"{pick(gen.USERS)}\"\nval secret = {pw}\n"
            f"props.put(\"sasl.jaas.config\", s\"org.apache.kafka.common.security.scram.ScramLoginModule required username=\\\"$user\\\" password=\\\"$secret\\\";\")\n"), \
        lab, "scala", "src/main/scala/Producer.scala"


def groovy(sec):
    v, lab = _v(sec, "tok")
    tok = f"'{v}'" if sec else "credentials('registry-token')"
    return (f"pipeline {{\n  agent any\n  environment {{\n    REGISTRY_TOKEN = {tok}\n  }}\n  stages {{\n    stage('push') {{\n"
            f"      steps {{ sh 'docker login -u ci --password-stdin registry.example <<< \"$REGISTRY_TOKEN\" && docker push registry.example/{pick(gen.SERVICES)}:{gen.version()}' }}\n    }}\n  }}\n}}\n"), \
        lab, "groovy", "Jenkinsfile"


def powershell(sec):
    v, lab = _v(sec, "pw")
    if sec:
        line = f"$sec = ConvertTo-SecureString '{v}' -AsPlainText -Force"
    else:
        line = "$sec = Get-Secret -Name SqlAdmin -Vault CorpVault"
    return (f"{line}\n$cred = New-Object System.Management.Automation.PSCredential ('{pick(gen.USERS)}', $sec)\n"
            f"Invoke-Sqlcmd -ServerInstance '{gen.host()}' -Credential $cred -Query 'SELECT @@VERSION'\n"), lab, "powershell", "ops/Check-Sql.ps1"


def bash(sec):
    v, lab = _v(sec, "tok")
    tok = v if sec else "${GITLAB_TOKEN:?set GITLAB_TOKEN}"
    return (f"#!/usr/bin/env bash\nset -euo pipefail\nTOKEN=\"{tok}\"\nfor p in $(seq 1 {R.randint(2, 9)}); do\n"
            f"  curl -sf -H \"PRIVATE-TOKEN: $TOKEN\" \"https://{gen.host('git')}/api/v4/projects?page=$p\"\ndone\n"), lab, "bash", "scripts/list-projects.sh"


def nim(sec):
    v, lab = _v(sec, "tok")
    tok = f'"{v}"' if sec else 'getEnv("HOOK_SECRET")'
    return (f"import std/[httpclient, os]\nlet client = newHttpClient()\nclient.headers = newHttpHeaders({{\"X-Api-Key\": {tok}}})\n"
            f"echo client.getContent(\"https://{gen.host()}/status\")\n"), lab, "nim", "src/probe.nim"


def crystal(sec):
    v, lab = _v(sec, "pw")
    pw = v if sec else '#{ENV["REDIS_PASSWORD"]}'
    return (f"require \"redis\"\nredis = Redis.new(url: \"redis://:{pw}@{gen.host()}:6379/0\")\nredis.set(\"boot\", Time.utc.to_s)\n"), \
        lab, "crystal", "src/cache.cr"


def objc(sec):
    v, lab = _v(sec, "tok")
    tok = f'@"{v}"' if sec else '[[NSProcessInfo processInfo] environment][@"BACKEND_TOKEN"]'
    return (f"NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:@\"https://{gen.host()}/sync\"]];\n"
            f"NSString *token = {tok};\n[req setValue:[@\"Bearer \" stringByAppendingString:token] forHTTPHeaderField:@\"Authorization\"];\n"), \
        lab, "objc", "Sources/SyncClient.m"


def fortran(sec):
    v, lab = _v(sec, "pw")
    if sec:
        decl = f"  character(len=*), parameter :: ftp_pass = '{v}'"
    else:
        decl = "  character(len=64) :: ftp_pass\n  call get_environment_variable('FTP_PASS', ftp_pass)"
    return (f"program upload\n  implicit none\n  character(len=*), parameter :: ftp_user = '{pick(gen.USERS)}'\n{decl}\n"
            f"  call execute_command_line('curl -T out.nc ftp://{gen.host()}/ --user ' // ftp_user // ':' // trim(ftp_pass))\nend program upload\n"), \
        lab, "fortran", "src/upload.f90"


LANGS = [("perl", perl), ("r", r_lang), ("julia", julia), ("haskell", haskell), ("scala", scala), ("groovy", groovy),
         ("powershell", powershell), ("bash", bash), ("nim", nim), ("crystal", crystal), ("objc", objc), ("fortran", fortran)]


def source(fn, sec):
    text, lab, lang, path = fn(sec)
    return gen.read_capture(path, text.rstrip("\n")), lab, lang


# ---------- ordinary-only families ----------

def ids_ord():
    k = R.randrange(6)
    if k == 0:
        return f'"node_modules/{pick(gen.CODENAMES)}": {{\n  "version": "{gen.version()}",\n  "resolved": "https://registry.npmjs.org/{pick(gen.CODENAMES)}/-/{pick(gen.CODENAMES)}-{gen.version()}.tgz",\n  "integrity": "{gen.integrity()}"\n}}', "package-lock"
    if k == 1:
        return gen.capture("sha256sum dist/*", "\n".join(f"{gen.sha256()}  dist/{pick(gen.SERVICES)}-{gen.version()}.tar.gz" for _ in range(3))), "sha256sum"
    if k == 2:
        return gen.capture("docker images --digests", f"REPOSITORY TAG DIGEST IMAGE ID\nregistry.example/{pick(gen.SERVICES)} {gen.version()} sha256:{gen.sha256()} {gen.hexs(12)}"), "docker-images"
    if k == 3:
        return f"{gen.ts()} INFO request_id={gen.uuid4()} trace_id={gen.trace_id()} span_id={gen.span_id()} status=200 dur_ms={R.randint(1, 900)}", "app-log"
    if k == 4:
        return gen.capture("git log --oneline -3", "\n".join(f"{gen.sha1()[:R.choice([7, 12])]} {pick(['fix', 'feat', 'chore'])}: {pick(gen.CODENAMES)} {pick(gen.SERVICES)}" for _ in range(3))), "git-log"
    return f"HTTP/2 304\netag: \"{gen.hexs(32)}\"\nx-request-id: {gen.reqid()}\ncache-control: max-age=600\nnonce: {gen.b64(gen.hexs(8))}", "http-response"


def pubkey_ord():
    if R.random() < 0.5:
        return gen.read_capture(f"certs/{pick(gen.SERVICES)}.crt", gen.pem_cert()), "pem-certificate"
    return gen.read_capture("~/.ssh/authorized_keys", gen.ssh_pub()), "ssh-public-key"


def configmap_ord():
    data = pick([f"log_level: info\nport: {R.randint(3000, 9000)}\n", f"[server]\nname = \"{pick(gen.SERVICES)}\"\n", "{\"features\": [\"beta\"]}\n"])
    img = base64.b64encode(b"\x89PNG\r\n\x1a\n" + R.randbytes(24)).decode()
    return (f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {pick(gen.SERVICES)}-config\nbinaryData:\n"
            f"  app.yaml: {gen.b64(data)}\n  logo.png: {img}\n"), "k8s-configmap"


def prose_ord():
    return pick([
        "Rotate the {s} credentials every 90 days; the rotation job writes the new value to {r} and restarts the pods.",
        "Never paste a password into chat. If {n} asks for the {s} token, point them at {r}.",
        "The {e} variable must be set before start-up; the service refuses to boot with an empty value.",
        "Our publishable key {p} is safe in the browser bundle; the secret one lives in the vault.",
    ]).format(s=pick(gen.SERVICES), r=gen.ref(), n=pick(gen.NAMES), e=gen.envname(), p=gen.pub_id()), "prose"


def pubid_ord():
    lines = [f"{pick(['ANALYTICS_ID', 'STRIPE_PUBLISHABLE_KEY', 'OAUTH_CLIENT_ID', 'BUILD_ID', 'POSTHOG_KEY', 'SLUG'])}={gen.pub_id()}" for _ in range(3)]
    lines.append(f"APP_VERSION={gen.version()}")
    lines.append(f"PORT={R.randint(1024, 65000)}")
    return gen.read_capture(".env.public", "\n".join(lines)), "dotenv"


def code_ident_ord():
    n = gen.envname(pick(["PASSWORD", "TOKEN", "SECRET"]))
    return pick([f"val secret = sys.env(\"{n}\")", f"my $pw = $ENV{{{n}}} // die 'missing {n}';", f"token <- Sys.getenv(\"{n}\")",
                 f"let t = getEnv(\"{n}\")", f"$env:{n} = (Get-Secret -Name {n.lower()} -AsPlainText)",
                 f"password = ENV.fetch(\"{n}\")", f"String pw = System.getenv(\"{n}\");", f"pw = os.environ[\"{n}\"]",
                 f"resetPasswordToken(user, ttl: {R.randint(5, 60)}.minutes)", f"def rotate_{pick(gen.SERVICES)}_api_key(): ..."]), "code"


ORD_EXTRA = [("ids_ord", ids_ord), ("pubkey_ord", pubkey_ord), ("configmap_ord", configmap_ord), ("prose_ord", prose_ord),
             ("pubid_ord", pubid_ord), ("code_ident_ord", code_ident_ord)]
_ = string
