"""`manamelee bench`: figures printed one per line against issue 7's targets; bad flags are one-line errors."""
import pytest

from manamelee.cli import main
from manamelee.sim import bench


def test_bench_prints_each_requested_figure_with_its_target(capsys):
    code = main(["bench", "--seconds", "0.2", "--only", "duel,copies", "--pure"])
    out = [line for line in capsys.readouterr().out.splitlines() if not line.startswith("engine:")]
    assert [line.split()[0] for line in out] == ["random", "Game.copy()"]
    assert "two-player games/s" in out[0] and "target >= 50" in out[0]
    assert "copies/s" in out[1] and "target >= 5,000" in out[1]
    assert code in (0, 1)


def test_bench_figures_count_real_games_and_copies():
    figs = {f.key: f for f in bench.run(seconds=0.2, only={"duel", "copies"})}
    assert figs["duel"].count >= 1 and figs["duel"].rate > 0
    assert figs["copies"].count >= 50
    assert figs["duel"].ok == (figs["duel"].rate >= 50)


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
