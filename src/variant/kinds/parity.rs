//! Odd and even cells: the cells hold odd (even) digits. One module, two kinds
//! ([`ODD`], [`EVEN`]): the rules differ only in the parity.
//!
//! Lowered to an initial candidate mask; f-puzzles lists the cells one by one, read as
//! one constraint.

use super::{parity_mask, Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::Builder;
use crate::variant::puzzle::{Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ODD: KindRow = KindRow {
    name: "odd",
    fpuzzles: &["odd"],
    rule: "The cells hold odd digits.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

pub(crate) const EVEN: KindRow = KindRow {
    name: "even",
    fpuzzles: &["even"],
    rule: "The cells hold even digits.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Odd`](crate::variant::Constraint::Odd) (`odd` true) and
/// [`Constraint::Even`](crate::variant::Constraint::Even).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
    pub odd: bool,
}

/// `odd`, `even`: `[{cell}]`, all of them one constraint.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, name: &str, field: Field<'_>) -> Result<(), Error> {
    let cells = reader.single_cells(field)?;
    if !cells.is_empty() {
        let constraint = if name == ODD.fpuzzles[0] {
            Constraint::Odd { cells }
        } else {
            Constraint::Even { cells }
        };
        reader.push(constraint, &field);
    }
    Ok(())
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        if self.odd {
            &ODD
        } else {
            &EVEN
        }
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 1, usize::MAX)
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        let keep = parity_mask(builder.n, self.odd);
        builder.mask(self.cells, keep);
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let wrong = if self.odd { 0 } else { 1 };
        for &c in self.cells {
            let v = checker.v(c);
            if v != 0 && v % 2 == wrong {
                checker.report(self.row().name, Some(k), vec![c]);
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, _cells: &[u16]) -> String {
        let s = if self.cells.len() == 1 { "" } else { "s" };
        let (kind, digits) = if self.odd {
            ("Odd", "odd")
        } else {
            ("Even", "even")
        };
        format!(
            "{kind} cell{s} {} (they hold {digits} digits)",
            super::super::logic::text::cells_short(n, self.cells)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let field = self.row().fpuzzles[0];
        for &c in self.cells {
            let cell = writer.name(c);
            writer.add(field, serde_json::json!({ "cell": cell }));
        }
        Ok(())
    }
}
