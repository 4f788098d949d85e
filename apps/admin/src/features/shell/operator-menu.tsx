/** The operator's menu in the top bar: who is signed in and with which role, security, sign out. */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { initialsOf } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { useMe, useSignOut } from '../../shared/operator-session.ts';

export const OperatorMenu = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe().data;
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = me?.operator.displayName ?? '';
  const role = me ? t(`role.${me.operator.role}`) : '';
  const initials = initialsOf(name) || 'OP';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('shell.operator.menu')}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-10 items-center gap-2.5 rounded-full border border-line bg-page/60 py-1 pr-2 pl-1 transition hover:border-primary/50"
      >
        <span className="bg-gold grid size-8 place-items-center rounded-full text-xs font-bold text-on-primary">
          {initials}
        </span>
        <span className="hidden min-w-0 flex-col text-left leading-tight md:flex">
          <span className="max-w-40 truncate text-sm font-semibold text-ink">{name}</span>
          <span className="truncate text-[11px] text-muted">{role}</span>
        </span>
        <Icon name="chevronDown" className={`size-4 text-muted transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('shell.operator.menu')}
          className="absolute right-0 z-50 mt-2 w-64 animate-fade-in overflow-hidden rounded-2xl border border-line bg-surface p-1.5 shadow-2xl shadow-black/50"
        >
          <div className="flex items-center gap-3 px-3 py-2.5">
            <span className="bg-gold grid size-9 shrink-0 place-items-center rounded-full text-xs font-bold text-on-primary">
              {initials}
            </span>
            <span className="flex min-w-0 flex-col leading-tight">
              <span className="truncate text-sm font-semibold">{name}</span>
              <span className="truncate text-xs text-muted">
                @{me?.operator.username} · {role}
              </span>
            </span>
          </div>
          <div className="my-1.5 h-px bg-line/70" />
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              navigate('/security');
            }}
            className="flex min-h-10 w-full items-center gap-3 rounded-xl px-3 text-left text-sm text-ink transition hover:bg-white/5"
          >
            <Icon name="lock" className="size-[18px] shrink-0" />
            <span className="min-w-0">{t('shell.operator.security')}</span>
          </button>
          <button
            type="button"
            role="menuitem"
            disabled={signOut.isPending}
            onClick={() => {
              setOpen(false);
              signOut.mutate();
            }}
            className="flex min-h-10 w-full items-center gap-3 rounded-xl px-3 text-sm font-semibold text-ink transition hover:bg-danger/10 hover:text-danger"
          >
            <Icon name="signOut" className="size-[18px]" />
            {t('shell.operator.signOut')}
          </button>
        </div>
      )}
    </div>
  );
};
