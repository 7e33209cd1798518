"""Secret rows: vendor shapes that need their own context (two-part credentials, CLI logins)."""

import random

from rnd import ALNUM, B64URL, hexs, pick, project, s, user


def vendor_specials(r: random.Random):
    """Vendor shapes that need their own context: two-part credentials, CLI logins."""
    out = []
    for _ in range(4):
        sid, tok = "AC" + hexs(r, 32), hexs(r, 32)
        out.append(
            (
                f'from twilio.rest import Client\nclient = Client("{sid}", "{tok}")\n',
                [tok],
                "vendor:twilio",
                "en",
            )
        )
    for _ in range(3):
        tok = "ghp_" + s(r, ALNUM, 36)
        out.append(
            (
                f"$ echo {tok} | gh auth login --with-token\n✓ Logged in to github.com as {user(r)}",
                [tok],
                "vendor:github",
                "en",
            )
        )
    for _ in range(3):
        tok = "npm_" + s(r, ALNUM, 36)
        out.append(
            (
                f"cat ~/.npmrc\n//registry.npmjs.org/:_authToken={tok}\n@{project(r)}:registry=https://npm.pkg.github.com\n",
                [tok],
                "vendor:npm",
                "en",
            )
        )
    for _ in range(3):
        tok = "pypi-AgEIcHlwaS5vcmc" + s(r, B64URL, 150)
        out.append(
            (
                f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {tok}\n",
                [tok],
                "vendor:pypi",
                "en",
            )
        )
    for _ in range(3):
        tok = f"{r.randint(10**9, 8 * 10**9)}:AA" + s(r, B64URL, 33)
        out.append(
            (
                f"curl -s https://api.telegram.org/bot{tok}/sendMessage -d chat_id={r.randint(10**8, 10**9)} -d text=deployed",
                [tok],
                "vendor:telegram",
                "en",
            )
        )
    for _ in range(3):
        tok = "glpat-" + s(r, ALNUM, 20)
        out.append(
            (
                f"git clone https://oauth2:{tok}@gitlab.{pick(r, ['corp', 'internal'])}.net/{project(r)}.git",
                [tok],
                "vendor:gitlab",
                "en",
            )
        )
    for _ in range(3):
        tok = s(r, ALNUM, 14) + ".atlasv1." + s(r, ALNUM, 67)
        out.append(
            (
                f'# ~/.terraform.d/credentials.tfrc.json\n{{"credentials": {{"app.terraform.io": {{"token": "{tok}"}}}}}}',
                [tok],
                "vendor:terraform-cloud",
                "en",
            )
        )
    for _ in range(3):
        tok = "dckr_pat_" + s(r, B64URL, 27)
        out.append(
            (
                f'echo "{tok}" | docker login -u {user(r)} --password-stdin\nLogin Succeeded',
                [tok],
                "vendor:dockerhub",
                "en",
            )
        )
    for _ in range(2):
        key = hexs(r, 40)
        out.append(
            (
                f"$ wandb login {key}\nwandb: Appending key for api.wandb.ai to your netrc file: /home/{pick(r, ['dev', 'ci'])}/.netrc",
                [key],
                "vendor:wandb",
                "en",
            )
        )
    for _ in range(2):
        tok = "hf_" + s(r, ALNUM[:52], 34)
        out.append(
            (
                f"huggingface-cli login --token {tok} --add-to-git-credential",
                [tok],
                "vendor:huggingface",
                "en",
            )
        )
    return out
