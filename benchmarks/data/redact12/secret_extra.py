"""Secret-row templates, part four: env dumps, kubeconfig key data, tfstate JSON,
SMTP AUTH, proxies, Rails master keys, stringData and .pypirc."""

from __future__ import annotations

import base64
import json
import random

from secret_rows import opaque_token, prefixed_token
from values import (
    any_password,
    aws_key_pair,
    b64text,
    hexs,
    host,
    name,
    pem_lines,
    pick,
    user,
    word,
)


def env_dump(r: random.Random):
    """``printenv`` / notebook ``os.environ`` output with a key pair in it."""
    kid, sec = aws_key_pair(r)
    tok = prefixed_token(r)[1]
    if r.random() < 0.5:
        text = (
            f"$ printenv | sort\nAWS_ACCESS_KEY_ID={kid}\nAWS_DEFAULT_REGION=eu-west-1\n"
            f"AWS_SECRET_ACCESS_KEY={sec}\nHOME=/home/{user(r)}\nSERVICE_TOKEN={tok}\nSHELL=/bin/bash\n"
        )
        return text, [kid, sec, tok], "shell-output"
    env = {
        "HOME": f"/home/{user(r)}",
        "AWS_ACCESS_KEY_ID": kid,
        "AWS_SECRET_ACCESS_KEY": sec,
        "HF_HUB_TOKEN": tok,
    }
    text = f"In [3]: dict(os.environ)\nOut[3]:\n{env!r}\n"
    return text, [kid, sec, tok], "notebook"


def kubeconfig_client_key(r: random.Random):
    """``client-key-data`` is a base64-encoded PEM private key: the whole value is the label."""
    pem, _ = pem_lines(r, "EC")
    key = base64.b64encode((pem + "\n").encode()).decode()
    ca = base64.b64encode(
        b"-----BEGIN CERTIFICATE-----\n" + base64.b64encode(r.randbytes(300)) + b"\n"
    ).decode()
    text = f"users:\n- name: {word(r)}-admin\n  user:\n    client-certificate-data: {ca}\n    client-key-data: {key}\n"
    return text, [key], "yaml"


def tfstate_json(r: random.Random):
    """Raw terraform.tfstate: sensitive attributes are plaintext in the state file."""
    pw = any_password(r)
    d = {
        "version": 4,
        "resources": [
            {
                "type": "random_password",
                "name": word(r),
                "instances": [
                    {
                        "attributes": {"id": "none", "length": len(pw), "result": pw},
                        "sensitive_attributes": [[{"type": "get_attr", "value": "result"}]],
                    }
                ],
            }
        ],
    }
    return json.dumps(d, indent=2), [pw], "json"


def smtp_auth_log(r: random.Random):
    """SMTP AUTH PLAIN in a debug transcript: base64 of NUL user NUL password."""
    blob = base64.b64encode(f"\0{user(r)}@{word(r)}.io\0{any_password(r)}".encode()).decode()
    text = (
        f"send: 'ehlo [{host(r)}]\\r\\n'\nreply: b'250-AUTH PLAIN LOGIN'\n"
        f"send: 'AUTH PLAIN {blob}\\r\\n'\nreply: b'235 2.7.0 Authentication successful'\n"
    )
    return text, [blob], "log"


def proxy_env(r: random.Random):
    """Proxy credentials in the environment of a CI job."""
    pw = any_password(r, url_safe=True)
    text = f"export HTTPS_PROXY=http://{user(r)}:{pw}@proxy.{word(r)}.corp:3128\nexport NO_PROXY=localhost,.svc\n"
    return text, [pw], "shell"


def rails_master_key(r: random.Random):
    """A Rails master key: 32 hex chars, no key name at all (hard)."""
    key = hexs(r, 32)
    text = f"$ cat config/master.key\n{key}\n$ bin/rails credentials:show | head -1\nsecret_key_base: {(skb := hexs(r, 128))}\n"
    return text, [key, skb], "shell-output"


def k8s_string_data(r: random.Random):
    """``stringData`` holds plaintext; each value is a label."""
    pw = any_password(r).replace('"', "")
    tok = opaque_token(r)
    text = (
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name(r)}\ntype: Opaque\nstringData:\n"
        f'  DB_PASS: "{pw}"\n  upstream: {tok}\n'
    )
    return text, [pw, tok], "yaml"


def pypirc(r: random.Random):
    """~/.pypirc with a password or API token."""
    tok = "pypi-AgEIcHlwaS5vcmc" + base64.urlsafe_b64encode(r.randbytes(48)).decode().rstrip("=")
    pw = any_password(r)
    text = (
        f"[distutils]\nindex-servers =\n    pypi\n    {word(r)}\n\n[pypi]\nusername = __token__\npassword = {tok}\n\n"
        f"[{word(r)}]\nrepository = https://{host(r)}/simple\nusername = {user(r)}\npassword = {pw}\n"
    )
    return text, [tok, pw], "ini"


def basic_in_url_b64(r: random.Random):
    """A docker `auth` blob read back out of a CI variable dump (hard: no key name)."""
    blob = b64text(f"{user(r)}:{any_password(r)}")
    reg = pick(r, ("ghcr.io", f"registry.{word(r)}.io"))
    text = f'$ echo "$DOCKER_AUTH_CONFIG"\n{{"auths":{{"{reg}":{{"auth":"{blob}"}}}}}}\n'
    return text, [blob], "shell-output"


MAKERS = (
    env_dump,
    kubeconfig_client_key,
    tfstate_json,
    smtp_auth_log,
    proxy_env,
    rails_master_key,
    k8s_string_data,
    pypirc,
    basic_in_url_b64,
)
