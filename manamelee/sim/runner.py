"""Play one game to the end with agents, and the one-line result the CLI prints."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from ..engine.config import GameConfig
from ..engine.events import Event
from ..engine.game import Game


def run_game(config: GameConfig, seed: int, agents: Sequence[Any], on_event: Callable[[Event], None] | None = None,
             max_decisions: int = 1_000_000) -> Game:
    """Drive a game: each pending decision goes to the agent of its player, who sees only their view."""
    if on_event is not None:
        import random
        g = Game()
        g.log_sinks.append(on_event)
        # Game.new with a sink attached from the very first event.
        from ..engine.starting import setup_game
        config.validate()
        g.config, g.seed, g.rng = config, seed, random.Random(seed)
        setup_game(g)
        g._advance()
    else:
        g = Game.new(config, seed)
    bind_samplers(g, agents, seed)
    n = 0
    while not g.over:
        ds = g.pending()
        if not ds:
            raise RuntimeError("the game is not over but nothing is pending")
        d = ds[0]
        agent = agents[d.player]
        g.submit(d.id, agent.choose(g.view(d.player) if getattr(agent, "uses_view", True) else None, d))
        n += 1
        if n > max_decisions:
            raise RuntimeError(f"more than {max_decisions} decisions; stopping")
    return g


def bind_samplers(g: Game, agents: Sequence[Any], seed: int) -> None:
    """Give each search agent (one with ``bind``) a sampler of determinized copies for its seat: the only
    game copies an agent gets, with every card hidden from it re-dealt (manamelee.agents.determinize)."""
    from ..agents.determinize import Sampler
    for seat, agent in enumerate(agents):
        if hasattr(agent, "bind"):
            agent.bind(Sampler(g, seat, seed * 7919 + seat + 1))


def result_line(g: Game, lang: str = "en") -> str:
    """``result: winner <name>`` / ``result: winners <a>, <b>`` / ``result: draw`` (the CLI's last line), in
    ``lang`` (``risultato: vince <name>`` ...). Replay and results files keep the English line."""
    from ..i18n import t
    r = g.result
    if r is None:
        return t("term.result_unfinished", lang)
    if r.draw or not r.winners:
        return t("term.result_draw", lang)
    names = [g.players[w].name for w in r.winners]
    teams = {g.players[w].team for w in r.winners}
    if len(teams) == 1 and None not in teams:
        return t("term.result_team", lang, team=teams.pop(), names=", ".join(names))
    if len(names) == 1:
        return t("term.result_winner", lang, name=names[0])
    return t("term.result_winners", lang, names=", ".join(names))
