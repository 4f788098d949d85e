/**
 * The published maths table of docs/slot-maths.md, generated from the models' published figures;
 * maths.test.ts checks the document holds exactly this table, and the figures against the maths.
 */
import { MULTIPLIER_ONE } from './engine.ts';
import type { SlotModel } from './types.ts';

export const TABLE_START = '<!-- slot-maths:start -->';
export const TABLE_END = '<!-- slot-maths:end -->';

const percent = (decimal: string) => `${(Number(decimal) * 100).toFixed(2)} %`;
const oneIn = (decimal: string) => `1 in ${Math.round(1 / Number(decimal)).toLocaleString('en-US')}`;
const times = (multiplier: number) => `${(multiplier / MULTIPLIER_ONE).toLocaleString('en-US')}×`;

export const mathsTable = (models: readonly SlotModel[]): string => {
  const header = [
    'model',
    'volatility',
    'mode',
    'reels',
    'RTP',
    'base',
    'free spins',
    'hit frequency',
    'free spins frequency',
    'std dev',
    'max win',
    'jackpot',
  ];
  const rows = models.map((m) => {
    const p = m.published;
    const mode = m.mode.kind === 'paylines' ? `${m.mode.lines.length} lines` : '243 ways';
    return [
      `\`${m.id}\``,
      m.volatility,
      mode,
      m.reels.map((strip) => strip.length).join('·'),
      percent(p.rtp),
      percent(p.rtpBase),
      percent(p.rtpFreeSpins),
      percent(p.hitFrequency),
      oneIn(p.freeSpinsFrequency),
      Number(p.standardDeviation).toFixed(2),
      times(p.maxWin),
      m.jackpotEligible ? 'yes' : 'no',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};

/** The exact figures of each model, for the table below the summary. */
export const exactTable = (models: readonly SlotModel[]): string => {
  const header = [
    'model',
    'RTP',
    'hit frequency',
    'free spins frequency',
    'std dev',
    'max win (ten-thousandths)',
  ];
  const rows = models.map((m) => {
    const p = m.published;
    return [
      `\`${m.id}\``,
      p.rtp,
      p.hitFrequency,
      p.freeSpinsFrequency,
      p.standardDeviation,
      String(p.maxWin),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};

/** Both tables as they stand between the markers of docs/slot-maths.md. */
export const publishedSection = (models: readonly SlotModel[]): string =>
  [TABLE_START, '', mathsTable(models), '', exactTable(models), '', TABLE_END].join('\n');
