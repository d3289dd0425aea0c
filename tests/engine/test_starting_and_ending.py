"""Starting the game (103: starting player, London mulligan, the first draw) and ending it (104, 704.5b)."""
from manamelee.cards.dsl import EACH_PLAYER, Damage, Draw
from manamelee.cards.pool import CardPool, default_pool
from manamelee.engine import events as ev
from manamelee.engine.config import GameConfig, PlayerConfig
from manamelee.engine.constants import BATTLEFIELD, LIBRARY, Step
from manamelee.engine.definitions import CardDef, SpellAbility
from manamelee.engine.game import Game
from manamelee.engine.mana import ManaCost
from manamelee.scenario import Scenario

POOL = default_pool()
DECK = tuple([POOL["Forest"]] * 20 + [POOL["Mountain"]] * 10 + [POOL["Runeclaw Bear"]] * 10)


def new_game(n=2, seed=0, **cfg):
    players = [PlayerConfig(f"Player {i}", DECK) for i in range(n)]
    cfg.setdefault("auto_pass", False)
    return Game.new(GameConfig(players, **cfg), seed)


def answer(g, kind, player=None, index=None, value=None):
    """Answer the (single) pending decision, checking its kind and who decides."""
    (d,) = g.pending()
    assert d.kind == kind, d
    if player is not None:
        assert d.player == player, d
    if value is not None:
        g.submit(d.id, d.option(kind="card", value=value))
    else:
        g.submit(d.id, d.option(index) if isinstance(index, str) else (index or 0))
    return d


def keep_all(g):
    while g.pending() and g.pending()[0].kind == "mulligan":
        (d,) = g.pending()
        g.submit(d.id, d.option("keep"))


def pass_until_step(g, turn_number, step):
    for _ in range(200):
        t = g.turns[0] if g.turns else None
        if t is not None and t.number == turn_number and t.step == step:
            return
        (d,) = g.pending()
        assert d.kind == "priority", d
        g.submit(d.id, d.option("pass"))
    raise AssertionError("never got there")


# --------------------------------------------------------------------------- 103.1 starting player
def test_103_1_starting_player_comes_from_the_seed():
    firsts = {seed: new_game(seed=seed).starting_player for seed in range(12)}
    again = {seed: new_game(seed=seed).starting_player for seed in range(12)}
    assert firsts == again                                  # same seed, same starting player
    assert set(firsts.values()) == {0, 1}                   # different seeds can differ


def test_103_1_starting_player_is_random_in_multiplayer_too():
    starts = {new_game(4, seed=seed).starting_player for seed in range(40)}
    assert len(starts) >= 3


def test_103_5_starting_player_declares_first_then_turn_order():
    g = new_game(4, seed=3)
    sp = g.starting_player
    order = []
    for _ in range(4):
        (d,) = g.pending()
        assert d.kind == "mulligan" and d.rule == "103.5"
        order.append(d.player)
        g.submit(d.id, d.option("keep"))
    assert order == [(sp + k) % 4 for k in range(4)]
    assert g.turns and g.turns[0].active == sp and g.turns[0].number == 1   # 103.8


def test_103_5_mulligans_are_taken_at_the_same_time_after_all_declare():
    g = new_game(2, seed=1)
    sp = g.starting_player
    other = 1 - sp
    hand_before = list(g.players[sp].hand)
    answer(g, "mulligan", player=sp, index="mulligan")
    assert g.players[sp].hand == hand_before               # nothing happens until everyone has declared
    answer(g, "mulligan", player=other, index="keep")
    assert g.players[sp].hand != hand_before
    assert len(g.players[sp].hand) == 7


# --------------------------------------------------------------------------- London mulligan
def test_103_5_london_mulligan_draw_seven_then_bottom_one():
    g = new_game(2, seed=5)
    sp = g.starting_player
    pl = g.players[sp]
    answer(g, "mulligan", player=sp, index="mulligan")
    answer(g, "mulligan", player=1 - sp, index="keep")
    assert len(pl.hand) == 7 and len(pl.library) == 33     # a fresh hand of seven
    d = g.pending()[0]
    assert d.kind == "bottom" and d.player == sp
    assert sorted(o.value for o in d.options) == sorted(pl.hand)
    chosen = pl.hand[2]
    g.submit(d.id, d.option("card", chosen))
    assert len(pl.hand) == 6 and len(pl.library) == 34
    assert pl.library[-1] == g.lki[chosen].new_id           # on the bottom
    answer(g, "mulligan", player=sp, index="keep")
    assert g.turns and len(pl.hand) == 6


def test_103_5_second_mulligan_in_two_player_puts_two_on_the_bottom():
    g = new_game(2, seed=5, options={"starting_player": 0})
    pl = g.players[0]
    answer(g, "mulligan", player=0, index="mulligan")
    answer(g, "mulligan", player=1, index="keep")
    answer(g, "bottom", player=0)
    answer(g, "mulligan", player=0, index="mulligan")
    assert len(pl.hand) == 7
    answer(g, "bottom", player=0)
    assert g.pending()[0].kind == "bottom"
    answer(g, "bottom", player=0)
    assert len(pl.hand) == 5 and len(pl.library) == 35
    d = answer(g, "mulligan", player=0, index="keep")
    assert d.options[0].label == "keep 5 cards"


def test_103_5c_multiplayer_first_mulligan_is_free():
    g = new_game(4, seed=2, options={"starting_player": 0})
    pl = g.players[0]
    answer(g, "mulligan", player=0, index="mulligan")
    for p in (1, 2, 3):
        answer(g, "mulligan", player=p, index="keep")
    # No card goes to the bottom: the player is asked again straight away with seven cards.
    d = g.pending()[0]
    assert d.kind == "mulligan" and d.player == 0
    assert len(pl.hand) == 7 and len(pl.library) == 33
    assert d.option("keep").label == "keep 7 cards"
    g.submit(d.id, d.option("mulligan"))                    # the second mulligan counts: one on the bottom
    assert len(pl.hand) == 7
    answer(g, "bottom", player=0)
    assert len(pl.hand) == 6 and len(pl.library) == 34
    answer(g, "mulligan", player=0, index="keep")
    assert g.turns and len(pl.hand) == 6


def test_103_5_mulligans_stop_before_an_empty_hand():
    g = new_game(2, seed=9, options={"starting_player": 0}, hand_size=2)
    answer(g, "mulligan", player=0, index="mulligan")
    answer(g, "mulligan", player=1, index="keep")
    answer(g, "bottom", player=0)
    assert len(g.players[0].hand) == 1
    # A second mulligan would leave no cards: the only choice is to keep, so nothing is asked.
    assert g.players[0].kept
    assert g.turns


# --------------------------------------------------------------------------- 103.8 the first draw
def test_103_8a_two_player_starting_player_skips_the_first_draw():
    g = new_game(2, seed=4)
    sp = g.starting_player
    keep_all(g)
    pass_until_step(g, 1, Step.MAIN1)
    assert g.turns[0].active == sp
    assert len(g.players[sp].hand) == 7
    assert any(e.rule == "103.8a" for e in g.events)
    pass_until_step(g, 2, Step.MAIN1)                       # the other player draws normally
    assert g.turns[0].active == 1 - sp
    assert len(g.players[1 - sp].hand) == 8


def test_103_8c_multiplayer_nobody_skips_the_first_draw():
    g = new_game(4, seed=4)
    sp = g.starting_player
    keep_all(g)
    pass_until_step(g, 1, Step.MAIN1)
    assert g.turns[0].active == sp
    assert len(g.players[sp].hand) == 8
    assert not any(e.rule == "103.8a" for e in g.events)


# --------------------------------------------------------------------------- 104 ending the game
def _rift_pool():
    # Test-only card modelled on Flame Rift: "deals 4 damage to each player".
    mc = ManaCost.parse("{1}{R}")
    rift = CardDef(name="Test Rift", mana_cost=mc, types=frozenset({"Sorcery"}), type_line="Sorcery",
                   spell=SpellAbility((Damage(4, EACH_PLAYER),), ()), colors=mc.colors(),
                   text="Test Rift deals 4 damage to each player.")
    brainstorm = CardDef(name="Test Draw Two", mana_cost=ManaCost.parse("{U}"), types=frozenset({"Instant"}),
                         type_line="Instant", spell=SpellAbility((Draw(2),), ()), colors=frozenset("U"),
                         text="Draw two cards.")
    cards = dict(default_pool().cards)
    cards[rift.name] = rift
    cards[brainstorm.name] = brainstorm
    return CardPool(cards)


def test_104_3a_conceding_loses_the_game_two_player():
    s = Scenario(2)
    g = s.start(active=0, step=Step.MAIN1)
    g.concede(1)                                            # at any time, even without priority
    assert g.over
    assert g.result.winners == (0,) and not g.result.draw
    assert g.players[1].lost and g.players[1].left
    assert g.players[0].won
    assert g.pending() == []


def _pass_turn(s):
    """Pass priority until the next turn begins; return its active player."""
    g = s.g
    active = g.turns[0].active
    for _ in range(60):
        if g.turns[0].active != active:
            return g.turns[0].active
        s.pass_priority()
    raise AssertionError("the turn never ended")


def test_104_3a_conceding_in_multiplayer_leaves_and_the_game_goes_on():
    s = Scenario(4)
    s.battlefield(2, "Runeclaw Bear")
    s.hand(2, "Forest")
    for p in (0, 1, 3):
        s.library(p, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    g.concede(2)
    assert not g.over
    assert g.players[2].left and g.players[2].lost
    assert s.on_battlefield("Runeclaw Bear") == []          # 800.4a: their objects left with them
    assert g.players[2].hand == []
    assert [e for e in g.events if e.kind == ev.LOSES and e.rule == "104.3a"]
    assert s.decision.player == 0
    seen = [_pass_turn(s), _pass_turn(s), _pass_turn(s)]
    assert seen == [1, 3, 0]                                # seat 2 is skipped in turn order
    assert not g.over


def test_104_2a_a_player_wins_when_all_opponents_have_left():
    s = Scenario(3)
    g = s.start(active=0, step=Step.MAIN1)
    g.concede(1)
    assert not g.over
    g.concede(0)
    assert g.over
    assert g.result.winners == (2,) and not g.result.draw
    assert g.players[2].won


def test_104_4a_draw_when_all_remaining_players_lose_at_the_same_time():
    s = Scenario(2, pool=_rift_pool())
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    s.hand(0, "Test Rift")
    s.life(0, 4)
    s.life(1, 3)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Rift")
    s.pass_until_resolved()
    assert g.over
    assert g.result.draw and g.result.winners == ()
    assert not g.players[0].won and not g.players[1].won
    assert [e for e in g.events if e.kind == ev.DRAW_GAME and e.rule == "104.4a"]


def test_104_4a_draw_in_multiplayer_when_all_lose_simultaneously():
    s = Scenario(4, pool=_rift_pool())
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    s.hand(0, "Test Rift")
    for p in range(4):
        s.life(p, 4)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Rift")
    s.pass_until_resolved()
    assert g.over and g.result.draw and g.result.winners == ()


def test_104_2a_multiplayer_survivor_of_simultaneous_losses_wins():
    s = Scenario(4, pool=_rift_pool())
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    s.hand(0, "Test Rift")
    for p in range(4):
        s.life(p, 4)
    s.life(3, 5)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Rift")
    s.pass_until_resolved()
    assert g.over and not g.result.draw
    assert g.result.winners == (3,)
    assert all(g.players[p].lost for p in (0, 1, 2))


def test_704_5b_drawing_from_an_empty_library_loses_at_the_next_check():
    s = Scenario(2)
    g = s.start(active=0, step=Step.UPKEEP)
    assert g.players[0].library == []
    assert not g.over                                       # an empty library alone loses nothing
    s.pass_priority(2)                                      # draw step: the draw fails
    assert g.over
    assert g.result.winners == (1,)
    loss = [e for e in g.events if e.kind == ev.LOSES]
    assert len(loss) == 1 and loss[0].rule == "704.5b" and loss[0].player == 0


def test_704_5b_drawing_more_than_the_library_in_multiplayer():
    # Draw two from a one-card library: the player draws the one card, then loses as a state-based action.
    s = Scenario(3, pool=_rift_pool())
    s.battlefield(0, "Island")
    s.hand(0, "Test Draw Two")
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Draw Two")
    s.pass_until_resolved()
    assert not g.over                                       # the others go on (800.4a)
    assert g.players[0].lost and g.players[0].left
    assert [e.rule for e in g.events if e.kind == ev.LOSES] == ["704.5b"]
    draws = [e for e in g.events if e.kind == ev.DRAW and e.player == 0]
    assert len(draws) == 1                                  # the one card was drawn first (104.3c)
    assert s.decision.player == 1                           # 800.4a: priority to the next player
