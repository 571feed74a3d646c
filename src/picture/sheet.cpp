// Print sheets (HTML pages of pictures) and printing them to PDF with headless Chromium.
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "base/errors.hpp"
#include "base/output_file.hpp"
#include "base/stop.hpp"
#include "picture/page.hpp"
#include "picture/svg.hpp"

namespace gridsat::picture {

namespace {

// The layout of k pictures a page: columns x rows.
std::pair<int, int> layout(int k) {
  switch (k) {
    case 1: return {1, 1};
    case 2: return {1, 2};
    case 4: return {2, 2};
    case 6: return {2, 3};
    case 8: return {2, 4};
    case 16: return {4, 4};
    default: return {4, 6};  // 24
  }
}

void pages(std::ostringstream& o, const std::vector<SheetItem>& items, int per_page, const char* cls) {
  const auto [cols, rows] = layout(per_page);
  for (size_t i = 0; i < items.size(); i += static_cast<size_t>(per_page)) {
    o << "<div class=\"page " << cls << "\" style=\"grid-template-columns:repeat(" << cols
      << ",minmax(0,1fr));grid-template-rows:repeat(" << rows << ",minmax(0,1fr))\">\n";
    for (size_t j = i; j < items.size() && j < i + static_cast<size_t>(per_page); ++j)
      o << "<div class=\"item\"><div class=\"cap\">" << escape(items[j].caption) << "</div><div class=\"pic\">"
        << items[j].svg << "</div></div>\n";
    o << "</div>\n";
  }
}

// The first program of $GRIDSAT_CHROMIUM, chromium, chromium-browser, google-chrome found.
std::string find_chromium() {
  if (const char* env = std::getenv("GRIDSAT_CHROMIUM"); env && *env) return env;
  const char* path = std::getenv("PATH");
  std::stringstream dirs(path ? path : "/usr/bin:/bin");
  std::vector<std::string> list;
  for (std::string d; std::getline(dirs, d, ':');) list.push_back(d.empty() ? "." : d);
  for (const char* name : {"chromium", "chromium-browser", "google-chrome"})
    for (const auto& d : list) {
      const std::string p = d + "/" + name;
      if (access(p.c_str(), X_OK) == 0) return p;
    }
  return "";
}

// Runs argv with stdout and stderr to `log`; the exit status, or -1 when it could not start
// or ran past `seconds` or a stop signal came (then it is killed).
int run(const std::vector<std::string>& argv, const std::string& log, double seconds) {
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    setpgid(0, 0);  // its own group: a time-out kills Chromium's helpers too
    const int fd = open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd >= 0) dup2(fd, 1), dup2(fd, 2);
    const int null = open("/dev/null", O_RDONLY);
    if (null >= 0) dup2(null, 0);
    execv(args[0], args.data());
    _exit(127);
  }
  const auto stop = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  for (;;) {
    int status = 0;
    const pid_t r = waitpid(pid, &status, WNOHANG);
    if (r == pid) return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (r < 0 && errno != EINTR) return -1;
    if (std::chrono::steady_clock::now() > stop || interrupted()) {  // too long, or SIGINT/SIGTERM/SIGHUP
      kill(-pid, SIGKILL);
      waitpid(pid, &status, 0);
      return -1;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

std::string tail_of(const std::string& file) {
  std::ifstream in(file);
  std::string line, last;
  while (std::getline(in, line))
    if (!line.empty() && line.find("unexpected operator") == std::string::npos) last = line;
  return last;
}

}  // namespace

std::string sheet_page(const std::vector<SheetItem>& puzzles, const std::vector<SheetItem>& solutions, int per_page,
                       const std::string& paper) {
  // The printable area: the paper less 12 mm margins (and a millimetre, so that rounding
  // never pushes a page's content onto a second sheet).
  const bool letter = paper == "letter";
  const double w = (letter ? 215.9 : 210) - 24, h = (letter ? 279.4 : 297) - 25;
  std::ostringstream o;
  o << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>gridsat sheet</title><style>"
    << "@page{size:" << (letter ? "letter" : "A4") << ";margin:12mm}"
    << "html,body{margin:0;padding:0;font-family:sans-serif}"
    << ".page{width:" << w << "mm;height:" << h << "mm;display:grid;gap:6mm;break-after:page;overflow:hidden}"
    << ".page:last-child{break-after:auto}"
    << ".item{display:flex;flex-direction:column;min-height:0;min-width:0}"
    << ".cap{font-size:10pt;margin-bottom:1.5mm;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}"
    << ".solutions .cap{font-size:7pt;margin-bottom:.5mm}"
    << ".pic{flex:1 1 0;min-height:0;position:relative}"
    << ".pic svg{position:absolute;left:0;top:0;width:100%;height:100%}" << kStyle << "</style></head>\n<body>\n";
  pages(o, puzzles, per_page, "puzzles");
  pages(o, solutions, per_page * 4, "solutions");
  o << "</body></html>\n";
  return o.str();
}

void print_pdf(const std::string& html, const std::string& pdf_path) {
  const std::string chromium = find_chromium();
  if (chromium.empty())
    throw InputError(
        "printing a PDF needs Chromium (Debian: apt-get install chromium; or set GRIDSAT_CHROMIUM) and "
        "none was found on PATH; -o NAME.html writes the page without printing it");
  namespace fs = std::filesystem;
  std::string dir = (fs::temp_directory_path() / "gridsat-sheet-XXXXXX").string();
  if (!mkdtemp(dir.data())) throw InputError("cannot make a temporary folder: " + std::string(std::strerror(errno)));
  struct Cleanup {
    std::string dir;
    ~Cleanup() {
      std::error_code ec;
      fs::remove_all(dir, ec);
    }
  } cleanup{dir};
  {
    std::ofstream page(dir + "/sheet.html");
    page << html;
    if (!page.flush()) throw InputError("cannot write the page to " + dir + "/sheet.html");
  }
  const std::string pdf = dir + "/sheet.pdf", log = dir + "/chromium.log";
  const int status = run(
      {chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=" + dir + "/profile",
       "--no-pdf-header-footer", "--print-to-pdf=" + pdf, "file://" + dir + "/sheet.html"},
      log, 300);
  if (interrupted()) return;  // no PDF: the caller reports the stop
  std::error_code ec;
  if (status != 0 || !fs::exists(pdf, ec) || fs::file_size(pdf, ec) == 0)
    throw InputError("Chromium (" + chromium + ") did not print the PDF (" +
                     (status < 0 ? std::string("it did not finish") : "exit " + std::to_string(status)) + ")" +
                     (tail_of(log).empty() ? "" : ": " + tail_of(log)));
  std::ifstream in(pdf, std::ios::binary);
  OutputFile out(pdf_path);
  out.stream() << in.rdbuf();
  out.commit();
}

}  // namespace gridsat::picture
