#!/usr/bin/env python3
"""Every command example of README.md (and of docs/*.md) answers within seconds.

The examples are read from the documents themselves, never copied here: each line of a fenced
block that starts with `gridsat` or `tools/gridsat` (`mpirun ... gridsat-mpi` when MPI is
built), each inline `gridsat COMMAND ...` span, and each inline option example that names a
puzzle by `--type T ... --size N` (run as `gridsat solve SPAN`). Lines with placeholders
(`FILE`, `N`, `[OPTIONS]`, `a|b`, `...`) are synopses, not examples. A block's lines run in
order in one scratch folder (so `encode -o p.cnf`, then an external solver, then `decode`
work), with the placeholder files the examples name (puzzle.txt, many.txt, ...) made from
instances/. An answer is exit 0 or 1 (1: no solution, or explain stuck) within LIMIT seconds;
an example that needs ../shared, Chromium, MPI or an external solver that is absent is
skipped, naming what it needs.

usage: readme_examples_test.py GRIDSAT SOURCE_DIR [LIMIT_SECONDS]
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

GRIDSAT, SOURCE = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
LIMIT = float(sys.argv[3]) if len(sys.argv) > 3 else 10.0
COMMANDS = {"solve", "count", "encode", "decode", "explain", "grade", "sheet", "generate", "help"}
# External programs a block may use between gridsat lines, to make a file the next line reads.
HELPERS = {"cadical", "minisat", "cryptominisat5", "drat-trim"}
ESCARGOT = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..\n"
TWO_MORE = ("...2.5....9....73...2..9.6.2.....4.9....7....6.9.....1.8.4..1...63....8....6.8...\n"
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n")
FIXTURES = {"puzzle.txt": ESCARGOT, "a.txt": ESCARGOT, "b.txt": TWO_MORE.splitlines()[0] + "\n",
            "many.txt": ESCARGOT + TWO_MORE, "big.txt": (ESCARGOT + TWO_MORE) * 20,
            "puzzles.txt": ESCARGOT + TWO_MORE}


def placeholder(line):
    """A synopsis: FILE, N, [OPTIONS], a|b, ... stand for what the user writes."""
    for tok in line.split():
        if "..." in tok or tok.startswith("[") or ("|" in tok and tok != "|"):
            return True
        if re.fullmatch(r"-*[A-Z][A-Z0-9_]*(\.[A-Za-z]+)?|[A-Z]+=\S*", tok) and not tok.startswith("GRIDSAT_"):
            return True
    return False


def strip_comment(line):
    return re.sub(r"\s+#\s.*$", "", line).strip()


def gridsat_line(line):
    words = line.split()
    if len(words) >= 2 and words[0] in ("gridsat", "tools/gridsat") and words[1] in COMMANDS:
        return not placeholder(line)
    return False


def inline_example(span):
    """An inline span is an example when it names an input (a word past the command that is not
    an option), not when it only names a command or an option (`gridsat decode --cnf`)."""
    words = span.split("|")[0].split()[2:]
    return "--size" in words or any(not w.startswith("-") and (k == 0 or not words[k - 1].startswith("--"))
                                    for k, w in enumerate(words))


def examples(path):
    """(where, [lines]) per fenced block with gridsat lines, then one per inline example."""
    text = open(path, encoding="utf-8").read()
    rel = os.path.relpath(path, SOURCE)
    found = []
    fence = re.compile(r"^```([a-z]*)\n(.*?)^```", re.S | re.M)
    for m in fence.finditer(text):
        if m.group(1) not in ("", "sh", "bash", "console"):
            continue
        start = text.count("\n", 0, m.start()) + 2
        lines = []
        for k, raw in enumerate(m.group(2).splitlines()):
            line = strip_comment(raw)
            first = line.split()[0] if line.split() else ""
            if gridsat_line(line) or (first in HELPERS and not placeholder(line)):
                lines.append((start + k, line))
            elif first == "mpirun" and "gridsat-mpi" in line and not placeholder(line):
                lines.append((start + k, line))
        if any(gridsat_line(l) or l.startswith("mpirun") for _, l in lines):
            found.append((f"{rel}:{lines[0][0]}", [l for _, l in lines]))
    prose = fence.sub("", text)
    for m in re.finditer(r"`([^`\n]+)`", prose):
        span, line_no = m.group(1).strip(), prose.count("\n", 0, m.start()) + 1
        if gridsat_line(span) and inline_example(span):
            found.append((f"{rel} (inline `{span}`)", [span]))
        elif span.startswith("--type ") and "--size" in span and not placeholder(span):
            found.append((f"{rel} (inline option example `{span}`)", ["gridsat solve " + span]))
    return found


def missing_need(line):
    """What the line needs that is absent, or None."""
    if "../shared" in line and not os.path.isdir(os.path.join(SOURCE, "..", "shared")):
        return "the data set ../shared (" + next(t for t in line.split() if "../shared" in t) + ")"
    first = line.split()[0]
    if first in HELPERS and not shutil.which(first):
        return f"the external solver {first}"
    if first == "mpirun" and not (shutil.which("mpirun") and os.path.exists(mpi_binary())):
        return "MPI (mpirun and build/gridsat-mpi)"
    if line.split()[1:2] == ["sheet"] and not (os.environ.get("GRIDSAT_CHROMIUM") or shutil.which("chromium")):
        return "Chromium (sheet prints through it)"
    return None


def mpi_binary():
    return os.path.join(os.path.dirname(GRIDSAT), "gridsat-mpi")


def run_block(where, lines):
    """'' when every line answered (or the block was skipped, said on stdout), else the failure."""
    for line in lines:
        need = missing_need(line)
        if need:
            print(f"skip {where}: `{line}` needs {need}")
            return ""
    with tempfile.TemporaryDirectory(prefix="gridsat_readme_") as tmp:
        for name, content in FIXTURES.items():
            with open(os.path.join(tmp, name), "w") as f:
                f.write(content)
        os.symlink(os.path.join(SOURCE, "instances"), os.path.join(tmp, "instances"))
        os.makedirs(os.path.join(tmp, "pics"))
        os.makedirs(os.path.join(tmp, "build"))
        os.symlink(mpi_binary(), os.path.join(tmp, "build", "gridsat-mpi"))
        bindir = os.path.join(tmp, ".bin")
        os.makedirs(bindir)
        os.symlink(GRIDSAT, os.path.join(bindir, "gridsat"))
        env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""))
        for line in lines:
            cmd = re.sub(r"^tools/gridsat\b", "gridsat", line)
            if os.path.isdir(os.path.join(SOURCE, "..", "shared")):
                cmd = cmd.replace("../shared", os.path.join(SOURCE, "..", "shared"))
            try:
                p = subprocess.run(["bash", "-c", cmd], cwd=tmp, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=LIMIT)
            except subprocess.TimeoutExpired:
                return f"{where}: `{line}` gave no answer within {LIMIT:g} s"
            helper = any(w in HELPERS for w in line.split())  # SAT-competition exit codes: 10 sat, 20 unsat
            ok = (0, 10, 20) if helper else (0, 1)
            if p.returncode not in ok:
                return f"{where}: `{line}` exited {p.returncode}: {(p.stderr or p.stdout)[-400:]}"
            print(f"ok   {where}: `{line}`")
    return ""


def main():
    docs = [os.path.join(SOURCE, "README.md")]
    docs_dir = os.path.join(SOURCE, "docs")
    docs += sorted(os.path.join(docs_dir, f) for f in os.listdir(docs_dir) if f.endswith(".md"))
    failures, total = [], 0
    for doc in docs:
        for where, lines in examples(doc):
            total += 1
            why = run_block(where, lines)
            if why:
                failures.append(why)
    print(f"{total} examples, {len(failures)} failed")
    for f in failures:
        print("FAIL " + f)
    if total == 0:
        print("FAIL no example found: the extraction is broken")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
