// The packed tarball in workerd (issue 14), the runtime of Cloudflare Workers, from the
// `workerd` npm package: js/README.md's module worker, which imports `sudoku-wasm` and
// `sudoku-wasm/full` and answers a request with a solution from each and a hint.
//
// workerd does not resolve packages: its config names every module. The test writes what
// a bundler for Workers (wrangler) hands it: each entry's `workerd` condition target as a
// module named by its package specifier, the ES modules it imports by their names
// relative to it (workerd resolves `./x` against the importing module's name), and each
// `.wasm` import as a compiled wasm module. Then `workerd serve` on a free port, one
// request, and the process is stopped.

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { dirname, join, relative } from "node:path";
import { test } from "node:test";

import { consumerProject, packageReadmeBlocks, packTarball, sh, TOOLS } from "./helpers.mjs";

const LINE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/** The relative specifiers a module imports or re-exports from (our entries and glue). */
function relativeImports(code) {
  return [...code.matchAll(/^(?:import|export)\b[^;]*?["'](\.{1,2}\/[^"']+)["']/gm)].map((m) => m[1]);
}

/**
 * The config's module list for the package specifier `name` (resolved through the
 * `workerd` condition of `pkg`'s exports): [workerd module name, file] pairs.
 */
async function packageModules(packageDir, pkg, name) {
  const subpath = `.${name.slice("sudoku-wasm".length)}`;
  const target = pkg.exports[subpath]?.workerd;
  assert.ok(target, `${subpath} has a workerd condition`);
  const modules = new Map();
  const visit = async (moduleName, file) => {
    if (modules.has(moduleName)) return;
    modules.set(moduleName, file);
    if (!file.endsWith(".js")) return;
    for (const spec of relativeImports(await readFile(file, "utf8"))) {
      // workerd resolves a relative import against the importing module's name.
      const resolved = new URL(spec, `file:///${moduleName}`).pathname.slice(1);
      await visit(resolved, join(dirname(file), spec));
    }
  };
  await visit(name, join(packageDir, target));
  return [...modules];
}

/** A free TCP port on 127.0.0.1. */
async function freePort() {
  const server = createServer();
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address();
  await new Promise((ok) => server.close(ok));
  return port;
}

test("the packed package in workerd", async (t) => {
  const tarball = await packTarball(t);
  // The worker is js/README.md's, verbatim.
  const [worker] = await packageReadmeBlocks("workerd");
  const dir = await consumerProject(t, tarball, "workerd", { "worker.js": worker });
  const workerd = join(TOOLS, ".bin/workerd");
  const { stdout: version } = await sh(workerd, ["--version"]);
  t.diagnostic(version.trim());

  const packageDir = join(dir, "node_modules/sudoku-wasm");
  const pkg = JSON.parse(await readFile(join(packageDir, "package.json"), "utf8"));
  const modules = [["worker.js", join(dir, "worker.js")]];
  for (const name of ["sudoku-wasm", "sudoku-wasm/full"]) {
    modules.push(...(await packageModules(packageDir, pkg, name)));
  }
  const port = await freePort();
  // `embed` paths are relative to the config file.
  const entries = modules.map(
    ([name, file]) =>
      `    (name = ${JSON.stringify(name)}, ${file.endsWith(".wasm") ? "wasm" : "esModule"} = embed ${JSON.stringify(relative(dir, file))}),`,
  );
  await writeFile(
    join(dir, "config.capnp"),
    `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);

const worker :Workerd.Worker = (
  modules = [
${entries.join("\n")}
  ],
  compatibilityDate = "2025-01-01",
);
`,
  );

  const server = spawn(workerd, ["serve", "config.capnp"], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  server.stdout.on("data", (chunk) => (log += chunk));
  server.stderr.on("data", (chunk) => (log += chunk));
  const exited = new Promise((ok) => server.on("exit", (code, signal) => ok({ code, signal })));
  t.after(async () => {
    server.kill();
    await exited;
  });

  // Ask until the socket answers (workerd compiles the modules first), at most 30 s.
  let response;
  for (let attempt = 0; attempt < 300 && !response; attempt++) {
    const early = await Promise.race([exited, new Promise((ok) => setTimeout(ok, 100))]);
    if (early) assert.fail(`workerd exited (${JSON.stringify(early)}):\n${log}`);
    response = await fetch(`http://127.0.0.1:${port}/?puzzle=${LINE}`).catch(() => undefined);
  }
  assert.ok(response, `workerd did not answer in 30 s:\n${log}`);
  assert.equal(response.status, 200, `${await response.clone().text()}\n${log}`);
  assert.deepEqual(await response.json(), { core: SOLUTION, full: SOLUTION, hint: "Naked single" });
});
