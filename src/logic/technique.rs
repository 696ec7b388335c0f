//! The techniques and their levels: one table gives each technique its name, level,
//! score, HoDoKu codes and finder; everything else reads it.
//!
//! Adding a technique is one variant of [`Technique`] and one row of `TABLE` (in the
//! variant's place), plus its finder and tests.

use std::fmt;

use super::{
    avoidable, blossom, chains, fish, franken, grouped, intersections, nets, single_digit, singles,
    subsets, sue_de_coq, templates, uniqueness, wings, Ctx, Position, Step,
};

/// A difficulty level: the level of the hardest technique a puzzle needs (see
/// [`Technique::level`]).
///
/// # Example
/// ```
/// use sudoku_wasm::Level;
///
/// assert!(Level::Easy < Level::Extreme);
/// assert_eq!(Level::Expert.name(), "expert");
/// assert_eq!(Level::from_name("guessing"), Some(Level::Guessing));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Locked candidates, and naked and hidden pairs and triples.
    Medium,
    /// Basic fish, wings, single-digit patterns, uniqueness, quads.
    Hard,
    /// Finned fish, Jellyfish, chains.
    Expert,
    /// Forcing nets.
    Extreme,
    /// Beyond this solver's techniques: the puzzle needs at least one guess.
    Guessing,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 6] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
        Level::Guessing,
    ];

    /// The lowercase name, as the JS API writes it: `"easy"` … `"guessing"`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
            Level::Guessing => "guessing",
        }
    }

    /// The level with this [`name`](Level::name), if any.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

impl fmt::Display for Level {
    /// The [`name`](Level::name).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A solving technique. The order of the variants is the order the engine tries them
/// in, from the easiest.
///
/// # Example
/// ```
/// use sudoku_wasm::{Level, Technique};
///
/// assert_eq!(Technique::XWing.name(), "X-Wing");
/// assert_eq!(Technique::XWing.level(), Level::Hard);
/// assert!(Technique::HiddenSingle < Technique::XWing);
/// assert_eq!(Technique::ALL.len(), 50);
/// assert_eq!(Technique::XWing.hodoku(), ["0300"]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Technique {
    /// The last empty cell of a row, column or box takes the missing digit.
    FullHouse,
    /// A cell with a single candidate takes it.
    NakedSingle,
    /// A digit with a single place in a row, column or box goes there.
    HiddenSingle,
    /// A digit confined to one row or column within a box leaves the rest of that line.
    Pointing,
    /// A digit confined to one box within a row or column leaves the rest of that box.
    Claiming,
    /// Two cells of a unit with the same two candidates: those digits leave the unit's
    /// other cells.
    NakedPair,
    /// Two digits with the same two places in a unit: those cells lose their other
    /// candidates.
    HiddenPair,
    /// Three cells of a unit with three candidates between them.
    NakedTriple,
    /// Three digits with three places between them in a unit.
    HiddenTriple,
    /// A digit with two places in each of two rows, in the same two columns (or the
    /// other way round): it leaves the rest of those columns.
    XWing,
    /// Two rows (columns) with a digit twice each, sharing one column (row): one of the
    /// two other ends holds it.
    Skyscraper,
    /// A row pair and a column pair on one digit, joined in a box: one of the free ends
    /// holds it.
    TwoStringKite,
    /// A box whose candidates of a digit lie in one row and one column, plus a pair in a
    /// line that meets it.
    EmptyRectangle,
    /// A pivot x/y and pincers x/z and y/z that it sees: one pincer is z.
    XyWing,
    /// A pivot x/y/z and pincers x/z and y/z: one of the three is z.
    XyzWing,
    /// Two x/y cells joined by a strong link on x: one of them is y.
    WWing,
    /// The X-Wing with three rows and three columns.
    Swordfish,
    /// The pairs of one digit coloured in two alternating colours, one of them true.
    SimpleColouring,
    /// Three cells of a rectangle are exactly a/b: the fourth cannot be a or b.
    UniqueRectangle1,
    /// Two cells a/b and two a/b/c: c is in one of the latter.
    UniqueRectangle2,
    /// The rectangle's extra candidates form a naked subset with other cells.
    UniqueRectangle3,
    /// The rectangle's roof holds a in a unit only there: neither roof cell is b.
    UniqueRectangle4,
    /// A unique rectangle of types 1-4 with a corner that lacks one of the two digits
    /// (HoDoKu's "missing candidates"). Only for [`find_all`](Technique::find_all).
    UniqueRectangleMissing,
    /// Two or three corners of a rectangle hold one extra candidate c, the others are
    /// exactly a/b: c goes from the cells that see every c corner. Only for
    /// [`find_all`](Technique::find_all).
    UniqueRectangle5,
    /// Two opposite corners exactly a/b and x only in the rectangle in both rows (or
    /// columns): x goes from the two other corners. Only for
    /// [`find_all`](Technique::find_all).
    UniqueRectangle6,
    /// A corner exactly a/b, and b only in the rectangle in the opposite corner's row and
    /// column: that corner is not a. Only for [`find_all`](Technique::find_all).
    HiddenRectangle,
    /// Three corners of a rectangle were placed by solving (none given) as a, b and a or
    /// b: the fourth cannot take the digit that would let a and b swap. Only for
    /// [`find_all`](Technique::find_all) with the givens known
    /// ([`find_steps_with_givens`](super::find_steps_with_givens)).
    AvoidableRectangle1,
    /// Two corners of a rectangle were placed by solving (none given), the other two hold
    /// the digit each needs to complete the swappable pattern plus the same extra c: c
    /// leaves the cells that see both. Only for [`find_all`](Technique::find_all) with
    /// the givens known ([`find_steps_with_givens`](super::find_steps_with_givens)).
    AvoidableRectangle2,
    /// Every blank cell has two candidates but one, with three: it takes the digit that
    /// would otherwise leave two solutions or none.
    BugPlusOne,
    /// Four cells of a unit with four candidates between them.
    NakedQuad,
    /// Four digits with four places between them in a unit.
    HiddenQuad,
    /// An X-Wing spoilt by extra candidates (fins) in one box; it removes what both the
    /// X-Wing and the fins rule out. Includes the sashimi form.
    FinnedXWing,
    /// The Swordfish with fins, as the finned X-Wing.
    FinnedSwordfish,
    /// The X-Wing with four rows and four columns.
    Jellyfish,
    /// The X-Wing with four rows and four columns, with fins, as the finned X-Wing
    /// (sashimi included). Only for [`find_all`](Technique::find_all), see
    /// [`Technique::in_hint`].
    FinnedJellyfish,
    /// A fish whose base units are rows and boxes and cover units columns and boxes (or
    /// the other way round), finned or not, sizes 2-4. Only for
    /// [`find_all`](Technique::find_all).
    FrankenFish,
    /// A fish with any other mix of rows, columns and boxes (a row and a column among
    /// the base units, say), finned or not, sizes 2-4. Only for
    /// [`find_all`](Technique::find_all).
    MutantFish,
    /// A chain of one digit alternating "only two in a unit" links and "see each other"
    /// links: one end holds the digit.
    XChain,
    /// A chain of two-candidate cells: one end holds the digit both ends share.
    XyChain,
    /// An alternating inference chain: candidates of any digits and cells, joined
    /// alternately by strong and weak links; one end is true.
    Aic,
    /// An alternating inference chain whose nodes may be groups: the two or three
    /// places of a digit where a box meets a line. Covers HoDoKu's grouped nice loops.
    /// Only for [`find_all`](Technique::find_all).
    GroupedAic,
    /// An alternating inference chain through almost locked sets (n cells of a unit
    /// with n + 1 digits): ALS-XZ, ALS-XY-Wing and longer ALS chains. Only for
    /// [`find_all`](Technique::find_all).
    AlsChain,
    /// A stem cell whose every candidate leads to an ALS: a digit common to all of them
    /// leaves what sees all its places there. Only for [`find_all`](Technique::find_all).
    DeathBlossom,
    /// Two or three cells where a box meets a line, with cells of the rest of the line
    /// and of the rest of the box whose digits do not overlap: as many digits as cells,
    /// each placed there once; they leave the rest of the line and box. Only for
    /// [`find_all`](Technique::find_all).
    SueDeCoq,
    /// Every way to place a digit once per row, column and box puts it in a cell: the
    /// cell takes it. Only for [`find_all`](Technique::find_all).
    TemplateSet,
    /// No way to place a digit once per row, column and box uses a candidate: it goes.
    /// Only for [`find_all`](Technique::find_all).
    TemplateDelete,
    /// Assuming a candidate, singles alone lead to a contradiction: it is removed.
    ForcingNet,
    /// Every candidate of a cell leads, by singles alone, to the same digit in another
    /// cell: that digit is placed.
    CellForcingNet,
    /// Assuming a candidate, singles and the forcing nets inside that case (each
    /// candidate whose own singles break the grid goes) lead to a contradiction: it is
    /// removed.
    NestedForcingNet,
    /// No technique applies: the solution's digit, given without a logical reason.
    Guess,
}

/// One row of the technique table.
struct Entry {
    technique: Technique,
    name: &'static str,
    level: Level,
    score: u32,
    /// The codes of HoDoKu's steps this technique covers (its regression library's
    /// section numbers).
    hodoku: &'static [&'static str],
    /// The first use of the technique in the position, if any.
    find: fn(&Ctx) -> Option<Step>,
}

/// How many techniques there are.
const COUNT: usize = 50;

/// The technique table, in the order of the variants (checked at compile time below).
const TABLE: [Entry; COUNT] = [
    Entry {
        technique: Technique::FullHouse,
        name: "Full house",
        level: Level::Easy,
        score: 1,
        hodoku: &["0000"],
        find: singles::full_house,
    },
    Entry {
        technique: Technique::NakedSingle,
        name: "Naked single",
        level: Level::Easy,
        score: 2,
        hodoku: &["0003"],
        find: singles::naked_single,
    },
    Entry {
        technique: Technique::HiddenSingle,
        name: "Hidden single",
        level: Level::Easy,
        score: 2,
        hodoku: &["0002"],
        find: singles::hidden_single,
    },
    Entry {
        technique: Technique::Pointing,
        name: "Pointing",
        level: Level::Medium,
        score: 10,
        hodoku: &["0100"],
        find: intersections::pointing,
    },
    Entry {
        technique: Technique::Claiming,
        name: "Claiming",
        level: Level::Medium,
        score: 10,
        hodoku: &["0101"],
        find: intersections::claiming,
    },
    Entry {
        technique: Technique::NakedPair,
        name: "Naked pair",
        level: Level::Medium,
        score: 12,
        hodoku: &["0200", "0110"],
        find: |c| subsets::naked(c, 2),
    },
    Entry {
        technique: Technique::HiddenPair,
        name: "Hidden pair",
        level: Level::Medium,
        score: 15,
        hodoku: &["0210"],
        find: |c| subsets::hidden(c, 2),
    },
    Entry {
        technique: Technique::NakedTriple,
        name: "Naked triple",
        level: Level::Medium,
        score: 18,
        hodoku: &["0201", "0111"],
        find: |c| subsets::naked(c, 3),
    },
    Entry {
        technique: Technique::HiddenTriple,
        name: "Hidden triple",
        level: Level::Medium,
        score: 22,
        hodoku: &["0211"],
        find: |c| subsets::hidden(c, 3),
    },
    Entry {
        technique: Technique::XWing,
        name: "X-Wing",
        level: Level::Hard,
        score: 30,
        hodoku: &["0300"],
        find: |c| fish::basic(c, 2),
    },
    Entry {
        technique: Technique::Skyscraper,
        name: "Skyscraper",
        level: Level::Hard,
        score: 32,
        hodoku: &["0400", "0403"],
        find: single_digit::skyscraper,
    },
    Entry {
        technique: Technique::TwoStringKite,
        name: "2-String Kite",
        level: Level::Hard,
        score: 32,
        hodoku: &["0401", "0403", "0404"],
        find: single_digit::two_string_kite,
    },
    Entry {
        technique: Technique::EmptyRectangle,
        name: "Empty rectangle",
        level: Level::Hard,
        score: 34,
        hodoku: &["0402", "0403", "0405"],
        find: single_digit::empty_rectangle,
    },
    Entry {
        technique: Technique::XyWing,
        name: "XY-Wing",
        level: Level::Hard,
        score: 36,
        hodoku: &["0800"],
        find: wings::xy_wing,
    },
    Entry {
        technique: Technique::XyzWing,
        name: "XYZ-Wing",
        level: Level::Hard,
        score: 40,
        hodoku: &["0801"],
        find: wings::xyz_wing,
    },
    Entry {
        technique: Technique::WWing,
        name: "W-Wing",
        level: Level::Hard,
        score: 40,
        hodoku: &["0803"],
        find: wings::w_wing,
    },
    Entry {
        technique: Technique::Swordfish,
        name: "Swordfish",
        level: Level::Hard,
        score: 40,
        hodoku: &["0301"],
        find: |c| fish::basic(c, 3),
    },
    Entry {
        technique: Technique::SimpleColouring,
        name: "Simple colouring",
        level: Level::Hard,
        score: 42,
        hodoku: &["0500", "0501"],
        find: single_digit::simple_colouring,
    },
    Entry {
        technique: Technique::UniqueRectangle1,
        name: "Unique rectangle type 1",
        level: Level::Hard,
        score: 36,
        hodoku: &["0600"],
        find: |c| uniqueness::rectangle(c, 1),
    },
    Entry {
        technique: Technique::UniqueRectangle2,
        name: "Unique rectangle type 2",
        level: Level::Hard,
        score: 36,
        hodoku: &["0601"],
        find: |c| uniqueness::rectangle(c, 2),
    },
    Entry {
        technique: Technique::UniqueRectangle3,
        name: "Unique rectangle type 3",
        level: Level::Hard,
        score: 42,
        hodoku: &["0602"],
        find: |c| uniqueness::rectangle(c, 3),
    },
    Entry {
        technique: Technique::UniqueRectangle4,
        name: "Unique rectangle type 4",
        level: Level::Hard,
        score: 42,
        hodoku: &["0603"],
        find: |c| uniqueness::rectangle(c, 4),
    },
    Entry {
        technique: Technique::UniqueRectangleMissing,
        name: "Unique rectangle with a missing candidate",
        level: Level::Hard,
        score: 44,
        hodoku: &["0600", "0601", "0602", "0603"],
        find: uniqueness::missing_rectangle,
    },
    Entry {
        technique: Technique::UniqueRectangle5,
        name: "Unique rectangle type 5",
        level: Level::Hard,
        score: 42,
        hodoku: &["0604"],
        find: |c| uniqueness::rectangle(c, 5),
    },
    Entry {
        technique: Technique::UniqueRectangle6,
        name: "Unique rectangle type 6",
        level: Level::Hard,
        score: 44,
        hodoku: &["0605"],
        find: |c| uniqueness::rectangle(c, 6),
    },
    Entry {
        technique: Technique::HiddenRectangle,
        name: "Hidden rectangle",
        level: Level::Hard,
        score: 44,
        hodoku: &["0606"],
        find: uniqueness::hidden_rectangle,
    },
    Entry {
        technique: Technique::AvoidableRectangle1,
        name: "Avoidable rectangle type 1",
        level: Level::Hard,
        score: 36,
        hodoku: &["0607"],
        find: |c| avoidable::rectangle(c, 1),
    },
    Entry {
        technique: Technique::AvoidableRectangle2,
        name: "Avoidable rectangle type 2",
        level: Level::Hard,
        score: 36,
        hodoku: &["0608"],
        find: |c| avoidable::rectangle(c, 2),
    },
    Entry {
        technique: Technique::BugPlusOne,
        name: "BUG+1",
        level: Level::Hard,
        score: 40,
        hodoku: &["0610"],
        find: uniqueness::bug_plus_one,
    },
    Entry {
        technique: Technique::NakedQuad,
        name: "Naked quad",
        level: Level::Hard,
        score: 45,
        hodoku: &["0202"],
        find: |c| subsets::naked(c, 4),
    },
    Entry {
        technique: Technique::HiddenQuad,
        name: "Hidden quad",
        level: Level::Hard,
        score: 50,
        hodoku: &["0212"],
        find: |c| subsets::hidden(c, 4),
    },
    Entry {
        technique: Technique::FinnedXWing,
        name: "Finned X-Wing",
        level: Level::Expert,
        score: 60,
        hodoku: &["0310", "0320"],
        find: |c| fish::finned(c, 2),
    },
    Entry {
        technique: Technique::FinnedSwordfish,
        name: "Finned Swordfish",
        level: Level::Expert,
        score: 70,
        hodoku: &["0311", "0321", "03111", "03211"],
        find: |c| fish::finned(c, 3),
    },
    Entry {
        technique: Technique::Jellyfish,
        name: "Jellyfish",
        level: Level::Expert,
        score: 70,
        hodoku: &["0302"],
        find: |c| fish::basic(c, 4),
    },
    Entry {
        technique: Technique::FinnedJellyfish,
        name: "Finned Jellyfish",
        level: Level::Expert,
        score: 80,
        hodoku: &["0312", "0322", "03121", "03221"],
        find: |c| fish::finned(c, 4),
    },
    Entry {
        technique: Technique::FrankenFish,
        name: "Franken fish",
        level: Level::Expert,
        score: 90,
        hodoku: &[
            "0330", "0331", "0332", "0340", "0341", "03411", "0342", "03421",
        ],
        find: franken::franken,
    },
    Entry {
        technique: Technique::MutantFish,
        name: "Mutant fish",
        level: Level::Expert,
        score: 100,
        hodoku: &["0350", "0351", "0352", "0360", "0361", "0362", "03621"],
        find: franken::mutant,
    },
    Entry {
        technique: Technique::XChain,
        name: "X-Chain",
        level: Level::Expert,
        score: 80,
        hodoku: &["0701", "0403", "0706", "0707"],
        find: chains::x_chain,
    },
    Entry {
        technique: Technique::XyChain,
        name: "XY-Chain",
        level: Level::Expert,
        score: 90,
        hodoku: &["0702", "0703", "0706", "0707"],
        find: chains::xy_chain,
    },
    Entry {
        technique: Technique::Aic,
        name: "Alternating inference chain",
        level: Level::Expert,
        score: 100,
        hodoku: &["0708", "0706", "0707"],
        find: chains::aic,
    },
    Entry {
        technique: Technique::GroupedAic,
        name: "Grouped AIC",
        level: Level::Expert,
        score: 110,
        hodoku: &["0709", "0710", "0711", "0706", "0707", "0502", "0503"],
        find: grouped::grouped_aic,
    },
    Entry {
        technique: Technique::AlsChain,
        name: "ALS chain",
        level: Level::Expert,
        score: 120,
        // HoDoKu's grouped nice loops and AICs may go through ALS nodes.
        hodoku: &["0901", "0902", "0903", "1101", "0709", "0710", "0711"],
        find: grouped::als_chain,
    },
    Entry {
        technique: Technique::DeathBlossom,
        name: "Death Blossom",
        level: Level::Expert,
        score: 130,
        hodoku: &["0904"],
        find: blossom::death_blossom,
    },
    Entry {
        technique: Technique::SueDeCoq,
        name: "Sue de Coq",
        level: Level::Expert,
        score: 100,
        hodoku: &["1101"],
        find: sue_de_coq::sue_de_coq,
    },
    Entry {
        technique: Technique::TemplateSet,
        name: "Template set",
        level: Level::Expert,
        score: 100,
        hodoku: &["1201"],
        find: templates::template_set,
    },
    Entry {
        technique: Technique::TemplateDelete,
        name: "Template delete",
        level: Level::Expert,
        score: 100,
        hodoku: &["1202"],
        find: templates::template_delete,
    },
    Entry {
        technique: Technique::ForcingNet,
        name: "Forcing net",
        level: Level::Extreme,
        score: 150,
        hodoku: &[],
        find: nets::contradiction,
    },
    Entry {
        technique: Technique::CellForcingNet,
        name: "Cell forcing net",
        level: Level::Extreme,
        score: 200,
        hodoku: &[],
        find: nets::cell_forcing,
    },
    Entry {
        technique: Technique::NestedForcingNet,
        name: "Nested forcing net",
        level: Level::Extreme,
        score: 300,
        hodoku: &[],
        find: nets::nested,
    },
    Entry {
        technique: Technique::Guess,
        name: "Guess",
        level: Level::Guessing,
        score: 500,
        hodoku: &[],
        find: |_| None,
    },
];

/// Row `i` of the table describes variant `i`.
const _: () = {
    let mut i = 0;
    while i < COUNT {
        assert!(TABLE[i].technique as usize == i);
        i += 1;
    }
};

impl Technique {
    /// Every technique, in the order they are tried ([`Technique::Guess`] last).
    pub const ALL: [Technique; COUNT] = {
        let mut all = [Technique::Guess; COUNT];
        let mut i = 0;
        while i < COUNT {
            all[i] = TABLE[i].technique;
            i += 1;
        }
        all
    };

    fn entry(self) -> &'static Entry {
        &TABLE[self as usize]
    }

    /// The name people use, as the explanations and the JS API write it: `"X-Wing"`,
    /// `"Naked pair"`, `"BUG+1"`.
    pub fn name(self) -> &'static str {
        self.entry().name
    }

    /// The technique with this [`name`](Technique::name), if any.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Technique;
    ///
    /// assert_eq!(Technique::from_name("2-String Kite"), Some(Technique::TwoStringKite));
    /// assert_eq!(Technique::from_name("2-string kite"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Technique> {
        TABLE.iter().find(|e| e.name == name).map(|e| e.technique)
    }

    /// The difficulty level the technique belongs to (see [`Level`]).
    pub fn level(self) -> Level {
        self.entry().level
    }

    /// What one use of the technique adds to a puzzle's [`Grade::score`](crate::Grade):
    /// 1-2 for singles, 10-22 for medium techniques, 30-50 hard, 60-90 expert, 150-200
    /// extreme, 500 for a guess.
    pub fn score(self) -> u32 {
        self.entry().score
    }

    /// The codes of the HoDoKu solving steps this technique covers, as HoDoKu's
    /// regression library numbers them (`"0300"` for X-Wing); empty for the techniques
    /// HoDoKu has no step for (the forcing nets here are singles-only, HoDoKu's are not).
    pub fn hodoku(self) -> &'static [&'static str] {
        self.entry().hodoku
    }

    /// Whether [`hint`](super::hint), [`solve_path`](super::solve_path) and so
    /// [`grade`](crate::grade()) and the generator use the technique. The techniques added
    /// for HoDoKu's library (issue 12: finned Jellyfish, ...) are not: putting them in
    /// the ordering would change the grades and paths that puzzles already have, and the
    /// forcing nets solve what they do; they are found by
    /// [`find_all`](Technique::find_all) and [`find_steps`](super::find_steps).
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Technique;
    ///
    /// assert!(Technique::XWing.in_hint());
    /// assert!(!Technique::FinnedJellyfish.in_hint());
    /// ```
    pub fn in_hint(self) -> bool {
        !matches!(
            self,
            Technique::FinnedJellyfish
                | Technique::FrankenFish
                | Technique::MutantFish
                | Technique::UniqueRectangleMissing
                | Technique::UniqueRectangle5
                | Technique::UniqueRectangle6
                | Technique::HiddenRectangle
                | Technique::AvoidableRectangle1
                | Technique::AvoidableRectangle2
                | Technique::GroupedAic
                | Technique::AlsChain
                | Technique::DeathBlossom
                | Technique::SueDeCoq
                | Technique::TemplateSet
                | Technique::TemplateDelete
        )
    }

    /// Whether the technique is only a deduction for a puzzle with exactly one solution
    /// (the unique rectangles and BUG+1).
    pub fn needs_uniqueness(self) -> bool {
        matches!(
            self,
            Technique::UniqueRectangle1
                | Technique::UniqueRectangle2
                | Technique::UniqueRectangle3
                | Technique::UniqueRectangle4
                | Technique::UniqueRectangleMissing
                | Technique::UniqueRectangle5
                | Technique::UniqueRectangle6
                | Technique::HiddenRectangle
                | Technique::AvoidableRectangle1
                | Technique::AvoidableRectangle2
                | Technique::BugPlusOne
        )
    }

    /// Whether the technique reads which filled cells were given (the avoidable
    /// rectangles): its steps need the givens, not only the grid, to have one solution.
    pub(crate) fn reads_givens(self) -> bool {
        matches!(
            self,
            Technique::AvoidableRectangle1 | Technique::AvoidableRectangle2
        )
    }
    /// A use of this technique in `position` that places or removes something, if there
    /// is one: the first in a fixed scan order (for chains and forcing nets, a shortest
    /// one). [`Technique::Guess`] never has one: it needs the solution.
    ///
    /// This looks for one technique only, whatever easier ones would find; [`hint`](super::hint) tries
    /// them all in order. The uniqueness techniques ([`Technique::needs_uniqueness`])
    /// assume the puzzle has exactly one solution: their steps are deductions only then.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Position, Grid, Technique};
    ///
    /// let grid = Grid::from_line(
    ///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    /// )?;
    /// let position = Position::new(&grid)?;
    /// let step = Technique::HiddenSingle.find(&position).expect("there is one");
    /// assert_eq!(step.technique, Technique::HiddenSingle);
    /// assert!(Technique::Guess.find(&position).is_none());
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn find(self, position: &Position) -> Option<Step> {
        self.find_in(&Ctx::new(position))
    }

    pub(crate) fn find_in(self, ctx: &Ctx) -> Option<Step> {
        (self.entry().find)(ctx)
    }

    /// Every use of this technique in `position` that places or removes something, in
    /// the finder's scan order, each different conclusion once (of two steps that place
    /// and remove the same, the first found stays). Empty when there is none, and always
    /// for [`Technique::Guess`]. The forcing nets give one step: their finders pick the
    /// shortest net.
    ///
    /// The uniqueness techniques ([`Technique::needs_uniqueness`]) assume the puzzle has
    /// exactly one solution, as for [`Technique::find`]; [`find_steps`](super::find_steps)
    /// checks that first.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Position, Grid, Technique};
    ///
    /// let grid = Grid::from_line(
    ///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    /// )?;
    /// let position = Position::new(&grid)?;
    /// let singles = Technique::NakedSingle.find_all(&position);
    /// assert!(singles.len() > 1);
    /// assert_eq!(singles[0], Technique::NakedSingle.find(&position).unwrap());
    /// assert!(Technique::Guess.find_all(&position).is_empty());
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn find_all(self, position: &Position) -> Vec<Step> {
        self.find_all_in(Ctx::collecting(position))
    }

    /// [`Technique::find_all`] in a collecting context (one that may know the givens).
    pub(crate) fn find_all_in(self, ctx: Ctx) -> Vec<Step> {
        // A finder that picks one best step (the forcing nets) returns it instead.
        let last = self.find_in(&ctx);
        let mut steps = ctx.into_steps();
        steps.extend(last);
        let mut kept: Vec<Step> = Vec::with_capacity(steps.len());
        for step in steps {
            let same =
                |k: &Step| k.placements == step.placements && k.eliminations == step.eliminations;
            if !kept.iter().any(same) {
                kept.push(step);
            }
        }
        kept
    }
}

impl fmt::Display for Technique {
    /// The [`name`](Technique::name).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
