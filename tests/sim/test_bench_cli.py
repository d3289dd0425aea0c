"""`manamelee bench`: figures printed one per line against issues 7 and 18's targets; bad flags are one-line errors."""
import pytest

from manamelee.cli import main
from manamelee.sim import bench


def test_bench_prints_a_table_with_a_met_missed_column_and_exits_0_when_it_ran(capsys):
    code = main(["bench", "--seconds", "0.2", "--only", "duel,copies", "--pure"])
    out = [line for line in capsys.readouterr().out.splitlines() if not line.startswith("engine:")]
    assert out[0].split()[0] == "figure" and out[0].endswith("met/missed")
    assert [line.split()[0] for line in out[1:]] == ["random", "Game.copy()"]
    assert "two-player games/s" in out[1] and ">= 150" in out[1]
    assert "copies/s" in out[2] and ">= 5,000" in out[2]
    for line in out[1:]:
        assert line.split()[-1] in ("met", "missed")
    assert code == 0                                # a benchmark reports; a missed target is not a failure


def _figures(*oks):
    """Figures as bench.run returns them, with rates on either side of their targets."""
    out = []
    for i, ok in enumerate(oks):
        target = None if ok is None else 100.0
        rate = 150.0 if ok else 50.0
        out.append(bench.Figure(f"k{i}", f"speed {i}", rate, "games/s", 10, 0.2, target))
    return out


@pytest.mark.parametrize("oks, plain, checked", [((True, None), 0, 0), ((True, False), 0, 1), ((False,), 0, 1),
                                                 ((None,), 0, 0)])
def test_bench_exit_code_is_0_when_it_ran_and_check_makes_a_missed_target_exit_1(monkeypatch, capsys, oks, plain,
                                                                                 checked):
    from manamelee.sim import cli_bench
    figs = _figures(*oks)

    def fake_run(seconds, seed, only, report):
        for f in figs:
            report(f)
        return figs
    monkeypatch.setattr(cli_bench, "run", fake_run)
    monkeypatch.setattr(cli_bench, "_builds", lambda *args: None)      # no per-turn costs, no second build
    assert main(["bench", "--seconds", "0.1"]) == plain
    assert main(["bench", "--seconds", "0.1", "--check"]) == checked
    rows = capsys.readouterr().out.splitlines()
    col = [r.split()[-1] for r in rows if not r.startswith(("figure", "engine:"))]
    assert col == [{True: "met", False: "missed", None: "-"}[ok] for ok in oks] * 2


def test_bench_figures_count_real_games_and_copies():
    figs = {f.key: f for f in bench.run(seconds=0.2, only={"duel", "copies"})}
    assert figs["duel"].count >= 1 and figs["duel"].rate > 0
    assert figs["copies"].count >= 50
    assert figs["duel"].ok == (figs["duel"].rate >= 150)


def test_bench_copy_figure_starts_from_a_real_mid_game_state():
    g = bench._mid_game()
    assert g.turn_count >= 2 and g.battlefield, "the copy benchmark needs permanents in play"
    c = g.copy()
    assert c.view(0) == g.view(0)


def test_bench_unknown_figure_is_a_one_line_error(capsys):
    assert main(["bench", "--only", "nope"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown benchmark figure(s) nope" in err


@pytest.mark.parametrize("value, message", [("abc", "--seconds must be a number"),
                                            ("-1", "--seconds must be between")])
def test_bench_bad_seconds_exit_2_with_the_reason(capsys, value, message):
    with pytest.raises(SystemExit) as e:
        main(["bench", "--seconds", value])
    assert e.value.code == 2
    assert message in capsys.readouterr().err


def _turns(duel_us, sixteen_us):
    return [bench.Figure("turn2", "CPU per player-turn, 2 players", duel_us, "µs/turn", 100, 1.0),
            bench.Figure("turn16", "CPU per player-turn, 16 players", sixteen_us, "µs/turn", 100, 1.0)]


@pytest.mark.parametrize("sixteen_us, ok, checked", [(140.0, True, 0), (150.0, True, 0), (160.0, False, 1)])
def test_issue_18_a_16_player_turn_over_1_5_times_a_duels_is_a_missed_target(monkeypatch, capsys, sixteen_us, ok,
                                                                             checked):
    from manamelee.sim import bench_builds, cli_bench
    turns = _turns(100.0, sixteen_us)
    assert bench_builds.growth_ok(turns) is ok
    assert bench_builds.growth_line(turns).endswith(": met)" if ok else ": missed)")
    assert bench_builds.growth_ok(turns[:1]) is None                    # the 16-player turn not measured
    figs = _figures(True)
    monkeypatch.setattr(cli_bench, "run", lambda seconds, seed, only, report: figs)
    monkeypatch.setattr(cli_bench, "_builds", lambda *args: turns)
    assert main(["bench", "--seconds", "0.1"]) == 0                     # a benchmark reports
    assert main(["bench", "--seconds", "0.1", "--check"]) == checked


def test_per_turn_figures_are_measured_in_interleaved_rounds_so_a_slow_spell_of_the_host_weighs_on_each_table(
        monkeypatch):
    from manamelee.sim import bench_builds
    calls = []

    def fake_play_for(self, seconds):
        calls.append((self.players, seconds))
        self.spent += seconds
        self.turns += 10
    monkeypatch.setattr(bench_builds._TurnTable, "play_for", fake_play_for)
    monkeypatch.setattr(bench_builds, "TURN_SLICE", 0.1)
    figs = bench_builds.turn_costs(0.25, 1, {"turn2", "turn16"})
    assert [p for p, _s in calls] == [2, 16, 2, 16, 2, 16]             # round by round, never one table's run whole
    assert [round(s, 9) for _p, s in calls[-2:]] == [0.05, 0.05]         # the last round only what is left
    assert [f.key for f in figs] == ["turn2", "turn16"] and all(f.count == 30 for f in figs)


def test_a_table_plays_whole_seeded_games_and_counts_their_turns():
    from manamelee.sim import bench_builds
    t = bench_builds._TurnTable(2, "duel", 1)
    t.play_for(0.0)                                                      # at least one whole game
    assert t.games == 1 and t.turns > 0 and t.spent > 0
    f = t.figure()
    assert f.key == "turn2" and f.rate == pytest.approx(1e6 * t.spent / t.turns)
