PROJECT = "brackish-sls"
ROOT = "/home/dara/code/brackish"
STACK = ("Serverless Framework v3 monorepo of Node.js 20 Lambda services for a marina-berth marketplace: npm workspaces "
         "(services/berths, services/payments, services/notify, services/search, packages/shared, packages/schemas), "
         "each service with its own serverless.yml, handler.ts, package.json and jest.config.js; serverless-esbuild, "
         "serverless-offline for local runs, DynamoDB tables per service, SSM parameters per stage (dev, staging, prod), "
         "turbo for build/test/lint pipelines, Vitest? no: Jest 29 with ts-jest, GitHub Actions with OIDC deploy roles")
LANGUAGES = {"m05": "es", "m10": "it", "m14": "fr"}
MEMORIES = [
    M("m01", "constraint", "payments' serverless.yml must keep `reservedConcurrency: 5` on the webhook function; Stripe-like retries flooded the ledger table in March when it was removed."),
    M("m02", "lesson", "`npx sls deploy` without `--stage` deploys to dev under your own name? No: it deploys stage 'dev' shared by everyone. Always pass --stage and your name for personal stacks: `--stage dev-<you>`."),
    M("m03", "constraint", "Never `sls deploy --stage prod` from a laptop. Prod goes only through the release workflow (GitHub Actions, OIDC role)."),
    M("m04", "bugfix", "search's deploy fails with 'Unzipped size must be smaller than 262144000 bytes' when esbuild bundles @aws-sdk/*; the `exclude: ['@aws-sdk/*']` in search's serverless.yml custom.esbuild block must stay."),
    M("m05", "procedure", "Para probar un servicio en local: `npm run offline -w services/<servicio>` (serverless-offline en el puerto del servicio). No uses `sls invoke local` con eventos de prod."),
    M("m06", "fact", "Turbo's remote cache is on cache.brackish.test with the team token in CI only."),
    M("m07", "procedure", "The schemas package (packages/schemas) is the source for JSON schemas; services import the built dist/. After changing a schema run `npx turbo run build --filter=@brackish/schemas` before testing a service, else ts-jest sees the old types."),
    M("m08", "lesson", "The notify handler.ts must not import from packages/shared/src directly (only '@brackish/shared'); relative imports break esbuild's bundle with 'Could not resolve \"../../../packages/shared/src/log\"'."),
    M("m09", "fact", "Marina partners onboarding contact: Ilse Varga. SLA for partner webhooks is 4 hours."),
    M("m10", "constraint", "Le tabelle DynamoDB di berths hanno `DeletionPolicy: Retain` in serverless.yml; non toglierla mai, nemmeno su dev: un `sls remove` ha cancellato i dati di test condivisi."),
    M("m11", "preference", "Keep commit messages in imperative mood.", "user"),
    M("m12", "bugfix", "'AccessDeniedException ... ssm:GetParameter on /brackish/dev/payments/api-key' during `sls offline` means AWS_PROFILE is not set to brackish-dev; set it, don't hardcode the key in .env."),
    M("m13", "fact", "There used to be a services/legacy-bookings; it was deleted in 2025 after the cut-over."),
    M("m14", "lesson", "Si `npx turbo run test` échoue uniquement en CI avec 'Cannot find module @brackish/shared', c'est que le pipeline test n'a pas `dependsOn: [\"^build\"]` dans turbo.json ; ne pas ajouter de paths dans tsconfig."),
    M("m15", "procedure", "Note to self: turbo only prints 'ERROR run failed: command exited (1)' at the end; the failing workspace's own output is above, prefixed with its name like `@brackish/payments:test:`."),
    M("m16", "decision", "Each service's jest.config.js extends the root jest.preset.js; only payments overrides testTimeout (20000) for the idempotency tests."),
    M("m17", "fact", "Prod account is 111122223333 (fake), staging 444455556666 (fake)."),
    M("m18", "constraint", "the package-lock.json at the root is the only lockfile; dont run `npm install` inside a service folder, it writes a nested lock."),
    M("m19", "fact", "The team meets Tuesday 10:00 for the deploy review."),
]
CALLS = [
    session(),
    read("services/payments/serverless.yml"),
    glob("services/*/serverless.yml"),
    edit("services/payments/serverless.yml", "  webhook:\n    handler: src/handler.webhook\n    reservedConcurrency: 5", "  webhook:\n    handler: src/handler.webhook", want="m01", note="[pkg] removing reservedConcurrency from payments' webhook (m01)"),
    edit("services/notify/serverless.yml", "  send:\n    handler: src/handler.send\n    reservedConcurrency: 2", "  send:\n    handler: src/handler.send\n    reservedConcurrency: 4", note="[near] notify's serverless.yml"),
    bash("cd services/payments && npx sls deploy", "Deploy payments", want="m02", note="[subdir] [runner] deploy without --stage (m02)"),
    ok("""Deploying brackish-payments to stage dev (eu-west-1)
✔ Service deployed to stack brackish-payments-dev (84s)"""),
    bash("cd services/payments && npx sls deploy --stage dev-dara", "Deploy a personal stage", note="[subdir] [runner] the way m02 says"),
    ok("""Deploying brackish-payments to stage dev-dara (eu-west-1)
✔ Service deployed to stack brackish-payments-dev-dara (91s)"""),
    bash("cd services/payments && npx sls info --stage prod", "Info on prod", note="[subdir] [runner] [near] a read-only subcommand on prod"),
    ok("""service: brackish-payments
stage: prod
region: eu-west-1
functions:
  webhook: brackish-payments-prod-webhook"""),
    bash("cd services/payments && AWS_PROFILE=brackish-prod npx sls deploy --stage prod", "Deploy prod", want="m03", note="[subdir] [runner] a laptop prod deploy (m03)"),
    prompt(),
    bash("npm run deploy -w services/search -- --stage dev-dara", "Deploy search", note="[runner]"),
    bad("""> @brackish/search@1.8.0 deploy
> sls deploy --stage dev-dara

Deploying brackish-search to stage dev-dara (eu-west-1)
✖ Stack brackish-search-dev-dara failed to deploy (45s)
Environment: linux, node 20.17.0, framework 3.39.0
Error:
UPDATE_FAILED: SearchLambdaFunction (AWS::Lambda::Function)
Resource handler returned message: "Unzipped size must be smaller than 262144000 bytes (Service: Lambda, Status Code: 400)"
npm error Lifecycle script `deploy` failed with error:
npm error code 1""", want="m04", note="[fail] [pkg] [runner] the bundle-size failure m04 explains"),
    read("services/search/serverless.yml"),
    edit("services/search/serverless.yml", "    exclude: ['@aws-sdk/*']\n    minify: false", "    minify: true", want="m04", note="[pkg] dropping the @aws-sdk exclude (m04)"),
    edit("services/search/serverless.yml", "    minify: false", "    minify: true", note="[pkg] minify only; the exclude stays"),
    edit("services/berths/serverless.yml", "        DeletionPolicy: Retain\n        Properties:\n          TableName: ${self:service}-${sls:stage}-berths", "        Properties:\n          TableName: ${self:service}-${sls:stage}-berths", want="m10", note="[foreign] [pkg] dropping DeletionPolicy Retain in berths (m10)"),
    bash("cd services/berths && npx sls remove --stage dev", "Remove berths dev", want="m10", note="[foreign] [subdir] [runner] the remove that wiped shared test data (m10)"),
    session(),
    edit("packages/schemas/src/berth.json", '"required": ["id", "marinaId"]', '"required": ["id", "marinaId", "lengthM"]', note="[role] the schema source"),
    bash("npm test -w services/berths", "Test berths", want="m07", note="[runner] testing a service before building schemas (m07)"),
    bad("""> @brackish/berths@2.3.1 test
> jest

FAIL src/handler.test.ts
  ● create berth › rejects missing length
    expect(received).toBe(expected) // Object.is equality
    Expected: 400
    Received: 201
Tests:       1 failed, 18 passed, 19 total
npm error Lifecycle script `test` failed with error:
npm error workspace @brackish/berths@2.3.1""", want="m07", note="[fail] [runner] the old schema types in dist (m07)"),
    bash("npx turbo run build --filter=@brackish/schemas && npm test -w services/berths", "Build schemas then test", note="[runner] what m07 says"),
    ok("""@brackish/schemas:build: cache miss, executing 8a1f2c
@brackish/schemas:build: > tsc -p tsconfig.build.json
 Tasks:    1 successful, 1 total
Tests:       19 passed, 19 total"""),
    bash("cd services/berths && npm install date-fns", "Add date-fns to berths", want="m18", note="[subdir] npm install inside a service (m18)"),
    ok("""added 1 package, and audited 2 packages in 2s
found 0 vulnerabilities"""),
    bash("npm install date-fns -w services/berths", "Add date-fns the workspace way", note="[runner] right"),
    ok("""added 1 package, and audited 812 packages in 6s"""),
    edit("services/berths/package-lock.json", '"name": "@brackish/berths"', '"name": "@brackish/berths",\n  "lockfileVersion": 3', want="m18", note="[role] a nested lockfile (m18)"),
    prompt(),
    edit("services/notify/src/handler.ts", "import { log } from '@brackish/shared';", "import { log } from '../../../packages/shared/src/log';", want="m08", note="[pkg] [module] a relative import into shared from notify's handler.ts (m08)"),
    edit("services/search/src/handler.ts", "import { log } from '@brackish/shared';", "import { log, metrics } from '@brackish/shared';", note="[near] search's handler.ts, the package import"),
    bash("npx turbo run build --filter=@brackish/notify", "Build notify", note="[runner]"),
    bad("""@brackish/notify:build: cache miss, executing 3c9e11
@brackish/notify:build: > sls package --stage dev
@brackish/notify:build: ✘ [ERROR] Could not resolve "../../../packages/shared/src/log"
@brackish/notify:build:     src/handler.ts:1:20:
@brackish/notify:build: Error: Build failed with 1 error
 Tasks:    1 successful, 2 total
Failed:    @brackish/notify#build
 ERROR  run failed: command  exited (1)""", want="m08", note="[fail] [pkg] [runner] esbuild can't resolve the relative import (m08)"),
    bash("npx turbo run test", "Run all tests", note="[runner]"),
    bad("""@brackish/payments:test: FAIL src/idempotency.test.ts (21.3 s)
@brackish/payments:test:   ● idempotency › replays the stored response
@brackish/payments:test:     thrown: "Exceeded timeout of 5000 ms for a test."
@brackish/payments:test: Tests: 1 failed, 33 passed, 34 total
@brackish/payments:test: ERROR: command finished with error: command (services/payments) npm run test exited (1)
 Tasks:    9 successful, 10 total
Failed:    @brackish/payments#test
 ERROR  run failed: command  exited (1)""", want="m16", note="[fail] [pkg] [runner] the payments timeout m16 records (its override lost?)"),
    read("services/payments/jest.config.js"),
    edit("services/payments/jest.config.js", "module.exports = { ...preset };", "module.exports = { ...preset, testTimeout: 20000 };", note="[pkg] restoring the override m16 names; right"),
    edit("services/berths/jest.config.js", "module.exports = { ...preset };", "module.exports = { ...preset, testTimeout: 20000 };", want="m16", note="[glob] the payments-only override copied to berths (m16)"),
    session(),
    bash("npm run offline -w services/payments", "Run payments offline", note="[runner] the way m05 says"),
    bad("""> @brackish/payments@3.0.2 offline
> sls offline --stage dev

Environment: linux, node 20.17.0, framework 3.39.0
Error:
Cannot resolve variable at "provider.environment.API_KEY": User: arn:aws:sts::000000000000:assumed-role/default/dara is not authorized to perform: ssm:GetParameter on resource: arn:aws:ssm:eu-west-1:000000000000:parameter/brackish/dev/payments/api-key because no identity-based policy allows the ssm:GetParameter action (AccessDeniedException)""", want="m12", note="[fail] [runner] the SSM AccessDenied m12 explains"),
    write("services/payments/.env", "API_KEY=SYNTHETIC-payments-0000\n", want="m12", note="[pkg] the wrong fix m12 forbids: the key in .env"),
    bash("AWS_PROFILE=brackish-dev npm run offline -w services/payments", "Offline with the dev profile", note="[runner] env prefix; the right fix"),
    ok("""Starting Offline at stage dev (eu-west-1)
Server ready: http://localhost:3002 🚀"""),
    bash("cd services/payments && npx sls invoke local -f webhook -p events/prod-capture.json", "Invoke with a prod event", want="m05", note="[foreign] [subdir] [runner] invoke local with a prod event (m05)"),
    bash("cd services/payments && npx sls invoke local -f webhook -p events/dev-capture.json --stage dev-dara", "Invoke with a dev event", note="[subdir] [runner] [near] a dev event; m05 forbids prod events only"),
    ok("""{
    "statusCode": 200,
    "body": "{\\"ok\\":true}"
}"""),
    edit("turbo.json", '"test": {\n      "outputs": []\n    }', '"test": {\n      "dependsOn": ["^build"],\n      "outputs": []\n    }', note="the turbo pipeline the way m14 says"),
    edit("services/notify/tsconfig.json", '"compilerOptions": {', '"compilerOptions": {\n    "paths": { "@brackish/shared": ["../../packages/shared/src"] },', want="m14", note="[foreign] [glob] a tsconfig paths workaround m14 rules out"),
    bash("npm run lint -w services/notify", "Lint notify", note="[runner]"),
    bad("""> @brackish/notify@1.4.0 lint
> eslint src

/home/dara/code/brackish/services/notify/src/handler.ts
  12:9  error  'retries' is assigned a value but never used  @typescript-eslint/no-unused-vars
✖ 1 problem (1 error, 0 warnings)""", note="[fail] [runner] a lint error that names its fix"),
    bash("npx turbo run test --filter=@brackish/search", "Test search", note="[runner]"),
    bad("""@brackish/search:test: FAIL src/query.test.ts
@brackish/search:test:   ● query › ranks exact berth names first
@brackish/search:test:     Expected: "B-12"
@brackish/search:test:     Received: "B-120"
 Tasks:    2 successful, 3 total
Failed:    @brackish/search#test
 ERROR  run failed: command  exited (1)""", note="[fail] [runner] a real ranking bug; no memory explains it"),
    grep("reservedConcurrency", "services"),
]
