/**
 * The blackjack felt (issue 21, ADR 085): the dealer's cards (the hole card face down until the
 * round is over) and the player's hand or split hands, each with its total ("7/17" while soft), its
 * stake, the hand being played marked, and each hand's outcome once settled. Drawn from a step's
 * record alone, so the live client, the game history and the verifier show a round the same way.
 * Cards are `deck.ts` numbers (rank × 4 + suit); a newly dealt card turns over unless the player
 * asked for reduced motion.
 */
import type { BlackjackRecord } from '@luckwell/games/blackjack-engine';
import { type BlackjackHand, type BlackjackOutcome, handTotal } from '@luckwell/games/cards/blackjack';
import { cardRank, cardSuit, RANK_LABELS } from '@luckwell/games/cards/deck';
import { useTranslation } from 'react-i18next';
import { SuitPip } from '../hilo/playing-card.tsx';

/** deck.ts suits ♠ ♣ ♦ ♥ → the pips' order ♠ ♥ ♦ ♣. */
const PIP_OF_SUIT = [0, 3, 2, 1];
const SUIT_NAMES = ['♠', '♣', '♦', '♥'];
export const cardText = (card: number) => `${RANK_LABELS[cardRank(card)]}${SUIT_NAMES[cardSuit(card)]}`;

/** "17", or "7/17" while an ace still counts 11 and the hand is under 21. */
export const totalText = (cards: readonly number[]) => {
  const { total, soft } = handTotal(cards);
  return soft && total < 21 ? `${total - 10}/${total}` : String(total);
};

type CardProps = { card: number | null; label: string; small?: boolean; turn?: boolean };

export const BlackjackCard = ({ card, label, small = false, turn = true }: CardProps) => {
  const size = small ? 'w-10 rounded-md' : 'w-[3.9rem] rounded-lg sm:w-[5.2rem] sm:rounded-xl';
  const motion = turn ? 'motion-safe:animate-[bj-turn_380ms_ease-out_both]' : '';
  if (card === null) {
    return (
      <div
        role="img"
        aria-label={label}
        data-card="hidden"
        className={`${size} ${motion} aspect-[5/7] shrink-0 border-2 border-primary/70 bg-[repeating-linear-gradient(45deg,#1a2448_0_5px,#24346a_5px_10px)] p-1 shadow-lg shadow-black/50`}
      >
        <div className="grid size-full place-items-center rounded-md border border-primary/40 text-lg font-black text-gold">
          L
        </div>
      </div>
    );
  }
  const suit = cardSuit(card);
  const red = suit >= 2;
  return (
    <div
      role="img"
      aria-label={label}
      data-card={card}
      className={`${size} ${motion} ${red ? 'text-red-600' : 'text-slate-900'} relative aspect-[5/7] shrink-0 border border-white/80 bg-gradient-to-br from-white to-[#f3ecd9] shadow-lg shadow-black/50`}
    >
      <div className="absolute left-[9%] top-[5%] flex flex-col items-center leading-none">
        <span className={`font-black ${small ? 'text-[11px]' : 'text-base sm:text-xl'}`}>
          {RANK_LABELS[cardRank(card)]}
        </span>
        {!small && <SuitPip suit={PIP_OF_SUIT[suit]!} className="size-3 sm:size-4" />}
      </div>
      <SuitPip
        suit={PIP_OF_SUIT[suit]!}
        className={small ? 'absolute bottom-[10%] right-[12%] size-4' : 'absolute inset-0 m-auto size-[45%]'}
      />
    </div>
  );
};

const OUTCOME_TONE: Record<BlackjackOutcome, string> = {
  blackjack: 'bg-gold text-on-primary',
  win: 'bg-emerald-400 text-[#06241a]',
  push: 'bg-slate-300 text-slate-900',
  lose: 'bg-red-500/90 text-white',
};

const TotalBadge = ({ cards, testId, tone }: { cards: number[]; testId: string; tone?: string }) => {
  const { t } = useTranslation();
  const text = totalText(cards);
  return (
    <span
      data-testid={testId}
      title={t('bj_total_label', { total: text })}
      className={`min-w-10 rounded-full px-2.5 py-0.5 text-center text-sm font-extrabold tabular-nums shadow ${tone ?? 'bg-black/50 text-ink'}`}
    >
      {text}
    </span>
  );
};

const Hand = ({
  hand,
  index,
  count,
  active,
  outcome,
  stakeText,
  cardLabel,
}: {
  hand: BlackjackHand;
  index: number;
  count: number;
  active: boolean;
  outcome: BlackjackOutcome | undefined;
  stakeText: string | undefined;
  cardLabel: (card: number) => string;
}) => {
  const { t } = useTranslation();
  const bust = hand.status === 'bust';
  return (
    <div
      data-testid={`bj-hand-${index}`}
      data-active={active || undefined}
      className={`flex min-w-0 flex-col items-center gap-2 rounded-2xl px-2 py-2 transition ${
        active ? 'bg-gold/10 ring-2 ring-gold shadow-lg shadow-primary/20' : ''
      }`}
    >
      <div className="flex items-center gap-1.5 text-[11px] font-semibold uppercase tracking-wider text-white/70">
        {count > 1 ? t('bj_hand_n', { n: index + 1 }) : t('bj_you')}
        {active && count > 1 && (
          <span className="rounded-full bg-gold px-1.5 py-px text-[10px] text-on-primary">
            ▶ {t('bj_active')}
          </span>
        )}
      </div>
      <div className="flex items-end">
        {hand.cards.map((card, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a hand only grows; a card's place is its identity.
            key={i}
            className={i === 0 ? '' : '-ml-7 sm:-ml-9'}
            style={{ transform: `translateY(${-i * 3}px)` }}
          >
            <BlackjackCard card={card} label={cardLabel(card)} />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-1.5">
        <TotalBadge
          cards={hand.cards}
          testId={`bj-hand-${index}-total`}
          tone={bust ? 'bg-red-500/90 text-white' : undefined}
        />
        {outcome ? (
          <span
            data-testid={`bj-outcome-${index}`}
            className={`rounded-full px-2.5 py-0.5 text-xs font-extrabold uppercase shadow ${OUTCOME_TONE[outcome]}`}
          >
            {bust ? t('bj_bust') : t(`bj_outcome_${outcome}`)}
          </span>
        ) : bust ? (
          <span className="rounded-full bg-red-500/90 px-2.5 py-0.5 text-xs font-extrabold uppercase text-white">
            {t('bj_bust')}
          </span>
        ) : null}
        {hand.stake > 1 && (
          <span className="rounded-full border border-gold/60 px-2 py-0.5 text-[10px] font-bold uppercase text-gold">
            {t('bj_doubled')}
          </span>
        )}
      </div>
      {stakeText && <span className="text-[11px] tabular-nums text-white/60">{stakeText}</span>}
    </div>
  );
};

/**
 * The table as a record shows it. `stakeOf(hand)`: the money on a hand, as text (omitted in the
 * verifier, which knows no stake). `compact`: the small version of the history list.
 */
export const BlackjackTable = ({
  record,
  stakeOf,
  compact = false,
}: {
  record: BlackjackRecord;
  stakeOf?: (hand: BlackjackHand) => string;
  compact?: boolean;
}) => {
  const { t } = useTranslation();
  const finished = record.status === 'finished';
  const dealerCards = record.dealer.filter((card): card is number => card !== null);
  const cardLabel = (card: number) => cardText(card);
  return (
    <div
      className={`relative overflow-hidden rounded-[2rem] border-4 border-[#5a3b12] bg-[radial-gradient(ellipse_at_top,#1f7a52,#0c4330_70%,#072a1f)] shadow-inner ${
        compact ? 'px-2 py-3' : 'px-3 pb-4 pt-3 sm:px-6 sm:pb-6'
      }`}
    >
      <div className="relative flex flex-col items-center gap-2">
        <div className="flex items-center gap-2 text-[11px] font-semibold uppercase tracking-wider text-white/70">
          {t('bj_dealer')}
          {dealerCards.length > 0 && (
            <TotalBadge cards={finished ? dealerCards : dealerCards.slice(0, 1)} testId="bj-dealer-total" />
          )}
        </div>
        <div className="flex" data-testid="bj-dealer-cards">
          {record.dealer.map((card, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the dealer's cards only grow.
            <div key={`${i}-${card === null ? 'down' : 'up'}`} className={i === 0 ? '' : '-ml-7 sm:-ml-9'}>
              <BlackjackCard card={card} label={card === null ? t('bj_hole_card') : cardLabel(card)} />
            </div>
          ))}
        </div>
      </div>
      {compact ? null : (
        <div className="pointer-events-none my-3 text-center text-[10px] font-bold uppercase tracking-[0.25em] text-gold/60 sm:my-5 sm:text-xs">
          <div>{t('bj_felt_pays')}</div>
          <div className="mt-0.5 text-white/35">{t('bj_felt_rule')}</div>
        </div>
      )}
      <div
        className={`relative grid gap-2 ${compact ? 'mt-3' : ''} ${record.hands.length > 1 ? 'grid-cols-2' : 'grid-cols-1'}`}
      >
        {record.hands.map((hand, i) => (
          <Hand
            // biome-ignore lint/suspicious/noArrayIndexKey: hands are fixed once dealt or split.
            key={i}
            hand={hand}
            index={i}
            count={record.hands.length}
            active={!finished && record.hands.length > 1 && i === record.active}
            outcome={finished ? (record.outcomes[i] ?? record.outcomes[0]) : undefined}
            stakeText={stakeOf?.(hand)}
            cardLabel={cardLabel}
          />
        ))}
      </div>
      <style>
        {
          '@keyframes bj-turn{0%{transform:translateY(-18px) rotateY(90deg);opacity:0}60%{opacity:1}100%{transform:none;opacity:1}}'
        }
      </style>
    </div>
  );
};
