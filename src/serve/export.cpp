#include "serve/export.hpp"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "base/errors.hpp"
#include "base/stop.hpp"
#include "picture/page.hpp"
#include "picture/svg.hpp"
#include "registry/registry.hpp"

namespace gridsat::serve {

namespace {

using json = nlohmann::ordered_json;

ExportAnswer answer(int status, const json& j) {
  return {status, j.dump(-1, ' ', false, json::error_handler_t::replace), "application/json"};
}

// The request's puzzle, read as POST /v1/cells reads it; the error answer when it does not read.
struct Read {
  json request;
  std::vector<Record> records;
  std::optional<ExportAnswer> error;
};

Read read_request(const std::string& name, const std::string& body) {
  Read r;
  r.request = json::parse(body, nullptr, false);
  if (!r.request.is_object() || !r.request.contains("puzzle") || !r.request["puzzle"].is_string()) {
    r.error = answer(400, {{"error", "POST /v1/" + name + " wants {\"puzzle\": TEXT, \"type\": NAME}"}});
    return r;
  }
  ReadOptions opt;
  opt.type = r.request.contains("type") && r.request["type"].is_string() ? r.request["type"].get<std::string>() : "auto";
  if (opt.type.empty()) opt.type = "auto";
  try {
    r.records = read_puzzles(r.request["puzzle"].get<std::string>(), "puzzle", opt);
  } catch (const std::exception& e) {
    r.error = answer(400, {{"error", e.what()}});
    return r;
  }
  if (r.records.empty()) r.error = answer(400, {{"error", "no puzzle found"}});
  else if (!r.records[0].puzzle) r.error = answer(400, {{"error", r.records[0].error}});
  return r;
}

// p's sgt game ID: the first of the family's ways to write one (its with_givens in the form,
// its line, its make in the form) that is not a URL and reads back as the same picture, so
// that an ID this gives always opens p. "" when none does.
std::string sgt_id(const Family& f, const Puzzle& p) {
  const Grid& givens = p.givens();
  const std::string want = picture::svg(p, givens);
  const auto opens_p = [&](const std::string& id) {
    if (id.empty() || id.rfind("http", 0) == 0 || id.find(':') == std::string::npos) return false;
    ReadOptions opt;
    opt.type = std::string(f.name);
    try {
      std::vector<Record> back = read_puzzles(id, "sgt", opt);
      return back.size() == 1 && back[0].puzzle && picture::svg(*back[0].puzzle, back[0].puzzle->givens()) == want;
    } catch (const std::exception&) {
      return false;
    }
  };
  std::vector<std::function<std::string()>> ways = {
      [&] {
        const auto q = p.with_givens(givens, "sgt");
        return q ? q->line(givens) : std::string();
      },
      [&] { return p.line(givens); },
      [&] { return f.generate.make ? f.generate.make(givens, {}, ReadOptions{}, "sgt")->line(givens) : std::string(); },
  };
  for (const auto& way : ways) {
    std::string id;
    try {
      id = way();
    } catch (const std::exception&) {
      continue;
    }
    if (opens_p(id)) return id;
  }
  return "";
}

ExportAnswer sgt(const Puzzle& p) {
  const std::string type(p.family());
  const Family* f = find_family(type);
  if (!f || !makes_form(*f, "sgt"))
    return answer(400, {{"type", type}, {"error", type + " has no Simon Tatham's Puzzles game ID"}});
  const std::string id = sgt_id(*f, p);
  if (id.empty())
    return answer(400, {{"type", type}, {"error", "this " + type + " cannot be written as an sgt game ID"}});
  return answer(200, {{"type", type}, {"sgt", id}});
}

// Sheets printing now: each is a Chromium (hundreds of MB); beyond kPrinting, 429.
std::atomic<int> printing{0};
constexpr int kPrinting = 2;
constexpr double kSheetSeconds = 60;

// Sets *stop after `seconds` unless destroyed first.
class Timer {
 public:
  Timer(std::atomic<bool>& stop, double seconds)
      : thread_([this, &stop, seconds] {
          std::unique_lock lock(m_);
          if (!cv_.wait_for(lock, std::chrono::duration<double>(seconds), [this] { return done_; })) stop = true;
        }) {}
  ~Timer() {
    {
      std::lock_guard lock(m_);
      done_ = true;
    }
    cv_.notify_all();
    thread_.join();
  }

 private:
  std::mutex m_;
  std::condition_variable cv_;
  bool done_ = false;
  std::thread thread_;
};

ExportAnswer sheet(const Read& r) {
  const json options = r.request.contains("options") ? r.request["options"] : json::object();
  if (!options.is_object()) return answer(400, {{"error", "'options' must be an object (paper, time-limit)"}});
  std::string paper = "a4";
  double seconds = kSheetSeconds;
  for (const auto& [key, value] : options.items()) {
    if (key == "paper" && value.is_string() && (value == "a4" || value == "letter")) paper = value.get<std::string>();
    else if (key == "time-limit" && value.is_number() && value.get<double>() > 0) seconds = std::min(seconds, value.get<double>());
    else return answer(400, {{"error", "sheet takes the options paper (a4 | letter) and time-limit (seconds over 0), not " +
                                           key + "=" + value.dump()}});
  }
  std::vector<picture::SheetItem> items;
  for (const Record& rec : r.records)
    if (rec.puzzle)
      items.push_back({std::to_string(items.size() + 1) + ". " + rec.puzzle->describe(),
                       picture::svg(*rec.puzzle, rec.puzzle->givens())});
  if (++printing > kPrinting) {
    --printing;
    return answer(429, {{"error", "busy: two sheets are printing; try again"}});
  }
  struct Leave {
    ~Leave() { --printing; }
  } leave;
  namespace fs = std::filesystem;
  std::string dir = (fs::temp_directory_path() / "gridsat-serve-sheet-XXXXXX").string();
  if (!mkdtemp(dir.data())) return answer(500, {{"error", "cannot make a temporary folder"}});
  const std::string pdf = dir + "/sheet.pdf";
  std::atomic<bool> stop{false};
  std::string why;
  {
    Timer timer(stop, seconds);
    set_thread_stop(&stop);
    try {
      picture::print_pdf(picture::sheet_page(items, {}, items.size() > 1 ? 4 : 1, paper), pdf);
    } catch (const InputError& e) {
      why = e.what();
    }
    set_thread_stop(nullptr);
  }
  std::ostringstream bytes;
  {
    std::ifstream in(pdf, std::ios::binary);
    bytes << in.rdbuf();
  }
  std::error_code ec;
  fs::remove_all(dir, ec);
  if (!why.empty()) return answer(503, {{"error", why}});
  if (stop || bytes.str().empty())
    return answer(504, {{"error", "Chromium did not print the sheet in " + json(seconds).dump() + " s"}});
  return {200, bytes.str(), "application/pdf"};
}

}  // namespace

std::optional<ExportAnswer> export_route(const std::string& name, const std::string& body) {
  if (name != "unsolved" && name != "sgt" && name != "sheet") return std::nullopt;
  const Read r = read_request(name, body);
  if (r.error) return r.error;
  const Puzzle& p = *r.records[0].puzzle;
  if (name == "sgt") return sgt(p);
  if (name == "sheet") return sheet(r);
  return answer(200, {{"type", std::string(p.family())}, {"svg", picture::svg(p, p.givens())}});
}

}  // namespace gridsat::serve
