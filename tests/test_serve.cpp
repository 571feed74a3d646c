// gridsat serve through a real HTTP client (cpp-httplib's): the server is the gridsat program,
// started as a child on an ephemeral loopback port. Every endpoint, the README's examples
// (docs/api-examples.json, replayed), bad bodies (garbage, truncated, 100 MB), a full queue,
// the time limit, a client that goes away, 10,000 requests from 50 clients, and SIGTERM's drain.
#include <arpa/inet.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <httplib.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "helpers.hpp"
#include "serve/request.hpp"

namespace gridsat::test {
namespace test_serve {
namespace {

using nlohmann::json;

// A gridsat serve child; its port is read off the line it prints.
class ServerProcess {
 public:
  explicit ServerProcess(std::vector<std::string> extra) {
    int out[2];
    if (pipe(out) != 0) return;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(out[1], STDOUT_FILENO);
      close(out[0]);
      close(out[1]);
      std::vector<std::string> args = {GRIDSAT_BINARY, "serve", "--listen", "127.0.0.1:0"};
      args.insert(args.end(), extra.begin(), extra.end());
      std::vector<char*> argv;
      for (auto& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      execv(argv[0], argv.data());
      _exit(127);
    }
    close(out[1]);
    std::string line;
    char c;
    while (read(out[0], &c, 1) == 1 && c != '\n') line += c;
    close(out[0]);
    const size_t at = line.find("127.0.0.1:");
    if (at != std::string::npos) port_ = std::atoi(line.c_str() + at + 10);
    // A first request from the thread that started it, before any test starts threads:
    // cpp-httplib's client builds its status-line regex (a function-local static, in a library
    // built without TSan, whose guard TSan cannot see) here, not in racing client threads.
    if (port_ > 0) httplib::Client("127.0.0.1", port_).Get("/healthz");
  }
  // Stopped the way an operator stops it (SIGTERM: drain, exit 0), so that the server exits
  // normally and writes what an instrumented build counts (coverage, LeakSanitizer's report);
  // SIGKILL only if it did not stop.
  ~ServerProcess() {
    if (pid_ > 0 && !reaped_ && terminate_and_wait() != 0) {
      ADD_FAILURE() << "gridsat serve did not exit 0 on SIGTERM";
      if (!reaped_) {
        kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
      }
    }
  }
  int port() const { return port_; }
  pid_t pid() const { return pid_; }
  // The exit status after SIGTERM (-1: killed by a signal or still running after 20 s).
  int terminate_and_wait() {
    kill(pid_, SIGTERM);
    for (int i = 0; i < 400; ++i) {
      int st = 0;
      if (waitpid(pid_, &st, WNOHANG) == pid_) {
        reaped_ = true;
        return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return -1;
  }

 private:
  pid_t pid_ = -1;
  int port_ = 0;
  bool reaped_ = false;
};

constexpr const char* kSudoku = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
constexpr const char* kTwoSolutions4x4 = "1...\n..1.\n.1..\n...1\n";  // 4x4 Sudoku: 18 solutions

json post(httplib::Client& c, const std::string& path, const json& body, int* status = nullptr) {
  auto r = c.Post(path.c_str(), body.dump(), "application/json");
  if (!r) return json{{"transport_error", static_cast<int>(r.error())}};
  if (status) *status = r->status;
  return json::parse(r->body, nullptr, false);
}

class Serve : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    server_ = new ServerProcess({"--workers", "2", "--queue", "64", "--max-request", "1048576", "--time-limit", "10"});
  }
  static void TearDownTestSuite() {
    delete server_;
    server_ = nullptr;
  }
  static httplib::Client client() {
    httplib::Client c("127.0.0.1", server_->port());
    c.set_read_timeout(30, 0);
    return c;
  }
  static ServerProcess* server_;
};
ServerProcess* Serve::server_ = nullptr;

TEST_F(Serve, HealthAndFamilies) {
  ASSERT_GT(server_->port(), 0) << "the server printed no port";
  auto c = client();
  auto h = c.Get("/healthz");
  ASSERT_TRUE(h);
  EXPECT_EQ(h->status, 200);
  EXPECT_EQ(json::parse(h->body)["status"], "ok");
  auto f = c.Get("/v1/families");
  ASSERT_TRUE(f);
  const json fams = json::parse(f->body)["families"];
  bool sudoku = false;
  for (const json& fam : fams)
    if (fam["name"] == "sudoku") {
      sudoku = true;
      EXPECT_TRUE(fam["example"].is_string());
      EXPECT_TRUE(fam["explain"].get<bool>());
    }
  EXPECT_TRUE(sudoku);
  EXPECT_GE(fams.size(), 10u);
  EXPECT_FALSE(h->has_header("Access-Control-Allow-Origin"));  // no CORS unless --allow-origin
  auto page = c.Get("/");
  ASSERT_TRUE(page);
  EXPECT_NE(page->body.find("<textarea"), std::string::npos);
  EXPECT_EQ(c.Get("/app.js")->status, 200);
  EXPECT_EQ(c.Get("/nothing")->status, 404);
}

// The workbench's grid as its genre's reader takes it (src/serve/web/grid.js, Grid.text): the
// head line ({n} the side, {k} the count), then a row a line of tokens.
// The text the page composes (grid.js' Grid.text, frame.js' Frame.compose): the head line, a
// row a line between its left and right frame clues, the top and bottom clues a line each
// between corners where the rows have side clues ('.' where `frame` has none).
std::string regions_workbench_text(const json& edit, const json& cells, const json& walls, int count,
                                   const json& frame);

std::string marks_workbench_text(const json& edit, const json& cells, const json& marks);

// split blocks (src/serve/web/split.js, Split.text: Kakuro): the head, the frame's row of blocks
// (the corner, then a column's down sum "16\" where the top frame has one), then each row after
// its left frame block (an across sum "\24"), the cells' tokens as they are ('#', a block
// without sums, as the split alone: '#' after a blank starts a comment).
std::string split_workbench_text(const json& edit, const json& cells, const json& frame) {
  const std::string s = edit["split"], corner = edit["corner"].get<std::string>().empty() ? "#" : edit["corner"].get<std::string>();
  const auto side = [&](const char* name, size_t k) {
    return frame.contains(name) ? frame[name][k].get<std::string>() : std::string(".");
  };
  std::string text = edit["head"].get<std::string>() + "\n" + corner;
  for (size_t c = 0; c < cells[0].size(); ++c) text += " " + (side("top", c) == "." ? corner : side("top", c) + s);
  text += '\n';
  for (size_t r = 0; r < cells.size(); ++r) {
    text += side("left", r) == "." ? corner : s + side("left", r);
    for (const json& t : cells[r]) text += " " + (t == "#" ? s : t.get<std::string>());
    text += '\n';
  }
  return text;
}

// frame.js' Frame.compose: the rows (each already joined) between their left and right frame
// clues, the top and bottom clues a line each between corners where the rows have side clues.
std::string framed_rows(const json& edit, const std::vector<std::string>& rows, size_t cols, const json& frame) {
  std::map<std::string, std::vector<std::string>> side;
  for (const json& s : edit["frame"]) {
    const size_t n = s == "left" || s == "right" ? rows.size() : cols;
    side[s] = frame.contains(s) ? frame[s].get<std::vector<std::string>>() : std::vector<std::string>(n, ".");
  }
  const std::string corner = edit["corner"];
  std::string text;
  const auto across = [&](const std::string& s) {
    if (!side.count(s)) return;
    std::string line = side.count("left") && !corner.empty() ? corner + " " : "";
    for (size_t c = 0; c < side[s].size(); ++c) line += (c ? " " : "") + side[s][c];
    text += line + (side.count("right") && !corner.empty() ? " " + corner : "") + '\n';
  };
  across("top");
  for (size_t r = 0; r < rows.size(); ++r)
    text += (side.count("left") ? side["left"][r] + " " : "") + rows[r] + (side.count("right") ? " " + side["right"][r] : "") + '\n';
  across("bottom");
  return text;
}

// `list`: the tail line's (tail.js: Battleship's fleet), after the rows and their frame.
std::string workbench_text(const json& edit, const json& cells, const json& walls = json::array(), int count = 1,
                           const json& frame = json::object(), const json& marks = json::array(),
                           const std::string& list = "") {
  if (!edit["regions"].is_null()) return regions_workbench_text(edit, cells, walls, count, frame);
  if (!edit["marks"].is_null()) return marks_workbench_text(edit, cells, marks);
  if (!edit["split"].get<std::string>().empty()) return split_workbench_text(edit, cells, frame);
  std::string text = edit["head"].get<std::string>();
  if (const size_t n = text.find("{n}"); n != std::string::npos) text.replace(n, 3, std::to_string(cells.size()));
  if (const size_t k = text.find("{k}"); k != std::string::npos) text.replace(k, 3, std::to_string(count));
  if (!text.empty()) text += '\n';
  std::vector<std::string> rows;
  for (const json& row : cells) {
    rows.emplace_back();
    for (size_t c = 0; c < row.size(); ++c) rows.back() += (c && edit["spaced"].get<bool>() ? " " : "") + row[c].get<std::string>();
  }
  std::string tail = edit["tail"];
  if (const size_t at = tail.find("{list}"); at != std::string::npos) tail.replace(at, 6, list);
  while (!tail.empty() && tail.back() == ' ') tail.pop_back();
  return text + framed_rows(edit, rows, cells[0].size(), frame) + (tail.empty() ? "" : tail + "\n");
}

// Long: regions layer: the grid typed as src/serve/web/regions.js types it (Regions.text): the
// regions the walls cut, a letter each (or, where letters repeat, the first no touching region
// has), a row a line as edit.regions.row says, a region's clue after the rows.
std::string regions_workbench_text(const json& edit, const json& cells, const json& walls, int count,
                                   const json& frame) {
  const json& reg = edit["regions"];
  const int R = static_cast<int>(cells.size()), C = static_cast<int>(cells[0].size());
  std::set<std::pair<int, int>> wall;
  for (const json& w : walls) {
    const int a = w[0].get<int>() * C + w[1].get<int>(), b = w[2].get<int>() * C + w[3].get<int>();
    wall.insert({std::min(a, b), std::max(a, b)});
  }
  std::vector<int> id(static_cast<size_t>(R * C), -1);
  int n = 0;
  for (int s = 0; s < R * C; ++s) {
    if (id[s] >= 0) continue;
    std::vector<int> todo{s};
    id[s] = n;
    while (!todo.empty()) {
      const int i = todo.back();
      todo.pop_back();
      for (const int j : {i % C + 1 < C ? i + 1 : -1, i % C ? i - 1 : -1, i + C < R * C ? i + C : -1, i - C})
        if (j >= 0 && id[j] < 0 && !wall.count({std::min(i, j), std::max(i, j)})) id[j] = n, todo.push_back(j);
    }
    ++n;
  }
  const std::string letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  std::vector<char> letter(static_cast<size_t>(n), '?');
  for (int k = 0; k < n; ++k) {
    std::set<char> taken;
    for (int i = 0; i < R * C && reg["reuse"].get<bool>(); ++i)
      for (const int j : {i % C + 1 < C ? i + 1 : -1, i + C < R * C ? i + C : -1})
        if (j >= 0 && id[i] != id[j] && (id[i] == k || id[j] == k) && std::min(id[i], id[j]) < k)
          taken.insert(letter[static_cast<size_t>(id[i] == k ? id[j] : id[i])]);
    for (const char l : letters)
      if (!taken.count(l) && (reg["reuse"].get<bool>() || (k < 52 && l == letters[static_cast<size_t>(k)]))) {
        letter[static_cast<size_t>(k)] = l;
        break;
      }
  }
  std::string text = edit["head"].get<std::string>();
  for (const auto& [from, to] : {std::pair<std::string, std::string>{"{n}", std::to_string(R)}, {"{k}", std::to_string(count)}})
    if (const size_t at = text.find(from); at != std::string::npos) text.replace(at, 3, to);
  if (!text.empty()) text += '\n';
  const std::string empty = edit["tokens"][0], sep = edit["spaced"].get<bool>() ? " " : "", row = reg["row"];
  std::vector<std::string> clue(static_cast<size_t>(n)), rows;
  for (int r = 0; r < R; ++r) {
    std::string tokens, names;
    for (int c = 0; c < C; ++c) {
      const std::string t = cells[r][c], l(1, letter[static_cast<size_t>(id[r * C + c])]);
      if (t != empty && clue[static_cast<size_t>(id[r * C + c])].empty()) clue[static_cast<size_t>(id[r * C + c])] = l + "=" + t;
      tokens += (c ? sep : "") + t;
      names += (c ? sep : "") + (row == "{r}{v}" && t != empty ? l + t : l);
    }
    rows.push_back((row == "{v} {r}" ? tokens + "  " : "") + names);
  }
  text += framed_rows(edit, rows, static_cast<size_t>(C), frame);
  if (reg["clue"] == "list") {
    std::string list;
    for (const std::string& c : clue)
      if (!c.empty()) list += (list.empty() ? "" : " ") + c;
    text += list + "\n";
  }
  return text;
}

// between layer: the grid typed as src/serve/web/marks.js types it (Marks.text): the head, then
// the lattice rows edit.marks.rows names (the inner points, or the vertices), a point's mark
// (the blank where none), a cell's token at its centre where the centre takes no marks.
std::string marks_workbench_text(const json& edit, const json& cells, const json& marks) {
  const json& m = edit["marks"];
  const int R = static_cast<int>(cells.size()), C = static_cast<int>(cells[0].size());
  std::map<std::pair<int, int>, std::string> at;
  for (const json& k : marks) at[{k[0].get<int>(), k[1].get<int>()}] = k[2].get<std::string>();
  std::string text = edit["head"].get<std::string>();
  if (!text.empty()) text += '\n';
  const bool inner = m["rows"] == "inner";
  for (int y = inner ? 1 : 0; y <= (inner ? 2 * R - 1 : 2 * R); y += inner ? 1 : 2) {
    std::string line;
    for (int x = inner ? 1 : 0; x <= (inner ? 2 * C - 1 : 2 * C); x += inner ? 1 : 2) {
      if (x > (inner ? 1 : 0) && m["spaced"].get<bool>()) line += ' ';
      if (y % 2 && x % 2 && m["centre"].empty()) line += cells[y / 2][x / 2].get<std::string>();
      else line += at.count({y, x}) ? at[{y, x}] : m["blank"].get<std::string>();
    }
    text += line + '\n';
  }
  return text;
}

// count's verdict and solution of `text` read as `type`, through the server (POST /v1/count).
std::string workbench_verdict(httplib::Client& c, const std::string& text, const std::string& type) {
  const json v = json::parse(
      c.Post("/v1/count", json{{"puzzle", text}, {"type", type}, {"options", {{"time-limit", 20}}}}.dump(), "application/json")
          ->body)["records"][0];
  return v.value("verdict", "") + " " + v.value("grid", json()).dump();
}

// Issue 45: every genre the workbench edits reads its own example (instances/GENRE/'s first
// file) into cells (POST /v1/cells, off the puzzle's picture), and those cells typed as its
// editor types them read back as the same cells and the same puzzle (count's verdict and
// solution); its empty grid is all empty tokens. The others say why the editor has no cells.
TEST_F(Serve, WorkbenchCellsRoundTripEveryEditableGenre) {
  auto c = client();
  const json genres = json::parse(c.Get("/v1/genres")->body)["genres"];
  const json families = json::parse(c.Get("/v1/families")->body)["families"];
  int edited = 0;
  std::vector<std::string> lost;  // regions layer: examples whose variant the typed rows drop
  for (const json& g : genres) {
    const std::string name = g["name"];
    json example;
    for (const json& f : families)
      if (f["name"] == name) example = f["example"];
    if (!example.is_string()) continue;
    auto r = c.Post("/v1/cells", json{{"puzzle", example}, {"type", name}}.dump(), "application/json");
    ASSERT_TRUE(r);
    const json a = json::parse(r->body);
    if (g["edit"].is_null()) {
      EXPECT_EQ(r->status, 400) << name;
      EXPECT_NE(a["error"].get<std::string>().find("URL"), std::string::npos) << a.dump();
      continue;
    }
    ++edited;
    ASSERT_EQ(r->status, 200) << name << ": " << a.dump();
    const std::string typed =
        workbench_text(g["edit"], a["cells"], a["walls"], a.value("count", 1), a.value("frame", json::object()),
                       a.value("marks", json::array()), a.value("list", ""));
    auto again = c.Post("/v1/cells", json{{"puzzle", typed}, {"type", name}}.dump(), "application/json");
    EXPECT_EQ(json::parse(again->body)["cells"], a["cells"]) << name << ":\n" << typed;
    EXPECT_EQ(json::parse(again->body).value("frame", json()), a.value("frame", json())) << name << ":\n" << typed;
    EXPECT_EQ(json::parse(again->body).value("marks", json()), a.value("marks", json())) << name << ":\n" << typed;
    if (!g["edit"]["regions"].is_null()) { EXPECT_EQ(json::parse(again->body)["walls"].size(), a["walls"].size()) << typed; }
    const auto verdict = [&](const std::string& text) {
      auto v = c.Post("/v1/count", json{{"puzzle", text}, {"type", name}, {"options", {{"time-limit", 20}}}}.dump(),
                      "application/json");
      const json rec = json::parse(v->body)["records"][0];
      return rec.value("verdict", "") + " " + rec.value("grid", json()).dump();
    };
    // regions layer: a variant given by the ID or an option (a jigsaw's X) is not in the typed
    // rows; cells says what the puzzle was, and the page warns (regions.js): such an example
    // is compared as the page analyses it, without the variant
    const json re = json::parse(again->body);
    if (re.contains("describe") && re["describe"] != a["describe"])
      lost.push_back(name + ": " + a["describe"].get<std::string>() + " -> " + re["describe"].get<std::string>());
    else
      EXPECT_EQ(verdict(typed), verdict(example.get<std::string>())) << name << ":\n" << typed;
    const std::string empty_token = g["edit"]["tokens"][0];
    const json blank = json::array({json::array({empty_token, empty_token}), json::array({empty_token, empty_token})});
    auto b = c.Post("/v1/cells", json{{"puzzle", workbench_text(g["edit"], blank)}, {"type", name}}.dump(),
                    "application/json");
    if (b->status == 200) { EXPECT_EQ(json::parse(b->body)["cells"], blank) << name; }  // 2x2: some genres refuse it
  }
  EXPECT_GE(edited, 28);  // 18, hashi, dominosa, yajilin, signpost, tents, towers; nonogram, easyasabc, magnets, tilepaint
  EXPECT_LE(lost.size(), 1u) << testing::PrintToString(lost);  // jigsaw's example is an X jigsaw
  EXPECT_EQ(c.Post("/v1/cells", "{}", "application/json")->status, 400);
  EXPECT_EQ(c.Post("/v1/cells", R"({"puzzle": "1 2\n3", "type": "sudoku"})", "application/json")->status, 400);
}

// regions and frame layers (issue 45): every puzzle of instances/GENRE/ of each genre whose
// regions or frame the editor draws, read into cells, borders and frame clues (POST /v1/cells),
// typed back as regions.js and frame.js type them: the same cells, borders and frame clues, and
// count's verdict and solution those of the original
// (gridsat's own reading of the file; the published puzz.link and sgt forms among them) where
// the typed rows hold the whole puzzle (cells' describe unchanged).
TEST_F(Serve, WorkbenchRegionsRoundTripEveryInstance) {
  auto c = client();
  const json genres = json::parse(c.Get("/v1/genres")->body)["genres"];
  int compared = 0, genres_seen = 0;
  std::set<std::string> seen;
  for (const json& g : genres) {
    if (g["edit"].is_null() || (g["edit"]["regions"].is_null() && g["edit"]["frame"].empty())) continue;
    ++genres_seen;
    const std::string name = g["name"];
    seen.insert(name);
    for (const auto& file : std::filesystem::directory_iterator(source("instances/" + name))) {
      std::ifstream in(file.path());
      const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      const json a = json::parse(c.Post("/v1/cells", json{{"puzzle", text}, {"type", name}}.dump(), "application/json")->body);
      ASSERT_FALSE(a.contains("error")) << file.path() << ": " << a.dump();
      const std::string typed = workbench_text(g["edit"], a["cells"], a["walls"], a.value("count", 1),
                                               a.value("frame", json::object()), json::array(), a.value("list", ""));
      const json re = json::parse(c.Post("/v1/cells", json{{"puzzle", typed}, {"type", name}}.dump(), "application/json")->body);
      EXPECT_EQ(re["cells"], a["cells"]) << file.path() << ":\n" << typed;
      EXPECT_EQ(re.value("frame", json()), a.value("frame", json())) << file.path() << ":\n" << typed;
      EXPECT_EQ(re["walls"].size(), a["walls"].size()) << file.path() << ":\n" << typed;
      // a variant the rows do not carry (the page warns); "describe" only where the genre has regions
      if (re.value("describe", json()) != a.value("describe", json())) continue;
      EXPECT_EQ(workbench_verdict(c, typed, name), workbench_verdict(c, text, name)) << file.path() << ":\n" << typed;
      ++compared;
    }
  }
  EXPECT_GE(genres_seen, 17);  // 11 of regions (Tilepaint, Magnets with a frame), 6 of a frame alone
  // Kakuro's split blocks (its frame: the sums above and left of the board), Battleship's fleet
  for (const char* genre : {"kakuro", "battleship"}) EXPECT_TRUE(seen.count(genre)) << genre;
  EXPECT_GE(compared, 17);
}

// Kakuro's split blocks and Battleship's fleet (issue 45): published puzz.link puzzles (pzprjs'
// tests, with their answers) read into cells, frame and list (POST /v1/cells), typed back as
// split.js and tail.js type them: the same cells, frame and list, and solved to the published
// answer (the smaller ones: each test stays within seconds).
TEST_F(Serve, WorkbenchSplitAndTailRoundTripPublished) {
  NEED_SHARED("instances/genres/kakuro.jsonl", "instances/genres/battleship.jsonl");
  auto c = client();
  const json genres = json::parse(c.Get("/v1/genres")->body)["genres"];
  for (const char* name : {"kakuro", "battleship"}) {
    json edit;
    for (const json& g : genres)
      if (g["name"] == name) edit = g["edit"];
    ASSERT_TRUE(edit.is_object()) << name << " has no editor";
    std::ifstream in(shared(std::string("instances/genres/") + name + ".jsonl"));
    int compared = 0, segments = 0;
    for (std::string line; std::getline(in, line) && compared < 25;) {
      const json pub = json::parse(line);
      if (pub["answer"].size() * pub["answer"][0].size() > 144) continue;
      const std::string url = "https://puzz.link/p?" + pub["url"].get<std::string>();
      const json a = json::parse(c.Post("/v1/cells", json{{"puzzle", url}, {"type", name}}.dump(), "application/json")->body);
      ASSERT_FALSE(a.contains("error")) << url << ": " << a.dump();
      const std::string typed = workbench_text(edit, a["cells"], json::array(), 1, a.value("frame", json::object()),
                                               json::array(), a.value("list", ""));
      const json re = json::parse(c.Post("/v1/cells", json{{"puzzle", typed}, {"type", name}}.dump(), "application/json")->body);
      EXPECT_EQ(re["cells"], a["cells"]) << url << ":\n" << typed;
      EXPECT_EQ(re.value("frame", json()), a.value("frame", json())) << url << ":\n" << typed;
      EXPECT_EQ(re.value("list", json()), a.value("list", json())) << url << ":\n" << typed;
      const json solved = json::parse(c.Post("/v1/solve", json{{"puzzle", typed}, {"type", name}}.dump(), "application/json")->body);
      EXPECT_EQ(solved["records"][0].value("grid", json()), pub["answer"]) << url << ":\n" << typed;
      for (const json& row : a["cells"])
        for (const json& t : row) segments += std::string("^v<>+o").find(t.get<std::string>()) != std::string::npos;
      ++compared;
    }
    EXPECT_GE(compared, 10) << name;
    if (std::string(name) == "battleship") { EXPECT_GT(segments, 0) << "no given segment among them"; }
  }
}

// between layer (issue 45): every puzzle of instances/GENRE/ of each genre with marks (signs
// between cells, vertex clues, dots), the published sgt and puzz.link forms among them, read into
// cells and marks (POST /v1/cells), typed back as marks.js types them: the same cells and marks,
// and count's verdict and solution those of the original (gridsat's own reading of the file).
TEST_F(Serve, WorkbenchMarksRoundTripEveryInstance) {
  auto c = client();
  const json genres = json::parse(c.Get("/v1/genres")->body)["genres"];
  std::set<std::string> seen;
  int compared = 0;
  for (const json& g : genres) {
    if (g["edit"].is_null() || g["edit"]["marks"].is_null()) continue;
    const std::string name = g["name"];
    seen.insert(name);
    for (const auto& file : std::filesystem::directory_iterator(source("instances/" + name))) {
      std::ifstream in(file.path());
      const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      const json a = json::parse(c.Post("/v1/cells", json{{"puzzle", text}, {"type", name}}.dump(), "application/json")->body);
      ASSERT_FALSE(a.contains("error")) << file.path() << ": " << a.dump();
      EXPECT_FALSE(a["marks"].empty()) << file.path();
      const std::string typed = workbench_text(g["edit"], a["cells"], json::array(), 1, json::object(), a["marks"]);
      const json re = json::parse(c.Post("/v1/cells", json{{"puzzle", typed}, {"type", name}}.dump(), "application/json")->body);
      EXPECT_EQ(re["cells"], a["cells"]) << file.path() << ":\n" << typed;
      EXPECT_EQ(re["marks"], a["marks"]) << file.path() << ":\n" << typed;
      EXPECT_EQ(workbench_verdict(c, typed, name), workbench_verdict(c, text, name)) << file.path() << ":\n" << typed;
      ++compared;
    }
  }
  for (const char* genre : {"futoshiki", "slant", "galaxies"}) EXPECT_TRUE(seen.count(genre)) << genre;
  EXPECT_GE(compared, 6);
}

// Every endpoint gives the CLI's records: the same bytes as `gridsat COMMAND --format json`
// (stats aside: times differ).
TEST_F(Serve, EveryEndpointAnswersAsTheCli) {
  auto c = client();
  int st = 0;
  json a = post(c, "/v1/solve", {{"puzzle", kSudoku}}, &st);
  EXPECT_EQ(st, 200);
  ASSERT_EQ(a["records"].size(), 1u) << a.dump();
  EXPECT_EQ(a["records"][0]["status"], "solved");
  EXPECT_EQ(a["records"][0]["grid"][0][0], 4);
  a = post(c, "/v1/count", {{"puzzle", kTwoSolutions4x4}, {"options", {{"limit", 0}}}}, &st);
  EXPECT_EQ(st, 200);
  EXPECT_EQ(a["records"][0]["verdict"], "multiple") << a.dump();
  const gridsat::test::Run native =
      cli("count --format line --limit 0 --backend native -", kTwoSolutions4x4);  // the other backend
  EXPECT_EQ(native.out.substr(0, native.out.find(' ', 9)), "multiple " + a["records"][0]["count"].dump());
  a = post(c, "/v1/explain", {{"puzzle", kSudoku}}, &st);
  EXPECT_EQ(st, 200);
  EXPECT_GT(a["records"].size(), 10u);
  a = post(c, "/v1/grade", {{"puzzle", kSudoku}}, &st);
  EXPECT_EQ(st, 200);
  EXPECT_TRUE(a["records"][0].contains("level")) << a.dump();
  a = post(c, "/v1/generate", {{"options", {{"type", "sudoku"}, {"size", 4}, {"seed", "7"}}}}, &st);
  EXPECT_EQ(st, 200) << a.dump();
  EXPECT_EQ(a["records"].size(), 1u);
  a = post(c, "/v1/encode", {{"puzzle", kSudoku}}, &st);
  EXPECT_EQ(st, 200);
  EXPECT_EQ(a["dimacs"].get<std::string>().find("p cnf") != std::string::npos, true);
  a = post(c, "/v1/picture", {{"puzzle", kSudoku}}, &st);
  EXPECT_EQ(st, 200);
  EXPECT_EQ(a["svg"].get<std::string>().rfind("<svg", 0) == 0 || a["svg"].get<std::string>().find("<svg") < 100, true);
  a = post(c, "/v1/explain", {{"puzzle", kSudoku}, {"options", {{"format", "html"}}}}, &st);
  EXPECT_EQ(st, 200);
  EXPECT_NE(a["html"].get<std::string>().find("<html"), std::string::npos);
}

TEST_F(Serve, BadRequestsAre400NamingTheProblem) {
  auto c = client();
  int st = 0;
  json a = post(c, "/v1/count", {{"puzzle", kSudoku}, {"options", {{"nosuch", 1}}}}, &st);
  EXPECT_EQ(st, 400);
  EXPECT_NE(a["error"].get<std::string>().find("nosuch"), std::string::npos) << a.dump();
  a = post(c, "/v1/solve", {{"puzzle", kSudoku}, {"options", {{"output", "/tmp/x"}}}}, &st);
  EXPECT_EQ(st, 400);
  a = post(c, "/v1/count", {{"puzzle", kSudoku}, {"options", {{"limit", "many"}}}}, &st);
  EXPECT_EQ(st, 400);
  EXPECT_NE(a["error"].get<std::string>().find("limit"), std::string::npos) << a.dump();
  // A puzzle with an error names its line, as the CLI does.
  a = post(c, "/v1/solve", {{"puzzle", "# two\n" + std::string(kSudoku) + "\n12345\n"}}, &st);
  EXPECT_EQ(st, 400);
  ASSERT_EQ(a["records"].size(), 2u) << a.dump();
  EXPECT_EQ(a["records"][1]["status"], "error");
  EXPECT_EQ(a["records"][1]["line"], 3);
  for (const char* garbage :
       {"", "{", "[1,2]", "{\"puzzle\": 5}", "\xff\xfe", "{\"puzzle\":\"x\",\"bad\":1}", "null"}) {
    auto r = c.Post("/v1/solve", garbage, "application/json");
    ASSERT_TRUE(r) << garbage;
    EXPECT_EQ(r->status, 400) << garbage;
    EXPECT_TRUE(json::parse(r->body, nullptr, false).contains("error")) << r->body;
  }
  EXPECT_EQ(c.Post("/v1/nosuch", "{}", "application/json")->status, 404);
}

// Issue 46: GET /v1/solve was 404, as if there were no such endpoint. A command's endpoint
// asked by another method is 405 with Allow: POST; /v1/families by POST is 405, Allow: GET.
TEST_F(Serve, WrongMethodIs405WithAllow) {
  auto c = client();
  for (const char* path : {"/v1/solve", "/v1/count", "/v1/generate"}) {
    auto r = c.Get(path);
    ASSERT_TRUE(r) << path;
    EXPECT_EQ(r->status, 405) << path;
    EXPECT_EQ(r->get_header_value("Allow"), "POST") << path;
    EXPECT_TRUE(json::parse(r->body, nullptr, false).contains("error")) << r->body;
  }
  auto d = c.Delete("/v1/solve");
  ASSERT_TRUE(d);
  EXPECT_EQ(d->status, 405);
  auto f = c.Post("/v1/families", "{}", "application/json");
  ASSERT_TRUE(f);
  EXPECT_EQ(f->status, 405);
  EXPECT_EQ(f->get_header_value("Allow"), "GET");
  EXPECT_EQ(c.Get("/v1/nosuch")->status, 404);
}

// A body over --max-request (100 MB against 1 MiB) is 413, and the server goes on.
// The export routes (serve/export.hpp). The puzzle as set: its 17 givens drawn, nothing
// solved, where /v1/picture draws the 64 solved values too.
size_t export_count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST_F(Serve, ExportUnsolvedPictureDrawsTheGivensOnly) {
  auto c = client();
  int status = 0;
  const json blank = post(c, "/v1/unsolved", {{"puzzle", kSudoku}, {"type", "sudoku"}}, &status);
  ASSERT_EQ(status, 200) << blank.dump();
  const std::string svg = blank["svg"];
  EXPECT_EQ(svg.rfind("<svg", 0), 0u) << svg.substr(0, 80);
  EXPECT_EQ(export_count(svg, "class=\"g\""), 17u);
  EXPECT_EQ(export_count(svg, "class=\"s\""), 0u);
  const json solved = post(c, "/v1/picture", {{"puzzle", kSudoku}, {"type", "sudoku"}});
  EXPECT_EQ(export_count(solved["svg"], "class=\"s\""), 64u);
}

// Every genre whose registration writes an sgt form: its example's game ID, which Simon
// Tatham's own program reads (--print exits 1 on an ID it cannot parse) and gridsat counts as
// it counts the example. The genres without the form say so (400); GET /v1/genres tells which.
TEST_F(Serve, ExportSgtIdOfEveryExampleIsReadBySgt) {
  auto c = client();
  const json families = json::parse(c.Get("/v1/families")->body)["families"];
  const json genres = json::parse(c.Get("/v1/genres")->body)["genres"];
  int ids = 0, refused = 0;
  for (const json& f : families) {
    const std::string name = f["name"];
    const bool has = std::find(f["forms"].begin(), f["forms"].end(), "sgt") != f["forms"].end();
    for (const json& g : genres)
      if (g["name"] == name) {
        EXPECT_EQ(g["sgt"].get<bool>(), has) << name;
      }
    if (!f["example"].is_string()) continue;
    int status = 0;
    const json a = post(c, "/v1/sgt", {{"puzzle", f["example"]}, {"type", name}}, &status);
    if (!has) {
      EXPECT_EQ(status, 400) << name << " " << a.dump();
      EXPECT_NE(a.value("error", "").find("no Simon Tatham"), std::string::npos) << a.dump();
      ++refused;
      continue;
    }
    if (status == 400 && a.value("error", "").find("cannot be written") != std::string::npos) {
      std::cout << "  " << name << ": " << a["error"] << "\n";  // no way to the form kept the puzzle: none given
      continue;
    }
    ASSERT_EQ(status, 200) << name << " " << a.dump();
    const std::string id = a["sgt"];
    ++ids;
    const json again = post(c, "/v1/count", {{"puzzle", id}, {"type", name}, {"options", {{"limit", 2}}}});
    const json before = post(c, "/v1/count", {{"puzzle", f["example"]}, {"type", name}, {"options", {{"limit", 2}}}});
    EXPECT_EQ(again["records"].back().value("count", -1), before["records"].back().value("count", -2)) << name << " " << id;
    // sgt's program for the genre: the name the registration gives the form ("solo", "loopy").
    std::string prog = "/usr/games/sgt-";
    for (const auto& [form, what] : find_family(name)->generate.forms)
      if (form == "sgt") prog += what;
    if (!std::filesystem::exists(prog)) {
      std::cout << "  " << prog << " not installed: " << name << "'s ID not checked by sgt\n";
      continue;
    }
    const std::string file = ::testing::TempDir() + "serve_sgt_" + std::to_string(getpid()) + ".txt";
    const std::string print = prog + " --print 1x1 < " + file + " > /dev/null 2>&1";
    // The program's --print first on an ID of its own (sgt-pattern's crashes on every ID).
    const std::string params = id.substr(0, id.find(':'));
    if (std::system((prog + " --generate 1 '" + params + "' > " + file + " 2>/dev/null").c_str()) != 0 ||
        std::system(print.c_str()) != 0) {
      std::cout << "  " << prog << " --print does not read its own " << params << " IDs: " << name << "'s not checked\n";
      continue;
    }
    { std::ofstream(file) << id << "\n"; }
    EXPECT_EQ(std::system(print.c_str()), 0) << name << ": " << id;
    std::filesystem::remove(file);
  }
  EXPECT_GE(ids, 14);  // of the 16 genres with the form: Futoshiki and Kurodoko read from a grid have none yet
  EXPECT_GE(refused, 10);
}

// gridsat sheet's PDF: one page (pdfinfo, poppler-utils, reads it); 504 past a time limit
// no Chromium meets (a millisecond: its start alone takes hundreds).
TEST_F(Serve, ExportSheetIsAOnePagePdf) {
  auto c = client();
  c.set_read_timeout(120, 0);
  const auto r = c.Post("/v1/sheet", json{{"puzzle", kSudoku}, {"type", "sudoku"}}.dump(), "application/json");
  ASSERT_TRUE(r);
  if (r->status == 503) GTEST_SKIP() << "no Chromium to print with: " << r->body;
  ASSERT_EQ(r->status, 200) << r->body;
  EXPECT_EQ(r->get_header_value("Content-Type"), "application/pdf");
  ASSERT_EQ(r->body.rfind("%PDF", 0), 0u) << r->body.substr(0, 40);
  if (std::system("command -v pdfinfo > /dev/null 2>&1") == 0) {
    const std::string file = ::testing::TempDir() + "serve_sheet_" + std::to_string(getpid()) + ".pdf";
    { std::ofstream(file, std::ios::binary) << r->body; }
    const std::string info = file + ".txt";
    EXPECT_EQ(std::system(("pdfinfo " + file + " > " + info + " 2>&1").c_str()), 0);
    std::ifstream in(info);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const size_t pages = text.find("Pages:");
    EXPECT_TRUE(pages != std::string::npos && std::atoi(text.c_str() + pages + 6) == 1) << text;
    std::filesystem::remove(file);
    std::filesystem::remove(info);
  } else {
    std::cout << "  pdfinfo (poppler-utils) not installed: the PDF is checked by its %PDF head only\n";
  }
  int status = 0;
  const json late = post(c, "/v1/sheet", {{"puzzle", kSudoku}, {"type", "sudoku"}, {"options", {{"time-limit", 0.001}}}}, &status);
  EXPECT_EQ(status, 504) << late.dump();
}

// No Chromium on the server: the error JSON (503) saying what to install.
TEST(ServeLimits, ExportSheetWithoutChromiumIs503) {
  const char* was_path = std::getenv("PATH");
  const char* was_chromium = std::getenv("GRIDSAT_CHROMIUM");
  const std::string path = was_path ? was_path : "", chromium = was_chromium ? was_chromium : "";
  setenv("PATH", "/nonexistent-gridsat-dir", 1);
  unsetenv("GRIDSAT_CHROMIUM");
  ServerProcess server({"--workers", "1"});
  setenv("PATH", path.c_str(), 1);
  if (was_chromium) setenv("GRIDSAT_CHROMIUM", chromium.c_str(), 1);
  httplib::Client c("127.0.0.1", server.port());
  int status = 0;
  const json a = post(c, "/v1/sheet", {{"puzzle", kSudoku}, {"type", "sudoku"}}, &status);
  EXPECT_EQ(status, 503) << a.dump();
  EXPECT_NE(a.value("error", "").find("needs Chromium"), std::string::npos) << a.dump();
}

// Bad puzzles and bodies on every export route: 400 with the reader's words, and the server
// answers on.
TEST_F(Serve, ExportBadPuzzlesAre400) {
  auto c = client();
  for (const char* route : {"/v1/unsolved", "/v1/sgt", "/v1/sheet"}) {
    for (const json& body : {json{{"puzzle", "12x\n"}, {"type", "sudoku"}}, json{{"puzzle", "..."}, {"type", "nosuchgenre"}},
                             json{{"type", "sudoku"}}, json{{"puzzle", 7}}, json::array()}) {
      int status = 0;
      const json a = post(c, route, body, &status);
      EXPECT_EQ(status, 400) << route << " " << body.dump() << " " << a.dump();
      EXPECT_TRUE(a.contains("error") && !a["error"].get<std::string>().empty()) << a.dump();
    }
    const auto r = c.Post(route, "{not json", "application/json");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 400) << route;
  }
  EXPECT_EQ(c.Get("/healthz")->status, 200);
}

TEST_F(Serve, HundredMegabyteBodyIs413) {
  auto c = client();
  std::string huge = "{\"puzzle\": \"" + std::string(100u << 20, '.') + "\"}";
  auto r = c.Post("/v1/solve", huge, "application/json");
  if (r) {  // or the server closed the connection early: also refused
    EXPECT_EQ(r->status, 413);
  }
  auto h = client().Get("/healthz");
  ASSERT_TRUE(h);
  EXPECT_EQ(h->status, 200);
}

// curl's -d/--data-binary without -H sends Content-Type application/x-www-form-urlencoded (and,
// over 1 KiB, Expect: 100-continue): a body of 120 puzzles, over httplib's 8 KiB limit on form
// bodies (413 before), is read as the JSON it is.
TEST_F(Serve, FormEncodedBodyOverEightKilobytesIsRead) {
  std::string puzzles;
  for (int i = 0; i < 120; ++i) puzzles += std::string(kSudoku) + "\n";
  const std::string body = json{{"puzzle", puzzles}}.dump();
  ASSERT_GT(body.size(), 8192u);
  auto r = client().Post("/v1/count", body, "application/x-www-form-urlencoded");
  ASSERT_TRUE(r);
  ASSERT_EQ(r->status, 200) << r->body.substr(0, 300);
  const json answer = json::parse(r->body);
  ASSERT_EQ(answer["records"].size(), 120u);
  EXPECT_EQ(answer["records"][119]["verdict"], "unique");
  EXPECT_EQ(answer["records"][119]["line"], 120);
}

// A connection that sends part of a body and stops: the server answers or closes (its read
// timeout), and keeps serving others meanwhile.
TEST_F(Serve, TruncatedBodyDoesNotHang) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(static_cast<uint16_t>(server_->port()));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a), 0);
  const std::string head =
      "POST /v1/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"puzzle\"";
  ASSERT_EQ(write(fd, head.data(), head.size()), static_cast<ssize_t>(head.size()));
  shutdown(fd, SHUT_WR);
  auto h = client().Get("/healthz");  // served while that one waits
  ASSERT_TRUE(h);
  EXPECT_EQ(h->status, 200);
  char buf[512];
  const ssize_t n = read(fd, buf, sizeof buf);  // the server's answer (400) or its close, not a hang
  EXPECT_GE(n, 0);
  if (n > 0) {
    EXPECT_EQ(std::string(buf, 12), "HTTP/1.1 400");
  }
  close(fd);
}

// 10,000 requests from 50 clients (keep-alive), mixed: each is answered as it should be.
TEST_F(Serve, TenThousandRequestsFromFiftyClients) {
  constexpr int kClients = 50, kEach = 200;
  std::atomic<int> good{0}, bad{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kClients; ++t)
    threads.emplace_back([&, t] {
      auto c = client();
      c.set_keep_alive(true);
      c.set_tcp_nodelay(true);
      for (int i = 0; i < kEach; ++i) {
        const int kind = (t + i) % 4;
        httplib::Result r =
            kind == 0   ? c.Get("/healthz")
            : kind == 1 ? c.Post("/v1/count", json{{"puzzle", kTwoSolutions4x4}}.dump(), "application/json")
            : kind == 2 ? c.Post("/v1/solve", "{garbage", "application/json")
                        : c.Post("/v1/solve", json{{"puzzle", "1234\n3412\n2143\n4321\n"}}.dump(), "application/json");
        const int want = kind == 2 ? 400 : 200;
        if (r && r->status == want) {
          ++good;
        } else if (++bad <= 5) {
          ADD_FAILURE() << "request " << i << " of client " << t << " (kind " << kind << "): "
                        << (r ? std::to_string(r->status) + " " + r->body
                              : "transport error " + httplib::to_string(r.error()));
        }
      }
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(good, kClients * kEach);
  EXPECT_EQ(bad, 0);
}

// The live analysis kept (serve/cache.hpp): the same request again is answered from the cache,
// byte for byte the answer it computed; other options or another grid are computed; an answer
// stopped by its time limit is not kept.
TEST_F(Serve, RepeatedAnalysisIsAnsweredFromTheCache) {
  auto c = client();
  auto cached = [&] { return json::parse(c.Get("/healthz")->body)["cached"].get<int>(); };
  std::string grid = kSudoku;
  grid[0] = '.';  // multiple: backbone, repair and repair_change
  const json ask = {{"puzzle", grid}, {"type", "sudoku"}, {"options", {{"explain", true}, {"redundant", true}}}};
  const int before = cached();
  auto first = c.Post("/v1/count", ask.dump(), "application/json");
  ASSERT_TRUE(first);
  ASSERT_EQ(first->status, 200) << first->body;
  EXPECT_EQ(cached(), before);
  auto again = c.Post("/v1/count", ask.dump(), "application/json");
  ASSERT_TRUE(again);
  EXPECT_EQ(again->status, 200);
  EXPECT_EQ(again->body, first->body);
  EXPECT_TRUE(again->has_header("Server-Timing"));
  EXPECT_EQ(cached(), before + 1);
  EXPECT_EQ(json::parse(first->body)["records"][0]["verdict"], "multiple");
  json other = ask;
  other["options"]["redundant"] = false;  // another request: computed
  auto third = c.Post("/v1/count", other.dump(), "application/json");
  ASSERT_TRUE(third);
  EXPECT_EQ(third->status, 200);
  EXPECT_EQ(cached(), before + 1);
  const json stopped = {{"type", "magic"}, {"options", {{"size", 8}, {"limit", 0}, {"explain", true}, {"time-limit", 0.2}}}};
  for (int i = 0; i < 2; ++i) EXPECT_EQ(post(c, "/v1/count", stopped)["exit"], 3);
  EXPECT_EQ(cached(), before + 1);
}

// The workbench's two requests for a multiple grid: the live answer (no-repair) holds the same
// map as the full analysis and no repair; the full one, asked after it, the repairs; each kept.
TEST_F(Serve, LiveAnswerLeavesTheRepairsToASecondRequest) {
  auto c = client();
  std::string grid = kSudoku;
  grid[0] = '.';
  json ask = {{"puzzle", grid}, {"type", "sudoku"}, {"options", {{"explain", true}, {"redundant", true}}}};
  const json full = post(c, "/v1/count", ask)["records"][0];
  ask["options"]["no-repair"] = true;
  const json live = post(c, "/v1/count", ask)["records"][0];
  EXPECT_EQ(live["verdict"], "multiple");
  EXPECT_EQ(live["fixed"], full["fixed"]);
  EXPECT_EQ(live["open"], full["open"]);
  EXPECT_FALSE(live.contains("repair") || live.contains("repair_change")) << live.dump();
  EXPECT_TRUE(full["repair"].is_array() && !full["repair"].empty()) << full.dump();
  EXPECT_LT(live["explain_stats"]["sat_calls"].get<int>(), full["explain_stats"]["sat_calls"].get<int>());
}

// One worker, no queue: a second request while one runs is 429 at once; the first, stopped by
// the server's --time-limit, is 504 with its record.
TEST(ServeLimits, FullQueueIs429AndTimeLimitIs504) {
  ServerProcess s({"--workers", "1", "--queue", "0", "--time-limit", "1"});
  ASSERT_GT(s.port(), 0);
  const json slow = {{"puzzle", ""}, {"type", "magic"}, {"options", {{"size", 8}, {"limit", 0}}}};
  json first;
  int first_status = 0;
  std::thread t([&] {
    httplib::Client c("127.0.0.1", s.port());
    first = post(c, "/v1/count", {{"type", "magic"}, {"options", {{"size", 8}, {"limit", 0}}}}, &first_status);
  });
  httplib::Client c("127.0.0.1", s.port());
  int st = 0;
  for (int i = 0; i < 100; ++i) {  // until the first one is running
    auto h = c.Get("/healthz");
    if (h && json::parse(h->body)["running"] == 1) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  json second = post(c, "/v1/count", {{"puzzle", kSudoku}}, &st);
  EXPECT_EQ(st, 429) << second.dump();
  t.join();
  EXPECT_EQ(first_status, 504) << first.dump();
  EXPECT_EQ(first["exit"], 3);
  EXPECT_EQ(s.terminate_and_wait(), 0);
}

// A client that goes away stops its solve (the server's watcher sees the hang-up); and
// --allow-origin's CORS headers.
TEST(ServeLimits, DisconnectStopsTheSolve) {
  ServerProcess s({"--workers", "1", "--time-limit", "60", "--allow-origin", "https://puzz.link"});
  ASSERT_GT(s.port(), 0);
  {  // --allow-origin: a page of that origin may call the API (CORS preflight and header)
    httplib::Client c("127.0.0.1", s.port());
    auto pre = c.Options("/v1/count");
    ASSERT_TRUE(pre);
    EXPECT_EQ(pre->status, 204);
    EXPECT_EQ(pre->get_header_value("Access-Control-Allow-Origin"), "https://puzz.link");
    EXPECT_EQ(c.Get("/healthz")->get_header_value("Access-Control-Allow-Origin"), "https://puzz.link");
  }
  {
    httplib::Client c("127.0.0.1", s.port());
    c.set_read_timeout(0, 300000);  // gives up after 0.3 s and closes
    auto r = c.Post("/v1/count", json{{"type", "magic"}, {"options", {{"size", 8}, {"limit", 0}}}}.dump(),
                    "application/json");
    EXPECT_FALSE(r);
  }
  httplib::Client c("127.0.0.1", s.port());
  json h;
  for (int i = 0; i < 100; ++i) {
    h = json::parse(c.Get("/healthz")->body);
    if (h["running"] == 0) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(h["running"], 0) << h.dump();
  EXPECT_EQ(h["disconnected"], 1) << h.dump();
  EXPECT_EQ(s.terminate_and_wait(), 0);
}

// A loopback connection to the server (-1 when it failed).
int serve_connect(int port) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(static_cast<uint16_t>(port));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (fd >= 0 && connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0) return fd;
  if (fd >= 0) close(fd);
  return -1;
}

// Closes with a reset (SO_LINGER 0): the server's next write to it fails (ECONNRESET, EPIPE).
void serve_reset(int fd) {
  linger l{1, 0};
  setsockopt(fd, SOL_SOCKET, SO_LINGER, &l, sizeof l);
  close(fd);
}

std::string serve_post_text(const std::string& path, const std::string& body) {
  return "POST " + path + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: " +
         std::to_string(body.size()) + "\r\n\r\n" + body;
}

// Polls /healthz until `done` says yes of it (at most about 10 s); the last state seen.
json serve_health_until(int port, const std::function<bool(const json&)>& done) {
  httplib::Client c("127.0.0.1", port);
  json h;
  for (int i = 0; i < 1000; ++i) {
    auto r = c.Get("/healthz");
    if (r) h = json::parse(r->body, nullptr, false);
    if (r && done(h)) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return h;
}

// SIGTERM: the request under way is answered in full, then the server exits 0.
TEST(ServeLimits, SigtermDrainsAndExitsZero) {
  ServerProcess s({"--workers", "2", "--time-limit", "1"});
  ASSERT_GT(s.port(), 0);
  int st = 0;
  json a;
  std::thread t([&] {
    httplib::Client c("127.0.0.1", s.port());
    a = post(c, "/v1/count", {{"type", "magic"}, {"options", {{"size", 8}, {"limit", 0}}}}, &st);
  });
  // (Polled from its own connection, closed before the signal. Not by Client::stop(): from a
  // thread with no request under way, cpp-httplib 0.11's stop() unlocks a mutex it does not
  // hold, which ThreadSanitizer reports.)
  const json h = serve_health_until(s.port(), [](const json& j) { return j["running"] == 1; });
  EXPECT_EQ(h["running"], 1) << h.dump();
  EXPECT_EQ(s.terminate_and_wait(), 0);
  t.join();
  EXPECT_EQ(st, 504) << a.dump();  // its own answer: the time limit, with its record
  EXPECT_EQ(a["records"].size(), 1u);
}

// SIGTERM while every worker is busy and more requests wait: those running are answered in
// full (here their own time limit's 504, with the record), those waiting 503 at once (they are
// not run after: the drain waits for the running ones only), and the server exits 0 (under
// ASan, with no leak).
TEST(ServeLimits, SigtermWhileEveryWorkerIsBusyAnswersTheWaiting503) {
  ServerProcess s({"--workers", "2", "--queue", "2", "--time-limit", "60"});
  ASSERT_GT(s.port(), 0);
  std::vector<int> status(4, 0);
  std::vector<json> body(4);
  std::vector<std::thread> clients;
  auto start = [&](int i, double limit) {
    clients.emplace_back([&, i, limit] {
      httplib::Client c("127.0.0.1", s.port());
      c.set_read_timeout(60, 0);
      body[static_cast<size_t>(i)] =
          post(c, "/v1/count", {{"type", "magic"}, {"options", {{"size", 8}, {"limit", 0}, {"time-limit", limit}}}},
               &status[static_cast<size_t>(i)]);
    });
  };
  start(0, 3);
  start(1, 3);
  json h = serve_health_until(s.port(), [](const json& j) { return j["running"] == 2; });
  EXPECT_EQ(h["running"], 2) << h.dump();
  start(2, 60);
  start(3, 60);
  h = serve_health_until(s.port(), [](const json& j) { return j["waiting"] == 2; });
  EXPECT_EQ(h["waiting"], 2) << h.dump();
  EXPECT_EQ(s.terminate_and_wait(), 0);
  for (auto& t : clients) t.join();
  for (int i = 0; i < 2; ++i) {
    EXPECT_EQ(status[static_cast<size_t>(i)], 504) << body[static_cast<size_t>(i)].dump();
    EXPECT_EQ(body[static_cast<size_t>(i)]["records"].size(), 1u) << body[static_cast<size_t>(i)].dump();
  }
  for (int i = 2; i < 4; ++i) {
    EXPECT_EQ(status[static_cast<size_t>(i)], 503) << body[static_cast<size_t>(i)].dump();
    EXPECT_EQ(body[static_cast<size_t>(i)]["error"], "the server is stopping");
  }
}

// Clients that go away before their answer: the server's writes to them fail (reset
// connections, requests half sent, answers never read), it goes on serving the others
// (no SIGPIPE, no thread lost), and exits 0. A client gone while its solve runs stops it.
TEST(ServeLimits, WritesToClientsThatLeftFailQuietly) {
  ServerProcess s({"--workers", "2", "--queue", "8", "--time-limit", "60"});
  ASSERT_GT(s.port(), 0);
  const std::string quick = serve_post_text("/v1/solve", json{{"puzzle", kSudoku}}.dump());
  const std::string page = "GET / HTTP/1.1\r\nHost: x\r\n\r\n";  // a large answer, never read
  for (int i = 0; i < 60; ++i) {
    const int fd = serve_connect(s.port());
    ASSERT_GE(fd, 0);
    const std::string& text = i % 3 == 0 ? quick : i % 3 == 1 ? page : quick.substr(0, quick.size() / 2);
    EXPECT_EQ(write(fd, text.data(), text.size()), static_cast<ssize_t>(text.size()));
    if (i % 2) std::this_thread::sleep_for(std::chrono::milliseconds(2));  // some after the answer is written
    serve_reset(fd);
  }
  // The resets above drained first: else `running` 1 below can be one of theirs, seen before the
  // long solve starts (TSan's slow tree, 2026-11-28), and the close lands before it runs.
  json h = serve_health_until(s.port(), [](const json& j) { return j["running"] == 0 && j["waiting"] == 0; });
  ASSERT_EQ(h["running"], 0) << h.dump();
  const int before = h["disconnected"].get<int>();
  const int fd = serve_connect(s.port());  // a long solve, then a reset while it runs
  ASSERT_GE(fd, 0);
  const std::string slow =
      serve_post_text("/v1/count", json{{"type", "magic"}, {"options", {{"size", 8}, {"limit", 0}}}}.dump());
  EXPECT_EQ(write(fd, slow.data(), slow.size()), static_cast<ssize_t>(slow.size()));
  h = serve_health_until(s.port(), [](const json& j) { return j["running"] == 1; });
  ASSERT_EQ(h["running"], 1) << h.dump();
  // Closed (FIN), not reset: the watcher finds a request's socket by its peer address once the
  // request has run 0.1 s, and a socket reset before that has no peer address left to find.
  close(fd);
  h = serve_health_until(s.port(), [&](const json& j) {
    return j["running"] == 0 && j["waiting"] == 0 && j["disconnected"].get<int>() > before;
  });  // the count (60 s) stops only when its client is found gone: 10 s of polls at most
  EXPECT_EQ(h["running"], 0) << h.dump();
  EXPECT_GT(h["disconnected"].get<int>(), before) << h.dump();
  httplib::Client c("127.0.0.1", s.port());
  c.set_read_timeout(60, 0);
  int st = 0;
  const json a = post(c, "/v1/solve", {{"puzzle", kSudoku}}, &st);
  EXPECT_EQ(st, 200) << a.dump();
  EXPECT_EQ(a["records"][0]["status"], "solved") << a.dump();
  EXPECT_EQ(s.terminate_and_wait(), 0);
}

// A client that resets its connection as soon as its solve runs (well within the watcher's first
// 0.1 s) stops that solve too: its socket, which has no peer address once reset, was found as
// the request started. Before, such a solve ran to its time limit (60 s here, past the wait).
TEST(ServeLimits, ClientResetAtOnceStopsItsSolve) {
  ServerProcess s({"--workers", "2", "--queue", "8", "--time-limit", "60"});
  ASSERT_GT(s.port(), 0);
  const int fd = serve_connect(s.port());
  ASSERT_GE(fd, 0);
  const std::string slow =
      serve_post_text("/v1/count", json{{"type", "magic"}, {"options", {{"size", 8}, {"limit", 0}}}}.dump());
  EXPECT_EQ(write(fd, slow.data(), slow.size()), static_cast<ssize_t>(slow.size()));
  json h = serve_health_until(s.port(), [](const json& j) { return j["running"] == 1; });
  ASSERT_EQ(h["running"], 1) << h.dump();
  serve_reset(fd);
  h = serve_health_until(s.port(), [](const json& j) { return j["running"] == 0 && j["waiting"] == 0; });
  EXPECT_EQ(h["running"], 0) << h.dump();
  EXPECT_EQ(h["disconnected"], 1) << h.dump();
  EXPECT_EQ(s.terminate_and_wait(), 0);
}

// A slow client, its request trickled a few bytes at a time, is answered as any other; the
// server answers other clients meanwhile (a connection's reading holds no worker).
TEST(ServeLimits, SlowClientIsAnsweredAndHoldsNoWorker) {
  ServerProcess s({"--workers", "1", "--queue", "0", "--time-limit", "60"});
  ASSERT_GT(s.port(), 0);
  const int fd = serve_connect(s.port());
  ASSERT_GE(fd, 0);
  const std::string text = serve_post_text("/v1/solve", json{{"puzzle", kSudoku}}.dump());
  httplib::Client c("127.0.0.1", s.port());
  int served = 0;
  for (size_t at = 0; at < text.size(); at += 16) {
    const size_t n = std::min<size_t>(16, text.size() - at);
    ASSERT_EQ(write(fd, text.data() + at, n), static_cast<ssize_t>(n));
    if (at % 64 == 0) {  // one worker only: this request is not holding it while it is read
      int st = 0;
      post(c, "/v1/solve", {{"puzzle", "1234\n3412\n2143\n4321\n"}}, &st);
      served += st == 200;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  std::string answer;  // read until the head and Content-Length bytes of body are in
  size_t body = std::string::npos, length = 0;
  char buf[4096];
  while (body == std::string::npos || answer.size() < body + 4 + length) {
    const ssize_t n = read(fd, buf, sizeof buf);
    if (n <= 0) break;
    answer.append(buf, static_cast<size_t>(n));
    body = answer.find("\r\n\r\n");
    const size_t cl = answer.find("Content-Length: ");
    if (cl != std::string::npos && cl < body) length = std::strtoul(answer.c_str() + cl + 16, nullptr, 10);
  }
  close(fd);
  EXPECT_EQ(answer.substr(0, 12), "HTTP/1.1 200") << answer;
  ASSERT_NE(body, std::string::npos) << answer;
  const json a = json::parse(answer.substr(body + 4), nullptr, false);
  EXPECT_EQ(a["records"][0]["status"], "solved") << answer;
  EXPECT_EQ(served, static_cast<int>((text.size() + 63) / 64));
  EXPECT_EQ(s.terminate_and_wait(), 0);
}

// The decoding alone: options become the command's options, the server's caps hold, and they
// decode into what the command's parser would store (typed by the option table, defaults
// included), with no command line between.
TEST(ServeRequest, OptionsBecomeTheCommandsOptions) {
  using namespace gridsat::serve;
  using nlohmann::json;
  const OptionSet known = parse_option_lines(
      "--limit =\n--x\n--time-limit =\n--max-clauses =\n--format = json\n"
      "--cadical =\n--output =\n");
  Limits limits;
  limits.time_limit = 5;
  limits.max_clauses = 1000;
  const Endpoint& count = *find_endpoint("count");
  Call c =
      decode_request(count, R"({"puzzle":"p","options":{"limit":0,"x":true,"cadical":["a=1","b=2"]}})", known, limits);
  EXPECT_EQ(c.options, json::parse(R"({"cadical":["a=1","b=2"],"limit":0,"x":true,"time-limit":5,"max-clauses":1000,
                                       "format":"json"})"));
  EXPECT_EQ(c.input, "p");
  const gridsat::cli::Described& d = gridsat::cli::described(gridsat::cli::Command::count);
  auto vm = variables_of(c, d);
  EXPECT_EQ(vm["limit"].as<int64_t>(), 0);
  EXPECT_EQ(vm["time-limit"].as<double>(), 5.0);
  EXPECT_EQ(vm["max-clauses"].as<int64_t>(), 1000);
  EXPECT_EQ(vm["cadical"].as<std::vector<std::string>>(), (std::vector<std::string>{"a=1", "b=2"}));
  EXPECT_EQ(vm["x"].as<std::string>(), "on");
  EXPECT_EQ(vm["file"].as<std::vector<std::string>>(), std::vector<std::string>{"-"});
  EXPECT_TRUE(vm["backend"].defaulted());
  EXPECT_EQ(vm["backend"].as<std::string>(), "auto");
  c = decode_request(count, R"({"puzzle":"p","options":{"time-limit":0,"max-clauses":10,"x":false}})", known, limits);
  EXPECT_EQ(c.options, json::parse(R"({"max-clauses":10,"time-limit":5,"format":"json"})"));
  c = decode_request(count, R"({"puzzle":"p","options":{"time-limit":"2.5","max-clauses":0}})", known, limits);
  EXPECT_EQ(c.options, json::parse(R"({"max-clauses":1000,"time-limit":"2.5","format":"json"})"));
  EXPECT_EQ(variables_of(c, d)["time-limit"].as<double>(),
            2.5);  // a text: the parser's reading, as on the command line
  c = decode_request(count, R"({"puzzle":"p","options":{"limit":"two"}})", known, limits);
  try {
    variables_of(c, d);
    ADD_FAILURE() << "limit two was taken";
  } catch (const gridsat::UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("--limit"), std::string::npos) << e.what();
  }
  for (const char* bad : {R"({"puzzle":"p","options":{"output":"/etc/passwd"}})", R"({"puzzle":"p","options":{"x":1}})",
                          R"({"puzzle":"p","options":{"limit":true}})", R"({"puzzle":"p","options":{"limit":null}})",
                          R"({"puzzle":"p","options":{"lim":2}})", R"({"options":{}})", R"({"puzzle":"p","extra":1})"})
    EXPECT_THROW(decode_request(count, bad, known, limits), BadRequest) << bad;
  EXPECT_THROW(
      decode_request(*find_endpoint("picture"), R"({"puzzle":"p","options":{"format":"json"}})", known, limits),
      BadRequest);
}

// The guide's examples (docs/api-examples.json): each request replayed, its answer holding
// what the example shows (times and statistics aside), and each shown in docs/serve.md.
using ojson = nlohmann::ordered_json;  // the examples as written (README.md shows them so)
bool holds(const ojson& got, const ojson& want) {
  if (want.is_object()) {
    if (!got.is_object()) return false;
    for (const auto& [k, v] : want.items())
      if (!got.contains(k) || !holds(got[k], v)) return false;
    return true;
  }
  if (want.is_array()) {
    if (!got.is_array() || got.size() != want.size()) return false;
    for (size_t i = 0; i < want.size(); ++i)
      if (!holds(got[i], want[i])) return false;
    return true;
  }
  return got == want;
}

TEST_F(Serve, GuideExamplesReplayed) {
  const ojson examples = ojson::parse(slurp(source("docs/api-examples.json")));
  const std::string readme = slurp(source("docs/serve.md"));
  auto c = client();
  ASSERT_GE(examples.size(), 9u);
  for (const ojson& ex : examples) {
    const std::string path = ex["path"];
    httplib::Result r =
        ex.contains("request") ? c.Post(path.c_str(), ex["request"].dump(), "application/json") : c.Get(path.c_str());
    ASSERT_TRUE(r) << path;
    EXPECT_EQ(r->status, ex["status"].get<int>()) << path << ": " << r->body;
    EXPECT_TRUE(holds(ojson::parse(r->body), ex["response"])) << path << ": " << r->body;
    if (ex.contains("request")) {
      EXPECT_NE(readme.find(ex["request"].dump()), std::string::npos) << "docs/serve.md does not show " << ex["request"];
    }
  }
}

}  // namespace
}  // namespace test_serve
}  // namespace gridsat::test
