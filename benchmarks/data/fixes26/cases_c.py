"""Sessions with one memory, part c: code generation (`codegen`, 11): generated code out of date, a generator
step missing from a build, a generator plugin or runtime at the wrong version, a generator's input path or
dependency missing."""

from __future__ import annotations

from kit import mem

S = "codegen"

C = "npx tsc --noEmit"
E = "src/routes/orders.ts(41,18): error TS2353: Object literal may only specify known properties, and 'deliveryWindow' does not exist in type 'OrderCreateInput'."
mem("tsc_prisma_client_stale", "prisma", S, "client_not_regenerated", "/home/maya/dispatch", lambda rng: [
    ("u", "I pulled Ravi's schema change (deliveryWindow on Order) and tsc fails in the orders route"),
    ("b", C, E + "\n\nFound 1 error in src/routes/orders.ts:41", 2),
    ("b", "grep -n deliveryWindow prisma/schema.prisma", "27:  deliveryWindow  String?"),
    ("s", "The field is in schema.prisma but the generated client in node_modules/.prisma is from before the pull. Regenerating it."),
    ("b", "npx prisma generate", "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\n\n✔ Generated Prisma Client (v6.2.1) to ./node_modules/@prisma/client in 142ms"),
    ("b", C, ""),
    ("s", "Clean. After pulling a schema change, run `npx prisma generate` (the postinstall hook only runs on npm install).")],
    cmd=C, err=E, change="npx prisma generate", groups=[["'deliveryWindow' does not exist in type 'OrderCreateInput'"], ["prisma generate"]],
    traps=["Found 1 error in src/routes/orders.ts:41"], note="Generated client regenerated (outside the repo).")

C = "docker build -t fahrplan-api ."
E = "#14 6.204 src/db.ts(1,10): error TS2305: Module '\"@prisma/client\"' has no exported member 'PrismaClient'."
mem("docker_build_prisma_generate_step_de", "prisma", S, "generate_in_dockerfile", "/home/felix/fahrplan", lambda rng: [
    ("u", "Das Docker-Image baut nicht mehr, seit wir `npm ci --ignore-scripts` verwenden."),
    ("b", C, "#14 [build 5/6] RUN npm run build\n#14 1.902 > fahrplan-api@2.3.0 build\n#14 1.902 > tsc -p tsconfig.build.json\n" + E + "\n#14 ERROR: process \"/bin/sh -c npm run build\" did not complete successfully: exit code: 2\n------\nERROR: failed to solve: process \"/bin/sh -c npm run build\" did not complete successfully: exit code: 2", 1),
    ("s", "Mit --ignore-scripts läuft der postinstall von @prisma/client nicht mehr, also wird der Client nie generiert. Der Generator muss als eigener Schritt vor den Build."),
    ("e", "/home/felix/fahrplan/Dockerfile", "COPY . .\nRUN npm run build\n", "COPY . .\nRUN npx prisma generate\nRUN npm run build\n"),
    ("b", C, "#14 [build 5/7] RUN npx prisma generate\n#14 2.811 ✔ Generated Prisma Client (v6.2.1) to ./node_modules/@prisma/client in 118ms\n#15 [build 6/7] RUN npm run build\n#15 DONE 7.4s\n#18 naming to docker.io/library/fahrplan-api done\n#18 DONE 0.3s"),
    ("s", "Das Image baut wieder.")],
    cmd=C, err=E, change="RUN npx prisma generate", groups=[["has no exported member 'PrismaClient'"], ["prisma generate"]],
    kind="bugfix", traps=['ERROR: failed to solve: process "/bin/sh -c npm run build" did not complete successfully: exit code: 2'],
    lang="de", note="BuildKit-wrapped; a generate step added to the Dockerfile.")

C = "docker compose logs --since 2m codegen"
E = 'codegen-1  |       Error 0: Cannot query field "avatarUrl" on type "User".'
G = "codegen-1  | "
mem("graphql_codegen_schema_snapshot_stale_fr", "graphql-codegen", S, "schema_snapshot_stale", "/home/ines/annuaire", lambda rng: [
    ("u", "J'ai ajouté avatarUrl dans la requête du profil (le back l'expose depuis hier) mais le service codegen du compose ne régénère plus rien."),
    ("b", C, "\n".join(G + x for x in ["✔ Parse Configuration", "⚠ Generate outputs", "  ❯ Generate to src/gql/", "    ✔ Load GraphQL schemas", "    ✔ Load GraphQL documents", "    ✖ GraphQL Document Validation failed with 1 errors;", E[len(G):], "        at /app/src/profil/profil.graphql:6:7", "  ℹ Watching for changes in /app..."])),
    ("r", "/home/ines/annuaire/codegen.ts", "const config: CodegenConfig = {\n  schema: 'schema/annuaire.graphql',\n  documents: ['src/**/*.graphql'],\n  watch: true,\n  generates: { 'src/gql/': { preset: 'client' } },\n};\n"),
    ("s", "Le codegen lit une copie locale du schéma (schema/annuaire.graphql) qui date d'avant le champ. Le script schema:pull la met à jour depuis l'API de dev ; le watcher régénérera tout seul."),
    ("b", "npm run schema:pull", "> annuaire@1.8.0 schema:pull\n> get-graphql-schema https://api.dev.annuaire.example/graphql > schema/annuaire.graphql"),
    ("b", C, "\n".join(G + x for x in ["  ❯ Generate to src/gql/", "    ✔ Load GraphQL schemas", "    ✔ Load GraphQL documents", "    ✔ Generate", "  ℹ Watching for changes in /app..."])),
    ("s", "Génération OK dans le watcher ; schema/annuaire.graphql et src/gql/ sont à committer ensemble.")],
    cmd=C, err=E, change="npm run schema:pull", groups=[["Cannot query field \"avatarUrl\""], ["schema:pull"]],
    kind="bugfix", traps=["✖ GraphQL Document Validation failed with 1 errors;"], lang="fr", note="Compose-prefixed line; the schema snapshot refreshed.")

C = "buf build"
E = 'pay/v1/pay.proto:5:8:import "buf/validate/validate.proto": file does not exist'
mem("buf_protovalidate_dep_ko", "buf", S, "module_dependency", "/home/hyunwoo/payments-proto", lambda rng: [
    ("u", "pay.proto 에 protovalidate 규칙을 넣었더니 buf build 가 실패해요."),
    ("b", C, E, 100),
    ("r", "/home/hyunwoo/payments-proto/buf.yaml", "version: v2\nmodules:\n  - path: proto\nlint:\n  use:\n    - STANDARD\n"),
    ("s", "buf.yaml 에 protovalidate 모듈 의존성이 없습니다. deps 에 추가하고 buf dep update 로 buf.lock 을 만듭니다."),
    ("e", "/home/hyunwoo/payments-proto/buf.yaml", "modules:\n  - path: proto\n", "modules:\n  - path: proto\ndeps:\n  - buf.build/bufbuild/protovalidate\n"),
    ("b", "buf dep update", "WARN\tbuf.lock written with 1 dependency"),
    ("b", C, ""),
    ("s", "빌드 성공. buf.yaml 과 buf.lock 을 함께 커밋하세요.")],
    cmd=C, err=E, change="buf dep update", groups=[['import "buf/validate/validate.proto"'], ["buf dep update", "bufbuild/protovalidate"]],
    kind="bugfix", lang="ko", note="A module dependency added and locked.")

C = "buf generate"
E = "Failure: plugin go: could not find protoc plugin for name go - please make sure protoc-gen-go is installed and present on your $PATH"
mem("buf_generate_protoc_gen_go_missing", "buf", S, "plugin_binary_missing", "/home/tom/fleetctl", lambda rng: [
    ("u", "new laptop, buf generate fails"),
    ("b", C, E, 1),
    ("b", "ls ~/go/bin", "gopls\nstaticcheck"),
    ("s", "buf.gen.yaml uses the local protoc-gen-go plugin, and it isn't installed here. go.mod pins google.golang.org/protobuf v1.36.5, so I'll install the matching generator."),
    ("b", "go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.36.5", "go: downloading google.golang.org/protobuf v1.36.5"),
    ("b", C, ""),
    ("s", "Generated. `git status` shows no diff in gen/, so the output matches what's committed.")],
    cmd=C, err=E, change="go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.36.5",
    groups=[["could not find protoc plugin for name go"], ["go install google.golang.org/protobuf/cmd/protoc-gen-go"]],
    note="A generator plugin binary installed (lesson).")

C = "sqlc generate"
E = 'query/pedidos.sql:14:8: column "enviado_em" does not exist'
mem("sqlc_schema_path_migrations_pt", "sqlc", S, "schema_path", "/home/thiago/loja", lambda rng: [
    ("u", "Adicionei a coluna enviado_em numa migração nova e o sqlc diz que ela não existe."),
    ("b", C, "# package db\n" + E, 1),
    ("b", "grep -n schema sqlc.yaml && ls db", "5:    schema: \"db/schema.sql\"\nmigrations\nschema.sql"),
    ("s", "O sqlc.yaml aponta para db/schema.sql, que ninguém atualiza desde que passamos para migrações. O sqlc aceita a pasta de migrações como schema."),
    ("e", "/home/thiago/loja/sqlc.yaml", '    schema: "db/schema.sql"', '    schema: "db/migrations"'),
    ("b", C, ""),
    ("s", "Gerou internal/db/pedidos.sql.go com EnviadoEm. Dá para apagar o db/schema.sql antigo para não confundir.")],
    cmd=C, err=E, change='schema: "db/migrations"', groups=[['column "enviado_em" does not exist'], ["db/migrations"]],
    kind="bugfix", traps=["# package db"], lang="pt", note="sqlc reads the migrations folder.")

C = "go vet ./..."
E = "vet: gen/sklad/v1/sklad.pb.go:23:2: cannot use 20 - protoimpl.MinVersion (untyped int constant -1) as protoimpl.EnforceVersion value in variable declaration (overflows)"
mem("go_vet_protobuf_runtime_old_ru", "go", S, "runtime_older_than_generator", "/home/alexei/sklad", lambda rng: [
    ("u", "После перегенерации proto-файлов go vet падает в сгенерированном коде."),
    ("b", C, "# github.example/sklad/gen/sklad/v1\n" + E, 1),
    ("b", "head -8 gen/sklad/v1/sklad.pb.go && grep protobuf go.mod", "// Code generated by protoc-gen-go. DO NOT EDIT.\n// versions:\n// \tprotoc-gen-go v1.36.5\n// \tprotoc        (unknown)\n\tgoogle.golang.org/protobuf v1.31.0"),
    ("s", "Код сгенерирован protoc-gen-go v1.36.5, а в go.mod рантайм protobuf v1.31.0 — генератор новее рантайма. Поднимаю рантайм до той же версии."),
    ("b", "go get google.golang.org/protobuf@v1.36.5 && go mod tidy", "go: upgraded google.golang.org/protobuf v1.31.0 => v1.36.5"),
    ("b", C, ""),
    ("s", "go vet чистый. go.mod и go.sum обновлены.")],
    cmd=C, err=E, change="go get google.golang.org/protobuf@v1.36.5", groups=[["protoimpl.EnforceVersion"], ["google.golang.org/protobuf@v1.36.5"]],
    kind="bugfix", lang="ru", note="The protobuf runtime raised to the generator's version.")

C = "go generate ./..."
E = 'internal/estado/estado.go:3: running "stringer": exec: "stringer": executable file not found in $PATH'
mem("go_generate_stringer_tool_directive_es", "go-generate", S, "generator_not_installed", "/home/lucia/envios", lambda rng: [
    ("u", "go generate falla en estado.go en mi máquina y en la de Pablo. ¿Lo dejas reproducible?"),
    ("b", C, E, 1),
    ("s", "El //go:generate llama a un stringer global que no todos tienen. Con Go 1.24 se puede registrar como herramienta del módulo y llamarlo con `go tool`."),
    ("b", "go get -tool golang.org/x/tools/cmd/stringer@v0.29.0", "go: added golang.org/x/tools v0.29.0"),
    ("e", "/home/lucia/envios/internal/estado/estado.go", "//go:generate stringer -type=Estado", "//go:generate go tool stringer -type=Estado"),
    ("b", C, ""),
    ("s", "Generó estado_string.go; la versión de stringer queda fijada en go.mod.")],
    cmd=C, err=E, change="go tool stringer", groups=[['"stringer": executable file not found'], ["go tool stringer", "go get -tool"]],
    kind="bugfix", lang="es", note="stringer registered as a module tool.")

C = "npx @openapitools/openapi-generator-cli generate -i api/openapi.yaml -g typescript-fetch -o src/api"
E = "Error: /bin/sh: 1: java: not found"
mem("openapi_generator_java_missing_it", "openapi-generator", S, "jre_missing", "/home/marco/prenotazioni-web", lambda rng: [
    ("u", "Rigenera il client API dal nuovo openapi.yaml, per favore."),
    ("b", C, "Download 7.10.0 ...\nDownloaded 7.10.0\n" + E, 1),
    ("s", "openapi-generator-cli è un wrapper npm intorno a un jar: serve una JVM, che in questo container dev non c'è."),
    ("b", "sudo apt-get install -y openjdk-17-jre-headless", "Setting up openjdk-17-jre-headless:amd64 (17.0.13+11-1~deb12u1) ...\nupdate-alternatives: using /usr/lib/jvm/java-17-openjdk-amd64/bin/java to provide /usr/bin/java (java) in auto mode"),
    ("b", C, "[main] INFO  o.o.codegen.DefaultGenerator - Generating with dryRun=false\n[main] INFO  o.o.codegen.TemplateManager - writing file src/api/apis/PrenotazioniApi.ts\n[main] INFO  o.o.codegen.TemplateManager - writing file src/api/models/Prenotazione.ts"),
    ("s", "Client rigenerato in src/api. Conviene aggiungere il JRE all'immagine del devcontainer.")],
    cmd=C, err=E, change="openjdk-17-jre-headless", groups=[["java: not found"], ["openjdk", "jre"]],
    lang="it", note="A JRE installed in the container (lesson).")

C = "pnpm tsc --noEmit"
E = "src/pages/Dingdan.tsx(31,22): error TS2339: Property 'trackingCode' does not exist on type 'OrderFieldsFragment'."
mem("tsc_graphql_types_stale_zh", "graphql-codegen", S, "generated_types_stale", "/home/zhang/dingdan-web", lambda rng: [
    ("u", "我在 order fragment 里加了 trackingCode，页面用上以后 tsc 报错。"),
    ("b", C, E + "\n\nFound 1 error in src/pages/Dingdan.tsx:31", 2),
    ("b", "grep -n trackingCode src/graphql/fragments.graphql src/gql/graphql.ts", "src/graphql/fragments.graphql:9:    trackingCode"),
    ("s", "fragment 已经改了，但 src/gql/graphql.ts 是生成的类型，还没重新生成。运行 codegen。"),
    ("b", "pnpm codegen", "> graphql-codegen --config codegen.ts\n✔ Parse Configuration\n✔ Generate outputs"),
    ("b", C, ""),
    ("s", "tsc 通过。记得把 src/gql/ 的变更一起提交。")],
    cmd=C, err=E, change="pnpm codegen", groups=[["Property 'trackingCode' does not exist"], ["codegen"]],
    kind="bugfix", traps=["Found 1 error in src/pages/Dingdan.tsx:31"], lang="zh", note="Generated types regenerated and committed.")

C = "gh run view 30551928 --log-failed"
E = 'ERROR: src/api/generated is out of date with api/openapi.yaml; run "make gen-client" and commit the result'
mem("ci_openapi_client_out_of_date_tr", "openapi-generator", S, "generated_not_committed", "/home/selin/randevu", lambda rng: [
    ("u", "CI'da verify-gen job'u kırmızı, run 30551928. openapi.yaml'a yeni endpoint eklemiştim."),
    ("b", C, "\n".join(f"verify-gen\tCheck generated client\t2027-05-15T11:02:{40 + i:02d}.1183302Z {x}" for i, x in enumerate([" M src/api/generated/apis/RandevuApi.ts", E, "##[error]Process completed with exit code 1."]))),
    ("s", "Spec'i değiştirmişsin ama üretilen istemciyi yeniden üretip commit'lememişsin. Üretip gönderiyorum."),
    ("b", "make gen-client", "openapi-generator-cli generate -i api/openapi.yaml -g typescript-fetch -o src/api/generated\n[main] INFO  o.o.codegen.TemplateManager - writing file src/api/generated/apis/RandevuApi.ts"),
    ("b", "git add src/api/generated && git commit -m 'api: regenerate client' && git push", "[feat/iptal 2c7d1a0] api: regenerate client\n 3 files changed, 88 insertions(+)"),
    ("b", "gh run watch 30552410 --exit-status", "✓ feat/iptal CI · 30552410\n\nJOBS\n✓ verify-gen in 1m3s (ID 66021944120)\n\n✓ Run CI (30552410) completed with 'success'"),
    ("s", "Yeşil.")],
    cmd=C, err=E, change="make gen-client", passed="gh run watch 30552410 --exit-status",
    groups=[["is out of date with api/openapi.yaml"], ["make gen-client"]], kind="bugfix",
    traps=["Process completed with exit code 1."], lang="tr", note="Wrapped gh log; the client regenerated and committed.")
