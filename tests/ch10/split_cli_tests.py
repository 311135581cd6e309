#!/usr/bin/env python3
"""Chapter 10's command line: `dlx --count --threads`, `dlx --estimate`, `sudoku count-grids
--threads` and, given --dlx-mpi and --mpirun, the MPI program `dlx-mpi` with its checkpoints.
Run by ctest as ch10.cli and ch10.mpi:

  split_cli_tests.py --dlx=DLX --sudoku=SUDOKU --pentominoes=WRITER [--dlx-mpi=P --mpirun=M]

Every split count is compared with the sequential count of the same problem: the same
solutions, updates and nodes (the "Altogether" line), whatever the threads, ranks or depth."""
import functools
import os
import pathlib
import re
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "support"))
import tool_test  # noqa: E402
from tool_test import check, finish  # noqa: E402

ARGS = dict(a[2:].split("=", 1) for a in sys.argv[1:] if a.startswith("--") and "=" in a)
DLX, SUDOKU, WRITER = ARGS["dlx"], ARGS["sudoku"], ARGS["pentominoes"]
DLX_MPI, MPIRUN = ARGS.get("dlx-mpi"), ARGS.get("mpirun")
# Open MPI refuses to run as root unless told; CI runs as root (../shared/TOOLCHAIN.md).
ENV = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
# run([program, first arguments...], *args): every program here with that environment.
run = functools.partial(tool_test.run, timeout=120, env=ENV)


def altogether(err):
    """The closing line of a count: solutions, updates and nodes."""
    found = re.findall(r"Altogether \d+ solutions?, \d+ updates, \d+ nodes", err)
    return found[-1] if found else None


def profile(err):
    """The profile's lines (level: nodes), after "Profile:"."""
    if "Profile:" not in err:
        return None
    return [line for line in err[err.find("Profile:"):].split("\n")[1:] if re.match(r" *\d+: \d+$", line)]


folder = tempfile.TemporaryDirectory()
work = pathlib.Path(folder.name)
problems = {}
for name, size in (("pentominoes-4x15", ("15", "4")), ("pentominoes-3x20", ("20", "3"))):
    code, out, err = run([WRITER], *size)
    problems[name] = work / f"{name}.dlx"
    problems[name].write_text(out)
    check(f"the pentomino writer writes the {name} problem", code == 0 and out.count("\n") > 1000, (code, err))
SMALL, BIG = str(problems["pentominoes-3x20"]), str(problems["pentominoes-4x15"])
code, grids, err = run([SUDOKU], "matrix", "--box=2x2", "--format=dlx")
problems["grids-4x4"] = work / "grids-4x4.dlx"
problems["grids-4x4"].write_text(grids)
GRIDS = str(problems["grids-4x4"])

# The references: the sequential counts of the small problems, and the 4x15 count on two
# threads (split counts are checked against sequential ones on the small problems here and in
# ch10_tests, whose cuts of pentomino rectangles add up exactly).
sequential = {}
for path in (SMALL, GRIDS):
    code, out, err = run([DLX], "--count", "--profile", path)
    sequential[path] = (out, altogether(err), profile(err))
check("the 3x20 pentominoes have 8 tilings and the 4x4 grids are 288",
      sequential[SMALL][0] == "8\n" and sequential[GRIDS][0] == "288\n", sequential)
code, out, err = run([DLX], "--count", "--threads=2", BIG)
threads_line = altogether(err)
check("dlx --count --threads=2 counts the 1472 tilings of the 4x15 rectangle",
      code == 0 and out == "1472\n" and "dlx: 2 threads, " in err and threads_line is not None, (code, out, err))


def threads_and_estimates():
    # Threads: the same totals at every depth and with every number of threads.
    for name, path in (("3x20 pentominoes", SMALL), ("4x4 grids", GRIDS)):
        for args in (["--threads=1"], ["--threads=2"], ["--threads=0"], ["--threads=2", "--depth=0"],
                     ["--threads=2", "--depth=1"], ["--threads=3", "--depth=4"], ["--threads=2", "--depth=40"]):
            code, out, err = run([DLX], "--count", "--profile", *args, path)
            check(f"dlx --count {' '.join(args)} on the {name}: the sequential counts and profile",
                  code == 0 and (out, altogether(err), profile(err)) == sequential[path] and "at depth" in err,
                  (code, out, err[-300:], sequential[path]))

    code, out, err = run([SUDOKU], "count-grids", "--box=2x3", "--fix-first-row", "--threads=2")
    code1, out1, err1 = run([SUDOKU], "count-grids", "--box=2x3", "--fix-first-row")
    check("sudoku count-grids --box=2x3 --threads=2 counts the 28200960 grids, as one thread does",
          code == code1 == 0 and out == out1 == "28200960\n"
          and re.search(r"(\d+ nodes, \d+ updates)", err).group(1)
          == re.search(r"(\d+ nodes, \d+ updates)", err1).group(1), (code, out, err, err1))

    # An interrupted count with threads: the partial counts on stderr, nothing on stdout, 130.
    code, matrix9, err = run([SUDOKU], "matrix", "--format=dlx")
    problems["grids-9x9"] = work / "grids-9x9.dlx"
    problems["grids-9x9"].write_text(matrix9)
    with open(work / "out", "wb") as sink, open(work / "err", "wb") as errors:
        process = subprocess.Popen([DLX, "--count", "--threads=2", str(problems["grids-9x9"])],
                                   stdout=sink, stderr=errors)
        time.sleep(1.5)
        process.send_signal(signal.SIGINT)
        code = process.wait(timeout=30)
    out, err = (work / "out").read_text(), (work / "err").read_text()
    check("dlx --count --threads=2 interrupted: partial counts on stderr, nothing on stdout, exit 130",
          code == 130 and out == "" and "Interrupted: partial counts: Altogether" in err, (code, out, err))

    # --- The estimate: its lines, and the same paths for the same seed.
    code, out, err = run([DLX], "--estimate=2000", "--seed=7", SMALL)
    code2, out2, err2 = run([DLX], "--estimate=2000", "--seed=7", SMALL)
    lines = out.split("\n")
    check("dlx --estimate prints nodes, updates, solutions and time with their errors",
          code == 0 and lines[0].startswith("Estimated from 2000 random paths")
          and [line.split()[0] for line in lines[1:5]] == ["nodes", "updates", "solutions", "time"]
          and all("+-" in line or (line.startswith("  solutions") and "(no path met one)" in line)
                  for line in lines[1:5]), (code, out, err))
    check("dlx --estimate with the same seed follows the same paths", out.split("\n")[:4] == out2.split("\n")[:4],
          (out, out2))
    estimate, error = (float(x) for x in re.search(r"nodes +(\S+) +\+- ([\d.]+)%", out).groups())
    true_nodes = int(re.search(r"(\d+) nodes", sequential[SMALL][1]).group(1))
    check("the estimated nodes of the 3x20 pentominoes lie within four standard errors of the count",
          abs(estimate - true_nodes) <= 4 * estimate * error / 100, (estimate, error, true_nodes))

    # Estimates never print NaN: past the largest double, they say the tree is too large.
    code, matrix_5x5, err = run([SUDOKU], "matrix", "--box=5x5", "--format=dlx")
    big = work / "grids-25x25.dlx"
    big.write_text(matrix_5x5)
    code, out, err = run([DLX], "--estimate", str(big))
    check("dlx --estimate on the 25 x 25 grids' matrix: 'too large to estimate', no NaN, exit 0",
          code == 0 and "Too large to estimate" in out and "nan" not in out.lower(), (code, out, err))
    # Estimates answer a signal: SIGINT after 1 s of a hundred million paths, and the
    # paths followed so far are reported, marked, with exit 130.
    grids_9x9 = work / "grids-9x9.dlx"
    grids_9x9.write_text(run([SUDOKU], "matrix", "--format=dlx")[1])
    process = subprocess.Popen([DLX, "--estimate=100000000", str(grids_9x9)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=ENV)
    time.sleep(1)
    started = time.monotonic()
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    check("dlx --estimate=100000000 answers SIGINT within a second: the paths so far, marked, exit 130",
          process.returncode == 130 and time.monotonic() - started < 1.5 and b"interrupted" in out
          and b"nan" not in out.lower(), (process.returncode, out[-300:], err[-300:]))

    # Every number --estimate takes is read over its whole range (issue 52: from 2^63 on,
    # CLI11's std::stoll aborted): a count of paths that never ends, stopped by SIGINT.
    for probes in ("9223372036854775808", "18446744073709551615"):
        process = subprocess.Popen([DLX, f"--estimate={probes}", GRIDS], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, env=ENV)
        time.sleep(0.5)
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=60)
        check(f"dlx --estimate={probes} follows paths until SIGINT, exit 130, no abort",
              process.returncode == 130 and b"interrupted" in out, (process.returncode, out[-300:], err[-300:]))
    code, out, err = run([DLX], "--estimate=5", "--estimate=7", GRIDS)
    check("--estimate given twice: the last counts (CLI11 added them up)",
          code == 0 and out.startswith("Estimated from 7 random paths"), (code, out, err))
    # A depth the tree reaches, but with no node there: said, and counted all the same.
    code, out, err = run([DLX], "--count", "--threads=2", "--depth=64", GRIDS)
    check("dlx --depth below the tree's last level says why it has no piece, and counts 288",
          code == 0 and out == "288\n" and "0 pieces at depth 64 (the tree ends above it" in err, (code, out, err))

    # --- Usage errors, each with its message and exit status 2.
    for args, message in [
            (["--threads=2", SMALL], "give --count too"),
            (["--count", "--threads=2", "--limit=3", SMALL], "leave out --limit"),
            (["--count", "--threads=2", "--baseline", SMALL], "leave out --baseline"),
            (["--count", "--depth=2", SMALL], "--depth cuts the tree for --threads"),
            (["--count", "--threads=1025", SMALL], "expected a whole number from 0 to 1024, not '1025'"),
            (["--count", "--threads=4294967296", SMALL],
             "expected a whole number from 0 to 1024, not '4294967296'"),
            (["--count", "--threads=18446744073709551616", SMALL],
             "expected a whole number from 0 to 1024, not '18446744073709551616'"),
            (["--estimate=18446744073709551616", SMALL],
             "--estimate: expected a whole number from 1 to 18446744073709551615, not '18446744073709551616'"),
            (["--count", "--threads=2", "--depth=100", GRIDS], "has 64 primary items"),
            (["--count", "--threads=-1", SMALL], "not '-1'"),
            (["--count", "--threads=two", SMALL], "not 'two'"),
            (["--estimate", "--count", SMALL], "--estimate does not search"),
            (["--estimate=0", SMALL], "not '0'"),
            (["--estimate", "--seed=x", SMALL], "not 'x'")]:
        code, out, err = run([DLX], *args)
        check(f"dlx {' '.join(a for a in args if a != SMALL)} is refused: {message}",
              code == 2 and message in err and out == "", (code, err))


# Without --dlx-mpi: threads, estimates and usage (ch10.cli); with it: MPI only (ch10.mpi).
if not DLX_MPI:
    threads_and_estimates()

# --- MPI: the same counts on two ranks, at any depth, and a run resumed from its checkpoint.
if DLX_MPI:
    MPI = [MPIRUN, "--oversubscribe", "-np", "2", DLX_MPI]
    code, out, err = run(MPI, "--count", BIG, timeout=300)
    check("mpirun -np 2 dlx-mpi --count counts the 1472 tilings, as dlx --threads=2 does",
          code == 0 and out == "1472\n" and "dlx-mpi: 2 ranks, " in err and altogether(err) == threads_line,
          (code, out, err))
    cut = re.search(r"dlx-mpi: 2 ranks, (\d+) pieces at depth \d+ \(0 done before\)", err)
    check("dlx-mpi says how many pieces it cut the tree into, and that none was done before",
          cut is not None and int(cut.group(1)) > 40, err)
    PIECES = int(cut.group(1)) if cut else 0
    for depth in ("0", "1", "3"):
        code, out, err = run(MPI, "--count", "--profile", f"--depth={depth}", GRIDS)
        check(f"dlx-mpi --depth={depth} on the 4x4 grids: the sequential counts and profile",
              code == 0 and (out, altogether(err), profile(err)) == sequential[GRIDS], (code, out, err))
    code, out, err = run(MPI, "--count", "-", stdin=problems["grids-4x4"].read_bytes())
    check("dlx-mpi reads standard input", code == 0 and out == "288\n", (code, out, err))

    # Killed in the middle, then started again: the pieces recorded are skipped, the total is the same.
    checkpoint = work / "pentominoes.checkpoint"
    with open(work / "out", "wb") as sink, open(work / "err", "wb") as errors:
        process = subprocess.Popen([*MPI, "--count", f"--checkpoint={checkpoint}", BIG], stdout=sink,
                                   stderr=errors, env=ENV, start_new_session=True)
        started = time.monotonic()
        while time.monotonic() - started < 60:
            time.sleep(0.01)  # (the whole count takes a second or two)
            if checkpoint.exists() and checkpoint.read_text().count("\n") > 20:
                break
        # No warning, as when the machines go down: mpirun and every rank (found by the
        # checkpoint's name on their command lines) are killed at once.
        os.killpg(process.pid, signal.SIGKILL)
        subprocess.run(["pkill", "-KILL", "-f", str(checkpoint)])
        process.wait(timeout=30)
        while subprocess.run(["pgrep", "-f", str(checkpoint)], capture_output=True).returncode == 0:
            time.sleep(0.1)
    recorded = checkpoint.read_text().count("\n") - 1
    check("the run was killed in the middle: its checkpoint has some pieces, not all",
          20 <= recorded < PIECES, (recorded, PIECES))
    with open(checkpoint, "a") as f:
        f.write(f"piece {PIECES - 1} solutions 4")  # a line cut short, as a killed run may leave
    code, out, err = run(MPI, "--count", f"--checkpoint={checkpoint}", BIG, timeout=300)
    done_before = re.search(r"\((\d+) done before\)", err)
    check("a killed dlx-mpi run, started again, skips the pieces of its checkpoint and counts 1472",
          code == 0 and out == "1472\n" and done_before is not None
          and int(done_before.group(1)) >= recorded and altogether(err) == threads_line,
          (code, out, err, recorded))
    code, out, err = run(MPI, "--count", f"--checkpoint={checkpoint}", BIG, timeout=300)
    check("started once more, every piece is in the checkpoint: nothing left to count, the same total",
          code == 0 and out == "1472\n" and f"({PIECES} done before)" in err and altogether(err) == threads_line,
          (code, out, err))
    # mpirun does not report its own failed write: the count is kept by the checkpoint.
    lost = work / "lost-output.checkpoint"
    subprocess.run([*MPI, "--count", f"--checkpoint={lost}", GRIDS], stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, env=ENV, timeout=300, preexec_fn=lambda: os.close(1))
    code, out, err = run(MPI, "--count", f"--checkpoint={lost}", GRIDS)
    check("a count whose output mpirun could not write, started again with its checkpoint, prints 288 "
          "with every piece done before",
          code == 0 and out == "288\n" and re.search(r"(\d+) pieces at depth \d+ \(\1 done before\)", err),
          (code, out, err))
    code, out, err = run(MPI, "--count", f"--checkpoint={checkpoint}", SMALL)
    check("a checkpoint of another problem is refused, exit 2",
          code == 2 and "made for another problem" in err and out == "", (code, out, err))
    # Bound to its mode (issue 52, item 1): a checkpoint of a --first run (another tree, with
    # other nodes and updates) is refused by a count without --first, and the reverse, naming it.
    first_checkpoint = work / "first.checkpoint"
    code, out, err = run(MPI, "--count", "--first", "--depth=2", f"--checkpoint={first_checkpoint}", GRIDS)
    check("a --first run writes its checkpoint and counts the 288 grids", code == 0 and out == "288\n", (code, err))
    code, out, err = run(MPI, "--count", "--depth=2", f"--checkpoint={first_checkpoint}", GRIDS)
    check("a --first run's checkpoint is refused by a count without --first, exit 2, naming the mode",
          code == 2 and "made with --first, this run without it" in err and out == "", (code, out, err))
    fewest_checkpoint = work / "fewest.checkpoint"
    code, out, err = run(MPI, "--count", "--depth=2", f"--checkpoint={fewest_checkpoint}", GRIDS)
    code, out, err = run(MPI, "--count", "--first", "--depth=2", f"--checkpoint={fewest_checkpoint}", GRIDS)
    check("a count's checkpoint is refused by a --first run, exit 2, naming the mode",
          code == 2 and "made without --first, this run with it" in err and out == "", (code, out, err))
    code, out, err = run(MPI, "--count", "--depth=3", f"--checkpoint={fewest_checkpoint}", GRIDS)
    check("a checkpoint cut at another depth is refused, exit 2, naming both depths",
          code == 2 and "cut at depth 2, this run at 3" in err and out == "", (code, out, err))
    # Bound to its cut (issue 52, item 2): the records of a depth-1 checkpoint of the same
    # problem, put under the header of a depth-2 one, do not verify (they once were summed).
    shallow = work / "shallow.checkpoint"
    code, out, err = run(MPI, "--count", "--depth=1", f"--checkpoint={shallow}", GRIDS)
    mixed = work / "mixed.checkpoint"
    mixed.write_text(fewest_checkpoint.read_text().split("\n")[0] + "\n" +
                     "".join(line + "\n" for line in shallow.read_text().split("\n")[1:] if line))
    code, out, err = run(MPI, "--count", "--depth=2", f"--checkpoint={mixed}", GRIDS)
    check("records of another depth under this cut's header do not verify, exit 1, nothing counted",
          code == 1 and f"{mixed}:2: the record does not verify" in err and out == "", (code, out, err))
    # The same with the records of the --first run: same problem, same depth, other paths.
    mixed.write_text(fewest_checkpoint.read_text().split("\n")[0] + "\n" +
                     "".join(line + "\n" for line in first_checkpoint.read_text().split("\n")[1:] if line))
    code, out, err = run(MPI, "--count", "--depth=2", f"--checkpoint={mixed}", GRIDS)
    check("records of a --first run under a count's header do not verify, exit 1",
          code == 1 and f"{mixed}:2: the record does not verify" in err and out == "", (code, out, err))
    # A header forged with its check word (the hash is no secret) naming 2^62 pieces, and a
    # record of the last: memory follows the lines read, not the number named, and the
    # header is then refused as another count's, where a bit per piece took 2^59 bytes.
    def fnv(text, h=14695981039346656037):
        for byte in text.encode():
            h = ((h ^ byte) * 1099511628211) % (1 << 64)
        return h
    head = re.sub(r" pieces \d+", f" pieces {1 << 62}", fewest_checkpoint.read_text().split("\n")[0].rsplit(" check ", 1)[0])
    record = f"piece {(1 << 62) - 1} solutions 1 nodes 1 updates 1 profile 1"
    huge = work / "huge.checkpoint"
    huge.write_text(f"{head} check {fnv(head):x}\n{record} check {fnv(record, fnv(head)):x}\n")
    code, out, err = run(MPI, "--count", "--depth=2", f"--checkpoint={huge}", GRIDS)
    check("a forged header naming 2^62 pieces is read in the memory of its lines and refused as another "
          "count's, exit 2",
          code == 2 and "made for another count" in err and f"{1 << 62} pieces" in err and out == "", (code, out, err))
    # Records that no count can have are refused even when signed (the check word is no
    # secret): a profile that does not add up to the nodes, a negative number, and two records
    # whose solutions together pass 2^64 - 1 (their sum would wrap round to a wrong count).
    valid_head = fewest_checkpoint.read_text().split("\n")[0].rsplit(" check ", 1)[0]

    def signed(*records):
        return (f"{valid_head} check {fnv(valid_head):x}\n" +
                "".join(f"{r} check {fnv(r, fnv(valid_head)):x}\n" for r in records))
    top = 2 ** 64 - 1
    for name, records in [
            ("a profile adding up to more than its nodes", ["piece 0 solutions 1 nodes 2 updates 5 profile 2 1"]),
            ("a profile adding up to less than its nodes", ["piece 0 solutions 1 nodes 2 updates 5 profile 1"]),
            ("a negative number of nodes", ["piece 0 solutions 1 nodes -1 updates 5 profile"]),
            ("two records whose solutions pass 2^64 - 1",
             [f"piece 0 solutions {top} nodes 1 updates 1 profile 1",
              f"piece 1 solutions {top} nodes 1 updates 1 profile 1"])]:
        huge.write_text(signed(*records))
        code, out, err = run(MPI, "--count", "--depth=2", f"--checkpoint={huge}", GRIDS)
        check(f"a signed record with {name} is refused, exit 1, naming its line",
              code == 1 and re.search(rf"{huge}:\d+: expected 'piece N", err) and out == "", (code, err[-400:]))
    # Lines past 64 MB are not read whole: a header refused as no checkpoint (2), a record as
    # damage (1), as the shorter lines of their kind are.
    endless_line = "9" * ((1 << 26) + 1)
    huge.write_text(fewest_checkpoint.read_text().split("\n")[0] + "\npiece " + endless_line + "\n")
    code, out, err = run(MPI, "--count", "--depth=2", f"--checkpoint={huge}", GRIDS)
    check("a record line longer than 64 MB is damage, exit 1, named with its line",
          code == 1 and f"{huge}:2: a line longer than" in err and "not a record" in err and out == "", (code, err))
    huge.write_text(endless_line + "\n")
    code, out, err = run(MPI, "--count", "--depth=2", f"--checkpoint={huge}", GRIDS)
    check("a first line longer than 64 MB is no checkpoint, exit 2",
          code == 2 and f"{huge}:1: a line longer than" in err and "not a dlx-mpi checkpoint" in err, (code, err))
    huge.unlink()
    older = work / "older.checkpoint"
    older.write_text("dlx-mpi-checkpoint 2 input 1 depth 1 pieces 1 check 1\n")
    code, out, err = run(MPI, "--count", f"--checkpoint={older}", GRIDS)
    check("a checkpoint of the format's earlier version is refused, exit 2, saying so",
          code == 2 and "a dlx-mpi checkpoint of version 2" in err and out == "", (code, out, err))
    bad = work / "bad.checkpoint"
    bad.write_text(checkpoint.read_text().split("\n")[0] + "\npiece x\npiece 1 solutions 0 nodes 0 updates 1 profile\n")
    code, out, err = run(MPI, "--count", f"--checkpoint={bad}", BIG)
    check("a damaged checkpoint line is reported with its line number, exit 1",
          code == 1 and f"{bad}:2: the record does not verify" in err, (code, err))

    # A checkpoint cannot lie: one digit of one count changed, and the record is refused
    # (the total would have been wrong by that much); a record copied from the checkpoint
    # of another problem does not verify either.
    lines = checkpoint.read_text().split("\n")
    forged = work / "forged.checkpoint"
    k = next(i for i, line in enumerate(lines) if re.search(r"solutions [1-8] ", line))
    lines[k] = re.sub(r"solutions ([1-8]) ", lambda m: f"solutions {int(m.group(1)) + 1} ", lines[k], count=1)
    forged.write_text("\n".join(lines))
    code, out, err = run(MPI, "--count", f"--checkpoint={forged}", BIG)
    check("a checkpoint whose count was changed by one digit is refused, naming the line, exit 1",
          code == 1 and f"{forged}:{k + 1}: the record does not verify" in err and out == "", (code, err))
    small_checkpoint = work / "small.checkpoint"
    code, out, err = run(MPI, "--count", f"--checkpoint={small_checkpoint}", SMALL)
    other_line = small_checkpoint.read_text().split("\n")[1]
    grafted = work / "grafted.checkpoint"
    grafted.write_text(checkpoint.read_text().split("\n")[0] + "\n" + other_line + "\n")
    code, out, err = run(MPI, "--count", f"--checkpoint={grafted}", BIG)
    check("a record copied from another problem's checkpoint does not verify, exit 1",
          code == 1 and f"{grafted}:2: the record does not verify" in err, (code, err))

    # A checkpoint cannot destroy: a path that names a symbolic link (here to a file of
    # the test's own), a FIFO or a directory is refused with exit 2, and left as it was.
    target = work / "target.txt"
    target.write_text("not a checkpoint\n")
    link = work / "link.checkpoint"
    link.symlink_to(target)
    fifo = work / "fifo.checkpoint"
    os.mkfifo(fifo)
    directory = work / "directory.checkpoint"
    directory.mkdir()
    for path, kind, what in ((link, "symbolic link", "symbolic link"), (fifo, "FIFO", "not a regular file"),
                             (directory, "directory", "directory")):
        code, out, err = run(MPI, "--count", f"--checkpoint={path}", SMALL, timeout=60)
        check(f"--checkpoint naming a {kind} is refused with exit 2 and left alone",
              code == 2 and what in err and out == "" and (path.is_symlink() or path.is_fifo() or path.is_dir()),
              (code, err))
    check("the symbolic link's target is untouched", target.read_text() == "not a checkpoint\n")
    # A read-only checkpoint is its owner's to keep: refused, exit 2, left as it was (it was
    # replaced by a writable file), even for root, who may write it.
    kept = work / "kept.checkpoint"
    code, out, err = run(MPI, "--count", f"--checkpoint={kept}", SMALL)
    text = kept.read_text()
    kept.chmod(0o444)
    code, out, err = run(MPI, "--count", f"--checkpoint={kept}", SMALL)
    check("a read-only checkpoint is refused with exit 2, named, and left as it was",
          code == 2 and f"--checkpoint={kept}: it is read-only" in err and out == "" and
          kept.read_text() == text and kept.stat().st_mode & 0o777 == 0o444, (code, err, oct(kept.stat().st_mode)))
    kept.chmod(0o600)
    code, out, err = run(MPI, "--count", f"--checkpoint={kept}", SMALL)
    check("a checkpoint replaced by the run keeps its permissions",
          code == 0 and kept.stat().st_mode & 0o777 == 0o600, (code, err, oct(kept.stat().st_mode)))
    # A file-size limit is a full disk (issue 52, item 7): set on the ranks alone (Open MPI's
    # own files need more than the checkpoint's 8 KB), the write fails with "File too large",
    # exit 3, the lines before it whole, and no FILE.new is left behind.
    limited = work / "limited.checkpoint"
    command = " ".join(f"'{part}'" for part in (DLX_MPI, "--count", f"--checkpoint={limited}", BIG))
    r = subprocess.run([MPIRUN, "--oversubscribe", "-np", "2", "sh", "-c", f"ulimit -f 8; exec {command}"],
                       capture_output=True, env=ENV, timeout=300)
    err = r.stderr.decode(errors="replace")
    check("a checkpoint under a file-size limit: 'File too large', exit 3, no .new left (item 7)",
          r.returncode == 3 and f"{limited}: cannot write the checkpoint: File too large" in err
          and limited.exists() and not pathlib.Path(str(limited) + ".new").exists(), (r.returncode, err[-600:]))
    code, out, err = run(MPI, "--count", f"--checkpoint={limited}", BIG, timeout=300)
    check("started again without the limit, the checkpoint's whole lines are kept and the count is 1472",
          code == 0 and out == "1472\n" and altogether(err) == threads_line, (code, err[-300:]))
    for args, message, status in [
            ([SMALL], "give --count", 2), (["--count", "--depth=x", SMALL], "not 'x'", 2),
            (["--count", "--depth=1001", SMALL], "expected a whole number from 0 to 1000, not '1001'", 2),
            (["--count", "--depth=100", GRIDS], "has 64 primary items", 2),
            (["--count", str(work / "missing.dlx")], "cannot open", 2),
            (["--count", "--checkpoint"], "--checkpoint:", 2)]:
        code, out, err = run(MPI, *args)
        check(f"dlx-mpi {' '.join(args).replace(str(work) + '/', '')} is refused: {message}",
              code == status and message in err and out == "", (code, err))
    # Comments without end: rank 0 keeps only the problem (it sends the ranks the problem
    # written back, not the input's bytes), so its memory stays that of the problem; it
    # kept every byte once, 365 MB after 3 s, and now runs within 200 MB until the signal.
    # (Open MPI's mpiexec itself has been seen to die of SIGSEGV in its event loop when
    # signalled on a loaded machine, a backtrace naming mpiexec: that run says nothing
    # of dlx-mpi, and is tried once more.)
    for attempt in range(2):
        feeder = subprocess.Popen(["sh", "-c", "printf 'a b\\n'; exec yes '| comment'"], stdout=subprocess.PIPE)
        command = " ".join(f"'{part}'" for part in (DLX_MPI, "--count", "-"))
        process = subprocess.Popen([MPIRUN, "--oversubscribe", "-np", "2", "sh", "-c",
                                    f"ulimit -v 200000; exec {command}"],
                                   stdin=feeder.stdout, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV)
        feeder.stdout.close()
        time.sleep(3)
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=120)
        feeder.kill()
        feeder.wait()
        err = err.decode(errors="replace")
        if not (process.returncode < 0 and "mpiexec" in err):
            break
    check("(printf 'a b'; yes '| comment') | dlx-mpi within 200 MB a rank: no 'out of memory' before SIGINT at 3 s",
          "out of memory" not in err and process.returncode >= 0, (process.returncode, err[-400:]))
    code, out, err = run(MPI, "--count", stdin=b"a b\na c\n")
    check("dlx-mpi on bad input names the line, exit 1", code == 1 and "<stdin>:2:" in err, (code, err))
    # An option line without end: rank 0 keeps the text as the reader reads it, so the
    # reader's limit ends it as it does dlx's, where reading it all first grew without bound.
    r = subprocess.run(["sh", "-c", "(echo 'a b'; yes a) | exec \"$@\"", "sh", *MPI, "--count", "-"],
                       capture_output=True, env=ENV, timeout=300)
    err = r.stderr.decode(errors="replace")
    check("(echo 'a b'; yes a) | dlx-mpi --count -: refused at the reader's limit of item entries, exit 1",
          r.returncode == 1 and "item entries in all, the most this reader takes" in err, (r.returncode, err[-300:]))
    code, out, err = run(MPI, "--count", stdin=b"A B | X\nA X:red\nB X:red\n")
    check("dlx-mpi on a problem with colours says dlx searches it, exit 2",
          code == 2 and "Algorithm C" in err and out == "", (code, err))

finish()
