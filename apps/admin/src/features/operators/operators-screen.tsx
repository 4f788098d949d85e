/**
 * Operators & roles at /admin/operators (owner only): every operator with role, two-step status and
 * last sign-in; create, change role, disable and re-enable — each confirmed, each audited.
 */
import { OperatorRole, type TOperator, type TOperatorRole } from '@luckwell/contracts/admin/operator';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../shared/badge.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { formatDateTime, initialsOf } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { useCan, useMe } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { CreateOperatorDialog } from './create-operator-dialog.tsx';
import { useOperators, useResetTotp, useUpdateOperator } from './operators-api.ts';

export const ROLE_TONES: Record<TOperatorRole, BadgeTone> = {
  owner: 'gold',
  finance: 'jade',
  support: 'violet',
  content: 'neutral',
  risk: 'accent',
};

type Pending =
  | { kind: 'role'; operator: TOperator; role: TOperatorRole }
  | { kind: 'disable' | 'enable' | 'resetTotp'; operator: TOperator };

export const OperatorsScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('operators.manage');
  const me = useMe().data;
  const operators = useOperators(allowed);
  const updateOperator = useUpdateOperator();
  const resetTotp = useResetTotp();
  // One confirm dialog for both kinds of change: it shows whichever is running.
  const update = updateOperator.isIdle && !resetTotp.isIdle ? resetTotp : updateOperator;
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);

  const header = (
    <PageHeader
      title={t('section.operators.title')}
      description={t('operators.description')}
      crumbs={[{ label: t('section.operators.title') }]}
      actions={
        allowed && (
          <Button onClick={() => setCreating(true)}>
            <Icon name="plus" className="size-4" />
            {t('operators.new')}
          </Button>
        )
      }
    />
  );

  if (!allowed) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        {header}
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.operators')} />
      </div>
    );
  }

  const close = () => {
    if (updateOperator.isPending || resetTotp.isPending) return;
    setPending(null);
    updateOperator.reset();
    resetTotp.reset();
  };

  const confirm = () => {
    if (!pending) return;
    const { operator } = pending;
    const done = {
      onSuccess: () => {
        toast.success(
          t(`operators.toast.${pending.kind}`, {
            username: operator.username,
            role: pending.kind === 'role' ? t(`role.${pending.role}`) : '',
          }),
        );
        setPending(null);
        updateOperator.reset();
        resetTotp.reset();
      },
      onError: (error: unknown) => toast.error(errorText(error)),
    };
    if (pending.kind === 'resetTotp') {
      resetTotp.mutate(operator.id, done);
      return;
    }
    const body = pending.kind === 'role' ? { role: pending.role } : { disabled: pending.kind === 'disable' };
    updateOperator.mutate({ id: operator.id, ...body }, done);
  };

  const confirmText = () => {
    if (!pending) return null;
    const name = pending.operator.displayName;
    if (pending.kind === 'role') {
      return t('operators.confirm.roleBody', {
        name,
        from: t(`role.${pending.operator.role}`),
        to: t(`role.${pending.role}`),
      });
    }
    return t(`operators.confirm.${pending.kind}Body`, { name });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl animate-fade-in flex-col gap-6">
      {header}
      <ResultsPanel
        query={operators}
        caption={t('section.operators.title')}
        minWidth="min-w-[760px]"
        columns={[
          ...(['operator', 'role', 'twoStep', 'status', 'lastLogin'] as const).map((column) =>
            t(`operators.col.${column}`),
          ),
          { label: t('operators.col.actions'), align: 'right' },
        ]}
      >
        {(data) =>
          data.map((operator) => {
            const self = operator.id === me?.operator.id;
            return (
              <tr key={operator.id} className="border-b border-line/40 last:border-b-0 hover:bg-white/[0.02]">
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className={`grid size-9 shrink-0 place-items-center rounded-full text-xs font-bold ${
                        operator.disabled ? 'bg-white/5 text-muted' : 'bg-gold text-on-primary'
                      }`}
                    >
                      {initialsOf(operator.displayName)}
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate font-semibold text-ink">
                        {operator.displayName}
                        {self && (
                          <span className="ml-2 text-xs font-medium text-primary">{t('operators.you')}</span>
                        )}
                      </span>
                      <span className="truncate text-xs text-muted">@{operator.username}</span>
                    </span>
                  </div>
                </td>
                <td className="px-4 py-3">
                  {self ? (
                    <Badge tone={ROLE_TONES[operator.role]}>{t(`role.${operator.role}`)}</Badge>
                  ) : (
                    <label className="relative inline-flex items-center">
                      <span className="sr-only">
                        {t('operators.roleOf', { username: operator.username })}
                      </span>
                      <select
                        value={operator.role}
                        disabled={operator.disabled}
                        onChange={(event) =>
                          setPending({
                            kind: 'role',
                            operator,
                            role: event.target.value as TOperatorRole,
                          })
                        }
                        className="min-h-9 cursor-pointer appearance-none rounded-full border border-line bg-page/70 py-1 pr-8 pl-3 text-sm font-semibold text-ink transition hover:border-primary/60 focus:border-primary focus:outline-none disabled:cursor-not-allowed disabled:opacity-50 [&>option]:bg-surface"
                      >
                        {OperatorRole.options.map((role) => (
                          <option key={role} value={role}>
                            {t(`role.${role}`)}
                          </option>
                        ))}
                      </select>
                      <Icon
                        name="chevronDown"
                        className="pointer-events-none absolute right-2.5 size-4 text-muted"
                      />
                    </label>
                  )}
                </td>
                <td className="px-4 py-3">
                  <Badge tone={operator.totpEnabled ? 'jade' : 'neutral'} dot>
                    {t(operator.totpEnabled ? 'common.on' : 'common.off')}
                  </Badge>
                </td>
                <td className="px-4 py-3">
                  <Badge tone={operator.disabled ? 'danger' : 'jade'} dot>
                    {t(operator.disabled ? 'operators.status.disabled' : 'operators.status.active')}
                  </Badge>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-ink/80 tabular-nums">
                  {operator.lastLoginAt ? formatDateTime(operator.lastLoginAt) : t('operators.never')}
                </td>
                <td className="px-4 py-3 text-right">
                  {!self && (
                    <div className="flex items-center justify-end gap-1">
                      {operator.totpEnabled && (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setPending({ kind: 'resetTotp', operator })}
                          aria-label={t('operators.resetTotpOf', { username: operator.username })}
                        >
                          <Icon name="key" className="size-4" />
                          {t('operators.resetTotp')}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant={operator.disabled ? 'secondary' : 'ghost'}
                        onClick={() =>
                          setPending({ kind: operator.disabled ? 'enable' : 'disable', operator })
                        }
                        aria-label={t(operator.disabled ? 'operators.enableOf' : 'operators.disableOf', {
                          username: operator.username,
                        })}
                      >
                        <Icon name={operator.disabled ? 'unlock' : 'lock'} className="size-4" />
                        {t(operator.disabled ? 'operators.enable' : 'operators.disable')}
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })
        }
      </ResultsPanel>

      <CreateOperatorDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`operators.confirm.${pending.kind}Title`) : ''}
        confirmLabel={pending ? t(`operators.confirm.${pending.kind}`) : ''}
        tone={pending?.kind === 'disable' || pending?.kind === 'resetTotp' ? 'danger' : 'primary'}
        pending={update.isPending}
        error={update.isError ? errorText(update.error) : null}
        onConfirm={confirm}
        onClose={close}
      >
        {confirmText()}
      </ConfirmDialog>
    </div>
  );
};
