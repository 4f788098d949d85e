/** The sidebar: brand, the grouped section links this operator's role may open, and their role. */
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BrandLogo } from '../../shared/brand-logo.tsx';
import { Icon } from '../../shared/icons.tsx';
import { hasPermission, useMe } from '../../shared/operator-session.ts';
import { useWaitingChats } from '../../shared/support-waiting.ts';
import { SECTION_GROUPS, SECTIONS, sectionHref } from './sections.ts';

export const SidebarNav = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const me = useMe().data;
  const visible = SECTIONS.filter((section) => !section.permission || hasPermission(me, section.permission));
  const waiting = useWaitingChats(hasPermission(me, 'support.chat')).data ?? 0;
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center gap-3 border-b border-line/70 px-5">
        <BrandLogo className="h-8" />
      </div>
      <nav aria-label={t('shell.navLabel')} className="flex-1 overflow-y-auto px-3 py-3">
        {SECTION_GROUPS.filter((group) => visible.some((section) => section.group === group)).map((group) => (
          <div key={group} className="mb-3">
            <p className="px-3 pb-1 text-[11px] font-semibold tracking-[0.14em] text-muted/80 uppercase">
              {t(`shell.group.${group}`)}
            </p>
            <ul className="flex flex-col gap-0.5">
              {visible
                .filter((section) => section.group === group)
                .map((section) => (
                  <li key={section.id}>
                    <NavLink
                      to={sectionHref(section)}
                      // A planned section owns only its own address (cashier/withdrawals is a section of its own).
                      end={!section.live}
                      onClick={onNavigate}
                      className={({ isActive }) =>
                        `group relative flex min-h-9 items-center gap-3 rounded-xl px-3 text-sm font-medium transition ${
                          isActive
                            ? 'bg-linear-to-r from-primary/20 to-primary/5 text-primary'
                            : 'text-ink/75 hover:bg-white/5 hover:text-ink'
                        }`
                      }
                    >
                      {({ isActive }) => (
                        <>
                          {isActive && (
                            <span
                              aria-hidden="true"
                              className="bg-gold absolute top-2 bottom-2 left-0 w-1 rounded-full"
                            />
                          )}
                          <Icon
                            name={section.icon}
                            className={`size-[18px] shrink-0 ${isActive ? 'text-primary' : 'text-muted group-hover:text-ink'}`}
                          />
                          <span className="truncate">{t(`section.${section.id}.title`)}</span>
                          {section.id === 'support' && waiting > 0 && (
                            <span
                              role="img"
                              aria-label={t('shell.supportWaiting', { count: waiting })}
                              className="bg-gold ml-auto grid min-w-5 place-items-center rounded-full px-1.5 text-[11px] font-bold text-on-primary tabular-nums"
                            >
                              {waiting > 99 ? '99+' : waiting}
                            </span>
                          )}
                        </>
                      )}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </div>
        ))}
        {me && (
          <div className="mx-1 mt-4 rounded-2xl border border-primary/25 bg-primary/[0.07] p-3">
            <p className="flex items-center gap-2 text-[11px] font-bold tracking-[0.14em] text-primary uppercase">
              <Icon name="shieldCheck" className="size-3.5" />
              {t('shell.roleAccess', { role: t(`role.${me.operator.role}`) })}
            </p>
            <p className="mt-1 text-xs leading-relaxed text-muted">
              {t(`role.${me.operator.role}.description`)}
            </p>
          </div>
        )}
      </nav>
    </div>
  );
};
