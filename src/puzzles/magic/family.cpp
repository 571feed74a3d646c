// Magic squares' registration record (see model/family.hpp). Detected before the
// no-three-in-line boards and Futoshiki (janko files start like the data set's squares:
// looks_like_magic tells them apart).
#include <algorithm>
#include <charconv>

#include "puzzles/magic/magic.hpp"
#include "puzzles/magic/options.hpp"
#include "text/segments.hpp"

namespace gridsat {

namespace {

// explain's rule names: a given; a value with one cell left ("value_once"); a line's sum alone
// ("line_sum"); a sum with the values' places ("sum_and_values"); Frenicle's order.
std::string magic_rule(const std::vector<std::string>& kinds, bool) {
  if (kinds.size() == 1 && kinds[0] == "given") return "given";
  if (kinds.size() == 1 && kinds[0] == "value") return "value_once";
  if (kinds.size() == 1 && kinds[0] == "sum") return "line_sum";
  if (kinds == std::vector<std::string>{"sum", "value"}) return "sum_and_values";
  if (std::find(kinds.begin(), kinds.end(), "standard form") != kinds.end()) return "standard_form";
  return "";
}

// Streaming. read_magic reads the meaningful lines only (blank lines are nothing to it),
// square after square; MagicCut follows it and says where each square ends, or that this
// depends on lines not seen yet.
class MagicCut {
 public:
  explicit MagicCut(const std::string& text) : ix_(text) {
    for (size_t k = 0; k < ix_.lines.size(); ++k)
      if (is_meaningful(ix_.lines[k].text)) lines_.push_back({k, split_ws(ix_.lines[k].text)});
  }

  Cut cut() const {
    Cut cut;
    size_t need = 0;  // a cut must keep the lines read_magic looked at to decide what it read
    for (size_t s = 0, e = 0; s < lines_.size(); s = e) {
      e = square_end(s, need);
      if (e == kNeedMore) break;
      if (e < need) continue;
      cut = e < lines_.size() ? ix_.before(lines_[e].line) : Cut{ix_.start.back(), ix_.start.back()};
    }
    return cut;
  }

 private:
  struct Line {
    size_t line;
    std::vector<std::string_view> words;
  };

  static bool number(std::string_view tok, long long& v) {
    auto [p, ec] = std::from_chars(tok.data(), tok.data() + tok.size(), v);
    return ec == std::errc() && p == tok.data() + tok.size();
  }

  // read_magic's rows_follow: 1, 0, or -1 when it depends on lines not seen yet.
  int rows_follow(size_t from, size_t count, size_t n) const {
    for (size_t k = from; k < from + count; ++k) {
      if (k == lines_.size()) return -1;
      if (lines_[k].words.size() != n) return 0;
    }
    return 1;
  }

  // read_magic's header_order: the order, 0 for no header, -1 for a bad one.
  static long long header(const std::vector<std::string_view>& w) {
    long long n = 0;
    if (w.size() == 2 && w[0] == "magic") return number(w[1], n) && n >= 1 && n <= MagicSquare::kMaxOrder ? n : -1;
    if (w.size() == 1 && number(w[0], n)) return n >= 1 && n <= MagicSquare::kMaxOrder ? n : -1;
    return 0;
  }

  // Where the square after a header of order n at lines_[s] ends (read_after_header).
  size_t after_header(size_t s, long long n) const {
    if (s + 1 == lines_.size()) return kNeedMore;
    const auto& w = lines_[s + 1].words;
    long long v = 0;
    if ((w.size() == 2 && w[0] == "magic") || (w.size() == 1 && number(w[0], v) && n != 1)) return s + 1;  // bare
    for (size_t k = 0; k < static_cast<size_t>(n); ++k) {
      if (s + 1 + k == lines_.size()) return kNeedMore;
      if (lines_[s + 1 + k].words.size() != static_cast<size_t>(n)) return s + 2 + k;  // a bad row
    }
    return s + 1 + static_cast<size_t>(n);
  }

  // Where the square starting at lines_[s] ends (read_square), or kNeedMore. Raises `need`
  // past a line it looked at beyond the square (cut before it, the square would be read
  // otherwise; lines that did not fit are not counted: without them it fits no better).
  size_t square_end(size_t s, size_t& need) const {
    const auto& w = lines_[s].words;
    bool lone = false;
    if (w.size() == 1 && (w[0] == "1" || w[0] == "0" || w[0] == ".")) {
      const int next = rows_follow(s + 1, 1, 1);
      if (next < 0) return kNeedMore;
      lone = next == 0;
      if (!lone) need = std::max(need, s + 2);
    }
    const long long n = lone ? 0 : header(w);
    if (n < 0) return s + 1;
    if (n > 0) return after_header(s, n);
    if (w.size() <= static_cast<size_t>(MagicSquare::kMaxOrder)) {
      const int block = rows_follow(s, w.size(), w.size());
      if (block < 0) return kNeedMore;
      if (block == 1) return s + w.size();
    }
    return s + 1;
  }

  LineIndex ix_;
  std::vector<Line> lines_;
};

Cut magic_cut(const std::string& text) { return MagicCut(text).cut(); }

// generate and api::from_grid: magic-square completion, the square of these givens.
std::unique_ptr<Puzzle> make_magic(const Grid& givens, const std::vector<std::pair<int, int>>&, const ReadOptions& opt,
                                   std::string_view form) {
  if (!form.empty()) throw InputError("a magic square has no form '" + std::string(form) + "'");
  return magic_of(givens, opt);
}

}  // namespace

const Family& magic_family() {
  static const Family f{
      .name = "magic",
      .reader =
          {
              .priority = 20,
              .looks_like = looks_like_magic,
              .read = read_magic,
              .blank = blank_magic,
              .cut = magic_cut,
          },
      .options = {"amo", "simplify", "sum", "symmetry", "streamline"},
      .option_specs = {family_option_spec(kSumOption, "encoding", "magic line sums", 40),
                       family_option_spec(kStreamlineOption, "puzzle",
                                          "magic: search only a class of squares (faster at large n; may miss "
                                          "squares, so 'no solution' then means none of that class, not a proof "
                                          "that the puzzle has none)",
                                          90)},
      .help =
          "  Magic squares: a 'magic N' header (or a line holding N) then N rows of values 1..N*N (0 or .\n"
          "    blank), one line of N*N values with --type magic, or no file: --type magic --size N.\n",
      .generate = {.make = make_magic, .default_size = 4, .native_up_to = 4, .by_grade = true},
      .explain = {.rule = magic_rule},
      .csp = false,  // its own search (magic_search.cpp)
      .max_value = [](int n) { return n * n; },
      // Values up to n^2 and sum constraints: a 9x9 encoding takes seconds under ASan, a
      // 4x4 one milliseconds.
      .fuzz =
          {
              .side = 4,
              .seeds = "../shared/instances/magic/pesant-magic9/*.txt "
                       "../shared/instances/magic/pycsp3-example01.txt "
                       "gridsat:solve,--type,magic,--size,3,--format,line "
                       "gridsat:solve,--type,magic,--size,4,--format,line",
          },
      .edit = {.head = "magic {n}", .tokens = ".", .keys = "0123456789", .largest = "{nn}", .width = 3, .square = true,
               .answers = "=", .size = 4},
  };
  return f;
}

}  // namespace gridsat
