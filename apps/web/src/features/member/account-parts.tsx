/**
 * Pieces the account page's panels share: a panel's loading and error states, and how
 * times and devices are worded in the reader's language.
 */
import type { TDevice } from '@luckwell/contracts/member/login-activity';
import { Spinner } from '@luckwell/ui/spinner';
import type { TFunction } from 'i18next';
import { LoadFailed } from '../../shared/load-failed.tsx';

/** What a panel shows while its query is not ready: a spinner, or the error with a retry. */
export const PanelState = ({
  query,
  loadingLabel,
  errorTitle,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  errorTitle: string;
}) =>
  query.isError ? (
    <LoadFailed query={query} title={errorTitle} />
  ) : (
    <div className="grid min-h-32 place-items-center">
      <Spinner label={loadingLabel} size="md" />
    </div>
  );

/** "Chrome on Windows", or whichever half is known, or "Unknown device". */
export const deviceText = (t: TFunction, device: TDevice) => {
  if (device.browser && device.os) return t('acc_device', { browser: device.browser, os: device.os });
  return device.browser ?? device.os ?? t('acc_device_unknown');
};
