/**
 * The conversation's lines (issue 19): the customer's on the right, the desk's on the left under the
 * operator's name, the desk's notices (claimed, transferred, closed, out of hours) centred and
 * translated; each with its time, pictures as thumbnails that open full size in a new tab, and
 * "Seen" under the customer's last line the desk has read. A `log` region, so screen readers read
 * new lines as they come.
 */
import type { TChatMessage } from '@luckwell/contracts/support/chat';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../../shared/image-url.ts';
import { ChatBubbleIcon } from './chat-icons.tsx';

const localeOf = (language: string) => (language === 'en' ? 'en-GB' : 'vi-VN');

const timeOf = (iso: string, language: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString(localeOf(language), { hour: '2-digit', minute: '2-digit' });
};

const dayOf = (iso: string, language: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(localeOf(language), { dateStyle: 'medium' });
};

/** A notice of the desk in the reader's language; the server's own words only for an event we do not know. */
const systemText = (t: TFunction, message: TChatMessage, closeReason: string | null) => {
  switch (message.event) {
    case 'claimed':
      return t('sup_event_claimed');
    case 'transferred':
      return t('sup_event_transferred');
    case 'closed': {
      const reason = message.body.trim() || closeReason;
      return reason ? t('sup_event_closed_reason', { reason }) : t('sup_event_closed');
    }
    case 'outOfHours':
      return t('sup_event_outOfHours');
    default:
      return message.body;
  }
};

const ChatImage = ({ image }: { image: NonNullable<TChatMessage['image']> }) => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const url = imageUrl(image.url);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('sup_image_open')}
      className="block overflow-hidden rounded-xl focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
    >
      <img
        src={url}
        alt={t('sup_image_alt')}
        width={image.width}
        height={image.height}
        loading="lazy"
        className="h-auto max-h-52 w-auto max-w-full bg-black/20 object-cover"
      />
    </a>
  );
};

const Line = ({
  message,
  seen,
  closeReason,
}: {
  message: TChatMessage;
  seen: boolean;
  closeReason: string | null;
}) => {
  const { t, i18n } = useTranslation();
  const time = timeOf(message.createdAt, i18n.language);
  if (message.sender === 'system') {
    const text = systemText(t, message, closeReason);
    if (!text) return null;
    return (
      <li data-testid="chat-line" data-sender="system" className="my-1 flex justify-center">
        <p className="max-w-[90%] rounded-full bg-white/5 px-3 py-1 text-center text-xs leading-relaxed text-muted">
          {text}
          {time && <span className="ml-1.5 text-[10px] text-muted/70 tabular-nums">{time}</span>}
        </p>
      </li>
    );
  }
  const mine = message.sender === 'customer';
  const who = mine ? t('sup_you') : message.senderName || t('sup_agent');
  return (
    <li
      data-testid="chat-line"
      data-sender={message.sender}
      className={`flex flex-col gap-1 ${mine ? 'items-end pl-10' : 'items-start pr-10'}`}
    >
      {mine ? (
        <span className="sr-only">{who}:</span>
      ) : (
        <span className="px-1 text-xs font-semibold text-primary">{who}</span>
      )}
      <div
        className={`max-w-full rounded-2xl px-3.5 py-2 text-sm leading-relaxed shadow-md shadow-black/30 ${
          mine
            ? 'rounded-br-md bg-gold text-on-primary'
            : 'rounded-bl-md border border-line bg-surface-2 text-ink'
        } ${message.image ? 'grid gap-2 p-1.5' : ''}`}
      >
        {message.image && <ChatImage image={message.image} />}
        {message.body && (
          <p className={`break-words whitespace-pre-wrap ${message.image ? 'px-2 pb-1' : ''}`}>
            {message.body}
          </p>
        )}
      </div>
      <span className="px-1 text-[11px] text-muted tabular-nums">
        {time}
        {seen && <span className="ml-1.5 font-semibold text-emerald-300">· {t('sup_seen')}</span>}
      </span>
    </li>
  );
};

export const MessageList = ({
  messages,
  seenUpTo,
  closeReason,
}: {
  messages: TChatMessage[];
  /** The newest of the customer's lines the desk has read. */
  seenUpTo: number;
  closeReason: string | null;
}) => {
  const { t, i18n } = useTranslation();
  const log = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;

  // Keeps the newest line in view as lines come.
  useEffect(() => {
    const element = log.current;
    if (element && newest !== undefined) element.scrollTop = element.scrollHeight;
  }, [newest]);

  const lastSeen = messages.findLast(
    (message) => message.sender === 'customer' && message.id <= seenUpTo,
  )?.id;

  let day = '';
  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={t('sup_log_label')}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4"
    >
      {messages.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-primary/15 text-primary shadow-[0_0_40px] shadow-primary/20">
            <ChatBubbleIcon className="size-8" />
          </span>
          <p className="text-lg font-bold text-ink">{t('sup_empty_title')}</p>
          <p className="max-w-xs text-sm leading-relaxed text-muted">{t('sup_empty_text')}</p>
        </div>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((message) => {
            const thisDay = dayOf(message.createdAt, i18n.language);
            const newDay = thisDay !== day;
            day = thisDay;
            return [
              newDay && thisDay ? (
                <li key={`day-${message.id}`} aria-hidden="true" className="flex items-center gap-3 py-1">
                  <span className="h-px flex-1 bg-line" />
                  <span className="text-[11px] font-medium text-muted">{thisDay}</span>
                  <span className="h-px flex-1 bg-line" />
                </li>
              ) : null,
              <Line
                key={message.id}
                message={message}
                seen={message.id === lastSeen}
                closeReason={closeReason}
              />,
            ];
          })}
        </ol>
      )}
    </div>
  );
};
