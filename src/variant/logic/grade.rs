//! A variant puzzle's difficulty: the level of the hardest technique its solve path needs
//! ([`Puzzle::grade`]).

use std::collections::BTreeMap;

use super::super::puzzle::Puzzle;
use super::board::Board;
use super::{Engine, PuzzleTechnique};
use crate::{Error, Level};

/// How hard a [`Puzzle`] is for a person: its solve path's hardest technique and that
/// technique's level, the classic levels ([`Level`]): singles and a constraint's own
/// rule easy; locked candidates, pairs, triples and innies/outies medium; fish, wings and
/// quads hard; chains expert; forcing chains and nets extreme; a guess guessing.
///
/// # Example
/// ```
/// use sudoku_wasm::variant::{Puzzle, PuzzleTechnique};
/// use sudoku_wasm::Level;
///
/// let mut puzzle = Puzzle::new(4);
/// puzzle.givens = vec![0, 2, 3, 4, 3, 0, 1, 2, 2, 1, 0, 0, 4, 0, 0, 0];
/// let grade = puzzle.grade()?;
/// assert_eq!(grade.level, Level::Easy);
/// assert!(grade.hardest_technique <= Some(PuzzleTechnique::HiddenSingle));
/// assert_eq!(grade.techniques.values().sum::<u32>(), grade.steps);
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleGrade {
    /// The level of the hardest technique on the path ([`Level::Easy`] for a full grid).
    pub level: Level,
    /// The hardest technique on the path (by level, then by the order techniques are
    /// tried); `None` when no cell was blank.
    pub hardest_technique: Option<PuzzleTechnique>,
    /// How many steps used each technique.
    pub techniques: BTreeMap<PuzzleTechnique, u32>,
    /// The number of steps.
    pub steps: u32,
}

impl Puzzle {
    /// The puzzle's difficulty: [`Puzzle::solve_path`]'s hardest technique and its level
    /// ([`PuzzleGrade`]).
    ///
    /// # Errors
    /// As [`Puzzle::solve_path`].
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::variant::Puzzle;
    /// use sudoku_wasm::Level;
    ///
    /// // A blank 4×4 has many solutions: logic alone cannot finish it.
    /// assert_eq!(Puzzle::new(4).grade()?.level, Level::Guessing);
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn grade(&self) -> Result<PuzzleGrade, Error> {
        let path = self.solve_path()?;
        Ok(PuzzleGrade::of(path.iter().map(|step| step.technique)))
    }

    /// The grade of the path that the techniques up to `cap` find, or `None` when they
    /// get stuck before every cell is filled (the puzzle needs a harder technique, or a
    /// guess). When it is `Some`, it is [`Puzzle::grade`]'s answer, found without a
    /// search: both take the easiest step at each point, and logic that fills the grid
    /// proves the solution unique. The generators' test, run once per candidate puzzle:
    /// below `Level::Expert` no chain is ever looked for.
    ///
    /// # Errors
    /// [`Error::InvalidPuzzle`] for a malformed puzzle.
    pub(crate) fn grade_within(&self, cap: Level) -> Result<Option<PuzzleGrade>, Error> {
        self.validate_shape()?;
        let engine = Engine::new(self);
        let mut board = Board::new(self, &engine.model, None)?;
        let mut path = Vec::new();
        // As in `solve_path`: every step changes the position, so N³ steps at most.
        let most = board.masks.len() * engine.n + 1;
        while board.placed.contains(&false) {
            let Some(step) = engine.next_within(&board, cap) else {
                return Ok(None);
            };
            if path.len() >= most || !board.apply(&step, &engine.model) {
                return Ok(None);
            }
            path.push(step.technique);
        }
        Ok(Some(PuzzleGrade::of(path.into_iter())))
    }
}

impl PuzzleGrade {
    /// The grade of a path that used these techniques, in order.
    fn of(path: impl Iterator<Item = PuzzleTechnique>) -> PuzzleGrade {
        let mut techniques = BTreeMap::new();
        let mut steps = 0;
        for technique in path {
            *techniques.entry(technique).or_insert(0) += 1;
            steps += 1;
        }
        let hardest_technique = techniques.keys().copied().max_by_key(|t| (t.level(), *t));
        PuzzleGrade {
            level: hardest_technique.map_or(Level::Easy, PuzzleTechnique::level),
            hardest_technique,
            techniques,
            steps,
        }
    }
}
