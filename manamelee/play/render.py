"""Rendering one seat's view of the table for the terminal (with ``rich``): players, hands, battlefield, stacks.

Everything shown comes from ``game.view(seat)`` (DESIGN "views"), so a human sees exactly what that seat
may know: their own hand, teammates' hands where the variant allows it (808.5, 809.7, 810.5), and public
information for everyone else.
"""
from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..i18n import has_key, render, t


def _step(step: str, lang: str) -> str:
    key = "step." + step
    return render(key, None, lang) if has_key(key) else step


def _faces(c: dict[str, Any]) -> str:
    """" [Front // *Back]": every face or half of a card of several (709, 712, 715), the face up starred."""
    faces = c.get("faces")
    if not faces:
        return ""
    return " [" + " // ".join(("*" if f["name"] == c.get("face_up") else "") + f["name"] for f in faces) + "]"


def _card(c: dict[str, Any]) -> str:
    cost = f" {c['mana_cost']}" if c.get("mana_cost") else ""
    return f"{c['name']}{cost}{_faces(c)}"


def _permanent(p: dict[str, Any], names: dict[int, str], lang: str, objects: dict[int, str] | None = None) -> str:
    out = p["name"] + _faces(p)
    if p.get("face_down_card"):
        out += f" [{p['face_down_card']}]"          # 708.5: the controller may look at its face-down permanent
    if p.get("power") is not None and p.get("toughness") is not None:
        out += f" {p['power']}/{p['toughness']}"
    marks = []
    if p.get("tapped"):
        marks.append(t("term.tapped", lang))
    if p.get("damage"):
        marks.append(t("term.damage", lang, n=p["damage"]))
    for kind, n in sorted((p.get("counters") or {}).items()):
        marks.append(t("term.counter", lang, n=n, kind=kind))
    if p.get("protector") is not None:
        marks.append(t("term.protector", lang, player=names.get(p["protector"], "?")))
    if p.get("class_level") is not None:
        marks.append(t("term.class_level", lang, n=p["class_level"]))       # 716.2b
    if p.get("solved"):
        marks.append(t("term.solved", lang))                                  # 719.3b
    if p.get("token"):
        marks.append(t("term.token", lang))
    if p.get("sick"):
        marks.append(t("term.sick", lang))
    if "attacking" in p:
        ref = p["attacking"]
        whom = names.get(ref[1], "?") if ref and ref[0] == "player" else \
            (objects or {}).get(ref[1], f"#{ref[1]}")          # the planeswalker or battle it attacks (506.3)
        marks.append(t("term.attacking", lang, target=whom))
    if "blocking" in p:
        marks.append(t("term.blocking", lang))
    return out + (f" ({', '.join(marks)})" if marks else "")


def render_view(console: Console, view: dict[str, Any], seat: int, lang: str = "en") -> None:
    """Print what ``seat`` may see: turns and steps, players, visible hands, battlefield, command zone, stacks."""
    names = {p["seat"]: p["name"] for p in view["players"]}
    for tr in view["turns"]:
        who = "+".join(names[s] for s in tr["side"])
        head = t("term.turn_header", lang, n=tr["number"], who=who, step=_step(tr["step"], lang))
        if tr.get("marker") is not None:
            head += t("term.marker_suffix", lang, n=tr["marker"])
        if tr.get("priority") is not None:
            head += t("term.priority_suffix", lang, player=names[tr["priority"]])
        console.print(Text(head, style="bold"))
        for item in tr["stack"][::-1]:
            console.print(Text("  " + t("term.stack_item", lang, card=item["name"], player=names[item["controller"]],
                                         text=item["text"] or "")))
        if not tr["stack"]:
            console.print(Text("  " + t("term.stack_empty", lang)))
    if view.get("day_night"):                                     # 728.1
        console.print(Text(t("term.day_night", lang, value=t("term." + view["day_night"], lang))))
    table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
    for col in ("seat", "player", "team", "life", "poison", "hand", "library", "graveyard"):
        table.add_column(t("term.col." + col, lang))
    for p in view["players"]:
        status = ""
        if p["left"]:
            status = " " + t("term.left", lang)
        elif p["seat"] == seat:
            status = " " + t("term.you", lang)
        table.add_row(str(p["seat"]), Text(p["name"] + status), "" if p["team"] is None else str(p["team"]),
                      str(p["life"]), str(p["poison"]), str(p["hand_size"]), str(p["library_size"]),
                      str(len(p["graveyard"])))
    console.print(table)
    for p in view["players"]:
        if "hand" in p and not p["left"]:
            title = t("term.your_hand", lang) if p["seat"] == seat else t("term.hand_of", lang, player=p["name"])
            cards = ", ".join(_card(c) for c in p["hand"]) or t("term.no_cards", lang)
            console.print(Text(f"{title}: {cards}"))
    console.print(Text(t("term.battlefield", lang) + ":", style="bold"))
    by_ctl: dict[int, list[str]] = {}
    objects = {perm["id"]: perm["name"] for perm in view["battlefield"]}
    for perm in view["battlefield"]:
        by_ctl.setdefault(perm["controller"], []).append(_permanent(perm, names, lang, objects))
    for s, name in names.items():
        if s in by_ctl:
            console.print(Text(f"  {name}: " + "; ".join(by_ctl[s])))
    if not by_ctl:
        console.print(Text("  " + t("term.battlefield_empty", lang)))
    if view.get("command"):
        console.print(Text(t("term.command", lang) + ": " + "; ".join(
            f"{c['name']} ({names.get(c.get('owner'), '?')})" for c in view["command"])))
    state = view.get("variant_state") or {}
    taxed = [c for c in state.get("commanders", ()) if c["tax"]]
    if taxed:                                                   # 903.8
        console.print(Text(t("term.commander_tax", lang) + ": " + "; ".join(
            f"{c['name'] or '?'} ({names.get(c['owner'], '?')}) +{{{c['tax']}}}" for c in taxed)))
    if state.get("commander_damage"):                           # 903.10a
        console.print(Text(t("term.commander_damage", lang) + ": " + "; ".join(
            f"{names.get(d['owner'], '?')} -> {names.get(d['player'], '?')} {d['damage']}"
            for d in state["commander_damage"])))


def render_decision(console: Console, prompt: str, options: list[str], rule: str, lang: str = "en") -> None:
    """Print the question and its numbered options (numbered from 1)."""
    console.print(Text(t("term.decision", lang, prompt=prompt) + (f"  [{rule}]" if rule else ""), style="bold"))
    width = len(str(len(options)))
    for i, label in enumerate(options, 1):
        console.print(Text(f"  {i:>{width}}) {label}"))
