/**
 * Promotions → Promotions at /admin/promotions (issue 17, ADR 063): one brand's promotions in the
 * players' order, each with its state (live, scheduled, ended, off), its terms, the members who
 * joined, the bonus paid, released to main wallets and returned, and the conversion (released ÷
 * paid) drawn as a bar; opening one lists its bonuses. `promotions.manage` creates and changes them.
 */
import type { TAdminPromotion } from '@luckwell/contracts/admin/promotions';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../shared/badge.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { useCan } from '../../shared/operator-session.ts';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { PromotionDialog } from './promotion-dialog.tsx';
import { usePromotionBonuses, usePromotions } from './promotions-api.ts';
import { usePromotionsBrand } from './promotions-screen.tsx';

type State = 'live' | 'scheduled' | 'ended' | 'off';
const STATE_TONE: Record<State, BadgeTone> = {
  live: 'jade',
  scheduled: 'violet',
  ended: 'neutral',
  off: 'danger',
};

const stateOf = (promotion: TAdminPromotion, now = Date.now()): State => {
  if (!promotion.enabled) return 'off';
  if (promotion.endsAt && Date.parse(promotion.endsAt) <= now) return 'ended';
  return Date.parse(promotion.startsAt) > now ? 'scheduled' : 'live';
};

const BONUS_TONE: Record<string, BadgeTone> = {
  joined: 'violet',
  wagering: 'gold',
  completed: 'jade',
  forfeited: 'danger',
  expired: 'neutral',
  spent: 'neutral',
  closed: 'neutral',
};

/** One line of terms: "100% of a deposit up to 2,000,000 · 10× the bonus · max bet 200,000 · 14 days". */
const useTerms = () => {
  const { t } = useTranslation();
  return (p: TAdminPromotion) =>
    [
      p.kind === 'deposit_bonus'
        ? t('promotions.terms.deposit', { percent: p.bonusPercent ?? '0', max: formatMoney(p.maxBonus) })
        : p.kind === 'cashback'
          ? t(`promotions.terms.cashback.${p.cashbackPeriod}`, {
              percent: p.bonusPercent ?? '0',
              max: formatMoney(p.maxBonus),
            })
          : p.kind === 'application'
            ? t('promotions.terms.application', { max: formatMoney(p.maxBonus) })
            : p.kind === 'raffle'
              ? t('promotions.terms.raffle', {
                  count: p.prizes.reduce((sum, prize) => sum + prize.count, 0),
                  max: formatMoney(p.maxBonus),
                  ticket: formatMoney(p.ticketBet ?? '0.00'),
                })
              : t('promotions.terms.fixed', { amount: formatMoney(p.maxBonus) }),
      t(`promotions.terms.wagering.${p.wageringBase}`, { n: p.wageringMultiplier }),
      p.maxBet ? t('promotions.terms.maxBet', { amount: formatMoney(p.maxBet) }) : null,
      t('promotions.terms.days', { count: p.expiryDays }),
    ]
      .filter(Boolean)
      .join(' · ');
};

/** A raffle's draw in a line: entrants until the end, then the winners and whether they claimed. */
const RaffleLine = ({ raffle }: { raffle: NonNullable<TAdminPromotion['raffle']> }) => {
  const { t } = useTranslation();
  if (!raffle.drawnAt) {
    return (
      <p className="mt-1 text-xs text-muted">{t('promotions.raffle.entrants', { count: raffle.entrants })}</p>
    );
  }
  return (
    <div className="mt-1 text-xs text-muted" data-testid="raffle-draw">
      <p>
        {t('promotions.raffle.drawn', {
          when: formatDateTime(raffle.drawnAt),
          tickets: raffle.totalTickets ?? 0,
          seed: raffle.seed?.slice(0, 12) ?? '',
        })}
      </p>
      <ol className="mt-0.5">
        {raffle.winners.map((winner) => (
          <li key={winner.rank}>
            {t(winner.claimed ? 'promotions.raffle.winnerClaimed' : 'promotions.raffle.winner', {
              rank: winner.rank,
              account: winner.account,
              prize: formatMoney(winner.prize),
              tickets: winner.tickets,
            })}
          </li>
        ))}
      </ol>
    </div>
  );
};

const BonusesDialog = ({ promotion, onClose }: { promotion: TAdminPromotion; onClose: () => void }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const bonuses = usePromotionBonuses(promotion.id, page);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('promotions.bonuses.title', { title: promotion.title.en })}
      closeLabel={t('common.close')}
      size="xl"
    >
      <div className="px-5 pt-2 pb-6 sm:px-6">
        <ResultsPanel
          query={bonuses}
          caption={t('promotions.bonuses.title', { title: promotion.title.en })}
          minWidth="min-w-[760px]"
          columns={[
            t('promotions.bonuses.col.account'),
            t('promotions.bonuses.col.status'),
            { label: t('promotions.bonuses.col.bonus'), align: 'right' },
            { label: t('promotions.bonuses.col.wagering'), align: 'right' },
            { label: t('promotions.bonuses.col.balance'), align: 'right' },
            t('promotions.bonuses.col.joinedAt'),
          ]}
          empty={{
            when: (data) => data.content.length === 0,
            title: t('promotions.bonuses.empty.title'),
            description: t('promotions.bonuses.empty.body'),
          }}
          footer={(data) => <Pagination page={data} onPage={setPage} />}
        >
          {(data) =>
            data.content.map((bonus) => (
              <tr key={bonus.id} className="border-b border-line/30 last:border-0">
                <td className="px-4 py-3 font-semibold text-ink">{bonus.account}</td>
                <td className="px-4 py-3">
                  <Badge tone={BONUS_TONE[bonus.status] ?? 'neutral'} dot>
                    {t(`promotions.bonus.${bonus.status}`)}
                  </Badge>
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatMoney(bonus.bonus)}
                  {bonus.deposit !== '0.00' && (
                    <span className="block text-xs text-muted">
                      {t('promotions.bonuses.onDeposit', { amount: formatMoney(bonus.deposit) })}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatMoney(bonus.wageringDone)} / {formatMoney(bonus.wageringRequired)}
                </td>
                <td className="px-4 py-3 text-right font-semibold text-gold tabular-nums">
                  {formatMoney(bonus.balance)}
                </td>
                <td className="px-4 py-3 text-muted tabular-nums">{formatDateTime(bonus.joinedAt)}</td>
              </tr>
            ))
          }
        </ResultsPanel>
      </div>
    </Modal>
  );
};

export const PromotionListView = () => {
  const { t, i18n } = useTranslation();
  const brand = usePromotionsBrand();
  const canManage = useCan('promotions.manage');
  const list = usePromotions(brand);
  const terms = useTerms();
  const [editing, setEditing] = useState<TAdminPromotion | 'new' | null>(null);
  const [opened, setOpened] = useState<TAdminPromotion | null>(null);
  const titleOf = (p: TAdminPromotion) => (i18n.language === 'vi' ? p.title.vi : p.title.en);

  return (
    <section aria-labelledby="promotion-list" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="promotion-list" className="text-lg font-bold text-ink">
            {t('promotions.list.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('promotions.list.body')}</p>
        </div>
        {canManage && <Button onClick={() => setEditing('new')}>{t('promotions.new')}</Button>}
      </div>
      <ResultsPanel
        query={list}
        caption={t('promotions.list.title')}
        minWidth="min-w-[980px]"
        columns={[
          t('promotions.col.promotion'),
          t('promotions.col.state'),
          { label: t('promotions.col.members'), align: 'right' },
          { label: t('promotions.col.paid'), align: 'right' },
          { label: t('promotions.col.released'), align: 'right' },
          t('promotions.col.conversion'),
          { label: t('promotions.col.actions'), align: 'right' },
        ]}
        empty={{
          when: (data) => data.list.length === 0,
          title: t('promotions.empty.title'),
          description: t('promotions.empty.body'),
        }}
      >
        {(data) =>
          data.list.map((promotion) => {
            const state = stateOf(promotion);
            const conversion = promotion.conversion === null ? null : Number(promotion.conversion);
            return (
              <tr key={promotion.id} className="border-b border-line/30 align-top last:border-0">
                <td className="max-w-[26rem] px-4 py-3">
                  <p className="font-semibold text-ink">{titleOf(promotion)}</p>
                  <p className="mt-0.5 text-xs text-muted">
                    {t(`promotions.kind.${promotion.kind}`)}
                    {promotion.kind === 'deposit_bonus' &&
                      ` · ${t(`promotions.rule.${promotion.depositRule}`)}`}
                  </p>
                  <p className="mt-1 text-xs text-ink/80">{terms(promotion)}</p>
                  {promotion.raffle && <RaffleLine raffle={promotion.raffle} />}
                </td>
                <td className="px-4 py-3">
                  <Badge tone={STATE_TONE[state]} dot>
                    {t(`promotions.state.${state}`)}
                  </Badge>
                  <p className="mt-1 text-xs whitespace-nowrap text-muted tabular-nums">
                    {formatDateTime(promotion.startsAt)}
                    {promotion.endsAt ? ` → ${formatDateTime(promotion.endsAt)}` : ''}
                  </p>
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {promotion.members.toLocaleString('en')}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {data.currencySymbol}
                  {formatMoney(promotion.paid)}
                </td>
                <td className="px-4 py-3 text-right text-gold tabular-nums">
                  {data.currencySymbol}
                  {formatMoney(promotion.released)}
                  {promotion.returned !== '0.00' && (
                    <span className="block text-xs text-muted">
                      {t('promotions.returned', { amount: formatMoney(promotion.returned) })}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3">
                  {conversion === null ? (
                    <span className="text-sm text-muted">{t('promotions.conversion.none')}</span>
                  ) : (
                    <span className="flex items-center gap-2">
                      {/* SVG attributes, not a style attribute: the console's CSP allows no inline styles. */}
                      <svg
                        viewBox="0 0 100 8"
                        preserveAspectRatio="none"
                        className="h-2 w-24"
                        aria-hidden="true"
                      >
                        <rect width="100" height="8" rx="4" className="fill-white/[0.06]" />
                        <rect
                          width={Math.max(2, Math.min(100, conversion))}
                          height="8"
                          rx="4"
                          className="fill-jade"
                        />
                      </svg>
                      <span className="text-sm text-ink tabular-nums">{conversion.toFixed(1)}%</span>
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  <Button variant="ghost" size="sm" onClick={() => setOpened(promotion)}>
                    {t('promotions.bonuses.open')}
                  </Button>
                  {canManage && (
                    <Button variant="ghost" size="sm" onClick={() => setEditing(promotion)}>
                      {t('promotions.edit')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })
        }
      </ResultsPanel>
      {editing && (
        <PromotionDialog
          brand={brand}
          promotion={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {opened && <BonusesDialog promotion={opened} onClose={() => setOpened(null)} />}
    </section>
  );
};
