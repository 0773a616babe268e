"""tools/bench's pure helpers: statistics, targets, the bare page, the start's phases. Nothing here is timed."""

import argparse
import importlib
import importlib.util
import json
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _load_bench():
    package = ROOT / "tools" / "bench"
    spec = importlib.util.spec_from_file_location("tavolo_bench", package / "__init__.py",
                                                  submodule_search_locations=[str(package)])
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module      # its modules import each other through the package's name
    spec.loader.exec_module(module)
    return module


bench = _load_bench()


def test_median_odd_even_and_unsorted():
    assert bench.median([3]) == 3
    assert bench.median([5, 1, 3]) == 3
    assert bench.median([4, 1, 3, 2]) == 2.5
    with pytest.raises(ValueError):
        bench.median([])


def test_percentile_is_nearest_rank():
    values = list(range(1, 101))            # 1..100
    assert bench.percentile(values, 95) == 95
    assert bench.percentile(values, 100) == 100
    assert bench.percentile(values, 1) == 1
    assert bench.percentile(reversed(values), 50) == 50
    # 40 samples: p95 is the 38th smallest, so the two slowest moves do not decide it alone.
    forty = [0.01] * 37 + [0.2, 0.9, 1.5]
    assert bench.percentile(forty, 95) == 0.2
    assert bench.percentile([7], 95) == 7
    with pytest.raises(ValueError):
        bench.percentile([], 95)
    with pytest.raises(ValueError):
        bench.percentile([1, 2], 0)


def test_summary():
    assert bench.summary([]) == {"n": 0}
    s = bench.summary([0.3, 0.1, 0.2])
    assert s == {"n": 3, "median": 0.2, "p95": 0.3, "min": 0.1, "max": 0.3}


def test_metric_compares_with_its_target():
    assert bench.metric(1.1, "x", 1.15)["met"] is True
    assert bench.metric(1.2, "x", 1.15)["met"] is False
    assert bench.metric(1.15, "x", 1.15) == {"value": 1.15, "unit": "x", "target": "<= 1.15", "met": True}
    assert bench.metric(None, "s", 0.5)["met"] is None
    assert bench.metric(3.0, "s")["met"] is None and bench.metric(3.0, "s")["target"] is None
    assert bench.metric(60, "games/s", 50, better="higher")["met"] is True
    json.dumps(bench.metric(0.123456, "s", 0.3, note="n"))     # JSON-ready
    assert bench.ratio(3.0, 2.0) == 1.5 and bench.ratio(None, 2.0) is None and bench.ratio(1.0, 0) is None


def test_table_lists_every_figure_with_its_verdict():
    text = bench.table({"a_s": bench.metric(0.25, "s", 0.3), "b_x": bench.metric(1.5, "x", 1.15),
                        "c_mb": bench.metric(14.0, "MB")})
    lines = text.splitlines()
    assert lines[0].startswith("figure") and len(lines) == 5
    assert "ok" in lines[2] and "MISSED" in lines[3] and "14.00 MB" in lines[4]


def test_parse_bot_case():
    case = bench.parse_bot_case("romi-rami:strong:4:1")
    assert case == bench.BotCase("romi-rami", "strong", 4, 1.0)
    with pytest.raises(Exception):
        bench.parse_bot_case("romi-rami:strong")
    with pytest.raises(Exception):
        bench.parse_bot_case("romi-rami:strong:four:1")


def test_subdir_path():
    assert bench.subdir_path("./vendor/pyodide-1/pyodide.mjs") == "../vendor/pyodide-1/pyodide.mjs"
    assert bench.subdir_path("vendor/x.js") == "../vendor/x.js"
    assert bench.subdir_path("/vendor/x.js") == "/vendor/x.js"
    assert bench.subdir_path("https://example.org/x.js") == "https://example.org/x.js"


def test_bare_page_uses_the_same_runtime_and_no_inline_code():
    files = bench.bare_page_files("./vendor/pyodide-9/pyodide.mjs", "./vendor/pyscript-9/core.js",
                                  "./vendor/pyscript-9/core.css")
    assert set(files) == {"index.html", "pyscript.toml", "bare.py"}
    html = files["index.html"]
    assert 'src="../vendor/pyscript-9/core.js"' in html and 'href="../vendor/pyscript-9/core.css"' in html
    assert 'type="py" src="./bare.py" config="./pyscript.toml"' in html
    assert "<style" not in html
    # every <script> loads a file: the site's Content-Security-Policy has no 'unsafe-inline'
    assert html.count("<script") == html.count("<script type=\"module\" src=") + html.count("<script type=\"py\" src=")
    assert tomllib.loads(files["pyscript.toml"])["interpreter"] == "../vendor/pyodide-9/pyodide.mjs"
    assert "data-ready" in files["bare.py"] or "dataset.ready" in files["bare.py"]
    compile(files["bare.py"], "bare.py", "exec")


def _fake_site(tmp_path):
    site = tmp_path / "site"
    (site / "vendor" / "pyodide-9").mkdir(parents=True)
    (site / "vendor" / "pyodide-9" / "pyodide.mjs").write_text("// runtime")
    (site / "pyscript.toml").write_text('name = "app"\ninterpreter = "./vendor/pyodide-9/pyodide.mjs"\n')
    (site / "index.html").write_text(
        '<!doctype html><link rel="stylesheet" href="./vendor/pyscript-9/core.css">\n'
        '<script type="module" src="./vendor/pyscript-9/core.js"></script>\n'
        '<script type="py" src="./main.py" config="./pyscript.toml"></script>\n')
    return site


def test_site_runtime_paths(tmp_path):
    paths = bench.site_runtime_paths(_fake_site(tmp_path))
    assert paths == {"interpreter": "./vendor/pyodide-9/pyodide.mjs", "core_js": "./vendor/pyscript-9/core.js",
                     "core_css": "./vendor/pyscript-9/core.css"}


def test_make_bench_site_copies_the_site_and_adds_the_bare_page(tmp_path):
    site = _fake_site(tmp_path)
    out = tmp_path / "bench"
    (out / "stale").mkdir(parents=True)                 # a previous run's leftovers go
    bench.make_bench_site(site, out)
    assert not (out / "stale").exists()
    assert (out / "index.html").read_text() == (site / "index.html").read_text()
    assert (out / "vendor" / "pyodide-9" / "pyodide.mjs").is_file()
    toml = tomllib.loads((out / "bare" / "pyscript.toml").read_text())
    # the interpreter path, resolved from /bare/, is the app's own vendored file
    assert (out / "bare" / toml["interpreter"]).resolve() == (out / "vendor" / "pyodide-9" / "pyodide.mjs").resolve()
    assert (site / "index.html").is_file() and not (site / "bare").exists()   # the built site is untouched


def test_make_bench_site_needs_a_built_site(tmp_path):
    with pytest.raises(FileNotFoundError):
        bench.make_bench_site(tmp_path / "nothing", tmp_path / "bench")


def test_breakdown_takes_medians_per_case():
    runs = [{"first_paint_s": 0.1, "interpreter_start_s": 0.3, "interpreter_loaded_s": 2.0, "py_ready_s": 2.1,
             "tti_s": t} for t in (2.5, 2.2, 2.9)]
    rows = bench.breakdown({"app_cold": runs, "app_warm_http": []})
    assert rows == {"app_cold": {"first_paint_s": 0.1, "interpreter_start_s": 0.3, "interpreter_loaded_s": 2.0,
                                 "py_ready_s": 2.1, "tti_s": 2.5}}
    assert "app_cold" in bench.breakdown_table(rows)


def test_finite_makes_strict_json():
    data = bench.finite({"a": float("nan"), "b": [1.5, float("inf")], "c": ("x", 2)})
    assert data == {"a": None, "b": [1.5, None], "c": ["x", 2]}
    json.dumps(data, allow_nan=False)


def test_paired_ratios():
    app = [{"tti_s": 3.0}, {"tti_s": 2.2}]
    bare = [{"tti_s": 2.0}, {"tti_s": 2.0}]
    assert bench.paired_ratios(app, bare) == [1.5, 1.1]
    note = bench.paired_note({"app_warm": app, "bare_warm": bare}, "warm")
    assert "1.50, 1.10" in note and "median 1.30" in note
    assert bench.paired_note({"app_cold": app}, "cold") is None


def test_the_bare_page_gets_pyodide_itself_not_the_apps_snapshot_module(tmp_path):
    site = _fake_site(tmp_path)
    (site / "runtime.mjs").write_text("// restores the app's snapshot")
    (site / "pyscript.toml").write_text('name = "app"\ninterpreter = "./runtime.mjs"\n')
    out = bench.make_bench_site(site, tmp_path / "bench")
    toml = tomllib.loads((out / "bare" / "pyscript.toml").read_text())
    assert toml["interpreter"] == "../vendor/pyodide-9/pyodide.mjs"


def test_phases_of_a_start():
    figures = {"ready": 2000, "wasm": [{"start": 300, "compiled": 700, "instantiated": 800}],
               "progress": [["Loading interpreter", 250], ["Loaded interpreter", 1200], ["Loaded interpreter", 1900]],
               "marks": {"tavolo:main": 1500, "tavolo:imported": 1510, "tavolo:snapshot-fetch": 100,
                         "tavolo:snapshot-fetched": 400},
               "resources": {"pyodide.asm.wasm": [300, 600]}}
    p = bench.phases(figures)
    assert p == pytest.approx({"runtime_asked_s": 0.3, "fetch_wasm_s": 0.3, "snapshot_s": 0.3, "compile_s": 0.4,
                               "instantiate_s": 0.1, "python_start_s": 0.4, "pyscript_s": 0.3, "import_s": 0.01,
                               "render_s": 0.49, "tti_s": 2.0})
    bare = bench.phases({"ready": 1000, "wasm": [], "progress": [], "marks": {}, "resources": {}})
    assert bare["tti_s"] == 1.0 and bare["compile_s"] is None and bare["pyscript_s"] is None
    rows = bench.phase_rows({"app_warm_4x": [{"tti_s": 1, "phases": p, "runtime": "snapshot"}], "bare_cold": []})
    assert list(rows) == ["app_warm_4x"] and rows["app_warm_4x"]["runtime"] == "snapshot"
    assert "app_warm_4x" in bench.phase_table(rows)


# ---- taps at the table and tasks while the screen animates (tools/bench/taps.py) ------------------------------
taps = importlib.import_module("tavolo_bench.taps")


def test_a_citadels_tap_prefers_moves_that_move_the_game_on():
    import random
    moves = [json.dumps(m) for m in (["gold"], ["draw"], ["build", "manor"], ["end"])]
    picks = [taps.choose_citadels_move(moves, random.Random(seed)) for seed in range(200)]
    assert set(picks) <= set(moves)
    assert picks.count(moves[2]) > 150            # building comes first, other moves now and then
    assert len(set(picks)) > 1
    draft = [json.dumps(["pick", c]) for c in ("king", "thief")]
    assert json.loads(taps.choose_citadels_move(draft, random.Random(1)))[0] == "pick"


def test_the_tasks_that_ran_while_the_screen_animated():
    # [cause, morph start, morph end, animations end, animations]; long tasks as [start, duration]
    motion = [["click", 100, 130, 450, 3], ["none", 1000, 1020, None, 2]]
    longtasks = [[90, 60],       # the tap's own task, which made the morph: left out
                 [200, 55],      # inside the tap's animations: a bot thinking
                 [460, 80],      # after they ended
                 [1100, 70],     # inside the bot move's, still running at `now`: it redraws (a morph began)
                 [3000, 51]]     # after `now`
    r = taps.motion_tasks(motion, longtasks, now=2000, think=[[180, 300]], morphs=[100, 1000, 1110])
    assert r["windows"] == {"person": 1, "bot": 1}
    assert r["tasks_ms"] == {"person": [55], "bot": [70]}
    assert r["kinds"] == {"redraw": 1, "thinking": 1, "other": 0}
    assert r["longest_ms"] == 70
    quiet = taps.motion_tasks([], longtasks, now=2000)
    assert quiet["longest_ms"] == 0.0 and quiet["windows"] == {"person": 0, "bot": 0}
    both = taps.merge_motion([r, r])
    assert both["windows"] == {"person": 2, "bot": 2} and both["kinds"]["redraw"] == 2 and both["longest_ms"] == 70
    assert taps.cause_of("click") == "person" and taps.cause_of("keydown") == "person"
    assert taps.cause_of("none") == "bot" and taps.cause_of("message") == "bot"


def test_tap_times_count_only_taps_that_changed_the_screen():
    rows = [{"frame": 20, "paint": 30, "changed": True, "sync": True},
            {"frame": 40, "paint": 60, "changed": True, "sync": False},
            {"frame": 2000, "paint": 2010, "changed": False, "sync": False}, None]
    t = taps.tap_times(rows)
    assert t["paint_ms"]["n"] == 2 and t["paint_ms"]["max"] == 60 and t["frame_ms"]["median"] == 30
    assert t["unchanged"] == 2 and t["async"] == 1


def test_the_citadels_save_is_a_person_against_bots_in_the_middle_of_a_game():
    sys.path.insert(0, str(ROOT / "src"))
    from tavolo.engine.record import from_json, replay
    from tavolo.games import GAMES
    text = taps.citadels_record(level="easy", save_id="x")
    record = from_json(text, GAMES)
    assert record.meta["id"] == "x"
    assert [s.get("bot") for s in record.seats] == [None, "easy", "easy", "easy"]
    state = replay(record, GAMES)
    assert state.round == 4 and state.phase == "draft" and not state.is_over
    assert sum(len(c) for c in state.view(0)["cities"]) >= 6          # cities a few districts high
    assert taps.citadels_record(level="easy", save_id="x") == text      # the same position every run


def test_the_tap_script_clicks_drawn_shapes_too():
    assert "dispatchEvent" in taps.TAP_JS and "${" not in taps.TAP_JS
    assert "dispatchEvent" in bench.MAP_CLICKS_JS and ".cc-cell" in bench.MAP_CLICKS_JS


# ---- a phone's first visit (tools/bench/firstvisit.py) --------------------------------------------------------
firstvisit = importlib.import_module("tavolo_bench.firstvisit")


def test_received_files_counts_what_finished_before_ready():
    responses = [
        {"url": "http://h:1/vendor/x.wasm", "status": 200, "encoding": "br", "bytes": 2_800_000, "end_s": 4.0},
        {"url": "http://h:1/", "status": 200, "encoding": "", "bytes": 26_000, "end_s": 0.1},
        {"url": "http://h:1/tavolo.snapshot", "status": 200, "encoding": "br", "bytes": 4_400_000, "end_s": 12.0},
        {"url": "http://h:1/late.js", "status": 200, "encoding": "", "bytes": None, "end_s": None},
    ]
    files = firstvisit.received_files(responses, "http://h:1/", until_s=8.0)
    assert [(f["path"], f["bytes"]) for f in files] == [("/vendor/x.wasm", 2_800_000), ("/", 26_000)]
    assert len(firstvisit.received_files(responses, "http://h:1/")) == 3


def test_bar_motion_finds_the_longest_time_the_bar_stood_still():
    samples = [[120.0, 2], [400.0, 10], [3400.0, 40], [3500.0, 85], [9000.0, 100]]
    motion = firstvisit.bar_motion(samples, ready_ms=5000.0)
    assert motion == {"first_ms": 120.0, "first_value": 2, "moves": 3, "longest_still_s": 3.0, "still_from_s": 0.4,
                      "values": [(0.1, 2), (3.4, 40)]}
    assert firstvisit.bar_motion([], None)["longest_still_s"] is None


def test_first_visit_metrics_put_app_and_bare_side_by_side_with_the_targets():
    def run(tti, mb, still):
        return {"tti_s": tti, "fcp_s": 0.2, "received_bytes": mb * 1e6, "files": [],
                "bar": {"longest_still_s": still, "still_from_s": 1.0}}
    results = {"app_4x_fast4g": [run(9.0, 4.8, 0.5)], "bare_4x_fast4g": [run(15.0, 6.1, None)],
               "app_1x_fast4g": [run(5.0, 4.8, 0.4)], "bare_1x_fast4g": [run(6.0, 6.1, None)]}
    m = firstvisit.first_visit_metrics(results)
    assert m["first_visit_app_4x_fast4g_s"]["met"] is True
    assert m["first_visit_ratio_4x_fast4g"]["value"] == 0.6 and m["first_visit_ratio_4x_fast4g"]["met"] is True
    assert m["first_visit_app_4x_fast4g_mb"]["value"] == 4.8 and m["first_visit_app_4x_fast4g_mb"]["met"] is True
    assert m["first_visit_app_1x_fast4g_s"]["met"] is True
    assert "first_visit_app_4x_slow4g_s" not in m
    table = firstvisit.summary_table(results)
    assert "4x CPU, Fast 4G" in table and "0.60" in table


def test_first_visit_cases_on_the_command_line():
    assert firstvisit.parse_cases("4x_fast4g, 1x_slow4g") == ((4, "fast4g"), (1, "slow4g"))
    with pytest.raises(argparse.ArgumentTypeError):
        firstvisit.parse_cases("4x_3g")
