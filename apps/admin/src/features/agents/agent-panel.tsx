/**
 * One member's contracts, opened from the tree: who they are and under whom, every contract they
 * have had (newest first, with its tiers, upline, dates and why it ended), and for `agents.manage`
 * the operator's actions — grant the operator's contract (top agents only), end a contract in force,
 * move the member under another upline. An agent's panel has a second tab, their reports
 * (agent-reports.tsx).
 */
import type { TAdminAgentContracts } from '@luckwell/contracts/admin/agents';
import type { TAgentContract, TContractKind, TContractTier } from '@luckwell/contracts/agent/agent-contracts';
import { isAgentType } from '@luckwell/contracts/member/member-info';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { Modal } from '@luckwell/ui/modal';
import { Tabs } from '@luckwell/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { memberTypeText } from '../../shared/member-labels.ts';
import { useCan } from '../../shared/operator-session.ts';
import { toast } from '../../shared/toasts.tsx';
import { CONTRACT_STATUS_TONES, failedField, hasProfitTier, percent } from './agent-labels.ts';
import { AgentReports } from './agent-reports.tsx';
import { useAgentActions, useAgentContracts } from './agents-api.ts';
import { GrantDialog } from './grant-dialog.tsx';
import { MoveDialog } from './move-dialog.tsx';

export const TiersTable = ({ kind, tiers }: { kind: TContractKind; tiers: TContractTier[] }) => {
  const { t } = useTranslation();
  const profit = hasProfitTier(kind);
  const columns = [
    'tier',
    'validBet',
    ...(profit ? (['profitLoss'] as const) : []),
    'activeMembers',
    'rate',
  ] as const;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[420px] text-left text-sm">
        <caption className="sr-only">{t('agents.tiers')}</caption>
        <thead className="text-xs text-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={`border-b border-line/60 px-2 py-1.5 font-semibold ${column === 'tier' ? '' : 'text-right'}`}
              >
                {t(`agents.tier.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id; their order is their identity
            <tr key={index} className="border-b border-line/30 last:border-0">
              <td className="px-2 py-1.5 text-muted">{index + 1}</td>
              <td className="px-2 py-1.5 text-right text-ink tabular-nums">{formatMoney(tier.validBet)}</td>
              {profit && (
                <td className="px-2 py-1.5 text-right text-ink tabular-nums">
                  {formatMoney(tier.profitLoss)}
                </td>
              )}
              <td className="px-2 py-1.5 text-right text-ink tabular-nums">
                {tier.activeMembers.toLocaleString('en')}
              </td>
              <td className="px-2 py-1.5 text-right font-semibold text-gold tabular-nums">
                {percent(tier.rate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

const ContractCard = ({
  contract,
  onTerminate,
}: {
  contract: TAgentContract;
  /** Offered to `agents.manage` for a contract in force. */
  onTerminate?: (() => void) | undefined;
}) => {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('agents.contract.cycle'), t(`agents.cycle.${contract.cycle}`)],
    [t('agents.contract.upline'), contract.upline ? contract.upline.account : t('agents.contract.operator')],
    [t('agents.contract.offeredAt'), formatDateTime(contract.offeredAt)],
    [t('agents.contract.acceptedAt'), formatDateTime(contract.acceptedAt)],
    ...(contract.endedAt
      ? ([
          [t('agents.contract.endedAt'), formatDateTime(contract.endedAt)],
          [
            t('agents.contract.endReason'),
            contract.endReason ? t(`agents.endReason.${contract.endReason}`) : '—',
          ],
        ] as [string, string][])
      : []),
  ];
  const title = t('agents.contract.title', { kind: t(`agents.kind.${contract.kind}`), id: contract.id });
  return (
    <li>
      <article
        aria-label={title}
        className="flex flex-col gap-3 rounded-2xl border border-line/70 bg-page/40 p-4"
      >
        <header className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-bold text-ink">{title}</h4>
            <Badge tone={CONTRACT_STATUS_TONES[contract.status]} dot>
              {t(`agents.status.${contract.status}`)}
            </Badge>
            <span className="text-sm text-muted">
              {t('agents.contract.upTo', { rate: percent(contract.maxRate) })}
            </span>
          </div>
          {onTerminate && (
            <Button size="sm" variant="secondary" onClick={onTerminate}>
              {t('agents.terminate')}
            </Button>
          )}
        </header>
        {contract.terminationRequestedBy && (
          <p className="rounded-xl border border-primary/30 bg-primary/10 px-3 py-2 text-xs text-ink/90">
            {t(`agents.contract.asked.${contract.terminationRequestedBy}`)}
          </p>
        )}
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm min-[480px]:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="flex min-w-0 justify-between gap-3 border-b border-line/30 pb-1">
              <dt className="text-muted">{label}</dt>
              <dd className="truncate text-right font-medium text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <TiersTable kind={contract.kind} tiers={contract.tiers} />
      </article>
    </li>
  );
};

const Summary = ({ data }: { data: TAdminAgentContracts }) => {
  const { t } = useTranslation();
  const canReadMembers = useCan('members.read');
  const { member } = data;
  const facts: [string, string][] = [
    [t('agents.panel.nickname'), member.nickname],
    [t('agents.panel.type'), memberTypeText(member.type)],
    [t('agents.panel.brand'), member.merchantCode],
    [t('agents.panel.upline'), member.uplineAccount ?? t('agents.panel.noUpline')],
  ];
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm min-[480px]:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex min-w-0 justify-between gap-3 border-b border-line/30 pb-1">
            <dt className="text-muted">{label}</dt>
            <dd className="truncate text-right font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {canReadMembers && (
        <Link
          to={`/members/${member.id}`}
          className="self-start text-sm font-semibold text-primary hover:underline"
        >
          {t('agents.panel.memberLink')}
        </Link>
      )}
    </div>
  );
};

export const AgentPanel = ({ memberId, onClose }: { memberId: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const canManage = useCan('agents.manage');
  const answer = useAgentContracts(memberId);
  const { terminate } = useAgentActions();
  const [granting, setGranting] = useState(false);
  const [moving, setMoving] = useState(false);
  const [ending, setEnding] = useState<TAgentContract | null>(null);
  const [view, setView] = useState<'contracts' | 'reports'>('contracts');
  const data = answer.data;
  const topAgent = data ? data.member.uplineAccount === null && isAgentType(data.member.type) : false;
  const inForce = data?.contracts.filter((contract) => contract.status === 'active') ?? [];
  const endError = terminate.isError
    ? failedField(terminate.error) === 'reason'
      ? t('agents.reason.invalid')
      : errorText(terminate.error)
    : null;

  const contractList = data && (
    <section aria-labelledby="agent-contracts" className="flex flex-col gap-3">
      <h3 id="agent-contracts" className="text-base font-bold text-ink">
        {t('agents.panel.contracts')}
      </h3>
      {data.contracts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
          {t('agents.panel.noContracts')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.contracts.map((contract) => (
            <ContractCard
              key={contract.id}
              contract={contract}
              onTerminate={
                canManage && contract.status === 'active'
                  ? () => {
                      terminate.reset();
                      setEnding(contract);
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <>
      <Modal
        open
        onClose={onClose}
        title={data ? t('agents.panel.title', { account: data.member.account }) : t('agents.panel.loading')}
        closeLabel={t('common.close')}
        size="xl"
      >
        <div className="flex flex-col gap-5 px-5 pt-3 pb-6 sm:px-6">
          {answer.isPending ? (
            <Loader label={t('common.loading')} className="min-h-40" />
          ) : answer.isError ? (
            <LoadError error={answer.error} onRetry={() => void answer.refetch()} />
          ) : (
            <>
              <Summary data={answer.data} />
              {canManage && (
                <div className="flex flex-col gap-2 rounded-2xl border border-line/60 bg-surface/60 p-4">
                  <div className="flex flex-wrap gap-2">
                    {topAgent && (
                      <Button size="sm" onClick={() => setGranting(true)}>
                        {t('agents.grant')}
                      </Button>
                    )}
                    <Button size="sm" variant="secondary" onClick={() => setMoving(true)}>
                      {t('agents.move')}
                    </Button>
                  </div>
                  <p className="text-xs text-muted">
                    {topAgent ? t('agents.panel.grantHint') : t('agents.panel.notTopAgent')}
                  </p>
                </div>
              )}
              {isAgentType(answer.data.member.type) ? (
                <Tabs
                  label={t('agents.panel.views')}
                  items={[
                    { value: 'contracts', label: t('agents.panel.tab.contracts') },
                    { value: 'reports', label: t('agents.panel.tab.reports') },
                  ]}
                  value={view}
                  onChange={setView}
                >
                  {view === 'contracts' ? contractList : <AgentReports agentId={memberId} />}
                </Tabs>
              ) : (
                contractList
              )}
            </>
          )}
        </div>
      </Modal>
      {granting && data && (
        <GrantDialog member={data.member} inForce={inForce} onClose={() => setGranting(false)} />
      )}
      {moving && data && <MoveDialog member={data.member} onClose={() => setMoving(false)} />}
      <ConfirmDialog
        open={ending !== null}
        title={t('agents.terminate.title', {
          kind: ending ? t(`agents.kind.${ending.kind}`) : '',
          account: data?.member.account ?? '',
        })}
        confirmLabel={t('agents.terminate.confirm')}
        tone="danger"
        reason="required"
        pending={terminate.isPending}
        error={endError}
        onClose={() => setEnding(null)}
        onConfirm={(reason) => {
          if (!ending) return;
          terminate.mutate(
            { contractId: ending.id, reason },
            {
              onSuccess: () => {
                toast.success(
                  t('agents.terminate.done', {
                    kind: t(`agents.kind.${ending.kind}`),
                    account: ending.member.account,
                  }),
                );
                setEnding(null);
              },
            },
          );
        }}
      >
        {t('agents.terminate.body')}
      </ConfirmDialog>
    </>
  );
};
