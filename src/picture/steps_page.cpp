// The step page of the genres without pencil marks (explain --format html through src/deduce):
// one picture per view, drawn here, shown one at a time.
#include <sstream>

#include "picture/page.hpp"
#include "picture/svg.hpp"

namespace gridsat::picture {

namespace {

const char* const kStepsStyle = R"(
body{font-family:sans-serif;margin:16px;color:#222}
h1{font-size:18px;font-weight:normal;margin:0 0 12px}
#main{display:flex;gap:24px;align-items:flex-start;flex-wrap:wrap}
.view svg{width:min(80vh,90vw,720px);height:auto;display:block}
.view{display:none}.view.now{display:block}
#side{flex:1;min-width:260px;max-width:520px}
#nav button{font-size:15px;padding:4px 12px}
#where{display:inline-block;min-width:110px;text-align:center}
#technique{font-weight:bold;margin:14px 0 4px;font-size:17px}
#list{max-height:50vh;overflow:auto;padding-left:28px;font-size:14px}
#list li{cursor:pointer}#list li.now{background:#ffe680}
.help{color:#777;font-size:12px;margin-top:8px}
)";

const std::string kStepsScript = R"(
const views = document.querySelectorAll('.view'), K = views.length - 2;
const items = document.querySelectorAll('#list li');
let view = 0;
function go(v) {
  view = Math.max(0, Math.min(K + 1, v));
  views.forEach((e, i) => e.classList.toggle('now', i === view));
  items.forEach((e, i) => e.classList.toggle('now', i + 1 === view));
  const now = views[view];
  document.getElementById('where').textContent = view === 0 ? 'start' : view <= K ? 'step ' + view + ' of ' + K : 'end';
  document.getElementById('technique').textContent = now.dataset.technique;
  document.getElementById('text').textContent = now.dataset.text;
  document.getElementById('prev').disabled = view === 0;
  document.getElementById('next').disabled = view === K + 1;
  if (location.hash !== '#step=' + view) history.replaceState(null, '', '#step=' + view);
  const li = document.querySelector('#list li.now');
  if (li && li.scrollIntoView) li.scrollIntoView({block: 'nearest'});
}
items.forEach((li, i) => li.onclick = () => go(i + 1));
)" + std::string(kStepKeys) + R"(const m = /step=(\d+)/.exec(location.hash);
go(m ? +m[1] : 0);
)";

}  // namespace

std::string steps_page(const std::string& title, const std::vector<StepView>& views) {
  std::ostringstream o;
  o << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" << escape(title)
    << "</title>\n<style>" << kStepsStyle << "</style></head>\n<body>\n<h1>" << escape(title) << "</h1>\n"
    << "<div id=\"main\"><div id=\"board\">\n";
  for (const StepView& v : views)
    o << "<div class=\"view\" data-technique=\"" << escape(v.technique) << "\" data-text=\"" << escape(v.text)
      << "\">\n"
      << v.svg << "</div>\n";
  o << "</div>\n<div id=\"side\">\n"
    << "<div id=\"nav\"><button id=\"prev\">&#9664; previous</button> <span id=\"where\"></span> "
    << "<button id=\"next\">next &#9654;</button></div>\n"
    << "<div class=\"help\">arrow keys: previous / next; the address #step=N opens step N</div>\n"
    << "<div id=\"technique\"></div><div id=\"text\"></div>\n<ol id=\"list\">\n";
  for (size_t i = 1; i + 1 < views.size(); ++i) o << "<li>" << escape(views[i].text) << "</li>\n";
  o << "</ol>\n</div></div>\n<script>" << kStepsScript << "</script>\n</body></html>\n";
  return o.str();
}

}  // namespace gridsat::picture
