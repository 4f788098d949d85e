/**
 * The live support console (issue 19): the queue on the left (tabs Waiting / Mine / All open /
 * Closed and a brand filter), the chat picked by `?c=<id>` in the middle, and the member or visitor
 * on the right. Three columns from 1280 px; the queue and the chat side by side from 1024 px with
 * the profile below; one column on phones, where a picked chat replaces the queue until "Back".
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '../../shared/icons.tsx';
import { ConversationChat } from './conversation-chat.tsx';
import { ConversationQueue } from './conversation-queue.tsx';
import { CustomerPanel } from './customer-panel.tsx';
import { QUEUE_TABS, type QueueTab, useSupportConversation } from './support-api.ts';
import { useSupportEvents } from './support-events.ts';

const tabOf = (value: string | null): QueueTab =>
  (QUEUE_TABS as readonly string[]).includes(value ?? '') ? (value as QueueTab) : 'waiting';

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export const SupportConsole = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const brand = params.get('brand') ?? '';
  const selected = idOf(params.get('c'));
  const typing = useSupportEvents(true);
  const conversation = useSupportConversation(selected);

  /** Changes the address's filters, keeping the others. */
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: false },
    );

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(280px,340px)_minmax(0,1fr)] xl:grid-cols-[minmax(280px,320px)_minmax(0,1fr)_300px]">
      <div className={selected === null ? '' : 'hidden lg:block'}>
        <ConversationQueue
          tab={tab}
          brand={brand}
          selected={selected}
          typing={typing}
          onTab={(next) => update({ tab: next === 'waiting' ? null : next })}
          onBrand={(code) => update({ brand: code || null })}
        />
      </div>
      {selected === null ? (
        <section
          aria-label={t('support.chat.label')}
          className="hidden min-h-[560px] flex-col items-center justify-center gap-4 rounded-3xl border border-dashed border-line/80 bg-surface/40 p-8 text-center lg:flex xl:col-span-2"
        >
          <span className="bg-gold grid size-16 place-items-center rounded-2xl text-on-primary shadow-lg shadow-primary/25">
            <Icon name="chat" className="size-8" />
          </span>
          <h2 className="text-xl font-bold text-ink">{t('support.pick.title')}</h2>
          <p className="max-w-md text-sm leading-relaxed text-muted">{t('support.pick.body')}</p>
        </section>
      ) : (
        <>
          <div className="flex min-w-0 flex-col gap-3">
            <button
              type="button"
              onClick={() => update({ c: null })}
              className="flex items-center gap-1.5 self-start rounded-full px-2 py-1 text-sm font-semibold text-primary hover:bg-primary/10 lg:hidden"
            >
              <Icon name="arrowLeft" className="size-4" />
              {t('support.backToQueue')}
            </button>
            <ConversationChat query={conversation} typing={selected !== null && typing.has(selected)} />
          </div>
          <div className="min-w-0 lg:col-start-2 xl:col-start-auto">
            <CustomerPanel data={conversation.data} />
          </div>
        </>
      )}
    </div>
  );
};
