"""Issue 18: a quick "no" before the automatic payer's search (601.2h): mana.surely_unpayable says a cost can't be paid
only when even every source's most mana wouldn't pay it — never where the payer finds a way."""
from hypothesis import given, settings, strategies as st

from manamelee.engine.mana import ManaCost, Source, surely_unpayable
from manamelee.engine.mana_abilities import plan_mana


def test_601_2h_red_mana_with_only_sources_of_green_is_surely_unpayable():
    forests = [Source(1, "G"), Source(2, "G")]
    assert surely_unpayable(ManaCost.parse("{R}"), {}, forests)
    assert not surely_unpayable(ManaCost.parse("{R}"), {"R": 1}, forests)       # 106.4: red mana in the pool
    assert not surely_unpayable(ManaCost.parse("{2}"), {}, forests)


def test_601_2h_too_few_mana_in_all_is_surely_unpayable_but_a_double_source_counts_twice():
    assert surely_unpayable(ManaCost.parse("{2}{R}"), {}, [Source(1, "R")])
    assert not surely_unpayable(ManaCost.parse("{2}{R}"), {}, [Source(1, "R"), Source(2, "C", amount=2)])
    assert surely_unpayable(ManaCost.parse("{R}{R}"), {}, [Source(1, "R"), Source(2, "G", amount=2)])


def test_106_1_a_source_adding_a_fixed_combination_counts_each_kind_it_adds():
    karoo = Source(1, "RG", options=("RG",))         # "Add {R}{G}"
    assert not surely_unpayable(ManaCost.parse("{R}{G}"), {}, [karoo])
    assert surely_unpayable(ManaCost.parse("{R}{R}"), {}, [karoo])


_KINDS = st.sampled_from(["W", "U", "B", "R", "G", "C", "WU", "RG", "WUBRG"])


@settings(max_examples=300, deadline=None)
@given(generic=st.integers(0, 3), colored=st.lists(st.sampled_from("WUBRGC"), max_size=3),
       pool=st.dictionaries(st.sampled_from("WUBRGC"), st.integers(0, 2), max_size=3),
       sources=st.lists(st.tuples(_KINDS, st.integers(1, 2)), max_size=4))
def test_601_2h_surely_unpayable_never_contradicts_the_payer(generic, colored, pool, sources):
    cost = ManaCost(generic, tuple(colored))
    srcs = [Source(i + 1, kinds, amount=amount) for i, (kinds, amount) in enumerate(sources)]
    if surely_unpayable(cost, pool, srcs):
        assert plan_mana(cost, dict(pool), srcs, 20) is None
