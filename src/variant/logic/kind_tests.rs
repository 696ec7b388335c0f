//! Each constraint kind's own deductions on built positions, one test per kind of
//! `src/variant/kinds/`: what its rules remove (each alone, "Constraint rule" and "Cage
//! combinations", and the constraint taken whole, "Constraint combinations"), run to a
//! fixpoint from the givens, and what they must keep. Every removal is checked against
//! the puzzle itself: placing the removed digit leaves it no solution. Kinds that only
//! make cells differ (anti-king, anti-knight, diagonals, extra regions) are checked by
//! what a placed digit leaves.

use super::*;
use crate::variant::puzzle::{Axis, Constraint, Diagonal, Mark, Side};

/// The candidates left once the constraints' own rules have removed all they can from
/// the position of `puzzle`'s givens, and the texts of the steps. Each removal is checked:
/// with the removed digit placed, the puzzle has no solution.
fn narrowed(puzzle: &Puzzle) -> (Vec<u32>, Vec<String>) {
    narrowed_by(
        puzzle,
        &[
            PuzzleTechnique::Rule,
            PuzzleTechnique::CageCombinations,
            PuzzleTechnique::RuleCombinations,
        ],
    )
}

/// [`narrowed`] by the techniques `by`.
fn narrowed_by(puzzle: &Puzzle, by: &[PuzzleTechnique]) -> (Vec<u32>, Vec<String>) {
    let engine = Engine::new(puzzle);
    let mut board = Board::new(puzzle, &engine.model, None).unwrap();
    let mut texts = Vec::new();
    loop {
        let ctx = Ctx {
            n: engine.n,
            board: &board,
            houses: &engine.houses,
            rules: &engine.rules,
            chains: &engine.chains,
            model: &engine.model,
            first: &engine.first,
            see: &engine.see,
            words: engine.words,
        };
        let Some(step) = by.iter().find_map(|&t| find(t, &ctx)) else {
            break;
        };
        for e in &step.eliminations {
            let mut placed = puzzle.clone();
            placed.givens[usize::from(e.cell)] = e.digit;
            assert!(
                placed.solve().is_err(),
                "removes {} from cell {}, which a solution holds: {}",
                e.digit,
                e.cell,
                step.text
            );
        }
        assert!(board.apply(&step, &engine.model), "{}", step.text);
        texts.push(step.text);
    }
    (board.masks, texts)
}

/// The mask of `digits`.
fn m(digits: &[u8]) -> u32 {
    digits.iter().fold(0, |a, &d| a | 1 << (d - 1))
}

/// Every digit but `digits`, on 9×9.
fn but(digits: &[u8]) -> u32 {
    0x1ff & !m(digits)
}

/// A 9×9 puzzle with `constraints` and `givens` (cell, digit).
fn puzzle(constraints: Vec<Constraint>, givens: &[(usize, u8)]) -> Puzzle {
    let mut puzzle = Puzzle::new(9);
    puzzle.constraints = constraints;
    for &(c, d) in givens {
        puzzle.givens[c] = d;
    }
    puzzle
}

/// Whether one of `texts` starts with `start`.
fn said(texts: &[String], start: &str) -> bool {
    texts.iter().any(|t| t.starts_with(start))
}

/// The candidates of the givens' position alone (a placed digit leaves the cells that
/// must differ from it).
fn position(puzzle: &Puzzle) -> Vec<u32> {
    let engine = Engine::new(puzzle);
    Board::new(puzzle, &engine.model, None).unwrap().masks
}

#[test]
fn anti_king_neighbours_differ() {
    // r3c3 = 1: its king neighbour r4c4 (another box) loses 1; r4c5 keeps it.
    let masks = position(&puzzle(vec![Constraint::AntiKing {}], &[(20, 1)]));
    assert_eq!(masks[30], but(&[1]));
    assert_eq!(masks[31], 0x1ff);
}

#[test]
fn anti_knight_neighbours_differ() {
    // r3c3 = 1: a knight's move away, r4c5 loses 1; r4c4 (a king's move) keeps it.
    let masks = position(&puzzle(vec![Constraint::AntiKnight {}], &[(20, 1)]));
    assert_eq!(masks[31], but(&[1]));
    assert_eq!(masks[30], 0x1ff);
}

#[test]
fn a_diagonal_differs() {
    let diagonal = Constraint::Diagonal {
        direction: Diagonal::Main,
    };
    let masks = position(&puzzle(vec![diagonal], &[(0, 1)]));
    assert_eq!(masks[80], but(&[1]));
    assert_eq!(masks[79], 0x1ff);
}

#[test]
fn an_extra_region_differs() {
    let region = Constraint::ExtraRegion {
        cells: vec![0, 40, 80],
    };
    let masks = position(&puzzle(vec![region], &[(0, 1)]));
    assert_eq!(masks[40], but(&[1]));
    assert_eq!(masks[39], 0x1ff);
}

#[test]
fn a_killer_cage_of_17_on_two_cells_is_8_and_9() {
    let cage = Constraint::KillerCage {
        cells: vec![0, 1],
        sum: Some(17),
    };
    let (masks, texts) = narrowed(&puzzle(vec![cage], &[]));
    assert_eq!(masks[0], m(&[8, 9]));
    assert_eq!(masks[1], m(&[8, 9]));
    // 8 and 9 leave the rest of row 1 and box 1, nothing else.
    assert_eq!(masks[2], but(&[8, 9]));
    assert_eq!(masks[9], but(&[8, 9]));
    assert_eq!(masks[27], 0x1ff);
    assert!(said(&texts, "Cage combinations: the 17 cage at r1c1"));
}

#[test]
fn a_digital_root_cage_of_two_cells_sums_to_10() {
    // Root 1 on two different digits: the sum is 10, so no 5 (5 + 5 repeats).
    let cage = Constraint::DigitalRootCage {
        cells: vec![0, 1],
        root: 1,
    };
    let (masks, _) = narrowed(&puzzle(vec![cage], &[]));
    assert_eq!(masks[0], but(&[5]));
    assert_eq!(masks[1], but(&[5]));
}

#[test]
fn a_little_killer_in_one_box_takes_distinct_digits() {
    // r1c3 + r2c2 + r3c1 = 24: the sum alone (repeats allowed) makes each 6 or more;
    // in one box they differ, so 7, 8 and 9, which leave the rest of box 1.
    let killer = Constraint::LittleKiller {
        cells: vec![2, 10, 18],
        sum: 24,
    };
    let (masks, texts) = narrowed(&puzzle(vec![killer], &[]));
    for c in [2, 10, 18] {
        assert_eq!(masks[c], m(&[7, 8, 9]));
    }
    assert_eq!(masks[0], m(&[1, 2, 3, 4, 5, 6]));
    assert_eq!(masks[3], 0x1ff, "r1c4 sees only r1c3 of the three");
    assert!(said(
        &texts,
        "Little killer 24 along r1c3, r2c2 and r3c1 (the diagonal's digits sum to 24): \
         r1c3 cannot be 1, 2, 3, 4 or 5"
    ));
    assert!(said(&texts, "Constraint combinations: Little killer 24"));
}

#[test]
fn a_sandwich_of_35_puts_1_and_9_at_the_ends() {
    let sandwich = Constraint::Sandwich {
        axis: Axis::Row,
        index: 0,
        sum: 35,
    };
    let (masks, texts) = narrowed(&puzzle(vec![sandwich], &[]));
    assert_eq!(masks[0], m(&[1, 9]));
    assert_eq!(masks[8], m(&[1, 9]));
    assert!(masks[1..8].iter().all(|&mask| mask == but(&[1, 9])));
    assert_eq!(masks[9], 0x1ff);
    assert!(said(&texts, "Sandwich 35 in row 1"));
}

#[test]
fn a_thermometer_leaves_room_on_both_sides() {
    let thermo = Constraint::Thermometer {
        cells: vec![0, 1, 2, 3],
    };
    let (masks, _) = narrowed(&puzzle(vec![thermo], &[]));
    assert_eq!(masks[0], m(&[1, 2, 3, 4, 5, 6]));
    assert_eq!(masks[1], m(&[2, 3, 4, 5, 6, 7]));
    assert_eq!(masks[2], m(&[3, 4, 5, 6, 7, 8]));
    assert_eq!(masks[3], m(&[4, 5, 6, 7, 8, 9]));
}

#[test]
fn an_arrow_on_two_cells_of_a_row() {
    let arrow = Constraint::Arrow {
        circle: vec![0],
        line: vec![1, 2],
    };
    let (masks, texts) = narrowed(&puzzle(vec![arrow], &[]));
    assert_eq!(masks[0], but(&[1, 2]));
    assert_eq!(masks[1], but(&[9]));
    assert_eq!(masks[2], but(&[9]));
    assert!(said(&texts, "Arrow from r1c1 along r1c2 and r1c3"));
}

#[test]
fn arrows_inside_a_column_count_as_their_circles() {
    // Column 1 holds 45; r3c1–r7c1 are 9, 8, 7, 6 and 5; the arrows r1c2 ← r1c1, r2c1
    // and r9c2 ← r8c1, r9c1 lie in it, so r1c2 + r9c2 = 45 − 35 = 10. r9c2 is not 5 (box
    // 7 has it), so r1c2 is not 5 either, which neither arrow alone shows.
    let arrows = vec![
        Constraint::Arrow {
            circle: vec![1],
            line: vec![0, 9],
        },
        Constraint::Arrow {
            circle: vec![73],
            line: vec![63, 72],
        },
    ];
    let givens = [(18, 9), (27, 8), (36, 7), (45, 6), (54, 5)];
    let all = [
        PuzzleTechnique::Rule,
        PuzzleTechnique::RuleCombinations,
        PuzzleTechnique::InniesOuties,
    ];
    let (masks, texts) = narrowed_by(&puzzle(arrows.clone(), &givens), &all);
    assert_eq!(masks[1], m(&[3, 4, 6, 7]));
    assert_eq!(masks[73], m(&[3, 4, 6, 7]));
    assert!(said(
        &texts,
        "Innies and outies: column 1 holds 45 (1 to 9 once per house); an arrow whose line \
         lies inside sums to its circle, so its line counts as the circle, less the digits \
         placed: r1c2 and r9c2 sum to 10"
    ));
    // One arrow alone: r1c2 may be 5 (1 + 4 or 2 + 3).
    let (masks, _) = narrowed_by(&puzzle(arrows[..1].to_vec(), &givens), &all);
    assert_eq!(masks[1], m(&[3, 4, 5, 6, 7]));
}

#[test]
fn a_white_dot_next_to_a_1_is_2() {
    let dot = Constraint::KropkiWhite {
        cells: [0, 1],
        difference: 1,
    };
    let (masks, texts) = narrowed(&puzzle(vec![dot], &[(0, 1)]));
    assert_eq!(masks[1], m(&[2]));
    // 2 is then r1c2's, so it leaves the rest of row 1 too.
    assert_eq!(masks[2], but(&[1, 2]));
    assert_eq!(masks[10], but(&[1, 2]));
    assert_eq!(masks[40], 0x1ff);
    assert!(said(
        &texts,
        "White dot between r1c1 and r1c2 (the digits differ by 1)"
    ));
}

#[test]
fn a_black_dot_leaves_5_7_and_9_out() {
    let dot = Constraint::KropkiBlack {
        cells: [0, 9],
        ratio: 2,
    };
    let (masks, texts) = narrowed(&puzzle(vec![dot], &[]));
    assert_eq!(masks[0], m(&[1, 2, 3, 4, 6, 8]));
    assert_eq!(masks[9], m(&[1, 2, 3, 4, 6, 8]));
    assert!(said(
        &texts,
        "Black dot between r1c1 and r2c1 (one digit is twice"
    ));
}

#[test]
fn an_x_in_a_row_cannot_be_5_and_5() {
    // The sum alone allows 5 + 5; the two cells of a row differ, so no 5.
    let x = Constraint::Xv {
        cells: [0, 1],
        sum: 10,
    };
    let p = puzzle(vec![x], &[]);
    let (masks, texts) = narrowed(&p);
    assert_eq!(masks[0], but(&[5]));
    assert_eq!(masks[1], but(&[5]));
    assert!(
        !said(&texts, "X between"),
        "the rule alone keeps 5: {texts:?}"
    );
    assert!(said(
        &texts,
        "Constraint combinations: X between r1c1 and r1c2"
    ));
    // In two rows, columns and boxes, 5 + 5 holds.
    let apart = Constraint::Xv {
        cells: [0, 40],
        sum: 10,
    };
    let (masks, _) = narrowed(&puzzle(vec![apart], &[]));
    assert_eq!(masks[0], 0x1ff);
}

#[test]
fn odd_and_even_cells() {
    let odd = Constraint::Odd { cells: vec![0] };
    let even = Constraint::Even { cells: vec![1] };
    let (masks, texts) = narrowed(&puzzle(vec![odd, even], &[]));
    assert_eq!(masks[0], m(&[1, 3, 5, 7, 9]));
    assert_eq!(masks[1], m(&[2, 4, 6, 8]));
    assert_eq!(masks[2], 0x1ff);
    assert!(said(&texts, "Odd cell r1c1 (they hold odd digits)"));
    assert!(said(&texts, "Even cell r1c2"));
}

#[test]
fn a_renban_of_three_from_1_is_1_2_3() {
    let renban = Constraint::Renban {
        cells: vec![0, 1, 2],
    };
    let (masks, texts) = narrowed(&puzzle(vec![renban], &[(0, 1)]));
    assert_eq!(masks[1], m(&[2, 3]));
    assert_eq!(masks[2], m(&[2, 3]));
    // 2 and 3 are both in r1c2 and r1c3: they leave the rest of row 1 and box 1.
    assert_eq!(masks[3], but(&[1, 2, 3]));
    assert_eq!(masks[28], 0x1ff);
    assert!(said(&texts, "Renban line r1c1, r1c2 and r1c3"));
}

#[test]
fn a_whispers_pair_has_no_5() {
    let whispers = Constraint::Whispers {
        cells: vec![0, 1],
        difference: None,
    };
    let (masks, texts) = narrowed(&puzzle(vec![whispers], &[]));
    assert_eq!(masks[0], but(&[5]));
    assert_eq!(masks[1], but(&[5]));
    assert!(said(&texts, "Whispers line r1c1 and r1c2"));
}

#[test]
fn a_palindrome_mirrors_its_ends() {
    let palindrome = Constraint::Palindrome { cells: vec![0, 12] };
    let (masks, texts) = narrowed(&puzzle(vec![palindrome], &[(0, 5)]));
    assert_eq!(masks[12], m(&[5]));
    assert!(said(&texts, "Palindrome line r1c1 and r2c4"));
}

#[test]
fn a_between_line_has_no_1_or_9_inside() {
    let between = Constraint::Between {
        cells: vec![0, 1, 2],
    };
    let (masks, texts) = narrowed(&puzzle(vec![between], &[]));
    assert_eq!(masks[1], but(&[1, 9]));
    assert_eq!(masks[0], 0x1ff, "an end may be 1 or 9");
    assert_eq!(masks[2], 0x1ff);
    assert!(said(&texts, "Between line r1c1, r1c2 and r1c3"));
}

#[test]
fn a_quadruple_of_four_digits_fills_its_cells() {
    let quad = Constraint::Quadruple {
        cells: vec![0, 1, 9, 10],
        digits: vec![1, 2, 3, 4],
    };
    let (masks, texts) = narrowed(&puzzle(vec![quad], &[]));
    for c in [0, 1, 9, 10] {
        assert_eq!(masks[c], m(&[1, 2, 3, 4]));
    }
    // The rest of box 1 sees all four cells; r1c4 only two of them.
    assert_eq!(masks[2], but(&[1, 2, 3, 4]));
    assert_eq!(masks[3], 0x1ff);
    assert!(said(
        &texts,
        "Quadruple 1, 2, 3 and 4 on r1c1, r1c2, r2c1 and r2c2"
    ));
}

#[test]
fn a_negative_white_dot_rule_keeps_unmarked_neighbours_apart() {
    let negative = Constraint::Negative {
        mark: Mark::KropkiWhite,
    };
    let (masks, texts) = narrowed(&puzzle(vec![negative], &[(40, 5)]));
    assert_eq!(masks[41], but(&[4, 5, 6]));
    assert_eq!(masks[42], but(&[5]), "r5c7 is not a neighbour of r5c5");
    assert!(said(&texts, "No white dot between r5c5 and r5c6"));
}

#[test]
fn a_non_consecutive_rule_keeps_neighbours_apart() {
    let (masks, texts) = narrowed(&puzzle(vec![Constraint::NonConsecutive {}], &[(40, 5)]));
    assert_eq!(masks[41], but(&[4, 5, 6]));
    assert_eq!(masks[42], but(&[5]));
    assert!(said(&texts, "Non-consecutive neighbours r5c5 and r5c6"));
}

#[test]
fn an_x_sum_of_6_starts_with_2_or_3() {
    // 2 then 4, or 3 then 1 and 2.
    let xsum = Constraint::XSum {
        side: Side::Left,
        index: 0,
        sum: 6,
    };
    let (masks, texts) = narrowed(&puzzle(vec![xsum], &[]));
    assert_eq!(masks[0], m(&[2, 3]));
    assert_eq!(masks[1], m(&[1, 2, 4]));
    // After 2 and 4 anything but 4 may follow; after 3, 1 or 2.
    assert_eq!(masks[2], but(&[4]));
    assert!(said(&texts, "X-sum 6 in"));
}

#[test]
fn a_skyscraper_seeing_one_is_the_9() {
    let sky = Constraint::Skyscraper {
        side: Side::Left,
        index: 0,
        visible: 1,
    };
    let (masks, texts) = narrowed(&puzzle(vec![sky], &[]));
    assert_eq!(masks[0], m(&[9]));
    assert!(masks[1..9].iter().all(|&mask| mask == but(&[9])));
    assert!(said(&texts, "Skyscraper 1 in"));
}

#[test]
fn a_lockout_end_of_5_puts_1_or_9_at_the_other() {
    let lockout = Constraint::Lockout {
        cells: vec![0, 1, 2],
        difference: None,
    };
    let (masks, texts) = narrowed(&puzzle(vec![lockout], &[(0, 5)]));
    assert_eq!(masks[2], m(&[1, 9]));
    assert_eq!(masks[1], but(&[5]));
    assert!(said(&texts, "Lockout line r1c1, r1c2 and r1c3"));
}

#[test]
fn a_region_sum_line_over_two_cells_of_a_row() {
    // r3c2 + r3c3 (box 1) = r4c4 (box 5): the two differ, so r4c4 is 3 or more (the sum
    // alone allows 1 + 1).
    let line = Constraint::RegionSumLine {
        cells: vec![19, 20, 30],
    };
    let (masks, texts) = narrowed(&puzzle(vec![line], &[]));
    assert_eq!(masks[30], but(&[1, 2]));
    assert_eq!(masks[19], but(&[9]));
    assert!(said(&texts, "Constraint combinations: Region-sum line"));
}

#[test]
fn a_zipper_line_centre_is_the_sum_of_two_different_digits() {
    let zipper = Constraint::ZipperLine {
        cells: vec![0, 1, 2],
    };
    let (masks, texts) = narrowed(&puzzle(vec![zipper], &[]));
    assert_eq!(masks[1], but(&[1, 2]));
    assert_eq!(masks[0], but(&[9]));
    assert!(said(&texts, "Zipper line r1c1, r1c2 and r1c3"));
}

#[test]
fn a_double_arrow_middle_is_the_sum_of_its_ends() {
    let arrow = Constraint::DoubleArrow {
        cells: vec![0, 1, 2],
    };
    let (masks, texts) = narrowed(&puzzle(vec![arrow], &[]));
    assert_eq!(masks[1], but(&[1, 2]));
    assert_eq!(masks[2], but(&[9]));
    assert!(said(&texts, "Double arrow r1c1, r1c2 and r1c3"));
}

#[test]
fn a_minimum_in_the_middle_of_a_box_is_at_most_5() {
    // r5c5 and its four neighbours all lie in box 5: five different digits, r5c5 the
    // smallest. Each pair alone allows 8 below 9.
    let min = Constraint::Minimum { cells: vec![40] };
    let (masks, texts) = narrowed(&puzzle(vec![min], &[]));
    assert_eq!(masks[40], m(&[1, 2, 3, 4, 5]));
    assert_eq!(masks[31], but(&[1]));
    assert!(said(&texts, "Constraint combinations: Minimum cells r5c5"));
}

#[test]
fn a_maximum_in_the_middle_of_a_box_is_at_least_5() {
    let max = Constraint::Maximum { cells: vec![40] };
    let (masks, _) = narrowed(&puzzle(vec![max], &[]));
    assert_eq!(masks[40], m(&[5, 6, 7, 8, 9]));
    assert_eq!(masks[49], but(&[9]));
}

#[test]
fn an_entropic_line_after_a_low_digit() {
    let line = Constraint::EntropicLine {
        cells: vec![0, 1, 2],
    };
    let (masks, texts) = narrowed(&puzzle(vec![line], &[(0, 1)]));
    assert_eq!(masks[1], m(&[4, 5, 6, 7, 8, 9]));
    assert_eq!(masks[2], m(&[4, 5, 6, 7, 8, 9]));
    assert!(said(&texts, "Entropic line r1c1, r1c2 and r1c3"));
}

#[test]
fn a_modular_line_after_a_1() {
    let line = Constraint::ModularLine {
        cells: vec![0, 1, 2],
    };
    let (masks, texts) = narrowed(&puzzle(vec![line], &[(0, 1)]));
    assert_eq!(masks[1], m(&[2, 3, 5, 6, 8, 9]));
    assert!(said(&texts, "Modular line r1c1, r1c2 and r1c3"));
}

#[test]
fn a_nabner_line_keeps_digits_two_apart() {
    let line = Constraint::Nabner { cells: vec![0, 40] };
    let (masks, texts) = narrowed(&puzzle(vec![line], &[(0, 5)]));
    assert_eq!(masks[40], but(&[4, 5, 6]));
    assert!(said(&texts, "Nabner line r1c1 and r5c5"));
}

#[test]
fn a_slow_thermometer_may_repeat() {
    let thermo = Constraint::SlowThermometer { cells: vec![0, 40] };
    let (masks, texts) = narrowed(&puzzle(vec![thermo], &[(40, 3)]));
    assert_eq!(masks[0], m(&[1, 2, 3]));
    assert!(said(&texts, "Slow thermometer r1c1 and r5c5"));
}

#[test]
fn a_clone_copies_its_digit() {
    let clone = Constraint::Clone {
        cells: vec![0],
        clone_cells: vec![40],
    };
    let (masks, texts) = narrowed(&puzzle(vec![clone], &[(0, 7)]));
    assert_eq!(masks[40], m(&[7]));
    assert!(said(&texts, "Clone: r1c1 and r5c5 correspond"));
}

#[test]
fn indexers_point_at_their_digit() {
    // Row indexer r1c1: column 1 holds 1 in row r1c1's digit; 1 is in r4c1, so 4.
    let (masks, texts) = narrowed(&puzzle(
        vec![Constraint::RowIndexer { cells: vec![0] }],
        &[(27, 1)],
    ));
    assert_eq!(masks[0], m(&[4]));
    assert!(said(&texts, "Row indexer r1c1"));
    // Column indexer r1c1: row 1 holds 1 in column r1c1's digit; 1 is in r1c6.
    let (masks, _) = narrowed(&puzzle(
        vec![Constraint::ColumnIndexer { cells: vec![0] }],
        &[(5, 1)],
    ));
    assert_eq!(masks[0], m(&[6]));
    // Box indexer r1c1 (box 1's first cell): box 1 holds 1 in its cell number r1c1's
    // digit; 1 is in r3c2, box 1's eighth cell.
    let (masks, _) = narrowed(&puzzle(
        vec![Constraint::BoxIndexer { cells: vec![0] }],
        &[(19, 1)],
    ));
    assert_eq!(masks[0], m(&[8]));
}

#[test]
fn given_pencil_marks_narrow_their_cell() {
    let marks = Constraint::PencilMarks {
        cells: vec![0],
        digits: vec![2, 7],
    };
    let (masks, texts) = narrowed(&puzzle(vec![marks], &[]));
    assert_eq!(masks[0], m(&[2, 7]));
    assert_eq!(masks[1], 0x1ff);
    assert!(said(
        &texts,
        "Given pencil marks in r1c1 (they hold 2 or 7)"
    ));
}
