// read_model on the result formats of external SAT solvers (the SAT competition's `s`/`v` lines
// and MiniSat's result file): the forms the coverage run found untried (tabs after the line's
// letter, INDETERMINATE, a bare `v`) and every refusal, each naming the line.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "base/errors.hpp"
#include "dimacs/dimacs.hpp"

namespace test_read_model {

namespace {

using gridsat::Model;

// The message of the InputError read_model throws, or "" when it accepts the text.
std::string read_model_refusal(const std::string& text) {
  try {
    gridsat::read_model(text, "m.out", 4);
  } catch (const gridsat::InputError& e) {
    return e.what();
  }
  return "";
}

TEST(ReadModel, TabsAfterTheLineLetterAreSeparators) {
  const Model m = gridsat::read_model("c\tby hand\ns\tSATISFIABLE\nv 1 -2\nv\nv 3 0\n", "m.out", 4);
  EXPECT_EQ(m.status, Model::Status::sat);
  EXPECT_EQ(m.status_line, "s SATISFIABLE");
  EXPECT_TRUE(m.is_true(1));
  EXPECT_TRUE(m.assigned(2));
  EXPECT_FALSE(m.is_true(2));
  EXPECT_TRUE(m.is_true(3));
  EXPECT_FALSE(m.assigned(4));
}

TEST(ReadModel, IndeterminateIsUnknown) {
  const Model m = gridsat::read_model("s INDETERMINATE\n", "m.out", 4);
  EXPECT_EQ(m.status, Model::Status::unknown);
  EXPECT_EQ(m.status_line, "s INDETERMINATE");
}

TEST(ReadModel, MiniSatsResultFile) {
  const Model m = gridsat::read_model("SAT\n-1 2 0\n", "m.out", 4);
  EXPECT_EQ(m.status, Model::Status::sat);
  EXPECT_FALSE(m.is_true(1));
  EXPECT_TRUE(m.is_true(2));
  EXPECT_EQ(gridsat::read_model("INDET\n", "m.out", 4).status, Model::Status::unknown);
}

TEST(ReadModel, EachRefusalNamesItsLine) {
  const std::pair<const char*, const char*> cases[] = {
      {"s SATISFIABLE\nv 1 x 0\n", "m.out:2: 'x' is not a literal"},
      {"s SATISFIABLE\nv 1 -1 0\n", "m.out:2: variable 1 is both true and false"},
      {"s SATISFIABLE\ns SATISFIABLE\nv 1 0\n", "m.out:2: a second status line"},
      {"SAT\nv 1 0\n", "m.out:2: a 'v' line in a MiniSat result file"},
      {"s SATISFIABLE\n1 0\n", "m.out:2: literals outside a 'v' line"},
      {"s UNSATISFIABLE\nv 1 0\n", "m.out:1: literals given for a formula declared not satisfiable"},
  };
  for (const auto& [text, message] : cases) EXPECT_EQ(read_model_refusal(text), message) << text;
}

}  // namespace

}  // namespace test_read_model
