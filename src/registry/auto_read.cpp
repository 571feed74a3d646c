// --type auto per record (issue 46): a source's family is detected from its start
// (stream.cpp), but one line or block the family cannot read does not make the rest of the
// segment errors, and a record whose form two families share says which one read it.
#include <algorithm>
#include <cctype>
#include <exception>

#include "base/errors.hpp"
#include "registry/stream.hpp"
#include "text/segments.hpp"

namespace gridsat {

namespace {

using Reading = std::vector<std::pair<Record, Origin>>;

size_t ok_count(const std::vector<Record>& records) {
  return static_cast<size_t>(std::count_if(records.begin(), records.end(), [](const Record& r) { return r.puzzle != nullptr; }));
}

bool accepts(const Family& f, const std::string& text) { return !f.reader.looks_like || f.reader.looks_like(text); }

// f's records of `text`, or nullopt when f refuses the whole of it (an InputError).
std::optional<std::vector<Record>> try_read(const Family& f, const std::string& text, const std::string& name,
                                            const ReadOptions& opt, int first_line) {
  try {
    return read_segment(f, text, name, opt, first_line);
  } catch (const InputError&) {
    return std::nullopt;
  }
}

struct Best {
  const Family* family = nullptr;
  std::vector<Record> records;
};

// Of the families whose looks_like accepts `text` (every one when `all`), other than
// `skip`, the one that reads the most puzzles of it; nullopt when none reads more than
// `beat`. Ties go to detection priority.
std::optional<Best> most_read(const std::string& text, const std::string& name, const ReadOptions& opt,
                              int first_line, const Family* skip, size_t beat) {
  std::optional<Best> best;
  for (const Family* g : families()) {
    if (g == skip || !accepts(*g, text)) continue;
    auto records = try_read(*g, text, name, opt, first_line);
    if (!records) continue;
    const size_t ok = ok_count(*records);
    if (ok > beat) {
      beat = ok;
      best = Best{g, std::move(*records)};
    }
  }
  return best;
}

// One line in the shape of a game ID ("7x7:i2g4...", "5:0R,..."): the form whose alphabets
// several of Simon Tatham's games share (puzz.link URLs name their genre, typed blocks their
// header), so the one where a record may be two families' puzzle.
bool id_shaped(std::string_view line) {
  if (line.empty() || !std::isdigit(static_cast<unsigned char>(line.front()))) return false;
  if (line.find(':') == std::string_view::npos) return false;
  return std::none_of(line.begin(), line.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)); });
}

// An ID's shape: its parameters (before the colon) and the symbols its description holds
// beside the lower-case letters of runs, which is what decides whether a game's alphabet
// takes it ("5x5|B": black pearls, or Light Up's black cells).
std::string id_shape(std::string_view line) {
  const size_t colon = line.find(':');
  std::string symbols;
  for (char c : line.substr(colon + 1))
    if (!std::islower(static_cast<unsigned char>(c)) && symbols.find(c) == std::string::npos) symbols += c;
  std::sort(symbols.begin(), symbols.end());
  return std::string(line.substr(0, colon)) + "|" + symbols;
}

// The families other than `read_as` that read `line` (numbered `number`) as a puzzle too; a
// family that refused an ID of the same shape before is not asked again (reading an ID that
// a family refuses costs it an exception: 30 of them an ID made a batch of IDs 5 times slower).
std::vector<std::string> also_read(std::string_view line, int number, const Family* read_as, const std::string& name,
                                   const ReadOptions& opt, IdRefusals& refused) {
  std::vector<std::string> also;
  const std::string text(line);
  std::set<const Family*>& no = refused[id_shape(line)];
  for (const Family* g : families()) {
    if (g == read_as || no.count(g)) continue;
    auto records = try_read(*g, text, name, opt, number);
    if (records && records->size() == 1 && records->front().puzzle) also.emplace_back(g->name);
    else no.insert(g);
  }
  return also;
}

}  // namespace

// Three steps (the detected family, the family that reads most of the segment, each bad
// record's own lines), then the ambiguity notes, which share the record-to-lines map.
std::vector<std::pair<Record, Origin>> read_detected(const Family& f, const std::shared_ptr<const std::string>& text,
                                                     const std::string& name, const ReadOptions& opt, int first_line,
                                                     IdRefusals& refused, const Family** chosen) {
  const Family* family = &f;
  std::vector<Record> records;
  std::exception_ptr whole;  // f refused the whole segment
  try {
    records = read_segment(f, *text, name, opt, first_line);
  } catch (const InputError&) {
    whole = std::current_exception();
  }
  const size_t ok = whole ? 0 : ok_count(records);
  if (whole || ok < records.size()) {
    // The reading under which most of the segment parses: a file of Masyu IDs whose first
    // one is also a Light Up ID is Masyu's, a stray first line no other family's.
    if (auto best = most_read(*text, name, opt, first_line, &f, ok)) {
      family = best->family;
      records = std::move(best->records);
    } else if (whole) {
      std::rethrow_exception(whole);
    }
  }
  if (chosen) *chosen = family;
  Reading out;
  for (size_t i = 0; i < records.size(); ++i) out.emplace_back(std::move(records[i]), Origin{text, family, first_line, i});
  const LineIndex index(*text);
  auto line_at = [&](int number) { return static_cast<size_t>(number - first_line); };
  Reading result;
  for (size_t k = 0; k < out.size(); ++k) {
    Record& r = out[k].first;
    // The record's lines: from its own to the next record's (the segment's end).
    const size_t from = std::min(line_at(r.line), index.lines.size());
    size_t to = index.lines.size();
    for (size_t j = k + 1; j < out.size(); ++j)
      if (out[j].first.line > r.line) {
        to = std::min(line_at(out[j].first.line), to);
        break;
      }
    size_t meaningful = 0, last = from;
    for (size_t j = from; j < to; ++j)
      if (is_meaningful(index.lines[j].text)) ++meaningful, last = j;
    if (!r.puzzle && to > from && (from > 0 || to < index.lines.size())) {
      // A bad record alone: another family its own lines look like may read it (not the
      // family that refused it, whose reading alone would lose its context: a 4-character
      // line among one-line Sudokus is refused, alone it is a 2x2 square).
      auto span = std::make_shared<const std::string>(text->substr(index.start[from], index.start[to] - index.start[from]));
      if (auto best = most_read(*span, name, opt, r.line, family, 0); best && ok_count(best->records) == best->records.size()) {
        for (size_t i = 0; i < best->records.size(); ++i)
          result.emplace_back(std::move(best->records[i]), Origin{span, best->family, r.line, i});
        continue;
      }
    }
    if (r.puzzle && meaningful == 1 && id_shaped(index.lines[last].text))
      r.also = also_read(index.lines[last].text, index.lines[last].number, out[k].second.family, name, opt, refused);
    result.push_back(std::move(out[k]));
  }
  return result;
}

// Here, not in registry.cpp, since --type auto reads as a stream does (stream.hpp).
std::vector<Record> read_puzzles(const std::string& text, const std::string& source, const ReadOptions& opt) {
  const Family& family = detect_family(text, opt);
  if (opt.type == "auto") {  // per record, as a stream reads it
    std::vector<Record> records;
    IdRefusals refused;
    for (auto& r : read_detected(family, std::make_shared<const std::string>(text), source, opt, opt.first_line, refused))
      records.push_back(std::move(r.first));
    return records;
  }
  std::vector<Record> records = family.reader.read(text, source, opt);
  refuse_foreign_options(family, opt, records);
  return records;
}

}  // namespace gridsat
