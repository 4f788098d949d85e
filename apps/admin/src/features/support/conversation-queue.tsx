/**
 * The console's queue: the conversations of one tab (Waiting, Mine, All open, Closed) for every brand
 * or one, newest activity first as the server orders them. A row names the customer (their account,
 * or a visitor's name with a "Visitor" badge), the brand, the last line and its time, the lines the
 * desk has not read, and whether it began out of office hours; picking one puts it in the address.
 */
import type { TSupportConversationSummary } from '@luckwell/contracts/admin/support';
import { Loader } from '@luckwell/ui/loader';
import { Tabs } from '@luckwell/ui/tabs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { SelectField } from '../../shared/form-field.tsx';
import { initialsOf } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { useBrands } from '../../shared/use-brands.ts';
import { customerName, QUEUE_TABS, type QueueTab, useSupportQueue } from './support-api.ts';
import { shortTime } from './support-format.ts';

const Row = ({
  conversation,
  selected,
  typing,
}: {
  conversation: TSupportConversationSummary;
  selected: boolean;
  typing: boolean;
}) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = new URLSearchParams(params);
  search.set('c', String(conversation.id));
  const name = customerName(conversation);
  const when = conversation.lastMessageAt ?? conversation.createdAt;
  return (
    <li>
      <Link
        to={{ search: `?${search}` }}
        aria-current={selected ? 'true' : undefined}
        className={`group relative flex gap-3 rounded-2xl border px-3 py-3 transition focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none ${
          selected
            ? 'border-primary/50 bg-linear-to-r from-primary/15 to-primary/5'
            : 'border-transparent hover:border-line/80 hover:bg-white/[0.03]'
        }`}
      >
        <span
          aria-hidden="true"
          className={`grid size-10 shrink-0 place-items-center rounded-full text-sm font-bold ${
            conversation.account ? 'bg-primary/15 text-primary' : 'bg-violet/20 text-[#b3a1ff]'
          }`}
        >
          {initialsOf(name) || '?'}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-center gap-2">
            <span className="truncate font-semibold text-ink">{name}</span>
            {!conversation.account && <Badge tone="violet">{t('support.visitor')}</Badge>}
            <time dateTime={when} className="ml-auto shrink-0 text-xs text-muted tabular-nums">
              {shortTime(when)}
            </time>
          </span>
          <span className="flex items-center gap-2 text-sm">
            <span
              className={`min-w-0 flex-1 truncate ${conversation.unread > 0 ? 'text-ink/90' : 'text-muted'}`}
            >
              {typing ? (
                <span className="text-jade italic">{t('support.typing')}</span>
              ) : (
                (conversation.lastMessage ?? t('support.noLines'))
              )}
            </span>
            {conversation.unread > 0 && (
              <span className="bg-gold grid h-5 min-w-5 shrink-0 place-items-center rounded-full px-1.5 text-[11px] font-bold text-on-primary tabular-nums">
                <span className="sr-only">{t('support.unread', { count: conversation.unread })}</span>
                <span aria-hidden="true">{conversation.unread}</span>
              </span>
            )}
          </span>
          <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
            <span className="rounded-md border border-line/70 px-1.5 py-px font-semibold tracking-wide text-ink/70">
              {conversation.merchantCode}
            </span>
            {conversation.outOfHours && <Badge tone="accent">{t('support.outOfHours')}</Badge>}
            {conversation.operatorName && conversation.status !== 'waiting' && (
              <span className="flex min-w-0 items-center gap-1 truncate">
                <Icon name="user" className="size-3.5 shrink-0" />
                {conversation.operatorName}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
};

const EMPTY_KEYS = {
  waiting: ['support.empty.waiting', 'support.empty.waitingBody'],
  mine: ['support.empty.mine', 'support.empty.mineBody'],
  open: ['support.empty.open', 'support.empty.openBody'],
  closed: ['support.empty.closed', 'support.empty.closedBody'],
} as const;

export const ConversationQueue = ({
  tab,
  brand,
  selected,
  typing,
  onTab,
  onBrand,
}: {
  tab: QueueTab;
  brand: string;
  selected: number | null;
  typing: ReadonlySet<number>;
  onTab: (tab: QueueTab) => void;
  onBrand: (code: string) => void;
}) => {
  const { t } = useTranslation();
  const brands = useBrands();
  const queue = useSupportQueue(tab, brand);
  const waiting = queue.data?.waiting;
  const [emptyTitle, emptyBody] = EMPTY_KEYS[tab];

  return (
    <section
      aria-label={t('support.queue')}
      className="flex flex-col gap-3 rounded-3xl border border-line/70 bg-surface/60 p-3 lg:h-[calc(100dvh-15rem)] lg:min-h-[560px]"
    >
      <Tabs
        label={t('support.queue')}
        value={tab}
        onChange={onTab}
        className="flex min-h-0 flex-1 flex-col [&>[role=tabpanel]]:flex [&>[role=tabpanel]]:min-h-0 [&>[role=tabpanel]]:flex-1 [&>[role=tabpanel]]:flex-col [&>[role=tabpanel]]:pt-3"
        items={QUEUE_TABS.map((value) => ({
          value,
          label: (
            <span className="flex items-center justify-center gap-1.5 text-[13px]">
              {t(`support.tab.${value}`)}
              {value === 'waiting' && waiting !== undefined && waiting > 0 && (
                <span className="rounded-full bg-accent px-1.5 text-[11px] leading-[18px] font-bold text-white tabular-nums">
                  {waiting}
                </span>
              )}
            </span>
          ),
        }))}
      >
        <SelectField
          label={t('games.brand')}
          value={brand}
          onChange={(event) => onBrand(event.target.value)}
          className="mb-3"
        >
          <option value="">{t('support.allBrands')}</option>
          {(brands.data ?? []).map((b) => (
            <option key={b.code} value={b.code}>
              {b.code} · {b.name}
            </option>
          ))}
        </SelectField>
        <div
          className={`min-h-0 flex-1 overflow-y-auto transition-opacity ${queue.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {queue.isError ? (
            <LoadError
              error={queue.error}
              onRetry={() => void queue.refetch()}
              className="border-0 bg-transparent"
            />
          ) : !queue.data ? (
            <Loader label={t('common.loading')} />
          ) : queue.data.list.length === 0 ? (
            <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
              <span
                aria-hidden="true"
                className="grid size-14 place-items-center rounded-full bg-jade/12 text-jade ring-1 ring-jade/25"
              >
                <Icon name={tab === 'waiting' ? 'check' : 'chat'} className="size-7" />
              </span>
              <p className="font-bold text-ink">{t(emptyTitle)}</p>
              <p className="max-w-64 text-sm leading-relaxed text-muted">{t(emptyBody)}</p>
            </div>
          ) : (
            <ul aria-label={t(`support.tab.${tab}`)} className="flex flex-col gap-1">
              {queue.data.list.map((conversation) => (
                <Row
                  key={conversation.id}
                  conversation={conversation}
                  selected={conversation.id === selected}
                  typing={typing.has(conversation.id)}
                />
              ))}
            </ul>
          )}
        </div>
      </Tabs>
    </section>
  );
};
