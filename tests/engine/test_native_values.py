"""Issue 18: values the compiled engine builds natively keep the dataclass behaviour they had (equality, hash)."""
from manamelee.engine.decisions import Option, Proc
from manamelee.engine.mana import ManaCost, ManaPool


def test_117_3_a_recorded_answer_is_found_among_options_built_again():
    a = Option("cast", "opt.cast", 7, (("card", "Shock"),))
    again = Option("cast", "opt.cast", 7, (("card", "Shock"),))
    assert a == again and not (a != again) and hash(a) == hash(again)
    assert hash(a) == hash(("cast", "opt.cast", 7, (("card", "Shock"),)))   # the frozen dataclass's hash
    assert a != Option("cast", "opt.cast", 8, (("card", "Shock"),)) and a != ("cast", "opt.cast", 7)
    assert len({a, again}) == 1
    proc = Proc([a])
    assert proc.ask(0, "priority", "prompt.priority", [Option("pass", "opt.pass_priority"), again]) is a


def test_601_2f_choosing_x_changes_only_a_cost_with_x():
    plain = ManaCost.parse("{1}{R}")
    assert plain.with_x(3) == plain == ManaCost(1, ("R",))
    xs = ManaCost.parse("{X}{X}{R}")
    assert xs.with_x(2) == ManaCost(4, ("R",), (), 0) and xs.x == 2


def test_106_4_a_pool_totals_and_empties():
    pool = ManaPool()
    pool.add("R", 2)
    pool.add("C")
    assert pool.total() == 3
    assert pool.empty() == 3 and pool.total() == 0


def test_601_2h_the_quick_payability_test_reads_plain_sources_and_the_pool():
    from manamelee.engine.mana import Source, plain_supply, surely_payable, surely_payable_from
    mountain, forest, gemstone = Source(1, "R"), Source(2, "G"), Source(3, "WUBRG")
    pool = dict.fromkeys("WUBRGC", 0)
    assert surely_payable(ManaCost.parse("{1}{R}"), pool, [mountain, forest])
    assert not surely_payable(ManaCost.parse("{R}{R}"), pool, [mountain, forest, gemstone])   # any-colour: generic
    assert surely_payable(ManaCost.parse("{R}{R}"), dict(pool, R=1), [mountain])              # 106.4: the pool
    assert not surely_payable(ManaCost.parse("{2}{G}"), pool, [forest, Source(4, "C", life=1)])  # life: not plain
    assert not surely_payable(ManaCost.parse("{G/W}"), pool, [forest])                        # hybrid: the search
    total, by_kind = plain_supply([mountain, forest, gemstone])
    assert (total, by_kind) == (3, {"R": 1, "G": 1})
    assert surely_payable_from(ManaCost.parse("{1}{R}{G}"), pool, total, by_kind)


def test_117_3_a_procedure_pausing_by_returning_its_question_asks_the_same_as_raising():
    from manamelee.engine.decisions import Ask, Question
    pass_, cast = Option("pass", "opt.pass_priority"), Option("cast", "opt.cast", 7)
    proc = Proc([cast])
    assert proc.answer(1, "priority", "prompt.priority", [pass_, cast]) is cast       # the recorded answer
    q = proc.answer(1, "priority", "prompt.priority", [pass_, cast], "117.3", {"player": "B"})
    assert isinstance(q, Question)                                                  # none left: the question
    assert (q.player, q.kind, q.prompt_key, q.options, q.rule, q.prompt_args) == \
        (1, "priority", "prompt.priority", (pass_, cast), "117.3", {"player": "B"})
    try:
        Proc().ask(1, "priority", "prompt.priority", [pass_, cast], "117.3", {"player": "B"})
    except Ask as a:
        r = a.question()
        assert (r.player, r.kind, r.prompt_key, r.options, r.rule, r.prompt_args) == \
            (q.player, q.kind, q.prompt_key, q.options, q.rule, q.prompt_args)
    else:
        raise AssertionError("ask with no recorded answer must raise")
    forced = Option("only", "text", 3)
    p2 = Proc()
    assert p2.answer(0, "x", "prompt", [forced]) is forced and p2.answers == [forced]   # a forced answer is kept


def test_106_4_500_4_the_pool_total_follows_adding_paying_emptying_and_copying():
    from manamelee.engine.mana import pay_from_pool
    pool = ManaPool()
    assert pool.total() == 0 and pool.empty() == 0
    pool.add("R", 2)
    pool.add("G")
    assert pool.total() == 3
    twin = pool.copy()
    assert twin == pool and twin.total() == 3
    assert pay_from_pool(ManaCost.parse("{1}{R}"), pool) and pool.total() == 1
    assert pool.empty() == 1 and pool.total() == 0 and pool == ManaPool()    # 500.4: what was left is lost
    assert twin.total() == 3                                                  # the copy is its own pool
    pool.add("W")
    assert pool.total() == 1
