/**
 * The fairness panel (docs/provably-fair.md): the committed server seed hash, the player's client
 * seed (editable), the next nonce, and the rotation that reveals the server seed of the rounds
 * played so far, checked here against the hash that was shown.
 */
import type { TFairness, TRotateValue } from '@luckwell/contracts/provider/house-games';
import { sha256Hex } from '@luckwell/games/verify';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { Button } from '@luckwell/ui/button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_KEY } from './history-panel.tsx';
import { providerApi } from './provider-api.ts';

const Mono = ({ children, testId }: { children: string; testId?: string }) => (
  <code
    data-testid={testId}
    className="block break-all rounded-lg bg-black/30 px-2.5 py-1.5 font-mono text-[11px] text-ink/90"
  >
    {children}
  </code>
);

export const FairnessPanel = ({
  fairness,
  onChange,
}: {
  fairness: TFairness;
  onChange: (next: TFairness) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const [clientSeed, setClientSeed] = useState(fairness.clientSeed);
  const [revealed, setRevealed] = useState<TRotateValue['revealed'] | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({ mutationFn: providerApi.setClientSeed, onSuccess: onChange });
  const rotate = useMutation({
    mutationFn: providerApi.rotate,
    onSuccess: (value) => {
      setRevealed(value.revealed);
      onChange(value.fairness);
      setClientSeed(value.fairness.clientSeed);
      // The rounds of the revealed seed can now be verified.
      void queryClient.invalidateQueries({ queryKey: [HISTORY_KEY] });
    },
  });
  const error = save.error ?? rotate.error;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 text-sm"
      data-testid="fairness-panel"
    >
      <h2 id={`${id}-title`} className="font-bold text-gold">
        {t('provider_fairness')}
      </h2>
      <div>
        <div className="mb-1 text-xs text-muted">{t('fair_server_hash')}</div>
        <Mono testId="fair-hash">{fairness.serverSeedHash}</Mono>
      </div>
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(clientSeed.trim());
        }}
      >
        <label htmlFor={`${id}-seed`} className="text-xs text-muted">
          {t('fair_client_seed')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-seed`}
            value={clientSeed}
            maxLength={64}
            onChange={(event) => setClientSeed(event.target.value.replace(/\s/g, ''))}
            className="min-w-0 flex-1 rounded-lg border border-line bg-black/30 px-2.5 py-1.5 font-mono text-xs text-ink outline-none focus:border-primary"
          />
          <Button type="submit" size="sm" variant="secondary" disabled={save.isPending || !clientSeed.trim()}>
            {t('fair_save_seed')}
          </Button>
        </div>
        {save.isSuccess && <p className="text-xs text-emerald-300">{t('fair_seed_saved')}</p>}
      </form>
      <div className="flex items-center justify-between text-xs">
        <span className="text-muted">{t('fair_nonce')}</span>
        <span data-testid="fair-nonce" className="font-mono font-bold">
          {fairness.nonce}
        </span>
      </div>
      <div className="flex flex-col gap-1.5 border-t border-line pt-3">
        <p className="text-xs text-muted">{t('fair_rotate_hint')}</p>
        <Button size="sm" onClick={() => rotate.mutate()} disabled={rotate.isPending}>
          {t('fair_rotate')}
        </Button>
      </div>
      {revealed && (
        <div className="flex flex-col gap-1.5 rounded-xl border border-emerald-400/30 bg-emerald-400/5 p-3">
          <div className="text-xs font-semibold">{t('fair_revealed')}</div>
          <Mono testId="fair-revealed">{revealed.serverSeed}</Mono>
          <p className="text-xs text-muted">
            {t('fair_revealed_rounds', { count: revealed.rounds, last: Math.max(revealed.rounds - 1, 0) })}
          </p>
          {sha256Hex(revealed.serverSeed) === revealed.serverSeedHash && (
            <p className="text-xs text-emerald-300">✓ {t('fair_hash_ok')}</p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-xs text-red-300">
          {t(errorMessageKey(error))}
        </p>
      )}
    </section>
  );
};
