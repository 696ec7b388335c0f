// "Latest request wins" (www/latest.js): older answers and answers to a question that
// no longer holds are set aside.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Latest, STALE } from "../../www/latest.js";

const later = (value, ms = 5) => new Promise((resolve) => setTimeout(resolve, ms, value));
const failLater = (message, ms = 5) => new Promise((_, reject) => setTimeout(reject, ms, new Error(message)));

test("an answer overtaken by a newer request is stale, whatever order they arrive in", async () => {
  const latest = new Latest();
  const first = latest.run(later("first", 20));
  const second = latest.run(later("second", 1));
  assert.equal(await second, "second");
  assert.equal(await first, STALE);
  assert.equal(latest.pending, 0);
});

test("invalidate makes what is on its way stale; a failure of a stale request is stale too", async () => {
  const latest = new Latest();
  const answer = latest.run(later("x"));
  const failure = latest.run(failLater("boom"));
  latest.invalidate();
  assert.equal(await answer, STALE);
  assert.equal(await failure, STALE);
  await assert.rejects(latest.run(failLater("boom")), /boom/);
});

test("stillValid is asked once the answer is in", async () => {
  const latest = new Latest();
  let revision = 1;
  const answer = latest.run(later("x"), () => revision === 1);
  assert.equal(latest.pending, 1);
  revision = 2;
  assert.equal(await answer, STALE);
  assert.equal(await latest.run(later("y"), () => revision === 2), "y");
});
