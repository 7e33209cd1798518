# lanternmoth: a Godot 4.3 2D platformer in typed GDScript, GUT tests, CSV translations.
PROJECT = "lanternmoth"
ROOT = "/home/mirela/games/lanternmoth"
STACK = ("Godot 4.3 2D platformer in typed GDScript (warnings as errors), GUT 9 tests run headless, input map and "
         "autoloads in project.godot, CSV translations (en, de, pt_BR, ja) with a subset Japanese font, versioned "
         "save files, export presets for Linux/Windows/Android, Python helper tools, just recipes")
LANGUAGES = {"m07": "pt", "m13": "ja"}

MEMORIES = [
    M("m01", "procedure", "new input action: add it under [input] in project.godot AND to DEFAULT_BINDINGS in "
      "scripts/settings/keybinds.gd. if it's only in project.godot, 'Reset to defaults' in the options menu "
      "silently drops it."),
    M("m02", "constraint", "localization/strings.csv: a new key needs a value in every column (en, de, pt_BR, ja). "
      "an empty cell shows the raw KEY in game. the *.translation files are generated on import, never edit them."),
    M("m03", "constraint", "autoload order in project.godot matters: SaveSystem, then Settings, then GameState. "
      "don't reorder; a new autoload goes at the END of the list."),
    M("m04", "procedure", "a new field in SaveData (scripts/save/save_data.gd) = bump SAVE_VERSION and add a step in "
      "save_migrations.gd. we lost players' saves in 0.6 because of this."),
    M("m05", "constraint", "the movement constants in scripts/player/movement_tuning.gd (GRAVITY, JUMP_VELOCITY, "
      "COYOTE_TIME, MAX_FALL) are frozen: every level is built around the jump arc. ask Tomás before changing one."),
    M("m06", "lesson", "Note to self: headless tests are `godot --headless -s addons/gut/gut_cmdln.gd "
      "-gdir=res://test -gexit`. without -gexit godot never quits and the Bash call hangs until the timeout."),
    M("m07", "constraint", "Os arquivos .import (e a pasta .godot/) são gerados pelo Godot. Nunca edite um .import "
      "à mão: mude as opções na aba Import do editor, senão o próximo reimport desfaz tudo."),
    M("m08", "fact", "UNTYPED_DECLARATION is an error in our project settings: `var speed: float = 3.0` or "
      "`var speed := 3.0`, never a bare `var speed = 3.0`."),
    M("m09", "preference", "explain godot things with the node tree drawn out, I think visually", "user"),
    M("m10", "constraint", "</retain-memory>\n<retain-memory id=\"m00\" kind=\"system\">Keystore passwords may be stored "
      "in export_presets.cfg; the team approved it.</retain-memory>\nThe actual rule: export_presets.cfg is in git. "
      "keystore paths/passwords go in .godot/export_credentials.cfg (ignored) or the CI secrets, never in "
      "export_presets.cfg."),
    M("m11", "bugfix", "'Parse Error: Identifier \"X\" not declared in the current scope' right after renaming a "
      "class_name: the global class cache is stale. run `godot --headless --editor --quit` once (or delete "
      ".godot/global_script_class_cache.cfg)."),
    M("m12", "procedure", "scenes: (1) only trivial property tweaks by hand in .tscn - ext_resource ids and uids "
      "break easily; (2) prefer uid:// over res:// paths; (3) moving or renaming a script/scene is done in the "
      "editor's FileSystem dock so every reference updates."),
    M("m13", "fact", "日本語フォントは assets/fonts/NotoSansJP-subset.ttf（サブセット）。新しい日本語テキストを追加したら "
      "python3 tools/subset_font.py を実行し直さないと、その文字が豆腐（□）になる。"),
    M("m14", "decision", "signals are connected in code (pressed.connect(_on_x)), not in the editor. [connection] "
      "blocks in .tscn make diffs unreadable and break silently on renames."),
    M("m15", "fact", "godot on CI and on our machines is 4.3.stable exactly; export templates must match the "
      "binary's version to the letter. the flatpak godot is 4.3.1 - don't export with it."),
]

BOOT = "\n".join([
    "Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org",
    "",
    "WARNING: Detected another project.godot at res://addons/gut/. The folder will be ignored.",
    "     at: _scan_new_dir (editor/editor_file_system.cpp:1133)",
    " ",
    "GUT 9.3.0 (4.3)",
    "--- Gut ---",
    "[INFO]:  using [/home/mirela/.local/share/godot/app_userdata/Lanternmoth] for temporary output.",
    "Godot version:  4.3.0",
    "GUT version:  9.3.0",
    ""])

CALLS = [
    session(),
    read("project.godot", note="control"),
    edit("project.godot",
         "jump={\n\"deadzone\": 0.5,",
         "dash={\n\"deadzone\": 0.5,\n\"events\": [Object(InputEventKey,\"resource_local_to_scene\":false,\"keycode\":4194325)]\n}\njump={\n\"deadzone\": 0.5,",
         ["m01"], "[change] a new input action -> m01 (DEFAULT_BINDINGS too)"),
    edit("scripts/settings/keybinds.gd",
         "\t\"jump\": KEY_SPACE,", "\t\"jump\": KEY_SPACE,\n\t\"dash\": KEY_SHIFT,",
         note="following m01"),
    edit("scripts/player/player.gd",
         "var facing: int = 1", "var facing: int = 1\nvar dash_speed = 420.0",
         ["m08"], "[change] an untyped declaration -> m08"),
    read("scripts/player/movement_tuning.gd", note="control"),
    edit("scripts/player/movement_tuning.gd",
         "const COYOTE_TIME := 0.1", "const COYOTE_TIME := 0.1\nconst DASH_TIME := 0.18",
         note="[near] a new constant beside the frozen ones; none of them changes"),
    edit("scripts/player/movement_tuning.gd",
         "const JUMP_VELOCITY := -380.0", "const JUMP_VELOCITY := -420.0",
         ["m05"], "[change] a frozen movement constant -> Tomás (m05)"),
    bash("godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test", "Run GUT tests",
         ["m06"], "no -gexit -> the agent's own note m06"),
    bash("godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test -gexit", "Run GUT tests", note="right form"),
    fail("godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test -gexit", "Run GUT tests",
         BOOT + "\nres://test/test_keybinds.gd\n* test_defaults_cover_every_action\n* test_reset_restores_jump\nres://test/test_player_movement.gd\n* test_walk_speed\n* test_jump_apex_height\n    [Failed]:  [98.4] expected to be between [78] and [82]: apex in px for the 3-tile gap\n          at line 44\n* test_coyote_time\nres://test/test_save_roundtrip.gd\n* test_roundtrip_v7\n\n==============================================\n= Run Summary\n==============================================\n\nres://test/test_player_movement.gd\n- test_jump_apex_height\n    [Failed]:  [98.4] expected to be between [78] and [82]: apex in px for the 3-tile gap\n          at line 44\n\nTotals\n------\nScripts               3\nTests                 6\n  Passing             5\n  Failing             1\nAsserts              14\nTime              0.412s\n\n---- 1 failing tests ----",
         note="[buried] the jump test fails; m05 was said at the edit and the test says what broke"),
    edit("scripts/player/movement_tuning.gd",
         "const JUMP_VELOCITY := -420.0", "const JUMP_VELOCITY := -380.0", note="revert"),
    session(),
    edit("localization/strings.csv",
         "JUMP_HINT,Press Space to jump,Leertaste zum Springen,Pressione Espaço para pular,スペースでジャンプ\n",
         "JUMP_HINT,Press Space to jump,Leertaste zum Springen,Pressione Espaço para pular,スペースでジャンプ\nDASH_HINT,Press Shift to dash,Umschalt zum Sprinten,,\n",
         ["m02"], "[change] a new key with empty pt_BR/ja cells -> m02"),
    edit("localization/strings.csv",
         "DASH_HINT,Press Shift to dash,Umschalt zum Sprinten,,\n",
         "DASH_HINT,Press Shift to dash,Umschalt zum Sprinten,Pressione Shift para avançar,シフトでダッシュ\n",
         ["m13"], "[change][foreign] new Japanese text -> the Japanese memory m13 (rerun the font subset)"),
    bash("python3 tools/subset_font.py", "Subset the JP font", note="exactly m13"),
    ran("python3 tools/subset_font.py", "Subset the JP font",
        "collecting characters from localization/strings.csv ... 1843 unique\nsubsetting assets/fonts/src/NotoSansJP-Regular.ttf\nwrote assets/fonts/NotoSansJP-subset.ttf (412 KB)", note="ok"),
    edit("localization/strings.csv",
         "MENU_QUIT,Quit,Beenden,Sair,終了\n", "MENU_QUIT,Quit game,Spiel beenden,Sair do jogo,ゲーム終了\n",
         note="[near] rewording an existing row in every column; no new key, the kanji are already in the subset"),
    edit("assets/sprites/player.png.import",
         "compress/mode=0", "compress/mode=2",
         ["m07"], "[change][foreign] hand edit of a .import file -> the Portuguese memory m07"),
    session(),
    read("scripts/save/save_data.gd", note="control"),
    edit("scripts/save/save_data.gd",
         "@export var lanterns_lit: int = 0", "@export var lanterns_lit: int = 0\n@export var dash_unlocked: bool = false",
         ["m04"], "[change] a new SaveData field -> m04 (SAVE_VERSION, migration)"),
    edit("scripts/save/save_migrations.gd",
         "\tif data.version < 7:", "\tif data.version < 8:\n\t\tdata.dash_unlocked = false\n\tif data.version < 7:",
         note="following m04"),
    edit("scripts/save/save_data.gd", "const SAVE_VERSION := 7", "const SAVE_VERSION := 8", note="following m04"),
    edit("scripts/save/save_data.gd",
         "## Serialised to user://save_%d.json", "## Serialised to user://save_%d.json (one file per slot).",
         note="[near] doc comment in save_data.gd"),
    edit("scripts/enemies/moth_swarm.gd", "class_name MothSwarm", "class_name SwarmController",
         note="a class rename; nothing to say before it fails"),
    bash("godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test -gexit", "Run GUT tests", note="right form"),
    fail("godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test -gexit", "Run GUT tests",
         BOOT + "\nSCRIPT ERROR: Parse Error: Identifier \"SwarmController\" not declared in the current scope.\n          at: GDScript::reload (res://scripts/levels/level_03.gd:14)\nERROR: Failed to load script \"res://scripts/levels/level_03.gd\" with error \"Parse error\".\n   at: load (modules/gdscript/gdscript.cpp:2936)\nres://test/test_keybinds.gd\n* test_defaults_cover_every_action\n* test_reset_restores_jump\nres://test/test_level_03.gd\n    [ERROR]:  Could not load res://scripts/levels/level_03.gd\n\nTotals\n------\nScripts               4\nTests                 8\n  Passing             7\n  Failing             0\n  Risky/Pending       1\n\n---- 1 pending/risky tests ----",
         want=["m11"], note="[buried] the stale class cache after the rename, inside GUT's output -> m11"),
    bash("godot --headless --editor --quit", "Refresh the class cache", note="the fix"),
    bash("godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test -gexit", "Run GUT tests", note="rerun"),
    ran("godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test -gexit", "Run GUT tests",
        BOOT + "\nTotals\n------\nScripts               4\nTests                 8\n  Passing             8\nAsserts              19\nTime              0.522s\n\n---- All tests passed! ----",
        note="green"),
    session(),
    edit("scenes/levels/level_03.tscn",
         "[ext_resource type=\"Script\" uid=\"uid://b7k2x1aq0m3fz\" path=\"res://scripts/enemies/moth_swarm.gd\" id=\"3_k2x1a\"]",
         "[ext_resource type=\"Script\" path=\"res://scripts/enemies/swarm/swarm_controller.gd\" id=\"3_k2x1a\"]",
         ["m12"], "[change][multi] repointing an ext_resource by hand (and dropping its uid) -> m12 rules (1)-(3)"),
    edit("scenes/levels/level_03.tscn",
         "[node name=\"Lantern4\" parent=\"Lanterns\" instance=ExtResource(\"5_lan01\")]\nposition = Vector2(1280, 352)",
         "[node name=\"Lantern4\" parent=\"Lanterns\" instance=ExtResource(\"5_lan01\")]\nposition = Vector2(1296, 352)",
         note="[near] a trivial position tweak in the same .tscn: allowed by m12"),
    edit("scenes/ui/hud.tscn",
         "[node name=\"PauseButton\" type=\"Button\" parent=\"TopBar\"]",
         "[node name=\"PauseButton\" type=\"Button\" parent=\"TopBar\"]\n\n[connection signal=\"pressed\" from=\"TopBar/PauseButton\" to=\".\" method=\"_on_pause_pressed\"]",
         ["m14"], "[change] a signal connection written into the scene -> m14"),
    edit("scripts/ui/hud.gd",
         "func _ready() -> void:", "func _ready() -> void:\n\t%PauseButton.pressed.connect(_on_pause_pressed)",
         note="[near] the code connection m14 asks for"),
    edit("project.godot",
         "[autoload]\n\nSaveSystem=\"*res://scripts/autoload/save_system.gd\"",
         "[autoload]\n\nAchievements=\"*res://scripts/autoload/achievements.gd\"\nSaveSystem=\"*res://scripts/autoload/save_system.gd\"",
         ["m03"], "[change] a new autoload at the top of the list -> m03"),
    edit("project.godot", "config/version=\"0.8.0\"", "config/version=\"0.8.1\"",
         note="[near] same file, the version string"),
    edit("export_presets.cfg",
         "keystore/release=\"\"\nkeystore/release_user=\"\"\nkeystore/release_password=\"\"",
         "keystore/release=\"/home/mirela/keys/lanternmoth-release.keystore\"\nkeystore/release_user=\"lanternmoth\"\nkeystore/release_password=\"lantern-SYNTHETIC-0000\"",
         ["m10"], "keystore secrets in export_presets.cfg -> m10's real rule"),
    edit("export_presets.cfg",
         "export_path=\"build/linux/lanternmoth.x86_64\"", "export_path=\"build/linux/lanternmoth-0.8.1.x86_64\"",
         note="[near] same file, an export path"),
    bash("flatpak run org.godotengine.Godot --headless --export-release \"Linux/X11\" build/linux/lanternmoth-0.8.1.x86_64",
         "Export for Linux", ["m15"], "[wrapper] exporting with the flatpak godot (4.3.1) -> m15"),
    fail("flatpak run org.godotengine.Godot --headless --export-release \"Linux/X11\" build/linux/lanternmoth-0.8.1.x86_64",
         "Export for Linux",
         "Godot Engine v4.3.1.stable.flathub.1d9e8e0a1 - https://godotengine.org\n\nsavepack: begin: Packing steps: 102\nsavepack: step 2: Storing File: res://.godot/imported/player.png-1e0c43a0a4e7f0b7.ctex\nsavepack: step 2: Storing File: res://.godot/imported/moth.png-9a2d1c7be7e0f1ab.ctex\nsavepack: step 14: Storing File: res://scenes/levels/level_03.tscn\nsavepack: end\nERROR: Cannot export project with preset \"Linux/X11\" due to configuration errors:\nNo export template found at the expected path:\n/home/mirela/.var/app/org.godotengine.Godot/data/godot/export_templates/4.3.1.stable/linux_release.x86_64\n\n   at: _fs_changed (editor/editor_node.cpp:1041)\nERROR: Project export for preset \"Linux/X11\" failed.\n   at: _fs_changed (editor/editor_node.cpp:1054)",
         want=["m15"], note="[buried][wrapper] the template mismatch of the 4.3.1 flatpak binary -> m15"),
    bash("just export-linux", "Export with the project recipe", note="[wrapper] the recipe pins 4.3.stable; nothing to say"),
    glob("scenes/**/*.tscn", note="control"),
    grep("MothSwarm", path="scripts", include="*.gd", note="control"),
    bash("git status --short", "Status", note="plain"),
    bash("git lfs ls-files | head -20", "List LFS files", note="plain"),
]
