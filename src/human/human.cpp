#include "human/human.hpp"

namespace gridsat::human {

std::string cell_name(int cell, int n) { return "r" + std::to_string(cell / n + 1) + "c" + std::to_string(cell % n + 1); }

}  // namespace gridsat::human
