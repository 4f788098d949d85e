/** A round previous/next button of a slider (banner carousel, live slider); the caller styles it. */
export const ArrowButton = ({
  direction,
  label,
  onClick,
  className,
}: {
  direction: 'prev' | 'next';
  label: string;
  onClick: () => void;
  className: string;
}) => (
  <button type="button" onClick={onClick} aria-label={label} className={className}>
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  </button>
);
