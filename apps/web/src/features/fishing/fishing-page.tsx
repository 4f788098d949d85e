/**
 * A fishing room (`/fishing/:room`, issue 22, ADR 088), the whole screen a FISH title launches into
 * (`?vendor&gameCode&token&lang`). The fish are drawn from the room's public schedule with the very
 * engine the server checks shots with; shots go over the room's WebSocket and the server decides every
 * capture. Tap a fish to shoot it (a net or a lightning hits the fish around the aim); auto-aim follows
 * the highest multiplier on screen, auto-fire shoots three times a second. Without a session the page
 * only watches. Captures by others come with the room's state every three seconds.
 */
import type { TFishingServerMessage, TFishingStateMessage } from '@luckwell/contracts/provider/fishing';
import { ApiError } from '@luckwell/ui/api-client';
import { Loader } from '@luckwell/ui/loader';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText, refusalText } from '../../shared/error-text.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { BackToLobby, SessionNotices, TableLoadFailed } from '../../shared/table-shell.tsx';
import { useLaunchLanguage } from '../i18n/use-launch-language.ts';
import { beep, sounds } from '../provider/sound.ts';
import {
  connectFishingRoom,
  dropFishingToken,
  FISHING_ROOM_KEY,
  type FishingSocket,
  fishingApi,
  readFishingCurrency,
  type SocketStatus,
  useFishingSession,
} from './fishing-api.ts';
import {
  bestTarget,
  createFishField,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  FISH_SPECIES,
  type LiveFish,
  multiplierLabel,
  pickTargets,
} from './fishing-field.ts';
import { createFishingRenderer, type FishingRenderer } from './fishing-renderer.ts';

const LOBBY = '/fish';
const AUTO_FIRE_MS = 333;
/** Shots awaiting their answer beyond which auto-fire waits (a slow link must not pile shots up). */
const MAX_IN_FLIGHT = 6;

type Weapon = TFishingStateMessage['weapons'][number];
type Win = { key: string; speciesId: string; multiplier: number; win: string };
type Pending = { weaponKind: string; targets: Map<string, { x: number; y: number }> };

const HUE: Record<string, string> = { cannon: '#f5c542', net: '#5ee3d0', lightning: '#8fb8ff' };

const keyOf = (id: string) => id.replace(/-/g, '_');
const rtpText = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;

export const FishingPage = () => {
  const { t } = useTranslation();
  const { room: code = '' } = useParams();
  const session = useFishingSession();
  const currency = readFishingCurrency();
  const money = useCallback((amount: string) => `${formatMoney(amount, '')} ${currency}`.trim(), [currency]);
  useLaunchLanguage();

  const field = useMemo(() => createFishField(), []);
  const offset = useRef(0);
  const serverNow = useCallback(() => Date.now() + offset.current, []);
  const renderer = useRef<FishingRenderer | null>(null);
  const socket = useRef<FishingSocket | null>(null);
  const pending = useRef(new Map<string, Pending>());
  const shotCounter = useRef(0);
  const locked = useRef<string | null>(null);
  const refusedOnce = useRef(false);

  const [status, setStatus] = useState<SocketStatus | 'watching'>('connecting');
  const [weapons, setWeapons] = useState<Weapon[]>([]);
  const [weaponId, setWeaponId] = useState<string | null>(null);
  const [balance, setBalance] = useState<string | null>(null);
  const [available, setAvailable] = useState<string | null>(null);
  const [wins, setWins] = useState<Win[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [autoAim, setAutoAim] = useState(false);
  const [autoFire, setAutoFire] = useState(false);
  const [sound, setSound] = useState(false);
  const soundRef = useRef(sound);
  soundRef.current = sound;
  const weapon = weapons.find((w) => w.id === weaponId) ?? weapons[0] ?? null;
  const weaponRef = useRef(weapon);
  weaponRef.current = weapon;

  const query = useQuery({
    queryKey: [FISHING_ROOM_KEY, code],
    queryFn: ({ signal }) => fishingApi.room(code, signal),
    refetchInterval: 3_000,
    refetchIntervalInBackground: false,
  });
  const roomState = query.data;
  useEffect(() => {
    if (!roomState) return;
    field.setRoom({ roomSeed: roomState.room.roomSeed, openedAtMs: roomState.room.openedAtMs });
    offset.current = roomState.serverTimeMs - Date.now();
    for (const fish of roomState.fish) if (fish.captured) field.capture(fish.id);
  }, [roomState, field]);

  useEffect(() => {
    if (session.openedBalance !== null) setBalance((current) => current ?? session.openedBalance);
  }, [session.openedBalance]);

  // Notices fade after a while.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 2_500);
    return () => clearTimeout(timer);
  }, [notice]);

  const onMessage = useCallback(
    (message: TFishingServerMessage) => {
      switch (message.type) {
        case 'state':
          offset.current = message.serverTimeMs - Date.now();
          field.setRoom({ roomSeed: message.room.roomSeed, openedAtMs: message.room.openedAtMs });
          setWeapons(message.weapons);
          setWeaponId((current) =>
            current && message.weapons.some((w) => w.id === current)
              ? current
              : (message.weapons[0]?.id ?? null),
          );
          setBalance(message.balance);
          setAvailable(message.available);
          setFailure(null);
          pending.current.clear();
          break;
        case 'shot': {
          const shot = pending.current.get(message.clientShotId);
          pending.current.delete(message.clientShotId);
          setAvailable(message.available);
          const now = serverNow();
          const live = new Map(field.alive(now).map((f) => [f.fish.id, f]));
          const captured: Win[] = [];
          for (const hit of message.hits) {
            const at = live.get(hit.fishId) ?? shot?.targets.get(hit.fishId);
            if (hit.outcome === 'captured') {
              field.capture(hit.fishId);
              if (at) renderer.current?.capture(at, `+${formatMoney(hit.win, '')}`, hit.multiplier >= 50);
              captured.push({
                key: `${message.clientShotId}:${hit.hitIndex}`,
                speciesId: hit.speciesId ?? '',
                multiplier: hit.multiplier,
                win: hit.win,
              });
            } else if (hit.outcome === 'refunded' && hit.reason === 'already-captured') {
              field.capture(hit.fishId);
            } else if (hit.outcome === 'escaped' && live.get(hit.fishId)?.species.kind === 'boss') {
              renderer.current?.hitBoss(hit.fishId);
            }
          }
          if (captured.length > 0) {
            setWins((current) => [...captured.reverse(), ...current].slice(0, 12));
            if (soundRef.current) sounds.win();
          }
          break;
        }
        case 'settled':
        case 'void':
          if (message.balance !== null) setBalance(message.balance);
          if (message.type === 'void') setFailure(t('fishing_batch_void'));
          break;
        case 'error': {
          if (message.clientShotId) pending.current.delete(message.clientShotId);
          const params = { ...(message.params ?? {}) };
          for (const name of ['available', 'price'] as const) {
            const value = params[name];
            if (typeof value === 'string') params[name] = money(value);
          }
          if (message.code === 'FISHING_INSUFFICIENT_BALANCE') setAutoFire(false);
          setFailure(refusalText(t, message.message, params));
          if (soundRef.current) sounds.loss();
          break;
        }
        default:
          break;
      }
    },
    [field, money, serverNow, t],
  );
  const retrySession = useRef(session.retry);
  retrySession.current = session.retry;
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useEffect(() => {
    if (session.spectator && !session.token) setStatus('watching');
  }, [session.spectator, session.token]);

  useEffect(() => {
    const token = session.token;
    if (!token || !code) return;
    const connection = connectFishingRoom({
      room: code,
      token,
      onMessage: (message) => onMessageRef.current(message),
      onStatus: setStatus,
      onRefused: () => {
        // The room did not take the session: launch the title again, once.
        if (refusedOnce.current) return;
        refusedOnce.current = true;
        dropFishingToken();
        retrySession.current();
      },
    });
    socket.current = connection;
    return () => {
      connection.close();
      if (socket.current === connection) socket.current = null;
    };
  }, [session.token, code]);

  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const hasRoom = roomState !== undefined;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !hasRoom) return;
    const created = createFishingRenderer(canvas, field, serverNow);
    renderer.current = created;
    return () => {
      created.destroy();
      renderer.current = null;
    };
  }, [field, serverNow, hasRoom]);
  useEffect(() => {
    if (weapon) renderer.current?.setWeaponHue(HUE[weapon.kind] ?? HUE.cannon ?? '#f5c542');
  }, [weapon]);

  const playing = session.token !== null && status === 'connected' && weapon !== null;

  const shoot = useCallback(
    (aim: { x: number; y: number }, targets: LiveFish[]) => {
      const current = weaponRef.current;
      const connection = socket.current;
      if (!current || !connection) return false;
      shotCounter.current += 1;
      const clientShotId = `s${Date.now().toString(36)}${shotCounter.current}`;
      const sent = connection.send({
        type: 'shoot',
        clientShotId,
        weaponId: current.id,
        aim: { x: Math.round(aim.x), y: Math.round(aim.y) },
        targetFishIds: targets.map((f) => f.fish.id),
      });
      if (!sent) {
        setNotice(t('fishing_not_connected'));
        return false;
      }
      pending.current.set(clientShotId, {
        weaponKind: current.kind,
        targets: new Map(targets.map((f) => [f.fish.id, { x: f.x, y: f.y }])),
      });
      renderer.current?.fire(
        aim,
        current.kind,
        targets.map((f) => ({ x: f.x, y: f.y })),
      );
      if (soundRef.current) beep(current.kind === 'lightning' ? 1200 : 880, 40, 0.03);
      return true;
    },
    [t],
  );

  const onTap = (event: MouseEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return;
    const aim = {
      x: ((event.clientX - rect.left) / rect.width) * FIELD_WIDTH,
      y: ((event.clientY - rect.top) / rect.height) * FIELD_HEIGHT,
    };
    if (!session.token) {
      setNotice(t('fishing_watch_note'));
      return;
    }
    if (!playing || !weapon) {
      setNotice(t('fishing_not_connected'));
      return;
    }
    const picked = pickTargets(field.alive(serverNow()), aim, weapon);
    if (!picked) {
      renderer.current?.setAim(aim);
      setNotice(t('fishing_no_fish'));
      return;
    }
    setFailure(null);
    locked.current = picked.targets[0]?.fish.id ?? null;
    shoot(picked.aim, picked.targets);
  };

  // Auto-aim moves the crosshair to the best fish; auto-fire shoots at the target three times a second.
  useEffect(() => {
    if (!autoAim && !autoFire) return;
    const timer = setInterval(() => {
      if (document.hidden) return;
      const current = weaponRef.current;
      const fish = field.alive(serverNow());
      let target: LiveFish | null = null;
      if (autoAim) {
        const lockedFish = fish.find((f) => f.fish.id === locked.current);
        const best = bestTarget(fish);
        // Stay on the fish being shot unless a richer one swims in.
        target =
          lockedFish &&
          best &&
          lockedFish.species.id === best.species.id &&
          lockedFish.x > 0 &&
          lockedFish.x < FIELD_WIDTH
            ? lockedFish
            : best;
        locked.current = target?.fish.id ?? null;
      } else {
        target = fish.find((f) => f.fish.id === locked.current) ?? null;
      }
      if (target) renderer.current?.setAim({ x: target.x, y: target.y });
      if (!autoFire || !target || !current || pending.current.size >= MAX_IN_FLIGHT) return;
      const picked = pickTargets(fish, { x: target.x, y: target.y }, current);
      if (picked) shoot(picked.aim, picked.targets);
    }, AUTO_FIRE_MS);
    return () => clearInterval(timer);
  }, [autoAim, autoFire, field, serverNow, shoot]);

  const shell = 'min-h-dvh bg-[radial-gradient(ellipse_at_top,#0e3a5c,#071426_55%,#03070f)] text-ink';
  if (query.isPending) {
    return (
      <div className={`${shell} grid place-items-center`}>
        <Loader label={t('fishing_loading')} />
      </div>
    );
  }
  if (query.isError || !roomState) {
    const notFound = query.error instanceof ApiError && query.error.code === 'FISHING_ROOM_NOT_FOUND';
    return (
      <TableLoadFailed
        shell={shell}
        title={notFound ? t('fishing_room_missing') : t('fishing_room_failed')}
        error={query.error}
        notFound={notFound}
        onRetry={() => void query.refetch()}
        lobby={{ to: LOBBY, label: t('fishing_back_to_lobby') }}
      />
    );
  }

  const sessionProblem = session.error ? errorText(t, session.error) : null;
  const lastWin = wins[0];
  const statusTone =
    status === 'connected'
      ? 'bg-emerald-500/90 text-emerald-950'
      : status === 'watching'
        ? 'bg-slate-600/80 text-slate-100'
        : 'bg-amber-400/90 text-amber-950';
  const toggle = (on: boolean) =>
    `rounded-full border px-3 py-1.5 text-xs font-bold transition ${on ? 'border-gold bg-gold text-on-primary' : 'border-line bg-black/30 text-muted hover:text-ink'}`;

  return (
    <div className={shell}>
      <div className="mx-auto grid max-w-[1240px] grid-cols-[minmax(0,1fr)] gap-2.5 p-2 sm:p-4">
        <header className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-surface/90 px-3 py-2 shadow-xl shadow-black/30">
          <BackToLobby to={LOBBY} label={t('fishing_back_to_lobby')} />
          <div className="min-w-0 flex-1">
            <h1 className="text-base leading-tight font-bold text-gold sm:text-lg">{t('fishing_title')}</h1>
            <p className="text-xs text-muted">{t('fishing_room', { room: roomState.room.code })}</p>
          </div>
          <div className="order-last flex w-full items-center justify-end gap-2 sm:order-none sm:w-auto">
            <span
              data-testid="fishing-status"
              data-status={status}
              className={`rounded-full px-2.5 py-1 text-[11px] font-bold ${statusTone}`}
            >
              {t(`fishing_status_${status}`)}
            </span>
            <button
              type="button"
              onClick={() => setSound((on) => !on)}
              aria-pressed={sound}
              className={toggle(sound)}
            >
              {sound ? t('fishing_sound_on') : t('fishing_sound_off')}
            </button>
          </div>
          <div className="text-right">
            <p className="text-[11px] tracking-wider text-muted uppercase">{t('fishing_balance')}</p>
            <p className="text-sm font-bold tabular-nums sm:text-base" data-testid="fishing-balance">
              {balance === null ? '—' : money(balance)}
            </p>
            {available !== null && (
              <p className="text-[11px] text-muted tabular-nums" data-testid="fishing-available">
                {t('fishing_available', { amount: money(available) })}
              </p>
            )}
          </div>
        </header>

        <SessionNotices
          watching={status === 'watching'}
          watchNote={t('fishing_watch_note')}
          lobby={{ to: LOBBY, label: t('fishing_open_from_lobby') }}
          problem={sessionProblem ? t('fishing_session_failed', { reason: sessionProblem }) : null}
          onRetry={session.retry}
        />

        <div className="relative mx-auto w-full max-w-[calc((100dvh-7rem)*16/9)] min-w-0 overflow-hidden rounded-2xl border border-cyan-300/20 shadow-2xl shadow-black/50">
          <canvas
            ref={canvasRef}
            data-testid="fishing-canvas"
            aria-label={t('fishing_canvas_label')}
            onClick={onTap}
            className={`block aspect-[16/9] w-full touch-manipulation select-none ${playing ? 'cursor-crosshair' : 'cursor-default'}`}
          />
          {notice && (
            <p
              role="status"
              className="pointer-events-none absolute top-2 left-1/2 -translate-x-1/2 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-white"
            >
              {notice}
            </p>
          )}
          {lastWin && (
            <p className="pointer-events-none absolute top-2 right-2 rounded-xl bg-gradient-to-r from-gold to-amber-500 px-2.5 py-1 text-xs font-black text-on-primary shadow-lg shadow-black/40 sm:text-sm">
              <span data-testid="fishing-last-win">+{formatMoney(lastWin.win, '')}</span>
            </p>
          )}
        </div>

        <p className="hidden text-center text-xs text-muted portrait:max-sm:block">
          {t('fishing_rotate_hint')}
        </p>

        {failure && (
          <div
            role="alert"
            className="flex items-center gap-2 rounded-xl border border-red-400/30 bg-red-950/40 px-3 py-2 text-sm text-red-100"
          >
            <p className="flex-1">{failure}</p>
            <button
              type="button"
              onClick={() => setFailure(null)}
              aria-label={t('fishing_dismiss')}
              className="rounded-full px-2 text-red-200 hover:text-white"
            >
              ×
            </button>
          </div>
        )}

        <section
          aria-label={t('fishing_weapons')}
          className="grid gap-2 rounded-2xl border border-line bg-surface/80 p-2.5"
        >
          <div className="flex gap-1.5 overflow-x-auto pb-0.5">
            {weapons.length === 0 && <p className="text-xs text-muted">{t('fishing_weapons_after_join')}</p>}
            {weapons.map((w) => {
              const active = w.id === weapon?.id;
              return (
                <button
                  key={w.id}
                  type="button"
                  data-testid={`fishing-weapon-${w.id}`}
                  aria-pressed={active}
                  onClick={() => setWeaponId(w.id)}
                  className={`grid shrink-0 rounded-xl border px-2.5 py-1.5 text-left text-xs transition ${active ? 'border-gold bg-gold/15 text-gold' : 'border-line bg-black/25 text-muted hover:border-primary hover:text-ink'}`}
                >
                  <span className="font-bold">
                    {t(`fishing_weapon_${keyOf(w.id)}`, { defaultValue: w.name })}
                  </span>
                  <span className="tabular-nums">
                    {t('fishing_stake_per_hit', { stake: formatMoney(w.stakePerHit, '') })}
                    {w.maxHits > 1 ? ` · ${t('fishing_hits_up_to', { count: w.maxHits })}` : ''}
                  </span>
                  <span className="text-[10px] text-muted">
                    {t('fishing_rtp', { rtp: rtpText(w.rtpBasisPoints) })}
                  </span>
                </button>
              );
            })}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              aria-pressed={autoAim}
              data-testid="fishing-auto-aim"
              onClick={() => setAutoAim((on) => !on)}
              className={toggle(autoAim)}
            >
              {t('fishing_auto_aim')}
            </button>
            <button
              type="button"
              aria-pressed={autoFire}
              data-testid="fishing-auto-fire"
              disabled={!playing}
              onClick={() => setAutoFire((on) => !on)}
              className={`${toggle(autoFire)} disabled:opacity-40`}
            >
              {t('fishing_auto_fire')}
            </button>
            <p className="text-xs text-muted">{playing ? t('fishing_tap_hint') : ''}</p>
          </div>
        </section>

        <div className="grid gap-2.5 md:grid-cols-2">
          <section
            aria-labelledby="fishing-wins-title"
            className="grid content-start gap-1.5 rounded-2xl border border-line bg-surface/80 p-3 text-sm"
          >
            <h2 id="fishing-wins-title" className="font-bold text-gold">
              {t('fishing_last_wins')}
            </h2>
            {wins.length === 0 ? (
              <p className="text-xs text-muted">{t('fishing_no_wins')}</p>
            ) : (
              <ul className="grid gap-1" data-testid="fishing-wins">
                {wins.map((win) => (
                  <li
                    key={win.key}
                    className="flex items-center justify-between gap-2 rounded-lg bg-black/25 px-2.5 py-1"
                  >
                    <span className="min-w-0 truncate">
                      {t(`fishing_species_${keyOf(win.speciesId)}`, { defaultValue: win.speciesId })}{' '}
                      <span className="text-muted">{win.multiplier}×</span>
                    </span>
                    <span className="font-bold tabular-nums text-emerald-300">
                      +{formatMoney(win.win, '')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <details className="self-start rounded-2xl border border-line bg-surface/80 p-3 text-sm">
            <summary className="cursor-pointer font-semibold">{t('fishing_rules_title')}</summary>
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-muted">
              {['shoot', 'price', 'capture', 'boss', 'refund', 'one_capturer', 'settle', 'auto'].map(
                (rule) => (
                  <li key={rule}>{t(`fishing_rule_${rule}`)}</li>
                ),
              )}
            </ul>
            {weapons.length > 0 && (
              <table className="mt-3 w-full text-xs">
                <caption className="pb-1 text-left font-semibold text-ink">
                  {t('fishing_rules_weapons')}
                </caption>
                <thead className="text-muted">
                  <tr>
                    <th className="text-left font-normal">{t('fishing_col_weapon')}</th>
                    <th className="text-right font-normal">{t('fishing_col_stake')}</th>
                    <th className="text-right font-normal">{t('fishing_col_hits')}</th>
                    <th className="text-right font-normal">{t('fishing_col_rtp')}</th>
                  </tr>
                </thead>
                <tbody>
                  {weapons.map((w) => (
                    <tr key={w.id}>
                      <td>{t(`fishing_weapon_${keyOf(w.id)}`, { defaultValue: w.name })}</td>
                      <td className="text-right tabular-nums">{formatMoney(w.stakePerHit, '')}</td>
                      <td className="text-right tabular-nums">{w.maxHits}</td>
                      <td className="text-right tabular-nums">{rtpText(w.rtpBasisPoints)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <table className="mt-3 w-full text-xs">
              <caption className="pb-1 text-left font-semibold text-ink">
                {t('fishing_rules_species')}
              </caption>
              <tbody>
                {FISH_SPECIES.map((species) => (
                  <tr key={species.id}>
                    <td>
                      {t(`fishing_species_${keyOf(species.id)}`)}
                      {species.kind === 'boss' ? ` · ${t('fishing_boss')}` : ''}
                    </td>
                    <td className="text-right tabular-nums">{multiplierLabel(species)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </div>
      </div>
    </div>
  );
};
