//! Digital-root cages: the cage's digits differ, and the digital root of their sum (the
//! sum's digits added up until one digit is left) is the cage's root. So the sum is the
//! root, or the root plus a multiple of 9.
//!
//! f-puzzles has no field for it: a setter draws a cosmetic `cage` whose value is
//! `DR<root>` (`DR5`), which Rangsk's solver reads as this rule; every other cosmetic
//! cage stays decoration. SudokuPad's converter draws that cage as it is, value and all,
//! so an scl link reads the same.
//!
//! Lowered to an all-different group and the `cage` primitive over the digit sets whose
//! sum has that root (when they are few enough to list; else the group, and the search's
//! final check).

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::{combinations, Builder, Prop};
use crate::variant::puzzle::{invalid, Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "digitalRootCage",
    // Read from f-puzzles' cosmetic cages whose value is `DR<root>`; any other cosmetic
    // cage is decoration.
    fpuzzles: &["cage"],
    rule: "The cage's digits differ, and the digital root of their sum is its root (the sum is the root plus a multiple of 9).",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::DigitalRootCage`](crate::variant::Constraint::DigitalRootCage).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
    pub root: u8,
}

/// The digital root of a positive sum: 1-9.
fn digital_root(sum: i64) -> i64 {
    (sum - 1).rem_euclid(9) + 1
}

/// `cage`: `[{cells, value, outlineC, fontC}]`, f-puzzles' cosmetic cages. A value
/// `DR<digits>` (spaces around it allowed) is this rule, its root 1-9; any other value,
/// or none, is decoration and read as nothing.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    field.each(|item| {
        let root = item.with_key("value", |value| {
            let Some(value) = value else {
                return Ok(None);
            };
            let text = match value.value {
                serde_json::Value::String(text) => text.trim(),
                _ => return Ok(None),
            };
            let Some(digits) = text
                .strip_prefix("DR")
                .filter(|rest| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()))
            else {
                return Ok(None);
            };
            match digits.parse::<u8>() {
                Ok(root @ 1..=9) => Ok(Some(root)),
                _ => Err(value.invalid(format!(
                    "a digital root is 1-9, found {}",
                    super::super::fpuzzles::read::brief(value.value)
                ))),
            }
        })?;
        if let Some(root) = root {
            let cells = item.required("cells", |f| reader.cell_list(f))?;
            reader.push(Constraint::DigitalRootCage { cells, root }, &item);
        }
        Ok(())
    })
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(
            self.cells,
            &format!("{path}.cells"),
            1,
            usize::from(shape.n),
        )?;
        if !(1..=9).contains(&self.root) {
            return Err(invalid(
                format!("{path}.root"),
                format!("a digital root is 1-9, found {}", self.root),
            ));
        }
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        builder.groups.push(self.cells.to_vec());
        let (n, k) = (builder.n as i64, self.cells.len() as i64);
        // The sums k distinct digits of 1..=n can make, and those with this root.
        let (least, most) = (k * (k + 1) / 2, k * (2 * n - k + 1) / 2);
        let root = i64::from(self.root);
        let mut combos = Vec::new();
        let mut sum = root;
        while sum <= most {
            if sum >= least {
                match combinations(builder.n, self.cells.len(), sum) {
                    Some(sets) => combos.extend(sets),
                    // Too many sets to list: the group, and the final check.
                    None => return,
                }
            }
            sum += 9;
        }
        builder.props.push(Prop::Cage {
            cells: self.cells.to_vec(),
            sum: root,
            combos: Some(combos),
        });
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        checker.distinct(ROW.name, Some(k), self.cells);
        if checker.filled(self.cells) {
            let sum: i64 = self.cells.iter().map(|&c| checker.v(c)).sum();
            if digital_root(sum) != i64::from(self.root) {
                checker.report(ROW.name, Some(k), self.cells.to_vec());
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        let at = super::first_cell(n, cells);
        let all = super::super::logic::text::cells_and(n, cells);
        format!(
            "the digital root {} cage at {at} ({all}: its sum is {} plus a multiple of 9)",
            self.root, self.root
        )
    }

    #[cfg(feature = "logic")]
    fn house(&self, n: usize) -> Option<(Vec<u16>, String)> {
        let at = super::first_cell(n, self.cells);
        let name = format!("the digital root {} cage at {at}", self.root);
        Some((self.cells.to_vec(), name))
    }

    /// As f-puzzles' cosmetic cage with the value `DR<root>`, outlined in black.
    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let value = serde_json::json!({
            "cells": writer.names(self.cells),
            "value": format!("DR{}", self.root),
            "outlineC": "#000000",
            "fontC": "#000000",
        });
        writer.add("cage", value);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::digital_root;

    #[test]
    fn digital_roots() {
        for (sum, root) in [(1, 1), (9, 9), (10, 1), (18, 9), (19, 1), (45, 9), (44, 8)] {
            assert_eq!(digital_root(sum), root, "{sum}");
        }
    }
}
