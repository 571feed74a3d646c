// gridsat serve: the commands over HTTP (cpp-httplib, Debian's libcpp-httplib-dev), and the web
// page. Each request runs its command in process through cli::run, as `gridsat COMMAND ...`
// would, with its own standard streams (cli/stdout.hpp: ThreadStreams): the answer holds the
// records the command writes.
#include <httplib.h>
#include <pthread.h>
#include <sys/socket.h>

#include <boost/program_options.hpp>
#include <chrono>
#include <csignal>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "base/errors.hpp"
#include "base/numbers.hpp"
#include "base/stop.hpp"
#include "cli/options.hpp"
#include "cli/settings.hpp"
#include "cli/stdout.hpp"
#include "registry/registry.hpp"
#include "serve/cache.hpp"
#include "serve/edit.hpp"
#include "serve/export.hpp"
#include "serve/gate.hpp"
#include "serve/request.hpp"
#include "serve/watch.hpp"
#include "serve/web.hpp"

namespace gridsat::serve {

namespace {

namespace po = boost::program_options;
using json = nlohmann::ordered_json;  // the records keep the order the CLI writes

// The server's settings (their defaults: model/option_table.hpp's GRIDSAT_SERVE_OPTIONS and
// cli/describe.cpp's --listen), always taken from the parsed options.
struct ServeOptions {
  std::string host;
  int port = 0;
  int workers = 0;
  int64_t max_request = 0;
  double time_limit = 0;
  int64_t max_clauses = 0;
  std::string allow_origin;  // CORS: the web origin whose pages may call the API ("" none)
  int queue = 0;
};

void take_listen(const std::string& listen, ServeOptions& o) {
  const size_t colon = listen.rfind(':');
  const std::optional<int> port =
      colon == std::string::npos ? std::nullopt : parse_number<int>(listen.substr(colon + 1));
  if (!port || *port < 0 || *port > 65535)
    throw UsageError("--listen wants HOST:PORT (PORT 0..65535; 0: any free port), not '" + listen + "'");
  o.host = listen.substr(0, colon);
  if (o.host.size() > 1 && o.host.front() == '[' && o.host.back() == ']') o.host = o.host.substr(1, o.host.size() - 2);
  o.port = *port;
}

// --workers 0: four requests at once per core. Part of a request is not solving (reading and
// answering it, the network), and a request that waits for a worker costs two thread switches
// more (a 9x9 count request is about as long as a switch): 8 clients of 9x9 count requests on
// 2 cores were served 20.7k/s with one per core, 24.4k/s with four (median of 3, same run).
// A long solve shares its core.
constexpr int kWorkersPerCore = 4;

std::optional<ServeOptions> parse_serve_options(const std::vector<std::string>& args) {
  ServeOptions o;
  const cli::Described& d = cli::described(cli::Command::serve);
  const auto vm = cli::parse_command_line(args, *d.visible, d.all, nullptr, d.intro);
  if (!vm) return std::nullopt;
  take_listen((*vm)["listen"].as<std::string>(), o);
  using cli::Scope;
  cli::take_scalar(*vm, Scope::serve, "workers", o.workers);
  cli::take_scalar(*vm, Scope::serve, "queue", o.queue);
  cli::take_scalar(*vm, Scope::serve, "max-request", o.max_request);
  cli::take_scalar(*vm, Scope::serve, "time-limit", o.time_limit);
  cli::take_scalar(*vm, Scope::serve, "max-clauses", o.max_clauses);
  if (vm->count("allow-origin")) o.allow_origin = (*vm)["allow-origin"].as<std::string>();
  if (o.workers < 0 || o.workers > 4096) throw UsageError("--workers must be 0..4096");
  if (o.queue < 0 || o.queue > 65536) throw UsageError("--queue must be 0..65536");
  if (o.max_request < 1) throw UsageError("--max-request must be at least 1");
  if (!(o.time_limit >= 0)) throw UsageError("--time-limit must be 0 or more seconds");
  if (o.max_clauses < 0) throw UsageError("--max-clauses must be 0 or more");
  cli::check_ranges(*vm, {Scope::serve});
  if (o.workers == 0) o.workers = kWorkersPerCore * static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  return o;
}

struct Outcome {
  int status = 0;
  std::string out, err;
  std::string records;  // the records the command wrote (Reporter's): a JSON list's inside
  std::string error;             // a usage or input error's problem, as the command said it
};

// The call in this thread as `gridsat COMMAND ...` would run it, its options decoded into the
// command's settings without a command line; its standard streams captured (the records as
// values), its standard input `call.input`; `stop` stops it (interrupted()).
Outcome run_here(const Call& call, const std::atomic<bool>* stop) {
  std::ostringstream out, err;
  Outcome r;
  {
    cli::ThreadStreams streams(out, err, call.input, &r.records);
    set_thread_stop(stop);
    try {
      r.status = cli::run(
          call.command, [&](const cli::Described& d) { return variables_of(call, d); }, r.error);
    } catch (const std::exception& e) {  // what main() reports as an internal error
      err << "gridsat: internal error: " << e.what() << '\n';
      r.status = cli::internal;
    }
    set_thread_stop(nullptr);
  }
  r.out = out.str();
  r.err = err.str();
  return r;
}

// The HTTP status of a command's exit status.
int http_status(int exit) {
  switch (exit) {
    case cli::ok:
    case cli::no_solution: return 200;
    case cli::usage: return 400;
    case cli::time_limit: return 504;
    case cli::internal: return 500;
    default: return 503;  // stopped: the client went away, or the server is stopping
  }
}

std::string dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

// The first line of what a command wrote on standard error, without its "gridsat: " or
// "gridsat COMMAND: " prefix: "puzzle:3: ...", "unrecognised option '--x'".
std::string first_message(const std::string& err) {
  std::string line = err.substr(0, err.find('\n'));
  if (line.rfind("gridsat", 0) == 0) {
    const size_t colon = line.find(": ");
    if (colon != std::string::npos && line.find(' ', 8) >= colon) line = line.substr(colon + 2);
  }
  return line;
}

// The answer's body, written as the text dump() makes of {"exit": ..., "records": [...] or
// "KIND": "...", "messages": "...", "error": "..."}: the exit status, the records (those the
// command wrote as values, then its JSON Lines) or the document, and what the command wrote
// on standard error. The records are already text (cli/stdout.hpp): copied, not rebuilt.
std::string answer_body(const Call& call, Outcome& r) {
  std::string body = "{\"exit\":" + std::to_string(r.status);
  if (call.format == "json") {
    body += ",\"records\":[";
    body += r.records;
    bool first = r.records.empty();
    std::istringstream lines(r.out);  // the commands that write their records as text
    for (std::string line; std::getline(lines, line);) {
      if (line.empty()) continue;
      const json rec = json::parse(line, nullptr, false);
      body += first ? "" : ",";
      body += dump(rec.is_discarded() ? json(line) : rec);
      first = false;
    }
    body += ']';
  } else {
    const std::string kind = call.format.empty()                                   ? "dimacs"
                             : call.format == "svg" || call.format == "html" ? call.format
                                                                              : "text";
    body += ",\"" + kind + "\":" + dump(r.out);
  }
  if (!r.err.empty()) {
    body += ",\"messages\":" + dump(r.err);
    if (r.status == cli::usage || r.status == cli::internal)
      body += ",\"error\":" + dump(r.error.empty() ? first_message(r.err) : r.error);
  }
  return body + '}';
}

void reply(httplib::Response& res, int status, std::string body) {
  res.status = status;
  res.body = std::move(body);  // set_content's work, without copying the body
  res.set_header("Content-Type", "application/json");
}
void reply(httplib::Response& res, int status, const json& body) { reply(res, status, dump(body)); }

json families_json() {
  json list = json::array();
  for (const std::string& name : family_names()) {
    const Family* f = find_family(name);
    json forms = json::array();
    for (const auto& [form, tool] : f->generate.forms) forms.push_back(std::string(form));
    const EmbeddedFile* ex = embedded("examples/" + name);
    list.push_back({{"name", name},
                    {"help", std::string(f->help)},
                    {"options", std::vector<std::string>(f->options.begin(), f->options.end())},
                    {"forms", forms},
                    {"explain", f->human},
                    {"example", ex ? json(std::string(ex->data)) : json(nullptr)}});
  }
  return {{"families", list}};
}

}  // namespace

const EmbeddedFile* embedded(std::string_view name) {
  for (const EmbeddedFile& f : embedded_files())
    if (f.name == name) return &f;
  return nullptr;
}

namespace {

// cpp-httplib 0.11 listens with a backlog of 5 (CPPHTTPLIB_LISTEN_BACKLOG, compiled into
// Debian's shared library): 50 clients connecting at once overflowed it (connections reset, or
// retried a second later). listen() again on the bound socket raises it (Linux).
class HttpServer : public httplib::Server {
 public:
  void widen_backlog() { ::listen(svr_sock_, SOMAXCONN); }
};

class Service {
 public:
  explicit Service(const ServeOptions& o) : o_(o), gate_(o.workers, o.queue) {
    limits_.time_limit = o.time_limit;
    limits_.max_clauses = o.max_clauses;
    for (const Endpoint& e : kEndpoints)  // each command's options, from its own descriptions
      options_[e.command] = parse_option_lines(cli::completion_lines(*cli::described(e.command).visible));
    families_ = dump(families_json());
    genres_ = dump(genres_json());
  }

  // Long: the routes, one statement each, and the server's settings beside them.
  void routes() {
    // Enough threads for every connection that may hold a request (running, waiting, or to be
    // answered 429) and keep-alive connections beside them; more connections wait for one.
    const size_t threads = static_cast<size_t>(o_.workers + o_.queue) + 32;
    svr_.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
    svr_.set_payload_max_length(static_cast<size_t>(o_.max_request));
    svr_.set_keep_alive_max_count(100000);
    svr_.set_keep_alive_timeout(2);
    svr_.set_tcp_nodelay(true);
    if (!o_.allow_origin.empty()) {
      svr_.set_default_headers({{"Access-Control-Allow-Origin", o_.allow_origin}});
      svr_.Options(R"(/.*)", [](const httplib::Request&, httplib::Response& res) {
        res.set_header("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
        res.set_header("Access-Control-Allow-Headers", "Content-Type");
        res.status = 204;
      });
    }
    svr_.Get("/healthz", [this](const httplib::Request&, httplib::Response& res) {
      json state = gate_.state();
      state["status"] = draining_ ? "draining" : "ok";
      state.update({{"disconnected", watcher_.stopped()}, {"cached", cache_.hits()}});  // cached: serve/cache.hpp
      reply(res, draining_ ? 503 : 200, state);
    });
    svr_.Get("/v1/families", [this](const httplib::Request&, httplib::Response& res) {
      res.set_content(families_, "application/json");
    });
    svr_.Get("/v1/genres", [this](const httplib::Request&, httplib::Response& res) {
      res.set_content(genres_, "application/json");
    });
    // The body read here, whatever its Content-Type: httplib's own reading answers a
    // form-urlencoded one (curl's -d/--data-binary without -H) over 8 KiB with 413, and parses it
    // as a query first. A body over --max-request still is 413 (the error handler's words).
    svr_.Post(R"(/v1/([a-z]+))",
              [this](const httplib::Request& req, httplib::Response& res, const httplib::ContentReader& read) {
                std::string body;
                if (!read([&](const char* data, size_t n) { return body.append(data, n), true; })) {
                  if (res.status < 400) res.status = 400;
                  return;
                }
                post(req, body, res);
              });
    // A command's endpoint asked by another method: 405 saying which one it takes (not 404).
    const auto wrong_method = [](const httplib::Request& req, httplib::Response& res) {
      if (!find_endpoint(req.matches[1].str()))
        return reply(res, 404, {{"error", "no endpoint " + req.method + " " + req.path}});
      res.set_header("Allow", "POST");
      reply(res, 405, {{"error", req.path + " takes POST (a JSON body), not " + req.method}});
    };
    svr_.Get(R"(/v1/([a-z]+))", wrong_method);
    svr_.Put(R"(/v1/([a-z]+))", wrong_method);
    svr_.Delete(R"(/v1/([a-z]+))", wrong_method);
    svr_.Patch(R"(/v1/([a-z]+))", wrong_method);
    svr_.Get(R"(/([a-z]*(\.[a-z]+)?))", [](const httplib::Request& req, httplib::Response& res) {
      const std::string name = req.matches[1].str().empty() ? "index.html" : req.matches[1].str();
      const EmbeddedFile* f = name.find('/') == std::string::npos ? embedded(name) : nullptr;
      if (!f) return reply(res, 404, {{"error", "no page " + req.path}});
      const std::string ext = name.substr(name.rfind('.') + 1);
      res.set_content(std::string(f->data), ext == "js"    ? "text/javascript; charset=utf-8"
                                            : ext == "css" ? "text/css; charset=utf-8"
                                                           : "text/html; charset=utf-8");
    });
    svr_.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
      if (!res.body.empty()) return;
      const std::string why = res.status == 413   ? "the body is larger than --max-request"
                              : res.status == 404 ? "no endpoint " + req.method + " " + req.path
                                                  : "HTTP " + std::to_string(res.status);
      reply(res, res.status, {{"error", why}});
    });
    svr_.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
      std::string what = "unknown";
      try {
        std::rethrow_exception(ep);
      } catch (const std::exception& e) {
        what = e.what();
      } catch (...) {
      }
      reply(res, 500, {{"error", "internal error: " + what}});
    });
  }

  bool bind() {
    port_ = o_.port == 0 ? svr_.bind_to_any_port(o_.host) : (svr_.bind_to_port(o_.host, o_.port) ? o_.port : -1);
    if (port_ > 0) svr_.widen_backlog();
    return port_ > 0;
  }
  int port() const { return port_; }
  bool listen() { return svr_.listen_after_bind(); }
  void stop() {
    draining_ = true;
    gate_.close();
    svr_.stop();
  }

 private:
  void post(const httplib::Request& req, const std::string& body, httplib::Response& res) {
    const Endpoint* e = find_endpoint(req.matches[1].str());
    if (!e && req.matches[1].str() == "cells") return cells(body, res);
    if (auto x = e ? std::nullopt : export_route(req.matches[1].str(), body))  // serve/export.hpp
      return res.status = x->status, res.set_content(x->body, x->content_type);
    if (!e && (req.matches[1].str() == "families" || req.matches[1].str() == "genres")) {  // GET only
      res.set_header("Allow", "GET");
      return reply(res, 405, {{"error", req.path + " takes GET, not POST"}});
    }
    if (!e) return reply(res, 404, {{"error", "no endpoint POST " + req.path}});
    if (draining_) return reply(res, 503, {{"error", "the server is stopping"}});
    Call call;
    try {
      call = decode_request(*e, body, options_.at(e->command), limits_);
    } catch (const BadRequest& ex) {
      return reply(res, 400, {{"exit", cli::usage}, {"error", ex.what()}});
    }
    const auto began = std::chrono::steady_clock::now();  // Server-Timing: the wait for a worker, the run
    const bool keep = e->command == cli::Command::count && call.options.value("explain", false);  // serve/cache.hpp
    const std::string key = keep ? std::string(e->name).append(1, '\n').append(body) : "";
    if (auto kept = keep ? cache_.find_or_claim(key) : std::nullopt) return timed(res, began, began, 200, *kept);
    AnswerCache::Claim claim(keep ? &cache_ : nullptr, key);  // nothing kept unless finished below
    // The request's socket, found now, while the client is surely still there and before the
    // request counts as running: a socket the client resets has no peer address left to find
    // it by, and the watcher only looks after 0.1 s.
    Watched w{.peer = req.remote_addr, .peer_port = req.remote_port, .local_port = port_};
    w.fd = find_socket(w.peer, w.peer_port, w.local_port);
    const Gate::Entry entry = gate_.enter();
    if (entry == Gate::busy)
      return reply(res, 429, {{"error", "busy: every worker is solving and the queue is full; try again"}});
    if (entry == Gate::stopping) return reply(res, 503, {{"error", "the server is stopping"}});
    const auto ran = std::chrono::steady_clock::now();
    w.since = ran;
    watcher_.add(&w);
    Outcome r = run_here(call, &w.stop);
    watcher_.remove(&w);
    gate_.leave();
    std::string answer = answer_body(call, r);  // kept only when whole: not stopped (serve/cache.hpp)
    const bool whole = http_status(r.status) == 200 && !w.stop && answer.find("\"stopped\":true") == std::string::npos;
    claim.finish(whole ? std::optional<std::string>(answer) : std::nullopt);
    timed(res, began, ran, http_status(r.status), std::move(answer));
  }
  static void timed(httplib::Response& res, Clock::time_point began, Clock::time_point ran, int status, std::string body) {
    using ms = std::chrono::duration<double, std::milli>;
    const auto dur = [](Clock::duration d) { return std::to_string(ms(d).count()); };
    res.set_header("Server-Timing", "wait;dur=" + dur(ran - began) + ", run;dur=" + dur(Clock::now() - ran));
    reply(res, status, std::move(body));
  }

  // POST /v1/cells {"puzzle": TEXT, "type": NAME}: the editor's cells of the puzzle (serve/edit.hpp).
  void cells(const std::string& body, httplib::Response& res) {
    const json request = json::parse(body, nullptr, false);
    if (!request.is_object() || !request.contains("puzzle") || !request["puzzle"].is_string())
      return reply(res, 400, {{"error", "POST /v1/cells wants {\"puzzle\": TEXT, \"type\": NAME}"}});
    const std::string type = request.contains("type") && request["type"].is_string() ? request["type"] : "auto";
    const json answer = cells_json(request["puzzle"], type);
    reply(res, answer.contains("error") ? 400 : 200, answer);
  }

  ServeOptions o_;
  Limits limits_;
  Gate gate_;
  AnswerCache cache_;
  Watcher watcher_;
  std::map<cli::Command, OptionSet> options_;
  std::string families_, genres_;
  HttpServer svr_;
  std::atomic<bool> draining_{false};
  int port_ = -1;
};

// Blocks the stop signals in this thread and every thread started after (all of the
// server's): a thread of ours waits for them instead.
sigset_t block_stop_signals() {
  sigset_t set;
  sigemptyset(&set);
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&set, sig);
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  return set;
}

}  // namespace

int serve(const std::vector<std::string>& args) {
  const std::optional<ServeOptions> o = parse_serve_options(args);
  if (!o) {  // --help, --complete-options
    cli::flush_stdout();
    return cli::ok;
  }
  const sigset_t signals = block_stop_signals();
  cli::route_standard_streams();
  Service service(*o);
  service.routes();
  if (!service.bind()) {
    std::cerr << "gridsat serve: cannot listen on " << o->host << ":" << o->port << "\n";
    return cli::usage;
  }
  std::cout << "gridsat serve: listening on http://"
            << (o->host.find(':') != std::string::npos ? "[" + o->host + "]" : o->host) << ":" << service.port()
            << "/ (" << o->workers << " workers, queue " << o->queue << ")" << std::endl;
  std::atomic<bool> done{false};
  std::thread waiter([&] {
    const timespec tick{0, 100'000'000};
    bool stopping = false;
    while (!done) {
      const int sig = sigtimedwait(&signals, nullptr, &tick);
      if (sig > 0 && stopping) std::_Exit(128 + sig);  // a second one: at once, as the CLI does
      if (sig > 0) {
        std::cerr << "gridsat serve: signal " << sig << ": finishing the requests under way, then exiting "
                  << "(again: at once)\n";
        service.stop();
        stopping = true;
      }
    }
  });
  const bool ok = service.listen();
  done = true;
  waiter.join();
  return ok ? cli::ok : cli::usage;
}

}  // namespace gridsat::serve

namespace gridsat::cli {

int serve_command(const std::vector<std::string>& args) {
  try {
    return serve::serve(args);
  } catch (const UsageError& e) {
    std::cerr << "gridsat serve: " << e.what() << "\nTry 'gridsat serve --help'.\n";
    return usage;
  }
}

}  // namespace gridsat::cli
