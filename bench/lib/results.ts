/** Results: one JSON file per figure in `results/`, a printed table, and the table in README.md. */
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Figure, FigureRecord, Machine } from './types.ts';

export const README_START = '<!-- results:start -->';
export const README_END = '<!-- results:end -->';

export const machine = (): Machine => {
  const cpus = os.cpus();
  return {
    cpus: { model: cpus[0]?.model.trim() ?? 'unknown', count: cpus.length },
    totalmem: os.totalmem(),
    node: process.version,
    platform: process.platform,
    arch: process.arch,
  };
};

const budgetRule = (figure: Figure): string | null => {
  if (figure.budget === null) return null;
  const op = figure.budgetDirection === 'atMost' ? '<=' : '>=';
  return figure.budgetOn === 'value'
    ? `value ${op} ${figure.budget} ${figure.unit}`
    : `ratio ${op} ${figure.budget}`;
};

const withinBudget = (figure: Figure): boolean | null => {
  const measured = figure.budgetOn === 'value' ? figure.value : figure.ratio;
  if (figure.budget === null || measured === null) return null;
  return figure.budgetDirection === 'atMost' ? measured <= figure.budget : measured >= figure.budget;
};

/** The number a record's budget applies to, as printed next to the rule. */
export const budgeted = (r: FigureRecord): string =>
  r.budgetRule?.startsWith('value ') ? `${r.value} ${r.unit}` : String(r.ratio);

export const toRecord = (
  scenario: string,
  figure: Figure,
  measuredAt: Date,
  where: Machine,
): FigureRecord => ({
  scenario,
  figure: figure.figure,
  value: figure.value,
  unit: figure.unit,
  baseline: figure.baseline,
  ratio: figure.ratio,
  budget: figure.budget,
  withinBudget: withinBudget(figure),
  measuredAt: measuredAt.toISOString(),
  machine: where,
  budgetRule: budgetRule(figure),
  ...(figure.baselineOf === undefined ? {} : { baselineOf: figure.baselineOf }),
  ...(figure.p99Ms === undefined ? {} : { p99Ms: figure.p99Ms }),
  ...(figure.details === undefined ? {} : { details: figure.details }),
});

/** Writes `<dir>/<figure>.json` (through a .tmp file, so a crash never leaves half a file). */
export const writeRecord = async (dir: string, record: FigureRecord): Promise<string> => {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${record.figure}.json`);
  await writeFile(`${file}.tmp`, `${JSON.stringify(record, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
  return file;
};

/** Every figure ever written, latest per figure: this run's and earlier runs' of other scenarios. */
export const readRecords = async (dir: string): Promise<FigureRecord[]> => {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const records = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as FigureRecord),
  );
  return records.sort((a, b) => a.scenario.localeCompare(b.scenario) || a.figure.localeCompare(b.figure));
};

const number = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const HEADER = [
  'scenario',
  'figure',
  'value',
  'baseline',
  'ratio',
  'budget',
  'within budget',
  'p99',
  'measured',
];

const row = (r: FigureRecord): string[] => [
  r.scenario,
  r.figure,
  `${number(r.value)} ${r.unit}`,
  r.baseline === null ? '—' : `${number(r.baseline)} ${r.unit}`,
  r.ratio === null ? '—' : number(r.ratio, 3),
  r.budgetRule === null
    ? '—'
    : r.budgetRule
        .replace(/^(ratio|value) /, '')
        .replace('>=', '≥')
        .replace('<=', '≤')
        .replace(/\d{4,}/, (n) => number(Number(n))),
  r.withinBudget === null ? '—' : r.withinBudget ? 'yes' : 'NO',
  r.p99Ms === undefined ? '—' : `${number(r.p99Ms)} ms`,
  `${r.measuredAt.slice(0, 16).replace('T', ' ')} UTC`,
];

const describeMachine = (m: Machine) =>
  `${m.cpus.count} × ${m.cpus.model}, ${number(m.totalmem / 2 ** 30, 1)} GiB RAM, Node ${m.node}, ${m.platform}/${m.arch}`;

/** Padded plain-text table for the terminal. */
export const textTable = (records: FigureRecord[]): string => {
  const rows = [HEADER, ...records.map(row)];
  const widths = HEADER.map((_, i) => Math.max(...rows.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [line(rows[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join(
    '\n',
  );
};

export const markdownTable = (records: FigureRecord[]): string => {
  if (records.length === 0) return '_No results yet: run `npm run bench`._';
  // Padded the way `biome format` lays out Markdown tables, so a bench run leaves lint clean.
  const rows = [HEADER, ...records.map(row)];
  const widths = HEADER.map((_, i) => Math.max(3, ...rows.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const machines = [...new Set(records.map((r) => describeMachine(r.machine)))];
  return [
    line(rows[0] ?? []),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.slice(1).map(line),
    '',
    `Measured on: ${machines.join('; ')}.`,
  ].join('\n');
};

/** Replaces the text between the results markers in README.md with the table of all figures. */
export const updateReadme = async (readmePath: string, records: FigureRecord[]): Promise<void> => {
  const text = await readFile(readmePath, 'utf8');
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start < 0 || end < start) {
    throw new Error(`${readmePath} lacks the ${README_START} … ${README_END} markers`);
  }
  const updated = `${text.slice(0, start + README_START.length)}\n${markdownTable(records)}\n${text.slice(end)}`;
  await writeFile(readmePath, updated);
};
