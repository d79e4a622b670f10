"""Test-wide setup: headless SDL, and a throwaway user folder so tests never touch real saves."""

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # without it pygame.init() spends ~110 ms probing ALSA
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-tests-"))


import pytest

from tabletop.runtime import pace_collector, release_collector

pace_collector()  # as every entry point of the app does


@pytest.fixture(autouse=True)
def own_user_folder(tmp_path_factory, monkeypatch):
    """Every test gets an empty user folder: saves written by one test are never offered in another's menu. Each
    starts in English, whatever the machine's language, and a language a test chose ends with it."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path_factory.mktemp("home")))
    for key in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    yield
    fonts = sys.modules.get("tabletop.ui.fonts")
    if fonts is not None:  # a small window's text floor ends with its test (the app sets it; no app is closed)
        fonts.set_window_scale(1.0)
    message = sys.modules.get("tabletop.engine.message")
    if message is not None and message.language() != "en":
        from tabletop import i18n

        i18n.use("en")
    release_collector()  # a table's move holds the collector for two frames: a test may stop before they are drawn


# The quick tier must finish in about 3 minutes on 2 cores. These largest-table cases of tests whose smaller cases
# stay in the quick tier are the slowest of it (20-40 s each), so they run in the long tier with the soak.
LONG_CASES = (
    # Since every word became a message (issue 27) a table's tips and faces cost more to build: these moved too.
    "test_play_prodigals.py::test_two_players_play_to_a_winner_by_clicking",
    "test_play_rialto.py::test_neutral_variant_plays_to_final_scoring_by_clicking",
    "rialto/test_explain.py::test_intent_of_agrees_with_target_of_and_why_not_hides_what_the_seat_may_not_see[3p-standard]",
    "rialto/test_explain.py::test_every_piece_on_the_table_has_a_tip_whose_first_line_is_a_name[3p-standard]",
    "masques/test_explain.py::test_tips_and_reasons_reveal_nothing_hidden[4-2]",
    "test_playouts.py::test_every_game_count_and_variant_keeps_every_invariant_at_every_step[rialto-5p-standard]",
    "test_playouts.py::test_every_game_count_and_variant_keeps_every_invariant_at_every_step[rialto-4p-standard]",
    "test_play_rialto.py::test_every_player_count_plays_to_final_scoring_by_clicking[5]",
    "test_play_rialto.py::test_every_player_count_plays_to_final_scoring_by_clicking[4]",
    "rialto/test_explain.py::test_tips_of_hidden_pieces_reveal_nothing[5p-standard]",
    "rialto/test_explain.py::test_tips_of_hidden_pieces_reveal_nothing[4p-standard]",
    "rialto/test_explain.py::test_every_piece_on_the_table_has_a_tip_whose_first_line_is_a_name[5p-standard]",
    "prodigals/test_table_scene.py::test_a_game_plays_to_its_end_by_clicking[4-size2]",
    "bots/test_honesty.py::test_the_same_choice_whatever_the_hidden_facts[rialto-5p]",
    "bots/test_honesty.py::test_the_same_choice_whatever_the_hidden_facts[prodigals-4p]",
    "bots/test_honesty.py::test_the_same_choice_whatever_the_hidden_facts[masques-4p]",
    "prodigals/test_playouts.py::test_eager_playouts_hit_the_end_trigger",
    "test_playouts.py::test_every_game_count_and_variant_keeps_every_invariant_at_every_step[rialto-3p-standard]",
    "test_playouts.py::test_every_game_count_and_variant_keeps_every_invariant_at_every_step[prodigals-5p-standard]",
    "test_playouts.py::test_every_game_count_and_variant_keeps_every_invariant_at_every_step[prodigals-4p-standard]",
    "rialto/test_explain.py::test_intent_of_agrees_with_target_of_and_why_not_hides_what_the_seat_may_not_see[5p-standard]",
    "rialto/test_explain.py::test_intent_of_agrees_with_target_of_and_why_not_hides_what_the_seat_may_not_see[4p-standard]",
    "rialto/test_explain.py::test_every_piece_on_the_table_has_a_tip_whose_first_line_is_a_name[4p-standard]",
    "rialto/test_explain.py::test_tips_of_hidden_pieces_reveal_nothing[3p-standard]",
    "test_play_rialto.py::test_every_player_count_plays_to_final_scoring_by_clicking[3]",
    "prodigals/test_table_scene.py::test_a_game_plays_to_its_end_by_clicking[5-size1]",
    "test_playouts.py::test_every_game_count_and_variant_keeps_every_invariant_at_every_step[rialto-2p-neutral]",
    "test_playouts.py::test_every_game_count_and_variant_keeps_every_invariant_at_every_step[prodigals-3p-standard]",
    "test_playouts.py::test_every_game_count_and_variant_keeps_every_invariant_at_every_step[masques-4p-standard]",
    # whole games by clicking that another quick test also plays (test_play_prodigals' 2p game, Rialto's neutral 2p)
    "prodigals/test_table_scene.py::test_a_game_plays_to_its_end_by_clicking[2-size0]",
    "test_play_rialto.py::test_every_player_count_plays_to_final_scoring_by_clicking[2]",
    "test_selftest.py::test_source_self_test_passes",  # the long tier also runs the bundle's own self-test
    # Greek and Czech (issue 28) added their label audits to the quick tier: these second seeds of a count moved.
    "masques/test_explain.py::test_every_piece_has_a_tip_whose_first_line_is_its_name[4-2]",
    "masques/test_explain.py::test_every_piece_has_a_tip_whose_first_line_is_its_name[3-2]",
    "masques/test_explain.py::test_tips_and_reasons_reveal_nothing_hidden[3-2]",
    "masques/test_explain.py::test_intent_of_agrees_with_target_of_and_every_button_has_a_slot[4-2]",
    "masques/test_explain.py::test_intent_of_agrees_with_target_of_and_every_button_has_a_slot[3-2]",
    # the soak's own case checks many more games of it
    "test_undo_information.py::test_no_seat_learns_anything_from_a_move_that_may_be_undone[rialto-5p-standard]",
)


def pytest_collection_modifyitems(items):
    """Mark the LONG_CASES as soak (the long tier)."""
    for item in items:
        if item.nodeid.endswith(LONG_CASES):
            item.add_marker(pytest.mark.soak)
