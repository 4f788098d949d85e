/**
 * Catalogue & marketing → Promotions → Referral at /admin/promotions/referral (issue 17, ADR 067):
 * one brand's invite-friends programme — on or off, and up to five milestones (an invitee's deposits
 * or valid bet reaching a threshold pays the inviter a reward) — saved with a reason by
 * `promotions.manage`; the invitees and rewards paid; and the rewards, the ones held for review
 * (invitee and inviter share an IP address or a device) first, each paid or rejected with a reason.
 */
import {
  type TAdminReferral,
  type TAdminReferralReward,
  ZAdminReferralRequest,
} from '@luckwell/contracts/admin/referral';
import { REFERRAL_MAX_MILESTONES, type TReferralMilestoneKind } from '@luckwell/contracts/member/referral';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../shared/badge.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { ReasonField } from '../../shared/reason-field.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { Switch } from '../../shared/switch.tsx';
import { toast } from '../../shared/toasts.tsx';
import { issueErrors } from './form-issues.ts';
import { typedMoney } from './promotion-dialog.tsx';
import { useReferral, useReferralActions } from './promotions-api.ts';
import { usePromotionsBrand } from './promotions-screen.tsx';

type Milestone = { kind: TReferralMilestoneKind; threshold: string; reward: string };
const shown = (money: string) => money.replace(/\.00$/, '');
const milestonesOf = (referral: TAdminReferral): Milestone[] =>
  referral.milestones.map((milestone) => ({
    kind: milestone.kind,
    threshold: shown(milestone.threshold),
    reward: shown(milestone.reward),
  }));

const STATUS_TONE: Record<TAdminReferralReward['status'], BadgeTone> = {
  paid: 'jade',
  held: 'gold',
  rejected: 'danger',
};

const SettingsForm = ({ brand, referral }: { brand: string; referral: TAdminReferral }) => {
  const { t } = useTranslation();
  const canManage = useCan('promotions.manage');
  const { save } = useReferralActions();
  const [enabled, setEnabled] = useState(referral.enabled);
  const [milestones, setMilestones] = useState<Milestone[]>(() => milestonesOf(referral));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    setEnabled(referral.enabled);
    setMilestones(milestonesOf(referral));
  }, [referral]);

  const change = (at: number, next: Partial<Milestone>) =>
    setMilestones((list) =>
      list.map((milestone, index) => (index === at ? { ...milestone, ...next } : milestone)),
    );

  return (
    <form
      noValidate
      aria-labelledby="referral-settings"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ZAdminReferralRequest.safeParse({
          merchantCode: brand,
          enabled,
          milestones: milestones.map((milestone) => ({
            kind: milestone.kind,
            threshold: typedMoney(milestone.threshold),
            reward: typedMoney(milestone.reward),
          })),
          reason,
        });
        if (!parsed.success) {
          setErrors(issueErrors(parsed.error.issues, t, (path) => path.replace(/^milestones\./, '')));
          return;
        }
        setErrors({});
        save.mutate(parsed.data, {
          onSuccess: () => {
            toast.success(t('referral.saved', { brand }));
            setReason('');
          },
        });
      }}
      className="flex flex-col gap-4 rounded-2xl border border-line/80 bg-surface/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-3xl">
          <h2 id="referral-settings" className="text-lg font-bold text-ink">
            {t('referral.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('referral.body')}</p>
        </div>
        <span className="flex items-center gap-2 text-sm font-semibold text-ink">
          <Switch
            checked={enabled}
            label={t('referral.enabled')}
            disabled={!canManage}
            onChange={setEnabled}
          />
          {enabled ? t('referral.on') : t('referral.off')}
        </span>
      </div>
      <dl className="grid gap-2 sm:grid-cols-2" data-testid="referral-sums">
        <div className="rounded-xl border border-line/70 bg-page/40 px-3 py-2">
          <dt className="text-xs text-muted">{t('referral.invitees')}</dt>
          <dd className="text-lg font-bold text-ink tabular-nums">
            {referral.invitees.toLocaleString('en')}
          </dd>
        </div>
        <div className="rounded-xl border border-line/70 bg-page/40 px-3 py-2">
          <dt className="text-xs text-muted">{t('referral.paid')}</dt>
          <dd className="text-lg font-bold text-gold tabular-nums">
            {referral.currencySymbol}
            {formatMoney(referral.paid)}
          </dd>
        </div>
      </dl>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('referral.milestones')}</legend>
        {milestones.length === 0 && <p className="text-sm text-muted">{t('referral.milestones.none')}</p>}
        {milestones.map((milestone, at) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a milestone is its place in the list while it is edited
            key={at}
            className="grid items-end gap-2 rounded-xl border border-line/60 bg-page/40 p-3 sm:grid-cols-[17rem_1fr_1fr_auto]"
            data-testid={`referral-milestone-${at}`}
          >
            <SelectField
              label={t('referral.kind', { n: at + 1 })}
              value={milestone.kind}
              disabled={!canManage}
              onChange={(event) => change(at, { kind: event.target.value as TReferralMilestoneKind })}
            >
              <option value="deposit">{t('referral.kind.deposit')}</option>
              <option value="valid_bet">{t('referral.kind.valid_bet')}</option>
            </SelectField>
            <TextField
              label={t('referral.threshold', { n: at + 1 })}
              inputMode="decimal"
              value={milestone.threshold}
              readOnly={!canManage}
              error={errors[`${at}.threshold`]}
              onChange={(event) => change(at, { threshold: event.target.value })}
            />
            <TextField
              label={t('referral.reward', { n: at + 1 })}
              inputMode="decimal"
              value={milestone.reward}
              readOnly={!canManage}
              error={errors[`${at}.reward`]}
              onChange={(event) => change(at, { reward: event.target.value })}
            />
            {canManage && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setMilestones((list) => list.filter((_, index) => index !== at))}
              >
                {t('referral.remove')}
              </Button>
            )}
          </div>
        ))}
      </fieldset>
      {canManage ? (
        <>
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={milestones.length >= REFERRAL_MAX_MILESTONES}
              onClick={() =>
                setMilestones((list) => [...list, { kind: 'deposit', threshold: '', reward: '' }])
              }
            >
              {t('referral.add')}
            </Button>
          </div>
          <ReasonField value={reason} error={errors.reason} onChange={setReason} />
          {save.isError && <FormAlert>{errorText(save.error)}</FormAlert>}
          <div>
            <Button type="submit" disabled={save.isPending}>
              {t('referral.save')}
            </Button>
          </div>
        </>
      ) : (
        <p className="rounded-xl border border-line/70 bg-page/50 px-3 py-2 text-sm text-muted">
          {t('referral.readOnly')}
        </p>
      )}
    </form>
  );
};

const Rewards = ({ brand }: { brand: string }) => {
  const { t } = useTranslation();
  const canManage = useCan('promotions.manage');
  const referral = useReferral(brand);
  const { decide } = useReferralActions();
  const [deciding, setDeciding] = useState<{ reward: TAdminReferralReward; approve: boolean } | null>(null);
  const milestoneText = (reward: TAdminReferralReward) =>
    t(`referral.milestone.${reward.milestone.kind}`, { amount: formatMoney(reward.milestone.threshold) });
  return (
    <section aria-labelledby="referral-rewards" className="flex flex-col gap-3">
      <div>
        <h2 id="referral-rewards" className="text-lg font-bold text-ink">
          {t('referral.rewards.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('referral.rewards.body')}</p>
      </div>
      <ResultsPanel
        query={referral}
        caption={t('referral.rewards.title')}
        minWidth="min-w-[900px]"
        columns={[
          t('referral.col.inviter'),
          t('referral.col.invitee'),
          t('referral.col.milestone'),
          { label: t('referral.col.amount'), align: 'right' },
          t('referral.col.status'),
          t('referral.col.when'),
          '',
        ]}
        empty={{
          when: (data) => data.rewards.length === 0,
          title: t('referral.rewards.empty.title'),
          description: t('referral.rewards.empty.body'),
        }}
      >
        {(data) =>
          data.rewards.map((reward) => (
            <tr key={reward.id} className="border-b border-line/30 align-top last:border-0">
              <td className="px-4 py-3 font-semibold text-ink">{reward.inviter}</td>
              <td className="px-4 py-3 text-ink">{reward.invitee}</td>
              <td className="px-4 py-3 text-muted">{milestoneText(reward)}</td>
              <td className="px-4 py-3 text-right font-semibold text-gold tabular-nums">
                {formatMoney(reward.amount)}
              </td>
              <td className="px-4 py-3">
                <Badge tone={STATUS_TONE[reward.status]}>{t(`referral.status.${reward.status}`)}</Badge>
                {reward.heldFor && (
                  <p className="mt-1 text-xs text-muted">
                    {t(reward.heldFor.startsWith('ip:') ? 'referral.sharedIp' : 'referral.sharedDevice', {
                      value: reward.heldFor.replace(/^(ip|device):/, ''),
                    })}
                  </p>
                )}
                {reward.decidedBy && (
                  <p className="mt-1 text-xs text-muted">
                    {t('referral.decidedBy', { name: reward.decidedBy, reason: reward.decisionReason ?? '' })}
                  </p>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted tabular-nums">
                {formatDateTime(reward.createdAt)}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                {canManage && reward.status === 'held' && (
                  <span className="inline-flex gap-2">
                    <Button type="button" size="sm" onClick={() => setDeciding({ reward, approve: true })}>
                      {t('referral.approve')}
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => setDeciding({ reward, approve: false })}
                    >
                      {t('referral.reject')}
                    </Button>
                  </span>
                )}
              </td>
            </tr>
          ))
        }
      </ResultsPanel>
      <ConfirmDialog
        open={deciding !== null}
        title={
          deciding
            ? t(deciding.approve ? 'referral.approve.title' : 'referral.reject.title', {
                id: deciding.reward.id,
              })
            : ''
        }
        confirmLabel={deciding?.approve ? t('referral.approve') : t('referral.reject')}
        tone={deciding?.approve ? 'primary' : 'danger'}
        reason="required"
        pending={decide.isPending}
        error={decide.isError ? errorText(decide.error) : null}
        onClose={() => setDeciding(null)}
        onConfirm={(reason) =>
          deciding &&
          decide.mutate(
            { id: deciding.reward.id, approve: deciding.approve, reason },
            {
              onSuccess: () => {
                toast.success(t(deciding.approve ? 'referral.approved' : 'referral.rejected'));
                setDeciding(null);
              },
            },
          )
        }
      >
        {deciding &&
          t(deciding.approve ? 'referral.approve.body' : 'referral.reject.body', {
            inviter: deciding.reward.inviter,
            invitee: deciding.reward.invitee,
            amount: formatMoney(deciding.reward.amount),
          })}
      </ConfirmDialog>
    </section>
  );
};

/** Promotions → Referral (/promotions/referral): the programme of the brand the section shows, and its rewards. */
export const ReferralView = () => {
  const { t } = useTranslation();
  const brand = usePromotionsBrand();
  const referral = useReferral(brand);
  if (referral.isPending) return <Loader label={t('common.loading')} className="min-h-40" />;
  if (referral.isError) return <LoadError error={referral.error} onRetry={() => void referral.refetch()} />;
  return (
    <>
      <SettingsForm key={brand} brand={brand} referral={referral.data} />
      <Rewards brand={brand} />
    </>
  );
};
