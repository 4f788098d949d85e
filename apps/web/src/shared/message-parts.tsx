/**
 * A message from the operator as the member inbox and the agent centre's announcements both show it:
 * its category, title and time on a button that opens its text, kept plain with its line breaks.
 */
import type { TMessageCategory } from '@luckwell/contracts/member/messages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhen } from './format-when.ts';

const CATEGORY_TONE: Record<TMessageCategory, string> = {
  notice: 'bg-sky-500/15 text-sky-300',
  promotion: 'bg-gold/15 text-gold',
  account: 'bg-emerald-500/15 text-emerald-300',
  feedback: 'bg-primary/15 text-primary',
};

/** The button that opens or closes a message's text (`bodyId`). */
export const MessageToggle = ({
  open,
  onToggle,
  bodyId,
  category,
  categoryLabel,
  title,
  titleTone,
  sentAt,
  marker,
  titleNote,
}: {
  open: boolean;
  onToggle: () => void;
  bodyId: string;
  category: TMessageCategory;
  categoryLabel: string;
  title: string;
  /** The title's weight and colour (bolder while unread, say). */
  titleTone: string;
  sentAt: string;
  /** Before the rest: the inbox's unread dot. */
  marker?: ReactNode;
  /** After the title: what only a screen reader hears of it. */
  titleNote?: ReactNode;
}) => {
  const { i18n } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={bodyId}
      className="flex w-full min-w-0 items-start gap-3 p-3 text-left sm:p-4"
    >
      {marker}
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex min-w-0 flex-wrap items-center gap-2">
          <span className={`rounded-full px-2 py-0.5 text-[11px] font-bold ${CATEGORY_TONE[category]}`}>
            {categoryLabel}
          </span>
          <span className={`min-w-0 text-sm break-words ${titleTone}`}>{title}</span>
          {titleNote}
        </span>
        <time dateTime={sentAt} className="text-xs text-muted">
          {formatWhen(sentAt, i18n.language)}
        </time>
      </span>
      <svg
        viewBox="0 0 20 20"
        className={`mt-1 size-4 shrink-0 text-muted transition ${open ? 'rotate-180' : ''}`}
        aria-hidden="true"
      >
        <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </button>
  );
};

/** A message's text as the operator wrote it: plain, line breaks kept. */
export const MessageText = ({ text }: { text: string }) => (
  <p className="text-sm leading-relaxed break-words whitespace-pre-line text-ink/90">{text}</p>
);
