/**
 * `npx tsx packages/games/src/slots/tools/publish.ts`: computes every model's exact maths, writes
 * the figures into the model files' `published` blocks and the tables into docs/slot-maths.md.
 * maths.test.ts fails when either has drifted from what the maths computes; run this after tuning.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyseModel } from '../maths.ts';
import { publishedSection, TABLE_END, TABLE_START } from '../maths-table.ts';
import { slotModels } from '../registry.ts';

const modelsDir = new URL('../models/', import.meta.url);
const docPath = fileURLToPath(new URL('../../../../../docs/slot-maths.md', import.meta.url));

for (const model of slotModels) {
  const published = analyseModel(model).published;
  model.published = published;
  const file = fileURLToPath(new URL(`${model.id}.ts`, modelsDir));
  const source = readFileSync(file, 'utf8');
  const block = [
    '  published: {',
    ...Object.entries(published).map(([k, v]) => `    ${k}: ${typeof v === 'string' ? `'${v}'` : v},`),
    '  },',
  ].join('\n');
  const next = source.replace(/ {2}published: \{[^}]*\},/, block);
  if (next === source) console.log(`${model.id}: unchanged`);
  else writeFileSync(file, next);
  console.log(model.id, published.rtp);
}

const doc = readFileSync(docPath, 'utf8');
const start = doc.indexOf(TABLE_START);
const end = doc.indexOf(TABLE_END);
if (start < 0 || end < 0) throw new Error('docs/slot-maths.md has no table markers');
writeFileSync(
  docPath,
  doc.slice(0, start) + publishedSection(slotModels) + doc.slice(end + TABLE_END.length),
);
