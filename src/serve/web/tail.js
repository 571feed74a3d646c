// The workbench's tail line (Family::edit.tail: Battleship's "fleet {list}"): a list of numbers
// typed after the rows and their frame, edited in a field beside the size named by the tail's
// first word ("fleet: 3 2 2 1", spaces or commas between them); POST /v1/cells' "list" fills it
// when a puzzle is opened. Grid.text adds the line.
"use strict";

const Tail = {
  value: "",  // the list as typed into the text: numbers with a space between

  line(genre) {
    const t = genre && genre.edit.tail;
    return t ? t.replace("{list}", this.value).trim() : null;
  },
  field(genre) {
    const input = headField("tail-list", '<input id="tail-list" type="text" size="14" placeholder="3 2 2 1" spellcheck="false">', "input", (ev) => {
      this.value = ev.target.value.split(/[\s,]+/).filter(Boolean).join(" ");
      Grid.onchange();
    });
    const tail = genre && genre.edit.tail, box = $("tail-list-label");
    box.hidden = !tail;
    if (tail) box.querySelector("span").textContent = tail.split(/\s+/)[0];
    input.value = this.value;
  },
  // A puzzle opened (POST /v1/cells): its list.
  opened(a) {
    if (typeof a.list === "string") this.value = a.list;
    this.field(Grid.genre);
  },
};

// The field follows the genre (Grid.reset); a new grid keeps the list typed so far.
(function tailInput() {
  const reset = Grid.reset;
  Grid.reset = function (...args) {
    reset.apply(this, args);
    Tail.field(this.genre);
  };
})();
