"""Running games: one game with agents, replays, and batches on local processes or Ray (simulate, summary)."""
