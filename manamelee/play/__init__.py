"""Playing with people: the terminal table for ``manamelee play --human SEAT`` (:mod:`manamelee.play.terminal`)."""
