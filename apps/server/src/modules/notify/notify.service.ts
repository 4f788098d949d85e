/**
 * Sends SMS and email through provider adapters, and records every message sent. Outside
 * production the record is the dev inbox (`/dev/inbox`), so every flow with a code or a mailed
 * password can be completed on a machine with no gateway at all.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { outboundMessages } from './outbound-message.table.ts';

export type Channel = 'sms' | 'email';
export type Message = { merchantId: number; channel: Channel; to: string; subject?: string; body: string };

/** A provider adapter: delivers one message, answers its own id if it gives one. */
export type Provider = { name: string; deliver: (message: Message) => Promise<string | null> };

/** Real SMTP delivery (nodemailer). */
export const smtpProvider = (url: string, from: string): Provider => {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    deliver: async (message) => {
      const sent = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.body,
      });
      return sent.messageId ?? null;
    },
  };
};

/** A JSON-over-HTTPS SMS gateway: POST { to, text } with an optional bearer token. */
export const webhookSmsProvider = (url: string, token?: string): Provider => ({
  name: 'sms-webhook',
  deliver: async (message) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to: message.to, text: message.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    const answer = (await response.json().catch(() => null)) as { id?: unknown } | null;
    return typeof answer?.id === 'string' ? answer.id : null;
  },
});

/** Keeps the message only in the database: the dev inbox. */
export const devInboxProvider: Provider = { name: 'dev-inbox', deliver: async () => null };

type Deps = {
  db: Database;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'SMS_WEBHOOK_URL' | 'SMS_WEBHOOK_TOKEN'>;
};

export const createNotifyService = ({ db, config }: Deps) => {
  const providers: Record<Channel, Provider> = {
    email: config.SMTP_URL ? smtpProvider(config.SMTP_URL, config.MAIL_FROM) : devInboxProvider,
    sms: config.SMS_WEBHOOK_URL
      ? webhookSmsProvider(config.SMS_WEBHOOK_URL, config.SMS_WEBHOOK_TOKEN)
      : devInboxProvider,
  };

  const send = async (message: Message) => {
    const provider = providers[message.channel];
    const providerId = await provider.deliver(message);
    await db.insert(outboundMessages).values({
      merchantId: message.merchantId,
      channel: message.channel,
      to: message.to,
      subject: message.subject ?? null,
      body: message.body,
      provider: provider.name,
      providerId,
    });
  };

  /** Newest first: the dev inbox. */
  const inbox = async (filter: { merchantId?: number; to?: string; channel?: Channel; limit?: number }) => {
    const where: SQL[] = [];
    if (filter.merchantId !== undefined) where.push(eq(outboundMessages.merchantId, filter.merchantId));
    if (filter.to) where.push(eq(outboundMessages.to, filter.to));
    if (filter.channel) where.push(eq(outboundMessages.channel, filter.channel));
    const rows = await db
      .select()
      .from(outboundMessages)
      .where(and(...where))
      .orderBy(desc(outboundMessages.id))
      .limit(filter.limit ?? 50);
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel === 'sms' ? ('sms' as const) : ('email' as const),
      to: row.to,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  };

  return { send, inbox };
};

export type NotifyService = ReturnType<typeof createNotifyService>;
