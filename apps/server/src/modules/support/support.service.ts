/**
 * Live support (issue 19, ADR 078): a member or a visitor talks to the brand's support desk in real
 * time. Conversations and their lines live in PostgreSQL, so a conversation survives a restart and
 * any server can answer any call; every change is published on the live-event bus (NOTIFY) to the
 * conversation's topic and the desk's, which every server hands to the streams it holds.
 *
 * A customer is a signed-in member, or a visitor known by the hash of the chat token they were given.
 * The desk: an operator claims a waiting conversation, writes in it (only the holder writes),
 * transfers it to a colleague or closes it with a reason. Typing is a live event only; read
 * receipts are the newest line each side has read. Canned replies and office hours are audited.
 */
import { createHash, randomBytes } from 'node:crypto';
import { can, type TOperatorRole } from '@luckwell/contracts/admin/operator';
import type {
  TCannedReply,
  TSupportConversationSummary,
  TSupportMemberProfile,
} from '@luckwell/contracts/admin/support';
import { MessageKey } from '@luckwell/contracts/envelope';
import { fromMinorUnits } from '@luckwell/contracts/money';
import {
  CHAT_MESSAGE_MAX,
  SupportMessageKey,
  type TChatConversation,
  type TChatMessage,
  type TChatModel,
  type TChatState,
  type TConversationStatus,
  type TOfficeHours,
} from '@luckwell/contracts/support/chat';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import { operators } from '../admin/operator.table.ts';
import type { BalancePort } from '../auth/member-profile.ts';
import { members } from '../members/member.table.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { memberVip } from '../vip/vip.table.ts';
import { createWalletStatement } from '../wallet/wallet-statement.ts';
import {
  supportCannedReplies,
  supportConversations,
  supportMessages,
  supportSettings,
} from './support.table.ts';
import { chatImageUrl, type SupportImages } from './support-images.ts';

export const SUPPORT_DESK_TOPIC = 'support:desk';
export const conversationTopic = (id: number) => `support:conversation:${id}`;

/** A brand that set no hours answers around the clock. */
export const ALWAYS_OPEN: TOfficeHours = {
  days: [1, 2, 3, 4, 5, 6, 7],
  from: '00:00',
  to: '24:00',
  utcOffset: '+07:00',
};

/** Whether `hours` hold at `at`: the day and time in the brand's offset. */
export const isWithinHours = (hours: TOfficeHours, at: Date) => {
  const sign = hours.utcOffset.startsWith('-') ? -1 : 1;
  const [offsetHours = 0, offsetMinutes = 0] = hours.utcOffset.slice(1).split(':').map(Number);
  const local = new Date(at.getTime() + sign * (offsetHours * 60 + offsetMinutes) * 60_000);
  const day = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  // A time field cannot say 24:00: "until 23:59" is until the end of the day.
  const end = hours.to === '23:59' ? '24:00' : hours.to;
  return hours.days.includes(day) && time >= hours.from && time < end;
};

export type Customer =
  | { kind: 'member'; merchantId: number; memberId: number }
  | { kind: 'visitor'; merchantId: number; tokenHash: string };

export type DeskOperator = { id: number; name: string; role: string };

type ConversationRow = typeof supportConversations.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;

export const hashChatToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Visitors: new conversations per address, and every customer's lines per conversation. */
const VISITOR_STARTS = { max: 5, windowSeconds: 3_600 };
const CUSTOMER_LINES = { max: 20, windowSeconds: 60 };

const notFound = () => new AppError(404, 'SUPPORT_NOT_FOUND', SupportMessageKey.notFound);
const closedError = () => new AppError(409, 'SUPPORT_CLOSED', SupportMessageKey.closed);

/** Code points, not UTF-16 units: an emoji is one character to the writer. */
const lengthOf = (text: string) => [...text].length;

export const createSupportService = ({
  db,
  audit,
  events,
  images,
  limiter,
  wallet,
  now = () => new Date(),
}: {
  db: Database;
  audit: AuditService;
  events: EventBus;
  images: SupportImages;
  limiter: RateLimiter;
  wallet?: BalancePort | undefined;
  now?: () => Date;
}) => {
  const statement = createWalletStatement(db);

  const publish = async (
    conversation: Pick<ConversationRow, 'id' | 'merchantId'>,
    type: 'message' | 'typing' | 'read' | 'conversation',
    data: Record<string, unknown>,
    to: 'both' | 'desk' | 'customer' = 'both',
  ) => {
    const topics = [
      ...(to === 'customer' ? [] : [SUPPORT_DESK_TOPIC]),
      ...(to === 'desk' ? [] : [conversationTopic(conversation.id)]),
    ];
    await events.publish({
      merchantId: conversation.merchantId,
      memberId: null,
      type,
      data: { conversationId: conversation.id, ...data },
      topics,
    });
  };

  const hoursOf = async (merchantId: number, executor: Database = db): Promise<TOfficeHours> => {
    const [row] = await executor
      .select()
      .from(supportSettings)
      .where(eq(supportSettings.merchantId, merchantId));
    return row?.hours ?? ALWAYS_OPEN;
  };

  const operatorNames = async (ids: (number | null)[]) => {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: operators.id, name: operators.displayName })
      .from(operators)
      .where(inArray(operators.id, wanted));
    return new Map(rows.map((row) => [row.id, row.name]));
  };

  const toMessage = (row: MessageRow, names: Map<number, string>): TChatMessage => ({
    id: row.id,
    sender: row.sender as TChatMessage['sender'],
    senderName: row.operatorId === null ? null : (names.get(row.operatorId) ?? null),
    body: row.body,
    image:
      row.imageKey && row.imageWidth && row.imageHeight
        ? { url: chatImageUrl(row.imageKey, row.imageWidth), width: row.imageWidth, height: row.imageHeight }
        : null,
    event: row.event,
    createdAt: row.createdAt.toISOString(),
  });

  const linesOf = async (conversationId: number) => {
    const rows = await db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, conversationId))
      .orderBy(asc(supportMessages.id));
    const names = await operatorNames(rows.map((row) => row.operatorId));
    return rows.map((row) => toMessage(row, names));
  };

  const toConversation = (row: ConversationRow, operatorName: string | null): TChatConversation => ({
    id: row.id,
    status: row.status as TConversationStatus,
    operatorName,
    outOfHours: row.outOfHours,
    readByDeskUpTo: row.deskReadUpTo,
    closeReason: row.closeReason,
    createdAt: row.createdAt.toISOString(),
  });

  /** The customer's conversation: the one not closed, else their newest. */
  const conversationOf = async (customer: Customer, executor: Database = db) => {
    const who =
      customer.kind === 'member'
        ? eq(supportConversations.memberId, customer.memberId)
        : eq(supportConversations.visitorTokenHash, customer.tokenHash);
    const [row] = await executor
      .select()
      .from(supportConversations)
      .where(and(eq(supportConversations.merchantId, customer.merchantId), who))
      .orderBy(sql`${supportConversations.status} = 'closed'`, desc(supportConversations.id))
      .limit(1);
    return row;
  };

  const stateOf = async (row: ConversationRow | undefined): Promise<TChatState> => {
    if (!row) return { conversation: null, messages: [] };
    const names = await operatorNames([row.operatorId]);
    return {
      conversation: toConversation(row, row.operatorId === null ? null : (names.get(row.operatorId) ?? null)),
      messages: await linesOf(row.id),
    };
  };

  /** Writes one line and moves the conversation's clock; answers the line's row. */
  const addLine = async (
    tx: Database,
    conversationId: number,
    line: Omit<typeof supportMessages.$inferInsert, 'conversationId'>,
  ) => {
    const [row] = await tx
      .insert(supportMessages)
      .values({ ...line, conversationId })
      .returning();
    if (!row) throw new Error('support: a line was not written');
    await tx
      .update(supportConversations)
      .set({ lastMessageAt: row.createdAt })
      .where(eq(supportConversations.id, conversationId));
    return row;
  };

  /** Text and picture of a line, checked: something to say, not over the limit, a real png/jpg. */
  const lineContent = async (input: { body: string; image: string | null }, field: string) => {
    const body = input.body.trim();
    if (lengthOf(body) > CHAT_MESSAGE_MAX) {
      throw new AppError(400, 'SUPPORT_TOO_LONG', SupportMessageKey.tooLong, field).with({
        params: { max: CHAT_MESSAGE_MAX },
      });
    }
    if (!body && !input.image) throw new AppError(400, 'SUPPORT_EMPTY', SupportMessageKey.empty, field);
    const image = input.image ? await images.store(input.image) : null;
    return {
      body,
      imageKey: image?.key ?? null,
      imageWidth: image?.width ?? null,
      imageHeight: image?.height ?? null,
    };
  };

  const limitCustomer = async (
    key: string,
    limit: { max: number; windowSeconds: number },
    field?: string,
  ) => {
    const held = await limiter.hit(key, limit);
    if (!held.allowed) {
      throw new AppError(429, 'RATE_LIMITED', MessageKey.rateLimited, field).with({
        retryAfterSeconds: held.retryAfterSeconds,
        params: { seconds: held.retryAfterSeconds },
      });
    }
  };

  // ── The customer's side ──────────────────────────────────────────────────────────────────────

  const models = async (merchant: Merchant): Promise<TChatModel[]> => {
    const hours = await hoursOf(merchant.id);
    return [{ modelId: 'live', nameKey: 'in_support_live_chat', online: isWithinHours(hours, now()), hours }];
  };

  /** Where the chat opens: a brand's external desk (an https address it configured), else the site's own. */
  const launch = (merchant: Merchant, modelId: string) => {
    if (modelId !== 'live') {
      throw new AppError(404, 'SUPPORT_MODEL_NOT_FOUND', SupportMessageKey.modelNotFound, 'body.modelId');
    }
    return {
      chatUrl: /^https:\/\//.test(merchant.customerServiceUrl) ? merchant.customerServiceUrl : '/chat',
    };
  };

  const state = async (customer: Customer | undefined) =>
    customer ? stateOf(await conversationOf(customer)) : stateOf(undefined);

  /**
   * Starts a conversation (a member's open one is resumed). A visitor names themselves and a
   * contact; out of hours the first line is required and the desk answers when it opens.
   */
  const start = async (
    merchant: Merchant,
    member: { id: number } | undefined,
    input: { name?: string | undefined; contact?: string | undefined; message?: string | undefined },
    { language, ip }: { language: string; ip: string },
  ): Promise<TChatState & { chatToken: string | null }> => {
    const message = input.message?.trim() ?? '';
    if (lengthOf(message) > CHAT_MESSAGE_MAX) {
      throw new AppError(400, 'SUPPORT_TOO_LONG', SupportMessageKey.tooLong, 'body.message').with({
        params: { max: CHAT_MESSAGE_MAX },
      });
    }
    if (member) {
      const open = await conversationOf({ kind: 'member', merchantId: merchant.id, memberId: member.id });
      if (open && open.status !== 'closed') {
        if (message)
          await send(
            { kind: 'member', merchantId: merchant.id, memberId: member.id },
            { body: message, image: null },
          );
        return {
          ...(await stateOf(
            await conversationOf({ kind: 'member', merchantId: merchant.id, memberId: member.id }),
          )),
          chatToken: null,
        };
      }
    } else {
      const name = input.name?.trim() ?? '';
      const contact = input.contact?.trim() ?? '';
      if (!name || !contact) {
        throw new AppError(
          400,
          'SUPPORT_VISITOR_DETAILS',
          SupportMessageKey.visitorDetails,
          name ? 'body.contact' : 'body.name',
        );
      }
      await limitCustomer(`support:start:${merchant.id}:${ip}`, VISITOR_STARTS);
    }
    const online = isWithinHours(await hoursOf(merchant.id), now());
    if (!online && !message)
      throw new AppError(400, 'SUPPORT_EMPTY', SupportMessageKey.empty, 'body.message');
    const chatToken = member ? null : randomBytes(24).toString('base64url');
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(supportConversations)
        .values({
          merchantId: merchant.id,
          memberId: member?.id ?? null,
          visitorName: member ? null : (input.name?.trim() ?? null),
          visitorContact: member ? null : (input.contact?.trim() ?? null),
          visitorTokenHash: chatToken ? hashChatToken(chatToken) : null,
          language,
          outOfHours: !online,
        })
        .returning();
      if (!created) throw new Error('support: the conversation was not written');
      if (message)
        await addLine(tx as unknown as Database, created.id, { sender: 'customer', body: message });
      if (!online)
        await addLine(tx as unknown as Database, created.id, {
          sender: 'system',
          body: '',
          event: 'outOfHours',
        });
      return created;
    });
    await publish(row, 'conversation', { status: row.status }, 'desk');
    return { ...(await stateOf(await conversationOf(customer(merchant.id, member, chatToken)))), chatToken };
  };

  const customer = (
    merchantId: number,
    member: { id: number } | undefined,
    chatToken: string | null,
  ): Customer =>
    member
      ? { kind: 'member', merchantId, memberId: member.id }
      : { kind: 'visitor', merchantId, tokenHash: hashChatToken(chatToken ?? '') };

  /** The customer's open conversation, or a refusal: none (404), or closed (409). */
  const openOf = async (who: Customer) => {
    const row = await conversationOf(who);
    if (!row) throw notFound();
    if (row.status === 'closed') throw closedError();
    return row;
  };

  const send = async (
    who: Customer,
    input: { body: string; image: string | null },
  ): Promise<TChatMessage> => {
    const row = await openOf(who);
    await limitCustomer(`support:lines:${row.id}`, CUSTOMER_LINES, 'body.body');
    const content = await lineContent(input, 'body.body');
    const line = await db.transaction((tx) =>
      addLine(tx as unknown as Database, row.id, { sender: 'customer', ...content }),
    );
    await publish(row, 'message', { id: line.id, by: 'customer' });
    return toMessage(line, new Map());
  };

  const customerTyping = async (who: Customer) => {
    const row = await openOf(who);
    await publish(row, 'typing', { by: 'customer' }, 'desk');
  };

  /** The newest line read, never past the conversation's newest line nor backwards. */
  const markRead = async (row: ConversationRow, by: 'customer' | 'operator', upTo: number) => {
    const [newest] = await db
      .select({ id: sql<number>`max(${supportMessages.id})` })
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, row.id));
    const capped = Math.min(upTo, Number(newest?.id ?? 0));
    if (capped <= 0) return;
    const column =
      by === 'customer' ? supportConversations.customerReadUpTo : supportConversations.deskReadUpTo;
    const [updated] = await db
      .update(supportConversations)
      .set(by === 'customer' ? { customerReadUpTo: capped } : { deskReadUpTo: capped })
      .where(and(eq(supportConversations.id, row.id), or(isNull(column), sql`${column} < ${capped}`)))
      .returning({ id: supportConversations.id });
    if (updated) await publish(row, 'read', { by, upTo: capped }, by === 'customer' ? 'desk' : 'customer');
  };

  const customerRead = async (who: Customer, upTo: number) => {
    const row = await conversationOf(who);
    if (!row) throw notFound();
    await markRead(row, 'customer', upTo);
  };

  /** The conversation a customer's stream follows (a closed one too: its last notice may still come). */
  const followed = async (who: Customer) => {
    const row = await conversationOf(who);
    if (!row) throw notFound();
    return row;
  };

  // ── The desk's side ─────────────────────────────────────────────────────────────────────────

  const summaries = async (rows: ConversationRow[]): Promise<TSupportConversationSummary[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [names, brandRows, memberRows, lastLines, unreadRows] = await Promise.all([
      operatorNames(rows.map((row) => row.operatorId)),
      db
        .select({ id: merchants.id, code: merchants.code })
        .from(merchants)
        .where(inArray(merchants.id, [...new Set(rows.map((row) => row.merchantId))])),
      db
        .select({ id: members.id, account: members.account, nickname: members.nickname })
        .from(members)
        .where(
          inArray(members.id, rows.flatMap((row) => (row.memberId === null ? [] : [row.memberId])).concat(0)),
        ),
      db
        .selectDistinctOn([supportMessages.conversationId], {
          conversationId: supportMessages.conversationId,
          body: supportMessages.body,
          imageKey: supportMessages.imageKey,
          event: supportMessages.event,
        })
        .from(supportMessages)
        .where(and(inArray(supportMessages.conversationId, ids), ne(supportMessages.sender, 'system')))
        .orderBy(supportMessages.conversationId, desc(supportMessages.id)),
      db
        .select({ conversationId: supportMessages.conversationId, unread: count() })
        .from(supportMessages)
        .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
        .where(
          and(
            inArray(supportMessages.conversationId, ids),
            eq(supportMessages.sender, 'customer'),
            or(
              isNull(supportConversations.deskReadUpTo),
              gt(supportMessages.id, supportConversations.deskReadUpTo),
            ),
          ),
        )
        .groupBy(supportMessages.conversationId),
    ]);
    const brands = new Map(brandRows.map((row) => [row.id, row.code]));
    const people = new Map(memberRows.map((row) => [row.id, row]));
    const last = new Map(lastLines.map((row) => [row.conversationId, row]));
    const unread = new Map(unreadRows.map((row) => [row.conversationId, Number(row.unread)]));
    return rows.map((row) => {
      const person = row.memberId === null ? undefined : people.get(row.memberId);
      const line = last.get(row.id);
      return {
        id: row.id,
        merchantCode: brands.get(row.merchantId) ?? '',
        status: row.status as TConversationStatus,
        account: person?.account ?? null,
        name: person ? person.nickname || person.account : (row.visitorName ?? ''),
        contact: row.visitorContact,
        language: row.language,
        outOfHours: row.outOfHours,
        operatorId: row.operatorId,
        operatorName: row.operatorId === null ? null : (names.get(row.operatorId) ?? null),
        lastMessage: line ? line.body || '[image]' : null,
        lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
        unread: unread.get(row.id) ?? 0,
        createdAt: row.createdAt.toISOString(),
        closedAt: row.closedAt?.toISOString() ?? null,
        closeReason: row.closeReason,
      };
    });
  };

  const queue = async (
    operator: DeskOperator,
    query: { status: TConversationStatus; merchantCode?: string | undefined; mine?: boolean | undefined },
  ) => {
    const merchantId = query.merchantCode ? (await brandByCode(db, query.merchantCode)).id : undefined;
    const brand = merchantId === undefined ? undefined : eq(supportConversations.merchantId, merchantId);
    const rows = await db
      .select()
      .from(supportConversations)
      .where(
        and(
          eq(supportConversations.status, query.status),
          brand,
          query.mine ? eq(supportConversations.operatorId, operator.id) : undefined,
        ),
      )
      // Waiting: the longest wait first; otherwise the liveliest first.
      .orderBy(
        query.status === 'waiting'
          ? asc(supportConversations.createdAt)
          : desc(sql`coalesce(${supportConversations.lastMessageAt}, ${supportConversations.createdAt})`),
      )
      .limit(query.status === 'closed' ? 100 : 500);
    const [waiting] = await db
      .select({ n: count() })
      .from(supportConversations)
      .where(and(eq(supportConversations.status, 'waiting'), brand));
    return { list: await summaries(rows), waiting: Number(waiting?.n ?? 0) };
  };

  const rowOf = async (id: number, executor: Database = db, forUpdate = false) => {
    const query = executor.select().from(supportConversations).where(eq(supportConversations.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row;
  };

  const profileOf = async (row: ConversationRow): Promise<TSupportMemberProfile | null> => {
    if (row.memberId === null) return null;
    const [found] = await db
      .select({ member: members, currency: merchants.currencyCode, level: memberVip.level })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .leftJoin(memberVip, eq(memberVip.memberId, members.id))
      .where(eq(members.id, row.memberId));
    if (!found) return null;
    const { member, currency } = found;
    const kind = member.type === 4 ? 'member_play' : 'member_cash';
    const [balance, lines] = await Promise.all([
      wallet ? wallet.balance(member.merchantId, member.id, currency, kind) : Promise.resolve(0n),
      statement.page({
        merchantId: member.merchantId,
        memberId: member.id,
        currency,
        wallet: kind,
        offset: 0,
        limit: 10,
      }),
    ]);
    return {
      memberId: member.id,
      account: member.account,
      realName: member.payeeName,
      vipLevel: found.level,
      status: member.status,
      registeredAt: member.createdAt.toISOString(),
      lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
      balance: fromMinorUnits(balance),
      currency,
      transactions: lines.lines.map((line) => ({
        id: line.postingId,
        type: line.kind,
        amount: fromMinorUnits(line.amount),
        balanceAfter: fromMinorUnits(line.balanceAfter),
        createdAt: line.createdAt.toISOString(),
      })),
    };
  };

  const detail = async (id: number) => {
    const row = await rowOf(id);
    const [summary] = await summaries([row]);
    if (!summary) throw notFound();
    return {
      conversation: { ...summary, readByCustomerUpTo: row.customerReadUpTo },
      messages: await linesOf(row.id),
      member: await profileOf(row),
    };
  };

  /** Changes a conversation under its row lock, writes the desk's notice, tells both sides. */
  const change = async (
    id: number,
    work: (row: ConversationRow, tx: Database) => Promise<Partial<ConversationRow> | undefined>,
    notice: (row: ConversationRow) => Omit<typeof supportMessages.$inferInsert, 'conversationId' | 'sender'>,
  ) => {
    const changed = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const row = await rowOf(id, tx, true);
      const set = await work(row, tx);
      if (!set) return undefined;
      const [updated] = await tx
        .update(supportConversations)
        .set(set)
        .where(eq(supportConversations.id, id))
        .returning();
      if (!updated) throw notFound();
      await addLine(tx, id, { sender: 'system', ...notice(updated) });
      return updated;
    });
    if (changed) await publish(changed, 'conversation', { status: changed.status });
    return detail(id);
  };

  const claim = (operator: DeskOperator, id: number) =>
    change(
      id,
      async (row) => {
        if (row.status === 'closed') throw closedError();
        if (row.operatorId === operator.id) return undefined;
        if (row.status === 'open') {
          throw new AppError(409, 'SUPPORT_CLAIMED_BY_OTHER', SupportMessageKey.claimedByOther);
        }
        return { status: 'open', operatorId: operator.id, claimedAt: now() };
      },
      () => ({ operatorId: operator.id, body: '', event: 'claimed' }),
    );

  /** Refuses unless `operator` holds the open conversation `row`. */
  const heldBy = (row: ConversationRow, operator: DeskOperator) => {
    if (row.status === 'closed') throw closedError();
    if (row.operatorId === null) throw new AppError(409, 'SUPPORT_NOT_CLAIMED', SupportMessageKey.notClaimed);
    if (row.operatorId !== operator.id) {
      throw new AppError(409, 'SUPPORT_CLAIMED_BY_OTHER', SupportMessageKey.claimedByOther);
    }
  };

  const deskColleagues = async () => {
    const rows = await db
      .select({
        id: operators.id,
        username: operators.username,
        name: operators.displayName,
        role: operators.role,
      })
      .from(operators)
      .where(eq(operators.disabled, false))
      .orderBy(asc(operators.username));
    return rows.filter((row) => can(row.role as TOperatorRole, 'support.chat'));
  };

  const transfer = async (operator: DeskOperator, id: number, toOperatorId: number) => {
    const colleagues = await deskColleagues();
    return change(
      id,
      async (row) => {
        // The holder hands it on; an owner may take any conversation off a colleague who left.
        if (operator.role !== 'owner') heldBy(row, operator);
        else if (row.status === 'closed') throw closedError();
        const colleague = colleagues.find((entry) => entry.id === toOperatorId);
        if (!colleague || colleague.id === row.operatorId) {
          throw new AppError(
            400,
            'SUPPORT_OPERATOR_NOT_FOUND',
            SupportMessageKey.operatorNotFound,
            'body.operatorId',
          );
        }
        return { status: 'open', operatorId: colleague.id, claimedAt: now() };
      },
      (row) => ({ operatorId: row.operatorId, body: '', event: 'transferred' }),
    );
  };

  const close = (operator: DeskOperator, id: number, reason: string) =>
    change(
      id,
      async (row) => {
        if (row.status === 'closed') throw closedError();
        if (row.status === 'open' && operator.role !== 'owner') heldBy(row, operator);
        return { status: 'closed', closedAt: now(), closeReason: reason };
      },
      () => ({ operatorId: operator.id, body: reason, event: 'closed' }),
    );

  const reply = async (operator: DeskOperator, id: number, input: { body: string; image: string | null }) => {
    const held = await rowOf(id);
    heldBy(held, operator);
    const content = await lineContent(input, 'body.body');
    const line = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      // Held still, now that the picture is stored: a transfer in between wins.
      heldBy(await rowOf(id, tx, true), operator);
      return addLine(tx, id, { sender: 'operator', operatorId: operator.id, ...content });
    });
    await publish(held, 'message', { id: line.id, by: 'operator' });
    return toMessage(line, new Map([[operator.id, operator.name]]));
  };

  const deskTyping = async (operator: DeskOperator, id: number) => {
    const row = await rowOf(id);
    heldBy(row, operator);
    await publish(row, 'typing', { by: 'operator', name: operator.name }, 'customer');
  };

  const deskRead = async (id: number, upTo: number) => markRead(await rowOf(id), 'operator', upTo);

  // ── Canned replies and office hours ─────────────────────────────────────────────────────────

  const requireMerchant = async (code: string) => (await brandByCode(db, code)).id;

  const toCanned = (row: typeof supportCannedReplies.$inferSelect, merchantCode: string): TCannedReply => ({
    id: row.id,
    merchantCode,
    title: row.title,
    body: row.body,
    language: row.language as TCannedReply['language'],
  });

  const cannedReplies = async (merchantCode: string) => {
    const merchantId = await requireMerchant(merchantCode);
    const rows = await db
      .select()
      .from(supportCannedReplies)
      .where(eq(supportCannedReplies.merchantId, merchantId))
      .orderBy(asc(supportCannedReplies.language), asc(supportCannedReplies.title));
    return rows.map((row) => toCanned(row, merchantCode));
  };

  /** Creates a ready answer (no id) or changes one of the brand's, audited with it. */
  const saveCannedReply = async (
    actor: Actor,
    input: { merchantCode: string; title: string; body: string; language: string },
    id?: number,
  ) => {
    const merchantId = await requireMerchant(input.merchantCode);
    const values = {
      merchantId,
      title: input.title,
      body: input.body,
      language: input.language,
      updatedAt: now(),
    };
    const row = await audit.transaction(async (tx) => {
      const mine =
        id === undefined
          ? undefined
          : and(eq(supportCannedReplies.id, id), eq(supportCannedReplies.merchantId, merchantId));
      const [before] = mine ? await tx.select().from(supportCannedReplies).where(mine).for('update') : [];
      if (id !== undefined && !before) throw notFound();
      const [saved] = mine
        ? await tx.update(supportCannedReplies).set(values).where(mine).returning()
        : await tx.insert(supportCannedReplies).values(values).returning();
      if (!saved) throw notFound();
      await audit.record(tx, actor, {
        action: before ? 'support.canned.update' : 'support.canned.create',
        target: { type: 'support_canned_reply', id: saved.id },
        merchantId,
        before: before ? toCanned(before, input.merchantCode) : null,
        after: toCanned(saved, input.merchantCode),
      });
      return saved;
    });
    return toCanned(row, input.merchantCode);
  };

  const deleteCannedReply = async (actor: Actor, id: number) => {
    await audit.transaction(async (tx) => {
      const [row] = await tx.delete(supportCannedReplies).where(eq(supportCannedReplies.id, id)).returning();
      if (!row) throw notFound();
      await audit.record(tx, actor, {
        action: 'support.canned.delete',
        target: { type: 'support_canned_reply', id },
        merchantId: row.merchantId,
        before: { title: row.title, body: row.body, language: row.language },
      });
    });
  };

  const settings = async (merchantCode: string) => {
    const hours = await hoursOf(await requireMerchant(merchantCode));
    return { merchantCode, hours, online: isWithinHours(hours, now()) };
  };

  const saveSettings = async (actor: Actor, merchantCode: string, hours: TOfficeHours) => {
    const merchantId = await requireMerchant(merchantCode);
    if (hours.to <= hours.from) {
      throw new AppError(400, 'VALIDATION_FAILED', 'in_input_error', 'body.hours.to');
    }
    const sorted = { ...hours, days: [...new Set(hours.days)].sort() };
    await audit.transaction(async (tx) => {
      const before = await hoursOf(merchantId, tx);
      await tx
        .insert(supportSettings)
        .values({ merchantId, hours: sorted, updatedAt: now() })
        .onConflictDoUpdate({ target: supportSettings.merchantId, set: { hours: sorted, updatedAt: now() } });
      await audit.record(tx, actor, {
        action: 'support.hours',
        target: { type: 'merchant', id: merchantId },
        merchantId,
        before,
        after: sorted,
      });
    });
    return settings(merchantCode);
  };

  return {
    models,
    launch,
    state,
    start,
    send,
    customerTyping,
    customerRead,
    followed,
    customer,
    queue,
    detail,
    claim,
    transfer,
    close,
    reply,
    deskTyping,
    deskRead,
    deskColleagues,
    cannedReplies,
    saveCannedReply,
    deleteCannedReply,
    settings,
    saveSettings,
  };
};

export type SupportService = ReturnType<typeof createSupportService>;
