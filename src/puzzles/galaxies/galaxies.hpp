#pragma once
// Galaxies (Tentaisho, sgt Galaxies): dots on a rectangle's cells, edges and corners; divide
// it into regions, each holding exactly one dot, symmetric about it (a half turn maps the
// region onto itself) and connected. A cell's value is the index of its region's dot (dots in
// row-major order of their half-cell positions, 1-based); JSON's `grid` and `regions` show it
// from 0.
//
// Encoding: puzzles/common/symmetric_regions.hpp (a variable per cell and dot, a cell and its
// turn agreeing, connectivity per region); the native search is its backtracking search.
//
// Galaxies inputs, one puzzle each:
//  - puzz.link / pzprjs URLs "https://puzz.link/p?tentaisho/COLS/ROWS/BODY" (pzprjs' dots
//    over the (2*COLS-1) x (2*ROWS-1) half-cell points; a black dot reads as a dot); a space
//    and a solution after it (rows of region letters joined by '/', as --format line prints
//    one) is checked for shape and ignored;
//  - Simon Tatham's Galaxies game IDs "WxH:DESC" (over the same points: a-y a dot after 0-24
//    empty points, A-Y a black one, z 25 empty points), the same optional solution after it;
//  - the typed form: a "galaxies" line, then the (2*ROWS-1) rows of half-cell points, a
//    character each: '*' a dot, '.' none; a blank line ends it.
#include <string>
#include <vector>

#include "model/family.hpp"
#include "model/puzzle.hpp"
#include "puzzles/common/symmetric_regions.hpp"

namespace gridsat {

enum class GalaxiesForm { puzzlink, sgt, rows };

class Galaxies final : public Puzzle {
 public:
  // dots: half-cell points (symmetric_regions.hpp), in row-major order, no two touching a cell;
  // black: per dot, whether it is drawn black (sgt's and pzprjs' second colour, no rule).
  Galaxies(int rows, int cols, std::vector<HalfPoint> dots, GalaxiesForm form, std::vector<char> black = {});

  const std::vector<HalfPoint>& dots() const { return dots_; }
  bool black(size_t k) const { return k < black_.size() && black_[k]; }
  GalaxiesForm form() const { return form_; }

  // print_grid: the typed form's rows of points, '*' a dot, cells shown by their region's
  // letter where decided ('.' where not), edges and corners '.'.
  // line: the URL (or sgt ID, as read) and, for a solution, a space and the regions' letters.
  GRIDSAT_GENRE;  // describe, encode, check, print_grid, line (model/puzzle.hpp)
  NativeResult search_native(int64_t limit, Deadline deadline, const ValuesSink& on_solution,
                             const NativeOptions& opt) const override;
  std::vector<std::pair<std::string, std::vector<std::vector<int>>>> extra_fields(const Grid& g) const override;
  Figure figure(const Grid& shown) const override;
  // generate: no dot can go (each region needs its own), so the clues are the dots as they are.
  std::unique_ptr<Puzzle> with_clues(const std::vector<bool>& keep) const override;

 private:
  std::vector<HalfPoint> dots_;
  GalaxiesForm form_;
  std::vector<char> black_;
};

// The writers of its one-line forms (galaxies_text.cpp).
std::string tentaisho_puzzlink_url(const Galaxies& g);
std::string galaxies_sgt_id(const Galaxies& g);

// generate (galaxies_generate.cpp): regions grown symmetric about random centres; their dots.
std::unique_ptr<Puzzle> galaxies_layout(int n, const ReadOptions& opt, uint64_t seed);
std::unique_ptr<Puzzle> galaxies_dress(const Puzzle& blank, const Grid& full, uint64_t seed);

// Reading and writing its forms (galaxies_text.cpp; the record, family.cpp, lists them).
std::vector<Record> read_galaxies(const std::string& text, const std::string& source, const ReadOptions& opt);
bool looks_like_galaxies(const std::string& text);  // for --type auto
std::string galaxies_url(const Puzzle& p);          // --format url (Family::reader.url)

}  // namespace gridsat
