/** How the console writes a chat's times: "14:05" today, "11-26 14:05" before (local time). */
import { formatDateTime } from '../../shared/format.ts';

export const shortTime = (iso: string) => {
  const full = formatDateTime(iso);
  const day = new Date(iso);
  const today = new Date();
  const sameDay =
    day.getFullYear() === today.getFullYear() &&
    day.getMonth() === today.getMonth() &&
    day.getDate() === today.getDate();
  // "yyyy-MM-dd HH:mm:ss": the time without seconds, with the month and day when not today.
  return sameDay ? full.slice(11, 16) : full.slice(5, 16);
};
