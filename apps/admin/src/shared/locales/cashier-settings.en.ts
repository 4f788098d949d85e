/** English strings of Cashier → Cashier limits; `cashier-settings.vi.ts` has the same keys. */
export const cashierSettingsEn = {
  'permission.cashier.settings': "Change a brand's withdrawal and transfer limits",
  'audit.action.withdrawalSettings.update': 'Changed withdrawal limits',
  'audit.action.transferSettings.update': 'Changed transfer limits',

  'section.cashierLimits.title': 'Cashier limits',
  'section.cashierLimits.description':
    "A brand's withdrawal and transfer limits; members see a change at once.",
  'section.cashierLimits.p1': 'Withdrawal minimum, maximum and confirmation time',
  'section.cashierLimits.p2': 'Bank accounts a member may bind',
  'section.cashierLimits.p3': 'Transfer limits per transfer and per day',

  'cl.brand': 'Brand',
  'cl.loading': 'Loading the limits…',
  'cl.loadFailed': 'The limits could not be loaded.',
  'cl.retry': 'Try again',
  'cl.withdrawals.title': 'Withdrawals',
  'cl.withdrawals.body': 'What one withdrawal request may be, and how members bind bank accounts.',
  'cl.transfers.title': 'Transfers between members',
  'cl.transfers.body': 'Per transfer, and what one member may send per calendar day (UTC).',
  'cl.minAmount': 'Minimum amount ({{currency}})',
  'cl.maxAmount': 'Maximum amount ({{currency}})',
  'cl.dailyLimit': 'Daily limit per sender ({{currency}})',
  'cl.confirmMinutes': 'Confirm within (minutes, 1–1440)',
  'cl.maxBankAccounts': 'Bank accounts per member (1–10)',
  'cl.save': 'Save',
  'cl.invalid': 'Check this value.',
  'cl.toast.withdrawals': 'Withdrawal limits of {{brand}} saved.',
  'cl.toast.transfers': 'Transfer limits of {{brand}} saved.',
  'cl.threshold.title': 'Adjustment approval threshold',
  'cl.threshold.body':
    'Manual adjustments above {{amount}} need a second operator. It is set in the finance settings (owner only).',
  'cl.threshold.link': 'Open adjustments',
} as const;
