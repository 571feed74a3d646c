#!/usr/bin/python3
"""Human-style grading study: gridsat grade on puzzles of known difficulty and on the shared sets.

Generates (fixed seeds) sgt solo / sgt unequal puzzles at every level, qqwing puzzles at every
level (qqwing seeds from the clock: run under faketime with a frozen clock, which makes it
deterministic), takes the shared 9x9 sets and a 300-puzzle bank cut from fixed random complete
grids, grades everything with `gridsat grade --format json`, and prints markdown tables:
ladder coverage per source, levels per generator level, Spearman correlations of rank/score
with SAT conflicts and native nodes. Draws PNG plots (matplotlib, Agg backend).

usage: study.py --gridsat BIN --shared DIR --plots DIR [--work DIR] [--scale F] [--quick]
"""
import argparse
import collections
import concurrent.futures
import json
import os
import random
import subprocess
import sys
import tempfile
import time

LEVELS = ["trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"]
SEED = "gridsat-study"      # the sgt generators' seed string
BANK_SEED = 20261122        # the bank's random grids and removed cells
PLOT_SEED = 1               # which 17-clue points the scatter plot shows
FROZEN = "2020-01-01 00:00:00"  # qqwing's clock

# sgt solo: letter, its level (our rank scale is aligned with it), puzzles per shape.
SOLO_LEVELS = [("t", "Trivial", 1), ("b", "Basic", 2), ("i", "Intermediate", 3),
               ("a", "Advanced", 4), ("e", "Extreme", 5), ("u", "Unreasonable", 6)]
SOLO_SHAPES = ["3x3", "2x3", "3x4"]
# Per shape and letter, how many (6x6 Advanced and Unreasonable are slow to generate: ~10 s
# and ~4 s each on the project machine; 6x6 Intermediate ~1 s).
SOLO_COUNT = {("2x3", "i"): 10, ("2x3", "a"): 3, ("2x3", "u"): 5}
SOLO_DEFAULT = 30
# sgt unequal: Trivial, Easy, Tricky, Extreme, Recursive (ranks 1, 2, 4, 5, 6, see human.hpp).
UNEQUAL_LEVELS = [("t", "Trivial", 1), ("e", "Easy", 2), ("k", "Tricky", 4),
                  ("x", "Extreme", 5), ("r", "Recursive", 6)]
UNEQUAL_SIZES = [4, 5, 6, 7]
UNEQUAL_COUNT = 20
QQWING_LEVELS = ["simple", "easy", "intermediate", "expert"]
QQWING_COUNT = 50
SETS = [("17-clue", "puzzles2_17_clue.txt"), ("top1465", "puzzles3_magictour_top1465.txt"),
        ("forum-hardest-1106", "puzzles6_forum_hardest_1106.txt")]
BANK = [(65, 100), (50, 100), (35, 100)]


def run(cmd, out=None, ok=(0,), env=None):
    with open(out, "w") if out else open(os.devnull, "w") as f:
        r = subprocess.run(cmd, stdout=f if out else subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    if r.returncode not in ok:
        sys.exit("study: %s failed (%d): %s" % (" ".join(cmd), r.returncode, r.stderr[:500]))
    return r


def lines(path):
    with open(path) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]


# ---- generation -----------------------------------------------------------------------------

def gen_sgt(game, params, k, out):
    run(["/usr/games/sgt-" + game, "--generate", str(k), params], out)
    return out


def gen_qqwing(level, k, out):
    # qqwing --generate seeds itself from the clock; a frozen clock makes the output the same
    # every run (checked: three runs, one md5).
    run(["faketime", "-f", FROZEN, "qqwing", "--generate", str(k), "--difficulty", level, "--one-line"], out)
    got = lines(out)
    if len(got) != k or any(len(p) != 81 for p in got):
        sys.exit("study: unexpected qqwing output in " + out)
    return out


def make_bank(shared, work):
    sols = lines(os.path.join(shared, "instances/sudoku/kaggle_first9999_solutions.txt"))
    rng = random.Random(BANK_SEED)
    picks = rng.sample(range(len(sols)), sum(k for _, k in BANK))
    files, i = [], 0
    for givens, k in BANK:
        out = os.path.join(work, "bank-%d.txt" % givens)
        with open(out, "w") as f:
            for _ in range(k):
                s = sols[picks[i]]
                i += 1
                keep = set(rng.sample(range(81), givens))
                f.write("".join(s[c] if c in keep else "." for c in range(81)) + "\n")
        files.append((givens, out))
    return files


# ---- grading --------------------------------------------------------------------------------

def grade(gridsat, path):
    out = path + ".grade.json"
    t = time.time()
    # exit 1: some puzzle's steps got stuck (data here, not a failure)
    run([gridsat, "grade", "--backend", "both", "--format", "json", path], out, ok=(0, 1))
    secs = time.time() - t
    rows = [json.loads(l) for l in lines(out)]
    if len(rows) != len(lines(path)):
        sys.exit("study: %d grades for %d puzzles in %s" % (len(rows), len(lines(path)), path))
    for r in rows:
        if r["status"] not in ("solved", "stuck", "contradiction"):
            sys.exit("study: puzzle %s:%s ended %s" % (path, r["line"], r["status"]))
    return rows, secs


def count_verdicts(gridsat, path):
    """Per puzzle: unique, multiple or none (gridsat count, to 2)."""
    r = run([gridsat, "count", "--format", "line", path], ok=(0, 1))
    return [l.split()[0] for l in r.stdout.splitlines() if l.strip()]


# ---- statistics -----------------------------------------------------------------------------

def avg_ranks(xs):
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    r = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return r


def spearman(xs, ys):
    """Spearman's rho: Pearson's correlation of the average ranks (ties share a rank)."""
    n = len(xs)
    if n < 3:
        return float("nan")
    rx, ry = avg_ranks(xs), avg_ranks(ys)
    mx, my = sum(rx) / n, sum(ry) / n
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    return sxy / (sxx * syy) ** 0.5 if sxx > 0 and syy > 0 else float("nan")


def pct(a, n):
    return "%.1f" % (100.0 * a / n) if n else "-"


def median(xs):
    s = sorted(xs)
    n = len(s)
    return (s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2) if n else float("nan")


# ---- main -----------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gridsat", required=True)
    ap.add_argument("--shared", required=True)
    ap.add_argument("--plots", required=True)
    ap.add_argument("--work", help="keep generated puzzles and grades here (default: a temporary folder)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--quick", action="store_true", help="few puzzles per generator level and set (a smoke test)")
    a = ap.parse_args()
    work = a.work or tempfile.mkdtemp(prefix="gridsat-study-")
    os.makedirs(work, exist_ok=True)
    os.makedirs(a.plots, exist_ok=True)
    q = a.quick
    t0 = time.time()

    # sources: (family, group label, generator level label, our-scale rank of it, file)
    jobs = []
    for shape in SOLO_SHAPES:
        for letter, name, rank in SOLO_LEVELS:
            k = 2 if q else SOLO_COUNT.get((shape, letter), SOLO_DEFAULT)
            out = os.path.join(work, "solo-%s-%s.txt" % (shape, letter))
            jobs.append((("solo", shape, name, rank, out), gen_sgt, ("solo", "%sd%s#%s" % (shape, letter, SEED), k, out)))
    for n in UNEQUAL_SIZES:
        for letter, name, rank in UNEQUAL_LEVELS:
            out = os.path.join(work, "unequal-%d-%s.txt" % (n, letter))
            jobs.append((("unequal", str(n), name, rank, out), gen_sgt,
                         ("unequal", "%dd%s#%s" % (n, letter, SEED), 2 if q else UNEQUAL_COUNT, out)))
    for i, level in enumerate(QQWING_LEVELS):
        out = os.path.join(work, "qqwing-%s.txt" % level)
        jobs.append((("qqwing", "9x9", level, i + 1, out), gen_qqwing, (level, 2 if q else QQWING_COUNT, out)))
    sources = []
    for name, fn in SETS:
        src = os.path.join(a.shared, "instances/sudoku", fn)
        out = os.path.join(work, "set-" + fn)
        with open(out, "w") as f:
            f.write("\n".join(lines(src)[: 20 if q else None]) + "\n")
        sources.append(("set", name, name, 0, out))
    bank = make_bank(a.shared, work)
    if q:
        for _, path in bank:
            ls = lines(path)[:10]
            open(path, "w").write("\n".join(ls) + "\n")
    for givens, path in bank:
        sources.append(("bank", "%d givens" % givens, "%d givens" % givens, 0, path))

    results = {}  # file -> (rows, seconds)
    gen_secs = {}

    def gen_and_grade(src, fn, args):
        t = time.time()
        fn(*args)
        gen_secs[src[4]] = time.time() - t
        return src, grade(a.gridsat, src[4])

    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        futs = [ex.submit(gen_and_grade, s, f, args) for s, f, args in jobs]
        futs += [ex.submit(lambda s: (s, grade(a.gridsat, s[4])), s) for s in sources]
        bank_counts = {g: ex.submit(count_verdicts, a.gridsat, p) for g, p in bank}
        for fu in futs:
            src, res = fu.result()
            results[src[4]] = res
        bank_counts = {g: f.result() for g, f in bank_counts.items()}
    sources = [s for s, _, _ in jobs] + sources
    elapsed = time.time() - t0

    P = print
    P("Study run: %s; %.0f s in all (generation and grading, %d jobs at a time)%s." %
      (time.strftime("%Y-%m-%d", time.gmtime()), elapsed, a.jobs, "; QUICK (smoke test) counts" if q else ""))
    P()

    # -- coverage per source ----------------------------------------------------------------
    def group_rows(pred):
        rows = []
        for s in sources:
            if pred(s):
                rows += results[s[4]][0]
        return rows

    groups = []  # (label, rows)
    for name, _ in SETS:
        groups.append((name, group_rows(lambda s, n=name: s[0] == "set" and s[1] == n)))
    for givens, _ in BANK:
        groups.append(("bank %d givens" % givens, group_rows(lambda s, g=givens: s[0] == "bank" and s[1] == "%d givens" % g)))
    for lv in QQWING_LEVELS:
        groups.append(("qqwing " + lv, group_rows(lambda s, l=lv: s[0] == "qqwing" and s[2] == l)))
    for shape in SOLO_SHAPES:
        groups.append(("sgt solo %s (all levels)" % shape, group_rows(lambda s, sh=shape: s[0] == "solo" and s[1] == sh)))
    groups.append(("sgt unequal 4-7 (all levels)", group_rows(lambda s: s[0] == "unequal")))

    P("#### Ladder coverage: cumulative share solved with techniques up to each rank (%)")
    P()
    P("Rank k: the path needs nothing above rank k (1 trivial: full house, box hidden single; 2 basic: "
      "all singles, so k = 2 is \"singles alone\"; 3 intermediate: pointing/claiming; 4 advanced: subsets; "
      "5 extreme: fish, wings, chains). Stuck: the whole ladder cannot finish (rank 6).")
    P()
    P("| source | puzzles | k=1 | k=2 (singles) | k=3 | k=4 | k=5 | stuck | median steps | median score |")
    P("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    coverage = []
    for label, rows in groups:
        n = len(rows)
        cum = [sum(1 for r in rows if 1 <= r["rank"] <= k) for k in range(1, 6)]
        stuck = sum(1 for r in rows if r["rank"] == 6)
        coverage.append((label, n, cum))
        P("| %s | %d | %s | %s | %d (%s%%) | %.0f | %.0f |" % (
            label, n, " | ".join(pct(c, n) for c in cum[:4]), pct(cum[4], n), stuck, pct(stuck, n),
            median([r["steps"] for r in rows]), median([r["score"] for r in rows])))
    P()
    P("Bank uniqueness (`gridsat count`, to 2): " + "; ".join(
        "%d givens: %d unique, %d multiple" % (g, c.count("unique"), c.count("multiple")) for g, c in bank_counts.items()) + ".")
    P()
    # the bank restricted to its unique puzzles
    P("| bank, unique puzzles only | puzzles | k=1 | k=2 (singles) | k=3 | k=4 | k=5 | stuck |")
    P("|---|---:|---:|---:|---:|---:|---:|---:|")
    for givens, path in bank:
        verdicts = bank_counts[givens]
        rows = [r for r, v in zip(results[path][0], verdicts) if v == "unique"]
        n = len(rows)
        cum = [sum(1 for r in rows if 1 <= r["rank"] <= k) for k in range(1, 6)]
        P("| %d givens | %d | %s | %s |" % (givens, n, " | ".join(pct(c, n) for c in cum), pct(sum(1 for r in rows if r["rank"] == 6), n)))
    P()

    # -- hardest technique on the hard sets ---------------------------------------------------
    P("#### Hardest technique per source (how many puzzles; stuck = no technique of the ladder applies)")
    P()
    for label, rows in groups[:3]:
        c = collections.Counter(r["hardest"] if r["rank"] < 6 else "stuck" for r in rows)
        P("- %s: %s" % (label, ", ".join("%s %d" % (h or "none", k) for h, k in c.most_common())))
    P()

    # -- confusion tables ---------------------------------------------------------------------
    conf = {}  # family -> [(row label, Counter of our rank, n)]
    P("#### Generator level x our level (puzzles; our ranks 1 trivial .. 6 unreasonable)")
    P()
    for fam, title in [("solo", "sgt solo"), ("unequal", "sgt unequal"), ("qqwing", "qqwing")]:
        P("%s:" % title)
        P()
        P("| %s | generator level | n | 1 trivial | 2 basic | 3 intermediate | 4 advanced | 5 extreme | 6 unreasonable | same (+-1) |" %
          ("shape" if fam == "solo" else "size"))
        P("|---|---|---:|---:|---:|---:|---:|---:|---:|---|")
        conf[fam] = []
        for s in sources:
            if s[0] != fam:
                continue
            rows = results[s[4]][0]
            c = collections.Counter(r["rank"] for r in rows)
            n = len(rows)
            same = c.get(s[3], 0)
            near = sum(c.get(r, 0) for r in (s[3] - 1, s[3], s[3] + 1))
            conf[fam].append((s[1], s[2], s[3], c, n))
            P("| %s | %s (%d) | %d | %s | %s%% (%s%%) |" % (s[1], s[2], s[3], n, " | ".join(str(c.get(r, 0)) for r in range(1, 7)),
                                                          pct(same, n), pct(near, n)))
        P()
    # pooled over shapes/sizes
    P("Pooled over shapes and sizes (share of puzzles at exactly the generator's level on our scale, within one level):")
    P()
    for fam in ("solo", "unequal", "qqwing"):
        n = sum(x[4] for x in conf[fam])
        same = sum(x[3].get(x[2], 0) for x in conf[fam])
        near = sum(sum(x[3].get(r, 0) for r in (x[2] - 1, x[2], x[2] + 1)) for x in conf[fam])
        P("- %s: %d puzzles, %s%% same level, %s%% within one." % (fam, n, pct(same, n), pct(near, n)))
    P()

    # -- correlations -------------------------------------------------------------------------
    P("#### Spearman rank correlation of our rank and score with the solvers' effort")
    P()
    P("conflicts: CaDiCaL conflicts of the SAT count to 2; nodes: native search decisions of the count to 2 (both from `grade`). "
      "Rank over every puzzle (stuck = 6); score over the puzzles the ladder solves (a stuck path's score counts only the "
      "steps before it got stuck).")
    P()
    P("| source | puzzles (solved) | rank~conflicts | score~conflicts | rank~nodes | score~nodes | median conflicts | median nodes |")
    P("|---|---:|---:|---:|---:|---:|---:|---:|")
    corr_groups = groups[:6] + [("qqwing (all levels)", group_rows(lambda s: s[0] == "qqwing"))] + groups[10:]
    nine = group_rows(lambda s: s[0] in ("set", "bank", "qqwing") or (s[0] == "solo" and s[1] == "3x3"))
    corr_groups.append(("all 9x9 together", nine))
    for label, rows in corr_groups:
        rk = [r["rank"] for r in rows]
        cf = [r["conflicts"] for r in rows]
        nd = [r["nodes"] for r in rows]
        solved = [r for r in rows if r["rank"] < 6]
        sc = [r["score"] for r in solved]
        scf = [r["conflicts"] for r in solved]
        snd = [r["nodes"] for r in solved]
        rho = lambda x, y: "%.2f" % spearman(x, y) if spearman(x, y) == spearman(x, y) else "-"  # nan: a constant column
        P("| %s | %d (%d) | %s | %s | %s | %s | %.0f | %.0f |" % (
            label, len(rows), len(solved), rho(rk, cf), rho(sc, scf), rho(rk, nd), rho(sc, snd), median(cf), median(nd)))
    P()

    # -- timing -------------------------------------------------------------------------------
    P("#### Grading time per source (`gridsat grade --format json`, whole process, %d jobs at a time on a shared machine)" % a.jobs)
    P()
    P("| source | puzzles | seconds | puzzles/s |")
    P("|---|---:|---:|---:|")
    for s in sources:
        if s[0] in ("set", "bank") or s[0] == "qqwing":
            rows, secs = results[s[4]]
            P("| %s %s | %d | %.2f | %.0f |" % (s[0], s[2], len(rows), secs, len(rows) / secs if secs else 0))
    P()

    plots(a.plots, conf, coverage, sources, results)
    P("Plots: " + ", ".join(sorted(os.listdir(a.plots))) + " (in %s)." % a.plots)


# ---- plots ----------------------------------------------------------------------------------

COLORS = ["#b7e4c7", "#52b788", "#ffd166", "#f4a261", "#e76f51", "#6a040f"]


def plots(outdir, conf, coverage, sources, results):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    # 1. our levels per generator level, stacked shares
    panels = [("sgt solo 9x9 (3x3 boxes)", [x for x in conf["solo"] if x[0] == "3x3"]),
              ("sgt solo 6x6 (2x3 boxes)", [x for x in conf["solo"] if x[0] == "2x3"]),
              ("sgt solo 12x12 (3x4 boxes)", [x for x in conf["solo"] if x[0] == "3x4"])]
    pooled = collections.OrderedDict()
    for _, name, rank, c, n in conf["unequal"]:
        e = pooled.setdefault(name, [rank, collections.Counter(), 0])
        e[1].update(c)
        e[2] += n
    panels.append(("sgt unequal 4x4..7x7 (pooled)", [("", k, v[0], v[1], v[2]) for k, v in pooled.items()]))
    panels.append(("qqwing 9x9", conf["qqwing"]))
    fig, axes = plt.subplots(1, len(panels), figsize=(18, 5.5), sharey=True)
    for ax, (title, rows) in zip(axes, panels):
        xs = range(len(rows))
        bottom = [0.0] * len(rows)
        for r in range(1, 7):
            h = [100.0 * row[3].get(r, 0) / row[4] if row[4] else 0 for row in rows]
            ax.bar(xs, h, bottom=bottom, color=COLORS[r - 1], edgecolor="white", linewidth=0.5,
                   label="%d %s" % (r, LEVELS[r - 1]))
            bottom = [b + v for b, v in zip(bottom, h)]
        for x, row in zip(xs, rows):
            ax.text(x, 101, "n=%d" % row[4], ha="center", va="bottom", fontsize=8)
        ax.set_xticks(list(xs))
        ax.set_xticklabels(["%s (%d)" % (row[1], row[2]) for row in rows], fontsize=8, rotation=35, ha="right")
        ax.set_title(title, fontsize=10)
        ax.set_ylim(0, 108)
        ax.set_xlabel("generator level (its rank on our scale)", fontsize=8)
    axes[0].set_ylabel("share of puzzles at our level (%)")
    handles, labels = axes[0].get_legend_handles_labels()
    fig.legend(handles, ["our " + l for l in labels], loc="lower center", ncol=6, fontsize=9, frameon=False)
    fig.suptitle("gridsat grade: our level per generator level")
    fig.tight_layout(rect=(0, 0.06, 1, 0.95))
    fig.savefig(os.path.join(outdir, "levels_by_generator.png"), dpi=80)
    plt.close(fig)

    # 2. ladder coverage per source
    fig, ax = plt.subplots(figsize=(9, 5.5))
    styles = ["-o", "-s", "-^", "--o", "--s", "--^", ":o", ":s", ":^", ":v", "-.o", "-.s", "-.^", "-.v"]
    cmap = plt.get_cmap("tab20")
    for i, ((label, n, cum), st) in enumerate(zip(coverage, styles * 2)):
        ax.plot(range(1, 6), [100.0 * c / n if n else 0 for c in cum], st, label="%s (%d)" % (label, n), markersize=4,
                color=cmap(i % 20))
    ax.set_xticks(range(1, 6))
    ax.set_xticklabels(["1 trivial", "2 basic\n(singles)", "3 intermediate\n(pointing/claiming)", "4 advanced\n(subsets)",
                        "5 extreme\n(fish, wings, chains)"], fontsize=8)
    ax.set_ylabel("solved with techniques up to this rank (%)")
    ax.set_ylim(-2, 102)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.01, 0.5))
    ax.set_title("Ladder coverage per source (cumulative)")
    fig.tight_layout()
    fig.savefig(os.path.join(outdir, "ladder_coverage.png"), dpi=80)
    plt.close(fig)

    # 3. score vs conflicts / nodes, 9x9 puzzles (17-clue: a fixed sample of 3000)
    pts = []
    rng = random.Random(PLOT_SEED)
    for s in sources:
        if s[0] in ("set", "bank", "qqwing") or (s[0] == "solo" and s[1] == "3x3"):
            rows = results[s[4]][0]
            if s[2] == "17-clue" and len(rows) > 3000:
                rows = rng.sample(rows, 3000)
            pts += rows
    fig, axes = plt.subplots(1, 2, figsize=(13, 5.5))
    for ax, key, name in [(axes[0], "conflicts", "SAT conflicts (count to 2) + 1, jittered"),
                          (axes[1], "nodes", "native search nodes (count to 2) + 1, jittered")]:
        for r in range(1, 6):  # stuck puzzles have no full score: left out, counted in the title
            sel = [p for p in pts if p["rank"] == r]
            # effort counts are small integers: a fixed multiplicative jitter (+-15%) shows how many share a value
            jit = random.Random(PLOT_SEED + r)
            ax.scatter([p["score"] for p in sel], [(p[key] + 1) * 1.15 ** jit.uniform(-1, 1) for p in sel], s=7, alpha=0.5,
                       color=COLORS[r - 1], linewidths=0, label="%d %s (%d)" % (r, LEVELS[r - 1], len(sel)))
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("our score (summed over the steps)")
        ax.set_ylabel(name)
        ax.grid(alpha=0.3, which="major")
    axes[0].legend(fontsize=8, markerscale=3, loc="upper left")
    fig.suptitle("9x9 puzzles the ladder solves: our score vs solver effort (%d puzzles; 17-clue sampled to 3000; "
                 "%d stuck left out)" % (sum(1 for p in pts if p["rank"] < 6), sum(1 for p in pts if p["rank"] == 6)))
    fig.tight_layout()
    fig.savefig(os.path.join(outdir, "score_vs_effort.png"), dpi=80)
    plt.close(fig)


if __name__ == "__main__":
    main()
