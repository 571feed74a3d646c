#pragma once
// What a family tells the rest of gridsat about itself: one Family record, defined in the
// family's folder (src/puzzles/<family>/family.cpp) and listed once in the registry
// (src/registry/registry.cpp). Detection, reading, --size, help and the options a family
// takes all come from here.
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/options.hpp"
#include "model/puzzle.hpp"

namespace gridsat {

// One puzzle read from a source, or the reason it could not be read.
struct Record {
  std::string source;  // file name, or "<stdin>"
  int line = 0;        // 1-based line where the puzzle starts
  std::unique_ptr<Puzzle> puzzle;
  std::string error;   // set when puzzle is null: "file:line: problem"
  int error_line = 0;  // the line `error` names (it may be past `line`); 0: none
  // --type auto: the other families whose puzzle this record's text is too (a game ID in a
  // form several games share); the family that read it is the puzzle's.
  std::vector<std::string> also;
};

// Where a stream may cut a source (Family::reader.cut): the reader reads text[0, end) exactly as it
// reads those lines within the whole source, and the next segment starts at `resume`
// (<= end). Lines in [resume, end) are context the reader needs to read what follows as
// within the whole source (e.g. the first line of a block of one-line puzzles); the records
// that start there are read twice and dropped the second time.
struct Cut {
  size_t end = 0;  // 0: no cut is sure yet
  size_t resume = 0;
};

// Counts the solutions of one puzzle structure under `givens` (row-major, 0 = open) up to
// `limit` (Family::generate.counter).
using GivensCounter = std::function<NativeResult(std::span<const int> givens, int64_t limit, Deadline deadline)>;

// Reading: detection, the reader, the puzzle of --size N, streaming cuts, the URL writer.
struct FamilyReader {
  // --type auto tries the families by increasing priority; the first whose looks_like
  // accepts the text reads it. A family without looks_like is the fallback (Sudoku).
  int priority = 0;
  std::function<bool(const std::string& text)> looks_like;
  // Every puzzle of a text; a bad puzzle is an error record, the others are still read.
  // Throws InputError for problems that stop the whole source.
  std::function<std::vector<Record>(const std::string& text, const std::string& source, const ReadOptions& opt)> read;
  // --size N without a file: the puzzle with no givens (empty: the family has none).
  std::function<Record(int n, const ReadOptions& opt)> blank;
  // Streaming: the cut of `text`, the complete lines of a source from a point where the
  // reader starts afresh (more lines may follow). Null: after the last blank line that
  // follows a puzzle line (right for readers that never read across a blank line).
  std::function<Cut(const std::string& text)> cut;
  // --format url: the puzzle's puzz.link URL (text/puzzlink.hpp), "" when puzz.link cannot
  // say this one (a Sudoku with --x); null: puzz.link has no such genre.
  std::function<std::string(const Puzzle&)> url;
};

// gridsat generate (cli/generate.cpp, src/generate/) and api::from_grid.
struct FamilyGenerator {
  // The family's puzzle with these clues, `givens` (n x n, 0 = open) and `less` ((a, b):
  // cell a < cell b, for families with signs), under opt's family options, printed in output
  // form `form` ("" the family's own line form, one of `forms` below). The puzzle with no
  // clues is the one whose seeded native search draws the full grid. Throws InputError for a
  // form or size it cannot make and for givens its reader refuses (a repeated given). Null:
  // the family has no puzzle form.
  std::function<std::unique_ptr<Puzzle>(const Grid& givens, const std::vector<std::pair<int, int>>& less,
                                        const ReadOptions& opt, std::string_view form)>
      make;
  bool signs = false;  // the signs between adjacent cells are clues too (Futoshiki)
  // For families whose clues include a structure (Puzzle::with_givens):
  //  - layout: a random structure of side n drawn from `seed`, chosen before the full grid, as
  //    the puzzle with no givens (jigsaw: random regions); the full grid is drawn from its
  //    native search. Null: make(no givens) is the blank.
  //  - dress: clues drawn from the full grid `full` of `blank` with `seed` (killer: random
  //    cages and their sums), as the puzzle with no givens whose solution `full` is. Null:
  //    the givens are the only clues.
  // Either one makes generate use the returned puzzle's with_givens instead of make. With
  // dress, make must still take a grid with no givens: the blank (no clues at all) whose
  // seeded native search draws the full grid.
  std::function<std::unique_ptr<Puzzle>(int n, const ReadOptions& opt, uint64_t seed)> layout;
  std::function<std::unique_ptr<Puzzle>(const Puzzle& blank, const Grid& full, uint64_t seed)> dress;
  // Clue removal, where every clue kept still leaves a second solution `other` of `dressed`
  // besides `full`: the puzzle changed (its regions: a cell moved to a neighbouring region) so
  // that `full` still solves it and `other` does not; null: no change found. The engine asks
  // again while the puzzle is not unique, at most 100 times a try. Null: the try is drawn again.
  // A repair may change `full` too (Nurikabe: a shaded cell made an island of its own), to a
  // solution of the puzzle it returns.
  std::function<std::unique_ptr<Puzzle>(const Puzzle& dressed, Grid& full, const Grid& other, uint64_t seed)>
      repair;
  // --difficulty without givens (killer: by its cages alone, as sgt-solo makes them): puzzles of
  // `full` (a full grid of `blank`) from the finest to the coarsest, each one change past the one
  // before (killer: two neighbouring cages merged), each one that `unique` accepts. Coarser grades
  // harder, about: generate takes the one at the level by halving (src/generate/steer.hpp). Empty:
  // none unique. Null: --difficulty steers the givens (add_back) or the picture (walk).
  std::function<std::vector<std::unique_ptr<Puzzle>>(const Puzzle& blank, const Grid& full, uint64_t seed,
                                                     const std::function<bool(const Puzzle&)>& unique)>
      coarsen;
  // Uniqueness counts on the native backend: a counter of `blank`'s solutions under other
  // givens (no signs), faster than the generic engine over its CSP (Sudoku's bit-set engine
  // up to side 16). Null, or a null counter for this blank: the generic one.
  std::function<GivensCounter(const Puzzle& blank)> counter;
  int default_size = 5;  // the side without --size or --box
  int native_up_to = 9;  // count-to-2 by default: the native backend up to this side, sat above
  // make's output forms besides "" (its line form): (form, what it is), e.g. {"sgt", "solo"}.
  std::vector<std::pair<std::string_view, std::string_view>> forms;
  bool holes = false;  // --holes: quasigroup-with-holes benchmarks of this family (Latin squares)
  // --difficulty for a family with make and dress and no pencil-mark form: a try is kept when
  // deduce's steps grade it at the level asked, each try steered toward the level
  // (src/generate/steer.cpp: a nonogram's picture walks toward it; magic squares get removed
  // givens back, killer's cages are merged: coarsen), and past 36 cells such a grid is refused
  // unless it has coarsen (a 5x5 magic square's graded tries take minutes each).
  bool by_grade = false;
  // Clue removal (src/generate/clues.cpp): the givens are clues too (Yin-Yang's circles). The
  // dressed puzzle is encoded with EncodeOptions::givens_as_assumptions (which the family must
  // honour: Encoding::given_literals); its given literals, in their order, are the last clues of
  // Puzzle::clue_count() (after those of the clue groups), and with_clues drops them likewise.
  bool given_clues = false;
  // With make null: why the family has no puzzle to generate ("" says only that it has none).
  std::string_view no_puzzle;
};

// fuzz/fuzz_read.cpp and tools/fuzz.
struct FamilyFuzz {
  // Puzzles up to this side are encoded too (larger ones are only read and printed), and
  // whether the line form reads back as the same givens.
  int side = 9;
  bool line_reads_back = true;
  // The reader harness's seed corpus, in fuzz/families.txt's forms (files, lines:GLOB,
  // sgt:GAME:ARG, gridsat:ARGS); `gridsat --fuzz-seeds` prints it.
  std::string_view seeds;
};

// explain and grade for the genres with no pencil-mark ladder (src/deduce): the names of its
// rules and its levels. A step uses groups of the encoding (Encoding::groups, EncodeOptions::groups).
struct FamilyExplain {
  // A step's rule name from the distinct kinds of the groups it uses (sorted) and whether it
  // places (true) or only eliminates; null: the kinds joined by " + ".
  std::function<std::string(const std::vector<std::string>& kinds, bool places)> rule;
  // The levels, easiest first: (name, the costliest step the level allows: the number of
  // groups it uses). A path past the last level, or stuck, is "unreasonable". Empty: easy 1,
  // normal 2, hard 3, extreme any.
  std::vector<std::pair<std::string_view, int>> levels;
  // The rule kinds a level (by name) leaves out, as sgt's solvers know some rules only from a
  // level on (sgt-singles' easy solver never asks whether a shading splits the unshaded cells):
  // a puzzle is at such a level only when the steps without those kinds, each within the
  // level's cost, solve it (deduce::within). A level not named here leaves out what the
  // hardest level does; explain's steps use the hardest level's rules (leave out there a
  // kind that another subsumes, kept for an easier level).
  std::vector<std::pair<std::string_view, std::vector<std::string_view>>> without;
  // The levels (by name) whose steps only place: what a step eliminates without placing is not
  // known after it (deduce::Options::places_only), as sgt-bridges' easy solver only lays the
  // bridges an island's number leaves no choice about and never marks a bridge as at least one.
  std::vector<std::string_view> placing;
};

// regions layer: gridsat serve's editor for a puzzle of regions (rooms, cages, tiles) drawn as
// thick borders between cells: the page (src/serve/web/regions.js) edits the borders by drags
// along them, names each region by a letter (a-z, then A-Z) and writes the typed form.
struct FamilyRegions {
  // How a row of the typed form is written: "" no regions; "{r}" a region's letter a cell
  // (separated as FamilyEdit::spaced); "{r}{v}" the letter, then the cell's token where it is
  // not empty ("a2"); "{v} {r}" the row's tokens, a blank, its letters ("..1.9  AABBC").
  std::string_view row;
  // Where a region's clue lives: "" none (a cell's token is the cell's own); "list": typed into
  // one of its cells (pzprjs: the first), written after the rows as letter=token ("a=12 b=3-").
  std::string_view clue;
  // Each connected area of a letter is one region (letters repeat between regions that do not
  // touch); false: a letter names one region (52 at most).
  bool reuse = false;
  // The head's {k}: a number the page asks for, named by the word describe() writes after it
  // ("star": Star Battle's "2 stars" a row, column and region); "" none.
  std::string_view count;
  // The regions are the picture's dashed cage outlines, inset in the cells (Killer: its thick
  // rules are the boxes, which the size sets); false: its thick rules.
  bool outlined = false;
};

// between layer: gridsat serve's editor for marks that are no cell's token (src/serve/web/marks.js):
// signs between two adjacent cells (Futoshiki's < >), clues at the grid's vertices (Slant's 0-4),
// dots at cell centres, edges and vertices (Galaxies), blocks split diagonally (Kakuro). Points
// are the half-cell lattice: point (y, x) of an R x C grid, 0 <= y <= 2R, 0 <= x <= 2C, a cell's
// centre at odd y and x, a vertex at even y and x. A vocabulary lists the marks a click cycles
// (left forward, right back), the empty point's first; "" none there.
struct FamilyMarks {
  std::string_view across;  // between a cell and the one right of it (". < >")
  std::string_view down;    // between a cell and the one below it (". ^ v")
  std::string_view vertex;  // at a grid vertex, the grid's corners included (". 0 1 2 3 4")
  std::string_view centre;  // at a cell's centre, in place of the cell's token (". *")
  std::string_view keys;    // characters typed into a selected point: its mark becomes the key
  // The typed rows after the head: "inner" the (2R-1) x (2C-1) points from the first cell's
  // centre to the last (a cell's token at its centre), "vertices" the (R+1) x (C+1) vertices;
  // "" no between layer.
  std::string_view rows;
  std::string_view blank = ".";  // a point without a mark as typed (" ": Futoshiki's gaps)
  bool spaced = false;           // points separated by a blank
  // A cell may be a block split diagonally, its down sum below the diagonal, its across sum
  // above, typed "{down}{split}{across}" (either left out), "#" a block without sums, the
  // typed rows framed by a row and a column of blocks (Kakuro: "\\"); "" none.
  std::string_view split;
};

// gridsat serve's editor (src/serve/web/): what a cell of the genre's typed rows may hold and how
// the editor types its grid as a text the reader takes. A genre without `tokens` is opened
// from a URL, a game ID or a text only (its puzzle has more than cells: regions, cages, frames).
struct FamilyEdit {
  // The typed form's first line ("lightup"; "latin {n}": {n} the side); "" none (read with --type).
  std::string_view head;
  // The tokens a click cycles through, the empty cell's first ("." "X": left click forward,
  // right click back); "" none: empty is "." and a click only selects.
  std::string_view tokens;
  // The characters typed into a selected cell (its token becomes the longest valid suffix of
  // the token and the key: "0123456789" up to `largest`); "" none.
  std::string_view keys;
  // The largest number a cell holds: {n} the side, {nn} its square, a number, "" any; and
  // the longest token typed (characters).
  std::string_view largest;
  int width = 1;
  bool spaced = true;   // tokens separated by a space (false: a character a cell)
  bool square = false;  // one side for rows and columns
  // A repair's solution values as tokens ("=": the value itself, "1:*": value 1 is a '*'
  // given); "" a repair is shown, not applied.
  std::string_view answers;
  // The tokens of a dark fill, a black circle, a white circle and a disc of a puzzle's picture
  // (Puzzle::figure), when the editor opens a puzzle: "X - - -" ('-' none).
  std::string_view picture = "- - - -";
  int size = 0;  // the editor's default side (0: generate.default_size)
  // outside and edge layer: what the picture draws beyond a cell's number, fill and mark.
  // A glyph leading a drawn cell text, and the token suffix it stands for ("↑:^": the picture's
  // "↑2" is the token "2^"; a glyph alone is the suffix alone); "" none.
  std::string_view glyphs;
  // The token suffixes of an arrow the picture draws from a cell's centre (a guide segment),
  // in the compass order N NE E SE S SW W NW: "N NE E SE S SW W NW"; "" none.
  std::string_view arrows;
  // The sides of the grid whose frame holds a clue a row or column ("top bottom left right",
  // any of them; '.' a frame token with none), read off the picture's texts outside the grid
  // and typed as the genre's reader takes them: a row line's tokens between its left and its
  // right clue, the top and bottom lines spaced, between `corner`s where there are side clues.
  std::string_view frame;
  std::string_view corner;  // "+": towers' block; "": a top or bottom line is its clues alone
  FamilyRegions regions;  // regions layer
  FamilyMarks marks;      // between layer
  // The frame's corners, labelled: top-left, top-right, bottom-left, bottom-right ('.' none):
  // which sides count what (Magnets: "+ . . \u2212", the + counts above and left); "" none.
  std::string_view labels;
  // How the page draws a determined value that `answers` gives no token for: value:glyph
  // ("1:/ 2:\\": Slant's diagonals); drawn only, never typed by a repair. "" a 1 tinted, a 0
  // dotted, another value itself.
  std::string_view shown;
  // A line of the typed form after the rows and their frame, holding a list of numbers the page
  // edits in a field named by the word before {list} ("fleet {list}": Battleship's ship
  // lengths), read back off the puzzle's printed rows; "" none.
  std::string_view tail;
};

// A genre's record: what only it knows, in groups, each field defaulted to "has none".
struct Family {
  std::string_view name;  // --type NAME, and Puzzle::family()
  FamilyReader reader;
  // The family options (option_table() names, and "box") it takes; giving another is an
  // input error for its puzzles. Its own are among them.
  std::vector<std::string_view> options;
  // Its own enumerated options (family_option_spec, the enum and its FamilyOption in the
  // family's folder): the registry adds them to the option table (registry/options.hpp).
  std::vector<OptionSpec> option_specs;
  // --help: the family's paragraph of the formats it reads, an example per form. Lines
  // start with two spaces (continuations four) and end in '\n'; at most 90 columns.
  std::string_view help;
  FamilyGenerator generate;
  FamilyExplain explain;
  // What its puzzles offer the rest of gridsat.
  bool csp = true;     // the native search is the generic one over Puzzle::to_csp (not its own)
  // Whether the native backend searches the family's puzzles at all; when not, their
  // search_native throws refuse_native's InputError (exit 2: `--backend native|both` are
  // refused), auto never turns to it, and the tests over every family leave it out.
  bool native = true;
  bool human = false;  // explain and grade: Puzzle::human_form gives the pencil-mark view
  // The largest cell value of a side-n grid (api::from_grid, to_text); null: n.
  int (*max_value)(int n) = nullptr;
  FamilyFuzz fuzz;
  FamilyEdit edit;
};

// The largest cell value of a side-n grid of family f.
inline int max_value(const Family& f, int n) { return f.max_value ? f.max_value(n) : n; }

// Whether f's record lists `option` (an option table name, or "box").
inline bool takes_option(const Family& f, std::string_view option) {
  for (auto o : f.options)
    if (o == option) return true;
  return false;
}

// Whether f's make has output form `form`.
inline bool makes_form(const Family& f, std::string_view form) {
  for (const auto& [name, what] : f.generate.forms)
    if (name == form) return true;
  return false;
}

}  // namespace gridsat
