# puffball-zephyr: Zephyr RTOS firmware in a west workspace.
PROJECT = "puffball-zephyr"
ROOT = "/home/piet/ws/puffball"
STACK = ("Zephyr 3.7 LTS firmware for a LoRaWAN soil-moisture sensor node on nRF52840 (own board puffball_v2 and the "
         "nrf52840dk for bench work): a west workspace whose manifest repo is this one (west.yml pins our zephyr fork "
         "and modules), application in app/ with prj.conf and overlay-debug.conf, board overlays in boards/, sysbuild "
         "with MCUboot and sysbuild.conf, a dev signing key in keys/, twister tests in tests/ on native_sim and on "
         "hardware with a local hardware map, J-Link flashing with nrf-command-line-tools, compliance checks before "
         "push; Jana wrote it, Piet took over")
LANGUAGES = {"m02": "de", "m04": "ja", "m05": "de"}
MEMORIES = [
    M("m01", "procedure", "Handover (Jana → Piet):\n"
      "- `west.yml` pins zephyr to our fork's `puffball-v3.7-branch`. After changing it run `west update`; commit the manifest only.\n"
      "- `boards/puffball_v2.overlay` is generated from the PCB netlist by `scripts/gen_overlay.py`; don't edit it by hand. `boards/nrf52840dk_nrf52840.overlay` is hand-written.\n"
      "- `prj.conf` is the release config. Debug options (`CONFIG_LOG_MODE_IMMEDIATE`, `CONFIG_ASSERT`, shell) go in `overlay-debug.conf`.\n"
      "- `keys/dev-ecdsa-p256.pem` is the dev MCUboot key; a build signed with it never goes onto field units.\n"
      "- If `west build` dies with a devicetree error after switching boards, the build dir is stale: `west build -p always`, don't touch the overlay."),
    M("m02", "procedure", "Übergabe (Jana): Twister läuft lokal mit `west twister -T tests -p native_sim`. Auf echter Hardware nur mit `--device-testing --hardware-map map.yaml`; die `map.yaml` gehört NICHT ins Repo, weil die Seriennummern der J-Links drinstehen. Wenn `west flash` mit `JLinkARM DLL load failed` abbricht, sind die nRF Command Line Tools zu alt: nicht den Runner auf pyocd umstellen, sondern nrf-command-line-tools 10.24 installieren."),
    M("m03", "procedure", "Handover table (what I'd want to know):\n\n"
      "| place | rule |\n|---|---|\n"
      "| `app/src/lora/keys.h` | generated per unit by `scripts/provision.py`; never committed (it's in .gitignore, don't force-add it) |\n"
      "| `sysbuild.conf` | `SB_CONFIG_BOOT_SIGNATURE_KEY_FILE` stays pointing at the dev key in the repo; CI swaps in the HSM key |\n"
      "| `app/src/sensor/` | refactored in September, works; nothing to watch |\n"
      "| `west twister` | see the German note |"),
    M("m04", "bugfix", "`region `FLASH' overflowed by` が出たら、`overlay-debug.conf` を外してビルドする。リリースの `prj.conf` からログを削って容量を稼ぐのはやめること。"),
    M("m05", "procedure", "Vor jedem Push `./scripts/ci/check_compliance.py -c origin/main..` laufen lassen; sonst scheitert CI an Kconfig- und checkpatch-Regeln."),
    M("m06", "bugfix", "`undefined reference to `settings_subsys_init'` = CONFIG_LORAWAN_NVM_SETTINGS without CONFIG_SETTINGS=y and CONFIG_NVS=y in prj.conf."),
    M("m07", "procedure", "Handover from the gateway team (their Yocto repo puffball-gw, not the node firmware): bitbake builds need the sstate mirror on nas2; their `boards/` are u-boot board files; `kas build` only on the build server."),
    M("m08", "lesson", "Note to self: menuconfig changes (`west build -t menuconfig`) vanish with a pristine build; copy them into prj.conf or overlay-debug.conf. I went through `app/src/main.c` for the watchdog reset loop; it was fine, the resets were brown-outs."),
    M("m09", "fact", "220 nodes in the field across 14 farms; battery is 2×AA lithium, target life 3 years."),
    M("m10", "decision", "Sampling interval 15 minutes; never below 5 (battery budget)."),
    M("m11", "fact", "Piet maintains the firmware from December; Jana answers questions by mail."),
    M("m12", "preference", "Logging via LOG_MODULE_REGISTER and LOG_INF/LOG_ERR per file; no printk in app code."),
    M("m13", "fact", "LoRaWAN network server: ChirpStack v4 at lns.puffball.example, EU868."),
    M("m14", "decision", "No floating point in the sensor path; readings are integer millivolts and per-mille moisture."),
    M("m15", "fact", "PCB rev C (puffball_v2) is in the field; rev D is being laid out by the hardware contractor."),
    M("m16", "preference", "Devicetree labels in snake_case, node names per the binding's examples."),
    M("m17", "fact", "Field units are updated over LoRaWAN FUOTA twice a year at most."),
    M("m18", "decision", "No Bluetooth in field builds; the radio stays off except for LoRa."),
    M("m19", "fact", "The bench rig has 4 nrf52840dk boards on a powered USB hub in the lab."),
]
CALLS = [
    session(),
    read("west.yml"),
    bash("west build -b puffball_v2 app", "Build for the node board", timeout=600000),
    bad("-- west build: generating a build system\nLoading Zephyr default modules (Zephyr base).\n-- Board: puffball_v2, qualifiers: nrf52840\n-- Found devicetree overlay: /home/piet/ws/puffball/boards/puffball_v2.overlay\ndevicetree error: /home/piet/ws/puffball/boards/puffball_v2.overlay:41 (column 3): parse error: undefined node label 'arduino_adc'\nCMake Error at /home/piet/ws/zephyr/cmake/modules/dts.cmake:295 (message):\n  gen_defines.py failed with return code: 1\n-- Configuring incomplete, errors occurred!\nFATAL ERROR: command exited with status 1: /usr/bin/cmake -DWEST_PYTHON=/usr/bin/python3 -B/home/piet/ws/puffball/build -GNinja -DBOARD=puffball_v2 -S/home/piet/ws/puffball/app", 1, "m01", "[failure] [handover] [list] a devicetree error from the dk build dir reused for puffball_v2: the handover's stale-build rule"),
    edit("boards/puffball_v2.overlay", "\t\tio-channels = <&arduino_adc 0>;", "\t\tio-channels = <&adc 0>;", "m01", "[file] [folder] [handover] [list] hand-editing the generated overlay"),
    bash("west build -p always -b puffball_v2 app", "Pristine build", timeout=600000),
    bad("[312/318] Linking C executable zephyr/zephyr_pre0.elf\nFAILED: zephyr/zephyr_pre0.elf zephyr/zephyr_pre0.map\n/opt/zephyr-sdk-0.16.8/arm-zephyr-eabi/bin/../lib/gcc/arm-zephyr-eabi/12.2.0/../../../../arm-zephyr-eabi/bin/ld.bfd: zephyr/subsys/lorawan/liblorawan.a(lorawan.c.obj): in function `lorawan_start':\n/home/piet/ws/zephyr/subsys/lorawan/lorawan.c:701: undefined reference to `settings_subsys_init'\ncollect2: error: ld returned 1 exit status\nninja: build stopped: subcommand failed.\nFATAL ERROR: command exited with status 1: /usr/bin/cmake --build /home/piet/ws/puffball/build", 1, "m06", "[failure] [single] the linker's undefined reference the note names, with another line"),
    edit("app/prj.conf", "CONFIG_LORAWAN_NVM_SETTINGS=y", "CONFIG_LORAWAN_NVM_SETTINGS=y\nCONFIG_SETTINGS=y\nCONFIG_NVS=y\nCONFIG_LOG_MODE_IMMEDIATE=y", "m01", "[file] [handover] [list] the settings fix is right, but LOG_MODE_IMMEDIATE is a debug option the handover keeps out of prj.conf"),
    bash("west build -p always -b puffball_v2 app -- -DEXTRA_CONF_FILE=overlay-debug.conf", "Debug build", timeout=600000),
    bad("Memory region         Used Size  Region Size  %age Used\n           FLASH:      487216 B       488 KB     97.50%\n             RAM:       98304 B       256 KB     37.50%\n/opt/zephyr-sdk-0.16.8/arm-zephyr-eabi/bin/ld.bfd: zephyr/zephyr_pre0.elf section `rodata' will not fit in region `FLASH'\n/opt/zephyr-sdk-0.16.8/arm-zephyr-eabi/bin/ld.bfd: region `FLASH' overflowed by 5208 bytes\ncollect2: error: ld returned 1 exit status\nninja: build stopped: subcommand failed.", 1, "m04", "[failure] [single] [foreign-memory] the FLASH overflow with another byte count"),
    edit("app/prj.conf", "CONFIG_LOG=y\nCONFIG_LOG_DEFAULT_LEVEL=3", "CONFIG_LOG=y\nCONFIG_LOG_DEFAULT_LEVEL=1", "m04", "[file] [single] [foreign-memory] trimming the release log config for space, what the Japanese note rules out"),
    bash("west build -p always -b puffball_v2 app", "Release build", timeout=600000),
    ok("[318/318] Linking C executable zephyr/zephyr.elf\nMemory region         Used Size  Region Size  %age Used\n           FLASH:      455880 B       488 KB     91.23%\n             RAM:       96032 B       256 KB     36.63%", "", [], "green; the trimmed log level already wanted the note on its edit"),
    bash("west flash --runner jlink", "Flash the bench board"),
    bad("-- west flash: rebuilding\nninja: no work to do.\n-- west flash: using runner jlink\n-- runners.jlink: reset after flashing requested\n-- runners.jlink: Flashing file: /home/piet/ws/puffball/build/zephyr/zephyr.hex\nERROR: JLinkARM DLL load failed. Try again. If it keeps failing, please reinstall latest JLinkARM from Segger webpage.\nFATAL ERROR: command exited with status 1: /opt/SEGGER/JLink/JLinkExe -nogui 1 -if swd -speed auto -device nRF52840_xxAA -CommanderScript /tmp/tmpq81e0c_2jlink/runner.jlink -nogui 1", 1, "m02", "[failure] [paragraph] [foreign-memory] [handover] the J-Link DLL failure in the German note"),
    bash("west flash --runner pyocd", "Try pyocd instead", "m02", "[pre] [command] [paragraph] [foreign-memory] [handover] switching the runner, the fix the note says not to use"),
    bash("sudo apt-get install -y ./nrf-command-line-tools_10.24.2_amd64.deb && west flash", "Install nrf tools 10.24 and flash"),
    bad("Setting up nrf-command-line-tools (10.24.2) ...\n-- west flash: using runner nrfjprog\n-- runners.nrfjprog: Flashing file: /home/piet/ws/puffball/build/zephyr/zephyr.hex\nERROR: The operation attempted is unavailable due to readback protection in\nERROR: your device. Please use --recover to unlock the device.\nNOTE: For additional output, try running again with logging enabled (--log).\nFATAL ERROR: command exited with status 16: nrfjprog --program /home/piet/ws/puffball/build/zephyr/zephyr.hex --sectoranduicrerase --verify -f NRF52 --snr 683412907", 16, [], "[fixed] [new] the note's fix worked; now readback protection, which the output explains"),
    prompt(),
    bash("west twister -T tests -p native_sim", "Unit tests", timeout=900000),
    bad("INFO    - Using Ninja..\nINFO    - Zephyr version: v3.7.0-puffball-12-g41c0d2a\nINFO    - JOBS: 8\nINFO    - Adding tasks to the queue...\nINFO    - Added initial list of jobs to queue\nERROR   - native_sim/native           tests/sensor/moisture  FAILED : Failed\nINFO    - 6 test scenarios (6 test instances) selected, 0 configurations skipped (0 by static filter, 0 at runtime).\nINFO    - 5 of 6 test configurations passed (83.33%), 1 failed, 0 errored, 0 skipped with 0 warnings in 48.12 seconds\nINFO    - In total 41 test cases were executed, 0 skipped on 1 out of total 686 platforms (0.15%)\nINFO    - The following issues were found (showing the top 10 items):\nINFO    - 1) tests/sensor/moisture on native_sim/native failed (Failed)", 1, [], "[not-a-rule] [new] the German note's own twister command reporting a real test failure"),
    read("twister-out/native_sim_native/tests/sensor/moisture/handler.log", "[read] the failing test's log"),
    edit("app/src/sensor/moisture.c", "\treturn (mv - dry_mv) * 1000 / (wet_mv - dry_mv);", "\treturn CLAMP((mv - dry_mv) * 1000 / (wet_mv - dry_mv), 0, 1000);", [], "[passing-mention] the table names app/src/sensor/ only as refactored and fine"),
    edit("app/src/sensor/moisture.c", "\tint32_t permille = moisture_permille(mv);", "\tfloat ratio = (float)mv / 3300.0f;\n\tint32_t permille = (int32_t)(ratio * 1000.0f);", "m14", "[single] [file] floats in the sensor path, against the decision"),
    edit("app/src/sensor/moisture.c", "\tLOG_DBG(\"raw %d mV\", mv);", "\tprintk(\"raw %d mV\\n\", mv);", "m12", "[single] [file] printk in app code"),
    bash("west twister -T tests -p nrf52840dk/nrf52840 --device-testing --hardware-map map.yaml", "Hardware tests on the bench", timeout=1800000),
    bad("INFO    - Using Ninja..\nERROR   - Hardware map file map.yaml not found\nusage: twister [-h] [-E FILENAME] [-T TESTSUITE_ROOT] ...", 2, [], "[fixed] the map is local on purpose and not in this checkout; the output says what is missing"),
    bash("west twister --generate-hardware-map map.yaml && git add map.yaml", "Generate and add the hardware map", "m02", "[pre] [command] [file] [paragraph] [foreign-memory] [handover] adding map.yaml with the J-Link serials to git"),
    edit("app/Kconfig", "config APP_SAMPLE_INTERVAL_SEC\n\tint \"Sampling interval\"\n\tdefault 900", "config APP_SAMPLE_INTERVAL_SEC\n\tint \"Sampling interval\"\n\tdefault 60", "m10", "[single] [file] a one-minute default, below the battery floor"),
    edit("app/src/main.c", "\twdt_feed(wdt, wdt_channel);", "\twdt_feed(wdt, wdt_channel);\n\tLOG_DBG(\"fed\");", [], "[passing-mention] the note to self names main.c only as checked and fine"),
    prompt(),
    edit("west.yml", "      revision: puffball-v3.7-branch", "      revision: v3.7.1", "m01", "[file] [handover] [list] repinning zephyr away from the fork"),
    bash("west update", "Update the workspace", timeout=900000),
    bad("=== updating zephyr (zephyr):\n--- zephyr: fetching, need revision v3.7.1\nFrom https://github.com/puffball-farm/zephyr\n * tag                     v3.7.1     -> FETCH_HEAD\nerror: Your local changes to the following files would be overwritten by checkout:\n\tdrivers/lora/sx126x.c\nPlease commit your changes or stash them before you switch branches.\nAborting\nERROR: update failed for project zephyr", 1, [], "[new] local edits in the zephyr checkout; no memory covers them"),
    bash("git -C ../zephyr diff --stat", "What changed in zephyr", [], "[read]"),
    bash("git checkout west.yml", "Back to the fork's pin"),
    bash("git add app/src/lora/keys.h -f && git commit -m 'bench keys'", "Commit the bench keys", "m03", "[pre] [command] [file] [handover] [table] force-adding the per-unit keys.h"),
    edit("app/src/lora/join.c", "\tjoin_cfg.otaa.join_eui = join_eui;", "\tjoin_cfg.otaa.join_eui = join_eui;\n\tjoin_cfg.otaa.nwk_key = app_key;", [], "[sibling] a source file beside keys.h; the table rules only keys.h"),
    edit("sysbuild.conf", "SB_CONFIG_BOOT_SIGNATURE_KEY_FILE=\"${APP_DIR}/../keys/dev-ecdsa-p256.pem\"", "SB_CONFIG_BOOT_SIGNATURE_KEY_FILE=\"/home/piet/keys/field-ecdsa-p256.pem\"", "m03", "[file] [handover] [table] pointing the signing key at a local file; CI swaps the key"),
    bash("west build -p always -b puffball_v2 --sysbuild app && west flash --dev-id 683412907", "Sysbuild and flash field unit 17", "m01", "[pre] [command] [handover] [list] a dev-signed build flashed to a field unit's J-Link"),
    bash("west build -b puffball_v2 app -t menuconfig", "Open menuconfig"),
    bash("west build -p always -b puffball_v2 app", "Pristine rebuild after menuconfig", "m08", "[pre] [command] [self] the pristine build will drop the menuconfig changes just made"),
    ok("[318/318] Linking C executable zephyr/zephyr.elf\nMemory region         Used Size  Region Size  %age Used\n           FLASH:      401200 B       488 KB     80.29%\n             RAM:       96032 B       256 KB     36.63%\nGenerating files from /home/piet/ws/puffball/build/zephyr/zephyr.elf for board: puffball_v2", "", [], "green; the Pre already brought the note up"),
    session(),
    bash("./scripts/ci/check_compliance.py -c origin/main..", "Compliance before push", timeout=600000),
    bad("Running Checkpatch tests...\nRunning Kconfig tests...\nRunning Identity tests...\n\nFAIL: Checkpatch\nhttps://docs.zephyrproject.org/latest/contribute/guidelines.html#coding-style\n\napp/src/sensor/moisture.c:48: WARNING:PRINTK_WITHOUT_KERN_LEVEL: printk() should include KERN_<LEVEL> facility level\n\nFAIL: Kconfig\nUndefined Kconfig symbols:\n\n        APP_SAMPLE_INTERVAL_MIN\n\nComplete results in compliance.xml", 1, [], "[not-a-rule] the compliance step the German note asks for, finding what it should; the output names its fixes"),
    bash("git push origin HEAD", "Push"),
    bad("To github.com:puffball-farm/puffball.git\n ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs to 'github.com:puffball-farm/puffball.git'\nhint: Updates were rejected because the remote contains work that you do\nhint: not have locally.", 1, [], "[new] an ordinary rejected push"),
    bash("git pull --rebase && git push origin HEAD", "Rebase and push", "m05", "[pre] [command] [single] [foreign-memory] pushing after new commits without rerunning the compliance check"),
    ok("Successfully rebased and updated refs/heads/main.\nTo github.com:puffball-farm/puffball.git\n   3a90c1e..b72e44d  main -> main", "", [], "the Pre already wanted the note"),
    bash("kas build kas/puffball-gw.yml", "Build the gateway image"),
    bad("bash: kas: command not found", 127, [], "[other-team] kas belongs to the gateway team's repo (m07)"),
    edit("boards/nrf52840dk_nrf52840.overlay", "&adc {\n\tstatus = \"okay\";", "&adc {\n\tstatus = \"okay\";\n\t#io-channel-cells = <1>;", [], "[sibling] the hand-written dk overlay the handover names beside the generated one"),
    bash("python3 scripts/gen_overlay.py pcb/puffball_revC.net > boards/puffball_v2.overlay", "Regenerate the node overlay"),
    bad("Traceback (most recent call last):\n  File \"/home/piet/ws/puffball/scripts/gen_overlay.py\", line 12, in <module>\n    import kiutils\nModuleNotFoundError: No module named 'kiutils'", 1, [], "[new] a missing Python package for the generator; no memory"),
    grep("printk", "app/src"),
    read("app/overlay-debug.conf"),
    edit("boards/nrf52840dk_nrf52840.overlay", "/ {\n\tzephyr,user {", "/ {\n\tsoilProbe: soil-probe {\n\t\tcompatible = \"capacitive-soil\";\n\t\tio-channels = <&adc 1>;\n\t};\n\tzephyr,user {", "m16", "[single] [file] a camelCase devicetree label in the hand-written overlay"),
    edit("app/prj.conf", "CONFIG_LORAWAN=y", "CONFIG_LORAWAN=y\nCONFIG_BT=y\nCONFIG_BT_PERIPHERAL=y", "m18", "[single] [file] Bluetooth in the field build config"),
]
