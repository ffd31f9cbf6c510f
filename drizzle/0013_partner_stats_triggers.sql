-- The partner dashboard's figures, kept by statement-level triggers (see partnerStats in
-- src/modules/partners/partners.tables.ts). A statement's rows (new ones counted +1, old ones -1)
-- are netted per partner and added to the shard of the session (pg_backend_pid() % 16), in
-- partner order, so concurrent transactions never lock two shard rows in opposite orders.
-- Active = signed up or converted with a tenant (a deleted tenant, set null by its foreign key,
-- stops counting). Transition tables exist only for their own event, hence the branches.
-- Inserts (one referral per click, the hot path) have a row-level trigger instead: a third of the
-- statement-level one's cost, measured with pgbench on the click statement.
CREATE FUNCTION partner_stats_referrals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_partners uuid[]; new_statuses text[]; new_tenants boolean[];
  old_partners uuid[]; old_statuses text[]; old_tenants boolean[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(partner_id), array_agg(status), array_agg(tenant_id IS NOT NULL) INTO new_partners, new_statuses, new_tenants FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg(partner_id), array_agg(status), array_agg(tenant_id IS NOT NULL) INTO old_partners, old_statuses, old_tenants FROM old_rows;
  END IF;
  INSERT INTO partner_stats AS s (partner_id, shard, referrals, rejected, active, converted)
  SELECT partner_id, pg_backend_pid() % 16, sum(sign), sum(sign * (status = 'rejected')::int),
         sum(sign * (status IN ('signed_up', 'converted') AND tenant)::int), sum(sign * (status = 'converted')::int)
    FROM (SELECT unnest(new_partners) AS partner_id, 1 AS sign, unnest(new_statuses) AS status, unnest(new_tenants) AS tenant
          UNION ALL
          SELECT unnest(old_partners), -1, unnest(old_statuses), unnest(old_tenants)) AS changed
   GROUP BY partner_id
  HAVING sum(sign) <> 0 OR sum(sign * (status = 'rejected')::int) <> 0
      OR sum(sign * (status IN ('signed_up', 'converted') AND tenant)::int) <> 0 OR sum(sign * (status = 'converted')::int) <> 0
   ORDER BY partner_id
  ON CONFLICT (partner_id, shard) DO UPDATE SET
    referrals = s.referrals + excluded.referrals, rejected = s.rejected + excluded.rejected,
    active = s.active + excluded.active, converted = s.converted + excluded.converted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION partner_stats_commissions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_partners uuid[]; new_amounts numeric[]; new_statuses text[];
  old_partners uuid[]; old_amounts numeric[]; old_statuses text[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(partner_id), array_agg(amount), array_agg(status) INTO new_partners, new_amounts, new_statuses FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg(partner_id), array_agg(-amount), array_agg(status) INTO old_partners, old_amounts, old_statuses FROM old_rows;
  END IF;
  INSERT INTO partner_stats AS s (partner_id, shard, pending_amount, approved_amount, paid_amount)
  SELECT partner_id, pg_backend_pid() % 16, coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0),
         coalesce(sum(amount) FILTER (WHERE status = 'approved'), 0), coalesce(sum(amount) FILTER (WHERE status = 'paid'), 0)
    FROM (SELECT unnest(new_partners) AS partner_id, unnest(new_amounts) AS amount, unnest(new_statuses) AS status
          UNION ALL
          SELECT unnest(old_partners), unnest(old_amounts), unnest(old_statuses)) AS changed
   GROUP BY partner_id
  HAVING coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0) <> 0 OR coalesce(sum(amount) FILTER (WHERE status = 'approved'), 0) <> 0
      OR coalesce(sum(amount) FILTER (WHERE status = 'paid'), 0) <> 0
   ORDER BY partner_id
  ON CONFLICT (partner_id, shard) DO UPDATE SET
    pending_amount = s.pending_amount + excluded.pending_amount, approved_amount = s.approved_amount + excluded.approved_amount,
    paid_amount = s.paid_amount + excluded.paid_amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION partner_stats_referral_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO partner_stats AS s (partner_id, shard, referrals, rejected, active, converted)
  VALUES (NEW.partner_id, pg_backend_pid() % 16, 1, (NEW.status = 'rejected')::int,
          (NEW.status IN ('signed_up', 'converted') AND NEW.tenant_id IS NOT NULL)::int, (NEW.status = 'converted')::int)
  ON CONFLICT (partner_id, shard) DO UPDATE SET
    referrals = s.referrals + 1, rejected = s.rejected + excluded.rejected,
    active = s.active + excluded.active, converted = s.converted + excluded.converted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER referrals_stats_insert AFTER INSERT ON referrals FOR EACH ROW EXECUTE FUNCTION partner_stats_referral_inserted();
--> statement-breakpoint
CREATE TRIGGER referrals_stats_update AFTER UPDATE ON referrals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION partner_stats_referrals();
--> statement-breakpoint
CREATE TRIGGER referrals_stats_delete AFTER DELETE ON referrals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION partner_stats_referrals();
--> statement-breakpoint
CREATE TRIGGER commissions_stats_insert AFTER INSERT ON commissions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION partner_stats_commissions();
--> statement-breakpoint
CREATE TRIGGER commissions_stats_update AFTER UPDATE ON commissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION partner_stats_commissions();
--> statement-breakpoint
CREATE TRIGGER commissions_stats_delete AFTER DELETE ON commissions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION partner_stats_commissions();
--> statement-breakpoint
-- What existed before the triggers.
INSERT INTO partner_stats (partner_id, shard, referrals, rejected, active, converted)
SELECT partner_id, 0, count(*), count(*) FILTER (WHERE status = 'rejected'),
       count(*) FILTER (WHERE status IN ('signed_up', 'converted') AND tenant_id IS NOT NULL), count(*) FILTER (WHERE status = 'converted')
  FROM referrals GROUP BY partner_id;
--> statement-breakpoint
INSERT INTO partner_stats AS s (partner_id, shard, pending_amount, approved_amount, paid_amount)
SELECT partner_id, 0, coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0), coalesce(sum(amount) FILTER (WHERE status = 'approved'), 0),
       coalesce(sum(amount) FILTER (WHERE status = 'paid'), 0)
  FROM commissions GROUP BY partner_id
ON CONFLICT (partner_id, shard) DO UPDATE SET pending_amount = excluded.pending_amount, approved_amount = excluded.approved_amount, paid_amount = excluded.paid_amount;
