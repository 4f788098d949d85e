/**
 * The contract popup (spec §2 "Modals/overlays": "contract popup and a live event listener for
 * logged-in users"; §4 "On login: … a consolidated call runs"): mounted by the app root for a
 * signed-in real member on the member site and the agent centre, it reads the consolidated call and,
 * when requests wait on the member, opens the dialog that lists them. The dialog and its words load
 * only then; a `contract` live event re-reads the call, so a new request opens it again.
 */
import type { TContractRequest } from '@luckwell/contracts/agent/agent-contracts';
import { lazy, Suspense, useState } from 'react';
import { ensureBundle } from '../i18n/i18n.ts';
import { useConsolidated } from './contract-api.ts';

const ContractRequestsDialog = lazy(() =>
  Promise.all([import('./contract-requests-dialog.tsx'), ensureBundle('agent')]).then(([m]) => ({
    default: m.ContractRequestsDialog,
  })),
);

/** One request, as it stands: a new termination request on the same contract is a new request. */
const requestKey = ({ type, contract }: TContractRequest) =>
  `${type}:${contract.id}:${contract.terminationRequestedBy ?? ''}`;

export const ContractPopup = () => {
  const { data } = useConsolidated();
  // "Later" puts the requests shown aside for this visit; one that arrives afterwards opens it again.
  const [later, setLater] = useState<readonly string[]>([]);
  const requests = (data?.requests ?? []).filter((request) => !later.includes(requestKey(request)));
  if (requests.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ContractRequestsDialog
        requests={requests}
        onLater={() => setLater((keys) => [...keys, ...requests.map(requestKey)])}
      />
    </Suspense>
  );
};
