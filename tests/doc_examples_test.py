#!/usr/bin/env python3
"""The doc test: every example of README.md and docs/**/*.md runs, exits as the text says, and
prints what the text shows.

The examples are read from the documents themselves, never copied here (docs/contributing.md,
"Writing an example", says the same for writers):

- a fenced block (no language, `sh`, `bash`) whose lines start with `gridsat` or `tools/gridsat`
  (`mpirun ... gridsat-mpi` when MPI is built; `cadical`, `minisat`, `cryptominisat5`,
  `drat-trim` between them): the lines run in order in one scratch folder, each must exit 0,
  or N when its comment says `# exit N` (or `# exits N`);
- a `console` block: `$ COMMAND` lines, each followed by the output it prints (standard output;
  write `2>&1` to show standard error). `[..]` in an output line matches any text (timings,
  paths), a line `[...]` any number of lines; trailing blanks do not count. The exit rule is the
  plain block's (`$ gridsat count x.txt   # exit 1`);
- a `pycon` block: Python's doctest, run against the module of BUILD/python when it was built;
- a `curl` line of a block: the request and the `# STATUS JSON` line under it must be an entry
  of docs/api-examples.json (tests/test_serve.cpp replays that file against a server);
- an inline `gridsat COMMAND ...` span that names an input, and an inline option example that
  names a puzzle by `--type T ... --size N` (run as `gridsat solve SPAN`): exit 0, or N when
  the words right after the span say `exit N` or `exits N`.

Lines with placeholders (`FILE`, `N`, `[OPTIONS]`, `a|b`, `...`) are synopses, not examples.
Each block runs in a scratch folder holding instances/ and the files the examples name
(puzzle.txt, many.txt, ...: 9x9 Sudoku made here). Each command has LIMIT seconds. A line that
needs ../shared, Chromium, MPI, the Python module or an external solver that is absent is
skipped with the rest of its block (the lines before it run), naming what it needs; so is
`gridsat serve`, which runs until stopped (tests/test_serve.cpp runs the server).

usage: doc_examples_test.py GRIDSAT SOURCE_DIR [LIMIT_SECONDS]
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

GRIDSAT, SOURCE = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
LIMIT = float(sys.argv[3]) if len(sys.argv) > 3 else 10.0
COMMANDS = {"solve", "count", "encode", "decode", "explain", "grade", "sheet", "generate", "serve", "help",
            "--help", "--version"}
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
        if "..." in tok or tok.startswith("[") or ("|" in tok and tok != "|" and tok != "||"):
            return True
        if re.fullmatch(r"-*[A-Z][A-Z0-9_]*(\.[A-Za-z]+)?|[A-Z]+=\S*", tok) and not tok.startswith("GRIDSAT_"):
            return True
    return False


def split_comment(line):
    """(command, comment): the comment is what follows ` # `."""
    m = re.search(r"\s+#\s(.*)$", line)
    return (line[:m.start()].strip(), m.group(1)) if m else (line.strip(), "")


def expected_exit(comment):
    m = re.search(r"\bexits? (\d+)\b", comment)
    return int(m.group(1)) if m else 0


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


class Example:
    """One runnable example: steps of (command, expected exit, expected output lines or None)."""

    def __init__(self, where, kind="shell"):
        self.where, self.kind, self.steps, self.text = where, kind, [], ""


def console_steps(body):
    steps, current = [], None
    for raw in body.splitlines():
        if raw.startswith("$ "):
            cmd, comment = split_comment(raw[2:])
            current = [cmd, expected_exit(comment), []]
            steps.append(current)
        elif current is not None:
            current[2].append(raw.rstrip())
    for s in steps:
        while s[2] and s[2][-1] == "":
            s[2].pop()
    return steps


def examples(path):
    """Every example of one document, in order."""
    text = open(path, encoding="utf-8").read()
    rel = os.path.relpath(path, SOURCE)
    found = []
    fence = re.compile(r"^```([a-z]*)\n(.*?)^```", re.S | re.M)
    for m in fence.finditer(text):
        lang, body = m.group(1), m.group(2)
        start = text.count("\n", 0, m.start()) + 2
        if lang == "console":
            ex = Example(f"{rel}:{start}")
            ex.steps = [tuple(s) for s in console_steps(body)]
            if ex.steps:
                found.append(ex)
            continue
        if lang == "pycon":
            ex = Example(f"{rel}:{start}", "python")
            ex.text = body
            found.append(ex)
            continue
        if lang not in ("", "sh", "bash"):
            continue
        ex = Example(f"{rel}:{start}")
        lines = body.splitlines()
        for k, raw in enumerate(lines):
            line, comment = split_comment(raw)
            first = line.split()[0] if line.split() else ""
            if first == "curl":
                reply = lines[k + 1].strip() if k + 1 < len(lines) else ""
                found.append(Example(f"{rel}:{start + k}", "curl"))
                found[-1].steps = [(line, reply, None)]
            elif gridsat_line(line) or (first in HELPERS and not placeholder(line)):
                ex.steps.append((line, expected_exit(comment), None))
            elif first == "mpirun" and "gridsat-mpi" in line and not placeholder(line):
                ex.steps.append((line, expected_exit(comment), None))
        if any(gridsat_line(s[0]) or s[0].startswith("mpirun") for s in ex.steps):
            found.append(ex)
    prose = fence.sub("", text)
    for m in re.finditer(r"`([^`\n]+)`", prose):
        span = m.group(1).strip()
        after = prose[m.end():m.end() + 40]
        code = expected_exit(after.split("`")[0])
        if gridsat_line(span) and inline_example(span):
            ex = Example(f"{rel} (inline `{span}`)")
            ex.steps = [(span, code, None)]
            found.append(ex)
        elif span.startswith("--type ") and "--size" in span and not placeholder(span):
            ex = Example(f"{rel} (inline option example `{span}`)")
            ex.steps = [("gridsat solve " + span, code, None)]
            found.append(ex)
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
    if line.split()[1:2] == ["serve"]:
        return "a server that runs until stopped (tests/test_serve.cpp starts one and replays docs/api-examples.json)"
    if line.split()[1:2] == ["sheet"] and "-o" in line and not line.rstrip().endswith(".html") and not (
            os.environ.get("GRIDSAT_CHROMIUM") or shutil.which("chromium")):
        return "Chromium (sheet prints through it)"
    return None


def mpi_binary():
    return os.path.join(os.path.dirname(GRIDSAT), "gridsat-mpi")


def matches(expected, actual):
    """Do the printed lines match the shown ones? `[..]` is any text, a line `[...]` any lines."""
    def line_ok(e, a):
        parts = [re.escape(p) for p in e.split("[..]")]
        return re.fullmatch(".*".join(parts), a) is not None

    def walk(i, j):
        if i == len(expected):
            return j == len(actual)
        if expected[i] == "[...]":
            return any(walk(i + 1, k) for k in range(j, len(actual) + 1))
        return j < len(actual) and line_ok(expected[i], actual[j]) and walk(i + 1, j + 1)
    return walk(0, 0)


def scratch(tmp):
    """The scratch folder: fixtures, instances/, and gridsat first on the PATH. Returns env."""
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
    return dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""))


def run_shell(ex):
    """'' when every step answered as shown (or the example was skipped, said on stdout)."""
    with tempfile.TemporaryDirectory(prefix="gridsat_doc_") as tmp:
        env = scratch(tmp)
        for line, code, shown in ex.steps:
            need = missing_need(line)
            if need:  # the lines before it ran; this one and the rest need what is absent
                print(f"skip {ex.where}: `{line}` needs {need}")
                return ""
            cmd = re.sub(r"^tools/gridsat\b", "gridsat", line)
            if os.path.isdir(os.path.join(SOURCE, "..", "shared")):
                cmd = cmd.replace("../shared", os.path.join(SOURCE, "..", "shared"))
            start = time.monotonic()
            try:
                p = subprocess.run(["bash", "-c", cmd], cwd=tmp, env=env, stdin=subprocess.DEVNULL,
                                   capture_output=True, text=True, timeout=LIMIT)
            except subprocess.TimeoutExpired:
                return f"{ex.where}: `{line}` gave no answer within {LIMIT:g} s"
            helper = line.split()[0] in HELPERS  # SAT-competition exit codes: 10 sat, 20 unsat
            ok = (0, 10, 20) if helper else (code,)
            if p.returncode not in ok:
                return f"{ex.where}: `{line}` exited {p.returncode}, the text says {code}: {(p.stderr or p.stdout)[-400:]}"
            if shown is not None:
                actual = [l.rstrip() for l in p.stdout.rstrip("\n").split("\n")] if p.stdout else []
                if not matches(shown, actual):
                    return (f"{ex.where}: `{line}` printed\n" + "\n".join(actual[:40]) +
                            "\n-- but the text shows --\n" + "\n".join(shown))
            print(f"ok   {ex.where}: `{line}` ({time.monotonic() - start:.2f} s)")
    return ""


def run_python(ex):
    module = os.path.join(os.path.dirname(GRIDSAT), "python")
    built = os.path.isdir(module) and any(f.startswith("gridsat") and f.endswith(".so") for f in os.listdir(module))
    if not built:
        print(f"skip {ex.where}: needs the Python module (build/python: GRIDSAT_PYTHON=ON)")
        return ""
    with tempfile.TemporaryDirectory(prefix="gridsat_doc_") as tmp:
        env = dict(scratch(tmp), PYTHONPATH=module)
        script = ("import doctest, sys\n"
                  "t = doctest.DocTestParser().get_doctest(sys.stdin.read(), {}, 'doc', None, 0)\n"
                  "r = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.IGNORE_EXCEPTION_DETAIL)\n"
                  "r.run(t)\nsys.exit(1 if r.failures else 0)\n")
        try:
            p = subprocess.run([sys.executable, "-c", script], input=ex.text, cwd=tmp, env=env,
                               capture_output=True, text=True, timeout=LIMIT)
        except subprocess.TimeoutExpired:
            return f"{ex.where}: the Python example gave no answer within {LIMIT:g} s"
        if p.returncode:
            return f"{ex.where}: the Python example failed:\n{(p.stdout + p.stderr)[-1500:]}"
    print(f"ok   {ex.where}: Python example")
    return ""


def api_examples():
    path = os.path.join(SOURCE, "docs", "api-examples.json")
    return json.load(open(path, encoding="utf-8")) if os.path.exists(path) else []


def run_curl(ex):
    """The request and the answer shown must be docs/api-examples.json's (test_serve.cpp replays it)."""
    line, reply, _ = ex.steps[0]
    m = re.search(r"localhost:\d+(/\S*)", line)
    body = re.search(r"-d '(.*)'", line)
    shown = re.fullmatch(r"#\s*(\d{3})\s+(.*)", reply)
    if not (m and shown):
        return f"{ex.where}: `{line}`: a curl example needs its URL and a `# STATUS JSON` line under it"
    request = json.loads(body.group(1)) if body else None
    for e in api_examples():
        if e["path"] == m.group(1) and e.get("request") == request:
            if int(shown.group(1)) != e["status"] or json.loads(shown.group(2)) != e["response"]:
                return f"{ex.where}: `{line}`: the answer shown is not docs/api-examples.json's"
            print(f"ok   {ex.where}: `{line[:60]}...` is docs/api-examples.json's '{e['name']}'")
            return ""
    return f"{ex.where}: `{line}` is no entry of docs/api-examples.json (tests/test_serve.cpp replays those)"


def documents():
    docs = [os.path.join(SOURCE, "README.md")]
    for folder, _, files in sorted(os.walk(os.path.join(SOURCE, "docs"))):
        docs += sorted(os.path.join(folder, f) for f in files if f.endswith(".md"))
    return docs


def main():
    failures, total = [], 0
    run = {"shell": run_shell, "python": run_python, "curl": run_curl}
    for doc in documents():
        for ex in examples(doc):
            total += 1
            why = run[ex.kind](ex)
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
