//! Sudoku X's diagonals: a main diagonal holds each digit once.
//!
//! Lowered to one all-different group of N cells (so a full house: hidden singles and
//! locked candidates see it).

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::Builder;
use crate::variant::puzzle::{Diagonal, Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "diagonal",
    fpuzzles: &["diagonal+", "diagonal-"],
    rule: "A main diagonal holds each digit once (sudoku X uses both).",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Diagonal`](crate::variant::Constraint::Diagonal).
pub(crate) struct View {
    pub direction: Diagonal,
}

impl View {
    fn cells(&self, n: usize) -> Vec<u16> {
        (0..n)
            .map(|i| match self.direction {
                Diagonal::Main => (i * n + i) as u16,
                Diagonal::Anti => ((n - 1 - i) * n + i) as u16,
            })
            .collect()
    }
}

/// `diagonal+` (bottom-left to top-right) and `diagonal-`: `true` when present.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, name: &str, field: Field<'_>) -> Result<(), Error> {
    let direction = if name == "diagonal+" {
        Diagonal::Anti
    } else {
        Diagonal::Main
    };
    reader.flag(field, Constraint::Diagonal { direction })
}

impl Kind for View {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, _shape: &Shape, _path: &str) -> Result<(), Error> {
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        let cells = self.cells(builder.n);
        builder.groups.push(cells);
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let cells = self.cells(checker.n);
        checker.distinct(ROW.name, Some(k), &cells);
    }

    #[cfg(feature = "logic")]
    fn house(&self, n: usize) -> Option<(Vec<u16>, String)> {
        let name = match self.direction {
            Diagonal::Main => "main",
            Diagonal::Anti => "anti",
        };
        Some((self.cells(n), format!("the {name} diagonal")))
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let key = match self.direction {
            Diagonal::Anti => "diagonal+",
            Diagonal::Main => "diagonal-",
        };
        writer.flag(key);
        Ok(())
    }
}
