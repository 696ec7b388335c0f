// The worker entry's client and server (js/worker/client.js, serve.js, as the page's
// build copies them into www/pkg/worker/), joined by an in-process stand-in for a Worker:
// the ops module, the shared compiled module, crash reporting and load failures, with no
// thread and no wasm. tests/package runs the entry in real workers.
import { test } from "node:test";
import assert from "node:assert/strict";

import { createEngine } from "../../www/pkg/worker/client.js";
import { serve } from "../../www/pkg/worker/serve.js";
import { SudokuError } from "../../www/pkg/full/contract.js";

/** A stand-in for the full entry: two functions, one SudokuError, one bug. */
const API = {
  default: () => {},
  twice: (n) => 2 * n,
  solve: () => "the entry's solve",
  refuse: () => {
    throw new SudokuError("no, thanks", "InvalidArgument", [3]);
  },
  trap: () => {
    throw new Error("unreachable");
  },
};

/** An ops module as a data: URL. */
const opsUrl = (source) => `data:text/javascript,${encodeURIComponent(source)}`;
const OPS = opsUrl("export default (api) => ({ quadruple: (n) => api.twice(api.twice(n)), solve: (args, rules) => ({ args, rules }) });");

/** The modules the stand-in workers "compile", numbered. */
let compiledCount = 0;

/**
 * A `spawn` whose workers run `serve` in this thread, messages passed as structured
 * clones a tick later. `log` gets each worker: `{ name, modules: [the module it was
 * given], terminated }`. `compiled` is what a worker given no module "compiles".
 */
function stubSpawn(log, { fail = null } = {}) {
  return (name) => {
    const record = { name, modules: [], entries: [], terminated: false, fireError: null };
    log.push(record);
    let toClient = () => {};
    let toWorker = () => {};
    const later = (f, message) => setTimeout(() => record.terminated || f(structuredClone(message)));
    serve(
      async (module, entry) => {
        record.modules.push(module);
        record.entries.push(entry);
        if (fail) throw new Error(fail);
        return { api: API, module: module ?? { compiled: ++compiledCount } };
      },
      (message) => later(toClient, message),
      (handler) => (toWorker = handler),
    );
    return {
      post: (message) => later(toWorker, message),
      terminate: () => (record.terminated = true),
      onMessage: (f) => (toClient = f),
      onError: (f) => (record.fireError = f),
    };
  };
}

test("the first worker compiles the module; the others, in every engine, are given it", async () => {
  const log = [];
  const engines = [await createEngine(stubSpawn(log)), await createEngine(stubSpawn(log))];
  assert.deepEqual(log.map((w) => w.modules), [[null], [{ compiled: 1 }]]);
  engines.forEach((engine) => engine.terminate());
});

test("a worker loads the entry its engine names; each entry's module is shared by that entry's engines", async () => {
  const log = [];
  const spawn = stubSpawn(log);
  const before = compiledCount;
  const engines = [
    await createEngine(spawn, { entry: "core" }),
    await createEngine(spawn),
    await createEngine(spawn, { entry: "core" }),
    await createEngine(spawn, { entry: "full" }),
  ];
  assert.deepEqual(log.map((w) => w.entries), [["core"], ["full"], ["core"], ["full"]]);
  assert.equal(log[0].modules[0], null, "the first core worker compiles the core's module");
  assert.deepEqual(log[2].modules[0], { compiled: before + 1 }, "the next core worker is given it");
  for (const full of [log[1], log[3]]) {
    assert.notDeepEqual(full.modules[0], { compiled: before + 1 }, "a full worker is never given the core's");
  }
  assert.ok(log[3].modules[0], "the second full worker is given the full entry's");
  engines.forEach((engine) => engine.terminate());
  await assert.rejects(createEngine(stubSpawn([]), { entry: "logic" }), /no entry logic: "full" or "core"/);
});

test("engines whose workers load their own module (Node's) never wait for another's", async () => {
  const log = [];
  const engines = await Promise.all([0, 1, 2].map(() => createEngine(stubSpawn(log), { shareModule: false })));
  assert.deepEqual(log.map((w) => w.modules), [[null], [null], [null]]);
  engines.forEach((engine) => engine.terminate());
});

test("an engine runs the entry's functions and the ops module's, which replace the entry's of the same name", async () => {
  const log = [];
  const engine = await createEngine(stubSpawn(log), { ops: OPS, name: "sudoku-test" });
  assert.equal(log[0].name, "sudoku-test");
  assert.equal(await engine.twice(21), 42);
  assert.equal(await engine.quadruple(5), 20);
  assert.deepEqual(await engine.solve({ cells: [1] }, { size: 4 }), { args: { cells: [1] }, rules: { size: 4 } });
  assert.equal(engine.default, undefined, "the loading function is not a call");
  await assert.rejects(engine.call("nothing", []), /the engine has no function nothing/);
  engine.terminate();
});

test("a SudokuError rejects the call as one, and the worker keeps running", async () => {
  const log = [];
  let crashes = 0;
  const engine = await createEngine(stubSpawn(log), { onCrash: () => crashes++ });
  const error = await engine.refuse().catch((e) => e);
  assert.ok(error instanceof SudokuError);
  assert.deepEqual([error.code, error.message, error.cells], ["InvalidArgument", "no, thanks", [3]]);
  assert.equal(await engine.twice(1), 2);
  assert.equal(log.length, 1);
  assert.equal(crashes, 0);
  engine.terminate();
});

test("an error that is not a SudokuError is a crash: onCrash, the worker replaced, from the compiled module", async () => {
  const log = [];
  const crashes = [];
  const engine = await createEngine(stubSpawn(log), { onCrash: (error) => crashes.push(error.message) });
  const pending = engine.call("twice", [3]);
  const error = await engine.trap().catch((e) => e);
  assert.equal(error.message, "unreachable");
  assert.ok(!(error instanceof SudokuError));
  assert.deepEqual(crashes, ["unreachable"]);
  assert.equal(log[0].terminated, true, "the broken worker is stopped");
  // The call sent before the trap was answered first; the next call starts a new worker.
  assert.equal(await pending, 6);
  assert.equal(await engine.twice(4), 8);
  assert.equal(log.length, 2);
  assert.deepEqual(log[1].modules, [{ compiled: 1 }], "the replacement is given the module the first worker compiled");
  engine.terminate();
});

test("a worker that dies rejects its pending calls and is reported; a cancelled one restarts from the shared module", async () => {
  const log = [];
  const crashes = [];
  const engine = await createEngine(stubSpawn(log), { onCrash: (error) => crashes.push(error.message) });
  const first = log.at(-1);
  const pending = engine.call("twice", [3]);
  await new Promise((resolve) => setImmediate(resolve)); // sent, not answered yet
  first.fireError(new Error("the worker failed: out of memory"));
  await assert.rejects(pending, /out of memory/);
  assert.deepEqual(crashes, ["the worker failed: out of memory"]);
  // Cancelled: no crash, and start() brings a worker up before the next call.
  await engine.start();
  const controller = new AbortController();
  const cancelled = engine.call("twice", [5], { signal: controller.signal });
  await new Promise((resolve) => setImmediate(resolve));
  controller.abort();
  assert.equal(log.at(-1).terminated, true, "cancelling terminates the worker");
  await assert.rejects(cancelled, { name: "AbortError" });
  await engine.start();
  assert.equal(crashes.length, 1);
  assert.ok(log.length >= 3);
  for (const worker of log) assert.deepEqual(worker.modules, [{ compiled: 1 }], "every worker shares the first one's module");
  assert.equal(await engine.twice(5), 10);
  engine.terminate();
});

test("a module that cannot load, or an ops module that cannot, rejects the start with the reason", async () => {
  const log = [];
  let crashes = 0;
  await assert.rejects(createEngine(stubSpawn(log, { fail: "sudoku_wasm_bg.wasm answered 404" }), { onCrash: () => crashes++ }), /answered 404/);
  await assert.rejects(createEngine(stubSpawn(log), { ops: opsUrl("export const nothing = 1;") }), /the ops module .* could not be loaded: its default export is not a function/);
  await assert.rejects(createEngine(stubSpawn(log), { ops: opsUrl("export default () => ({ half: 2 });") }), /the ops module's half is not a function/);
  assert.equal(crashes, 0, "a load failure is not a crash: a restart would fail the same way");
});
