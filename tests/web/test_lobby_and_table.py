"""The lobby and the table in the browser (issue 16, "The table"): one seat numbering with the command
line, random seating said and shown (806.3, 807.3), the command line's default variant, 10 and 16
seats readable at 1280x800, and attackers marked with what each one attacks (508.1).

Same set-up as test_browser_e2e (Debian's /usr/bin/chromium through Playwright, the real server on
loopback). Screenshots go to the pytest tmp dir (the path is printed; ``pytest -s`` shows it).
"""
from __future__ import annotations

import re

import pytest

from manamelee.engine.constants import Step
from manamelee.scenario import Scenario

from .test_browser_e2e import VIEWPORT, LiveServer, Seat, _create_rest, browser, server  # noqa: F401

pytest.importorskip("fastapi")

SMALL = {"width": 1280, "height": 800}


@pytest.fixture(scope="module")
def shots(tmp_path_factory):
    d = tmp_path_factory.mktemp("screenshots")
    print(f"\nscreenshots in {d}")
    return d


def _lobby(browser, base: str, lang: str = "en"):
    ctx = browser.new_context(viewport=VIEWPORT, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{base}/?lang={lang}")
    page.wait_for_selector("body[data-ready='1']")
    return ctx, page, errors


# ---------------------------------------------------------------------------------------- lobby
def test_lobby_defaults_to_the_command_lines_variant_and_numbers_seats_from_0(server, browser):
    from manamelee.cli import build_parser
    from manamelee.configs import make_config
    args = build_parser().parse_args(["play"])
    cli = make_config(args.players, variant=args.variant, seed=0)        # what `manamelee play` plays
    ctx, page, errors = _lobby(browser, server.url)
    try:
        assert page.input_value("#variant") == cli.variant == "ffa"
        assert int(page.input_value("#players")) == len(cli.players)
        assert page.eval_on_selector_all("#seat-rows td.seat-no", "els => els.map((e) => e.textContent)") == \
            [str(i) for i in range(len(cli.players))]
        assert not errors, errors
    finally:
        ctx.close()


def test_lobby_says_seats_are_random_806_3_and_shows_who_sits_where(server, browser, shots):
    from manamelee.multiplayer.variants import plan_variant
    names = ["Alex", "Bianca", "Carmen", "Dario"]
    seed = 2
    seating = [s.name for s in plan_variant("ffa", 4, None, None, None, False, False, names, seed).seats]
    assert seating != names, "the scenario needs a seed whose random seating moves people"
    ctx, page, errors = _lobby(browser, server.url)
    try:
        help_text = page.text_content("#seating-help")
        assert "806.3" in help_text
        page.select_option("#variant", "two-headed-giant")      # 810.3: teams sit together, not at random
        assert "806.3" not in page.text_content("#seating-help") and "--human 0" in page.text_content("#seating-help")
        page.select_option("#variant", "grand-melee")
        assert "807.3" in page.text_content("#seating-help")
        page.select_option("#variant", "ffa")
        page.fill("#seed", str(seed))
        rows = page.locator("#seat-rows tr")
        for i, nm in enumerate(names):
            rows.nth(i).locator(".seat-name-input").fill(nm)
        page.click("#create-btn")
        page.wait_for_selector("#created:not([hidden])")
        page.screenshot(path=str(shots / "lobby-random-seating.png"))
        assert page.get_attribute("#seating", "data-random") == "1"
        assert "806.3" in page.text_content("#seating")
        listed = page.eval_on_selector_all("#links li", "els => els.map((e) => [Number(e.dataset.seat), "
                                           "e.querySelector('.link-seat').textContent, "
                                           "e.querySelector('.link-name').textContent])")
        table_id = re.search(r"/table/([^?]+)", page.get_attribute(".join-link", "href")).group(1)
        g = server.game(table_id)
        assert [p.name for p in g.players] == seating                    # the server seated them at random
        assert listed == [[k, f"seat {k}", p.name] for k, p in enumerate(g.players)]
        # the human (row 0 of the form) is told their real seat, and the table agrees with the command line
        me = seating.index("Alex")
        assert me != 0
        assert page.get_attribute(".links li.human-seat", "data-seat") == str(me)
        join = page.get_attribute(".links li.human-seat .join-link", "href")
        assert not errors, errors
    finally:
        ctx.close()
    s = Seat(browser, server.url, me, join)
    try:
        s.page.wait_for_selector(".seat .seat-no")
        assert f"(seat {me})" in s.page.text_content("#whoami")
        numbers = s.page.eval_on_selector_all(".seat", "els => els.map((e) => [e.dataset.seat, "
                                              "e.querySelector('.seat-no').textContent, "
                                              "e.querySelector('.seat-name').textContent])")
        assert sorted(numbers) == sorted([str(k), str(k), p.name] for k, p in enumerate(g.players))
        assert s.page.get_attribute(".seat.me", "data-seat") == str(me)
        assert not s.errors, s.errors
    finally:
        s.close()


def test_lobby_italian_says_random_seating_in_italian(server, browser):
    ctx, page, errors = _lobby(browser, server.url, lang="it")
    try:
        it = page.evaluate("() => fetch('/api/i18n/it').then((r) => r.json())")
        assert page.text_content("#seating-help") == it["ui.lobby.random_seating"].replace("{rule}", "806.3")
        assert "sorteggiati" in page.text_content("#seating-help")
        assert not errors, errors
    finally:
        ctx.close()


def test_team_numbers_match_the_command_lines_from_0(server, browser):
    from manamelee.i18n import t
    data = _create_rest(browser, server.url, {"variant": "two-headed-giant", "players": 4, "seed": 1,
                                              "seats": [{"name": "Alex"}, {"name": "Bianca"}, {"name": "Carmen"},
                                                        {"name": "Dario"}]})
    g = server.game(data["table"])
    ctx = browser.new_context(viewport=VIEWPORT)
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}/table/{data['table']}?lang=en")
        page.wait_for_selector("body[data-ready='1'] .team-legend")
        chips = page.eval_on_selector_all(".team-legend .team-chip", "els => els.map((e) => e.textContent)")
        # the command line prints ", team T" on each "seat N:" line with the same T
        cli_teams = sorted({t("term.seat_team", "en", team=p.team).strip(", ") for p in g.players})
        assert [c.lower() for c in chips] == cli_teams == ["team 0", "team 1"]
    finally:
        ctx.close()


# ---------------------------------------------------------------------------------------- the table
PLAYER_NAMES = ["Alex", "Bianca", "Carmen", "Dario", "Elena", "Fabio", "Giulia", "Hugo", "Irene", "Jacopo",
                "Katia", "Luca", "Marta", "Nico", "Olga", "Paolo"]
# Long names on purpose: the longest creature names of the pool, with their power/toughness.
CREATURES = ["Thalia, Guardian of Thraben", "Kokusho, the Evening Star", "Gray Merchant of Asphodel",
             "Niv-Mizzet, the Firemind", "Knight of Meadowgrain", "Argothian Enchantress", "Stone-Throwing Devils",
             "Gatekeeper of Malakir", "Charging Monstrosaur", "Captain of the Watch", "Monastery Swiftspear",
             "Two-Headed Cerberus", "Thundermaw Hellkite", "Segovian Leviathan", "Sakura-Tribe Elder",
             "Zulaport Cutthroat"]
LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]


def _scenario_table(server, browser, n: int, build, step: Step = Step.MAIN1,
                    run_step_actions: bool = False) -> tuple[str, dict, Scenario]:
    """A table of ``n`` human seats made through the API, whose game is then replaced by a position set up
    with the Scenario builder (``build(scenario)`` puts the permanents; seat 0's turn). The page shows it
    like any game: the envelope is built from ``t.game``. Returns the table id, the create answer, the game."""
    data = _create_rest(browser, server.url, {"variant": "ffa", "players": n, "seed": 1,
                                              "seats": [{"name": nm} for nm in PLAYER_NAMES[:n]]})
    t = server.app.state.tables.get(data["table"])
    s = Scenario([x.name for x in t.seats])
    build(s)
    g = s.start(active=0, step=step, run_step_actions=run_step_actions)
    t.game = g
    return data["table"], data, s


def _board(s: Scenario) -> None:
    """Every seat: three basic lands (one tile, x3), two long-named creatures (one tapped, one with
    counters) and a third creature: about what a 10-16 player table shows by turn 5."""
    for p in range(s.n):
        for _ in range(3):
            s.battlefield(p, LANDS[p % 5])
        s.battlefield(p, CREATURES[p % len(CREATURES)])
        s.battlefield(p, CREATURES[(p + 5) % len(CREATURES)], tapped=True)
        s.battlefield(p, CREATURES[(p + 9) % len(CREATURES)], counters={"+1/+1": 2})
    s.hand(0, *CREATURES[:5])           # the viewer's hand takes its share of the height too


CLIPPED = """() => {
  // Every card name and power/toughness on the table: is its text cut off (by itself, its card, the seat's
  // battlefield or the seat panel) or outside the window?
  const inside = (a, b) => a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
  const view = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
  const out = [];
  for (const node of document.querySelectorAll('#seats .card-name, #seats .card-pt')) {
    const card = node.closest('.card');
    const r = node.getBoundingClientRect();
    const why = [];
    if (node.scrollWidth > node.clientWidth + 1) why.push(`text ${node.scrollWidth}px wide in ${node.clientWidth}px`);
    if (node.scrollHeight > node.clientHeight + 1) why.push(`text ${node.scrollHeight}px high in ${node.clientHeight}px`);
    if (r.width < 4 || r.height < 4) why.push('not shown');
    if (!inside(r, card.getBoundingClientRect())) why.push('outside its card');
    if (!inside(r, node.closest('.battlefield').getBoundingClientRect())) why.push('outside the battlefield (scrolled away)');
    if (!inside(r, node.closest('.seat').getBoundingClientRect())) why.push('outside the seat');
    if (!inside(r, view)) why.push('outside the window');
    if (why.length) out.push(`${node.closest('.seat').dataset.seat}: ${card.dataset.name} ${node.className}: ${why.join(', ')}`);
  }
  for (const node of document.querySelectorAll('.my-hand .card-name')) {
    if (node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1) {
      out.push(`hand: ${node.closest('.card').dataset.name}: text ${node.scrollWidth}x${node.scrollHeight} in ${node.clientWidth}x${node.clientHeight}`);
    }
  }
  return out;
}"""


@pytest.mark.parametrize("n", [10, 16])
def test_10_and_16_seats_readable_at_1280x800(server, browser, shots, n):
    table_id, data, s = _scenario_table(server, browser, n, _board)
    ctx = browser.new_context(viewport=SMALL, locale="en-US")
    try:
        page = ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(f"{server.url}{data['seats'][0]['join_url']}&lang=en")
        page.wait_for_selector("body[data-ready='1'] .seat .card")
        page.wait_for_timeout(300)
        page.screenshot(path=str(shots / f"table-{n}-seats-1280x800.png"))
        assert page.locator(".seat").count() == n
        names = page.eval_on_selector_all("#seats .card", "els => els.map((e) => e.dataset.name)")
        assert set(names) == {s.g.objects[o].card.name for o in s.g.battlefield}, "every permanent has a tile"
        assert page.locator("#seats .card-pt").count() == 3 * n
        assert page.locator(".my-hand .card").count() == 5
        clipped = page.evaluate(CLIPPED)
        assert not clipped, f"{len(clipped)} cut off, e.g. " + "; ".join(clipped[:8])
        assert not errors, errors
    finally:
        ctx.close()


# ---------------------------------------------------------------------------------------- combat
ARROW_ENDS = """(sel) => {
  const area = document.getElementById('table-area').getBoundingClientRect();
  return [...document.querySelectorAll(sel)].map((p) => {
    const a = p.getPointAtLength(0);
    const b = p.getPointAtLength(p.getTotalLength());
    return { attacker: Number(p.dataset.attacker), target: p.dataset.target, cls: p.getAttribute('class'),
             x1: a.x + area.left, y1: a.y + area.top, x2: b.x + area.left, y2: b.y + area.top,
             title: p.querySelector('title').textContent };
  });
}"""


def _rect(page, selector: str) -> dict:
    return page.eval_on_selector(selector, "e => { const r = e.getBoundingClientRect(); "
                                 "return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; }")


def _inside(x: float, y: float, r: dict, slack: float = 2) -> bool:
    return r["left"] - slack <= x <= r["right"] + slack and r["top"] - slack <= y <= r["bottom"] + slack


def _on_edge(x: float, y: float, r: dict, slack: float = 3) -> bool:
    """The point touches the rectangle's border (an arrowhead on a seat panel)."""
    return _inside(x, y, r, slack) and min(abs(x - r["left"]), abs(x - r["right"]), abs(y - r["top"]),
                                           abs(y - r["bottom"])) <= slack


def _declaring_frames(seat: Seat) -> list[str]:
    """WebSocket frames that carry a non-empty declaration in progress."""
    return [f for f in seat.frames if re.search(r'"declaring":\s*\[\s*\{', f)]


def test_attackers_marked_while_declared_and_arrows_to_what_they_attack_508_1(server, browser, shots):
    ids: dict[str, int] = {}

    def board(s: Scenario) -> None:
        ids["knight"] = s.battlefield(0, "Knight of Meadowgrain")
        ids["bear"] = s.battlefield(0, "Runeclaw Bear")
        ids["elder"] = s.battlefield(0, "Sakura-Tribe Elder")
        for p in range(1, 4):
            s.battlefield(p, LANDS[p])
    table_id, data, s = _scenario_table(server, browser, 4, board, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    g = s.g
    assert g.pending()[0].kind == "declare_attackers" and g.pending()[0].player == 0
    names = [p.name for p in g.players]
    me = Seat(browser, server.url, 0, data["seats"][0]["join_url"])
    other = Seat(browser, server.url, 1, data["seats"][1]["join_url"])
    en = me.page.evaluate("() => fetch('/api/i18n/en').then((r) => r.json())")
    knight = f"#seats .card[data-id='{ids['knight']}']"
    try:
        page = me.page
        page.click(".decision[data-kind='declare_attackers'] button.opt-attacker:has-text('Knight of Meadowgrain')")
        # 508.1b: choosing what the Knight attacks; it is already marked as an attacker
        page.wait_for_selector(".decision[data-kind='choose_defender'] button.opt-defender")
        page.wait_for_selector(f"{knight}.attacking.declaring")
        assert page.text_content(f"#seats .seat[data-seat='0'] .badge-declaring") == en["ui.card.choosing_defender"]
        assert page.get_attribute("#arrows", "data-count") == "0"
        page.click(f".decision[data-kind='choose_defender'] button.opt-defender:has-text('{names[2]}')")
        page.wait_for_selector(f"#arrows path.arrow.declaring[data-attacker='{ids['knight']}'][data-target='player:2']")
        assert page.text_content(".badge-declaring") == en["ui.card.declaring"].replace("{target}", names[2])
        # the arrow starts on the Knight and ends on the edge of the seat it attacks
        [arrow] = page.evaluate(ARROW_ENDS, "#arrows path.arrow")
        assert _inside(arrow["x1"], arrow["y1"], _rect(page, knight))
        assert _on_edge(arrow["x2"], arrow["y2"], _rect(page, "#seats .seat[data-seat='2']"))
        assert names[2] in arrow["title"] and "Knight of Meadowgrain" in arrow["title"]
        page.screenshot(path=str(shots / "attack-declaring.png"))
        # a declaration in progress is the declaring player's own: the others see nothing of it yet
        other.page.wait_for_selector("#seats .seat .card")
        assert other.page.locator("#seats .card.declaring, #seats .card.attacking").count() == 0
        assert other.page.get_attribute("#arrows", "data-count") == "0"
        assert not _declaring_frames(other)
        state = other.page.evaluate("(u) => fetch(u).then((r) => r.json())",
                                    f"/api/tables/{table_id}/state?token={other.token}")
        assert state["declaring"] == []
        # a second attacker at another player, then the declaration is made (508.1)
        page.click(".decision[data-kind='declare_attackers'] button.opt-attacker:has-text('Runeclaw Bear')")
        page.click(f".decision[data-kind='choose_defender'] button.opt-defender:has-text('{names[3]}')")
        page.wait_for_selector(f"#arrows path.arrow.declaring[data-attacker='{ids['bear']}'][data-target='player:3']")
        page.click(".decision[data-kind='declare_attackers'] button.opt-done")
        page.wait_for_selector("#arrows[data-count='2'] path.arrow.declared")     # the server took the answer
        assert dict(g.turns[0].combat.attackers) == {ids["knight"]: ("player", 2), ids["bear"]: ("player", 3)}
        want = sorted([[ids["knight"], "player:2"], [ids["bear"], "player:3"]])
        for seat in (me, other):             # declared attacks are public: both see the same arrows
            seat.page.wait_for_selector("#arrows[data-count='2'] path.arrow.declared")
            ends = seat.page.evaluate(ARROW_ENDS, "#arrows path.arrow")
            assert sorted([a["attacker"], a["target"]] for a in ends) == want
            assert all(a["cls"] == "arrow declared" for a in ends)
            for a in ends:
                card = f"#seats .card[data-id='{a['attacker']}']"
                assert _inside(a["x1"], a["y1"], _rect(seat.page, card))
                assert _on_edge(a["x2"], a["y2"], _rect(seat.page, f"#seats .seat[data-seat='{a['target'][-1]}']"))
            assert seat.page.locator("#seats .card.declaring").count() == 0
            badges = seat.page.eval_on_selector_all("#seats .badge-attacking", "els => els.map((e) => e.textContent)")
            assert sorted(badges) == sorted(en["ui.card.attacking"].replace("{target}", names[k]) for k in (2, 3))
        me.page.screenshot(path=str(shots / "attack-declared.png"))
        other.page.screenshot(path=str(shots / "attack-declared-opponent.png"))
        assert not me.errors and not other.errors, me.errors + other.errors
    finally:
        me.close()
        other.close()
