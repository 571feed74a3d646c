#!/usr/bin/env python3
"""Sparse grids for BENCHMARKS.md's empty- and sparse-grid table: a valid full grid (the
pattern of docs/backends.md's "Empty grids", its symbols, bands' rows and stacks' columns shuffled),
then, with MIX, that many random swap chains (two rows of one band, or two columns of one
stack, exchange their values on the shortest set of columns (rows) whose values the two
share: the grid stays valid and leaves the pattern's class, so a completion by pattern is
not given for free), then K givens kept at random. Prints one grid (N lines of N integers;
0 open).

usage: sparse_grids.py sudoku|latin N K [SEED [MIX]]   (sudoku: boxes as square as possible)
"""
import random
import sys

family, n, k = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rnd = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
r = max(d for d in range(1, int(n ** 0.5) + 1) if n % d == 0) if family == "sudoku" else 1
c = n // r
grid = [[(c * (i % r) + i // r + j) % n + 1 for j in range(n)] for i in range(n)]
symbols = list(range(1, n + 1))
rnd.shuffle(symbols)
rows = [b * r + x for b in rnd.sample(range(c), c) for x in rnd.sample(range(r), r)]  # bands of r rows
cols = [s * c + x for s in rnd.sample(range(r), r) for x in rnd.sample(range(c), c)]  # stacks of c columns
full = [[symbols[grid[i][j] - 1] for j in cols] for i in rows]


def swap_chain(g, a, b, y0):
    """Rows a and b exchange their values on the columns of the chain through column y0."""
    where = {v: y for y, v in enumerate(g[a])}
    chain, y = [y0], where[g[b][y0]]
    while y != y0:
        chain.append(y)
        y = where[g[b][y]]
    for y in chain:
        g[a][y], g[b][y] = g[b][y], g[a][y]


for _ in range(int(sys.argv[5]) if len(sys.argv) > 5 else 0):
    transpose = rnd.random() < 0.5  # columns of one stack are rows of one band, transposed
    g = [list(col) for col in zip(*full)] if transpose else full
    size = c if transpose else r  # the rows of a band (transposed: the columns of a stack)
    band = rnd.randrange(n // size)
    a, b = rnd.sample(range(band * size, band * size + size), 2) if size > 1 else rnd.sample(range(n), 2)
    swap_chain(g, a, b, rnd.randrange(n))
    full = [list(col) for col in zip(*g)] if transpose else g
keep = set(rnd.sample(range(n * n), k))
if family == "latin":
    print(f"latin {n}")
for i in range(n):
    print(" ".join(str(full[i][j]) if i * n + j in keep else "0" for j in range(n)))
