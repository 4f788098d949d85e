/**
 * One conversation in the console: who it is with and its state, the actions the desk has on it
 * (Claim while it waits, Transfer to a colleague, Close with a reason), its lines — the customer's
 * on the left, the desk's on the right with the operator's name and "Seen" once the customer read
 * them, the system's notices centred — "is typing…", and the composer for the operator who holds
 * it. Showing the customer's lines tells the server they are read.
 */
import type { TChatMessage } from '@luckwell/contracts/support/chat';
import { Loader } from '@luckwell/ui/loader';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../shared/badge.tsx';
import { BusyButton } from '../../shared/busy-button.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { initialsOf } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { useMe } from '../../shared/operator-session.ts';
import { toast } from '../../shared/toasts.tsx';
import { ChatComposer } from './chat-composer.tsx';
import {
  customerName,
  postRead,
  QUEUE_KEY,
  type TSupportConversation,
  useConversationActions,
} from './support-api.ts';
import { shortTime } from './support-format.ts';
import { TransferDialog } from './transfer-dialog.tsx';

const STATUS_TONE: Record<string, BadgeTone> = { waiting: 'accent', open: 'jade', closed: 'neutral' };
const CLOSE_REASON_MIN = 3;
const CLOSE_REASON_MAX = 300;

/** A system line's words: what happened and who did it, translated, and the reason a close gave. */
const systemText = (line: TChatMessage) => {
  const key = `support.event.${line.event ?? ''}`;
  const name = line.senderName ?? i18next.t('support.event.someone');
  const what = i18next.exists(key) ? i18next.t(key as 'support.event.claimed', { name }) : '';
  return [what, line.body].filter(Boolean).join(': ');
};

const Line = ({ line, seen }: { line: TChatMessage; seen: boolean }) => {
  const { t } = useTranslation();
  if (line.sender === 'system') {
    return (
      <li className="flex justify-center py-1">
        <span className="max-w-[90%] rounded-full border border-line/60 bg-white/[0.03] px-3 py-1 text-center text-xs text-muted">
          {systemText(line)} · <time dateTime={line.createdAt}>{shortTime(line.createdAt)}</time>
        </span>
      </li>
    );
  }
  const desk = line.sender === 'operator';
  return (
    <li className={`flex flex-col gap-1 ${desk ? 'items-end' : 'items-start'}`}>
      {desk && line.senderName && (
        <span className="px-1 text-xs font-semibold text-primary/90">{line.senderName}</span>
      )}
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-[15px] leading-relaxed sm:max-w-[75%] ${
          desk
            ? 'rounded-br-md bg-linear-to-br from-primary/25 to-primary/10 text-ink ring-1 ring-primary/30'
            : 'rounded-bl-md bg-white/[0.06] text-ink ring-1 ring-line/70'
        }`}
      >
        {line.image && (
          <a
            href={line.image.url}
            target="_blank"
            rel="noreferrer"
            className="mb-1.5 block overflow-hidden rounded-xl ring-1 ring-black/30"
          >
            <img
              src={line.image.url}
              alt={t('support.image')}
              width={line.image.width}
              height={line.image.height}
              loading="lazy"
              className="h-auto max-h-48 w-auto max-w-full object-contain"
            />
          </a>
        )}
        {line.body && <p className="break-words whitespace-pre-wrap">{line.body}</p>}
      </div>
      <span className="flex items-center gap-1.5 px-1 text-[11px] text-muted tabular-nums">
        <time dateTime={line.createdAt}>{shortTime(line.createdAt)}</time>
        {desk && seen && (
          <span className="flex items-center gap-0.5 text-jade">
            <Icon name="check" className="size-3.5" />
            {t('support.seen')}
          </span>
        )}
      </span>
    </li>
  );
};

const TypingDots = () => {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 px-1 text-xs text-jade" aria-live="polite">
      <span aria-hidden="true" className="flex gap-1">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-current"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      {t('support.customerTyping')}
    </p>
  );
};

/** Tells the server the desk has read the newest customer line shown, once per line. */
const useReadReceipt = (data: TSupportConversation | undefined) => {
  const queryClient = useQueryClient();
  const posted = useRef(new Map<number, number>());
  const id = data?.conversation.id;
  const status = data?.conversation.status;
  const newest = data?.messages.reduce(
    (max, line) => (line.sender === 'customer' && line.id > max ? line.id : max),
    0,
  );
  useEffect(() => {
    if (id === undefined || !newest || status === 'closed') return;
    if ((posted.current.get(id) ?? 0) >= newest) return;
    posted.current.set(id, newest);
    postRead(id, newest)
      .then(() => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }))
      .catch(() => undefined);
  }, [id, newest, status, queryClient]);
};

export const ConversationChat = ({
  query,
  typing,
}: {
  query: UseQueryResult<TSupportConversation>;
  typing: boolean;
}) => {
  const { t } = useTranslation();
  const me = useMe().data;
  const myId = me?.operator.id;
  const { claim, transfer, close } = useConversationActions();
  const [transferring, setTransferring] = useState(false);
  const [closing, setClosing] = useState(false);
  const [closeProblem, setCloseProblem] = useState<string | null>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const { data } = query;
  useReadReceipt(data);

  const lineCount = data?.messages.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when lines arrive or the typing hint shows
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lineCount, typing, data?.conversation.id]);

  if (query.isError && !data) {
    return (
      <section
        aria-label={t('support.chat.label')}
        className="rounded-3xl border border-line/70 bg-surface/60 p-4"
      >
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  if (!data) {
    return (
      <section
        aria-label={t('support.chat.label')}
        className="grid min-h-[420px] place-items-center rounded-3xl border border-line/70 bg-surface/60 lg:h-[calc(100dvh-15rem)] lg:min-h-[560px]"
      >
        <Loader label={t('common.loading')} />
      </section>
    );
  }

  const { conversation, messages } = data;
  const name = customerName(conversation);
  const mine = conversation.status === 'open' && conversation.operatorId === myId;
  // The server's rules: the holder transfers and closes an open chat (an owner any); anyone closes a waiting one.
  const owner = me?.operator.role === 'owner';
  const canTransfer = conversation.status !== 'closed' && (mine || owner);
  const canClose = conversation.status === 'waiting' || mine || (owner && conversation.status === 'open');
  const seenUpTo = conversation.readByCustomerUpTo ?? 0;

  return (
    <section
      aria-label={t('support.chat.with', { name })}
      className="flex h-[75dvh] min-h-[480px] flex-col overflow-hidden rounded-3xl border border-line/70 bg-surface/60 lg:h-[calc(100dvh-15rem)] lg:min-h-[560px]"
    >
      <header className="flex flex-wrap items-center gap-3 border-b border-line/70 bg-white/[0.02] px-4 py-3">
        <span
          aria-hidden="true"
          className="bg-gold grid size-11 shrink-0 place-items-center rounded-full font-bold text-on-primary"
        >
          {initialsOf(name) || '?'}
        </span>
        <div className="flex min-w-[11rem] flex-1 basis-44 flex-col gap-1">
          <h2 className="flex min-w-0 items-center gap-2 text-lg font-bold text-ink">
            <span className="truncate">{name}</span>
            {!conversation.account && <Badge tone="violet">{t('support.visitor')}</Badge>}
          </h2>
          <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
            <span className="rounded-md border border-line/70 px-1.5 py-px font-semibold tracking-wide text-ink/70">
              {conversation.merchantCode}
            </span>
            <Badge tone={STATUS_TONE[conversation.status] ?? 'neutral'} dot>
              {t(`support.status.${conversation.status}`)}
            </Badge>
            {conversation.outOfHours && <Badge tone="accent">{t('support.outOfHours')}</Badge>}
            <span className="uppercase">{conversation.language}</span>
            {conversation.operatorName && conversation.status === 'open' && (
              <span>· {t('support.heldBy', { name: conversation.operatorName })}</span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {conversation.status === 'waiting' && (
            <BusyButton
              size="sm"
              icon="check"
              busy={claim.isPending}
              onClick={() =>
                claim.mutate(conversation.id, {
                  onSuccess: () => toast.success(t('support.claim.done', { name })),
                  onError: (error) => toast.error(errorText(error)),
                })
              }
            >
              {t('support.claim')}
            </BusyButton>
          )}
          {canTransfer && (
            <BusyButton
              size="sm"
              variant="secondary"
              busy={false}
              onClick={() => {
                transfer.reset();
                setTransferring(true);
              }}
            >
              {t('support.transfer')}
            </BusyButton>
          )}
          {canClose && (
            <BusyButton
              size="sm"
              variant="ghost"
              icon="close"
              busy={false}
              onClick={() => {
                close.reset();
                setCloseProblem(null);
                setClosing(true);
              }}
            >
              {t('support.close')}
            </BusyButton>
          )}
        </div>
      </header>

      <ol
        ref={logRef}
        role="log"
        aria-label={t('support.lines')}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-4 py-4"
      >
        {messages.length === 0 && <li className="m-auto text-sm text-muted">{t('support.noLines')}</li>}
        {messages.map((line) => (
          <Line key={line.id} line={line} seen={line.sender === 'operator' && line.id <= seenUpTo} />
        ))}
      </ol>
      <div className="min-h-6 px-4">{typing && conversation.status !== 'closed' && <TypingDots />}</div>

      <footer className="border-t border-line/70 bg-black/20 p-3">
        {mine ? (
          <ChatComposer key={conversation.id} conversation={conversation} />
        ) : (
          <p className="flex flex-wrap items-center justify-center gap-3 px-2 py-2 text-center text-sm text-muted">
            <Icon name={conversation.status === 'closed' ? 'lock' : 'info'} className="size-4 shrink-0" />
            {conversation.status === 'closed'
              ? t('support.closedNote', { reason: conversation.closeReason ?? '—' })
              : conversation.status === 'waiting'
                ? t('support.claimFirst')
                : t('support.heldByOther', { name: conversation.operatorName ?? '—' })}
          </p>
        )}
      </footer>

      {transferring && (
        <TransferDialog
          conversation={conversation}
          mutation={transfer}
          onClose={() => setTransferring(false)}
        />
      )}
      <ConfirmDialog
        open={closing}
        title={t('support.close.title', { name })}
        confirmLabel={t('support.close.confirm')}
        tone="danger"
        reason="required"
        reasonText={{
          label: t('support.close.reason'),
          placeholder: t('support.close.placeholder'),
          missing: t('support.close.missing'),
          maxLength: CLOSE_REASON_MAX,
        }}
        pending={close.isPending}
        error={closeProblem ?? (close.isError ? errorText(close.error) : null)}
        onClose={() => setClosing(false)}
        onConfirm={(reason) => {
          if (reason.length < CLOSE_REASON_MIN) {
            setCloseProblem(t('support.close.missing'));
            return;
          }
          setCloseProblem(null);
          close.mutate(
            { id: conversation.id, reason },
            {
              onSuccess: () => {
                toast.success(t('support.close.done', { name }));
                setClosing(false);
              },
            },
          );
        }}
      >
        {t('support.close.body')}
      </ConfirmDialog>
    </section>
  );
};
