// The usage example at the top of <gridsat.hpp>, built against the installed library.
#include <gridsat.hpp>
#include <iostream>

int main() {
  namespace gs = gridsat::api;
  try {
    gs::Puzzle p = gs::read_one("1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..");
    gs::Result r = gs::count(p);
    std::cout << r.verdict << "\n" << gs::to_text(p, r.solutions[0]);
    std::cout << gs::count(gs::blank("latin", 4), 0).count << "\n";
    gs::read_one("123");
  } catch (const gs::Error& e) {
    std::cout << "error line " << e.line() << ": " << e.message() << "\n";
    return 0;
  }
  return 1;
}
