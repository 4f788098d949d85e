/**
 * A secret shown once (initial password, temporary password, two-step setup key): a read-only,
 * labelled field that selects in one click, with a copy button.
 */
import { useId } from 'react';
import { CopyButton } from './copy-button.tsx';

export const SecretField = ({
  label,
  value,
  copyText = value,
  copyLabel,
  wrap = false,
}: {
  label: string;
  value: string;
  /** What the copy button copies, when the field shows the value grouped for reading. */
  copyText?: string;
  copyLabel: string;
  /** Long values (a setup key) wrap onto two lines instead of scrolling. */
  wrap?: boolean;
}) => {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">
        {label}
      </label>
      <div className="flex items-center gap-2 rounded-xl border border-primary/40 bg-page/80 p-2 pl-3.5">
        {wrap ? (
          <textarea
            id={id}
            readOnly
            rows={2}
            value={value}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 resize-none bg-transparent font-mono text-base leading-relaxed font-semibold tracking-wider text-primary focus:outline-none"
          />
        ) : (
          <input
            id={id}
            readOnly
            value={value}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 bg-transparent font-mono text-lg font-semibold tracking-wide text-primary focus:outline-none"
          />
        )}
        <CopyButton text={copyText} label={copyLabel} />
      </div>
    </div>
  );
};
