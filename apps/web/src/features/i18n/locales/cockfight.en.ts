/** Cockfight arenas (issue 22, ADR 087): the server's refusals a player may see. */
export const cockfightEn: Record<string, string> = {
  cockfight_err_arena_not_found: 'This arena does not exist.',
  cockfight_err_fight_not_found: 'This fight does not exist.',
  cockfight_err_betting_closed: 'Betting on this fight has closed. Bet on the next one.',
  cockfight_err_stake_out_of_range: 'Your total on a side must be between {{min}} and {{max}}.',
  cockfight_err_request_reused: 'This bet was already sent with different details. Please try again.',
  cockfight_err_request_pending: 'Your bet is still being placed. Please wait a moment.',
  cockfight_err_not_cockfight: 'This session is not for cockfight. Open the game again from the lobby.',
  cockfight_err_bad_transition: 'This fight cannot do that now.',
};
