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


def _scenario_table(server, browser, n: int, build) -> tuple[str, dict, object]:
    """A table of ``n`` human seats made through the API, whose game is then replaced by a position set up
    with the Scenario builder (``build(scenario)`` puts the permanents; seat 0's turn). The page shows it
    like any game: the envelope is built from ``t.game``. Returns the table id, the create answer, the game."""
    data = _create_rest(browser, server.url, {"variant": "ffa", "players": n, "seed": 1,
                                              "seats": [{"name": nm} for nm in PLAYER_NAMES[:n]]})
    t = server.app.state.tables.get(data["table"])
    s = Scenario([x.name for x in t.seats])
    step = build(s)
    g = s.start(active=0, step=step or Step.MAIN1)
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
