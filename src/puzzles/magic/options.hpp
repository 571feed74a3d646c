#pragma once
// Magic squares' own options, --sum and --streamline (their specs are in the record,
// family.cpp).
#include <string_view>

#include "model/options.hpp"

namespace gridsat {

// How linear sums (every line sums to M) are encoded.
enum class SumEncoding {
  order,   // Sugar-style: each partial sum an integer in order encoding (s >= a literals)
  binary,  // each cell's value as binary bits read off its one-hot literals (which are
           // at-most-one), then a ripple-carry adder per line compared to the constant
  digits,  // compact order encoding: each value as two base-n digits read off the one-hot
           // literals, the digit sums of a line in order encoding, n * Q + R = constant
};
inline constexpr Named<SumEncoding> kSumNames[] = {
    {SumEncoding::order, "order", "partial sums in order encoding"},
    {SumEncoding::digits, "digits", "compact order encoding: base-n digit sums"},
    {SumEncoding::binary, "binary", "bits from the one-hot literals, adders"},
};
inline std::string_view to_string(SumEncoding s) { return name_of<SumEncoding>(kSumNames, s); }
inline constexpr FamilyOption<SumEncoding> kSumOption{"sum", kSumNames, SumEncoding::order};

// A streamliner, an extra rule that narrows the search to a class of magic squares (every
// answer is still a magic square and passes the plain checker). It may miss squares: with a
// streamliner "no solution" only says that no square of that class exists (a completion may
// have other solutions).
enum class Streamline { none, associative, digits, associative_digits };
inline constexpr Named<Streamline> kStreamlineNames[] = {
    {Streamline::none, "none", "every magic square"},
    {Streamline::associative, "associative",
     "cells opposite the centre sum to n^2+1 (odd n or n divisible by 4; half the variables)"},
    {Streamline::digits, "digits",
     "writing v-1 = q*n + r, the q digits and the r digits of every line each sum to n(n-1)/2"},
    {Streamline::associative_digits, "associative+digits", "both"},
};
inline std::string_view to_string(Streamline s) { return name_of<Streamline>(kStreamlineNames, s); }
inline constexpr FamilyOption<Streamline> kStreamlineOption{"streamline", kStreamlineNames, Streamline::none};

}  // namespace gridsat
