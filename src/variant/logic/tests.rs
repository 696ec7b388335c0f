//! Each technique on a small crafted position where it applies (pinned eliminations and
//! text) and on one where it does not.

use super::*;
use crate::variant::puzzle::{Constraint, Diagonal};

/// The step technique `t` alone finds in `puzzle` with the candidates `masks`.
fn find_in(puzzle: &Puzzle, masks: Option<&[u32]>, t: PuzzleTechnique) -> Option<PuzzleStep> {
    let engine = Engine::new(puzzle);
    let board = Board::new(puzzle, &engine.model, masks).unwrap();
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
    let step = find(t, &ctx);
    if let Some(step) = &step {
        assert_eq!(step.technique, t);
        let mut after = board.clone();
        assert!(after.apply(step, &engine.model), "the step changes nothing");
    }
    step
}

/// (cell, digit) pairs of a step's eliminations.
fn removed(step: &PuzzleStep) -> Vec<(u16, u8)> {
    step.eliminations
        .iter()
        .map(|e| (e.cell, e.digit))
        .collect()
}

fn x(size: u8) -> Puzzle {
    let mut puzzle = Puzzle::new(size);
    puzzle.constraints = vec![
        Constraint::Diagonal {
            direction: Diagonal::Main,
        },
        Constraint::Diagonal {
            direction: Diagonal::Anti,
        },
    ];
    puzzle
}

#[test]
fn locked_candidates_between_a_diagonal_and_a_box() {
    let puzzle = x(4);
    let mut masks = vec![0xf; 16];
    // 1 leaves r3c3 and r4c4: on the main diagonal it is in r1c1 or r2c2, both in box 1.
    masks[10] &= !1;
    masks[15] &= !1;
    let step = find_in(&puzzle, Some(&masks), PuzzleTechnique::LockedCandidates).unwrap();
    assert_eq!(removed(&step), vec![(1, 1), (4, 1)]);
    assert_eq!(
        step.text,
        "Locked candidates: in the main diagonal, 1 can only go in r1c1 and r2c2; they all \
         lie in box 1, so 1 leaves the rest of it: removes 1 from r1c2 and r2c1."
    );
    assert_eq!(
        step.units,
        vec![PuzzleUnit::Constraint(0), PuzzleUnit::Box(0)]
    );
    assert_eq!(
        find_in(&puzzle, None, PuzzleTechnique::LockedCandidates),
        None
    );
}

#[test]
fn naked_pair_in_a_cage_smaller_than_a_house() {
    let mut puzzle = Puzzle::new(9);
    // r1c1, r2c5 and r3c9 share no row, column or box: only the cage makes them differ.
    puzzle.constraints.push(Constraint::KillerCage {
        cells: vec![0, 13, 26],
        sum: None,
    });
    let mut masks = vec![0x1ff; 81];
    masks[0] = 0b11;
    masks[13] = 0b11;
    let step = find_in(&puzzle, Some(&masks), PuzzleTechnique::NakedPair).unwrap();
    assert_eq!(removed(&step), vec![(26, 1), (26, 2)]);
    assert_eq!(step.cells, vec![0, 13]);
    assert!(
        step.text.starts_with("Naked pair 1/2 in the cage at r1c1"),
        "{}",
        step.text
    );
    masks[13] = 0b101;
    assert_eq!(
        find_in(&puzzle, Some(&masks), PuzzleTechnique::NakedPair),
        None
    );
}

#[test]
fn hidden_pair_in_a_16x16_row() {
    let puzzle = Puzzle::new(16);
    let mut masks = vec![0xffff; 256];
    // In row 10, 15 and 16 fit only in r10c11 and r10c12.
    for c in 0..16 {
        if c != 10 && c != 11 {
            masks[9 * 16 + c] &= !(0b11 << 14);
        }
    }
    let step = find_in(&puzzle, Some(&masks), PuzzleTechnique::HiddenPair).unwrap();
    assert_eq!(step.cells, vec![154, 155]);
    assert_eq!(step.eliminations.len(), 28);
    assert!(
        step.text
            .starts_with("Hidden pair 15/16 in row 10: those digits fit only in r10c11 and r10c12"),
        "{}",
        step.text
    );
    assert_eq!(find_in(&puzzle, None, PuzzleTechnique::HiddenPair), None);
}

#[test]
fn x_wing_on_rows() {
    let puzzle = Puzzle::new(9);
    let mut masks = vec![0x1ff; 81];
    // In rows 1 and 5, 1 can only go in columns 2 and 7.
    for r in [0, 4] {
        for c in 0..9 {
            if c != 1 && c != 6 {
                masks[r * 9 + c] &= !1;
            }
        }
    }
    let step = find_in(&puzzle, Some(&masks), PuzzleTechnique::XWing).unwrap();
    assert_eq!(step.eliminations.len(), 14);
    assert!(step
        .eliminations
        .iter()
        .all(|e| e.digit == 1 && [1, 6].contains(&(e.cell % 9))));
    assert!(step
        .text
        .starts_with("X-Wing on 1: in rows 1 and 5, 1 can only go in columns 2 and 7"));
    masks[3] |= 1;
    assert_eq!(find_in(&puzzle, Some(&masks), PuzzleTechnique::XWing), None);
}

#[test]
fn a_thermometer_states_its_own_rule() {
    let mut puzzle = Puzzle::new(4);
    puzzle.constraints.push(Constraint::Thermometer {
        cells: vec![0, 4, 8],
    });
    let step = find_in(&puzzle, None, PuzzleTechnique::Rule).unwrap();
    assert_eq!(
        step.text,
        "Thermometer r1c1, r2c1 and r3c1 (digits increase from the bulb r1c1): r1c1 cannot \
         be 3 or 4; r2c1 cannot be 1 or 4; r3c1 cannot be 1 or 2."
    );
    assert_eq!(step.units, vec![PuzzleUnit::Constraint(0)]);
    let mut masks = vec![0xf; 16];
    masks[0] = 0b11;
    masks[4] = 0b110;
    masks[8] = 0b1100;
    assert_eq!(find_in(&puzzle, Some(&masks), PuzzleTechnique::Rule), None);
}

#[test]
fn cage_combinations_list_the_sets_that_fit() {
    let mut puzzle = Puzzle::new(9);
    puzzle.constraints.push(Constraint::KillerCage {
        cells: vec![0, 1],
        sum: Some(4),
    });
    let step = find_in(&puzzle, None, PuzzleTechnique::CageCombinations).unwrap();
    assert!(
        step.text.starts_with(
            "Cage combinations: the 4 cage at r1c1 (r1c1 and r1c2) holds 2 different digits \
             summing to 4; only 1+3 fits its candidates, so r1c1 cannot be 2, 4, 5, 6, 7, 8 or 9"
        ),
        "{}",
        step.text
    );
    // Narrowed already, and 1 and 3 gone from the rest of row 1 and box 1.
    let mut masks = vec![0x1fa; 81];
    masks[0] = 0b101;
    masks[1] = 0b101;
    assert_eq!(
        find_in(&puzzle, Some(&masks), PuzzleTechnique::CageCombinations),
        None
    );
}

#[test]
fn innies_of_a_row() {
    let mut puzzle = Puzzle::new(4);
    // Row 1 holds 10; the cage inside it 6, so r1c4 is 4.
    puzzle.constraints.push(Constraint::KillerCage {
        cells: vec![0, 1, 2],
        sum: Some(6),
    });
    let step = find_in(&puzzle, None, PuzzleTechnique::InniesOuties).unwrap();
    assert_eq!(removed(&step), vec![(3, 1), (3, 2), (3, 3)]);
    assert_eq!(
        step.text,
        "Innies and outies: row 1 holds 10 in all (1 to 4 once per house), the cages inside \
         it 6, so r1c4 sums to 4: r1c4 cannot be 1, 2 or 3."
    );
    let mut masks = vec![0xf; 16];
    masks[3] = 0b1000;
    assert_eq!(
        find_in(&puzzle, Some(&masks), PuzzleTechnique::InniesOuties),
        None
    );
}

#[test]
fn singles_in_jigsaw_regions_and_on_diagonals() {
    let mut puzzle = x(4);
    // The main diagonal lacks only r4c4.
    puzzle.givens[0] = 1;
    puzzle.givens[5] = 3;
    puzzle.givens[10] = 4;
    let step = find_in(&puzzle, None, PuzzleTechnique::FullHouse).unwrap();
    assert_eq!(
        step.placements,
        vec![PuzzleCandidate { cell: 15, digit: 2 }]
    );
    assert_eq!(
        step.text,
        "Full house: r4c4 is the last empty cell of the main diagonal, so it is 2."
    );
    let mut jigsaw = Puzzle::new(4);
    jigsaw.regions = Some(vec![0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3]);
    let mut masks = vec![0xf; 16];
    for c in [0, 1, 2] {
        masks[c] &= !0b1000;
    }
    let step = find_in(&jigsaw, Some(&masks), PuzzleTechnique::HiddenSingle).unwrap();
    assert_eq!(step.placements, vec![PuzzleCandidate { cell: 3, digit: 4 }]);
    assert_eq!(step.units, vec![PuzzleUnit::Row(0)]);
    assert_eq!(find_in(&jigsaw, None, PuzzleTechnique::HiddenSingle), None);
}

#[test]
fn xy_wing_over_anti_knight_peers() {
    let mut puzzle = Puzzle::new(9);
    puzzle.constraints.push(Constraint::AntiKnight {});
    let mut masks = vec![0x1ff; 81];
    // Pivot r1c1 (1/2); wings r1c5 (1/3) in its row and r2c3 (2/3) a knight's move away.
    masks[0] = 0b11;
    masks[4] = 0b101;
    masks[11] = 0b110;
    let step = find_in(&puzzle, Some(&masks), PuzzleTechnique::XyWing).unwrap();
    assert_eq!(step.cells, vec![0, 4, 11]);
    assert!(step.eliminations.iter().all(|e| e.digit == 3));
    // r1c3 shares row 1 with r1c5 and box 1 with r2c3.
    assert!(step.eliminations.iter().any(|e| e.cell == 2));
    assert!(
        step.text.starts_with("XY-Wing: r1c1 holds 1/2"),
        "{}",
        step.text
    );
    masks[11] = 0b1100;
    assert_eq!(
        find_in(&puzzle, Some(&masks), PuzzleTechnique::XyWing),
        None
    );
}

#[test]
fn a_digit_every_cage_set_holds_leaves_the_cells_that_see_its_places() {
    let mut puzzle = Puzzle::new(9);
    // r1c1 + r1c2 = 17: 8+9, so 9 is in one of them and leaves the rest of row 1 and box 1.
    puzzle.constraints.push(Constraint::KillerCage {
        cells: vec![0, 1],
        sum: Some(17),
    });
    let mut masks = vec![0x1ff; 81];
    masks[0] = 0b1_1000_0000;
    masks[1] = 0b1_1000_0000;
    let step = find_in(&puzzle, Some(&masks), PuzzleTechnique::CageCombinations).unwrap();
    assert_eq!(step.eliminations.len(), 7 + 6);
    assert!(
        step.text.starts_with(
            "Cage combinations: the 17 cage at r1c1 (r1c1 and r1c2) holds 8+9; each holds 8"
        ),
        "{}",
        step.text
    );
    for c in [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20] {
        masks[c] = 0b111_1111;
    }
    assert_eq!(
        find_in(&puzzle, Some(&masks), PuzzleTechnique::CageCombinations),
        None
    );
}

/// The step technique `t`'s search finds (it may name another technique of its search:
/// the chain search gives X-Chains, XY-Chains and AICs).
fn search_in(puzzle: &Puzzle, masks: Option<&[u32]>, t: PuzzleTechnique) -> Option<PuzzleStep> {
    let engine = Engine::new(puzzle);
    let board = Board::new(puzzle, &engine.model, masks).unwrap();
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
    let step = find(t, &ctx);
    if let Some(step) = &step {
        let mut after = board.clone();
        assert!(after.apply(step, &engine.model), "the step changes nothing");
    }
    step
}

#[test]
fn an_xy_chain_through_three_bivalue_cells() {
    // r1c1 {1,2} – r1c5 {2,3} – r5c5 {3,1}: one of r1c1 and r5c5 is 1, so r5c1 (which
    // sees both) is not.
    let puzzle = Puzzle::new(9);
    let mut masks = vec![0x1ff; 81];
    masks[0] = 0b011;
    masks[4] = 0b110;
    masks[40] = 0b101;
    let step = search_in(&puzzle, Some(&masks), PuzzleTechnique::XChain).unwrap();
    assert_eq!(step.technique, PuzzleTechnique::XyChain, "{}", step.text);
    assert_eq!(removed(&step), [(36, 1)]);
    assert!(
        step.text
            .starts_with("XY-Chain: if r5c1 were 1: r5c1=1 → r1c1≠1"),
        "{}",
        step.text
    );
    assert_eq!(step.links.len(), 6, "{:?}", step.links);
    assert!(step.links.iter().filter(|l| l.strong).count() == 3);
    // Without the middle cell's pair there is no chain.
    masks[4] = 0x1ff;
    assert_eq!(
        search_in(&puzzle, Some(&masks), PuzzleTechnique::XChain),
        None
    );
}

#[test]
fn a_blank_grid_has_no_contradiction_to_find() {
    // Every candidate of a blank grid is in some solution: no sound chain or net removes
    // one, whatever the rules (here a thermometer and a white dot).
    let mut puzzle = Puzzle::new(4);
    puzzle
        .constraints
        .push(Constraint::Thermometer { cells: vec![0, 1] });
    puzzle.constraints.push(Constraint::KropkiWhite {
        cells: [5, 6],
        difference: 1,
    });
    let board_masks = {
        let engine = Engine::new(&puzzle);
        let mut masks = Board::new(&puzzle, &engine.model, None).unwrap().masks;
        // What the rules allow on their own: r1c1 < r1c2.
        masks[0] &= 0b0111;
        masks[1] &= 0b1110;
        masks
    };
    for t in [
        PuzzleTechnique::XChain,
        PuzzleTechnique::ForcingChain,
        PuzzleTechnique::ForcingNet,
        PuzzleTechnique::CellForcing,
        PuzzleTechnique::NestedForcing,
    ] {
        assert_eq!(search_in(&puzzle, Some(&board_masks), t), None, "{t:?}");
    }
}

#[test]
fn a_forcing_net_runs_the_rules_on_the_way() {
    // A 4×4 thermometer r1c1 → r1c2 → r1c3 holds 1 2 3 or 1 2 4 or 1 3 4 or 2 3 4. With
    // r1c3 {3,4}, r1c2 {2,3}, r1c1 {1,2}: if r1c4 were 3, r1c3 is 4 and ... every step
    // of the net is sound: whatever it removes is no solution's digit.
    let mut puzzle = Puzzle::new(4);
    puzzle.constraints.push(Constraint::Thermometer {
        cells: vec![0, 1, 2],
    });
    puzzle.givens[5] = 1; // r2c2 = 1: r1c2 is not 1.
    let solutions: Vec<Vec<u8>> = {
        let mut all = Vec::new();
        let mut p = puzzle.clone();
        // Enumerate by fixing r1c1..r1c3 to each thermometer triple and solving.
        for a in 1..=4u8 {
            for b in 1..=4u8 {
                for c in 1..=4u8 {
                    p.givens[0] = a;
                    p.givens[1] = b;
                    p.givens[2] = c;
                    if let Ok(s) = p.solve() {
                        all.push(s);
                    }
                }
            }
        }
        all
    };
    assert!(!solutions.is_empty());
    let mut board = {
        let engine = Engine::new(&puzzle);
        Board::new(&puzzle, &engine.model, None).unwrap()
    };
    for t in [PuzzleTechnique::ForcingNet, PuzzleTechnique::CellForcing] {
        if let Some(step) = search_in(&puzzle, Some(&board.masks), t) {
            for e in &step.eliminations {
                assert!(
                    solutions.iter().all(|s| s[usize::from(e.cell)] != e.digit),
                    "{t:?} removes a solution's digit: {}",
                    step.text
                );
            }
            let engine = Engine::new(&puzzle);
            board.apply(&step, &engine.model);
        }
    }
}

#[test]
fn constraint_combinations_take_a_whispers_line_whole() {
    // German whispers r1c1–r1c3, all in row 1: the middle cell's two neighbours differ
    // from it by 5 or more and from each other, so it is not 4 (both would be 9) nor 6
    // (both 1). Each pair alone allows 4–9 and 6–1.
    let mut puzzle = Puzzle::new(9);
    puzzle.constraints.push(Constraint::Whispers {
        cells: vec![0, 1, 2],
        difference: Some(5),
    });
    let mut masks = vec![0x1ff; 81];
    for c in [0, 1, 2] {
        masks[c] &= !(1 << 4);
    }
    assert_eq!(find_in(&puzzle, Some(&masks), PuzzleTechnique::Rule), None);
    let step = find_in(&puzzle, Some(&masks), PuzzleTechnique::RuleCombinations).unwrap();
    assert_eq!(removed(&step), vec![(1, 4), (1, 6)]);
    assert_eq!(
        step.text,
        "Constraint combinations: Whispers line r1c1, r1c2 and r1c3 (neighbours differ by at \
         least 5). No way of filling its cells from their candidates keeps the rule (cells \
         that must differ holding different digits) with these digits, so r1c2 cannot be 4 \
         or 6."
    );
    assert_eq!(step.units, vec![PuzzleUnit::Constraint(0)]);
    assert_eq!(step.cells, vec![0, 1, 2]);
    // Spread over three rows, columns and boxes, the neighbours may repeat: 9 4 9 holds.
    puzzle.constraints[0] = Constraint::Whispers {
        cells: vec![0, 12, 24],
        difference: Some(5),
    };
    let mut masks = vec![0x1ff; 81];
    for c in [0, 12, 24] {
        masks[c] &= !(1 << 4);
    }
    assert_eq!(
        find_in(&puzzle, Some(&masks), PuzzleTechnique::RuleCombinations),
        None
    );
}

#[test]
fn constraint_combinations_of_an_arrow_whose_line_cells_differ() {
    // Arrow r1c1 ← r1c2, r1c3: the sum alone makes the circle 2 or more; with the line's
    // cells different (one row) it is 3 or more.
    let mut puzzle = Puzzle::new(9);
    puzzle.constraints.push(Constraint::Arrow {
        circle: vec![0],
        line: vec![1, 2],
    });
    let rule = find_in(&puzzle, None, PuzzleTechnique::Rule).unwrap();
    assert!(rule.text.starts_with(
        "Arrow from r1c1 along r1c2 and r1c3 (the line's digits sum to the circle's number): \
         r1c1 cannot be 1; r1c2 cannot be 9; r1c3 cannot be 9."
    ));
    let mut masks = vec![0x1ff; 81];
    masks[0] &= !1;
    masks[1] &= !(1 << 8);
    masks[2] &= !(1 << 8);
    assert_eq!(find_in(&puzzle, Some(&masks), PuzzleTechnique::Rule), None);
    let step = find_in(&puzzle, Some(&masks), PuzzleTechnique::RuleCombinations).unwrap();
    assert_eq!(removed(&step), vec![(0, 2)]);
    // The circle 3: the line holds 1 and 2, so both leave the rest of row 1 and box 1.
    puzzle.givens[0] = 3;
    let mut masks = vec![0x1ff; 81];
    masks[1] = 0b11;
    masks[2] = 0b11;
    let step = find_in(&puzzle, Some(&masks), PuzzleTechnique::RuleCombinations).unwrap();
    let mut expected: Vec<(u16, u8)> = (3..9)
        .chain([9, 10, 11, 18, 19, 20])
        .map(|c| (c, 1))
        .collect();
    expected.sort_unstable();
    assert_eq!(removed(&step), expected);
    assert!(
        step.text
            .contains("puts 1 in r1c2 or r1c3, so 1 leaves every cell"),
        "{}",
        step.text
    );
}
