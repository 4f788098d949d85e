/** English strings of the cockfight arenas desk (issue 22, ADR 087); `arenas.vi.ts` has the same keys. */
export const arenasEn = {
  'audit.action.cockfight.fight.open': 'Opened a cockfight',
  'audit.action.cockfight.fight.lastCall': 'Called last bets on a cockfight',
  'audit.action.cockfight.fight.close': 'Closed betting on a cockfight',
  'audit.action.cockfight.fight.result': 'Entered a cockfight’s result',
  'audit.action.cockfight.fight.cancel': 'Cancelled a cockfight',
  'audit.target.cockfight_fight': 'Cockfight {{id}}',
  cockfight_err_arena_not_found: 'This arena does not exist.',
  cockfight_err_fight_not_found: 'This fight does not exist.',
  cockfight_err_bad_transition:
    'This fight cannot do that now (or the arena runs on its own schedule): refresh and check its status.',
} as const;
