/**
 * How the house provider talks to the operator's wallet: the signed seamless protocol (ADR 023),
 * exactly as a third-party vendor does. The transport is either real HTTP (`fetch` to the
 * operator's base URL) or, in tests that never listen on a port, Fastify's `inject` — the same
 * bytes, signature and routes either way (docs/decisions/031-house-game-provider.md).
 */
import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER, type TSeamlessResponse } from '@luckwell/contracts/games/seamless';
import type { FastifyInstance } from 'fastify';
import { signBody } from '../seamless/signature.ts';

/** Sends one signed call; throws when the operator cannot be reached (the outcome is unknown). */
export type OperatorTransport = (
  vendor: string,
  action: string,
  rawBody: string,
  signature: string,
) => Promise<TSeamlessResponse>;

const TIMEOUT_MS = 10_000;

export const httpTransport =
  (baseUrl: () => string): OperatorTransport =>
  async (vendor, action, rawBody, signature) => {
    const response = await fetch(`${baseUrl().replace(/\/+$/, '')}/seamless/${vendor}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body: rawBody,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status >= 500) throw new Error(`operator answered ${response.status}`);
    return (await response.json()) as TSeamlessResponse;
  };

export const injectTransport =
  (app: () => FastifyInstance): OperatorTransport =>
  async (vendor, action, rawBody, signature) => {
    const response = await app().inject({
      method: 'POST',
      url: `/seamless/${vendor}/${action}`,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: rawBody,
    });
    if (response.statusCode >= 500) throw new Error(`operator answered ${response.statusCode}`);
    return response.json() as TSeamlessResponse;
  };

export type MoneyCall = {
  vendor: string;
  token: string;
  transactionId: string;
  roundId: string;
  amount: string;
  currency: string;
};

/**
 * The signing secret of a vendor the provider plays as (the operator holds the same per brand): one
 * for its own vendors, and, as the demo game aggregator (ADR 045), each third-party vendor's own.
 * Undefined: the provider does not play for that vendor.
 */
export type SecretOf = (vendor: string) => string | undefined;

export const createOperatorClient = ({
  transport,
  secret,
}: {
  transport: OperatorTransport;
  /** One secret for every vendor, or the secret of each vendor. */
  secret: string | SecretOf;
}) => {
  const secretOf: SecretOf = typeof secret === 'string' ? () => secret : secret;
  const call = async (vendor: string, action: string, body: object) => {
    const key = secretOf(vendor);
    // No secret: the call could only be refused; as unreachable, so a money call's fate stays unknown.
    if (!key) throw new Error(`provider: no signing secret for vendor ${vendor}`);
    const rawBody = JSON.stringify({ requestId: randomUUID(), ...body });
    return transport(vendor, action, rawBody, signBody(key, rawBody));
  };
  return {
    authenticate: (vendor: string, launchToken: string) => call(vendor, 'authenticate', { launchToken }),
    balance: (vendor: string, token: string) => call(vendor, 'balance', { token }),
    debit: ({ vendor, ...body }: MoneyCall) => call(vendor, 'debit', body),
    credit: ({ vendor, ...body }: MoneyCall & { referenceTransactionId: string }) =>
      call(vendor, 'credit', { ...body, roundClosed: true }),
    rollback: ({
      vendor,
      token,
      transactionId,
      referenceTransactionId,
      roundId,
    }: Omit<MoneyCall, 'amount' | 'currency'> & { referenceTransactionId: string }) =>
      call(vendor, 'rollback', { token, transactionId, referenceTransactionId, roundId }),
    /** Many closing credits of one brand in one call, answered item by item (ADR 091). */
    creditBatch: (
      vendor: string,
      credits: (Omit<MoneyCall, 'vendor'> & { referenceTransactionId: string })[],
    ) =>
      call(vendor, 'creditBatch', { credits: credits.map((credit) => ({ ...credit, roundClosed: true })) }),
    /** A settled round's corrected total payout (ADR 090). */
    resettle: ({ vendor, ...body }: MoneyCall) => call(vendor, 'resettle', body),
  };
};

export type OperatorClient = ReturnType<typeof createOperatorClient>;
