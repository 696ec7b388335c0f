//! The variant engine's techniques: one table (name, level), in the order the engine
//! tries them.

use crate::Level;

/// A technique of the variant logic engine ([`Puzzle::hint`](crate::variant::Puzzle::hint)).
///
/// The all-different techniques hold for any set of houses (rows, columns, boxes or
/// jigsaw regions, diagonals, extra regions, killer cages and renban lines of N cells);
/// [`Rule`](PuzzleTechnique::Rule) is a constraint's own rule (a thermometer, an arrow, a
/// kropki dot, ...) applied to its cells.
///
/// # Example
/// ```
/// use sudoku_wasm::variant::PuzzleTechnique;
/// use sudoku_wasm::Level;
///
/// assert_eq!(PuzzleTechnique::ALL[0].name(), "Full house");
/// assert_eq!(PuzzleTechnique::InniesOuties.level(), Level::Medium);
/// assert_eq!(PuzzleTechnique::from_name("X-Wing"), Some(PuzzleTechnique::XWing));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PuzzleTechnique {
    /// The last empty cell of a house.
    FullHouse,
    /// A cell with one candidate left.
    NakedSingle,
    /// A digit with one place left in a house of N cells.
    HiddenSingle,
    /// A constraint's rule removes candidates from its own cells.
    Rule,
    /// A killer cage's digits must be one of the sets of distinct digits with its sum.
    CageCombinations,
    /// A digit of a house confined to cells that all see some other cells.
    LockedCandidates,
    /// Two cells of a group holding only the same two digits.
    NakedPair,
    /// Two digits of a house confined to the same two cells.
    HiddenPair,
    /// Three cells of a group holding only three digits between them.
    NakedTriple,
    /// Three digits of a house confined to three cells.
    HiddenTriple,
    /// A constraint searched whole (its rules together, its cells that must differ
    /// holding different digits): a candidate no filling uses, or a digit every filling
    /// holds leaving the cells outside that see all its places.
    RuleCombinations,
    /// The 45 rule: a house's (or band's) total minus the cages inside it, or the cages
    /// covering it minus its total.
    InniesOuties,
    /// A digit confined to two columns in two rows (or the reverse).
    XWing,
    /// A two-candidate pivot and two wings: the digit the wings share leaves the cells
    /// that see both.
    XyWing,
    /// Four cells of a group holding only four digits between them.
    NakedQuad,
    /// Four digits of a house confined to four cells.
    HiddenQuad,
    /// A digit confined to three columns in three rows (or the reverse).
    Swordfish,
    /// An alternating inference chain of one digit: its assumption leads back to its own
    /// removal through bilocal houses.
    XChain,
    /// An alternating inference chain whose strong links are bivalue cells.
    XyChain,
    /// An alternating inference chain: strong links in cells, houses and cages, weak
    /// links from the houses and every constraint.
    Aic,
    /// An assumption that leads, by links and singles, to a contradiction.
    ForcingChain,
    /// An assumption that leads to a contradiction, the constraints' rules run on the way.
    ForcingNet,
    /// Every candidate of a cell implies the same digit or removal.
    CellForcing,
    /// Every place of a digit in a house (or cage) implies the same digit or removal.
    HouseForcing,
    /// An assumption after which both candidates of a cell lead to a contradiction.
    NestedForcing,
    /// No technique applies: the solution's digit, not a deduction.
    Guess,
}

impl PuzzleTechnique {
    /// Every technique, in the order the engine tries them; [`Guess`](Self::Guess) last.
    pub const ALL: [PuzzleTechnique; 26] = [
        PuzzleTechnique::FullHouse,
        PuzzleTechnique::NakedSingle,
        PuzzleTechnique::HiddenSingle,
        PuzzleTechnique::Rule,
        PuzzleTechnique::CageCombinations,
        PuzzleTechnique::LockedCandidates,
        PuzzleTechnique::NakedPair,
        PuzzleTechnique::HiddenPair,
        PuzzleTechnique::NakedTriple,
        PuzzleTechnique::HiddenTriple,
        PuzzleTechnique::InniesOuties,
        PuzzleTechnique::RuleCombinations,
        PuzzleTechnique::XWing,
        PuzzleTechnique::XyWing,
        PuzzleTechnique::NakedQuad,
        PuzzleTechnique::HiddenQuad,
        PuzzleTechnique::Swordfish,
        PuzzleTechnique::XChain,
        PuzzleTechnique::XyChain,
        PuzzleTechnique::Aic,
        PuzzleTechnique::ForcingChain,
        PuzzleTechnique::ForcingNet,
        PuzzleTechnique::CellForcing,
        PuzzleTechnique::HouseForcing,
        PuzzleTechnique::NestedForcing,
        PuzzleTechnique::Guess,
    ];

    /// The name, as the explanations and the JS API write it: `"Hidden single"`,
    /// `"Locked candidates"`, `"Innies and outies"`.
    pub fn name(self) -> &'static str {
        match self {
            PuzzleTechnique::FullHouse => "Full house",
            PuzzleTechnique::NakedSingle => "Naked single",
            PuzzleTechnique::HiddenSingle => "Hidden single",
            PuzzleTechnique::Rule => "Constraint rule",
            PuzzleTechnique::CageCombinations => "Cage combinations",
            PuzzleTechnique::LockedCandidates => "Locked candidates",
            PuzzleTechnique::NakedPair => "Naked pair",
            PuzzleTechnique::HiddenPair => "Hidden pair",
            PuzzleTechnique::NakedTriple => "Naked triple",
            PuzzleTechnique::HiddenTriple => "Hidden triple",
            PuzzleTechnique::InniesOuties => "Innies and outies",
            PuzzleTechnique::RuleCombinations => "Constraint combinations",
            PuzzleTechnique::XWing => "X-Wing",
            PuzzleTechnique::XyWing => "XY-Wing",
            PuzzleTechnique::NakedQuad => "Naked quad",
            PuzzleTechnique::HiddenQuad => "Hidden quad",
            PuzzleTechnique::Swordfish => "Swordfish",
            PuzzleTechnique::XChain => "X-Chain",
            PuzzleTechnique::XyChain => "XY-Chain",
            PuzzleTechnique::Aic => "Alternating inference chain",
            PuzzleTechnique::ForcingChain => "Forcing chain",
            PuzzleTechnique::ForcingNet => "Forcing net",
            PuzzleTechnique::CellForcing => "Cell forcing net",
            PuzzleTechnique::HouseForcing => "House forcing net",
            PuzzleTechnique::NestedForcing => "Nested forcing net",
            PuzzleTechnique::Guess => "Guess",
        }
    }

    /// The difficulty level: singles and a rule's own eliminations are easy; locked
    /// candidates, pairs, triples and the 45 rule medium; fish, XY-Wings and quads hard;
    /// chains expert; forcing chains and nets extreme.
    pub fn level(self) -> Level {
        match self {
            PuzzleTechnique::FullHouse
            | PuzzleTechnique::NakedSingle
            | PuzzleTechnique::HiddenSingle
            | PuzzleTechnique::Rule
            | PuzzleTechnique::CageCombinations => Level::Easy,
            PuzzleTechnique::LockedCandidates
            | PuzzleTechnique::NakedPair
            | PuzzleTechnique::HiddenPair
            | PuzzleTechnique::NakedTriple
            | PuzzleTechnique::HiddenTriple
            | PuzzleTechnique::InniesOuties
            | PuzzleTechnique::RuleCombinations => Level::Medium,
            PuzzleTechnique::XWing
            | PuzzleTechnique::XyWing
            | PuzzleTechnique::NakedQuad
            | PuzzleTechnique::HiddenQuad
            | PuzzleTechnique::Swordfish => Level::Hard,
            PuzzleTechnique::XChain | PuzzleTechnique::XyChain | PuzzleTechnique::Aic => {
                Level::Expert
            }
            PuzzleTechnique::ForcingChain
            | PuzzleTechnique::ForcingNet
            | PuzzleTechnique::CellForcing
            | PuzzleTechnique::HouseForcing
            | PuzzleTechnique::NestedForcing => Level::Extreme,
            PuzzleTechnique::Guess => Level::Guessing,
        }
    }

    /// The technique named `name` (as [`name`](Self::name) writes it).
    pub fn from_name(name: &str) -> Option<PuzzleTechnique> {
        PuzzleTechnique::ALL.into_iter().find(|t| t.name() == name)
    }
}
