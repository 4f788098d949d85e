import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, me, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';
import { groupSecret } from './totp-enrolment-screen.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const setup = () =>
  jsonResponse(
    200,
    ok({
      secret: SECRET,
      otpauthUrl: `otpauth://totp/x?secret=${SECRET}`,
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    }),
  );

describe('two-step enrolment', () => {
  it('shows the QR code and setup key, and turns two-step sign-in on with a code from the app', async () => {
    const { calls } = mockApi({
      ...meHandler('owner', 'recommended'),
      'POST /admin-api/me/totp/setup': setup,
      'POST /admin-api/me/totp/enable': ({ body }) =>
        (body as { code: string }).code === '246810'
          ? jsonResponse(200, ok(me('owner', 'none', { totpEnabled: true })))
          : jsonResponse(400, fail('AUTH_TOTP_INVALID', 'in_totp_invalid', { field: 'body.code' })),
    });
    const { router } = renderApp('/two-step', { token: 'owner-token-0123456789' });

    const key = (await screen.findByLabelText('Setup key')) as HTMLInputElement;
    expect(key.value).toBe(groupSecret(SECRET));
    expect(screen.getByRole('img', { name: /QR code to add owner/ })).toBeTruthy();
    expect(screen.getByText(/skip it for now in this demo/)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/admin-api/me/totp/setup')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('The code has exactly 6 digits.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText(/That code is wrong or already used/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Two-step sign-in is on.')).toBeTruthy();
  });

  it('lets an owner skip it for now outside production', async () => {
    mockApi({ ...meHandler('owner', 'recommended'), 'POST /admin-api/me/totp/setup': setup });
    const { router } = renderApp('/two-step', { token: 'owner-token-0123456789' });
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText(/Two-step sign-in is off for your account/)).toBeTruthy();
  });

  it('offers no way around it when it is required', async () => {
    mockApi({ ...meHandler('support', 'required'), 'POST /admin-api/me/totp/setup': setup });
    renderApp('/two-step', { token: 'support-token-0123456789' });
    expect(
      await screen.findByText('Two-step sign-in is required before you can use the back office.'),
    ).toBeTruthy();
    await screen.findByLabelText('Setup key');
    expect(screen.queryByRole('button', { name: /Skip for now|Not now/ })).toBeNull();
  });

  it('sends an operator who must enrol back to enrolment from any console page', async () => {
    mockApi({ ...meHandler('support', 'required'), 'POST /admin-api/me/totp/setup': setup });
    const { router } = renderApp('/members', { token: 'support-token-0123456789' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/two-step'));
  });
});
