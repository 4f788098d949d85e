/** A moment as the reader's language writes it (day and time, their own time zone). */
export const formatWhen = (iso: string, language: string, withTime = true) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(language === 'en' ? 'en-GB' : 'vi-VN', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  });
};
