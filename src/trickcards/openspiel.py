"""Every game as an OpenSpiel game under its published name: :mod:`trickcards.agents.openspiel` re-exported.

``trickcards.agents.openspiel.register()`` stays where programs found it; the adapter lives in
:mod:`trickcards.agents`.
"""

from trickcards.agents.openspiel import CHANCE_MODES, PREFIX, register, short_name

__all__ = ["CHANCE_MODES", "PREFIX", "register", "short_name"]
