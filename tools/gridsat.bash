# bash completion for gridsat: commands, option names and option values. The words come from
# the program itself (`gridsat --commands`, `gridsat COMMAND --complete-options`), so they
# follow its option tables. Installed to share/bash-completion/completions/gridsat.
_gridsat() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} prog=${COMP_WORDS[0]}
  COMPREPLY=()
  if ((COMP_CWORD == 1)); then
    mapfile -t COMPREPLY < <(compgen -W "$("$prog" --commands 2>/dev/null) help --help --version" -- "$cur")
    return
  fi
  local cmd=${COMP_WORDS[1]}
  if [[ $cmd == help ]]; then
    ((COMP_CWORD == 2)) && mapfile -t COMPREPLY < <(compgen -W "$("$prog" --commands 2>/dev/null)" -- "$cur")
    return
  fi
  local spec
  spec=$("$prog" "$cmd" --complete-options 2>/dev/null) || return
  if [[ $prev == --* || $prev == -o ]]; then
    [[ $prev == -o ]] && prev=--output
    local line
    line=$(grep -m1 -e "^$prev =" <<<"$spec")
    if [[ -n $line ]]; then
      local choices=${line#"$prev ="}
      if [[ -n ${choices// /} ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$choices" -- "$cur")
      else
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
      fi
      return
    fi
  fi
  if [[ $cur == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$(cut -d' ' -f1 <<<"$spec")" -- "$cur")
    return
  fi
  mapfile -t COMPREPLY < <(compgen -f -- "$cur")
}
complete -o filenames -F _gridsat gridsat
