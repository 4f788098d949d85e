/** English strings of Games → Lottery (issue 20); `lottery.vi.ts` has the same keys. */
export const lotteryEn = {
  'permission.lottery.results':
    'Lottery results: enter a daily draw’s result, confirm another operator’s entry, cancel an issue; the liability board',
  'permission.lottery.manage': 'Lottery games: sales on or off, closing time, prize group, liability cap',
  'audit.action.lottery.settings': 'Changed a lottery game’s settings',
  'audit.action.lottery.result.enter': 'Entered a lottery result',
  'audit.action.lottery.result.confirm': 'Confirmed a lottery result',
  'audit.action.lottery.result.reject': 'Rejected an entered lottery result',
  'audit.action.lottery.issue.cancel': 'Cancelled a lottery issue',
  'audit.target.lottery_game': 'Lottery game {{id}}',
  'audit.target.lottery_issue': 'Lottery issue {{id}}',
};
