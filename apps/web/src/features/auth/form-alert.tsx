/** A form-level message: the server's answer to a submit, or a success note. */
export const FormAlert = ({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'info' | 'success';
  children: string;
}) => {
  const looks = {
    error: 'border-red-400/50 bg-red-500/10 text-red-200',
    info: 'border-primary/40 bg-primary/10 text-ink',
    success: 'border-emerald-400/50 bg-emerald-500/10 text-emerald-200',
  } as const;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm ${looks[tone]}`}
    >
      {children}
    </p>
  );
};
