# russula-dvc: a Python ML repository on DVC pipelines and pixi.
PROJECT = "russula-dvc"
ROOT = "/home/noor/proj/russula"
STACK = ("Python 3.12 image-classification repository for a seed cooperative (leaf-disease detection from growers' "
         "photos): DVC 3 pipeline in dvc.yaml (prepare, train, evaluate, report) with params.yaml, data/ and models/ "
         "tracked by DVC on a MinIO remote (s3 profile minio), exploration notebooks in notebooks/ with nbstripout, a "
         "papermill report notebook run by the pipeline, package src/russula, pixi environment (pixi.toml, pixi.lock), "
         "MLflow tracking at mlflow.russula.example behind the VPN, pytest and ruff, long training on the GPU box gpu1 "
         "over ssh in tmux; Amélie built it and left, Noor took over")
LANGUAGES = {"m02": "fr", "m04": "es", "m05": "fr"}
MEMORIES = [
    M("m01", "procedure", "Handover from Amélie (my last week):\n"
      "- `data/` and `models/` are DVC-tracked. Never `git add` anything under them; the pipeline writes them, `dvc add` for new raw batches.\n"
      "- Hyperparameters live in `params.yaml`, never as constants in `src/russula/train.py`; try values with `dvc exp run -S train.lr=...`.\n"
      "- After a `dvc repro` you keep, `dvc push`, or gpu1 can't pull the outputs.\n"
      "- `dvc pull` failing with `Unable to locate credentials` = your ~/.aws/credentials lacks the `[minio]` profile. Never put keys in `.dvc/config`; `.dvc/config.local` if you must.\n"
      "- `pixi.lock` changes only through `pixi add` / `pixi update`."),
    M("m02", "procedure", "Passation (Amélie) : les notebooks de `notebooks/` passent par nbstripout (hook pre-commit) : pas de sorties commitées, et jamais d'import d'un notebook depuis `src/`. `notebooks/03_eval_report.ipynb` est exécuté par papermill dans l'étape `report` de `dvc.yaml` : si on le modifie, relancer `dvc repro report`. Les entraînements complets tournent sur gpu1 dans tmux, jamais sur le portable."),
    M("m03", "procedure", "Pipeline handover table:\n\n"
      "| stage | code | rule |\n|---|---|---|\n"
      "| prepare | `src/russula/prepare.py` | image size is `prepare.size` in params.yaml; 384 matches the growers' app crop, keep it |\n"
      "| train | `src/russula/train.py` | `CUDA out of memory` → lower `train.batch_size`, never `prepare.size` |\n"
      "| evaluate | `src/russula/evaluate.py` | writes `metrics.json` and `plots/`; both are DVC outputs, not git |\n"
      "| report | notebook | see my French note |"),
    M("m04", "bugfix", "Si `dvc repro` dice `is already tracked by SCM (e.g. Git)`, es que alguien hizo `git add` de una salida: `git rm --cached` de ese archivo y dejar que DVC lo versione."),
    M("m05", "bugfix", "MLflow : sur le portable, une `MlflowException` avec `HTTPSConnectionPool(host='mlflow.russula.example'` veut dire que le VPN est coupé. Reconnecter le VPN, ne pas passer au tracking local `file:./mlruns`."),
    M("m06", "procedure", "Before a commit: `pixi run lint` (ruff check + ruff format --check), same as CI."),
    M("m07", "procedure", "Handover from the field-app team (their Flutter repo russula-scout): `assets/models/` there holds the TFLite model we hand over; only they commit to it, and they release with fastlane; ping them instead of opening PRs."),
    M("m08", "lesson", "Note to self: `dvc exp show` is slow over the VPN, use `--no-fetch`. During the accuracy drop I went through `src/russula/augment.py`; it was fine, the drop came from the October raw batch."),
    M("m09", "fact", "About 41,000 labelled leaf photos in 9 classes; the cooperative adds a batch each month."),
    M("m10", "decision", "The metric of record is macro-F1 on the holdout set, not accuracy."),
    M("m11", "fact", "Noor owns the repo from December; the agronomists label in Label Studio."),
    M("m12", "preference", "Config objects are dataclasses loaded from params.yaml; no argparse in stage scripts."),
    M("m13", "fact", "gpu1 has two RTX 4090s (24 GB each); the laptop has no GPU."),
    M("m14", "decision", "Backbones come from torchvision only; no timm (license review pending)."),
    M("m15", "fact", "The MinIO bucket is russula-dvc on storage.coop.example; about 90 GB."),
    M("m16", "preference", "Paths come from russula.paths, never string literals in stage code."),
    M("m17", "fact", "The growers' app sends 384×384 crops since version 2.1."),
    M("m18", "decision", "Model cards are written by hand per release in docs/model_cards/."),
    M("m19", "fact", "Label Studio exports arrive as JSON-min into data/raw/labels/."),
]
CALLS = [
    session(),
    bash("dvc pull", "Fetch the data", timeout=900000),
    bad("Collecting                                          |0.00 [00:00,    ?entry/s]\nERROR: unexpected error - Unable to locate credentials\n\nHaving any troubles? Hit us up at https://dvc.org/support, we are always happy to help!", 255, "m01", "[failure] [handover] [list] the missing [minio] profile"),
    edit(".dvc/config", "['remote \"minio\"']\n    url = s3://russula-dvc\n    endpointurl = https://storage.coop.example", "['remote \"minio\"']\n    url = s3://russula-dvc\n    endpointurl = https://storage.coop.example\n    access_key_id = RUSSK7QX2M4D0Z\n    secret_access_key = v8Jf3kPq1Wz0Rb6Ye2Nc9Lh4Ts7Ux5Ai", "m01", "[file] [handover] [list] keys into the committed .dvc/config"),
    bash("dvc remote modify --local minio profile minio && dvc pull", "Use the minio profile locally", timeout=900000),
    read("params.yaml"),
    prompt(),
    edit("src/russula/train.py", "    lr = cfg.train.lr", "    lr = 3e-4  # tuned", "m01", "[file] [handover] [list] a hyperparameter as a constant in train.py"),
    bash("ssh gpu1 'cd ~/russula && pixi run dvc exp run -S train.lr=0.0003 -S train.batch_size=128'", "Experiment on gpu1", timeout=1800000),
    bad("'data/processed.dvc' didn't change, skipping\nRunning stage 'train':\n> python -m russula.train\nEpoch 1/2:   3%|▎         | 41/1282 [00:19<09:48,  2.11it/s]\nTraceback (most recent call last):\n  File \"/home/noor/russula/src/russula/train.py\", line 88, in <module>\n    main()\n  File \"/home/noor/russula/src/russula/train.py\", line 61, in main\n    loss.backward()\n  File \"/home/noor/russula/.pixi/envs/default/lib/python3.12/site-packages/torch/_tensor.py\", line 521, in backward\n    torch.autograd.backward(\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.12 GiB. GPU 0 has a total capacity of 23.65 GiB of which 802.00 MiB is free. Including non-PyTorch memory, this process has 22.84 GiB memory in use.\nERROR: failed to reproduce 'train': failed to run: python -m russula.train, exited with 1", 1, "m03", "[failure] [handover] [table] CUDA OOM on gpu1 with batch 128: the table's train row (lower the batch size, never the image size)"),
    edit("params.yaml", "prepare:\n  size: 384", "prepare:\n  size: 256", "m03", "[file] [handover] [table] shrinking the image size, which the table says to keep"),
    edit("params.yaml", "train:\n  batch_size: 64", "train:\n  batch_size: 48", [], "[fixed] the table's fix for the OOM"),
    bash("ssh gpu1 'tmux new -d -s train \"cd ~/russula && pixi run dvc repro train\"'", "Train on gpu1 in tmux"),
    bash("dvc repro", "Reproduce the pipeline", timeout=1800000),
    bad("Running stage 'evaluate':\n> python -m russula.evaluate\nERROR: failed to reproduce 'evaluate': output 'metrics.json' is already tracked by SCM (e.g. Git).\n    You can remove it from Git, then commit to fix it.\n    If this is an `outs`, you may want to make it a `metrics` output with `cache: false`.", 255, ["m04", "m03"], "[failure] [single] [foreign-memory] [handover] [table] metrics.json added to git: the Spanish note and the table's evaluate row"),
    bash("git rm --cached metrics.json && git commit -m 'metrics.json is a DVC output'", "Untrack metrics.json"),
    bad("rm 'metrics.json'\nruff check...............................................................Failed\n- hook id: ruff\n- exit code: 1\n\nsrc/russula/train.py:14:5: F841 Local variable `lr` is assigned to but never used\nFound 1 error.", 1, "m06", "[failure] [single] the pre-commit lint caught what `pixi run lint` would have; the note says run it before committing"),
    bash("git add models/model.pt data/processed/ && git commit -m 'new model'", "Commit the model", ["m01", "m04"], "[pre] [command] [folder] [handover] [list] git add of DVC outputs under models/ and data/"),
    bash("dvc repro && git add dvc.lock && git commit -m 'repro' && git push", "Repro, commit lock, push", "m01", "[pre] [command] [handover] [list] pushing a repro without `dvc push`; gpu1 won't find the outputs"),
    bash("dvc push", "Push outputs to MinIO", timeout=900000),
    bad("Collecting                                          |4.00 [00:00,  412entry/s]\nPushing\nERROR: failed to push data to the cloud - 2 files failed to upload\nERROR: An error occurred (XAmzContentSHA256Mismatch) when calling the PutObject operation: The provided 'x-amz-content-sha256' header does not match what was computed.", 1, [], "[new] a MinIO checksum error; no memory (the credentials one is fixed)"),
    prompt(),
    nb("notebooks/03_eval_report.ipynb", "c7", "fig, ax = plt.subplots(figsize=(8, 6))\nConfusionMatrixDisplay.from_predictions(y_true, y_pred, ax=ax, normalize='true')", "m02", "[file] [paragraph] [foreign-memory] [handover] the papermill report notebook: rerun dvc repro report after"),
    nb("notebooks/01_explore_batches.ipynb", "a3", "batch = pd.read_json(paths.RAW / 'labels' / 'batch_2026_10.json')\nbatch['label'].value_counts().plot.bar()", [], "[sibling] an exploration notebook beside the report notebook; nbstripout handles outputs"),
    nb("notebooks/02_thresholds.ipynb", "b1", "import numpy as np\nthresholds = np.linspace(0.3, 0.9, 13)", [], "[sibling] another exploration notebook", mode="replace"),
    write("src/russula/thresholds.py", "from notebooks.thresholds_nb import best_threshold\n\n__all__ = ['best_threshold']\n", "m02", "[file] [paragraph] [foreign-memory] [handover] importing notebook code into src/, which the French note forbids"),
    bash("git add notebooks/02_thresholds.ipynb && git commit --no-verify -m 'thresholds with outputs'", "Commit the notebook skipping hooks", "m02", "[pre] [command] [paragraph] [foreign-memory] [handover] --no-verify skips nbstripout: outputs committed"),
    bash("dvc repro report", "Rebuild the report"),
    bad("Running stage 'report':\n> papermill notebooks/03_eval_report.ipynb reports/eval.ipynb -p metrics_path metrics.json\nInput Notebook:  notebooks/03_eval_report.ipynb\nOutput Notebook: reports/eval.ipynb\nExecuting:  56%|█████▌    | 5/9 [00:04<00:03,  1.12cell/s]\n---------------------------------------------------------------------------\nException encountered at \"In [7]\":\n---------------------------------------------------------------------------\nNameError                                 Traceback (most recent call last)\nCell In[7], line 2\n      1 fig, ax = plt.subplots(figsize=(8, 6))\n----> 2 ConfusionMatrixDisplay.from_predictions(y_true, y_pred, ax=ax, normalize='true')\n\nNameError: name 'ConfusionMatrixDisplay' is not defined\n\nERROR: failed to reproduce 'report': failed to run: papermill notebooks/03_eval_report.ipynb reports/eval.ipynb -p metrics_path metrics.json, exited with 1", 1, [], "[new] a missing import in the notebook cell just edited; the output names it"),
    nb("notebooks/03_eval_report.ipynb", "c1", "import matplotlib.pyplot as plt\nfrom sklearn.metrics import ConfusionMatrixDisplay", "m02", "[file] [paragraph] [foreign-memory] [handover] the report notebook again: repro report after"),
    prompt(),
    bash("pixi run python -m russula.train", "Full training on the laptop", "m02", "[pre] [command] [paragraph] [foreign-memory] [handover] a full training run on the laptop; the note says gpu1 in tmux"),
    bash("pixi run python -m russula.evaluate --log-mlflow", "Evaluate and log"),
    bad("Traceback (most recent call last):\n  File \"/home/noor/proj/russula/src/russula/evaluate.py\", line 97, in <module>\n    mlflow.log_metrics(scores)\n  File \"/home/noor/proj/russula/.pixi/envs/default/lib/python3.12/site-packages/mlflow/utils/rest_utils.py\", line 210, in http_request\n    raise MlflowException(f\"API request to {url} failed with exception {e}\")\nmlflow.exceptions.MlflowException: API request to https://mlflow.russula.example/api/2.0/mlflow/runs/log-batch failed with exception HTTPSConnectionPool(host='mlflow.russula.example', port=443): Max retries exceeded with url: /api/2.0/mlflow/runs/log-batch (Caused by NameResolutionError(\"<urllib3.connection.HTTPSConnection object at 0x7f3a1c2b9d90>: Failed to resolve 'mlflow.russula.example' ([Errno -2] Name or service not known)\"))", 1, "m05", "[failure] [single] [foreign-memory] the VPN-down MLflow error"),
    bash("MLFLOW_TRACKING_URI=file:./mlruns pixi run python -m russula.evaluate --log-mlflow", "Log to a local mlruns", "m05", "[pre] [command] [single] [foreign-memory] the local tracking store the French note rules out"),
    bash("pixi run python -m russula.evaluate --log-mlflow", "Evaluate after VPN reconnect"),
    bad("Traceback (most recent call last):\n  File \"/home/noor/proj/russula/src/russula/evaluate.py\", line 97, in <module>\n    mlflow.log_metrics(scores)\nmlflow.exceptions.RestException: RESOURCE_DOES_NOT_EXIST: Run 'a41f0c9e27b84d51b6e3c2f0d8a7e915' not found", 1, [], "[other-message] an MlflowException subclass with another cause: the run id from the old local store"),
    edit("src/russula/evaluate.py", "    score = f1_score(y_true, y_pred, average=\"macro\")", "    score = accuracy_score(y_true, y_pred)", "m10", "[single] [file] accuracy as the headline metric"),
    edit("src/russula/evaluate.py", "    out = paths.METRICS", "    out = \"/home/noor/proj/russula/metrics.json\"", "m16", "[single] [file] a hard-coded path in stage code"),
    edit("src/russula/augment.py", "        T.RandomRotation(20),", "        T.RandomRotation(15),", [], "[passing-mention] the note to self names augment.py only as checked and fine"),
    bash("pixi add timm", "Add timm for a ConvNeXt backbone", "m14", "[pre] [command] [single] timm, against the torchvision-only decision"),
    ok("✔ Added timm >=1.0.11,<2", "", [], "the Pre already wanted the decision"),
    edit("pixi.lock", "  - conda: https://conda.anaconda.org/conda-forge/noarch/timm-1.0.11-pyhd8ed1ab_0.conda", "", "m01", "[file] [handover] [list] hand-editing pixi.lock"),
    bash("pixi remove timm", "Drop timm again"),
    ok("✔ Removed timm", "", [], "[fixed]"),
    bash("pixi run lint", "Lint"),
    bad("ruff check src tests\nsrc/russula/evaluate.py:5:29: F401 [*] `sklearn.metrics.f1_score` imported but unused\nFound 1 error.\n[*] 1 fixable with the `--fix` option.", 1, [], "[not-a-rule] the lint step the memory asks for, failing on an ordinary unused import"),
    edit("src/russula/evaluate.py", "from sklearn.metrics import accuracy_score, f1_score", "from sklearn.metrics import accuracy_score"),
    session(),
    bash("dvc exp show", "List experiments", timeout=900000),
    bad("ERROR: unexpected error - Failed to fetch experiment refs from 'origin': Connection timed out after 300.0 seconds", 255, "m08", "[failure] [self] the slow fetch over the VPN; the note says --no-fetch"),
    bash("dvc exp show --no-fetch --md | head -20", "Experiments without fetching"),
    ok("| Experiment              | Created      | val.macro_f1 | train.lr | train.batch_size |\n|-------------------------|--------------|--------------|----------|------------------|\n| workspace               | -            | 0.8712       | 0.0003   | 48               |\n| main                    | Dec 05, 2026 | 0.8664       | 0.001    | 64               |\n| ├── 3b1d2f1 [wiry-moth] | 09:41 AM     | 0.8712       | 0.0003   | 48               |", "", [], "[fixed] the note's --no-fetch"),
    bash("pytest -q tests", "Unit tests"),
    bad("....F....\n=================================== FAILURES ===================================\n____________________________ test_resize_keeps_ratio ____________________________\n\n    def test_resize_keeps_ratio():\n>       assert resize(img, 384).size == (384, 288)\nE       AssertionError: assert (384, 384) == (384, 288)\n\ntests/test_prepare.py:19: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_prepare.py::test_resize_keeps_ratio - AssertionError: assert (384, 384) == (384, 288)\n1 failed, 8 passed in 3.41s", 1, [], "[new] a test failure; 384 appears but the table's size rule is not the cause"),
    edit("src/russula/prepare.py", "    return img.resize((size, size))", "    return ImageOps.contain(img, (size, size))", [], "[not-a-rule] an ordinary fix in prepare.py; the table's prepare rule is about the size value, untouched here"),
    edit("src/russula/prepare.py", "def main() -> None:\n    cfg = load_params().prepare", "def main() -> None:\n    ap = argparse.ArgumentParser()\n    ap.add_argument(\"--size\", type=int, default=384)\n    cfg = ap.parse_args()", ["m12", "m03"], "[single] [handover] [table] [file] argparse in a stage script, and the image size moved out of params.yaml"),
    bash("fastlane beta", "Release the field app"),
    bad("bash: fastlane: command not found", 127, [], "[other-team] fastlane is the field-app team's (m07)"),
    edit("assets/labels.txt", "powdery_mildew\n", "powdery_mildew\ndowny_mildew\n", [], "[other-team] this repo's assets/, not the Flutter repo's assets/models/ in m07"),
    grep("batch_size", "src"),
    read("dvc.yaml"),
]
