/**
 * Writing to the desk (issue 19 "Rules for bad input"): Enter sends, Shift+Enter starts a new line
 * (and Enter finishing a Vietnamese IME word does neither); a counter shows near the 2,000-character
 * limit and a longer message is refused here; a png/jpg picture of at most 5 MB can go with it,
 * checked before it is uploaded. The server checks everything again.
 */
import { CHAT_MESSAGE_MAX } from '@luckwell/contracts/support/chat';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { imageFileProblem, readImageFile } from '../../shared/image-file.ts';
import { PaperclipIcon, SendIcon } from './chat-icons.tsx';

/** The counter shows from this many characters on. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;
const MAX_HEIGHT_PX = 128;

type Picked = { name: string; url: string };

export const Composer = ({
  onSend,
  onTyping,
}: {
  /** Sends a line; rejects with the server's refusal. */
  onSend: (line: { body: string; image: string | null }) => Promise<unknown>;
  onTyping: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [image, setImage] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const fit = () => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  };

  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    setProblem(null);
    fit();
    if (event.target.value.trim()) onTyping();
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) {
      setProblem(t(refused === 'type' ? 'in_support_image_invalid' : 'in_image_max_5mb'));
      return;
    }
    const url = await readImageFile(file);
    if (!url) return setProblem(t('in_support_image_invalid'));
    setProblem(null);
    setImage({ name: file.name, url });
  };

  const body = text.trim();
  const tooLong = body.length > CHAT_MESSAGE_MAX;
  const empty = body === '' && image === null;

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || empty) return;
    if (tooLong) return setProblem(t('in_support_too_long'));
    setBusy(true);
    setProblem(null);
    try {
      await onSend({ body, image: image?.url ?? null });
      setText('');
      setImage(null);
      requestAnimationFrame(fit);
    } catch (error) {
      setProblem(errorText(t, error));
    } finally {
      setBusy(false);
      textarea.current?.focus();
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const number = (value: number) => value.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'vi-VN');

  return (
    <form
      noValidate
      onSubmit={(event) => void send(event)}
      className="border-t border-line bg-surface/95 px-3 pt-2.5 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur"
    >
      {image && (
        <div className="mb-2 flex items-center gap-2">
          <div className="relative">
            <img
              src={image.url}
              alt={t('sup_image_ready')}
              className="size-16 rounded-lg border border-line object-cover"
            />
            <button
              type="button"
              onClick={() => setImage(null)}
              aria-label={t('sup_image_remove')}
              className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-red-500 text-xs font-bold text-white shadow"
            >
              ×
            </button>
          </div>
          <span className="min-w-0 truncate text-xs text-muted">{image.name}</span>
        </div>
      )}
      {problem && (
        <p role="alert" className="mb-2 rounded-lg bg-red-500/10 px-3 py-1.5 text-xs text-red-300">
          {problem}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label
          className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full text-muted transition hover:bg-white/5 hover:text-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
          title={t('sup_attach')}
        >
          <PaperclipIcon className="size-5" />
          <span className="sr-only">{t('sup_attach')}</span>
          <input
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            onChange={(event) => void pick(event)}
          />
        </label>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-text`} className="sr-only">
            {t('sup_message_label')}
          </label>
          <textarea
            ref={textarea}
            id={`${id}-text`}
            rows={1}
            value={text}
            onChange={change}
            onKeyDown={keyDown}
            placeholder={t('sup_placeholder')}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${id}-hint`}
            className={`block max-h-32 min-h-11 w-full resize-none rounded-2xl border bg-page/70 px-3.5 py-2.5 text-sm leading-snug text-ink placeholder:text-muted/70 focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none ${
              tooLong ? 'border-red-400' : 'border-line'
            }`}
          />
        </div>
        <button
          type="submit"
          aria-label={t('sup_send')}
          title={t('sup_send')}
          disabled={busy || empty}
          aria-busy={busy || undefined}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-gold text-on-primary shadow-lg shadow-primary/20 transition hover:brightness-110 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-surface focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40"
        >
          <SendIcon className={`size-5 ${busy ? 'animate-pulse' : ''}`} />
        </button>
      </div>
      <div className="mt-1 flex min-h-4 items-center justify-between gap-3 px-1 text-[11px] text-muted">
        <span id={`${id}-hint`} className="hidden sm:inline">
          {t('sup_composer_hint')}
        </span>
        {body.length >= COUNTER_FROM && (
          <span className={`ml-auto tabular-nums ${tooLong ? 'font-semibold text-red-300' : ''}`}>
            <span aria-hidden="true">
              {number(body.length)}/{number(CHAT_MESSAGE_MAX)}
            </span>
            <span className="sr-only">{t('sup_counter', { count: body.length, max: CHAT_MESSAGE_MAX })}</span>
          </span>
        )}
      </div>
    </form>
  );
};
