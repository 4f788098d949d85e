/** Thrown when the human check could not be solved; kept apart so importing it never loads ALTCHA. */
export class HumanCheckFailed extends Error {
  readonly messageKey = 'in_complete_verification';
}
