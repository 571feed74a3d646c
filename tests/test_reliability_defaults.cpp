
namespace {
// A grid of side n with boxes r x c (Latin: 1 x n) holding the construction's values in the
// cells k with k % every == 0: a sparse puzzle with a solution.
std::string sparse_grid(int n, int r, int c, int every) {
  std::string s;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j)
      s += (j ? " " : "") + std::to_string((i * n + j) % every == 0 ? (c * (i % r) + i / r + j) % n + 1 : 0);
    s += "\n";
  }
  return s;
}
}  // namespace

// Defect 6, sparse grids: a 64x64 Latin square with 410 givens cost the sat backend 7.7 s
// and 2 GB (every open candidate encoded); the default backend tries the native search
// first, which completes it in megabytes. Checked under a 400 MB address-space limit
// (not under ASan, whose shadow memory a ulimit forbids).
TEST(Defaults, SparseGridsAnswerInMegabytes) {
#if defined(__SANITIZE_ADDRESS__)
  const std::string limit;
#else
  const std::string limit = "ulimit -v 400000; ";
#endif
  const std::string dir = std::string(::testing::TempDir());
  const std::string latin = dir + "gridsat_sparse_latin64.txt", sudoku = dir + "gridsat_sparse_sudoku36.txt";
  { std::ofstream(latin) << "latin 64\n" << sparse_grid(64, 1, 64, 10); }
  { std::ofstream(sudoku) << sparse_grid(36, 6, 6, 61); }
  for (const std::string& file : {latin, sudoku}) {
    const std::string out = file + ".out";
    const std::string cmd = "(" + limit + GRIDSAT_BINARY + " solve --format json " + file + " > " + out + " 2>&1)";
    EXPECT_EQ(std::system(cmd.c_str()), 0) << file;
    std::ifstream in(out);
    std::string line;
    std::getline(in, line);
    const json j = json::parse(line, nullptr, false);
    ASSERT_FALSE(j.is_discarded()) << line;
    EXPECT_EQ(j["status"], "solved") << line.substr(0, 300);
    EXPECT_EQ(j["backend"], "native") << file;
    std::remove(out.c_str());
  }
  std::remove(latin.c_str());
  std::remove(sudoku.c_str());
}
