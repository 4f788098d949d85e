/**
 * Platform information and feedback (issue 15, ADR 048). A message is stored once for its audience
 * (brand, every agent, an agent's team, one member); a member's inbox is every message of their brand
 * addressed to the brand, to them, to the team of an agent above them or, for an agent, to the
 * agents, less those they removed. Reading and removing write one `member_message_states` row for
 * that member. The agent centre lists the messages to the agents (`agentAnnouncement`, issue 16).
 *
 * Every change publishes a live event after its commit (ADR 046): `message` when a message arrives
 * (to the member, or to the whole brand for brand and team messages, whose clients re-read their
 * count), `unread` with the new count when the member reads or removes one, so their other tabs and
 * devices follow.
 */

import type {
  TAdminFeedback,
  TAdminFeedbackPage,
  TAdminMessage,
  TAdminMessagePage,
  TComposeMessageRequest,
} from '@luckwell/contracts/admin/messages';
import type { TAgentAnnouncements } from '@luckwell/contracts/agent/agent-announcements';
import { MessageKey } from '@luckwell/contracts/envelope';
import { isAgentType } from '@luckwell/contracts/member/member-info';
import {
  FEEDBACK_WINDOW_SECONDS,
  MessagesMessageKey,
  type TFeedback,
  type TFeedbackQuestionType,
  type TFeedbackRequest,
  type TFeedbackStatus,
  type TInboxPage,
  type TMessageAudience,
  type TMessageCategory,
} from '@luckwell/contracts/member/messages';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { Actor, createAuditService } from '../admin/audit.service.ts';
import { members } from '../members/member.table.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { memberFeedback, memberMessageStates, memberMessages } from './message.table.ts';

type Options = {
  db: Database;
  events: Pick<EventBus, 'publish'>;
  limiter: RateLimiter;
  audit: ReturnType<typeof createAuditService>;
  /** Whether the member is in a time-out or self-exclusion: they get no offers meanwhile (ADR 051). */
  isExcluded?: (memberId: number) => Promise<boolean>;
};

/** Who reads: an agent (types 1, 2, 41, 42) also gets the messages to the agents. */
type Reader = { id: number; merchantId: number; agent?: boolean };

/** How a feedback's answer is titled in the inbox: its first words, quoted. */
const REPLY_TITLE_CHARS = 60;

const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

export const createMessagesService = ({ db, events, limiter, audit, isExcluded }: Options) => {
  const memberRows = createMembersRepository(db);
  /** The agents above the reader: a team message of any of them reaches them. */
  const uplineOf = (reader: Reader) => memberRows.uplineIds(reader.id);

  /**
   * The messages of `reader`'s inbox, before removals: theirs, their brand's, their uplines' teams';
   * while they are excluded from play, no offers (ADR 051).
   */
  const addressedTo = async (reader: Reader): Promise<SQL> => {
    const upline = await uplineOf(reader);
    const team =
      upline.length > 0
        ? sql` or (${memberMessages.audience} = 'team' and ${inArray(memberMessages.targetMemberId, upline)})`
        : sql``;
    const offers = (await isExcluded?.(reader.id))
      ? sql` and ${memberMessages.category} <> 'promotion'`
      : sql``;
    const agents = reader.agent ? sql` or ${memberMessages.audience} = 'agents'` : sql``;
    return sql`${memberMessages.merchantId} = ${reader.merchantId} and (
      ${memberMessages.audience} = 'brand'
      or (${memberMessages.audience} = 'member' and ${memberMessages.targetMemberId} = ${reader.id})${team}${agents})${offers}`;
  };

  const stateJoin = (reader: Reader) =>
    and(eq(memberMessageStates.messageId, memberMessages.id), eq(memberMessageStates.memberId, reader.id));

  const unreadCount = async (reader: Reader): Promise<number> => {
    const addressed = await addressedTo(reader);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(memberMessages)
      .leftJoin(memberMessageStates, stateJoin(reader))
      .where(
        sql`${addressed} and ${memberMessageStates.readAt} is null and ${memberMessageStates.deletedAt} is null`,
      );
    return Number(row?.count ?? 0);
  };

  const inbox = async (
    reader: Reader,
    query: { page: number; size: number; unread?: boolean },
  ): Promise<TInboxPage> => {
    const addressed = await addressedTo(reader);
    const visible = sql`${addressed} and ${memberMessageStates.deletedAt} is null${
      query.unread ? sql` and ${memberMessageStates.readAt} is null` : sql``
    }`;
    const [counted] = await db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`count(*) filter (where ${memberMessageStates.readAt} is null)::int`,
      })
      .from(memberMessages)
      .leftJoin(memberMessageStates, stateJoin(reader))
      .where(visible);
    const rows = await db
      .select({ message: memberMessages, readAt: memberMessageStates.readAt })
      .from(memberMessages)
      .leftJoin(memberMessageStates, stateJoin(reader))
      .where(visible)
      .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const total = Number(counted?.total ?? 0);
    return {
      list: rows.map(({ message, readAt }) => ({
        id: message.id,
        category: message.category as TMessageCategory,
        title: message.title,
        body: message.body,
        sentAt: message.createdAt.toISOString(),
        read: readAt !== null,
      })),
      page: query.page,
      size: query.size,
      total,
      totalPages: pageCount(total, query.size),
      unread: query.unread ? total : Number(counted?.unread ?? 0),
    };
  };

  /** The message if it is in the reader's inbox (not removed); otherwise 404, never another's. */
  const inboxMessage = async (reader: Reader, id: number) => {
    const addressed = await addressedTo(reader);
    const [found] = await db
      .select({ id: memberMessages.id })
      .from(memberMessages)
      .leftJoin(memberMessageStates, stateJoin(reader))
      .where(sql`${memberMessages.id} = ${id} and ${addressed} and ${memberMessageStates.deletedAt} is null`);
    if (!found) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
  };

  /** Counts once, tells the member's other tabs and devices, and answers the count. */
  const publishUnread = async (reader: Reader) => {
    const count = await unreadCount(reader);
    await events.publish({
      merchantId: reader.merchantId,
      memberId: reader.id,
      type: 'unread',
      data: { count },
    });
    return { unread: count };
  };

  /** Marks read (idempotent: the first reading's time stays). */
  const markRead = async (reader: Reader, id: number) => {
    await inboxMessage(reader, id);
    await db
      .insert(memberMessageStates)
      .values({ messageId: id, memberId: reader.id, readAt: new Date() })
      .onConflictDoUpdate({
        target: [memberMessageStates.messageId, memberMessageStates.memberId],
        set: { readAt: sql`coalesce(${memberMessageStates.readAt}, excluded.read_at)` },
      });
    return publishUnread(reader);
  };

  const markAllRead = async (reader: Reader) => {
    const addressed = await addressedTo(reader);
    await db.execute(sql`
      insert into ${memberMessageStates} (message_id, member_id, read_at)
      select ${memberMessages.id}, ${reader.id}, now() from ${memberMessages}
      where ${addressed}
      on conflict (message_id, member_id) do update
        set read_at = coalesce(${memberMessageStates.readAt}, excluded.read_at)`);
    return publishUnread(reader);
  };

  /** Removes from the inbox (the message stays for everyone else and in the back office). */
  const remove = async (reader: Reader, id: number) => {
    await inboxMessage(reader, id);
    await db
      .insert(memberMessageStates)
      .values({ messageId: id, memberId: reader.id, deletedAt: new Date() })
      .onConflictDoUpdate({
        target: [memberMessageStates.messageId, memberMessageStates.memberId],
        set: { deletedAt: sql`coalesce(${memberMessageStates.deletedAt}, excluded.deleted_at)` },
      });
    return publishUnread(reader);
  };

  const announce = async (message: {
    merchantId: number;
    audience: string;
    targetMemberId: number | null;
    id: number;
  }) => {
    await events.publish({
      merchantId: message.merchantId,
      memberId: message.audience === 'member' ? message.targetMemberId : null,
      type: 'message',
      data: { id: message.id },
    });
  };

  // ---- the agent centre ----

  /** The messages to every agent of the brand, newest first (the route lets agents only in). */
  const agentAnnouncements = async (
    merchantId: number,
    query: { page: number; size: number },
  ): Promise<TAgentAnnouncements> => {
    const toAgents = and(eq(memberMessages.merchantId, merchantId), eq(memberMessages.audience, 'agents'));
    const [[counted], rows] = await Promise.all([
      db.select({ total: sql<number>`count(*)::int` }).from(memberMessages).where(toAgents),
      db
        .select()
        .from(memberMessages)
        .where(toAgents)
        .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
    ]);
    const total = Number(counted?.total ?? 0);
    return {
      list: rows.map((message) => ({
        id: message.id,
        category: message.category as TMessageCategory,
        title: message.title,
        body: message.body,
        sentAt: message.createdAt.toISOString(),
      })),
      page: query.page,
      size: query.size,
      total,
      totalPages: pageCount(total, query.size),
    };
  };

  // ---- feedback (member) ----

  const toFeedback = (row: typeof memberFeedback.$inferSelect): TFeedback => ({
    id: row.id,
    questionType: row.questionType as TFeedbackQuestionType,
    content: row.content,
    contact: row.contact,
    status: row.status as TFeedbackStatus,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  });

  /** One feedback a minute per member, counted in the database so every server agrees. */
  const sendFeedback = async (reader: Reader, input: TFeedbackRequest): Promise<TFeedback> => {
    const held = await limiter.hit(`feedback:${reader.id}`, {
      max: 1,
      windowSeconds: FEEDBACK_WINDOW_SECONDS,
    });
    if (!held.allowed) {
      throw new AppError(429, 'RATE_LIMITED', MessagesMessageKey.feedbackTooSoon, 'body.content').with({
        retryAfterSeconds: held.retryAfterSeconds,
        params: { seconds: held.retryAfterSeconds },
      });
    }
    const [row] = await db
      .insert(memberFeedback)
      .values({
        merchantId: reader.merchantId,
        memberId: reader.id,
        questionType: input.questionType,
        content: input.content,
        contact: input.contact ?? '',
      })
      .returning();
    if (!row) throw new Error('feedback insert returned no row');
    return toFeedback(row);
  };

  const feedbackOf = async (reader: Reader): Promise<TFeedback[]> =>
    (
      await db
        .select()
        .from(memberFeedback)
        .where(eq(memberFeedback.memberId, reader.id))
        .orderBy(desc(memberFeedback.createdAt), desc(memberFeedback.id))
        .limit(50)
    ).map(toFeedback);

  // ---- back office ----

  const recipientOf = async (merchantId: number, audience: TMessageAudience, account: string | undefined) => {
    if (audience === 'brand' || audience === 'agents') return null;
    if (!account) throw new AppError(400, 'VALIDATION_FAILED', MessageKey.validation, 'body.account');
    const [found] = await db
      .select({ id: members.id, type: members.type })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), sql`lower(${members.account}) = lower(${account})`));
    if (!found) throw new AppError(404, 'NOT_FOUND', MessageKey.accountNotFound, 'body.account');
    return found.id;
  };

  const adminMessageRow = async (id: number): Promise<TAdminMessage> => {
    const [row] = await adminMessages(sql`${memberMessages.id} = ${id}`, 1, 0);
    if (!row) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
    return row;
  };

  const adminMessages = async (where: SQL, limit: number, offset: number): Promise<TAdminMessage[]> => {
    const target = sql`(select account from ${members} t where t.id = ${memberMessages.targetMemberId})`;
    const rows = await db
      .select({
        message: memberMessages,
        merchantCode: merchants.code,
        account: sql<string | null>`${target}`,
        reads: sql<number>`(select count(*)::int from ${memberMessageStates} s where s.message_id = ${memberMessages.id} and s.read_at is not null)`,
      })
      .from(memberMessages)
      .innerJoin(merchants, eq(merchants.id, memberMessages.merchantId))
      .where(where)
      .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ message, merchantCode, account, reads }) => ({
      id: message.id,
      merchantId: message.merchantId,
      merchantCode,
      audience: message.audience as TMessageAudience,
      account,
      category: message.category as TMessageCategory,
      title: message.title,
      body: message.body,
      sentBy: message.sentByName,
      sentAt: message.createdAt.toISOString(),
      reads: Number(reads),
    }));
  };

  const compose = async (actor: Actor, input: TComposeMessageRequest): Promise<TAdminMessage> => {
    const [merchant] = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.id, input.merchantId));
    if (!merchant) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'body.merchantId');
    const targetMemberId = await recipientOf(input.merchantId, input.audience, input.account);
    const created = await audit.transaction(async (tx) => {
      const [row] = await tx
        .insert(memberMessages)
        .values({
          merchantId: input.merchantId,
          audience: input.audience,
          targetMemberId,
          category: input.category ?? 'notice',
          title: input.title,
          body: input.body,
          sentByOperatorId: actor.operatorId,
          sentByName: actor.operatorName,
        })
        .returning();
      if (!row) throw new Error('message insert returned no row');
      await audit.record(tx, actor, {
        action: 'message.send',
        target: { type: 'message', id: row.id },
        merchantId: row.merchantId,
        after: {
          audience: row.audience,
          account: input.account ?? null,
          category: row.category,
          title: row.title,
        },
      });
      return row;
    });
    await announce(created);
    return adminMessageRow(created.id);
  };

  const sentMessages = async (query: {
    merchantId?: number;
    memberId?: number;
    page: number;
    pageSize: number;
  }): Promise<TAdminMessagePage> => {
    let where: SQL = sql`true`;
    if (query.merchantId) where = sql`${where} and ${memberMessages.merchantId} = ${query.merchantId}`;
    if (query.memberId) {
      const [member] = await db
        .select({ id: members.id, merchantId: members.merchantId, type: members.type })
        .from(members)
        .where(eq(members.id, query.memberId));
      if (!member) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'query.memberId');
      const reader = { id: member.id, merchantId: member.merchantId, agent: isAgentType(member.type) };
      where = sql`${where} and ${await addressedTo(reader)}`;
    }
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(memberMessages)
      .where(where);
    const total = Number(counted?.total ?? 0);
    return {
      content: await adminMessages(where, query.pageSize, (query.page - 1) * query.pageSize),
      pageNum: query.page,
      totalPages: pageCount(total, query.pageSize),
      total,
    };
  };

  const adminFeedbackRows = async (
    where: SQL | undefined,
    limit: number,
    offset: number,
  ): Promise<TAdminFeedback[]> => {
    const rows = await db
      .select({ feedback: memberFeedback, merchantCode: merchants.code, account: members.account })
      .from(memberFeedback)
      .innerJoin(merchants, eq(merchants.id, memberFeedback.merchantId))
      .innerJoin(members, eq(members.id, memberFeedback.memberId))
      .where(where)
      .orderBy(desc(memberFeedback.createdAt), desc(memberFeedback.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ feedback, merchantCode, account }) => ({
      ...toFeedback(feedback),
      merchantId: feedback.merchantId,
      merchantCode,
      memberId: feedback.memberId,
      account,
      repliedBy: feedback.repliedByName,
    }));
  };

  const feedbackDesk = async (query: {
    status?: TFeedbackStatus;
    page: number;
    pageSize: number;
  }): Promise<TAdminFeedbackPage> => {
    const where = query.status ? eq(memberFeedback.status, query.status) : undefined;
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(memberFeedback)
      .where(where);
    const total = Number(counted?.total ?? 0);
    return {
      content: await adminFeedbackRows(where, query.pageSize, (query.page - 1) * query.pageSize),
      pageNum: query.page,
      totalPages: pageCount(total, query.pageSize),
      total,
    };
  };

  /** Locks an open feedback for its answer; a closed or answered one is a conflict, not a second answer. */
  const lockOpenFeedback = async (tx: Database, id: number) => {
    const [row] = await tx.select().from(memberFeedback).where(eq(memberFeedback.id, id)).for('update');
    if (!row) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
    if (row.status !== 'open')
      throw new AppError(409, 'FEEDBACK_NOT_OPEN', MessagesMessageKey.feedbackNotOpen, 'params.id');
    return row;
  };

  const replyToFeedback = async (actor: Actor, id: number, reply: string): Promise<TAdminFeedback> => {
    const answer = await audit.transaction(async (tx) => {
      const feedback = await lockOpenFeedback(tx, id);
      await tx
        .update(memberFeedback)
        .set({
          status: 'replied',
          reply,
          repliedAt: new Date(),
          repliedByOperatorId: actor.operatorId,
          repliedByName: actor.operatorName,
        })
        .where(eq(memberFeedback.id, id));
      const quoted =
        feedback.content.length > REPLY_TITLE_CHARS
          ? `${feedback.content.slice(0, REPLY_TITLE_CHARS).trimEnd()}…`
          : feedback.content;
      const [message] = await tx
        .insert(memberMessages)
        .values({
          merchantId: feedback.merchantId,
          audience: 'member',
          targetMemberId: feedback.memberId,
          category: 'feedback',
          title: `“${quoted}”`,
          body: reply,
          sentByOperatorId: actor.operatorId,
          sentByName: actor.operatorName,
          feedbackId: feedback.id,
        })
        .returning();
      if (!message) throw new Error('message insert returned no row');
      await audit.record(tx, actor, {
        action: 'feedback.reply',
        target: { type: 'feedback', id },
        merchantId: feedback.merchantId,
        before: { status: feedback.status },
        after: { status: 'replied', messageId: message.id },
      });
      return message;
    });
    await announce(answer);
    const [row] = await adminFeedbackRows(eq(memberFeedback.id, id), 1, 0);
    if (!row) throw new Error('answered feedback vanished');
    return row;
  };

  const closeFeedback = async (actor: Actor, id: number): Promise<TAdminFeedback> => {
    await audit.transaction(async (tx) => {
      const feedback = await lockOpenFeedback(tx, id);
      await tx.update(memberFeedback).set({ status: 'closed' }).where(eq(memberFeedback.id, id));
      await audit.record(tx, actor, {
        action: 'feedback.close',
        target: { type: 'feedback', id },
        merchantId: feedback.merchantId,
        before: { status: feedback.status },
        after: { status: 'closed' },
      });
    });
    const [row] = await adminFeedbackRows(eq(memberFeedback.id, id), 1, 0);
    if (!row) throw new Error('closed feedback vanished');
    return row;
  };

  return {
    unreadCount,
    inbox,
    markRead,
    markAllRead,
    remove,
    sendFeedback,
    feedbackOf,
    agentAnnouncements,
    compose,
    sentMessages,
    feedbackDesk,
    replyToFeedback,
    closeFeedback,
  };
};

export type MessagesService = ReturnType<typeof createMessagesService>;
