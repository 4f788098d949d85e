/**
 * Games → Vendors at /admin/games/vendors?brand=LW: a brand's vendors, one row per vendor and
 * category, with their games, wallet mode, an enabled and a maintenance switch (each confirmed,
 * audited, seen by members at once), and for owners the seamless secret rotation, whose new secret
 * is shown once.
 */
import type { TAdminVendor } from '@luckwell/contracts/admin/game-catalogue';
import type { TRotateVendorSecretValue } from '@luckwell/contracts/admin/vendor-secrets';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Modal } from '@luckwell/ui/modal';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { BrandSelect } from '../../shared/brand-select.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { formatDateTime } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { OneTimeSecret } from '../../shared/one-time-secret.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { Switch } from '../../shared/switch.tsx';
import { toast } from '../../shared/toasts.tsx';
import { pickedBrand, useBrands } from '../../shared/use-brands.ts';
import { useGameActions, useVendors } from './games-api.ts';

const COLUMNS = ['vendor', 'category', 'games', 'wallet', 'enabled', 'maintenance', 'actions'] as const;

type Change = { vendor: TAdminVendor; field: 'enabled' | 'maintenance'; next: boolean } | null;

const confirmCopy = (change: NonNullable<Change>) => {
  if (change.field === 'enabled') {
    return change.next
      ? { title: 'gv.confirm.enableTitle', body: 'gv.confirm.enableBody', action: 'gv.confirm.enable' }
      : { title: 'gv.confirm.disableTitle', body: 'gv.confirm.disableBody', action: 'gv.confirm.disable' };
  }
  return change.next
    ? {
        title: 'gv.confirm.maintenanceOnTitle',
        body: 'gv.confirm.maintenanceOnBody',
        action: 'gv.confirm.maintenanceOn',
      }
    : {
        title: 'gv.confirm.maintenanceOffTitle',
        body: 'gv.confirm.maintenanceOffBody',
        action: 'gv.confirm.maintenanceOff',
      };
};

export const VendorsScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('games.manage');
  const canRotate = useCan('games.vendors');
  const [params, setParams] = useSearchParams();
  const brands = useBrands(allowed);
  const brand = pickedBrand(params.get('brand') ?? '', brands.data);
  const vendors = useVendors(allowed ? brand : '');
  const actions = useGameActions();
  const [change, setChange] = useState<Change>(null);
  const [rotating, setRotating] = useState<TAdminVendor | null>(null);
  const [secret, setSecret] = useState<(TRotateVendorSecretValue & { name: string }) | null>(null);

  const closeChange = () => {
    if (actions.updateVendor.isPending) return;
    actions.updateVendor.reset();
    setChange(null);
  };
  const applyChange = () => {
    if (!change) return;
    actions.updateVendor.mutate(
      { id: change.vendor.id, [change.field]: change.next },
      {
        onSuccess: (saved) => {
          toast.success(t('gv.toast.saved', { name: saved.displayName }));
          setChange(null);
        },
      },
    );
  };
  const closeRotate = () => {
    if (actions.rotateSecret.isPending) return;
    actions.rotateSecret.reset();
    setRotating(null);
  };
  const rotate = () => {
    if (!rotating) return;
    actions.rotateSecret.mutate(
      { merchantId: rotating.merchantId, vendor: rotating.vassalage },
      {
        onSuccess: (value) => {
          setSecret({ ...value, name: rotating.displayName });
          setRotating(null);
        },
      },
    );
  };
  const copy = change && confirmCopy(change);

  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.vendors.title')}
        description={t('section.vendors.description')}
        crumbs={[
          { label: t('section.catalogue.title'), to: '/games/catalogue' },
          { label: t('section.vendors.title') },
        ]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <div className="grid gap-3 rounded-2xl border border-line/80 bg-surface/60 p-4 sm:grid-cols-[minmax(0,18rem)]">
            <BrandSelect value={brand} onChange={(code) => setParams({ brand: code })} />
          </div>
          <ResultsPanel
            query={vendors}
            label={t('gv.results')}
            caption={t('gv.results')}
            minWidth="min-w-[900px]"
            columns={COLUMNS.map((c) => t(`gv.col.${c}`))}
            empty={{
              when: (data) => data.length === 0,
              title: t('gv.empty.title'),
              description: t('gv.empty.body'),
            }}
          >
            {(data) =>
              data.map((v) => (
                <tr key={v.id} className="border-b border-line/40 last:border-b-0 hover:bg-white/[0.025]">
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      <span className="grid h-10 w-16 shrink-0 place-items-center overflow-hidden rounded-lg border border-line/60 bg-page/70 p-1">
                        <SafeImage
                          src={v.logoUrl}
                          alt=""
                          fallbackLabel={v.displayName}
                          className="max-h-full max-w-full object-contain text-xs"
                        />
                      </span>
                      <span className="min-w-0">
                        <span className="block truncate font-semibold text-ink">{v.displayName}</span>
                        <span className="block font-mono text-xs text-muted">{v.vassalage}</span>
                      </span>
                    </div>
                  </td>
                  <td className="px-4 py-3">
                    <Badge tone="violet">{v.gameType}</Badge>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                    <span className="block text-ink">{t('gv.games', { count: v.gameCount })}</span>
                    {v.maintenanceGameCount > 0 && (
                      <span className="block text-xs text-muted">
                        {t('gv.gamesClosed', { count: v.maintenanceGameCount })}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <Badge tone={v.walletMode ? 'gold' : 'neutral'}>
                      {t(v.walletMode ? `gv.wallet.${v.walletMode}` : 'gv.wallet.none')}
                    </Badge>
                    {v.secretRotatedAt && (
                      <span className="mt-1 block text-xs whitespace-nowrap text-muted">
                        {t('gv.rotatedAt', { at: formatDateTime(v.secretRotatedAt) })}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <Switch
                      checked={v.enabled}
                      label={t('gv.enabledLabel', { name: `${v.displayName} (${v.gameType})` })}
                      onChange={(next) => setChange({ vendor: v, field: 'enabled', next })}
                    />
                  </td>
                  <td className="px-4 py-3">
                    <Switch
                      checked={v.maintenance}
                      tone="accent"
                      label={t('gv.maintenanceLabel', { name: `${v.displayName} (${v.gameType})` })}
                      onChange={(next) => setChange({ vendor: v, field: 'maintenance', next })}
                    />
                  </td>
                  <td className="px-4 py-3">
                    {canRotate && v.walletMode === 'seamless' ? (
                      <Button size="sm" variant="secondary" onClick={() => setRotating(v)}>
                        <Icon name="key" className="size-4" />
                        {t('gv.rotate')}
                      </Button>
                    ) : (
                      <span className="text-muted">—</span>
                    )}
                  </td>
                </tr>
              ))
            }
          </ResultsPanel>
        </>
      )}
      {change && copy && (
        <ConfirmDialog
          open
          title={t(copy.title as 'gv.confirm.enableTitle', { name: change.vendor.displayName })}
          confirmLabel={t(copy.action as 'gv.confirm.enable')}
          tone={change.next === (change.field === 'enabled') ? 'primary' : 'danger'}
          pending={actions.updateVendor.isPending}
          error={actions.updateVendor.isError ? errorText(actions.updateVendor.error) : null}
          onConfirm={applyChange}
          onClose={closeChange}
        >
          {t(copy.body as 'gv.confirm.enableBody', {
            count: change.vendor.gameCount,
            category: change.vendor.gameType,
            closed: change.vendor.maintenanceGameCount,
          })}
        </ConfirmDialog>
      )}
      {rotating && (
        <ConfirmDialog
          open
          title={t('gv.rotateTitle', { name: rotating.displayName })}
          confirmLabel={t('gv.rotate')}
          tone="danger"
          pending={actions.rotateSecret.isPending}
          error={actions.rotateSecret.isError ? errorText(actions.rotateSecret.error) : null}
          onConfirm={rotate}
          onClose={closeRotate}
        >
          {t('gv.rotateBody', { brand: rotating.merchantCode })}
        </ConfirmDialog>
      )}
      {secret && (
        <Modal
          open
          onClose={() => setSecret(null)}
          title={t('gv.rotatedTitle', { name: secret.name })}
          closeLabel={t('common.close')}
        >
          <OneTimeSecret
            intro={
              <p className="text-sm leading-relaxed text-ink/80">
                {t('gv.rotatedIntro', {
                  name: secret.name,
                  until: formatDateTime(secret.previousValidUntil),
                })}
              </p>
            }
            label={t('gv.secretLabel')}
            value={secret.secret}
            copyLabel={t('common.copy')}
            once={t('gv.secretOnce')}
            onDone={() => setSecret(null)}
          />
        </Modal>
      )}
    </div>
  );
};
