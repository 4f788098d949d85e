import { MessageKey } from '@luckwell/contracts/envelope';
import { describe, expect, it } from 'vitest';
import { authEn } from './locales/auth.en.ts';
import { authVi } from './locales/auth.vi.ts';
import { en } from './locales/en.ts';
import { memberEn } from './locales/member.en.ts';
import { memberVi } from './locales/member.vi.ts';
import { providerEn } from './locales/provider.en.ts';
import { providerVi } from './locales/provider.vi.ts';
import { vi } from './locales/vi.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  it('has exactly the same keys in Vietnamese and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(vi).sort());
  });

  it('leaves no translation empty', () => {
    for (const [key, text] of [...Object.entries(vi), ...Object.entries(en)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of Object.keys(vi) as (keyof typeof vi)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(vi[key]));
    }
  });

  it('carries the server message keys the API sends', () => {
    for (const key of [
      'in_success',
      'in_input_error',
      'in_not_found',
      'in_not_logged_in',
      'in_access_denied',
      'in_invalid_url',
      'in_system_maintenance',
      'in_access_restricted',
      'in_too_many_requests',
      'in_system_error',
      'in_payload_too_large',
      'in_network_abnormal',
      'in_page_timeout',
    ]) {
      expect(vi).toHaveProperty(key);
    }
  });
});

describe('the sign-in bundle', () => {
  it('has exactly the same keys in Vietnamese and English, none empty', () => {
    expect(Object.keys(authEn).sort()).toEqual(Object.keys(authVi).sort());
    for (const [key, text] of [...Object.entries(authVi), ...Object.entries(authEn)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of Object.keys(authVi) as (keyof typeof authVi)[]) {
      expect(placeholders(authEn[key]), key).toEqual(placeholders(authVi[key]));
    }
  });

  it('repeats no key of the first-load translations', () => {
    const main = new Set(Object.keys(vi));
    expect(Object.keys(authVi).filter((key) => main.has(key))).toEqual([]);
  });

  it('translates every message key the server may send, and the hint of every pattern family', () => {
    const known = { ...vi, ...authVi };
    for (const key of Object.values(MessageKey)) expect(known, key).toHaveProperty(key);
    for (let id = 1; id <= 21; id++) expect(known).toHaveProperty(`reg_pattern_${id}`);
  });
});

describe('the member-centre bundle', () => {
  it('has exactly the same keys in Vietnamese and English, none empty, same placeholders', () => {
    expect(Object.keys(memberEn).sort()).toEqual(Object.keys(memberVi).sort());
    for (const key of Object.keys(memberVi) as (keyof typeof memberVi)[]) {
      expect(memberVi[key].trim(), key).not.toBe('');
      expect(memberEn[key].trim(), key).not.toBe('');
      expect(placeholders(memberEn[key]), key).toEqual(placeholders(memberVi[key]));
    }
  });

  it('repeats no key of the other bundles', () => {
    const elsewhere = new Set([...Object.keys(vi), ...Object.keys(authVi)]);
    expect(Object.keys(memberVi).filter((key) => elsewhere.has(key))).toEqual([]);
  });
});

describe('the home (below the fold) bundle', () => {
  it('has the same keys in both languages, none empty, with the same placeholders, none repeated', async () => {
    const { homeEn } = await import('./locales/home.en.ts');
    const { homeVi } = await import('./locales/home.vi.ts');
    expect(Object.keys(homeEn).sort()).toEqual(Object.keys(homeVi).sort());
    for (const key of Object.keys(homeVi) as (keyof typeof homeVi)[]) {
      expect(homeVi[key].trim(), key).not.toBe('');
      expect(placeholders(homeEn[key]), key).toEqual(placeholders(homeVi[key]));
    }
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(authEn), ...Object.keys(memberEn)]);
    expect(Object.keys(homeEn).filter((key) => elsewhere.has(key))).toEqual([]);
  });
});

describe('the wallet (transferFund) bundle', () => {
  it('has the same keys in both languages, none empty, with the same placeholders', async () => {
    const { walletsEn } = await import('./locales/wallets.en.ts');
    const { walletsVi } = await import('./locales/wallets.vi.ts');
    expect(Object.keys(walletsEn).sort()).toEqual(Object.keys(walletsVi).sort());
    for (const key of Object.keys(walletsVi) as (keyof typeof walletsVi)[]) {
      expect(walletsVi[key].trim(), key).not.toBe('');
      expect(placeholders(walletsEn[key]), key).toEqual(placeholders(walletsVi[key]));
    }
  });

  it('carries every message key the transfer calls send', async () => {
    const { walletsEn } = await import('./locales/wallets.en.ts');
    const { TransferWalletMessageKey } = await import('@luckwell/contracts/wallet/transfer-wallets');
    for (const key of Object.values(TransferWalletMessageKey)) expect(walletsEn).toHaveProperty(key);
  });

  it('repeats no key of the other bundles (they share one namespace)', async () => {
    const { walletsEn } = await import('./locales/wallets.en.ts');
    const { transferEn } = await import('./locales/transfer.en.ts');
    const { withdrawEn } = await import('./locales/withdraw.en.ts');
    const elsewhere = new Set([
      ...Object.keys(en),
      ...Object.keys(authEn),
      ...Object.keys(memberEn),
      ...Object.keys(transferEn),
      ...Object.keys(withdrawEn),
    ]);
    expect(Object.keys(walletsEn).filter((key) => elsewhere.has(key))).toEqual([]);
  });
});

describe('the transfer bundle', () => {
  it('has exactly the same keys and placeholders in Vietnamese and English, none empty', async () => {
    const { transferEn } = await import('./locales/transfer.en.ts');
    const { transferVi } = await import('./locales/transfer.vi.ts');
    expect(Object.keys(transferEn).sort()).toEqual(Object.keys(transferVi).sort());
    for (const key of Object.keys(transferEn) as (keyof typeof transferEn)[]) {
      expect(transferVi[key].trim(), key).not.toBe('');
      expect(placeholders(transferEn[key]), key).toEqual(placeholders(transferVi[key]));
    }
  });

  it('carries every transfer message key the server sends, "transfer successful" included', async () => {
    const { TransferMessageKey } = await import('@luckwell/contracts/cashier/transfer');
    const { transferEn } = await import('./locales/transfer.en.ts');
    const { transferVi } = await import('./locales/transfer.vi.ts');
    for (const key of Object.values(TransferMessageKey)) {
      expect(transferEn, key).toHaveProperty(key);
      expect(transferVi, key).toHaveProperty(key);
    }
    expect(transferEn.in_transfer_successful).toBe('Transfer successful');
    expect(transferVi.in_transfer_successful).toBe('Chuyển tiền thành công');
  });
});

describe('the deposit bundle', () => {
  it('has the same keys and placeholders in both languages, none empty', async () => {
    const { depositEn } = await import('./locales/deposit.en.ts');
    const { depositVi } = await import('./locales/deposit.vi.ts');
    expect(Object.keys(depositEn).sort()).toEqual(Object.keys(depositVi).sort());
    for (const key of Object.keys(depositVi) as (keyof typeof depositVi)[]) {
      expect(depositVi[key].trim(), key).not.toBe('');
      expect(placeholders(depositEn[key]), key).toEqual(placeholders(depositVi[key]));
    }
  });
});

describe('the house games bundle', () => {
  it('has exactly the same keys and placeholders in Vietnamese and English, none empty', () => {
    expect(Object.keys(providerEn).sort()).toEqual(Object.keys(providerVi).sort());
    for (const key of Object.keys(providerVi) as (keyof typeof providerVi)[]) {
      expect(providerVi[key].trim(), key).not.toBe('');
      expect(providerEn[key].trim(), key).not.toBe('');
      expect(placeholders(providerEn[key]), key).toEqual(placeholders(providerVi[key]));
    }
  });
});

describe('the jackpot fairness bundle', () => {
  it('has the same keys in both languages, none empty, with the same placeholders, none repeated', async () => {
    const { fairnessEn } = await import('./locales/fairness.en.ts');
    const { fairnessVi } = await import('./locales/fairness.vi.ts');
    expect(Object.keys(fairnessEn).sort()).toEqual(Object.keys(fairnessVi).sort());
    for (const key of Object.keys(fairnessVi) as (keyof typeof fairnessVi)[]) {
      expect(fairnessVi[key].trim(), key).not.toBe('');
      expect(placeholders(fairnessEn[key]), key).toEqual(placeholders(fairnessVi[key]));
    }
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(authEn), ...Object.keys(memberEn)]);
    expect(Object.keys(fairnessEn).filter((key) => elsewhere.has(key))).toEqual([]);
  });
});

describe('the video slot bundle', () => {
  it('has exactly the same keys and placeholders in Vietnamese and English, none empty, none repeated', async () => {
    const { slotsEn } = await import('./locales/slots.en.ts');
    const { slotsVi } = await import('./locales/slots.vi.ts');
    expect(Object.keys(slotsEn).sort()).toEqual(Object.keys(slotsVi).sort());
    for (const key of Object.keys(slotsVi) as (keyof typeof slotsVi)[]) {
      expect(slotsVi[key].trim(), key).not.toBe('');
      expect(slotsEn[key].trim(), key).not.toBe('');
      expect(placeholders(slotsEn[key]), key).toEqual(placeholders(slotsVi[key]));
    }
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(authEn), ...Object.keys(providerEn)]);
    expect(Object.keys(slotsEn).filter((key) => elsewhere.has(key))).toEqual([]);
  });
});

describe('the safer-play bundle', () => {
  it('has exactly the same keys and placeholders in Vietnamese and English, none empty, none repeated', async () => {
    const { saferPlayEn } = await import('./locales/safer-play.en.ts');
    const { saferPlayVi } = await import('./locales/safer-play.vi.ts');
    expect(Object.keys(saferPlayEn).sort()).toEqual(Object.keys(saferPlayVi).sort());
    for (const key of Object.keys(saferPlayVi) as (keyof typeof saferPlayVi)[]) {
      expect(saferPlayVi[key].trim(), key).not.toBe('');
      expect(saferPlayEn[key].trim(), key).not.toBe('');
      expect(placeholders(saferPlayEn[key]), key).toEqual(placeholders(saferPlayVi[key]));
    }
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(authEn), ...Object.keys(providerEn)]);
    expect(Object.keys(saferPlayEn).filter((key) => elsewhere.has(key))).toEqual([]);
  });

  it('words every safer-play refusal the server sends', async () => {
    const { SaferPlayMessageKey } = await import('@luckwell/contracts/member/safer-play');
    for (const key of Object.values(SaferPlayMessageKey)) {
      expect(vi, key).toHaveProperty(key);
      expect(en, key).toHaveProperty(key);
    }
    expect(providerEn).toHaveProperty('provider_err_limit_reached');
  });
});

describe('the coming-soon bundle', () => {
  it('has the same keys in both languages, none empty, with the same placeholders, none repeated', async () => {
    const { soonEn } = await import('./locales/soon.en.ts');
    const { soonVi } = await import('./locales/soon.vi.ts');
    expect(Object.keys(soonEn).sort()).toEqual(Object.keys(soonVi).sort());
    for (const key of Object.keys(soonVi) as (keyof typeof soonVi)[]) {
      expect(soonVi[key].trim(), key).not.toBe('');
      expect(placeholders(soonEn[key]), key).toEqual(placeholders(soonVi[key]));
    }
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(authEn), ...Object.keys(memberEn)]);
    expect(Object.keys(soonEn).filter((key) => elsewhere.has(key))).toEqual([]);
  });
});

describe('the agent centre bundle', () => {
  it('has the same keys in both languages, none empty, with the same placeholders, none repeated', async () => {
    const { agentEn } = await import('./locales/agent.en.ts');
    const { agentVi } = await import('./locales/agent.vi.ts');
    expect(Object.keys(agentEn).sort()).toEqual(Object.keys(agentVi).sort());
    for (const key of Object.keys(agentVi) as (keyof typeof agentVi)[]) {
      expect(agentVi[key].trim(), key).not.toBe('');
      expect(placeholders(agentEn[key]), key).toEqual(placeholders(agentVi[key]));
    }
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(authEn), ...Object.keys(memberEn)]);
    expect(Object.keys(agentEn).filter((key) => elsewhere.has(key))).toEqual([]);
  });
});

describe('the promotions bundle', () => {
  it('has the same keys in both languages, none empty, with the same placeholders, none repeated', async () => {
    const { promotionsEn } = await import('./locales/promotions.en.ts');
    const { promotionsVi } = await import('./locales/promotions.vi.ts');
    expect(Object.keys(promotionsEn).sort()).toEqual(Object.keys(promotionsVi).sort());
    for (const key of Object.keys(promotionsVi) as (keyof typeof promotionsVi)[]) {
      expect(promotionsVi[key].trim(), key).not.toBe('');
      expect(promotionsEn[key].trim(), key).not.toBe('');
      expect(placeholders(promotionsEn[key]), key).toEqual(placeholders(promotionsVi[key]));
    }
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(authEn), ...Object.keys(memberEn)]);
    expect(Object.keys(promotionsEn).filter((key) => elsewhere.has(key))).toEqual([]);
  });

  it('words every promotion refusal the server sends on every screen, and the bonus maximum bet in the games', async () => {
    const { PromotionMessageKey } = await import('@luckwell/contracts/member/promotions');
    for (const key of Object.values(PromotionMessageKey)) {
      expect(vi, key).toHaveProperty(key);
      expect(en, key).toHaveProperty(key);
    }
    expect(placeholders(vi.in_promo_wagering_incomplete)).toEqual(['left']);
    expect(providerVi).toHaveProperty('provider_err_bonus_max_bet');
    expect(providerEn).toHaveProperty('provider_err_bonus_max_bet');
  });
});

describe('the points mall bundle', () => {
  it('has the same keys in both languages, none empty, with the same placeholders', async () => {
    const { pointMallEn } = await import('./locales/point-mall.en.ts');
    const { pointMallVi } = await import('./locales/point-mall.vi.ts');
    expect(Object.keys(pointMallEn).sort()).toEqual(Object.keys(pointMallVi).sort());
    for (const key of Object.keys(pointMallVi) as (keyof typeof pointMallVi)[]) {
      expect(pointMallVi[key].trim(), key).not.toBe('');
      expect(pointMallEn[key].trim(), key).not.toBe('');
      expect(placeholders(pointMallEn[key]), key).toEqual(placeholders(pointMallVi[key]));
    }
  });

  it('repeats no key of the other bundles but the payment password refusals, word for word', async () => {
    const { pointMallEn } = await import('./locales/point-mall.en.ts');
    const { pointMallVi } = await import('./locales/point-mall.vi.ts');
    const { withdrawEn } = await import('./locales/withdraw.en.ts');
    const { withdrawVi } = await import('./locales/withdraw.vi.ts');
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(authEn), ...Object.keys(memberEn)]);
    expect(Object.keys(pointMallEn).filter((key) => elsewhere.has(key))).toEqual([]);
    const shared = Object.keys(pointMallEn).filter((key) => key in withdrawEn) as (keyof typeof pointMallEn &
      keyof typeof withdrawEn)[];
    expect(shared.sort()).toEqual([
      'in_cashier_payment_password_locked',
      'in_cashier_payment_password_required',
      'in_cashier_payment_password_wrong',
    ]);
    for (const key of shared) {
      expect(pointMallEn[key]).toBe(withdrawEn[key]);
      expect(pointMallVi[key]).toBe(withdrawVi[key]);
    }
  });
});

describe('red envelopes, the wheel and points', () => {
  it('words every refusal the server sends on every screen', async () => {
    const { RewardMessageKey } = await import('@luckwell/contracts/member/rewards');
    const { PointsMessageKey } = await import('@luckwell/contracts/member/points');
    for (const key of [...Object.values(RewardMessageKey), ...Object.values(PointsMessageKey)]) {
      expect(vi, key).toHaveProperty(key);
      expect(en, key).toHaveProperty(key);
    }
    expect(placeholders(vi.in_points_below_minimum)).toEqual(['min']);
    // Sent with and without params: the general wording has none.
    expect(placeholders(vi.in_points_not_enough)).toEqual([]);
  });

  it('gives the rewards centre its words in the member-centre bundle, apart from the agent centre’s rc_ keys', async () => {
    const rewards = Object.keys(memberVi).filter((key) => key.startsWith('rc_'));
    expect(rewards.length).toBeGreaterThan(40);
    for (const key of rewards) expect(memberEn, key).toHaveProperty(key);
    // The agent centre loads both bundles into one namespace.
    const { agentVi } = await import('./locales/agent.vi.ts');
    expect(rewards.filter((key) => key in agentVi)).toEqual([]);
  });
});

describe('the customer-service chat bundle', () => {
  it('has the same keys in both languages, none empty, with the same placeholders, none repeated', async () => {
    const { supportEn } = await import('./locales/support.en.ts');
    const { supportVi } = await import('./locales/support.vi.ts');
    expect(Object.keys(supportEn).sort()).toEqual(Object.keys(supportVi).sort());
    for (const key of Object.keys(supportVi) as (keyof typeof supportVi)[]) {
      expect(supportVi[key].trim(), key).not.toBe('');
      expect(supportEn[key].trim(), key).not.toBe('');
      expect(placeholders(supportEn[key]), key).toEqual(placeholders(supportVi[key]));
    }
    const elsewhere = new Set([...Object.keys(en), ...Object.keys(authEn), ...Object.keys(memberEn)]);
    // The picture size refusal is the cashier's and the member centre's too, word for word.
    expect(Object.keys(supportEn).filter((key) => elsewhere.has(key))).toEqual(['in_image_max_5mb']);
    expect(supportEn.in_image_max_5mb).toBe(memberEn.in_image_max_5mb);
    expect(supportVi.in_image_max_5mb).toBe(memberVi.in_image_max_5mb);
  });

  it('words every message key of the chat the server sends', async () => {
    const { SupportMessageKey } = await import('@luckwell/contracts/support/chat');
    const { supportEn } = await import('./locales/support.en.ts');
    const { supportVi } = await import('./locales/support.vi.ts');
    for (const key of Object.values(SupportMessageKey)) {
      expect(supportVi, key).toHaveProperty(key);
      expect(supportEn, key).toHaveProperty(key);
    }
  });
});
