"""Build redact12: a held-out set for secret redaction in tool output an agent reads.

Run ``python benchmarks/data/redact12/build.py``; it rewrites secrets.jsonl and
ordinary.jsonl next to itself. One ``random.Random(SEED)`` drives every value, and the
makers are called in a fixed order, so a rebuild is byte-identical.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import ordinary_config as OC  # noqa: E402
import ordinary_extra as OX  # noqa: E402
import ordinary_more as OM  # noqa: E402
import ordinary_rows as O  # noqa: E402
import ordinary_src as OS  # noqa: E402
import prose as P  # noqa: E402
import secret_extra as SX  # noqa: E402
import secret_more as SM  # noqa: E402
import secret_rows as S  # noqa: E402
import secret_src as SS  # noqa: E402

SEED = 20261203  # why: fixed so the held-out set never drifts between builds

SECRET_MAKERS = (
    S.git_diff_env,
    S.git_show_aws,
    S.git_log_token_in_msg,
    S.git_remote_url,
    S.git_credentials_file,
    S.gha_log,
    S.gitlab_ci_log,
    S.buildkite_log,
    S.jenkins_log,
    S.ci_wrapped_token,
    S.docker_inspect_env,
    S.docker_config_auth,
    S.docker_build_arg,
    S.kubectl_secret,
    S.kubectl_describe_env,
    S.kube_config_token,
    S.terraform_plan,
    S.terraform_state,
    S.aws_create_key,
    S.aws_sts,
    S.aws_credentials_file,
    S.gcloud_sa_key,
    S.az_sp,
    S.azure_conn_string,
    S.azure_sas,
    SM.npmrc,
    SM.pip_conf,
    SM.pip_install_log,
    SM.cargo_credentials,
    SM.netrc,
    SM.pgpass,
    SM.pytest_fail,
    SM.stack_trace_dsn,
    SM.java_trace,
    SM.curl_bearer,
    SM.curl_basic,
    SM.set_cookie,
    SM.har_cookie,
    SM.query_param_token,
    SM.psql_table,
    SM.pg_shadow,
    SM.shadow_hash,
    SM.htpasswd,
    SM.dotenv,
    SM.odd_key_config,
    SM.spring_props,
    SM.xml_config,
    SM.webhook_url,
    SM.github_webhook_secret,
    SM.private_key_file,
    SM.private_key_in_yaml,
    SM.private_key_escaped,
    SM.jwt_in_log,
    SM.connection_string_log,
    SM.kubectl_from_literal,
    SM.shell_history,
    SM.release_note_secret,
)
SOURCE_MAKERS = (
    SS.src_python,
    SS.src_js,
    SS.src_ts,
    SS.src_go,
    SS.src_java,
    SS.src_ruby,
    SS.src_php,
    SS.src_csharp,
    SS.src_rust,
    SS.src_kotlin,
    SS.src_swift,
    SS.src_shell,
    SS.src_sql,
    SS.src_split_concat,
    SS.escaped_json,
    SS.table_cell_md,
    SS.yaml_compose,
    SS.helm_values,
    SS.base64_basic_in_code,
    SS.cookie_header_request,
    SS.hex_key_assignment,
    SS.django_secret,
    SS.vault_token_out,
)
ORDINARY_MAKERS = (
    O.git_log,
    O.git_log_oneline,
    O.git_show_trailers,
    O.git_diff_index,
    O.git_diff_env_ref,
    O.git_blame,
    O.gha_log,
    O.gha_cache,
    O.gitlab_log,
    O.buildkite_log,
    O.jenkins_log,
    O.docker_images,
    O.docker_inspect,
    O.docker_buildx,
    O.docker_ps,
    O.kubectl_describe,
    O.kubectl_yaml,
    O.kubectl_get_secret_list,
    O.sealed_secret,
    O.sops_file,
    O.terraform_plan,
    O.terraform_state,
    O.tf_lock,
    O.aws_json,
    O.gcloud_json,
    O.az_json,
    OM.npm_lock,
    OM.yarn_lock,
    OM.pnpm_lock,
    OM.requirements_hashes,
    OM.poetry_lock,
    OM.cargo_lock,
    OM.go_sum,
    OM.install_log,
    OM.pytest_out,
    OM.jest_out,
    OM.go_test,
    OM.py_trace,
    OM.go_panic,
    OM.java_trace,
    OM.curl_verbose,
    OM.s3_headers,
    OM.har_entry,
    OM.csp_nonce,
    OM.psql_rows,
    OM.mysql_rows,
    OM.migration_log,
    OC.env_example,
    OC.config_refs,
    OC.public_client_ids,
    OC.masked_values,
    OC.example_values,
    OC.env_names,
    OC.public_keys,
    OC.changelog,
    OC.base64_fixture,
    OC.sri_and_lfs,
    OC.config_refs_more,
    OC.chat_ids,
)
PER_SECRET_MAKER = 11  # why: 66 makers x 11 ~ 720 rows of tool-output secrets
PER_SOURCE_MAKER = 8  # why: 23 makers x 8 ~ 180 rows of source/config secrets
PROSE_PER_LANG = 9  # why: 17 languages x 9 ~ 150 chat rows (brief: >= 100 in >= 12 languages)
PER_ORDINARY_MAKER = 21  # why: 68 makers x 21 ~ 1,430 rows
PER_ORDINARY_SRC = 12  # why: 15 makers x 12 = 180 rows of source in many languages
ORDINARY_PROSE_TRIES = 8  # why: per language; duplicates are dropped


def build() -> tuple[list[dict], list[dict]]:
    """Return (secret rows, ordinary rows) in a fixed order."""
    r = random.Random(SEED)
    secrets: list[dict] = []
    seen: set[str] = set()

    def add_secret(family: str, out) -> None:  # noqa: ANN001
        text, labels, lang = out
        if text in seen:
            return
        for s in labels:
            if s not in text or len(s) < 6:
                raise ValueError(f"bad label in {family}: {s!r}")
        seen.add(text)
        secrets.append(
            {
                "id": f"k{len(secrets) + 1:04d}",
                "text": text,
                "secrets": list(dict.fromkeys(labels)),
                "family": family,
                "lang": lang,
            }
        )

    for maker in SECRET_MAKERS:
        for _ in range(PER_SECRET_MAKER):
            add_secret(maker.__name__, maker(r))
    for maker in SOURCE_MAKERS:
        for _ in range(PER_SOURCE_MAKER):
            add_secret("src_" + maker.__name__.removeprefix("src_"), maker(r))
    for lang in P.SECRET:
        for _ in range(PROSE_PER_LANG):
            add_secret("chat_prose", P.secret_prose(r, lang))
    for maker in SX.MAKERS:
        for _ in range(PER_SECRET_MAKER):
            add_secret(maker.__name__, maker(r))

    ordinary: list[dict] = []

    def add_ordinary(family: str, out) -> None:  # noqa: ANN001
        text, lang = out
        if text in seen:
            return
        seen.add(text)
        ordinary.append(
            {"id": f"o{len(ordinary) + 1:04d}", "text": text, "family": family, "lang": lang}
        )

    for maker in ORDINARY_MAKERS:
        for _ in range(PER_ORDINARY_MAKER):
            add_ordinary(maker.__name__, maker(r))
    for maker in OS.MAKERS:
        for _ in range(PER_ORDINARY_SRC):
            add_ordinary("src_" + maker.__name__, maker(r))
    for maker in OX.MAKERS:
        for _ in range(PER_ORDINARY_MAKER):
            add_ordinary(maker.__name__, maker(r))
    for lang in P.ORDINARY:
        for _ in range(ORDINARY_PROSE_TRIES):
            add_ordinary("chat_prose", (P.ordinary_prose(r, lang), lang))
    for lang in P.ORDINARY_IDS:
        for _ in range(ORDINARY_PROSE_TRIES):
            add_ordinary("chat_ids_i18n", (P.ordinary_ids(r, lang), lang))
    return secrets, ordinary


def write(path: Path, rows: list[dict]) -> None:
    """One JSON object per line, UTF-8, stable key order."""
    with path.open("w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def main() -> None:
    """Write both files and print their sizes."""
    secrets, ordinary = build()
    write(HERE / "secrets.jsonl", secrets)
    write(HERE / "ordinary.jsonl", ordinary)
    print(f"secrets: {len(secrets)} rows, ordinary: {len(ordinary)} rows")


if __name__ == "__main__":
    main()
