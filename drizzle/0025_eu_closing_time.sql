-- EU portal cut-offs were stored as the dates the portal gives (midnight UTC); its calls close at
-- 17:00 Brussels time on that day (docs/decisions.md, "Deadline times"), as the connector now
-- stores them. Cut-offs with a time of their own are left as they are.
UPDATE "grants" SET
  "deadline" = CASE WHEN "deadline" = date_trunc('day', "deadline", 'UTC')
    THEN (("deadline" AT TIME ZONE 'UTC')::date + time '17:00') AT TIME ZONE 'Europe/Brussels'
    ELSE "deadline" END,
  "deadlines" = ARRAY(
    SELECT CASE WHEN d = date_trunc('day', d, 'UTC')
      THEN ((d AT TIME ZONE 'UTC')::date + time '17:00') AT TIME ZONE 'Europe/Brussels'
      ELSE d END
    FROM unnest("deadlines") AS d ORDER BY 1)
WHERE "source" = 'eu_portal';
