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

export const createOperatorClient = ({
  transport,
  secret,
}: {
  transport: OperatorTransport;
  /** The provider's signing secret for its vendors (the operator holds the same per brand). */
  secret: string;
}) => {
  const call = (vendor: string, action: string, body: object) => {
    const rawBody = JSON.stringify({ requestId: randomUUID(), ...body });
    return transport(vendor, action, rawBody, signBody(secret, rawBody));
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
  };
};

export type OperatorClient = ReturnType<typeof createOperatorClient>;
