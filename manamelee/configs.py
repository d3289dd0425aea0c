"""Building game configurations from names and deck lists, and turning them into plain data for replays."""
from __future__ import annotations

from typing import Any

from .cards.decks import Deck, builtin_decks, commander_cards, deck_cards, load_deck
from .cards.pool import CardPool, default_pool
from .engine.config import GameConfig, PlayerConfig
from .engine.errors import ConfigError, DeckError
from .multiplayer import COMMANDER_VARIANTS, DEFAULT_NAMES, MultiplayerRules, hooks_for, plan_variant

__all__ = ["DEFAULT_NAMES", "make_config", "config_to_dict", "config_from_dict"]


def make_config(players: int | None = 4, decks: list[str] | None = None, names: list[str] | None = None,
                pool: CardPool | None = None, *, variant: str | None = None, teams: int | None = None,
                range_: int | None = None, attack: str | None = None, deploy: bool = False,
                shared_turns: bool = False, seed: int = 0, schemes: list[str] | None = None,
                **options: Any) -> GameConfig:
    """A game config for a variant (default: Free-for-All, or a duel for 2 players).

    ``decks`` are built-in deck names or deck files, assigned to seats in turn. ``seed`` drives
    random seating (806.3). Raises ConfigError/DeckError with a one-line reason.
    """
    if variant is None:
        variant = "duel" if players == 2 else "ffa"
    plan = plan_variant(variant, players, teams, range_, attack, deploy, shared_turns, names, seed)
    pool = pool or default_pool()
    commander = plan.rules.commander
    deck_specs = list(decks) if decks else builtin_decks("commander" if commander else "decklists")
    if not deck_specs:
        raise DeckError("no decks given")
    if commander:                                  # 903.5: a Commander deck is checked whole, like deck check
        from .cards.deck_check import commander_deck
        reports = [commander_deck(spec, pool) for spec in deck_specs]
        loaded = [Deck(r.name, tuple(c.name for c in r.main), (), tuple(c.name for c in r.commanders))
                  for r in reports]
    else:
        loaded = [load_deck(spec, pool) for spec in deck_specs]
    scheme_decks: list[tuple] = []
    if plan.rules.archenemies:
        from .cards.decks import load_scheme_deck
        specs = list(schemes) if schemes else builtin_decks("schemedecks")
        if not specs:
            raise DeckError("no scheme decks given")
        scheme_decks = [load_scheme_deck(spec, pool) for spec in specs]
    elif schemes:
        raise ConfigError(f"scheme decks are for Archenemy and Supervillain Rumble, not {variant}")
    pcs = []
    for i, seat in enumerate(plan.seats):
        d = loaded[i % len(loaded)]
        sch = ()
        if i in plan.rules.archenemies:
            sch = scheme_decks[plan.rules.archenemies.index(i) % len(scheme_decks)]
        # 903.6: a commander starts in the command zone; in any other variant it is one more card of the deck.
        cards = deck_cards(d, pool) if commander else deck_cards(d, pool) + commander_cards(d, pool)
        pcs.append(PlayerConfig(seat.name, cards, team=seat.team, range=seat.range, deck_name=d.name,
                                schemes=sch, commanders=commander_cards(d, pool) if commander else ()))
    opts = dict(options.pop("options", {}) or {})
    opts["multiplayer"] = plan.rules.to_dict()
    opts["hooks"] = hooks_for(plan.rules)
    cfg = GameConfig(pcs, variant=variant, options=opts, **options)
    cfg.validate()
    return cfg


def config_to_dict(cfg: GameConfig) -> dict[str, Any]:
    """Plain data for a replay file: deck lists by card name."""
    return {
        "players": [{"name": p.name, "deck": [c.name for c in p.deck], "team": p.team, "range": p.range,
                     "deck_name": p.deck_name, "schemes": [c.name for c in p.schemes],
                     "commanders": [c.name for c in p.commanders]} for p in cfg.players],
        "variant": cfg.variant, "starting_life": cfg.starting_life, "hand_size": cfg.hand_size,
        "auto_pass": cfg.auto_pass, "auto_pay": cfg.auto_pay, "max_turns": cfg.max_turns,
        "options": {k: v for k, v in cfg.options.items() if k != "hooks"},
    }


def config_from_dict(data: Any, pool: CardPool | None = None) -> GameConfig:
    """The inverse of :func:`config_to_dict`; raises ConfigError on malformed data."""
    pool = pool or default_pool()
    if not isinstance(data, dict) or not isinstance(data.get("players"), list):
        raise ConfigError("config must be an object with a 'players' list")
    pcs = []
    for i, p in enumerate(data["players"]):
        if not isinstance(p, dict) or not isinstance(p.get("name"), str) or not isinstance(p.get("deck"), list):
            raise ConfigError(f"player {i} must have a 'name' and a 'deck' list")
        cards = []
        for n in p["deck"]:
            if not isinstance(n, str) or n not in pool:
                raise ConfigError(f"player {p.get('name')}: unknown card {n!r}")
            cards.append(pool[n])
        schemes = []
        for n in p.get("schemes") or []:
            if not isinstance(n, str) or n not in pool:
                raise ConfigError(f"player {p.get('name')}: unknown scheme {n!r}")
            schemes.append(pool[n])
        commanders = []
        for n in p.get("commanders") or []:
            if not isinstance(n, str) or n not in pool:
                raise ConfigError(f"player {p.get('name')}: unknown commander {n!r}")
            commanders.append(pool[n])
        pcs.append(PlayerConfig(p["name"], tuple(cards), team=p.get("team"), range=p.get("range"),
                                deck_name=p.get("deck_name", ""), schemes=tuple(schemes),
                                commanders=tuple(commanders)))
    kw = {}
    for k in ("variant", "starting_life", "hand_size", "auto_pass", "auto_pay", "max_turns"):
        if k in data:
            kw[k] = data[k]
    opts = dict(data.get("options") or {})
    if "multiplayer" in opts:
        try:
            opts["hooks"] = hooks_for(MultiplayerRules.from_dict(opts["multiplayer"]))
        except TypeError as e:
            raise ConfigError(f"bad multiplayer options: {e}") from None
    cfg = GameConfig(pcs, options=opts, **kw)
    cfg.validate()
    return cfg
