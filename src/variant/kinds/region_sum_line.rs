//! Region-sum lines: the line's digits have one sum within each region (box) it passes
//! through; a line that leaves a region and comes back starts a new sum there.
//!
//! Lowered to the `equal_sum` primitive, one group per stretch of the line inside one
//! region (nothing for a line that stays in one region).

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::{Builder, Prop};
use crate::variant::puzzle::{Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "regionSumLine",
    fpuzzles: &["regionsumline"],
    rule: "The line's digits have the same sum in every region it passes through; re-entering a region starts a new sum.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::RegionSumLine`](crate::variant::Constraint::RegionSumLine).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
}

/// The ends (exclusive) of the line's stretches inside one region.
fn segment_ends(cells: &[u16], regions: &[u8]) -> Vec<u16> {
    let mut ends = Vec::new();
    for (k, w) in cells.windows(2).enumerate() {
        if regions[usize::from(w[0])] != regions[usize::from(w[1])] {
            ends.push(k as u16 + 1);
        }
    }
    ends.push(cells.len() as u16);
    ends
}

/// `regionsumline`: `[{lines: [[cells], ...]}]`, one constraint per line.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    reader.lines(field, |cells| Constraint::RegionSumLine { cells })
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 1, usize::MAX)
    }

    fn lower(&self, builder: &mut Builder, puzzle: &Puzzle) {
        let ends = segment_ends(self.cells, &puzzle.region_of_cells());
        if ends.len() >= 2 {
            builder.props.push(Prop::EqualSum {
                cells: self.cells.to_vec(),
                ends,
            });
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, puzzle: &Puzzle) {
        // Written from the rule: walk the line, closing a sum whenever the region changes.
        let regions = puzzle.region_of_cells();
        let mut sums: Vec<Option<i64>> = Vec::new();
        let mut current = Some(0i64);
        for (i, &c) in self.cells.iter().enumerate() {
            if i > 0 && regions[usize::from(c)] != regions[usize::from(self.cells[i - 1])] {
                sums.push(current);
                current = Some(0);
            }
            let v = checker.v(c);
            current = current.filter(|_| v != 0).map(|s| s + v);
        }
        sums.push(current);
        let known: Vec<i64> = sums.into_iter().flatten().collect();
        if known.windows(2).any(|w| w[0] != w[1]) {
            checker.report(ROW.name, Some(k), self.cells.to_vec());
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, _cells: &[u16]) -> String {
        format!(
            "Region-sum line {} (one sum in every region it crosses)",
            super::super::logic::text::cells_short(n, self.cells)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        writer.line("regionsumline", self.cells, None);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stretches_split_where_the_region_changes() {
        // Regions of a 4×4 grid with 2×2 boxes, a line across the top row and back.
        let regions = [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3];
        assert_eq!(segment_ends(&[0, 1, 2, 3], &regions), vec![2, 4]);
        assert_eq!(segment_ends(&[0, 1, 5, 4], &regions), vec![4]);
        assert_eq!(segment_ends(&[1, 2, 6, 5], &regions), vec![1, 3, 4]);
    }
}
