"""fixes15 sessions without memory (2/2): `progress` (a change turns the failure into another one,
and nothing passes) and `other_cause` (the same program fails again with an error of the same type
but another cause, which the agent takes for a reprint; nothing passes)."""

from __future__ import annotations

import random

from kit import none, pad


def unresolved(name: str, stack: str, shape: str, variation: str, pdir: str, *, ask: str, cmd: str, out1: list[str],
               first: str, change: list, made: str, out2: list[str], second: str, close: str, cmd2: str = "",
               lang: str = "en", stop: str = "") -> None:
    """Fails with A, a change, fails with B (another failure), and the session ends without a pass."""
    def steps(rng: random.Random) -> list:
        s: list = [("u", ask), ("b", cmd, pad(rng, out1), 1), *change, ("b", cmd2 or cmd, pad(rng, out2, 1), 1)]
        if stop:
            s.append(("u", stop))
        return s + [("s", close)]
    none(name, stack, shape, variation, pdir, steps, cmd=cmd, cmd2=cmd2, first=first, second=second,
         traps=[made, first], lang=lang)


# --- progress: the change removes A, B appears; no pass -------------------------------------
unresolved("maturin_link_then_test_failure", "maturin", "progress", "link_to_test", "/home/dev/geohash-rs",
           ask="O `maturin develop` falha ao linkar, pode ver?", lang="pt",
           cmd="maturin develop --release && pytest -q",
           out1=["error: linking with `cc` failed: exit status: 1", "  = note: /usr/bin/ld: cannot find -lpython3.12: No such file or directory",
                 "💥 maturin failed"],
           first="  = note: /usr/bin/ld: cannot find -lpython3.12: No such file or directory",
           change=[("e", "/home/dev/geohash-rs/Cargo.toml", "pyo3 = { version = \"0.22\" }",
                    "pyo3 = { version = \"0.22\", features = [\"extension-module\"] }")],
           made="features = [\"extension-module\"]",
           out2=["📦 Built wheel for CPython 3.12 to /tmp/.tmpQ2xk1/geohash_rs-0.2.0-cp312-cp312-linux_x86_64.whl",
                 "FAILED tests/test_encode.py::test_precision_9 - AssertionError: assert 'u4pruydqq' == 'u4pruydqqv'"],
           second="FAILED tests/test_encode.py::test_precision_9 - AssertionError: assert 'u4pruydqq' == 'u4pruydqqv'",
           stop="Bom, já compila. O teste de precisão eu vejo amanhã, pode parar aqui.",
           close="Combinado. A extensão compila e instala agora; falta o teste de precisão 9, que continua falhando.")

unresolved("pybind11_import_then_type_error", "pybind11", "progress", "import_to_call", "/home/dev/src/fastmesh",
           ask="The Python tests can't import the pybind11 module.",
           cmd="pytest tests/ -q",
           out1=["E   ImportError: dynamic module does not define module export function (PyInit_fastmesh)", "1 error in 0.20s"],
           first="E   ImportError: dynamic module does not define module export function (PyInit_fastmesh)",
           change=[("e", "/home/dev/src/fastmesh/src/bindings.cpp", "PYBIND11_MODULE(_fastmesh, m) {", "PYBIND11_MODULE(fastmesh, m) {"),
                   ("b", "cmake --build build", "[100%] Built target fastmesh")],
           made="PYBIND11_MODULE(fastmesh, m)",
           out2=["E   TypeError: simplify(): incompatible function arguments. The following argument types are supported:",
                 "E       1. (arg0: numpy.ndarray[numpy.float64], arg1: float) -> numpy.ndarray[numpy.float64]", "1 failed, 7 passed in 0.61s"],
           second="E   TypeError: simplify(): incompatible function arguments. The following argument types are supported:",
           close="The import works now; `simplify` rejects float32 arrays, which is a separate problem. I'll stop here until you say whether to cast or add an overload.")

unresolved("swig_wrapper_then_segfault", "SWIG", "progress", "build_to_crash", "/home/dev/src/libwave-py",
           ask="The SWIG bindings don't build.",
           cmd="python setup.py build_ext --inplace && python -c 'import wave_dsp; wave_dsp.selftest()'",
           out1=["wave_dsp_wrap.c:3120:10: fatal error: wave/filter.h: No such file or directory", "error: command '/usr/bin/gcc' failed with exit code 1"],
           first="wave_dsp_wrap.c:3120:10: fatal error: wave/filter.h: No such file or directory",
           change=[("e", "/home/dev/src/libwave-py/setup.py", "include_dirs=[\"include\"]", "include_dirs=[\"include\", \"../libwave/include\"]")],
           made="../libwave/include",
           out2=["running build_ext", "Segmentation fault (core dumped)"],
           second="Segmentation fault (core dumped)",
           close="It compiles now, but `selftest()` segfaults in the wrapper; that is the next thing to chase (likely an ownership typemap).")

unresolved("nicegui_port_then_template", "NiceGUI", "progress", "startup_to_render", "/home/sergey/dashboard-sklad",
           ask="Приложение на NiceGUI не стартует в тестах, посмотри.", lang="ru",
           cmd="pytest tests/test_ui.py -q",
           out1=["E   RuntimeError: You must call ui.run() to start the server. If ui.run() is behind a main guard", "1 error"],
           first="E   RuntimeError: You must call ui.run() to start the server. If ui.run() is behind a main guard",
           change=[("e", "/home/sergey/dashboard-sklad/main.py", "if __name__ == '__main__':\n    ui.run()",
                    "if __name__ in {'__main__', '__mp_main__'}:\n    ui.run()")],
           made="'__mp_main__'",
           out2=["E   AssertionError: expected to find text 'Остатки' on the page, but got: ['Loading...']", "1 failed, 2 passed"],
           second="E   AssertionError: expected to find text 'Остатки' on the page, but got: ['Loading...']",
           stop="Ладно, дальше я сам.",
           close="Хорошо. Сервер теперь запускается, но страница остаётся на 'Loading...' — это уже другая ошибка.")

unresolved("reflex_compile_then_state_error", "Reflex", "progress", "compile_to_runtime", "/home/dev/poll-app",
           ask="reflex export fails, help.",
           cmd="reflex export --frontend-only",
           out1=["TypeError: Cannot pass a Var to a built-in function. Consider moving the operation into the State.",
                 "  in poll_app/pages/results.py, line 22: len(State.votes)"],
           first="  in poll_app/pages/results.py, line 22: len(State.votes)",
           change=[("e", "/home/dev/poll-app/poll_app/pages/results.py", "len(State.votes)", "State.votes.length()")],
           made="State.votes.length()",
           out2=["Compiling: ━━━━━━━━━━━━━━ 100% 14/14", "Error: ENOENT: no such file or directory, open '.web/public/logo.svg'"],
           second="Error: ENOENT: no such file or directory, open '.web/public/logo.svg'",
           close="The page compiles now; the export stops on a missing `assets/logo.svg`. I haven't got that file, can you add it?")

unresolved("toga_missing_dep_then_gi_error", "Toga", "progress", "install_to_backend", "/home/dev/recipe-box",
           ask="briefcase dev crashes immediately on Linux.",
           cmd="briefcase dev",
           out1=["ModuleNotFoundError: No module named 'toga_gtk'"],
           first="ModuleNotFoundError: No module named 'toga_gtk'",
           change=[("b", "pip install toga-gtk", "Successfully installed toga-gtk-0.4.8")],
           made="pip install toga-gtk",
           out2=["ValueError: Namespace Gtk not available", "  File \"toga_gtk/libs/gtk.py\", line 3, in <module>"],
           second="ValueError: Namespace Gtk not available",
           stop="Stop there, I'll install the GTK system packages myself later.",
           close="OK. The backend is installed; what remains is the GTK 3 introspection data on the system (`gir1.2-gtk-3.0`).")

unresolved("panda3d_model_then_shader", "Panda3D", "progress", "load_to_shader", "/home/dev/games/kite-sim",
           ask="The game won't start, something about the model.",
           cmd="python main.py --smoke",
           out1=[":loader(error): Couldn't load file models/kite.egg: not found on model path (currently: \"/home/dev/games/kite-sim/assets\")",
                 "OSError: Could not load model file(s): ['models/kite.egg']"],
           first=":loader(error): Couldn't load file models/kite.egg: not found on model path (currently: \"/home/dev/games/kite-sim/assets\")",
           change=[("e", "/home/dev/games/kite-sim/main.py", "loader.loadModel('models/kite.egg')", "loader.loadModel('kite.bam')")],
           made="kite.bam",
           out2=[":display:gsg:glgsg(error): An error occurred while compiling GLSL shader shaders/cloth.vert:",
                 "ERROR: 0:14: 'p3d_ModelViewProjectionMatrix' : undeclared identifier"],
           second="ERROR: 0:14: 'p3d_ModelViewProjectionMatrix' : undeclared identifier",
           close="The model loads now; the cloth shader fails to compile, which is the next problem. I have not touched it yet.")

# --- other_cause: same program, same type of error, another cause; no pass --------------------
unresolved("stimulus_missing_target_other", "Stimulus", "other_cause", "another_target", "/home/dev/booking-widget",
           ask="The Stimulus controller test fails.",
           cmd="npx vitest run test/calendar_controller.test.js",
           out1=["Error: Missing target element \"month\" for \"calendar\" controller", "Tests  1 failed | 4 passed"],
           first="Error: Missing target element \"month\" for \"calendar\" controller",
           change=[("e", "/home/dev/booking-widget/test/calendar_controller.test.js", "<div data-controller=\"calendar\">",
                    "<div data-controller=\"calendar\">\n  <span data-calendar-target=\"month\"></span>")],
           made="data-calendar-target=\"month\"",
           out2=["Error: Missing target element \"grid\" for \"calendar\" controller", "Tests  1 failed | 4 passed"],
           second="Error: Missing target element \"grid\" for \"calendar\" controller",
           stop="leave it, the grid markup is being redone anyway",
           close="Understood; it is still the missing-target error, now for `grid`. I'll leave the test as it is.")

unresolved("livewire_property_not_found_other", "Livewire", "other_cause", "another_property", "/var/www/wijkraad",
           ask="De Livewire-test voor het meldingsformulier faalt. Kun je kijken?", lang="nl",
           cmd="php artisan test --filter=MeldingFormTest",
           out1=["Livewire\\Exceptions\\PropertyNotFoundException: Property [$straat] not found on component: [melding-form]"],
           first="Livewire\\Exceptions\\PropertyNotFoundException: Property [$straat] not found on component: [melding-form]",
           change=[("e", "/var/www/wijkraad/app/Livewire/MeldingForm.php", "    public string $omschrijving = '';",
                    "    public string $omschrijving = '';\n    public string $straat = '';")],
           made="public string $straat",
           out2=["Livewire\\Exceptions\\PropertyNotFoundException: Property [$huisnummer] not found on component: [melding-form]"],
           second="Livewire\\Exceptions\\PropertyNotFoundException: Property [$huisnummer] not found on component: [melding-form]",
           close="Het is dezelfde fout, nu voor `$huisnummer`; het formulier verwacht meer velden dan de component heeft. Ik wacht even op de nieuwe veldenlijst voordat ik verder ga.")

unresolved("inertia_page_not_found_other", "Inertia", "other_cause", "another_page", "/var/www/fleet-admin",
           ask="The Inertia page assertions fail in the feature tests.",
           cmd="php artisan test tests/Feature/VehiclePagesTest.php",
           out1=["Inertia page component file [Vehicles/Index] does not exist."],
           first="Inertia page component file [Vehicles/Index] does not exist.",
           change=[("b", "git mv resources/js/Pages/Vehicle/Index.vue resources/js/Pages/Vehicles/Index.vue", "")],
           made="resources/js/Pages/Vehicles/Index.vue",
           out2=["Inertia page component file [Vehicles/Show] does not exist."],
           second="Inertia page component file [Vehicles/Show] does not exist.",
           close="Same error for `Vehicles/Show`, which was never written; that page is missing, not misnamed. Stopping here.")

unresolved("nette_missing_service_other", "Nette", "other_cause", "another_service", "/var/www/eshop-sklad",
           ask="Nette DI container fails to compile in tests.",
           cmd="vendor/bin/tester tests/ -C",
           out1=["Nette\\DI\\ServiceCreationException: Service 'orderFacade' (type of App\\Model\\OrderFacade): Service of type App\\Model\\PriceCalculator not found."],
           first="Nette\\DI\\ServiceCreationException: Service 'orderFacade' (type of App\\Model\\OrderFacade): Service of type App\\Model\\PriceCalculator not found.",
           change=[("e", "/var/www/eshop-sklad/config/services.neon", "services:\n\t- App\\Model\\OrderFacade",
                    "services:\n\t- App\\Model\\OrderFacade\n\t- App\\Model\\PriceCalculator")],
           made="- App\\Model\\PriceCalculator",
           out2=["Nette\\DI\\ServiceCreationException: Service 'orderFacade' (type of App\\Model\\OrderFacade): Service of type App\\Model\\VatRates not found."],
           second="Nette\\DI\\ServiceCreationException: Service 'orderFacade' (type of App\\Model\\OrderFacade): Service of type App\\Model\\VatRates not found.",
           stop="hold on, VatRates comes from the new tax package, don't register it by hand",
           close="OK. It is the same kind of DI error but for `VatRates`, which belongs to the tax package; I'll wait for it.")

unresolved("mithril_undefined_attr_other", "Mithril", "other_cause", "another_attr", "/home/dev/shopping-list",
           ask="ospec fails on the list view.",
           cmd="npx ospec tests/list.spec.js",
           out1=["TypeError: Cannot read properties of undefined (reading 'items')", "    at Object.view (src/views/List.js:9:27)"],
           first="TypeError: Cannot read properties of undefined (reading 'items')",
           change=[("e", "/home/dev/shopping-list/tests/list.spec.js", "mq(List)", "mq(List, { list: { items: [] } })")],
           made="{ list: { items: [] } }",
           out2=["TypeError: Cannot read properties of undefined (reading 'name')", "    at Object.view (src/views/Item.js:4:31)"],
           second="TypeError: Cannot read properties of undefined (reading 'name')",
           close="Same TypeError, now in `Item.js` for `name`; the fixture needs real items. I'll stop until we agree on test data.")

unresolved("marko_tag_not_found_other", "Marko", "other_cause", "another_tag", "/home/dev/marko-storefront",
           ask="marko build fails with a missing tag.",
           cmd="npx marko-run build",
           out1=["Error: Unable to find custom tag <price-tag> used in src/routes/+page.marko:14:5"],
           first="Error: Unable to find custom tag <price-tag> used in src/routes/+page.marko:14:5",
           change=[("b", "git mv src/components/pricetag.marko src/tags/price-tag.marko", "")],
           made="src/tags/price-tag.marko",
           out2=["Error: Unable to find custom tag <stock-badge> used in src/tags/price-tag.marko:3:1"],
           second="Error: Unable to find custom tag <stock-badge> used in src/tags/price-tag.marko:3:1",
           close="The same missing-tag error, now for `<stock-badge>`, which does not exist in the repo at all. It needs writing; I have not started it.")

unresolved("octane_binding_resolution_other", "Octane", "other_cause", "another_binding", "/var/www/ticketing",
           ask="octane:start dies on boot in the test container.",
           cmd="php artisan octane:start --server=swoole --max-requests=1 --once",
           out1=["Illuminate\\Contracts\\Container\\BindingResolutionException: Target [App\\Contracts\\SeatMap] is not instantiable while building [App\\Http\\Controllers\\SeatController]."],
           first="Illuminate\\Contracts\\Container\\BindingResolutionException: Target [App\\Contracts\\SeatMap] is not instantiable while building [App\\Http\\Controllers\\SeatController].",
           change=[("e", "/var/www/ticketing/app/Providers/AppServiceProvider.php", "    public function register(): void\n    {",
                    "    public function register(): void\n    {\n        $this->app->bind(SeatMap::class, ArenaSeatMap::class);")],
           made="bind(SeatMap::class, ArenaSeatMap::class)",
           out2=["Illuminate\\Contracts\\Container\\BindingResolutionException: Target [App\\Contracts\\PaymentGateway] is not instantiable while building [App\\Services\\Checkout]."],
           second="Illuminate\\Contracts\\Container\\BindingResolutionException: Target [App\\Contracts\\PaymentGateway] is not instantiable while building [App\\Services\\Checkout].",
           stop="PaymentGateway needs the sandbox keys, we'll do it Monday. Stop for now.",
           close="Fine. Same binding error, other interface: `PaymentGateway` still has no binding.")
