/**
 * The plinko game client (issue 6, ADR 038): rows (8–16) and risk chosen with the bet, the board's
 * pegs and prize slots drawn in SVG with the engine's own paytable (`plinkoPaytable`), and the ball
 * falling along the path the provider drew, landing in the slot it pays, which lights up. With
 * reduced motion the ball lands at once.
 */
import type { TProviderRound } from '@luckwell/contracts/provider/house-games';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoRecord,
  type PlinkoRisk,
  plinkoPaytable,
} from '@luckwell/games/plinko';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../../shared/reduced-motion.ts';
import type { GameClientProps } from '../engine-clients.ts';
import {
  BigButton,
  ErrorNote,
  Figures,
  GameFrame,
  latestRecord,
  payoutOf,
  StakeBar,
  useStake,
} from '../minis/game-kit.tsx';
import { moneyText, multiplierText } from '../money-text.ts';
import { providerApi } from '../provider-api.ts';
import { sounds } from '../sound.ts';

const ROW_MS = 120;

/** Short slot labels: "1000×", "26×", "1.5×", "0.2×". */
const slotLabel = (multiplier: number) => {
  const value = multiplier / 10_000;
  if (value >= 100) return `${Math.round(value)}×`;
  if (value >= 10) return `${Number(value.toFixed(1))}×`;
  return `${Number(value.toFixed(2))}×`;
};

/** A slot's colour: gold-red at the rich edges, cool blue in the middle. */
const slotColour = (multiplier: number, top: number) => {
  const heat = Math.log(Math.max(multiplier, 1_000) / 1_000) / Math.log(Math.max(top, 2_000) / 1_000);
  const hue = 220 - 205 * Math.min(1, Math.max(0, heat));
  return `hsl(${hue} 80% ${45 + 10 * heat}%)`;
};

/** The ball's way through the board: above the first peg, on each row, then into its slot. */
const waypoints = (path: readonly ('L' | 'R')[]) => {
  const rows = path.length;
  const centre = (rows + 2) / 2;
  const points = [{ x: centre, y: 0.3 }];
  let rights = 0;
  path.forEach((direction, row) => {
    points.push({ x: centre + rights - row / 2, y: row + 1 - 0.38 });
    if (direction === 'R') rights += 1;
  });
  points.push({ x: centre + rights - rows / 2, y: rows + 1.5 });
  return points;
};

/** Where the ball is at `progress` (0…path.length + 1 legs): a little hop between waypoints. */
const ballAt = (points: { x: number; y: number }[], progress: number) => {
  const at = Math.max(0, progress);
  const leg = Math.min(Math.floor(at), points.length - 2);
  const f = Math.min(1, at - leg);
  const a = points[leg]!;
  const b = points[leg + 1]!;
  return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f * f - 0.25 * Math.sin(Math.PI * f) };
};

type Props = { rows: number; risk: PlinkoRisk; record: PlinkoRecord | undefined; progress: number | null };

export const PlinkoBoard = ({ rows, risk, record, progress }: Props) => {
  const { t } = useTranslation();
  const table = plinkoPaytable({ rows, risk });
  const top = Math.max(...table);
  const width = rows + 2;
  // From just above the first row of pegs to just below the slots, edge pegs to edge pegs.
  const box = { x: 0.35, y: 0.2, width: width - 0.7, height: rows + 2.05 };
  const shown = record && record.rows === rows && record.risk === risk ? record : undefined;
  const points = shown ? waypoints(shown.path) : null;
  const ball = points && progress !== null ? ballAt(points, progress) : null;
  const landed = shown && progress !== null && progress >= points!.length - 1;
  return (
    <svg
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      role="img"
      aria-label={t('plinko_board')}
      data-testid="plinko-board"
      className="mx-auto w-full max-w-[34rem] select-none"
    >
      <defs>
        <radialGradient id="plinko-ball">
          <stop offset="0%" stopColor="#fff7d6" />
          <stop offset="55%" stopColor="#f5c542" />
          <stop offset="100%" stopColor="#b7791f" />
        </radialGradient>
      </defs>
      {Array.from({ length: rows }, (_, row) =>
        Array.from({ length: row + 3 }, (_, peg) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: pegs never move; their place is their identity.
            key={`${row}-${peg}`}
            cx={width / 2 + peg - (row + 2) / 2}
            cy={row + 1}
            r={0.09}
            fill="#c9d3ff"
            opacity={0.85}
          />
        )),
      )}
      {table.map((multiplier, slot) => {
        const hit = landed && shown?.slot === slot;
        const x = width / 2 + slot - rows / 2;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slot's index is its identity.
          <g key={slot} data-testid={`plinko-slot-${slot}`} data-hit={hit ? 'true' : undefined}>
            <rect
              x={x - 0.46}
              y={rows + 1.55 - (hit ? 0.1 : 0)}
              width={0.92}
              height={0.62}
              rx={0.12}
              fill={slotColour(multiplier, top)}
              stroke={hit ? '#fff7d6' : 'none'}
              strokeWidth={0.06}
              opacity={landed && !hit ? 0.55 : 1}
            />
            <text
              x={x}
              y={rows + 1.97 - (hit ? 0.1 : 0)}
              textAnchor="middle"
              fontSize={rows > 12 ? 0.24 : 0.28}
              fontWeight={700}
              fill="#0b1024"
            >
              {slotLabel(multiplier)}
            </text>
          </g>
        );
      })}
      {ball && <circle data-testid="plinko-ball" cx={ball.x} cy={ball.y} r={0.22} fill="url(#plinko-ball)" />}
    </svg>
  );
};

export const PlinkoClient = ({ session, balance, sound, onPlayed }: GameClientProps) => {
  const { t } = useTranslation();
  const id = useId();
  const reduced = useReducedMotion();
  const { stake, setStake, stakeMinor, short, valid } = useStake(balance);
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [last, setLast] = useState<TProviderRound | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [falling, setFalling] = useState(false);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const record = latestRecord<PlinkoRecord>(last);
  const table = plinkoPaytable({ rows, risk });
  const top = Math.max(...table);

  const fall = (round: TProviderRound, value: Parameters<GameClientProps['onPlayed']>[0]) => {
    const legs = (latestRecord<PlinkoRecord>(round)?.path.length ?? 0) + 1;
    const finish = () => {
      setProgress(legs);
      setFalling(false);
      onPlayed(value);
      if (sound) (round.multiplier >= 10_000 ? sounds.win : sounds.loss)();
    };
    setLast(round);
    if (reduced) return finish();
    setFalling(true);
    const started = performance.now();
    let row = 0;
    const tick = () => {
      const at = (performance.now() - started) / ROW_MS;
      if (at >= legs) return finish();
      if (sound && Math.floor(at) > row) {
        row = Math.floor(at);
        sounds.tick();
      }
      setProgress(at);
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
  };

  const drop = useMutation({
    mutationFn: () => providerApi.play(stake, { rows, risk }),
    onSuccess: (value) => fall(value.round, value),
  });
  const busy = drop.isPending || falling;
  const result = !busy && last && record && record.rows === rows && record.risk === risk ? last : null;

  return (
    <GameFrame label={t('plinko_title')}>
      <p data-testid="plinko-result" role="status" className="min-h-6 text-center text-sm font-semibold">
        {result ? (
          <span className={result.multiplier >= 10_000 ? 'text-emerald-300' : 'text-ink/80'}>
            {t('plinko_result', {
              multiplier: multiplierText(result.multiplier),
              amount: moneyText(result.payout, session.currency),
            })}
          </span>
        ) : (
          !busy && <span className="font-normal text-muted">{t('plinko_hint')}</span>
        )}
      </p>
      <PlinkoBoard rows={rows} risk={risk} record={record} progress={record ? progress : null} />

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <label htmlFor={`${id}-rows`} className="text-xs uppercase tracking-wider text-muted">
              {t('plinko_rows')}
            </label>
            <span data-testid="plinko-rows" className="font-mono text-lg font-bold text-gold">
              {rows}
            </span>
          </div>
          <input
            id={`${id}-rows`}
            type="range"
            min={PLINKO_MIN_ROWS}
            max={PLINKO_MAX_ROWS}
            value={rows}
            disabled={busy}
            onChange={(event) => setRows(Number(event.target.value))}
            className="w-full accent-[var(--color-primary)]"
          />
        </div>
        <fieldset className="flex flex-col gap-2" disabled={busy}>
          <legend className="mb-2 text-xs uppercase tracking-wider text-muted">{t('plinko_risk')}</legend>
          <div className="grid grid-cols-3 gap-1.5">
            {PLINKO_RISKS.map((level) => (
              <button
                key={level}
                type="button"
                aria-pressed={risk === level}
                onClick={() => setRisk(level)}
                className="rounded-xl border border-line py-2 text-sm font-bold transition aria-pressed:border-primary aria-pressed:bg-primary/15 aria-pressed:text-gold"
              >
                {t(`plinko_risk_${level}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>

      <Figures
        items={[
          [t('plinko_max'), multiplierText(top), 'plinko-max'],
          [
            t('plinko_payout_max'),
            stakeMinor === null ? '—' : moneyText(payoutOf(stakeMinor, top), session.currency),
            'plinko-payout-max',
          ],
        ]}
      />
      <StakeBar stake={stake} onStake={setStake} disabled={busy} />
      <ErrorNote error={drop.error} short={short} />
      <BigButton data-testid="plinko-drop" disabled={busy || !valid} onClick={() => drop.mutate()}>
        {busy ? t('plinko_dropping') : t('plinko_drop')}
      </BigButton>
    </GameFrame>
  );
};
