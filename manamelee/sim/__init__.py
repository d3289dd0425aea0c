"""Running games: one game with agents, replays, and (later) batches on local cores or Ray."""
