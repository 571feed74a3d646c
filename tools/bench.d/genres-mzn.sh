# tools/bench suite "genres-mzn" (issues 43/44), sourced by tools/bench, which defines $G, $root,
# $shared, $tmp and the helpers median, ratio. For each genre with a model in tools/mzn/ (our own
# MiniZinc models), the GENRES_MZN_N (default 10) smallest public puzzles of
# ../shared/instances/genres/GENRE.jsonl (fewest cells first, then file order: a fixed
# selection): gridsat `count --limit 2` (uniqueness) and `solve`, then MiniZinc + Gecode's first
# solution with a time limit of GENRES_MZN_T seconds (default 20) a puzzle, one after another,
# one process per puzzle each (start-up included), one run. Every answer is checked against the
# published one (gridsat must also say `unique`); a Gecode time-out counts at the limit.
# GENRES_MZN_GENRES picks genres (default: every model). Prints a markdown table.
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
  echo "### New genres beside MiniZinc + Gecode: the $n smallest public puzzles a genre"
  echo
  echo "Seconds per puzzle, one process per puzzle (start-up included), one run. gridsat count"
  echo "proves uniqueness (\`--limit 2\`); Gecode finds a first solution (our models, tools/mzn/),"
  echo "limit ${tl} s, a time-out counted at the limit. Every answer equals the published one."
  echo
  echo "| genre | puzzles | cells | gridsat count s (median, max) | gridsat solve s (median, max) | gecode s (median, max) | gecode time-outs | gecode / count (medians) |"
  echo "|:--|---:|:--|---:|---:|---:|---:|---:|"
  local g u a tc ts tm cells
  for g in $genres; do
    : > "$tmp/gc"; : > "$tmp/gs"; : > "$tmp/gm"; : > "$tmp/cells"
    local timeouts=0 count=0
    while IFS=$'\t' read -r u a; do
      count=$((count + 1))
      echo "$u" | awk -F/ '{print $2 * $3}' >> "$tmp/cells"
      echo "$u" > "$tmp/p.txt"  # a file: a bare URL argument would name a file
      tc=$(secs "$G" count --limit 2 --format json --type auto "$tmp/p.txt")
      grep -q '"verdict":"unique"' "$tmp/o" || { echo "CHECK FAILED: gridsat count not unique on $u" >&2; exit 1; }
      echo "$tc" >> "$tmp/gc"
      ts=$(secs "$G" solve --format json --type auto "$tmp/p.txt")
      grep -q '"status":"solved"' "$tmp/o" || { echo "CHECK FAILED: gridsat solve did not solve $u" >&2; exit 1; }
      echo "$ts" >> "$tmp/gs"
      /usr/bin/python3 "$conv" dzn "$g" "$u" > "$tmp/p.dzn"
      tm=$(secs minizinc --solver gecode --time-limit "$((tl * 1000))" "$root/tools/mzn/$g.mzn" "$tmp/p.dzn")
      if grep -q '^=====UNKNOWN=====' "$tmp/o"; then
        timeouts=$((timeouts + 1)); tm=$tl
      elif ! /usr/bin/python3 "$conv" same "$a" "$tmp/o" "$g"; then
        echo "CHECK FAILED: minizinc's answer differs from the published one on $u" >&2; exit 1
      fi
      echo "$tm" >> "$tmp/gm"
    done < <(/usr/bin/python3 "$conv" pick "$shared/instances/genres" "$g" "$n")
    local mc ms mm
    mc=$(median < "$tmp/gc"); ms=$(median < "$tmp/gs"); mm=$(median < "$tmp/gm")
    printf '| %s | %d | %s-%s | %s, %s | %s, %s | %s, %s | %d | %s |\n' "$g" "$count" \
      "$(sort -n "$tmp/cells" | head -1)" "$(sort -n "$tmp/cells" | tail -1)" \
      "$mc" "$(sort -g "$tmp/gc" | tail -1)" "$ms" "$(sort -g "$tmp/gs" | tail -1)" \
      "$mm" "$(sort -g "$tmp/gm" | tail -1)" "$timeouts" "$(ratio "$mc" "$mm")"
  done
  echo
}
