/**
 * `npm run bench [-- <scenario> ...]`: runs every scenario in `scenarios/` (or the named ones),
 * prints a table, writes `results/<figure>.json` per figure and rewrites the results table in
 * README.md. Exits 1 if a scenario failed; a figure over budget is reported, not an error.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  budgeted,
  machine,
  readRecords,
  textTable,
  toRecord,
  updateReadme,
  writeRecord,
} from './lib/results.ts';
import {
  type Figure,
  type FigureRecord,
  IncompleteRun,
  type Scenario,
  type ScenarioContext,
} from './lib/types.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const resultsDir = path.join(benchDir, 'results');
const readmePath = path.join(benchDir, 'README.md');

type Deferred = { label: string; fn: () => unknown };

/** Clean-up of the scenario running now; run on normal end, on error, and on Ctrl-C. */
let pending: Deferred[] = [];

const cleanUp = async () => {
  const tasks = pending.reverse();
  pending = [];
  for (const task of tasks) {
    try {
      await task.fn();
    } catch (error) {
      console.error(`  clean-up "${task.label}" failed:`, error instanceof Error ? error.message : error);
    }
  }
};

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n${signal}: cleaning up (again to quit at once)…`);
    cleanUp().finally(() => process.exit(130));
  });
}

const loadScenarios = async (): Promise<Scenario[]> => {
  const dir = path.join(benchDir, 'scenarios');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts')).sort();
  const scenarios: Scenario[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Partial<Scenario>;
    if (typeof module.name !== 'string' || typeof module.run !== 'function') {
      throw new Error(`scenarios/${file} must export a \`name\` and a \`run(ctx)\``);
    }
    scenarios.push({ name: module.name, description: module.description, run: module.run });
  }
  return scenarios;
};

const main = async (): Promise<number> => {
  const all = await loadScenarios();
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = wanted.filter((name) => !all.some((scenario) => scenario.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown scenario(s): ${unknown.join(', ')}. Available: ${all.map((s) => s.name).join(', ')}`,
    );
    return 1;
  }
  const chosen = wanted.length > 0 ? all.filter((scenario) => wanted.includes(scenario.name)) : all;

  const where = machine();
  const written: FigureRecord[] = [];
  const skipped: string[] = [];
  const failed: string[] = [];
  const seen = new Set<string>();

  for (const scenario of chosen) {
    console.log(`\n▶ ${scenario.name}${scenario.description ? ` — ${scenario.description}` : ''}`);
    const started = Date.now();
    const ctx: ScenarioContext = {
      repoRoot,
      benchDir,
      log: (message) => console.log(`  [${scenario.name}] ${message}`),
      defer: (label, fn) => {
        pending.push({ label, fn });
      },
      skip: (figures, reason) => {
        console.log(`  [${scenario.name}] SKIPPED ${figures.join(', ')}: ${reason}`);
        skipped.push(`${scenario.name}: ${figures.join(', ')} — ${reason}`);
      },
    };
    const keep = async (figures: Figure[]) => {
      const measuredAt = new Date();
      for (const figure of figures) {
        if (seen.has(figure.figure)) throw new Error(`figure name "${figure.figure}" is used twice`);
        seen.add(figure.figure);
        const record = toRecord(scenario.name, figure, measuredAt, where);
        await writeRecord(resultsDir, record);
        written.push(record);
      }
    };
    try {
      await keep(await scenario.run(ctx));
      console.log(`  [${scenario.name}] done in ${Math.round((Date.now() - started) / 1000)} s`);
    } catch (error) {
      if (error instanceof IncompleteRun) await keep(error.figures);
      failed.push(scenario.name);
      console.error(`  [${scenario.name}] FAILED:`, error instanceof Error ? error.message : error);
      if (error instanceof Error && error.stack && process.env.BENCH_DEBUG) console.error(error.stack);
    } finally {
      await cleanUp();
    }
  }

  console.log('\nThis run:\n');
  console.log(written.length > 0 ? textTable(written) : '(no figures)');
  for (const line of skipped) console.log(`\nSkipped — ${line}`);
  const over = written.filter((record) => record.withinBudget === false);
  if (over.length > 0) {
    console.log(
      `\nOver budget: ${over.map((r) => `${r.figure} (${budgeted(r)} vs ${r.budgetRule})`).join(', ')}`,
    );
  }
  if (failed.length > 0) console.error(`\nFailed: ${failed.join(', ')}`);

  if (written.length > 0) {
    await updateReadme(readmePath, await readRecords(resultsDir));
    console.log(
      `\nWrote ${written.length} file(s) to ${path.relative(repoRoot, resultsDir)}/ and updated the table in ${path.relative(repoRoot, readmePath)}.`,
    );
  }
  return failed.length > 0 ? 1 : 0;
};

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  },
);
