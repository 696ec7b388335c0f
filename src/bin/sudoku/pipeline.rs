//! Line mode on every core, in input order, in bounded memory.
//!
//! ```text
//!   reader thread ──work──▶ N worker threads ──done──▶ writer (this thread) ──▶ stdout
//!        ▲                                                   │
//!        └────────────────────── free batches ◀──────────────┘
//! ```
//! Work moves in batches (a few thousand lines, or what the read buffer holds). A fixed
//! number of batches exists, `4 × jobs`, and they circulate: the reader fills a free one,
//! a worker answers it, the writer puts the answers out in sequence order and hands the
//! batch back. Memory is therefore bounded whatever the input's length, and a slow batch
//! (a hard puzzle) holds back at most the batches behind it, never more. Every channel
//! can hold all the batches, so no send ever blocks.
//!
//! With one job nothing is spawned: read, answer and write take turns on this thread,
//! which is the baseline the parallel speed-up is measured against.

use std::collections::BTreeMap;
use std::io::{self, IsTerminal, Write};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// A unit of work: what was read, and what is to be written for it.
pub struct Batch<I> {
    seq: u64,
    /// Input bytes the items point into (line mode), or nothing.
    pub text: Vec<u8>,
    /// The items: lines, seeds, ...
    pub items: Vec<I>,
    /// The answers, exactly as they go to standard output.
    pub out: Vec<u8>,
    /// How many items got an answer (skipped lines do not).
    pub answered: u64,
    /// How many of the answers count as failures (exit status 1).
    pub failed: u64,
}

impl<I> Batch<I> {
    fn new() -> Batch<I> {
        Batch {
            seq: 0,
            text: Vec::new(),
            items: Vec::new(),
            out: Vec::new(),
            answered: 0,
            failed: 0,
        }
    }

    fn clear(&mut self, seq: u64) {
        self.seq = seq;
        self.text.clear();
        self.items.clear();
        self.out.clear();
        self.answered = 0;
        self.failed = 0;
    }
}

/// What the reader's fill step says after filling a batch.
pub enum Fill<E> {
    /// There may be more.
    More,
    /// The input is over.
    End,
    /// Reading failed; what was filled before still counts.
    Failed(E),
}

/// How the run ended, when not normally.
pub enum Stop<E> {
    /// The input failed (after everything read before it was answered and written).
    Input(E),
    /// Standard output could not be written (a closed pipe, a full disk).
    Output(io::Error),
}

/// Answers and failures over a whole run.
#[derive(Clone, Copy, Debug, Default)]
pub struct Totals {
    /// Items answered.
    pub answered: u64,
    /// Answers that count as failures.
    pub failed: u64,
}

/// How to run: threads and progress.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Worker threads (at least 1).
    pub jobs: usize,
    /// Whether to report progress on standard error.
    pub progress: bool,
}

impl Options {
    /// `jobs` (every core when `None`); progress when forced, or by default when
    /// standard error is a terminal.
    pub fn new(jobs: Option<usize>, progress: bool, no_progress: bool) -> Options {
        let jobs = jobs
            .or_else(|| thread::available_parallelism().ok().map(usize::from))
            .unwrap_or(1)
            .max(1);
        let progress = progress || (!no_progress && io::stderr().is_terminal());
        Options { jobs, progress }
    }
}

/// Runs `fill` (the reader), `work` (the workers) and the in-order writer to `out`.
pub fn run<I, E, F, W>(
    options: Options,
    mut fill: F,
    work: W,
    out: &mut impl Write,
) -> Result<Totals, Stop<E>>
where
    I: Send + 'static,
    E: Send + 'static,
    F: FnMut(&mut Batch<I>) -> Fill<E> + Send + 'static,
    W: Fn(&mut Batch<I>) + Send + Sync + 'static,
{
    let mut progress = Progress::new(options.progress);
    let result = if options.jobs <= 1 {
        run_here(&mut fill, &work, out, &mut progress)
    } else {
        run_threads(options.jobs, fill, work, out, &mut progress)
    };
    progress.finish();
    result
}

/// One job: read, answer, write, in turn.
fn run_here<I, E>(
    fill: &mut impl FnMut(&mut Batch<I>) -> Fill<E>,
    work: &impl Fn(&mut Batch<I>),
    out: &mut impl Write,
    progress: &mut Progress,
) -> Result<Totals, Stop<E>> {
    let mut batch = Batch::new();
    let mut totals = Totals::default();
    for seq in 0.. {
        batch.clear(seq);
        let filled = fill(&mut batch);
        work(&mut batch);
        write_batch(&batch, out, &mut totals, progress)?;
        match filled {
            Fill::More => {}
            Fill::End => break,
            Fill::Failed(error) => {
                out.flush().map_err(Stop::Output)?;
                return Err(Stop::Input(error));
            }
        }
    }
    out.flush().map_err(Stop::Output)?;
    Ok(totals)
}

fn write_batch<I, E>(
    batch: &Batch<I>,
    out: &mut impl Write,
    totals: &mut Totals,
    progress: &mut Progress,
) -> Result<(), Stop<E>> {
    out.write_all(&batch.out).map_err(Stop::Output)?;
    totals.answered += batch.answered;
    totals.failed += batch.failed;
    progress.update(totals.answered);
    Ok(())
}

fn run_threads<I, E, F, W>(
    jobs: usize,
    mut fill: F,
    work: W,
    out: &mut impl Write,
    progress: &mut Progress,
) -> Result<Totals, Stop<E>>
where
    I: Send + 'static,
    E: Send + 'static,
    F: FnMut(&mut Batch<I>) -> Fill<E> + Send + 'static,
    W: Fn(&mut Batch<I>) + Send + Sync + 'static,
{
    let in_flight = 4 * jobs;
    let (free_tx, free_rx) = mpsc::sync_channel::<Batch<I>>(in_flight);
    let (work_tx, work_rx) = mpsc::sync_channel::<Batch<I>>(in_flight);
    let (done_tx, done_rx) = mpsc::sync_channel::<Batch<I>>(in_flight);
    for _ in 0..in_flight {
        free_tx
            .send(Batch::new())
            .expect("the channel holds every batch");
    }

    // The reader stops at the end of the input, at a read error, or when the writer has
    // gone (its free batches stop coming). It returns the read error, if any.
    let reader = thread::spawn(move || -> Option<E> {
        let mut seq = 0;
        while let Ok(mut batch) = free_rx.recv() {
            batch.clear(seq);
            seq += 1;
            let filled = fill(&mut batch);
            if !batch.items.is_empty() && work_tx.send(batch).is_err() {
                return None;
            }
            match filled {
                Fill::More => {}
                Fill::End => return None,
                Fill::Failed(error) => return Some(error),
            }
        }
        None
    });

    let work_rx = Arc::new(Mutex::new(work_rx));
    let work = Arc::new(work);
    for _ in 0..jobs {
        let (work_rx, done_tx, work) = (Arc::clone(&work_rx), done_tx.clone(), Arc::clone(&work));
        thread::spawn(move || worker(&work_rx, &done_tx, &*work));
    }
    drop(done_tx);

    // The writer: batches come back in any order and go out in sequence order. Output is
    // flushed whenever nothing more is ready, so answers never wait for input.
    let mut pending = BTreeMap::new();
    let mut next = 0;
    let mut totals = Totals::default();
    loop {
        let batch = match done_rx.try_recv() {
            Ok(batch) => batch,
            Err(mpsc::TryRecvError::Empty) => {
                out.flush().map_err(Stop::Output)?;
                match done_rx.recv() {
                    Ok(batch) => batch,
                    Err(_) => break,
                }
            }
            Err(mpsc::TryRecvError::Disconnected) => break,
        };
        pending.insert(batch.seq, batch);
        while let Some(batch) = pending.remove(&next) {
            write_batch(&batch, out, &mut totals, progress)?;
            next += 1;
            // The reader may have finished: then the batch is simply dropped.
            let _ = free_tx.send(batch);
        }
    }
    out.flush().map_err(Stop::Output)?;
    match reader.join() {
        Ok(None) => Ok(totals),
        Ok(Some(error)) => Err(Stop::Input(error)),
        Err(panic) => std::panic::resume_unwind(panic),
    }
}

/// A worker: answers batches until the reader is done.
fn worker<I>(
    work_rx: &Mutex<Receiver<Batch<I>>>,
    done_tx: &SyncSender<Batch<I>>,
    work: &impl Fn(&mut Batch<I>),
) {
    loop {
        // The lock is held only while taking a batch, never while working on one.
        let received = work_rx.lock().map(|rx| rx.recv());
        let Ok(Ok(mut batch)) = received else { return };
        work(&mut batch);
        if done_tx.send(batch).is_err() {
            return;
        }
    }
}

/// Progress on standard error: answers so far and the rate, at most four times a second.
struct Progress {
    enabled: bool,
    /// On a terminal each report overwrites the last; elsewhere each is a line.
    terminal: bool,
    start: Instant,
    last: Instant,
    answered: u64,
}

impl Progress {
    const EVERY: Duration = Duration::from_millis(250);

    fn new(enabled: bool) -> Progress {
        let now = Instant::now();
        Progress {
            enabled,
            terminal: io::stderr().is_terminal(),
            start: now,
            last: now,
            answered: 0,
        }
    }

    fn update(&mut self, answered: u64) {
        self.answered = answered;
        if self.enabled && self.last.elapsed() >= Progress::EVERY {
            self.last = Instant::now();
            self.show();
        }
    }

    fn show(&self) {
        let seconds = self.start.elapsed().as_secs_f64().max(1e-9);
        let report = format!(
            "sudoku: {} puzzles, {:.0}/s, {:.1} s",
            self.answered,
            self.answered as f64 / seconds,
            seconds
        );
        if self.terminal {
            // Back to the start of the line and clear it.
            eprint!("\r\x1b[K{report}");
        } else {
            eprintln!("{report}");
        }
    }

    /// The final count (the terminal's line ended).
    fn finish(&self) {
        if self.enabled {
            self.show();
            if self.terminal {
                eprintln!();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// Runs numbers 0..n through the pipeline in batches of `per_batch`; the work sleeps
    /// longer on some batches so they finish out of order. Returns the output and the
    /// most batches that were ever being worked on or waiting to be written.
    fn run_numbers(jobs: usize, n: u64, per_batch: u64) -> (String, usize) {
        static LIVE: AtomicUsize = AtomicUsize::new(0);
        static MAX_LIVE: AtomicUsize = AtomicUsize::new(0);
        LIVE.store(0, Ordering::SeqCst);
        MAX_LIVE.store(0, Ordering::SeqCst);
        let mut next = 0;
        let fill = move |batch: &mut Batch<u64>| {
            while next < n && (batch.items.len() as u64) < per_batch {
                batch.items.push(next);
                next += 1;
            }
            let live = LIVE.fetch_add(1, Ordering::SeqCst) + 1;
            MAX_LIVE.fetch_max(live, Ordering::SeqCst);
            if next == n {
                Fill::<()>::End
            } else {
                Fill::More
            }
        };
        let work = |batch: &mut Batch<u64>| {
            if batch.items.first().is_some_and(|&k| k % 7 == 0) {
                thread::sleep(Duration::from_millis(5));
            }
            for k in &batch.items {
                batch.out.extend_from_slice(format!("{k}\n").as_bytes());
                batch.answered += 1;
            }
        };
        // Written batches are counted out through the output: one write per batch.
        struct Counting(Vec<u8>);
        impl Write for Counting {
            fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
                self.0.extend_from_slice(bytes);
                Ok(bytes.len())
            }
            fn write_all(&mut self, bytes: &[u8]) -> io::Result<()> {
                LIVE.fetch_sub(1, Ordering::SeqCst);
                self.0.extend_from_slice(bytes);
                Ok(())
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let mut out = Counting(Vec::new());
        let options = Options {
            jobs,
            progress: false,
        };
        let Ok(totals) = run(options, fill, work, &mut out) else {
            panic!("nothing can fail here");
        };
        assert_eq!(totals.answered, n);
        (
            String::from_utf8(out.0).unwrap(),
            MAX_LIVE.load(Ordering::SeqCst),
        )
    }

    #[test]
    fn output_is_in_input_order_and_batches_are_bounded() {
        let expected: String = (0..2000).map(|k| format!("{k}\n")).collect();
        let (one, live) = run_numbers(1, 2000, 7);
        assert_eq!(one, expected);
        assert_eq!(live, 1);
        for jobs in [2, 3, 5] {
            let (many, live) = run_numbers(jobs, 2000, 7);
            assert_eq!(many, expected, "--jobs {jobs}");
            // Never more batches alive than circulate, whatever the input's length.
            assert!(live <= 4 * jobs, "{live} batches alive with {jobs} jobs");
        }
    }
}
