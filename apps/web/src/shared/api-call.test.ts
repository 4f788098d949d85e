import { describe, expect, it, vi } from 'vitest';
import { ApiDetailError, apiCall, errorDetail } from './api-call.ts';

const schema = () => import('@luckwell/contracts/member/password').then((m) => m.ZPasswordResponse);
const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('calls that need the whole failure', () => {
  it('returns the value of a success', async () => {
    vi.stubGlobal('fetch', answer({ success: true, code: 'OK', message: 'in_success', value: null }));
    await expect(apiCall('/wps/member/password', schema, { method: 'POST', body: {} })).resolves.toBeNull();
  });

  it('throws the failure with its detail: captcha flag, params, field', async () => {
    vi.stubGlobal(
      'fetch',
      answer(
        {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'reg_pattern_6',
          value: { field: 'body.newPassword', params: { range: '6-20', min: 6, max: 20 }, captcha: true },
        },
        400,
      ),
    );
    const error = await apiCall('/wps/member/password', schema, { method: 'POST', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiDetailError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      messageKey: 'reg_pattern_6',
      field: 'body.newPassword',
    });
    expect(errorDetail(error)).toMatchObject({ captcha: true, params: { range: '6-20' } });
  });
});
