/**
 * The agent centre's contract pages (spec §2 "Agent center pages": agentDividendRecordCopy2,
 * agentDailyWages2, agentHourSalary, agentRealtimeSalary; §3 "Contracts"; §4 "Contracts"; issue 16),
 * one component for the four kinds: the agent's own contract and its tiers, with a pending
 * termination to agree to or refuse, or a termination to ask for; offers waiting on them; their
 * direct sub-agents' contracts and pending offers, with an offer or change of contract within the
 * agent's own rate, a withdrawal of an unanswered offer and the termination of a contract; and the
 * settlement records (GET /wps/agent/contracts/:kind).
 */
import {
  rateToBasisPoints,
  type TAgentContract,
  type TContractKind,
  type TContractsPage,
} from '@luckwell/contracts/agent/agent-contracts';
import { buttonClass } from '@luckwell/ui/button';
import { Spinner } from '@luckwell/ui/spinner';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '../../shared/format-when.ts';
import { LoadFailed } from '../../shared/load-failed.tsx';
import { Panel } from '../../shared/panel.tsx';
import { useSessionStore } from '../../shared/session-store.ts';
import { useContractsPage } from './contract-api.ts';
import { OfferDialog } from './contract-offer-dialog.tsx';
import { ContractActions, percent, TiersTable, usePartyName } from './contract-parts.tsx';
import { ContractSettlements } from './contract-settlements.tsx';

type Downline = TContractsPage['downlines'][number];

const Badge = ({ children, tone }: { children: string; tone: 'gold' | 'info' | 'warn' }) => (
  <span
    className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
      tone === 'gold'
        ? 'bg-primary/15 text-primary'
        : tone === 'warn'
          ? 'bg-accent/15 text-accent'
          : 'bg-sky-400/15 text-sky-300'
    }`}
  >
    {children}
  </span>
);

const Notice = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <div
    className="grid gap-2.5 rounded-xl border border-accent/40 bg-accent/10 p-3 text-sm text-ink/90"
    data-testid={testId}
  >
    {children}
  </div>
);

/** Cycle, who offered it and since when. */
const ContractFacts = ({ contract }: { contract: TAgentContract }) => {
  const { t, i18n } = useTranslation();
  const partyName = usePartyName();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-xs text-muted">{t('ct_cycle')}</dt>
        <dd className="font-semibold text-ink">{t(`ct_cycle_${contract.cycle}`)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">{t('ct_top_rate')}</dt>
        <dd className="font-bold text-gold tabular-nums">{percent(contract.maxRate)}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs text-muted">{t('ct_offered_by')}</dt>
        <dd className="truncate font-semibold text-ink">{partyName(contract.upline)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">{t(contract.acceptedAt ? 'ct_since' : 'ct_offered_at')}</dt>
        <dd className="text-ink">
          {formatWhen(contract.acceptedAt ?? contract.offeredAt, i18n.language, false)}
        </dd>
      </div>
    </dl>
  );
};

const MyContract = ({ page, symbol }: { page: TContractsPage; symbol: string }) => {
  const { t } = useTranslation();
  const mine = page.mine;
  return (
    <Panel
      title={t('ct_mine_title')}
      testId="contract-mine"
      action={mine ? <Badge tone="gold">{t('ct_status_active')}</Badge> : undefined}
    >
      {!mine ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          {t(page.offers.length > 0 ? 'ct_mine_none_offers' : 'ct_mine_none')}
        </p>
      ) : (
        <div className="grid gap-4">
          <ContractFacts contract={mine} />
          <TiersTable kind={page.kind} tiers={mine.tiers} symbol={symbol} testId="my-tiers" />
          {mine.terminationRequestedBy === 'upline' ? (
            <Notice testId="my-termination">
              <p>{t('ct_termination_by_upline')}</p>
              <ContractActions
                kind={page.kind}
                contractId={mine.id}
                buttons={[
                  { action: 'agreeTermination', confirm: t('ct_confirm_agree_termination') },
                  { action: 'refuseTermination', variant: 'secondary' },
                ]}
              />
            </Notice>
          ) : mine.terminationRequestedBy === 'member' ? (
            <Notice testId="my-termination">
              <p>{t('ct_termination_by_me')}</p>
            </Notice>
          ) : mine.upline === null ? (
            <p className="text-xs text-muted">{t('ct_platform_contract')}</p>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <ContractActions
                kind={page.kind}
                contractId={mine.id}
                buttons={[
                  { action: 'terminate', variant: 'secondary', confirm: t('ct_confirm_terminate_mine') },
                ]}
              />
            </div>
          )}
        </div>
      )}
    </Panel>
  );
};

const Offers = ({ page, symbol }: { page: TContractsPage; symbol: string }) => {
  const { t, i18n } = useTranslation();
  const partyName = usePartyName();
  if (page.offers.length === 0) return null;
  return (
    <Panel title={t('ct_offers_title')} testId="contract-offers">
      <ul className="grid gap-3">
        {page.offers.map((offer) => {
          // Spec §4: agreeing ends the contracts of sub-agents whose rate is above the new one.
          const ending = page.downlines.filter(
            (line) =>
              line.contract !== null &&
              rateToBasisPoints(line.contract.maxRate) > rateToBasisPoints(offer.maxRate),
          ).length;
          return (
            <li
              key={offer.id}
              className="grid gap-3 rounded-xl border border-primary/40 bg-primary/[0.06] p-3.5"
              data-testid={`offer-${offer.id}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-ink">{t('ct_offer_from', { who: partyName(offer.upline) })}</p>
                <p className="text-xs text-muted">
                  {t(`ct_cycle_${offer.cycle}`)} · {formatWhen(offer.offeredAt, i18n.language)}
                </p>
              </div>
              <TiersTable kind={page.kind} tiers={offer.tiers} symbol={symbol} />
              {page.mine && <p className="text-xs text-muted">{t('ct_accept_replaces')}</p>}
              {ending > 0 && (
                <p className="text-xs text-accent">{t('ct_accept_ends_downlines', { count: ending })}</p>
              )}
              <ContractActions
                kind={page.kind}
                contractId={offer.id}
                buttons={[
                  { action: 'accept' },
                  { action: 'reject', variant: 'secondary', confirm: t('ct_confirm_reject') },
                ]}
              />
            </li>
          );
        })}
      </ul>
    </Panel>
  );
};

const DownlineCard = ({
  line,
  page,
  symbol,
  canOffer,
  onOffer,
}: {
  line: Downline;
  page: TContractsPage;
  symbol: string;
  canOffer: boolean;
  onOffer: (line: Downline) => void;
}) => {
  const { t } = useTranslation();
  const { contract, pending, member } = line;
  const [showTiers, setShowTiers] = useState(false);
  const tiersId = `downline-${member.id}-tiers`;
  return (
    <li
      className="grid content-start gap-3 rounded-xl border border-line/70 bg-black/20 p-3.5"
      data-testid={`downline-${member.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">{member.account}</p>
          {member.nickname && member.nickname !== member.account && (
            <p className="truncate text-xs text-muted">{member.nickname}</p>
          )}
        </div>
        {contract ? (
          <Badge tone="gold">{t('ct_downline_rate', { rate: percent(contract.maxRate) })}</Badge>
        ) : (
          <span className="text-xs text-muted">{t('ct_downline_none')}</span>
        )}
      </div>
      {contract && (
        <div className="grid gap-2">
          <button
            type="button"
            aria-expanded={showTiers}
            aria-controls={tiersId}
            className="justify-self-start text-sm font-semibold text-primary hover:underline"
            onClick={() => setShowTiers((shown) => !shown)}
          >
            {t(showTiers ? 'ct_hide_tiers' : 'ct_show_tiers', { count: contract.tiers.length })}
          </button>
          {showTiers && (
            <div id={tiersId}>
              <TiersTable kind={page.kind} tiers={contract.tiers} symbol={symbol} />
            </div>
          )}
          {contract.terminationRequestedBy === 'member' && (
            <Notice>
              <p>{t('ct_termination_by_downline', { account: member.account })}</p>
              <ContractActions
                kind={page.kind}
                contractId={contract.id}
                buttons={[
                  {
                    action: 'agreeTermination',
                    confirm: t('ct_confirm_agree_downline', { account: member.account }),
                  },
                  { action: 'refuseTermination', variant: 'secondary' },
                ]}
              />
            </Notice>
          )}
          {contract.terminationRequestedBy === 'upline' && (
            <p className="text-xs text-accent">{t('ct_termination_asked', { account: member.account })}</p>
          )}
        </div>
      )}
      {pending && (
        <div
          className="grid gap-2 rounded-xl border border-sky-400/30 bg-sky-400/[0.06] p-3"
          data-testid={`pending-${pending.id}`}
        >
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="info">{t('ct_pending')}</Badge>
            <span className="text-sm text-ink/90">
              {t('ct_pending_body', { rate: percent(pending.maxRate) })}
            </span>
          </div>
          <TiersTable kind={page.kind} tiers={pending.tiers} symbol={symbol} />
          <ContractActions
            kind={page.kind}
            contractId={pending.id}
            buttons={[
              {
                action: 'withdraw',
                variant: 'secondary',
                confirm: t('ct_confirm_withdraw', { account: member.account }),
              },
            ]}
          />
        </div>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <button
          type="button"
          className={buttonClass({ size: 'sm', variant: pending ? 'secondary' : 'primary' })}
          disabled={!canOffer}
          onClick={() => onOffer(line)}
        >
          {t(pending ? 'ct_change_offer' : contract ? 'ct_change' : 'ct_offer')}
        </button>
        {contract && contract.terminationRequestedBy === null && (
          <ContractActions
            kind={page.kind}
            contractId={contract.id}
            buttons={[
              {
                action: 'terminate',
                variant: 'ghost',
                confirm: t('ct_confirm_terminate_downline', { account: member.account }),
              },
            ]}
          />
        )}
      </div>
    </li>
  );
};

const Downlines = ({ page, symbol }: { page: TContractsPage; symbol: string }) => {
  const { t } = useTranslation();
  const [offering, setOffering] = useState<Downline | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const canOffer = rateToBasisPoints(page.offerCap) > 0;
  return (
    <Panel
      title={t('ct_downlines_title')}
      testId="contract-downlines"
      action={
        canOffer ? (
          <span className="text-xs text-muted" data-testid="offer-cap">
            {t('ct_offer_cap', { cap: percent(page.offerCap) })}
          </span>
        ) : undefined
      }
    >
      {!canOffer && page.downlines.length > 0 && (
        <p className="mb-3 rounded-xl border border-line bg-black/20 p-3 text-sm text-muted">
          {t('ct_no_cap')}
        </p>
      )}
      {sent && (
        <p
          role="status"
          className="mb-3 rounded-xl border border-emerald-400/40 bg-emerald-400/10 p-3 text-sm text-emerald-200"
        >
          {sent}
        </p>
      )}
      {page.downlines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          {t('ct_downlines_empty')}
        </p>
      ) : (
        <ul className="grid gap-2.5 xl:grid-cols-2">
          {page.downlines.map((line) => (
            <DownlineCard
              key={line.member.id}
              line={line}
              page={page}
              symbol={symbol}
              canOffer={canOffer}
              onOffer={(chosen) => {
                setSent(null);
                setOffering(chosen);
              }}
            />
          ))}
        </ul>
      )}
      {offering && (
        <OfferDialog
          kind={page.kind}
          member={offering.member}
          current={offering.contract}
          start={offering.pending ?? offering.contract}
          offerCap={page.offerCap}
          onClose={() => setOffering(null)}
          onSent={() => {
            setSent(t('ct_offer_sent', { account: offering.member.account }));
            setOffering(null);
          }}
        />
      )}
    </Panel>
  );
};

export const ContractPage = ({ kind }: { kind: TContractKind }) => {
  const { t } = useTranslation();
  const contracts = useContractsPage(kind);
  const symbol = useSessionStore((state) => state.member?.currencySymbol ?? '');
  const data = contracts.data;

  const header = (
    <header>
      <h1 className="text-xl font-bold text-ink sm:text-2xl">{t(`ct_title_${kind}`)}</h1>
      <p className="mt-1 text-sm text-muted">{t(`ct_subtitle_${kind}`)}</p>
      {data && (
        <p className="mt-1 text-xs text-muted">
          {t('ct_page_cycle', { cycle: t(`ct_cycle_${data.cycle}`) })} ·{' '}
          {t(data.payer === 'platform' ? 'ct_payer_platform' : 'ct_payer_upline')}
        </p>
      )}
    </header>
  );

  if (!data) {
    return (
      <section className="grid gap-4" data-testid="contract-page">
        {header}
        {contracts.isError ? (
          <LoadFailed query={contracts} title={t('ct_error')} />
        ) : (
          <div className="grid min-h-64 place-items-center rounded-2xl border border-line bg-surface/60">
            <Spinner label={t('ct_loading')} size="lg" />
          </div>
        )}
      </section>
    );
  }

  return (
    <section className="grid gap-4 sm:gap-5" data-testid="contract-page">
      {header}
      <Offers page={data} symbol={symbol} />
      <MyContract page={data} symbol={symbol} />
      <Downlines page={data} symbol={symbol} />
      <ContractSettlements kind={kind} />
    </section>
  );
};
