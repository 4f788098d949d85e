-- ledger_post: one journal entry in one statement (docs/decisions/022-ledger-post-function.md).
-- The wallet service's simple movements (post, transfer, debit, credit) call it instead of six
-- statements, so an entry is one round trip and a house row's lock lasts one function call.
-- Same rules as the service's statement-by-statement path (docs/decisions/012-ledger-locking.md):
-- the key is claimed first (a duplicate waits for the original, then gets its postings back with
-- replayed = true); balances change account by account in ascending id order with one atomic
-- update each; a member wallet below zero, an account of another brand, mixed currencies and held
-- money are refused with SQLSTATEs the service turns into LedgerError:
--   LW001 insufficient funds (message 'account <id> holds <balance>')
--   LW002 not an account of the merchant        LW003 currency mismatch
--   LW004 held money moved by a plain entry
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant_id integer,
  p_idempotency_key varchar,
  p_kind varchar,
  p_memo text,
  p_meta jsonb,
  p_account_ids bigint[],
  p_amounts bigint[]
) RETURNS TABLE (entry_id bigint, replayed boolean, account_id bigint, amount bigint, balance_after bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_entry bigint;
  v_currency varchar;
  v_line record;
  v_account record;
  v_after bigint[] := array_fill(0::bigint, array[cardinality(p_account_ids)]);
BEGIN
  INSERT INTO journal_entries (merchant_id, idempotency_key, kind, memo, meta)
  VALUES (p_merchant_id, p_idempotency_key, p_kind, p_memo, p_meta)
  ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
  RETURNING id INTO v_entry;

  IF v_entry IS NULL THEN
    RETURN QUERY
      SELECT p.entry_id, true, p.account_id, p.amount, p.balance_after
      FROM journal_entries e JOIN postings p ON p.entry_id = e.id
      WHERE e.merchant_id = p_merchant_id AND e.idempotency_key = p_idempotency_key
      ORDER BY p.id;
    RETURN;
  END IF;

  FOR v_line IN
    SELECT l.id, l.amount, l.ord::int AS ord
    FROM unnest(p_account_ids, p_amounts) WITH ORDINALITY AS l(id, amount, ord)
    ORDER BY l.id
  LOOP
    UPDATE ledger_accounts a
    SET balance = a.balance + v_line.amount
    WHERE a.id = v_line.id AND (a.allow_negative OR a.balance + v_line.amount >= 0)
    RETURNING a.merchant_id, a.kind, a.currency, a.balance INTO v_account;
    IF NOT FOUND THEN
      SELECT a.merchant_id, a.kind, a.currency, a.balance INTO v_account
      FROM ledger_accounts a WHERE a.id = v_line.id;
      IF NOT FOUND OR v_account.merchant_id <> p_merchant_id THEN
        RAISE EXCEPTION 'account % is not an account of merchant %', v_line.id, p_merchant_id
          USING ERRCODE = 'LW002';
      END IF;
      RAISE EXCEPTION 'account % holds %', v_line.id, v_account.balance USING ERRCODE = 'LW001';
    END IF;
    IF v_account.merchant_id <> p_merchant_id THEN
      RAISE EXCEPTION 'account % is not an account of merchant %', v_line.id, p_merchant_id
        USING ERRCODE = 'LW002';
    END IF;
    IF v_currency IS NOT NULL AND v_account.currency <> v_currency THEN
      RAISE EXCEPTION 'account % is in %, not %', v_line.id, v_account.currency, v_currency
        USING ERRCODE = 'LW003';
    END IF;
    IF v_account.kind = 'member_held' THEN
      RAISE EXCEPTION 'account % is held money: only release or settle move it', v_line.id
        USING ERRCODE = 'LW004';
    END IF;
    v_currency := v_account.currency;
    v_after[v_line.ord] := v_account.balance;
  END LOOP;

  RETURN QUERY
    INSERT INTO postings AS p (entry_id, account_id, amount, balance_after)
    SELECT v_entry, l.id, l.amount, v_after[l.ord]
    FROM unnest(p_account_ids, p_amounts) WITH ORDINALITY AS l(id, amount, ord)
    ORDER BY l.ord
    RETURNING p.entry_id, false, p.account_id, p.amount, p.balance_after;
END;
$$;
