"""What the shell hands a board (screens.board_ctx), built from a bare state for the CPython board tests."""

from tavolo.ui.widgets import seat_mark


def board_ctx(state, viewer=0, lang="en", names=None, changed=frozenset()):
    names = names or [f"<P{i}>" for i in range(state.num_players)]
    interactive = viewer is not None and viewer == state.current_player
    return {"lang": lang, "names": names, "seats": [{"name": n, "bot": None} for n in names], "viewer": viewer,
            "interactive": interactive, "last": None, "step": 0, "mark": seat_mark, "changed": frozenset(changed),
            "legal": state.legal_actions() if interactive and not state.is_over else []}
