/**
 * An issue's liability board: per product and number, the most its tickets could return (the
 * exposure), what they staked and how many, and the exposure's share of the cap as a bar — green,
 * amber past half, red past 80 % (at 100 % the number takes no more bets). Largest exposure first,
 * as the server sends it.
 */
import type { TLotteryLiability } from '@luckwell/contracts/admin/lottery';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table.tsx';
import { formatMoney } from '../../shared/format.ts';
import { productName } from './lottery-labels.ts';

const COLUMNS = ['product', 'number', 'exposure', 'stake', 'tickets', 'capShare'] as const;
const RIGHT = new Set<string>(['exposure', 'stake', 'tickets']);

const barTone = (share: number) => (share >= 80 ? 'bg-danger' : share >= 50 ? 'bg-primary' : 'bg-jade');

const CapShareBar = ({ share }: { share: string }) => {
  const value = Number(share);
  const width = Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
  return (
    <div className="flex items-center gap-3">
      <div aria-hidden="true" className="h-2 w-32 shrink-0 overflow-hidden rounded-full bg-white/[0.07]">
        <div className={`h-full rounded-full ${barTone(value)}`} style={{ width: `${width}%` }} />
      </div>
      <span className={`text-xs font-semibold tabular-nums ${value >= 80 ? 'text-danger' : 'text-ink'}`}>
        {share} %
      </span>
    </div>
  );
};

export const LiabilityBoard = ({ board }: { board: Pick<TLotteryLiability, 'cap' | 'rows'> }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <p className="px-5 text-sm text-muted">{t('lottery.liability.cap', { cap: formatMoney(board.cap) })}</p>
      {board.rows.length === 0 ? (
        <EmptyState
          className="mx-5 mb-5 border-dashed"
          title={t('lottery.liability.empty.title')}
          description={t('lottery.liability.empty.body')}
        />
      ) : (
        <DataTable
          caption={t('lottery.liability.title')}
          minWidth="min-w-[760px]"
          columns={COLUMNS.map((c) =>
            RIGHT.has(c)
              ? { label: t(`lottery.liability.col.${c}`), align: 'right' as const }
              : t(`lottery.liability.col.${c}`),
          )}
        >
          {board.rows.map((row) => (
            <tr key={`${row.product}/${row.number}`} className="border-b border-line/40 last:border-b-0">
              <td className="px-4 py-2.5">
                <span className="block font-semibold text-ink">{productName(row.product)}</span>
                <span className="block font-mono text-xs text-muted">{row.product}</span>
              </td>
              <td className="px-4 py-2.5 font-mono text-base font-bold text-primary tabular-nums">
                {row.number}
              </td>
              <td className="px-4 py-2.5 text-right font-semibold whitespace-nowrap text-ink tabular-nums">
                {formatMoney(row.exposure)}
              </td>
              <td className="px-4 py-2.5 text-right whitespace-nowrap text-ink/85 tabular-nums">
                {formatMoney(row.stake)}
              </td>
              <td className="px-4 py-2.5 text-right text-ink/85 tabular-nums">{row.tickets}</td>
              <td className="px-4 py-2.5">
                <CapShareBar share={row.capShare} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
};
