"""Every game as a PettingZoo environment under its published name: :mod:`trickcards.agents.pettingzoo` re-exported.

``trickcards.agents.pettingzoo.env(name, **options)`` stays where programs found it; the adapter
lives in :mod:`trickcards.agents`.
"""

from trickcards.agents.pettingzoo import env, raw_env

__all__ = ["env", "raw_env"]
