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
