/**
 * Members' own stake limits on the trading desk (ADR 090): the most one ticket of a member may stake
 * — for a sharp or a problem account — below the markets' limits. Listed with their reason; set,
 * changed or lifted with a reason (audited). The server refuses a ticket above it.
 */
import type { TTradingMemberLimit } from '@luckwell/contracts/admin/trading';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandSelect } from '../../shared/brand-select.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { TextField } from '../../shared/form-field.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { toast } from '../../shared/toasts.tsx';
import { pickedBrand, useBrands } from '../../shared/use-brands.ts';
import { moneyOf } from '../tables/tables-labels.ts';
import { useMemberLimits, useSetMemberLimit } from './trading-api.ts';
import { refusalOf, TradingFormDialog } from './trading-form-dialog.tsx';

type Editing = { limit?: TTradingMemberLimit; lift?: boolean } | null;

const MemberLimitDialog = ({ editing, onClose }: { editing: NonNullable<Editing>; onClose: () => void }) => {
  const { t } = useTranslation();
  const brands = useBrands();
  const save = useSetMemberLimit();
  const [chosen, setChosen] = useState(editing.limit?.brand ?? '');
  const brand = pickedBrand(chosen, brands.data);
  const [player, setPlayer] = useState(editing.limit?.player ?? '');
  const [maxStake, setMaxStake] = useState(editing.limit?.maxStake ?? '');
  const { at, alert } = refusalOf(save.error, ['player', 'maxStake']);
  const lift = editing.lift === true;
  return (
    <TradingFormDialog
      title={t(lift ? 'trading.limits.liftTitle' : 'trading.limits.setTitle')}
      subtitle={editing.limit ? `${editing.limit.brand} · ${editing.limit.player}` : undefined}
      submitLabel={t(lift ? 'trading.limits.lift' : 'trading.limits.save')}
      busy={save.isPending || !brand}
      alert={alert}
      onClose={onClose}
      onSubmit={(reason) =>
        save.mutate(
          {
            brand,
            player: player.trim(),
            maxStake: lift ? null : (moneyOf(maxStake) as TTradingMemberLimit['maxStake']),
            reason,
          },
          {
            onSuccess: () => {
              toast.success(
                t(lift ? 'trading.limits.lifted' : 'trading.limits.saved', { player: player.trim() }),
              );
              onClose();
            },
          },
        )
      }
    >
      {lift ? (
        <p className="text-sm text-ink/90">
          {t('trading.limits.liftNote', { player, maxStake: formatMoney(editing.limit?.maxStake ?? '0') })}
        </p>
      ) : (
        <>
          {!editing.limit && (
            <BrandSelect
              value={brand}
              onChange={(code) => {
                save.reset();
                setChosen(code);
              }}
            />
          )}
          {!editing.limit && (
            <TextField
              label={t('trading.limits.player')}
              value={player}
              maxLength={64}
              autoComplete="off"
              error={at('player', 'trading.limits.playerInvalid')}
              onChange={(event) => {
                save.reset();
                setPlayer(event.target.value);
              }}
            />
          )}
          <TextField
            label={t('trading.limits.maxStake')}
            value={maxStake}
            inputMode="decimal"
            hint={t('trading.limits.maxStakeHint')}
            error={at('maxStake', 'trading.limits.maxStakeInvalid')}
            onChange={(event) => {
              save.reset();
              setMaxStake(event.target.value);
            }}
          />
        </>
      )}
    </TradingFormDialog>
  );
};

export const MemberLimits = () => {
  const { t } = useTranslation();
  const limits = useMemberLimits();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section aria-labelledby="member-limits" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="member-limits" className="text-lg font-bold text-ink">
            {t('trading.limits.title')}
          </h2>
          <p className="text-sm text-muted">{t('trading.limits.description')}</p>
        </div>
        <Button size="sm" variant="secondary" onClick={() => setEditing({})}>
          <Icon name="plus" className="size-4" />
          {t('trading.limits.add')}
        </Button>
      </div>
      {limits.isPending ? (
        <Loader label={t('common.loading')} />
      ) : limits.isError ? (
        <LoadError error={limits.error} onRetry={() => limits.refetch()} />
      ) : limits.data.limits.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-4 text-center text-sm text-muted">
          {t('trading.limits.none')}
        </p>
      ) : (
        <DataTable
          caption={t('trading.limits.title')}
          minWidth="min-w-[640px]"
          cellPadding="px-3 py-2"
          columns={[
            t('trading.limits.player'),
            { label: t('trading.limits.maxStake'), align: 'right' },
            t('trading.limits.reason'),
            t('trading.limits.updated'),
            { label: '', align: 'right' },
          ]}
        >
          {limits.data.limits.map((limit) => (
            <tr key={`${limit.brand}:${limit.player}`} className="border-b border-line/40 last:border-0">
              <th scope="row" className="px-3 py-2 font-medium text-ink">
                {limit.player} <span className="text-xs text-muted">{limit.brand}</span>
              </th>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">
                {formatMoney(limit.maxStake)}
              </td>
              <td className="max-w-64 truncate px-3 py-2 text-ink/80">{limit.reason}</td>
              <td className="px-3 py-2 text-xs whitespace-nowrap text-muted tabular-nums">
                {formatDateTime(limit.updatedAt)}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                <Button size="sm" variant="secondary" onClick={() => setEditing({ limit })}>
                  {t('trading.limits.change')}
                </Button>{' '}
                <Button size="sm" variant="secondary" onClick={() => setEditing({ limit, lift: true })}>
                  {t('trading.limits.lift')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing && <MemberLimitDialog editing={editing} onClose={() => setEditing(null)} />}
    </section>
  );
};
