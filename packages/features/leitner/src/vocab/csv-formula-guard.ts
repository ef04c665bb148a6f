// Spreadsheets run a cell that begins with = + - @ (and some a leading tab or carriage return) as a
// formula: `=HYPERLINK(...)` in a word would become a live link or worse when the owner opens the
// export (decision 076). Such a cell goes out with a leading apostrophe, which spreadsheets show as
// text; the import takes exactly that apostrophe off again, so export -> import gives back each cell.

/** A cell that, after any apostrophes this guard added, begins with a formula trigger. */
const guarded = /^'*[=+\-@\t\r]/;

/** The cell as written to a CSV file: a leading apostrophe when a spreadsheet would run it. */
export function neutraliseFormula(cell: string): string {
  // Apostrophes already there count too: `'=x` becomes `''=x`, so the import cannot mistake it
  // for a guarded `=x`.
  return guarded.test(cell) ? `'${cell}` : cell;
}

/** The cell as the export had it: the one apostrophe `neutraliseFormula` added, taken off. */
export function restoreFormula(cell: string): string {
  return cell.startsWith("'") && guarded.test(cell.slice(1)) ? cell.slice(1) : cell;
}
