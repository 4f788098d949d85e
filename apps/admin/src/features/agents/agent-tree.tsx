/**
 * Agents → Tree at /admin/agents: the brand's top agents, one member's direct downline (`parent`,
 * with the path from the top as a breadcrumb) or the accounts starting with a search (`q`), all in
 * the address so Back climbs the tree. A row's account opens the member's contracts.
 */
import type { TAdminAgentTree, TAdminTreeMember } from '@luckwell/contracts/admin/agents';
import { Button } from '@luckwell/ui/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { FilterForm } from '../../shared/filter-form.tsx';
import { TextField } from '../../shared/form-field.tsx';
import { Icon } from '../../shared/icons.tsx';
import { memberTypeText, STATUS_TONES } from '../../shared/member-labels.ts';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { percent } from './agent-labels.ts';
import { AgentPanel } from './agent-panel.tsx';
import { useAgentTree } from './agents-api.ts';
import { useAgentsBrand } from './agents-screen.tsx';

const COLUMNS = ['account', 'type', 'status', 'team', 'direct', 'contracts', 'actions'] as const;
const NUMERIC = new Set<string>(['team', 'direct']);

const Contracts = ({ member }: { member: TAdminTreeMember }) => {
  const { t } = useTranslation();
  if (member.contracts.length === 0)
    return <span className="text-xs text-muted">{t('agents.tree.none')}</span>;
  return (
    <ul className="flex flex-col gap-1">
      {member.contracts.map((contract) => (
        <li key={contract.kind} className="flex flex-wrap items-center gap-1.5 text-xs">
          <Badge tone="gold">
            {t(`agents.kind.${contract.kind}`)} · {percent(contract.maxRate)}
          </Badge>
          <span className="text-muted">
            {contract.uplineAccount
              ? t('agents.tree.from', { account: contract.uplineAccount })
              : t('agents.tree.operator')}
          </span>
        </li>
      ))}
    </ul>
  );
};

/** Top agents › each upline of the member listed › the member: each step opens that level. */
const TreePath = ({
  tree,
  q,
  onOpen,
}: {
  tree: TAdminAgentTree | undefined;
  q: string;
  onOpen: (parent?: number) => void;
}) => {
  const { t } = useTranslation();
  const parent = tree?.parent ?? null;
  const above = parent ? parent.path.filter((step) => step.id !== parent.id) : [];
  const step = 'rounded-md px-1.5 py-0.5 font-semibold text-primary hover:bg-primary/10 hover:underline';
  return (
    <nav aria-label={t('agents.tree.path')} className="flex flex-wrap items-center gap-1 text-sm">
      {parent || q ? (
        <button type="button" className={step} onClick={() => onOpen()}>
          {t('agents.tree.top')}
        </button>
      ) : (
        <span aria-current="page" className="px-1.5 font-semibold text-ink">
          {t('agents.tree.top')}
        </span>
      )}
      {above.map((upline) => (
        <span key={upline.id} className="flex items-center gap-1">
          <Icon name="chevronRight" className="size-3.5 text-muted" />
          <button type="button" className={step} onClick={() => onOpen(upline.id)}>
            {upline.account}
          </button>
        </span>
      ))}
      {(parent || q) && (
        <span className="flex items-center gap-1">
          <Icon name="chevronRight" className="size-3.5 text-muted" />
          <span aria-current="page" className="px-1.5 font-semibold text-ink">
            {parent ? parent.account : t('agents.tree.searchCrumb', { q })}
          </span>
        </span>
      )}
    </nav>
  );
};

export const AgentTreeView = () => {
  const { t } = useTranslation();
  const brand = useAgentsBrand();
  const [params, setParams] = useSearchParams();
  const parentId = Number(params.get('parent')) || undefined;
  const q = (params.get('q') ?? '').trim();
  const [draft, setDraft] = useState(q);
  const [opened, setOpened] = useState<number | null>(null);
  const tree = useAgentTree({ merchantCode: brand, ...(q ? { q } : parentId ? { parentId } : {}) }, true);

  // Back and forward change the search in the address: the field follows.
  useEffect(() => setDraft(q), [q]);

  const show = (next: { parent?: number | undefined; q?: string }) => {
    const search = new URLSearchParams({ brand });
    if (next.parent) search.set('parent', String(next.parent));
    if (next.q) search.set('q', next.q);
    setParams(search);
  };

  const data = tree.data;
  const listing = q ? 'search' : data?.parent ? 'downline' : 'top';
  return (
    <section aria-labelledby="agents-tree" className="flex flex-col gap-4">
      <h2 id="agents-tree" className="sr-only">
        {t('agents.view.tree')}
      </h2>
      <FilterForm
        label={t('agents.tree.find')}
        submitLabel={t('agents.tree.search')}
        filtered={q !== ''}
        onSubmit={(event) => {
          event.preventDefault();
          show({ q: draft.trim() });
        }}
        onReset={() => show({})}
        className="lg:grid-cols-[minmax(0,1fr)_auto]"
      >
        <TextField
          label={t('agents.tree.account')}
          type="search"
          icon="search"
          value={draft}
          maxLength={64}
          placeholder={t('agents.tree.accountPlaceholder')}
          autoCapitalize="none"
          spellCheck={false}
          className="sm:col-span-2 lg:col-span-1"
          onChange={(event) => setDraft(event.target.value)}
        />
      </FilterForm>
      <div className="flex flex-col gap-1">
        <TreePath tree={data} q={q} onOpen={(parent) => show({ parent })} />
        <p className="text-xs text-muted">
          {listing === 'downline'
            ? t('agents.tree.downlineOf', { account: data?.parent?.account ?? '' })
            : listing === 'search'
              ? t('agents.tree.searchOf', { q })
              : t('agents.tree.topBody')}
        </p>
      </div>
      <ResultsPanel
        query={tree}
        label={t('agents.tree.results')}
        caption={t('agents.tree.results')}
        minWidth="min-w-[1000px]"
        columns={COLUMNS.map((column) =>
          NUMERIC.has(column)
            ? { label: t(`agents.col.${column}`), align: 'right' as const }
            : t(`agents.col.${column}`),
        )}
        empty={{
          when: (answer) => answer.content.length === 0,
          title: t('agents.tree.empty.title'),
          description:
            listing === 'search'
              ? t('agents.tree.empty.search', { q })
              : listing === 'downline'
                ? t('agents.tree.empty.downline', { account: data?.parent?.account ?? '' })
                : t('agents.tree.empty.top'),
        }}
        footer={
          data?.truncated
            ? () => <p className="px-4 py-3 text-xs text-muted">{t('agents.tree.truncated')}</p>
            : undefined
        }
      >
        {(answer) =>
          answer.content.map((member) => (
            <tr key={member.id} className="border-b border-line/40 last:border-b-0 hover:bg-white/[0.025]">
              <td className="px-4 py-3">
                <button
                  type="button"
                  className="text-left font-semibold text-ink hover:text-primary hover:underline"
                  onClick={() => setOpened(member.id)}
                >
                  {member.account}
                </button>
                <span className="block text-xs text-muted">{member.nickname}</span>
                {q && member.uplineAccount && (
                  <span className="block text-xs text-muted">
                    {t('agents.tree.under', { account: member.uplineAccount })}
                  </span>
                )}
              </td>
              <td className="px-4 py-3 text-ink/85">{memberTypeText(member.type)}</td>
              <td className="px-4 py-3">
                <Badge tone={STATUS_TONES[member.status]} dot>
                  {t(`members.status.${member.status}`)}
                </Badge>
              </td>
              <td className="px-4 py-3 text-right text-ink tabular-nums">
                {member.teamSize.toLocaleString('en')}
              </td>
              <td className="px-4 py-3 text-right text-ink tabular-nums">
                {member.directCount.toLocaleString('en')}
              </td>
              <td className="px-4 py-3">
                <Contracts member={member} />
              </td>
              <td className="px-4 py-3">
                <span className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setOpened(member.id)}
                    aria-label={t('agents.tree.contractsOf', { account: member.account })}
                  >
                    {t('agents.tree.contracts')}
                  </Button>
                  {member.directCount > 0 && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => show({ parent: member.id })}
                      aria-label={t('agents.tree.downlineLabel', { account: member.account })}
                    >
                      {t('agents.tree.downline')}
                      <Icon name="chevronRight" className="size-4" />
                    </Button>
                  )}
                </span>
              </td>
            </tr>
          ))
        }
      </ResultsPanel>
      {opened !== null && <AgentPanel memberId={opened} onClose={() => setOpened(null)} />}
    </section>
  );
};
