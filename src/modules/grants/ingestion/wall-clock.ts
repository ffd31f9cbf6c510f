// Sources state deadlines as local wall-clock times: Innovate UK in UK time ("11:00am"), the EU
// Funding & Tenders portal at 17:00 Brussels time. Both zones move to summer time at the same
// instant (the EU rule, which the UK keeps too): 01:00 UTC on the last Sunday of March, and back
// at 01:00 UTC on the last Sunday of October. Reading such times as UTC would put a deadline one
// or two hours off.

const HOUR = 3_600_000

const lastSundayUtc = (year: number, month: number): number => {
  const last = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1)
}

/**
 * A wall-clock time of a European zone `standardOffset` hours ahead of UTC in winter (UK 0,
 * Brussels 1) and one more in summer, as an instant.
 */
export function europeanWallClock (
  standardOffset: number, year: number, month: number, day: number, hour = 0, minute = 0,
): Date {
  const winter = Date.UTC(year, month, day, hour, minute) - standardOffset * HOUR
  const summer = winter - HOUR >= lastSundayUtc(year, 2) && winter - HOUR < lastSundayUtc(year, 9)
  return new Date(summer ? winter - HOUR : winter)
}

export const BRUSSELS = 1
export const LONDON = 0
