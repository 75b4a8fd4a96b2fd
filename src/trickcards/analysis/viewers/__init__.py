"""Each game's viewer: what its players see, and how to deal what they cannot."""
