//! Kropki dots: white, the two neighbours' digits differ by the dot's value (1 unless
//! given); black, one of them is the dot's value (2 unless given) times the other. One
//! module, two kinds ([`WHITE`], [`BLACK`]): a dot between two cells and its value, only
//! the relation differs.
//!
//! Lowered to one pair relation.

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::Builder;
use crate::variant::puzzle::{invalid, Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const WHITE: KindRow = KindRow {
    name: "kropkiWhite",
    fpuzzles: &["difference"],
    rule: "The two digits differ by the dot's value (1 unless given).",
    #[cfg(feature = "variants")]
    read: Some(read),
};

pub(crate) const BLACK: KindRow = KindRow {
    name: "kropkiBlack",
    fpuzzles: &["ratio"],
    rule: "One digit is the dot's value (2 unless given) times the other.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::KropkiWhite`](crate::variant::Constraint::KropkiWhite) (`white` true:
/// `value` is the difference) and
/// [`Constraint::KropkiBlack`](crate::variant::Constraint::KropkiBlack) (`value` is the
/// ratio).
pub(crate) struct View<'a> {
    pub cells: &'a [u16; 2],
    pub white: bool,
    pub value: u8,
}

/// `difference`, `ratio`: `[{cells: [a, b], value?}]`.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, name: &str, field: Field<'_>) -> Result<(), Error> {
    let n = reader.size() as i64;
    let white = name == WHITE.fpuzzles[0];
    field.each(|item| {
        let cells = reader.pair(item)?;
        let value = item.with_key("value", |f| f.map_or(Ok(None), |f| f.clue(1..=n.max(2))))?;
        let constraint = if white {
            let difference = value.unwrap_or(1) as u8;
            Constraint::KropkiWhite { cells, difference }
        } else {
            let ratio = value.unwrap_or(2) as u8;
            Constraint::KropkiBlack { cells, ratio }
        };
        reader.push(constraint, &item);
        Ok(())
    })
}

/// `twice`, `3 times`.
#[cfg(feature = "logic")]
fn times(ratio: u8) -> String {
    match ratio {
        2 => "twice".into(),
        r => format!("{r} times"),
    }
}

impl View<'_> {
    /// The dot's relation between the two digits.
    fn relation(&self) -> impl Fn(i64, i64) -> bool + Copy {
        let (white, v) = (self.white, i64::from(self.value));
        move |x, y| {
            if white {
                (x - y).abs() == v
            } else {
                x == v * y || y == v * x
            }
        }
    }

    /// The value a dot has when f-puzzles gives none.
    #[cfg(feature = "variants")]
    fn default_value(&self) -> u8 {
        if self.white {
            1
        } else {
            2
        }
    }
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        if self.white {
            &WHITE
        } else {
            &BLACK
        }
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.pair(self.cells, &format!("{path}.cells"))?;
        let v = self.value;
        if self.white {
            if v == 0 || v >= shape.n.max(2) {
                return Err(invalid(
                    format!("{path}.difference"),
                    format!(
                        "difference {v} is not 1-{}",
                        usize::from(shape.n).saturating_sub(1)
                    ),
                ));
            }
        } else if v < 2 || v > shape.n {
            return Err(invalid(
                format!("{path}.ratio"),
                format!("ratio {v} is not 2-{}", shape.n),
            ));
        }
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        builder.pair(self.cells[0], self.cells[1], self.relation());
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let [a, b] = *self.cells;
        checker.pair_rule(self.row().name, k, a, b, self.relation());
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        if self.white {
            format!(
                "White dot between {} (the digits differ by {})",
                super::pair_text(n, cells),
                self.value
            )
        } else {
            format!(
                "Black dot between {} (one digit is {} the other)",
                super::pair_text(n, cells),
                times(self.value)
            )
        }
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let cells = writer.names(self.cells);
        let value = if self.value == self.default_value() {
            serde_json::json!({ "cells": cells })
        } else {
            serde_json::json!({ "cells": cells, "value": self.value.to_string() })
        };
        writer.add(self.row().fpuzzles[0], value);
        Ok(())
    }
}
