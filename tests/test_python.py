"""`import gridsat` as a Python user meets it: solve, count, encode, grade, explain, errors
and Ctrl-C, checked against published facts (Escargot's solution, 576 Latin squares of
order 4, 8 magic squares of order 3). Run by tools/test through ctest with pytest."""
import os
import signal
import subprocess
import sys
import threading

import pytest

import gridsat

ESCARGOT = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
SOLUTION = "162857493534129678789643521475312986913586742628794135356478219241935867897261354"


def flat(grid):
    return "".join(str(v) for row in grid for v in row)


def test_solve_returns_plain_objects():
    r = gridsat.solve(ESCARGOT)
    assert r["status"] == "solved"
    assert isinstance(r["grid"], list) and isinstance(r["grid"][0], list)
    assert flat(r["grid"]) == SOLUTION
    assert r["variables"] > 0 and r["clauses"] > 0


def test_count_published_facts():
    assert gridsat.count(ESCARGOT)["verdict"] == "unique"
    empty4 = [[0] * 4 for _ in range(4)]
    assert gridsat.count(empty4, limit=0, type="latin")["count"] == 576
    assert gridsat.count("magic 3\n0 0 0\n0 0 0\n0 0 0\n", limit=0)["count"] == 8
    assert gridsat.count(ESCARGOT, backend="both", amo="commander")["count"] == 1


def test_read_and_puzzle_objects():
    puzzles = gridsat.read(ESCARGOT + "\n" + ESCARGOT + "\n")
    assert len(puzzles) == 2
    assert puzzles[0].type == "sudoku" and puzzles[1].line == 2
    assert puzzles[0].givens[0][0] == 1
    r = gridsat.solve(puzzles[1])
    assert gridsat.to_text(puzzles[1], r["grid"]).startswith("1 6 2 | 8 5 7")


def test_encode_is_dimacs():
    cnf = gridsat.encode(ESCARGOT)
    assert cnf.startswith("c ")
    header = [l for l in cnf.splitlines() if l.startswith("p cnf ")]
    assert len(header) == 1
    _, _, nvars, nclauses = header[0].split()
    assert sum(1 for l in cnf.splitlines() if l and l[0] not in "cp") == int(nclauses)


def test_grade_and_explain():
    g = gridsat.grade("123.\n34.2\n2.43\n.321\n", type="sudoku")
    assert (g["level"], g["rank"], g["steps"]) == ("trivial", 1, 4)
    steps = gridsat.explain("123.\n34.2\n2.43\n.321\n", type="sudoku")
    assert len(steps) == 4 and "r1c4 = 4" in steps[0]


def test_errors_name_the_line():
    with pytest.raises(gridsat.Error) as e:
        gridsat.read(ESCARGOT + "\n" + ESCARGOT[:80] + "\n")
    assert e.value.line == 2
    assert "80 characters" in e.value.message
    with pytest.raises(gridsat.Error):
        gridsat.solve(ESCARGOT, amo="nonsense")
    with pytest.raises(gridsat.Error):
        gridsat.solve([[1, 1, 0, 0]] + [[0] * 4] * 3, type="sudoku")  # a repeated given
    with pytest.raises(gridsat.Error):
        gridsat.solve([[0] * 4] * 4)  # a grid needs type=


def test_time_limit_is_unknown():
    # Counting every 7x7 Latin square (about 6.1e13) cannot finish in 0.2 s.
    r = gridsat.count([[0] * 7] * 7, limit=0, type="latin", time_limit=0.2)
    assert r["status"] in ("solved", "unknown") and not r["complete"]  # "unknown": none found yet


def test_ctrl_c_raises_keyboard_interrupt():
    # SIGINT while counting every 8x8 Latin square: KeyboardInterrupt, then the module works.
    timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
    with pytest.raises(KeyboardInterrupt):
        timer.start()
        gridsat.count([[0] * 8] * 8, limit=0, type="latin")
    timer.join()
    assert gridsat.count(ESCARGOT)["verdict"] == "unique"


def test_generate_threads_and_proof(tmp_path):
    made = gridsat.generate("sudoku", seed=5, level="basic", symmetry="rot180")
    again = gridsat.generate("sudoku", seed=5, level="basic", symmetry="rot180")
    assert (again["text"], again["solution"]) == (made["text"], made["solution"])
    r = gridsat.count(made["text"], backend="both")
    assert r["verdict"] == "unique" and r["grid"] == made["solution"]
    assert gridsat.grade(made["puzzle"])["level"] == "basic"
    r = gridsat.count([[0] * 4 for _ in range(4)], limit=0, type="latin", threads=2)
    assert r["count"] == 576 and r["parallel"]["threads"] == 2
    proof = tmp_path / "p.drat"
    r = gridsat.count(ESCARGOT, proof=str(proof))
    assert r["verdict"] == "unique" and r["proof"] == str(proof) and proof.stat().st_size > 0
    with pytest.raises(gridsat.Error):
        gridsat.generate("pieces", size=6)
