/**
 * Cashier → Payment methods at /admin/cashier/payment-methods: every brand's bank accounts and
 * gateways members deposit with; add, edit, enable or disable (never delete, so old deposits keep
 * their method). Every change is audited.
 */
import type { TAdminPaymentMethod, TPaymentMethodInput } from '@luckwell/contracts/admin/deposits';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/badge.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { formatMoney } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useDepositActions, usePaymentMethods } from './deposits-api.ts';

const COLUMNS = ['brand', 'name', 'details', 'limits', 'status', 'actions'] as const;

type Draft = {
  merchantCode: string;
  kind: 'bank' | 'gateway';
  name: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  minAmount: string;
  maxAmount: string;
  sort: string;
  enabled: boolean;
};

const EMPTY: Draft = {
  merchantCode: 'LW',
  kind: 'bank',
  name: '',
  bankName: '',
  accountNumber: '',
  accountName: '',
  minAmount: '50000.00',
  maxAmount: '300000000.00',
  sort: '0',
  enabled: true,
};

const draftOf = (m: TAdminPaymentMethod): Draft => ({
  merchantCode: m.merchantCode,
  kind: m.kind,
  name: m.name,
  bankName: m.bankName ?? '',
  accountNumber: m.accountNumber ?? '',
  accountName: m.accountName ?? '',
  minAmount: m.minAmount,
  maxAmount: m.maxAmount,
  sort: String(m.sort),
  enabled: m.enabled,
});

/** "50000" or "50000.5" → "50000.50"; anything else stays as typed and the server names the field. */
const money = (typed: string) => {
  const plain = typed.replace(/[\s,]/g, '');
  if (!/^\d{1,16}(\.\d{0,2})?$/.test(plain)) return typed;
  const [whole = '0', fraction = ''] = plain.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
};

const bodyOf = (d: Draft) => ({
  name: d.name.trim(),
  ...(d.kind === 'bank'
    ? {
        bankName: d.bankName.trim(),
        accountNumber: d.accountNumber.trim(),
        accountName: d.accountName.trim(),
      }
    : { provider: 'sandbox' as const }),
  minAmount: money(d.minAmount) as never,
  maxAmount: money(d.maxAmount) as never,
  sort: Number.parseInt(d.sort, 10) || 0,
  enabled: d.enabled,
});

const MethodDialog = ({ editing, onClose }: { editing: TAdminPaymentMethod | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const actions = useDepositActions();
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : EMPTY);
  const mutation = editing ? actions.updateMethod : actions.createMethod;
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const failedField = mutation.isError
    ? ((mutation.error as { field?: string }).field ?? '').replace(/^body\./, '')
    : '';
  const fieldError = (key: string) => (failedField === key ? t('pm.invalid') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const done = (saved: TAdminPaymentMethod) => {
      toast.success(t('pm.toast.saved', { name: saved.name }));
      onClose();
    };
    if (editing) actions.updateMethod.mutate({ id: editing.id, ...bodyOf(draft) }, { onSuccess: done });
    else
      actions.createMethod.mutate(
        {
          merchantCode: draft.merchantCode.trim().toUpperCase(),
          kind: draft.kind,
          ...bodyOf(draft),
        } as TPaymentMethodInput,
        { onSuccess: done },
      );
  };

  return (
    <Modal
      open
      onClose={mutation.isPending ? () => undefined : onClose}
      title={editing ? t('pm.editTitle', { name: editing.name }) : t('pm.createTitle')}
      closeLabel={t('common.close')}
    >
      <form noValidate onSubmit={submit} className="grid gap-4 px-5 pt-3 pb-5 sm:grid-cols-2 sm:px-6 sm:pb-6">
        <TextField
          label={t('pm.brand')}
          value={draft.merchantCode}
          disabled={editing !== null}
          maxLength={32}
          error={fieldError('merchantCode')}
          onChange={set('merchantCode')}
        />
        <SelectField
          label={t('pm.kind')}
          value={draft.kind}
          disabled={editing !== null}
          onChange={set('kind')}
        >
          <option value="bank">{t('dep.kind.bank')}</option>
          <option value="gateway">{t('dep.kind.gateway')}</option>
        </SelectField>
        <TextField
          label={t('pm.name')}
          value={draft.name}
          maxLength={64}
          error={fieldError('name')}
          onChange={set('name')}
        />
        {draft.kind === 'bank' ? (
          <>
            <TextField
              label={t('pm.bankName')}
              value={draft.bankName}
              maxLength={64}
              error={fieldError('bankName')}
              onChange={set('bankName')}
            />
            <TextField
              label={t('pm.accountNumber')}
              value={draft.accountNumber}
              inputMode="numeric"
              maxLength={24}
              error={fieldError('accountNumber')}
              onChange={set('accountNumber')}
            />
            <TextField
              label={t('pm.accountName')}
              value={draft.accountName}
              maxLength={128}
              error={fieldError('accountName')}
              onChange={set('accountName')}
            />
          </>
        ) : (
          <SelectField label={t('pm.provider')} value="sandbox" onChange={() => undefined}>
            <option value="sandbox">Sandbox Pay</option>
          </SelectField>
        )}
        <TextField
          label={t('pm.minAmount')}
          value={draft.minAmount}
          inputMode="decimal"
          error={fieldError('minAmount')}
          onChange={set('minAmount')}
        />
        <TextField
          label={t('pm.maxAmount')}
          value={draft.maxAmount}
          inputMode="decimal"
          error={fieldError('maxAmount')}
          onChange={set('maxAmount')}
        />
        <TextField label={t('pm.sort')} value={draft.sort} inputMode="numeric" onChange={set('sort')} />
        {mutation.isError && (
          <div className="sm:col-span-2">
            <FormAlert>{errorText(mutation.error)}</FormAlert>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {t('pm.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};

export const PaymentMethodsScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('cashier.deposits');
  const methods = usePaymentMethods();
  const actions = useDepositActions();
  const [editing, setEditing] = useState<TAdminPaymentMethod | 'new' | null>(null);

  const toggle = (m: TAdminPaymentMethod) =>
    actions.updateMethod.mutate(
      { id: m.id, ...bodyOf({ ...draftOf(m), enabled: !m.enabled }) },
      {
        onSuccess: (saved) => toast.success(t('pm.toast.saved', { name: saved.name })),
        onError: (error) => toast.error(errorText(error)),
      },
    );

  return (
    <div className="mx-auto flex w-full max-w-6xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.paymentMethods.title')}
        description={t('section.paymentMethods.description')}
        crumbs={[{ label: t('section.cashier.title') }, { label: t('section.paymentMethods.title') }]}
        actions={
          allowed ? (
            <Button onClick={() => setEditing('new')}>
              <Icon name="plus" className="size-4" />
              {t('pm.add')}
            </Button>
          ) : null
        }
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <ResultsPanel
          query={methods}
          label={t('pm.results')}
          caption={t('pm.results')}
          minWidth="min-w-[860px]"
          columns={COLUMNS.map((c) => t(`pm.col.${c}`))}
          empty={{
            when: (data) => data.length === 0,
            title: t('pm.empty.title'),
            description: t('pm.empty.body'),
          }}
        >
          {(data) =>
            data.map((m) => (
              <tr key={m.id} className="border-b border-line/40 last:border-b-0 hover:bg-white/[0.025]">
                <td className="px-4 py-3 font-semibold text-ink">{m.merchantCode}</td>
                <td className="px-4 py-3">
                  <span className="block font-semibold text-ink">{m.name}</span>
                  <span className="text-xs text-muted">{t(`dep.kind.${m.kind}`)}</span>
                </td>
                <td className="max-w-64 px-4 py-3 text-xs">
                  {m.kind === 'bank' ? (
                    <>
                      <span className="block truncate text-ink/85">{m.bankName}</span>
                      <span className="block truncate font-mono text-muted">{m.accountNumber}</span>
                      <span className="block truncate text-muted">{m.accountName}</span>
                    </>
                  ) : (
                    <span className="font-mono text-ink/85">{m.provider}</span>
                  )}
                </td>
                <td className="px-4 py-3 text-xs whitespace-nowrap text-ink/85 tabular-nums">
                  {formatMoney(m.minAmount)} – {formatMoney(m.maxAmount)}
                </td>
                <td className="px-4 py-3">
                  <Badge tone={m.enabled ? 'jade' : 'neutral'} dot>
                    {t(m.enabled ? 'pm.enabled' : 'pm.disabled')}
                  </Badge>
                </td>
                <td className="px-4 py-3">
                  <div className="flex gap-2">
                    <Button size="sm" variant="secondary" onClick={() => setEditing(m)}>
                      {t('pm.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => toggle(m)}
                      disabled={actions.updateMethod.isPending}
                    >
                      {t(m.enabled ? 'pm.disable' : 'pm.enable')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))
          }
        </ResultsPanel>
      )}
      {editing && (
        <MethodDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
};
