/**
 * The owner's "New operator" dialog: username, name and role (with what the role may do), then the
 * generated initial password, shown this once to hand over.
 */
import { OperatorRole, ROLE_PERMISSIONS, type TOperatorRole } from '@luckwell/contracts/admin/operator';
import { ApiError } from '@luckwell/ui/api-client';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { Icon } from '../../shared/icons.tsx';
import { OneTimeSecret } from '../../shared/one-time-secret.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useCreateOperator } from './operators-api.ts';
import { type NewOperatorErrors, type NewOperatorFields, validateNewOperator } from './validate-operator.ts';

const EMPTY: NewOperatorFields = { username: '', displayName: '', role: 'support' };

export const CreateOperatorDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const create = useCreateOperator();
  const [fields, setFields] = useState<NewOperatorFields>(EMPTY);
  const [errors, setErrors] = useState<NewOperatorErrors>({});

  const close = () => {
    if (create.isPending) return;
    setFields(EMPTY);
    setErrors({});
    create.reset();
    onClose();
  };

  const update = (name: keyof NewOperatorFields) => (event: { target: { value: string } }) => {
    setFields((previous) => ({ ...previous, [name]: event.target.value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
    if (create.isError) create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = validateNewOperator(fields);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    create.mutate(
      {
        username: fields.username.trim().toLowerCase(),
        displayName: fields.displayName.trim(),
        role: fields.role as TOperatorRole,
      },
      {
        onSuccess: ({ operator }) =>
          toast.success(t('operators.toast.created', { username: operator.username })),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };

  const taken = create.error instanceof ApiError && create.error.field === 'body.username';
  const role = fields.role as TOperatorRole;

  return (
    <Modal
      open={open}
      onClose={close}
      title={t(create.data ? 'operators.created.title' : 'operators.new')}
      closeLabel={t('common.close')}
    >
      {create.data ? (
        <OneTimeSecret
          intro={
            <p className="flex items-start gap-2.5 rounded-xl border border-jade/40 bg-jade/10 p-3.5 text-sm text-ink">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-jade" />
              {t('operators.created.body', { username: create.data.operator.username })}
            </p>
          }
          label={t('operators.created.password')}
          value={create.data.initialPassword}
          copyLabel={t('operators.created.copy')}
          once={t('operators.created.once')}
          onDone={close}
        />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-5 pt-3 pb-5 sm:px-6 sm:pb-6">
          <p className="text-sm leading-relaxed text-muted">{t('operators.newBody')}</p>
          <TextField
            label={t('operators.username')}
            icon="user"
            value={fields.username}
            placeholder="ops.manager"
            autoCapitalize="none"
            spellCheck={false}
            autoComplete="off"
            data-autofocus
            hint={t('operators.usernameHint')}
            error={taken ? errorText(create.error) : errors.username ? t(errors.username) : undefined}
            onChange={update('username')}
          />
          <TextField
            label={t('operators.displayName')}
            value={fields.displayName}
            placeholder={t('operators.displayNamePlaceholder')}
            autoComplete="off"
            error={errors.displayName ? t(errors.displayName) : undefined}
            onChange={update('displayName')}
          />
          <SelectField
            label={t('operators.role')}
            value={fields.role}
            onChange={update('role')}
            error={errors.role ? t(errors.role) : undefined}
          >
            {OperatorRole.options.map((option) => (
              <option key={option} value={option}>
                {t(`role.${option}`)}
              </option>
            ))}
          </SelectField>
          {ROLE_PERMISSIONS[role] && (
            <div className="rounded-xl border border-line/70 bg-page/50 p-3.5">
              <p className="mb-2 text-xs font-semibold tracking-[0.12em] text-muted uppercase">
                {t('operators.mayDo')}
              </p>
              <ul className="flex flex-col gap-1.5">
                {ROLE_PERMISSIONS[role].map((permission) => (
                  <li key={permission} className="flex items-center gap-2 text-sm text-ink/85">
                    <Icon name="check" className="size-4 text-jade" />
                    {t(`permission.${permission}`)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {create.isError && !taken && <FormAlert>{errorText(create.error)}</FormAlert>}
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <BusyButton type="submit" busy={create.isPending} icon="plus">
              {t('operators.create')}
            </BusyButton>
          </div>
        </form>
      )}
    </Modal>
  );
};
