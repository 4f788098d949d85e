import type { TWithdrawal, TWithdrawOverview } from '@luckwell/contracts/cashier/withdraw';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { stubApi } from '../../test/fixtures.ts';
import { ensureBundle, initI18n, setLanguage } from '../i18n/i18n.ts';
import { PaymentPasswordForm } from './payment-password-form.tsx';
import { WithdrawConfirmDialog } from './withdraw-confirm-dialog.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ok = (value: unknown) => json({ success: true, code: 'OK', message: 'in_success', value });

const paid: TWithdrawal = {
  id: 7,
  amount: '300000.00' as TWithdrawal['amount'],
  currency: 'VND',
  status: 'paid',
  bankName: 'ACB',
  accountNumber: '•••• 7890',
  accountName: 'TRAN THI B',
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: '2026-01-01T01:00:00.000Z',
  paymentReference: 'REF-7',
  rejectReason: null,
  confirmation: null,
  confirmedAt: null,
  confirmDeadline: '2026-01-01T01:30:00.000Z',
  receivedAmount: null,
};

const wrap = (node: ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);

const bodies: unknown[] = [];

beforeEach(async () => {
  bodies.length = 0;
  initI18n();
  await setLanguage('en');
  await ensureBundle('withdraw');
});

describe('payment password form', () => {
  it('checks the confirmation before calling the server', async () => {
    stubApi({ routes: { 'POST /wps/withdraw/payment-password': () => ok(null) } });
    wrap(<PaymentPasswordForm mode="set" />);
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Confirm payment password'), { target: { value: '123457' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('do not match');
  });

  it('shows the server refusal with the tries left', async () => {
    stubApi({
      routes: {
        'POST /wps/withdraw/payment-password': () =>
          json(
            {
              success: false,
              code: 'CASHIER_PAYMENT_PASSWORD_WRONG',
              message: 'in_cashier_payment_password_wrong',
              value: { field: 'body.oldPaymentPassword', params: { remaining: 3 } },
            },
            400,
          ),
      },
    });
    wrap(<PaymentPasswordForm mode="change" />);
    fireEvent.change(screen.getByLabelText('Current payment password'), { target: { value: '000000' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Confirm payment password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Incorrect payment password (3 tries left)',
    );
  });
});

describe('payment password by SMS', () => {
  it('asks a code for the verified mobile and sends it instead of the old password', async () => {
    const sent: unknown[] = [];
    stubApi({
      routes: {
        'POST /wps/member/contact/code': () => ok({ expiredMinutes: 5, destination: '•••3456' }),
        'POST /wps/withdraw/payment-password': (init) => {
          sent.push(init?.body);
          return ok(null);
        },
      },
    });
    wrap(<PaymentPasswordForm mode="change" />);
    fireEvent.click(screen.getByRole('button', { name: /Forgot the payment password/ }));
    expect(screen.queryByLabelText('Current payment password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent to •••3456')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '12a3456' } });
    expect((screen.getByLabelText('SMS code') as HTMLInputElement).value).toBe('123456');
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText('Confirm payment password'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });
});

describe('withdrawal confirmation dialog', () => {
  const stub = () =>
    stubApi({
      routes: {
        'POST /wps/withdraw/requests/7/confirm': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return ok({ ...paid, confirmation: 'partial' });
        },
      },
    });

  it('says when an unanswered withdrawal counts as received', () => {
    stub();
    wrap(<WithdrawConfirmDialog withdrawal={paid} symbol="₫" onClose={() => undefined} />);
    expect(screen.getByText(/counts as received at/)).toBeTruthy();
    expect(screen.getByText(/₫300,000.00/)).toBeTruthy();
  });

  it('sends a partial receipt with amounts that add up, filling the remainder', async () => {
    stub();
    wrap(<WithdrawConfirmDialog withdrawal={paid} symbol="₫" onClose={() => undefined} />);
    fireEvent.click(screen.getByLabelText('Partially received'));
    fireEvent.change(screen.getByLabelText('Received amount'), { target: { value: '100000' } });
    expect((screen.getByLabelText('Remaining amount') as HTMLInputElement).value).toBe('200000.00');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      result: 'partial',
      receivedAmount: '100000.00',
      remainingAmount: '200000.00',
    });
    expect((await screen.findByRole('status')).textContent).toContain('opened a case');
  });

  it('refuses amounts that do not add up, and "not received" without a proof image', async () => {
    stub();
    wrap(<WithdrawConfirmDialog withdrawal={paid} symbol="₫" onClose={() => undefined} />);
    fireEvent.click(screen.getByLabelText('Partially received'));
    fireEvent.change(screen.getByLabelText('Received amount'), { target: { value: '100000' } });
    fireEvent.change(screen.getByLabelText('Remaining amount'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain('must add up');
    fireEvent.click(screen.getByLabelText('Not received'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Attach a proof image');
    const gif = new File(['GIF89a'], 'proof.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText(/Proof image/), { target: { files: [gif] } });
    expect((await screen.findByRole('alert')).textContent).toContain('Only png or jpg');
    expect(bodies).toHaveLength(0);
  });
});

describe('withdrawing while a bonus is wagering', () => {
  const overview = {
    currency: 'VND',
    paymentPasswordSet: true,
    payeeName: 'TRAN THI B',
    bankAccounts: [
      {
        id: 4,
        bankName: 'ACB',
        accountNumber: '•••• 7890',
        accountName: 'TRAN THI B',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    maxBankAccounts: 3,
    balance: '900000.00',
    withdrawable: '900000.00',
    held: '0.00',
    minAmount: '100000.00',
    maxAmount: '50000000.00',
    confirmMinutes: 30,
  } as TWithdrawOverview;

  const stub = () =>
    stubApi({
      routes: {
        'POST /wps/withdraw/requests': (init) => {
          const body = JSON.parse(String(init?.body)) as { forfeitBonus?: boolean };
          bodies.push(body);
          return body.forfeitBonus
            ? ok({ ...paid, status: 'pending', paidAt: null, confirmDeadline: null })
            : json(
                {
                  success: false,
                  code: 'BONUS_WAGERING_INCOMPLETE',
                  message: 'in_promo_wagering_incomplete',
                  value: { field: 'body.forfeitBonus', params: { left: '750000.00' } },
                },
                409,
              );
        },
      },
    });

  const fillAndSend = () => {
    wrap(<WithdrawForm overview={overview} symbol="₫" />);
    fireEvent.change(screen.getByLabelText('Amount (VND)'), { target: { value: '300000' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  };

  it('asks before giving the bonus up, then sends the same request again with forfeitBonus', async () => {
    stub();
    fillAndSend();
    const dialog = await screen.findByRole('dialog', { name: 'Give up your bonus to withdraw?' });
    expect(dialog.textContent).toContain('Your bonus still needs ₫750,000.00 of bets.');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Give up bonus and withdraw' }));
    expect((await screen.findByRole('status')).textContent).toContain('Withdrawal request sent');
    expect(bodies).toEqual([
      { bankAccountId: 4, amount: '300000.00', paymentPassword: '123456' },
      { bankAccountId: 4, amount: '300000.00', paymentPassword: '123456', forfeitBonus: true },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the bonus and sends nothing more when the member cancels', async () => {
    stub();
    fillAndSend();
    await screen.findByRole('dialog', { name: 'Give up your bonus to withdraw?' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Keep my bonus' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
