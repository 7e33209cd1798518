"""Ordinary-row templates, part four: public material that looks most like a secret —
PGP signatures on commits, CA data in kubeconfigs, root CA configmaps, nix store paths,
hashed build assets, Android signing fingerprints, npm audit ids, OIDC deploy config."""

from __future__ import annotations

import base64
import json
import random

from values import (
    UPPER,
    acct,
    b64,
    chars,
    date,
    email,
    hexs,
    name,
    person,
    pick,
    public_pem,
    semver,
    sha1,
    sha256,
    word,
)

NIX_ALPHABET = "0123456789abcdfghijklmnpqrsvwxyz"  # why: nix's base-32 alphabet (no e o u t)


def _armour(kind: str, data: bytes) -> list[str]:
    body = base64.b64encode(data).decode()
    return (
        [f"-----BEGIN {kind}-----", ""]
        + [body[i : i + 64] for i in range(0, len(body), 64)]
        + [f"-----END {kind}-----"]
    )


def git_gpgsig(r: random.Random):
    """``git cat-file -p`` of a signed commit: the signature is public."""
    sig = "\n ".join(_armour("PGP SIGNATURE", r.randbytes(r.randrange(300, 560))))
    text = (
        f"tree {sha1(r)}\nparent {sha1(r)}\nauthor {person(r)} <{email(r)}> 17{r.randrange(10**7, 10**8)} +0100\n"
        f"committer {person(r)} <{email(r)}> 17{r.randrange(10**7, 10**8)} +0100\ngpgsig {sig}\n\n"
        f"{word(r)}: store only token hashes\n"
    )
    return text, "git-output"


def kubeconfig_ca(r: random.Random):
    """A kubeconfig whose only base64 is the cluster CA; auth goes through an exec plugin."""
    ca = base64.b64encode(public_pem(r, "CERTIFICATE").encode()).decode()
    text = (
        f"apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: {ca}\n"
        f"    server: https://{hexs(r, 32).upper()}.gr7.{pick(r, ('eu-west-1', 'us-east-1'))}.eks.amazonaws.com\n"
        f"  name: {name(r)}\nusers:\n- name: {word(r)}\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n"
        f"      command: aws\n      args: [eks, get-token, --cluster-name, {name(r)}]\n"
    )
    return text, "yaml"


def root_ca_configmap(r: random.Random):
    """The kube-root-ca.crt ConfigMap (public certificate)."""
    cert = "\n    ".join(public_pem(r, "CERTIFICATE").split("\n"))
    return (
        f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: kube-root-ca.crt\ndata:\n  ca.crt: |\n    {cert}\n",
        "yaml",
    )


def nix_paths(r: random.Random):
    """Nix store paths and SRI hashes in a build log."""
    lines = [
        f"copying path '/nix/store/{chars(r, NIX_ALPHABET, 32)}-{word(r)}-{semver(r)}' from 'https://cache.nixos.org'..."
        for _ in range(r.randrange(2, 5))
    ]
    lines.append(f"         got:    sha256-{b64(r, 32)}")
    return "\n".join(lines) + "\n", "install-log"


def built_assets(r: random.Random):
    """Content-hashed bundle names and a sourcemap debug id."""
    rows = [
        f"dist/assets/{word(r)}-{chars(r, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 8)}.js   {r.randrange(1, 900)}.{r.randrange(10)}{r.randrange(10)} kB │ gzip: {r.randrange(1, 300)}.{r.randrange(10)}{r.randrange(10)} kB"
        for _ in range(r.randrange(2, 5))
    ]
    rows.append(f"//# debugId={hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}")
    return "vite v5.4.2 building for production...\n" + "\n".join(rows) + "\n", "install-log"


def signing_report(r: random.Random):
    """Gradle signingReport: certificate fingerprints are public."""
    colon = lambda n: ":".join(hexs(r, 2).upper() for _ in range(n))  # noqa: E731
    text = (
        f"Variant: release\nConfig: release\nStore: /home/ci/{word(r)}.jks\nAlias: {word(r)}\n"
        f"MD5: {colon(16)}\nSHA1: {colon(20)}\nSHA-256: {colon(32)}\nValid until: {date(r)}\n"
    )
    return text, "shell-output"


def npm_audit(r: random.Random):
    """npm audit JSON: advisory ids and URLs."""
    gh = "-".join(chars(r, "23456789cfghjmpqrvwx", 4) for _ in range(3))
    pkg = f"{word(r)}-{word(r)}"
    d = {
        "vulnerabilities": {
            pkg: {
                "name": pkg,
                "severity": pick(r, ("moderate", "high")),
                "via": [
                    {
                        "source": r.randrange(10**6, 10**7),
                        "url": f"https://github.com/advisories/GHSA-{gh}",
                        "range": f"<{semver(r)}",
                    }
                ],
                "fixAvailable": True,
            }
        }
    }
    return json.dumps(d, indent=2), "json"


def oidc_deploy(r: random.Random):
    """GitHub Actions OIDC deploy: no stored secret at all."""
    text = (
        f"permissions:\n  id-token: write\n  contents: read\nsteps:\n  - uses: aws-actions/configure-aws-credentials@{sha1(r)}\n"
        f"    with:\n      role-to-assume: arn:aws:iam::{acct(r)}:role/{name(r)}-deploy\n      aws-region: eu-west-1\n"
        f'  - run: echo "deploying {sha256(r)[:12]}"\n'
    )
    return text, "yaml"


def ecr_login_redacted(r: random.Random):
    """Tool output that already masks the credential."""
    text = (
        f"$ aws ecr get-login-password | docker login --username AWS --password-stdin {acct(r)}.dkr.ecr.eu-west-1.amazonaws.com\n"
        f"WARNING! Your password will be stored unencrypted in /home/{word(r)}/.docker/config.json.\nLogin Succeeded\n"
        f"Registry id: {acct(r)}, repository: {name(r)}, image digest sha256:{sha256(r)}, tag {chars(r, UPPER, 3)}-{hexs(r, 7)}\n"
    )
    return text, "shell-output"


MAKERS = (
    git_gpgsig,
    kubeconfig_ca,
    root_ca_configmap,
    nix_paths,
    built_assets,
    signing_report,
    npm_audit,
    oidc_deploy,
    ecr_login_redacted,
)
