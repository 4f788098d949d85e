/**
 * /member?page=messageV2 "Platform information" (spec §2; issue 15, ADR 048): the inbox of messages
 * from the operator (to the brand, the member's agent team, or the member), newest first, with
 * unread marks, reading (opening one marks it read), removing, "mark all read" and paging; and a
 * second tab, `&tab=feedback`, to send feedback and read the operator's answers.
 */
import type { TInboxMessage } from '@luckwell/contracts/member/messages';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Tabs } from '@luckwell/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../shared/error-text.ts';
import { MessageText, MessageToggle } from '../../shared/message-parts.tsx';
import { Pager } from '../../shared/pager.tsx';
import { Panel } from '../../shared/panel.tsx';
import { PanelState } from './account-parts.tsx';
import { FeedbackPanel } from './feedback-panel.tsx';
import { useInbox, useMarkAllRead, useMarkRead, useRemoveMessage } from './messages-api.ts';

type Tab = 'inbox' | 'feedback';

const MessageRow = ({ message }: { message: TInboxMessage }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const markRead = useMarkRead();
  const remove = useRemoveMessage();
  const bodyId = `message-${message.id}-body`;

  const toggle = () => {
    setOpen((was) => !was);
    if (!open && !message.read) markRead.mutate(message.id);
  };

  return (
    <li
      className={`rounded-xl border transition ${
        message.read ? 'border-line bg-black/20' : 'border-primary/40 bg-primary/[0.06]'
      }`}
      aria-label={message.title}
    >
      <MessageToggle
        open={open}
        onToggle={toggle}
        bodyId={bodyId}
        category={message.category}
        categoryLabel={t(`msg_category_${message.category}`)}
        title={message.title}
        titleTone={message.read ? 'text-ink/90' : 'font-bold text-ink'}
        sentAt={message.sentAt}
        marker={
          <span
            aria-hidden="true"
            className={`mt-1.5 size-2 shrink-0 rounded-full ${message.read ? 'bg-transparent' : 'bg-red-500'}`}
          />
        }
        titleNote={!message.read && <span className="sr-only">{t('msg_unread')}</span>}
      />
      {open && (
        <div id={bodyId} className="border-t border-line px-3 pt-3 pb-3 sm:px-4 sm:pl-9">
          <MessageText text={message.body} />
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <button
              type="button"
              className={buttonClass({ size: 'sm', variant: 'ghost' })}
              disabled={remove.isPending}
              onClick={() => remove.mutate(message.id)}
            >
              {t('msg_delete')}
            </button>
            {remove.isError && (
              <span role="alert" className="text-xs text-red-300">
                {errorText(t, remove.error)}
              </span>
            )}
          </div>
        </div>
      )}
    </li>
  );
};

const Inbox = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const inbox = useInbox(page, unreadOnly);
  const markAll = useMarkAllRead();
  const data = inbox.data;

  const body = () => {
    if (!data) {
      return <PanelState query={inbox} loadingLabel={t('msg_loading')} errorTitle={t('msg_load_error')} />;
    }
    if (data.list.length === 0) {
      return (
        <EmptyState
          title={unreadOnly ? t('msg_empty_unread_title') : t('msg_empty_title')}
          description={t('msg_empty_body')}
        />
      );
    }
    return (
      <ul className="grid gap-2" aria-label={t('msg_list_label')}>
        {data.list.map((message) => (
          <MessageRow key={message.id} message={message} />
        ))}
      </ul>
    );
  };

  return (
    <Panel
      title={t('msg_inbox')}
      action={
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-xs font-semibold text-muted">
            <input
              type="checkbox"
              checked={unreadOnly}
              onChange={(event) => {
                setUnreadOnly(event.target.checked);
                setPage(1);
              }}
              className="size-4 accent-[var(--color-primary)]"
            />
            {t('msg_unread_only')}
          </label>
          <button
            type="button"
            className={buttonClass({ size: 'sm', variant: 'secondary' })}
            disabled={!data || data.unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate(0)}
          >
            {t('msg_read_all')}
          </button>
        </div>
      }
    >
      {data && data.total > 0 && (
        <p className="mb-3 text-xs text-muted tabular-nums">
          {t('msg_summary', { total: data.total, unread: data.unread })}
        </p>
      )}
      {body()}
      {data && <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('msg_paging')} />}
    </Panel>
  );
};

export const MessagesPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'feedback' ? 'feedback' : 'inbox';
  const choose = (next: Tab) => {
    const copy = new URLSearchParams(params);
    if (next === 'feedback') copy.set('tab', 'feedback');
    else copy.delete('tab');
    setParams(copy, { replace: true });
  };

  return (
    <div className="grid gap-4">
      <header>
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('mc_page_messageV2')}</h1>
        <p className="mt-1 text-sm text-muted">{t('msg_subtitle')}</p>
      </header>
      <Tabs
        label={t('mc_page_messageV2')}
        value={tab}
        onChange={choose}
        items={[
          { value: 'inbox', label: t('msg_tab_inbox') },
          { value: 'feedback', label: t('msg_tab_feedback') },
        ]}
      >
        {tab === 'inbox' ? <Inbox /> : <FeedbackPanel />}
      </Tabs>
    </div>
  );
};
