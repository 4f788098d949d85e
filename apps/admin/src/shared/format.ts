/** How the console writes instants and amounts: local time as yyyy-MM-dd HH:mm:ss (spec §9), money with separators. */

const pad = (n: number) => String(n).padStart(2, '0');

export const formatDateTime = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** "1234567.50" → "1,234,567.50" (spec §9: two decimals with thousands separators). */
export const formatMoney = (money: string) => {
  const [whole = '0', fraction = '00'] = money.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
};

/** A local calendar day (input type=date, yyyy-MM-dd) → the ISO instant its midnight is, here. */
export const startOfLocalDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return undefined;
  return new Date(y, m - 1, d).toISOString();
};

/** The instant the day after `day` begins: the exclusive end of a date range that includes `day`. */
export const endOfLocalDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return undefined;
  return new Date(y, m - 1, d + 1).toISOString();
};

/** "Trần Thị Mai" → "TM": the first letters of the first two words, for an avatar. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
