/**
 * The fault test's plan (docs/decisions/019-fault-test.md): a seeded, deterministic list of wallet
 * requests per lane, one lane per member, and what the books must hold once every request has been
 * answered. Pure: the worker (wallet.fault-worker.ts) sends it, the test (wallet.fault.test.ts)
 * predicts from it. Within a lane the requests run one after another, so the generator knows the
 * member's balance before each one and every request is meant to succeed, except the overdraws,
 * which the books must refuse.
 */

/** The house account bets and wins book against (on the member's shard of it). */
export const FAULT_VENDOR_HOUSE = 'house:FAULT';

export type FaultStep =
  /** A deposit: the cashier credits the member. */
  | { key: string; op: 'deposit'; amount: bigint }
  /** A bet: the member's wallet is debited to the house. */
  | { key: string; op: 'bet'; amount: bigint }
  /** A win: the house pays the member. */
  | { key: string; op: 'win'; amount: bigint }
  /** A withdrawal request: `amount` is held. */
  | { key: string; op: 'hold'; amount: bigint }
  /** The withdrawal paid (settled to the cashier) or rejected (released back), by its hold's key. */
  | { key: string; op: 'settle' | 'release'; holdKey: string; amount: bigint }
  /** A bet of more than the wallet holds: refused with insufficient funds, nothing booked. */
  | { key: string; op: 'overdraw'; amount: bigint };

export type FaultExpectation = {
  /** Each lane's member_cash and member_held balances after the whole plan. */
  cash: bigint[];
  held: bigint[];
  /** The cashier clearing account: deposits out, paid withdrawals in. */
  cashier: bigint;
  /** The sum of the house shards: bets in, wins out. */
  house: bigint;
  /** How each hold (by its key) ends. */
  holds: Map<string, 'open' | 'settled' | 'released'>;
  /** Keys that book an entry, and keys that must be refused. */
  entryKeys: string[];
  refusedKeys: string[];
};

export type FaultPlan = { lanes: FaultStep[][]; expected: FaultExpectation };

/** mulberry32: a small, fast, seedable generator; good enough to pick amounts and operations. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** An integer in [min, max]. */
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, between };
};

export const faultPlan = ({
  seed,
  lanes,
  stepsPerLane,
}: {
  seed: number;
  lanes: number;
  stepsPerLane: number;
}): FaultPlan => {
  const random = generator(seed);
  const expected: FaultExpectation = {
    cash: [],
    held: [],
    cashier: 0n,
    house: 0n,
    holds: new Map(),
    entryKeys: [],
    refusedKeys: [],
  };
  const plan: FaultStep[][] = [];
  for (let lane = 0; lane < lanes; lane++) {
    const steps: FaultStep[] = [];
    let cash = 0n;
    let held = 0n;
    const keyOf = (n: number, what: string) => `fault:${seed}:${lane}:${n}:${what}`;
    const add = (step: FaultStep) => {
      steps.push(step);
      if (step.op === 'overdraw') expected.refusedKeys.push(step.key);
      else expected.entryKeys.push(step.key);
    };
    const deposit = (n: number) => {
      const amount = BigInt(random.between(10_000, 200_000));
      add({ key: keyOf(n, 'deposit'), op: 'deposit', amount });
      cash += amount;
      expected.cashier -= amount;
    };
    const withdraw = (n: number, closing: 'settle' | 'release' | 'open') => {
      const amount = BigInt(random.between(1, Number(cash / 2n)));
      const holdKey = keyOf(n, 'hold');
      add({ key: holdKey, op: 'hold', amount });
      cash -= amount;
      held += amount;
      if (closing === 'open') {
        expected.holds.set(holdKey, 'open');
        return;
      }
      add({ key: keyOf(n, closing), op: closing, holdKey, amount });
      held -= amount;
      if (closing === 'settle') expected.cashier += amount;
      else cash += amount;
      expected.holds.set(holdKey, closing === 'settle' ? 'settled' : 'released');
    };
    for (let n = 0; n < stepsPerLane; n++) {
      const pick = random.next();
      if (cash < 2_000n || pick < 0.2) deposit(n);
      else if (pick < 0.6) {
        const amount = BigInt(random.between(1, Math.min(Number(cash), 20_000)));
        add({ key: keyOf(n, 'bet'), op: 'bet', amount });
        cash -= amount;
        expected.house += amount;
      } else if (pick < 0.75) {
        const amount = BigInt(random.between(1, 40_000));
        add({ key: keyOf(n, 'win'), op: 'win', amount });
        cash += amount;
        expected.house -= amount;
      } else if (pick < 0.95) withdraw(n, random.next() < 0.6 ? 'settle' : 'release');
      else
        add({ key: keyOf(n, 'overdraw'), op: 'overdraw', amount: cash + BigInt(random.between(1, 1_000)) });
    }
    // Every other member ends with a withdrawal still pending, so held money is checked too.
    if (lane % 2 === 0) {
      if (cash < 2_000n) deposit(stepsPerLane);
      withdraw(stepsPerLane + 1, 'open');
    }
    plan.push(steps);
    expected.cash.push(cash);
    expected.held.push(held);
  }
  return { lanes: plan, expected };
};
