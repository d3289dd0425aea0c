"""Issue 18: object ids are held as one int object each (Game.key), the very key of the objects table, of the layer
results and of the zone lists, so a lookup finds its entry by identity: above 256 Python makes a new int object each
time compiled code hands an int to a dict or a list, which then compares it by value (a 16-player game's ids are
nearly all above 256). A speed matter only: any equal int still finds the same entry."""
from manamelee.engine.constants import Step
from manamelee.engine.zones import move
from manamelee.scenario import Scenario


def _table_key(table, oid):
    return next(k for k in table if k == oid)


def _big_ids_scenario():
    s = Scenario(2)
    s.library(0, *(["Forest"] * 300))              # ids past 256, as in any game of many players
    bears = s.hand(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    return s, g, bears


def test_400_7_a_moved_objects_new_id_is_held_once_by_the_objects_table_the_zone_list_and_the_layer_results():
    s, g, bears = _big_ids_scenario()
    assert bears > 256
    nid = move(g, bears, "battlefield", rule="305.1")
    assert nid == g.key(nid)
    assert _table_key(g.objects, nid) is g.key(nid)
    assert g.battlefield[-1] is g.key(nid)
    g.all_chars()
    assert _table_key(g._chars, nid) is g.key(nid)
    assert g.chars(nid).name == "Grizzly Bears" and g.controller(nid) == 0


def test_400_7_a_card_leaving_its_zone_list_is_found_there_by_identity_and_removed():
    s, g, bears = _big_ids_scenario()
    nid = move(g, bears, "graveyard", rule="701.8")
    assert bears not in g.players[0].hand and g.players[0].graveyard[-1] is g.key(nid)


def test_an_id_never_given_is_its_own_key():
    s, g, _ = _big_ids_scenario()
    assert g.key(-1) == -1
    assert g.key(g.next_id + 1000) == g.next_id + 1000
    assert g.objects.get(g.key(g.next_id + 1000)) is None


def test_a_copied_game_shares_the_keys_and_each_game_goes_on_giving_ids_of_its_own():
    s, g, bears = _big_ids_scenario()
    c = g.copy()
    assert c.key(bears) is g.key(bears)
    a = g.new_id()
    b = c.new_id()
    assert a == b and g.key(a) == a and c.key(b) == b
    n = move(c, bears, "battlefield", rule="305.1")
    assert n in c.objects and n not in g.objects and c.chars(n).name == "Grizzly Bears"
