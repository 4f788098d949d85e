/** The game clients' stake chips and stake parsing (dice, crash, …): one look, one rule. */
import { useTranslation } from 'react-i18next';

export const STAKE_CHIPS = ['10.00', '50.00', '100.00', '500.00', '1000.00', '5000.00'];

/** A typed stake ("12", "12.5", "12.50") in minor units, or null when it is not an amount. */
export const stakeToMinor = (money: string) => {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(money.trim());
  return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : null;
};

export const StakeChips = ({
  stake,
  disabled,
  onPick,
}: {
  stake: string;
  disabled: boolean;
  onPick: (stake: string) => void;
}) => {
  const { t } = useTranslation();
  return (
    <fieldset className="grid grid-cols-6 gap-1.5">
      <legend className="sr-only">{t('provider_stake_chips')}</legend>
      {STAKE_CHIPS.map((chip) => (
        <button
          key={chip}
          type="button"
          aria-pressed={stake === chip}
          disabled={disabled}
          onClick={() => onPick(chip)}
          className="rounded-full border border-primary/40 py-1.5 text-xs font-bold text-ink transition hover:border-primary aria-pressed:bg-gold aria-pressed:text-on-primary"
        >
          {Number(chip) >= 1000 ? `${Number(chip) / 1000}K` : Number(chip)}
        </button>
      ))}
    </fieldset>
  );
};
