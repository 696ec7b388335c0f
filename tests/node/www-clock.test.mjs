// The timer's stopwatch and durations (www/clock.js).

import { test } from "node:test";
import assert from "node:assert/strict";
import { Stopwatch, formatDuration, durationWords } from "../../www/clock.js";

test("durations as the timer shows them and as the status line says them", () => {
  assert.equal(formatDuration(0), "0:00");
  assert.equal(formatDuration(7_900), "0:07");
  assert.equal(formatDuration(245_000), "4:05");
  assert.equal(formatDuration(3_723_000), "1:02:03");
  assert.equal(durationWords(1_000), "1 second");
  assert.equal(durationWords(245_000), "4 minutes 5 seconds");
  assert.equal(durationWords(120_000), "2 minutes");
  assert.equal(durationWords(3_720_000), "1 hour 2 minutes");
});

test("the stopwatch counts only while running, and takes a resumed game's time", () => {
  let now = 1000;
  const watch = new Stopwatch(() => now);
  assert.equal(watch.elapsed, 0);
  watch.start();
  now += 500;
  assert.equal(watch.elapsed, 500);
  watch.pause();
  now += 10_000;
  assert.equal(watch.elapsed, 500, "paused (the page hidden): no time counts");
  watch.start();
  watch.start();
  now += 250;
  assert.equal(watch.elapsed, 750);
  watch.elapsed = 60_000;
  now += 1_000;
  assert.equal(watch.elapsed, 61_000);
  assert.equal(watch.running, true);
});
