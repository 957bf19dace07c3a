#!/usr/bin/env python3
"""Cellwise in the browser against the JVM, on the same requests (docs/PERFORMANCE.md, "In the browser").

Writes the static app (./cellwise site), serves it on this machine, and times the page's solve request on the same
puzzle sets in turns: on the JVM as the server computes it (bench's ApiRequests: Api without HTTP, warmed up first),
and in headless Chromium's worker (bench/site/bench.js: the engine compiled to WebAssembly, and with --js to
JavaScript as well), each side in a fresh process every round, the order alternating. Also the first request of a
fresh worker, the engine's load, and the setter's badge in the real page from an edit to its verdict (and to the
marking that follows it) on fresh killers. Prints the medians of the rounds and the load average before and after.

    bench/site-bench.py [--rounds 3] [--js] [--warmup 1] [--badge-seed 5301] [--badge-killers 5] [--badge-only]
                        [--peer DIR]

--peer DIR times the badge of another checkout's static app (written there by ./cellwise site DIR) in the same rounds.

Needs python3, Debian's chromium and a JDK; builds what it runs (./cellwise, the bench jar, -Psite-js with --js).
"""
import argparse
import http.server
import json
import os
import shutil
import socketserver
import statistics
import subprocess
import sys
import tempfile
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHROMIUM = "/usr/bin/chromium"


def sh(*args, **kw):
    return subprocess.run(args, cwd=ROOT, check=True, text=True, **kw)


def puzzles(path, limit, size=None):
    """The texts of a file's puzzles, one each: a line of 81 digits, or a '#' block."""
    text = open(os.path.join(ROOT, path), encoding="utf-8").read()
    if size == "line":
        out = [l[:81] for l in text.splitlines() if len(l) >= 81 and not l.startswith("#")]
    else:
        out = ["#" + b for b in ("\n" + text).split("\n#")[1:]]
        if size:
            out = [b for b in out if f"_{size}" in b.splitlines()[0]]
    return out[:limit]


def generated(kind, seed, count, level):
    """Fresh puzzles, one solution each, from a seed: puzzles the engine was not tuned on."""
    r = sh("./cellwise", "generate", kind, "--seed", str(seed), "--count", str(count), "--difficulty", level,
           "--to", "cellwise", capture_output=True)
    # each puzzle is a block that opens with '#puzzle' (or, without the markers, with its 'name' line)
    marker = "#puzzle" if r.stdout.startswith("#puzzle") else "name"
    return [marker + b for b in ("\n" + r.stdout).split("\n" + marker)[1:]]


def sets(out, timed, badge_seed, badge_killers):
    """The sets both sides time, written as JSON files the JVM reads and the page fetches."""
    made = {
        "hardest-1106": puzzles("data/forum_hardest_1106.txt", 150, "line"),
        "killer-janko-9x9": puzzles("data/killer-janko.txt", 120, "9x9"),
        "kenken-janko": puzzles("data/kenken-janko.txt", 120),
        "killer-fresh": generated("killer", 5301, 30, "hard"),
        "sudoku-16x16": puzzles("data/sudoku-16x16-gecode.txt", 20),
    } if timed else {}
    os.makedirs(out, exist_ok=True)
    for name, texts in made.items():
        with open(os.path.join(out, name + ".json"), "w", encoding="utf-8") as f:
            json.dump({"name": name, "route": "solve", "query": {}, "puzzles": texts}, f)
    # the setter's badge: fresh hard 9x9 killers as the page's models
    killers = generated("killer", badge_seed, badge_killers, "hard")
    models = [sh("./cellwise", "convert", "--to", "json", "-", input=k, capture_output=True).stdout.strip() for k in killers]
    with open(os.path.join(out, "badge.json"), "w", encoding="utf-8") as f:
        json.dump({"name": "badge", "models": models}, f)
    return list(made)


class Results(http.server.SimpleHTTPRequestHandler):
    posted = None
    event = threading.Event()

    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        Results.posted = json.loads(body)
        self.send_response(204)
        self.end_headers()
        Results.event.set()

    def log_message(self, *a):
        pass


def browser(port, engine, names, warmup, profile, app="site"):
    Results.posted = None
    Results.event.clear()
    url = f"http://127.0.0.1:{port}/{app}/bench/bench.html?engine={engine}&sets={','.join(names)}&warmup={warmup}"
    if engine == "wasm":
        url += "&badge=badge"
    p = subprocess.Popen([CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                          "--user-data-dir=" + profile, url], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        if not Results.event.wait(1800):
            raise SystemExit(f"the browser ({engine}) sent no results within 30 minutes")
    finally:
        p.terminate()
        p.wait()
    if Results.posted["errors"]:
        print(f"{engine}: {Results.posted['errors']}", file=sys.stderr)
    return Results.posted


def jvm(files, warmup):
    r = sh("java", "-cp", "bench/target/benchmarks.jar", "org.cellwise.bench.ApiRequests", str(warmup), *files,
           capture_output=True)
    return [json.loads(l) for l in r.stdout.splitlines() if l.startswith("{")]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--warmup", type=int, default=1, help="untimed passes over a set before the timed one")
    ap.add_argument("--js", action="store_true", help="also the engine compiled to JavaScript")
    ap.add_argument("--badge-seed", type=int, default=5301, help="the seed of the fresh killers the badge is timed on")
    ap.add_argument("--badge-killers", type=int, default=5, help="how many fresh killers the badge is timed on")
    ap.add_argument("--badge-only", action="store_true", help="time the badge alone, not the sets")
    ap.add_argument("--peer", help="a static app written by another checkout (./cellwise site DIR there): its badge is "
                    "timed in the same rounds, the order alternating")
    a = ap.parse_args()
    load = os.getloadavg()
    work = tempfile.mkdtemp(prefix="cellwise-site-bench-")
    site = os.path.join(work, "site")
    sh("./cellwise", "site", site)
    if not a.badge_only:
        sh("./mvnw", "-q", "-B", "package", "-DskipTests", "-pl", "bench", "-am")
    engines = ["wasm"]
    if a.js:
        sh("./mvnw", "-q", "-B", "install", "-DskipTests", "-pl", "site", "-am", "-Psite-js")
        os.makedirs(os.path.join(site, "engine-js"))
        shutil.copy(os.path.join(ROOT, "site/target/engine-js/cellwise.js"), os.path.join(site, "engine-js"))
        engines.append("js")
    shutil.copytree(os.path.join(ROOT, "bench/site"), os.path.join(site, "bench"))
    names = sets(os.path.join(site, "bench/sets"), not a.badge_only, a.badge_seed, a.badge_killers)
    files = [os.path.join(site, "bench/sets", n + ".json") for n in names]
    if a.peer:
        peer = os.path.join(work, "peer")
        shutil.copytree(a.peer, peer)
        shutil.copytree(os.path.join(site, "bench"), os.path.join(peer, "bench"), dirs_exist_ok=True)

    handler = lambda *args: Results(*args, directory=work)
    with socketserver.ThreadingTCPServer(("127.0.0.1", 0), handler) as httpd:
        port = httpd.server_address[1]
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        runs = {}  # (side, set) -> [median ms of each round]
        extra = {}
        for r in range(a.rounds):
            order = ["jvm"] + engines if r % 2 == 0 else engines[::-1] + ["jvm"]
            if a.badge_only:
                order = ["wasm"]
            if a.peer:
                order = [x for x in order if x != "wasm"] + (["wasm", "peer"] if r % 2 == 0 else ["peer", "wasm"])
            for side in order:
                if side == "jvm":
                    got = jvm(files, a.warmup)
                elif side == "peer":
                    got = browser(port, "wasm", [], a.warmup, os.path.join(work, f"profile-peer-{r}"), "peer")
                    extra.setdefault("peer", []).append(got["badge"])
                    got = []
                else:
                    got = browser(port, side, names, a.warmup, os.path.join(work, f"profile-{side}-{r}"))
                    if got.get("badge"):
                        extra.setdefault("badge", []).append(got["badge"])
                    got = got["sets"]
                for s in got:
                    runs.setdefault((side, s["set"]), []).append(statistics.median(s["times"]))
                    runs.setdefault((side, s["set"], "total"), []).append(sum(s["times"]))
                    runs.setdefault((side, s["set"], "max"), []).append(max(s["times"]))
                    if "firstMs" in s:
                        runs.setdefault((side, s["set"], "first"), []).append(s["firstMs"])
                        runs.setdefault((side, s["set"], "load"), []).append(s["loadMs"])
                print(f"round {r + 1}: {side} done", file=sys.stderr)
        httpd.shutdown()

    med = lambda k: statistics.median(runs[k])
    if names:
        head = "| set | puzzles | JVM median ms | " + " | ".join(f"{e} median ms | {e}/JVM (median) | {e}/JVM (total) | {e} max ms | {e} first ms" for e in engines) + " |"
        print(head)
        print("|" + " --- |" * (head.count("|") - 1))
    for n in names:
        count = len(json.load(open(os.path.join(site, "bench/sets", n + ".json")))["puzzles"])
        row = f"| {n} | {count} | {med(('jvm', n)):.3f} |"
        for e in engines:
            row += (f" {med((e, n)):.3f} | {med((e, n)) / med(('jvm', n)):.1f} | {med((e, n, 'total')) / med(('jvm', n, 'total')):.1f} |"
                    f" {med((e, n, 'max')):.1f} | {med((e, n, 'first')):.1f} |")
        print(row)
    for e in engines if names else []:
        loads = [x for n in names for x in runs[(e, n, "load")]]
        print(f"{e}: a fresh worker loads its engine in {statistics.median(loads):.0f} ms (median of {len(loads)})")
    for who in ("badge", "peer"):
        if who not in extra:
            continue
        with open(os.path.join(work, who + ".json"), "w", encoding="utf-8") as f:
            json.dump(extra[who], f)  # every edit of every round: its verdict, its time and its marking's
        # each round's median and slowest, then their medians over the rounds; by the verdict the edit left
        print(f"setter's badge ({'this checkout' if who == 'badge' else 'the peer ' + a.peer}) on {a.badge_killers} fresh "
              f"hard killers (seed {a.badge_seed}), {len(extra[who][0])} edits a round, from the key (the page's pause "
              f"included); slowest of all {max(e['ms'] for rnd in extra[who] for e in rnd):.0f} ms:")
        rows = [("every edit", lambda e: True)] + [(s, lambda e, s=s: e["state"] == s)
                                                   for s in sorted({e["state"] for rnd in extra[who] for e in rnd})]
        for label, keep in rows:
            per = [[e for e in rnd if keep(e)] for rnd in extra[who]]
            per = [x for x in per if x]
            of = lambda key, f: statistics.median(f([e[key] for e in x]) for x in per)
            print(f"  {label} ({sum(map(len, per))}): verdict median {of('ms', statistics.median):.0f} ms, slowest {of('ms', max):.0f} ms; "
                  f"marking median {of('markedMs', statistics.median):.0f} ms, slowest {of('markedMs', max):.0f} ms")
    print(f"load average (1, 5, 15 min): before {' '.join(f'{x:.2f}' for x in load)}, "
          f"after {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"(rounds: {a.rounds}, warm-up passes: {a.warmup}; files in {work})")


if __name__ == "__main__":
    main()
