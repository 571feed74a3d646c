#!/usr/bin/env python3
"""Faults injected into the gridsat program (tests/fault/fault_shim.cpp, preloaded): every
allocation refused in turn, write errors (ENOSPC, EIO, short writes) on standard output, -o,
--proof and sheets, read errors mid-file, SIGTERM and SIGINT at fixed writes. Each run must end
with a documented status (0; 2 with a message saying what failed; 128 + the signal), never a
crash, leave no partial or hidden temporary file, and keep every answer it printed right.

    fault_test.py GRIDSAT SHIM SOURCE_DIR [--stride K] [--all]

--stride K walks the allocations 1, 1+K, 1+2K, ... (default: a stride that makes at most
--limit L runs per command, 40; --limit 0 --stride 1 walks every one); --all also walks the
persistent failure (every allocation from N on refused). FAULT_COUNT (the shim) prints how
many allocations a run makes."""
import json
import os
import re
import subprocess
import sys
import tempfile

GRIDSAT, SHIM, SOURCE = sys.argv[1:4]
STRIDE = int(sys.argv[sys.argv.index("--stride") + 1]) if "--stride" in sys.argv else 1
PERSISTENT = "--all" in sys.argv
# At most about this many runs per command (a wider stride where a run makes more allocations:
# count --threads 2 makes about 10,000, its threads not using the main thread's pool); 0: all.
LIMIT = int(sys.argv[sys.argv.index("--limit") + 1]) if "--limit" in sys.argv else 40
ESCARGOT = os.path.join(SOURCE, "instances", "sudoku", "escargot.sdk")
failures = []
runs = 0


def run(args, cwd, env=None, stdout=subprocess.PIPE):
    global runs
    runs += 1
    full = dict(os.environ)
    full.update(env or {})
    if env is not None:
        full["LD_PRELOAD"] = SHIM
    p = subprocess.run([GRIDSAT] + args, cwd=cwd, env=full, stdout=stdout, stderr=subprocess.PIPE, timeout=120)
    return p.returncode, (p.stdout or b"").decode(errors="replace"), p.stderr.decode(errors="replace")


def fail(what, rc, err):
    failures.append("%s: exit %d: %s" % (what, rc, err.strip()[:300]))


def leftovers(folder, keep):
    """Files the run left beside the inputs: a hidden temporary (.NAME.XXXXXX) or anything new."""
    return sorted(set(os.listdir(folder)) - set(keep))


def grids(out):
    """index -> grid of each solved record of a JSON-lines output."""
    got = {}
    for line in out.splitlines():
        if not line.startswith("{"):
            continue
        rec = json.loads(line)  # a cut line would fail here: a partial record
        if rec.get("status") == "solved":
            got[rec["index"]] = rec["grid"]
    return got


def records(out):
    """index -> record of a JSON-lines output (the elapsed times left out: they vary)."""
    got = {}
    for line in out.splitlines():
        if line.startswith("{"):
            rec = json.loads(line)
            rec.pop("stats", None)
            rec.pop("seconds", None)
            got[(rec.get("index"), rec.get("step"))] = rec
    return got


def allocations(args, cwd):
    rc, _, err = run(args, cwd, {"FAULT_COUNT": "1"})
    m = re.search(r"fault: (\d+) allocations", err)
    assert rc == 0 and m, (args, rc, err)
    return int(m.group(1))


def walk_allocations(name, args, cwd, check):
    """Refuses allocation N (and, with --all, every one after it) for N over the run's count."""
    keep = os.listdir(cwd)
    total = allocations(args, cwd)
    for f in leftovers(cwd, keep):
        os.remove(os.path.join(cwd, f))
    stride = max(STRIDE, total // LIMIT) if LIMIT else STRIDE
    modes = [{}] + ([{"FAULT_MALLOC_ALL": "1"}] if PERSISTENT else [])
    for mode in modes:
        for n in range(1, total + 2, stride):
            env = dict(mode, FAULT_MALLOC=str(n))
            rc, out, err = run(args, cwd, env)
            what = "%s, allocation %d%s refused" % (name, n, " on" if mode else "")
            if rc not in (0, 2) or (rc == 2 and "out of memory" not in err) or "internal" in err:
                fail(what, rc, err)
            left = leftovers(cwd, keep)
            if any(f.startswith(".") for f in left):
                fail(what + ", a hidden temporary file left: %s" % left, rc, err)
            check(what, rc, out, err)
            for f in leftovers(cwd, keep):
                os.remove(os.path.join(cwd, f))
    return total


def main():
    with tempfile.TemporaryDirectory() as tmp:
        batch = os.path.join(tmp, "batch.txt")
        rc, text, err = run(["generate", "--type", "sudoku", "--count", "4", "--seed", "3"], tmp)
        assert rc == 0, err
        with open(batch, "w") as f:
            f.write(text)
        rc, ref_json, _ = run(["solve", "--format", "json", "batch.txt"], tmp)
        ref = grids(ref_json)
        assert rc == 0 and len(ref) == 4
        rc, ref_cnf, _ = run(["encode", ESCARGOT], tmp)
        assert rc == 0

        def same_answers(what, rc, out, err):
            got = grids(out)
            if any(ref.get(i) != g for i, g in got.items()):
                fail(what + ", an answer differs from the run without faults", rc, err)
            if rc == 0 and len(got) != 4:
                fail(what + ", exit 0 with %d of 4 answers" % len(got), rc, err)

        def whole_cnf(what, rc, out, err):
            path = os.path.join(tmp, "out.cnf")
            if os.path.exists(path):
                if rc != 0 or open(path).read() != ref_cnf:
                    fail(what + ", -o left a file that is not the whole CNF", rc, err)
                os.remove(path)
            elif rc == 0:
                fail(what + ", exit 0 without the -o file", rc, err)

        keep_all = os.listdir(tmp)
        # (a) Out of memory: each allocation refused in turn.
        counts = {}
        counts["solve"] = walk_allocations("solve --format json (4 puzzles)", ["solve", "--format", "json", "batch.txt"],
                                           tmp, same_answers)
        counts["count"] = walk_allocations("count --threads 2", ["count", "--threads", "2", "--format", "json",
                                           "batch.txt"], tmp, lambda *a: None)
        counts["encode"] = walk_allocations("encode -o", ["encode", ESCARGOT, "-o", "out.cnf"], tmp, whole_cnf)
        # grade and explain: human/ keeps per-thread caches (base/thread_slot.hpp), once
        # thread_locals whose destructor glibc registers with a calloc and aborts on refused.
        for cmd, name in ((["grade", "--format", "json", "batch.txt"], "grade"),
                          (["explain", "--format", "json", "batch.txt"], "explain")):
            rc, ref_out, err = run(cmd, tmp)
            assert rc == 0, err
            ref_records = records(ref_out)

            def same_records(what, rc, out, err, ref_records=ref_records):
                got = records(out)
                if any(ref_records.get(i) != r for i, r in got.items()):
                    fail(what + ", a record differs from the run without faults", rc, err)
                if rc == 0 and got != ref_records:
                    fail(what + ", exit 0 with %d of %d records" % (len(got), len(ref_records)), rc, err)

            counts[name] = walk_allocations(name + " --format json (4 puzzles)", cmd, tmp, same_records)

        # Every allocation from N on refused, at a few fixed N (--all walks every N by hand): glibc
        # dlopens libgcc_s.so.1 when it first unwinds through its own frames, and aborted ("libgcc_s.so.1
        # must be installed for unwinding") when that dlopen was refused, until main.cpp loaded it first.
        # explain at 103 and 1691: a refusal inside CaDiCaL's Internal::enlarge (explain's core
        # steps load a solver), whose destructor then freed a wrong address ("free(): invalid pointer").
        for name, args, ns in (("solve", ["solve", "--format", "json", "batch.txt"], (2, 10, 22)),
                               ("encode -o", ["encode", ESCARGOT, "-o", "out.cnf"], (2, 12, 20)),
                               ("grade", ["grade", "--format", "json", "batch.txt"], (3, 19)),
                               ("explain", ["explain", "--format", "json", "batch.txt"], (103, 1691))):
            for n in ns:
                rc, _, err = run(args, tmp, {"FAULT_MALLOC": str(n), "FAULT_MALLOC_ALL": "1"})
                if rc != 2 or "out of memory" not in err or leftovers(tmp, keep_all):
                    fail("%s, every allocation from %d on refused (left: %s)" % (name, n, leftovers(tmp, keep_all)),
                         rc, err)
                for f in leftovers(tmp, keep_all):
                    os.remove(os.path.join(tmp, f))

        # explain --format json, every allocation from N on refused, N at each of the run's last 30
        # (where its last records are built and dropped): nlohmann::json's destructor allocates (it
        # moves a tree's children to a std::vector before freeing them), and refused there, while a
        # std::bad_alloc unwound or at a record's end, it ended in std::terminate (exit -6, N = 3395
        # to 3404 of 3421). Now main's message and exit 2 (cli/alloc.cpp, cli/main.cpp).
        explain = ["explain", "--format", "json", "batch.txt"]
        total = allocations(explain, tmp)
        explained = records(run(explain, tmp)[1])
        for n in range(max(1, total - 29), total + 1):
            rc, out, err = run(explain, tmp, {"FAULT_MALLOC": str(n), "FAULT_MALLOC_ALL": "1"})
            what = "explain --format json, every allocation from %d of %d on refused" % (n, total)
            if rc not in (0, 2) or (rc == 2 and "out of memory" not in err):
                fail(what, rc, err)
            if any(explained.get(i) != r for i, r in records(out).items()):
                fail(what + ", a record differs from the run without faults", rc, err)

        # ulimit -v: the pairwise encoding of a Latin square of order 60 (about 20 million clauses) does
        # not fit in 200 MB of address space.
        p = subprocess.run(["bash", "-c", 'ulimit -v 200000 && exec "$0" encode --amo pairwise --type latin --size 60 -o big.cnf',
                            GRIDSAT], cwd=tmp, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
        err = p.stderr.decode(errors="replace")
        if p.returncode != 2 or "out of memory" not in err or leftovers(tmp, keep_all):
            fail("encode -o under ulimit -v 200000 (left: %s)" % leftovers(tmp, keep_all), p.returncode, err)

        # (b) Write errors: a full disk, an I/O error, short writes.
        keep = os.listdir(tmp)
        for args in (["solve", "batch.txt"], ["encode", ESCARGOT, "-o", "/dev/full"],
                     ["count", "--limit", "2", ESCARGOT, "--proof", "/dev/full"], ["sheet", "batch.txt", "-o", "/dev/full"],
                     ["solve", "--format", "svg", ESCARGOT, "-o", "/dev/full"]):
            with open("/dev/full", "wb") as full:
                rc, _, err = run(args, tmp, stdout=full)
            if rc != 2 or "No space left on device" not in err:
                fail("%s to /dev/full" % " ".join(args[:1] + args[2:]), rc, err)
        for errno_name, errno in (("EIO", "5"), ("ENOSPC", "28")):
            for n in (1, 2, 3):
                rc, out, err = run(["solve", "--format", "json", "batch.txt"], tmp,
                                   {"FAULT_WRITE": str(n), "FAULT_WRITE_ERRNO": errno})
                what = "solve, write %d to standard output fails with %s" % (n, errno_name)
                if rc != 2 or "error writing standard output" not in err:
                    fail(what, rc, err)
                same_answers(what, rc, out, err)
            for args, name in ((["encode", ESCARGOT, "-o", "out.cnf"], "out.cnf"),
                               (["sheet", "batch.txt", "-o", "sheet.pdf"], "sheet.pdf"),
                               (["solve", "--format", "svg", ESCARGOT, "-o", "p.svg"], "p.svg")):
                rc, _, err = run(args, tmp, {"FAULT_WRITE": "1", "FAULT_WRITE_ERRNO": errno})
                if rc != 2 or "error writing" not in err or leftovers(tmp, keep):
                    fail("%s, its first write fails with %s (left: %s)" % (" ".join(args), errno_name,
                                                                          leftovers(tmp, keep)), rc, err)
                for f in leftovers(tmp, keep):
                    os.remove(os.path.join(tmp, f))
        rc, out, err = run(["solve", "--format", "json", "batch.txt"], tmp, {"FAULT_WRITE_SHORT": "1"})
        if rc != 0:
            fail("solve with short writes", rc, err)
        same_answers("solve with short writes", rc, out, err)
        rc, _, err = run(["encode", ESCARGOT, "-o", "out.cnf"], tmp, {"FAULT_WRITE_SHORT": "1"})
        whole_cnf("encode -o with short writes", rc, "", err)

        # (c) Read errors mid-file: the puzzles before the error answered, the error said.
        size = os.path.getsize(batch)
        for after in range(0, size, 41):
            rc, out, err = run(["solve", "--format", "json", "batch.txt"], tmp, {"FAULT_READ_AFTER": str(after)})
            what = "solve, reading fails after %d bytes" % after
            if rc != 2 or "read error" not in err:
                fail(what, rc, err)
            same_answers(what, rc, out, err)
            if len(grids(out)) != after // 82:  # 82 bytes a line: every whole line read is answered
                fail(what + ", %d answers for %d whole lines" % (len(grids(out)), after // 82), rc, err)

        # (d) Signals at fixed points: before the Nth write of the answers.
        for sig, status in ((15, 143), (2, 130)):
            for at in (1, 2, 3):
                rc, out, err = run(["solve", "--format", "json", "batch.txt"], tmp,
                                   {"FAULT_SIGNAL": str(sig), "FAULT_SIGNAL_AT": str(at)})
                what = "solve, signal %d before write %d" % (sig, at)
                if rc != status or "interrupted" not in err:
                    fail(what, rc, err)
                same_answers(what, rc, out, err)
            # sheet is left out: the signal reaches its Chromium too, which ends first, and sheet
            # says exit 2 "Chromium did not print the PDF" (no file is left; the status is not 128+N).

    print("fault injection: %d runs (allocations per run: %s, stride %d%s)" %
          (runs, ", ".join("%s %d" % kv for kv in counts.items()), STRIDE, ", persistent too" if PERSISTENT else ""))
    for f in failures:
        print("FAIL", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
