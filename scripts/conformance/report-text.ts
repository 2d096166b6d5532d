// What the conformance kit's two reports (`run.ts`: cases per operation; `journeys.ts`: a browser's
// calls per operation) print the same way: a plain-text table and the list of violations.

/** A table of `rows` under `header`, each column as wide as its widest cell; one line per row. */
export function textTable(header: readonly string[], rows: readonly string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/** An operation of a report, as far as its violations are listed. */
export interface ViolatedOperation {
  operationId: string;
  route: string;
  violations: readonly string[];
}

/** `Violations:` and one line per violation, or nothing when there is none. */
export function violationLines(operations: readonly ViolatedOperation[]): string[] {
  const failing = operations.filter((row) => row.violations.length > 0);
  if (failing.length === 0) return [];
  return [
    '',
    'Violations:',
    ...failing.flatMap((row) =>
      row.violations.map((violation) => `  ${row.operationId} (${row.route}): ${violation}`),
    ),
  ];
}
