# ruff: noqa: E501  (the rows are long sentences, kept one per line)
"""Build pairs18.jsonl: write-gate pairs about people and access (round 31, blind).

The rows are written below as scenarios: a few stored beliefs and several new statements
against them, each statement one row. `render()` shuffles the row order and the order of
`existing` with fixed seeds and recomputes `target`; a third of the English rows get one
unrelated stored belief added. Stdlib only; `--check` compares the file with a fresh render.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE / "pairs18.jsonl"
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}

# Unrelated stored beliefs, added to some English rows so the replaced one is not always one of two.
FILLER = [
    "The team stand-up is at 09:30 CET.",
    "quarry-api is written in Python 3.12.",
    "The design system lives in the marlpit/petal repository.",
    "Sprint planning happens every second Tuesday.",
    "tern-web is built with Vite.",
    "Release notes are drafted in the #releases channel.",
    "The staging database is refreshed from an anonymised dump every Sunday.",
    "sluice is written in Go 1.23.",
]

# (existing, [(code, target, phrasing, new, note)])  code: S supersedes, N novel, R redundant, F refines
EN1 = [
    (
        [
            "Anneke owns the quarry-api service.",
            "quarry-api is deployed from the marlpit/quarry repository.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Bongani owns quarry-api now.",
                "owner named anew: Anneke is no longer the owner",
            ),
            (
                "S",
                0,
                "from_to",
                "Ownership of quarry-api moved from Anneke to the payments squad.",
                "owner moved",
            ),
            (
                "N",
                None,
                "related",
                "Anneke also leads the guild for API design reviews.",
                "another role of the same person; ownership unchanged",
            ),
            (
                "N",
                None,
                "question",
                "Should Bongani take over quarry-api from Anneke?",
                "a question, nothing decided",
            ),
            ("R", None, "paraphrase", "quarry-api belongs to Anneke.", "restates the owner"),
            (
                "N",
                None,
                "plain",
                "Anneke owned the old quarry-cron job until it was deleted in March.",
                "history of another service",
            ),
        ],
    ),
    (
        [
            "Carys reviews every change to the billing module.",
            "The billing module lives in src/billing of tern-web.",
        ],
        [
            (
                "N",
                None,
                "plain",
                "Dmitri is a second required reviewer for billing from today.",
                "a second reviewer added beside Carys; Carys still reviews",
            ),
            (
                "S",
                0,
                "replaced_by",
                "Carys has been replaced by Dmitri as billing reviewer.",
                "reviewer replaced",
            ),
            (
                "S",
                0,
                "no_longer",
                "Carys no longer reviews billing changes; send them to Esra.",
                "reviewer moved",
            ),
            (
                "N",
                None,
                "plain",
                "While Carys is on leave until the 14th, Dmitri reviews billing.",
                "temporary deputy; Carys stays the reviewer",
            ),
            (
                "F",
                None,
                "scope",
                "Carys reviews every billing change, including the migration files under src/billing/migrations.",
                "adds scope to the same rule",
            ),
            ("N", None, "question", "Can Dmitri review billing PRs too?", "a question"),
        ],
    ),
    (
        [
            "The primary on-call for sluice this week is Femi.",
            "On-call handover happens Mondays at 10:00 UTC.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Primary on-call for sluice this week: Gaurav.",
                "new primary for the same week",
            ),
            (
                "S",
                0,
                "correction",
                "Correction: this week's sluice primary is Hollis, not Femi, they swapped.",
                "self-correction of the primary",
            ),
            (
                "N",
                None,
                "plain",
                "Femi is secondary on-call for tern-web this week.",
                "another rota",
            ),
            (
                "N",
                None,
                "plain",
                "Femi will be primary on-call for sluice again in three weeks.",
                "future rota entry; this week unchanged",
            ),
            (
                "S",
                1,
                "moved",
                "The on-call handover moved to Tuesdays at 09:00 UTC.",
                "handover time moved",
            ),
            (
                "R",
                None,
                "exact",
                "The primary on-call for sluice this week is Femi.",
                "verbatim restatement",
            ),
        ],
    ),
    (
        ["Ask Ilse about anything to do with the Kafka cluster.", "Ilse is on the platform team."],
        [
            (
                "S",
                0,
                "implicit",
                "For Kafka questions, go to Joaquín.",
                "new contact for the same subject",
            ),
            (
                "S",
                1,
                "moved",
                "Ilse moved to the data team last sprint.",
                "team membership changed",
            ),
            ("N", None, "plain", "Ask Joaquín about the Postgres replicas.", "another subject"),
            (
                "N",
                None,
                "plain",
                "Ilse was on the infra team before it merged into platform.",
                "history",
            ),
            (
                "F",
                None,
                "detail",
                "Ilse prefers Kafka questions in #kafka-help rather than direct messages.",
                "adds how to ask; contact unchanged",
            ),
            ("N", None, "question", "Is Ilse still the person for Kafka?", "a question"),
        ],
    ),
    (
        [
            "Keala has admin access to the production AWS account.",
            "Production AWS access is granted through the okta group aws-prod-admin.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Keala's admin access to the production AWS account was revoked yesterday.",
                "permission removed",
            ),
            (
                "S",
                0,
                "from_to",
                "Keala was moved from admin to read-only on the production AWS account.",
                "permission level changed",
            ),
            (
                "N",
                None,
                "plain",
                "Keala requested admin access to the staging AWS account; not approved yet.",
                "a pending request about another account",
            ),
            (
                "N",
                None,
                "plain",
                "Lior was granted admin on the production AWS account too.",
                "another person given the same access; Keala keeps hers",
            ),
            (
                "S",
                1,
                "now_uses",
                "Production AWS access now goes through the group aws-prod-operators instead.",
                "group mapping changed",
            ),
            ("R", None, "paraphrase", "Keala is an administrator on prod AWS.", "restatement"),
        ],
    ),
    (
        [
            "The marlpit/infra repository is owned by the platform team.",
            "Changes to marlpit/infra need one approval from CODEOWNERS.",
        ],
        [
            (
                "S",
                0,
                "switched",
                "We switched marlpit/infra ownership to the SRE team.",
                "owning team changed",
            ),
            (
                "N",
                None,
                "plain",
                "The platform team also owns marlpit/terraform-modules.",
                "another repository",
            ),
            (
                "S",
                1,
                "implicit",
                "marlpit/infra changes need two CODEOWNERS approvals.",
                "approval count changed",
            ),
            ("N", None, "question", "Do we want SRE to own marlpit/infra?", "a proposal"),
            (
                "N",
                None,
                "plain",
                "The SRE team owned marlpit/infra until last year's reorg.",
                "history consistent with the current owner",
            ),
        ],
    ),
    (
        [
            "Mirela is our account manager at Brightlane Cloud.",
            "Brightlane support tickets go through the partner portal.",
        ],
        [
            (
                "S",
                0,
                "replaced_by",
                "Mirela has been replaced by Nnamdi as our Brightlane account manager.",
                "vendor contact changed",
            ),
            (
                "S",
                0,
                "implicit",
                "Our Brightlane account manager is Oksana from January.",
                "new manager named",
            ),
            (
                "N",
                None,
                "plain",
                "Mirela is out until Friday; Nnamdi covers her accounts meanwhile.",
                "temporary cover",
            ),
            (
                "N",
                None,
                "related",
                "Mirela's technical counterpart at Brightlane is Pilar, the solutions architect.",
                "another role at the vendor",
            ),
            (
                "S",
                1,
                "no_longer",
                "Brightlane support tickets no longer go through the partner portal; email support@brightlane.example.",
                "support channel changed",
            ),
            (
                "F",
                None,
                "detail",
                "Mirela, our Brightlane account manager, answers within one business day.",
                "adds a detail",
            ),
        ],
    ),
    (
        [
            "The ci-bot service account can push to main in marlpit/quarry.",
            "ci-bot's token is stored in the vault path ci/quarry.",
        ],
        [
            (
                "S",
                0,
                "no_longer",
                "ci-bot can no longer push to main in marlpit/quarry; it opens PRs instead.",
                "permission removed",
            ),
            (
                "S",
                0,
                "negation",
                "ci-bot does not have push rights to main in marlpit/quarry.",
                "denies the stored permission",
            ),
            ("N", None, "plain", "ci-bot can push to main in marlpit/docs.", "another repository"),
            (
                "N",
                None,
                "question",
                "Should ci-bot keep push access to main in marlpit/quarry?",
                "a question",
            ),
            (
                "S",
                1,
                "moved",
                "ci-bot's token moved to vault path bots/ci-bot.",
                "secret path moved",
            ),
            (
                "R",
                None,
                "paraphrase",
                "The ci-bot account is allowed to push directly to main in the quarry repo.",
                "restatement",
            ),
        ],
    ),
    (
        [
            "Quinn's time zone is America/Chicago.",
            "Quinn prefers to be reached on Slack, not email.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Quinn is in Europe/Lisbon now.",
                "time zone changed after a move",
            ),
            (
                "S",
                1,
                "switched",
                "Quinn switched to email for anything non-urgent; Slack only for pages.",
                "preferred channel changed",
            ),
            (
                "N",
                None,
                "plain",
                "Quinn will be in Tokyo for the offsite next week.",
                "temporary travel",
            ),
            (
                "N",
                None,
                "plain",
                "Rashida's time zone is America/Chicago as well.",
                "another person",
            ),
            ("R", None, "paraphrase", "Quinn works on Central US time.", "restates the time zone"),
        ],
    ),
    (
        [
            "The auth module in quarry-api is owned by Sefton.",
            "Sefton is the tech lead of the identity team.",
        ],
        [
            (
                "S",
                0,
                "from_to",
                "Auth module ownership went from Sefton to Tuva this week.",
                "owner changed",
            ),
            (
                "S",
                1,
                "implicit",
                "Tuva is the identity team's tech lead since the reorg.",
                "tech lead changed",
            ),
            (
                "N",
                None,
                "plain",
                "Sefton also owns the session module in tern-web.",
                "another module",
            ),
            (
                "N",
                None,
                "plain",
                "Sefton is on holiday; Tuva answers auth questions until Monday.",
                "deputy while away",
            ),
            (
                "F",
                None,
                "scope",
                "Sefton owns the auth module in quarry-api, including the token refresh code.",
                "adds scope",
            ),
            (
                "N",
                None,
                "question",
                "Who owns auth now that the identity team is split?",
                "a question",
            ),
        ],
    ),
]

EN2 = [
    (
        [
            "The escalation path for sluice incidents is Femi, then Gaurav.",
            "Sev-1 incidents page the incident commander rota.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Sluice incidents escalate to Hollis first, then Gaurav.",
                "first escalation step changed",
            ),
            (
                "N",
                None,
                "plain",
                "Sev-2 incidents page only the service on-call.",
                "another severity",
            ),
            (
                "N",
                None,
                "plain",
                "For tern-web incidents the escalation path is Ilse, then Joaquín.",
                "another service",
            ),
            (
                "R",
                None,
                "detail",
                "Sluice incidents go to Femi first and then to Gaurav if Femi does not ack.",
                "restates the order with the trigger",
            ),
            (
                "S",
                1,
                "no_longer",
                "Sev-1 incidents no longer page the incident commander rota; they page the SRE lead.",
                "who is paged changed",
            ),
        ],
    ),
    (
        [
            "The frontend guild meets on Thursdays and Keala chairs it.",
            "Guild notes are kept in the tern-web wiki.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Lior chairs the frontend guild from this quarter.",
                "chair changed",
            ),
            (
                "N",
                None,
                "plain",
                "Keala is also the release manager for tern-web 4.2.",
                "another role of the same person",
            ),
            (
                "N",
                None,
                "plain",
                "Keala chaired the guild since it started in 2024.",
                "history, still true",
            ),
            (
                "N",
                None,
                "question",
                "Would Lior be willing to chair the frontend guild?",
                "a question",
            ),
            (
                "S",
                1,
                "moved",
                "Guild notes moved to the shared Notion space.",
                "notes location moved",
            ),
        ],
    ),
    (
        ["Gaurav is on the payments team.", "The payments team's Slack channel is #pay-eng."],
        [
            ("S", 0, "moved", "Gaurav moved to the growth team on the 1st.", "team changed"),
            (
                "S",
                0,
                "implicit",
                "Gaurav is on the platform team now.",
                "team changed, named alone",
            ),
            (
                "N",
                None,
                "plain",
                "Gaurav is helping the growth team with one experiment this sprint.",
                "temporary help, still on payments",
            ),
            (
                "S",
                1,
                "implicit",
                "The payments team talks in #payments-dev; #pay-eng was archived.",
                "channel changed",
            ),
            (
                "N",
                None,
                "plain",
                "The payments team's on-call channel is #pay-oncall.",
                "another channel of the team",
            ),
            ("R", None, "paraphrase", "Gaurav works in payments.", "restatement"),
        ],
    ),
    (
        [
            "Dependabot PRs in marlpit/quarry are assigned to Esra.",
            "Dependabot runs weekly on Mondays.",
        ],
        [
            (
                "S",
                0,
                "instead_of",
                "Dependabot PRs in marlpit/quarry go to the rotating triager instead of Esra.",
                "assignee changed",
            ),
            (
                "S",
                0,
                "implicit",
                "Dependabot PRs in quarry are assigned to Femi.",
                "assignee named anew",
            ),
            (
                "N",
                None,
                "plain",
                "Dependabot PRs in marlpit/infra are assigned to Esra as well.",
                "another repository, same person",
            ),
            (
                "N",
                None,
                "plain",
                "Esra asked to stop getting Dependabot PRs; we will discuss it on Friday.",
                "a request, not decided",
            ),
            (
                "F",
                None,
                "detail",
                "Dependabot PRs in quarry are assigned to Esra, who merges the patch-level ones herself.",
                "adds what she does",
            ),
        ],
    ),
    (
        [
            "The data-warehouse role maps to the okta group dw-readers.",
            "dw-readers gives read access to the analytics schema only.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "The data-warehouse role maps to the okta group dw-analysts.",
                "group changed",
            ),
            (
                "S",
                1,
                "correction",
                "I had it wrong: dw-readers can read the analytics and finance schemas, not only analytics.",
                "scope of the group corrected",
            ),
            ("N", None, "plain", "The data-engineer role maps to dw-writers.", "another role"),
            (
                "N",
                None,
                "plain",
                "A request to add the finance schema to dw-readers is open with security.",
                "request pending",
            ),
            (
                "R",
                None,
                "paraphrase",
                "Members of dw-readers get the data-warehouse role.",
                "restatement",
            ),
        ],
    ),
    (
        [
            "Hollis is the release manager for sluice 2.x.",
            "Release managers approve the release branch cut.",
        ],
        [
            (
                "S",
                0,
                "replaced_by",
                "Hollis was replaced by Ilse as release manager for sluice 2.x.",
                "role changed hands",
            ),
            ("N", None, "plain", "Ilse is release manager for sluice 3.0.", "another release line"),
            ("N", None, "plain", "Hollis was release manager for sluice 1.x too.", "history"),
            (
                "S",
                1,
                "no_longer",
                "Release managers no longer approve the branch cut; it is cut automatically on Tuesdays.",
                "rule changed",
            ),
            (
                "N",
                None,
                "question",
                "Can Hollis hand sluice 2.x releases to someone else?",
                "a question",
            ),
        ],
    ),
    (
        [
            "Pilar owns the terraform state bucket.",
            "Only Pilar and Quinn can unlock terraform state.",
        ],
        [
            (
                "S",
                0,
                "gone",
                "Pilar is gone from the infra side; Rashida owns the terraform state bucket.",
                "owner changed",
            ),
            (
                "S",
                1,
                "implicit",
                "Only Rashida and Quinn can unlock terraform state.",
                "list of people changed, Pilar out",
            ),
            (
                "N",
                None,
                "plain",
                "Sefton can also unlock terraform state in the sandbox account.",
                "another account",
            ),
            (
                "N",
                None,
                "plain",
                "Quinn asked for Tuva to get unlock rights; pending approval.",
                "pending request",
            ),
            ("R", None, "exact", "Pilar owns the terraform state bucket.", "verbatim"),
        ],
    ),
    (
        [
            "Joaquín is the point of contact for the Stripe integration.",
            "Stripe webhooks hit quarry-api at /hooks/stripe.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Point of contact for the Stripe integration: Keala.",
                "contact changed",
            ),
            (
                "S",
                0,
                "switched",
                "We switched the Stripe contact to the payments on-call alias instead of one person.",
                "contact changed to an alias",
            ),
            (
                "N",
                None,
                "plain",
                "Joaquín is the point of contact for the Adyen integration as well.",
                "another integration",
            ),
            ("N", None, "plain", "Joaquín set up the Stripe integration in 2025.", "history"),
            (
                "F",
                None,
                "detail",
                "Joaquín is the Stripe contact; he also holds the Stripe dashboard admin login.",
                "adds a detail",
            ),
        ],
    ),
    (
        [
            "The deploy-bot service account may deploy to staging only.",
            "deploy-bot is owned by the platform team.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "deploy-bot may deploy to staging and production.",
                "scope widened",
            ),
            (
                "S",
                0,
                "now_uses",
                "deploy-bot now has production deploy rights too, since the pipeline change.",
                "scope widened",
            ),
            (
                "N",
                None,
                "plain",
                "A request to let deploy-bot deploy to production is with security review.",
                "request not granted",
            ),
            ("N", None, "plain", "release-bot may deploy to production.", "another bot"),
            (
                "S",
                1,
                "from_to",
                "deploy-bot ownership went from the platform team to SRE.",
                "owner changed",
            ),
            (
                "R",
                None,
                "paraphrase",
                "deploy-bot can only deploy to the staging environment.",
                "restatement",
            ),
        ],
    ),
    (
        [
            "Lior and Mirela are the two reviewers for database migrations.",
            "Migration PRs need both reviewers' approval.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Database migrations are reviewed by Lior and Nnamdi.",
                "one of two reviewers changed",
            ),
            (
                "S",
                1,
                "implicit",
                "Migration PRs need one of the two reviewers' approval.",
                "rule changed from both to one",
            ),
            (
                "N",
                None,
                "plain",
                "Oksana joins Lior and Mirela as a third migration reviewer.",
                "a reviewer added",
            ),
            (
                "N",
                None,
                "plain",
                "Mirela is away for two weeks; Oksana stands in for her on migrations.",
                "temporary deputy",
            ),
            (
                "R",
                None,
                "paraphrase",
                "Both Lior and Mirela must approve any migration PR.",
                "restates both beliefs",
            ),
            (
                "N",
                None,
                "question",
                "Should Nnamdi review migrations instead of Mirela?",
                "a question",
            ),
        ],
    ),
    (
        [
            "Rashida is the DPO contact for GDPR requests.",
            "GDPR requests are answered within 30 days.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Send GDPR requests to Sefton, our new DPO contact.",
                "contact changed",
            ),
            ("N", None, "plain", "Rashida is also the contact for SOC 2 evidence.", "another role"),
            (
                "N",
                None,
                "plain",
                "Rashida will hand the DPO contact role to the new full-time DPO when they start in May.",
                "a plan; Rashida stays the contact for now",
            ),
            (
                "S",
                1,
                "implicit",
                "GDPR requests must be answered within 21 days under the new policy.",
                "deadline changed",
            ),
            ("R", None, "paraphrase", "GDPR requests go to Rashida.", "restatement"),
        ],
    ),
    (
        [
            "Tuva has write access to the marlpit/quarry repository.",
            "Write access to marlpit/quarry is managed in the GitHub team quarry-devs.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Tuva has read-only access to marlpit/quarry since she moved teams.",
                "access level lowered",
            ),
            (
                "S",
                0,
                "dropped",
                "We dropped Tuva from quarry-devs; she has no write access to the repo now.",
                "access removed",
            ),
            (
                "N",
                None,
                "plain",
                "Tuva requested maintainer rights on marlpit/quarry.",
                "a pending request",
            ),
            (
                "N",
                None,
                "plain",
                "Anneke got write access to marlpit/quarry today.",
                "another person",
            ),
            (
                "S",
                1,
                "moved",
                "Write access to marlpit/quarry moved to the GitHub team quarry-maintainers.",
                "group changed",
            ),
        ],
    ),
]

EN3 = [
    (
        [
            "The search service is owned by the discovery team.",
            "The discovery team's manager is Anneke.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "The search service belongs to the platform team after the reorg.",
                "owner changed",
            ),
            ("S", 1, "implicit", "Bongani manages the discovery team now.", "manager changed"),
            (
                "N",
                None,
                "plain",
                "The discovery team also owns the recommendations service.",
                "another service",
            ),
            (
                "N",
                None,
                "plain",
                "Anneke manages discovery and, for this quarter, the ads team as well.",
                "added role; still manages discovery",
            ),
            ("R", None, "paraphrase", "Discovery owns search.", "restatement"),
            ("N", None, "question", "Should search move to platform?", "a question"),
        ],
    ),
    (
        [
            "Send questions about the CI runners to Carys.",
            "CI runners are self-hosted on the ci-pool-a hosts.",
        ],
        [
            (
                "S",
                0,
                "no_longer",
                "Carys no longer handles CI runner questions; ask in #ci-help.",
                "contact changed",
            ),
            ("S", 0, "implicit", "CI runner questions: Dmitri.", "contact named anew"),
            (
                "N",
                None,
                "plain",
                "Send questions about the build cache to Carys too.",
                "another subject, same person",
            ),
            (
                "S",
                1,
                "gone",
                "ci-pool-a is gone; the runners are hosted by the CI vendor.",
                "hosting changed",
            ),
            ("N", None, "plain", "Carys set up ci-pool-a in 2024.", "history"),
        ],
    ),
    (
        [
            "Esra is the incident commander for this week.",
            "Incident commanders rotate weekly on Wednesday.",
        ],
        [
            ("S", 0, "implicit", "Incident commander this week: Femi.", "commander changed"),
            (
                "S",
                0,
                "correction",
                "Sorry, I mixed up the rota: this week's incident commander is Gaurav, Esra is next week.",
                "self-correction",
            ),
            (
                "N",
                None,
                "plain",
                "Esra is also the incident commander for INC-4410, which started last week.",
                "one incident, not the weekly rota",
            ),
            (
                "S",
                1,
                "implicit",
                "Incident commanders rotate every two weeks.",
                "rota period changed",
            ),
            ("R", None, "exact", "Esra is the incident commander for this week.", "verbatim"),
        ],
    ),
    (
        [
            "The mobile app's App Store account holder is Hollis.",
            "TestFlight builds are distributed by Hollis.",
        ],
        [
            (
                "S",
                0,
                "from_to",
                "App Store account holder changed from Hollis to Ilse.",
                "account holder changed",
            ),
            (
                "S",
                1,
                "implicit",
                "TestFlight builds are distributed by the release-bot service account.",
                "distributor changed",
            ),
            (
                "N",
                None,
                "plain",
                "Ilse got the App Manager role in App Store Connect.",
                "another person, another role; Hollis stays holder",
            ),
            (
                "N",
                None,
                "plain",
                "Hollis asked to transfer the account holder role to Ilse; Apple has not confirmed.",
                "transfer requested, not done",
            ),
            ("R", None, "paraphrase", "Hollis holds the App Store account.", "restatement"),
        ],
    ),
    (
        [
            "The observability stack is owned by Joaquín's team.",
            "Grafana admin rights are held by Joaquín and Keala.",
        ],
        [
            ("S", 0, "implicit", "Observability is owned by the SRE team now.", "owner changed"),
            ("S", 1, "implicit", "Grafana admins: Joaquín, Lior.", "admin list changed"),
            (
                "N",
                None,
                "plain",
                "Mirela also got Grafana admin rights today.",
                "a third admin added",
            ),
            (
                "N",
                None,
                "plain",
                "Keala requested Grafana org-admin; pending.",
                "a pending request",
            ),
            (
                "F",
                None,
                "scope",
                "Joaquín's team owns observability, including the Loki and Tempo clusters.",
                "scope added",
            ),
        ],
    ),
    (
        [
            "Nnamdi owns the feature-flag service.",
            "Flag changes in production require Nnamdi's approval.",
        ],
        [
            (
                "S",
                0,
                "replaced_by",
                "Feature-flag service: Nnamdi replaced by Oksana as owner.",
                "owner changed",
            ),
            (
                "S",
                1,
                "no_longer",
                "Production flag changes no longer need Nnamdi's approval; any on-call can flip them.",
                "approval rule changed",
            ),
            (
                "N",
                None,
                "plain",
                "Nnamdi is on parental leave in April; Oksana approves flag changes then.",
                "temporary deputy, future",
            ),
            ("N", None, "plain", "Nnamdi wrote the feature-flag service.", "history"),
            ("N", None, "question", "Should flag changes need two approvals?", "a proposal"),
            (
                "R",
                None,
                "paraphrase",
                "Nnamdi must approve any production flag change.",
                "restatement",
            ),
        ],
    ),
    (
        [
            "The on-call schedule for tern-web is managed in PagerDuty by Oksana.",
            "tern-web on-call is a six-person rota.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Pilar manages the tern-web PagerDuty schedule.",
                "manager changed",
            ),
            (
                "S",
                1,
                "implicit",
                "tern-web on-call is a five-person rota after Quinn left.",
                "rota size changed",
            ),
            ("N", None, "plain", "The sluice on-call rota has six people too.", "another rota"),
            (
                "N",
                None,
                "plain",
                "Oksana will add Rashida to the tern-web rota next month.",
                "a plan",
            ),
            (
                "R",
                None,
                "detail",
                "Oksana manages the tern-web on-call schedule in PagerDuty and edits overrides there.",
                "restates with a detail",
            ),
        ],
    ),
    (
        [
            "The security team is the owner of the secrets-rotation job.",
            "The secrets-rotation job runs under the service account svc-rotator.",
        ],
        [
            (
                "S",
                0,
                "moved",
                "The secrets-rotation job moved to the platform team.",
                "owner moved",
            ),
            (
                "S",
                1,
                "implicit",
                "The secrets-rotation job runs as svc-secrets-rotation.",
                "service account changed",
            ),
            (
                "N",
                None,
                "plain",
                "svc-rotator also rotates the TLS certificates.",
                "another job, same account",
            ),
            ("N", None, "plain", "The security team owns the audit-log exporter.", "another job"),
            (
                "S",
                0,
                "negation",
                "Security does not own the secrets-rotation job any more; ask platform.",
                "denies the stored owner",
            ),
        ],
    ),
    (
        ["Quinn is the tech lead of sluice.", "Quinn sits in the Chicago office."],
        [
            ("S", 0, "instead_of", "Rashida leads sluice instead of Quinn.", "tech lead changed"),
            (
                "S",
                1,
                "implicit",
                "Quinn works from the Lisbon office since the relocation.",
                "location changed",
            ),
            (
                "F",
                None,
                "detail",
                "Quinn is the tech lead of sluice and mentors its two new hires.",
                "adds a detail to the role",
            ),
            ("N", None, "plain", "Quinn led sluice's rewrite in Go.", "history"),
            ("N", None, "question", "Is Quinn still the tech lead of sluice?", "a question"),
        ],
    ),
    (
        [
            "Sefton approves new vendor contracts under 10k EUR.",
            "Contracts over 10k EUR go to the CFO.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Tuva approves new vendor contracts under 10k EUR.",
                "approver changed",
            ),
            ("S", 1, "implicit", "Contracts over 25k EUR go to the CFO.", "threshold changed"),
            (
                "N",
                None,
                "plain",
                "Sefton approves renewals of existing contracts too.",
                "another kind of approval",
            ),
            (
                "N",
                None,
                "plain",
                "Sefton is away until the 3rd; Tuva signs small contracts until then.",
                "deputy while away",
            ),
            (
                "R",
                None,
                "paraphrase",
                "Vendor contracts below 10k EUR need Sefton's approval.",
                "restatement",
            ),
        ],
    ),
]

EN4 = [
    (
        [
            "The #quarry-alerts channel is watched by the backend on-call.",
            "Backend on-call is reachable at +1 555 0100 via PagerDuty.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "#quarry-alerts is watched by the SRE on-call since the handover.",
                "who watches changed",
            ),
            (
                "N",
                None,
                "plain",
                "#tern-alerts is watched by the frontend on-call.",
                "another channel",
            ),
            (
                "N",
                None,
                "plain",
                "The backend on-call also watches #sluice-alerts during business hours.",
                "an added duty",
            ),
            (
                "S",
                1,
                "implicit",
                "Backend on-call is reachable only through the PagerDuty app; the phone bridge was shut off.",
                "contact method changed",
            ),
            (
                "R",
                None,
                "paraphrase",
                "Backend on-call keeps an eye on #quarry-alerts.",
                "restatement",
            ),
        ],
    ),
    (
        [
            "Anneke is the only person with access to the HSM console.",
            "HSM console access is logged to the audit bucket.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Anneke and Bongani both have HSM console access now.",
                "'only' denied by a second holder",
            ),
            (
                "S",
                0,
                "correction",
                "Correction: Carys, not Anneke, has the HSM console access.",
                "self-correction",
            ),
            (
                "N",
                None,
                "plain",
                "Bongani asked for HSM console access for the key ceremony; security will decide on Monday.",
                "request pending",
            ),
            (
                "N",
                None,
                "plain",
                "Anneke has had HSM access since the 2024 key ceremony.",
                "history consistent",
            ),
            (
                "F",
                None,
                "detail",
                "Anneke is the only person with HSM console access and uses a hardware token for it.",
                "adds detail",
            ),
        ],
    ),
    (
        [
            "Code owners for tern-web/src/checkout are Dmitri and Esra.",
            "tern-web uses a CODEOWNERS file at the repository root.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "tern-web/src/checkout code owners: Esra and Femi.",
                "one owner changed",
            ),
            (
                "S",
                0,
                "dropped",
                "We dropped Dmitri from the checkout code owners; Esra is the only one.",
                "one owner removed",
            ),
            ("N", None, "plain", "Femi was added as a third code owner for checkout.", "addition"),
            (
                "N",
                None,
                "plain",
                "Code owners for tern-web/src/cart are Dmitri and Esra too.",
                "another path",
            ),
            (
                "S",
                1,
                "moved",
                "tern-web's CODEOWNERS file moved to .github/CODEOWNERS.",
                "file moved",
            ),
            ("N", None, "question", "Should Femi become a checkout code owner?", "a question"),
        ],
    ),
    (
        [
            "The analytics-etl service account has read access to the orders database.",
            "Service accounts are reviewed quarterly by Gaurav.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "analytics-etl reads from the orders replica only; its access to the primary orders database was removed.",
                "access changed",
            ),
            (
                "N",
                None,
                "plain",
                "analytics-etl got read access to the users database as well.",
                "added access",
            ),
            (
                "S",
                1,
                "implicit",
                "Service accounts are reviewed monthly by Hollis.",
                "reviewer and cadence changed",
            ),
            (
                "N",
                None,
                "plain",
                "A request for write access for analytics-etl was rejected.",
                "rejected request: no change",
            ),
            (
                "R",
                None,
                "paraphrase",
                "The analytics-etl account can read the orders DB.",
                "restatement",
            ),
        ],
    ),
    (
        [
            "Ilse handles hiring interviews for backend roles.",
            "Backend interview loops have four rounds.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Joaquín handles backend hiring interviews from this month.",
                "person changed",
            ),
            ("N", None, "plain", "Ilse handles interviews for SRE roles too.", "another role"),
            ("S", 1, "implicit", "Backend interview loops have three rounds now.", "count changed"),
            (
                "N",
                None,
                "plain",
                "Ilse ran the backend interviews last year as well.",
                "history consistent",
            ),
            (
                "N",
                None,
                "question",
                "Could Joaquín take some backend interviews off Ilse?",
                "a question",
            ),
        ],
    ),
    (
        [
            "The shared 1Password vault 'prod-keys' is accessible to the SRE group.",
            "Keala administers the 1Password account.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "'prod-keys' is accessible only to the break-glass group.",
                "group changed",
            ),
            (
                "S",
                1,
                "replaced_by",
                "Keala was replaced by Lior as 1Password administrator.",
                "admin changed",
            ),
            (
                "N",
                None,
                "plain",
                "The 'staging-keys' vault is accessible to all engineers.",
                "another vault",
            ),
            (
                "N",
                None,
                "plain",
                "Lior requested admin rights on 1Password; Keala will decide.",
                "pending request",
            ),
            ("R", None, "paraphrase", "The SRE group can open the prod-keys vault.", "restatement"),
        ],
    ),
    (
        ["Mirela answers questions about the billing ledger.", "Mirela works 08:00-16:00 CET."],
        [
            (
                "S",
                0,
                "implicit",
                "Questions about the billing ledger go to Nnamdi now.",
                "contact changed",
            ),
            (
                "S",
                1,
                "implicit",
                "Mirela works 12:00-20:00 CET since she moved to part-time evenings.",
                "hours changed",
            ),
            ("N", None, "plain", "Mirela answers questions about invoices too.", "another subject"),
            (
                "N",
                None,
                "plain",
                "Mirela is off today; ask Nnamdi about the ledger until tomorrow.",
                "one-day deputy",
            ),
            (
                "F",
                None,
                "example",
                "Mirela answers billing ledger questions, e.g. why a balance does not reconcile.",
                "an example",
            ),
        ],
    ),
]

XX = [
    (
        "nb",
        ["Anneke eier quarry-api-tjenesten.", "Carys har vakt for sluice denne uken."],
        [
            ("S", 0, "implicit", "Bongani eier quarry-api nå.", "ny eier"),
            (
                "S",
                1,
                "correction",
                "Rettelse: det er Dmitri som har vakt for sluice denne uken, ikke Carys.",
                "selvrettelse av vakt",
            ),
            (
                "S",
                0,
                "from_to",
                "Eierskapet til quarry-api ble flyttet fra Anneke til plattformteamet.",
                "eier flyttet",
            ),
            (
                "N",
                None,
                "plain",
                "Carys er borte i morgen; Dmitri tar vakten for henne den dagen.",
                "midlertidig stedfortreder",
            ),
            ("N", None, "question", "Skal Bongani overta quarry-api?", "spørsmål"),
            ("R", None, "paraphrase", "quarry-api tilhører Anneke.", "gjentakelse"),
        ],
    ),
    (
        "ro",
        [
            "Esra face review la toate modificările din modulul de facturare.",
            "Femi este în echipa de plăți.",
        ],
        [
            (
                "S",
                0,
                "replaced_by",
                "Esra a fost înlocuită de Gaurav ca reviewer pentru modulul de facturare.",
                "reviewer înlocuit",
            ),
            ("S", 1, "moved", "Femi s-a mutat în echipa de platformă de luni.", "echipă schimbată"),
            (
                "S",
                0,
                "no_longer",
                "Esra nu mai face review la facturare; trimiteți PR-urile lui Hollis.",
                "reviewer schimbat",
            ),
            (
                "N",
                None,
                "plain",
                "Gaurav a fost adăugat ca al doilea reviewer pentru facturare, alături de Esra.",
                "al doilea reviewer adăugat",
            ),
            ("N", None, "plain", "Femi a fost în echipa de date până în martie.", "istorie"),
            ("N", None, "question", "Poate Gaurav să facă și el review la facturare?", "întrebare"),
        ],
    ),
    (
        "hu",
        [
            "Ilse a Kafka-fürt gazdája.",
            "A ci-bot szolgáltatásfiók a main ágra is pusholhat a marlpit/quarry repóban.",
        ],
        [
            ("S", 0, "implicit", "A Kafka-fürt gazdája mostantól Joaquín.", "új gazda"),
            (
                "S",
                1,
                "no_longer",
                "A ci-bot már nem pusholhat a main ágra a marlpit/quarry repóban, csak PR-t nyithat.",
                "jogosultság elvéve",
            ),
            (
                "N",
                None,
                "plain",
                "Ilse szabadságon van péntekig, addig Joaquín válaszol a Kafka-kérdésekre.",
                "ideiglenes helyettes",
            ),
            (
                "N",
                None,
                "plain",
                "Keala hozzáférést kért a Kafka-fürt admin felületéhez; még nincs jóváhagyva.",
                "függő kérés",
            ),
            (
                "S",
                0,
                "switched",
                "A Kafka-fürt gazdáját Ilse helyett az SRE-csapatra váltottuk.",
                "gazda váltás",
            ),
            ("R", None, "paraphrase", "A Kafka-fürtért Ilse felel.", "ismétlés"),
        ],
    ),
    (
        "el",
        [
            "Η Keala έχει δικαιώματα διαχειριστή στον λογαριασμό παραγωγής AWS.",
            "Ο υπεύθυνος λογαριασμού μας στη Brightlane Cloud είναι η Mirela.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Η Keala έχει πλέον μόνο δικαιώματα ανάγνωσης στον λογαριασμό παραγωγής AWS.",
                "δικαιώματα μειώθηκαν",
            ),
            (
                "S",
                1,
                "replaced_by",
                "Η Mirela αντικαταστάθηκε από τον Nnamdi ως υπεύθυνος λογαριασμού στη Brightlane.",
                "νέος υπεύθυνος",
            ),
            (
                "N",
                None,
                "plain",
                "Ο Lior πήρε επίσης δικαιώματα διαχειριστή στον λογαριασμό παραγωγής AWS.",
                "δεύτερο πρόσωπο",
            ),
            (
                "N",
                None,
                "plain",
                "Η Mirela είναι σε άδεια ως την Παρασκευή· ο Nnamdi καλύπτει τους λογαριασμούς της.",
                "προσωρινή κάλυψη",
            ),
            (
                "S",
                0,
                "negation",
                "Η Keala δεν έχει δικαιώματα διαχειριστή στο AWS παραγωγής.",
                "άρνηση του δικαιώματος",
            ),
            (
                "R",
                None,
                "paraphrase",
                "Η Keala είναι διαχειρίστρια στο AWS παραγωγής.",
                "επανάληψη",
            ),
        ],
    ),
    (
        "he",
        ["אסרה היא מפקדת האירועים השבוע.", "שאלות על ה-CI יש לשלוח לקריס."],
        [
            ("S", 0, "implicit", "מפקד האירועים השבוע הוא פמי.", "מפקד חדש"),
            (
                "S",
                1,
                "no_longer",
                "קריס כבר לא מטפלת בשאלות CI; שאלו בערוץ ci-help#.",
                "איש קשר השתנה",
            ),
            (
                "S",
                0,
                "correction",
                "תיקון: מפקד האירועים השבוע הוא גאוראב, לא אסרה; היא בשבוע הבא.",
                "תיקון עצמי",
            ),
            ("N", None, "plain", "קריס עונה גם על שאלות על ה-build cache.", "נושא אחר"),
            ("N", None, "question", "האם פמי יכול להחליף את אסרה השבוע?", "שאלה"),
            ("R", None, "exact", "אסרה היא מפקדת האירועים השבוע.", "חזרה מילולית"),
        ],
    ),
    (
        "ar",
        [
            "يملك فريق الاكتشاف خدمة البحث.",
            "تتطلب تغييرات marlpit/infra موافقة واحدة من CODEOWNERS.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "أصبحت خدمة البحث تابعة لفريق المنصة بعد إعادة الهيكلة.",
                "المالك تغيّر",
            ),
            (
                "S",
                1,
                "implicit",
                "تتطلب تغييرات marlpit/infra موافقتين من CODEOWNERS.",
                "عدد الموافقات تغيّر",
            ),
            ("N", None, "plain", "يملك فريق الاكتشاف أيضًا خدمة التوصيات.", "خدمة أخرى"),
            ("N", None, "plain", "كان فريق المنصة يملك خدمة البحث حتى عام 2024.", "تاريخ"),
            ("N", None, "question", "هل ننقل خدمة البحث إلى فريق المنصة؟", "سؤال"),
            ("R", None, "paraphrase", "خدمة البحث يملكها فريق الاكتشاف.", "إعادة صياغة"),
        ],
    ),
    (
        "hi",
        ["क्विन sluice के टेक लीड हैं।", "क्विन का टाइम ज़ोन America/Chicago है।"],
        [
            ("S", 0, "instead_of", "अब क्विन की जगह रशीदा sluice की टेक लीड हैं।", "टेक लीड बदला"),
            ("S", 1, "implicit", "क्विन अब Europe/Lisbon टाइम ज़ोन में हैं।", "टाइम ज़ोन बदला"),
            ("N", None, "plain", "क्विन अगले हफ़्ते ऑफ़साइट के लिए टोक्यो में रहेंगे।", "अस्थायी यात्रा"),
            ("N", None, "plain", "रशीदा का टाइम ज़ोन भी America/Chicago है।", "दूसरा व्यक्ति"),
            ("S", 0, "from_to", "sluice की टेक लीड की भूमिका क्विन से टुवा को चली गई।", "भूमिका बदली"),
            ("R", None, "paraphrase", "sluice का तकनीकी नेतृत्व क्विन करते हैं।", "पुनर्कथन"),
        ],
    ),
    (
        "sk",
        [
            "Primárnu pohotovosť pre tern-web má tento týždeň Oksana.",
            "Zmeny feature flagov v produkcii schvaľuje Nnamdi.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Primárnu pohotovosť pre tern-web má tento týždeň Pilar.",
                "nová pohotovosť",
            ),
            (
                "S",
                1,
                "no_longer",
                "Zmeny flagov v produkcii už nemusí schvaľovať Nnamdi; môže ich prepnúť ktokoľvek na pohotovosti.",
                "pravidlo zmenené",
            ),
            (
                "N",
                None,
                "plain",
                "Nnamdi bude v apríli na rodičovskej dovolenke, vtedy schvaľuje flagy Oksana.",
                "dočasný zástupca",
            ),
            (
                "N",
                None,
                "plain",
                "Oksana má tento týždeň aj sekundárnu pohotovosť pre sluice.",
                "iná rola",
            ),
            (
                "S",
                1,
                "replaced_by",
                "Nnamdiho ako schvaľovateľa zmien flagov v produkcii nahradila Oksana.",
                "schvaľovateľ nahradený",
            ),
            ("N", None, "question", "Mala by Pilar prevziať pohotovosť namiesto Oksany?", "otázka"),
        ],
    ),
    (
        "af",
        [
            "Tuva het skryftoegang tot die marlpit/quarry-bewaarplek.",
            "Sefton keur nuwe verskafferkontrakte onder 10k EUR goed.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Tuva het net leestoegang tot marlpit/quarry sedert sy van span verander het.",
                "toegang verlaag",
            ),
            (
                "S",
                1,
                "implicit",
                "Tuva keur nou nuwe verskafferkontrakte onder 10k EUR goed.",
                "goedkeurder verander",
            ),
            (
                "N",
                None,
                "plain",
                "Tuva het onderhouerregte op marlpit/quarry aangevra; dit is nog nie goedgekeur nie.",
                "versoek hangende",
            ),
            (
                "N",
                None,
                "plain",
                "Sefton is weg tot die 3de; Tuva teken klein kontrakte tot dan.",
                "tydelike plaasvervanger",
            ),
            (
                "S",
                0,
                "dropped",
                "Ons het Tuva uit quarry-devs verwyder; sy het nie meer skryftoegang nie.",
                "toegang verwyder",
            ),
            (
                "R",
                None,
                "paraphrase",
                "Kontrakte onder 10k EUR moet deur Sefton goedgekeur word.",
                "herhaling",
            ),
        ],
    ),
    (
        "gl",
        [
            "Joaquín é o contacto para a integración con Stripe.",
            "O grupo de okta dw-readers dá acceso de lectura ao esquema de analítica.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "O contacto para a integración con Stripe agora é Keala.",
                "contacto cambiado",
            ),
            (
                "S",
                1,
                "correction",
                "Corrixo: dw-readers dá lectura aos esquemas de analítica e de finanzas, non só ao de analítica.",
                "corrección do alcance",
            ),
            (
                "N",
                None,
                "plain",
                "Joaquín tamén é o contacto para a integración con Adyen.",
                "outra integración",
            ),
            (
                "N",
                None,
                "plain",
                "Hai unha solicitude aberta para engadir o esquema de finanzas a dw-readers.",
                "solicitude pendente",
            ),
            (
                "S",
                0,
                "gone",
                "Joaquín xa non está no equipo; para Stripe, escribide a Keala.",
                "contacto cambiado",
            ),
            (
                "N",
                None,
                "plain",
                "Joaquín configurou a integración con Stripe en 2025.",
                "historia",
            ),
        ],
    ),
]

EN5 = [
    (
        [
            "Anneke owns the quarry-api service.",
            "Carys reviews every change to the billing module.",
        ],
        [
            (
                "N",
                None,
                "moved",
                "Anneke moved the quarry-api runbook to the ops wiki.",
                "change word about a document; owner unchanged",
            ),
            (
                "N",
                None,
                "switched",
                "Carys switched the billing tests from unittest to pytest.",
                "change word about tests; reviewer unchanged",
            ),
            (
                "N",
                None,
                "replaced_by",
                "In billing, the old tax helper was replaced by the tax-rates package; Carys reviewed it.",
                "change word about code",
            ),
            (
                "N",
                None,
                "negation",
                "Anneke never deploys quarry-api on Fridays.",
                "a habit; denies no belief",
            ),
            (
                "F",
                None,
                "scope",
                "Anneke owns quarry-api, its database schema and its alerts.",
                "adds scope to the ownership",
            ),
        ],
    ),
    (
        ["Ilse is on the platform team.", "Keala has admin access to the production AWS account."],
        [
            (
                "N",
                None,
                "from_to",
                "Ilse migrated the platform team's dashboards from Kibana to Grafana.",
                "change words about dashboards",
            ),
            (
                "N",
                None,
                "no_longer",
                "Keala no longer needs the VPN for the AWS console since SSO was set up.",
                "change about how she reaches it; access unchanged",
            ),
            (
                "N",
                None,
                "dropped",
                "The platform team dropped its Thursday sync; Ilse posts notes instead.",
                "change about a meeting",
            ),
            (
                "N",
                None,
                "instead_of",
                "Keala uses the CLI instead of the console for production AWS changes.",
                "how she uses the access; access unchanged",
            ),
            (
                "N",
                None,
                "gone",
                "The legacy AWS root user's MFA device is gone; Keala registered a new one.",
                "another credential",
            ),
            (
                "F",
                None,
                "detail",
                "Keala has admin access to the production AWS account through SSO with a one-hour session.",
                "adds how the access works",
            ),
            (
                "N",
                None,
                "related",
                "Ilse is also the platform team's representative in the security guild.",
                "another role",
            ),
        ],
    ),
]


def scenarios() -> list[tuple[str, list[str], list[tuple]]]:
    out = [("en", ex, items) for ex, items in EN1 + EN2 + EN3 + EN4 + EN5]
    return out + [(lang, ex, items) for lang, ex, items in XX]


def render() -> str:
    rows = []
    for s_no, (lang, existing, items) in enumerate(scenarios()):
        for i_no, (code, target, phrasing, new, note) in enumerate(items):
            rng = random.Random(f"pairs18/{s_no}/{i_no}")
            ex = list(existing)
            if lang == "en" and len(ex) == 2 and rng.random() < 0.34:
                ex.append(rng.choice(FILLER))
            order = list(range(len(ex)))
            rng.shuffle(order)
            shuffled = [ex[k] for k in order]
            tgt = None if target is None else order.index(target)
            rows.append(
                {
                    "lang": lang,
                    "existing": shuffled,
                    "new": new,
                    "label": LABELS[code],
                    "target": tgt,
                    "phrasing": phrasing,
                    "note": note,
                }
            )
    random.Random("pairs18/order").shuffle(rows)
    lines = []
    for n, r in enumerate(rows, 1):
        row = {"id": f"c{n:03d}", "split": "heldout", **r}
        lines.append(json.dumps(row, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main() -> int:
    text = render()
    if "--check" in sys.argv[1:]:
        same = OUT.read_text(encoding="utf-8") == text
        print(
            "pairs18.jsonl matches a fresh render"
            if same
            else "pairs18.jsonl differs from a fresh render"
        )
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {len(text.splitlines())} rows to {OUT.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
