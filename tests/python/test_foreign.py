"""Other programs' formats through the Python module: Simon Tatham's ids and f-puzzles links
read and written by convert, as the command line does."""

import pytest

import gridlogic

DOMINOSA = "dominosa:3:03220031320012311213"
UNRULY = "unruly:8x8u:bCgDBbefGBAacDakac"
SOLO = "solo:2x3:5_4d6f2a3_4b6_3a5f5d6_3"
FLIP = "flip:3x3c:d074191345d1644c17058,eb8"


def test_convert_to_tatham_and_back():
    for game_id, type_word in [(DOMINOSA, "dominosa"), (UNRULY, "binox"), (SOLO, "sudoku"),
                               (FLIP, "lightsout")]:
        puzzle = gridlogic.convert(game_id)
        assert puzzle["type"] == type_word
        assert gridlogic.convert(puzzle, to="tatham") == game_id
        assert gridlogic.convert(gridlogic.convert(puzzle, to="text"), to="tatham") == game_id


def test_unprefixed_ids_need_the_type():
    assert gridlogic.convert("3:03220031320012311213", type="dominosa", to="tatham") == DOMINOSA
    with pytest.raises(gridlogic.InputError):
        gridlogic.convert("3:03220031320012311213")


def test_fpuzzles_link_round_trip():
    link = gridlogic.convert(SOLO, to="fpuzzles-link")
    assert link.startswith("https://www.f-puzzles.com/?load=N4Ig")
    assert gridlogic.convert(link) == gridlogic.convert(SOLO)
    assert '"size":6' in gridlogic.convert(SOLO, to="fpuzzles")


def test_bad_ids_and_forms_name_the_place():
    with pytest.raises(gridlogic.InputError) as error:
        gridlogic.convert("solo:3x3:a2e9?")
    assert "char 14" in str(error.value)
    with pytest.raises(gridlogic.InputError) as error:
        gridlogic.convert(UNRULY, to="fpuzzles")
    assert "fpuzzles" in str(error.value)
