#pragma once
// A grid cut into regions, as the partition genres (Shikaku, Galaxies) show it: a cell's value
// is its region's number (1..; 0 undecided).
//  - letters: a letter a-z per cell, neighbouring regions in different letters (a greedy
//    colouring, region by region; past 26 colours letters repeat), '.' undecided: the typed
//    rows and the one-line solution print them, and the readers take them back as empty cells;
//  - JSON: `regions`, rows of region ids from 0 (the contract of issue 44);
//  - pictures: thick rules between regions.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/grid.hpp"
#include "model/figure.hpp"

namespace gridsat {

std::vector<char> region_letters(const Grid& g);
// A solved grid's letters, rows joined by '/' ("" when a cell is undecided).
std::string region_rows(const Grid& g);
// Throws ParseError at `line` unless `tail` is empty or one word of `rows` groups of `cols`
// letters a-z joined by '/' (a solution after a URL or ID: checked for shape, ignored).
void check_region_rows(std::string_view tail, int rows, int cols, int line);
// extra_fields' `regions`: rows of value - 1.
std::pair<std::string, std::vector<std::vector<int>>> regions_field(const Grid& g);
// Thick rules between neighbouring cells of different regions (both decided).
void outline_partition(Figure& f, const Grid& g);

}  // namespace gridsat
