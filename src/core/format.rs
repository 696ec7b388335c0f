//! Choosing a text form at run time: [`Style`] names the three forms a [`Grid`] writes,
//! and [`Grid::format`] writes the one asked for.

use crate::core::grid::Grid;

/// A text form of a grid.
///
/// The names ([`Style::name`], [`Style::from_name`]) are the `style` argument of the wasm
/// module's `format`.
///
/// # Example
/// ```
/// use sudoku_wasm::Style;
///
/// assert_eq!(Style::from_name("grid"), Some(Style::Grid));
/// assert_eq!(Style::Grid.name(), "grid");
/// assert_eq!(Style::from_name("Grid"), None);
/// assert_eq!(Style::default(), Style::Line);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Style {
    /// 81 characters on one line, `.` for blanks ([`Grid::to_line`]); named `"line"`.
    #[default]
    Line,
    /// The grid form (as in Baekjoon 2580): 9 lines of 9 space-separated digits, 0 for
    /// blanks ([`Grid::to_grid_text`]); named `"grid"`.
    Grid,
    /// A boxed grid for people ([`Grid::to_pretty`]); named `"pretty"`.
    Pretty,
}

impl Style {
    /// The old name of [`Style::Grid`] (deprecated: write `Style::Grid`).
    #[doc(hidden)]
    #[allow(non_upper_case_globals)]
    pub const Baekjoon: Style = Style::Grid;

    /// Every style.
    pub const ALL: [Style; 3] = [Style::Line, Style::Grid, Style::Pretty];

    /// The style's name: `"line"`, `"grid"` or `"pretty"`.
    pub fn name(self) -> &'static str {
        match self {
            Style::Line => "line",
            Style::Grid => "grid",
            Style::Pretty => "pretty",
        }
    }

    /// The style named `name` (exactly, lowercase), or `None`.
    pub fn from_name(name: &str) -> Option<Style> {
        Style::ALL.into_iter().find(|style| style.name() == name)
    }
}

impl Grid {
    /// The grid as text in `style`: the same as [`Grid::to_line`], [`Grid::to_grid_text`] or
    /// [`Grid::to_pretty`]. The line has no line break; the other two end each row with
    /// `\n`. [`Grid::parse`] reads every style back.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Grid, Style};
    ///
    /// let grid = Grid::from_line(&("123".to_string() + &".".repeat(78)))?;
    /// assert_eq!(&grid.format(Style::Line)[..5], "123..");
    /// assert_eq!(grid.format(Style::Grid).lines().next(), Some("1 2 3 0 0 0 0 0 0"));
    /// assert_eq!(grid.format(Style::Pretty).lines().next(), Some("1 2 3 | . . . | . . ."));
    /// for style in Style::ALL {
    ///     assert_eq!(Grid::parse(&grid.format(style))?, grid);
    /// }
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn format(&self, style: Style) -> String {
        match style {
            Style::Line => self.to_line(),
            Style::Grid => self.to_grid_text(),
            Style::Pretty => self.to_pretty(),
        }
    }
}
