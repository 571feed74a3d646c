#!/usr/bin/env python3
"""Sparse grids for BENCHMARKS.md's empty- and sparse-grid table: a valid full grid (the
pattern of docs/backends.md's "Empty grids", its symbols, bands' rows and stacks' columns shuffled),
then K givens kept at random. Prints one grid (N lines of N integers; 0 open).

usage: sparse_grids.py sudoku|latin N K [SEED]   (sudoku: boxes as square as possible)
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
keep = set(rnd.sample(range(n * n), k))
if family == "latin":
    print(f"latin {n}")
for i in range(n):
    print(" ".join(str(full[i][j]) if i * n + j in keep else "0" for j in range(n)))
