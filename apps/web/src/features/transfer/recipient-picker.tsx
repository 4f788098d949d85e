/**
 * The recipient of a downline transfer: an account typed or picked from the agent's own team (any
 * level). Only team members are offered; the server refuses anyone else the same way.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field.tsx';
import { useDownline } from './transfer-api.ts';

type RecipientPickerProps = {
  value: string;
  error: string | undefined;
  onChange: (account: string) => void;
};

/** The typed text, settled for a moment, so the team list is not asked on every key. */
const useSettled = (value: string, ms = 250) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

export const RecipientPicker = ({ value, error, onChange }: RecipientPickerProps) => {
  const { t } = useTranslation();
  const listId = useId();
  const q = useSettled(value.trim());
  const team = useDownline(q, true);
  const matches = team.data?.list ?? [];
  const chosen = matches.some((m) => m.account.toLowerCase() === value.trim().toLowerCase());

  return (
    <div className="flex flex-col gap-2">
      <Field
        label={t('tf_recipient')}
        hint={t('tf_recipient_hint')}
        placeholder={t('tf_recipient_placeholder')}
        error={error}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <div>
        <p id={listId} className="mb-1.5 text-xs font-semibold text-muted">
          {t('tf_recipient_pick')}
        </p>
        {matches.length === 0 ? (
          <p className="text-xs text-muted">{team.isPending ? '…' : t('tf_recipient_none')}</p>
        ) : (
          <ul aria-labelledby={listId} className="flex flex-wrap gap-2">
            {matches.map((m) => {
              const selected = chosen && m.account.toLowerCase() === value.trim().toLowerCase();
              return (
                <li key={m.account} className="min-w-0">
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onChange(m.account)}
                    className={`flex max-w-full items-center gap-2 rounded-full border px-3 py-1.5 text-left text-xs transition ${
                      selected
                        ? 'border-primary bg-primary/15 text-primary'
                        : 'border-line bg-page/50 text-ink/90 hover:border-primary/50'
                    }`}
                  >
                    <span className="truncate font-semibold">{m.account}</span>
                    <span className="shrink-0 text-muted">{t('tf_recipient_level', { depth: m.depth })}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
};
