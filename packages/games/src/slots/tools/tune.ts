/** `npx tsx packages/games/src/slots/tools/tune.ts [model-id…]`: prints each model's exact maths. */
import { analyseModel, toDecimal } from '../maths.ts';
import { slotModels } from '../registry.ts';

const wanted = process.argv.slice(2);
for (const model of slotModels) {
  if (wanted.length > 0 && !wanted.includes(model.id)) continue;
  const t0 = performance.now();
  const maths = analyseModel(model);
  const ms = Math.round(performance.now() - t0);
  console.log(model.id, model.reels.map((r) => r.length).join('×'), `${ms} ms`);
  console.log(JSON.stringify(maths.published, null, 2));
  console.log('free spins per trigger', toDecimal(maths.exact.freeSpinsPerTrigger, 3));
}
