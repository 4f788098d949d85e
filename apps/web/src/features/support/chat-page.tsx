/**
 * The customer-service chat window (issue 19; spec §2 "customer service in a 440×750 popup"): the
 * route `/chat`, outside the site layout, so the popup (or a phone's whole screen) shows only the
 * chat. A visitor gives a name and a contact first, a signed-in member does not; outside office
 * hours the first message goes with the form. Then the conversation: lines, the desk's typing and
 * read receipts (live events), the composer, and a closed conversation's reason with a way to
 * start again.
 */
import type { TChatMessage, TChatState, TStartChatRequest } from '@luckwell/contracts/support/chat';
import { ApiError } from '@luckwell/ui/api-client';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/load-failed.tsx';
import { useSessionStore } from '../../shared/session-store.ts';
import { ChatHeader } from './chat-header.tsx';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { formatOfficeHours } from './office-hours.ts';
import { StartForm, type VisitorDetails } from './start-form.tsx';
import {
  type ChatCaller,
  conversationKey,
  LIVE_MODEL,
  MODELS_KEY,
  readChatToken,
  supportApi,
  writeChatToken,
} from './support-api.ts';
import { useChatEvents } from './use-chat-events.ts';

/** "… is typing" shows this long after the desk's last typing event. */
const TYPING_SHOWN_MS = 5_000;
/** The customer's typing is told to the desk at most this often. */
const TYPING_EVERY_MS = 3_000;

const useDocumentVisible = () => {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
};

const withMessage = (state: TChatState | undefined, message: TChatMessage): TChatState | undefined =>
  state && !state.messages.some((line) => line.id === message.id)
    ? { ...state, messages: [...state.messages, message] }
    : state;

export const ChatPage = () => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const memberToken = useSessionStore((state) => state.token);
  const [storedChatToken, setStoredChatToken] = useState(readChatToken);
  const caller = useMemo<ChatCaller>(
    () => ({ memberToken, chatToken: memberToken ? null : storedChatToken }),
    [memberToken, storedChatToken],
  );
  /** "Start a new conversation" hides the closed one until the new one starts. */
  const [restarting, setRestarting] = useState(false);
  const [visitorDetails, setVisitorDetails] = useState<VisitorDetails | null>(null);

  useEffect(() => {
    document.title = t('sup_title');
  }, [t]);

  const models = useQuery({ queryKey: [MODELS_KEY], queryFn: supportApi.models });
  const model = models.data?.find((item) => item.modelId === LIVE_MODEL) ?? models.data?.[0] ?? null;
  // Without the model list the desk is taken to be open: the server still says if it is not.
  const online = model?.online ?? true;
  const hours = model ? formatOfficeHours(t, model.hours, i18n.language) : null;

  const key = conversationKey(caller);
  const state = useQuery({ queryKey: key, queryFn: () => supportApi.conversation(caller) });
  const conversation = restarting ? null : (state.data?.conversation ?? null);
  const messages = restarting ? [] : (state.data?.messages ?? []);
  const reread = () => void queryClient.invalidateQueries({ queryKey: key });

  /** The desk's typing, for a few seconds after each event. */
  const [operatorTyping, setOperatorTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  const newest = messages.at(-1);
  useEffect(() => {
    // The desk's line arrived: it is no longer typing it.
    if (newest?.sender === 'operator') {
      clearTimeout(typingTimer.current);
      setOperatorTyping(false);
    }
  }, [newest]);

  /** Read receipts the stream brought since the conversation was read. */
  const [liveSeen, setLiveSeen] = useState<{ conversationId: number; upTo: number } | null>(null);
  const seenUpTo = Math.max(
    conversation?.readByDeskUpTo ?? 0,
    liveSeen && liveSeen.conversationId === conversation?.id ? liveSeen.upTo : 0,
  );

  const live = conversation && conversation.status !== 'closed' ? conversation.id : null;
  useChatEvents(caller, live, {
    onChange: reread,
    onOperatorTyping: () => {
      setOperatorTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setOperatorTyping(false), TYPING_SHOWN_MS);
    },
    onOperatorRead: (upTo) => {
      if (live !== null)
        setLiveSeen((current) => ({ conversationId: live, upTo: Math.max(upTo, current?.upTo ?? 0) }));
    },
  });

  // Tells the desk the customer has seen its lines, once they are on screen.
  const visible = useDocumentVisible();
  const reportedRead = useRef(0);
  const newestOperatorLine = messages.findLast((line) => line.sender === 'operator')?.id ?? 0;
  useEffect(() => {
    if (live === null || !visible || !newest || newestOperatorLine <= reportedRead.current) return;
    reportedRead.current = newest.id;
    supportApi.read(caller, newest.id).catch(() => {
      reportedRead.current = 0;
    });
  }, [live, visible, newest, newestOperatorLine, caller]);

  /** A conversation started: a visitor keeps its chat token so a reload resumes it. */
  const started = (value: TChatState & { chatToken: string | null }): ChatCaller => {
    const next: ChatCaller = memberToken
      ? caller
      : { memberToken: null, chatToken: value.chatToken ?? caller.chatToken };
    if (!memberToken && value.chatToken) writeChatToken(value.chatToken);
    queryClient.setQueryData<TChatState>(conversationKey(next), {
      conversation: value.conversation,
      messages: value.messages,
    });
    setStoredChatToken(next.chatToken);
    setRestarting(false);
    return next;
  };

  const start = async (request: TStartChatRequest) => {
    const value = await supportApi.start(request);
    if (request.name && request.contact) setVisitorDetails({ name: request.name, contact: request.contact });
    started(value);
  };

  const send = useMutation({
    mutationFn: async (line: { body: string; image: string | null }) => {
      // A member writes straight away: their first line starts the conversation.
      const to = conversation ? caller : started(await supportApi.start({}));
      return { to, message: await supportApi.send(to, line) };
    },
    onSuccess: ({ to, message }) =>
      queryClient.setQueryData<TChatState>(conversationKey(to), (current) => withMessage(current, message)),
    onError: (error) => {
      // Closed meanwhile: the re-read shows why, and the way to start again.
      if (error instanceof ApiError && error.code === 'SUPPORT_CLOSED') reread();
    },
  });

  const lastTyping = useRef(0);
  const typing = () => {
    if (live === null || Date.now() - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = Date.now();
    supportApi.typing(caller).catch(() => undefined);
  };

  const restart = () => {
    setRestarting(true);
    setLiveSeen(null);
    reportedRead.current = 0;
  };

  const loading = state.isPending || (models.isPending && !conversation);

  let body: ReactNode;
  if (loading) {
    body = (
      <div className="grid flex-1 place-items-center">
        <Loader label={t('sup_loading')} />
      </div>
    );
  } else if (state.isError && !restarting) {
    body = (
      <div className="grid flex-1 place-items-center p-4">
        <LoadFailed query={state} title={t('sup_load_error')} />
      </div>
    );
  } else if (!conversation && (!online || !memberToken)) {
    body = (
      <StartForm
        key={online ? 'start' : 'outOfHours'}
        visitor={!memberToken}
        outOfHours={!online}
        hours={hours}
        initial={visitorDetails}
        onStart={start}
      />
    );
  } else {
    const closed = conversation?.status === 'closed';
    const operator = conversation?.operatorName || t('sup_agent');
    const waiting =
      conversation?.status === 'waiting' &&
      !conversation.outOfHours &&
      messages.some((line) => line.sender === 'customer');
    body = (
      <>
        {conversation?.outOfHours && !closed && (
          <p className="mx-3 mt-3 rounded-xl border border-primary/30 bg-primary/10 px-3.5 py-2.5 text-xs leading-relaxed text-ink">
            {t('sup_out_of_hours_notice', { hours: hours ?? '' })}
          </p>
        )}
        <MessageList
          messages={messages}
          seenUpTo={seenUpTo}
          closeReason={conversation?.closeReason ?? null}
        />
        <p role="status" className="min-h-6 px-4 pb-1 text-xs text-muted">
          {operatorTyping && !closed ? (
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-flex gap-0.5">
                <span className="size-1.5 animate-bounce rounded-full bg-primary [animation-delay:-0.3s]" />
                <span className="size-1.5 animate-bounce rounded-full bg-primary [animation-delay:-0.15s]" />
                <span className="size-1.5 animate-bounce rounded-full bg-primary" />
              </span>
              {t('sup_typing', { name: operator })}
            </span>
          ) : waiting ? (
            t('sup_waiting')
          ) : null}
        </p>
        {closed ? (
          <div className="border-t border-line bg-surface/95 px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-center">
            <p className="font-semibold text-ink">{t('sup_closed_title')}</p>
            {conversation?.closeReason && (
              <p className="mt-1 text-sm text-muted">
                {t('sup_closed_reason', { reason: conversation.closeReason })}
              </p>
            )}
            <Button className="mt-3" onClick={restart}>
              {t('sup_restart')}
            </Button>
          </div>
        ) : (
          <Composer onSend={(line) => send.mutateAsync(line)} onTyping={typing} />
        )}
      </>
    );
  }

  return (
    <div className="flex h-dvh justify-center bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-primary)_12%,transparent),transparent_60%)]">
      <main className="flex h-full w-full max-w-xl flex-col sm:border-x sm:border-line">
        <ChatHeader
          online={online}
          hours={hours}
          operatorName={conversation?.status === 'open' ? conversation.operatorName : null}
        />
        {body}
      </main>
    </div>
  );
};
