/**
 * Provably fair, for an auto arena: the current fight's commitment (SHA-256 of its secret seed, shown
 * from the moment it opens), and the last finished fight checked in this browser with the very rule
 * the arena draws with (`@luckwell/games/cockfight/arena`): its revealed seed hashes to the
 * commitment, and the seed draws the announced result.
 */
import type { TCockfightArenaState, TCockfightFightVerify } from '@luckwell/contracts/provider/cockfight';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COCKFIGHT_VERIFY_KEY, cockfightApi } from './cockfight-api.ts';

export type FightCheck = {
  computedHash: string;
  hashMatches: boolean;
  replayed: string;
  announced: string;
  matches: boolean;
};

/** Replays a revealed fight; null while its seed is still secret (or a manual fight without weights). */
export const checkFight = async (verify: TCockfightFightVerify): Promise<FightCheck | null> => {
  const { fight, weights, nonce, arena } = verify;
  const announced = fight.status === 'CANCELLED' ? 'CANCELLED' : fight.result;
  if (!fight.serverSeed || !fight.seedHash || !weights || !announced) return null;
  const { fightCommitment, outcomeFromSeed } = await import('@luckwell/games/cockfight/arena');
  const computedHash = fightCommitment(fight.serverSeed);
  const replayed = outcomeFromSeed({
    serverSeed: fight.serverSeed,
    arenaId: fight.clientSeed ?? arena,
    fightNumber: nonce,
    weights,
  });
  const hashMatches = computedHash === fight.seedHash.toLowerCase();
  return { computedHash, hashMatches, replayed, announced, matches: hashMatches && replayed === announced };
};

/** The fight the panel checks: the current one once its result is out, else the last in the list. */
export const lastFinishedFight = (state: TCockfightArenaState) => {
  const fight = state.fight;
  if (fight && (fight.status === 'RESULT' || fight.status === 'CANCELLED')) return fight.number;
  return state.results[0]?.number ?? null;
};

const Mono = ({ children }: { children: string }) => (
  <dd className="font-mono text-[11px] break-all text-ink/90">{children}</dd>
);

export const FairnessPanel = ({ state }: { state: TCockfightArenaState }) => {
  const { t } = useTranslation();
  const code = state.arena.code;
  const number = lastFinishedFight(state);
  const check = useQuery({
    queryKey: [COCKFIGHT_VERIFY_KEY, code, number],
    enabled: number !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const verify = await cockfightApi.fight(code, number ?? 0, signal);
      return { verify, check: await checkFight(verify) };
    },
  });
  const current = state.fight;
  const outcomeName = (outcome: string) => t(`cockfight_outcome_${outcome.toLowerCase()}`);
  return (
    <section
      aria-labelledby="cockfight-fair-title"
      data-testid="cockfight-fairness"
      className="grid gap-2 rounded-2xl border border-line bg-surface/80 p-3 text-sm"
    >
      <h2 id="cockfight-fair-title" className="font-bold text-gold">
        {t('cockfight_fair_title')}
      </h2>
      <p className="text-xs text-muted">{t('cockfight_fair_note')}</p>
      {current?.seedHash && (
        <dl className="grid gap-0.5">
          <dt className="text-xs text-muted">{t('cockfight_fair_commitment', { number: current.number })}</dt>
          <Mono>{current.seedHash}</Mono>
        </dl>
      )}
      {number !== null && (
        <div className="grid gap-1 rounded-xl bg-black/25 p-2.5">
          <p className="text-xs font-semibold">{t('cockfight_fair_last', { number })}</p>
          {check.isPending && <p className="text-xs text-muted">{t('cockfight_fair_checking')}</p>}
          {check.isError && <p className="text-xs text-red-300">{t('cockfight_fair_unavailable')}</p>}
          {check.data && (
            <>
              <dl className="grid gap-0.5">
                <dt className="text-xs text-muted">{t('cockfight_fair_seed_hash')}</dt>
                <Mono>{check.data.verify.fight.seedHash ?? '—'}</Mono>
                <dt className="text-xs text-muted">{t('cockfight_fair_server_seed')}</dt>
                <Mono>{check.data.verify.fight.serverSeed ?? t('cockfight_fair_hidden')}</Mono>
                <dt className="text-xs text-muted">{t('cockfight_fair_client_seed')}</dt>
                <Mono>{`${check.data.verify.fight.clientSeed ?? code} · nonce ${check.data.verify.nonce}`}</Mono>
              </dl>
              {check.data.check ? (
                <p
                  role="status"
                  data-testid="cockfight-verified"
                  data-verified={check.data.check.matches}
                  className={`text-sm font-bold ${check.data.check.matches ? 'text-emerald-300' : 'text-red-300'}`}
                >
                  {check.data.check.matches
                    ? t('cockfight_fair_verified', { outcome: outcomeName(check.data.check.replayed) })
                    : !check.data.check.hashMatches
                      ? t('cockfight_fair_hash_mismatch')
                      : t('cockfight_fair_mismatch', {
                          replayed: outcomeName(check.data.check.replayed),
                          announced: outcomeName(check.data.check.announced),
                        })}
                </p>
              ) : (
                <p className="text-xs text-muted">{t('cockfight_fair_not_revealed')}</p>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
};
