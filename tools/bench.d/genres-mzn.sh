# tools/bench suite "genres-mzn" (issues 43/44), sourced by tools/bench, which defines $G, $root,
# $shared, $tmp and the helpers median, ratio. For each genre with a model in tools/mzn/ (our own
# MiniZinc models), the GENRES_MZN_N (default 10) smallest public puzzles of
# ../shared/instances/genres/GENRE.jsonl (fewest cells first, then file order: a fixed
# selection): gridsat `count --limit 2` (uniqueness) and `solve`, then MiniZinc + Gecode's first
# solution with a time limit of GENRES_MZN_T seconds (default 20) a puzzle, one after another,
# one process per puzzle each (start-up included), one run. Every answer is checked against the
# published one (gridsat must also say `unique`); a Gecode time-out counts at the limit.
# GENRES_MZN_GENRES picks genres (default: every model). Prints a markdown table.
# Signpost and Dominosa have no public puzzles: their N puzzles are fresh ones of Debian's
# sgt-signpost / sgt-dominosa (20230122) at sgt's default size and level (4x4c, 6db), made at run
# time with the fixed seed "gridsat44" (`--generate N PARAMS#gridsat44`: the same batch every run;
# converter tools/mzn/sgt_dzn.py). With no published answer, MiniZinc's must equal gridsat's, and
# `minizinc -a` (untimed) must find exactly one solution.
# shellcheck shell=bash

suite_genres_mzn() {
  local n=${GENRES_MZN_N:-10} tl=${GENRES_MZN_T:-20} conv="$root/tools/mzn/puzzlink_dzn.py"
  local genres=${GENRES_MZN_GENRES:-nurikabe heyawake lits norinori starbattle yinyang}
  [[ -n ${GENRES_MZN_GENRES:-} ]] || genres+=" kurodoko cave tapa shakashaka tilepaint battleship"  # issue 43, second six
  [[ -n ${GENRES_MZN_GENRES:-} ]] || genres+=" kakuro"  # issue 44's genres, one a line
  [[ -n ${GENRES_MZN_GENRES:-} ]] || genres+=" easyasabc"
  [[ -n ${GENRES_MZN_GENRES:-} ]] || genres+=" magnets"
  [[ -n ${GENRES_MZN_GENRES:-} ]] || genres+=" shikaku"
  [[ -n ${GENRES_MZN_GENRES:-} ]] || genres+=" ripple"
  [[ -n ${GENRES_MZN_GENRES:-} ]] || genres+=" gokigen"
  [[ -n ${GENRES_MZN_GENRES:-} ]] || genres+=" fillomino"
  [[ -n ${GENRES_MZN_GENRES:-} ]] || genres+=" tentaisho"
  [[ -n ${GENRES_MZN_GENRES:-} ]] || genres+=" yajirin"
  [[ -n ${GENRES_MZN_GENRES:-} ]] || genres+=" numlin"
  [[ -n ${GENRES_MZN_GENRES:-} ]] || genres+=" country"
  [[ -n ${GENRES_MZN_GENRES:-} ]] || genres+=" signpost dominosa"  # sgt's puzzles, seeded
  echo "### New genres beside MiniZinc + Gecode: the $n smallest public puzzles a genre"
  echo
  echo "Seconds per puzzle, one process per puzzle (start-up included), one run. gridsat count"
  echo "proves uniqueness (\`--limit 2\`); Gecode finds a first solution (our models, tools/mzn/),"
  echo "limit ${tl} s, a time-out counted at the limit. Every answer equals the published one"
  echo "(signpost, dominosa: sgt's seeded puzzles; Gecode's answer equals gridsat's, \`minizinc -a\` finds one)."
  echo
  echo "| genre | puzzles | cells | gridsat count s (median, max) | gridsat solve s (median, max) | gecode s (median, max) | gecode time-outs | gecode / count (medians) |"
  echo "|:--|---:|:--|---:|---:|---:|---:|---:|"
  local g u a tc ts tm cells type sgt
  for g in $genres; do
    : > "$tmp/gc"; : > "$tmp/gs"; : > "$tmp/gm"; : > "$tmp/cells"
    local timeouts=0 count=0
    while IFS=$'\t' read -r u a; do
      count=$((count + 1))
      genres_mzn_cells "$g" "$u" >> "$tmp/cells"
      echo "$u" > "$tmp/p.txt"  # a file: a bare URL argument would name a file
      type=auto; [[ $g == signpost || $g == dominosa ]] && type=$g
      tc=$(secs "$G" count --limit 2 --format json --type "$type" "$tmp/p.txt")
      grep -q '"verdict":"unique"' "$tmp/o" || { echo "CHECK FAILED: gridsat count not unique on $u" >&2; exit 1; }
      echo "$tc" >> "$tmp/gc"
      ts=$(secs "$G" solve --format json --type "$type" "$tmp/p.txt")
      grep -q '"status":"solved"' "$tmp/o" || { echo "CHECK FAILED: gridsat solve did not solve $u" >&2; exit 1; }
      echo "$ts" >> "$tmp/gs"
      sgt=""; [[ $type == auto ]] || { sgt="$root/tools/mzn/sgt_dzn.py"; cp "$tmp/o" "$tmp/solved.json"; }
      /usr/bin/python3 "${sgt:-$conv}" dzn "$g" "$u" > "$tmp/p.dzn"
      tm=$(secs minizinc --solver gecode --time-limit "$((tl * 1000))" "$root/tools/mzn/$g.mzn" "$tmp/p.dzn")
      if grep -q '^=====UNKNOWN=====' "$tmp/o"; then
        timeouts=$((timeouts + 1)); tm=$tl
      elif [[ -n $sgt ]]; then
        genres_mzn_sgt_check "$g" "$u" "$tl" || exit 1
      elif ! /usr/bin/python3 "$conv" same "$a" "$tmp/o" "$g"; then
        echo "CHECK FAILED: minizinc's answer differs from the published one on $u" >&2; exit 1
      fi
      echo "$tm" >> "$tmp/gm"
    done < <(genres_mzn_pick "$g" "$n")
    local mc ms mm
    mc=$(median < "$tmp/gc"); ms=$(median < "$tmp/gs"); mm=$(median < "$tmp/gm")
    printf '| %s | %d | %s-%s | %s, %s | %s, %s | %s, %s | %d | %s |\n' "$g" "$count" \
      "$(sort -n "$tmp/cells" | head -1)" "$(sort -n "$tmp/cells" | tail -1)" \
      "$mc" "$(sort -g "$tmp/gc" | tail -1)" "$ms" "$(sort -g "$tmp/gs" | tail -1)" \
      "$mm" "$(sort -g "$tmp/gm" | tail -1)" "$timeouts" "$(ratio "$mc" "$mm")"
  done
  echo
}

# genres_mzn_pick GENRE N: "PUZZLE<TAB>ANSWER" lines; sgt's seeded batch (answer "-") for
# Signpost and Dominosa, else the N smallest public puzzles.
genres_mzn_pick() {
  case $1 in
    signpost) /usr/games/sgt-signpost --generate "$2" '4x4c#gridsat44' | sed 's/$/\t-/' ;;
    dominosa) /usr/games/sgt-dominosa --generate "$2" '6db#gridsat44' | sed 's/$/\t-/' ;;
    *) /usr/bin/python3 "$root/tools/mzn/puzzlink_dzn.py" pick "$shared/instances/genres" "$1" "$2" ;;
  esac
}
# genres_mzn_cells GENRE PUZZLE: its number of cells (sgt: WxH, or N+1 rows of N+2).
genres_mzn_cells() {
  case $1 in
    signpost) echo "$2" | sed 's/:.*//; s/x/ /' | awk '{print $1 * $2}' ;;
    dominosa) echo "$2" | sed 's/:.*//' | awk '{print ($1 + 1) * ($1 + 2)}' ;;
    *) echo "$2" | awk -F/ '{print $2 * $3}' ;;
  esac
}
# genres_mzn_sgt_check GENRE ID LIMIT: MiniZinc's answer ($tmp/o) equals gridsat's
# ($tmp/solved.json), and `minizinc -a` finds exactly one solution.
genres_mzn_sgt_check() {
  local s="$root/tools/mzn/sgt_dzn.py"
  /usr/bin/python3 "$s" same "$1" "$tmp/solved.json" "$tmp/o" ||
    { echo "CHECK FAILED: minizinc's answer differs from gridsat's on $2" >&2; return 1; }
  minizinc --solver gecode -a --time-limit "$(($3 * 1000))" "$root/tools/mzn/$1.mzn" "$tmp/p.dzn" > "$tmp/all" 2>/dev/null || true
  grep -q '^==========' "$tmp/all" && [[ $(/usr/bin/python3 "$s" count "$tmp/all") == 1 ]] ||
    { echo "CHECK FAILED: minizinc -a did not find exactly one solution on $2" >&2; return 1; }
}
