// gridsat-mpi: `gridsat solve` and `gridsat count` over MPI ranks. See `gridsat-mpi --help`.
#include <mpi.h>

#include <cerrno>
#include <csignal>
#include <exception>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "base/numbers.hpp"
#include "base/stop.hpp"
#include "cli/options.hpp"
#include "cli/stdout.hpp"
#include "mpi/comm.hpp"
#include "mpi/coordinator.hpp"
#include "mpi/worker.hpp"

namespace {

using gridsat::cli::Command;
using gridsat::mpi::MpiMode;

const char* kUsage =
    "gridsat-mpi - gridsat solve and count over MPI ranks\n"
    "\n"
    "usage: mpirun -np K gridsat-mpi solve|count [--mpi-mode auto|batch|search] [--sls-ranks K] [OPTIONS] [FILE...]\n"
    "\n"
    "The options, input and output are gridsat's (`gridsat-mpi solve --help`): the output is the\n"
    "one-process run's, in input order, and so is the exit status. Rank 0 reads the batch and\n"
    "prints; every rank, rank 0 included, solves. README.md says how to run it on a cluster.\n";

// Ctrl-C, SIGTERM (what mpirun sends every rank at Ctrl-C, and what schedulers send) and
// SIGHUP stop the batch as Ctrl-C does in gridsat; rank 0 exits with 128 + the signal.
void install_handlers() { gridsat::install_stop_handlers(); }

struct Parsed {
  int status = gridsat::cli::ok;
  bool go = false;
  gridsat::cli::Settings settings;
  MpiMode mode = MpiMode::automatic;
  int sls_ranks = 0;  // --sls-ranks
};

// Takes `--name VALUE` and `--name=VALUE` out of the arguments (the rest are gridsat's);
// the last one given, or nullopt.
std::optional<std::string> take_option(std::vector<std::string>& args, const std::string& name) {
  std::optional<std::string> value;
  const std::string dashed = "--" + name, with_value = dashed + "=";
  for (size_t i = 0; i < args.size();) {
    const auto at = args.begin() + static_cast<std::ptrdiff_t>(i);
    if (args[i] == dashed && i + 1 < args.size()) {
      value = args[i + 1];
      args.erase(at, at + 2);
    } else if (args[i].rfind(with_value, 0) == 0) {
      value = args[i].substr(with_value.size());
      args.erase(at);
    } else {
      ++i;
    }
  }
  return value;
}

MpiMode take_mode(std::vector<std::string>& args) {
  const std::optional<std::string> value = take_option(args, "mpi-mode");
  if (!value) return MpiMode::automatic;
  return gridsat::cli::parse_choice<MpiMode>("mpi-mode", gridsat::mpi::kMpiModeNames, *value);
}

// --sls-ranks K (model/option_table.hpp): the last K ranks run local search in the race
// (portfolio.hpp's sls_rank_settings). Rank 0 runs CDCL, so K < ranks.
int take_sls_ranks(std::vector<std::string>& args) {
  const std::optional<std::string> value = take_option(args, "sls-ranks");
  if (!value) return *gridsat::option_default::mpi::sls_ranks;
  const std::optional<int> k = gridsat::parse_number<int>(*value);
  const gridsat::cli::ScalarSpec& spec = gridsat::cli::scalar_spec(gridsat::cli::Scope::mpi, "sls-ranks");
  if (!k || *k < spec.lo || *k >= gridsat::mpi::ranks())
    throw gridsat::UsageError("--sls-ranks must be 0.." + std::to_string(gridsat::mpi::ranks() - 1) +
                              " (rank 0 runs CDCL), not '" + *value + "'");
  return *k;
}

// gridsat-mpi's own options, for --help (boost's layout, as gridsat's).
std::string mode_help() {
  namespace po = boost::program_options;
  const std::string modes =
      gridsat::cli::choice_help<MpiMode>("how the ranks share the work", gridsat::mpi::kMpiModeNames);
  po::options_description d("MPI options");
  d.add_options()("mpi-mode", po::value<std::string>()->default_value("auto"), modes.c_str());
  gridsat::cli::add_scalar(d, gridsat::cli::Scope::mpi, "sls-ranks");
  std::ostringstream out;
  out << d;
  return out.str();
}

// Parsed on every rank alike (the same arguments); only rank 0 prints.
Parsed parse(std::vector<std::string> args) {
  Parsed p;
  if (gridsat::mpi::rank() != 0) std::cerr.rdbuf(nullptr);  // rank 0 says what is wrong, once
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    std::cout << kUsage << '\n' << mode_help();
    p.status = args.empty() ? gridsat::cli::usage : gridsat::cli::ok;
    return p;
  }
  const std::string command = args[0];
  args.erase(args.begin());
  if (command != "solve" && command != "count") {
    std::cerr << "gridsat-mpi: unknown command '" << command << "' (solve or count; the others are gridsat's)\n";
    p.status = gridsat::cli::usage;
    return p;
  }
  const Command c = command == "solve" ? Command::solve : Command::count;
  try {
    p.mode = take_mode(args);
    p.sls_ranks = take_sls_ranks(args);
    if (p.sls_ranks > 0 && c != Command::solve)
      throw gridsat::UsageError("--sls-ranks races for a first solution: solve only (counts stay with CDCL)");
    if (p.sls_ranks > 0 && p.mode == MpiMode::batch)
      throw gridsat::UsageError("--sls-ranks needs --mpi-mode search (every rank on each puzzle)");
    if (p.sls_ranks > 0) p.mode = MpiMode::search;
    auto s = gridsat::cli::parse_settings(c, args);
    if (!s) {
      std::cout << mode_help();
      return p;
    }
    if (p.mode == MpiMode::search && !s->proof.empty())
      throw gridsat::UsageError("--proof needs --mpi-mode batch (in a search every rank traces its own solver)");
    p.settings = std::move(*s);
    p.go = true;
  } catch (const gridsat::UsageError& e) {
    std::cerr << "gridsat-mpi " << command << ": " << e.what() << "\nTry 'gridsat-mpi " << command << " --help'.\n";
    p.status = gridsat::cli::usage;
  }
  return p;
}

int run_rank0(const Parsed& p) {
  try {
    const int status = gridsat::mpi::run_coordinator(p.settings, p.mode);
    gridsat::cli::flush_stdout();
    return status;
  } catch (const gridsat::UsageError& e) {
    std::cerr << "gridsat-mpi: " << e.what() << '\n';
    return gridsat::cli::usage;
  } catch (const gridsat::cli::StdoutError& e) {
    if (e.error == EPIPE) return gridsat::cli::broken_pipe;
    std::cerr << "gridsat: " << e.what() << '\n';
    return gridsat::cli::usage;
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::signal(SIGPIPE, SIG_IGN);
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  const int rank = gridsat::mpi::rank();
  if (rank == 0) gridsat::cli::use_checked_stdout();
  else std::cout.rdbuf(nullptr);  // only rank 0 prints
  int status = gridsat::cli::internal;
  try {
    std::streambuf* err = std::cerr.rdbuf();
    Parsed p = parse(std::vector<std::string>(argv + 1, argv + argc));
    std::cerr.rdbuf(err);
    std::cerr.clear();
    int go = p.go ? 1 : 0;
    MPI_Bcast(&go, 1, MPI_INT, 0, MPI_COMM_WORLD);  // rank 0's verdict on the arguments holds for all
    if (go) install_handlers();
    if (go && gridsat::speaks(p.settings.solve.cadical)) gridsat::cli::divert_stdout_to_stderr();  // every rank
    if (!go) status = p.status;
    else if (rank == 0) status = gridsat::cli::exit_status(run_rank0(p));
    else gridsat::mpi::run_worker(p.settings, p.sls_ranks), status = gridsat::cli::ok;
  } catch (const std::exception& e) {
    std::cerr << "gridsat-mpi: internal error on rank " << rank << ": " << e.what() << '\n';
    MPI_Abort(MPI_COMM_WORLD, gridsat::cli::internal);
  }
  MPI_Finalize();
  return rank == 0 ? status : gridsat::cli::ok;
}
