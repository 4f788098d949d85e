/**
 * The contract popup's dialog (spec §2 "contract popup", §4 "a new contract request or termination
 * request can arrive from the upline"): every request waiting on the member — a contract offered to
 * them, or the other side asking to end one — with who sent it, the kind and the tiers, and accept /
 * reject or agree / refuse. An answered request leaves the list when the consolidated call is read
 * again; "Later" puts the rest aside for this visit (the contract pages still list them).
 */
import type { TContractRequest } from '@luckwell/contracts/agent/agent-contracts';
import { buttonClass } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/session-store.ts';
import { ContractActions, TiersTable, usePartyName } from './contract-parts.tsx';

/** Who is waiting for an answer: the upline for an offer; whoever asked, for a termination. */
const senderOf = ({ type, contract }: TContractRequest) =>
  type === 'termination' && contract.terminationRequestedBy === 'member' ? contract.member : contract.upline;

export const ContractRequestsDialog = ({
  requests,
  onLater,
}: {
  requests: TContractRequest[];
  onLater: () => void;
}) => {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const symbol = useSessionStore((state) => state.member?.currencySymbol ?? '');
  return (
    <Modal open onClose={onLater} title={t('ct_popup_title')} closeLabel={t('ct_later')} size="lg">
      <div className="grid gap-4 px-5 pt-2 pb-6 sm:px-6" data-testid="contract-popup">
        <p className="text-sm text-muted">{t('ct_popup_intro', { count: requests.length })}</p>
        <ul className="grid gap-3">
          {requests.map((request) => {
            const { contract, type, kind } = request;
            const who = partyName(senderOf(request));
            return (
              <li
                key={`${type}-${contract.id}`}
                className="grid gap-3 rounded-2xl border border-primary/40 bg-primary/[0.06] p-3.5"
                data-testid={`contract-request-${contract.id}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-primary">
                    {t(`ct_kind_${kind}`)}
                  </span>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      type === 'offer' ? 'bg-sky-400/15 text-sky-300' : 'bg-accent/15 text-accent'
                    }`}
                  >
                    {t(type === 'offer' ? 'ct_request_offer' : 'ct_request_termination')}
                  </span>
                </div>
                <p className="text-sm text-ink">
                  {type === 'offer'
                    ? t('ct_popup_offer', { who, cycle: t(`ct_cycle_${contract.cycle}`) })
                    : t('ct_popup_termination', { who })}
                </p>
                <TiersTable kind={kind} tiers={contract.tiers} symbol={symbol} />
                <ContractActions
                  kind={kind}
                  contractId={contract.id}
                  buttons={
                    type === 'offer'
                      ? [{ action: 'accept' }, { action: 'reject', variant: 'secondary' }]
                      : [
                          { action: 'agreeTermination' },
                          { action: 'refuseTermination', variant: 'secondary' },
                        ]
                  }
                />
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className={`justify-self-end ${buttonClass({ variant: 'ghost' })}`}
          onClick={onLater}
        >
          {t('ct_later')}
        </button>
      </div>
    </Modal>
  );
};
