import { formatMoney } from '../../shared/format-money.ts';

/** "10000.00", "VND" → "10,000.00 VND" (the game clients show the currency code, as vendors do). */
export const moneyText = (amount: string, currency: string) => `${formatMoney(amount, '')} ${currency}`;

/** Ten-thousandths → "1.98×" (two to four decimals, no trailing zeros past two). */
export const multiplierText = (tenThousandths: number) => {
  const whole = Math.floor(tenThousandths / 10_000);
  const fraction = String(tenThousandths % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${fraction.length < 2 ? fraction.padEnd(2, '0') : fraction}×`;
};
