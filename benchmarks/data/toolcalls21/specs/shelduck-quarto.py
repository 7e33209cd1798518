PROJECT = "shelduck-quarto"
ROOT = "/Users/maren/projects/shelduck"
STACK = ("Quarto 1.5 book: the annual estuary bird-count report of a local bird society, written as "
         "Jupyter notebooks (notebooks/01_clean.ipynb ... 05_maps.ipynb) and .qmd chapters listed "
         "in _quarto.yml with execute: freeze: auto and a committed _freeze/; pixi (pixi.toml, "
         "pixi.lock, conda-forge) for Python 3.12, pandas, geopandas and the small src/shelduck "
         "package (editable pypi-dependency, pytest), nbstripout and nbqa-ruff in "
         ".pre-commit-config.yaml, ruff.toml, read-only CSV exports in data/raw, GitHub Actions "
         "publishing to gh-pages with quarto publish")
LANGUAGES = {"m06": "nb", "m07": "fr", "m16": "pl"}
MEMORIES = [
    M("m01", "constraint", "data/raw/*.csv are exports from the society's count database: read-only. "
      "Cleaning writes to data/clean/ from notebooks/01_clean.ipynb."),
    M("m02", "fact", "species are species_code (BTO two-letter codes) in every table; join "
      "data/lookup/species.csv for common names in labels."),
    M("m03", "procedure", "freeze: auto + committed _freeze/. CI cannot execute the notebooks (no "
      "count DB there), so after changing a notebook: pixi run quarto render <that notebook> "
      "locally and commit its _freeze/ folder together with it."),
    M("m04", "constraint", "pixi.lock: pixi add / pixi update <pkg>. never pip install into the "
      "pixi env, the lock does not see it and CI breaks."),
    M("m05", "lesson", "Note to self: when quarto render dies on a notebook, the last lines are just "
      "'ERROR: ...' from quarto itself; the Python traceback is above the line 'An error occurred "
      "while executing the following cell'. Don't tail the output."),
    M("m06", "constraint", "Kartene i kapittel 5 bruker geopandas med pyogrio; ikke oppgrader shapely "
      "til 2.1 i pixi.toml før pyogrio er oppdatert."),
    M("m07", "constraint", "Les notebooks passent par nbstripout avant le commit : ne jamais committer "
      "de sorties, et ne jamais désactiver le hook, même pour « juste une figure »."),
    M("m08", "constraint", "ruff on notebooks only via nbqa (ruff.toml excludes *.ipynb)"),
    M("m09", "constraint", "dont rename chapter files listed in _quarto.yml, the society website links "
      "to teh html pages directly"),
    M("m10", "lesson", "Background for anyone touching the cleaning: the 2019 season was entered by "
      "two volunteers in parallel for a month, and we found out only in 2022. Most of it was "
      "fixed in the database, but the north hide counts for 2019 are still doubled in the export, "
      "so the cell tagged fix-2019-north in notebooks/01_clean.ipynb halves them; that cell must "
      "stay, whatever the tidy-up. The other hides were corrected at the source. The volunteers "
      "have since been given separate logins."),
    M("m11", "fact", "The society's chair is Ingrid Dahl; she signs off the report."),
    M("m12", "fact", "The report goes to the AGM in March."),
    M("m13", "preference", "British spelling in the prose please (colour, behaviour, analyse).", "user"),
    M("m14", "fact", "The count database runs on a Raspberry Pi in the hide office."),
    M("m15", "constraint", "publish.yml runs quarto publish gh-pages --no-render. Never add a render "
      "step to CI (no DB access there); see the freeze note."),
    M("m16", "constraint", "Wykresy do druku zapisujemy jako PDF (savefig(..., format='pdf')), nie PNG "
      "- drukarnia odrzuca PNG."),
    M("m17", "procedure", "src/shelduck is an editable pypi-dependency in pixi.toml; after moving a "
      "module run pixi install again or imports in the notebooks go stale."),
    M("m18", "fact", "The old R Markdown version of the report lives on the archive/rmd branch."),
    M("m19", "fact", "Ringing data belongs to the ringing group and is not ours to publish."),
    M("m20", "procedure", "tests: pixi run test. they use tests/fixtures/mini_counts.csv, not data/raw."),
]
CALLS = [
    read("notebooks/01_clean.ipynb", note="[notebook] control"),
    nb("notebooks/01_clean.ipynb", "a3f91c0e", "counts = pd.read_csv('../data/raw/counts_2026.csv')\ncounts = counts.dropna(subset=['species_code'])\ncounts.to_csv('../data/raw/counts_2026.csv', index=False)",
       want="m01", note="[notebook] writing back into data/raw; m01"),
    nb("notebooks/01_clean.ipynb", "a3f91c0e", "counts = pd.read_csv('../data/raw/counts_2026.csv')\ncounts = counts.dropna(subset=['species_code'])\ncounts.to_csv('../data/clean/counts_2026.csv', index=False)",
       note="[notebook] [again] writing to data/clean: already right"),
    nb("notebooks/01_clean.ipynb", "fix-2019-north", "", want="m10",
       note="[notebook] [buried] emptying the fix-2019-north cell; m10's middle clause"),
    nb("notebooks/01_clean.ipynb", "b7d2e411", "# Drop test rows entered during the 2025 volunteer training\ncounts = counts[counts['observer'] != 'TRAINING']", mode="insert",
       note="[notebook] [near] another cleaning cell"),
    bash("pixi run quarto render notebooks/01_clean.ipynb 2>&1 | tail -4", "Render the cleaning notebook",
         note="[notebook] [chain]"),
    bad("Starting python3 kernel...Done\n\nExecuting '01_clean.quarto_ipynb'\n  Cell 4/11: 'b7d2e411'...\nERROR: Error executing notebook 01_clean.ipynb",
        want="m05", note="[chain] [fail] [notebook] [self] only quarto's last line; m05"),
    bash("pixi run quarto render notebooks/01_clean.ipynb 2>&1 | grep -A12 'An error occurred'", "See the traceback",
         note="[notebook] [chain] [rerun]"),
    ok("An error occurred while executing the following cell:\n------------------\ncounts = counts[counts['observer'] != 'TRAINING']\n------------------\n\nKeyError: 'observer'",
       note="[chain] [fail] [notebook] an ordinary KeyError; no memory"),
    nb("notebooks/01_clean.ipynb", "b7d2e411", "# Drop test rows entered during the 2025 volunteer training\ncounts = counts[counts['observer_id'] != 'TRAINING']",
       note="[notebook] [again]"),
    bash("pixi run quarto render notebooks/01_clean.ipynb && git add notebooks/01_clean.ipynb _freeze/notebooks/01_clean", "Render and stage with freeze",
         note="[notebook] [chain] what m03 says: already right"),
    ok("Output created: _book/notebooks/01_clean.html", note="[chain] output of a chained command"),
    prompt(),
    nb("notebooks/03_trends.ipynb", "c5e0a7b2", "fig, ax = plt.subplots(figsize=(8, 4))\ntrend.plot(ax=ax, color=palette)\nfig.savefig('../figures/trend_waders.png', dpi=200)",
       want="m16", note="[notebook] [foreign] a print figure saved as PNG; m16 (Polish)"),
    nb("notebooks/03_trends.ipynb", "c5e0a7b3", "trend = counts.pivot_table(index='year', columns='common_name', values='count', aggfunc='sum')",
       want="m02", note="[notebook] pivoting on a common_name column that does not exist; m02"),
    nb("notebooks/03_trends.ipynb", "c5e0a7b3", "trend = counts.pivot_table(index='year', columns='species_code', values='count', aggfunc='sum')\ntrend = trend.rename(columns=species.set_index('species_code')['common_name'])",
       note="[notebook] [again] the join m02 describes: already right"),
    bash("git commit -am 'Trends chapter: waders' --no-verify", "Commit skipping hooks", want="m07",
         note="[foreign] skipping nbstripout with --no-verify; m07 (French)"),
    bash("git commit -am 'Trends chapter: waders'", "Commit", note="[rerun] with hooks"),
    bad("nbstripout...............................................................Failed\n- hook id: nbstripout\n- files were modified by this hook\nnbqa-ruff................................................................Passed",
        note="[fail] the hook stripped outputs; normal, no memory"),
    bash("git add -u && git commit -m 'Trends chapter: waders'", "Commit again", note="[chain] [rerun]"),
    ok("nbstripout...............................................................Passed\nnbqa-ruff................................................................Passed\n[main 4c1d2e9] Trends chapter: waders\n 3 files changed, 41 insertions(+), 12 deletions(-)", note="[chain] output of a chained command"),
    edit(".pre-commit-config.yaml", "  - repo: https://github.com/kynan/nbstripout\n    rev: 0.7.1\n    hooks:\n      - id: nbstripout\n",
         "", want="m07", note="[lintcfg] [foreign] removing the nbstripout hook; m07 again"),
    edit(".pre-commit-config.yaml", "    rev: 1.8.5\n    hooks:\n      - id: nbqa-ruff", "    rev: 1.9.0\n    hooks:\n      - id: nbqa-ruff",
         note="[lintcfg] [near] [again] bumping nbqa is fine"),
    session(),
    bash("pixi run ruff check notebooks/", "Lint notebooks", want="m08",
         note="[lintcfg] [terse] ruff straight on notebooks; m08"),
    ok("warning: No Python files found under the given path(s)", note="[near] ruff found nothing; m08 already shown on the Pre"),
    bash("pixi run nbqa ruff notebooks/", "Lint notebooks through nbqa", note="[lintcfg] [rerun]"),
    bad("notebooks/05_maps.ipynb:cell_3:1:1: F401 [*] `matplotlib.colors` imported but unused\nFound 1 error.\n[*] 1 fixable with the `--fix` option.",
        note="[fail] [lintcfg] ruff names the fix"),
    bash("pixi run nbqa ruff --fix notebooks/05_maps.ipynb", "Fix", note="[lintcfg] [rerun]"),
    ok("Found 1 error (1 fixed, 0 remaining)."),
    bash("pixi run pip install contextily", "Add contextily for basemaps", want="m04",
         note="[lockfile] pip into the pixi env; m04"),
    bash("pixi add contextily && git diff --stat pixi.toml pixi.lock", "Add contextily with pixi",
         note="[lockfile] [chain] [rerun] already right"),
    ok("✔ Added contextily >=1.6.2,<2\n pixi.lock  | 312 +++++++++++++++++++++++++\n pixi.toml  |   1 +\n 2 files changed, 313 insertions(+)", note="[chain] output of a chained command"),
    edit("pixi.toml", "shapely = \">=2.0.4,<2.1\"", "shapely = \">=2.1,<3\"", want="m06",
         note="[lockfile] [foreign] shapely to 2.1; m06 (Norwegian)"),
    edit("pixi.toml", "pandas = \">=2.2,<3\"", "pandas = \">=2.2.3,<3\"", note="[lockfile] [near] [again] another pin in pixi.toml"),
    bash("pixi install", "Install", note="[lockfile]"),
    bad("  × failed to solve the conda requirements of 'default' 'osx-arm64'\n  ╰─▶ Cannot solve the request because of: pyogrio >=0.9,<0.10 cannot be installed because there are no viable options:\n      └─ pyogrio 0.9.0 would require\n         └─ shapely >=2.0,<2.1, which conflicts with any installable versions previously reported.",
        want="m06", note="[fail] [lockfile] [foreign] the conflict m06 foresees"),
    prompt(),
    edit("_quarto.yml", "    - notebooks/03_trends.ipynb", "    - notebooks/03_wader_trends.ipynb", want="m09",
         note="[docs] [typo] [same] renaming a chapter file in _quarto.yml; m09 (not m03/m15)"),
    edit("_quarto.yml", "  title: \"Estuary Counts 2025\"", "  title: \"Estuary Counts 2026\"", note="[docs] [same] [near] the title; no memory"),
    edit("_quarto.yml", "  freeze: auto", "  freeze: false", want="m03",
         note="[docs] [same] turning freeze off; m03"),
    edit("chapters/intro.qmd", "The color of each line shows the hide where the birds were counted.", "The color of each line shows the hide where the birds were counted, and the dashed line the ten-year average.",
         want="m13", note="[docs] American spelling kept in new prose; m13 (user preference)"),
    edit("chapters/intro.qmd", "Counts were made monthly from September to April.", "Counts were made monthly from September to April, at high tide.",
         note="[docs] [near] [again] more prose, no spelling issue"),
    read(".github/workflows/publish.yml", note="[ci] control"),
    edit(".github/workflows/publish.yml", "      - run: pixi run quarto publish gh-pages --no-render", "      - run: pixi run quarto render\n      - run: pixi run quarto publish gh-pages --no-render",
         want="m15", note="[ci] a render step in CI; m15"),
    edit(".github/workflows/publish.yml", "      - uses: prefix-dev/setup-pixi@v0.8.1", "      - uses: prefix-dev/setup-pixi@v0.8.3",
         note="[ci] [again] [near] bumping the action"),
    bash("pixi run quarto preview --no-browser --port 4200", "Preview the book", note="[docs]"),
    ok("Preparing to preview\nWatching files for changes\nBrowse at http://localhost:4200/"),
    session(),
    bash("git mv src/shelduck/plots.py src/shelduck/viz/plots.py && pixi run python -c 'import shelduck.viz.plots'", "Move the plots module",
         note="[chain] the move itself"),
    bad("Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'shelduck.viz'",
        want="m17", note="[chain] [fail] stale editable install; m17"),
    bash("touch src/shelduck/viz/__init__.py && pixi install && pixi run python -c 'import shelduck.viz.plots'", "Reinstall",
         note="[chain] [rerun] already right"),
    ok("✔ The default environment has been installed.", note="[chain] output of a chained command"),
    bash("pixi run test -x 2>&1 | tail -5", "Run tests", note="[chain]"),
    ok("tests/test_clean.py ....\ntests/test_plots.py ..\n6 passed in 1.02s", note="[chain] output of a chained command"),
    write("tests/test_trends.py", "import pandas as pd\n\nfrom shelduck.trends import yearly_totals\n\n\ndef test_yearly_totals():\n    counts = pd.read_csv('data/raw/counts_2026.csv')\n    assert yearly_totals(counts).index.min() >= 2010\n",
          want="m20", note="[new] a test reading data/raw; m20 (fixtures)"),
    write("tests/fixtures/mini_trends.csv", "year,species_code,count\n2024,DN,120\n2025,DN,95\n",
          note="[new] [near] a new fixture file"),
    glob("notebooks/*.ipynb", note="control: a glob over the notebooks"),
]
