// Simon Tatham's game ids: real ids of his apps read to the puzzles his solvers solve, written
// back unchanged; our puzzles written and read back equal; bad ids refused at their character.
#include "foreign/helpers.hpp"

namespace gridlogic {
namespace {

using foreign_testing::data_file;
using foreign_testing::expect_id_round_trip;
using foreign_testing::expect_puzzle_round_trip;
using foreign_testing::read_error;
using foreign_testing::read_one;
using foreign_testing::solved;

// From his icons/*.sav save files (what his apps show under Game > Specific, with the name).
const std::string kDominosaSave =
    "dominosa:6:55521461210004364611033535444421636022603153156422620503";
const std::string kSoloSave =
    "solo:3x3:a2e9a5b6a2b3_7a1_4a9_6a2b4_1a7_2b1_7e6_9b2_5a8_1b6a5_9a3_8a7_2b8a6b1a1e4a";
const std::string kUnrulySave = "unruly:6x6de:faCADAJeBd";
const std::string kFlipSave =
    "flip:5x5c:c400007100001c4000071000018400043100011c400047100011c400046100010c400047100011c4000"
    "471000118400043100011c400047100011c400046100010c000047000011c0000470000118,5c18b48";
// From his generators (new_desc with a fixed seed), params as encode_params(full) writes them.
const std::string kSoloKiller =
    "solo:3x3k:zzzc,a__a__a__a__a__a_______a________aa____a___________a___aaaaaaaaaa_aba_aaaaa___"
    "aa_____b_aaacaaaaaaa_,13a17_13_6a9_13_5_15c6g11_12a15_12_10_7_13_12a9g6a16_15_17a15_5b15e9_9_"
    "14b20_10_8_11c5e9a8c15a";
const std::string kSoloKiller2x3 =
    "solo:2x3k:zj,_b___a_a_a_aa_acab_a_a____a______a___aa__,10_8b6_8a10_8e12_3a9_3b9c9a10b6a6a9a";
const std::string kSolo2x3 = "solo:2x3:5_4d6f2a3_4b6_3a5f5d6_3";
const std::string kUnruly8 = "unruly:8x8u:bCgDBbefGBAacDakac";
const std::string kUnruly6x10 = "unruly:6x10u:dAJABaaDDJbadECbbABa";
const std::string kFlip3 = "flip:3x3c:d074191345d1644c17058,eb8";
const std::string kFlipRandom = "flip:3x2r:9b96761cb,a4";
const std::string kDominosa3 = "dominosa:3:03220031320012311213";
const std::string kDominosa10 =
    "dominosa:10:676[10]53078888338[10]141[10]377422[10]19970857381219051[10]156972004566032055"
    "919686465[10][10]66742[10][10]923194458[10]6978084[10]5[10]7490931792171330628255422304034";

TEST(TathamSolo, SaveFileIdIsHisSudoku) {
  auto puzzle = read_one(kSoloSave);
  ASSERT_NE(puzzle, nullptr);
  EXPECT_EQ(puzzle->type_name(), "sudoku");
  // His solver's answer (solo.c STANDALONE_SOLVER).
  EXPECT_EQ(solved(*puzzle), Json::parse(R"(["426381795","589672413","731459682","954167238",
      "178234569","362598174","645913827","297846351","813725946"])"));
  expect_id_round_trip(
      "solo:3x3:a2e9a5b6a2b3_7a1_4a9_6a2b4_1a7_2b1_7e6_9b2_5a8_1b6a5_9a3_8a7_2b8a6b1a1e4a");
}

TEST(TathamSolo, BoxesAreCRowsHighAndRColumnsWide) {
  auto puzzle = read_one(kSolo2x3);
  ASSERT_NE(puzzle, nullptr);
  EXPECT_EQ(puzzle->to_json().value("box", Json::array({2, 3})), Json::array({2, 3}));
  EXPECT_EQ(solved(*puzzle),
            Json::parse(R"(["541632","632514","125346","463251","316425","254163"])"));
  expect_id_round_trip(kSolo2x3);
}

TEST(TathamSolo, KillerIdsReadToHisCagesAndSolution) {
  auto puzzle = read_one(kSoloKiller);
  ASSERT_NE(puzzle, nullptr);
  EXPECT_EQ(puzzle->type_name(), "killer");
  EXPECT_EQ(solved(*puzzle), Json::parse(R"(["586742193","379651842","412839756","195386274",
      "647215938","823497615","738964521","961523487","254178369"])"));
  expect_id_round_trip(kSoloKiller);
  auto small = read_one(kSoloKiller2x3);
  ASSERT_NE(small, nullptr);
  EXPECT_EQ(solved(*small),
            Json::parse(R"(["631452","425316","356124","142635","263541","514263"])"));
  expect_id_round_trip(kSoloKiller2x3);
}

TEST(TathamSolo, ParametersOfHowHeMadeItAreSkipped) {
  const std::string desc = kSoloSave.substr(kSoloSave.find(':', 5));
  for (const std::string params : {"3x3a", "3x3dt", "3x3md4de", "3x3r4du", "3"}) {
    auto puzzle = read_one("solo:" + params + desc);
    ASSERT_NE(puzzle, nullptr) << params;
    EXPECT_EQ(write_foreign(*puzzle, "tatham"), kSoloSave) << params;
  }
}

TEST(TathamSolo, RulesWeDoNotModelAreRefused) {
  EXPECT_NE(read_error("solo:3x3j:a").find("char 9: 'j' is a jigsaw"), std::string::npos)
      << read_error("solo:3x3j:a");
  EXPECT_NE(read_error("solo:3x3x:a").find("char 9: 'x' makes both diagonals"), std::string::npos);
}

TEST(TathamSolo, OurSudokusAndKillersGoThereAndBack) {
  for (const std::string& line : {std::string(
           "9..5....3.....629....7..45...3...7..4....5.2...8.1.....4..8.5..6...........234..1")}) {
    auto puzzle = read_one(line);
    ASSERT_NE(puzzle, nullptr);
    expect_puzzle_round_trip(*puzzle, "tatham");
  }
  // Our killers: those whose cages all have 2 cells or more go there and back; Solo refuses
  // a one-cell cage when written.
  size_t written = 0;
  size_t refused = 0;
  std::istringstream batch(data_file("killer/generated.jsonl"));
  for (std::string line; std::getline(batch, line);) {
    auto puzzle = read_one(line);
    ASSERT_NE(puzzle, nullptr);
    try {
      expect_puzzle_round_trip(*puzzle, "tatham");
      ++written;
    } catch (const NotAvailable& error) {
      EXPECT_NE(std::string(error.what()).find("cages have 2 to"), std::string::npos);
      ++refused;
    }
  }
  EXPECT_GT(refused, 0u);
  auto killer = read_one(kSoloKiller);
  ASSERT_NE(killer, nullptr);
  expect_puzzle_round_trip(*killer, "tatham");
  (void)written;
}

TEST(TathamSolo, BadIdsNameTheCharacter) {
  EXPECT_NE(read_error("solo:3x3:a2e9?").find("line 1: tatham: char 14: '?'"), std::string::npos)
      << read_error("solo:3x3:a2e9?");
  EXPECT_NE(read_error("solo:3x3:a2e").find("char 13: the grid ends after 7 of 81 cells"),
            std::string::npos)
      << read_error("solo:3x3:a2e");
  EXPECT_NE(read_error("solo:3x3:zzzd9").find("char 13: the grid runs past"), std::string::npos)
      << read_error("solo:3x3:zzzd9");
  EXPECT_NE(read_error("solo:3x3k:zzzc").find("expected ',' and the cages"), std::string::npos);
  EXPECT_NE(read_error("solo:3x3#12345").find("char 9: a random-seed id"), std::string::npos)
      << read_error("solo:3x3#12345");
}

TEST(TathamDominosa, SaveFileAndGeneratedIds) {
  auto six = read_one(kDominosaSave);
  ASSERT_NE(six, nullptr);
  EXPECT_EQ(six->to_json()["grid"].size(), 7u);     // N+1 rows
  EXPECT_EQ(six->to_json()["grid"][0].size(), 8u);  // N+2 columns
  expect_id_round_trip(kDominosaSave);
  expect_id_round_trip(kDominosa3);
  auto ten = read_one(kDominosa10);
  ASSERT_NE(ten, nullptr);
  EXPECT_EQ(ten->to_json()["grid"][0][3], 10);
  expect_id_round_trip(kDominosa10);
  // His solver's layout of the 3 (dominosasolver): the first row is 0-3, 2-2, and 0 down.
  EXPECT_EQ(solved(*read_one(kDominosa3))[0], "RLRLD");
  // A difficulty suffix is skipped; the written id carries none.
  EXPECT_EQ(write_foreign(*read_one("dominosa:3dh:03220031320012311213"), "tatham"), kDominosa3);
}

TEST(TathamDominosa, OurBoardsGoThereAndBackWhenShapedAsHis) {
  std::istringstream batch(data_file("dominosa/unique_any.jsonl"));
  size_t written = 0;
  for (std::string line; std::getline(batch, line);) {
    auto puzzle = read_one(line);
    ASSERT_NE(puzzle, nullptr);
    const Json grid = puzzle->to_json()["grid"];
    if (grid.size() + 1 == grid[0].size()) {
      expect_puzzle_round_trip(*puzzle, "tatham");
      ++written;
    } else {
      EXPECT_THROW((void)write_foreign(*puzzle, "tatham"), NotAvailable);
    }
  }
  EXPECT_GT(written, 0u);
}

TEST(TathamDominosa, BadIdsNameTheCharacter) {
  EXPECT_NE(read_error("dominosa:1:01110").find("char 17: the description is too short"),
            std::string::npos)
      << read_error("dominosa:1:01110");
  EXPECT_NE(read_error("dominosa:1:0111000").find("char 18: the description is too long"),
            std::string::npos);
  EXPECT_NE(read_error("dominosa:1:011x00").find("char 15: 'x'"), std::string::npos);
  EXPECT_NE(read_error("dominosa:1:011500").find("char 15: number 5 is past the largest"),
            std::string::npos)
      << read_error("dominosa:1:011500");
  EXPECT_NE(read_error("dominosa:6#12345").find("char 11: a random-seed id"), std::string::npos)
      << read_error("dominosa:6#12345");
  // Well formed, but not a double set: the puzzle's own rule, at the description.
  EXPECT_NE(read_error("dominosa:1:000000").find("char 12: the description:"), std::string::npos)
      << read_error("dominosa:1:000000");
}

TEST(TathamUnruly, GeneratedIdsReadToHisSolutions) {
  auto eight = read_one(kUnruly8);
  ASSERT_NE(eight, nullptr);
  // unrulysolver: 1 is his colour 1, our X.
  EXPECT_EQ(solved(*eight), Json::parse(R"(["XOOXXOXO","OXXOOXOX","XXOOXOXO","OOXXOXOX",
      "OXOOXXOX","XOXXOOXO","XOXOXXOO","OXOXOOXX"])"));
  expect_id_round_trip(kUnruly8);
  auto tall = read_one(kUnruly6x10);
  ASSERT_NE(tall, nullptr);
  EXPECT_EQ(tall->to_json()["grid"].size(), 10u);
  EXPECT_EQ(solved(*tall)[0], "XOXOXO");
  expect_id_round_trip(kUnruly6x10);
}

TEST(TathamUnruly, WithoutUniqueLinesItIsNotBinox) {
  EXPECT_NE(read_error(kUnrulySave).find("char 13: without 'u'"), std::string::npos)
      << read_error(kUnrulySave);
}

TEST(TathamUnruly, OurGridsGoThereAndBack) {
  auto puzzle = read_one(data_file("binox/generated_10x10.binox"));
  ASSERT_NE(puzzle, nullptr);
  expect_puzzle_round_trip(*puzzle, "tatham");
  auto wide = read_one("binox\nX.....O...\n..........\n");
  ASSERT_NE(wide, nullptr);
  expect_puzzle_round_trip(*wide, "tatham");
  EXPECT_EQ(write_foreign(*wide, "tatham"), "unruly:10x2u:Afn");
}

TEST(TathamUnruly, BadIdsNameTheCharacter) {
  EXPECT_NE(read_error("unruly:8x8u:bC1").find("char 15: '1' is not a letter"), std::string::npos)
      << read_error("unruly:8x8u:bC1");
  EXPECT_NE(read_error("unruly:8x8u:bC").find("char 15: the description is too short"),
            std::string::npos);
  EXPECT_NE(read_error("unruly:7x8u:zzzzza").find("char 8: the width and height must be even"),
            std::string::npos)
      << read_error("unruly:7x8u:zzzzza");
}

TEST(TathamFlip, CrossesAreAGridBoard) {
  auto five = read_one(kFlipSave);
  ASSERT_NE(five, nullptr);
  EXPECT_EQ(five->to_json()["grid"], Json::parse(R"(["01011","10000","01100","01011","01001"])"));
  expect_id_round_trip(kFlipSave);
  auto three = read_one(kFlip3);
  ASSERT_NE(three, nullptr);
  EXPECT_TRUE(three->to_json().contains("grid"));
  expect_id_round_trip(kFlip3);
  auto board = read_one("lightsout\n10110\n01101\n11011\n00000\n10101\n");
  ASSERT_NE(board, nullptr);
  expect_puzzle_round_trip(*board, "tatham");
}

TEST(TathamFlip, SymmetricMatricesAreGraphsAndOthersAreRefused) {
  const std::string graph =
      R"({"type":"lightsout","levels":2,"nodes":4,"edges":[[0,1],[0,3],[1,2]],"state":[1,0,1,1]})";
  auto puzzle = read_one(graph);
  ASSERT_NE(puzzle, nullptr);
  expect_puzzle_round_trip(*puzzle, "tatham");
  EXPECT_EQ(write_foreign(*puzzle, "tatham").substr(0, 11), "flip:4x1r:d");
  EXPECT_NE(read_error(kFlipRandom).find("not symmetric"), std::string::npos)
      << read_error(kFlipRandom);
  EXPECT_THROW((void)write_foreign(*read_one("lightsout\n1#1\n111\n"), "tatham"), NotAvailable);
  EXPECT_THROW((void)write_foreign(*read_one("lightsout levels=3\n12\n01\n"), "tatham"),
               NotAvailable);
}

TEST(TathamFlip, BadIdsNameTheCharacter) {
  EXPECT_NE(read_error("flip:2x2c:fffff,f").find("char 15: the matrix takes 4 hex digits, not 5"),
            std::string::npos)
      << read_error("flip:2x2c:fffff,f");
  EXPECT_NE(read_error("flip:2x2c:fgff,f").find("char 12: 'g' is not a hex digit"),
            std::string::npos)
      << read_error("flip:2x2c:fgff,f");
  EXPECT_NE(read_error("flip:2x2c:ffff").find("expected ','"), std::string::npos);
}

TEST(TathamIds, UnprefixedIdsNeedTheType) {
  // Without the type it is no puzzle of ours (a one-line sudoku of the wrong length).
  EXPECT_NE(read_error("3:03220031320012311213"), "");
  auto puzzle = read_one("3:03220031320012311213", "dominosa");
  ASSERT_NE(puzzle, nullptr);
  EXPECT_EQ(write_foreign(*puzzle, "tatham"), kDominosa3);
  EXPECT_NE(read_one("8x8u:bCgDBbefGBAacDakac", "binox"), nullptr);
  EXPECT_NE(
      read_one("3x3:a2e9a5b6a2b3_7a1_4a9_6a2b4_1a7_2b1_7e6_9b2_5a8_1b6a5_9a3_8a7_2b8a6b1a1e4a",
               "sudoku"),
      nullptr);
  EXPECT_NE(read_one("3x3c:d074191345d1644c17058,eb8", "lightsout"), nullptr);
}

}  // namespace
}  // namespace gridlogic
