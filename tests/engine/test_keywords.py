"""Keyword abilities implemented once in the engine (702), each on a test-only creature."""
from manamelee.cards.dsl import ANY, CREATURE, EACH_CREATURE, Damage, Destroy, Pump, test_creature, test_spell
from manamelee.cards.pool import default_pool
from manamelee.engine import events as ev
from manamelee.engine.constants import GRAVEYARD, Step
from manamelee.engine.definitions import CardDef
from manamelee.scenario import Scenario


TEST_CARDS = [
    test_creature("Test Bear", 2, 2),
    test_creature("Test Ogre", 3, 3),
    test_creature("Test Brawler", 3, 2),
    test_creature("Test Giant", 4, 4),
    test_creature("Test Bird", 1, 1, "Flying"),
    test_creature("Test Duelist", 2, 2, "First strike"),
    test_creature("Test Twinblade", 2, 2, "Double strike"),
    test_creature("Test Trampler", 5, 5, "Trample"),
    test_creature("Test Adder", 1, 1, "Deathtouch"),
    test_creature("Test Stalker", 3, 3, "Deathtouch", "Trample"),
    test_creature("Test Lifelinker", 3, 3, "Lifelink"),
    test_creature("Test Sentry", 2, 2, "Vigilance"),
    test_creature("Test Quick", 2, 2, "Haste"),
    test_creature("Test Brute", 3, 3, "Menace"),
    test_creature("Test Forestwalker", 2, 2, "Forestwalk"),
    test_creature("Test Hexproof", 2, 2, "Hexproof"),
    test_creature("Test Shrouded", 2, 2, "Shroud"),
    test_creature("Test Indestructible", 2, 2, "Indestructible"),
    test_creature("Test Paladin", 2, 2, "Protection from red", colors="W"),
    test_creature("Test Goblin", 2, 2, colors="R"),
    test_spell("Test Zap", [Damage(2)], [ANY], colors="R"),
    test_spell("Test Murder", [Destroy()], [CREATURE], colors="B"),
    test_spell("Test Wither", [Pump(-2, -2)], [CREATURE], colors="B"),
    test_spell("Test Pyroclasm", [Damage(2, EACH_CREATURE)], colors="R"),
    CardDef(name="Test Red Aura", types=frozenset({"Enchantment"}), subtypes=frozenset({"Aura"}),
            colors=frozenset("R"), enchant=CREATURE),
]
POOL = default_pool().extended(*TEST_CARDS)


def scenario(n=2, **kw):
    return Scenario(n, pool=POOL, **kw)


def blocker_options(s):
    d = s.decision
    assert d.kind == "declare_blockers", d
    return {o.value for o in d.options if o.kind == "blocker"}


def start_combat(s, *attacks):
    """Start P0's declare attackers step, attack, and stop at P1's block declaration (or whatever is next)."""
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack(*attacks)
    for _ in range(10):
        d = s.decision
        if d.kind != "priority" or g.turns[0].step != Step.DECLARE_ATTACKERS:
            break
        s.pass_priority()
    return g


def target_options(s, spell):
    """Begin casting ``spell`` and return the legal targets offered (601.2c)."""
    s.choose("cast", label=f"cast {spell}")
    d = s.decision
    assert d.kind == "target", d
    return {o.value for o in d.options if o.kind == "target"}


def can_cast(s, spell):
    return any(o.kind == "cast" and o.label == f"cast {spell}" for o in s.decision.options)


# ----------------------------------------------------------------------------- flying, reach
def test_702_9b_flyer_can_be_blocked_only_by_flying_or_reach():
    s = scenario()
    angel = s.battlefield(0, "Serra Angel")
    bear = s.battlefield(1, "Runeclaw Bear")
    spider = s.battlefield(1, "Giant Spider")       # reach
    bird = s.battlefield(1, "Test Bird")            # flying
    start_combat(s, (angel, 1))
    opts = blocker_options(s)
    assert spider in opts and bird in opts
    assert bear not in opts


def test_702_9b_flyer_can_block_a_creature_without_flying():
    s = scenario()
    bear = s.battlefield(0, "Runeclaw Bear")
    bird = s.battlefield(1, "Test Bird")
    start_combat(s, (bear, 1))
    assert bird in blocker_options(s)


def test_702_17b_reach_creature_blocks_and_fights_a_flyer():
    s = scenario()
    angel = s.battlefield(0, "Serra Angel")        # 4/4
    spider = s.battlefield(1, "Giant Spider")      # 2/4 reach
    g = start_combat(s, (angel, 1))
    s.block((spider, angel))
    s.pass_until(Step.END_COMBAT)
    assert spider not in g.objects
    assert g.objects[angel].damage == 2
    assert g.players[1].life == 20


# ----------------------------------------------------------------------------- first strike, double strike
def test_702_7b_first_strike_blocker_kills_attacker_before_it_deals_damage():
    s = scenario()
    brawler = s.battlefield(0, "Test Brawler")     # 3/2
    duelist = s.battlefield(1, "Test Duelist")     # 2/2 first strike
    g = start_combat(s, (brawler, 1))
    s.block((duelist, brawler))
    s.pass_until(Step.END_COMBAT)
    assert brawler not in g.objects
    assert g.objects[duelist].damage == 0


def test_702_4b_double_strike_deals_first_strike_and_regular_damage_to_blocker():
    s = scenario()
    twin = s.battlefield(0, "Test Twinblade")      # 2/2 double strike
    ogre = s.battlefield(1, "Test Ogre")           # 3/3
    g = start_combat(s, (twin, 1))
    s.block((ogre, twin))
    s.pass_until(Step.FIRST_STRIKE_DAMAGE)
    assert g.objects[ogre].damage == 2 and g.objects[twin].damage == 0
    s.pass_until(Step.END_COMBAT)
    assert ogre not in g.objects                   # 2 + 2 damage
    assert twin not in g.objects                   # the ogre struck back in the regular step


def test_702_4b_double_striker_kills_blocker_in_first_step_and_takes_no_damage():
    s = scenario()
    twin = s.battlefield(0, "Test Twinblade")
    bear = s.battlefield(1, "Test Bear")
    g = start_combat(s, (twin, 1))
    s.block((bear, twin))
    s.pass_until(Step.END_COMBAT)
    assert bear not in g.objects
    assert g.objects[twin].damage == 0
    assert g.players[1].life == 20                 # no trample: nothing to the player


# ----------------------------------------------------------------------------- trample, deathtouch
def test_702_19b_trample_assigns_excess_to_player():
    s = scenario()
    trampler = s.battlefield(0, "Test Trampler")   # 5/5 trample
    bear = s.battlefield(1, "Test Bear")
    g = start_combat(s, (trampler, 1))
    s.block((bear, trampler))
    d = s.pass_until_decision("assign_damage")
    assert d.player == 0
    assert sorted(o.value for o in d.options) == [2, 3, 4, 5]   # at least lethal to the blocker
    s.choose("amount", value=2)
    s.pass_until(Step.END_COMBAT)
    assert bear not in g.objects
    assert g.players[1].life == 17


def test_702_19b_trample_may_assign_all_damage_to_the_blocker():
    s = scenario()
    trampler = s.battlefield(0, "Test Trampler")
    bear = s.battlefield(1, "Test Bear")
    g = start_combat(s, (trampler, 1))
    s.block((bear, trampler))
    s.pass_until_decision("assign_damage")
    s.choose("amount", value=5)
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 20


def test_702_19b_trample_lethal_accounts_for_damage_already_marked():
    s = scenario()
    trampler = s.battlefield(0, "Test Trampler")
    spider = s.battlefield(1, "Giant Spider")      # 2/4
    g = start_combat(s, (trampler, 1))
    g.objects[spider].damage = 3                   # as if it had been shocked and more this turn
    s.block((spider, trampler))
    d = s.pass_until_decision("assign_damage")
    assert min(o.value for o in d.options) == 1
    s.choose("amount", value=1)
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 16


def test_702_19b_trample_no_damage_to_player_unless_every_blocker_gets_lethal():
    s = scenario()
    trampler = s.battlefield(0, "Test Trampler")   # 5/5
    b1 = s.battlefield(1, "Runeclaw Bear")
    b2 = s.battlefield(1, "Test Bear")
    g = start_combat(s, (trampler, 1))
    s.block((b1, trampler), (b2, trampler))
    first = g.turns[0].combat.blocked[trampler][0]
    d = s.pass_until_decision("assign_damage")
    assert "to " + g.name(first) in d.prompt
    s.choose("amount", value=1)                    # not lethal to the first blocker...
    # ...so the rest (4) must all go to the second blocker: no further choice, nothing to the player.
    assert s.decision.kind == "priority"
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 20
    assert g.objects[first].damage == 1


def test_702_19b_trample_two_blockers_both_lethal_then_excess_to_player():
    s = scenario()
    trampler = s.battlefield(0, "Test Trampler")
    b1 = s.battlefield(1, "Runeclaw Bear")
    b2 = s.battlefield(1, "Test Bear")
    g = start_combat(s, (trampler, 1))
    s.block((b1, trampler), (b2, trampler))
    s.pass_until_decision("assign_damage")
    s.choose("amount", value=2)
    d = s.decision
    assert d.kind == "assign_damage"
    assert sorted(o.value for o in d.options) == [2, 3]
    s.choose("amount", value=2)
    s.pass_until(Step.END_COMBAT)
    assert b1 not in g.objects and b2 not in g.objects
    assert g.players[1].life == 19


def test_702_2c_deathtouch_trample_one_damage_is_lethal():
    s = scenario()
    stalker = s.battlefield(0, "Test Stalker")     # 3/3 deathtouch, trample
    spider = s.battlefield(1, "Giant Spider")      # 2/4
    g = start_combat(s, (stalker, 1))
    s.block((spider, stalker))
    d = s.pass_until_decision("assign_damage")
    assert sorted(o.value for o in d.options) == [1, 2, 3]
    s.choose("amount", value=1)
    s.pass_until(Step.END_COMBAT)
    assert spider not in g.objects                  # 704.5h: destroyed by deathtouch damage
    assert g.players[1].life == 18


def test_702_2c_deathtouch_trample_still_needs_one_damage_on_a_damaged_blocker():
    s = scenario()
    stalker = s.battlefield(0, "Test Stalker")
    spider = s.battlefield(1, "Giant Spider")
    g = start_combat(s, (stalker, 1))
    g.objects[spider].damage = 1                    # damaged, but not lethally
    s.block((spider, stalker))
    d = s.pass_until_decision("assign_damage")
    assert min(o.value for o in d.options) == 1


def test_702_2c_deathtouch_trample_two_blockers_one_each_then_player():
    s = scenario()
    stalker = s.battlefield(0, "Test Stalker")      # 3/3 deathtouch, trample
    b1 = s.battlefield(1, "Runeclaw Bear")
    b2 = s.battlefield(1, "Test Bear")
    g = start_combat(s, (stalker, 1))
    s.block((b1, stalker), (b2, stalker))
    s.pass_until_decision("assign_damage")
    s.choose("amount", value=1)
    d = s.decision
    assert d.kind == "assign_damage"
    assert sorted(o.value for o in d.options) == [1, 2]
    s.choose("amount", value=1)
    s.pass_until(Step.END_COMBAT)
    assert b1 not in g.objects and b2 not in g.objects
    assert g.players[1].life == 19


def test_702_2b_deathtouch_destroys_any_creature_it_damages():
    s = scenario()
    giant = s.battlefield(0, "Test Giant")          # 4/4
    adder = s.battlefield(1, "Test Adder")          # 1/1 deathtouch
    g = start_combat(s, (giant, 1))
    s.block((adder, giant))
    s.pass_until(Step.END_COMBAT)
    assert giant not in g.objects and adder not in g.objects
    assert any(e.rule == "704.5h" for e in g.events)


# ----------------------------------------------------------------------------- lifelink, vigilance, haste
def test_702_15b_lifelink_combat_damage_to_player_gains_life():
    s = scenario()
    ll = s.battlefield(0, "Test Lifelinker")        # 3/3 lifelink
    g = start_combat(s, (ll, 1))
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 17
    assert g.players[0].life == 23


def test_702_15b_lifelink_damage_to_a_creature_gains_life():
    s = scenario()
    ll = s.battlefield(0, "Test Lifelinker")
    bear = s.battlefield(1, "Test Bear")
    g = start_combat(s, (ll, 1))
    s.block((bear, ll))
    s.pass_until(Step.END_COMBAT)
    assert g.players[0].life == 23                  # all 3 damage was dealt, to the 2/2
    assert any(e.kind == ev.LIFE_GAIN and e.rule == "702.15b" for e in g.events)


def test_702_20b_vigilance_attacker_stays_untapped_and_deals_damage():
    s = scenario()
    sentry = s.battlefield(0, "Test Sentry")
    bear = s.battlefield(0, "Test Bear")
    g = start_combat(s, (sentry, 1), (bear, 1))
    assert not g.objects[sentry].tapped
    assert g.objects[bear].tapped
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 16


def test_702_10b_haste_creature_attacks_despite_summoning_sickness():
    s = scenario()
    quick = s.battlefield(0, "Test Quick", sick=True)
    slow = s.battlefield(0, "Test Bear", sick=True)
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    opts = {o.value for o in s.decision.options if o.kind == "attacker"}
    assert quick in opts and slow not in opts
    s.attack((quick, 1))
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 18


# ----------------------------------------------------------------------------- menace, defender, landwalk
def test_702_111b_menace_needs_two_blockers():
    s = scenario()
    brute = s.battlefield(0, "Test Brute")          # 3/3 menace
    b1 = s.battlefield(1, "Runeclaw Bear")
    b2 = s.battlefield(1, "Test Bear")
    g = start_combat(s, (brute, 1))
    s.choose("blocker", value=b1)
    kinds = {o.kind for o in s.decision.options}
    assert "done" not in kinds                      # one blocker alone is not a legal block
    assert "reset" in kinds
    s.choose("blocker", value=b2)
    s.choose("done")
    assert sorted(g.turns[0].combat.blocked[brute]) == sorted([b1, b2])


def test_702_111b_menace_single_blocker_must_be_withdrawn():
    s = scenario()
    brute = s.battlefield(0, "Test Brute")
    b1 = s.battlefield(1, "Runeclaw Bear")
    g = start_combat(s, (brute, 1))
    s.choose("blocker", value=b1)
    assert {o.kind for o in s.decision.options} == {"reset"}
    s.choose("reset")
    s.choose("done")
    assert brute not in g.turns[0].combat.was_blocked
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 17


def test_702_3b_defender_cannot_attack_but_can_block():
    s = scenario()
    wall = s.battlefield(0, "Wall of Wood")
    bear = s.battlefield(0, "Runeclaw Bear")
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    opts = {o.value for o in s.decision.options if o.kind == "attacker"}
    assert wall not in opts and bear in opts

    s2 = scenario()
    bear2 = s2.battlefield(0, "Runeclaw Bear")
    wall2 = s2.battlefield(1, "Wall of Wood")
    start_combat(s2, (bear2, 1))
    assert wall2 in blocker_options(s2)


def test_702_14c_forestwalk_cannot_be_blocked_if_defender_controls_a_forest():
    s = scenario()
    walker = s.battlefield(0, "Test Forestwalker")
    bear = s.battlefield(1, "Test Bear")
    s.battlefield(1, "Forest")
    g = start_combat(s, (walker, 1))
    d = s.decision
    assert not (d.kind == "declare_blockers" and any(o.value == bear for o in d.options))
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 18
    assert walker not in g.turns[0].combat.was_blocked


def test_702_14c_forestwalk_can_be_blocked_without_a_forest():
    s = scenario()
    walker = s.battlefield(0, "Test Forestwalker")
    bear = s.battlefield(1, "Test Bear")
    s.battlefield(1, "Mountain")
    s.battlefield(0, "Forest")                      # the attacker's own Forest doesn't matter
    start_combat(s, (walker, 1))
    assert bear in blocker_options(s)


# ----------------------------------------------------------------------------- hexproof, shroud
def test_702_11b_hexproof_opponents_cannot_target_but_controller_can():
    s = scenario()
    mine = s.battlefield(0, "Test Hexproof")
    theirs = s.battlefield(1, "Test Hexproof")
    s.hand(0, "Test Zap")
    s.start(active=0, step=Step.MAIN1)
    opts = target_options(s, "Test Zap")
    assert ("obj", mine) in opts
    assert ("obj", theirs) not in opts


def test_702_18a_shroud_nobody_can_target():
    s = scenario()
    mine = s.battlefield(0, "Test Shrouded")
    theirs = s.battlefield(1, "Test Shrouded")
    bear = s.battlefield(1, "Test Bear")
    s.hand(0, "Test Zap")
    s.start(active=0, step=Step.MAIN1)
    opts = target_options(s, "Test Zap")
    assert ("obj", mine) not in opts and ("obj", theirs) not in opts
    assert ("obj", bear) in opts


def test_702_18a_shroud_only_creature_means_no_legal_target():
    s = scenario()
    s.battlefield(0, "Test Shrouded")
    s.hand(0, "Test Murder")
    s.start(active=0, step=Step.MAIN1)
    assert not can_cast(s, "Test Murder")


# ----------------------------------------------------------------------------- indestructible
def test_702_12b_indestructible_survives_lethal_damage():
    s = scenario()
    giant = s.battlefield(0, "Test Giant")
    wall = s.battlefield(1, "Test Indestructible")
    g = start_combat(s, (giant, 1))
    s.block((wall, giant))
    s.pass_until(Step.END_COMBAT)
    assert wall in g.objects and g.objects[wall].damage == 4


def test_702_12b_indestructible_is_not_destroyed_by_deathtouch_damage():
    s = scenario()
    adder = s.battlefield(0, "Test Adder")
    wall = s.battlefield(1, "Test Indestructible")
    g = start_combat(s, (adder, 1))
    s.block((wall, adder))
    s.pass_until(Step.END_COMBAT)
    assert wall in g.objects and g.objects[wall].damage == 1
    assert adder not in g.objects


def test_702_12b_indestructible_is_not_destroyed_by_destroy_effect():
    s = scenario()
    it = s.battlefield(1, "Test Indestructible")
    s.hand(0, "Test Murder")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Murder", it)
    s.pass_until_resolved()
    assert it in g.objects


def test_702_12b_indestructible_with_zero_toughness_is_put_into_graveyard():
    s = scenario()
    it = s.battlefield(1, "Test Indestructible")
    s.hand(0, "Test Wither")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Wither", it)
    s.pass_until_resolved()
    assert it not in g.objects
    assert s.zone_of("Test Indestructible")[0][0] == GRAVEYARD


# ----------------------------------------------------------------------------- protection
def test_702_16b_protection_from_red_cannot_be_targeted_by_red_spells():
    s = scenario()
    paladin = s.battlefield(1, "Test Paladin")
    s.hand(0, "Test Zap", "Test Murder")
    s.start(active=0, step=Step.MAIN1)
    assert ("obj", paladin) not in target_options(s, "Test Zap")
    s.choose("cancel")
    assert ("obj", paladin) in target_options(s, "Test Murder")   # a black spell may


def test_702_16f_protection_from_red_cannot_be_blocked_by_red_creatures():
    s = scenario()
    paladin = s.battlefield(0, "Test Paladin")
    goblin = s.battlefield(1, "Test Goblin")
    bear = s.battlefield(1, "Test Bear")
    start_combat(s, (paladin, 1))
    opts = blocker_options(s)
    assert bear in opts and goblin not in opts


def test_702_16e_damage_from_red_sources_is_prevented():
    s = scenario()
    paladin = s.battlefield(1, "Test Paladin")
    bear = s.battlefield(1, "Test Ogre")
    s.hand(0, "Test Pyroclasm")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Pyroclasm")
    s.pass_until_resolved()
    assert g.objects[paladin].damage == 0
    assert g.objects[bear].damage == 2


def test_702_16e_red_attacker_blocked_by_pro_red_creature_deals_no_damage_to_it():
    s = scenario()
    goblin = s.battlefield(0, "Test Goblin")
    paladin = s.battlefield(1, "Test Paladin")
    g = start_combat(s, (goblin, 1))
    s.block((paladin, goblin))
    s.pass_until(Step.END_COMBAT)
    assert paladin in g.objects and g.objects[paladin].damage == 0
    assert goblin not in g.objects


def test_702_16c_protection_from_red_cannot_be_enchanted_by_red_aura():
    s = scenario()
    paladin = s.battlefield(0, "Test Paladin")
    bear = s.battlefield(0, "Test Bear")
    s.hand(0, "Test Red Aura")
    s.start(active=0, step=Step.MAIN1)
    opts = target_options(s, "Test Red Aura")
    assert ("obj", bear) in opts and ("obj", paladin) not in opts


def test_702_16c_red_aura_on_pro_red_creature_is_put_into_graveyard():
    s = scenario()
    paladin = s.battlefield(0, "Test Paladin")
    aura = s.battlefield(0, "Test Red Aura", attached_to=paladin)
    g = s.start(active=0, step=Step.MAIN1)
    assert aura not in g.objects
    assert s.zone_of("Test Red Aura")[0][0] == GRAVEYARD
