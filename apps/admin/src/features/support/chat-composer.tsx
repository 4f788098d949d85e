/**
 * The operator's reply box, for the conversation they hold: text (Enter sends, Shift+Enter a new
 * line), a png or jpg of at most 5 MB checked here before it is sent as a data URL, and the brand's
 * canned replies in the conversation's language, which fill the box. While the operator types the
 * customer is told so, at most every 3 s.
 */
import type { TSupportConversationSummary } from '@luckwell/contracts/admin/support';
import { CHAT_MESSAGE_MAX } from '@luckwell/contracts/support/chat';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { Icon } from '../../shared/icons.tsx';
import { pickedImageProblem, readDataUrl } from '../../shared/picked-image.ts';
import { postTyping, useCannedReplies, useSendSupportMessage } from './support-api.ts';

export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
const TYPING_EVERY_MS = 3_000;
const problemOf = (file: File) =>
  pickedImageProblem(file, IMAGE_TYPES, {
    invalid: 'in_support_image_invalid' as const,
    tooLarge: 'in_image_max_5mb' as const,
  });

export const ChatComposer = ({ conversation }: { conversation: TSupportConversationSummary }) => {
  const { t } = useTranslation();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const send = useSendSupportMessage(conversation.id);
  const canned = useCannedReplies(conversation.merchantCode);
  const replies = (canned.data?.list ?? []).filter((reply) => reply.language === conversation.language);
  const [text, setText] = useState('');
  const [image, setImage] = useState<{ name: string; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const lastTyping = useRef(0);

  const tellTyping = () => {
    const now = Date.now();
    if (now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    postTyping(conversation.id).catch(() => undefined);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    const body = text.trim();
    if (!body && !image) {
      setProblem(t('in_support_empty'));
      return;
    }
    setProblem(null);
    send.mutate(
      { body, image: image?.url ?? null },
      {
        onSuccess: () => {
          setText('');
          setImage(null);
          lastTyping.current = 0;
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (!file) return;
    const refusal = problemOf(file);
    if (refusal) {
      setProblem(t(refusal));
      return;
    }
    const url = await readDataUrl(file);
    if (!url) {
      setProblem(t('in_support_image_invalid'));
      return;
    }
    setProblem(null);
    setImage({ name: file.name, url });
  };

  const failure = problem ?? (send.isError ? errorText(send.error) : null);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2" aria-label={t('support.composer')}>
      {image && (
        <div className="flex items-center gap-3 rounded-xl border border-line/70 bg-white/[0.03] p-2">
          <img src={image.url} alt="" className="size-12 rounded-lg object-cover" />
          <span className="min-w-0 flex-1 truncate text-sm text-ink/85">{image.name}</span>
          <button
            type="button"
            onClick={() => setImage(null)}
            aria-label={t('support.removeImage')}
            className="grid size-8 place-items-center rounded-full text-muted transition hover:bg-white/5 hover:text-ink"
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      )}
      <label htmlFor={`${id}-reply`} className="sr-only">
        {t('support.reply')}
      </label>
      <div className="flex items-end gap-2 rounded-2xl border border-line bg-page/80 p-1.5 transition focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25">
        <textarea
          id={`${id}-reply`}
          value={text}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t('support.reply.placeholder')}
          aria-invalid={failure ? true : undefined}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
            if (event.target.value.trim()) tellTyping();
          }}
          className="max-h-40 min-h-12 w-full min-w-0 flex-1 resize-none bg-transparent px-2.5 py-2 text-[15px] text-ink placeholder:text-muted/60 focus:outline-none"
        />
        <BusyButton type="submit" busy={send.isPending} icon="send" className="shrink-0">
          {t('support.send')}
        </BusyButton>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={fileRef}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('support.attach')}
          onChange={(event) => void pick(event)}
        />
        <button
          type="button"
          onClick={() => fileRef.current?.click()}
          className="flex min-h-9 items-center gap-1.5 rounded-full border border-line/80 px-3 text-sm font-medium text-ink/80 transition hover:border-primary/60 hover:text-primary"
        >
          <Icon name="paperclip" className="size-4" />
          {t('support.attach')}
        </button>
        <span className="flex min-w-0 items-center gap-1.5 rounded-full border border-line/80 pr-1 pl-3 text-sm">
          <label htmlFor={`${id}-canned`} className="shrink-0 font-medium text-ink/80">
            {t('support.canned')}
          </label>
          <select
            id={`${id}-canned`}
            value=""
            disabled={replies.length === 0}
            onChange={(event) => {
              const reply = replies.find((item) => String(item.id) === event.target.value);
              if (!reply) return;
              setText(reply.body);
              setProblem(null);
            }}
            className="min-h-9 max-w-48 min-w-0 cursor-pointer bg-transparent text-sm text-ink focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 [&>option]:bg-surface"
          >
            <option value="">
              {replies.length === 0 ? t('support.canned.none') : t('support.canned.pick')}
            </option>
            {replies.map((reply) => (
              <option key={reply.id} value={reply.id}>
                {reply.title}
              </option>
            ))}
          </select>
        </span>
        <span className="ml-auto hidden text-xs text-muted sm:inline">{t('support.enterHint')}</span>
      </div>
    </form>
  );
};
