/**
 * The promotions forms check a request with its contract before sending it: each failing field
 * once, named as the form names it, with the form's sentence (a reason has its own).
 */
type Sentence = (key: 'promotions.reason.invalid' | 'promotions.field.invalid') => string;

export const issueErrors = (
  issues: readonly { path: readonly PropertyKey[] }[],
  t: Sentence,
  fieldOf: (path: string) => string = (path) => path,
) => {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    found[field] ??= t(field === 'reason' ? 'promotions.reason.invalid' : 'promotions.field.invalid');
  }
  return found;
};
