/**
 * A shared-table title's session (live tables ADR 082, card tables ADR 084): the operator's one-time
 * launch token exchanged through the provider for a session of the table family, answered with the
 * player's balance and the table the title opens (by its engine family).
 */
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type { ProviderService } from './provider.service.ts';

export const openTableSession = async (
  provider: Pick<ProviderService, 'openSession'>,
  input: { vendor: string; gameCode: string; launchToken: string },
  /** The table each engine family's titles open; a title of another family is not found. */
  titleTables: Readonly<Record<string, string>>,
  family: string,
) => {
  const { token, auth, vendor, gameCode, game } = await provider.openSession(input, (found) =>
    found.engine && titleTables[found.engine] ? family : undefined,
  );
  return {
    token,
    player: auth.user,
    currency: auth.currency,
    balance: fromMinorUnits(toMinorUnits(auth.balance ?? '0.00')),
    vendor,
    gameCode,
    gameName: game.gameName,
    table: (game.engine && titleTables[game.engine]) || null,
  };
};
