"""Android SDK (unrelated install), Helm and Pulumi sessions."""

from __future__ import annotations

from kit import agent, case, fix, gradle_fail, gradle_ok, hexkey, rejected_bash

AN = "/home/dev/apps/courier-android"

CORE = "CoreMathTest > roundsHalfEven FAILED"


@case(
    "android_unrelated_platform_install",
    stack="android-sdk",
    shape="unrelated",
    project_dir=AN,
    variation="unrelated_install",
    traps=["platforms;android-35", CORE],
)
def _(t, rng):
    what = (
        "Execution failed for task ':core:test'.\n> There were failing tests. See the report at: "
        "file:///home/dev/apps/courier-android/core/build/reports/tests/test/index.html"
    )
    t.user("run core and util unit tests")
    t.bash(
        "./gradlew :core:test",
        f"> Task :core:test\n\n{CORE}\n    java.lang.AssertionError at CoreMathTest.kt:18\n\n"
        + gradle_fail("core", ["compileKotlin"], what, 12),
        1,
        "core tests",
    )
    t.bash(
        '$ANDROID_HOME/cmdline-tools/latest/bin/sdkmanager "platforms;android-35"',
        "[=======================================] 100% Unzipping... android-15/framework.aidl",
        0,
        "Install platform 35",
    )
    t.bash(
        "./gradlew :util:test", gradle_ok("util", ["compileKotlin", "test"], 14), 0, "util tests"
    )
    t.say(
        "util tests pass. core's roundsHalfEven still fails; I installed android-35 along the way but that was not related."
    )


HC = "/home/dev/infra/charts"
REPO = "Error: no repository definition for https://charts.acme.example/stable. Please add the missing repos via 'helm repo add'"


@case(
    "helm_dependency_repo_add",
    stack="helm",
    shape="install",
    project_dir=HC,
    variation="plain",
    expected=[fix(REPO, "bugfix", ["helm repo add acme-stable", "helm repo add"])],
)
def _(t, rng):
    t.user("helm dependency build for charts/api")
    t.bash("helm dependency build charts/api", REPO, 1, "Build chart deps")
    t.bash(
        "helm repo add acme-stable https://charts.acme.example/stable && helm repo update",
        '"acme-stable" has been added to your repositories\nHang tight while we grab the latest from your chart repositories...\n'
        '...Successfully got an update from the "acme-stable" chart repository\nUpdate Complete. ⎈Happy Helming!⎈',
        0,
        "Add repo",
    )
    t.bash(
        "helm dependency build charts/api",
        "Saving 2 charts\nDownloading postgresql from repo https://charts.acme.example/stable\n"
        "Downloading redis from repo https://charts.acme.example/stable\nDeleting outdated charts",
        0,
        "Build chart deps",
    )
    t.say("Done after `helm repo add acme-stable https://charts.acme.example/stable`.")


PENDING = "Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress"


@case(
    "helm_pending_upgrade_rollback",
    stack="helm",
    shape="setup",
    project_dir=HC,
    variation="wrong_attempts",
    expected=[fix(PENDING, "bugfix", ["helm rollback"])],
    traps=["--force"],
)
def _(t, rng):
    up = "helm upgrade --install api charts/api -n staging -f values/staging.yaml"
    t.user("deploy api to staging, the last deploy got killed halfway")
    t.bash(up, PENDING, 1, "Deploy")
    t.bash(up + " --force", PENDING, 1, "Deploy with --force")
    t.bash(
        "helm history api -n staging --max 3",
        "REVISION\tUPDATED                 \tSTATUS         \tCHART    \tAPP VERSION\tDESCRIPTION\n"
        "40      \tMon Nov  2 08:01:10 2026\tsuperseded     \tapi-1.8.0\t1.8.0      \tUpgrade complete\n"
        "41      \tMon Nov  2 15:40:52 2026\tdeployed       \tapi-1.8.1\t1.8.1      \tUpgrade complete\n"
        "42      \tTue Nov  3 09:12:03 2026\tpending-upgrade\tapi-1.9.0\t1.9.0      \tPreparing upgrade",
        0,
        "History",
    )
    t.say("Revision 42 is stuck in pending-upgrade. Rolling back to 41 releases the lock.")
    t.bash(
        "helm rollback api 41 -n staging", "Rollback was a success! Happy Helming!", 0, "Roll back"
    )
    t.bash(
        up,
        'Release "api" has been upgraded. Happy Helming!\nNAME: api\nNAMESPACE: staging\nSTATUS: deployed\nREVISION: 44',
        0,
        "Deploy",
    )
    t.say(
        "Deployed (revision 44). A release stuck in pending-upgrade needs `helm rollback <release> <last deployed revision>` first."
    )


@case(
    "helm_upgrade_typo",
    stack="helm",
    shape="typo",
    project_dir=HC,
    variation="typo_in_command",
    traps=["upgarde"],
)
def _(t, rng):
    t.user("roll out the new api image tag 1.9.1 to staging")
    t.bash(
        "helm upgarde api charts/api -n staging --set image.tag=1.9.1",
        'Error: unknown command "upgarde" for "helm"\n\n'
        "Did you mean this?\n\tupgrade\n\nRun 'helm --help' for usage.",
        1,
        "Upgrade",
    )
    t.bash(
        "helm upgrade api charts/api -n staging --set image.tag=1.9.1",
        'Release "api" has been upgraded. Happy Helming!\nREVISION: 45',
        0,
        "Upgrade",
    )
    t.say("Rolled out 1.9.1 (revision 45).")


@case(
    "helm_uninstall_rejected",
    stack="helm",
    shape="interrupted",
    project_dir=HC,
    variation="user_rejected",
    traps=["helm uninstall"],
)
def _(t, rng):
    t.user("the api release in prod looks broken, sort it out")
    t.bash(
        "helm status api -n prod",
        'NAME: api\nNAMESPACE: prod\nSTATUS: failed\nREVISION: 118\nDESCRIPTION: Upgrade "api" failed: context deadline exceeded',
        0,
        "Status",
    )
    t.say("The last upgrade timed out. I'll remove the release and install it fresh.")
    rejected_bash(t, "helm uninstall api -n prod", "Uninstall prod release")


@case(
    "helm_narration_guess",
    stack="helm",
    shape="narration",
    project_dir=HC,
    variation="guess",
    traps=["maxSurge"],
)
def _(t, rng):
    t.user("why did the last staging rollout take 20 minutes? just tell me, no changes")
    t.bash(
        "kubectl -n staging rollout history deploy/api",
        "deployment.apps/api\nREVISION  CHANGE-CAUSE\n17        helm upgrade 1.9.0\n18        helm upgrade 1.9.1",
        0,
        "History",
    )
    t.say(
        "I can't see timings from here. My guess is the chart's rolling update uses maxSurge: 0 "
        "with slow readiness probes, so pods roll one at a time — but that's a guess I haven't verified."
    )


@case(
    "helm_agent_lesson_template_check",
    stack="helm",
    shape="agent_lesson",
    project_dir=HC,
    variation="plain",
    expected=[agent(["kubeconform"], ["helm template"])],
)
def _(t, rng):
    t.user("bump the api chart to 1.9.2 and render it for staging")
    t.edit("/home/dev/infra/charts/charts/api/Chart.yaml", "version: 1.9.1", "version: 1.9.2")
    t.bash(
        "helm template api charts/api -f values/staging.yaml | kubeconform -strict -summary",
        "Summary: 14 resources found in 1 file - Valid: 14, Invalid: 0, Errors: 0, Skipped: 0",
        0,
        "Render and validate",
    )
    t.say(
        "Bumped and rendered; 14 resources valid.\n\nLesson for this repo: always pipe `helm template` "
        "through `kubeconform -strict` before any upgrade — the cluster's admission webhook rejects "
        "unknown fields only after Helm has marked the release as pending."
    )


PL = "/home/dev/infra/pulumi-net"
PASS = "passphrase must be set with PULUMI_CONFIG_PASSPHRASE or PULUMI_CONFIG_PASSPHRASE_FILE environment variables"


@case(
    "pulumi_passphrase_file_secret",
    stack="pulumi",
    shape="invocation",
    project_dir=PL,
    variation="secret_in_output",
    expected=[fix(PASS, "lesson", ["PULUMI_CONFIG_PASSPHRASE_FILE"], ["pulumi-dev.pass"])],
    traps=["__SECRET__"],
)
def _(t, rng):
    tok = "pul-" + hexkey(rng, 40)
    t.user("pulumi preview on the dev stack please")
    t.bash(
        "pulumi preview --stack dev",
        f"Previewing update (dev):\n\nerror: getting stack configuration: get stack secrets manager: {PASS}",
        255,
        "Preview",
    )
    t.bash(
        "env | grep -i pulumi",
        f"PULUMI_BACKEND_URL=s3://acme-pulumi-state?endpoint=minio.acme.test&region=eu-west-1\nPULUMI_ACCESS_TOKEN={tok}\nPULUMI_SKIP_UPDATE_CHECK=true",
        0,
        "Inspect Pulumi env",
    )
    t.bash("ls ~/.config/acme/", "pulumi-dev.pass\npulumi-prod.pass", 0, "Find passphrase file")
    t.bash(
        "export PULUMI_CONFIG_PASSPHRASE_FILE=~/.config/acme/pulumi-dev.pass && pulumi preview --stack dev",
        "Previewing update (dev):\n     Type                 Name          Plan\n     pulumi:pulumi:Stack  net-dev       \n +   └─ aws:ec2:Subnet    private-c     create\n\nResources:\n    + 1 to create\n    23 unchanged",
        0,
        "Preview with passphrase file",
    )
    t.say(
        "Preview works with `PULUMI_CONFIG_PASSPHRASE_FILE=~/.config/acme/pulumi-dev.pass` exported."
    )
    return [tok]


@case(
    "pulumi_up_timeout",
    stack="pulumi",
    shape="interrupted",
    project_dir=PL,
    variation="timeout",
    traps=[],
)
def _(t, rng):
    t.user("pulumi up the dev stack, yes to all")
    t.bash(
        "pulumi up --stack dev --yes",
        "Updating (dev):\n     Type                      Name        Status\n     pulumi:pulumi:Stack       net-dev     running\n"
        " +   └─ aws:ec2:NatGateway     nat-c       creating (118s)",
        0,
        "Apply",
        interrupted=True,
    )
    t.say(
        "The update is still creating the NAT gateway after 2 minutes; the tool call timed out. "
        "Pulumi keeps running server-side — check `pulumi stack history` later."
    )


@case(
    "pulumi_reverted_by_user",
    stack="pulumi",
    shape="unfixed",
    project_dir=PL,
    variation="reverted_by_user",
    traps=["skipCredentialsValidation"],
)
def _(t, rng):
    err = (
        "error: pulumi:providers:aws resource 'default_6_54_0' has a problem: "
        "unable to validate AWS credentials.\nDetails: validating provider credentials: retrieving caller identity from STS: operation error STS: GetCallerIdentity, "
        "https response error StatusCode: 403, RequestID: 4f1e2d3c-0000-4a1b-9c8d-7e6f5a4b3c2d, api error InvalidClientTokenId: The security token included in the request is invalid."
    )
    t.user("preview dev")
    t.bash("pulumi preview --stack dev", err, 255, "Preview")
    t.bash(
        "pulumi config set aws:skipCredentialsValidation true --stack dev && pulumi preview --stack dev",
        "Previewing update (dev):\nResources:\n    24 unchanged",
        0,
        "Skip validation",
    )
    t.user(
        "no, revert that config change — skipping validation just hides that my SSO session expired. I'll log in again myself."
    )
    t.bash("pulumi config rm aws:skipCredentialsValidation --stack dev", "", 0, "Revert config")
    t.say("Reverted; Pulumi.dev.yaml is back to how it was.")
