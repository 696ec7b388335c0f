//! Grading: how hard a puzzle is for a person, from the techniques its solution path
//! needs.
//!
//! The path is [`solve_path`](crate::solve_path)'s: at each point the easiest technique
//! that applies. The puzzle's [`Level`] is the level of the hardest technique on it, and
//! its score the sum of [`Technique::score`] over every step, so two puzzles of one level
//! compare by how much work they take.
//!
//! | level | hardest technique needed | score (10th-90th percentile) |
//! |---|---|---|
//! | easy | full house, naked or hidden single | 91-109 |
//! | medium | pointing, claiming, naked or hidden pair or triple | 114-190 |
//! | hard | X-Wing, Skyscraper, 2-String Kite, Empty rectangle, XY-, XYZ-, W-Wing, Swordfish, simple colouring, unique rectangles 1-4, BUG+1, naked or hidden quad | 144-306 |
//! | expert | finned X-Wing or Swordfish, Jellyfish, X-Chain, XY-Chain, alternating inference chain | 290-1149 |
//! | extreme | forcing nets (singles-only contradictions and cell forcing) | 837-3779 |
//! | guessing | none of the above finishes it: at least one guess | 2505-7027 |
//!
//! The scores are those of the 160 000 puzzles of the benchmark sets (see docs/logic.md):
//! levels overlap in score, as a long easy-technique path can outweigh a short hard one.

use std::collections::BTreeMap;

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::core::error::Error;
use crate::core::grid::Grid;
pub use crate::logic::Level;
use crate::logic::{path_from, Oracle, Position, Step, Technique};

/// How hard a puzzle is: see the [module documentation](self) for the scale.
///
/// # Example
/// ```
/// use sudoku_wasm::{grade, Grid, Level, Technique};
///
/// let grid = Grid::from_line(
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
/// )?;
/// let grade = grade(&grid)?;
/// assert_eq!(grade.level, Level::Easy);
/// assert!(grade.unique);
/// assert_eq!(grade.techniques.values().sum::<u32>(), 51); // 51 singles
/// assert!(grade.hardest_technique <= Some(Technique::HiddenSingle));
/// assert_eq!(grade.se, Some(1.2)); // Sudoku Explainer's rating: hidden singles in boxes
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Grade {
    /// The sum of [`Technique::score`] over the steps of the solution path.
    pub score: u32,
    /// The level of the hardest technique on the path ([`Level::Easy`] for a full grid).
    pub level: Level,
    /// The hardest technique on the path; `None` when no cell was blank.
    pub hardest_technique: Option<Technique>,
    /// How many steps used each technique, in the order techniques are tried.
    pub techniques: BTreeMap<Technique, u32>,
    /// Whether the puzzle has exactly one solution. One with several cannot be finished
    /// by logic: it always needs a guess, so its level is [`Level::Guessing`].
    pub unique: bool,
    /// The puzzle's rating on Sudoku Explainer's scale (the ER of [`rate`](crate::rate)):
    /// [`grade`] fills it in for a puzzle with one solution; `None` otherwise, and from
    /// [`Grade::from_path`], which sees the steps only.
    pub se: Option<f64>,
}

impl Grade {
    /// The grade of a solution path from [`solve_path`](crate::solve_path); `unique` says
    /// whether the puzzle has exactly one solution. [`grade`] is this for a puzzle.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{solve_path, Grade, Grid, Level};
    ///
    /// let grid = Grid::from_line(
    ///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    /// )?;
    /// let path = solve_path(&grid)?;
    /// let grade = Grade::from_path(&path, true);
    /// assert_eq!(grade.level, Level::Easy);
    /// assert!(grade.score >= 51);
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn from_path(steps: &[Step], unique: bool) -> Grade {
        let mut techniques = BTreeMap::new();
        for step in steps {
            *techniques.entry(step.technique).or_insert(0) += 1;
        }
        let hardest_technique = techniques.keys().next_back().copied();
        Grade {
            score: steps.iter().map(|s| s.technique.score()).sum(),
            level: hardest_technique.map_or(Level::Easy, Technique::level),
            hardest_technique,
            techniques,
            unique,
            se: None,
        }
    }

    /// The technique counts by name, ready to serialise: a map whose keys keep the order
    /// techniques are tried (the `techniques` object of the JS API's `Grade` and of the
    /// CLI's `grade --json`).
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{grade, Grid};
    ///
    /// let grid = Grid::from_line(
    ///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    /// )?;
    /// let counts = grade(&grid)?.technique_counts();
    /// let json = serde_json::to_string(&counts).unwrap();
    /// assert_eq!(json, r#"{"Full house":21,"Naked single":30}"#);
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn technique_counts(&self) -> TechniqueCounts {
        TechniqueCounts(
            self.techniques
                .iter()
                .map(|(t, &n)| (t.name(), n))
                .collect(),
        )
    }
}

/// A grade's technique counts by technique name, in the order techniques are tried
/// ([`Grade::technique_counts`]). It serialises as a map (an object in JSON, whose keys
/// keep that order), the one shape the JS API and the CLI share.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TechniqueCounts(Vec<(&'static str, u32)>);

/// Counts by name, in the order given: how a variant puzzle's grade (`PuzzleGrade`, whose
/// techniques are the variant engine's) takes the same JSON shape as a classic one.
///
/// # Example
/// ```
/// use sudoku_wasm::grade::TechniqueCounts;
///
/// let counts: TechniqueCounts = [("Naked single", 3), ("X-Wing", 1)].into_iter().collect();
/// let json = serde_json::to_string(&counts).unwrap();
/// assert_eq!(json, r#"{"Naked single":3,"X-Wing":1}"#);
/// ```
impl FromIterator<(&'static str, u32)> for TechniqueCounts {
    fn from_iter<I: IntoIterator<Item = (&'static str, u32)>>(counts: I) -> TechniqueCounts {
        TechniqueCounts(counts.into_iter().collect())
    }
}

impl Serialize for TechniqueCounts {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, count) in &self.0 {
            map.serialize_entry(name, count)?;
        }
        map.end()
    }
}

/// Grades a puzzle by solving it the way a person would
/// ([`solve_path`](crate::solve_path)).
///
/// # Errors
/// Those of [`solve_path`](crate::solve_path): [`Error::ConflictingGivens`],
/// [`Error::NoSolution`], [`Error::BudgetExceeded`].
///
/// # Example
/// ```
/// use sudoku_wasm::{grade, Grid, Level, Technique};
///
/// // Arto Inkala's "world's hardest sudoku" (2012): nested forcing nets.
/// let grid = Grid::from_line(
///     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
/// )?;
/// let grade = grade(&grid)?;
/// assert_eq!(grade.level, Level::Extreme);
/// assert!(grade.techniques.contains_key(&Technique::NestedForcingNet));
/// assert!(grade.se >= Some(10.0));
///
/// // Made to defeat brute-force search, yet singles solve it.
/// let grid = Grid::from_line(
///     "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
/// )?;
/// assert_eq!(sudoku_wasm::grade(&grid)?.level, Level::Easy);
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
pub fn grade(grid: &Grid) -> Result<Grade, Error> {
    let position = Position::new(grid)?;
    let oracle = Oracle::new(grid, &position)?;
    let mut grade = Grade::from_path(&path_from(position, &oracle), oracle.unique);
    if oracle.unique {
        grade.se = Some(crate::logic::rate_position(position).er);
    }
    Ok(grade)
}
