//! X and V: the two neighbours' digits sum to 10 (X) or 5 (V); any other sum is a
//! generic sum clue on the pair (which f-puzzles cannot state).
//!
//! Lowered to one pair relation.

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{read::brief, Field, Reader, Writer};
use crate::variant::model::Builder;
use crate::variant::puzzle::{Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "xv",
    fpuzzles: &["xv"],
    rule: "The two digits sum to 10 (X) or 5 (V).",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Xv`](crate::variant::Constraint::Xv).
pub(crate) struct View<'a> {
    pub cells: &'a [u16; 2],
    pub sum: u8,
}

/// `xv`: `[{cells: [a, b], value: "X" | "V"}]`.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    field.each(|item| {
        let cells = reader.pair(item)?;
        let sum = item.required("value", |f| match f.str()? {
            "X" | "x" => Ok(10),
            "V" | "v" => Ok(5),
            _ => Err(f.invalid(format!("expected \"X\" or \"V\", found {}", brief(f.value)))),
        })?;
        reader.push(Constraint::Xv { cells, sum }, &item);
        Ok(())
    })
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.pair(self.cells, &format!("{path}.cells"))
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        let s = i64::from(self.sum);
        builder.pair(self.cells[0], self.cells[1], move |x, y| x + y == s);
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let s = i64::from(self.sum);
        let [a, b] = *self.cells;
        checker.pair_rule(ROW.name, k, a, b, |x, y| x + y == s);
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        let mark = match self.sum {
            10 => "X".to_string(),
            5 => "V".to_string(),
            s => format!("Sum {s}"),
        };
        format!(
            "{mark} between {} (the digits sum to {})",
            super::pair_text(n, cells),
            self.sum
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let value = match self.sum {
            10 => "X",
            5 => "V",
            sum => {
                return Err(Error::Unsupported {
                    constraint: format!("xv (a sum of {sum}: f-puzzles has X and V only)"),
                })
            }
        };
        let cells = writer.names(self.cells);
        writer.add("xv", serde_json::json!({ "cells": cells, "value": value }));
        Ok(())
    }
}
