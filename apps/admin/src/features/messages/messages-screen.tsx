/**
 * Players → Messages at /admin/messages (issue 15, ADR 048): compose a message to a whole brand, to
 * all its agents (their inbox and the agent centre's announcements, issue 16), to an agent's team
 * (everyone below the agent) or to one member, with the server naming a refused
 * field; and the messages sent, newest first, by brand, with how many members read each. A message
 * reaches signed-in members at once (their unread badge goes up without a reload).
 */
import type { TAdminMessage } from '@luckwell/contracts/admin/messages';
import type { TMessageAudience, TMessageCategory } from '@luckwell/contracts/member/messages';
import { EmptyState } from '@luckwell/ui/empty-state';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/badge.tsx';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FilterForm } from '../../shared/filter-form.tsx';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextAreaField, TextField } from '../../shared/form-field.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useBrands } from '../../shared/use-brands.ts';
import { useUrlFilters } from '../../shared/use-url-filters.ts';
import { useMessageActions, useSentMessages } from './messages-api.ts';

type Draft = {
  brand: string;
  audience: TMessageAudience;
  account: string;
  category: Exclude<TMessageCategory, 'feedback'>;
  title: string;
  body: string;
};
const EMPTY: Draft = { brand: '', audience: 'brand', account: '', category: 'notice', title: '', body: '' };
const FIELDS = ['account', 'title', 'body', 'merchantId'] as const;
/** The audiences named by an account: an agent's team, one member. */
const needsAccount = (audience: TMessageAudience) => audience === 'team' || audience === 'member';

const ComposeForm = () => {
  const { t } = useTranslation();
  const brands = useBrands();
  const { compose } = useMessageActions();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const brandCode = draft.brand || brands.data?.[0]?.code || '';
  const brand = brands.data?.find((b) => b.code === brandCode);
  const failed = compose.isError
    ? ((compose.error as { field?: string }).field ?? '').replace(/^body\./, '')
    : '';
  const fieldError = (key: (typeof FIELDS)[number]) =>
    failed === key ? errorText(compose.error) : undefined;
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!brand) return;
    compose.mutate(
      {
        merchantId: brand.id,
        audience: draft.audience,
        ...(needsAccount(draft.audience) ? { account: draft.account.trim() } : {}),
        category: draft.category,
        title: draft.title,
        body: draft.body,
      },
      {
        onSuccess: (sent) => {
          toast.success(t('msg.sent', { title: sent.title }));
          setDraft((d) => ({ ...EMPTY, brand: d.brand }));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('msg.compose')}
      className="grid grid-cols-1 gap-4 rounded-2xl border border-line/70 bg-surface/60 p-4 sm:grid-cols-2 sm:p-6 xl:grid-cols-4"
    >
      <h2 className="text-lg font-bold text-ink sm:col-span-2 xl:col-span-4">{t('msg.compose')}</h2>
      <SelectField
        label={t('games.brand')}
        value={brandCode}
        onChange={set('brand')}
        error={fieldError('merchantId')}
      >
        {(brands.data ?? []).map((b) => (
          <option key={b.code} value={b.code}>
            {b.code} · {b.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('msg.audience')} value={draft.audience} onChange={set('audience')}>
        <option value="brand">{t('msg.audience.brand')}</option>
        <option value="agents">{t('msg.audience.agents')}</option>
        <option value="team">{t('msg.audience.team')}</option>
        <option value="member">{t('msg.audience.member')}</option>
      </SelectField>
      {needsAccount(draft.audience) ? (
        <TextField
          label={t(draft.audience === 'team' ? 'msg.account.agent' : 'msg.account.member')}
          hint={t(draft.audience === 'team' ? 'msg.account.agentHint' : 'msg.account.memberHint')}
          value={draft.account}
          autoComplete="off"
          error={fieldError('account')}
          onChange={set('account')}
        />
      ) : (
        <div className="hidden xl:block" />
      )}
      <SelectField label={t('msg.category')} value={draft.category} onChange={set('category')}>
        <option value="notice">{t('msg.category.notice')}</option>
        <option value="promotion">{t('msg.category.promotion')}</option>
        <option value="account">{t('msg.category.account')}</option>
      </SelectField>
      <TextField
        className="sm:col-span-2 xl:col-span-4"
        label={t('msg.title')}
        value={draft.title}
        maxLength={100}
        error={fieldError('title')}
        onChange={set('title')}
      />
      <TextAreaField
        className="sm:col-span-2 xl:col-span-4"
        label={t('msg.body')}
        hint={t('msg.bodyHint')}
        value={draft.body}
        maxLength={2000}
        rows={5}
        error={fieldError('body')}
        onChange={set('body')}
      />
      {compose.isError && (
        <div className="sm:col-span-2 xl:col-span-4">
          <FormAlert>{errorText(compose.error)}</FormAlert>
        </div>
      )}
      <div className="flex justify-end sm:col-span-2 xl:col-span-4">
        <BusyButton type="submit" busy={compose.isPending} icon="check">
          {t('msg.send')}
        </BusyButton>
      </div>
    </form>
  );
};

const AUDIENCE_TONE: Record<TMessageAudience, 'gold' | 'violet' | 'jade' | 'neutral'> = {
  brand: 'gold',
  agents: 'violet',
  team: 'jade',
  member: 'neutral',
};
const COLUMNS = ['sent', 'audience', 'message', 'reads', 'by'] as const;

const SentMessages = () => {
  const { t } = useTranslation();
  const brands = useBrands();
  const { applied, page, draft, filtered, set, submit, reset, goToPage } = useUrlFilters({ brand: '' });
  const merchantId = brands.data?.find((b) => b.code === applied.brand)?.id;
  const sent = useSentMessages({ ...(merchantId ? { merchantId } : {}), page, pageSize: 20 });

  return (
    <section aria-labelledby="msg-sent" className="flex flex-col gap-4">
      <h2 id="msg-sent" className="text-lg font-bold text-ink">
        {t('msg.sentList')}
      </h2>
      <FilterForm
        label={t('msg.filter')}
        submitLabel={t('jp.hits.apply')}
        filtered={filtered}
        onSubmit={submit}
        onReset={reset}
        className="lg:grid-cols-3"
      >
        <SelectField label={t('games.brand')} value={draft.brand} onChange={set('brand')}>
          <option value="">{t('common.all')}</option>
          {(brands.data ?? []).map((b) => (
            <option key={b.code} value={b.code}>
              {b.code}
            </option>
          ))}
        </SelectField>
      </FilterForm>
      <ResultsPanel
        query={sent}
        caption={t('msg.sentList')}
        minWidth="min-w-[900px]"
        columns={COLUMNS.map((c) => t(`msg.col.${c}`))}
        empty={{
          when: (data) => data.content.length === 0,
          title: t('msg.empty.title'),
          description: t('msg.empty.body'),
        }}
        footer={(data) => <Pagination page={data} onPage={goToPage} />}
      >
        {(data) => data.content.map((message) => <SentRow key={message.id} message={message} />)}
      </ResultsPanel>
    </section>
  );
};

const SentRow = ({ message }: { message: TAdminMessage }) => {
  const { t } = useTranslation();
  return (
    <tr className="border-b border-line/40 align-top last:border-b-0 hover:bg-white/[0.025]">
      <td className="px-4 py-3 text-xs whitespace-nowrap text-muted tabular-nums">
        <span className="block">{formatDateTime(message.sentAt)}</span>
        <span className="block">{message.merchantCode}</span>
      </td>
      <td className="px-4 py-3">
        <Badge tone={AUDIENCE_TONE[message.audience]}>{t(`msg.audience.${message.audience}`)}</Badge>
        {message.account && (
          <span className="mt-1 block text-xs font-semibold text-ink">{message.account}</span>
        )}
      </td>
      <td className="max-w-md px-4 py-3">
        <span className="block text-xs text-muted">{t(`msg.category.${message.category}`)}</span>
        <span className="block font-semibold break-words text-ink">{message.title}</span>
        <span className="line-clamp-2 block text-xs break-words text-muted">{message.body}</span>
      </td>
      <td className="px-4 py-3 font-semibold text-ink tabular-nums">{message.reads}</td>
      <td className="px-4 py-3 text-xs text-muted">{message.sentBy ?? '—'}</td>
    </tr>
  );
};

export const MessagesScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('messages.send');
  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.messages.title')}
        description={t('section.messages.description')}
        crumbs={[{ label: t('shell.group.players') }, { label: t('section.messages.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <ComposeForm />
          <SentMessages />
        </>
      )}
    </div>
  );
};
